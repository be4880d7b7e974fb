// The sound a seal or edition plays (SMODS `sound = { sound, per, vol }`): any game sound or one
// of the project's own, with pitch and volume. The project's sounds can be heard here; the
// game's own audio is not shipped with this app.
import { useEffect, useRef, useState } from "react";
import { useProject } from "../../store/useProject";
import { playSoundPreview, type SoundPreview } from "../../services/audio/soundPreview";
import { FieldSection, NumberField, SelectField } from "../items/editor/fields";
import { soundOptions } from "./projectOptions";
import { useProjectOptions } from "./useProjectOptions";

export interface SoundValue {
  sound?: string;
  pitch?: number;
  volume?: number;
}

export function SoundFields({ value, defaults, onChange, testPrefix }: {
  value: SoundValue;
  defaults: Required<SoundValue>;
  onChange: (changes: SoundValue, field: string) => void;
  testPrefix: string;
}) {
  const options = useProjectOptions(soundOptions);
  const sound = value.sound || defaults.sound;
  const pitch = value.pitch ?? defaults.pitch;
  const volume = value.volume ?? defaults.volume;
  const own = useProject((p) => p.sounds.find((s) => `${p.modMetadata.prefix}_${s.key}` === sound)?.soundString ?? "");
  const custom = options.filter((o) => o.group === "This mod's sounds").length;
  const [playing, setPlaying] = useState(false);
  const current = useRef<SoundPreview | null>(null);
  useEffect(() => () => current.current?.stop(), []);
  const play = () => {
    current.current?.stop();
    if (playing) { setPlaying(false); return; }
    const preview = playSoundPreview(own, volume, pitch);
    current.current = preview;
    setPlaying(true);
    void preview.finished.then(() => { if (current.current === preview) { current.current = null; setPlaying(false); } });
  };
  return (
    <FieldSection title="Sound" columns={2}>
      <div className="flex flex-col gap-2 sm:col-span-2">
        <SelectField label="Sound" value={sound} options={options} testId={`${testPrefix}-sound`}
          hint={custom === 0 ? "Add .ogg files on the Sounds page to pick your own." : "Your sounds first, then the game's."}
          onChange={(v) => onChange({ sound: v }, "sound")} />
        {own ? (
          <button type="button" onClick={play} className="jf-button jf-button-blue self-start !px-2.5 !py-1 text-xs" data-testid={`${testPrefix}-sound-play`}>
            {playing ? "Stop" : "Play"} at this pitch and volume
          </button>
        ) : (
          <p className="text-xs text-zinc-500">Game sounds play in the game only.</p>
        )}
      </div>
      <NumberField label="Pitch" value={pitch} min={0.1} max={4} step={0.05} testId={`${testPrefix}-pitch`}
        hint={`Default ${defaults.pitch}`} onChange={(v) => onChange({ pitch: v }, "pitch")} />
      <NumberField label="Volume" value={volume} min={0} max={1} step={0.05} testId={`${testPrefix}-volume`}
        hint={`Default ${defaults.volume}`} onChange={(v) => onChange({ volume: v }, "volume")} />
    </FieldSection>
  );
}
