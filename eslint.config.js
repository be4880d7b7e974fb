import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

// The layering rule of the design card: the core (domain/, commands/) stays free of
// React, the DOM and the app, so the CLI and tests can run it in plain Node.
const uiModules = ["react", "react-dom", "react-dom/*", "react-router-dom", "use-sync-external-store", "use-sync-external-store/*", "@tanstack/react-virtual"];
const coreRestrictions = (extra) => ({
  "no-restricted-imports": ["error", {
    paths: uiModules.filter((m) => !m.includes("*")).map((name) => ({ name, message: "The core must not depend on React or the UI." })),
    patterns: [
      { group: uiModules.filter((m) => m.includes("*")), message: "The core must not depend on React or the UI." },
      { group: ["**/src/**", "../src", "../../src", "../../../src"], message: "The core must not import the app (src/)." },
      ...extra,
    ],
  }],
  "no-restricted-globals": ["error", "window", "document", "localStorage", "indexedDB", "navigator", "HTMLElement", "HTMLCanvasElement"],
});

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "test-results/**", "playwright-report/**", "e2e/.artifacts/**", "tests/.out/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    files: ["domain/**/*.ts"],
    languageOptions: { globals: { ...globals.es2021 } },
    rules: coreRestrictions([{ group: ["**/commands/**", "../commands", "../../commands"], message: "domain/ must not import commands/." }]),
  },
  {
    files: ["commands/**/*.ts"],
    languageOptions: { globals: { ...globals.es2021 } },
    rules: coreRestrictions([]),
  },
);
