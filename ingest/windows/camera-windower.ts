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
  log?: Logger;
}

export class CameraWindower {
  private readonly analyzer: FrameAnalyzer;
  private readonly builder: WindowBuilder;
  private readonly writer: WindowWriter;

  constructor(o: CameraWindowerOptions) {
    this.analyzer = new FrameAnalyzer(o.detect);
    this.writer = new WindowWriter(o.dataDir, o.onWindow, o.log);
    this.builder = new WindowBuilder(o.camera, o.windows, (closed) => this.writer.save(closed));
  }

  onFrame(frame: Frame): void {
    const a = this.analyzer.analyze(frame);
    this.builder.push({ ...a, jpeg: frame.jpeg });
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
