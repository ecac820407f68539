// vigil search: hybrid (full-text + vector) search over captioned windows, best first.
import { Command } from 'commander';
import { configFrom } from './context.ts';
import { parseIso, toIso, formatDuration } from '../../core/time.ts';
import { UserError } from '../../core/errors.ts';
import { resolveModels } from '../../core/config/resolve-models.ts';
import { checkKnownCameras } from './known-cameras.ts';

export function register(program: Command): void {
  program.command('search')
    .description('Search captioned windows by text (full text + embedding, fused by reciprocal rank), with camera and time filters; best first')
    .argument('<text>', 'what to look for, e.g. "white van" or "DELIVERY 42"')
    .option('--camera <ids...>', 'only these cameras')
    .option('--from <iso>', 'only windows that end after this time')
    .option('--to <iso>', 'only windows that start before this time')
    .option('--kind <kind>', 'only activity, idle or scene windows')
    .option('--k <n>', 'how many results', '10')
    .option('--json', 'print [{id, camera, start, end, score, caption, tags, keyframes}]')
    .addHelpText('after', '\nExample:\n  vigil search "red car" --camera street --from 2026-11-30T08:00:00Z --to 2026-11-30T09:00:00Z')
    .action(async (text: string, o: { camera?: string[]; from?: string; to?: string; kind?: string; k: string; json?: boolean }, cmd: Command) => {
      const config = configFrom(cmd);
      if (!text.trim()) throw new UserError('the search text is empty');
      if (o.camera) checkKnownCameras(config, o.camera);
      const k = Number(o.k);
      if (!Number.isInteger(k) || k < 1 || k > 1000) throw new UserError(`--k must be a whole number from 1 to 1000, not "${o.k}"`);
      if (o.kind && !['activity', 'idle', 'scene'].includes(o.kind)) throw new UserError(`--kind must be activity, idle or scene, not "${o.kind}"`);
      const from = o.from ? parseIso(o.from, '--from') : undefined;
      const to = o.to ? parseIso(o.to, '--to') : undefined;
      if (from !== undefined && to !== undefined && from >= to) throw new UserError('--from must be before --to');
      const { createEmbedder } = await import('../../models/index.ts');
      const { openWindowIndex } = await import('../../indexer/index.ts');
      const models = resolveModels(config);
      const embedder = await createEmbedder({ models, dataDir: config.storage.dataDir }, { verify: false });
      const [vector] = await embedder.embedText([text]);
      const index = await openWindowIndex({ backend: config.backends.index, dataDir: config.storage.dataDir, dimension: embedder.dimension, qdrantUrl: config.backends.qdrantUrl });
      try {
        const hits = await index.search({
          text, vector: Array.from(vector), k, cameras: o.camera, from, to,
          kinds: o.kind ? [o.kind as 'activity'] : undefined,
        });
        if (o.json) {
          process.stdout.write(JSON.stringify(hits.map((h) => ({
            id: h.window.window.id, camera: h.window.window.camera, start: toIso(h.window.window.start), end: toIso(h.window.window.end),
            score: Math.round(h.score * 1e6) / 1e6, caption: h.window.caption, tags: h.window.tags,
            keyframes: h.window.window.keyframes.map((kf) => ({ ts: toIso(kf.ts), path: kf.path })),
          })), null, 2) + '\n');
          return;
        }
        if (hits.length === 0) process.stdout.write('no matching windows\n');
        for (const h of hits) {
          const w = h.window.window;
          process.stdout.write(`${h.score.toFixed(4)}  ${w.camera}  ${toIso(w.start)}  ${formatDuration(w.end - w.start).padStart(7)}  ${h.window.caption}\n`);
        }
      } finally {
        await index.close();
      }
    });
}
