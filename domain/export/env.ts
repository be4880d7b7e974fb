// Everything an item emitter needs: the mod prefix, the key spaces of every list, the
// localization being built and the report being filled. One per export.
import type { DescriptionValue } from "./descriptionValues";
import type { Project, ObjectType, ItemByType, CustomRarity, ConsumableSet, Sound } from "../model";
import { LIST_OF_TYPE, MAX_KEY_LENGTH, OBJECT_TYPES } from "../model";
import type { KeyResolver } from "../catalog/types";
import type { Stmt } from "../lua";
import { VANILLA_TAGS } from "../catalog/vanillaKeys";
import { KeySpace, isVanillaSound, resolveCenterKey, safeKey } from "./keys";
import { Localization } from "./localization";
import { parseDataUrl } from "./images/base64";
import { hasAudio } from "./audio";
import type { BlockWarning, NotExportedBlock } from "./types";

export type Spaces = { [T in ObjectType]: KeySpace<ItemByType[T]> };

const VANILLA_RARITIES: Record<string, string> = { "1": "Common", "2": "Uncommon", "3": "Rare", "4": "Legendary", common: "Common", uncommon: "Uncommon", rare: "Rare", legendary: "Legendary" };
const VANILLA_SETS = ["Tarot", "Planet", "Spectral"];

/**
 * A sound's decoded audio (undefined when it has none or it does not decode), decoded once per
 * sound object: edits keep unchanged sounds as the same objects, so the builder's live Lua, which
 * builds an environment after each pause in typing, never decodes megabytes of audio again.
 */
const NO_BYTES = new Uint8Array(0);
const decodedSounds = new WeakMap<object, Uint8Array | null>();
function soundBytes(sound: Sound): Uint8Array | undefined {
  if (!sound || typeof sound !== "object") return undefined;
  let bytes = decodedSounds.get(sound);
  if (bytes === undefined) {
    const data = parseDataUrl(sound.soundString);
    bytes = data && data.bytes.length > 0 ? data.bytes : null;
    decodedSounds.set(sound, bytes);
  }
  return bytes ?? undefined;
}

export class ExportEnv implements KeyResolver {
  readonly prefix: string;
  readonly spaces: Spaces;
  readonly rarities: KeySpace<CustomRarity>;
  readonly sets: KeySpace<ConsumableSet>;
  /** Every sound's key; only sounds in soundFiles (audio that decodes) are registered. */
  readonly sounds: KeySpace<Sound>;
  readonly soundFiles = new Map<Sound, Uint8Array>();
  /** Joker pool names seen on jokers, to the ObjectType key emitted for them. */
  readonly pools = new Map<string, string>();
  /** Each pool's exported key by its key before any rename (see the constructor). */
  private readonly poolByNatural = new Map<string, string>();
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

  /** The one item whose code is emitted (ExportOptions.only); undefined: every item. */
  readonly only: string | undefined;
  /** For that one item: what its description's #n# show in the collection (descriptionValues.ts). */
  descriptionValues: DescriptionValue[] | undefined;

  /**
   * `audio: "presence"` (code only: the builder's live Lua) registers the sounds that have audio
   * without decoding it; their soundFiles entries are then empty. `only` names the one item whose
   * code the emitters write; every other item still holds its key and atlas cell.
   */
  constructor(readonly project: Project, options: { audio?: "bytes" | "presence"; only?: string } = {}) {
    this.only = options.only;
    this.prefix = project.modMetadata.prefix;
    this.talisman = (Array.isArray(project.modMetadata.dependencies) ? project.modMetadata.dependencies : []).some((d) => /^\s*talisman\b/i.test(String(d)));
    const renamed = (what: string) => (from: string, to: string) => {
      if (from.trim() !== "") this.warn(`${what} key '${from}' is exported as '${to}' (keys are lowercase letters, digits and underscores, at most ${MAX_KEY_LENGTH} characters).`);
    };
    const spaces = {} as Record<ObjectType, KeySpace<unknown>>;
    for (const type of OBJECT_TYPES) {
      spaces[type] = new KeySpace(type, this.prefix, (project[LIST_OF_TYPE[type]] ?? []) as ItemByType[typeof type][], renamed(type));
    }
    this.spaces = spaces as Spaces;
    this.rarities = new KeySpace("rarity", this.prefix, project.customRarities ?? [], renamed("Rarity"));
    this.sets = new KeySpace("set", this.prefix, project.consumableSets ?? [], renamed("Consumable set"));
    // A rarity's badge and a consumable set's label are both the game's text k_<full key>.
    for (const rarity of this.rarities.entries) {
      const set = this.sets.entries.find((entry) => entry.fullKey.toLowerCase() === rarity.fullKey.toLowerCase());
      if (set) this.warn(`Rarity '${String(rarity.item.name || rarity.key)}' and consumable set '${String(set.item.name || set.key)}' have the same key '${rarity.key}': the game shows one name for both (their labels are both k_${rarity.fullKey.toLowerCase()}). Change one of the keys.`);
    }
    // Every sound is keyed (as its card shows it); only those whose audio decodes are registered.
    for (const sound of project.sounds ?? []) {
      const bytes = options.audio === "presence" ? (hasAudio(sound) ? NO_BYTES : undefined) : soundBytes(sound);
      if (bytes) this.soundFiles.set(sound, bytes);
      else this.warn(`Sound '${sound.key}' has no audio data and is not exported.`);
    }
    this.sounds = new KeySpace("sound", this.prefix, project.sounds ?? [], renamed("Sound"), (sound) => this.soundFiles.has(sound));
    // A pool and a consumable set are both ObjectTypes to Steamodded, in one table: a pool with a
    // set's key would not register, and its jokers would join the set's cards. Such a pool is renamed.
    const taken = new Set(this.sets.entries.map((entry) => entry.fullKey.toLowerCase()));
    for (const joker of this.spaces.joker.entries) {
      for (const name of Array.isArray(joker.item.pools) ? joker.item.pools : []) {
        if (typeof name !== "string" || name.trim() === "" || this.pools.has(name)) continue;
        // ObjectType keys are not prefixed by Steamodded: prefix once, never twice (the original did).
        const natural = this.naturalPoolKey(name);
        let key = this.poolByNatural.get(natural);
        if (!key) {
          key = natural;
          for (let n = 1; taken.has(key.toLowerCase()); n += 1) key = `${natural}_pool${n > 1 ? n : ""}`;
          if (key !== natural) this.warn(`Joker pool '${name}' is exported as '${key}': a consumable set has the key '${natural}', and Steamodded keeps pools and sets in one list.`);
          taken.add(key.toLowerCase());
          this.poolByNatural.set(natural, key);
        }
        this.pools.set(name, key);
      }
    }
  }

  /** Whether the emitters write this item's code (every item unless `only` names another). */
  emits(item: unknown): boolean {
    return this.only === undefined || (item as { id?: unknown } | null)?.id === this.only;
  }

  warn(message: string): void {
    if (!this.warnings.includes(message)) this.warnings.push(message);
  }

  count(what: string, n = 1): void {
    this.counts[what] = (this.counts[what] ?? 0) + n;
  }

  /** The name of the mod's own item, rarity or consumable set a key names in any spelling the export takes (for summaries), if any. */
  ownName(raw: string): string | undefined {
    const own = OBJECT_TYPES.map((type) => this.spaces[type].find(raw)).find(Boolean) ?? this.rarities.find(raw) ?? this.sets.find(raw);
    const name = (own?.item as { name?: unknown } | undefined)?.name;
    return typeof name === "string" ? name : undefined;
  }

  // KeyResolver

  center(type: ObjectType, raw: unknown): string | undefined {
    return resolveCenterKey(this.spaces[type] as KeySpace<unknown>, type, raw);
  }

  // The mod's own rarity or set first: one the modder named "Rare" or "Planet" (key rare, planet)
  // is the one the editors and the builder chose; the vanilla names only when no own one has it
  // (it was exported as the vanilla Rare rarity and the vanilla Planet set, without a word).

  rarity(raw: unknown): string | undefined {
    const text = String(raw ?? "").trim();
    const own = this.rarities.find(text)?.fullKey;
    if (own) return own;
    return VANILLA_RARITIES[text.toLowerCase()];
  }

  consumableSet(raw: unknown): string | undefined {
    const text = String(raw ?? "").trim();
    const own = this.sets.find(text)?.fullKey;
    if (own) return own;
    return VANILLA_SETS.find((s) => s.toLowerCase() === text.toLowerCase());
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
    return this.pools.get(text) ?? this.poolByNatural.get(this.naturalPoolKey(text));
  }

  /** A pool's key before any clash with a consumable set: the mod prefix, once, and the name as a key. */
  private naturalPoolKey(name: string): string {
    const bare = name.toLowerCase().startsWith(`${this.prefix.toLowerCase()}_`) ? name.slice(this.prefix.length + 1) : name;
    return `${this.prefix}_${safeKey(bare, "pool")}`;
  }

  tag(raw: unknown): string | undefined {
    const text = String(raw ?? "").trim();
    if (VANILLA_TAGS.includes(text)) return text;
    return VANILLA_TAGS.includes(`tag_${text}`) ? `tag_${text}` : undefined;
  }
}
