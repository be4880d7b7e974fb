-- Runs a scenario: a moment of a run set up from data (money, hands, jokers, cards in hand, hand
-- levels, chance rolls), with the subject item in place, then steps (play a hand, discard, end
-- the round, use a consumable, redeem a voucher, start a run with a deck, shop steps...), and
-- returns what can be observed afterwards (score, money, cards, slots, variables...).
-- Catalog scenarios (one per entry) and the playtest panel run through this same code.
local H = require("harness")
local P = require("problems")
local Game = require("game")
local Calc = require("calc")
local Ev = require("events")
local E = require("exercise")
local R = require("random")
local helpers = require("helpers")
local Trace = require("trace")

local S = {}

local SUITS = { H = "Hearts", S = "Spades", D = "Diamonds", C = "Clubs" }
local RANKS = { ["2"] = "2", ["3"] = "3", ["4"] = "4", ["5"] = "5", ["6"] = "6", ["7"] = "7", ["8"] = "8",
  ["9"] = "9", T = "10", ["10"] = "10", J = "Jack", Q = "Queen", K = "King", A = "Ace" }
local SHORT_RANK = { ["10"] = "T", Jack = "J", Queen = "Q", King = "K", Ace = "A" }
local SHORT_SUIT = { Hearts = "H", Spades = "S", Diamonds = "D", Clubs = "C" }

local subject -- { type, key, card }

local function fail(message) error({ scenario = message }, 0) end

local function flush() Ev.flush() end

-- "H_5" or { card = "H_5", enhancement = "m_gold", seal = "Red", edition = "e_foil", self = true }
local function make_card(spec)
  local desc = type(spec) == "table" and spec or { card = spec }
  local s, r = tostring(desc.card):match("^(%a)_(%w+)$")
  if not s or not SUITS[s] or not RANKS[r] then fail("bad card '" .. tostring(desc.card) .. "'") end
  local card = E.playing(SUITS[s], RANKS[r])
  if desc.enhancement then card:set_ability(G.P_CENTERS[desc.enhancement]) end
  if desc.seal then card:set_seal(desc.seal, true, true) end
  if desc.edition then card:set_edition(desc.edition, true, true) end
  if desc.self then
    if subject.type == "enhancement" then card:set_ability(G.P_CENTERS[subject.key])
    elseif subject.type == "seal" then card:set_seal(subject.key, true, true)
    elseif subject.type == "edition" then card:set_edition(subject.key, true, true)
    else fail("'self' marks a card only for enhancements, seals and editions") end
    -- the card carrying the subject is observed (its variables); the last one marked when several are
    subject.card = card
  end
  return Trace.own(card)
end

-- A card's short description: "H_K" plus "+m_gold", "+Red", "+e_foil", "+debuff".
local function describe(card)
  local out = (SHORT_SUIT[card.base.suit] or card.base.suit) .. "_" .. (SHORT_RANK[card.base.value] or card.base.value)
  local center = card.config.center
  if center and center.key ~= "c_base" then out = out .. "+" .. center.key end
  if card.seal then out = out .. "+" .. card.seal end
  if card.edition and card.edition.key then out = out .. "+" .. card.edition.key end
  return out
end
S.describe = describe

local function keys_of(area)
  local out = {}
  for _, c in ipairs(area and area.cards or {}) do out[#out + 1] = c.config.center.key end
  return out
end

local function add_joker(spec)
  local desc = type(spec) == "table" and spec or { key = spec }
  local center = G.P_CENTERS[desc.key]
  if not center then fail("no joker '" .. tostring(desc.key) .. "'") end
  local card = Card(0, 0, G.CARD_W, G.CARD_H, nil, center)
  -- edition "self": the subject edition (a joker carrying it)
  if desc.edition then card:set_edition(desc.edition == "self" and subject.key or desc.edition, true, true) end
  for _, sticker in ipairs(desc.stickers or {}) do card:add_sticker(sticker, true) end
  G.jokers:emplace(card)
  card:add_to_deck()
  flush()
  return Trace.own(card)
end

local function add_consumable(key)
  local center = G.P_CENTERS[key]
  if not center then fail("no consumable '" .. tostring(key) .. "'") end
  local card = Card(0, 0, G.CARD_W, G.CARD_H, nil, center)
  G.consumeables:emplace(card)
  card:add_to_deck()
  flush()
  return Trace.own(card)
end

local function clear_area(area)
  for i = #area.cards, 1, -1 do area:remove_card(area.cards[i]) end
  if area.unhighlight_all then area:unhighlight_all() end
end

-- Puts `specs` into the hand and returns the cards.
local function deal(specs)
  local cards = {}
  for _, spec in ipairs(specs or {}) do
    local card = make_card(spec)
    G.hand:emplace(card)
    cards[#cards + 1] = card
  end
  return cards
end

local function setup(spec)
  local set = spec.setup or {}
  R.force = nil
  if set.chance == "always" then R.force = true elseif set.chance == "never" then R.force = false end
  -- the player's game speed (a setting, not part of the run) starts at its default
  G.SETTINGS.GAMESPEED = 1
  E.fresh_run({ no_draw = true, back = subject.type == "deck" and subject.key or set.back, blind = set.blind })
  if subject.type == "deck" then
    P.guard(subject.key, "apply (start of run)", G.GAME.selected_back.apply_to_run, G.GAME.selected_back)
    flush()
  end
  if set.dollars then G.GAME.dollars = set.dollars end
  if set.hands then G.GAME.round_resets.hands = set.hands; G.GAME.current_round.hands_left = set.hands end
  if set.discards then G.GAME.round_resets.discards = set.discards; G.GAME.current_round.discards_left = set.discards end
  if set.ante then G.GAME.round_resets.ante = set.ante end
  if set.round then G.GAME.round = set.round end
  if set.handSize then G.hand.config.card_limit = set.handSize end
  for hand, level in pairs(set.levels or {}) do
    local h = G.GAME.hands[hand]
    if not h then fail("no poker hand '" .. tostring(hand) .. "'") end
    h.level = level
    h.chips = h.s_chips + h.l_chips * (level - 1)
    h.mult = h.s_mult + h.l_mult * (level - 1)
  end
  for _, key in ipairs(set.vouchers or {}) do
    local center = G.P_CENTERS[key]
    if not center then fail("no voucher '" .. tostring(key) .. "'") end
    local card = Card(0, 0, G.CARD_W, G.CARD_H, nil, center)
    Calc.use_card(card)
    flush()
  end
  if set.deck then
    -- replace the deck: these cards and no others
    for _, c in ipairs(G.playing_cards) do if c.area then c.area:remove_card(c) end end
    G.playing_cards = {}
    for _, spec in ipairs(set.deck) do G.deck:emplace(make_card(spec)) end
  end
  -- the subject, where it lives: a joker takes the slot "self" marks in the jokers, else the first
  local function is_self(j) return j == "self" or (type(j) == "table" and j.key == "self") end
  local self_slot = false
  for _, j in ipairs(set.jokers or {}) do if is_self(j) then self_slot = true end end
  if self_slot and subject.type ~= "joker" then fail("'self' in the jokers places a joker under test; this is a " .. tostring(subject.type)) end
  local function add_subject(j)
    local own = type(j) == "table" and j or {}
    subject.card = add_joker({ key = subject.key, edition = own.edition or set.subjectEdition, stickers = own.stickers or set.subjectStickers })
  end
  if subject.type == "joker" and not self_slot then add_subject()
  elseif subject.type == "consumable" then subject.card = add_consumable(subject.key) end
  for _, j in ipairs(set.jokers or {}) do
    if is_self(j) then add_subject(j) else add_joker(j) end
  end
  for _, c in ipairs(set.consumables or {}) do add_consumable(c) end
  deal(set.hand)
  if set.lua then
    local chunk = assert(loadstring(set.lua, "setup"))
    chunk()
    flush()
  end
end

-- Finds cards of the hand matching specs (by suit and rank), in order.
local function from_hand(specs)
  local picked, used = {}, {}
  for _, spec in ipairs(specs or {}) do
    local text = type(spec) == "table" and spec.card or spec
    local found
    for _, card in ipairs(G.hand.cards) do
      if not used[card] then
        local d = describe(card)
        if d == text or d:sub(1, #text + 1) == text .. "+" then found = card; break end
      end
    end
    if not found then fail("no card '" .. tostring(text) .. "' in hand") end
    used[found] = true
    picked[#picked + 1] = found
  end
  return picked
end

local last = {}

local STEPS = {}

function STEPS.play(step)
  -- cards given as specs are dealt now; held ones join the hand and stay there
  local played = deal(step.play)
  deal(step.held)
  local result = Calc.play_hand(played)
  flush()
  last.hand, last.chips, last.mult, last.score = result.name, result.chips, result.mult, result.score
  last.destroyed = (last.destroyed or 0) + #result.destroyed
  Calc.clear_play()
  flush()
end

function STEPS.playFromHand(step)
  local result = Calc.play_hand(from_hand(step.playFromHand))
  flush()
  last.hand, last.chips, last.mult, last.score = result.name, result.chips, result.mult, result.score
  last.destroyed = (last.destroyed or 0) + #result.destroyed
  Calc.clear_play()
  flush()
end

function STEPS.discard(step)
  local cards = step.discard == true and G.hand.cards or deal(step.discard)
  local destroyed = Calc.discard(cards)
  last.destroyed = (last.destroyed or 0) + #destroyed
  flush()
end

function STEPS.endRound(step)
  last.saved = Calc.end_of_round(step.gameOver == true) and true or false
  flush()
end

function STEPS.cashOut()
  Calc.cash_out()
  flush()
end

function STEPS.selectBlind(step)
  Calc.setting_blind(type(step.selectBlind) == "string" and step.selectBlind or "bl_small")
  flush()
end

function STEPS.skipBlind()
  -- the game counts the skip before the jokers hear of it (G.FUNCS.skip_blind)
  G.GAME.skips = (G.GAME.skips or 0) + 1
  Calc.calculate_context({ skip_blind = true })
  flush()
end

function STEPS.shop(step)
  if step.shop == "enter" then Calc.starting_shop()
  elseif step.shop == "exit" then Calc.ending_shop()
  elseif step.shop == "reroll" then Calc.reroll_shop()
  else fail("shop step '" .. tostring(step.shop) .. "'") end
  flush()
end

function STEPS.sell(step)
  local card
  if step.sell == "self" then card = subject.card
  else card = G.jokers.cards[tonumber(step.sell)] end
  if not card then fail("nothing to sell at '" .. tostring(step.sell) .. "'") end
  Calc.sell(card)
  flush()
end

function STEPS.buy(step)
  local card
  if step.buy == "self" then
    -- the subject as if it were still in the shop: out of its area, then bought
    card = subject.card
    if card.area then card.area:remove_card(card) end
    card:remove_from_deck()
  else
    card = Card(0, 0, G.CARD_W, G.CARD_H, nil, G.P_CENTERS[step.buy] or fail("no card '" .. tostring(step.buy) .. "'"))
  end
  Calc.buy(card)
  flush()
end

local function highlight(specs)
  G.hand:unhighlight_all()
  for _, card in ipairs(from_hand(specs)) do G.hand:add_to_highlighted(card) end
end

function STEPS.canUse(step)
  highlight(step.canUse.highlighted)
  last.canUse = subject.card:can_use_consumeable() and true or false
end

function STEPS.use(step)
  highlight(step.use.highlighted)
  last.canUse = subject.card:can_use_consumeable() and true or false
  if not last.canUse and not step.use.force then fail("the consumable cannot be used here") end
  -- as G.FUNCS.use_card does, the card leaves its area before it is used (room it frees counts)
  if subject.card.area then subject.card.area:remove_card(subject.card) end
  -- an error in the mod's use is the mod's problem (reported), as an error in its calculate is
  P.guard(subject.key, "use", Calc.use_card, subject.card, G.consumeables, nil, "use")
  flush()
  Calc.calculate_context({ using_consumeable = true, consumeable = subject.card, area = G.consumeables })
  flush()
end

function STEPS.useConsumable(step)
  local card = add_consumable(step.useConsumable)
  Calc.use_card(card, G.consumeables, nil)
  flush()
  Calc.calculate_context({ using_consumeable = true, consumeable = card, area = G.consumeables })
  flush()
end

function STEPS.redeem()
  local card = Card(0, 0, G.CARD_W, G.CARD_H, nil, G.P_CENTERS[subject.key])
  subject.card = card
  Calc.use_card(card)
  flush()
end

-- The subject's own "used" moment: a consumable is used (with no cards selected), a voucher
-- redeemed; a deck was applied when the run started, so there is nothing left to do.
function STEPS.activate()
  if subject.type == "consumable" then
    STEPS.use({ use = {} })
  elseif subject.type == "voucher" then
    STEPS.redeem()
  elseif subject.type ~= "deck" then
    fail("'activate' is for consumables, vouchers and decks")
  end
end

function STEPS.openBooster(step)
  local key = type(step.openBooster) == "string" and step.openBooster or subject.key
  local card = Card(0, 0, G.CARD_W, G.CARD_H, nil, G.P_CENTERS[key] or fail("no booster '" .. tostring(key) .. "'"))
  G.STATE = G.STATES.SMODS_BOOSTER_OPENED
  local made = card:open()
  Calc.calculate_context({ open_booster = true, card = card, booster = card.config.center })
  flush()
  last.offered = {}
  -- the offered cards stay readable by probes (SCENARIO_SUBJECT.offered) after the pack closes
  subject.offered = made or {}
  for _, c in ipairs(made or {}) do
    last.offered[#last.offered + 1] = c.playing_card and describe(c) or c.config.center.key
  end
  -- the state the pack's moment left the game in, before the pack closes (SCENARIO_SUBJECT.pack_state)
  subject.pack_state = G.STATE
  G.pack_cards = nil
  G.STATE = G.STATES.SHOP
end

function STEPS.context(step)
  -- a raw calculate context (for moments without a dedicated step)
  Calc.calculate_context(step.context)
  flush()
end

function STEPS.lua(step)
  local chunk = assert(loadstring(step.lua, "step"))
  chunk()
  flush()
end

local function vars_of(card)
  if not card or not card.ability then return {} end
  local extra = subject.type == "seal" and card.ability.seal and card.ability.seal.extra
    or subject.type == "edition" and card.edition and card.edition.extra
    or card.ability.extra
  local out = {}
  if type(extra) == "table" then
    for k, v in pairs(extra) do
      if type(v) == "number" or type(v) == "string" or type(v) == "boolean" then out[k] = v end
    end
  end
  return out
end

local function observe(spec)
  local levels = {}
  for name, h in pairs(G.GAME.hands) do levels[name] = h.level end
  local hand = {}
  for _, c in ipairs(G.hand.cards) do hand[#hand + 1] = describe(c) end
  local deck = {}
  for _, c in ipairs(G.playing_cards) do deck[#deck + 1] = describe(c) end
  table.sort(deck)
  local subject_vars
  if subject.type == "deck" then
    local extra = G.GAME.selected_back and G.GAME.selected_back.effect and G.GAME.selected_back.effect.config and G.GAME.selected_back.effect.config.extra
    subject_vars = {}
    for k, v in pairs(type(extra) == "table" and extra or {}) do if type(v) ~= "table" then subject_vars[k] = v end end
  else
    subject_vars = vars_of(subject.card)
  end
  local obs = {
    hand = last.hand, chips = last.chips, mult = last.mult, score = last.score,
    destroyed = last.destroyed or 0, canUse = last.canUse, saved = last.saved, offered = last.offered,
    dollars = G.GAME.dollars,
    handsLeft = G.GAME.current_round.hands_left, discardsLeft = G.GAME.current_round.discards_left,
    hands = G.GAME.round_resets.hands, discards = G.GAME.round_resets.discards,
    handSize = G.hand.config.card_limit, jokerSlots = G.jokers.config.card_limit, consumableSlots = G.consumeables.config.card_limit,
    ante = G.GAME.round_resets.ante, round = G.GAME.round,
    jokers = keys_of(G.jokers), consumables = keys_of(G.consumeables), vouchers = {},
    handCards = hand, deck = deck, deckSize = #G.playing_cards,
    levels = levels, vars = subject_vars,
    blindChips = G.GAME.blind and G.GAME.blind.chips,
    flags = G.GAME.pool_flags,
  }
  for key in pairs(G.GAME.used_vouchers or {}) do obs.vouchers[#obs.vouchers + 1] = key end
  table.sort(obs.vouchers)
  obs.probes = {}
  for name, expr in pairs(spec.probes or {}) do
    local chunk, err = loadstring("return " .. expr, "probe " .. name)
    if not chunk then fail("probe '" .. name .. "': " .. tostring(err)) end
    local ok, value = pcall(chunk)
    if ok then obs.probes[name] = value else obs.probes[name] = "error: " .. tostring(value) end
  end
  return obs
end

-- The breakdown of the steps (spec.trace): lines, money before, cards created, destroyed, changed.
local function trace_of(before, dollars_before)
  local lines = Trace.stop()
  local out = { breakdown = lines, dollarsBefore = dollars_before, created = {}, destroyed = {}, changed = {} }
  if before then out.created, out.destroyed, out.changed = Trace.diff(before, Trace.snapshot()) end
  return out
end

-- Runs one scenario; returns its observations, or { error = text }. With spec.trace, also
-- `trace`: the breakdown of the steps (trace.lua).
function S.run(spec)
  last = {}
  subject = { type = spec.subject.type, key = spec.subject.key }
  -- set-up and step Lua read the subject (its key in the batch, its card) as SCENARIO_SUBJECT
  rawset(_G, "SCENARIO_SUBJECT", subject)
  local before, dollars_before
  local ok, result = pcall(function()
    setup(spec)
    if spec.trace then
      dollars_before = G.GAME.dollars
      before = Trace.snapshot()
      Trace.start()
    end
    for i, step in ipairs(spec.steps or {}) do
      local done = false
      for name, fn in pairs(STEPS) do
        if step[name] ~= nil then fn(step); done = true; break end
      end
      if not done then fail("step " .. i .. " does nothing") end
    end
    -- the probes below are not part of the breakdown
    Trace.active = false
    return observe(spec)
  end)
  R.force = nil
  local trace
  if spec.trace then
    local traced_ok, value = pcall(trace_of, before, dollars_before)
    trace = traced_ok and value or { breakdown = {}, created = {}, destroyed = {}, changed = {}, dollarsBefore = dollars_before }
  end
  Trace.active = false
  if not ok then
    local message = type(result) == "table" and result.scenario or tostring(result)
    -- the mod's code ran past its limit (budget.lua): where it was
    if P.is_hang and P.is_hang(result) and result.file then message = result.file .. ":" .. tostring(result.line) .. ": " .. message end
    local problems = {}
    for _, p in ipairs(P.list) do problems[#problems + 1] = (p.item and (p.item .. ": ") or "") .. p.message end
    P.reset()
    return { error = message, problems = problems, trace = trace }
  end
  result.trace = trace
  result.problems = {}
  for _, p in ipairs(P.list) do result.problems[#result.problems + 1] = (p.item and (p.item .. ": ") or "") .. p.message end
  P.reset()
  return result
end

-- JSON text of a plain Lua value (keys sorted, so output is repeatable).
local function encode(v, out)
  local t = type(v)
  if v == nil then out[#out + 1] = "null"
  elseif t == "boolean" then out[#out + 1] = tostring(v)
  elseif t == "number" then
    if v ~= v or v == math.huge or v == -math.huge then out[#out + 1] = "null"
    elseif v == math.floor(v) and math.abs(v) < 1e15 then out[#out + 1] = string.format("%d", v)
    else out[#out + 1] = string.format("%.14g", v) end
  elseif t == "string" then
    out[#out + 1] = '"' .. v:gsub('[%c"\\]', function(c) return string.format("\\u%04x", c:byte()) end) .. '"'
  elseif t == "table" then
    local n = #v
    local is_list = n > 0 or next(v) == nil
    if is_list then for k in pairs(v) do if type(k) ~= "number" or k > n then is_list = false; break end end end
    if is_list and n > 0 then
      out[#out + 1] = "["
      for i = 1, n do if i > 1 then out[#out + 1] = "," end encode(v[i], out) end
      out[#out + 1] = "]"
    elseif next(v) == nil then out[#out + 1] = "[]"
    else
      local keys = {}
      for k in pairs(v) do keys[#keys + 1] = tostring(k) end
      table.sort(keys)
      out[#out + 1] = "{"
      for i, k in ipairs(keys) do
        if i > 1 then out[#out + 1] = "," end
        encode(k, out); out[#out + 1] = ":"
        local value = v[k]; if value == nil then value = v[tonumber(k)] end
        encode(value, out)
      end
      out[#out + 1] = "}"
    end
  else out[#out + 1] = "null" end
end

function S.encode(v)
  local out = {}
  encode(v, out)
  return table.concat(out)
end

S.make_card = make_card
-- the subject's card (for probes: a used consumable has left its area, as in the game)
function S.subject_card() return subject and subject.card end
S.helpers = helpers
S.H = H
S.Game = Game
return S
