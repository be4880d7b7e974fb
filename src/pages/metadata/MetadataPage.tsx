import PlaceholderPage from "../PlaceholderPage";

export default function MetadataPage() {
  return <PlaceholderPage title="Mod Metadata" note="The mod information form is coming soon." />;
}
