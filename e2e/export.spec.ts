// Export Mod Files: builds the mod in a web worker, downloads <id>.zip (one folder named after the
// mod id), shows 'Exporting...' meanwhile, then the export-finished modal with what was written
// and every rule that was not exported. The zip holds the same files the domain exporter makes, in
// the same zip entries Node writes (CLI == browser).
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { everyEntryProject } from "../tests/support/projects";
import { expectNoErrors, stubExternalNetwork, watchErrors, withCores } from "./helpers";
import { importThroughPicker } from "./fileActions";
import { exportsInWorker, generatedFile } from "./projectFlows";

// The generated every-entry project (the real projects: fixtures.corpus.spec.ts).
test("exports a project to <id>.zip in a worker and lists the result; exported again, the same zip", async ({ page }) => {
  await withCores(page, 4);
  const errors = watchErrors(page);
  await stubExternalNetwork(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Mod Overview" })).toBeVisible();
  // Its "Joker Effects" hold effects that are never exported (Talisman scoring, crashing the game).
  const file = generatedFile(everyEntryProject());
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  const first = await exportsInWorker(page, file, "Joker Effects", "export-finished-modal");
  // the exporter worker's art worker packed the atlases meanwhile (domain/export/artElsewhere.ts)
  expect(workers.filter((url) => /artWorker/.test(url))).toHaveLength(1);
  // the worker keeps the art it packed (domain/export/images/artCache.ts): the second export of
  // the unchanged project takes its atlases from there, and writes the very same bytes
  const download = page.waitForEvent("download");
  await page.locator('[data-action="action-export"]').click();
  const again = await readFile((await (await download).path())!);
  expect(again.equals(first)).toBe(true);
  await expectNoErrors(errors);
});

test("where the exporter worker cannot load, Export Mod Files builds the mod on the page, every time", async ({ page }) => {
  await stubExternalNetwork(page);
  const blocked: string[] = [];
  await page.route(/\/exporterWorker-[^/]*\.js$/, (route) => { blocked.push(route.request().url()); return route.abort(); });
  await page.goto("/");
  const file = generatedFile(everyEntryProject());
  await importThroughPicker(page, file.bytes, file.fileName);
  await expect(page.getByTestId("project-name")).toHaveText(file.name);
  const button = page.locator('[data-action="action-export"]');
  for (const round of [1, 2]) {
    const download = page.waitForEvent("download");
    await button.click();
    expect((await download).suggestedFilename(), `export ${round}`).toBe(`${file.id}.zip`);
    await expect(page.getByTestId("export-files")).toContainText(`${file.id}/main.lua`);
    await page.getByRole("button", { name: "Done" }).click();
    await expect(button).toBeEnabled();
  }
  // the worker was asked for once; after its failure the session's exports stay on the page
  expect(blocked).toHaveLength(1);
});

test("on a machine of two cores, no art worker: the exporter worker packs the art itself, the domain exporter's zip", async ({ page }) => {
  await withCores(page, 2);
  await stubExternalNetwork(page);
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Mod Overview" })).toBeVisible();
  await exportsInWorker(page, generatedFile(everyEntryProject()), "Joker Effects");
  expect(workers.filter((url) => /exporterWorker/.test(url))).toHaveLength(1);
  expect(workers.filter((url) => /artWorker/.test(url))).toEqual([]);
});

test("the pointer or the focus on an export button fetches the export's code before the click", async ({ page }) => {
  await stubExternalNetwork(page);
  const chunks: string[] = [];
  page.on("request", (request) => {
    const name = /\/(projectActions|exportInBrowser|showExportFinished)-[^/]*\.js$/.exec(request.url());
    if (name) chunks.push(name[1]);
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Mod Overview" })).toBeVisible();
  expect(chunks).toEqual([]);
  await page.locator('[data-action="action-export"]').hover();
  await expect.poll(() => [...chunks].sort()).toEqual(["exportInBrowser", "projectActions", "showExportFinished"]);
  // on a new page, the overview's Export Mod button reached by the keyboard does the same
  const other = await page.context().newPage();
  const fetched: string[] = [];
  other.on("request", (request) => { if (/\/projectActions-[^/]*\.js$/.test(request.url())) fetched.push(request.url()); });
  await stubExternalNetwork(other);
  await other.goto("/");
  const button = other.getByRole("button", { name: "Export Mod", exact: true });
  await expect(button).toBeVisible();
  expect(fetched).toEqual([]);
  await button.focus();
  await expect.poll(() => fetched.length).toBe(1);
});

test("a fresh project nobody has changed exports its backup dated today, not 1970", async ({ page }) => {
  await stubExternalNetwork(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Mod Overview" })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.locator('[data-action="action-export"]').click();
  expect((await download).suggestedFilename()).toBe("mycustommod.zip");
  const today = new Date().toISOString().slice(0, 10);
  await expect(page.getByTestId("export-files")).toContainText(`mycustommod/mycustommod-${today}.jokerforge`);
  await expect(page.getByTestId("export-files")).not.toContainText("1970");
});
