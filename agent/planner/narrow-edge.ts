// Narrowing the moment something began or ended down to the recording's own frames. A look
// decodes at most maxFrames frames spread over its range, so a look over minutes sees frames
// seconds apart: one look after a coarse one (a 2 h search at 40 frames, then ~3 min at 50)
// put a sign's last frame up to ~4 s early on a 1 fps recording, and more on longer searches.
// Each look here goes between the frame last seen on the inside of the edge and the first seen
// on the outside, until a look decoded every frame of its range (it returned fewer than its
// budget: then the edge is one of the recording's frames) or stopped getting closer.

export interface EdgeLookResult {
  /** The frame on the inside of the edge nearest it (first showing for a start, last for an end); undefined when the look lost it. */
  at?: number;
  /** Every frame the look decoded, ms. */
  frames: number[];
}

export interface NarrowEdgeOptions {
  edge: 'start' | 'end';
  /** A frame known to be on the inside of the edge (showing it), and one known to be outside. */
  inside: number;
  outside: number;
  /** Decode period of a look (1000 / the rewind rate): frames closer than this are adjacent. */
  periodMs: number;
  /** A look's frame budget: one that returns fewer frames decoded its range whole. */
  maxFrames: number;
  /** Frames on both sides of the bracket that each look also decodes (context for the inspector). */
  marginMs: number;
  look: (from: number, to: number) => Promise<EdgeLookResult>;
  /** At most this many looks (default 4: a 2 h bracket narrows to frames in 3). */
  maxLooks?: number;
}

/** The frame nearest the edge on its inside, as narrow as the recording's frames allow within maxLooks. */
export async function narrowEdge(o: NarrowEdgeOptions): Promise<number> {
  let inside = o.inside, outside = o.outside;
  for (let i = 0; i < (o.maxLooks ?? 4); i++) {
    if (Math.abs(outside - inside) <= o.periodMs) break; // adjacent at the decode rate already
    const from = Math.min(inside, outside) - o.marginMs, to = Math.max(inside, outside) + o.marginMs;
    const r = await o.look(from, to);
    if (r.at === undefined) break;
    const beyond = o.edge === 'end' ? r.frames.filter((f) => f > r.at!).sort((a, b) => a - b)[0] : r.frames.filter((f) => f < r.at!).sort((a, b) => b - a)[0];
    const closer = beyond !== undefined && Math.abs(beyond - r.at) < Math.abs(outside - inside);
    inside = r.at;
    if (closer) outside = beyond;
    if (!closer || r.frames.length < o.maxFrames) break; // decoded whole, or no closer: the recording has no frame in between
  }
  return inside;
}
