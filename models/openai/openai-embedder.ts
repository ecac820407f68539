// Text embeddings from any OpenAI-compatible /v1/embeddings endpoint, in batches that run
// concurrently under the call policy. The dimension is a contract with the index: verify()
// checks it once at start-up, and every answer is checked again, so a swapped model on the
// server fails loudly instead of writing vectors the index cannot compare.
import type OpenAI from 'openai';
import { z } from 'zod';
import type { Embedder, Usage } from '../types.ts';
import type { CallPolicy } from '../call-policy.ts';
import { ModelConfigError } from '../model-errors.ts';
import { openAIEndpoint, PROVIDER, type OpenAIProviderOptions } from './openai-endpoint.ts';

const EmbeddingsResponseSchema = z.object({
  data: z.array(z.object({ index: z.number().int(), embedding: z.array(z.number()) })),
  usage: z.object({ prompt_tokens: z.number().optional() }).nullish(),
});

export class OpenAIEmbedder implements Embedder {
  readonly provider = PROVIDER;
  readonly model: string;
  readonly dimension: number;
  private readonly client: OpenAI;
  private readonly policy: CallPolicy;
  private readonly batchSize: number;

  constructor(opts: OpenAIProviderOptions) {
    const { client, policy, settings } = openAIEndpoint(opts, 'embedder', (s) => s.embeddingModel);
    this.client = client;
    this.policy = policy;
    this.model = settings.embeddingModel;
    this.dimension = settings.embeddingDimension;
    this.batchSize = settings.embeddingBatchSize;
  }

  get usage(): Usage { return this.policy.usage; }

  /** Start-up check: one short request, its vector length compared with the configured dimension. */
  async verify(signal?: AbortSignal): Promise<void> {
    await this.embedText(['vigil embedding dimension check'], signal);
  }

  async embedText(texts: string[], signal?: AbortSignal): Promise<Float32Array[]> {
    const batches: string[][] = [];
    for (let i = 0; i < texts.length; i += this.batchSize) batches.push(texts.slice(i, i + this.batchSize));
    // Batches go out together; the policy's concurrency bound decides how many are in flight.
    const results = await Promise.all(batches.map((batch) => this.embedBatch(batch, signal)));
    return results.flat();
  }

  private embedBatch(input: string[], signal?: AbortSignal): Promise<Float32Array[]> {
    return this.policy.run('embed', async (ctx) => {
      // Floats explicitly: the client would otherwise ask for base64, which some servers lack.
      const raw: unknown = await this.client.embeddings.create({ model: this.model, input, encoding_format: 'float' }, { signal: ctx.signal });
      const parsed = EmbeddingsResponseSchema.safeParse(raw);
      if (!parsed.success || parsed.data.data.length !== input.length) {
        throw new SyntaxError(`not an embeddings answer for ${input.length} inputs`);
      }
      ctx.count({ tokensIn: parsed.data.usage?.prompt_tokens ?? 0 });
      const ordered = [...parsed.data.data].sort((a, b) => a.index - b.index);
      return ordered.map((d) => this.checked(d.embedding));
    }, signal);
  }

  private checked(vector: number[]): Float32Array {
    if (vector.length !== this.dimension) {
      throw new ModelConfigError(
        `embedding model ${this.model} at the OpenAI-compatible server returns ${vector.length}-dimensional vectors, but models.openai.embeddingDimension is ${this.dimension}; set it to ${vector.length} (the index must be rebuilt for a new dimension) or configure the model that matches`,
      );
    }
    return Float32Array.from(vector);
  }
}
