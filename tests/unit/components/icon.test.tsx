// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { Icon } from "../../../src/components/icons/Icon";
import { MORE_PATHS } from "../../../src/components/icons/moreIcons";
import { cleanup, render, waitFor } from "./harness";

afterEach(cleanup);

const pathOf = (container: HTMLElement) => container.querySelector("svg path")?.getAttribute("d") ?? null;

describe("Icon", () => {
  it("draws a first-screen icon at once", async () => {
    const { container } = await render(<Icon name="home" />);
    expect(pathOf(container)).toMatch(/^M/);
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("draws any other icon once its paths have loaded, keeping the box meanwhile", async () => {
    const { container } = await render(<Icon name="warning" className="h-4 w-4" />);
    expect(container.querySelector("svg")?.getAttribute("class")).toContain("h-4 w-4");
    expect(await waitFor(() => pathOf(container), "the warning path")).toBe(MORE_PATHS.warning);
    // Loaded once: a later icon of the same set draws at once.
    const next = await render(<Icon name="spinner" />);
    expect(pathOf(next.container)).toBe(MORE_PATHS.spinner);
  });
});
