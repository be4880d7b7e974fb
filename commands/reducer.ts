import { produce } from "immer";
import type { Project } from "../domain/model";
import type { Command } from "./types";

/** The one pure reducer: applies a command to a project and returns the next project. */
export function reduce(project: Project, command: Command): Project {
  if (command.type === "project/replace") return command.project;
  return produce(project, (draft) => {
    switch (command.type) {
      case "metadata/update":
        Object.assign(draft.modMetadata, command.changes);
        break;
    }
    draft.timestamp = command.at;
  });
}
