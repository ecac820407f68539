// Typed access to gstreamer-superficial (patched at install by
// scripts/patch-gstreamer-superficial.mjs to report buffer timing). Everything in vigil that
// talks to GStreamer in-process goes through these types.
import { createRequire } from 'node:module';
import { SystemError } from '../../core/errors.ts';

export interface SampleTiming {
  /** Buffer PTS in ns, -1 when unset. */
  pts: number;
  dts: number;
  duration: number;
  keyframe: boolean;
  /** PTS converted to running time through the sample's segment, ns; -1 when unknown. */
  runningTime: number;
}

export type Caps = Record<string, string | number | boolean | undefined> & { name: string };

export interface AppSink {
  pull(cb: (buf: Buffer | null, caps: Caps, timing?: SampleTiming) => void): void;
  [property: string]: unknown;
}

export interface AppSrc {
  push(buf: Buffer, pts?: Buffer): void;
  [property: string]: unknown;
}

export interface BusMessage {
  type: string;
  name?: string;
  message?: string;
  debug?: string;
  _src_element_name?: string;
  [field: string]: unknown;
}

export interface GstPipeline {
  play(): void;
  pause(): void;
  stop(): void;
  sendEOS(): void;
  queryPosition(): number;
  queryDuration(): number;
  findChild(name: string): (AppSink & AppSrc) | undefined;
  pollBus(cb: (msg: BusMessage) => void): void;
  /** Pipeline clock time minus base time, ns (vigil patch); -1 before PLAYING. */
  runningTime(): number;
  /**
   * Stops and frees the GStreamer pipeline (vigil patch; the binding never frees one, about
   * 1 MB each). Safe while a pollBus() thread waits: the pipeline is freed when it returns.
   * Call last: nothing may be called on the pipeline afterwards.
   */
  dispose(): void;
}

interface Binding {
  Pipeline: new (launch: string) => GstPipeline;
}

let binding: Binding | undefined;

export function gst(): Binding {
  if (binding) return binding;
  const require = createRequire(import.meta.url);
  try {
    binding = require('gstreamer-superficial') as Binding;
  } catch (err) {
    throw new SystemError('the GStreamer binding (gstreamer-superficial) is not built: run `npm run setup` (needs libgstreamer1.0-dev)', { cause: err });
  }
  if (typeof (binding.Pipeline.prototype as Partial<GstPipeline>).runningTime !== 'function') {
    throw new SystemError('gstreamer-superficial lacks the vigil timing patch: run `node scripts/patch-gstreamer-superficial.mjs`');
  }
  return binding;
}

/** Builds a pipeline from a launch description; parse errors become SystemError. */
export function launch(description: string): GstPipeline {
  const { Pipeline } = gst();
  try {
    return new Pipeline(description);
  } catch (err) {
    throw new SystemError(`GStreamer could not build the pipeline: ${(err as Error).message}`, { cause: err });
  }
}

/** Quotes a value for a launch description property (paths, URLs). */
export function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

export function toMs(ns: number): number {
  return ns / 1e6;
}
