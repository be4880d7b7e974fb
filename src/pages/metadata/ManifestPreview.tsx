import { buildManifest } from "../../../domain/export/manifest";
import type { ModMetadata } from "../../../domain/model";

/**
 * The metadata file exactly as the exporter writes it, updated as the form changes. While the
 * form has errors the export refuses to run: the preview says so rather than show a file that
 * will not be written (an empty author list reads "Anonymous" here, but the export stops).
 */
export function ManifestPreview({ metadata, errorCount = 0 }: { metadata: ModMetadata; errorCount?: number }) {
  return (
    <section aria-labelledby="json-preview" className="jf-panel p-5">
      <h2 id="json-preview" className="text-xl font-black text-white">JSON Preview</h2>
      <p className="mt-1 text-sm text-zinc-400">
        The metadata file your exported mod will contain. The export adds <code className="font-mono">debug_info</code>, a
        fingerprint of the generated code that crash logs carry.
      </p>
      {errorCount > 0 && (
        <p role="status" data-testid="manifest-preview-blocked" className="mt-2 text-sm font-bold text-mult">
          Export Mod Files will not write it until {errorCount === 1 ? "the error above is" : `the ${errorCount} errors above are`} fixed.
        </p>
      )}
      <pre data-testid="manifest-preview" className="mt-3 max-h-[32rem] overflow-auto whitespace-pre-wrap break-words rounded-lg border-2 border-edge/50 bg-felt-dark p-3 font-mono text-xs leading-relaxed text-green">
        {JSON.stringify(buildManifest(metadata), null, 2)}
      </pre>
    </section>
  );
}
