import { expect, type Locator, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const SHOTS = fileURLToPath(new URL("./.artifacts/screenshots", import.meta.url));

/** Collects console errors and page errors so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

export async function expectNoErrors(errors: string[]) {
  expect(errors, errors.join("\n")).toEqual([]);
}

/**
 * Tests run offline: the overview's commit feed gets an empty answer from api.github.com and every
 * other outside request is refused, so Chromium logs no network errors.
 */
export async function stubExternalNetwork(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
    route.request().url().startsWith("https://api.github.com/")
      ? route.fulfill({ status: 200, contentType: "application/json", body: "[]" })
      : route.abort());
}

/**
 * Records, from the page's first paint, every text the auto-save indicator shows. The pill's
 * states last a second or less (spec: saved after 400 ms, idle after 1000 ms), shorter than one
 * poll of a busy machine, so a test reads the record instead of racing to catch one on screen.
 * Call before page.goto.
 */
export async function recordAutoSaveStatus(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __jfAutoSaveTexts: string[] };
    w.__jfAutoSaveTexts = [];
    new MutationObserver(() => {
      // the pill stays in the page when idle, hidden (AutoSaveSlot.tsx): only what shows counts
      const pill = document.querySelector('[data-testid="autosave-status"]');
      const text = pill?.checkVisibility() ? pill.textContent ?? "" : "";
      if (text && w.__jfAutoSaveTexts[w.__jfAutoSaveTexts.length - 1] !== text) w.__jfAutoSaveTexts.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** The texts the auto-save indicator has shown so far, in order (see recordAutoSaveStatus). */
export function autoSaveTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __jfAutoSaveTexts?: string[] }).__jfAutoSaveTexts ?? []);
}

/**
 * With page time paused (page.clock), lets it run in 100 ms steps until `locator` is visible: a
 * toast then stays for the rest of its life in page time, however slow the machine. React's
 * Suspense reveal of a lazily loaded part waits on a timer, so page time has to move for it.
 */
export async function stepClockUntilVisible(page: Page, locator: Locator) {
  await expect.poll(async () => {
    if (await locator.isVisible()) return true;
    await page.clock.runFor(100);
    return locator.isVisible();
  }).toBe(true);
}

/**
 * A field typed into must lay out only itself: it contains its size, layout and paint, and its
 * parent is a plain block (a flex or grid item is never a relayout boundary in Chromium). Without
 * this every key laid out the whole document (1,700 to 2,200 boxes) before its frame.
 */
export async function expectLaysOutAlone(field: Locator) {
  const style = await field.evaluate((el) => ({
    contain: getComputedStyle(el).contain,
    display: getComputedStyle(el).display,
    parent: el.parentElement ? getComputedStyle(el.parentElement).display : "",
    height: el.getBoundingClientRect().height,
  }));
  expect(style).toMatchObject({ contain: "strict", display: "block", parent: "block" });
  // a contained field keeps the height it was given, never 0
  expect(style.height).toBeGreaterThan(20);
}

/**
 * Gives the open editor's item a key of its own, so the key no longer follows the name. For tests
 * of one typing run in the name field: a derived key is written into the key field once typing
 * rests (300 ms), and a new value written into any field ends Chromium's typing step in the one
 * being typed into, so a slow machine's pause between two keys would split the run there.
 */
export async function keyOfItsOwn(dialog: Locator, key = "own_key") {
  const field = dialog.getByTestId("item-key-input");
  await field.fill(key);
  await field.press("Enter");
  await expect(field).toHaveValue(key);
}

/**
 * Waits until typing has paused (the root's [data-typing] is gone): what waits for the pause (a
 * field filled in from the one typed in, a message that went) has then caught up. An assertion
 * that something did NOT change must come after this, or it could pass on a value still held.
 */
export async function typingPaused(page: Page): Promise<void> {
  await expect(page.locator("html")).not.toHaveAttribute("data-typing", /.*/);
}

/**
 * The page as on a machine of `cores` cores: the page tells the exporter worker whether to start
 * its art worker (src/services/exporter/workerHandle.ts), which it does beyond two.
 */
export async function withCores(page: Page, cores: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setHardwareConcurrencyOverride", { hardwareConcurrency: cores });
}
