// Steps shared by the rule-builder specs.
import { expect, type Page } from "@playwright/test";

/**
 * Opens a block palette by its button and waits until its search field shows. On a loaded machine
 * a click can land while the builder re-renders after the previous pick and open nothing: the
 * button is clicked again only while the palette is still closed.
 */
export async function openPalette(page: Page, palette: string): Promise<void> {
  const search = page.getByRole("textbox", { name: /^Search / });
  await expect(async () => {
    if ((await search.count()) === 0) await page.getByRole("button", { name: palette }).click();
    await expect(search).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

/**
 * Clicks `entry` in the open palette until it is picked (picking closes the palette): a click
 * that lands while the list redraws for the search just typed finds the entry moved, and is lost.
 */
export async function clickInPalette(page: Page, entry: string): Promise<void> {
  const palette = page.getByRole("group", { name: /palette$/ });
  await expect(async () => {
    if ((await palette.count()) === 0) return;
    await palette.getByRole("button", { name: entry, exact: true }).click({ timeout: 2_000 });
    await expect(palette).toHaveCount(0, { timeout: 2_000 });
  }).toPass();
}
