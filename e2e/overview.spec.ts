import { expect, test, type Page, type Route } from "@playwright/test";
import { expectNoErrors, screenshot, watchErrors } from "./helpers";

const API = "https://api.github.com/repos/Jayd-H/joker-forge/commits?per_page=8&page=1";
const API_GLOB = "https://api.github.com/repos/Jayd-H/joker-forge/commits**";

/** A failing commit request is expected here; Chromium reports it as a console error by itself. */
const withoutNetworkNoise = (errors: string[]) => errors.filter((e) => !/Failed to load resource|ERR_|api\.github\.com/.test(e));

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

const COMMITS = [
  { sha: "a1b2c3d4e5f6a7b8", html_url: "https://github.com/Jayd-H/joker-forge/commit/a1b2c3d", commit: { message: "feat(jokers): add retrigger effect\n\nlong body", author: { name: "Jayden H", date: ago(20 * 1000) } }, author: { login: "Jayd-H", avatar_url: "https://avatars.example/1" } },
  { sha: "b2c3d4e5f6a7b8c9", html_url: "https://github.com/Jayd-H/joker-forge/commit/b2c3d4e", commit: { message: "FIX: export crash on empty mod", author: { name: "Butter Stutter", date: ago(5 * MIN) } }, author: null },
  { sha: "c3d4e5f6a7b8c9d0", html_url: "https://github.com/Jayd-H/joker-forge/commit/c3d4e5f", commit: { message: "docs: update wiki links", author: { name: "Someone", date: ago(3 * HOUR) } }, author: { login: "docwriter" } },
  { sha: "d4e5f6a7b8c9d0e1", html_url: "https://github.com/Jayd-H/joker-forge/commit/d4e5f6a", commit: { message: "perf: faster grid", author: { name: "X", date: ago(2 * DAY) } }, author: { login: "speedy" } },
  { sha: "e5f6a7b8c9d0e1f2", html_url: "https://github.com/Jayd-H/joker-forge/commit/e5f6a7b", commit: { message: "Merge pull request #12 from branch", author: { name: "Merger", date: "2024-01-15T12:00:00Z" } }, author: { login: "merger" } },
  { sha: "f6a7b8c9d0e1f2a3", html_url: "https://github.com/Jayd-H/joker-forge/commit/f6a7b8c", commit: { message: "chore: bump deps", author: { name: "C", date: ago(1 * DAY) } }, author: { login: "bot" } },
  { sha: "0a7b8c9d0e1f2a3b", html_url: "https://github.com/Jayd-H/joker-forge/commit/0a7b8c9", commit: { message: "style: tidy", author: { name: "S", date: ago(1 * DAY) } }, author: { login: "s" } },
  { sha: "1b8c9d0e1f2a3b4c", html_url: "https://github.com/Jayd-H/joker-forge/commit/1b8c9d0", commit: { message: "refactor(ui): split page", author: { name: "R", date: ago(1 * DAY) } }, author: { login: "r" } },
];

async function mockCommits(page: Page, handler: (route: Route) => Promise<void>) {
  const requests: { url: string; accept: string | undefined }[] = [];
  await page.route(API_GLOB, async (route) => {
    requests.push({ url: route.request().url(), accept: route.request().headers()["accept"] });
    await handler(route);
  });
  return requests;
}

test("shows the latest commits from a mocked API, one request per mount", async ({ page }) => {
  const errors = watchErrors(page);
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => { release = resolve; });
  const requests = await mockCommits(page, async (route) => {
    await gate;
    await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(COMMITS) });
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Mod Overview", level: 1 })).toBeVisible();
  await expect(page.getByTestId("page-mod-name")).toHaveText("My Custom Mod");
  await expect(page.getByRole("heading", { name: "Track Development" })).toBeVisible();
  // While the request is pending: exactly 4 loading placeholders.
  await expect(page.getByTestId("commit-placeholder")).toHaveCount(4);
  await screenshot(page, "overview-commits-loading");
  release();

  const rows = page.getByTestId("commit");
  await expect(rows).toHaveCount(8);
  await expect(page.getByTestId("commit-placeholder")).toHaveCount(0);
  expect(requests).toHaveLength(1);
  expect(requests[0].url).toBe(API);
  expect(requests[0].accept).toBe("application/vnd.github.v3+json");

  const first = rows.nth(0);
  await expect(first.getByTestId("commit-type")).toHaveText("Feature");
  await expect(first.getByTestId("commit-sha")).toHaveText("a1b2c3d");
  await expect(first.getByTestId("commit-message")).toHaveText("add retrigger effect");
  await expect(first.getByTestId("commit-author")).toHaveText("Jayd-H");
  await expect(first.getByTestId("commit-date")).toHaveText("just now");
  await expect(first).toHaveAttribute("href", COMMITS[0].html_url);
  await expect(first).toHaveAttribute("target", "_blank");
  await expect(first).toHaveAttribute("rel", /noopener/);

  // No GitHub user: the commit author's name; case-insensitive type.
  const second = rows.nth(1);
  await expect(second.getByTestId("commit-type")).toHaveText("Fix");
  await expect(second.getByTestId("commit-message")).toHaveText("export crash on empty mod");
  await expect(second.getByTestId("commit-author")).toHaveText("Butter Stutter");
  await expect(second.getByTestId("commit-date")).toHaveText("5m ago");

  await expect(rows.nth(2).getByTestId("commit-type")).toHaveText("Docs");
  await expect(rows.nth(2).getByTestId("commit-date")).toHaveText("3h ago");
  await expect(rows.nth(3).getByTestId("commit-type")).toHaveText("Performance");
  await expect(rows.nth(3).getByTestId("commit-date")).toHaveText("2d ago");
  // Unknown type: no badge, the whole first line; older than 30 days: a locale date.
  await expect(rows.nth(4).getByTestId("commit-type")).toHaveCount(0);
  await expect(rows.nth(4).getByTestId("commit-message")).toHaveText("Merge pull request #12 from branch");
  const localeDate = await page.evaluate(() => new Date("2024-01-15T12:00:00Z").toLocaleDateString());
  await expect(rows.nth(4).getByTestId("commit-date")).toHaveText(localeDate);
  await expect(rows.nth(5).getByTestId("commit-type")).toHaveText("Chore");
  await expect(rows.nth(6).getByTestId("commit-type")).toHaveText("Style");
  await expect(rows.nth(7).getByTestId("commit-type")).toHaveText("Refactor");
  await expect(rows.nth(7).getByTestId("commit-message")).toHaveText("split page");
  await expect(page.getByText("Unable to load commits")).toHaveCount(0);
  await screenshot(page, "overview-commits-loaded");
  await expectNoErrors(errors);
});

test("an HTTP 500 from the API shows 'Unable to load commits'", async ({ page }) => {
  const errors = watchErrors(page);
  const requests = await mockCommits(page, (route) => route.fulfill({ status: 500, body: "boom" }));
  await page.goto("/overview");
  await expect(page.getByText("Unable to load commits")).toBeVisible();
  await expect(page.getByTestId("commit-placeholder")).toHaveCount(0);
  await expect(page.getByTestId("commit")).toHaveCount(0);
  expect(requests).toHaveLength(1);
  // The internal reason is logged, never shown.
  await expect(page.getByText(/GitHub API error/)).toHaveCount(0);
  await expectNoErrors(withoutNetworkNoise(errors));
});

test("offline, the feed shows 'Unable to load commits' on every mount", async ({ page, context }) => {
  const errors = watchErrors(page);
  const requests = await mockCommits(page, (route) => route.abort("internetdisconnected"));
  await page.goto("/");
  await expect(page.getByText("Unable to load commits")).toBeVisible();
  // Load the metadata page's code while online, then go offline and come back to the overview.
  await page.getByRole("link", { name: "Mod Metadata" }).first().click();
  await expect(page).toHaveURL(/\/metadata$/);
  await expect(page.getByRole("heading", { name: "Mod Metadata", level: 1 })).toBeVisible();
  await page.unrouteAll();
  await context.setOffline(true);
  await page.getByRole("link", { name: "Overview" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Mod Overview", level: 1 })).toBeVisible();
  await expect(page.getByText("Unable to load commits")).toBeVisible();
  expect(requests).toHaveLength(1);
  await context.setOffline(false);
  await screenshot(page, "overview-commits-offline");
  await expectNoErrors(withoutNetworkNoise(errors));
});

test.describe("inline editing", () => {
  test.beforeEach(async ({ page }) => {
    await page.route(API_GLOB, (route) => route.fulfill({ status: 200, contentType: "application/json", body: "[]" }));
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Mod Overview", level: 1 })).toBeVisible();
  });

  test("Enter saves the name and regenerates id, prefix and display name", async ({ page }) => {
    const errors = watchErrors(page);
    await expect(page.getByRole("button", { name: "Edit Mod name" })).toHaveText(/My Custom Mod/);
    await page.getByRole("button", { name: "Edit Mod name" }).click();
    const input = page.getByRole("textbox", { name: "Mod name" });
    await expect(input).toBeFocused();
    await expect(input).toHaveValue("My Custom Mod");
    await input.fill("2Cool Jokers & Co!");
    await input.press("Enter");
    await expect(input).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Edit Mod name" })).toHaveText(/2Cool Jokers & Co!/);
    await expect(page.getByTestId("page-mod-name")).toHaveText("2Cool Jokers & Co!");
    await expect(page.getByTestId("overview-mod-id")).toHaveText("cooljokersco");
    await expect(page.getByTestId("overview-mod-prefix")).toHaveText("cooljoke");
    // display_name follows the name: the metadata form shows it.
    await page.getByRole("button", { name: "Edit Metadata" }).click();
    await expect(page.getByLabel("Display Name", { exact: true })).toHaveValue("2Cool Jokers & Co!");
    await expect(page.getByLabel("Mod ID", { exact: true })).toHaveValue("cooljokersco");
    await expectNoErrors(errors);
  });

  test("a blank name is refused with 'Mod name is required'", async ({ page }) => {
    await page.getByRole("button", { name: "Edit Mod name" }).click();
    const input = page.getByRole("textbox", { name: "Mod name" });
    await input.fill("   ");
    await input.press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: "Mod name is required" })).toBeVisible();
    await expect(input).toBeVisible();
    await input.press("Escape");
    await expect(page.getByRole("button", { name: "Edit Mod name" })).toHaveText(/My Custom Mod/);
    await expect(page.getByTestId("overview-mod-id")).toHaveText("mycustommod");
  });

  test("the tick saves authors split on commas; the cross and Escape restore", async ({ page }) => {
    const authors = page.getByRole("button", { name: "Edit Authors" });
    await expect(authors).toHaveText(/Anonymous/);
    await authors.click();
    const input = page.getByRole("textbox", { name: "Authors" });
    await input.fill(" Alice ,Bob,, ,Carol ");
    await page.getByRole("button", { name: "Save Authors" }).click();
    await expect(page.getByRole("button", { name: "Edit Authors" })).toHaveText(/^Alice, Bob, Carol/);

    // Escape restores the prior value.
    await page.getByRole("button", { name: "Edit Authors" }).click();
    await page.getByRole("textbox", { name: "Authors" }).fill("Mallory");
    await page.getByRole("textbox", { name: "Authors" }).press("Escape");
    await expect(page.getByRole("button", { name: "Edit Authors" })).toHaveText(/^Alice, Bob, Carol/);
    // Reopening starts from the stored value, not the abandoned draft.
    await page.getByRole("button", { name: "Edit Authors" }).click();
    await expect(page.getByRole("textbox", { name: "Authors" })).toHaveValue("Alice, Bob, Carol");
    await page.getByRole("button", { name: "Cancel editing Authors" }).click();

    // Saving no authors displays 'Anonymous'.
    await page.getByRole("button", { name: "Edit Authors" }).click();
    await page.getByRole("textbox", { name: "Authors" }).fill(" , ");
    await page.getByRole("textbox", { name: "Authors" }).press("Enter");
    await expect(page.getByRole("button", { name: "Edit Authors" })).toHaveText(/^Anonymous/);
  });

  test("version saves with Enter and the cross cancels", async ({ page }) => {
    await page.getByRole("button", { name: "Edit Version" }).click();
    await page.getByRole("textbox", { name: "Version" }).fill("2.3.4-beta");
    await page.getByRole("button", { name: "Cancel editing Version" }).click();
    await expect(page.getByRole("button", { name: "Edit Version" })).toHaveText(/^1\.0\.0/);
    await page.getByRole("button", { name: "Edit Version" }).click();
    await page.getByRole("textbox", { name: "Version" }).fill("2.3.4-beta");
    await page.getByRole("textbox", { name: "Version" }).press("Enter");
    await expect(page.getByRole("button", { name: "Edit Version" })).toHaveText(/^2\.3\.4-beta/);
  });

  test("description: Enter adds a line, Ctrl+Enter saves, empty shows the placeholder", async ({ page }) => {
    const errors = watchErrors(page);
    const display = page.getByRole("button", { name: "Edit Description" });
    await expect(display).toHaveText(/Custom jokers created with Joker Forge/);
    await display.click();
    const area = page.getByRole("textbox", { name: "Description" });
    await area.fill("First line");
    await area.press("Enter");
    await area.pressSequentially("Second line");
    await expect(area).toBeVisible();
    await expect(area).toHaveValue("First line\nSecond line");
    await area.press("Control+Enter");
    await expect(area).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Edit Description" })).toContainText("First line\nSecond line");

    await page.getByRole("button", { name: "Edit Description" }).click();
    await page.getByRole("textbox", { name: "Description" }).fill("");
    await page.getByRole("textbox", { name: "Description" }).press("Escape");
    await expect(page.getByRole("button", { name: "Edit Description" })).toContainText("First line");

    await page.getByRole("button", { name: "Edit Description" }).click();
    await page.getByRole("textbox", { name: "Description" }).fill("");
    await page.getByRole("button", { name: "Save Description" }).click();
    await expect(page.getByRole("button", { name: "Edit Description" })).toHaveText(/^Click to add a description for your mod\.\.\./);
    await screenshot(page, "overview-edited");
    await expectNoErrors(errors);
  });
});

test("quick actions, project summary and the explainer", async ({ page }) => {
  const errors = watchErrors(page);
  await page.route(API_GLOB, (route) => route.fulfill({ status: 200, contentType: "application/json", body: "[]" }));
  await page.goto("/");
  const summary = page.getByRole("region", { name: "Project Summary" });
  for (const [testId, label] of [["jokers", "Jokers"], ["customRarities", "Rarities"], ["consumables", "Consumables"], ["consumableSets", "Consumable Sets"],
    ["boosters", "Booster Packs"], ["enhancements", "Enhancements"], ["seals", "Seals"], ["editions", "Editions"], ["vouchers", "Vouchers"],
    ["decks", "Decks"], ["sounds", "Sounds"]] as const) {
    await expect(summary.getByTestId(`summary-${testId}`)).toHaveAccessibleName(`${label}: 0`);
  }

  // The explainer's four steps and the solo-developer note with the issue tracker link.
  const how = page.getByRole("region", { name: "How It Works" });
  for (const step of ["Choose triggers", "Set conditions", "Define effects", "Export mod files"]) {
    await expect(how.getByText(step, { exact: true })).toBeVisible();
  }
  await expect(how.getByRole("listitem")).toHaveCount(4);
  await expect(page.getByTestId("solo-note")).toContainText("solo-developer project");
  await expect(page.getByTestId("solo-note")).toContainText("rough edges");
  const tracker = page.getByRole("link", { name: "Report it on the issue tracker" });
  await expect(tracker).toHaveAttribute("href", "https://github.com/Jayd-H/joker-forge/issues");
  await expect(tracker).toHaveAttribute("target", "_blank");

  // Summary links go to the page of each list.
  await summary.getByTestId("summary-sounds").click();
  await expect(page).toHaveURL(/\/sounds$/);
  await page.goBack();
  await summary.getByTestId("summary-vouchers").click();
  await expect(page).toHaveURL(/\/vouchers$/);
  await page.goBack();

  const actions = page.getByRole("region", { name: "Quick Actions" });
  await actions.getByRole("button", { name: "Edit Metadata" }).click();
  await expect(page).toHaveURL(/\/metadata$/);
  await page.goBack();
  await actions.getByRole("button", { name: "Create Joker" }).click();
  // Create Joker goes to /jokers?new=1; the jokers page opens the new joker's editor and drops
  // the query at once, so the settled state is what can be checked without racing it.
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page).toHaveURL(/\/jokers$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);

  // Export Mod runs the app's export action, which answers with a toast, a dialog or a download.
  const downloads: string[] = [];
  page.on("download", (d) => downloads.push(d.suggestedFilename()));
  await actions.getByRole("button", { name: "Export Mod" }).click();
  await expect.poll(async () => downloads.length + await page.locator("[data-toast-type], [role=dialog]").count()).toBeGreaterThan(0);
  await expectNoErrors(errors);
});
