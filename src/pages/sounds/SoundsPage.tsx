import { useMemo, useState } from "react";
import { createSound } from "../../../domain/model/itemFactory";
import { exportedKey, type Sound } from "../../../domain/model";
import { confirm } from "../../components/confirm";
import { Icon } from "../../components/icons/Icon";
import { projectStore } from "../../store/storeCore";
import { useProject } from "../../store/useProject";
import { RemovalNote } from "../../components/options/references";
import { removalEffects } from "../../../commands/entries";
import { SoundCard } from "./SoundCard";
import { addSound, duplicateSound, removeSound, renameSound, saveSound } from "./soundCommands";
import { SoundModal } from "./SoundModal";
import { countLine, filterSounds } from "./soundList";
import { useSoundPreview } from "./useSoundPreview";

type Editing = { sound: Sound; isNew: boolean } | null;

export default function SoundsPage() {
  const modName = useProject((p) => p.modMetadata.name);
  const prefix = useProject((p) => p.modMetadata.prefix);
  const sounds = useProject((p) => p.sounds);
  const [query, setQuery] = useState("");
  const [editing, setEditing] = useState<Editing>(null);
  const [playingId, setPlayingId] = useState<string | null>(null);
  const preview = useSoundPreview();
  const shown = useMemo(() => filterSounds(sounds, query), [sounds, query]);
  const keysExcept = (id: string) => sounds.filter((s) => s.id !== id).map((s) => s.key);

  const openNew = () => setEditing({ sound: createSound({ id: crypto.randomUUID() }), isNew: true });
  const save = (sound: Sound) => {
    if (editing?.isNew) addSound(sound);
    else if (editing) saveSound(editing.sound, sound);
    setEditing(null);
  };
  const remove = async (sound: Sound) => {
    const project = projectStore.getState();
    const yes = await confirm({
      title: `Delete "${sound.key}"?`,
      message: removalEffects(project, "sounds", sound.id).length > 0 ? (
        <div className="flex flex-col gap-2">
          <p>This sound will be removed from your mod. You can undo this.</p>
          <RemovalNote list="sounds" id={sound.id} project={project} />
        </div>
      ) : "This sound will be removed from your mod. Anything that plays it will stay silent.",
      type: "danger",
      confirmText: "Delete Sound",
      cancelText: "Keep Sound",
    });
    if (!yes) return;
    if (playingId === sound.id) preview.stop();
    removeSound(sound.id);
  };
  const togglePlay = (sound: Sound) => {
    if (preview.playing && playingId === sound.id) { preview.stop(); return; }
    setPlayingId(sound.id);
    preview.play(sound.soundString, sound.volume, sound.pitch);
  };

  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-wide text-white sm:text-4xl">Sounds</h1>
          <p data-testid="page-mod-name" className="mt-1 text-lg text-zinc-400">{modName}</p>
        </div>
        <button type="button" className="jf-button jf-button-red" onClick={openNew}>
          <Icon name="speaker" />Add New Sound
        </button>
      </div>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} aria-label="Search sounds"
            placeholder="Search sounds by name or key..."
            className="w-full rounded-lg border-2 border-edge bg-felt-dark px-3 py-2.5 text-white outline-none placeholder:text-zinc-500 focus:border-chips" />
        </div>
        <p data-testid="sound-count" className="text-sm font-bold text-zinc-400">{countLine(shown.length, sounds.length)}</p>
      </div>

      {sounds.length === 0 ? (
        <div className="jf-panel mt-6 flex flex-col items-center gap-3 px-6 py-12 text-center">
          <Icon name="speaker" className="h-12 w-12 text-zinc-500" />
          <h2 className="text-2xl font-black text-white">No Custom Sounds Yet</h2>
          <p className="max-w-md text-zinc-400">Upload .ogg files to give your jokers and cards their own sound effects and music.</p>
          <button type="button" className="jf-button jf-button-red" onClick={openNew}>
            <Icon name="speaker" />Create Your First Sound
          </button>
        </div>
      ) : shown.length === 0 ? (
        <div className="jf-panel mt-6 flex flex-col items-center gap-3 px-6 py-12 text-center">
          <h2 className="text-2xl font-black text-white">No Sounds Found</h2>
          <p className="text-zinc-400">No sound matches "{query.trim()}".</p>
          <button type="button" className="jf-button jf-button-grey" onClick={() => setQuery("")}>Clear Search</button>
        </div>
      ) : (
        <div className="mt-6 grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((sound) => (
            <SoundCard key={sound.id} sound={sound} gameKey={exportedKey("sound", prefix, sounds, sound)} otherKeys={keysExcept(sound.id)}
              playing={preview.playing && playingId === sound.id}
              onPlay={() => togglePlay(sound)}
              onRename={(key) => renameSound(sound.id, key)}
              onEdit={() => setEditing({ sound, isNew: false })}
              onDuplicate={() => duplicateSound(sound.id)}
              onDelete={() => void remove(sound)} />
          ))}
        </div>
      )}

      {editing && (
        <SoundModal sound={editing.sound} isNew={editing.isNew}
          onSave={save} onCancel={() => setEditing(null)} />
      )}
    </section>
  );
}
