// Builds the playtest bench page alone (tests/bench/playtest-browser.ts passes the output folder).
import { defineConfig } from "vite";

export default defineConfig({ root: import.meta.dirname, build: { target: "es2022", emptyOutDir: true }, worker: { format: "es" }, logLevel: "warn" });
