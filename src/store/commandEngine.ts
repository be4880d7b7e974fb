// The command engine: what the store needs to apply a command (the log's clean copy, the
// reducer's check and the history's fold). It is kept out of the app shell (storeCore.ts) and
// loads with the code that edits; importing this module installs it in the app's store.
import { applyCommand } from "../../commands/history";
import { loggable } from "../../commands/logEntries";
import { checkCommand } from "../../commands/reducer";
import { installCommandEngine } from "./storeCore";

export interface CommandEngine {
  loggable: typeof loggable;
  checkCommand: typeof checkCommand;
  applyCommand: typeof applyCommand;
}

export const commandEngine: CommandEngine = { loggable, checkCommand, applyCommand };

installCommandEngine(commandEngine);
