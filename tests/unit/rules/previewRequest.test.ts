// The builder asks for its live Lua as it opens, before its first render, and its own first
// request joins that one: the same project state and item get the same answer, without a second
// export; any other state or item is asked anew.
import { describe, expect, it } from "vitest";
import { requestPreview } from "../../../src/components/rules/previewClient";
import { warmUpProject } from "../../../src/services/exporter/warmUp";

describe("requestPreview", () => {
  it("answers a repeated request for the same state and item with the same promise, and a new state anew", async () => {
    const project = warmUpProject();
    const first = requestPreview(project, "jokers", "warm-up");
    expect(requestPreview(project, "jokers", "warm-up")).toBe(first);
    const edited = { ...project, jokers: project.jokers.map((j) => ({ ...j, name: "Edited" })) };
    const second = requestPreview(edited, "jokers", "warm-up");
    expect(second).not.toBe(first);
    expect((await first).lua).toContain("SMODS.Joker");
    expect((await second).lua).toContain("Edited");
    // back to the first state: a new request (only the last one is kept)
    expect(requestPreview(project, "jokers", "warm-up")).not.toBe(first);
  });
});
