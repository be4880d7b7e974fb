// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../../src/components/toast/Toaster";
import { DEFAULT_TOAST_MS, showToast, toastStore, dismissToast, type ToastType } from "../../../src/components/toast/toastStore";
import { cleanup, click, render } from "./harness";

const toasts = () => [...document.querySelectorAll<HTMLElement>("[data-toast-type]")];
const advance = (ms: number) => act(async () => { vi.advanceTimersByTime(ms); });

beforeEach(() => vi.useFakeTimers());
afterEach(async () => {
  document.documentElement.removeAttribute("data-typing");
  toastStore.getSnapshot().forEach((t) => dismissToast(t.id));
  vi.useRealTimers();
  await cleanup();
});

describe("Toaster", () => {
  it("shows title and message and closes itself after 4000 ms by default", async () => {
    expect(DEFAULT_TOAST_MS).toBe(4000);
    await render(<Toaster />);
    await act(async () => { showToast({ type: "success", title: "Mod Saved", message: "Your mod has been saved as a jokerforge file!" }); });
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0].textContent).toContain("Mod Saved");
    expect(toasts()[0].textContent).toContain("Your mod has been saved as a jokerforge file!");
    await advance(3999);
    expect(toasts()).toHaveLength(1);
    await advance(1);
    expect(toasts()).toHaveLength(0);
  });

  it("honours a custom duration", async () => {
    await render(<Toaster />);
    await act(async () => { showToast({ title: "Quick", duration: 1000 }); });
    await advance(999);
    expect(toasts()).toHaveLength(1);
    await advance(1);
    expect(toasts()).toHaveLength(0);
  });

  it("closes on the close button", async () => {
    await render(<Toaster />);
    await act(async () => { showToast({ type: "error", title: "Export Failed" }); });
    await click(toasts()[0].querySelector('button[aria-label="Close notification"]'));
    expect(toasts()).toHaveLength(0);
  });

  it("gives each type its own look; errors and warnings are announced as alerts", async () => {
    await render(<Toaster />);
    const types: ToastType[] = ["success", "warning", "error", "default"];
    await act(async () => { types.forEach((type) => showToast({ type, title: type })); });
    const shown = toasts();
    expect(shown.map((t) => t.dataset.toastType)).toEqual(types);
    expect(new Set(shown.map((t) => t.className)).size).toBe(4);
    expect(shown.map((t) => t.getAttribute("role"))).toEqual(["status", "alert", "alert", "status"]);
    expect(shown.every((t) => t.querySelector("svg"))).toBe(true);
  });

  it("stacks several toasts, each with its own timer", async () => {
    await render(<Toaster />);
    await act(async () => { showToast({ title: "first" }); });
    await advance(2000);
    await act(async () => { showToast({ title: "second" }); });
    await advance(2000);
    expect(toasts().map((t) => t.textContent)).toEqual(["second"]);
    await advance(2000);
    expect(toasts()).toHaveLength(0);
  });

  it("waits for typing to pause before it goes (a node leaving the page mid-word splits the field's undo)", async () => {
    await render(<Toaster />);
    await act(async () => { showToast({ title: "Project Imported", duration: 1000 }); });
    document.documentElement.setAttribute("data-typing", "");
    await advance(1000);
    expect(toasts()).toHaveLength(1);
    await advance(5000);
    expect(toasts()).toHaveLength(1);
    document.documentElement.removeAttribute("data-typing");
    await advance(250);
    expect(toasts()).toHaveLength(0);
  });
});
