// Card Edition: the trigger's card has a given edition, any, or none (see modifiers.ts).
import { cardModifierCondition } from "./modifiers";

export default cardModifierCondition("edition");
