// OpenAIEmbedder against the scripted server: batching, order, dimension checks at start-up
// and on every answer.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeOpenAIServer, embeddingsReply, type RecordedRequest } from '../../tests/helpers/fake-openai-server.ts';
import { OpenAIEmbedder } from './openai-embedder.ts';
import { ModelConfigError } from '../model-errors.ts';

let server: FakeOpenAIServer;
beforeAll(async () => { server = await FakeOpenAIServer.start(); });
afterAll(async () => { await server.close(); });
beforeEach(() => server.reset());

/** Each text's vector is [its length, 1, 0, ...]: order is checkable. */
const echo = (dim: number) => (req: RecordedRequest) =>
  embeddingsReply((req.body.input as string[]).map((t) => [t.length, 1, ...Array(dim - 2).fill(0)]));

const embedder = (over: ConstructorParameters<typeof OpenAIEmbedder>[0] = {}) =>
  new OpenAIEmbedder({ baseUrl: server.baseUrl, embeddingModel: 'bge-small', embeddingDimension: 4, timeoutMs: 1000, retryInitialMs: 10, ...over });

describe('OpenAIEmbedder', () => {
  it('embeds in batches of embeddingBatchSize, keeping input order', async () => {
    server.handle('embeddings', echo(4));
    const e = embedder({ embeddingBatchSize: 3 });
    const texts = Array.from({ length: 7 }, (_, i) => 'x'.repeat(i + 1));
    const vectors = await e.embedText(texts);
    expect(vectors.map((v) => v[0])).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(vectors[0]).toBeInstanceOf(Float32Array);
    const reqs = server.requestsTo('embeddings');
    expect(reqs.map((r) => r.body.input.length).sort()).toEqual([1, 3, 3]);
    expect(reqs[0].body).toMatchObject({ model: 'bge-small', encoding_format: 'float' });
    expect(e.usage.calls).toBe(3);
  });

  it('reorders data by index when the server answers out of order', async () => {
    server.enqueue('embeddings', { json: { object: 'list', data: [{ index: 1, embedding: [2, 0, 0, 0] }, { index: 0, embedding: [1, 0, 0, 0] }] } });
    expect((await embedder().embedText(['a', 'b'])).map((v) => v[0])).toEqual([1, 2]);
  });

  it('verify() passes on the configured dimension and fails clearly on another', async () => {
    server.handle('embeddings', echo(4));
    await expect(embedder().verify()).resolves.toBeUndefined();
    server.handle('embeddings', echo(384));
    const err = await embedder().verify().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ModelConfigError);
    expect((err as Error).message).toMatch(/returns 384-dimensional vectors, but models\.openai\.embeddingDimension is 4/);
    expect(server.requestsTo('embeddings')).toHaveLength(2); // a wrong dimension is not retried
  });

  it('returns nothing for no texts without a request', async () => {
    expect(await embedder().embedText([])).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });

  it('retries an answer with the wrong number of vectors', async () => {
    server.enqueue('embeddings', embeddingsReply([[1, 0, 0, 0]]), embeddingsReply([[1, 0, 0, 0], [2, 0, 0, 0]]));
    expect(await embedder().embedText(['a', 'b'])).toHaveLength(2);
    expect(server.requestsTo('embeddings')).toHaveLength(2);
  });
});
