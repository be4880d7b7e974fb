import { useEffect, useRef, useState } from "react";
import { playSoundPreview, type SoundPreview } from "../../services/audio/soundPreview";

/** Plays one preview at a time; `playing` is true until it ends or is stopped. */
export function useSoundPreview() {
  const current = useRef<SoundPreview | null>(null);
  const [playing, setPlaying] = useState(false);
  const stop = () => {
    current.current?.stop();
    current.current = null;
    setPlaying(false);
  };
  const play = (src: string, volume: number, pitch: number) => {
    stop();
    const preview = playSoundPreview(src, volume, pitch);
    current.current = preview;
    setPlaying(true);
    void preview.finished.then(() => {
      if (current.current === preview) {
        current.current = null;
        setPlaying(false);
      }
    });
  };
  // Leaving the page or closing the modal silences the preview.
  useEffect(() => () => current.current?.stop(), []);
  return { playing, play, stop };
}
