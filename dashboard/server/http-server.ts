// The HTTP server worker: the Hono app on Node's http server (@hono/node-server), plus the
// live-event WebSocket on upgrade. Listens on server.host:server.port (0 = a free port);
// stop() closes sockets and connections and waits for the server to close.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Worker } from '../../core/worker/index.ts';
import { SystemError } from '../../core/errors.ts';
import type { EventSocketServer } from './ws-events.ts';

export class HttpServerWorker implements Worker {
  readonly name = 'http';
  private server?: Server;
  private stopping?: Promise<void>;

  /** `app` may be a function: the app is built at start, once the stages it serves exist. */
  constructor(private readonly o: { app: Hono | (() => Hono); events: EventSocketServer | (() => EventSocketServer); host: string; port: number }) {}
  private events?: EventSocketServer;

  async start(): Promise<void> {
    const app = typeof this.o.app === 'function' ? this.o.app() : this.o.app;
    const events = (this.events = typeof this.o.events === 'function' ? this.o.events() : this.o.events);
    const server = createAdaptorServer({ fetch: app.fetch }) as Server;
    server.on('upgrade', (req, socket, head) => {
      if (!events.handleUpgrade(req, socket, head)) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
    });
    server.requestTimeout = 0; // clips and asks may stream for minutes
    // Long keep-alive: a client reusing a socket just as the server closes it gets "other side
    // closed" (seen under 50 concurrent clients with the 5 s default).
    server.keepAliveTimeout = 30_000;
    server.headersTimeout = 35_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', (err) => reject(new SystemError(`cannot listen on ${this.o.host}:${this.o.port}: ${err.message}`, { cause: err })));
      server.listen(this.o.port, this.o.host, resolve);
    });
    this.server = server;
  }

  get url(): string {
    const a = this.server?.address() as AddressInfo | null;
    if (!a) throw new SystemError('the HTTP server is not listening');
    const host = a.family === 'IPv6' ? `[${a.address}]` : a.address;
    return `http://${host}:${a.port}`;
  }

  stop(): Promise<void> {
    return (this.stopping ??= (async () => {
      this.events?.close();
      const server = this.server;
      if (!server) return;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 2000).unref();
      });
    })());
  }
}
