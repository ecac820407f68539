// Naming sightings on their own regions: a frame where the detector's score for the thing dips
// below the threshold does not leave it unnamed when the frames beside it name it.
import { describe, expect, it } from 'vitest';
import { encodeJpeg } from '../../models/onnx/rgb-image.ts';
import type { RegionDetector } from '../../models/index.ts';
import type { InspectFrame, Sighting } from './inspector.ts';
import { looksAt, nameSightings } from './sighting-names.ts';

const W = 64, H = 48;
function frame(ts: number, level: number): InspectFrame {
  return { ts, jpeg: encodeJpeg({ width: W, height: H, data: Buffer.alloc(W * H * 3, level) }) };
}

/** Names whatever it is shown a bus, scoring by how bright the picture is (a stand-in for a wavering score). */
const brightnessDetector: RegionDetector & { calls: number } = {
  calls: 0,
  async run(img) {
    this.calls++;
    const rgb = img as { width: number; height: number; data: Uint8Array };
    return [{ label: 'bus', score: rgb.data[0] / 500, box: { x0: 0, y0: 0, x1: rgb.width, y1: rgb.height } }];
  },
};

const coach: Sighting = {
  colour: 'white', first: 1000, last: 3000, direction: 'left-to-right', entering: true, leaving: true, presentAtStart: false, presentAtEnd: false,
  size: 0.4, frames: 5, from: { x: 0.2, y: 0.5 }, to: { x: 0.6, y: 0.5 }, box: { x: 0.2, y: 0.2, w: 0.5, h: 0.6 }, boxAt: 2000, objectClass: 'vehicle',
};

describe('nameSightings', () => {
  it('looks again in the frames beside the largest one when that one names nothing', async () => {
    // 2000 (the largest) scores 0.1; 2500 scores 0.4.
    const frames = [frame(1000, 50), frame(1500, 50), frame(2000, 50), frame(2500, 200), frame(3000, 50)];
    const [named] = await nameSightings([coach], frames, brightnessDetector);
    expect(named.label).toBe('bus');
    const [never] = await nameSightings([coach], frames, brightnessDetector, { secondLooks: 0 });
    expect(never.label).toBeUndefined();
  });

  it('stops at the first frame that names it', async () => {
    brightnessDetector.calls = 0;
    await nameSightings([coach], [frame(1500, 200), frame(2000, 200), frame(2500, 200)], brightnessDetector);
    expect(brightnessDetector.calls).toBe(1);
  });

  it('carries the box along by the thing\'s motion, nearest frames first, inside the frame', () => {
    const frames = [0, 1000, 1500, 2000, 2500, 3000, 4000].map((t) => frame(t, 0));
    const looks = looksAt(coach, frames, 3);
    expect(looks.map((l) => l.frame.ts)).toEqual([2000, 2500, 1500, 3000]);
    // 0.4 of the frame in 2 s: 0.1 per 500 ms.
    expect(looks[1].box.x).toBeCloseTo(0.3);
    expect(looks[2].box.x).toBeCloseTo(0.1);
    expect(looks[3].box.x).toBeCloseTo(0.4);
    const fast = { ...coach, to: { x: 1.6, y: 0.5 } };
    expect(looksAt(fast, frames, 3)[3].box.x).toBeCloseTo(0.5); // 0.2 + 1.0 clamped to 1 - w
  });
});
