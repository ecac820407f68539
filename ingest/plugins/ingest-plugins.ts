// Plugins extend ingest without ingest knowing them: a source plugin opens cameras of a URL
// scheme it owns (the synthetic camera's `synthetic:` scenes), an overlay finder recognises a
// burned-in overlay (an on-screen clock) in a camera's first frames so the detectors ignore
// it. They are registered where the app is put together (bin/, tests' setup), never by
// importing a stage. Camera workers are other processes, so a plugin is registered by module:
// the worker imports the same modules and calls their `register()` before opening a camera.
import { pathToFileURL } from 'node:url';
import type { Frame } from '../../core/types.ts';
import type { Region } from '../../core/config/index.ts';
import type { VideoCodec } from '../source/source-launch.ts';
import type { GstPipeline } from '../gst/binding.ts';

/** A source plugin's camera, ready to be put in front of the recorder and analysis branches. */
export interface PluginSource {
  /** gst-launch description ending in an elementary H.264/H.265 stream. */
  elementary: string;
  codec: VideoCodec;
  width: number;
  height: number;
  fps: number;
  /** Called once the pipeline plays (e.g. to start pushing frames into an appsrc). */
  onPlaying?(pipeline: GstPipeline): void;
  close(): void;
}

export interface SourcePlugin {
  /** The URL scheme it opens, without the colon ("synthetic"). */
  scheme: string;
  /** Throws a UserError for a URL it cannot open (checked when cameras are configured). */
  validate(url: string): void;
  open(url: string): PluginSource;
}

/** Regions (fractions of the frame) of an overlay found in a frame, or undefined when none. */
export type OverlayFinder = (frame: Pick<Frame, 'data' | 'width' | 'height' | 'stride'>) => Region[] | undefined;

const sources = new Map<string, SourcePlugin>();
const overlayFinders: OverlayFinder[] = [];
const modules = new Set<string>();

export function registerSourcePlugin(plugin: SourcePlugin): void {
  sources.set(plugin.scheme, plugin);
}

export function registerOverlayFinder(finder: OverlayFinder): void {
  if (!overlayFinders.includes(finder)) overlayFinders.push(finder);
}

export function sourcePluginFor(url: string): SourcePlugin | undefined {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
  return scheme ? sources.get(scheme) : undefined;
}

export function sourceSchemes(): string[] {
  return [...sources.keys()];
}

/** The first overlay any registered finder recognises in this frame. */
export function findOverlays(frame: Parameters<OverlayFinder>[0]): Region[] | undefined {
  for (const find of overlayFinders) {
    const regions = find(frame);
    if (regions) return regions;
  }
  return undefined;
}

/**
 * Imports a plugin module (a file path or URL whose `register()` registers its plugins) and
 * remembers it, so camera worker processes can load it too.
 */
export async function loadIngestPlugin(module: string): Promise<void> {
  const url = module.startsWith('file:') ? module : pathToFileURL(module).href;
  if (modules.has(url)) return;
  const mod = await import(url) as { register?: () => void };
  if (typeof mod.register !== 'function') throw new Error(`ingest plugin ${module} exports no register()`);
  mod.register();
  modules.add(url);
}

/** Modules loaded so far (what a camera worker must load to open the same cameras). */
export function loadedPluginModules(): string[] {
  return [...modules];
}
