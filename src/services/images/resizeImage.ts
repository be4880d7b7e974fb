// Uploaded logos, icons and sprites are pixel art: they are redrawn at the exact size the game
// expects with smoothing off, so every pixel stays a hard-edged block instead of a blur.

export const CANVAS_CONTEXT_ERROR = "Failed to get canvas context";
export const IMAGE_LOAD_ERROR = "Failed to load image";

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(IMAGE_LOAD_ERROR));
    image.src = src;
  });
}

/** Draws `source` (any image URL) onto a width x height canvas without smoothing; returns a PNG data URL. */
export async function resizeImageUrl(source: string, width: number, height: number): Promise<string> {
  const image = await loadImage(source);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error(CANVAS_CONTEXT_ERROR);
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, width, height);
  return canvas.toDataURL("image/png");
}

/**
 * Reads an image file and redraws it at width x height without smoothing.
 * Rejects with 'Failed to load image' or 'Failed to get canvas context'.
 */
export async function resizeImageFile(file: File, width: number, height: number): Promise<string> {
  const url = URL.createObjectURL(file);
  try {
    return await resizeImageUrl(url, width, height);
  } finally {
    URL.revokeObjectURL(url);
  }
}
