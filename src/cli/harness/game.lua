-- The game state model: G with its tables (colours, centers, pools, atlases, localization
-- skeleton), G.GAME for a fresh run, the card areas, the deck, the blind and the deck back.
local P = require("problems")
local cards = require("cards")
local V = require("vanilla_data")

local Game = {}
Game.vanilla = V

local function copy(t) return cards.deep_copy(t) end

local function hex(h)
  local r, g, b = tonumber(h:sub(1, 2), 16), tonumber(h:sub(3, 4), 16), tonumber(h:sub(5, 6), 16)
  return { r / 255, g / 255, b / 255, 1 }
end

local function colours()
  local C = {
    MULT = hex("FE5F55"), CHIPS = hex("009dff"), MONEY = hex("f3b958"), XMULT = hex("FE5F55"),
    FILTER = hex("ff9a00"), BLUE = hex("009dff"), RED = hex("FE5F55"), GREEN = hex("4BC292"),
    PALE_GREEN = hex("56a887"), ORANGE = hex("fda200"), IMPORTANT = hex("ff9a00"), GOLD = hex("eac058"),
    YELLOW = { 1, 1, 0, 1 }, CLEAR = { 0, 0, 0, 0 }, WHITE = { 1, 1, 1, 1 }, PURPLE = hex("8867a5"),
    BLACK = hex("374244"), L_BLACK = hex("4f6367"), GREY = hex("5f7377"), CHANCE = hex("4BC292"),
    JOKER_GREY = hex("bfc7d5"), VOUCHER = hex("cb724c"), BOOSTER = hex("646eb7"), EDITION = { 1, 1, 1, 1 },
    DARK_EDITION = { 0, 0, 0, 1 }, ETERNAL = hex("c75985"), PERISHABLE = hex("4f5da1"), RENTAL = hex("b18f43"),
    TEXT = { 1, 1, 1, 1 }, HAND_LEVELS = {}, BLIND = { Small = hex("50846e"), Big = hex("50846e"), Boss = hex("b44430"), won = hex("4f6367") },
    SO_1 = {}, SO_2 = {}, SUITS = {}, SECONDARY_SET = {}, SET = {}, RARITY = {},
    UI = { TEXT_LIGHT = { 1, 1, 1, 1 }, TEXT_DARK = hex("4F6367"), TEXT_INACTIVE = hex("88888899"),
      BACKGROUND_LIGHT = hex("B8D8D8"), BACKGROUND_WHITE = { 1, 1, 1, 1 }, BACKGROUND_DARK = hex("7A9A9A"),
      BACKGROUND_INACTIVE = hex("666666"), OUTLINE_LIGHT = hex("D8D8D8"), OUTLINE_LIGHT_TRANS = hex("D8D8D8"),
      OUTLINE_DARK = hex("7A9A9A"), TRANSPARENT_LIGHT = hex("eeeeee"), TRANSPARENT_DARK = hex("22222222"), HOVER = hex("00000055") },
    DYN_UI = { MAIN = hex("374244"), DARK = hex("374244"), BOSS_MAIN = hex("374244"), BOSS_DARK = hex("374244"), BOSS_PALE = hex("374244") },
    BACKGROUND = { L = { 1, 1, 0, 1 }, D = hex("374244"), C = hex("374244"), contrast = 1 },
  }
  for i = 1, 7 do C.HAND_LEVELS[i] = hex("efefef") end
  for _, s in ipairs(V.suits) do
    C.SUITS[s.key] = hex(s.colour); C.SO_1[s.key] = hex(s.colour); C.SO_2[s.key] = hex(s.colour)
  end
  for _, name in ipairs({ "Default", "Enhanced", "Joker", "Tarot", "Planet", "Spectral", "Voucher", "Edition", "Booster", "Back" }) do
    C.SECONDARY_SET[name] = hex("4f6367"); C.SET[name] = hex("4f6367")
  end
  local rarity = { hex("009dff"), hex("4BC292"), hex("fe5f55"), hex("b26cbb") }
  for i, name in ipairs({ "Common", "Uncommon", "Rare", "Legendary" }) do
    C.RARITY[i] = rarity[i]; C.RARITY[name] = rarity[i]
  end
  return C
end

Game.VANILLA_ATLASES = { "cards_1", "cards_2", "centers", "Joker", "Tarot", "Voucher", "Booster", "ui_1", "ui_2",
  "balatro", "gamepad_ui", "icons", "tags", "stickers", "chips", "collab_AU_1", "collab_AU_2", "collab_TW_1",
  "collab_TW_2", "collab_VS_1", "collab_VS_2", "collab_DTD_1", "collab_DTD_2", "collab_CYP_1", "collab_CYP_2",
  "collab_STS_1", "collab_STS_2", "collab_TBoI_1", "collab_TBoI_2", "collab_SV_1", "collab_SV_2", "mod_tags" }
Game.VANILLA_ANIMATION_ATLASES = { "blind_chips", "shop_sign" }
Game.VANILLA_SHADERS = { "background", "splash", "flash", "dissolve", "voucher", "vortex", "foil", "holo",
  "polychrome", "hologram", "debuff", "played", "negative", "negative_shine", "booster", "skew", "CRT", "flame" }

local STATES = { SELECTING_HAND = 1, HAND_PLAYED = 2, DRAW_TO_HAND = 3, GAME_OVER = 4, SHOP = 5, PLAY_TAROT = 6,
  BLIND_SELECT = 7, ROUND_EVAL = 8, TAROT_PACK = 9, PLANET_PACK = 10, MENU = 11, TUTORIAL = 12, SPLASH = 13,
  SANDBOX = 14, SPECTRAL_PACK = 15, DEMO_CTA = 16, STANDARD_PACK = 17, BUFFOON_PACK = 18, NEW_ROUND = 19,
  SMODS_BOOSTER_OPENED = 999, SMODS_REDEEM_VOUCHER = 998 }

local function center(row, set, extra)
  local c = { key = row.key, name = row.name, set = set, config = copy(row.config or {}), order = row.order,
    cost = row.cost, vanilla = true, discovered = true, unlocked = true, pos = { x = 0, y = 0 } }
  for k, v in pairs(extra or {}) do c[k] = v end
  return c
end

local ENHANCEMENT_EFFECT = { m_bonus = "Bonus Card", m_mult = "Mult Card", m_wild = "Wild Card", m_glass = "Glass Card",
  m_steel = "Steel Card", m_stone = "Stone Card", m_gold = "Gold Card", m_lucky = "Lucky Card" }

-- Registers every vanilla object (keys, configs) into G.P_* and the pools.
local function vanilla_centers()
  local centers, pools = {}, { Joker = {}, Tarot = {}, Planet = {}, Spectral = {}, Voucher = {}, Back = {},
    Booster = {}, Enhanced = {}, Edition = {}, Default = {}, Seal = {}, Tag = {}, Stake = {}, Blind = {},
    Consumeables = {}, Tarot_Planet = {}, Demo = {}, Unlocks = {} }
  local function add(c)
    centers[c.key] = c
    if pools[c.set] then table.insert(pools[c.set], c) end
  end
  for _, r in ipairs(V.jokers) do
    add(center(r, "Joker", { rarity = r.rarity, blueprint_compat = r.blueprint_compat,
      eternal_compat = r.eternal_compat, perishable_compat = r.perishable_compat }))
  end
  for _, r in ipairs(V.consumables) do
    local c = center(r, r.set, { consumeable = true })
    add(c)
    table.insert(pools.Consumeables, c)
    if r.set == "Tarot" or r.set == "Planet" then table.insert(pools.Tarot_Planet, c) end
  end
  for _, r in ipairs(V.vouchers) do add(center(r, "Voucher", { requires = r.requires and copy(r.requires) })) end
  for _, r in ipairs(V.boosters) do
    add(center(r, "Booster", { kind = r.kind, weight = r.weight, config = { extra = r.extra, choose = r.choose } }))
  end
  for _, r in ipairs(V.enhancements) do
    local extra = { effect = ENHANCEMENT_EFFECT[r.key] }
    if r.key == "m_stone" then extra.replace_base_card = true; extra.no_rank = true; extra.no_suit = true; extra.always_scores = true end
    if r.key == "m_wild" then extra.any_suit = true end
    if r.key == "m_glass" then extra.shatters = true end
    add(center(r, "Enhanced", extra))
  end
  for _, r in ipairs(V.editions) do
    add(center(r, "Edition", { shader = r.shader, extra_cost = r.extra_cost, sound = r.sound and { sound = r.sound, per = 1.2, vol = 0.4 } }))
  end
  add({ key = "e_base", name = "Base", set = "Edition", config = {}, vanilla = true, order = 1 })
  for _, r in ipairs(V.decks) do add(center(r, "Back")) end
  add({ key = "c_base", name = "Default Base", set = "Default", config = {}, vanilla = true, order = 1, effect = "Base" })
  local seals = {}
  for _, r in ipairs(V.seals) do
    seals[r.key] = { key = r.key, name = r.name, set = "Seal", config = {}, vanilla = true, badge_colour = hex(r.badge_colour), order = r.order }
    table.insert(pools.Seal, seals[r.key])
  end
  local tags = {}
  for _, r in ipairs(V.tags) do
    tags[r.key] = { key = r.key, name = r.name, set = "Tag", config = copy(r.config or {}), vanilla = true, min_ante = r.min_ante, order = r.order }
    table.insert(pools.Tag, tags[r.key])
  end
  local blinds = {}
  for _, r in ipairs(V.blinds) do
    blinds[r.key] = { key = r.key, name = r.name, set = "Blind", mult = r.mult, dollars = r.dollars, vanilla = true,
      boss = r.type == "boss" and { min = r.boss_min_ante or 1, max = 10, showdown = r.showdown } or nil, debuff = {}, config = {}, order = r.order }
  end
  local stakes = {}
  for _, r in ipairs(V.stakes) do stakes[r.key] = { key = r.key, name = r.name, set = "Stake", order = r.order, vanilla = true } end
  return centers, pools, seals, tags, blinds, stakes
end

local function playing_card_fronts()
  local fronts = {}
  for _, s in ipairs(V.suits) do
    for _, r in ipairs(V.ranks) do
      local key = s.card_key .. "_" .. r.card_key
      fronts[key] = { name = r.key .. " of " .. s.key, value = r.key, suit = s.key, pos = { x = 0, y = 0 }, key = key }
    end
  end
  return fronts
end

-- One-time setup of G's static tables. Mod objects are added later by injection.
function Game.boot()
  G = {}
  G.STATES = STATES
  G.STATE = STATES.SELECTING_HAND
  G.STAGES = { MAIN_MENU = 1, RUN = 2, SANDBOX = 3 }
  G.STAGE = G.STAGES.RUN
  G.C = colours()
  G.ARGS = { LOC_COLOURS = {}, score_intensity = {}, chip_flames = {} }
  G.SETTINGS = { GAMESPEED = 1, language = "en-us", real_language = "en-us", paused = false, tutorial_complete = true,
    profile = 1, colourblind_option = false, SOUND = { volume = 50, music_volume = 100, game_sounds_volume = 100 },
    GRAPHICS = { texture_scaling = 2, shadows = "On", crt = 70, bloom = 1 }, screenshake = true, reduced_motion = false,
    ACHIEVEMENTS_EARNED = {}, play_button_pos = 1, current_setup = "New Run" }
  G.PROFILES = { [1] = { career_stats = setmetatable({}, { __index = function() return 0 end }), high_scores = {},
    progress = {}, joker_usage = {}, consumeable_usage = {}, voucher_usage = {}, hand_usage = {}, deck_usage = {}, challenge_progress = { completed = {}, unlocked = {} } } }
  G.TIMERS = { REAL = 0, TOTAL = 0, REAL_SHADER = 0, UPTIME = 0, BACKGROUND = 0 }
  G.SPEEDFACTOR = 1
  G.CARD_W, G.CARD_H = 2.4 * 35 / 41, 2.4 * 47 / 41
  G.TILESIZE, G.TILESCALE = 20, 3.65
  G.ROOM = Moveable(0, 0, 20, 12)
  G.ROOM_ATTACH = Moveable(0, 0, 20, 12)
  G.I = { CARD = {}, CARDAREA = {}, NODE = {}, MOVEABLE = {}, SPRITE = {}, UIBOX = {}, POPUP = {}, ALERT = {} }
  G.CONTROLLER = { locks = {}, interrupt = {}, cursor_position = { x = 0, y = 0 }, held_keys = {}, pressed_keys = {} }
  G.FUNCS = {}
  G.UIDEF = {}
  G.OVERLAY_MENU = nil
  G.DISCOVER_TALLIES = {}
  G.E_MANAGER = EventManager()
  local centers, pools, seals, tags, blinds, stakes = vanilla_centers()
  G.P_CENTERS, G.P_CENTER_POOLS, G.P_SEALS, G.P_TAGS, G.P_BLINDS, G.P_STAKES = centers, pools, seals, tags, blinds, stakes
  G.P_JOKER_RARITY_POOLS = { {}, {}, {}, {} }
  for _, c in ipairs(pools.Joker) do table.insert(G.P_JOKER_RARITY_POOLS[c.rarity], c) end
  G.P_CARDS = playing_card_fronts()
  G.ASSET_ATLAS, G.ANIMATION_ATLAS, G.ASSET_IMAGES, G.SHADERS = {}, {}, {}, {}
  for _, name in ipairs(Game.VANILLA_ATLASES) do G.ASSET_ATLAS[name] = { name = name, px = 71, py = 95, vanilla = true } end
  for _, name in ipairs(Game.VANILLA_ANIMATION_ATLASES) do G.ANIMATION_ATLAS[name] = { name = name, px = 34, py = 34, vanilla = true } end
  for _, name in ipairs(Game.VANILLA_SHADERS) do G.SHADERS[name] = { vanilla = true, send = function() end } end
  G.handlist = {}
  local hands = {}
  for _, h in ipairs(V.poker_hands) do hands[#hands + 1] = h end
  table.sort(hands, function(a, b) return a.order < b.order end)
  for _, h in ipairs(hands) do G.handlist[#G.handlist + 1] = h.key end
  G.shared_seals, G.shared_stickers, G.shared_sticker_eternal = {}, {}, {}
  G.sticker_card = nil
  G.localization = nil -- built by localization.lua
end

-- What Game:start_run builds after the deck's apply_to_run: the card areas and the deck's cards.
local RUN_AREAS = { "jokers", "consumeables", "hand", "play", "deck", "discard", "playing_cards" }

local function new_area(limit, kind, highlighted_limit)
  return CardArea(0, 0, 1, 1, { card_limit = limit, type = kind, highlighted_limit = highlighted_limit })
end

local function hand_table()
  local hands = {}
  for _, h in ipairs(V.poker_hands) do
    hands[h.key] = { visible = h.visible_by_default ~= false, order = h.order, mult = h.base_mult, chips = h.base_chips,
      s_mult = h.base_mult, s_chips = h.base_chips, level = 1, l_mult = h.level_mult, l_chips = h.level_chips,
      played = 0, played_this_round = 0, example = {} }
  end
  return hands
end

function Game.new_game_state()
  return {
    won = false, round = 1, stake = 1, seeded = true, challenge = nil,
    dollars = 4, dollar_buffer = 0, chips = 0, chips_text = "0", bankrupt_at = 0, interest_cap = 25, interest_amount = 1,
    discount_percent = 0, inflation = 0, edition_rate = 1, joker_rate = 20, tarot_rate = 4, planet_rate = 4,
    spectral_rate = 0, playing_card_rate = 0, rental_rate = 3, base_reroll_cost = 5, perishable_rounds = 5,
    win_ante = 8, skips = 0, joker_buffer = 0, consumeable_buffer = 0, hands_played = 0, unused_discards = 0,
    current_boss_streak = 0, max_jokers = 0, ecto_minus = 1, STOP_USE = 0, facing_blind = true, blind_on_deck = "Small",
    round_bonus = { next_hands = 0, discards = 0 }, starting_deck_size = 52,
    starting_params = { dollars = 4, hand_size = 8, discards = 3, hands = 4, reroll_cost = 5, joker_slots = 5,
      consumable_slots = 2, ante_scaling = 1, play_limit = 5, discard_limit = 5,
      -- Steamodded's shop counts (lovely/shop.toml)
      boosters_in_shop = 2, vouchers_in_shop = 1 },
    round_resets = { hands = 4, discards = 3, reroll_cost = 5, free_rerolls = 0, temp_reroll_cost = nil, temp_handsize = nil, ante = 1,
      blind_ante = 1, blind_states = { Small = "Select", Big = "Upcoming", Boss = "Upcoming" },
      loc_blind_states = { Small = "", Big = "", Boss = "" },
      blind_choices = { Small = "bl_small", Big = "bl_big", Boss = "bl_hook" }, boss_rerolled = false,
      blind_tags = { Small = "tag_uncommon", Big = "tag_rare" } },
    current_round = { hands_left = 4, discards_left = 3, hands_played = 0, discards_used = 0, reroll_cost = 5,
      reroll_cost_increase = 0, free_rerolls = 0, dollars = 0, dollars_to_be_earned = "", round_text = "Round ",
      jokers_purchased = 0, used_packs = {}, cards_flipped = 0, voucher = { spawn = {} },
      idol_card = { suit = "Spades", rank = "Ace", id = 14 }, mail_card = { rank = "Ace", id = 14 },
      ancient_card = { suit = "Spades" }, castle_card = { suit = "Spades" }, most_played_poker_hand = "High Card",
      fortune_tell = nil },
    previous_round = { dollars = 4 },
    hands = hand_table(),
    probabilities = { normal = 1 },
    pool_flags = {}, used_vouchers = {}, used_jokers = {}, banned_keys = {}, modifiers = {}, tags = {},
    orbital_choices = {}, consumeable_usage = {}, hand_usage = {}, cards_played = {},
    consumeable_usage_total = { tarot = 0, planet = 0, spectral = 0, tarot_planet = 0, all = 0 },
    round_scores = { furthest_ante = { amt = 0 }, furthest_round = { amt = 0 }, hand = { amt = 0 }, poker_hand = { amt = 0 },
      new_collection = { amt = 0 }, cards_played = { amt = 0 }, cards_discarded = { amt = 0 }, times_rerolled = { amt = 0 },
      cards_purchased = { amt = 0 } },
    shop = { joker_max = 2 },
    pseudorandom = { seed = "HARNESS1", hashed_seed = 0.5 },
    last_hand_played = nil, last_tarot_planet = nil, selected_back_key = { key = "b_red" },
    smods_rerolls = 0,
  }
end

-- Steamodded's Game:init_game_object adds a weight modifier per rarity (<key>_mod = 1), read by
-- SMODS.poll_rarity (src/game_object.lua).
local function rarity_mods(state)
  for _, name in ipairs({ "common", "uncommon", "rare", "legendary" }) do state[name .. "_mod"] = 1 end
  for key in pairs(SMODS and SMODS.Rarities or {}) do state[tostring(key):lower() .. "_mod"] = state[tostring(key):lower() .. "_mod"] or 1 end
  return state
end

-- A fresh run: G.GAME, the areas, a shuffled 52-card deck with an 8-card hand drawn, the
-- Red Deck back and the Small Blind in play. `opts.no_draw` leaves the hand empty.
function Game.new_run(opts)
  opts = opts or {}
  cards.reset_ids()
  G.E_MANAGER = EventManager()
  G.GAME = rarity_mods(Game.new_game_state())
  for rank_key in pairs(SMODS.Ranks) do G.GAME.cards_played[rank_key] = { suits = {}, total = 0 } end
  G.playing_card = 0
  G.playing_cards = {}
  G.jokers = new_area(5, "joker", 1)
  G.consumeables = new_area(2, "joker", 1)
  G.vouchers = new_area(1000, "joker")
  G.hand = new_area(8, "hand", 5)
  G.play = new_area(5, "play")
  G.deck = new_area(52, "deck")
  G.discard = new_area(500, "discard")
  G.shop_jokers = new_area(2, "shop")
  G.shop_vouchers = new_area(1, "shop")
  G.shop_booster = new_area(2, "shop")
  G.pack_cards = nil
  -- (the game keeps the last opened pack across runs; scenarios each start without one)
  if SMODS then SMODS.OPENED_BOOSTER = nil end
  G.hand_text_area = { chips = Moveable(0, 0, 1, 1), mult = Moveable(0, 0, 1, 1), handname = Moveable(0, 0, 1, 1),
    hand_level = Moveable(0, 0, 1, 1), game_chips = Moveable(0, 0, 1, 1), blind_chips = Moveable(0, 0, 1, 1), round = Moveable(0, 0, 1, 1) }
  G.HUD = UIBox({}); G.HUD_blind = UIBox({}); G.HUD_tags = {}
  G.buttons = nil
  G.STATE = G.STATES.SELECTING_HAND
  G.GAME.selected_back = Back(G.P_CENTERS[opts.back or "b_red"])
  G.GAME.blind = Blind(0, 0, 1, 1)
  G.GAME.blind:set_blind(G.P_BLINDS[opts.blind or "bl_small"], true)
  for _, s in ipairs(V.suits) do
    for _, r in ipairs(V.ranks) do
      local card = Card(0, 0, G.CARD_W, G.CARD_H, G.P_CARDS[s.card_key .. "_" .. r.card_key], G.P_CENTERS.c_base, { playing_card = G.playing_card })
      G.playing_cards[#G.playing_cards + 1] = card
      G.deck:emplace(card)
    end
  end
  G.deck:shuffle("harness_deck")
  if not opts.no_draw then
    -- the run's first hand, dealt at once (the harness's setup; the game's draw_card queues it)
    for _ = 1, G.hand.config.card_limit do
      local card = G.deck:remove_card(nil)
      if card then G.hand:emplace(card) end
    end
  end
  hand_chips, mult = 0, 0
  return G
end

function Game.install_objects()
  Blind = Moveable:extend()
  function Blind:init(x, y, w, h)
    Moveable.init(self, x, y, w, h)
    self.chips, self.mult, self.dollars = 0, 1, 0
    self.config = { blind = {} }
    self.debuff = {}
    self.hands = {}
    self.disabled = false
    self.boss = false
    self.name = ""
    self.chip_text = "0"
    self.effect = {}
  end
  function Blind:set_blind(blind, _reset, _silent)
    blind = blind or G.P_BLINDS.bl_small
    self.config.blind = blind
    self.name = blind.name
    self.dollars = blind.dollars or 0
    self.mult = blind.mult or 1
    self.boss = blind.boss and true or false
    self.debuff = copy(blind.debuff or {})
    self.effect = copy(blind.config or {})
    self.chips = get_blind_amount(G.GAME.round_resets.ante) * self.mult * (G.GAME.starting_params.ante_scaling or 1)
    self.chip_text = number_format(self.chips)
    self.in_blind = true
    self.triggered, self.hands, self.only_hand = false, nil, nil
    if blind.set_blind and not blind.vanilla then blind:set_blind() end
  end
  function Blind:disable()
    self.disabled = true
    if SMODS.calculate_context then SMODS.calculate_context({ blind_disabled = true }) end
  end
  function Blind:defeat() self.in_blind = false end
  function Blind:get_type()
    if self.boss then return "Boss" end
    if self.config.blind.key == "bl_big" then return "Big" end
    return "Small"
  end
  function Blind:debuff_card(card) end
  -- The game's own check of a played hand by the Boss Blinds that judge hands (Blind:debuff_hand):
  -- The Eye (no hand type twice) and The Mouth (one hand type) debuff it, The Arm lowers its level;
  -- `triggered` says the blind's ability fired (Matador). A disabled blind checks nothing.
  function Blind:debuff_hand(_cards, _hand, handname, check)
    if self.disabled then return end
    if self.name == "The Eye" then
      self.triggered = false
      self.hands = self.hands or {}
      if self.hands[handname] then self.triggered = true; return true end
      if not check then self.hands[handname] = true end
    elseif self.name == "The Mouth" then
      self.triggered = false
      if self.only_hand and self.only_hand ~= handname then self.triggered = true; return true end
      if not check then self.only_hand = handname end
    elseif self.name == "The Arm" then
      self.triggered = false
      if G.GAME.hands[handname] and G.GAME.hands[handname].level > 1 then
        self.triggered = true
        if not check then level_up_hand(nil, handname, nil, -1) end
      end
    end
    return false
  end
  function Blind:stay_flipped() return false end
  function Blind:modify_hand(_cards, _poker_hands, _text, m, c) return m, c, false end
  function Blind:press_play() return false end
  function Blind:drawn_to_hand() end
  function Blind:get_loc_debuff_text() return "" end
  function Blind:wiggle() end
  function Blind:juice_up() end
  function Blind:alert_debuff() end
  function Blind:set_text() end
  function Blind:change_colour() end

  -- What a vanilla voucher a deck starts with does to the run (the game's Card:apply_to_run, by
  -- the voucher's name; the amounts are its config.extra). Only for a Back's starting vouchers.
  local VANILLA_VOUCHER_APPLY = {
    v_overstock_norm = function() change_shop_size(1) end,
    v_overstock_plus = function() change_shop_size(1) end,
    v_tarot_merchant = function(x) G.GAME.tarot_rate = 4 * x end,
    v_tarot_tycoon = function(x) G.GAME.tarot_rate = 4 * x end,
    v_planet_merchant = function(x) G.GAME.planet_rate = 4 * x end,
    v_planet_tycoon = function(x) G.GAME.planet_rate = 4 * x end,
    v_crystal_ball = function() G.consumeables.config.card_limit = G.consumeables.config.card_limit + 1 end,
    v_hone = function(x) G.GAME.edition_rate = x end,
    v_glow_up = function(x) G.GAME.edition_rate = x end,
    v_magic_trick = function(x) G.GAME.playing_card_rate = x end,
    v_seed_money = function(x) G.GAME.interest_cap = x end,
    v_money_tree = function(x) G.GAME.interest_cap = x end,
    v_antimatter = function() G.jokers.config.card_limit = G.jokers.config.card_limit + 1 end,
    v_paint_brush = function() G.hand:change_size(1) end,
    v_palette = function() G.hand:change_size(1) end,
  }

  Back = Object:extend()
  function Back:init(selected)
    selected = selected or G.P_CENTERS.b_red
    self.name = selected.name
    self.effect = { center = selected, config = copy(selected.config or {}) }
    self.loc_name = selected.name
    self.pos = selected.pos
  end
  function Back:get_name() return self.name end
  function Back:change_to(new_back)
    self.name = new_back.name
    self.effect = { center = new_back, config = copy(new_back.config or {}) }
  end
  -- The vanilla config keys every back still applies (smods.md 2.13), then the mod's apply.
  function Back:apply_to_run()
    local center = self.effect.center
    local cfg = self.effect.config or {}
    local function voucher(key, where)
      local v = G.P_CENTERS[key]
      if not v or v.set ~= "Voucher" then
        P.crash("deck config " .. where .. " '" .. tostring(key) .. "' is not a voucher key (Card.apply_to_run on nil: crash at run start)")
      end
      G.GAME.used_vouchers[key] = true
      local apply = VANILLA_VOUCHER_APPLY[key]
      if apply then apply(type(v.config) == "table" and v.config.extra or 0) end
    end
    if cfg.voucher ~= nil then voucher(cfg.voucher, "voucher") end
    if cfg.vouchers ~= nil then
      if type(cfg.vouchers) ~= "table" then P.crash("deck config vouchers must be a list of voucher keys") end
      for _, key in ipairs(cfg.vouchers) do voucher(key, "vouchers") end
    end
    if cfg.consumables ~= nil then
      if type(cfg.consumables) ~= "table" then P.crash("deck config consumables must be a list of card keys") end
      for _, key in ipairs(cfg.consumables) do
        if not G.P_CENTERS[key] then
          P.crash("deck config consumables names '" .. tostring(key) .. "', which is not a card key (create_card on nil: crash at run start)")
        end
        local card = SMODS.create_card({ key = key, area = G.consumeables })
        G.consumeables:emplace(card)
        card:add_to_deck()
      end
    end
    for _, k in ipairs({ "dollars", "hands", "discards", "joker_slot", "consumable_slot", "hand_size",
      "extra_hand_bonus", "extra_discard_bonus", "spectral_rate", "ante_scaling" }) do
      if cfg[k] ~= nil and type(cfg[k]) ~= "number" then
        P.crash("deck config " .. k .. " must be a number (got " .. type(cfg[k]) .. ")")
      end
    end
    if cfg.dollars then G.GAME.dollars = G.GAME.dollars + cfg.dollars end
    if cfg.hands then G.GAME.round_resets.hands = G.GAME.round_resets.hands + cfg.hands end
    if cfg.discards then G.GAME.round_resets.discards = G.GAME.round_resets.discards + cfg.discards end
    if cfg.joker_slot then G.jokers.config.card_limit = G.jokers.config.card_limit + cfg.joker_slot end
    if cfg.consumable_slot then G.consumeables.config.card_limit = G.consumeables.config.card_limit + cfg.consumable_slot end
    if cfg.hand_size then G.hand.config.card_limit = G.hand.config.card_limit + cfg.hand_size end
    -- the game's other Back config keys (Back:apply_to_run): run modifiers and how the deck is built
    if cfg.no_interest then G.GAME.modifiers.no_interest = true end
    if cfg.extra_hand_bonus then G.GAME.modifiers.money_per_hand = cfg.extra_hand_bonus end
    if cfg.extra_discard_bonus then G.GAME.modifiers.money_per_discard = cfg.extra_discard_bonus end
    if cfg.spectral_rate then G.GAME.spectral_rate = cfg.spectral_rate end
    if cfg.ante_scaling then G.GAME.starting_params.ante_scaling = cfg.ante_scaling end
    if cfg.remove_faces or cfg.randomize_rank_suit then
      -- the game builds the starting deck without faces (no_faces) or of random cards (erratic)
      local suits, ranks = { "Spades", "Hearts", "Clubs", "Diamonds" }, { "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King", "Ace" }
      for i = #G.playing_cards, 1, -1 do
        local c = G.playing_cards[i]
        if cfg.remove_faces and (c.base.value == "Jack" or c.base.value == "Queen" or c.base.value == "King") then
          if c.area then c.area:remove_card(c) end
          table.remove(G.playing_cards, i)
        elseif cfg.randomize_rank_suit then
          SMODS.change_base(c, pseudorandom_element(suits, pseudoseed("erratic")), pseudorandom_element(ranks, pseudoseed("erratic")))
        end
      end
    end
    if center.apply and not center.vanilla then
      -- The game calls apply (Game:start_run -> Back:apply_to_run) before it builds this run's
      -- card areas and its deck: at that moment they are missing (the first run of a session) or
      -- the last run's. A deck's apply that reads them at once crashes or reads the wrong run; its
      -- card changes must wait in events. Events queued here run once the areas are back.
      local kept = {}
      for _, k in ipairs(RUN_AREAS) do kept[k] = G[k]; G[k] = nil end
      -- Money is 0 until start_run sets it from starting_params after apply; hands and discards
      -- are set from there too: what apply changes in them at once is overwritten.
      local sp, rr, cr = G.GAME.starting_params, G.GAME.round_resets, G.GAME.current_round
      local before = { dollars = G.GAME.dollars, hands = rr.hands, discards = rr.discards,
        sp_dollars = sp.dollars, sp_hands = sp.hands, sp_discards = sp.discards }
      G.GAME.dollars = 0
      local ok, err = pcall(center.apply, center, self)
      for _, k in ipairs(RUN_AREAS) do G[k] = kept[k] end
      G.GAME.dollars = before.dollars + ((sp.dollars or 0) - (before.sp_dollars or 0))
      rr.hands = before.hands + ((sp.hands or 0) - (before.sp_hands or 0))
      rr.discards = before.discards + ((sp.discards or 0) - (before.sp_discards or 0))
      cr.hands_left, cr.discards_left = rr.hands, rr.discards
      if not ok then error(err, 0) end
    end
  end
  function Back:trigger_effect(args)
    local center = self.effect.center
    if center.trigger_effect and not center.vanilla then return center:trigger_effect(args) end
  end
  function Back:save() return {} end

  Tag = Object:extend()
  function Tag:init(tag_key, for_shop, blind_type)
    local proto = G.P_TAGS[tag_key]
    if not proto then P.crash("Tag('" .. tostring(tag_key) .. "'): no such tag (G.P_TAGS." .. tostring(tag_key) .. " is nil)") end
    self.key = tag_key
    self.name = proto.name
    self.config = copy(proto.config or {})
    self.pos = proto.pos
    self.ability = { orbital_hand = "Pair", blind_type = blind_type }
    self.triggered = false
    self.ID = math.random(1, 1000000)
  end
  function Tag:yep(_message, _colour, func)
    if func then G.E_MANAGER:add_event(Event({ func = func })) end
    self.triggered = true
  end
  function Tag:nope() self.triggered = true end
  function Tag:apply_to_run(context)
    local proto = G.P_TAGS[self.key]
    if proto.apply and not proto.vanilla then return proto:apply(self, context) end
  end
  function Tag:set_ability() end
  function Tag:generate_UI() return UIBox({}), Sprite(0, 0, 1, 1) end
  function Tag:get_uibox_table() return {} end
  function Tag:remove() end
  function Tag:juice_up() end
end

return Game
