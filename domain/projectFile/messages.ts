// Toast texts of the project file actions (spec section 8), exactly.
export interface ToastText { title: string; message: string }

export const MOD_SAVED: ToastText = { title: "Mod Saved", message: "Your mod has been saved as a jokerforge file!" };
export const MOD_IMPORTED: ToastText = { title: "Mod Imported", message: "Your mod has been imported successfully!" };
export const IMPORT_FAILED: ToastText = { title: "Import Failed", message: "Failed to import mod. Please check the file format and try again." };
export const SAVE_FAILED: ToastText = { title: "Save Failed", message: "Failed to save mod as JSON. Please try again." };

/** The import failure toast with our one-line reason appended (beyond the original). */
export function importFailedText(reason: string): ToastText {
  return { title: IMPORT_FAILED.title, message: `${IMPORT_FAILED.message} (${reason})` };
}

/**
 * The warning shown after importing a file from a newer Joker Forge (issue 15): both schema
 * numbers, and that unknown data is kept.
 */
export function newerSchemaText(file: number, app: number): ToastText {
  return {
    title: MOD_IMPORTED.title,
    message: `This file was made by a newer Joker Forge (schema ${file}; this app knows schema ${app}): some data may not be understood. Fields this app does not know are kept and written back when you save.`,
  };
}
