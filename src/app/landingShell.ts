// The first paint of the overview, before the app's script has run: the page's frame (the column
// beside the sidebar, the edit-history toolbar's bar) and its title, "Mod Overview", where the app
// will draw them. The build writes it into index.html (vite.config.ts), shown only on `/` and
// `/overview`, under the app; the app draws the same title on the same pixels over it and then
// takes it away, so the page's largest text is painted with its first paint instead of a quarter
// of a second later. It is hidden from assistive technology and takes no pointer (the app follows).
//
// The classes here are the ones App.tsx, Toolbar.tsx and OverviewPage.tsx use, so the two cannot
// drift apart; e2e/landing-shell.spec.ts checks that the title lands on the same pixels.
import { NARROW_QUERY, SIDEBAR_STORAGE_KEY } from "../components/sidebar/useSidebarCollapsed";

/** The column beside the sidebar (App.tsx). */
export function mainColumnClass(collapsed: boolean): string {
  return `flex min-h-full flex-col pl-20 transition-[padding] duration-200 ${collapsed ? "" : "md:pl-80"}`;
}

/** The edit-history toolbar's bar (Toolbar.tsx). */
export const TOOLBAR_CLASS = "sticky top-0 z-20 flex h-(--jf-toolbar-height) items-center justify-end gap-2 border-b-2 border-edge/40 bg-felt-dark px-4";

/** The overview's page and title (OverviewPage.tsx). */
export const OVERVIEW_SECTION_CLASS = "mx-auto max-w-6xl px-4 py-6 sm:px-8";
export const OVERVIEW_TITLE_CLASS = "text-3xl font-extrabold tracking-wide text-white sm:text-4xl";
export const OVERVIEW_TITLE = "Mod Overview";

/** The shell's element: fixed under the app (z-index -1), so the app draws over it as it renders. */
export const LANDING_SHELL_ID = "landing-shell";

/** The overview's frame and title as HTML, for a sidebar folded or not. */
function frame(collapsed: boolean): string {
  return `<div class="min-h-full" data-shell="${collapsed ? "collapsed" : "expanded"}"><div class="${mainColumnClass(collapsed)}">`
    + `<div class="${TOOLBAR_CLASS}"></div><main class="flex-1"><section class="${OVERVIEW_SECTION_CLASS}">`
    + `<h1 class="${OVERVIEW_TITLE_CLASS}">${OVERVIEW_TITLE}</h1></section></main></div></div>`;
}

/**
 * What the build writes into index.html, in the body before the root: the shell in both of the
 * sidebar's states, hidden. It is static HTML, so the browser has it before the stylesheet
 * arrives and draws it with the very first paint.
 */
export function landingShellHtml(): string {
  return `<div id="${LANDING_SHELL_ID}" aria-hidden="true">${frame(false)}${frame(true)}</div>`;
}

/**
 * What the build writes in the head, for the overview's paths: a statement that says which of the
 * two frames shows (the sidebar's remembered state; folded on a phone, as the app does), run by
 * the head's first script once it knows the path is the overview's, and the style that places the
 * shell under the app and shows that frame alone.
 */
export function landingShellHead(): { onLanding: string; style: string } {
  const onLanding = `{let c=false;try{c=matchMedia(${JSON.stringify(NARROW_QUERY)}).matches||localStorage.getItem(${JSON.stringify(SIDEBAR_STORAGE_KEY)})==="true"}catch{}`
    + `document.documentElement.setAttribute("data-landing",c?"collapsed":"expanded")}`;
  const style = `#${LANDING_SHELL_ID}{position:fixed;inset:0;z-index:-1;pointer-events:none;overflow:hidden}`
    + `#${LANDING_SHELL_ID}>div{display:none}`
    + `[data-landing=expanded] #${LANDING_SHELL_ID}>[data-shell=expanded],[data-landing=collapsed] #${LANDING_SHELL_ID}>[data-shell=collapsed]{display:block}`;
  return { onLanding, style };
}

/**
 * Takes the shell away once the app has drawn its first frame over it. Not sooner: the browser
 * keeps the shell's title as the page's largest paint only if it is still there when the app's
 * own title (the same size) paints; removed first, the app's title counted as the largest paint,
 * a quarter of a second after the first.
 */
export function removeLandingShell(): void {
  const shell = document.getElementById(LANDING_SHELL_ID);
  if (shell) requestAnimationFrame(() => setTimeout(() => shell.remove(), 0));
}
