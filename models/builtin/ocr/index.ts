// Builtin OCR analyzer (PaddleOCR v4 ONNX on onnxruntime-node).
export { OcrAnalyzer, defaultOcrModelDir, type OcrAnalyzerOptions, type OcrResult } from './ocr-analyzer.ts';
export { DEFAULT_DETECTION, type DetectionOptions } from './text-detection.ts';
