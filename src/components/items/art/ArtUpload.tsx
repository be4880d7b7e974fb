import { useRef, useState } from "react";
import { ItemIcon } from "../icons";

export interface ArtUploadProps {
  label: string;
  hint?: string;
  /** Current 2x image (empty when none). */
  value: string;
  onFile: (file: File) => Promise<unknown> | void;
  onClear: () => void;
  testId: string;
}

/** Upload (file picker or drop) and remove for one art layer. */
export function ArtUpload({ label, hint, value, onFile, onClear, testId }: ArtUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);
  const take = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try { await onFile(file); } finally { setBusy(false); }
  };
  return (
    <div
      onDragOver={(e) => { if (e.dataTransfer.types.includes("Files")) { e.preventDefault(); setOver(true); } }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => { e.preventDefault(); setOver(false); void take(e.dataTransfer.files[0]); }}
      className={`flex items-center gap-3 rounded-lg border-2 border-dashed p-2 transition-colors ${over ? "border-attention bg-attention/10" : "border-edge"}`}>
      <div className="flex h-12 w-9 shrink-0 items-center justify-center overflow-hidden rounded bg-black/40">
        {value ? <img src={value} alt="" className="h-full w-full object-contain [image-rendering:pixelated]" /> : <ItemIcon name="image" className="h-5 w-5 text-zinc-500" />}
      </div>
      <div className="min-w-0 flex-1">
        <div className="text-sm font-bold text-white">{label}</div>
        {hint && <div className="text-xs text-zinc-400">{hint}</div>}
      </div>
      <input ref={input} type="file" accept="image/png,image/*" className="hidden" data-testid={testId}
        onChange={(e) => { void take(e.target.files?.[0]); e.target.value = ""; }} />
      <button type="button" onClick={() => input.current?.click()} disabled={busy}
        className="jf-button jf-button-blue !px-2.5 !py-1 text-xs">{busy ? "Working..." : value ? "Replace" : "Upload"}</button>
      {value && (
        <button type="button" onClick={onClear} aria-label={`Remove ${label.toLowerCase()}`}
          className="rounded-md p-1.5 text-zinc-400 hover:bg-mult hover:text-white"><ItemIcon name="trash" /></button>
      )}
    </div>
  );
}
