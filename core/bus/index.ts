export * from './bus.ts';
export * from './topics.ts';
export { MemoryBus, type MemoryBusOptions } from './memory-bus.ts';
