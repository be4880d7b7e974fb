import { expect, test } from "@playwright/test";
import { expectNoErrors, screenshot, watchErrors } from "./helpers";
import { cardOf, cards, createNamed, dialog, done, itemPageFlow, navigate, openEditor, optionValues, uploadArt } from "./itemPageFlow";

test.beforeEach(async ({ page }) => {
  await page.goto("/boosters");
  await expect(page.getByRole("heading", { level: 1, name: "Boosters" })).toBeVisible();
});

test("boosters: create, edit, duplicate, reorder, search and delete", async ({ page }) => {
  const errors = watchErrors(page);
  await itemPageFlow(page, {
    singular: "Booster", plural: "Boosters", newKey: "new_booster_pack", gameKey: (k) => `p_mycustom_${k}`,
    edit: async (p) => {
      const d = dialog(p);
      await d.getByTestId("booster-type").selectOption("playing_card");
      await d.getByTestId("booster-cost").fill("6");
      await d.getByTestId("booster-weight").fill("0.5");
      await uploadArt(p);

      await d.getByRole("tab", { name: "Pack" }).click();
      await d.getByTestId("booster-extra").fill("5");
      await d.getByTestId("booster-choose").fill("6");
      await expect(d.getByTestId("field-error")).toHaveText("Cards chosen cannot be more than cards shown");
      await d.getByTestId("booster-choose").fill("2");
      await expect(d.getByTestId("field-error")).toHaveCount(0);
      await expect(d.getByTestId("booster-group-key")).toHaveValue("mycustom_boosters");
      await d.getByTestId("booster-draw_hand").click();
      await expect(d.getByTestId("booster-draw_hand")).toHaveAttribute("aria-checked", "true");
      await d.getByTestId("booster-custom-colours").click();
      await d.getByTestId("booster-background").fill("224466");

      await d.getByRole("tab", { name: "Card Rules" }).click();
      await d.getByTestId("card-rule-add").click();
      // A playing-card pack's rules pick among playing-card sets and card modifiers.
      expect(await optionValues(p, "rule-0-set")).toEqual(["", "Base", "Enhanced", "Playing Card"]);
      expect(await optionValues(p, "rule-0-seal")).toEqual(["", "Gold", "Red", "Blue", "Purple"]);
      expect(await optionValues(p, "rule-0-enhancement")).toContain("m_glass");
      await d.getByTestId("rule-0-set").selectOption("Enhanced");
      await d.getByTestId("rule-0-enhancement").selectOption("m_glass");
      await d.getByTestId("rule-0-suit").selectOption("Hearts");
      await d.getByTestId("rule-0-weight").fill("3");
      await d.getByTestId("card-rule-add").click();
      await d.getByTestId("rule-1-rank").selectOption("Ace");
      await expect(d.getByTestId("card-rule-chance")).toHaveText(["75%", "25%"]);
      await d.getByRole("button", { name: "Move rule 2 up" }).click();
      await expect(d.getByTestId("card-rule-chance")).toHaveText(["25%", "75%"]);
      await expect(d.getByTestId("rule-1-suit")).toHaveValue("Hearts");
    },
    checkCard: async (p) => {
      const card = cards(p).first();
      await expect(card.getByTestId("card-badge")).toHaveText(["Playing Card Pack", "Choose 2 of 5", "2 card rules"]);
      await expect(card.getByTestId("card-cost")).toHaveText("$6");
      await expect(card.getByTestId("card-art")).toBeVisible();
    },
  });
  await expectNoErrors(errors);
});

test("the pack kind decides the card-rule fields; changing it drops fields that no longer fit", async ({ page }) => {
  const errors = watchErrors(page);
  await page.getByTestId("item-create").click();
  const d = dialog(page);
  await d.getByTestId("booster-type").selectOption("playing_card");
  await d.getByRole("tab", { name: "Card Rules" }).click();
  await d.getByTestId("card-rule-add").click();
  await d.getByTestId("rule-0-set").selectOption("Base");
  await d.getByTestId("rule-0-suit").selectOption("Spades");
  await d.getByTestId("rule-0-edition").selectOption("e_foil");
  await d.getByRole("tab", { name: "General" }).click();
  await d.getByTestId("booster-type").selectOption("joker");
  await d.getByRole("tab", { name: "Card Rules" }).click();
  // Joker packs: rarity, edition, pool and a specific joker; no suit, no playing-card set.
  await expect(d.getByTestId("rule-0-suit")).toHaveCount(0);
  await expect(d.getByTestId("rule-0-set")).toHaveCount(0);
  await expect(d.getByTestId("rule-0-edition")).toHaveValue("e_foil");
  expect(await optionValues(page, "rule-0-rarity")).toEqual(["", "1", "2", "3", "4"]);
  expect(await optionValues(page, "rule-0-specific_key")).toContain("j_blueprint");
  await d.getByTestId("rule-0-specific_key").selectOption("j_blueprint");
  await d.getByRole("tab", { name: "General" }).click();
  await d.getByTestId("booster-type").selectOption("voucher");
  await d.getByRole("tab", { name: "Card Rules" }).click();
  await expect(d.getByTestId("rule-0-edition")).toHaveCount(0);
  // A joker cannot be offered by a voucher pack: the specific card is dropped.
  await expect(d.getByTestId("rule-0-specific_key")).toHaveValue("");
  expect(await optionValues(page, "rule-0-specific_key")).toContain("v_overstock_norm");
  await done(page);
  await expectNoErrors(errors);
});

test("the project's own rarities, jokers, enhancements, seals and editions are offered by the card rules", async ({ page }) => {
  const errors = watchErrors(page);
  await navigate(page, "/jokers", "Jokers");
  await createNamed(page, "House Joker");
  await page.getByTestId("floating-dock").getByRole("tab", { name: "Rarities" }).click();
  await createNamed(page, "Mythic");
  await navigate(page, "/enhancements", "Enhancements");
  await createNamed(page, "Ember");
  await navigate(page, "/seals", "Seals");
  await createNamed(page, "Wax");
  await navigate(page, "/editions", "Editions");
  await createNamed(page, "Shiny");

  await navigate(page, "/boosters", "Boosters");
  await page.getByTestId("item-create").click();
  const d = dialog(page);
  await d.getByRole("tab", { name: "Card Rules" }).click();
  await d.getByTestId("card-rule-add").click();
  expect(await optionValues(page, "rule-0-rarity")).toEqual(["", "1", "2", "3", "4", "mythic"]);
  expect(await optionValues(page, "rule-0-edition")).toEqual(["", "e_foil", "e_holo", "e_polychrome", "e_negative", "e_mycustom_shiny"]);
  expect((await optionValues(page, "rule-0-specific_key"))[1]).toBe("j_mycustom_house_joker");
  await d.getByTestId("rule-0-rarity").selectOption("mythic");
  await d.getByTestId("rule-0-edition").selectOption("e_mycustom_shiny");
  await d.getByRole("tab", { name: "General" }).click();
  await d.getByTestId("booster-type").selectOption("playing_card");
  await d.getByRole("tab", { name: "Card Rules" }).click();
  expect(await optionValues(page, "rule-0-enhancement")).toContain("m_mycustom_ember");
  expect(await optionValues(page, "rule-0-seal")).toEqual(["", "Gold", "Red", "Blue", "Purple", "mycustom_wax"]);
  await d.getByTestId("rule-0-seal").selectOption("mycustom_wax");
  await done(page);

  // Renaming the seal's key keeps the rule pointing at it; deleting the seal clears it.
  await navigate(page, "/seals", "Seals");
  await openEditor(page, "Wax");
  await dialog(page).getByTestId("item-key-input").fill("red_wax");
  await dialog(page).getByTestId("item-key-input").press("Enter");
  await done(page);
  await navigate(page, "/boosters", "Boosters");
  await openEditor(page, "New Booster Pack");
  await dialog(page).getByRole("tab", { name: "Card Rules" }).click();
  await expect(dialog(page).getByTestId("rule-0-seal")).toHaveValue("mycustom_red_wax");
  await expect(dialog(page).getByTestId("rule-0-edition")).toHaveValue("e_mycustom_shiny");
  await done(page);
  await navigate(page, "/seals", "Seals");
  await page.getByRole("button", { name: "Delete Wax" }).click();
  await expect(page.getByTestId("removal-references")).toContainText("New Booster Pack: 1 card rule cleared");
  await page.getByRole("button", { name: "Delete Seal" }).click();
  await navigate(page, "/boosters", "Boosters");
  await openEditor(page, "New Booster Pack");
  await dialog(page).getByRole("tab", { name: "Card Rules" }).click();
  await expect(dialog(page).getByTestId("rule-0-seal")).toHaveValue("");
  await done(page);
  await expectNoErrors(errors);
});

test("the Rules entry point edits the card rules; screenshots with three boosters", async ({ page }) => {
  const errors = watchErrors(page);
  await createNamed(page, "Jester Crate", "Choose {C:attention}1{} of up to[s]{C:attention}3{} Joker cards");
  await createNamed(page, "Star Chart Pack", "Choose {C:attention}2{} of up to[s]{C:attention}5{} {C:planet}Planet{} cards");
  await createNamed(page, "Marked Deck Pack", "Choose {C:attention}1{} of up to[s]{C:attention}4{} {C:attention}Glass{} cards");
  await openEditor(page, "Star Chart Pack");
  await dialog(page).getByTestId("booster-type").selectOption("consumable");
  await dialog(page).getByTestId("booster-cost").fill("6");
  await done(page);
  await openEditor(page, "Marked Deck Pack");
  await dialog(page).getByTestId("booster-type").selectOption("playing_card");
  await done(page);

  await page.getByRole("button", { name: "Rules of Star Chart Pack" }).click();
  const rules = page.getByTestId("rules-view");
  await rules.getByTestId("card-rule-add").click();
  await rules.getByTestId("rule-0-set").selectOption("Planet");
  await rules.getByTestId("card-rule-add").click();
  await rules.getByTestId("rule-1-set").selectOption("Spectral");
  await rules.getByTestId("rule-1-weight").fill("0.25");
  await expect(rules.getByTestId("card-rule-chance")).toHaveText(["80%", "20%"]);
  await screenshot(page, "boosters-card-rules");
  await page.getByRole("button", { name: "Done" }).click();
  await expect(cardOf(page, "Star Chart Pack").getByTestId("card-badge")).toHaveText(["Consumable Pack", "Choose 1 of 3", "2 card rules"]);
  // The card-rule edits are undoable like any other.
  await page.keyboard.press("Control+z");
  await expect(cardOf(page, "Star Chart Pack").getByTestId("card-badge")).toHaveText(["Consumable Pack", "Choose 1 of 3", "2 card rules"]);
  await page.keyboard.press("Control+z");
  await page.keyboard.press("Control+z");
  await page.keyboard.press("Control+z");
  await expect(cardOf(page, "Star Chart Pack").getByTestId("card-badge")).toHaveText(["Consumable Pack", "Choose 1 of 3", "1 card rule"]);

  await expect(cards(page)).toHaveCount(3);
  await screenshot(page, "boosters-page");
  await openEditor(page, "Marked Deck Pack");
  await screenshot(page, "boosters-editor");
  await dialog(page).getByRole("tab", { name: "Pack" }).click();
  await screenshot(page, "boosters-editor-pack");
  await done(page);
  await expectNoErrors(errors);
});
