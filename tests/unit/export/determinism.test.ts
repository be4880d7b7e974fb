// The same project always gives the same bytes: files, order and zip (fixed entry dates).
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import JSZip from "jszip";
import { buildZip, exportMod } from "../../../domain/export";
import { sampleProject } from "./sampleProject";

describe("deterministic export", () => {
  it("exports the same files in the same order twice", () => {
    const a = exportMod(sampleProject());
    const b = exportMod(sampleProject());
    expect([...a.files.keys()]).toEqual([...b.files.keys()]);
    for (const [path, data] of a.files) expect(b.files.get(path), path).toEqual(data);
  });

  it("zips to identical bytes, unzipping into one folder named after the mod id", async () => {
    const one = await buildZip(exportMod(sampleProject()));
    const two = await buildZip(exportMod(sampleProject()));
    expect(Buffer.from(one).equals(Buffer.from(two))).toBe(true);
    const zip = await JSZip.loadAsync(one);
    const names = Object.keys(zip.files);
    expect(names.every((n) => n.startsWith("testmod/"))).toBe(true);
    expect(names).toContain("testmod/main.lua");
    expect(zip.files["testmod/main.lua"].date.toISOString()).toBe("1980-01-01T00:00:00.000Z");
  });

  it("does not depend on the machine's time zone", () => {
    const script = `import { buildZip, exportMod } from "./domain/export"; import { sampleProject } from "./tests/unit/export/sampleProject"; buildZip(exportMod(sampleProject())).then((z) => process.stdout.write(Buffer.from(z).toString("base64")));`;
    const run = (tz: string) => execFileSync("npx", ["tsx", "-e", script], { env: { ...process.env, TZ: tz }, encoding: "utf8" });
    expect(run("Pacific/Kiritimati")).toBe(run("America/Los_Angeles"));
  });
});
