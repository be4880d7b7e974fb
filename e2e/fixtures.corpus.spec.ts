// Corpus layer: the browser on the real modders' projects (../shared/fixtures/jokerforge). Export in
// a worker, the browser's zip byte for byte the command line's (and `check` passes it), import /
// save / import back equal, a bad file after a real one, and every item page of the largest one.
import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { fixturePath, LARGEST } from "../tests/corpus/corpus";
import { importThroughPicker, saveThroughButton, withoutSaveTime } from "./fileActions";
import { expectNoErrors, stubExternalNetwork, watchErrors } from "./helpers";
import { cardOf, dialog, done, navigate, openEditor } from "./itemPageFlow";
import { browserZipEqualsCli, exportsInWorker, importSaveImport, toast, type ProjectFile } from "./projectFlows";

const fixture = async (name: string, projectName: string, id: string): Promise<ProjectFile> =>
  ({ bytes: await readFile(fixturePath(name)), fileName: name, name: projectName, id });

test.beforeEach(async ({ page }) => {
  await stubExternalNetwork(page);
});

test("exports a real project to <id>.zip in a worker and lists the result", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Mod Overview" })).toBeVisible();
  await exportsInWorker(page, await fixture("angelica-2025-09-04.jokerforge", "Angelica", "angelica"), "Corruption", "export-finished-modal-real");
  await expectNoErrors(errors);
});

test("the browser's zip of the largest real project is byte for byte the command line's", async ({ page }) => {
  test.slow();
  const errors = watchErrors(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Mod Overview" })).toBeVisible();
  await browserZipEqualsCli(page, await fixture(LARGEST, "Synergia", "mycustommod"));
  await expectNoErrors(errors);
});

test("a real project imports, saves, and the saved file imports back equal", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Mod Overview" })).toBeVisible();
  const original = await fixture(LARGEST, "Synergia", "mycustommod");
  const expectedName = (JSON.parse(original.bytes.toString("utf8")) as { metadata: { name: string } }).metadata.name;
  expect(expectedName).toBe(original.name);
  await importSaveImport(page, original);
  await expectNoErrors(errors);
});

test("a bad file after a real one leaves the real project untouched", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Mod Overview" })).toBeVisible();
  await importThroughPicker(page, await readFile(fixturePath("myshi-1.0.5.jokerforge")), "myshi.jokerforge");
  await expect(toast(page, "Mod Imported")).toBeVisible();
  const before = await saveThroughButton(page);
  const name = await page.getByTestId("project-name").textContent();
  await importThroughPicker(page, before.text.slice(0, 5_000), "truncated.jokerforge");
  await expect(toast(page, "Import Failed").last()).toContainText(/not valid JSON/);
  await expect(page.getByTestId("project-name")).toHaveText(name!);
  const after = await saveThroughButton(page);
  expect(withoutSaveTime(after.text)).toEqual(withoutSaveTime(before.text));
  await expectNoErrors(errors);
});

test("a real project file: every item page shows its items, older key spellings understood", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/decks");
  await expect(page.getByRole("heading", { level: 1, name: "Decks" })).toBeVisible();
  await importThroughPicker(page, await readFile(fixturePath(LARGEST)));
  await expect(page.getByRole("alert").or(page.getByRole("status")).filter({ hasText: "Mod Imported" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("item-count")).toHaveText("8 decks");

  await navigate(page, "/consumables", "Consumables");
  await expect(page.getByTestId("item-count")).toHaveText("50 consumables");
  await page.getByTestId("consumables-tabs").getByRole("tab", { name: /Consumable Sets/ }).click();
  await expect(page.getByTestId("item-count")).toHaveText("2 consumable sets");

  await navigate(page, "/boosters", "Boosters");
  await expect(page.getByTestId("item-count")).toHaveText("6 boosters");
  await openEditor(page, "Idiot Pack");
  await dialog(page).getByRole("tab", { name: "Card Rules" }).click();
  await expect(dialog(page).getByTestId("rule-0-pool")).toHaveValue("mycustom_jokers");
  await expect(dialog(page).getByTestId("rule-0-weight")).toHaveValue("0.75");
  await done(page);

  await navigate(page, "/enhancements", "Enhancements");
  await expect(page.getByTestId("item-count")).toHaveText("2 enhancements");
  await navigate(page, "/seals", "Seals");
  await expect(page.getByTestId("item-count")).toHaveText("4 seals");
  await navigate(page, "/editions", "Editions");
  await expect(page.getByTestId("item-count")).toHaveText("2 editions");
  await expect(cardOf(page, "Monochrome").getByTestId("edition-preview")).toHaveAttribute("data-shader", "monochrome");

  // The file spells the requirement "mycustom_backpack"; it is the mod's Backpack voucher.
  await navigate(page, "/vouchers", "Vouchers");
  await expect(page.getByTestId("item-count")).toHaveText("4 vouchers");
  await expect(cardOf(page, "Extendo").getByTestId("card-badge").nth(1)).toHaveText("Needs Backpack");
  await openEditor(page, "Extendo");
  await expect(dialog(page).getByTestId("voucher-requires")).toHaveValue("v_mycustom_backpack");
  await done(page);
  await expectNoErrors(errors);
});
