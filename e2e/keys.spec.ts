// Issue 13 item 12: the key a card shows, and its copy button copies, is the key the exported mod
// uses. Cards showed c_mycustom_Energy and mycustom_Slot Machine Win while the export wrote
// energy and slot_machine_win. One function (domain exportedKey) now computes both.
import { expect, test, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import JSZip from "jszip";
import { createItem, createSound, emptyProject } from "../domain/model";
import { serializeProject } from "../domain/projectFile";
import { importThroughPicker } from "./fileActions";
import { expectNoErrors, screenshot, stubExternalNetwork, watchErrors } from "./helpers";
import { cards, navigate } from "./itemPageFlow";

function project(): string {
  const p = emptyProject(Date.UTC(2026, 0, 1));
  p.consumables = [createItem("consumable", { id: "c1", name: "Energy", objectKey: "Energy" })];
  p.boosters = [createItem("booster", { id: "b1", name: "Slot Machine Win", objectKey: "Slot Machine Win" })];
  // two spellings of one key: the export makes them unique (lucky_cat, lucky_cat2)
  p.jokers = [
    createItem("joker", { id: "j1", name: "Lucky Cat", objectKey: "Lucky Cat", orderValue: 1 }),
    createItem("joker", { id: "j2", name: "Lucky Cat Two", objectKey: "lucky_cat", orderValue: 2 }),
  ];
  p.sounds = [createSound({ id: "s1", key: "Ding", soundString: `data:audio/ogg;base64,${Buffer.from("OggS fake audio").toString("base64")}` })];
  return serializeProject(p, new Date(0).toISOString());
}

/** Each card's shown key; its copy button must put exactly that on the clipboard. */
async function shownAndCopied(page: Page): Promise<string[]> {
  const keys: string[] = [];
  const count = await cards(page).count();
  for (let i = 0; i < count; i += 1) {
    const card = cards(page).nth(i);
    const shown = (await card.getByTestId("generated-key").textContent()) ?? "";
    await page.evaluate(() => navigator.clipboard.writeText(""));
    await card.getByRole("button", { name: `Copy key ${shown}` }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    keys.push(shown);
  }
  return keys;
}

test("the key shown on a card and copied is the key in the exported Lua", async ({ page, context }) => {
  const errors = watchErrors(page);
  await stubExternalNetwork(page);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/");
  await importThroughPicker(page, project(), "keys.jokerforge");
  await expect(page.getByTestId("summary-jokers")).toHaveAccessibleName("Jokers: 2");

  await navigate(page, "/jokers", "Jokers");
  const jokers = await shownAndCopied(page);
  await navigate(page, "/consumables", "Consumables");
  const consumables = await shownAndCopied(page);
  await navigate(page, "/boosters", "Boosters");
  const boosters = await shownAndCopied(page);
  expect({ jokers, consumables, boosters }).toEqual({
    jokers: ["j_mycustom_lucky_cat", "j_mycustom_lucky_cat2"],
    consumables: ["c_mycustom_energy"],
    boosters: ["p_mycustom_slot_machine_win"],
  });
  await navigate(page, "/sounds", "Sounds");
  await expect(page.getByTestId("sound-game-key")).toHaveText("mycustom_ding");

  const download = page.waitForEvent("download");
  await page.locator('[data-action="action-export"]').click();
  const zip = await JSZip.loadAsync(await readFile((await (await download).path())!));
  const text = (path: string) => zip.file(`mycustommod/${path}`)!.async("string");
  const localization = await text("localization/en-us.lua");
  // every shown key is the game key of a definition: its class and mod prefix plus the bare key
  // the definition writes, and the localization entry is under exactly that key
  const check = async (file: string, classPrefix: string, shown: string[]) => {
    const source = await text(file);
    for (const key of shown) {
      expect(key.startsWith(`${classPrefix}mycustom_`), key).toBe(true);
      expect(source, file).toContain(`key = "${key.slice(`${classPrefix}mycustom_`.length)}"`);
      expect(localization).toContain(`${key} = {`);
    }
  };
  await check("items/jokers.lua", "j_", jokers);
  await check("items/consumables.lua", "c_", consumables);
  await check("items/boosters.lua", "p_", boosters);
  expect(await text("items/sounds.lua")).toContain('key = "ding"');
  expect(zip.file("mycustommod/assets/sounds/ding.ogg")).not.toBeNull();
  await expectNoErrors(errors);
});

// Issue 13 item 3: keys have one length limit (64); the editors say so on the field and never store a longer key.
test("a key longer than 64 characters gets a message on its field and is not stored", async ({ page }) => {
  const errors = watchErrors(page);
  await stubExternalNetwork(page);
  await page.goto("/jokers");
  await page.getByTestId("item-create").click();
  const editor = page.getByRole("dialog");
  const key = editor.getByTestId("item-key-input");
  await key.fill("k".repeat(65));
  await expect(editor.getByTestId("field-error")).toHaveText("Key must be 64 characters or less");
  await expect(key).toHaveAttribute("aria-invalid", "true");
  await key.press("Tab");
  await expect(key).toHaveValue("new_joker");
  await expect(editor.getByTestId("field-error")).toHaveCount(0);
  await key.fill("k".repeat(64));
  await key.press("Enter");
  await expect(editor.getByTestId("generated-key")).toHaveText(`j_mycustom_${"k".repeat(64)}`);
  await editor.getByTestId("editor-done").click();

  await navigate(page, "/sounds", "Sounds");
  await page.getByRole("button", { name: "Add New Sound" }).click();
  await page.getByRole("dialog").getByLabel("Key").fill("s".repeat(65));
  await expect(page.locator("#sound-key-help")).toHaveText("Key must be 64 characters or less");
  await page.getByRole("dialog").getByRole("button", { name: "Create Sound" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoErrors(errors);
});

test("the Keys reference: sections by URL, search across sections, one click copies a key", async ({ page, context }) => {
  const errors = watchErrors(page);
  await stubExternalNetwork(page);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/keys/jokers");
  await expect(page.getByRole("heading", { level: 1, name: "Keys Reference" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Jokers" })).toBeVisible();
  await expect(page.getByTestId("keys-section")).toHaveCount(1);
  await expect(page.getByTestId("keys-count")).toHaveText("150 keys");
  await page.getByRole("link", { name: "Tags", exact: true }).click();
  await expect(page).toHaveURL(/\/keys\/tags$/);
  await expect(page.getByTestId("keys-count")).toHaveText("24 keys");

  await page.getByRole("searchbox", { name: "Search keys" }).fill("glass");
  await expect(page.getByRole("region", { name: "Enhancements" }).getByRole("button", { name: "Copy m_glass" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Jokers" }).getByRole("button", { name: "Copy j_glass" })).toBeVisible();
  await page.getByRole("button", { name: "Copy j_glass" }).click();
  await expect(page.getByText("Key copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("j_glass");
  await screenshot(page, "keys-reference-search");

  await page.goto("/keys/no-such-section");
  await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
  await expectNoErrors(errors);
});

// Issue 12 "also fix": older projects point their art at the original site's placeholder paths.
test("art at the original site's placeholder paths shows our placeholder, not a broken image", async ({ page }) => {
  const errors = watchErrors(page);
  await stubExternalNetwork(page);
  const p = emptyProject(Date.UTC(2026, 0, 1));
  p.jokers = [createItem("joker", { id: "j1", name: "Old Art", objectKey: "old_art", imagePreview: "/images/placeholderjokers/placeholder-joker-40.png" } as never)];
  await page.goto("/jokers");
  await importThroughPicker(page, serializeProject(p, new Date(0).toISOString()), "old-art.jokerforge");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first().getByTestId("placeholder-art")).toBeVisible();
  await expect(cards(page).first().getByTestId("card-art")).toHaveCount(0);
  await expectNoErrors(errors);
});
