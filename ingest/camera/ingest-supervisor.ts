// IngestSupervisor runs every enabled camera under its own CameraSupervisor, publishes
// their status to DATA/status.json (read by `vigil status` and, later, the dashboard), and
// stops them all on shutdown. Cameras are independent: one camera failing, hanging or
// flooding never touches another (each runs in its own worker process).
import { EventEmitter } from 'node:events';
import { mkdirSync, renameSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { CameraSupervisor } from './camera-supervisor.ts';
import type { ResolvedCamera } from '../../core/config/index.ts';
import type { CameraStatus, GapEvent, SegmentInfo } from '../../core/types.ts';
import type { Window } from '../../core/window.ts';
import { createLogger, type Logger } from '../../core/logger.ts';
import { toIso } from '../../core/time.ts';
import type { Worker } from '../../core/worker/index.ts';

export interface IngestSupervisorEvents {
  status: [CameraStatus];
  gap: [GapEvent];
  segment: [SegmentInfo];
  window: [Window];
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

export function statusPath(dataDir: string): string {
  return join(dataDir, 'status.json');
}

export function readStatusFile(dataDir: string): StatusFile | undefined {
  const path = statusPath(dataDir);
  if (!existsSync(path)) return undefined;
  return JSON.parse(readFileSync(path, 'utf8')) as StatusFile;
}

export class IngestSupervisor extends EventEmitter<IngestSupervisorEvents> implements Worker {
  readonly name = 'ingest';
  private readonly cameras: CameraSupervisor[];
  private timer?: NodeJS.Timeout;
  private stopped?: Promise<void>;
  private readonly log: Logger;
  private readonly extra = new Map<string, () => unknown>();

  constructor(cameras: ResolvedCamera[], private readonly dataDir: string, log?: Logger) {
    super();
    this.log = log ?? createLogger({ stage: 'ingest' });
    this.cameras = cameras.map((c) => {
      const sup = new CameraSupervisor(c, { dataDir, log: this.log.child({ camera: c.id }) });
      sup.on('status', (s) => this.emit('status', s));
      sup.on('gap', (g) => this.emit('gap', g));
      sup.on('segment', (s) => this.emit('segment', s));
      sup.on('window', (w) => this.emit('window', w));
      sup.on('progress', (w) => this.emit('progress', w));
      return sup;
    });
  }

  start(): void {
    if (this.timer) throw new Error('IngestSupervisor started twice');
    mkdirSync(this.dataDir, { recursive: true });
    for (const c of this.cameras) c.start();
    this.writeStatus();
    this.timer = setInterval(() => this.writeStatus(), STATUS_INTERVAL_MS);
  }

  /** Adds a section to DATA/status.json (e.g. captioning stats and model usage). */
  addStatus(section: string, read: () => unknown): void {
    this.extra.set(section, read);
  }

  status(): CameraStatus[] {
    return this.cameras.map((c) => c.status());
  }

  /** Idempotent; stops every camera (in parallel) and writes a final status. */
  stop(): Promise<void> {
    this.stopped ??= (async () => {
      clearInterval(this.timer);
      await Promise.all(this.cameras.map((c) => c.stop()));
      this.writeStatus();
    })();
    return this.stopped;
  }

  private writeStatus(): void {
    const file: StatusFile = { updated: toIso(Date.now()), pid: process.pid, cameras: this.status() };
    for (const [section, read] of this.extra) file[section] = read();
    const path = statusPath(this.dataDir);
    try {
      // Write then rename, so readers never see half a file.
      writeFileSync(`${path}.tmp`, JSON.stringify(file, null, 2));
      renameSync(`${path}.tmp`, path);
    } catch (err) {
      this.log.error('cannot write status file', { error: err, path });
    }
  }
}
