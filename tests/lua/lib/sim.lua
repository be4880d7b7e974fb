-- Scoring helpers for tests: build cards and jokers from short specs and play a hand.
local H = require("harness")

local Sim = {}

local SUITS = { H = "Hearts", S = "Spades", D = "Diamonds", C = "Clubs" }
local RANKS = { ["2"] = "2", ["3"] = "3", ["4"] = "4", ["5"] = "5", ["6"] = "6", ["7"] = "7", ["8"] = "8",
  ["9"] = "9", T = "10", J = "Jack", Q = "Queen", K = "King", A = "Ace" }

-- "H_K" -> King of Hearts; opts = { enhancement = "m_glass", seal = "Red", edition = "e_foil" }
function Sim.card(spec, opts)
  local suit, rank = spec:match("^(%a)_(%w)$")
  local card = H.Exercise.playing(SUITS[suit], RANKS[rank])
  opts = opts or {}
  if opts.enhancement then card:set_ability(G.P_CENTERS[opts.enhancement]) end
  if opts.seal then card:set_seal(opts.seal, true) end
  if opts.edition then card:set_edition(opts.edition, true, true) end
  return card
end

local n = 0
-- A joker from a calculate function (and optional config), placed in G.jokers.
function Sim.joker(calculate, config)
  n = n + 1
  local center = { key = "j_test_" .. n, name = "Test " .. n, set = "Joker", rarity = 1, cost = 1,
    config = config or {}, calculate = calculate, blueprint_compat = true, pos = { x = 0, y = 0 } }
  G.P_CENTERS[center.key] = center
  local card = Card(0, 0, 1, 1, nil, center)
  G.jokers:emplace(card)
  card:add_to_deck()
  return card
end

-- Plays the played specs with held specs in hand; returns the scoring result.
function Sim.play(played, held, opts)
  opts = opts or {}
  local hand = {}
  for _, spec in ipairs(played) do
    local card = type(spec) == "table" and spec or Sim.card(spec)
    G.hand:emplace(card)
    hand[#hand + 1] = card
  end
  for _, spec in ipairs(held or {}) do
    G.hand:emplace(type(spec) == "table" and spec or Sim.card(spec))
  end
  local result = H.Calc.play_hand(hand)
  H.Ev.flush()
  return result
end

-- A fresh run with an empty hand.
function Sim.reset()
  H.Game.new_run({ no_draw = true })
  H.helpers.reset_log()
end

return Sim
