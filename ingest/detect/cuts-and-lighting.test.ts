// Cuts and lighting on real decoded footage against the synthetic ground truth: cut F1 with
// ±0.5 s tolerance, no cut at any lighting change, lighting events within 2 s and the right
// day/dusk/night state. Footage is rendered once and cached in the temp dir.
import { describe, expect, it } from 'vitest';
import { lightLevelAt, parseSceneScript, parseSyntheticUrl, type SceneScriptInput } from '../../testbed/synthetic/index.ts';
import { decodeFrames, renderFootage, type Footage } from '../../testbed/decoded-footage.ts';
import { FrameAnalyzer, type FrameAnalysis } from './index.ts';

async function analyse(f: Footage): Promise<FrameAnalysis[]> {
  const analyzer = new FrameAnalyzer(), out: FrameAnalysis[] = [];
  for await (const frame of decodeFrames(f.file, { width: 320, height: 180, fps: f.fps })) out.push(analyzer.analyze(frame));
  return out;
}

/** Precision, recall and F1 of detected times against true times, each matched once. */
function score(detected: number[], truth: number[], toleranceMs: number) {
  const free = [...truth];
  let tp = 0;
  for (const t of detected) {
    const k = free.findIndex((u) => Math.abs(u - t) <= toleranceMs);
    if (k >= 0) { tp++; free.splice(k, 1); }
  }
  const precision = detected.length ? tp / detected.length : 1, recall = truth.length ? tp / truth.length : 1;
  return { tp, precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
}

const cutTimes = (f: Footage) => f.truth.events.filter((e) => e.kind === 'cut').map((e) => e.atMs);

/** Several cuts, lights off and on, a slow dusk into night and a dawn back to day. */
const MIXED: SceneScriptInput = {
  name: 'mixed', width: 320, height: 180, fps: 4, durationSeconds: 150, background: 'street',
  cuts: [{ t: 15, background: 'parking' }, { t: 35, background: 'lobby' }, { t: 55, background: 'yard' }, { t: 135, background: 'street' }],
  lighting: [
    { t: 25, level: 0.5 }, { t: 45, level: 1 }, // lights off, lights on
    { t: 65, level: 0.12, transitionSeconds: 30 }, // dusk into night
    { t: 105, level: 1, transitionSeconds: 20 }, // dawn
  ],
};

describe('cut detection', () => {
  for (const [name, input] of [['builtin cuts', parseSyntheticUrl('synthetic:cuts?width=320&height=180&fps=5&duration=60')], ['mixed', MIXED]] as const) {
    it(`${name}: F1 >= 0.95 within ±0.5 s, and no cut at a lighting change`, async () => {
      const footage = await renderFootage(input);
      const frames = await analyse(footage);
      const detected = frames.filter((f) => f.cut).map((f) => f.ts);
      const s = score(detected, cutTimes(footage), 500);
      console.log(`${name}: ${detected.length} cuts detected, ${cutTimes(footage).length} scripted, precision ${s.precision.toFixed(2)} recall ${s.recall.toFixed(2)} F1 ${s.f1.toFixed(3)}`);
      expect(s.f1).toBeGreaterThanOrEqual(0.95);
      const lightTimes = footage.truth.events.filter((e) => e.kind === 'lighting.change').map((e) => e.atMs);
      for (const l of lightTimes) expect(detected.filter((t) => Math.abs(t - l) <= 1000), `cut at lighting change ${l - footage.truth.startMs} ms`).toEqual([]);
    });
  }
});

describe('lighting', () => {
  it('reports lights-off/on at the switch, dusk/dawn where the level crosses the thresholds, and the state', async () => {
    const footage = await renderFootage(MIXED);
    const frames = await analyse(footage);
    const script = parseSceneScript(MIXED), t0 = footage.truth.startMs;
    const at = (s: number) => frames.find((f) => f.ts >= t0 + s * 1000)!;
    const events = frames.filter((f) => f.light.event).map((f) => ({ t: (f.ts - t0) / 1000, event: f.light.event!, level: f.light.level }));
    console.log('lighting events:', events.map((e) => `${e.event}@${e.t.toFixed(2)}s`).join(' '));
    const near = (event: string, s: number) => events.some((e) => e.event === event && Math.abs(e.t - s) <= 2);
    expect(near('lights-off', 25)).toBe(true);
    expect(near('lights-on', 45)).toBe(true);
    // Where the scripted light, scaled by how bright this view measured before the ramp,
    // crosses the detector's thresholds (with hysteresis).
    const cfg = new FrameAnalyzer().config, brightness = at(64).light.level / lightLevelAt(script, 64);
    const crossing = (from: number, to: number, threshold: number) => {
      const rising = lightLevelAt(script, to) > lightLevelAt(script, from);
      for (let s = from; s <= to; s += 0.05) if (brightness * lightLevelAt(script, s) >= threshold === rising) return s;
      return NaN;
    };
    const duskAt = crossing(65, 95, cfg.dayLevel - cfg.levelHysteresis), nightAt = crossing(65, 95, cfg.nightLevel - cfg.levelHysteresis);
    const dawnAt = crossing(105, 125, cfg.nightLevel + cfg.levelHysteresis), dayAt = crossing(105, 125, cfg.dayLevel + cfg.levelHysteresis);
    expect(near('dusk', duskAt), `dusk near ${duskAt}`).toBe(true);
    expect(near('dusk', nightAt), `night near ${nightAt}`).toBe(true);
    expect(near('dawn', dawnAt), `dawn near ${dawnAt}`).toBe(true);
    expect(near('dawn', dayAt), `day near ${dayAt}`).toBe(true);
    expect(events.filter((e) => e.event === 'dusk' || e.event === 'dawn')).toHaveLength(4);
    expect(events.filter((e) => e.event.startsWith('lights'))).toHaveLength(2);
    expect(at(20).light.state).toBe('day');
    expect(at(100).light.state).toBe('night');
    expect(at(130).light.state).toBe('day');
    // Lighting alone is never activity: nothing moves in this script.
    expect(frames.filter((f) => f.active).length).toBe(0);
  });

  it('reports a switch to black and back as lights-off and lights-on, not as a new view', async () => {
    // A black frame is too flat for the cut detector's layout to correlate with the lit one.
    const footage = await renderFootage({ name: 'black-switch', width: 320, height: 180, fps: 1, durationSeconds: 60, background: 'yard', lighting: [{ t: 20, level: 0 }, { t: 40, level: 1 }] });
    const frames = await analyse(footage), t0 = footage.truth.startMs;
    const events = frames.filter((f) => f.light.event).map((f) => ({ t: (f.ts - t0) / 1000, event: f.light.event! }));
    console.log('black switch events:', events.map((e) => `${e.event}@${e.t}s`).join(' '));
    expect(events).toEqual([{ t: 20, event: 'lights-off' }, { t: 40, event: 'lights-on' }]);
    expect(frames.filter((f) => f.cut)).toEqual([]);
    expect(frames.find((f) => f.ts >= t0 + 30_000)!.light.state).toBe('night');
  });
});
