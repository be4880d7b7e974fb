// The rule builder (issue 10): give a joker behaviour by clicking, see its Lua live, undo every
// step, and prove in the LuaJIT harness that the exported joker scores what the game would.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { runScenarios } from "../src/cli/scenarios";
import type { Rule } from "../domain/model";
import { clickInPalette, openPalette } from "./ruleFlows";
import { expectLaysOutAlone, expectNoErrors, screenshot, watchErrors } from "./helpers";
import { importThroughPicker, saveThroughButton } from "./fileActions";
import { createNamed } from "./itemPageFlow";

const builder = (page: Page) => page.getByTestId("rule-builder");

test.beforeEach(async ({ page }) => {
  await page.goto("/jokers");
  await expect(page.getByRole("heading", { level: 1, name: "Jokers", exact: true })).toBeVisible();
});

async function openRules(page: Page, name: string) {
  await page.getByRole("button", { name: `Rules of ${name}` }).click();
  await expect(builder(page)).toBeVisible();
}

async function pick(page: Page, palette: string, search: string, entry: string) {
  await openPalette(page, palette);
  await page.getByRole("textbox", { name: /^Search / }).fill(search);
  await clickInPalette(page, entry);
}

/** A new joker named `name`, its rule builder open. */
async function rulesOfNewJoker(page: Page, name: string) {
  await createNamed(page, name);
  await openRules(page, name);
}

/** Adds rule `number` with the trigger labelled `trigger`. */
async function addRule(page: Page, trigger: string, number = 1) {
  await page.getByRole("button", { name: "Add Rule" }).click();
  await page.getByRole("combobox", { name: `Trigger of rule ${number}` }).selectOption({ label: trigger });
}

/**
 * Drags `source` onto the part of `target` the dialog's body shows, with the mouse: a rule can be
 * taller than the body, and Playwright's own drag scrolls such a target between the press and the
 * move, which does not start a drag.
 */
async function dragOntoVisiblePart(page: Page, source: Locator, target: Locator) {
  await source.scrollIntoViewIfNeeded();
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  const body = (await page.getByTestId("modal-body").last().boundingBox())!;
  const top = Math.max(to.y, body.y);
  const bottom = Math.min(to.y + to.height, body.y + body.height);
  expect(bottom - top).toBeGreaterThan(20);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, (top + bottom) / 2, { steps: 5 });
  await page.mouse.up();
}

async function undoKey(page: Page) {
  await page.getByRole("button", { name: "Add Rule" }).focus();
  await page.keyboard.press("Control+z");
}

test("build the Jolly Joker by clicking; its Lua shows live and the exported joker scores a Pair of 5s at 200", async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await rulesOfNewJoker(page, "Jolly Joker");
  await expect(page.getByTestId("rules-empty")).toBeVisible();

  await addRule(page, "When a Hand is Played");
  await pick(page, "Add Condition to rule 1", "hand", "Hand Type");
  await pick(page, "Add Effect to rule 1", "mult", "Add Mult");
  const mult = builder(page).getByRole("listitem", { name: "Add Mult" }).getByRole("textbox", { name: "Mult" });
  await expectLaysOutAlone(mult);
  await mult.fill("8");
  await mult.blur();

  await expect(page.getByTestId("rule-summary")).toHaveText("When a Hand is Played, if the played hand contains a Pair, +8 Mult");
  await expect(page.getByTestId("rule-lua")).toContainText("mult = 8");
  await expect(page.getByTestId("rule-lua")).toContainText("context.poker_hands");
  await screenshot(page, "rule-builder-jolly");
  // the builder covers the app: the page behind is not painted while it is open
  await expect(page.getByTestId("sidebar")).toBeHidden();

  await page.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(page.getByTestId("sidebar")).toBeVisible();
  const saved = JSON.parse((await saveThroughButton(page)).text) as { jokers: { name: string; rules: Rule[] }[] };
  const rules = saved.jokers.find((j) => j.name === "Jolly Joker")!.rules;
  expect(rules).toHaveLength(1);
  // The saved rules exported and run in the LuaJIT harness: a level-1 Pair of 5s.
  const [outcome] = runScenarios([{
    entry: "add_mult", name: "the Jolly Joker built in the browser",
    subject: { type: "joker", rules },
    steps: [{ play: ["H_5", "S_5"] }], expect: { hand: "Pair", chips: 20, mult: 10, score: 200 },
  }]);
  expect(outcome.loadProblems).toEqual([]);
  expect(outcome.error).toBeUndefined();
  expect(outcome.mismatches).toEqual([]);
  await expectNoErrors(errors);
});

test("a rule with a 1 in 4 chance group and a loop: undo every step back to empty, then redo to the end", async ({ page }) => {
  const errors = watchErrors(page);
  await rulesOfNewJoker(page, "Gambler");
  await addRule(page, "When a Hand is Played");
  await page.getByRole("button", { name: "Add Chance Group" }).click();
  await page.getByRole("button", { name: "Add Loop" }).click();
  await pick(page, "Add effect to 1 in 4 chance to rule 1", "chips", "Add Chips");
  await pick(page, "Add effect to Repeat 2 times to rule 1", "mult", "Add Mult");
  await expect(page.getByTestId("rule-group")).toHaveCount(2);
  await expect(page.getByTestId("rule-summary")).toHaveText(/1 in 4 chance: \+\d+ Chips, 2 times: \+\d+ Mult/);
  await expect(page.getByTestId("rule-lua")).toContainText("for ");

  // Five steps (the rule, the chance group, the loop, two effects), each one undo.
  for (let i = 0; i < 5; i++) await undoKey(page);
  await expect(page.getByTestId("rules-empty")).toBeVisible();
  for (let i = 0; i < 5; i++) {
    await page.getByRole("button", { name: "Add Rule" }).focus();
    await page.keyboard.press("Control+Shift+z");
  }
  await expect(page.getByTestId("rule-group")).toHaveCount(2);
  await expect(page.getByTestId("rule-summary")).toHaveText(/1 in 4 chance: \+\d+ Chips, 2 times: \+\d+ Mult/);
  await expectNoErrors(errors);
});

test("a chance group's odds and a loop's count are edited (a number, a variable), reach the Lua, and undo one edit at a time", async ({ page }) => {
  const errors = watchErrors(page);
  await rulesOfNewJoker(page, "Odds");
  const panel = page.getByRole("region", { name: "Variables" });
  await panel.getByRole("button", { name: "Add Variable" }).click();
  await addRule(page, "When a Hand is Played");
  await page.getByRole("button", { name: "Add Chance Group" }).click();
  await page.getByRole("button", { name: "Add Loop" }).click();
  await pick(page, "Add effect to 1 in 4 chance to rule 1", "chips", "Add Chips");
  await pick(page, "Add effect to Repeat 2 times to rule 1", "mult", "Add Mult");
  const lua = page.getByTestId("rule-lua");

  // 1 in 4 becomes 2 in 13: typing "13" is one edit
  const chance = page.getByTestId("rule-group").first();
  await chance.getByRole("textbox", { name: "Chance", exact: true }).fill("2");
  const outOf = chance.getByRole("textbox", { name: "Out of", exact: true });
  await outOf.fill("");
  await outOf.pressSequentially("13");
  await expect(page.getByTestId("rule-group").first()).toHaveAttribute("aria-label", "2 in 13 chance");
  await expect(lua).toContainText(/SMODS\.pseudorandom_probability\(card, "[^"]*", 2, 13, /);
  await expect(page.getByTestId("rule-summary")).toHaveText(/2 in 13 chance: \+\d+ Chips/);
  // luck effects off: a plain roll
  await chance.getByRole("checkbox", { name: "Luck effects change the odds" }).uncheck();
  await expect(lua).toContainText(/pseudorandom\("[^"]*"\) < 2 \/ 13/);

  // the loop repeats as many times as the variable says
  const loop = page.getByTestId("rule-group").nth(1);
  await loop.getByRole("combobox", { name: "Repeat (times) kind" }).selectOption("variable");
  await expect(loop.getByRole("combobox", { name: "Repeat (times) variable" })).toHaveValue("var1");
  await expect(lua).toContainText(/for \w+ = 1, math\.min\(card\.ability\.extra\.var1, 1000\) do/);
  await expect(panel.getByRole("button", { name: "Remove variable var1" })).toBeDisabled();
  await screenshot(page, "rule-builder-group-numbers");

  // undo: the loop count, the luck toggle, the "13", the "2" — one step each
  await undoKey(page);
  await expect(page.getByTestId("rule-group").nth(1)).toHaveAttribute("aria-label", "Repeat 2 times");
  await undoKey(page);
  await expect(lua).toContainText(/SMODS\.pseudorandom_probability\(card, "[^"]*", 2, 13, /);
  await undoKey(page);
  await expect(page.getByTestId("rule-group").first()).toHaveAttribute("aria-label", "2 in 4 chance");
  await undoKey(page);
  await expect(page.getByTestId("rule-group").first()).toHaveAttribute("aria-label", "1 in 4 chance");

  // what exports, but not as written, is said on the group at fault
  const count = page.getByTestId("rule-group").nth(1).getByRole("textbox", { name: "Repeat (times)", exact: true });
  await count.fill("5000");
  await expect(page.getByTestId("rule-group").nth(1).getByRole("status")).toHaveText("the repeat count 5000 is above the most of 1000; the export uses 1000");
  await expect(lua).toContainText(/for \w+ = 1, 1000 do/);
  await expectNoErrors(errors);
});

test("an effect's custom message, a chance group's probability key and a rule's Blueprint box are set in the builder, reach the Lua, and undo as one edit each", async ({ page }) => {
  const errors = watchErrors(page);
  await rulesOfNewJoker(page, "Cowboy");
  await addRule(page, "When a Hand is Played");
  await pick(page, "Add Effect to rule 1", "mult", "Add Mult");
  await page.getByRole("button", { name: "Add Chance Group" }).click();
  await pick(page, "Add effect to 1 in 4 chance to rule 1", "chips", "Add Chips");
  const lua = page.getByTestId("rule-lua");

  // the effect's message replaces its own "+4 Mult"
  const mult = builder(page).getByRole("listitem", { name: "Add Mult" });
  const message = mult.getByRole("textbox", { name: "Custom message" });
  await expect(message).toHaveAttribute("placeholder", "the effect's own");
  await message.pressSequentially("Yeehaw! 100%");
  await expect(lua).toContainText('message = "Yeehaw! 100%"');
  await expect(lua).toContainText("remove_default_message = true");

  // the chance group's roll goes by its own name for probability effects
  const key = page.getByTestId("rule-group").first().getByRole("textbox", { name: "Probability key" });
  await key.pressSequentially("lucky_roll");
  await expect(lua).toContainText(/SMODS\.pseudorandom_probability\(card, "[^"]*", 1, 4, "lucky_roll"\)/);
  // a rule Blueprint does not copy: the code skips it for a copy
  const blueprint = page.getByRole("group", { name: "Rule 1 actions" }).getByRole("checkbox", { name: "Copied by Blueprint" });
  await expect(blueprint).toBeChecked();
  await blueprint.uncheck();
  await expect(lua).toContainText("if not context.blueprint then");
  await screenshot(page, "rule-builder-custom-message");

  // one undo each: the Blueprint box, the key, then the whole message
  await undoKey(page);
  await expect(blueprint).toBeChecked();
  await expect(lua).not.toContainText("if not context.blueprint then");
  await undoKey(page);
  await expect(key).toHaveValue("");
  await expect(lua).not.toContainText("lucky_roll");
  await undoKey(page);
  await expect(message).toHaveValue("");
  await expect(lua).not.toContainText("Yee");

  // the spec's message rules: a quote is shown as the field's problem and nothing is applied
  await message.pressSequentially('Say "hi"');
  await expect(mult.getByRole("alert")).toHaveText("Message cannot contain quotation marks");
  await expect(message).toHaveAttribute("aria-invalid", "true");
  // what was typed before the quote was applied; nothing after it
  await expect(lua).toContainText('message = "Say", remove_default_message');
  await message.fill("a\\b");
  await expect(mult.getByRole("alert")).toHaveText("Unescaped backslashes may cause issues");
  await message.fill("Hi!");
  await expect(mult.getByRole("alert")).toHaveCount(0);
  await expect(lua).toContainText('message = "Hi!"');
  await expectNoErrors(errors);
});

test("the palette by keyboard: Escape closes it (not the builder), each search starts empty, Enter and the arrows pick; Escape climbs from a block to its rule, then closes", async ({ page }) => {
  const errors = watchErrors(page);
  await rulesOfNewJoker(page, "Keys Only");
  await addRule(page, "When a Hand is Played");
  const addEffect = page.getByRole("button", { name: "Add Effect to rule 1" });
  const search = page.getByRole("textbox", { name: "Search effects" });

  await openPalette(page, "Add Effect to rule 1");
  await search.pressSequentially("mul");
  await search.press("Escape");
  await expect(search).toHaveCount(0);
  await expect(builder(page)).toBeVisible();
  await expect(addEffect).toBeFocused();

  // reopened from the keyboard: an empty search; Enter takes the first match
  await page.keyboard.press("Enter");
  await expect(search).toHaveValue("");
  await expect(search).toBeFocused();
  await search.pressSequentially("add mult");
  const palette = page.getByRole("group", { name: /palette$/ });
  const first = await palette.locator("[data-palette-entry]").first().textContent();
  await search.press("Enter");
  await expect(builder(page).getByRole("listitem", { name: first! })).toBeVisible();
  await expect(addEffect).toBeFocused();

  // the arrows: down into the matches, along them, back up to the search; Enter on a match picks it
  await page.keyboard.press("Enter");
  await search.pressSequentially("chips");
  await search.press("ArrowDown");
  const entries = palette.locator("[data-palette-entry]");
  await expect(entries.first()).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(search).toBeFocused();
  await search.press("ArrowDown");
  const chosen = await entries.first().textContent();
  await page.keyboard.press("Enter");
  await expect(builder(page).getByRole("listitem", { name: chosen! })).toBeVisible();

  // Cancel gives the focus back to the palette's button
  await page.keyboard.press("Enter");
  await palette.getByRole("button", { name: "Cancel" }).click();
  await expect(addEffect).toBeFocused();

  // Escape on a block goes up to its rule; Escape on the rule closes the builder
  const block = builder(page).getByRole("listitem", { name: chosen! });
  await block.focus();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("region", { name: "Rule 1" })).toBeFocused();
  await expect(builder(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(builder(page)).toBeHidden();
  await expectNoErrors(errors);
});

test("only blocks that apply are offered; a trigger change keeps every block and shows the ones that no longer apply", async ({ page }) => {
  const errors = watchErrors(page);
  await rulesOfNewJoker(page, "Picky");
  await addRule(page, "When a Hand is Played");
  await pick(page, "Add Condition to rule 1", "hand", "Hand Type");
  const hand = builder(page).getByRole("listitem", { name: "Hand Type" });
  await expect(hand).toBeVisible();
  // A trigger without a played hand: Hand Type stays, with its problem on it, and is not offered.
  const trigger = page.getByRole("combobox", { name: "Trigger of rule 1" });
  await trigger.selectOption({ label: "When a Blind is Selected" });
  await expect(hand.getByRole("alert")).toContainText("'Hand Type' needs a played hand, not 'When a Blind is Selected'");
  await openPalette(page, "Add Condition to rule 1");
  await page.getByRole("textbox", { name: "Search conditions" }).fill("Hand Type");
  await expect(page.getByRole("group", { name: /palette$/ }).getByRole("button", { name: "Hand Type", exact: true })).toHaveCount(0);
  await page.keyboard.press("Escape");
  // Arrowing through the closed trigger list picks each trigger in turn: nothing is lost on the way.
  await trigger.selectOption({ label: "When a Hand is Played" });
  await expect(hand).toBeVisible();
  await expect(hand.getByRole("alert")).toHaveCount(0);
  await trigger.focus();
  await page.keyboard.press("ArrowDown");
  await expect(trigger).not.toHaveValue("hand_played");
  await page.keyboard.press("ArrowUp");
  await expect(trigger).toHaveValue("hand_played");
  await expect(hand).toBeVisible();
  await expect(hand.getByRole("alert")).toHaveCount(0);
  await expectNoErrors(errors);
});

test("copy a rule from one joker and paste it into another; the copy is its own (fresh ids) and exports", async ({ page }) => {
  const errors = watchErrors(page);
  await createNamed(page, "Source");
  await createNamed(page, "Target");
  await openRules(page, "Source");
  await addRule(page, "When a Hand is Played");
  await pick(page, "Add Condition to rule 1", "hand", "Hand Type");
  await pick(page, "Add Effect to rule 1", "mult", "Add Mult");
  const summary = await page.getByTestId("rule-summary").textContent();
  await page.getByRole("button", { name: "Copy rule 1" }).click();
  await page.getByRole("button", { name: "Close", exact: true }).first().click();

  await openRules(page, "Target");
  await expect(page.getByTestId("rules-empty")).toBeVisible();
  await page.getByRole("button", { name: "Paste Rules" }).click();
  await expect(page.getByTestId("rule-summary")).toHaveText(summary!);
  await expect(page.getByTestId("rule-lua")).toContainText("context.poker_hands");
  // a second paste, then Ctrl+D on the rule card: three rules, each its own
  await page.getByRole("button", { name: "Paste Rules" }).click();
  await page.getByRole("region", { name: "Rule 2" }).focus();
  await page.keyboard.press("Control+d");
  await expect(page.getByTestId("rule-card")).toHaveCount(3);
  await page.getByRole("button", { name: "Close", exact: true }).first().click();

  const saved = JSON.parse((await saveThroughButton(page)).text) as { jokers: { name: string; rules: Rule[] }[] };
  const source = saved.jokers.find((j) => j.name === "Source")!.rules;
  const target = saved.jokers.find((j) => j.name === "Target")!.rules;
  expect(target).toHaveLength(3);
  const ids = (rules: Rule[]) => rules.flatMap((r) => [r.id, ...r.conditionGroups.flatMap((g) => [g.id, ...g.conditions.map((c) => c.id)]), ...r.effects.map((e) => e.id)]);
  const all = [...ids(source), ...ids(target)];
  expect(new Set(all).size).toBe(all.length);
  expect(target.map((r) => [r.trigger, r.conditionGroups[0].conditions[0].type, r.effects[0].type])).toEqual(Array(3).fill(["hand_played", "hand_type", "add_mult"]));
  await expectNoErrors(errors);
});

test("rename a variable: the blocks that name it follow, the Lua follows, and one undo brings the old name back", async ({ page }) => {
  const errors = watchErrors(page);
  await createNamed(page, "Counter", "Gains {C:mult}+#1#{} Mult");
  await openRules(page, "Counter");
  const panel = page.getByRole("region", { name: "Variables" });
  await panel.getByRole("button", { name: "Add Variable" }).click();
  await expect(panel.getByRole("textbox", { name: "Name of variable var1" })).toBeVisible();
  await expect(panel.getByText("#1#", { exact: true })).toBeVisible();
  await addRule(page, "When a Hand is Played");
  await pick(page, "Add Effect to rule 1", "mult", "Add Mult");
  await builder(page).getByRole("listitem", { name: "Add Mult" }).getByRole("combobox", { name: "Mult kind" }).selectOption("variable");
  const mult = builder(page).getByRole("listitem", { name: "Add Mult" }).getByRole("combobox", { name: "Mult variable" });
  await expect(mult).toHaveValue("var1");
  await expect(page.getByTestId("rule-lua")).toContainText("card.ability.extra.var1");
  await expect(panel.getByRole("button", { name: "Remove variable var1" })).toBeDisabled();

  // an invalid name is refused on the field, and nothing changes
  const name = panel.getByRole("textbox", { name: "Name of variable var1" });
  await name.fill("2fast");
  await expect(panel.getByRole("alert")).toHaveText("Variable name cannot start with a number");
  await name.fill("stack");
  await name.press("Enter");
  await expect(panel.getByRole("textbox", { name: "Name of variable stack" })).toBeVisible();
  await expect(mult).toHaveValue("stack");
  await expect(page.getByTestId("rule-lua")).toContainText("card.ability.extra.stack");
  await expect(page.getByTestId("rule-lua")).not.toContainText("var1");
  await expect(page.getByTestId("rule-summary")).toContainText("stack");
  await expect(panel.getByText("#1#", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Add Rule" }).focus();
  await page.keyboard.press("Control+z");
  await expect(panel.getByRole("textbox", { name: "Name of variable var1" })).toBeVisible();
  await expect(mult).toHaveValue("var1");
  await screenshot(page, "rule-builder-variables");
  await expectNoErrors(errors);
});

test("AND/OR between conditions and groups, and blocks reordered by keyboard, reach the generated code", async ({ page }) => {
  const errors = watchErrors(page);
  await rulesOfNewJoker(page, "Logic");
  await addRule(page, "When a Hand is Played");
  await pick(page, "Add Effect to rule 1", "mult", "Add Mult");
  await pick(page, "Add Condition to rule 1", "hand", "Hand Type");
  await pick(page, "Add Condition to rule 1", "money", "Player Money");
  await expect(page.getByTestId("rule-lua")).toContainText(" and ");
  await page.getByRole("button", { name: "Operator after Hand Type" }).click();
  await expect(page.getByRole("button", { name: "Operator after Hand Type" })).toHaveText("OR");
  await expect(page.getByTestId("rule-lua")).toContainText(" or ");
  await pick(page, "Add Condition Group to rule 1", "money", "Player Money");
  await expect(page.getByTestId("condition-group")).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Operator after condition group 1" })).toHaveText("AND");
  // the summary joins them as the code does: (hand or money) and money
  await expect(page.getByTestId("rule-summary")).toHaveText(/^When a Hand is Played, \(if the played hand [^()]+ or if [^()]+\) and if [^()]+, \+\d+ Mult$/);

  await pick(page, "Add Effect to rule 1", "chips", "Add Chips");
  const effects = builder(page).getByTestId("rule-effect");
  await expect(effects.first()).toHaveAttribute("aria-label", "Add Mult");
  // keyboard: focus Add Chips, move it up with Alt+ArrowUp; Delete removes the focused block
  await builder(page).getByRole("listitem", { name: "Add Chips" }).focus();
  await page.keyboard.press("Alt+ArrowUp");
  await expect(effects.first()).toHaveAttribute("aria-label", "Add Chips");
  await expect(page.getByTestId("rule-summary")).toHaveText(/\+\d+ Chips, \+\d+ Mult$/);
  // a number param can be a random range or a game value (x multiplier + offset)
  const chips = builder(page).getByRole("listitem", { name: "Add Chips" });
  await chips.getByRole("combobox", { name: "Chips kind" }).selectOption("range");
  await expect(page.getByTestId("rule-lua")).toContainText("pseudorandom");
  await chips.getByRole("combobox", { name: "Chips kind" }).selectOption("game");
  await chips.getByRole("combobox", { name: "Chips game value" }).selectOption({ index: 1 });
  await chips.getByRole("textbox", { name: "Chips multiplier" }).fill("3");
  await chips.getByRole("textbox", { name: "Chips multiplier" }).blur();
  await expect(page.getByTestId("rule-lua")).toContainText("* 3");
  // a chance group's odds as a game value read as words in its title, not as the stored code
  await page.getByRole("button", { name: "Add Chance Group" }).click();
  const group = page.getByTestId("rule-group");
  await group.getByRole("combobox", { name: "Out of kind" }).selectOption("game");
  await group.getByRole("combobox", { name: "Out of game value" }).selectOption({ index: 1 });
  await expect(group).toHaveAttribute("aria-label", /^1 in [a-z][a-z ]+ chance$/);
  await expect(page.getByTestId("rule-summary")).not.toContainText("GAMEVAR");
  await builder(page).getByRole("listitem", { name: "Add Mult" }).focus();
  await page.keyboard.press("Delete");
  await expect(effects).toHaveCount(1);
  await expectNoErrors(errors);
});

test("the export report links a block left out to the rule builder, open at that block with its reason", async ({ page }) => {
  const errors = watchErrors(page);
  await rulesOfNewJoker(page, "Power");
  await addRule(page, "When a Hand is Played");
  await pick(page, "Add Effect to rule 1", "mult", "Add Mult");
  await pick(page, "Add Effect to rule 1", "^Mult", "Apply ^Mult");
  // the problem shows on the block as you edit
  await expect(builder(page).getByRole("listitem", { name: "Apply ^Mult" }).getByRole("alert")).toContainText("needs the Talisman mod");
  await page.getByRole("button", { name: "Close", exact: true }).first().click();

  const download = page.waitForEvent("download");
  await page.locator('[data-action="action-export"]').click();
  await download;
  await expect(page.getByTestId("export-finished")).toBeVisible();
  await expect(page.getByTestId("export-not-exported")).toContainText("needs the Talisman mod");
  await page.getByTestId("export-not-exported").getByRole("link", { name: "Open in the rule builder" }).click();
  await expect(builder(page)).toBeVisible();
  const block = builder(page).getByRole("listitem", { name: "Apply ^Mult" });
  await expect(block).toBeFocused();
  await expect(block.getByRole("alert")).toContainText("needs the Talisman mod");
  await expect(page).toHaveURL(/\/jokers$/);
  await expectNoErrors(errors);
});

test("rules and blocks reorder by drag and drop, and an effect drags into a chance group", async ({ page }) => {
  const errors = watchErrors(page);
  await rulesOfNewJoker(page, "Dragger");
  await addRule(page, "When a Hand is Played");
  await pick(page, "Add Effect to rule 1", "mult", "Add Mult");
  await pick(page, "Add Effect to rule 1", "chips", "Add Chips");
  await page.getByRole("button", { name: "Add Chance Group" }).click();

  const rule = page.getByRole("region", { name: "Rule 1", exact: true });
  // the chance group is drawn first: a drag started while it joins the rule aims at a moving block
  await expect(rule.getByTestId("rule-group")).toBeVisible();
  await dragOntoVisiblePart(page, rule.getByRole("button", { name: "Drag Add Chips" }), rule.getByRole("listitem", { name: "Add Mult" }));
  await expect(rule.getByTestId("rule-effect").first()).toHaveAttribute("aria-label", "Add Chips");
  await dragOntoVisiblePart(page, rule.getByRole("button", { name: "Drag Add Mult" }), rule.getByTestId("rule-group"));
  await expect(rule.getByTestId("rule-group").getByTestId("rule-effect")).toHaveAttribute("aria-label", "Add Mult");
  await expect(rule.getByTestId("rule-summary")).toHaveText(/\+\d+ Chips, 1 in 4 chance: \+\d+ Mult$/);

  await addRule(page, "When a Blind is Selected", 2);
  await dragOntoVisiblePart(page, page.getByRole("button", { name: "Drag rule 2" }), page.getByRole("region", { name: "Rule 1", exact: true }));
  await expect(page.getByRole("combobox", { name: "Trigger of rule 1" })).toHaveValue("blind_selected");
  await expect(page.getByRole("combobox", { name: "Trigger of rule 2" })).toHaveValue("hand_played");
  await expectNoErrors(errors);
});

test("a page showing items that have rules starts the live Lua's worker once idle, and fetches the builder only on interaction", async ({ page }) => {
  const fetched: string[] = [];
  const workers: string[] = [];
  page.on("request", (request) => { if (/\/RuleBuilder-[^/]*\.js$/.test(request.url())) fetched.push(request.url()); });
  page.on("worker", (worker) => workers.push(worker.url()));
  await page.goto("/jokers");
  await page.waitForLoadState("networkidle");
  expect(fetched).toEqual([]);
  expect(workers).toEqual([]);
  const rule = {
    id: "r1", trigger: "hand_played", position: { x: 0, y: 0 }, blueprintCompatible: true, randomGroups: [], loops: [],
    conditionGroups: [{ id: "g1", operator: "and", conditions: [{ id: "c1", type: "hand_type", negate: false, params: { value: { value: "Pair", valueType: "text" } } }] }],
    effects: [{ id: "e1", type: "add_mult", params: { value: { value: 8, valueType: "number" } } }],
  };
  const file = JSON.stringify({
    metadata: { id: "idle", name: "Idle Mod", author: ["Tester"], prefix: "idle" }, version: "1.0.0",
    jokers: [{ id: "j1", name: "Jolly", objectKey: "jolly", description: "", rarity: 1, cost: 3, rules: [rule], userVariables: [], orderValue: 1, objectType: "joker" }],
  });
  // the import is done from the sidebar: the pointer never enters the page's own section
  await importThroughPicker(page, file, "idle.jokerforge");
  await expect.poll(() => workers.filter((url) => /exporterWorker/.test(url)).length).toBe(1);
  expect(fetched).toEqual([]);
});

test("the builder's code stays out of a first visit and is fetched once the user works on a page with rules", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => { if (/\/RuleBuilder-[^/]*\.js$/.test(request.url())) fetched.push(request.url()); });
  await page.goto("/jokers");
  await page.waitForLoadState("networkidle");
  expect(fetched).toEqual([]);
  const asked = page.waitForRequest(/\/RuleBuilder-[^/]*\.js$/);
  await page.getByRole("heading", { level: 1, name: "Jokers", exact: true }).hover();
  await asked;
  // the click on Rules then opens on the loaded code
  await rulesOfNewJoker(page, "Jolly Joker");
  expect(fetched).toHaveLength(1);
});

test("a rule that names another item of the mod: its summary says the item's name, no problem shows, and its live Lua is the item's code in the export", async ({ page }) => {
  const errors = watchErrors(page);
  const rule = (id: string, type: string, params: Record<string, string>) => ({
    id, trigger: "card_used", position: { x: 0, y: 0 }, blueprintCompatible: true, conditionGroups: [], randomGroups: [], loops: [],
    effects: [{ id: `${id}-e`, type, params: Object.fromEntries(Object.entries(params).map(([k, value]) => [k, { value, valueType: "text" }])) }],
  });
  await importThroughPicker(page, JSON.stringify({
    metadata: { name: "Cross Mod", id: "crossmod", prefix: "cross", author: ["Ann"] },
    jokers: [{ id: "j1", name: "Dreamer", objectKey: "dreamer" }, { id: "j2", name: "Sleeper", objectKey: "sleeper",
      // a toggle as a file made elsewhere may hold it ("yes")
      rules: [{ ...rule("r4", "destroy_playing_card", { set_glass_trigger: "yes" }), trigger: "card_scored" }] }],
    vouchers: [{ id: "v1", name: "Piggy", objectKey: "piggy", rules: [{ ...rule("r3", "set_dollars", { operation: "add", value: "5" }),
      // the original kept checkbox pools as booleans in option order: here "Earn at most"
      effects: [{ id: "r3-e", type: "set_dollars", params: { operation: { value: "add", valueType: "text" }, value: { value: 5, valueType: "number" },
        limit_dollars: { value: [false, true, false, false], valueType: "checkbox" }, max_earnings: { value: 7, valueType: "number" } } }] }] }],
    enhancements: [{ id: "m1", name: "Shiny", objectKey: "shiny" }],
    consumables: [{ id: "c1", name: "Polish", objectKey: "polish", set: "Tarot",
      rules: [rule("r1", "edit_cards", { selection_method: "selected", enhancement: "m_cross_shiny", seal: "none", edition: "none", suit: "none", rank: "none" })] }],
    decks: [{ id: "d1", name: "Dream Deck", objectKey: "dream", rules: [rule("r2", "create_joker", { joker_type: "specific", joker_key: "cross_sleeper", edition: "negative", sticker: "none", ignore_slots: "ignore" })] }],
  }).replace('"seal":{"value":"none","valueType":"text"}', '"seal":{"valueType":"unknown"}'), "cross.jokerforge");
  await expect(page.getByRole("button", { name: "Rules of Dreamer" })).toBeVisible();

  const go = (link: string) => page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link, exact: true }).click();
  await go("Consumables");
  await openRules(page, "Polish");
  await expect(page.getByTestId("rule-lua")).toContainText("G.P_CENTERS.m_cross_shiny");
  // the summary names the enhancement by its name, not its key's words
  await expect(page.getByTestId("rule-summary")).toHaveText("When Consumable is Used, Give the selected cards: Shiny");
  await expect(builder(page).getByRole("listitem", { name: "Edit Cards" })).toBeVisible();
  await expect(builder(page).getByRole("alert")).toHaveCount(0);
  // a param stored without a value (as files made elsewhere hold an unset field) shows the default the export uses
  await expect(builder(page).getByRole("combobox", { name: "Seal", exact: true })).toHaveValue("none");
  await expect(builder(page).locator("option", { hasText: "[object Object]" })).toHaveCount(0);
  await page.getByRole("button", { name: "Close", exact: true }).first().click();

  await go("Decks");
  await openRules(page, "Dream Deck");
  await expect(page.getByTestId("rule-lua")).toContainText('"j_cross_sleeper"');
  await expect(page.getByTestId("rule-summary")).toHaveText("When This Deck is Selected, Create Sleeper (Negative)");
  // the joker, named "cross_sleeper" in the file, shows as its own option (not the bare key)
  const which = builder(page).getByRole("combobox", { name: "Which joker", exact: true });
  await expect(which.locator("option:checked")).toHaveText("Sleeper");
  await expect(which.locator("option", { hasText: "cross_sleeper" })).toHaveCount(0);
  // and so does a game key spelt without its class prefix ("negative" for e_negative)
  const edition = builder(page).getByRole("combobox", { name: "Edition", exact: true });
  await expect(edition.locator("option:checked")).toHaveText("Negative");
  await expect(edition).toHaveValue("e_negative");
  // the trigger reads as the summary does for a deck
  await expect(page.getByRole("combobox", { name: "Trigger of rule 1" }).locator("option:checked")).toHaveText("When This Deck is Selected");
  await expect(builder(page).getByRole("alert")).toHaveCount(0);
  await page.getByRole("button", { name: "Close", exact: true }).first().click();

  await go("Vouchers");
  await openRules(page, "Piggy");
  const limits = builder(page).getByRole("group", { name: "Limits", exact: true });
  await expect(limits.getByRole("checkbox", { checked: true })).toHaveCount(1);
  await expect(limits.getByRole("checkbox", { name: "Earn at most" })).toBeChecked();
  await expect(builder(page).getByRole("textbox", { name: "Earn at most", exact: true })).toHaveValue("7");
  await expect(page.getByTestId("rule-summary")).toHaveText("When Voucher is Redeemed, +$5 (at most $7)");
  // a second limit is one more checkbox; its amount shows and joins the summary
  await limits.getByRole("checkbox", { name: "Total at least" }).check();
  await expect(builder(page).getByRole("group", { name: "Total at least", exact: true })).toBeVisible();
  await expect(page.getByTestId("rule-summary")).toHaveText("When Voucher is Redeemed, +$5 (at most $7, total at least $0)");
  await screenshot(page, "rule-builder-limits");
  await page.getByRole("button", { name: "Close", exact: true }).first().click();

  await go("Jokers");
  await openRules(page, "Sleeper");
  // the second joker's cell of the atlas, as in the export
  await expect(page.getByTestId("rule-lua")).toContainText("pos = { x = 1, y = 0 }");
  await expect(builder(page).getByRole("checkbox", { name: "Counts as a shattered Glass Card" })).toBeChecked();
  await expectNoErrors(errors);
});

test("the block in focus shows its lines in the live Lua, scrolled into view", async ({ page }) => {
  const errors = watchErrors(page);
  const value = (v: number | string) => ({ value: v, valueType: typeof v === "number" ? "number" : "text" });
  const rules = Array.from({ length: 12 }, (_, i) => ({
    id: `r${i + 1}`, trigger: "hand_played", position: { x: 0, y: 0 }, blueprintCompatible: true, randomGroups: [], loops: [],
    conditionGroups: [{ id: `g${i + 1}`, operator: "and", conditions: [{ id: `c${i + 1}`, type: "hand_type", negate: false, params: { operator: value("contains"), value: value("Pair") } }] }],
    effects: [{ id: `e${i + 1}`, type: "add_mult", params: { value: value(i + 1) } }],
  }));
  await importThroughPicker(page, JSON.stringify({
    metadata: { name: "Focus Mod", id: "focusmod", prefix: "focus", author: ["Ann"] },
    jokers: [{ id: "j1", name: "Twelve", objectKey: "twelve", rules }],
  }), "focus.jokerforge");
  await openRules(page, "Twelve");
  const lua = page.getByTestId("rule-lua");
  await expect(lua).toContainText("mult = 12");
  const lineOf = async () => {
    const [first] = ((await lua.getAttribute("data-focus-lines")) ?? "").split(" ");
    const [from, to] = first.split("-").map(Number);
    const lines = ((await lua.textContent()) ?? "").split("\n");
    return lines.slice(from - 1, to).join("\n");
  };

  // the last rule's effect: its one line, far down the code, scrolled into view
  const last = builder(page).getByRole("region", { name: "Rule 12", exact: true });
  await last.getByRole("textbox", { name: "Mult" }).click();
  await expect(page.getByTestId("rule-lua-focus")).toHaveText(/^Add Mult: line \d+$/);
  expect(await lineOf()).toContain("mult = 12");
  await expect(page.getByTestId("rule-lua-mark")).toHaveCount(1);
  await expect(page.getByTestId("rule-lua-mark")).toBeInViewport();

  // the first rule's condition: its test, back at the top of the panel
  await builder(page).getByRole("region", { name: "Rule 1", exact: true }).getByRole("combobox", { name: "Poker hand" }).focus();
  await expect(page.getByTestId("rule-lua-focus")).toHaveText(/^Hand Type: lines \d+ and \d+$/);
  expect(await lineOf()).toMatch(/^\s*if .*Pair.* then$/);
  await expect(page.getByTestId("rule-lua-mark").first()).toBeInViewport();

  // a rule as a whole: its test, its effect and its end
  await builder(page).getByRole("combobox", { name: "Trigger of rule 2" }).focus();
  await expect(page.getByTestId("rule-lua-focus")).toHaveText(/^Rule 2: lines \d+–\d+$/);
  expect(await lineOf()).toMatch(/if .*Pair.* then\n\s*effects\[#effects \+ 1\] = \{ mult = 2 \}\n\s*end/);

  // an edit moves the lines with it: the mark stays on the effect's line
  const mult = last.getByRole("textbox", { name: "Mult" });
  await mult.click();
  await mult.fill("40");
  await mult.blur();
  await mult.focus();
  await expect(lua).toContainText("mult = 40");
  expect(await lineOf()).toContain("mult = 40");
  await screenshot(page, "rule-builder-focus-lines");
  await expectNoErrors(errors);
});
