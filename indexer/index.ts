// The indexer stage: captions closed windows (and, next, indexes them).
export { CaptionWorker, type CaptionWorkerOptions, type CaptionStats } from './caption-worker.ts';
export { readCaptions, readFailures, type CaptionFailure } from './caption-store.ts';
export { startCaptioning } from './captioning.ts';
