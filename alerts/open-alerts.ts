// Builds the alerts stage from the config: store, verifier (VLM when configured, builtin
// facts otherwise), senders (bus always; webhook, MQTT, Redis as configured), dispatcher,
// worker and service. `vigil run` adds the worker to its supervisor; the CLI and `vigil serve`
// use the service.
import { hostname } from 'node:os';
import type { Config } from '../core/config/index.ts';
import { resolveAlertSecrets, resolveModels, defaultMqttClientId } from '../core/config/index.ts';
import type { Bus } from '../core/bus/index.ts';
import type { Logger } from '../core/logger.ts';
import { readWindows, listCameras } from '../ingest/index.ts';
import { readCaptions } from '../indexer/index.ts';
import { createEmbedder, createVisionModel, type Embedder, type VisionModel } from '../models/index.ts';
import { ConfigError } from '../core/errors.ts';
import { AlertStore, alertsDbPath } from './store/index.ts';
import { BuiltinVerifier, Evaluator, VlmVerifier, type Verifier, type VisionJudge } from './evaluate/index.ts';
import { BusSender, Dispatcher, MqttSender, RedisSender, WebhookSender, type Sender } from './deliver/index.ts';
import { AlertsWorker } from './alerts-worker.ts';
import { AlertsService } from './alerts-service.ts';
import { AlertPins } from './alert-pins.ts';
import type { KnownCamera } from './rules/index.ts';

export interface OpenAlerts {
  store: AlertStore;
  service: AlertsService;
  /** Present when a bus was given: the worker to run (supervisor.add(alerts.worker)). */
  worker?: AlertsWorker;
  /** Closes the store (after the worker has stopped). Idempotent. */
  close(): Promise<void>;
}

export interface OpenAlertsOptions {
  config: Config;
  bus?: Bus;
  log?: Logger;
  env?: NodeJS.ProcessEnv;
  now?: () => number;
  /** The worker closes the store when it stops (vigil run, where nothing else uses it). */
  closeOnStop?: boolean;
}

export function knownCameras(config: Config): KnownCamera[] {
  const out = config.cameras.map((c) => ({ id: c.id, timezone: c.timezone }));
  for (const id of listCameras(config.storage.dataDir)) if (!out.some((c) => c.id === id)) out.push({ id, timezone: config.agent.defaultTimezone });
  return out;
}

/**
 * The second stage from the config: the VLM when alerts.verifier asks for it (or "auto" and the
 * captioner is a VLM), the builtin facts otherwise. The VLM is the vision model of the
 * configured captioner provider, from the models registry (the same one the agent's rewind
 * uses), so a provider registered there is used here too; it must take the verifier's own
 * system prompt (judge()).
 */
export async function createVerifier(config: Config, o: { log?: Logger; env?: NodeJS.ProcessEnv } = {}): Promise<Verifier> {
  const choice = config.alerts.verifier;
  if (choice === 'builtin' || (choice === 'auto' && config.models.captioner === 'builtin')) return new BuiltinVerifier();
  const vision = await createVisionModel({ models: resolveModels(config, o.env), logger: o.log, dataDir: config.storage.dataDir });
  if (vision && isJudge(vision)) return new VlmVerifier(vision);
  const why = vision
    ? `the vision model of models.captioner "${config.models.captioner}" (${vision.provider}/${vision.model}) cannot take the verifier's prompt (it has no judge())`
    : `models.captioner "${config.models.captioner}" has no vision model to verify with`;
  if (choice === 'vlm') throw new ConfigError(`alerts.verifier is "vlm", but ${why}: set models.captioner to a VLM provider (e.g. openai) or alerts.verifier to builtin`);
  o.log?.warn(`alerts verify with the builtin facts: ${why}`);
  return new BuiltinVerifier();
}

function isJudge(v: VisionModel): v is VisionModel & VisionJudge {
  return typeof (v as Partial<VisionJudge>).judge === 'function';
}

function senders(config: Config, bus: Bus, secrets: ReturnType<typeof resolveAlertSecrets>, log?: Logger): Sender[] {
  const a = config.alerts;
  const out: Sender[] = [new BusSender(bus), new WebhookSender({ secret: secrets.webhookSecret, timeoutMs: a.webhook.timeoutMs })];
  if (a.mqtt.url) {
    out.push(new MqttSender({
      url: a.mqtt.url, topicPrefix: a.mqtt.topicPrefix, clientId: a.mqtt.clientId ?? defaultMqttClientId(hostname()),
      username: a.mqtt.username, password: secrets.mqttPassword, log,
    }));
  }
  if (config.backends.bus === 'redis') out.push(new RedisSender({ url: config.backends.redisUrl, channel: `${config.backends.redis.keyPrefix}alerts`, log }));
  return out;
}

export function openAlerts(o: OpenAlertsOptions): OpenAlerts {
  const { config, log } = o;
  const dataDir = config.storage.dataDir;
  const secrets = resolveAlertSecrets(config, o.env);
  const store = new AlertStore(alertsDbPath(dataDir));
  const pins = new AlertPins(dataDir);
  // Made once, when first needed (a VLM provider may load or check something); a config error
  // surfaces where it is awaited: the worker's start, or `alerts test`.
  let verifier: Promise<Verifier> | undefined;
  const getVerifier = () => {
    if (!verifier) {
      verifier = createVerifier(config, { log, env: o.env });
      verifier.catch(() => {}); // handled where it is awaited; not an unhandled rejection meanwhile
    }
    return verifier;
  };
  const zones = () => new Map(knownCameras(config).map((c) => [c.id, c.timezone]));
  let worker: AlertsWorker | undefined;
  if (o.bus) {
    const a = config.alerts;
    const dispatcher = new Dispatcher({
      store, senders: senders(config, o.bus, secrets, log), maxAttempts: a.delivery.maxAttempts,
      backoff: { initialMs: a.delivery.initialMs, maxMs: a.delivery.maxMs, factor: a.delivery.factor, jitter: a.delivery.jitter }, log, now: o.now,
    });
    let tz = zones();
    // The similarity prefilter embeds questions with the index's embedder (only when asked for).
    let embedder: Promise<Embedder> | undefined;
    const embed = a.minSimilarity > 0 ? { embedText: async (texts: string[], signal?: AbortSignal) => (await (embedder ??= createEmbedder({ models: resolveModels(config), logger: log, dataDir }))).embedText(texts, signal) } : undefined;
    const evaluator = new Evaluator({ verifier: getVerifier(), timezones: (c) => (tz.get(c) ?? (tz = zones()).get(c) ?? config.agent.defaultTimezone), minSimilarity: a.minSimilarity, embedder: embed, now: o.now });
    worker = new AlertsWorker({
      bus: o.bus, store, evaluator, dispatcher, pins, log, now: o.now,
      recentWindows: (camera, from, to) => readWindows(dataDir, camera, from, to),
      catchUpMs: a.catchUpMinutes * 60_000, silentGraceMs: a.silentGraceSeconds * 1000,
      ...(o.closeOnStop ? { onStopped: () => store.close() } : {}),
    });
  }
  const service = new AlertsService({
    store, pins, events: worker, cameras: () => knownCameras(config), verifier: getVerifier, now: o.now,
    deliveries: { webhook: !!secrets.webhookSecret, mqtt: !!config.alerts.mqtt.url, redis: config.backends.bus === 'redis' },
    source: { windows: (c, f, t) => readWindows(dataDir, c, f, t), captions: (c, f, t) => readCaptions(dataDir, c, f, t) },
  });
  let closed: Promise<void> | undefined;
  return {
    store, service, worker,
    close: () => (closed ??= (async () => { await worker?.stop(); store.close(); })()),
  };
}
