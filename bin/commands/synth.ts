// vigil synth: render synthetic CCTV scenes to H.264 files with their ground-truth timeline,
// and list the builtin scenes.
import { Command } from 'commander';
import { UserError } from '../../core/errors.ts';
import { formatDuration, parseIso, toIso } from '../../core/time.ts';
import { BUILTIN_SCENES, SYNTHETIC_OPTIONS, parseSyntheticUrl, renderToFile } from '../../testbed/synthetic/index.ts';
import { progressWriter } from './progress.ts';

/** "street" and "synthetic:street" both work; --duration replaces any duration= in the URL. */
function sceneUrl(scene: string, duration: string | undefined): string {
  let url = scene.startsWith('synthetic:') ? scene : `synthetic:${scene}`;
  if (duration !== undefined) {
    const seconds = Number(duration);
    if (!Number.isFinite(seconds) || seconds <= 0) throw new UserError(`--duration "${duration}" must be a positive number of seconds`);
    const [base, query = ''] = url.split('?', 2);
    const params = new URLSearchParams(query);
    params.set('duration', String(seconds));
    url = `${base}?${params.toString()}`;
  }
  return url;
}

export function register(program: Command): void {
  const synth = program.command('synth').description('Synthetic CCTV scenes: deterministic footage with a burned-in clock and a ground-truth timeline');

  synth.command('render')
    .description('Render a scene to an H.264 file (.ts or .mp4) and write <out>.timeline.json beside it')
    .argument('<scene-url>', 'builtin scene name or synthetic: URL, e.g. synthetic:street?width=1280&height=720&fps=15&seed=3, or synthetic:/path/scene.yaml')
    .requiredOption('--out <file>', 'output file; .ts (MPEG-TS) or .mp4')
    .option('--start <iso>', 'wall-clock time the burned-in clock shows at the first frame (default: now)')
    .option('--duration <seconds>', 'scene length in seconds (overrides duration= in the URL)')
    .option('--json', 'print the result as JSON')
    .addHelpText('after', `\nScene options: ${SYNTHETIC_OPTIONS.join(', ')}\n\nExamples:\n  vigil synth render street --out street.ts --start 2026-11-30T09:00:00Z --duration 600\n  vigil synth render 'synthetic:quiet?width=320&height=180&fps=1' --duration 86400 --out day.ts\n`)
    .action(async (scene: string, o: { out: string; start?: string; duration?: string; json?: boolean }) => {
      const script = parseSyntheticUrl(sceneUrl(scene, o.duration));
      const startMs = o.start ? parseIso(o.start, '--start') : Date.now();
      const progress = progressWriter();
      const res = await renderToFile(script, {
        out: o.out, startMs,
        onProgress: (p) => {
          const speed = p.elapsedMs > 0 ? (p.frame / script.fps) / (p.elapsedMs / 1000) : 0;
          const eta = speed > 0 ? formatDuration(((p.frames - p.frame) / script.fps / speed) * 1000) : '?';
          progress.update(`rendering ${script.name}: frame ${p.frame}/${p.frames} (${(p.fraction * 100).toFixed(1)}%), ${speed.toFixed(1)}x realtime, ETA ${eta}`);
        },
      });
      progress.done();
      const summary = { out: res.out, timeline: res.timelinePath, scene: script.name, size: `${script.width}x${script.height}`, fps: script.fps, frames: res.frames, from: toIso(res.startMs), to: toIso(res.endMs), took: formatDuration(res.elapsedMs) };
      process.stdout.write(o.json ? JSON.stringify(summary, null, 2) + '\n' : `${res.out}\n${res.timelinePath}\n`);
    });

  synth.command('scenes')
    .description('List the builtin scenes and the options a synthetic: URL takes')
    .action(() => {
      for (const [name, s] of Object.entries(BUILTIN_SCENES)) process.stdout.write(`${name.padEnd(8)} ${s.describe}\n`);
      process.stdout.write(`\noptions: ${SYNTHETIC_OPTIONS.join(', ')}\n`);
    });
}
