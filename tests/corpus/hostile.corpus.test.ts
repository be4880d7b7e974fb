// Corpus layer: real project files, broken. Truncated anywhere they are refused with the
// truncation reason; with one value replaced anywhere they import to a valid project or a refusal.
import { describe, expect, it } from "vitest";
import { importProjectText } from "../../domain/projectFile";
import { everyTruncationRefused, oneValueReplacedAnywhere } from "../unit/projectFile/hostileShapes";
import { fixtureText } from "./corpus";

describe("real project files, broken", () => {
  it("a truncated real file is refused as possibly truncated", () => {
    const full = fixtureText("myshi-1.0.5.jokerforge");
    for (const cut of [1, 100, Math.floor(full.length / 2), full.trimEnd().length - 1]) {
      const result = importProjectText(full.slice(0, cut));
      expect(result.ok ? "imported" : result.reason).toMatch(/^\$: not valid JSON \(the file may be truncated\)/);
    }
  });

  it("a real file with one value replaced anywhere imports to a valid project or a refusal", () => {
    oneValueReplacedAnywhere(fixtureText("myshi-1.0.5.jokerforge"));
  });

  it("every truncation of a real file is refused", () => {
    everyTruncationRefused(fixtureText("myshi-1.0.0.jokerforge").trimEnd());
  });
});
