-- Events queue and run when flushed; a func that never returns true is a soft lock.
local T = dofile("lib/t.lua")
local H = require("harness")
local P = require("problems")
H.boot()

local order = {}
G.E_MANAGER:add_event(Event({ func = function() order[#order + 1] = "a"; return true end }))
G.E_MANAGER:add_event(Event({ trigger = "after", delay = 0.5, func = function()
  order[#order + 1] = "b"
  G.E_MANAGER:add_event(Event({ func = function() order[#order + 1] = "d"; return true end }))
  return true
end }))
G.E_MANAGER:add_event(Event({ func = function() order[#order + 1] = "c"; return true end }))
T.eq(#order, 0, "events wait for the flush")
H.Ev.flush()
T.eq(table.concat(order), "abcd", "events run in order, added ones last")

-- Waiting events re-run until they return true.
local tries = 0
G.E_MANAGER:add_event(Event({ func = function() tries = tries + 1; return tries >= 3 end }))
H.Ev.flush()
T.eq(tries, 3, "a func returning false re-runs")

-- Ease events set the value at the end.
local t = { v = 1 }
G.E_MANAGER:add_event(Event({ trigger = "ease", ref_table = t, ref_value = "v", ease_to = 10, delay = 1 }))
H.Ev.flush()
T.eq(t.v, 10, "ease sets the target value")

-- A func without return true never settles: reported with the item and the creating line.
P.reset()
P.mod_files["ev.lua"] = true
P.current_item = "j_x_loop"
local chunk = loadstring("G.E_MANAGER:add_event(Event({ func = function() end }))", "=ev.lua")
chunk()
P.current_item = nil
H.Ev.flush()
local found = T.problems_with(P.list, "never returns true")
T.eq(#found, 1, "soft lock reported")
T.eq(found[1] and found[1].item, "j_x_loop", "with the item that queued it")
T.eq(found[1] and found[1].file, "ev.lua", "and the file")
T.eq(found[1] and found[1].line, 1, "and the line")

-- add_event needs an Event.
P.reset()
local ok = pcall(function() G.E_MANAGER:add_event({ func = function() return true end }) end)
T.ok(not ok, "a plain table is not an event")

T.done("events")
