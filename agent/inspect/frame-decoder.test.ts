// The two decode paths of the inspector agree: GStreamer (fast) and jpeg-js (the fallback)
// give the same analysis-size pixels, and the JPEG header gives the size without decoding.
import { describe, expect, it } from 'vitest';
import { SceneRenderer } from '../../testbed/synthetic/index.ts';
import { encodeJpeg, i420ToRgb } from '../../models/onnx/index.ts';
import { analysisSize, decodeForAnalysis, jpegSize } from './frame-decoder.ts';

describe('decodeForAnalysis', () => {
  const r = new SceneRenderer({ width: 640, height: 360, objects: [{ id: 'v', colour: 'red', width: 0.2, height: 0.15, path: [{ t: 0, x: 0.3, y: 0.7 }, { t: 10, x: 0.9, y: 0.7 }] }] });
  const frames = [0, 2, 4].map((t) => ({ ts: t * 1000, jpeg: encodeJpeg(i420ToRgb(r.frameAt(t, t * 1000), 640, 360)) }));

  it('reads the size from the header and scales to about 320 px wide', () => {
    expect(jpegSize(frames[0].jpeg)).toEqual({ width: 640, height: 360 });
    expect(jpegSize(Buffer.from('not a jpeg'))).toBeUndefined();
    expect(analysisSize(640, 360)).toEqual({ width: 320, height: 180 });
    expect(analysisSize(1920, 1080)).toEqual({ width: 320, height: 180 });
    expect(analysisSize(480, 270)).toEqual({ width: 320, height: 180 });
    expect(analysisSize(352, 288)).toEqual({ width: 352, height: 288 });
  });

  it('gives the same pixels through GStreamer and through jpeg-js', async () => {
    const fast = await decodeForAnalysis(frames), slow = await decodeForAnalysis(frames, undefined, { gstreamer: false });
    for (const [i, a] of fast.entries()) {
      const b = slow[i];
      expect([a.width, a.height, a.stride]).toEqual([320, 180, 960]);
      expect([b.width, b.height, b.stride]).toEqual([320, 180, 960]);
      let diff = 0;
      for (let k = 0; k < a.data.length; k++) diff += Math.abs(a.data[k] - b.data[k]);
      expect(diff / a.data.length, `frame ${i}`).toBeLessThan(4);
    }
  });
});
