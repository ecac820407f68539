// What a camera URL points at: an RTSP stream, a local file, or a URL of a scheme a source
// plugin opens (the synthetic camera's `synthetic:` scenes, see ingest/plugins/).
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { SourceError, UserError } from '../../core/errors.ts';
import { redact } from '../../core/redact.ts';
import { sourcePluginFor, sourceSchemes } from '../plugins/ingest-plugins.ts';

export type CameraSource =
  | { kind: 'rtsp'; url: string }
  | { kind: 'file'; path: string }
  | { kind: 'plugin'; scheme: string; url: string };

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
  const plugin = sourcePluginFor(u);
  if (plugin) {
    plugin.validate(u);
    return { kind: 'plugin', scheme: plugin.scheme, url: u };
  }
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(u) && !u.startsWith('file://')) {
    throw new UserError(`unsupported camera URL scheme in ${redact(u)}: use rtsp://, a file path${sourceSchemes().map((s) => ` or ${s}:`).join('')}`);
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
    case 'plugin': return redact(source.url);
  }
}
