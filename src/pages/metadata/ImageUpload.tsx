import { useId, useState } from "react";
import { Icon } from "../../components/icons/Icon";
import { resizeImageFile } from "../../services/images/resizeImage";

interface ImageUploadProps {
  title: string;
  /** Text of the upload button, also the file input's label. */
  buttonLabel: string;
  description: string;
  image: string;
  uploaded: boolean;
  width: number;
  height: number;
  /** How much larger than life the preview is drawn (pixel art stays crisp). */
  previewScale: number;
  onImage: (dataUrl: string) => void;
}

/** Picks an image, redraws it at the game's size without smoothing and hands back a PNG data URL. */
export function ImageUpload({ title, buttonLabel, description, image, uploaded, width, height, previewScale, onImage }: ImageUploadProps) {
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      onImage(await resizeImageFile(file, width, height));
    } catch (error) {
      // Spec section 8: image processing failures are only logged; nothing changes.
      console.error(error instanceof Error ? error.message : error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border-2 border-edge/50 bg-felt-dark/40 p-4 sm:flex-row sm:items-center">
      <div className="flex shrink-0 items-center justify-center rounded-lg bg-[repeating-conic-gradient(#2a3437_0_25%,#222b2d_0_50%)] bg-[length:16px_16px] p-2"
        style={{ minWidth: `min(${Math.min(width * previewScale, 260) + 16}px, 100%)` }}>
        <img src={image} alt={`${title} preview`} width={width} height={height} data-testid={`${buttonLabel.toLowerCase().replace(/\s+/g, "-")}-preview`}
          style={{ width: Math.min(width * previewScale, 260), maxWidth: "100%", height: "auto", imageRendering: "pixelated" }} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 id={headingId} className="font-black text-white">{title}</h3>
        <p className="text-sm text-zinc-400">{description}</p>
        <p className="text-xs text-zinc-500">
          {width}×{height} px · {uploaded ? <span className="font-bold text-green">Custom image</span> : "Default image"}
        </p>
        <label className={`jf-button jf-button-blue w-fit cursor-pointer focus-within:ring-2 focus-within:ring-white ${busy ? "opacity-60" : ""}`}>
          <Icon name="upload" className="h-4 w-4" />{buttonLabel}
          <input type="file" accept="image/*" className="sr-only" disabled={busy}
            onChange={(e) => { const file = e.target.files?.[0]; e.target.value = ""; void onFile(file); }} />
        </label>
      </div>
    </section>
  );
}
