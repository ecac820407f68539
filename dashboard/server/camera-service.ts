// Cameras at run time: the camera store (persisted settings, 0600 credentials) joined to the
// running ingest. Adding or changing a camera probes it first (unless it is synthetic or
// disabled) and refuses it with the probe's message; every change is then reconciled with
// the IngestSupervisor, which starts, replaces or stops that camera's worker, so a change is
// effective without a restart. Changes made by `vigil camera` (another process) reach a
// running server through reconcile() too (the serve command watches the store files).
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { applyCredentials, type Config } from '../../core/config/index.ts';
import { UserError } from '../../core/errors.ts';
import type { Logger } from '../../core/logger.ts';
import { registerSecret } from '../../core/redact.ts';
import { fileStamp, toIso } from '../../core/time.ts';
import type { CameraStatus } from '../../core/types.ts';
import {
  probeSource, parseSource, CameraInputSchema, CameraPatchSchema, splitUrlCredentials,
  type IngestSupervisor, type CameraEntry, type CameraInput, type CameraPatch, type CameraStore,
} from '../../ingest/index.ts';
import { conflict } from '../api/http-errors.ts';
import type { CameraService, ProbeInfo } from '../api/services.ts';
import type { EventHub } from './event-hub.ts';

export interface LiveCameraServiceOptions {
  store: CameraStore;
  ingest: IngestSupervisor;
  config: Config;
  events?: EventHub;
  log?: Logger;
  probeTimeoutMs?: number;
}

export class LiveCameraService implements CameraService {
  private readonly applied = new Map<string, string>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly o: LiveCameraServiceOptions) {}

  list(): CameraEntry[] {
    return this.o.store.list();
  }

  get(id: string): CameraEntry | undefined {
    return this.o.store.get(id);
  }

  status(id: string): CameraStatus | undefined {
    return this.o.ingest.status().find((s) => s.camera === id);
  }

  async probe(input: { url: string; username?: string; password?: string }, signal?: AbortSignal): Promise<ProbeInfo> {
    const split = splitUrlCredentials(input.url);
    const password = input.password ?? split.password;
    registerSecret(password);
    const url = /^rtsps?:/i.test(split.url) ? applyCredentials(split.url, input.username ?? split.username, password) : split.url;
    const source = parseSource(url);
    if (source.kind === 'plugin') throw new UserError(`${source.scheme}: cameras need no probe: vigil renders them`);
    signal?.throwIfAborted();
    const dataDir = this.o.config.storage.dataDir;
    const snapshot = join('snapshots', `probe-${fileStamp(Date.now())}.jpg`);
    const r = await probeSource(source, { timeoutMs: this.o.probeTimeoutMs ?? 15_000, snapshotPath: join(dataDir, snapshot) });
    return { codec: r.codec, width: r.width, height: r.height, fps: r.fps, snapshot };
  }

  /** Probes what would run, unless it is synthetic or disabled. */
  private async probeIfLive(url: string, username: string | undefined, password: string | undefined, enabled: boolean, signal?: AbortSignal): Promise<ProbeInfo | undefined> {
    if (!enabled) return undefined;
    // A plugin source (synthetic: scenes) is checked by its plugin, not probed.
    if (parseSource(url).kind === 'plugin') return undefined;
    return this.probe({ url, username, password }, signal);
  }

  async add(input: CameraInput, signal?: AbortSignal): Promise<{ entry: CameraEntry; probe?: ProbeInfo }> {
    const parsed = CameraInputSchema.parse(input);
    if (this.o.store.get(parsed.id)) throw conflict(`camera ${parsed.id} already exists`);
    const probe = await this.probeIfLive(parsed.url, parsed.username, parsed.password, parsed.enabled, signal);
    const entry = this.o.store.add(parsed);
    await this.reconcile();
    return { entry, ...(probe ? { probe } : {}) };
  }

  async update(id: string, patch: CameraPatch, signal?: AbortSignal): Promise<{ entry: CameraEntry; probe?: ProbeInfo }> {
    const p = CameraPatchSchema.parse(patch);
    const current = this.o.store.get(id);
    if (!current) throw new UserError(`camera ${id} does not exist`);
    let probe: ProbeInfo | undefined;
    const reaches = p.url !== undefined || p.username !== undefined || p.password !== undefined || (p.enabled === true && !current.camera.enabled);
    if (reaches && current.origin === 'store') {
      const existing = this.o.store.resolveOne(id);
      const oldPassword = existing ? passwordOf(existing.url) : undefined;
      probe = await this.probeIfLive(p.url ?? current.camera.url, p.username ?? current.camera.username,
        p.password === null ? undefined : p.password ?? oldPassword, p.enabled ?? current.camera.enabled, signal);
    }
    const entry = this.o.store.update(id, p);
    await this.reconcile();
    return { entry, ...(probe ? { probe } : {}) };
  }

  async remove(id: string): Promise<void> {
    this.o.store.remove(id);
    await this.reconcile();
  }

  /** Brings the running cameras in line with config + store; one reconcile at a time. */
  reconcile(): Promise<void> {
    const next = this.queue.then(() => this.reconcileNow());
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async reconcileNow(): Promise<void> {
    const desired = new Map(this.o.store.resolveEnabled().map((c) => [c.id, c]));
    for (const id of this.o.ingest.cameraIds()) {
      if (desired.has(id)) continue;
      await this.o.ingest.removeCamera(id);
      this.applied.delete(id);
      this.o.log?.info('camera stopped', { camera: id });
      this.o.events?.publish({ type: 'camera.removed', camera: id, at: toIso(Date.now()) });
    }
    for (const [id, cam] of desired) {
      const print = createHash('sha256').update(JSON.stringify(cam)).digest('hex');
      if (this.applied.get(id) === print && this.o.ingest.cameraIds().includes(id)) continue;
      await this.o.ingest.putCamera(cam);
      this.applied.set(id, print);
      this.o.log?.info('camera started', { camera: id });
      this.o.events?.publish({ type: 'camera.added', camera: id, at: toIso(Date.now()) });
    }
  }
}

function passwordOf(url: string): string | undefined {
  try {
    const u = new URL(url);
    return u.password ? decodeURIComponent(u.password) : undefined;
  } catch {
    return undefined;
  }
}
