// @vitest-environment happy-dom
// One toggle maker for the on/off fields of every item type's tabs (flagToggle.tsx).
import { afterEach, describe, expect, it } from "vitest";
import type { Seal } from "../../../domain/model";
import { flagToggles } from "../../../src/components/items/editor/flagToggle";
import type { EditChanges } from "../../../src/components/items/types";
import { cleanup, click, render } from "./harness";

afterEach(cleanup);

async function show(item: Partial<Seal>) {
  const changes: EditChanges<Seal>[] = [];
  const toggle = flagToggles({ id: "s1", name: "Gold", ...item } as Seal, (c) => { changes.push(c); }, "seal");
  const { container } = await render(<>{toggle("unlocked", "Unlocked", undefined, true)}{toggle("no_collection", "Hide from collection", "Not listed")}</>);
  const switchOf = (field: string) => container.querySelector(`[data-testid="seal-${field}"]`)!;
  return { changes, switchOf };
}

describe("flagToggles", () => {
  it("a field on unless false reads on when missing; a plain flag reads off when missing", async () => {
    const { switchOf } = await show({});
    expect(switchOf("unlocked").getAttribute("aria-checked")).toBe("true");
    expect(switchOf("no_collection").getAttribute("aria-checked")).toBe("false");
    expect(switchOf("no_collection").textContent).toContain("Not listed");
  });

  it("reads the stored value, and a click sends the one field flipped", async () => {
    const { switchOf, changes } = await show({ unlocked: false, no_collection: true });
    expect(switchOf("unlocked").getAttribute("aria-checked")).toBe("false");
    expect(switchOf("no_collection").getAttribute("aria-checked")).toBe("true");
    await click(switchOf("unlocked"));
    await click(switchOf("no_collection"));
    expect(changes).toEqual([{ unlocked: true }, { no_collection: false }]);
  });
});
