-- Entry point: `luajit check.lua <mod folder>`. Prints one line per problem,
--   PROBLEM<TAB>file<TAB>line<TAB>item<TAB>message   (tabs/newlines/backslashes escaped)
-- then `DONE<TAB><count><TAB><cpu seconds><TAB><instructions run in the mod's code>`, and exits 0
-- only when the mod loads clean.
local here = (arg and arg[0] or ""):match("^(.*)[/\\][^/\\]*$") or "."
package.path = here .. "/?.lua"
local H = require("harness")
local P = require("problems")
local B = require("budget")
package.path = ""

local dir = arg[1]
if not dir then
  io.stderr:write("usage: luajit check.lua <mod folder>\n")
  H.exit(2)
end
local started = os.clock()
local problems = H.check(dir)
local out = {}
for _, p in ipairs(problems) do out[#out + 1] = P.format(p) end
out[#out + 1] = "DONE\t" .. #problems .. "\t" .. string.format("%.3f", os.clock() - started) .. "\t" .. string.format("%.0f", B.total_used)
io.stdout:write(table.concat(out, "\n"), "\n")
io.stdout:flush()
H.exit(#problems == 0 and 0 or 1)
