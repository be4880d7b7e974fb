import { useNavigate } from "react-router-dom";
import { preloadExport, startExport, useExporting } from "../../app/actions/exportRun";
import { Icon } from "../../components/icons/Icon";

/** Create Joker opens a new joker on the jokers page (it reads ?new=1), Edit Metadata, Export Mod. */
export function QuickActions() {
  const navigate = useNavigate();
  const exporting = useExporting();
  return (
    <section aria-labelledby="quick-actions" className="jf-panel p-5">
      <h2 id="quick-actions" className="text-xl font-black text-white">Quick Actions</h2>
      <div className="mt-4 flex flex-col gap-3">
        <button type="button" className="jf-button jf-button-red justify-start" onClick={() => navigate("/jokers?new=1")}>
          <Icon name="joker" />Create Joker
        </button>
        <button type="button" className="jf-button jf-button-blue justify-start" onClick={() => navigate("/metadata")}>
          <Icon name="document" />Edit Metadata
        </button>
        <button type="button" className="jf-button jf-button-green justify-start" disabled={exporting} onClick={() => { void startExport(); }}
          onPointerEnter={preloadExport} onFocus={preloadExport}>
          <Icon name={exporting ? "spinner" : "download"} className={`h-5 w-5 ${exporting ? "jf-spin" : ""}`} />
          {exporting ? "Exporting..." : "Export Mod"}
        </button>
      </div>
    </section>
  );
}
