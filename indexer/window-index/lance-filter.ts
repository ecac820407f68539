// SQL predicates for LanceDB queries. Values come from callers (camera ids typed by people),
// so strings are quoted with '' escaping, and numbers must be finite, never interpolated raw.

export interface FilterSpec {
  cameras?: string[];
  kinds?: string[];
  from?: number;
  to?: number;
}

function quote(s: string): string {
  return `'${s.replaceAll("'", "''")}'`;
}

function num(n: number, what: string): string {
  if (!Number.isFinite(n)) throw new RangeError(`${what} must be a finite epoch ms, got ${n}`);
  return String(n);
}

/** The WHERE clause for a filter, or undefined when nothing filters. Overlap: start < to && end > from. */
export function whereClause(f: FilterSpec): string | undefined {
  const parts: string[] = [];
  if (f.cameras) parts.push(f.cameras.length ? `camera IN (${f.cameras.map(quote).join(', ')})` : 'false');
  if (f.kinds) parts.push(f.kinds.length ? `kind IN (${f.kinds.map(quote).join(', ')})` : 'false');
  if (f.to !== undefined) parts.push(`start_ms < ${num(f.to, 'to')}`);
  if (f.from !== undefined) parts.push(`end_ms > ${num(f.from, 'from')}`);
  return parts.length ? parts.join(' AND ') : undefined;
}

export function idClause(id: string): string {
  return `id = ${quote(id)}`;
}
