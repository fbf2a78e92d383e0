/**
 * The documents one node of a query tree matches, for `PostingsScorer`: in order of first match, with
 * their running score sums, direct-match flags and the distinct query terms they matched. Stored in
 * typed arrays that a pool hands out again after each query: a query on a large site touches tens of
 * thousands of postings over dozens of words, and per-document objects or growing arrays would leave
 * that much garbage per keystroke. The scorer's loops read and write the arrays directly (after
 * `reserve`), which is what makes a posting cost a few nanoseconds.
 */
export class ResultSet {
  /** Documents in the set, rows `0 .. length - 1` of the arrays. */
  length = 0;
  /** 32-bit words per row in `termBits`. */
  bitWords = 1;
  ids = new Int32Array(256);
  /** Running score sums, added in MiniSearch's order. */
  scores = new Float64Array(256);
  /** 1 when the document matched a word that is a direct match of the reader's terms. */
  direct = new Uint8Array(256);
  /** `bitWords` words per row: bit `t` set when the document matched the query's term `t`. */
  termBits = new Int32Array(256);

  /** `slots[id]` is the document's row, or -1; dense over every document of the index. */
  constructor(readonly slots: Int32Array) {}

  /** Makes room for `rows` rows in all. */
  reserve(rows: number): void {
    if (rows <= this.ids.length) {
      return;
    }
    let capacity = this.ids.length;
    while (capacity < rows) {
      capacity *= 2;
    }
    const grown = <T extends Int32Array | Float64Array | Uint8Array>(old: T, size: number, make: (n: number) => T) => {
      const next = make(size);
      next.set(old);
      return next;
    };
    this.ids = grown(this.ids, capacity, (n) => new Int32Array(n));
    this.scores = grown(this.scores, capacity, (n) => new Float64Array(n));
    this.direct = grown(this.direct, capacity, (n) => new Uint8Array(n));
    this.termBits = grown(this.termBits, capacity * this.bitWords, (n) => new Int32Array(n));
  }

  /** Empties the set for a query whose distinct terms take `bitWords` words per row. */
  reset(bitWords: number): void {
    for (let row = 0; row < this.length; row += 1) {
      this.slots[this.ids[row]] = -1;
    }
    if (bitWords === this.bitWords) {
      this.termBits.fill(0, 0, this.length * bitWords);
    } else {
      this.bitWords = bitWords;
      this.termBits = new Int32Array(this.ids.length * bitWords);
    }
    this.length = 0;
  }

  /**
   * Adds `score` to the document's sum (`sum + score`, the order MiniSearch adds in), or adds the
   * document with `score` after the others, marking it direct when `direct` is 1; returns its row.
   * Call `reserve` for the rows first: this is the scorer's innermost step and does not check.
   */
  add(id: number, score: number, direct: number): number {
    let row = this.slots[id];
    if (row < 0) {
      row = this.length;
      this.length = row + 1;
      this.slots[id] = row;
      this.ids[row] = id;
      this.scores[row] = score;
      this.direct[row] = direct;
    } else {
      this.scores[row] = this.scores[row] + score;
      this.direct[row] |= direct;
    }
    return row;
  }

  /** Adds every row of `other` (a set of the same query) to this set, with `add`, and its terms. */
  merge(other: ResultSet): void {
    this.reserve(this.length + other.length);
    const {bitWords} = this;
    for (let otherRow = 0; otherRow < other.length; otherRow += 1) {
      const row = this.add(other.ids[otherRow], other.scores[otherRow], other.direct[otherRow]);
      for (let word = 0; word < bitWords; word += 1) {
        this.termBits[row * bitWords + word] |= other.termBits[otherRow * bitWords + word];
      }
    }
  }
}

/**
 * Fills the empty set `into` as MiniSearch's AND combines `a` and `b`: `b`'s documents that `a` also
 * holds, in `b`'s order, each with `a`'s sum plus `b`'s.
 */
export function intersect(into: ResultSet, a: ResultSet, b: ResultSet): void {
  into.reserve(b.length);
  const {slots, ids, scores, direct, termBits, bitWords} = into;
  let length = 0;
  for (let rowB = 0; rowB < b.length; rowB += 1) {
    const id = b.ids[rowB];
    const rowA = a.slots[id];
    if (rowA < 0) {
      continue;
    }
    const row = length;
    length += 1;
    slots[id] = row;
    ids[row] = id;
    scores[row] = a.scores[rowA] + b.scores[rowB];
    direct[row] = a.direct[rowA] | b.direct[rowB];
    for (let word = 0; word < bitWords; word += 1) {
      termBits[row * bitWords + word] = a.termBits[rowA * bitWords + word] | b.termBits[rowB * bitWords + word];
    }
  }
  into.length = length;
}

/** Result sets with their dense slot arrays, reused across the nodes of a query and across queries. */
export class ResultSetPool {
  private readonly free: ResultSet[] = [];

  constructor(private readonly documentCount: number) {}

  take(bitWords: number): ResultSet {
    const set = this.free.pop() ?? new ResultSet(new Int32Array(this.documentCount).fill(-1));
    set.reset(bitWords);
    return set;
  }

  /** Takes a set back; `take` empties it (and its slots) before handing it out again. */
  give(set: ResultSet): void {
    this.free.push(set);
  }
}
