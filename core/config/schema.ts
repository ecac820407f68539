// The config schema: one strict zod schema per section, a default and a description on every
// field. Parsed once at start-up (load.ts); unknown keys are errors.
import { z } from 'zod';
// Detector thresholds live beside the detectors; the schema file is pure data.
import { DetectConfigSchema } from './detect-config.ts';

const id = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'use lowercase letters, digits, "-" or "_" (max 64)');

export const BackoffSchema = z.strictObject({
  initialMs: z.number().int().min(50).default(1000).describe('First reconnect delay'),
  maxMs: z.number().int().min(100).default(30000).describe('Cap on the reconnect delay'),
  factor: z.number().min(1).default(2).describe('Growth factor per failed attempt'),
  jitter: z.number().min(0).max(1).default(0.3).describe('Random fraction added to or taken from each delay'),
}).describe('Jittered exponential backoff for reconnects');

export const IngestSchema = z.strictObject({
  segmentSeconds: z.number().int().min(2).max(3600).default(60).describe('Length of a recording segment; segments split on keyframes'),
  analysisFps: z.number().positive().max(30).default(2).describe('Frame rate delivered to analysis'),
  analysisWidth: z.number().int().min(32).max(3840).default(320).describe('Width of analysis frames in pixels (height keeps the aspect ratio)'),
  watchdogSeconds: z.number().min(1).max(600).default(10).describe('Restart a camera that delivers no frame for this long'),
  connectTimeoutSeconds: z.number().min(1).max(120).default(15).describe('Give up a connection attempt that yields no frame for this long'),
  rtspLatencyMs: z.number().int().min(0).max(5000).default(200).describe('RTSP jitter-buffer latency'),
  maxQueuedFrames: z.number().int().min(1).max(1000).default(8).describe('Analysis frames queued before the oldest are dropped (live cameras)'),
  record: z.boolean().default(true).describe('Record the camera stream to disk (no re-encode)'),
  backoff: BackoffSchema.prefault({}),
}).describe('Ingest defaults; each camera may override them');

export const WindowsSchema = z.strictObject({
  hangoverSeconds: z.number().min(0).max(60).default(2).describe('An activity window closes after this long without activity'),
  maxActivitySeconds: z.number().min(2).max(600).default(30).describe('Longest activity window; ongoing activity continues in a new one'),
  maxIdleSeconds: z.number().min(10).max(86400).default(600).describe('Longest idle window; quiet periods are coalesced up to this'),
  minActiveFrames: z.number().int().min(1).max(20).default(2).describe('Consecutive active frames needed to open an activity window (filters single-frame blips)'),
  sceneSeconds: z.number().min(0.5).max(60).default(2).describe('Length of the scene window that starts at a cut'),
  gapSeconds: z.number().min(1).max(3600).default(5).describe('A pause in frames longer than this closes the open window'),
  keyframeWidth: z.number().int().min(0).max(3840).default(640).describe('Width of keyframe JPEGs, decoded from the stream at full quality; 0 = no keyframes'),
  jpegQuality: z.number().int().min(10).max(100).default(85).describe('JPEG quality of keyframes'),
  progressSeconds: z.number().min(0).max(60).default(2).describe('While a window is open, publish its facts so far this often (window.progress: alerts fire before it closes, and end when nothing happens); 0 = never'),
}).describe('How frames are cut into windows');

/**
 * Per-camera overrides: a section's fields without their defaults, so that only what a camera
 * sets overrides the top-level section (zod's partial() would fill in defaults).
 */
function overridesOf<T extends z.ZodObject>(schema: T, section: string) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => {
      const f = field as z.ZodType;
      const inner = f instanceof z.ZodDefault || f instanceof z.ZodPrefault ? (f.unwrap() as z.ZodType) : f;
      return [key, inner.optional().describe(`${f.description ?? key} (overrides ${section}.${key})`)];
    }),
  );
  return z.strictObject(shape) as unknown as z.ZodType<Partial<z.infer<T>>>;
}

export const IngestOverrideSchema = overridesOf(IngestSchema, 'ingest');
export { DetectConfigSchema };

export const CameraSchema = z.strictObject({
  id: id.describe('Camera id used in paths, window ids and citations'),
  name: z.string().min(1).optional().describe('Human-readable name ("Loading dock")'),
  location: z.string().optional().describe('Location words the agent matches ("dock, back yard")'),
  url: z.string().min(1).describe('rtsp://host/path, a local file path, or synthetic:<scene>[?options]'),
  username: z.string().optional().describe('RTSP user name (instead of putting it in the URL)'),
  password: z.string().optional().describe('RTSP password; prefer passwordEnv'),
  passwordEnv: z.string().optional().describe('Name of an environment variable that holds the RTSP password'),
  timezone: z.string().default('UTC').describe('IANA time zone used to resolve natural-language times for this camera'),
  enabled: z.boolean().default(true).describe('Set false to keep the camera configured but not ingested'),
  ingest: IngestOverrideSchema.optional().describe('Per-camera overrides of the top-level ingest section'),
  detect: overridesOf(DetectConfigSchema, 'detect').optional().describe('Per-camera overrides of the top-level detect section'),
  windows: overridesOf(WindowsSchema, 'windows').optional().describe('Per-camera overrides of the top-level windows section'),
}).describe('A camera');

export const StorageSchema = z.strictObject({
  dataDir: z.string().default('./data').describe('Where recordings, keyframes, events and indexes live (--data-dir overrides)'),
  retentionDays: z.number().int().min(1).default(30).describe('Delete recordings and index partitions older than this'),
  diskBudgetGb: z.number().positive().optional().describe('Upper bound for recordings; oldest deleted first'),
}).describe('Storage');

export const ModelsSchema = z.strictObject({
  captioner: z.enum(['builtin', 'openai']).default('builtin').describe('Captioning provider'),
  embedder: z.enum(['builtin', 'openai', 'onnx']).default('builtin').describe('Embedding provider'),
  chat: z.enum(['none', 'openai']).default('none').describe('Chat model for the agent; none = offline planner'),
  openai: z.strictObject({
    baseUrl: z.string().url().default('https://api.openai.com/v1').describe('OpenAI-compatible server base URL'),
    apiKeyEnv: z.string().default('OPENAI_API_KEY').describe('Environment variable holding the API key'),
    captionModel: z.string().default('gpt-4o-mini').describe('VLM used for captions'),
    chatModel: z.string().default('gpt-4o-mini').describe('LLM used by the agent'),
    embeddingModel: z.string().default('text-embedding-3-small').describe('Embedding model'),
    timeoutMs: z.number().int().min(1000).default(60000).describe('Per-request timeout (each attempt; time queued for a slot does not count)'),
    concurrency: z.number().int().min(1).max(256).default(4).describe('Concurrent requests per role; GPU servers (vLLM) batch the requests in flight, so this is the batching lever: set it near the server batch size'),
    maxQueue: z.number().int().min(0).max(100000).default(256).describe('Calls allowed to wait for a free slot; beyond this a call fails at once (overloaded)'),
    maxRetries: z.number().int().min(0).max(10).default(2).describe('Retries of a call after timeouts, HTTP 429, 5xx or connection errors (never other 4xx)'),
    retryInitialMs: z.number().int().min(10).default(500).describe('Delay before the first retry; doubles per retry, with +-30% jitter'),
    retryMaxMs: z.number().int().min(10).default(10000).describe('Cap on a retry delay (a server Retry-After up to 60 s is honoured beyond it)'),
    imageDetail: z.enum(['low', 'high', 'auto']).default('low').describe('Image detail requested for keyframes (OpenAI: low = 85 tokens per image; many local servers ignore it)'),
    maxImages: z.number().int().min(1).max(32).default(6).describe('Most keyframes sent per caption request (evenly chosen when a window has more)'),
    captionMaxTokens: z.number().int().min(64).max(8192).default(800).describe('Most tokens a caption answer may use'),
    jsonMode: z.boolean().default(true).describe('Ask the server for a JSON object (response_format json_object); turn off for servers that reject it'),
    embeddingDimension: z.number().int().min(1).max(16384).default(1536).describe('Dimension of the embedding model; checked against the server at start-up and must match the index'),
    embeddingBatchSize: z.number().int().min(1).max(2048).default(64).describe('Texts per /v1/embeddings request'),
  }).prefault({}).describe('OpenAI-compatible server settings'),
  builtin: z.strictObject({
    ocr: z.boolean().default(true).describe('Read visible text on keyframes of activity windows (PaddleOCR v4 on onnxruntime, CPU, ~150 ms per keyframe)'),
    objects: z.boolean().default(true).describe('Count COCO objects (person, car, truck, ...) on keyframes of activity windows (CenterNet on TF.js wasm, ~300 ms per keyframe)'),
    minTextConfidence: z.number().min(0).max(1).default(0.6).describe('OCR results below this confidence are dropped'),
    minObjectScore: z.number().min(0).max(1).default(0.35).describe('Detections below this score are dropped'),
    embeddingDimension: z.number().int().min(32).max(4096).default(384).describe('Dimension of the builtin lexical embedder'),
  }).prefault({}).describe('The offline builtin captioner and embedder'),
  onnx: z.strictObject({
    dir: z.string().optional().describe('Directory with a CLIP-style model: text.onnx, image.onnx, tokenizer.json, config.json (needed when embedder is onnx)'),
    device: z.enum(['cpu', 'cuda']).default('cpu').describe('Execution provider; cuda falls back to cpu with a warning when unavailable'),
    batchSize: z.number().int().min(1).max(1024).default(16).describe('Inputs per inference call'),
  }).prefault({}).describe('Local ONNX models'),
  captionConcurrency: z.number().int().min(1).max(256).default(2).describe('Windows captioned at once'),
}).describe('Model providers per role');

export const BackendsSchema = z.strictObject({
  bus: z.enum(['memory', 'redis']).default('memory').describe('Message bus between stages'),
  redisUrl: z.string().default('redis://127.0.0.1:6379').describe('Redis URL when bus is redis'),
  redis: z.strictObject({
    keyPrefix: z.string().default('vigil:').describe('Prefix of every key; one stream per topic at <prefix><topic>, dead letters at <prefix>dead:<topic>'),
    maxLen: z.number().int().min(1000).default(100000).describe('Approximate cap on each stream (XADD MAXLEN ~); oldest entries are trimmed beyond it'),
    maxBacklog: z.number().int().min(1).default(50000).describe('Undelivered + unacked entries of a consumer group above which publishing waits; keep it well below maxLen so trimming never eats unprocessed windows'),
    backlogWaitMs: z.number().int().min(0).default(10000).describe('Longest a publish waits for the backlog to fall before publishing anyway (counted and logged); 0 = never wait'),
    claimIdleMs: z.number().int().min(100).default(30000).describe('An entry pending this long (its consumer died or hung) is taken over by another consumer of the group'),
    maxDeliveries: z.number().int().min(1).max(100).default(5).describe('Deliveries after which a failing entry moves to the dead-letter stream'),
    retryDelayMs: z.number().int().min(10).default(1000).describe('Delay before redelivering an entry whose handler failed; doubles per delivery, with +-30% jitter'),
    connectTimeoutMs: z.number().int().min(100).default(5000).describe('Give up connecting to Redis at start-up after this long (a clear error instead of a hang)'),
  }).prefault({}).describe('Redis Streams bus settings (when bus is redis)'),
  index: z.enum(['lancedb', 'qdrant']).default('lancedb').describe('Window index backend'),
  qdrantUrl: z.string().optional().describe('Qdrant URL when index is qdrant'),
}).describe('Bus and index backends');

export const AgentSchema = z.strictObject({
  rewindFps: z.number().positive().max(30).default(4).describe('Frames per second the agent decodes when it goes back to the recordings (higher than indexing uses)'),
  maxSteps: z.number().int().min(2).max(50).default(12).describe('Tool calls the LLM agent may make before it must finish'),
  tokenBudget: z.number().int().min(2000).default(24_000).describe('Estimated tokens of history the LLM agent keeps; older tool results are trimmed beyond it'),
  defaultTimezone: z.string().default('UTC').describe('Time zone for cameras that are not in the config (footage ingested from files)'),
}).describe('Query agent (vigil ask)');

export const ServerSchema = z.strictObject({
  host: z.string().default('127.0.0.1').describe('Address the dashboard/API listens on'),
  port: z.number().int().min(0).max(65535).default(8080).describe('Port the dashboard/API listens on'),
  authTokenEnv: z.string().optional().describe('Environment variable holding a bearer token required by the API'),
}).describe('Dashboard and HTTP API');

export const AlertsSchema = z.strictObject({
  enabled: z.boolean().default(true).describe('Evaluate alert rules in vigil run'),
  verifier: z.enum(['auto', 'builtin', 'vlm']).default('auto').describe('Second stage: auto = the vision model of models.captioner when it has one (a VLM provider such as openai), else the builtin facts; vlm = that model or a config error at start'),
  minSimilarity: z.number().min(0).max(1).default(0).describe('Prefilter: captioned windows whose embedding is less similar than this to the question are not verified (0 = off)'),
  catchUpMinutes: z.number().min(0).max(1440).default(10).describe('At start, evaluate closed windows of the last N minutes that no rule saw (a crash between close and evaluation loses nothing)'),
  silentGraceSeconds: z.number().min(1).max(3600).default(30).describe('An open alert whose camera sends nothing for endAfterSeconds plus this long is ended'),
  webhook: z.strictObject({
    secretEnv: z.string().default('VIGIL_WEBHOOK_SECRET').describe('Environment variable holding the HMAC-SHA256 secret that signs webhook bodies (webhooks are refused without it)'),
    timeoutMs: z.number().int().min(100).max(120_000).default(5000).describe('Per-request timeout of a webhook POST'),
  }).prefault({}).describe('Webhook deliveries'),
  delivery: z.strictObject({
    maxAttempts: z.number().int().min(1).max(100).default(8).describe('Attempts per delivery before it becomes a dead letter'),
    initialMs: z.number().int().min(10).default(1000).describe('Delay before the first retry'),
    maxMs: z.number().int().min(10).default(60_000).describe('Cap on a retry delay'),
    factor: z.number().min(1).default(2).describe('Growth of the delay per attempt'),
    jitter: z.number().min(0).max(1).default(0.3).describe('Random fraction added to or taken from each delay'),
  }).prefault({}).describe('Retries of every delivery (webhook, MQTT, Redis, bus)'),
  mqtt: z.strictObject({
    url: z.string().optional().describe('Broker URL (mqtt://host:1883); unset = no MQTT'),
    topicPrefix: z.string().regex(/^[^#+]+$/, 'no MQTT wildcards').default('vigil').describe('Alerts go to <prefix>/alerts, availability to <prefix>/available'),
    username: z.string().optional().describe('Broker user name'),
    passwordEnv: z.string().optional().describe('Environment variable holding the broker password'),
    clientId: z.string().optional().describe('MQTT client id (default vigil-<host>-<pid>)'),
  }).prefault({}).describe('MQTT deliveries (Home Assistant and friends)'),
}).describe('Alert rules: evaluation and delivery (rules themselves live in DATA/alerts/alerts.db, see vigil alerts)');

export const ConfigSchema = z.strictObject({
  cameras: z.array(CameraSchema).default([]).describe('Cameras to ingest'),
  ingest: IngestSchema.prefault({}),
  detect: DetectConfigSchema.prefault({}),
  windows: WindowsSchema.prefault({}),
  storage: StorageSchema.prefault({}),
  models: ModelsSchema.prefault({}),
  backends: BackendsSchema.prefault({}),
  agent: AgentSchema.prefault({}),
  server: ServerSchema.prefault({}),
  alerts: AlertsSchema.prefault({}),
}).describe('vigil configuration');

export type Config = z.infer<typeof ConfigSchema>;
export type CameraConfig = z.infer<typeof CameraSchema>;
export type IngestConfig = z.infer<typeof IngestSchema>;
export type BackoffConfig = z.infer<typeof BackoffSchema>;
export type WindowsConfig = z.infer<typeof WindowsSchema>;
export type ModelsConfig = z.infer<typeof ModelsSchema>;
export type OpenAIConfig = ModelsConfig['openai'];
export type AlertsConfig = z.infer<typeof AlertsSchema>;
