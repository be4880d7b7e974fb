import { buildManifest } from "../../../domain/export/manifest";
import type { ModMetadata } from "../../../domain/model";

/** The metadata file exactly as the exporter writes it, updated as the form changes. */
export function ManifestPreview({ metadata }: { metadata: ModMetadata }) {
  return (
    <section aria-labelledby="json-preview" className="jf-panel p-5">
      <h2 id="json-preview" className="text-xl font-black text-white">JSON Preview</h2>
      <p className="mt-1 text-sm text-zinc-400">The metadata file your exported mod will contain.</p>
      <pre data-testid="manifest-preview" className="mt-3 max-h-[32rem] overflow-auto whitespace-pre-wrap break-words rounded-lg border-2 border-edge/50 bg-felt-dark p-3 font-mono text-xs leading-relaxed text-green">
        {JSON.stringify(buildManifest(metadata), null, 2)}
      </pre>
    </section>
  );
}
