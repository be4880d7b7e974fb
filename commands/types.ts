// Typed commands: every edit of the project is one of these. A command carries every value
// that is not a function of the state (new ids, timestamps), so folding the same log over the
// same start always gives the same project.
import type { ModMetadata, Project } from "../domain/model";

export interface CommandMeta {
  /** Epoch ms when the edit was made; becomes project.timestamp. */
  at: number;
}

export type Command =
  | ({ type: "metadata/update"; changes: Partial<ModMetadata> } & CommandMeta)
  | ({ type: "project/replace"; project: Project } & CommandMeta);

export type CommandType = Command["type"];
