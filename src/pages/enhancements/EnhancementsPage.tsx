import PlaceholderPage from "../PlaceholderPage";

export default function EnhancementsPage() {
  return <PlaceholderPage title="Enhancements" note="Enhancements are coming soon." />;
}
