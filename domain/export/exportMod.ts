// exportMod: a project in, the mod's files and a report out. Pure and deterministic (no clock,
// no DOM, no file system), so the browser worker and the CLI produce the same bytes.
import { checkLuaSyntax, printLua, printLuaWithOrigins, type Stmt } from "../lua";
import type { ObjectType, Project } from "../model";
import { projectFileName, serializeProject } from "../projectFile";
import { helperDefinitions } from "../catalog/compile";
import { ExportEnv } from "./env";
import { EXPORT_MESSAGES, ExportError, exportErrorDetail, exportErrorMessage } from "./errors";
import { atlasCells, packAtlas, packSingle, type AtlasCell, type AtlasCellRequest } from "./images/atlas";
import { atlasKey, singleKey } from "./images/artCache";
import { emitBoosters } from "./items/boosters";
import { emitEditions, emitEnhancements, emitSeals } from "./items/cards";
import { emitConsumables, emitConsumableTypes } from "./items/consumables";
import { emitJokers } from "./items/jokers";
import { emitRarities } from "./items/rarities";
import { emitPools, emitSounds } from "./items/sounds";
import { emitDecks, emitVouchers } from "./items/vouchersDecks";
import { mainLua, type AtlasDecl } from "./mainLua";
import { buildManifest, manifestWarnings } from "./manifest";
import { exportFingerprint, fingerprintLine, type LineMap, type LineOrigin } from "./lineMap";
import { assertExportable } from "./preconditions";
import { customShader } from "./shaders";
import type { ExportOptions, ExportResult, FileData } from "./types";
import { lua } from "../lua";

/** Atlas key and file per item type that has art (editions have none). */
const ATLAS_OF: Partial<Record<ObjectType, string>> = {
  joker: "jokers", consumable: "consumables", booster: "boosters", enhancement: "enhancements", seal: "seals", voucher: "vouchers", deck: "decks",
};

export function exportMod(project: Project, options: ExportOptions = {}): ExportResult {
  try {
    return generate(project, options);
  } catch (error) {
    if (error instanceof ExportError) throw error;
    throw new ExportError(exportErrorMessage(error), exportErrorDetail(error));
  }
}

/** Each atlas of the export: its item type, its key and file name, and its cells' art in order. */
export function atlasRequests(env: ExportEnv): { type: ObjectType; key: string; requests: AtlasCellRequest[] }[] {
  const out: { type: ObjectType; key: string; requests: AtlasCellRequest[] }[] = [];
  for (const [type, key] of Object.entries(ATLAS_OF) as [ObjectType, string][]) {
    const entries = env.spaces[type].entries as { item: { imagePreview?: unknown; overlayImagePreview?: unknown } }[];
    if (entries.length === 0) continue;
    const withSoul = type === "joker" || type === "consumable" || type === "voucher";
    out.push({ type, key, requests: entries.map((e) => ({ image: e.item.imagePreview, overlay: withSoul ? e.item.overlayImagePreview : undefined })) });
  }
  return out;
}

function generate(project: Project, options: ExportOptions): ExportResult {
  assertExportable(project);
  const meta = project.modMetadata;
  const codeOnly = options.codeOnly === true;
  const env = new ExportEnv(project, { audio: codeOnly ? "presence" : "bytes", only: options.only });
  for (const warning of manifestWarnings(meta)) env.warn(warning);
  const files = new Map<string, FileData>();
  const luaFiles: [string, Stmt[]][] = [];
  const assets: [string, Uint8Array | string][] = [];
  const atlases: AtlasDecl[] = [];
  // art packed by an earlier export of the same art is taken as it is (images/artCache.ts)
  const single = (url: unknown, width: number, height: number) =>
    options.art ? options.art.get(singleKey(url, width, height), () => packSingle(url, width, height)) : packSingle(url, width, height);

  const icon = meta.hasUserUploadedIcon && !codeOnly ? single(meta.iconImage, 34, 34) : undefined;
  if (icon) {
    atlases.push({ key: "modicon", file: "modicon.png", px: 34, py: 34 });
    assets.push(["assets/1x/modicon.png", icon.png1x], ["assets/2x/modicon.png", icon.png2x]);
  }
  const logo = meta.hasUserUploadedGameIcon && !codeOnly ? single(meta.gameImage, 333, 216) : undefined;
  if (logo) {
    atlases.push({ key: "balatro", file: "balatro.png", px: 333, py: 216, raw: true });
    assets.push(["assets/1x/balatro.png", logo.png1x], ["assets/2x/balatro.png", logo.png2x]);
  }

  const cells: Partial<Record<ObjectType, AtlasCell[]>> = {};
  for (const { type, key, requests } of atlasRequests(env)) {
    if (codeOnly) {
      cells[type] = atlasCells(requests);
      atlases.push({ key, file: `${key}.png`, px: 71, py: 95 });
      continue;
    }
    const pack = () => packAtlas(type, requests, options.decoded);
    const packed = options.packed?.[type] ?? (options.art ? options.art.get(atlasKey(type, requests), pack) : pack());
    cells[type] = packed.cells;
    const placeholders = packed.cells.filter((c) => c.placeholder).length;
    if (placeholders > 0) env.warn(placeholders === 1 ? `1 ${type} has no usable image and gets placeholder art.` : `${placeholders} ${type}s have no usable image and get placeholder art.`);
    atlases.push({ key, file: `${key}.png`, px: 71, py: 95 });
    assets.push([`assets/1x/${key}.png`, packed.png1x], [`assets/2x/${key}.png`, packed.png2x]);
  }

  const file = (path: string, body: Stmt[], helpers?: Set<string>) => {
    if (body.length === 0) return;
    luaFiles.push([path, [...(helpers ? helperDefinitions(helpers) : []), ...body]]);
  };

  const sounds = emitSounds(env);
  file("items/rarities.lua", emitRarities(env));
  file("items/consumable_types.lua", emitConsumableTypes(env));
  file("items/sounds.lua", sounds.stmts);
  const shadersUsed = new Set<string>();
  const editionHelpers = new Set<string>();
  const editions = emitEditions(env, editionHelpers, shadersUsed);
  const shaderNames = [...shadersUsed].sort();
  file("items/shaders.lua", shaderNames.map((name) => {
    env.count("SMODS.Shader");
    return lua.doCall("SMODS.Shader", lua.record({ key: lua.str(name), path: lua.str(`${name}.fs`) }));
  }));
  const typed = (emit: (helpers: Set<string>) => Stmt[], path: string) => {
    const helpers = new Set<string>();
    file(path, emit(helpers), helpers);
  };
  typed((h) => emitJokers(env, cells.joker ?? [], h), "items/jokers.lua");
  typed((h) => emitConsumables(env, cells.consumable ?? [], h), "items/consumables.lua");
  file("items/boosters.lua", emitBoosters(env, cells.booster ?? []));
  typed((h) => emitEnhancements(env, cells.enhancement ?? [], h), "items/enhancements.lua");
  typed((h) => emitSeals(env, cells.seal ?? [], h), "items/seals.lua");
  file("items/editions.lua", editions, editionHelpers);
  typed((h) => emitVouchers(env, cells.voucher ?? [], h), "items/vouchers.lua");
  typed((h) => emitDecks(env, cells.deck ?? [], h), "items/decks.lua");
  file("items/hooks.lua", env.hooks);
  file("items/pools.lua", emitPools(env));

  const manifestPath = `${meta.id}.json`;
  files.set(manifestPath, ""); // its place in the file order; its text needs the fingerprint of the code
  const main = mainLua(atlases, luaFiles.map(([path]) => path), meta.disable_vanilla === true, [...env.features].sort());
  const lineMap: LineMap = {};
  const code: [string, string][] = [];
  for (const [path, body] of [[meta.main_file, main] as [string, Stmt[]], ...luaFiles]) {
    const printed = printLuaWithOrigins(body);
    files.set(path, checked(path, printed.text));
    code.push([path, printed.text]);
    if (printed.origins.length > 0) lineMap[path] = printed.origins as (LineOrigin | null)[];
  }
  const fingerprint = exportFingerprint(code);
  files.set(manifestPath, `${JSON.stringify({ ...buildManifest(meta), debug_info: fingerprintLine(fingerprint) }, null, 2)}\n`);
  files.set("localization/en-us.lua", checked("localization/en-us.lua", printLua(env.loc.toLua())));
  for (const [path, data] of assets) files.set(path, data);
  for (const [name, data] of sounds.files) files.set(`assets/sounds/${name}`, data);
  for (const name of shaderNames) files.set(`assets/shaders/${name}.fs`, customShader(name)!);

  // the backup is dated by the project's last change (not the clock), so exports are repeatable
  const stamp = Number.isFinite(project.timestamp) && project.timestamp > 0 && project.timestamp < 8.64e15 ? project.timestamp : 0;
  const valid = (d?: Date): d is Date => d !== undefined && !Number.isNaN(d.getTime());
  const date = valid(options.date) ? options.date : stamp === 0 && valid(options.undatedProject) ? options.undatedProject : new Date(stamp);
  if (!codeOnly) files.set(projectFileName(meta, date), serializeProject(project, date.toISOString()));

  return {
    folder: meta.id,
    files,
    lineMap,
    fingerprint,
    ...(env.descriptionValues ? { descriptionValues: env.descriptionValues } : {}),
    report: {
      filesWritten: [...files.keys()], notExported: env.notExported, rulesExported: env.rulesExported, rulesNotExported: env.rulesNotExported,
      blockWarnings: env.blockWarnings, warnings: env.warnings, counts: env.counts,
    },
  };
}

/** Every generated Lua file must parse as LuaJIT: a failure is a generator bug and stops the export. */
function checked(path: string, source: string): string {
  const result = checkLuaSyntax(source);
  if (!result.ok) throw new ExportError(EXPORT_MESSAGES.other, `${path} line ${result.line}: ${result.message}`);
  return source;
}
