// From a parsed crash log and the current export (its mod id, line map and fingerprint) to what
// the "What went wrong?" dialog says: whose crash it is, the block at fault, what the error means
// in plain words, and a fix when the cause is known.
import { FINGERPRINT_LABEL, type LineMap, type LineOrigin } from "../export/lineMap";
import type { CrashFrame, ParsedCrashLog } from "./parse";

export interface CurrentExport {
  modId: string;
  lineMap: LineMap;
  fingerprint: string;
  /** Line count of each generated Lua file (to tell lines that cannot be from this export). */
  lineCounts: Record<string, number>;
}

export type CrashVerdict =
  /** The crash is in this mod, in lines of the current export: `origin` is the block at fault. */
  | "this-export"
  /** The crash is in this mod but the log comes from another export of the project. */
  | "other-export"
  /** The crash is in another mod (its id is given). */
  | "other-mod"
  /** The stack names no mod's file (a crash in the game or Steamodded itself). */
  | "no-mod"
  /** Not a crash log the app can read. */
  | "not-a-log";

export interface CrashExplanation {
  verdict: CrashVerdict;
  message: string;
  /** What the error means, in plain words. */
  plain: string;
  /** A fix, when the cause is known. */
  suggestion?: string;
  /** The frame of this mod the explanation points at, and what produced its line. */
  frame?: CrashFrame;
  origin?: LineOrigin;
  /** Every frame of this mod, mapped (innermost first). */
  trail: { frame: CrashFrame; origin?: LineOrigin }[];
  /** Mods whose files appear on the stack, other than this one. */
  otherMods: string[];
  /** Why the log is from another export (when it is). */
  otherExportReason?: string;
}

interface Meaning { plain: string; suggestion?: string }

/** Plain words for the Lua and Steamodded errors modders meet most. */
export function meaningOf(message: string): Meaning {
  const m = message;
  let r: RegExpExecArray | null;
  if (/crashed the game on purpose/.test(m)) {
    return { plain: "A Crash the Game block ran: it stops the game on purpose.", suggestion: "If you did not mean the game to stop, remove the Crash the Game block or put a condition on its rule." };
  }
  if ((r = /attempt to index (?:(?:field|local|global|upvalue) '([^']+)' )?\(?a nil value\)?/.exec(m))) {
    const what = r[1] ? `'${r[1]}'` : "a value";
    return {
      plain: `The code tried to look inside ${what}, but there was nothing there (nil). This usually means a key that does not exist: a joker, card, consumable or other key with a typo, or one from a mod that is not installed, or something read at a moment of the game when it does not exist.`,
      suggestion: "Check the keys this block uses: each must name something that exists in the game or in this mod. If it names another mod's item, add that mod to the mod's Dependencies so the game loads it first.",
    };
  }
  if ((r = /attempt to call (?:(?:field|local|global|method|upvalue) '([^']+)' )?\(?a nil value\)?/.exec(m))) {
    const what = r[1] ? `'${r[1]}'` : "a function";
    return {
      plain: `The code called ${what}, which does not exist in this game. It usually comes from another mod (for example Talisman or a library) that is not installed, or from a different version of Steamodded.`,
      suggestion: "Add the mod that provides it to the mod's Dependencies (Mod settings), or remove the block that needs it. Update Steamodded if the function is Steamodded's.",
    };
  }
  if ((r = /attempt to perform arithmetic on (?:(?:field|local|global|upvalue) '([^']+)' )?\(?a (nil|string|table|boolean) value\)?/.exec(m))) {
    const what = r[1] ? `'${r[1]}'` : "a value";
    return {
      plain: `The code tried to do maths with ${what}, but it was ${r[2] === "nil" ? "missing (nil)" : `a ${r[2]}, not a number`}.`,
      suggestion: "Check the numbers and variables this block uses: a variable must be declared with a starting number, and a value read from the game must exist at that moment.",
    };
  }
  if ((r = /attempt to compare (\w+) with (\w+)/.exec(m))) {
    return { plain: `The code compared a ${r[1]} with a ${r[2]}: one side was ${r[1] === "nil" || r[2] === "nil" ? "missing (nil)" : "not a number"}.`, suggestion: "Check the condition's values and variables: both sides must be numbers that exist at that moment." };
  }
  if ((r = /attempt to concatenate (?:(?:field|local|global|upvalue) '([^']+)' )?\(?a (nil|table|boolean) value\)?/.exec(m))) {
    return { plain: `The code tried to build a text from ${r[1] ? `'${r[1]}'` : "a value"}, but it was ${r[2] === "nil" ? "missing (nil)" : `a ${r[2]}`}.`, suggestion: "Check the text and the variables this block shows." };
  }
  if (/interval is empty|out of range|number has no integer representation|invalid value|bad argument #\d+ to '[^']+' \((?:number expected|value expected)/.exec(m)) {
    return { plain: "A number given to the game was out of the range it accepts (for example a minimum larger than the maximum, a negative count, or a missing number).", suggestion: "Check the block's numbers: minimums below maximums, counts of at least 0, and variables that hold numbers." };
  }
  if ((r = /module '([^']+)' not found/.exec(m))) {
    return { plain: `The mod needs '${r[1]}', which is not installed.`, suggestion: "Add the mod that provides it to the mod's Dependencies." };
  }
  if (/stack overflow/.test(m)) {
    return { plain: "The code called itself without end: a rule probably triggers itself (for example a joker that retriggers or copies jokers, including itself).", suggestion: "Add a condition so the rule does not trigger itself." };
  }
  if (/has an invalid rarity|into an empty pool|Missing required parameter|invalid atlas key|Failed to collect file data/.test(m)) {
    return { plain: "Steamodded refused one of the mod's objects while loading it.", suggestion: "Export again with the current version of the app and check the export report's problems." };
  }
  return { plain: "The game stopped with an error in the mod's code." };
}

function fingerprintsOf(parsed: ParsedCrashLog, modId: string): string[] {
  const mod = parsed.mods.find((m) => m.id === modId);
  if (!mod) return [];
  const out: string[] = [];
  for (const line of mod.info) {
    const m = new RegExp(`${FINGERPRINT_LABEL} ([0-9a-f]{8})`).exec(line);
    if (m) out.push(m[1]);
  }
  return out;
}

/** The frame to point at: the innermost frame of this mod whose line a rule's block produced, else the innermost mapped one, else the innermost. */
function pick(trail: { frame: CrashFrame; origin?: LineOrigin }[]) {
  return trail.find((t) => t.origin?.ruleId) ?? trail.find((t) => t.origin) ?? trail[0];
}

export function explainCrash(parsed: ParsedCrashLog, current: CurrentExport): CrashExplanation {
  const meaning = meaningOf(parsed.message);
  const base = { message: parsed.message, plain: meaning.plain, suggestion: meaning.suggestion };
  const mine = parsed.frames.filter((f) => f.modId === current.modId || (f.modId === undefined && current.lineCounts[f.file] !== undefined && !parsed.frames.some((g) => g.modId)));
  const otherMods = [...new Set(parsed.frames.map((f) => f.modId).filter((id): id is string => id !== undefined && id !== current.modId))];
  if (parsed.frames.length === 0 && parsed.format === "unknown" && parsed.mods.length === 0) {
    return { ...base, verdict: "not-a-log", plain: "This does not look like a Balatro crash log.", suggestion: "Paste the whole text of the crash screen (Ctrl+C on it copies it) or the newest file of Mods/lovely/log.", trail: [], otherMods };
  }
  if (mine.length === 0) {
    if (otherMods.length > 0) {
      return { ...base, verdict: "other-mod", trail: [], otherMods, suggestion: `The crash is in the mod '${otherMods[0]}', not in this one. Report it to that mod's author, or try the game without it.` };
    }
    return { ...base, verdict: "no-mod", trail: [], otherMods, suggestion: "The log names no file of this mod: the crash happened in the game or in Steamodded. If it only happens with this mod installed, look at what the mod changes in that moment of the game." };
  }
  const trail = mine.map((frame) => {
    const origin = current.lineMap[frame.file]?.[frame.line - 1] ?? undefined;
    return { frame, origin };
  });
  const prints = fingerprintsOf(parsed, current.modId);
  let otherExportReason: string | undefined;
  if (prints.length > 0 && !prints.includes(current.fingerprint)) {
    otherExportReason = `The log was made by the export ${prints[0]}; the project now exports ${current.fingerprint}. The project changed since, so its lines may no longer match.`;
  } else if (prints.length === 0) {
    const beyond = mine.find((f) => current.lineCounts[f.file] === undefined || f.line > current.lineCounts[f.file]);
    if (beyond) {
      otherExportReason = current.lineCounts[beyond.file] === undefined
        ? `The log names the file '${beyond.file}', which the current export does not have.`
        : `The log names line ${beyond.line} of '${beyond.file}', which has ${current.lineCounts[beyond.file]} lines in the current export.`;
    }
  }
  if (otherExportReason) {
    return { ...base, verdict: "other-export", trail, otherMods, otherExportReason, frame: mine[0] };
  }
  const chosen = pick(trail);
  return { ...base, verdict: "this-export", trail, otherMods, frame: chosen.frame, origin: chosen.origin };
}
