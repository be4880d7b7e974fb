// Browser flows run on a whole project file: the generated test projects in the specs, the real
// modders' projects in the corpus layer (fixtures.corpus.spec.ts). Each takes the file's bytes and
// what the project is called, and makes every assertion itself.
import { expect, type Page } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import JSZip from "jszip";
import { buildZip, exportMod } from "../domain/export";
import type { Project } from "../domain/model";
import { importProjectText } from "../domain/projectFile";
import { projectText } from "../tests/support/projects";
import { zipEntries } from "../tests/unit/export/zipEntries";
import { importThroughPicker, saveThroughButton, withoutSaveTime } from "./fileActions";
import { screenshot } from "./helpers";
import { cardOf, dialog, done, navigate, openEditor } from "./itemPageFlow";

const REPO = fileURLToPath(new URL("..", import.meta.url));
const cli = (...args: string[]) => spawnSync("npx", ["tsx", "src/cli/main.ts", ...args], { cwd: REPO, encoding: "utf8" });

export interface ProjectFile {
  /** The file's bytes. */
  bytes: Buffer;
  fileName: string;
  /** The mod's name (shown in the sidebar) and id (the zip's folder). */
  name: string;
  id: string;
}

/** A generated test project as a file. */
export function generatedFile(project: Project, fileName = `${project.modMetadata.id}.jokerforge`): ProjectFile {
  return { bytes: Buffer.from(projectText(project), "utf8"), fileName, name: project.modMetadata.name, id: project.modMetadata.id };
}

export const toast = (page: Page, title: string) => page.locator("[data-toast-type]").filter({ hasText: title });

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Export Mod Files builds the mod in a web worker, downloads <id>.zip (one folder named after the
 * mod id), shows 'Exporting...' meanwhile, then the export-finished modal listing what was written
 * and each rule not exported (`notExported` names one such item). The zip holds the same files the
 * domain exporter makes, in the same zip entries Node writes.
 */
/** Imports and exports `file` in the worker and checks the zip against the domain exporter's; gives the zip's bytes. */
export async function exportsInWorker(page: Page, file: ProjectFile, notExported: string, shot?: string): Promise<Buffer> {
  const workers: string[] = [];
  page.on("worker", (w) => workers.push(w.url()));
  const text = file.bytes.toString("utf8");
  await importThroughPicker(page, file.bytes, file.fileName);
  await expect(page.getByTestId("project-name")).toHaveText(file.name);

  const download = page.waitForEvent("download");
  const button = page.locator('[data-action="action-export"]');
  await button.click();
  await expect(button).toBeDisabled();
  await expect(button).toContainText("Exporting...");
  const zipFile = await download;
  expect(zipFile.suggestedFilename()).toBe(`${file.id}.zip`);
  await expect(button).toBeEnabled();
  await expect(button).toContainText("Export Mod Files");
  // the session's one exporter worker (it also makes the rule builder's live Lua) did the export
  expect(workers.filter((url) => /exporterWorker/.test(url))).toHaveLength(1);

  const modal = page.getByTestId("export-finished");
  await expect(modal).toBeVisible();
  await expect(page.getByTestId("export-files")).toContainText(`${file.id}/main.lua`);
  await expect(page.getByTestId("export-files")).toContainText(`${file.id}/localization/en-us.lua`);
  await expect(page.getByTestId("export-not-exported")).toContainText(notExported);
  if (shot) await screenshot(page, shot);

  // The browser's zip holds exactly the domain exporter's files (the backup copy differs only by date).
  const bytes = await readFile((await zipFile.path())!);
  const zip = await JSZip.loadAsync(bytes);
  const imported = importProjectText(text);
  if (!imported.ok) throw new Error(imported.reason);
  const expected = exportMod(imported.project);
  const names = Object.keys(zip.files).filter((n) => !zip.files[n].dir);
  expect(names.every((n) => n.startsWith(`${file.id}/`))).toBe(true);
  for (const [path, data] of expected.files) {
    if (path.endsWith(".jokerforge")) continue;
    const entry = zip.file(`${file.id}/${path}`);
    expect(entry, path).not.toBeNull();
    const got = await entry!.async("uint8array");
    expect(Buffer.from(got).equals(Buffer.from(typeof data === "string" ? new TextEncoder().encode(data) : data)), path).toBe(true);
  }
  expect(names.filter((n) => n.endsWith(".jokerforge"))).toHaveLength(1);
  // ...in the very zip entries Node builds (order, method, flags, date, CRC, compressed bytes)
  const browserEntries = zipEntries(new Uint8Array(bytes)).filter((e) => !e.name.endsWith(".jokerforge"));
  const nodeEntries = zipEntries(await buildZip(expected)).filter((e) => !e.name.endsWith(".jokerforge"));
  expect(browserEntries.map((e) => e.name)).toEqual(nodeEntries.map((e) => e.name));
  browserEntries.forEach((e, i) => {
    const n = nodeEntries[i];
    expect([e.method, e.flags, e.date, e.time, e.crc, e.size, e.external], e.name).toEqual([n.method, n.flags, n.date, n.time, n.crc, n.size, n.external]);
    expect(Buffer.from(e.compressed).equals(Buffer.from(n.compressed)), e.name).toBe(true);
  });

  await page.getByRole("button", { name: "Done" }).click();
  await expect(modal).toBeHidden();
  return bytes;
}

/**
 * Issue 6: the same export, byte for byte, from the browser and from `npm run cli -- export`. The
 * browser's project differs from the file it was imported from only by its timestamp (an import is
 * an edit), and the zip carries that project as its backup copy; so the command line, given that
 * backup, must write the very same zip; and `check` must pass it.
 */
export async function browserZipEqualsCli(page: Page, file: ProjectFile) {
  await importThroughPicker(page, file.bytes, file.fileName);
  await expect(page.getByTestId("project-name")).toHaveText(file.name);

  const download = page.waitForEvent("download");
  await page.locator('[data-action="action-export"]').click();
  const browserZip = await readFile((await (await download).path())!);
  await expect(page.getByTestId("export-finished")).toBeVisible();

  const scratch = await mkdtemp(join(tmpdir(), "jf-e2e-cli-"));
  try {
    const zip = await JSZip.loadAsync(browserZip);
    const backups = Object.keys(zip.files).filter((n) => n.endsWith(".jokerforge"));
    expect(backups).toHaveLength(1);
    const backup = join(scratch, backups[0].split("/").pop()!);
    await writeFile(backup, await zip.file(backups[0])!.async("uint8array"));

    const cliZip = join(scratch, "cli.zip");
    const exported = cli("export", backup, "--out", cliZip);
    expect(exported.status, exported.stderr).toBe(0);
    const cliBytes = await readFile(cliZip);
    expect(cliBytes.length).toBe(browserZip.length);
    expect(cliBytes.equals(browserZip)).toBe(true);

    const browserZipPath = join(scratch, "browser.zip");
    await writeFile(browserZipPath, browserZip);
    const checked = cli("check", browserZipPath);
    expect(checked.status, checked.stdout).toBe(0);
    expect(checked.stdout).toContain("loads clean");
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** A project file imports, saves as <id>-<date>.jokerforge, and the saved file imports back equal. */
export async function importSaveImport(page: Page, file: ProjectFile) {
  const picker = await importThroughPicker(page, file.bytes, file.fileName);
  expect(await picker.element().getAttribute("accept")).toBe(".jokerforge,.json,.zip");
  await expect(toast(page, "Mod Imported")).toContainText("Your mod has been imported successfully!");
  await expect(page.getByTestId("project-name")).toHaveText(file.name);

  const first = await saveThroughButton(page);
  const id = (JSON.parse(first.text) as { metadata: { id: string } }).metadata.id;
  expect(id).toBe(file.id);
  expect(first.fileName).toBe(`${id}-${today()}.jokerforge`);

  // Start from something else, then import the saved file.
  await importThroughPicker(page, JSON.stringify({ metadata: { name: "Other Mod" }, jokers: [] }), "other.json");
  await expect(page.getByTestId("project-name")).toHaveText("Other Mod");
  await importThroughPicker(page, first.text, first.fileName);
  await expect(page.getByTestId("project-name")).toHaveText(file.name);
  const second = await saveThroughButton(page);
  expect(withoutSaveTime(second.text)).toEqual(withoutSaveTime(first.text));
  return first;
}

/** What every item page of an imported project should show (the counts as the pages word them). */
export interface ItemPages {
  decks: string; consumables: string; consumableSets: string; boosters: string; enhancements: string; seals: string; editions: string; vouchers: string;
  /** A booster whose first card rule draws from a pool, with its weight as the field shows it. */
  booster: { name: string; pool: string; weight: string };
  /** An edition and its shader. */
  edition: { name: string; shader: string };
  /** A voucher, the name its "Needs" badge shows and the full key its requirement resolves to. */
  voucher: { name: string; needs: string; requires: string };
}

/** After an import on /decks: every item page shows the project's items, and its references resolve. */
export async function itemPagesShow(page: Page, want: ItemPages) {
  // the last: an earlier import's toast may still show on a busy machine
  await expect(page.getByRole("alert").or(page.getByRole("status")).filter({ hasText: "Mod Imported" }).last()).toBeVisible({ timeout: 30_000 });
  const count = page.getByTestId("item-count");
  await expect(count).toHaveText(want.decks);

  await navigate(page, "/consumables", "Consumables");
  await expect(count).toHaveText(want.consumables);
  await page.getByTestId("consumables-tabs").getByRole("tab", { name: /Consumable Sets/ }).click();
  await expect(count).toHaveText(want.consumableSets);

  await navigate(page, "/boosters", "Boosters");
  await expect(count).toHaveText(want.boosters);
  await openEditor(page, want.booster.name);
  await dialog(page).getByRole("tab", { name: "Card Rules" }).click();
  await expect(dialog(page).getByTestId("rule-0-pool")).toHaveValue(want.booster.pool);
  await expect(dialog(page).getByTestId("rule-0-weight")).toHaveValue(want.booster.weight);
  await done(page);

  await navigate(page, "/enhancements", "Enhancements");
  await expect(count).toHaveText(want.enhancements);
  await navigate(page, "/seals", "Seals");
  await expect(count).toHaveText(want.seals);
  await navigate(page, "/editions", "Editions");
  await expect(count).toHaveText(want.editions);
  await expect(cardOf(page, want.edition.name).getByTestId("edition-preview")).toHaveAttribute("data-shader", want.edition.shader);

  await navigate(page, "/vouchers", "Vouchers");
  await expect(count).toHaveText(want.vouchers);
  await expect(cardOf(page, want.voucher.name).getByTestId("card-badge").nth(1)).toHaveText(`Needs ${want.voucher.needs}`);
  await openEditor(page, want.voucher.name);
  await expect(dialog(page).getByTestId("voucher-requires")).toHaveValue(want.voucher.requires);
  await done(page);
}
