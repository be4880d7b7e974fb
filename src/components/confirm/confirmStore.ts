import type { ReactNode } from "react";

export type ConfirmType = "danger" | "warning" | "success" | "default";

export interface ConfirmOptions {
  title: string;
  message?: ReactNode;
  type?: ConfirmType;
  /** Defaults to 'Confirm'. */
  confirmText?: string;
  /** Defaults to 'Cancel'. */
  cancelText?: string;
}

export interface ConfirmRequest extends Required<Omit<ConfirmOptions, "message">> {
  id: number;
  message?: ReactNode;
  resolve: (answer: boolean) => void;
}

// Requests queue up: if one dialog is open, the next waits for its answer.
let queue: ConfirmRequest[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Ask the user; resolves true on confirm, false on cancel, Escape or a click outside. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    queue = [...queue, {
      id: nextId++,
      title: options.title,
      message: options.message,
      type: options.type ?? "default",
      confirmText: options.confirmText ?? "Confirm",
      cancelText: options.cancelText ?? "Cancel",
      resolve,
    }];
    emit();
  });
}

export function answerConfirm(id: number, answer: boolean) {
  const request = queue.find((r) => r.id === id);
  if (!request) return;
  queue = queue.filter((r) => r !== request);
  emit();
  request.resolve(answer);
}

export const confirmStore = {
  /** The request on screen, or undefined. */
  getSnapshot: (): ConfirmRequest | undefined => queue[0],
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => { listeners.delete(listener); };
  },
};
