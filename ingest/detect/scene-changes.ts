// What the background model itself says changed in the scene on a frame, beside motion: where
// foreground that stood still for stationarySeconds was learnt as part of the view ("settled":
// a bag put down, a person who stopped), and where samples held from such a learning went back
// to the view from before it ("cleared": what stood there has gone). Tracks see neither when a
// thing is put down out of a moving blob (the bag is part of its carrier's blob until it is
// learnt, and then it is no longer foreground), nor when two standing things leave as one blob
// whose centre is on neither spot; the pixels do. Each is tallied per activity cell and
// grouped into blobs like the moving things (blobs.ts), with the colours of the new value and
// of the background value it replaced ("was"): where the ground a thing stood on since before
// the view was learnt settles, "was" is that thing (stationary-things.ts).
import { COLOUR_WORDS, dominantColours } from './colour-names.ts';
import { findBlobs, type Blob } from './blobs.ts';

const COLOURS = COLOUR_WORDS.length;
/** A cell takes part when at least this many of its samples changed (a handful: speckle is not a thing). */
const MIN_CELL_SAMPLES = 4;

export class SceneChangeTally {
  private readonly count: Float64Array;
  /** Per cell: minX, maxX, minY, maxY, sumX, sumY in pixels (as blobs.ts reads them). */
  private readonly box: Float64Array;
  private readonly colours: Uint32Array;
  private readonly was: Uint32Array;
  private any = false;

  constructor(private readonly cols: number, private readonly rows: number) {
    this.count = new Float64Array(cols * rows);
    this.box = new Float64Array(cols * rows * 6);
    this.colours = new Uint32Array(cols * rows * COLOURS);
    this.was = new Uint32Array(cols * rows * COLOURS);
  }

  /** Forgets the last frame's changes (cheap when there were none, as on most frames). */
  reset(): void {
    if (!this.any) return;
    this.count.fill(0);
    this.colours.fill(0);
    this.was.fill(0);
    this.any = false;
  }

  /** A changed sample: its colour now and, where known, the colour the background held there (was). */
  add(cell: number, x: number, y: number, colour: number, was = -1): void {
    const b = cell * 6;
    if (this.count[cell] === 0) { this.box[b] = x; this.box[b + 1] = x; this.box[b + 2] = y; this.box[b + 3] = y; this.box[b + 4] = 0; this.box[b + 5] = 0; }
    if (x < this.box[b]) this.box[b] = x;
    if (x > this.box[b + 1]) this.box[b + 1] = x;
    if (y < this.box[b + 2]) this.box[b + 2] = y;
    if (y > this.box[b + 3]) this.box[b + 3] = y;
    this.box[b + 4] += x; this.box[b + 5] += y;
    this.count[cell]++;
    this.colours[cell * COLOURS + colour]++;
    if (was >= 0) this.was[cell * COLOURS + was]++;
    this.any = true;
  }

  /** The frame's changes as blobs (fractions of a width x height frame of totalSamples samples); none most frames. */
  blobs(width: number, height: number, totalSamples: number): Blob[] {
    if (!this.any) return [];
    const { count, colours, was } = this;
    const named = (tally: Uint32Array) => (cells: number[]) => {
      const sum = new Uint32Array(COLOURS);
      for (const c of cells) for (let k = 0; k < COLOURS; k++) sum[k] += tally[c * COLOURS + k];
      return dominantColours(sum, 0.2, true);
    };
    return findBlobs({
      cols: this.cols, rows: this.rows, box: this.box, fg: count, width, height, totalSamples,
      active: (c) => count[c] >= MIN_CELL_SAMPLES,
      colours: named(colours), was: named(was),
    });
  }
}
