-- Developer aid (HARNESS_COVERAGE=1): which lines of the mod's files the exercise never ran, so
-- gaps in the exercise show up. Printed to stderr; never a problem.
local P = require("problems")

local C = {}
local hits = {}

-- `budget` (budget.lua) shares the one hook: it keeps counting the mod's instructions.
function C.start(budget)
  hits = {}
  budget.install_with_lines(function(line)
    local info = debug.getinfo(3, "S")
    if info and P.is_mod_source(info.source) then
      local file = P.file_of(info.source:sub(2))
      hits[file] = hits[file] or {}
      hits[file][line] = true
    end
  end)
end

function C.report(mod_path)
  debug.sethook()
  for file in pairs(P.mod_files) do
    local f = io.open(mod_path .. file, "rb")
    if f then
      local n, missed, total = 0, {}, 0
      for text in f:lines() do
        n = n + 1
        local code = text:gsub("%-%-.*$", ""):gsub("^%s+", ""):gsub("%s+$", "")
        local trivial = code == "" or code:match("^end[,)]*$") or code:match("^[}%])]+[,)]*$") or code:match("^else$")
          or code:match("^[%w_]+%s*=%s*{$") or code:match("^return {$")
        if not trivial then
          total = total + 1
          if not (hits[file] and hits[file][n]) then missed[#missed + 1] = n end
        end
      end
      f:close()
      io.stderr:write(string.format("coverage %s: %d/%d lines ran\n", file, total - #missed, total))
      local ranges, i = {}, 1
      while i <= #missed do
        local j = i
        while missed[j + 1] == missed[j] + 1 do j = j + 1 end
        ranges[#ranges + 1] = missed[i] == missed[j] and tostring(missed[i]) or (missed[i] .. "-" .. missed[j])
        i = j + 1
      end
      if #ranges > 0 then io.stderr:write("  not run: " .. table.concat(ranges, ", ") .. "\n") end
    end
  end
end

return C
