// Triggers that are one calculate context each (smods.md 3.3): rows of one table, each row
// carrying its id, label, description, palette category, item types and guard.
import { lua } from "../../lua";
import type { RuleObjectType } from "../types";
import { and, bin, contextTrigger, ctx, not, or } from "./make";

const JVD: readonly RuleObjectType[] = ["joker", "voucher", "deck"];
const J: readonly RuleObjectType[] = ["joker"];
const wonRound = () => and(ctx("end_of_round"), ctx("main_eval"), bin("==", ctx("game_over"), lua.FALSE));

export const CONTEXT_TRIGGERS = [
  contextTrigger({ id: "hand_played", label: "When a Hand is Played", description: "The joker's main scoring step, once per played hand.", category: "Hand Scoring", objectTypes: J, scoring: true, guard: () => ctx("joker_main") }),
  contextTrigger({ id: "before_hand_played", label: "Before Hand Starts Scoring", description: "After the hand is played, before any card scores.", category: "Hand Scoring", objectTypes: J, scoring: true, guard: () => ctx("before") }),
  contextTrigger({ id: "after_hand_played", label: "When Hand Finishes Scoring", description: "After every card and joker has scored.", category: "Hand Scoring", objectTypes: J, scoring: true, guard: () => ctx("after") }),
  contextTrigger({ id: "joker_evaluated", label: "When Another Joker is Evaluated", description: "Once for each other joker as it scores.", category: "Hand Scoring", objectTypes: J, scoring: true, guard: (c) => and(ctx("other_joker"), bin("~=", ctx("other_joker"), c.self)) }),
  contextTrigger({ id: "card_destroyed", label: "When a Card is Destroyed", description: "When playing cards are destroyed, by any cause.", category: "Special", objectTypes: J, guard: () => ctx("remove_playing_cards") }),
  contextTrigger({ id: "first_hand_drawn", label: "When First Hand is Drawn", description: "When the first hand of a round is drawn.", category: "In Blind Events", objectTypes: J, guard: () => ctx("first_hand_drawn") }),
  contextTrigger({ id: "hand_drawn", label: "When a Hand is Drawn", description: "Each time cards are drawn to the hand during a blind.", category: "In Blind Events", objectTypes: J, guard: () => ctx("hand_drawn") }),
  contextTrigger({ id: "hand_discarded", label: "When a Hand is Discarded", description: "Once per discard, before the cards leave the hand.", category: "In Blind Events", objectTypes: J, guard: () => ctx("pre_discard") }),
  contextTrigger({ id: "playing_card_added", label: "When Playing Card is Added", description: "When playing cards are added to the deck.", category: "Packs & Consumables", objectTypes: J, guard: () => ctx("playing_card_added") }),
  contextTrigger({ id: "round_end", label: "When the Round Ends", description: "When a blind is beaten, before the cash-out.", category: "In Blind Events", objectTypes: JVD, guard: wonRound }),
  contextTrigger({ id: "boss_defeated", label: "When a Boss is Defeated", description: "When a Boss Blind is beaten.", category: "Round Events", objectTypes: JVD, guard: () => and(wonRound(), ctx("beat_boss")) }),
  contextTrigger({ id: "game_over", label: "When Game Over", description: "When the run is about to be lost.", category: "Special", objectTypes: J, guard: () => and(ctx("end_of_round"), ctx("main_eval"), ctx("game_over")) }),
  contextTrigger({ id: "blind_selected", label: "When a Blind is Selected", description: "When a blind is chosen, before cards are drawn.", category: "Round Events", objectTypes: JVD, guard: () => ctx("setting_blind") }),
  contextTrigger({ id: "blind_skipped", label: "When a Blind is Skipped", description: "When a blind is skipped for its tag.", category: "Round Events", objectTypes: JVD, guard: () => ctx("skip_blind") }),
  contextTrigger({ id: "blind_disabled", label: "When Blind is Disabled", description: "When a Boss Blind's effect is disabled.", category: "In Blind Events", objectTypes: JVD, guard: () => ctx("blind_disabled") }),
  contextTrigger({ id: "shop_entered", label: "When Shop is Entered", description: "When the shop opens.", category: "Round Events", objectTypes: JVD, guard: () => ctx("starting_shop") }),
  contextTrigger({ id: "shop_exited", label: "When Shop is Exited", description: "When the player leaves the shop.", category: "Round Events", objectTypes: JVD, guard: () => ctx("ending_shop") }),
  contextTrigger({ id: "shop_reroll", label: "When Shop is Rerolled", description: "Each time the shop is rerolled.", category: "Economy", objectTypes: J, guard: () => ctx("reroll_shop") }),
  contextTrigger({ id: "booster_opened", label: "When a Booster Pack is Opened", description: "When a booster pack is opened.", category: "Packs & Consumables", objectTypes: JVD, guard: () => ctx("open_booster") }),
  contextTrigger({ id: "booster_skipped", label: "When a Booster Pack is Skipped", description: "When a booster pack is skipped.", category: "Packs & Consumables", objectTypes: JVD, guard: () => ctx("skipping_booster") }),
  contextTrigger({ id: "booster_exited", label: "When a Booster Pack is Exited", description: "When a booster pack is closed.", category: "Packs & Consumables", objectTypes: J, guard: () => ctx("ending_booster") }),
  contextTrigger({ id: "selling_self", label: "When This Card is Sold", description: "When this joker is sold.", category: "Economy", objectTypes: J, guard: () => ctx("selling_self") }),
  contextTrigger({ id: "card_sold", label: "When a Card is Sold", description: "When any other card is sold.", category: "Economy", objectTypes: J, guard: (c) => and(ctx("selling_card"), bin("~=", ctx("card"), c.self)) }),
  contextTrigger({ id: "buying_self", label: "When This Card is Bought", description: "When this joker is bought.", category: "Economy", objectTypes: J, guard: () => and(ctx("buying_card"), ctx("buying_self")) }),
  contextTrigger({ id: "card_bought", label: "When a Card is Bought", description: "When any other card is bought.", category: "Economy", objectTypes: J, guard: (c) => and(ctx("buying_card"), not(ctx("buying_self")), bin("~=", ctx("card"), c.self)) }),
  contextTrigger({ id: "consumable_used", label: "When a Consumable is Used", description: "When any consumable is used.", category: "Packs & Consumables", objectTypes: J, guard: () => ctx("using_consumeable") }),
  contextTrigger({ id: "tag_added", label: "When a Tag is Added", description: "When a tag is gained.", category: "Round Events", objectTypes: J, guard: () => ctx("tag_added") }),
  contextTrigger({ id: "ante_start", label: "At the Start of an Ante", description: "When the ante changes.", category: "Round Events", objectTypes: J, guard: () => ctx("ante_change") }),
  contextTrigger({
    id: "player_action", label: "When the Player Does Any Action", description: "After any play, discard, purchase, sale, reroll, pack or blind choice.", category: "Special", objectTypes: J,
    guard: () => or(
      // a purchase reaches the bought joker twice (buying_self, then buying_card): counted once
      and(ctx("end_of_round"), ctx("main_eval")), ctx("reroll_shop"), and(ctx("buying_card"), not(ctx("buying_self"))), ctx("selling_card"), ctx("ending_shop"),
      ctx("starting_shop"), ctx("ending_booster"), ctx("skipping_booster"), ctx("open_booster"), ctx("skip_blind"), ctx("before"),
      ctx("pre_discard"), ctx("setting_blind"), ctx("using_consumeable"),
    ),
  }),
];
