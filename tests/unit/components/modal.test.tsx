// @vitest-environment happy-dom
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Modal } from "../../../src/components/modal/Modal";
import { buttonByText, cleanup, click, press, render } from "./harness";

afterEach(cleanup);

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const backdrop = () => document.querySelector('[data-testid="modal-backdrop"]');

function Harness({ onClose = () => {}, closeOnBackdrop }: { onClose?: () => void; closeOnBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Open</button>
      <Modal open={open} onClose={() => { onClose(); setOpen(false); }} title="Edit Joker" closeOnBackdrop={closeOnBackdrop}
        footer={<><button type="button">Cancel</button><button type="button">Save</button></>}>
        <input aria-label="Name" />
      </Modal>
    </>
  );
}

describe("Modal", () => {
  it("renders nothing when closed", async () => {
    await render(<Modal open={false} onClose={() => {}} title="Hidden">body</Modal>);
    expect(dialog()).toBeNull();
  });

  it("is an accessible modal dialog labelled by its title", async () => {
    await render(<Harness />);
    await click(buttonByText("Open"));
    const el = dialog()!;
    expect(el.getAttribute("aria-modal")).toBe("true");
    const labelId = el.getAttribute("aria-labelledby")!;
    expect(document.getElementById(labelId)?.textContent).toBe("Edit Joker");
  });

  it("moves focus inside on open and gives it back on close", async () => {
    await render(<Harness />);
    const opener = buttonByText("Open")!;
    opener.focus();
    await click(opener);
    expect(dialog()!.contains(document.activeElement)).toBe(true);
    await press("Escape");
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("keeps Tab inside: from the last element back to the first, and Shift+Tab the other way", async () => {
    await render(<Harness />);
    await click(buttonByText("Open"));
    const focusables = [...dialog()!.querySelectorAll<HTMLElement>("button, input")];
    const [first, last] = [focusables[0], focusables[focusables.length - 1]];
    last.focus();
    await press("Tab");
    expect(document.activeElement).toBe(first);
    await press("Tab", { shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it("closes on Escape, on the close button and on a backdrop click, not on a click inside", async () => {
    const onClose = vi.fn();
    await render(<Harness onClose={onClose} />);
    await click(buttonByText("Open"));
    await click(dialog());
    expect(onClose).not.toHaveBeenCalled();
    await click(backdrop());
    expect(onClose).toHaveBeenCalledTimes(1);

    await click(buttonByText("Open"));
    await click(document.querySelector('button[aria-label="Close"]'));
    expect(onClose).toHaveBeenCalledTimes(2);

    await click(buttonByText("Open"));
    await press("Escape");
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it("can ignore backdrop clicks", async () => {
    const onClose = vi.fn();
    await render(<Harness onClose={onClose} closeOnBackdrop={false} />);
    await click(buttonByText("Open"));
    await click(backdrop());
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog()).not.toBeNull();
  });

  it("only the top modal answers Escape", async () => {
    const outer = vi.fn();
    const inner = vi.fn();
    await render(
      <Modal open onClose={outer} title="Outer">
        <Modal open onClose={inner} title="Inner">inner body</Modal>
      </Modal>,
    );
    await press("Escape");
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});
