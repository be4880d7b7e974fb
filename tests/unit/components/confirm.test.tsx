// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { ConfirmHost } from "../../../src/components/confirm/ConfirmHost";
import { confirm, type ConfirmType } from "../../../src/components/confirm";
import { answerConfirm, confirmStore } from "../../../src/components/confirm/confirmStore";
import { buttonByText, cleanup, click, press, render, settle, waitFor, within } from "./harness";

afterEach(async () => {
  // Leave no question open for the next test.
  for (let open = confirmStore.getSnapshot(); open; open = confirmStore.getSnapshot()) answerConfirm(open.id, false);
  await cleanup();
});

async function ask(options: Parameters<typeof confirm>[0]) {
  await render(<ConfirmHost />);
  let answer: boolean | undefined;
  const pending = confirm(options).then((a) => { answer = a; return a; });
  await waitFor(dialog, "the dialog");
  return { pending, answer: () => answer };
}

const dialog = () => document.querySelector('[role="dialog"]');

describe("confirm()", () => {
  it("shows title, message and the default labels, and resolves true on Confirm", async () => {
    const { pending } = await ask({ title: "Delete joker?", message: "This cannot be undone." });
    expect(dialog()?.getAttribute("aria-modal")).toBe("true");
    expect(dialog()?.textContent).toContain("Delete joker?");
    expect(dialog()?.textContent).toContain("This cannot be undone.");
    expect(buttonByText("Cancel")).not.toBeNull();
    await click(buttonByText("Confirm"));
    expect(await within(pending)).toBe(true);
    await settle();
    expect(dialog()).toBeNull();
  });

  it("resolves false on Cancel and uses custom labels", async () => {
    const { pending } = await ask({ title: "Delete sound?", type: "danger", confirmText: "Delete Sound", cancelText: "Keep Sound" });
    expect(buttonByText("Confirm")).toBeNull();
    expect(buttonByText("Delete Sound")?.getAttribute("data-confirm-type")).toBe("danger");
    await click(buttonByText("Keep Sound"));
    expect(await within(pending)).toBe(false);
  });

  it("a click outside the dialog cancels; a click inside does not", async () => {
    const { pending, answer } = await ask({ title: "Sure?" });
    await click(dialog());
    await settle();
    expect(answer()).toBeUndefined();
    await click(document.querySelector('[data-testid="modal-backdrop"]'));
    expect(await within(pending)).toBe(false);
  });

  it("Escape cancels", async () => {
    const { pending } = await ask({ title: "Sure?" });
    await press("Escape");
    expect(await within(pending)).toBe(false);
  });

  it("focuses Cancel first, the safe answer", async () => {
    await ask({ title: "Sure?" });
    expect(document.activeElement).toBe(buttonByText("Cancel"));
  });

  it("styles each type differently", async () => {
    await render(<ConfirmHost />);
    const classes = new Set<string>();
    for (const type of ["danger", "warning", "success", "default"] as ConfirmType[]) {
      const pending = confirm({ title: type, type });
      await waitFor(() => dialog()?.textContent?.includes(type), `the ${type} dialog`);
      classes.add(buttonByText("Confirm")!.className);
      await click(buttonByText("Confirm"));
      await pending;
    }
    expect(classes.size).toBe(4);
  });

  it("queues requests: the second waits for the first answer", async () => {
    await render(<ConfirmHost />);
    const first = confirm({ title: "First" });
    const second = confirm({ title: "Second" });
    await waitFor(dialog, "the dialog");
    expect(dialog()?.textContent).toContain("First");
    await click(buttonByText("Confirm"));
    expect(await within(first)).toBe(true);
    await waitFor(() => dialog()?.textContent?.includes("Second"), "the second dialog");
    await click(buttonByText("Cancel"));
    expect(await within(second)).toBe(false);
  });
});
