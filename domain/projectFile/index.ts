// The ".jokerforge" project file: save, import (with migration and repair) and names.
export { serializeProject, projectFileObject, FILE_FORMAT_VERSION } from "./serializeProject";
export { importProjectText, type ImportResult, type ImportReport } from "./importProject";
export { projectTextOfBytes, type FileText } from "./fileBytes";
export { normaliseProject, normaliseDetailed, type NormaliseResult } from "./normaliseProject";
export { projectFileName, PROJECT_FILE_EXTENSION } from "./fileName";
export { MOD_SAVED, MOD_IMPORTED, IMPORT_FAILED, SAVE_FAILED, importFailedText, newerSchemaText, type ToastText } from "./messages";
export { checkProject } from "./checkProject";
export { SCHEMA_FIELD, detectEra, type ProjectEra } from "./era";
export { CURRENT_SCHEMA, MIGRATIONS, migrate, type Migration } from "./migrations";
export type { UnknownRuleKind, Problem } from "./context";
export { MAX_FILE_CHARS, MAX_STRING_CHARS, MAX_DEPTH } from "./limits";
