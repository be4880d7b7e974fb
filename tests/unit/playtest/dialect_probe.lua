-- What generated code and the harness rely on from the Lua dialect, printed one value a line.
-- tests/unit/playtest/dialect.test.ts runs it in LuaJIT and in the playtest's Lua 5.1 VM with
-- the shim (src/cli/harness/compat51.lua): the outputs must be equal.
local out = {}
local function show(v)
  if type(v) == "string" then return (v:gsub("0x%x+", "ADDR"):gsub(": %x%x%x%x+", ": ADDR")) end
  return tostring(v)
end
local function p(name, f)
  local ok, a, b, c = pcall(f)
  if ok then out[#out + 1] = name .. " = " .. show(a) .. (b ~= nil and (", " .. show(b)) or "") .. (c ~= nil and (", " .. show(c)) or "")
  else out[#out + 1] = name .. " ! " .. show(tostring(a):gsub("^[^:]*:%d+: ", "")) end
end

-- functions and libraries
for _, name in ipairs({ "unpack", "setfenv", "getfenv", "loadstring", "load", "xpcall", "newproxy", "module", "gcinfo" }) do
  p("type " .. name, function() return type(_G[name]) end)
end
p("table.unpack", function() return type(table.unpack) end)
p("table.getn", function() return type(table.getn) end)
p("math.mod", function() return type(math.mod) end)
p("string.gfind", function() return type(string.gfind) end)
p("math.pow", function() return type(math.pow) end)
p("bit", function() return type(bit) end)
p("package.loaders", function() return type(package.loaders) end)
p("_VERSION", function() return _VERSION end)

-- calls
p("xpcall passes arguments", function() return xpcall(function(a, b) return a + b end, debug.traceback, 2, 3) end)
p("xpcall passes nil arguments", function() return select("#", xpcall(function(...) return select("#", ...) end, debug.traceback, nil, nil)) end)
p("xpcall handler", function() return xpcall(function(a) error("boom " .. a, 0) end, function(e) return "handled " .. e end, "x") end)
p("load of a string", function() return load("return 7")() end)
p("load of a function", function() local done = false return load(function() if done then return nil end done = true return "return 8" end)() end)
p("load syntax error", function() local f, err = load("return +", "=chunk") return f, err end)
p("loadstring name", function() local _, err = loadstring("x = = 1", "=items/a.lua") return err end)
p("setfenv", function() local f = function() return x end setfenv(f, { x = 5 }) return f() end)
p("unpack", function() return unpack({ 1, 2, 3 }, 2) end)
p("select #", function() return select("#", nil, nil) end)
p("error table", function() local ok, e = pcall(error, { code = 3 }) return ok, type(e), e.code end)
p("error level 0", function() error("msg", 0) end)
p("arith on nil", function() local x; return x + 1 end)
p("call nil field", function() local t = {}; return t.foo() end)
p("index nil", function() local t; return t.x end)
p("compare", function() return 1 < "2" end)
p("string arithmetic", function() return "10" + 5, "0.5" * 2 end)

-- numbers and text
p("%d small", function() return string.format("%d", 3.7), string.format("%d", -3.7) end)
p("%d past 32 bits", function() return string.format("%d", 1e15), string.format("%d", 2 ^ 40), string.format("%d", -2 ^ 33) end)
p("%5d past 32 bits", function() return string.format("[%12d]", 2 ^ 35), string.format("[%-12i]", 2 ^ 35) end)
p("%x", function() return string.format("%x", 255), string.format("%X", 2 ^ 36), string.format("%x", -1) end)
p("%o", function() return string.format("%o", 8), string.format("%o", -8) end)
p("%s of nil, bool, table", function() return string.format("%s|%s|%s", nil, true, {}) end)
p("%s of __tostring", function() return string.format("%s", setmetatable({}, { __tostring = function() return "T!" end })) end)
p("%s width", function() return string.format("[%-5s][%5s]", "ab", "cd") end)
p("%%", function() return string.format("100%% of %d", 5) end)
p("%.14g", function() return string.format("%.14g", 0.1 + 0.2), string.format("%5.2f", 1 / 3), string.format("%g", 1e20) end)
p("%c %i", function() return string.format("%c%i", 65, 5) end)
p("tostring", function() return tostring(1 / 0), tostring(-1 / 0), tostring(0 / 0) end)
p("tostring nan", function() return tostring(-(0 / 0)), tostring(math.huge - math.huge) end)
p("tostring numbers", function() return tostring(-0), tostring(0.1), tostring(1e15) end)
p("tostring big", function() return tostring(1e16), tostring(2 ^ 53), tostring(1 / 3) end)
p("tostring int", function() return tostring(123456789012), 2.5 .. "", 10 / 2 .. "" end)
p("tonumber", function() return tonumber("0x10"), tonumber(" 5 "), tonumber("1e") end)
p("tonumber base", function() return tonumber("10", 2), tonumber("z", 36), tonumber("ff", 16) end)
p("modulo", function() return 5 % -3, -5 % 3, 5.5 % 2 end)
p("floor", function() return math.floor(-0.5), math.floor(2 ^ 31 + 0.5), math.fmod(-5, 3) end)
p("holes", function() local t = { 1, 2, nil, 4 } return #t end)
p("maxn", function() return table.maxn({ 1, 2, [10] = 3 }) end)
p("insert", function() local t = { 1, 2 } table.insert(t, 1, 0) return table.concat(t, ",") end)
p("concat numbers", function() return table.concat({ 1, 2.5, 3 }, " ") end)
p("sort", function() local t = { 3, 1, 2 } table.sort(t) return table.concat(t, ",") end)
p("sort by", function() local t = { "b", "a", "c" } table.sort(t, function(a, b) return a > b end) return table.concat(t, ",") end)
p("gsub", function() return (("a.b"):gsub("%.", "%%")) end)
p("frontier", function() return ("THE (quick) fox"):find("%f[%a]%a+", 5) end)
p("utf8 bytes", function() return #"Café", ("café"):upper() end)
p("byte sub", function() return ("abc"):byte(-1), ("abc"):sub(2, 100) end)
p("%q", function() return string.format("%q", "a\nb\"\\") end)

-- LuaJIT's bit library
local values = { 0, 1, -1, 5, 255, 256, 2 ^ 31 - 1, 2 ^ 31, -2 ^ 31, 2 ^ 32, 2 ^ 32 + 7, -7, 1234567, 0x12345678, 2.5, 3.5, -2.5, 1e10 }
for _, a in ipairs(values) do
  p("bit " .. tostring(a), function()
    return table.concat({ bit.tobit(a), bit.bnot(a), bit.band(a, 0xF0F0), bit.bor(a, 3), bit.bxor(a, -1, 12),
      bit.lshift(a, 4), bit.rshift(a, 4), bit.arshift(a, 4), bit.rol(a, 7), bit.ror(a, 7), bit.bswap(a),
      bit.tohex(a), bit.tohex(a, -4), bit.tohex(a, 2), bit.lshift(1, a % 40) }, " ")
  end)
end

return table.concat(out, "\n")
