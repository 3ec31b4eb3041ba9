/* FAST-PATH PROOF TESTS: every fast kernel of src/kern/fast.c against the
 * exact rules it replaces.
 *
 * For each instruction-set level this host supports (portable, SSE2, and
 * AVX2+F16C), every fast path is compared with the exact numeric core
 * (num_fadd/num_fsub/num_fmul/num_fdiv/num_fmax/num_fmin with RNE,
 * num_fcmp) or with the plain integer rule, on result bits AND flags:
 *   - 8-bit floats (E4M3, E5M2): every pair, every operation, per element;
 *   - FP16 and BF16 (add, sub, mul, div, max, min): every value
 *     against a sweep of partners
 *     (special values and seeded random ones), and every value against
 *     partners that put mul and div results around the smallest normal
 *     (where BF16 lanes are handed to the exact core); all 2^32 pairs of
 *     add, sub, mul and div are in tests/slow_fast16.c;
 *   - the element-wise kernel under both profiles against the element
 *     rule (pto-v0 add/sub/mul on the integer kernels, MIN/MAX shared);
 *   - FP32/FP64: special values crossed with each other, a large seeded
 *     random sample, and products/quotients placed at the underflow
 *     boundary (tininess after rounding);
 *   - compares: all types, all six modes, tile and scalar forms, with tails;
 *   - integer add/sub and fills: every width, odd lengths;
 *   - integer MUL/AND/OR/XOR/MAX/MIN: every width, signed and unsigned,
 *     boundary values crossed, odd lengths, against the rule written out;
 *   - TSEL's select: every width, rows starting at every bit offset, the
 *     mask read only within its bytes, against the rule written out.
 * Flags are checked per element (one-element calls) and as the OR over
 * whole vector runs.  The host MXCSR must be unchanged by the kernels, and
 * a caller's FTZ/DAZ/rounding mode must not leak into the results.
 * Under AddressSanitizer the random samples are scaled down. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core.h"
#include "kern/fast.h"
#include "num/num.h"

#if defined(__SANITIZE_ADDRESS__)
#define SCALE 8u /* divide random sample sizes */
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SCALE 8u
#endif
#endif
#ifndef SCALE
#define SCALE 1u
#endif

#if defined(__x86_64__)
#include <immintrin.h>
#endif

static uint64_t seed = 0x243F6A8885A308D3u;
static uint64_t rnd(void)
{
    seed ^= seed << 13;
    seed ^= seed >> 7;
    seed ^= seed << 17;
    return seed;
}

static unsigned long checked, failures;

static unsigned levels[FAST_ISA_BEST + 1], nlevels;
static void find_levels(void)
{
    nlevels = 0;
    fast_set_isa_limit(FAST_ISA_BEST);
    unsigned best = fast_isa();
    for (unsigned l = FAST_ISA_PORTABLE; l <= best; l++) levels[nlevels++] = l;
}

static uint64_t exact(unsigned dt, unsigned eop, uint64_t x, uint64_t y, unsigned *f)
{
    switch (eop) {
    case E_ADD: return num_fadd(dt, x, y, NUM_RM_RNE, f);
    case E_SUB: return num_fsub(dt, x, y, NUM_RM_RNE, f);
    case E_MUL: return num_fmul(dt, x, y, NUM_RM_RNE, f);
    case E_DIV: return num_fdiv(dt, x, y, NUM_RM_RNE, f);
    case E_MAX: return num_fmax(dt, x, y, f);
    default: return num_fmin(dt, x, y, f);
    }
}

static const char *eop_name(unsigned eop)
{
    switch (eop) {
    case E_ADD: return "add";
    case E_SUB: return "sub";
    case E_MUL: return "mul";
    case E_DIV: return "div";
    case E_MAX: return "max";
    case E_AND: return "and";
    case E_OR: return "or";
    case E_XOR: return "xor";
    default: return "min";
    }
}

static uint64_t ld(const uint8_t *p, unsigned esz, size_t i)
{
    uint64_t v = 0;
    memcpy(&v, p + i * esz, esz);
    return v;
}
static void st(uint8_t *p, unsigned esz, size_t i, uint64_t v) { memcpy(p + i * esz, &v, esz); }

/* the form being checked (check_pairs; forms_of below) */
static unsigned subn_mode = FAST_SUBN_HOST, halves_mode = FAST_HALVES_HOST;
static unsigned long halves_checked;
static void mismatch(const char *what, unsigned dt, unsigned eop, unsigned level, uint64_t x, uint64_t y, uint64_t got,
                 uint64_t want, unsigned gf, unsigned wf)
{
    if (failures++ < 20)
        fprintf(stderr,
                "MISMATCH %s %s %s level %u subnormal mode %u halves mode %u: 0x%llx, 0x%llx -> 0x%llx flags %02x, "
                "exact 0x%llx flags %02x\n",
                what, pto_dtypes[dt].name, eop_name(eop), level, subn_mode, halves_mode, (unsigned long long)x,
                (unsigned long long)y, (unsigned long long)got, gf, (unsigned long long)want, wf);
}

#if defined(__x86_64__)
static unsigned csr_before;
static void csr_save(void) { csr_before = _mm_getcsr(); }
static void csr_check(void)
{
    if (_mm_getcsr() != csr_before) {
        failures++;
        fprintf(stderr, "MXCSR changed: 0x%x -> 0x%x\n", csr_before, _mm_getcsr());
    }
}
#else
static void csr_save(void) {}
static void csr_check(void) {}
#endif

/* Checks n pairs (x[i], y[i]) of one operation on one level:
 *   per element: one-element calls, result and flags;
 *   vector runs: one call over all n (tile form), results, and the OR of
 *   flags over each run of 16 elements (16-element calls). */
static void check_pairs_in(unsigned dt, unsigned eop, unsigned level, const uint64_t *x, const uint64_t *y, size_t n)
{
    unsigned esz = pto_dtypes[dt].bits / 8u;
    unsigned probe = 0;
    fast_set_isa_limit(level);
    bool has = fast_float_binary(dt, eop, NULL, NULL, NULL, 0, 0, &probe);
    fast_set_isa_limit(FAST_ISA_BEST);
    if (!has) return; /* no fast path for this type and operation at this level */
    uint8_t *a = malloc(n * esz + 8), *b = malloc(n * esz + 8), *d = malloc(n * esz + 8);
    uint64_t *want = malloc(n * sizeof *want);
    unsigned *wf = malloc(n * sizeof *wf);
    assert_non_null(a);
    assert_non_null(b);
    assert_non_null(d);
    assert_non_null(want);
    assert_non_null(wf);
    for (size_t i = 0; i < n; i++) {
        st(a, esz, i, x[i]);
        st(b, esz, i, y[i]);
        wf[i] = 0;
        want[i] = exact(dt, eop, x[i], y[i], &wf[i]);
    }
    fast_set_isa_limit(level);
    csr_save();
    /* per element */
    for (size_t i = 0; i < n; i++) {
        unsigned f = 0;
        fast_float_binary(dt, eop, d, a + i * esz, b + i * esz, 0, 1, &f);
        uint64_t got = ld(d, esz, 0);
        checked++;
        if (got != want[i] || f != wf[i]) mismatch("element", dt, eop, level, x[i], y[i], got, want[i], f, wf[i]);
    }
    /* whole run, then runs of 16 for the flags */
    unsigned f = 0;
    fast_float_binary(dt, eop, d, a, b, 0, n, &f);
    unsigned all = 0;
    for (size_t i = 0; i < n; i++) {
        all |= wf[i];
        uint64_t got = ld(d, esz, i);
        if (got != want[i]) mismatch("vector", dt, eop, level, x[i], y[i], got, want[i], 0, 0);
    }
    if (f != all) mismatch("vector flags", dt, eop, level, 0, 0, 0, 0, f, all);
    /* whole run without flags (the tile-tile operations' call, D6) */
    memset(d, 0xA5, n * esz);
    fast_float_binary(dt, eop, d, a, b, 0, n, NULL);
    for (size_t i = 0; i < n; i++)
        if (ld(d, esz, i) != want[i]) mismatch("vector, no flags", dt, eop, level, x[i], y[i], ld(d, esz, i), want[i], 0, 0);
    if (halves_mode == FAST_HALVES_ALWAYS && n >= FAST_HALVES_MIN) halves_checked += n;
    for (size_t i = 0; i < n; i += 16) {
        size_t k = n - i < 16 ? n - i : 16;
        unsigned g = 0, w = 0;
        fast_float_binary(dt, eop, d, a + i * esz, b + i * esz, 0, k, &g);
        for (size_t j = 0; j < k; j++) w |= wf[i + j];
        checked++;
        if (g != w) mismatch("run flags", dt, eop, level, x[i], y[i], 0, 0, g, w);
    }
    csr_check();
    fast_set_isa_limit(FAST_ISA_BEST);
    free(a), free(b), free(d), free(want), free(wf);
}

/* Scalar form: x[0..n) OP s, results per element and the OR of flags. */
static void check_scalar_in(unsigned dt, unsigned eop, unsigned level, const uint64_t *x, size_t n, uint64_t s)
{
    unsigned esz = pto_dtypes[dt].bits / 8u;
    uint8_t *a = malloc(n * esz + 8), *d = malloc(n * esz + 8);
    assert_non_null(a);
    assert_non_null(d);
    for (size_t i = 0; i < n; i++) st(a, esz, i, x[i]);
    fast_set_isa_limit(level);
    csr_save();
    unsigned f = 0, w = 0;
    if (fast_float_binary(dt, eop, d, a, NULL, s, n, &f)) {
        for (size_t i = 0; i < n; i++) {
            uint64_t want = exact(dt, eop, x[i], s, &w), got = ld(d, esz, i);
            checked++;
            if (got != want) mismatch("scalar", dt, eop, level, x[i], s, got, want, 0, 0);
        }
        if (f != w) mismatch("scalar flags", dt, eop, level, 0, s, 0, 0, f, w);
    }
    csr_check();
    fast_set_isa_limit(FAST_ISA_BEST);
    free(a), free(d);
}

/* The kernels with more than one form at a level, each checked (the
 * host's choice is one of them): the AVX-512 BF16 multiply's two for
 * subnormal operands (scaled around the host multiply, or taken by it as
 * they are), and FP16 add, sub, mul and div without flags on AVX-512, in
 * 512-bit vectors or, runs of FAST_HALVES_MIN elements and more, in 256-bit halves.
 * direct_checked counts the elements the direct form was checked on,
 * halves_checked those of runs the halves serve. */
static unsigned long direct_checked;
typedef struct {
    unsigned subn, halves;
} kernel_form;
static const kernel_form HOST_FORM = {FAST_SUBN_HOST, FAST_HALVES_HOST};
/* Makes form f the one the kernels take. */
static void use_form(kernel_form f)
{
    fast_set_subnormal_mode(subn_mode = f.subn);
    fast_set_halves_mode(halves_mode = f.halves);
}
static unsigned forms_of(unsigned dt, unsigned eop, unsigned level, kernel_form *f)
{
    if (dt == DT_BF16 && eop == E_MUL && level == FAST_ISA_AVX512) {
        f[0] = (kernel_form){FAST_SUBN_SCALE, FAST_HALVES_HOST};
        f[1] = (kernel_form){FAST_SUBN_DIRECT, FAST_HALVES_HOST};
        return 2;
    }
    if (dt == DT_FP16 && eop >= E_ADD && eop <= E_DIV && level == FAST_ISA_AVX512) {
        f[0] = (kernel_form){FAST_SUBN_HOST, FAST_HALVES_NEVER};
        f[1] = (kernel_form){FAST_SUBN_HOST, FAST_HALVES_ALWAYS};
        return 2;
    }
    f[0] = HOST_FORM;
    return 1;
}
/* CALL once in each form of (dt, eop, level). */
#define EACH_FORM(dt, eop, level, CALL)                                                     \
    do {                                                                                    \
        kernel_form forms_[2];                                                              \
        unsigned nf_ = forms_of(dt, eop, level, forms_);                                    \
        for (unsigned k_ = 0; k_ < nf_; k_++) {                                             \
            use_form(forms_[k_]);                                                           \
            unsigned long before_ = checked;                                                \
            CALL;                                                                           \
            if (forms_[k_].subn == FAST_SUBN_DIRECT) direct_checked += checked - before_;   \
        }                                                                                   \
        use_form(HOST_FORM);                                                                \
    } while (0)
static void check_pairs(unsigned dt, unsigned eop, unsigned level, const uint64_t *x, const uint64_t *y, size_t n)
{
    EACH_FORM(dt, eop, level, check_pairs_in(dt, eop, level, x, y, n));
}
static void check_scalar(unsigned dt, unsigned eop, unsigned level, const uint64_t *x, size_t n, uint64_t s)
{
    EACH_FORM(dt, eop, level, check_scalar_in(dt, eop, level, x, n, s));
}

static const unsigned float_eops[6] = {E_ADD, E_SUB, E_MUL, E_DIV, E_MAX, E_MIN};

/* Special encodings of a format: zeros, subnormal and normal edges, one,
 * max finite, infinities, quiet and signalling NaNs (both signs). */
static size_t specials(unsigned dt, uint64_t *out)
{
    const dtype_info *di = &pto_dtypes[dt];
    unsigned bits = di->bits, cf = bits - 1u - di->ebits;
    uint64_t sb = (uint64_t)1 << (bits - 1u), one_exp = (dt_mask(di->ebits) >> 1) << cf;
    uint64_t emask = dt_mask(di->ebits) << cf;
    uint64_t base[] = {0,
                       1,
                       2,
                       3,
                       dt_mask(cf),
                       dt_mask(cf) - 1u,
                       (uint64_t)1 << cf,
                       ((uint64_t)1 << cf) + 1u,
                       one_exp,
                       one_exp + 1u,
                       one_exp - 1u,
                       one_exp + ((uint64_t)1 << cf),
                       di->max_finite,
                       di->max_finite - 1u,
                       emask,
                       emask | ((uint64_t)1 << (cf - 1u)),
                       emask | 1u,
                       emask | dt_mask(cf),
                       di->canonical_nan};
    size_t n = 0;
    for (size_t i = 0; i < sizeof base / sizeof base[0]; i++) {
        out[n++] = base[i] & dt_mask(bits);
        out[n++] = (base[i] | sb) & dt_mask(bits);
    }
    return n;
}

static void fastpath_proof_8bit_exhaustive(void **state)
{
    (void)state;
    static const unsigned dts[2] = {DT_E4M3, DT_E5M2};
    static uint64_t x[65536], y[65536];
    for (unsigned i = 0; i < 65536; i++) x[i] = i >> 8, y[i] = i & 0xFFu;
    for (unsigned t = 0; t < 2; t++)
        for (unsigned o = 0; o < 6; o++) {
            /* tables do not depend on the level */
            check_pairs(dts[t], float_eops[o], FAST_ISA_PORTABLE, x, y, 65536);
            for (unsigned s = 0; s < 256; s++) check_scalar(dts[t], float_eops[o], FAST_ISA_PORTABLE, y, 256, s);
        }
    assert_int_equal(failures, 0);
}

/* Every value of a 16-bit format against the partners. */
static void sweep16(unsigned dt, const unsigned *eops, unsigned neops)
{
    uint64_t part[256];
    size_t np = specials(dt, part);
    unsigned nrand = 48u / SCALE;
    for (unsigned i = 0; i < nrand; i++) part[np++] = rnd() & 0xFFFFu;
    /* partners near one and near each other's exponent */
    for (unsigned i = 0; i < 8; i++) part[np++] = ((rnd() & 0x3FFu) | (pto_dtypes[dt].ebits == 5 ? 0x3C00u : 0x3F80u));
    static uint64_t x[65536 * 2], y[65536 * 2];
    for (unsigned l = 0; l < nlevels; l++)
        for (unsigned o = 0; o < neops; o++) {
            for (size_t p = 0; p < np; p += 2) {
                size_t n = 0;
                for (unsigned v = 0; v < 65536; v++) {
                    x[n] = v, y[n] = part[p], n++;
                    if (p + 1 < np) x[n] = part[p + 1], y[n] = v, n++;
                }
                check_pairs(dt, eops[o], levels[l], x, y, n);
            }
            static uint64_t all[65536];
            for (unsigned v = 0; v < 65536; v++) all[v] = v;
            for (size_t p = 0; p < np; p++) check_scalar(dt, eops[o], levels[l], all, 65536, part[p]);
        }
}

static void fastpath_proof_fp16_sweep(void **state)
{
    (void)state;
    static const unsigned eops[6] = {E_ADD, E_SUB, E_MUL, E_DIV, E_MAX, E_MIN};
    unsigned long halves_before = halves_checked;
    sweep16(DT_FP16, eops, 6);
    assert_int_equal(failures, 0);
    /* with AVX-512 VL on the host, the halves were checked too */
#if defined(__x86_64__)
    if (levels[nlevels - 1] == FAST_ISA_AVX512 && __builtin_cpu_supports("avx512vl"))
        assert_true(halves_checked - halves_before >= 65536u);
#endif
}

static void fastpath_proof_bf16_sweep(void **state)
{
    (void)state;
    static const unsigned eops[6] = {E_ADD, E_SUB, E_MUL, E_DIV, E_MAX, E_MIN};
    unsigned long direct_before = direct_checked;
    sweep16(DT_BF16, eops, 6);
    assert_int_equal(failures, 0);
    /* with AVX-512 on the host, the direct multiply was checked too */
    if (levels[nlevels - 1] == FAST_ISA_AVX512) assert_true(direct_checked - direct_before >= 65536u);
}

/* BF16 mul and div at the underflow boundary, where the fast path must
 * either be exact or hand the lane to the exact core: every BF16 value
 * against partners whose exponent puts the product or quotient within a
 * few binades of 2^-126 (the window around the bounds of BF16_STEP), 24
 * random significands per exponent, both signs; FP16 likewise around its
 * 2^-14. */
static void fastpath_proof_16bit_underflow_window(void **state)
{
    (void)state;
    static uint64_t x[65536 * 2], y[65536 * 2];
    static const unsigned dts[2] = {DT_BF16, DT_FP16};
    for (unsigned t = 0; t < 2; t++) {
        unsigned dt = dts[t], cf = pto_dtypes[dt].bits - 1u - pto_dtypes[dt].ebits;
        int bias = (int)(dt_mask(pto_dtypes[dt].ebits) >> 1), emax = (int)dt_mask(pto_dtypes[dt].ebits) - 1;
        for (unsigned l = 0; l < nlevels; l++)
            for (unsigned o = 0; o < 2; o++) {
                unsigned eop = o ? E_DIV : E_MUL;
                /* x of biased exponent Ea meets y of biased exponent Eb with
                 * Ea + Eb - bias (mul) or Ea - Eb + bias (div) near 1 */
                for (int k = -4; k <= 3; k++)
                    for (unsigned r = 0; r < 24u / SCALE + 1u; r++) {
                        size_t n = 0;
                        uint64_t sig = r == 0 ? 0 : rnd() & dt_mask(cf), sgn = (rnd() & 1u) << 15;
                        for (unsigned v = 0; v < 65536; v++) {
                            int ea = (int)((v >> cf) & dt_mask(pto_dtypes[dt].ebits));
                            if (ea == 0) ea = 1;
                            int eb = o ? ea + bias - 1 - k : 1 + bias - ea + k;
                            if (eb < 0 || eb > emax) continue;
                            x[n] = v, y[n] = sgn | ((uint64_t)eb << cf) | sig, n++;
                        }
                        check_pairs(dt, eop, levels[l], x, y, n);
                    }
            }
    }
    assert_int_equal(failures, 0);
}

/* The element-wise kernel (kern_binary, kern_scalar: the fast kernels
 * where they apply, the element rule otherwise) against the element rule
 * itself (kern_elem, which is float_rule / the exact core) under both
 * profiles, at every level: results and the OR of flags.  Under pto-v0 add,
 * sub and mul of floats are carrier arithmetic and MIN/MAX the hardware
 * rule of both profiles, so they take the integer and MIN/MAX kernels. */
static void fastpath_proof_kernel_profiles(void **state)
{
    (void)state;
    static const unsigned dts[] = {DT_FP16, DT_BF16, DT_FP32, DT_FP64, DT_E4M3};
    static const pto_profile profs[2] = {PTO_PROFILE_IEEE, PTO_PROFILE_V0};
    enum { N = 301 };
    static uint8_t a[N * 8], b[N * 8], d[N * 8];
    for (unsigned l = 0; l < nlevels; l++)
        for (unsigned t = 0; t < sizeof dts / sizeof dts[0]; t++) {
            unsigned dt = dts[t], bits = pto_dtypes[dt].bits, esz = bits / 8u;
            uint64_t sp[64];
            size_t ns = specials(dt, sp);
            for (size_t i = 0; i < N; i++) {
                st(a, esz, i, i < ns ? sp[i] : rnd() & dt_mask(bits));
                st(b, esz, i, i >= ns && i < 2 * ns ? sp[i - ns] : rnd() & dt_mask(bits));
            }
            for (unsigned p = 0; p < 2; p++)
                for (unsigned o = 0; o < 6; o++)
                    for (unsigned form = 0; form < 2; form++) {
                        kern_args k;
                        memset(&k, 0, sizeof k);
                        k.dt = dt, k.bits = bits, k.eop = float_eops[o], k.profile = profs[p];
                        k.rows = 1, k.cols = N, k.vrows = 1, k.vcols = N;
                        k.a = a, k.b = form ? NULL : b, k.dst = d;
                        k.scalar = form ? sp[rnd() % ns] : 0;
                        fast_set_isa_limit(levels[l]);
                        csr_save();
                        if (form) kern_scalar(&k);
                        else kern_binary(&k);
                        csr_check();
                        fast_set_isa_limit(FAST_ISA_BEST);
                        unsigned w = 0;
                        for (size_t i = 0; i < N; i++) {
                            uint64_t y = form ? k.scalar : ld(b, esz, i);
                            uint64_t want = kern_elem(k.eop, dt, k.profile, ld(a, esz, i), y, &w);
                            checked++;
                            if (ld(d, esz, i) != want)
                                mismatch(p ? "kernel pto-v0" : "kernel ieee", dt, k.eop, levels[l], ld(a, esz, i), y,
                                         ld(d, esz, i), want, 0, 0);
                        }
                        if (k.flags != w)
                            mismatch(p ? "kernel flags pto-v0" : "kernel flags ieee", dt, k.eop, levels[l], 0, 0, 0,
                                     0, k.flags, w);
                    }
        }
    assert_int_equal(failures, 0);
}

/* A random value of a wide format: random bits, or a random significand
 * with an exponent near `near` (to get cancellation and rounding). */
static uint64_t rand_wide(unsigned dt, int near_exp)
{
    const dtype_info *di = &pto_dtypes[dt];
    unsigned bits = di->bits, cf = bits - 1u - di->ebits;
    uint64_t r = rnd();
    if ((r & 7u) == 0) return rnd() & dt_mask(bits);
    int bias = (int)(dt_mask(di->ebits) >> 1);
    int e = near_exp + (int)((r >> 3) % 5u) - 2 + bias;
    if (e < 1) e = 1;
    if (e > (int)dt_mask(di->ebits) - 1) e = (int)dt_mask(di->ebits) - 1;
    uint64_t m = rnd() & dt_mask(cf);
    uint64_t sign = (r >> 8) & 1u ? (uint64_t)1 << (bits - 1u) : 0;
    return sign | (uint64_t)e << cf | m;
}

static void check_wide_ops(unsigned dt, unsigned neops);
static void check_wide(unsigned dt) { check_wide_ops(dt, 6); }

/* The first neops of float_eops (add, sub, mul, div, max, min). */
static void check_wide_ops(unsigned dt, unsigned neops)
{
    uint64_t sp[64];
    size_t ns = specials(dt, sp);
    size_t cap = 200000u / SCALE + ns * ns + 64;
    uint64_t *x = malloc(cap * sizeof *x), *y = malloc(cap * sizeof *y);
    assert_non_null(x);
    assert_non_null(y);
    const dtype_info *di = &pto_dtypes[dt];
    int emax = (int)(dt_mask(di->ebits) >> 1), emin = 1 - emax;
    int pc = (int)(di->bits - 1u - di->ebits);
    for (unsigned o = 0; o < neops; o++) {
        unsigned eop = float_eops[o];
        size_t n = 0;
        for (size_t i = 0; i < ns; i++)
            for (size_t j = 0; j < ns; j++) x[n] = sp[i], y[n] = sp[j], n++;
        size_t target = cap - 64;
        while (n < target) {
            uint64_t r = rnd();
            int ea;
            switch (r % 6u) {
            case 0: ea = emin + (int)((r >> 8) % 40u) - 20; break;   /* subnormal / tiny */
            case 1: ea = emax - (int)((r >> 8) % 20u); break;          /* near overflow */
            default: ea = (int)((r >> 8) % 60u) - 30; break;
            }
            int eb = ea;
            if (eop == E_MUL) {
                /* products near the smallest normal, or near overflow */
                eb = (r >> 20) & 1u ? emin - ea : emax - ea;
                eb += (int)((r >> 24) % 5u) - 2;
            } else if (eop == E_DIV) {
                eb = (r >> 20) & 1u ? ea - emin : ea - emax;
                eb += (int)((r >> 24) % 5u) - 2;
            } else if ((r >> 20) % 3u == 0) {
                eb = ea - (int)((r >> 24) % (unsigned)(pc + 4));
            }
            x[n] = rand_wide(dt, ea);
            y[n] = rand_wide(dt, eb);
            n++;
        }
        for (unsigned l = 0; l < nlevels; l++) check_pairs(dt, eop, levels[l], x, y, n);
        for (unsigned l = 0; l < nlevels; l++)
            for (size_t i = 0; i < ns; i++) check_scalar(dt, eop, levels[l], x, 4096, sp[i]);
    }
    free(x);
    free(y);
}

/* Tininess after rounding: for random a, b = a value placing a*b (or a/b)
 * within a few ulps of the smallest normal, so that some exact results are
 * just below it and round up to it. */
static void check_tiny_fp32(void)
{
    size_t n = 100000u / SCALE;
    uint64_t *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y), *z = malloc(n * sizeof *z);
    assert_non_null(x);
    assert_non_null(y);
    assert_non_null(z);
    for (size_t i = 0; i < n; i++) {
        uint32_t ab = (uint32_t)(((rnd() % 60u) + 97u) << 23 | (rnd() & 0x7FFFFFu));
        float a;
        memcpy(&a, &ab, 4);
        double target = 1.1754943508222875e-38 * (1.0 - (double)(rnd() % 64u) * 0x1p-30);
        float b = (float)(target / (double)a), q = (float)((double)a / target);
        uint32_t bb, qb;
        memcpy(&bb, &b, 4);
        memcpy(&qb, &q, 4);
        bb += (uint32_t)(rnd() % 5u) - 2u;
        qb += (uint32_t)(rnd() % 5u) - 2u;
        x[i] = ab, y[i] = bb, z[i] = qb;
    }
    for (unsigned l = 0; l < nlevels; l++) {
        check_pairs(DT_FP32, E_MUL, levels[l], x, y, n);
        check_pairs(DT_FP32, E_DIV, levels[l], x, z, n);
    }
    free(x), free(y), free(z);
}

static void fastpath_proof_fp32_fp64_random(void **state)
{
    (void)state;
    check_wide(DT_FP32);
    check_wide(DT_FP64);
    check_tiny_fp32();
    assert_int_equal(failures, 0);
}

/* The caller's MXCSR (FTZ, DAZ, round toward zero, sticky flags) neither
 * changes the results nor is changed. */
static void fastpath_proof_host_environment(void **state)
{
    (void)state;
#if defined(__x86_64__)
    unsigned saved = _mm_getcsr();
    _mm_setcsr((saved & ~0xFFC0u) | 0x8040u | 0x6000u | 0x3Fu); /* FTZ, DAZ, RZ, all status set */
    uint64_t x[64], y[64];
    for (unsigned i = 0; i < 64; i++) {
        x[i] = i % 2 ? 1u : 0x00800000u + i; /* subnormal and tiny normal operands */
        y[i] = i % 3 == 0 ? 0x80000003u : i % 3 == 1 ? 0x3F7FFFFFu : 2u; /* 2: DAZ would equal it to 1 */
    }
    for (unsigned l = 0; l < nlevels; l++)
        for (unsigned o = 0; o < 6; o++) check_pairs(DT_FP32, float_eops[o], levels[l], x, y, 64);
    _mm_setcsr(saved);
#endif
    assert_int_equal(failures, 0);
}

/* n operand pairs of FP32, FP64 or FP16: the type's specials in every pair,
 * sums at the overflow threshold, then values near the subnormal range,
 * near overflow and ordinary ones, with partners of the same exponent or up
 * to 29 below it. */
static void wide_pairs(unsigned dt, uint64_t *x, uint64_t *y, size_t cap)
{
    const dtype_info *di = &pto_dtypes[dt];
    int emax = (int)(dt_mask(di->ebits) >> 1), emin = 1 - emax;
    uint64_t sp[64];
    size_t ns = specials(dt, sp), n = 0;
    for (size_t i = 0; i < ns; i++)
        for (size_t j = 0; j < ns && n < cap; j++) x[n] = sp[i], y[n] = sp[j], n++;
    /* sums at the overflow threshold: the largest finite value M plus half
     * its ulp h (exactly the threshold, which rounds to infinity), plus the
     * encodings next to h, and the same negated */
    unsigned cf = di->bits - 1u - di->ebits;
    uint64_t sb = (uint64_t)1 << (di->bits - 1u), mx = ((dt_mask(di->ebits) - 1u) << cf) | dt_mask(cf);
    uint64_t h = ((dt_mask(di->ebits) - 1u) - cf - 1u) << cf;
    const uint64_t edge[][2] = {{mx, h}, {mx, h + 1u}, {mx, h - 1u}, {mx, h | dt_mask(cf)}, {h, mx}, {mx | sb, h | sb},
                                {mx | sb, (h - 1u) | sb}, {mx | sb, (h + 1u) | sb}, {mx, h | sb}, {mx | sb, h}};
    for (size_t k = 0; k < sizeof edge / sizeof edge[0] && n < cap; k++) x[n] = edge[k][0], y[n] = edge[k][1], n++;
    while (n < cap) {
        uint64_t r = rnd();
        int ea = r % 3u == 0 ? emin + (int)((r >> 8) % 30u) - 24 : r % 3u == 1 ? emax - (int)((r >> 8) % 4u)
                                                                            : (int)((r >> 8) % 40u) - 20;
        x[n] = rand_wide(dt, ea);
        y[n] = rand_wide(dt, r >> 16 & 1u ? ea : ea - (int)((r >> 20) % 30u));
        n++;
    }
}

#if defined(__x86_64__)
/* fast_float_rn over n elements in the runs it serves: all at once, BF16
 * in runs of at most FAST_BF16_RN_MAX (a longer one is declined, touching
 * nothing); true if every run was served. */
static bool rn_in_runs(unsigned dt, unsigned eop, uint8_t *d, const uint8_t *a, const uint8_t *b, uint64_t s,
                       size_t n)
{
    size_t run = dt == DT_BF16 ? FAST_BF16_RN_MAX : n, esz = pto_dtypes[dt].bits / 8u;
    bool all = true;
    for (size_t i = 0; i < n; i += run) {
        size_t k = n - i < run ? n - i : run;
        all &= fast_float_rn(dt, eop, d + i * esz, a + i * esz, b ? b + i * esz : NULL, s, k);
    }
    return all;
}
#endif

/* Calls without flags under caller environments that change no control a
 * kernel may leave to MXCSR, and some that do: every rounding direction,
 * exceptions unmasked (a trap would end the test), status bits set or
 * clear, FTZ alone, DAZ alone.  Where the host has AVX-512 these run the
 * {rn-sae} kernels (FP32, FP64, FP16, BF16), which read MXCSR only through
 * FTZ and DAZ (then they fall back); FP16 and BF16 also in each form of
 * forms_of: FP16's halves serve the default controls alone (the first two
 * environments) and restore the status bits, BF16's multiply takes
 * subnormal operands scaled or direct.  Results against the exact core, MXCSR
 * unchanged afterwards.  Operands from wide_pairs. */
static void fastpath_proof_no_flags_environments(void **state)
{
    (void)state;
#if defined(__x86_64__)
    static const unsigned envs[] = {
        0x1F80u,                     /* the default */
        0x1F80u | 0x003Fu,           /* the default controls, every status bit set */
        0x6000u | 0x003Fu,           /* round toward zero, every exception unmasked, status set */
        0x4000u | 0x1F80u | 0x0021u, /* round up, masked, NX and NV already set */
        0x2000u | 0x1E80u,           /* round down, DE unmasked */
        0x1F80u | 0x8000u,           /* FTZ alone */
        0x1F80u | 0x0040u,           /* DAZ alone */
    };
    static const unsigned dts[] = {DT_FP32, DT_FP64, DT_FP16, DT_BF16};
    enum { N = 4096 + 37 };
    uint64_t *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y), *want = malloc(N * sizeof *want);
    uint8_t *a = malloc(N * 8), *b = malloc(N * 8), *d = malloc(N * 8);
    assert_non_null(x), assert_non_null(y), assert_non_null(want), assert_non_null(a), assert_non_null(b),
        assert_non_null(d);
    for (unsigned t = 0; t < sizeof dts / sizeof dts[0]; t++) {
        unsigned dt = dts[t], esz = pto_dtypes[dt].bits / 8u;
        wide_pairs(dt, x, y, N);
        for (size_t i = 0; i < N; i++) st(a, esz, i, x[i]), st(b, esz, i, y[i]);
        for (unsigned o = 0; o < 4; o++) {
            unsigned eop = float_eops[o], f = 0;
            for (size_t i = 0; i < N; i++) want[i] = exact(dt, eop, x[i], y[i], &f);
            kernel_form forms[2];
            for (unsigned l = 0; l < nlevels; l++)
                for (unsigned fi = 0, nf = forms_of(dt, eop, levels[l], forms); fi < nf; fi++)
                    for (unsigned e = 0; e < sizeof envs / sizeof envs[0]; e++) {
                        use_form(forms[fi]);
                        fast_set_isa_limit(levels[l]);
                        unsigned probe = 0;
                        if (!fast_float_binary(dt, eop, NULL, NULL, NULL, 0, 0, &probe)) { /* no fast path here */
                            fast_set_isa_limit(FAST_ISA_BEST);
                            continue;
                        }
                        memset(d, 0xA5, (size_t)N * esz);
                        unsigned saved = _mm_getcsr();
                        _mm_setcsr(envs[e]);
                        fast_float_binary(dt, eop, d, a, b, 0, N, NULL);
                        fast_float_binary(dt, eop, d + 8 * esz, a + 8 * esz, b + 8 * esz, 0, 13, NULL); /* a tail */
                        unsigned after = _mm_getcsr();
                        _mm_setcsr(saved);
                        fast_set_isa_limit(FAST_ISA_BEST);
                        if (after != envs[e]) {
                            failures++;
                            fprintf(stderr, "MXCSR changed by a call without flags: 0x%x -> 0x%x\n", envs[e], after);
                        }
                        for (size_t i = 0; i < N; i++) {
                            checked++;
                            if (ld(d, esz, i) != want[i])
                                mismatch("no flags, caller environment", dt, eop, levels[l], x[i], y[i], ld(d, esz, i),
                                         want[i], envs[e], 0);
                        }
                        /* fast_float_rn, the tile-tile short way: serves exactly
                         * at AVX-512 without FTZ or DAZ, with the same results;
                         * elsewhere it touches nothing */
                        memset(d, 0xA5, (size_t)N * esz);
                        fast_set_isa_limit(levels[l]);
                        bool expect = fast_isa() >= FAST_ISA_AVX512 && !(envs[e] & 0x8040u);
                        _mm_setcsr(envs[e]);
                        bool served = rn_in_runs(dt, eop, d, a, b, 0, N);
                        bool tail = fast_float_rn(dt, eop, d + 8 * esz, a + 8 * esz, b + 8 * esz, 0, 13);
                        after = _mm_getcsr();
                        _mm_setcsr(saved);
                        fast_set_isa_limit(FAST_ISA_BEST);
                        if (served != expect || tail != expect || after != envs[e]) {
                            failures++;
                            fprintf(stderr, "fast_float_rn: served %d/%d where %d was due, MXCSR 0x%x -> 0x%x\n", served,
                                    tail, expect, envs[e], after);
                        }
                        for (size_t i = 0; i < N; i++) {
                            checked++;
                            uint64_t untouched = 0xA5A5A5A5A5A5A5A5u & (esz == 8 ? ~0ull : (1ull << (8 * esz)) - 1u);
                            if (ld(d, esz, i) != (served ? want[i] : untouched))
                                mismatch("fast_float_rn", dt, eop, levels[l], x[i], y[i], ld(d, esz, i),
                                         served ? want[i] : untouched, envs[e], 0);
                        }
                        /* BF16: a run longer than FAST_BF16_RN_MAX is declined,
                         * touching nothing (the MXCSR way serves it) */
                        if (dt == DT_BF16 && expect) {
                            memset(d, 0xA5, (size_t)N * esz);
                            fast_set_isa_limit(levels[l]);
                            _mm_setcsr(envs[e]);
                            bool longer = fast_float_rn(dt, eop, d, a, b, 0, FAST_BF16_RN_MAX + 1);
                            _mm_setcsr(saved);
                            fast_set_isa_limit(FAST_ISA_BEST);
                            bool touched = false;
                            for (size_t i = 0; i < N; i++) touched |= ld(d, esz, i) != 0xA5A5u;
                            if (longer || touched) {
                                failures++;
                                fprintf(stderr, "fast_float_rn: a BF16 run of %d elements was served (%d) or written (%d)\n",
                                        FAST_BF16_RN_MAX + 1, longer, touched);
                            }
                        }
                        /* and with a scalar second operand (each of a few of the pairs' y) */
                        for (size_t k = 0; served && k < N; k += 997) {
                            fast_set_isa_limit(levels[l]);
                            _mm_setcsr(envs[e]);
                            bool again = rn_in_runs(dt, eop, d, a, NULL, y[k], N);
                            _mm_setcsr(saved);
                            fast_set_isa_limit(FAST_ISA_BEST);
                            if (!again) {
                                failures++;
                                fprintf(stderr, "fast_float_rn: a scalar operand was not served\n");
                            }
                            for (size_t i = 0; i < N; i++) {
                                checked++;
                                unsigned g = 0;
                                uint64_t w = exact(dt, eop, x[i], y[k], &g);
                                if (ld(d, esz, i) != w)
                                    mismatch("fast_float_rn, scalar", dt, eop, levels[l], x[i], y[k], ld(d, esz, i), w,
                                             envs[e], 0);
                            }
                        }
                    }
        }
    }
    use_form(HOST_FORM);
    free(x), free(y), free(want), free(a), free(b), free(d);
#endif
    assert_int_equal(failures, 0);
}

#if defined(__x86_64__)
/* fast_float_binary_env at ISA level `level` under caller MXCSR csr, with a
 * host environment for len elements that holds the flags known and a skip
 * count of its own: the call's flags.  MXCSR must be csr again after it. */
static unsigned env_call(unsigned level, unsigned csr, unsigned known, unsigned dt, unsigned eop, uint8_t *dst,
                         const uint8_t *a, const uint8_t *b, uint64_t s, size_t len)
{
    fast_set_isa_limit(level);
    unsigned saved = _mm_getcsr(), got = 0;
    _mm_setcsr(csr);
    fast_fenv env;
    fast_fenv_init(&env, len);
    env.known = known;
    uint8_t skip = 0; /* the checked kernels' turn (fast_fenv.skip) */
    env.skip = &skip;
    fast_float_binary_env(dt, eop, dst, a, b, s, len, &got, &env);
    got |= fast_fenv_leave(&env);
    unsigned after = _mm_getcsr();
    _mm_setcsr(saved);
    fast_set_isa_limit(FAST_ISA_BEST);
    if (after != csr) {
        failures++;
        fprintf(stderr, "MXCSR changed: 0x%x -> 0x%x\n", csr, after);
    }
    return got;
}
#endif

/* Add and subtract with flags when the caller already holds inexact
 * (fast_fenv.known = NX), as a bundle does once the machine's sticky flags
 * have it: the results, and the flags up to NX (which the caller has), must
 * be the exact core's, in runs of several lengths (on AVX-512 hosts FP16
 * runs, and FP32/FP64 runs of at most 16,384 elements, take the {rn-sae}
 * kernels that run again with MXCSR's flags only where a NaN or an
 * infinity may appear), in place too, under clean, status-set and hostile
 * caller environments, MXCSR unchanged afterwards.  Operands from
 * wide_pairs. */
static void fastpath_proof_known_inexact(void **state)
{
    (void)state;
#if defined(__x86_64__)
    static const unsigned envs[] = {0x1F80u, 0x1F80u | 0x003Fu, 0x6000u | 0x003Fu, 0x1F80u | 0x8000u};
    static const size_t lens[] = {1, 13, 16, 100, 1024, 2049, 16384, 16385};
    static const unsigned dts[] = {DT_FP32, DT_FP64, DT_FP16};
    enum { N = 16385 };
    uint64_t *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y), *want = malloc(N * sizeof *want);
    unsigned *wf = malloc(N * sizeof *wf);
    uint8_t *a = malloc(N * 8), *b = malloc(N * 8), *d = malloc(N * 8);
    assert_non_null(x), assert_non_null(y), assert_non_null(want), assert_non_null(wf), assert_non_null(a),
        assert_non_null(b), assert_non_null(d);
    for (unsigned t = 0; t < sizeof dts / sizeof dts[0]; t++) {
        unsigned dt = dts[t], esz = pto_dtypes[dt].bits / 8u;
        wide_pairs(dt, x, y, N);
        for (unsigned o = 0; o < 2; o++) {
            unsigned eop = float_eops[o];
            for (size_t i = 0; i < N; i++) wf[i] = 0, want[i] = exact(dt, eop, x[i], y[i], &wf[i]);
            for (unsigned l = 0; l < nlevels; l++)
                for (unsigned e = 0; e < sizeof envs / sizeof envs[0]; e++)
                    for (unsigned k = 0; k < sizeof lens / sizeof lens[0]; k++)
                        for (unsigned inplace = 0; inplace < 2; inplace++) {
                            size_t len = lens[k];
                            fast_set_isa_limit(levels[l]);
                            unsigned probe = 0;
                            if (!fast_float_binary(dt, eop, NULL, NULL, NULL, 0, 0, &probe)) {
                                fast_set_isa_limit(FAST_ISA_BEST);
                                continue;
                            }
                            for (size_t from = 0; from + len <= N; from += len) {
                                for (size_t i = 0; i < len; i++) st(a, esz, i, x[from + i]), st(b, esz, i, y[from + i]);
                                uint8_t *dst = inplace ? a : d;
                                unsigned got = env_call(levels[l], envs[e], NUM_NX, dt, eop, dst, a, b, 0, len);
                                unsigned all = 0;
                                for (size_t i = 0; i < len; i++) {
                                    all |= wf[from + i];
                                    checked++;
                                    if (ld(dst, esz, i) != want[from + i])
                                        mismatch("known NX", dt, eop, levels[l], x[from + i], y[from + i],
                                                 ld(dst, esz, i), want[from + i], envs[e], 0);
                                }
                                if ((got | NUM_NX) != (all | NUM_NX))
                                    mismatch("known NX flags", dt, eop, levels[l], from, len, 0, 0, got, all);
                            }
                            fast_set_isa_limit(FAST_ISA_BEST);
                        }
        }
    }
    free(x), free(y), free(want), free(wf), free(a), free(b), free(d);
#endif
    assert_int_equal(failures, 0);
}

/* x = k * 2^e in dt (FP32 or FP64), exactly: |k| < 2^21 (FP32) or 2^50,
 * e on the type's grid (at least its smallest subnormal exponent). */
static uint64_t scaled_int(unsigned dt, int64_t k, int e)
{
    if (dt == DT_FP16) { /* k * 2^e, which the callers keep exact in binary16 */
        unsigned f = 0;
        uint64_t h = num_round_pack(DT_FP16, k < 0, (uint64_t)(k < 0 ? -k : k), e, false, NUM_RM_RNE, &f);
        assert_int_equal(f, 0);
        return h;
    }
    double v = ldexp((double)k, e);
    if (dt == DT_FP64) {
        uint64_t u;
        memcpy(&u, &v, 8);
        return u;
    }
    float f = (float)v;
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

#if defined(__x86_64__)
/* Lanes [0, len) of dst against want (operands x[i] and y[i], or the scalar
 * s where y is NULL, shown on a mismatch under caller MXCSR csr). */
static void lanes_match(const char *what, unsigned dt, unsigned eop, unsigned level, const uint8_t *dst,
                        const uint64_t *x, const uint64_t *y, uint64_t s, const uint64_t *want, size_t len, unsigned csr)
{
    unsigned esz = pto_dtypes[dt].bits / 8u;
    for (size_t i = 0; i < len; i++) {
        checked++;
        if (ld(dst, esz, i) != want[i]) mismatch(what, dt, eop, level, x[i], y ? y[i] : s, ld(dst, esz, i), want[i], csr, 0);
    }
}
#endif

/* Add and subtract with flags on a caller that does not hold inexact
 * (fast_fenv.known = 0: a machine that has never raised it).  On AVX-512
 * hosts FP32 and FP64 runs of at most 1 KiB take the {rn-sae} kernel that
 * finds inexact by TwoSum, and FP16 runs of at most 256 bytes h16_rnx, so
 * the flags must be the exact core's exactly, NX included.  Runs of exact
 * sums (multiples k * 2^e of one power of two with |k| < 2^21, 2^50 or
 * 2^9, subnormals among them, zeros of either sign), the same with one
 * inexact lane (1 +- 2^-30, 1 +- 2^-60; for FP16 1 +- 2^-12, exact in
 * binary32 and inexact narrowed, and 2^15 +- 2^-24, inexact in binary32 too)
 * at a few places, and with one infinite operand (the kernel declines:
 * MXCSR's flags then); through fast_float_rn_held alone (which must serve
 * every finite run within its bound at AVX-512 without FTZ or DAZ, and no
 * other) and through fast_float_binary_env with a host environment under
 * the caller environments of the test above, tile and scalar second
 * operands, in place too.  Expected values from the exact core (num_fadd,
 * num_fsub). */
static void fastpath_proof_finding_inexact(void **state)
{
    (void)state;
#if defined(__x86_64__)
    static const unsigned envs[] = {0x1F80u, 0x1F80u | 0x003Fu, 0x6000u | 0x003Fu, 0x1F80u | 0x8000u};
    static const size_t lens[] = {1, 13, 16, 64, 100, 127, 128, 129, 256, 257, 1024};
    static const unsigned dts[] = {DT_FP32, DT_FP64, DT_FP16};
    enum { N = 1024 };
    uint64_t x[N], y[N], want[N];
    unsigned wf[N];
    static uint8_t a[N * 8], b[N * 8], d[N * 8];
    unsigned served_nx = 0, served_exact = 0, served16_nx = 0, served16_exact = 0;
    for (unsigned t = 0; t < sizeof dts / sizeof dts[0]; t++) {
        unsigned dt = dts[t], esz = pto_dtypes[dt].bits / 8u;
        bool h16 = dt == DT_FP16;
        /* binary16: |k| < 2^9 and e in [-24, 2], so sums stay exact and
         * below 2^12, and the squares h16_rnx sums to find an overflow stay
         * below its bound over 128 lanes (larger data may make it decline,
         * which is safe but not what this test checks) */
        int kbits = h16 ? 9 : dt == DT_FP32 ? 21 : 50, emin = h16 ? -24 : dt == DT_FP32 ? -149 : -1074;
        int espan = h16 ? 27 : dt == DT_FP32 ? 250 : 2040;
        uint64_t one = h16 ? 0x3C00u : dt == DT_FP32 ? 0x3F800000u : 0x3FF0000000000000u;
        uint64_t inf = h16 ? 0x7C00u : dt == DT_FP32 ? 0x7F800000u : 0x7FF0000000000000u;
        uint64_t sign = (uint64_t)1 << (pto_dtypes[dt].bits - 1u);
        size_t bound = h16 ? 256 : 1024; /* bytes the finding kernels serve */
        /* exact, one inexact lane (large + small), one infinite operand, one
         * inexact lane (small + large), (FP16) one lane inexact in binary32
         * too, large + small and small + large (where only the test of the
         * small operand tells the sum is inexact) */
        for (unsigned kind = 0; kind < (h16 ? 6u : 4u); kind++)
            for (unsigned k = 0; k < sizeof lens / sizeof lens[0]; k++)
                for (unsigned o = 0; o < 2; o++) {
                    size_t len = lens[k];
                    unsigned eop = float_eops[o];
                    int e = emin + (int)(rnd() % (uint64_t)espan);
                    for (size_t i = 0; i < len; i++) {
                        int64_t kx = (int64_t)(rnd() % ((uint64_t)2 << kbits)) - ((int64_t)1 << kbits);
                        int64_t ky = (int64_t)(rnd() % ((uint64_t)2 << kbits)) - ((int64_t)1 << kbits);
                        if (rnd() % 16u == 0) kx = 0;
                        x[i] = scaled_int(dt, kx, e);
                        y[i] = scaled_int(dt, ky, e);
                        if (kx == 0 && rnd() % 2u) x[i] |= sign; /* -0 */
                    }
                    y[0] = scaled_int(dt, (int64_t)(rnd() % 1000u) + 1, e); /* the scalar form's operand */
                    size_t at = (size_t)(rnd() % len);
                    if (kind == 1) x[at] = one, y[at] = scaled_int(dt, 1, h16 ? -12 : dt == DT_FP32 ? -30 : -60);
                    if (kind == 2) x[at] = inf;
                    if (kind == 3) y[at] = one, x[at] = scaled_int(dt, 1, h16 ? -12 : dt == DT_FP32 ? -30 : -60);
                    if (kind == 4) x[at] = scaled_int(dt, 1, 15), y[at] = scaled_int(dt, 1, -24);
                    if (kind == 5) y[at] = scaled_int(dt, 1, 15), x[at] = scaled_int(dt, 1, -24);
                    for (unsigned scalar = 0; scalar < 2; scalar++) {
                        if (scalar && kind != 0 && kind != 2 && at == 0) continue; /* y[0] is the scalar */
                        unsigned all = 0;
                        for (size_t i = 0; i < len; i++) {
                            wf[i] = 0;
                            want[i] = exact(dt, eop, x[i], scalar ? y[0] : y[i], &wf[i]);
                            all |= wf[i];
                            st(a, esz, i, x[i]), st(b, esz, i, y[i]);
                        }
                        /* the data are what they claim (an infinity minus a finite value is exact) */
                        if (kind == 0 || kind == 2) assert_int_equal(all, 0);
                        else if (!scalar) assert_int_equal(all, NUM_NX);
                        const uint8_t *bp = scalar ? NULL : b;
                        uint64_t sv = scalar ? y[0] : 0;
                        for (unsigned l = 0; l < nlevels; l++) {
                            /* alone, under the default environment */
                            fast_set_isa_limit(levels[l]);
                            unsigned probe = 0;
                            if (!fast_float_binary(dt, eop, NULL, NULL, NULL, 0, 0, &probe)) { /* no fast path */
                                fast_set_isa_limit(FAST_ISA_BEST);
                                continue;
                            }
                            bool due = fast_isa() >= FAST_ISA_AVX512 && kind != 2 && len * esz <= bound;
                            uint8_t skip = 0;
                            for (size_t i = 0; i < len; i++) st(a, esz, i, x[i]); /* an in-place run wrote it */
                            memset(d, 0xA5, len * esz);
                            unsigned saved = _mm_getcsr();
                            _mm_setcsr(0x1F80u);
                            unsigned r = fast_float_rn_held(dt, eop, d, a, bp, sv, len, len, 0, &skip);
                            _mm_setcsr(saved);
                            fast_set_isa_limit(FAST_ISA_BEST);
                            if ((r != FAST_DECLINED) != due) {
                                failures++;
                                fprintf(stderr, "fast_float_rn_held, known 0: %s where %s was due (%s %s, %zu)\n",
                                        r != FAST_DECLINED ? "served" : "declined", due ? "serving" : "declining",
                                        pto_dtypes[dt].name, eop_name(eop), len);
                            }
                            if (r != FAST_DECLINED) {
                                served_nx += r == NUM_NX;
                                served_exact += r == 0;
                                if (h16) served16_nx += r == NUM_NX, served16_exact += r == 0;
                                if (r != all)
                                    mismatch("rn_held known 0 flags", dt, eop, levels[l], len, at, 0, 0, r, all);
                                lanes_match("rn_held known 0", dt, eop, levels[l], d, x, scalar ? NULL : y, y[0], want,
                                            len, 0x1F80u);
                            }
                            /* with a host environment, under each caller environment */
                            for (unsigned en = 0; en < sizeof envs / sizeof envs[0]; en++)
                                for (unsigned inplace = 0; inplace < 2; inplace++) {
                                    for (size_t i = 0; i < len; i++) st(a, esz, i, x[i]);
                                    uint8_t *dst = inplace ? a : d;
                                    unsigned got = env_call(levels[l], envs[en], 0, dt, eop, dst, a, bp, sv, len);
                                    if (got != all)
                                        mismatch("known 0 flags", dt, eop, levels[l], len, at, 0, 0, got, all);
                                    lanes_match("known 0", dt, eop, levels[l], dst, x, scalar ? NULL : y, y[0], want,
                                                len, envs[en]);
                                }
                        }
                    }
                }
    }
    /* where the host has AVX-512, the kernel served runs with and without an inexact result */
    fast_set_isa_limit(FAST_ISA_BEST);
    if (fast_isa() >= FAST_ISA_AVX512) {
        assert_true(served_nx > 0);
        assert_true(served_exact > 0);
        assert_true(served16_nx > 0);
        assert_true(served16_exact > 0);
    }
#endif
    assert_int_equal(failures, 0);
}

/* With every MXCSR status bit already set by the caller (and the default
 * controls), the status bits cannot show which flags a kernel raised: FP32
 * and FP64 add/sub then find their flags by TwoSum and operand classes.
 * Same cases and checks as above, MXCSR unchanged afterwards included. */
static void fastpath_proof_status_bits_set(void **state)
{
    (void)state;
#if defined(__x86_64__)
    unsigned saved = _mm_getcsr();
    _mm_setcsr((saved & ~0xFFFFu) | 0x1F80u | 0x3Fu);
    check_wide_ops(DT_FP32, 2);
    check_wide_ops(DT_FP64, 2);
    _mm_setcsr(saved);
#endif
    assert_int_equal(failures, 0);
}

/* ---- compares ---------------------------------------------------------------- */

static bool int_cmp_ref(unsigned dt, uint64_t x, uint64_t y, unsigned cmode)
{
    unsigned bits = pto_dtypes[dt].bits;
    bool lt;
    if (pto_dtypes[dt].cls == DTC_S) {
        int64_t a = (int64_t)(x << (64 - bits)) >> (64 - bits), b = (int64_t)(y << (64 - bits)) >> (64 - bits);
        lt = a < b;
    } else {
        lt = x < y;
    }
    bool eq = x == y;
    switch (cmode) {
    case NUM_EQ: return eq;
    case NUM_NE: return !eq;
    case NUM_LT: return lt;
    case NUM_GT: return !lt && !eq;
    case NUM_LE: return lt || eq;
    default: return !lt || eq;
    }
}

static bool cmp_ref(unsigned dt, uint64_t x, uint64_t y, unsigned cmode, unsigned *f)
{
    if (pto_dtypes[dt].cls == DTC_F) return num_fcmp(dt, x, y, cmode, f);
    return int_cmp_ref(dt, x, y, cmode);
}

/* n elements; the tile form over (x, y) and the scalar form against s; the
 * destination starts with a random pattern so kept bits can be checked. */
static void check_cmp(unsigned dt, unsigned level, const uint64_t *x, const uint64_t *y, size_t n, uint64_t s)
{
    unsigned esz = pto_dtypes[dt].bits / 8u;
    uint8_t *a = malloc(n * esz + 8), *b = malloc(n * esz + 8), *d = malloc(n / 8 + 9), *d0 = malloc(n / 8 + 9);
    assert_non_null(a);
    assert_non_null(b);
    assert_non_null(d);
    assert_non_null(d0);
    for (size_t i = 0; i < n; i++) st(a, esz, i, x[i]), st(b, esz, i, y[i]);
    fast_set_isa_limit(level);
    for (unsigned cm = 0; cm <= NUM_GE; cm++)
        for (int form = 0; form < 2; form++) {
            for (size_t i = 0; i < n / 8 + 9; i++) d0[i] = (uint8_t)rnd();
            memcpy(d, d0, n / 8 + 9);
            unsigned f = 0, w = 0;
            assert_true(fast_cmp(dt, cm, d, a, form ? NULL : b, s, n, &f));
            for (size_t i = 0; i < n; i++) {
                bool want = cmp_ref(dt, x[i], form ? s : y[i], cm, &w);
                bool got = (d[i >> 3] >> (i & 7u)) & 1u;
                checked++;
                if (got != want)
                    mismatch(form ? "cmp scalar" : "cmp tile", dt, cm, level, x[i], form ? s : y[i], got, want, 0, 0);
            }
            for (size_t i = n; i < (n + 7) / 8 * 8 + 8; i++)
                if (((d[i >> 3] ^ d0[i >> 3]) >> (i & 7u)) & 1u) mismatch("cmp kept bits", dt, cm, level, i, n, 0, 0, 0, 0);
            if (f != w) mismatch("cmp flags", dt, cm, level, 0, s, 0, 0, f, w);
        }
    fast_set_isa_limit(FAST_ISA_BEST);
    free(a), free(b), free(d), free(d0);
}

static void fastpath_proof_compare(void **state)
{
    (void)state;
    static const unsigned types[] = {DT_FP64, DT_FP32, DT_TF32, DT_HF32, DT_FP16, DT_BF16, DT_E4M3, DT_E5M2,
                                     DT_S64,  DT_S32,  DT_S16,  DT_S8,   DT_U64,  DT_U32,  DT_U16,  DT_U8};
    static uint64_t x[70000], y[70000];
    for (unsigned t = 0; t < sizeof types / sizeof types[0]; t++) {
        unsigned dt = types[t], bits = pto_dtypes[dt].bits;
        bool fl = pto_dtypes[dt].cls == DTC_F;
        uint64_t sp[64];
        size_t ns = fl ? specials(dt, sp) : 0;
        if (!fl) {
            uint64_t sb = (uint64_t)1 << (bits - 1u);
            uint64_t iv[] = {0, 1, 2, sb - 1u, sb, sb + 1u, dt_mask(bits), dt_mask(bits) - 1u};
            for (size_t i = 0; i < sizeof iv / sizeof iv[0]; i++) sp[ns++] = iv[i];
        }
        for (unsigned l = 0; l < nlevels; l++) {
            /* specials crossed */
            size_t n = 0;
            for (size_t i = 0; i < ns; i++)
                for (size_t j = 0; j < ns; j++) x[n] = sp[i], y[n] = sp[j], n++;
            for (size_t i = 0; i < ns; i++) check_cmp(dt, levels[l], x, y, n, sp[i]);
            /* 8-bit: every pair; 16-bit: every value against specials; wider: random */
            n = 0;
            if (bits == 8) {
                for (unsigned i = 0; i < 65536; i++) x[n] = i >> 8, y[n] = i & 0xFFu, n++;
            } else if (bits == 16) {
                for (unsigned i = 0; i < 65536; i++) x[n] = i, y[n] = sp[i % ns], n++;
            } else {
                for (unsigned i = 0; i < 20000u / SCALE; i++) {
                    uint64_t r = rnd() & dt_mask(bits);
                    x[n] = r;
                    y[n] = (i & 1u) ? (rnd() & dt_mask(bits)) : (r ^ (rnd() & 0xFFu)); /* near values */
                    n++;
                }
            }
            check_cmp(dt, levels[l], x, y, n, sp[rnd() % ns]);
            /* odd lengths (tails) */
            for (size_t len = 1; len < 140; len += 9) check_cmp(dt, levels[l], x + 3, y + 3, len, x[0]);
        }
    }
    assert_int_equal(failures, 0);
}

/* Compares under a hostile caller MXCSR: with DAZ a host compare would
 * take subnormal FP32 operands for zeros (1 == 2 == 0); the kernel must
 * not, and must leave MXCSR as it found it, sticky bits included. */
static void fastpath_proof_compare_host_environment(void **state)
{
    (void)state;
#if defined(__x86_64__)
    unsigned saved = _mm_getcsr();
    unsigned hostile = (saved & ~0xFFC0u) | 0x8040u | 0x6000u | 0x3Fu; /* FTZ, DAZ, RZ, all status set */
    uint64_t x[67], y[67];
    for (unsigned i = 0; i < 67; i++) {
        x[i] = i % 2 ? 1u + i : 0x80000000u + i; /* subnormals of both signs, and -0 */
        y[i] = i % 3 ? 2u : 0x7F800001u;        /* a subnormal, or a signalling NaN */
    }
    for (unsigned l = 0; l < nlevels; l++) {
        _mm_setcsr(hostile);
        check_cmp(DT_FP32, levels[l], x, y, 67, 0x80000001u);
        if (_mm_getcsr() != hostile) {
            failures++;
            fprintf(stderr, "MXCSR changed by a compare: 0x%x -> 0x%x\n", hostile, _mm_getcsr());
        }
        _mm_setcsr(saved);
    }
#endif
    assert_int_equal(failures, 0);
}

/* ---- integer add/sub, fill, bitmaps ----------------------------------------------- */

/* TSEL's select (kern_sel, with fast_sel taking the leading multiples of 32
 * elements of each run where the host has a vector path) and TSELS's
 * (kern_sels and fast_sels, the scalar's low W bits for b) at every level,
 * every width, against the rule written out: d(r, c) = mask bit (r * Col +
 * c) ? a : b (or the scalar) over the valid region, raw bits, nothing else
 * written.
 * Shapes: whole-width regions (one run from bit 0) and narrower ones whose
 * rows start at every bit offset; the mask buffer holds exactly the bytes
 * of the bits the region uses, so a read beyond them is caught under
 * AddressSanitizer.  fast_sel alone writes a multiple of 32 elements, all
 * of them right, and nothing beyond. */
static void fastpath_proof_select(void **state)
{
    (void)state;
    enum { CAP = 4096 + 64 };
    static uint8_t a[CAP], b[CAP], d[CAP], want[CAP];
    for (size_t i = 0; i < CAP; i++) a[i] = (uint8_t)rnd(), b[i] = (uint8_t)rnd();
    static const unsigned widths[4] = {8, 16, 32, 64};
    for (unsigned l = 0; l < nlevels; l++) {
        fast_set_isa_limit(levels[l]);
        for (unsigned w = 0; w < 8; w++) {
            bool scalar = w >= 4; /* TSELS */
            unsigned esz = widths[w % 4] / 8u;
            uint64_t sv = rnd() << 32 | rnd(), sw = esz == 8 ? sv : sv & (((uint64_t)1 << (8 * esz)) - 1u);
            for (unsigned t = 0; t < 400 / SCALE + 40; t++) {
                uint32_t cols = 1u + (uint32_t)(rnd() % (t < 40 ? 8 : 300));
                uint32_t vcols = t % 3 == 0 ? cols : 1u + (uint32_t)(rnd() % cols);
                uint32_t vrows = 1u + (uint32_t)(rnd() % 5);
                if ((size_t)vrows * cols * esz > 4096) vrows = (uint32_t)(4096 / (cols * esz));
                if (vrows == 0) continue;
                size_t bits = (size_t)(vrows - 1) * cols + vcols, nbytes = (bits + 7) / 8;
                uint8_t *mask = malloc(nbytes);
                assert_non_null(mask);
                for (size_t i = 0; i < nbytes; i++) mask[i] = (uint8_t)rnd();
                if (t % 7 == 1) memset(mask, 0xFF, nbytes);
                if (t % 7 == 2) memset(mask, 0, nbytes);
                memset(d, 0xA5, sizeof d);
                memset(want, 0xA5, sizeof want);
                for (uint32_t r = 0; r < vrows; r++)
                    for (uint32_t c = 0; c < vcols; c++) {
                        size_t i = (size_t)r * cols + c;
                        bool bit = (mask[i >> 3] >> (i & 7u)) & 1u;
                        if (bit) memcpy(want + i * esz, a + i * esz, esz);
                        else if (scalar) memcpy(want + i * esz, &sw, esz); /* little-endian low bytes */
                        else memcpy(want + i * esz, b + i * esz, esz);
                    }
                kern_args k;
                memset(&k, 0, sizeof k);
                k.bits = widths[w % 4];
                k.rows = vrows;
                k.cols = cols;
                k.vrows = vrows;
                k.vcols = vcols;
                k.dst = d;
                k.a = a;
                if (scalar) {
                    k.b = mask;
                    k.scalar = sv; /* the high bits beyond W are ignored */
                    kern_sels(&k);
                } else {
                    k.b = b;
                    kern_sel(&k, mask);
                }
                checked++;
                if (memcmp(d, want, sizeof d) != 0) {
                    failures++;
                    fail_msg("kern_sel%s level %u, %u-bit, %ux%u in Col %u: mismatch", scalar ? "s" : "", levels[l],
                             widths[w % 4], vrows, vcols, cols);
                }
                /* fast_sel(s) alone on the last row, which starts at bit (vrows-1) * Col */
                size_t first = (size_t)(vrows - 1) * cols;
                memset(d, 0xA5, sizeof d);
                uint8_t *df = d + first * esz;
                const uint8_t *af = a + first * esz, *bf = b + first * esz;
                size_t done = scalar ? fast_sels(esz, df, af, sw, mask, first, vcols)
                                     : fast_sel(esz, df, af, bf, mask, first, vcols);
                assert_true(done % 32 == 0 && done <= vcols);
                if (levels[l] < FAST_ISA_AVX2) assert_int_equal(done, 0);
                for (size_t i = 0; i < sizeof d; i++) {
                    bool in = i >= first * esz && i < (first + done) * esz;
                    if (d[i] != (in ? want[i] : 0xA5)) {
                        failures++;
                        fail_msg("fast_sel%s level %u, %u-bit, first %zu, n %u: byte %zu", scalar ? "s" : "", levels[l],
                                 widths[w % 4], first, vcols, i);
                    }
                }
                free(mask);
            }
        }
    }
    fast_set_isa_limit(FAST_ISA_BEST);
}

static void fastpath_proof_int_addsub_fill(void **state)
{
    (void)state;
    static const unsigned widths[4] = {8, 16, 32, 64};
    uint8_t a[2048], b[2048], d[2056], want[2056];
    for (size_t i = 0; i < sizeof a; i++) a[i] = (uint8_t)rnd(), b[i] = (uint8_t)rnd();
    for (unsigned l = 0; l < nlevels; l++) {
        fast_set_isa_limit(levels[l]);
        for (unsigned w = 0; w < 4; w++) {
            unsigned esz = widths[w] / 8u;
            /* add and sub at every length; the other operations (mul, and,
             * or, xor, signed and unsigned max and min, by their
             * definitions written out here) at fewer */
            static const unsigned ops[8] = {E_ADD, E_SUB, E_MUL, E_AND, E_OR, E_XOR, E_MAX, E_MIN};
            for (unsigned o = 0; o < 8; o++)
            for (size_t n = 0; n * esz <= 2048; n += n < 70 ? (o < 2 ? 1 : 7) : 61)
                for (int sgn = 0; sgn < (o >= 6 ? 2 : 1); sgn++)
                    for (int form = 0; form < 2; form++) {
                        uint64_t s = rnd(), m = dt_mask(widths[w]), sb = (uint64_t)1 << (widths[w] - 1);
                        memset(d, 0xA5, sizeof d);
                        memset(want, 0xA5, sizeof want);
                        for (size_t i = 0; i < n; i++) {
                            uint64_t x = ld(a, esz, i) & m, y = (form ? s : ld(b, esz, i)) & m, r;
                            bool ge = sgn ? (x ^ sb) >= (y ^ sb) : x >= y, le = sgn ? (x ^ sb) <= (y ^ sb) : x <= y;
                            switch (ops[o]) {
                            case E_ADD: r = x + y; break;
                            case E_SUB: r = x - y; break;
                            case E_MUL: r = x * y; break;
                            case E_AND: r = x & y; break;
                            case E_OR: r = x | y; break;
                            case E_XOR: r = x ^ y; break;
                            case E_MAX: r = ge ? x : y; break;
                            default: r = le ? x : y; break;
                            }
                            st(want, esz, i, r & m);
                        }
                        assert_true(fast_int_binary(widths[w], ops[o], sgn != 0, d, a, form ? NULL : b, s, n));
                        checked++;
                        if (memcmp(d, want, sizeof d) != 0) mismatch("int binary", DT_U8, ops[o], levels[l], n, esz, 0, 0, 0, 0);
                    }
            for (size_t n = 0; n * esz <= 2048; n += n < 70 ? 1 : 37) {
                uint64_t v = rnd();
                if (n % 5 == 0) v = 0;
                memset(d, 0x5A, sizeof d);
                memset(want, 0x5A, sizeof want);
                for (size_t i = 0; i < n; i++) st(want, esz, i, v & dt_mask(widths[w]));
                fast_fill(d, v, esz, n);
                checked++;
                if (memcmp(d, want, sizeof d) != 0) mismatch("fill", DT_U8, E_ADD, levels[l], n, esz, 0, 0, 0, 0);
            }
        }
    }
    fast_set_isa_limit(FAST_ISA_BEST);
    /* bitmaps */
    uint8_t map[64], ref[64];
    for (unsigned k = 0; k < 3000; k++) {
        for (unsigned i = 0; i < 64; i++) map[i] = ref[i] = (uint8_t)rnd();
        size_t start = rnd() % 400, count = rnd() % (512 - start);
        bool v = rnd() & 1u;
        fast_bits_fill(map, start, count, v);
        for (size_t i = start; i < start + count; i++)
            ref[i >> 3] = (uint8_t)(v ? ref[i >> 3] | (1u << (i & 7u)) : ref[i >> 3] & ~(1u << (i & 7u)));
        checked++;
        if (memcmp(map, ref, 64) != 0) mismatch("bits fill", DT_U8, E_ADD, 0, start, count, 0, 0, 0, 0);
        /* all-set: mostly ones with an occasional zero */
        memset(map, 0xFF, 64);
        if (rnd() & 1u) {
            size_t z = rnd() % 512;
            map[z >> 3] = (uint8_t)(map[z >> 3] & ~(1u << (z & 7u)));
        }
        bool want_all = true;
        for (size_t i = start; i < start + count; i++)
            if (!((map[i >> 3] >> (i & 7u)) & 1u)) want_all = false;
        checked++;
        if (fast_bits_all_set(map, start, count) != want_all) mismatch("bits all set", DT_U8, E_ADD, 0, start, count, 0, 0, 0, 0);
    }
    assert_int_equal(failures, 0);
}

/* Integer MUL/AND/OR/XOR/MAX/MIN against the rule written out here: the low
 * W bits of the product, bitwise operations, max/min of the W-bit values
 * read as signed (two's complement) or unsigned. */
static uint64_t int_ref(unsigned eop, bool sgn, unsigned bits, uint64_t x, uint64_t y)
{
    uint64_t m = dt_mask(bits), sb = (uint64_t)1 << (bits - 1u);
    /* signed order = unsigned order of the values with the sign bit flipped */
    uint64_t kx = sgn ? x ^ sb : x, ky = sgn ? y ^ sb : y;
    switch (eop) {
    case E_MUL: return (x * y) & m;
    case E_AND: return x & y;
    case E_OR: return x | y;
    case E_XOR: return x ^ y;
    case E_MAX: return kx >= ky ? x : y;
    default: return kx <= ky ? x : y;
    }
}

static void fastpath_proof_int_binary(void **state)
{
    (void)state;
    static const unsigned widths[4] = {8, 16, 32, 64};
    static const unsigned eops[6] = {E_MUL, E_AND, E_OR, E_XOR, E_MAX, E_MIN};
    uint8_t a[2048], b[2048], d[2056], want[2056];
    for (size_t i = 0; i < sizeof a; i++) a[i] = (uint8_t)rnd(), b[i] = (uint8_t)rnd();
    for (unsigned l = 0; l < nlevels; l++) {
        fast_set_isa_limit(levels[l]);
        for (unsigned w = 0; w < 4; w++) {
            unsigned bits = widths[w], esz = bits / 8u;
            uint64_t sb = (uint64_t)1 << (bits - 1u);
            uint64_t edge[] = {0, 1, sb - 1u, sb, sb + 1u, dt_mask(bits)};
            /* boundary values crossed in the first 36 elements, equal pairs next */
            for (unsigned i = 0; i < 36; i++) st(a, esz, i, edge[i / 6]), st(b, esz, i, edge[i % 6]);
            for (unsigned i = 36; i < 44; i++) st(b, esz, i, ld(a, esz, i));
            for (unsigned o = 0; o < 6; o++)
                for (int sgn = 0; sgn < 2; sgn++)
                    for (size_t n = 0; n * esz <= 2048; n += n < 70 ? 1 : 61)
                        for (int form = 0; form < 2; form++) {
                            uint64_t s = form ? edge[rnd() % 6] : 0;
                            if (form && (rnd() & 1u)) s = rnd() & dt_mask(bits);
                            memset(d, 0xA5, sizeof d);
                            memset(want, 0xA5, sizeof want);
                            for (size_t i = 0; i < n; i++)
                                st(want, esz, i, int_ref(eops[o], sgn, bits, ld(a, esz, i), form ? s : ld(b, esz, i)));
                            assert_true(fast_int_binary(bits, eops[o], sgn, d, a, form ? NULL : b, s, n));
                            checked++;
                            if (memcmp(d, want, sizeof d) != 0)
                                mismatch(form ? "int binary scalar" : "int binary", sgn ? DT_S8 : DT_U8, eops[o],
                                         levels[l], n, bits, 0, 0, 0, 0);
                        }
        }
    }
    fast_set_isa_limit(FAST_ISA_BEST);
    assert_int_equal(failures, 0);
}

static int report(void **state)
{
    (void)state;
    printf("fast-path proof: %lu checks, %lu mismatches, levels up to %u\n", checked, failures,
           nlevels ? levels[nlevels - 1] : 0);
    return 0;
}

int main(void)
{
    find_levels();
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fastpath_proof_8bit_exhaustive),   cmocka_unit_test(fastpath_proof_fp16_sweep),
        cmocka_unit_test(fastpath_proof_bf16_sweep),        cmocka_unit_test(fastpath_proof_16bit_underflow_window),
        cmocka_unit_test(fastpath_proof_kernel_profiles),        cmocka_unit_test(fastpath_proof_fp32_fp64_random),
        cmocka_unit_test(fastpath_proof_host_environment),  cmocka_unit_test(fastpath_proof_compare),
        cmocka_unit_test(fastpath_proof_status_bits_set),
        cmocka_unit_test(fastpath_proof_no_flags_environments),
        cmocka_unit_test(fastpath_proof_known_inexact),
        cmocka_unit_test(fastpath_proof_finding_inexact),
        cmocka_unit_test(fastpath_proof_compare_host_environment),
        cmocka_unit_test(fastpath_proof_int_binary),
        cmocka_unit_test(fastpath_proof_int_addsub_fill),
        cmocka_unit_test(fastpath_proof_select),
    };
    return cmocka_run_group_tests(tests, NULL, report);
}
