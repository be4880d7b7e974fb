// Show Special Message: the big centred text a Tarot like Wheel of Fortune shows ("Nope!"),
// with the custom message, a backdrop colour, size and duration, and the Tarot sound unless silent.
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { COLOURS, colourOf, event, juice } from "./shared";

const { record, str, num, path, doCall, or, bin } = lua;

export default defineEffect({
  id: "special_message",
  label: "Show Special Message",
  description: "Shows the custom message in big letters over the card, as Wheel of Fortune does.",
  category: "Special",
  objectTypes: ["joker", "consumable", "voucher"],
  ownsMessage: true,
  params: [
    p.select("colour", "Backdrop colour", COLOURS, "G.C.SECONDARY_SET.Tarot"),
    p.number("scale", "Size", 1.3, { min: 1, max: 5 }),
    p.number("hold", "Seconds shown", 1.4, { min: 1, max: 5 }),
    p.select("silent", "Silent", opts(["true", "Yes"], ["false", "No"]), "true"),
  ],
  summary: () => "Show the custom message in big letters",
  generate(v, ctx) {
    const inPack = or(bin("==", path("G.STATE"), path("G.STATES.TAROT_PACK")), bin("==", path("G.STATE"), path("G.STATES.SPECTRAL_PACK")), bin("==", path("G.STATE"), path("G.STATES.SMODS_BOOSTER_OPENED")));
    const body = [
      doCall("attention_text", record({
        text: str(ctx.message ?? "!"),
        scale: ctx.value(v.scale),
        hold: ctx.value(v.hold),
        major: ctx.self,
        backdrop_colour: colourOf(v.colour),
        align: or(lua.and(inPack, str("tm")), str("cm")),
        offset: record({ x: num(0), y: or(lua.and(inPack, num(-0.2)), num(0)) }),
        silent: lua.bool(v.silent !== "false"),
      })),
      ...(v.silent === "false" ? [doCall("play_sound", str("tarot2"), num(1), num(0.4))] : []),
      juice(ctx.self),
    ];
    return { stmts: [event(body, { trigger: "after", delay: 0.4 })] };
  },
});
