// Issue 5: kill the indexer (SIGKILL) while windows are pending in Redis; restart; every
// window is indexed exactly once. Real redis-server, real Redis Streams bus, the real
// IndexWriter writing a real LanceDB index, in child processes so the kill is real.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { until } from './helpers/until.ts';
import { startRedisServer, type RedisServer } from './helpers/redis-server.ts';
import { RedisBus } from '../core/bus/index.ts';
import { LanceWindowIndex } from '../indexer/window-index/index.ts';
import { BuiltinCaptioner, LexicalEmbedder } from '../models/index.ts';
import { searchText, type CaptionedWindow } from '../core/caption.ts';
import { windowId, type Window } from '../core/window.ts';

const CHILD = fileURLToPath(new URL('./helpers/index-writer-process.ts', import.meta.url));
const TSX = import.meta.resolve('tsx');
const T0 = Date.parse('2026-11-30T06:00:00Z');
const N = 48;
let redis: RedisServer;
let dir: string;

beforeAll(async () => {
  redis = await startRedisServer();
  dir = mkdtempSync(join(tmpdir(), 'vigil-crash-'));
});
afterAll(async () => {
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Realistic captioned windows: builtin captions and lexical embeddings of varied windows. */
async function windows(): Promise<CaptionedWindow[]> {
  const captioner = new BuiltinCaptioner(), embedder = new LexicalEmbedder();
  const colours = ['red', 'white', 'blue', 'yellow'];
  const out: CaptionedWindow[] = [];
  for (let i = 0; i < N; i++) {
    const camera = `cam${i % 3}`, start = T0 + i * 60_000;
    const window: Window = {
      id: windowId(camera, start), camera, start, end: start + 30_000, kind: 'activity',
      activity: { peak: 0.05, mean: 0.02, activeFrames: 40, frames: 60 }, regions: [0.5, 0.2], grid: { cols: 2, rows: 1 },
      motion: { path: [], direction: i % 2 ? 'left-to-right' : 'right-to-left', colours: [colours[i % 4]], tracks: [] },
      lighting: { state: 'day', level: 0.5, events: [] }, cut: false, keyframes: [], closedBy: 'activity-end',
    };
    const c = await captioner.caption({ window, keyframes: [] });
    const [v] = await embedder.embedText([searchText(c)]);
    out.push({ window, caption: c.caption, tags: c.tags, provider: c.provider, model: c.model, promptVersion: c.promptVersion, embedding: Array.from(v), embedder: 'builtin/lexical', captionedAt: Date.now() });
  }
  return out;
}

function startIndexer(prefix: string, indexed: Set<string>, log: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', TSX, CHILD], {
    env: { ...process.env, REDIS_URL: redis.url, BUS_PREFIX: prefix, CLAIM_IDLE_MS: '1500', INDEX_DIR: join(dir, 'lancedb'), DIMENSION: '384' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let buf = '';
    child.stdout!.on('data', (d: Buffer) => {
      buf += d.toString();
      const lines = buf.split('\n');
      buf = lines.pop()!;
      for (const l of lines) {
        if (l === 'ready') resolve(child);
        else if (l.startsWith('indexed ')) { indexed.add(l.slice(8)); log.push(l.slice(8)); }
      }
    });
    child.stderr!.on('data', (d: Buffer) => { if (process.env.VIGIL_DEBUG) process.stderr.write(d); });
    child.once('exit', (code) => reject(new Error(`indexer exited early (${code})`)));
  });
}


describe('indexer crash with windows pending in Redis', () => {
  it('indexes every window exactly once after a SIGKILL and a restart', async () => {
    const prefix = redis.freshPrefix('crash');
    const all = await windows();
    const publisher = await RedisBus.connect({ url: redis.url, keyPrefix: prefix });
    const indexed = new Set<string>(), log: string[] = [];
    const first = await startIndexer(prefix, indexed, log);
    for (const captioned of all) await publisher.publish('window.captioned', { captioned });
    await until('a third indexed', () => indexed.size >= N / 3, 60_000);
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    const beforeRestart = indexed.size;
    expect(beforeRestart).toBeLessThan(N); // windows were still pending when it died

    const second = await startIndexer(prefix, indexed, log);
    try {
      await until('every window indexed', () => indexed.size === N, 60_000);
    } finally {
      second.kill('SIGTERM');
      await new Promise((r) => second.once('exit', r));
      await publisher.close();
    }
    const index = await LanceWindowIndex.open({ dir: join(dir, 'lancedb'), dimension: 384 });
    try {
      const rows = await index.list({ limit: 10_000 });
      const ids = rows.map((r) => r.window.id);
      expect(ids).toHaveLength(N);
      expect(new Set(ids).size).toBe(N);
      expect(new Set(ids)).toEqual(new Set(all.map((c) => c.window.id)));
      // A window the first indexer wrote but did not ack may be written again (an upsert);
      // nothing that was acked is delivered twice.
      const twice = log.filter((id, i) => log.indexOf(id) !== i);
      expect(twice.length).toBeLessThanOrEqual(4);
    } finally {
      await index.close();
    }
  }, 150_000);
});
