import { useState } from "react";
import type { Sound } from "../../../domain/model";
import { settledKey as settleSoundKey } from "../../../commands/entryKeys";
import { projectStore } from "../../store/storeCore";
import { Icon } from "../../components/icons/Icon";
import { Modal } from "../../components/modal/Modal";
import { readOggFile } from "../../services/audio/oggFile";
import { parseSoundNumber, soundKeyProblem } from "./soundList";
import { useSoundPreview } from "./useSoundPreview";

export interface SoundModalProps {
  /** The sound being edited, or a fresh one (createSound) for Add New Sound. */
  sound: Sound;
  isNew: boolean;
  onSave: (sound: Sound) => void;
  onCancel: () => void;
}

const inputClass = (invalid: boolean) =>
  `w-full rounded-lg border-2 bg-felt-dark px-3 py-2 text-white outline-none focus:border-chips ${invalid ? "border-mult" : "border-edge"}`;

/** Create or edit one sound: key, .ogg audio, volume and pitch, with a preview at those settings. */
export function SoundModal({ sound, isNew, onSave, onCancel }: SoundModalProps) {
  const [key, setKey] = useState(sound.key);
  const [soundString, setSoundString] = useState(sound.soundString);
  const [fileName, setFileName] = useState<string | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();
  const [volumeText, setVolumeText] = useState(String(sound.volume));
  const [pitchText, setPitchText] = useState(String(sound.pitch));
  const preview = useSoundPreview();

  const volume = parseSoundNumber(volumeText);
  const pitch = parseSoundNumber(pitchText);
  const keyProblem = soundKeyProblem(key, []);
  const trimmedKey = key.trim();
  // What the reducer will store: the key, or its next free number when another sound has it.
  const settledKey = keyProblem ? undefined : settleSoundKey(projectStore.getState(), "sounds", sound.id, trimmedKey);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      setSoundString(await readOggFile(file));
      setFileName(file.name);
      setFileError(undefined);
    } catch (error) {
      setFileError(error instanceof Error ? error.message : String(error));
    }
  };

  const save = () => {
    // Spec section 5: "save ignored if key blank". Bad identifiers and numbers are refused too.
    if (keyProblem || volume === undefined || pitch === undefined) return;
    preview.stop();
    onSave({ ...sound, key: trimmedKey, soundString, volume, pitch });
  };

  return (
    <Modal open onClose={onCancel} size="md" title={isNew ? "Create Sound" : "Edit Sound"}
      footer={(
        <>
          <button type="button" className="jf-button jf-button-grey" onClick={onCancel}>Cancel</button>
          <button type="button" className="jf-button jf-button-green" onClick={save}>
            <Icon name="check" className="h-4 w-4" />{isNew ? "Create Sound" : "Save Changes"}
          </button>
        </>
      )}>
      <form className="flex flex-col gap-4" onSubmit={(e) => { e.preventDefault(); save(); }}
        onKeyDown={(e) => {
          // Enter in a text or number field saves, like the Save button.
          if (e.key === "Enter" && e.target instanceof HTMLInputElement && e.target.type !== "file") { e.preventDefault(); save(); }
        }}>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="sound-key" className="text-sm font-black uppercase tracking-wider text-zinc-300">Key</label>
          <input id="sound-key" type="text" value={key} spellCheck={false} autoComplete="off" aria-invalid={keyProblem ? true : undefined}
            aria-describedby="sound-key-help" onChange={(e) => setKey(e.target.value)} className={`${inputClass(keyProblem !== undefined)} font-mono`} />
          <p id="sound-key-help" className={`text-xs ${keyProblem ? "font-bold text-mult" : "text-zinc-400"}`}>
            {keyProblem ? keyProblem
              : settledKey !== trimmedKey ? `Already used by another sound: it will be saved as ${settledKey}.`
                : "The name your mod's code uses for this sound."}
          </p>
        </div>

        <div className="flex flex-col gap-2 rounded-lg border-2 border-edge/50 bg-felt-dark/40 p-3">
          <span className="text-sm font-black uppercase tracking-wider text-zinc-300">Audio</span>
          <p data-testid="sound-file-status" className="text-sm text-zinc-300">
            {soundString ? <>Audio loaded{fileName ? <>: <span className="font-mono">{fileName}</span></> : null}</> : "No audio file yet"}
          </p>
          <div className="flex flex-wrap gap-2">
            <label className="jf-button jf-button-blue cursor-pointer focus-within:ring-2 focus-within:ring-white">
              <Icon name="upload" className="h-4 w-4" />Upload .ogg File
              <input type="file" accept=".ogg,audio/ogg" className="sr-only"
                onChange={(e) => { const file = e.target.files?.[0]; e.target.value = ""; void onFile(file); }} />
            </label>
            <button type="button" className="jf-button jf-button-orange" disabled={!soundString}
              onClick={() => (preview.playing ? preview.stop() : preview.play(soundString, volume ?? sound.volume, pitch ?? sound.pitch))}>
              <Icon name="speaker" className="h-4 w-4" />{preview.playing ? "Stop" : "Play"}
            </button>
          </div>
          {fileError && <p role="alert" className="text-sm font-bold text-mult">{fileError}</p>}
          <p className="text-xs text-zinc-400">Only .ogg files are accepted.</p>
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          {([
            ["sound-volume", "Volume", volumeText, setVolumeText, volume, "0 is silent, 1 is full volume."],
            ["sound-pitch", "Pitch", pitchText, setPitchText, pitch, "1 plays as recorded; higher is faster and higher."],
          ] as const).map(([id, label, text, setText, value, hint]) => (
            <div key={id} className="flex flex-col gap-1.5">
              <label htmlFor={id} className="text-sm font-black uppercase tracking-wider text-zinc-300">{label}</label>
              <input id={id} type="number" step="0.1" min="0" value={text} aria-invalid={value === undefined ? true : undefined}
                onChange={(e) => setText(e.target.value)} className={`${inputClass(value === undefined)} font-mono`} />
              <p className={`text-xs ${value === undefined ? "font-bold text-mult" : "text-zinc-400"}`}>
                {value === undefined ? `${label} must be a number` : hint}
              </p>
            </div>
          ))}
        </div>
      </form>
    </Modal>
  );
}
