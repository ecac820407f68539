// Choosing providers from config: names per role, the API key from the environment via
// resolveModels, start-up verification of the embedder, and clear errors for unknown names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeOpenAIServer, chatReply, embeddingsReply, type RecordedRequest } from '../tests/helpers/fake-openai-server.ts';
import { parseConfig, resolveModels } from '../core/config/index.ts';
import { ConfigError } from '../core/errors.ts';
import { redact } from '../core/redact.ts';
import { createCaptioner, createChatModel, createEmbedder, ProviderRegistry, OpenAICaptioner, ModelConfigError } from './index.ts';
import { testWindow, VALID_ANSWER } from './openai/test-fixtures.ts';

let server: FakeOpenAIServer;
beforeAll(async () => { server = await FakeOpenAIServer.start(); });
afterAll(async () => { await server.close(); });

const config = (models: Record<string, unknown>) => parseConfig({ models });

describe('provider registry', () => {
  it('builds the configured openai providers with the key from apiKeyEnv', async () => {
    const models = resolveModels(config({
      captioner: 'openai', embedder: 'openai', chat: 'openai',
      openai: { baseUrl: server.baseUrl, apiKeyEnv: 'VLLM_KEY', captionModel: 'qwen2-vl-7b', chatModel: 'llama-3.1', embeddingModel: 'bge', embeddingDimension: 3 },
    }), { VLLM_KEY: 'sk-from-env-999' });
    expect(models.openai.apiKey).toBe('sk-from-env-999');
    expect(redact('key sk-from-env-999')).toBe('key ***');

    server.enqueue('chat', chatReply(JSON.stringify(VALID_ANSWER)));
    const captioner = await createCaptioner({ models });
    expect(captioner).toBeInstanceOf(OpenAICaptioner);
    expect(captioner.model).toBe('qwen2-vl-7b');
    await captioner.caption({ window: testWindow(), keyframes: [] });
    expect(server.requestsTo('chat').at(-1)!.headers.authorization).toBe('Bearer sk-from-env-999');

    server.handle('embeddings', (req: RecordedRequest) => embeddingsReply((req.body.input as string[]).map(() => [1, 2, 3])));
    const embedder = await createEmbedder({ models });
    expect(embedder.dimension).toBe(3);
    expect((await createChatModel({ models }))?.model).toBe('llama-3.1');
  });

  it('fails start-up when the embedding dimension differs from the config', async () => {
    const models = resolveModels(config({ embedder: 'openai', openai: { baseUrl: server.baseUrl, embeddingDimension: 1536 } }), {});
    server.handle('embeddings', () => embeddingsReply([[1, 2, 3]]));
    await expect(createEmbedder({ models })).rejects.toBeInstanceOf(ModelConfigError);
  });

  it('returns no chat model for chat: none', async () => {
    expect(await createChatModel({ models: resolveModels(config({}), {}) })).toBeUndefined();
  });

  it('asks for the API key when OpenAI itself is configured without one', () => {
    expect(() => resolveModels(config({ captioner: 'openai' }), {})).toThrow(/set the environment variable OPENAI_API_KEY/);
    expect(() => resolveModels(config({ captioner: 'openai', openai: { baseUrl: 'http://gpu-box:8000/v1' } }), {})).not.toThrow();
  });

  it('names the available providers for an unknown name and refuses double registration', async () => {
    const reg = new ProviderRegistry<string>('captioner');
    reg.register('builtin', () => 'b');
    expect(() => reg.register('builtin', () => 'c')).toThrow(/registered twice/);
    reg.register('builtin', () => 'c', { replace: true });
    const models = resolveModels(config({}), {});
    expect(await reg.create('builtin', { models })).toBe('c');
    const err = await reg.create('vllm', { models }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toBe('models.captioner is "vllm", but no captioner provider by that name is available (available: builtin)');
  });
});
