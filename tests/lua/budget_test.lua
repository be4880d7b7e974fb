-- The check's time limit counts the mod's own code only (issue 13 item 7, budget.lua): the
-- harness's instructions, however many, never make the mod look like an endless loop, and an
-- endless loop in the mod is stopped and reported at its file and line.
local T = dofile("lib/t.lua")
local H = require("harness")
local P = require("problems")
local B = require("budget")

local function write(path, text)
  local f = assert(io.open(path, "wb"))
  f:write(text)
  f:close()
end

-- A mod folder with one joker per calculate body (a string of Lua), all in main.lua.
local function mod_with(bodies)
  local dir = os.tmpname()
  os.remove(dir)
  assert(os.execute("mkdir -p '" .. dir .. "'"))
  write(dir .. "/testmod.json", [[{ "id": "testmod", "name": "Test", "author": ["T"], "description": "d",
    "prefix": "tm", "main_file": "main.lua", "version": "1.0.0" }]])
  local lines, loc = {}, {}
  for i, body in ipairs(bodies) do
    lines[#lines + 1] = "SMODS.Joker { key = 'j" .. i .. "', rarity = 1, cost = 1, pos = { x = 0, y = 0 },"
    lines[#lines + 1] = "  calculate = function(self, card, context)"
    lines[#lines + 1] = "    " .. body
    lines[#lines + 1] = "  end,"
    lines[#lines + 1] = "}"
    loc[#loc + 1] = "j_tm_j" .. i .. " = { name = 'J', text = { 'x' } }"
  end
  write(dir .. "/main.lua", table.concat(lines, "\n") .. "\n")
  assert(os.execute("mkdir -p '" .. dir .. "/localization'"))
  write(dir .. "/localization/en-us.lua", "return { descriptions = { Joker = { " .. table.concat(loc, ", ") .. " } } }\n")
  return dir
end

local function hangs(problems)
  local found = {}
  for _, p in ipairs(problems) do
    if p.message:find("endless loop in the mod?", 1, true) then found[#found + 1] = p end
  end
  return found
end

local function with_limits(step, total, fn)
  local saved_step, saved_total = B.STEP_LIMIT, B.TOTAL_LIMIT
  B.STEP_LIMIT, B.TOTAL_LIMIT = step, total
  local ok, err = pcall(fn)
  B.STEP_LIMIT, B.TOTAL_LIMIT = saved_step, saved_total
  jit.on()
  if not ok then error(err, 0) end
end

-- 1. A slow harness: all of it interpreted (JIT off), and every scoring context made to burn
-- 60,000 more instructions of harness code (this file is harness code: its chunk name starts
-- with "@"), against a mod limit of 100,000 instructions. The harness runs far more; the mod
-- is not blamed.
with_limits(1e5, 1e6, function()
  jit.off()
  jit.flush()
  local calculate_context = H.Calc.calculate_context
  H.Calc.calculate_context = function(...)
    local s = 0
    for i = 1, 20000 do s = s + i % 3 end
    return calculate_context(...)
  end
  local ok, problems = pcall(H.check, mod_with({ "if context.joker_main then return { mult = 4 } end" }))
  H.Calc.calculate_context = calculate_context
  assert(ok, problems)
  T.eq(#hangs(problems), 0, "a slow harness never counts as the mod's time")
  T.ok(B.harness_ticks * B.TICK > 100 * B.STEP_LIMIT, "the harness ran over 100 times the mod's limit (" .. B.harness_ticks * B.TICK .. " instructions)")
  T.ok(B.total_used < B.STEP_LIMIT, "the mod's own instructions are counted apart (" .. B.total_used .. ")")
end)

-- 2. Mod code that calls the (slow, interpreted) harness a lot but does little itself.
with_limits(2e5, 1e6, function()
  jit.off()
  jit.flush()
  local problems = H.check(mod_with({ "for _ = 1, 50 do SMODS.find_card('j_joker') end" }))
  T.eq(#hangs(problems), 0, "time the mod spends inside harness calls is not the mod's")
end)

-- 3. An endless loop in the mod: stopped within the step limit and reported once, at its line,
-- with the item; the other joker is still checked, and the check still finishes.
with_limits(1e6, 1e8, function()
  local problems = H.check(mod_with({ "while context.joker_main do end", "if context.joker_main then return { mult = 1 } end" }))
  local found = hangs(problems)
  T.eq(#found, 1, "an endless loop is reported once")
  if found[1] then
    T.eq(found[1].file, "main.lua", "at the mod's file")
    T.eq(found[1].line, 3, "at the loop's line")
    T.eq(found[1].item, "j_tm_j1", "for the item")
    T.ok(found[1].message:find("1,000,000 Lua instructions in one step", 1, true), "saying which limit: " .. found[1].message)
  end
  T.ok(B.total_used < 1.1e6 + B.TICK, "the loop ran only up to the step limit (" .. B.total_used .. ")")
end)

-- 4. The whole check's limit: every step under its own limit, together over the check's.
with_limits(1e6, 2e6, function()
  local loop = "if context.joker_main then for i = 1, 60000 do local _ = i * 2 end end"
  local problems = H.check(mod_with({ loop, loop, loop, loop, loop, loop, loop, loop }))
  local found = hangs(problems)
  T.eq(#found, 1, "the check's limit is reported once")
  if found[1] then T.ok(found[1].message:find("in this check", 1, true), "as the whole check's limit: " .. found[1].message) end
  T.ok(B.total_used <= 2e6 + B.TICK, "no mod code ran after the check's limit was spent (" .. B.total_used .. ")")
end)

-- 5. A step of harness code alone (this file is harness code: its chunk name starts with "@").
with_limits(1e5, 1e6, function()
  B.install()
  local function busy() local s = 0 for i = 1, 2e6 do s = s + i % 3 end return s end
  jit.off(busy)
  T.eq(B.step(nil, "harness work", busy), true, "harness code never hits the mod's limit")
  local mod = B.load("local n = 0 while true do n = n + 1 end", "=items/loop.lua")
  P.mod_files["items/loop.lua"] = true
  P.reset()
  T.eq(B.step("j_x", "a loop", function() return P.guard("j_x", "guarded", mod) end), false, "a guard inside the step passes the Hang on")
  T.eq(#P.list, 1, "reported once, by the step")
  if P.list[1] then
    T.eq(P.list[1].file, "items/loop.lua", "at the mod's file")
    T.ok(P.list[1].message:find("^a loop: "), "with the step's label: " .. P.list[1].message)
  end
  B.uninstall()
end)

T.done("budget")
