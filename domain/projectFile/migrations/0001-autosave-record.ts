// The auto-save record (the original's `joker-forge-autosave`, and ours) holds the metadata under
// `modMetadata`, where a project file has `metadata`.
import type { Migration } from "./types";

export const autosaveRecord: Migration = {
  id: 1,
  name: "autosave-record",
  up(raw, note) {
    if (!("modMetadata" in raw) || "metadata" in raw) return;
    raw.metadata = raw.modMetadata;
    delete raw.modMetadata;
    note("modMetadata: read as metadata (auto-save record)");
  },
};
