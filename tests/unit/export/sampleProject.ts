// Test projects for the exporter: one item of every type, with names full of characters that
// break naive code generation, and art whose every cell is a distinct colour.
import { encode } from "fast-png";
import { createConsumableSet, createItem, createRarity, createSound, emptyProject, type Project } from "../../../domain/model";

export const NASTY = "Jimbo's \"Joker\" \\ ]] -- [[ \n tab\t é 日本 🃏";
/** The same without a line break (a line break in a description starts a new line). */
export const NASTY_LINE = NASTY.replace(/\n/g, " ");

/** A PNG data URL filled with one colour, with a 1-pixel marker in the top-left corner. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): string {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) data.set([...rgb, 255], i * 4);
  data.set([255, 255, 255, 255], 0);
  return `data:image/png;base64,${Buffer.from(encode({ width, height, data, channels: 4, depth: 8 })).toString("base64")}`;
}

export function sampleProject(): Project {
  const project = emptyProject(Date.UTC(2026, 0, 2, 3, 4, 5));
  project.modMetadata = { ...project.modMetadata, id: "testmod", name: `Test ${NASTY}`, prefix: "tm", author: [NASTY], description: NASTY, hasUserUploadedIcon: true, iconImage: solidPng(34, 34, [10, 20, 30]) };
  const prefix = "tm";
  project.customRarities = [createRarity({ id: "r1", key: "mythic", name: `Mythic ${NASTY}`, badge_colour: "#ff00aa", default_weight: 0.05 })];
  project.consumableSets = [createConsumableSet({ id: "s1", key: "rune", name: `Rune ${NASTY}` })];
  project.sounds = [createSound({ id: "snd1", key: "Ding Dong!", soundString: `data:audio/ogg;base64,${Buffer.from("OggS fake audio").toString("base64")}` })];
  project.jokers = [
    createItem("joker", { id: "j1", name: NASTY, objectKey: "first", orderValue: 1, prefix, imagePreview: solidPng(142, 190, [200, 0, 0]), description: `Line one ${NASTY_LINE}[s]{C:mult}+#1#{} Mult` }),
    createItem("joker", { id: "j2", name: "Second", objectKey: "second", orderValue: 2, prefix, rarity: "mythic", imagePreview: solidPng(142, 190, [0, 200, 0]), overlayImagePreview: solidPng(142, 190, [0, 0, 200]) }),
    createItem("joker", { id: "j3", name: "Third", objectKey: "Third Key!", orderValue: 3, prefix, imagePreview: solidPng(71, 95, [50, 60, 70]) }),
  ];
  project.consumables = [
    createItem("consumable", { id: "c1", name: `Rune ${NASTY}`, objectKey: "rune_one", set: "rune", imagePreview: solidPng(142, 190, [1, 2, 3]) }),
    createItem("consumable", { id: "c2", name: "Tarotish", objectKey: "tarotish", set: "Tarot" }),
  ];
  project.boosters = [createItem("booster", { id: "b1", name: `Pack ${NASTY}`, objectKey: "pack", card_rules: [{ set: "rune", weight: 2 }, { specific_key: "first", specific_type: "joker", weight: 1 }] })];
  project.enhancements = [createItem("enhancement", { id: "m1", name: `Enh ${NASTY}`, objectKey: "shiny", any_suit: true, no_suit: true })];
  project.seals = [createItem("seal", { id: "se1", name: `Seal ${NASTY}`, objectKey: "wax", sound: "ding dong!" })];
  project.editions = [
    createItem("edition", { id: "e1", name: "Sepia One", objectKey: "sepia_one", shader: "sepia" }),
    createItem("edition", { id: "e2", name: "Sepia Two", objectKey: "sepia_two", shader: "sepia", orderValue: 2 }),
    createItem("edition", { id: "e3", name: "Foilish", objectKey: "foilish", shader: "foil", orderValue: 3 }),
  ];
  project.vouchers = [
    createItem("voucher", { id: "v1", name: "Base Voucher", objectKey: "base_v", requires: "", requires_activetor: true }),
    createItem("voucher", { id: "v2", name: "Upgrade", objectKey: "upgrade", requires: "tm_base_v", requires_activetor: true, orderValue: 2 }),
  ];
  project.decks = [createItem("deck", { id: "d1", name: `Deck ${NASTY}`, objectKey: "deck", Config_vouchers: ["v_overstock_norm", "nonsense"], Config_consumables: ["c_fool"] })];
  return project;
}
