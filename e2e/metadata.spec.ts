import { expect, test, type Page } from "@playwright/test";
import { buildManifest } from "../domain/export/manifest";
import { rgbaPng, type RGB, type RGBA } from "../tests/support/png";
import { defaultMetadata, type ModMetadata } from "../domain/model";
import { expectNoErrors, screenshot, typingPaused, watchErrors } from "./helpers";

// A real PNG, so the upload goes through the browser's own decoder.
const opaque = ([r, g, b]: RGB): RGBA => [r, g, b, 255];
const RED: RGB = [230, 30, 40];
const BLUE: RGB = [20, 60, 220];
const checker = (x: number, y: number): RGB => ((x + y) % 2 === 0 ? RED : BLUE);

/** Size and distinct colours of an image URL, decoded by the page. */
async function inspectImage(page: Page, src: string) {
  return page.evaluate(async (url) => {
    const image = new Image();
    await new Promise((resolve, reject) => { image.onload = resolve; image.onerror = reject; image.src = url; });
    const canvas = document.createElement("canvas");
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    const colours = new Set<string>();
    for (let i = 0; i < data.length; i += 4) colours.add(`${data[i]},${data[i + 1]},${data[i + 2]},${data[i + 3]}`);
    return { width: image.naturalWidth, height: image.naturalHeight, colours: [...colours].sort() };
  }, src);
}

const expectedJson = (metadata: ModMetadata) => JSON.stringify(buildManifest(metadata), null, 2);
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function open(page: Page) {
  await page.goto("/metadata");
  await expect(page.getByRole("heading", { name: "Mod Metadata", level: 1 })).toBeVisible();
}

test("shows every section with the defaults and the exact manifest", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page);
  await expect(page.getByTestId("page-mod-name")).toHaveText("My Custom Mod");
  for (const heading of ["Basic Information", "Appearance & Display", "Version & Loading", "Dependencies & Conflicts", "Mod Summary", "JSON Preview", "Mod Logo", "Mod Icon"]) {
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  await expect(field(page, "Mod Name")).toHaveValue("My Custom Mod");
  await expect(field(page, "Mod ID")).toHaveValue("mycustommod");
  await expect(field(page, "Prefix")).toHaveValue("mycustom");
  await expect(field(page, "Authors")).toHaveValue("Anonymous");
  await expect(field(page, "Description")).toHaveValue("Custom jokers created with Joker Forge");
  await expect(field(page, "Main File")).toHaveValue("main.lua");
  await expect(field(page, "Display Name")).toHaveValue("My Custom Mod");
  await expect(field(page, "Badge Colour")).toHaveValue("666665");
  await expect(field(page, "Badge Text Colour")).toHaveValue("FFFFFF");
  await expect(field(page, "Version")).toHaveValue("1.0.0");
  await expect(field(page, "Priority")).toHaveValue("0");
  await expect(field(page, "Dependencies")).toHaveValue("Steamodded (>=1.0.0~BETA-0827c)");
  await expect(field(page, "Conflicts")).toHaveValue("");
  await expect(field(page, "Provides")).toHaveValue("");
  const vanilla = page.getByRole("checkbox", { name: "Disable Vanilla Jokers" });
  await expect(vanilla).not.toBeChecked();
  await expect(page.getByText("Jimbo may still appear")).toBeVisible();
  await expect(page.getByText(/negative priority load first/)).toBeVisible();
  await expect(page.getByTestId("manifest-preview")).toHaveText(expectedJson(defaultMetadata()));
  await expect(page.getByTestId("field-error")).toHaveCount(0);
  await expect(page.getByTestId("field-warning")).toHaveCount(0);
  await screenshot(page, "metadata-defaults");
  await expectNoErrors(errors);
});

test("renaming regenerates id, prefix and display name, except back to the default", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page);
  await field(page, "Mod Name").fill("42 Super Jokers: Deluxe!");
  await expect(field(page, "Mod ID")).toHaveValue("superjokersdeluxe");
  await expect(field(page, "Prefix")).toHaveValue("superjok");
  await expect(field(page, "Display Name")).toHaveValue("42 Super Jokers: Deluxe!");
  await expect(page.getByTestId("page-mod-name")).toHaveText("42 Super Jokers: Deluxe!");

  // A hand-set id survives until the name changes again.
  await field(page, "Mod ID").fill("handmade_id");
  await field(page, "Prefix").fill("hm");
  await expect(field(page, "Mod ID")).toHaveValue("handmade_id");
  await field(page, "Mod Name").press("End");
  await field(page, "Mod Name").pressSequentially("X");
  await expect(field(page, "Mod ID")).toHaveValue("superjokersdeluxex");
  await expect(field(page, "Prefix")).toHaveValue("superjok");

  // Typing the default name changes only the name (the others show what they hold once typing pauses).
  await field(page, "Mod ID").fill("keepme");
  await field(page, "Mod Name").fill("My Custom Mod");
  await typingPaused(page);
  await expect(field(page, "Mod ID")).toHaveValue("keepme");
  await expect(field(page, "Display Name")).toHaveValue("42 Super Jokers: Deluxe!X");

  // Only symbols and digits: the id falls back.
  await field(page, "Mod Name").fill("123 !!!");
  await expect(field(page, "Mod ID")).toHaveValue("mycustommod");
  await expect(field(page, "Prefix")).toHaveValue("mycustom");
  await expectNoErrors(errors);
});

test("one Ctrl+Z takes back what was typed, though errors went and the ID, prefix and display name followed meanwhile", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page);
  // an emptied Mod ID: its error and the JSON preview's note go on the first key typed
  const id = field(page, "Mod ID");
  await id.click();
  await page.keyboard.press("Control+a");
  await page.keyboard.press("Delete");
  await expect(page.getByTestId("field-error")).toHaveCount(1);
  await expect(page.getByTestId("manifest-preview-blocked")).toHaveCount(1);
  await page.keyboard.type("ab1_x");
  await expect(id).toHaveValue("ab1_x");
  await expect(page.getByTestId("field-error")).toHaveCount(0);
  await expect(page.getByTestId("manifest-preview-blocked")).toHaveCount(0);
  await page.keyboard.press("Control+z");
  await expect(id).toHaveValue("");
  await page.keyboard.press("Control+y");
  await expect(id).toHaveValue("ab1_x");

  // the name: the ID, prefix and display name follow it once typing pauses
  const name = field(page, "Mod Name");
  await name.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" Plus");
  await expect(field(page, "Display Name")).toHaveValue("My Custom Mod Plus");
  await expect(field(page, "Mod ID")).toHaveValue("mycustommodplus");
  await page.keyboard.press("Control+z");
  await expect(name).toHaveValue("My Custom Mod");

  // Tab from the name at once, before typing pauses: the ID shows its new value as the focus
  // lands, all of it selected, so what is typed replaces it
  await name.click();
  await page.keyboard.press("End");
  await page.keyboard.type(" Max");
  await page.keyboard.press("Tab");
  const id2 = field(page, "Mod ID");
  await expect(id2).toBeFocused();
  expect(await id2.evaluate((el: HTMLInputElement) => [el.value, el.selectionStart, el.selectionEnd])).toEqual(["mycustommodmax", 0, 14]);
  await page.keyboard.type("mine");
  await expect(id2).toHaveValue("mine");
  // a click into the display name at once after typing in the name: the caret lands in its new text
  await name.click();
  await page.keyboard.press("End");
  await page.keyboard.type("imum");
  await field(page, "Display Name").click();
  await page.keyboard.press("End");
  await page.keyboard.type("!");
  await expect(field(page, "Display Name")).toHaveValue("My Custom Mod Maximum!");
  await expectNoErrors(errors);
});

test("lists, authors and priority are parsed as typed, and the preview follows", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page);
  const authors = field(page, "Authors");
  await authors.fill("");
  await authors.pressSequentially("Ann,  Bo ,");
  // The draft keeps what was typed (the trailing comma) while the stored list is clean.
  await expect(authors).toHaveValue("Ann,  Bo ,");
  await expect(page.getByRole("region", { name: "Mod Summary" })).toContainText("by Ann, Bo");
  await authors.pressSequentially(" Cy");
  await expect(authors).toHaveValue("Ann,  Bo , Cy");

  const priority = field(page, "Priority");
  await priority.fill("");
  await expect(priority).toHaveValue("");
  await priority.pressSequentially("-12");
  await expect(priority).toHaveValue("-12");
  await priority.pressSequentially("a.e+");
  await expect(priority).toHaveValue("-12");
  await priority.fill("");
  await priority.blur();
  await expect(priority).toHaveValue("0");
  await priority.fill("7");
  await priority.fill("-");
  await priority.blur();
  await expect(priority).toHaveValue("7");
  await priority.fill("-3");

  await field(page, "Dependencies").fill("Steamodded (>=1.0.0~BETA-0827c)\n\n   Talisman (>=2.0.0)  \n");
  await field(page, "Conflicts").fill("BadMod\nWorseMod");
  await field(page, "Provides").fill("\n  oldname  \n");
  await expect(field(page, "Dependencies")).toHaveValue("Steamodded (>=1.0.0~BETA-0827c)\n\n   Talisman (>=2.0.0)  \n");

  await field(page, "Description").fill("Two\nlines");
  await field(page, "Main File").fill("core.lua");
  await field(page, "Version").fill("2.1.0~alpha");
  await page.getByRole("checkbox", { name: "Disable Vanilla Jokers" }).check();

  const expected: ModMetadata = {
    ...defaultMetadata(),
    author: ["Ann", "Bo", "Cy"], priority: -3,
    dependencies: ["Steamodded (>=1.0.0~BETA-0827c)", "Talisman (>=2.0.0)"], conflicts: ["BadMod", "WorseMod"], provides: ["oldname"],
    description: "Two\nlines", main_file: "core.lua", version: "2.1.0~alpha", disable_vanilla: true,
  };
  await expect(page.getByTestId("manifest-preview")).toHaveText(expectedJson(expected));
  const summary = page.getByRole("region", { name: "Mod Summary" });
  await expect(summary).toContainText("Disabled");
  await expect(summary).toContainText("-3");
  await screenshot(page, "metadata-edited");
  await expectNoErrors(errors);
});

test("badge colours: pickers, hex inputs and a preview that falls back on bad values", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page);
  const badge = page.getByRole("region", { name: "Appearance & Display" }).getByTestId("badge-preview");
  await expect(badge).toHaveText("My Custom Mod");
  await expect(badge).toHaveCSS("background-color", "rgb(102, 102, 101)");
  await expect(badge).toHaveCSS("color", "rgb(255, 255, 255)");

  await field(page, "Badge Colour").fill("FF9A00");
  await field(page, "Badge Text Colour").fill("102030");
  await expect(badge).toHaveCSS("background-color", "rgb(255, 154, 0)");
  await expect(badge).toHaveCSS("color", "rgb(16, 32, 48)");

  await page.getByLabel("Badge Colour picker").fill("#00ff80");
  await expect(field(page, "Badge Colour")).toHaveValue("00FF80");
  await expect(badge).toHaveCSS("background-color", "rgb(0, 255, 128)");

  await field(page, "Badge Colour").fill("#12345");
  await field(page, "Badge Text Colour").fill("nothex");
  await expect(badge).toHaveCSS("background-color", "rgb(102, 102, 101)");
  await expect(badge).toHaveCSS("color", "rgb(255, 255, 255)");
  await expect(page.getByLabel("Badge Colour picker")).toHaveValue("#666665");

  await field(page, "Display Name").fill("JOKERS+");
  await expect(badge).toHaveText("JOKERS+");
  await screenshot(page, "metadata-badge-fallback");
  await expectNoErrors(errors);
});

for (const target of [
  { button: "Upload Logo", preview: "upload-logo-preview", width: 333, height: 216, source: [37, 24] as const, flag: "hasUserUploadedGameIcon" },
  { button: "Upload Icon", preview: "upload-icon-preview", width: 34, height: 34, source: [17, 17] as const, flag: "hasUserUploadedIcon" },
]) {
  test(`${target.button}: a PNG is redrawn to ${target.width}x${target.height} without smoothing`, async ({ page }) => {
    const errors = watchErrors(page);
    await open(page);
    const preview = page.getByTestId(target.preview);
    const before = await preview.getAttribute("src");
    expect(before).not.toMatch(/^data:/);
    await expect(page.getByRole("region", { name: target.button === "Upload Logo" ? "Mod Logo" : "Mod Icon" })).toContainText("Default image");

    await page.getByLabel(target.button).setInputFiles({ name: "art.png", mimeType: "image/png", buffer: rgbaPng(target.source[0], target.source[1], (x, y) => opaque(checker(x, y))) });
    await expect(preview).toHaveAttribute("src", /^data:image\/png;base64,/);
    await expect(page.getByRole("region", { name: target.button === "Upload Logo" ? "Mod Logo" : "Mod Icon" })).toContainText("Custom image");
    const stored = await inspectImage(page, (await preview.getAttribute("src"))!);
    expect(stored.width).toBe(target.width);
    expect(stored.height).toBe(target.height);
    // Nearest-neighbour only: every pixel is one of the two source colours, none blended.
    expect(stored.colours).toEqual([`${BLUE.join(",")},255`, `${RED.join(",")},255`].sort());
    await screenshot(page, `metadata-${target.button.toLowerCase().replace(" ", "-")}`);
    // The upload is one undo step: image and flag go back together.
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(preview).toHaveAttribute("src", before!);
    await expect(page.getByRole("region", { name: target.button === "Upload Logo" ? "Mod Logo" : "Mod Icon" })).toContainText("Default image");
    await expectNoErrors(errors);
  });
}

test("an image that cannot be decoded is only logged; nothing changes", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page);
  const preview = page.getByTestId("upload-logo-preview");
  const before = await preview.getAttribute("src");
  await page.getByLabel("Upload Logo").setInputFiles({ name: "broken.png", mimeType: "image/png", buffer: Buffer.from("definitely not a png") });
  await expect.poll(() => errors).toContain("Failed to load image");
  await expect(preview).toHaveAttribute("src", before!);
  await expect(page.getByRole("region", { name: "Mod Logo" })).toContainText("Default image");
  await expect(page.getByTestId("manifest-preview")).toHaveText(expectedJson(defaultMetadata()));
});

test("drafts reset when the stored metadata changes underneath (undo)", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page);
  const authors = field(page, "Authors");
  await authors.fill("");
  await authors.pressSequentially("Ann, Bo,");
  await expect(authors).toHaveValue("Ann, Bo,");
  await field(page, "Conflicts").fill("A\n\nB\n");
  await expect(page.getByTestId("manifest-preview")).toContainText('"conflicts"');

  // Undo the conflicts edit, then the whole typing burst in the authors field.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(field(page, "Conflicts")).toHaveValue("");
  // Every draft is rebuilt from the stored metadata: the half-typed trailing comma is gone.
  await expect(authors).toHaveValue("Ann, Bo");
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(authors).toHaveValue("Anonymous");
  await expect(page.getByTestId("manifest-preview")).toHaveText(expectedJson(defaultMetadata()));
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(authors).toHaveValue("Ann, Bo");
  await expectNoErrors(errors);
});

test("every error and warning of the spec shows under its own field", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page);
  const status = page.getByTestId("metadata-status");
  await expect(status).toHaveText("All metadata is valid");
  const expectMessage = async (label: string, message: string, kind: "field-error" | "field-warning") => {
    await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect(page.getByTestId(kind).filter({ hasText: message })).toHaveCount(1);
  };

  const cases: [label: string, value: string, message: string, kind: "field-error" | "field-warning"][] = [
    ["Mod ID", "", "Mod ID is required", "field-error"],
    ["Mod ID", "1abc", "Mod ID must start with a letter and contain only letters, numbers, and underscores", "field-error"],
    ["Mod ID", "has space", "Mod ID must start with a letter and contain only letters, numbers, and underscores", "field-error"],
    ["Mod ID", "Steamodded", "Mod ID cannot be 'Steamodded', 'Lovely', or 'Balatro'", "field-error"],
    ["Mod ID", "Lovely", "Mod ID cannot be 'Steamodded', 'Lovely', or 'Balatro'", "field-error"],
    ["Mod ID", "Balatro", "Mod ID cannot be 'Steamodded', 'Lovely', or 'Balatro'", "field-error"],
    ["Mod Name", "", "Mod name is required", "field-error"],
    ["Authors", " , ", "At least one author is required", "field-error"],
    ["Description", "", "Description is required", "field-error"],
    ["Prefix", "", "Prefix is required", "field-error"],
    ["Prefix", "_pre", "Prefix must start with a letter and contain only letters, numbers, and underscores", "field-error"],
    ["Main File", "", "Main file is required", "field-error"],
    ["Main File", "main.py", "Main file must end with .lua extension", "field-error"],
    ["Version", "1.0", "Version should follow format (major).(minor).(patch)", "field-warning"],
    ["Badge Colour", "12345", "Badge colour should be a valid hex color (6 or 8 digits)", "field-warning"],
    ["Badge Text Colour", "#FFFFFF", "Badge text colour should be a valid hex color (6 or 8 digits)", "field-warning"],
  ];
  for (const [label, value, message, kind] of cases) {
    const before = await field(page, label).inputValue();
    await field(page, label).fill(value);
    await expectMessage(label, message, kind);
    await expect(status).toHaveText(kind === "field-error" ? "1 error to fix" : "Valid, with 1 warning");
    // the preview says the export will not write it while an error stands
    await expect(page.getByTestId("manifest-preview-blocked")).toHaveCount(kind === "field-error" ? 1 : 0);
    // Mod Name edits regenerate the id: put both back through the form.
    await field(page, label).fill(before);
    if (label === "Mod Name") await field(page, "Mod ID").fill("mycustommod");
    await expect(page.getByTestId("field-error")).toHaveCount(0);
    await expect(page.getByTestId("field-warning")).toHaveCount(0);
  }

  // Several at once, and the counts in the summary.
  await field(page, "Main File").fill("x.txt");
  await field(page, "Description").fill("   ");
  await field(page, "Version").fill("beta");
  await expect(status).toHaveText("2 errors to fix");
  await expect(page.getByTestId("manifest-preview-blocked")).toHaveText("Export Mod Files will not write it until the 2 errors above are fixed.");
  await expect(page.getByTestId("field-error")).toHaveText(["Description is required", "Main file must end with .lua extension"]);
  await expect(page.getByTestId("field-warning")).toHaveText(["Version should follow format (major).(minor).(patch)"]);
  await screenshot(page, "metadata-messages");
  // The version warning and an empty version: no warning when not given.
  await field(page, "Version").fill("");
  await expect(page.getByTestId("field-warning")).toHaveCount(0);
  await expectNoErrors(errors);
});

test("what Steamodded would refuse is said under its field, and the preview shows what the manifest holds", async ({ page }) => {
  const errors = watchErrors(page);
  await open(page);
  const status = page.getByTestId("metadata-status");
  const preview = page.getByTestId("manifest-preview");
  // a space after the operator: Steamodded's parser would throw and skip the whole mod; written without it
  await field(page, "Dependencies").fill("Steamodded (>= 1.0.0~BETA-0827c)\nTalisman (>=v2)");
  await expect(page.getByTestId("field-warning")).toHaveCount(1);
  await expect(page.getByTestId("field-warning")).toContainText("'Talisman (>=v2)': Steamodded cannot read the version test '(>=v2)'");
  await expect(field(page, "Dependencies")).toHaveAccessibleDescription(/Steamodded cannot read the version test/);
  await expect(status).toHaveText("Valid, with 1 warning");
  await expect(preview).toContainText('"Steamodded (>=1.0.0~BETA-0827c)"');
  await expect(preview).toContainText('"Talisman"');
  await expect(preview).not.toContainText("(>=v2)");
  await field(page, "Dependencies").fill("Steamodded (>=1.0.0~BETA-0827c)");
  await expect(page.getByTestId("field-warning")).toHaveCount(0);
  // a main file the export would overwrite with its own
  await field(page, "Main File").fill("items/jokers.lua");
  await expect(page.getByTestId("field-error")).toHaveText([/^Main file cannot be config\.lua or sit in items\/ or localization\//]);
  await expect(status).toHaveText("1 error to fix");
  await field(page, "Main File").fill("main.lua");
  await expect(page.getByTestId("field-error")).toHaveCount(0);
  await expectNoErrors(errors);
});
