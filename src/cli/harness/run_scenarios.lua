-- Entry point: `luajit run_scenarios.lua <mod dir> <scenarios.json>` loads the mod once and runs
-- every scenario of the file in a fresh run each. Prints one JSON object:
-- { "load": [problems while loading], "results": [observations or { error }] }.
local dir = arg[0]:match("^(.*)[/\\]") or "."
package.path = dir .. "/?.lua;" .. package.path
local H = require("harness")
local P = require("problems")
local Inject = require("inject")
local J = require("json")
local S = require("scenario")

local mod_dir, spec_path = arg[1], arg[2]
local f = assert(io.open(spec_path, "rb"))
local specs = J.decode(f:read("*a"))
f:close()

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
local results = {}
if mod then
  for i, spec in ipairs(specs) do results[i] = S.run(spec) end
end
io.write(S.encode({ load = load, results = results }), "\n")
