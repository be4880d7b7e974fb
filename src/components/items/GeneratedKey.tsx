import { useEffect, useState } from "react";
import { showToast } from "../toast/toastStore";
import { ItemIcon } from "./icons";

export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Clipboard API refused (permissions, insecure origin): fall back to a hidden textarea.
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand("copy");
    area.remove();
    return ok;
  }
}

/** The key the game knows an item by (e.g. j_mymod_lucky_cat), with a copy button. */
export function GeneratedKey({ value, compact }: { value: string; compact?: boolean }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(t);
  }, [copied]);
  const onCopy = async () => {
    if (await copyText(value)) setCopied(true);
    else showToast({ type: "error", title: "Copy Failed", message: "The key could not be copied to the clipboard." });
  };
  return (
    <div className={`flex min-w-0 items-center gap-1.5 rounded-md bg-black/30 ${compact ? "px-2 py-1" : "px-2.5 py-1.5"}`}>
      <code data-testid="generated-key" title={value}
        className={`min-w-0 flex-1 truncate font-mono text-zinc-300 ${compact ? "text-[11px]" : "text-sm"}`}>{value}</code>
      <button type="button" onClick={onCopy} aria-label={`Copy key ${value}`} title="Copy key"
        className={`rounded p-1 transition-colors ${copied ? "text-green" : "text-zinc-400 hover:bg-panel-light hover:text-white"}`}>
        <ItemIcon name={copied ? "check" : "copy"} className="h-3.5 w-3.5" />
      </button>
    </div>
  );
}
