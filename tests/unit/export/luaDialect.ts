// The LuaJIT 2.1 dialect scan used by the dialect tests (unit and corpus): every use of a Lua 5.2+
// construct LuaJIT lacks, found in the Lua 5.3 syntax tree (which accepts all of them).
import luaparse from "luaparse";
import type { exportMod } from "../../../domain/export";

const BANNED_OPERATORS = new Set(["//", "&", "|", "~", "<<", ">>"]);
/** Absent from LuaJIT 2.1 (use unpack, {...}, math.floor, the bit library). */
const BANNED_FIELDS = new Set(["table.unpack", "table.pack", "table.move", "math.type", "math.tointeger", "math.maxinteger", "math.mininteger", "string.gfind", "utf8.char", "utf8.len", "utf8.codepoint"]);
const BANNED_GLOBALS = new Set(["utf8"]);

interface Node { type: string; [key: string]: unknown }

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as Node).type === "string";
}

function dotted(node: Node): string | undefined {
  if (node.type === "Identifier") return node.name as string;
  if (node.type === "MemberExpression" && node.indexer === ".") {
    const base = dotted(node.base as Node);
    return base && `${base}.${(node.identifier as Node).name as string}`;
  }
  if (node.type === "IndexExpression" && isNode(node.index) && node.index.type === "StringLiteral") {
    const base = dotted(node.base as Node);
    return base && `${base}.${String(node.index.raw).slice(1, -1)}`;
  }
  return undefined;
}

/** Every use of a construct LuaJIT 2.1 lacks, as "construct (line n)". */
export function nonLuaJitConstructs(source: string): string[] {
  const ast = luaparse.parse(source, { luaVersion: "5.3", locations: true, comments: false, encodingMode: "none" }) as unknown as Node;
  const found: string[] = [];
  const at = (node: Node) => `line ${(node.loc as { start: { line: number } } | undefined)?.start.line ?? "?"}`;
  const locals = new Set<string>();
  const visit = (node: Node) => {
    if ((node.type === "BinaryExpression" || node.type === "UnaryExpression") && BANNED_OPERATORS.has(node.operator as string)) {
      found.push(`operator ${node.operator as string} (${at(node)})`);
    }
    if (node.type === "LocalStatement") for (const v of node.variables as Node[]) locals.add(v.name as string);
    if (node.type === "MemberExpression" || node.type === "IndexExpression") {
      const name = dotted(node);
      if (name && BANNED_FIELDS.has(name)) found.push(`${name} (${at(node)})`);
    }
    if (node.type === "Identifier" && BANNED_GLOBALS.has(node.name as string) && !locals.has(node.name as string)) {
      found.push(`global ${node.name as string} (${at(node)})`);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(ast);
  return found;
}

/** The Lua files of an export, as [path, source]. */
export function luaFiles(result: ReturnType<typeof exportMod>): [string, string][] {
  return [...result.files].filter(([path]) => path.endsWith(".lua")).map(([path, data]) => [path, data as string]);
}
