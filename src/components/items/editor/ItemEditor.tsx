// The editor modal shared by every item type: a live preview with the art uploads on the left,
// the config's tabs on the right. Edits are live (one command each, typing bursts grouped), so
// there is no Save step: Done closes, and undo takes any change back.
import { useCallback, useEffect, useState } from "react";
import { endBursts } from "../../../app/history/burstSession";
import { Modal } from "../../modal/Modal";
import { useTextColours } from "../../description/useTextColours";
import { BalatroCard } from "../BalatroCard";
import { ArtUpload } from "../art/ArtUpload";
import { clearItemArt, setItemArt } from "../art/setArt";
import { ItemIcon } from "../icons";
import { editItem, noteEditedOnApply } from "../itemCommands";
import { DescriptionValuesContext, useDescriptionValues } from "../useDescriptionValues";
import type { ItemEntry, ItemTypeConfig, UpdateItem } from "../types";

export interface ItemEditorProps<T extends ItemEntry> {
  config: ItemTypeConfig<T>;
  item: T;
  onClose: () => void;
  onDelete: (item: T) => void;
  onRules?: (item: T) => void;
}

export function ItemEditor<T extends ItemEntry>({ config, item, onClose, onDelete, onRules }: ItemEditorProps<T>) {
  const [tabId, setTabId] = useState(config.editorTabs[0]?.id);
  const colours = useTextColours();
  const values = useDescriptionValues(config.list, item);
  const update: UpdateItem<T> = useCallback((changes, field) => {
    // noted as recently edited when the edit reaches the project (so asked first)
    noteEditedOnApply(config.pageType, item.id);
    editItem(config, item.id, changes, field);
  }, [config, item.id]);
  // closing the editor ends its typing bursts (an element removed with focus fires no focusout)
  useEffect(() => endBursts, []);
  const tab = config.editorTabs.find((t) => t.id === tabId) ?? config.editorTabs[0];
  const { Preview, CardFooter, CardCorner, art } = config;
  const singular = config.labels.singular;

  return (
    <Modal open onClose={onClose} size="xl" height="fixed" covers returnFocus={() => document.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(item.id)}"]`)} title={<span>Edit {singular}: <span className="text-attention">{item.name || "Unnamed"}</span></span>}
      footer={
        <>
          <button type="button" onClick={() => onDelete(item)} className="jf-button jf-button-red mr-auto">
            <ItemIcon name="trash" />Delete
          </button>
          {onRules && (
            <button type="button" onClick={() => onRules(item)} className="jf-button jf-button-orange">
              <ItemIcon name="rules" />Rules
            </button>
          )}
          <button type="button" onClick={onClose} className="jf-button jf-button-green" data-testid="editor-done">Done</button>
        </>
      }>
      {/* A form: the browser's autofill reads a changed field's form on every key, and fields outside
          any form make it read every field of the page (25 to 50 ms a key behind the editor's grid). */}
      <DescriptionValuesContext.Provider value={values}>
        <form onSubmit={(e) => e.preventDefault()} className="grid gap-5 md:grid-cols-[17rem_1fr]" data-testid="item-editor">
          {/* on a phone the fields come first and the preview with its art after them: a card
              above them filled the screen (pointer and touch order, not Tab's, which phones rarely use) */}
          <aside className="flex flex-col gap-3 max-md:order-last">
            <div className="jf-motion rounded-xl bg-felt-dark/60 p-3">
              <BalatroCard seed={item.id} name={item.name}
                description={config.description ? String(item.description ?? "") : undefined}
                image={art ? String(item[art.field] ?? "") : undefined}
                overlay={art?.overlayField ? String(item[art.overlayField] ?? "") : undefined}
                artWidth={art?.width} artHeight={art?.height}
                preview={Preview ? <Preview item={item} /> : undefined}
                corner={CardCorner ? <CardCorner item={item} /> : undefined}
                footer={CardFooter ? <CardFooter item={item} /> : undefined}
                extraColours={colours} vars={values} />
            </div>
            {art && (
              <>
                <ArtUpload label="Card art" hint={`PNG, scaled to ${art.width}x${art.height} (kept at 1x and 2x)`}
                  value={String(item[art.field] ?? "")} testId="art-file-input"
                  onFile={(file) => setItemArt(config, item, file, "main")} onClear={() => clearItemArt(config, item, "main")} />
                {art.overlayField && (
                  <ArtUpload label="Soul / overlay layer" hint="Drawn floating above the card art"
                    value={String(item[art.overlayField] ?? "")} testId="overlay-file-input"
                    onFile={(file) => setItemArt(config, item, file, "overlay")} onClear={() => clearItemArt(config, item, "overlay")} />
                )}
              </>
            )}
          </aside>
          <div className="flex min-w-0 flex-col gap-4">
            {config.editorTabs.length > 1 && (
              <div role="tablist" aria-label={`${singular} settings`} className="flex flex-wrap gap-1 rounded-xl bg-felt-dark/60 p-1">
                {config.editorTabs.map((t) => (
                  <button key={t.id} type="button" role="tab" aria-selected={t.id === tab?.id} onClick={() => setTabId(t.id)}
                    className={`rounded-lg px-3 py-1.5 text-sm font-bold transition-colors ${t.id === tab?.id ? "bg-chips text-white shadow-[0_3px_0_#0062a3]" : "text-zinc-300 hover:bg-panel-light hover:text-white"}`}>
                    {t.label}
                  </button>
                ))}
              </div>
            )}
            {tab && (
              <div role="tabpanel" aria-label={tab.label} className="min-w-0">
                <tab.Component item={item} update={update} config={config} />
              </div>
            )}
          </div>
        </form>
      </DescriptionValuesContext.Provider>
    </Modal>
  );
}
