// The import worker's answer in pieces: put back together it is the imported project as JSON reads
// it back, frozen, and a 4 MB project arrives in many small messages.
import { describe, expect, it } from "vitest";
import { importProjectText } from "../../../domain/projectFile";
import { SLICE_CHARS, createImportAssembler, importMessages, type ImportMessage } from "../../../src/app/actions/importProtocol";
import { createProjectStore, markJsonClean } from "../../../src/store/projectStore";

function file(jokers: number, artChars: number): string {
  return JSON.stringify({
    metadata: { id: "piece", name: "Pieces", author: ["A"], prefix: "pc", version: "1.0.0" },
    jokers: Array.from({ length: jokers }, (_, i) => ({
      id: `j${i}`, name: `Joker ${i}`, objectKey: `joker_${i}`, orderValue: i + 1, rarity: 1,
      imagePreview: `data:image/png;base64,${String(i).padStart(4, "0").repeat(artChars / 4)}`, rules: [],
    })),
    sounds: [], consumables: [],
  });
}

/** Every message as the page gets it: a structured clone. */
function deliver(messages: Iterable<ImportMessage>) {
  const assembler = createImportAssembler();
  let result = null;
  let count = 0;
  for (const message of messages) {
    count += 1;
    result = assembler.take(structuredClone(message));
  }
  return { result, count };
}

describe("import in pieces", () => {
  it("a 4 MB project comes back whole, as JSON reads it, frozen, in messages of at most a slice each", () => {
    const imported = importProjectText(file(200, 20_000));
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    const messages = [...importMessages(imported)];
    for (const message of messages) expect(JSON.stringify(message).length).toBeLessThan(SLICE_CHARS + 40_000);
    const { result, count } = deliver(messages);
    expect(count).toBeGreaterThan(10);
    expect(result?.ok).toBe(true);
    if (!result?.ok) return;
    expect(result.project).toEqual(JSON.parse(JSON.stringify(imported.project)));
    expect(result.report).toEqual(imported.report);
    expect(Object.isFrozen(result.project.jokers[150])).toBe(true);
    expect(Object.isFrozen(result.project.jokers[150].rules)).toBe(true);
  });

  it("a refused file is refused with its reason", () => {
    const imported = importProjectText("{ not json");
    const { result } = deliver(importMessages(imported));
    expect(result).toEqual(imported);
  });

  it("a missing slice is refused, never imported short", () => {
    const imported = importProjectText(file(40, 20_000));
    if (!imported.ok) throw new Error("import failed");
    const messages = [...importMessages(imported)].filter((m, i) => !(m.kind === "items" && i === 2));
    const { result } = deliver(messages);
    expect(result?.ok).toBe(false);
  });

  it("the store logs a JSON-clean import as it is, and the live project is the logged one", () => {
    const imported = importProjectText(file(3, 2_000));
    if (!imported.ok) throw new Error("import failed");
    const { result } = deliver(importMessages(imported));
    if (!result?.ok) throw new Error("assembly failed");
    markJsonClean(result.project);
    const store = createProjectStore();
    store.dispatch({ type: "project/import", project: result.project, from: "file", at: 7 });
    const entry = store.getLog().entries[0];
    expect(entry.kind === "do" && entry.command.type === "project/import" && entry.command.project).toBe(result.project);
    expect(store.getState().jokers).toHaveLength(3);
    expect(store.getState().modMetadata.name).toBe("Pieces");
  });
});
