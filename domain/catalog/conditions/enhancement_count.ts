// Enhancement Count: how many played (or scoring) cards have a given enhancement, or any (see modifiers.ts).
import { modifierCountCondition } from "./modifiers";

export default modifierCountCondition("enhancement");
