// Keys of the vanilla game (Balatro 1.0.1o) that generated code may reference. Facts taken from
// shared/reference/vanilla/*.json (keys only). Used to tell vanilla keys from the project's own and
// from typos, so a rule never points the game at a key that does not exist.

/** Joker keys (j_*). */
export const VANILLA_JOKERS: readonly string[] = [
  "j_joker", "j_greedy_joker", "j_lusty_joker", "j_wrathful_joker", "j_gluttenous_joker",
  "j_jolly", "j_zany", "j_mad", "j_crazy", "j_droll", "j_sly", "j_wily", "j_clever", "j_devious",
  "j_crafty", "j_half", "j_stencil", "j_four_fingers", "j_mime", "j_credit_card", "j_ceremonial",
  "j_banner", "j_mystic_summit", "j_marble", "j_loyalty_card", "j_8_ball", "j_misprint", "j_dusk",
  "j_raised_fist", "j_chaos", "j_fibonacci", "j_steel_joker", "j_scary_face", "j_abstract",
  "j_delayed_grat", "j_hack", "j_pareidolia", "j_gros_michel", "j_even_steven", "j_odd_todd",
  "j_scholar", "j_business", "j_supernova", "j_ride_the_bus", "j_space", "j_egg", "j_burglar",
  "j_blackboard", "j_runner", "j_ice_cream", "j_dna", "j_splash", "j_blue_joker", "j_sixth_sense",
  "j_constellation", "j_hiker", "j_faceless", "j_green_joker", "j_superposition", "j_todo_list",
  "j_cavendish", "j_card_sharp", "j_red_card", "j_madness", "j_square", "j_seance", "j_riff_raff",
  "j_vampire", "j_shortcut", "j_hologram", "j_vagabond", "j_baron", "j_cloud_9", "j_rocket",
  "j_obelisk", "j_midas_mask", "j_luchador", "j_photograph", "j_gift", "j_turtle_bean",
  "j_erosion", "j_reserved_parking", "j_mail", "j_to_the_moon", "j_hallucination",
  "j_fortune_teller", "j_juggler", "j_drunkard", "j_stone", "j_golden", "j_lucky_cat",
  "j_baseball", "j_bull", "j_diet_cola", "j_trading", "j_flash", "j_popcorn", "j_trousers",
  "j_ancient", "j_ramen", "j_walkie_talkie", "j_selzer", "j_castle", "j_smiley", "j_campfire",
  "j_ticket", "j_mr_bones", "j_acrobat", "j_sock_and_buskin", "j_swashbuckler", "j_troubadour",
  "j_certificate", "j_smeared", "j_throwback", "j_hanging_chad", "j_rough_gem", "j_bloodstone",
  "j_arrowhead", "j_onyx_agate", "j_glass", "j_ring_master", "j_flower_pot", "j_blueprint",
  "j_wee", "j_merry_andy", "j_oops", "j_idol", "j_seeing_double", "j_matador", "j_hit_the_road",
  "j_duo", "j_trio", "j_family", "j_order", "j_tribe", "j_stuntman", "j_invisible", "j_brainstorm",
  "j_satellite", "j_shoot_the_moon", "j_drivers_license", "j_cartomancer", "j_astronomer",
  "j_burnt", "j_bootstraps", "j_caino", "j_triboulet", "j_yorick", "j_chicot", "j_perkeo",
];

/** Tarot keys. */
export const VANILLA_TAROTS: readonly string[] = [
  "c_fool", "c_magician", "c_high_priestess", "c_empress", "c_emperor", "c_heirophant", "c_lovers",
  "c_chariot", "c_justice", "c_hermit", "c_wheel_of_fortune", "c_strength", "c_hanged_man",
  "c_death", "c_temperance", "c_devil", "c_tower", "c_star", "c_moon", "c_sun", "c_judgement",
  "c_world",
];

/** Planet keys. */
export const VANILLA_PLANETS: readonly string[] = [
  "c_mercury", "c_venus", "c_earth", "c_mars", "c_jupiter", "c_saturn", "c_uranus", "c_neptune",
  "c_pluto", "c_planet_x", "c_ceres", "c_eris",
];

/** Spectral keys. */
export const VANILLA_SPECTRALS: readonly string[] = [
  "c_familiar", "c_grim", "c_incantation", "c_talisman", "c_aura", "c_wraith", "c_sigil",
  "c_ouija", "c_ectoplasm", "c_immolate", "c_ankh", "c_deja_vu", "c_hex", "c_trance", "c_medium",
  "c_cryptid", "c_soul", "c_black_hole",
];

/** Voucher keys (v_*). */
export const VANILLA_VOUCHERS: readonly string[] = [
  "v_overstock_norm", "v_overstock_plus", "v_clearance_sale", "v_liquidation", "v_hone",
  "v_glow_up", "v_reroll_surplus", "v_reroll_glut", "v_crystal_ball", "v_omen_globe",
  "v_telescope", "v_observatory", "v_grabber", "v_nacho_tong", "v_wasteful", "v_recyclomancy",
  "v_tarot_merchant", "v_tarot_tycoon", "v_planet_merchant", "v_planet_tycoon", "v_seed_money",
  "v_money_tree", "v_blank", "v_antimatter", "v_magic_trick", "v_illusion", "v_hieroglyph",
  "v_petroglyph", "v_directors_cut", "v_retcon", "v_paint_brush", "v_palette",
];

/** Tag keys (tag_*). */
export const VANILLA_TAGS: readonly string[] = [
  "tag_uncommon", "tag_rare", "tag_negative", "tag_foil", "tag_holo", "tag_polychrome",
  "tag_investment", "tag_voucher", "tag_boss", "tag_standard", "tag_charm", "tag_meteor",
  "tag_buffoon", "tag_handy", "tag_garbage", "tag_ethereal", "tag_coupon", "tag_double",
  "tag_juggle", "tag_d_six", "tag_top_up", "tag_skip", "tag_orbital", "tag_economy",
];

/** Enhancement keys (m_*). */
export const VANILLA_ENHANCEMENTS: readonly string[] = [
  "m_bonus", "m_mult", "m_wild", "m_glass", "m_steel", "m_stone", "m_gold", "m_lucky",
];

/** Edition keys (e_*). */
export const VANILLA_EDITIONS: readonly string[] = [
  "e_foil", "e_holo", "e_polychrome", "e_negative",
];

/** Seal keys (no prefix). */
export const VANILLA_SEALS: readonly string[] = [
  "Gold", "Red", "Blue", "Purple",
];

/** Booster keys (p_*). */
export const VANILLA_BOOSTERS: readonly string[] = [
  "p_arcana_normal_1", "p_arcana_normal_2", "p_arcana_normal_3", "p_arcana_normal_4",
  "p_arcana_jumbo_1", "p_arcana_jumbo_2", "p_arcana_mega_1", "p_arcana_mega_2",
  "p_celestial_normal_1", "p_celestial_normal_2", "p_celestial_normal_3", "p_celestial_normal_4",
  "p_celestial_jumbo_1", "p_celestial_jumbo_2", "p_celestial_mega_1", "p_celestial_mega_2",
  "p_standard_normal_1", "p_standard_normal_2", "p_standard_normal_3", "p_standard_normal_4",
  "p_standard_jumbo_1", "p_standard_jumbo_2", "p_standard_mega_1", "p_standard_mega_2",
  "p_buffoon_normal_1", "p_buffoon_normal_2", "p_buffoon_jumbo_1", "p_buffoon_mega_1",
  "p_spectral_normal_1", "p_spectral_normal_2", "p_spectral_jumbo_1", "p_spectral_mega_1",
];

/** Deck keys (b_*). */
export const VANILLA_DECKS: readonly string[] = [
  "b_red", "b_blue", "b_yellow", "b_green", "b_black", "b_magic", "b_nebula", "b_ghost",
  "b_abandoned", "b_checkered", "b_zodiac", "b_painted", "b_anaglyph", "b_plasma", "b_erratic",
];

/** Blind keys (bl_*). */
export const VANILLA_BLINDS: readonly string[] = [
  "bl_small", "bl_big", "bl_hook", "bl_ox", "bl_house", "bl_wall", "bl_wheel", "bl_arm", "bl_club",
  "bl_fish", "bl_psychic", "bl_goad", "bl_water", "bl_window", "bl_manacle", "bl_eye", "bl_mouth",
  "bl_plant", "bl_serpent", "bl_pillar", "bl_needle", "bl_head", "bl_tooth", "bl_flint", "bl_mark",
  "bl_final_acorn", "bl_final_leaf", "bl_final_vessel", "bl_final_heart", "bl_final_bell",
];

/** Sound codes play_sound accepts without a mod prefix (game files plus the ones Steamodded registers). */
export const VANILLA_SOUNDS: readonly string[] = [
  "ambientFire1", "ambientFire2", "ambientFire3", "ambientOrgan1", "button", "cancel", "card1",
  "card3", "cardFan2", "cardSlide1", "cardSlide2", "chips1", "chips2", "coin1", "coin2", "coin3",
  "coin4", "coin5", "coin6", "coin7", "crumple1", "crumple2", "crumple3", "crumple4", "crumple5",
  "crumpleLong1", "crumpleLong2", "explosion1", "explosion_buildup1", "explosion_release1",
  "foil1", "foil2", "generic1", "glass1", "glass2", "glass3", "glass4", "glass5", "glass6",
  "gold_seal", "gong", "highlight1", "highlight2", "holo1", "introPad1", "magic_crumple",
  "magic_crumple2", "magic_crumple3", "multhit1", "multhit2", "music1", "music2", "music3",
  "music4", "music5", "negative", "other1", "paper1", "polychrome1", "slice1", "splash_buildup",
  "tarot1", "tarot2", "timpani", "voice1", "voice10", "voice11", "voice2", "voice3", "voice4",
  "voice5", "voice6", "voice7", "voice8", "voice9", "whoosh", "whoosh1", "whoosh2", "whoosh_long",
  "win", "xchips", "xscore", "xblindsize",
];

/** Poker hand names, lowest first. */
export const POKER_HANDS: readonly string[] = [
  "High Card", "Pair", "Two Pair", "Three of a Kind", "Straight", "Flush", "Full House",
  "Four of a Kind", "Straight Flush", "Five of a Kind", "Flush House", "Flush Five",
];

/** Rank keys as SMODS.change_base takes them. */
export const RANK_KEYS: readonly string[] = [
  "2", "3", "4", "5", "6", "7", "8", "9", "10", "Jack", "Queen", "King", "Ace",
];

/** Rank id (card:get_id()) per rank key. */
export const RANK_IDS: Readonly<Record<string, number>> = {
  "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9,
  "10": 10, "Jack": 11, "Queen": 12, "King": 13, "Ace": 14,
};

/** Suit keys. */
export const SUIT_KEYS: readonly string[] = [
  "Hearts", "Clubs", "Diamonds", "Spades",
];
