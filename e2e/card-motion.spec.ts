// Card motion costs nothing while nobody looks: a grid of cards with floating text, animated
// edition colours and soul layers runs no animation until a card is hovered or focused; the
// editor's preview moves; with reduced motion nothing moves anywhere.
import { expect, test, type Page } from "@playwright/test";
import { expectNoErrors, stubExternalNetwork, watchErrors } from "./helpers";
import { importThroughPicker } from "./fileActions";
import { pngDataUrl } from "./projectFiles";

const MOVING = "{E:1}floating words{} then {C:edition}shiny{} and {E:2,C:dark_edition}bumping{}";

function project(): string {
  const jokers = Array.from({ length: 8 }, (_, i) => ({
    id: `joker-${i + 1}`, name: `Mover ${i + 1}`, objectKey: `mover_${i + 1}`, description: MOVING,
    imagePreview: pngDataUrl(i + 1, 142, 190), overlayImagePreview: pngDataUrl(i + 50, 142, 190), hasUserUploadedImage: true,
    rarity: 1, cost: 4, rules: [], userVariables: [], orderValue: i + 1, objectType: "joker",
  }));
  return JSON.stringify({ metadata: { id: "motion", name: "Motion Mod", author: ["Tester"], prefix: "mo" }, jokers, version: "1.0.0" });
}

/** CSS animations (not the brief hover transitions) running inside `within`. */
function cardAnimations(page: Page, within = '[data-testid="item-grid"]'): Promise<number> {
  return page.evaluate((selector) => document.getAnimations().filter((a) => {
    const target = (a.effect as KeyframeEffect | null)?.target;
    return a instanceof CSSAnimation && a.playState === "running" && target instanceof Element && target.closest(selector) !== null;
  }).length, within);
}

async function openGrid(page: Page) {
  await stubExternalNetwork(page);
  await page.goto("/jokers");
  await importThroughPicker(page, project(), "motion.jokerforge");
  await expect(page.getByTestId("item-card")).toHaveCount(8);
  // the pointer rests on the page header, away from every card
  await page.mouse.move(700, 40);
}

test("grid cards animate only while hovered or focused; the editor preview animates", async ({ page }) => {
  const errors = watchErrors(page);
  await openGrid(page);
  await expect.poll(() => cardAnimations(page)).toBe(0);

  const first = page.getByTestId("item-card").first();
  await first.getByTestId("balatro-card").hover();
  // the floating letters, the shiny text, the bump and the soul layer of that one card
  await expect.poll(() => cardAnimations(page, '[data-item-id="joker-1"]')).toBeGreaterThan(10);
  expect(await cardAnimations(page)).toBe(await cardAnimations(page, '[data-item-id="joker-1"]'));

  await page.mouse.move(700, 40);
  await expect.poll(() => cardAnimations(page)).toBe(0);

  await page.getByTestId("item-card").nth(1).focus();
  await expect.poll(() => cardAnimations(page, '[data-item-id="joker-2"]')).toBeGreaterThan(10);
  expect(await cardAnimations(page)).toBe(await cardAnimations(page, '[data-item-id="joker-2"]'));

  await first.getByRole("button", { name: "Edit Mover 1" }).click();
  await expect(page.getByTestId("item-editor")).toBeVisible();
  await expect.poll(() => cardAnimations(page, '[data-testid="item-editor"]')).toBeGreaterThan(10);
  await expectNoErrors(errors);
});

test("with reduced motion nothing moves, hovered or in the editor", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openGrid(page);
  await page.getByTestId("item-card").first().getByTestId("balatro-card").hover();
  await page.getByTestId("item-card").first().getByRole("button", { name: "Edit Mover 1" }).click();
  await expect(page.getByTestId("item-editor")).toBeVisible();
  expect(await cardAnimations(page, '[data-testid="item-grid"]') + await cardAnimations(page, '[data-testid="item-editor"]')).toBe(0);
});

test("cards passing under a still pointer while the grid scrolls take no hover; a move, a click or the scroll settling gives it back", async ({ page }) => {
  const errors = watchErrors(page);
  await openGrid(page);
  const first = page.getByTestId("item-card").first();
  await first.getByTestId("balatro-card").hover();
  await expect.poll(() => cardAnimations(page, '[data-item-id="joker-1"]')).toBeGreaterThan(10);

  // Scroll two steps, a frame apart, and look in the frame that follows (scroll events run before
  // animation frame callbacks): the grid counts as scrolling, the pointer resting on a card passes
  // through it, and no card motion in the grid runs.
  const box0 = (await first.getByTestId("balatro-card").boundingBox())!;
  const probe = { x: box0.x + box0.width / 2, y: box0.y + box0.height / 2 };
  const scrollTwoSteps = () => page.evaluate(({ x, y }) => new Promise<{ flagged: boolean; hitsCard: boolean; running: number }>((resolve) => {
    const grid = document.querySelector('[data-testid="item-grid"]')!;
    // two steps a frame apart: a scroll going on, not a lone jump
    window.scrollBy(0, 15);
    requestAnimationFrame(() => window.scrollBy(0, 15));
    requestAnimationFrame(() => requestAnimationFrame(() => resolve({
      flagged: grid.hasAttribute("data-scrolling"),
      hitsCard: Boolean(document.elementFromPoint(x, y)?.closest('[data-testid="item-card"]')),
      running: document.getAnimations().filter((a) => a instanceof CSSAnimation && a.playState === "running"
        && ((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest('[data-testid="item-grid"]')).length,
    })));
  }), probe);
  // (on a machine so busy that the two steps come far apart, they count as lone jumps: try again)
  await expect.poll(scrollTwoSteps).toEqual({ flagged: true, hitsCard: false, running: 0 });

  // the scroll settles: hover comes back where the pointer is
  await expect(page.getByTestId("item-grid")).not.toHaveAttribute("data-scrolling");
  const box = (await page.getByTestId("item-grid").boundingBox())!;
  await page.mouse.move(box.x + 40, Math.max(box.y, 0) + 200);
  await expect.poll(() => cardAnimations(page)).toBeGreaterThan(10);

  // a click right after a scroll lands: the pointer's move to the button gives the cards back
  await expect.poll(async () => (await scrollTwoSteps()).flagged).toBe(true);
  await page.getByTestId("item-card").nth(1).getByRole("button", { name: /^Edit / }).click();
  await expect(page.getByTestId("item-editor")).toBeVisible();
  await expectNoErrors(errors);
});
