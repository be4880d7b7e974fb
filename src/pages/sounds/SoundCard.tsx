import { useState, type KeyboardEvent } from "react";
import type { Sound } from "../../../domain/model";
import { Icon } from "../../components/icons/Icon";
import { soundKeyProblem } from "./soundList";
import { KeptWhileTyping } from "../../components/forms/KeptWhileTyping";

export interface SoundCardProps {
  sound: Sound;
  /** The key the game knows the sound by, as the export writes it (domain exportedKey). */
  gameKey: string;
  otherKeys: readonly string[];
  playing: boolean;
  onPlay: () => void;
  onRename: (key: string) => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** One sound: its key (click to rename), settings, preview and actions. */
export function SoundCard({ sound, gameKey, otherKeys, playing, onPlay, onRename, onEdit, onDuplicate, onDelete }: SoundCardProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const problem = draft === null ? undefined : soundKeyProblem(draft, otherKeys);

  const close = () => { setDraft(null); setError(undefined); };
  /** Enter and blur commit a valid key; an invalid one is never stored. */
  const commit = (fromBlur: boolean) => {
    if (draft === null) return;
    if (problem) {
      if (fromBlur) close();
      else setError(problem);
      return;
    }
    if (draft.trim() !== sound.key) onRename(draft.trim());
    close();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") { e.preventDefault(); commit(false); }
    else if (e.key === "Escape") { e.preventDefault(); e.stopPropagation(); close(); }
  };

  return (
    <article data-testid="sound-card" aria-label={`Sound ${sound.key}`} className="jf-panel flex flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        <button type="button" aria-label={playing ? `Stop ${sound.key}` : `Play ${sound.key}`} disabled={!sound.soundString} onClick={onPlay}
          title={sound.soundString ? undefined : "No audio uploaded"}
          className={`jf-button ${playing ? "jf-button-red" : "jf-button-orange"} h-12 w-12 shrink-0 !p-0`}>
          <Icon name={playing ? "close" : "speaker"} className="h-6 w-6" />
        </button>
        <div className="min-w-0 flex-1">
          {draft === null ? (
            <button type="button" aria-label={`Rename ${sound.key}`} title="Click to rename" onClick={() => setDraft(sound.key)}
              className="block max-w-full truncate rounded px-1 text-left font-mono text-lg font-black text-white hover:bg-panel-light/60">
              {sound.key}
            </button>
          ) : (
            <input type="text" aria-label="Sound key" value={draft} autoFocus spellCheck={false}
              aria-invalid={error ? true : undefined}
              onChange={(e) => { setDraft(e.target.value); setError(undefined); }}
              onKeyDown={onKeyDown} onBlur={() => commit(true)}
              className={`w-full rounded-md border-2 bg-felt-dark px-2 py-1 font-mono text-white outline-none ${error ? "border-mult" : "border-chips"}`} />
          )}
          <KeptWhileTyping message={error}>
            {(text, shown) => (shown ? <p role="alert" className="mt-1 text-xs font-bold text-mult">{text}</p> : <p className="hidden">{text}</p>)}
          </KeptWhileTyping>
          <p className="mt-1 truncate px-1 font-mono text-xs text-zinc-500" title="The key the game uses" data-testid="sound-game-key">{gameKey}</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-md bg-felt-dark/60 px-2 py-1.5">
          <dt className="text-xs font-bold uppercase tracking-wide text-zinc-400">Volume</dt>
          <dd data-testid="sound-volume" className="font-mono font-black text-chips">{sound.volume}</dd>
        </div>
        <div className="rounded-md bg-felt-dark/60 px-2 py-1.5">
          <dt className="text-xs font-bold uppercase tracking-wide text-zinc-400">Pitch</dt>
          <dd data-testid="sound-pitch" className="font-mono font-black text-mult">{sound.pitch}</dd>
        </div>
      </dl>
      {!sound.soundString && <p className="text-xs font-bold text-attention">No audio uploaded yet</p>}
      <div className="mt-auto flex gap-2">
        <button type="button" className="jf-button jf-button-blue flex-1 !px-2 text-sm" onClick={onEdit} aria-label={`Edit ${sound.key}`}>
          <Icon name="document" className="h-4 w-4" />Edit
        </button>
        <button type="button" className="jf-button jf-button-grey !px-2.5" onClick={onDuplicate} aria-label={`Duplicate ${sound.key}`} title="Duplicate">
          <Icon name="layers" className="h-4 w-4" />
        </button>
        <button type="button" className="jf-button jf-button-red !px-2.5" onClick={onDelete} aria-label={`Delete ${sound.key}`} title="Delete">
          <Icon name="close" className="h-4 w-4" />
        </button>
      </div>
    </article>
  );
}
