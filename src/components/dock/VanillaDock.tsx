import { useNavigate } from "react-router-dom";
import { FloatingDock, type DockTab } from "./FloatingDock";

export const VANILLA_SECTIONS = ["jokers", "consumables", "boosters", "enhancements", "seals", "editions", "vouchers"] as const;
export type VanillaSection = (typeof VANILLA_SECTIONS)[number];

export const VANILLA_TABS: readonly DockTab<VanillaSection>[] = [
  { id: "jokers", label: "Jokers" },
  { id: "consumables", label: "Consumables" },
  { id: "boosters", label: "Boosters" },
  { id: "enhancements", label: "Enhancements" },
  { id: "seals", label: "Seals" },
  { id: "editions", label: "Editions" },
  { id: "vouchers", label: "Vouchers" },
];

export function isVanillaSection(value: string | undefined): value is VanillaSection {
  return (VANILLA_SECTIONS as readonly string[]).includes(value ?? "");
}

/**
 * Vanilla mode of the dock: each tab is its own URL (/vanilla/<section>). /vanilla/decks has no
 * tab (the spec's dock lists seven), so there `active` is undefined and no tab is selected.
 */
export function VanillaDock({ active }: { active: VanillaSection | undefined }) {
  const navigate = useNavigate();
  return <FloatingDock label="Vanilla Reforged sections" tabs={VANILLA_TABS} active={active} onChange={(id) => navigate(`/vanilla/${id}`)} />;
}
