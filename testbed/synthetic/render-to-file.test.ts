// Real encode, real decode: files ffprobe accepts, and a clock strip that survives x264,
// decoding and a downscale to 320 px wide RGB (the size analysis works at).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeClockStrip, parseSyntheticUrl, renderToFile, type GroundTruth } from './index.ts';

const START = Date.parse('2026-11-30T09:15:00Z');
const dir = mkdtempSync(join(tmpdir(), 'vigil-render-'));

function probe(file: string) {
  const out = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name,width,height:format=duration', '-of', 'json', file], { encoding: 'utf8' });
  const j = JSON.parse(out) as { streams: { codec_name: string; width: number; height: number }[]; format: { duration: string } };
  return { ...j.streams[0], duration: Number(j.format.duration) };
}

/** Decodes a file to raw RGB at a width of outW, as a GStreamer analysis branch would. */
function decodeToRgb(file: string, outW: number, outH: number): Buffer {
  const raw = join(dir, `${outW}-${Math.random().toString(36).slice(2)}.rgb`);
  execFileSync('gst-launch-1.0', ['-q', 'filesrc', `location=${file}`, '!', 'decodebin', '!', 'videoconvert', '!', 'videoscale', '!',
    `video/x-raw,format=RGB,width=${outW},height=${outH}`, '!', 'filesink', `location=${raw}`]);
  return readFileSync(raw);
}

describe('renderToFile', () => {
  for (const [w, h] of [[640, 360], [1280, 720]]) {
    it(`renders ${w}x${h} H.264 whose clock decodes at 320 px RGB`, async () => {
      const out = join(dir, `street-${w}.ts`);
      const progress: number[] = [];
      const res = await renderToFile(parseSyntheticUrl(`synthetic:street?width=${w}&height=${h}&fps=10&duration=3`), {
        out, startMs: START, onProgress: (p) => progress.push(p.fraction),
      });
      expect(res.frames).toBe(30);
      expect(progress.at(-1)).toBe(1);
      const p = probe(out);
      expect(p).toMatchObject({ codec_name: 'h264', width: w, height: h });
      expect(p.duration).toBeGreaterThan(2.7);
      expect(p.duration).toBeLessThan(3.3);
      const timeline = JSON.parse(readFileSync(res.timelinePath, 'utf8')) as GroundTruth;
      expect(timeline).toMatchObject({ startMs: START, start: '2026-11-30T09:15:00.000Z', endMs: START + 3000 });

      // 320 px wide RGB: 960-byte rows; 322 px: GStreamer pads 966-byte rows to 968.
      for (const [ow, stride] of [[320, 960], [322, 968]]) {
        const rgb = decodeToRgb(out, ow, 180), size = stride * 180;
        expect(rgb.length).toBe(size * 30);
        for (let i = 0; i < 30; i++) {
          const clock = decodeClockStrip(rgb.subarray(i * size, (i + 1) * size), ow, 180, { format: 'RGB', stride });
          expect(clock, `frame ${i}`).toBe(START + i * 100);
        }
      }
    });
  }

  it('writes MP4 too, and refuses unknown extensions', async () => {
    const out = join(dir, 'quiet.mp4');
    await renderToFile(parseSyntheticUrl('synthetic:quiet?width=320&height=180&fps=5&duration=2'), { out, startMs: START });
    expect(probe(out)).toMatchObject({ codec_name: 'h264', width: 320, height: 180 });
    await expect(renderToFile(parseSyntheticUrl('synthetic:quiet'), { out: join(dir, 'x.avi') })).rejects.toThrow(/\.ts .*\.mp4/);
  });
});
