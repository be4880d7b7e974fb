// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { ExportFinishedModal, LIST_PREVIEW } from "../../../src/components/export/ExportFinishedModal";
import type { ExportSummary } from "../../../src/services/export/protocol";
import { buttonByText, cleanup, click, render } from "./harness";

afterEach(cleanup);

function summary(notes: number, files: number): ExportSummary {
  return {
    folder: "mymod", zipName: "mymod.zip", zipBytes: 2048,
    report: {
      filesWritten: Array.from({ length: files }, (_, i) => `items/file_${i + 1}.lua`),
      notExported: [], rulesExported: 3, rulesNotExported: 0, blockWarnings: [],
      warnings: Array.from({ length: notes }, (_, i) => `note ${i + 1}`), counts: {},
    },
  };
}

const notes = () => [...document.querySelectorAll('section[aria-label="Notes"] li')].map((li) => li.textContent);
const files = () => [...document.querySelectorAll('[data-testid="export-files"] li')].map((li) => li.textContent);

describe("the export-finished modal's lists", () => {
  it("shows a long list's first entries and the rest on Show all, in order", async () => {
    await render(<ExportFinishedModal summary={summary(200, 3)} onClose={() => {}} />);
    expect(notes()).toHaveLength(LIST_PREVIEW + 1);
    expect(notes()[0]).toBe("note 1");
    expect(notes()[LIST_PREVIEW - 1]).toBe(`note ${LIST_PREVIEW}`);
    await click(buttonByText("Show all 200 notes"));
    expect(notes()).toEqual(Array.from({ length: 200 }, (_, i) => `note ${i + 1}`));
    expect(buttonByText("Show all 200 notes")).toBeFalsy();
  });

  it("shows a short list whole, with no button", async () => {
    await render(<ExportFinishedModal summary={summary(2, LIST_PREVIEW)} onClose={() => {}} />);
    expect(notes()).toEqual(["note 1", "note 2"]);
    expect(files()).toHaveLength(LIST_PREVIEW);
    expect(files()[0]).toBe("mymod/items/file_1.lua");
    expect(document.body.textContent).not.toContain("Show all");
  });
});
