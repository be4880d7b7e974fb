// The CLI's command table. Each command module registers itself here.
export interface CliCommand { usage: string; run: (args: string[]) => Promise<number> }

export const cliCommands: Record<string, CliCommand> = {};

export function registerCommand(name: string, usage: string, run: (args: string[]) => Promise<number>) {
  cliCommands[name] = { usage, run };
}
