import { authorDisplay } from "../../../domain/model/authors";
import type { ModMetadata } from "../../../domain/model";
import { Icon } from "../../components/icons/Icon";
import { BadgePreview } from "./BadgePreview";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-edge/30 py-1.5 last:border-b-0">
      <dt className="text-xs font-black uppercase tracking-wider text-zinc-400">{label}</dt>
      <dd className="min-w-0 break-words text-right text-sm text-zinc-100">{children}</dd>
    </div>
  );
}

/** At-a-glance card of the mod as it will present itself, plus whether the form is valid. */
export function ModSummary({ metadata, errorCount, warningCount }: { metadata: ModMetadata; errorCount: number; warningCount: number }) {
  return (
    <section aria-labelledby="mod-summary" className="jf-panel p-5">
      <h2 id="mod-summary" className="text-xl font-black text-white">Mod Summary</h2>
      <div className="mt-4 flex items-center gap-3">
        <img src={metadata.iconImage} alt="Mod icon" width={34} height={34} className="h-[68px] w-[68px] rounded-md bg-felt-dark p-1" style={{ imageRendering: "pixelated" }} />
        <div className="min-w-0">
          <p className="truncate text-lg font-black text-white">{metadata.name || "Unnamed mod"}</p>
          <p className="truncate text-sm text-zinc-400">by {authorDisplay(metadata.author)}</p>
        </div>
      </div>
      <div className="mt-3">
        <BadgePreview text={metadata.display_name || metadata.name} colour={metadata.badge_colour} textColour={metadata.badge_text_colour} />
      </div>
      <dl className="mt-4">
        <Row label="Mod ID"><code>{metadata.id}</code></Row>
        <Row label="Prefix"><code>{metadata.prefix}</code></Row>
        <Row label="Version">{metadata.version}</Row>
        <Row label="Priority">{metadata.priority}</Row>
        <Row label="Main File"><code>{metadata.main_file}</code></Row>
        <Row label="Dependencies">{metadata.dependencies.length}</Row>
        <Row label="Conflicts">{metadata.conflicts.length}</Row>
        <Row label="Vanilla Jokers">{metadata.disable_vanilla ? "Disabled" : "Enabled"}</Row>
      </dl>
      <p data-testid="metadata-status" className={`mt-4 flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-bold ${
        errorCount > 0 ? "bg-mult/15 text-mult" : warningCount > 0 ? "bg-attention/15 text-attention" : "bg-green/15 text-green"}`}>
        <Icon name={errorCount > 0 ? "error" : warningCount > 0 ? "warning" : "check"} className="h-4 w-4" />
        {errorCount > 0
          ? `${errorCount} ${errorCount === 1 ? "error" : "errors"} to fix`
          : warningCount > 0 ? `Valid, with ${warningCount} ${warningCount === 1 ? "warning" : "warnings"}` : "All metadata is valid"}
      </p>
    </section>
  );
}
