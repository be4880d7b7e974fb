import { configDefaults, defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import type { Plugin } from "vite";
import { landingShellHead, landingShellHtml } from "./src/app/landingShell";

/**
 * A first visit of the overview (`/`, `/overview`) needs its page chunk before the app's first
 * render (src/app/AppRoutes.tsx, preloadLandingPage). Without a hint the browser asks for it only
 * once the entry has downloaded and run; this inline script in the built index.html asks for it
 * (and its imports) alongside the entry, on those paths only, so other pages download nothing more.
 * On the same paths it shows the overview's frame and title, static HTML before the root, so they
 * are drawn with the first paint, before the app has run (src/app/landingShell.ts).
 */
function landingPagePreload(): Plugin {
  let base = "/";
  return {
    name: "joker-forge:landing-page-preload",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {});
        const page = chunks.find((c) => c.type === "chunk" && c.facadeModuleId?.replace(/\\/g, "/").endsWith("/src/pages/overview/OverviewPage.tsx"));
        if (!page || page.type !== "chunk") throw new Error("landing-page-preload: no chunk for src/pages/overview/OverviewPage.tsx");
        const files = [page.fileName, ...page.imports].filter((file) => !html.includes(file)).map((file) => `${base}${file}`);
        if (!html.includes('<div id="root"></div>')) throw new Error("landing-page-preload: no empty root in index.html");
        const shell = landingShellHead();
        const script = `if(location.pathname==="/"||location.pathname==="/overview"){${shell.onLanding}for(const f of ${JSON.stringify(files)}){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=f;document.head.appendChild(l)}}`;
        return {
          html: html.replace('<div id="root"></div>', `${landingShellHtml()}<div id="root"></div>`),
          tags: [
            { tag: "script", children: script, injectTo: "head-prepend" },
            { tag: "style", children: shell.style, injectTo: "head" },
          ],
        };
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), landingPagePreload()],
  build: {
    target: "es2022",
    outDir: "dist",
    // Keep the first visit small: every page and heavy library is split out on demand.
    chunkSizeWarningLimit: 800,
    // Current browsers preload modules natively (Safari 17+, Firefox 115+, all Chromium), so the
    // polyfill is dead weight in the entry; older ones just fetch a lazy chunk's imports when it
    // runs instead of alongside it.
    modulePreload: {
      polyfill: false,
      // The description values (an editor's previews, a grid card's) load in the background when
      // first asked for: their chunk's imports follow it as it runs instead of being listed in the
      // chunk that asks, which every first visit of /jokers downloads (0.1 kB).
      resolveDependencies: (filename, deps) => (/descriptionValuesClient/.test(filename) ? [] : deps),
    },
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
