// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { SidebarActions } from "../../../src/components/sidebar/SidebarActions";
import { startExport } from "../../../src/app/actions/exportRun";
import { cleanup, click, render, waitFor } from "./harness";

// Controllable stand-ins for the real actions: the test decides when an export finishes.
const calls: string[] = [];
let finishExport: () => void = () => {};
vi.mock("../../../src/app/actions/projectActions", () => ({
  importProjectAction: async () => { calls.push("import"); },
  saveProjectAction: async () => { calls.push("save"); },
  exportModAction: () => { calls.push("export"); return new Promise<void>((resolve) => { finishExport = resolve; }); },
}));

afterEach(async () => {
  calls.length = 0;
  await cleanup();
});

const button = (id: string) => document.querySelector<HTMLButtonElement>(`[data-action="${id}"]`)!;

describe("SidebarActions", () => {
  it("shows the three actions, each tagged with the project format", async () => {
    await render(<SidebarActions collapsed={false} />);
    const texts = ["action-import", "action-save", "action-export"].map((id) => button(id).textContent);
    expect(texts).toEqual(["Import Mod.jokerforge", "Save Mod.jokerforge", "Export Mod Files.jokerforge"]);
  });

  it("calls the import and save actions", async () => {
    await render(<SidebarActions collapsed={false} />);
    await click(button("action-import"));
    await click(button("action-save"));
    await waitFor(() => calls.length === 2, "both actions");
    expect(calls).toEqual(["import", "save"]);
  });

  it("shows 'Exporting...' and is disabled until the export promise settles", async () => {
    await render(<SidebarActions collapsed={false} />);
    await click(button("action-export"));
    await waitFor(() => button("action-export").textContent?.includes("Exporting..."), "exporting label");
    expect(button("action-export").disabled).toBe(true);
    await click(button("action-export"));
    expect(calls.filter((c) => c === "export")).toHaveLength(1);
    finishExport();
    await waitFor(() => !button("action-export").disabled, "export to finish");
    expect(button("action-export").textContent).toContain("Export Mod Files");
  });

  it("an export started elsewhere (the overview's Export Mod) disables this button too, and is not run twice", async () => {
    await render(<SidebarActions collapsed={false} />);
    const first = startExport();
    expect(startExport()).toBe(first);
    await waitFor(() => button("action-export").textContent?.includes("Exporting..."), "exporting label");
    expect(button("action-export").disabled).toBe(true);
    await waitFor(() => calls.includes("export"), "the export action to start");
    finishExport();
    await first;
    await waitFor(() => !button("action-export").disabled, "export to finish");
    expect(calls.filter((c) => c === "export")).toHaveLength(1);
  });

  it("the collapsed rail keeps the names as accessible labels", async () => {
    await render(<SidebarActions collapsed />);
    expect(button("action-import").getAttribute("aria-label")).toBe("Import Mod");
    expect(button("action-export").getAttribute("aria-label")).toBe("Export Mod Files");
    expect(button("action-save").textContent).toBe("");
  });
});
