// A chosen file read as a project: its text, the project a mod's .zip carries, or the reason a
// sound, an image or other binary data is not one (named, not "not valid JSON" with its bytes).
import { describe, expect, it } from "vitest";
import JSZip from "jszip";
import { projectTextOfBytes } from "../../../domain/projectFile/fileBytes";
import { exportMod, buildZip } from "../../../domain/export";
import { emptyProject } from "../../../domain/model";
import { importProjectText } from "../../../domain/projectFile";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("projectTextOfBytes", () => {
  it("gives a project file's text as it is", async () => {
    expect(await projectTextOfBytes(bytes('{"metadata":{}}'))).toEqual({ text: '{"metadata":{}}' });
  });

  it("gives the project file an exported mod's .zip carries", async () => {
    const project = emptyProject(Date.UTC(2026, 0, 2));
    project.modMetadata = { ...project.modMetadata, name: "Zipped", id: "zipped", prefix: "zp" };
    const zip = await buildZip(exportMod(project));
    const read = await projectTextOfBytes(zip);
    expect("text" in read).toBe(true);
    const imported = importProjectText((read as { text: string }).text);
    expect(imported.ok && imported.project.modMetadata.name).toBe("Zipped");
  });

  it("takes the shallowest, then latest, of several project files, and names a .zip without one", async () => {
    const zip = new JSZip();
    zip.file("mod/mod-2026-01-01.jokerforge", "old");
    zip.file("mod/mod-2026-02-01.jokerforge", "new");
    zip.file("mod/deeper/top-2027-01-01.jokerforge", "deeper");
    expect(await projectTextOfBytes(await zip.generateAsync({ type: "uint8array" }))).toEqual({ text: "new" });
    const empty = new JSZip();
    empty.file("mod/main.lua", "return");
    expect(await projectTextOfBytes(await empty.generateAsync({ type: "uint8array" }))).toEqual({ reason: "$: this .zip holds no project file (.jokerforge); a mod's .zip from Export Mod Files carries one" });
  });

  it("names sounds, images and binary data picked by mistake", async () => {
    const of = (head: number[]) => projectTextOfBytes(new Uint8Array([...head, 0, 0, 0, 0]));
    expect(await of([0x4f, 0x67, 0x67, 0x53])).toEqual({ reason: "$: this is an OGG sound, not a project file (.jokerforge)" });
    expect(await of([0x89, 0x50, 0x4e, 0x47])).toEqual({ reason: "$: this is a PNG image, not a project file (.jokerforge)" });
    expect(await of([0x49, 0x44, 0x33])).toEqual({ reason: "$: this is an MP3 sound, not a project file (.jokerforge)" });
    expect(await of([0x7b, 0x22])).toEqual({ reason: "$: this is binary data, not a project file (.jokerforge)" });
    expect(await projectTextOfBytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toMatchObject({ reason: expect.stringMatching(/^\$: this \.zip cannot be read/) });
  });
});
