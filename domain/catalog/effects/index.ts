// Every effect with a generator, in catalog order.
import type { EffectDef } from "../types";
import { editCards, editPlayingCard, permanentBonus, retriggerPlayingCard } from "./cards";
import { createConsumable, createJoker } from "./create";
import { addStartingCards, editAllStartingCards, editStartingDollars, removeStartingCards } from "./deck";
import { destroyCards, destroyJoker, destroyPlayingCard } from "./destroy";
import {
  createTag, disableBossBlind, drawCards, editItemWeight, emitFlag, forceGameOver, juiceUpJoker, levelUpHand, modifyAllBlindsRequirement,
  modifyBlindRequirement, playSound, preventGameOver, setAnte, showMessage,
} from "./game";
import { convertAllCardsToSuit, createPlayingCard, destroyConsumable } from "./moreCards";
import { applyExpChips, applyExpMult, applyHyperChips, applyHyperMult, crashGame } from "./refused";
import { setDollars } from "./money";
import { fixProbability, modProbability } from "./probability";
import { allowDebt, editConsumableSlots, editDiscards, editHands, editHandSize, editJokerSlots, setSellValue } from "./resources";
import { addChips, addMult, applyXChips, applyXMult, balanceChipsMult, swapChipsMult } from "./scoring";
import { changePokerhandVariable, changeRankVariable, changeSuitVariable, modifyInternalVariable } from "./variables";

export const EFFECTS: readonly EffectDef[] = [
  addChips, addMult, applyXMult, applyXChips, balanceChipsMult, swapChipsMult, setDollars, levelUpHand, createJoker,
  createConsumable, destroyJoker, destroyPlayingCard, destroyCards, editPlayingCard, editCards, permanentBonus,
  retriggerPlayingCard, modifyInternalVariable, changeRankVariable, changeSuitVariable, changePokerhandVariable, emitFlag,
  playSound, showMessage, juiceUpJoker, drawCards, preventGameOver, createTag, disableBossBlind, modifyBlindRequirement,
  modifyAllBlindsRequirement, editItemWeight, editHands, editDiscards, editHandSize, editJokerSlots, editConsumableSlots,
  allowDebt, setSellValue, addStartingCards, removeStartingCards, editAllStartingCards, editStartingDollars, modProbability,
  fixProbability, forceGameOver, setAnte, createPlayingCard, destroyConsumable, convertAllCardsToSuit, applyExpMult,
  applyExpChips, applyHyperMult, applyHyperChips, crashGame,
];
