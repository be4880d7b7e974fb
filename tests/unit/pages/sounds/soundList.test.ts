import { describe, expect, it } from "vitest";
import { createSound } from "../../../../domain/model/itemFactory";
import { exportedKey } from "../../../../domain/model";
import {
  countLine, filterSounds, KEY_FORMAT, KEY_REQUIRED, KEY_TAKEN, parseSoundNumber, soundKeyProblem,
} from "../../../../src/pages/sounds/soundList";
import { hasOggExtension, NOT_OGG_MESSAGE, BAD_OGG_MESSAGE, oggDataUrl, readOggFile, startsLikeOgg } from "../../../../src/services/audio/oggFile";
import { clampRate, clampVolume } from "../../../../src/services/audio/soundPreview";

const sounds = [
  createSound({ id: "1", key: "coin_ding" }),
  createSound({ id: "2", key: "Big_Horn", replace: "music1" }),
  createSound({ id: "3", key: "whoosh" }),
];

describe("sound search", () => {
  it("matches the key (or the replaced game sound), case-insensitively, ignoring outer spaces", () => {
    expect(filterSounds(sounds, "  HORN ").map((s) => s.id)).toEqual(["2"]);
    expect(filterSounds(sounds, "music").map((s) => s.id)).toEqual(["2"]);
    expect(filterSounds(sounds, "o").map((s) => s.id)).toEqual(["1", "2", "3"]);
    expect(filterSounds(sounds, "").map((s) => s.id)).toEqual(["1", "2", "3"]);
    expect(filterSounds(sounds, "zzz")).toEqual([]);
  });

  it("says how many are shown", () => {
    expect(countLine(0, 0)).toBe("0 custom sounds");
    expect(countLine(1, 1)).toBe("1 custom sound");
    expect(countLine(3, 3)).toBe("3 custom sounds");
    expect(countLine(1, 3)).toBe("Showing 1 of 3 sounds");
  });
});

describe("sound keys", () => {
  it("needs a unique identifier", () => {
    expect(soundKeyProblem("  ", [])).toBe(KEY_REQUIRED);
    expect(soundKeyProblem("9lives", [])).toBe(KEY_FORMAT);
    expect(soundKeyProblem("has space", [])).toBe(KEY_FORMAT);
    expect(soundKeyProblem("dash-key", [])).toBe(KEY_FORMAT);
    expect(soundKeyProblem("coin_ding", ["coin_ding"])).toBe(KEY_TAKEN);
    expect(soundKeyProblem(" _ok_2 ", ["coin_ding"])).toBeUndefined();
  });

  it("is prefixed with the mod prefix in the game, spelled as the export writes it", () => {
    const ding = createSound({ id: "a", key: "ding" });
    const loud = createSound({ id: "b", key: "Ding" });
    expect(exportedKey("sound", "mycustom", [ding], ding)).toBe("mycustom_ding");
    // keys are exported lower-case and unique: the second "ding" becomes ding2
    expect(exportedKey("sound", "mycustom", [ding, loud], loud)).toBe("mycustom_ding2");
  });

  it("reads volume and pitch as finite numbers only", () => {
    expect(parseSoundNumber("0.5")).toBe(0.5);
    expect(parseSoundNumber(" 2 ")).toBe(2);
    expect(parseSoundNumber("")).toBeUndefined();
    expect(parseSoundNumber("abc")).toBeUndefined();
    expect(parseSoundNumber("Infinity")).toBeUndefined();
  });
});

describe(".ogg files", () => {
  const ogg = new Uint8Array([0x4f, 0x67, 0x67, 0x53, 0, 2, 0]);
  it("accepts only the .ogg extension and the OggS capture pattern", () => {
    expect(hasOggExtension("Ding.OGG")).toBe(true);
    expect(hasOggExtension("ding.wav")).toBe(false);
    expect(hasOggExtension("ding.ogg.mp3")).toBe(false);
    expect(startsLikeOgg(ogg)).toBe(true);
    expect(startsLikeOgg(new TextEncoder().encode("RIFF...."))).toBe(false);
    expect(startsLikeOgg(new Uint8Array([0x4f]))).toBe(false);
  });

  it("stores the bytes as an audio/ogg data URL", async () => {
    expect(oggDataUrl(ogg)).toBe(`data:audio/ogg;base64,${Buffer.from(ogg).toString("base64")}`);
    await expect(readOggFile(new File([ogg], "a.ogg"))).resolves.toBe(oggDataUrl(ogg));
    await expect(readOggFile(new File([ogg], "a.wav"))).rejects.toThrow(NOT_OGG_MESSAGE);
    await expect(readOggFile(new File(["RIFFxxxx"], "a.ogg"))).rejects.toThrow(BAD_OGG_MESSAGE);
  });

  it("encodes files larger than one chunk", () => {
    const big = new Uint8Array(100_000).map((_, i) => i % 251);
    expect(oggDataUrl(big)).toBe(`data:audio/ogg;base64,${Buffer.from(big).toString("base64")}`);
  });
});

describe("preview settings", () => {
  it("keeps volume in 0..1 and the playback rate in the browser's range", () => {
    expect(clampVolume(0.4)).toBe(0.4);
    expect(clampVolume(3)).toBe(1);
    expect(clampVolume(-1)).toBe(0);
    expect(clampVolume(Number.NaN)).toBe(1);
    expect(clampRate(1.5)).toBe(1.5);
    expect(clampRate(0)).toBe(1);
    expect(clampRate(100)).toBe(16);
    expect(clampRate(0.01)).toBe(0.0625);
  });
});
