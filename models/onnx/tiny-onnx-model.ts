// Writes tiny ONNX models as protobuf bytes from JS, for tests of the loading, preprocessing
// and batching code (no real weights can be downloaded here). Only the handful of ModelProto
// fields those graphs need are encoded; field numbers follow onnx/onnx.proto.

type Field = Uint8Array;

function varint(n: number | bigint): number[] {
  let v = BigInt.asUintN(64, BigInt(n));
  const out: number[] = [];
  do {
    let b = Number(v & 0x7fn);
    v >>= 7n;
    if (v) b |= 0x80;
    out.push(b);
  } while (v);
  return out;
}

const key = (field: number, wire: number) => varint((field << 3) | wire);
const concat = (parts: Field[]) => Uint8Array.from(parts.flatMap((p) => [...p]));
const int = (field: number, v: number | bigint): Field => Uint8Array.from([...key(field, 0), ...varint(v)]);
const bytes = (field: number, b: Uint8Array): Field => Uint8Array.from([...key(field, 2), ...varint(b.length), ...b]);
const str = (field: number, s: string): Field => bytes(field, new TextEncoder().encode(s));
const msg = (field: number, parts: Field[]): Field => bytes(field, concat(parts));

export const ELEM = { float: 1, int64: 7 } as const;

/** A graph input/output: name, element type and dims (a string dim is symbolic, e.g. "N"). */
export interface ValueInfo { name: string; elem: number; dims: (number | string)[] }
export interface NodeSpec { op: string; inputs: string[]; outputs: string[]; ints?: Record<string, number[]>; int?: Record<string, number> }
export interface Initializer { name: string; dims: number[]; values: Float32Array }

function valueInfo(field: number, v: ValueInfo): Field {
  const dims = v.dims.map((d) => msg(1, [typeof d === 'number' ? int(1, d) : str(2, d)]));
  return msg(field, [str(1, v.name), msg(2, [msg(1, [int(1, v.elem), msg(2, dims)])])]);
}

function node(n: NodeSpec, i: number): Field {
  const attrs = [
    ...Object.entries(n.ints ?? {}).map(([name, vals]) => msg(5, [str(1, name), ...vals.map((x) => int(8, x)), int(20, 7)])),
    ...Object.entries(n.int ?? {}).map(([name, val]) => msg(5, [str(1, name), int(3, val), int(20, 2)])),
  ];
  return msg(1, [...n.inputs.map((x) => str(1, x)), ...n.outputs.map((x) => str(2, x)), str(3, `n${i}`), str(4, n.op), ...attrs]);
}

function initializer(t: Initializer): Field {
  const raw = new Uint8Array(t.values.buffer, t.values.byteOffset, t.values.byteLength);
  return msg(5, [...t.dims.map((d) => int(1, d)), int(2, ELEM.float), str(8, t.name), bytes(9, raw)]);
}

/** A ModelProto (IR 7, opset 13) with one graph. */
export function onnxModel(g: { nodes: NodeSpec[]; inputs: ValueInfo[]; outputs: ValueInfo[]; initializers?: Initializer[] }): Uint8Array {
  const graph = msg(7, [
    ...g.nodes.map(node), str(2, 'tiny'),
    ...(g.initializers ?? []).map(initializer),
    ...g.inputs.map((v) => valueInfo(11, v)), ...g.outputs.map((v) => valueInfo(12, v)),
  ]);
  return concat([int(1, 7), str(2, 'vigil-test'), graph, msg(8, [str(1, ''), int(2, 13)])]);
}

/** Deterministic pseudo-random weights in [-1, 1). */
export function weights(n: number, seed = 1): Float32Array {
  const out = new Float32Array(n);
  let s = seed >>> 0;
  for (let i = 0; i < n; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    out[i] = s / 2 ** 31 - 1;
  }
  return out;
}

/** Text tower: Gather(table[V, D], ids[N, L]) → ReduceMean over L → [N, D]. */
export function tinyTextTower(vocab: number, dimension: number): Uint8Array {
  return onnxModel({
    inputs: [{ name: 'input_ids', elem: ELEM.int64, dims: ['N', 'L'] }],
    outputs: [{ name: 'text_embeds', elem: ELEM.float, dims: ['N', dimension] }],
    initializers: [{ name: 'table', dims: [vocab, dimension], values: weights(vocab * dimension, 7) }],
    nodes: [
      { op: 'Gather', inputs: ['table', 'input_ids'], outputs: ['tok'] },
      { op: 'ReduceMean', inputs: ['tok'], outputs: ['text_embeds'], ints: { axes: [1] }, int: { keepdims: 0 } },
    ],
  });
}

/** Image tower: ReduceMean over H, W of [N, 3, S, S] → [N, 3] → MatMul W[3, D] → [N, D]; S fixed. */
export function tinyImageTower(size: number, dimension: number): Uint8Array {
  return onnxModel({
    inputs: [{ name: 'pixel_values', elem: ELEM.float, dims: ['N', 3, size, size] }],
    outputs: [{ name: 'image_embeds', elem: ELEM.float, dims: ['N', dimension] }],
    initializers: [{ name: 'proj', dims: [3, dimension], values: weights(3 * dimension, 11) }],
    nodes: [
      { op: 'ReduceMean', inputs: ['pixel_values'], outputs: ['pooled'], ints: { axes: [2, 3] }, int: { keepdims: 0 } },
      { op: 'MatMul', inputs: ['pooled', 'proj'], outputs: ['image_embeds'] },
    ],
  });
}
