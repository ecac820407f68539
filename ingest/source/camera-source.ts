// What a camera URL points at: an RTSP stream, a local file, or a synthetic scene.
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { SourceError, UserError } from '../../core/errors.ts';
import { redact } from '../../core/redact.ts';

export type CameraSource =
  | { kind: 'rtsp'; url: string }
  | { kind: 'file'; path: string }
  | { kind: 'synthetic'; spec: string };

export function parseSource(url: string): CameraSource {
  const u = url.trim();
  if (/^rtsps?:\/\//i.test(u)) {
    try {
      new URL(u);
    } catch {
      throw new UserError(`camera URL ${redact(u)} is not a valid URL`);
    }
    return { kind: 'rtsp', url: u };
  }
  if (u.startsWith('synthetic:')) return { kind: 'synthetic', spec: u };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(u) && !u.startsWith('file://')) {
    throw new UserError(`unsupported camera URL scheme in ${redact(u)}: use rtsp://, a file path or synthetic:<scene>`);
  }
  const path = resolve(u.startsWith('file://') ? new URL(u).pathname : u);
  if (!existsSync(path)) throw new SourceError(`file ${path} does not exist`, 'not-found');
  if (!statSync(path).isFile()) throw new SourceError(`${path} is not a file`, 'not-found');
  return { kind: 'file', path };
}

export function describeSource(source: CameraSource): string {
  switch (source.kind) {
    case 'rtsp': return redact(source.url);
    case 'file': return source.path;
    case 'synthetic': return source.spec;
  }
}
