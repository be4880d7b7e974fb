// A fast deflate (RFC 1951) for what an export compresses: atlas scanlines and text. Greedy LZ77
// whose match candidates are the last position with the same four bytes (one hash slot, no
// chains) and a few distances the caller knows to be likely (for a PNG: one pixel back and one row
// up), each block coded with its own Huffman codes. It trades a few percent of size for several
// times the speed of a general deflate. Deterministic: the same input always gives the same bytes,
// in Node and in a browser.

/** Symbols per block: big enough for good codes, small enough to follow changes in the data. */
const BLOCK_SYMBOLS = 1 << 15;
const WINDOW = 32768;
const MIN_MATCH = 4;
const MAX_MATCH = 258;
const HASH_BITS = 15;
/**
 * Earlier positions with the same hash tried per position. Measured on the largest fixture's
 * atlases: 16 packs them 3% smaller than fflate's level 2 in about 60% of its time; 4 is 2% larger
 * than fflate, 32 barely smaller than 16.
 */
const CHAIN = 16;
/** After this many positions in a row without a match (base64 inside JSON), only 2 tries each. */
const MISSES_BEFORE_SKIMMING = 8;
/** After this many, whole bytes go out unsearched, up to MAX_SKIP after each search (text only). */
const MISSES_BEFORE_SKIPPING = 32;
const MAX_SKIP = 3;
/** Zero runs shorter than this go through the usual search (PNG path). */
const ZERO_RUN_MIN = 16;

// Length codes 257..285: base lengths and extra bits (RFC 1951 3.2.5)
const LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_BASE = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577];
const DIST_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
/** Order in which code length code lengths are sent (RFC 1951 3.2.7). */
const CL_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/** Length 3..258 -> length code index 0..28; distance 1..32768 -> distance code 0..29. */
const LENGTH_CODE = new Uint8Array(259);
const DIST_CODE_LOW = new Uint8Array(513); // distances 1..512
const DIST_CODE_HIGH = new Uint8Array(129); // (distance - 1) >> 8 for larger distances
(() => {
  for (let code = 0; code < 29; code += 1) {
    const end = code === 28 ? 259 : LENGTH_BASE[code + 1];
    for (let length = LENGTH_BASE[code]; length < end; length += 1) LENGTH_CODE[length] = code;
  }
  LENGTH_CODE[258] = 28;
  for (let code = 0; code < 30; code += 1) {
    const end = code === 29 ? 32769 : DIST_BASE[code + 1];
    for (let distance = DIST_BASE[code]; distance < end; distance += 1) {
      if (distance <= 512) DIST_CODE_LOW[distance] = code;
      else DIST_CODE_HIGH[(distance - 1) >> 8] = code;
    }
  }
})();

/** Little-endian bit output (deflate's order) into a growing byte buffer. */
class BitWriter {
  bytes: Uint8Array;
  at = 0;
  /** Bits not yet written out (fewer than 8 between calls), and how many. */
  bits = 0;
  count = 0;

  constructor(capacity: number) {
    this.bytes = new Uint8Array(Math.max(64, capacity));
  }

  write(value: number, length: number): void {
    this.bits |= value << this.count;
    this.count += length;
    while (this.count >= 8) {
      if (this.at === this.bytes.length) this.grow();
      this.bytes[this.at] = this.bits & 0xff;
      this.at += 1;
      this.bits >>>= 8;
      this.count -= 8;
    }
  }

  /** Pads to a byte boundary with zero bits. */
  align(): void {
    if (this.count > 0) this.write(0, 8 - this.count);
  }

  writeBytes(data: Uint8Array, start: number, end: number): void {
    while (this.at + (end - start) > this.bytes.length) this.grow();
    this.bytes.set(data.subarray(start, end), this.at);
    this.at += end - start;
  }

  /** Room for `n` more bytes. */
  reserve(n: number): void {
    while (this.at + n > this.bytes.length) this.grow();
  }

  private grow(): void {
    const next = new Uint8Array(this.bytes.length * 2);
    next.set(this.bytes);
    this.bytes = next;
  }
}

/** Reverses the low `length` bits of `code` (Huffman codes are sent most significant bit first). */
function reverse(code: number, length: number): number {
  let out = 0;
  for (let i = 0; i < length; i += 1) {
    out = (out << 1) | (code & 1);
    code >>>= 1;
  }
  return out;
}

/**
 * Code lengths of a Huffman code for `freq`, at most `maxBits` long, into `lengths`. Ties break by
 * symbol, so the result depends on the frequencies alone. At least two symbols get a code (a code
 * of one symbol is not complete, which some decoders refuse).
 */
export function huffmanLengths(freq: Uint32Array, maxBits: number, lengths: Uint8Array): void {
  lengths.fill(0);
  const used: number[] = [];
  for (let s = 0; s < freq.length; s += 1) if (freq[s] > 0) used.push(s);
  for (let s = 0; used.length < 2; s += 1) if (freq[s] === 0 && !used.includes(s)) used.push(s);
  used.sort((a, b) => freq[a] - freq[b] || a - b);
  const n = used.length;
  // two-queue Huffman over leaves sorted by weight: node i < n is leaf used[i], else internal
  const nodeWeight = new Float64Array(2 * n);
  const parent = new Int32Array(2 * n);
  for (let i = 0; i < n; i += 1) nodeWeight[i] = Math.max(1, freq[used[i]]);
  let leaf = 0;
  let internal = n;
  let next = n;
  while (next < 2 * n - 1) {
    // the two lightest nodes: leaves first on a tie, so the result is the same everywhere
    let a: number;
    if (leaf < n && (internal >= next || nodeWeight[leaf] <= nodeWeight[internal])) a = leaf++;
    else a = internal++;
    let b: number;
    if (leaf < n && (internal >= next || nodeWeight[leaf] <= nodeWeight[internal])) b = leaf++;
    else b = internal++;
    nodeWeight[next] = nodeWeight[a] + nodeWeight[b];
    parent[a] = next;
    parent[b] = next;
    next += 1;
  }
  const depth = new Int32Array(2 * n);
  for (let i = 2 * n - 3; i >= 0; i -= 1) depth[i] = depth[parent[i]] + 1;
  // Limit the lengths (miniz's method): count the leaves per length with the deeper ones moved up
  // to maxBits, which over-fills the code (Kraft sum above 1); then, one unit at a time, take a
  // code off maxBits and split the deepest shorter code in two, until the code is exactly full.
  const count = new Int32Array(maxBits + 1);
  for (let i = 0; i < n; i += 1) count[Math.min(depth[i], maxBits)] += 1;
  let total = 0;
  for (let bits = 1; bits <= maxBits; bits += 1) total += count[bits] << (maxBits - bits);
  while (total > 1 << maxBits) {
    count[maxBits] -= 1;
    for (let bits = maxBits - 1; bits > 0; bits -= 1) {
      if (count[bits] > 0) {
        count[bits] -= 1;
        count[bits + 1] += 2;
        break;
      }
    }
    total -= 1;
  }
  // the least frequent leaves take the longest codes
  let i = 0;
  for (let bits = maxBits; bits > 0; bits -= 1) {
    for (let k = 0; k < count[bits]; k += 1) lengths[used[i++]] = bits;
  }
}

/** Canonical codes for `lengths` (RFC 1951 3.2.2), bit-reversed for sending. */
function canonicalCodes(lengths: Uint8Array, codes: Uint16Array): void {
  const count = new Uint16Array(16);
  for (const length of lengths) count[length] += 1;
  count[0] = 0;
  const nextCode = new Uint16Array(16);
  let code = 0;
  for (let bits = 1; bits < 16; bits += 1) {
    code = (code + count[bits - 1]) << 1;
    nextCode[bits] = code;
  }
  for (let s = 0; s < lengths.length; s += 1) {
    const length = lengths[s];
    codes[s] = length ? reverse(nextCode[length]++, length) : 0;
  }
}

/** A block's symbols: literals 0..255, end 256, or a match (length code index + 257, with its distance). */
interface Symbols {
  /** lit/len symbol per entry. */
  sym: Uint16Array;
  /** Match length (3..258) for match entries. */
  length: Uint16Array;
  /** Match distance for match entries. */
  distance: Uint16Array;
  count: number;
  litFreq: Uint32Array;
  distFreq: Uint32Array;
  /** Bytes of input the block covers. */
  start: number;
  end: number;
}

function newSymbols(): Symbols {
  return {
    sym: new Uint16Array(BLOCK_SYMBOLS + 1), length: new Uint16Array(BLOCK_SYMBOLS + 1), distance: new Uint16Array(BLOCK_SYMBOLS + 1),
    count: 0, litFreq: new Uint32Array(286), distFreq: new Uint32Array(30), start: 0, end: 0,
  };
}

const SYMBOLS = newSymbols();
const HEAD = new Int32Array(1 << HASH_BITS);
const PREV = new Int32Array(WINDOW);
const litLengths = new Uint8Array(286);
const distLengths = new Uint8Array(30);
const litCodes = new Uint16Array(286);
const distCodes = new Uint16Array(30);
const clFreq = new Uint32Array(19);
const clLengths = new Uint8Array(19);
const clCodes = new Uint16Array(19);

/** The code lengths of both trees, run-length coded with symbols 16, 17 and 18 (value | extra << 8). */
function runLengths(lengths: Uint8Array, total: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < total;) {
    const value = lengths[i];
    let run = 1;
    while (i + run < total && lengths[i + run] === value) run += 1;
    i += run;
    if (value === 0) {
      while (run >= 11) { const n = Math.min(run, 138); out.push(18 | ((n - 11) << 8)); run -= n; }
      if (run >= 3) { out.push(17 | ((run - 3) << 8)); run = 0; }
    } else {
      out.push(value);
      run -= 1;
      while (run >= 3) { const n = Math.min(run, 6); out.push(16 | ((n - 3) << 8)); run -= n; }
    }
    for (; run > 0; run -= 1) out.push(value);
  }
  return out;
}

function writeBlock(out: BitWriter, data: Uint8Array, s: Symbols, last: boolean): void {
  s.litFreq[256] += 1; // end of block
  huffmanLengths(s.litFreq, 15, litLengths);
  huffmanLengths(s.distFreq, 15, distLengths);
  let hlit = 286;
  while (hlit > 257 && litLengths[hlit - 1] === 0) hlit -= 1;
  let hdist = 30;
  while (hdist > 1 && distLengths[hdist - 1] === 0) hdist -= 1;
  const both = new Uint8Array(hlit + hdist);
  both.set(litLengths.subarray(0, hlit));
  both.set(distLengths.subarray(0, hdist), hlit);
  const rle = runLengths(both, both.length);
  clFreq.fill(0);
  for (const item of rle) clFreq[item & 0xff] += 1;
  huffmanLengths(clFreq, 7, clLengths);
  let hclen = 19;
  while (hclen > 4 && clLengths[CL_ORDER[hclen - 1]] === 0) hclen -= 1;

  // size of this dynamic block in bits, against a stored block of the same bytes
  let bits = 3 + 5 + 5 + 4 + 3 * hclen;
  for (const item of rle) {
    const symbol = item & 0xff;
    bits += clLengths[symbol] + (symbol === 16 ? 2 : symbol === 17 ? 3 : symbol === 18 ? 7 : 0);
  }
  for (let i = 0; i < 286; i += 1) bits += s.litFreq[i] * litLengths[i];
  for (let i = 0; i < 29; i += 1) bits += s.litFreq[257 + i] * LENGTH_EXTRA[i];
  for (let i = 0; i < 30; i += 1) bits += s.distFreq[i] * (distLengths[i] + DIST_EXTRA[i]);
  const storedBytes = s.end - s.start;
  if (bits > (storedBytes + 5 + Math.ceil(storedBytes / 65535) * 5) * 8) {
    writeStored(out, data, s.start, s.end, last);
    return;
  }

  canonicalCodes(litLengths, litCodes);
  canonicalCodes(distLengths, distCodes);
  canonicalCodes(clLengths, clCodes);
  out.write(last ? 1 : 0, 1);
  out.write(2, 2); // dynamic Huffman codes
  out.write(hlit - 257, 5);
  out.write(hdist - 1, 5);
  out.write(hclen - 4, 4);
  for (let i = 0; i < hclen; i += 1) out.write(clLengths[CL_ORDER[i]], 3);
  for (const item of rle) {
    const symbol = item & 0xff;
    out.write(clCodes[symbol], clLengths[symbol]);
    if (symbol === 16) out.write(item >> 8, 2);
    else if (symbol === 17) out.write(item >> 8, 3);
    else if (symbol === 18) out.write(item >> 8, 7);
  }
  writeSymbols(out, s);
  out.write(litCodes[256], litLengths[256]);
}

/**
 * The block's symbols with the codes just built: the loop that runs once per symbol (millions in
 * an export), so its bit buffer lives in locals and goes back to the writer at the end, and the
 * output has room for the worst case before it starts (a match is at most 15 + 5 + 15 + 13 bits).
 * Each field is at most 15 bits and whole bytes go out after each, so the buffer stays under 23
 * bits. The bytes are exactly those BitWriter.write would give.
 */
function writeSymbols(out: BitWriter, s: Symbols): void {
  out.reserve(s.count * 6 + 8);
  const bytes = out.bytes;
  let at = out.at;
  let bits = out.bits;
  let count = out.count;
  const sym = s.sym;
  const lengthOf = s.length;
  const distanceOf = s.distance;
  for (let i = 0, end = s.count; i < end; i += 1) {
    const symbol = sym[i];
    bits |= litCodes[symbol] << count;
    count += litLengths[symbol];
    while (count >= 8) { bytes[at++] = bits & 0xff; bits >>>= 8; count -= 8; }
    if (symbol > 256) {
      const code = symbol - 257;
      const lengthExtra = LENGTH_EXTRA[code];
      if (lengthExtra) {
        bits |= (lengthOf[i] - LENGTH_BASE[code]) << count;
        count += lengthExtra;
        while (count >= 8) { bytes[at++] = bits & 0xff; bits >>>= 8; count -= 8; }
      }
      const distance = distanceOf[i] + 1;
      const dcode = distance <= 512 ? DIST_CODE_LOW[distance] : DIST_CODE_HIGH[(distance - 1) >> 8];
      bits |= distCodes[dcode] << count;
      count += distLengths[dcode];
      while (count >= 8) { bytes[at++] = bits & 0xff; bits >>>= 8; count -= 8; }
      const distExtra = DIST_EXTRA[dcode];
      if (distExtra) {
        bits |= (distance - DIST_BASE[dcode]) << count;
        count += distExtra;
        while (count >= 8) { bytes[at++] = bits & 0xff; bits >>>= 8; count -= 8; }
      }
    }
  }
  out.at = at;
  out.bits = bits;
  out.count = count;
}

function writeStored(out: BitWriter, data: Uint8Array, start: number, end: number, last: boolean): void {
  if (start === end) {
    out.write(last ? 1 : 0, 1);
    out.write(0, 2);
    out.align();
    out.write(0, 16);
    out.write(0xffff, 16);
    return;
  }
  for (let at = start; at < end; at += 65535) {
    const stop = Math.min(end, at + 65535);
    out.write(last && stop === end ? 1 : 0, 1);
    out.write(0, 2);
    out.align();
    const length = stop - at;
    out.write(length, 16);
    out.write(~length & 0xffff, 16);
    out.writeBytes(data, at, stop);
  }
}

/**
 * Raw deflate of `data`. `distances` lists match distances worth trying at every position besides
 * the hashed one (for PNG scanlines: the pixel size and the row size including its filter byte).
 */
export function deflateRaw(data: Uint8Array, distances: readonly number[] = []): Uint8Array {
  const out = new BitWriter((data.length >> 1) + 1024);
  deflateTextInto(out, data, distances);
  return out.bytes.slice(0, out.at);
}

/**
 * What a block fill leaves for the next: the input position, the run of positions without a match
 * and (text only) the last match's distance. A fill is a function of its own that returns when
 * its block is full or the input ends, so the block's coding (writeBlock) and the end of the input
 * are outside the loop the JIT compiles first: code in that loop that had not yet run when it was
 * compiled (the first block's end) sent it back to the interpreter, and a first export's deflates
 * ran up to three times slower than later ones.
 */
const FILL = new Int32Array(3);
const FILL_P = 0;
const FILL_MISSES = 1;
const FILL_LAST_DISTANCE = 2;

/** Starts a deflate's symbol buffer and hash table (one deflate runs at a time: they are reused). */
function startSymbols(): Symbols {
  HEAD.fill(-1);
  const s = SYMBOLS;
  s.count = 0;
  s.start = 0;
  s.litFreq.fill(0);
  s.distFreq.fill(0);
  FILL.fill(0);
  return s;
}

/**
 * Codes the blocks `fill` gives until the input ends: a full block is coded and the next begins
 * where it ended; the last one is marked last (a block that fills up just as the input ends is
 * the last, with no empty one after it).
 */
function deflateBlocks(out: BitWriter, data: Uint8Array, s: Symbols, fill: () => void): void {
  const n = data.length;
  for (;;) {
    fill();
    const p = FILL[FILL_P];
    if (s.count >= BLOCK_SYMBOLS) {
      s.end = p;
      writeBlock(out, data, s, p >= n);
      s.count = 0;
      s.litFreq.fill(0);
      s.distFreq.fill(0);
      s.start = p;
      if (p >= n) break;
    } else {
      if (s.count > 0 || s.start < n) {
        s.end = n;
        writeBlock(out, data, s, true);
      }
      break;
    }
  }
  out.align();
}

function deflateInto(out: BitWriter, data: Uint8Array, distances: readonly number[]): void {
  if (data.length === 0) {
    writeStored(out, data, 0, 0, true);
    return;
  }
  const hints = Int32Array.from(distances.filter((d) => d > 0 && d <= WINDOW));
  const s = startSymbols();
  deflateBlocks(out, data, s, () => fillPngBlock(data, hints, s));
}

/** Greedy matches into `s` from FILL's position until the block is full or the input ends (deflateInto). */
function fillPngBlock(data: Uint8Array, hints: Int32Array, s: Symbols): void {
  const n = data.length;
  const head = HEAD;
  const prev = PREV;
  const sym = s.sym;
  const lengthOf = s.length;
  const distanceOf = s.distance;
  const litFreq = s.litFreq;
  const distFreq = s.distFreq;
  const hintCount = hints.length;
  let count = s.count;
  let p = FILL[FILL_P];
  /** Positions in a row without a match: in data that does not repeat (base64), search less. */
  let misses = FILL[FILL_MISSES];
  /** The input as 32-bit words (when it starts on a word boundary, as the encoder's buffers do). */
  const words = data.byteOffset % 4 === 0 ? new Int32Array(data.buffer, data.byteOffset, data.length >> 2) : undefined;
  while (p < n && count < BLOCK_SYMBOLS) {
    let bestLength = 0;
    let bestDistance = 0;
    const limit = Math.min(MAX_MATCH, n - p);
    if (words !== undefined && limit >= ZERO_RUN_MIN && p > 0 && data[p - 1] === 0 && data[p] === 0 && data[p + 1] === 0 && data[p + 2] === 0 && data[p + 3] === 0) {
      // A run of zeros (a row equal to the one above after the Up filter, transparent pixels):
      // one byte back for as long as it goes, counted a word at a time, with no search. On the
      // largest fixture's 2x jokers (84% of the bytes in such runs) this leaves half the
      // comparisons, and the image comes out a few percent smaller.
      let length = 4;
      while (length < limit && ((p + length) & 3) !== 0 && data[p + length] === 0) length += 1;
      if (((p + length) & 3) === 0) {
        let w = (p + length) >> 2;
        const wordEnd = (p + limit) >> 2;
        while (w < wordEnd && words[w] === 0) w += 1;
        length = (w << 2) - p;
        while (length < limit && data[p + length] === 0) length += 1;
      }
      bestLength = length;
      bestDistance = 1;
    } else if (limit >= MIN_MATCH) {
      const h = (Math.imul(data[p] | (data[p + 1] << 8) | (data[p + 2] << 16) | (data[p + 3] << 24), 0x9e3779b1) >>> (32 - HASH_BITS));
      let candidate = head[h];
      head[h] = p;
      prev[p & (WINDOW - 1)] = candidate;
      for (let tries = misses > MISSES_BEFORE_SKIMMING ? 2 : CHAIN; candidate >= 0 && p - candidate <= WINDOW && tries > 0; tries -= 1) {
        if (data[candidate + bestLength] === data[p + bestLength]) {
          let length = 0;
          while (length < limit && data[candidate + length] === data[p + length]) length += 1;
          if (length > bestLength && length >= MIN_MATCH) { bestLength = length; bestDistance = p - candidate; if (length === limit) break; }
        }
        const next = prev[candidate & (WINDOW - 1)];
        if (next >= candidate) break;
        candidate = next;
      }
      if (bestLength < limit) {
        for (let k = 0; k < hintCount; k += 1) {
          const d = hints[k];
          if (d > p || d === bestDistance) continue;
          const from = p - d;
          if (data[from + bestLength] !== data[p + bestLength]) continue;
          let length = 0;
          while (length < limit && data[from + length] === data[p + length]) length += 1;
          if (length > bestLength && length >= MIN_MATCH) { bestLength = length; bestDistance = d; }
        }
      }
    }
    if (bestLength >= MIN_MATCH) {
      const code = LENGTH_CODE[bestLength];
      sym[count] = 257 + code;
      lengthOf[count] = bestLength;
      distanceOf[count] = bestDistance - 1;
      count += 1;
      litFreq[257 + code] += 1;
      distFreq[bestDistance <= 512 ? DIST_CODE_LOW[bestDistance] : DIST_CODE_HIGH[(bestDistance - 1) >> 8]] += 1;
      // index the end of the match too, so the next repeat of this stretch is found
      const tail = p + bestLength - MIN_MATCH;
      if (tail > p && tail + 3 < n) {
        const th = Math.imul(data[tail] | (data[tail + 1] << 8) | (data[tail + 2] << 16) | (data[tail + 3] << 24), 0x9e3779b1) >>> (32 - HASH_BITS);
        prev[tail & (WINDOW - 1)] = head[th];
        head[th] = tail;
      }
      p += bestLength;
      misses = 0;
    } else {
      const byte = data[p];
      sym[count] = byte;
      count += 1;
      litFreq[byte] += 1;
      p += 1;
      misses += 1;
    }
  }
  s.count = count;
  FILL[FILL_P] = p;
  FILL[FILL_MISSES] = misses;
}

/**
 * deflateInto for the zip's text and the backup's JSON: also tries the last match's distance again
 * (a copy often goes on where its match stopped), and in long stretches without any match (the
 * backup's base64) sends some bytes as literals without a search. A function of its own, so the
 * PNG path keeps its own compiled code (sharing one function made the cold PNG encodes slower).
 */
function deflateTextInto(out: BitWriter, data: Uint8Array, distances: readonly number[]): void {
  if (data.length === 0) {
    writeStored(out, data, 0, 0, true);
    return;
  }
  const hints = Int32Array.from(distances.filter((d) => d > 0 && d <= WINDOW));
  const s = startSymbols();
  deflateBlocks(out, data, s, () => fillTextBlock(data, hints, s));
}

/** fillPngBlock for text (deflateTextInto). */
function fillTextBlock(data: Uint8Array, hints: Int32Array, s: Symbols): void {
  const n = data.length;
  const hintCount = hints.length;
  const head = HEAD;
  const prev = PREV;
  const sym = s.sym;
  const lengthOf = s.length;
  const distanceOf = s.distance;
  const litFreq = s.litFreq;
  const distFreq = s.distFreq;
  let count = s.count;
  let p = FILL[FILL_P];
  /** Positions in a row without a match: in data that does not repeat (base64), search less. */
  let misses = FILL[FILL_MISSES];
  /** The last match's distance, tried first: a copy often goes on past where its match stopped. */
  let lastDistance = FILL[FILL_LAST_DISTANCE];
  while (p < n && count < BLOCK_SYMBOLS) {
    let bestLength = 0;
    let bestDistance = 0;
    const limit = Math.min(MAX_MATCH, n - p);
    if (limit >= MIN_MATCH) {
      const h = (Math.imul(data[p] | (data[p + 1] << 8) | (data[p + 2] << 16) | (data[p + 3] << 24), 0x9e3779b1) >>> (32 - HASH_BITS));
      let candidate = head[h];
      head[h] = p;
      prev[p & (WINDOW - 1)] = candidate;
      for (let tries = misses > MISSES_BEFORE_SKIMMING ? 2 : CHAIN; bestLength < limit && candidate >= 0 && p - candidate <= WINDOW && tries > 0; tries -= 1) {
        if (data[candidate + bestLength] === data[p + bestLength]) {
          let length = 0;
          while (length < limit && data[candidate + length] === data[p + length]) length += 1;
          if (length > bestLength && length >= MIN_MATCH) { bestLength = length; bestDistance = p - candidate; if (length === limit) break; }
        }
        const next = prev[candidate & (WINDOW - 1)];
        if (next >= candidate) break;
        candidate = next;
      }
      if (lastDistance > 0 && lastDistance <= p && lastDistance !== bestDistance && bestLength < limit && data[p - lastDistance + bestLength] === data[p + bestLength]) {
        const from = p - lastDistance;
        let length = 0;
        while (length < limit && data[from + length] === data[p + length]) length += 1;
        if (length > bestLength && length >= MIN_MATCH) { bestLength = length; bestDistance = lastDistance; }
      }
      for (let k = 0; k < hintCount && bestLength < limit; k += 1) {
        const d = hints[k];
        if (d > p || d === bestDistance) continue;
        const from = p - d;
        if (data[from + bestLength] !== data[p + bestLength]) continue;
        let length = 0;
        while (length < limit && data[from + length] === data[p + length]) length += 1;
        if (length > bestLength && length >= MIN_MATCH) { bestLength = length; bestDistance = d; }
      }
    }
    if (bestLength >= MIN_MATCH) {
      const code = LENGTH_CODE[bestLength];
      sym[count] = 257 + code;
      lengthOf[count] = bestLength;
      distanceOf[count] = bestDistance - 1;
      count += 1;
      litFreq[257 + code] += 1;
      distFreq[bestDistance <= 512 ? DIST_CODE_LOW[bestDistance] : DIST_CODE_HIGH[(bestDistance - 1) >> 8]] += 1;
      // index the end of the match too, so the next repeat of this stretch is found
      const tail = p + bestLength - MIN_MATCH;
      if (tail > p && tail + 3 < n) {
        const th = Math.imul(data[tail] | (data[tail + 1] << 8) | (data[tail + 2] << 16) | (data[tail + 3] << 24), 0x9e3779b1) >>> (32 - HASH_BITS);
        prev[tail & (WINDOW - 1)] = head[th];
        head[th] = tail;
      }
      p += bestLength;
      misses = 0;
      lastDistance = bestDistance;
    } else {
      const byte = data[p];
      sym[count] = byte;
      count += 1;
      litFreq[byte] += 1;
      p += 1;
      misses += 1;
      // Long stretches without any match (base64, noise): the next few bytes go out as literals
      // without a search, more of them the longer the stretch (at most MAX_SKIP).
      if (misses > MISSES_BEFORE_SKIPPING) {
        const skip = Math.min(MAX_SKIP, (misses - MISSES_BEFORE_SKIPPING) >> 3, n - p, BLOCK_SYMBOLS - count);
        for (let k = 0; k < skip; k += 1) {
          const b = data[p];
          sym[count] = b;
          count += 1;
          litFreq[b] += 1;
          p += 1;
        }
      }
    }
  }
  s.count = count;
  FILL[FILL_P] = p;
  FILL[FILL_MISSES] = misses;
  FILL[FILL_LAST_DISTANCE] = lastDistance;
}

const ADLER_RUN = 2600;

/**
 * Adler-32 of `data` (the zlib stream's checksum), summed in runs of ADLER_RUN bytes by a
 * function of its own: called once per run, it is compiled as a whole with every path seen (the
 * first call sums a few kilobytes that take them all), where a single loop over megabytes was
 * compiled mid-way and sent back to the interpreter at its end, on every image of a first export.
 */
export function adler32(data: Uint8Array): number {
  if (!adlerWarm) {
    adlerWarm = true;
    adlerSum(new Uint8Array(2 * ADLER_RUN + 3).fill(255));
  }
  return adlerSum(data);
}
let adlerWarm = false;
/** The running sums a and b between runs. */
const ADLER = new Int32Array(2);

function adlerSum(data: Uint8Array): number {
  ADLER[0] = 1;
  ADLER[1] = 0;
  const length = data.length;
  for (let start = 0; start < length; start += ADLER_RUN) adlerRun(data, start, Math.min(length, start + ADLER_RUN));
  return ((ADLER[1] << 16) | ADLER[0]) >>> 0;
}

/**
 * One run of the sums: 2600 bytes keep b under 2^30 (zlib's NMAX, 5552, keeps it under 2^32), so
 * the sums stay small integers to the JIT.
 */
function adlerRun(data: Uint8Array, start: number, end: number): void {
  let a = ADLER[0];
  let b = ADLER[1];
  let i = start;
  for (const last = end - 3; i < last; i += 4) {
    a += data[i]; b += a;
    a += data[i + 1]; b += a;
    a += data[i + 2]; b += a;
    a += data[i + 3]; b += a;
  }
  for (; i < end; i += 1) { a += data[i]; b += a; }
  ADLER[0] = a % 65521;
  ADLER[1] = b % 65521;
}

/** A zlib stream (RFC 1950) of `data`, as PNG's IDAT holds. */
export function zlibDeflate(data: Uint8Array, distances: readonly number[] = []): Uint8Array {
  const out = new BitWriter((data.length >> 1) + 1024);
  out.write(0x78, 8); // deflate, 32 K window
  out.write(0x01, 8); // "fastest" level hint; 0x7801 is a multiple of 31, as the header must be
  deflateInto(out, data, distances);
  const check = adler32(data);
  for (const shift of [24, 16, 8, 0]) out.write((check >>> shift) & 0xff, 8);
  return out.bytes.slice(0, out.at);
}
