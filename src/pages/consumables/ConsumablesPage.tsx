import PlaceholderPage from "../PlaceholderPage";

export default function ConsumablesPage() {
  return <PlaceholderPage title="Consumables" note="Consumables and consumable sets are coming soon." />;
}
