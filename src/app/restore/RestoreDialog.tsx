import { useRef } from "react";
import { Icon } from "../../components/icons/Icon";
import { Modal } from "../../components/modal/Modal";
import { ageInDays, type RestoreOffer } from "../../services/autosave/storedRecord";

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * 'Restore Auto-Saved Project?' (spec section 2). It must be answered with one of its buttons:
 * Escape and outside clicks do nothing, because Start Fresh deletes the snapshot and a stray
 * key press must not decide that. Restore Project, the choice that keeps work, has the focus.
 */
export function RestoreDialog({ offer, now, onRestore, onStartFresh }: {
  offer: RestoreOffer;
  now: number;
  onRestore: () => void;
  onStartFresh: () => void;
}) {
  const restoreRef = useRef<HTMLButtonElement>(null);
  const saved = offer.savedAt === null ? null : new Date(offer.savedAt);
  return (
    <Modal open size="md" tone="success" hideCloseButton closeOnBackdrop={false} initialFocusRef={restoreRef} onClose={() => {}}
      title="Restore Auto-Saved Project?"
      footer={(
        <>
          <button type="button" className="jf-button jf-button-grey" onClick={onStartFresh}>Start Fresh</button>
          <button ref={restoreRef} type="button" className="jf-button jf-button-green" onClick={onRestore}>Restore Project</button>
        </>
      )}>
      <p>A project auto-saved in this browser was found. Restore it, or start a fresh project and delete the auto-save.</p>
      <div data-testid="restore-summary" className="mt-4 rounded-lg border-2 border-edge/60 bg-felt-dark/70 p-3">
        <div className="flex items-start gap-3">
          <Icon name="bookmark" className="mt-0.5 h-5 w-5 shrink-0 text-green" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-black text-white">{offer.name || "Unnamed mod"}</p>
            <p className="text-sm text-zinc-400">
              {plural(offer.jokers, "joker", "jokers")}
              {offer.otherItems > 0 && `, ${plural(offer.otherItems, "other item", "other items")}`}
            </p>
          </div>
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t-2 border-edge/40 pt-3 text-sm">
          {saved ? (
            <>
              <span data-testid="restore-saved-at">
                Saved {saved.toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" })} at{" "}
                {saved.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" })}
              </span>
              <span data-testid="restore-age" className="rounded-md bg-attention px-2 py-0.5 text-xs font-black text-black">
                {ageInDays(saved.getTime(), now)}
              </span>
            </>
          ) : (
            <span data-testid="restore-saved-at">Save time unknown</span>
          )}
        </div>
      </div>
    </Modal>
  );
}
