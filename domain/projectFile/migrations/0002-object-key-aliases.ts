// Early files of the original named each item's key after its type (jokerKey, consumableKey, ...);
// later ones use objectKey (reference joker-forge-original.md section 7, "Key aliases accepted").
// Decks never had one.
import type { ObjectType } from "../../model/items";
import { rawItems } from "./rawItems";
import type { Migration } from "./types";

export const KEY_ALIASES: Record<ObjectType, string | undefined> = {
  joker: "jokerKey",
  consumable: "consumableKey",
  booster: "boosterKey",
  enhancement: "enhancementKey",
  seal: "sealKey",
  edition: "editionKey",
  voucher: "voucherKey",
  deck: undefined,
};

export const objectKeyAliases: Migration = {
  id: 2,
  name: "object-key-aliases",
  up(raw, note) {
    for (const { list, objectType, item } of rawItems(raw)) {
      const alias = KEY_ALIASES[objectType];
      if (!alias || !(alias in item)) continue;
      const current = typeof item.objectKey === "string" ? item.objectKey : "";
      const old = typeof item[alias] === "string" ? (item[alias] as string) : "";
      if (current === "" && old !== "") {
        item.objectKey = old;
        note(`${list}[].${alias}: migrated to objectKey`);
      } else note(`${list}[].${alias}: dropped (objectKey present)`);
      delete item[alias];
    }
  },
};
