// `vigil alerts test RULE --from --to`: runs a rule over recorded windows (the window store,
// with captions where the caption store has them) through the same evaluator and alert state
// as live, and reports what would have fired — without storing, delivering or pinning
// anything. Mute and enabled are ignored: this is how a rule is tuned before it is trusted.
import type { Window } from '../core/window.ts';
import type { CaptionedWindow } from '../core/caption.ts';
import type { Alert } from '../core/alert.ts';
import type { Rule } from './rules/index.ts';
import { Evaluator, fromCaptioned, fromClosed, type Verifier, type Outcome } from './evaluate/index.ts';
import { AlertTracker } from './state/index.ts';

export interface RuleTestSource {
  windows(camera: string, from: number, to: number): Window[];
  captions(camera: string, from: number, to: number): Map<string, CaptionedWindow>;
}

export interface RuleTestReport {
  rule: string;
  question: string;
  from: number;
  to: number;
  windows: number;
  outcomes: Partial<Record<Outcome, number>>;
  verifier: string;
  alerts: Pick<Alert, 'camera' | 'start' | 'end' | 'updated' | 'answer' | 'confidence' | 'windows' | 'evidence' | 'state'>[];
}

export async function testRule(rule: Rule, range: { from: number; to: number }, o: { source: RuleTestSource; verifier: Verifier | Promise<Verifier>; timezones: (camera: string) => string; signal?: AbortSignal }): Promise<RuleTestReport> {
  const armed: Rule = { ...rule, enabled: true, mutedUntil: null };
  const evaluator = new Evaluator({ verifier: o.verifier, timezones: o.timezones });
  await evaluator.ready(); // a verifier that cannot be made is the user's config error, said once
  let clock = range.from;
  const tracker = new AlertTracker({ lookup: { lastAlert: () => undefined }, now: () => clock });
  const fired = new Map<string, Alert>();
  const outcomes: RuleTestReport['outcomes'] = {};
  let windows = 0, question = '';
  for (const camera of rule.cameras) {
    const captions = o.source.captions(camera, range.from, range.to);
    for (const w of o.source.windows(camera, range.from, range.to)) {
      windows++;
      const c = captions.get(w.id);
      const obs = c ? fromCaptioned(c) : fromClosed(w);
      clock = w.end;
      const [r] = await evaluator.evaluate(obs, [armed], o.signal);
      if (!r) continue;
      question = r.question;
      outcomes[r.outcome] = (outcomes[r.outcome] ?? 0) + 1;
      for (const e of tracker.apply(r, camera, w.end)) fired.set(e.after.id, e.after);
    }
  }
  const alerts = [...fired.values()].sort((a, b) => a.start - b.start)
    .map(({ camera, start, end, updated, answer, confidence, windows: ws, evidence, state }) => ({ camera, start, end, updated, answer, confidence, windows: ws, evidence, state }));
  return { rule: rule.id, question, from: range.from, to: range.to, windows, outcomes, verifier: evaluator.verifierName, alerts };
}
