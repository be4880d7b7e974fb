// @vitest-environment happy-dom
// Typing (or a text field taking focus) marks the document's root, so what moves on its own holds
// still (the editor's preview, the auto-save spinner), until the keys pause for TYPING_REST_MS.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterTyping, FOCUS_REST_MS, TYPING_REST_MS, watchTyping } from "../../../src/components/motion/typingRest";

describe("typing rest", () => {
  let stop: () => void;
  beforeEach(() => { vi.useFakeTimers(); stop = watchTyping(document); });
  afterEach(() => { stop(); vi.useRealTimers(); document.body.innerHTML = ""; });

  const typeIn = (field: HTMLElement) => field.dispatchEvent(new Event("input", { bubbles: true }));
  const typing = () => document.documentElement.hasAttribute("data-typing");

  it("marks the root on any field's input and clears it once the keys pause", () => {
    const field = document.createElement("input");
    document.body.append(field);
    expect(typing()).toBe(false);
    typeIn(field);
    expect(typing()).toBe(true);
    vi.advanceTimersByTime(TYPING_REST_MS - 100);
    typeIn(field); // the next key of the burst starts the rest again
    vi.advanceTimersByTime(TYPING_REST_MS - 100);
    expect(typing()).toBe(true);
    vi.advanceTimersByTime(100);
    expect(typing()).toBe(false);
  });

  it("hears input that a handler stops from bubbling, and stops hearing when asked", () => {
    const field = document.createElement("textarea");
    field.addEventListener("input", (event) => event.stopPropagation());
    document.body.append(field);
    typeIn(field);
    expect(typing()).toBe(true);
    stop();
    expect(typing()).toBe(false);
    typeIn(field);
    expect(typing()).toBe(false);
  });

  it("marks the root as a text field takes focus, so the first key restyles nothing", () => {
    const button = document.createElement("button");
    const area = document.createElement("textarea");
    const colour = Object.assign(document.createElement("input"), { type: "color" });
    document.body.append(button, area, colour);
    button.focus();
    colour.focus();
    expect(typing()).toBe(false);
    area.focus();
    expect(typing()).toBe(true);
    vi.advanceTimersByTime(FOCUS_REST_MS - 1);
    expect(typing()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(typing()).toBe(false);
    // once keys come, the rest after the last one is the typing rest
    area.focus();
    typeIn(area);
    vi.advanceTimersByTime(TYPING_REST_MS);
    expect(typing()).toBe(false);
  });

  it("afterTyping runs at once when nobody types, else once typing pauses, and not after a cancel", async () => {
    const ran: string[] = [];
    afterTyping(() => ran.push("idle"));
    expect(ran).toEqual(["idle"]);
    const field = document.createElement("input");
    document.body.appendChild(field);
    typeIn(field);
    afterTyping(() => ran.push("after"));
    const cancel = afterTyping(() => ran.push("cancelled"));
    cancel();
    await Promise.resolve();
    expect(ran).toEqual(["idle"]);
    vi.advanceTimersByTime(TYPING_REST_MS);
    await vi.waitFor(() => expect(ran).toEqual(["idle", "after"]));
  });
});
