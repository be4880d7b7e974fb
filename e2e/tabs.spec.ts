// Two tabs of the app on one browser (issue 13, item 1): only one edits at a time, the other says
// so and offers to take over, and an auto-save never overwrites a newer save from another tab.
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { expectNoErrors, screenshot, stubExternalNetwork, watchErrors } from "./helpers";
import { importThroughPicker, storedRecord } from "./fileActions";
import { projectFile } from "./projectFiles";

const ELSEWHERE = "Open in Another Tab";
const TAKEN = "Editing Moved to Another Tab";
const STALE = "Not auto-saved: another tab saved a newer version of this project, and this tab will not overwrite it. Save your project as a file to keep this tab's changes.";

async function open(page: Page, path = "/") {
  await stubExternalNetwork(page);
  await page.goto(path);
  await expect(page.getByTestId("project-name")).toBeVisible();
}

const notice = (page: Page, title: string) => page.getByRole("dialog", { name: title });
// A new tab waits up to a second for a lock its own previous page may hold (a reload), then loads
// the notice's code; a take-over waits for the other tab's last write and reads the save: on a
// busy machine each takes longer than expect's default 5 s.
const SLOW = { timeout: 20_000 };
const expect = baseExpect.configure(SLOW);
const takeOver = (page: Page, title: string) => notice(page, title).getByRole("button", { name: "Take Over Editing Here" }).click(SLOW);

async function importJokers(page: Page, count: number, name: string) {
  await importThroughPicker(page, projectFile({ name, id: name.toLowerCase().replace(/\W/g, ""), jokerCount: count, soundCount: 0, soundBytes: 0 }).text);
  await expect(page.getByTestId("project-name")).toHaveText(name);
  await expect(page.getByTestId("autosave-status")).toHaveText("Auto-saved");
}

async function rename(page: Page, name: string) {
  await page.getByRole("link", { name: "Mod Metadata" }).first().click();
  await page.getByLabel("Mod Name", { exact: true }).fill(name);
  await expect(page.getByTestId("project-name")).toHaveText(name);
}

test("the issue's two tabs: the later one is read-only and says so, take over works both ways, and nothing is lost", async ({ page: tabB }) => {
  test.setTimeout(120_000);
  const errorsB = watchErrors(tabB);
  // Tab B is opened first, on an empty project: it edits.
  await open(tabB);
  const tabA = await tabB.context().newPage();
  const errorsA = watchErrors(tabA);
  await open(tabA);

  // Tab A says another tab edits, and editing is off there.
  await expect(notice(tabA, ELSEWHERE)).toContainText("being edited in another Joker Forge tab. Editing is off here");
  await expect(notice(tabB, ELSEWHERE)).toHaveCount(0);
  await screenshot(tabA, "tabs-open-elsewhere");

  // A takes over; B becomes the read-only one and says so.
  await takeOver(tabA, ELSEWHERE);
  await expect(notice(tabA, ELSEWHERE)).toBeHidden();
  await expect(notice(tabB, TAKEN)).toContainText("Another Joker Forge tab took over this project");
  await screenshot(tabB, "tabs-taken-over");

  // A imports 35 jokers and auto-saves them.
  await importJokers(tabA, 35, "Thirty Five");
  expect(await storedRecord(tabA)).toMatchObject({ name: "Thirty Five", jokers: 35 });

  // B, holding the empty project, cannot rename (the store refuses while another tab edits) ...
  await tabB.keyboard.press("Control+z");
  await expect(tabB.getByTestId("project-name")).toHaveText("My Custom Mod");
  // ... until it takes over, which loads A's 35 jokers first.
  await takeOver(tabB, TAKEN);
  await expect(notice(tabB, TAKEN)).toBeHidden();
  await expect(tabB.getByRole("status").filter({ hasText: "Editing Here" })).toContainText("with the other tab's latest auto-save loaded");
  await expect(tabB.getByTestId("project-name")).toHaveText("Thirty Five");
  await expect(notice(tabA, TAKEN)).toBeVisible();
  await rename(tabB, "Renamed In B");
  await expect(tabB.getByTestId("autosave-status")).toHaveText("Auto-saved");
  expect(await storedRecord(tabB)).toMatchObject({ name: "Renamed In B", jokers: 35 });

  // And back to A: it loads B's rename with the 35 jokers.
  await takeOver(tabA, TAKEN);
  await expect(tabA.getByTestId("project-name")).toHaveText("Renamed In B");
  await expect(notice(tabB, TAKEN)).toBeVisible();
  // A reload of A (the editor) lets go of the lock and gets it back: it edits, and offers the save.
  await tabA.reload();
  const restore = tabA.getByRole("dialog", { name: "Restore Auto-Saved Project?" });
  await expect(restore).toContainText("Renamed In B");
  await expect(restore).toContainText("35 jokers");
  await expect(notice(tabA, ELSEWHERE)).toHaveCount(0);
  await expect(notice(tabB, TAKEN)).toBeVisible();
  await expectNoErrors(errorsA);
  await expectNoErrors(errorsB);
});

test("a change still inside the 500 ms wait is written by the tab that hands over, and the new editor gets it", async ({ page: first }) => {
  await first.addInitScript(() => {
    // Stretch only the debounce in this tab: its change can reach storage only by the hand-over.
    const original = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
      original(handler, delay === 500 ? 600_000 : delay, ...args)) as typeof window.setTimeout;
  });
  await open(first, "/metadata");
  await rename(first, "Unsaved Yet");
  await expect(first.getByTestId("autosave-status")).toHaveText("Auto-saving...");
  expect(await storedRecord(first)).toBeNull();

  const second = await first.context().newPage();
  await open(second);
  await takeOver(second, ELSEWHERE);
  await expect(second.getByTestId("project-name")).toHaveText("Unsaved Yet");
  await expect(notice(first, TAKEN)).toBeVisible();
  expect(await storedRecord(second)).toMatchObject({ name: "Unsaved Yet" });
});

test("without Web Locks, a tab holding an older project never overwrites a newer save and says so", async ({ page: tabB }) => {
  for (const page of [tabB]) {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "locks", { configurable: true, get: () => undefined });
    });
  }
  const warnings: string[] = [];
  tabB.on("console", (msg) => { if (msg.type() === "warning") warnings.push(msg.text()); });
  await open(tabB, "/metadata");
  const tabA = await tabB.context().newPage();
  await open(tabA);
  // Both edit (no lock to share): the revision check is the guard.
  await expect(notice(tabA, ELSEWHERE)).toHaveCount(0);
  await importJokers(tabA, 35, "Thirty Five");

  await tabB.getByLabel("Mod Name", { exact: true }).fill("Stale Rename");
  const warning = tabB.getByTestId("autosave-warning");
  await expect(warning).toContainText(STALE);
  await expect(warning).toHaveAttribute("data-warning-kind", "stale");
  await screenshot(tabB, "tabs-stale-warning");
  expect(await storedRecord(tabB)).toMatchObject({ name: "Thirty Five", jokers: 35, revision: 1 });
  expect(warnings.some((w) => w.includes("Auto-save failed (stale)"))).toBe(true);

  // The tab that saved keeps saving.
  await rename(tabA, "Still Saving");
  await expect(tabA.getByTestId("autosave-status")).toHaveText("Auto-saved");
  expect(await storedRecord(tabA)).toMatchObject({ name: "Still Saving", jokers: 35, revision: 2 });
});
