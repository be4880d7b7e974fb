-- Poker hand evaluation: all twelve hands and the scoring cards of each.
local T = dofile("lib/t.lua")
local H = require("harness")
local Sim = require("sim")
H.boot()

local function hand(specs, opts)
  Sim.reset()
  local cards = {}
  for i, s in ipairs(specs) do cards[i] = Sim.card(s, opts and opts[i]) end
  local name, poker_hands, scoring = H.Poker.info(cards)
  return name, #scoring, poker_hands
end

local cases = {
  { { "S_A", "S_A", "S_A", "S_A", "S_A" }, "Flush Five", 5 },
  { { "D_7", "D_7", "D_7", "D_4", "D_4" }, "Flush House", 5 },
  { { "S_A", "H_A", "C_A", "D_A", "S_A" }, "Five of a Kind", 5 },
  { { "H_9", "H_T", "H_J", "H_Q", "H_K" }, "Straight Flush", 5 },
  { { "S_J", "H_J", "C_J", "D_J", "S_3" }, "Four of a Kind", 4 },
  { { "S_K", "H_K", "C_K", "D_4", "S_4" }, "Full House", 5 },
  { { "H_2", "H_3", "H_5", "H_8", "H_K" }, "Flush", 5 },
  { { "S_T", "H_J", "C_Q", "D_K", "S_A" }, "Straight", 5 },
  { { "S_7", "H_7", "C_7", "D_2", "S_9" }, "Three of a Kind", 3 },
  { { "S_7", "H_7", "C_2", "D_2", "S_9" }, "Two Pair", 4 },
  { { "S_7", "H_7", "C_3", "D_2", "S_9" }, "Pair", 2 },
  { { "S_7", "H_J", "C_3", "D_2", "S_9" }, "High Card", 1 },
}
for _, c in ipairs(cases) do
  local name, n = hand(c[1])
  T.eq(name, c[2], table.concat(c[1], " ") .. " is " .. c[2])
  T.eq(n, c[3], c[2] .. " scores " .. c[3] .. " cards")
end

-- Contained hands (Steamodded's "or more" groups).
local _, _, ph = hand({ "S_J", "H_J", "C_J", "D_J", "S_3" })
T.ok(next(ph["Three of a Kind"]) and next(ph["Pair"]), "four of a kind contains three of a kind and a pair")
T.ok(not next(ph["Two Pair"]), "four of a kind is not two pair")
_, _, ph = hand({ "S_K", "H_K", "C_K", "D_4", "S_4" })
T.ok(next(ph["Two Pair"]) and next(ph["Three of a Kind"]), "full house contains two pair and three of a kind")

-- Fewer than five cards: no flush or straight; wild cards count for every suit.
T.eq((hand({ "H_2", "H_3", "H_5", "H_8" })), "High Card", "four hearts are not a flush")
T.eq((hand({ "H_2", "H_3", "H_5", "H_8", "S_K" }, { nil, nil, nil, nil, { enhancement = "m_wild" } })), "Flush", "a wild card completes the flush")
T.eq((hand({ "S_4", "H_6", "C_7", "D_8", "S_9" })), "High Card", "a gap breaks the straight")

-- Stone cards have no rank: never pair.
T.eq((hand({ "S_K", "H_K" }, { { enhancement = "m_stone" }, { enhancement = "m_stone" } })), "High Card", "two stone cards are no pair")

T.done("poker hands")
