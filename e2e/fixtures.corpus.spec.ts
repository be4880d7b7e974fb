// Corpus layer: the browser on the real modders' projects (../shared/fixtures/jokerforge). Export in
// a worker, the browser's zip byte for byte the command line's (and `check` passes it), import /
// save / import back equal, a bad file after a real one, and every item page of the largest one.
import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { fixturePath, LARGEST } from "../tests/corpus/corpus";
import { importThroughPicker, saveThroughButton, withoutSaveTime } from "./fileActions";
import { mostComplexJoker } from "../tests/support/complexJoker";
import { expectNoErrors, screenshot, stubExternalNetwork, watchErrors } from "./helpers";
import { browserZipEqualsCli, exportsInWorker, importSaveImport, itemPagesShow, toast, type ProjectFile } from "./projectFlows";

const fixture = async (name: string, projectName: string, id: string): Promise<ProjectFile> =>
  ({ bytes: await readFile(fixturePath(name)), fileName: name, name: projectName, id });

test.beforeEach(async ({ page }) => {
  await stubExternalNetwork(page);
});

test("exports a real project to <id>.zip in a worker and lists the result", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Mod Overview" })).toBeVisible();
  // every rule of Angelica exports now; MaxBoi's Mod still names its Talisman-only blocks
  await exportsInWorker(page, await fixture("maxboismod-2025-08-05.jokerforge", "MaxBoi's Mod", "maxboismod"), "VS MaxBoi", "export-finished-modal-real");
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
  // The file spells Extendo's requirement "mycustom_backpack"; it is the mod's Backpack voucher.
  await itemPagesShow(page, {
    decks: "8 decks", consumables: "50 consumables", consumableSets: "2 consumable sets", boosters: "6 boosters",
    enhancements: "2 enhancements", seals: "4 seals", editions: "2 editions", vouchers: "4 vouchers",
    booster: { name: "Idiot Pack", pool: "mycustom_jokers", weight: "0.75" },
    edition: { name: "Monochrome", shader: "monochrome" },
    voucher: { name: "Extendo", needs: "Backpack", requires: "v_mycustom_backpack" },
  });
  await expectNoErrors(errors);
});

test("the rule builder opens on the largest real project's most complex joker: every rule shown, its Lua live; screenshots", async ({ page }) => {
  test.slow();
  const errors = watchErrors(page);
  const file = await fixture(LARGEST, "Synergia", "mycustommod");
  const target = mostComplexJoker(file.bytes.toString("utf8"));
  await page.goto("/jokers");
  await importThroughPicker(page, file.bytes, file.fileName);
  await expect(page.getByTestId("project-name")).toHaveText(file.name);
  await page.getByPlaceholder("Search by name or key...").fill(target.name);
  await page.getByRole("button", { name: `Rules of ${target.name}`, exact: true }).first().click();
  await expect(page.getByTestId("rule-card")).toHaveCount(target.rules);
  await expect(page.getByTestId("rule-lua")).toContainText("SMODS.Joker");
  await expect(page.getByTestId("rule-summary").first()).not.toHaveText("");
  await screenshot(page, "rule-builder-real-top");
  await page.getByTestId("rule-card").nth(Math.floor(target.rules / 2)).scrollIntoViewIfNeeded();
  await screenshot(page, "rule-builder-real-middle");
  await expectNoErrors(errors);
});
