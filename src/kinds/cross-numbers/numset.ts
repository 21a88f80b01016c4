/**
 * A set of whole numbers with O(1) clearing, reused across calls: the line solver builds
 * and drops many small sets, and JavaScript's Set costs an allocation and hashing boxes.
 * Open addressing over Float64 keys (line values can pass 2^31); grows as needed.
 */
export class NumSet {
  private keys: Float64Array;
  private marks: Uint32Array;
  private mark = 1;
  private shift: number;
  /** The members in insertion order. */
  values: number[] = [];

  constructor(bits = 8) {
    this.keys = new Float64Array(1 << bits);
    this.marks = new Uint32Array(1 << bits);
    this.shift = 32 - bits;
  }

  get size(): number {
    return this.values.length;
  }

  clear(): this {
    this.values = [];
    if (++this.mark === 0xffffffff) {
      this.marks.fill(0);
      this.mark = 1;
    }
    return this;
  }

  private slot(v: number): number {
    return Math.imul((v | 0) ^ ((v / 4294967296) | 0), 0x9e3779b1) >>> this.shift;
  }

  has(v: number): boolean {
    const mask = this.keys.length - 1;
    for (let i = this.slot(v); ; i = (i + 1) & mask) {
      if (this.marks[i] !== this.mark) return false;
      if (this.keys[i] === v) return true;
    }
  }

  add(v: number): void {
    if ((this.values.length + 1) * 2 > this.keys.length) this.grow();
    const mask = this.keys.length - 1;
    for (let i = this.slot(v); ; i = (i + 1) & mask) {
      if (this.marks[i] !== this.mark) {
        this.marks[i] = this.mark;
        this.keys[i] = v;
        this.values.push(v);
        return;
      }
      if (this.keys[i] === v) return;
    }
  }

  private grow(): void {
    const old = this.values;
    const bits = 32 - this.shift + 1;
    this.keys = new Float64Array(1 << bits);
    this.marks = new Uint32Array(1 << bits);
    this.shift = 32 - bits;
    this.mark = 1;
    this.values = [];
    for (const v of old) this.add(v);
  }
}

/** Sets handed out for one computation and taken back together (the line solver is not re-entrant). */
export class SetPool {
  private readonly sets: NumSet[] = [];
  private used = 0;

  take(): NumSet {
    if (this.used === this.sets.length) this.sets.push(new NumSet());
    return this.sets[this.used++]!.clear();
  }

  release(): void {
    this.used = 0;
  }
}
