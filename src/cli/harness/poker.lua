-- Poker hand evaluation with Steamodded's rules: groups of "X or more" of a rank, flushes and
-- straights (Four Fingers, Shortcut and wild suits through the SMODS hooks), and the twelve
-- hands checked from Flush Five down to High Card.
local Poker = {}

local function ranked(card) return not SMODS.has_no_rank(card) end

function Poker.get_X_same(num, hand, or_more)
  local groups, ids = {}, {}
  for _, card in ipairs(hand) do
    if ranked(card) then
      local id = card:get_id()
      if not groups[id] then groups[id] = {}; ids[#ids + 1] = id end
      table.insert(groups[id], card)
    end
  end
  table.sort(ids, function(a, b) return a > b end)
  local ret = {}
  for _, id in ipairs(ids) do
    local g = groups[id]
    if #g == num or (or_more and #g >= num) then ret[#ret + 1] = g end
  end
  return ret
end

function Poker.get_flush(hand)
  local need = SMODS.four_fingers("flush")
  if #hand < need or #hand > 5 then return {} end
  for _, suit in ipairs(SMODS.Suit.obj_buffer) do
    local t = {}
    for _, card in ipairs(hand) do
      if card:is_suit(suit, nil, true) then t[#t + 1] = card end
    end
    if #t >= need then return { t } end
  end
  return {}
end

function Poker.get_straight(hand, min_length, skip, wrap)
  min_length = min_length or SMODS.four_fingers("straight")
  if skip == nil then skip = SMODS.shortcut() end
  if #hand < min_length or #hand > 5 then return {} end
  local by_id = {}
  for _, card in ipairs(hand) do
    if ranked(card) then
      local id = card:get_id()
      by_id[id] = by_id[id] or {}
      table.insert(by_id[id], card)
    end
  end
  local function at(v) if v == 1 then return by_id[14] end return by_id[v] end
  local best, run, last = nil, {}, nil
  for v = 1, 14 do
    if at(v) then
      if last and (v - last == 1 or (skip and v - last == 2)) then
        run[#run + 1] = v
      else
        run = { v }
      end
      last = v
      if #run >= min_length then
        best = {}
        for i, x in ipairs(run) do best[i] = x end
      end
    end
  end
  if not best then return {} end
  local t, used = {}, {}
  for _, v in ipairs(best) do
    for _, card in ipairs(at(v)) do
      if not used[card] then used[card] = true; t[#t + 1] = card end
    end
  end
  local ordered = {}
  for _, card in ipairs(hand) do if used[card] then ordered[#ordered + 1] = card end end
  return { ordered }
end

function Poker.get_highest(hand)
  local highest
  for _, card in ipairs(hand) do
    if not highest or card:get_nominal() > highest:get_nominal() then highest = card end
  end
  if highest then return { { highest } } end
  return {}
end

local function merge(...)
  local seen, out = {}, {}
  for _, groups in ipairs({ ... }) do
    for _, group in ipairs(groups) do
      for _, card in ipairs(group) do
        if not seen[card] then seen[card] = true; out[#out + 1] = card end
      end
    end
  end
  return out
end
Poker.merge = merge

-- Every hand name -> list of card groups (empty when the hand is absent), plus .top.
function Poker.evaluate(hand)
  local parts = {
    _5 = Poker.get_X_same(5, hand, true),
    _4 = Poker.get_X_same(4, hand, true),
    _3 = Poker.get_X_same(3, hand, true),
    _2 = Poker.get_X_same(2, hand, true),
    _flush = Poker.get_flush(hand),
    _straight = Poker.get_straight(hand),
    _highest = Poker.get_highest(hand),
  }
  parts._all_pairs = { merge(parts._2) }
  if not next(parts._2) then parts._all_pairs = {} end
  local r = {}
  r["Flush Five"] = (next(parts._5) and next(parts._flush)) and { merge(parts._5, parts._flush) } or {}
  r["Flush House"] = (#parts._3 >= 1 and #parts._2 >= 2 and next(parts._flush)) and { merge(parts._all_pairs, parts._flush) } or {}
  r["Five of a Kind"] = parts._5
  r["Straight Flush"] = (next(parts._straight) and next(parts._flush)) and { merge(parts._straight, parts._flush) } or {}
  r["Four of a Kind"] = parts._4
  r["Full House"] = (#parts._3 >= 1 and #parts._2 >= 2) and parts._all_pairs or {}
  r["Flush"] = parts._flush
  r["Straight"] = parts._straight
  r["Three of a Kind"] = parts._3
  r["Two Pair"] = (#parts._2 >= 2) and parts._all_pairs or {}
  r["Pair"] = parts._2
  r["High Card"] = parts._highest
  for _, name in ipairs(G.handlist) do
    if next(r[name]) then r.top = r[name]; break end
  end
  return r
end

-- The played hand's name, all poker hands, and the cards of the hand that score.
function Poker.info(hand)
  local poker_hands = Poker.evaluate(hand)
  local text, scoring = "NULL", {}
  for _, name in ipairs(G.handlist) do
    if next(poker_hands[name]) then
      text = name
      scoring = poker_hands[name][1]
      break
    end
  end
  return text, poker_hands, scoring
end

return Poker
