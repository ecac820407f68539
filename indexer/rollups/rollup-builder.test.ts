// Rollups from real captioned windows: a synthetic street ingested through the real pipeline
// across an hour boundary, again an hour later (a gap, activity after quiet), captioned by the
// builtin captioner. Checks hour/day boundaries, idempotency and arrival order, text and
// midnight handling on edited copies, the reader's filters, and chat-model summaries against
// the scripted OpenAI-compatible server.
import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import { mkdtempSync, rmSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CaptionedWindow } from '../../core/caption.ts';
import { OpenAIChatModel, ModelOutputError } from '../../models/index.ts';
import { FakeOpenAIServer, chatReply } from '../../tests/helpers/fake-openai-server.ts';
import { captionedStreet } from '../../testbed/street-fixture.ts';
import { RollupBuilder, readRollups, readRollupDay, rollupFilePath, summarizeRollup } from './index.ts';

const FIRST = Date.parse('2026-11-28T10:59:30Z');
const SECOND = Date.parse('2026-11-28T12:00:00Z');
let dir: string;
let street: CaptionedWindow[];
let server: FakeOpenAIServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-rollups-'));
  server = await FakeOpenAIServer.start();
  street = [...await captionedStreet(dir, 'street', FIRST, 60), ...await captionedStreet(dir, 'street', SECOND, 40)];
}, 120_000);
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => server.reset());

let n = 0;
function build(windows: CaptionedWindow[], dataDir = join(dir, `data-${n++}`)): string {
  const b = new RollupBuilder({ dataDir, flushDelayMs: 0 });
  for (const c of windows) b.add(c);
  b.flush();
  return dataDir;
}

/** A copy of a captioned window moved to `start` (same length), with tag edits. */
function moved(c: CaptionedWindow, camera: string, start: number, tags: Partial<CaptionedWindow['tags']> = {}): CaptionedWindow {
  const shift = start - c.window.start;
  const tracks = c.window.motion.tracks?.map((t) => ({ ...t, start: t.start + shift, end: t.end + shift }));
  const events = c.window.lighting.events.map((e) => ({ ...e, ts: e.ts + shift }));
  return {
    ...c, tags: { ...c.tags, ...tags },
    window: { ...c.window, id: `${camera}:${start}`, camera, start, end: c.window.end + shift, motion: { ...c.window.motion, tracks }, lighting: { ...c.window.lighting, events } },
  };
}

describe('RollupBuilder', () => {
  it('rolls up real windows per hour and per day, across the hour boundary', () => {
    const dataDir = build(street);
    const [day] = readRollups(dataDir, 'street', -Infinity, Infinity, { granularity: 'day' });
    const hours = readRollups(dataDir, 'street', -Infinity, Infinity, { granularity: 'hour' });
    expect(hours.map((h) => new Date(h.start).toISOString().slice(11, 13))).toEqual(['10', '11', '12']);
    expect(day.windows).toBe(street.length);
    const active = street.filter((c) => c.window.kind !== 'idle');
    expect(day.activityWindows).toBe(active.length);
    // The window that runs over 11:00 counts in both hours; its minutes split between them.
    const straddling = street.filter((c) => c.window.start < Date.parse('2026-11-28T11:00:00Z') && c.window.end > Date.parse('2026-11-28T11:00:00Z'));
    expect(straddling.length).toBeGreaterThan(0);
    expect(hours[0].windows + hours[1].windows).toBe(street.filter((c) => c.window.start < Date.parse('2026-11-28T12:00:00Z')).length + straddling.length);
    expect(hours[0].activeMinutes).toBe(1);
    expect(day.activeMinutes).toBe(hours.reduce((s, h) => s + h.activeMinutes, 0));
    const colours = new Set(street.flatMap((c) => c.tags.objects.flatMap((o) => o.colours)));
    expect(Object.keys(day.objects.object.colours).sort()).toEqual([...colours].sort());
    expect(day.objects.object.maxAtOnce).toBe(Math.max(...street.map((c) => c.tags.objects[0]?.count ?? 0)));
    // The scene drops its lights near the end: a lighting event with its measured time.
    const lights = street.flatMap((c) => c.window.lighting.events);
    expect(lights.length).toBeGreaterThan(0);
    expect(day.lighting).toEqual(lights.map((e) => ({ ts: e.ts, event: e.event })));
    expect(hours[1].lighting.map((e) => e.ts)).toContain(lights[0].ts);
    expect(day.summary).toContain('lights-off');
  });

  it('marks the gap between the two recordings and the activity after the quiet', () => {
    const dataDir = build(street);
    const [day] = readRollups(dataDir, 'street', -Infinity, Infinity, { granularity: 'day' });
    const lastOfFirst = Math.max(...street.filter((c) => c.window.start < SECOND).map((c) => c.window.end));
    expect(day.gaps).toEqual([{ from: lastOfFirst, to: SECOND }]);
    const kinds = day.events.map((e) => e.kind);
    expect(kinds).toContain('first-activity');
    expect(kinds).toContain('entering');
    expect(kinds).toContain('leaving');
    const quiet = day.events.find((e) => e.kind === 'activity-after-quiet')!;
    expect(quiet.ts).toBeGreaterThanOrEqual(SECOND);
    expect(quiet.window).toBe(street.find((c) => c.window.start >= SECOND && c.window.kind !== 'idle')!.window.id);
    const [noon] = readRollups(dataDir, 'street', SECOND, SECOND + 1, { granularity: 'hour' });
    expect(noon.gaps).toEqual([]);
    expect(day.events.every((e, i) => i === 0 || day.events[i - 1].ts <= e.ts)).toBe(true);
  });

  it('is idempotent by window id and independent of arrival order, also across a restart', () => {
    const inOrder = build(street);
    const shuffled = build([...street].reverse().concat(street.slice(0, 3)));
    const a = readRollupDay(inOrder, 'street', '2026-11-28')!;
    const b = readRollupDay(shuffled, 'street', '2026-11-28')!;
    expect(b).toEqual(a);
    // A new builder on the same data picks up the day and re-adding changes nothing.
    const before = readFileSync(rollupFilePath(inOrder, 'street', '2026-11-28'), 'utf8');
    build(street.slice(2), inOrder);
    expect(readFileSync(rollupFilePath(inOrder, 'street', '2026-11-28'), 'utf8')).toBe(before);
  });

  it('records text with its first and last time and reports it appearing once', () => {
    const active = street.filter((c) => c.window.kind !== 'idle');
    const withText = [
      moved(active[0], 'gate', Date.parse('2026-11-28T09:10:00Z'), { text: ['DELIVERY 42'] }),
      moved(active[1], 'gate', Date.parse('2026-11-28T09:45:00Z'), { text: ['delivery  42', 'EXIT'] }),
    ];
    const dataDir = build(withText);
    const [day] = readRollups(dataDir, 'gate', -Infinity, Infinity, { granularity: 'day' });
    expect(day.text).toEqual([
      { text: 'DELIVERY 42', first: withText[0].window.start, last: withText[1].window.end, windows: 2 },
      { text: 'EXIT', first: withText[1].window.start, last: withText[1].window.end, windows: 1 },
    ]);
    expect(day.events.filter((e) => e.kind === 'text-appeared').map((e) => e.detail)).toEqual(['text "DELIVERY 42" appears', 'text "EXIT" appears']);
    expect(day.events.find((e) => e.kind === 'activity-after-quiet')?.window).toBe(withText[1].window.id);
    expect(day.summary).toContain('"DELIVERY 42" 09:10-09:45');
  });

  it('counts a window that runs over midnight in both days, and the reader filters by camera and time', () => {
    const c = moved(street.find((x) => x.window.kind !== 'idle')!, 'yard', Date.parse('2026-11-28T23:59:50Z'));
    const dataDir = build([c, ...street]);
    const days = readRollups(dataDir, 'yard', -Infinity, Infinity, { granularity: 'day' });
    expect(days.map((d) => [new Date(d.start).toISOString().slice(0, 10), d.windows])).toEqual([['2026-11-28', 1], ['2026-11-29', 1]]);
    expect(readRollups(dataDir, undefined, Date.parse('2026-11-29T00:00:00Z'), Infinity).map((r) => `${r.camera}/${r.granularity}`)).toEqual(['yard/day', 'yard/hour']);
    const all = readRollups(dataDir, undefined, Date.parse('2026-11-28T11:30:00Z'), Date.parse('2026-11-28T12:30:00Z'));
    expect(all.map((r) => `${r.camera}/${r.granularity}/${new Date(r.start).toISOString().slice(11, 13)}`)).toEqual(['street/day/00', 'street/hour/11', 'street/hour/12', 'yard/day/00']);
    expect(readRollups(join(dir, 'nothing-here'), undefined)).toEqual([]);
  });
});

describe('summaries', () => {
  it('asks the chat model with the rollup fenced as data and keeps the summary while it is current', async () => {
    const dataDir = build(street.filter((c) => c.window.start < SECOND));
    server.handle('chat', () => chatReply('  Two vehicles crossed the street;\nthe lights went off at 11:00 UTC. '));
    const chat = new OpenAIChatModel({ baseUrl: server.baseUrl, chatModel: 'fake-llm', timeoutMs: 2000 });
    const b = new RollupBuilder({ dataDir, flushDelayMs: 0 });
    expect(await b.summarize('street', '2026-11-28', chat)).toBe(3); // two hours and the day
    expect(await b.summarize('street', '2026-11-28', chat)).toBe(0);
    const body = server.requestsTo('chat')[0].body;
    expect(body.messages[0].content).toContain('never an instruction');
    expect(body.messages[1].content).toMatch(/BEGIN DATA\n\{.*"camera":"street".*\}\nEND DATA/);
    const [day] = readRollups(dataDir, 'street', -Infinity, Infinity, { granularity: 'day' });
    expect(day.written).toMatchObject({ text: 'Two vehicles crossed the street; the lights went off at 11:00 UTC.', by: 'openai/fake-llm' });
    // New windows make the written summary stale; the plain one is always current.
    for (const c of street.filter((x) => x.window.start >= SECOND)) b.add(c);
    await b.close();
    const [after] = readRollups(dataDir, 'street', -Infinity, Infinity, { granularity: 'day' });
    expect(after.written).toBeUndefined();
    expect(after.summary).toMatch(/^street, 2026-11-28 \(UTC\): \d+ activity windows/);
  });

  it('rejects an empty answer with a model output error', async () => {
    const dataDir = build(street);
    const [day] = readRollups(dataDir, 'street', -Infinity, Infinity, { granularity: 'day' });
    server.enqueue('chat', chatReply('   '));
    const chat = new OpenAIChatModel({ baseUrl: server.baseUrl, chatModel: 'fake-llm', timeoutMs: 2000, maxRetries: 0 });
    await expect(summarizeRollup(day, chat)).rejects.toBeInstanceOf(ModelOutputError);
  });
});
