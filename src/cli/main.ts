// `npm run cli -- <command>`: the headless face of Joker Forge. It shares the browser's code
// (domain/ and commands/) so what it imports, exports and replays is what the app would.
import { printable } from "./printable";
import { cliCommands } from "./registry";
import "./commands";

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const command = name ? cliCommands[name] : undefined;
  if (!command) {
    console.error(`Usage: npm run cli -- <command>\n${Object.entries(cliCommands).map(([n, c]) => `  ${n} ${c.usage}`).join("\n")}`);
    return name ? 2 : 0;
  }
  return command.run(rest);
}

/**
 * Exits once stdout and stderr have written everything: on a pipe, output is asynchronous, and
 * process.exit() straight after a large print (catalog --json is over 128 kB) cut it short.
 */
function exitWhenFlushed(code: number): void {
  process.stdout.write("", () => process.stderr.write("", () => process.exit(code)));
}

main(process.argv.slice(2)).then(exitWhenFlushed, (error: unknown) => {
  console.error(printable(error instanceof Error ? error.message : String(error)));
  exitWhenFlushed(1);
});
