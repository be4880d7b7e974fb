// Auto-save in IndexedDB: a project over 5 MB survives a reload, Start Fresh deletes, corrupt and
// invalid records are handled, and a failing write shows a warning instead of 'Auto-saved'.
import { expect, test, type Page } from "@playwright/test";
import { autoSaveTexts, expectNoErrors, keyOfItsOwn, recordAutoSaveStatus, screenshot, watchErrors } from "./helpers";
import { importThroughPicker, putStoredRecord, saveThroughButton, storedRecord, withoutSaveTime } from "./fileActions";
import { projectFile } from "./projectFiles";

const QUOTA_WARNING = "Auto-save failed: browser storage is full. Save your project as a file to keep your work.";
const DAY = 86_400_000;

test.beforeEach(async ({ page }) => {
  // The overview's commit feed would otherwise try the network (the tests run offline).
  await page.route("https://api.github.com/**", (route) => route.fulfill({ json: [] }));
});

async function open(page: Page) {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Mod Overview" })).toBeVisible();
}

const restoreDialog = (page: Page) => page.getByRole("dialog", { name: "Restore Auto-Saved Project?" });

async function importAndWaitForAutoSave(page: Page, text: string) {
  await importThroughPicker(page, text);
  // the last: an earlier import's toast may still show on a busy machine
  await expect(page.getByRole("alert").or(page.getByRole("status")).filter({ hasText: "Mod Imported" }).last()).toBeVisible({ timeout: 30_000 });
  // The write itself, not the second-long "Auto-saved" pill a busy machine may never catch.
  const { name } = (JSON.parse(text) as { metadata: { name: string } }).metadata;
  await expect.poll(async () => (await storedRecord(page))?.name, { timeout: 30_000 }).toBe(name);
}

test("a project over 5 MB (200 sprites, 5 sounds of 200 kB) survives a reload: restore brings back every item", async ({ page }) => {
  test.slow();
  const errors = watchErrors(page);
  const { text, project } = projectFile({ name: "Big Sprite Pack", id: "bigspritepack", jokerCount: 200, soundCount: 5, soundBytes: 200_000 });
  expect(text.length).toBeGreaterThan(5 * 1024 * 1024);
  expect(new Set(project.jokers.map((j) => j.imagePreview)).size).toBe(200);

  await recordAutoSaveStatus(page);
  await open(page);
  await importThroughPicker(page, text, "bigspritepack.jokerforge");
  const status = page.getByTestId("autosave-status");
  await expect(status).toBeVisible({ timeout: 30_000 });
  await screenshot(page, "autosave-indicator");
  // The pill's cycle, read from its record (each state lasts a second or less): saving, saved, gone.
  await expect.poll(async () => (await autoSaveTexts(page)).slice(0, 2), { timeout: 60_000 }).toEqual(["Auto-saving...", "Auto-saved"]);
  await expect(status).toBeHidden();

  // The snapshot is in IndexedDB; localStorage (5 MB cap) does not hold the project.
  const record = await storedRecord(page);
  expect(record).toMatchObject({ name: "Big Sprite Pack", jokers: 200 });
  const localChars = await page.evaluate(() => Object.keys(localStorage).reduce((n, key) => n + key.length + (localStorage.getItem(key) ?? "").length, 0));
  expect(localChars).toBeLessThan(100_000);
  const before = await saveThroughButton(page);

  await page.reload();
  const dialog = restoreDialog(page);
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByTestId("restore-age")).toHaveText("0.0 days old");
  await expect(dialog.getByTestId("restore-saved-at")).toContainText(new Date(record!.timestamp as number).getFullYear().toString());
  await expect(dialog).toContainText("Big Sprite Pack");
  await expect(dialog).toContainText("200 jokers, 5 other items");
  await expect(dialog.getByRole("button", { name: "Restore Project" })).toBeFocused();
  await screenshot(page, "restore-dialog");

  await dialog.getByRole("button", { name: "Restore Project" }).click();
  await expect(dialog).toBeHidden();
  const toast = page.getByRole("status").filter({ hasText: "Project Restored" });
  await expect(toast).toContainText("Your auto-saved project has been restored successfully!");
  await expect(page.getByTestId("project-name")).toHaveText("Big Sprite Pack");

  // Restoring does not rewrite the snapshot it came from.
  await page.waitForTimeout(2_000);
  expect((await storedRecord(page))?.timestamp).toBe(record!.timestamp);

  const after = await saveThroughButton(page);
  expect(withoutSaveTime(after.text)).toEqual(withoutSaveTime(before.text));
  const saved = JSON.parse(after.text) as { jokers: Record<string, unknown>[]; sounds: Record<string, unknown>[] };
  expect(saved.jokers).toHaveLength(200);
  project.jokers.forEach((joker, i) => {
    expect(saved.jokers[i]).toMatchObject({ id: joker.id, name: joker.name, objectKey: joker.objectKey });
    expect(saved.jokers[i].imagePreview === joker.imagePreview, `sprite of ${joker.name}`).toBe(true);
  });
  expect(saved.sounds).toHaveLength(5);
  project.sounds.forEach((sound, i) => {
    expect(saved.sounds[i]).toMatchObject({ id: sound.id, key: sound.key });
    expect(saved.sounds[i].soundString === sound.soundString, `audio of ${sound.key}`).toBe(true);
  });

  // The restored sprites decode as 71x95 images in the browser.
  const size = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return [img.naturalWidth, img.naturalHeight];
  }, saved.jokers[199].imagePreview as string);
  expect(size).toEqual([71, 95]);
  await expectNoErrors(errors);
});

test("undo of an import, then redo: the auto-save holds the redone project with all its art and restores it", async ({ page }) => {
  test.slow();
  const errors = watchErrors(page);
  await open(page);
  await importAndWaitForAutoSave(page, projectFile({ name: "First Pack", id: "firstpack", jokerCount: 1, soundCount: 0, soundBytes: 0 }).text);
  // the second project has art the first does not: undoing its import deletes those records
  const second = projectFile({ name: "Second Pack", id: "secondpack", jokerCount: 6, soundCount: 1, soundBytes: 20_000 });
  await importAndWaitForAutoSave(page, second.text);
  await page.getByRole("button", { name: "Undo", exact: true }).click();
  await expect(page.getByTestId("project-name")).toHaveText("First Pack");
  await expect.poll(async () => (await storedRecord(page))?.name, { timeout: 30_000 }).toBe("First Pack");
  await page.getByRole("button", { name: "Redo", exact: true }).click();
  await expect(page.getByTestId("project-name")).toHaveText("Second Pack");
  await expect.poll(async () => (await storedRecord(page))?.name, { timeout: 30_000 }).toBe("Second Pack");

  await page.reload();
  const dialog = restoreDialog(page);
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole("button", { name: "Restore Project" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Project Restored" })).toBeVisible();
  await expect(page.getByTestId("project-name")).toHaveText("Second Pack");
  const saved = JSON.parse((await saveThroughButton(page)).text) as { jokers: Record<string, unknown>[]; sounds: Record<string, unknown>[] };
  expect(saved.jokers).toHaveLength(6);
  second.project.jokers.forEach((joker, i) => expect(saved.jokers[i].imagePreview === joker.imagePreview, `sprite of ${joker.name}`).toBe(true));
  expect(saved.sounds[0].soundString === second.project.sounds[0].soundString).toBe(true);
  await expectNoErrors(errors);
});

test("Start Fresh deletes the auto-save and keeps the empty project", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page);
  await importAndWaitForAutoSave(page, projectFile({ name: "Small Pack", id: "smallpack", jokerCount: 3, soundCount: 0, soundBytes: 0 }).text);
  expect(await storedRecord(page)).toMatchObject({ name: "Small Pack", jokers: 3 });

  await page.reload();
  const dialog = restoreDialog(page);
  await expect(dialog).toBeVisible();
  // Escape and a click outside do not answer the question.
  await page.keyboard.press("Escape");
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Start Fresh" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("project-name")).toHaveText("My Custom Mod");
  await expect.poll(() => storedRecord(page)).toBeNull();

  // No question on the next load. A link that creates an item waits until the question is settled
  // (asked and answered, or known not to come), so its editor opening means none will come.
  await page.goto("/jokers?new=1");
  await expect(page.getByRole("dialog").getByTestId("item-editor")).toBeVisible();
  await expect(restoreDialog(page)).toHaveCount(0);
  await expectNoErrors(errors);
});

test("corrupt auto-save data: 'Restore Failed', a fresh project, and the record is deleted", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page);
  await putStoredRecord(page, {
    project: { modMetadata: { name: "Broken Pack" }, jokers: [{ id: "a", name: "Fine" }, 42], sounds: "not a list" },
    timestamp: Date.now() - 1.5 * DAY,
  });
  await page.reload();
  const dialog = restoreDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("restore-age")).toHaveText("1.5 days old");
  await dialog.getByRole("button", { name: "Restore Project" }).click();
  const toast = page.getByRole("alert").filter({ hasText: "Restore Failed" });
  await expect(toast).toContainText("The auto-saved data is corrupted and could not be restored. Starting a fresh project.");
  await screenshot(page, "restore-failed");
  await expect(page.getByTestId("project-name")).toHaveText("My Custom Mod");
  await expect.poll(() => storedRecord(page)).toBeNull();
  await expectNoErrors(errors);
});

test("a stored structure without metadata or with jokers not a list is deleted without asking", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page);
  for (const project of [{ jokers: [] }, { modMetadata: { name: "Odd" }, jokers: "many" }]) {
    await putStoredRecord(page, { project, timestamp: Date.now() });
    await page.reload();
    await expect(page.getByRole("heading", { name: "Mod Overview" })).toBeVisible();
    await expect.poll(() => storedRecord(page)).toBeNull();
    await expect(restoreDialog(page)).toHaveCount(0);
  }
  await expectNoErrors(errors);
});

test("a full storage shows a lasting warning and never 'Auto-saved'; a later successful write clears it", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __failPuts: boolean; __statusTexts: string[] };
    w.__failPuts = true;
    w.__statusTexts = [];
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore["put"]>) {
      if (w.__failPuts) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      return put.apply(this, args);
    };
    new MutationObserver(() => {
      const pill = document.querySelector('[data-testid="autosave-status"]');
      const text = pill?.checkVisibility() ? pill.textContent : "";
      if (text && w.__statusTexts[w.__statusTexts.length - 1] !== text) w.__statusTexts.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const warnings: string[] = [];
  page.on("console", (msg) => { if (msg.type() === "warning") warnings.push(msg.text()); });
  await open(page);
  await importThroughPicker(page, projectFile({ name: "Too Big", id: "toobig", jokerCount: 2, soundCount: 0, soundBytes: 0 }).text);
  const warning = page.getByTestId("autosave-warning");
  await expect(warning).toHaveText(new RegExp(QUOTA_WARNING.replace(/[.]/g, "\\.")));
  await expect(warning).toHaveAttribute("role", "alert");
  await screenshot(page, "autosave-quota-warning");
  // The failed write is over once the pill is gone; only a new change could show it again.
  await expect(page.getByTestId("autosave-status")).toBeHidden();
  await expect(warning).toBeVisible();
  const texts = await page.evaluate(() => (window as unknown as { __statusTexts: string[] }).__statusTexts);
  expect(texts).toContain("Auto-saving...");
  expect(texts).not.toContain("Auto-saved");
  expect(await storedRecord(page)).toBeNull();
  expect(warnings.some((w) => w.includes("Auto-save failed (quota)"))).toBe(true);

  await page.evaluate(() => { (window as unknown as { __failPuts: boolean }).__failPuts = false; });
  await importAndWaitForAutoSave(page, projectFile({ name: "Fits Now", id: "fitsnow", jokerCount: 2, soundCount: 0, soundBytes: 0 }).text);
  await expect(warning).toBeHidden();
  expect(await storedRecord(page)).toMatchObject({ name: "Fits Now" });
});

test("an edit inside the 500 ms debounce is flushed when the page is hidden and offered for restore", async ({ page }) => {
  // Stretch only the 500 ms debounce, so the only write that can happen is the flush on hide.
  await page.addInitScript(() => {
    const original = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
      original(handler, delay === 500 ? 600_000 : delay, ...args)) as typeof window.setTimeout;
  });
  await open(page);
  await importThroughPicker(page, projectFile({ name: "Quick Reload", id: "quickreload", jokerCount: 2, soundCount: 0, soundBytes: 0 }).text);
  await expect(page.getByTestId("project-name")).toHaveText("Quick Reload");
  await expect(page.getByTestId("autosave-status")).toHaveText("Auto-saving...");
  expect(await storedRecord(page)).toBeNull();
  // The tab goes to the background (what happens first when a tab is switched away or closed).
  // Waiting for the write, rather than racing a reload against the browser's teardown, keeps
  // this test about our flush and not about how fast Chromium tears a page down.
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await expect.poll(async () => (await storedRecord(page)) !== null, { timeout: 10_000 }).toBe(true);
  await page.reload();
  await expect(restoreDialog(page)).toContainText("Quick Reload");
});

test("a save in the previous layout (database version 1, one record) is migrated on the first load and restores every byte", async ({ page }) => {
  const errors = watchErrors(page);
  const { text } = projectFile({ name: "Old Layout", id: "oldlayout", jokerCount: 12, soundCount: 2, soundBytes: 30_000 });
  const file = JSON.parse(text) as { metadata: Record<string, unknown>; jokers: { imagePreview: string }[]; sounds: { soundString: string }[] };
  // A page of the same origin that is not the app, so the database is made as version 1 made it.
  await page.goto("/favicon.png");
  await page.evaluate((project) => new Promise<void>((resolve, reject) => {
    const open = indexedDB.open("joker-forge", 1);
    open.onupgradeneeded = () => open.result.createObjectStore("autosave");
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const tx = open.result.transaction("autosave", "readwrite");
      tx.objectStore("autosave").put({ project, timestamp: Date.now() - 86_400_000 }, "current");
      tx.oncomplete = () => { open.result.close(); resolve(); };
      tx.onerror = () => reject(tx.error);
    };
  }), { ...file, modMetadata: file.metadata });
  const legacyRecord = () => page.evaluate(() => new Promise<unknown>((resolve) => {
    const open = indexedDB.open("joker-forge");
    open.onsuccess = () => {
      const get = open.result.transaction("autosave").objectStore("autosave").get("current");
      get.onsuccess = () => { open.result.close(); resolve(get.result ?? null); };
    };
  }));
  expect(await legacyRecord()).not.toBeNull();
  await open(page);
  const dialog = restoreDialog(page);
  await expect(dialog).toContainText("Old Layout");
  // Read once, it is already in the new layout (a head, revision 1, with the old save time) and
  // the old record is gone, before the question is even answered.
  expect(await storedRecord(page)).toMatchObject({ name: "Old Layout", jokers: 12, revision: 1 });
  expect(await legacyRecord()).toBeNull();
  await expect(dialog.getByTestId("restore-age")).toHaveText("1.0 days old");
  await expect(dialog).toContainText("12 jokers, 2 other items");
  await dialog.getByRole("button", { name: "Restore Project" }).click();
  await expect(page.getByTestId("project-name")).toHaveText("Old Layout");
  const saved = JSON.parse((await saveThroughButton(page)).text) as typeof file;
  saved.jokers.forEach((joker, i) => expect(joker.imagePreview === file.jokers[i].imagePreview, `sprite ${i}`).toBe(true));
  saved.sounds.forEach((sound, i) => expect(sound.soundString === file.sounds[i].soundString, `sound ${i}`).toBe(true));

  // A reload offers the migrated save; the next change is saved over it.
  await page.goto("/metadata");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("12 jokers, 2 other items");
  await dialog.getByRole("button", { name: "Restore Project" }).click();
  await expect(page.getByTestId("project-name")).toHaveText("Old Layout");
  await page.getByLabel("Mod Name", { exact: true }).fill("New Layout");
  await expect(page.getByTestId("autosave-status")).toHaveText("Auto-saved");
  expect(await storedRecord(page)).toMatchObject({ name: "New Layout", jokers: 12, revision: 2 });

  await page.reload();
  await restoreDialog(page).getByRole("button", { name: "Restore Project" }).click();
  await expect(page.getByTestId("project-name")).toHaveText("New Layout");
  const again = JSON.parse((await saveThroughButton(page)).text) as typeof file;
  again.jokers.forEach((joker, i) => expect(joker.imagePreview === file.jokers[i].imagePreview, `sprite ${i} after migration`).toBe(true));
  again.sounds.forEach((sound, i) => expect(sound.soundString === file.sounds[i].soundString, `sound ${i} after migration`).toBe(true));
  await expectNoErrors(errors);
});

/** A project of three jokers auto-saved, then `url` loaded: the restore question shows, and only it. */
async function linkOnLoadThatAsks(page: Page, url: string) {
  await open(page);
  await importAndWaitForAutoSave(page, projectFile({ name: "Small Pack", id: "smallpack", jokerCount: 3, soundCount: 0, soundBytes: 0 }).text);
  await page.goto(url);
  const dialog = restoreDialog(page);
  await expect(dialog).toBeVisible();
  // the link waits behind the question: no editor or builder opened under it
  await expect(page.getByRole("dialog")).toHaveCount(1);
  return dialog;
}

test("a link that creates an item (/jokers?new=1) waits for the restore question: Restore Project adds the joker to the restored project, Start Fresh to the fresh one", async ({ page }) => {
  const errors = watchErrors(page);
  const dialog = await linkOnLoadThatAsks(page, "/jokers?new=1");
  await expect(page).toHaveURL(/\/jokers\?new=1$/);
  await dialog.getByRole("button", { name: "Restore Project" }).click();
  const editor = page.getByRole("dialog").filter({ has: page.getByTestId("item-editor") });
  await expect(editor).toBeVisible();
  await expect(page).toHaveURL(/\/jokers$/);
  await expect(page.getByTestId("project-name")).toHaveText("Small Pack");
  await editor.getByTestId("editor-done").click();
  await expect(page.getByTestId("item-card")).toHaveCount(4);
  await expect.poll(async () => (await storedRecord(page))?.jokers, { timeout: 30_000 }).toBe(4);

  await page.goto("/jokers?new=1");
  await expect(dialog).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(1);
  await dialog.getByRole("button", { name: "Start Fresh" }).click();
  await expect(editor).toBeVisible();
  await expect(page.getByTestId("project-name")).toHaveText("My Custom Mod");
  await editor.getByTestId("editor-done").click();
  await expect(page.getByTestId("item-card")).toHaveCount(1);
  await expectNoErrors(errors);
});

test("a report link to a joker's rules (/jokers?rules=...) on a load that asks to restore opens the builder once the project is restored", async ({ page }) => {
  const errors = watchErrors(page);
  const dialog = await linkOnLoadThatAsks(page, "/jokers?rules=joker-2");
  await dialog.getByRole("button", { name: "Restore Project" }).click();
  await expect(page.getByRole("dialog", { name: "Rules: Joker 2" })).toBeVisible();
  await expect(page).toHaveURL(/\/jokers$/);
  await expectNoErrors(errors);
});

test("the first change of a load shows 'Auto-saving...' at once, while the auto-save code is still loading", async ({ page }) => {
  // the session and its indicator load on the first change; hold them back to see what shows meanwhile
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  let asked = false;
  await page.route(/\/AutoSaveIndicator-[^/]*\.js$/, async (route) => { asked = true; await held; await route.continue(); });
  await open(page);
  const { text } = projectFile({ name: "Early Pill", id: "earlypill", jokerCount: 1, soundCount: 0, soundBytes: 0 });
  await importThroughPicker(page, text, "early.jokerforge");
  await expect(page.getByTestId("autosave-status")).toHaveText("Auto-saving...");
  await expect.poll(() => asked).toBe(true);
  release();
  // the session takes over from there and writes the project
  await expect.poll(async () => (await storedRecord(page))?.name, { timeout: 30_000 }).toBe("Early Pill");
});

test("the auto-save code arriving while someone types does not split their typing: one Ctrl+Z in the field still takes it all back", async ({ page }) => {
  // Chromium ends the typing step of the focused field when any node of the page is removed; the
  // pill shown while the session loads must become the session's pill without leaving the page
  const errors = watchErrors(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  let asked = false;
  await page.route(/\/AutoSaveIndicator-[^/]*\.js$/, async (route) => { asked = true; await held; await route.continue(); });
  await page.goto("/jokers");
  await page.getByTestId("item-create").click();
  const name = page.getByRole("dialog").getByTestId("item-name-input");
  await expect(name).toHaveValue("New Joker");
  await expect(page.getByTestId("autosave-status")).toHaveText("Auto-saving...");
  await expect.poll(() => asked).toBe(true);
  await keyOfItsOwn(page.getByRole("dialog"));
  const corner = page.locator("[data-autosave-corner]");
  await name.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" hello");
  release();
  // typing goes on, a key at a time, until the session has started: no pause long enough for the
  // typing to rest (300 ms) comes between the keys
  let typed = " hello";
  for (let i = 0; i < 400 && await corner.getAttribute("data-session") !== "started"; i += 1) {
    const key = "abcdefghij"[i % 10];
    await page.keyboard.type(key);
    typed += key;
  }
  await expect(corner).toHaveAttribute("data-session", "started");
  await page.keyboard.type(" world");
  typed += " world";
  await expect(name).toHaveValue(`New Joker${typed}`);
  await page.keyboard.press("Control+z");
  await expect(name).toHaveValue("New Joker");
  await expectNoErrors(errors);
});
