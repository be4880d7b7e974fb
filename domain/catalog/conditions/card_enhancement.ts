// Card Enhancement: the trigger's card has a given enhancement, any, or none (see modifiers.ts).
import { cardModifierCondition } from "./modifiers";

export default cardModifierCondition("enhancement");
