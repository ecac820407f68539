// A scripted OpenAI-compatible HTTP server on 127.0.0.1 for tests (the one outside service
// vigil talks to that cannot be reached here). Serves /v1/chat/completions and /v1/embeddings;
// each request takes the next scripted reply for its route (or a handler's answer): a JSON
// body, a status with headers (429 + Retry-After, 5xx), garbage, a delay, or a hang until the
// client aborts. Records every request and the most requests seen in flight at once.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRoute = 'chat' | 'embeddings';

export type FakeReply =
  /** A JSON body (status 200 unless given). */
  | { json: unknown; status?: number; headers?: Record<string, string>; delayMs?: number }
  /** Raw text, e.g. not JSON at all. */
  | { body: string; status?: number; headers?: Record<string, string>; delayMs?: number }
  /** Never answer; the connection stays open until the client gives up. */
  | { hang: true };

export interface RecordedRequest {
  route: FakeRoute | 'other';
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** Parsed JSON body (undefined when the body was not JSON). */
  body: any;
  receivedAt: number;
  /** Set when the client closed the connection before a reply was sent. */
  aborted: boolean;
}

export type FakeHandler = (req: RecordedRequest, index: number) => FakeReply | Promise<FakeReply>;

/** A chat completion body with `content` (and optional tool calls) as the assistant message. */
export function chatReply(content: string | null, opts: { toolCalls?: { id: string; name: string; arguments: string }[]; promptTokens?: number; completionTokens?: number; model?: string } = {}): FakeReply {
  return {
    json: {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: opts.model ?? 'fake-model',
      choices: [{
        index: 0,
        finish_reason: opts.toolCalls?.length ? 'tool_calls' : 'stop',
        message: {
          role: 'assistant',
          content,
          ...(opts.toolCalls?.length ? {
            tool_calls: opts.toolCalls.map((t) => ({ id: t.id, type: 'function', function: { name: t.name, arguments: t.arguments } })),
          } : {}),
        },
      }],
      usage: { prompt_tokens: opts.promptTokens ?? 100, completion_tokens: opts.completionTokens ?? 20, total_tokens: (opts.promptTokens ?? 100) + (opts.completionTokens ?? 20) },
    },
  };
}

/** An embeddings body with the given vectors, in input order. */
export function embeddingsReply(vectors: number[][], opts: { promptTokens?: number } = {}): FakeReply {
  return {
    json: {
      object: 'list',
      model: 'fake-embedder',
      data: vectors.map((embedding, index) => ({ object: 'embedding', index, embedding })),
      usage: { prompt_tokens: opts.promptTokens ?? vectors.length * 5, total_tokens: opts.promptTokens ?? vectors.length * 5 },
    },
  };
}

/** An OpenAI-style error body with a status (and headers such as Retry-After). */
export function errorReply(status: number, message = `fake error ${status}`, headers: Record<string, string> = {}): FakeReply {
  return { status, headers, json: { error: { message, type: 'fake_error', code: null, param: null } } };
}

export class FakeOpenAIServer {
  readonly requests: RecordedRequest[] = [];
  inFlight = 0;
  maxInFlight = 0;
  private readonly queues: Record<FakeRoute, FakeReply[]> = { chat: [], embeddings: [] };
  private readonly handlers: Partial<Record<FakeRoute, FakeHandler>> = {};
  private readonly counts: Record<FakeRoute, number> = { chat: 0, embeddings: 0 };

  private constructor(private readonly server: Server, readonly baseUrl: string) {}

  static async start(): Promise<FakeOpenAIServer> {
    let self: FakeOpenAIServer | undefined;
    const server = createServer((req, res) => void self!.onRequest(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    self = new FakeOpenAIServer(server, `http://127.0.0.1:${port}/v1`);
    return self;
  }

  /** Scripted replies, used in order before any handler. */
  enqueue(route: FakeRoute, ...replies: FakeReply[]): this {
    this.queues[route].push(...replies);
    return this;
  }

  /** Answers requests of a route once its queue is empty. */
  handle(route: FakeRoute, handler: FakeHandler): this {
    this.handlers[route] = handler;
    return this;
  }

  requestsTo(route: FakeRoute): RecordedRequest[] {
    return this.requests.filter((r) => r.route === route);
  }

  /** Clears scripts, records and counters between tests. */
  reset(): void {
    this.requests.length = 0;
    this.queues.chat.length = 0;
    this.queues.embeddings.length = 0;
    delete this.handlers.chat;
    delete this.handlers.embeddings;
    this.counts.chat = this.counts.embeddings = 0;
    this.maxInFlight = this.inFlight;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections(); // hanging requests would keep close() waiting forever
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    let done = false;
    const finish = () => { if (!done) { done = true; this.inFlight--; } };
    res.on('close', finish);
    const text = await readBody(req);
    const path = (req.url ?? '').split('?')[0];
    const route: FakeRoute | 'other' = path.endsWith('/chat/completions') ? 'chat' : path.endsWith('/embeddings') ? 'embeddings' : 'other';
    const record: RecordedRequest = { route, method: req.method ?? '', path, headers: req.headers, body: parseJson(text), receivedAt: Date.now(), aborted: false };
    this.requests.push(record);
    res.on('close', () => { if (!res.writableFinished) record.aborted = true; });
    const reply = route === 'other' ? errorReply(404, `no route ${path}`) : await this.nextReply(route, record);
    if ('hang' in reply) return; // the client's abort closes the socket; 'close' fires finish()
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    if (res.destroyed) return;
    const body = 'json' in reply ? JSON.stringify(reply.json) : reply.body;
    res.writeHead(reply.status ?? 200, { 'content-type': 'json' in reply ? 'application/json' : 'text/plain', ...reply.headers });
    res.end(body);
  }

  private async nextReply(route: FakeRoute, record: RecordedRequest): Promise<FakeReply> {
    const index = this.counts[route]++;
    const queued = this.queues[route].shift();
    if (queued) return queued;
    const handler = this.handlers[route];
    // 418: a 4xx that the call policy does not retry, so an unscripted request fails loudly once.
    return handler ? handler(record, index) : errorReply(418, `fake server: no reply scripted for ${route} request ${index}`);
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  try { return JSON.parse(text); } catch { return undefined; }
}
