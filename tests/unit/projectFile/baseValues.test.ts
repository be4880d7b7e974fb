// Enhancement base values (config.bonus, mult, x_mult, p_dollars, h_x_mult, h_dollars) and consumable
// highlight limits survive save -> import unchanged; bad ones are repaired, unknown keys kept.
import { describe, expect, it } from "vitest";
import { createItem, emptyProject, type Consumable, type Enhancement } from "../../../domain/model";
import { importProjectText, serializeProject } from "../../../domain/projectFile";
import { text } from "./build";

function importOk(source: string) {
  const result = importProjectText(source);
  if (!result.ok) throw new Error(result.reason);
  return result;
}

describe("base values and highlight limits in the project file", () => {
  it("round-trips every base value and both limits", () => {
    const project = emptyProject(0);
    project.enhancements.push(createItem("enhancement", {
      id: "m1", objectKey: "shiny", config: { bonus: 30, mult: 4, x_mult: 1.5, p_dollars: 2, h_x_mult: 1.25, h_dollars: 3 },
    }));
    project.consumables.push(createItem("consumable", { id: "c1", objectKey: "pick", max_highlighted: 3, min_highlighted: 2 }));
    const saved = serializeProject(project, "2026-06-13T10:00:00.000Z");
    const { project: back, report } = importOk(saved);
    expect(back.enhancements[0].config).toEqual({ bonus: 30, mult: 4, x_mult: 1.5, p_dollars: 2, h_x_mult: 1.25, h_dollars: 3 });
    expect(back.consumables[0].max_highlighted).toBe(3);
    expect(back.consumables[0].min_highlighted).toBe(2);
    expect(back).toEqual({ ...project, timestamp: Date.parse("2026-06-13T10:00:00.000Z") });
    expect(report.repairs.filter((r) => /config|highlighted/.test(r))).toEqual([]);
  });

  it("new items have no base values and no limits", () => {
    const enhancement = createItem("enhancement", { id: "m1" });
    const consumable = createItem("consumable", { id: "c1" });
    expect(enhancement.config).toBeUndefined();
    expect(consumable.max_highlighted).toBeUndefined();
    expect(consumable.min_highlighted).toBeUndefined();
  });

  it("drops invalid values with a repair note and keeps valid and unknown ones", () => {
    const { project, report } = importOk(text({
      enhancements: [{ id: "m1", name: "E", objectKey: "e", config: { bonus: "30", mult: "lots", x_mult: null, Xmult: 2, h_dollars: 3 } }],
      consumables: [
        { id: "c1", name: "C", objectKey: "c", max_highlighted: 2.5, min_highlighted: -1 },
        { id: "c2", name: "D", objectKey: "d", max_highlighted: "2", min_highlighted: 0 },
      ],
    }));
    const enhancement = project.enhancements[0] as Enhancement;
    // "30" is converted; "lots" and null are removed; an unknown key is kept verbatim.
    expect(enhancement.config).toEqual({ bonus: 30, h_dollars: 3, Xmult: 2 });
    const [bad, good] = project.consumables as Consumable[];
    expect(bad.max_highlighted).toBeUndefined();
    expect(bad.min_highlighted).toBeUndefined();
    expect(good.max_highlighted).toBe(2);
    expect(good.min_highlighted).toBe(0);
    expect(report.repairs.some((r) => r.includes("config.mult"))).toBe(true);
    expect(report.repairs.some((r) => r.includes("max_highlighted"))).toBe(true);
    expect(report.repairs.some((r) => r.includes("min_highlighted"))).toBe(true);
  });

  it("a config that is not an object is removed", () => {
    const { project } = importOk(text({ enhancements: [{ id: "m1", name: "E", objectKey: "e", config: [30] }] }));
    expect(project.enhancements[0].config).toBeUndefined();
  });
});
