// "What went wrong?": the modder pastes a crash log (or drops the log file); the app reads it,
// exports the project again to know which block made each line (the export's line map), and says
// in plain words what failed, where, and how to fix it, with a link that opens the rule builder
// at the block at fault. Logs of other mods and of other exports of the project are told apart.
import { useRef, useState } from "react";
import { exportMod } from "../../../domain/export";
import { currentExportOf, describeOrigin, explainCrash, parseCrashLog, type BlockPlace, type CrashExplanation } from "../../../domain/crashLog";
import { appNavigate } from "../../app/navigation";
import { projectStore } from "../../store/storeCore";
import { builderLink } from "../export/ExportFinishedModal";
import { Modal } from "../modal/Modal";

interface Outcome { explanation: CrashExplanation; place?: BlockPlace; modId: string; error?: string }

function analyse(text: string): Outcome {
  const project = projectStore.getState();
  const modId = project.modMetadata.id;
  const parsed = parseCrashLog(text);
  try {
    const result = exportMod(project, { codeOnly: true });
    const explanation = explainCrash(parsed, currentExportOf(modId, result));
    const place = explanation.origin ? describeOrigin(project, explanation.origin) : undefined;
    return { explanation, place, modId };
  } catch (error) {
    return { explanation: explainCrash(parsed, { modId, lineMap: {}, fingerprint: "", lineCounts: {} }), modId, error: String((error as Error)?.message ?? error) };
  }
}

const HEADINGS: Record<CrashExplanation["verdict"], string> = {
  "this-export": "The crash comes from this mod",
  "other-export": "This log comes from a different export of this project",
  "other-mod": "This crash comes from another mod",
  "no-mod": "The log does not name this mod's code",
  "not-a-log": "This is not a crash log",
};

function placeText(place: BlockPlace): string {
  const parts = [`${place.itemName || place.itemKey} (${place.itemType})`];
  if (place.ruleNumber) parts.push(`rule ${place.ruleNumber}${place.trigger ? ` (${place.trigger})` : ""}`);
  if (place.blockLabel) parts.push(`the ${place.blockKind === "condition" ? "condition" : "block"} '${place.blockLabel}'`);
  else if (place.blockKind === "condition") parts.push("its conditions");
  else if (place.ruleNumber) parts.push("its trigger");
  return parts.join(", ");
}

export function WhatWentWrongDialog({ onClose, initialText = "" }: { onClose: () => void; initialText?: string }) {
  const [text, setText] = useState(initialText);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [dragging, setDragging] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);

  const run = (value: string) => setOutcome(value.trim() ? analyse(value) : null);
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    const value = await file.text();
    setText(value);
    run(value);
  };
  const ex = outcome?.explanation;
  const link = outcome?.place && builderLink({ itemType: outcome.place.itemType, itemId: outcome.place.itemId, ruleId: outcome.place.ruleId ?? "", block: { id: outcome.place.blockId } });

  return (
    <Modal open onClose={onClose} title="What went wrong?" size="lg" initialFocusRef={area}
      footer={<>
        <button type="button" onClick={onClose} className="jf-button jf-button-grey">Close</button>
        <button type="button" onClick={() => run(text)} disabled={!text.trim()} className="jf-button jf-button-blue">Explain</button>
      </>}>
      <div data-testid="what-went-wrong" className="space-y-3 text-sm">
        <p>
          Paste the crash log of the game (on the crash screen, Ctrl+C copies it) or drop the log file
          (<code className="text-white">Mods/lovely/log</code>). The app finds this mod&apos;s lines in it and shows the block that made them.
        </p>
        <div onDragOver={(e) => { e.preventDefault(); setDragging(true); }} onDragLeave={() => setDragging(false)}
          onDrop={(e) => { e.preventDefault(); setDragging(false); void readFile(e.dataTransfer.files[0]); }}
          className={`rounded-md border-2 border-dashed ${dragging ? "border-chips" : "border-edge/50"}`}>
          <textarea ref={area} aria-label="Crash log" value={text} spellCheck={false}
            onChange={(e) => setText(e.target.value)}
            onPaste={(e) => { const pasted = e.clipboardData.getData("text"); if (pasted && !text.trim()) { e.preventDefault(); setText(pasted); run(pasted); } }}
            placeholder="Oops! The game crashed: ..."
            className="h-40 w-full resize-y rounded-md bg-black/40 p-2 font-mono text-xs text-white" />
        </div>
        <label className="inline-flex cursor-pointer items-center gap-2 text-zinc-300">
          <span className="underline">Choose a log file</span>
          <input type="file" accept=".txt,.log,text/plain" className="sr-only" aria-label="Choose a log file"
            onChange={(e) => void readFile(e.target.files?.[0])} />
        </label>
        {ex && (
          <section data-testid="crash-result" data-verdict={ex.verdict} aria-live="polite" className="space-y-2 rounded-md bg-black/30 p-3">
            <h3 className={`font-bold ${ex.verdict === "this-export" ? "text-mult" : "text-attention"}`}>{HEADINGS[ex.verdict]}</h3>
            {ex.verdict === "other-mod" && <p data-testid="crash-other-mod">The stack names the mod <strong className="text-white">{ex.otherMods.join(", ")}</strong>, not <strong className="text-white">{outcome.modId}</strong>.</p>}
            {ex.verdict === "other-export" && <p data-testid="crash-other-export">{ex.otherExportReason} Export the mod again, reproduce the crash with the new files and paste the new log.</p>}
            {outcome.place && (
              <p data-testid="crash-place">
                <span className="text-zinc-400">Where: </span><span className="text-white">{placeText(outcome.place)}</span>
                {ex.frame && <span className="text-zinc-400"> ({ex.frame.file}, line {ex.frame.line})</span>}
              </p>
            )}
            {ex.verdict === "this-export" && !outcome.place && ex.frame && (
              <p><span className="text-zinc-400">Where: </span>{ex.frame.file}, line {ex.frame.line}: a line the app writes for the mod itself, not for one of your blocks.</p>
            )}
            {ex.message && <p><span className="text-zinc-400">Error: </span><code className="break-all text-white">{ex.message}</code></p>}
            <p data-testid="crash-plain"><span className="text-zinc-400">What it means: </span>{ex.plain}</p>
            {ex.suggestion && <p data-testid="crash-suggestion"><span className="text-zinc-400">How to fix it: </span>{ex.suggestion}</p>}
            {outcome.error && <p className="text-attention">The project could not be exported to compare ({outcome.error}).</p>}
            {ex.verdict === "this-export" && link && (
              <button type="button" className="jf-button jf-button-green" onClick={() => { onClose(); appNavigate(link); }}>
                Open the block in the rule builder
              </button>
            )}
          </section>
        )}
      </div>
    </Modal>
  );
}
