// Acceptance checks for issues 4 and 5 that the screen specs leave out: the overview's Create
// Joker action end to end, the generated key's copy button, and the metadata form's drafts
// after an import.
import { expect, test } from "@playwright/test";
import { importThroughPicker } from "./fileActions";
import { expectNoErrors, stubExternalNetwork, watchErrors } from "./helpers";
import { cards, dialog } from "./itemPageFlow";

test.beforeEach(async ({ page }) => {
  await stubExternalNetwork(page);
});

test("Create Joker on the overview opens the editor on exactly one new joker on /jokers", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/");
  await page.getByRole("region", { name: "Quick Actions" }).getByRole("button", { name: "Create Joker" }).click();
  await expect(page).toHaveURL(/\/jokers$/);
  await expect(dialog(page).getByTestId("item-editor")).toBeVisible();
  await expect(dialog(page).getByTestId("item-key-input")).toHaveValue("new_joker");
  await dialog(page).getByTestId("editor-done").click();
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByTestId("item-count")).toHaveText("1 joker");
  // Back to the overview and forward again: the handled query is gone, nothing new is made.
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Mod Overview", level: 1 })).toBeVisible();
  await expect(page.getByTestId("summary-jokers")).toHaveAccessibleName("Jokers: 1");
  await page.goForward();
  await expect(page.getByTestId("item-count")).toHaveText("1 joker");
  await expect(dialog(page)).toHaveCount(0);
  await expectNoErrors(errors);
});

test("the copy button next to a generated key puts the key on the clipboard", async ({ page, context }) => {
  const errors = watchErrors(page);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/jokers");
  await page.getByTestId("item-create").click();
  await dialog(page).getByTestId("item-name-input").fill("Lucky Cat");
  await dialog(page).getByRole("button", { name: "Copy key j_mycustom_lucky_cat" }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("j_mycustom_lucky_cat");
  await dialog(page).getByTestId("editor-done").click();

  await page.evaluate(() => navigator.clipboard.writeText(""));
  await cards(page).first().getByRole("button", { name: "Copy key j_mycustom_lucky_cat" }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe("j_mycustom_lucky_cat");
  await expectNoErrors(errors);
});

test("the metadata form's drafts are rebuilt from an imported project", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/metadata");
  await expect(page.getByRole("heading", { name: "Mod Metadata", level: 1 })).toBeVisible();
  const field = (label: string) => page.getByLabel(label, { exact: true });
  // Half-typed drafts: an empty line, a trailing comma (the priority's own draft resets on blur).
  await field("Priority").fill("12");
  await field("Conflicts").fill("A\n");
  await field("Authors").fill("");
  await field("Authors").pressSequentially("Ann,");
  await expect(field("Authors")).toHaveValue("Ann,");
  await expect(field("Conflicts")).toHaveValue("A\n");

  await importThroughPicker(page, JSON.stringify({
    metadata: { name: "Imported Mod", id: "importedmod", prefix: "imported", author: ["Zed", "Yara"], priority: 5, conflicts: ["OtherMod"] },
    jokers: [],
  }), "imported.jokerforge");
  await expect(page.getByTestId("page-mod-name")).toHaveText("Imported Mod");
  await expect(field("Authors")).toHaveValue("Zed, Yara");
  await expect(field("Priority")).toHaveValue("5");
  await expect(field("Conflicts")).toHaveValue("OtherMod");
  await expect(field("Mod ID")).toHaveValue("importedmod");
  await expect(page.getByTestId("manifest-preview")).toContainText('"author": [\n    "Zed",\n    "Yara"\n  ]');
  await expectNoErrors(errors);
});
