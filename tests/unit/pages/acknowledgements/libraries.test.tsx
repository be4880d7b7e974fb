// The acknowledgements page credits exactly the libraries the app ships: every package.json
// dependency (and Tailwind CSS, whose styles ship), none that is not installed.
import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import AcknowledgementsPage from "../../../../src/pages/acknowledgements/AcknowledgementsPage";
import { SHIPPED_LIBRARIES } from "../../../../src/pages/acknowledgements/libraries";

const pkg = JSON.parse(readFileSync(new URL("../../../../package.json", import.meta.url), "utf8")) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

/** Text as React writes it into HTML. */
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

describe("acknowledged libraries", () => {
  it("are the package.json dependencies plus Tailwind CSS", () => {
    expect(SHIPPED_LIBRARIES.map((l) => l.pkg).sort()).toEqual([...Object.keys(pkg.dependencies), "tailwindcss"].sort());
    expect(pkg.devDependencies.tailwindcss).toBeDefined();
  });

  it("are each named on the page with a link, what they do and their licence", () => {
    const html = renderToStaticMarkup(<AcknowledgementsPage />);
    for (const library of SHIPPED_LIBRARIES) {
      expect(html).toContain(`href="${library.href}"`);
      expect(html).toContain(`>${escaped(library.name)}</a>${escaped(`: ${library.role} (${library.licence}).`)}`);
    }
    for (const name of ["JSZip", "fflate", "fast-png", "React Router", "Immer", "Tailwind CSS", "use-sync-external-store"]) expect(html).toContain(`>${name}</a>`);
  });
});
