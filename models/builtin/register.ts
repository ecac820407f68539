// Registers the builtin (offline) providers: the builtin captioner, with OCR and the COCO
// detector on keyframes when enabled, and the lexical embedder. Analyzers load lazily on
// first use, so a vigil that never captions an activity window never loads a model.
import { registerCaptioner, registerEmbedder } from '../provider-registry.ts';
import { BuiltinCaptioner, type ObjectDetector as ObjectCounter, type TextReader } from './builtin-captioner.ts';
import { LexicalEmbedder } from './lexical-embedder.ts';
import { OcrAnalyzer } from './ocr/index.ts';
import { ObjectDetector } from './objects/index.ts';

export function registerBuiltinProviders(): void {
  registerCaptioner('builtin', ({ models }) => {
    const b = models.builtin;
    let ocr: TextReader | undefined;
    if (b.ocr) {
      const analyzer = new OcrAnalyzer({ minConfidence: b.minTextConfidence });
      ocr = { read: (jpeg) => analyzer.run(jpeg) };
    }
    let objects: ObjectCounter | undefined;
    if (b.objects) {
      const detector = new ObjectDetector({ minScore: b.minObjectScore });
      objects = { detect: (jpeg) => detector.run(jpeg) };
    }
    return new BuiltinCaptioner({ ocr, objects, minTextConfidence: b.minTextConfidence, minObjectScore: b.minObjectScore });
  }, { replace: true });
  registerEmbedder('builtin', ({ models }) => new LexicalEmbedder({ dimension: models.builtin.embeddingDimension }), { replace: true });
}
