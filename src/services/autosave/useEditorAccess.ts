// The editor lock's access, for components that must wait until this tab may edit (a page load
// asks for the lock; until it is granted the project is read-only and edits are dropped).
import { useSyncExternalStore } from "react";
import { editorLock, type EditorAccess } from "./editorLock";

export function useEditorAccess(): EditorAccess {
  const lock = editorLock();
  return useSyncExternalStore(lock.subscribe, lock.getAccess, lock.getAccess);
}
