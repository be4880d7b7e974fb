// "What went wrong?": crash logs read and mapped to the block at fault through the export's line map.
export { parseCrashLog, type CrashFrame, type LoggedMod, type ParsedCrashLog } from "./parse";
export { explainCrash, meaningOf, type CrashExplanation, type CrashVerdict, type CurrentExport } from "./explain";
export { currentExportOf } from "./current";
export { describeOrigin, type BlockPlace } from "./describe";
