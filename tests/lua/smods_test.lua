-- SMODS constructors: key prefixes, required parameters, duplicates, the "mod" field,
-- object dependencies and take_ownership, as smods.md 2.1-2.2 describe them.
local T = dofile("lib/t.lua")
local H = require("harness")
local P = require("problems")

local function fresh()
  H.boot()
  SMODS.current_mod = { id = "testmod", prefix = "mp", path = "./", config = {} }
end

-- Runs code as a mod file; returns ok, error message.
local function run(code)
  P.mod_files["mod.lua"] = true
  local chunk = assert(loadstring(code, "=mod.lua"))
  local ok, err = pcall(chunk)
  if not ok and P.is_crash(err) then err = err.message end
  return ok, err
end

fresh()
run([[
  J = SMODS.Joker { key = 'foo' }
  J2 = SMODS.Joker { key = 'j_mp_bar' }
  J3 = SMODS.Joker { key = 'mp_baz' }
  C = SMODS.Consumable { key = 'coin', set = 'Tarot' }
  CT = SMODS.ConsumableType { key = 'Rune', primary_colour = G.C.RED, secondary_colour = G.C.BLUE }
  OT = SMODS.ObjectType { key = 'Food' }
  A = SMODS.Atlas { key = 'jokers', path = 'j.png', px = 71, py = 95 }
  B = SMODS.Booster { key = 'pack' }
  EN = SMODS.Enhancement { key = 'shiny' }
  SE = SMODS.Seal { key = 'wax' }
  ED = SMODS.Edition { key = 'glow', shader = 'glow' }
  ED2 = SMODS.Edition { key = 'glint', shader = 'foil', prefix_config = { shader = false } }
  V = SMODS.Voucher { key = 'deal' }
  BK = SMODS.Back { key = 'rich' }
  RA = SMODS.Rarity { key = 'mythic' }
  SO = SMODS.Sound { key = 'ding', path = 'ding.ogg' }
  SH = SMODS.Shader { key = 'glow', path = 'glow.fs' }
  JA = SMODS.Joker { key = 'art', atlas = 'jokers' }
  JV = SMODS.Joker { key = 'vart', atlas = 'Joker', prefix_config = { atlas = false } }
  JR = SMODS.Joker { key = 'raw', prefix_config = { key = { mod = false } } }
  T1 = SMODS.Tarot { key = 'cards' }
]])
T.eq(J.key, "j_mp_foo", "joker key gets class and mod prefix")
T.eq(J2.key, "j_mp_j_mp_bar", "a pre-prefixed key is prefixed again")
T.eq(J3.key, "j_mp_baz", "a key starting with the mod prefix skips the mod prefix")
T.eq(C.key, "c_mp_coin", "consumable key")
T.eq(CT.key, "Rune", "ConsumableType key is not prefixed")
T.eq(OT.key, "Food", "ObjectType key is not prefixed")
T.eq(A.key, "mp_jokers", "atlas key gets the mod prefix")
T.eq(B.key, "p_mp_pack", "booster key")
T.eq(EN.key, "m_mp_shiny", "enhancement key")
T.eq(SE.key, "mp_wax", "seal key has only the mod prefix")
T.eq(ED.key, "e_mp_glow", "edition key")
T.eq(ED.shader, "mp_glow", "edition shader gets the mod prefix")
T.eq(ED2.shader, "foil", "prefix_config.shader = false keeps a vanilla shader")
T.eq(V.key, "v_mp_deal", "voucher key")
T.eq(BK.key, "b_mp_rich", "back key")
T.eq(RA.key, "mp_mythic", "rarity key")
T.eq(SO.key, "mp_ding", "sound key")
T.eq(SH.key, "mp_glow", "shader key")
T.eq(JA.atlas, "mp_jokers", "atlas field gets the mod prefix")
T.eq(JV.atlas, "Joker", "prefix_config.atlas = false keeps a vanilla sheet")
T.eq(JR.key, "j_raw", "prefix_config.key.mod = false skips the mod prefix only")
T.eq(T1.set, "Tarot", "SMODS.Tarot fills set")
T.eq(T1.key, "c_mp_cards", "tarot key")
T.eq(J.rarity, 1, "joker default rarity through the class")
T.eq(J.blueprint_compat, true, "joker default blueprint_compat is true")
T.eq(#P.list, 0, "no problems so far")

-- Required parameters and the "mod" field crash at load.
local ok, err = run("SMODS.Atlas { key = 'x', path = 'x.png', px = 71 }")
T.ok(not ok and err:find("Missing required parameter for Atlas declaration: py", 1, true), "atlas without py crashes")
ok, err = run("SMODS.Consumable { key = 'x' }")
T.ok(not ok and err:find("Missing required parameter for Consumable declaration: set", 1, true), "consumable without set crashes")
ok, err = run("SMODS.Edition { key = 'x' }")
T.ok(not ok and err:find("declaration: shader", 1, true), "edition without shader crashes")
ok = run("SMODS.Edition { key = 'y', shader = false }")
T.ok(ok, "shader = false counts as present")
ok, err = run("SMODS.Joker { key = 'm', mod = {} }")
T.ok(not ok and err:find('should not have "mod" field', 1, true), "a mod field asserts")
ok, err = run("SMODS.Enhancement { key = 'both', no_suit = true, any_suit = true }")
T.ok(not ok and err:find("no_suit and any_suit", 1, true), "no_suit with any_suit asserts")
ok, err = run("SMODS.Sound { key = 'song', path = 'a.ogg', select_music_track = function() return 1 end }")
T.ok(not ok and err:find("music", 1, true), "select_music_track on a non-music key asserts")

-- Duplicate keys (in the mod and against vanilla) are dropped with a problem at the call.
P.reset()
run("SMODS.Joker { key = 'foo' }")
T.eq(#T.problems_with(P.list, "same key as an existing object"), 1, "duplicate joker key reported")
T.eq(P.list[1].file, "mod.lua", "duplicate reported in the declaring file")
T.eq(P.list[1].line, 1, "duplicate reported at the declaring line")
T.eq(P.list[1].item, "j_mp_foo", "duplicate reported with the item key")
P.reset()
run("SMODS.Joker { key = 'joker', prefix_config = { key = { mod = false } } }")
T.eq(#T.problems_with(P.list, "same key"), 1, "a key equal to a vanilla joker is dropped")
P.reset()
run("SMODS.Seal { key = 'Gold', prefix_config = { key = false } }")
T.eq(#T.problems_with(P.list, "same key"), 1, "a seal named like a vanilla seal is dropped")

-- Object-level dependencies on absent mods skip registration silently.
P.reset()
run("DEP = SMODS.Joker { key = 'dep', dependencies = 'Cryptid' }")
T.eq(SMODS.Centers["j_mp_dep"], nil, "object with an absent dependency is not registered")
T.eq(#P.list, 0, "and that is not a problem")

-- take_ownership of something that does not exist changes nothing: reported.
P.reset()
run("SMODS.Joker:take_ownership('nope', { cost = 1 })")
T.eq(#T.problems_with(P.list, "does not exist"), 1, "take_ownership of a missing key reported")
run("SMODS.Joker:take_ownership('joker', { cost = 1 }, true)")
T.eq(G.P_CENTERS.j_joker.cost, 1, "take_ownership changes the vanilla joker")

-- load_file: a syntax error is reported in its own file; missing files return nil.
P.reset()
local f = io.open("/tmp/harness_smods_test_bad.lua", "w")
f:write("local x = \n")
f:close()
SMODS.current_mod.path = "/tmp/"
local chunk, message = SMODS.load_file("harness_smods_test_bad.lua")
T.eq(chunk, nil, "load_file returns nil on a syntax error")
T.ok(message:find("Error processing file", 1, true), "with Steamodded's message")
T.eq(P.list[1] and P.list[1].file, "harness_smods_test_bad.lua", "syntax error reported in that file")
T.eq(P.list[1] and P.list[1].line, 2, "at the line Lua reports")
chunk, message = SMODS.load_file("nope.lua")
T.eq(chunk, nil, "missing file gives nil")
T.ok(message:find("Error reading file", 1, true), "with Steamodded's message")
os.remove("/tmp/harness_smods_test_bad.lua")

-- The SMODS API checks its arguments the way the game fails.
fresh()
local card = SMODS.create_card({ set = "Joker", key = "j_joker" })
T.eq(card.config.center.key, "j_joker", "create_card by key")
ok, err = run("SMODS.create_card({ key = 'j_mp_nothing' })")
T.ok(not ok and err:find("no card with key", 1, true), "create_card with an unknown key crashes")
ok, err = run("SMODS.add_card({ set = 'NoSuchSet' })")
T.ok(not ok and err:find("no pool for set", 1, true), "add_card with an unknown set crashes")
ok, err = run("G.hand.cards[1]:set_seal('wax')")
T.ok(not ok and err:find("no seal 'wax'", 1, true), "set_seal with an unprefixed mod seal crashes")
ok, err = run("G.hand.cards[1]:set_edition('foil')")
T.ok(not ok and err:find("must start with 'e_'", 1, true), "set_edition without e_ asserts")
ok, err = run("level_up_hand(nil, 'Pairs')")
T.ok(not ok and err:find("not a poker hand", 1, true), "level_up_hand with a wrong hand name crashes")
ok = run("local a, b = SMODS.change_base(G.hand.cards[1], 'Hearts', 'King') assert(a)")
T.ok(ok, "change_base with valid suit and rank")
T.eq(G.hand.cards[1].base.id, 13, "the card is now a King")
ok, err = run("assert(SMODS.change_base(G.hand.cards[1], 'Stars'))")
T.ok(not ok and err:find("invalid suit", 1, true), "change_base with a bad suit fails its assert")
ok, err = run("HEX('#FF0000')")
T.ok(not ok and err:find("not a hex colour", 1, true), "HEX with a # crashes")
T.eq(HEX("FF0000")[1], 1, "HEX reads red")
ok = run("local c = SMODS.modify_rank(G.hand.cards[1], 1) assert(c.base.value == 'Ace')")
T.ok(ok, "modify_rank King + 1 is Ace")

-- Probability helpers include G.GAME.probabilities.normal and can be forced.
fresh()
G.GAME.probabilities.normal = 2
local n, d = SMODS.get_probability_vars(nil, 1, 4, "x")
T.eq(n, 2, "numerator doubled by Oops-style probability")
T.eq(d, 4, "denominator kept")
H.R.force = true
T.eq(SMODS.pseudorandom_probability(nil, "seed", 1, 1000), true, "forced success")
H.R.force = false
T.eq(SMODS.pseudorandom_probability(nil, "seed", 999, 1000), false, "forced failure")
H.R.force = nil
local rolls = {}
for i = 1, 3 do rolls[i] = pseudorandom("same") end
fresh()
T.eq(pseudorandom("same"), rolls[1], "pseudorandom is deterministic per run")
T.ok(rolls[1] ~= rolls[2], "a stream advances")
local v = pseudorandom("int", 1, 6)
T.ok(v >= 1 and v <= 6 and v == math.floor(v), "pseudorandom with bounds gives an integer in range")

T.done("smods")
