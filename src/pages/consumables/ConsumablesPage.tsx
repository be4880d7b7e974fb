import { useSearchParams } from "react-router-dom";
import { ItemPage } from "../../components/items/ItemPage";
import { useProject } from "../../store/useProject";
import { consumableConfig } from "./consumableConfig";
import { consumableSetConfig } from "./consumableSetConfig";

type View = "cards" | "sets";

/**
 * /consumables: the consumables and, as a second tab, the project's consumable sets. The tab is
 * kept in the URL (?view=sets) so a reload or a link returns to it; ?new=1 belongs to the cards.
 */
export default function ConsumablesPage() {
  const [params, setParams] = useSearchParams();
  const view: View = params.get("view") === "sets" ? "sets" : "cards";
  const counts = useProject((p) => `${p.consumables.length}:${p.consumableSets.length}`);
  const [cards, sets] = counts.split(":").map(Number);
  const choose = (next: View) => {
    const copy = new URLSearchParams(params);
    if (next === "sets") copy.set("view", "sets");
    else copy.delete("view");
    setParams(copy, { replace: true });
  };
  const tabs: { id: View; label: string; short: string; count: number }[] = [
    { id: "cards", label: "Consumables", short: "Cards", count: cards },
    { id: "sets", label: "Consumable Sets", short: "Sets", count: sets },
  ];
  return (
    <div>
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-8">
        <div role="tablist" aria-label="Consumables view" className="jf-panel inline-flex max-w-full gap-1 p-1.5" data-testid="consumables-tabs">
          {tabs.map((t) => (
            <button key={t.id} type="button" role="tab" aria-label={`${t.label} (${t.count})`} aria-selected={view === t.id} onClick={() => view !== t.id && choose(t.id)}
              className={`flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-bold transition-colors ${
                view === t.id ? "bg-mult text-white shadow-[0_3px_0_#a8322b]" : "text-zinc-300 hover:bg-panel-light hover:text-white"}`}>
              <span className="hidden sm:inline">{t.label}</span>
              <span className="sm:hidden">{t.short}</span>
              <span className={`rounded-md px-1.5 text-xs ${view === t.id ? "bg-black/25" : "bg-black/30 text-zinc-400"}`}>{t.count}</span>
            </button>
          ))}
        </div>
      </div>
      <div role="tabpanel" aria-label={view === "sets" ? "Consumable Sets" : "Consumables"}>
        {view === "sets"
          ? <ItemPage key="sets" config={consumableSetConfig} handleNewQuery={false} />
          : <ItemPage key="cards" config={consumableConfig} />}
      </div>
    </div>
  );
}
