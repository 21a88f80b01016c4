/**
 * Logarithms and exponentials that give the same bits in every JavaScript engine. The language
 * leaves `Math.log`, `Math.exp`, `Math.log2` and `Math.pow` "implementation-approximated": Node
 * 24's V8 and Chromium 153 return different last bits for hundreds of inputs in 22,000
 * (`Math.log(3)` among them), so a generator or grade that branches on them could make another
 * puzzle from the same seed in a browser, or on another Node. These use only + − × ÷ and
 * comparisons, which IEEE 754 rounds the same everywhere (JavaScript never fuses a multiply and
 * an add), so their results are equal wherever the project runs. Accurate to a few units in the
 * last place, which is all a grade or a weight needs; test/engine/portable-math.test.ts holds
 * them to the engine's own within that.
 */

const LN2 = 0.6931471805599453;
const SQRT2 = 1.4142135623730951;

/** `x` as `m × 2^e` with `m` in [√½, √2): halving and doubling are exact, so `e` and `m` are too. */
function split(x: number): [number, number] {
  let m = x;
  let e = 0;
  while (m >= 2) {
    m /= 2;
    e++;
  }
  while (m < 1) {
    m *= 2;
    e--;
  }
  if (m > SQRT2) {
    m /= 2;
    e++;
  }
  return [m, e];
}

/** ln(m) for m in [√½, √2): 2·atanh(s) with s = (m − 1)/(m + 1), |s| ≤ 0.172, summed to 2^-60. */
function lnNear1(m: number): number {
  const s = (m - 1) / (m + 1);
  const s2 = s * s;
  let term = s;
  let sum = 0;
  for (let k = 1; k < 40; k += 2) {
    const part = term / k;
    sum += part;
    if (Math.abs(part) < 1e-18) break;
    term *= s2;
  }
  return 2 * sum;
}

/** The natural logarithm; NaN below 0, −Infinity at 0, as `Math.log`. */
export function ln(x: number): number {
  if (!(x > 0)) return x === 0 ? -Infinity : NaN;
  if (x === Infinity) return Infinity;
  const [m, e] = split(x);
  return e * LN2 + lnNear1(m);
}

/** The base-2 logarithm, exact at powers of two, as `Math.log2`. */
export function log2(x: number): number {
  if (!(x > 0)) return x === 0 ? -Infinity : NaN;
  if (x === Infinity) return Infinity;
  const [m, e] = split(x);
  return m === 1 ? e : e + lnNear1(m) / LN2;
}

/** e^x, as `Math.exp`: x = k·ln 2 + r with |r| ≤ ½ ln 2, e^r by its series, times 2^k by doubling. */
export function exp(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (x > 709.8) return Infinity;
  if (x < -745.2) return 0;
  const k = Math.round(x / LN2);
  // ln 2 in two parts, the first with few enough bits that k × it is exact.
  const r = x - k * 0.6931471803691238 - k * 1.9082149292705877e-10;
  let term = 1;
  let sum = 1;
  for (let n = 1; n < 30; n++) {
    term = (term * r) / n;
    sum += term;
    if (Math.abs(term) < 1e-18) break;
  }
  let out = sum;
  // Doubled or halved k times: exact, but for results so small they lose bits as subnormals.
  const scale = k > 0 ? 2 : 0.5;
  for (let i = 0; i < Math.abs(k); i++) out *= scale;
  return out;
}
