import { expect, test, type Page } from "@playwright/test";
import { expectNoErrors, screenshot, watchErrors } from "./helpers";
import { importThroughPicker } from "./fileActions";
import { projectFile } from "./projectFiles";

const cards = (page: Page) => page.getByTestId("item-card");
const cardNames = (page: Page) => cards(page).locator(".jf-card-name").allTextContents();
const dialog = (page: Page) => page.getByRole("dialog");
const dock = (page: Page) => page.getByTestId("floating-dock");

async function openRarities(page: Page) {
  await dock(page).getByRole("tab", { name: "Rarities" }).click();
  await expect(page.getByRole("heading", { name: "Rarities", exact: true })).toBeVisible();
}

async function createRarity(page: Page, name: string, colour?: string, weight?: string) {
  await page.getByTestId("item-create").click();
  await dialog(page).getByTestId("item-name-input").fill(name);
  if (colour) await dialog(page).getByTestId("rarity-colour").fill(colour);
  if (weight) await dialog(page).getByTestId("rarity-weight").fill(weight);
  await dialog(page).getByTestId("editor-done").click();
  await expect(dialog(page)).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await page.goto("/jokers");
  await openRarities(page);
});

test("create, edit, duplicate, reorder, search and delete a rarity", async ({ page }) => {
  const errors = watchErrors(page);
  await expect(page.getByTestId("item-empty")).toContainText("No Custom Rarities Yet");

  await page.getByTestId("item-create").click();
  const d = dialog(page);
  await expect(d.getByTestId("item-key-input")).toHaveValue("new_rarity");
  await d.getByTestId("item-name-input").fill("Mythic");
  await expect(d.getByTestId("generated-key")).toHaveText("mycustom_mythic");
  await d.getByTestId("rarity-colour").fill("FF00AA");
  await d.getByTestId("rarity-weight").fill("0.02");
  await d.getByTestId("editor-done").click();

  const card = cards(page).first();
  await expect(card.locator(".jf-card-name")).toHaveText("Mythic");
  await expect(card.getByTestId("generated-key")).toHaveText("mycustom_mythic");
  await expect(card.getByTestId("card-badge").first()).toHaveText("Weight 0.02");
  // The swatch shows the badge in its colour and the text colour {C:mycustom_mythic}.
  await expect(card.getByTestId("rarity-swatch").locator('[data-colour="mycustom_mythic"]')).toHaveCSS("color", "rgb(255, 0, 170)");

  // Invalid colours are refused with a message and not stored.
  await page.getByRole("button", { name: "Edit Mythic" }).click();
  await d.getByTestId("rarity-colour").fill("XYZ");
  await expect(d.getByTestId("field-error")).toHaveText("Use 6 hex digits, e.g. FE5F55");
  await d.getByTestId("editor-done").click();
  await expect(card.getByTestId("rarity-swatch").locator('[data-colour="mycustom_mythic"]')).toHaveCSS("color", "rgb(255, 0, 170)");

  await page.getByRole("button", { name: "Duplicate Mythic" }).click();
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).nth(1).getByTestId("generated-key")).toHaveText("mycustom_mythic2");

  await createRarity(page, "Cursed", "333333", "0.1");
  await expect.poll(() => cardNames(page)).toEqual(["Mythic", "Mythic", "Cursed"]);

  // Reorder: keyboard, then drag.
  await cards(page).nth(2).focus();
  await page.keyboard.press("Alt+ArrowLeft");
  await expect.poll(() => cardNames(page)).toEqual(["Mythic", "Cursed", "Mythic"]);
  const first = cards(page).nth(0);
  const last = cards(page).nth(2);
  const box = (await last.boundingBox())!;
  await first.dragTo(last, { targetPosition: { x: box.width * 0.8, y: box.height / 2 } });
  await expect.poll(() => cardNames(page)).toEqual(["Cursed", "Mythic", "Mythic"]);

  await page.getByTestId("item-search").fill("curs");
  await expect(cards(page)).toHaveCount(1);
  await page.getByTestId("item-search").fill("mythic2");
  await expect(cards(page)).toHaveCount(1);
  await page.getByTestId("item-search").fill("");

  await page.getByRole("button", { name: "Delete Cursed" }).click();
  await page.getByRole("button", { name: "Delete Rarity" }).click();
  await expect(cards(page)).toHaveCount(2);
  await expectNoErrors(errors);
});

test("custom rarities appear in the joker rarity select and follow renames and deletes", async ({ page }) => {
  const errors = watchErrors(page);
  await createRarity(page, "Mythic", "FF00AA");
  await createRarity(page, "Cursed", "333333");

  await dock(page).getByRole("tab", { name: "Jokers" }).click();
  await page.getByTestId("item-create").click();
  const select = dialog(page).getByTestId("joker-rarity");
  await expect(select.locator("option")).toHaveText(["Common", "Uncommon", "Rare", "Legendary", "Mythic", "Cursed"]);
  await select.selectOption({ label: "Mythic" });
  await dialog(page).getByTestId("item-name-input").fill("Star Child");
  await dialog(page).getByTestId("editor-done").click();
  const badge = cards(page).first().getByTestId("card-badge").first();
  await expect(badge).toHaveText("Mythic");
  await expect(badge).toHaveCSS("background-color", "rgb(255, 0, 170)");

  // Renaming the rarity's key repoints the joker (one undo step).
  await openRarities(page);
  await page.getByRole("button", { name: "Edit Mythic" }).click();
  await dialog(page).getByTestId("item-key-input").fill("godly");
  await dialog(page).getByTestId("item-key-input").press("Enter");
  await expect(dialog(page).getByTestId("rarity-usage")).toContainText("1 joker uses this rarity");
  await dialog(page).getByTestId("editor-done").click();
  await dock(page).getByRole("tab", { name: "Jokers" }).click();
  await page.getByRole("button", { name: "Edit Star Child" }).click();
  await expect(dialog(page).getByTestId("joker-rarity")).toHaveValue("godly");
  await dialog(page).getByTestId("editor-done").click();

  // Deleting it warns and turns the joker Common.
  await openRarities(page);
  await page.getByRole("button", { name: "Delete Mythic" }).click();
  await expect(page.getByRole("dialog")).toContainText("1 joker uses this rarity and will become Common");
  await page.getByRole("button", { name: "Delete Rarity" }).click();
  await dock(page).getByRole("tab", { name: "Jokers" }).click();
  await expect(cards(page).first().getByTestId("card-badge").first()).toHaveText("Common");
  await expectNoErrors(errors);
});

test("screenshot: the rarities tab with three rarities", async ({ page }) => {
  const errors = watchErrors(page);
  await createRarity(page, "Mythic", "FF00AA", "0.02");
  await createRarity(page, "Cursed", "5B3A6B", "0.1");
  await createRarity(page, "Shiny", "F3B958", "0.05");
  await expect(cards(page)).toHaveCount(3);
  await screenshot(page, "rarities-page");
  await expectNoErrors(errors);
});

test("a rarity and a consumable set never share a key: a file that has them shows it on the key field, a new one steps aside", async ({ page }) => {
  const errors = watchErrors(page);
  const file = JSON.parse(projectFile({ name: "Shared Keys", id: "sharedkeys", jokerCount: 1, soundCount: 0, soundBytes: 0 }).text) as Record<string, unknown>;
  file.customRarities = [{ id: "r1", key: "runes", name: "Rune Rarity", badge_colour: "4B9BFF", default_weight: 0.05 }];
  file.consumableSets = [{ id: "s1", key: "runes", name: "Runes", primary_colour: "4B9BFF", secondary_colour: "4B9BFF", shop_rate: 1 }];
  await importThroughPicker(page, JSON.stringify(file));
  await expect(cards(page).locator(".jf-card-name")).toHaveText(["Rune Rarity"]);
  await page.getByRole("button", { name: "Edit Rune Rarity" }).click();
  await expect(dialog(page).getByTestId("field-warning")).toHaveText("The consumable set 'Runes' has this key too: the game would show one name for both. Change one of the keys.");
  await screenshot(page, "rarity-shared-key");
  // a new key clears it
  await dialog(page).getByTestId("item-key-input").fill("rune_rarity");
  await dialog(page).getByTestId("item-key-input").press("Enter");
  await expect(dialog(page).getByTestId("field-warning")).toHaveCount(0);
  await dialog(page).getByTestId("editor-done").click();
  // a rarity created with the set's name gets a key of its own
  await createRarity(page, "Runes");
  await expect(cards(page).nth(1).getByTestId("generated-key")).toHaveText("sharedke_runes2");
  await expectNoErrors(errors);
});
