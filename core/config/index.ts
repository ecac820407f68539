export * from './schema.ts';
export * from './load.ts';
export * from './resolve-models.ts';
export * from './resolve-alerts.ts';
export type { Region } from './detect-config.ts';
