// Child process for the indexer crash test: the real IndexWriter consuming window.captioned
// from Redis Streams into a real LanceDB index, printing "indexed <id>" after each write.
// The test SIGKILLs it mid-stream and starts another one.
//   node --import tsx tests/helpers/index-writer-process.ts
//   (env: REDIS_URL, BUS_PREFIX, CLAIM_IDLE_MS, INDEX_DIR, DIMENSION)
import { RedisBus } from '../../core/bus/index.ts';
import { IndexWriter } from '../../indexer/index-writer.ts';
import { LanceWindowIndex } from '../../indexer/window-index/index.ts';

const env = process.env;
const bus = await RedisBus.connect({ url: env.REDIS_URL!, keyPrefix: env.BUS_PREFIX!, claimIdleMs: Number(env.CLAIM_IDLE_MS ?? 30_000) });
const index = await LanceWindowIndex.open({ dir: env.INDEX_DIR!, dimension: Number(env.DIMENSION) });
const worker = new IndexWriter({
  bus, index, concurrency: 4,
  afterIndex: (c) => { process.stdout.write(`indexed ${c.window.id}\n`); },
});
worker.start();
process.stdout.write('ready\n');
process.on('SIGTERM', async () => {
  await worker.stop();
  await bus.close();
  await index.close();
  process.exit(0);
});
