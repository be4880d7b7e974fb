// A fast deflate compressor for what an export packs: atlases and text. A general deflater
// (fflate) hashes every byte to find repeats anywhere in the last 32 kB, and that was most of an
// export's time. Pixel art repeats in a few places: the byte before (runs), the pixel to the
// left, the row above, and the same pixels elsewhere in the atlas (cards sharing a frame). So only
// those are tried: the fixed distances the caller hints, plus one table of earlier positions keyed
// by their next four bytes (which also finds the repeats in text), greedily, with dynamic Huffman
// codes per block. On the largest fixture: atlases about the size of fflate's level 1 with the Up
// filter in under half the time; text a little smaller than fflate's level 1, faster.
// Pure and deterministic: the same input always gives the same bytes, in Node and in browsers.

/** Longest match deflate can code. */
const MAX_MATCH = 258;
/** How far back deflate can point. */
const WINDOW = 32768;
/** Size of the table of earlier positions by their next four bytes (one per hash, newest wins). */
const HASH_BITS = 14;
/** Shortest match taken at a distance other than 1 or one pixel: shorter ones cost more bits than literals. */
const FAR_MIN = 5;
/** Matches this long are good enough: no table lookup for a longer one. */
const GOOD_ENOUGH = 32;
/** Symbols per block: each block gets Huffman codes fitted to its own part of the image. */
const BLOCK_SYMBOLS = 1 << 16;

// Length codes 257..285: base lengths and extra bits (RFC 1951 3.2.5).
const LEN_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LEN_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_BASE = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577];
const DIST_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
/** Order in which code length code lengths are sent. */
const CL_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/** Length code index (0..28) for every match length 3..258. */
const LEN_CODE = (() => {
  const table = new Uint8Array(MAX_MATCH + 1);
  for (let code = 0; code < LEN_BASE.length; code += 1) {
    const end = code + 1 < LEN_BASE.length ? LEN_BASE[code + 1] : MAX_MATCH + 1;
    for (let len = LEN_BASE[code]; len < end; len += 1) table[len] = code;
  }
  table[MAX_MATCH] = 28;
  return table;
})();

/** Distance code (0..29) for every distance - 1. */
const DIST_CODE = (() => {
  const table = new Uint8Array(WINDOW);
  for (let code = 0; code < DIST_BASE.length; code += 1) {
    const end = code + 1 < DIST_BASE.length ? DIST_BASE[code + 1] : WINDOW + 1;
    for (let d = DIST_BASE[code]; d < end; d += 1) table[d - 1] = code;
  }
  return table;
})();

/** Where the data repeats itself, beyond byte runs and the table of earlier positions. */
export interface RepeatHints {
  /** Bytes per pixel: the pixel to the left is tried at every position. */
  pixelBytes?: number;
  /** Bytes per scanline including its filter byte: the row above is tried too (when within the window). */
  rowBytes?: number;
}

/** A zlib stream (RFC 1950) of `data`. */
export function zlibCompress(data: Uint8Array, hints: RepeatHints = {}): Uint8Array {
  const writer = new BitWriter((data.length >> 4) + 1024);
  writer.bytes(0x78, 0x01); // deflate, 32 kB window, no dictionary
  compressInto(writer, data, hints);
  const adler = adler32(data);
  writer.bytes(adler >>> 24, (adler >>> 16) & 0xff, (adler >>> 8) & 0xff, adler & 0xff);
  return writer.result();
}

/** Raw deflate (RFC 1951) of `data`, as zip entries hold it. */
export function deflateRaw(data: Uint8Array, hints: RepeatHints = {}): Uint8Array {
  const writer = new BitWriter((data.length >> 3) + 1024);
  compressInto(writer, data, hints);
  return writer.result();
}

function compressInto(writer: BitWriter, raw: Uint8Array, hints: RepeatHints): void {
  const symbols = new Uint32Array(BLOCK_SYMBOLS);
  const n = raw.length;
  const d1 = hints.pixelBytes !== undefined && hints.pixelBytes > 1 && hints.pixelBytes <= WINDOW ? hints.pixelBytes : 0;
  const d2 = hints.rowBytes !== undefined && hints.rowBytes > d1 && hints.rowBytes <= WINDOW ? hints.rowBytes : 0;
  const table = new Int32Array(1 << HASH_BITS).fill(-WINDOW - 1);
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
  let count = 0;
  let i = 0;
  while (i < n) {
    const byte = raw[i];
    const limit = n - i < MAX_MATCH ? n - i : MAX_MATCH;
    let best = 0;
    let dist = 0;
    // byte runs (distance 1), the pixel to the left, the row above, the table: the longest wins
    if (i >= 1 && raw[i - 1] === byte) {
      let len = 1;
      while (len + 4 <= limit && view.getInt32(i + len) === view.getInt32(i + len - 1)) len += 4;
      while (len < limit && raw[i + len] === raw[i + len - 1]) len += 1;
      best = len;
      dist = 1;
    }
    if (d1 !== 0 && best < limit && i >= d1 && raw[i - d1] === byte) {
      let len = 1;
      while (len + 4 <= limit && view.getInt32(i + len) === view.getInt32(i + len - d1)) len += 4;
      while (len < limit && raw[i + len] === raw[i + len - d1]) len += 1;
      if (len > best) { best = len; dist = d1; }
    }
    if (d2 !== 0 && best < limit && i >= d2 && raw[i - d2] === byte) {
      let len = 1;
      while (len + 4 <= limit && view.getInt32(i + len) === view.getInt32(i + len - d2)) len += 4;
      while (len < limit && raw[i + len] === raw[i + len - d2]) len += 1;
      if (len > best && len >= FAR_MIN) { best = len; dist = d2; }
    }
    if (best < GOOD_ENOUGH && limit >= 4) {
      const h = Math.imul(byte | (raw[i + 1] << 8) | (raw[i + 2] << 16) | (raw[i + 3] << 24), 0x9e3779b1) >>> (32 - HASH_BITS);
      const at = table[h];
      table[h] = i;
      const d = i - at;
      if (d <= WINDOW && d !== dist && raw[at] === byte) {
        let len = 1;
        while (len + 4 <= limit && view.getInt32(i + len) === view.getInt32(at + len)) len += 4;
        while (len < limit && raw[i + len] === raw[at + len]) len += 1;
        if (len > best && len >= FAR_MIN) { best = len; dist = d; }
      }
    }
    if (best >= 3) {
      symbols[count] = (dist << 9) | best;
      i += best;
    } else {
      symbols[count] = byte;
      i += 1;
    }
    count += 1;
    if (count === BLOCK_SYMBOLS) {
      writeBlock(writer, symbols, count, false);
      count = 0;
    }
  }
  writeBlock(writer, symbols, count, true);
  writer.align();
}

function writeBlock(writer: BitWriter, symbols: Uint32Array, count: number, last: boolean): void {
  const litFreq = new Uint32Array(286);
  const distFreq = new Uint32Array(30);
  for (let k = 0; k < count; k += 1) {
    const s = symbols[k];
    if (s < 256) litFreq[s] += 1;
    else {
      litFreq[257 + LEN_CODE[s & 511]] += 1;
      distFreq[DIST_CODE[(s >>> 9) - 1]] += 1;
    }
  }
  litFreq[256] = 1; // end of block
  const litLens = codeLengths(litFreq, 15);
  const distLens = codeLengths(distFreq, 15);
  const litCodes = canonicalCodes(litLens);
  const distCodes = canonicalCodes(distLens);

  writer.bits(last ? 1 : 0, 1);
  writer.bits(2, 2); // dynamic Huffman codes
  writeCodeLengths(writer, litLens, distLens);

  // the hot loop keeps the bit buffer in locals; at most 48 bits (6 bytes) per symbol
  writer.ensure(count * 6 + 8);
  const buf = writer.buf;
  let pos = writer.pos;
  let acc = writer.acc;
  let bits = writer.count;
  for (let k = 0; k < count; k += 1) {
    const s = symbols[k];
    if (s < 256) {
      acc |= litCodes[s] << bits;
      bits += litLens[s];
      if (bits >= 16) { buf[pos++] = acc; buf[pos++] = acc >>> 8; acc >>>= 16; bits -= 16; }
      continue;
    }
    const len = s & 511;
    const lc = LEN_CODE[len];
    acc |= litCodes[257 + lc] << bits;
    bits += litLens[257 + lc];
    if (bits >= 16) { buf[pos++] = acc; buf[pos++] = acc >>> 8; acc >>>= 16; bits -= 16; }
    if (LEN_EXTRA[lc] > 0) {
      acc |= (len - LEN_BASE[lc]) << bits;
      bits += LEN_EXTRA[lc];
      if (bits >= 16) { buf[pos++] = acc; buf[pos++] = acc >>> 8; acc >>>= 16; bits -= 16; }
    }
    const distance = s >>> 9;
    const dc = DIST_CODE[distance - 1];
    acc |= distCodes[dc] << bits;
    bits += distLens[dc];
    if (bits >= 16) { buf[pos++] = acc; buf[pos++] = acc >>> 8; acc >>>= 16; bits -= 16; }
    if (DIST_EXTRA[dc] > 0) {
      acc |= (distance - DIST_BASE[dc]) << bits;
      bits += DIST_EXTRA[dc];
      if (bits >= 16) { buf[pos++] = acc; buf[pos++] = acc >>> 8; acc >>>= 16; bits -= 16; }
    }
  }
  writer.pos = pos;
  writer.acc = acc;
  writer.count = bits;
  writer.bits(litCodes[256], litLens[256]);
}

/** Sends HLIT, HDIST, HCLEN and both code length tables, run-length coded (RFC 1951 3.2.7). */
function writeCodeLengths(writer: BitWriter, litLens: Uint8Array, distLens: Uint8Array): void {
  let hlit = 286;
  while (hlit > 257 && litLens[hlit - 1] === 0) hlit -= 1;
  let hdist = 30;
  while (hdist > 1 && distLens[hdist - 1] === 0) hdist -= 1;
  const all = new Uint8Array(hlit + hdist);
  all.set(litLens.subarray(0, hlit));
  all.set(distLens.subarray(0, hdist), hlit);
  // run-length code: [symbol, extra value] pairs
  const rle: number[] = [];
  for (let k = 0; k < all.length;) {
    const len = all[k];
    let run = 1;
    while (k + run < all.length && all[k + run] === len) run += 1;
    k += run;
    if (len === 0) {
      while (run >= 11) { const r = Math.min(run, 138); rle.push(18, r - 11); run -= r; }
      if (run >= 3) { rle.push(17, run - 3); run = 0; }
    } else {
      rle.push(len, 0);
      run -= 1;
      while (run >= 3) { const r = Math.min(run, 6); rle.push(16, r - 3); run -= r; }
    }
    while (run > 0) { rle.push(len, 0); run -= 1; }
  }
  const clFreq = new Uint32Array(19);
  for (let k = 0; k < rle.length; k += 2) clFreq[rle[k]] += 1;
  const clLens = codeLengths(clFreq, 7);
  const clCodes = canonicalCodes(clLens);
  let hclen = 19;
  while (hclen > 4 && clLens[CL_ORDER[hclen - 1]] === 0) hclen -= 1;
  writer.bits(hlit - 257, 5);
  writer.bits(hdist - 1, 5);
  writer.bits(hclen - 4, 4);
  for (let k = 0; k < hclen; k += 1) writer.bits(clLens[CL_ORDER[k]], 3);
  for (let k = 0; k < rle.length; k += 2) {
    const sym = rle[k];
    writer.bits(clCodes[sym], clLens[sym]);
    if (sym === 16) writer.bits(rle[k + 1], 2);
    else if (sym === 17) writer.bits(rle[k + 1], 3);
    else if (sym === 18) writer.bits(rle[k + 1], 7);
  }
}

/**
 * Huffman code lengths no longer than `limit`, always a complete code (decoders such as zlib
 * refuse incomplete ones): with fewer than two used symbols, dummies are added. Too-deep trees
 * are rebuilt from flattened frequencies until they fit, which keeps the code optimal-ish and simple.
 */
function codeLengths(freq: Uint32Array, limit: number): Uint8Array {
  const n = freq.length;
  const f = Uint32Array.from(freq);
  let used = 0;
  for (let k = 0; k < n; k += 1) if (f[k] > 0) used += 1;
  for (let k = 0; used < 2 && k < n; k += 1) if (f[k] === 0) { f[k] = 1; used += 1; }
  for (;;) {
    const lens = huffmanLengths(f);
    let max = 0;
    for (let k = 0; k < n; k += 1) if (lens[k] > max) max = lens[k];
    if (max <= limit) return lens;
    for (let k = 0; k < n; k += 1) if (f[k] > 0) f[k] = (f[k] >>> 1) | 1;
  }
}

/** Optimal (unlimited) Huffman code lengths, ties broken by symbol so the result is fixed. */
function huffmanLengths(freq: Uint32Array): Uint8Array {
  const n = freq.length;
  const leaves: number[] = [];
  for (let k = 0; k < n; k += 1) if (freq[k] > 0) leaves.push(k);
  leaves.sort((a, b) => freq[a] - freq[b] || a - b);
  const m = leaves.length;
  // nodes 0..m-1 are leaves (in sorted order), m.. are internal; two-queue merge
  const weight = new Float64Array(2 * m);
  const parent = new Int32Array(2 * m);
  for (let k = 0; k < m; k += 1) weight[k] = freq[leaves[k]];
  let leaf = 0;
  let inner = m;
  let next = m;
  const take = () => (leaf < m && (inner >= next || weight[leaf] <= weight[inner]) ? leaf++ : inner++);
  while (next < 2 * m - 1) {
    const a = take();
    const b = take();
    weight[next] = weight[a] + weight[b];
    parent[a] = next;
    parent[b] = next;
    next += 1;
  }
  const depth = new Uint8Array(2 * m);
  for (let k = 2 * m - 3; k >= 0; k -= 1) depth[k] = depth[parent[k]] + 1;
  const lens = new Uint8Array(n);
  for (let k = 0; k < m; k += 1) lens[leaves[k]] = depth[k];
  return lens;
}

/** Canonical codes for the lengths, bit-reversed because deflate sends Huffman codes MSB first. */
function canonicalCodes(lens: Uint8Array): Uint16Array {
  const count = new Uint16Array(16);
  for (const len of lens) count[len] += 1;
  count[0] = 0;
  const nextCode = new Uint16Array(16);
  let code = 0;
  for (let bits = 1; bits < 16; bits += 1) {
    code = (code + count[bits - 1]) << 1;
    nextCode[bits] = code;
  }
  const codes = new Uint16Array(lens.length);
  for (let k = 0; k < lens.length; k += 1) {
    const len = lens[k];
    if (len === 0) continue;
    let c = nextCode[len]++;
    let reversed = 0;
    for (let b = 0; b < len; b += 1) { reversed = (reversed << 1) | (c & 1); c >>>= 1; }
    codes[k] = reversed;
  }
  return codes;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < bytes.length;) {
    const end = Math.min(bytes.length, i + 5552); // largest run before the sums can overflow
    for (; i + 8 <= end; i += 8) {
      a += bytes[i]; b += a; a += bytes[i + 1]; b += a; a += bytes[i + 2]; b += a; a += bytes[i + 3]; b += a;
      a += bytes[i + 4]; b += a; a += bytes[i + 5]; b += a; a += bytes[i + 6]; b += a; a += bytes[i + 7]; b += a;
    }
    for (; i < end; i += 1) { a += bytes[i]; b += a; }
    a %= 65521;
    b %= 65521;
  }
  return ((b << 16) | a) >>> 0;
}

/** LSB-first bit output into a growing byte buffer. */
class BitWriter {
  buf: Uint8Array;
  pos = 0;
  /** Pending bits, LSB first, fewer than 16 between calls. */
  acc = 0;
  count = 0;

  constructor(size: number) {
    this.buf = new Uint8Array(size);
  }

  /** Appends the low `n` bits of `value` (n <= 16). */
  bits(value: number, n: number): void {
    this.acc |= value << this.count;
    this.count += n;
    if (this.count >= 16) {
      if (this.pos + 2 > this.buf.length) this.grow();
      this.buf[this.pos++] = this.acc & 0xff;
      this.buf[this.pos++] = (this.acc >>> 8) & 0xff;
      this.acc >>>= 16;
      this.count -= 16;
    }
  }

  /** Pads to a byte boundary. */
  align(): void {
    while (this.count > 0) {
      if (this.pos + 1 > this.buf.length) this.grow();
      this.buf[this.pos++] = this.acc & 0xff;
      this.acc >>>= 8;
      this.count = Math.max(0, this.count - 8);
    }
    this.acc = 0;
  }

  /** Whole bytes, only at a byte boundary. */
  bytes(...values: number[]): void {
    for (const v of values) {
      if (this.pos + 1 > this.buf.length) this.grow();
      this.buf[this.pos++] = v;
    }
  }

  result(): Uint8Array {
    return this.buf.slice(0, this.pos);
  }

  /** Makes room for `extra` more bytes. */
  ensure(extra: number): void {
    if (this.pos + extra <= this.buf.length) return;
    const bigger = new Uint8Array(Math.max(this.buf.length * 2, this.pos + extra));
    bigger.set(this.buf.subarray(0, this.pos));
    this.buf = bigger;
  }

  private grow(): void {
    this.ensure(this.buf.length + 1);
  }
}
