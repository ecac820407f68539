export { rewind, type RewindOptions, type RewindFrame, type RewindResult } from './rewind.ts';
