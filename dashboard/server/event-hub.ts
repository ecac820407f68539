// Live events for the WebSocket: camera state changes, windows closed and indexed, alerts.
// Every event is validated with its schema before it goes out; subscribers are the
// connected sockets (and tests). A slow socket never holds up the others (see ws-events.ts).
import { EventEmitter } from 'node:events';
import { z } from 'zod';

const Iso = z.string();
export const LiveEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('camera.state'), camera: z.string(), state: z.string(), lastError: z.string().nullable(), at: Iso }),
  z.strictObject({ type: z.literal('camera.added'), camera: z.string(), at: Iso }),
  z.strictObject({ type: z.literal('camera.removed'), camera: z.string(), at: Iso }),
  z.strictObject({ type: z.literal('window.closed'), id: z.string(), camera: z.string(), kind: z.string(), start: Iso, end: Iso }),
  z.strictObject({ type: z.literal('window.indexed'), id: z.string(), camera: z.string(), kind: z.string(), start: Iso, end: Iso }),
  z.strictObject({ type: z.enum(['alert.new', 'alert.update', 'alert.end']), alert: z.record(z.string(), z.unknown()) }),
]);
export type LiveEvent = z.infer<typeof LiveEventSchema>;

export class EventHub {
  private readonly emitter = new EventEmitter();
  private sent = 0;

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish(event: LiveEvent): void {
    const e = LiveEventSchema.parse(event);
    this.sent++;
    this.emitter.emit('event', e);
  }

  subscribe(listener: (e: LiveEvent) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  get published(): number {
    return this.sent;
  }

  get subscribers(): number {
    return this.emitter.listenerCount('event');
  }
}
