// Custom edition shaders (smods.md 2.17): the file's extern is named after the unprefixed key, and
// every uniform Steamodded sends is declared and really used (LÖVE rejects sends to uniforms the
// compiler removed). Checked by reading the source; the shaders were also compiled once with
// glslangValidator as GLSL 1.20 with LÖVE's defines.
import { describe, expect, it } from "vitest";
import { CUSTOM_SHADERS, customShader, VANILLA_SHADERS } from "../../../domain/export/shaders";

const SENT = ["dissolve", "time", "texture_details", "image_details", "shadow", "burn_colour_1", "burn_colour_2", "mouse_screen_pos", "hovering", "screen_scale"];

describe("custom shaders", () => {
  it("offers eleven custom shaders besides the game's eight", () => {
    expect(CUSTOM_SHADERS).toHaveLength(11);
    expect(VANILLA_SHADERS).toHaveLength(8);
    for (const name of ["flipped", "gilded", "gold", "ionized", "laminated", "monochrome", "sepia"]) expect(CUSTOM_SHADERS).toContain(name);
    expect(customShader("foil")).toBeUndefined();
  });

  it.each(CUSTOM_SHADERS)("%s declares and uses every uniform Steamodded sends", (name) => {
    const source = customShader(name)!;
    for (const uniform of [name, ...SENT]) {
      expect(source, uniform).toMatch(new RegExp(`extern [A-Z_ ]*\\b(vec2|vec4|number|bool)\\s+${uniform};`));
      const uses = source.split("\n").filter((line) => !line.startsWith("extern") && new RegExp(`\\b${uniform}\\b`).test(line));
      expect(uses.length, uniform).toBeGreaterThan(0);
    }
    expect(source).toMatch(/vec4 effect\(vec4 colour, Image texture, vec2 texture_coords, vec2 screen_coords\)/);
    expect(source).toMatch(/#ifdef VERTEX\nvec4 position\(mat4 transform_projection, vec4 vertex_position\)/);
    expect(source.match(/\{/g)?.length).toBe(source.match(/\}/g)?.length);
    // GLSL's source character set is ASCII: strict compilers refuse other bytes even in comments
    expect([...source].filter((c) => c > "~" || (c < " " && c !== "\n" && c !== "\t")).join("")).toBe("");
  });
});
