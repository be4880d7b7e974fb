// The keys the game knows an object by (spec section 3, "Generated keys"), e.g. c_{prefix}_{objectKey}.
import type { ObjectType } from "./items";

/** Class prefix per type; booster and seal keys have none ("{prefix}_{objectKey}"). */
export const GAME_KEY_CLASS: Record<ObjectType, string> = {
  joker: "j_",
  consumable: "c_",
  booster: "",
  enhancement: "m_",
  seal: "",
  edition: "e_",
  voucher: "v_",
  deck: "b_",
};

/**
 * "Where the object key is missing, the lower-cased name with spaces replaced by underscores is
 * used, with 'unnamed_...' fallbacks": unnamed_joker, unnamed_consumable, ...
 */
export function objectKeyOrFallback(item: { objectKey?: string; name?: string }, objectType: ObjectType): string {
  if (item.objectKey) return item.objectKey;
  const fromName = (item.name ?? "").toLowerCase().replace(/ /g, "_");
  return fromName || `unnamed_${objectType}`;
}

/** The full game key, e.g. gameKey("joker", "mymod", {objectKey: "lucky"}) -> "j_mymod_lucky". */
export function gameKey(objectType: ObjectType, prefix: string, item: { objectKey?: string; name?: string }): string {
  return `${GAME_KEY_CLASS[objectType]}${prefix}_${objectKeyOrFallback(item, objectType)}`;
}
