// The open-source libraries the app ships (package.json "dependencies", plus Tailwind CSS, whose
// generated styles ship), credited on the acknowledgements page. A unit test keeps this list and
// package.json in step.

export interface Library {
  /** The npm package. */
  pkg: string;
  name: string;
  href: string;
  /** What it does in Joker Forge. */
  role: string;
  licence: string;
}

export const SHIPPED_LIBRARIES: Library[] = [
  { pkg: "react", name: "React", href: "https://react.dev/", role: "the user interface", licence: "MIT" },
  { pkg: "react-dom", name: "React DOM", href: "https://react.dev/", role: "draws the interface in the browser", licence: "MIT" },
  { pkg: "react-router-dom", name: "React Router", href: "https://reactrouter.com/", role: "the pages and their addresses, each page loaded on demand", licence: "MIT" },
  { pkg: "immer", name: "Immer", href: "https://immerjs.github.io/immer/", role: "every edit as a new project state, which undo and redo rely on", licence: "MIT" },
  { pkg: "use-sync-external-store", name: "use-sync-external-store", href: "https://www.npmjs.com/package/use-sync-external-store", role: "connects the project store to the interface", licence: "MIT" },
  { pkg: "@tanstack/react-virtual", name: "TanStack Virtual", href: "https://tanstack.com/virtual", role: "keeps only the cards in view in the Vanilla Reforged grids", licence: "MIT" },
  { pkg: "fast-json-patch", name: "fast-json-patch", href: "https://github.com/Starcounter-Jack/JSON-Patch", role: "the differences recorded in the edit log", licence: "MIT" },
  { pkg: "jszip", name: "JSZip", href: "https://stuk.github.io/jszip/", role: "opens a mod zip for the command line's check", licence: "MIT or GPL-3.0-or-later, used under MIT" },
  { pkg: "fflate", name: "fflate", href: "https://github.com/101arrowz/fflate", role: "compresses the exported mod's zip and atlas images, and reads uploaded art", licence: "MIT" },
  { pkg: "fast-png", name: "fast-png", href: "https://github.com/image-js/fast-png", role: "reads uploaded PNG art of every kind", licence: "MIT" },
  { pkg: "wasmoon-lua5.1", name: "wasmoon-lua5.1 (Lua 5.1, PUC-Rio)", href: "https://github.com/X3ZvaWQ/wasmoon-lua5.1", role: "the Lua 5.1 VM (WebAssembly) the playtest runs the exported mod in", licence: "MIT" },
  { pkg: "tailwindcss", name: "Tailwind CSS", href: "https://tailwindcss.com/", role: "the styles", licence: "MIT" },
];

/** Tools that build and test the app but do not ship in it. */
export const BUILD_TOOLS = ["Vite", "TypeScript", "Vitest", "fast-check", "Playwright", "ESLint", "luaparse"];
