// Slot for auto-save: the bottom-right status indicator and the restore dialog. Filled by the
// storage work; the shell only places it.
export function AutoSaveSlot() {
  return null;
}
