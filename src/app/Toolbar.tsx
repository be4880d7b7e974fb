// The history controls above every page: Undo, Redo (also Ctrl+Z, Ctrl+Shift+Z / Ctrl+Y, Cmd on
// a Mac) and "Download edit log" for bug reports.
import { redo, undo, useHistoryState } from "../store/useProject";
import { isMacPlatform, useHistoryShortcuts } from "./history/useHistoryShortcuts";
import { TOOLBAR_CLASS } from "./landingShell";

// The download pulls in JSON Patch and the log file code; fetch it only when asked.
const loadDownload = () => import("./history/downloadEditLog");
// The crash-log dialog runs the exporter: fetched only when opened.
const openWhatWentWrong = async () => (await import("../components/crash/showWhatWentWrong")).showWhatWentWrong();

const ARROWS = {
  undo: "M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 010 11H11",
  redo: "M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 000 11H13",
  download: "M12 3v12M7 10l5 5 5-5M4 16v4h16v-4",
  help: "M9.1 9a3 3 0 015.8 1c0 2-3 3-3 3M12 17h.01M12 22a10 10 0 100-20 10 10 0 000 20z",
} as const;

function Glyph({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round"
      strokeLinejoin="round" aria-hidden="true" className="h-5 w-5 shrink-0">
      <path d={path} />
    </svg>
  );
}

export function Toolbar() {
  const { canUndo, canRedo } = useHistoryState();
  useHistoryShortcuts();
  const keys = isMacPlatform() ? { undo: "⌘Z", redo: "⇧⌘Z" } : { undo: "Ctrl+Z", redo: "Ctrl+Shift+Z" };
  return (
    <div role="toolbar" aria-label="Edit history" data-testid="history-toolbar"
      className={TOOLBAR_CLASS}>
      <button type="button" aria-label="Undo" title={`Undo (${keys.undo})`} disabled={!canUndo} onClick={() => undo()}
        className="jf-button jf-button-grey h-10 w-10 p-0">
        <Glyph path={ARROWS.undo} />
      </button>
      <button type="button" aria-label="Redo" title={`Redo (${keys.redo})`} disabled={!canRedo} onClick={() => redo()}
        className="jf-button jf-button-grey h-10 w-10 p-0">
        <Glyph path={ARROWS.redo} />
      </button>
      <span aria-hidden="true" className="mx-1 h-6 w-0.5 rounded bg-edge/50" />
      <button type="button" aria-label="Download edit log" title="Download the edit log (for bug reports)"
        onClick={async () => (await loadDownload()).downloadEditLog()}
        className="jf-button jf-button-grey h-10 px-3 py-0 text-sm">
        <Glyph path={ARROWS.download} />
        <span className="hidden sm:inline">Download edit log</span>
      </button>
      <button type="button" aria-label="What went wrong?" title="Paste a crash log of the game: see the block at fault"
        onClick={() => void openWhatWentWrong()}
        className="jf-button jf-button-grey h-10 px-3 py-0 text-sm">
        <Glyph path={ARROWS.help} />
        <span className="hidden sm:inline">What went wrong?</span>
      </button>
    </div>
  );
}
