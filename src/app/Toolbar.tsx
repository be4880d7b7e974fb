// Slot for the history controls (undo, redo, download the command log). Filled by the
// commands/history work; the shell only places it.
export function Toolbar() {
  return null;
}
