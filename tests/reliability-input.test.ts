// Odd and damaged input through the CLI, as a user meets it: a date that does not exist, a
// start so late the footage would run past year 9999, an MP4 cut in half, a torn line in a
// captions file, a damaged status.json, unknown cameras and path-like camera ids. Each gets a
// clear message and the right exit code; nothing is silently changed or lost.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync, appendFileSync, readdirSync, existsSync, statSync, openSync, readSync, closeSync, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToFile, parseSyntheticUrl } from '../testbed/synthetic/index.ts';
import { runVigil } from './helpers/cli.ts';

let dir: string, data: string, half: string, full: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-rel-input-'));
  data = join(dir, 'data');
  full = join(dir, 'full.mp4');
  await renderToFile(parseSyntheticUrl('synthetic:street?width=320&height=180&fps=10&duration=20'), { out: full, startMs: Date.parse('2026-11-28T10:00:00Z') });
  // Cameras export MP4 with the index first ("faststart"); cut such a file in half.
  const fast = join(dir, 'fast.mp4');
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', full, '-c', 'copy', '-movflags', '+faststart', fast]);
  half = join(dir, 'half.mp4');
  const size = statSync(fast).size;
  const buf = Buffer.alloc(Math.floor(size / 2));
  const fd = openSync(fast, 'r');
  readSync(fd, buf, 0, buf.length, 0);
  closeSync(fd);
  writeFileSync(half, buf);
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ingest = (file: string, start: string, dataDir = data) =>
  runVigil(['--data-dir', dataDir, 'ingest', file, '--camera', 'yard', '--start', start, '--no-caption', '--no-progress']);

describe('bad input', () => {
  it('rejects a date that does not exist instead of storing another one', async () => {
    const r = await ingest(full, '2026-02-30T06:00:00Z', join(dir, 'feb'));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--start "2026-02-30T06:00:00Z" is not a valid date: no such day \(2026-02 has 28 days\)/);
    expect(existsSync(join(dir, 'feb', 'windows'))).toBe(false);
  });

  it('rejects footage that would run past year 9999, where stored files could not be found again', async () => {
    const r = await ingest(full, '9999-12-31T23:59:50Z', join(dir, 'late'));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/too late .* the latest time vigil can store/);
    const windows = join(dir, 'late', 'windows', 'yard');
    expect(existsSync(windows) ? readdirSync(windows).filter((f) => !/^\d{4}-/.test(f)) : []).toEqual([]);
  });

  it('warns when an MP4 ends early (cut in half) and ingests what is there', async () => {
    const r = await ingest(half, '2026-11-28T10:00:00Z');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/the file ends early/);
    expect(r.stderr).toMatch(/"declaredSeconds":20/);
  });

  it('warns about a torn line in a captions file, as it does for the windows file', async () => {
    const day = readdirSync(join(data, 'windows', 'yard'))[0];
    mkdirSync(join(data, 'captions', 'yard'), { recursive: true });
    appendFileSync(join(data, 'captions', 'yard', day), '{"window":{"id":"yard:1');
    const r = await runVigil(['--data-dir', data, 'windows', '--camera', 'yard']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/1 line\(s\) of the caption store could not be read/);
  });

  it('says a damaged status.json is damaged instead of crashing', async () => {
    writeFileSync(join(data, 'status.json'), '{"updated": "2026-11-28T10:00:00Z", "pid": 1, "cameras": [{"camera": "yard"');
    let r = await runVigil(['--data-dir', data, 'status']);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/status\.json is not valid JSON .*damaged/);
    writeFileSync(join(data, 'status.json'), '{"updated": "2026-11-28T10:00:00Z", "pid": 1, "cameras": [{"camera": "yard"}]}');
    r = await runVigil(['--data-dir', data, 'status']);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/is not a vigil status file \(cameras\.0\.state/);
    expect(r.stderr).not.toMatch(/TypeError/);
  });

  it('treats unknown cameras and path-like ids as errors for search and windows', async () => {
    let r = await runVigil(['--data-dir', data, 'search', 'car', '--camera', 'nobody']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/unknown camera "nobody".*known cameras: yard/);
    r = await runVigil(['--data-dir', data, 'windows', '--camera', '../windows/yard']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/is not a camera id/);
  });
});
