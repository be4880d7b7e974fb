// Vanilla Reforged: the game's own items, browsable per section (/vanilla/<section>), narrowed by
// search and filters, and duplicated into the project as normal items that export and pass the
// LuaJIT check.
import { expect, test, type Page } from "@playwright/test";
import { exportAndCheck } from "./fileActions";
import { expectNoErrors, screenshot, stubExternalNetwork, watchErrors } from "./helpers";

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name, exact: true });
const count = (page: Page) => page.getByTestId("vanilla-count");
const cards = (page: Page) => page.getByTestId("vanilla-card");
const card = (page: Page, gameKey: string) => page.locator(`[data-testid="vanilla-card"][data-game-key="${gameKey}"]`);
const toast = (page: Page, title: string) => page.locator("[data-toast-type]").filter({ hasText: title });
const dock = (page: Page) => page.getByRole("tablist", { name: "Vanilla Reforged sections" });

test("the vanilla pages show their items; search and the filters narrow the grid", async ({ page }) => {
  await stubExternalNetwork(page);
  const errors = watchErrors(page);
  await page.goto("/vanilla");
  await expect(heading(page, "Vanilla Jokers")).toBeVisible();
  await expect(count(page)).toHaveText("150 jokers");
  await expect(card(page, "j_joker")).toContainText("Joker");
  await expect(card(page, "j_joker").getByTestId("generated-key")).toHaveText("j_joker");
  // virtualised: far fewer than 150 cards in the DOM
  expect(await cards(page).count()).toBeLessThan(60);

  const search = page.getByTestId("vanilla-search");
  await search.fill("greedy");
  await expect(count(page)).toHaveText("Showing 1 of 150 jokers");
  await expect(cards(page)).toHaveCount(1);
  await expect(card(page, "j_greedy_joker")).toBeVisible();
  await search.fill("");
  await expect(count(page)).toHaveText("150 jokers");

  await page.getByRole("combobox", { name: "Rarity" }).selectOption({ label: "Legendary (5)" });
  await expect(count(page)).toHaveText("Showing 5 of 150 jokers");
  await expect(cards(page)).toHaveCount(5);
  for (const key of ["j_caino", "j_triboulet", "j_yorick", "j_chicot", "j_perkeo"]) await expect(card(page, key)).toBeVisible();
  await page.getByRole("combobox", { name: "Rarity" }).selectOption("");
  await page.getByRole("combobox", { name: "Trigger" }).selectOption("repetition");
  await expect(count(page)).toHaveText("Showing 6 of 150 jokers");
  await expect(card(page, "j_hanging_chad")).toBeVisible();
  await search.fill("no such joker at all");
  await expect(page.getByTestId("item-empty")).toContainText("No Vanilla Jokers Found");
  await page.getByRole("button", { name: "Clear Search and Filters" }).click();
  await expect(count(page)).toHaveText("150 jokers");

  await dock(page).getByRole("tab", { name: "Consumables" }).click();
  await expect(page).toHaveURL(/\/vanilla\/consumables$/);
  await expect(heading(page, "Vanilla Consumables")).toBeVisible();
  await expect(count(page)).toHaveText("52 consumables");
  await page.getByRole("combobox", { name: "Set" }).selectOption("Planet");
  await expect(count(page)).toHaveText("Showing 12 of 52 consumables");
  await expect(card(page, "c_mercury")).toBeVisible();

  for (const [tab, path, total, first] of [
    ["Boosters", "boosters", "32 boosters", "p_arcana_normal_1"],
    ["Enhancements", "enhancements", "8 enhancements", "m_bonus"],
    ["Seals", "seals", "4 seals", "Gold"],
    ["Editions", "editions", "4 editions", "e_foil"],
    ["Vouchers", "vouchers", "32 vouchers", "v_overstock_norm"],
  ]) {
    await dock(page).getByRole("tab", { name: tab }).click();
    await expect(page).toHaveURL(new RegExp(`/vanilla/${path}$`));
    await expect(heading(page, `Vanilla ${tab}`)).toBeVisible();
    await expect(count(page)).toHaveText(total);
    await expect(card(page, first)).toBeVisible();
  }
  await page.getByRole("link", { name: "Vanilla Decks" }).click();
  await expect(heading(page, "Vanilla Decks")).toBeVisible();
  await expect(count(page)).toHaveText("15 decks");
  await expect(card(page, "b_red")).toBeVisible();
  await expect(dock(page).getByRole("tab", { selected: true })).toHaveCount(0);
  await expectNoErrors(errors);
});

test("the jokers page lays out at 1440 and at 390 px wide", async ({ page }) => {
  await stubExternalNetwork(page);
  const errors = watchErrors(page);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/vanilla/jokers");
    await expect(card(page, "j_joker")).toBeVisible();
    const box = await card(page, "j_joker").boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    // no sideways scrolling
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `e2e/.artifacts/screenshots/vanilla-jokers-${width}.png` });
  }
  await screenshot(page, "vanilla-jokers-390-full");
  await expectNoErrors(errors);
});

test("duplicating a vanilla joker, a consumable and a voucher puts them in the project, and the mod passes check", async ({ page }) => {
  test.setTimeout(180_000);
  await stubExternalNetwork(page);
  const errors = watchErrors(page);
  await page.goto("/vanilla/jokers");
  await expect(card(page, "j_joker")).toBeVisible();
  await card(page, "j_joker").getByRole("button", { name: "Duplicate Joker", exact: true }).click();
  await expect(toast(page, "Joker Duplicated")).toContainText("as joker");
  await card(page, "j_joker").getByRole("button", { name: "Duplicate Joker", exact: true }).click();
  await expect(toast(page, "Joker Duplicated").last()).toContainText("as joker2");

  await dock(page).getByRole("tab", { name: "Consumables" }).click();
  await page.getByTestId("vanilla-search").fill("the fool");
  await card(page, "c_fool").getByRole("button", { name: "Duplicate The Fool", exact: true }).click();
  await expect(toast(page, "The Fool Duplicated")).toContainText("consumables as fool");

  await dock(page).getByRole("tab", { name: "Vouchers" }).click();
  await card(page, "v_overstock_norm").getByRole("button", { name: "Duplicate Overstock", exact: true }).click();
  await expect(toast(page, "Overstock Duplicated")).toContainText("vouchers as overstock_norm");

  // the copies are the project's own items now
  await page.locator('a[href="/jokers"]').first().click();
  await expect(heading(page, "Jokers")).toBeVisible();
  await expect(page.getByTestId("item-count")).toHaveText("2 jokers");
  await expect(page.getByTestId("generated-key")).toHaveText([/^j_\w+_joker$/, /^j_\w+_joker2$/]);
  // with its rules, open in the rule builder like any of the mod's own
  await page.getByRole("button", { name: "Rules of Joker" }).first().click();
  await expect(page.getByTestId("rule-builder")).toBeVisible();
  await expect(page.getByTestId("rule-lua")).toContainText("mult");
  await page.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(page.getByTestId("rule-builder")).toHaveCount(0);
  await page.locator('a[href="/consumables"]').first().click();
  await expect(page.getByTestId("item-card").filter({ hasText: "The Fool" })).toBeVisible();
  await page.locator('a[href="/vouchers"]').first().click();
  await expect(page.getByTestId("item-card").filter({ hasText: "Overstock" })).toBeVisible();

  await exportAndCheck(page);
  await screenshot(page, "vanilla-duplicated-export");
  await expectNoErrors(errors);
});
