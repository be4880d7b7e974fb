import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { expectNoErrors, screenshot, watchErrors } from "./helpers";

// The overview asks GitHub for recent commits; tests run offline, so answer it locally.
async function offline(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.request().url().startsWith("https://api.github.com/")
      ? route.fulfill({ status: 200, contentType: "application/json", body: "[]" })
      : route.abort());
}

async function rename(page: Page, name: string) {
  await page.getByRole("button", { name: "Edit Mod name" }).click();
  await page.getByRole("textbox", { name: "Mod name" }).fill(name);
  await page.getByRole("textbox", { name: "Mod name" }).press("Enter");
  await expect(page.getByRole("button", { name: "Edit Mod name" })).toContainText(name);
}

test("undo and redo through the toolbar, the keyboard, and the edit log download", async ({ page }) => {
  const errors = watchErrors(page);
  await offline(page);
  await page.goto("/");
  const undo = page.getByRole("button", { name: "Undo", exact: true });
  const redo = page.getByRole("button", { name: "Redo", exact: true });
  const modName = page.getByRole("button", { name: "Edit Mod name" });

  // Nothing to undo or redo on a fresh load.
  await expect(undo).toBeDisabled();
  await expect(redo).toBeDisabled();

  await rename(page, "History Test Mod");
  await expect(undo).toBeEnabled();
  await expect(redo).toBeDisabled();
  await screenshot(page, "history-after-edit");

  await undo.click();
  await expect(modName).toContainText("My Custom Mod");
  await expect(undo).toBeDisabled();
  await expect(redo).toBeEnabled();

  await redo.click();
  await expect(modName).toContainText("History Test Mod");
  await expect(redo).toBeDisabled();

  // Keyboard, with focus outside any text field.
  await page.getByRole("heading", { name: "Mod Overview" }).click();
  await page.keyboard.press("Control+z");
  await expect(modName).toContainText("My Custom Mod");
  await page.keyboard.press("Control+Shift+z");
  await expect(modName).toContainText("History Test Mod");
  await page.keyboard.press("Control+z");
  await expect(modName).toContainText("My Custom Mod");
  await page.keyboard.press("Control+y");
  await expect(modName).toContainText("History Test Mod");

  // Inside a text field Ctrl+Z belongs to the field: the project keeps its name.
  await modName.click();
  const input = page.getByRole("textbox", { name: "Mod name" });
  await input.fill("Half typed");
  await input.press("Control+z");
  await input.press("Escape");
  await expect(modName).toContainText("History Test Mod");
  await expect(undo).toBeEnabled();
  await expect(redo).toBeDisabled();

  // The edit log: named by date, holding the edits and undos, and replaying to what we see.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download edit log" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^joker-forge-edit-log-\d{4}-\d{2}-\d{2}\.json$/);
  const log = JSON.parse(readFileSync(await download.path(), "utf8")) as {
    format: string; version: number; entries: { kind: string; command?: { type: string; name?: string } }[];
    replayCheck: { matches: boolean; diff: unknown[] };
  };
  expect(log.format).toBe("joker-forge-command-log");
  expect(log.version).toBe(2);
  expect(log.entries.map((e) => e.kind)).toEqual(["do", "undo", "redo", "undo", "redo", "undo", "redo"]);
  expect(log.entries[0].command).toMatchObject({ type: "metadata/rename", name: "History Test Mod", identity: "always" });
  expect(log.replayCheck).toEqual({ matches: true, diff: [] });

  await screenshot(page, "history-toolbar");
  await expectNoErrors(errors);
});
