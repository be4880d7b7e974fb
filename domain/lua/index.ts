export * from "./ast";
export { luaStringLiteral } from "./escape";
export { printLua, printExpr } from "./printer";
export { checkLuaSyntax, type LuaSyntaxResult } from "./check";
export * as lua from "./build";
