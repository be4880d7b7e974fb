// Every trigger with a generator, in catalog order.
import type { TriggerDef } from "../types";

export const TRIGGERS: readonly TriggerDef[] = [];
