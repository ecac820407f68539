// Words that say a time is near its mark ("just before midnight", "right after the van left",
// "not long after 3"): the stretch on that side of it they mean, in minutes, not the rest of
// the day. Read for clock bounds (open-bound.ts) and for times given by another event
// (question/anchor-phrase.ts).

/** Minutes each word means. */
export const NEAR_MINUTES: Record<string, number> = { just: 30, shortly: 30, soon: 30, 'a little': 30, 'a bit': 30, 'not long': 30, right: 15, straight: 15, directly: 15, immediately: 15 };

/** The words of NEAR_MINUTES as a pattern, longest first. */
export const NEAR_PATTERN = Object.keys(NEAR_MINUTES).sort((a, b) => b.length - a.length).map((w) => w.replace(/\s+/g, String.raw`\s+`)).join('|');

const NEAR_AT_END = new RegExp(String.raw`\b(${NEAR_PATTERN})\s*$`, 'i');

/** The minutes a near word ending `before` means ("... right" before "before the lights went off"), with where it starts. */
export function nearWordBefore(before: string): { minutes: number; index: number } | undefined {
  // "went left to right after the coach": the end of a direction, not "right after".
  if (/\b(?:left|right)\s+to\s+(?:the\s+)?right\s*$/i.test(before)) return undefined;
  const m = NEAR_AT_END.exec(before);
  return m ? { minutes: NEAR_MINUTES[m[1].toLowerCase().replace(/\s+/g, ' ')], index: m.index } : undefined;
}
