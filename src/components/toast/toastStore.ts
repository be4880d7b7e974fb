// Toasts are raised from anywhere (actions, services) through this tiny store; the Toaster
// component renders them. Default lifetime 4000 ms (spec section 9).
export type ToastType = "success" | "warning" | "error" | "default";

export interface Toast {
  id: number;
  type: ToastType;
  title: string;
  message?: string;
  duration: number;
}

export const DEFAULT_TOAST_MS = 4000;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function showToast(input: { type?: ToastType; title: string; message?: string; duration?: number }): number {
  const toast: Toast = { id: nextId++, type: input.type ?? "default", title: input.title, message: input.message, duration: input.duration ?? DEFAULT_TOAST_MS };
  toasts = [...toasts, toast];
  emit();
  return toast.id;
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export const toastStore = {
  getSnapshot: () => toasts,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => { listeners.delete(listener); };
  },
};
