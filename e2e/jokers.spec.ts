import { expect, test, type Locator, type Page } from "@playwright/test";
import { rgbPng as png } from "../tests/support/png";
import { storedRecord } from "./fileActions";
import { SHOTS, expectNoErrors, keyOfItsOwn, screenshot, watchErrors } from "./helpers";
import { uploadArt } from "./itemPageFlow";

const cards = (page: Page) => page.getByTestId("item-card");
const cardNames = (page: Page) => cards(page).locator(".jf-card-name").allTextContents();
const editor = (page: Page) => page.getByRole("dialog");

async function createJoker(page: Page, name: string, description?: string) {
  await page.getByTestId("item-create").click();
  const dialog = editor(page);
  await expect(dialog.getByTestId("item-editor")).toBeVisible();
  await dialog.getByTestId("item-name-input").fill(name);
  if (description !== undefined) await dialog.getByTestId("item-description-input").fill(description);
  await dialog.getByTestId("editor-done").click();
  await expect(dialog).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await page.goto("/jokers");
  await expect(page.getByRole("heading", { name: "Jokers", exact: true })).toBeVisible();
});

test("create, edit, duplicate, search and delete a joker", async ({ page }) => {
  const errors = watchErrors(page);
  await expect(page.getByTestId("item-empty")).toContainText("No Custom Jokers Yet");

  // Create: the editor opens on a new joker with a derived key.
  await page.getByTestId("item-create").click();
  const dialog = editor(page);
  await expect(dialog.getByTestId("item-key-input")).toHaveValue("new_joker");
  await expect(dialog.getByTestId("generated-key")).toHaveText("j_mycustom_new_joker");

  // Live name validation with the spec's messages; invalid names are not stored.
  const name = dialog.getByTestId("item-name-input");
  await name.fill('Lucky "Cat"');
  await expect(dialog.getByTestId("field-error")).toHaveText("Name cannot contain quotation marks");
  await name.fill("");
  await expect(dialog.getByTestId("field-error")).toHaveText("Name cannot be empty");
  await name.fill("Lucky Cat");
  await expect(dialog.getByTestId("field-error")).toHaveCount(0);
  // The key follows the name while it is still the derived one.
  await expect(dialog.getByTestId("generated-key")).toHaveText("j_mycustom_lucky_cat");

  // Description: rendered with the game's colours; an unclosed tag is an error.
  const description = dialog.getByTestId("item-description-input");
  await description.fill("{C:mult}+#1#{} Mult {C:chips");
  await expect(dialog.getByTestId("field-error")).toHaveText("Unclosed formatting tag detected");
  await description.fill("{C:mult}+4{} Mult[s]{X:mult,C:white} X2 {} Mult");
  await expect(dialog.getByTestId("field-error")).toHaveCount(0);
  const red = dialog.getByTestId("description-preview").locator('[data-colour="mult"]').first();
  await expect(red).toHaveCSS("color", "rgb(254, 95, 85)");

  await dialog.getByTestId("joker-rarity").selectOption({ label: "Rare" });
  await dialog.getByTestId("joker-cost").fill("7");
  // The key can be set by hand and is made code-safe.
  await dialog.getByTestId("item-key-input").fill("Lucky Kitty!");
  await dialog.getByTestId("item-key-input").press("Enter");
  await expect(dialog.getByTestId("item-key-input")).toHaveValue("lucky_kitty");
  await dialog.getByRole("tab", { name: "Properties" }).click();
  await dialog.getByTestId("joker-force_eternal").click();
  await expect(dialog.getByTestId("joker-force_eternal")).toHaveAttribute("aria-checked", "true");
  await dialog.getByTestId("editor-done").click();

  const card = cards(page).first();
  await expect(card.locator(".jf-card-name")).toHaveText("Lucky Cat");
  await expect(card.getByTestId("generated-key")).toHaveText("j_mycustom_lucky_kitty");
  await expect(card.getByTestId("card-cost")).toHaveText("$7");
  await expect(card.getByTestId("card-badge").first()).toHaveText("Rare");
  await expect(card.getByTestId("card-badge").nth(1)).toHaveText("Eternal");
  await expect(card.locator('[data-colour="mult"]').first()).toHaveCSS("color", "rgb(254, 95, 85)");
  await expect(page.getByTestId("item-count")).toHaveText("1 joker");

  // Duplicate: a new card right after, same name, unique key.
  await page.getByRole("button", { name: "Duplicate Lucky Cat" }).click();
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).nth(1).getByTestId("generated-key")).toHaveText("j_mycustom_lucky_kitty2");
  await expect(page.getByTestId("item-count")).toHaveText("2 jokers");

  await createJoker(page, "Blue Moon", "{C:chips}+30{} Chips");
  await expect(cards(page)).toHaveCount(3);

  // Search by name and by key.
  await page.getByTestId("item-search").fill("moon");
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByTestId("item-count")).toHaveText("Showing 1 of 3 jokers");
  await page.getByTestId("item-search").fill("lucky_kitty2");
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByTestId("generated-key")).toHaveText("j_mycustom_lucky_kitty2");
  await page.getByTestId("item-search").fill("nothing like this");
  await expect(page.getByTestId("item-empty")).toContainText("No Jokers Found");
  await page.getByRole("button", { name: "Clear Search" }).click();
  await expect(cards(page)).toHaveCount(3);

  // Delete: confirmation first; keeping changes nothing.
  await page.getByRole("button", { name: "Delete Blue Moon" }).click();
  await page.getByRole("button", { name: "Keep Joker" }).click();
  await expect(cards(page)).toHaveCount(3);
  await page.getByRole("button", { name: "Delete Blue Moon" }).click();
  await page.getByRole("button", { name: "Delete Joker" }).click();
  await expect(cards(page)).toHaveCount(2);
  await expect.poll(() => cardNames(page)).toEqual(["Lucky Cat", "Lucky Cat"]);

  // Undo brings it back (every edit is a command).
  await page.keyboard.press("Control+z");
  await expect(cards(page)).toHaveCount(3);
  await expectNoErrors(errors);
});

test("reorder jokers by drag and drop, keyboard and buttons; the sort is persisted", async ({ page }) => {
  const errors = watchErrors(page);
  for (const n of ["Alpha", "Bravo", "Charlie"]) await createJoker(page, n);
  await expect.poll(() => cardNames(page)).toEqual(["Alpha", "Bravo", "Charlie"]);

  // Drag Alpha onto the right half of Charlie: it lands after Charlie.
  const alpha = cards(page).nth(0);
  const charlie = cards(page).nth(2);
  const box = (await charlie.boundingBox())!;
  await alpha.dragTo(charlie, { targetPosition: { x: box.width * 0.8, y: box.height / 2 } });
  await expect.poll(() => cardNames(page)).toEqual(["Bravo", "Charlie", "Alpha"]);
  await expect(cards(page).nth(2)).toContainText("#3");

  // Keyboard: focus Alpha, Alt+ArrowLeft twice; focus stays on the moved card.
  await cards(page).nth(2).focus();
  await page.keyboard.press("Alt+ArrowLeft");
  await expect.poll(() => cardNames(page)).toEqual(["Bravo", "Alpha", "Charlie"]);
  await page.keyboard.press("Alt+ArrowLeft");
  await expect.poll(() => cardNames(page)).toEqual(["Alpha", "Bravo", "Charlie"]);
  await expect(page.locator("[data-testid=item-card]:focus")).toContainText("Alpha");

  // Move buttons.
  await page.getByRole("button", { name: "Move Bravo right" }).click();
  await expect.poll(() => cardNames(page)).toEqual(["Alpha", "Charlie", "Bravo"]);

  // Sort by name, descending; it survives a reload of the page (user config).
  await page.getByTestId("item-sort").selectOption("name");
  await page.getByTestId("item-sort-direction").click();
  await expect.poll(() => cardNames(page)).toEqual(["Charlie", "Bravo", "Alpha"]);
  await expect(page.getByTestId("reorder-hint")).toBeVisible();
  await expect(page.getByRole("button", { name: "Move Bravo right" })).toBeDisabled();
  const stored = await page.evaluate(() => localStorage.getItem("jokerforge.userConfig"));
  expect(JSON.parse(stored!).pageData.find((p: { objectType: string }) => p.objectType === "joker")).toMatchObject({ filter: "name", direction: "desc" });
  await expectNoErrors(errors);
});

test("art: upload a PNG through the file input, add an overlay, drop an image on a card", async ({ page }) => {
  const errors = watchErrors(page);
  await page.getByTestId("item-create").click();
  const dialog = editor(page);
  await dialog.getByTestId("item-name-input").fill("Painted");
  // A 71x95 picture, stored at 2x (142x190) and scaled without smoothing.
  await uploadArt(page, "joker.png");

  await dialog.getByTestId("overlay-file-input").setInputFiles({ name: "soul.png", mimeType: "image/png", buffer: png(71, 95, () => [255, 255, 255]) });
  await expect(dialog.getByTestId("card-overlay")).toBeVisible();
  await dialog.getByTestId("editor-done").click();
  await expect(cards(page).first().getByTestId("card-art")).toBeVisible();
  await expect(cards(page).first().getByTestId("card-overlay")).toBeVisible();

  // Drop a picture file onto a second card.
  await createJoker(page, "Dropped");
  const target = cards(page).nth(1);
  await expect(target.getByTestId("placeholder-art")).toBeVisible();
  const green = png(71, 95, () => [75, 194, 146]).toString("base64");
  const transfer = await page.evaluateHandle((b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const dt = new DataTransfer();
    dt.items.add(new File([bytes], "drop.png", { type: "image/png" }));
    return dt;
  }, green);
  await target.dispatchEvent("dragover", { dataTransfer: transfer });
  await target.dispatchEvent("drop", { dataTransfer: transfer });
  await expect(target.getByTestId("card-art")).toBeVisible();
  await expectNoErrors(errors);
});

test("rules entry point lists the rules; /jokers?new=1 opens a new joker", async ({ page }) => {
  const errors = watchErrors(page);
  await createJoker(page, "Ruled");
  await page.getByRole("button", { name: "Rules of Ruled" }).click();
  await expect(page.getByTestId("rules-view")).toContainText("no rules yet");
  await expect(page.getByTestId("rules-empty")).toBeVisible();
  await page.getByRole("button", { name: "Close", exact: true }).first().click();

  // The load asks whether to restore the auto-save first; ?new=1 waits for the answer and adds the
  // new joker to the restored project.
  await expect.poll(() => storedRecord(page)).not.toBeNull();
  await page.goto("/jokers?new=1");
  const restore = page.getByRole("dialog", { name: "Restore Auto-Saved Project?" });
  await expect(restore).toBeVisible();
  await restore.getByRole("button", { name: "Restore Project" }).click();
  await expect(editor(page).getByTestId("item-editor")).toBeVisible();
  await expect(page).toHaveURL(/\/jokers$/);
  await editor(page).getByTestId("editor-done").click();
  await expect(cards(page)).toHaveCount(2);
  await expectNoErrors(errors);
});

test("screenshot: the jokers page with three jokers", async ({ page }) => {
  const errors = watchErrors(page);
  await createJoker(page, "Lucky Cat", "{C:green}1 in 4{} chance for{s:0.85}[s]{X:mult,C:white} X3 {} Mult");
  await createJoker(page, "Blue Moon", "{C:chips}+30{} Chips for each{s:0.85}[s]{C:planet}Planet{} card used");
  await createJoker(page, "Golden Goose", "Earn {C:money}$4{} at end of round[s]{C:inactive}(Currently {C:attention}2{C:inactive} eggs)");
  await page.getByRole("button", { name: "Edit Golden Goose" }).click();
  await editor(page).getByTestId("joker-rarity").selectOption({ label: "Legendary" });
  await editor(page).getByTestId("editor-done").click();
  await expect(cards(page)).toHaveCount(3);
  await screenshot(page, "jokers-page");
  await page.screenshot({ path: `${SHOTS}/jokers-page-viewport.png` });
  await page.getByRole("button", { name: "Edit Lucky Cat" }).click();
  await screenshot(page, "jokers-editor");
  for (const tab of ["Properties", "Spawning", "Unlock"]) {
    await editor(page).getByRole("tab", { name: tab }).click();
    await screenshot(page, `jokers-editor-${tab.toLowerCase()}`);
  }
  await editor(page).getByRole("button", { name: "Rules" }).click();
  await screenshot(page, "jokers-rules");
  await expectNoErrors(errors);
});

test("500 jokers: the grid renders only what is on screen", async ({ page }) => {
  const errors = watchErrors(page);
  await page.getByTestId("item-create").click();
  await editor(page).getByTestId("editor-done").click();
  // 499 clicks on the first card's Duplicate button, fired from inside the page for speed.
  await page.evaluate(() => {
    const button = () => document.querySelector<HTMLButtonElement>('[aria-label^="Duplicate"]')!;
    for (let i = 0; i < 499; i++) button().click();
  });
  await expect(page.getByTestId("item-count")).toHaveText("500 jokers");
  const rendered = await cards(page).count();
  expect(rendered).toBeGreaterThan(0);
  expect(rendered).toBeLessThan(60);
  const firstPosition = async () => Number(/position (\d+) of/.exec((await cards(page).first().getAttribute("aria-label")) ?? "")?.[1]);
  // The wheel goes to what is under the pointer: put it on the grid first, and wheel again until the grid has moved
  // (a wheel sent while the page is still settling after 499 duplicates can land before anything scrolls).
  await cards(page).first().hover();
  await expect(async () => {
    await page.mouse.wheel(0, 20000);
    expect(await firstPosition()).toBeGreaterThan(20);
  }).toPass();
  await expect.poll(() => cards(page).count()).toBeLessThan(60);
  await expectNoErrors(errors);
});

test("closing a new joker's editor with the keyboard leaves focus on its card, where the empty list's button was", async ({ page }) => {
  const errors = watchErrors(page);
  await expect(page.getByTestId("item-empty")).toBeVisible();
  await page.getByTestId("item-empty").getByRole("button", { name: "Create Joker" }).focus();
  await page.keyboard.press("Enter");
  await expect(editor(page).getByTestId("item-editor")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(editor(page)).toHaveCount(0);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toBeFocused();
  await expectNoErrors(errors);
});

test("a formatting button wraps the selected words in the description, and Ctrl+Z in the field takes it back", async ({ page }) => {
  const errors = watchErrors(page);
  await page.getByTestId("item-create").click();
  const description = editor(page).getByTestId("item-description-input");
  await description.fill("Gives Mult");
  // select "Mult" and wrap it in the mult colour
  await description.evaluate((el: HTMLTextAreaElement) => { el.focus(); el.setSelectionRange(6, 10); });
  await editor(page).getByRole("toolbar", { name: "Insert formatting" }).getByRole("button", { name: "Mult", exact: true }).click();
  await expect(description).toHaveValue("Gives {C:mult}Mult{}");
  await expect(description).toBeFocused();
  expect(await description.evaluate((el: HTMLTextAreaElement) => [el.selectionStart, el.selectionEnd])).toEqual([18, 18]);
  await expect(editor(page).getByTestId("description-preview")).toHaveText("Gives Mult");
  await page.keyboard.press("Control+z");
  await expect(description).toHaveValue("Gives Mult");
  await editor(page).getByTestId("editor-done").click();
  await expect(cards(page).first()).toContainText("Gives Mult");
  await expectNoErrors(errors);
});

test("typing in the description is taken back by one Ctrl+Z in the field, as in the name; the previews and the saved item follow", async ({ page }) => {
  const errors = watchErrors(page);
  await page.getByTestId("item-create").click();
  await keyOfItsOwn(editor(page));
  for (const id of ["item-name-input", "item-description-input"]) {
    const field = editor(page).getByTestId(id);
    await field.click();
    await page.keyboard.press("Control+End");
    const before = await field.inputValue();
    await page.keyboard.type(" hello world");
    await expect(field).toHaveValue(`${before} hello world`);
    // React rewrote a textarea's text on every key, and the browser's undo then went a letter at a time
    await page.keyboard.press("Control+z");
    await expect(field, id).toHaveValue(before);
  }
  await expect(editor(page).getByTestId("description-preview")).not.toContainText("hello");
  await editor(page).getByTestId("editor-done").click();
  await expect(cards(page).first()).not.toContainText("hello");
  await expectNoErrors(errors);
});

/**
 * A new joker's name typed on (" Max"), then the focus taken away at once, before typing rests:
 * the key, which follows the name, is drawn a moment later. Gives the key field.
 */
async function typeNameThenLeaveAtOnce(page: Page, leave: (key: Locator) => Promise<void>): Promise<Locator> {
  await page.getByTestId("item-create").click();
  const key = editor(page).getByTestId("item-key-input");
  await editor(page).getByTestId("item-name-input").click();
  await page.keyboard.press("End");
  await page.keyboard.type(" Max");
  await leave(key);
  return key;
}

test("Tab from the name into the key at once, then typing, replaces the key that followed the name (its new text all selected)", async ({ page }) => {
  const errors = watchErrors(page);
  const key = await typeNameThenLeaveAtOnce(page, () => page.keyboard.press("Tab"));
  await expect(key).toBeFocused();
  await expect(key).toHaveValue("new_joker_max");
  expect(await key.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([0, "new_joker_max".length]);
  await page.keyboard.type("mine");
  await expect(key).toHaveValue("mine");
  await page.keyboard.press("Enter");
  await expect(editor(page).getByText("j_mycustom_mine")).toBeVisible();
  await expectNoErrors(errors);
});

test("a click into the key at once after typing the name: the caret stays where it was clicked when the key follows the name", async ({ page }) => {
  const errors = watchErrors(page);
  const key = await typeNameThenLeaveAtOnce(page, async (field) => {
    // just after "new_" (the key's font is monospaced; measured in the page)
    const x = await field.evaluate((el: HTMLInputElement) => {
      const style = getComputedStyle(el);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${style.fontSize} ${style.fontFamily}`;
      return parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth) + context.measureText("new_").width + 1;
    });
    await field.click({ position: { x, y: 10 } });
  });
  await expect(key).toHaveValue("new_joker_max");
  await page.keyboard.type("my_");
  await expect(key).toHaveValue("new_my_joker_max");
  await expectNoErrors(errors);
});

test("an error that goes on the key fixing it does not split the typing: emptied, then typed, the name comes back with one Ctrl+Z", async ({ page }) => {
  const errors = watchErrors(page);
  await page.getByTestId("item-create").click();
  await keyOfItsOwn(editor(page));
  const name = editor(page).getByTestId("item-name-input");
  await name.click();
  await page.keyboard.press("Control+a");
  await page.keyboard.press("Backspace");
  await expect(editor(page).getByTestId("field-error")).toHaveCount(1);
  await page.keyboard.type("Abc");
  // the error goes from sight at once (its element leaves the page once typing pauses)
  await expect(editor(page).getByTestId("field-error")).toHaveCount(0);
  await expect(name).toHaveValue("Abc");
  await page.keyboard.press("Control+z");
  await expect(name).toHaveValue("New Joker");
  await expectNoErrors(errors);
});

test("the editor's code stays out of a first visit, is fetched once the pointer is on the page, and the editor opens on it", async ({ page }) => {
  const errors = watchErrors(page);
  const fetched: string[] = [];
  page.on("request", (request) => { if (/\/(ItemEditor|jokerTabs)-[^/]*\.js$/.test(request.url())) fetched.push(new URL(request.url()).pathname); });
  await page.goto("/jokers");
  await page.waitForLoadState("networkidle");
  expect(fetched).toEqual([]);
  const asked = Promise.all([page.waitForRequest(/\/ItemEditor-[^/]*\.js$/), page.waitForRequest(/\/jokerTabs-[^/]*\.js$/)]);
  await page.getByRole("heading", { level: 1, name: "Jokers", exact: true }).hover();
  await asked;
  await page.getByTestId("item-empty").getByRole("button", { name: "Create Joker" }).click();
  await expect(editor(page).getByTestId("item-name-input")).toHaveValue("New Joker");
  expect(fetched).toHaveLength(2);
  await expectNoErrors(errors);
});
