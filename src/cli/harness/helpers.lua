-- The game's global helper functions that generated code calls (smods.md 3.5 and 8). Each one
-- changes the modelled state as the game would, and crashes where the game would crash.
local P = require("problems")
local cards = require("cards")
local Trace = require("trace")

local H = {}

-- Everything shown to the player: floating texts, sounds and hand-text updates, in order.
H.log = {}
function H.reset_log() H.log = {} end
local function log(kind, data)
  data.kind = kind
  H.log[#H.log + 1] = data
  if kind == "message" and Trace.active and not data.traced then Trace.message(data.card, data.item or P.current_item, data.text) end
end
H.record = log

local function is_card(value) return type(value) == "table" and getmetatable(value) == Card end
H.is_card = is_card

-- A colour is a table of 3-4 numbers; anything else makes the UI crash when drawn.
local function check_colour(value, what)
  if not value then return end
  if type(value) ~= "table" or type(value[1]) ~= "number" then
    P.crash(what .. " must be a colour table like G.C.MULT or HEX('FE5F55') (got " .. type(value) .. ")", 3)
  end
end
H.check_colour = check_colour

function H.install()
  local V = require("vanilla_data")

  function HEX(hex)
    if type(hex) ~= "string" then P.crash("HEX expects a string (got " .. type(hex) .. ")") end
    if #hex <= 6 then hex = hex .. "FF" end
    local r, g, b, a = hex:match("(%x%x)(%x%x)(%x%x)(%x%x)")
    if not r then P.crash("HEX('" .. hex .. "'): not a hex colour (bad argument to 'tonumber')") end
    return { tonumber(r, 16) / 255, tonumber(g, 16) / 255, tonumber(b, 16) / 255, tonumber(a, 16) / 255 }
  end

  function mix_colours(c1, c2, p)
    check_colour(c1, "mix_colours colour 1"); check_colour(c2, "mix_colours colour 2")
    return { c1[1] * p + c2[1] * (1 - p), c1[2] * p + c2[2] * (1 - p), c1[3] * p + c2[3] * (1 - p), (c1[4] or 1) * p + (c2[4] or 1) * (1 - p) }
  end
  function darken(c, p) check_colour(c, "darken colour"); return { c[1] * (1 - p), c[2] * (1 - p), c[3] * (1 - p), c[4] or 1 } end
  function lighten(c, p) check_colour(c, "lighten colour"); return { c[1] + (1 - c[1]) * p, c[2] + (1 - c[2]) * p, c[3] + (1 - c[3]) * p, c[4] or 1 } end
  function adjust_alpha(c, a) check_colour(c, "adjust_alpha colour"); return { c[1], c[2], c[3], a } end
  function ease_colour(target, source) check_colour(target, "ease_colour target"); check_colour(source, "ease_colour colour") end
  function ease_background_colour(args)
    if args then check_colour(args.new_colour, "ease_background_colour new_colour"); check_colour(args.special_colour, "ease_background_colour special_colour") end
  end
  function ease_background_colour_blind() end
  function loc_colour(name) return G.ARGS.LOC_COLOURS[name] or G.C.UI.TEXT_DARK end
  function get_type_colour(center) return G.C.SECONDARY_SET[center and center.set or "Default"] or G.C.WHITE end

  function copy_table(t) return cards.deep_copy(t) end
  function remove_all(list) for i = #list, 1, -1 do local v = list[i]; if type(v) == "table" and v.remove then v:remove() end; list[i] = nil end end
  function number_format(n) if type(n) ~= "number" then return tostring(n) end return tostring(math.floor(n + 0.5)) end
  function score_number_scale() return 1 end
  function format_ui_value(v) return tostring(v) end
  function round_number(n, digits) local m = 10 ^ (digits or 0) return math.floor(n * m + 0.5) / m end
  function get_blind_amount(ante)
    local amounts = { 300, 800, 2000, 5000, 11000, 20000, 35000, 50000 }
    if ante < 1 then return 100 end
    if ante <= 8 then return amounts[ante] end
    return amounts[8] * (1.6 ^ (ante - 8))
  end
  function tprint() return "" end
  function inc_career_stat() end
  -- Steamodded's check_for_unlock (lovely/center.toml): every locked center with a
  -- check_for_unlock is asked; true unlocks it.
  -- The locked centers are listed once per set of centers (the game keeps G.P_LOCKED likewise).
  local locked_of = setmetatable({}, { __mode = "k" })
  -- new centers were injected: list the locked ones again
  function H.forget_locked() locked_of = setmetatable({}, { __mode = "k" }) end
  function check_for_unlock(args)
    if not G.P_CENTERS then return end
    local locked = locked_of[G.P_CENTERS]
    if not locked then
      locked = {}
      for key, center in pairs(G.P_CENTERS) do
        if center.unlocked == false and type(center.check_for_unlock) == "function" then locked[#locked + 1] = key end
      end
      table.sort(locked)
      locked_of[G.P_CENTERS] = locked
    end
    for _, key in ipairs(locked) do
      local center = G.P_CENTERS[key]
      if center and center.unlocked == false then
        local ok, unlocked = P.guard(key, "check_for_unlock", center.check_for_unlock, center, args)
        if ok and unlocked then unlock_card(center) end
      end
    end
  end
  function unlock_card(center) center.unlocked = true; log("unlock", { key = center.key }) end
  -- the profile's progress is left out: the center itself is marked, as the game marks it
  function discover_card(center) if type(center) == "table" then center.discovered = true end end
  function set_hand_usage(hand) G.GAME.hand_usage[hand] = (G.GAME.hand_usage[hand] or 0) + 1 end
  -- The game's usage record of a used consumable (misc_functions.lua, with Steamodded's count
  -- for custom sets): per-card counts in the run and the profile, totals per set, and the last
  -- Tarot or Planet for The Fool.
  function set_consumeable_usage(card)
    local key = card.config.center.key
    local set = card.config.center.set
    local usage = G.GAME.consumeable_usage[key]
    if usage then usage.count = usage.count + 1
    else G.GAME.consumeable_usage[key] = { count = 1, order = card.config.center.order, set = set } end
    local total = G.GAME.consumeable_usage_total
    if set == "Tarot" then total.tarot = total.tarot + 1; total.tarot_planet = total.tarot_planet + 1
    elseif set == "Planet" then total.planet = total.planet + 1; total.tarot_planet = total.tarot_planet + 1
    elseif set == "Spectral" then total.spectral = total.spectral + 1
    elseif type(set) == "string" then total[set:lower()] = (total[set:lower()] or 0) + 1 end
    total.all = total.all + 1
    -- the game records the last Tarot/Planet two events later, so a card's own use (The Fool's
    -- event) still sees the one used before it
    if set == "Tarot" or set == "Planet" then
      G.E_MANAGER:add_event(Event({ trigger = "immediate", func = function()
        G.E_MANAGER:add_event(Event({ trigger = "immediate", func = function() G.GAME.last_tarot_planet = key; return true end }))
        return true
      end }))
    end
    local profile = G.PROFILES[G.SETTINGS.profile]
    if profile and profile.consumeable_usage then
      local p = profile.consumeable_usage[key]
      if p then p.count = p.count + 1 else profile.consumeable_usage[key] = { count = 1, order = card.config.center.order } end
    end
  end
  function set_joker_usage() end
  function set_voucher_usage() end
  function save_run() end
  function check_and_set_high_score() end
  function add_round_eval_row() end
  function stop_use() end
  function delay(time, queue) G.E_MANAGER:add_event(Event({ trigger = "after", delay = time or 1, func = function() return true end }), queue) end
  function juice_card(card) end
  -- The game re-queues the wobble every 0.8 s while eval_func holds; with no clock here it
  -- wobbles once when it holds.
  function juice_card_until(card, eval_func, first, _delay)
    if type(eval_func) ~= "function" then P.crash("juice_card_until needs an eval function") end
    G.E_MANAGER:add_event(Event({ func = function()
      if eval_func(card) and type(card) == "table" and card.juice_up then card:juice_up(0.1, 0.1) end
      return true
    end }))
  end
  function attention_text(args)
    if type(args) ~= "table" then P.crash("attention_text expects a table") end
    log("attention", { text = args.text })
  end
  function create_badge(text, colour, text_colour, scale)
    check_colour(colour, "create_badge colour"); check_colour(text_colour, "create_badge text colour")
    return { n = 0, config = {}, nodes = {} }
  end
  function create_UIBox_generic_options() return { n = 0, nodes = {} } end
  function find_joker(name, non_debuff)
    local found = {}
    for _, area in ipairs({ G.jokers, G.consumeables, G.vouchers }) do
      if area then
        for _, c in ipairs(area.cards) do
          if c.ability.name == name and (non_debuff or not c.debuff) then found[#found + 1] = c end
        end
      end
    end
    return found
  end
  -- A voucher is offered once: not when redeemed, already in the shop, or missing a voucher it requires.
  local function voucher_available(c)
    if G.GAME.used_vouchers[c.key] then return false end
    for _, req in ipairs(type(c.requires) == "table" and c.requires or {}) do
      if not G.GAME.used_vouchers[req] then return false end
    end
    for _, shown in ipairs(G.shop_vouchers and G.shop_vouchers.cards or {}) do
      if shown.config.center.key == c.key then return false end
    end
    return true
  end
  function get_current_pool(_type, _rarity, _legendary, _append)
    local pool = G.P_CENTER_POOLS[_type]
    if not pool then P.crash("no pool '" .. tostring(_type) .. "' (G.P_CENTER_POOLS." .. tostring(_type) .. " is nil)") end
    local keys = {}
    for _, c in ipairs(pool) do
      if _type ~= "Voucher" or voucher_available(c) then keys[#keys + 1] = c.key end
    end
    if #keys == 0 then keys[1] = "UNAVAILABLE" end
    return keys, (_type .. (_append or ""))
  end

  function localize(args, misc_cat) return H.localize(args, misc_cat) end

  function play_sound(sound_code, per, vol)
    if type(sound_code) ~= "string" then P.crash("play_sound needs a sound key string (got " .. type(sound_code) .. ")") end
    if not H.sound_exists(sound_code) then
      P.crash("play_sound('" .. sound_code .. "'): no such sound. Mod sounds need the full key '<prefix>_<key>'; the game looks for resources/sounds/" .. sound_code .. ".ogg and crashes")
    end
    if per ~= nil and type(per) ~= "number" then P.crash("play_sound pitch must be a number") end
    if vol ~= nil and type(vol) ~= "number" then P.crash("play_sound volume must be a number") end
    log("sound", { key = sound_code, per = per, vol = vol })
  end
  function modulate_sound() end

  function card_eval_status_text(card, eval_type, amt, percent, dir, extra)
    if card ~= nil and type(card) ~= "table" then P.crash("card_eval_status_text: card must be a card (got " .. type(card) .. ")") end
    extra = extra or {}
    if type(extra) ~= "table" then P.crash("card_eval_status_text: extra must be a table") end
    check_colour(extra.colour, "card_eval_status_text colour")
    local text = extra.message
    if eval_type == "chips" then text = "+" .. tostring(amt)
    elseif eval_type == "mult" then text = "+" .. tostring(amt) .. " Mult"
    elseif eval_type == "x_mult" then text = "X" .. tostring(amt) .. " Mult"
    elseif eval_type == "dollars" then text = "$" .. tostring(amt)
    elseif eval_type == "jokers" then text = "+1 Joker" end
    if text ~= nil and type(text) ~= "string" and type(text) ~= "number" then
      P.crash("message must be a string (got " .. type(text) .. ")", 3)
    end
    if extra.sound then play_sound(extra.sound) end
    log("message", { card = card, text = text, eval_type = eval_type })
  end

  function update_hand_text(config, vals)
    if type(vals) ~= "table" then P.crash("update_hand_text: second argument must be a table") end
    log("hand_text", { vals = vals })
  end

  function ease_dollars(mod, instant)
    if type(mod) ~= "number" then
      local n = tonumber(mod)
      if not n then P.crash("ease_dollars: amount must be a number (got " .. type(mod) .. ")") end
      mod = n
    end
    -- as the game's: the money changes in a queued event unless instant (so code that reads
    -- G.GAME.dollars in the same step sees the money before it; the game's own jokers add
    -- G.GAME.dollar_buffer for what is on its way)
    if instant then
      G.GAME.dollars = G.GAME.dollars + mod
    else
      G.E_MANAGER:add_event(Event({ trigger = "immediate", func = function()
        G.GAME.dollars = G.GAME.dollars + mod
        return true
      end }))
    end
    if Trace.active then Trace.money(mod, P.current_item) end
    if SMODS.calculate_context and not H.in_money_context then
      H.in_money_context = true
      SMODS.calculate_context({ money_altered = true, amount = mod, from_shop = false, from_consumeable = false })
      H.in_money_context = false
    end
  end
  -- The game's ease_hands_played and ease_discard (functions/common_events.lua) change the count in
  -- a queued event unless instant, as ease_dollars does: code in the same step still reads the
  -- count before. ease_discard takes away at most what is left and does nothing when there is
  -- nothing left and nothing to add.
  function ease_hands_played(mod, instant)
    if type(mod) ~= "number" then P.crash("ease_hands_played: amount must be a number") end
    local function change()
      G.GAME.current_round.hands_left = G.GAME.current_round.hands_left + mod
    end
    if instant then change() else
      G.E_MANAGER:add_event(Event({ trigger = "immediate", func = function() change(); return true end }))
    end
  end
  function ease_discard(mod, instant, silent)
    if type(mod) ~= "number" then P.crash("ease_discard: amount must be a number") end
    local function change()
      local left = G.GAME.current_round.discards_left
      if math.abs(math.max(left, mod)) == 0 then return end
      G.GAME.current_round.discards_left = left + math.max(-left, mod)
    end
    if instant then change() else
      G.E_MANAGER:add_event(Event({ trigger = "immediate", func = function() change(); return true end }))
    end
  end
  -- Steamodded's ease_ante (src/overrides.lua): the modify_ante context, then the game's ease_ante,
  -- whose ante change waits in a queued event (functions/common_events.lua; blind_ante follows at
  -- the next boss), then the ante_change context at once (the ante has not changed yet).
  function ease_ante(mod)
    if type(mod) ~= "number" then P.crash("ease_ante: amount must be a number") end
    if SMODS.calculate_context then
      local flags = SMODS.calculate_context({ modify_ante = mod }) or {}
      if flags.modify then mod = flags.modify end
    end
    G.E_MANAGER:add_event(Event({ trigger = "immediate", func = function()
      G.GAME.round_resets.ante = G.GAME.round_resets.ante + (mod or 0)
      return true
    end }))
    if SMODS.calculate_context then SMODS.calculate_context({ ante_change = mod }) end
  end
  -- Shop cards beyond which the game is taken to freeze (an export keeps to 20).
  local MOST_SHOP_SLOTS = 100
  -- The game's shop-slot helper (Overstock's effect, vouchers.json shop_slots; the game's
  -- common_events.lua): joker_max changes, an open shop loses or fills the slots (the UI
  -- relayout is left out).
  function change_shop_size(mod)
    if type(mod) ~= "number" then P.crash("change_shop_size: amount must be a number (got " .. type(mod) .. ")") end
    if not G.GAME.shop then return end
    -- the game builds a card for every new slot at once: a shop of hundreds freezes it
    if G.GAME.shop.joker_max + mod > MOST_SHOP_SLOTS then
      P.crash("change_shop_size(" .. mod .. ") makes the shop offer " .. (G.GAME.shop.joker_max + mod) .. " cards: the game builds every new one at once and freezes (keep the shop to " .. MOST_SHOP_SLOTS .. " cards or fewer)")
    end
    G.GAME.shop.joker_max = G.GAME.shop.joker_max + mod
    if G.shop_jokers and G.shop_jokers.cards then
      if mod < 0 then
        for i = #G.shop_jokers.cards, G.GAME.shop.joker_max + 1, -1 do
          if G.shop_jokers.cards[i] then G.shop_jokers.cards[i]:remove() end
        end
      end
      G.shop_jokers.config.card_limit = G.GAME.shop.joker_max
      if mod > 0 then
        for _ = 1, G.GAME.shop.joker_max - #G.shop_jokers.cards do
          G.shop_jokers:emplace(create_card_for_shop(G.shop_jokers))
        end
      end
    end
  end
  function ease_chips(n) G.GAME.chips = n end
  function ease_value(ref_table, ref_value, mod) ref_table[ref_value] = ref_table[ref_value] + mod end

  function level_up_hand(card, hand, instant, amount)
    amount = amount or 1
    if type(hand) ~= "string" or not G.GAME.hands[hand] then
      P.crash("level_up_hand: '" .. tostring(hand) .. "' is not a poker hand (attempt to index a nil value)")
    end
    if type(amount) ~= "number" then P.crash("level_up_hand: amount must be a number") end
    local h = G.GAME.hands[hand]
    local old = h.level
    h.level = math.max(0, h.level + amount)
    h.mult = math.max(h.s_mult + h.l_mult * (h.level - 1), 1)
    h.chips = math.max(h.s_chips + h.l_chips * (h.level - 1), 0)
    log("level_up", { hand = hand, level = h.level })
    if SMODS.calculate_context then
      SMODS.calculate_context({ poker_hand_changed = true, scoring_name = hand, old_level = old, new_level = h.level })
    end
  end

  function create_card(_type, area, legendary, _rarity, skip_materialize, soulable, forced_key, key_append)
    return SMODS.create_card({ set = _type, area = area, legendary = legendary, rarity = _rarity,
      skip_materialize = skip_materialize, soulable = soulable, key = forced_key, key_append = key_append })
  end

  function create_playing_card(card_init, area, skip_materialize, silent, colours)
    card_init = card_init or {}
    local front = card_init.front
    if front == nil then front = pseudorandom_element(G.P_CARDS, pseudoseed("front")) end
    local center = card_init.center or G.P_CENTERS.c_base
    local card = Card(0, 0, G.CARD_W, G.CARD_H, front, center, { playing_card = G.playing_card })
    G.playing_cards[#G.playing_cards + 1] = card
    if area then area:emplace(card) end
    return card
  end

  function copy_card(other, new_card, card_scale, playing_card, strip_edition)
    if not is_card(other) then P.crash("copy_card: expected a card (got " .. type(other) .. ")") end
    local card = new_card or Card(0, 0, G.CARD_W, G.CARD_H, other.config.card, other.config.center, { playing_card = playing_card })
    card:set_ability(other.config.center)
    card.ability = cards.deep_copy(other.ability)
    card:set_base(other.config.card)
    if other.edition and not strip_edition then card.edition = cards.deep_copy(other.edition) end
    card.seal = other.seal
    card.debuff = false
    return card
  end

  -- The game's draw_card (functions/common_events.lua) moves the card in a queued event: code in
  -- the same step still finds it where it was (a discard's later cards see the earlier ones still
  -- in hand). Without a card, the top card of `from` moves.
  function draw_card(from, to, percent, dir, sort, card, _delay, mute, stay_flipped, vol, discarded_only)
    if type(from) ~= "table" or type(to) ~= "table" then P.crash("draw_card: areas must be card areas") end
    G.E_MANAGER:add_event(Event({ trigger = "before", delay = _delay or 0.1, func = function()
      if card then
        from:remove_card(card)
      else
        card = from:remove_card(nil, discarded_only)
      end
      if card then to:emplace(card, nil, stay_flipped) end
      return true
    end }))
  end

  function poll_edition(key, mod, no_neg, guaranteed)
    local roll = pseudorandom(pseudoseed(key or "edition_generic"))
    if guaranteed or roll > 0.9 then return { foil = true } end
    return nil
  end

  function get_poker_hand_info(cards_)
    local text, disp, poker_hands, scoring = H.evaluate(cards_)
    return text, localize(text, "poker_hands"), poker_hands, scoring, disp
  end
  function evaluate_poker_hand(hand) return H.poker.evaluate(hand) end
  function get_flush(hand) return H.poker.get_flush(hand) end
  function get_straight(hand, ...) return H.poker.get_straight(hand, ...) end
  function get_X_same(n, hand, or_more) return H.poker.get_X_same(n, hand, or_more) end
  function get_highest(hand) return H.poker.get_highest(hand) end

  -- Steamodded's version (src/overrides.lua): playing cards joined the deck.
  function playing_card_joker_effects(cards_)
    if type(cards_) ~= "table" then P.crash("playing_card_joker_effects expects a list of cards") end
    SMODS.calculate_context({ playing_card_added = true, cards = cards_ })
  end

  function add_tag(tag)
    if type(tag) ~= "table" or getmetatable(tag) ~= Tag then P.crash("add_tag expects a Tag (use Tag('tag_key'))") end
    G.GAME.tags[#G.GAME.tags + 1] = tag
    if SMODS.calculate_context then SMODS.calculate_context({ tag_added = tag }) end
  end

  function reset_idol_card() end
  function reset_mail_rank() end
  function reset_ancient_card() end
  function reset_castle_card() end
  function reset_blinds() end
  function get_new_boss() return "bl_hook" end
  -- The game's reroll price: free while free rerolls remain, else the base plus the increase.
  function calculate_reroll_cost(skip_increment)
    if G.GAME.current_round.free_rerolls < 0 then G.GAME.current_round.free_rerolls = 0 end
    if G.GAME.current_round.free_rerolls > 0 then G.GAME.current_round.reroll_cost = 0; return end
    G.GAME.current_round.reroll_cost_increase = G.GAME.current_round.reroll_cost_increase or 0
    if not skip_increment then G.GAME.current_round.reroll_cost_increase = G.GAME.current_round.reroll_cost_increase + 1 end
    G.GAME.current_round.reroll_cost = (G.GAME.round_resets.temp_reroll_cost or G.GAME.round_resets.reroll_cost)
      + G.GAME.current_round.reroll_cost_increase
  end
  function get_pack(key_append, _type) return G.P_CENTERS.p_arcana_normal_1 end
  function get_next_voucher_key()
    local keys = get_current_pool("Voucher")
    return keys[pseudorandom(pseudoseed("Voucher"), 1, #keys)]
  end
  function get_next_tag_key() return "tag_uncommon" end
  function create_card_for_shop(area) return create_card("Joker", area) end
  function card_from_control() return nil end
  function generate_card_ui() return {} end
  function info_tip_from_rows() return {} end
  function create_toggle() return {} end
  function create_option_cycle() return {} end
  function create_slider() return {} end
  function create_text_input() return {} end
  function UIBox_button() return {} end
  function create_tabs() return {} end
  function get_starting_params() return cards.deep_copy(G.GAME.starting_params) end
  -- The game's end_round settles the round and moves on to the cash-out screen; here only the
  -- state moves on (Calc.end_of_round runs the round's contexts when a step asks for it).
  function end_round()
    if G.GAME.blind then G.GAME.blind.in_blind = false end
    G.STATE = G.STATES.ROUND_EVAL
    G.STATE_COMPLETE = false
  end
  function new_round() end
  function win_game() G.GAME.won = true end
  function ease_round(mod) G.GAME.round = G.GAME.round + (mod or 1) end
  function highlight_card() end
  function play_area_status_text() end
  function sendDebugMessage(...) io.stderr:write(table.concat({ tostring((...)) }, " "), "\n") end
  sendInfoMessage, sendWarnMessage, sendErrorMessage, sendTraceMessage, sendMessageToConsole =
    sendDebugMessage, sendDebugMessage, sendDebugMessage, sendDebugMessage, sendDebugMessage

  H.vanilla_sounds = {}
  for _, key in ipairs(V.sounds) do H.vanilla_sounds[key] = true end

  -- Functions the game keeps in G.FUNCS and generated code hooks or calls.
  local function noop() end
  for _, name in ipairs({ "check_for_buy_space", "can_select_card", "use_card", "buy_from_shop", "sell_card",
    "can_reroll", "reroll_shop", "draw_from_deck_to_hand", "draw_from_discard_to_deck", "draw_from_hand_to_discard",
    "draw_from_play_to_discard", "draw_from_hand_to_deck", "discard_cards_from_highlighted", "play_cards_from_highlighted",
    "evaluate_play", "end_consumeable", "skip_blind", "select_blind", "cash_out", "can_buy", "can_buy_and_use",
    "can_redeem", "can_open", "can_skip_booster", "can_play", "can_discard", "toggle_shop", "exit_overlay_menu",
    "skip_booster", "reroll_boss", "can_reroll_boss", "start_run", "go_to_menu", "overlay_menu", "tutorial_part",
    "sort_hand_suit", "sort_hand_value", "your_collection", "options", "change_tab", "can_sell_card",
    "can_use_consumeable", "run_info", "deck_info", "hand_chip_UI_set", "hand_mult_UI_set", "blind_chip_UI_scale",
    "hand_text_UI_set", "set_Trance_font", "HUD_blind_debuff", "HUD_blind_reward", "set_button_pip" }) do
    G.FUNCS[name] = noop
  end
  G.FUNCS.check_for_buy_space = function(card)
    if card.ability.set == "Joker" then
      return #G.jokers.cards < G.jokers.config.card_limit + ((card.edition and card.edition.negative) and 1 or 0)
    end
    return true
  end
  G.FUNCS.get_poker_hand_info = get_poker_hand_info
  G.FUNCS.draw_from_deck_to_hand = function(e)
    local n = e or (G.hand.config.card_limit - #G.hand.cards)
    for _ = 1, n do draw_card(G.deck, G.hand) end
  end
end

function H.sound_exists(code)
  if H.vanilla_sounds[code] then return true end
  return SMODS.Sounds[code] ~= nil
end

-- Problems found by localize are only reported for the mod's own keys (containing its prefix):
-- the harness does not hold the game's full dictionary.
H.localize = function() return "ERROR" end

return H
