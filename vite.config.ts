import { configDefaults, defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    target: "es2022",
    outDir: "dist",
    // Keep the first visit small: every page and heavy library is split out on demand.
    chunkSizeWarningLimit: 800,
    // Current browsers preload modules natively (Safari 17+, Firefox 115+, all Chromium), so the
    // polyfill is dead weight in the entry; older ones just fetch a lazy chunk's imports when it
    // runs instead of alongside it.
    modulePreload: { polyfill: false },
  },
  worker: { format: "es" },
  test: {
    // Two layers: the project's own tests (`npm test`), which need nothing beside the checkout, and
    // the real-projects corpus (files named *corpus*, `npm run test:corpus`, JF_CORPUS=1), which
    // reads ../shared.
    include: process.env.JF_CORPUS === "1" ? ["tests/**/*corpus*.test.ts"] : ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    exclude: process.env.JF_CORPUS === "1" ? configDefaults.exclude : [...configDefaults.exclude, "**/*corpus*"],
    environment: "node",
    testTimeout: 60_000,
  },
});
