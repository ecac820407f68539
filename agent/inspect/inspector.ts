// Looking again at rewound frames with the builtin analyzers (no model server): what moved
// and when (per colour, with direction and whether it came in or went out at the edge), the
// light level frame by frame and where it switched, whether anything moved at all, and -- when
// asked, since OCR costs about a second a frame -- the text shown and the first and last frame
// it is visible in. Times are the frames' own timestamps (the recordings' wall clock), so an
// answer can be pinned to the frame.
export interface InspectFrame {
  ts: number;
  jpeg: Buffer;
}

export type Direction = 'left-to-right' | 'right-to-left' | 'top-to-bottom' | 'bottom-to-top' | 'none';

/**
 * One thing followed across the frames. Something that stood still (a sign put up, a car
 * parked) is a sighting too, with direction 'none' and `from` about equal to `to`. Frames with
 * a hole between them (another range, missing footage) are looked at as separate runs: nothing
 * is followed across the hole, and "first"/"last frame examined" below mean those of its run.
 */
export interface Sighting {
  colour: string | null;
  /** Timestamp of the first and last frame it is visible in. */
  first: number;
  last: number;
  direction: Direction;
  /** First seen at the edge of the frame (came in) / last seen at the edge (went out). */
  entering: boolean;
  leaving: boolean;
  /** Already visible in the first frame examined / still visible in the last: first/last are then bounds, not events. */
  presentAtStart: boolean;
  presentAtEnd: boolean;
  /** Peak size as a fraction of the frame. */
  size: number;
  /** Frames it is visible in. */
  frames: number;
  /** Centre (fractions of the frame) in its first and last frame. */
  from: { x: number; y: number };
  to: { x: number; y: number };
}

export interface TextSeen {
  text: string;
  confidence: number;
  /** Timestamp of the first and last frame the text is visible in. */
  first: number;
  last: number;
  presentAtStart: boolean;
  presentAtEnd: boolean;
  /** Where it is, fractions of the frame. */
  box: { x: number; y: number; w: number; h: number };
}

export interface LightChange {
  /** Timestamp of the first frame after the change. */
  ts: number;
  /** Timestamp of the last frame before it (still at the old level): it happened between `since` and `ts`. */
  since?: number;
  /** Mean level (0..1) before and after. */
  before: number;
  after: number;
  kind: 'lights-on' | 'lights-off' | 'brighter' | 'darker';
  /** A step between two frames (a switch) or a drift over many (dusk, dawn); a change across a hole in the footage is never sudden. */
  sudden: boolean;
}

export interface Inspection {
  /** Frames examined and the timestamps of the first and last. */
  frames: number;
  from: number;
  to: number;
  sightings: Sighting[];
  motion: {
    /** Frames with something moving, of `frames` (a thing standing still counts where it arrives and where it goes). */
    movingFrames: number;
    /** Highest foreground fraction of any frame (0..1). */
    peak: number;
    first?: number;
    last?: number;
  };
  /** Mean light level per frame (0..1, brightness-invariant to the clock overlay). */
  light: { ts: number; level: number }[];
  lightChanges: LightChange[];
  /** Only when `text` was asked for. */
  texts?: TextSeen[];
}

export interface InspectOptions {
  /** Read text (OCR) as well; costs about a second per frame read. */
  text?: boolean;
  signal?: AbortSignal;
}

export interface FrameInspector {
  /** Frames in time order (as rewind returns them). */
  inspect(frames: InspectFrame[], opts?: InspectOptions): Promise<Inspection>;
}
