import PlaceholderPage from "../PlaceholderPage";

export default function RaritiesPage() {
  return <PlaceholderPage title="Rarities" note="Custom rarities are coming soon." />;
}
