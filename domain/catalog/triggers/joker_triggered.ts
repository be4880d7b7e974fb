// After another joker triggered (Steamodded's post_trigger optional feature, which the exporter
// switches on when a rule uses this trigger): context.other_card is that joker.
import { lua } from "../../lua";
import { defineTrigger } from "../types";
import { ctx } from "./make";

export default defineTrigger({
  id: "joker_triggered",
  label: "When Another Joker is Triggered",
  description: "Right after another joker does something.",
  category: "Hand Scoring",
  objectTypes: ["joker"],
  scope: () => ({ scoring: false }),
  guard: (c) => lua.and(ctx("post_trigger"), lua.bin("~=", ctx("other_card"), c.self)),
  summary: () => "When another joker triggers",
});
