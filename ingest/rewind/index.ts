// Rewind: frames from the recordings for any range, with the true time of each and the
// reason for every stretch without footage.
export { rewind, type RewindOptions, type RewindFrame, type RewindResult, type MissingRange, type MissingReason } from './rewind.ts';
