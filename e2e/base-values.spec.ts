// Enhancement base values and consumable highlight limits: typed in the editors, kept in the
// project (reopened editor and the saved file show them), cleared back to none, and undoable.
import { expect, test } from "@playwright/test";
import { expectNoErrors, screenshot, watchErrors } from "./helpers";
import { createNamed, dialog, done, navigate, openEditor } from "./itemPageFlow";
import { saveThroughButton } from "./fileActions";

interface Saved {
  enhancements: { name: string; config?: Record<string, number> }[];
  consumables: { name: string; max_highlighted?: number; min_highlighted?: number }[];
}

const saved = async (page: Parameters<typeof saveThroughButton>[0]) => JSON.parse((await saveThroughButton(page)).text) as Saved;

test("enhancement base values and consumable highlight limits are edited, kept and undone", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto("/enhancements");
  await expect(page.getByRole("heading", { level: 1, name: "Enhancements" })).toBeVisible();

  await createNamed(page, "Plated", "{C:chips}+#1#{} Chips");
  await openEditor(page, "Plated");
  const d = dialog(page);
  await expect(d.getByTestId("enhancement-values-note")).toContainText("applies these by itself");
  await expect(d.getByTestId("enhancement-bonus")).toHaveValue("");
  await d.getByTestId("enhancement-bonus").fill("30");
  await d.getByTestId("enhancement-x_mult").fill("1.5");
  await d.getByTestId("enhancement-h_dollars").fill("3");
  // Mult takes any number; X Mult below 1 does nothing in the game, so it is refused with a message.
  await d.getByTestId("enhancement-mult").fill("0.5");
  await d.getByTestId("enhancement-x_mult").fill("0.5");
  await expect(d.getByText("Must be at least 1")).toBeVisible();
  await d.getByTestId("enhancement-x_mult").fill("1.5");
  await d.getByTestId("enhancement-mult").fill("");
  await d.getByTestId("enhancement-h_dollars").scrollIntoViewIfNeeded();
  await screenshot(page, "base-values-enhancement");
  await done(page);

  await openEditor(page, "Plated");
  await expect(d.getByTestId("enhancement-bonus")).toHaveValue("30");
  await expect(d.getByTestId("enhancement-x_mult")).toHaveValue("1.5");
  await expect(d.getByTestId("enhancement-h_dollars")).toHaveValue("3");
  await expect(d.getByTestId("enhancement-mult")).toHaveValue("");
  // Emptying a field removes the value.
  await d.getByTestId("enhancement-h_dollars").fill("");
  await done(page);
  expect((await saved(page)).enhancements[0].config).toEqual({ bonus: 30, x_mult: 1.5 });

  // One undo step takes back the cleared value.
  await page.getByRole("button", { name: "Undo", exact: true }).click();
  expect((await saved(page)).enhancements[0].config).toEqual({ bonus: 30, x_mult: 1.5, h_dollars: 3 });

  await navigate(page, "/consumables", "Consumables");
  await createNamed(page, "Pick");
  await openEditor(page, "Pick");
  await expect(d.getByTestId("consumable-min_highlighted")).toHaveValue("");
  await d.getByTestId("consumable-max_highlighted").fill("2");
  await d.getByTestId("consumable-min_highlighted").fill("3");
  await expect(d.getByTestId("consumable-highlight-warning")).toContainText("above the maximum");
  await d.getByTestId("consumable-max_highlighted").fill("3");
  await d.getByTestId("consumable-min_highlighted").fill("2");
  await expect(d.getByTestId("consumable-highlight-warning")).toHaveCount(0);
  // A fraction of a card is refused.
  await d.getByTestId("consumable-max_highlighted").fill("2.5");
  await expect(d.getByText("Must be a whole number")).toBeVisible();
  await d.getByTestId("consumable-max_highlighted").fill("3");
  await d.getByTestId("consumable-max_highlighted").evaluate((e) => e.scrollIntoView({ block: "center" }));
  await screenshot(page, "base-values-consumable");
  await done(page);

  await openEditor(page, "Pick");
  await expect(d.getByTestId("consumable-min_highlighted")).toHaveValue("2");
  await expect(d.getByTestId("consumable-max_highlighted")).toHaveValue("3");
  await done(page);
  const file = await saved(page);
  expect(file.consumables[0]).toMatchObject({ name: "Pick", max_highlighted: 3, min_highlighted: 2 });
  expect(file.enhancements[0].config).toEqual({ bonus: 30, x_mult: 1.5, h_dollars: 3 });
  await expectNoErrors(errors);
});
