// One API route as data: method, path, who may call it, zod schemas for its path parameters,
// query, body and answer, and its handler. The app registers routes from these specs and the
// OpenAPI document is generated from the same specs, so the document cannot drift from what
// is validated, and a route cannot be added without saying who may call it.
import type { Context } from 'hono';
import { z } from 'zod';
import type { Role } from '../auth/token-store.ts';
import { HttpUserError } from './http-errors.ts';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  role: Role | undefined;
  signal: AbortSignal;
}

export interface RouteSpec<P = any, Q = any, B = any> {
  method: Method;
  /** Hono-style path, e.g. /api/cameras/:id */
  path: string;
  summary: string;
  tag: string;
  /** The least role that may call the route; 'public' only for logging in. */
  role: Role | 'public';
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** JSON answer schema (documented); non-JSON routes name their content type instead. */
  response?: z.ZodType;
  produces?: string;
  /** Extra documented statuses beyond 200/400/401/403. */
  statuses?: Record<number, string>;
  handler: (c: Context, input: RouteInput<P, Q, B>) => Promise<unknown> | unknown;
}

export function route<P, Q, B>(spec: RouteSpec<P, Q, B>): RouteSpec<P, Q, B> {
  return spec;
}

/** Parses with a schema; a failure is a 400 listing every bad field. */
export function parseInput<T>(schema: z.ZodType<T> | undefined, value: unknown, where: string): T {
  if (!schema) return undefined as T;
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const issues = r.error.issues.slice(0, 10).map((i) => `${[where, ...i.path.map(String)].join('.')}: ${i.message}`);
  throw new HttpUserError(400, 'invalid_request', issues.join('; '));
}

/** Query parameters as an object; a key given more than once becomes an array. */
export function queryObject(url: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of new URL(url).searchParams) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}
