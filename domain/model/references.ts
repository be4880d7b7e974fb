// Where one part of a project names another, and what keeps those names right. The reducer
// (commands/) uses this to make references follow a renamed key or a new mod prefix and to clear
// them when what they name is deleted, in the same step; the pages use it only to tell the user,
// before a deletion, what will change; the referential-integrity property test uses
// `danglingReferences`.
//
// Stored forms (as the original's project files hold them, and the option lists offer them):
// - rarities and consumable sets by their bare key (jokers' rarity, consumables' set, booster card
//   rules, rule params); vanilla ones are 1..4 / "Tarot"... and a few words ("random", "any");
// - sounds as "<prefix>_<key>" (seals, editions) or the bare key (a rule's sound);
// - items by their game key ("j_<prefix>_<key>", "<prefix>_<key>" for seals), and, in older files,
//   "<prefix>_<key>" or the bare key for class-prefixed types (matched without case);
// - joker pools by name: a joker's `pools` defines membership, rules and card rules name a pool;
// - a joker-key variable's starting value, by the joker's game key, as rule params name it.
// Only spellings in the project's own form are references the project answers for: "j_other_x"
// or "m_gold" name something outside it and are left alone.
import { GAME_KEY_CLASS } from "./generatedKeys";
import { OBJECT_TYPES, type ObjectType } from "./items";
import { LIST_OF_TYPE, type Project, type ProjectListName } from "./project";

export type ReferenceKind = ObjectType | "rarity" | "set" | "sound" | "pool";

export type PathPart = string | number;

/** One place in the project that names something. */
export interface Reference {
  kind: ReferenceKind;
  value: string;
  owner: { list: ProjectListName; id: string; name: string };
  /** Where it sits, from the project root (e.g. ["jokers", 2, "rarity"]). */
  path: PathPart[];
  /** Where it sits inside its owner, for people: "rarity", "card_rules[1].set", "rules[0] sound_key". */
  field: string;
  inRule: boolean;
}

/** What a deletion does to a reference: write values at paths, or drop a list element. */
export type Clearing = { set: [PathPart[], unknown][] } | { removeAt: PathPart[] };

/** A rule parameter that names something, by parameter id (the catalog's ids; a test keeps them in step). */
export const RULE_PARAM_KINDS: Readonly<Record<string, ReferenceKind>> = {
  joker_key: "joker",
  specific_card: "consumable",
  enhancement: "enhancement",
  new_enhancement: "enhancement",
  seal: "seal",
  new_seal: "seal",
  edition: "edition",
  new_edition: "edition",
  voucher: "voucher",
  rarity: "rarity",
  set: "set",
  consumable_type: "set",
  sound_key: "sound",
  pool: "pool",
};

/** A booster card rule field that names something (specific_key: by its specific_type). */
const CARD_RULE_KINDS: Readonly<Record<string, ReferenceKind>> = {
  set: "set", enhancement: "enhancement", edition: "edition", seal: "seal", rarity: "rarity", pool: "pool",
};

const SPECIFIC_TYPES: Readonly<Record<string, ObjectType>> = { joker: "joker", consumable: "consumable", voucher: "voucher" };

const VANILLA_RARITIES = new Set(["1", "2", "3", "4", "common", "uncommon", "rare", "legendary"]);
const VANILLA_SETS = new Set(["tarot", "planet", "spectral"]);
/** Card sets of the game a booster's card rule may name besides consumable sets (domain/export/items/boosters.ts). */
const BOOSTER_GAME_SETS = new Set(["joker", "voucher", "base", "enhanced", "playing card"]);
/** Words rule params and card rules use for "no particular one". */
const NONE_WORDS = new Set(["", "random", "any", "none"]);

/** The value written where a deleted target was named (spec-like neutral values). */
const CLEARED: Partial<Record<string, unknown>> = {
  "jokers.rarity": 1,
  "consumables.set": "Tarot",
  "seals.sound": "gold_seal",
  "editions.sound": "foil1",
};

type Rec = Record<string, unknown>;

function isRecord(value: unknown): value is Rec {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function records(value: unknown): Rec[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function text(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" && Number.isFinite(value) ? String(value) : "";
}

const ITEM_LISTS: readonly ProjectListName[] = OBJECT_TYPES.map((t) => LIST_OF_TYPE[t]);

/** A literal parameter value (not a variable, game variable or range), which may name something. */
function literal(param: unknown): param is { value: string; valueType?: string } {
  if (!isRecord(param) || typeof param.value !== "string") return false;
  return param.valueType === undefined || param.valueType === "text" || param.valueType === "unknown" || param.valueType === "select";
}

interface RuleNode { node: Rec; path: PathPart[]; label: string }

/** The records of a list with their indexes in it (entries that are not records are skipped). */
function indexed(value: unknown): [Rec, number][] {
  return Array.isArray(value) ? value.flatMap((entry, i): [Rec, number][] => (isRecord(entry) ? [[entry, i]] : [])) : [];
}

/** Every condition and effect of an item's rules, with its path from the item. */
function ruleNodes(item: Rec): RuleNode[] {
  const out: RuleNode[] = [];
  for (const [rule, r] of indexed(item.rules)) {
    const label = `rules[${r}]`;
    for (const [group, g] of indexed(rule.conditionGroups)) {
      for (const [node, c] of indexed(group.conditions)) out.push({ node, path: ["rules", r, "conditionGroups", g, "conditions", c], label });
    }
    for (const [node, e] of indexed(rule.effects)) out.push({ node, path: ["rules", r, "effects", e], label });
    for (const groups of ["randomGroups", "loops"] as const) {
      for (const [group, g] of indexed(rule[groups])) {
        for (const [node, e] of indexed(group.effects)) out.push({ node, path: ["rules", r, groups, g, "effects", e], label });
      }
    }
  }
  return out;
}

/** Which references to collect: some kinds only, some entries only. */
export interface ReferenceFilter {
  kinds?: ReadonlySet<ReferenceKind>;
  only?: (list: ProjectListName, entry: Rec) => boolean;
}

/** One reference as its entry alone gives it: the path from the entry, no owner. */
interface LocalReference { kind: ReferenceKind; value: string; path: PathPart[]; field: string; inRule: boolean }

type Add = (kind: ReferenceKind, value: unknown, path: PathPart[], field: string, inRule?: boolean) => void;

/** What one kind of entry names: each list's visitor, in the order references come out. */
const VISITORS: readonly (readonly [ProjectListName, (entry: Rec, add: Add) => void])[] = [
  ["jokers", (joker, add) => add("rarity", joker.rarity, ["rarity"], "rarity")],
  ["consumables", (c, add) => add("set", c.set, ["set"], "set")],
  ["seals", (s, add) => add("sound", s.sound, ["sound"], "sound")],
  ["editions", (e, add) => add("sound", e.sound, ["sound"], "sound")],
  ["vouchers", (v, add) => add("voucher", v.requires, ["requires"], "requires")],
  ["decks", (d, add) => {
    for (const [field, kind] of [["Config_vouchers", "voucher"], ["Config_consumables", "consumable"]] as const) {
      const keys = Array.isArray(d[field]) ? (d[field] as unknown[]) : [];
      keys.forEach((key, k) => add(kind, key, [field, k], field));
    }
  }],
  ["consumableSets", (s, add) => add("consumable", s.default_card, ["default_card"], "default_card")],
  ["boosters", (b, add) => {
    const rules = Array.isArray(b.card_rules) ? (b.card_rules as unknown[]) : [];
    rules.forEach((rule, r) => {
      if (!isRecord(rule)) return;
      for (const [field, kind] of Object.entries(CARD_RULE_KINDS)) {
        // a pack may also offer the game's other card sets (what the exporter writes as they are)
        if (field === "set" && typeof rule.set === "string" && BOOSTER_GAME_SETS.has(rule.set.toLowerCase())) continue;
        add(kind, rule[field], ["card_rules", r, field], `card_rules[${r}].${field}`);
      }
      const kind = SPECIFIC_TYPES[text(rule.specific_type)] ?? classKindOf(text(rule.specific_key));
      if (kind) add(kind, rule.specific_key, ["card_rules", r, "specific_key"], `card_rules[${r}].specific_key`);
    });
  }],
  ...ITEM_LISTS.map((list) => [list, (item: Rec, add: Add) => {
    // a joker-key variable's starting value names a joker as a rule's joker_key does
    for (const [variable, v] of indexed(item.userVariables)) {
      if (variable.type === "key") add("joker", variable.initialKey, ["userVariables", v, "initialKey"], `variable ${text(variable.name)}`, true);
    }
    for (const { node, path, label } of ruleNodes(item)) {
      if (!isRecord(node.params)) continue;
      for (const [param, value] of Object.entries(node.params)) {
        const kind = Object.prototype.hasOwnProperty.call(RULE_PARAM_KINDS, param) ? RULE_PARAM_KINDS[param] : undefined;
        if (kind && literal(value)) add(kind, value.value, [...path, "params", param, "value"], `${label} ${param}`, true);
      }
    }
  }] as const),
];

/**
 * What each frozen entry names, per visitor. The store's projects are frozen (immer), and an edit
 * makes new objects only for what it changes, so a rename that looks for references to a key (on
 * every key typed into a name) reads the other entries' references from here instead of walking
 * their rules again. An entry that is not frozen may still change, so it is never cached.
 */
const localCache = new WeakMap<object, Map<(entry: Rec, add: Add) => void, readonly LocalReference[]>>();

function localReferences(entry: Rec, visitor: (entry: Rec, add: Add) => void): readonly LocalReference[] {
  const frozen = Object.isFrozen(entry);
  const cached = frozen ? localCache.get(entry)?.get(visitor) : undefined;
  if (cached) return cached;
  const out: LocalReference[] = [];
  visitor(entry, (kind, value, path, field, inRule = false) => {
    if (typeof value !== "string" && !(kind === "rarity" && typeof value === "number")) return;
    const stored = text(value);
    if (stored !== "") out.push({ kind, value: stored, path, field, inRule });
  });
  if (frozen) {
    const perVisitor = localCache.get(entry) ?? new Map();
    perVisitor.set(visitor, out);
    localCache.set(entry, perVisitor);
  }
  return out;
}

/** Every reference in the project (or in the entries `only` lets through). */
export function references(project: Project, filter: ReferenceFilter = {}): Reference[] {
  const { kinds, only } = filter;
  const out: Reference[] = [];
  const lists = project as unknown as Record<ProjectListName, unknown>;
  for (const [list, visitor] of VISITORS) {
    const entries = Array.isArray(lists[list]) ? (lists[list] as unknown[]) : [];
    entries.forEach((entry, index) => {
      if (!isRecord(entry) || (only && !only(list, entry))) return;
      let owner: Reference["owner"] | undefined;
      for (const local of localReferences(entry, visitor)) {
        if (kinds && !kinds.has(local.kind)) continue;
        owner ??= { list, id: text(entry.id), name: text(entry.name) || text(entry.key) };
        out.push({ kind: local.kind, value: local.value, owner, path: [list, index, ...local.path], field: local.field, inRule: local.inRule });
      }
    });
  }
  return out;
}

/** The item type a class-prefixed key names ("j_..." -> joker), for card rules without a type. */
function classKindOf(value: string): ObjectType | undefined {
  const lower = value.toLowerCase();
  return (["joker", "consumable", "voucher"] as const).find((type) => lower.startsWith(GAME_KEY_CLASS[type]));
}

// Naming ---------------------------------------------------------------------------------------

/** How a reference spells a target: the forms a rename keeps. */
type Form = "full" | "prefixed" | "bare";

/**
 * Which form of `key` (an entry of `kind`, under `prefix`) `value` is, or undefined when it names
 * something else. A bare sound key only counts inside a rule (a seal's bare "gold_seal" is the
 * game's own sound).
 */
export function formOf(kind: ReferenceKind, value: string, key: string, prefix: string, inRule = true): Form | undefined {
  if (key === "") return undefined;
  switch (kind) {
    case "rarity": case "set": return value === key ? "bare" : undefined;
    case "pool": return undefined;
    case "sound":
      if (value === `${prefix}_${key}`) return "prefixed";
      return inRule && value === key ? "bare" : undefined;
    default: {
      const cls = GAME_KEY_CLASS[kind];
      if (cls === "") return value === `${prefix}_${key}` ? "full" : undefined;
      const lower = value.toLowerCase();
      if (lower === `${cls}${prefix}_${key}`.toLowerCase()) return "full";
      if (lower === `${prefix}_${key}`.toLowerCase()) return "prefixed";
      return lower === key.toLowerCase() ? "bare" : undefined;
    }
  }
}

/** `key` spelled in `form` for `kind` under `prefix`. */
export function spell(kind: ReferenceKind, form: Form, key: string, prefix: string): string {
  if (form === "bare") return key;
  if (form === "prefixed" || kind === "sound" || kind === "rarity" || kind === "set" || kind === "pool") return `${prefix}_${key}`;
  return `${GAME_KEY_CLASS[kind]}${prefix}_${key}`;
}

/** The keys of the project's own entries of `kind` (pools: every pool some joker joins). */
export function ownKeys(project: Project, kind: ReferenceKind): string[] {
  switch (kind) {
    case "rarity": return project.customRarities.map((r) => text(r.key));
    case "set": return project.consumableSets.map((s) => text(s.key));
    case "sound": return project.sounds.map((s) => text(s.key));
    case "pool": return project.jokers.flatMap((j) => (Array.isArray(j.pools) ? j.pools.map(text) : []));
    default: return (project[LIST_OF_TYPE[kind]] as { objectKey?: unknown }[]).map((i) => text(i.objectKey));
  }
}

function poolResolves(value: string, pools: ReadonlySet<string>, prefix: string): boolean {
  if (pools.has(value) || pools.has(`${prefix}_${value}`)) return true;
  return value.startsWith(`${prefix}_`) && pools.has(value.slice(prefix.length + 1));
}

function inOwnForm(kind: ReferenceKind, value: string, prefix: string): boolean {
  switch (kind) {
    case "rarity": return !VANILLA_RARITIES.has(value.toLowerCase()) && !NONE_WORDS.has(value.toLowerCase());
    case "set": return !VANILLA_SETS.has(value.toLowerCase()) && !NONE_WORDS.has(value.toLowerCase());
    case "pool": return !NONE_WORDS.has(value.toLowerCase());
    case "sound": return value.startsWith(`${prefix}_`);
    default: {
      const cls = GAME_KEY_CLASS[kind];
      return cls === "" ? value.startsWith(`${prefix}_`) : value.toLowerCase().startsWith(`${cls}${prefix}_`.toLowerCase());
    }
  }
}

/** A reference the project answers for (its own form) that names nothing in it. */
export interface Dangling {
  kind: ReferenceKind | "variable";
  value: string;
  owner: Reference["owner"];
  field: string;
  reason: string;
}

const where = (r: Reference) => ({ kind: r.kind, value: r.value, owner: r.owner, field: r.field });

const KIND_WORDS: Record<ReferenceKind, string> = {
  joker: "joker", consumable: "consumable", booster: "booster", enhancement: "enhancement", seal: "seal", edition: "edition",
  voucher: "voucher", deck: "deck", rarity: "rarity", set: "consumable set", sound: "sound", pool: "pool",
};

/**
 * The references in the project's own form that name nothing (rarities, sets, sounds, pools,
 * voucher requirements, starting cards, booster card rules, the keys rules name) and the rule
 * parameters that use a variable their item does not have.
 */
export function danglingReferences(project: Project, only?: ReferenceFilter["only"]): Dangling[] {
  const prefix = text(project.modMetadata?.prefix);
  const own = new Map<ReferenceKind, string[]>();
  const keysOf = (kind: ReferenceKind) => {
    let keys = own.get(kind);
    if (!keys) own.set(kind, (keys = ownKeys(project, kind)));
    return keys;
  };
  let pools: Set<string> | undefined;
  const out: Dangling[] = [];
  for (const reference of references(project, { only })) {
    const { kind, value, inRule } = reference;
    if (kind === "pool") {
      pools ??= new Set(keysOf("pool"));
      if (inOwnForm(kind, value, prefix) && !poolResolves(value, pools, prefix)) out.push({ ...where(reference), reason: `no joker is in the pool '${value}'` });
      continue;
    }
    if (!inOwnForm(kind, value, prefix)) continue;
    if (keysOf(kind).some((key) => formOf(kind, value, key, prefix, inRule) !== undefined)) continue;
    out.push({ ...where(reference), reason: `no ${KIND_WORDS[kind]} of this mod is '${value}'` });
  }
  out.push(...danglingVariables(project, only));
  return out;
}

function danglingVariables(project: Project, only?: ReferenceFilter["only"]): Dangling[] {
  const out: Dangling[] = [];
  for (const list of ITEM_LISTS) {
    for (const [item] of indexed(project[list])) {
      if (only && !only(list, item)) continue;
      const names = new Set(records(item.userVariables).map((v) => text(v.name)));
      for (const { node, label } of ruleNodes(item)) {
        if (!isRecord(node.params)) continue;
        for (const [param, value] of Object.entries(node.params)) {
          if (!isRecord(value) || value.valueType !== "user_var" || names.has(text(value.value))) continue;
          out.push({
            kind: "variable", value: text(value.value), owner: { list, id: text(item.id), name: text(item.name) }, field: `${label} ${param}`,
            reason: `no variable '${text(value.value)}' on this item`,
          });
        }
      }
    }
  }
  return out;
}

// Following and clearing -------------------------------------------------------------------------

/** A change the reducer makes at a path, and the reference it is for. */
export interface Follow { reference: Reference; value: string }

/** The references that name the entry of `kind` keyed `key`, and the form each spells it in. */
export function referencesTo(project: Project, kind: ReferenceKind, key: string): { reference: Reference; form: Form }[] {
  const prefix = text(project.modMetadata.prefix);
  const out: { reference: Reference; form: Form }[] = [];
  for (const reference of references(project, { kinds: new Set([kind]) })) {
    const form = formOf(kind, reference.value, key, prefix, reference.inRule);
    if (form) out.push({ reference, form });
  }
  return out;
}

/** The new values of the references to `key` when it becomes `next` (a rename of the key). */
export function followRename(project: Project, kind: ReferenceKind, key: string, next: string): Follow[] {
  if (key === next) return [];
  const prefix = text(project.modMetadata.prefix);
  return referencesTo(project, kind, key).map(({ reference, form }) => ({ reference, value: spell(kind, form, next, prefix) }));
}

/** The new values of every reference to the project's own entries (and pools) when the prefix changes. */
export function followPrefix(project: Project, next: string): Follow[] {
  const prefix = text(project.modMetadata.prefix);
  if (prefix === next) return [];
  const out: Follow[] = [];
  const keys = new Map<ReferenceKind, string[]>();
  for (const reference of references(project)) {
    const { kind, value } = reference;
    if (kind === "pool") {
      if (value.startsWith(`${prefix}_`)) out.push({ reference, value: `${next}_${value.slice(prefix.length + 1)}` });
      continue;
    }
    if (!keys.has(kind)) keys.set(kind, ownKeys(project, kind));
    for (const key of keys.get(kind) ?? []) {
      const form = formOf(kind, value, key, prefix, reference.inRule);
      if (form && form !== "bare") {
        out.push({ reference, value: spell(kind, form, key, next) });
        break;
      }
    }
  }
  return out;
}

/** The pool names jokers join that start with the old prefix, rewritten for a new one. */
export function poolsUnderPrefix(project: Project, next: string): { path: PathPart[]; value: string }[] {
  const prefix = text(project.modMetadata.prefix);
  if (prefix === next) return [];
  const out: { path: PathPart[]; value: string }[] = [];
  project.jokers.forEach((joker, j) => {
    (Array.isArray(joker.pools) ? joker.pools : []).forEach((pool, p) => {
      if (typeof pool === "string" && pool.startsWith(`${prefix}_`)) out.push({ path: ["jokers", j, "pools", p], value: `${next}_${pool.slice(prefix.length + 1)}` });
    });
  });
  return out;
}

/** What deleting the target does to one reference that names it. */
export function clearing(reference: Reference): Clearing {
  const { path, owner } = reference;
  const field = path[path.length - 1];
  const parent = path.slice(0, -1);
  if (owner.list === "decks" && typeof field === "number") return { removeAt: path };
  if (owner.list === "vouchers" && field === "requires") return { set: [[path, ""], [[...parent, "requires_activetor"], false]] };
  if (owner.list === "boosters" && field === "specific_key") return { set: [[path, ""], [[...parent, "specific_type"], ""]] };
  const neutral = CLEARED[`${owner.list}.${String(field)}`];
  return { set: [[path, reference.inRule || neutral === undefined ? "" : neutral]] };
}

/**
 * Pool references that resolve in `before` and not in `after` (a joker left its last pool), as
 * found in `from` (by default `after`, whose paths the reducer clears; `before` to describe).
 */
export function emptiedPools(before: Project, after: Project, from: Project = after): Reference[] {
  const prefix = text(after.modMetadata.prefix);
  const was = new Set(ownKeys(before, "pool"));
  const now = new Set(ownKeys(after, "pool"));
  if ([...was].every((p) => now.has(p))) return [];
  return references(from, { kinds: new Set(["pool"]) }).filter((r) => poolResolves(r.value, was, prefix) && !poolResolves(r.value, now, prefix));
}

/** How many distinct entries some references sit in. */
export function ownerCount(refs: readonly Reference[]): number {
  return new Set(refs.map((r) => `${r.owner.list}:${r.owner.id}`)).size;
}

// Describing -------------------------------------------------------------------------------------

const LIST_WORDS: Record<ProjectListName, [string, string]> = {
  jokers: ["joker", "jokers"], consumables: ["consumable", "consumables"], boosters: ["booster", "boosters"],
  enhancements: ["enhancement", "enhancements"], seals: ["seal", "seals"], editions: ["edition", "editions"],
  vouchers: ["voucher", "vouchers"], decks: ["deck", "decks"], sounds: ["sound", "sounds"],
  customRarities: ["rarity", "rarities"], consumableSets: ["consumable set", "consumable sets"],
};

/** "joker" / "jokers" for a list and a count. */
export function listWord(list: ProjectListName, count: number): string {
  return LIST_WORDS[list][count === 1 ? 0 : 1];
}

/** "3 jokers", "1 joker and 2 boosters": the distinct owners of some references. */
export function ownersPhrase(refs: readonly Reference[]): string {
  const byList = new Map<ProjectListName, Set<string>>();
  for (const { owner } of refs) {
    let ids = byList.get(owner.list);
    if (!ids) byList.set(owner.list, (ids = new Set()));
    ids.add(owner.id);
  }
  const parts = [...byList].map(([list, ids]) => `${ids.size} ${listWord(list, ids.size)}`);
  return parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}
