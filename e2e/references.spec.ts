// A sound that a seal plays: renaming it (on the card and in the edit modal) carries the seal
// along, deleting it says so and resets the seal, and one Ctrl+Z brings both back.
import { expect, test, type Page } from "@playwright/test";
import { expectNoErrors, screenshot, stubExternalNetwork, watchErrors } from "./helpers";
import { dialog, done, navigate, openEditor } from "./itemPageFlow";
import { addSound } from "./soundSteps";

const soundCard = (page: Page, key: string) => page.getByRole("article", { name: `Sound ${key}`, exact: true });

/** The seal's sound select, read from its editor (the seal card does not show it). */
async function sealSound(page: Page): Promise<string> {
  await navigate(page, "/seals", "Seals");
  await openEditor(page, "New Seal");
  await dialog(page).getByRole("tab", { name: "Badge and Sound" }).click();
  const value = await dialog(page).getByTestId("seal-sound").inputValue();
  await done(page);
  return value;
}

test("renaming and deleting a sound carries a seal's sound along, undone in one step", async ({ page }) => {
  const errors = watchErrors(page);
  await stubExternalNetwork(page);
  await page.goto("/sounds");
  await expect(page.getByRole("heading", { level: 1, name: "Sounds" })).toBeVisible();
  await addSound(page, "chime");

  await navigate(page, "/seals", "Seals");
  await page.getByTestId("item-create").click();
  await dialog(page).getByRole("tab", { name: "Badge and Sound" }).click();
  await dialog(page).getByTestId("seal-sound").selectOption("mycustom_chime");
  await done(page);

  // Inline rename on the sound's card.
  await navigate(page, "/sounds", "Sounds");
  await soundCard(page, "chime").getByRole("button", { name: "Rename chime" }).click();
  await page.getByRole("textbox", { name: "Sound key" }).fill("gong");
  await page.getByRole("textbox", { name: "Sound key" }).press("Enter");
  await expect(soundCard(page, "gong")).toBeVisible();
  expect(await sealSound(page)).toBe("mycustom_gong");

  // Rename in the edit modal.
  await navigate(page, "/sounds", "Sounds");
  await soundCard(page, "gong").getByRole("button", { name: "Edit gong" }).click();
  await dialog(page).getByLabel("Key").fill("bell");
  await dialog(page).getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(soundCard(page, "bell")).toBeVisible();
  expect(await sealSound(page)).toBe("mycustom_bell");

  // Delete: the confirmation says what changes, keeping the spec's labels.
  await navigate(page, "/sounds", "Sounds");
  await soundCard(page, "bell").getByRole("button", { name: "Delete bell" }).click();
  await expect(page.getByTestId("removal-references")).toContainText("1 item refers to it and will change:");
  await expect(page.getByTestId("removal-references")).toContainText("New Seal: sound reset to gold_seal");
  await expect(dialog(page).getByRole("button", { name: "Keep Sound" })).toBeVisible();
  await screenshot(page, "references-sound-delete");
  await dialog(page).getByRole("button", { name: "Delete Sound" }).click();
  await expect(soundCard(page, "bell")).toHaveCount(0);
  expect(await sealSound(page)).toBe("gold_seal");

  // One undo brings back the sound and the seal's reference to it.
  await page.keyboard.press("Control+z");
  expect(await sealSound(page)).toBe("mycustom_bell");
  await navigate(page, "/sounds", "Sounds");
  await expect(soundCard(page, "bell")).toBeVisible();
  // The undo before that is the modal rename, again with the seal.
  await page.keyboard.press("Control+z");
  await expect(soundCard(page, "gong")).toBeVisible();
  expect(await sealSound(page)).toBe("mycustom_gong");
  await expectNoErrors(errors);
});
