// Realistic captioned windows for the conformance suite and the benchmark: real Window and
// CaptionTags shapes, embedded with the real LexicalEmbedder on searchText, so text, vector
// and hybrid rankings are exercised on vectors like the ones production stores.
import { searchText, type CaptionTags, type CaptionedWindow } from '../../core/caption.ts';
import { windowId, type WindowKind } from '../../core/window.ts';
import { LexicalEmbedder } from '../../models/index.ts';

export interface FixtureWindow {
  camera: string;
  start: number;
  /** Default start + 30 s. */
  end?: number;
  kind?: WindowKind;
  caption: string;
  colours?: string[];
  objects?: { label: string; count?: number; colours?: string[]; actions?: string[] }[];
  text?: string[];
}

const embedder = new LexicalEmbedder({ dimension: 384 });

export function fixtureTags(f: FixtureWindow): CaptionTags {
  return {
    objects: (f.objects ?? []).map((o) => ({ label: o.label, count: o.count ?? 1, colours: o.colours ?? [], actions: o.actions ?? [] })),
    colors: f.colours ?? [],
    text: f.text ?? [],
    motion: { amount: 'some', direction: 'none', where: [], entering: false, leaving: false },
    light: { state: 'day', events: [] },
    events: [],
  };
}

/** A CaptionedWindow whose embedding is the LexicalEmbedder's vector of its searchText. */
export function captionedWindow(f: FixtureWindow, embed: (text: string) => Float32Array = (t) => embedder.embedOne(t)): CaptionedWindow {
  const end = f.end ?? f.start + 30_000;
  const tags = fixtureTags(f);
  return {
    window: {
      id: windowId(f.camera, f.start), camera: f.camera, start: f.start, end, kind: f.kind ?? 'activity',
      activity: { peak: 0.4, mean: 0.1, activeFrames: 10, frames: 60 },
      regions: [0, 0.2, 0, 0], grid: { cols: 2, rows: 2 },
      motion: { path: [], direction: 'none', colours: f.colours ?? [] },
      lighting: { state: 'day', level: 0.6, events: [] },
      cut: false,
      keyframes: [{ ts: f.start, path: `/keyframes/${f.camera}/${f.start}.jpg`, reason: 'peak' }],
      closedBy: 'activity-end',
    },
    caption: f.caption, tags, provider: 'builtin', model: 'fixture', promptVersion: 'v1',
    embedding: Array.from(embed(searchText({ caption: f.caption, tags }))),
    embedder: 'builtin/lexical-hash-v1', captionedAt: f.start + 60_000,
  };
}

/** The query vector a search for `text` would use. */
export function queryVector(text: string): number[] {
  return Array.from(embedder.embedOne(text));
}
