// Hands a blob to the browser as a file download (Save Mod's .jokerforge, Export Mod's .zip).

/** Lets the browser start the download, which it does asynchronously, before the object URL is released. */
const REVOKE_AFTER_MS = 60_000;

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
