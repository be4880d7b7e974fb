// What a chosen file holds before it is read as a project: the project's text, or why it is none.
// A modder who picks the mod's .zip (what Export Mod Files downloads) gets the project file the
// zip carries (<mod id>-<date>.jokerforge) imported; a sound, an image or other binary data is
// named as such instead of failing as "not valid JSON" with its bytes in the message.
import { PROJECT_FILE_EXTENSION } from "./fileName";

export type FileText = { text: string } | { reason: string };

/** Leading bytes of files people pick by mistake, and what to call them. */
const SIGNATURES: [bytes: number[], what: string][] = [
  [[0x4f, 0x67, 0x67, 0x53], "an OGG sound"],
  [[0x89, 0x50, 0x4e, 0x47], "a PNG image"],
  [[0x49, 0x44, 0x33], "an MP3 sound"],
  [[0xff, 0xfb], "an MP3 sound"],
  [[0x52, 0x49, 0x46, 0x46], "a WAV sound"],
  [[0xff, 0xd8, 0xff], "a JPEG image"],
  [[0x47, 0x49, 0x46, 0x38], "a GIF image"],
  [[0x1f, 0x8b], "a gzip archive"],
];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP = [0x50, 0x4b, 0x05, 0x06];

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** The project text in `bytes` (a project file, or a zip that holds one), or the reason there is none. */
export async function projectTextOfBytes(bytes: Uint8Array): Promise<FileText> {
  if (startsWith(bytes, ZIP) || startsWith(bytes, EMPTY_ZIP)) return projectTextOfZip(bytes);
  for (const [signature, what] of SIGNATURES) {
    if (startsWith(bytes, signature)) return { reason: `$: this is ${what}, not a project file (${PROJECT_FILE_EXTENSION})` };
  }
  // text has no NUL bytes; a file with them in its first kilobytes is some other binary file
  if (bytes.subarray(0, 4096).includes(0)) return { reason: `$: this is binary data, not a project file (${PROJECT_FILE_EXTENSION})` };
  return { text: new TextDecoder().decode(bytes) };
}

async function projectTextOfZip(bytes: Uint8Array): Promise<FileText> {
  const { default: JSZip } = await import("jszip");
  let zip: InstanceType<typeof JSZip>;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch (error) {
    return { reason: `$: this .zip cannot be read (${error instanceof Error ? error.message : String(error)})` };
  }
  // the export's zip holds one project file in the mod's folder; of several, the shallowest, then
  // the latest by name (their names end with the date they were saved)
  const projects = Object.values(zip.files)
    .filter((f) => !f.dir && f.name.toLowerCase().endsWith(PROJECT_FILE_EXTENSION))
    .sort((a, b) => a.name.split("/").length - b.name.split("/").length || (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
  const chosen = projects[0];
  if (!chosen) return { reason: `$: this .zip holds no project file (${PROJECT_FILE_EXTENSION}); a mod's .zip from Export Mod Files carries one` };
  return { text: new TextDecoder().decode(await chosen.async("uint8array")) };
}
