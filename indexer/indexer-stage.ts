// The indexer stage assembled from the config: captioner + embedder -> caption worker ->
// window index (LanceDB or Qdrant) -> rollups and entity registry. Used by `vigil run`
// (live) and `vigil ingest` (backfill), so both index the same way, as one Worker.
import type { Config } from '../core/config/index.ts';
import { resolveModels } from '../core/config/resolve-models.ts';
import type { Bus } from '../core/bus/index.ts';
import type { Logger } from '../core/logger.ts';
import { createCaptioner, createEmbedder, createChatModel, BuiltinCaptioner, type Embedder, type ChatModel } from '../models/index.ts';
import { utcDate } from '../core/time.ts';
import { CaptionWorker, type CaptionWorkerOptions, type CaptionStats } from './caption-worker.ts';
import { IndexWriter } from './index-writer.ts';
import { openWindowIndex, type WindowIndex } from './window-index/index.ts';
import { RollupBuilder } from './rollups/index.ts';
import { EntityRegistry } from './entities/index.ts';
import { Supervisor, defineWorker, sleep, type Worker } from '../core/worker/index.ts';
import { errorMessage } from '../core/errors.ts';

export interface IndexingStats {
  captions: CaptionStats;
  indexed: number;
}

export interface Indexing extends Worker {
  readonly captions: CaptionWorker;
  readonly index: WindowIndex;
  readonly embedder: Embedder;
  stats(): IndexingStats;
  usage(): Record<string, unknown>;
  /** Resolves when no window is being captioned or indexed, or waiting for a retry. */
  whenIdle(): Promise<void>;
  /** stop(), for callers that think of it as closing the index. */
  close(): Promise<void>;
}

export interface IndexingOptions {
  config: Config;
  bus: Bus;
  log?: Logger;
  retry?: CaptionWorkerOptions['retry'];
  summaries?: boolean;
  /** On stop, how long windows already closed may still be captioned before the rest are left for next time. */
  drainMs?: number;
}

/** How often written rollup summaries are brought up to date when a chat model is configured. */
const SUMMARY_INTERVAL_MS = 10 * 60_000;
const DEFAULT_DRAIN_MS = 15_000;

/**
 * Builds the indexer stage as one Worker. Its parts run under a Supervisor of their own, so
 * stop() takes them down in reverse order (captions, then the index writer once its windows
 * are written, then rollups and entities flushed, then the index closed) and a part that
 * fails to stop does not keep the others from stopping.
 */
export async function openIndexing(o: IndexingOptions): Promise<Indexing> {
  const { config, bus, log } = o;
  const dataDir = config.storage.dataDir;
  const models = resolveModels(config);
  const ctx = { models, logger: log, dataDir };
  const [captioner, embedder] = await Promise.all([createCaptioner(ctx), createEmbedder(ctx)]);
  const index = await openWindowIndex({ backend: config.backends.index, dataDir, dimension: embedder.dimension, qdrantUrl: config.backends.qdrantUrl });
  const rollups = new RollupBuilder({ dataDir, log });
  const entities = new EntityRegistry({ dataDir, log });
  const captions = new CaptionWorker({
    bus, dataDir, captioner, embedder, idleCaptioner: new BuiltinCaptioner(),
    concurrency: models.captionConcurrency, retry: o.retry, log,
    entitiesFor: (camera, t) => entities.recent(camera, t),
  });
  const days = new Set<string>();
  const writer = new IndexWriter({
    bus, index, log,
    afterIndex: (c) => { rollups.add(c); entities.add(c); days.add(`${c.window.camera}|${utcDate(c.window.start)}`); },
  });
  // With an LLM configured, hours and days get a written summary beside the counted rollup.
  const chat = o.summaries === false ? undefined : await createChatModel(ctx);
  let summaryTimer: NodeJS.Timeout | undefined;
  const parts = new Supervisor({ log });
  parts.add(defineWorker({ name: 'window-index', stop: () => index.close() }));
  parts.add(defineWorker({ name: 'rollups', stop: () => rollups.close() }), { after: ['window-index'] });
  parts.add(defineWorker({ name: 'entities', stop: () => entities.close() }), { after: ['window-index'] });
  parts.add(writer, { after: ['rollups', 'entities'] });
  parts.add(captions, { after: ['index-writer'] });
  parts.add(defineWorker({
    name: 'summaries',
    start: () => {
      if (!chat) return;
      summaryTimer = setInterval(() => void summarize(rollups, chat, days, log), SUMMARY_INTERVAL_MS);
      summaryTimer.unref();
    },
    stop: () => clearInterval(summaryTimer),
  }), { after: ['captions'] });
  const whenIdle = async () => { await captions.whenIdle(); await writer.whenIdle(); };
  let cancelled: AbortSignal | undefined;
  const self = defineWorker({
    name: 'indexing',
    start: (signal) => {
      cancelled = signal;
      // Cancelled (a forced stop, or a stop that overran): cancel the parts' work in flight too.
      signal.addEventListener('abort', () => void parts.stop({ force: true }), { once: true });
      return parts.start();
    },
    stop: async () => {
      // Windows closed just before the stop still get captioned, within reason.
      await Promise.race([whenIdle(), sleep(o.drainMs ?? DEFAULT_DRAIN_MS, cancelled)]);
      const failures = await parts.stop();
      if (failures.length) throw new Error(`indexer parts failed to stop: ${failures.map((f) => `${f.worker} (${errorMessage(f.error)})`).join(', ')}`);
    },
  });
  return {
    name: self.name, start: (signal) => self.start(signal), stop: () => self.stop(), close: () => self.stop(), whenIdle,
    captions, index, embedder,
    stats: () => ({ captions: captions.stats(), indexed: writer.stats().indexed }),
    usage: () => captions.usage(),
  };
}

/** openIndexing() and start(): the indexer running, for callers that do not supervise it. */
export async function startIndexing(o: IndexingOptions): Promise<Indexing> {
  const indexing = await openIndexing(o);
  await indexing.start(new AbortController().signal);
  return indexing;
}

async function summarize(rollups: RollupBuilder, chat: ChatModel, days: Set<string>, log?: Logger): Promise<void> {
  for (const key of days) {
    const [camera, date] = key.split('|');
    try {
      await rollups.summarize(camera, date, chat);
    } catch (err) {
      log?.warn('rollup summary failed; the counted rollup stands', { camera, date, error: err });
    }
  }
}

