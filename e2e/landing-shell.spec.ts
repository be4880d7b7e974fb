// The overview's first paint: the built index.html holds the page's frame and title
// (src/app/landingShell.ts), painted before the app's script has run, on `/` and `/overview` only.
// The app then draws the same title on the same pixels and takes the shell away.
import { expect, test, type Page } from "@playwright/test";
import { expectNoErrors, screenshot, stubExternalNetwork, watchErrors } from "./helpers";

type Box = { x: number; y: number; width: number; height: number };

/** The shell's title box with no script of the app loaded (its modules refused), or null when none shows. */
async function shellTitle(page: Page, path: string): Promise<Box | null> {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(path);
  await expect(page.locator("#landing-shell")).toHaveCount(1);
  // the shell holds the frame for each sidebar state; the page's remembered one shows
  const title = page.locator("#landing-shell h1:visible");
  if ((await title.count()) === 0) return null;
  return title.boundingBox();
}

/** The app's own title box once it has rendered, and the shell gone. */
async function appTitle(page: Page, path: string): Promise<Box | null> {
  await page.goto(path);
  const title = page.getByRole("heading", { name: "Mod Overview", level: 1 });
  await expect(title).toBeVisible();
  await expect(page.locator("#landing-shell")).toHaveCount(0);
  return title.boundingBox();
}

for (const folded of [false, true]) {
  test(`the overview's title is painted before the app runs, where the app draws it (sidebar ${folded ? "folded" : "open"})`, async ({ browser }) => {
    const contexts = [await browser.newContext(), await browser.newContext()];
    const [before, after] = await Promise.all(contexts.map(async (context) => {
      const page = await context.newPage();
      await stubExternalNetwork(page);
      if (folded) await page.addInitScript(() => localStorage.setItem("joker-forge:sidebar-collapsed", "true"));
      return page;
    }));
    const errors = watchErrors(after);
    const shell = await shellTitle(before, "/");
    await screenshot(before, `landing-shell-${folded ? "folded" : "open"}`);
    // the shell is only drawn: no landmark or heading for assistive technology, no pointer
    await expect(before.getByRole("heading", { name: "Mod Overview" })).toHaveCount(0);
    const app = await appTitle(after, "/");
    expect(shell).not.toBeNull();
    expect(app).not.toBeNull();
    for (const side of ["x", "y", "width", "height"] as const) expect(Math.abs(shell![side] - app![side])).toBeLessThan(0.5);
    await expectNoErrors(errors);
    await Promise.all(contexts.map((context) => context.close()));
  });
}

test("other pages show no overview title before the app runs", async ({ page }) => {
  await stubExternalNetwork(page);
  expect(await shellTitle(page, "/jokers")).toBeNull();
  expect(await shellTitle(page, "/overview")).not.toBeNull();
});
