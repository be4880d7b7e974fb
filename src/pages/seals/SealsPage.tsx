import PlaceholderPage from "../PlaceholderPage";

export default function SealsPage() {
  return <PlaceholderPage title="Seals" note="Seals are coming soon." />;
}
