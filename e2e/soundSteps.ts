// Adding a project sound from the Sounds page, for the specs that need one (sounds, and the seals
// and editions that play one).
import { expect, type Page } from "@playwright/test";
import { dialog } from "./itemPageFlow";

/** A small file that looks like Ogg to any sniffer: the "OggS" capture pattern, then filler. */
export const OGG = Buffer.concat([Buffer.from("OggS", "ascii"), Buffer.alloc(60, 7)]);

/** Creates sound `key` (uploading `<key>.ogg` unless `audio` is false) through the Add New Sound dialog. */
export async function addSound(page: Page, key: string, options: { volume?: string; pitch?: string; audio?: boolean } = {}) {
  await page.getByRole("button", { name: "Add New Sound" }).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByLabel("Key").fill(key);
  if (options.audio !== false) await dialog(page).getByLabel("Upload .ogg File").setInputFiles({ name: `${key}.ogg`, mimeType: "audio/ogg", buffer: OGG });
  if (options.volume) await dialog(page).getByLabel("Volume").fill(options.volume);
  if (options.pitch) await dialog(page).getByLabel("Pitch").fill(options.pitch);
  await dialog(page).getByRole("button", { name: "Create Sound" }).click();
  await expect(dialog(page)).toHaveCount(0);
}
