import { expect, test, type Page } from "@playwright/test";
import { expectNoErrors, screenshot, stubExternalNetwork, watchErrors } from "./helpers";
import { addSound, OGG } from "./soundSteps";

const WAV = Buffer.concat([Buffer.from("RIFF", "ascii"), Buffer.alloc(4), Buffer.from("WAVEfmt ", "ascii"), Buffer.alloc(40)]);

interface Play { src: string; volume: number; rate: number; preservesPitch: boolean }

/** Records every play() instead of making noise, with the settings it was started with. */
async function recordPlays(page: Page) {
  await page.addInitScript(() => {
    const plays: unknown[] = [];
    (window as unknown as { __plays: unknown[] }).__plays = plays;
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement & { preservesPitch: boolean }) {
      plays.push({ src: this.src.slice(0, 40), volume: this.volume, rate: this.playbackRate, preservesPitch: this.preservesPitch });
      return Promise.resolve();
    };
  });
}
const plays = (page: Page) => page.evaluate(() => (window as unknown as { __plays: Play[] }).__plays);

const dialog = (page: Page) => page.getByRole("dialog");
const cards = (page: Page) => page.getByTestId("sound-card");
const card = (page: Page, key: string) => page.getByRole("article", { name: `Sound ${key}`, exact: true });

async function open(page: Page) {
  await stubExternalNetwork(page);
  await recordPlays(page);
  await page.goto("/sounds");
  await expect(page.getByRole("heading", { name: "Sounds", level: 1 })).toBeVisible();
}

test("empty state, then create a sound with an .ogg, refusing a .wav", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page);
  await expect(page.getByTestId("page-mod-name")).toHaveText("My Custom Mod");
  await expect(page.getByTestId("sound-count")).toHaveText("0 custom sounds");
  await expect(page.getByPlaceholder("Search sounds by name or key...")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Custom Sounds Yet" })).toBeVisible();
  await screenshot(page, "sounds-empty");

  // Cancel discards a new sound.
  await page.getByRole("button", { name: "Create Your First Sound" }).click();
  await expect(dialog(page).getByRole("heading", { name: "Create Sound" })).toBeVisible();
  await expect(dialog(page).getByLabel("Key")).toHaveValue("new_sound");
  await expect(dialog(page).getByLabel("Volume")).toHaveValue("0.6");
  await expect(dialog(page).getByLabel("Pitch")).toHaveValue("0.7");
  await expect(dialog(page).getByRole("button", { name: "Play" })).toBeDisabled();
  await dialog(page).getByLabel("Key").fill("never_saved");
  await dialog(page).getByRole("button", { name: "Cancel" }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "No Custom Sounds Yet" })).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  await page.getByRole("button", { name: "Add New Sound" }).click();
  const upload = dialog(page).getByLabel("Upload .ogg File");
  await upload.setInputFiles({ name: "ding.wav", mimeType: "audio/wav", buffer: WAV });
  await expect(dialog(page).getByRole("alert")).toHaveText("Only .ogg files are supported. Please choose an .ogg audio file.");
  await expect(dialog(page).getByTestId("sound-file-status")).toHaveText("No audio file yet");
  // A renamed non-Ogg file is refused too.
  await upload.setInputFiles({ name: "fake.ogg", mimeType: "audio/ogg", buffer: WAV });
  await expect(dialog(page).getByRole("alert")).toHaveText("This file is not a valid .ogg audio file.");
  await expect(dialog(page).getByTestId("sound-file-status")).toHaveText("No audio file yet");
  await upload.setInputFiles({ name: "ding.ogg", mimeType: "audio/ogg", buffer: OGG });
  await expect(dialog(page).getByRole("alert")).toHaveCount(0);
  await expect(dialog(page).getByTestId("sound-file-status")).toHaveText("Audio loaded: ding.ogg");

  await dialog(page).getByLabel("Key").fill("coin_ding");
  await dialog(page).getByLabel("Volume").fill("0.8");
  await dialog(page).getByLabel("Pitch").fill("1.5");
  await dialog(page).getByRole("button", { name: "Play" }).click();
  await expect.poll(() => plays(page)).toEqual([{ src: `data:audio/ogg;base64,${OGG.toString("base64")}`.slice(0, 40), volume: 0.8, rate: 1.5, preservesPitch: false }]);
  await screenshot(page, "sounds-modal");
  await dialog(page).getByRole("button", { name: "Create Sound" }).click();
  await expect(dialog(page)).toHaveCount(0);

  await expect(cards(page)).toHaveCount(1);
  const created = card(page, "coin_ding");
  await expect(created.getByTestId("sound-volume")).toHaveText("0.8");
  await expect(created.getByTestId("sound-pitch")).toHaveText("1.5");
  await expect(created).toContainText("mycustom_coin_ding");
  await expect(page.getByTestId("sound-count")).toHaveText("1 custom sound");

  // The card plays at the sound's own settings.
  await created.getByRole("button", { name: "Play coin_ding" }).click();
  await expect.poll(async () => (await plays(page)).length).toBe(2);
  expect((await plays(page))[1]).toMatchObject({ volume: 0.8, rate: 1.5, preservesPitch: false });

  // The overview's summary counts it.
  await page.getByRole("link", { name: "Overview" }).first().click();
  await expect(page.getByTestId("summary-sounds")).toHaveAccessibleName("Sounds: 1");
  await expectNoErrors(errors);
});

test("save is ignored with a blank key; Enter saves; bad numbers are refused", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page);
  await page.getByRole("button", { name: "Add New Sound" }).click();
  const key = dialog(page).getByLabel("Key");
  await key.fill("   ");
  await expect(dialog(page)).toContainText("Key is required");
  await dialog(page).getByRole("button", { name: "Create Sound" }).click();
  await key.press("Enter");
  await expect(dialog(page)).toBeVisible();
  await key.fill("9lives");
  await expect(dialog(page)).toContainText("Key must start with a letter or underscore and contain only letters, numbers, and underscores");
  await dialog(page).getByRole("button", { name: "Create Sound" }).click();
  await expect(dialog(page)).toBeVisible();
  await key.fill("whoosh");
  await dialog(page).getByLabel("Volume").fill("");
  await expect(dialog(page)).toContainText("Volume must be a number");
  await dialog(page).getByRole("button", { name: "Create Sound" }).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByLabel("Volume").fill("0.25");
  await key.press("Enter");
  await expect(dialog(page)).toHaveCount(0);
  await expect(card(page, "whoosh").getByTestId("sound-volume")).toHaveText("0.25");
  await expect(card(page, "whoosh")).toContainText("No audio uploaded yet");
  await expect(card(page, "whoosh").getByRole("button", { name: "Play whoosh" })).toBeDisabled();

  // A second sound asking for a taken key is told, and saved under a free one.
  await page.getByRole("button", { name: "Add New Sound" }).click();
  await dialog(page).getByLabel("Key").fill("whoosh");
  await expect(dialog(page)).toContainText("it will be saved as whoosh2");
  await dialog(page).getByLabel("Key").press("Enter");
  await expect(card(page, "whoosh2")).toBeVisible();
  await expectNoErrors(errors);
});

test("inline key rename: Enter or blur commit valid keys, Escape cancels", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page);
  await addSound(page, "alpha");
  await addSound(page, "beta");

  await card(page, "alpha").getByRole("button", { name: "Rename alpha" }).click();
  let input = page.getByRole("textbox", { name: "Sound key" });
  await expect(input).toBeFocused();
  await input.fill("gamma");
  await input.press("Escape");
  await expect(card(page, "alpha")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Sound key" })).toHaveCount(0);

  await card(page, "alpha").getByRole("button", { name: "Rename alpha" }).click();
  input = page.getByRole("textbox", { name: "Sound key" });
  await input.fill("gamma");
  await input.press("Enter");
  await expect(card(page, "gamma")).toBeVisible();
  await expect(card(page, "gamma")).toContainText("mycustom_gamma");

  // Taken and malformed keys are refused on Enter (the field stays open) and dropped on blur.
  await card(page, "gamma").getByRole("button", { name: "Rename gamma" }).click();
  input = page.getByRole("textbox", { name: "Sound key" });
  await input.fill("beta");
  await input.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("Another sound already uses this key");
  await expect(input).toBeVisible();
  await input.fill("has space");
  await input.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("Key must start with a letter or underscore and contain only letters, numbers, and underscores");
  await input.fill("");
  await input.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("Key is required");
  await page.getByRole("heading", { name: "Sounds", level: 1 }).click();
  await expect(page.getByRole("textbox", { name: "Sound key" })).toHaveCount(0);
  await expect(card(page, "gamma")).toBeVisible();

  // Blur commits a valid key.
  await card(page, "gamma").getByRole("button", { name: "Rename gamma" }).click();
  await page.getByRole("textbox", { name: "Sound key" }).fill("delta_2");
  await page.getByRole("heading", { name: "Sounds", level: 1 }).click();
  await expect(card(page, "delta_2")).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
  await expectNoErrors(errors);
});

test("duplicate, delete with confirmation, search and edit", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page);
  await addSound(page, "bell", { volume: "0.5", pitch: "1.2" });
  await addSound(page, "horn");

  await card(page, "bell").getByRole("button", { name: "Duplicate bell" }).click();
  await expect(card(page, "bell_copy")).toBeVisible();
  await expect(card(page, "bell_copy").getByTestId("sound-volume")).toHaveText("0.5");
  await expect(card(page, "bell_copy").getByTestId("sound-pitch")).toHaveText("1.2");
  await card(page, "bell").getByRole("button", { name: "Duplicate bell" }).click();
  await expect(card(page, "bell_copy2")).toBeVisible();
  await expect(cards(page)).toHaveCount(4);
  await expect(page.getByTestId("sound-count")).toHaveText("4 custom sounds");
  // The copies are separate sounds: renaming one leaves the other alone.
  await card(page, "bell_copy").getByRole("button", { name: "Rename bell_copy" }).click();
  await page.getByRole("textbox", { name: "Sound key" }).fill("chime");
  await page.getByRole("textbox", { name: "Sound key" }).press("Enter");
  await expect(card(page, "chime")).toBeVisible();
  await expect(card(page, "bell_copy2")).toBeVisible();

  // Search by key.
  const search = page.getByPlaceholder("Search sounds by name or key...");
  await search.fill("BELL");
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByTestId("sound-count")).toHaveText("Showing 2 of 4 sounds");
  await search.fill("zzz");
  await expect(page.getByRole("heading", { name: "No Sounds Found" })).toBeVisible();
  await screenshot(page, "sounds-not-found");
  await page.getByRole("button", { name: "Clear Search" }).click();
  await expect(search).toHaveValue("");
  await expect(cards(page)).toHaveCount(4);

  // Delete asks first: Keep Sound keeps it, Delete Sound removes it.
  await card(page, "horn").getByRole("button", { name: "Delete horn" }).click();
  await expect(dialog(page).getByRole("button", { name: "Delete Sound" })).toBeVisible();
  await dialog(page).getByRole("button", { name: "Keep Sound" }).click();
  await expect(card(page, "horn")).toBeVisible();
  await card(page, "horn").getByRole("button", { name: "Delete horn" }).click();
  await dialog(page).getByRole("button", { name: "Delete Sound" }).click();
  await expect(card(page, "horn")).toHaveCount(0);
  await expect(cards(page)).toHaveCount(3);

  // Edit: Cancel discards, Save Changes stores.
  await card(page, "bell").getByRole("button", { name: "Edit bell" }).click();
  await expect(dialog(page).getByRole("heading", { name: "Edit Sound" })).toBeVisible();
  await expect(dialog(page).getByTestId("sound-file-status")).toHaveText("Audio loaded");
  await dialog(page).getByLabel("Pitch").fill("2");
  await dialog(page).getByRole("button", { name: "Cancel" }).click();
  await expect(card(page, "bell").getByTestId("sound-pitch")).toHaveText("1.2");
  await card(page, "bell").getByRole("button", { name: "Edit bell" }).click();
  await dialog(page).getByLabel("Pitch").fill("2");
  await dialog(page).getByLabel("Key").fill("big_bell");
  await dialog(page).getByRole("button", { name: "Save Changes" }).click();
  await expect(card(page, "big_bell").getByTestId("sound-pitch")).toHaveText("2");
  await expect(card(page, "bell")).toHaveCount(0);
  await screenshot(page, "sounds-grid");
  await expectNoErrors(errors);
});
