// Detect Probability: the chance being rolled or shown is a given one: a vanilla chance (named by
// the seed Steamodded reports as its identifier: 8 Ball's '8ball', Lucky Cards' 'lucky_mult'...)
// or a custom identifier (a chance group's key, or an item's key).
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { defineCondition } from "../types";

const { and, bin, call, method, path, str, num } = lua;

/** Vanilla probability identifiers, by what rolls them. Hallucination's carries the ante ('halu1'...). */
const IDENTIFIERS = {
  jokers: opts(["8ball", "8 Ball"], ["gros_michel", "Gros Michel"], ["cavendish", "Cavendish"], ["business", "Business Card"], ["space", "Space Joker"], ["parking", "Reserved Parking"], ["bloodstone", "Bloodstone"], ["halu", "Hallucination"]),
  consumables: opts(["wheel_of_fortune", "The Wheel of Fortune"]),
  enhancements: opts(["lucky_mult", "Lucky Card (Mult)"], ["lucky_money", "Lucky Card (money)"], ["glass", "Glass Card (breaking)"]),
  blinds: opts(["wheel", "The Wheel"]),
};

export default defineCondition({
  id: "probability_identifier",
  label: "Detect Probability",
  description: "The chance being rolled is a given vanilla chance, or has a given identifier.",
  category: "Probability",
  objectTypes: ["joker"],
  triggers: ["change_probability", "probability_result"],
  params: [
    p.select("mode", "Chance", opts(["vanilla", "A vanilla chance"], ["custom", "A custom identifier"]), "vanilla"),
    p.select("property_type", "From", opts(["jokers", "Jokers"], ["consumables", "Consumables"], ["enhancements", "Enhancements"], ["blinds", "Blinds"]), "jokers", { when: { param: "mode", is: ["vanilla"] } }),
    p.select("specific_card", "Which", [...IDENTIFIERS.jokers, ...IDENTIFIERS.consumables, ...IDENTIFIERS.enhancements, ...IDENTIFIERS.blinds], "8ball", { when: { param: "mode", is: ["vanilla"] } }),
    p.text("card_key", "Identifier", "", { when: { param: "mode", is: ["custom"] } }),
  ],
  summary(v) {
    if (v.mode === "custom") return `if the chance is '${v.card_key}'`;
    const all = Object.values(IDENTIFIERS).flat();
    return `if the chance is ${all.find((o) => o.value === v.specific_card)?.label ?? v.specific_card}'s`;
  },
  generate(v) {
    const id = path("context.identifier");
    if (v.mode === "custom") return bin("==", id, str(v.card_key.trim()));
    if (v.specific_card === "halu") {
      return and(bin("==", call("type", id), str("string")), bin("==", method(id, "sub", num(1), num(4)), str("halu")));
    }
    return bin("==", id, str(v.specific_card));
  },
});
