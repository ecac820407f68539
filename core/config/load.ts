// Loads the config once at start-up: YAML or JSON file -> strict schema -> cross-field
// verify* checks -> resolved cameras (defaults merged, secrets from the environment).
// Settings come from the environment only here (VIGIL_CONFIG, passwordEnv, the API key's
// variable, through resolve-models.ts); elsewhere process.env is only handed on to camera
// worker processes, and the CLI reads VIGIL_DEBUG for stack traces.
import { readFileSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { ConfigSchema, IngestSchema, DetectConfigSchema, WindowsSchema, type Config, type CameraConfig, type IngestConfig, type WindowsConfig } from './schema.ts';
import type { DetectConfig } from './detect-config.ts';
import { ConfigError } from '../errors.ts';
import { issueLines } from '../zod-issues.ts';
import { registerSecret } from '../redact.ts';

export interface ResolvedCamera {
  id: string;
  name: string;
  location?: string;
  /** Source URL with credentials applied (never log it; use redact()). */
  url: string;
  timezone: string;
  ingest: IngestConfig;
  detect: DetectConfig;
  windows: WindowsConfig;
}

export interface LoadOptions {
  file?: string;
  dataDir?: string;
  env?: NodeJS.ProcessEnv;
}


export function parseConfig(raw: unknown, source = 'config'): Config {
  const result = ConfigSchema.safeParse(raw ?? {});
  if (!result.success) throw new ConfigError(`${source} is invalid`, issueLines(result.error));
  verifyCameraIdsUnique(result.data);
  verifyCredentials(result.data);
  return result.data;
}

export function verifyCameraIdsUnique(config: Config): void {
  const seen = new Set<string>();
  for (const [i, cam] of config.cameras.entries()) {
    if (seen.has(cam.id)) throw new ConfigError('config is invalid', [`cameras.${i}.id: duplicate camera id "${cam.id}"`]);
    seen.add(cam.id);
  }
}

export function verifyCredentials(config: Config): void {
  for (const [i, cam] of config.cameras.entries()) {
    const hasCreds = cam.username || cam.password || cam.passwordEnv;
    if (hasCreds && !/^rtsps?:\/\//i.test(cam.url)) {
      throw new ConfigError('config is invalid', [`cameras.${i}: username/password apply only to rtsp:// cameras`]);
    }
    if (cam.password && cam.passwordEnv) {
      throw new ConfigError('config is invalid', [`cameras.${i}: give password or passwordEnv, not both`]);
    }
  }
}

export function loadConfig(opts: LoadOptions = {}): Config {
  const env = opts.env ?? process.env;
  const file = opts.file ?? env.VIGIL_CONFIG;
  let raw: unknown = {};
  if (file) {
    const path = resolve(file);
    if (!existsSync(path)) throw new ConfigError(`config file ${path} does not exist`);
    const text = readFileSync(path, 'utf8');
    try {
      raw = path.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
    } catch (err) {
      throw new ConfigError(`config file ${path} is not valid ${path.endsWith('.json') ? 'JSON' : 'YAML'}: ${(err as Error).message}`);
    }
  }
  const config = parseConfig(raw, file ? `config file ${file}` : 'config');
  const dataDir = opts.dataDir ?? env.VIGIL_DATA_DIR;
  if (dataDir) config.storage.dataDir = dataDir;
  config.storage.dataDir = resolve(config.storage.dataDir);
  for (const cam of config.cameras) registerSecret(cam.password);
  return config;
}

/** Merges camera overrides onto ingest defaults and applies credentials to the URL. */
export function resolveCamera(config: Config, cam: CameraConfig, env: NodeJS.ProcessEnv = process.env): ResolvedCamera {
  const { ingest, detect, windows } = cameraSettings(config, cam.id);
  let password = cam.password;
  if (cam.passwordEnv) {
    password = env[cam.passwordEnv];
    if (password === undefined) {
      throw new ConfigError(`camera ${cam.id}: environment variable ${cam.passwordEnv} (passwordEnv) is not set`);
    }
  }
  registerSecret(password);
  return {
    id: cam.id,
    name: cam.name ?? cam.id,
    location: cam.location,
    url: applyCredentials(cam.url, cam.username, password),
    timezone: cam.timezone,
    ingest,
    detect,
    windows,
  };
}

export function applyCredentials(url: string, username?: string, password?: string): string {
  if (!username && !password) return url;
  const u = new URL(url);
  if (username) u.username = encodeURIComponent(username);
  if (password) u.password = encodeURIComponent(password);
  return u.toString();
}

/** Ingest, detect and window settings of a camera id, configured or not (vigil ingest FILE). */
export function cameraSettings(config: Config, id: string): Pick<ResolvedCamera, 'ingest' | 'detect' | 'windows'> {
  const known = config.cameras.find((c) => c.id === id);
  const cam = known ?? { ingest: {}, detect: {}, windows: {} };
  return {
    ingest: IngestSchema.parse({ ...config.ingest, ...cam.ingest }),
    detect: DetectConfigSchema.parse({ ...config.detect, ...cam.detect }),
    windows: WindowsSchema.parse({ ...config.windows, ...cam.windows }),
  };
}

/** Ingest settings for a source that is not in the config (vigil ingest FILE, probe). */
export function defaultIngest(config: Config, overrides: Partial<IngestConfig> = {}): IngestConfig {
  return IngestSchema.parse({ ...config.ingest, ...overrides });
}
