import PlaceholderPage from "../PlaceholderPage";

export default function SoundsPage() {
  return <PlaceholderPage title="Sounds" note="Custom sounds are coming soon." />;
}
