// @vitest-environment happy-dom
// While someone types, a field's messages that go stay in the page, hidden, and a field filled in
// from another shows its old value: Chromium ends the typing step of the field in focus when a node
// leaves the page or a script writes a text field's value, so one Ctrl+Z would take back only part
// of what was typed. Once typing pauses ([data-typing] goes), both catch up.
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Field } from "../../../src/components/items/editor/fields";
import { keepMessages, liveMessages } from "../../../src/components/forms/keptWhileTyping";
import { KeptWhileTyping } from "../../../src/components/forms/KeptWhileTyping";
import { FieldShell, TextField } from "../../../src/pages/metadata/fields";
import { ManifestPreview } from "../../../src/pages/metadata/ManifestPreview";
import { defaultMetadata } from "../../../domain/model/defaults";
import { cleanup, render } from "./harness";

const root = () => document.documentElement;
const startTyping = () => root().setAttribute("data-typing", "");
const stopTyping = () => act(async () => { root().removeAttribute("data-typing"); await Promise.resolve(); });

afterEach(async () => {
  root().removeAttribute("data-typing");
  await cleanup();
});

/** Every node removed from the page from now on. */
function watchRemovals(): Node[] {
  const removed: Node[] = [];
  new MutationObserver((records) => { for (const r of records) removed.push(...r.removedNodes); })
    .observe(document.body, { childList: true, subtree: true });
  return removed;
}
const flushObserver = () => act(async () => { await Promise.resolve(); });

describe("keepMessages", () => {
  it("keeps what was drawn in its place, hidden when gone, and adds new messages after it", () => {
    const drawn = liveMessages(["a", "b", "c"]);
    expect(keepMessages(drawn, ["c", "d", "a"])).toEqual([
      { text: "a", shown: true }, { text: "b", shown: false }, { text: "c", shown: true }, { text: "d", shown: true },
    ]);
    // a message back again shows in its old place; each text once
    expect(keepMessages(keepMessages(drawn, []), ["b", "b"])).toEqual([
      { text: "a", shown: false }, { text: "b", shown: true }, { text: "c", shown: false },
    ]);
    expect(liveMessages(["x", "x", "y"])).toEqual([{ text: "x", shown: true }, { text: "y", shown: true }]);
  });
});

describe("a field's messages while someone types", () => {
  it("an item editor field: the error and warning that go stay hidden until typing pauses, without a role or test id", async () => {
    const field = (error: string | null, warnings: string[]) => (
      <Field label="Key" error={error} warnings={warnings}>{(id) => <input id={id} />}</Field>
    );
    const view = await render(field("Needed", ["Looks like a vanilla key"]));
    expect(view.container.querySelector('[data-testid="field-error"]')?.textContent).toBe("Needed");
    startTyping();
    const removed = watchRemovals();
    await view.rerender(field(null, []));
    await flushObserver();
    expect(removed).toEqual([]);
    expect(view.container.querySelector('[data-testid="field-error"]')).toBeNull();
    expect(view.container.querySelector('[data-testid="field-warning"]')).toBeNull();
    expect(view.container.querySelector('[role="alert"]')).toBeNull();
    const hidden = [...view.container.querySelectorAll("p.hidden")].map((p) => p.textContent);
    expect(hidden).toEqual(["Needed", "Looks like a vanilla key"]);
    // a new warning comes in while the old ones are kept: added, nothing removed
    await view.rerender(field(null, ["Another"]));
    await flushObserver();
    expect(removed).toEqual([]);
    expect(view.container.querySelector('[data-testid="field-warning"]')?.textContent).toBe("Another");
    await stopTyping();
    expect(view.container.querySelectorAll("p.hidden")).toHaveLength(0);
    expect(view.container.textContent).not.toContain("Needed");
    expect(view.container.querySelector('[data-testid="field-warning"]')?.textContent).toBe("Another");
  });

  it("with nobody typing, a message that goes leaves at once", async () => {
    const view = await render(<Field label="Name" error="Needed">{(id) => <input id={id} />}</Field>);
    await view.rerender(<Field label="Name" error={null}>{(id) => <input id={id} />}</Field>);
    expect(view.container.textContent).not.toContain("Needed");
  });

  it("a metadata field: an error replaced by another while typing removes nothing; after the pause only the live one is left", async () => {
    const shell = (errors: string[]) => <FieldShell label="Mod ID" errors={errors}>{({ inputId }) => <input id={inputId} />}</FieldShell>;
    const view = await render(shell(["Mod ID is required."]));
    startTyping();
    const removed = watchRemovals();
    await view.rerender(shell(["Use lowercase letters."]));
    await flushObserver();
    expect(removed).toEqual([]);
    expect([...view.container.querySelectorAll('[data-testid="field-error"]')].map((e) => e.textContent)).toEqual(["Use lowercase letters."]);
    await stopTyping();
    expect(view.container.textContent).not.toContain("required");
    expect(view.container.querySelectorAll("li")).toHaveLength(1);
  });

  it("the JSON preview's note that the export is blocked stays hidden while the fix is typed", async () => {
    const metadata = defaultMetadata();
    const view = await render(<ManifestPreview metadata={metadata} errorCount={2} />);
    expect(view.container.querySelector('[data-testid="manifest-preview-blocked"]')?.textContent).toContain("the 2 errors above are");
    startTyping();
    const removed = watchRemovals();
    await view.rerender(<ManifestPreview metadata={metadata} errorCount={0} />);
    await flushObserver();
    expect(removed).toEqual([]);
    expect(view.container.querySelector('[data-testid="manifest-preview-blocked"]')).toBeNull();
    await stopTyping();
    expect(view.container.textContent).not.toContain("will not write it");
  });
});

describe("KeptWhileTyping (one message under a field: the rule builder's texts, variables, boosters, the overview, sounds)", () => {
  const note = (message: string | null) => (
    <KeptWhileTyping message={message}>
      {(text, shown) => (shown ? <p role="alert" id="note">{text}</p> : <p className="hidden">{text}</p>)}
    </KeptWhileTyping>
  );

  it("draws the message with its role and id; gone while typing, hidden without them; gone after the pause", async () => {
    const view = await render(note("Too long"));
    expect(view.container.querySelector("#note")?.textContent).toBe("Too long");
    startTyping();
    const removed = watchRemovals();
    await view.rerender(note(null));
    await flushObserver();
    expect(removed).toEqual([]);
    expect(view.container.querySelector('[role="alert"], #note')).toBeNull();
    expect(view.container.querySelector("p.hidden")?.textContent).toBe("Too long");
    // back while still typing: the same element shows again
    const element = view.container.querySelector("p");
    await view.rerender(note("Too long"));
    expect(view.container.querySelector("#note")).toBe(element);
    await view.rerender(note(null));
    await stopTyping();
    expect(view.container.querySelector("p")).toBeNull();
  });
});

describe("a metadata field filled in from another", () => {
  it("shows its old value while someone types elsewhere, and the new one once typing pauses", async () => {
    const field = (value: string) => <TextField label="Mod ID" value={value} onChange={() => {}} />;
    const view = await render(field("old_id"));
    const input = view.container.querySelector("input")!;
    startTyping();
    await view.rerender(field("new_id"));
    expect(input.value).toBe("old_id");
    await stopTyping();
    expect(input.value).toBe("new_id");
  });

  it("shows the new value the moment focus leaves the field typed in, a whole-text selection made meanwhile covering it", async () => {
    const typedIn = document.createElement("input");
    document.body.append(typedIn);
    typedIn.focus();
    const field = (value: string) => <TextField label="Mod ID" value={value} onChange={() => {}} />;
    const view = await render(field("old_id"));
    const input = view.container.querySelector("input")!;
    startTyping();
    await view.rerender(field("a_new_id"));
    expect(input.value).toBe("old_id");
    input.setSelectionRange(0, input.value.length);
    await act(async () => { typedIn.blur(); });
    expect(input.value).toBe("a_new_id");
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, "a_new_id".length]);
  });

  it("in focus, shows its own value at once", async () => {
    const field = (value: string) => <TextField label="Mod ID" value={value} onChange={() => {}} />;
    const view = await render(field("old_id"));
    const input = view.container.querySelector("input")!;
    await act(async () => { input.focus(); });
    startTyping();
    await view.rerender(field("typed_id"));
    expect(input.value).toBe("typed_id");
  });
});
