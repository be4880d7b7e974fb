// The auto-save record (the original's `joker-forge-autosave`, and ours) holds the metadata under
// `modMetadata`, where a project file has `metadata`. Reading it is not a repair, so nothing is noted.
import type { Migration } from "./types";

export const autosaveRecord: Migration = {
  id: 1,
  name: "autosave-record",
  up(raw) {
    if (!("modMetadata" in raw) || "metadata" in raw) return;
    raw.metadata = raw.modMetadata;
    delete raw.modMetadata;
  },
};
