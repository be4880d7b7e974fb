// Enhancements, seals and editions: the card modifiers.
import { expect, test, type Page } from "@playwright/test";
import { expectNoErrors, screenshot, watchErrors } from "./helpers";
import { cardNames, cardOf, cards, createNamed, dialog, done, itemPageFlow, navigate, openEditor, optionValues, uploadArt } from "./itemPageFlow";
import { addSound } from "./soundSteps";

async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

test("enhancements: create, edit, duplicate, reorder, search and delete", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, "/enhancements", "Enhancements");
  await itemPageFlow(page, {
    singular: "Enhancement", plural: "Enhancements", newKey: "new_enhancement", gameKey: (k) => `m_mycustom_${k}`,
    edit: async (p) => {
      const d = dialog(p);
      await expect(d.getByTestId("enhancement-values-note")).toContainText("Rules");
      await uploadArt(p);
      await d.getByRole("tab", { name: "Properties" }).click();
      await d.getByTestId("enhancement-replace_base_card").click();
      await d.getByTestId("enhancement-any_suit").click();
      await expect(d.getByTestId("enhancement-any_suit")).toHaveAttribute("aria-checked", "true");
      // The game refuses any_suit together with no_suit: one turns the other off.
      await d.getByTestId("enhancement-no_suit").click();
      await expect(d.getByTestId("enhancement-any_suit")).toHaveAttribute("aria-checked", "false");
      await d.getByTestId("enhancement-weight").fill("2.5");
    },
    checkCard: async (p) => {
      const card = cards(p).first();
      await expect(card.getByTestId("card-badge")).toHaveText(["Enhancement", "Replaces card", "No suit"]);
      await expect(card.getByTestId("card-art")).toBeVisible();
    },
  });
  // Bravo (weight 5, the default) sorts after the two 2.5s, and first when descending.
  await page.getByTestId("item-sort").selectOption("weight");
  await expect.poll(() => cardNames(page)).toEqual(["Alpha Card", "Alpha Card", "Bravo Card"]);
  await page.getByTestId("item-sort-direction").click();
  await expect.poll(() => cardNames(page)).toEqual(["Bravo Card", "Alpha Card", "Alpha Card"]);
  await expectNoErrors(errors);
});

test("a colour typed in lower case keeps its caret and comes back with one Ctrl+Z; the badge takes it in capitals", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, "/seals", "Seals");
  await page.getByTestId("item-create").click();
  const d = dialog(page);
  await d.getByRole("tab", { name: "Badge and Sound" }).click();
  const colour = d.getByTestId("seal-colour");
  await colour.fill("112233");
  await colour.press("Home");
  await colour.press("ArrowRight");
  await colour.press("ArrowRight");
  // typed into the middle: each key lands where the caret is (the field's value used to be
  // rewritten in capitals on every key, which sent the caret to the end)
  await page.keyboard.type("ab");
  await expect(colour).toHaveValue("11ab2233");
  await expect(colour).toHaveCSS("text-transform", "uppercase");
  await expect(d.getByTestId("field-error")).toHaveCount(0);
  await page.keyboard.press("Control+z");
  await expect(colour).toHaveValue("112233");
  await page.keyboard.press("Control+y");
  await expect(colour).toHaveValue("11ab2233");
  await done(page);
  await expect(cards(page).first().getByTestId("card-badge")).toHaveCSS("background-color", "rgba(17, 171, 34, 0.2)");
  await openEditor(page, "New Seal");
  await d.getByRole("tab", { name: "Badge and Sound" }).click();
  await expect(colour).toHaveValue("11AB2233");
  await expectNoErrors(errors);
});

test("seals: create, edit, duplicate, reorder, search and delete", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, "/seals", "Seals");
  await itemPageFlow(page, {
    singular: "Seal", plural: "Seals", newKey: "new_seal", gameKey: (k) => `mycustom_${k}`,
    edit: async (p) => {
      const d = dialog(p);
      await d.getByRole("tab", { name: "Badge and Sound" }).click();
      await d.getByTestId("seal-colour").fill("FF0000");
      await expect(d.getByTestId("seal-sound")).toHaveValue("gold_seal");
      const sounds = await optionValues(p, "seal-sound");
      expect(sounds).toContain("foil1");
      expect(sounds).toContain("xchips");
      await d.getByTestId("seal-sound").selectOption("tarot1");
      await d.getByTestId("seal-pitch").fill("0.8");
      await d.getByTestId("seal-volume").fill("2");
      await expect(d.getByTestId("field-error")).toHaveText("Must be at most 1");
      await d.getByTestId("seal-volume").fill("0.7");
    },
    checkCard: async (p) => {
      const badge = cards(p).first().getByTestId("card-badge");
      await expect(badge).toHaveText("Alpha Card");
      await expect(badge).toHaveCSS("background-color", "rgb(255, 0, 0)");
    },
  });
  await openEditor(page, "Bravo Card");
  await dialog(page).getByRole("tab", { name: "Badge and Sound" }).click();
  await expect(dialog(page).getByTestId("seal-sound")).toHaveValue("gold_seal");
  await expect(dialog(page).getByTestId("seal-pitch")).toHaveValue("1.2");
  await done(page);
  await openEditor(page, "Alpha Card");
  await dialog(page).getByRole("tab", { name: "Badge and Sound" }).click();
  await expect(dialog(page).getByTestId("seal-sound")).toHaveValue("tarot1");
  await expect(dialog(page).getByTestId("seal-volume")).toHaveValue("0.7");
  await done(page);
  await expectNoErrors(errors);
});

test("editions: create, edit, duplicate, reorder, search and delete", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, "/editions", "Editions");
  await itemPageFlow(page, {
    singular: "Edition", plural: "Editions", newKey: "new_edition", gameKey: (k) => `e_mycustom_${k}`,
    edit: async (p) => {
      const d = dialog(p);
      // No art upload for editions: the preview draws the shader on our placeholder card.
      await expect(d.getByTestId("art-file-input")).toHaveCount(0);
      await expect(d.getByTestId("edition-preview")).toHaveAttribute("data-shader", "foil");
      await d.getByRole("tab", { name: "Look and Sound" }).click();
      expect(await optionValues(p, "edition-shader")).toEqual([
        "", "foil", "holo", "polychrome", "booster", "debuff", "voucher", "negative", "negative_shine",
        "flipped", "gilded", "gold", "ionized", "laminated", "monochrome", "sepia", "glitched", "neon", "overexposed", "frosted",
      ]);
      await d.getByTestId("edition-shader").selectOption("polychrome");
      await expect(d.getByTestId("edition-preview")).toHaveAttribute("data-shader", "polychrome");
      await d.getByTestId("edition-colour").fill("4BC292");
      await d.getByTestId("edition-disable_shadow").click();
      await expect(d.getByTestId("edition-sound")).toHaveValue("foil1");
      await d.getByRole("tab", { name: "Shop" }).click();
      await d.getByTestId("edition-in_shop").click();
      await d.getByTestId("edition-weight").fill("7");
      await d.getByTestId("edition-extra_cost").fill("3");
    },
    checkCard: async (p) => {
      const card = cards(p).first();
      await expect(card.getByTestId("card-badge")).toHaveText(["Alpha Card", "Polychrome", "In shop", "+$3"]);
      await expect(card.getByTestId("card-badge").first()).toHaveCSS("background-color", "rgb(75, 194, 146)");
      await expect(card.getByTestId("edition-preview")).toHaveAttribute("data-shader", "polychrome");
    },
  });
  // "None" stores no shader at all.
  await openEditor(page, "Bravo Card");
  await dialog(page).getByRole("tab", { name: "Look and Sound" }).click();
  await dialog(page).getByTestId("edition-shader").selectOption("");
  await done(page);
  await expect(cardOf(page, "Bravo Card").getByTestId("edition-preview")).toHaveAttribute("data-shader", "none");
  await expect(cardOf(page, "Bravo Card").getByTestId("card-badge").nth(1)).toHaveText("No shader");
  await expectNoErrors(errors);
});

test("the project's own sounds are offered to seals and editions", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, "/sounds", "Sounds");
  await addSound(page, "chime");

  await navigate(page, "/seals", "Seals");
  await page.getByTestId("item-create").click();
  await dialog(page).getByRole("tab", { name: "Badge and Sound" }).click();
  expect((await optionValues(page, "seal-sound"))[0]).toBe("mycustom_chime");
  await dialog(page).getByTestId("seal-sound").selectOption("mycustom_chime");
  // The project's own sound can be heard here at the chosen pitch and volume.
  await expect(dialog(page).getByTestId("seal-sound-play")).toBeVisible();
  await done(page);

  await navigate(page, "/editions", "Editions");
  await page.getByTestId("item-create").click();
  await dialog(page).getByRole("tab", { name: "Look and Sound" }).click();
  expect((await optionValues(page, "edition-sound"))[0]).toBe("mycustom_chime");
  await dialog(page).getByTestId("edition-sound").selectOption("mycustom_chime");
  await done(page);

  // Deleting the sound is the sounds page's business; the seal then shows it as missing.
  await navigate(page, "/seals", "Seals");
  await openEditor(page, "New Seal");
  await dialog(page).getByRole("tab", { name: "Badge and Sound" }).click();
  await expect(dialog(page).getByTestId("seal-sound")).toHaveValue("mycustom_chime");
  await done(page);
  await expectNoErrors(errors);
});

test("screenshots: each card-modifier page with three items", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, "/enhancements", "Enhancements");
  await createNamed(page, "Ember Card", "{C:mult}+6{} Mult when scored");
  await createNamed(page, "Slate Card", "{C:chips}+40{} Chips[s]no rank or suit");
  await createNamed(page, "Gilded Card", "Earn {C:money}$2{} while[s]held in hand");
  await openEditor(page, "Slate Card");
  await dialog(page).getByRole("tab", { name: "Properties" }).click();
  await dialog(page).getByTestId("enhancement-replace_base_card").click();
  await done(page);
  await screenshot(page, "enhancements-page");
  await openEditor(page, "Ember Card");
  await dialog(page).getByRole("tab", { name: "Properties" }).click();
  await screenshot(page, "enhancements-editor");
  await done(page);

  await navigate(page, "/seals", "Seals");
  for (const [name, colour] of [["Ruby Seal", "E0115F"], ["Jade Seal", "00A86B"], ["Onyx Seal", "353839"]] as const) {
    await page.getByTestId("item-create").click();
    await dialog(page).getByTestId("item-name-input").fill(name);
    await dialog(page).getByTestId("item-description-input").fill(`Retrigger this[s]card {C:attention}1{} time`);
    await dialog(page).getByRole("tab", { name: "Badge and Sound" }).click();
    await dialog(page).getByTestId("seal-colour").fill(colour);
    await done(page);
  }
  await screenshot(page, "seals-page");
  await openEditor(page, "Jade Seal");
  await dialog(page).getByRole("tab", { name: "Badge and Sound" }).click();
  await screenshot(page, "seals-editor");
  await done(page);

  await navigate(page, "/editions", "Editions");
  for (const [name, shader] of [["Prism", "polychrome"], ["Inverse", "negative"], ["Aurum", "gold"]] as const) {
    await page.getByTestId("item-create").click();
    await dialog(page).getByTestId("item-name-input").fill(name);
    await dialog(page).getByTestId("item-description-input").fill(`{X:mult,C:white} X1.5 {} Mult`);
    await dialog(page).getByRole("tab", { name: "Look and Sound" }).click();
    await dialog(page).getByTestId("edition-shader").selectOption(shader);
    await done(page);
  }
  await screenshot(page, "editions-page");
  await openEditor(page, "Prism");
  await dialog(page).getByRole("tab", { name: "Look and Sound" }).click();
  await screenshot(page, "editions-editor");
  await done(page);
  await expectNoErrors(errors);
});
