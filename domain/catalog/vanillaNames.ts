// Vanilla keys by name, for spellings older project files used: the original app stored vanilla
// decks by name ("Red Deck"), and free-text joker keys were often typed from the joker's name
// ("jolly_joker" for the Jolly Joker, j_jolly). Only names that do not already match the key.
// Facts from domain/vanilla/facts (jokers.json, decks.json).

/** Joker name as a key-like slug -> the joker's key. */
export const JOKER_BY_NAME: Readonly<Record<string, string>> = {
  gluttonous_joker: "j_gluttenous_joker", jolly_joker: "j_jolly", zany_joker: "j_zany", mad_joker: "j_mad",
  crazy_joker: "j_crazy", droll_joker: "j_droll", sly_joker: "j_sly", wily_joker: "j_wily", clever_joker: "j_clever",
  devious_joker: "j_devious", crafty_joker: "j_crafty", half_joker: "j_half", joker_stencil: "j_stencil",
  ceremonial_dagger: "j_ceremonial", marble_joker: "j_marble", chaos_the_clown: "j_chaos",
  abstract_joker: "j_abstract", delayed_gratification: "j_delayed_grat", business_card: "j_business",
  space_joker: "j_space", faceless_joker: "j_faceless", to_do_list: "j_todo_list", square_joker: "j_square",
  gift_card: "j_gift", mail_in_rebate: "j_mail", stone_joker: "j_stone",
  golden_joker: "j_golden", baseball_card: "j_baseball", trading_card: "j_trading", flash_card: "j_flash",
  spare_trousers: "j_trousers", ancient_joker: "j_ancient", seltzer: "j_selzer", smiley_face: "j_smiley",
  golden_ticket: "j_ticket", smeared_joker: "j_smeared", glass_joker: "j_glass", showman: "j_ring_master",
  wee_joker: "j_wee", oops_all_6s: "j_oops", the_idol: "j_idol", the_duo: "j_duo", the_trio: "j_trio",
  the_family: "j_family", the_order: "j_order", the_tribe: "j_tribe", invisible_joker: "j_invisible",
  driver_s_license: "j_drivers_license", burnt_joker: "j_burnt", canio: "j_caino",
};

/** Deck name -> the deck's key. */
export const DECK_BY_NAME: Readonly<Record<string, string>> = {
  "Red Deck": "b_red", "Blue Deck": "b_blue", "Yellow Deck": "b_yellow", "Green Deck": "b_green",
  "Black Deck": "b_black", "Magic Deck": "b_magic", "Nebula Deck": "b_nebula", "Ghost Deck": "b_ghost",
  "Abandoned Deck": "b_abandoned", "Checkered Deck": "b_checkered", "Zodiac Deck": "b_zodiac",
  "Painted Deck": "b_painted", "Anaglyph Deck": "b_anaglyph", "Plasma Deck": "b_plasma", "Erratic Deck": "b_erratic",
};
