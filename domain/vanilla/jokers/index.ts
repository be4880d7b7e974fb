// Behaviour of the 150 vanilla jokers, in five files by the game's order (see each file's head).
import type { VanillaBehaviour } from "../types";
import { jokers as a } from "./jokers_a";
import { jokers as b } from "./jokers_b";
import { jokers as c } from "./jokers_c";
import { jokers as d } from "./jokers_d";
import { jokers as e } from "./jokers_e";

export const jokerBehaviours: readonly VanillaBehaviour[] = [...a, ...b, ...c, ...d, ...e];
