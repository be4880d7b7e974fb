// Always-on joker effects: add_to_deck applies them, remove_from_deck undoes them.
import { defineTrigger } from "../types";

export default defineTrigger({
  id: "passive",
  label: "Passive (Always Active)",
  description: "Always on while the joker is owned; undone when it leaves.",
  category: "Special",
  objectTypes: ["joker"],
  method: "passive",
  scope: () => ({ scoring: false }),
  summary: () => "While this joker is owned",
});
