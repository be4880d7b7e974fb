import PlaceholderPage from "../PlaceholderPage";

export default function EditionsPage() {
  return <PlaceholderPage title="Editions" note="Editions are coming soon." />;
}
