-- Loads a mod once and runs scenarios against it, each in a fresh run: the scenario runner of
-- `run_scenarios.lua` (LuaJIT) and of the playtest in the browser (Lua 5.1 in a web worker,
-- src/playtest/runner.ts), so both run exactly this code.
local H = require("harness")
local P = require("problems")
local Inject = require("inject")
local S = require("scenario")
local B = require("budget")

local Batch = {}

-- The mod loaded last (nil when it did not load).
Batch.mod = nil

-- Boots a fresh game, loads the mod in `mod_dir` and injects it. Returns the problems found while
-- loading, as "item: message" texts (it names "the mod did not load" when it did not).
function Batch.load(mod_dir)
  H.boot()
  local mod = H.load_mod(mod_dir)
  local load = {}
  if mod then
    H.Game.new_run()
    Inject.run(mod)
    if type(mod.optional_features) == "function" then
      local ok, features = pcall(mod.optional_features)
      mod.optional_features = ok and type(features) == "table" and features or {}
    end
  end
  for _, p in ipairs(P.list) do load[#load + 1] = (p.item and (p.item .. ": ") or "") .. p.message end
  if not mod then load[#load + 1] = "the mod did not load" end
  P.reset()
  Batch.mod = mod
  return load
end

-- Runs each spec (subject, setup, steps, probes, trace) in a fresh run; returns the results.
function Batch.run(specs)
  local results = {}
  if Batch.mod then
    for i, spec in ipairs(specs) do
      -- each scenario is one step of the mod-code limit, when one is installed (the playtest's VM)
      B.step_used = 0
      results[i] = S.run(spec)
    end
  end
  return results
end

-- The JSON text `run_scenarios.lua` prints: { load, results }.
function Batch.encode(load, results)
  return S.encode({ load = load, results = results })
end

return Batch
