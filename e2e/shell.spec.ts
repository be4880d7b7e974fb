import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { expectNoErrors, screenshot, stepClockUntilVisible, stubExternalNetwork, watchErrors } from "./helpers";

const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };

const offline = stubExternalNetwork;

// Titles of pages other engineers fill may vary a little (e.g. "Boosters" for Booster Packs).
const ROUTES: [path: string, title: string | RegExp][] = [
  ["/", "Mod Overview"],
  ["/overview", "Mod Overview"],
  ["/metadata", "Mod Metadata"],
  ["/jokers", "Jokers"],
  ["/sounds", "Sounds"],
  ["/consumables", "Consumables"],
  ["/vouchers", "Vouchers"],
  ["/boosters", /^Booster(s| Packs)$/],
  ["/enhancements", "Enhancements"],
  ["/seals", "Seals"],
  ["/decks", "Decks"],
  ["/editions", "Editions"],
  ["/vanilla", "Vanilla Jokers"],
  ["/vanilla/jokers", "Vanilla Jokers"],
  ["/vanilla/consumables", "Vanilla Consumables"],
  ["/vanilla/boosters", "Vanilla Boosters"],
  ["/vanilla/enhancements", "Vanilla Enhancements"],
  ["/vanilla/seals", "Vanilla Seals"],
  ["/vanilla/editions", "Vanilla Editions"],
  ["/vanilla/vouchers", "Vanilla Vouchers"],
  ["/vanilla/decks", "Vanilla Decks"],
  ["/acknowledgements", "Acknowledgements"],
  ["/keys", "Keys Reference"],
  ["/keys/jokers", "Keys Reference"],
  ["/no/such/page", "Page Not Found"],
  ["/vanilla/not-a-section", "Page Not Found"],
];

const shotName = (path: string) => (path === "/" ? "root" : path.slice(1).replace(/\//g, "-"));

const sidebar = (page: Page) => page.getByTestId("sidebar");
const sidebarWidth = async (page: Page) => (await sidebar(page).boundingBox())?.width;

test.describe("every route", () => {
  for (const [path, title] of ROUTES) {
    test(`${path} shows ${title}`, async ({ page }) => {
      await offline(page);
      const errors = watchErrors(page);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
      await screenshot(page, `shell-${shotName(path)}`);
      await expectNoErrors(errors);
    });
  }

  test("pages are usable at 390px: the sidebar starts as a rail and leaves the page readable", async ({ page }) => {
    await offline(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const errors = watchErrors(page);
    for (const [path, title] of [["/", "Mod Overview"], ["/metadata", "Mod Metadata"], ["/jokers", "Jokers"], ["/vanilla/seals", "Vanilla Seals"], ["/acknowledgements", "Acknowledgements"]]) {
      await page.goto(path);
      const heading = page.getByRole("heading", { level: 1, name: title, exact: true });
      await expect(heading).toBeVisible();
      expect(await sidebarWidth(page)).toBe(80);
      const box = await heading.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(80);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      // Nothing sticks out sideways: no horizontal scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(page, `shell-mobile-${shotName(path)}`);
    }
    // Expanding overlays the page; tapping a link navigates and folds the sidebar away again.
    await page.getByRole("button", { name: "Expand sidebar" }).click();
    await expect.poll(() => sidebarWidth(page)).toBe(320);
    await screenshot(page, "shell-mobile-sidebar-open");
    await sidebar(page).getByRole("link", { name: "Mod Metadata" }).click();
    await expect(page).toHaveURL(/\/metadata$/);
    await expect.poll(() => sidebarWidth(page)).toBe(80);
    await expectNoErrors(errors);
  });
});

test("an unknown path shows not-found with a working link home", async ({ page }) => {
  await offline(page);
  await page.goto("/definitely/not/here");
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Overview" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mod Overview" })).toBeVisible();
});

test.describe("sidebar", () => {
  test("shows the spec's sections, the project name, the version and the three actions", async ({ page }) => {
    await offline(page);
    await page.goto("/");
    const bar = sidebar(page);
    await expect(bar.getByTestId("project-name")).toHaveText("My Custom Mod");
    await expect(bar.getByTestId("version-label")).toHaveText(`v${version}`);
    for (const group of ["Card Modification", "Shop & Consumables", "Miscs", "Resources", "More"]) {
      await expect(bar.getByRole("button", { name: group, exact: true })).toBeVisible();
    }
    const internal: [string, RegExp][] = [
      ["Overview", /\/$/], ["Mod Metadata", /\/metadata$/], ["Jokers", /\/jokers$/], ["Enhancements", /\/enhancements$/],
      ["Seals", /\/seals$/], ["Editions", /\/editions$/], ["Consumables", /\/consumables$/], ["Booster Packs", /\/boosters$/],
      ["Vouchers", /\/vouchers$/], ["Sounds", /\/sounds$/], ["Decks", /\/decks$/], ["Vanilla Reforged", /\/vanilla$/],
      ["Acknowledgements", /\/acknowledgements$/], ["Keys Reference", /\/keys$/],
    ];
    await bar.getByRole("button", { name: "More", exact: true }).click();
    for (const [label, url] of internal) {
      const link = bar.getByRole("link", { name: label, exact: true });
      await link.click();
      await expect(page).toHaveURL(url);
      await expect(link).toHaveAttribute("aria-current", "page");
    }
    for (const label of ["Docs", "GitHub", "Discord"]) {
      const link = bar.getByRole("link", { name: label, exact: true });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAttribute("href", /^https:\/\//);
    }
    for (const action of ["Import Mod", "Save Mod", "Export Mod Files"]) {
      await expect(bar.getByRole("button", { name: `${action} .jokerforge` })).toBeVisible();
    }
    await screenshot(page, "shell-sidebar-expanded");
  });

  test("the expanded sidebar fits 1280x800 without scrolling", async ({ page }) => {
    await offline(page);
    await page.goto("/");
    const nav = page.getByTestId("sidebar-nav");
    await expect(nav.getByRole("link", { name: "Vanilla Reforged" })).toBeVisible();
    const { scrollHeight, clientHeight } = await nav.evaluate((el) => ({ scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }));
    expect(scrollHeight).toBeLessThanOrEqual(clientHeight);
  });

  test("collapses to 80px and expands to 320px, and remembers it across reloads", async ({ page }) => {
    await offline(page);
    await page.goto("/");
    const heading = page.getByRole("heading", { level: 1, name: "Mod Overview" });
    await expect(heading).toBeVisible();
    expect(await sidebarWidth(page)).toBe(320);
    expect((await heading.boundingBox())!.x).toBeGreaterThanOrEqual(320);

    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await expect.poll(() => sidebarWidth(page)).toBe(80);
    await expect(sidebar(page).getByTestId("project-name")).toHaveCount(0);
    await expect.poll(async () => (await heading.boundingBox())!.x).toBeLessThan(320);
    await screenshot(page, "shell-sidebar-collapsed");

    await page.reload();
    await expect(heading).toBeVisible();
    expect(await sidebarWidth(page)).toBe(80);

    await page.getByRole("button", { name: "Expand sidebar" }).click();
    await expect.poll(() => sidebarWidth(page)).toBe(320);
    await page.reload();
    await expect(heading).toBeVisible();
    expect(await sidebarWidth(page)).toBe(320);
  });

  test("the collapsed rail shows tooltips and one flyout at a time", async ({ page }) => {
    await offline(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await expect.poll(() => sidebarWidth(page)).toBe(80);
    const bar = sidebar(page);

    await bar.getByRole("link", { name: "Jokers", exact: true }).hover();
    await expect(page.getByRole("tooltip")).toHaveText("Jokers");

    await bar.getByRole("button", { name: "Card Modification" }).hover();
    const flyouts = page.getByTestId("sidebar-flyout");
    await expect(flyouts).toHaveCount(1);
    await expect(flyouts.getByRole("link", { name: "Enhancements" })).toBeVisible();
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await screenshot(page, "shell-sidebar-flyout");

    await bar.getByRole("button", { name: "Shop & Consumables" }).hover();
    await expect(flyouts).toHaveCount(1);
    await expect(flyouts).toHaveAttribute("aria-label", "Shop & Consumables");
    await expect(flyouts.getByRole("link", { name: "Enhancements" })).toHaveCount(0);

    // The pointer can travel from the icon into the flyout and use it.
    await flyouts.getByRole("link", { name: "Booster Packs" }).click();
    await expect(page).toHaveURL(/\/boosters$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Booster/ })).toBeVisible();
    await expect(flyouts).toHaveCount(0);

    await bar.getByRole("button", { name: "Export Mod Files" }).hover();
    await expect(page.getByRole("tooltip")).toContainText("Export Mod Files");
    await page.mouse.move(900, 400);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  });

  test("a project action raises a toast that closes by itself, and one that can be closed by hand", async ({ page }) => {
    await offline(page);
    await page.clock.install();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Mod Overview" })).toBeVisible();
    // Save Mod downloads the project and confirms with a success toast (spec section 8).
    const save = sidebar(page).getByRole("button", { name: /Save Mod/ });
    const toast = page.locator("[data-toast-type]");
    // Page time stands still (moving only until the toast shows), so the toast is still there
    // however long a busy machine takes to reach its close button.
    await page.clock.pauseAt(Date.now() + 60_000);
    await save.click();
    await stepClockUntilVisible(page, toast);
    await expect(toast).toHaveCount(1);
    await expect(toast).toHaveAttribute("data-toast-type", "success");
    await expect(toast).toContainText("Mod Saved");
    await screenshot(page, "shell-toast");
    await toast.getByRole("button", { name: "Close notification" }).click();
    await expect(toast).toHaveCount(0);

    // Freeze page time so the 4000 ms lifetime is measured exactly.
    await page.clock.pauseAt(Date.now() + 60_000);
    await save.click();
    await expect(toast).toHaveCount(1);
    await page.clock.runFor(3800);
    await expect(toast).toHaveCount(1);
    await page.clock.runFor(400);
    await expect(toast).toHaveCount(0);
  });
});

test.describe("floating dock", () => {
  test("switches Jokers and Rarities inside /jokers", async ({ page }) => {
    await offline(page);
    const errors = watchErrors(page);
    await page.goto("/jokers");
    const dock = page.getByRole("tablist", { name: "Jokers view" });
    await expect(dock.getByRole("tab")).toHaveText(["Jokers", "Rarities"]);
    await expect(dock.getByRole("tab", { name: "Jokers" })).toHaveAttribute("aria-selected", "true");

    await dock.getByRole("tab", { name: "Rarities" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Rarities" })).toBeVisible();
    await expect(dock.getByRole("tab", { name: "Rarities" })).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\/jokers$/);
    await screenshot(page, "shell-jokers-rarities");

    await dock.getByRole("tab", { name: "Jokers" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Jokers", exact: true })).toBeVisible();
    await expectNoErrors(errors);
  });

  test("vanilla tabs navigate to /vanilla/<section>", async ({ page }) => {
    await offline(page);
    await page.goto("/vanilla");
    const dock = page.getByRole("tablist", { name: "Vanilla Reforged sections" });
    await expect(dock.getByRole("tab")).toHaveText(["Jokers", "Consumables", "Boosters", "Enhancements", "Seals", "Editions", "Vouchers"]);
    await expect(dock.getByRole("tab", { name: "Jokers" })).toHaveAttribute("aria-selected", "true");
    for (const [tab, section] of [["Seals", "seals"], ["Editions", "editions"], ["Consumables", "consumables"]]) {
      await dock.getByRole("tab", { name: tab }).click();
      await expect(page).toHaveURL(new RegExp(`/vanilla/${section}$`));
      await expect(page.getByRole("heading", { level: 1, name: `Vanilla ${tab}` })).toBeVisible();
      await expect(dock.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    }
  });

  test("is not shown on other pages", async ({ page }) => {
    await offline(page);
    await page.goto("/sounds");
    await expect(page.getByRole("heading", { level: 1, name: "Sounds" })).toBeVisible();
    await expect(page.getByTestId("floating-dock")).toHaveCount(0);
  });
});
