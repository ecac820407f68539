// Retention: deletes footage and derived data past storage.retentionDays, keeps recordings
// under storage.diskBudgetGb (oldest first), and never touches pinned footage.
export { RetentionWorker, type RetentionWorkerOptions, type RetentionReport } from './retention-worker.ts';
export { pin, unpin, readPins, isPinned, pinsPath, PinInputSchema, type Pin, type PinInput } from './pin-store.ts';
export { sweepRecordings, scanSegments, type SegmentFile, type DeletedCount, type Ranges, type RecordingsSweep } from './recordings-sweep.ts';
export { sweepKeyframes, sweepDayFiles, DAY_FILE_STORES, type DayFileStore } from './day-files-sweep.ts';
