-- Smoke test: the runner really executes LuaJIT 2.1 (Lua 5.1 semantics).
assert(jit and jit.version:match("^LuaJIT 2%.1"), "expected LuaJIT 2.1, got " .. tostring(jit and jit.version))
assert(table.unpack == nil, "Lua 5.1 has no table.unpack; generated code must not rely on it")
local chunk = assert(loadstring("return 6 * 7"))
assert(chunk() == 42)
print("ok smoke")
