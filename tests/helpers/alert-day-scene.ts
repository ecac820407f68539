// The synthetic day the alert rules are tested and benchmarked on (tests/alerts-cli.test.ts,
// bench/alert-evaluate.ts): a 24 h yard at 0.2 fps with dusk and dawn. Red in the right half
// at 02:00 and 22:30; blue there at 10:00; red on the left at 14:00.
import type { SceneScriptInput } from '../../testbed/synthetic/index.ts';

const H = 3600;

export const ALERT_DAY_SCENE = {
  name: 'alert-day', width: 192, height: 108, fps: 0.2, durationSeconds: 86_400, seed: 3, background: 'yard' as const, noiseSigma: 1, initialLight: 0.35,
  lighting: [{ t: 6 * H, level: 1, transitionSeconds: 3600 }, { t: 18 * H, level: 0.35, transitionSeconds: 3600 }],
  objects: [
    { id: 'night-red', colour: 'red', width: 0.12, height: 0.2, path: [{ t: 2 * H, x: 1.1, y: 0.7 }, { t: 2 * H + 60, x: 0.7, y: 0.7 }, { t: 2 * H + 90, x: 0.75, y: 0.72 }, { t: 2 * H + 150, x: 1.1, y: 0.7 }] },
    { id: 'day-blue', colour: 'blue', width: 0.12, height: 0.2, path: [{ t: 10 * H, x: 1.1, y: 0.7 }, { t: 10 * H + 60, x: 0.7, y: 0.7 }, { t: 10 * H + 120, x: 1.1, y: 0.7 }] },
    { id: 'left-red', colour: 'red', width: 0.12, height: 0.2, path: [{ t: 14 * H, x: -0.1, y: 0.3 }, { t: 14 * H + 60, x: 0.3, y: 0.3 }, { t: 14 * H + 120, x: -0.1, y: 0.3 }] },
    { id: 'late-red', colour: 'red', width: 0.12, height: 0.2, path: [{ t: 22.5 * H, x: 1.1, y: 0.75 }, { t: 22.5 * H + 60, x: 0.72, y: 0.75 }, { t: 22.5 * H + 120, x: 1.1, y: 0.75 }] },
  ],
} satisfies SceneScriptInput;
