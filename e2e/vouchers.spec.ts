import { expect, test } from "@playwright/test";
import { expectNoErrors, screenshot, watchErrors } from "./helpers";
import { cardOf, cards, createNamed, dialog, done, itemPageFlow, openEditor, optionValues, png, uploadArt } from "./itemPageFlow";

test.beforeEach(async ({ page }) => {
  await page.goto("/vouchers");
  await expect(page.getByRole("heading", { level: 1, name: "Vouchers" })).toBeVisible();
});

test("vouchers: create, edit, duplicate, reorder, search and delete", async ({ page }) => {
  const errors = watchErrors(page);
  await itemPageFlow(page, {
    singular: "Voucher", plural: "Vouchers", newKey: "new_voucher", gameKey: (k) => `v_mycustom_${k}`,
    edit: async (p) => {
      const d = dialog(p);
      await d.getByTestId("voucher-cost").fill("12");
      const requires = await optionValues(p, "voucher-requires");
      expect(requires[0]).toBe("");
      expect(requires).toContain("v_overstock_norm");
      expect(requires).toHaveLength(33);
      await d.getByTestId("voucher-requires").selectOption("v_overstock_norm");
      await uploadArt(p);
      await d.getByTestId("overlay-file-input").setInputFiles({ name: "soul.png", mimeType: "image/png", buffer: png(71, 95, () => [255, 255, 255]) });
      await expect(d.getByTestId("card-overlay")).toBeVisible();
      await d.getByRole("tab", { name: "Properties" }).click();
      await d.getByTestId("voucher-can_repeat_soul").click();
      await d.getByTestId("voucher-shader").selectOption("voucher");
      await d.getByTestId("voucher-unlocked").click();
      await d.getByTestId("voucher-unlock-text").fill("Spend {C:money}$100{} in the shop");
    },
    checkCard: async (p) => {
      const card = cards(p).first();
      await expect(card.getByTestId("card-badge")).toHaveText(["Voucher", "Needs Overstock"]);
      await expect(card.getByTestId("card-cost")).toHaveText("$12");
      await expect(card.getByTestId("card-overlay")).toBeVisible();
    },
  });
  await openEditor(page, "Bravo Card");
  await expect(dialog(page).getByTestId("voucher-requires")).toHaveValue("");
  await dialog(page).getByRole("tab", { name: "Properties" }).click();
  await expect(dialog(page).getByTestId("voucher-shader")).toHaveValue("");
  await done(page);
  await openEditor(page, "Alpha Card");
  await dialog(page).getByRole("tab", { name: "Properties" }).click();
  await expect(dialog(page).getByTestId("voucher-shader")).toHaveValue("voucher");
  await expect(dialog(page).getByTestId("voucher-unlock-text")).toHaveValue("Spend {C:money}$100{} in the shop");
  await done(page);
  await expectNoErrors(errors);
});

test("a voucher can require the project's own vouchers; renames follow and deleting clears the requirement", async ({ page }) => {
  const errors = watchErrors(page);
  await createNamed(page, "Tier One");
  await page.getByTestId("item-create").click();
  await dialog(page).getByTestId("item-name-input").fill("Tier Two");
  // The mod's vouchers come first; a voucher never lists itself.
  const options = await optionValues(page, "voucher-requires");
  expect(options.slice(0, 2)).toEqual(["", "v_mycustom_tier_one"]);
  expect(options).not.toContain("v_mycustom_tier_two");
  await dialog(page).getByTestId("voucher-requires").selectOption("v_mycustom_tier_one");
  await done(page);
  await expect(cardOf(page, "Tier Two").getByTestId("card-badge").nth(1)).toHaveText("Needs Tier One");

  await openEditor(page, "Tier One");
  await dialog(page).getByTestId("item-name-input").fill("Tier Zero");
  await done(page);
  await openEditor(page, "Tier Two");
  await expect(dialog(page).getByTestId("voucher-requires")).toHaveValue("v_mycustom_tier_zero");
  await done(page);
  await expect(cardOf(page, "Tier Two").getByTestId("card-badge").nth(1)).toHaveText("Needs Tier Zero");

  await page.getByRole("button", { name: "Delete Tier Zero" }).click();
  await expect(page.getByTestId("removal-references")).toContainText("Tier Two: requirement cleared");
  await page.getByRole("button", { name: "Delete Voucher" }).click();
  await expect(cardOf(page, "Tier Two").getByTestId("card-badge")).toHaveText(["Voucher"]);
  await page.keyboard.press("Control+z");
  await expect(cardOf(page, "Tier Two").getByTestId("card-badge").nth(1)).toHaveText("Needs Tier Zero");
  await expectNoErrors(errors);
});

test("rules entry point and screenshots with three vouchers", async ({ page }) => {
  const errors = watchErrors(page);
  await createNamed(page, "Stockpile", "{C:attention}+1{} card slot[s]available in shop");
  await createNamed(page, "Warehouse", "{C:attention}+2{} card slots[s]available in shop");
  await createNamed(page, "Bargain Bin", "All cards and packs in[s]the shop are {C:attention}20%{} off");
  await openEditor(page, "Warehouse");
  await dialog(page).getByTestId("voucher-requires").selectOption("v_mycustom_stockpile");
  await done(page);
  await page.getByRole("button", { name: "Rules of Bargain Bin" }).click();
  await expect(page.getByTestId("rules-view")).toContainText("no rules yet");
  await page.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(cards(page)).toHaveCount(3);
  await screenshot(page, "vouchers-page");
  await openEditor(page, "Warehouse");
  await screenshot(page, "vouchers-editor");
  await dialog(page).getByRole("tab", { name: "Properties" }).click();
  await screenshot(page, "vouchers-editor-properties");
  await done(page);
  await expectNoErrors(errors);
});
