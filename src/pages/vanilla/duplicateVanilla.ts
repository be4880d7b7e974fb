// Duplicate on a vanilla card: one command (vanilla/duplicate) appends a copy of the game's item
// to the mod's matching list, where it is a normal item; a toast says where it went and under
// which key. The id and time are made here; the key and its uniqueness are the reducer's.
import { duplicateVanillaCommand } from "../../../commands/vanilla";
import type { VanillaItem } from "../../../domain/vanilla/types";
import { newId } from "../../components/items/itemCommands";
import { showToast } from "../../components/toast/toastStore";
import { noteEdited } from "../../services/userConfig";
import { projectStore } from "../../store/projectStore";
import { sectionInfo } from "./vanillaSections";

/** Copies a vanilla item into the project; returns the copy's id, or null when refused (said in a toast). */
export function duplicateVanilla(v: VanillaItem): string | null {
  const { list, config } = sectionInfo(v.section);
  const id = newId();
  const name = v.item.name;
  const refused = projectStore.dispatch(duplicateVanillaCommand(list, v.gameKey, v.item as never, id, Date.now()));
  if (refused !== null) {
    showToast({ type: "error", title: `Could Not Duplicate ${name}`, message: refused });
    return null;
  }
  noteEdited(config.pageType, id);
  const copy = (projectStore.getState()[list] as readonly { id: string; objectKey?: string }[]).find((e) => e.id === id);
  showToast({
    type: "success",
    title: `${name} Duplicated`,
    message: `Added to your ${config.labels.plural.toLowerCase()} as ${copy?.objectKey ?? "a copy"}: edit it there like any of yours.`,
  });
  return id;
}
