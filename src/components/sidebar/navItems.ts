import type { IconName } from "../icons/Icon";

/** A leaf of the sidebar: an in-app route (to) or an external page opened in a new tab (href). */
export interface NavLeaf {
  id: string;
  label: string;
  icon: IconName;
  to?: string;
  href?: string;
}

export interface NavGroup {
  id: string;
  label: string;
  icon: IconName;
  items: NavLeaf[];
}

export type NavEntry = NavLeaf | NavGroup;

export const isGroup = (entry: NavEntry): entry is NavGroup => "items" in entry;

// Section ids and labels follow spec section 2; Decks sits with Sounds because /decks exists.
export const NAV: NavEntry[] = [
  { id: "overview", label: "Overview", icon: "home", to: "/" },
  { id: "metadata", label: "Mod Metadata", icon: "document", to: "/metadata" },
  { id: "jokers", label: "Jokers", icon: "joker", to: "/jokers" },
  {
    id: "card-modification", label: "Card Modification", icon: "layers", items: [
      { id: "enhancements", label: "Enhancements", icon: "star", to: "/enhancements" },
      { id: "seals", label: "Seals", icon: "seal", to: "/seals" },
      { id: "editions", label: "Editions", icon: "sparkles", to: "/editions" },
    ],
  },
  {
    id: "shop", label: "Shop & Consumables", icon: "cart", items: [
      { id: "consumables", label: "Consumables", icon: "flask", to: "/consumables" },
      { id: "boosters", label: "Booster Packs", icon: "gift", to: "/boosters" },
      { id: "vouchers", label: "Vouchers", icon: "ticket", to: "/vouchers" },
    ],
  },
  {
    id: "miscs", label: "Miscs", icon: "grid", items: [
      { id: "sounds", label: "Sounds", icon: "speaker", to: "/sounds" },
      { id: "decks", label: "Decks", icon: "deck", to: "/decks" },
    ],
  },
  {
    id: "resources", label: "Resources", icon: "library", items: [
      { id: "vanilla", label: "Vanilla Reforged", icon: "folder", to: "/vanilla" },
    ],
  },
  {
    id: "more", label: "More", icon: "dots", items: [
      { id: "docs", label: "Docs", icon: "book", href: "https://github.com/Jayd-H/joker-forge/wiki" },
      { id: "github", label: "GitHub", icon: "code", href: "https://github.com/Jayd-H/joker-forge" },
      { id: "discord", label: "Discord", icon: "chat", href: "https://discord.gg/eRBByq9AZX" },
      { id: "acknowledgements", label: "Acknowledgements", icon: "heart", to: "/acknowledgements" },
      { id: "keys", label: "Keys Reference", icon: "key", to: "/keys" },
    ],
  },
];

/** Whether a leaf is the current page; sub-paths count (/vanilla/seals lights Vanilla Reforged). */
export function isLeafActive(leaf: NavLeaf, pathname: string): boolean {
  if (!leaf.to) return false;
  if (leaf.to === "/") return pathname === "/" || pathname === "/overview";
  return pathname === leaf.to || pathname.startsWith(`${leaf.to}/`);
}
