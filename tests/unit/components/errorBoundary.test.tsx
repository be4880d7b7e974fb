// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "../../../src/components/errors/ErrorBoundary";
import { buttonByText, cleanup, click, render } from "./harness";

function Thrower({ explode }: { explode: boolean }): React.ReactNode {
  if (explode) throw new Error("joker exploded on draw");
  return <p>all good</p>;
}

beforeEach(() => {
  // React reports caught render errors on the console; keep test output clean.
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  await cleanup();
});

describe("ErrorBoundary", () => {
  it("renders children when nothing throws", async () => {
    const { container } = await render(<ErrorBoundary><Thrower explode={false} /></ErrorBoundary>);
    expect(container.textContent).toBe("all good");
  });

  it("shows the whoops screen with the error details and a Refresh Page button that reloads", async () => {
    const { container } = await render(<ErrorBoundary><Thrower explode /></ErrorBoundary>);
    expect(container.querySelector("h1")?.textContent).toBe("Something went wrong (whoops)");
    const details = container.querySelector('[data-testid="error-details"]')?.textContent ?? "";
    expect(details).toContain("Error: joker exploded on draw");
    expect(details).toContain("Thrower");
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload } as Location);
    await click(buttonByText("Refresh Page", container));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("recovers when its reset key changes (the routes reset on navigation)", async () => {
    const { container, rerender } = await render(<ErrorBoundary resetKey="/a"><Thrower explode /></ErrorBoundary>);
    expect(container.textContent).toContain("Something went wrong (whoops)");
    await rerender(<ErrorBoundary resetKey="/b"><Thrower explode={false} /></ErrorBoundary>);
    expect(container.textContent).toBe("all good");
  });

  it("a boundary around one part leaves the rest of the app standing", async () => {
    const { container } = await render(
      <ErrorBoundary>
        <nav>sidebar</nav>
        <ErrorBoundary><Thrower explode /></ErrorBoundary>
      </ErrorBoundary>,
    );
    expect(container.querySelector("nav")?.textContent).toBe("sidebar");
    expect(container.textContent).toContain("Something went wrong (whoops)");
  });
});
