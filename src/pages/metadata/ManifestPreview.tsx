import { buildManifest } from "../../../domain/export/manifest";
import { useRef } from "react";
import type { ModMetadata } from "../../../domain/model";
import { messageList, useKeptWhileTyping } from "../../components/forms/keptWhileTyping";

/**
 * The metadata file exactly as the exporter writes it, updated as the form changes. While the
 * form has errors the export refuses to run: the preview says so rather than show a file that
 * will not be written (an empty author list reads "Anonymous" here, but the export stops).
 */
export function ManifestPreview({ metadata, errorCount = 0 }: { metadata: ModMetadata; errorCount?: number }) {
  // one message whatever the count (its text changes in place); kept, hidden, while someone types
  // the fix (keptWhileTyping.ts)
  const blocked = useKeptWhileTyping(messageList(errorCount > 0 && "blocked"));
  const lastCount = useRef(errorCount);
  if (errorCount > 0) lastCount.current = errorCount;
  const count = lastCount.current;
  const text = `Export Mod Files will not write it until ${count === 1 ? "the error above is" : `the ${count} errors above are`} fixed.`;
  return (
    <section aria-labelledby="json-preview" className="jf-panel p-5">
      <h2 id="json-preview" className="text-xl font-black text-white">JSON Preview</h2>
      <p className="mt-1 text-sm text-zinc-400">
        The metadata file your exported mod will contain. The export adds <code className="font-mono">debug_info</code>, a
        fingerprint of the generated code that crash logs carry.
      </p>
      {blocked.map((message) => (
        <p key={message.text} role={message.shown ? "status" : undefined} data-testid={message.shown ? "manifest-preview-blocked" : undefined}
          className={message.shown ? "mt-2 text-sm font-bold text-mult" : "hidden"}>{text}</p>
      ))}
      <pre data-testid="manifest-preview" className="mt-3 max-h-[32rem] overflow-auto whitespace-pre-wrap break-words rounded-lg border-2 border-edge/50 bg-felt-dark p-3 font-mono text-xs leading-relaxed text-green">
        {JSON.stringify(buildManifest(metadata), null, 2)}
      </pre>
    </section>
  );
}
