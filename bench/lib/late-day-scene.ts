// The scene of the late-day timing benchmark: a lit yard where signs and vehicles show up at
// hours spread over the day, the last ones in its final hours, so that an answer's time can
// be checked as late in the recording as early. Hours scale with the length (a 2 h render
// keeps the same shape); each event sits a few odd seconds past its mark so that it falls
// inside a recorded segment, not on a boundary. The script is written to bench/.cache under a
// name that hashes its content, and rendered through its synthetic: URL.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { COLOUR_NAMES, SceneScriptInput } from '../../testbed/synthetic/index.ts';

type ColourName = keyof typeof COLOUR_NAMES;
import { CACHE_DIR } from './test-media.ts';

/** Hours (of a 24 h day) at which a sign goes up. */
const SIGN_HOURS = [0.5, 6, 12, 18, 22, 23 + 40 / 60];
const SIGN_TEXTS = ['PARCEL 31', 'GATE 52', 'TRUCK 64', 'DOCK 75', 'LOADING 86', 'EXIT 97'];
/** Hours at which a vehicle crosses, and its colour. */
const VEHICLES: [number, ColourName][] = [[2.25, 'red'], [9.75, 'blue'], [15.5, 'yellow'], [20.85, 'green'], [23.3, 'orange']];
const SIGN_SECONDS = 300, CROSS_SECONDS = 60;

export interface LateDayScene {
  /** synthetic: URL of the script file (with fps and duration). */
  url: string;
  script: SceneScriptInput;
  /** What is asked about each event; the truth comes from the ground truth by `key`. */
  asks: { key: string; kind: 'sign' | 'sign-end' | 'vehicle' | 'vehicle-end'; question: string }[];
}

/** Seconds from the start for hour h of a 24 h day scaled to d seconds, plus an odd offset. */
function at(h: number, d: number, i: number): number {
  return Math.round((h / 24) * d) + ((7 + 13 * i) % 47);
}

export function lateDayScene(o: { hours: number; fps: number; width?: number; height?: number }): LateDayScene {
  const d = Math.round(o.hours * 3600);
  const texts = SIGN_HOURS.map((h, i) => {
    const from = at(h, d, i);
    return { text: SIGN_TEXTS[i], from, until: Math.min(d, from + SIGN_SECONDS), x: 0.56, y: 0.2, size: 0.06 };
  });
  const objects = VEHICLES.map(([h, colour], i) => {
    const t = at(h, d, i + SIGN_HOURS.length);
    return { id: `${colour}-car`, colour, shape: 'box' as const, width: 0.24, height: 0.17, path: [{ t, x: -0.15, y: 0.66 }, { t: Math.min(d, t + CROSS_SECONDS), x: 1.15, y: 0.66 }] };
  });
  const script: SceneScriptInput = {
    name: 'late-day', background: 'yard', initialLight: 1, width: o.width ?? 480, height: o.height ?? 270,
    fps: o.fps, durationSeconds: d, seed: 7, texts, objects,
  };
  const body = JSON.stringify(script, null, 1);
  const file = join(CACHE_DIR, `late-day-${createHash('sha1').update(body).digest('hex').slice(0, 12)}.json`);
  if (!existsSync(file)) { mkdirSync(CACHE_DIR, { recursive: true }); writeFileSync(file, body); }
  const asks = [
    ...texts.map((t) => ({ key: t.text, kind: 'sign' as const, question: `When did the sign saying '${t.text}' appear?` })),
    ...objects.map((v) => ({ key: v.id, kind: 'vehicle' as const, question: `When did the ${v.colour} car appear?` })),
    // A sign still up when the recording ends has no end to ask about.
    ...texts.filter((t) => t.until < d).map((t) => ({ key: t.text, kind: 'sign-end' as const, question: `When was the sign saying '${t.text}' taken down?` })),
    ...objects.map((v) => ({ key: v.id, kind: 'vehicle-end' as const, question: `When did the ${v.colour} car leave?` })),
  ];
  return { url: `synthetic:${file}`, script, asks };
}
