import { useState } from "react";
import { FloatingDock, type DockTab } from "../../components/dock/FloatingDock";
import { ItemPage } from "../../components/items/ItemPage";
import { jokerConfig } from "./jokerConfig";
import RaritiesPage from "./RaritiesPage";

type JokersTab = "jokers" | "rarities";
const TABS: readonly DockTab<JokersTab>[] = [
  { id: "jokers", label: "Jokers" },
  { id: "rarities", label: "Rarities" },
];

/** /jokers: the dock switches between jokers and rarities in local state (not in the URL). */
export default function JokersPage() {
  const [tab, setTab] = useState<JokersTab>("jokers");
  return (
    <div className="pb-24">
      {tab === "jokers" ? <JokersList /> : <RaritiesPage />}
      <FloatingDock label="Jokers view" tabs={TABS} active={tab} onChange={setTab} />
    </div>
  );
}

function JokersList() {
  return <ItemPage config={jokerConfig} />;
}
