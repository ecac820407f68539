// HTTP Range requests for clips and segments (RFC 9110 §14): one range of the forms
// bytes=a-b, bytes=a- and bytes=-n. Several ranges at once are answered with the whole file
// (allowed by the RFC); a range outside the file is a 416.
import { badRange } from '../api/http-errors.ts';

export interface ByteRange { start: number; end: number }

/** undefined = send the whole file; throws a 416 for an unsatisfiable range. */
export function parseRange(header: string | undefined, size: number): ByteRange | undefined {
  if (!header) return undefined;
  const m = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim());
  if (!m) {
    if (/^bytes=[\d\s,-]+$/.test(header.trim()) && header.includes(',')) return undefined;
    throw badRange(size);
  }
  const [a, b] = [m[1], m[2]];
  if (a === '' && b === '') throw badRange(size);
  let start: number, end: number;
  if (a === '') {
    const n = Number(b);
    if (n === 0) throw badRange(size);
    start = Math.max(0, size - n);
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (start >= size || start > end) throw badRange(size);
  return { start, end };
}
