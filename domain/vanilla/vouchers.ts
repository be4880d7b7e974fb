// Behaviour of the vanilla vouchers (keys as in facts/vouchers.json).
import type { VanillaBehaviour } from "./types";

export const vouchersBehaviours: VanillaBehaviour[] = [];
