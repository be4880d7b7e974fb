// Everything an item emitter needs: the mod prefix, the key spaces of every list, the
// localization being built and the report being filled. One per export.
import type { Project, ObjectType, ItemByType, CustomRarity, ConsumableSet, Sound } from "../model";
import { LIST_OF_TYPE, OBJECT_TYPES } from "../model";
import type { KeyResolver } from "../catalog/types";
import type { Stmt } from "../lua";
import { VANILLA_TAGS } from "../catalog/vanillaKeys";
import { CLASS_PREFIX, KeySpace, isVanillaSound, resolveCenterKey, safeKey } from "./keys";
import { Localization } from "./localization";
import { parseDataUrl } from "./images/base64";
import type { BlockWarning, NotExportedBlock } from "./types";

export type Spaces = { [T in ObjectType]: KeySpace<ItemByType[T]> };

const VANILLA_RARITIES: Record<string, string> = { "1": "Common", "2": "Uncommon", "3": "Rare", "4": "Legendary", common: "Common", uncommon: "Uncommon", rare: "Rare", legendary: "Legendary" };
const VANILLA_SETS = ["Tarot", "Planet", "Spectral"];

export class ExportEnv implements KeyResolver {
  readonly prefix: string;
  readonly spaces: Spaces;
  readonly rarities: KeySpace<CustomRarity>;
  readonly sets: KeySpace<ConsumableSet>;
  /** Only sounds whose audio decodes: a sound without a file must not be registered. */
  readonly sounds: KeySpace<Sound>;
  readonly soundFiles = new Map<Sound, Uint8Array>();
  /** Joker pool names seen on jokers, to the ObjectType key emitted for them. */
  readonly pools = new Map<string, string>();
  readonly loc = new Localization();
  readonly warnings: string[] = [];
  readonly notExported: NotExportedBlock[] = [];
  readonly blockWarnings: BlockWarning[] = [];
  readonly counts: Record<string, number> = {};
  /** Steamodded optional features the rules need (post_trigger...). */
  readonly features = new Set<string>();
  /** File-level statements the rules' effects need, placed after every item (items/hooks.lua). */
  readonly hooks: Stmt[] = [];
  rulesExported = 0;
  rulesNotExported = 0;
  /** The mod depends on Talisman: exponent and hyper scoring may be generated. */
  readonly talisman: boolean;

  constructor(readonly project: Project) {
    this.prefix = project.modMetadata.prefix;
    this.talisman = (Array.isArray(project.modMetadata.dependencies) ? project.modMetadata.dependencies : []).some((d) => /^\s*talisman\b/i.test(String(d)));
    const renamed = (what: string) => (from: string, to: string) => {
      if (from.trim() !== "") this.warn(`${what} key '${from}' is exported as '${to}' (keys are lowercase letters, digits and underscores).`);
    };
    const sorted = <T extends { orderValue?: number }>(list: T[] | undefined) =>
      [...(list ?? [])].map((item, i) => ({ item, i })).sort((a, b) => ((a.item.orderValue ?? 0) - (b.item.orderValue ?? 0)) || a.i - b.i).map((x) => x.item);
    const spaces = {} as Record<ObjectType, KeySpace<unknown>>;
    for (const type of OBJECT_TYPES) {
      const items = sorted(project[LIST_OF_TYPE[type]] as ItemByType[typeof type][]);
      spaces[type] = new KeySpace(this.prefix, CLASS_PREFIX[type], true, items, (item) => String(item.objectKey || item.name || ""), type, renamed(type));
    }
    this.spaces = spaces as Spaces;
    this.rarities = new KeySpace(this.prefix, "", true, project.customRarities ?? [], (r) => String(r.key || r.name || ""), "rarity", renamed("Rarity"));
    this.sets = new KeySpace(this.prefix, "", true, project.consumableSets ?? [], (s) => String(s.key || s.name || ""), "set", renamed("Consumable set"));
    const playable = (project.sounds ?? []).filter((sound) => {
      const data = parseDataUrl(sound.soundString);
      if (data && data.bytes.length > 0) { this.soundFiles.set(sound, data.bytes); return true; }
      this.warn(`Sound '${sound.key}' has no audio data and is not exported.`);
      return false;
    });
    this.sounds = new KeySpace(this.prefix, "", true, playable, (s) => String(s.key || ""), "sound", renamed("Sound"));
    for (const joker of this.spaces.joker.entries) {
      for (const name of Array.isArray(joker.item.pools) ? joker.item.pools : []) {
        if (typeof name !== "string" || name.trim() === "" || this.pools.has(name)) continue;
        const bare = name.toLowerCase().startsWith(`${this.prefix.toLowerCase()}_`) ? name.slice(this.prefix.length + 1) : name;
        // ObjectType keys are not prefixed by Steamodded: prefix once, never twice (the original did).
        this.pools.set(name, `${this.prefix}_${safeKey(bare, "pool")}`);
      }
    }
  }

  warn(message: string): void {
    if (!this.warnings.includes(message)) this.warnings.push(message);
  }

  count(what: string, n = 1): void {
    this.counts[what] = (this.counts[what] ?? 0) + n;
  }

  // KeyResolver

  center(type: ObjectType, raw: unknown): string | undefined {
    return resolveCenterKey(this.spaces[type] as KeySpace<unknown>, type, raw);
  }

  rarity(raw: unknown): string | undefined {
    const text = String(raw ?? "").trim();
    const vanilla = VANILLA_RARITIES[text.toLowerCase()];
    if (vanilla) return vanilla;
    return this.rarities.find(text)?.fullKey;
  }

  consumableSet(raw: unknown): string | undefined {
    const text = String(raw ?? "").trim();
    const vanilla = VANILLA_SETS.find((s) => s.toLowerCase() === text.toLowerCase());
    return vanilla ?? this.sets.find(text)?.fullKey;
  }

  sound(raw: unknown): string | undefined {
    const text = String(raw ?? "").trim();
    const own = this.sounds.find(text);
    if (own) return own.fullKey;
    return isVanillaSound(text) ? text : undefined;
  }

  /** Only pools some joker joins: spawning from an empty pool would find nothing. */
  pool(raw: unknown): string | undefined {
    const text = String(raw ?? "").trim();
    if (!text) return undefined;
    const direct = this.pools.get(text);
    if (direct) return direct;
    const wanted = `${this.prefix}_${safeKey(text.toLowerCase().startsWith(`${this.prefix.toLowerCase()}_`) ? text.slice(this.prefix.length + 1) : text, "pool")}`;
    return [...this.pools.values()].find((key) => key === wanted);
  }

  tag(raw: unknown): string | undefined {
    const text = String(raw ?? "").trim();
    if (VANILLA_TAGS.includes(text)) return text;
    return VANILLA_TAGS.includes(`tag_${text}`) ? `tag_${text}` : undefined;
  }
}
