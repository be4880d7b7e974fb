// Edition Count: how many played (or scoring) cards have a given edition, or any (see modifiers.ts).
import { modifierCountCondition } from "./modifiers";

export default modifierCountCondition("edition");
