// The live-event WebSocket at /api/events: the upgrade is authenticated like any request
// (bearer header or session cookie; refused with 401 before any WebSocket exists), then every
// hub event goes to the socket as JSON. A socket that cannot keep up (over 1 MiB buffered)
// misses events instead of holding up the others; the count is sent in the next `lagged`
// message. Client messages are parsed with zod: {type: 'ping'} is answered with a pong.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { z } from 'zod';
import { authenticate, type Authenticator } from '../auth/authenticate.ts';
import type { EventHub } from './event-hub.ts';

const MAX_BUFFERED = 1 << 20;
const ClientMessageSchema = z.discriminatedUnion('type', [z.strictObject({ type: z.literal('ping'), id: z.string().max(64).optional() })]);

export class EventSocketServer {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });

  constructor(private readonly hub: EventHub, private readonly auth: Authenticator) {
    this.wss.on('connection', (ws) => this.attach(ws));
  }

  /** Handles an HTTP upgrade; returns false when the path is not ours. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/api/events') return false;
    const role = authenticate(this.auth, { authorization: req.headers.authorization, cookie: req.headers.cookie });
    if (!role) {
      const body = JSON.stringify({ error: { code: 'unauthorized', message: 'a token is required: Authorization: Bearer <token>, or the session cookie' } });
      socket.end(`HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
      return true;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.wss.emit('connection', ws, req));
    return true;
  }

  get clients(): number {
    return this.wss.clients.size;
  }

  private attach(ws: WebSocket): void {
    let missed = 0;
    const off = this.hub.subscribe((e) => {
      if (ws.readyState !== ws.OPEN) return;
      if (ws.bufferedAmount > MAX_BUFFERED) { missed++; return; }
      if (missed) { ws.send(JSON.stringify({ type: 'lagged', missed })); missed = 0; }
      ws.send(JSON.stringify(e));
    });
    ws.on('message', (data) => {
      let parsed;
      try {
        parsed = ClientMessageSchema.safeParse(JSON.parse(String(data)));
      } catch {
        parsed = undefined;
      }
      if (parsed?.success) ws.send(JSON.stringify({ type: 'pong', ...(parsed.data.id ? { id: parsed.data.id } : {}) }));
      else ws.send(JSON.stringify({ type: 'error', error: { code: 'invalid_message', message: 'send {"type":"ping"}; events are sent by the server' } }));
    });
    ws.on('close', off);
    ws.on('error', off);
    ws.send(JSON.stringify({ type: 'hello' }));
  }

  close(): void {
    for (const ws of this.wss.clients) ws.close(1001, 'server stopping');
    this.wss.close();
  }
}
