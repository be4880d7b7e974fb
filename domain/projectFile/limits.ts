// Caps on what an imported file may hold. A whole mod with dozens of embedded songs stays far
// below them; anything larger is a broken or hostile file, refused before it can stall the tab.
export const MAX_FILE_CHARS = 200 * 1024 * 1024;
export const MAX_STRING_CHARS = 20 * 1024 * 1024;
/** Rules nest about eight levels deep; real files never come near this. */
export const MAX_DEPTH = 64;
/** Keys that could reach an object's prototype when copied; refused anywhere in a file. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);
