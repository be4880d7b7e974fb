// An item list's Lua file opens with the file-level helpers its items call (chain_effects,
// buffer_dollars: domain/catalog/compile/helpers.ts). A preview of one item has its own helpers
// only: comparing it with the whole file means leaving them out.

/** The printed file without the helper functions at its top. */
export function withoutHelpers(lua: string): string {
  let rest = lua;
  while (rest.startsWith("local function ")) rest = rest.slice(rest.indexOf("\nend\n") + 5).trimStart();
  return rest;
}
