// Bus delivery: alert events on the topics alert.new / alert.update / alert.end, which the
// dashboard's WebSocket (and any other stage) subscribes to.
import type { AlertEvent } from '../../core/alert.ts';
import type { Bus } from '../../core/bus/index.ts';
import type { Sender } from './sender.ts';

export class BusSender implements Sender {
  readonly kind = 'bus';

  constructor(private readonly bus: Bus) {}

  async send(event: AlertEvent): Promise<void> {
    await this.bus.publish(`alert.${event.type}`, event);
  }
}
