import { createContext, useContext, useEffect, useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { Icon } from "../icons/Icon";

export interface ModalProps {
  open: boolean;
  /** Escape, the close button and (unless disabled) a click on the backdrop call this. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons row under the body. */
  footer?: ReactNode;
  size?: "sm" | "md" | "lg" | "xl" | "full";
  /**
   * "fixed": the dialog takes the window's height (up to 60rem, but for "full") whatever its content, and the body
   * scrolls between a pinned title and footer. For editors whose content grows and shrinks as the
   * user works (a preview appearing after typing, tabs of different lengths): the footer's buttons
   * never move under the pointer, so a press on Done right after typing lands on Done.
   */
  height?: "content" | "fixed";
  /**
   * The page behind is not painted while the dialog is open (a dark backdrop instead of the dimmed
   * page): for editors in which someone types, so that a keystroke repaints the dialog alone. By
   * default a full-size dialog covers, and the item editor asks for it (the page behind it is a
   * grid of cards whose paint and layer updates took half of each key's frame).
   */
  covers?: boolean;
  closeOnBackdrop?: boolean;
  /** Hide the top-right close button (e.g. dialogs that must be answered with their own buttons). */
  hideCloseButton?: boolean;
  /** Accent of the top edge: matches the confirm types and toast colours. */
  tone?: "default" | "danger" | "warning" | "success";
  /** Element to focus first; defaults to the first focusable element in the dialog. */
  initialFocusRef?: React.RefObject<HTMLElement | null>;
  /**
   * Where focus goes on close when the element that had it is gone (the "Create" button of an
   * empty list disappears once the list has an item): e.g. the new item's card.
   */
  returnFocus?: () => HTMLElement | null | undefined;
}

const WIDTH = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-5xl", full: "max-w-[1600px] min-h-[calc(100vh-1.5rem)]" } as const;
/** A fixed-height dialog: the window's height less the backdrop's padding, at most 60rem. */
const FIXED = "flex h-[calc(100dvh-1.5rem)] max-h-[60rem] flex-col";
/** The same for a full-size dialog, whatever the window's height. */
const FIXED_FULL = "flex h-[calc(100dvh-1.5rem)] flex-col";
const TONE = { default: "border-t-chips", danger: "border-t-mult", warning: "border-t-attention", success: "border-t-green" } as const;
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focuses what `find` gives once it is there: a virtualised grid draws a new card a frame or two
 * after it joins the list. Gives up after 30 frames, or as soon as something else takes focus.
 */
function focusWhenThere(find: () => HTMLElement | null | undefined, frames = 30): void {
  const element = find();
  if (element) { element.focus(); return; }
  if (frames === 0 || (document.activeElement && document.activeElement !== document.body)) return;
  requestAnimationFrame(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    focusWhenThere(find, frames - 1);
  });
}

// Open modals. The top one (deepest in the React tree, then the latest opened) alone answers
// Escape and keeps Tab inside. Depth matters because a child modal's effects run before its parent's.
interface Layer { depth: number; order: number }
const layers = new Set<Layer>();
let opened = 0;
const isTop = (me: Layer) => [...layers].every((l) => l === me || l.depth < me.depth || (l.depth === me.depth && l.order < me.order));
const Depth = createContext(0);

/** Covering modals open now (nested ones count once each). */
let coveringModals = 0;

export function Modal({
  open, onClose, title, children, footer, size = "md", height = "content", covers = size === "full", closeOnBackdrop = true, hideCloseButton, tone = "default", initialFocusRef, returnFocus,
}: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const pressedOnBackdrop = useRef(false);
  // What had focus when the dialog opened, read before a cover hides it (a hidden element loses focus)
  const previousFocus = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const returnFocusRef = useRef(returnFocus);
  returnFocusRef.current = returnFocus;
  const depth = useContext(Depth) + 1;

  useEffect(() => {
    if (!open) return;
    const me: Layer = { depth, order: opened++ };
    layers.add(me);
    const previous = previousFocus.current;
    if (isTop(me)) {
      const first = initialFocusRef?.current ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE) ?? panel.current;
      first?.focus();
    }
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";

    const onKey = (e: KeyboardEvent) => {
      if (!isTop(me) || !panel.current) return;
      if (e.key === "Escape") {
        e.preventDefault();
        onCloseRef.current();
      } else if (e.key === "Tab") {
        const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
        if (items.length === 0) { e.preventDefault(); return; }
        const [head, tail] = [items[0], items[items.length - 1]];
        const inside = panel.current.contains(document.activeElement);
        if (e.shiftKey && (document.activeElement === head || !inside)) { e.preventDefault(); tail.focus(); }
        else if (!e.shiftKey && (document.activeElement === tail || !inside)) { e.preventDefault(); head.focus(); }
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      layers.delete(me);
      document.body.style.overflow = overflow;
      if (previous && previous.isConnected && previous !== document.body) previous.focus?.();
      else if (returnFocusRef.current) focusWhenThere(returnFocusRef.current);
      else previous?.focus?.();
    };
  }, [open, initialFocusRef, depth]);

  // An editor that covers the app: the page behind stops painting while it is open, so a keystroke
  // in the editor repaints the editor alone (index.css, [data-app-shell]). Before the first paint,
  // so the page does not show dimmed for a frame and then go.
  useLayoutEffect(() => {
    if (!open) return;
    previousFocus.current = document.activeElement as HTMLElement | null;
    if (!covers) return;
    coveringModals += 1;
    document.body.classList.add("jf-covered");
    return () => {
      coveringModals -= 1;
      document.body.classList.toggle("jf-covered", coveringModals > 0);
    };
  }, [open, covers]);

  if (!open) return null;

  // Close only when the press both started and ended on the backdrop (not a drag out of a field).
  const onBackdropDown = (e: MouseEvent) => { pressedOnBackdrop.current = e.target === e.currentTarget; };
  const onBackdropClick = (e: MouseEvent) => {
    if (closeOnBackdrop && pressedOnBackdrop.current && e.target === e.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  };

  const fixed = height === "fixed";
  // a full-screen dialog shorter than its minimum height keeps its footer at the bottom
  const stretch = size === "full" && !fixed;
  return createPortal(
    <div data-testid="modal-backdrop" onMouseDown={onBackdropDown} onClick={onBackdropClick}
      className="fixed inset-0 z-[70] flex items-center justify-center overflow-y-auto bg-black/75 p-3">
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}
        data-height={height}
        className={`jf-panel relative my-auto w-full border-t-[6px] bg-felt outline-none ${WIDTH[size]} ${TONE[tone]} ${fixed ? (size === "full" ? FIXED_FULL : FIXED) : ""} ${stretch ? "flex flex-col" : ""}`}>
        <div className="flex shrink-0 items-start gap-3 px-5 pb-2 pt-4">
          <h2 id={titleId} className="flex-1 text-xl font-black text-white">{title}</h2>
          {!hideCloseButton && (
            <button type="button" aria-label="Close" onClick={onClose}
              className="-mr-2 rounded-md p-1.5 text-zinc-400 hover:bg-panel-light hover:text-white">
              <Icon name="close" className="h-5 w-5" />
            </button>
          )}
        </div>
        {children !== undefined && (
          <div className={`px-5 pb-4 text-zinc-300 ${fixed ? "min-h-0 flex-1 overflow-y-auto" : stretch ? "flex-1" : ""}`} data-testid="modal-body">
            <Depth.Provider value={depth}>{children}</Depth.Provider>
          </div>
        )}
        {footer && <div className="flex shrink-0 flex-wrap justify-end gap-3 border-t-2 border-edge/50 px-5 py-4">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
