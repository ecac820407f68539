// The synthetic camera as an ingest source plugin (`synthetic:` URLs): inside a camera worker
// it renders the scene in real time (the burned-in clock shows the wall clock) and pushes I420
// frames into the pipeline's appsrc, which timestamps them on arrival like a capture device
// would. Frames are skipped rather than allowed to drift behind the wall clock. The script
// loops when it ends.
import { quote, type AppSrc, type GstPipeline, type SourcePlugin } from '../../ingest/index.ts';
import { SceneRenderer } from './renderer.ts';
import { parseSyntheticUrl } from './synthetic-url.ts';
import type { SceneScript } from './scene-script.ts';

export const SYNTH_SRC = 'synth';

export function syntheticElementary(script: SceneScript): string {
  const caps = `video/x-raw,format=I420,width=${script.width},height=${script.height},framerate=${script.fps}/1`;
  const gop = Math.max(1, Math.round(script.fps * 2));
  return `appsrc name=${SYNTH_SRC} is-live=true format=time do-timestamp=true caps=${quote(caps)} ! ` +
    `x264enc tune=zerolatency speed-preset=ultrafast key-int-max=${gop} ! h264parse config-interval=-1`;
}

export class SyntheticFeeder {
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private readonly renderer: SceneRenderer;

  constructor(private readonly script: SceneScript) {
    this.renderer = new SceneRenderer(script);
  }

  start(pipeline: GstPipeline): void {
    const src = pipeline.findChild(SYNTH_SRC) as AppSrc | undefined;
    if (!src) throw new Error('synthetic pipeline has no appsrc');
    const t0 = Date.now();
    const frameMs = 1000 / this.script.fps;
    const loopS = this.script.durationSeconds;
    let index = 0;
    const tick = () => {
      if (this.stopped) return;
      const now = Date.now();
      // Skip to the frame that is due now instead of rendering a backlog.
      index = Math.max(index, Math.floor((now - t0) / frameMs));
      const t = ((index * frameMs) / 1000) % loopS;
      src.push(this.renderer.frameAt(t, now));
      index++;
      this.timer = setTimeout(tick, Math.max(0, t0 + index * frameMs - Date.now()));
    };
    tick();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }
}

export const syntheticSource: SourcePlugin = {
  scheme: 'synthetic',
  validate: (url) => { parseSyntheticUrl(url); },
  open(url) {
    const script = parseSyntheticUrl(url);
    const feeder = new SyntheticFeeder(script);
    return {
      elementary: syntheticElementary(script), codec: 'h264', width: script.width, height: script.height, fps: script.fps,
      onPlaying: (p) => feeder.start(p),
      close: () => feeder.stop(),
    };
  },
};
