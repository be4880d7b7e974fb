// The exporter: project -> Steamodded mod files (+ report) -> zip. Shared by the browser worker
// and the command line, so both produce the same bytes.
export { exportMod } from "./exportMod";
export { ArtCache } from "./images/artCache";
export { prepareArt, type AsyncInflate } from "./prepareArt";
export { decodeAhead } from "./images/decodeAhead";
export { buildZip, ZipAhead } from "./zip";
export { buildManifest, manifestText, manifestWarnings, type Manifest } from "./manifest";
export { ExportError, exportErrorMessage, exportErrorDetail, EXPORT_MESSAGES, EXPORT_FAILED_TITLE } from "./errors";
export type { ExportOptions, ExportResult, ExportReport, NotExportedBlock, BlockWarning, FileData } from "./types";
export { blockLine, formatReport, reportJson } from "./report";
export { previewInput, previewItem, type ItemPreview } from "./preview";
export { gameNumber, type DescriptionValue } from "./descriptionValues";
export { exportFingerprint, fingerprintLine, originAt, FINGERPRINT_LABEL, type LineMap, type LineOrigin } from "./lineMap";
export { atlasJobs, exportWithArtElsewhere, type ArtElsewhereWay, type AtlasJob, type PackElsewhere } from "./artElsewhere";
