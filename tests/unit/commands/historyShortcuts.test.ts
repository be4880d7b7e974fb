import { describe, expect, it, vi } from "vitest";
import {
  historyActionForKey, installHistoryShortcuts, type KeyLike,
} from "../../../src/app/history/useHistoryShortcuts";
import { editLogFileName } from "../../../src/app/history/downloadEditLog";
import { isTextEditingTarget } from "../../../src/app/history/textField";

const key = (k: string, mods: Partial<KeyLike> = {}): KeyLike =>
  ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe("history shortcuts", () => {
  it("maps Ctrl+Z to undo and Ctrl+Shift+Z / Ctrl+Y to redo", () => {
    expect(historyActionForKey(key("z", { ctrlKey: true }), false)).toBe("undo");
    expect(historyActionForKey(key("Z", { ctrlKey: true, shiftKey: true }), false)).toBe("redo");
    expect(historyActionForKey(key("y", { ctrlKey: true }), false)).toBe("redo");
    expect(historyActionForKey(key("z"), false)).toBeNull();
    expect(historyActionForKey(key("z", { ctrlKey: true, altKey: true }), false)).toBeNull();
    expect(historyActionForKey(key("x", { ctrlKey: true }), false)).toBeNull();
    expect(historyActionForKey(key("y", { ctrlKey: true, shiftKey: true }), false)).toBeNull();
  });

  it("uses Cmd instead of Ctrl on a Mac", () => {
    expect(historyActionForKey(key("z", { metaKey: true }), true)).toBe("undo");
    expect(historyActionForKey(key("z", { metaKey: true, shiftKey: true }), true)).toBe("redo");
    expect(historyActionForKey(key("z", { ctrlKey: true }), true)).toBeNull();
    expect(historyActionForKey(key("z", { metaKey: true }), false)).toBeNull();
  });

  it("reads the physical key when the layout gives no Latin letter", () => {
    expect(historyActionForKey({ ...key("я", { ctrlKey: true }), code: "KeyZ" }, false)).toBe("undo");
  });

  it("recognises text fields, where the browser's own undo applies", () => {
    expect(isTextEditingTarget({ tagName: "INPUT", type: "text" })).toBe(true);
    expect(isTextEditingTarget({ tagName: "input" })).toBe(true);
    expect(isTextEditingTarget({ tagName: "INPUT", type: "number" })).toBe(true);
    expect(isTextEditingTarget({ tagName: "TEXTAREA" })).toBe(true);
    expect(isTextEditingTarget({ tagName: "DIV", isContentEditable: true })).toBe(true);
    expect(isTextEditingTarget({ tagName: "INPUT", type: "checkbox" })).toBe(false);
    expect(isTextEditingTarget({ tagName: "BUTTON" })).toBe(false);
    expect(isTextEditingTarget(null)).toBe(false);
  });

  it("wires keydown on the target to undo and redo, and stops when disposed", () => {
    const target = new EventTarget();
    const actions = { undo: vi.fn(), redo: vi.fn() };
    const dispose = installHistoryShortcuts(target, actions, false);
    const press = (k: string, mods: Partial<KeyLike> = {}) => {
      const event = Object.assign(new Event("keydown", { cancelable: true }), key(k, mods));
      target.dispatchEvent(event);
      return event;
    };
    expect(press("z", { ctrlKey: true }).defaultPrevented).toBe(true);
    expect(actions.undo).toHaveBeenCalledTimes(1);
    press("y", { ctrlKey: true });
    press("Z", { ctrlKey: true, shiftKey: true });
    expect(actions.redo).toHaveBeenCalledTimes(2);
    expect(press("a", { ctrlKey: true }).defaultPrevented).toBe(false);
    dispose();
    press("z", { ctrlKey: true });
    expect(actions.undo).toHaveBeenCalledTimes(1);
  });

  it("leaves the keys to a focused text field", () => {
    class FakeInput extends EventTarget {
      tagName = "INPUT";
      type = "text";
    }
    const input = new FakeInput();
    const actions = { undo: vi.fn(), redo: vi.fn() };
    installHistoryShortcuts(input, actions, false);
    const event = Object.assign(new Event("keydown", { cancelable: true }), key("z", { ctrlKey: true }));
    input.dispatchEvent(event);
    expect(actions.undo).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });
});

describe("edit log download", () => {
  it("names the file joker-forge-edit-log-<date>.json", () => {
    expect(editLogFileName(new Date(2025, 0, 7, 23, 59))).toBe("joker-forge-edit-log-2025-01-07.json");
  });
});
