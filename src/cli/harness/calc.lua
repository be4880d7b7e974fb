-- The calculate system (smods.md section 3): which objects a context reaches and in what
-- order, how a returned effect table is applied, and the scoring simulator that plays a hand
-- through before, per-card scoring with repetitions, held cards, jokers and after.
local P = require("problems")
local helpers = require("helpers")
local Poker = require("poker")
local Talisman = require("talisman")
local Trace = require("trace")

local Calc = {}

-- Live scoring values; chips and mult returned outside a scoring step change nothing.
Calc.state = { scoring = false }

local function is_card(v) return helpers.is_card(v) end

local function item_of(card)
  if type(card) ~= "table" then return nil end
  if card.config and card.config.center then return card.config.center.key end
  if card.effect and card.effect.center then return card.effect.center.key end
  return nil
end
Calc.item_of = item_of

-- Calls an object method in the name of `item`, reporting errors. Returns ok, results...
local function call(item, fn, ...)
  return P.guard(item, nil, fn, ...)
end
Calc.call = call

-- Retriggers of one card at once beyond which the game is taken to freeze (an export keeps to 100).
local MOST_REPETITIONS = 1000

local function number_of(value, key)
  if type(value) == "number" then return value end
  local n = tonumber(value)
  if n then return n end
  P.crash("return value " .. key .. " must be a number (got " .. type(value) .. "): attempt to perform arithmetic")
end

local function check_juice_target(value, key)
  if not value then return end
  if type(value) ~= "table" or type(value.juice_up) ~= "function" then
    P.crash("return value " .. key .. " must be a card (Steamodded calls " .. key .. ":juice_up())")
  end
end

local CHIPS = { "chips", "h_chips", "chip_mod" }
local MULT = { "mult", "h_mult", "mult_mod" }
local XCHIPS = { "x_chips", "xchips", "Xchip_mod", "h_x_chips" }
local XMULT = { "x_mult", "xmult", "Xmult", "x_mult_mod", "Xmult_mod", "h_x_mult" }
local DOLLARS = { "dollars", "p_dollars", "h_dollars" }
local SILENT = { chip_mod = true, mult_mod = true, Xchip_mod = true, x_mult_mod = true, Xmult_mod = true }

-- `traced`: the breakdown (trace.lua) already shows this text on the line of its value.
local function message(card, text, effect, traced)
  if not text then return end
  if type(text) ~= "string" and type(text) ~= "number" then
    P.crash("return value message must be a string (got " .. type(text) .. ")")
  end
  helpers.check_colour(effect.colour, "return value colour")
  if effect.sound then
    if type(effect.sound) ~= "string" then P.crash("return value sound must be a sound key string") end
    play_sound(effect.sound, effect.pitch, effect.volume)
  end
  helpers.record("message", { card = effect.message_card or card, text = text, item = P.current_item, traced = traced })
end

-- Applies one effect table the way SMODS.calculate_individual_effect does, in its fixed key
-- order. `card` is the card the effect belongs to (message target).
function Calc.apply_effect(effect, card, depth)
  depth = depth or 0
  if type(effect) ~= "table" then return false end
  if depth > 50 then P.crash("return value extra nests more than 50 levels (cycle?)") end
  local did = false
  for _, key in ipairs({ "card", "message_card", "juice_card" }) do check_juice_target(effect[key], key) end
  helpers.check_colour(effect.colour, "return value colour")
  helpers.check_colour(effect.text_colour, "return value text_colour")
  if effect.pre_func then
    if type(effect.pre_func) ~= "function" then P.crash("return value pre_func must be a function") end
    effect.pre_func()
  end
  local target = effect.card or card
  local default_message = effect.remove_default_message ~= true
  local scoring = Calc.state.scoring
  -- the breakdown's line of a value that floats no text of its own (mult_mod...): effect.message is its text
  local silent_line
  local function traced(text, field, n, silent)
    if not Trace.active then return false end
    local line = Trace.effect(card, P.current_item, text, field, n, scoring and field ~= "dollars")
    if field and (silent or not default_message) then silent_line = silent_line or line end
    return true
  end
  for _, key in ipairs(CHIPS) do
    if effect[key] then
      local n = number_of(effect[key], key)
      if Calc.state.scoring then hand_chips = hand_chips + n end
      did = true
      local text = (n >= 0 and "+" or "") .. n
      local t = traced(text, "chips", n, SILENT[key])
      if default_message and not SILENT[key] then message(target, text, effect, t) end
    end
  end
  for _, key in ipairs(MULT) do
    if effect[key] then
      local n = number_of(effect[key], key)
      if Calc.state.scoring then mult = mult + n end
      did = true
      local text = (n >= 0 and "+" or "") .. n .. " Mult"
      local t = traced(text, "mult", n, SILENT[key])
      if default_message and not SILENT[key] then message(target, text, effect, t) end
    end
  end
  for _, key in ipairs(XCHIPS) do
    if effect[key] then
      local n = number_of(effect[key], key)
      if n ~= 1 then
        if Calc.state.scoring then hand_chips = hand_chips * n end
        did = true
        local text = "X" .. n .. " Chips"
        local t = traced(text, "xchips", n, SILENT[key])
        if default_message and not SILENT[key] then message(target, text, effect, t) end
      end
    end
  end
  for _, key in ipairs(XMULT) do
    if effect[key] then
      local n = number_of(effect[key], key)
      if n ~= 1 then
        if Calc.state.scoring then mult = mult * n end
        did = true
        local text = "X" .. n .. " Mult"
        local t = traced(text, "xmult", n, SILENT[key])
        if default_message and not SILENT[key] then message(target, text, effect, t) end
      end
    end
  end
  for _, key in ipairs(DOLLARS) do
    if effect[key] then
      local n = number_of(effect[key], key)
      local text = (n >= 0 and "$" or "-$") .. math.abs(n)
      local t = traced(text, "dollars", n, false)
      -- the line above shows this change: ease_dollars adds no money line of its own
      if t then Trace.skip_money = true end
      ease_dollars(n, effect.instant)
      Trace.skip_money = false
      did = true
      if default_message then message(target, text, effect, t) end
    end
  end
  if effect.score then G.GAME.chips = G.GAME.chips + number_of(effect.score, "score"); did = true end
  if effect.xscore or effect.x_score then
    G.GAME.chips = G.GAME.chips * number_of(effect.xscore or effect.x_score, "xscore"); did = true
  end
  for _, key in ipairs({ "blind_size", "blindsize" }) do
    if effect[key] then G.GAME.blind.chips = G.GAME.blind.chips + number_of(effect[key], key); did = true end
  end
  for _, key in ipairs({ "xblind_size", "x_blindsize", "xblindsize", "x_blind_size" }) do
    if effect[key] then G.GAME.blind.chips = G.GAME.blind.chips * number_of(effect[key], key); did = true end
  end
  if effect.swap then
    if Calc.state.scoring then hand_chips, mult = mult, hand_chips end
    did = true
    traced("Swapped chips and mult")
  end
  if effect.balance then
    -- Steamodded's balance key halves the total without rounding (the Plasma Deck's own code floors)
    if Calc.state.scoring then
      local total = hand_chips + mult
      hand_chips, mult = total / 2, total / 2
    end
    did = true
    traced("Balanced")
  end
  if effect.saved then Calc.state.saved = effect.saved; did = true end
  -- SMODS.calculate_individual_effect shows no message while effects resolve silently (SMODS.no_resolve)
  if effect.message and not Calc.state.no_resolve then
    message(target, effect.message, effect, silent_line ~= nil)
    if silent_line then silent_line.text = tostring(effect.message) end
    did = true
  end
  if effect.level_up then
    local amount = effect.level_up == true and 1 or number_of(effect.level_up, "level_up")
    local hand = effect.level_up_hand or Calc.state.scoring_name or G.GAME.last_hand_played
    level_up_hand(target, hand, effect.instant, amount)
    did = true
    if Trace.active then Trace.effect(card, P.current_item, "Level up " .. tostring(hand) .. " (" .. tostring(amount) .. ")") end
  end
  if effect.func then
    if type(effect.func) ~= "function" then P.crash("return value func must be a function (got " .. type(effect.func) .. ")") end
    effect.func()
    did = true
  end
  if effect.extra then
    if type(effect.extra) ~= "table" then P.crash("return value extra must be a table (got " .. type(effect.extra) .. ")") end
    if Calc.apply_effect(effect.extra, card, depth + 1) then did = true end
  end
  -- Talisman's keys come after Steamodded's (it appends them to the calculation keys)
  if Talisman.active then
    local ok, chips, m, applied, texts = pcall(Talisman.apply, effect, hand_chips, mult, Calc.state.scoring)
    if not ok then P.crash(tostring(chips)) end
    if Calc.state.scoring then hand_chips, mult = chips, m end
    for _, text in ipairs(texts) do message(target, text, effect) end
    if applied then did = true end
  end
  return did
end

local CONTEXT_NAMES = { "before", "initial_scoring_step", "main_scoring", "individual", "repetition", "pre_joker",
  "joker_main", "other_joker", "other_consumeable", "other_voucher", "post_joker", "final_scoring_step",
  "destroy_card", "remove_playing_cards", "after", "debuffed_hand", "end_of_round", "setting_blind", "drawing_cards",
  "hand_drawn", "other_drawn", "first_hand_drawn", "pre_discard", "discard", "press_play", "evaluate_poker_hand",
  "modify_scoring_hand", "debuff_hand", "modify_hand", "debuff_card", "stay_flipped", "blind_disabled",
  "blind_defeated", "round_eval", "modify_final_cashout", "modify_ante", "ante_change", "starting_shop",
  "ending_shop", "reroll_shop", "create_shop_card", "modify_shop_card", "open_booster", "skipping_booster",
  "ending_booster", "create_booster_card", "modify_booster_card", "buying_card", "selling_card", "selling_self",
  "using_consumeable", "skip_blind", "tag_added", "tag_triggered", "playing_card_added", "card_added",
  "joker_type_destroyed", "money_altered", "poker_hand_changed", "change_rank", "change_suit", "setting_ability",
  "mod_probability", "fix_probability", "pseudorandom_result", "check_eternal", "check_enhancement",
  "retrigger_joker_check", "post_trigger", "scaling_card", "resetting_card" }

function Calc.context_name(context)
  for _, name in ipairs(CONTEXT_NAMES) do
    if context[name] ~= nil and context[name] ~= false then return name end
  end
  return "?"
end

-- Runs a calculate-style method; normalises `true` to { remove = true } like SMODS.
local function run_calc(item, fn, obj, card, context)
  local ok, ret, post = P.guard(item, function() return "calculate (context." .. Calc.context_name(context) .. ")" end, fn, obj, card, context)
  if not ok then return nil end
  if ret == true then ret = { remove = true } end
  if type(ret) ~= "table" then ret = nil end
  return ret, post
end

local function edition_effect(card, context)
  local ed = card.edition
  if not ed or card.debuff then return nil end
  local center = ed.key and G.P_CENTERS[ed.key]
  if center and center.calculate and not center.vanilla then
    return run_calc(center.key, center.calculate, center, card, context)
  end
  if not center or not center.vanilla then return nil end
  local playing = card.playing_card ~= nil or card.ability.set == "Default" or card.ability.set == "Enhanced"
  local scoring_step = (playing and context.main_scoring and context.cardarea == G.play)
  if (context.pre_joker or scoring_step) and (ed.chips or ed.mult) then
    return { chips = ed.chips, mult = ed.mult }
  end
  if (context.post_joker or scoring_step) and ed.x_mult then
    return { x_mult = ed.x_mult }
  end
  return nil
end

local function can_calculate(card, ignore_debuff, ignore_sliced)
  if type(card.can_calculate) == "function" then return card:can_calculate(ignore_debuff, ignore_sliced) end
  return not (card.debuff and not ignore_debuff) and not (card.getting_sliced and not ignore_sliced)
end

-- The effects of one card for a context, in SMODS's order, as a list of { card, effect }.
function Calc.eval_card(card, context)
  local out = {}
  -- Steamodded's eval_card (lovely/better_calc.toml) asks nothing of a card that cannot calculate
  -- (Card:can_calculate, src/utils.lua): a debuffed one unless context.ignore_debuff, and one being
  -- destroyed (getting_sliced: Ceremonial Dagger, a destroy effect) unless the context is
  -- remove_playing_cards or joker_type_destroyed
  if not can_calculate(card, context.ignore_debuff, context.remove_playing_cards or context.joker_type_destroyed) then return out end
  -- nor about an other_card that cannot calculate: debuffed unless the context says so (the
  -- discard's ignore_other_debuff), or being destroyed
  if type(context.other_card) == "table" and type(context.other_card.can_calculate) == "function" and
    not context.other_card:can_calculate(context.ignore_other_debuff or context.ignore_debuff) then return out end
  local center = card.config.center
  local playing = card.playing_card ~= nil or card.ability.set == "Default" or card.ability.set == "Enhanced"
  if playing then
    if context.main_scoring and context.cardarea == G.play then
      local base = {}
      local chips = card:get_chip_bonus()
      if chips ~= 0 then base.chips = chips end
      local m = card:get_chip_mult()
      if m ~= 0 then base.mult = m end
      local xm = card:get_chip_x_mult()
      if xm > 0 then base.x_mult = xm end
      local xc = card:get_chip_x_bonus()
      if xc > 0 then base.x_chips = xc end
      local d = card:get_p_dollars()
      if d > 0 then base.dollars = d end
      if next(base) then out[#out + 1] = { card = card, effect = base } end
    elseif context.main_scoring and context.cardarea == G.hand then
      local held = {}
      local hc = card:get_chip_h_bonus()
      if hc ~= 0 then held.chips = hc end
      local hm = card:get_chip_h_mult()
      if hm ~= 0 then held.mult = hm end
      local hx = card:get_chip_h_x_mult()
      if hx > 0 then held.x_mult = hx end
      local hxc = card:get_chip_h_x_bonus()
      if hxc > 0 then held.x_chips = hxc end
      if next(held) then out[#out + 1] = { card = card, effect = held } end
    end
    if context.playing_card_end_of_round and context.cardarea == G.hand and not context.repetition then
      local hd = (card.ability.h_dollars or 0) + (card.ability.perma_h_dollars or 0)
      if hd > 0 then out[#out + 1] = { card = card, effect = { dollars = hd } } end
    end
    if center.calculate and not center.vanilla then
      local ret = run_calc(center.key, center.calculate, center, card, context)
      if ret then out[#out + 1] = { card = card, effect = ret } end
    end
    if card.seal then
      local seal = G.P_SEALS[card.seal]
      if seal and seal.vanilla then
        if card.seal == "Red" and context.repetition then
          out[#out + 1] = { card = card, effect = { repetitions = 1, message = localize("k_again_ex") } }
        end
      elseif seal and seal.calculate then
        local ret = run_calc(seal.key, seal.calculate, seal, card, context)
        if ret then out[#out + 1] = { card = card, effect = ret } end
      end
    end
    local ed = edition_effect(card, context)
    if ed then out[#out + 1] = { card = card, effect = ed } end
  else
    if context.pre_joker or context.post_joker then
      local ed = edition_effect(card, context)
      if ed then out[#out + 1] = { card = card, effect = ed } end
      return out
    end
    -- Steamodded's eval_card asks a card's edition (Card:calculate_edition) in every context,
    -- before the card itself: a mod's edition on a joker sees the jokers' contexts too
    local ed_center = card.edition and card.edition.key and G.P_CENTERS[card.edition.key]
    if ed_center and ed_center.calculate and not ed_center.vanilla then
      local ed = edition_effect(card, context)
      if ed then out[#out + 1] = { card = card, effect = ed } end
    end
    if center.calculate and not center.vanilla then
      local ret = run_calc(center.key, center.calculate, center, card, context)
      if ret then out[#out + 1] = { card = card, effect = ret } end
    end
  end
  return out
end

-- The flags SMODS.calculate_individual_effect hands back with their amounts (amount_return_flags,
-- src/utils.lua); SMODS.calculate_context returns them and SMODS.update_context_flags copies
-- numerator and denominator into the context for the objects after.
local AMOUNT_FLAGS = { "remove", "debuff_text", "cards_to_draw", "numerator", "denominator", "no_destroy",
  "replace_scoring_name", "replace_display_name", "replace_poker_hands", "modify" }

-- Adds `eff`'s flags (and its extra chain's) to `flags`: within one object's effects a number adds
-- up (SMODS.calculate_effect_table_key), anything else replaces.
local function gather_flags(eff, flags, depth)
  for _, key in ipairs(AMOUNT_FLAGS) do
    local v = eff[key]
    if v ~= nil and v ~= false then
      flags[key] = (type(flags[key]) == "number" and type(v) == "number") and flags[key] + v or v
    end
  end
  if type(eff.extra) == "table" and (depth or 0) < 50 then gather_flags(eff.extra, flags, (depth or 0) + 1) end
end

local function trigger(list, owner)
  local repetitions, remove, calculated = 0, false, false
  local flags = {}
  for _, e in ipairs(list) do
    local eff = e.effect
    if not eff.repetitions then gather_flags(eff, flags) end
    if eff.repetitions then
      local n = number_of(eff.repetitions, "repetitions")
      -- Steamodded queues a scoring step for every repetition at once: a count like this freezes the game
      if n > MOST_REPETITIONS then
        P.add({ item = item_of(e.card), message = "return value repetitions is " .. n .. ": Steamodded queues a scoring step for each at once, and the game freezes (keep it to " .. MOST_REPETITIONS .. " or fewer)" })
        n = MOST_REPETITIONS
      end
      repetitions = repetitions + n
      if Trace.active and n > 0 then Trace.retrigger(e.card, item_of(e.card), n, eff.message) end
      if eff.message then call(item_of(e.card), message, e.card, eff.message, eff, Trace.active and n > 0) end
    else
      if eff.remove then remove = true end
      local ok, did = call(item_of(e.card), Calc.apply_effect, eff, owner or e.card)
      if ok and did then calculated = true end
    end
  end
  -- calculated: some effect did something (SMODS.calculate_effect's `calculated` flag)
  return repetitions, remove, flags, calculated
end
Calc.trigger = trigger

-- SMODS.update_context_flags: what an object returned changes the context for the objects after
-- it (each mod_probability / fix_probability joker sees the numerator the previous ones left).
local function update_context_flags(context, flags, result)
  for k, v in pairs(flags) do result[k] = v end
  if flags.numerator ~= nil then context.numerator = flags.numerator end
  if flags.denominator ~= nil then context.denominator = flags.denominator end
  -- once saved, the jokers after see game_over = false
  if Calc.state.saved and context.game_over then context.game_over = false end
end

function Calc.optional_features()
  local features = {}
  for _, mod in pairs(SMODS.Mods) do
    if type(mod.optional_features) == "table" then
      for k, v in pairs(mod.optional_features) do features[k] = v end
    end
  end
  return features
end

function Calc.get_card_areas(kind)
  if kind == "jokers" then return { G.jokers, G.consumeables, G.vouchers } end
  if kind == "playing_cards" then
    local areas = { G.play, G.hand }
    local cardareas = Calc.optional_features().cardareas
    if type(cardareas) == "table" then
      if cardareas.deck then areas[#areas + 1] = G.deck end
      if cardareas.discard then areas[#areas + 1] = G.discard end
    end
    return areas
  end
  return {}
end

local function snapshot(list)
  local copy = {}
  for i, v in ipairs(list) do copy[i] = v end
  return copy
end

-- SMODS.calculate_context: joker areas, playing-card areas, then the deck back, blind and
-- mods. Applies the effects unless `collect` is given, in which case it appends them to it and
-- returns it; applying, it returns the flags the effects handed back, as SMODS's does.
function Calc.calculate_context(context, collect)
  if type(context) ~= "table" then P.crash("SMODS.calculate_context expects a context table") end
  local saved_area = context.cardarea
  local result = {}
  local function run(effects)
    if collect then for _, e in ipairs(effects) do collect[#collect + 1] = e end return end
    local _, _, flags = trigger(effects)
    update_context_flags(context, flags, result)
  end
  context.main_eval = true
  for _, area in ipairs(Calc.get_card_areas("jokers")) do
    if area then
      for _, card in ipairs(snapshot(area.cards)) do
        if not card.removed then
          if saved_area == nil then context.cardarea = area end
          run(Calc.eval_card(card, context))
        end
      end
    end
  end
  context.main_eval = nil
  -- SMODS.calculate_card_areas('playing_cards'): the played cards are reached only by a context
  -- with a scoring_hand (or a probability one); a played card outside the scoring hand has
  -- cardarea = 'unscored', a scoring card elsewhere G.play. A context that names its cardarea
  -- keeps it (has_area).
  local scoring_map = {}
  if type(context.scoring_hand) == "table" then for _, c in ipairs(context.scoring_hand) do scoring_map[c] = true end end
  for _, area in ipairs(Calc.get_card_areas("playing_cards")) do
    local probability = context.mod_probability or context.fix_probability
    if area and (area ~= G.play or context.scoring_hand or probability) then
      for _, card in ipairs(snapshot(area.cards)) do
        if not card.removed then
          if saved_area == nil and not (area == G.play and not context.scoring_hand) then
            if area == G.play then context.cardarea = scoring_map[card] and G.play or "unscored"
            elseif scoring_map[card] then context.cardarea = G.play
            else context.cardarea = area end
          end
          run(Calc.eval_card(card, context))
        end
      end
    end
  end
  context.cardarea = saved_area
  context.main_eval = true
  Calc.individual(context, collect, result)
  context.main_eval = nil
  return collect or result
end

-- The deck back, the blind and each mod's calculate.
function Calc.individual(context, collect, result)
  local function push(effect, owner, item)
    if type(effect) ~= "table" then return end
    if collect then collect[#collect + 1] = { card = owner, effect = effect }
    else
      call(item, Calc.apply_effect, effect, owner)
      local flags = {}
      gather_flags(effect, flags)
      update_context_flags(context, flags, result or {})
    end
  end
  local back = G.GAME and G.GAME.selected_back
  local bc = back and back.effect.center
  if bc and bc.calculate and not bc.vanilla then
    local ret = run_calc(bc.key, bc.calculate, bc, back, context)
    push(ret, nil, bc.key)
  end
  local blind = G.GAME and G.GAME.blind
  local bl = blind and blind.config.blind
  if bl and bl.calculate and not bl.vanilla and not blind.disabled then
    local ret = run_calc(bl.key, bl.calculate, bl, blind, context)
    push(ret, blind, bl.key)
  end
  for id, mod in pairs(SMODS.Mods) do
    if type(mod.calculate) == "function" then
      local ok, ret = call("mod:" .. id, mod.calculate, mod, context)
      if ok then push(ret, nil, "mod:" .. id) end
    end
  end
end

local function scoring_fields(context, s)
  context.full_hand = s.full_hand
  context.scoring_hand = s.scoring_hand
  context.scoring_name = s.name
  context.poker_hands = s.poker_hands
  return context
end

-- Adds to `reps` one entry per retrigger that `eval` asks for, and its extra chain's, as
-- SMODS.insert_repetitions (src/utils.lua): each is the effect table without extra, its card the
-- one that asked unless it names one, its message "Again!" unless it has one or
-- remove_default_message. Nothing else of a repetition-context return is applied now: the rest of
-- the table (chips, a message...) is applied with each retrigger, before the card scores again.
local function insert_repetitions(reps, eval, effect_card)
  local item = item_of(effect_card)
  local depth = 0
  while type(eval) == "table" and depth <= 50 do
    local n = eval.repetitions ~= nil and number_of(eval.repetitions, "repetitions") or 0
    -- Steamodded queues a scoring step for every repetition at once: a count like this freezes the game
    if n > MOST_REPETITIONS then
      P.add({ item = item, message = "return value repetitions is " .. n .. ": Steamodded queues a scoring step for each at once, and the game freezes (keep it to " .. MOST_REPETITIONS .. " or fewer)" })
      n = MOST_REPETITIONS
    end
    if n >= 1 then
      local effect = {}
      for k, v in pairs(eval) do if k ~= "extra" and k ~= "repetitions" then effect[k] = v end end
      effect.card = effect.card or effect_card
      if effect.message == nil and not effect.remove_default_message then effect.message = localize("k_again_ex") end
      if Trace.active then Trace.retrigger(effect_card, item, math.floor(n), effect.message) end
      for _ = 1, math.floor(n) do reps[#reps + 1] = { card = effect_card, effect = effect } end
    end
    eval = eval.extra
    depth = depth + 1
  end
end

-- SMODS.calculate_repetitions: the card's own (seal, enhancement... with repetition_only), then
-- every joker-area card, then the deck back, blind and mods, each through insert_repetitions.
local function calculate_repetitions(card, ctx, reps)
  ctx.repetition_only = true
  for _, e in ipairs(Calc.eval_card(card, ctx)) do insert_repetitions(reps, e.effect, e.card) end
  ctx.repetition_only = nil
  for _, jarea in ipairs(Calc.get_card_areas("jokers")) do
    for _, joker in ipairs(snapshot(jarea.cards)) do
      -- eval_card on the joker: its mod edition, then itself
      for _, e in ipairs(Calc.eval_card(joker, ctx)) do insert_repetitions(reps, e.effect, e.card) end
    end
  end
  local others = {}
  Calc.individual(ctx, others)
  for _, e in ipairs(others) do insert_repetitions(reps, e.effect, e.card) end
end

-- A retrigger's own effect table, applied before the card scores again (SMODS.calculate_effect on
-- the table insert_repetitions made); its message is the breakdown's retrigger line.
local function apply_retrigger(r)
  local eff = r.effect
  local rest = {}
  for k, v in pairs(eff) do if k ~= "message" then rest[k] = v end end
  call(item_of(r.card), function()
    Calc.apply_effect(rest, r.card)
    if eff.message and not Calc.state.no_resolve then message(eff.message_card or eff.card or r.card, eff.message, eff, Trace.active) end
  end)
end

-- The card_effects a repetition context carries: the pass's effect tables in Steamodded's shape.
local function card_effects_of(card, list)
  local out = {}
  for _, e in ipairs(list) do out[#out + 1] = e.card == card and { playing_card = e.effect } or { jokers = e.effect } end
  return out
end

-- One card's passes with its retriggers, as SMODS.score_card and
-- SMODS.calculate_end_of_round_effects (src/utils.lua): the card scores once (`pass` collects its
-- effects, which are then applied); only after that first pass are its retriggers asked for
-- (context.repetition, with card_effects = that pass's effects), and only if the pass calculated
-- something (scoring needs it before asking; the end of round asks anyway but skips them). Each
-- retrigger applies its own table ("Again!"), then the card scores again; a pass that calculates
-- nothing ends the card's retriggers. Returns the number of retriggers asked for.
local function with_repetitions(card, pass, repetition_ctx, ask_anyway)
  local reps = { 1 }
  local j = 1
  while j <= #reps do
    card.repetition_trigger = j > 1 and j - 1 or nil
    if reps[j] ~= 1 then apply_retrigger(reps[j]) end
    local list = pass()
    local _, _, _, calculated = trigger(list)
    if reps[j] == 1 and (calculated or ask_anyway) then
      local ctx = repetition_ctx()
      ctx.card_effects = card_effects_of(card, list)
      calculate_repetitions(card, ctx, reps)
    end
    j = j + (calculated and 1 or #reps)
  end
  card.repetition_trigger = nil
  return #reps - 1
end

-- Scores one card (played or held) with its repetitions (SMODS.calculate_main_scoring).
local function score_card(card, area, s)
  if card.debuff then
    -- a debuffed scoring card shows "Debuffed" and triggers the blind; a debuffed held card is
    -- asked nothing and shows nothing (SMODS.calculate_main_scoring)
    if area == G.play then
      if G.GAME.blind then G.GAME.blind.triggered = true end
      helpers.record("message", { card = card, text = "Debuffed" })
    end
    return
  end
  s.repetitions[card] = with_repetitions(card, function()
    local list = Calc.eval_card(card, scoring_fields({ main_scoring = true, cardarea = area }, s))
    local individual = scoring_fields({ individual = true, cardarea = area, other_card = card }, s)
    for _, jarea in ipairs(Calc.get_card_areas("jokers")) do
      for _, joker in ipairs(snapshot(jarea.cards)) do
        for _, e in ipairs(Calc.eval_card(joker, individual)) do list[#list + 1] = e end
      end
    end
    Calc.individual(individual, list)
    return list
  end, function()
    return scoring_fields({ repetition = true, cardarea = area, other_card = card }, s)
  end)
end

-- Plays `played` (cards; moved to G.play) and scores them like the game. Returns
-- { name, scoring_hand, chips, mult, score, destroyed, repetitions }.
function Calc.play_hand(played, opts)
  opts = opts or {}
  for _, card in ipairs(played) do
    if card.area then card.area:remove_card(card) end
    G.play:emplace(card)
  end
  G.STATE = G.STATES.HAND_PLAYED
  local full_hand = snapshot(G.play.cards)
  local name, poker_hands, scoring = Poker.info(full_hand)
  local s = { full_hand = full_hand, name = name, poker_hands = poker_hands, repetitions = {} }

  local evaluate = { evaluate_poker_hand = true, full_hand = full_hand, scoring_hand = scoring, scoring_name = name, display_name = name, poker_hands = poker_hands }
  for _, e in ipairs(Calc.calculate_context(evaluate, {})) do
    if type(e.effect.replace_scoring_name) == "string" then
      if not G.GAME.hands[e.effect.replace_scoring_name] then
        P.add({ item = item_of(e.card), message = "replace_scoring_name '" .. e.effect.replace_scoring_name .. "' is not a poker hand" })
      else
        name = e.effect.replace_scoring_name
        scoring = poker_hands[name] and poker_hands[name][1] or scoring
      end
    end
  end
  s.name = name

  -- Which played cards score: the hand's cards, always-scoring cards, and modify_scoring_hand.
  local in_hand = {}
  for _, c in ipairs(scoring) do in_hand[c] = true end
  local final = {}
  for _, card in ipairs(full_hand) do
    local scores = in_hand[card] or SMODS.always_scores(card)
    local ctx = { modify_scoring_hand = true, other_card = card, full_hand = full_hand, scoring_hand = scoring, ignore_other_debuff = true,
      in_scoring = scores and true or false }
    for _, e in ipairs(Calc.calculate_context(ctx, {})) do
      if e.effect.add_to_hand then scores = true end
      if e.effect.remove_from_hand then scores = false end
    end
    if SMODS.never_scores(card) then scores = false end
    if scores then final[#final + 1] = card end
  end
  s.scoring_hand = final

  Calc.calculate_context(scoring_fields({ debuff_hand = true, check = false }, s), {})
  -- Steamodded's press_play carries nothing else (src/overrides.lua), so the played cards are not asked
  Calc.calculate_context({ press_play = true })

  local hand = G.GAME.hands[name]
  hand.played = hand.played + 1
  hand.played_this_round = hand.played_this_round + 1
  G.GAME.last_hand_played = name
  G.GAME.current_round.hands_left = G.GAME.current_round.hands_left - 1
  set_hand_usage(name)
  for _, card in ipairs(final) do
    card.base.times_played = (card.base.times_played or 0) + 1
    card.ability.played_this_ante = true
  end
  Calc.state.scoring_name = name

  -- the Boss Blind judges the hand (The Eye, The Mouth...): a debuffed hand scores nothing, and
  -- the jokers see debuffed_hand instead of the scoring steps
  if G.GAME.blind and G.GAME.blind:debuff_hand(full_hand, poker_hands, name) then
    if Trace.active then Trace.hand(name, hand.level, 0, 0, "not allowed by the blind") end
    Calc.calculate_context(scoring_fields({ debuffed_hand = true }, s))
    Calc.calculate_context(scoring_fields({ after = true }, s))
    G.GAME.hands_played = G.GAME.hands_played + 1
    G.GAME.current_round.hands_played = G.GAME.current_round.hands_played + 1
    Calc.state.scoring_name = nil
    G.STATE = G.STATES.SELECTING_HAND
    return { name = name, scoring_hand = final, chips = 0, mult = 0, score = 0, destroyed = {}, repetitions = s.repetitions, poker_hands = poker_hands }
  end

  Calc.calculate_context(scoring_fields({ before = true }, s))
  hand_chips, mult = hand.chips, hand.mult
  if Trace.active then Trace.hand(name, hand.level, hand.chips, hand.mult) end
  Calc.calculate_context(scoring_fields({ modify_hand = true }, s))

  Calc.state.scoring = true
  Calc.calculate_context(scoring_fields({ initial_scoring_step = true }, s))
  -- SMODS.calculate_main_scoring: every played card in order; a scoring one in G.play (a debuffed
  -- one only shows "Debuffed"), an unscored one with cardarea = 'unscored' (a debuffed one skipped)
  local scored = {}
  for _, card in ipairs(final) do scored[card] = true end
  for _, card in ipairs(full_hand) do
    if scored[card] then score_card(card, G.play, s)
    elseif not card.debuff then score_card(card, "unscored", s) end
  end
  for _, card in ipairs(snapshot(G.hand.cards)) do score_card(card, G.hand, s) end

  local jokers = {}
  for _, area in ipairs(Calc.get_card_areas("jokers")) do
    for _, card in ipairs(area.cards) do jokers[#jokers + 1] = { card = card, area = area } end
  end
  for _, j in ipairs(jokers) do
    local joker = j.card
    if not joker.removed then
      trigger(Calc.eval_card(joker, scoring_fields({ pre_joker = true, cardarea = j.area, edition = true }, s)))
      trigger(Calc.eval_card(joker, scoring_fields({ joker_main = true, cardarea = j.area, main_eval = true }, s)))
      -- as Steamodded's joker-on-joker step (lovely/better_calc.toml): every joker, this one too
      for _, other in ipairs(jokers) do
        if not other.card.removed then
          local key = joker.ability.set == "Joker" and "other_joker" or
            (joker.ability.set == "Voucher" and "other_voucher" or "other_consumeable")
          local ctx = scoring_fields({ cardarea = other.area, other_main = joker }, s)
          ctx[key] = joker
          trigger(Calc.eval_card(other.card, ctx))
        end
      end
      trigger(Calc.eval_card(joker, scoring_fields({ post_joker = true, cardarea = j.area, edition = true }, s)))
    end
  end
  Calc.individual(scoring_fields({ main_scoring = true, cardarea = "individual" }, s))
  Calc.calculate_context(scoring_fields({ final_scoring_step = true }, s))
  Calc.state.scoring = false

  local chips_total, mult_total = hand_chips, mult
  local score = math.floor(chips_total * mult_total)
  check_for_unlock({ type = "hand_contents", cards = full_hand })
  check_for_unlock({ type = "chip_score", chips = score })
  G.GAME.chips = G.GAME.chips + score
  SMODS.last_hand_score = score
  SMODS.last_hand_oneshot = score >= (G.GAME.blind.chips or math.huge)

  -- SMODS.calculate_destroying_cards (src/utils.lua), for each playing-card area (G.play, G.hand,
  -- ...): every card there is asked about as destroy_card. A played card in the scoring hand has
  -- cardarea = G.play and destroying_card; an unscored one has cardarea = 'unscored'; a held one
  -- has its area. A card to destroy is marked getting_sliced at once.
  local destroyed = {}
  for _, area in ipairs(Calc.get_card_areas("playing_cards")) do
    for _, card in ipairs(snapshot(area.cards)) do
      local ctx = scoring_fields({ destroy_card = card, cardarea = area }, s)
      if area == G.play then
        if scored[card] then ctx.destroying_card = card else ctx.cardarea = "unscored" end
      end
      local remove = false
      for _, e in ipairs(Calc.calculate_context(ctx, {})) do
        if e.effect.remove then remove = true end
        if e.card ~= card then call(item_of(e.card), Calc.apply_effect, e.effect, e.card) end
      end
      -- Steamodded's Glass Card (src/game_object.lua) rolls only as a scored card that can calculate
      if ctx.cardarea == G.play and card.config.center.shatters and SMODS.has_enhancement(card, "m_glass") and
        can_calculate(card) and SMODS.pseudorandom_probability(card, "glass", 1, card.ability.extra or 4) then
        remove = true
      end
      if remove then
        card.getting_sliced = true
        destroyed[#destroyed + 1] = card
      end
    end
  end
  if #destroyed > 0 then
    for _, card in ipairs(destroyed) do
      if SMODS.has_enhancement(card, "m_glass") then card:shatter() else card:start_dissolve() end
    end
    Calc.calculate_context(scoring_fields({ remove_playing_cards = true, removed = destroyed }, s))
  end

  Calc.calculate_context(scoring_fields({ after = true }, s))
  -- the game counts the hand once it is scored (an event after evaluate_play): during the whole
  -- first hand, current_round.hands_played is still 0 (Sixth Sense and DNA rely on it)
  G.GAME.hands_played = G.GAME.hands_played + 1
  G.GAME.current_round.hands_played = G.GAME.current_round.hands_played + 1
  Calc.state.scoring_name = nil
  G.STATE = G.STATES.SELECTING_HAND
  return { name = name, scoring_hand = final, chips = chips_total, mult = mult_total, score = score,
    destroyed = destroyed, repetitions = s.repetitions, poker_hands = poker_hands }
end

-- Moves G.play to the discard pile, as the game does after a hand.
function Calc.clear_play()
  for _, card in ipairs(snapshot(G.play.cards)) do draw_card(G.play, G.discard, nil, nil, nil, card) end
end

-- Discards `cards` from the hand: pre_discard, then discard per card (a returned remove = true
-- destroys it), then the discard pile.
function Calc.discard(cards)
  local full = snapshot(cards)
  Calc.calculate_context({ pre_discard = true, full_hand = full, hook = false })
  check_for_unlock({ type = "discard_custom", cards = full })
  local destroyed = {}
  for _, card in ipairs(full) do
    local remove = false
    for _, e in ipairs(Calc.calculate_context({ discard = true, other_card = card, full_hand = full, ignore_other_debuff = true }, {})) do
      if e.effect.remove then remove = true end
      call(item_of(e.card), Calc.apply_effect, e.effect, e.card)
    end
    if remove then
      destroyed[#destroyed + 1] = card
      -- a destroyed Glass Card shatters, as in the game's discard
      if SMODS.has_enhancement(card, "m_glass") then card:shatter() else card:start_dissolve() end
    else draw_card(G.hand, G.discard, nil, nil, nil, card) end
  end
  G.GAME.current_round.discards_left = G.GAME.current_round.discards_left - 1
  G.GAME.current_round.discards_used = G.GAME.current_round.discards_used + 1
  if #destroyed > 0 then Calc.calculate_context({ remove_playing_cards = true, removed = destroyed }) end
  return destroyed
end

-- End of round: the joker pass, then each held card (with repetitions), then cash-out bonuses.
-- As the game's end_round (functions/state_events.lua, patched by Steamodded's
-- lovely/better_calc.toml): the joker pass always runs, with beat_boss = G.GAME.blind.boss even
-- in a lost round; a `saved` effect turns game_over off (SMODS.saved). A round still lost then
-- goes to GAME_OVER: no round_win unlock, no held-card end-of-round effects, no round evaluation
-- (calc_dollar_bonus and the rest of the cash-out), no new shop.
function Calc.end_of_round(game_over)
  local beat_boss = G.GAME.blind.boss and true or false
  Calc.state.saved = nil
  Calc.calculate_context({ end_of_round = true, game_over = game_over and true or false, beat_boss = beat_boss })
  if Calc.state.saved then game_over = false end
  -- (the game's state turns GAME_OVER here; the harness keeps its state for the steps after)
  if game_over then return Calc.state.saved end
  check_for_unlock({ type = "round_win" })
  for _, card in ipairs(snapshot(G.hand.cards)) do
    -- SMODS.calculate_end_of_round_effects: the card's end-of-round effects, then the jokers'
    -- individual ones for it, then its retriggers (Steamodded clears playing_card_end_of_round
    -- before the repetition pass)
    with_repetitions(card, function()
      local list = Calc.eval_card(card, { end_of_round = true, playing_card_end_of_round = true, cardarea = G.hand })
      local ictx = { end_of_round = true, individual = true, cardarea = G.hand, other_card = card }
      for _, area in ipairs(Calc.get_card_areas("jokers")) do
        for _, joker in ipairs(snapshot(area.cards)) do
          for _, e in ipairs(Calc.eval_card(joker, ictx)) do list[#list + 1] = e end
        end
      end
      Calc.individual(ictx, list)
      return list
    end, function()
      return { end_of_round = true, repetition = true, cardarea = G.hand, other_card = card }
    end, true)
  end
  -- calc_dollar_bonus of the joker areas, then the back's (SMODS pays both at cash-out)
  local bonus = 0
  for _, area in ipairs(Calc.get_card_areas("jokers")) do
    for _, card in ipairs(snapshot(area.cards)) do
      local ok, value = call(item_of(card), card.calculate_dollar_bonus, card)
      if ok and value ~= nil then
        if type(value) ~= "number" then
          P.add({ item = item_of(card), message = "calc_dollar_bonus must return a number or nil (got " .. type(value) .. "); the cash-out adds it" })
        else
          bonus = bonus + value
        end
      end
    end
  end
  local back = G.GAME.selected_back
  local bc = back.effect.center
  if bc.calc_dollar_bonus and not bc.vanilla then
    local ok, value = call(bc.key, bc.calc_dollar_bonus, bc, back)
    if ok and value ~= nil and type(value) ~= "number" then
      P.add({ item = bc.key, message = "calc_dollar_bonus must return a number or nil (got " .. type(value) .. ")" })
    elseif ok and value ~= nil then
      bonus = bonus + value
    end
  end
  if bonus ~= 0 then ease_dollars(bonus) end
  -- a new shop's rerolls: the increase resets and the free rerolls come back (state_events.lua)
  G.GAME.current_round.reroll_cost_increase = 0
  G.GAME.current_round.free_rerolls = G.GAME.round_resets.free_rerolls
  calculate_reroll_cost(true)
  return Calc.state.saved
end

-- The rest of the cash-out (the game's evaluate_round; calc_dollar_bonus is paid by end_of_round
-- here): the blind's reward, money per remaining hand and discard, then interest on the money
-- held before the cash-out. Returns the amount paid.
function Calc.cash_out()
  local total = G.GAME.blind.dollars or 0
  local modifiers = G.GAME.modifiers or {}
  local hands = G.GAME.current_round.hands_left
  if hands > 0 and not modifiers.no_extra_hand_money then total = total + hands * (modifiers.money_per_hand or 1) end
  local discards = G.GAME.current_round.discards_left
  if discards > 0 and modifiers.money_per_discard then total = total + discards * modifiers.money_per_discard end
  if G.GAME.dollars >= 5 and not modifiers.no_interest then
    total = total + G.GAME.interest_amount * math.min(math.floor(G.GAME.dollars / 5), G.GAME.interest_cap / 5)
  end
  if total ~= 0 then ease_dollars(total) end
  return total
end

-- Round and shop steps on request (each sends its context through every object).
function Calc.setting_blind(blind_key)
  local blind = G.P_BLINDS[blind_key or "bl_small"]
  if not blind then P.crash("no blind '" .. tostring(blind_key) .. "'") end
  G.GAME.blind:set_blind(blind)
  G.GAME.current_round.hands_left = G.GAME.round_resets.hands
  G.GAME.current_round.discards_left = G.GAME.round_resets.discards
  G.GAME.current_round.hands_played = 0
  G.GAME.current_round.discards_used = 0
  G.GAME.chips = 0
  Calc.calculate_context({ setting_blind = true, blind = blind })
  local drawn = {}
  for _, c in ipairs(G.hand.cards) do drawn[#drawn + 1] = c end
  Calc.calculate_context({ hand_drawn = drawn, first_hand_drawn = true })
end

function Calc.starting_shop()
  G.STATE = G.STATES.SHOP
  Calc.calculate_context({ starting_shop = true })
end

-- The game's reroll (G.FUNCS.reroll_shop): pay unless free, use up a free reroll, reprice.
function Calc.reroll_shop()
  local cost = G.GAME.current_round.reroll_cost
  if cost > 0 then ease_dollars(-cost) end
  local final_free = G.GAME.current_round.free_rerolls > 0
  G.GAME.current_round.free_rerolls = math.max(G.GAME.current_round.free_rerolls - 1, 0)
  calculate_reroll_cost(final_free)
  Calc.calculate_context({ reroll_shop = true, cost = cost })
end

-- Buys `card` into its area (jokers or consumables): buying_self for it, then buying_card for
-- every joker, the bought one too (Steamodded's buy_from_shop: SMODS.calculate_context after the
-- card is in its area).
function Calc.buy(card)
  local area = card.ability.set == "Joker" and G.jokers or G.consumeables
  ease_dollars(-card.cost)
  area:emplace(card)
  card:add_to_deck()
  local own = card:calculate_joker({ buying_card = true, buying_self = true, card = card, cardarea = area })
  if type(own) == "table" then Calc.apply_effect(own, card) end
  for _, other in ipairs(G.jokers.cards) do
    local ret = other:calculate_joker({ buying_card = true, card = card, cardarea = G.jokers })
    if type(ret) == "table" then Calc.apply_effect(ret, other) end
  end
end

-- Uses a consumable or redeems a voucher as G.FUNCS.use_card does: the state is PLAY_TAROT
-- meanwhile, unless a pack is open (G.TAROT_INTERRUPT keeps the one before), and events queued
-- after the card's own put the previous state back.
-- An error in the card's use is reported (as `label`, for the current item) and the state is
-- still put back; returns whether the use ran clean.
local PACK_STATES = { "TAROT_PACK", "PLANET_PACK", "SPECTRAL_PACK", "STANDARD_PACK", "SMODS_BOOSTER_OPENED", "BUFFOON_PACK" }

function Calc.use_card(card, area, copier, label)
  local prev_state = G.STATE
  G.TAROT_INTERRUPT = prev_state
  -- a card used in an open pack keeps the pack's state (the game's chain, Steamodded's included)
  local in_pack = false
  for _, name in ipairs(PACK_STATES) do if G.STATE == G.STATES[name] then in_pack = true end end
  if not in_pack then G.STATE = G.STATES.PLAY_TAROT end
  local ok
  if card.ability.set == "Voucher" then ok = P.guard(nil, label or "redeem", card.redeem, card)
  else ok = P.guard(nil, label or "use", card.use_consumeable, card, area, copier) end
  G.E_MANAGER:add_event(Event({ trigger = "after", delay = 0.2, func = function()
    G.E_MANAGER:add_event(Event({ trigger = "after", delay = 0.1, func = function()
      G.STATE = prev_state
      G.TAROT_INTERRUPT = nil
      return true
    end }))
    return true
  end }))
  return ok and true or false
end

function Calc.sell(card) card:sell_card() end

function Calc.ending_shop()
  Calc.calculate_context({ ending_shop = true })
  G.STATE = G.STATES.BLIND_SELECT
end

return Calc
