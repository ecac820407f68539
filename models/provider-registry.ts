// Providers registered by name per role (captioner, embedder, chat, vision) and chosen from
// config (models.captioner|embedder|chat; vision follows the captioner). Each provider folder
// has a register function; they are called where the app is put together
// (bin/register-plugins.ts, which the CLI, the tests' setup and the benchmarks call), never as
// an import side effect. A factory gets the resolved models section (API key
// included) and a logger, and may be async (an ONNX session loads files).
import type { ResolvedModels } from '../core/config/resolve-models.ts';
import type { Logger } from '../core/logger.ts';
import { ConfigError } from '../core/errors.ts';
import type { Captioner, ChatModel, Embedder, VisionModel } from './types.ts';

export interface ProviderContext {
  models: ResolvedModels;
  logger?: Logger;
  /** storage.dataDir, for providers that cache or load local files. */
  dataDir?: string;
}

export type ProviderFactory<T> = (ctx: ProviderContext) => T | Promise<T>;

export class ProviderRegistry<T> {
  private readonly factories = new Map<string, ProviderFactory<T>>();

  constructor(readonly role: 'captioner' | 'embedder' | 'chat' | 'vision') {}

  /** Registering a name twice is a bug (two folders claim it) unless `replace` says it is meant. */
  register(name: string, factory: ProviderFactory<T>, opts: { replace?: boolean } = {}): void {
    if (this.factories.has(name) && !opts.replace) throw new Error(`${this.role} provider "${name}" is registered twice`);
    this.factories.set(name, factory);
  }

  names(): string[] { return [...this.factories.keys()].sort(); }

  has(name: string): boolean { return this.factories.has(name); }

  async create(name: string, ctx: ProviderContext): Promise<T> {
    const factory = this.factories.get(name);
    if (!factory) {
      throw new ConfigError(`models.${this.role} is "${name}", but no ${this.role} provider by that name is available (available: ${this.names().join(', ') || 'none'})`);
    }
    return factory(ctx);
  }
}

export const captioners = new ProviderRegistry<Captioner>('captioner');
export const embedders = new ProviderRegistry<Embedder>('embedder');
export const chatModels = new ProviderRegistry<ChatModel>('chat');
/** Vision models that look again at rewound frames, by the captioner provider whose model they use. */
export const visionModels = new ProviderRegistry<VisionModel>('vision');

export function registerCaptioner(name: string, factory: ProviderFactory<Captioner>, opts?: { replace?: boolean }): void {
  captioners.register(name, factory, opts);
}
export function registerEmbedder(name: string, factory: ProviderFactory<Embedder>, opts?: { replace?: boolean }): void {
  embedders.register(name, factory, opts);
}
export function registerChatModel(name: string, factory: ProviderFactory<ChatModel>, opts?: { replace?: boolean }): void {
  chatModels.register(name, factory, opts);
}
export function registerVisionModel(name: string, factory: ProviderFactory<VisionModel>, opts?: { replace?: boolean }): void {
  visionModels.register(name, factory, opts);
}

/** The configured captioner (models.captioner). */
export function createCaptioner(ctx: ProviderContext): Promise<Captioner> {
  return captioners.create(ctx.models.captioner, ctx);
}

/** The configured embedder (models.embedder), its dimension verified against the server when it can be. */
export async function createEmbedder(ctx: ProviderContext, opts: { verify?: boolean; signal?: AbortSignal } = {}): Promise<Embedder> {
  const embedder = await embedders.create(ctx.models.embedder, ctx);
  if (opts.verify !== false) await embedder.verify?.(opts.signal);
  return embedder;
}

/** The configured chat model, or undefined for models.chat "none" (the agent's offline planner). */
export function createChatModel(ctx: ProviderContext): Promise<ChatModel | undefined> {
  if (ctx.models.chat === 'none') return Promise.resolve(undefined);
  return chatModels.create(ctx.models.chat, ctx);
}

/**
 * The vision model that goes with the configured captioner (a VLM captioner can also answer
 * questions about frames), or undefined when the captioner's provider has none (builtin).
 */
export async function createVisionModel(ctx: ProviderContext): Promise<VisionModel | undefined> {
  return visionModels.has(ctx.models.captioner) ? visionModels.create(ctx.models.captioner, ctx) : undefined;
}
