// Browser-side helpers for the project file actions and the auto-save record.
import { expect, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { checkMod, formatProblem } from "../src/cli/checkMod";

/** Imports `text` through the sidebar's Import Mod button and its file picker. */
export async function importThroughPicker(page: Page, text: string | Buffer, name = "project.jokerforge") {
  const chooser = page.waitForEvent("filechooser");
  await page.locator('[data-action="action-import"]').click();
  const picker = await chooser;
  await picker.setFiles({ name, mimeType: "application/json", buffer: Buffer.isBuffer(text) ? text : Buffer.from(text, "utf8") });
  return picker;
}

/** Clicks Save Mod and returns the downloaded file's name and text. */
export async function saveThroughButton(page: Page): Promise<{ fileName: string; text: string }> {
  const download = page.waitForEvent("download");
  await page.locator('[data-action="action-save"]').click();
  const file = await download;
  const path = await file.path();
  expect(path).toBeTruthy();
  return { fileName: file.suggestedFilename(), text: await readFile(path!, "utf8") };
}

/** The saved file without the save time, for comparing two saves of the same project. */
export function withoutSaveTime(text: string): Record<string, unknown> {
  const { exportedAt: _time, ...rest } = JSON.parse(text) as Record<string, unknown>;
  void _time;
  return rest;
}

/**
 * What IndexedDB's auto-save holds, summarised in the page: the head of the split layout
 * (its top part's name, its jokers' part count, its save time and revision), or else version 1's
 * single record.
 */
export function storedRecord(page: Page) {
  return page.evaluate(() => new Promise<null | { name: unknown; jokers: number; timestamp: unknown; revision: number }>((resolve, reject) => {
    const open = indexedDB.open("joker-forge");
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const stores = ["project", "autosave"].filter((name) => db.objectStoreNames.contains(name));
      if (stores.length === 0) { db.close(); resolve(null); return; }
      const tx = db.transaction(stores);
      const head = stores.includes("project") ? tx.objectStore("project").get("head") : null;
      const legacy = stores.includes("autosave") ? tx.objectStore("autosave").get("current") : null;
      tx.oncomplete = () => {
        db.close();
        const h = head?.result as { top?: { value?: { modMetadata?: { name?: unknown } } }; lists?: { jokers?: unknown[] }; timestamp?: unknown; revision?: number } | undefined;
        if (h) { resolve({ name: h.top?.value?.modMetadata?.name, jokers: h.lists?.jokers?.length ?? -1, timestamp: h.timestamp, revision: h.revision ?? -1 }); return; }
        const record = legacy?.result as { project?: { modMetadata?: { name?: unknown }; jokers?: unknown[] }; timestamp?: unknown } | undefined;
        resolve(record ? { name: record.project?.modMetadata?.name, jokers: record.project?.jokers?.length ?? -1, timestamp: record.timestamp, revision: 0 } : null);
      };
      tx.onerror = () => reject(tx.error);
    };
  }));
}

/**
 * Writes a raw record in version 1's layout (one record under "current" in the "autosave" store),
 * as an older build left it; the app migrates it to the split layout when it first reads it.
 */
export function putStoredRecord(page: Page, record: unknown) {
  return page.evaluate((value) => new Promise<void>((resolve, reject) => {
    const open = indexedDB.open("joker-forge");
    open.onupgradeneeded = () => { if (!open.result.objectStoreNames.contains("autosave")) open.result.createObjectStore("autosave"); };
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const stores = ["autosave", "project"].filter((name) => db.objectStoreNames.contains(name));
      const tx = db.transaction(stores, "readwrite");
      tx.objectStore("autosave").put(value, "current");
      // No newer head may hide it.
      if (stores.includes("project")) tx.objectStore("project").delete("head");
      tx.oncomplete = () => { db.close(); resolve(); };
      tx.onerror = () => reject(tx.error);
    };
  }), record);
}

/** Clicks Export Mod, checks the downloaded zip in the LuaJIT harness (no problems), and waits for the export report. */
export async function exportAndCheck(page: Page) {
  const download = page.waitForEvent("download");
  await page.locator('[data-action="action-export"]').click();
  const zip = await (await download).path();
  expect((await readFile(zip!)).length).toBeGreaterThan(0);
  const check = await checkMod(zip!, { timeoutMs: 120_000 });
  expect(check.problems.map(formatProblem)).toEqual([]);
  const report = page.getByTestId("export-finished");
  await expect(report).toBeVisible();
  return report;
}
