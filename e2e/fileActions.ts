// Browser-side helpers for the project file actions and the auto-save record.
import { expect, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";

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

/** What IndexedDB holds under the auto-save key, summarised in the page. */
export function storedRecord(page: Page) {
  return page.evaluate(() => new Promise<null | { name: unknown; jokers: number; timestamp: unknown }>((resolve, reject) => {
    const open = indexedDB.open("joker-forge");
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains("autosave")) { db.close(); resolve(null); return; }
      const get = db.transaction("autosave").objectStore("autosave").get("current");
      get.onsuccess = () => {
        db.close();
        const record = get.result as { project?: { modMetadata?: { name?: unknown }; jokers?: unknown[] }; timestamp?: unknown } | undefined;
        resolve(record ? { name: record.project?.modMetadata?.name, jokers: record.project?.jokers?.length ?? -1, timestamp: record.timestamp } : null);
      };
      get.onerror = () => reject(get.error);
    };
  }));
}

/** Writes a raw record into the auto-save store (the app's schema: one record under "current"). */
export function putStoredRecord(page: Page, record: unknown) {
  return page.evaluate((value) => new Promise<void>((resolve, reject) => {
    const open = indexedDB.open("joker-forge", 1);
    open.onupgradeneeded = () => { if (!open.result.objectStoreNames.contains("autosave")) open.result.createObjectStore("autosave"); };
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction("autosave", "readwrite");
      tx.objectStore("autosave").put(value, "current");
      tx.oncomplete = () => { db.close(); resolve(); };
      tx.onerror = () => reject(tx.error);
    };
  }), record);
}
