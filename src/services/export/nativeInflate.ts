// The platform's own zlib inflate, where it has one: DecompressionStream("deflate") (RFC 1950, the
// stream a PNG's IDAT holds). It is native and asynchronous; the exporter takes what it gives
// through prepareArt (domain/export/prepareArt.ts).
import type { AsyncInflate } from "../../../domain/export";

/** The native inflater, or undefined where the platform has none. */
export function nativeInflate(): AsyncInflate | undefined {
  if (typeof DecompressionStream !== "function") return undefined;
  return async (zlibStream) => {
    const stream = new DecompressionStream("deflate");
    const writer = stream.writable.getWriter();
    void writer.write(zlibStream as BufferSource).catch(() => undefined);
    void writer.close().catch(() => undefined);
    const reader = stream.readable.getReader();
    const parts: Uint8Array[] = [];
    let length = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      length += value.length;
    }
    if (parts.length === 1) return parts[0];
    const out = new Uint8Array(length);
    let at = 0;
    for (const part of parts) { out.set(part, at); at += part.length; }
    return out;
  };
}
