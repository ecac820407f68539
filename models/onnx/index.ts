// Local ONNX models on onnxruntime-node: session opening with CUDA/CPU choice, the CLIP-style
// image/text embedder, and the image helpers the builtin analyzers share.
export { OnnxClipEmbedder, type OnnxClipEmbedderOptions } from './clip-embedder.ts';
export { ClipConfigSchema, readClipConfig, type ClipConfig } from './clip-config.ts';
export { BpeTokenizer } from './bpe-tokenizer.ts';
export { openSession, loadOrt, type ExecutionDevice, type OpenSession, type OpenSessionOptions } from './session.ts';
export { centreCropSquare } from './image-preprocess.ts';
export {
  decodeJpeg, encodeJpeg, i420ToRgb, cropImage, resizeImage, writeChw,
  type RgbImage, type PixelBox, type TensorLayout,
} from './rgb-image.ts';
