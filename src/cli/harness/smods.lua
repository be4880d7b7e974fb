-- The Steamodded stand-in: SMODS.* object classes that check each declaration like the real
-- loader (smods.md 2.1-2.2: the "mod" field assert, required parameters, key prefixes,
-- duplicate keys, per-object dependencies) and the SMODS API generated code calls (3.5).
local P = require("problems")
local B = require("budget")
local helpers = require("helpers")
local cards = require("cards")
local Calc = require("calc")
local Poker = require("poker")
local L = require("localization")
local R = require("random")
local V = require("vanilla_data")

local S = {}

-- Every registered object in declaration order: { obj, class, file, line }.
S.objects = {}
S.record_of = setmetatable({}, { __mode = "k" })
-- Mod ids present besides the mod under test (object-level dependencies resolve against these).
S.present_mods = { Steamodded = true, Lovely = true, Balatro = true }

local ATLAS_FIELDS = { "atlas", "soul_atlas", "hc_atlas", "lc_atlas", "hc_soul_atlas", "lc_soul_atlas",
  "hc_ui_atlas", "lc_ui_atlas", "sticker_atlas", "locked_atlas" }
S.ATLAS_FIELDS = ATLAS_FIELDS

local function modify_key(obj, field, prefix)
  local value = obj[field]
  if type(value) == "number" then value = tostring(value) end
  if type(value) ~= "string" or not prefix then return end
  if value:sub(1, #prefix + 1) ~= prefix .. "_" then
    obj[field] = prefix .. "_" .. value
  else
    obj[field] = value
  end
end

local function add_prefixes(cls, obj)
  if obj.prefix_config == false then return end
  local cfg = type(obj.prefix_config) == "table" and obj.prefix_config or {}
  local mod_prefix = obj.mod and obj.mod.prefix
  local key_cfg = cfg.key
  if obj.raw_key then key_cfg = false end
  if key_cfg ~= false then
    if type(key_cfg) ~= "table" then key_cfg = {} end
    if cls.prefix_mod ~= false and key_cfg.mod ~= false then modify_key(obj, "key", mod_prefix) end
    if cls.class_prefix and key_cfg.class ~= false then modify_key(obj, "key", cls.class_prefix) end
  end
  for _, field in ipairs(ATLAS_FIELDS) do
    if rawget(obj, field) ~= nil and cfg[field] ~= false then modify_key(obj, field, mod_prefix) end
  end
  if cls.class_name == "Edition" and type(rawget(obj, "shader")) == "string" and cfg.shader ~= false then
    modify_key(obj, "shader", mod_prefix)
  end
end

local function dependencies_met(deps)
  if deps == nil then return true end
  if type(deps) == "string" then deps = { deps } end
  if type(deps) ~= "table" then return true end
  for _, dep in ipairs(deps) do
    local id = type(dep) == "string" and dep:match("^%s*([^(%s]+)") or nil
    if id and not S.present_mods[id] and not (SMODS.current_mod and SMODS.current_mod.id == id) then return false end
  end
  return true
end

-- Base class of every SMODS object.
local GameObject = {}
GameObject.__index = GameObject
GameObject.class_name = "GameObject"
GameObject.required_params = { "key" }

function GameObject.__call(cls, o) return cls:__new(o) end
setmetatable(GameObject, { __call = GameObject.__call })

function GameObject:extend(fields)
  local cls = fields or {}
  cls.__index = cls
  cls.__call = GameObject.__call
  cls.super = self
  if cls.obj_table == nil then cls.obj_table = self.obj_table end
  if cls.obj_buffer == nil then cls.obj_buffer = self.obj_buffer end
  return setmetatable(cls, self)
end

-- Whether the final key is already taken (this mod's objects or the game's).
function GameObject:exists(key)
  if self.obj_table and self.obj_table[key] then return true end
  if self.get_obj and self.get_obj(key) then return true end
  return false
end

function GameObject:__new(o)
  if type(o) ~= "table" then P.crash("SMODS." .. self.class_name .. " expects a table (got " .. type(o) .. ")", 3) end
  if rawget(o, "mod") ~= nil then P.crash('Created object should not have "mod" field defined.', 3) end
  setmetatable(o, self)
  for _, param in ipairs(self.required_params) do
    if o[param] == nil then
      P.crash("Missing required parameter for " .. self.class_name .. " declaration: " .. param, 3)
    end
  end
  local file, line = P.mod_frame(3)
  o.mod = SMODS.current_mod
  o.original_key = o.key
  if type(o.key) ~= "string" and type(o.key) ~= "number" then
    P.crash(self.class_name .. " key must be a string (got " .. type(o.key) .. ")", 3)
  end
  add_prefixes(self, o)
  if self.on_declare then self.on_declare(o, file, line) end
  if not dependencies_met(rawget(o, "dependencies")) then return o end
  if self:exists(o.key) then
    P.add({ file = file, line = line, item = o.key,
      message = "Object " .. o.key .. " has the same key as an existing object, not registering (the " .. self.class_name .. " is silently dropped)" })
    return o
  end
  if self.obj_table then
    self.obj_table[o.key] = o
    table.insert(self.obj_buffer, o.key)
  end
  o.registered = true
  local record = { obj = o, class = self, file = file, line = line }
  S.objects[#S.objects + 1] = record
  S.record_of[o] = record
  return o
end

function GameObject:register()
  if self.registered then return self end
  return self
end

function GameObject:take_ownership(key, obj, silent)
  if type(key) ~= "string" then P.crash("take_ownership needs a key string", 3) end
  local full = key
  if self.class_prefix and full:sub(1, #self.class_prefix + 1) ~= self.class_prefix .. "_" then
    full = self.class_prefix .. "_" .. full
  end
  local existing = (self.obj_table and self.obj_table[full]) or (self.get_obj and self.get_obj(full))
  if not existing then
    P.here("take_ownership: " .. self.class_name .. " '" .. full .. "' does not exist, nothing is changed", full, 3)
    return nil
  end
  obj = obj or {}
  obj.mod = nil
  local fake = { mod = SMODS.current_mod, prefix_config = obj.prefix_config }
  for k, v in pairs(obj) do
    fake[k] = v
  end
  add_prefixes(self, fake)
  fake.key = nil
  fake.mod = nil
  for k, v in pairs(fake) do existing[k] = v end
  existing.taken_ownership = true
  local file, line = P.mod_frame(2)
  if not S.record_of[existing] then
    local record = { obj = existing, class = self, file = file, line = line, owned = true }
    S.objects[#S.objects + 1] = record
    S.record_of[existing] = record
  end
  return existing
end

function GameObject:inject() end
function GameObject:process_loc_text() end
function GameObject:delete() end

S.GameObject = GameObject

local function class(parent, fields) return parent:extend(fields) end

function S.install()
  SMODS = {}
  SMODS.version = "1.0.0~BETA-2021a"
  SMODS.release = "1.0.0~BETA-1814a"
  SMODS.path = "Mods/Steamodded/"
  SMODS.Mods = {}
  SMODS.current_mod = nil
  SMODS.optional_features = { cardareas = {} }
  SMODS.GameObject = GameObject

  SMODS.Atlases, SMODS.Sounds, SMODS.Shaders, SMODS.Centers, SMODS.Seals = {}, {}, {}, {}, {}
  SMODS.Rarities, SMODS.ConsumableTypes, SMODS.ObjectTypes, SMODS.Stickers, SMODS.Tags = {}, {}, {}, {}, {}
  SMODS.Blinds, SMODS.UndiscoveredSprites, SMODS.Gradients, SMODS.Keybinds, SMODS.Stakes = {}, {}, {}, {}, {}
  SMODS.Challenges, SMODS.PokerHands, SMODS.Ranks, SMODS.Suits, SMODS.Languages = {}, {}, {}, {}, {}
  SMODS.Fonts, SMODS.DrawSteps, SMODS.Attributes = {}, {}, {}

  local function generic(name, fields)
    fields = fields or {}
    fields.class_name = name
    fields.obj_table = fields.obj_table or SMODS[name .. "s"] or {}
    fields.obj_buffer = {}
    fields.required_params = fields.required_params or { "key" }
    local cls = class(GameObject, fields)
    SMODS[name] = cls
    return cls
  end

  generic("Atlas", { obj_table = SMODS.Atlases, required_params = { "key", "path", "px", "py" }, atlas_table = "ASSET_ATLAS" })
  generic("Sound", { obj_table = SMODS.Sounds, required_params = { "key", "path" },
    on_declare = function(o)
      if rawget(o, "select_music_track") and not tostring(o.key):find("music", 1, true) then
        P.crash("Sound '" .. o.key .. "' defines select_music_track but its key does not contain 'music' (assertion failed)", 4)
      end
    end })
  function SMODS.Sound:register_global() end
  function SMODS.Sound.create_stop_sound() end
  function SMODS.Sound.get_current_music() return nil end
  generic("Shader", { obj_table = SMODS.Shaders, required_params = { "key", "path" } })

  local function center_exists(key) return G.P_CENTERS[key] end
  local Center = generic("Center", { obj_table = SMODS.Centers, get_obj = center_exists,
    pos = { x = 0, y = 0 }, config = {}, unlocked = true, discovered = false })
  SMODS.Center = Center
  local function center_class(name, fields)
    fields.class_name = name
    fields.obj_buffer = {}
    local cls = class(Center, fields)
    SMODS[name] = cls
    return cls
  end
  center_class("Joker", { set = "Joker", class_prefix = "j", rarity = 1, cost = 3, atlas = "Joker",
    blueprint_compat = true, eternal_compat = true, perishable_compat = true })
  center_class("Consumable", { class_prefix = "c", cost = 3, atlas = "Tarot", consumeable = true,
    required_params = { "key", "set" } })
  local function consumable_subclass(name, set, cost)
    local cls = class(SMODS.Consumable, { class_name = name, set = set, cost = cost, obj_buffer = {} })
    cls.required_params = { "key" }
    SMODS[name] = cls
  end
  consumable_subclass("Tarot", "Tarot", 3)
  consumable_subclass("Planet", "Planet", 3)
  consumable_subclass("Spectral", "Spectral", 4)
  center_class("Voucher", { set = "Voucher", class_prefix = "v", cost = 10, atlas = "Voucher", available = true })
  center_class("Back", { set = "Back", class_prefix = "b", atlas = "centers", discovered = true, stake = 1 })
  center_class("Booster", { set = "Booster", class_prefix = "p", atlas = "Booster", cost = 4, weight = 1,
    config = { extra = 3, choose = 1 },
    loc_vars = function(self, info_queue, card)
      local cfg = (card and card.ability) or self.config or {}
      return { vars = { cfg.choose, cfg.extra } }
    end, default_loc_vars = true })
  center_class("Enhancement", { set = "Enhanced", class_prefix = "m", atlas = "centers", weight = 5,
    on_declare = function(o)
      if rawget(o, "no_suit") and rawget(o, "any_suit") then
        P.crash("Enhancement '" .. o.key .. "' sets both no_suit and any_suit (assertion failed)", 4)
      end
    end })
  center_class("Edition", { set = "Edition", class_prefix = "e", atlas = "Joker", weight = 0, in_shop = false,
    extra_cost = 0, required_params = { "key", "shader" }, sound = { sound = "foil1", per = 1.2, vol = 0.4 } })

  generic("Seal", { obj_table = SMODS.Seals, get_obj = function(key) return G.P_SEALS[key] end,
    required_params = { "key", "pos" }, set = "Seal", pos = { x = 0, y = 0 }, atlas = "centers", config = {},
    discovered = false,
    on_declare = function(o)
      if rawget(o, "no_suit") and rawget(o, "any_suit") then
        P.crash("Seal '" .. o.key .. "' sets both no_suit and any_suit (assertion failed)", 4)
      end
    end })
  generic("Rarity", { obj_table = SMODS.Rarities, set = "Rarity", default_weight = 0 })
  generic("ObjectType", { obj_table = SMODS.ObjectTypes, prefix_mod = false, set = "ObjectType" })
  generic("ConsumableType", { obj_table = SMODS.ConsumableTypes, prefix_mod = false, set = "ConsumableType",
    required_params = { "key", "primary_colour", "secondary_colour" }, collection_rows = { 6, 6 } })
  generic("UndiscoveredSprite", { obj_table = SMODS.UndiscoveredSprites, prefix_mod = false,
    required_params = { "key", "atlas", "pos" } })
  generic("Tag", { obj_table = SMODS.Tags, class_prefix = "tag", set = "Tag", atlas = "tags", config = {},
    pos = { x = 0, y = 0 }, get_obj = function(key) return G.P_TAGS[key] end })
  generic("Blind", { obj_table = SMODS.Blinds, class_prefix = "bl", set = "Blind", atlas = "blind_chips",
    dollars = 5, mult = 2, config = {}, pos = { x = 0, y = 0 }, get_obj = function(key) return G.P_BLINDS[key] end })
  generic("Sticker", { obj_table = SMODS.Stickers, set = "Sticker", atlas = "stickers", pos = { x = 0, y = 0 },
    rate = 0.3, needs_enable_flag = true, sets = { Joker = true }, config = {},
    on_declare = function(o)
      if rawget(o, "no_suit") and rawget(o, "any_suit") then
        P.crash("Sticker '" .. o.key .. "' sets both no_suit and any_suit (assertion failed)", 4)
      end
    end })
  generic("Stake", { obj_table = SMODS.Stakes, class_prefix = "stake" })
  generic("Challenge", { obj_table = SMODS.Challenges })
  generic("Keybind", { obj_table = SMODS.Keybinds, class_prefix = "keybind", required_params = {} })
  generic("Gradient", { obj_table = SMODS.Gradients, required_params = { "key", "colours" } })
  generic("Language", { obj_table = SMODS.Languages, prefix_mod = false })
  generic("PokerHand", { obj_table = SMODS.PokerHands })
  generic("Font", { obj_table = SMODS.Fonts, required_params = { "key", "path" } })
  generic("DrawStep", { obj_table = SMODS.DrawSteps, required_params = { "key", "order" } })
  generic("Attribute", { obj_table = SMODS.Attributes })
  generic("JimboQuip", { obj_table = {} })
  generic("Suit", { obj_table = SMODS.Suits, required_params = { "key", "card_key" } })
  generic("Rank", { obj_table = SMODS.Ranks, required_params = { "key", "card_key" } })
  generic("Scoring_Parameter", { obj_table = {} })
  generic("Scoring_Calculation", { obj_table = {} })
  generic("DynaTextEffect", { obj_table = {} })
  SMODS.Sprite = Sprite

  -- What the game and Steamodded register before any mod loads.
  for _, name in ipairs({ "Common", "Uncommon", "Rare", "Legendary" }) do
    SMODS.Rarities[name] = { key = name, vanilla = true, pools = { Joker = true } }
  end
  for _, name in ipairs({ "Tarot", "Planet", "Spectral" }) do
    SMODS.ConsumableTypes[name] = { key = name, vanilla = true }
    SMODS.ObjectTypes[name] = SMODS.ConsumableTypes[name]
  end
  for _, name in ipairs({ "Joker", "Consumeables", "Tarot_Planet", "Enhanced", "Edition", "Voucher", "Booster", "Back", "Default", "Base" }) do
    SMODS.ObjectTypes[name] = SMODS.ObjectTypes[name] or { key = name, vanilla = true }
  end
  for _, s in ipairs(V.stickers) do SMODS.Stickers[s.key] = { key = s.key, vanilla = true } end
  for _, r in ipairs(V.suits) do
    SMODS.Suits[r.key] = { key = r.key, card_key = r.card_key, suit_nominal = r.suit_nominal, vanilla = true }
  end
  SMODS.Suit.obj_buffer = { "Spades", "Hearts", "Clubs", "Diamonds" }
  local order = {}
  for i, r in ipairs(V.ranks) do
    SMODS.Ranks[r.key] = { key = r.key, card_key = r.card_key, id = r.id, nominal = r.chips, face = r.face,
      face_nominal = r.face_nominal, shorthand = r.short, vanilla = true, next = {}, prev = {} }
    order[i] = r.key
  end
  for i, key in ipairs(order) do
    SMODS.Ranks[key].next = { order[i % #order + 1] }
    SMODS.Ranks[key].prev = { order[(i - 2) % #order + 1] }
  end
  SMODS.Rank.obj_buffer = order

  S.install_api()
end

local function is_card(v) return helpers.is_card(v) end

local function card_list(value)
  if is_card(value) then return { value } end
  if type(value) == "table" then return value end
  return {}
end

-- The SMODS functions generated code calls (smods.md 3.5).
function S.install_api()
  function SMODS.load_file(path, id)
    if type(path) ~= "string" or path == "" then error("No path was provided to load.", 2) end
    local mod
    if not id then
      if not SMODS.current_mod then
        error("No ID was provided! Usage without an ID is only available when file is first loaded.", 2)
      end
      mod = SMODS.current_mod
    else
      mod = SMODS.Mods[id]
    end
    if not mod then error("Mod not found. Ensure you are passing the correct ID.", 2) end
    local rel = path:gsub("^%./", "")
    local file = io.open(mod.path .. rel, "rb")
    if not file then
      return nil, "Error reading file '" .. path .. "' for mod with ID '" .. mod.id .. "': file not found (paths are case sensitive)"
    end
    local source = file:read("*a")
    file:close()
    P.mod_files[rel] = true
    P.mod_files[path] = true
    if source:sub(1, 21) == "--- STEAMODDED HEADER" then
      P.add({ file = rel, line = 1, message = "file starts with '--- STEAMODDED HEADER': Steamodded also loads it as a legacy mod (double load)" })
    end
    local chunk, err = B.load(source, P.chunkname(path))
    if not chunk then
      local message = "Error processing file '" .. path .. "' for mod with ID '" .. mod.id .. "': " .. err
      local f, l, msg = P.split_error(err)
      P.add({ file = f or rel, line = l, message = "syntax error (crash at startup): " .. msg })
      S.reported_errors[message] = true
      return nil, message
    end
    return chunk
  end

  function SMODS.find_mod(id)
    local mod = SMODS.Mods[id]
    if mod and mod.can_load ~= false and not mod.meta then return { mod } end
    return {}
  end

  SMODS.calculate_context = function(context, return_table) return Calc.calculate_context(context, return_table) end
  SMODS.get_card_areas = Calc.get_card_areas

  function SMODS.calculate_effect(effect, card, from_edition, pre_jokers)
    if type(effect) ~= "table" then P.crash("SMODS.calculate_effect expects an effect table (got " .. type(effect) .. ")") end
    if card ~= nil and type(card) ~= "table" then P.crash("SMODS.calculate_effect: card must be a card (got " .. type(card) .. ")") end
    return Calc.apply_effect(effect, card)
  end
  SMODS.eval_this = function(card, effect) return SMODS.calculate_effect(effect, card) end

  function SMODS.trigger_effects(effects, card)
    if type(effects) ~= "table" then return end
    for _, e in ipairs(effects) do
      if type(e) == "table" then
        for _, v in pairs(e) do
          if type(v) == "table" then Calc.apply_effect(v, card) end
        end
      end
    end
  end

  function SMODS.blueprint_effect(copier, copied_card, context)
    if not copied_card or copied_card == copier or type(context) ~= "table" or context.no_blueprint then return nil end
    if not is_card(copied_card) then P.crash("SMODS.blueprint_effect: copied card must be a card") end
    if not copied_card.config.center.blueprint_compat then return nil end
    if (context.blueprint or 0) > #G.jokers.cards then return nil end
    local old_bp, old_card = context.blueprint, context.blueprint_card
    context.blueprint = (context.blueprint or 0) + 1
    context.blueprint_card = context.blueprint_card or copier
    local ret = copied_card:calculate_joker(context)
    context.blueprint, context.blueprint_card = old_bp, old_card
    if type(ret) == "table" then
      ret.card = copier
      ret.colour = G.C.BLUE
      return ret
    end
    return nil
  end

  local in_probability = 0
  local function probability(trigger_obj, base_numerator, base_denominator, identifier, from_roll, no_mod)
    if type(base_numerator) ~= "number" and not tonumber(base_numerator) then
      P.crash("probability numerator must be a number (got " .. type(base_numerator) .. ")", 3)
    end
    if type(base_denominator) ~= "number" and not tonumber(base_denominator) then
      P.crash("probability denominator must be a number (got " .. type(base_denominator) .. ")", 3)
    end
    base_numerator, base_denominator = tonumber(base_numerator), tonumber(base_denominator)
    if no_mod then return base_numerator, base_denominator end
    if in_probability >= 2 then return base_numerator * G.GAME.probabilities.normal, base_denominator end
    -- SMODS.get_probability_vars (src/utils.lua): mod_probability starts from the base numerator and
    -- each object sees the numerator the ones before it left (SMODS.update_context_flags); the
    -- game's probabilities.normal (Oops! All 6s) multiplies the result; fix_probability then starts
    -- from that. Outside a roll, effects resolve silently (no_resolve: no messages).
    in_probability = in_probability + 1
    local quiet = Calc.state.no_resolve
    Calc.state.no_resolve = not from_roll
    local ok, numerator, denominator = pcall(function()
      local additive = Calc.calculate_context({ mod_probability = true, from_roll = from_roll, trigger_obj = trigger_obj,
        identifier = identifier, numerator = base_numerator, denominator = base_denominator })
      local n = (additive.numerator or base_numerator) * G.GAME.probabilities.normal
      local fixed = Calc.calculate_context({ fix_probability = true, from_roll = from_roll, trigger_obj = trigger_obj,
        identifier = identifier, numerator = n, denominator = additive.denominator or base_denominator })
      return fixed.numerator or n, fixed.denominator or additive.denominator or base_denominator
    end)
    Calc.state.no_resolve = quiet
    in_probability = in_probability - 1
    if not ok then error(numerator, 0) end
    return numerator, denominator
  end

  function SMODS.get_probability_vars(trigger_obj, base_numerator, base_denominator, identifier, from_roll, no_mod)
    return probability(trigger_obj, base_numerator, base_denominator, identifier, from_roll, no_mod)
  end

  function SMODS.pseudorandom_probability(trigger_obj, seed, base_numerator, base_denominator, identifier, no_mod)
    if type(seed) ~= "string" and type(seed) ~= "number" then
      P.crash("SMODS.pseudorandom_probability: seed must be a string (got " .. type(seed) .. ")")
    end
    -- without an identifier the seed names the roll (SMODS passes `identifier or seed` on)
    local numerator, denominator = probability(trigger_obj, base_numerator, base_denominator, identifier or seed, true, no_mod)
    R.rolls = R.rolls + 1
    local result
    if R.force ~= nil then
      result = R.force
    else
      result = pseudorandom(seed) < numerator / denominator
    end
    if in_probability < 2 then
      in_probability = in_probability + 1
      Calc.calculate_context({ pseudorandom_result = true, result = result, trigger_obj = trigger_obj,
        numerator = numerator, denominator = denominator, identifier = identifier or seed })
      in_probability = in_probability - 1
    end
    return result
  end

  local function center_key_exists(key) return G.P_CENTERS[key] ~= nil end

  function SMODS.has_enhancement(card, key)
    if not is_card(card) then P.crash("SMODS.has_enhancement: expected a card (got " .. type(card) .. ")") end
    if type(key) == "string" and not center_key_exists(key) then
      P.here("SMODS.has_enhancement: no enhancement '" .. key .. "' exists, so this is always false")
    end
    if card.config.center.key == key then return true end
    return false
  end
  function SMODS.get_enhancements(card)
    local t = {}
    if card.config.center.set == "Enhanced" then t[card.config.center.key] = true end
    return t
  end
  function SMODS.has_no_rank(card) return card.config.center.no_rank and true or false end
  function SMODS.has_no_suit(card) return card.config.center.no_suit and true or false end
  function SMODS.has_any_suit(card) return card.config.center.any_suit and true or false end
  function SMODS.always_scores(card)
    if card.config.center.always_scores then return true end
    local ed = card.edition and G.P_CENTERS[card.edition.key]
    if ed and ed.always_scores then return true end
    local seal = card.seal and G.P_SEALS[card.seal]
    if seal and seal.always_scores then return true end
    return false
  end
  function SMODS.never_scores(card)
    if card.config.center.never_scores then return true end
    local ed = card.edition and G.P_CENTERS[card.edition.key]
    if ed and ed.never_scores then return true end
    return false
  end
  function SMODS.in_scoring(card, scoring_hand)
    for _, c in ipairs(scoring_hand or {}) do if c == card then return true end end
    return false
  end

  function SMODS.change_base(card, suit, rank, manual_sprites)
    if not is_card(card) then return nil, "Tried to call SMODS.change_base with invalid arguments." end
    if suit and not SMODS.Suits[suit] then return nil, "Tried to call SMODS.change_base with invalid suit: " .. tostring(suit) end
    if rank and not SMODS.Ranks[rank] then return nil, "Tried to call SMODS.change_base with invalid rank: " .. tostring(rank) end
    local old_suit, old_rank = card.base.suit, card.base.value
    local new_suit, new_rank = suit or old_suit, rank or old_rank
    local key = cards.card_key(new_suit, new_rank)
    card:set_base(G.P_CARDS[key] or { suit = new_suit, value = new_rank, key = key })
    if rank and rank ~= old_rank then
      Calc.calculate_context({ change_rank = true, other_card = card, old_rank = old_rank, new_rank = rank,
        rank_increase = (SMODS.Ranks[rank].id or 0) > (SMODS.Ranks[old_rank] and SMODS.Ranks[old_rank].id or 0) })
    end
    if suit and suit ~= old_suit then
      Calc.calculate_context({ change_suit = true, other_card = card, old_suit = old_suit, new_suit = suit })
    end
    return card
  end

  function SMODS.modify_rank(card, amount, manual_sprites)
    if not is_card(card) then return nil, "Tried to call SMODS.modify_rank with invalid arguments." end
    if type(amount) ~= "number" then return nil, "Tried to call SMODS.modify_rank with invalid amount." end
    local rank_key = card.base.value
    for _ = 1, math.abs(amount) do
      local rank = SMODS.Ranks[rank_key]
      rank_key = (amount > 0 and rank.next or rank.prev)[1]
    end
    return SMODS.change_base(card, nil, rank_key, manual_sprites)
  end

  function SMODS.find_card(key, count_debuffed)
    if type(key) ~= "string" then P.crash("SMODS.find_card needs a key string (got " .. type(key) .. ")") end
    if not center_key_exists(key) then
      P.here("SMODS.find_card('" .. key .. "'): no card has this key, so the result is always empty (use the full key j_<prefix>_<key>)")
    end
    local found = {}
    for _, area in ipairs({ G.jokers, G.consumeables, G.vouchers }) do
      if area then
        for _, c in ipairs(area.cards) do
          if c.config.center.key == key and (count_debuffed or not c.debuff) then found[#found + 1] = c end
        end
      end
    end
    return found
  end

  function SMODS.is_eternal(card, trigger) return card.ability and card.ability.eternal and true or false end
  function SMODS.debuff_card(card, debuff, source)
    if not is_card(card) then P.crash("SMODS.debuff_card: expected a card") end
    card:set_debuff(debuff == true)
  end
  function SMODS.recalc_debuff(card) end

  function SMODS.destroy_cards(list, bypass_eternal, immediate, skip_anim)
    local destroyed_playing = {}
    for _, card in ipairs(card_list(list)) do
      if not is_card(card) then P.crash("SMODS.destroy_cards: expected cards (got " .. type(card) .. ")") end
      if bypass_eternal or not SMODS.is_eternal(card) then
        if card.playing_card or card.ability.set == "Default" or card.ability.set == "Enhanced" then
          destroyed_playing[#destroyed_playing + 1] = card
        else
          Calc.calculate_context({ joker_type_destroyed = true, card = card })
        end
        card.getting_sliced = true
        card:start_dissolve()
      end
    end
    if #destroyed_playing > 0 then
      Calc.calculate_context({ remove_playing_cards = true, removed = destroyed_playing })
    end
  end

  function SMODS.scale_card(card, args)
    if type(args) ~= "table" then P.crash("SMODS.scale_card expects an args table") end
    local ref_table, ref_value = args.ref_table, args.ref_value
    if type(ref_table) ~= "table" then P.crash("SMODS.scale_card: ref_table must be a table (got " .. type(ref_table) .. ")") end
    local scalar_table = args.scalar_table or ref_table
    local scalar = args.scalar_value and scalar_table[args.scalar_value]
    if type(scalar) ~= "number" then
      P.crash("SMODS.scale_card: scalar " .. tostring(args.scalar_value) .. " is " .. type(scalar) .. ", not a number")
    end
    local current = ref_table[ref_value]
    if type(current) ~= "number" then
      P.crash("SMODS.scale_card: " .. tostring(ref_value) .. " is " .. type(current) .. ", not a number")
    end
    local op = args.operation or "+"
    local result
    if type(op) == "function" then
      op(ref_table, ref_value, current, scalar)
      result = ref_table[ref_value]
    elseif op == "+" then result = current + scalar
    elseif op == "-" then result = current - scalar
    elseif op == "X" then result = current * scalar
    else P.crash("SMODS.scale_card: unknown operation '" .. tostring(op) .. "'") end
    ref_table[ref_value] = result
    Calc.calculate_context({ scaling_card = true, card = card, ref_table = ref_table, ref_value = ref_value,
      value = result, scalar = scalar })
    if not args.no_message then
      local text = args.scaling_message and args.scaling_message.message
        or (args.message_key and localize({ type = "variable", key = args.message_key, vars = { scalar } }))
        or localize("k_upgrade_ex")
      helpers.check_colour(args.message_colour, "scale_card message_colour")
      helpers.record("message", { card = card, text = text })
    end
  end

  function SMODS.upgrade_poker_hands(args)
    args = args or {}
    local hands = args.hands
    if type(hands) == "string" then hands = { hands } end
    if hands == nil then hands = G.handlist end
    for _, hand in ipairs(hands) do level_up_hand(args.from, hand, args.instant, args.level_up or 1) end
  end
  function SMODS.smart_level_up_hand(card, hand, instant, amount) level_up_hand(card, hand, instant, amount) end

  local function default_area(set)
    if set == "Joker" then return G.jokers end
    if set == "Base" or set == "Enhanced" or set == "Playing Card" or set == "Default" then return G.hand end
    if set == "Voucher" then return G.vouchers end
    return G.consumeables
  end

  local PLAYING = { Base = true, Enhanced = true, ["Playing Card"] = true, Default = true }

  function SMODS.create_card(t)
    if type(t) ~= "table" then P.crash("SMODS.create_card expects a table (got " .. type(t) .. ")") end
    local center
    local set = t.set
    if t.key ~= nil then
      center = G.P_CENTERS[t.key]
      if not center then
        P.crash("create_card: no card with key '" .. tostring(t.key) .. "' (G.P_CENTERS entry is nil: attempt to index a nil value)")
      end
      set = center.set ~= "Default" and center.set or set
    elseif set == nil then
      P.crash("create_card needs a set or a key")
    elseif PLAYING[set] then
      center = G.P_CENTERS.c_base
      if set == "Enhanced" or (t.enhancement ~= nil) then
        local key = t.enhancement or (G.P_CENTER_POOLS.Enhanced[1] and G.P_CENTER_POOLS.Enhanced[1].key)
        center = G.P_CENTERS[key]
        if not center then P.crash("create_card: no enhancement '" .. tostring(key) .. "'") end
      end
    else
      local pool = G.P_CENTER_POOLS[set]
      if not pool then
        P.crash("create_card: no pool for set '" .. tostring(set) .. "' (G.P_CENTER_POOLS." .. tostring(set) .. " is nil)")
      end
      local rarity = t.rarity
      if set == "Joker" and rarity ~= nil then
        local names = { Common = 1, Uncommon = 2, Rare = 3, Legendary = 4 }
        if type(rarity) == "string" and not names[rarity] and not SMODS.Rarities[rarity] then
          P.crash("create_card: no rarity '" .. rarity .. "' (custom rarities need the full key '<prefix>_<key>')")
        end
        if type(rarity) == "string" and names[rarity] then rarity = names[rarity] end
      end
      if t.legendary then rarity = 4 end
      local candidates = {}
      for _, c in ipairs(pool) do
        -- cards already owned are left out unless Showman-like effects allow duplicates (SMODS.showman)
        if not c.no_pool and (set ~= "Joker" or rarity == nil or type(rarity) ~= "number" or rarity < 1 or c.rarity == rarity
          or (type(rarity) == "string" and c.rarity == rarity)) and not G.GAME.banned_keys[c.key]
          and not (G.GAME.used_jokers[c.key] and not SMODS.showman(c.key)) then
          candidates[#candidates + 1] = c
        end
      end
      if #candidates == 0 then
        local defaults = { Joker = "j_joker", Tarot = "c_strength", Planet = "c_pluto", Spectral = "c_incantation" }
        center = G.P_CENTERS[defaults[set] or "j_joker"]
      else
        center = candidates[pseudorandom(pseudoseed((t.key_append or "") .. set), 1, #candidates)]
      end
    end
    local front
    if center.set == "Default" or center.set == "Enhanced" then
      local suit = t.suit
      local rank = t.rank
      if suit ~= nil and not SMODS.Suits[suit] then P.crash("create_card: no suit '" .. tostring(suit) .. "'") end
      if rank ~= nil and not SMODS.Ranks[rank] then P.crash("create_card: no rank '" .. tostring(rank) .. "'") end
      -- as Steamodded: a missing suit or rank is rolled
      if not suit or not rank then
        local suits, ranks = {}, {}
        for _, k in ipairs(SMODS.Suit.obj_buffer) do suits[#suits + 1] = k end
        for _, k in ipairs(SMODS.Rank.obj_buffer) do ranks[#ranks + 1] = k end
        suit = suit or pseudorandom_element(suits, pseudoseed("sccsuit" .. (t.key_append or "")))
        rank = rank or pseudorandom_element(ranks, pseudoseed("sccrank" .. (t.key_append or "")))
      end
      front = G.P_CARDS[cards.card_key(suit, rank)]
    end
    local area = t.area
    if area ~= nil and (type(area) ~= "table" or getmetatable(area) ~= CardArea) then
      P.crash("create_card: area must be a card area (got " .. type(area) .. ")")
    end
    local card = Card(0, 0, G.CARD_W, G.CARD_H, front, center, { playing_card = front and G.playing_card or nil })
    -- as Steamodded's create_card: a false edition or seal is none
    if t.edition then card:set_edition(t.edition, true, true) end
    if t.seal then card:set_seal(t.seal, true, true) end
    -- as Steamodded's create_card: a list in force_stickers goes on in any case; the stickers list
    -- goes on past should_apply only with force_stickers = true
    local forced = {}
    if t.force_stickers ~= nil and t.force_stickers ~= true and t.force_stickers ~= false then
      if type(t.force_stickers) ~= "table" then P.crash("create_card: force_stickers must be true or a list") end
      for _, s in ipairs(t.force_stickers) do card:add_sticker(s, true); forced[s] = true end
    end
    if t.stickers ~= nil then
      if type(t.stickers) ~= "table" then P.crash("create_card: stickers must be a list") end
      for _, s in ipairs(t.stickers) do
        if not forced[s] then card:add_sticker(s, t.force_stickers == true) end
      end
    end
    if t.enhancement ~= nil and card.config.center.key ~= t.enhancement then card:set_ability(t.enhancement) end
    card.created_in_area = area or default_area(set)
    return card
  end

  -- SMODS.add_card = create_card + SMODS.add_to_deck (src/utils.lua): a playing card joins
  -- G.playing_cards and the deck's limit grows; no context is sent (playing_card_joker_effects does).
  function SMODS.add_card(t)
    local card = SMODS.create_card(t)
    local area = card.created_in_area
    if card.playing_card then
      G.deck.config.card_limit = G.deck.config.card_limit + 1
      G.playing_cards[#G.playing_cards + 1] = card
    end
    -- emplaced first: the harness's add_to_deck finds a Negative card's slot through its area
    area:emplace(card)
    card:add_to_deck()
    return card
  end

  function SMODS.four_fingers(_hand_type)
    if next(SMODS.find_card("j_four_fingers")) then return 4 end
    return 5
  end
  function SMODS.shortcut() return next(SMODS.find_card("j_shortcut")) ~= nil end
  function SMODS.showman(_key) return next(SMODS.find_card("j_ring_master")) ~= nil end
  function SMODS.wrap_around_straight() return false end
  function SMODS.smeared_check(card, suit)
    if not next(SMODS.find_card("j_smeared")) then return false end
    local red = { Hearts = true, Diamonds = true }
    return red[card.base.suit] == red[suit]
  end
  function SMODS.is_poker_hand_visible(hand) return G.GAME.hands[hand] and G.GAME.hands[hand].visible end

  function SMODS.draw_cards(n)
    if type(n) ~= "number" then P.crash("SMODS.draw_cards: the number of cards must be a number (got " .. type(n) .. ")") end
    for _ = 1, math.min(#G.deck.cards, math.max(n, 0)) do draw_card(G.deck, G.hand) end
  end
  function SMODS.change_discard_limit(n) G.GAME.starting_params.discard_limit = G.GAME.starting_params.discard_limit + n end
  function SMODS.change_play_limit(n) G.GAME.starting_params.play_limit = G.GAME.starting_params.play_limit + n end
  function SMODS.change_booster_limit(n) G.GAME.modifiers.extra_boosters = (G.GAME.modifiers.extra_boosters or 0) + n end
  function SMODS.change_voucher_limit(n) G.GAME.modifiers.extra_vouchers = (G.GAME.modifiers.extra_vouchers or 0) + n end
  function SMODS.change_free_rerolls(n)
    G.GAME.round_resets.free_rerolls = G.GAME.round_resets.free_rerolls + n
    G.GAME.current_round.free_rerolls = math.max(G.GAME.current_round.free_rerolls + n, 0)
    calculate_reroll_cost(true)
  end
  -- A voucher (a given one, or the next one of the pool) joins the shop's vouchers.
  function SMODS.add_voucher_to_shop(key, dont_save)
    if key ~= nil and not G.P_CENTERS[key] then P.crash("SMODS.add_voucher_to_shop: Invalid voucher key: " .. tostring(key) .. " (assertion failed)") end
    key = key or get_next_voucher_key()
    local card = Card(0, 0, G.CARD_W, G.CARD_H, G.P_CARDS.empty, G.P_CENTERS[key])
    card.shop_voucher = true
    G.shop_vouchers:emplace(card)
    G.shop_vouchers.config.card_limit = #G.shop_vouchers.cards
    return card
  end
  function SMODS.add_booster_to_shop(key)
    if key ~= nil and not G.P_CENTERS[key] then P.crash("SMODS.add_booster_to_shop: Invalid booster key: " .. tostring(key) .. " (assertion failed)") end
    key = key or get_pack("shop_pack").key
    local card = Card(0, 0, G.CARD_W, G.CARD_H, G.P_CARDS.empty, G.P_CENTERS[key])
    G.shop_booster:emplace(card)
    return card
  end
  function SMODS.merge_lists(...) return Poker.merge(...) end
  function SMODS.multiplicative_stacking(base, perma)
    base = (base ~= 0 and base or 1)
    local ret = base * (perma + 1)
    return (ret == 1 and 0) or (ret > 0 and ret) or 0
  end
  function SMODS.signed(n) return (n >= 0 and "+" or "") .. n end
  function SMODS.signed_dollars(n) return (n >= 0 and "$" or "-$") .. math.abs(n) end
  function SMODS.poll_seal(args)
    args = args or {}
    if args.guaranteed or pseudorandom(pseudoseed(args.key or "stdseal")) > 0.9 then
      local options = args.options or { "Gold", "Red", "Blue", "Purple" }
      return options[pseudorandom(pseudoseed("stdsealtype"), 1, #options)]
    end
    return nil
  end
  function SMODS.poll_enhancement(args)
    args = args or {}
    if args.guaranteed or pseudorandom(pseudoseed(args.key or "std_enhance")) > 0.6 then
      local options = args.options or { "m_bonus", "m_mult", "m_wild", "m_glass", "m_steel", "m_stone", "m_gold", "m_lucky" }
      return options[pseudorandom(pseudoseed("std_enhance_type"), 1, #options)]
    end
    return nil
  end
  function SMODS.poll_rarity(_type, _seed) return 1 end
  function SMODS.create_sprite(x, y, w, h, atlas_key, pos)
    if not (G.ASSET_ATLAS[atlas_key] or G.ANIMATION_ATLAS[atlas_key]) then
      P.crash("SMODS.create_sprite called with invalid atlas key: " .. tostring(atlas_key))
    end
    return Sprite(x, y, w, h, G.ASSET_ATLAS[atlas_key] or G.ANIMATION_ATLAS[atlas_key], pos)
  end
  function SMODS.insert_pool(pool, center) table.insert(pool, center) end
  function SMODS.remove_pool(pool, key)
    for i = #pool, 1, -1 do if pool[i].key == key then table.remove(pool, i) end end
  end
  function SMODS.save_mod_config() end
  function SMODS.restart_game() end
  function SMODS.process_loc_text(ref_table, ref_value, loc_txt, key) L.process_loc_text(ref_table, ref_value, loc_txt, key) end
  SMODS.last_hand_oneshot = false
  SMODS.last_hand_score = 0
  SMODS.Scoring_Parameters = { chips = { current = 0 }, mult = { current = 0 } }
  SMODS.NFS = S.nativefs
end

S.reported_errors = {}

-- A small nativefs for SMODS.NFS / require("nativefs"): reads real files.
S.nativefs = {
  read = function(path)
    local f = io.open(path, "rb")
    if not f then return nil, "Could not open file " .. tostring(path) end
    local s = f:read("*a"); f:close(); return s
  end,
  getInfo = function(path)
    local f = io.open(path, "rb")
    if not f then return nil end
    f:close(); return { type = "file" }
  end,
  getDirectoryItems = function() return {} end,
  getDirectoryItemsInfo = function() return {} end,
  write = function() return false end,
  createDirectory = function() return false end,
}

return S
