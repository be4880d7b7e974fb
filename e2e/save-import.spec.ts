// Save Mod downloads a .jokerforge file that imports back equal; a bad file is refused with the
// Import Failed message and leaves the current project untouched.
import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { largeProject, projectText, smallProject } from "../tests/support/projects";
import { expectNoErrors, screenshot, watchErrors } from "./helpers";
import { importThroughPicker, saveThroughButton, withoutSaveTime } from "./fileActions";
import { generatedFile, importSaveImport } from "./projectFlows";

const IMPORT_FAILED = "Failed to import mod. Please check the file format and try again.";

test.beforeEach(async ({ page }) => {
  await page.route("https://api.github.com/**", (route) => route.fulfill({ json: [] }));
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Mod Overview" })).toBeVisible();
});

const toast = (page: Page, title: string) => page.locator("[data-toast-type]").filter({ hasText: title });

const today = () => new Date().toISOString().slice(0, 10);

test("Save Mod downloads the project as <id>-<date>.jokerforge with the original's keys", async ({ page }) => {
  const errors = watchErrors(page);
  const saved = await saveThroughButton(page);
  expect(saved.fileName).toBe(`mycustommod-${today()}.jokerforge`);
  await expect(toast(page, "Mod Saved")).toContainText("Your mod has been saved as a jokerforge file!");
  const file = JSON.parse(saved.text) as Record<string, unknown>;
  expect(Object.keys(file).slice(0, 14)).toEqual([
    "metadata", "jokers", "sounds", "consumables", "customRarities", "consumableSets", "boosters",
    "enhancements", "seals", "editions", "vouchers", "decks", "version", "exportedAt",
  ]);
  expect(Date.now() - Date.parse(file.exportedAt as string)).toBeLessThan(60_000);
  await expectNoErrors(errors);
});

// The generated large project: 300 jokers with art, every item type, sounds (the real projects:
// fixtures.corpus.spec.ts).
test("a large project imports, saves, and the saved file imports back equal", async ({ page }) => {
  test.slow();
  const errors = watchErrors(page);
  await importSaveImport(page, generatedFile(largeProject()));
  await expectNoErrors(errors);
});

test("the success toast is the spec's text for an old file too, and names rule kinds it kept unknown", async ({ page }) => {
  // an old file needs migrations and defaults: routine, the console lists them, the toast does not
  const old = { metadata: { name: "Old File", author: "Someone" }, jokers: [{ id: "j", name: "Legacy", jokerKey: "legacy" }] };
  const logged = page.waitForEvent("console", (m) => m.text().startsWith("Import Mod: repairs"));
  await importThroughPicker(page, JSON.stringify(old), "old.jokerforge");
  await expect(toast(page, "Mod Imported")).toHaveText("Mod ImportedYour mod has been imported successfully!");
  await logged;

  // a rule kind this version does not know is kept, and the toast says so
  const unknown = { ...old, jokers: [{ ...old.jokers[0], rules: [{ id: "r", trigger: "hand_played", conditionGroups: [], effects: [{ id: "e", type: "from_the_future", params: {} }] }] }] };
  await importThroughPicker(page, JSON.stringify(unknown), "unknown.jokerforge");
  await expect(toast(page, "Mod Imported").last().locator("p").nth(1)).toHaveText("Your mod has been imported successfully! (1 unknown rule kind kept as it is; details in the browser console)");
});

test("a bad file shows 'Import Failed' with a reason and leaves the project untouched", async ({ page }) => {
  const errors = watchErrors(page);
  await importThroughPicker(page, projectText(smallProject()), "small.jokerforge");
  await expect(toast(page, "Mod Imported")).toBeVisible();
  const before = await saveThroughButton(page);
  const name = await page.getByTestId("project-name").textContent();

  const cases: [string, string, RegExp][] = [
    ["truncated.jokerforge", before.text.slice(0, 5_000), /not valid JSON/],
    ["list.json", "[1, 2, 3]", /is a list/],
    ["notes.json", JSON.stringify({ hello: "world" }), /metadata/],
    ["proto.jokerforge", '{"metadata":{"name":"X","__proto__":{"polluted":true}},"jokers":[]}', /__proto__/],
  ];
  for (const [fileName, text, reason] of cases) {
    await importThroughPicker(page, text, fileName);
    const failed = toast(page, "Import Failed").last();
    await expect(failed).toContainText(IMPORT_FAILED);
    await expect(failed).toContainText(reason);
    await expect(failed).toHaveAttribute("data-toast-type", "error");
  }
  await screenshot(page, "import-failed");
  await expect(page.getByTestId("project-name")).toHaveText(name!);
  const after = await saveThroughButton(page);
  expect(withoutSaveTime(after.text)).toEqual(withoutSaveTime(before.text));
  expect(await page.evaluate(() => Object.prototype.hasOwnProperty.call({}, "polluted"))).toBe(false);
  // Failures are logged as warnings, never as errors.
  await expectNoErrors(errors);
});

test("the mod's .zip from Export Mod Files imports as the project it carries; a sound picked by mistake is named as one", async ({ page }) => {
  const errors = watchErrors(page);
  await importThroughPicker(page, projectText(smallProject()), "small.jokerforge");
  await expect(toast(page, "Mod Imported")).toBeVisible();
  const saved = await saveThroughButton(page);
  const download = page.waitForEvent("download");
  await page.locator('[data-action="action-export"]').click();
  const zip = await readFile((await (await download).path())!);
  await page.getByRole("button", { name: "Done" }).click();

  // another project, then the zip brings the whole first one back
  await importThroughPicker(page, JSON.stringify({ metadata: { name: "Other", author: "Someone" }, jokers: [] }), "other.jokerforge");
  await expect(page.getByTestId("project-name")).toHaveText("Other");
  await importThroughPicker(page, zip, "smallmod.zip");
  await expect(page.getByTestId("project-name")).toHaveText(smallProject().modMetadata.name);
  const again = await saveThroughButton(page);
  expect(withoutSaveTime(again.text)).toEqual(withoutSaveTime(saved.text));

  await importThroughPicker(page, Buffer.concat([Buffer.from("OggS"), Buffer.alloc(64)]), "ding.ogg");
  const failed = toast(page, "Import Failed").last();
  await expect(failed).toContainText(IMPORT_FAILED);
  await expect(failed).toContainText("this is an OGG sound, not a project file (.jokerforge)");
  await expectNoErrors(errors);
});
