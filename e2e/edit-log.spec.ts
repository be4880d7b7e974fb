// Issue 15's proof in the browser: rename a rarity three jokers use and delete a sound a joker's
// rule plays (each one command, its consequences included), undo both, redo both, download the
// edit log; then `npm run cli -- replay --steps` tells both edits in words and rebuilds exactly
// the project the page holds.
import { expect, test } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expectNoErrors, screenshot, stubExternalNetwork, watchErrors } from "./helpers";
import { importThroughPicker, saveThroughButton, withoutSaveTime } from "./fileActions";
import { cardOf, dialog, navigate } from "./itemPageFlow";
import { OGG } from "./soundSteps";

const REPO = fileURLToPath(new URL("..", import.meta.url));

const text = (value: string) => ({ value, valueType: "text" });
const joker = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `j${n}`, name: `Joker ${n}`, objectKey: `joker_${n}`, description: "A joker.", rarity: "mythic", orderValue: n, rules: [], ...extra,
});

/** A project with a custom rarity three jokers use, and a sound the fourth joker's rule plays. */
const PROJECT = JSON.stringify({
  metadata: { id: "logtest", name: "Log Test", author: ["Tester"], description: "Edit log test", prefix: "logtest", main_file: "main.lua", version: "1.0.0", priority: 0 },
  customRarities: [{ id: "r1", key: "mythic", name: "Mythic", badge_colour: "FF00AA", default_weight: 0.05 }],
  sounds: [{ id: "s1", key: "boom", soundString: `data:audio/ogg;base64,${OGG.toString("base64")}`, volume: 0.6, pitch: 1 }],
  jokers: [joker(1), joker(2), joker(3), joker(4, {
    name: "Bell", objectKey: "bell", rarity: 1,
    rules: [{
      id: "rule1", trigger: "hand_played", position: { x: 0, y: 0 }, blueprintCompatible: true, conditionGroups: [], randomGroups: [], loops: [],
      effects: [{ id: "e1", type: "play_sound", params: { sound_key: text("boom") } }],
    }],
  })],
  jokerForgeSchema: 6,
});

test("rename a rarity and delete a sound, undo and redo both; the log replays them in words to the same project", async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await stubExternalNetwork(page);
  await page.goto("/");
  await importThroughPicker(page, PROJECT, "logtest.jokerforge");
  await expect(page.getByTestId("project-name")).toHaveText("Log Test");
  const undo = page.getByRole("button", { name: "Undo", exact: true });
  const redo = page.getByRole("button", { name: "Redo", exact: true });

  // Rename the rarity Mythic to Divine: its key follows the name, and the three jokers follow the key.
  await navigate(page, "/jokers", "Jokers");
  await page.getByTestId("floating-dock").getByRole("tab", { name: "Rarities" }).click();
  await page.getByRole("button", { name: "Edit Mythic" }).click();
  await dialog(page).getByTestId("item-name-input").fill("Divine");
  await expect(dialog(page).getByTestId("item-key-input")).toHaveValue("divine");
  await expect(dialog(page).getByTestId("rarity-usage")).toContainText("3 jokers use this rarity");
  await dialog(page).getByTestId("editor-done").click();
  await page.getByTestId("floating-dock").getByRole("tab", { name: "Jokers" }).click();
  for (const n of [1, 2, 3]) await expect(cardOf(page, `Joker ${n}`).getByTestId("card-badge").first()).toHaveText("Divine");

  // Delete the sound the Bell joker's rule plays: the confirmation says so.
  await navigate(page, "/sounds", "Sounds");
  await page.getByRole("button", { name: "Delete boom" }).click();
  await expect(page.getByTestId("removal-references")).toContainText("Bell: 1 rule setting cleared");
  await screenshot(page, "edit-log-sound-delete");
  await dialog(page).getByRole("button", { name: "Delete Sound" }).click();
  await expect(page.getByRole("article", { name: "Sound boom" })).toHaveCount(0);

  // Undo both (each one step, consequences included), then redo both.
  await undo.click();
  await expect(page.getByRole("article", { name: "Sound boom" })).toBeVisible();
  await undo.click();
  await navigate(page, "/jokers", "Jokers");
  for (const n of [1, 2, 3]) await expect(cardOf(page, `Joker ${n}`).getByTestId("card-badge").first()).toHaveText("Mythic");
  await expect(undo).toBeEnabled();
  await redo.click();
  for (const n of [1, 2, 3]) await expect(cardOf(page, `Joker ${n}`).getByTestId("card-badge").first()).toHaveText("Divine");
  await redo.click();
  await expect(redo).toBeDisabled();
  await navigate(page, "/sounds", "Sounds");
  await expect(page.getByRole("article", { name: "Sound boom" })).toHaveCount(0);

  const saved = await saveThroughButton(page);
  const savedProject = JSON.parse(saved.text) as { jokers: { rarity: unknown; rules: { effects: { params: Record<string, unknown> }[] }[] }[]; sounds: unknown[] };
  expect(savedProject.jokers.map((j) => j.rarity)).toEqual(["divine", "divine", "divine", 1]);
  expect(savedProject.jokers[3].rules[0].effects[0].params.sound_key).toEqual(text(""));
  expect(savedProject.sounds).toEqual([]);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download edit log" }).click();
  const logText = await readFile((await (await downloading).path())!, "utf8");
  const log = JSON.parse(logText) as { version: number; replayCheck: { matches: boolean } };
  expect(log.version).toBe(2);
  expect(log.replayCheck.matches).toBe(true);

  const scratch = await mkdtemp(join(tmpdir(), "jf-e2e-log-"));
  try {
    const logFile = join(scratch, "edit-log.json");
    const outFile = join(scratch, "replayed.jokerforge");
    await writeFile(logFile, logText);
    const replay = spawnSync("npx", ["tsx", "src/cli/main.ts", "replay", logFile, "--steps", "--out", outFile], { cwd: REPO, encoding: "utf8" });
    expect(replay.status, replay.stderr).toBe(0);
    const steps = replay.stdout.split("\n").filter((line) => /^\d+\. /.test(line));
    expect(steps).toEqual([
      "1. imported the project 'Log Test' from a file (4 jokers, 1 sound, 1 rarity)",
      "2. renamed rarity 'Mythic' to 'Divine' (3 jokers follow)",
      "3. deleted sound 'boom' (references cleared in 1 joker)",
      "4. undid: deleted sound 'boom' (references cleared in 1 joker)",
      "5. undid: renamed rarity 'Mythic' to 'Divine' (3 jokers follow)",
      "6. redid: renamed rarity 'Mythic' to 'Divine' (3 jokers follow)",
      "7. redid: deleted sound 'boom' (references cleared in 1 joker)",
    ]);
    expect(replay.stdout).toContain("replace /jokers/0/rarity \"divine\"");
    expect(replay.stdout).toContain("replace /jokers/3/rules/0/effects/0/params/sound_key/value \"\"");
    // The rebuilt project is the one the page saved (but for the time of saving).
    expect(withoutSaveTime(await readFile(outFile, "utf8"))).toEqual(withoutSaveTime(saved.text));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  await expectNoErrors(errors);
});
