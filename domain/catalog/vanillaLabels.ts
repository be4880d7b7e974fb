// The game's names of its own items where they are not the key's words ("j_ring_master" is
// Showman, "j_jolly" the Jolly Joker): pickers and summaries show these, as the game does. Only the
// names that differ, to keep the builder's chunk small; tests/unit/catalog/vanillaLabels.test.ts
// checks them against domain/vanilla/facts.

/** Vanilla key -> the game's name, where keyWords(key) is not it. */
export const VANILLA_LABELS: Readonly<Record<string, string>> = {
  // jokers
  "j_gluttenous_joker": "Gluttonous Joker", "j_jolly": "Jolly Joker", "j_zany": "Zany Joker", "j_mad": "Mad Joker",
  "j_crazy": "Crazy Joker", "j_droll": "Droll Joker", "j_sly": "Sly Joker", "j_wily": "Wily Joker",
  "j_clever": "Clever Joker", "j_devious": "Devious Joker", "j_crafty": "Crafty Joker", "j_half": "Half Joker",
  "j_stencil": "Joker Stencil", "j_ceremonial": "Ceremonial Dagger", "j_marble": "Marble Joker",
  "j_chaos": "Chaos the Clown", "j_abstract": "Abstract Joker", "j_delayed_grat": "Delayed Gratification",
  "j_business": "Business Card", "j_ride_the_bus": "Ride the Bus", "j_space": "Space Joker", "j_dna": "DNA",
  "j_faceless": "Faceless Joker", "j_todo_list": "To Do List", "j_square": "Square Joker", "j_seance": "Séance",
  "j_riff_raff": "Riff-Raff", "j_gift": "Gift Card", "j_mail": "Mail-In Rebate", "j_to_the_moon": "To the Moon",
  "j_stone": "Stone Joker", "j_golden": "Golden Joker", "j_baseball": "Baseball Card", "j_trading": "Trading Card",
  "j_flash": "Flash Card", "j_trousers": "Spare Trousers", "j_ancient": "Ancient Joker", "j_selzer": "Seltzer",
  "j_smiley": "Smiley Face", "j_ticket": "Golden Ticket", "j_mr_bones": "Mr. Bones",
  "j_sock_and_buskin": "Sock and Buskin", "j_smeared": "Smeared Joker", "j_glass": "Glass Joker",
  "j_ring_master": "Showman", "j_wee": "Wee Joker", "j_oops": "Oops! All 6s", "j_idol": "The Idol",
  "j_hit_the_road": "Hit the Road", "j_duo": "The Duo", "j_trio": "The Trio", "j_family": "The Family",
  "j_order": "The Order", "j_tribe": "The Tribe", "j_invisible": "Invisible Joker",
  "j_shoot_the_moon": "Shoot the Moon", "j_drivers_license": "Driver's License", "j_burnt": "Burnt Joker",
  "j_caino": "Canio",
  // consumables
  "c_fool": "The Fool", "c_magician": "The Magician", "c_high_priestess": "The High Priestess",
  "c_empress": "The Empress", "c_emperor": "The Emperor", "c_heirophant": "The Hierophant", "c_lovers": "The Lovers",
  "c_chariot": "The Chariot", "c_hermit": "The Hermit", "c_wheel_of_fortune": "The Wheel of Fortune",
  "c_hanged_man": "The Hanged Man", "c_devil": "The Devil", "c_tower": "The Tower", "c_star": "The Star",
  "c_moon": "The Moon", "c_sun": "The Sun", "c_world": "The World", "c_soul": "The Soul",
  // vouchers
  "v_overstock_norm": "Overstock", "v_directors_cut": "Director's Cut",
  // tags
  "tag_uncommon": "Uncommon Tag", "tag_rare": "Rare Tag", "tag_negative": "Negative Tag", "tag_foil": "Foil Tag",
  "tag_holo": "Holographic Tag", "tag_polychrome": "Polychrome Tag", "tag_investment": "Investment Tag",
  "tag_voucher": "Voucher Tag", "tag_boss": "Boss Tag", "tag_standard": "Standard Tag", "tag_charm": "Charm Tag",
  "tag_meteor": "Meteor Tag", "tag_buffoon": "Buffoon Tag", "tag_handy": "Handy Tag", "tag_garbage": "Garbage Tag",
  "tag_ethereal": "Ethereal Tag", "tag_coupon": "Coupon Tag", "tag_double": "Double Tag", "tag_juggle": "Juggle Tag",
  "tag_d_six": "D6 Tag", "tag_top_up": "Top-up Tag", "tag_skip": "Speed Tag", "tag_orbital": "Orbital Tag",
  "tag_economy": "Economy Tag",
  // blinds
  "bl_small": "Small Blind", "bl_big": "Big Blind", "bl_hook": "The Hook", "bl_ox": "The Ox",
  "bl_house": "The House", "bl_wall": "The Wall", "bl_wheel": "The Wheel", "bl_arm": "The Arm",
  "bl_club": "The Club", "bl_fish": "The Fish", "bl_psychic": "The Psychic", "bl_goad": "The Goad",
  "bl_water": "The Water", "bl_window": "The Window", "bl_manacle": "The Manacle", "bl_eye": "The Eye",
  "bl_mouth": "The Mouth", "bl_plant": "The Plant", "bl_serpent": "The Serpent", "bl_pillar": "The Pillar",
  "bl_needle": "The Needle", "bl_head": "The Head", "bl_tooth": "The Tooth", "bl_flint": "The Flint",
  "bl_mark": "The Mark", "bl_final_acorn": "Amber Acorn", "bl_final_leaf": "Verdant Leaf",
  "bl_final_vessel": "Violet Vessel", "bl_final_heart": "Crimson Heart", "bl_final_bell": "Cerulean Bell",
  // decks
  "b_red": "Red Deck", "b_blue": "Blue Deck", "b_yellow": "Yellow Deck", "b_green": "Green Deck",
  "b_black": "Black Deck", "b_magic": "Magic Deck", "b_nebula": "Nebula Deck", "b_ghost": "Ghost Deck",
  "b_abandoned": "Abandoned Deck", "b_checkered": "Checkered Deck", "b_zodiac": "Zodiac Deck",
  "b_painted": "Painted Deck", "b_anaglyph": "Anaglyph Deck", "b_plasma": "Plasma Deck", "b_erratic": "Erratic Deck",
  // boosters
  "p_arcana_normal_1": "Arcana Pack", "p_arcana_normal_2": "Arcana Pack", "p_arcana_normal_3": "Arcana Pack",
  "p_arcana_normal_4": "Arcana Pack", "p_arcana_jumbo_1": "Jumbo Arcana Pack",
  "p_arcana_jumbo_2": "Jumbo Arcana Pack", "p_arcana_mega_1": "Mega Arcana Pack",
  "p_arcana_mega_2": "Mega Arcana Pack", "p_celestial_normal_1": "Celestial Pack",
  "p_celestial_normal_2": "Celestial Pack", "p_celestial_normal_3": "Celestial Pack",
  "p_celestial_normal_4": "Celestial Pack", "p_celestial_jumbo_1": "Jumbo Celestial Pack",
  "p_celestial_jumbo_2": "Jumbo Celestial Pack", "p_celestial_mega_1": "Mega Celestial Pack",
  "p_celestial_mega_2": "Mega Celestial Pack", "p_standard_normal_1": "Standard Pack",
  "p_standard_normal_2": "Standard Pack", "p_standard_normal_3": "Standard Pack",
  "p_standard_normal_4": "Standard Pack", "p_standard_jumbo_1": "Jumbo Standard Pack",
  "p_standard_jumbo_2": "Jumbo Standard Pack", "p_standard_mega_1": "Mega Standard Pack",
  "p_standard_mega_2": "Mega Standard Pack", "p_buffoon_normal_1": "Buffoon Pack",
  "p_buffoon_normal_2": "Buffoon Pack", "p_buffoon_jumbo_1": "Jumbo Buffoon Pack",
  "p_buffoon_mega_1": "Mega Buffoon Pack", "p_spectral_normal_1": "Spectral Pack",
  "p_spectral_normal_2": "Spectral Pack", "p_spectral_jumbo_1": "Jumbo Spectral Pack",
  "p_spectral_mega_1": "Mega Spectral Pack",
  // enhancements
  "m_bonus": "Bonus Card", "m_mult": "Mult Card", "m_wild": "Wild Card", "m_glass": "Glass Card",
  "m_steel": "Steel Card", "m_stone": "Stone Card", "m_gold": "Gold Card", "m_lucky": "Lucky Card",
  // editions
  "e_holo": "Holographic",
};
