// IngestSupervisor runs every enabled camera under its own CameraSupervisor, publishes
// their status to DATA/status.json (read by `vigil status` and, later, the dashboard), and
// stops them all on shutdown. Cameras are independent: one camera failing, hanging or
// flooding never touches another (each runs in its own worker process).
import { EventEmitter } from 'node:events';
import { mkdirSync, renameSync, writeFileSync, readFileSync, existsSync, rmSync, statSync, openSync, writeSync, closeSync } from 'node:fs';
import { redact } from '../../core/redact.ts';
import { join } from 'node:path';
import { CameraSupervisor } from './camera-supervisor.ts';
import type { ResolvedCamera } from '../../core/config/index.ts';
import type { CameraStatus, GapEvent, SegmentInfo } from '../../core/types.ts';
import type { Window } from '../../core/window.ts';
import { createLogger, type Logger } from '../../core/logger.ts';
import { toIso } from '../../core/time.ts';
import { SystemError, errorMessage } from '../../core/errors.ts';
import { StatusFileSchema } from './status-file-schema.ts';
import type { Worker } from '../../core/worker/index.ts';

export interface IngestSupervisorEvents {
  status: [CameraStatus];
  gap: [GapEvent];
  segment: [SegmentInfo];
  window: [Window];
  /** A camera found the disk full (retention can free space). */
  'disk-full': [string];
  progress: [Omit<Window, 'closedBy'>];
}

export interface StatusFile {
  updated: string;
  pid: number;
  cameras: CameraStatus[];
  /** Other stages' counters (captioning, model usage), as registered with addStatus. */
  [section: string]: unknown;
}

const STATUS_INTERVAL_MS = 2000;
const STATUS_ERROR_LOG_MS = 60_000;
/** status.json is padded to whole blocks so that on a full disk it can still be rewritten in place. */
const STATUS_BLOCK = 4096;

export function statusPath(dataDir: string): string {
  return join(dataDir, 'status.json');
}

/** The status file `vigil run` writes; a damaged one is an error that says so, not a crash. */
export function readStatusFile(dataDir: string): StatusFile | undefined {
  const path = statusPath(dataDir);
  if (!existsSync(path)) return undefined;
  let parsed;
  try {
    parsed = StatusFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  } catch (err) {
    throw new SystemError(`${path} is not valid JSON (${errorMessage(err)}): it is damaged; a running \`vigil run\` rewrites it every 2 s`);
  }
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SystemError(`${path} is not a vigil status file (${issue.path.join('.') || 'top level'}: ${issue.message}): it is damaged; a running \`vigil run\` rewrites it every 2 s`);
  }
  return parsed.data as StatusFile;
}

/** Fails fast with a SystemError when the data directory cannot be written. */
export function checkWritable(dataDir: string): void {
  const probe = join(dataDir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOSPC') return; // full, not read-only: cameras run and wait for space
    throw new SystemError(`the data directory ${dataDir} cannot be written (${code ?? errorMessage(err)}): give vigil a writable --data-dir`);
  }
}

function overwriteInPlace(path: string, text: string): boolean {
  const size = statSync(path, { throwIfNoEntry: false })?.size ?? 0;
  if (Buffer.byteLength(text) > size) return false;
  try {
    const fd = openSync(path, 'r+');
    try {
      writeSync(fd, text.padEnd(size, ' '), 0);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch {
    return false;
  }
}

export class IngestSupervisor extends EventEmitter<IngestSupervisorEvents> implements Worker {
  readonly name = 'ingest';
  private readonly cameras = new Map<string, CameraSupervisor>();
  private running = false;
  private timer?: NodeJS.Timeout;
  private stopped?: Promise<void>;
  private readonly log: Logger;
  private readonly extra = new Map<string, () => unknown>();

  constructor(cameras: ResolvedCamera[], private readonly dataDir: string, log?: Logger) {
    super();
    this.log = log ?? createLogger({ stage: 'ingest' });
    for (const c of cameras) this.cameras.set(c.id, this.supervise(c));
  }

  private supervise(c: ResolvedCamera): CameraSupervisor {
    const sup = new CameraSupervisor(c, { dataDir: this.dataDir, log: this.log.child({ camera: c.id }) });
    sup.on('status', (s) => this.emit('status', s));
    sup.on('gap', (g) => this.emit('gap', g));
    sup.on('segment', (s) => this.emit('segment', s));
    sup.on('window', (w) => this.emit('window', w));
    sup.on('disk-full', () => this.emit('disk-full', c.id));
    sup.on('progress', (w) => this.emit('progress', w));
    return sup;
  }

  /** Throws a SystemError when the data directory cannot be written (read-only, no permission). */
  start(): void {
    if (this.timer) throw new Error('IngestSupervisor started twice');
    checkWritable(this.dataDir);
    this.running = true;
    for (const c of this.cameras.values()) c.start();
    this.writeStatus();
    this.timer = setInterval(() => this.writeStatus(), STATUS_INTERVAL_MS);
  }

  /** Adds a section to DATA/status.json (e.g. captioning stats and model usage). */
  addStatus(section: string, read: () => unknown): void {
    this.extra.set(section, read);
  }

  status(): CameraStatus[] {
    return [...this.cameras.values()].map((c) => c.status());
  }

  /** The cameras being run, by id. */
  cameraIds(): string[] {
    return [...this.cameras.keys()];
  }

  /**
   * Adds a camera at run time, or replaces a running one with the same id (its worker is
   * stopped first, so there is still never more than one pipeline per camera).
   */
  async putCamera(camera: ResolvedCamera): Promise<void> {
    if (this.stopped) return;
    await this.removeCamera(camera.id);
    const sup = this.supervise(camera);
    this.cameras.set(camera.id, sup);
    if (this.running) sup.start();
  }

  /** Stops a camera's worker (waits for it to exit) and forgets the camera. */
  async removeCamera(id: string): Promise<void> {
    const sup = this.cameras.get(id);
    if (!sup) return;
    this.cameras.delete(id);
    await sup.stop();
    this.writeStatus();
  }

  /** Idempotent; stops every camera (in parallel) and writes a final status. */
  stop(): Promise<void> {
    this.stopped ??= (async () => {
      clearInterval(this.timer);
      await Promise.all([...this.cameras.values()].map((c) => c.stop()));
      this.writeStatus();
    })();
    return this.stopped;
  }

  private statusLoggedAt = -Infinity;

  private writeStatus(): void {
    const file: StatusFile = { updated: toIso(Date.now()), pid: process.pid, cameras: this.status() };
    for (const [section, read] of this.extra) file[section] = read();
    const path = statusPath(this.dataDir);
    const text = redact(JSON.stringify(file, null, 2));
    const padded = text + ' '.repeat(STATUS_BLOCK - (text.length % STATUS_BLOCK));
    try {
      // Write then rename, so readers never see half a file.
      writeFileSync(`${path}.tmp`, padded);
      renameSync(`${path}.tmp`, path);
    } catch (err) {
      rmSync(`${path}.tmp`, { force: true });
      // A full disk: overwrite the old file's blocks in place, so `vigil status` still says "disk full".
      if (!overwriteInPlace(path, padded) && Date.now() - this.statusLoggedAt >= STATUS_ERROR_LOG_MS) {
        this.statusLoggedAt = Date.now();
        this.log.error('cannot write status file', { error: err, path });
      }
    }
  }
}
