// Numbers the game cannot take past a point, shared by the editors, the rule catalog and the export.

/**
 * The most shop, voucher or booster slots one change gives or takes: the game builds a card for
 * every new slot at once (a file's million froze the shop), and a shop shows about ten.
 */
export const MOST_SLOT_CHANGE = 20;

/**
 * The most cards, vouchers or boosters a shop offers after every change: changes add up (a loop
 * of +20, fifty redeem entries, many jokers), so each one is bounded by what is left below this.
 */
export const MOST_SHOP_SLOTS = 20;

/**
 * The most times a card is retriggered at once: Steamodded queues a scoring step per repetition,
 * so a huge count freezes the game. Each Retrigger Card effect stays within it, and so does the
 * sum of a calculate's retriggers (a loop around a retrigger, several rules).
 */
export const MOST_RETRIGGERS = 100;
