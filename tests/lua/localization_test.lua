-- Localization: loc_txt processing, localize, and the parse pass that crashes on bad entries.
local T = dofile("lib/t.lua")
local H = require("harness")
local P = require("problems")
local L = require("localization")
H.boot()

local t = {}
L.process_loc_text(t, "j_x", { name = "A", text = { "b" } })
T.eq(t.j_x.name, "A", "plain loc_txt is copied")
L.process_loc_text(t, "j_y", { ["en-us"] = { name = "E" }, fr = { name = "F" } })
T.eq(t.j_y.name, "E", "the en-us part is used")
L.process_loc_text(t, "lbl", { label = "L" }, "label")
T.eq(t.lbl, "L", "one field can be taken")
L.process_loc_text(t, "none", {})
T.eq(t.none, nil, "an empty loc_txt adds nothing")

T.eq(localize("k_upgrade_ex"), "Upgrade!", "vanilla dictionary")
T.eq(localize({ type = "variable", key = "a_mult", vars = { 4 } }), "+4 Mult", "variable text")
T.eq(localize("Flush", "poker_hands"), "Flush", "poker hand names")
T.eq(localize({ type = "name_text", set = "Joker", key = "j_joker" }), "Joker", "vanilla names")

-- Missing keys of the mod itself are reported; the game shows ERROR.
L.mod_prefix = "mp"
P.reset()
P.mod_files["l.lua"] = true
local r = loadstring("return localize('k_mp_boom')", "=l.lua")()
T.eq(r, "ERROR", "a missing key shows ERROR")
T.eq(#T.problems_with(P.list, "k_mp_boom"), 1, "and is reported for the mod's own key")
P.reset()
loadstring("return localize('k_someone_else')", "=l.lua")()
T.eq(#P.list, 0, "unknown keys outside the mod are not reported")

-- The parse pass: text must be a list of strings.
P.reset()
G.localization.descriptions.Joker.j_mp_bad = { name = "Bad", text = "one line" }
G.localization.descriptions.Joker.j_mp_num = { name = "Num", text = { "a", 5 } }
G.localization.descriptions.Joker.j_mp_ok = { name = { "Two", "lines" }, text = { { "box 1" }, { "box 2" } } }
L.parse_all(function(set, key) return key, nil, nil end)
T.eq(#T.problems_with(P.list, "j_mp_bad"), 1, "string text crashes the parse")
T.eq(#T.problems_with(P.list, "j_mp_num"), 1, "a non-string line crashes the parse")
T.eq(#T.problems_with(P.list, "j_mp_ok"), 0, "multi-line names and boxes are fine")

T.eq(L.max_var({ text = { "#1# and #3#", { "#2#" } } }), 3, "highest #n# in the text")

T.done("localization")
