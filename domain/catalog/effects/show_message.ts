// Show Message: a floating message on the card (the effect's custom message, or the text held in
// a text variable), in a chosen colour. Returned as `message` so it shows in order with the
// other effects.
import { lua } from "../../lua";
import { opts, p } from "../schema";
import { defineEffect } from "../types";
import { COLOURS, colourOf, WITH_CARD } from "./shared";

export default defineEffect({
  id: "show_message",
  label: "Show Message",
  description: "Shows a message on the card (its custom message, or a text variable).",
  category: "Special",
  objectTypes: WITH_CARD,
  ownsMessage: true,
  params: [
    p.select("message_type", "Text", opts(["text", "The custom message"], ["variable", "A text variable"]), "text"),
    p.variable("text_var", "Text variable", ["text"], "text_var", { when: { param: "message_type", is: ["variable"] } }),
    p.select("colour", "Colour", COLOURS, "G.C.WHITE"),
  ],
  summary: (v) => (v.message_type === "variable" ? `Show the text in ${v.text_var}` : "Show the custom message"),
  generate(v, ctx) {
    const text = v.message_type === "variable" ? lua.call("tostring", ctx.variable(v.text_var)) : lua.str(ctx.message ?? "!");
    return { fields: [["message", text], ["colour", colourOf(v.colour)]] };
  },
});
