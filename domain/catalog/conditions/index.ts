// Every condition with a generator, in catalog order.
import type { ConditionDef } from "../types";
import { cardEdition, cardEnhancement, cardSeal } from "./cardModifiers";
import { cardRank } from "./cardRank";
import { cardSuit } from "./cardSuit";
import { blindName, blindType, checkFlag, consumableType, firstPlayedHand, gameSpeed, handDrawn, specificJoker, systemCondition, voucherRedeemed } from "./game";
import { cardIndex, handCount, rankCount, suitCount } from "./hand";
import { handType } from "./handType";
import {
  anteLevel, cardsSelected, consumableCount, genericCompare, handSize, internalVariable, jokerCount, playerMoney, remainingDiscards, remainingHands,
} from "./numbers";

export const CONDITIONS: readonly ConditionDef[] = [
  handType, handCount, suitCount, rankCount, cardRank, cardSuit, cardEnhancement, cardEdition, cardSeal, cardIndex,
  playerMoney, genericCompare, remainingHands, remainingDiscards, jokerCount, specificJoker, internalVariable, checkFlag,
  consumableCount, blindType, blindName, voucherRedeemed, anteLevel, firstPlayedHand, handSize, cardsSelected, handDrawn,
  systemCondition, gameSpeed, consumableType,
];
