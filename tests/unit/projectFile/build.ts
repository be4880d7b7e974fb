// Small raw project files for tests.
export type RawFile = Record<string, unknown>;

export function rawFile(parts: RawFile = {}): RawFile {
  return {
    metadata: { id: "testmod", name: "Test Mod", author: ["Ann"], description: "d", prefix: "testmod", main_file: "main.lua", version: "1.0.0", priority: 0 },
    jokers: [],
    ...parts,
  };
}

export function text(parts: RawFile = {}): string {
  return JSON.stringify(rawFile(parts));
}
