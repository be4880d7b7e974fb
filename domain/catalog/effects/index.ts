// Every effect with a generator, in catalog order.
import type { EffectDef } from "../types";

export const EFFECTS: readonly EffectDef[] = [];
