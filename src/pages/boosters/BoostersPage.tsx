import PlaceholderPage from "../PlaceholderPage";

export default function BoostersPage() {
  return <PlaceholderPage title="Booster Packs" note="Booster packs are coming soon." />;
}
