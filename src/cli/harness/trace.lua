-- The step-by-step breakdown of a scenario (the playtest panel shows it): the hand's base chips
-- and mult, each card scored, held-card effects, each joker's contribution, retriggers and
-- messages, in the order the game floats them, with the running chips and mult; money changes;
-- and the cards and jokers that appeared, went away or changed during the steps.
-- Off unless a scenario asks for it (spec.trace): the scoring code calls in only when active.
local T = { active = false, lines = {} }

local SHORT_RANK = { ["10"] = "T", Jack = "J", Queen = "Q", King = "K", Ace = "A" }
local SHORT_SUIT = { Hearts = "H", Spades = "S", Diamonds = "D", Clubs = "C" }

local function is_playing(card)
  return card.playing_card ~= nil or (card.ability and (card.ability.set == "Default" or card.ability.set == "Enhanced"))
end

-- A card's short description: "H_K" plus "+m_gold", "+Red", "+e_foil"; a joker or other card by key.
function T.describe(card)
  if type(card) ~= "table" then return tostring(card) end
  local center = card.config and card.config.center
  local out
  if card.base and card.base.suit and is_playing(card) then
    out = (SHORT_SUIT[card.base.suit] or card.base.suit) .. "_" .. (SHORT_RANK[card.base.value] or card.base.value)
    if center and center.key ~= "c_base" then out = out .. "+" .. center.key end
  else
    out = center and center.key or "?"
  end
  if card.seal then out = out .. "+" .. card.seal end
  if card.edition and card.edition.key then out = out .. "+" .. card.edition.key end
  return out
end

-- Who did it, and what kind of line that makes.
local function who(card, item)
  if type(card) == "table" and card.config and card.config.center and card.ability then
    if is_playing(card) then
      return (G.hand and card.area == G.hand) and "held" or "card", T.describe(card)
    end
    return "joker", card.config.center.key
  end
  if type(card) == "table" and card.config and card.config.blind then return "other", card.config.blind.key or "blind" end
  return "other", item or "?"
end

local function add(line, totals)
  if totals then
    line.totalChips = rawget(_G, "hand_chips")
    line.totalMult = rawget(_G, "mult")
  end
  T.lines[#T.lines + 1] = line
  return line
end

function T.start()
  T.active = true
  T.lines = {}
  T.skip_money = false
  T.made = {}
end

function T.stop()
  T.active = false
  local lines = T.lines
  T.lines = {}
  return lines
end

-- A card the scenario itself made (dealt, placed): not "created" by the mod.
-- Its description as made is its "before" (a played card the mod then changes or destroys).
function T.own(card)
  if T.active and type(card) == "table" then T.made[#T.made + 1] = { card = card, text = T.describe(card), made = true } end
  return card
end

-- The hand's base: its chips and mult at its level.
function T.hand(name, level, chips, mult, note)
  if not T.active then return end
  add({ kind = "hand", source = name, text = name .. " lvl." .. tostring(level) .. (note and (" (" .. note .. ")") or ""),
    chips = chips, mult = mult, totalChips = chips, totalMult = mult })
end

-- One value of an effect table applied: field is chips, mult, xmult, xchips or dollars.
function T.effect(card, item, text, field, amount, scoring)
  if not T.active then return nil end
  local kind, source = who(card, item)
  local line = { kind = kind, source = source, text = text }
  if field then line[field] = amount end
  return add(line, scoring)
end

function T.retrigger(card, item, count, text)
  if not T.active then return end
  local _, source = who(card, item)
  add({ kind = "retrigger", source = source, text = text and tostring(text) or "Again!", count = count })
end

function T.message(card, item, text)
  if not T.active then return end
  local _, source = who(card, item)
  add({ kind = "message", source = source, text = tostring(text) })
end

-- Money that changed outside an effect table's dollars (ease_dollars called by code).
function T.money(amount, item)
  if not T.active then return end
  if T.skip_money then T.skip_money = false; return end
  add({ kind = "money", source = item or "?", text = (amount >= 0 and "+$" or "-$") .. tostring(math.abs(amount)), dollars = amount })
end

-- Every card and joker of the run now, in a fixed order, with its description.
function T.snapshot()
  local list, seen = {}, {}
  local function take(cards)
    for _, card in ipairs(cards or {}) do
      if not seen[card] and not card.removed then
        seen[card] = true
        list[#list + 1] = { card = card, text = T.describe(card) }
      end
    end
  end
  take(G.jokers and G.jokers.cards)
  take(G.consumeables and G.consumeables.cards)
  take(G.playing_cards)
  for _, area in ipairs({ G.hand, G.play, G.deck, G.discard }) do take(area and area.cards) end
  return list
end

-- What appeared, went away or changed between two snapshots (cards the scenario made during the
-- steps count as there before, as they were made).
function T.diff(before, after)
  local was, now = {}, {}
  local all = {}
  for _, e in ipairs(before) do all[#all + 1] = e end
  for _, e in ipairs(T.made or {}) do all[#all + 1] = e end
  before = {}
  for _, e in ipairs(all) do
    if was[e.card] == nil then was[e.card] = e.text; before[#before + 1] = e end
  end
  for _, e in ipairs(after) do now[e.card] = e.text end
  local created, destroyed, changed = {}, {}, {}
  for _, e in ipairs(after) do
    if was[e.card] == nil then
      created[#created + 1] = e.text
    elseif was[e.card] ~= e.text then
      changed[#changed + 1] = was[e.card] .. " -> " .. e.text
    end
  end
  for _, e in ipairs(before) do
    if now[e.card] == nil then destroyed[#destroyed + 1] = e.text end
  end
  return created, destroyed, changed
end

return T
