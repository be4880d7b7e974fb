// Reads any PNG the exporter writes (indexed with PLTE/tRNS, or RGBA) back to RGBA8 with fast-png,
// a reader independent of the exporter's own code, so tests check what any game would load.
import { convertIndexedToRgb, decode } from "fast-png";

export interface RgbaImage { width: number; height: number; colourType: number; data: Uint8Array }

export function pngPixels(png: Uint8Array): RgbaImage {
  const image = decode(png);
  const colourType = png[25];
  const { width, height } = image;
  const data = new Uint8Array(width * height * 4);
  if (image.palette) {
    const rgb = convertIndexedToRgb(image);
    const channels = rgb.length / (width * height);
    for (let i = 0; i < width * height; i += 1) {
      data.set(rgb.subarray(i * channels, i * channels + 3), i * 4);
      data[i * 4 + 3] = channels === 4 ? rgb[i * channels + 3] : 255;
    }
  } else {
    if (image.depth !== 8 || image.channels !== 4) throw new Error(`unexpected PNG: depth ${image.depth}, ${image.channels} channels`);
    data.set(image.data as Uint8Array);
  }
  return { width, height, colourType, data };
}
