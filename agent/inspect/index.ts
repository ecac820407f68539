// Looking again at rewound frames: the FrameInspector contract and the builtin inspector
// (production analyzers, no model server).
export type { FrameInspector, InspectFrame, InspectOptions, Inspection, Sighting, TextSeen, LightChange, Direction } from './inspector.ts';
export { BuiltinInspector, type BuiltinInspectorOptions } from './builtin-inspector.ts';
export type { TextReader } from './text-reading.ts';
