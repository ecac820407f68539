// Builtin COCO object detector (CenterNet on TF.js, wasm backend).
export { ObjectDetector, defaultObjectModelPath, nonMaxSuppression, intersectionOverUnion, type DetectedObject, type ObjectDetectorOptions } from './object-detector.ts';
export { COCO_LABELS, type CocoLabel } from './coco-labels.ts';
export { loadTf, type TfBackend } from './tfjs-runtime.ts';
export { isThingLabel, nameRegion, REGION_MIN_SCORE, THING_LABELS, type FractionBox, type NamedRegion, type RegionDetector, type ThingClass } from './region-namer.ts';
export { detectInTiles, looksCrowded, withoutPieces, type TiledDetection } from './tiled-detect.ts';
