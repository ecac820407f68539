// Groups active grid cells into blobs (8-connected components): one per separate moving
// thing, as far as a coarse grid can tell them apart. Each blob gets its box, centroid, size
// and colour, so windows can follow several objects at once instead of one blended centroid.
export interface Blob {
  /** Box and centroid in fractions of the frame. */
  bbox: { x: number; y: number; w: number; h: number };
  centroid: { x: number; y: number };
  /** Foreground samples in the blob as a fraction of the frame's samples. */
  size: number;
  colours: string[];
  /** Of a scene change (scene-changes.ts): the colours the background model held there before. */
  was?: string[];
  /** Split off a person's blob beside them: what they carry or push (carried-thing.ts), never sized as a person or vehicle. */
  carried?: boolean;
}

export interface BlobInput {
  cols: number;
  rows: number;
  /** Per cell: is it active (above the cell threshold)? */
  active: (cell: number) => boolean;
  /** Per cell: minX, maxX, minY, maxY, sumX, sumY in pixels (6 numbers per cell). */
  box: Float64Array;
  fg: Float64Array;
  width: number;
  height: number;
  totalSamples: number;
  /** Names of the dominant colours of a set of cells. */
  colours: (cells: number[]) => string[];
  /** Names of the dominant colours the view held before over a set of cells, where asked. */
  was?: (cells: number[]) => string[];
  /** Where asked: the blob as the separate things it holds (see side-by-side.ts). */
  split?: (blob: Blob, cells: number[]) => Blob[];
}

export function findBlobs(o: BlobInput): Blob[] {
  const seen = new Uint8Array(o.cols * o.rows);
  const blobs: Blob[] = [];
  for (let start = 0; start < seen.length; start++) {
    if (seen[start] || !o.active(start)) continue;
    const cells: number[] = [];
    const stack = [start];
    seen[start] = 1;
    while (stack.length) {
      const c = stack.pop()!;
      cells.push(c);
      const cx = c % o.cols, cy = Math.floor(c / o.cols);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = cx + dx, ny = cy + dy, n = ny * o.cols + nx;
          if (nx < 0 || ny < 0 || nx >= o.cols || ny >= o.rows || seen[n] || !o.active(n)) continue;
          seen[n] = 1;
          stack.push(n);
        }
      }
    }
    const blob = summarise(o, cells);
    blobs.push(...(o.split ? o.split(blob, cells) : [blob]));
  }
  return blobs.sort((a, b) => b.size - a.size);
}

function summarise(o: BlobInput, cells: number[]): Blob {
  let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity, sx = 0, sy = 0, n = 0;
  for (const c of cells) {
    const b = c * 6;
    x0 = Math.min(x0, o.box[b]); x1 = Math.max(x1, o.box[b + 1]);
    y0 = Math.min(y0, o.box[b + 2]); y1 = Math.max(y1, o.box[b + 3]);
    sx += o.box[b + 4]; sy += o.box[b + 5]; n += o.fg[c];
  }
  const W = o.width, H = o.height;
  return {
    bbox: { x: x0 / W, y: y0 / H, w: (x1 - x0 + 1) / W, h: (y1 - y0 + 1) / H },
    centroid: { x: sx / n / W, y: sy / n / H },
    size: n / o.totalSamples,
    colours: o.colours(cells),
    ...(o.was ? { was: o.was(cells) } : {}),
  };
}
