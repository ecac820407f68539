// Test footage for the rollup and entity tests: a synthetic street rendered to a file,
// replayed through the real ingest pipeline into windows, and captioned by the builtin
// captioner and lexical embedder — the same captioned windows the index worker sees.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToFile, parseSyntheticUrl } from './synthetic/index.ts';
import { replayFile } from '../ingest/index.ts';
import { parseConfig, cameraSettings } from '../core/config/index.ts';
import { searchText, type CaptionedWindow } from '../core/caption.ts';
import type { Window } from '../core/window.ts';
import { BuiltinCaptioner, LexicalEmbedder } from '../models/index.ts';

/** Renders `seconds` of the synthetic street starting at `startMs`, and captions every window. */
export async function captionedStreet(dir: string, camera: string, startMs: number, seconds = 60): Promise<CaptionedWindow[]> {
  const file = join(dir, `${camera}-${startMs}.ts`);
  await renderToFile(parseSyntheticUrl(`synthetic:street?width=640&height=360&fps=10&duration=${seconds}`), { out: file, startMs });
  const { ingest, detect, windows: settings } = cameraSettings(parseConfig({}), camera);
  const windows: Window[] = [];
  await replayFile({
    camera, file, startMs, ingest: { ...ingest, record: false }, dataDir: dir,
    windows: { detect, windows: settings, onWindow: (w) => windows.push(w) },
  });
  const captioner = new BuiltinCaptioner();
  const embedder = new LexicalEmbedder();
  const out: CaptionedWindow[] = [];
  for (const window of windows) {
    const keyframes = window.keyframes.map((k) => ({ ts: k.ts, jpeg: readFileSync(k.path) }));
    const c = await captioner.caption({ window, keyframes });
    const [vector] = await embedder.embedText([searchText(c)]);
    out.push({
      window, caption: c.caption, tags: c.tags, provider: c.provider, model: c.model, promptVersion: c.promptVersion,
      embedding: [...vector], embedder: `${embedder.provider}/${embedder.model}`, captionedAt: window.end,
    });
  }
  return out;
}
