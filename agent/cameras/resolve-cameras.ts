// Which cameras a question is about, in code, before any model call: by id ("yard"), by
// name ("the loading dock camera") or by location words ("back door"). Explicit --camera
// overrides the text; a question that names no camera is about all of them.
import { UserError } from '../../core/errors.ts';

export interface AgentCamera {
  id: string;
  name?: string;
  /** Location words, comma separated ("dock, back yard"). */
  location?: string;
  /** IANA zone the camera's local times are read in. */
  timezone: string;
}

export interface CameraMatch {
  cameras: AgentCamera[];
  /** The words that picked them, or why all were taken. */
  text: string;
}

const STOP = new Set(['the', 'a', 'an', 'at', 'in', 'on', 'by', 'of', 'camera', 'cam', 'cameras', 'view', 'feed']);

function words(s: string): string[] {
  return s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w && !STOP.has(w));
}

/** Phrases a camera answers to: its id, its name, each comma-separated location phrase. */
function phrases(c: AgentCamera): string[][] {
  const out = [[c.id.toLowerCase()], words(c.id), words(c.name ?? '')];
  for (const loc of (c.location ?? '').split(/[,;]/)) out.push(words(loc));
  return out.filter((p) => p.length > 0);
}

/** True when every word of the phrase occurs, in order and adjacent, in the question's words. */
function contains(q: string[], phrase: string[]): boolean {
  for (let i = 0; i + phrase.length <= q.length; i++) {
    if (phrase.every((w, j) => q[i + j] === w || q[i + j] === `${w}s`)) return true;
  }
  return false;
}

export function resolveCameras(question: string, cameras: AgentCamera[], explicit?: string[]): CameraMatch {
  if (explicit?.length) {
    const known = new Map(cameras.map((c) => [c.id, c]));
    const missing = explicit.filter((id) => !known.has(id));
    if (missing.length) {
      throw new UserError(`unknown camera ${missing.map((m) => `"${m}"`).join(', ')}; known cameras: ${cameras.map((c) => c.id).join(', ') || 'none'}`);
    }
    return { cameras: explicit.map((id) => known.get(id)!), text: `--camera ${explicit.join(' ')}` };
  }
  const q = [question.toLowerCase(), ...question.toLowerCase().split(/[^\p{L}\p{N}_-]+/u)].flatMap((s) => [s, ...words(s)]);
  const qWords = words(question);
  const hits: { camera: AgentCamera; phrase: string[] }[] = [];
  for (const c of cameras) {
    // Longest phrase first, so "back yard" wins over "yard" when both are configured.
    const best = phrases(c).sort((a, b) => b.length - a.length).find((p) => p.length === 1 ? q.includes(p[0]) || contains(qWords, p) : contains(qWords, p));
    if (best) hits.push({ camera: c, phrase: best });
  }
  if (!hits.length) return { cameras, text: cameras.length === 1 ? `the only camera (${cameras[0].id})` : 'all cameras' };
  // When one camera matches a longer phrase than the others ("back yard" vs "yard"), it wins.
  const longest = Math.max(...hits.map((h) => h.phrase.length));
  const chosen = hits.filter((h) => h.phrase.length === longest);
  return { cameras: chosen.map((h) => h.camera), text: chosen.map((h) => `"${h.phrase.join(' ')}" → ${h.camera.id}`).join(', ') };
}
