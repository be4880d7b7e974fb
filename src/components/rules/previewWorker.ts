// Web worker: the rule builder's live Lua, made off the main thread so a keystroke never waits
// for an export. One long-lived worker answers every preview of the session.
import { previewItem } from "../../../domain/export";
import type { PreviewRequest, PreviewResponse } from "./previewClient";
import { warmUpProject } from "./warmUp";

// A first preview in a fresh worker runs cold code (hundreds of ms); a small one made as the worker
// loads readies the exporter's common paths, so the builder's first Lua comes quickly.
try {
  previewItem(warmUpProject(), "jokers", "warm-up");
} catch {
  // warming is optional
}

self.onmessage = (event: MessageEvent<PreviewRequest>) => {
  const { seq, project, list, itemId } = event.data;
  const response: PreviewResponse = { seq, preview: previewItem(project, list, itemId) };
  (self as unknown as Worker).postMessage(response);
};
