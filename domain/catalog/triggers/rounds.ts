// Round, shop, pack and economy triggers: one context flag each (smods.md 3.3). Jokers, redeemed
// vouchers and the deck all receive these contexts.
import { and, bin, contextTrigger, ctx, not } from "./make";
import { lua } from "../../lua";

const JVD = ["joker", "voucher", "deck"] as const;
const wonRound = () => and(ctx("end_of_round"), ctx("main_eval"), bin("==", ctx("game_over"), lua.FALSE));

export const roundEnd = contextTrigger("round_end", "When the Round Ends", JVD, wonRound);
export const bossDefeated = contextTrigger("boss_defeated", "When a Boss is Defeated", JVD, () => and(wonRound(), ctx("beat_boss")));
export const gameOver = contextTrigger("game_over", "When Game Over", ["joker"], () => and(ctx("end_of_round"), ctx("main_eval"), ctx("game_over")));
export const blindSelected = contextTrigger("blind_selected", "When a Blind is Selected", JVD, () => ctx("setting_blind"));
export const blindSkipped = contextTrigger("blind_skipped", "When a Blind is Skipped", JVD, () => ctx("skip_blind"));
export const blindDisabled = contextTrigger("blind_disabled", "When Blind is Disabled", JVD, () => ctx("blind_disabled"));
export const shopEntered = contextTrigger("shop_entered", "When Shop is Entered", JVD, () => ctx("starting_shop"));
export const shopExited = contextTrigger("shop_exited", "When Shop is Exited", JVD, () => ctx("ending_shop"));
export const shopReroll = contextTrigger("shop_reroll", "When Shop is Rerolled", ["joker"], () => ctx("reroll_shop"));
export const boosterOpened = contextTrigger("booster_opened", "When a Booster Pack is Opened", JVD, () => ctx("open_booster"));
export const boosterSkipped = contextTrigger("booster_skipped", "When a Booster Pack is Skipped", JVD, () => ctx("skipping_booster"));
export const boosterExited = contextTrigger("booster_exited", "When a Booster Pack is Exited", ["joker"], () => ctx("ending_booster"));
export const sellingSelf = contextTrigger("selling_self", "When This Card is Sold", ["joker"], () => ctx("selling_self"));
export const cardSold = contextTrigger("card_sold", "When a Card is Sold", ["joker"], () => ctx("selling_card"));
export const buyingSelf = contextTrigger("buying_self", "When This Card is Bought", ["joker"], () => and(ctx("buying_card"), ctx("buying_self")));
export const cardBought = contextTrigger("card_bought", "When a Card is Bought", ["joker"], () => and(ctx("buying_card"), not(ctx("buying_self"))));
export const consumableUsed = contextTrigger("consumable_used", "When a Consumable is Used", ["joker"], () => ctx("using_consumeable"));
export const tagAdded = contextTrigger("tag_added", "When a Tag is Added", ["joker"], () => ctx("tag_added"));
export const anteStart = contextTrigger("ante_start", "At the Start of an Ante", ["joker"], () => ctx("ante_change"));

/** Any of the player's actions: each of these contexts fires once per action. */
export const playerAction = contextTrigger("player_action", "When the Player Does Any Action", ["joker"], () => lua.or(
  and(ctx("end_of_round"), ctx("main_eval")), ctx("reroll_shop"), ctx("buying_card"), ctx("selling_card"), ctx("ending_shop"),
  ctx("starting_shop"), ctx("ending_booster"), ctx("skipping_booster"), ctx("open_booster"), ctx("skip_blind"), ctx("before"),
  ctx("pre_discard"), ctx("setting_blind"), ctx("using_consumeable"),
));
