import { useParams } from "react-router-dom";
import { isVanillaSection, VanillaDock, VANILLA_TABS } from "../../components/dock/VanillaDock";
import NotFoundPage from "../NotFoundPage";
import PlaceholderPage from "../PlaceholderPage";

/** /vanilla and /vanilla/:section: the game's own items, browsable and copyable into the project. */
export default function VanillaPage() {
  const { section = "jokers" } = useParams();
  if (!isVanillaSection(section)) return <NotFoundPage />;
  const label = VANILLA_TABS.find((t) => t.id === section)?.label ?? section;
  return (
    <div className="pb-24">
      <PlaceholderPage title={`Vanilla ${label}`} note="Vanilla Reforged: browse the game's own items and duplicate them into your mod. Coming soon." />
      <VanillaDock active={section} />
    </div>
  );
}
