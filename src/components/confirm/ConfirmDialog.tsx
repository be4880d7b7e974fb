import { useRef } from "react";
import { Icon, type IconName } from "../icons/Icon";
import { Modal } from "../modal/Modal";
import type { ConfirmRequest, ConfirmType } from "./confirmStore";

const LOOK: Record<ConfirmType, { icon: IconName; text: string; button: string }> = {
  danger: { icon: "warning", text: "text-mult", button: "jf-button-red" },
  warning: { icon: "warning", text: "text-attention", button: "jf-button-orange" },
  success: { icon: "check", text: "text-green", button: "jf-button-green" },
  default: { icon: "info", text: "text-chips", button: "jf-button-blue" },
};

/** One confirmation: cancel is the safe default (focused first, and what Escape or outside clicks do). */
export function ConfirmDialog({ request, onAnswer }: { request: ConfirmRequest; onAnswer: (answer: boolean) => void }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const look = LOOK[request.type];
  return (
    <Modal open size="sm" tone={request.type} hideCloseButton initialFocusRef={cancelRef} onClose={() => onAnswer(false)}
      title={<span className="flex items-center gap-2"><Icon name={look.icon} className={`h-6 w-6 ${look.text}`} />{request.title}</span>}
      footer={(
        <>
          <button ref={cancelRef} type="button" className="jf-button jf-button-grey" onClick={() => onAnswer(false)}>{request.cancelText}</button>
          <button type="button" className={`jf-button ${look.button}`} data-confirm-type={request.type} onClick={() => onAnswer(true)}>{request.confirmText}</button>
        </>
      )}>
      {request.message}
    </Modal>
  );
}
