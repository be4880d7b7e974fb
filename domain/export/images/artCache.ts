// Packed art kept from one export to the next, for an exporter that exports the same project
// again and again (the browser's export worker: a modder exports, tries the mod in the game, edits,
// exports again). Decoding, scaling and encoding the atlases is most of an export's work, and
// between two exports the art rarely changes. An atlas is a pure function of its item type and the
// art of its items in order, which is its key, so a kept one gives the very bytes a new one would.
// Each export keeps what it used and drops the rest, so the memory held is one export's art.
import type { ObjectType } from "../../model";

export class ArtCache {
  private previous = new Map<string, unknown>();
  private current = new Map<string, unknown>();
  private hitCount = 0;

  /** What `make` gives for `key`, made only when neither this export nor the one before made it. */
  get<T>(key: string, make: () => T): T {
    if (this.current.has(key)) return this.current.get(key) as T;
    let value: T;
    if (this.previous.has(key)) {
      value = this.previous.get(key) as T;
      this.hitCount += 1;
    } else {
      value = make();
    }
    this.current.set(key, value);
    return value;
  }

  /** Whether `get(key, ...)` would answer without making it. */
  has(key: string): boolean {
    return this.current.has(key) || this.previous.has(key);
  }

  /** Ends an export: what it did not use is dropped. */
  endExport(): void {
    this.previous = this.current;
    this.current = new Map();
  }

  /** How many times an export took art made by the export before it. */
  get hits(): number {
    return this.hitCount;
  }
}

/** The key of an atlas: what decides its bytes (anything but a string counts as no art, as the packer reads it). */
export function atlasKey(type: ObjectType, requests: readonly { image: unknown; overlay?: unknown }[]): string {
  const art = (value: unknown) => (typeof value === "string" ? value : "");
  return `atlas\u0000${type}\u0000${requests.map((r) => `${art(r.image)}\u0001${art(r.overlay)}`).join("\u0002")}`;
}

/** The key of a single image (mod icon, logo) at its size. */
export function singleKey(url: unknown, width: number, height: number): string {
  return `single\u0000${width}x${height}\u0000${typeof url === "string" ? url : ""}`;
}
