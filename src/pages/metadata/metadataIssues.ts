import type { ModMetadata } from "../../../domain/model";
import { validateMetadata, type MetadataField } from "../../../domain/validation";
import type { FieldIssues } from "./fields";

export interface MetadataIssues {
  fields: Partial<Record<MetadataField, FieldIssues>>;
  errorCount: number;
  warningCount: number;
}

/** The spec's metadata errors and warnings (domain/validation), grouped by the field they belong to. */
export function metadataIssues(metadata: ModMetadata): MetadataIssues {
  const { errors, warnings } = validateMetadata(metadata);
  const fields: MetadataIssues["fields"] = {};
  const count = (messages: Partial<Record<MetadataField, string[]>>) => Object.values(messages).reduce((n, list) => n + (list?.length ?? 0), 0);
  for (const field of new Set([...Object.keys(errors), ...Object.keys(warnings)]) as Set<MetadataField>) {
    fields[field] = { errors: errors[field] ?? [], warnings: warnings[field] ?? [] };
  }
  return { fields, errorCount: count(errors), warningCount: count(warnings) };
}
