// Where one project item is referenced by another, and the edits that keep those references
// right when the item's key changes or the item goes. Pure: the pages turn the result into
// commands that share the rename's or the removal's undo step.
import type { Booster, BoosterCardRule, Project, ProjectListName } from "../../../domain/model";

/** What can be referenced, and by which value (see projectOptions for the stored forms). */
export type ReferenceKind = "consumable" | "voucher" | "enhancement" | "seal" | "edition" | "set" | "sound" | "rarity" | "joker";

export interface ReferenceChange {
  list: ProjectListName;
  id: string;
  name: string;
  changes: Record<string, unknown>;
  /** Short human description, e.g. "requirement cleared". */
  what: string;
}

type Namer = (stored: unknown, full: string) => boolean;

type RuleField = keyof Pick<BoosterCardRule, "set" | "enhancement" | "edition" | "seal" | "specific_key" | "rarity">;

const RULE_FIELD: Partial<Record<ReferenceKind, RuleField>> = {
  enhancement: "enhancement", edition: "edition", seal: "seal", set: "set", consumable: "specific_key", voucher: "specific_key",
  joker: "specific_key", rarity: "rarity",
};

// Seals and sounds have no class prefix, so a bare key could just as well be a game one
// ("Gold", "foil1"): only exact matches count for them.
const CLASS_PREFIX: Record<ReferenceKind, string | null> = {
  consumable: "c_", voucher: "v_", enhancement: "m_", edition: "e_", joker: "j_", seal: null, sound: null, set: null, rarity: null,
};

/**
 * Whether a stored value names `full`: exactly, or in the shorter spellings older project files
 * use for the project's own items ("<prefix>_<key>", "<key>").
 */
function namer(kind: ReferenceKind, prefix: string) {
  const cls = CLASS_PREFIX[kind];
  return (stored: unknown, full: string): boolean => {
    if (typeof stored !== "string" || stored === "") return false;
    if (stored === full) return true;
    if (cls === null) return false;
    const lower = stored.toLowerCase();
    const target = full.toLowerCase();
    return `${cls}${lower}` === target || `${cls}${prefix.toLowerCase()}_${lower}` === target;
  };
}

function boosterChanges(boosters: readonly Booster[], kind: ReferenceKind, same: Namer, from: string, to: string | null): ReferenceChange[] {
  const field = RULE_FIELD[kind];
  if (!field) return [];
  const out: ReferenceChange[] = [];
  for (const booster of boosters) {
    const rules = Array.isArray(booster.card_rules) ? booster.card_rules : [];
    let hits = 0;
    const next = rules.map((rule) => {
      if (!same(rule[field], from)) return rule;
      hits++;
      if (to !== null) return { ...rule, [field]: to };
      // A removed specific card leaves the rule without a target: drop the key and its type.
      return field === "specific_key" ? { ...rule, specific_key: "", specific_type: "" as const } : { ...rule, [field]: "" };
    });
    if (hits > 0) {
      out.push({ list: "boosters", id: booster.id, name: booster.name, changes: { card_rules: next },
        what: `${hits} card ${hits === 1 ? "rule" : "rules"} ${to === null ? "cleared" : "updated"}` });
    }
  }
  return out;
}

/**
 * The edits that follow `from` becoming `to` (a rename), or `from` disappearing (`to` null).
 * Rarities (bare keys) and jokers are only followed in booster card rules here; the rarities
 * tab repoints jokers itself. Removal falls back to the field's neutral value: no requirement, Tarot, the default sound,
 * "any" in a booster card rule, the entry dropped from a deck's starting list.
 */
export function referenceChanges(project: Project, kind: ReferenceKind, from: string, to: string | null): ReferenceChange[] {
  if (!from || from === to) return [];
  const same = namer(kind, project.modMetadata.prefix);
  const out: ReferenceChange[] = [];
  switch (kind) {
    case "voucher":
      for (const v of project.vouchers) {
        if (same(v.requires, from)) {
          out.push({ list: "vouchers", id: v.id, name: v.name,
            changes: to === null ? { requires: "", requires_activetor: false } : { requires: to },
            what: to === null ? "requirement cleared" : "requirement updated" });
        }
      }
      out.push(...deckChanges(project, "Config_vouchers", same, from, to));
      break;
    case "consumable":
      out.push(...deckChanges(project, "Config_consumables", same, from, to));
      for (const s of project.consumableSets) {
        if (same(s.default_card, from)) {
          out.push({ list: "consumableSets", id: s.id, name: s.name, changes: { default_card: to ?? "" },
            what: to === null ? "default card cleared" : "default card updated" });
        }
      }
      break;
    case "set":
      for (const c of project.consumables) {
        if (same(c.set, from)) {
          out.push({ list: "consumables", id: c.id, name: c.name, changes: { set: to ?? "Tarot" },
            what: to === null ? "moved to Tarot" : "set updated" });
        }
      }
      break;
    case "sound":
      for (const [list, fallback] of [["seals", "gold_seal"], ["editions", "foil1"]] as const) {
        for (const item of project[list]) {
          if (same(item.sound, from)) {
            out.push({ list, id: item.id, name: item.name, changes: { sound: to ?? fallback },
              what: to === null ? `sound reset to ${fallback}` : "sound updated" });
          }
        }
      }
      break;
    default:
      break;
  }
  out.push(...boosterChanges(project.boosters, kind, same, from, to));
  return out;
}

function deckChanges(project: Project, field: "Config_vouchers" | "Config_consumables", same: Namer, from: string, to: string | null): ReferenceChange[] {
  const out: ReferenceChange[] = [];
  for (const deck of project.decks) {
    const keys = Array.isArray(deck[field]) ? deck[field] : [];
    if (!keys.some((k) => same(k, from))) continue;
    const next = to === null ? keys.filter((k) => !same(k, from)) : keys.map((k) => (same(k, from) ? to : k));
    out.push({ list: "decks", id: deck.id, name: deck.name, changes: { [field]: next },
      what: `starting ${field === "Config_vouchers" ? "vouchers" : "consumables"} ${to === null ? "trimmed" : "updated"}` });
  }
  return out;
}
