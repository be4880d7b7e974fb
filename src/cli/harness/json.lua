-- A small strict JSON reader (RFC 8259) for the mod manifest. Returns value or nil, message
-- with the line of the first error, as Steamodded's own JSON decoder rejects the same files.
local J = {}

-- Marks JSON null, so a present-but-null field can be told from a missing one.
J.null = setmetatable({}, { __tostring = function() return "null" end })
-- Arrays and objects decode to tables carrying these metatables, so the manifest checks can
-- tell ["a"] from {"0": "a"} as Steamodded's type checks do.
J.array_mt = { __name = "array" }
J.object_mt = { __name = "object" }
function J.is_array(v) return type(v) == "table" and getmetatable(v) == J.array_mt end
function J.is_object(v) return type(v) == "table" and getmetatable(v) == J.object_mt end

local escapes = { ['"'] = '"', ["\\"] = "\\", ["/"] = "/", b = "\b", f = "\f", n = "\n", r = "\r", t = "\t" }

local function utf8_char(code)
  if code < 0x80 then return string.char(code) end
  if code < 0x800 then
    return string.char(0xC0 + math.floor(code / 0x40), 0x80 + code % 0x40)
  end
  if code < 0x10000 then
    return string.char(0xE0 + math.floor(code / 0x1000), 0x80 + math.floor(code / 0x40) % 0x40, 0x80 + code % 0x40)
  end
  return string.char(0xF0 + math.floor(code / 0x40000), 0x80 + math.floor(code / 0x1000) % 0x40,
    0x80 + math.floor(code / 0x40) % 0x40, 0x80 + code % 0x40)
end

function J.decode(text)
  local pos = 1
  if text:sub(1, 3) == "\239\187\191" then pos = 4 end

  local function fail(message)
    local line = 1
    for _ in text:sub(1, pos - 1):gmatch("\n") do line = line + 1 end
    error({ json_error = true, message = "line " .. line .. ": " .. message }, 0)
  end

  local function skip()
    pos = text:find("[^ \t\r\n]", pos) or (#text + 1)
  end

  local value

  -- Each step below moves `pos` forward or fails, so decoding always ends (fuzzed in
  -- tests/unit/harness/jsonReader.test.ts). Plain string bytes are anything but '"', '\\' and
  -- the controls 0-31 that RFC 8259 forbids unescaped; DEL (127) and bytes >= 128 are plain.
  local function hex4(at)
    local hex = text:sub(at, at + 3)
    if not hex:match("^%x%x%x%x$") then return nil end
    return tonumber(hex, 16)
  end

  local function string_value()
    pos = pos + 1
    local parts = {}
    while true do
      local stop = text:find('[%z\1-\31"\\]', pos)
      if not stop then pos = #text + 1; fail("unterminated string") end
      if stop > pos then parts[#parts + 1] = text:sub(pos, stop - 1) end
      pos = stop
      local c = text:sub(pos, pos)
      if c == '"' then pos = pos + 1; break end
      if c ~= "\\" then fail("control character in string") end
      local e = text:sub(pos + 1, pos + 1)
      if e == "u" then
        local code = hex4(pos + 2)
        if not code then fail("bad \\u escape") end
        pos = pos + 6
        if code >= 0xD800 and code <= 0xDBFF and text:sub(pos, pos + 1) == "\\u" then
          local low = hex4(pos + 2)
          if low and low >= 0xDC00 and low <= 0xDFFF then
            code = 0x10000 + (code - 0xD800) * 0x400 + (low - 0xDC00)
            pos = pos + 6
          end
        end
        parts[#parts + 1] = utf8_char(code)
      elseif escapes[e] then
        parts[#parts + 1] = escapes[e]
        pos = pos + 2
      else
        fail(e == "" and "unterminated string" or ("bad escape \\" .. e))
      end
    end
    return table.concat(parts)
  end

  -- RFC 8259: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][-+]?[0-9]+)?
  local function number_value()
    local start = pos
    local at = pos
    if text:sub(at, at) == "-" then at = at + 1 end
    local first = text:sub(at, at)
    if first == "0" then
      at = at + 1
    elseif first:match("^[1-9]$") then
      at = (text:find("[^0-9]", at) or (#text + 1))
    else
      fail(first == "" and "unexpected end of text" or ("unexpected character '" .. first .. "'"))
    end
    if text:sub(at, at) == "." then
      if not text:sub(at + 1, at + 1):match("^[0-9]$") then pos = at; fail("malformed number") end
      at = (text:find("[^0-9]", at + 1) or (#text + 1))
    end
    local e = text:sub(at, at)
    if e == "e" or e == "E" then
      at = at + 1
      local sign = text:sub(at, at)
      if sign == "+" or sign == "-" then at = at + 1 end
      if not text:sub(at, at):match("^[0-9]$") then pos = at; fail("malformed number") end
      at = (text:find("[^0-9]", at) or (#text + 1))
    end
    if text:sub(at, at):match("^[0-9]$") then pos = at; fail("malformed number") end -- 01
    pos = at
    return tonumber(text:sub(start, at - 1))
  end

  -- Far deeper than any manifest; past it LuaJIT's own stack would overflow.
  local MAX_DEPTH = 1000
  local depth = 0

  function value()
    skip()
    local c = text:sub(pos, pos)
    if c == "{" or c == "[" then
      depth = depth + 1
      if depth > MAX_DEPTH then fail("nested more than " .. MAX_DEPTH .. " deep") end
    end
    if c == "{" then
      pos = pos + 1
      local object = setmetatable({}, J.object_mt)
      skip()
      if text:sub(pos, pos) == "}" then pos = pos + 1; depth = depth - 1; return object end
      while true do
        skip()
        if text:sub(pos, pos) ~= '"' then fail("expected a string key") end
        local key = string_value()
        skip()
        if text:sub(pos, pos) ~= ":" then fail("expected ':'") end
        pos = pos + 1
        object[key] = value()
        skip()
        local d = text:sub(pos, pos)
        if d == "}" then pos = pos + 1; depth = depth - 1; return object end
        if d ~= "," then fail("expected ',' or '}'") end
        pos = pos + 1
      end
    elseif c == "[" then
      pos = pos + 1
      local array = setmetatable({}, J.array_mt)
      skip()
      if text:sub(pos, pos) == "]" then pos = pos + 1; depth = depth - 1; return array end
      while true do
        array[#array + 1] = value()
        skip()
        local d = text:sub(pos, pos)
        if d == "]" then pos = pos + 1; depth = depth - 1; return array end
        if d ~= "," then fail("expected ',' or ']'") end
        pos = pos + 1
      end
    elseif c == '"' then
      return string_value()
    elseif text:sub(pos, pos + 3) == "true" then
      pos = pos + 4; return true
    elseif text:sub(pos, pos + 4) == "false" then
      pos = pos + 5; return false
    elseif text:sub(pos, pos + 3) == "null" then
      pos = pos + 4; return J.null
    else
      return number_value()
    end
  end

  local ok, result = pcall(function()
    local v = value()
    skip()
    if pos <= #text then fail("trailing characters") end
    return v
  end)
  if ok then return result end
  if type(result) == "table" and result.json_error then return nil, result.message end
  error(result, 0)
end

return J
