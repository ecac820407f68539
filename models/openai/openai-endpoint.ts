// One OpenAI-compatible endpoint per role: the `openai` client (its own retries off, since the
// call policy retries with our backoff and accounting) plus the CallPolicy that every request
// of that role goes through, and the mapping of the client's errors onto model-errors.ts.
import type * as OpenAIModule from 'openai';
import type { OpenAI, APIConnectionError } from 'openai';
import { ModelsSchema } from '../../core/config/schema.ts';
import type { ResolvedModels } from '../../core/config/resolve-models.ts';
import type { Logger } from '../../core/logger.ts';
import { registerSecret } from '../../core/redact.ts';
import { errorMessage } from '../../core/errors.ts';
import { CallPolicy, type ModelRole } from '../call-policy.ts';
import {
  ModelRateLimitedError, ModelRequestError, ModelTimeoutError, ModelUnavailableError, type ModelCallLabel,
} from '../model-errors.ts';
import { lazyModule } from '../../core/lazy-module.ts';

const openai = lazyModule<typeof OpenAIModule>('openai');

export type OpenAISettings = ResolvedModels['openai'];

/** What a provider is built from: config settings (defaults fill the rest) and a logger. */
export type OpenAIProviderOptions = Partial<OpenAISettings> & { logger?: Logger };

export const PROVIDER = 'openai';

/** The config defaults, so tests and tools can build a provider from a few fields. */
export function openAISettings(opts: OpenAIProviderOptions): OpenAISettings & { logger?: Logger } {
  const defaults = ModelsSchema.parse({}).openai;
  const defined = Object.fromEntries(Object.entries(opts).filter(([, v]) => v !== undefined));
  return { ...defaults, ...defined };
}

export interface OpenAIEndpoint {
  client: OpenAI;
  policy: CallPolicy;
  settings: OpenAISettings & { logger?: Logger };
}

/** `modelOf` picks the role's model name from the settings (captionModel, chatModel, ...); `role` labels its calls for observers. */
export function openAIEndpoint(opts: OpenAIProviderOptions, role: ModelRole, modelOf: (s: OpenAISettings) => string): OpenAIEndpoint {
  const settings = openAISettings(opts);
  const model = modelOf(settings);
  registerSecret(settings.apiKey);
  const client = new openai.OpenAI({
    baseURL: settings.baseUrl,
    // Self-hosted servers take any key; the client refuses to start without one.
    apiKey: settings.apiKey ?? 'no-key',
    // Explicit nulls stop the client from reading OPENAI_ORG_ID / OPENAI_PROJECT_ID itself.
    organization: null,
    project: null,
    // Fixed, so an OPENAI_LOG=debug in the environment cannot make the client print requests.
    logLevel: 'warn',
    maxRetries: 0,
    // The policy's per-attempt deadline is the real one; this is only a backstop.
    timeout: settings.timeoutMs * 2 + 1000,
  });
  const policy = new CallPolicy({
    provider: PROVIDER,
    role,
    model,
    timeoutMs: settings.timeoutMs,
    concurrency: settings.concurrency,
    maxQueue: settings.maxQueue,
    maxRetries: settings.maxRetries,
    backoff: { initialMs: settings.retryInitialMs, maxMs: settings.retryMaxMs },
    classify: classifyOpenAIError,
    logger: settings.logger,
  });
  return { client, policy, settings };
}

/** Maps the `openai` client's errors to model errors by fault (retryable or not). */
export function classifyOpenAIError(err: unknown, label: ModelCallLabel): unknown {
  if (err instanceof openai.APIUserAbortError) return err; // the caller cancelled; not ours to retry
  if (err instanceof openai.APIConnectionTimeoutError) return new ModelTimeoutError(label, undefined, { cause: err });
  if (err instanceof openai.APIConnectionError) {
    return new ModelUnavailableError(label, undefined, connectionDetail(err), { cause: err });
  }
  if (err instanceof openai.APIError && err.status !== undefined) {
    const detail = errorMessage(err);
    if (err.status === 429) return new ModelRateLimitedError(label, retryAfterMs(err.headers), detail, { cause: err });
    if (err.status === 408 || err.status >= 500) return new ModelUnavailableError(label, err.status, detail, { cause: err });
    return new ModelRequestError(label, err.status, detail, { cause: err });
  }
  if (err instanceof SyntaxError) {
    // The server answered 200 with a body that is not JSON: a broken proxy or server, not the model.
    return new ModelUnavailableError(label, undefined, `response is not JSON (${err.message})`, { cause: err });
  }
  return err;
}

function connectionDetail(err: APIConnectionError): string {
  const cause = (err as { cause?: unknown }).cause;
  return cause ? `${err.message} (${errorMessage(cause)})` : err.message;
}

/** Retry-After as ms: OpenAI's retry-after-ms, else retry-after in seconds or as an HTTP date. */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | undefined {
  const ms = Number(headers?.get('retry-after-ms'));
  if (headers?.get('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - now) : undefined;
}
