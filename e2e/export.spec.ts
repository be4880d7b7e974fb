// Export Mod Files: builds the mod in a web worker, downloads <id>.zip (one folder named after the
// mod id), shows 'Exporting...' meanwhile, then the export-finished modal with what was written
// and every rule that was not exported. The zip holds the same files the domain exporter makes, in
// the same zip entries Node writes (CLI == browser).
import { expect, test } from "@playwright/test";
import { everyEntryProject } from "../tests/support/projects";
import { expectNoErrors, stubExternalNetwork, watchErrors } from "./helpers";
import { exportsInWorker, generatedFile } from "./projectFlows";

// The generated every-entry project (the real projects: fixtures.corpus.spec.ts).
test("exports a project to <id>.zip in a worker and lists the result", async ({ page }) => {
  const errors = watchErrors(page);
  await stubExternalNetwork(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Mod Overview" })).toBeVisible();
  // Its "Joker Effects" hold effects that are never exported (Talisman scoring, crashing the game).
  await exportsInWorker(page, generatedFile(everyEntryProject()), "Joker Effects", "export-finished-modal");
  await expectNoErrors(errors);
});
