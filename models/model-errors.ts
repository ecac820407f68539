// Model-call errors grouped by fault, so the call policy knows what to retry and the caption
// worker / CLI know what to tell a person. Every message passes through redact(): a provider
// error can echo request headers, and the API key must never reach a log or a response.
import { ConfigError, SystemError, TimeoutError, UserError } from '../core/errors.ts';
import { redact } from '../core/redact.ts';

/** Where a failing call went: "openai gpt-4o-mini (caption)". */
export interface ModelCallLabel {
  provider: string;
  model: string;
  operation: string;
}

export function describeCall(label: ModelCallLabel): string {
  return `${label.provider} ${label.model} (${label.operation})`;
}

/** A call ran past its per-attempt deadline. Retryable: a busy GPU server often answers the next one. */
export class ModelTimeoutError extends TimeoutError {
  readonly retryable = true;
  constructor(label: ModelCallLabel, readonly timeoutMs: number | undefined, options?: { cause?: unknown }) {
    super(`${describeCall(label)} gave no answer ${timeoutMs === undefined ? 'in time' : `within ${timeoutMs} ms`}`, options);
  }
}

/** The server could not be reached or failed on its side (connection refused, 5xx). Retryable. */
export class ModelUnavailableError extends SystemError {
  readonly retryable = true;
  constructor(label: ModelCallLabel, readonly status: number | undefined, detail: string, options?: { cause?: unknown }) {
    super(redact(`${describeCall(label)} is unavailable${status ? ` (HTTP ${status})` : ''}: ${detail}`), options);
  }
}

/** HTTP 429. Retryable after `retryAfterMs` when the server said how long to wait. */
export class ModelRateLimitedError extends SystemError {
  readonly retryable = true;
  constructor(label: ModelCallLabel, readonly retryAfterMs: number | undefined, detail: string, options?: { cause?: unknown }) {
    const wait = retryAfterMs === undefined ? '' : ` (retry after ${Math.round(retryAfterMs)} ms)`;
    super(redact(`${describeCall(label)} is rate limited${wait}: ${detail}`), options);
  }
}

/**
 * The server refused the request itself (400, 401, 403, 404, 422): a wrong key, model name or
 * request. Not retried: the same request fails the same way; a person has to fix the config.
 */
export class ModelRequestError extends UserError {
  readonly retryable = false;
  constructor(label: ModelCallLabel, readonly status: number | undefined, detail: string, options?: { cause?: unknown }) {
    super(redact(`${describeCall(label)} refused the request${status ? ` (HTTP ${status})` : ''}: ${detail}`), options);
  }
}

/** The model answered, but its output failed validation even after repair and retry. */
export class ModelOutputError extends SystemError {
  readonly retryable = false;
  constructor(label: ModelCallLabel, detail: string, readonly output?: string, options?: { cause?: unknown }) {
    super(redact(`${describeCall(label)} returned invalid output: ${detail}`), options);
  }
}

/** Too many callers already wait for a slot: fail fast instead of queueing without bound. */
export class ModelOverloadedError extends SystemError {
  readonly retryable = false;
  constructor(label: ModelCallLabel, readonly queued: number) {
    super(`${describeCall(label)}: ${queued} calls already wait for a slot (the maxQueue bound); the server cannot keep up: raise concurrency if it has room, or shed load`);
  }
}

/** Configured and actual model properties disagree (e.g. embedding dimension). */
export class ModelConfigError extends ConfigError {}

export type ModelError =
  | ModelTimeoutError | ModelUnavailableError | ModelRateLimitedError
  | ModelRequestError | ModelOutputError | ModelOverloadedError;

/** True for errors a retry may cure. Unknown errors are not retried: they are likely bugs. */
export function isRetryable(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { retryable?: unknown }).retryable === true;
}
