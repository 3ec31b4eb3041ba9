/* Tests of the exact numeric core (src/num).
 *
 * Expected values come from three places, named at each test:
 *   - the MPFR oracle (tests/oracle), which shares no code with src/num;
 *   - the specification's vectors file
 *     (PTOSIM_SHARED_DIR/vectors/pto-isa-0583-hardware-numeric-vectors.json);
 *   - hand derivation, with the derivation in a comment.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <cjson/cJSON.h>

#include "num/num.h"
#include "oracle/check.h"
#include "oracle/oracle.h"

enum { FP64 = 0, FP32 = 1, TF32 = 2, HF32 = 3, FP16 = 4, BF16 = 5, E4M3 = 7, E5M2 = 8 };
static const unsigned all_formats[] = {FP64, FP32, TF32, HF32, FP16, BF16, E4M3, E5M2};
#define NFORMATS (sizeof all_formats / sizeof all_formats[0])

typedef uint64_t (*binop_fn)(unsigned, uint64_t, uint64_t, unsigned, unsigned *);
static const binop_fn num_ops[4] = {num_fadd, num_fsub, num_fmul, num_fdiv};
static const char *const op_names[4] = {"add", "sub", "mul", "div"};

static unsigned long mismatches;

/* Compare one operation with the MPFR oracle: result bits and all five
 * flags (tests/oracle/check.c). */
static unsigned check_op(unsigned dt, int op, uint64_t a, uint64_t b, unsigned rm)
{
    return check_num_op(dt, op, a, b, rm, &mismatches);
}

/* ---------------------------------------------------------------------- */
/* Exhaustive 8-bit formats (expected: MPFR oracle).                        */

static void exhaustive_fp8(unsigned dt, const unsigned *modes, size_t nmodes)
{
    mismatches = 0;
    for (size_t mi = 0; mi < nmodes; mi++)
        for (int op = 0; op < 4; op++)
            for (uint64_t a = 0; a < 256; a++)
                for (uint64_t b = 0; b < 256; b++)
                    check_op(dt, op, a, b, modes[mi]);
    assert_int_equal(mismatches, 0);
}

/* Every pair, every operation, RNE (mode 0 = operation default = RNE). */
static void test_e4m3_exhaustive_rne(void **state)
{
    (void)state;
    static const unsigned m[] = {0};
    exhaustive_fp8(E4M3, m, 1);
}

static void test_e5m2_exhaustive_rne(void **state)
{
    (void)state;
    static const unsigned m[] = {0};
    exhaustive_fp8(E5M2, m, 1);
}

/* Every pair, every operation, the seven explicit rounding modes. */
static void test_e4m3_exhaustive_modes(void **state)
{
    (void)state;
    static const unsigned m[] = {1, 2, 3, 4, 5, 6, 7};
    exhaustive_fp8(E4M3, m, 7);
}

static void test_e5m2_exhaustive_modes(void **state)
{
    (void)state;
    static const unsigned m[] = {1, 2, 3, 4, 5, 6, 7};
    exhaustive_fp8(E5M2, m, 7);
}

/* Every pair: the six comparison modes, MIN, MAX and the order key, against
 * comparisons of the MPFR values (oracle_fcmp, oracle_fmin/fmax). */
static void compare_exhaustive(unsigned dt)
{
    unsigned long bad = 0;
    for (uint64_t a = 0; a < 256; a++) {
        for (uint64_t b = 0; b < 256; b++) {
            for (unsigned c = 0; c < 6; c++) {
                unsigned gf = 0, ef = 0;
                bool got = num_fcmp(dt, a, b, c, &gf);
                bool exp = oracle_fcmp(dt, a, b, c, &ef);
                if (got != exp || gf != ef) {
                    if (bad++ < 10)
                        fprintf(stderr, "cmp%u %#llx %#llx got %d/%#x oracle %d/%#x\n", c,
                                (unsigned long long)a, (unsigned long long)b, got, gf, exp, ef);
                }
            }
            unsigned gf = 0, ef = 0;
            uint64_t g = num_fmax(dt, a, b, &gf), e = oracle_fmax(dt, a, b, &ef);
            if (g != e || gf != ef) {
                if (bad++ < 10)
                    fprintf(stderr, "max %#llx %#llx got %#llx oracle %#llx\n",
                            (unsigned long long)a, (unsigned long long)b,
                            (unsigned long long)g, (unsigned long long)e);
            }
            gf = ef = 0;
            g = num_fmin(dt, a, b, &gf);
            e = oracle_fmin(dt, a, b, &ef);
            if (g != e || gf != ef) {
                if (bad++ < 10)
                    fprintf(stderr, "min %#llx %#llx got %#llx oracle %#llx\n",
                            (unsigned long long)a, (unsigned long long)b,
                            (unsigned long long)g, (unsigned long long)e);
            }
            /* Order key: for non-NaN operands that are not both zero,
             * key(a) < key(b) exactly when a < b numerically. */
            if (!num_is_nan(dt, a) && !num_is_nan(dt, b) &&
                !(num_is_zero(dt, a) && num_is_zero(dt, b))) {
                unsigned f = 0;
                bool lt = oracle_fcmp(dt, a, b, NUM_LT, &f);
                if ((num_order_key(dt, a) < num_order_key(dt, b)) != lt) {
                    if (bad++ < 10)
                        fprintf(stderr, "key %#llx %#llx\n", (unsigned long long)a,
                                (unsigned long long)b);
                }
            }
        }
    }
    assert_int_equal(bad, 0);
}

static void test_e4m3_compare_exhaustive(void **state)
{
    (void)state;
    compare_exhaustive(E4M3);
}

static void test_e5m2_compare_exhaustive(void **state)
{
    (void)state;
    compare_exhaustive(E5M2);
}

/* ---------------------------------------------------------------------- */
/* Every FP16 / BF16 value against a sweep of scalars (expected: MPFR).     */

static void sweep16(unsigned dt)
{
    const oracle_fmt *f = oracle_format(dt);
    uint64_t inf = (((uint64_t)1 << f->ebits) - 1u) << f->cf;
    uint64_t one = (uint64_t)f->bias << f->cf;
    uint64_t qnan = inf | ((uint64_t)1 << (f->cf - 1u));
    uint64_t minnorm = (uint64_t)1 << f->cf;
    uint64_t rs = 0x5eed0000u + dt;
    uint64_t scal[24];
    size_t n = 0;
    scal[n++] = 0;                    /* +0 */
    scal[n++] = 0x8000;               /* -0 */
    scal[n++] = 1;                    /* min subnormal */
    scal[n++] = minnorm - 1u;         /* max subnormal */
    scal[n++] = minnorm;              /* min normal */
    scal[n++] = one;                  /* 1 */
    scal[n++] = one | 0x8000u;        /* -1 */
    scal[n++] = one | 1u;             /* 1 + ulp */
    scal[n++] = one - 1u;             /* 1 - ulp/2 */
    scal[n++] = f->maxfin;            /* largest finite */
    scal[n++] = f->maxfin | 0x8000u;
    scal[n++] = inf;
    scal[n++] = inf | 0x8000u;
    scal[n++] = qnan;                 /* quiet NaN */
    scal[n++] = inf | 1u;             /* signalling NaN */
    scal[n++] = 0x8001u;              /* -min subnormal */
    while (n < 20)
        scal[n++] = oracle_rng(&rs) & 0xFFFFu;
    mismatches = 0;
    for (uint64_t x = 0; x < 0x10000u; x++) {
        for (size_t i = 0; i < n; i++) {
            check_op(dt, OR_ADD, x, scal[i], 0);
            check_op(dt, OR_SUB, x, scal[i], 0);
            check_op(dt, OR_MUL, x, scal[i], 0);
            check_op(dt, OR_DIV, x, scal[i], 0);
        }
        /* The scalar on the left for the non-commutative operations. */
        check_op(dt, OR_SUB, scal[x % n], x, 0);
        check_op(dt, OR_DIV, scal[x % n], x, 0);
        /* Every TCMPS mode (element CMODE scalar) against the MPFR values. */
        for (size_t i = 0; i < n; i++)
            for (unsigned c = 0; c < 6; c++) {
                unsigned gf = 0, ef = 0;
                bool got = num_fcmp(dt, x, scal[i], c, &gf);
                bool exp = oracle_fcmp(dt, x, scal[i], c, &ef);
                if (got != exp || gf != ef) {
                    if (mismatches++ < 10)
                        fprintf(stderr, "cmp%u %#llx %#llx got %d/%#x oracle %d/%#x\n", c,
                                (unsigned long long)x, (unsigned long long)scal[i], got, gf, exp, ef);
                }
            }
    }
    assert_int_equal(mismatches, 0);
}

static void test_fp16_sweep(void **state)
{
    (void)state;
    sweep16(FP16);
}

static void test_bf16_sweep(void **state)
{
    (void)state;
    sweep16(BF16);
}

/* ---------------------------------------------------------------------- */
/* Generated cases (expected: MPFR oracle).                                 */

static void generated(unsigned dt, unsigned long pairs, uint64_t seed, bool all_modes)
{
    assert_int_equal(check_num_generated(dt, pairs, seed, all_modes), 0);
}

/* RNE: 25000 pairs per operation for each wide format. */
static void test_fp32_generated(void **state)
{
    (void)state;
    generated(FP32, 25000, 1, false);
}

static void test_tf32_generated(void **state)
{
    (void)state;
    generated(TF32, 25000, 2, false);
}

static void test_hf32_generated(void **state)
{
    (void)state;
    generated(HF32, 25000, 3, false);
}

static void test_fp64_generated(void **state)
{
    (void)state;
    generated(FP64, 25000, 4, false);
}

/* All eight rounding-mode codes (0..7, cycling) on 8000 generated pairs per
 * operation for every format. */
static void test_all_modes_generated(void **state)
{
    (void)state;
    for (size_t i = 0; i < NFORMATS; i++)
        generated(all_formats[i], 8000, 100 + all_formats[i], true);
}

/* ---------------------------------------------------------------------- */
/* Self-check of the oracle's rounding against MPFR's own IEEE emulation    */
/* (exponent range + mpfr_subnormalize) for RNE, RTZ, RTM, RTP: result     */
/* value, NX and OF; tininess after rounding against a native p-bit        */
/* rounding with the default (unbounded) exponent range.  E4M3 is left out */
/* (MPFR's overflow knows nothing of its missing top encoding).            */

static const mpfr_rnd_t native_rnd[5] = {MPFR_RNDN, MPFR_RNDN, MPFR_RNDZ, MPFR_RNDD, MPFR_RNDU};

static void selfcheck_format(unsigned dt, unsigned long pairs, uint64_t seed)
{
    const oracle_fmt *f = oracle_format(dt);
    mpfr_exp_t old_emin = mpfr_get_emin(), old_emax = mpfr_get_emax();
    mpfr_t a, b, exact, x, r, tinyref;
    mpfr_inits2(64, a, b, (mpfr_ptr)0);
    mpfr_init2(exact, 4096);
    mpfr_init2(x, (mpfr_prec_t)f->fbits + 1);
    mpfr_init2(tinyref, (mpfr_prec_t)f->fbits + 1);
    mpfr_init2(r, 64);
    uint64_t st = seed;
    unsigned long bad = 0;
    for (unsigned long i = 0; i < pairs; i++) {
        for (int op = 0; op < 4; op++) {
            uint64_t ea, eb;
            oracle_gen_pair(dt, op, &st, &ea, &eb);
            int ca = oracle_decode(dt, ea, a), cb = oracle_decode(dt, eb, b);
            if (ca >= OC_QNAN || cb >= OC_QNAN)
                continue;
            unsigned rm = 1u + (unsigned)(i % 4u);
            mpfr_rnd_t rnd = native_rnd[rm];
            unsigned of = 0;
            uint64_t got = oracle_arith(dt, op, ea, eb, rm, &of);
            /* native */
            mpfr_clear_flags();
            mpfr_set_emin(f->emin - (int)f->fbits + 1);
            mpfr_set_emax(f->emax + 1);
            int t;
            switch (op) {
            case OR_ADD: t = mpfr_add(x, a, b, rnd); break;
            case OR_SUB: t = mpfr_sub(x, a, b, rnd); break;
            case OR_MUL: t = mpfr_mul(x, a, b, rnd); break;
            default: t = mpfr_div(x, a, b, rnd); break;
            }
            t = mpfr_check_range(x, t, rnd);
            t = mpfr_subnormalize(x, t, rnd);
            bool nx = t != 0 || mpfr_inexflag_p();
            bool ovf = mpfr_overflow_p() != 0;
            mpfr_set_emin(old_emin);
            mpfr_set_emax(old_emax);
            if (mpfr_nan_p(x))
                continue; /* invalid operations: checked elsewhere */
            /* tininess after rounding: p-bit rounding, unbounded exponent */
            bool tiny = false;
            if (!mpfr_inf_p(x) && !mpfr_zero_p(x) && nx) {
                switch (op) {
                case OR_ADD: mpfr_add(tinyref, a, b, rnd); break;
                case OR_SUB: mpfr_sub(tinyref, a, b, rnd); break;
                case OR_MUL: mpfr_mul(tinyref, a, b, rnd); break;
                default: mpfr_div(tinyref, a, b, rnd); break;
                }
                tiny = mpfr_get_exp(tinyref) - 1 < f->emin;
            } else if (mpfr_zero_p(x) && nx) {
                tiny = true; /* a nonzero result rounded to zero */
            }
            oracle_decode(dt, got, r);
            bool same = mpfr_equal_p(r, x) || (mpfr_zero_p(r) && mpfr_zero_p(x));
            same = same && mpfr_signbit(r) == mpfr_signbit(x);
            unsigned want = (nx ? OF_NX : 0u) | (ovf ? OF_OF : 0u) | (tiny ? OF_UF : 0u) |
                            (mpfr_divby0_p() ? OF_DZ : 0u);
            if (!same || of != want) {
                if (bad++ < 10)
                    fprintf(stderr, "selfcheck %s op%d rm%u %#llx %#llx: oracle %#llx/%#x native flags %#x\n",
                            f->name, op, rm, (unsigned long long)ea, (unsigned long long)eb,
                            (unsigned long long)got, of, want);
            }
        }
    }
    mpfr_clears(a, b, exact, x, r, tinyref, (mpfr_ptr)0);
    assert_int_equal(bad, 0);
}

static void test_oracle_selfcheck(void **state)
{
    (void)state;
    static const unsigned fmts[] = {FP64, FP32, TF32, HF32, FP16, BF16, E5M2};
    for (size_t i = 0; i < sizeof fmts / sizeof fmts[0]; i++)
        selfcheck_format(fmts[i], 5000, 7000 + fmts[i]);
}

/* ---------------------------------------------------------------------- */
/* Hand-derived cases.                                                      */

static void expect(unsigned dt, int op, uint64_t a, uint64_t b, unsigned rm, uint64_t want,
                   unsigned want_flags)
{
    unsigned fl = 0;
    uint64_t got = num_ops[op](dt, a, b, rm, &fl);
    if (got != want || fl != want_flags)
        fprintf(stderr, "%s %s rm%u %#llx %#llx: got %#llx/%#x want %#llx/%#x\n",
                oracle_format(dt)->name, op_names[op], rm, (unsigned long long)a,
                (unsigned long long)b, (unsigned long long)got, fl, (unsigned long long)want,
                want_flags);
    assert_int_equal(got, want);
    assert_int_equal(fl, want_flags);
}

static void test_hand_cases(void **state)
{
    (void)state;
    const unsigned NX = NUM_NX, OF = NUM_OF, UF = NUM_UF, NV = NUM_NV, DZ = NUM_DZ;
    /* E4M3: 0x76 = 1.75*2^7 = 224, 0x7E = 448.  224 + 240 (0x77 = 1.875*2^7)
     * = 464, halfway between 448 (significand 1.110, even) and 480 (1.111):
     * RNE gives 448, inexact, no overflow. */
    expect(E4M3, OR_ADD, 0x76, 0x77, NUM_RM_RNE, 0x7E, NX);
    /* 240 + 240 = 480 = 1.111*2^8 > 448: overflow -> canonical NaN (D7). */
    expect(E4M3, OR_ADD, 0x77, 0x77, NUM_RM_RNE, 0x7F, OF | NX);
    /* Same sum toward zero: IEEE would give max finite -> 0x7E, OF|NX. */
    expect(E4M3, OR_ADD, 0x77, 0x77, NUM_RM_RTZ, 0x7E, OF | NX);
    /* Negative under RTP: -max finite; under RTM: NaN (would be -inf). */
    expect(E4M3, OR_ADD, 0xF7, 0xF7, NUM_RM_RTP, 0xFE, OF | NX);
    expect(E4M3, OR_ADD, 0xF7, 0xF7, NUM_RM_RTM, 0x7F, OF | NX);
    /* 1 / 0 -> 0x7F with DZ (D7); 0/0 -> NV. */
    expect(E4M3, OR_DIV, 0x38, 0x00, 0, 0x7F, DZ);
    expect(E4M3, OR_DIV, 0x00, 0x80, 0, 0x7F, NV);
    /* E4M3 NaN inputs are quiet: no NV. */
    expect(E4M3, OR_ADD, 0xFF, 0x38, 0, 0x7F, 0);
    /* E5M2 signalling NaN 0x7D: canonical 0x7E with NV; 1/0 = +inf, DZ. */
    expect(E5M2, OR_ADD, 0x7D, 0x3C, 0, 0x7E, NV);
    expect(E5M2, OR_DIV, 0x3C, 0x80, 0, 0xFC, DZ);
    /* FP32 exact cancellation: +0 under RNE, -0 under RTM (IEEE 6.3). */
    expect(FP32, OR_SUB, 0x3F800000, 0x3F800000, NUM_RM_RNE, 0x00000000, 0);
    expect(FP32, OR_SUB, 0x3F800000, 0x3F800000, NUM_RM_RTM, 0x80000000, 0);
    /* inf - inf: NV, canonical NaN. */
    expect(FP32, OR_SUB, 0x7F800000, 0x7F800000, 0, 0x7FC00000, NV);
    /* 0 * inf: NV. */
    expect(FP16, OR_MUL, 0x0000, 0xFC00, 0, 0x7E00, NV);
    /* TF32: 1 + 2^-11 is halfway between 1 and 1 + 2^-10 (10 fraction
     * bits): RNE -> 1.0 (0x3F800000), RNA -> 1 + 2^-10 (0x3F802000), RHB ->
     * the greater, 0x3F802000; negated under RHB -> -1.0 (0xBF800000). */
    expect(TF32, OR_ADD, 0x3F800000, 0x3A000000, NUM_RM_RNE, 0x3F800000, NX);
    expect(TF32, OR_ADD, 0x3F800000, 0x3A000000, NUM_RM_RNA, 0x3F802000, NX);
    expect(TF32, OR_ADD, 0x3F800000, 0x3A000000, NUM_RM_RHB, 0x3F802000, NX);
    expect(TF32, OR_ADD, 0xBF800000, 0xBA000000, NUM_RM_RHB, 0xBF800000, NX);
    expect(TF32, OR_ADD, 0xBF800000, 0xBA000000, NUM_RM_RNA, 0xBF802000, NX);
    /* RTO: 1 + 2^-12 in TF32 truncates to 1.0 (even) -> 1 + 2^-10. */
    expect(TF32, OR_ADD, 0x3F800000, 0x39800000, NUM_RM_RTO, 0x3F802000, NX);
    /* HF32: 1 + 2^-12 is halfway (11 fraction bits): RNE -> 1.0. */
    expect(HF32, OR_ADD, 0x3F800000, 0x39800000, NUM_RM_RNE, 0x3F800000, NX);
    /* FP16 tininess after rounding: max subnormal 0x03FF = (1 - 2^-10)
     * 2^-14 plus 2^-25 (0x0000 cannot hold it; use 0x03FF * (1+2^-10)).
     * 0x03FF * 0x3C01 = 1023 * 1025 * 2^-34 = (2^20 - 1) 2^-34
     * = 2^-14 - 2^-34.  Rounded to 11 bits with unbounded exponent this is
     * 2^-14 (not tiny) -> result min normal 0x0400, NX only. */
    expect(FP16, OR_MUL, 0x03FF, 0x3C01, 0, 0x0400, NX);
    /* 0x03FF * 0x3BFF? (1 - 2^-11)(1023 * 2^-24): below 2^-14 by more than
     * half an 11-bit ulp: 1023 * 2047 * 2^-35 = (2094081) 2^-35 -> as a
     * subnormal (quantum 2^-24) that is 1022.5 + 2^-11 ulps -> 1023 (RNE):
     * 0x03FF, tiny and inexact -> UF|NX. */
    expect(FP16, OR_MUL, 0x03FF, 0x3BFF, 0, 0x03FF, UF | NX);
    /* Smallest subnormal / 2 = tie between 0 and min subnormal: RNE -> +0,
     * UF|NX; RTP -> min subnormal, RTO -> min subnormal. */
    expect(FP16, OR_DIV, 0x0001, 0x4000, NUM_RM_RNE, 0x0000, UF | NX);
    expect(FP16, OR_DIV, 0x0001, 0x4000, NUM_RM_RTP, 0x0001, UF | NX);
    expect(FP16, OR_DIV, 0x0001, 0x4000, NUM_RM_RTO, 0x0001, UF | NX);
    expect(FP16, OR_DIV, 0x8001, 0x4000, NUM_RM_RHB, 0x8000, UF | NX);
    /* Overflow per mode, FP16 65504 + 65504: RNE +inf; RTZ max; RTM max;
     * RTO max; negative RTP -> -max. */
    expect(FP16, OR_ADD, 0x7BFF, 0x7BFF, NUM_RM_RNE, 0x7C00, OF | NX);
    expect(FP16, OR_ADD, 0x7BFF, 0x7BFF, NUM_RM_RTZ, 0x7BFF, OF | NX);
    expect(FP16, OR_ADD, 0x7BFF, 0x7BFF, NUM_RM_RTM, 0x7BFF, OF | NX);
    expect(FP16, OR_ADD, 0x7BFF, 0x7BFF, NUM_RM_RTO, 0x7BFF, OF | NX);
    expect(FP16, OR_ADD, 0xFBFF, 0xFBFF, NUM_RM_RTP, 0xFBFF, OF | NX);
    expect(FP16, OR_ADD, 0xFBFF, 0xFBFF, NUM_RM_RHB, 0xFC00, OF | NX);
    /* FP64: 1 + 2^-53 (0x3CA0000000000000) is a tie: RNE -> 1, RHB -> 1+ulp. */
    expect(FP64, OR_ADD, 0x3FF0000000000000u, 0x3CA0000000000000u, 0, 0x3FF0000000000000u, NX);
    expect(FP64, OR_ADD, 0x3FF0000000000000u, 0x3CA0000000000000u, NUM_RM_RHB,
           0x3FF0000000000001u, NX);
    /* Higher input bits are ignored; results have them zero. */
    expect(FP16, OR_ADD, 0xFFFF3C00u, 0x12343C00u, 0, 0x4000, 0);

    /* Encoding validity (spec-digest §4.6): TF32 needs bits 12:0 zero, HF32
     * bits 11:0, E3M2/E2M3 (codes 9, 10) bits 7:6; everything else valid. */
    assert_true(num_encoding_valid(TF32, 0x3F802000));
    assert_false(num_encoding_valid(TF32, 0x3F801000));
    assert_true(num_encoding_valid(HF32, 0x3F801000));
    assert_false(num_encoding_valid(HF32, 0x3F800800));
    assert_false(num_encoding_valid(9, 0x40));
    assert_true(num_encoding_valid(10, 0x3F));
    assert_true(num_encoding_valid(FP32, 0x7F800001));
    assert_true(num_encoding_valid(E4M3, 0x7F));
    assert_true(num_encoding_valid(17, 0xFFFFFFFF)); /* S32 */
    /* Classes. */
    assert_true(num_is_snan(FP32, 0x7F800001));
    assert_false(num_is_snan(FP32, 0x7FC00000));
    assert_true(num_is_nan(E4M3, 0xFF));
    assert_false(num_is_snan(E4M3, 0xFF));
    assert_false(num_is_nan(E4M3, 0x7E));
    assert_true(num_is_snan(E5M2, 0x7D));
    assert_false(num_is_snan(E5M2, 0x7E));
    assert_true(num_is_zero(BF16, 0x8000));
    assert_false(num_is_float(17));
    /* Order key (spec-digest §4.7): negative -> NOT masked, positive -> OR
     * sign: FP16 -1 (0xBC00) -> 0x43FF, +1 (0x3C00) -> 0xBC00. */
    assert_int_equal(num_order_key(FP16, 0xBC00), 0x43FF);
    assert_int_equal(num_order_key(FP16, 0x3C00), 0xBC00);
    assert_int_equal(num_order_key(FP64, 0x8000000000000000u), 0x7FFFFFFFFFFFFFFFu);
    /* MIN/MAX ties pick the left operand; zeros rule. */
    unsigned fl = 0;
    assert_int_equal(num_fmax(FP16, 0x8000, 0x0000, &fl), 0x0000);
    assert_int_equal(num_fmin(FP16, 0x0000, 0x8000, &fl), 0x8000);
    assert_int_equal(num_fmax(FP16, 0x8000, 0x8000, &fl), 0x8000);
    assert_int_equal(num_fmin(FP16, 0x7E00, 0x3C00, &fl), 0x3C00);
    assert_int_equal(fl, 0);
    assert_int_equal(num_fmin(FP16, 0x7C01, 0x7E00, &fl), 0x7E00);
    assert_int_equal(fl, NUM_NV);
    /* num_round_pack: 3 * 2^-1 = 1.5 in FP16 = 0x3E00; (1 + sticky) * 2^-25
     * lies strictly above half the smallest subnormal 2^-24, so RNE gives
     * 0x0001, tiny and inexact: UF|NX. */
    fl = 0;
    assert_int_equal(num_round_pack(FP16, false, 3, -1, false, 0, &fl), 0x3E00);
    assert_int_equal(fl, 0);
    assert_int_equal(num_round_pack(FP16, false, 1, -25, true, 0, &fl), 0x0001);
    assert_int_equal(fl, UF | NX);
}

/* ---------------------------------------------------------------------- */
/* The specification's numeric vectors file.                               */

static cJSON *load_vectors(void)
{
    const char *path = PTOSIM_SHARED_DIR "/vectors/pto-isa-0583-hardware-numeric-vectors.json";
    FILE *fp = fopen(path, "rb");
    assert_non_null(fp);
    fseek(fp, 0, SEEK_END);
    long len = ftell(fp);
    fseek(fp, 0, SEEK_SET);
    char *buf = malloc((size_t)len + 1u);
    assert_non_null(buf);
    assert_int_equal(fread(buf, 1, (size_t)len, fp), (size_t)len);
    buf[len] = 0;
    fclose(fp);
    cJSON *root = cJSON_Parse(buf);
    free(buf);
    assert_non_null(root);
    return root;
}

static int dt_by_name(const char *name)
{
    for (size_t i = 0; i < NFORMATS; i++)
        if (strcmp(oracle_format(all_formats[i])->name, name) == 0)
            return (int)all_formats[i];
    return -1;
}

static uint64_t hexval(const char *s)
{
    return (uint64_t)strtoull(s, NULL, 16);
}

/* A value of the vectors' notation ("+0", "-0", "qNaN", "1", "-2", "2.5")
 * as an encoding of dt, via MPFR (exact for these inputs, else RNE). */
static uint64_t value_enc(unsigned dt, const char *s)
{
    const oracle_fmt *f = oracle_format(dt);
    uint64_t sign = (uint64_t)1 << (f->width - 1u);
    if (strcmp(s, "+0") == 0)
        return 0;
    if (strcmp(s, "-0") == 0)
        return sign;
    if (strncmp(s, "qNaN", 4) == 0)
        return f->cnan;
    mpfr_t v;
    mpfr_init2(v, 256);
    assert_int_equal(mpfr_set_str(v, s, 10, MPFR_RNDN), 0);
    unsigned fl = 0;
    uint64_t r = oracle_round(dt, v, false, 0, &fl);
    mpfr_clear(v);
    return r;
}

static const char *str_of(const cJSON *o, const char *key)
{
    const cJSON *it = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsString(it) ? it->valuestring : NULL;
}

static unsigned cmode_by_name(const char *m)
{
    static const char *const names[] = {"EQ", "NE", "LT", "GT", "LE", "GE"};
    for (unsigned i = 0; i < 6; i++)
        if (strcmp(m, names[i]) == 0)
            return i;
    fail_msg("unknown comparison mode %s", m);
    return 0;
}

static unsigned rmode_by_name(const char *m)
{
    /* Vector names: RDN = toward minus infinity (RTM), RUP = toward plus. */
    static const struct { const char *n; unsigned rm; } map[] = {
        {"RNE", NUM_RM_RNE}, {"RTZ", NUM_RM_RTZ}, {"RDN", NUM_RM_RTM}, {"RUP", NUM_RM_RTP},
        {"RNA", NUM_RM_RNA}, {"RTO", NUM_RM_RTO}, {"RHB", NUM_RM_RHB}};
    for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
        if (strcmp(m, map[i].n) == 0)
            return map[i].rm;
    fail_msg("unknown rounding mode %s", m);
    return 0;
}

static void test_vectors_file(void **state)
{
    (void)state;
    cJSON *root = load_vectors();
    const cJSON *groups = cJSON_GetObjectItemCaseSensitive(root, "vector_groups");
    assert_non_null(groups);
    unsigned used = 0;
    const cJSON *v;

    /* canonical_nan: a produced NaN (inf - inf, and qNaN + 1) is the
     * listed canonical encoding; num_canonical_nan agrees. */
    cJSON_ArrayForEach(v, cJSON_GetObjectItemCaseSensitive(groups, "canonical_nan")) {
        int dt = dt_by_name(str_of(v, "data_type"));
        if (dt < 0)
            continue;
        uint64_t want = hexval(str_of(v, "expected"));
        assert_int_equal(num_canonical_nan((unsigned)dt), want);
        const oracle_fmt *f = oracle_format((unsigned)dt);
        unsigned fl = 0;
        uint64_t one = (uint64_t)f->bias << f->cf;
        uint64_t anynan = (((((uint64_t)1 << f->ebits) - 1u) << f->cf) | 1u |
                           ((uint64_t)1 << (f->width - 1u)));
        if (f->has_inf) {
            uint64_t inf = (((uint64_t)1 << f->ebits) - 1u) << f->cf;
            assert_int_equal(num_fsub((unsigned)dt, inf, inf, 0, &fl), want);
            assert_int_equal(num_fadd((unsigned)dt, anynan, one, 0, &fl), want);
        } else {
            assert_int_equal(num_fdiv((unsigned)dt, 0, 0, 0, &fl), want);
            assert_int_equal(num_fadd((unsigned)dt, 0xFF, one, 0, &fl), want);
        }
        used++;
    }

    /* comparison: the format is not named; check every floating format. */
    cJSON_ArrayForEach(v, cJSON_GetObjectItemCaseSensitive(groups, "comparison")) {
        const cJSON *in = cJSON_GetObjectItemCaseSensitive(v, "inputs");
        unsigned c = cmode_by_name(str_of(v, "mode"));
        int want = cJSON_GetObjectItemCaseSensitive(v, "expected")->valueint;
        for (size_t i = 0; i < NFORMATS; i++) {
            unsigned dt = all_formats[i], fl = 0;
            uint64_t a = value_enc(dt, cJSON_GetArrayItem(in, 0)->valuestring);
            uint64_t b = value_enc(dt, cJSON_GetArrayItem(in, 1)->valuestring);
            assert_int_equal(num_fcmp(dt, a, b, c, &fl), want);
            assert_int_equal(fl, 0);
        }
        used++;
    }

    /* low_precision_encoding: the raw encoding decodes to the listed value
     * (E4M3 and E5M2 entries). */
    cJSON_ArrayForEach(v, cJSON_GetObjectItemCaseSensitive(groups, "low_precision_encoding")) {
        int dt = dt_by_name(str_of(v, "data_type"));
        if (dt < 0)
            continue;
        uint64_t raw = hexval(str_of(v, "raw"));
        const char *e = str_of(v, "expected");
        bool sign;
        int ex;
        uint64_t sig;
        int cls = num_decode((unsigned)dt, raw, &sign, &ex, &sig);
        if (strcmp(e, "NaN") == 0) {
            assert_true(cls == NUM_CLASS_QNAN || cls == NUM_CLASS_SNAN);
        } else if (strcmp(e, "+infinity") == 0) {
            assert_int_equal(cls, NUM_CLASS_INF);
            assert_false(sign);
        } else {
            mpfr_t want, got;
            mpfr_inits2(128, want, got, (mpfr_ptr)0);
            if (strncmp(e, "2^", 2) == 0)
                mpfr_set_ui_2exp(want, 1, atol(e + 2), MPFR_RNDN);
            else
                assert_int_equal(mpfr_set_str(want, e, 10, MPFR_RNDN), 0);
            assert_int_equal(cls, NUM_CLASS_FINITE);
            mpfr_set_ui_2exp(got, (unsigned long)sig, ex, MPFR_RNDN);
            if (sign)
                mpfr_neg(got, got, MPFR_RNDN);
            assert_true(mpfr_equal_p(want, got));
            mpfr_clears(want, got, (mpfr_ptr)0);
        }
        used++;
    }

    /* rounding: the group rounds a real to S32.  The same rule is checked on
     * FP64 arithmetic with unit spacing: sign(x) * 2^52 + x rounds to an
     * integer offset from 2^52 (an even integer, so parity is kept), so
     * the expected FP64 result is sign(x) * 2^52 + expected. */
    cJSON_ArrayForEach(v, cJSON_GetObjectItemCaseSensitive(groups, "rounding")) {
        if (strcmp(str_of(v, "destination"), "S32") != 0)
            continue;
        const char *in = str_of(v, "input");
        unsigned rm = rmode_by_name(str_of(v, "mode"));
        long want = atol(str_of(v, "expected"));
        uint64_t x = value_enc(FP64, in);
        bool neg = in[0] == '-';
        uint64_t base = neg ? 0xC330000000000000u : 0x4330000000000000u; /* -+2^52 */
        unsigned fl = 0;
        uint64_t got = num_fadd(FP64, base, x, rm, &fl);
        /* expected: (2^52 + |want|) with the sign of the input */
        uint64_t mag = (uint64_t)(want < 0 ? -want : want);
        uint64_t wantenc = (base & 0x7FFFFFFFFFFFFFFFu) + mag;
        wantenc |= neg ? 0x8000000000000000u : 0;
        assert_int_equal(got, wantenc);
        used++;
    }

    /* signed_zero (FP32). */
    cJSON_ArrayForEach(v, cJSON_GetObjectItemCaseSensitive(groups, "signed_zero")) {
        const cJSON *in = cJSON_GetObjectItemCaseSensitive(v, "inputs");
        const char *op = str_of(v, "operation");
        uint64_t a = value_enc(FP32, cJSON_GetArrayItem(in, 0)->valuestring);
        uint64_t b = value_enc(FP32, cJSON_GetArrayItem(in, 1)->valuestring);
        uint64_t want = hexval(str_of(v, "expected"));
        unsigned fl = 0;
        uint64_t got;
        if (strcmp(op, "multiply") == 0)
            got = num_fmul(FP32, a, b, 0, &fl);
        else if (strcmp(op, "add") == 0)
            got = num_fadd(FP32, a, b, rmode_by_name(str_of(v, "rounding")), &fl);
        else if (strcmp(op, "minimum") == 0)
            got = num_fmin(FP32, a, b, &fl);
        else
            got = num_fmax(FP32, a, b, &fl);
        assert_int_equal(got, want);
        assert_int_equal(fl, 0);
        used++;
    }

    /* reduction MIN / MAX / SUM: a left fold of the element rule, checked in
     * every format (ARGMAX is not an element operation here). */
    cJSON_ArrayForEach(v, cJSON_GetObjectItemCaseSensitive(groups, "reduction")) {
        const char *op = str_of(v, "operation");
        if (strcmp(op, "ARGMAX") == 0)
            continue;
        const cJSON *in = cJSON_GetObjectItemCaseSensitive(v, "inputs");
        const char *e = str_of(v, "expected");
        for (size_t i = 0; i < NFORMATS; i++) {
            unsigned dt = all_formats[i], fl = 0;
            uint64_t acc = value_enc(dt, cJSON_GetArrayItem(in, 0)->valuestring);
            for (int k = 1; k < cJSON_GetArraySize(in); k++) {
                uint64_t x = value_enc(dt, cJSON_GetArrayItem(in, k)->valuestring);
                if (strcmp(op, "MIN") == 0)
                    acc = num_fmin(dt, acc, x, &fl);
                else if (strcmp(op, "MAX") == 0)
                    acc = num_fmax(dt, acc, x, &fl);
                else
                    acc = num_fadd(dt, acc, x, 0, &fl);
            }
            uint64_t want = strcmp(e, "canonical-qNaN") == 0 ? num_canonical_nan(dt)
                                                             : value_enc(dt, e);
            assert_int_equal(acc, want);
        }
        used++;
    }

    /* subnormal_policy: FP32 raw encodings and their classes. */
    cJSON_ArrayForEach(v, cJSON_GetObjectItemCaseSensitive(groups, "subnormal_policy")) {
        const char *dtn = str_of(v, "data_type");
        if (!dtn)
            continue;
        int dt = dt_by_name(dtn);
        uint64_t raw = hexval(str_of(v, "raw"));
        const char *cls = str_of(v, "expected_class");
        bool sign;
        int ex;
        uint64_t sig;
        assert_int_equal(num_decode((unsigned)dt, raw, &sign, &ex, &sig), NUM_CLASS_FINITE);
        assert_false(sign);
        /* subnormal: sig below 2^23; normal: sig has bit 23 set */
        if (strcmp(cls, "positive-subnormal") == 0)
            assert_true(sig < (1u << 23) && ex == -149);
        else
            assert_true(sig >= (1u << 23));
        /* The value is preserved exactly by x * 1 (no flush to zero). */
        unsigned fl = 0;
        assert_int_equal(num_fmul((unsigned)dt, raw, 0x3F800000, 0, &fl), raw);
        assert_int_equal(fl, 0);
        used++;
    }

    /* mixed_expdif discriminator vectors: the "sub then widen" column is the
     * source-format subtraction a - b widened to FP32, and "widen first sub"
     * is the FP32 subtraction of the widened sources. */
    const cJSON *mx = cJSON_GetObjectItemCaseSensitive(groups, "mixed_expdif");
    cJSON_ArrayForEach(v, cJSON_GetObjectItemCaseSensitive(mx, "discriminator_vectors")) {
        int dt = dt_by_name(str_of(v, "source_type"));
        uint64_t a = hexval(str_of(v, "a")), b = hexval(str_of(v, "b"));
        unsigned fl = 0;
        uint64_t d = num_fsub((unsigned)dt, a, b, 0, &fl);
        /* Widening by value through MPFR (exact). */
        mpfr_t t;
        mpfr_init2(t, 64);
        oracle_decode((unsigned)dt, d, t);
        assert_int_equal(oracle_encode_exact(FP32, t), hexval(str_of(v, "source_precision_sub_then_widen")));
        oracle_decode((unsigned)dt, a, t);
        uint64_t wa = oracle_encode_exact(FP32, t);
        oracle_decode((unsigned)dt, b, t);
        uint64_t wb = oracle_encode_exact(FP32, t);
        mpfr_clear(t);
        assert_int_equal(num_fsub(FP32, wa, wb, 0, &fl), hexval(str_of(v, "widen_first_sub")));
        used++;
    }

    cJSON_Delete(root);
    /* 10 canonical NaN (8 formats apply), 4 comparison, 7 E4M3/E5M2
     * encodings, 14 rounding, 4 signed zero, 3 reductions, 3 subnormal
     * classes, 2 mixed_expdif subtractions. */
    assert_int_equal(used, 8 + 4 + 7 + 14 + 4 + 3 + 3 + 2);
}

/* ---------------------------------------------------------------------- */

static int teardown_all(void **state)
{
    (void)state;
    oracle_cleanup();
    return 0;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_oracle_selfcheck),
        cmocka_unit_test(test_hand_cases),
        cmocka_unit_test(test_vectors_file),
        cmocka_unit_test(test_e4m3_exhaustive_rne),
        cmocka_unit_test(test_e5m2_exhaustive_rne),
        cmocka_unit_test(test_e4m3_compare_exhaustive),
        cmocka_unit_test(test_e5m2_compare_exhaustive),
        cmocka_unit_test(test_e4m3_exhaustive_modes),
        cmocka_unit_test(test_e5m2_exhaustive_modes),
        cmocka_unit_test(test_fp16_sweep),
        cmocka_unit_test(test_bf16_sweep),
        cmocka_unit_test(test_fp32_generated),
        cmocka_unit_test(test_tf32_generated),
        cmocka_unit_test(test_hf32_generated),
        cmocka_unit_test(test_fp64_generated),
        cmocka_unit_test(test_all_modes_generated),
    };
    return cmocka_run_group_tests(tests, NULL, teardown_all);
}
