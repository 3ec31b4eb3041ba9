/* TEXP, TLOG, TRECIP, TSQRT, TRSQRT (ExecuteTileUnary, SFU; decisions D22,
 * D32): the numerics against the MPFR oracle (tests/oracle/sfu.c, which
 * shares no code with src/num), the fast paths against the exact core, the
 * pto-v0 placeholders hand-derived, and the block behaviour through real
 * bundles.
 *
 *   exact core (src/num/transc.c) = MPFR: every FP16, BF16, E4M3 and E5M2
 *     input of every operation; FP32, TF32, HF32 and FP64: the constructed
 *     hard and boundary cases of tests/oracle/sfu_check.c, the hardest
 *     inputs of a search window, and seeded random inputs.
 *   vector path (src/kern/sfu.c) = exact core, element by element with each
 *     element's flags, at every instruction-set level: every 8- and 16-bit
 *     input; FP32, TF32, HF32 special, hard and random inputs (and = MPFR
 *     for those).
 *   kernel (tables, host operations) = exact core: every 8- and 16-bit input
 *     through kern_sfu; FP32 and FP64 SQRT and RECIP element by element.
 *
 * tests/slow_sfu.c runs a million cases per operation and format, and
 * tests/exhaustive_sfu.c every FP32 input of TEXP, TLOG and TRSQRT. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <mpfr.h>

#include "core.h"
#include "front/ptoas.h"
#include "ptosim/codec.h"
#include "kern/fast.h"
#include "num/num.h"
#include "oracle/check.h"
#include "oracle/oracle.h"
#include "support/avs.h"
#include "support/sibling.h"
#include "support/support.h"

#if defined(__x86_64__) && defined(__SSE2__)
#include <immintrin.h>
#define HAVE_MXCSR 1
#else
#define HAVE_MXCSR 0
#endif

#define N_(a) (sizeof(a) / sizeof((a)[0]))
enum { NV = 1, DZ = 2, OF = 4, UF = 8, NX = 16 };
static const unsigned narrow[4] = {AVS_FP16, AVS_BF16, AVS_E4M3, AVS_E5M2};
static const unsigned wide32[3] = {AVS_FP32, AVS_TF32, AVS_HF32};
static const unsigned sel_of[5] = {0x012, 0x013, 0x014, 0x015, 0x016};

/* ---- the constant -------------------------------------------------------------- */

/* The 18 words of ln 2 the exact core uses are MPFR's ln 2 truncated. */
static void ln2_words(void **state)
{
    (void)state;
    mpfr_t l, w;
    mpfr_inits2(1300, l, w, (mpfr_ptr)0);
    mpfr_const_log2(l, MPFR_RNDZ);
    const uint64_t *lw = num_sfu_ln2_words();
    for (int i = 0; i < 18; i++) {
        mpfr_mul_2ui(l, l, 64, MPFR_RNDZ);
        mpfr_floor(w, l);
        uint64_t hi = (uint64_t)mpfr_get_ui(w, MPFR_RNDZ); /* 64-bit unsigned long */
        assert_int_equal(hi, lw[i]);
        mpfr_sub(l, l, w, MPFR_RNDZ);
    }
    mpfr_clears(l, w, (mpfr_ptr)0);
}

/* ---- exact core = MPFR ----------------------------------------------------------- */

static void exact_narrow_exhaustive(void **state)
{
    (void)state;
    unsigned long bad = 0, n = 0;
    for (unsigned k = 0; k < 4; k++) {
        unsigned dt = narrow[k];
        uint64_t count = (uint64_t)1 << pto_dtypes[dt].bits;
        for (int op = 0; op < 5; op++)
            for (uint64_t x = 0; x < count; x++, n++) check_sfu_exact(dt, op, x, &bad);
    }
    assert_int_equal(n, 5ul * (2 * 65536 + 2 * 256));
    assert_int_equal(bad, 0);
}

/* The inputs of a search window whose results lie closest to a midpoint:
 * the `keep` hardest of `span` consecutive positive encodings from `start`
 * (by sfu_hardness), written to out. */
static size_t hardest(unsigned dt, int op, uint64_t start, uint64_t step, unsigned span, uint64_t *out, size_t keep)
{
    size_t n = 0;
    double worst[64];
    for (unsigned i = 0; i < span; i++) {
        uint64_t x = sfu_valid(dt, start + i * step);
        double h = sfu_hardness(dt, op, x);
        size_t j = n < keep ? n++ : keep - 1;
        if (j == keep - 1 && n == keep && h >= worst[j]) continue;
        while (j > 0 && worst[j - 1] > h) {
            worst[j] = worst[j - 1];
            out[j] = out[j - 1];
            j--;
        }
        worst[j] = h;
        out[j] = x;
    }
    return n;
}

static void check_exact_set(unsigned dt, int op, const uint64_t *xs, size_t n, unsigned long *bad)
{
    for (size_t i = 0; i < n; i++) check_sfu_exact(dt, op, xs[i], bad);
}

static void exact_generated(void **state)
{
    (void)state;
    static const unsigned dts[4] = {AVS_FP32, AVS_TF32, AVS_HF32, AVS_FP64};
    unsigned long bad = 0;
    uint64_t buf[512];
    for (unsigned k = 0; k < 4; k++) {
        unsigned dt = dts[k];
        for (int op = 0; op < 5; op++) {
            size_t n = sfu_hard(dt, op, buf, N_(buf));
            assert_true(n > 20);
            check_exact_set(dt, op, buf, n, &bad);
            /* a search window: 4096 inputs around 1.5 (exp: around 10) */
            uint64_t start = dt == AVS_FP64 ? (op == OR_EXP ? 0x4024000000000000ull : 0x3FF8000000000000ull)
                                            : (op == OR_EXP ? 0x41200000u : 0x3FC00000u);
            uint64_t step = dt == AVS_FP64 ? (uint64_t)1 << 29 : dt == AVS_FP32 ? 1 : (uint64_t)1 << 13;
            n = hardest(dt, op, start, step, 4096, buf, 32);
            check_exact_set(dt, op, buf, n, &bad);
            uint64_t st = 0x5F0 + (uint64_t)op * 977u + dt;
            for (int i = 0; i < (dt == AVS_FP64 ? 1500 : 3000); i++) check_sfu_exact(dt, op, sfu_gen(dt, op, &st), &bad);
        }
    }
    assert_int_equal(bad, 0);
}

/* Every Ziv level of EXP and LOG computes correctly: the hard, boundary and
 * random FP64 and FP32 cases started at each level (num_sfu_ieee_level
 * takes the first level to try), against MPFR. */
static void ziv_levels(void **state)
{
    (void)state;
    static const unsigned dts[2] = {AVS_FP64, AVS_FP32};
    uint64_t xs[300];
    unsigned long bad = 0;
    for (unsigned k = 0; k < 2; k++)
        for (int op = OR_EXP; op <= OR_LOG; op++) {
            size_t n = sfu_hard(dts[k], op, xs, 200);
            uint64_t st = 31 + (uint64_t)op + k;
            while (n < N_(xs)) xs[n++] = sfu_gen(dts[k], op, &st);
            for (unsigned start = 1; start <= 5; start++)
                for (size_t i = 0; i < n; i++) {
                    unsigned level = start, f = 0, of = 0;
                    uint64_t r = num_sfu_ieee_level((unsigned)op, dts[k], xs[i], &f, &level);
                    uint64_t o = oracle_sfu(dts[k], op, xs[i], &of);
                    if (r != o || f != of) {
                        if (bad++ < 10)
                            fprintf(stderr, "level %u %s %s %#llx: %#llx/%#x, oracle %#llx/%#x\n", start,
                                    pto_dtypes[dts[k]].name, sfu_op_names[op], (unsigned long long)xs[i],
                                    (unsigned long long)r, f, (unsigned long long)o, of);
                    }
                    assert_true(level == 0 || level >= start);
                }
        }
    assert_int_equal(bad, 0);
    unsigned level = 0, f = 0;
    num_sfu_ieee_level(NUM_SFU_EXP, AVS_FP64, 0x3FF0000000000000ull, &f, &level); /* exp(1) */
    assert_int_equal(level, 1);
}

/* ---- vector path = exact core ------------------------------------------------------ */

static void vector_narrow_exhaustive(void **state)
{
    (void)state;
    for (unsigned k = 0; k < 4; k++) {
        unsigned dt = narrow[k];
        size_t count = (size_t)1 << pto_dtypes[dt].bits;
        uint64_t *xs = malloc(count * sizeof *xs);
        assert_non_null(xs);
        for (size_t x = 0; x < count; x++) xs[x] = x;
        for (int op = 0; op < 5; op++) assert_int_equal(check_sfu_vector(dt, op, xs, count, false), 0);
        free(xs);
    }
}

/* Specials of the 32-bit carriers, then hard and random values, against
 * MPFR; FP64 (the double-double path of EXP, LOG, RSQRT and the host's
 * SQRT and RECIP) likewise. */
static void vector_wide(void **state)
{
    (void)state;
    enum { N = 6000 };
    uint64_t *xs = malloc(N * sizeof *xs);
    assert_non_null(xs);
    static const uint64_t sp[] = {0,          0x80000000u, 0x7F800000u, 0xFF800000u, 0x7FC00000u, 0xFFC00000u,
                                  0x7F800001u, 0x7FA00000u, 0x3F800000u, 0xBF800000u, 0x00000001u, 0x807FFFFFu,
                                  0x00800000u, 0x7F7FFFFFu, 0xFF7FFFFFu, 0x40800000u, 0x3E800000u, 0x00400000u};
    for (unsigned k = 0; k < 3; k++) {
        unsigned dt = wide32[k];
        for (int op = 0; op < 5; op++) {
            size_t n = 0;
            for (size_t i = 0; i < N_(sp); i++) xs[n++] = sfu_valid(dt, sp[i]);
            n += sfu_hard(dt, op, xs + n, 600);
            uint64_t st = 0xC0FFEE + (uint64_t)op * 131u + dt;
            while (n < N) xs[n++] = sfu_gen(dt, op, &st);
            assert_int_equal(check_sfu_vector(dt, op, xs, n, true), 0);
        }
    }
    static const uint64_t sp64[] = {0, 0x8000000000000000ull, 0x7FF0000000000000ull, 0xFFF0000000000000ull,
                                    0x7FF8000000000000ull, 0x7FF0000000000001ull, 0x3FF0000000000000ull,
                                    0x0000000000000001ull, 0x000FFFFFFFFFFFFFull, 0x0010000000000000ull,
                                    0x7FEFFFFFFFFFFFFFull, 0x4086232BDD7ABCD2ull, 0xC0874910D52D3052ull,
                                    0x4010000000000000ull, 0x3FEFFFFFFFFFFFFFull, 0x3FF0000000000001ull};
    for (int op = 0; op < 5; op++) {
        size_t n = 0;
        for (size_t i = 0; i < N_(sp64); i++) xs[n++] = sp64[i];
        n += sfu_hard(AVS_FP64, op, xs + n, 600);
        uint64_t st = 0xD0D0 + (uint64_t)op;
        while (n < 3000) xs[n++] = sfu_gen(AVS_FP64, op, &st);
        assert_int_equal(check_sfu_vector(AVS_FP64, op, xs, n, true), 0);
    }
    free(xs);
}

/* ---- the kernel: tables and host operations ------------------------------------------ */

static unsigned kern_run(unsigned op, unsigned dt, pto_profile prof, uint8_t *d, const uint8_t *a, size_t n)
{
    kern_args k;
    memset(&k, 0, sizeof k);
    k.dt = dt;
    k.bits = pto_dtypes[dt].bits;
    k.eop = E_EXP + op;
    k.profile = prof;
    k.rows = k.vrows = 1;
    k.cols = k.vcols = (uint32_t)n;
    k.a = a;
    k.dst = d;
    kern_sfu(&k);
    return k.flags;
}

/* Every 8- and 16-bit input through kern_sfu (the result tables): the
 * results, the flags of the whole run, and of single elements. */
static void kernel_tables_exhaustive(void **state)
{
    (void)state;
    for (unsigned k = 0; k < 4; k++) {
        unsigned dt = narrow[k], esz = pto_dtypes[dt].bits / 8u;
        size_t count = (size_t)1 << pto_dtypes[dt].bits;
        uint8_t *a = malloc(count * esz), *d = malloc(count * esz);
        assert_non_null(a);
        assert_non_null(d);
        for (size_t x = 0; x < count; x++) memcpy(a + x * esz, &x, esz);
        for (unsigned op = 0; op < 5; op++) {
            unsigned fl = kern_run(op, dt, PTO_PROFILE_IEEE, d, a, count), want = 0;
            for (size_t x = 0; x < count; x++) {
                uint64_t got = 0;
                memcpy(&got, d + x * esz, esz);
                unsigned ef = 0;
                uint64_t exp = num_sfu_ieee(op, dt, x, &ef);
                want |= ef;
                if (got != exp) fail_msg("%s %s %#zx: kernel %#llx, exact %#llx", sfu_op_names[op], pto_dtypes[dt].name, x,
                                         (unsigned long long)got, (unsigned long long)exp);
                uint8_t one_d[2];
                unsigned f1 = kern_run(op, dt, PTO_PROFILE_IEEE, one_d, a + x * esz, 1);
                if (f1 != ef) fail_msg("%s %s %#zx: kernel flags %#x, exact %#x", sfu_op_names[op], pto_dtypes[dt].name, x, f1, ef);
            }
            assert_int_equal(fl, want);
        }
        free(a);
        free(d);
    }
}

/* FP32 and FP64 SQRT and RECIP take the host's operation with MXCSR's
 * flags: element by element against MPFR. */
static void kernel_host_ops(void **state)
{
    (void)state;
    static const unsigned dts[2] = {AVS_FP32, AVS_FP64};
    static const int ops[2] = {OR_RECIP, OR_SQRT};
    uint64_t xs[1200];
    for (unsigned k = 0; k < 2; k++)
        for (unsigned o = 0; o < 2; o++) {
            unsigned dt = dts[k], esz = pto_dtypes[dt].bits / 8u;
            size_t n = sfu_hard(dt, ops[o], xs, 400);
            uint64_t st = 99 + k * 7 + o;
            while (n < N_(xs)) xs[n++] = sfu_gen(dt, ops[o], &st);
            for (size_t i = 0; i < n; i++) {
                uint8_t a[8], d[8];
                memcpy(a, &xs[i], esz);
                unsigned fl = kern_run((unsigned)ops[o], dt, PTO_PROFILE_IEEE, d, a, 1), ef = 0;
                uint64_t got = 0, exp = oracle_sfu(dt, ops[o], xs[i], &ef);
                memcpy(&got, d, esz);
                if (got != exp || fl != ef)
                    fail_msg("%s %s %#llx: kernel %#llx flags %#x, oracle %#llx flags %#x", sfu_op_names[ops[o]],
                             pto_dtypes[dt].name, (unsigned long long)xs[i], (unsigned long long)got, fl,
                             (unsigned long long)exp, ef);
            }
        }
}

/* A long FP32 and FP64 run through kern_sfu equals the exact core element
 * by element, with the flags of the whole run. */
static void kernel_runs(void **state)
{
    (void)state;
    enum { N = 4099 };
    static const unsigned dts[5] = {AVS_FP32, AVS_TF32, AVS_HF32, AVS_FP64, AVS_BF16};
    for (unsigned k = 0; k < 5; k++) {
        unsigned dt = dts[k], esz = pto_dtypes[dt].bits / 8u;
        uint8_t *a = malloc(N * esz), *d = malloc(N * esz);
        assert_non_null(a);
        assert_non_null(d);
        for (unsigned op = 0; op < 5; op++) {
            uint64_t st = 7 * op + dt;
            for (size_t i = 0; i < N; i++) {
                uint64_t x = sfu_gen(dt, (int)op, &st);
                memcpy(a + i * esz, &x, esz);
            }
            unsigned fl = kern_run(op, dt, PTO_PROFILE_IEEE, d, a, N), want = 0;
            for (size_t i = 0; i < N; i++) {
                uint64_t x = 0, got = 0;
                memcpy(&x, a + i * esz, esz);
                memcpy(&got, d + i * esz, esz);
                unsigned ef = 0;
                assert_int_equal(got, num_sfu_ieee(op, dt, x, &ef));
                want |= ef;
            }
            assert_int_equal(fl, want);
        }
        free(a);
        free(d);
    }
}

/* ---- pto-v0: the reference profile's placeholders ---------------------------------- */

/* Hand-derived from reference-profile.asl (TileExponential = carrier + 1,
 * TileLogarithm = TileSquareRoot = TileReciprocalSquareRoot = carrier,
 * TileReciprocal = floor((2^64 - 1) / carrier), the low W bits kept, no
 * flags) after TileSFUUnarySpecialValue.  FP32 1, 2, -3, 0.5:
 * (2^64-1) / 0x3F800000 = 0x408102040 (low word 0x08102040), / 0x40000000 =
 * 2^34 - 1, / 0xC0400000 = 0x154E3B419, / 0x3F000000 = 0x410410410. */
static void v0_placeholders(void **state)
{
    (void)state;
    static const uint64_t a[4] = {0x3F800000u, 0x40000000u, 0xC0400000u, 0x3F000000u};
    static const struct { unsigned op; uint64_t want[4]; unsigned flags; } c[5] = {
        {NUM_SFU_EXP, {0x3F800001u, 0x40000001u, 0xC0400001u, 0x3F000001u}, 0},
        {NUM_SFU_LOG, {0, 0x40000000u, 0x7FC00000u, 0x3F000000u}, NV},        /* log 1 = +0, log(-3): NaN */
        {NUM_SFU_RECIP, {0x08102040u, 0xFFFFFFFFu, 0x54E3B419u, 0x10410410u}, 0},
        {NUM_SFU_SQRT, {0x3F800000u, 0x40000000u, 0x7FC00000u, 0x3F000000u}, NV},
        {NUM_SFU_RSQRT, {0x3F800000u, 0x40000000u, 0x7FC00000u, 0x3F000000u}, NV},
    };
    for (unsigned i = 0; i < 5; i++) {
        uint8_t src[16], dst[16];
        for (int j = 0; j < 4; j++) memcpy(src + 4 * j, &a[j], 4);
        unsigned fl = kern_run(c[i].op, AVS_FP32, PTO_PROFILE_V0, dst, src, 4);
        for (int j = 0; j < 4; j++) {
            uint32_t got;
            memcpy(&got, dst + 4 * j, 4);
            assert_int_equal(got, c[i].want[j]);
        }
        assert_int_equal(fl, c[i].flags);
    }
    unsigned f = 0;
    /* FP16 65504 + 1 = 0x7C00, E4M3 448 + 1 = 0x7F, FP64 (2^64-1) / 2^62 = 3,
     * FP16 (2^64-1) / 0x3C00 low half 0x4444, E4M3 1 -> (2^64-1)/0x38 low byte 0x92 */
    assert_int_equal(num_sfu_v0(NUM_SFU_EXP, AVS_FP16, 0x7BFF, &f), 0x7C00);
    assert_int_equal(num_sfu_v0(NUM_SFU_EXP, AVS_E4M3, 0x7E, &f), 0x7F);
    assert_int_equal(num_sfu_v0(NUM_SFU_RECIP, AVS_FP64, 0x4000000000000000ull, &f), 3);
    assert_int_equal(num_sfu_v0(NUM_SFU_RECIP, AVS_FP16, 0x3C00, &f), 0x4444);
    assert_int_equal(num_sfu_v0(NUM_SFU_RECIP, AVS_E4M3, 0x38, &f), 0x92);
    assert_int_equal(f, 0);
    /* the special table holds in pto-v0 as in ieee: every 16-bit input whose
     * ieee result is special gives the same result and flags */
    for (unsigned k = 0; k < 4; k++)
        for (unsigned op = 0; op < 5; op++)
            for (uint64_t x = 0; x < ((uint64_t)1 << pto_dtypes[narrow[k]].bits); x++) {
                uint64_t r;
                unsigned fs = 0, fv = 0;
                if (!num_sfu_special(op, narrow[k], x, &r, &fs)) continue;
                bool special;
                unsigned fo = 0;
                uint64_t o = oracle_sfu_ex(narrow[k], (int)op, x, &fo, &special);
                assert_true(special);
                assert_int_equal(r, o);
                assert_int_equal(fs, fo);
                assert_int_equal(num_sfu_v0(op, narrow[k], x, &fv), o);
                assert_int_equal(fv, fo);
            }
}

/* ---- bundles ---------------------------------------------------------------------------- */

/* Program text: a source T#1 of dt, 128 B, Col 8, valid 2x5, with values
 * vals[pe][10] on each PE, then the bundle `body`. */
static pto_machine *run_prog(pto_profile prof, unsigned dt, uint64_t vals[4][10], const char *body, pto_status want)
{
    char text[4096], err[300];
    int n = snprintf(text, sizeof text, ".profile %s\n.tile T#1 %s size=128B cols=8 valid=2x5 mask=1111\n",
                     prof == PTO_PROFILE_V0 ? "pto-v0" : "ieee", pto_dtypes[dt].name);
    for (int pe = 0; pe < 4; pe++) {
        n += snprintf(text + n, sizeof text - (size_t)n, ".fill T#1 pe=%d =", pe);
        for (int i = 0; i < 10; i++) n += snprintf(text + n, sizeof text - (size_t)n, " 0x%llx", (unsigned long long)vals[pe][i]);
        n += snprintf(text + n, sizeof text - (size_t)n, "\n");
    }
    snprintf(text + n, sizeof text - (size_t)n, "%s", body);
    pto_machine *m = pto_create();
    pto_status s = run_text(m, text, err, sizeof err);
    if (s != want) fail_msg("status %d (%s)\n%s", (int)s, err, text);
    avs_invariants(m);
    return m;
}

/* The destination (tile 1) holds op of each PE's own values, against MPFR,
 * the padding as pad (-1: undefined), and the flags are the OR over every
 * element of every PE. */
static void expect_dest(pto_machine *m, unsigned dt, int op, uint64_t vals[4][10], int64_t pad)
{
    unsigned flags = 0;
    uint32_t rows = 128u * 8u / pto_dtypes[dt].bits / 8u;
    avs_expect_desc(m, 1, PTO_TILE_NUMERIC, dt, 128, rows, 8, 2, 5, 0xF);
    for (unsigned pe = 0; pe < 4; pe++)
        for (uint32_t r = 0; r < rows; r++)
            for (uint32_t c = 0; c < 8; c++) {
                uint64_t v;
                bool d;
                assert_int_equal(pto_tile_read(m, 1, pe, r * 8 + c, &v, &d), PTO_OK);
                if (r < 2 && c < 5) {
                    uint64_t want = oracle_sfu(dt, op, vals[pe][r * 5 + c], &flags);
                    assert_true(d);
                    assert_int_equal(v, want);
                } else if (pad < 0) {
                    assert_false(d);
                } else {
                    assert_true(d);
                    assert_int_equal(v, (uint64_t)pad);
                }
            }
    assert_int_equal(pto_flags(m), flags);
}

static void fill_vals(unsigned dt, int op, uint64_t vals[4][10], uint64_t seed)
{
    uint64_t st = seed;
    for (int pe = 0; pe < 4; pe++)
        for (int i = 0; i < 10; i++) vals[pe][i] = sfu_gen(dt, op, &st);
}

/* No B.DIM: the destination takes the source's shape (the generic
 * destination of the model, D32); with LB0, LB1, LB2 given and equal to the
 * source's, the same; every PE computes on its own payload; B.DATR PadValue
 * Zero defines the padding.  Both profiles' special values, ieee against
 * MPFR. */
static void bundle_shapes(void **state)
{
    (void)state;
    static const unsigned dts[5] = {AVS_FP32, AVS_FP16, AVS_BF16, AVS_FP64, AVS_E4M3};
    char body[512];
    for (unsigned k = 0; k < 5; k++)
        for (int op = 0; op < 5; op++) {
            uint64_t vals[4][10];
            fill_vals(dts[k], op, vals, 1234u + (unsigned)op * 17u + k);
            snprintf(body, sizeof body, "BSTART.SFU %s, %s\nB.IOT T#1, mask=1111, last, ->T<128B>\nBSTOP\n",
                     sfu_op_names[op], pto_dtypes[dts[k]].name);
            pto_machine *m = run_prog(PTO_PROFILE_IEEE, dts[k], vals, body, PTO_END);
            expect_dest(m, dts[k], op, vals, -1);
            pto_destroy(m);
            snprintf(body, sizeof body,
                     "BSTART.SFU %s, %s\nB.DATR pad=Zero\nB.DIM LB0=5\nB.DIM LB1=2\nB.DIM LB2=8\n"
                     "B.IOT T#1, mask=1111, last, ->T<128B>\nBSTOP\n",
                     sfu_op_names[op], pto_dtypes[dts[k]].name);
            m = run_prog(PTO_PROFILE_IEEE, dts[k], vals, body, PTO_END);
            expect_dest(m, dts[k], op, vals, 0);
            pto_destroy(m);
        }
}

/* The binding stream may be split (no closed schema): the source in one
 * B.IOT, the destination in the next; an all-zero B.IOR is accepted. */
static void bundle_split_stream(void **state)
{
    (void)state;
    uint64_t vals[4][10];
    fill_vals(AVS_FP32, OR_LOG, vals, 77);
    pto_machine *m = run_prog(PTO_PROFILE_IEEE, AVS_FP32, vals,
                              "BSTART.SFU TLOG, FP32\nB.IOT T#1, mask=1111\nB.IOT mask=1111, last, ->T<128B>\n"
                              "B.IOR zero, zero, zero, ->zero\nBSTOP\n",
                              PTO_END);
    expect_dest(m, AVS_FP32, OR_LOG, vals, -1);
    pto_destroy(m);
}

/* Faults: each leaves the state as it was (no destination), at the
 * terminator unless the rule is a header one. */
static void expect_fault_text(unsigned dt, const char *setup, const char *body, pto_fault_kind kind)
{
    char text[2048], err[300];
    snprintf(text, sizeof text, "%s%s", setup, body);
    pto_machine *m = pto_create();
    pto_status s = run_text(m, text, err, sizeof err);
    if (s != PTO_FAULT) fail_msg("expected a fault (%s)\n%s", err, text);
    pto_fault_info f;
    pto_fault(m, &f);
    if (f.kind != kind) fail_msg("fault %s, expected %s\n%s", pto_fault_kind_name(f.kind), pto_fault_kind_name(kind), text);
    assert_int_equal(avs_allocated_count(m), 1);
    assert_int_equal(pto_flags(m), 0);
    avs_invariants(m);
    pto_destroy(m);
    (void)dt;
}

static void bundle_faults(void **state)
{
    (void)state;
    const char *fp32 = ".tile T#1 FP32 size=128B cols=8 valid=1x4 mask=1111\n.fill T#1 pe=* = 1.0 2.0 3.0 4.0\n";
    /* TileLegality at C14 */
    expect_fault_text(AVS_FP32, ".tile T#1 FP32 size=128B cols=8 valid=1x4 mask=1111\n",
                      "BSTART.SFU TEXP, FP32\nB.IOT T#1, mask=1111, last, ->T<128B>\nBSTOP\n", PTO_FAULT_TILE_LEGALITY);
    expect_fault_text(AVS_TF32,
                      ".tile T#1 TF32 size=128B cols=8 valid=1x1 mask=1111\n.fill T#1 pe=* = 0x3F800001\n",
                      "BSTART.SFU TSQRT, TF32\nB.IOT T#1, mask=1111, last, ->T<128B>\nBSTOP\n", PTO_FAULT_TILE_LEGALITY);
    expect_fault_text(AVS_S32, ".tile T#1 S32 size=128B cols=8 valid=1x1 mask=1111\n.fill T#1 pe=* = 4\n",
                      "BSTART.SFU TSQRT, S32\nB.IOT T#1, mask=1111, last, ->T<128B>\nBSTOP\n", PTO_FAULT_TILE_LEGALITY);
    expect_fault_text(AVS_FP32, fp32, "BSTART.SFU TLOG, FP16\nB.IOT T#1, mask=1111, last, ->T<128B>\nBSTOP\n",
                      PTO_FAULT_TILE_LEGALITY);
    expect_fault_text(AVS_FP32, fp32, "BSTART.SFU TLOG, FP32\nB.DIM LB0=3\nB.IOT T#1, mask=1111, last, ->T<128B>\nBSTOP\n",
                      PTO_FAULT_TILE_LEGALITY);
    expect_fault_text(AVS_FP32, fp32, "BSTART.SFU TLOG, FP32\nB.DIM LB2=16\nB.IOT T#1, mask=1111, last, ->T<128B>\nBSTOP\n",
                      PTO_FAULT_TILE_LEGALITY);
    expect_fault_text(AVS_FP32, ".tile T#1 FP32 size=128B cols=8 valid=1x4 mask=1111 layout=col\n.fill T#1 pe=* = 1.0 2.0 3.0 4.0\n",
                      "BSTART.SFU TRECIP, FP32\nB.IOT T#1, mask=1111, last, ->T<128B>\nBSTOP\n", PTO_FAULT_TILE_LEGALITY);
    /* TileLegality at C9: only PadValue is applicable */
    expect_fault_text(AVS_FP32, fp32, "BSTART.SFU TEXP, FP32\nB.DATR FP16\nB.IOT T#1, mask=1111, last, ->T<128B>\nBSTOP\n",
                      PTO_FAULT_TILE_LEGALITY);
    expect_fault_text(AVS_FP32, fp32, "BSTART.SFU TEXP, FP32\nB.DATR cmode=GT\nB.IOT T#1, mask=1111, last, ->T<128B>\nBSTOP\n",
                      PTO_FAULT_TILE_LEGALITY);
    /* BundleControl at C7: a nonzero B.IOR field, a second destination */
    expect_fault_text(AVS_FP32, fp32, "BSTART.SFU TEXP, FP32\nB.IOT T#1, mask=1111, last, ->T<128B>\nB.IOR a0, zero, zero, ->zero\nBSTOP\n",
                      PTO_FAULT_BUNDLE_CONTROL);
    /* TileAllocation at C12: a 4 KiB source into a 128 B destination */
    expect_fault_text(AVS_FP32, ".tile T#1 FP32 size=4096B cols=64 valid=16x64 mask=1111\n",
                      "BSTART.SFU TEXP, FP32\nB.IOT T#1, mask=1111, last, ->T<128B>\nBSTOP\n", PTO_FAULT_TILE_ALLOCATION);
}

/* pto-v0 through a bundle: the placeholder on each PE's values, no flags
 * but the special table's. */
static void bundle_v0(void **state)
{
    (void)state;
    uint64_t vals[4][10];
    for (int pe = 0; pe < 4; pe++)
        for (int i = 0; i < 10; i++) vals[pe][i] = 0x3F800000u + (uint64_t)(pe * 10 + i) * 0x10000u;
    pto_machine *m = run_prog(PTO_PROFILE_V0, AVS_FP32, vals,
                              "BSTART.SFU TEXP, FP32\nB.IOT T#1, mask=1111, last, ->T<128B>\nBSTOP\n", PTO_END);
    for (unsigned pe = 0; pe < 4; pe++)
        for (uint32_t i = 0; i < 10; i++) {
            uint64_t v;
            bool d;
            assert_int_equal(pto_tile_read(m, 1, pe, (i / 5) * 8 + i % 5, &v, &d), PTO_OK);
            assert_true(d);
            assert_int_equal(v, vals[pe][i] + 1);
        }
    assert_int_equal(pto_flags(m), 0);
    pto_destroy(m);
}

/* Flags: OF and NX from exp(100), UF from exp(-100) (a subnormal), DZ from
 * log(0); sticky across bundles; a PE outside the mask adds none. */
static void bundle_flags(void **state)
{
    (void)state;
    char err[300];
    pto_machine *m = pto_create();
    assert_int_equal(run_text(m,
                              ".tile T#1 FP32 size=128B cols=8 valid=1x2 mask=1111\n"
                              ".fill T#1 pe=* = 1.0 2.0\n.fill T#1 pe=3 = 100.0 -100.0\n"
                              "BSTART.SFU TEXP, FP32\nB.IOT T#1, mask=1110, last, ->T<128B>\nBSTOP\n",
                              err, sizeof err),
                     PTO_END);
    assert_int_equal(pto_flags(m), NX);
    pto_destroy(m);
    m = pto_create();
    assert_int_equal(run_text(m,
                              ".tile T#1 FP32 size=128B cols=8 valid=1x2 mask=1111\n"
                              ".fill T#1 pe=* = 1.0 2.0\n.fill T#1 pe=3 = 100.0 -100.0\n"
                              "BSTART.SFU TEXP, FP32\nB.IOT T#1, mask=1111, last, ->T<128B>\nBSTOP\n"
                              ".tile U#1 FP32 size=128B cols=8 valid=1x1 mask=1111\n.fill U#1 pe=* = 0\n"
                              "BSTART.SFU TLOG, FP32\nB.IOT U#1, mask=1111, last, ->T<128B>\nBSTOP\n",
                              err, sizeof err),
                     PTO_END);
    assert_int_equal(pto_flags(m), OF | UF | NX | DZ);
    uint64_t v;
    bool d;
    assert_int_equal(pto_tile_read(m, 1, 3, 0, &v, &d), PTO_OK); /* exp(100) on PE3 */
    assert_true(d && v == 0x7F800000u);
    assert_int_equal(pto_tile_read(m, 1, 3, 1, &v, &d), PTO_OK); /* exp(-100) = 0x1.c8464p-145 */
    assert_true(d && v == 0x0000001Bu);
    pto_destroy(m);
}

/* A caller's MXCSR with flush-to-zero, denormals-are-zero, round toward
 * zero and status bits set: the results are the same, and MXCSR is left
 * exactly as it was. */
static void hostile_mxcsr(void **state)
{
    (void)state;
#if HAVE_MXCSR
    static const unsigned dts[4] = {AVS_FP32, AVS_FP16, AVS_FP64, AVS_TF32};
    for (unsigned k = 0; k < 4; k++)
        for (int op = 0; op < 5; op++) {
            uint64_t vals[4][10];
            fill_vals(dts[k], op, vals, 4242u + (unsigned)op + k * 5u);
            vals[0][0] = dts[k] == AVS_FP64 ? 1 : dts[k] == AVS_FP16 ? 1 : 0x00400000u; /* subnormal */
            vals[0][1] = dts[k] == AVS_FP64 ? 0xC086232BDD7ABCD2ull : dts[k] == AVS_FP16 ? 0xC880 : 0xC2B00000u;
            char body[256];
            snprintf(body, sizeof body, "BSTART.SFU %s, %s\nB.IOT T#1, mask=1111, last, ->T<128B>\nBSTOP\n",
                     sfu_op_names[op], pto_dtypes[dts[k]].name);
            unsigned saved = _mm_getcsr();
            unsigned hostile = (saved & ~0xFFFFu) | 0x8000u | 0x0040u | 0x6000u | 0x1F80u | 0x21u; /* FTZ DAZ RTZ, PE IE */
            _mm_setcsr(hostile);
            pto_machine *m = run_prog(PTO_PROFILE_IEEE, dts[k], vals, body, PTO_END);
            unsigned after = _mm_getcsr();
            _mm_setcsr(saved);
            assert_int_equal(after, hostile);
            expect_dest(m, dts[k], op, vals, -1);
            pto_destroy(m);
        }
#endif
}

/* --lint: the prose lists FP16, FP32, BF16 and requires LB0 (D32). */
static void lint_warnings(void **state)
{
    (void)state;
    char err[300];
    pto_machine *m = pto_create();
    pto_set_lint(m, true);
    assert_int_equal(run_text(m,
                              ".tile T#1 FP64 size=128B cols=4 valid=1x4 mask=1000\n.fill T#1 pe=0 = 1 2 3 4\n"
                              "BSTART.SFU TEXP, FP64\nB.DIM LB0=4\nB.IOT T#1, mask=1000, last, ->T<128B>\nBSTOP\n"
                              ".tile U#1 FP32 size=128B cols=4 valid=1x4 mask=1000\n.fill U#1 pe=0 = 1 2 3 4\n"
                              "BSTART.SFU TLOG, FP32\nB.IOT U#1, mask=1000, last, ->T<128B>\nBSTOP\n"
                              "BSTART.SFU TLOG, FP32\nB.DIM LB0=4\nB.IOT U#1, mask=1000, last, ->T<128B>\nBSTOP\n",
                              err, sizeof err),
                     PTO_END);
    assert_int_equal(pto_lint_count(m), 2);
    assert_non_null(strstr(pto_lint_message(m, 0), "TEXP on FP64"));
    assert_non_null(strstr(pto_lint_message(m, 1), "TLOG without LB0"));
    pto_destroy(m);
}

/* The front ends: the program text spelling round-trips through the
 * assembler and disassembler, and PTO-AS lowers pto.texp ... pto.trsqrt to
 * the same bundles (hand-derived: exp(0) = 1, log(1) = 0, 1/4, sqrt 4,
 * 1/sqrt 4). */
static void front_ends(void **state)
{
    (void)state;
    for (int op = 0; op < 5; op++) {
        char line[64], back[96];
        snprintf(line, sizeof line, "BSTART.SFU %s, FP16", sfu_op_names[op]);
        pto_insn in;
        pto_codec_error ce;
        assert_int_equal(pto_asm(line, &in, &ce), PTO_CODEC_OK);
        assert_int_equal(in.length, 4);
        assert_int_equal((uint32_t)in.word, avs_bstart(AVS_FP16, sel_of[op]));
        assert_int_equal(pto_disasm(&in, back, sizeof back, &ce), PTO_CODEC_OK);
        assert_string_equal(back, line);
    }
    static const struct { const char *op; const char *in; uint32_t want; } c[5] = {
        {"texp", "0.0", 0x3F800000u}, {"tlog", "1.0", 0}, {"trecip", "4.0", 0x3E800000u},
        {"tsqrt", "4.0", 0x40000000u}, {"trsqrt", "4.0", 0x3F000000u}};
    for (int i = 0; i < 5; i++) {
        char src[512];
        snprintf(src, sizeof src,
                 "%%c0 = arith.constant %s : f32\n%%x = pto.texpands %%c0 : f32 -> !pto.tile<4x8xf32>\n"
                 "%%r = pto.%s %%x : !pto.tile<4x8xf32> -> !pto.tile<4x8xf32>\n",
                 c[i].in, c[i].op);
        ptoas_result r;
        int rc = ptoas_lower(src, strlen(src), NULL, 0, NULL, 0, &r);
        if (rc) fail_msg("lowering failed at %u:%u: %s", r.line, r.column, r.message);
        char want[64];
        snprintf(want, sizeof want, "BSTART.SFU %s, FP32", sfu_op_names[i]);
        assert_non_null(strstr(r.program, want));
        pto_machine *m = pto_create();
        char err[300];
        if (run_text(m, r.program, err, sizeof err) != PTO_END) fail_msg("run: %s\n%s", err, r.program);
        for (uint32_t e = 0; e < 32; e++) {
            uint64_t v;
            bool d;
            assert_int_equal(pto_tile_read(m, 1, 0, e, &v, &d), PTO_OK);
            assert_true(d && v == c[i].want);
        }
        pto_destroy(m);
        ptoas_free(&r);
    }
}

int main(void)
{
    const struct CMUnitTest numerics[] = {
        cmocka_unit_test(ln2_words),       cmocka_unit_test(exact_narrow_exhaustive),
        cmocka_unit_test(exact_generated), cmocka_unit_test(ziv_levels),
        cmocka_unit_test(v0_placeholders),
    };
    /* the paths that depend on the instruction-set level run at each */
    const struct CMUnitTest per_level[] = {
        cmocka_unit_test(vector_narrow_exhaustive), cmocka_unit_test(vector_wide),
        cmocka_unit_test(kernel_tables_exhaustive), cmocka_unit_test(kernel_host_ops),
        cmocka_unit_test(kernel_runs),              cmocka_unit_test(bundle_shapes),
        cmocka_unit_test(bundle_split_stream),      cmocka_unit_test(bundle_faults),
        cmocka_unit_test(bundle_v0),                cmocka_unit_test(bundle_flags),
        cmocka_unit_test(hostile_mxcsr),            cmocka_unit_test(lint_warnings),
        cmocka_unit_test(front_ends),
    };
    int failed = cmocka_run_group_tests_name("sfu numerics", numerics, NULL, NULL);
    static const struct { unsigned level; const char *name; } levels[3] = {
        {FAST_ISA_AVX2, "sfu (AVX2 if the host has it)"}, {FAST_ISA_SSE2, "sfu (SSE2)"}, {FAST_ISA_PORTABLE, "sfu (portable)"}};
    for (unsigned l = 0; l < 3; l++) {
        fast_set_isa_limit(levels[l].level);
        failed += _cmocka_run_group_tests(levels[l].name, per_level, N_(per_level), NULL, NULL);
    }
    fast_set_isa_limit(FAST_ISA_BEST);
    oracle_cleanup();
    return failed;
}
