export * from "./ast";
export { luaStringLiteral } from "./escape";
export { printLua, printExpr, printLuaWithOrigins } from "./printer";
export { checkLuaSyntax, type LuaSyntaxResult } from "./check";
export * as lua from "./build";
