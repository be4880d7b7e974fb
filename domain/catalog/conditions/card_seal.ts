// Card Seal: the trigger's card has a given seal, any, or none (see modifiers.ts).
import { cardModifierCondition } from "./modifiers";

export default cardModifierCondition("seal");
