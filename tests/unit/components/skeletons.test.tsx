// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { FormSkeleton, GridSkeleton, MetadataSkeleton } from "../../../src/components/skeletons/Skeletons";
import { cleanup, render } from "./harness";

afterEach(cleanup);

describe("loading skeletons", () => {
  it("grid shows four card placeholders", async () => {
    const { container } = await render(<GridSkeleton />);
    expect(container.querySelector('[data-skeleton="grid"]')?.getAttribute("role")).toBe("status");
    expect(container.querySelectorAll("[data-skeleton-card]")).toHaveLength(4);
  });

  it("form and metadata variants render their own layouts, announced as loading", async () => {
    const { container } = await render(<><FormSkeleton /><MetadataSkeleton /></>);
    const form = container.querySelector('[data-skeleton="form"]')!;
    const metadata = container.querySelector('[data-skeleton="metadata"]')!;
    expect(form.getAttribute("aria-label")).toBe("Loading");
    expect(metadata.getAttribute("aria-label")).toBe("Loading");
    expect(form.innerHTML).not.toBe(metadata.innerHTML);
    expect(container.querySelectorAll("[data-skeleton-card]")).toHaveLength(0);
  });
});
