// Behaviour for the other item types, built by clicking (issue 11): a Tarot that turns the
// selected cards Gold, a seal that pays when its card scores, a voucher that adds hand size and a
// deck that starts richer. The exported mod passes `check` (real LuaJIT), and the saved rules
// do in the harness what they say.
import { expect, test, type Page } from "@playwright/test";
import type { Rule } from "../domain/model";
import { runScenarios } from "../src/cli/scenarios";
import { exportAndCheck, saveThroughButton } from "./fileActions";
import { clickInPalette, openPalette } from "./ruleFlows";
import { expectNoErrors, screenshot, stubExternalNetwork, watchErrors } from "./helpers";
import { createNamed } from "./itemPageFlow";

const builder = (page: Page) => page.getByTestId("rule-builder");

async function go(page: Page, path: string, heading: string) {
  await page.locator(`a[href="${path}"]`).first().click();
  await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
}

async function pick(page: Page, search: string, entry: string) {
  await openPalette(page, "Add Effect to rule 1");
  await page.getByRole("textbox", { name: /^Search / }).fill(search);
  await clickInPalette(page, entry);
}

/** Opens the item's rules, adds one rule with `trigger` and one effect, and closes. */
async function oneRule(page: Page, name: string, trigger: string, search: string, effect: string, fill?: (block: ReturnType<Page["getByRole"]>) => Promise<void>) {
  await page.getByRole("button", { name: `Rules of ${name}` }).click();
  await expect(builder(page)).toBeVisible();
  await page.getByRole("button", { name: "Add Rule" }).click();
  const triggers = page.getByRole("combobox", { name: "Trigger of rule 1" });
  if ((await triggers.inputValue()) !== trigger) await triggers.selectOption(trigger);
  await pick(page, search, effect);
  const block = builder(page).getByRole("listitem", { name: effect });
  await expect(block).toBeVisible();
  if (fill) await fill(block);
  await expect(page.getByTestId("rule-lua")).not.toContainText("cannot be exported");
  await screenshot(page, `item-rules-${name.toLowerCase().replace(/\W+/g, "-")}`);
  await page.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(builder(page)).toHaveCount(0);
}

test("a consumable, a seal, a voucher and a deck get behaviour by clicking; the mod passes check and each does what it says", async ({ page }) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await stubExternalNetwork(page);
  await page.goto("/");
  await go(page, "/consumables", "Consumables");
  await createNamed(page, "Midas Touch");
  await oneRule(page, "Midas Touch", "card_used", "edit cards", "Edit Cards", async (block) => {
    await block.getByRole("combobox", { name: "Cards", exact: true }).selectOption("selected");
    await block.getByRole("combobox", { name: "Enhancement", exact: true }).selectOption("m_gold");
  });
  await go(page, "/seals", "Seals");
  await createNamed(page, "Coin Seal");
  await oneRule(page, "Coin Seal", "card_scored", "dollars", "Edit Dollars", async (block) => {
    await block.getByRole("textbox", { name: "Amount" }).fill("3");
    await block.getByRole("textbox", { name: "Amount" }).blur();
  });
  await go(page, "/vouchers", "Vouchers");
  await createNamed(page, "Big Hands");
  await oneRule(page, "Big Hands", "card_used", "hand size", "Edit Hand Size");
  await go(page, "/decks", "Decks");
  await createNamed(page, "Rich Deck");
  await oneRule(page, "Rich Deck", "card_used", "starting dollars", "Edit Starting Dollars", async (block) => {
    await block.getByRole("textbox", { name: "Dollars" }).fill("10");
    await block.getByRole("textbox", { name: "Dollars" }).blur();
  });

  // the exported mod loads and runs clean in the LuaJIT check
  const report = await exportAndCheck(page);
  await expect(report).toContainText("4 rules exported.");
  await expect(page.getByTestId("export-not-exported")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(report).toHaveCount(0);

  // the saved rules, run in the harness: Gold on 2 selected cards, $3 per scored sealed card, +1 hand size, $14 at the start
  type Saved = { name: string; rules: Rule[]; [k: string]: unknown };
  const saved = JSON.parse((await saveThroughButton(page)).text) as Record<"consumables" | "seals" | "vouchers" | "decks", Saved[]>;
  const rulesOf = (list: keyof typeof saved, name: string) => saved[list].find((i) => i.name === name)!;
  const tarot = rulesOf("consumables", "Midas Touch");
  const outcomes = runScenarios([
    {
      entry: "edit_cards", name: "Midas Touch", subject: { type: "consumable", rules: tarot.rules, fields: { max_highlighted: 2 } },
      setup: { hand: ["H_5", "S_K", "D_2"] }, steps: [{ use: { highlighted: ["H_5", "S_K"] } }], expect: { canUse: true, handCards: ["H_5+m_gold", "S_K+m_gold", "D_2"] },
    },
    { entry: "set_dollars", name: "Coin Seal", subject: { type: "seal", rules: rulesOf("seals", "Coin Seal").rules }, steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], expect: { dollars: 7 } },
    { entry: "edit_hand_size", name: "Big Hands", subject: { type: "voucher", rules: rulesOf("vouchers", "Big Hands").rules }, steps: [{ activate: true }], expect: { handSize: 9 } },
    { entry: "edit_starting_dollars", name: "Rich Deck", subject: { type: "deck", rules: rulesOf("decks", "Rich Deck").rules }, steps: [{ activate: true }], expect: { dollars: 14 } },
  ]);
  expect(outcomes.map((o) => [o.scenario.name, o.error ?? null, o.mismatches, o.loadProblems])).toEqual([
    ["Midas Touch", null, [], []], ["Coin Seal", null, [], []], ["Big Hands", null, [], []], ["Rich Deck", null, [], []],
  ]);
  await expectNoErrors(errors);
});
