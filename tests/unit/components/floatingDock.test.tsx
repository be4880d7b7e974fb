// @vitest-environment happy-dom
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { FloatingDock } from "../../../src/components/dock/FloatingDock";
import { isVanillaSection, VANILLA_TABS } from "../../../src/components/dock/VanillaDock";
import { cleanup, click, render } from "./harness";

afterEach(cleanup);

function Harness() {
  const [tab, setTab] = useState<"a" | "b">("a");
  return (
    <>
      <p data-testid="current">{tab}</p>
      <FloatingDock label="Test dock" tabs={[{ id: "a", label: "Jokers" }, { id: "b", label: "Rarities" }]} active={tab} onChange={setTab} />
    </>
  );
}

const tab = (name: string) => [...document.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find((t) => t.textContent === name)!;

describe("FloatingDock", () => {
  it("marks the active tab and switches on click", async () => {
    await render(<Harness />);
    expect(document.querySelector('[role="tablist"]')?.getAttribute("aria-label")).toBe("Test dock");
    expect(tab("Jokers").getAttribute("aria-selected")).toBe("true");
    expect(tab("Rarities").getAttribute("aria-selected")).toBe("false");
    await click(tab("Rarities"));
    expect(document.querySelector('[data-testid="current"]')?.textContent).toBe("b");
    expect(tab("Rarities").getAttribute("aria-selected")).toBe("true");
  });

  it("vanilla mode lists the seven sections of the spec, editions included", () => {
    expect(VANILLA_TABS.map((t) => t.label)).toEqual(["Jokers", "Consumables", "Boosters", "Enhancements", "Seals", "Editions", "Vouchers"]);
    expect(isVanillaSection("editions")).toBe(true);
    expect(isVanillaSection("decks")).toBe(false);
    expect(isVanillaSection(undefined)).toBe(false);
  });
});
