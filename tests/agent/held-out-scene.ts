// What the held-out sets from the seventh on share: a scene's ground truth and the helpers its
// questions are written with (when a thing was in view, a text, a clock on the scene's day).
import { groundTruth, parseSyntheticUrl } from '../../testbed/synthetic/index.ts';
import type { HeldOutExpectation, HeldOutKind, HeldOutQuestion, SceneKey } from './held-out-questions.ts';

const S = 1000;

/** An event expected at ts, within tolMs (2 s unless said), its answer naming `words` when given. */
export const ev = (ts: number, tolMs = 2 * S, words?: string[]): HeldOutExpectation => ({ kind: 'event', ts, tolMs, ...(words ? { words } : {}) });

export function scene(key: SceneKey, url: string, start: number) {
  const truth = groundTruth(parseSyntheticUrl(url), start);
  const obj = (id: string) => truth.objects.find((o) => o.id === id)!;
  const day = new Date(start).toISOString().slice(0, 10);
  return {
    truth,
    from: (id: string) => obj(id).visibleFromMs!,
    until: (id: string) => obj(id).visibleUntilMs!,
    text: (t: string) => truth.texts.find((x) => x.text === t)!,
    at: (hhmmss: string) => Date.parse(`${day}T${hhmmss}Z`),
    q: (kind: HeldOutKind, q: string, expect: HeldOutExpectation, t: string): HeldOutQuestion => ({ scene: key, kind, q, expect, truth: t }),
  };
}
