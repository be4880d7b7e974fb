// Previews a custom sound the way the game will play it: at its volume and pitch. The game's
// pitch changes playback speed and tone together, so the browser must not preserve pitch.

export interface SoundPreview {
  stop(): void;
  /** Resolves when playback ends, is stopped, or could not start. */
  finished: Promise<void>;
}

/** Browsers cap playbackRate to roughly this range; outside it play() throws. */
const MIN_RATE = 0.0625;
const MAX_RATE = 16;

export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return 1;
  return Math.min(1, Math.max(0, volume));
}

export function clampRate(pitch: number): number {
  if (!Number.isFinite(pitch) || pitch <= 0) return 1;
  return Math.min(MAX_RATE, Math.max(MIN_RATE, pitch));
}

type PitchAudio = HTMLAudioElement & { preservesPitch?: boolean; mozPreservesPitch?: boolean; webkitPreservesPitch?: boolean };

export function playSoundPreview(src: string, volume: number, pitch: number): SoundPreview {
  const audio = new Audio(src) as PitchAudio;
  audio.preservesPitch = false;
  audio.mozPreservesPitch = false;
  audio.webkitPreservesPitch = false;
  audio.volume = clampVolume(volume);
  audio.playbackRate = clampRate(pitch);
  // defaultPlaybackRate survives the element's own resets when the source loads.
  audio.defaultPlaybackRate = clampRate(pitch);

  let settle: () => void = () => {};
  const finished = new Promise<void>((resolve) => { settle = resolve; });
  audio.addEventListener("ended", () => settle());
  audio.addEventListener("error", () => settle());
  audio.play().catch((error: unknown) => {
    console.warn("Sound preview could not play", error);
    settle();
  });
  return {
    stop() {
      audio.pause();
      audio.currentTime = 0;
      settle();
    },
    finished,
  };
}
