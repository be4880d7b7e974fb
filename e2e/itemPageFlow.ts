// Steps shared by the item-page specs (consumables, boosters, card modifiers, vouchers, decks):
// the same create / edit / duplicate / reorder / search / delete walk through any page built on
// the item framework, plus small helpers.
import { expect, type Page } from "@playwright/test";
import { rgbPng as png } from "../tests/support/png";

export const cards = (page: Page) => page.getByTestId("item-card");
export const cardNames = (page: Page) => cards(page).locator(".jf-card-name").allTextContents();
export const dialog = (page: Page) => page.getByRole("dialog");
export const cardOf = (page: Page, name: string) => cards(page).filter({ has: page.locator(".jf-card-name", { hasText: new RegExp(`^${name}$`) }) });

/** Client-side navigation through the sidebar, so the in-memory project stays. */
export async function navigate(page: Page, path: string, heading: string) {
  await page.locator(`a[href="${path}"]`).first().click();
  await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
}

export async function createNamed(page: Page, name: string, description?: string) {
  await page.getByTestId("item-create").click();
  await expect(dialog(page).getByTestId("item-editor")).toBeVisible();
  await dialog(page).getByTestId("item-name-input").fill(name);
  if (description !== undefined) await dialog(page).getByTestId("item-description-input").fill(description);
  await done(page);
}

export async function done(page: Page) {
  await dialog(page).getByTestId("editor-done").click();
  await expect(dialog(page)).toHaveCount(0);
}

export async function openEditor(page: Page, name: string) {
  await page.getByRole("button", { name: `Edit ${name}`, exact: true }).first().click();
  await expect(dialog(page).getByTestId("item-editor")).toBeVisible();
}

/** Values of the options a select offers. */
/** The values of a select in the dialog, once it is there (an editor tab's code may still be loading). */
export async function optionValues(page: Page, testId: string) {
  const select = dialog(page).getByTestId(testId);
  await select.waitFor();
  return select.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
}

export interface FlowOptions {
  singular: string;
  plural: string;
  /** Key a new item gets, e.g. new_consumable. */
  newKey: string;
  /** Game key of an item with object key `key`, e.g. (k) => `c_mycustom_${k}`. */
  gameKey: (key: string) => string;
  /** False for entries without a description (consumable sets). */
  description?: boolean;
  /** Type-specific edits made in the open editor of the first item. */
  edit?: (page: Page) => Promise<void>;
  /** Checks on the first card after those edits. */
  checkCard?: (page: Page) => Promise<void>;
}

/**
 * The walk every item page must pass: empty state, create with live name validation and the
 * derived key, edit, duplicate (unique key), a second item, reorder by keyboard and by drag,
 * search by name and by key, delete with confirmation (Keep first), and undo of the delete.
 */
export async function itemPageFlow(page: Page, o: FlowOptions) {
  const plural = o.plural.toLowerCase();
  await expect(page.getByTestId("item-empty")).toContainText(`No Custom ${o.plural} Yet`);

  await page.getByTestId("item-create").click();
  const d = dialog(page);
  await expect(d.getByTestId("item-key-input")).toHaveValue(o.newKey);
  await expect(d.getByTestId("generated-key")).toHaveText(o.gameKey(o.newKey));
  const name = d.getByTestId("item-name-input");
  await name.fill("Bad `Name`");
  await expect(d.getByTestId("field-error")).toHaveText("Name cannot contain backticks");
  await name.fill("");
  await expect(d.getByTestId("field-error")).toHaveText("Name cannot be empty");
  await name.fill("Alpha Card");
  await expect(d.getByTestId("field-error")).toHaveCount(0);
  await expect(d.getByTestId("generated-key")).toHaveText(o.gameKey("alpha_card"));
  if (o.description !== false) {
    const description = d.getByTestId("item-description-input");
    await description.fill("{C:chips}+10{} Chips {C:mult");
    await expect(d.getByTestId("field-error")).toHaveText("Unclosed formatting tag detected");
    await description.fill("{C:chips}+10{} Chips[s]{X:mult,C:white} X2 {} Mult");
    await expect(d.getByTestId("field-error")).toHaveCount(0);
  }
  await o.edit?.(page);
  await done(page);

  const first = cards(page).first();
  await expect(first.locator(".jf-card-name")).toHaveText("Alpha Card");
  await expect(first.getByTestId("generated-key")).toHaveText(o.gameKey("alpha_card"));
  if (o.description !== false) await expect(first.locator('[data-colour="chips"]').first()).toHaveCSS("color", "rgb(0, 157, 255)");
  await expect(page.getByTestId("item-count")).toHaveText(`1 ${o.singular.toLowerCase()}`);
  await o.checkCard?.(page);

  // Duplicate: right after the original, with a unique key.
  await page.getByRole("button", { name: "Duplicate Alpha Card" }).click();
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).nth(1).getByTestId("generated-key")).toHaveText(o.gameKey("alpha_card2"));
  await createNamed(page, "Bravo Card");
  await expect.poll(() => cardNames(page)).toEqual(["Alpha Card", "Alpha Card", "Bravo Card"]);
  await expect(page.getByTestId("item-count")).toHaveText(`3 ${plural}`);

  // Reorder by keyboard (focus stays on the moved card), then by drag and drop.
  await cards(page).nth(2).focus();
  await page.keyboard.press("Alt+ArrowLeft");
  await expect.poll(() => cardNames(page)).toEqual(["Alpha Card", "Bravo Card", "Alpha Card"]);
  await expect(page.locator("[data-testid=item-card]:focus")).toContainText("Bravo Card");
  const last = cards(page).nth(2);
  const box = (await last.boundingBox())!;
  await cards(page).nth(1).dragTo(last, { targetPosition: { x: box.width * 0.8, y: box.height / 2 } });
  await expect.poll(() => cardNames(page)).toEqual(["Alpha Card", "Alpha Card", "Bravo Card"]);
  await expect(cards(page).nth(2)).toContainText("#3");

  // Search by name, by key, nothing; clear.
  await page.getByTestId("item-search").fill("bravo");
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByTestId("item-count")).toHaveText(`Showing 1 of 3 ${plural}`);
  await page.getByTestId("item-search").fill("alpha_card2");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByTestId("generated-key")).toHaveText(o.gameKey("alpha_card2"));
  await page.getByTestId("item-search").fill("zzz nothing");
  await expect(page.getByTestId("item-empty")).toContainText(`No ${o.plural} Found`);
  await page.getByRole("button", { name: "Clear Search" }).click();
  await expect(cards(page)).toHaveCount(3);

  // Delete: Keep changes nothing, Delete removes; undo brings it back.
  await page.getByRole("button", { name: "Delete Bravo Card" }).click();
  await page.getByRole("button", { name: `Keep ${o.singular}` }).click();
  await expect(cards(page)).toHaveCount(3);
  await page.getByRole("button", { name: "Delete Bravo Card" }).click();
  await page.getByRole("button", { name: `Delete ${o.singular}` }).click();
  await expect(cards(page)).toHaveCount(2);
  await page.keyboard.press("Control+z");
  await expect(cards(page)).toHaveCount(3);
  await expect.poll(() => cardNames(page)).toEqual(["Alpha Card", "Alpha Card", "Bravo Card"]);
}

// Specs that upload other art take their PNG maker from here too.
export { png };

/** Uploads a 71x95 two-colour PNG in the open editor and checks it is kept at 2x without smoothing. */
export async function uploadArt(page: Page, fileName = "art.png") {
  const picture = png(71, 95, (x) => (x < 35 ? [254, 95, 85] : [0, 157, 255]));
  await dialog(page).getByTestId("art-file-input").setInputFiles({ name: fileName, mimeType: "image/png", buffer: picture });
  const art = dialog(page).getByTestId("card-art");
  await expect(art).toBeVisible();
  const pixels = await art.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const c = document.createElement("canvas");
    c.width = img.naturalWidth; c.height = img.naturalHeight;
    const g = c.getContext("2d")!;
    g.drawImage(img, 0, 0);
    return { w: c.width, h: c.height, left: [...g.getImageData(69, 50, 1, 1).data], right: [...g.getImageData(70, 50, 1, 1).data] };
  });
  expect(pixels).toEqual({ w: 142, h: 190, left: [254, 95, 85, 255], right: [0, 157, 255, 255] });
}
