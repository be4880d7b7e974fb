// The export-finished modal: where the zip goes, every file written, and every rule that was not
// exported (by item and rule, with the reason), so nothing is ever dropped silently.
import { useState, type ReactNode } from "react";
import { appNavigate } from "../../app/navigation";
import type { ObjectType } from "../../../domain/model";
import type { ExportSummary } from "../../services/export/protocol";
import { Modal } from "../modal/Modal";

const PAGE_OF: Partial<Record<ObjectType, string>> = {
  joker: "/jokers", consumable: "/consumables", enhancement: "/enhancements", seal: "/seals", edition: "/editions", voucher: "/vouchers", deck: "/decks",
};

/** The item's page with its rule builder open at the block at fault. */
export function builderLink(r: { itemType: ObjectType; itemId: string; ruleId: string; block: { id?: string } }): string | undefined {
  const page = PAGE_OF[r.itemType];
  if (!page || !r.itemId) return undefined;
  const params = new URLSearchParams({ rules: r.itemId, rule: r.ruleId });
  if (r.block.id) params.set("block", r.block.id);
  return `${page}?${params}`;
}

function kilobytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} kB`;
}

/**
 * How many entries a list shows before its "Show all" button. A big project can have hundreds of
 * notes; building all of them into the modal at once held the page for 100 ms and more while the
 * download started. The rest are one click away, in the same order.
 */
export const LIST_PREVIEW = 25;

/** The first LIST_PREVIEW of `items`, then a button that shows every one. */
function CappedList<T>({ items, render, what }: { items: readonly T[]; render: (item: T) => ReactNode; what: string }) {
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, LIST_PREVIEW);
  return (
    <>
      {shown.map(render)}
      {shown.length < items.length && (
        <li className="list-none">
          <button type="button" className="font-bold text-chips underline" onClick={() => setAll(true)}>
            Show all {items.length} {what}
          </button>
        </li>
      )}
    </>
  );
}

// The modal uses the page's own font throughout: the first use of a monospace family in a page
// asks the system for each family of the list (about 15 ms on Linux), in the frame that shows it.
export function ExportFinishedModal({ summary, onClose }: { summary: ExportSummary; onClose: () => void }) {
  const { report } = summary;
  const skipped = report.notExported;
  return (
    <Modal open onClose={onClose} title="Mod Exported" tone="success" size="lg"
      footer={<>
        <button type="button" className="jf-button jf-button-grey"
          onClick={async () => { onClose(); (await import("../crash/showWhatWentWrong")).showWhatWentWrong(); }}>
          The game crashed? Paste the log
        </button>
        <button type="button" onClick={onClose} className="jf-button jf-button-green">Done</button>
      </>}>
      <div data-testid="export-finished" className="space-y-4 text-sm">
        <p>
          Downloaded <strong className="text-white">{summary.zipName}</strong> ({kilobytes(summary.zipBytes)}). Unzip it into your
          Balatro <strong className="text-white">Mods</strong> folder: it holds one folder, <strong className="text-white">{summary.folder}/</strong>.
        </p>
        <p>
          {report.rulesExported} rule{report.rulesExported === 1 ? "" : "s"} exported
          {skipped.length > 0 ? `, ${skipped.length} not exported (listed below).` : "."}
        </p>
        {skipped.length > 0 && (
          <section aria-label="Rules not exported">
            <h3 className="mb-1 font-bold text-attention">Rules not exported ({skipped.length})</h3>
            <ul data-testid="export-not-exported" className="max-h-48 space-y-1 overflow-y-auto rounded-md bg-black/30 p-2">
              <CappedList items={skipped} what="rules" render={(r) => (
                <li key={`${r.itemType}-${r.itemKey}-${r.ruleNumber}`}>
                  <span className="text-white">{r.itemName}</span> <span className="text-zinc-400">({r.itemType}, rule {r.ruleNumber}, {r.trigger || "no trigger"})</span>: {r.reason}
                  {builderLink(r) && <> <a href={builderLink(r)} className="font-bold text-chips underline"
                    onClick={(e) => { e.preventDefault(); onClose(); appNavigate(builderLink(r)!); }}>Open in the rule builder</a></>}
                </li>
              )} />
            </ul>
          </section>
        )}
        {report.warnings.length > 0 && (
          <section aria-label="Notes">
            <h3 className="mb-1 font-bold text-white">Notes ({report.warnings.length})</h3>
            <ul className="max-h-32 list-disc space-y-1 overflow-y-auto pl-5">
              <CappedList items={report.warnings} what="notes" render={(w) => <li key={w}>{w}</li>} />
            </ul>
          </section>
        )}
        <section aria-label="Files written">
          <h3 className="mb-1 font-bold text-white">Files written ({report.filesWritten.length})</h3>
          <ul data-testid="export-files" className="max-h-48 overflow-y-auto rounded-md bg-black/30 p-2 text-xs">
            <CappedList items={report.filesWritten} what="files" render={(f) => <li key={f}>{summary.folder}/{f}</li>} />
          </ul>
        </section>
      </div>
    </Modal>
  );
}
