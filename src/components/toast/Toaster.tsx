import { useEffect, useSyncExternalStore } from "react";
import { Icon, type IconName } from "../icons/Icon";
import { afterTyping } from "../motion/typingRest";
import { dismissToast, toastStore, type Toast, type ToastType } from "./toastStore";

const STYLE: Record<ToastType, { icon: IconName; accent: string }> = {
  success: { icon: "check", accent: "border-l-green text-green" },
  warning: { icon: "warning", accent: "border-l-attention text-attention" },
  error: { icon: "error", accent: "border-l-mult text-mult" },
  default: { icon: "info", accent: "border-l-chips text-chips" },
};

/**
 * Renders the toast store top-right, just below the edit-history toolbar so Undo, Redo and
 * Download edit log stay usable while a toast shows (bottom-right belongs to the auto-save
 * indicator). A toast has no countdown bar: a bar shrinking for the toast's 4 s made the browser
 * draw a frame on every vsync, and a key typed meanwhile waited behind those frames (the rule
 * builder's keystroke took up to 24 ms to show with the bar, at most 16 ms without).
 */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return (
    <div aria-live="polite" data-toasts="" className="pointer-events-none fixed right-3 top-[calc(var(--jf-toolbar-height)+0.5rem)] z-[60] flex w-[min(24rem,calc(100vw-1.5rem))] flex-col gap-2">
      {toasts.map((toast) => <ToastCard key={toast.id} toast={toast} />)}
    </div>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  // An expired toast leaves once typing pauses (afterTyping), not mid-word.
  useEffect(() => {
    let cancel = () => {};
    const timer = window.setTimeout(() => { cancel = afterTyping(() => dismissToast(toast.id)); }, toast.duration);
    return () => {
      window.clearTimeout(timer);
      cancel();
    };
  }, [toast.id, toast.duration]);
  const style = STYLE[toast.type];
  return (
    <div role={toast.type === "error" || toast.type === "warning" ? "alert" : "status"} data-toast-type={toast.type}
      className={`jf-panel pointer-events-auto border-l-[6px] bg-felt-dark ${style.accent}`}>
      <div className="flex items-start gap-3 p-3 pr-2">
        <Icon name={style.icon} className="mt-0.5 h-5 w-5" />
        <div className="min-w-0 flex-1">
          <p className="font-black text-white">{toast.title}</p>
          {toast.message && <p className="mt-0.5 text-sm text-zinc-300">{toast.message}</p>}
        </div>
        <button type="button" aria-label="Close notification" onClick={() => dismissToast(toast.id)}
          className="rounded-md p-1 text-zinc-400 hover:bg-panel-light hover:text-white">
          <Icon name="close" className="h-4 w-4" />
        </button>
      </div>
    </div>
  );
}
