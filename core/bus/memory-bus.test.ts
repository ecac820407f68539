// The in-process bus against the shared conformance suite. Every handle is the same
// MemoryBus: "several consumers" are several subscriptions to one group in this process.
import { busConformance } from './bus-conformance.ts';
import { MemoryBus } from './memory-bus.ts';

let current: MemoryBus;
busConformance('memory', {
  reset: async () => { current = new MemoryBus({ retryDelayMs: 20 }); },
  connect: async () => current,
});
