// Export Mod Files: builds the mod in a web worker, downloads <id>.zip (one folder named after the
// mod id), shows 'Exporting...' meanwhile, then the export-finished modal with what was written
// and every rule that was not exported. The zip holds the same files the domain exporter makes, in
// the same zip entries Node writes (CLI == browser).
import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import JSZip from "jszip";
import { buildZip, exportMod } from "../domain/export";
import { importProjectText } from "../domain/projectFile";
import { expectNoErrors, screenshot, stubExternalNetwork, watchErrors } from "./helpers";
import { importThroughPicker } from "./fileActions";
import { zipEntries } from "../tests/unit/export/zipEntries";

const FIXTURES = resolve(fileURLToPath(new URL("..", import.meta.url)), "../shared/fixtures/jokerforge");

test("exports a real project to <id>.zip in a worker and lists the result", async ({ page }) => {
  const errors = watchErrors(page);
  await stubExternalNetwork(page);
  const workers: string[] = [];
  page.on("worker", (w) => workers.push(w.url()));
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Mod Overview" })).toBeVisible();
  const text = await readFile(resolve(FIXTURES, "angelica-2025-09-04.jokerforge"), "utf8");
  await importThroughPicker(page, text, "angelica.jokerforge");
  await expect(page.getByTestId("project-name")).toHaveText("Angelica");

  const download = page.waitForEvent("download");
  const button = page.locator('[data-action="action-export"]');
  await button.click();
  await expect(button).toBeDisabled();
  await expect(button).toContainText("Exporting...");
  const file = await download;
  expect(file.suggestedFilename()).toBe("angelica.zip");
  await expect(button).toBeEnabled();
  await expect(button).toContainText("Export Mod Files");
  expect(workers.some((url) => /exportWorker/.test(url))).toBe(true);

  const modal = page.getByTestId("export-finished");
  await expect(modal).toBeVisible();
  await expect(page.getByTestId("export-files")).toContainText("angelica/main.lua");
  await expect(page.getByTestId("export-files")).toContainText("angelica/localization/en-us.lua");
  await expect(page.getByTestId("export-not-exported")).toContainText("Corruption");
  await screenshot(page, "export-finished-modal");

  // The browser's zip holds exactly the domain exporter's files (the backup copy differs only by date).
  const zip = await JSZip.loadAsync(await readFile((await file.path())!));
  const imported = importProjectText(text);
  if (!imported.ok) throw new Error(imported.reason);
  const expected = exportMod(imported.project);
  const names = Object.keys(zip.files).filter((n) => !zip.files[n].dir);
  expect(names.every((n) => n.startsWith("angelica/"))).toBe(true);
  for (const [path, data] of expected.files) {
    if (path.endsWith(".jokerforge")) continue;
    const entry = zip.file(`angelica/${path}`);
    expect(entry, path).not.toBeNull();
    const bytes = await entry!.async("uint8array");
    expect(Buffer.from(bytes).equals(Buffer.from(typeof data === "string" ? new TextEncoder().encode(data) : data)), path).toBe(true);
  }
  expect(names.filter((n) => n.endsWith(".jokerforge"))).toHaveLength(1);
  // ...in the very zip entries Node builds (order, method, flags, date, CRC, compressed bytes)
  const browserEntries = zipEntries(new Uint8Array(await readFile((await file.path())!))).filter((e) => !e.name.endsWith(".jokerforge"));
  const nodeEntries = zipEntries(await buildZip(expected)).filter((e) => !e.name.endsWith(".jokerforge"));
  expect(browserEntries.map((e) => e.name)).toEqual(nodeEntries.map((e) => e.name));
  browserEntries.forEach((e, i) => {
    const n = nodeEntries[i];
    expect([e.method, e.flags, e.date, e.time, e.crc, e.size, e.external], e.name).toEqual([n.method, n.flags, n.date, n.time, n.crc, n.size, n.external]);
    expect(Buffer.from(e.compressed).equals(Buffer.from(n.compressed)), e.name).toBe(true);
  });

  await page.getByRole("button", { name: "Done" }).click();
  await expect(modal).toBeHidden();
  await expectNoErrors(errors);
});
