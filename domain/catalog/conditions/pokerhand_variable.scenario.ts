import { build } from "../scenario";
import { conditionScenarios } from "./kit";

// Flush was played 5 times this run: it is the most played hand.
export default conditionScenarios("pokerhand_variable", {
  name: "the item's 'hand' variable holds Flush, the most played hand",
  variables: [build.variable("hand", "pokerhand", "Flush")],
  setup: { lua: "G.GAME.hands['Flush'].played = 5" },
  cases: [
    { params: { variable_name: "hand", check_type: "specific", specific_pokerhand: "Flush" }, holds: true },
    { params: { variable_name: "hand", check_type: "specific", specific_pokerhand: "Pair" }, holds: false },
    { params: { variable_name: "hand", check_type: "most_played" }, holds: true },
    { params: { variable_name: "hand", check_type: "least_played" }, holds: false },
  ],
});
