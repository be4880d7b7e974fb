// Card Enhancement / Edition / Seal: what the trigger's card carries.
import { lua } from "../../lua";
import { cardOf, text } from "../lib";
import { Unsupported, type ConditionDef } from "../types";

const { bin, and, path, str, call, index, not } = lua;

export const cardEnhancement: ConditionDef = {
  id: "card_enhancement",
  label: "Card Enhancement",
  objects: ["joker", "card"],
  needsCard: true,
  params: [{ id: "enhancement", label: "Enhancement", type: "select", default: "any" }],
  generate(params, ctx) {
    const card = cardOf(ctx);
    const raw = text(params, "enhancement", "any");
    const base = path("G.P_CENTERS.c_base");
    if (raw === "any") return bin("~=", index(index(card, "config"), "center"), base);
    if (raw === "none") return bin("==", index(index(card, "config"), "center"), base);
    const key = ctx.keys.center("enhancement", raw);
    if (!key) throw new Unsupported(`enhancement '${raw}' does not exist`);
    return call("SMODS.has_enhancement", card, str(key));
  },
};

export const cardEdition: ConditionDef = {
  id: "card_edition",
  label: "Card Edition",
  objects: ["joker", "card"],
  needsCard: true,
  params: [{ id: "edition", label: "Edition", type: "select", default: "any" }],
  generate(params, ctx) {
    const card = cardOf(ctx);
    const edition = index(card, "edition");
    const raw = text(params, "edition", "any");
    if (raw === "any") return bin("~=", edition, lua.nil);
    if (raw === "none") return bin("==", edition, lua.nil);
    const key = ctx.keys.center("edition", raw) ?? ctx.keys.center("edition", `e_${raw}`);
    if (!key) throw new Unsupported(`edition '${raw}' does not exist`);
    return and(edition, bin("==", index(edition, "key"), str(key)));
  },
};

export const cardSeal: ConditionDef = {
  id: "card_seal",
  label: "Card Seal",
  objects: ["joker", "card"],
  needsCard: true,
  params: [{ id: "seal", label: "Seal", type: "select", default: "any" }],
  generate(params, ctx) {
    const card = cardOf(ctx);
    const seal = index(card, "seal");
    const raw = text(params, "seal", "any");
    if (raw === "any") return bin("~=", seal, lua.nil);
    if (raw === "none") return not(seal);
    const key = ctx.keys.center("seal", raw);
    if (!key) throw new Unsupported(`seal '${raw}' does not exist`);
    return bin("==", seal, str(key));
  },
};
