// Pool flags set by Emit Flag and read by Check Flag and jokers' appearance flags. Namespaced by
// the mod prefix so two mods' "custom_flag" never collide.
export function safeFlagKey(prefix: string, flag: string): string {
  const clean = flag.trim().replace(/[^A-Za-z0-9_]/g, "_") || "flag";
  return `${prefix}_${clean}`;
}
