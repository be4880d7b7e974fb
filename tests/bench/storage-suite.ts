// Auto-save and import of a 4 MB project in the browser (issue 14): see storage.ts.
import type { Suite } from "./bench";
import { AUTOSAVE_BUDGET_MS, IMPORT_TASK_BUDGET_MS, measureStorage } from "./storage";

const suite: Suite = {
  name: "storage (4 MB project)",
  async run(context) {
    const f = await measureStorage(context.runs);
    return [
      { name: "autosave-main-thread-ms", value: f.autosaveMs, unit: "ms", budget: AUTOSAVE_BUDGET_MS,
        detail: `main-thread CPU per save: ${f.autosaveRuns.join(", ")} (wall ${f.autosaveWallRuns.join(", ")})` },
      { name: "import-longest-task-ms", value: f.importLongestTaskMs, unit: "ms", budget: IMPORT_TASK_BUDGET_MS,
        detail: `longest main-thread task, CPU: ${f.importRuns.join(", ")} (wall ${f.importWallRuns.join(", ")})` },
    ];
  },
};
export default suite;
