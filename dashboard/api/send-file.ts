// Sends a file from disk, whole or one byte range (206 + Content-Range), streamed.
import { createReadStream, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { parseRange } from '../playback/byte-range.ts';

export function sendFile(c: Context, path: string, contentType: string, extra: Record<string, string> = {}): Response {
  const size = statSync(path).size;
  const range = parseRange(c.req.header('range'), size);
  const headers: Record<string, string> = { 'Content-Type': contentType, 'Accept-Ranges': 'bytes', 'Cache-Control': 'private, max-age=60', ...extra };
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers: { ...headers, 'Content-Length': String(size) } });
  const start = range?.start ?? 0, end = range?.end ?? size - 1;
  const body = size === 0 ? null : (Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream);
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  headers['Content-Length'] = String(size === 0 ? 0 : end - start + 1);
  return new Response(body, { status: range ? 206 : 200, headers });
}
