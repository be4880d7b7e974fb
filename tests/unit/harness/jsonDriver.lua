-- Fuzz driver for the harness's JSON reader (used by jsonReader.test.ts).
-- stdin: records "<byte length>\n<bytes>". stdout: one line per record,
--   V <value>  decoded: the value as JSON with every string as "s:<hex of its bytes>", every number
--              as "n:<%.17g>" and every object as {"o":[[key hex, value], ...]}
--   E <msg>    refused with a message (the reader's normal failure)
--   X <msg>    the reader raised a Lua error instead of returning nil, message
--   H          it ran more than the instruction budget (an endless loop)
local here = arg[1]
package.path = here .. "/?.lua"
local J = require("json")
jit.off() -- count hooks only fire in the interpreter

local BUDGET = tonumber(arg[2]) or 20000000

local function hex(s)
  return (s:gsub(".", function(c) return string.format("%02x", c:byte()) end))
end

local function encode(v, out)
  if v == J.null then out[#out + 1] = "null"
  elseif v == true then out[#out + 1] = "true"
  elseif v == false then out[#out + 1] = "false"
  elseif type(v) == "number" then out[#out + 1] = '"n:' .. string.format("%.17g", v) .. '"'
  elseif type(v) == "string" then out[#out + 1] = '"s:' .. hex(v) .. '"'
  elseif J.is_array(v) then
    out[#out + 1] = "["
    for i = 1, #v do
      if i > 1 then out[#out + 1] = "," end
      encode(v[i], out)
    end
    out[#out + 1] = "]"
  elseif J.is_object(v) then
    local keys = {}
    for k in pairs(v) do keys[#keys + 1] = k end
    table.sort(keys)
    out[#out + 1] = '{"o":['
    for i, k in ipairs(keys) do
      if i > 1 then out[#out + 1] = "," end
      out[#out + 1] = '["' .. hex(k) .. '",'
      encode(v[k], out)
      out[#out + 1] = "]"
    end
    out[#out + 1] = "]}"
  else
    error("unexpected value " .. tostring(v))
  end
end

local function one_line(s) return (tostring(s):gsub("[%c]", " ")) end

local input = io.read("*a")
local at = 1
local lines = {}
while at <= #input do
  local nl = input:find("\n", at, true)
  local len = tonumber(input:sub(at, nl - 1))
  local text = input:sub(nl + 1, nl + len)
  at = nl + len + 1
  debug.sethook(function() error("__budget__", 0) end, "", BUDGET)
  local ok, value, message = pcall(J.decode, text)
  debug.sethook()
  if not ok then
    lines[#lines + 1] = value == "__budget__" and "H" or ("X " .. one_line(value))
  elseif value == nil then
    lines[#lines + 1] = "E " .. one_line(message)
  else
    local out = {}
    encode(value, out)
    lines[#lines + 1] = "V " .. table.concat(out)
  end
end
io.write(table.concat(lines, "\n"), "\n")
