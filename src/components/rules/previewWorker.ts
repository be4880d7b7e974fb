// Web worker: the rule builder's live Lua, made off the main thread so a keystroke never waits
// for an export. One long-lived worker answers every preview of the session.
import { previewItem } from "../../../domain/export";
import type { PreviewRequest, PreviewResponse } from "./previewClient";

self.onmessage = (event: MessageEvent<PreviewRequest>) => {
  const { seq, project, list, itemId } = event.data;
  const response: PreviewResponse = { seq, preview: previewItem(project, list, itemId) };
  (self as unknown as Worker).postMessage(response);
};
