-- Entry point: `luajit crashlog.lua <mod folder>`. Runs the mod as `check.lua` does and prints the
-- first error raised in the mod's code as Steamodded's crash screen lays it out (its
-- src/crash_handler.lua: the message, the "Additional Context" with the mod list, then the stack
-- traceback, one frame per line, tabs removed). Prints nothing and exits 1 when the mod runs
-- without an error. Used to make real crash logs for the "What went wrong?" dialog's tests.
local here = (arg and arg[0] or ""):match("^(.*)[/\\][^/\\]*$") or "."
package.path = here .. "/?.lua"
local H = require("harness")
local P = require("problems")
local B = require("budget")
package.path = ""

local dir = arg[1]
if not dir then
  io.stderr:write("usage: luajit crashlog.lua <mod folder>\n")
  H.exit(2)
end

local function source_text(source)
  local mod_id, file = source:match('^=%[SMODS ([^ ]+) "(.*)"%]$')
  if mod_id then return file, mod_id end
  if source:sub(1, 1) == "@" then return "harness/" .. source:match("([^/\\]+)$") end
  return source:sub(2)
end

local function value_text(value)
  local t = type(value)
  if t == "number" then return ("number: %g"):format(value) end
  if t == "boolean" then return "boolean: " .. tostring(value) end
  if t == "string" then return ("string: %q"):format(#value > 60 and value:sub(1, 60) or value) end
  if t == "nil" then return "nil" end
  return tostring(value)
end

-- The frames of the stack from `level` up, as Steamodded's crash handler (StackTracePlus) words them.
local function frames(level)
  local out = {}
  local shown = 3
  while true do
    local info = debug.getinfo(level, "nSl")
    if not info then break end
    if info.what == "main" then
      local file, mod_id = source_text(info.source)
      if mod_id then
        out[#out + 1] = ("(%d) main chunk of file '%s' at line %d (from mod with id %s)"):format(shown, file, info.currentline, mod_id)
      else
        out[#out + 1] = ("(%d) main chunk of file '%s' at line %d"):format(shown, file, info.currentline)
      end
    elseif info.what == "C" then
      out[#out + 1] = ("(%d) %s C function '%s'"):format(shown, info.namewhat, info.name or "?")
    elseif info.what == "tail" then
      out[#out + 1] = ("(%d) tail call"):format(shown)
    else
      local file, mod_id = source_text(info.source)
      local kind = info.namewhat == "" and "function" or info.namewhat
      local name = info.name or ("<" .. file .. ":" .. info.linedefined .. ">")
      local guess = info.name and "" or " (best guess)"
      if mod_id then
        out[#out + 1] = ("(%d) Lua %s '%s' at file '%s:%d' (from mod with id %s)%s"):format(shown, kind, name, file, info.currentline, mod_id, guess)
      else
        out[#out + 1] = ("(%d) Lua %s '%s' at file '%s:%d'%s"):format(shown, kind, name, file, info.currentline, guess)
      end
      out[#out + 1] = "Local variables:"
      local i = 1
      while true do
        local lname, lvalue = debug.getlocal(level, i)
        if not lname then break end
        if lname:sub(1, 1) ~= "(" then out[#out + 1] = (" %s = %s"):format(lname, value_text(lvalue)) end
        i = i + 1
      end
    end
    level = level + 1
    shown = shown + 1
  end
  return out
end

local captured
P.on_error = function(e)
  if captured or B.is_hang(e) or P.is_crash(e) then return end
  -- only errors with the mod's code on the stack: the game would crash in the mod
  local level, mine = 3, false
  while true do
    local info = debug.getinfo(level, "S")
    if not info then break end
    if P.is_mod_source(info.source) then mine = true break end
    level = level + 1
  end
  if not mine then return end
  -- level 1 is frames(), 2 this function, 3 the harness's error handler: the error's own stack starts at 4
  captured = { message = tostring(e), frames = frames(4) }
end

local mod_list = {}
H.check(dir)
P.on_error = nil
if not captured then H.exit(1) end

for id, mod in pairs(SMODS.Mods) do
  if type(mod) == "table" and not mod.meta and id ~= "Talisman" then
    local author = type(mod.author) == "table" and table.concat(mod.author, ", ") or tostring(mod.author)
    local version = mod.version and mod.version ~= "0.0.0" and (", Version: " .. mod.version) or ""
    mod_list[#mod_list + 1] = ("    %d: %s by %s [ID: %s%s]"):format(#mod_list + 1, tostring(mod.name), author, id, version)
    if type(mod.debug_info) == "string" and #mod.debug_info > 0 then mod_list[#mod_list + 1] = "        " .. mod.debug_info end
  end
end

local lines = {
  "Oops! The game crashed:",
  captured.message,
  "",
  "Additional Context:",
  "Balatro Version: 1.0.1o-FULL",
  "Modded Version: " .. tostring(SMODS.version),
  "Optional features enabled: None",
  "LÖVE Version: 11.5.0",
  "Platform: LuaJIT harness",
  "Steamodded Mods:",
}
for _, l in ipairs(mod_list) do lines[#lines + 1] = l end
lines[#lines + 1] = "Lovely Mods:"
lines[#lines + 1] = "\r"
lines[#lines + 1] = "Stack Traceback"
lines[#lines + 1] = "==============="
for _, l in ipairs(captured.frames) do lines[#lines + 1] = l .. "\r" end
-- the crash screen drops tabs and unwraps [string "..."] chunk names
local text = table.concat(lines, "\n"):gsub("\t", ""):gsub('%[string "(.-)"%]', "%1")
io.stdout:write(text, "\n")
io.stdout:flush()
H.exit(0)
