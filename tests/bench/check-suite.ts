// Check speed (issue 13 item 7): a valid 2,000-joker export loaded and exercised by the harness in
// under 60 s (wall time of the check alone; the harness's CPU time beside it). See check-jokers.ts.
import type { Suite } from "./bench";
import { measureCheck } from "./check-jokers";

const suite: Suite = {
  name: "check (2,000 jokers)",
  async run() {
    const check = await measureCheck(2000);
    if (check.problems.length > 0) throw new Error(`the generated 2,000-joker export must load clean: ${check.problems.slice(0, 5).join("; ")}`);
    return [{ name: "check-2000-jokers-s", value: check.seconds, unit: "s", budget: 60,
      detail: `harness CPU ${check.cpuSeconds?.toFixed(1) ?? "?"} s, no problems` }];
  },
};
export default suite;
