// The export report as plain text (CLI output, logs).
import type { BlockWarning, ExportResult } from "./types";

/** "joker 'Lucky' (lucky) rule 2 [hand_played] effect add_mult: reason" */
export function blockLine(r: BlockWarning): string {
  const block = r.block.kind === "rule" ? "" : ` ${r.block.kind}${r.block.type ? ` ${r.block.type}` : ""}${r.block.param ? ` (${r.block.param})` : ""}`;
  return `${r.itemType} '${r.itemName}' (${r.itemKey}) rule ${r.ruleNumber} [${r.trigger}]${block}: ${r.reason}`;
}

/** The export report as JSON (`npm run cli -- export ... --json`). */
export function reportJson(result: ExportResult): unknown {
  const { report } = result;
  return {
    files: report.filesWritten.length,
    objects: report.counts,
    rules: {
      exported: report.rulesExported,
      notExportedCount: report.rulesNotExported,
      notExported: report.notExported.map((r) => ({
        item: { type: r.itemType, name: r.itemName, key: r.itemKey, id: r.itemId },
        rule: { number: r.ruleNumber, id: r.ruleId, trigger: r.trigger, whole: r.wholeRule },
        block: r.block,
        reason: r.reason,
      })),
      warnings: report.blockWarnings.map((r) => ({ item: { type: r.itemType, name: r.itemName, key: r.itemKey, id: r.itemId }, rule: { number: r.ruleNumber, id: r.ruleId, trigger: r.trigger }, block: r.block, reason: r.reason })),
    },
    warnings: report.warnings,
  };
}

export function formatReport(result: ExportResult): string {
  const { report } = result;
  const lines: string[] = [];
  lines.push(`Mod folder: ${result.folder}/ (${report.filesWritten.length} files)`);
  for (const file of report.filesWritten) lines.push(`  ${file}`);
  const counts = Object.entries(report.counts).map(([k, v]) => `${k} x${v}`).join(", ");
  if (counts) lines.push(`Objects: ${counts}`);
  lines.push(`Rules exported: ${report.rulesExported}`);
  lines.push(`Rules not exported: ${report.rulesNotExported}`);
  if (report.notExported.length > 0) {
    lines.push(`Blocks left out: ${report.notExported.length}`);
    for (const r of report.notExported) lines.push(`  ${blockLine(r)}${r.wholeRule ? " (the rule is not exported)" : ""}`);
  }
  if (report.blockWarnings.length > 0) {
    lines.push(`Rule warnings: ${report.blockWarnings.length}`);
    for (const r of report.blockWarnings) lines.push(`  ${blockLine(r)}`);
  }
  if (report.warnings.length > 0) {
    lines.push(`Warnings: ${report.warnings.length}`);
    for (const w of report.warnings) lines.push(`  ${w}`);
  }
  return lines.join("\n");
}
