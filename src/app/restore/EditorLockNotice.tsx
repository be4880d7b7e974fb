import { useRef } from "react";
import { Modal } from "../../components/modal/Modal";
import type { EditorAccess } from "../../services/autosave/editorLock";

const TEXT = {
  elsewhere: {
    title: "Open in Another Tab",
    body: "This project is being edited in another Joker Forge tab. Editing is off here, so the two tabs never overwrite each other's work.",
  },
  taken: {
    title: "Editing Moved to Another Tab",
    body: "Another Joker Forge tab took over this project. This tab's last change was saved first, and editing is off here now.",
  },
} as const;

/**
 * Shown while another tab edits the project (services/autosave/editorLock.ts). It cannot be
 * dismissed: the only way back to editing is to take over, which the other tab then shows.
 */
export function EditorLockNotice({ access, takingOver, onTakeOver }: {
  access: Extract<EditorAccess, "elsewhere" | "taken">;
  takingOver: boolean;
  onTakeOver: () => void;
}) {
  const takeOverRef = useRef<HTMLButtonElement>(null);
  const text = TEXT[access];
  return (
    <Modal open size="md" tone="warning" hideCloseButton closeOnBackdrop={false} initialFocusRef={takeOverRef} onClose={() => {}}
      title={text.title}
      footer={(
        <button ref={takeOverRef} type="button" className="jf-button jf-button-orange" disabled={takingOver} onClick={onTakeOver}>
          {takingOver ? "Taking over..." : "Take Over Editing Here"}
        </button>
      )}>
      <p data-testid="editor-lock-notice" data-access={access}>{text.body}</p>
      <p className="mt-3 text-sm text-zinc-400">
        Taking over loads the latest auto-save here and makes the other tab read-only.
      </p>
    </Modal>
  );
}
