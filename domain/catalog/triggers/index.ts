// Every trigger with a generator, in catalog order.
import type { TriggerDef } from "../types";
import { cardDiscarded } from "./cardDiscarded";
import { cardHeldEndOfRound, cardHeldInHand } from "./cardHeld";
import { cardScored } from "./cardScored";
import { afterHandPlayed, beforeHandPlayed, cardDestroyed, firstHandDrawn, handDiscarded, handDrawn, jokerEvaluated, playingCardAdded } from "./hand";
import { handPlayed } from "./handPlayed";
import { cardUsedConsumable, passive } from "./methods";
import { changeProbability } from "./probability";
import {
  anteStart, blindDisabled, blindSelected, blindSkipped, boosterExited, boosterOpened, boosterSkipped, bossDefeated, buyingSelf, cardBought,
  cardSold, consumableUsed, gameOver, playerAction, roundEnd, sellingSelf, shopEntered, shopExited, shopReroll, tagAdded,
} from "./rounds";

export const TRIGGERS: readonly TriggerDef[] = [
  cardUsedConsumable, handPlayed, cardScored, cardDestroyed, firstHandDrawn, handDrawn, handDiscarded, cardDiscarded,
  cardHeldInHand, cardHeldEndOfRound, playingCardAdded, beforeHandPlayed, jokerEvaluated, afterHandPlayed, roundEnd,
  blindSelected, blindSkipped, blindDisabled, bossDefeated, boosterOpened, boosterSkipped, boosterExited, shopEntered,
  shopExited, tagAdded, sellingSelf, cardSold, buyingSelf, cardBought, shopReroll, consumableUsed, gameOver, anteStart,
  changeProbability, playerAction, passive,
];
