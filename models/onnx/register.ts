// Registers the local ONNX embedder (a CLIP-style model directory the user provides).
import { registerEmbedder } from '../provider-registry.ts';
import { ConfigError } from '../../core/errors.ts';
import { OnnxClipEmbedder } from './clip-embedder.ts';

export function registerOnnxProviders(): void {
  registerEmbedder('onnx', async ({ models }) => {
    const o = models.onnx;
    if (!o.dir) throw new ConfigError('models.embedder is onnx but models.onnx.dir is not set: point it at a directory with text.onnx, image.onnx, tokenizer.json and config.json');
    const embedder = new OnnxClipEmbedder({ dir: o.dir, device: o.device, batchSize: o.batchSize });
    await embedder.load();
    return embedder;
  }, { replace: true });
}
