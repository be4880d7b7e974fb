import type { ExportResult } from "../export/types";

/** What explainCrash needs of an export. */
export function currentExportOf(modId: string, result: Pick<ExportResult, "files" | "lineMap" | "fingerprint">) {
  const lineCounts: Record<string, number> = {};
  for (const [path, data] of result.files) {
    if (!path.endsWith(".lua") || typeof data !== "string") continue;
    lineCounts[path] = data.endsWith("\n") ? data.split("\n").length - 1 : data.split("\n").length;
  }
  return { modId, lineMap: result.lineMap ?? {}, fingerprint: result.fingerprint ?? "", lineCounts };
}
