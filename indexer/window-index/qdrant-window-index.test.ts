// Qdrant backend against the shared WindowIndex conformance suite. Needs a Qdrant server
// (>= 1.16, for listing shard keys): set QDRANT_URL, e.g. QDRANT_URL=http://127.0.0.1:6333.
// No Qdrant server can run in this project's CI, so without QDRANT_URL the suite is skipped
// with that message. Each test gets its own collection, deleted afterwards.
import { QdrantClient } from '@qdrant/js-client-rest';
import { afterAll } from 'vitest';
import { runWindowIndexConformance } from './conformance.ts';
import { QdrantWindowIndex } from './qdrant-window-index.ts';

const url = process.env.QDRANT_URL;
const created = new Set<string>();
const SKIP = 'QDRANT_URL is not set: no Qdrant server to test against (none can run here); set QDRANT_URL=http://host:6333 to run this suite';
// Said out loud, not only as a skipped test, so a green run is not mistaken for a Qdrant pass.
if (!url) console.warn(`qdrant-window-index: ${SKIP}`);

afterAll(async () => {
  if (!url) return;
  const client = new QdrantClient({ url, checkCompatibility: false });
  for (const name of created) await client.deleteCollection(name).catch(() => undefined);
});

runWindowIndexConformance('qdrant', async (location) => {
  const collection = `vigil_test_${location.replace(/[^a-zA-Z0-9_]/g, '_')}`;
  created.add(collection);
  return QdrantWindowIndex.open({ url: url!, collection, dimension: 384 });
}, { skip: url ? undefined : SKIP });
