// The project in parts for the export worker (protocol.ts, ExportMessage): slices of its large item
// lists, then the rest. Each part is cloned by its own postMessage, in a task of its own, so no
// main-thread task copies a large project at once.
import { PROJECT_LISTS, type Project } from "../../../domain/model/project";
import type { ExportMessage } from "./protocol";

/** The messages for `project`: every list longer than `slice` goes in slices, then the rest (kind "run") with those lists empty. */
export function projectParts(project: Project, slice: number): ExportMessage[] {
  const messages: ExportMessage[] = [];
  const rest = { ...project } as Project & Record<string, unknown>;
  for (const list of PROJECT_LISTS) {
    const items = project[list] as unknown[];
    if (items.length <= slice) continue;
    for (let at = 0; at < items.length; at += slice) messages.push({ kind: "items", list, items: items.slice(at, at + slice) });
    rest[list] = [];
  }
  messages.push({ kind: "run", project: rest });
  return messages;
}

/** Receives the parts in order; gives the whole project back on the last one ("run"). */
export class ProjectAssembler {
  private slices = new Map<string, unknown[][]>();

  add(message: ExportMessage): Project | undefined {
    if (message.kind === "items") {
      const parts = this.slices.get(message.list) ?? [];
      parts.push(message.items);
      this.slices.set(message.list, parts);
      return undefined;
    }
    const project = { ...message.project } as Project & Record<string, unknown>;
    for (const [list, parts] of this.slices) project[list] = parts.flat();
    this.slices.clear();
    return project;
  }
}
