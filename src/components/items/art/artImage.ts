// Turns an uploaded file into card art the way the game wants it: the picture is scaled to the
// type's cell (e.g. 71x95) without smoothing, then doubled pixel-for-pixel, and the 2x PNG is
// stored (imagePreview, as the original app does). The 1x sprite is derived at export by
// halving, which is exact because every 2x pixel block is uniform. A file that already is the
// 2x size is kept as drawn, so hand-made 2x detail survives.
import { IMAGE_LOAD_ERROR, resizeImageUrl } from "../../../services/images/resizeImage";

export const isImageFile = (file: File) => file.type.startsWith("image/") || /\.(png|gif|jpe?g|webp|bmp)$/i.test(file.name);

function imageSize(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error(IMAGE_LOAD_ERROR));
    image.src = url;
  });
}

/** The 2x PNG data URL of an uploaded picture for a width x height (1x) cell. */
export async function artFromFile(file: File, width: number, height: number): Promise<string> {
  const url = URL.createObjectURL(file);
  try {
    const size = await imageSize(url);
    if (size.width === width * 2 && size.height === height * 2) return await resizeImageUrl(url, width * 2, height * 2);
    const cell = await resizeImageUrl(url, width, height);
    return await resizeImageUrl(cell, width * 2, height * 2);
  } finally {
    URL.revokeObjectURL(url);
  }
}
