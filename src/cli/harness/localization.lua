-- Localization as Steamodded builds it (smods.md section 4): the game's tables, every object's
-- loc_txt, then the mod's localization files merged over them, then the parse pass that crashes
-- on malformed entries. Also `localize`, which shows 'ERROR' for a missing key.
local P = require("problems")
local B = require("budget")
local helpers = require("helpers")
local V = require("vanilla_data")

local L = {}

L.DICTIONARY = {
  k_upgrade_ex = "Upgrade!", k_reset = "Reset", k_again_ex = "Again!", k_plus_joker = "+1 Joker",
  k_plus_tarot = "+1 Tarot", k_plus_planet = "+1 Planet", k_plus_spectral = "+1 Spectral", k_level_up_ex = "Level Up!",
  k_extinct_ex = "Extinct!", k_safe_ex = "Safe!", k_eaten_ex = "Eaten!", k_duplicated_ex = "Duplicated!",
  k_active_ex = "Active!", k_saved_ex = "Saved!", k_no_room_ex = "No Room!", k_debuffed = "Debuffed",
  k_val_up = "Value Up!", k_nope_ex = "Nope!", k_copied_ex = "Copied!", k_mult = "Mult", k_chips = "Chips",
  k_joker = "Joker", k_tarot = "Tarot", k_planet = "Planet", k_spectral = "Spectral", k_voucher = "Voucher",
  k_common = "Common", k_uncommon = "Uncommon", k_rare = "Rare", k_legendary = "Legendary", k_enhanced = "Enhanced",
  k_booster = "Booster Pack", k_edition = "Edition", k_seal = "Seal", k_inactive = "inactive", k_active = "active",
  k_hand = "Hand", k_hands = "Hands", k_round = "Round", k_ante = "Ante", k_money = "Money", k_discard = "Discard",
  k_plus_stone = "+1 Stone", k_gold = "Gold", k_blue = "Blue", k_red = "Red", k_purple = "Purple",
  k_arcana_pack = "Arcana Pack", k_celestial_pack = "Celestial Pack", k_spectral_pack = "Spectral Pack",
  k_standard_pack = "Standard Pack", k_buffoon_pack = "Buffoon Pack", k_melted_ex = "Melted!", k_drank_ex = "Drank!",
  k_balanced = "Balanced", k_swapped_ex = "Swapped!", k_x_mult = "X Mult", k_plus_one = "+1", k_tagged_ex = "Tagged!",
  k_hand_played = "Hand Played", k_cards = "Cards", k_destroyed_ex = "Destroyed!", k_ouch_ex = "Ouch!",
  k_blind = "Blind", k_boss = "Boss", k_small = "Small", k_big = "Big", k_disabled_ex = "Disabled!",
  k_none = "None", k_mostly = "Mostly", k_aura = "Aura", k_glass = "Glass", k_lucky = "Lucky",
  b_tarot_cards = "Tarot Cards", b_planet_cards = "Planet Cards", b_spectral_cards = "Spectral Cards",
  ph_boss_disabled = "Boss Blind Disabled", ph_mr_bones = "Saved by Mr. Bones",
}
L.V_DICTIONARY = {
  a_chips = "+#1#", a_chips_minus = "-#1#", a_mult = "+#1# Mult", a_mult_minus = "-#1# Mult",
  a_xmult = "X#1# Mult", a_xmult_minus = "-X#1# Mult", a_xchips = "X#1# Chips", a_xchips_minus = "-X#1# Chips",
  a_dollars = "$#1#", a_dollars_minus = "-$#1#", a_hands = "+#1# Hands", a_handsize = "+#1# Hand Size",
  a_handsize_minus = "-#1# Hand Size", a_remaining = "#1# remaining", a_discards = "+#1# Discards",
  a_cards = "#1# cards", a_tag = "#1# Tag", a_round = "#1# round", a_joker = "+#1# Joker",
}

local function entry(name, text) return { name = name, text = text or {} } end

function L.build_vanilla()
  local d = { Joker = {}, Tarot = {}, Planet = {}, Spectral = {}, Voucher = {}, Back = {}, Enhanced = {}, Edition = {},
    Tag = {}, Blind = {}, Stake = {}, Other = {} }
  for _, r in ipairs(V.jokers) do d.Joker[r.key] = entry(r.name) end
  for _, r in ipairs(V.consumables) do d[r.set][r.key] = entry(r.name) end
  for _, r in ipairs(V.vouchers) do d.Voucher[r.key] = entry(r.name) end
  for _, r in ipairs(V.decks) do d.Back[r.key] = entry(r.name) end
  for _, r in ipairs(V.enhancements) do d.Enhanced[r.key] = entry(r.name) end
  for _, r in ipairs(V.editions) do d.Edition[r.key] = entry(r.name) end
  for _, r in ipairs(V.tags) do d.Tag[r.key] = entry(r.name) end
  for _, r in ipairs(V.blinds) do d.Blind[r.key] = entry(r.name) end
  for _, r in ipairs(V.stakes) do d.Stake[r.key] = entry(r.name) end
  for _, r in ipairs(V.boosters) do d.Other[(r.key:gsub("_%d+$", ""))] = entry(r.name) end
  for _, r in ipairs(V.seals) do d.Other[r.loc_key] = entry(r.name) end
  for _, k in ipairs({ "eternal", "perishable", "rental", "pinned_left", "undiscovered_joker", "undiscovered_tarot",
    "undiscovered_planet", "undiscovered_spectral", "undiscovered_voucher", "playing_card", "card_extra_chips",
    "locked", "demo_locked", "white_sticker", "red_sticker", "green_sticker", "black_sticker", "blue_sticker",
    "purple_sticker", "orange_sticker", "gold_sticker", "banana", "temp_value", "card_chips" }) do
    d.Other[k] = entry(k)
  end
  local labels = { common = "Common", uncommon = "Uncommon", rare = "Rare", legendary = "Legendary",
    foil = "Foil", holographic = "Holographic", polychrome = "Polychrome", negative = "Negative",
    gold_seal = "Gold Seal", red_seal = "Red Seal", blue_seal = "Blue Seal", purple_seal = "Purple Seal",
    eternal = "Eternal", perishable = "Perishable", rental = "Rental", pinned_left = "Pinned",
    k_common = "Common", k_uncommon = "Uncommon", k_rare = "Rare", k_legendary = "Legendary" }
  local poker_hands = {}
  for _, h in ipairs(V.poker_hands) do poker_hands[h.key] = h.key end
  poker_hands["Royal Flush"] = "Royal Flush"
  local suits_singular, suits_plural, ranks = {}, {}, {}
  for _, s in ipairs(V.suits) do suits_singular[s.key] = s.singular; suits_plural[s.key] = s.key end
  for _, r in ipairs(V.ranks) do ranks[r.key] = r.key end
  local dictionary = {}
  for k, v in pairs(L.DICTIONARY) do dictionary[k] = v end
  local v_dictionary = {}
  for k, v in pairs(L.V_DICTIONARY) do v_dictionary[k] = v end
  G.localization = {
    descriptions = d,
    misc = { dictionary = dictionary, v_dictionary = v_dictionary, labels = labels, poker_hands = poker_hands,
      poker_hand_descriptions = {}, suits_singular = suits_singular, suits_plural = suits_plural, ranks = ranks,
      challenge_names = {}, v_text = {}, tutorial = {}, quips = {}, blind_states = {}, high_scores = {},
      achievement_names = {}, achievement_descriptions = {}, collabs = {} },
    UI = {},
  }
  L.vanilla_descriptions = {}
  for set, t in pairs(d) do
    L.vanilla_descriptions[set] = {}
    for k in pairs(t) do L.vanilla_descriptions[set][k] = true end
  end
end

-- SMODS.process_loc_text: copies the language's part of loc_txt (or one field of it) into a table.
function L.process_loc_text(ref_table, ref_value, loc_txt, key)
  if type(ref_table) ~= "table" then return end
  local target = loc_txt
  if type(loc_txt) == "table" then
    target = loc_txt[G.SETTINGS.language] or loc_txt["default"] or loc_txt["en-us"] or loc_txt
  end
  if key and type(target) == "table" then target = target[key] end
  if not (type(target) == "string" or (type(target) == "table" and next(target))) then return end
  ref_table[ref_value] = target
end

local function merge(source, target)
  if type(source) ~= "table" then return end
  for k, v in pairs(source) do
    if type(v) ~= "table" or type(target[k]) ~= "table" then
      target[k] = v
    else
      merge(v, target[k])
    end
  end
end

-- Loads localization/en-us.lua and localization/default.lua of the mod as Steamodded does.
function L.load_mod_files(mod)
  for _, name in ipairs({ "en-us", "default" }) do
    local rel = "localization/" .. name .. ".lua"
    local file = io.open(mod.path .. rel, "rb")
    if file then
      local source = file:read("*a")
      file:close()
      P.mod_files[rel] = true
      local chunk, err = B.load(source, "=" .. rel)
      if not chunk then
        local f, l, msg = P.split_error(err)
        P.add({ file = f or rel, line = l, item = nil, message = "syntax error in localization file (crash at startup): " .. msg })
        return false
      end
      local ok, result = P.guard(nil, "localization file raised an error (crash at startup)", chunk)
      if not ok then return false end
      if type(result) == "table" then
        merge(result, G.localization)
        L.mod_tables = L.mod_tables or {}
        L.mod_tables[rel] = result
      end
    end
  end
  return true
end

local function check_lines(lines, where, what, allow_nested)
  if type(lines) ~= "table" then
    return "'" .. what .. "' of " .. where .. " must be a list of lines, not a " .. type(lines) .. " (ipairs on a " .. type(lines) .. ": crash while parsing localization)"
  end
  for i, line in ipairs(lines) do
    if type(line) == "table" and allow_nested then
      local err = check_lines(line, where, what .. "[" .. i .. "]", false)
      if err then return err end
    elseif type(line) ~= "string" then
      return "'" .. what .. "' line " .. i .. " of " .. where .. " is a " .. type(line) .. ", not a string (crash while parsing localization)"
    end
  end
  return nil
end

-- The game's parse pass over every description (init_localization): malformed entries crash.
-- `owner(set, key)` names the object (item, file, line) an entry belongs to, when known.
function L.parse_all(owner)
  for set, group in pairs(G.localization.descriptions) do
    if type(group) == "table" then
      for key, e in pairs(group) do
        local where = "descriptions." .. tostring(set) .. "." .. tostring(key)
        local item, file, line = owner(set, key)
        local err
        if type(e) ~= "table" then
          err = where .. " must be a table with name and text (got " .. type(e) .. ")"
        else
          if e.text ~= nil then err = check_lines(e.text, where, "text", true) end
          if not err and e.name ~= nil and type(e.name) ~= "string" then
            err = check_lines(e.name, where, "name", false)
          end
          if not err and e.unlock ~= nil then err = check_lines(e.unlock, where, "unlock", true) end
        end
        if err then P.add({ item = item, file = file or L.file_of(set, key), line = line, message = err }) end
      end
    end
  end
end

function L.file_of(set, key)
  for rel, t in pairs(L.mod_tables or {}) do
    if t.descriptions and type(t.descriptions[set]) == "table" and t.descriptions[set][key] ~= nil then return rel end
  end
  return nil
end

function L.description(set, key)
  local group = G.localization.descriptions[set]
  return type(group) == "table" and group[key] or nil
end

function L.has_text(e)
  return type(e) == "table" and e.name ~= nil and type(e.text) == "table"
end

-- Highest #n# referenced by a description's text lines.
function L.max_var(e)
  local max = 0
  local function scan(lines)
    if type(lines) ~= "table" then return end
    for _, line in ipairs(lines) do
      if type(line) == "table" then scan(line)
      elseif type(line) == "string" then
        for n in line:gmatch("#(%d+)#") do
          n = tonumber(n)
          if n > max then max = n end
        end
      end
    end
  end
  if type(e) == "table" then scan(e.text) end
  return max
end

local function substitute(text, vars)
  if type(text) ~= "string" then return text end
  return (text:gsub("#(%d+)#", function(n)
    local v = vars and vars[tonumber(n)]
    return tostring(v)
  end))
end

-- The mod's own keys contain its prefix: those must resolve, the game's are taken on trust.
local function own_key(key)
  local prefix = L.mod_prefix
  return prefix and type(key) == "string" and key:lower():find(prefix:lower() .. "_", 1, true) ~= nil
end

local function missing(what)
  P.here("localize: no text for " .. what .. " (the game shows 'ERROR')", nil, 3)
end

function L.localize(args, misc_cat)
  local loc = G.localization
  if type(args) ~= "table" then
    if misc_cat and loc.misc[misc_cat] then
      local v = loc.misc[misc_cat][args]
      if v == nil then
        if own_key(args) then missing("misc." .. misc_cat .. "." .. tostring(args)) end
        return "ERROR"
      end
      return v
    end
    local v = loc.misc.dictionary[args]
    if v == nil then
      if own_key(args) then missing("misc.dictionary." .. tostring(args)) end
      return "ERROR"
    end
    return v
  end
  local kind = args.type
  if kind == "variable" then
    local t = loc.misc.v_dictionary[args.key]
    if not t then
      if own_key(args.key) then missing("misc.v_dictionary." .. tostring(args.key)) end
      return "ERROR"
    end
    return substitute(t, args.vars)
  elseif kind == "name_text" then
    local set = args.set or (args.node and args.node.config and args.node.config.center and args.node.config.center.set)
    local group = loc.descriptions[set]
    local e = type(group) == "table" and group[args.key] or nil
    if not e or e.name == nil then
      if own_key(args.key) then missing("descriptions." .. tostring(set) .. "." .. tostring(args.key)) end
      return "ERROR"
    end
    if type(e.name) == "table" then return table.concat(e.name, " ") end
    return e.name
  elseif kind == "other" or kind == "descriptions" or kind == "unlocks" or kind == "raw_descriptions" or kind == "name" then
    local set = kind == "other" and "Other" or args.set
    local group = loc.descriptions[set]
    if type(group) ~= "table" then
      if kind == "other" then return nil end
      P.crash("localize: descriptions." .. tostring(set) .. " does not exist (attempt to index a nil value)")
    end
    local e = group[args.key]
    if not e then
      if own_key(args.key) then missing("descriptions." .. tostring(set) .. "." .. tostring(args.key)) end
      return kind == "raw_descriptions" and {} or nil
    end
    if kind == "raw_descriptions" then
      local lines = {}
      for _, line in ipairs(type(e.text) == "table" and e.text or {}) do
        lines[#lines + 1] = substitute(line, args.vars)
      end
      return lines
    end
    if args.nodes then
      for _, line in ipairs(type(e.text) == "table" and e.text or {}) do
        args.nodes[#args.nodes + 1] = { { n = 1, config = { text = substitute(line, args.vars) } } }
      end
    end
    return nil
  elseif kind == "text" then
    return loc.misc.v_text[args.key] or {}
  elseif kind == "tutorial" or kind == "quips" then
    return nil
  end
  return "ERROR"
end

helpers.localize = L.localize

return L
