// Pins: stretches of a camera's footage that retention must keep (an alert fired there, a
// person pinned a window). DATA/pins.jsonl is an append-only log of pin and unpin lines; the
// last line for an id wins, so pinning twice is harmless and the file survives a torn write.
import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';

export const PinInputSchema = z.strictObject({
  camera: z.string().min(1),
  from: z.number().describe('Epoch ms, inclusive'),
  to: z.number().describe('Epoch ms, exclusive'),
  reason: z.string().min(1).describe('e.g. "alert:<id>" or "pinned by <user>"'),
}).refine((p) => p.to > p.from, { message: 'a pin must end after it starts' });
export type PinInput = z.infer<typeof PinInputSchema>;

const PinLineSchema = z.union([
  z.strictObject({ op: z.literal('pin'), id: z.string(), camera: z.string(), from: z.number(), to: z.number(), reason: z.string(), at: z.number() }),
  z.strictObject({ op: z.literal('unpin'), id: z.string(), at: z.number() }),
]);

export interface Pin extends PinInput {
  id: string;
  at: number;
}

export function pinsPath(dataDir: string): string {
  return join(dataDir, 'pins.jsonl');
}

// After a crash mid-write the file can end in half a line; start on a fresh line so the
// torn one stays alone (and ignored) instead of swallowing the next.
function endsTorn(path: string): boolean {
  const size = statSync(path, { throwIfNoEntry: false })?.size ?? 0;
  if (size === 0) return false;
  const fd = openSync(path, 'r');
  try {
    const last = Buffer.alloc(1);
    readSync(fd, last, 0, 1, size - 1);
    return last[0] !== 0x0a;
  } finally {
    closeSync(fd);
  }
}

function append(dataDir: string, line: z.infer<typeof PinLineSchema>): void {
  mkdirSync(dataDir, { recursive: true });
  const path = pinsPath(dataDir);
  appendFileSync(path, (endsTorn(path) ? '\n' : '') + JSON.stringify(line) + '\n');
}

/** Pins footage; the id is derived from the input, so the same pin twice is one pin. */
export function pin(dataDir: string, input: PinInput, now = Date.now()): Pin {
  const p = PinInputSchema.parse(input);
  const id = createHash('sha1').update(JSON.stringify([p.camera, p.from, p.to, p.reason])).digest('hex').slice(0, 16);
  append(dataDir, { op: 'pin', id, ...p, at: now });
  return { id, ...p, at: now };
}

export function unpin(dataDir: string, id: string, now = Date.now()): void {
  append(dataDir, { op: 'unpin', id, at: now });
}

/** Pins in force, oldest first. */
export function readPins(dataDir: string): Pin[] {
  const path = pinsPath(dataDir);
  if (!existsSync(path)) return [];
  const live = new Map<string, Pin>();
  for (const text of readFileSync(path, 'utf8').split('\n')) {
    if (!text) continue;
    let line;
    try {
      line = PinLineSchema.safeParse(JSON.parse(text)).data;
    } catch {
      continue; // torn last line
    }
    if (!line) continue;
    if (line.op === 'unpin') live.delete(line.id);
    else live.set(line.id, { id: line.id, camera: line.camera, from: line.from, to: line.to, reason: line.reason, at: line.at });
  }
  return [...live.values()].sort((a, b) => a.from - b.from);
}

/** Whether [from, to) of a camera overlaps any of the ranges. */
export function isPinned(ranges: { camera: string; from: number; to: number }[], camera: string, from: number, to: number): boolean {
  return ranges.some((p) => p.camera === camera && p.from < to && p.to > from);
}
