import { expect, test } from "@playwright/test";
import { expectNoErrors, screenshot, stubExternalNetwork, watchErrors } from "./helpers";

test("the app loads the overview", async ({ page }) => {
  await stubExternalNetwork(page);
  const errors = watchErrors(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Mod Overview" })).toBeVisible();
  await screenshot(page, "smoke-overview");
  await expectNoErrors(errors);
});
