import PlaceholderPage from "../PlaceholderPage";

export default function OverviewPage() {
  return <PlaceholderPage title="Mod Overview" note="Choose triggers, set conditions, define effects, then export your mod files." />;
}
