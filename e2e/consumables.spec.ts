import { expect, test, type Page } from "@playwright/test";
import { storedRecord } from "./fileActions";
import { SHOTS, expectNoErrors, screenshot, watchErrors } from "./helpers";
import { cardOf, cards, createNamed, dialog, done, itemPageFlow, navigate, openEditor, optionValues, uploadArt } from "./itemPageFlow";

const tabs = (page: Page) => page.getByTestId("consumables-tabs");

async function openSets(page: Page) {
  await tabs(page).getByRole("tab", { name: /Consumable Sets/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Consumable Sets" })).toBeVisible();
}

async function openCards(page: Page) {
  await tabs(page).getByRole("tab", { name: /^Consumables/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Consumables", exact: true })).toBeVisible();
}

async function createSet(page: Page, name: string, secondary: string) {
  await page.getByTestId("item-create").click();
  await dialog(page).getByTestId("item-name-input").fill(name);
  await dialog(page).getByTestId("set-secondary").fill(secondary);
  await done(page);
}

test.beforeEach(async ({ page }) => {
  await page.goto("/consumables");
  await expect(page.getByRole("heading", { level: 1, name: "Consumables", exact: true })).toBeVisible();
});

test("consumables: create, edit, duplicate, reorder, search and delete", async ({ page }) => {
  const errors = watchErrors(page);
  await itemPageFlow(page, {
    singular: "Consumable", plural: "Consumables", newKey: "new_consumable", gameKey: (k) => `c_mycustom_${k}`,
    edit: async (p) => {
      const d = dialog(p);
      // Vanilla sets are always offered.
      expect(await optionValues(p, "consumable-set")).toEqual(["Tarot", "Planet", "Spectral"]);
      await d.getByTestId("consumable-set").selectOption("Planet");
      await d.getByTestId("consumable-cost").fill("5");
      await d.getByRole("tab", { name: "Properties" }).click();
      await d.getByTestId("consumable-hidden").click();
      await expect(d.getByTestId("consumable-hidden")).toHaveAttribute("aria-checked", "true");
      await uploadArt(p);
    },
    checkCard: async (p) => {
      const card = cards(p).first();
      await expect(card.getByTestId("card-badge").first()).toHaveText("Planet");
      await expect(card.getByTestId("card-badge").nth(1)).toHaveText("Hidden");
      await expect(card.getByTestId("card-cost")).toHaveText("$5");
      await expect(card.getByTestId("card-art")).toBeVisible();
    },
  });
  // Sorting by set puts the Tarot cards (the default) before the Planet one.
  await page.getByTestId("item-sort").selectOption("set");
  await expect(cards(page).first().getByTestId("card-badge").first()).toHaveText("Tarot");
  await expectNoErrors(errors);
});

test("consumable sets: create, edit, duplicate, reorder, search and delete", async ({ page }) => {
  const errors = watchErrors(page);
  await openSets(page);
  await expect(page).toHaveURL(/\/consumables\?view=sets$/);
  await itemPageFlow(page, {
    singular: "Consumable Set", plural: "Consumable Sets", newKey: "new_set", gameKey: (k) => `mycustom_${k}`, description: false,
    edit: async (p) => {
      const d = dialog(p);
      await d.getByTestId("set-primary").fill("224466");
      await d.getByTestId("set-secondary").fill("FF8800");
      await d.getByTestId("set-shop-rate").fill("2.5");
      await d.getByTestId("set-row-1").fill("6");
      await d.getByTestId("set-collection-name").fill("Alpha Runes");
    },
    checkCard: async (p) => {
      const card = cards(p).first();
      await expect(card.getByTestId("card-badge").nth(1)).toHaveText("Shop rate 2.5");
      await expect(card.getByTestId("set-swatch")).toContainText("Alpha Runes");
      // The set badge is drawn in the secondary colour.
      await expect(card.getByTestId("set-swatch").locator(".jf-card-badge")).toHaveCSS("background-color", "rgb(255, 136, 0)");
    },
  });
  await expectNoErrors(errors);
});

test("a custom set is offered by the consumable and booster selects, follows renames and falls back on delete", async ({ page }) => {
  const errors = watchErrors(page);
  await openSets(page);
  await createSet(page, "Runes", "3366FF");
  await openCards(page);
  await page.getByTestId("item-create").click();
  expect(await optionValues(page, "consumable-set")).toEqual(["Tarot", "Planet", "Spectral", "runes"]);
  await dialog(page).getByTestId("item-name-input").fill("Fehu");
  await dialog(page).getByTestId("consumable-set").selectOption("runes");
  await done(page);
  const badge = cardOf(page, "Fehu").getByTestId("card-badge").first();
  await expect(badge).toHaveText("Runes");
  await expect(badge).toHaveCSS("background-color", "rgb(51, 102, 255)");

  // Renaming the set's key carries the consumable along (one undo step with the rename).
  await openSets(page);
  await openEditor(page, "Runes");
  await dialog(page).getByTestId("item-key-input").fill("elder_runes");
  await dialog(page).getByTestId("item-key-input").press("Enter");
  await done(page);
  await openCards(page);
  await openEditor(page, "Fehu");
  await expect(dialog(page).getByTestId("consumable-set")).toHaveValue("elder_runes");
  await done(page);

  // The booster card rules offer it too.
  await navigate(page, "/boosters", "Boosters");
  await page.getByTestId("item-create").click();
  await dialog(page).getByTestId("booster-type").selectOption("consumable");
  await dialog(page).getByRole("tab", { name: "Card Rules" }).click();
  await dialog(page).getByTestId("card-rule-add").click();
  expect(await optionValues(page, "rule-0-set")).toEqual(["", "Tarot", "Planet", "Spectral", "elder_runes"]);
  await dialog(page).getByTestId("rule-0-set").selectOption("elder_runes");
  await done(page);

  // Deleting the set says what changes; the consumable falls back to Tarot, the rule to Any.
  await navigate(page, "/consumables", "Consumables");
  await openSets(page);
  await page.getByRole("button", { name: "Delete Runes" }).click();
  await expect(page.getByTestId("removal-references")).toContainText("2 items refer to it");
  await expect(page.getByTestId("removal-references")).toContainText("Fehu: moved to Tarot");
  await page.getByRole("button", { name: "Delete Consumable Set" }).click();
  await openCards(page);
  await expect(cardOf(page, "Fehu").getByTestId("card-badge").first()).toHaveText("Tarot");
  // Undo takes the removal and its follow-ups back together.
  await page.keyboard.press("Control+z");
  await expect(cardOf(page, "Fehu").getByTestId("card-badge").first()).toHaveText("Runes");
  await expectNoErrors(errors);
});

test("rules entry point, ?new=1, and screenshots with three consumables and three sets", async ({ page }) => {
  const errors = watchErrors(page);
  await createNamed(page, "The Tower Top", "Enhances {C:attention}2{} selected[s]cards to {C:attention}Stone Cards");
  await createNamed(page, "Red Giant", "Upgrades {C:attention}Flush{}[s]{C:mult}+2{} Mult and[s]{C:chips}+15{} chips");
  await createNamed(page, "Void Gate", "Create a random[s]{C:spectral}Spectral{} card");
  await openEditor(page, "Red Giant");
  await dialog(page).getByTestId("consumable-set").selectOption("Planet");
  await done(page);
  await openEditor(page, "Void Gate");
  await dialog(page).getByTestId("consumable-set").selectOption("Spectral");
  await dialog(page).getByTestId("consumable-cost").fill("4");
  await done(page);
  await page.getByRole("button", { name: "Rules of Void Gate" }).click();
  await expect(page.getByTestId("rules-view")).toContainText("no rules yet");
  await page.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(cards(page)).toHaveCount(3);
  await screenshot(page, "consumables-page");
  await page.screenshot({ path: `${SHOTS}/consumables-page-viewport.png` });
  await openEditor(page, "Red Giant");
  await screenshot(page, "consumables-editor");
  await done(page);

  await openSets(page);
  await createSet(page, "Runes", "3366FF");
  await createSet(page, "Omens", "A23B72");
  await createSet(page, "Trinkets", "4BC292");
  await screenshot(page, "consumable-sets-page");
  await openEditor(page, "Omens");
  await screenshot(page, "consumable-sets-editor");
  await done(page);

  // The load asks whether to restore the auto-save first; ?new=1 waits for the answer and adds the
  // new card to the restored project.
  await expect.poll(() => storedRecord(page)).not.toBeNull();
  await page.goto("/consumables?new=1");
  const restore = page.getByRole("dialog", { name: "Restore Auto-Saved Project?" });
  await expect(restore).toBeVisible();
  await restore.getByRole("button", { name: "Restore Project" }).click();
  await expect(dialog(page).getByTestId("item-editor")).toBeVisible();
  await expect(page).toHaveURL(/\/consumables$/);
  await done(page);
  await expect(cards(page)).toHaveCount(4);
  await expectNoErrors(errors);
});
