// Every condition with a generator, in catalog order.
import type { ConditionDef } from "../types";

export const CONDITIONS: readonly ConditionDef[] = [];
