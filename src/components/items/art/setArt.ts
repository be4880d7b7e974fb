import { showToast } from "../../toast/toastStore";
import { noteEdited } from "../../../services/userConfig";
import { editItem } from "../itemCommands";
import type { EditChanges, ItemEntry, ItemTypeConfig } from "../types";
import { artFromFile, isImageFile } from "./artImage";

export type ArtLayer = "main" | "overlay";

/** The art fields of every type with a sprite (WithImage); a config's `art` names them. */
type ArtChanges = { imagePreview?: string; overlayImagePreview?: string; hasUserUploadedImage?: boolean };

/**
 * Processes an uploaded or dropped picture and stores it as the item's art (one command).
 * Processing failures are only logged, as the spec asks; a file that is not a picture at all
 * gets a warning so a drop never fails silently.
 */
export async function setItemArt<T extends ItemEntry>(config: ItemTypeConfig<T>, item: T, file: File, layer: ArtLayer = "main"): Promise<boolean> {
  const art = config.art;
  const field = layer === "main" ? art?.field : art?.overlayField;
  if (!art || !field) return false;
  if (!isImageFile(file)) {
    showToast({ type: "warning", title: "Not an Image", message: `${file.name} is not a picture. Use a PNG file.` });
    return false;
  }
  try {
    const dataUrl = await artFromFile(file, art.width, art.height);
    const changes: ArtChanges = layer === "main" ? { imagePreview: dataUrl, hasUserUploadedImage: true } : { [field]: dataUrl };
    editItem(config, item.id, changes as EditChanges<T>);
    noteEdited(config.pageType, item.id);
    return true;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return false;
  }
}

export function clearItemArt<T extends ItemEntry>(config: ItemTypeConfig<T>, item: T, layer: ArtLayer) {
  const field = layer === "main" ? config.art?.field : config.art?.overlayField;
  if (!field) return;
  const changes: ArtChanges = layer === "main" ? { imagePreview: "", hasUserUploadedImage: false } : { [field]: "" };
  editItem(config, item.id, changes as EditChanges<T>);
}
