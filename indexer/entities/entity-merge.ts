// Merges observations into entities (Deep Video Discovery's subject registry). An observation
// joins an existing entity of the same camera and day when label and colour match and it was
// seen within `gapMs` of the entity's last sighting — unless that entity is already in the same
// window at the same time (two white cars side by side are two cars). Otherwise it starts a new
// entity. Deterministic over the set of observations, so arrival order does not matter; ids
// number entities by first sighting, so in-order arrival never renumbers an existing one.
import type { Entity, Observation, SizeClass } from './entity-schema.ts';

export interface MergeOptions {
  /** Longest unseen stretch after which the same label and colour is taken as a new entity. Default 10 min. */
  gapMs: number;
}

export const DEFAULT_MERGE_OPTIONS: MergeOptions = { gapMs: 10 * 60_000 };

interface Cluster {
  label: string;
  colour: string | null;
  obs: Observation[];
  last: number;
}

const byTime = (a: Observation, b: Observation) => a.first - b.first || a.window.localeCompare(b.window) || a.index - b.index;

function clashes(c: Cluster, o: Observation): boolean {
  return c.obs.some((x) => x.window === o.window && x.first < o.last && o.first < x.last);
}

function cluster(observations: Observation[], o: MergeOptions): Cluster[] {
  const clusters: Cluster[] = [];
  for (const ob of [...observations].sort(byTime)) {
    const fits = clusters.filter((c) => c.label === ob.label && c.colour === ob.colour && ob.first - c.last <= o.gapMs && !clashes(c, ob));
    const best = fits.sort((a, b) => b.last - a.last)[0];
    if (best) {
      best.obs.push(ob);
      best.last = Math.max(best.last, ob.last);
    } else {
      clusters.push({ label: ob.label, colour: ob.colour, obs: [ob], last: ob.last });
    }
  }
  return clusters;
}

function commonest<T extends string>(values: T[], skip?: T): T | undefined {
  const counts = new Map<T, number>();
  for (const v of values) if (v !== skip) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}

export function describeEntity(e: Pick<Entity, 'label' | 'colour' | 'size'>): string {
  const size = e.size === 'large' || e.size === 'small' ? `${e.size} ` : '';
  return `${size}${e.colour ? `${e.colour} ` : ''}${e.label}`;
}

function toEntity(c: Cluster, camera: string, day: string, n: number): Entity {
  const obs = c.obs;
  const size: SizeClass = commonest(obs.map((x) => x.size), 'unknown') ?? 'unknown';
  const directions = obs.map((x) => x.direction).filter((d, i, all) => d !== 'none' && d !== all[i - 1]);
  const windows = [...new Set(obs.map((x) => x.window))];
  return {
    id: `${camera}:${day}:${n}`, camera, day, label: c.label, colour: c.colour, size,
    description: describeEntity({ label: c.label, colour: c.colour, size }),
    first: Math.min(...obs.map((x) => x.first)), last: Math.max(...obs.map((x) => x.last)),
    windows, sightings: obs.length, directions,
    entered: obs.some((x) => x.entering), left: obs.some((x) => x.leaving),
  };
}

/** Entities of one camera and day from all its observations, numbered by first sighting. */
export function mergeEntities(camera: string, day: string, observations: Observation[], o: MergeOptions = DEFAULT_MERGE_OPTIONS): Entity[] {
  return cluster(observations, o).map((c, i) => toEntity(c, camera, day, i + 1));
}
