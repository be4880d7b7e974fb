// The playtest panel (issue 16): a joker's rules run in the browser (a Lua 5.1 VM in a web worker,
// the same harness `check` runs in LuaJIT). A Jolly-Joker-like rule on a level-1 Pair of 5s shows
// 200 and the breakdown; a 1-in-4 chance forced to always and to never gives different results;
// a kept scenario survives a reload (the auto-save) and re-runs.
import { expect, test, type Page } from "@playwright/test";
import { build } from "../domain/catalog/scenario";
import { createItem, emptyProject } from "../domain/model";
import { serializeProject } from "../domain/projectFile/serializeProject";
import { importThroughPicker, storedRecord } from "./fileActions";
import { expectNoErrors, screenshot, stubExternalNetwork, watchErrors } from "./helpers";

const { rule, effect, condition, chance } = build;

function projectText(): string {
  const p = emptyProject(1);
  p.modMetadata = { ...p.modMetadata, id: "playtestmod", name: "Playtest Mod", prefix: "pt" };
  p.jokers.push(createItem("joker", {
    id: "jolly", name: "Jolly", objectKey: "jolly", orderValue: 1,
    rules: [rule("hand_played", { conditions: [condition("hand_type", { operator: "contains", value: "Pair" })], effects: [effect("add_mult", { value: 8 })] })],
  } as never));
  p.jokers.push(createItem("joker", {
    id: "lucky", name: "Lucky Guess", objectKey: "lucky", orderValue: 2,
    rules: [rule("hand_played", { chances: [chance(1, 4, [effect("add_mult", { value: 100 })])] })],
  } as never));
  return serializeProject(p, "2026-01-01T00:00:00Z");
}

const panel = (page: Page) => page.getByTestId("playtest-panel");

async function openPlaytest(page: Page, name: string) {
  await page.getByRole("button", { name: `Playtest ${name}`, exact: true }).click();
  await expect(panel(page)).toBeVisible();
  await expect(page.getByTestId("playtest-status")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
}

async function play(page: Page) {
  await page.getByTestId("playtest-run").click();
  await expect(page.getByTestId("playtest-result")).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await stubExternalNetwork(page);
  await page.goto("/jokers");
  await importThroughPicker(page, projectText(), "playtest.jokerforge");
  await expect(page.getByRole("button", { name: "Playtest Jolly", exact: true })).toBeVisible();
});

test("a Jolly-like joker on a level-1 Pair of 5s scores 200, with the breakdown", async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await openPlaytest(page, "Jolly");
  // the default moment for a joker: play a Pair of 5s with the joker in the first slot
  await expect(page.getByTestId("joker-slots")).toContainText("This joker (under test)");
  await expect(page.getByTestId("played-cards").getByTestId("card-row")).toHaveCount(2);
  await play(page);
  await expect(page.getByTestId("playtest-score")).toHaveText("200");
  await expect(page.getByTestId("playtest-chips")).toHaveText("20");
  await expect(page.getByTestId("playtest-mult")).toHaveText("10");
  const breakdown = page.getByTestId("playtest-breakdown");
  await expect(breakdown).toContainText("+8 Mult");
  await expect(breakdown.locator('[data-kind="card"]')).toHaveCount(2);
  await expect(breakdown.locator('[data-kind="joker"]')).toHaveCount(1);
  await expect(page.getByTestId("playtest-money")).toContainText("$4 before, $4 after");
  await screenshot(page, "playtest-panel");
  // the full-screen rule builder opens the same panel
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  await page.getByRole("button", { name: "Rules of Jolly" }).click();
  await page.getByTestId("builder-playtest").click();
  await expect(panel(page)).toBeVisible();
  await play(page);
  await expect(page.getByTestId("playtest-score")).toHaveText("200");
  await expectNoErrors(errors);
});

test("a 1-in-4 chance forced to always and to never gives different scores", async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await openPlaytest(page, "Lucky Guess");
  const chanceSwitch = page.getByTestId("playtest-chance");
  await chanceSwitch.getByRole("button", { name: "Always succeed" }).click();
  await play(page);
  // (10 + 5 + 5) x (2 + 100)
  await expect(page.getByTestId("playtest-score")).toHaveText("2,040");
  await chanceSwitch.getByRole("button", { name: "Always fail" }).click();
  await play(page);
  await expect(page.getByTestId("playtest-score")).toHaveText("40");
  await expectNoErrors(errors);
});

test("a kept scenario survives a reload and re-runs, checked against its expected score", async ({ page }) => {
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  await expect.poll(async () => (await storedRecord(page))?.name, { timeout: 30_000 }).toBe("Playtest Mod");
  const imported = (await storedRecord(page))!.timestamp;
  await openPlaytest(page, "Jolly");
  await play(page);
  await expect(page.getByTestId("playtest-score")).toHaveText("200");
  await page.getByRole("textbox", { name: "Playtest name" }).fill("Pair of 5s");
  await page.getByRole("checkbox", { name: /Expect this score/ }).check();
  await page.getByTestId("playtest-keep").click();
  await expect(page.getByTestId("kept-playtest")).toHaveCount(1);
  await expect(page.getByTestId("kept-playtest")).toContainText("Pair of 5s");
  await expect(page.getByTestId("kept-playtest")).toContainText("expects 200");
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  // the auto-save has written the kept playtest
  await expect.poll(async () => (await storedRecord(page))?.timestamp, { timeout: 30_000 }).not.toBe(imported);

  // re-open the project: reload, restore the auto-saved project
  await page.reload();
  const restore = page.getByRole("dialog", { name: "Restore Auto-Saved Project?" });
  await expect(restore).toBeVisible({ timeout: 30_000 });
  await restore.getByRole("button", { name: "Restore Project" }).click();
  await page.getByRole("button", { name: "Playtest Jolly", exact: true }).click();
  await expect(page.getByTestId("kept-playtest")).toHaveCount(1);
  await expect(page.getByTestId("kept-playtest")).toContainText("expects 200");
  await expect(page.getByTestId("playtest-status")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
  await page.getByRole("button", { name: "Run Pair of 5s" }).click();
  await expect(page.getByTestId("playtest-score")).toHaveText("200");
  await expect(page.getByTestId("playtest-expectation")).toHaveText("Scores 200, as expected.");
  await expectNoErrors(errors);
});
