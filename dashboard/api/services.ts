// What the API is built on: the domain services `vigil serve` assembles (the same objects the
// stages run with; routes call these, never each other). Tests build them over a temporary
// data dir and drive the real app with app.request().
import type { Config } from '../../core/config/index.ts';
import type { CameraStatus } from '../../core/types.ts';
import type { Embedder } from '../../models/index.ts';
import type { WindowIndex } from '../../indexer/index.ts';
import type { AgentResult, Step } from '../../agent/index.ts';
import type { CameraEntry, CameraInput, CameraPatch } from '../../ingest/index.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import type { LoginLimiter } from '../auth/login-limiter.ts';
import type { EventHub } from '../server/event-hub.ts';
import type { ApiMetrics } from '../metrics/api-metrics.ts';
import type { AlertsService } from './alerts-seam.ts';

export interface ProbeInfo {
  codec: string;
  width: number;
  height: number;
  fps: number | null;
  snapshot?: string;
}

export interface CameraService {
  list(): CameraEntry[];
  get(id: string): CameraEntry | undefined;
  status(id: string): CameraStatus | undefined;
  /** Probes (unless synthetic), stores, starts ingest when enabled. */
  add(input: CameraInput, signal?: AbortSignal): Promise<{ entry: CameraEntry; probe?: ProbeInfo }>;
  update(id: string, patch: CameraPatch, signal?: AbortSignal): Promise<{ entry: CameraEntry; probe?: ProbeInfo }>;
  remove(id: string): Promise<void>;
  probe(input: { url: string; username?: string; password?: string }, signal?: AbortSignal): Promise<ProbeInfo>;
}

export interface AskRequest {
  question: string;
  cameras?: string[];
  from?: number;
  to?: number;
  now?: number;
}

export interface AskService {
  ask(req: AskRequest, onStep: (s: Step) => void, signal: AbortSignal): Promise<AgentResult>;
}

export interface ApiServices {
  config: Config;
  dataDir: string;
  version: string;
  cameras: CameraService;
  index: WindowIndex;
  embedder: Embedder;
  agent: AskService;
  events: EventHub;
  metrics: ApiMetrics;
  auth: Authenticator;
  limiter: LoginLimiter;
  /** Present once the alerts stage runs in this process. */
  alerts?: AlertsService;
  /** Counters of the indexing stage (captioned, indexed, failed), for /api/status. */
  indexingStats?: () => unknown;
  /** Where a built web UI lives; served at / when it exists. */
  webDir?: string;
}
