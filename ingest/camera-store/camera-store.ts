// CameraStore: cameras added at run time (API, `vigil camera add`), persisted in the data dir
// so they survive a restart. Settings live in DATA/cameras.json; passwords live apart, in
// DATA/credentials.json written with 0600 permissions, so the settings file can be read,
// copied and shown without leaking a secret. Passwords are write-only: nothing here returns
// one except resolve(), which hands the URL with credentials to ingest.
// Cameras from the config file are never written here; on an id clash the config file wins
// (the stored camera is reported as shadowed and not run).
import { chmodSync, closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { CameraSchema, resolveCamera, type CameraConfig, type Config, type ResolvedCamera } from '../../core/config/index.ts';
import { SystemError, UserError } from '../../core/errors.ts';
import { registerSecret } from '../../core/redact.ts';

/** A stored camera: a config camera without secrets or environment references. */
export const StoredCameraSchema = CameraSchema.omit({ password: true, passwordEnv: true });
export type StoredCamera = z.infer<typeof StoredCameraSchema>;

const CamerasFileSchema = z.strictObject({ version: z.literal(1), cameras: z.array(StoredCameraSchema) });
const CredentialsFileSchema = z.strictObject({ version: z.literal(1), passwords: z.record(z.string(), z.string()) });

/** What a person may give when adding or changing a camera: settings plus a write-only password. */
export const CameraInputSchema = StoredCameraSchema.extend({
  password: z.string().min(1).max(256).optional().describe('RTSP password; write-only: stored with 0600 permissions, never returned'),
});
export type CameraInput = z.input<typeof CameraInputSchema>;

/**
 * A stored camera's fields without their defaults, all optional: zod's partial() would fill in
 * the defaults (enabled: true, timezone: UTC) and so undo what the update did not mention.
 */
const patchShape = Object.fromEntries(Object.entries(StoredCameraSchema.omit({ id: true }).shape).map(([key, field]) => {
  const f = field as z.ZodType;
  const inner = f instanceof z.ZodDefault ? (f.unwrap() as z.ZodType) : f;
  return [key, inner.optional()];
}));

/** A partial update; `password: null` forgets the password. */
type PatchShape = { [K in Exclude<keyof StoredCamera, 'id'>]-?: z.ZodOptional<z.ZodType<StoredCamera[K]>> };
export const CameraPatchSchema = z.strictObject(patchShape as PatchShape).extend({
  password: z.string().min(1).max(256).nullable().optional().describe('New RTSP password (write-only), or null to remove it'),
});
export type CameraPatch = z.input<typeof CameraPatchSchema>;

export type CameraOrigin = 'config' | 'store';

/** A camera as vigil knows it, without secrets. */
export interface CameraEntry {
  camera: StoredCamera;
  origin: CameraOrigin;
  hasPassword: boolean;
  /** A stored camera whose id the config file also uses: the config file's one runs. */
  shadowed: boolean;
}

export function camerasPath(dataDir: string): string {
  return join(dataDir, 'cameras.json');
}

export function credentialsPath(dataDir: string): string {
  return join(dataDir, 'credentials.json');
}

/** Write to a temp file (created with `mode`), fsync, rename: readers never see half a file. */
function writeAtomic(path: string, text: string, mode: number): void {
  const tmp = `${path}.${process.pid}.tmp`;
  const fd = openSync(tmp, 'w', mode);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  chmodSync(tmp, mode); // the umask may have narrowed or the file pre-existed
  renameSync(tmp, path);
}

function readJson<T>(path: string, schema: z.ZodType<T>, empty: T): T {
  if (!existsSync(path)) return empty;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new SystemError(`${path} is not valid JSON; fix or remove it`, { cause: err });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new SystemError(`${path} is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

/** Moves user:password out of an rtsp:// URL into the fields, so the URL on disk has none. */
export function splitUrlCredentials(url: string): { url: string; username?: string; password?: string } {
  if (!/^rtsps?:\/\//i.test(url)) return { url };
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new UserError('camera url is not a valid URL');
  }
  if (!u.username && !u.password) return { url };
  const username = u.username ? decodeURIComponent(u.username) : undefined;
  const password = u.password ? decodeURIComponent(u.password) : undefined;
  registerSecret(password);
  u.username = '';
  u.password = '';
  return { url: u.toString(), ...(username ? { username } : {}), ...(password ? { password } : {}) };
}

export class CameraStore {
  constructor(private readonly dataDir: string, private readonly config: Config) {}

  /** Stored cameras, as on disk (the file is re-read: `vigil camera` may have changed it). */
  stored(): StoredCamera[] {
    return readJson(camerasPath(this.dataDir), CamerasFileSchema, { version: 1, cameras: [] }).cameras;
  }

  private passwords(): Record<string, string> {
    return readJson(credentialsPath(this.dataDir), CredentialsFileSchema, { version: 1, passwords: {} }).passwords;
  }

  /** Config cameras first, then stored ones, none with a secret. */
  list(): CameraEntry[] {
    const fromConfig = new Set(this.config.cameras.map((c) => c.id));
    const pw = this.passwords();
    const configEntries: CameraEntry[] = this.config.cameras.map((c) => ({
      camera: StoredCameraSchema.parse(withoutSecrets(c)), origin: 'config', hasPassword: Boolean(c.password || c.passwordEnv), shadowed: false,
    }));
    const storeEntries: CameraEntry[] = this.stored().map((c) => ({ camera: c, origin: 'store', hasPassword: c.id in pw, shadowed: fromConfig.has(c.id) }));
    return [...configEntries, ...storeEntries];
  }

  get(id: string): CameraEntry | undefined {
    return this.list().find((e) => e.camera.id === id && !e.shadowed);
  }

  /** Adds a camera; refuses an id the config file or the store already uses. */
  add(input: CameraInput): CameraEntry {
    const parsed = CameraInputSchema.parse(input);
    if (this.get(parsed.id)) throw new UserError(`camera ${parsed.id} already exists`);
    const { password: inlinePw, ...split } = splitUrlCredentials(parsed.url);
    const { password, ...settings } = { ...parsed, ...split, ...(parsed.username ? { username: parsed.username } : {}) };
    const pw = password ?? inlinePw;
    verifyCredentialsApply(settings.url, settings.username, pw);
    const cameras = [...this.stored(), StoredCameraSchema.parse(settings)];
    if (pw !== undefined) this.setPassword(settings.id, pw);
    this.writeCameras(cameras);
    return this.get(settings.id)!;
  }

  /** Changes a stored camera; config-file cameras are changed in the config file. */
  update(id: string, patch: CameraPatch): CameraEntry {
    const entry = this.get(id);
    if (!entry) throw new UserError(`camera ${id} does not exist`);
    if (entry.origin === 'config') throw new UserError(`camera ${id} comes from the config file; change it there`);
    const p = CameraPatchSchema.parse(patch);
    const { password, ...rest } = p;
    const split = rest.url ? splitUrlCredentials(rest.url) : undefined;
    const next = StoredCameraSchema.parse({ ...entry.camera, ...rest, ...(split ? { url: split.url } : {}), ...(split?.username && !rest.username ? { username: split.username } : {}) });
    const pw = password === null ? null : password ?? split?.password;
    verifyCredentialsApply(next.url, next.username, pw === null ? undefined : pw ?? (entry.hasPassword ? 'kept' : undefined));
    if (pw === null) this.forgetPassword(id);
    else if (pw !== undefined) this.setPassword(id, pw);
    this.writeCameras(this.stored().map((c) => (c.id === id ? next : c)));
    return this.get(id)!;
  }

  /** Removes a stored camera and its password; its recordings stay (retention deletes them). */
  remove(id: string): void {
    const entry = this.get(id);
    if (!entry) throw new UserError(`camera ${id} does not exist`);
    if (entry.origin === 'config') throw new UserError(`camera ${id} comes from the config file; remove it there`);
    this.writeCameras(this.stored().filter((c) => c.id !== id));
    this.forgetPassword(id);
  }

  /** The config with stored cameras appended (what the agent and ingest see). */
  mergedConfig(): Config {
    const fromConfig = new Set(this.config.cameras.map((c) => c.id));
    const extra = this.stored().filter((c) => !fromConfig.has(c.id)) as CameraConfig[];
    return { ...this.config, cameras: [...this.config.cameras, ...extra] };
  }

  /** Enabled cameras, resolved for ingest (credentials applied to the URL). */
  resolveEnabled(): ResolvedCamera[] {
    const merged = this.mergedConfig();
    const pw = this.passwords();
    return merged.cameras.filter((c) => c.enabled).map((c) => {
      const stored = !this.config.cameras.includes(c);
      return resolveCamera(merged, stored && pw[c.id] !== undefined ? { ...c, password: pw[c.id] } : c);
    });
  }

  /** The URL with credentials of any known camera (for the probe before an update). */
  resolveOne(id: string): ResolvedCamera | undefined {
    const merged = this.mergedConfig();
    const cam = merged.cameras.find((c) => c.id === id);
    if (!cam) return undefined;
    const pw = this.passwords()[id];
    const stored = !this.config.cameras.includes(cam);
    return resolveCamera(merged, stored && pw !== undefined ? { ...cam, password: pw } : cam);
  }

  private writeCameras(cameras: StoredCamera[]): void {
    mkdirSync(this.dataDir, { recursive: true });
    writeAtomic(camerasPath(this.dataDir), JSON.stringify({ version: 1, cameras }, null, 2) + '\n', 0o644);
  }

  private setPassword(id: string, password: string): void {
    registerSecret(password);
    const passwords = { ...this.passwords(), [id]: password };
    mkdirSync(this.dataDir, { recursive: true });
    writeAtomic(credentialsPath(this.dataDir), JSON.stringify({ version: 1, passwords }) + '\n', 0o600);
  }

  private forgetPassword(id: string): void {
    const passwords = this.passwords();
    if (!(id in passwords)) return;
    delete passwords[id];
    writeAtomic(credentialsPath(this.dataDir), JSON.stringify({ version: 1, passwords }) + '\n', 0o600);
  }
}

function withoutSecrets(c: CameraConfig): StoredCamera {
  const { password: _p, passwordEnv: _e, ...rest } = c;
  return rest;
}

function verifyCredentialsApply(url: string, username?: string, password?: string): void {
  if ((username || password) && !/^rtsps?:\/\//i.test(url)) throw new UserError('username/password apply only to rtsp:// cameras');
}

/** Registers every stored password as a secret, so logs mask it even before ingest starts. */
export function registerStoredSecrets(dataDir: string): void {
  const pw = readJson(credentialsPath(dataDir), CredentialsFileSchema, { version: 1, passwords: {} }).passwords;
  for (const p of Object.values(pw)) registerSecret(p);
}
