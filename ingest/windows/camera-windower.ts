// The analysis chain of one camera: frame -> detectors -> window builder -> writer. Used by
// the live camera worker and by file replay alike, so backfilled days get the same windows.
import { FrameAnalyzer } from '../detect/index.ts';
import type { DetectConfig } from '../detect/index.ts';
import { WindowBuilder } from './window-builder.ts';
import { WindowWriter, type WindowWriterStats } from './window-writer.ts';
import type { ClosedWindow } from './window-builder.ts';
import type { WindowsConfig } from '../../core/config/index.ts';
import type { Frame } from '../../core/types.ts';
import type { Window } from '../../core/window.ts';
import type { Logger } from '../../core/logger.ts';

export interface CameraWindowerOptions {
  camera: string;
  dataDir: string;
  detect: DetectConfig;
  windows: WindowsConfig;
  onWindow: (w: Window) => void;
  /** The open window's facts so far, every windows.progressSeconds (alerts evaluate them). */
  onProgress?: (w: Omit<Window, 'closedBy'>) => void;
  log?: Logger;
}

export class CameraWindower {
  private readonly analyzer: FrameAnalyzer;
  private readonly builder: WindowBuilder;
  private readonly writer: WindowWriter;
  private lastProgress?: { id: string; ts: number };

  constructor(private readonly o: CameraWindowerOptions) {
    this.analyzer = new FrameAnalyzer(o.detect);
    this.writer = new WindowWriter(o.dataDir, o.onWindow, o.log);
    this.builder = new WindowBuilder(o.camera, o.windows, (closed) => this.writer.save(closed), o.detect.stationarySeconds, this.analyzer);
  }

  onFrame(frame: Frame): void {
    const a = this.analyzer.analyze(frame);
    this.builder.push({ ...a, jpeg: frame.jpeg });
    this.progress(frame.ts);
  }

  /** Publishes the open window at its first frame and then every progressSeconds of footage. */
  private progress(ts: number): void {
    const every = this.o.windows.progressSeconds * 1000;
    if (!this.o.onProgress || every <= 0) return;
    const snap = this.builder.snapshot();
    if (!snap) return;
    const last = this.lastProgress;
    if (last && last.id === snap.window.id && ts - last.ts < every) return;
    this.lastProgress = { id: snap.window.id, ts };
    try {
      this.o.onProgress(this.writer.saveProgress(snap));
    } catch (err) {
      this.o.log?.warn('cannot publish open window progress', { window: snap.window.id, error: err });
    }
  }

  /** Retries windows that could not be written (disk full); true when none wait. */
  retryWrites(): boolean {
    return this.writer.retry();
  }

  writerStats(): WindowWriterStats {
    return this.writer.stats();
  }

  /** The closed windows still waiting for the disk, handed over (and forgotten here). */
  takePending(): ClosedWindow[] {
    return this.writer.takePending();
  }

  /** Closes the open window (end of stream, stop, before a reconnect). */
  flush(reason: 'end-of-stream' | 'gap' = 'end-of-stream'): void {
    this.builder.flush(reason);
  }
}
