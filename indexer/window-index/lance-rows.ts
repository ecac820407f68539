// How a captioned window is laid out in a LanceDB day table, and back. Filterable fields get
// their own columns (camera, start_ms, end_ms, kind) so scalar indexes can serve filters;
// `text` is what the full-text index reads; `json` keeps everything else so a row rebuilds the
// exact CaptionedWindow (validated on the way out: the disk is a boundary).
import { CaptionedWindowSchema, searchText, type CaptionedWindow } from '../../core/caption.ts';
import { lazyModule } from '../../core/lazy-module.ts';

// apache-arrow must be the copy LanceDB itself requires (CJS, as lazyModule loads it): an ESM
// import would load a second copy whose classes fail LanceDB's instanceof checks (DESIGN.md,
// platform facts).
const arrow = lazyModule<typeof import('apache-arrow')>('apache-arrow');

export const COLUMNS = ['id', 'camera', 'start_ms', 'end_ms', 'kind', 'json', 'vector'] as const;

export function windowTableSchema(dimension: number) {
  const f = (name: string, type: import('apache-arrow').DataType) => new arrow.Field(name, type, false);
  return new arrow.Schema([
    f('id', new arrow.Utf8()),
    f('camera', new arrow.Utf8()),
    // `start`/`end` are SQL keywords; the _ms suffix avoids quoting in every filter.
    f('start_ms', new arrow.Float64()),
    f('end_ms', new arrow.Float64()),
    f('kind', new arrow.Utf8()),
    f('caption', new arrow.Utf8()),
    f('text', new arrow.Utf8()),
    f('tags', new arrow.Utf8()),
    f('json', new arrow.Utf8()),
    f('vector', new arrow.FixedSizeList(dimension, new arrow.Field('item', new arrow.Float32(), true))),
  ]);
}

/** Dimension of the vector column of an existing table's schema. */
export function vectorDimension(schema: import('apache-arrow').Schema): number | undefined {
  const field = schema.fields.find((x) => x.name === 'vector');
  return field && arrow.DataType.isFixedSizeList(field.type) ? field.type.listSize : undefined;
}

export function toRow(c: CaptionedWindow): Record<string, unknown> {
  const { embedding, ...rest } = c;
  const w = c.window;
  return {
    id: w.id, camera: w.camera, start_ms: w.start, end_ms: w.end, kind: w.kind,
    caption: c.caption, text: searchText(c), tags: JSON.stringify(c.tags),
    json: JSON.stringify(rest), vector: Float32Array.from(embedding),
  };
}

interface StoredRow { json: string; vector: { toArray(): Float32Array } | Float32Array | number[] }

export function fromRow(row: StoredRow): CaptionedWindow {
  const v = row.vector;
  const embedding = Array.from(Array.isArray(v) || v instanceof Float32Array ? v : v.toArray());
  return CaptionedWindowSchema.parse({ ...JSON.parse(row.json), embedding });
}
