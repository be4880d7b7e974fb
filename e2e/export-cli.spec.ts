// Issue 6: "The same export, byte for byte, from the browser and from `npm run cli -- export`."
// The browser's project differs from the file it was imported from only by its timestamp (an
// import is an edit), and the zip carries that project as its backup copy. So the command line,
// given that backup, must write the very same zip, byte for byte; and `check` must pass it.
import { expect, test } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import JSZip from "jszip";
import { expectNoErrors, stubExternalNetwork, watchErrors } from "./helpers";
import { importThroughPicker } from "./fileActions";

const REPO = fileURLToPath(new URL("..", import.meta.url));
const FIXTURES = resolve(REPO, "../shared/fixtures/jokerforge");
const cli = (...args: string[]) => spawnSync("npx", ["tsx", "src/cli/main.ts", ...args], { cwd: REPO, encoding: "utf8" });

test("the browser's zip is byte for byte the zip the command line writes for the same project", async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await stubExternalNetwork(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Mod Overview" })).toBeVisible();
  await importThroughPicker(page, await readFile(resolve(FIXTURES, "mycustommod-2026-06-13.jokerforge")), "mycustommod.jokerforge");
  await expect(page.getByTestId("project-name")).toHaveText("Synergia");

  const download = page.waitForEvent("download");
  await page.locator('[data-action="action-export"]').click();
  const browserZip = await readFile((await (await download).path())!);
  await expect(page.getByTestId("export-finished")).toBeVisible();

  const scratch = await mkdtemp(join(tmpdir(), "jf-e2e-cli-"));
  try {
    const zip = await JSZip.loadAsync(browserZip);
    const backups = Object.keys(zip.files).filter((n) => n.endsWith(".jokerforge"));
    expect(backups).toHaveLength(1);
    const backup = join(scratch, backups[0].split("/").pop()!);
    await writeFile(backup, await zip.file(backups[0])!.async("uint8array"));

    const cliZip = join(scratch, "cli.zip");
    const exported = cli("export", backup, "--out", cliZip);
    expect(exported.status, exported.stderr).toBe(0);
    const cliBytes = await readFile(cliZip);
    expect(cliBytes.length).toBe(browserZip.length);
    expect(cliBytes.equals(browserZip)).toBe(true);

    const browserZipPath = join(scratch, "browser.zip");
    await writeFile(browserZipPath, browserZip);
    const checked = cli("check", browserZipPath);
    expect(checked.status, checked.stdout).toBe(0);
    expect(checked.stdout).toContain("loads clean");
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  await expectNoErrors(errors);
});
