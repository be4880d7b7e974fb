// Writing an export to disk (Node only): the mod folder into a Mods-like directory, or the zip.
// Nothing already there is touched until the new export is complete: the mod is written to a
// temporary folder (or file) beside the target and then swapped in, so a failure half way leaves
// the previous mod as it was (issue 13 item 2).
import { mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve, sep } from "node:path";
import { crc32 as zlibCrc32, inflateSync } from "node:zlib";
import { buildZip, exportMod, type ExportOptions, type ExportResult } from "../../domain/export";
import { usePlatformCrc32 } from "../../domain/export/crc32";
import { usePlatformInflate } from "../../domain/export/images/pngDecode";
import type { Project } from "../../domain/model";

// Node's native inflate reads the art (same pixels as fflate, several times faster, no warm-up),
// into one buffer of the size the image needs (zlib's default 16 kB pieces cost a join per image);
// one byte more, so a stream that inflates to more than it should shows it by its length
usePlatformInflate((zlibStream, expectedSize) => inflateSync(zlibStream, { chunkSize: Math.max(64, expectedSize + 1) }));
// and its native CRC-32 (the same standard numbers) for PNG chunks and zip entries
if (typeof zlibCrc32 === "function") usePlatformCrc32((bytes, crc) => zlibCrc32(bytes, crc));

/** Writing failed: `message` says why in plain words (never a bare error code). */
export class ExportWriteError extends Error {}

const REASONS: Record<string, string> = {
  ENAMETOOLONG: "a file name is too long for the file system",
  ENOTDIR: "a part of the path is a file, not a folder",
  EEXIST: "a file is in the way",
  EISDIR: "a folder is in the way",
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
  EACCES: "permission denied",
  EPERM: "permission denied",
  EROFS: "the file system is read-only",
  EMFILE: "too many files are open",
  EIO: "the disk reported an error",
};

/** The error as a plain sentence about `target`. */
function writeError(error: unknown, target: string): ExportWriteError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const reason = (code && REASONS[code]) ?? (error instanceof Error ? error.message : String(error));
  return new ExportWriteError(`cannot write ${target}: ${reason}`);
}

async function attempt<T>(target: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof ExportWriteError) throw error;
    throw writeError(error, target);
  }
}

/**
 * Writes `<dir>/<mod id>/...` (dir plays the role of Balatro's Mods folder) and returns the mod
 * folder's path. The files go to a temporary folder in `dir` first; only when all are written is
 * an existing folder of that name replaced by it (so no stale file survives either).
 */
export async function writeExportToDir(result: ExportResult, dir: string): Promise<string> {
  const parent = resolve(dir);
  const root = resolve(parent, result.folder);
  if (dirname(root) !== parent) throw new ExportWriteError(`refusing to write outside ${parent}: ${result.folder}`);
  await attempt(parent, () => mkdir(parent, { recursive: true }));
  const staging = await attempt(parent, () => mkdtemp(join(parent, `.${result.folder}.new-`)));
  try {
    const made = new Set<string>();
    for (const [path, data] of result.files) {
      const target = resolve(staging, path);
      if (!target.startsWith(staging + sep)) throw new ExportWriteError(`refusing to write outside the mod folder: ${path}`);
      const folder = dirname(target);
      if (!made.has(folder)) {
        await attempt(join(root, dirname(path)), () => mkdir(folder, { recursive: true }));
        made.add(folder);
      }
      await attempt(join(root, path), () => writeFile(target, data));
    }
    await swapIn(staging, root);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  return root;
}

/** Puts the finished folder `staging` at `root`, keeping the old `root` until that has worked. */
async function swapIn(staging: string, root: string): Promise<void> {
  const old = `${staging}.old`;
  let moved = false;
  try {
    await rename(root, old);
    moved = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw writeError(error, root);
  }
  try {
    await rename(staging, root);
  } catch (error) {
    if (moved) await rename(old, root);
    throw writeError(error, root);
  }
  if (moved) await rm(old, { recursive: true, force: true });
}

/** Builds the zip and writes it through a temporary file beside `zipPath`, then renames it into place. */
export async function writeExportZip(result: ExportResult, zipPath: string): Promise<Uint8Array> {
  const zip = await buildZip(result);
  const target = resolve(zipPath);
  await attempt(dirname(target), () => mkdir(dirname(target), { recursive: true }));
  const staging = join(dirname(target), `.${basename(target)}.new-${process.pid}`);
  try {
    await attempt(target, () => writeFile(staging, zip));
    await attempt(target, () => rename(staging, target));
  } catch (error) {
    await rm(staging, { force: true });
    throw error;
  }
  return zip;
}

/** Convenience for tests: export a project straight into `<dir>/<id>/`. */
export async function exportProjectToDir(project: Project, dir: string, options: ExportOptions = {}): Promise<{ result: ExportResult; modDir: string }> {
  const result = exportMod(project, options);
  return { result, modDir: await writeExportToDir(result, dir) };
}
