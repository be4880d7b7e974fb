-- Card and CardArea: the parts of the game's card model generated code reads and changes
-- (ranks, suits, enhancements, seals, editions, stickers, abilities, areas and highlights).
local P = require("problems")

local M = {}

local unique = 0
local function next_id()
  unique = unique + 1
  return unique
end
M.reset_ids = function() unique = 0 end

local function deep_copy(value, seen)
  if type(value) ~= "table" then return value end
  seen = seen or {}
  if seen[value] then return seen[value] end
  local copy = {}
  seen[value] = copy
  for k, v in pairs(value) do copy[deep_copy(k, seen)] = deep_copy(v, seen) end
  return setmetatable(copy, getmetatable(value))
end
M.deep_copy = deep_copy

-- Vanilla editions as SMODS registers them (what lands in card.edition).
local VANILLA_EDITION_FIELDS = {
  e_foil = { chips = 50 },
  e_holo = { mult = 10 },
  e_polychrome = { x_mult = 1.5 },
  e_negative = { card_limit = 1 },
}

function M.install()
  Card = Moveable:extend()

  -- Card(X, Y, W, H, front, center, params) as in the game.
  function Card:init(x, y, w, h, front, center, params)
    Moveable.init(self, x, y, w, h)
    params = params or {}
    self.params = params
    self.unique_val = next_id()
    self.ID = self.unique_val
    self.sort_id = self.unique_val
    self.config = { card = {}, center = nil }
    self.base = {}
    self.ability = {}
    self.edition = nil
    self.seal = nil
    self.debuff = false
    self.facing = "front"
    self.sprite_facing = "front"
    self.highlighted = false
    self.rank = self.unique_val
    self.cost, self.sell_cost, self.base_cost, self.extra_cost = 0, 0, 0, 0
    self.children = { center = Sprite(0, 0, 1, 1), back = Sprite(0, 0, 1, 1) }
    self.playing_card = params.playing_card
    if params.playing_card then G.playing_card = (G.playing_card or 0) + 1 end
    if front and next(front) then self:set_base(front, true) end
    if center == nil then center = G.P_CENTERS.c_base end
    self:set_ability(center, true)
  end

  function Card:set_base(front, initial)
    front = front or {}
    self.config.card = front
    self.config.card_key = front.key or (front.suit and front.value and M.card_key(front.suit, front.value))
    if not front.value or not front.suit then return end
    local rank = SMODS.Ranks[front.value]
    local suit = SMODS.Suits[front.suit]
    if not rank then P.crash("unknown rank '" .. tostring(front.value) .. "' for a playing card") end
    if not suit then P.crash("unknown suit '" .. tostring(front.suit) .. "' for a playing card") end
    local old_times = self.base and self.base.times_played or 0
    self.base = {
      name = front.name or (rank.key .. " of " .. suit.key),
      suit = suit.key,
      value = rank.key,
      nominal = rank.nominal,
      suit_nominal = suit.suit_nominal or 0,
      face_nominal = rank.face_nominal or 0,
      id = rank.id,
      times_played = initial and 0 or old_times,
      colour = G.C.SUITS[suit.key],
      original_value = self.base and self.base.original_value or rank.key,
    }
  end

  function Card:get_id()
    if SMODS.has_no_rank(self) and not self.vampired then
      return -1000 - self.unique_val
    end
    return self.base.id
  end

  function Card:is_suit(suit, bypass_debuff, flush_calc)
    if flush_calc then
      if SMODS.has_no_suit(self) then return false end
      if SMODS.has_any_suit(self) and not self.debuff then return true end
      if SMODS.smeared_check and SMODS.smeared_check(self, suit) then return true end
      return self.base.suit == suit
    end
    if self.debuff and not bypass_debuff then return nil end
    if SMODS.has_no_suit(self) then return false end
    if SMODS.has_any_suit(self) then return true end
    if SMODS.smeared_check and SMODS.smeared_check(self, suit) then return true end
    return self.base.suit == suit
  end

  function Card:is_face(from_boss)
    if self.debuff and not from_boss then return nil end
    local id = self:get_id()
    local rank = SMODS.Ranks[self.base.value]
    if id and id > 0 and rank and rank.face then return true end
    if next(SMODS.find_card("j_pareidolia")) then return true end
    return false
  end

  function Card:get_nominal(mod)
    local mult = 1
    local rank_mult = 1
    if mod == "suit" then mult = 10000 end
    if self.ability.effect == "Stone Card" or (self.config.center.no_rank and not self.vampired) then
      mult = -10000
    end
    return 10 * (self.base.nominal or 0) * rank_mult + (self.base.suit_nominal or 0) * mult
      + (self.base.face_nominal or 0) * 10
  end

  function Card:get_chip_bonus()
    if self.debuff then return 0 end
    if self.ability.effect == "Stone Card" or self.config.center.replace_base_card then
      return (self.ability.bonus or 0) + (self.ability.perma_bonus or 0)
    end
    return (self.base.nominal or 0) + (self.ability.bonus or 0) + (self.ability.perma_bonus or 0)
  end

  function Card:get_chip_mult()
    if self.debuff then return 0 end
    if self.ability.set == "Joker" then return 0 end
    if self.ability.effect == "Lucky Card" then
      if SMODS.pseudorandom_probability(self, "lucky_mult", 1, 5) then
        self.lucky_trigger = true
        return (self.ability.mult or 0) + (self.ability.perma_mult or 0)
      end
      return self.ability.perma_mult or 0
    end
    return (self.ability.mult or 0) + (self.ability.perma_mult or 0)
  end

  -- Steamodded's x values (lovely/perma_bonus.toml): the base times (1 + the permanent bonus).
  function Card:get_chip_x_mult()
    if self.debuff then return 0 end
    if self.ability.set == "Joker" then return 0 end
    return SMODS.multiplicative_stacking(self.ability.x_mult or 1, self.ability.perma_x_mult or 0)
  end

  function Card:get_chip_x_bonus()
    if self.debuff then return 0 end
    return SMODS.multiplicative_stacking(self.ability.x_chips or 1, self.ability.perma_x_chips or 0)
  end

  function Card:get_chip_h_bonus()
    if self.debuff then return 0 end
    return (self.ability.h_chips or 0) + (self.ability.perma_h_chips or 0)
  end

  function Card:get_chip_h_mult()
    if self.debuff then return 0 end
    return (self.ability.h_mult or 0) + (self.ability.perma_h_mult or 0)
  end

  function Card:get_chip_h_x_mult()
    if self.debuff then return 0 end
    return SMODS.multiplicative_stacking(self.ability.h_x_mult or 1, self.ability.perma_h_x_mult or 0)
  end

  function Card:get_chip_h_x_bonus()
    if self.debuff then return 0 end
    return SMODS.multiplicative_stacking(self.ability.h_x_chips or 1, self.ability.perma_h_x_chips or 0)
  end

  function Card:get_p_dollars()
    if self.debuff then return 0 end
    local ret = 0
    if self.seal == "Gold" then ret = ret + 3 end
    if self.ability.p_dollars and self.ability.p_dollars > 0 then
      if self.ability.effect == "Lucky Card" then
        if SMODS.pseudorandom_probability(self, "lucky_money", 1, 15) then
          self.lucky_trigger = true
          ret = ret + self.ability.p_dollars
        end
      else
        ret = ret + self.ability.p_dollars
      end
    end
    ret = ret + (self.ability.perma_p_dollars or 0)
    return ret
  end

  function Card:get_edition()
    if self.debuff then return nil end
    return self.edition
  end

  function Card:get_seal(bypass_debuff)
    if self.debuff and not bypass_debuff then return nil end
    return self.seal
  end

  -- Builds card.ability from a center (key or table), keeping permanent bonuses.
  function Card:set_ability(center, initial, delay_sprites)
    if type(center) == "string" then
      local key = center
      center = G.P_CENTERS[key]
      if not center then P.crash("set_ability: no center with key '" .. key .. "' (G.P_CENTERS." .. key .. " is nil)") end
    end
    if type(center) ~= "table" then P.crash("set_ability: expected a center, got " .. type(center)) end
    local old_center = self.config.center
    local old = self.ability or {}
    local config = center.config or {}
    local ability = {
      name = center.name or center.key,
      effect = center.effect,
      set = center.set,
      mult = config.mult or 0,
      h_mult = config.h_mult or 0,
      h_x_mult = config.h_x_mult or 0,
      h_dollars = config.h_dollars or 0,
      p_dollars = config.p_dollars or 0,
      t_mult = config.t_mult or 0,
      t_chips = config.t_chips or 0,
      x_mult = config.Xmult or config.x_mult or 1,
      x_chips = config.x_chips or 1,
      h_chips = config.h_chips or 0,
      h_x_chips = config.h_x_chips or 0,
      h_size = config.h_size or 0,
      d_size = config.d_size or 0,
      extra = deep_copy(config.extra),
      extra_value = old.extra_value or 0,
      type = config.type or "",
      order = center.order,
      forced_selection = old.forced_selection,
      perma_bonus = old.perma_bonus or 0,
      perma_x_chips = old.perma_x_chips or 0,
      perma_mult = old.perma_mult or 0,
      perma_x_mult = old.perma_x_mult or 0,
      perma_h_chips = old.perma_h_chips or 0,
      perma_h_mult = old.perma_h_mult or 0,
      perma_h_x_mult = old.perma_h_x_mult or 0,
      perma_h_x_chips = old.perma_h_x_chips or 0,
      perma_p_dollars = old.perma_p_dollars or 0,
      perma_h_dollars = old.perma_h_dollars or 0,
      bonus = config.bonus or 0,
      seal = old.seal,
      eternal = old.eternal,
      perishable = old.perishable,
      perish_tally = old.perish_tally,
      rental = old.rental,
      played_this_ante = old.played_this_ante,
      card_limit = config.card_limit,
      extra_slots_used = config.extra_slots_used,
    }
    -- SMODS copies every config key into ability (deep-copied).
    for k, v in pairs(config) do
      if ability[k] == nil then ability[k] = deep_copy(v) end
    end
    if center.set == "Tarot" or center.set == "Planet" or center.set == "Spectral"
      or (SMODS.ConsumableTypes and SMODS.ConsumableTypes[center.set]) then
      ability.consumeable = config
    end
    self.ability = ability
    self.config.center = center
    self.config.center_key = center.key
    self.base_cost = center.cost or 1
    if center.set == "Joker" or center.consumeable or center.set == "Voucher" or center.set == "Booster"
      or ability.consumeable then
      self.label = center.label or center.name
    end
    if G.GAME then self:set_cost() end
    if center.set_ability and type(center.set_ability) == "function" and not center.vanilla then
      center:set_ability(self, initial, delay_sprites)
    end
    if not initial and G.GAME and old_center and old_center ~= center and SMODS.calculate_context then
      SMODS.calculate_context({ setting_ability = true, other_card = self, old = old_center.key, new = center.key,
        unchanged = old_center == center })
    end
    return self
  end

  function Card:set_cost()
    local edition_cost = 0
    if self.edition then
      local center = self.edition.key and G.P_CENTERS[self.edition.key]
      edition_cost = center and center.extra_cost or 0
    end
    self.extra_cost = (G.GAME.inflation or 0) + edition_cost
    local discount = G.GAME.discount_percent or 0
    self.cost = math.max(1, math.floor((self.base_cost + self.extra_cost + 0.5) * (100 - discount) / 100))
    if self.ability.set == "Booster" and G.GAME.modifiers and G.GAME.modifiers.booster_ante_scaling then
      self.cost = self.cost + G.GAME.round_resets.ante - 1
    end
    if self.ability.rental then self.cost = 1 end
    self.sell_cost = math.max(1, math.floor(self.cost / 2)) + (self.ability.extra_value or 0)
    if self.area and self.ability.couponed then self.cost = 0 end
    self.sell_cost_label = self.sell_cost
  end

  function Card:set_edition(edition, immediate, silent, delay)
    local old = self.edition
    if old and old.key and G.P_CENTERS[old.key] and G.P_CENTERS[old.key].on_remove then
      G.P_CENTERS[old.key].on_remove(self)
    end
    if edition == nil then
      if old and old.card_limit and self.added_to_deck and self.area then
        self.area.config.card_limit = self.area.config.card_limit - old.card_limit
      end
      self.edition = nil
      self:set_cost()
      return
    end
    local key
    if type(edition) == "string" then
      if edition:sub(1, 2) ~= "e_" then
        P.crash("set_edition: edition key '" .. edition .. "' must start with 'e_' (assertion failed)")
      end
      key = edition
    elseif type(edition) == "table" then
      if edition.key then
        key = edition.key
      else
        for k, v in pairs(edition) do
          if v == true and G.P_CENTERS["e_" .. k] then key = "e_" .. k; break end
        end
      end
    end
    local center = key and G.P_CENTERS[key]
    if not center or center.set ~= "Edition" then
      P.crash("set_edition: no edition '" .. tostring(key or edition) .. "' (attempt to index a nil value)")
    end
    local kind = key:sub(3)
    local fields = { key = key, type = kind, [kind] = true }
    for k, v in pairs(VANILLA_EDITION_FIELDS[key] or {}) do fields[k] = v end
    for k, v in pairs(center.config or {}) do
      if fields[k] == nil then fields[k] = deep_copy(v) end
    end
    self.edition = fields
    if fields.card_limit and self.added_to_deck and self.area then
      self.area.config.card_limit = self.area.config.card_limit + fields.card_limit
    end
    if center.on_apply then center.on_apply(self) end
    if not silent and center.sound then
      if type(center.sound) == "table" and center.sound.sound then play_sound(center.sound.sound, center.sound.per, center.sound.vol) end
    end
    self:set_cost()
  end

  function Card:set_seal(seal, silent, immediate)
    if seal == nil then
      self.seal = nil
      self.ability.seal = nil
      return
    end
    local center = G.P_SEALS[seal]
    if not center then
      P.crash("set_seal: no seal '" .. tostring(seal) .. "' (G.P_SEALS[" .. tostring(seal) .. "] is nil; mod seals need the full key '<prefix>_<key>')")
    end
    self.seal = seal
    self.ability.seal = deep_copy(center.config or {})
    if not silent and center.sound and type(center.sound) == "table" and center.sound.sound then
      play_sound(center.sound.sound, center.sound.per, center.sound.vol)
    end
  end

  function Card:add_sticker(sticker, bypass_check)
    local def = SMODS.Stickers[sticker]
    if not def then P.crash("add_sticker: no sticker '" .. tostring(sticker) .. "'") end
    -- as Steamodded's Card:add_sticker: without bypass_check a sticker goes on only when its
    -- should_apply says so, and the game's own (eternal, perishable, rental, pinned) say never
    if not bypass_check and not (type(def.should_apply) == "function" and def:should_apply(self, self.config.center, self.area, true)) then
      return
    end
    self.ability[sticker] = true
    if def.apply and not def.vanilla then def:apply(self, true) end
  end

  function Card:remove_sticker(sticker)
    local def = SMODS.Stickers[sticker]
    if not def then P.crash("remove_sticker: no sticker '" .. tostring(sticker) .. "'") end
    self.ability[sticker] = nil
  end

  function Card:set_eternal(eternal) self.ability.eternal = eternal or nil end
  function Card:set_perishable(perishable)
    self.ability.perishable = perishable or nil
    if perishable then self.ability.perish_tally = G.GAME.perishable_rounds or 5 end
  end
  function Card:set_rental(rental) self.ability.rental = rental or nil; self:set_cost() end
  function Card:calculate_rental() if self.ability.rental then ease_dollars(-(G.GAME.rental_rate or 3)) end end
  function Card:calculate_perishable() end

  function Card:set_debuff(should_debuff)
    self.debuff = should_debuff and true or false
  end

  function Card:juice_up() end
  function Card:flip() self.facing = self.facing == "front" and "back" or "front" end
  function Card:highlight(is_highlighted) self.highlighted = is_highlighted end
  function Card:click() end
  function Card:set_sprites() end
  function Card:start_materialize() end
  function Card:set_card_area(area) self.area = area end
  function Card:update() end
  function Card:draw() end
  function Card:hover() end
  function Card:stop_hover() end
  function Card:generate_UIBox_ability_table() return {} end
  function Card:save() return {} end
  function Card:load() end
  function Card:set_multiplication_bonus() end
  function Card:is_playing_card() return self.playing_card ~= nil or self.ability.set == "Default" or self.ability.set == "Enhanced" end
  function Card:can_calculate(ignore_debuff, ignore_sliced)
    if self.debuff and not ignore_debuff then return false end
    if self.getting_sliced and not ignore_sliced then return false end
    return true
  end

  function Card:is_rarity(rarity)
    local own = self.config.center.rarity
    local names = { "Common", "Uncommon", "Rare", "Legendary" }
    if type(own) == "number" then own = names[own] or own end
    if type(rarity) == "number" then rarity = names[rarity] or rarity end
    return own == rarity
  end

  function Card:change_suit(new_suit)
    local ok, err = SMODS.change_base(self, new_suit)
    if not ok then P.crash(err) end
  end

  function Card:add_to_deck(from_debuff)
    if self.added_to_deck then return end
    self.added_to_deck = true
    if self.ability.h_size and self.ability.h_size ~= 0 and G.hand then G.hand:change_size(self.ability.h_size) end
    if self.ability.d_size and self.ability.d_size > 0 then
      G.GAME.round_resets.discards = G.GAME.round_resets.discards + self.ability.d_size
      ease_discard(self.ability.d_size)
    end
    if self.edition and self.edition.card_limit and self.area then
      self.area.config.card_limit = self.area.config.card_limit + self.edition.card_limit
    end
    local center = self.config.center
    if center.add_to_deck and not center.vanilla then center:add_to_deck(self, from_debuff) end
    if not from_debuff and SMODS.calculate_context and G.GAME then
      if self.ability.set == "Joker" then G.GAME.used_jokers[center.key] = true end
    end
  end

  function Card:remove_from_deck(from_debuff)
    if not self.added_to_deck then return end
    self.added_to_deck = false
    if self.ability.h_size and self.ability.h_size ~= 0 and G.hand then G.hand:change_size(-self.ability.h_size) end
    if self.ability.d_size and self.ability.d_size > 0 then
      G.GAME.round_resets.discards = G.GAME.round_resets.discards - self.ability.d_size
      ease_discard(-self.ability.d_size)
    end
    if self.edition and self.edition.card_limit and self.area then
      self.area.config.card_limit = self.area.config.card_limit - self.edition.card_limit
    end
    local center = self.config.center
    if center.remove_from_deck and not center.vanilla then center:remove_from_deck(self, from_debuff) end
  end

  function Card:remove()
    if self.removed then return end
    self.removed = true
    self.REMOVED = true
    if self.area then self.area:remove_card(self) end
    self:remove_from_deck()
    if G.playing_cards then
      for i = #G.playing_cards, 1, -1 do
        if G.playing_cards[i] == self then table.remove(G.playing_cards, i) end
      end
    end
    if self.edition and self.edition.key and G.P_CENTERS[self.edition.key] and G.P_CENTERS[self.edition.key].on_remove then
      G.P_CENTERS[self.edition.key].on_remove(self)
    end
  end

  function Card:start_dissolve(_colours, _silent, _time, _no_juice)
    self.dissolve = 0
    self.getting_sliced = true
    self:remove()
  end

  function Card:shatter()
    self.shattered = true
    self:start_dissolve()
  end

  function Card:calculate_joker(context)
    if self.debuff then return nil end
    local center = self.config.center
    if center.calculate and not center.vanilla then
      return center:calculate(self, context)
    end
  end

  function Card:calculate_seal(context)
    if self.debuff or not self.seal then return nil end
    local seal = G.P_SEALS[self.seal]
    if seal and seal.calculate and not seal.vanilla then return seal:calculate(self, context) end
  end

  function Card:calculate_dollar_bonus()
    -- Steamodded (lovely/can_calculate.toml): no payout from a card that cannot calculate
    if not self:can_calculate() then return nil end
    local center = self.config.center
    if center.calc_dollar_bonus and not center.vanilla then return center:calc_dollar_bonus(self) end
  end

  function Card:can_use_consumeable(any_state, skip_check)
    local center = self.config.center
    if center.can_use and not center.vanilla then return center:can_use(self) end
    local cfg = self.ability.consumeable or {}
    if cfg.hand_type then return true end
    if cfg.max_highlighted then
      local n = G.hand and #G.hand.highlighted or 0
      return n >= (cfg.min_highlighted or 1) and n <= cfg.max_highlighted
    end
    return false
  end

  function Card:use_consumeable(area, copier)
    local center = self.config.center
    if not copier then set_consumeable_usage(self) end
    if center.use and not center.vanilla then return center:use(self, area, copier) end
    local cfg = self.ability.consumeable or {}
    if cfg.hand_type then
      if not G.GAME.hands[cfg.hand_type] then P.crash("planet hand_type '" .. tostring(cfg.hand_type) .. "' is not a poker hand") end
      level_up_hand(self, cfg.hand_type)
    end
    if cfg.mod_conv and G.hand then
      for _, c in ipairs(G.hand.highlighted) do
        if G.P_CENTERS[cfg.mod_conv] then c:set_ability(G.P_CENTERS[cfg.mod_conv]) end
      end
    end
    if cfg.suit_conv and G.hand then
      for _, c in ipairs(G.hand.highlighted) do assert(SMODS.change_base(c, cfg.suit_conv)) end
    end
  end

  function Card:redeem()
    local center = self.config.center
    -- Steamodded's Card:redeem (lovely/booster.toml) marks the state; only G.FUNCS.use_card,
    -- which redeems a bought voucher, puts the previous one back (Calc.use_card)
    G.STATE = G.STATES.SMODS_REDEEM_VOUCHER
    G.GAME.used_vouchers[center.key] = true
    if center.redeem and not center.vanilla then
      center:redeem(self)
    end
    if G.vouchers and self.area ~= G.vouchers then
      if self.area then self.area:remove_card(self) end
      G.vouchers:emplace(self)
    end
  end

  function Card:apply_to_run() end

  -- Opening a pack (Steamodded's Booster: size and picks with the run's booster modifiers).
  function Card:open()
    local center = self.config.center
    -- Steamodded's Card:open keeps the pack (lovely/booster.toml); nothing clears it when it closes
    SMODS.OPENED_BOOSTER = self
    local cards = {}
    local size = self.ability.extra or 3
    if type(size) ~= "number" then size = 3 end
    size = math.max(1, size + (G.GAME.modifiers.booster_size_mod or 0))
    G.GAME.pack_size = size
    G.GAME.pack_choices = math.min((self.ability.choose or 1) + (G.GAME.modifiers.booster_choice_mod or 0), size)
    G.pack_cards = G.pack_cards or CardArea(0, 0, 1, 1, { card_limit = size, type = "consumeable" })
    for i = 1, size do
      local made
      if center.create_card then
        made = center:create_card(self, i)
      end
      if type(made) == "table" and getmetatable(made) ~= Card then made = SMODS.create_card(made) end
      if made then cards[#cards + 1] = made; G.pack_cards:emplace(made) end
    end
    return cards
  end

  function Card:sell_card()
    local own = self:calculate_joker({ selling_self = true })
    if type(own) == "table" then SMODS.calculate_effect(own, self) end
    SMODS.calculate_context({ selling_card = true, card = self })
    ease_dollars(self.sell_cost)
    self:start_dissolve()
  end

  CardArea = Moveable:extend()
  function CardArea:init(x, y, w, h, config)
    Moveable.init(self, x, y, w, h)
    self.config = config or {}
    self.config.card_limit = self.config.card_limit or 52
    self.config.type = self.config.type or "joker"
    self.config.highlighted_limit = self.config.highlighted_limit or 5
    self.config.temp_limit = self.config.card_limit
    self.cards = {}
    self.highlighted = {}
    self.children = {}
  end

  function CardArea:emplace(card, location, stay_flipped)
    if type(card) ~= "table" or getmetatable(card) ~= Card then
      P.crash("CardArea:emplace expects a Card (got " .. type(card) .. ")")
    end
    if card.area and card.area ~= self then card.area:remove_card(card) end
    if location == "front" then
      table.insert(self.cards, 1, card)
    else
      table.insert(self.cards, card)
    end
    card.area = self
    card.removed = nil
    card.REMOVED = nil
    self.config.card_count = #self.cards
    -- unlock events (Steamodded lovely/fixes.toml, overrides.lua)
    if G.deck and self == G.deck and check_for_unlock then check_for_unlock({ type = "modify_deck", deck = self }) end
    if G.jokers and self == G.jokers and check_for_unlock then check_for_unlock({ type = "modify_jokers" }) end
    return card
  end

  function CardArea:remove_card(card, discarded_only)
    if not self.cards then return end
    local removed
    if card == nil then
      removed = table.remove(self.cards)
    else
      for i = #self.cards, 1, -1 do
        if self.cards[i] == card then removed = table.remove(self.cards, i) end
      end
    end
    if removed then
      for i = #self.highlighted, 1, -1 do
        if self.highlighted[i] == removed then table.remove(self.highlighted, i) end
      end
      removed.highlighted = false
      if removed.area == self then removed.area = nil end
    end
    self.config.card_count = #self.cards
    return removed
  end

  function CardArea:add_to_highlighted(card, silent)
    if not card then return end
    for _, c in ipairs(self.highlighted) do if c == card then return end end
    if #self.highlighted >= self.config.highlighted_limit then return end
    self.highlighted[#self.highlighted + 1] = card
    card.highlighted = true
  end

  function CardArea:remove_from_highlighted(card, force)
    for i = #self.highlighted, 1, -1 do
      if self.highlighted[i] == card then table.remove(self.highlighted, i) end
    end
    if card then card.highlighted = false end
  end

  function CardArea:unhighlight_all()
    for _, c in ipairs(self.highlighted) do c.highlighted = false end
    self.highlighted = {}
  end

  function CardArea:change_size(delta)
    if type(delta) ~= "number" then P.crash("CardArea:change_size expects a number (got " .. type(delta) .. ")") end
    self.config.card_limit = self.config.card_limit + delta
  end

  function CardArea:handle_card_limit(delta)
    self.config.card_limit = self.config.card_limit + (delta or 0)
  end

  function CardArea:shuffle(seed)
    pseudoshuffle(self.cards, pseudoseed(seed or "shuffle"))
  end

  function CardArea:sort() end
  function CardArea:set_ranks() end
  function CardArea:align_cards() end
  function CardArea:hard_set_cards() end
  function CardArea:parse_highlighted() end
  function CardArea:can_highlight() return true end
  function CardArea:draw_card_from(area, stay_flipped, discarded_only)
    local card = area:remove_card(nil, discarded_only)
    if card then self:emplace(card, nil, stay_flipped) end
  end
end

function M.card_key(suit, value)
  local s = SMODS.Suits[suit]
  local r = SMODS.Ranks[value]
  if not s or not r then return nil end
  return s.card_key .. "_" .. r.card_key
end

return M
