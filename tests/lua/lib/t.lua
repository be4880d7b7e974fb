-- Minimal test helpers for the harness's Lua tests. Run from tests/lua (the runner's cwd).
package.path = "../../src/cli/harness/?.lua;./lib/?.lua"

local T = {}
local exit = os.exit -- the harness replaces os.exit for mod code
local failures, passes = 0, 0

local function show(v)
  if type(v) == "string" then return string.format("%q", v) end
  return tostring(v)
end

function T.eq(actual, expected, name)
  if actual == expected then
    passes = passes + 1
  else
    failures = failures + 1
    print("FAIL " .. name .. ": expected " .. show(expected) .. ", got " .. show(actual))
  end
end

function T.ok(value, name)
  T.eq(not not value, true, name)
end

-- Problems whose message contains `fragment`.
function T.problems_with(list, fragment)
  local found = {}
  for _, p in ipairs(list) do
    if p.message:find(fragment, 1, true) then found[#found + 1] = p end
  end
  return found
end

function T.dump(list)
  for _, p in ipairs(list) do
    print("  " .. tostring(p.file) .. ":" .. tostring(p.line) .. " [" .. tostring(p.item) .. "] " .. p.message)
  end
end

function T.done(label)
  if failures > 0 then
    print(label .. ": " .. failures .. " failed, " .. passes .. " passed")
    exit(1)
  end
  print("ok " .. passes .. " " .. label)
end

return T
