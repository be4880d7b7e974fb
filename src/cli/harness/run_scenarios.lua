-- Entry point: `luajit run_scenarios.lua <mod dir> <scenarios.json>` loads the mod once and runs
-- every scenario of the file in a fresh run each (batch.lua). Prints one JSON object:
-- { "load": [problems while loading], "results": [observations or { error }] }.
local dir = arg[0]:match("^(.*)[/\\]") or "."
package.path = dir .. "/?.lua;" .. package.path
local J = require("json")
local Batch = require("batch")

local mod_dir, spec_path = arg[1], arg[2]
local f = assert(io.open(spec_path, "rb"))
local specs = J.decode(f:read("*a"))
f:close()

local load = Batch.load(mod_dir)
local results = Batch.run(specs)
io.write(Batch.encode(load, results), "\n")
