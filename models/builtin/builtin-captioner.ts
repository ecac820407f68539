// The offline captioner: no model server, real signals from real pixels. It starts from what
// the detectors measured for the window (motion, where, direction, colours, light), adds text
// read by OCR and objects counted by the COCO detector on the keyframes when those analyzers
// are available, and writes a plain-language caption from the result. Idle windows are
// captioned from the measurements alone (cheap: no analyzer runs).
import type { Caption, CaptionInput, Captioner } from '../types.ts';
import type { CaptionTags } from '../../core/caption.ts';
import { factTags } from './measured-facts.ts';
import { writeCaption } from './caption-writer.ts';
import { observedCall } from '../call-policy.ts';
import { isThingLabel } from './objects/index.ts';

export interface TextReader {
  read(jpeg: Buffer): Promise<{ text: string; confidence: number }[]>;
}

export interface ObjectDetector {
  detect(jpeg: Buffer): Promise<{ label: string; score: number }[]>;
}

export interface BuiltinCaptionerOptions {
  ocr?: TextReader;
  objects?: ObjectDetector;
  /** OCR results below this confidence are dropped. */
  minTextConfidence?: number;
  minObjectScore?: number;
}

export const BUILTIN_PROMPT_VERSION = 'builtin-1';

export class BuiltinCaptioner implements Captioner {
  readonly provider = 'builtin';
  readonly model: string;

  constructor(private readonly opts: BuiltinCaptionerOptions = {}) {
    this.model = ['facts', opts.ocr && 'ocr', opts.objects && 'coco'].filter(Boolean).join('+');
  }

  caption(input: CaptionInput): Promise<Caption> {
    return observedCall({ role: 'captioner', provider: this.provider, model: this.model, operation: 'caption' }, () => this.describe(input));
  }

  private async describe(input: CaptionInput): Promise<Caption> {
    const w = input.window;
    const tags = factTags(w);
    const looked = w.kind === 'idle' ? [] : input.keyframes;
    if (this.opts.ocr && looked.length) tags.text = await this.readText(looked.map((k) => k.jpeg));
    if (this.opts.objects && looked.length) tags.objects = await this.countObjects(looked.map((k) => k.jpeg), tags);
    tags.events = describeEvents(tags);
    return { caption: writeCaption(w, tags), tags, provider: this.provider, model: this.model, promptVersion: BUILTIN_PROMPT_VERSION };
  }

  private async readText(jpegs: Buffer[]): Promise<string[]> {
    const min = this.opts.minTextConfidence ?? 0.6;
    const seen = new Map<string, number>();
    for (const jpeg of jpegs) {
      for (const r of await this.opts.ocr!.read(jpeg)) {
        const text = r.text.trim();
        if (text.length < 2 || r.confidence < min || isTimestampOverlay(text)) continue;
        seen.set(text, Math.max(seen.get(text) ?? 0, r.confidence));
      }
    }
    return [...seen.keys()];
  }

  /** The most of each label seen on any one keyframe (the same car on three keyframes is one car). */
  private async countObjects(jpegs: Buffer[], tags: CaptionTags): Promise<CaptionTags['objects']> {
    const min = this.opts.minObjectScore ?? 0.4;
    const most = new Map<string, number>();
    for (const jpeg of jpegs) {
      const counts = new Map<string, number>();
      for (const d of await this.opts.objects!.detect(jpeg)) if (d.score >= min) counts.set(d.label, (counts.get(d.label) ?? 0) + 1);
      for (const [label, n] of counts) most.set(label, Math.max(most.get(label) ?? 0, n));
    }
    // The window's motion and colour belong to the one thing seen when it is a thing that moves
    // or is carried: a person crossing a dim room that the detector calls a tv is no moving tv,
    // and a tv on the wall beside a person is not what moved.
    const movers = [...most.keys()].filter(isThingLabel), single = movers.length === 1;
    const actions = tags.motion.amount === 'none' ? [] : [tags.motion.entering ? 'entering' : '', tags.motion.leaving ? 'leaving' : '', 'moving'].filter(Boolean);
    return [...most.entries()].sort((a, b) => b[1] - a[1]).map(([label, count]) => {
      const mover = single && label === movers[0];
      return { label, count, colours: mover ? tags.colors.slice(0, 1) : [], actions: mover ? actions : [] };
    });
  }
}

/**
 * A camera's burned-in date/time is read on every keyframe and says nothing about the scene:
 * text made mostly of digits with date or time separators is taken for that overlay.
 */
export function isTimestampOverlay(text: string): boolean {
  const digits = (text.match(/\d/g) ?? []).length;
  const separators = (text.match(/[-/:.\s]/g) ?? []).length;
  return digits >= 4 && (digits + separators) / text.length >= 0.8 && /\d[-/:.]\d/.test(text);
}

function describeEvents(tags: CaptionTags): string[] {
  const out: string[] = [];
  const m = tags.motion;
  if (m.amount !== 'none') {
    const who = tags.objects.find((o) => isThingLabel(o.label))?.label ?? (tags.colors[0] ? `${tags.colors[0]} object` : 'movement');
    if (m.entering) out.push(`${who} enters`);
    if (m.direction !== 'none') out.push(`${who} moves ${m.direction}`);
    if (m.leaving) out.push(`${who} leaves`);
  }
  for (const t of tags.text) out.push(`text "${t}" shown`);
  out.push(...tags.light.events);
  return out;
}
