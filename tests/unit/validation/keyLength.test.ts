// Issue 13 item 3: one length limit (64) for keys and the names files are made from, applied by
// the editors (a message on the field), import (repair: tests/unit/projectFile/keyLength.test.ts)
// and export.
import { describe, expect, it } from "vitest";
import { exportMod } from "../../../domain/export";
import { defaultMetadata, emptyProject, MAX_KEY_LENGTH } from "../../../domain/model";
import { KEY_LENGTH_MESSAGES, keyLengthProblem, validateMetadata } from "../../../domain/validation";
import { soundKeyProblem } from "../../../src/pages/sounds/soundList";

const at = (n: number) => "k".repeat(n);

describe("the key length limit", () => {
  it("is 64 characters", () => expect(MAX_KEY_LENGTH).toBe(64));

  it("item, rarity and set key fields: a message for a key over the limit", () => {
    expect(keyLengthProblem(at(64))).toBeUndefined();
    expect(keyLengthProblem(` ${at(64)} `)).toBeUndefined();
    expect(keyLengthProblem(at(65))).toBe("Key must be 64 characters or less");
  });

  it("sound keys", () => {
    expect(soundKeyProblem(at(64), [])).toBeUndefined();
    expect(soundKeyProblem(at(65), [])).toBe(KEY_LENGTH_MESSAGES.key);
  });

  it("mod id, prefix and main file on the metadata form", () => {
    const result = validateMetadata({ ...defaultMetadata(), id: `m${at(64)}`, prefix: `p${at(64)}`, main_file: `${at(62)}.lua` });
    expect(result.errors).toEqual({
      id: ["Mod ID must be 64 characters or less"],
      prefix: ["Prefix must be 64 characters or less"],
      main_file: ["Main file must be 64 characters or less"],
    });
    expect(validateMetadata({ ...defaultMetadata(), id: `m${at(63)}`, prefix: `p${at(63)}`, main_file: `${at(60)}.lua` }).valid).toBe(true);
  });

  it("export refuses a mod id, prefix or main file over the limit (they name files)", () => {
    const project = emptyProject();
    project.modMetadata.id = `m${at(64)}`;
    expect(() => exportMod(project)).toThrow("Missing required metadata fields");
    try {
      exportMod(project);
    } catch (error) {
      expect((error as { detail?: string }).detail).toContain("the mod id must be 64 characters or less");
    }
  });
});
