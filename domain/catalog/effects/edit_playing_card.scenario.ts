import { build, scenario } from "../scenario";

const { rule, effect } = build;
const v = build.variable;
const edit = (trigger: string, params: Record<string, unknown>) => [rule(trigger, { effects: [effect("edit_playing_card", params)] })];

export default [
  scenario({
    entry: "edit_playing_card", name: "held cards become Gold Cards with a Red Seal",
    subject: { type: "joker", rules: edit("card_held_in_hand", { new_enhancement: "m_gold", new_seal: "Red" }) },
    steps: [{ play: ["H_5"], held: ["S_K", "D_2"] }], expect: { handCards: ["S_K+m_gold+Red", "D_2+m_gold+Red"] },
  }),
  scenario({
    entry: "edit_playing_card", name: "each scored card becomes a King of Hearts with a Foil edition",
    subject: { type: "joker", rules: edit("card_scored", { new_rank: "K", new_suit: "Hearts", new_enhancement: "none", new_edition: "e_foil" }) },
    steps: [{ play: ["S_5", "D_5"] }],
    probes: { first: "G.discard.cards[1].base.value .. ' of ' .. G.discard.cards[1].base.suit .. ' ' .. G.discard.cards[1].edition.key", discarded: "#G.discard.cards" },
    expect: { probes: { first: "King of Hearts e_foil", discarded: 2 } },
  }),
  scenario({
    entry: "edit_playing_card", name: "the modified card, held in hand, becomes a Queen of Clubs",
    subject: { type: ["enhancement", "seal", "edition"], rules: edit("card_held_in_hand", { new_rank: "Q", new_suit: "Clubs", new_enhancement: "none" }) },
    steps: [{ play: ["H_5"], held: [{ card: "S_K", self: true }, "D_2"] }],
    probes: { card: "G.hand.cards[1].base.value .. ' of ' .. G.hand.cards[1].base.suit", other: "G.hand.cards[2].base.value" },
    expect: { probes: { card: "Queen of Clubs", other: "2" } },
  }),
  scenario({
    entry: "edit_playing_card", name: "the modified card becomes a Glass Card when discarded",
    subject: { type: ["seal", "edition"], rules: edit("card_discarded", { new_enhancement: "m_glass" }) },
    steps: [{ discard: [{ card: "S_K", self: true }] }],
    probes: { enhancement: "G.discard.cards[1].config.center.key" }, expect: { probes: { enhancement: "m_glass" } },
  }),
  scenario({
    // a key variable may hold any key (a joker's by default): Steamodded's set_edition asserts an
    // e_ key and set_ability would make the card a joker's center, so nothing changes
    entry: "edit_playing_card", name: "a key variable holding a joker's key changes no edition and no enhancement",
    subject: { type: "joker", variables: [v("picked", "key", "j_joker")], rules: edit("card_scored", { new_enhancement: "picked", new_edition: "picked" }) },
    steps: [{ play: ["S_5", "D_5"] }],
    probes: { edition: "tostring(G.discard.cards[1].edition)", center: "G.discard.cards[1].config.center.key" },
    expect: { probes: { edition: "nil", center: "c_base" } },
  }),
  scenario({
    // Steamodded's set_ability gives the card a new table: the enhancement's variables are read from the one calculate started with
    entry: "edit_playing_card", name: "a enhancement that changes its own card, then reads its variable: +2 Mult",
    subject: { type: "enhancement", variables: [v("n", "number", 2)], rules: [rule("card_scored", { effects: [effect("edit_playing_card", { new_enhancement: "m_gold" }), effect("add_mult", { value: "n" })] })] },
    steps: [{ play: [{ card: "S_5", self: true }] }], expect: { chips: 10, mult: 3 },
  }),
  scenario({
    // Steamodded's set_seal gives the card a new table: the seal's variables are read from the one calculate started with.
    // SMODS.score_card asks for a card's retriggers only after its first pass: by then its seal is Red, which retriggers
    // it once (+5 chips again; the new seal gives no Mult)
    entry: "edit_playing_card", name: "a seal that changes its own card to Red, then reads its variable: +2 Mult, and the Red Seal retriggers it",
    subject: { type: "seal", variables: [v("n", "number", 2)], rules: [rule("card_scored", { effects: [effect("edit_playing_card", { new_seal: "Red" }), effect("add_mult", { value: "n" })] })] },
    steps: [{ play: [{ card: "S_5", self: true }] }], expect: { chips: 15, mult: 3 },
  }),
  scenario({
    // Steamodded's set_edition gives the card a new table: the edition's variables are read from the one calculate started with
    entry: "edit_playing_card", name: "a edition that changes its own card, then reads its variable: +2 Mult",
    subject: { type: "edition", variables: [v("n", "number", 2)], rules: [rule("card_scored", { effects: [effect("edit_playing_card", { new_edition: "e_foil" }), effect("add_mult", { value: "n" })] })] },
    steps: [{ play: [{ card: "S_5", self: true }] }], expect: { chips: 10, mult: 3 },
  }),
];
