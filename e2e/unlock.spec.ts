// A locked joker's unlock condition is set in its editor (event, comparison, amount, properties)
// and reaches the exported mod as a check_for_unlock.
import { expect, test } from "@playwright/test";
import JSZip from "jszip";
import { readFile } from "node:fs/promises";
import { expectNoErrors, screenshot, stubExternalNetwork, watchErrors } from "./helpers";
import { createNamed, dialog, done, openEditor } from "./itemPageFlow";

test("a locked joker's unlock condition is edited and exported", async ({ page }) => {
  const errors = watchErrors(page);
  await stubExternalNetwork(page);
  await page.goto("/jokers");
  await expect(page.getByRole("heading", { level: 1, name: "Jokers" })).toBeVisible();
  await createNamed(page, "Aces High");
  await openEditor(page, "Aces High");
  const d = dialog(page);
  await d.getByRole("tab", { name: "Properties" }).click();
  await d.getByTestId("joker-unlocked").click();
  await d.getByRole("tab", { name: "Unlock" }).click();
  await d.getByTestId("unlock-trigger").selectOption("hand_contents");
  await expect(d.getByTestId("unlock-explainer")).toContainText("played cards that match every property");
  await d.getByTestId("unlock-count").fill("2");
  await d.getByTestId("unlock-add-property").click();
  const row = d.getByTestId("unlock-property").first();
  await row.getByRole("combobox").selectOption("rank");
  await row.getByRole("textbox").fill("A");
  await d.getByTestId("joker-unlock-text").fill("Play two Aces at once");
  await screenshot(page, "unlock-joker-editor");
  await done(page);

  const download = page.waitForEvent("download");
  await page.locator('[data-action="action-export"]').click();
  const file = await download;
  const zip = await JSZip.loadAsync(await readFile((await file.path())!));
  const jokers = await zip.file(/items\/jokers\.lua$/)[0].async("string");
  expect(jokers).toContain("unlocked = false");
  expect(jokers).toMatch(/check_for_unlock = function\(self, args\)[\s\S]*"hand_contents"[\s\S]*get_id\(\) == 14[\s\S]*>= 2/);
  const loc = await zip.file(/localization\/en-us\.lua$/)[0].async("string");
  expect(loc).toContain('"Play two Aces at once"');
  await expectNoErrors(errors);
});
