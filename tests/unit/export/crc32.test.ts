// The CRC-32 that PNG chunks carry: equal to zlib's (the reference every PNG reader checks
// against), whole or continued part by part.
import { crc32 as zlibCrc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { crc32, usePlatformCrc32 } from "../../../domain/export/crc32";

describe("crc32", () => {
  it("equals zlib's for any bytes, whole or continued part by part", () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 2000 }), fc.nat(), (data, cut) => {
      const at = data.length === 0 ? 0 : cut % (data.length + 1);
      expect(crc32(data)).toBe(zlibCrc32(data));
      expect(crc32(data, at, data.length, crc32(data, 0, at))).toBe(zlibCrc32(data));
    }), { numRuns: 300 });
  });

  it("gives the same numbers through the platform's CRC (the command line's), whole or continued", () => {
    const data = Uint8Array.from({ length: 50_000 }, (_, i) => (i * 7919) >>> 3);
    const expected = [crc32(data), crc32(data, 100, 40_000), crc32(data, 40_000, 50_000, crc32(data, 0, 40_000))];
    usePlatformCrc32((bytes, crc) => zlibCrc32(bytes, crc));
    try {
      expect([crc32(data), crc32(data, 100, 40_000), crc32(data, 40_000, 50_000, crc32(data, 0, 40_000))]).toEqual(expected);
    } finally {
      usePlatformCrc32(undefined);
    }
    expect(expected[0]).toBe(zlibCrc32(data));
  });
});
