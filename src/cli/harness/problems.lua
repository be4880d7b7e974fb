-- Problem collection. A problem is something that crashes Balatro/Steamodded, or that the loader
-- silently drops or gets wrong; each carries the mod file, line and item key when known.
-- Mod code files are loaded with Steamodded's chunk names, "=[SMODS <mod id> \"<path>\"]" (its
-- loader.lua: the main file and SMODS.load_file), so a traceback of the harness has the game's
-- shape; other mod chunks (localization, config) with "=<relative path>"; harness code with
-- "@<path>". A stack frame whose source starts with "=" and names a mod file is mod code.
local P = {}

P.list = {}
local seen = {}
-- Chunk names of the mod's files the harness loaded (relative paths), so an error message
-- "jokers/a.lua:12: ..." can be told from one raised inside the harness, and mod frames from
-- the harness's own and from C functions ("=[C]").
P.mod_files = {}
-- The item being exercised right now (its full key), used when a problem has no explicit item.
P.current_item = nil

function P.reset()
  P.list = {}
  seen = {}
  P.current_item = nil
end

-- The id of the mod being loaded (its chunk names carry it).
P.mod_id = "_"

-- Steamodded's chunk name for a file of the mod.
function P.chunkname(path)
  return "=[SMODS " .. P.mod_id .. ' "' .. path .. '"]'
end

-- The mod file a chunk name (without its "=") or an error message's position names.
function P.file_of(name)
  return name:match('^%[SMODS [^ ]+ "(.*)"%]$') or name
end

function P.is_mod_source(source)
  return type(source) == "string" and source:sub(1, 1) == "=" and P.mod_files[P.file_of(source:sub(2))] == true
end

-- The nearest mod-code frame on the stack (file, line): walking up from the caller, the first
-- frame whose source is a mod chunk. (Levels are not counted: tail calls remove frames.)
function P.mod_frame()
  local level = 2
  while true do
    local info = debug.getinfo(level, "Sl")
    if not info then return nil, nil end
    if P.is_mod_source(info.source) then
      return P.file_of(info.source:sub(2)), info.currentline
    end
    level = level + 1
  end
end


-- Splits "file:line: message" as raised by Lua; file is nil unless it names a mod file.
function P.split_error(message)
  if type(message) ~= "string" then return nil, nil, tostring(message) end
  local file, line, rest = message:match("^([^\n]-):(%d+): (.*)$")
  if file then file = P.file_of(file) end
  if file and P.mod_files[file] then return file, tonumber(line), rest end
  if file then return nil, nil, rest .. " (raised in " .. file:gsub("^.*/", "") .. ":" .. line .. ")" end
  return nil, nil, message
end

function P.add(problem)
  local item = problem.item
  if item == nil then item = P.current_item end
  local entry = {
    file = problem.file,
    line = problem.line,
    item = item,
    message = tostring(problem.message),
  }
  -- `context` (what was running) is shown but does not make a problem distinct.
  local context = problem.context
  -- One report per place and cause: repeated calls of the same broken function say nothing new.
  local id = table.concat({ tostring(entry.file), tostring(entry.line), tostring(entry.item), entry.message }, "\0")
  if seen[id] then return end
  seen[id] = true
  -- Calling or indexing an undefined global already reported at this line is the same problem.
  local global = entry.message:match("global '([^']+)'")
  if global then
    local gid = tostring(entry.file) .. "\0" .. tostring(entry.line) .. "\0global\0" .. global
    if seen[gid] then return end
    seen[gid] = true
  end
  if context then entry.message = context .. ": " .. entry.message end
  P.list[#P.list + 1] = entry
end

-- Reports a problem located at the nearest mod frame of the current stack.
function P.here(message, item, level)
  local file, line = P.mod_frame((level or 2) + 1)
  P.add({ file = file, line = line, item = item, message = message })
end

-- A crash the real game would raise, located at the calling mod code. The error object is a
-- table so the harness can tell its own reports from ordinary Lua errors.
local Crash = {}
Crash.__index = Crash
Crash.__tostring = function(c) return c.message end
P.Crash = Crash

function P.crash(message, level)
  local file, line = P.mod_frame((level or 2) + 1)
  error(setmetatable({ file = file, line = line, message = message }, Crash), 0)
end

function P.is_crash(e) return getmetatable(e) == Crash end

-- Set by budget.lua: the error a count hook raises when the mod's code runs past its limit.
function P.is_hang() return false end

-- Turns an error object (plus the stack seen by the xpcall handler) into a problem.
function P.from_error(e, frame_file, frame_line, item, prefix)
  local file, line, message
  if P.is_crash(e) then
    file, line, message = e.file, e.line, e.message
  elseif type(e) == "table" and e.reported then
    return
  else
    local text = type(e) == "string" and e or tostring(e)
    file, line, message = P.split_error(text)
  end
  if not file then file, line = frame_file, frame_line end
  P.add({ file = file, line = line, item = item, message = message, context = prefix })
end

-- Runs fn(...) and reports any error as a problem. Returns ok, results... `label` says what was
-- running; it may be a function returning that text, called only when there is an error.
-- (This runs for every call into mod code, so it makes no closure and no table.)
local error_file, error_line
-- Set by crashlog.lua: called in the error handler, while the stack of the error is still there.
P.on_error = nil

local function locate(e)
  if P.on_error then P.on_error(e) end
  error_file, error_line = P.mod_frame(2)
  return e
end

local function finish(item, label, previous, ok, ...)
  P.current_item = previous
  if not ok then
    if P.is_hang((...)) then error((...), 0) end -- not the mod's error: the step reports it
    if type(label) == "function" then label = label() end
    P.from_error((...), error_file, error_line, item or previous, label)
    return false
  end
  return ok, ...
end

function P.guard(item, label, fn, ...)
  local previous = P.current_item
  P.current_item = item or previous
  return finish(item, label, previous, xpcall(fn, locate, ...))
end

local function escape(value)
  if value == nil then return "" end
  return (tostring(value):gsub("\\", "\\\\"):gsub("\t", "\\t"):gsub("\r", "\\r"):gsub("\n", "\\n"))
end

function P.format(problem)
  return table.concat({ "PROBLEM", escape(problem.file), escape(problem.line), escape(problem.item), escape(problem.message) }, "\t")
end

return P
