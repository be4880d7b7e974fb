// The metadata's Dependencies, Conflicts and Provides lines as Steamodded reads them
// (src/preflight/loader.lua, the manifest checks of `dependencies`, `conflicts` and `provides`,
// and sharedUtil.lua's version parser). A version test Steamodded cannot parse does not just fail:
// its version parser throws inside the manifest check, and Steamodded then skips the whole mod as
// "invalid metadata" without telling the player. So each line is written in a form Steamodded
// reads, and whatever changes or will not work as typed comes back as a warning on the line.
//   - Dependencies: alternatives split at `|`; each part is a mod id, then version tests in
//     parentheses: a two-character operator (<<, >>, <=, >=, ==) then a version that starts with a
//     digit. Spaces are not removed by Steamodded (so "(>= 1.0)" throws): the export removes them.
//   - Conflicts: as dependencies, without alternatives; Steamodded removes spaces itself.
//   - Provides: a mod id and optionally one version in parentheses (a version that starts with a
//     digit), spaces removed by Steamodded.

export type ModListKind = "dependencies" | "conflicts" | "provides";

export interface ModListLine {
  /** The line as the manifest holds it. */
  written: string;
  /** What will not work as typed (and what the export wrote instead). */
  warnings: string[];
}

const OPERATORS = ["<<", ">>", "<=", ">=", "=="];
/** Ids other mods are known by, to catch a spelling in another case (ids are case-sensitive). */
const KNOWN_IDS = ["Steamodded", "Talisman", "Cryptid", "Lovely", "Balatro"];
const STARTS_WITH_DIGIT = /^\d/;
/** A mod id directly followed by an operator and a version, without parentheses. */
const BARE_TEST = /^([^\s()<>=]+)\s*(<<|>>|<=|>=|==)\s*([^\s()]+)$/;

/** Steamodded's mod id of a part: everything before the first "(" or space. */
function idOf(part: string): string | undefined {
  return /^[^(\s]+/.exec(part)?.[0];
}

/** The version tests of one part (dependency alternative or conflict), bad ones left out. */
function versionTests(line: string, typedPart: string, warnings: string[]): string {
  if (typedPart.trim() === "") return ""; // an empty alternative ("A||B"): Steamodded skips it
  let part = typedPart;
  // "Steamodded>=1.0.0~BETA-0827c": Steamodded takes everything before "(" or a space for the
  // mod id, finds no mod of that name and does not load this one; the test goes in parentheses
  const bare = BARE_TEST.exec(part.trim());
  if (bare) {
    part = `${bare[1]} (${bare[2]}${bare[3]})`;
    warnings.push(`'${line}': a version test goes in parentheses after the mod id; as typed, Steamodded would read the whole of it as a mod id, find no such mod and not load this one, so the export wrote '${part}'.`);
  }
  const id = idOf(part);
  if (!id) warnings.push(`'${line}' names no mod: it starts with '${part.slice(0, 1)}' where a mod id goes.`);
  else {
    const known = KNOWN_IDS.find((k) => k.toLowerCase() === id.toLowerCase() && k !== id);
    if (known) warnings.push(`'${line}': mod ids are case-sensitive, and this mod's id is '${known}', not '${id}'.`);
  }
  return part.replace(/\(([^)]*)\)/g, (whole: string, test: string) => {
    // fewer than two characters: Steamodded skips the test without a word
    if (test.length < 2) return whole;
    const operator = test.slice(0, 2);
    const version = test.slice(2);
    if (!STARTS_WITH_DIGIT.test(version)) {
      warnings.push(`'${line}': Steamodded cannot read the version test '${whole}' (an operator such as >= and then a version that starts with a digit) and would skip the whole mod, so the export leaves the test out.`);
      return "";
    }
    if (!OPERATORS.includes(operator)) {
      warnings.push(`'${line}': Steamodded ignores the version test '${whole}': it starts with one of ${OPERATORS.join(", ")}.`);
    } else if (id === "Steamodded" && (operator === ">=" || operator === "==") && /^1(\.0){0,2}$/.test(version)) {
      warnings.push(`'${line}': no Steamodded release satisfies '${whole}': its 1.0.0 releases are numbered 1.0.0~BETA-..., which come before 1.0.0. Write Steamodded (>=1.0.0~BETA-0827c).`);
    }
    return whole;
  });
}

/** One line of the Dependencies, Conflicts or Provides field, as the manifest writes it. */
export function readModListLine(kind: ModListKind, typed: string): ModListLine {
  const line = typed.trim();
  const warnings: string[] = [];
  if (kind === "provides") {
    const compact = line.replace(/\s+/g, "");
    const version = /\(([^)]*)\)/.exec(compact);
    if (!idOf(compact)) warnings.push(`'${line}' names no mod: it starts with '${compact.slice(0, 1)}' where a mod id goes.`);
    if (version && !STARTS_WITH_DIGIT.test(version[1])) {
      warnings.push(`'${line}': Steamodded cannot read the version '${version[0]}' (a version starts with a digit) and would skip the whole mod, so the export leaves it out (the mod's own version is provided).`);
      return { written: compact.replace(/\(([^)]*)\)/g, ""), warnings };
    }
    return { written: line, warnings };
  }
  // spaces inside a version test are removed (Steamodded reads "(>= 1.0)" as operator ">=" and version " 1.0")
  const tidy = line.replace(/\(([^)]*)\)/g, (_whole: string, test: string) => `(${test.replace(/\s+/g, "")})`);
  // a test left out leaves its space behind: "Cryptid (>=x)" is written "Cryptid"
  const clean = (text: string) => text.replace(/\s+/g, " ").trim();
  if (kind === "conflicts") return { written: clean(versionTests(line, tidy, warnings)), warnings };
  // dependencies: no spaces around the `|` between alternatives (Steamodded does not trim the parts)
  const parts = tidy.replace(/\s*\|\s*/g, "|").split("|");
  return { written: parts.map((part) => clean(versionTests(line, part, warnings))).join("|"), warnings };
}
