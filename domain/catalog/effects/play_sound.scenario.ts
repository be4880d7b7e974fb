import { build, scenario } from "../scenario";
import { logged } from "./probes";

const { rule, effect } = build;

export default [
  scenario({
    entry: "play_sound", name: "a mod's sound plays with the pitch and volume set on it (play_sound ignores them otherwise)",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("play_sound", { sound_key: "sc_ding" })] })] },
    sounds: [{ key: "ding", pitch: 1.3, volume: 0.5 }],
    steps: [{ play: ["H_5", "S_5"] }],
    probes: { pitch: logged("sound", "per", "1.3"), volume: logged("sound", "vol", "0.5") }, expect: { probes: { pitch: true, volume: true } },
  }),
  scenario({
    entry: "play_sound", name: "a played hand plays the Tarot sound",
    subject: { type: "joker", rules: [rule("hand_played", { effects: [effect("play_sound", { sound_key: "tarot1" })] })] },
    steps: [{ play: ["H_5", "S_5"] }], probes: { played: logged("sound", "key", "tarot1") }, expect: { probes: { played: true } },
  }),
  scenario({
    entry: "play_sound", name: "scoring the modified card plays a sound",
    subject: { type: ["enhancement", "seal", "edition"], rules: [rule("card_scored", { effects: [effect("play_sound", { sound_key: "coin1" })] })] },
    steps: [{ play: [{ card: "H_5", self: true }, "S_5"] }], probes: { played: logged("sound", "key", "coin1") }, expect: { probes: { played: true } },
  }),
  scenario({
    entry: "play_sound", name: "used, redeemed or chosen as the deck: a sound plays",
    subject: { type: ["consumable", "voucher", "deck"], rules: [rule("card_used", { effects: [effect("play_sound", { sound_key: "timpani" })] })] },
    steps: [{ activate: true }], probes: { played: logged("sound", "key", "timpani") }, expect: { probes: { played: true } },
  }),
];
