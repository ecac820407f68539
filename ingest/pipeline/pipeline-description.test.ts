import { describe, it, expect } from 'vitest';
import { fraction, pipelineDescription, decoderFor } from './pipeline-description.ts';
import { IngestSchema } from '../../core/config/index.ts';

describe('pipelineDescription', () => {
  const ingest = IngestSchema.parse({ segmentSeconds: 30, analysisFps: 2.5, analysisWidth: 480 });
  it('records without re-encoding and analyses at the configured rate and width', () => {
    const d = pipelineDescription({ elementary: 'SRC', decoder: decoderFor('h265'), ingest, live: true, recordPattern: '/x/seg-%06d.ts', declaredFps: 15 });
    expect(d).toMatch(/^SRC ! tee name=t t\. ! queue .*splitmuxsink .*muxer-factory=mpegtsmux .*max-size-time=30000000000/);
    expect(d).not.toMatch(/x264enc|x265enc/);
    expect(d).toContain('avdec_h265 ! videorate drop-only=true ! video/x-raw,framerate=[0/1,5/2]');
    expect(d).toContain('format=RGB,width=480,pixel-aspect-ratio=1/1');
    expect(d).not.toContain('jpegenc');
    // Live: analysis leaks and drops so recording never waits for it.
    expect(d).toContain('leaky=downstream');
    expect(d).toContain('drop=true');
  });
  it('applies backpressure for replays and leaves out the recorder when recording is off', () => {
    const d = pipelineDescription({ elementary: 'SRC', decoder: 'avdec_h264', ingest: { ...ingest, record: false }, live: false });
    expect(d).not.toContain('splitmuxsink');
    expect(d).not.toContain('leaky');
    expect(d).toContain('drop=false');
  });
  it('adds a full-quality JPEG branch, scaling the decoded frame once for both outputs', () => {
    const d = pipelineDescription({ elementary: 'SRC', decoder: 'avdec_h264', ingest, live: true, keyframes: { width: 640, quality: 85 }, declaredFps: 15 });
    expect(d).toMatch(/videorate drop-only=true ! video\/x-raw,framerate=\[0\/1,5\/2\] ! videoscale ! video\/x-raw,width=640,pixel-aspect-ratio=1\/1 ! tee name=d/);
    expect(d).toMatch(/d\. ! queue ! videoscale ! videoconvert ! video\/x-raw,format=RGB,width=480/);
    expect(d).toContain('d. ! queue ! jpegenc quality=85 ! appsink name=jpegs');
    // Keyframes narrower than the analysis frames get their own scaler.
    const narrow = pipelineDescription({ elementary: 'SRC', decoder: 'avdec_h264', ingest, live: true, keyframes: { width: 320, quality: 80 } });
    expect(narrow).toContain('width=480,pixel-aspect-ratio=1/1 ! tee name=d');
    expect(narrow).toContain('videoscale ! video/x-raw,width=320 ! jpegenc quality=80');
  });

  it('never uses the drop-only mode when the stream does not declare its frame rate', () => {
    const d = pipelineDescription({ elementary: 'SRC', decoder: 'avdec_h264', ingest: { ...ingest, analysisFps: 2 }, live: false, declaredFps: null });
    expect(d).toContain('avdec_h264 ! videorate ! video/x-raw,framerate=2/1 ! videoscale');
    expect(d).not.toContain('drop-only');
  });

  it('writes frame rates as exact fractions', () => {
    expect([2, 0.5, 2.5, 15, 1 / 3].map(fraction)).toEqual(['2/1', '1/2', '5/2', '15/1', '1/3']);
  });
});
