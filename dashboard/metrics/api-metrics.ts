// /metrics in Prometheus format (prom-client, a registry of our own, not the global one).
// Camera, indexing, model usage and bus backlog numbers are read from the stages when scraped
// (collect), so they are never stale; events the server sees (windows closed/indexed, asks,
// HTTP requests, retention sweeps, alerts, each model call as it ends) are counted as they happen.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CameraStatus } from '../../core/types.ts';
import type { GroupBacklog } from '../../core/bus/index.ts';
import type { ModelCallEvent } from '../../models/index.ts';

export interface MetricsSources {
  cameras: () => CameraStatus[];
  /** Model usage by role: { captioner: {calls, errors, seconds, ...}, embedder: {...} }. */
  usage?: () => Record<string, unknown>;
  /** The bus's backlog by topic and consumer group (Bus.backlog()). */
  backlog?: () => Promise<GroupBacklog[]>;
  /** Bytes under DATA/recordings (from the last retention sweep). */
  recordingsBytes?: () => number | undefined;
  /** Alert deliveries that failed for good (dead letters). */
  deadLetters?: () => number | undefined;
  captions?: () => { captioned: number; failed: number; retrying: number; inFlight: number } | undefined;
}

const STATES = ['connecting', 'live', 'reconnecting', 'down', 'stopped', 'finished'] as const;

export class ApiMetrics {
  readonly registry = new Registry();
  readonly windowsClosed: Counter<'camera'>;
  readonly windowsIndexed: Counter<'camera'>;
  readonly httpRequests: Histogram<'method' | 'route' | 'status'>;
  readonly askSeconds: Histogram<'mode'>;
  readonly retentionDeleted: Counter<'what'>;
  readonly alertsFired: Counter<'rule'>;
  readonly modelCallSeconds: Histogram<'role' | 'outcome'>;
  readonly modelCallErrors: Counter<'role' | 'error'>;

  constructor(private sources: MetricsSources = { cameras: () => [] }) {
    const r = this.registry;
    collectDefaultMetrics({ register: r, prefix: 'vigil_' });
    const current = () => this.sources;
    const cams = () => this.sources.cameras();
    const gauge = (name: string, help: string, labels: string[], fill: (g: Gauge<string>) => void) =>
      new Gauge({ name, help, labelNames: labels, registers: [r], collect() { this.reset(); fill(this); } });
    gauge('vigil_camera_fps', 'Measured analysis frames per second', ['camera'], (g) => cams().forEach((c) => g.set({ camera: c.camera }, c.fps)));
    gauge('vigil_camera_lag_seconds', 'Wall clock minus the newest analysed frame time', ['camera'], (g) => cams().forEach((c) => c.lagMs !== null && g.set({ camera: c.camera }, c.lagMs / 1000)));
    gauge('vigil_camera_frames', 'Analysis frames delivered since start', ['camera'], (g) => cams().forEach((c) => g.set({ camera: c.camera }, c.framesTotal)));
    gauge('vigil_camera_frames_dropped', 'Analysis frames dropped (queue full) since start', ['camera'], (g) => cams().forEach((c) => g.set({ camera: c.camera }, c.framesDropped)));
    gauge('vigil_camera_reconnects', 'Reconnects since start', ['camera'], (g) => cams().forEach((c) => g.set({ camera: c.camera }, c.reconnects)));
    gauge('vigil_camera_state', 'Camera state (1 for the current state)', ['camera', 'state'], (g) => cams().forEach((c) => STATES.forEach((s) => g.set({ camera: c.camera, state: s }, c.state === s ? 1 : 0))));
    for (const [field, help] of [['calls', 'Model calls'], ['errors', 'Model calls that failed for good'], ['retries', 'Model call retries'], ['seconds', 'Seconds spent in model calls'], ['tokensIn', 'Prompt tokens'], ['tokensOut', 'Completion tokens']] as const) {
      const name = `vigil_model_${field.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`)}`;
      gauge(name, `${help}, by role (counter since start)`, ['role'], (g) => {
        for (const [role, u] of Object.entries(this.sources.usage?.() ?? {})) {
          const v = (u as Record<string, unknown>)[field];
          if (typeof v === 'number') g.set({ role }, v);
        }
      });
    }
    // Both gauges from one Bus.backlog() per scrape: prom-client collects every metric at once,
    // so the second collect joins the call the first one started.
    let inFlight: Promise<GroupBacklog[]> | undefined;
    const backlog = () => inFlight ??= (current().backlog?.() ?? Promise.resolve([])).catch(() => []).finally(() => { inFlight = undefined; });
    const busGauge = (name: string, help: string, value: (b: GroupBacklog) => number) => new Gauge({
      name, help, labelNames: ['topic', 'group'], registers: [r],
      async collect() {
        const all = await backlog();
        this.reset();
        for (const b of all) this.set({ topic: b.topic, group: b.group }, value(b));
      },
    });
    busGauge('vigil_bus_backlog', 'Bus messages of a consumer group not yet done: waiting to be handed out, or pending', (b) => b.waiting + b.pending);
    busGauge('vigil_bus_pending', 'Bus messages handed to a consumer of the group and not yet done: being handled or to be retried (part of vigil_bus_backlog)', (b) => b.pending);
    gauge('vigil_recordings_bytes', 'Bytes of recordings on disk (as of the last retention sweep)', [], (g) => { const b = this.sources.recordingsBytes?.(); if (b !== undefined) g.set(b); });
    gauge('vigil_captions', 'Caption worker counters', ['what'], (g) => Object.entries(this.sources.captions?.() ?? {}).forEach(([what, n]) => g.set({ what }, n)));
    this.windowsClosed = new Counter({ name: 'vigil_windows_closed_total', help: 'Windows closed by the cameras', labelNames: ['camera'], registers: [r] });
    this.windowsIndexed = new Counter({ name: 'vigil_windows_indexed_total', help: 'Windows captioned and written to the index', labelNames: ['camera'], registers: [r] });
    this.httpRequests = new Histogram({ name: 'vigil_http_request_seconds', help: 'API request latency', labelNames: ['method', 'route', 'status'], buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers: [r] });
    this.askSeconds = new Histogram({ name: 'vigil_agent_ask_seconds', help: 'Time to answer a question (agent role)', labelNames: ['mode'], buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120], registers: [r] });
    this.retentionDeleted = new Counter({ name: 'vigil_retention_deleted_bytes_total', help: 'Bytes retention deleted', labelNames: ['what'], registers: [r] });
    this.modelCallSeconds = new Histogram({
      name: 'vigil_model_call_seconds', help: 'Model call latency by role (queue wait, retries and backoff included) and outcome (ok, error, cancelled)',
      labelNames: ['role', 'outcome'], buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120], registers: [r],
    });
    this.modelCallErrors = new Counter({ name: 'vigil_model_call_errors_total', help: 'Model calls that failed for good, by role and error class', labelNames: ['role', 'error'], registers: [r] });
    this.alertsFired = new Counter({ name: 'vigil_alerts_fired_total', help: 'Alerts fired', labelNames: ['rule'], registers: [r] });
    gauge('vigil_alert_dead_letters', 'Alert deliveries that failed for good (dead letters)', [], (g) => { const n = this.sources.deadLetters?.(); if (n !== undefined) g.set(n); });
  }

  /** Sets where scraped numbers come from (the stages start after the metrics exist). */
  setSources(sources: MetricsSources): void {
    this.sources = sources;
  }

  /** Times one model call (the call policy's observer hook). */
  observeModelCall(e: ModelCallEvent): void {
    this.modelCallSeconds.observe({ role: e.role, outcome: e.outcome }, e.seconds);
    if (e.outcome === 'error') this.modelCallErrors.inc({ role: e.role, error: e.error ?? 'unknown' });
  }

  /** Counts what one retention sweep deleted. */
  countRetention(report: { recordings: { bytes: number }; budget: { bytes: number }; keyframes: { bytes: number } }): void {
    this.retentionDeleted.inc({ what: 'recordings' }, report.recordings.bytes);
    this.retentionDeleted.inc({ what: 'budget' }, report.budget.bytes);
    this.retentionDeleted.inc({ what: 'keyframes' }, report.keyframes.bytes);
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
