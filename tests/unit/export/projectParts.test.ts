// The export worker gets the project in parts (src/services/export/projectParts.ts), so the page
// never clones a large project in one task: the parts must give back the very project, and its
// export the very same zip.
import { describe, expect, it } from "vitest";
import { exportMod } from "../../../domain/export";
import { buildZipSync } from "../../../domain/export/zip";
import { PROJECT_LISTS } from "../../../domain/model";
import { ProjectAssembler, projectParts } from "../../../src/services/export/projectParts";
import { largeProject } from "../../support/projects";

describe("the project in parts for the export worker", () => {
  const project = largeProject({ jokers: 40, consumables: 17, others: 3, sounds: 2 });

  it("slices every list longer than a slice, then sends the rest with those lists empty", () => {
    const messages = projectParts(project, 16);
    const items = messages.filter((m) => m.kind === "items");
    expect(items.filter((m) => m.list === "jokers").map((m) => m.items.length)).toEqual([16, 16, 8]);
    expect(items.filter((m) => m.list === "consumables").map((m) => m.items.length)).toEqual([16, 1]);
    expect(items.every((m) => m.items.length <= 16)).toBe(true);
    const last = messages[messages.length - 1];
    expect(last.kind).toBe("run");
    if (last.kind !== "run") return;
    expect(last.project.jokers).toEqual([]);
    expect(last.project.consumables).toEqual([]);
    expect(last.project.modMetadata).toBe(project.modMetadata);
    // the page's project is left as it was
    expect(project.jokers).toHaveLength(40);
  });

  it("gives back the same project, through a structured clone, and the same zip", () => {
    const assembler = new ProjectAssembler();
    const messages = projectParts(project, 16).map((m) => structuredClone(m));
    const results = messages.map((m) => assembler.add(m));
    expect(results.slice(0, -1).every((r) => r === undefined)).toBe(true);
    const whole = results[results.length - 1]!;
    expect(whole).toEqual(project);
    for (const list of PROJECT_LISTS) expect(whole[list]).toHaveLength(project[list].length);
    expect(Buffer.from(buildZipSync(exportMod(whole))).equals(Buffer.from(buildZipSync(exportMod(project))))).toBe(true);
  });

  it("starts afresh after each project", () => {
    const assembler = new ProjectAssembler();
    for (const m of projectParts(project, 16)) assembler.add(m);
    const small = largeProject({ jokers: 3, consumables: 1, others: 1, sounds: 0 });
    const [only] = projectParts(small, 16);
    expect(assembler.add(only)).toEqual(small);
  });
});
