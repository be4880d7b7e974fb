import { expect, test } from "@playwright/test";
import { LARGE_PREFIX, largeProject, projectText } from "../tests/support/projects";
import { importThroughPicker } from "./fileActions";
import { itemPagesShow } from "./projectFlows";
import { expectNoErrors, screenshot, watchErrors } from "./helpers";
import { cardOf, cards, createNamed, dialog, done, itemPageFlow, navigate, openEditor, uploadArt } from "./itemPageFlow";

test.beforeEach(async ({ page }) => {
  await page.goto("/decks");
  await expect(page.getByRole("heading", { level: 1, name: "Decks" })).toBeVisible();
});

const entries = (testId: string) => `[data-testid="${testId}-entry"]`;

test("decks: create, edit, duplicate, reorder, search and delete", async ({ page }) => {
  const errors = watchErrors(page);
  await itemPageFlow(page, {
    singular: "Deck", plural: "Decks", newKey: "new_deck", gameKey: (k) => `b_mycustom_${k}`,
    edit: async (p) => {
      const d = dialog(p);
      await expect(d.getByTestId("deck-rules-note")).toContainText("This deck has no rules yet.");
      await uploadArt(p);
      await d.getByRole("tab", { name: "Properties" }).click();
      await d.getByTestId("deck-no_interest").click();
      await d.getByTestId("deck-erratic_deck").click();
      await d.getByRole("tab", { name: "Starting Items" }).click();
      await d.getByTestId("deck-vouchers-add").selectOption("v_telescope");
      // A voucher is picked once: it leaves the list of those still to add.
      await expect(d.getByTestId("deck-vouchers-add").locator('option[value="v_telescope"]')).toHaveCount(0);
      await d.getByTestId("deck-consumables-add").selectOption("c_fool");
      await d.getByTestId("deck-consumables-add").selectOption("c_fool");
      await d.getByTestId("deck-consumables-add").selectOption("c_hex");
      await expect(d.locator(entries("deck-consumables"))).toHaveText(["The Fool", "The Fool", "Hex"]);
      await d.getByRole("button", { name: "Remove Hex" }).click();
      await expect(d.locator(entries("deck-consumables"))).toHaveText(["The Fool", "The Fool"]);
      await expect(d.locator(entries("deck-vouchers"))).toHaveText(["Telescope"]);
    },
    checkCard: async (p) => {
      const card = cards(p).first();
      await expect(card.getByTestId("card-badge")).toHaveText(["Deck", "No interest", "Erratic", "1 voucher", "2 consumables"]);
      await expect(card.getByTestId("card-art")).toBeVisible();
    },
  });
  // Searching finds a deck by a starting item's key.
  await page.getByTestId("item-search").fill("v_telescope");
  await expect(cards(page)).toHaveCount(2);
  await expectNoErrors(errors);
});

test("the project's own vouchers and consumables can start a deck; deleting one takes it off the deck", async ({ page }) => {
  const errors = watchErrors(page);
  await navigate(page, "/vouchers", "Vouchers");
  await createNamed(page, "Coupon Book");
  await navigate(page, "/consumables", "Consumables");
  await createNamed(page, "Lucky Draw");
  await navigate(page, "/decks", "Decks");
  await page.getByTestId("item-create").click();
  const d = dialog(page);
  await d.getByTestId("item-name-input").fill("House Deck");
  await d.getByRole("tab", { name: "Starting Items" }).click();
  await d.getByTestId("deck-vouchers-add").selectOption("v_mycustom_coupon_book");
  await d.getByTestId("deck-consumables-add").selectOption("c_mycustom_lucky_draw");
  await d.getByTestId("deck-consumables-add").selectOption("c_pluto");
  await expect(d.locator(entries("deck-vouchers"))).toHaveText(["Coupon Book (v_mycustom_coupon_book)"]);
  await expect(d.locator(entries("deck-consumables"))).toHaveText(["Lucky Draw (c_mycustom_lucky_draw)", "Pluto"]);
  await done(page);

  // Renaming the consumable keeps the deck pointing at it.
  await navigate(page, "/consumables", "Consumables");
  await openEditor(page, "Lucky Draw");
  await dialog(page).getByTestId("item-name-input").fill("Lucky Pull");
  await done(page);
  await navigate(page, "/decks", "Decks");
  await openEditor(page, "House Deck");
  await dialog(page).getByRole("tab", { name: "Starting Items" }).click();
  await expect(dialog(page).locator(entries("deck-consumables"))).toHaveText(["Lucky Pull (c_mycustom_lucky_pull)", "Pluto"]);
  await done(page);

  await navigate(page, "/vouchers", "Vouchers");
  await page.getByRole("button", { name: "Delete Coupon Book" }).click();
  await expect(page.getByTestId("removal-references")).toContainText("House Deck: starting vouchers trimmed");
  await page.getByRole("button", { name: "Delete Voucher" }).click();
  await navigate(page, "/decks", "Decks");
  await expect(cardOf(page, "House Deck").getByTestId("card-badge")).toHaveText(["Deck", "2 consumables"]);
  await expectNoErrors(errors);
});

test("rules entry point and screenshots with three decks", async ({ page }) => {
  const errors = watchErrors(page);
  await createNamed(page, "Ember Deck", "Start with {C:money}$10{} extra[s]and {C:attention}+1{} discard");
  await createNamed(page, "Frost Deck", "Start with a {C:planet}Pluto{}[s]and a {C:tarot}Fool{}");
  await createNamed(page, "Hollow Deck", "No face cards[s]{C:red}No interest");
  await openEditor(page, "Frost Deck");
  await dialog(page).getByRole("tab", { name: "Starting Items" }).click();
  await dialog(page).getByTestId("deck-consumables-add").selectOption("c_pluto");
  await dialog(page).getByTestId("deck-consumables-add").selectOption("c_fool");
  await dialog(page).getByTestId("deck-vouchers-add").selectOption("v_crystal_ball");
  await screenshot(page, "decks-editor-starting");
  await done(page);
  await openEditor(page, "Hollow Deck");
  await dialog(page).getByRole("tab", { name: "Properties" }).click();
  await dialog(page).getByTestId("deck-no_faces").click();
  await dialog(page).getByTestId("deck-no_interest").click();
  await done(page);
  await page.getByRole("button", { name: "Rules of Ember Deck" }).click();
  await expect(page.getByTestId("rules-view")).toContainText("no rules yet");
  await page.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(cards(page)).toHaveCount(3);
  await screenshot(page, "decks-page");
  await openEditor(page, "Ember Deck");
  await screenshot(page, "decks-editor");
  await done(page);
  await expectNoErrors(errors);
});

// The generated large project (the real projects: fixtures.corpus.spec.ts), saved with its
// vouchers' requirement spelled the older way, without the "v_" class prefix.
test("a large project file: every item page shows its items, older key spellings understood", async ({ page }) => {
  const errors = watchErrors(page);
  const file = JSON.parse(projectText(largeProject())) as { vouchers: { requires: string }[] };
  for (const voucher of file.vouchers) if (voucher.requires) voucher.requires = voucher.requires.replace(/^v_/, "");
  expect(file.vouchers[1].requires).toBe(`${LARGE_PREFIX}_voucher_1`);
  await importThroughPicker(page, JSON.stringify(file));
  // The file spells Voucher 2's requirement "big_voucher_1"; it is the mod's Voucher 1.
  await itemPagesShow(page, {
    decks: "8 decks", consumables: "60 consumables", consumableSets: "2 consumable sets", boosters: "8 boosters",
    enhancements: "8 enhancements", seals: "8 seals", editions: "8 editions", vouchers: "8 vouchers",
    booster: { name: "Booster 1", pool: `${LARGE_PREFIX}_jokers`, weight: "0.75" },
    edition: { name: "Edition 4", shader: "negative" },
    voucher: { name: "Voucher 2", needs: "Voucher 1", requires: `v_${LARGE_PREFIX}_voucher_1` },
  });
  await expectNoErrors(errors);
});
