/* TFMA and the fused multiply-add of the numeric core.
 *
 * Expected values: the MPFR oracle (tests/oracle: the exact a * b + c,
 * then one rounding), and hand derivation for the bundle cases, with the
 * derivation in a comment. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "num/num.h"
#include "oracle/oracle.h"
#include "ptosim/ptosim.h"
#include "support/avs.h"
#include "support/support.h"

enum { FP64 = 0, FP32 = 1, TF32 = 2, HF32 = 3, FP16 = 4, BF16 = 5, E4M3 = 7, E5M2 = 8 };

static uint64_t rng_state = 0x243F6A8885A308D3u;
static uint64_t rnd(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

static unsigned long checked, bad;

static void check(unsigned dt, uint64_t a, uint64_t b, uint64_t c)
{
    unsigned fo = 0, fn = 0;
    uint64_t want = oracle_fma(dt, a, b, c, 0, &fo);
    uint64_t got = num_ffma(dt, a, b, c, 0, &fn);
    checked++;
    if (got != want || fo != fn) {
        if (bad++ < 10)
            print_error("dt %u fma(0x%llx, 0x%llx, 0x%llx): got 0x%llx flags %x, oracle 0x%llx flags %x\n", dt,
                        (unsigned long long)a, (unsigned long long)b, (unsigned long long)c, (unsigned long long)got,
                        fn, (unsigned long long)want, fo);
    }
}

/* A value of the format with a random sign, exponent field near the middle
 * or the edges, and a random or patterned fraction. */
static uint64_t gen(unsigned dt)
{
    unsigned w = pto_dtype_bits(dt);
    uint64_t x = rnd();
    if (w < 64) x &= (((uint64_t)1) << w) - 1u;
    if (dt == TF32) x &= ~(uint64_t)0x1FFF;
    if (dt == HF32) x &= ~(uint64_t)0xFFF;
    return x;
}

/* E4M3 and E5M2: every pair (a, b) against 12 addends each: every rounding
 * case of an 8-bit format appears (the product is exact in 8 bits of
 * significand; the addends cover cancellation, zeros, NaN, infinity). */
static void fma_8bit(void **state)
{
    (void)state;
    static const unsigned fmts[2] = {E4M3, E5M2};
    for (int k = 0; k < 2; k++) {
        unsigned dt = fmts[k];
        for (unsigned a = 0; a < 256; a++)
            for (unsigned b = 0; b < 256; b++)
                for (unsigned j = 0; j < 12; j++) {
                    static const uint8_t fixed[6] = {0x00, 0x80, 0x01, 0x81, 0x7F, 0x7C};
                    uint64_t c = j < 6 ? fixed[j] : (rnd() & 0xFF);
                    check(dt, a, b, c);
                }
    }
    print_message("%lu 8-bit triples\n", checked);
    assert_int_equal(bad, 0);
}

/* FP16, BF16, FP32, TF32, HF32, FP64: random triples, triples whose
 * product nearly cancels the addend (c = -round(a*b) +- a few ulps), and
 * addends far above and below the product. */
static void fma_wide(void **state)
{
    (void)state;
    static const unsigned fmts[6] = {FP16, BF16, FP32, TF32, HF32, FP64};
    for (int k = 0; k < 6; k++) {
        unsigned dt = fmts[k];
        for (unsigned i = 0; i < 40000; i++) {
            uint64_t a = gen(dt), b = gen(dt), c = gen(dt);
            check(dt, a, b, c);
            unsigned f = 0;
            uint64_t p = num_fmul(dt, a, b, 0, &f);
            uint64_t sign = (uint64_t)1 << (pto_dtype_bits(dt) - 1);
            uint64_t step = dt == TF32 ? 0x2000u : dt == HF32 ? 0x1000u : 1u;
            check(dt, a, b, p ^ sign);
            check(dt, a, b, (p ^ sign) + step * (rnd() % 3));
            check(dt, a, b, (p ^ sign) - step * (rnd() % 3));
        }
    }
    print_message("%lu triples\n", checked);
    assert_int_equal(bad, 0);
}

/* ---- every FP16 and BF16 value as a ---- */

/* An encoding of the format from its fields (oracle_format: the format
 * table of the specification, independent of src/num). */
static uint64_t fields(const oracle_fmt *f, unsigned sign, uint64_t e, uint64_t frac)
{
    return (uint64_t)sign << (f->width - 1) | e << f->cf | frac << (f->cf - f->fbits);
}

/* The (b, c) pairs every a of a 16-bit format runs against: 16 special b
 * (signed zeros, infinities, a quiet and a signalling NaN, the smallest
 * and largest subnormals, the smallest normal, +-1, +-the largest finite,
 * 1 + ulp, 1 - ulp/2, 3) against 4 special c (+0, -0, 1, -inf): 64; c = -b
 * and c = +b for 32 random finite b (a * b - b = (a - 1) * b cancels as a
 * nears 1); c = -b * 2^k for 32 random b and k in -12..12; and 128 pairs
 * of oracle_gen_value values (interesting exponents and significand
 * patterns).  256 pairs. */
enum { NPAIRS = 256 };
/* Under ASan (about 20x slower) every a meets every eighth pair; the
 * optimised build runs them all. */
#if defined(__SANITIZE_ADDRESS__)
#define PAIR_STEP 8u
#else
#define PAIR_STEP 1u
#endif
static void pairs_16(unsigned dt, uint64_t *b, uint64_t *c)
{
    const oracle_fmt *f = oracle_format(dt);
    uint64_t eall = ((uint64_t)1 << f->ebits) - 1u, fall = ((uint64_t)1 << f->fbits) - 1u;
    uint64_t ebias = (uint64_t)f->bias;
    const uint64_t sb[16] = {
        0, fields(f, 1, 0, 0), fields(f, 0, eall, 0), fields(f, 1, eall, 0), f->cnan, fields(f, 0, eall, 1),
        fields(f, 0, 0, 1), fields(f, 0, 0, fall), fields(f, 0, 1, 0), fields(f, 0, ebias, 0),
        fields(f, 1, ebias, 0), f->maxfin, f->maxfin | fields(f, 1, 0, 0), fields(f, 0, ebias, 1),
        fields(f, 0, ebias - 1u, fall), fields(f, 0, ebias + 1u, (uint64_t)1 << (f->fbits - 1)),
    };
    const uint64_t sc[4] = {0, fields(f, 1, 0, 0), fields(f, 0, ebias, 0), fields(f, 1, eall, 0)};
    unsigned n = 0;
    for (unsigned i = 0; i < 16; i++)
        for (unsigned j = 0; j < 4; j++) {
            b[n] = sb[i];
            c[n++] = sc[j];
        }
    uint64_t st = 0xF16B16u + dt;
    while (n < 128) {
        uint64_t x = oracle_rng(&st) & 0xFFFFu;
        if (((x >> f->cf) & eall) == eall) continue; /* finite b only */
        b[n] = x;
        c[n] = n % 2 ? x ^ 0x8000u : x;
        n++;
    }
    while (n < 160) {
        uint64_t x = oracle_rng(&st) & 0xFFFFu;
        uint64_t e = (x >> f->cf) & eall;
        long k = (long)(oracle_rng(&st) % 25u) - 12;
        long ne = (long)e + k;
        if (e == 0 || e == eall || ne < 1 || ne >= (long)eall) continue; /* a normal b and b * 2^k */
        b[n] = x;
        c[n++] = (x & ~(eall << f->cf)) ^ 0x8000u ^ ((uint64_t)ne << f->cf);
    }
    while (n < NPAIRS) {
        b[n] = oracle_gen_value(dt, &st);
        c[n++] = oracle_gen_value(dt, &st);
    }
}

/* FP16 and BF16: every one of the 65,536 encodings as a, against the 256
 * (b, c) pairs: 16,777,216 triples per format, result bits and all five
 * flags against oracle_fma. */
static void fma_every_16bit_a(void **state)
{
    (void)state;
    static const unsigned fmts[2] = {FP16, BF16};
    unsigned long before = checked;
    for (int k = 0; k < 2; k++) {
        uint64_t b[NPAIRS], c[NPAIRS];
        pairs_16(fmts[k], b, c);
        for (uint64_t a = 0; a < 0x10000u; a++)
            for (unsigned j = 0; j < NPAIRS; j += PAIR_STEP) check(fmts[k], a, b[j], c[j]);
    }
    print_message("%lu triples\n", checked - before);
    assert_int_equal(checked - before, 2ul * 65536ul * (NPAIRS / PAIR_STEP));
    assert_int_equal(bad, 0);
}

/* ---- FP32 and FP64 hard cases, constructed ---- */

/* sig * 2^e (negated when neg) in the format, through MPFR and the
 * oracle's encoder; the value must be representable (checked by decoding
 * it back). */
static uint64_t enc(unsigned dt, bool neg, uint64_t sig, long e)
{
    mpfr_t v, w;
    mpfr_init2(v, 128);
    mpfr_init2(w, 128);
    mpfr_set_uj_2exp(v, sig, e, MPFR_RNDN);
    if (neg) mpfr_neg(v, v, MPFR_RNDN);
    uint64_t x = oracle_encode_exact(dt, v);
    assert_int_not_equal(oracle_decode(dt, x, w), OC_QNAN);
    assert_true(mpfr_equal_p(v, w) && mpfr_signbit(v) == mpfr_signbit(w));
    mpfr_clear(v);
    mpfr_clear(w);
    return x;
}

/* Where the exact a * b + c lies on the format's rounding grid, computed
 * with MPFR at 4,400 bits (exact for every FP32/FP64 triple): on a
 * representable value, on a midpoint, exactly one unit u off a midpoint,
 * exactly one unit u off a representable value, or elsewhere (G_ZERO: the
 * sum is zero).  The grid's quantum is 2^max(E - p + 1, emin - p + 1) for a
 * sum whose leading bit is 2^E (the subnormal spacing below the normals;
 * no upper exponent bound, so the overflow threshold is a midpoint too).
 * u is the finest place of the exact sum's terms: the smaller of the
 * product's last place (a's quantum times b's) and c's quantum, so "one u
 * off" is the nearest to the boundary that the sum can lie without lying
 * on it. */
enum { G_EXACT, G_MID, G_NEAR_MID, G_NEAR_EXACT, G_OTHER, G_ZERO, G_N };
static long quantum_exp(const oracle_fmt *f, const mpfr_t v)
{
    long lead = (long)mpfr_get_exp(v) - 1, q = lead - (long)f->fbits, qmin = (long)f->emin - (long)f->fbits;
    return q > qmin ? q : qmin;
}

static int grid_place(unsigned dt, uint64_t a, uint64_t b, uint64_t c)
{
    const oracle_fmt *f = oracle_format(dt);
    mpfr_t va, vb, vc, s, t, d;
    mpfr_inits2(4400, va, vb, vc, s, t, d, (mpfr_ptr)0);
    assert_int_equal(oracle_decode(dt, a, va), OC_FINITE);
    assert_int_equal(oracle_decode(dt, b, vb), OC_FINITE);
    assert_int_equal(oracle_decode(dt, c, vc), OC_FINITE);
    long u = quantum_exp(f, va) + quantum_exp(f, vb), uc = quantum_exp(f, vc);
    if (uc < u) u = uc;
    mpfr_mul(s, va, vb, MPFR_RNDN);
    int inexact = mpfr_add(s, s, vc, MPFR_RNDN);
    assert_int_equal(inexact, 0);
    int g = G_ZERO;
    if (!mpfr_zero_p(s)) {
        long q = quantum_exp(f, s);
        mpfr_abs(s, s, MPFR_RNDN);
        mpfr_mul_2si(t, s, -q, MPFR_RNDN); /* the sum in quanta, exact */
        mpfr_frac(t, t, MPFR_RNDN);        /* its fraction of a quantum, exact */
        mpfr_sub_d(d, t, 0.5, MPFR_RNDN);
        mpfr_abs(d, d, MPFR_RNDN);
        mpfr_mul_2si(d, d, q - u, MPFR_RNDN); /* distance to the midpoint in units u */
        mpfr_mul_2si(t, t, q - u, MPFR_RNDN); /* distance above the representable value below, in u */
        mpfr_t e;
        mpfr_init2(e, 4400);
        mpfr_set_ui_2exp(e, 1, q - u, MPFR_RNDN);
        mpfr_sub(e, e, t, MPFR_RNDN); /* distance below the one above, in u */
        if (mpfr_zero_p(t)) g = G_EXACT;
        else if (mpfr_zero_p(d)) g = G_MID;
        else if (mpfr_cmp_ui(d, 1) == 0) g = G_NEAR_MID;
        else if (mpfr_cmp_ui(t, 1) == 0 || mpfr_cmp_ui(e, 1) == 0) g = G_NEAR_EXACT;
        else g = G_OTHER;
        mpfr_clear(e);
    }
    mpfr_clears(va, vb, vc, s, t, d, (mpfr_ptr)0);
    return g;
}

static unsigned long grid_count[2][G_N], naive_wrong[2];

/* One constructed triple: the oracle's NX must agree with its grid place
 * (exact sums and exact zeros are exact, everything else inexact; an
 * overflow or underflow is reported with NX too), num_ffma must equal the
 * oracle, and the triple counts as hard when rounding a * b first and then
 * adding c (two oracle roundings) gives another result. */
static void hard(int k, unsigned dt, uint64_t a, uint64_t b, uint64_t c)
{
    int g = grid_place(dt, a, b, c);
    grid_count[k][g]++;
    unsigned fo = 0;
    uint64_t want = oracle_fma(dt, a, b, c, 0, &fo);
    if ((g == G_EXACT || g == G_ZERO) != !(fo & OF_NX))
        fail_msg("dt %u (0x%llx, 0x%llx, 0x%llx): grid place %d but oracle flags %x", dt, (unsigned long long)a,
                 (unsigned long long)b, (unsigned long long)c, g, fo);
    unsigned f1 = 0;
    uint64_t p = oracle_arith(dt, OR_MUL, a, b, 0, &f1);
    if (oracle_arith(dt, OR_ADD, p, c, 0, &f1) != want) naive_wrong[k]++;
    check(dt, a, b, c);
}

/* Families, for precision p (FP32 24, FP64 53), each at several exponent
 * placements and with both signs:
 *
 *  A. A cancelled product: a = (2^(p-1) + x) 2^ea, b = (2^(p-1) + y) 2^eb,
 *     c = -2^(2p-2) 2^(ea+eb), so that exactly a b + c =
 *     ((x + y) 2^(p-1) + x y) 2^(ea+eb): the leading 2^(2p-2) cancels.
 *     With x = 2^(t-1) + al, y = 2^(t-1) + be (al + be < 2^t, t <= p - 2)
 *     the sum's leading bit is 2^(p-1+t) 2^(ea+eb), its quantum 2^t
 *     2^(ea+eb) and its fraction of a quantum x y mod 2^t = (al + be mod
 *     2) 2^(t-1) + al be: (al, be) = (0, 0) is exact, (1, 0) a midpoint,
 *     (1, 2^(t-1) + 1) and (1, 2^(t-1) - 1) one unit 2^(ea+eb) (the
 *     product's last place) above and below the midpoint, (1, 1) one unit
 *     above a representable value; t runs over 3..p-2.  Placements put the
 *     sum's leading bit at 2^0, at 2^emin and 2^(emin+1), at 2^(emin-1)
 *     (just below the normals: tininess after rounding) and at 2^(emin-10),
 *     where the fixed subnormal quantum moves the grid (grid_place says
 *     where each lands).
 *
 *  B. The addend dominates and the product is exactly half (or a quarter
 *     of) its quantum: c = (2^(p-1) + k) 2^ec with k in {0, 1, 2, 3,
 *     2^(p-1) - 1} (even and odd last bits, a power of two whose lower
 *     neighbour is finer), a b = +-m h with h = 2^(ec-1) or 2^(ec-2) and
 *     m = 1 (on a midpoint, or exact below a power of two), 1 + 2^(1-p)
 *     or 1 - 2^-p (one unit of the product's last place either side):
 *     a = m 2^(p-1) scaled, b a power of two.  Placements: c near 1, c
 *     the largest finite value (c + h is the overflow threshold: a tie
 *     that rounds to 2^(emax+1), so infinity with OF and NX; one unit
 *     less stays at the largest finite value), c the smallest normal and
 *     c in the subnormals (the quantum stops shrinking there).
 *
 *  C. Exact cancellation: c = -(a b) for products that fit in p bits
 *     (x 2^i times y 2^j with small odd x, y), which must give +0, and
 *     with c one quantum off, the smallest possible nonzero sums.
 *
 * grid_place checks that each family lands where it says (counts per
 * place are asserted), and the naive two-rounding count shows the cases
 * are hard. */
static void hard_format(int k, unsigned dt)
{
    const oracle_fmt *f = oracle_format(dt);
    long p = (long)f->fbits + 1, emin = f->emin, emax = f->emax;
    uint64_t top = (uint64_t)1 << (p - 1);
    /* A: placements of the sum's leading bit 2^L: L = 0, emin (the
     * smallest normal's binade), emin + 1, emin - 1 (just below the
     * normals) and emin - 10 (deep in the subnormals) */
    const long place_a[5] = {0, emin, emin + 1, emin - 1, emin - 10};
    for (unsigned pl = 0; pl < 5; pl++)
        for (long t = 3; t <= p - 2; t++) {
            uint64_t h = (uint64_t)1 << (t - 1);
            const uint64_t ab[5][2] = {{0, 0}, {1, 0}, {1, h + 1}, {1, h - 1}, {1, 1}};
            for (unsigned v = 0; v < 5; v++) {
                long e = place_a[pl] - (p - 1) - t, ea = e / 2, eb = e - ea;
                for (int neg = 0; neg < 2; neg++)
                    hard(k, dt, enc(dt, neg, top + h + ab[v][0], ea), enc(dt, false, top + h + ab[v][1], eb),
                         enc(dt, !neg, 1, 2 * p - 2 + e));
            }
        }
    /* B */
    const uint64_t kk[5] = {0, 1, 2, 3, top - 1};
    const long place_b[4] = {-(p - 1), emax - (p - 1), emin - (p - 1), emin - (p - 1)};
    for (unsigned pl = 0; pl < 4; pl++)
        for (unsigned ki = 0; ki < 5; ki++) {
            long ec = place_b[pl];
            uint64_t csig = top + kk[ki];
            if (pl == 3) /* a subnormal c: about 2^(emin-3), or the largest subnormal */
                csig = ki == 4 ? top - 1 : (top >> 3) + kk[ki];
            for (int hq = 1; hq <= 2; hq++) {
                long eh = ec - hq; /* h = 2^eh */
                const uint64_t msig[3] = {top, top + 1, 2 * top - 1};
                const long mexp[3] = {-(p - 1), -(p - 1), -p};
                for (unsigned mi = 0; mi < 3; mi++)
                    for (int cneg = 0; cneg < 2; cneg++)
                        for (int pneg = 0; pneg < 2; pneg++) {
                            long eb = eh / 2, ea = eh - eb + mexp[mi];
                            hard(k, dt, enc(dt, pneg, msig[mi], ea), enc(dt, false, 1, eb), enc(dt, cneg, csig, ec));
                        }
            }
        }
    /* C */
    for (uint64_t x = 1; x < 64; x += 2)
        for (uint64_t y = 1; y < 64; y += 6)
            for (long i = -40; i <= 40; i += 20) {
                uint64_t a = enc(dt, false, x, i), b = enc(dt, true, y, -i / 2);
                long e = i - i / 2;
                hard(k, dt, a, b, enc(dt, false, x * y, e));
                hard(k, dt, a, b, enc(dt, false, (x * y) << (p - 13), e - (p - 13)) + 1u);
                hard(k, dt, a, b, enc(dt, false, (x * y) << (p - 13), e - (p - 13)) - 1u);
            }
}

static void fma_hard_fp32_fp64(void **state)
{
    (void)state;
    static const unsigned fmts[2] = {FP32, FP64};
    unsigned long before = checked;
    for (int k = 0; k < 2; k++) {
        hard_format(k, fmts[k]);
        print_message("dt %u: %lu exact, %lu midpoints, %lu near midpoints, %lu near representable, %lu other, "
                      "%lu zero; %lu where rounding the product first differs\n",
                      fmts[k], grid_count[k][G_EXACT], grid_count[k][G_MID], grid_count[k][G_NEAR_MID],
                      grid_count[k][G_NEAR_EXACT], grid_count[k][G_OTHER], grid_count[k][G_ZERO], naive_wrong[k]);
        /* the construction lands where it says */
        assert_true(grid_count[k][G_MID] >= 150);
        assert_true(grid_count[k][G_NEAR_MID] >= 150);
        assert_true(grid_count[k][G_NEAR_EXACT] >= 100);
        assert_true(grid_count[k][G_EXACT] >= 100);
        assert_true(grid_count[k][G_ZERO] >= 100);
        assert_true(naive_wrong[k] >= 100);
    }
    print_message("%lu hard triples\n", checked - before);
    assert_int_equal(bad, 0);
    /* Hand-derived FP32 boundaries (and the oracle agrees):
     * - the largest finite 0x7F7FFFFF plus 2^52 * 2^51 = 2^103, half its
     *   quantum 2^104: a tie, and its significand is odd, so it rounds to
     *   2^128: +inf with OF and NX;
     * - the largest subnormal 0x007FFFFF (2^-126 - 2^-149) plus 2^-75 *
     *   2^-75 = 2^-150, half the subnormal quantum: a tie rounding to the
     *   even 2^-126 = 0x00800000, the smallest normal, but 2^-126 - 2^-150
     *   has only 24 significant bits, so rounded with an unbounded exponent
     *   it stays below 2^-126: tiny (after rounding) and inexact, UF and NX;
     * - the same with a = 1.5 * 2^-75 (0x1A400000): 2^-126 - 2^-151, which
     *   rounds to 2^-126 even with an unbounded exponent (a tie at 24 bits,
     *   to the even 2^-126): not tiny, so NX only;
     * - the same with a = (1 - 2^-24) 2^-75 (0x19FFFFFF): just below the
     *   midpoint, it stays 0x007FFFFF, tiny and inexact: UF and NX. */
    static const struct { uint64_t a, b, c, r; unsigned fl; } hand[4] = {
        {0x59800000u, 0x59000000u, 0x7F7FFFFFu, 0x7F800000u, OF_OF | OF_NX},
        {0x1A000000u, 0x1A000000u, 0x007FFFFFu, 0x00800000u, OF_UF | OF_NX},
        {0x1A400000u, 0x1A000000u, 0x007FFFFFu, 0x00800000u, OF_NX},
        {0x19FFFFFFu, 0x1A000000u, 0x007FFFFFu, 0x007FFFFFu, OF_UF | OF_NX},
    };
    for (unsigned i = 0; i < 4; i++) {
        unsigned fn = 0, fo = 0;
        assert_int_equal(num_ffma(FP32, hand[i].a, hand[i].b, hand[i].c, 0, &fn), hand[i].r);
        assert_int_equal(fn, hand[i].fl);
        assert_int_equal(oracle_fma(FP32, hand[i].a, hand[i].b, hand[i].c, 0, &fo), hand[i].r);
        assert_int_equal(fo, hand[i].fl);
    }
}

/* ---- TFMA bundles ---- */

static pto_machine *run(const char *text, pto_status want)
{
    pto_machine *m = pto_create();
    char err[300];
    pto_status s = run_text(m, text, err, sizeof err);
    if (s != want) fail_msg("status %d, wanted %d: %s", (int)s, (int)want, err);
    return m;
}

static uint64_t el(pto_machine *m, unsigned t, unsigned pe, uint32_t i)
{
    uint64_t v;
    bool d;
    assert_int_equal(pto_tile_read(m, t, pe, i, &v, &d), PTO_OK);
    assert_true(d);
    return v;
}

#define TFMA_BUNDLE(dt) \
    "BSTART.VEC TFMA, " dt "\nB.DIM LB0=4 ; B.DIM LB2=8\nB.IOT T#1, T#2, mask=1111\nB.IOT T#3, mask=1111, last, ->U<128B>\nBSTOP\n"

/* FP32: a = b = 1 + 2^-12 (0x3F800800), c = -(1 + 2^-11) (0xBF801000):
 * a*b = 1 + 2^-11 + 2^-24 exactly, so the fused result is 2^-24
 * (0x33800000), exact; rounding a*b first would give 1 + 2^-11 (a tie to
 * even) and then 0.  Lane 1: 0 * inf -> canonical NaN 0x7FC00000 with NV.
 * Lane 2: 3 * 5 + 7 = 22 (0x41B00000).  Lane 3: a quiet NaN (sign set)
 * times +inf plus -inf: TileFixedFusedMultiplyAddValue counts a NaN as not
 * negative, so the product's "sign" is + and the addend -inf is the
 * opposite infinity: an invalid case, the canonical NaN with NV (IEEE
 * would give the NaN without NV; tfma_lanes checks each lane's flags). */
static void tfma_fp32(void **state)
{
    (void)state;
    pto_machine *m = run(".tile T#1 FP32 size=128B cols=8 valid=1x4 mask=1111\n"
                         ".fill T#1 pe=* = 0x3F800800 0x00000000 0x40400000 0xFFC00000\n"
                         ".tile T#2 FP32 size=128B cols=8 valid=1x4 mask=1111\n"
                         ".fill T#2 pe=* = 0x3F800800 0x7F800000 0x40A00000 0x7F800000\n"
                         ".tile T#3 FP32 size=128B cols=8 valid=1x4 mask=1111\n"
                         ".fill T#3 pe=* = 0xBF801000 0x3F800000 0x40E00000 0xFF800000\n" TFMA_BUNDLE("FP32"),
                         PTO_END);
    for (unsigned pe = 0; pe < 4; pe++) {
        assert_int_equal(el(m, 16, pe, 0), 0x33800000u);
        assert_int_equal(el(m, 16, pe, 1), 0x7FC00000u);
        assert_int_equal(el(m, 16, pe, 2), 0x41B00000u);
        assert_int_equal(el(m, 16, pe, 3), 0x7FC00000u);
    }
    assert_int_equal(pto_flags(m), PTO_FLAG_NV);
    pto_destroy(m);
}

/* pto-v0: the raw carriers (written as hex, raw encodings): 0x3F800000 * 2
 * + 1 = 0x7F000001, 2 * 2 + 1 = 5, 3 * 3 + 0xFFFFFFFF = 8 (mod 2^32; a quiet
 * NaN addend is no invalid case), no flags from the profile; 0 * inf stays
 * the canonical NaN with NV. */
static void tfma_v0(void **state)
{
    (void)state;
    pto_machine *m = run(".profile pto-v0\n"
                         ".tile T#1 FP32 size=128B cols=8 valid=1x4 mask=1111\n.fill T#1 pe=* = 0x3F800000 0x0 0x2 0x3\n"
                         ".tile T#2 FP32 size=128B cols=8 valid=1x4 mask=1111\n.fill T#2 pe=* = 0x2 0x7F800000 0x2 0x3\n"
                         ".tile T#3 FP32 size=128B cols=8 valid=1x4 mask=1111\n.fill T#3 pe=* = 0x1 0x1 0x1 0xFFFFFFFF\n"
                         TFMA_BUNDLE("FP32"),
                         PTO_END);
    assert_int_equal(el(m, 16, 0, 0), 0x7F000001u);
    assert_int_equal(el(m, 16, 0, 1), 0x7FC00000u);
    assert_int_equal(el(m, 16, 0, 2), 5);
    assert_int_equal(el(m, 16, 0, 3), 8); /* 9 + 0xFFFFFFFF mod 2^32 */
    assert_int_equal(pto_flags(m), PTO_FLAG_NV);
    pto_destroy(m);
}

/* S32: (l * r + a) mod 2^32 on the zero-extended values. */
static void tfma_int(void **state)
{
    (void)state;
    pto_machine *m = run(".tile T#1 S32 size=128B cols=8 valid=1x4 mask=1111\n.fill T#1 pe=* = 7 -3 65536 -1\n"
                         ".tile T#2 S32 size=128B cols=8 valid=1x4 mask=1111\n.fill T#2 pe=* = 6 5 65536 -1\n"
                         ".tile T#3 S32 size=128B cols=8 valid=1x4 mask=1111\n.fill T#3 pe=* = 1 2 3 -1\n"
                         TFMA_BUNDLE("S32"),
                         PTO_END);
    assert_int_equal(el(m, 16, 0, 0), 43);
    assert_int_equal(el(m, 16, 0, 1), (uint32_t)-13);
    assert_int_equal(el(m, 16, 0, 2), 3);  /* 2^32 + 3 wraps */
    assert_int_equal(el(m, 16, 0, 3), 0);  /* 1 + (-1) */
    assert_int_equal(pto_flags(m), 0);
    pto_destroy(m);
}

/* Faults: a B.IOR (even all zero) is TileLegality (the closed schema);
 * a source of another shape is TileLegality after allocation with the
 * destination rolled back; nothing else changes. */
static void tfma_faults(void **state)
{
    (void)state;
    static const char srcs[] = ".tile T#1 FP32 size=128B cols=8 valid=1x4 mask=1111\n.fill T#1 pe=* = 1 2 3 4\n"
                               ".tile T#2 FP32 size=128B cols=8 valid=1x4 mask=1111\n.fill T#2 pe=* = 1 2 3 4\n";
    char text[1024];
    snprintf(text, sizeof text,
             "%s.tile T#3 FP32 size=128B cols=8 valid=1x4 mask=1111\n.fill T#3 pe=* = 1 2 3 4\n"
             "BSTART.VEC TFMA, FP32\nB.DIM LB0=4 ; B.DIM LB2=8\nB.IOT T#1, T#2, mask=1111\n"
             "B.IOT T#3, mask=1111, last, ->U<128B>\nB.IOR zero\nBSTOP\n",
             srcs);
    pto_machine *m = run(text, PTO_FAULT);
    pto_fault_info f;
    pto_fault(m, &f);
    assert_int_equal(f.kind, PTO_FAULT_TILE_LEGALITY);
    assert_false(pto_tile_allocated(m, 16));
    assert_int_equal(pto_check_invariants(m, NULL, 0), 0);
    pto_destroy(m);
    snprintf(text, sizeof text,
             "%s.tile T#3 FP32 size=128B cols=8 valid=1x3 mask=1111\n.fill T#3 pe=* = 1 2 3\n" TFMA_BUNDLE("FP32"), srcs);
    m = run(text, PTO_FAULT);
    pto_fault(m, &f);
    assert_int_equal(f.kind, PTO_FAULT_TILE_LEGALITY);
    assert_non_null(strstr(f.rule, "(C14)"));
    assert_false(pto_tile_allocated(m, 16));
    assert_int_equal(pto_flags(m), 0);
    assert_int_equal(pto_check_invariants(m, NULL, 0), 0);
    pto_destroy(m);
}

/* Each lane of tfma_fp32 in a bundle of its own, for its flags: lane 0 is
 * exact (no flag; rounding a*b first would make it 0), lane 1 (0 * inf) and
 * lane 3 (quiet NaN * +inf + -inf, the model's opposite infinities) NV,
 * lane 2 exact. */
static void tfma_lanes(void **state)
{
    (void)state;
    static const struct { const char *l, *r, *a; uint32_t want; unsigned flags; } lane[4] = {
        {"0x3F800800", "0x3F800800", "0xBF801000", 0x33800000u, 0},
        {"0x00000000", "0x7F800000", "0x3F800000", 0x7FC00000u, PTO_FLAG_NV},
        {"0x40400000", "0x40A00000", "0x40E00000", 0x41B00000u, 0},
        {"0xFFC00000", "0x7F800000", "0xFF800000", 0x7FC00000u, PTO_FLAG_NV},
    };
    for (unsigned i = 0; i < 4; i++) {
        char text[1024];
        snprintf(text, sizeof text,
                 ".tile T#1 FP32 size=128B cols=8 valid=1x4 mask=1111\n.fill T#1 pe=* = %s %s %s %s\n"
                 ".tile T#2 FP32 size=128B cols=8 valid=1x4 mask=1111\n.fill T#2 pe=* = %s %s %s %s\n"
                 ".tile T#3 FP32 size=128B cols=8 valid=1x4 mask=1111\n.fill T#3 pe=* = %s %s %s %s\n"
                 TFMA_BUNDLE("FP32"),
                 lane[i].l, lane[i].l, lane[i].l, lane[i].l, lane[i].r, lane[i].r, lane[i].r, lane[i].r, lane[i].a,
                 lane[i].a, lane[i].a, lane[i].a);
        pto_machine *m = run(text, PTO_END);
        for (unsigned pe = 0; pe < 4; pe++)
            for (uint32_t e = 0; e < 4; e++) assert_int_equal(el(m, 16, pe, e), lane[i].want);
        assert_int_equal(pto_flags(m), lane[i].flags);
        pto_destroy(m);
    }
}

/* The invalid cases of TileFixedFusedMultiplyAddValue (fused-multiply-add.asl),
 * written here from the ASL with the oracle's decoder: a signalling NaN
 * anywhere, 0 * inf or inf * 0, or an infinite product and an infinite
 * addend of opposite "signs", where TileNumericClassIsNegative counts a
 * NaN as not negative. */
static bool model_invalid(unsigned dt, uint64_t l, uint64_t r, uint64_t a)
{
    const oracle_fmt *f = oracle_format(dt);
    mpfr_t v;
    mpfr_init2(v, 128);
    int cl = oracle_decode(dt, l, v), cr = oracle_decode(dt, r, v), ca = oracle_decode(dt, a, v);
    mpfr_clear(v);
    unsigned sh = f->width - 1;
    bool nl = cl != OC_QNAN && cl != OC_SNAN && (l >> sh & 1u), nr = cr != OC_QNAN && cr != OC_SNAN && (r >> sh & 1u),
         na = ca != OC_QNAN && ca != OC_SNAN && (a >> sh & 1u);
    if (cl == OC_SNAN || cr == OC_SNAN || ca == OC_SNAN) return true;
    if ((cl == OC_ZERO && cr == OC_INF) || (cl == OC_INF && cr == OC_ZERO)) return true;
    return (cl == OC_INF || cr == OC_INF) && ca == OC_INF && (nl != nr) != na;
}

/* The element TFMA must produce: the model's invalid cases give the
 * canonical NaN with NV in both profiles; otherwise ieee rounds once (the
 * oracle) and pto-v0 adds the raw carriers, (l * r + a) mod 2^W with no
 * flag (ScalarFPFusedProfile of reference-profile.asl); integers are
 * (l * r + a) mod 2^W in both. */
static uint64_t expect_elem(unsigned dt, pto_profile prof, uint64_t l, uint64_t r, uint64_t a, unsigned *flags)
{
    unsigned w = pto_dtype_bits(dt);
    uint64_t mask = w == 64 ? UINT64_MAX : (((uint64_t)1 << w) - 1u);
    const oracle_fmt *f = oracle_format(dt);
    if (!f) return (l * r + a) & mask;
    if (model_invalid(dt, l, r, a)) {
        *flags |= OF_NV;
        return f->cnan;
    }
    if (prof == PTO_PROFILE_V0) return (l * r + a) & mask;
    return oracle_fma(dt, l, r, a, 0, flags);
}

/* A 512-byte TFMA bundle: BSTART(dt) [datr] LB0 = vc, LB1 = vr, LB2 =
 * cols; B.IOT T#2, T#3 (L=0); B.IOT T#4, last, ->T<512B>; both with
 * PEMode pem; BSTOP. */
static void tfma_words(avs_prog *p, unsigned dt, uint32_t datr, uint32_t vr, uint32_t vc, uint32_t cols, unsigned pem)
{
    avs_init(p);
    avs_w(p, avs_bstart(dt, 0x01C));
    if (datr) avs_w(p, datr);
    avs_w(p, avs_bdim(0, 0, vc));
    avs_w(p, avs_bdim(1, 0, vr));
    avs_w(p, avs_bdim(2, 0, cols));
    avs_w(p, avs_biot_ss(1, 2, pem, 0));
    avs_w(p, avs_biot_sd(3, pem, 1, AVS_HAND_T, 3));
    avs_w(p, AVS_BSTOP);
}

/* A value for the four-PE bundles: oracle_gen_value mostly, with the
 * format's specials (signed zeros, infinities, NaNs) one time in eight. */
static uint64_t bundle_value(unsigned dt, uint64_t *st)
{
    const oracle_fmt *f = oracle_format(dt);
    if (!f) return oracle_rng(st) & (pto_dtype_bits(dt) == 64 ? UINT64_MAX : ((uint64_t)1 << pto_dtype_bits(dt)) - 1u);
    if (oracle_rng(st) % 8u) return oracle_gen_value(dt, st);
    uint64_t eall = ((uint64_t)1 << f->ebits) - 1u;
    const uint64_t sp[6] = {0, fields(f, 1, 0, 0), f->has_inf ? fields(f, 0, eall, 0) : f->maxfin,
                            f->has_inf ? fields(f, 1, eall, 0) : f->maxfin | fields(f, 1, 0, 0), f->cnan,
                            f->has_inf ? fields(f, 0, eall, 1) : f->cnan};
    return sp[oracle_rng(st) % 6u];
}

/* Every float format and S16, U32, S64: 512-byte tiles, Col 16, the whole
 * tile valid, each of the four PEs with its own left, right and addend
 * (generated values, specials, and for FP32/FP64 near-cancelling addends
 * c = -(a * b rounded) + 0..2 quanta), run as one TFMA bundle under both
 * profiles; every element of every PE is compared with expect_elem and the
 * recorded flags with the OR over every PE and element; the sources stay
 * as they were. */
static void tfma_four_pes(void **state)
{
    (void)state;
    static const unsigned types[11] = {FP64, FP32, TF32, HF32, FP16, BF16, E4M3, E5M2, 18 /* S16 */, 25 /* U32 */,
                                       16 /* S64 */};
    static const pto_profile prof[2] = {PTO_PROFILE_IEEE, PTO_PROFILE_V0};
    uint64_t st = 0x5EED7F3Au;
    unsigned long n = 0;
    for (unsigned ti = 0; ti < 11; ti++)
        for (unsigned pi = 0; pi < 2; pi++) {
            unsigned dt = types[ti], w = pto_dtype_bits(dt);
            uint32_t cols = 16, rows = 512u * 8u / w / cols;
            pto_machine *m = pto_create();
            assert_int_equal(pto_set_profile(m, prof[pi]), PTO_OK);
            for (unsigned k = 1; k <= 3; k++) avs_tile(m, k, dt, 512, cols, rows, cols, PTO_LAYOUT_ROW_MAJOR, 0xF);
            static uint64_t v[3][4][512];
            for (unsigned pe = 0; pe < 4; pe++)
                for (uint32_t i = 0; i < rows * cols; i++) {
                    for (unsigned k = 0; k < 3; k++) v[k][pe][i] = bundle_value(dt, &st);
                    if ((dt == FP32 || dt == FP64) && i % 4 == 3) { /* near cancellation */
                        unsigned fl = 0;
                        uint64_t p = oracle_arith(dt, OR_MUL, v[0][pe][i], v[1][pe][i], 0, &fl);
                        v[2][pe][i] = (p ^ ((uint64_t)1 << (w - 1))) + oracle_rng(&st) % 3u;
                    }
                    if (dt == TF32) for (unsigned k = 0; k < 3; k++) v[k][pe][i] &= ~(uint64_t)0x1FFF;
                    if (dt == HF32) for (unsigned k = 0; k < 3; k++) v[k][pe][i] &= ~(uint64_t)0xFFF;
                    for (unsigned k = 0; k < 3; k++)
                        assert_int_equal(pto_tile_write(m, 1 + k, pe, i, v[k][pe][i]), PTO_OK);
                }
            avs_prog p;
            tfma_words(&p, dt, 0, rows, cols, cols, AVS_PEM_ALL);
            avs_run_ok(m, &p);
            unsigned flags = 0;
            for (unsigned pe = 0; pe < 4; pe++)
                for (uint32_t i = 0; i < rows * cols; i++) {
                    uint64_t want = expect_elem(dt, prof[pi], v[0][pe][i], v[1][pe][i], v[2][pe][i], &flags);
                    uint64_t got;
                    bool d;
                    assert_int_equal(pto_tile_read(m, 0, pe, i, &got, &d), PTO_OK);
                    if (got != want || !d)
                        fail_msg("dt %u profile %u PE%u element %u: fma(0x%llx, 0x%llx, 0x%llx) = 0x%llx, want 0x%llx",
                                 dt, (unsigned)prof[pi], pe, i, (unsigned long long)v[0][pe][i],
                                 (unsigned long long)v[1][pe][i], (unsigned long long)v[2][pe][i],
                                 (unsigned long long)got, (unsigned long long)want);
                    for (unsigned k = 0; k < 3; k++) {
                        assert_int_equal(pto_tile_read(m, 1 + k, pe, i, &got, &d), PTO_OK);
                        assert_int_equal(got, v[k][pe][i]);
                    }
                    n++;
                }
            assert_int_equal(pto_flags(m), flags);
            assert_int_equal(pto_check_invariants(m, NULL, 0), 0);
            pto_destroy(m);
        }
    print_message("%lu elements\n", n);
}

/* Per-PE flags: FP32, one element per PE, PE0 0 * inf + 1 (NV), PE1
 * 2^127 * 2 + 0 (OF, NX), PE2 2^-75 * 2^-75 + 0 = 2^-150 (UF, NX: a tie
 * to +0), PE3 1 * 1 + 2^-30 (NX); run with each PEMode (PE0, PE3, PE0-1,
 * PE0-2, all): the flags are the OR over the participating PEs only, the
 * destination exists on exactly those PEs with each PE's own result
 * (hand-derived: the canonical NaN, +inf, +0, 1.0); numeric sources give
 * no lint warning. */
static void tfma_pe_flags(void **state)
{
    (void)state;
    static const uint64_t l[4] = {0, 0x7F000000u, 0x1A000000u, 0x3F800000u};
    static const uint64_t r[4] = {0x7F800000u, 0x40000000u, 0x1A000000u, 0x3F800000u};
    static const uint64_t a[4] = {0x3F800000u, 0, 0, 0x30800000u};
    static const uint64_t want[4] = {0x7FC00000u, 0x7F800000u, 0, 0x3F800000u};
    static const unsigned pef[4] = {PTO_FLAG_NV, PTO_FLAG_OF | PTO_FLAG_NX, PTO_FLAG_UF | PTO_FLAG_NX, PTO_FLAG_NX};
    static const struct { unsigned pem, mask; } modes[5] = {{1, 0x8}, {4, 0x1}, {5, 0xC}, {6, 0xE}, {7, 0xF}};
    for (unsigned mi = 0; mi < 5; mi++) {
        pto_machine *m = pto_create();
        pto_set_lint(m, true);
        for (unsigned k = 1; k <= 3; k++) avs_tile(m, k, FP32, 512, 16, 1, 1, PTO_LAYOUT_ROW_MAJOR, 0xF);
        for (unsigned pe = 0; pe < 4; pe++) {
            assert_int_equal(pto_tile_write(m, 1, pe, 0, l[pe]), PTO_OK);
            assert_int_equal(pto_tile_write(m, 2, pe, 0, r[pe]), PTO_OK);
            assert_int_equal(pto_tile_write(m, 3, pe, 0, a[pe]), PTO_OK);
        }
        avs_prog p;
        tfma_words(&p, FP32, 0, 1, 1, 16, modes[mi].pem);
        avs_run_ok(m, &p);
        pto_tile_desc d;
        assert_int_equal(pto_tile_describe(m, 0, &d), PTO_OK);
        assert_int_equal(d.mask, modes[mi].mask);
        unsigned flags = 0;
        for (unsigned pe = 0; pe < 4; pe++) {
            if (!(modes[mi].mask & (8u >> pe))) continue;
            flags |= pef[pe];
            uint64_t got;
            bool def;
            assert_int_equal(pto_tile_read(m, 0, pe, 0, &got, &def), PTO_OK);
            assert_true(def);
            assert_int_equal(got, want[pe]);
            unsigned fo = 0;
            assert_int_equal(oracle_fma(FP32, l[pe], r[pe], a[pe], 0, &fo), want[pe]);
            assert_int_equal(fo, pef[pe]);
        }
        assert_int_equal(pto_flags(m), flags);
        assert_int_equal(pto_lint_count(m), 0);
        pto_destroy(m);
    }
}

/* Every PadValue on every TFMA type: a 2 x 3 valid region (2 * 3 + 1 = 7 in
 * each type's encoding, as in test_avs_fma.c) in 512-byte tiles with Col 4;
 * without B.DATR (Null) and with B.DATR PadValue Zero, Max, Min, Null, every
 * padding element of every PE is the pad value of spec-digest §4.5
 * (TilePadValueForDataType: floats +-the largest finite value, not
 * infinity; signed integers their extremes; unsigned all ones and 0; Zero
 * and Null write 0) and defined except for Null. */
static void tfma_every_pad(void **state)
{
    (void)state;
    static const struct { unsigned dt; uint64_t two, three, one, seven, max, min; } t[16] = {
        {FP64, 0x4000000000000000ull, 0x4008000000000000ull, 0x3FF0000000000000ull, 0x401C000000000000ull,
         0x7FEFFFFFFFFFFFFFull, 0xFFEFFFFFFFFFFFFFull},
        {FP32, 0x40000000u, 0x40400000u, 0x3F800000u, 0x40E00000u, 0x7F7FFFFFu, 0xFF7FFFFFu},
        {TF32, 0x40000000u, 0x40400000u, 0x3F800000u, 0x40E00000u, 0x7F7FE000u, 0xFF7FE000u},
        {HF32, 0x40000000u, 0x40400000u, 0x3F800000u, 0x40E00000u, 0x7F7FF000u, 0xFF7FF000u},
        {FP16, 0x4000u, 0x4200u, 0x3C00u, 0x4700u, 0x7BFFu, 0xFBFFu},
        {BF16, 0x4000u, 0x4040u, 0x3F80u, 0x40E0u, 0x7F7Fu, 0xFF7Fu},
        {E4M3, 0x40u, 0x44u, 0x38u, 0x4Eu, 0x7Eu, 0xFEu},
        {E5M2, 0x40u, 0x42u, 0x3Cu, 0x47u, 0x7Bu, 0xFBu},
        {16, 2, 3, 1, 7, 0x7FFFFFFFFFFFFFFFull, 0x8000000000000000ull},
        {17, 2, 3, 1, 7, 0x7FFFFFFFu, 0x80000000u},
        {18, 2, 3, 1, 7, 0x7FFFu, 0x8000u},
        {19, 2, 3, 1, 7, 0x7Fu, 0x80u},
        {24, 2, 3, 1, 7, UINT64_MAX, 0},
        {25, 2, 3, 1, 7, 0xFFFFFFFFu, 0},
        {26, 2, 3, 1, 7, 0xFFFFu, 0},
        {27, 2, 3, 1, 7, 0xFFu, 0},
    };
    for (unsigned ti = 0; ti < 16; ti++)
        for (int pad = -1; pad < 4; pad++) { /* -1: no B.DATR */
            unsigned dt = t[ti].dt;
            uint32_t cols = 4, rows = 512u * 8u / pto_dtype_bits(dt) / cols;
            pto_machine *m = pto_create();
            const uint64_t src[3] = {t[ti].two, t[ti].three, t[ti].one};
            for (unsigned k = 1; k <= 3; k++) {
                avs_tile(m, k, dt, 512, cols, 2, 3, PTO_LAYOUT_ROW_MAJOR, 0xF);
                for (uint32_t rr = 0; rr < 2; rr++)
                    for (uint32_t cc = 0; cc < 3; cc++) avs_put(m, k, rr, cc, src[k - 1]);
            }
            avs_prog p;
            tfma_words(&p, dt, pad < 0 ? 0 : avs_bdatr_pad((unsigned)pad), 2, 3, cols, AVS_PEM_ALL);
            avs_run_ok(m, &p);
            uint64_t pv = pad == AVS_PAD_MAX ? t[ti].max : pad == AVS_PAD_MIN ? t[ti].min : 0;
            bool pdef = pad >= 0 && pad != AVS_PAD_NULL;
            for (uint32_t rr = 0; rr < rows; rr++)
                for (uint32_t cc = 0; cc < cols; cc++) {
                    if (rr < 2 && cc < 3) avs_expect(m, 0, rr, cc, t[ti].seven, true);
                    else if (pdef) avs_expect(m, 0, rr, cc, pv, true);
                    else avs_expect_defined(m, 0, rr, cc, false);
                }
            assert_int_equal(pto_flags(m), 0);
            assert_int_equal(pto_check_invariants(m, NULL, 0), 0);
            pto_destroy(m);
        }
}

/* A predicate tile as a source.  TileOperandsLegal_TFMA compares shape,
 * layout and DataType but not the storage kind, and a predicate tile is
 * U8 and row-major, so a predicate tile of the destination's shape is a
 * legal U8 source; TileReadLogicalElement then reads its payload at the
 * logical index, i.e. payload byte i, not bit i (as TSTORE does, decisions
 * D28).  Left: a 128-byte predicate tile, 8 x 16, every bit defined, bits
 * 0, 1 and 9 set, so payload bytes 0 and 1 are 0x03 and 0x02 and the rest
 * 0 (fresh storage); right all 5; addend all 1; U8 destination 8 x 16:
 * element 0 = 3 * 5 + 1 = 16, element 1 = 2 * 5 + 1 = 11, every other
 * element 0 * 5 + 1 = 1 (hand-derived). */
static void tfma_predicate_source(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    pto_set_lint(m, true);
    avs_pred_tile(m, 1, 128, 8, 16, 8, 16, 0xF);
    avs_tile(m, 2, 27 /* U8 */, 128, 16, 8, 16, PTO_LAYOUT_ROW_MAJOR, 0xF);
    avs_tile(m, 3, 27, 128, 16, 8, 16, PTO_LAYOUT_ROW_MAJOR, 0xF);
    for (unsigned pe = 0; pe < 4; pe++)
        for (uint32_t i = 0; i < 128; i++) {
            assert_int_equal(pto_tile_write(m, 1, pe, i, i == 0 || i == 1 || i == 9), PTO_OK);
            assert_int_equal(pto_tile_write(m, 2, pe, i, 5), PTO_OK);
            assert_int_equal(pto_tile_write(m, 3, pe, i, 1), PTO_OK);
        }
    avs_prog p;
    avs_init(&p);
    avs_w(&p, avs_bstart(27, 0x01C));
    avs_w(&p, avs_bdim(0, 0, 16));
    avs_w(&p, avs_bdim(1, 0, 8));
    avs_w(&p, avs_biot_ss(1, 2, AVS_PEM_ALL, 0));
    avs_w(&p, avs_biot_sd(3, AVS_PEM_ALL, 1, AVS_HAND_T, 1)); /* ->T<128B>: 8 x 16 */
    avs_w(&p, AVS_BSTOP);
    avs_run_ok(m, &p);
    for (unsigned pe = 0; pe < 4; pe++)
        for (uint32_t i = 0; i < 128; i++) {
            uint64_t v;
            bool d;
            assert_int_equal(pto_tile_read(m, 0, pe, i, &v, &d), PTO_OK);
            assert_true(d);
            assert_int_equal(v, i == 0 ? 16u : i == 1 ? 11u : 1u);
        }
    /* --lint says so (the model's reading, meaningless as data) */
    assert_int_equal(pto_lint_count(m), 1);
    assert_non_null(strstr(pto_lint_message(m, 0), "predicate source T#2"));
    assert_int_equal(pto_check_invariants(m, NULL, 0), 0);
    pto_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fma_8bit), cmocka_unit_test(fma_wide), cmocka_unit_test(fma_every_16bit_a),
        cmocka_unit_test(fma_hard_fp32_fp64), cmocka_unit_test(tfma_fp32),
        cmocka_unit_test(tfma_v0),  cmocka_unit_test(tfma_int), cmocka_unit_test(tfma_faults),
        cmocka_unit_test(tfma_lanes), cmocka_unit_test(tfma_four_pes), cmocka_unit_test(tfma_pe_flags),
        cmocka_unit_test(tfma_every_pad), cmocka_unit_test(tfma_predicate_source),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
