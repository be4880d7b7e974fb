// Numbers the game cannot take past a point, shared by the editors, the rule catalog and the export.

/**
 * The most shop, voucher or booster slots one change gives or takes: the game builds a card for
 * every new slot at once (a file's million froze the shop), and a shop shows about ten.
 */
export const MOST_SLOT_CHANGE = 20;
