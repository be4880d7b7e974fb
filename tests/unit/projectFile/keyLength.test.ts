// Issue 13 item 3: keys (item, rarity, set and sound keys) and the names files are made from (mod
// id, prefix, main file) are at most MAX_KEY_LENGTH (64) characters. Import repairs longer ones,
// so an imported project always exports.
import { describe, expect, it } from "vitest";
import { exportMod } from "../../../domain/export";
import { MAX_KEY_LENGTH } from "../../../domain/model";
import { importProjectText } from "../../../domain/projectFile";
import { text } from "./build";

const AUDIO = `data:audio/ogg;base64,${Buffer.from("OggS fake audio").toString("base64")}`;
const long = (c: string) => c.repeat(3000);

describe("import cuts keys and file names longer than 64 characters", () => {
  const input = text({
    metadata: { id: `m${long("o")}`, name: "Long", author: ["A"], description: "d", prefix: `p${long("r")}`, main_file: `${long("x")}.lua`, version: "1.0.0", priority: 0 },
    jokers: [
      { id: "a", name: "A", objectKey: long("k"), rules: [] },
      { id: "b", name: "B", objectKey: `${long("k")}_other`, rules: [] },
    ],
    sounds: [{ id: "s", key: long("s"), soundString: AUDIO, volume: 0.5, pitch: 1 }],
    customRarities: [{ id: "r", key: long("r"), name: "R", badge_colour: "#ffffff", default_weight: 1 }],
    consumableSets: [{ id: "c", key: long("c"), name: "C", primary_colour: "#ffffff", secondary_colour: "#000000" }],
  });
  const result = importProjectText(input);
  if (!result.ok) throw new Error(result.reason);
  const { project, report } = result;

  it("cuts every key to the limit and keeps item keys unique", () => {
    const keys = [...project.jokers.map((j) => j.objectKey), project.sounds[0].key, project.customRarities[0].key, project.consumableSets[0].key];
    for (const key of keys) expect(key.length).toBeLessThanOrEqual(MAX_KEY_LENGTH);
    expect(new Set(project.jokers.map((j) => j.objectKey)).size).toBe(2);
    const repaired = (what: string) => report.repairs.some((r) => r.startsWith(`${what}: longer than ${MAX_KEY_LENGTH} characters, cut`));
    for (const what of ["jokers[].objectKey", "sounds[].key", "customRarities[].key", "consumableSets[].key", "metadata.id", "metadata.prefix"]) expect(repaired(what), what).toBe(true);
  });

  it("cuts the id and prefix, and replaces a main file name that is too long", () => {
    expect(project.modMetadata.id).toBe(`m${"o".repeat(MAX_KEY_LENGTH - 1)}`);
    expect(project.modMetadata.prefix.length).toBeLessThanOrEqual(MAX_KEY_LENGTH);
    expect(project.modMetadata.main_file).toBe("main.lua");
    expect(report.repairs).toContain(`metadata.main_file: longer than ${MAX_KEY_LENGTH} characters, default used`);
  });

  it("exports the repaired project, every file name within the limit", () => {
    const exported = exportMod(project);
    for (const path of exported.files.keys()) {
      for (const part of path.split("/")) expect(Buffer.byteLength(part), path).toBeLessThan(255 - 1);
    }
    expect([...exported.files.keys()]).toContain(`assets/sounds/${"s".repeat(MAX_KEY_LENGTH)}.ogg`);
  });
});
