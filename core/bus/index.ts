// The bus, used through this file: the interface, topics, both backends, and createBus(),
// which picks the backend from config (backends.bus) so that stages never name one.
export * from './bus.ts';
export * from './topics.ts';
export { MemoryBus, type MemoryBusOptions } from './memory-bus.ts';
export { RedisBus, type RedisBusOptions, type RedisBusStats } from './redis-bus.ts';
export { createBus, type CreateBusOptions } from './create-bus.ts';
export { connectRedis, closeQuietly, type RedisClient } from './redis-connect.ts';
