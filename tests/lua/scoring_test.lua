-- The scoring simulator against scores the game gives for the same hands.
local T = dofile("lib/t.lua")
local H = require("harness")
local Sim = require("sim")
H.boot()

local function score(played, held, setup)
  Sim.reset()
  if setup then setup() end
  return Sim.play(played, held)
end

-- Level-1 Flush, five hearts 2-3-5-8-K: (35 + 2+3+5+8+10) x 4.
local r = score({ "H_2", "H_3", "H_5", "H_8", "H_K" })
T.eq(r.name, "Flush", "flush name")
T.eq(r.score, 252, "flush of hearts 2-3-5-8-K scores 252")
T.eq(#r.scoring_hand, 5, "all five flush cards score")

-- Pair: only the pair scores. (10 + 9 + 9) x 2.
r = score({ "S_9", "H_9", "D_4", "C_2", "S_J" })
T.eq(r.name, "Pair", "pair name")
T.eq(#r.scoring_hand, 2, "only the pair scores")
T.eq(r.score, 56, "pair of nines scores 56")

-- Straight 5-9: (30 + 35) x 4.
r = score({ "S_5", "H_6", "D_7", "C_8", "S_9" })
T.eq(r.name, "Straight", "straight name")
T.eq(r.score, 260, "straight 5-9 scores 260")

-- Ace-low straight and High Card with an Ace (11 chips).
T.eq(score({ "S_A", "H_2", "D_3", "C_4", "S_5" }).name, "Straight", "A-2-3-4-5 is a straight")
T.eq(score({ "D_A" }).score, 16, "high card ace scores (5 + 11) x 1")

-- A +4 Mult joker (the game's Joker): (10 + 18) x (2 + 4).
local function plus4() return Sim.joker(function(_, card, ctx) if ctx.joker_main then return { mult = 4 } end end) end
local function times2() return Sim.joker(function(_, card, ctx) if ctx.joker_main then return { x_mult = 2 } end end) end
T.eq(score({ "S_9", "H_9", "D_4", "C_2", "S_J" }, nil, plus4).score, 168, "+4 mult joker on a pair")

-- Order of operations: jokers score left to right.
T.eq(score({ "S_9", "H_9", "D_4", "C_2", "S_J" }, nil, function() times2(); plus4() end).score, 28 * (2 * 2 + 4), "X2 then +4")
T.eq(score({ "S_9", "H_9", "D_4", "C_2", "S_J" }, nil, function() plus4(); times2() end).score, 28 * ((2 + 4) * 2), "+4 then X2")

-- Retrigger: a joker repeating every played card (like Hack for all ranks): (10 + 2*9 + 2*9) x 2.
local function retrigger()
  Sim.joker(function(_, card, ctx)
    if ctx.repetition and ctx.cardarea == G.play then return { repetitions = 1, message = "Again!" } end
  end)
end
r = score({ "S_9", "H_9", "D_4", "C_2", "S_J" }, nil, retrigger)
T.eq(r.score, 92, "retriggered pair scores (10 + 36) x 2")

-- A per-card joker reacting to each scored card (+3 mult per heart, like Lusty Joker).
local function lusty()
  Sim.joker(function(_, card, ctx)
    if ctx.individual and ctx.cardarea == G.play and ctx.other_card:is_suit("Hearts") then return { mult = 3 } end
  end)
end
T.eq(score({ "H_2", "H_3", "H_5", "H_8", "H_K" }, nil, lusty).score, 63 * (4 + 15), "lusty joker on a heart flush")
-- ... and it retriggers with the card.
T.eq(score({ "S_9", "H_9", "D_4", "C_2", "S_J" }, nil, function() lusty(); retrigger() end).score, 46 * (2 + 6), "per-card joker fires on each repetition")

-- Red Seal retriggers its card: (10 + 9 + 9*2) x 2.
r = score({ Sim.card("S_9", { seal = "Red" }), "H_9", "D_4", "C_2", "S_J" })
T.eq(r.score, 74, "red seal nine retriggers")

-- Steel card held in hand: X1.5 mult. (28) x (2 * 1.5).
r = score({ "S_9", "H_9" }, { Sim.card("C_K", { enhancement = "m_steel" }) })
T.eq(r.score, 84, "steel king held multiplies mult by 1.5")

-- Enhancements and editions on scoring cards.
T.eq(score({ Sim.card("S_9", { enhancement = "m_bonus" }), "H_9" }).score, (10 + 18 + 30) * 2, "bonus card +30 chips")
T.eq(score({ Sim.card("S_9", { enhancement = "m_mult" }), "H_9" }).score, 28 * (2 + 4), "mult card +4 mult")
T.eq(score({ Sim.card("S_9", { enhancement = "m_glass" }), "H_9" }).score, 28 * 4, "glass card x2 mult")
T.eq(score({ Sim.card("S_9", { edition = "e_foil" }), "H_9" }).score, (28 + 50) * 2, "foil +50 chips")
T.eq(score({ Sim.card("S_9", { edition = "e_holo" }), "H_9" }).score, 28 * 12, "holographic +10 mult")
T.eq(score({ Sim.card("S_9", { edition = "e_polychrome" }), "H_9" }).score, 28 * 3, "polychrome x1.5 mult")

-- Stone card always scores and gives +50 chips but no rank chips.
r = score({ "S_9", "H_9", Sim.card("D_K", { enhancement = "m_stone" }) })
T.eq(#r.scoring_hand, 3, "stone card scores with the pair")
T.eq(r.score, (28 + 50) * 2, "stone card +50 chips")

-- Edition on a joker: foil before its effect, polychrome after.
r = score({ "S_9", "H_9" }, nil, function()
  local j = plus4()
  j:set_edition("e_polychrome", true, true)
end)
T.eq(r.score, 28 * ((2 + 4) * 1.5), "polychrome joker multiplies after its +4")

-- Levels: a level-2 Flush has 50 chips and 6 mult; level_up returned in `before` counts this hand.
r = score({ "H_2", "H_3", "H_5", "H_8", "H_K" }, nil, function() level_up_hand(nil, "Flush") end)
T.eq(r.score, (50 + 28) * 6, "level 2 flush")
r = score({ "H_2", "H_3", "H_5", "H_8", "H_K" }, nil, function()
  Sim.joker(function(_, card, ctx) if ctx.before then return { level_up = true } end end)
end)
T.eq(G.GAME.hands.Flush.level, 2, "level_up in before levels the played hand")
T.eq(r.score, (50 + 28) * 6, "and the hand scores at the new level")

-- Chips/mult returned in before/after are not added to the score.
r = score({ "S_9", "H_9" }, nil, function()
  Sim.joker(function(_, card, ctx) if ctx.before or ctx.after then return { mult = 100, chips = 100 } end end)
end)
T.eq(r.score, 56, "before/after chips and mult do not score")

-- Dollars, messages, held-card joker effects (Baron-like X1.5 per held King).
r = score({ "S_9", "H_9" }, { "C_K", "D_K" }, function()
  Sim.joker(function(_, card, ctx)
    if ctx.individual and ctx.cardarea == G.hand and not ctx.end_of_round and ctx.other_card:get_id() == 13 then
      return { x_mult = 1.5 }
    end
  end)
  Sim.joker(function(_, card, ctx) if ctx.joker_main then return { dollars = 3, message = "Paid" } end end)
end)
T.eq(r.score, 28 * (2 * 1.5 * 1.5), "baron-like joker on two held kings")
T.eq(G.GAME.dollars, 4 + 3, "dollars returned are paid")
local seen = false
for _, e in ipairs(H.helpers.log) do if e.kind == "message" and e.text == "Paid" then seen = true end end
T.ok(seen, "custom message shown")

-- extra chains effects; swap swaps chips and mult.
r = score({ "S_9", "H_9" }, nil, function()
  Sim.joker(function(_, card, ctx) if ctx.joker_main then return { mult = 1, extra = { x_mult = 2 } } end end)
end)
T.eq(r.score, 28 * 6, "extra applies after the first effect")

-- x_chips multiplies the chips where it is returned, between the effects around it:
-- ((10 + 18) + 2) x 3 chips, then x (2 + 4) mult.
r = score({ "S_9", "H_9" }, nil, function()
  Sim.joker(function(_, card, ctx) if ctx.joker_main then return { chips = 2, extra = { x_chips = 3, extra = { mult = 4 } } } end end)
end)
T.eq(r.score, (28 + 2) * 3 * (2 + 4), "x_chips multiplies chips in order")

-- destroy_card removes the scored card; remove_playing_cards follows.
local removed_seen
r = score({ "S_9", "H_9" }, nil, function()
  Sim.joker(function(_, card, ctx)
    if ctx.destroy_card and ctx.destroy_card:is_suit("Spades") and ctx.destroying_card then return { remove = true } end
    if ctx.remove_playing_cards then removed_seen = #ctx.removed end
  end)
end)
T.eq(#r.destroyed, 1, "one card destroyed")
T.eq(removed_seen, 1, "remove_playing_cards lists it")

-- Discards: discard per card, remove destroys.
Sim.reset()
local discarded = 0
Sim.joker(function(_, card, ctx)
  if ctx.discard then discarded = discarded + 1; if ctx.other_card:is_face() then return { remove = true } end end
end)
local a, b = Sim.card("S_K"), Sim.card("H_4")
G.hand:emplace(a); G.hand:emplace(b)
local gone = H.Calc.discard({ a, b })
T.eq(discarded, 2, "discard context per card")
T.eq(#gone, 1, "face card destroyed on discard")
T.eq(#G.discard.cards, 0, "the other card is still in hand: draw_card moves it in a queued event")
H.Ev.flush()
T.eq(#G.discard.cards, 1, "other card goes to the discard pile")

-- End of round: gold card held pays 3, joker end_of_round once.
Sim.reset()
local rounds = 0
Sim.joker(function(_, card, ctx) if ctx.end_of_round and ctx.main_eval and not ctx.game_over then rounds = rounds + 1 end end)
G.hand:emplace(Sim.card("S_K", { enhancement = "m_gold" }))
H.Calc.end_of_round(false)
H.Ev.flush() -- money changes in queued events, as in the game
T.eq(rounds, 1, "joker end_of_round once")
T.eq(G.GAME.dollars, 4 + 3, "gold card pays $3 at end of round")

-- Round and shop steps on request: a joker that grows on each blind and each reroll.
Sim.reset()
local grower = Sim.joker(function(_, card, ctx)
  if ctx.setting_blind then card.ability.extra.mult = card.ability.extra.mult + 1 end
  if ctx.reroll_shop then card.ability.extra.mult = card.ability.extra.mult + 2 end
  if ctx.selling_self then return { dollars = 10 } end
  if ctx.joker_main then return { mult = card.ability.extra.mult } end
end, { extra = { mult = 0 } })
H.Calc.setting_blind("bl_small")
H.Calc.starting_shop()
G.GAME.dollars = 20
H.Calc.reroll_shop()
H.Ev.flush()
T.eq(G.GAME.dollars, 15, "a reroll costs $5")
T.eq(grower.ability.extra.mult, 3, "setting_blind and reroll_shop reach the joker")
r = Sim.play({ "S_9", "H_9" })
T.eq(r.score, 28 * (2 + 3), "the grown joker scores")
local bought = Card(0, 0, 1, 1, nil, G.P_CENTERS.j_joker)
bought.cost = 2
H.Calc.buy(bought)
T.eq(#G.jokers.cards, 2, "a bought joker joins the jokers")
H.Ev.flush()
local before = G.GAME.dollars
H.Calc.sell(grower)
H.Ev.flush()
T.eq(G.GAME.dollars, before + 10 + grower.sell_cost, "selling_self pays its effect and the sell value")
T.ok(grower.removed, "the sold joker is gone")

-- A joker marked getting_sliced (destroyed in a queued event, as Ceremonial Dagger does) no
-- longer scores: Steamodded's eval_card skips a card that cannot calculate (Card:can_calculate).
r = score({ "S_9", "H_9" }, nil, function()
  local doomed = plus4()
  Sim.joker(function(_, card, ctx)
    if ctx.before then
      doomed.getting_sliced = true
      G.E_MANAGER:add_event(Event({ func = function() doomed:start_dissolve(); return true end }))
    end
  end)
end)
T.eq(r.score, 56, "a joker being destroyed adds no mult")

-- A lost round (game over) runs only the jokers' end_of_round pass: no held-card effects, no
-- calc_dollar_bonus (the game's end_round goes to GAME_OVER before them). Saved, it runs them all.
local function lost_round(save)
  Sim.reset()
  G.GAME.dollars = 0
  local seen_over
  Sim.joker(function(_, card, ctx)
    if ctx.end_of_round and ctx.main_eval and save then return { saved = "ph_mr_bones" } end
  end)
  local later = Sim.joker(function(_, card, ctx)
    if ctx.end_of_round and ctx.main_eval then seen_over = ctx.game_over; return { dollars = 1 } end
  end)
  later.config.center.calc_dollar_bonus = function() return 5 end
  G.hand:emplace(Sim.card("S_K", { enhancement = "m_gold" }))
  local saved = H.Calc.end_of_round(true)
  H.Ev.flush()
  return saved, seen_over
end
local saved, seen_over = lost_round(false)
T.ok(not saved, "a lost round is not saved")
T.eq(seen_over, true, "the jokers see game_over")
T.eq(G.GAME.dollars, 1, "a lost round pays only the joker pass (no gold card, no dollar bonus)")
saved, seen_over = lost_round(true)
T.ok(saved, "a saved round")
T.eq(seen_over, false, "the jokers after the save see game_over = false")
T.eq(G.GAME.dollars, 1 + 3 + 5, "a saved round pays the gold card and the dollar bonus")

-- Probabilities stack as SMODS.get_probability_vars: each mod_probability joker sees the
-- numerator the previous one left, probabilities.normal multiplies after them, fix_probability last.
Sim.reset()
local seen_by_second
Sim.joker(function(_, card, ctx) if ctx.mod_probability then return { numerator = ctx.numerator + 1 } end end)
Sim.joker(function(_, card, ctx)
  if ctx.mod_probability then seen_by_second = ctx.numerator; return { numerator = ctx.numerator * 2, message = "x2" } end
end)
G.GAME.probabilities.normal = 3
local num, den = SMODS.get_probability_vars(nil, 1, 6, "test")
T.eq(seen_by_second, 2, "the second joker sees the first one's numerator")
T.eq(num, (1 + 1) * 2 * 3, "mod_probability stacks, then probabilities.normal multiplies")
T.eq(den, 6, "denominator unchanged")
local shown = false
for _, m in ipairs(H.helpers.log or {}) do if m.text == "x2" then shown = true end end
T.ok(not shown, "outside a roll, probability effects show no message")
Sim.joker(function(_, card, ctx) if ctx.fix_probability then return { numerator = ctx.numerator - 1 } end end)
num = SMODS.get_probability_vars(nil, 1, 6, "test")
T.eq(num, 11, "fix_probability starts from the modified numerator")

-- destroy_card as SMODS.calculate_destroying_cards: a scored card in G.play (with destroying_card),
-- an unscored one in 'unscored', a held one in G.hand.
local areas = {}
r = score({ "S_9", "H_9", "D_4" }, { "C_K" }, function()
  Sim.joker(function(_, card, ctx)
    if ctx.destroy_card then
      local a = ctx.cardarea == G.play and "play" or ctx.cardarea == G.hand and "hand" or tostring(ctx.cardarea)
      areas[#areas + 1] = ctx.destroy_card.base.id .. ":" .. a .. (ctx.destroying_card and "+" or "")
    end
  end)
end)
T.eq(table.concat(areas, " "), "9:play+ 9:play+ 4:unscored 13:hand", "destroy_card areas")

-- Retriggers as SMODS.score_card: asked for after the card's first pass (a joker sees what that
-- pass did), through the whole extra chain (SMODS.insert_repetitions), the rest of the table
-- applied with each retrigger.
local scored_once
r = score({ "S_9", "H_9" }, nil, function()
  scored_once = {}
  Sim.joker(function(_, card, ctx)
    if ctx.individual and ctx.cardarea == G.play then scored_once[ctx.other_card] = true end
    if ctx.repetition and ctx.cardarea == G.play and scored_once[ctx.other_card] then return { repetitions = 1 } end
  end)
end)
T.eq(r.score, (10 + 9 * 4) * 2, "a joker asked for retriggers sees the card's first pass")
r = score({ "S_9", "H_9" }, nil, function()
  Sim.joker(function(_, card, ctx)
    if ctx.repetition and ctx.cardarea == G.play and ctx.other_card:is_suit("Spades") then
      return { repetitions = 1, extra = { repetitions = 2, chips = 1 } }
    end
  end)
end)
T.eq(r.repetitions[r.scoring_hand[1]] + r.repetitions[r.scoring_hand[2]], 3, "extra's repetitions count too")
T.eq(r.score, (10 + 9 + 9 * 4 + 2) * 2, "a retrigger's chips apply with each of its retriggers")

-- ease_hands_played, ease_discard and ease_ante change their count in a queued event, as the game's.
Sim.reset()
G.GAME.current_round.hands_left, G.GAME.current_round.discards_left = 4, 1
local ante_then
Sim.joker(function(_, card, ctx) if ctx.ante_change then ante_then = G.GAME.round_resets.ante end end)
local ante = G.GAME.round_resets.ante
ease_hands_played(1); ease_discard(-3); ease_ante(1)
T.eq(G.GAME.current_round.hands_left, 4, "hands change in an event")
T.eq(G.GAME.round_resets.ante, ante, "the ante changes in an event")
T.eq(ante_then, ante, "ante_change is calculated before the ante changes")
H.Ev.flush()
T.eq(G.GAME.current_round.hands_left, 5, "then the hand is added")
T.eq(G.GAME.current_round.discards_left, 0, "ease_discard takes away at most what is left")
T.eq(G.GAME.round_resets.ante, ante + 1, "then the ante goes up")
ease_hands_played(-1, true)
T.eq(G.GAME.current_round.hands_left, 4, "instant changes at once")

-- SMODS.calculate_main_scoring: every played card in order, an unscored one with cardarea 'unscored'.
local order = {}
r = score({ "S_9", "D_4", "H_9" }, nil, function()
  Sim.joker(function(_, card, ctx)
    if ctx.individual and (ctx.cardarea == G.play or ctx.cardarea == "unscored") then
      order[#order + 1] = ctx.other_card.base.id .. (ctx.cardarea == G.play and "" or "u")
      if ctx.cardarea == "unscored" then return { mult = 1 } end
    end
  end)
end)
T.eq(table.concat(order, " "), "9 4u 9", "played cards in order, the unscored one as 'unscored'")
T.eq(r.score, 28 * 3, "an effect on an unscored card applies")

T.done("scoring")
