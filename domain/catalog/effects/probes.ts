// Lua probes scenarios of effects share: what the harness logged (messages, sounds, big texts)
// and small set-ups (a joker that gives +4 Mult, to copy).

/** True when the harness logged an entry of this kind whose field equals the value. */
export function logged(kind: "message" | "sound" | "attention" | "level_up", field: string, value: string): string {
  return `(function() for _, e in ipairs(require("helpers").log) do if e.kind == ${JSON.stringify(kind)} and tostring(e.${field}) == ${JSON.stringify(value)} then return true end end return false end)()`;
}

/** Set-up Lua: a joker (blueprint-compatible) that gives +4 Mult when a hand is played, added to the jokers. */
export const PLUS_FOUR_JOKER = `
G.P_CENTERS.j_probe_plus_four = G.P_CENTERS.j_probe_plus_four or { key = "j_probe_plus_four", name = "Plus Four", set = "Joker", config = {}, rarity = 1, cost = 2,
  blueprint_compat = true, pos = { x = 0, y = 0 },
  calculate = function(self, card, context) if context.joker_main then return { mult = 4 } end end }
local c = Card(0, 0, G.CARD_W, G.CARD_H, nil, G.P_CENTERS.j_probe_plus_four)
G.jokers:emplace(c)
c:add_to_deck()`;

/** The consumables held other than the subject, as "key" or "key/edition", comma-separated. */
export const OWNED_CONSUMABLES = { owned: "(function() local t = {} for _, c in ipairs(G.consumeables.cards) do if c.config.center.key:sub(1, 5) ~= 'c_sc_' then t[#t + 1] = c.config.center.key .. (c.edition and ('/' .. c.edition.key) or '') end end return table.concat(t, ',') end)()" };
