// Typing in the item editor: the preview's motion (the shimmering edition colours, the floating
// letters, the soul layer; removed, at rest) and the auto-save pill's spinner (paused) hold still
// while keys arrive, so a keystroke's frame carries no animation work, and move again once typing
// pauses. The keys reach the project (and so the auto-save) once typing rests.
import { expect, test, type Page } from "@playwright/test";
import { expectLaysOutAlone, expectNoErrors, stubExternalNetwork, watchErrors } from "./helpers";
import { importThroughPicker } from "./fileActions";
import { pngDataUrl } from "./projectFiles";

function project(): string {
  const jokers = [{
    id: "joker-1", name: "Shiny", objectKey: "shiny", description: "{E:1}floating{} and {C:edition}shiny words{}",
    rarity: 1, cost: 4, rules: [], userVariables: [], orderValue: 1, objectType: "joker",
    imagePreview: pngDataUrl(1), overlayImagePreview: pngDataUrl(2),
  }];
  return JSON.stringify({ metadata: { id: "typing", name: "Typing Mod", author: ["Tester"], prefix: "ty" }, jokers, version: "1.0.0" });
}

/** Play states of the editor's CSS animations, by animation name. */
function editorAnimations(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    const out: Record<string, string[]> = {};
    for (const a of document.getAnimations()) {
      const target = (a.effect as KeyframeEffect | null)?.target;
      if (!(a instanceof CSSAnimation) || !(target instanceof Element) || !target.closest('[data-testid="item-editor"]')) continue;
      (out[a.animationName] ??= []).push(a.playState);
    }
    return out;
  });
}

test("the preview's motion (shimmer and floating text) and the auto-save spinner hold still while typing and move again after", async ({ page }) => {
  const errors = watchErrors(page);
  await stubExternalNetwork(page);
  await page.goto("/jokers");
  await importThroughPicker(page, project(), "typing.jokerforge");
  // the import's toast has nothing moving (no countdown bar) for keys typed while it shows to wait behind
  await expect(page.locator("[data-toast-type]").filter({ hasText: "Mod Imported" })).toBeVisible();
  expect(await page.evaluate(() => document.getAnimations().filter((a) => {
    const target = (a.effect as KeyframeEffect | null)?.target;
    return target instanceof Element && target.closest("[data-toasts]");
  }).length)).toBe(0);
  await page.getByRole("button", { name: "Edit Shiny", exact: true }).click();
  await expect(page.getByTestId("item-editor")).toBeVisible();
  await expect.poll(async () => (await editorAnimations(page))["jf-text-edition"] ?? []).toEqual(["running", "running"]);
  // the page behind the editor is not painted (a key's frame repaints the editor alone, not the
  // grid's cards too); the toasts and the auto-save corner still show over it
  const card = page.getByRole("button", { name: "Edit Shiny", exact: true, includeHidden: true });
  await expect(card).toBeAttached();
  await expect(card).toBeHidden();
  await expect(page.getByTestId("history-toolbar")).toBeHidden();
  await expect(page.locator("[data-toast-type]").filter({ hasText: "Mod Imported" })).toBeVisible();

  // the page records the states on the frame after each key (a busy machine cannot make it miss
  // one), and how many floating letters the editor shows then
  await page.evaluate(() => {
    const w = window as unknown as { __states: string[][]; __letters: number[] };
    w.__states = [];
    w.__letters = [];
    window.addEventListener("input", () => requestAnimationFrame(() => {
      w.__states.push(document.getAnimations().filter((a) => a instanceof CSSAnimation && ["jf-text-edition", "jf-text-float", "jf-soul-float", "jf-spin"].includes(a.animationName))
        .map((a) => `${(a as CSSAnimation).animationName}:${a.playState}`));
      w.__letters.push(document.querySelectorAll('[data-testid="item-editor"] .jf-letter').length);
    }));
  });
  await page.getByTestId("item-name-input").click();
  // keys 100 ms apart: the field shows each at once, the project takes them when typing rests
  await page.keyboard.type(" Joker", { delay: 100 });
  await expect(page.getByTestId("item-name-input")).toHaveValue("Shiny Joker");
  // one frame recorded per key (the last one may still be on its way)
  await expect.poll(() => page.evaluate(() => (window as unknown as { __states: string[][] }).__states.length)).toBe(6);
  const { states, letters } = await page.evaluate(() => {
    const w = window as unknown as { __states: string[][]; __letters: number[] };
    return { states: w.__states, letters: w.__letters };
  });
  // the preview's motion is not paused but gone (a paused animation keeps a composited layer per
  // letter, which each key's frame layerised again); its letters are still there, at rest
  for (const frame of states) {
    expect(frame.filter((s) => /^jf-(text-edition|text-float|soul-float):/.test(s))).toEqual([]);
    expect(frame.filter((s) => s.startsWith("jf-spin")).every((s) => s === "jf-spin:paused")).toBe(true);
  }
  for (const count of letters) expect(count).toBeGreaterThan(0);
  // the project takes the keys once typing rests (a spinner that showed in a key's frame, on a
  // machine too busy to keep the keys close, was held still: checked above), then saves them
  await expect(page.getByTestId("autosave-status")).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Shiny Joker", exact: true, includeHidden: true })).toBeAttached();
  // typing paused: the shimmer and the letters move again
  await expect.poll(async () => (await editorAnimations(page))["jf-text-edition"] ?? []).toEqual(["running", "running"]);
  await expect.poll(async () => ((await editorAnimations(page))["jf-text-float"] ?? []).every((s) => s === "running")).toBe(true);
  await expect.poll(async () => (await editorAnimations(page))["jf-soul-float"] ?? []).toEqual(["running"]);
  // closed, the page shows again, with focus back on the card's button
  await page.getByRole("button", { name: "Done", exact: true }).click();
  await expect(page.getByRole("button", { name: "Edit Shiny Joker", exact: true })).toBeVisible();
  await expect(page.getByTestId("history-toolbar")).toBeVisible();
  await expectNoErrors(errors);
});

test("the name and description fields lay out only themselves as keys arrive", async ({ page }) => {
  const errors = watchErrors(page);
  await stubExternalNetwork(page);
  await page.goto("/jokers");
  await page.getByTestId("item-create").click();
  const name = page.getByTestId("item-name-input");
  const description = page.getByTestId("item-description-input");
  await expectLaysOutAlone(name);
  await expectLaysOutAlone(description);
  // the contained description still resizes: its handle sets a height, which it then keeps
  await description.evaluate((el) => { (el as HTMLElement).style.height = "200px"; });
  expect(await description.evaluate((el) => el.getBoundingClientRect().height)).toBe(200);
  await name.fill("Typed Joker");
  await expect(page.getByRole("dialog").getByRole("heading", { level: 2 }).first()).toContainText("Typed Joker");
  await expectNoErrors(errors);
});
