// @vitest-environment happy-dom
// A typing burst ends when focus leaves the field or the editor closes, never by a time window:
// the burst key carries the focus session, and history groups by key alone.
import { describe, expect, it } from "vitest";
import { burstKey, endBursts, typingInTextField } from "../../../src/app/history/burstSession";
import { projectStore } from "../../../src/store/projectStore";
import { applyCommand, createHistory, undo } from "../../../commands/history";
import { emptyProject } from "../../../domain/model";

describe("burst sessions", () => {
  it("keep the key while the field keeps focus, and change it on focusout and on editor close", () => {
    const input = document.createElement("input");
    document.body.append(input);
    input.focus();
    const first = burstKey("metadata:version");
    expect(burstKey("metadata:version")).toBe(first);
    input.blur();
    const second = burstKey("metadata:version");
    expect(second).not.toBe(first);
    endBursts();
    expect(burstKey("metadata:version")).not.toBe(second);
  });

  it("make two visits of one field two undo steps, and one visit one step however slow", () => {
    const start = emptyProject(1);
    const edit = (version: string, at: number, burst: string) => ({ type: "metadata/edit", changes: { version }, at, burst }) as const;
    const key1 = burstKey("metadata:version");
    let h = createHistory(start);
    h = applyCommand(h, edit("1.0.1", 10, key1));
    h = applyCommand(h, edit("1.0.2", 10 + 3_600_000, key1));
    expect(h.past).toHaveLength(1);
    endBursts();
    h = applyCommand(h, edit("1.0.3", 3_600_020, burstKey("metadata:version")));
    expect(h.past).toHaveLength(2);
    expect(undo(h).present.modMetadata.version).toBe("1.0.2");
  });

  it("apply what was typed when an editor closes", () => {
    projectStore.reset();
    projectStore.dispatchSoon({ type: "metadata/rename", name: "Typed Then Closed", identity: "always", at: 1, burst: burstKey("metadata:name") }, "rest");
    expect(projectStore.getState().modMetadata.name).not.toBe("Typed Then Closed");
    endBursts();
    expect(projectStore.getState().modMetadata.name).toBe("Typed Then Closed");
  });

  it("tell a text field (whose draft shows the keys) from a control that shows the project's value", () => {
    const focus = (el: HTMLElement) => { document.body.append(el); el.focus(); return typingInTextField(); };
    const input = (type: string) => Object.assign(document.createElement("input"), { type });
    expect(focus(document.createElement("textarea"))).toBe(true);
    expect(focus(input("text"))).toBe(true);
    expect(focus(input("number"))).toBe(true);
    expect(focus(input("color"))).toBe(false);
    expect(focus(input("range"))).toBe(false);
    expect(focus(document.createElement("select"))).toBe(false);
    const readOnly = input("text");
    readOnly.readOnly = true;
    expect(focus(readOnly)).toBe(false);
    document.body.innerHTML = "";
  });
});
