// Seal Count: how many played (or scoring) cards have a given seal, or any (see modifiers.ts).
import { modifierCountCondition } from "./modifiers";

export default modifierCountCondition("seal");
