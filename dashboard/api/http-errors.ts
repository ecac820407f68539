// The HTTP API's errors, subclasses of core/errors.ts by fault, and the one function that
// turns any error into the API's one shape `{error: {code, message}}` with a status. Messages
// pass through redact(), so a secret that slipped into an error never reaches a client.
import { ConfigError, SourceError, SystemError, TimeoutError, UserError, VigilError } from '../../core/errors.ts';
import { redact } from '../../core/redact.ts';

/** A user error that has its own HTTP status (404, 409, 401, ...). */
export class HttpUserError extends UserError {
  constructor(readonly status: number, readonly code: string, message: string, readonly headers: Record<string, string> = {}) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpUserError(404, 'not_found', `${what} not found`);
export const conflict = (message: string) => new HttpUserError(409, 'conflict', message);
export const unauthorized = (message = 'a token is required: Authorization: Bearer <token>, or log in at /login') =>
  new HttpUserError(401, 'unauthorized', message, { 'WWW-Authenticate': 'Bearer realm="vigil"' });
export const forbidden = (message = 'this needs the admin token; the viewer token is read-only') => new HttpUserError(403, 'forbidden', message);
export const tooMany = (message: string, retryAfterS: number) => new HttpUserError(429, 'rate_limited', message, { 'Retry-After': String(retryAfterS) });
export const tooLarge = (limit: number) => new HttpUserError(413, 'payload_too_large', `the request body is over the ${limit}-byte limit`);
export const badRange = (size: number) => new HttpUserError(416, 'range_not_satisfiable', `the requested range is not within the ${size}-byte file`, { 'Content-Range': `bytes */${size}` });

export interface ApiErrorBody {
  error: { code: string; message: string };
}

export interface RenderedError {
  status: number;
  body: ApiErrorBody;
  headers: Record<string, string>;
}

/** The one mapping from error classes to HTTP statuses and codes. */
export function renderError(err: unknown): RenderedError {
  const out = (status: number, code: string, message: string, headers: Record<string, string> = {}): RenderedError =>
    ({ status, body: { error: { code, message: redact(message) } }, headers });
  if (err instanceof HttpUserError) return out(err.status, err.code, err.message, err.headers);
  // Other stages' user errors may carry their own 4xx status (the alerts stage's 404s).
  const status = (err as { status?: unknown }).status;
  if (err instanceof UserError && typeof status === 'number' && status >= 400 && status < 500) return out(status, status === 404 ? 'not_found' : 'bad_request', err.message);
  if (err instanceof ConfigError) return out(400, 'invalid_request', err.message);
  if (err instanceof UserError) return out(400, 'bad_request', err.message);
  if (err instanceof SourceError) return out(422, `source_${err.reason.replace(/-/g, '_')}`, err.message);
  if (err instanceof TimeoutError) return out(504, 'timeout', err.message);
  if (err instanceof SystemError) return out(500, 'system', err.message);
  if (err instanceof VigilError) return out(500, 'internal', err.message);
  return out(500, 'internal', 'unexpected error (see the server log)');
}
