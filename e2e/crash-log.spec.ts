// "What went wrong?": a crash log made by a deliberately broken export (the LuaJIT harness runs
// it and prints the real traceback in Steamodded's layout) is pasted into the dialog, which names
// the block at fault and opens the rule builder on it. A log from another mod is told apart.
import { expect, test } from "@playwright/test";
import { projectText } from "../tests/support/projects";
import { brokenExportAndLog } from "../tests/support/crashLogs";
import { importThroughPicker } from "./fileActions";
import { expectNoErrors, screenshot, watchErrors } from "./helpers";

let made: ReturnType<typeof brokenExportAndLog>;
test.beforeAll(() => {
  made = brokenExportAndLog();
});

test.beforeEach(async ({ page }) => {
  await page.goto("/jokers");
  await importThroughPicker(page, projectText(made.project), "crashmod.jokerforge");
  await expect(page.getByTestId("project-name")).toHaveText("Crash Mod");
});

test("a real crash log of a broken export lands on the block at fault in the rule builder", async ({ page }) => {
  const errors = watchErrors(page);
  expect(made.log).toContain("(from mod with id crashmod)");
  await page.getByRole("button", { name: "What went wrong?" }).click();
  const dialog = page.getByTestId("what-went-wrong");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox", { name: "Crash log" }).fill(made.log);
  await page.getByRole("button", { name: "Explain" }).click();
  const result = page.getByTestId("crash-result");
  await expect(result).toHaveAttribute("data-verdict", "this-export");
  await expect(page.getByTestId("crash-place")).toContainText("Boom (joker), rule 1 (When a Hand is Played), the block 'Crash the Game'");
  await expect(page.getByTestId("crash-plain")).toContainText("A Crash the Game block ran");
  await expect(page.getByTestId("crash-suggestion")).toContainText("remove the Crash the Game block");
  await screenshot(page, "crash-log-dialog");
  await result.getByRole("button", { name: "Open the block in the rule builder" }).click();
  const builder = page.getByTestId("rule-builder");
  await expect(builder).toBeVisible();
  await expect(builder.getByRole("listitem", { name: "Crash the Game" })).toBeFocused();
  await screenshot(page, "crash-log-builder");
  await expect(page.getByTestId("what-went-wrong")).toHaveCount(0);
  await expectNoErrors(errors);
});

test("from the export report: a log from another mod, read from a chosen file, is recognised as such", async ({ page }) => {
  const errors = watchErrors(page);
  const log = [
    "Oops! The game crashed:",
    `[SMODS Cryptid "items/code.lua"]:812: attempt to index local 'card' (a nil value)`,
    "", "Additional Context:", "Steamodded Mods:",
    "    1: Cryptid by MathIsFun_ [ID: Cryptid, Version: 0.5.3]",
    "Lovely Mods:", "", "Stack Traceback", "===============",
    "(3) Lua field 'use' at file 'items/code.lua:812' (from mod with id Cryptid)",
  ].join("\r\n");
  // the export report leads to the dialog too
  const download = page.waitForEvent("download");
  await page.locator('[data-action="action-export"]').click();
  await download;
  await expect(page.getByTestId("export-finished")).toBeVisible();
  await page.getByRole("button", { name: "The game crashed? Paste the log" }).click();
  await expect(page.getByTestId("export-finished")).toHaveCount(0);
  await expect(page.getByTestId("what-went-wrong")).toBeVisible();
  await page.getByLabel("Choose a log file").setInputFiles({ name: "crash.txt", mimeType: "text/plain", buffer: Buffer.from(log, "utf8") });
  await expect(page.getByTestId("crash-result")).toHaveAttribute("data-verdict", "other-mod");
  await expect(page.getByTestId("crash-other-mod")).toContainText("The stack names the mod Cryptid, not crashmod.");
  await expect(page.getByRole("button", { name: "Open the block in the rule builder" })).toHaveCount(0);
  await screenshot(page, "crash-log-other-mod");
  await expectNoErrors(errors);
});
