// Rollups for global browsing: per camera, per UTC hour and day, what happened (activity,
// objects, text, lighting, notable events, gaps), with a plain summary and optionally one
// written by a chat model.
export { RollupBuilder, type RollupBuilderOptions } from './rollup-builder.ts';
export { readRollups, readRollupDay, rollupDates, rollupsDir, rollupFilePath, type ReadRollupsOptions } from './rollup-store.ts';
export { summarizeRollup, plainSummary, SUMMARY_PROMPT_VERSION } from './rollup-summary.ts';
export { DEFAULT_ROLLUP_OPTIONS, type RollupOptions } from './rollup-compute.ts';
export { objectForTrack, normalizeWord } from './rollup-facts.ts';
export { writeJsonAtomic, readJsonFile } from './json-file.ts';
export { RollupSchema, RollupDayFileSchema, type Rollup, type RollupDayFile, type NotableEvent, type NotableKind } from './rollup-schema.ts';
