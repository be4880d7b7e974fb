// Vanilla Reforged's one command: the user duplicated one of the game's own items (rebuilt in our
// model, rules included) into the project. The copy is appended to the matching list under the
// list's usual unique key (settleKey, as for any added entry), and from then on it is a normal
// item: editable, exportable, undoable. The command carries the whole copy, not just the game
// key, so a log replays to the same project even after the vanilla items' behaviour has changed.
import { defaultMetadata, listWord, type ItemListName, type Project } from "../domain/model";
import { entryCommands, type EntryCommand, type EntryOfList } from "./entries";
import { isRecord, quoted, type CommandFamily } from "./family";
import { isItemList, isProjectList, keyFieldOf } from "./lists";
import type { CommandMeta } from "./meta";

/** Duplicated a vanilla item (game key `gameKey`) into the project as `entry`, at the end of `list`. */
export type DuplicateVanilla = { [L in ItemListName]: { type: "vanilla/duplicate"; list: L; gameKey: string; entry: EntryOfList[L] } }[ItemListName];

export type VanillaCommand = CommandMeta & DuplicateVanilla;

/** The same edit as a plain addition at the end of the list (which keeps keys unique and order 1..n). */
function asAdd(command: VanillaCommand): EntryCommand {
  return { type: "entry/add", list: command.list, entry: command.entry, at: command.at } as EntryCommand;
}

function check(command: VanillaCommand, project: Project): string | null {
  if (!isProjectList(command.list) || !isItemList(command.list)) return "list is not an item list";
  if (typeof command.gameKey !== "string" || command.gameKey === "") return "gameKey is not a game key";
  if (!isRecord(command.entry)) return "entry is not an object";
  return entryCommands.check(asAdd(command), project);
}

function reduce(project: Project, command: VanillaCommand): Project {
  return entryCommands.reduce(project, asAdd(underProjectPrefix(command, project)));
}

/**
 * The game's jokers are built under the default prefix, so their pool (the mod's jokers,
 * `<prefix>_jokers`) would be a stray pool of its own: a copy joins this project's, as a joker
 * made in the editor does.
 */
function underProjectPrefix(command: VanillaCommand, project: Project): VanillaCommand {
  const from = `${defaultMetadata().prefix}_`;
  const to = `${project.modMetadata.prefix}_`;
  const pools = (command.entry as { pools?: unknown }).pools;
  if (command.list !== "jokers" || from === to || !Array.isArray(pools)) return command;
  const moved = pools.map((pool) => (typeof pool === "string" && pool.startsWith(from) ? `${to}${pool.slice(from.length)}` : pool));
  return { ...command, entry: { ...command.entry, pools: moved } } as VanillaCommand;
}

function describe(command: VanillaCommand, _before: Project, after: Project): string {
  const copy = (after[command.list] as readonly Record<string, unknown>[]).find((e) => e.id === command.entry.id);
  const key = typeof copy?.[keyFieldOf(command.list)] === "string" ? String(copy[keyFieldOf(command.list)]) : "";
  return `duplicated vanilla ${listWord(command.list, 1)} ${quoted(command.entry.name)} (${command.gameKey}) into the project as ${key}`;
}

export const vanillaCommands: CommandFamily<VanillaCommand> = {
  types: ["vanilla/duplicate"],
  check,
  reduce,
  describe,
};

/** The command that copies a vanilla item (our model of it) into the project under a new id. */
export function duplicateVanillaCommand<L extends ItemListName>(list: L, gameKey: string, item: EntryOfList[L], newId: string, at: number): VanillaCommand {
  // A deep copy: the vanilla items are shared, built once, and must never be reachable from the project.
  const entry = { ...structuredClone(item), id: newId };
  return { type: "vanilla/duplicate", list, gameKey, entry, at } as VanillaCommand;
}
