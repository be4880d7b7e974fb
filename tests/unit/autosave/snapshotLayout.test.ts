// The auto-save's record layout (format 2): a name edit writes only the head, an item edit one
// part, new art one blob; every byte comes back when the records are joined again.
import { describe, expect, it } from "vitest";
import { produce } from "immer";
import { createItem, createSound, emptyProject, type Project } from "../../../domain/model";
import { BLOB_MIN_CHARS, SnapshotSplitter, blobFingerprint, blobKey, joinProject, type StoredHead, type WritePlan } from "../../../src/services/autosave/snapshotLayout";

const art = (seed: number) => `data:image/png;base64,${String(seed).padStart(6, "0").repeat(2000)}`;

function project(): Project {
  const base = emptyProject(5);
  return {
    ...base,
    modMetadata: { ...base.modMetadata, name: "Layout Mod", iconImage: art(900) },
    jokers: Array.from({ length: 20 }, (_, i) => createItem("joker", { id: `j${i}`, name: `Joker ${i}`, objectKey: `joker_${i}`, orderValue: i + 1, imagePreview: art(i), overlayImagePreview: i === 3 ? art(i) : "" })),
    sounds: [createSound({ id: "s1", key: "song", soundString: `data:audio/ogg;base64,${"QUJD".repeat(5000)}` })],
  } as Project;
}

/** A storage in memory that applies plans as the IndexedDB storage does. */
function memory() {
  const parts = new Map<string, unknown>();
  const blobs = new Map<string, string>();
  let head: StoredHead | null = null;
  return {
    parts, blobs,
    apply(plan: WritePlan, revision: number) {
      for (const [key, part] of plan.parts) parts.set(key, structuredClone(part));
      for (const [key, text] of plan.blobs) blobs.set(key, text);
      for (const key of plan.deadParts) parts.delete(key);
      for (const key of plan.deadBlobs) blobs.delete(key);
      head = structuredClone({ ...plan.head, revision, writer: "test" });
    },
    join: () => joinProject(head!, parts, blobs),
  };
}

/** A splitter and a storage holding the first save of `project()`. */
function savedOnce() {
  const splitter = new SnapshotSplitter("t");
  const store = memory();
  const first = project();
  const plan1 = splitter.plan(first);
  store.apply(plan1, 1);
  splitter.committed(plan1);
  return { splitter, store, first, plan1 };
}

const written = (plan: WritePlan) => JSON.stringify([plan.head, plan.parts, plan.blobs]).length;

describe("auto-save layout", () => {
  it("the first save writes every blob once (the same art twice is one record) and every item as a part", () => {
    const splitter = new SnapshotSplitter("t");
    const plan = splitter.plan(project());
    expect(plan.parts).toHaveLength(21);
    // 20 sprites (joker 3's overlay is its sprite again), the icon and the sound.
    expect(plan.blobs).toHaveLength(22);
    expect(new Set(plan.blobs.map(([key]) => key)).size).toBe(22);
    for (const [, part] of plan.parts) expect(JSON.stringify(part).length).toBeLessThan(BLOB_MIN_CHARS * 2);
  });

  it("a name edit writes the head only, kilobytes instead of the megabyte the project holds", () => {
    const { splitter, store, first, plan1 } = savedOnce();
    expect(written(plan1)).toBeGreaterThan(250_000);

    const renamed = produce(first, (draft) => { draft.modMetadata.name = "Renamed"; });
    const plan2 = splitter.plan(renamed);
    expect(plan2.parts).toEqual([]);
    expect(plan2.blobs).toEqual([]);
    expect(plan2.deadParts).toEqual([]);
    expect(plan2.deadBlobs).toEqual([]);
    expect(written(plan2)).toBeLessThan(4_000);
    store.apply(plan2, 2);
    splitter.committed(plan2);
    expect(store.join().project).toEqual(JSON.parse(JSON.stringify(renamed)));
  });

  it("an item edit writes its part, new art one blob, and records no longer used are deleted", () => {
    const { splitter, store, first, plan1 } = savedOnce();
    const edited = produce(first, (draft) => { draft.jokers[5].name = "Five"; });
    const plan2 = splitter.plan(edited);
    expect(plan2.parts).toHaveLength(1);
    expect(plan2.blobs).toEqual([]);
    expect(plan2.deadParts).toEqual([plan1.head.lists.jokers[5]]);
    store.apply(plan2, 2);
    splitter.committed(plan2);

    const newArt = produce(edited, (draft) => { draft.jokers[6].imagePreview = art(500); draft.jokers.splice(0, 1); });
    const plan3 = splitter.plan(newArt);
    expect(plan3.blobs.map(([key]) => key)).toEqual([blobFingerprint(art(500))]);
    expect(plan3.deadBlobs.sort()).toEqual([blobFingerprint(art(0)), blobFingerprint(art(6))].sort());
    store.apply(plan3, 3);
    splitter.committed(plan3);
    expect(store.blobs.size).toBe(21);
    expect(store.parts.size).toBe(20);
    const joined = store.join();
    expect(joined.missing).toEqual([]);
    expect(joined.project).toEqual(JSON.parse(JSON.stringify(newArt)));
  });

  it("a project that comes back after its art's records were deleted (undo of an import, then redo) is saved whole", () => {
    const { splitter, store, first } = savedOnce();
    // undo: the project before the import, with other art; the imported art's records are deleted
    const before = { ...emptyProject(5), jokers: [createItem("joker", { id: "old", name: "Old", objectKey: "old", orderValue: 1, imagePreview: art(700) })] } as Project;
    const undone = splitter.plan(before);
    expect(undone.deadBlobs).toHaveLength(22);
    store.apply(undone, 2);
    splitter.committed(undone);
    expect(store.blobs.size).toBe(1);
    // redo: the very same item objects as the first save; their art must be written again
    const redone = splitter.plan(first);
    expect(redone.blobs).toHaveLength(22);
    store.apply(redone, 3);
    splitter.committed(redone);
    const joined = store.join();
    expect(joined.missing).toEqual([]);
    expect(joined.project).toEqual(JSON.parse(JSON.stringify(first)));
    // and undo again: the earlier project's art comes back as well
    const again = splitter.plan(before);
    store.apply(again, 4);
    splitter.committed(again);
    expect(store.join()).toEqual({ project: JSON.parse(JSON.stringify(before)), missing: [] });
  });

  it("prepare re-splits an item whose art's records were deleted since it was split", async () => {
    const { splitter, store, first } = savedOnce();
    const other = { ...emptyProject(5), jokers: [] } as Project;
    const plan2 = splitter.plan(other);
    store.apply(plan2, 2);
    splitter.committed(plan2);
    await splitter.prepare(first, async () => {});
    const plan3 = splitter.plan(first);
    expect(plan3.blobs).toHaveLength(22);
    store.apply(plan3, 3);
    expect(store.join().missing).toEqual([]);
  });

  it("after a reset (storage read or changed elsewhere) nothing is assumed stored but known texts are not hashed again", () => {
    const splitter = new SnapshotSplitter("t");
    const first = project();
    const plan1 = splitter.plan(first);
    splitter.committed(plan1);
    splitter.reset(null);
    const plan2 = splitter.plan(first);
    expect(plan2.parts).toHaveLength(21);
    expect(plan2.blobs).toHaveLength(22);
  });

  it("a missing part or blob is reported, never silently filled", () => {
    const splitter = new SnapshotSplitter("t");
    const store = memory();
    const plan = splitter.plan(project());
    store.apply(plan, 1);
    store.blobs.delete(blobFingerprint(art(4)));
    store.parts.delete(plan.head.lists.jokers[9]);
    const joined = store.join();
    expect(joined.missing).toEqual(expect.arrayContaining([blobFingerprint(art(4)), plan.head.lists.jokers[9]]));
  });

  it("two texts with one fingerprint (they differ only between the samples) get different keys and both come back", () => {
    const base = `data:image/png;base64,${"A".repeat(40_000)}`;
    const other = `${base.slice(0, 20_001)}B${base.slice(20_002)}`;
    expect(blobFingerprint(other)).toBe(blobFingerprint(base));
    const splitter = new SnapshotSplitter("t");
    const store = memory();
    const twins = { ...project(), jokers: [base, other].map((imagePreview, i) => createItem("joker", { id: `t${i}`, name: `T${i}`, objectKey: `t${i}`, imagePreview })) } as Project;
    const plan = splitter.plan(twins);
    expect(plan.blobs.map(([key]) => key)).toEqual(expect.arrayContaining([blobFingerprint(base), blobKey(other)]));
    store.apply(plan, 1);
    splitter.committed(plan);
    const joined = store.join().project as { jokers: { imagePreview: string }[] };
    expect(joined.jokers[0].imagePreview === base).toBe(true);
    expect(joined.jokers[1].imagePreview === other).toBe(true);

    // The same holds when the first one was read back from storage by a new page.
    const reader = new SnapshotSplitter("u");
    reader.reset(null, new Map([[blobFingerprint(base), base]]));
    const again = reader.plan({ ...project(), jokers: [createItem("joker", { id: "n", name: "N", objectKey: "n", imagePreview: other })] });
    expect(again.head.blobs).toContain(blobKey(other));
  });

  it("prepare splits the items a slice at a time, yielding in between, and plan then reuses them", async () => {
    const splitter = new SnapshotSplitter("t");
    const big = project();
    let pauses = 0;
    await splitter.prepare(big, async () => { pauses += 1; }, 0);
    expect(pauses).toBeGreaterThanOrEqual(20);
    const plan = splitter.plan(big);
    expect(plan.parts).toHaveLength(21);
  });

  it("blob keys differ for same-length texts and user data shaped like a reference stays data", () => {
    expect(blobKey(art(1))).not.toBe(blobKey(art(2)));
    expect(blobKey("a".repeat(5000))).not.toBe(blobKey(`${"a".repeat(4999)}b`));
    const splitter = new SnapshotSplitter("t");
    const store = memory();
    const odd = { ...project(), jokers: [createItem("joker", { id: "x", name: "X", objectKey: "x", imagePreview: "", blobs: [[["value"], "k"]], value: { blobs: 1 } })] } as Project;
    const plan = splitter.plan(odd);
    store.apply(plan, 1);
    expect(store.join().project).toEqual(JSON.parse(JSON.stringify(odd)));
  });

  it("a changed image is written once: the save after it writes its blob, a name edit after that writes none", () => {
    const { splitter, store, first } = savedOnce();
    const before = store.blobs.size;
    const repainted = produce(first, (draft) => { draft.jokers[2].imagePreview = art(700); });
    const plan2 = splitter.plan(repainted);
    expect(plan2.blobs).toEqual([[blobFingerprint(art(700)), art(700)]]);
    expect(plan2.parts).toHaveLength(1);
    expect(plan2.deadBlobs).toEqual([blobFingerprint(art(2))]);
    store.apply(plan2, 2);
    splitter.committed(plan2);
    expect(store.blobs.size).toBe(before);

    const renamed = produce(repainted, (draft) => { draft.modMetadata.name = "After Art"; });
    const plan3 = splitter.plan(renamed);
    expect(plan3.blobs).toEqual([]);
    expect(plan3.parts).toEqual([]);
    expect(JSON.stringify(plan3)).not.toContain(art(700).slice(0, 200));
    store.apply(plan3, 3);
    splitter.committed(plan3);
    expect(store.join().project).toEqual(JSON.parse(JSON.stringify(renamed)));
  });

  it("items are stored whatever their fields: an unknown field (a playtest with a screenshot) and an unknown list come back byte for byte", () => {
    const splitter = new SnapshotSplitter("t");
    const store = memory();
    const shot = art(321);
    const withExtras = produce(project(), (draft) => {
      (draft.jokers[0] as unknown as Record<string, unknown>).playtests = [{ id: "pt1", seed: "ABC", hands: [[1, 2], [3]], screenshot: shot, note: null }];
      (draft as unknown as Record<string, unknown>).playtestRuns = [{ id: "run1", log: "x".repeat(BLOB_MIN_CHARS + 5) }];
    });
    const plan = splitter.plan(withExtras);
    expect(plan.head.lists.playtestRuns).toHaveLength(1);
    expect(plan.blobs.map(([key]) => key)).toContain(blobFingerprint(shot));
    store.apply(plan, 1);
    splitter.committed(plan);
    const joined = store.join();
    expect(joined.missing).toEqual([]);
    expect(joined.project).toEqual(JSON.parse(JSON.stringify(withExtras)));

    // Editing only the playtest rewrites that joker's part; the screenshot is not written again.
    const edited = produce(withExtras, (draft) => { ((draft.jokers[0] as unknown as { playtests: { note: string | null }[] }).playtests[0]).note = "too strong"; });
    const plan2 = splitter.plan(edited);
    expect(plan2.parts).toHaveLength(1);
    expect(plan2.blobs).toEqual([]);
  });
});
