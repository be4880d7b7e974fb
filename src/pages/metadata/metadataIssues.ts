import type { ModMetadata } from "../../../domain/model";
import type { FieldIssues } from "./fields";

export interface MetadataIssues {
  fields: Record<string, FieldIssues>;
  errorCount: number;
  warningCount: number;
}

// Placeholder until domain/validation lands; replaced by its metadata validation.
export function metadataIssues(_metadata: ModMetadata): MetadataIssues {
  return { fields: {}, errorCount: 0, warningCount: 0 };
}
