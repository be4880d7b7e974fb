// Edition values, deck starting values and voucher redeem effects: typed in the editors, kept in
// the project (reopened editor, card badges and the saved file show them), cleared back to none,
// and undoable one step per typing burst.
import { expect, test } from "@playwright/test";
import { expectNoErrors, screenshot, watchErrors } from "./helpers";
import { cardOf, createNamed, dialog, done, openEditor } from "./itemPageFlow";
import { saveThroughButton } from "./fileActions";

interface Saved {
  editions: { name: string; config?: Record<string, number> }[];
  decks: { name: string; config?: Record<string, number>; Config_vouchers: string[] }[];
  vouchers: { name: string; redeemEffects?: { kind: string; amount: number }[] }[];
}

const saved = async (page: Parameters<typeof saveThroughButton>[0]) => JSON.parse((await saveThroughButton(page)).text) as Saved;
const undo = (page: Parameters<typeof saveThroughButton>[0]) => page.getByRole("button", { name: "Undo", exact: true }).click();

test("edition values are edited, shown on the card, kept and undone", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/editions");
  await expect(page.getByRole("heading", { level: 1, name: "Editions" })).toBeVisible();
  await createNamed(page, "Shiny", "{C:chips}+#1#{} Chips, {X:mult,C:white}X#2#{}");
  await openEditor(page, "Shiny");
  const d = dialog(page);
  await expect(d.getByTestId("edition-values-note")).toContainText("Scored like Foil, Holographic and Polychrome");
  await expect(d.getByTestId("edition-chips")).toHaveValue("");
  await d.getByTestId("edition-chips").fill("30");
  await d.getByTestId("edition-mult").fill("4");
  await d.getByTestId("edition-x_mult").fill("1.5");
  await d.getByTestId("edition-x_mult").scrollIntoViewIfNeeded();
  await screenshot(page, "item-values-edition");
  await done(page);
  await expect(cardOf(page, "Shiny").getByTestId("card-badge")).toContainText(["+30 Chips", "+4 Mult", "X1.5 Mult"]);

  await openEditor(page, "Shiny");
  await expect(d.getByTestId("edition-chips")).toHaveValue("30");
  await expect(d.getByTestId("edition-x_mult")).toHaveValue("1.5");
  // Emptying a field removes the value.
  await d.getByTestId("edition-mult").fill("");
  await done(page);
  expect((await saved(page)).editions[0].config).toEqual({ chips: 30, x_mult: 1.5 });
  await undo(page);
  expect((await saved(page)).editions[0].config).toEqual({ chips: 30, mult: 4, x_mult: 1.5 });
  await expectNoErrors(errors);
});

test("the editor's previews show each #n# as the collection does, following the values", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/editions");
  await expect(page.getByRole("heading", { level: 1, name: "Editions" })).toBeVisible();
  await createNamed(page, "Glossy", "+#1# Chips and X#2# Mult, #3#");
  await openEditor(page, "Glossy");
  const d = dialog(page);
  await d.getByTestId("edition-chips").fill("1250");
  await d.getByTestId("edition-x_mult").fill("1.5");
  // past the last value the game shows "?"
  await expect(d.getByTestId("balatro-card")).toContainText("+1,250 Chips and X1.5 Mult, ?");
  await d.getByTestId("edition-x_mult").fill("2");
  await expect(d.getByTestId("balatro-card")).toContainText("+1,250 Chips and X2 Mult, ?");
  await d.getByRole("tab", { name: "General" }).click();
  await expect(d.getByTestId("description-preview")).toHaveText("+1,250 Chips and X2 Mult, ?");
  await screenshot(page, "item-values-preview");
  // the grid's card shows them too, and follows a later change
  await done(page);
  await expect(cardOf(page, "Glossy")).toContainText("+1,250 Chips and X2 Mult, ?");
  await openEditor(page, "Glossy");
  await dialog(page).getByTestId("edition-chips").fill("40");
  await done(page);
  await expect(cardOf(page, "Glossy")).toContainText("+40 Chips and X2 Mult, ?");
  // the page asked the exporter worker: it did not load the exporter itself (a long task)
  const scripts = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name).filter((name) => name.endsWith(".js")));
  expect(scripts.some((name) => /\/previewInput-[^/]*\.js$/.test(name))).toBe(true);
  expect(scripts.filter((name) => /\/(export|preview|exportMod)-[^/]*\.js$/.test(name))).toEqual([]);
  // a card without a #n# is not asked about (its text as written)
  await createNamed(page, "Plain", "Just +5 Chips");
  await expect(cardOf(page, "Plain")).toContainText("Just +5 Chips");
  await screenshot(page, "item-values-grid");
  await expectNoErrors(errors);
});

test("deck starting values are edited next to the starting items, kept and undone", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/decks");
  await expect(page.getByRole("heading", { level: 1, name: "Decks" })).toBeVisible();
  await createNamed(page, "Rich");
  await openEditor(page, "Rich");
  const d = dialog(page);
  await expect(d.getByTestId("deck-values-note")).toContainText("when a run with this deck starts");
  await expect(d.getByTestId("deck-rules-note")).toContainText("This deck has no rules yet.");
  await d.getByTestId("deck-dollars").fill("10");
  await d.getByTestId("deck-hands").fill("-1");
  await d.getByTestId("deck-joker_slot").fill("1");
  // Half a hand is refused with a message and not kept.
  await d.getByTestId("deck-hand_size").fill("1.5");
  await expect(d.getByText("Must be a whole number")).toBeVisible();
  await d.getByTestId("deck-hand_size").fill("2");
  await d.getByTestId("deck-hand_size").scrollIntoViewIfNeeded();
  await screenshot(page, "item-values-deck");
  // The starting vouchers and consumables stay where they were.
  await d.getByRole("tab", { name: "Starting Items" }).click();
  await d.getByTestId("deck-vouchers-add").selectOption("v_telescope");
  await done(page);
  await expect(cardOf(page, "Rich").getByTestId("card-badge")).toContainText(["+$10", "-1 hand", "+1 Joker slot", "+2 hand size", "1 voucher"]);

  await openEditor(page, "Rich");
  await expect(d.getByTestId("deck-dollars")).toHaveValue("10");
  await expect(d.getByTestId("deck-hands")).toHaveValue("-1");
  await expect(d.getByTestId("deck-discards")).toHaveValue("");
  await d.getByTestId("deck-joker_slot").fill("");
  await done(page);
  const file = await saved(page);
  expect(file.decks[0].config).toEqual({ dollars: 10, hands: -1, hand_size: 2 });
  expect(file.decks[0].Config_vouchers).toEqual(["v_telescope"]);
  await undo(page);
  expect((await saved(page)).decks[0].config).toEqual({ dollars: 10, hands: -1, joker_slot: 1, hand_size: 2 });
  await expectNoErrors(errors);
});

test("voucher redeem effects are added, changed, removed, kept and undone", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/vouchers");
  await expect(page.getByRole("heading", { level: 1, name: "Vouchers" })).toBeVisible();
  await createNamed(page, "Brush", "{C:attention}+#1#{} hand size");
  await openEditor(page, "Brush");
  const d = dialog(page);
  await expect(d.getByTestId("voucher-redeem-note")).toContainText("the way the game's own vouchers do it");
  await expect(d.getByTestId("voucher-redeem-empty")).toBeVisible();
  await d.getByTestId("voucher-effect-add").click();
  await expect(d.getByTestId("voucher-effect-kind-0")).toHaveValue("hand_size");
  await expect(d.getByTestId("voucher-effect-amount-0")).toHaveValue("1");
  await d.getByTestId("voucher-effect-add").click();
  await expect(d.getByTestId("voucher-effect-kind-1")).toHaveValue("joker_slots");
  await d.getByTestId("voucher-effect-kind-1").selectOption("interest_cap");
  // An amount that suits the new kind is kept.
  await expect(d.getByTestId("voucher-effect-amount-1")).toHaveValue("1");
  await d.getByTestId("voucher-effect-amount-1").fill("5");
  await d.getByTestId("voucher-effect-add").click();
  await d.getByTestId("voucher-effect-kind-2").selectOption("edition_rate");
  await d.getByTestId("voucher-effect-amount-2").fill("2");
  await expect(d.getByTestId("voucher-effect")).toHaveCount(3);
  await d.getByTestId("voucher-effect-remove-2").scrollIntoViewIfNeeded();
  await screenshot(page, "item-values-voucher");
  await d.getByTestId("voucher-effect-remove-2").click();
  await expect(d.getByTestId("voucher-effect")).toHaveCount(2);
  await done(page);
  await expect(cardOf(page, "Brush").getByTestId("card-badge")).toContainText(["+1 hand size", "+$5 interest cap"]);

  await openEditor(page, "Brush");
  await expect(d.getByTestId("voucher-effect-kind-1")).toHaveValue("interest_cap");
  await expect(d.getByTestId("voucher-effect-amount-1")).toHaveValue("5");
  await d.getByTestId("voucher-effect-amount-0").fill("2");
  await done(page);
  expect((await saved(page)).vouchers[0].redeemEffects).toEqual([{ kind: "hand_size", amount: 2 }, { kind: "interest_cap", amount: 5 }]);
  // One undo step takes back the typed amount; the next one the removed row.
  await undo(page);
  expect((await saved(page)).vouchers[0].redeemEffects).toEqual([{ kind: "hand_size", amount: 1 }, { kind: "interest_cap", amount: 5 }]);
  await undo(page);
  expect((await saved(page)).vouchers[0].redeemEffects).toEqual([{ kind: "hand_size", amount: 1 }, { kind: "interest_cap", amount: 5 }, { kind: "edition_rate", amount: 2 }]);
  await expectNoErrors(errors);
});
