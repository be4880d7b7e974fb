-- The shim that makes plain Lua 5.1 (the wasm VM of the playtest in the browser) behave like the
-- LuaJIT 2.1 the game and `check` run, where it can: what the harness and generated code rely on.
-- LuaJIT never loads this file. tests/unit/playtest/dialect.test.ts runs the same probe in both
-- and proves the outputs equal.
--
-- Bridged: `xpcall` with arguments, `load` of a string, the `bit` library, `string.format` (%d and %i past 32 bits, %x
-- and %o of negative numbers, %s of any value), `tostring` of NaN, the Lua 5.0 leftovers LuaJIT
-- does not have (math.mod, string.gfind), directory listing (no `find` to run: the mod's files
-- are given), and output (print and io.write go to a buffer, not the console).
-- Not bridged (syntax, or the VM's internals; generated code avoids them): `goto`, the escapes
-- \x, \z and \u{}, the order `pairs` visits keys in, and table addresses.
local C = {}

-- What the mod and the harness wrote (print, io.write, io.stderr:write), at most LIMIT pieces.
C.output = {}
C.LIMIT = 500

local installed = false

local function out(text)
  if #C.output < C.LIMIT then C.output[#C.output + 1] = text end
end

function C.take_output()
  local text = table.concat(C.output)
  C.output = {}
  return text
end

local TWO32 = 4294967296

-- LuaJIT's bit library (32-bit operations; results are signed 32-bit numbers).
local function tobit(x)
  x = tonumber(x)
  if not x then error("bad argument #1 to 'tobit' (number expected)", 2) end
  -- LuaJIT normalises with the 2^52 + 2^51 trick: round half to even, then modulo 2^32
  x = (x + 6755399441055744) - 6755399441055744
  x = x % TWO32
  if x >= 2147483648 then x = x - TWO32 end
  return x
end

local function unsigned(x) return tobit(x) % TWO32 end

local function bitwise(a, b, op)
  a, b = unsigned(a), unsigned(b)
  local result, place = 0, 1
  for _ = 1, 32 do
    local x, y = a % 2, b % 2
    if op(x, y) then result = result + place end
    a, b, place = (a - x) / 2, (b - y) / 2, place * 2
  end
  return tobit(result)
end

local function fold(op)
  return function(a, ...)
    local r = tobit(a)
    for i = 1, select("#", ...) do r = bitwise(r, (select(i, ...)), op) end
    return r
  end
end

local bit = {
  tobit = tobit,
  bnot = function(x) return tobit(-1 - unsigned(x)) end,
  band = fold(function(x, y) return x == 1 and y == 1 end),
  bor = fold(function(x, y) return x == 1 or y == 1 end),
  bxor = fold(function(x, y) return x ~= y end),
  lshift = function(x, n) n = unsigned(n) % 32; return tobit(unsigned(x) * 2 ^ n) end,
  rshift = function(x, n) n = unsigned(n) % 32; return tobit(math.floor(unsigned(x) / 2 ^ n)) end,
  arshift = function(x, n) n = unsigned(n) % 32; return tobit(math.floor(tobit(x) / 2 ^ n)) end,
  rol = function(x, n)
    n = unsigned(n) % 32; x = unsigned(x)
    return tobit((x * 2 ^ n) % TWO32 + math.floor(x / 2 ^ (32 - n)))
  end,
  ror = function(x, n)
    n = unsigned(n) % 32; x = unsigned(x)
    return tobit(math.floor(x / 2 ^ n) + (x * 2 ^ (32 - n)) % TWO32)
  end,
  bswap = function(x)
    x = unsigned(x)
    local b0, b1, b2, b3 = x % 256, math.floor(x / 256) % 256, math.floor(x / 65536) % 256, math.floor(x / 16777216)
    return tobit(((b0 * 256 + b1) * 256 + b2) * 256 + b3)
  end,
}
function bit.tohex(x, n)
  n = n == nil and 8 or tobit(n)
  local upper = n < 0
  if upper then n = -n end
  if n > 8 then n = 8 end
  local digits = upper and "0123456789ABCDEF" or "0123456789abcdef"
  local v = unsigned(x)
  local s = ""
  for _ = 1, 8 do
    local d = v % 16
    s = digits:sub(d + 1, d + 1) .. s
    v = (v - d) / 16
  end
  return s:sub(9 - n)
end
C.bit = bit

-- The digits of a whole number 0 <= v < 2^64 in base 16 or 8 (as LuaJIT prints a 64-bit integer).
local function digits_of(v, base, upper)
  local set = upper and "0123456789ABCDEF" or "0123456789abcdef"
  if v == 0 then return "0" end
  local s = ""
  while v > 0 do
    local d = v % base
    s = set:sub(d + 1, d + 1) .. s
    v = (v - d) / base
  end
  return s
end

-- A negative whole number as its 64-bit two's complement, in base 16 or 8.
local function negative_digits(v, base, upper)
  -- split into 32-bit halves so no digit is lost to rounding
  local hi = math.floor(v / TWO32)
  local lo = v - hi * TWO32
  hi = hi + TWO32
  if base == 16 then
    local low = digits_of(lo, 16, upper)
    return digits_of(hi, 16, upper) .. string.rep("0", 8 - #low) .. low
  end
  -- base 8: 64 bits = 22 octal digits; work on 3-bit groups of the two halves
  local bits = {}
  for i = 0, 31 do bits[i] = math.floor(lo / 2 ^ i) % 2 end
  for i = 0, 31 do bits[32 + i] = math.floor(hi / 2 ^ i) % 2 end
  local s = ""
  for g = 0, 21 do
    local d = (bits[3 * g] or 0) + 2 * (bits[3 * g + 1] or 0) + 4 * (bits[3 * g + 2] or 0)
    s = d .. s
  end
  return (s:gsub("^0+", ""))
end

local real_format = string.format
local INT32_MAX, INT32_MIN = 2147483647, -2147483648

local function format(fmt, ...)
  local n = select("#", ...)
  -- the common cases first, as they are (S.encode writes every whole number with "%d")
  if fmt == "%d" and n == 1 then
    local v = ...
    if type(v) == "number" and v <= INT32_MAX and v >= INT32_MIN then return real_format(fmt, v) end
  end
  if type(fmt) ~= "string" or not fmt:find("%", 1, true) then return real_format(fmt, ...) end
  local args = { ... }
  local pieces, pos, i = {}, 1, 0
  local changed = false
  while true do
    local s, e, flags, conv = fmt:find("%%([-+ #0]*%d*%.?%d*)(.)", pos)
    if not s then break end
    pieces[#pieces + 1] = fmt:sub(pos, s - 1)
    local spec = "%" .. flags .. conv
    if conv ~= "%" then
      i = i + 1
      local v = args[i]
      local number = type(v) == "number" and v == v and v ~= math.huge and v ~= -math.huge
      if (conv == "d" or conv == "i") and number and (v > INT32_MAX or v < INT32_MIN) then
        -- a whole number past 32 bits: LuaJIT formats it as a 64-bit integer
        args[i] = v >= 0 and math.floor(v) or math.ceil(v)
        spec = "%" .. flags:gsub("%.%d*", "") .. ".0f"
        changed = true
      elseif (conv == "x" or conv == "X" or conv == "o") and number and (v < 0 or v > INT32_MAX) then
        local whole = v >= 0 and math.floor(v) or math.ceil(v)
        local base = conv == "o" and 8 or 16
        args[i] = whole < 0 and negative_digits(whole, base, conv == "X") or digits_of(whole, base, conv == "X")
        spec = "%" .. flags:gsub("%.%d*", ""):gsub("#", "") .. "s"
        changed = true
      elseif conv == "s" and type(v) ~= "string" and type(v) ~= "number" then
        -- LuaJIT's %s calls tostring (and its __tostring)
        args[i] = tostring(v)
        changed = true
      end
    end
    pieces[#pieces + 1] = spec
    pos = e + 1
  end
  if not changed then return real_format(fmt, ...) end
  pieces[#pieces + 1] = fmt:sub(pos)
  return real_format(table.concat(pieces), unpack(args, 1, n))
end
C.format = format

-- Installs the shim into this VM's globals. Call it before the harness loads (budget.lua keeps
-- the `load` it finds).
function C.install()
  if installed then return C end
  installed = true
  local real_loadstring, real_load = loadstring, load
  -- LuaJIT's load takes a string too (Lua 5.2 style); mode and env are not used by mods
  load = function(chunk, chunkname, ...)
    if type(chunk) == "string" then return real_loadstring(chunk, chunkname) end
    return real_load(chunk, chunkname, ...)
  end
  -- LuaJIT's xpcall passes its extra arguments to the function (Lua 5.2 style); 5.1's drops them
  local real_xpcall = xpcall
  xpcall = function(f, handler, ...)
    local n = select("#", ...)
    if n == 0 then return real_xpcall(f, handler) end
    local args = { ... }
    return real_xpcall(function() return f(unpack(args, 1, n)) end, handler)
  end
  rawset(_G, "bit", bit)
  package.loaded.bit = bit
  string.format = format
  local real_tostring = tostring
  tostring = function(v)
    if v ~= v then return "nan" end
    return real_tostring(v)
  end
  math.mod = nil
  string.gfind = nil
  -- output: never the console of the worker
  local sink = setmetatable({}, { __index = {
    write = function(self, ...)
      for k = 1, select("#", ...) do out(real_tostring((select(k, ...)))) end
      return self
    end,
    flush = function(self) return self end,
    close = function() return true end,
    setvbuf = function() return true end,
  } })
  io.stdout, io.stderr = sink, sink
  io.write = function(...) return sink:write(...) end
  print = function(...)
    local parts = {}
    for k = 1, select("#", ...) do parts[k] = tostring((select(k, ...))) end
    out(table.concat(parts, "\t") .. "\n")
  end
  io.popen = function() return nil, "io.popen is not available in the browser" end
  return C
end

-- The mod folder's files as `find -maxdepth 2 -type f` would list them (relative, sorted): the
-- VM has no shell, so the runner hands over the list of files it mounted.
function C.list_files(files)
  return function()
    local list = {}
    for _, rel in ipairs(files) do
      local _, slashes = rel:gsub("/", "")
      if slashes <= 1 then list[#list + 1] = rel end
    end
    table.sort(list)
    return list
  end
end

return C
