/* The CUBE matrix numerics under the ieee profile (decisions D25), against
 * an MPFR oracle that forms each output by the same sequence: acc = C or 0;
 * for k = 0 .. K-1: acc = round_FP32(acc + a[m][k] * b[k][n] (* 2^scales))
 * with the product and the sum exact and one rounding per term; then
 * round_FP32(acc + bias[n]).  Inputs FP32, FP16, BF16, E4M3, E5M2 (random
 * encodings with specials: zeros, subnormals, infinities, NaNs), MX forms
 * with E8M0 scales (0xFF among them, and extreme exponents).  Each case
 * runs on the host path and, with the fast paths capped to the portable
 * level, on the exact step, and both must equal the oracle bit for bit.
 * Also: D25's example where the order decides, integer wrap modulo 2^32,
 * and the GEMM program examples/gemm.s against a plain C reference that
 * uses fmaf in the same order on the same data. */
#define _DEFAULT_SOURCE
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <mpfr.h>

#include "kern/fast.h"
#include "kern/matrix.h"
#include "oracle/oracle.h"
#include "ptosim/program.h"
#include "ptosim/ptosim.h"
#include "support/avs.h"
#include "support/support.h"
#include "support/tlsu.h"

#define PE0 0x8u
#define RM PTO_LAYOUT_ROW_MAJOR
#define M16 PTO_LAYOUT_CUBE_M16
#define M32 PTO_LAYOUT_CUBE_M32
#define N8 PTO_LAYOUT_CUBE_N8
#define QNAN32 0x7FC00000u

/* ---- the oracle ------------------------------------------------------------------ */

static uint32_t mp_to_fp32(mpfr_t t)
{
    if (mpfr_nan_p(t)) return QNAN32;
    uint32_t sign = mpfr_signbit(t) ? 0x80000000u : 0u;
    if (mpfr_inf_p(t)) return sign | 0x7F800000u;
    if (mpfr_zero_p(t)) return sign;
    unsigned fl = 0;
    return (uint32_t)oracle_round(AVS_FP32, t, false, 1 /* RNE */, &fl);
}

/* round_FP32(acc + a * b * 2^s): every operation exact in 1400 bits. */
static uint32_t oracle_step(uint32_t acc, unsigned adt, uint64_t a, unsigned bdt, uint64_t b, int s, bool nan_scale)
{
    if (nan_scale) return QNAN32;
    mpfr_t va, vb, vc, t;
    mpfr_inits2(1400, va, vb, vc, t, (mpfr_ptr)0);
    oracle_decode(adt, a, va);
    oracle_decode(bdt, b, vb);
    oracle_decode(AVS_FP32, acc, vc);
    mpfr_mul(t, va, vb, MPFR_RNDN);
    mpfr_mul_2si(t, t, s, MPFR_RNDN);
    mpfr_add(t, vc, t, MPFR_RNDN);
    uint32_t r = mp_to_fp32(t);
    mpfr_clears(va, vb, vc, t, (mpfr_ptr)0);
    return r;
}

static uint32_t oracle_add(uint32_t x, uint32_t y)
{
    mpfr_t a, b;
    mpfr_inits2(400, a, b, (mpfr_ptr)0);
    oracle_decode(AVS_FP32, x, a);
    oracle_decode(AVS_FP32, y, b);
    mpfr_add(a, a, b, MPFR_RNDN);
    uint32_t r = mp_to_fp32(a);
    mpfr_clears(a, b, (mpfr_ptr)0);
    return r;
}

/* ---- tiles and blocks ----------------------------------------------------------- */

static void tile_cfg(pto_machine *m, unsigned idx, unsigned dt, uint32_t cap, uint32_t vr, uint32_t vc,
                     unsigned layout, uint32_t cols)
{
    pto_tile_desc d;
    memset(&d, 0, sizeof d);
    d.kind = PTO_TILE_NUMERIC;
    d.dtype = dt;
    d.capacity = cap;
    d.valid_rows = vr;
    d.valid_cols = vc;
    d.layout = layout;
    d.cols = cols;
    d.mask = PE0;
    if (pto_tile_configure(m, idx, &d) != PTO_OK) fail_msg("configure %u: %s", idx, pto_last_error(m));
}

static void put_rc(pto_machine *m, unsigned idx, uint32_t r, uint32_t c, uint64_t v)
{
    uint32_t e;
    assert_int_equal(pto_tile_index(m, idx, r, c, &e), PTO_OK);
    assert_int_equal(pto_tile_write(m, idx, 0, e, v), PTO_OK);
}

static uint64_t get_rc(const pto_machine *m, unsigned idx, uint32_t r, uint32_t c)
{
    uint32_t e;
    uint64_t v;
    bool d;
    assert_int_equal(pto_tile_index(m, idx, r, c, &e), PTO_OK);
    assert_int_equal(pto_tile_read(m, idx, 0, e, &v, &d), PTO_OK);
    assert_true(d);
    return v;
}

/* The smallest Local capacity holding a CUBE tile (cells of 128 bytes). */
static uint32_t cap_for(uint32_t cells)
{
    uint32_t c = 128;
    while (c < cells * 128u) c *= 2;
    return c;
}
static uint32_t cells_of(unsigned layout, unsigned dt, uint32_t vr, uint32_t vc)
{
    unsigned w = pto_dtype_bits(dt);
    if (layout == N8) {
        uint32_t cr = 128u / w;
        return ((vr + cr - 1) / cr) * ((vc + 7) / 8);
    }
    uint32_t cc = (layout == M16 ? 64u : 32u) / w;
    return (vc + cc - 1) / cc;
}
static unsigned size_code(uint32_t cap)
{
    unsigned s = 1;
    while ((128u << (s - 1)) < cap) s++;
    return s;
}

typedef struct mm_case {
    unsigned fn, adt, bdt;
    uint32_t m, n, k;
    unsigned layout;            /* A's layout */
    bool acc, bias, mx;
} mm_case;

enum { T_A = 1, T_B = 2, T_C = 3, T_BIAS = 4, T_SA = 5, T_SB = 6 };

/* Operands: a quarter exact ones, half moderate values (exponent within 4
 * of the bias, random sign and fraction: sums that round), a quarter
 * random encodings (specials, subnormals, extremes). */
static uint64_t gen(unsigned dt, uint64_t *st)
{
    static const uint64_t one[9] = {0, 0x3F800000u, 0, 0, 0x3C00u, 0x3F80u, 0, 0x38u, 0x3Cu};
    static const unsigned eb[9] = {0, 8, 0, 0, 5, 8, 0, 4, 5}, fb[9] = {0, 23, 0, 0, 10, 7, 0, 3, 2};
    uint64_t r = oracle_rng(st);
    switch (r % 4u) {
    case 0: return one[dt];
    case 1: return oracle_gen_value(dt, st);
    default: {
        uint64_t bias = (1u << (eb[dt] - 1)) - 1u, x = oracle_rng(st);
        uint64_t e = bias + (x % 9u) - 4u, f = (x >> 8) & ((1ull << fb[dt]) - 1u);
        return (((x >> 40) & 1u) << (eb[dt] + fb[dt])) | e << fb[dt] | f;
    }
    }
}

/* Builds and runs one case on machine m (profile ieee), returning D's
 * slot; fills the inputs from the generator. */
static void run_case(pto_machine *m, const mm_case *c, uint64_t seed, uint32_t *want)
{
    uint64_t st = seed;
    uint32_t nkb = (c->k + 31) / 32;
    tile_cfg(m, T_A, c->adt, cap_for(cells_of(c->layout, c->adt, c->m, c->k)), c->m, c->k, c->layout, 0);
    tile_cfg(m, T_B, c->bdt, cap_for(cells_of(N8, c->bdt, c->k, c->n)), c->k, c->n, N8, 0);
    uint32_t dcap = cap_for(cells_of(c->layout, AVS_FP32, c->m, c->n));
    uint64_t *a = calloc((size_t)c->m * c->k, 8), *b = calloc((size_t)c->k * c->n, 8);
    uint32_t *cc = calloc((size_t)c->m * c->n, 4), *bias = calloc(c->n, 4);
    int *ea = calloc((size_t)c->m * nkb, sizeof(int)), *eb = calloc((size_t)nkb * c->n, sizeof(int));
    for (uint32_t i = 0; i < c->m; i++)
        for (uint32_t k = 0; k < c->k; k++) put_rc(m, T_A, i, k, a[i * c->k + k] = gen(c->adt, &st));
    for (uint32_t k = 0; k < c->k; k++)
        for (uint32_t j = 0; j < c->n; j++) put_rc(m, T_B, k, j, b[k * c->n + j] = gen(c->bdt, &st));
    if (c->acc) {
        tile_cfg(m, T_C, AVS_FP32, dcap, c->m, c->n, c->layout, 0);
        for (uint32_t i = 0; i < c->m; i++)
            for (uint32_t j = 0; j < c->n; j++)
                put_rc(m, T_C, i, j, cc[i * c->n + j] = (uint32_t)oracle_gen_value(AVS_FP32, &st));
    }
    if (c->bias) {
        tile_cfg(m, T_BIAS, AVS_FP32, 256, 1, c->n, RM, 64);
        for (uint32_t j = 0; j < c->n; j++) put_rc(m, T_BIAS, 0, j, bias[j] = (uint32_t)oracle_gen_value(AVS_FP32, &st));
    }
    bool sa = c->mx && c->adt != AVS_FP16 && c->adt != AVS_BF16, sb = c->mx && c->bdt != AVS_FP16 && c->bdt != AVS_BF16;
    if (sa) {
        tile_cfg(m, T_SA, 13, 128, c->m, nkb, RM, 4);
        for (uint32_t i = 0; i < c->m; i++)
            for (uint32_t kb = 0; kb < nkb; kb++) {
                uint64_t r = oracle_rng(&st) % 16u;
                int e = r == 0 ? 255 : r == 1 ? 0 : r == 2 ? 254 : 127 - 12 + (int)(oracle_rng(&st) % 25u);
                put_rc(m, T_SA, i, kb, (uint64_t)e);
                ea[i * nkb + kb] = e;
            }
    }
    if (sb) {
        tile_cfg(m, T_SB, 13, 256, nkb, c->n, RM, 32);
        for (uint32_t kb = 0; kb < nkb; kb++)
            for (uint32_t j = 0; j < c->n; j++) {
                uint64_t r = oracle_rng(&st) % 16u;
                int e = r == 0 ? 255 : r == 1 ? 1 : r == 2 ? 253 : 127 - 12 + (int)(oracle_rng(&st) % 25u);
                put_rc(m, T_SB, kb, j, (uint64_t)e);
                eb[kb * c->n + j] = e;
            }
    }
    /* the oracle */
    for (uint32_t i = 0; i < c->m; i++)
        for (uint32_t j = 0; j < c->n; j++) {
            uint32_t acc = c->acc ? cc[i * c->n + j] : 0u;
            for (uint32_t k = 0; k < c->k; k++) {
                int s = 0;
                bool nan = false;
                if (sa) {
                    int e = ea[i * nkb + k / 32];
                    nan |= e == 255, s += e - 127;
                }
                if (sb) {
                    int e = eb[(k / 32) * c->n + j];
                    nan |= e == 255, s += e - 127;
                }
                acc = oracle_step(acc, c->adt, a[i * c->k + k], c->bdt, b[k * c->n + j], s, nan);
                if (nan) acc = QNAN32;
            }
            if (c->bias) acc = oracle_add(acc, bias[j]);
            want[i * c->n + j] = acc;
        }
    /* the block: [C], A, [SA], B, [SB], [Bias] -> M<dcap> */
    uint8_t src[6];
    unsigned ns = 0;
    if (c->acc) src[ns++] = T_C;
    src[ns++] = T_A;
    if (sa) src[ns++] = T_SA;
    src[ns++] = T_B;
    if (sb) src[ns++] = T_SB;
    if (c->bias) src[ns++] = T_BIAS;
    avs_prog p;
    avs_init(&p);
    avs_w(&p, (uint32_t)c->adt << 27 | c->fn << 20 | 0x00031181u);
    if (c->bdt != c->adt) avs_w(&p, avs_bdatr(0, 0, 0, 0, c->bdt, 0, 0));
    avs_w(&p, 0x00002023u);
    avs_w(&p, avs_bdim(0, 0, c->m));
    avs_w(&p, avs_bdim(1, 0, c->n));
    avs_w(&p, avs_bdim(2, 0, c->k));
    unsigned i = 0;
    while (ns - i > 2) avs_w(&p, avs_biot_ss(src[i], src[i + 1], AVS_PEM_PE0, 0)), i += 2;
    if (ns - i == 2) avs_w(&p, avs_biot_ssd(src[i], src[i + 1], AVS_PEM_PE0, 1, AVS_HAND_M, size_code(dcap)));
    else avs_w(&p, avs_biot_sd(src[i], AVS_PEM_PE0, 1, AVS_HAND_M, size_code(dcap)));
    avs_w(&p, AVS_BSTOP);
    run_ok(m, &p);
    free(a), free(b), free(cc), free(bias), free(ea), free(eb);
}

static unsigned long stat_finite, stat_all;

static void check_case(const mm_case *c, uint64_t seed)
{
    uint32_t *want = calloc((size_t)c->m * c->n, 4);
    for (int level = 0; level < 2; level++) {
        fast_set_isa_limit(level ? FAST_ISA_AVX2 : FAST_ISA_PORTABLE);
        pto_machine *m = pto_create();
        assert_non_null(m);
        run_case(m, c, seed, want);
        for (uint32_t i = 0; i < c->m; i++)
            for (uint32_t j = 0; j < c->n; j++) {
                uint32_t got = (uint32_t)get_rc(m, 32, i, j);
                if (got != want[i * c->n + j])
                    fail_msg("fn %u %s x %s %ux%ux%u seed %llu level %d: D(%u,%u) = 0x%08x, MPFR 0x%08x", c->fn,
                             pto_dtype_name(c->adt), pto_dtype_name(c->bdt), c->m, c->n, c->k,
                             (unsigned long long)seed, level, i, j, got, want[i * c->n + j]);
            }
        pto_destroy(m);
    }
    fast_set_isa_limit(FAST_ISA_BEST);
    unsigned finite = 0;
    for (uint32_t i = 0; i < c->m * c->n; i++) finite += (want[i] & 0x7F800000u) != 0x7F800000u && (want[i] & 0x7FFFFFFFu);
    stat_finite += finite, stat_all += c->m * c->n;
    free(want);
}

/* Ordinary forms over every float input type, with and without C and Bias. */
static void ordinary_vs_mpfr(void **state)
{
    (void)state;
    static const unsigned types[] = {AVS_FP32, AVS_FP16, AVS_BF16, AVS_E4M3, AVS_E5M2};
    uint64_t seed = 1;
    for (size_t t = 0; t < 5; t++)
        for (int form = 0; form < 3; form++)
            for (int rep = 0; rep < 3; rep++, seed++) {
                mm_case c = {.fn = (unsigned)(form == 0 ? 0 : form == 1 ? 1 : 2), .adt = types[t], .bdt = types[t],
                             .m = rep == 0 ? 1 : rep == 1 ? 5 : 16, .n = rep == 2 ? 41 : 3 + (unsigned)rep,
                             .k = rep == 0 ? 7 : rep == 1 ? 40 : 33, .layout = rep == 1 ? M32 : M16,
                             .acc = form == 2, .bias = form == 1};
                if (c.fn == 0 && rep == 0) c.fn = 16; /* TGEMV, M = 1 */
                check_case(&c, seed);
            }
    /* mixed pairs of one class */
    mm_case mix = {.fn = 0, .adt = AVS_FP16, .bdt = AVS_E4M3, .m = 4, .n = 9, .k = 20, .layout = M16};
    check_case(&mix, 99);
    mix.adt = AVS_BF16, mix.bdt = AVS_FP32;
    check_case(&mix, 100);
    print_message("ordinary: %lu of %lu outputs finite and nonzero\n", stat_finite, stat_all);
    assert_true(stat_finite * 4 > stat_all);
    stat_finite = stat_all = 0;
}

/* MX forms: FP16/BF16 sides unscaled, E4M3/E5M2 sides scaled per 32 K. */
static void mx_vs_mpfr(void **state)
{
    (void)state;
    static const unsigned types[] = {AVS_FP16, AVS_BF16, AVS_E4M3, AVS_E5M2};
    uint64_t seed = 1000;
    for (size_t ta = 0; ta < 4; ta++)
        for (size_t tb = 0; tb < 4; tb++, seed++) {
            unsigned fn = seed % 3 == 0 ? 4 : seed % 3 == 1 ? 5 : 6;
            mm_case c = {.fn = fn, .adt = types[ta], .bdt = types[tb], .m = 1 + (unsigned)(seed % 7), .n = 2 + (unsigned)(seed % 9),
                         .k = 20 + (unsigned)(seed % 50), .layout = M16, .acc = fn == 6, .bias = fn == 5, .mx = true};
            check_case(&c, seed);
            c.fn += 16, c.m = 1; /* the TGEMV_MX forms */
            check_case(&c, seed + 77);
        }
    print_message("MX: %lu of %lu outputs finite and nonzero\n", stat_finite, stat_all);
    assert_true(stat_finite * 4 > stat_all);
}

/* Decisions D25: FP32, K = 3, A row [1, 1, 1], B column [2^24, 1, -2^24]:
 * 2^24 + 1 ties to even (2^24), so D = 0 under ieee though the exact sum is
 * 1; in the order [2^24, -2^24, 1] D = 1.  pto-v0 adds the raw carriers:
 * 0x3F800000 * (0x4B800000 + 0x3F800000 + 0xCB800000) mod 2^32 (by hand:
 * the carrier sum is 0x1_56800000 -> 0x56800000; times 0x3F800000 the low
 * 32 bits are 0x00000000, since 0x3F800000 * 0x56800000 has 2^23 * 2^23 as
 * a factor). */
static void order_example(void **state)
{
    (void)state;
    static const uint32_t cols[2][3] = {{0x4B800000u, 0x3F800000u, 0xCB800000u}, {0x4B800000u, 0xCB800000u, 0x3F800000u}};
    static const uint32_t want[2] = {0x00000000u, 0x3F800000u};
    for (int prof = 0; prof < 2; prof++)
        for (int o = 0; o < 2; o++) {
            pto_machine *m = pto_create();
            if (prof) assert_int_equal(pto_set_profile(m, PTO_PROFILE_V0), PTO_OK);
            tile_cfg(m, T_A, AVS_FP32, 256, 1, 3, M16, 0);
            tile_cfg(m, T_B, AVS_FP32, 128, 3, 1, N8, 0);
            for (uint32_t k = 0; k < 3; k++) put_rc(m, T_A, 0, k, 0x3F800000u), put_rc(m, T_B, k, 0, cols[o][k]);
            avs_prog p;
            avs_init(&p);
            avs_w(&p, (uint32_t)AVS_FP32 << 27 | 0x00031181u);
            avs_w(&p, 0x00002023u);
            avs_w(&p, avs_bdim(2, 0, 3));
            avs_w(&p, avs_biot_ssd(T_A, T_B, AVS_PEM_PE0, 1, AVS_HAND_M, 1));
            avs_w(&p, AVS_BSTOP);
            run_ok(m, &p);
            uint64_t raw = 0;
            for (int k = 0; k < 3; k++) raw += (uint64_t)0x3F800000u * cols[o][k];
            assert_int_equal(get_rc(m, 32, 0, 0), prof ? (uint32_t)raw : want[o]);
            pto_destroy(m);
        }
}

/* Integers are exact modulo 2^32: S16 (-32768)^2 * 4 = 2^32 -> 0; U16
 * 65535^2 * 2 + C; S8 x S8 signed; U4X2 and S4X2 values (S4X2 sign-extended
 * under ieee: -8 * 7 = -56). */
static void integer_wrap(void **state)
{
    (void)state;
    static const struct { unsigned dt; uint64_t a, b; uint32_t k; uint32_t c; uint32_t want; } cases[] = {
        {AVS_S16, 0x8000, 0x8000, 4, 0, 0},
        {AVS_S16, 0x8000, 0x8000, 3, 5, (uint32_t)(3u * 0x40000000u + 5u)},
        {AVS_U16, 0xFFFF, 0xFFFF, 2, 7, (uint32_t)(2u * 0xFFFE0001u + 7u)},
        {AVS_S8, 0x80, 0x7F, 5, 0, (uint32_t)(-128 * 127 * 5)},
        {AVS_U8, 0xFF, 0xFF, 9, 1, 9u * 65025u + 1u},
        {AVS_S4X2, 0x8, 0x7, 2, 0, (uint32_t)(-56 * 2)},
        {AVS_U4X2, 0xF, 0xF, 3, 0, 675u},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pto_machine *m = pto_create();
        unsigned dt = cases[i].dt, acc = dt == AVS_U16 || dt == AVS_U8 || dt == AVS_U4X2 ? AVS_U32 : AVS_S32;
        tile_cfg(m, T_A, dt, cap_for(cells_of(M16, dt, 1, cases[i].k)), 1, cases[i].k, M16, 0);
        tile_cfg(m, T_B, dt, cap_for(cells_of(N8, dt, cases[i].k, 1)), cases[i].k, 1, N8, 0);
        tile_cfg(m, T_C, acc, 128, 1, 1, M16, 0);
        for (uint32_t k = 0; k < cases[i].k; k++) put_rc(m, T_A, 0, k, cases[i].a), put_rc(m, T_B, k, 0, cases[i].b);
        put_rc(m, T_C, 0, 0, cases[i].c);
        avs_prog p;
        avs_init(&p);
        avs_w(&p, (uint32_t)dt << 27 | 2u << 20 | 0x00031181u);
        avs_w(&p, 0x00002023u);
        avs_w(&p, avs_bdim(2, 0, cases[i].k));
        avs_w(&p, avs_biot_ss(T_C, T_A, AVS_PEM_PE0, 0));
        avs_w(&p, avs_biot_sd(T_B, AVS_PEM_PE0, 1, AVS_HAND_M, 1));
        avs_w(&p, AVS_BSTOP);
        run_ok(m, &p);
        assert_int_equal(get_rc(m, 32, 0, 0), cases[i].want);
        pto_destroy(m);
    }
}

/* The exact step against MPFR on generated operand pairs, with scale
 * exponents across the whole range (over- and underflow). */
static void step_vs_mpfr(void **state)
{
    (void)state;
    static const unsigned types[] = {AVS_FP32, AVS_FP16, AVS_BF16, AVS_E4M3, AVS_E5M2};
    uint64_t st = 7;
    for (size_t t = 0; t < 5; t++)
        for (unsigned i = 0; i < 20000; i++) {
            uint64_t a = oracle_gen_value(types[t], &st), b = oracle_gen_value(types[t], &st);
            uint32_t acc = (uint32_t)oracle_gen_value(AVS_FP32, &st);
            int s = types[t] == AVS_FP32 ? 0 : (int)(oracle_rng(&st) % 509u) - 254;
            uint32_t got = kern_mm_step_exact(acc, types[t], a, types[t], b, s, false);
            uint32_t want = oracle_step(acc, types[t], a, types[t], b, s, false);
            if (got != want)
                fail_msg("%s: 0x%08x + 0x%llx * 0x%llx * 2^%d = 0x%08x, MPFR 0x%08x", pto_dtype_name(types[t]), acc,
                         (unsigned long long)a, (unsigned long long)b, s, got, want);
        }
}

/* ---- the GEMM program ------------------------------------------------------------ */

static float half_to_float(uint16_t h)
{
    int e = (h >> 10) & 31, f = h & 1023;
    float v = e == 0 ? ldexpf((float)f, -24) : e == 31 ? (f ? NAN : INFINITY) : ldexpf((float)(f | 1024), e - 25);
    return (h & 0x8000) ? -v : v;
}

/* examples/gemm.s: D = A x B, FP16 16 x 64 by 64 x 16 into FP32, in four K
 * steps (TMATMUL, then TMATMUL.ACC).  The reference here: for each output,
 * acc = 0.0f; for k = 0..63: acc = fmaf(a, b, acc) (the same order). */
static void gemm_program(void **state)
{
    (void)state;
    enum { M = 16, N = 16, K = 64 };
    size_t len;
    char *text = read_file(PTOSIM_SOURCE_DIR "/examples/gemm.s", &len);
    assert_non_null(text);
    pto_program *prog;
    pto_program_error err;
    assert_int_equal(pto_program_parse(text, len, &prog, &err), PTO_OK);
    uint16_t a[M * K], b[K * N];
    uint64_t st = 42;
    for (int i = 0; i < M * K; i++) {
        uint64_t r = oracle_rng(&st);
        a[i] = (uint16_t)((r & 0x83FFu) | (uint16_t)((12 + r % 8u) << 10)); /* |a| in [2^-3, 2^5) */
    }
    for (int i = 0; i < K * N; i++) {
        uint64_t r = oracle_rng(&st);
        b[i] = (uint16_t)((r & 0x83FFu) | (uint16_t)((8 + r % 14u) << 10));
    }
    char msg[200];
    uint8_t *ab = malloc(sizeof a), *bb = malloc(sizeof b);
    memcpy(ab, a, sizeof a);
    memcpy(bb, b, sizeof b);
    assert_int_equal(pto_program_add_mem(prog, 0x10000, ab, sizeof a, msg, sizeof msg), PTO_OK);
    assert_int_equal(pto_program_add_mem(prog, 0x20000, bb, sizeof b, msg, sizeof msg), PTO_OK);
    pto_machine *m = pto_create();
    pto_run_result res;
    pto_program_run_gm(m, prog, 0, NULL, NULL, &res);
    if (strcmp(res.stop, "ebreak")) fail_msg("the program stopped on %s: %s", res.stop, res.message);
    float d[M * N];
    assert_int_equal(pto_mem_read(m, 0x30000, d, sizeof d), PTO_OK);
    unsigned inexact = 0;
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) {
            float acc = 0.0f;
            double exact = 0.0;
            for (int k = 0; k < K; k++) {
                acc = fmaf(half_to_float(a[i * K + k]), half_to_float(b[k * N + j]), acc);
                exact += (double)half_to_float(a[i * K + k]) * half_to_float(b[k * N + j]);
            }
            inexact += (double)acc != exact;
            uint32_t x, y;
            memcpy(&x, &d[i * N + j], 4);
            memcpy(&y, &acc, 4);
            if (x != y) fail_msg("D(%d,%d) = 0x%08x, reference 0x%08x", i, j, x, y);
        }
    assert_true(inexact > 0); /* the data exercise rounding, not only exact sums */
    pto_destroy(m);
    pto_program_free(prog);
    free(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(order_example),   cmocka_unit_test(integer_wrap), cmocka_unit_test(step_vs_mpfr),
        cmocka_unit_test(ordinary_vs_mpfr), cmocka_unit_test(mx_vs_mpfr),  cmocka_unit_test(gemm_program),
    };
    int r = cmocka_run_group_tests(tests, NULL, NULL);
    oracle_cleanup();
    return r;
}
