// Custom sounds must be Ogg Vorbis files (spec section 5: "upload accepts only .ogg files"); the
// game loads them as they are, so a renamed WAV or MP3 is refused here rather than at load time.

export const NOT_OGG_MESSAGE = "Only .ogg files are supported. Please choose an .ogg audio file.";
export const BAD_OGG_MESSAGE = "This file is not a valid .ogg audio file.";
export const OGG_READ_MESSAGE = "The file could not be read. Please try again.";

const OGG_MAGIC = [0x4f, 0x67, 0x67, 0x53]; // "OggS"

export function hasOggExtension(fileName: string): boolean {
  return /\.ogg$/i.test(fileName.trim());
}

/** Every Ogg stream starts with a page whose capture pattern is "OggS". */
export function startsLikeOgg(bytes: Uint8Array): boolean {
  return OGG_MAGIC.every((b, i) => bytes[i] === b);
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) binary += String.fromCharCode(...bytes.subarray(i, i + step));
  return btoa(binary);
}

export function oggDataUrl(bytes: Uint8Array): string {
  return `data:audio/ogg;base64,${bytesToBase64(bytes)}`;
}

export class OggFileError extends Error {}

/** The file as an audio/ogg data URL; rejects with an OggFileError whose message can be shown. */
export async function readOggFile(file: File): Promise<string> {
  if (!hasOggExtension(file.name)) throw new OggFileError(NOT_OGG_MESSAGE);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    throw new OggFileError(OGG_READ_MESSAGE);
  }
  if (!startsLikeOgg(bytes)) throw new OggFileError(BAD_OGG_MESSAGE);
  return oggDataUrl(bytes);
}
