import { defineConfig } from "vitest/config";
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
    include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"],
    environment: "node",
    testTimeout: 60_000,
  },
});
