// The per-type configuration an item page is built from. See ItemPage.tsx for the guide.
import type { ComponentType } from "react";
import type { KeyKind, Project } from "../../../domain/model";
import type { EditableFields, EntryOfList, NamedList } from "../../../commands/entries";
import type { PageType } from "../../services/userConfig";

/** Any entry of a project list that a page can show: items, rarities, consumable sets. */
export type ItemEntry = { id: string; name: string } & Record<string, unknown>;

/** The list that holds entries of type T ("jokers" for Joker). */
export type ListOf<T> = { [L in NamedList]: EntryOfList[L] extends T ? (T extends EntryOfList[L] ? L : never) : never }[NamedList];

/**
 * What an editor may change on an entry of type T: its declared fields, without the ones that
 * have commands of their own (name, key, rules, a joker's rarity...). A typo does not compile.
 * `undefined` removes an optional field.
 */
export type EditChanges<T> = { [K in keyof EditableFields<T>]?: EditableFields<T>[K] | undefined };

/** Applies changes to the item being edited as one command. `field` names the typing burst. */
export type UpdateItem<T extends ItemEntry> = (changes: EditChanges<T>, field?: string) => void;

export interface EditorTabProps<T extends ItemEntry> {
  item: T;
  update: UpdateItem<T>;
  config: ItemTypeConfig<T>;
}

export interface EditorTab<T extends ItemEntry> {
  id: string;
  label: string;
  Component: ComponentType<EditorTabProps<T>>;
}

export interface SortOption<T extends ItemEntry> {
  /** Stored in the user config's pageData.filter. "id" (list order) always exists. */
  id: string;
  label: string;
  /** Ascending comparison; the page flips it for "desc". */
  compare: (a: T, b: T) => number;
}

export interface ArtConfig {
  /** The game's cell in pixels at 1x (71x95 cards, 34x34 small sprites). Stored at 2x. */
  width: number;
  height: number;
  /** Field holding the 2x PNG data URL. */
  field: "imagePreview";
  /** Field of the optional soul/overlay layer (jokers, consumables, vouchers). */
  overlayField?: "overlayImagePreview";
}

export interface ItemLabels {
  /** "Joker" */
  singular: string;
  /** "Jokers" (page title, count line) */
  plural: string;
  /** Empty state title, e.g. "No Custom Jokers Yet". Defaults from plural. */
  emptyTitle?: string;
  /** Empty state text under the title. */
  emptyText?: string;
  /** Search placeholder. Defaults to "Search by name or key...". */
  searchPlaceholder?: string;
}

export interface NewItemContext {
  id: string;
  project: Project;
}

export interface ItemTypeConfig<T extends ItemEntry> {
  /** Project list holding the entries. */
  list: ListOf<T>;
  /** User-config page key: where the sort choice and recent edits are kept. */
  pageType: PageType;
  labels: ItemLabels;
  /** The field that is unique within the list and derived from the name when empty. */
  keyField: "objectKey" | "key";
  /**
   * Whose key the entries have: the full game key, e.g. j_<prefix>_<key>, is shown with a copy
   * button, computed by the exporter's own function (domain exportedKey via shownKey). Omit to
   * show no key line.
   */
  keyKind?: KeyKind;
  /** A complete new entry (use domain/model/itemFactory). */
  create: (ctx: NewItemContext) => T;
  /** Art upload and preview; omit for entries without a sprite (rarities, editions). */
  art?: ArtConfig;
  /** Whether entries carry a game-styled description (shown on the card and in the editor). */
  description?: boolean;
  /** Replaces the art cell of the card (e.g. a rarity badge swatch). */
  Preview?: ComponentType<{ item: T }>;
  /** Badges and facts under the description (rarity pill, cost...). */
  CardFooter?: ComponentType<{ item: T }>;
  /** Corner tag on the card art, e.g. the cost. */
  CardCorner?: ComponentType<{ item: T }>;
  /** Editor tabs, in order; the first opens by default. */
  editorTabs: EditorTab<T>[];
  /** Sorts beyond list order, name and key. */
  sorts?: SortOption<T>[];
  /**
   * Opens the rules entry point from the card and the editor. `preload` (the rule builder's)
   * fetches its code ahead of the click; the page calls it on the user's first pointer, key or focus.
   */
  RulesView?: ComponentType<{ item: T; onClose: () => void; focus?: { ruleId?: string; blockId?: string } }> & { preload?: () => unknown; warm?: () => unknown };
  /** Extra searchable text besides name, key and game key. */
  searchText?: (item: T) => string;
  /** Card height in px (the grid is virtualised by rows of equal height). */
  cardHeight?: number;
}
