// Edition shaders. The game's own shaders are referenced by name (prefix_config.shader = false);
// our custom ones are written here from scratch as small colour transforms. Steamodded sends each
// card shader the uniforms listed in smods.md 2.17, and LÖVE fails on a uniform that is declared
// but optimised away, so every shader declares and really uses all of them, plus one vec2 named
// exactly like the shader's unprefixed key.

export const VANILLA_SHADERS: readonly string[] = ["foil", "holo", "polychrome", "booster", "debuff", "voucher", "negative", "negative_shine"];

/** The colour transform of each custom shader: GLSL statements reading `tex`, `uv`, `t` and writing `tex`. */
const TRANSFORMS: Record<string, string> = {
  flipped: `
    // inverted colours with a faint moving band
    tex.rgb = mix(tex.rgb, vec3(1.0) - tex.rgb, 0.85 + 0.1 * sin(t + uv.y * 6.0));`,
  gilded: `
    // warm gold tint with a sweeping shine
    number lum = dot(tex.rgb, vec3(0.299, 0.587, 0.114));
    number band = smoothstep(0.35, 0.0, abs(fract(uv.x * 0.7 + uv.y * 0.4 - t * 0.15) - 0.5));
    tex.rgb = mix(tex.rgb, vec3(1.0, 0.82, 0.35) * (0.55 + 0.6 * lum), 0.45) + band * vec3(0.25, 0.2, 0.05);`,
  gold: `
    // solid gold: brightness mapped onto a gold ramp
    number lum = dot(tex.rgb, vec3(0.299, 0.587, 0.114));
    tex.rgb = mix(vec3(0.45, 0.3, 0.05), vec3(1.0, 0.9, 0.45), lum) + 0.05 * sin(t * 2.0 + uv.x * 9.0);`,
  ionized: `
    // electric blue shimmer
    number flicker = 0.5 + 0.5 * sin(t * 3.0 + uv.x * 20.0 + uv.y * 13.0);
    tex.rgb = mix(tex.rgb, tex.rgb * vec3(0.5, 0.9, 1.3), 0.6) + flicker * vec3(0.0, 0.12, 0.25);`,
  laminated: `
    // glossy stripes as if under plastic
    number gloss = pow(max(0.0, sin((uv.x + uv.y) * 10.0 - t * 1.5)), 8.0);
    tex.rgb = tex.rgb * 0.95 + gloss * 0.25;`,
  monochrome: `
    // greyscale
    number lum = dot(tex.rgb, vec3(0.299, 0.587, 0.114));
    tex.rgb = vec3(lum) + 0.02 * sin(t + uv.y * 3.0);`,
  sepia: `
    // old photograph
    number lum = dot(tex.rgb, vec3(0.299, 0.587, 0.114));
    tex.rgb = vec3(lum * 1.07, lum * 0.87, lum * 0.62) + 0.02 * sin(t + uv.x * 3.0);`,
  glitched: `
    // colour channels drifting apart in steps
    number step_t = floor(t * 4.0);
    number shift = 0.08 * sin(step_t * 1.7 + floor(uv.y * 12.0));
    tex.rgb = vec3(tex.r * (1.0 + shift), tex.g, tex.b * (1.0 - shift));`,
  neon: `
    // saturated, pulsing colours
    number lum = dot(tex.rgb, vec3(0.299, 0.587, 0.114));
    tex.rgb = clamp(lum + (tex.rgb - lum) * 1.8, 0.0, 1.0) * (0.9 + 0.15 * sin(t * 2.5));`,
  overexposed: `
    // washed out towards white
    tex.rgb = mix(tex.rgb, vec3(1.0), 0.35 + 0.1 * sin(t + uv.x * 4.0));`,
  frosted: `
    // cold blue-white frost, thicker at the edges
    number edge = max(abs(uv.x - 0.5), abs(uv.y - 0.5)) * 2.0;
    tex.rgb = mix(tex.rgb, vec3(0.85, 0.93, 1.0), 0.25 + 0.35 * edge * edge + 0.05 * sin(t));`,
};

export const CUSTOM_SHADERS: readonly string[] = Object.keys(TRANSFORMS);

/** The .fs source of a custom shader, or undefined for names we have none for. */
export function customShader(name: string): string | undefined {
  const transform = TRANSFORMS[name];
  if (!transform) return undefined;
  return `// ${name}: a Joker Forge edition shader (LOVE GLSL; ASCII only, the GLSL source character set).
#if defined(VERTEX) || __VERSION__ > 100 || defined(GL_FRAGMENT_PRECISION_HIGH)
    #define JF_PRECISION highp
#else
    #define JF_PRECISION mediump
#endif

extern JF_PRECISION vec2 ${name};
extern JF_PRECISION number dissolve;
extern JF_PRECISION number time;
extern JF_PRECISION vec4 texture_details;
extern JF_PRECISION vec2 image_details;
extern bool shadow;
extern JF_PRECISION vec4 burn_colour_1;
extern JF_PRECISION vec4 burn_colour_2;

// Burns the card away as dissolve rises, with a glowing rim in the burn colours.
vec4 jf_dissolve(vec4 tex, vec2 uv)
{
    if (dissolve < 0.001) {
        return vec4(shadow ? vec3(0.0) : tex.rgb, shadow ? tex.a * 0.3 : tex.a);
    }
    number grain = fract(sin(dot(floor(uv * texture_details.ba), vec2(12.9898, 78.233))) * 43758.5453);
    number cut = dissolve * 1.1 - 0.05;
    if (grain < cut) {
        return vec4(0.0);
    }
    if (!shadow && grain < cut + 0.08) {
        tex.rgb = grain < cut + 0.04 ? burn_colour_1.rgb : burn_colour_2.rgb;
    }
    return vec4(shadow ? vec3(0.0) : tex.rgb, shadow ? tex.a * 0.3 : tex.a);
}

vec4 effect(vec4 colour, Image texture, vec2 texture_coords, vec2 screen_coords)
{
    vec4 tex = Texel(texture, texture_coords);
    // position inside this card's cell of the atlas, 0..1
    vec2 uv = (texture_coords * image_details - texture_details.xy * texture_details.ba) / texture_details.ba;
    number t = time + ${name}.x * 0.5 + ${name}.y * 0.25;
${transform}
    return jf_dissolve(tex * colour, uv);
}

extern JF_PRECISION vec2 mouse_screen_pos;
extern JF_PRECISION number hovering;
extern JF_PRECISION number screen_scale;

#ifdef VERTEX
vec4 position(mat4 transform_projection, vec4 vertex_position)
{
    // a slight lean towards the pointer while hovered
    if (hovering > 0.0) {
        vec2 towards = (mouse_screen_pos - vertex_position.xy) / max(screen_scale, 0.0001);
        vertex_position.xy += towards * 0.002 * hovering;
    }
    return transform_projection * vertex_position;
}
#endif
`;
}
