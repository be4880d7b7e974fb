// Card Rank: the trigger's card has a rank (or is a face / even / odd card).
import { opts, p } from "../schema";
import { RANK_GROUPS, RANK_OPTIONS } from "../options";
import { cardOf } from "../lib";
import { defineCondition } from "../types";
import { choice, rankWords } from "../words";
import { rankGroupTest, rankTest } from "./shared";

export default defineCondition({
  id: "card_rank",
  label: "Card Rank",
  description: "The card is of a given rank, or a face, even or odd card.",
  category: "Card",
  objectTypes: ["joker", "enhancement", "seal", "edition"],
  needs: ["card"],
  params: [
    p.select("rank_type", "Rank type", opts(["specific", "Specific rank"], ["group", "Rank group"]), "specific"),
    p.selectOrVar("specific_rank", "Rank", RANK_OPTIONS, ["rank"], "A", { when: { param: "rank_type", is: ["specific"] } }),
    p.select("rank_group", "Group", RANK_GROUPS, "face", { when: { param: "rank_type", is: ["group"] } }),
  ],
  summary: (v) => (v.rank_type === "group" ? `if the card is ${v.rank_group === "face" ? "a face card" : `of an ${v.rank_group} rank`}` : `if the card is ${choice(v.specific_rank, (r) => `a ${rankWords(r)}`)}`),
  generate: (v, ctx) => (v.rank_type === "group" ? rankGroupTest(cardOf(ctx), v.rank_group) : rankTest(ctx, cardOf(ctx), v.specific_rank)),
});
