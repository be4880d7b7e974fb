// Acceptance checks for issues 4 and 5 that the screen specs leave out: the overview's Create
// Joker action end to end, the generated key's copy button, the metadata form's drafts after an
// import, undo/redo of each kind of item-page edit, and the page sort after a reload.
import { expect, test } from "@playwright/test";
import { importThroughPicker, storedRecord } from "./fileActions";
import { expectNoErrors, stubExternalNetwork, watchErrors } from "./helpers";
import { cardNames, cards, createNamed, dialog, done, openEditor, png } from "./itemPageFlow";

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

test("every kind of item-page edit is one undo step, and redo replays them", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/jokers");
  await createNamed(page, "Alpha", "{C:mult}+4{} Mult");
  await createNamed(page, "Bravo");
  const alpha = () => cards(page).filter({ hasText: "Alpha" });
  const undo = () => page.getByRole("button", { name: "Undo", exact: true }).click();

  // Edit a field, reorder by drag, drop art on a card, duplicate, delete.
  await openEditor(page, "Alpha");
  await dialog(page).getByTestId("joker-rarity").selectOption({ label: "Rare" });
  await done(page);
  await expect(alpha().getByTestId("card-badge").first()).toHaveText("Rare");
  const bravo = cards(page).nth(1);
  const box = (await bravo.boundingBox())!;
  await cards(page).nth(0).dragTo(bravo, { targetPosition: { x: box.width * 0.8, y: box.height / 2 } });
  await expect.poll(() => cardNames(page)).toEqual(["Bravo", "Alpha"]);
  const transfer = await page.evaluateHandle((b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const dt = new DataTransfer();
    dt.items.add(new File([bytes], "art.png", { type: "image/png" }));
    return dt;
  }, png(71, 95, () => [75, 194, 146]).toString("base64"));
  await alpha().dispatchEvent("dragover", { dataTransfer: transfer });
  await alpha().dispatchEvent("drop", { dataTransfer: transfer });
  await expect(alpha().getByTestId("card-art")).toBeVisible();
  await page.getByRole("button", { name: "Duplicate Bravo" }).click();
  await expect.poll(() => cardNames(page)).toEqual(["Bravo", "Bravo", "Alpha"]);
  await page.getByRole("button", { name: "Delete Alpha" }).click();
  await page.getByRole("button", { name: "Delete Joker" }).click();
  await expect.poll(() => cardNames(page)).toEqual(["Bravo", "Bravo"]);

  // Undo walks back one edit at a time.
  await undo();
  await expect.poll(() => cardNames(page)).toEqual(["Bravo", "Bravo", "Alpha"]);
  await undo();
  await expect.poll(() => cardNames(page)).toEqual(["Bravo", "Alpha"]);
  await expect(alpha().getByTestId("card-art")).toBeVisible();
  await undo();
  await expect(alpha().getByTestId("card-art")).toHaveCount(0);
  await expect(alpha().getByTestId("placeholder-art")).toBeVisible();
  await undo();
  await expect.poll(() => cardNames(page)).toEqual(["Alpha", "Bravo"]);
  await undo();
  await expect(alpha().getByTestId("card-badge").first()).toHaveText("Common");

  // Redo replays them in order.
  for (let i = 0; i < 5; i++) await page.getByRole("button", { name: "Redo", exact: true }).click();
  await expect.poll(() => cardNames(page)).toEqual(["Bravo", "Bravo"]);
  await undo();
  await expect(alpha().getByTestId("card-badge").first()).toHaveText("Rare");
  await expect(alpha().getByTestId("card-art")).toBeVisible();
  await expectNoErrors(errors);
});

test("a page's sort choice is still applied after a reload", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/jokers");
  for (const name of ["Bravo", "Alpha", "Charlie"]) await createNamed(page, name);
  await page.getByTestId("item-sort").selectOption("name");
  await expect.poll(() => cardNames(page)).toEqual(["Alpha", "Bravo", "Charlie"]);
  await page.getByTestId("item-sort-direction").click();
  await expect.poll(() => cardNames(page)).toEqual(["Charlie", "Bravo", "Alpha"]);
  // Wait for the auto-save, reload, restore the project: the sort comes back from the user config.
  await expect.poll(async () => (await storedRecord(page))?.jokers).toBe(3);
  await page.reload();
  await page.getByRole("button", { name: "Restore Project" }).click();
  await expect(page.getByTestId("item-sort")).toHaveValue("name");
  await expect.poll(() => cardNames(page)).toEqual(["Charlie", "Bravo", "Alpha"]);
  // Another page keeps its own sort (list order by default).
  await page.locator('a[href="/vouchers"]').first().click();
  await createNamed(page, "Zed");
  await createNamed(page, "Amy");
  await expect(page.getByTestId("item-sort")).toHaveValue("id");
  await expect.poll(() => cardNames(page)).toEqual(["Zed", "Amy"]);
  await expectNoErrors(errors);
});
