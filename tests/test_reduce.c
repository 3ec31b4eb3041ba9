/* The reduction and expansion families beyond the AVS ports: their numbers,
 * order, types, PEs and faults.
 *
 *   - folds against the MPFR oracle (tests/oracle/): for every floating
 *     VEC type, SUM/PROD/MAX/MIN/ARGMAX/ARGMIN along rows and columns under
 *     ieee, the oracle folding in the same order (increasing index, SUM
 *     from +0, PROD from one, the rest from element 0) with one exact
 *     rounding per step (oracle_arith) or the profile's MIN/MAX rule
 *     (oracle_fmax/fmin), the ARG index moved by the model's rule (the
 *     step's result equals the element and differs from the accumulator);
 *     result bits and the recorded flags must match;
 *   - the order matters (decisions D24): TROWSUM of [1e8, 1, -1e8, 1] in
 *     FP32 is 1, where any other grouping gives 0;
 *   - integers wrap, ARG ties go to the lowest index, the ARG destination is
 *     U32; pto-v0 floats fold on raw carriers;
 *   - per-PE data and flags, padding and definedness of the destination;
 *   - every fault of the pipeline, with the state unchanged and the
 *     invariant checker after each;
 *   - the kernels' fast paths against their exact element rule, on every
 *     VEC type, both profiles and every host instruction-set level;
 *   - expansions against the oracle; EXPDIF's exponential against MPFR for
 *     every FP16 and BF16 input and generated FP32 inputs, its mixed
 *     widening, and its pto-v0 rule derived by hand from the model. */
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

#include "core.h"
#include "kern/fast.h"
#include "kern/reduce.h"
#include "num/num.h"
#include "oracle/oracle.h"
#include "support/avs.h"
#include "support/redexp.h"
#include "support/support.h"

#define ALL 0xFu
#define U1 16u
#define U2 17u
#define N_(a) (sizeof(a) / sizeof((a)[0]))

enum {
    S_TROWSUM = 0x040, S_TROWMAX = 0x041, S_TROWMIN = 0x042, S_TROWPROD = 0x043, S_TROWEXPAND = 0x044,
    S_TROWEXPANDADD = 0x045, S_TROWEXPANDSUB = 0x046, S_TROWEXPANDMUL = 0x047, S_TROWEXPANDDIV = 0x048,
    S_TROWEXPANDMAX = 0x049, S_TROWEXPANDMIN = 0x04A, S_TROWEXPANDEXPDIF = 0x04B, S_TROWARGMAX = 0x04C,
    S_TROWARGMIN = 0x04D, S_TCOLSUM = 0x050, S_TCOLMAX = 0x051, S_TCOLMIN = 0x052, S_TCOLPROD = 0x053,
    S_TCOLEXPAND = 0x054, S_TCOLEXPANDADD = 0x055, S_TCOLEXPANDEXPDIF = 0x05B, S_TCOLARGMAX = 0x05C,
    S_TCOLARGMIN = 0x05D
};

/* The six reductions of an axis (row selectors; + 0x10 for columns). */
static const unsigned red_ops[6] = {S_TROWSUM, S_TROWMAX, S_TROWMIN, S_TROWPROD, S_TROWARGMAX, S_TROWARGMIN};
static const unsigned floats[8] = {AVS_FP32, AVS_FP16, AVS_BF16, AVS_FP64, AVS_TF32, AVS_HF32, AVS_E4M3, AVS_E5M2};
static const unsigned vec16[16] = {AVS_FP32, AVS_FP64, AVS_TF32, AVS_HF32, AVS_FP16, AVS_BF16, AVS_E4M3, AVS_E5M2,
                                   AVS_S64,  AVS_S32,  AVS_S16,  AVS_S8,   AVS_U64,  AVS_U32,  AVS_U16,  AVS_U8};

static bool is_arg(unsigned sel) { return (sel & 0xFu) >= 0xCu; }
static bool a9(unsigned dt)
{
    return dt == AVS_S32 || dt == AVS_U32 || dt == AVS_FP32 || dt == AVS_S16 || dt == AVS_U16 || dt == AVS_FP16 ||
           dt == AVS_BF16 || dt == AVS_S8 || dt == AVS_U8;
}
static unsigned step_rule(unsigned sel)
{
    switch (sel & 0xFu) {
    case 0x0: return E_ADD;
    case 0x1: case 0xC: return E_MAX;
    case 0x2: case 0xD: return E_MIN;
    default: return E_MUL;
    }
}

static uint64_t rng(uint64_t *s) { return oracle_rng(s); }

static uint64_t mask_of(unsigned dt) { return dt_mask(pto_dtypes[dt].bits); }

/* A valid encoding of dt: TF32/HF32 with their low carrier bits clear. */
static uint64_t valid_enc(unsigned dt, uint64_t x)
{
    if (dt == AVS_TF32) return x & ~(uint64_t)0x1FFF;
    if (dt == AVS_HF32) return x & ~(uint64_t)0xFFF;
    return x & mask_of(dt);
}

/* An ordinary value of moderate magnitude (|x| in [2^-4, 2^4)), exactly
 * representable (rounded once by the oracle). */
static uint64_t ordinary(unsigned dt, uint64_t *s)
{
    mpfr_t v;
    mpfr_init2(v, 64);
    double d = ldexp((double)(rng(s) >> 11) / 9007199254740992.0 + 1.0, (int)(rng(s) % 8) - 4);
    if (rng(s) & 1) d = -d;
    mpfr_set_d(v, d, MPFR_RNDN);
    unsigned f = 0;
    uint64_t r = oracle_round(dt, v, false, 0, &f);
    mpfr_clear(v);
    return r;
}

/* A source element: floats mostly ordinary, one in four from the oracle's
 * special-heavy generator; integers random bits. */
static uint64_t element(unsigned dt, uint64_t *s)
{
    if (pto_dtypes[dt].cls != DTC_F) return rng(s) & mask_of(dt);
    if (rng(s) % 4 == 0) return valid_enc(dt, oracle_gen_value(dt, s));
    return ordinary(dt, s);
}

/* ---- the oracle's fold ----------------------------------------------------------- */

static uint64_t oracle_step(unsigned dt, unsigned eop, uint64_t acc, uint64_t v, unsigned *fl)
{
    switch (eop) {
    case E_ADD: return oracle_arith(dt, OR_ADD, acc, v, 0, fl);
    case E_MUL: return oracle_arith(dt, OR_MUL, acc, v, 0, fl);
    case E_MAX: return oracle_fmax(dt, acc, v, fl);
    default: return oracle_fmin(dt, acc, v, fl);
    }
}

static uint64_t one_enc(unsigned dt)
{
    switch (dt) {
    case AVS_FP64: return 0x3FF0000000000000u;
    case AVS_FP32: case AVS_TF32: case AVS_HF32: return 0x3F800000u;
    case AVS_FP16: return 0x3C00u;
    case AVS_BF16: return 0x3F80u;
    case AVS_E4M3: return 0x38u;
    case AVS_E5M2: return 0x3Cu;
    default: return 1;
    }
}

/* The expected reduction of x (vr x vc row-major) by the oracle: out[i]
 * for each output, flags ORed into *fl. */
static void oracle_reduce(unsigned sel, unsigned dt, uint32_t vr, uint32_t vc, const uint64_t *x, uint64_t *out,
                          unsigned *fl)
{
    bool column = sel & 0x10u, arg = is_arg(sel);
    unsigned eop = step_rule(sel);
    bool ident = !arg && (eop == E_ADD || eop == E_MUL);
    uint32_t outer = column ? vc : vr, inner = column ? vr : vc;
    for (uint32_t o = 0; o < outer; o++) {
#define AT(i) x[column ? (size_t)(i) * vc + o : (size_t)o * vc + (i)]
        uint64_t acc = ident ? (eop == E_ADD ? 0 : one_enc(dt)) : AT(0);
        uint32_t sel_i = 0;
        for (uint32_t i = ident ? 0 : 1; i < inner; i++) {
            uint64_t v = AT(i), r = oracle_step(dt, eop, acc, v, fl);
            if (r == v && r != acc) sel_i = i;
            acc = r;
        }
#undef AT
        out[o] = arg ? sel_i : acc;
    }
}

/* Runs a reduction bundle over a fresh source (U#1: dt, cap bytes, Col
 * cols, valid vr x vc, every PE; PE0 alone above 16 KiB) and checks the destination against want
 * and the recorded flags against flags. */
static void run_reduction(pto_profile prof, unsigned sel, unsigned dt, uint32_t cap, uint32_t cols, uint32_t vr,
                          uint32_t vc, const uint64_t *x, const uint64_t *want, unsigned flags, unsigned dsize)
{
    pto_machine *m = pto_create();
    assert_int_equal(pto_set_profile(m, prof), PTO_OK);
    bool big = cap > 16384; /* on PE0 only, within the 256 KiB budget */
    rx_tile(m, U1, dt, cap, cols, vr, vc, x, big ? 0x8u : ALL);
    avs_prog p;
    rx_spec s = {.sel = sel, .dt = dt, .lb0 = vc, .lb1 = vr, .lb2 = cols, .s0 = U1, .s1 = RX_NONE, .size = dsize,
                 .pemode = big ? AVS_PEM_PE0 : AVS_PEM_ALL};
    rx_bundle(&p, &s);
    rx_run_ok(m, &p);
    bool column = sel & 0x10u;
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, 0, &d), PTO_OK);
    assert_int_equal(d.dtype, is_arg(sel) ? AVS_U32 : dt);
    rx_expect(m, 0, column ? 1 : vr, column ? vc : 1, want);
    if (pto_flags(m) != flags)
        fail_msg("%s %s %ux%u: flags 0x%x, the oracle's 0x%x", op_of_selector(sel)->name, pto_dtypes[dt].name, vr, vc,
                 pto_flags(m), flags);
    pto_destroy(m);
}

/* SizeCode of the smallest Local tile of at least n bytes (and 128). */
static unsigned size_code(uint64_t n)
{
    unsigned c = 1;
    while ((128u << (c - 1)) < n) c++;
    return c;
}

/* Random folds of every floating type, op and axis, on shapes from 1x1 to
 * 64 KiB sources, against the oracle. */
static void oracle_folds(void **state)
{
    (void)state;
    uint64_t s = 0x5EED0001u;
    static const struct { uint32_t cap, cols, vr, vc; } shapes[] = {
        {128, 1, 1, 1}, {128, 4, 1, 3}, {256, 4, 5, 3}, {512, 16, 3, 16}, {1024, 8, 17, 7}, {4096, 32, 9, 32},
    };
    unsigned cases = 0;
    uint64_t *x = malloc(65536 * sizeof *x), *want = malloc(65536 * sizeof *want); /* up to 65536 elements */
    assert_non_null(x);
    assert_non_null(want);
    for (size_t t = 0; t < N_(floats); t++) {
        unsigned dt = floats[t], w = pto_dtypes[dt].bits / 8u;
        for (unsigned o = 0; o < 12; o++) {
            unsigned sel = red_ops[o % 6] + (o >= 6 ? 0x10u : 0u);
            if (is_arg(sel) && !a9(dt)) continue;
            for (size_t k = 0; k < N_(shapes) + 1; k++) {
                uint32_t cap, cols, vr, vc;
                if (k < N_(shapes)) {
                    cap = shapes[k].cap, cols = shapes[k].cols, vr = shapes[k].vr, vc = shapes[k].vc;
                    if ((uint64_t)cols * w * vr > cap) continue;
                } else { /* a full 64 KiB source: 8 rows of 8 KiB */
                    cap = 65536, vr = 8, cols = vc = 65536u / (8u * w);
                }
                for (int rep = 0; rep < (k < N_(shapes) ? 3 : 1); rep++) {
                    size_t n = (size_t)vr * vc;
                    for (size_t i = 0; i < n; i++) x[i] = element(dt, &s);
                    unsigned fl = 0;
                    oracle_reduce(sel, dt, vr, vc, x, want, &fl);
                    bool column = sel & 0x10u;
                    uint64_t dbytes = column ? (uint64_t)cols * (is_arg(sel) ? 4u : w)
                                             : (uint64_t)vr * (is_arg(sel) ? 4u : w);
                    run_reduction(PTO_PROFILE_IEEE, sel, dt, cap, cols, vr, vc, x, want, fl, size_code(dbytes));
                    cases++;
                }
            }
        }
    }
    free(x);
    free(want);
    print_message("%u folds matched the oracle\n", cases);
    oracle_cleanup();
}

/* D24: the fold is sequential.  In FP32, 1e8 + 1 = 1e8 (the spacing there is
 * 8), so [1e8, 1, -1e8, 1] folds to ((1e8 + 1) - 1e8) + 1 = 1; pairwise
 * (1e8 + 1) + (-1e8 + 1) and the reversed fold both give 0 (the host
 * computes them here to show it). */
static void order_matters(void **state)
{
    (void)state;
    const float a[4] = {1e8f, 1.0f, -1e8f, 1.0f};
    uint64_t x[4];
    for (int i = 0; i < 4; i++) {
        uint32_t u;
        memcpy(&u, &a[i], 4);
        x[i] = u;
    }
    volatile float p0 = a[0] + a[1], p1 = a[2] + a[3], rev = ((a[3] + a[2]) + a[1]) + a[0];
    assert_true(p0 + p1 == 0.0f);
    assert_true(rev == 0.0f);
    const uint64_t one = 0x3F800000u;
    run_reduction(PTO_PROFILE_IEEE, S_TROWSUM, AVS_FP32, 128, 4, 1, 4, x, &one, PTO_FLAG_NX, 1);
    /* the same down a column: rows 1e8, 1, -1e8, 1 */
    run_reduction(PTO_PROFILE_IEEE, S_TCOLSUM, AVS_FP32, 128, 1, 4, 1, x, &one, PTO_FLAG_NX, 1);
    /* and the oracle agrees */
    uint64_t o;
    unsigned fl = 0;
    oracle_reduce(S_TROWSUM, AVS_FP32, 1, 4, x, &o, &fl);
    assert_int_equal(o, one);
    /* eight rows at once (the host kernel's interleave) keep each row's order */
    uint64_t big[8 * 4], ones[8];
    for (int r = 0; r < 8; r++) {
        memcpy(big + 4 * r, x, sizeof x);
        ones[r] = one;
    }
    run_reduction(PTO_PROFILE_IEEE, S_TROWSUM, AVS_FP32, 128, 4, 8, 4, big, ones, PTO_FLAG_NX, 1);
    /* SUM starts from +0: the sum of [-0] is +0; MAX of [-0] is -0 */
    const uint64_t nz = 0x80000000u, pz = 0;
    run_reduction(PTO_PROFILE_IEEE, S_TROWSUM, AVS_FP32, 128, 1, 1, 1, &nz, &pz, 0, 1);
    run_reduction(PTO_PROFILE_IEEE, S_TROWMAX, AVS_FP32, 128, 1, 1, 1, &nz, &nz, 0, 1);
    oracle_cleanup();
}

/* Integers wrap at their width (both profiles). */
static void integer_wrap(void **state)
{
    (void)state;
    for (int pr = 0; pr < 2; pr++) {
        pto_profile prof = pr ? PTO_PROFILE_V0 : PTO_PROFILE_IEEE;
        const uint64_t s8[2] = {127, 1}, s8w = 0x80;                     /* 127 + 1 = -128 */
        run_reduction(prof, S_TROWSUM, AVS_S8, 128, 2, 1, 2, s8, &s8w, 0, 1);
        const uint64_t u32[2] = {0xFFFFFFFFu, 2}, u32w = 1;              /* 2^32 + 1 mod 2^32 */
        run_reduction(prof, S_TROWSUM, AVS_U32, 128, 2, 1, 2, u32, &u32w, 0, 1);
        const uint64_t s64[2] = {(uint64_t)1 << 62, 4}, s64w = 0;          /* 2^64 mod 2^64 */
        run_reduction(prof, S_TROWPROD, AVS_S64, 128, 2, 1, 2, s64, &s64w, 0, 1);
        const uint64_t u16[2] = {0xFFFF, 1}, u16w = 0;                   /* down a column */
        run_reduction(prof, S_TCOLSUM, AVS_U16, 128, 1, 2, 1, u16, &u16w, 0, 1);
        const uint64_t s16[3] = {0x8000, 0xFFFF, 2}, s16p = 0; /* -32768 * -1 wraps to -32768; * 2 = 2^16 -> 0 */
        run_reduction(prof, S_TROWPROD, AVS_S16, 128, 4, 1, 3, s16, &s16p, 0, 1);
        const uint64_t s32m[3] = {5, 0x80000000u, 0xFFFFFFFFu}, s32mn = 0x80000000u, u32mx = 0xFFFFFFFFu;
        run_reduction(prof, S_TROWMIN, AVS_S32, 128, 4, 1, 3, s32m, &s32mn, 0, 1); /* signed: -2^31 */
        run_reduction(prof, S_TROWMAX, AVS_U32, 128, 4, 1, 3, s32m, &u32mx, 0, 1); /* unsigned: 2^32 - 1 */
    }
}

/* pto-v0 folds floats on their raw carriers (ScalarFPBinaryProfile: ADD and
 * MUL of the words, no flags); MIN/MAX keep the hardware rule. */
static void v0_raw_folds(void **state)
{
    (void)state;
    const uint64_t f[3] = {0x3F800000u, 0x40000000u, 0x40400000u};
    const uint64_t sum = (0x3F800000u + 0x40000000u + 0x40400000u) & 0xFFFFFFFFu; /* 0x3FC00000 + carry */
    run_reduction(PTO_PROFILE_V0, S_TROWSUM, AVS_FP32, 128, 4, 1, 3, f, &sum, 0, 1);
    const uint64_t prod = (uint64_t)0x3F800000u * 0x3F800000u * 0x40000000u * 0x40400000u & 0xFFFFFFFFu;
    run_reduction(PTO_PROFILE_V0, S_TROWPROD, AVS_FP32, 128, 4, 1, 3, f, &prod, 0, 1);
    const uint64_t mx = 0x40400000u;
    run_reduction(PTO_PROFILE_V0, S_TROWMAX, AVS_FP32, 128, 4, 1, 3, f, &mx, 0, 1);
    /* FP16 carriers: 0x3C00 + 0x3C00 = 0x7800 (raw), under ieee 1 + 1 = 2 (0x4000) */
    const uint64_t h[2] = {0x3C00, 0x3C00}, hv0 = 0x7800, hie = 0x4000;
    run_reduction(PTO_PROFILE_V0, S_TCOLSUM, AVS_FP16, 128, 1, 2, 1, h, &hv0, 0, 1);
    run_reduction(PTO_PROFILE_IEEE, S_TCOLSUM, AVS_FP16, 128, 1, 2, 1, h, &hie, 0, 1);
    /* an sNaN in a pto-v0 SUM is just a word: no flag */
    const uint64_t sn[2] = {0x7F800001u, 1}, snw = 0x7F800002u;
    run_reduction(PTO_PROFILE_V0, S_TROWSUM, AVS_FP32, 128, 2, 1, 2, sn, &snw, 0, 1);
}

/* ARG: ties keep the lowest index; the index is a U32 element. */
static void arg_rules(void **state)
{
    (void)state;
    const uint64_t five[3] = {5, 5, 5}, zero = 0;
    run_reduction(PTO_PROFILE_IEEE, S_TROWARGMAX, AVS_S32, 128, 4, 1, 3, five, &zero, 0, 1);
    run_reduction(PTO_PROFILE_IEEE, S_TROWARGMIN, AVS_S32, 128, 4, 1, 3, five, &zero, 0, 1);
    const uint64_t m1[4] = {3, 1, 1, 1}, one = 1;
    run_reduction(PTO_PROFILE_IEEE, S_TROWARGMIN, AVS_U8, 128, 4, 1, 4, m1, &one, 0, 1);
    /* floats by the MIN/MAX rule: -0 < +0, so ARGMAX [-0, +0] is 1 and
     * ARGMAX [+0, -0] is 0; ARGMIN [+0, -0] is 1 */
    const uint64_t zs[2] = {0x80000000u, 0}, zs2[2] = {0, 0x80000000u};
    run_reduction(PTO_PROFILE_IEEE, S_TROWARGMAX, AVS_FP32, 128, 2, 1, 2, zs, &one, 0, 1);
    run_reduction(PTO_PROFILE_IEEE, S_TROWARGMAX, AVS_FP32, 128, 2, 1, 2, zs2, &zero, 0, 1);
    run_reduction(PTO_PROFILE_IEEE, S_TROWARGMIN, AVS_FP32, 128, 2, 1, 2, zs2, &one, 0, 1);
    /* a NaN never wins against a number: [NaN, 1, 1] -> 1, [1, NaN, 2] -> 2 */
    const uint64_t n1[3] = {0x7FC00000u, 0x3F800000u, 0x3F800000u}, n2[3] = {0x3F800000u, 0x7FC00000u, 0x40000000u};
    const uint64_t two = 2;
    run_reduction(PTO_PROFILE_IEEE, S_TROWARGMAX, AVS_FP32, 128, 4, 1, 3, n1, &one, 0, 1);
    run_reduction(PTO_PROFILE_IEEE, S_TROWARGMAX, AVS_FP32, 128, 4, 1, 3, n2, &two, 0, 1);
    /* two canonical NaNs: the step gives the canonical NaN, equal to the
     * accumulator, so the index stays 0; a signalling NaN then the
     * canonical NaN: the result (canonical) equals the element and differs
     * from the accumulator, so the index moves to 1, with NV */
    const uint64_t nn[2] = {0x7FC00000u, 0x7FC00000u}, sq[2] = {0x7F800001u, 0x7FC00000u};
    run_reduction(PTO_PROFILE_IEEE, S_TROWARGMAX, AVS_FP32, 128, 2, 1, 2, nn, &zero, 0, 1);
    run_reduction(PTO_PROFILE_IEEE, S_TROWARGMAX, AVS_FP32, 128, 2, 1, 2, sq, &one, PTO_FLAG_NV, 1);
    /* one element: index 0, no step, no flag, even for a signalling NaN */
    run_reduction(PTO_PROFILE_IEEE, S_TROWARGMAX, AVS_FP32, 128, 1, 1, 1, sq, &zero, 0, 1);
    /* a 64 KiB row: the maximum at the last of 16384 columns, index 16383 */
    uint64_t *row = calloc(16384, sizeof *row);
    assert_non_null(row);
    for (unsigned i = 0; i < 16384; i++) row[i] = i; /* U32 */
    const uint64_t last = 16383, first = 0;
    run_reduction(PTO_PROFILE_IEEE, S_TROWARGMAX, AVS_U32, 65536, 16384, 1, 16384, row, &last, 0, 1);
    run_reduction(PTO_PROFILE_IEEE, S_TROWARGMIN, AVS_U32, 65536, 16384, 1, 16384, row, &first, 0, 1);
    free(row);
    /* the destination: U32, Col 1, rows from its size; S8 source of 2 rows */
    pto_machine *m = pto_create();
    const uint64_t src[4] = {1, 0xFF, 0x80, 0x7F}; /* [1, -1], [-128, 127] */
    rx_tile(m, U1, AVS_S8, 128, 2, 2, 2, src, ALL);
    avs_prog p;
    rx_spec sp = {.sel = S_TROWARGMAX, .dt = AVS_S8, .lb0 = 2, .lb1 = 2, .lb2 = 2, .s0 = U1, .s1 = RX_NONE};
    rx_bundle(&p, &sp);
    rx_run_ok(m, &p);
    avs_expect_desc(m, 0, PTO_TILE_NUMERIC, AVS_U32, 128, 32, 1, 2, 1, ALL);
    const uint64_t idx[2] = {0, 1};
    rx_expect(m, 0, 2, 1, idx);
    pto_destroy(m);
}

/* Each PE folds its own payload; the flags of every PE are recorded. */
static void per_pe(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    rx_tile(m, U1, AVS_FP32, 128, 4, 2, 4, NULL, ALL);
    for (unsigned pe = 0; pe < 4; pe++) {
        uint64_t v[8];
        for (unsigned i = 0; i < 8; i++) v[i] = (uint32_t)(0x3F800000u + ((pe * 8u + i) << 20)); /* distinct values */
        if (pe == 2) v[5] = 0x7F800001u; /* a signalling NaN on PE2 only */
        rx_fill_pe(m, U1, pe, v);
    }
    avs_prog p;
    rx_spec sp = {.sel = S_TROWMAX, .dt = AVS_FP32, .lb0 = 4, .lb1 = 2, .lb2 = 4, .s0 = U1, .s1 = RX_NONE};
    rx_bundle(&p, &sp);
    rx_run_ok(m, &p);
    for (unsigned pe = 0; pe < 4; pe++) {
        uint64_t want[2] = {(uint32_t)(0x3F800000u + ((pe * 8u + 3u) << 20)), (uint32_t)(0x3F800000u + ((pe * 8u + 7u) << 20))};
        rx_expect_pe(m, 0, pe, 2, 1, want);
    }
    assert_int_equal(pto_flags(m), PTO_FLAG_NV);
    /* a bundle on PEs 0 and 1 (PEMode 5): the destination lives there only */
    pto_clear_flags(m);
    rx_tile(m, U2, AVS_S32, 128, 4, 1, 4, NULL, 0xC);
    for (unsigned pe = 0; pe < 2; pe++) {
        uint64_t v[4] = {pe + 1u, 10, 100, 1000};
        rx_fill_pe(m, U2, pe, v);
    }
    rx_spec sq = {.sel = S_TROWSUM, .dt = AVS_S32, .lb0 = 4, .s0 = U2, .s1 = RX_NONE, .pemode = 5};
    avs_prog q;
    rx_bundle(&q, &sq);
    rx_run_ok(m, &q);
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, 1, &d), PTO_OK);
    assert_int_equal(d.mask, 0xC);
    rx_expect_pe(m, 1, 0, 1, 1, (const uint64_t[]){1111});
    rx_expect_pe(m, 1, 1, 1, 1, (const uint64_t[]){1112});
    /* a source that PE2 does not hold, bound with mask 1110: TileLegality */
    rx_spec sr = sq;
    sr.pemode = 6;
    avs_prog r;
    rx_bundle(&r, &sr);
    rx_run_fault(m, &r, PTO_FAULT_TILE_LEGALITY);
    pto_recover(m);
    /* a column expansion with each PE's own broadcast row */
    rx_tile(m, 18, AVS_S32, 128, 4, 2, 4, NULL, ALL);
    rx_tile(m, 19, AVS_S32, 128, 4, 1, 4, NULL, ALL);
    for (unsigned pe = 0; pe < 4; pe++) {
        uint64_t v[8] = {1, 2, 3, 4, 5, 6, 7, 8}, b[4] = {pe, pe, pe, 100u * pe};
        rx_fill_pe(m, 18, pe, v);
        rx_fill_pe(m, 19, pe, b);
    }
    rx_spec se = {.sel = S_TCOLEXPANDADD, .dt = AVS_S32, .lb0 = 4, .lb1 = 2, .s0 = 18, .s1 = 19};
    avs_prog e;
    rx_bundle(&e, &se);
    rx_run_ok(m, &e);
    for (unsigned pe = 0; pe < 4; pe++) {
        uint64_t want[8] = {1 + pe, 2 + pe, 3 + pe, 4 + 100u * pe, 5 + pe, 6 + pe, 7 + pe, 8 + 100u * pe};
        rx_expect_pe(m, 2, pe, 2, 4, want);
    }
    pto_destroy(m);
}

/* The destination's padding (B.DATR PadValue) and definedness. */
static void padding(void **state)
{
    (void)state;
    static const struct { unsigned pad; uint64_t f32, u32; bool def; } pads[] = {
        {AVS_PAD_ZERO, 0, 0, true}, {AVS_PAD_MAX, 0x7F7FFFFFu, 0xFFFFFFFFu, true},
        {AVS_PAD_MIN, 0xFF7FFFFFu, 0, true}, {AVS_PAD_NULL, 0, 0, false}};
    for (size_t i = 0; i < N_(pads); i++)
        for (int arg = 0; arg < 2; arg++) {
            pto_machine *m = pto_create();
            const uint64_t x[4] = {0x3F800000u, 0x40000000u, 0x40400000u, 0x40800000u};
            rx_tile(m, U1, AVS_FP32, 128, 2, 2, 2, x, ALL);
            avs_prog p;
            rx_spec sp = {.sel = arg ? S_TROWARGMAX : S_TROWSUM, .dt = AVS_FP32, .datr = avs_bdatr_pad(pads[i].pad),
                          .lb0 = 2, .lb1 = 2, .s0 = U1, .s1 = RX_NONE};
            rx_bundle(&p, &sp);
            rx_run_ok(m, &p);
            const uint64_t sums[2] = {0x40400000u, 0x40E00000u}, args[2] = {1, 1};
            rx_expect(m, 0, 2, 1, arg ? args : sums);
            for (uint32_t r = 2; r < 32; r++) avs_expect(m, 0, r, 0, arg ? pads[i].u32 : pads[i].f32, pads[i].def);
            pto_destroy(m);
        }
}

/* ---- faults: each at the BSTOP, state unchanged, invariants after -------------- */

typedef struct fault_case {
    const char *what;
    rx_spec spec;
    pto_fault_kind kind;
    void (*setup)(pto_machine *m);
} fault_case;

static void src_fp32(pto_machine *m)
{
    rx_tile(m, U1, AVS_FP32, 128, 4, 2, 4, NULL, ALL);
    rx_tile(m, U2, AVS_FP32, 128, 1, 2, 1, NULL, ALL);  /* a row broadcast */
    rx_tile(m, 18, AVS_FP32, 128, 4, 1, 4, NULL, ALL);  /* a column broadcast */
}
static void src_fp64(pto_machine *m) { rx_tile(m, U1, AVS_FP64, 128, 4, 2, 4, NULL, ALL); }
static void src_undefined(pto_machine *m)
{
    src_fp32(m);
    for (unsigned pe = 0; pe < 4; pe++) assert_int_equal(pto_tile_set_defined(m, U1, pe, 5, false), PTO_OK);
}
static void src_tf32_bad(pto_machine *m)
{
    rx_tile(m, U1, AVS_TF32, 128, 4, 2, 4, NULL, ALL);
    avs_put(m, U1, 1, 1, 0x3F800001u);
}
static void src_pred(pto_machine *m) { avs_pred_tile(m, U1, 128, 32, 4, 2, 4, ALL); }
static void src_zn(pto_machine *m) { avs_tile(m, U1, AVS_FP32, 512, 8, 16, 8, PTO_LAYOUT_ZN, ALL); }
static void src_pe0(pto_machine *m) { rx_tile(m, U1, AVS_FP32, 128, 4, 2, 4, NULL, 0x8); }
static void src_tall(pto_machine *m) { rx_tile(m, U1, AVS_FP32, 4096, 4, 64, 4, NULL, ALL); }
static void src_wide(pto_machine *m) { rx_tile(m, U1, AVS_FP32, 4096, 1024, 1, 1024, NULL, ALL); }
static void hand_full(pto_machine *m)
{
    src_fp32(m);
    for (unsigned i = 0; i < 16; i++) rx_tile(m, i, AVS_U8, 128, 1, 1, 1, NULL, 0x8);
}
/* 1.5 KiB of sources and 260224 bytes on PE0: 384 bytes of the 256 KiB
 * budget left, less than a 128-byte destination on four PEs */
static void budget_full(pto_machine *m)
{
    src_fp32(m);
    static const uint32_t caps[9] = {65536, 65536, 65536, 32768, 16384, 8192, 4096, 2048, 128};
    for (unsigned i = 0; i < 9; i++) rx_tile(m, 32 + i, AVS_U8, caps[i], 128, 1, 1, NULL, 0x8);
}
static void src_tall_bc(pto_machine *m)
{
    src_tall(m);
    rx_tile(m, U2, AVS_FP32, 256, 1, 64, 1, NULL, ALL);
}
static void int_div_zero(pto_machine *m)
{
    rx_tile(m, U1, AVS_S32, 128, 4, 2, 4, NULL, ALL);
    const uint64_t b[2] = {3, 0};
    rx_tile(m, U2, AVS_S32, 128, 1, 2, 1, b, ALL);
}
static void fp16_srcs(pto_machine *m)
{
    rx_tile(m, U1, AVS_FP16, 128, 4, 2, 4, NULL, ALL);
    rx_tile(m, U2, AVS_FP16, 128, 1, 2, 1, NULL, ALL);
}

/* The fault cases start from a default bundle and override some fields. */
#if defined(__clang__)
#pragma clang diagnostic ignored "-Winitializer-overrides"
#elif defined(__GNUC__)
#pragma GCC diagnostic ignored "-Woverride-init"
#endif
#define RED(sel_, dt_, ...) {.sel = sel_, .dt = dt_, .lb0 = 4, .lb1 = 2, .s0 = U1, .s1 = RX_NONE, __VA_ARGS__}
#define REXP(sel_, dt_, ...) {.sel = sel_, .dt = dt_, .lb0 = 4, .lb1 = 2, .s0 = U1, .s1 = (int)U2, __VA_ARGS__}

static void every_fault(void **state)
{
    (void)state;
    const fault_case cases[] = {
        {"C7: a reduction with two sources", RED(S_TROWSUM, AVS_FP32, .s1 = (int)U2), PTO_FAULT_BUNDLE_CONTROL, src_fp32},
        {"C7: an expansion with one source", REXP(S_TROWEXPANDADD, AVS_FP32, .s1 = RX_NONE), PTO_FAULT_BUNDLE_CONTROL,
         src_fp32},
        {"C7: TROWEXPAND with two sources", RED(S_TROWEXPAND, AVS_FP32, .s0 = U2, .s1 = (int)U2),
         PTO_FAULT_BUNDLE_CONTROL, src_fp32},
        {"C7: a nonzero B.IOR field", RED(S_TROWSUM, AVS_FP32, .ior = avs_bior(2, 0, 0, 0)), PTO_FAULT_BUNDLE_CONTROL,
         src_fp32},
        {"C9: B.DATR CMode", RED(S_TROWSUM, AVS_FP32, .datr = avs_bdatr(1, 0, 0, 0, 0, 0, 0)),
         PTO_FAULT_TILE_LEGALITY, src_fp32},
        {"C9: B.DATR RMode", RED(S_TCOLMAX, AVS_FP32, .datr = avs_bdatr(0, 0, 0, 0, 0, 1, 0)),
         PTO_FAULT_TILE_LEGALITY, src_fp32},
        {"C9: B.DATR Sat", REXP(S_TROWEXPANDADD, AVS_FP32, .datr = avs_bdatr(0, 0, 1, 0, 0, 0, 0)),
         PTO_FAULT_TILE_LEGALITY, src_fp32},
        {"C9: B.DATR DataType on a reduction", RED(S_TROWSUM, AVS_FP32, .datr = avs_bdatr(0, 0, 0, 0, 1, 0, 0)),
         PTO_FAULT_TILE_LEGALITY, src_fp32},
        {"C9: B.DATR DataType on TROWEXPANDADD",
         REXP(S_TROWEXPANDADD, AVS_FP32, .datr = avs_bdatr(0, 0, 0, 0, AVS_DTYPE_NONE, 0, 0)),
         PTO_FAULT_TILE_LEGALITY, src_fp32},
        {"C9: B.DATR Layout on EXPDIF", REXP(S_TROWEXPANDEXPDIF, AVS_FP32, .datr = avs_bdatr(0, 0, 0, 0, 1, 0, 1)),
         PTO_FAULT_TILE_LEGALITY, src_fp32},
        {"C10: no LB0", RED(S_TROWSUM, AVS_FP32, .lb0 = 0), PTO_FAULT_TILE_LEGALITY, src_fp32},
        {"C10: an all-zero B.IOR", RED(S_TROWSUM, AVS_FP32, .ior = avs_bior(0, 0, 0, 0)), PTO_FAULT_TILE_LEGALITY,
         src_fp32},
        {"C10: an all-zero B.IOR on an expansion", REXP(S_TROWEXPANDSUB, AVS_FP32, .ior = avs_bior(0, 0, 0, 0)),
         PTO_FAULT_TILE_LEGALITY, src_fp32},
        {"C10: the block type is not VEC16", RED(S_TROWSUM, AVS_HIF8), PTO_FAULT_TILE_LEGALITY, src_fp32},
        {"C10: the source is not the block type", RED(S_TROWSUM, AVS_FP16), PTO_FAULT_TILE_LEGALITY, src_fp32},
        {"C10: the source is not allocated", RED(S_TROWSUM, AVS_FP32, .s0 = 20), PTO_FAULT_TILE_LEGALITY, src_fp32},
        {"C10: the source is a predicate tile", RED(S_TROWSUM, AVS_FP32), PTO_FAULT_TILE_LEGALITY, src_pred},
        {"C10: the source is not row-major", RED(S_TROWSUM, AVS_FP32, .lb0 = 8, .lb1 = 16, .lb2 = 8),
         PTO_FAULT_TILE_LEGALITY, src_zn},
        {"C10: the LBs differ from the source", RED(S_TROWSUM, AVS_FP32, .lb1 = 1), PTO_FAULT_TILE_LEGALITY, src_fp32},
        {"C10: LB2 differs from the source's Col", RED(S_TCOLSUM, AVS_FP32, .lb2 = 8), PTO_FAULT_TILE_LEGALITY,
         src_fp32},
        {"C10: an undefined source element", RED(S_TROWSUM, AVS_FP32), PTO_FAULT_TILE_LEGALITY, src_undefined},
        {"C10: an invalid TF32 encoding", RED(S_TROWMAX, AVS_TF32), PTO_FAULT_TILE_LEGALITY, src_tf32_bad},
        {"C10: the source misses a PE of the mask", RED(S_TROWSUM, AVS_FP32), PTO_FAULT_TILE_LEGALITY, src_pe0},
        {"C10: an undefined expansion source", REXP(S_TROWEXPANDMUL, AVS_FP32), PTO_FAULT_TILE_LEGALITY,
         src_undefined},
        {"C10: a row broadcast of the wrong shape", REXP(S_TROWEXPANDADD, AVS_FP32, .s1 = 18), PTO_FAULT_TILE_LEGALITY,
         src_fp32},
        {"C10: a column broadcast of the wrong shape", REXP(S_TCOLEXPANDADD, AVS_FP32), PTO_FAULT_TILE_LEGALITY,
         src_fp32},
        {"C10: TROWEXPAND of a column broadcast", RED(S_TROWEXPAND, AVS_FP32, .s0 = 18), PTO_FAULT_TILE_LEGALITY,
         src_fp32},
        {"C10: a zero integer divisor", REXP(S_TROWEXPANDDIV, AVS_S32), PTO_FAULT_TILE_LEGALITY, int_div_zero},
        {"C10: EXPDIF with DataType 0 (FP64)", REXP(S_TROWEXPANDEXPDIF, AVS_FP16, .datr = avs_bdatr_pad(0)),
         PTO_FAULT_TILE_LEGALITY, fp16_srcs},
        {"C10: EXPDIF FP16 to BF16", REXP(S_TROWEXPANDEXPDIF, AVS_FP16, .datr = avs_bdatr(0, 0, 0, 0, AVS_BF16, 0, 0)),
         PTO_FAULT_TILE_LEGALITY, fp16_srcs},
        {"C10: EXPDIF on S32", REXP(S_TROWEXPANDEXPDIF, AVS_S32), PTO_FAULT_TILE_LEGALITY, int_div_zero},
        {"C10: EXPDIF FP16 to E4M3", REXP(S_TROWEXPANDEXPDIF, AVS_FP16, .datr = avs_bdatr(0, 0, 0, 0, AVS_E4M3, 0, 0)),
         PTO_FAULT_TILE_LEGALITY, fp16_srcs},
        {"C12: no free slot in hand T", RED(S_TROWSUM, AVS_FP32), PTO_FAULT_TILE_ALLOCATION, hand_full},
        {"C12: the tile budget", RED(S_TROWSUM, AVS_FP32), PTO_FAULT_TILE_ALLOCATION, budget_full},
        {"C12: 64 valid rows in a 128 B FP32 column", RED(S_TROWSUM, AVS_FP32, .lb1 = 64), PTO_FAULT_TILE_ALLOCATION,
         src_tall},
        {"C12: Col 1024 in a 128 B FP32 row", RED(S_TCOLSUM, AVS_FP32, .lb0 = 1024, .lb1 = 0), PTO_FAULT_TILE_ALLOCATION,
         src_wide},
        {"C12: an expansion destination too small", REXP(S_TROWEXPANDADD, AVS_FP32, .lb1 = 64),
         PTO_FAULT_TILE_ALLOCATION, src_tall_bc},
        {"C14: ARGMAX of FP64 (not A9)", RED(S_TROWARGMAX, AVS_FP64), PTO_FAULT_TILE_LEGALITY, src_fp64},
        {"C14: ARGMIN of FP64 down columns", RED(S_TCOLARGMIN, AVS_FP64), PTO_FAULT_TILE_LEGALITY, src_fp64},
    };
    for (size_t i = 0; i < N_(cases); i++) {
        pto_machine *m = pto_create();
        cases[i].setup(m);
        unsigned before = avs_allocated_count(m);
        avs_prog p;
        rx_bundle(&p, &cases[i].spec);
        print_message("%s\n", cases[i].what);
        rx_run_fault(m, &p, cases[i].kind);
        assert_int_equal(avs_allocated_count(m), before);
        pto_destroy(m);
    }
}

/* ---- the fast paths against the exact element rule --------------------------- */

static void fill_random(uint8_t *p, size_t n, unsigned dt, uint64_t *s)
{
    unsigned w = pto_dtypes[dt].bits / 8u;
    for (size_t i = 0; i < n; i++) {
        uint64_t v = pto_dtypes[dt].cls == DTC_F && rng(s) % 3 ? ordinary(dt, s) : element(dt, s);
        if (pto_dtypes[dt].cls == DTC_F) v = valid_enc(dt, v);
        memcpy(p + i * w, &v, w);
    }
}

static void kernels_match_exact(void **state)
{
    (void)state;
    uint64_t s = 0x5EED0002u;
    uint8_t *src = malloc(65536), *bc = malloc(65536), *d1 = malloc(65536), *d2 = malloc(65536);
    assert_true(src && bc && d1 && d2);
    static const struct { uint32_t cols, vr, vc; } shapes[] = {{1, 1, 1}, {4, 3, 4}, {8, 9, 5}, {16, 17, 16},
                                                              {64, 8, 64}, {2048, 4, 2048}};
    unsigned runs = 0;
    for (unsigned isa = FAST_ISA_PORTABLE; isa <= FAST_ISA_AVX2; isa++) {
        fast_set_isa_limit(isa);
        for (size_t t = 0; t < N_(vec16); t++) {
            unsigned dt = vec16[t], w = pto_dtypes[dt].bits / 8u;
            for (int pr = 0; pr < 2; pr++)
                for (size_t k = 0; k < N_(shapes); k++) {
                    uint32_t cols = shapes[k].cols, vr = shapes[k].vr, vc = shapes[k].vc;
                    if ((uint64_t)cols * vr * w > 65536) continue;
                    fill_random(src, (size_t)cols * vr, dt, &s);
                    for (unsigned o = 0; o < 12; o++) {
                        unsigned sel = red_ops[o % 6] + (o >= 6 ? 0x10u : 0u);
                        kern_red a = {0}, b;
                        a.dt = dt;
                        a.eop = step_rule(sel);
                        a.arg = is_arg(sel);
                        a.column = sel & 0x10u;
                        a.profile = pr ? PTO_PROFILE_V0 : PTO_PROFILE_IEEE;
                        a.cols = cols, a.vrows = vr, a.vcols = vc;
                        a.src = src;
                        b = a;
                        a.dst = d1, b.dst = d2;
                        b.exact = true;
                        memset(d1, 0xA5, 65536);
                        memset(d2, 0xA5, 65536);
                        kern_reduce(&a);
                        kern_reduce(&b);
                        size_t nout = a.column ? vc : vr, ow = a.arg ? 4u : w;
                        if (memcmp(d1, d2, nout * ow) || a.flags != b.flags)
                            fail_msg("%s %s %s %ux%u (Col %u), isa %u: the fast path differs (flags 0x%x vs 0x%x)",
                                     op_of_selector(sel)->name, pto_dtypes[dt].name, pr ? "pto-v0" : "ieee", vr, vc,
                                     cols, isa, a.flags, b.flags);
                        runs++;
                    }
                    /* expansions: the binary forms with row and column broadcasts */
                    for (unsigned eop = E_ADD; eop <= E_MIN; eop++) {
                        if (eop == E_REM || (eop > E_DIV && eop < E_MAX)) continue;
                        if (eop == E_DIV && pto_dtypes[dt].cls != DTC_F) continue; /* nonzero divisors only */
                        for (int col = 0; col < 2; col++) {
                            fill_random(bc, col ? cols : vr, dt, &s);
                            kern_bcast a = {0}, b;
                            a.sdt = a.ddt = dt;
                            a.eop = eop;
                            a.column = col;
                            a.profile = pr ? PTO_PROFILE_V0 : PTO_PROFILE_IEEE;
                            a.cols = cols, a.vrows = vr, a.vcols = vc;
                            a.src = src, a.bc = bc;
                            b = a;
                            a.dst = d1, b.dst = d2;
                            b.exact = true;
                            memset(d1, 0x5A, 65536);
                            memset(d2, 0x5A, 65536);
                            kern_broadcast(&a);
                            kern_broadcast(&b);
                            if (memcmp(d1, d2, (size_t)vr * cols * w) || a.flags != b.flags)
                                fail_msg("expansion eop %u %s %s %ux%u col %d isa %u: the fast path differs", eop,
                                         pto_dtypes[dt].name, pr ? "pto-v0" : "ieee", vr, vc, col, isa);
                            runs++;
                        }
                    }
                }
        }
    }
    fast_set_isa_limit(FAST_ISA_BEST);
    free(src);
    free(bc);
    free(d1);
    free(d2);
    print_message("%u kernel runs matched the exact rule\n", runs);
    oracle_cleanup();
}

/* ---- expansions against the oracle ---------------------------------------------- */

static void oracle_expansions(void **state)
{
    (void)state;
    uint64_t s = 0x5EED0003u;
    static const int ops[6] = {OR_ADD, OR_SUB, OR_MUL, OR_DIV, -1, -2}; /* -1 MAX, -2 MIN */
    unsigned cases = 0;
    for (size_t t = 0; t < N_(floats); t++) {
        unsigned dt = floats[t], w = pto_dtypes[dt].bits / 8u;
        uint32_t cols = 128u / w < 8u ? 128u / w : 8u, vr = 128u / (w * cols) < 3u ? 128u / (w * cols) : 3u, vc = cols;
        for (int o = 0; o < 6; o++)
            for (int col = 0; col < 2; col++)
                for (int rep = 0; rep < 8; rep++) {
                    uint64_t x[64], b[8], want[64];
                    for (uint32_t i = 0; i < vr * vc; i++) x[i] = element(dt, &s);
                    for (uint32_t i = 0; i < (col ? vc : vr); i++) b[i] = element(dt, &s);
                    unsigned fl = 0;
                    for (uint32_t r = 0; r < vr; r++)
                        for (uint32_t c = 0; c < vc; c++) {
                            uint64_t l = x[r * vc + c], y = b[col ? c : r];
                            want[r * vc + c] = ops[o] >= 0 ? oracle_arith(dt, ops[o], l, y, 0, &fl)
                                               : ops[o] == -1 ? oracle_fmax(dt, l, y, &fl)
                                                              : oracle_fmin(dt, l, y, &fl);
                        }
                    pto_machine *m = pto_create();
                    rx_tile(m, U1, dt, 128, cols, vr, vc, x, ALL);
                    if (col) rx_tile(m, U2, dt, 128, cols, 1, vc, b, ALL);
                    else rx_tile(m, U2, dt, 128, 1, vr, 1, b, ALL);
                    unsigned sel = (col ? 0x55u : 0x45u) + (unsigned)o;
                    rx_spec sp = {.sel = sel, .dt = dt, .lb0 = vc, .lb1 = vr, .lb2 = cols, .s0 = U1, .s1 = (int)U2};
                    avs_prog p;
                    rx_bundle(&p, &sp);
                    rx_run_ok(m, &p);
                    rx_expect(m, 0, vr, vc, want);
                    if (pto_flags(m) != fl)
                        fail_msg("%s %s: flags 0x%x, the oracle's 0x%x", op_of_selector(sel)->name, pto_dtypes[dt].name,
                                 pto_flags(m), fl);
                    pto_destroy(m);
                    cases++;
                }
    }
    print_message("%u expansions matched the oracle\n", cases);
    oracle_cleanup();
}

/* pto-v0 expansions: the reference profile's raw-carrier rules.  FP32 ADD
 * of the words; DIV: a divisor whose carrier is zero (FP32: +-0) gives all
 * ones with DZ, else the unsigned quotient of the words. */
static void v0_expansions(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    assert_int_equal(pto_set_profile(m, PTO_PROFILE_V0), PTO_OK);
    const uint64_t x[2] = {0x40000000u, 0x3F800000u}, b[2] = {0x80000000u, 0x3F800000u};
    rx_tile(m, U1, AVS_FP32, 128, 1, 2, 1, x, ALL);
    rx_tile(m, U2, AVS_FP32, 128, 1, 2, 1, b, ALL);
    rx_spec sp = {.sel = S_TROWEXPANDDIV, .dt = AVS_FP32, .lb0 = 1, .lb1 = 2, .s0 = U1, .s1 = (int)U2};
    avs_prog p;
    rx_bundle(&p, &sp);
    rx_run_ok(m, &p);
    const uint64_t q[2] = {0xFFFFFFFFu, 1}; /* -0 divisor: all ones, DZ; 0x3F800000 / 0x3F800000 = 1 */
    rx_expect(m, 0, 2, 1, q);
    assert_int_equal(pto_flags(m), PTO_FLAG_DZ);
    sp.sel = S_TROWEXPANDADD;
    rx_bundle(&p, &sp);
    rx_run_ok(m, &p);
    const uint64_t sum[2] = {0xC0000000u, 0x7F000000u};
    rx_expect(m, 1, 2, 1, sum);
    pto_destroy(m);
}

/* ---- EXPDIF ---------------------------------------------------------------------- */

/* exp(x) rounded to dt by the oracle: MPFR's exp at 300 bits toward zero,
 * its ternary value as the sticky bit, rounded once by oracle_round.  (No
 * exp of a nonzero FP32 value has 270 equal bits after its 25th.)  Beyond
 * |x| = 1000 the result is certain: +inf with OF and NX above (E4M3: its
 * NaN), +0 with UF and NX below. */
static uint64_t oracle_exp(unsigned dt, uint64_t x, unsigned *fl)
{
    mpfr_t v, e;
    mpfr_inits2(300, v, e, (mpfr_ptr)0);
    int cls = oracle_decode(dt, x, v);
    assert_int_equal(cls, OC_FINITE);
    uint64_t r;
    if (mpfr_cmp_si(v, 1000) > 0) {
        r = oracle_format(dt)->has_inf ? (oracle_format(dt)->maxfin + 1u) : oracle_format(dt)->cnan;
        *fl |= OF_OF | OF_NX;
    } else if (mpfr_cmp_si(v, -1000) < 0) {
        r = 0;
        *fl |= OF_UF | OF_NX;
    } else {
        int t = mpfr_exp(e, v, MPFR_RNDZ);
        r = oracle_round(dt, e, t != 0, 0, fl);
    }
    mpfr_clears(v, e, (mpfr_ptr)0);
    return r;
}

static void check_exp(unsigned dt, uint64_t x, unsigned long *bad)
{
    unsigned f1 = 0, f2 = 0;
    uint64_t got = kern_exp_rn(dt, x, &f1), want = oracle_exp(dt, x, &f2);
    if (got != want || f1 != f2) {
        if ((*bad)++ < 10)
            print_error("exp %s 0x%llx: 0x%llx flags 0x%x, MPFR 0x%llx flags 0x%x\n", pto_dtypes[dt].name,
                        (unsigned long long)x, (unsigned long long)got, f1, (unsigned long long)want, f2);
    }
}

/* Every finite nonzero FP16 and BF16 input; FP32: every input in the
 * binades around 1 and near the overflow and underflow thresholds on a
 * stride, and seeded random inputs over the whole range. */
static void expdif_exp_oracle(void **state)
{
    (void)state;
    unsigned long bad = 0, n = 0;
    static const unsigned sixteen[2] = {AVS_FP16, AVS_BF16};
    for (int t = 0; t < 2; t++)
        for (uint64_t x = 0; x < 0x10000; x++) {
            if (num_decode(sixteen[t], x, NULL, NULL, NULL) != NUM_CLASS_FINITE) continue;
            check_exp(sixteen[t], x, &bad);
            n++;
        }
    uint64_t s = 0x5EED0004u;
    for (int i = 0; i < 200000; i++) {
        uint64_t x = rng(&s) & 0xFFFFFFFFu;
        if (i % 2) x = (x & 0x807FFFFFu) | (uint64_t)(110u + rng(&s) % 26u) << 23; /* |x| in [2^-17, 2^9) */
        if (num_decode(AVS_FP32, x, NULL, NULL, NULL) != NUM_CLASS_FINITE) continue;
        check_exp(AVS_FP32, x, &bad);
        n++;
    }
    /* around the FP32 overflow (88.72) and underflow (-87.3 .. -103.97) thresholds */
    for (uint64_t x = 0x42B17000u; x < 0x42B18000u; x += 3) check_exp(AVS_FP32, x, &bad), n++;
    for (uint64_t x = 0xC2AE0000u; x < 0xC2D00000u; x += 997) check_exp(AVS_FP32, x, &bad), n++;
    print_message("exp: %lu inputs, %lu differ from MPFR\n", n, bad);
    assert_int_equal(bad, 0);
    oracle_cleanup();
}

/* The EXPDIF element rule under ieee: SUB in the type (oracle), the special
 * values, exp (oracle); mixed: exact widening first.  And the pto-v0 rule. */
static uint64_t oracle_expdif(unsigned sdt, unsigned ddt, uint64_t a, uint64_t b, unsigned *fl)
{
    if (sdt != ddt) { /* exact widening: the oracle's decoded value, encoded in FP32 */
        mpfr_t v;
        mpfr_init2(v, 64);
        uint64_t wa, wb;
        int ca = oracle_decode(sdt, a, v);
        if (ca == OC_SNAN) *fl |= OF_NV;
        wa = ca >= OC_QNAN ? 0x7FC00000u : oracle_encode_exact(AVS_FP32, v);
        int cb = oracle_decode(sdt, b, v);
        if (cb == OC_SNAN) *fl |= OF_NV;
        wb = cb >= OC_QNAN ? 0x7FC00000u : oracle_encode_exact(AVS_FP32, v);
        mpfr_clear(v);
        a = wa, b = wb;
    }
    uint64_t d = oracle_arith(ddt, OR_SUB, a, b, 0, fl);
    mpfr_t v;
    mpfr_init2(v, 64);
    int c = oracle_decode(ddt, d, v);
    uint64_t r;
    if (c == OC_QNAN || c == OC_SNAN) r = oracle_format(ddt)->cnan;
    else if (c == OC_ZERO) r = one_enc(ddt);
    else if (c == OC_INF) r = mpfr_sgn(v) > 0 ? d : 0;
    else r = oracle_exp(ddt, d, fl);
    mpfr_clear(v);
    return r;
}

static void expdif_rule(void **state)
{
    (void)state;
    uint64_t s = 0x5EED0005u;
    static const unsigned pairs[5][2] = {{AVS_FP16, AVS_FP16}, {AVS_BF16, AVS_BF16}, {AVS_FP32, AVS_FP32},
                                         {AVS_FP16, AVS_FP32}, {AVS_BF16, AVS_FP32}};
    unsigned long bad = 0, n = 0;
    for (int p = 0; p < 5; p++)
        for (int i = 0; i < 20000; i++) {
            unsigned sdt = pairs[p][0], ddt = pairs[p][1];
            uint64_t a, b;
            if (i % 2) a = element(sdt, &s), b = element(sdt, &s);
            else oracle_gen_pair(sdt, OR_SUB, &s, &a, &b);
            unsigned f1 = 0, f2 = 0;
            uint64_t got = kern_expdif(sdt, ddt, PTO_PROFILE_IEEE, a, b, &f1), want = oracle_expdif(sdt, ddt, a, b, &f2);
            if (got != want || f1 != f2)
                if (bad++ < 10)
                    print_error("EXPDIF %s->%s 0x%llx 0x%llx: 0x%llx/0x%x, oracle 0x%llx/0x%x\n", pto_dtypes[sdt].name,
                                pto_dtypes[ddt].name, (unsigned long long)a, (unsigned long long)b,
                                (unsigned long long)got, f1, (unsigned long long)want, f2);
            n++;
        }
    print_message("EXPDIF: %lu operand pairs, %lu differ from the oracle\n", n, bad);
    assert_int_equal(bad, 0);
    /* the hardware profile's discriminator vectors (widen_first_exp) */
    unsigned f = 0;
    assert_int_equal(kern_expdif(AVS_FP16, AVS_FP32, PTO_PROFILE_IEEE, 0x2000, 0x0001, &f), 0x3F810100u);
    assert_int_equal(kern_expdif(AVS_BF16, AVS_FP32, PTO_PROFILE_IEEE, 0x3F80, 0x3B00, &f), 0x402DA16Eu);
    /* special values: exp(+0) = 1, exp(+inf) = +inf, exp(-inf) = +0, NaN */
    f = 0;
    assert_int_equal(kern_expdif(AVS_FP32, AVS_FP32, PTO_PROFILE_IEEE, 0x40000000u, 0x40000000u, &f), 0x3F800000u);
    assert_int_equal(f, 0);
    assert_int_equal(kern_expdif(AVS_FP32, AVS_FP32, PTO_PROFILE_IEEE, 0x7F800000u, 0x3F800000u, &f), 0x7F800000u);
    assert_int_equal(kern_expdif(AVS_FP32, AVS_FP32, PTO_PROFILE_IEEE, 0x3F800000u, 0x7F800000u, &f), 0);
    assert_int_equal(f, 0);
    assert_int_equal(kern_expdif(AVS_FP32, AVS_FP32, PTO_PROFILE_IEEE, 0x7F800000u, 0x7F800000u, &f), 0x7FC00000u);
    assert_int_equal(f, PTO_FLAG_NV); /* inf - inf */
    f = 0;
    assert_int_equal(kern_expdif(AVS_FP16, AVS_FP32, PTO_PROFILE_IEEE, 0x7D00, 0x3C00, &f), 0x7FC00000u);
    assert_int_equal(f, PTO_FLAG_NV); /* a signalling FP16 NaN source */
    oracle_cleanup();
}

/* pto-v0 EXPDIF, derived by hand from the model: raw SUB, the special
 * values on the difference's low W bits, else carrier + 1; mixed: the
 * model's widening, then its discriminators, then the same in FP32. */
static void expdif_v0(void **state)
{
    (void)state;
    unsigned f = 0;
    /* 1.0 - 2.0 raw: 0x3F800000 - 0x40000000 borrows; the low 32 bits
     * 0xFF800000 are -inf, whose EXP is +0 */
    assert_int_equal(kern_expdif(AVS_FP32, AVS_FP32, PTO_PROFILE_V0, 0x3F800000u, 0x40000000u, &f), 0);
    /* equal operands: the difference is +0, EXP gives 1.0 */
    assert_int_equal(kern_expdif(AVS_FP16, AVS_FP16, PTO_PROFILE_V0, 0x1234, 0x1234, &f), 0x3C00);
    /* 0x7F800001 - 0 is a signalling NaN pattern: the canonical NaN, NV */
    assert_int_equal(kern_expdif(AVS_FP32, AVS_FP32, PTO_PROFILE_V0, 0x7F800001u, 0, &f), 0x7FC00000u);
    assert_int_equal(f, PTO_FLAG_NV);
    f = 0;
    /* otherwise carrier + 1: 0x4000 - 0x3C00 = 0x0400 -> 0x0401 */
    assert_int_equal(kern_expdif(AVS_FP16, AVS_FP16, PTO_PROFILE_V0, 0x4000, 0x3C00, &f), 0x0401);
    /* mixed: FP16 subnormal 0x0003 widens (model) to 0x34200000, 0x0001 to
     * 0x33800000; the raw FP32 difference 0x00A00000 is a normal -> 0x00A00001 */
    assert_int_equal(kern_expdif(AVS_FP16, AVS_FP32, PTO_PROFILE_V0, 0x0003, 0x0001, &f), 0x00A00001u);
    /* under ieee 0x0003 widens to 0x34400000 (3 * 2^-24): exp(2 * 2^-24) = 1 + 2^-23 rounds to 0x3F800001 */
    assert_int_equal(kern_expdif(AVS_FP16, AVS_FP32, PTO_PROFILE_IEEE, 0x0003, 0x0001, &f), 0x3F800001u);
    assert_int_equal(f, PTO_FLAG_NX);
    f = 0;
    /* the discriminators */
    assert_int_equal(kern_expdif(AVS_FP16, AVS_FP32, PTO_PROFILE_V0, 0x2000, 0x0001, &f), 0x3F810100u);
    assert_int_equal(kern_expdif(AVS_BF16, AVS_FP32, PTO_PROFILE_V0, 0x3F80, 0x3B00, &f), 0x402DA16Eu);
    assert_int_equal(f, 0);
    /* BF16 widening is a shift: 0x4000 - 0x3F80 -> FP32 0x40000000 - 0x3F800000 = 0x00800000 -> 0x00800001 */
    assert_int_equal(kern_expdif(AVS_BF16, AVS_FP32, PTO_PROFILE_V0, 0x4000, 0x3F80, &f), 0x00800001u);
}

/* EXPDIF bundles: a mixed pair's FP32 destination has the source's rows and
 * Col, so twice its capacity (TileLogicalShapeMatch); flags recorded. */
static void expdif_bundles(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    const uint64_t x[4] = {0x3C00, 0x4000, 0x4200, 0xFC00}, b[2] = {0x3C00, 0x4000}; /* [1, 2], [3, -inf]; [1], [2] */
    rx_tile(m, U1, AVS_FP16, 128, 2, 2, 2, x, ALL);
    rx_tile(m, U2, AVS_FP16, 128, 1, 2, 1, b, ALL);
    rx_spec sp = {.sel = S_TROWEXPANDEXPDIF, .dt = AVS_FP16, .datr = avs_bdatr(0, AVS_PAD_ZERO, 0, 0, AVS_FP32, 0, 0),
                  .lb0 = 2, .lb1 = 2, .s0 = U1, .s1 = (int)U2, .size = 2};
    avs_prog p;
    rx_bundle(&p, &sp);
    rx_run_ok(m, &p);
    unsigned f = 0;
    const uint64_t e = oracle_exp(AVS_FP32, 0x3F800000u, &f);
    const uint64_t want[4] = {0x3F800000u, e, e, 0}; /* 1-1, 2-1, 3-2, -inf-2 */
    rx_expect(m, 0, 2, 2, want);
    avs_expect_desc(m, 0, PTO_TILE_NUMERIC, AVS_FP32, 256, 32, 2, 2, 2, ALL); /* the source's rows (TileLogicalShapeMatch) */
    avs_expect(m, 0, 2, 0, 0, true); /* PadValue Zero */
    assert_int_equal(pto_flags(m), PTO_FLAG_NX);
    pto_destroy(m);
    oracle_cleanup();
}

/* examples/softmax.s (TROWMAX, TROWEXPANDEXPDIF, TROWSUM, TROWEXPANDDIV on a
 * 4x8 FP32 tile) against the same four steps by the oracle. */
static void softmax_example(void **state)
{
    (void)state;
    char *text = read_file(PTOSIM_SOURCE_DIR "/examples/softmax.s", NULL);
    assert_non_null(text);
    pto_machine *m = pto_create();
    char err[256];
    assert_int_equal(run_text(m, text, err, sizeof err), PTO_END);
    free(text);
    rx_invariants(m);
    static const float in[32] = {1, 2, 3, 4, 5, 6, 7, 8, 0, 0, 0, 0, 0, 0, 0, 0,
                                 -1, 1, -2, 2, -3, 3, -4, 4, 100, 0.5f, 0.25f, -100, 7, 7, 7, 7};
    unsigned fl = 0;
    for (int r = 0; r < 4; r++) {
        uint64_t x[8], e[8], mx, sum = 0;
        for (int c = 0; c < 8; c++) {
            uint32_t u;
            memcpy(&u, &in[r * 8 + c], 4);
            x[c] = u;
        }
        mx = x[0];
        for (int c = 1; c < 8; c++) mx = oracle_fmax(AVS_FP32, mx, x[c], &fl);
        for (int c = 0; c < 8; c++) e[c] = oracle_expdif(AVS_FP32, AVS_FP32, x[c], mx, &fl);
        for (int c = 0; c < 8; c++) sum = oracle_arith(AVS_FP32, OR_ADD, sum, e[c], 0, &fl);
        for (int c = 0; c < 8; c++) avs_expect(m, 3, (uint32_t)r, (uint32_t)c, oracle_arith(AVS_FP32, OR_DIV, e[c], sum, 0, &fl), true);
        avs_expect(m, 0, (uint32_t)r, 0, mx, true);
    }
    assert_int_equal(pto_flags(m), fl);
    pto_destroy(m);
    oracle_cleanup();
}

/* --lint (D32): the prose lists A9 for SUM/MAX/MIN and A7 for PROD; the
 * model runs the others and lint names them.  The expansions' prose and
 * model agree (VEC16). */
static void lint_types(void **state)
{
    (void)state;
    static const struct { unsigned sel, dt; bool warn; } cases[] = {
        {S_TROWSUM, AVS_FP32, false}, {S_TROWSUM, AVS_U8, false},  {S_TROWSUM, AVS_FP64, true},
        {S_TCOLMAX, AVS_E4M3, true},  {S_TROWPROD, AVS_U8, true},  {S_TCOLPROD, AVS_S16, false},
        {S_TROWPROD, AVS_S64, true},  {S_TROWEXPANDADD, AVS_FP64, false}};
    for (size_t i = 0; i < N_(cases); i++) {
        pto_machine *m = pto_create();
        pto_set_lint(m, true);
        rx_tile(m, U1, cases[i].dt, 128, 1, 1, 1, NULL, ALL);
        rx_tile(m, U2, cases[i].dt, 128, 1, 1, 1, NULL, ALL);
        rx_spec sp = {.sel = cases[i].sel, .dt = cases[i].dt, .lb0 = 1, .s0 = U1,
                      .s1 = cases[i].sel == S_TROWEXPANDADD ? (int)U2 : RX_NONE};
        avs_prog p;
        rx_bundle(&p, &sp);
        rx_run_ok(m, &p);
        assert_int_equal(pto_lint_count(m), cases[i].warn ? 1 : 0);
        if (cases[i].warn) assert_non_null(strstr(pto_lint_message(m, 0), "D32"));
        pto_destroy(m);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(order_matters),
        cmocka_unit_test(integer_wrap),
        cmocka_unit_test(v0_raw_folds),
        cmocka_unit_test(arg_rules),
        cmocka_unit_test(per_pe),
        cmocka_unit_test(padding),
        cmocka_unit_test(every_fault),
        cmocka_unit_test(oracle_folds),
        cmocka_unit_test(kernels_match_exact),
        cmocka_unit_test(oracle_expansions),
        cmocka_unit_test(v0_expansions),
        cmocka_unit_test(expdif_exp_oracle),
        cmocka_unit_test(expdif_rule),
        cmocka_unit_test(expdif_v0),
        cmocka_unit_test(expdif_bundles),
        cmocka_unit_test(lint_types),
        cmocka_unit_test(softmax_example),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
