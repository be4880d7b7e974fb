// Layout at the widths people use (issue 13, item 13): every card's actions sit inside the card;
// toasts never cover the edit-history buttons; with "More" open, the whole sidebar fits a 900 px
// tall window. Screenshots at 1280, 1440, 1920 and 390 px.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { largeProject } from "../tests/support/projects";
import { importThroughPicker, saveThroughButton } from "./fileActions";
import { expectNoErrors, screenshot, stepClockUntilVisible, stubExternalNetwork, watchErrors } from "./helpers";
import { generatedFile, toast } from "./projectFlows";

const WIDTHS = [1280, 1440, 1920, 390] as const;
const PAGES = [
  ["/jokers", "Jokers"], ["/consumables", "Consumables"], ["/boosters", "Boosters"], ["/enhancements", "Enhancements"],
  ["/seals", "Seals"], ["/editions", "Editions"], ["/vouchers", "Vouchers"], ["/decks", "Decks"], ["/sounds", "Sounds"],
] as const;

interface Box { x: number; y: number; width: number; height: number }

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not laid out");
  return b;
}

/** How far `inner` sticks out of `outer` on any side, in px (0 when inside). */
function overhang(inner: Box, outer: Box): number {
  return Math.max(0, outer.x - inner.x, outer.y - inner.y,
    inner.x + inner.width - (outer.x + outer.width), inner.y + inner.height - (outer.y + outer.height));
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function openProject(page: Page) {
  await stubExternalNetwork(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Mod Overview" })).toBeVisible();
  await importThroughPicker(page, generatedFile(largeProject({ jokers: 9, consumables: 6, others: 4, sounds: 2 })).bytes, "layout.jokerforge");
  await expect(toast(page, "Mod Imported")).toBeVisible();
  await toast(page, "Mod Imported").getByRole("button", { name: "Close notification" }).click();
  await expect(toast(page, "Mod Imported")).toHaveCount(0);
}

/** Client-side navigation (the project stays in memory), whatever the sidebar shows at this width. */
async function go(page: Page, path: string, heading: string) {
  await page.evaluate((to) => { history.pushState({}, "", to); dispatchEvent(new PopStateEvent("popstate")); }, path);
  await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
}

/** Phones: fold the sidebar overlay away so the page shows. */
async function foldSidebarOnPhones(page: Page, width: number) {
  if (width >= 768) return;
  const fold = page.getByRole("button", { name: "Collapse sidebar" });
  if (await fold.isVisible()) await fold.click();
  await expect(page.getByTestId("sidebar")).toHaveAttribute("data-collapsed", "true");
}

/** Every button that sticks out of its card on the page, measured in one pass over the laid-out cards. */
async function cardOverhangs(page: Page): Promise<string[]> {
  const all = page.locator('[data-testid="item-card"], [data-testid="sound-card"]');
  await expect(all.first()).toBeVisible();
  return all.evaluateAll((found) => found.flatMap((card) => {
    const c = card.getBoundingClientRect();
    return [...card.querySelectorAll("button")].flatMap((button) => {
      const r = button.getBoundingClientRect();
      const by = Math.max(0, c.left - r.left, c.top - r.top, r.right - c.right, r.bottom - c.bottom);
      return by > 0.5 ? [`${button.getAttribute("aria-label") ?? button.textContent}: ${by.toFixed(1)} px outside`] : [];
    });
  }));
}

for (const width of WIDTHS) {
  test(`every card's buttons sit inside the card at ${width} px`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width, height: 900 });
    await openProject(page);
    await foldSidebarOnPhones(page, width);
    for (const [path, heading] of PAGES) {
      await go(page, path, heading);
      expect(await cardOverhangs(page), `${path} at ${width} px`).toEqual([]);
    }
    await go(page, "/jokers", "Jokers");
    await screenshot(page, `layout-jokers-${width}`);
    await expectNoErrors(errors);
  });

  test(`toasts never cover the Undo, Redo, Download edit log and What went wrong? buttons at ${width} px`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width, height: 900 });
    await page.clock.install();
    await openProject(page);
    await foldSidebarOnPhones(page, width);
    // Page time stands still while the toast is measured, so its 4 s are not spent by a busy machine.
    await page.clock.pauseAt(Date.now() + 60_000);
    await saveThroughButton(page);
    const saved = toast(page, "Mod Saved");
    await stepClockUntilVisible(page, saved);
    const toastBox = await box(saved);
    for (const name of ["Undo", "Redo", "Download edit log", "What went wrong?"]) {
      const button = page.getByTestId("history-toolbar").getByRole("button", { name });
      await expect(button).toBeVisible();
      expect(overlaps(toastBox, await box(button)), `${name} at ${width} px`).toBe(false);
    }
    await screenshot(page, `layout-toast-${width}`);
    await expectNoErrors(errors);
  });
}

test("the overview's project summary keeps every label and count inside its box at 1280, 1440, 1920 and 390 px", async ({ page }) => {
  const errors = watchErrors(page);
  await openProject(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await foldSidebarOnPhones(page, width);
    const rows = page.locator('[data-testid^="summary-"]');
    await expect(rows).toHaveCount(11);
    const spills = await rows.evaluateAll((links) => links.flatMap((link) => {
      const box = link.getBoundingClientRect();
      return [...link.children].flatMap((child) => {
        const r = child.getBoundingClientRect();
        const by = Math.max(0, box.left - r.left, r.right - box.right, box.top - r.top, r.bottom - box.bottom);
        return by > 0.5 ? [`${link.getAttribute("aria-label")}: "${child.textContent}" ${by.toFixed(1)} px outside`] : [];
      });
    }));
    expect(spills, `at ${width} px`).toEqual([]);
    await screenshot(page, `layout-overview-${width}`);
  }
  await expectNoErrors(errors);
});

test("with More open, the whole sidebar fits a 900 px tall window: Keys Reference needs no scroll", async ({ page }) => {
  const errors = watchErrors(page);
  await stubExternalNetwork(page);
  for (const width of [1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Mod Overview" })).toBeVisible();
    const nav = page.getByTestId("sidebar-nav");
    await nav.getByRole("button", { name: "More" }).click();
    const keys = nav.getByRole("link", { name: "Keys Reference" });
    await expect(keys).toBeVisible();
    const overflow = await nav.evaluate((el) => el.scrollHeight - el.clientHeight);
    expect(overflow, `the sidebar scrolls by ${overflow} px at ${width} x 900`).toBeLessThanOrEqual(0);
    expect(overhang(await box(keys), await box(nav)), `Keys Reference at ${width} px`).toBe(0);
    expect(overhang(await box(page.locator('[data-action="action-export"]')), { x: 0, y: 0, width, height: 900 })).toBe(0);
    await screenshot(page, `layout-sidebar-more-${width}`);
  }
  await expectNoErrors(errors);
});

// A press on Done right after typing must land on Done. The description's preview follows the
// text a moment after the last key; when the editor grew with it, Done moved down between the
// press and the release, and the click was lost (seen in CI on a busy machine). The editor now
// keeps its height and scrolls its body, so its footer never moves while the user works.
for (const [path, heading] of [["/jokers", "Jokers"], ["/seals", "Seals"]] as const) {
  test(`the ${heading.toLowerCase()} editor's footer stays put while its content grows and shrinks`, async ({ page }) => {
    const errors = watchErrors(page);
    await stubExternalNetwork(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
    await page.getByTestId("item-create").click();
    const dialog = page.getByRole("dialog");
    const done = dialog.getByTestId("editor-done");
    await expect(done).toBeVisible();
    const before = await box(done);
    await dialog.getByTestId("item-name-input").fill("Ember Card");
    await dialog.getByTestId("item-description-input").fill("{C:chips}+40{} Chips[s]no rank[s]or suit[s]at all");
    await expect(dialog.getByTestId("description-preview")).toContainText("at all");
    expect(await box(done)).toEqual(before);
    const tabs = dialog.getByRole("tab");
    await tabs.last().click();
    await expect(tabs.last()).toHaveAttribute("aria-selected", "true");
    expect(await box(done)).toEqual(before);
    await tabs.first().click();
    await dialog.getByTestId("item-description-input").fill("short");
    await expect(dialog.getByTestId("description-preview")).toHaveText("short");
    expect(await box(done)).toEqual(before);
    await done.click();
    await expect(dialog).toHaveCount(0);
    await expectNoErrors(errors);
  });
}

/** A phone's window (390 px) on /jokers, the sidebar folded, a new joker's editor open. */
async function newJokerOnPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await stubExternalNetwork(page);
  await page.goto("/jokers");
  await foldSidebarOnPhones(page, 390);
  await page.getByTestId("item-empty").getByRole("button", { name: "Create Joker" }).click();
}

test("on a phone (390 px) a rule's trigger list stays inside its rule card, whatever trigger it shows", async ({ page }) => {
  const errors = watchErrors(page);
  await newJokerOnPhone(page);
  await page.getByRole("button", { name: "Rules", exact: true }).click();
  await page.getByRole("button", { name: "Add Rule" }).click();
  const trigger = page.getByRole("combobox", { name: "Trigger of rule 1" });
  const card = page.getByTestId("rule-card");
  for (const label of ["When a Card is Scored", "Before Hand Starts Scoring", "When a Joker is Triggered"]) {
    if (await trigger.locator("option", { hasText: label }).count() === 0) continue;
    await trigger.selectOption({ label });
    expect(overhang(await box(trigger), await box(card)), label).toBe(0);
  }
  await screenshot(page, "rule-builder-phone");
  await expectNoErrors(errors);
});

test("on a phone (390 px) an item's editor opens on its fields, its preview and art after them", async ({ page }) => {
  const errors = watchErrors(page);
  await newJokerOnPhone(page);
  const editor = page.getByTestId("item-editor");
  await expect(editor.getByTestId("item-name-input")).toBeInViewport({ ratio: 1 });
  await expect(editor.getByTestId("item-description-input")).toBeInViewport();
  const name = await box(editor.getByTestId("item-name-input"));
  const card = await box(editor.getByTestId("balatro-card"));
  expect(card.y).toBeGreaterThan(name.y);
  await expectNoErrors(errors);
});

test("on a phone (390 px) the rules dialog keeps its title and its buttons in view while its body scrolls", async ({ page }) => {
  const errors = watchErrors(page);
  await newJokerOnPhone(page);
  await page.getByRole("button", { name: "Rules", exact: true }).click();
  await page.getByRole("button", { name: "Add Rule" }).click();
  await page.getByRole("button", { name: "Add Rule" }).click();
  const rules = page.getByRole("dialog", { name: /^Rules: / });
  const body = rules.getByTestId("modal-body");
  await expect(page.getByRole("combobox", { name: "Trigger of rule 2" })).toBeVisible();
  // two rules, the variables and the live Lua are far taller than a phone: the body scrolls
  expect(await body.evaluate((el) => el.scrollHeight > el.clientHeight + 400)).toBe(true);
  await body.evaluate((el) => { el.scrollTop = el.scrollHeight; });
  await expect(page.getByRole("heading", { name: /^Rules: / })).toBeInViewport({ ratio: 1 });
  await expect(rules.getByRole("button", { name: "Close", exact: true }).last()).toBeInViewport({ ratio: 1 });
  await expect(rules.getByTestId("builder-playtest")).toBeInViewport({ ratio: 1 });
  await screenshot(page, "rule-builder-phone-scrolled");
  // so does the playtest panel over it
  await rules.getByTestId("builder-playtest").click();
  const playtest = page.getByRole("dialog", { name: /^Playtest: / });
  const panel = playtest.getByTestId("modal-body");
  await expect(playtest.getByTestId("playtest-panel")).toBeVisible();
  expect(await panel.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await panel.evaluate((el) => { el.scrollTop = el.scrollHeight; });
  await expect(page.getByRole("heading", { name: /^Playtest: / })).toBeInViewport({ ratio: 1 });
  await expect(playtest.getByRole("button", { name: "Close", exact: true }).last()).toBeInViewport({ ratio: 1 });
  await expectNoErrors(errors);
});
