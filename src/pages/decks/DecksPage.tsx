import PlaceholderPage from "../PlaceholderPage";

export default function DecksPage() {
  return <PlaceholderPage title="Decks" note="Decks are coming soon." />;
}
