-- Exercises every registered object the way a run would: builds its card, adds it to the run,
-- plays hands through the scoring simulator, sends every other context kind, uses consumables,
-- redeems vouchers, applies decks, opens boosters, shows descriptions (also in the main-menu
-- collection, where no run exists). Each call runs guarded; an error becomes a problem with the
-- mod file and line and the item's key. Chance rolls run seeded, then forced to succeed, then
-- forced to fail, so effect code behind a probability runs too.
local P = require("problems")
local Game = require("game")
local Calc = require("calc")
local Ev = require("events")
local L = require("localization")
local R = require("random")
local S = require("smods")
local I = require("inject")
local helpers = require("helpers")
local B = require("budget")

local E = {}

local function flush() Ev.flush() end

local function snapshot_cards(list)
  local t = {}
  for i, v in ipairs(list) do t[i] = v end
  return t
end

local function guard(item, label, fn, ...)
  local results = { P.guard(item, label, fn, ...) }
  flush()
  return unpack(results, 1, table.maxn(results))
end

local mod_ref

local function reset_globals(run_start)
  if mod_ref and type(mod_ref.reset_game_globals) == "function" then
    guard("mod:" .. mod_ref.id, "reset_game_globals", mod_ref.reset_game_globals, run_start)
  end
end

function E.fresh_run(opts)
  Game.new_run(opts)
  helpers.reset_log()
  reset_globals(true)
  reset_globals(false)
end

local function front(suit, rank)
  local s = SMODS.Suits[suit]
  local r = SMODS.Ranks[rank]
  return G.P_CARDS[s.card_key .. "_" .. r.card_key]
end

-- A playing card, added to the deck's card list (not yet to an area).
function E.playing(suit, rank, center)
  local card = Card(0, 0, G.CARD_W, G.CARD_H, front(suit, rank), center or G.P_CENTERS.c_base, { playing_card = G.playing_card })
  G.playing_cards[#G.playing_cards + 1] = card
  return card
end

local SCENARIOS = {
  { name = "Flush", play = { { "Hearts", "2" }, { "Hearts", "3" }, { "Hearts", "5" }, { "Hearts", "8" }, { "Hearts", "King" } },
    held = { { "Spades", "Ace" }, { "Diamonds", "10" }, { "Clubs", "Queen" } } },
  { name = "Pair", play = { { "Spades", "9" }, { "Hearts", "9" }, { "Diamonds", "4" }, { "Clubs", "2" }, { "Spades", "Jack" } },
    held = { { "Hearts", "King" }, { "Clubs", "King" }, { "Diamonds", "7" } } },
  { name = "Straight", play = { { "Spades", "5" }, { "Hearts", "6" }, { "Diamonds", "7" }, { "Clubs", "8" }, { "Spades", "9" } },
    held = { { "Hearts", "Ace" }, { "Spades", "Queen" } } },
  { name = "Full House", play = { { "Spades", "King" }, { "Hearts", "King" }, { "Clubs", "King" }, { "Diamonds", "4" }, { "Spades", "4" } },
    held = { { "Hearts", "2" }, { "Diamonds", "Jack" }, { "Clubs", "10" } } },
  { name = "High Card", play = { { "Diamonds", "Ace" } },
    held = { { "Hearts", "3" }, { "Clubs", "6" }, { "Spades", "Queen" }, { "Diamonds", "9" } } },
}
E.SCENARIOS = SCENARIOS

local function clear_area(area)
  for i = #area.cards, 1, -1 do
    local c = area.cards[i]
    area:remove_card(c)
  end
  area:unhighlight_all()
end

-- Deals a scenario into G.hand; `modify(card, index, kind)` can enhance/seal the cards.
function E.deal(scenario, modify)
  clear_area(G.hand)
  clear_area(G.play)
  local played, held = {}, {}
  for i, c in ipairs(scenario.play) do
    local card = E.playing(c[1], c[2])
    if modify then modify(card, i, "play") end
    G.hand:emplace(card)
    played[#played + 1] = card
  end
  for i, c in ipairs(scenario.held) do
    local card = E.playing(c[1], c[2])
    if modify then modify(card, i, "held") end
    G.hand:emplace(card)
    held[#held + 1] = card
  end
  return played, held
end

local function run_scenarios(item, modify, count)
  for index, scenario in ipairs(SCENARIOS) do
    if count and index > count then break end
    local dealt = {}
    guard(item, "drawing a hand", function()
      dealt = E.deal(scenario, modify)
      Calc.calculate_context({ hand_drawn = snapshot_cards(G.hand.cards), first_hand_drawn = true })
      return dealt
    end)
    guard(item, "playing a " .. scenario.name, function()
      -- the dealt cards still in hand (effects may have destroyed or changed some when drawn)
      local in_hand, played = {}, {}
      for _, card in ipairs(G.hand.cards) do in_hand[card] = true end
      for _, card in ipairs(dealt) do if in_hand[card] then played[#played + 1] = card end end
      if #played == 0 then return end -- nothing left to play: the game plays no empty hand
      Calc.play_hand(played)
      Calc.clear_play()
    end)
  end
end


local function other_joker()
  local card = Card(0, 0, G.CARD_W, G.CARD_H, nil, G.P_CENTERS.j_joker)
  G.jokers:emplace(card)
  card:add_to_deck()
  return card
end

-- Every context kind outside the played hand (smods.md 3.3), with the fields the game sends.
function E.other_contexts(item, subject)
  local helper = other_joker()
  local some = E.playing("Hearts", "7")
  G.hand:emplace(some)
  local tarot = Card(0, 0, G.CARD_W, G.CARD_H, nil, G.P_CENTERS.c_fool)
  local booster_center = G.P_CENTERS.p_arcana_normal_1
  local booster = Card(0, 0, G.CARD_W, G.CARD_H, nil, booster_center)
  local list = {
    { setting_blind = true, blind = G.GAME.blind.config.blind },
    { drawing_cards = true, amount = 5 },
    { hand_drawn = snapshot_cards(G.hand.cards) },
    { other_drawn = { some } },
    { pre_discard = true, full_hand = { some }, hook = false },
    { discard = true, other_card = some, full_hand = { some }, ignore_other_debuff = true },
    { starting_shop = true },
    { reroll_shop = true, cost = 5 },
    { create_shop_card = true, set = "Joker", cardarea = G.shop_jokers },
    { modify_shop_card = true, card = helper },
    { buying_card = true, card = helper },
    { selling_card = true, card = helper },
    { open_booster = true, card = booster, booster = booster_center },
    { create_booster_card = true, booster = booster_center, index = 1 },
    { modify_booster_card = true, booster = booster_center, card = helper },
    { skipping_booster = true, booster = booster_center },
    { ending_booster = true, booster = booster_center },
    { ending_shop = true },
    { using_consumeable = true, consumeable = tarot, area = G.consumeables },
    { skip_blind = true },
    { tag_added = Tag("tag_uncommon") },
    { tag_triggered = Tag("tag_uncommon") },
    { playing_card_added = true, cards = { some } },
    { card_added = true, card = helper },
    { money_altered = true, amount = 3, from_shop = false, from_consumeable = false, from_scoring = false, from_cashout = false },
    { remove_playing_cards = true, removed = { some } },
    { joker_type_destroyed = true, card = helper },
    { check_eternal = true, other_card = subject or helper, trigger = {} },
    { mod_probability = true, numerator = 1, denominator = 4, trigger_obj = helper, identifier = "harness" },
    { fix_probability = true, numerator = 1, denominator = 4, trigger_obj = helper, identifier = "harness" },
    { pseudorandom_result = true, result = true, numerator = 1, denominator = 4, trigger_obj = helper, identifier = "harness" },
    { pseudorandom_result = true, result = false, numerator = 1, denominator = 4, trigger_obj = helper, identifier = "harness" },
    { post_trigger = true, other_card = helper, other_context = { joker_main = true, cardarea = G.jokers }, other_ret = { jokers = { mult = 4 } }, cardarea = G.jokers },
    { retrigger_joker_check = true, other_card = helper, other_context = { joker_main = true, cardarea = G.jokers }, other_ret = { jokers = { mult = 4 } }, cardarea = G.jokers },
    { blind_disabled = true },
    { blind_defeated = true },
    { round_eval = true },
    { modify_final_cashout = true, amount = 10 },
    { modify_ante = 1, ante_end = true },
    { ante_change = 1, ante_end = true },
    { change_rank = true, other_card = some, old_rank = "7", new_rank = "8", rank_increase = true },
    { change_suit = true, other_card = some, old_suit = "Hearts", new_suit = "Spades" },
    { setting_ability = true, other_card = some, old = "c_base", new = "m_bonus", unchanged = false },
    { poker_hand_changed = true, scoring_name = "Pair", old_level = 1, new_level = 2 },
    { debuff_card = some },
    { stay_flipped = true, other_card = some, from_area = G.deck, to_area = G.hand },
    { scaling_card = true, card = helper, ref_table = { mult = 1 }, ref_value = "mult", value = 2, scalar = 1 },
    { resetting_card = true, card = helper, ref_table = { mult = 1 }, ref_value = "mult", value = 0 },
    { press_play = true },
    { debuff_hand = true, full_hand = { some }, scoring_hand = { some }, scoring_name = "High Card", poker_hands = {}, check = true },
  }
  for _, ctx in ipairs(list) do
    local name
    for k in pairs(ctx) do
      if ctx[k] == true or k == "tag_added" or k == "tag_triggered" or k == "debuff_card" or k == "hand_drawn" or k == "other_drawn" or k == "modify_ante" or k == "ante_change" then name = k; break end
    end
    guard(item, "context " .. tostring(name), Calc.calculate_context, ctx)
  end
  if subject and subject.calculate_joker then
    -- buying_self reaches only the bought card; everyone else sees a buying_card.
    guard(item, "context buying_self", function()
      local own = subject:calculate_joker({ buying_card = true, buying_self = true, card = subject, cardarea = subject.area })
      if type(own) == "table" then Calc.apply_effect(own, subject) end
    end)
  end
  guard(item, "discarding", function()
    local a, b = E.playing("Spades", "2"), E.playing("Clubs", "Jack")
    G.hand:emplace(a); G.hand:emplace(b)
    Calc.discard({ a, b })
  end)
  guard(item, "end of round", Calc.end_of_round, false)
  reset_globals(false)
  guard(item, "game over", Calc.end_of_round, true)
  guard(item, "boss defeated", function()
    G.GAME.blind:set_blind(G.P_BLINDS.bl_hook)
    Calc.end_of_round(false)
  end)
end

-- Which description an object uses (set, key) for its text.
local function description_of(r)
  local o = r.obj
  local name = r.class.class_name
  if name == "Joker" then return "Joker", o.key end
  if o.consumeable then return o.set, o.key end
  if name == "Voucher" then return "Voucher", o.key end
  if name == "Back" then return "Back", o.key end
  if name == "Enhancement" then return "Enhanced", o.key end
  if name == "Edition" then return "Edition", o.key end
  if name == "Booster" then return "Other", o.key end
  if name == "Seal" then return "Other", (o.key .. "_seal"):lower() end
  if name == "Tag" then return "Tag", o.key end
  if name == "Blind" then return "Blind", o.key end
  if name == "Sticker" then return "Other", o.key end
  return nil, nil
end

-- An info_queue that notices entries set to nil (a G.P_CENTERS key that does not exist).
local function watched_queue(r)
  local q = {}
  return setmetatable(q, { __newindex = function(t, k, v)
    if v == nil then
      P.here("info_queue gets nil (a G.P_CENTERS/G.P_TAGS key that does not exist?): the tooltip is missing", r.obj.key, 2)
      return
    end
    rawset(t, k, v)
  end })
end

local function check_info_queue(r, queue)
  for i, entry in ipairs(queue) do
    if type(entry) ~= "table" then
      P.add({ item = r.obj.key, file = r.file, line = r.line, message = "info_queue[" .. i .. "] must be a center or { set = ..., key = ... } (got " .. type(entry) .. ")" })
    elseif entry.key == nil then
      P.add({ item = r.obj.key, file = r.file, line = r.line, message = "info_queue[" .. i .. "] has no key" })
    elseif entry.set and not G.P_CENTERS[entry.key] and not G.P_TAGS[entry.key] and not G.P_SEALS[entry.key] then
      local group = G.localization.descriptions[entry.set]
      if type(group) ~= "table" or group[entry.key] == nil then
        if (L.mod_prefix and tostring(entry.key):lower():find(L.mod_prefix:lower() .. "_", 1, true)) or type(group) ~= "table" then
          P.add({ item = r.obj.key, file = r.file, line = r.line, message = "info_queue entry descriptions." .. tostring(entry.set) .. "." .. tostring(entry.key) .. " has no text (the tooltip shows ERROR)" })
        end
      end
    end
  end
end

-- Calls loc_vars like the game's UI and checks the result against the description text.
function E.check_loc_vars(r, subject, label)
  local o = r.obj
  if type(o.loc_vars) ~= "function" then
    local set, key = description_of(r)
    if set then
      local e = L.description(set, key)
      local n = L.max_var(e)
      if n > 0 and not o.default_loc_vars then
        P.add({ item = o.key, file = r.file, line = r.line, message = "the description uses #" .. n .. "# but there is no loc_vars to fill it (shows 'nil')" })
      end
    end
    return
  end
  local queue = watched_queue(r)
  local ok, ret = guard(o.key, label or "loc_vars", o.loc_vars, o, queue, subject)
  if not ok then return end
  if ret ~= nil and type(ret) ~= "table" then
    P.add({ item = o.key, file = r.file, line = r.line, message = "loc_vars must return a table or nil (got " .. type(ret) .. ")" })
    return
  end
  ret = ret or {}
  if ret.vars ~= nil and type(ret.vars) ~= "table" then
    P.add({ item = o.key, file = r.file, line = r.line, message = "loc_vars vars must be a list (got " .. type(ret.vars) .. ")" })
    return
  end
  local vars = ret.vars or {}
  if type(vars.colours) == "table" then
    for i, c in pairs(vars.colours) do
      if type(c) ~= "table" or type(c[1]) ~= "number" then
        P.add({ item = o.key, file = r.file, line = r.line, message = "loc_vars vars.colours[" .. tostring(i) .. "] must be a colour table (used by {V:" .. tostring(i) .. "})" })
      end
    end
  end
  local set, key = description_of(r)
  if set then
    if ret.set ~= nil then set = ret.set end
    if ret.key ~= nil then key = ret.key end
    local e = L.description(set, key)
    if ret.key ~= nil and e == nil then
      P.add({ item = o.key, file = r.file, line = r.line, message = "loc_vars returns key '" .. tostring(ret.key) .. "' but descriptions." .. tostring(set) .. "." .. tostring(ret.key) .. " does not exist (empty description)" })
    end
    local n = L.max_var(e)
    for i = 1, n do
      if vars[i] == nil then
        P.add({ item = o.key, file = r.file, line = r.line, message = "the description uses #" .. i .. "# but loc_vars returns no vars[" .. i .. "] (shows 'nil')" })
        break
      end
    end
  end
  check_info_queue(r, queue)
end

-- loc_vars where the collection opens from the main menu: no run, so no areas and no blind.
function E.check_loc_vars_in_menu(r, subject)
  local saved = {}
  local fields = { "jokers", "hand", "deck", "discard", "play", "consumeables", "vouchers", "playing_cards", "shop_jokers", "pack_cards" }
  for _, f in ipairs(fields) do saved[f] = G[f]; G[f] = nil end
  local blind = G.GAME.blind
  G.GAME.blind = nil
  E.check_loc_vars(r, subject, "loc_vars in the collection (main menu: no run, G.jokers/G.hand/G.deck and G.GAME.blind are nil)")
  for _, f in ipairs(fields) do G[f] = saved[f] end
  G.GAME.blind = blind
end

local UNLOCK_ARGS = {
  { type = "win" }, { type = "win_custom" }, { type = "win_deck" }, { type = "win_stake" }, { type = "win_no_hand" },
  { type = "win_challenge" }, { type = "chip_score", chips = 1000 }, { type = "money" }, { type = "round_win" },
  { type = "ante_up", ante = 2 }, { type = "modify_deck" }, { type = "career_stat", statname = "c_cards_played" },
  { type = "hand", handname = "Pair", disp_text = "Pair", scoring_hand = {}, full_hand = {} },
  { type = "hand_contents", cards = {} }, { type = "discard_custom", cards = {} }, { type = "min_hand_size" },
  { type = "interest_streak" }, { type = "run_redeem" }, { type = "have_edition" }, { type = "spawn_legendary" },
  { type = "continue_game" }, { type = "blind_discoveries" }, { type = "upgrade_hand", hand = "Pair", level = 2 },
  { type = "double_gold" }, { type = "play_all_hearts" }, { type = "discover_amount", amount = 10 },
}

local IN_POOL_ARGS = { { source = "sho" }, { source = "buf" }, { source = "jud" }, { source = "rif" },
  { source = "sou" }, { source = "wra" }, { source = "rta" }, { source = "uta" }, {} }

function E.common_methods(r, card)
  local o = r.obj
  local key = o.key
  if type(o.in_pool) == "function" then
    for _, args in ipairs(IN_POOL_ARGS) do guard(key, "in_pool", o.in_pool, o, args) end
  end
  if type(o.check_for_unlock) == "function" then
    for _, args in ipairs(UNLOCK_ARGS) do guard(key, "check_for_unlock", o.check_for_unlock, o, args) end
  end
  if type(o.locked_loc_vars) == "function" then guard(key, "locked_loc_vars", o.locked_loc_vars, o, {}, card) end
  if type(o.set_badges) == "function" then guard(key, "set_badges", o.set_badges, o, card, {}) end
  if type(o.set_card_type_badge) == "function" then guard(key, "set_card_type_badge", o.set_card_type_badge, o, card, {}) end
  if type(o.update) == "function" then guard(key, "update", o.update, o, card, 0.016) end
  if type(o.get_weight) == "function" then
    local ok, w = guard(key, "get_weight", o.get_weight, o, 1, "Joker")
    if ok and type(w) ~= "number" then P.add({ item = key, file = r.file, line = r.line, message = "get_weight must return a number (got " .. type(w) .. ")" }) end
  end
end

-- Builds the object's card; returns it or nil when building crashed.
local function make(r, front_card)
  local ok, card = guard(r.obj.key, "creating the card (set_ability)", function()
    return Card(0, 0, G.CARD_W, G.CARD_H, front_card, r.obj)
  end)
  if ok then return card end
  return nil
end

local function deck_cycle(r, card)
  local key = r.obj.key
  guard(key, "add_to_deck", card.add_to_deck, card)
  guard(key, "debuff (remove_from_deck from_debuff)", function() card:set_debuff(true); card:remove_from_deck(true) end)
  guard(key, "un-debuff (add_to_deck from_debuff)", function() card:set_debuff(false); card:add_to_deck(true) end)
end

local function exercise_joker_like(r, area_name)
  local key = r.obj.key
  E.fresh_run()
  local card = make(r)
  if not card then return end
  E.check_loc_vars_in_menu(r, card)
  G[area_name]:emplace(card)
  deck_cycle(r, card)
  E.check_loc_vars(r, card)
  E.common_methods(r, card)
  if type(r.obj.calculate) == "function" then
    run_scenarios(key)
    E.other_contexts(key, card)
  end
  guard(key, "selling", function() if not card.removed then card:sell_card() end end)
  guard(key, "remove_from_deck", function() card:remove_from_deck() end)
end

local function exercise_consumable(r)
  local o = r.obj
  local key = o.key
  exercise_joker_like(r, "consumeables")
  local highlights = { 0, 1, 2, 3, 5 }
  local usable = false
  for _, n in ipairs(highlights) do
    E.fresh_run()
    local card = make(r)
    if not card then return end
    G.consumeables:emplace(card)
    guard(key, "add_to_deck", card.add_to_deck, card)
    -- A run in progress: a joker owned, some money, cards in hand (n of them highlighted).
    other_joker()
    G.GAME.dollars = 25
    for i = 1, n do G.hand:add_to_highlighted(G.hand.cards[i]) end
    local ok, can = guard(key, "can_use (" .. n .. " cards highlighted)", card.can_use_consumeable, card)
    if ok and can then
      usable = true
      guard(key, "use (" .. n .. " cards highlighted)", function()
        if Calc.use_card(card, G.consumeables, nil, "use (" .. n .. " cards highlighted)") then
          Calc.calculate_context({ using_consumeable = true, consumeable = card, area = G.consumeables })
        end
      end)
      if type(o.keep_on_use) == "function" then guard(key, "keep_on_use", o.keep_on_use, o, card) end
    end
  end
  if not usable and type(o.use) == "function" and type(o.can_use) ~= "function" then
    P.add({ item = key, file = r.file, line = r.line, message = "defines use but not can_use: the game's default rules never enable the Use button for a custom effect" })
  end
end

local function exercise_voucher(r)
  local key = r.obj.key
  E.fresh_run()
  local card = make(r)
  if not card then return end
  E.check_loc_vars_in_menu(r, card)
  G.shop_vouchers:emplace(card)
  E.check_loc_vars(r, card)
  E.common_methods(r, card)
  guard(key, "redeem", Calc.use_card, card, nil, nil, "redeem")
  if type(r.obj.calculate) == "function" then
    run_scenarios(key)
    E.other_contexts(key, card)
  end
end

local function exercise_back(r)
  local o = r.obj
  local key = o.key
  E.fresh_run({ back = key })
  local back = G.GAME.selected_back
  E.check_loc_vars_in_menu(r, back)
  guard(key, "apply (start of run)", back.apply_to_run, back)
  E.check_loc_vars(r, back)
  E.common_methods(r, back)
  if type(o.calculate) == "function" or type(o.calc_dollar_bonus) == "function" then
    run_scenarios(key)
    E.other_contexts(key, nil)
  end
end

local NAMED_PACKS = { "Arcana", "Celestial", "Spectral", "Standard", "Buffoon" }

local function exercise_booster(r)
  local o = r.obj
  local key = o.key
  E.fresh_run()
  local card = make(r)
  if not card then return end
  E.check_loc_vars_in_menu(r, card)
  G.shop_booster:emplace(card)
  E.check_loc_vars(r, card)
  E.common_methods(r, card)
  if type(o.create_card) ~= "function" then
    local named = false
    for _, n in ipairs(NAMED_PACKS) do if tostring(o.name or ""):find(n, 1, true) then named = true end end
    if not named then
      P.add({ item = key, file = r.file, line = r.line, message = "no create_card: Steamodded falls back to the game's pack code, which makes no card for this pack (crash when opened)" })
    end
  else
    guard(key, "opening the pack (create_card)", function()
      G.STATE = G.STATES.SMODS_BOOSTER_OPENED
      local made = card:open()
      Calc.calculate_context({ open_booster = true, card = card, booster = o })
      for _, c in ipairs(made) do if c.area then c.area:remove_card(c) end end
      G.pack_cards = nil
      G.STATE = G.STATES.SHOP
    end)
  end
  for _, fname in ipairs({ "ease_background_colour", "particles" }) do
    if type(o[fname]) == "function" then guard(key, fname, o[fname], o) end
  end
  if type(o.update_pack) == "function" then guard(key, "update_pack", o.update_pack, o, 0.016) end
end

-- A playing-card modifier (enhancement, seal, edition) on played, held and discarded cards.
local function exercise_modifier(r, apply)
  local key = r.obj.key
  E.fresh_run()
  local sample = E.playing("Hearts", "King")
  local ok = guard(key, "applying to a card", apply, sample)
  if not ok then return end
  E.check_loc_vars_in_menu(r, sample)
  E.check_loc_vars(r, sample)
  E.common_methods(r, sample)
  run_scenarios(key, function(card, i, kind)
    if (kind == "play" and (i == 1 or i == 3)) or (kind == "held" and i == 1) then
      P.guard(key, "applying to a card", apply, card)
    end
  end)
  guard(key, "discarding", function()
    local a = E.playing("Spades", "5")
    apply(a)
    G.hand:emplace(a)
    Calc.discard({ a })
  end)
  guard(key, "end of round", function()
    local a = E.playing("Clubs", "9")
    apply(a)
    G.hand:emplace(a)
    Calc.end_of_round(false)
  end)
  E.other_contexts(key, nil)
end

local function exercise_edition(r)
  local o = r.obj
  local key = o.key
  exercise_modifier(r, function(card) card:set_edition(key, true, true) end)
  E.fresh_run()
  guard(key, "on a joker", function()
    local joker = other_joker()
    joker:set_edition(key, true, true)
  end)
  run_scenarios(key)
  guard(key, "removing the edition", function()
    for _, j in ipairs(G.jokers.cards) do j:set_edition(nil) end
  end)
end

local function exercise_seal(r)
  local o = r.obj
  local key = o.key
  exercise_modifier(r, function(card) card:set_seal(key, true, true) end)
  if type(o.get_p_dollars) == "function" then
    local card = E.playing("Hearts", "5")
    card:set_seal(key, true, true)
    local ok, value = guard(key, "get_p_dollars", o.get_p_dollars, o, card)
    if ok and value ~= nil and type(value) ~= "number" then
      P.add({ item = key, file = r.file, line = r.line, message = "get_p_dollars must return a number (got " .. type(value) .. ")" })
    end
  end
end

local function exercise_other(r)
  local o = r.obj
  local key = o.key
  local name = r.class.class_name
  if name == "Rarity" and type(o.get_weight) == "function" then
    E.fresh_run()
    local ok, w = guard(key, "get_weight", o.get_weight, o, o.default_weight or 0, SMODS.ObjectTypes.Joker)
    if ok and type(w) ~= "number" then
      P.add({ item = key, file = r.file, line = r.line, message = "get_weight must return a number (got " .. type(w) .. ")" })
    end
  elseif name == "Sound" and type(o.select_music_track) == "function" then
    E.fresh_run()
    local ok, v = guard(key, "select_music_track", o.select_music_track, o)
    if ok and v ~= nil and v ~= false and type(v) ~= "number" then
      P.add({ item = key, file = r.file, line = r.line, message = "select_music_track must return a number or nil (got " .. type(v) .. ")" })
    end
  elseif name == "Tag" then
    E.fresh_run()
    local ok, tag = guard(key, "creating the tag", Tag, key)
    if ok then
      E.check_loc_vars(r, tag)
      if type(o.set_ability) == "function" then guard(key, "set_ability", o.set_ability, o, tag) end
      if type(o.apply) == "function" then
        for _, t in ipairs({ "immediate", "new_blind_choice", "eval", "store_joker_create", "store_joker_modify",
          "shop_start", "shop_final_pass", "voucher_add", "tag_add", "round_start_bonus" }) do
          guard(key, "apply (" .. t .. ")", o.apply, o, tag, { type = t, area = G.shop_jokers, card = other_joker() })
        end
      end
    end
  elseif name == "Blind" then
    E.fresh_run()
    guard(key, "set_blind", function() G.GAME.blind:set_blind(o) end)
    E.check_loc_vars(r, nil)
    for _, m in ipairs({ "disable", "defeat", "press_play", "drawn_to_hand", "get_loc_debuff_text", "collection_loc_vars" }) do
      if type(o[m]) == "function" then guard(key, m, o[m], o) end
    end
    if type(o.recalc_debuff) == "function" then guard(key, "recalc_debuff", o.recalc_debuff, o, E.playing("Hearts", "5"), false) end
    if type(o.debuff_hand) == "function" then guard(key, "debuff_hand", o.debuff_hand, o, { E.playing("Hearts", "5") }, {}, "High Card", true) end
    run_scenarios(key)
    E.other_contexts(key, nil)
  elseif name == "Sticker" then
    E.fresh_run()
    local joker = other_joker()
    guard(key, "add_sticker", joker.add_sticker, joker, key, true)
    if type(o.should_apply) == "function" then guard(key, "should_apply", o.should_apply, o, joker, joker.config.center, G.jokers, false) end
    E.check_loc_vars(r, joker)
    run_scenarios(key)
  end
end

-- The object's own methods (a declaration without any has no behaviour to exercise).
local function own_functions(obj)
  local found = false
  for _, v in pairs(obj) do
    if type(v) == "function" then found = true; break end
  end
  return found
end

function E.exercise_object(r, mode)
  if mode == "seeded" then R.force = nil elseif mode == "always" then R.force = true else R.force = false end
  local name = r.class.class_name
  local prev = P.current_item
  P.current_item = r.obj.key
  if not own_functions(r.obj) and (name == "Joker" or name == "Voucher" or name == "Back" or name == "Enhancement"
    or name == "Seal" or name == "Edition") then
    -- Nothing of its own runs: only its description can be wrong.
    E.fresh_run()
    local card = name == "Back" and G.GAME.selected_back or make(r)
    if card then E.check_loc_vars(r, card) end
  elseif name == "Joker" then exercise_joker_like(r, "jokers")
  elseif r.obj.consumeable and (name == "Consumable" or name == "Tarot" or name == "Planet" or name == "Spectral") then exercise_consumable(r)
  elseif name == "Voucher" then exercise_voucher(r)
  elseif name == "Back" then exercise_back(r)
  elseif name == "Booster" then if mode == "seeded" then exercise_booster(r) end
  elseif name == "Enhancement" then exercise_modifier(r, function(card) card:set_ability(r.obj) end)
  elseif name == "Seal" then exercise_seal(r)
  elseif name == "Edition" then exercise_edition(r)
  elseif mode == "seeded" then exercise_other(r)
  end
  P.current_item = prev
  R.force = nil
end

-- Exercises every object of the mod, one at a time in a fresh run, then together in groups.
-- One step of the mod-code limit (budget.lua); after a Hang the run's shared state is reset.
local function step(item, label, fn, ...)
  local ok = B.step(item, label, fn, ...)
  if not ok then
    P.current_item = nil
    R.force = nil
  end
  return ok
end

function E.run(mod)
  mod_ref = mod
  L.mod_prefix = mod.prefix
  step("mod:" .. mod.id, "optional_features", function()
    E.fresh_run()
    if type(mod.optional_features) == "function" then
      local ok, features = guard("mod:" .. mod.id, "optional_features", mod.optional_features)
      if ok then
        if type(features) ~= "table" then
          P.add({ item = "mod:" .. mod.id, message = "optional_features must return a table (got " .. type(features) .. ")" })
        else
          mod.optional_features = features
        end
      end
    end
  end)
  -- Objects whose code ran past the limit are not run again.
  local hung = {}
  for _, r in ipairs(S.objects) do
    if not r.owned and r.obj.registered then
      local before = R.rolls
      local ok = step(r.obj.key, "exercising it", E.exercise_object, r, "seeded")
      -- Effect code behind a chance only runs when the roll succeeds (or fails): roll both ways.
      if ok and R.rolls ~= before then
        ok = step(r.obj.key, "exercising it with every chance roll succeeding", E.exercise_object, r, "always")
          and step(r.obj.key, "exercising it with every chance roll failing", E.exercise_object, r, "never")
      end
      if not ok then hung[r] = true end
    end
  end
  R.force = nil
  local rest = {}
  for _, r in ipairs(S.objects) do
    if not hung[r] then rest[#rest + 1] = r end
  end
  for _, group in ipairs(E.groups(rest, E.GROUP_SIZE)) do
    step(nil, "running objects together", E.together, group)
  end
end

-- Objects that meet in the "everything together" runs: jokers, consumables and vouchers.
local function together_kind(r)
  local name = r.class.class_name
  if r.owned or not r.obj.registered then return nil end
  if name == "Joker" then return "jokers" end
  if r.obj.consumeable and name ~= "ConsumableType" then return "consumables" end
  if name == "Voucher" then return "vouchers" end
  return nil
end

-- How many objects of each kind meet at once. A run holds a handful of jokers (5 slots); every
-- joker reacting to every other one (other_joker, post_trigger, retrigger checks) grows with the
-- square of the count, so a 2,000-joker mod checked in one run never finished (issue 13 item 7).
E.GROUP_SIZE = 24

-- Splits the objects into groups of at most `size` per kind, so that every group holds some of
-- every kind the mod has (chunk i of each kind, the shorter kinds starting over) and every object
-- is in at least one group. A mod with at most `size` objects of each kind is one group: all at once.
function E.groups(objects, size)
  local by_kind = { jokers = {}, consumables = {}, vouchers = {} }
  for _, r in ipairs(objects) do
    local kind = together_kind(r)
    if kind then table.insert(by_kind[kind], r) end
  end
  local count = 1
  for _, list in pairs(by_kind) do count = math.max(count, math.ceil(#list / size)) end
  local groups = {}
  for g = 1, count do
    local group = {}
    for _, kind in ipairs({ "jokers", "consumables", "vouchers" }) do
      local list = by_kind[kind]
      local chunks = math.ceil(#list / size)
      if chunks > 0 then
        local first = ((g - 1) % chunks) * size + 1
        for i = first, math.min(first + size - 1, #list) do group[#group + 1] = list[i] end
      end
    end
    groups[#groups + 1] = group
  end
  return groups
end

-- One group together in a fresh run: jokers react to each other and to consumables and vouchers.
function E.together(group)
  E.fresh_run()
  for _, r in ipairs(group) do
    local name = r.class.class_name
    local card = make(r)
    if card then
      local area = name == "Joker" and G.jokers or (name == "Voucher" and G.vouchers or G.consumeables)
      area.config.card_limit = area.config.card_limit + 1
      area:emplace(card)
      guard(r.obj.key, "add_to_deck", card.add_to_deck, card)
    end
  end
  -- Every joker reacts to every other one here (other_joker), so two hands are enough.
  run_scenarios(nil, nil, 2)
  E.other_contexts(nil, nil)
end

return E
