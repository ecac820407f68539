// Builtin COCO object detector (CenterNet on TF.js, wasm backend).
export { ObjectDetector, defaultObjectModelPath, nonMaxSuppression, intersectionOverUnion, type DetectedObject, type ObjectDetectorOptions } from './object-detector.ts';
export { COCO_LABELS, type CocoLabel } from './coco-labels.ts';
export { loadTf, type TfBackend } from './tfjs-runtime.ts';
