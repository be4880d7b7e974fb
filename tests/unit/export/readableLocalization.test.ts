// Issue 6: localization/en-us.lua holds every name and description so the mod can be translated,
// so a translator must read the text itself ("Café", not `Caf\195\169`). The file is UTF-8 in the
// export result and in the zip, and real LuaJIT still hands every byte back unchanged.
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { buildZip, exportMod } from "../../../domain/export";
import { createItem, emptyProject, type Project } from "../../../domain/model";
import { runLua } from "../../lua/luajit";

function project(): Project {
  const p = emptyProject(Date.UTC(2026, 0, 2));
  p.modMetadata = { ...p.modMetadata, id: "cafe", prefix: "cf", name: "Café Mod" };
  p.jokers = [
    createItem("joker", { id: "j1", name: "Café", objectKey: "cafe", prefix: "cf", description: "Un joker au café\u2028caché" }),
    createItem("joker", { id: "j2", name: "ジョーカー", objectKey: "joker_jp", prefix: "cf", description: "{C:mult}+4{} 倍率 🃏", orderValue: 2 }),
  ];
  return p;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });
const text = (data: unknown) => (typeof data === "string" ? data : utf8.decode(data as Uint8Array));

describe("localization/en-us.lua is readable by a translator", () => {
  const result = exportMod(project());
  const source = text(result.files.get("localization/en-us.lua"));

  it("shows names and descriptions literally, with only the invisible line separator escaped", () => {
    expect(source).toContain("name = \"Café\"");
    expect(source).toContain("name = \"ジョーカー\"");
    expect(source).toContain("\"{C:mult}+4{} 倍率 🃏\"");
    expect(source).toContain("\"Un joker au café\\226\\128\\168caché\"");
    expect(source).not.toMatch(/\\195\\169|\\227\\130/);
    expect(source).not.toContain("\u2028");
  });

  it("is stored in the zip as the same UTF-8 bytes", async () => {
    const zip = await JSZip.loadAsync(await buildZip(result));
    const entry = zip.file(`${result.folder}/localization/en-us.lua`);
    expect(entry).not.toBeNull();
    const bytes = await entry!.async("uint8array");
    expect(utf8.decode(bytes)).toBe(source);
    expect(Buffer.from(bytes).includes(Buffer.from([0x43, 0x61, 0x66, 0xc3, 0xa9]))).toBe(true); // "Café" in UTF-8
  });

  it("hands the exact texts back in real LuaJIT", () => {
    const script = [
      `local loc = (function()\n${source}\nend)()`,
      "local J = loc.descriptions.Joker",
      "io.write(J.j_cf_cafe.name, '\\0', J.j_cf_cafe.text[1], '\\0', J.j_cf_joker_jp.name, '\\0', J.j_cf_joker_jp.text[1])",
    ].join("\n");
    const run = runLua(["-"], { input: script });
    expect(run.stderr).toBe("");
    expect(run.stdout.split("\0")).toEqual(["Café", "Un joker au café\u2028caché", "ジョーカー", "{C:mult}+4{} 倍率 🃏"]);
  });
});
