// The playtest panel's commands: keep a playtest set-up with its item (named, optionally with the
// score it must give: then `npm run cli -- check` runs it), update a kept one's set-up or expected
// score, rename it, remove it. Kept playtests live in the project file with their item, and are
// not part of the exported mod. Every command carries the whole kept value, checked exactly as an
// import keeps it, so replaying a log gives the same project.
import { current, produce } from "immer";
import type { Project } from "../domain/model";
import { keptPlaytestProblem, MAX_NAME, MAX_PLAYTESTS, playtestSetupProblem } from "../domain/playtest/normalise";
import type { KeptPlaytest, PlaytestSetup } from "../domain/playtest/types";
import { isFiniteNumber, quoted, type CommandFamily } from "./family";
import { jsonProblem } from "./jsonValues";
import type { CommandMeta } from "./meta";
import { RULE_LISTS, type RuleList } from "./rules";

interface Target { list: RuleList; itemId: string }
interface On extends Target { playtestId: string }

export type PlaytestCommand = CommandMeta & (
  /** Keeps a new playtest at the end of the item's list. */
  | ({ type: "playtest/keep"; playtest: KeptPlaytest } & Target)
  /** Replaces a kept playtest's set-up and moment; `expectScore` null drops the expected score, absent keeps it. */
  | ({ type: "playtest/update"; playtest: PlaytestSetup; expectScore?: number | null } & On)
  | ({ type: "playtest/rename"; name: string } & On)
  | ({ type: "playtest/remove" } & On)
);

const TYPES = ["playtest/keep", "playtest/update", "playtest/rename", "playtest/remove"] as const satisfies readonly PlaytestCommand["type"][];

interface Item { id: string; name?: string; playtests?: KeptPlaytest[] }

const isRuleList = (list: unknown): list is RuleList => typeof list === "string" && Object.hasOwn(RULE_LISTS, list);
const itemOf = (project: Project, list: RuleList, id: unknown) => (project[list] as unknown as Item[]).find((i) => i.id === id);

function nameProblem(name: unknown): string | null {
  if (typeof name !== "string" || name.trim() === "") return "name is empty";
  if (name !== name.trim() || name.length > MAX_NAME) return `name must be trimmed text of at most ${MAX_NAME} characters`;
  return null;
}

function check(command: PlaytestCommand, project: Project): string | null {
  if (!isRuleList(command.list)) return "list is not a list of items with rules";
  const payload = jsonProblem(command as unknown as Record<string, unknown>, "command");
  if (payload) return payload;
  const item = itemOf(project, command.list, command.itemId);
  if (!item) return `no item with id ${JSON.stringify(command.itemId)}`;
  const kept = item.playtests ?? [];
  if (command.type === "playtest/keep") {
    const problem = keptPlaytestProblem(command.playtest);
    if (problem) return `playtest: ${problem}`;
    if (nameProblem(command.playtest.name)) return `playtest.${nameProblem(command.playtest.name)}`;
    if (kept.some((p) => p.id === command.playtest.id)) return `the item already keeps a playtest with id ${JSON.stringify(command.playtest.id)}`;
    if (kept.length >= MAX_PLAYTESTS) return `an item keeps at most ${MAX_PLAYTESTS} playtests`;
    return null;
  }
  if (!kept.some((p) => p.id === command.playtestId)) return `no kept playtest with id ${JSON.stringify(command.playtestId)}`;
  switch (command.type) {
    case "playtest/update": {
      const problem = playtestSetupProblem(command.playtest);
      if (problem) return `playtest: ${problem}`;
      if (command.expectScore !== undefined && command.expectScore !== null && !isFiniteNumber(command.expectScore)) return "expectScore is not a number";
      return null;
    }
    case "playtest/rename":
      return nameProblem(command.name);
    case "playtest/remove":
      return null;
  }
}

function withPlaytests(project: Project, list: RuleList, itemId: string, change: (kept: KeptPlaytest[]) => KeptPlaytest[]): Project {
  return produce(project, (draft) => {
    const item = (draft[list] as unknown as Item[]).find((i) => i.id === itemId) as Item;
    const next = change(current(item).playtests ?? []);
    if (next.length > 0) item.playtests = next;
    else delete item.playtests;
  });
}

function reduce(project: Project, command: PlaytestCommand): Project {
  const { list, itemId } = command;
  switch (command.type) {
    case "playtest/keep":
      return withPlaytests(project, list, itemId, (kept) => [...kept, structuredClone(command.playtest)]);
    case "playtest/update":
      return withPlaytests(project, list, itemId, (kept) => kept.map((p) => {
        if (p.id !== command.playtestId) return p;
        const next: KeptPlaytest = { id: p.id, name: p.name, ...structuredClone(command.playtest) };
        const score = command.expectScore === undefined ? p.expectScore : command.expectScore;
        if (score !== null && score !== undefined) next.expectScore = score;
        return next;
      }));
    case "playtest/rename": {
      const current = itemOf(project, list, itemId)?.playtests?.find((p) => p.id === command.playtestId);
      if (current?.name === command.name) return project;
      return withPlaytests(project, list, itemId, (kept) => kept.map((p) => (p.id === command.playtestId ? { ...p, name: command.name } : p)));
    }
    case "playtest/remove":
      return withPlaytests(project, list, itemId, (kept) => kept.filter((p) => p.id !== command.playtestId));
  }
}

function describe(command: PlaytestCommand, before: Project, after: Project): string {
  const item = itemOf(after, command.list, command.itemId) ?? itemOf(before, command.list, command.itemId);
  const on = `on ${quoted(item?.name ?? "")}`;
  const old = command.type === "playtest/keep" ? undefined : itemOf(before, command.list, command.itemId)?.playtests?.find((p) => p.id === command.playtestId);
  switch (command.type) {
    case "playtest/keep":
      return `kept the playtest ${quoted(command.playtest.name)} ${on}${command.playtest.expectScore !== undefined ? ` (expects ${command.playtest.expectScore})` : ""}`;
    case "playtest/update":
      return `updated the playtest ${quoted(old?.name ?? "")} ${on}${command.expectScore === null ? " (no expected score)" : command.expectScore !== undefined ? ` (expects ${command.expectScore})` : ""}`;
    case "playtest/rename":
      return `renamed the playtest ${quoted(old?.name ?? "")} ${on} to ${quoted(command.name)}`;
    case "playtest/remove":
      return `removed the playtest ${quoted(old?.name ?? "")} ${on}`;
  }
}

export const playtestCommands: CommandFamily<PlaytestCommand> = { types: TYPES, check, reduce, describe };
