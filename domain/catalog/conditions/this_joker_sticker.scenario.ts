import { conditionScenarios } from "./kit";

export default conditionScenarios("this_joker_sticker", {
  name: "this joker is Perishable",
  families: ["joker"],
  setup: { subjectStickers: ["perishable"] },
  cases: [{ params: { sticker: "perishable" }, holds: true }, { params: { sticker: "eternal" }, holds: false }, { params: { sticker: "rental" }, holds: false }],
});
