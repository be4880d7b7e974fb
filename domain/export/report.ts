// The export report as plain text (CLI output, logs).
import type { ExportResult } from "./types";

export function formatReport(result: ExportResult): string {
  const { report } = result;
  const lines: string[] = [];
  lines.push(`Mod folder: ${result.folder}/ (${report.filesWritten.length} files)`);
  for (const file of report.filesWritten) lines.push(`  ${file}`);
  const counts = Object.entries(report.counts).map(([k, v]) => `${k} x${v}`).join(", ");
  if (counts) lines.push(`Objects: ${counts}`);
  lines.push(`Rules exported: ${report.rulesExported}`);
  if (report.notExported.length === 0) lines.push("Rules not exported: none");
  else {
    lines.push(`Rules not exported: ${report.notExported.length}`);
    for (const r of report.notExported) lines.push(`  ${r.itemType} '${r.itemName}' (${r.itemKey}) rule ${r.ruleNumber} [${r.trigger}]: ${r.reason}`);
  }
  if (report.warnings.length > 0) {
    lines.push(`Warnings: ${report.warnings.length}`);
    for (const w of report.warnings) lines.push(`  ${w}`);
  }
  return lines.join("\n");
}
