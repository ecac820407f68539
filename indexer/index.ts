// The indexer stage: captions closed windows (and, next, indexes them).
export { CaptionWorker, type CaptionWorkerOptions, type CaptionStats } from './caption-worker.ts';
export { readCaptions, readFailures, type CaptionFailure } from './caption-store.ts';
export { openIndexing, startIndexing, type Indexing, type IndexingStats, type IndexingOptions } from './indexer-stage.ts';
export { IndexWriter } from './index-writer.ts';
export { openWindowIndex, type WindowIndex, type SearchHit, type SearchQuery } from './window-index/index.ts';
export { RetentionWorker, pin, unpin, readPins, type Pin, type PinInput } from './retention/index.ts';
export { readRollups } from './rollups/index.ts';
export { readEntities } from './entities/index.ts';
export { sizeClass } from './entities/index.ts';
