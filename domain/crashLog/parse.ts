// Reads a pasted crash log: Steamodded's crash screen (copied with Ctrl+C), the Lovely log file
// (its lines carry a "LEVEL - [tag] " prefix and Steamodded's "date :: LEVEL :: logger :: "), or a
// plain LÖVE error screen ("Error" ... "Traceback"). Facts from Steamodded's src/crash_handler.lua:
// the screen shows "Oops! The game crashed:", the error, "Additional Context:" with the mod list
// ("    1: <name> by <authors> [ID: <id>, Priority: <n>, Version: <v>, Uses Lovely]" and, under a
// mod, its debug_info lines indented by 8 spaces), then "Stack Traceback" and one frame per line:
//   (5) Lua method 'calculate' at file 'items/jokers.lua:57' (from mod with id mymod)
//   (6) main chunk of file 'main.lua' at line 3 (from mod with id mymod)
// Chunks of a mod are named [SMODS <id> "<file>"] (its loader), so an error raised in the mod and
// a plain Lua traceback read `[SMODS mymod "items/jokers.lua"]:57: ...`.

export interface CrashFrame {
  /** The mod id the frame's chunk belongs to, or undefined for the game's or a library's code. */
  modId?: string;
  file: string;
  line: number;
  /** The function's name as the log gives it, when it does. */
  functionName?: string;
}

export interface LoggedMod {
  id: string;
  name: string;
  version?: string;
  /** The lines under the mod in the list (its debug_info). */
  info: string[];
}

export interface ParsedCrashLog {
  /** Which layout the text has. */
  format: "steamodded" | "lovely-log" | "love" | "unknown";
  /** The error message (first line of it), without the mod chunk's position. */
  message: string;
  /** The position the error message itself names, when it names a mod chunk. */
  errorAt?: CrashFrame;
  /** Every frame of the stack that names a file and line, innermost first. */
  frames: CrashFrame[];
  /** The mod list of the crash handler's "Additional Context" (empty when the log has none). */
  mods: LoggedMod[];
}

const LOVELY_PREFIX = /^(?:TRACE|DEBUG|INFO|WARN|ERROR|FATAL)\s*-\s*\[[^\]]*\]\s?/;
const SMODS_PREFIX = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d :: [A-Z]+\s* :: [^:]* :: /;
const SMODS_CHUNK = /\[SMODS (\S+) "([^"]+)"\]:(\d+)/;
const STP_FRAME = /^\(\d+\) (?:Lua (\S+) '([^']*)' at file '(.+):(\d+)'(?: \(from mod with id ([^)]+)\))?|main chunk of file '(.+)' at line (\d+)(?: \(from mod with id ([^)]+)\))?|Lua \S+ '[^']*' at Steamodded file '(.+):(\d+)')/;
const MOD_LINE = /^\s{2,6}\d+: (.*) by (.*) \[ID: ([^,\]]+)((?:, [^\]]*)?)\]\s*$/;
const LUA_TRACE_LINE = /^\s*(?:\[string "(.+?)"\]|([^\s:][^:]*?)):(\d+): in /;

function clean(text: string): string[] {
  return text.replace(/\r\n?/g, "\n").split("\n").map((line) => {
    let l = line.replace(LOVELY_PREFIX, "");
    l = l.replace(SMODS_PREFIX, "");
    return l.replace(/\t/g, " ");
  });
}

function chunkFrame(text: string): CrashFrame | undefined {
  const m = SMODS_CHUNK.exec(text);
  if (!m) return undefined;
  return { modId: m[1] === "_" ? undefined : m[1], file: m[2], line: Number(m[3]) };
}

export function parseCrashLog(text: string): ParsedCrashLog {
  const lines = clean(typeof text === "string" ? text : "");
  const joined = lines.join("\n");
  const format: ParsedCrashLog["format"] = /Oops! The game crashed:/.test(joined) ? "steamodded"
    : /Oops! The game crashed/.test(joined) || /^(?:TRACE|DEBUG|INFO|WARN|ERROR)\s*-\s*\[/m.test(text) ? "lovely-log"
      : /^Error\s*$/m.test(joined) && /^(?:Traceback|stack traceback:)\s*$/m.test(joined) ? "love" : "unknown";

  // the error message: the line after "Oops! The game crashed[:]", or after LÖVE's "Error"
  let message = "";
  const oops = lines.findIndex((l) => /Oops! The game crashed/.test(l));
  const love = lines.findIndex((l) => /^Error\s*$/.test(l));
  const start = oops >= 0 ? oops : love;
  if (start >= 0) message = lines.slice(start + 1).find((l) => l.trim() !== "")?.trim() ?? "";
  if (!message) message = lines.find((l) => SMODS_CHUNK.test(l) && !/^\s*\(\d+\)/.test(l))?.trim() ?? lines.find((l) => l.trim() !== "")?.trim() ?? "";
  const errorAt = message.match(/^\[SMODS [^\]]*\]:\d+: /) ? chunkFrame(message) : undefined;
  const bare = message.replace(/^\[SMODS [^\]]*\]:\d+: /, "").replace(/^[^\s:]+\.lua:\d+: /, "");

  const frames: CrashFrame[] = [];
  const mods: LoggedMod[] = [];
  let inMods = false;
  for (const raw of lines) {
    const line = raw.trimEnd();
    if (/^Steamodded Mods:/.test(line)) { inMods = true; continue; }
    if (/^Lovely Mods:|^Stack Traceback|^$/.test(line)) inMods = false;
    if (inMods) {
      const mod = MOD_LINE.exec(line);
      if (mod) {
        const version = /, Version: ([^,\]]+)/.exec(mod[4])?.[1];
        mods.push({ id: mod[3].trim(), name: mod[1], version, info: [] });
      } else if (/^\s{7,}\S/.test(line) && mods.length > 0) mods[mods.length - 1].info.push(line.trim());
      continue;
    }
    const stp = STP_FRAME.exec(line.trim());
    if (stp) {
      if (stp[3]) frames.push({ file: stp[3], line: Number(stp[4]), modId: stp[5], functionName: stp[2] || undefined });
      else if (stp[6]) frames.push({ file: stp[6], line: Number(stp[7]), modId: stp[8] });
      else if (stp[9]) frames.push({ file: stp[9], line: Number(stp[10]) });
      continue;
    }
    if (line.trim() === message) continue;
    const chunk = chunkFrame(line);
    if (chunk && /: in |^\s*\[SMODS/.test(line)) {
      const fn = /in (?:function|method|field|upvalue|local) '([^']+)'/.exec(line)?.[1];
      frames.push({ ...chunk, functionName: fn });
      continue;
    }
    const trace = LUA_TRACE_LINE.exec(line);
    if (trace && !/^\s*\[C\]/.test(line)) {
      const file = trace[1] ?? trace[2];
      const inner = chunkFrame(`[${file}]:${trace[3]}`);
      frames.push(inner ?? { file, line: Number(trace[3]) });
    }
  }
  // a log without a traceback still names the error's position
  if (errorAt && !frames.some((f) => f.file === errorAt.file && f.line === errorAt.line && f.modId === errorAt.modId)) frames.unshift(errorAt);
  return { format, message: bare, errorAt, frames, mods };
}
