// CLIP's image preparation: scale the shortest side to the model size, then take the centre
// square, so that wide CCTV frames lose their edges rather than being squashed.
import { cropImage, resizeImage, type RgbImage } from './rgb-image.ts';

export function centreCropSquare(img: RgbImage, size: number): RgbImage {
  const scale = size / Math.min(img.width, img.height);
  const w = Math.max(size, Math.round(img.width * scale)), h = Math.max(size, Math.round(img.height * scale));
  const resized = resizeImage(img, w, h);
  const x0 = Math.floor((w - size) / 2), y0 = Math.floor((h - size) / 2);
  return cropImage(resized, { x0, y0, x1: x0 + size, y1: y0 + size });
}
