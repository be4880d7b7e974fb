// Commands on the whole project: importing a project file, or restoring the auto-saved project.
// The project is taken as it is, by reference: it was read and normalised once by the importer,
// so the command, the history and the log all share that one object (no copy per dispatch).
import { freeze } from "immer";
import { PROJECT_LISTS, listWord, type Project } from "../domain/model";
import { checkProject } from "../domain/projectFile/checkProject";
import { isRecord, quoted, type CommandFamily } from "./family";
import { jsonProblem } from "./jsonValues";
import type { CommandMeta } from "./meta";

/** Replaced the project with one read from a file, or with the auto-saved one. */
export interface ImportProject { type: "project/import"; project: Project; from: "file" | "auto-save" }

export type ProjectCommand = CommandMeta & ImportProject;

/** Why `value` is not a project the app could hold as it is (what import and restore produce). */
export function projectProblem(value: unknown, path: string): string | null {
  if (!isRecord(value)) return `${path} is not an object`;
  const json = jsonProblem(value, path);
  if (json) return json;
  const problems = checkProject(value as unknown as Project);
  return problems.length > 0 ? `${path}.${problems[0]}` : null;
}

function check(command: ProjectCommand): string | null {
  if (command.from !== "file" && command.from !== "auto-save") return 'from is not "file" or "auto-save"';
  return projectProblem(command.project, "project");
}

function reduce(project: Project, command: ProjectCommand): Project {
  // Deep-frozen in place (no copy), like every state the reducer returns.
  return command.project === project ? project : freeze(command.project, true);
}

function counts(project: Project): string {
  const parts = PROJECT_LISTS.filter((list) => project[list].length > 0).map((list) => `${project[list].length} ${listWord(list, project[list].length)}`);
  return parts.length > 0 ? ` (${parts.join(", ")})` : " (empty)";
}

function describe(command: ProjectCommand, _before: Project, after: Project): string {
  const name = quoted(after.modMetadata.name);
  return command.from === "file" ? `imported the project ${name} from a file${counts(after)}` : `restored the auto-saved project ${name}${counts(after)}`;
}

export const projectCommands: CommandFamily<ProjectCommand> = {
  types: ["project/import"],
  check,
  reduce,
  describe,
};
