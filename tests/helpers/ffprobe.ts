// ffprobe as an independent judge of what vigil recorded.
import { execFileSync } from 'node:child_process';

export interface ProbedFile { codec: string; width: number; height: number; duration: number; startTime: number }

export function ffprobe(path: string): ProbedFile {
  const out = execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries',
    'stream=codec_name,width,height:format=duration,start_time', '-of', 'json', path], { encoding: 'utf8' });
  const j = JSON.parse(out) as { streams: { codec_name: string; width: number; height: number }[]; format: { duration: string; start_time: string } };
  return { codec: j.streams[0].codec_name, width: j.streams[0].width, height: j.streams[0].height, duration: Number(j.format.duration), startTime: Number(j.format.start_time) };
}

/** Decodes the whole file; throws if ffmpeg reports any error. */
export function decodesCleanly(path: string): boolean {
  const r = execFileSync('ffmpeg', ['-v', 'error', '-i', path, '-f', 'null', '-'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return r.trim() === '';
}
