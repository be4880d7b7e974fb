// Writing an export to disk (Node only): the mod folder into a Mods-like directory, or the zip.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import { buildZip, exportMod, type ExportOptions, type ExportResult } from "../../domain/export";
import type { Project } from "../../domain/model";

/**
 * Writes `<dir>/<mod id>/...` (dir plays the role of Balatro's Mods folder) and returns the mod
 * folder's path. An existing folder of that name is replaced, so no stale file survives.
 */
export async function writeExportToDir(result: ExportResult, dir: string): Promise<string> {
  const root = resolve(dir, result.folder);
  await rm(root, { recursive: true, force: true });
  for (const [path, data] of result.files) {
    const target = resolve(root, path);
    if (!target.startsWith(root + sep)) throw new Error(`refusing to write outside the mod folder: ${path}`);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, data);
  }
  return root;
}

export async function writeExportZip(result: ExportResult, zipPath: string): Promise<Uint8Array> {
  const zip = await buildZip(result);
  await mkdir(dirname(resolve(zipPath)), { recursive: true });
  await writeFile(zipPath, zip);
  return zip;
}

/** Convenience for tests: export a project straight into `<dir>/<id>/`. */
export async function exportProjectToDir(project: Project, dir: string, options: ExportOptions = {}): Promise<{ result: ExportResult; modDir: string }> {
  const result = exportMod(project, options);
  return { result, modDir: await writeExportToDir(result, dir) };
}

