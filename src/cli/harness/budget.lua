-- The time limit of `check`, counted in the mod's own code only (issue 13 item 7). A clock would
-- also count the harness (and a busy machine), and then blame the mod for the checker's own time.
-- So the harness counts Lua VM instructions run inside the mod's code: a count hook fires every
-- TICK instructions and adds them to the mod when the running function is not the harness's own
-- (harness files are loaded by `require`, their chunk names start with "@"; the mod's files are
-- loaded as "=<path>", and anything the mod loads itself counts as the mod).
--
-- Count hooks only fire in interpreted code, so every chunk of the mod is loaded with the JIT
-- off (B.load); the harness itself stays compiled, and its compiled code is never counted at all.
--
-- Limits: a step (loading the mod, injection, exercising one object, one group run together) may
-- run STEP_LIMIT instructions of mod code, the whole check TOTAL_LIMIT. About 4e8 interpreted
-- instructions run per second here, so these are about 5 s and 60 s; a real object's code runs
-- well under a million per step. Past a limit the mod code running at that moment raises a Hang,
-- which the guards pass on (it is not the mod's own error) up to the step, which reports it at
-- the mod's file and line, and the object is not run again.
local P = require("problems")

local B = {}

B.TICK = 10000
B.STEP_LIMIT = tonumber(os.getenv("HARNESS_STEP_INSTRUCTIONS") or "") or 2e9
B.TOTAL_LIMIT = tonumber(os.getenv("HARNESS_TOTAL_INSTRUCTIONS") or "") or 2.4e10

-- Instructions counted in the mod's code: this step, the whole check; ticks seen in the harness.
B.step_used, B.total_used, B.harness_ticks = 0, 0, 0
-- Set once the whole check's limit is spent: every later step stops at once.
B.spent = false

local Hang = {}
Hang.__index = Hang
Hang.__tostring = function(h) return h.message end

function B.is_hang(e) return getmetatable(e) == Hang end
P.is_hang = B.is_hang

local function format_count(n)
  local s = string.format("%.0f", n)
  return (s:reverse():gsub("(%d%d%d)", "%1,"):reverse():gsub("^,", ""))
end

-- Interpreted Lua instructions per second on the machine this was measured on (for the message).
B.PER_SECOND = 4e8

local function limit_text(limit, where)
  local seconds = limit / B.PER_SECOND
  local about = seconds >= 1 and string.format("about %.0f s", seconds) or "under a second"
  return "the mod's code ran more than " .. format_count(limit) .. " Lua instructions " .. where .. " (" .. about .. " of Lua)"
end

local function tick()
  local info = debug.getinfo(2, "S")
  if info and info.source:sub(1, 1) == "@" then
    B.harness_ticks = B.harness_ticks + 1
    return
  end
  B.step_used = B.step_used + B.TICK
  B.total_used = B.total_used + B.TICK
  local over
  if B.total_used > B.TOTAL_LIMIT then
    B.spent = true
    over = limit_text(B.TOTAL_LIMIT, "in this check")
  elseif B.step_used > B.STEP_LIMIT then
    over = limit_text(B.STEP_LIMIT, "in one step")
  end
  if over then
    local file, line = P.mod_frame(2)
    error(setmetatable({ file = file, line = line, message = over .. " without finishing: an endless loop in the mod?" }, Hang), 0)
  end
end

-- Counts from now on (the hook is per coroutine; mod code runs on the main one).
function B.install()
  B.step_used, B.total_used, B.harness_ticks, B.spent = 0, 0, 0, false
  debug.sethook(tick, "", B.TICK)
end

-- For the coverage aid, which needs the line hook too: one hook for both.
function B.install_with_lines(on_line)
  B.step_used, B.total_used, B.harness_ticks, B.spent = 0, 0, 0, false
  debug.sethook(function(event, line)
    if event == "count" then tick() else on_line(line) end
  end, "l", B.TICK)
end

function B.uninstall() debug.sethook() end

-- The loaders as the VM gives them (before install_loaders replaces the globals).
local real_loadstring, real_load = loadstring, load

-- The mod's own loadstring and load give functions with the JIT off too.
function B.install_loaders()
  loadstring = B.load
  load = function(chunk, chunkname, ...)
    local f, err = real_load(chunk, chunkname, ...)
    if f and jit then jit.off(f, true) end
    return f, err
  end
end


-- loadstring for the mod's code: compiled with the JIT off, so the count hook sees it run.
function B.load(source, chunkname)
  local chunk, err = real_loadstring(source, chunkname)
  if chunk and jit then jit.off(chunk, true) end
  return chunk, err
end

-- Runs one step: fn(...) with a fresh step count. A Hang is reported (at the mod's frame) and
-- ends the step; returns false then, true otherwise. Other errors pass through.
function B.step(item, label, fn, ...)
  B.step_used = 0
  if B.spent then return false end
  local ok, err = xpcall(fn, function(e)
    if B.is_hang(e) then return e end
    return debug.traceback(tostring(e), 2)
  end, ...)
  if ok then return true end
  if not B.is_hang(err) then error(err, 0) end
  B.report(err, item, label)
  return false
end

function B.report(hang, item, label)
  P.add({ file = hang.file, line = hang.line, item = item, message = hang.message, context = label })
end

return B
