-- The entry of the playtest's Lua 5.1 VM (a web worker in the browser; src/playtest/runner.ts):
-- the shim first (compat51.lua), then the same scenario runner as `run_scenarios.lua` (batch.lua).
-- The runner mounts this folder at /harness/ and the exported mod at /mod/<folder>/.
local Compat = require("compat51").install()
local J = require("json")
local Manifest = require("manifest")
local Batch = require("batch")
local B = require("budget")
local helpers = require("helpers")

local VM = {}

-- Loads the mod in `mod_dir`; `files_json` lists its files (relative paths). Returns the JSON
-- list of problems found while loading.
function VM.load(mod_dir, files_json)
  Manifest.list_files = Compat.list_files(J.decode(files_json))
  local load = Batch.load(mod_dir)
  Compat.take_output()
  return Batch.encode(load, {})
end

-- Runs scenarios (a JSON list of specs) against the loaded mod. `step_limit` caps the
-- instructions of mod code per scenario (an endless loop stops with a problem, budget.lua).
-- Returns the JSON { load = [], results = [...] }.
function VM.run(specs_json, step_limit)
  local specs = J.decode(specs_json)
  if step_limit then
    B.STEP_LIMIT = step_limit
    B.TOTAL_LIMIT = step_limit * (#specs + 1)
    B.install()
  end
  local ok, results = pcall(Batch.run, specs)
  if step_limit then B.uninstall() end
  -- the log of floating texts only grows; each run starts afresh
  helpers.reset_log()
  Compat.take_output()
  if not ok then error(results, 0) end
  return Batch.encode({}, results)
end

return VM
