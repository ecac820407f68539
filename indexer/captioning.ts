// Builds and starts the caption worker from the config: the configured captioner for
// activity and scene windows, the builtin captioner (measurements only, no model calls) for
// idle windows, and the configured embedder (checked at start-up).
import type { Config } from '../core/config/index.ts';
import { resolveModels } from '../core/config/resolve-models.ts';
import type { Bus } from '../core/bus/index.ts';
import type { Logger } from '../core/logger.ts';
import { createCaptioner, createEmbedder, BuiltinCaptioner } from '../models/index.ts';
import { CaptionWorker, type CaptionWorkerOptions } from './caption-worker.ts';

export async function startCaptioning(o: { config: Config; bus: Bus; log?: Logger; retry?: CaptionWorkerOptions['retry'] }): Promise<CaptionWorker> {
  const models = resolveModels(o.config);
  const ctx = { models, logger: o.log, dataDir: o.config.storage.dataDir };
  const [captioner, embedder] = await Promise.all([createCaptioner(ctx), createEmbedder(ctx)]);
  const worker = new CaptionWorker({
    bus: o.bus, dataDir: o.config.storage.dataDir, captioner, embedder,
    idleCaptioner: new BuiltinCaptioner(),
    concurrency: models.captionConcurrency,
    retry: o.retry, log: o.log,
  });
  worker.start();
  return worker;
}
