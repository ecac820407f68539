// Summary statistics and markdown tables for benchmark output: median with the min–max spread.
export interface Summary { median: number; min: number; max: number; runs: number }

export function summarize(values: number[]): Summary {
  if (!values.length) throw new Error('no samples');
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  const median = s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
  return { median, min: s[0], max: s[s.length - 1], runs: s.length };
}

export function fmt(n: number, digits = 1): string {
  return n.toFixed(digits);
}

/** "65.7 (61.2–68.0)": median and spread. */
export function fmtSummary(s: Summary, digits = 1): string {
  return `${fmt(s.median, digits)} (${fmt(s.min, digits)}–${fmt(s.max, digits)})`;
}

export function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
