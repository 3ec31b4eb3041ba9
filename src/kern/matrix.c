/* The CUBE matrix kernels (MatrixProductResultFromTiles,
 * MatrixMXProductResultFromTiles, MatrixBiasResult; asl/tile/model/execution/cube.asl;
 * spec-digest-2 §10.5, decisions D25).
 *
 * For each output (m, n): acc = C[m][n] for the ACC forms, else 0; for
 * k = 0, 1, ..., K - 1: acc = step(acc, A[m][k], B[k][n]); then the BIAS
 * forms add Bias[n].  The order is increasing K, one term at a time.
 *
 *   pto-v0  the model's reference profile: acc + left * right as 64-bit
 *           integers on the carriers (signed types of 8 bits and more
 *           sign-extended as TLOAD loads them, 4-bit types zero-extended),
 *           MX inputs first multiplied by their raw scale carriers; D keeps
 *           the low 32 bits.
 *   ieee    the hardware profile's `matrix` rules: integers exact modulo
 *           2^32; floats one fused multiply-add per term rounded to FP32
 *           (round to nearest even), MX inputs scaled by 2^(e - 127) first
 *           (the scaled product is exact), a 0xFF scale makes the lane NaN;
 *           bias added after with one FP32 rounding; every NaN result is
 *           the canonical NaN.  No flags are recorded (the model records
 *           none for a plain matrix operation).
 *
 * The float paths: the exact step (kern_mm_step_exact, integer arithmetic
 * only) is the definition; the host path computes the same bits with fmaf
 * (an exactly rounded fused multiply-add) or, for MX, with the exact
 * product in binary64 and the sum rounded to odd in binary64 before the
 * one rounding to binary32 (53 >= 24 + 2 bits, so the result is the
 * correctly rounded sum); tests/test_matrix.c proves both against the
 * exact step and MPFR. */
#include <math.h>
#include <string.h>

#include "kern/fast.h"
#include "kern/matrix.h"
#include "num/num.h"

__extension__ typedef unsigned __int128 u128;

enum { QNAN32 = 0x7FC00000u };

static bool is_signed(unsigned dt) { return pto_dtypes[dt].cls == DTC_S || dt == 20u; }
static bool is_unsigned(unsigned dt) { return pto_dtypes[dt].cls == DTC_U || dt == 28u; }
static bool ieee_float(unsigned dt)
{
    return dt == DT_FP32 || dt == DT_TF32 || dt == DT_HF32 || dt == DT_FP16 || dt == DT_BF16 || dt == DT_E4M3 ||
           dt == DT_E5M2;
}

bool kern_matmul_supported(pto_profile prof, unsigned dt)
{
    if (prof == PTO_PROFILE_V0) return dt_concrete(dt);
    return is_signed(dt) || is_unsigned(dt) || ieee_float(dt);
}

/* The integer carrier of an element: pto-v0 as TLOAD leaves it in the
 * model (NormalizeLoadedValue sign-extends signed types of 8 bits and
 * more; 4-bit elements are zero-extended); ieee the element's value. */
static uint64_t carrier(pto_profile prof, unsigned dt, uint64_t raw)
{
    unsigned bits = pto_dtypes[dt].bits;
    if (is_signed(dt) && (bits >= 8 || prof == PTO_PROFILE_IEEE)) return sign_extend(raw, bits);
    return raw;
}

/* The FP32 encoding of a small IEEE-style float of eb <= 5 exponent and fb
 * fraction bits (exact; its subnormals are FP32 normals); ieee_top: the top exponent holds the infinities
 * and NaNs (FP16, BF16, E5M2), else only the all-ones pattern is NaN and
 * the top exponent is finite (E4M3, OCP OFP8). */
static uint32_t small_to_fp32(uint32_t x, unsigned eb, unsigned fb, bool ieee_top)
{
    uint32_t emax = (1u << eb) - 1u, fmask = (1u << fb) - 1u, s = (x >> (eb + fb) & 1u) << 31;
    uint32_t e = (x >> fb) & emax, f = x & fmask;
    int bias = (int)(1u << (eb - 1)) - 1;
    if (ieee_top && e == emax) return f ? QNAN32 : s | 0x7F800000u;
    if (!ieee_top && e == emax && f == fmask) return QNAN32;
    if (e == 0) {
        if (!f) return s;
        int ex = 1;
        while (!(f & (1u << fb))) f <<= 1, ex--;
        return s | (uint32_t)(ex - bias + 127) << 23 | (f & fmask) << (23 - fb);
    }
    return s | (uint32_t)((int)e - bias + 127) << 23 | f << (23 - fb);
}

/* The FP32 encoding of a floating element (exact for every ieee input type;
 * a NaN becomes the canonical NaN). */
static uint32_t to_fp32(unsigned dt, uint64_t x)
{
    if (dt == DT_FP32 || dt == DT_TF32 || dt == DT_HF32) return (uint32_t)x;
    if (dt == DT_FP16) return small_to_fp32((uint32_t)x, 5, 10, true);
    if (dt == DT_BF16) { /* the top half of FP32 (its subnormals are FP32 subnormals) */
        uint32_t u = (uint32_t)x << 16;
        return (u & 0x7FFFFFFFu) > 0x7F800000u ? QNAN32 : u;
    }
    if (dt == DT_E5M2) return small_to_fp32((uint32_t)x, 5, 2, true);
    if (dt == DT_E4M3) return small_to_fp32((uint32_t)x, 4, 3, false);
    bool s;
    int e;
    uint64_t sig;
    unsigned fl = 0;
    switch (num_decode(dt, x, &s, &e, &sig)) {
    case NUM_CLASS_ZERO: return s ? 0x80000000u : 0u;
    case NUM_CLASS_FINITE: return (uint32_t)num_round_pack(DT_FP32, s, sig, e, false, NUM_RM_RNE, &fl);
    case NUM_CLASS_INF: return s ? 0xFF800000u : 0x7F800000u;
    default: return QNAN32;
    }
}

/* to_fp32 for the common inputs without the type dispatch: FP32 (and the
 * types it carries) as is, a normal FP16 by its fields, BF16 a shift; the
 * rest through to_fp32.  Integer operations only (no host flag). */
static inline __attribute__((always_inline)) uint32_t to_fp32_fast(unsigned dt, uint64_t x)
{
    if (dt == DT_FP32 || dt == DT_TF32 || dt == DT_HF32) return (uint32_t)x;
    if (dt == DT_FP16) {
        uint32_t h = (uint32_t)x, e = (h >> 10) & 0x1Fu;
        if (e - 1u < 30u) /* a normal: the exponent rebiased (15 -> 127), the fraction shifted */
            return (h & 0x8000u) << 16 | (e + 112u) << 23 | (h & 0x3FFu) << 13;
    }
    if (dt == DT_BF16) {
        uint32_t u = (uint32_t)x << 16;
        if ((u & 0x7FFFFFFFu) <= 0x7F800000u) return u;
    }
    return to_fp32(dt, x);
}

/* Shifts sig (nonzero) so that its top bit is bit 62; returns the shift. */
static int normalize62(uint64_t *sig)
{
    int lz = __builtin_clzll(*sig) - 1;
    *sig <<= lz;
    return lz;
}

uint32_t kern_mm_step_exact(uint32_t acc, unsigned adt, uint64_t a, unsigned bdt, uint64_t b, int scale_exp,
                            bool nan_scale)
{
    bool sa, sb, sc;
    int xa, xb, xc;
    uint64_t ma, mb, mc;
    unsigned fl = 0;
    uint32_t a32 = to_fp32(adt, a), b32 = to_fp32(bdt, b);
    int ca = num_decode(DT_FP32, a32, &sa, &xa, &ma), cb = num_decode(DT_FP32, b32, &sb, &xb, &mb);
    int cc = num_decode(DT_FP32, acc, &sc, &xc, &mc);
    if (nan_scale || ca >= NUM_CLASS_QNAN || cb >= NUM_CLASS_QNAN || cc >= NUM_CLASS_QNAN) return QNAN32;
    bool sp = sa != sb;
    if (ca == NUM_CLASS_INF || cb == NUM_CLASS_INF) {
        if (ca == NUM_CLASS_ZERO || cb == NUM_CLASS_ZERO) return QNAN32; /* inf * 0 */
        if (cc == NUM_CLASS_INF && sc != sp) return QNAN32;              /* inf - inf */
        return sp ? 0xFF800000u : 0x7F800000u;
    }
    if (cc == NUM_CLASS_INF) return acc;
    if (ca == NUM_CLASS_ZERO || cb == NUM_CLASS_ZERO) {
        if (cc == NUM_CLASS_ZERO) return sc && sp ? 0x80000000u : 0u; /* -0 only for -0 + -0 */
        return acc;
    }
    uint64_t mp = ma * mb; /* < 2^48 */
    int xp = xa + xb + scale_exp;
    if (cc == NUM_CLASS_ZERO) return (uint32_t)num_round_pack(DT_FP32, sp, mp, xp, false, NUM_RM_RNE, &fl);
    /* Both nonzero: normalise to bit 62, exponents of the top bits compared. */
    xp -= normalize62(&mp);
    xc -= normalize62(&mc);
    bool sx = sp, sy = sc;
    uint64_t mx = mp, my = mc;
    int ex = xp, ey = xc;
    if (ex < ey || (ex == ey && mx < my)) {
        sx = sc, sy = sp, mx = mc, my = mp, ex = xc, ey = xp;
    }
    int d = ex - ey;
    if (d > 64) { /* y is below 2^-64 of x: a sticky bit under x's 63 bits */
        u128 v = (u128)mx << 64;
        if (sx != sy) v -= 1u;
        return (uint32_t)num_round_pack128(DT_FP32, sx, (uint64_t)(v >> 64), (uint64_t)v, ex - 64, true, NUM_RM_RNE,
                                           &fl);
    }
    u128 vx = (u128)mx << d, vy = my;
    u128 v = sx == sy ? vx + vy : vx - vy; /* vx >= vy */
    if (v == 0) return 0u;                  /* exact cancellation: +0 */
    return (uint32_t)num_round_pack128(DT_FP32, sx, (uint64_t)(v >> 64), (uint64_t)v, ey, false, NUM_RM_RNE, &fl);
}

/* FP32 addition of the bias, exact core. */
static uint32_t add_exact(uint32_t x, uint32_t y)
{
    unsigned fl = 0;
    uint32_t r = (uint32_t)num_fadd(DT_FP32, x, y, NUM_RM_RNE, &fl);
    return num_is_nan(DT_FP32, r) ? QNAN32 : r;
}

/* One PE's operands gathered densely: A row-major M x K, B transposed
 * N x K (so both are read along K), scales as unbiased exponents. */
typedef struct mm_job {
    const kern_mm *x;
    uint32_t m, n, k;
    bool fl;                  /* the float path */
    uint64_t *ai, *bi;        /* integer carriers */
    uint32_t *af, *bf;        /* FP32 encodings */
    uint32_t *bn;             /* B row-major K x N (the float path) */
    int16_t *ea, *eb;         /* MX: scale exponent - 127 per (m, kb) and (n, kb); INT16_MIN: 0xFF */
    uint32_t *out;            /* M x N results (FP32 encodings or low 32 bits) */
    uint32_t *init;           /* M x N accumulator start */
} mm_job;

/* Element i of a payload of `bits`-bit elements (tile_get without the tile). */
static inline uint64_t raw_at(const uint8_t *p, unsigned bits, uint32_t i)
{
    switch (bits) {
    case 4: return ((unsigned)p[i >> 1] >> ((i & 1u) * 4u)) & 0xFu;
    case 8: return p[i];
    case 16: { uint16_t v; memcpy(&v, p + (size_t)i * 2, 2); return v; }
    default: { uint32_t v; memcpy(&v, p + (size_t)i * 4, 4); return v; }
    }
}

/* The FP32 encodings (to_fp32) of the R x C elements (r, c) of floating
 * CUBE tile t on PE pe: element (r, c) to o[r * rs + c * cs], and to
 * o2[r * rs2 + c * cs2] when o2 is set.  The walk follows the storage: in
 * an M cell a row's columns are consecutive elements, in a CUBE_N8 cell a
 * column's rows are, so the index is found once for each such run (each
 * element alone under the 4-bit permutation); one loop per input type, so
 * that neither the width nor the type is asked again at every element. */
#define UNPACK_RUNS(READ)                                                                          \
    for (uint32_t u = 0; u < outer; u++)                                                           \
        for (uint32_t w0 = 0; w0 < inner; w0 += run) {                                             \
            uint32_t n_ = inner - w0 < run ? inner - w0 : run;                                     \
            uint32_t r = by_col ? w0 : u, c = by_col ? u : w0;                                     \
            uint32_t i_ = cube_geo_index(&g, r, c);                                                \
            uint32_t *op = o + r * rs + c * cs;                                                    \
            if (o2) {                                                                              \
                uint32_t *op2 = o2 + r * rs2 + c * cs2;                                            \
                for (uint32_t q = 0; q < n_; q++, i_++, op += ostep, op2 += ostep2) {              \
                    uint32_t v_;                                                                   \
                    READ;                                                                          \
                    *op = *op2 = v_;                                                               \
                }                                                                                  \
            } else {                                                                               \
                for (uint32_t q = 0; q < n_; q++, i_++, op += ostep) {                             \
                    uint32_t v_;                                                                   \
                    READ;                                                                          \
                    *op = v_;                                                                      \
                }                                                                                  \
            }                                                                                      \
        }
static void unpack_float(const tile *t, unsigned pe, uint32_t R, uint32_t C, uint32_t *o, size_t rs, size_t cs,
                         uint32_t *o2, size_t rs2, size_t cs2)
{
    cube_geo g;
    cube_geo_of(t, &g);
    const uint8_t *p = t->data[pe];
    unsigned dt = t->dtype;
    /* runs: a row's columns inside an M cell, a column's rows inside an N8 cell */
    bool by_col = g.n8;
    uint32_t outer = by_col ? C : R, inner = by_col ? R : C;
    uint32_t run = g.perm ? 1u : by_col ? 1u << g.lcr : 1u << g.lcc;
    size_t ostep = by_col ? rs : cs, ostep2 = by_col ? rs2 : cs2; /* the next element of a run */
    if (dt == DT_FP16) {
        UNPACK_RUNS(uint16_t h; memcpy(&h, p + (size_t)i_ * 2u, 2); v_ = to_fp32_fast(DT_FP16, h))
    } else if (dt == DT_BF16) {
        UNPACK_RUNS(uint16_t h; memcpy(&h, p + (size_t)i_ * 2u, 2); v_ = to_fp32_fast(DT_BF16, h))
    } else if (pto_dtypes[dt].bits == 32) {
        UNPACK_RUNS(memcpy(&v_, p + (size_t)i_ * 4u, 4); v_ = to_fp32_fast(dt, v_))
    } else {
        unsigned bits = pto_dtypes[dt].bits;
        UNPACK_RUNS(v_ = to_fp32(dt, raw_at(p, bits, i_)))
    }
}
#undef UNPACK_RUNS

static inline int scale_at(const int16_t *e, uint32_t row, uint32_t kb, uint32_t nkb, bool *nan)
{
    if (!e) return 0;
    int16_t v = e[(size_t)row * nkb + kb];
    if (v == INT16_MIN) *nan = true;
    return v == INT16_MIN ? 0 : v;
}

static void exact_float(mm_job *j)
{
    const kern_mm *x = j->x;
    uint32_t nkb = (j->k + 31u) / 32u;
    for (uint32_t m = 0; m < j->m; m++)
        for (uint32_t n = 0; n < j->n; n++) {
            uint32_t acc = j->init[(size_t)m * j->n + n];
            for (uint32_t k = 0; k < j->k; k++) {
                bool nan = false;
                int s = scale_at(j->ea, m, k / 32u, nkb, &nan) + scale_at(j->eb, n, k / 32u, nkb, &nan);
                acc = kern_mm_step_exact(acc, DT_FP32, j->af[(size_t)m * j->k + k], DT_FP32,
                                         j->bf[(size_t)n * j->k + k], s, nan);
            }
            (void)x;
            j->out[(size_t)m * j->n + n] = acc;
        }
}

static inline float f32_of(uint32_t u)
{
    float f;
    memcpy(&f, &u, 4);
    return f;
}
static inline uint32_t u32_of(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

/* The ordinary float path: fmaf per term, eight outputs at a time (each
 * its own chain in increasing K). */
static void host_fma(void *ctx)
{
    mm_job *j = ctx;
    const float *a = (const float *)(void *)j->af, *b = (const float *)(void *)j->bf;
    uint32_t K = j->k, N = j->n;
    for (uint32_t m = 0; m < j->m; m++) {
        const float *ar = a + (size_t)m * K;
        uint32_t n = 0;
        for (; n + 4u <= N; n += 4u) {
            const float *b0 = b + (size_t)n * K, *b1 = b0 + K, *b2 = b1 + K, *b3 = b2 + K;
            float c0 = f32_of(j->init[(size_t)m * N + n]), c1 = f32_of(j->init[(size_t)m * N + n + 1]);
            float c2 = f32_of(j->init[(size_t)m * N + n + 2]), c3 = f32_of(j->init[(size_t)m * N + n + 3]);
            for (uint32_t k = 0; k < K; k++) {
                float av = ar[k];
                c0 = fmaf(av, b0[k], c0);
                c1 = fmaf(av, b1[k], c1);
                c2 = fmaf(av, b2[k], c2);
                c3 = fmaf(av, b3[k], c3);
            }
            j->out[(size_t)m * N + n] = u32_of(c0);
            j->out[(size_t)m * N + n + 1] = u32_of(c1);
            j->out[(size_t)m * N + n + 2] = u32_of(c2);
            j->out[(size_t)m * N + n + 3] = u32_of(c3);
        }
        for (; n < N; n++) {
            const float *br = b + (size_t)n * K;
            float c = f32_of(j->init[(size_t)m * N + n]);
            for (uint32_t k = 0; k < K; k++) c = fmaf(ar[k], br[k], c);
            j->out[(size_t)m * N + n] = u32_of(c);
        }
    }
}

#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
/* The same with the host's FMA instruction (x86-64 with AVX2 and FMA):
 * eight outputs of a row in one vector, each lane its own chain in
 * increasing K (acc = fma(a[m][k], b[k][n], acc), one rounding each, as
 * fmaf), four vectors in flight; B row-major (bn) for the vector loads. */
__attribute__((target("avx2,fma"))) static void host_fma_hw(void *ctx)
{
    mm_job *j = ctx;
    const float *a = (const float *)(void *)j->af, *bn = (const float *)(void *)j->bn;
    const float *init = (const float *)(void *)j->init;
    float *out = (float *)(void *)j->out;
    uint32_t K = j->k, N = j->n;
    for (uint32_t m = 0; m < j->m; m++) {
        const float *ar = a + (size_t)m * K;
        const float *ci = init + (size_t)m * N;
        float *o = out + (size_t)m * N;
        uint32_t n = 0;
        for (; n + 32u <= N; n += 32u) {
            __m256 c0 = _mm256_loadu_ps(ci + n), c1 = _mm256_loadu_ps(ci + n + 8);
            __m256 c2 = _mm256_loadu_ps(ci + n + 16), c3 = _mm256_loadu_ps(ci + n + 24);
            for (uint32_t k = 0; k < K; k++) {
                __m256 av = _mm256_set1_ps(ar[k]);
                const float *bk = bn + (size_t)k * N + n;
                c0 = _mm256_fmadd_ps(av, _mm256_loadu_ps(bk), c0);
                c1 = _mm256_fmadd_ps(av, _mm256_loadu_ps(bk + 8), c1);
                c2 = _mm256_fmadd_ps(av, _mm256_loadu_ps(bk + 16), c2);
                c3 = _mm256_fmadd_ps(av, _mm256_loadu_ps(bk + 24), c3);
            }
            _mm256_storeu_ps(o + n, c0), _mm256_storeu_ps(o + n + 8, c1);
            _mm256_storeu_ps(o + n + 16, c2), _mm256_storeu_ps(o + n + 24, c3);
        }
        for (; n + 8u <= N; n += 8u) {
            __m256 c0 = _mm256_loadu_ps(ci + n);
            for (uint32_t k = 0; k < K; k++)
                c0 = _mm256_fmadd_ps(_mm256_set1_ps(ar[k]), _mm256_loadu_ps(bn + (size_t)k * N + n), c0);
            _mm256_storeu_ps(o + n, c0);
        }
        for (; n < N; n++) {
            float c = ci[n];
            for (uint32_t k = 0; k < K; k++) c = __builtin_fmaf(ar[k], bn[(size_t)k * N + n], c);
            o[n] = c;
        }
    }
}
static bool host_has_fma(void) { return __builtin_cpu_supports("fma") && __builtin_cpu_supports("avx2"); }
#else
static void host_fma_hw(void *ctx) { host_fma(ctx); }
static bool host_has_fma(void) { return false; }
#endif

/* The MX float path: the term a * b * 2^s exact in binary64 (inputs of at
 * most 11 significant bits, |s| <= 256), the sum rounded to odd in
 * binary64 (TwoSum, then the last bit forced odd when inexact), then one
 * rounding to binary32.  Non-finite operands take the exact step. */
static void host_mx(void *ctx)
{
    mm_job *j = ctx;
    uint32_t nkb = (j->k + 31u) / 32u;
    for (uint32_t m = 0; m < j->m; m++)
        for (uint32_t n = 0; n < j->n; n++) {
            uint32_t acc = j->init[(size_t)m * j->n + n];
            for (uint32_t k = 0; k < j->k; k++) {
                bool nan = false;
                int s = scale_at(j->ea, m, k / 32u, nkb, &nan) + scale_at(j->eb, n, k / 32u, nkb, &nan);
                uint32_t au = j->af[(size_t)m * j->k + k], bu = j->bf[(size_t)n * j->k + k];
                if (nan || ((au | bu | acc) & 0x7F800000u) == 0x7F800000u || (au & 0x7F800000u) == 0x7F800000u ||
                    (bu & 0x7F800000u) == 0x7F800000u || (acc & 0x7F800000u) == 0x7F800000u) {
                    acc = kern_mm_step_exact(acc, DT_FP32, au, DT_FP32, bu, s, nan);
                    continue;
                }
                uint64_t pb = (uint64_t)(1023 + s) << 52;
                double p2, t, c = (double)f32_of(acc);
                memcpy(&p2, &pb, 8);
                t = (double)f32_of(au) * (double)f32_of(bu) * p2;
                double sum = c + t, bb = sum - c, err = (c - (sum - bb)) + (t - bb);
                if (err != 0.0) {
                    uint64_t sb;
                    memcpy(&sb, &sum, 8);
                    if (!(sb & 1u)) {
                        bool up = (err > 0.0) == (sum > 0.0);
                        sb = up ? sb + 1u : sb - 1u;
                        memcpy(&sum, &sb, 8);
                    }
                }
                acc = u32_of((float)sum);
            }
            j->out[(size_t)m * j->n + n] = acc;
        }
}

static void host_bias(void *ctx)
{
    mm_job *j = ctx;
    const kern_mm *x = j->x;
    for (uint32_t m = 0; m < j->m; m++)
        for (uint32_t n = 0; n < j->n; n++) {
            uint32_t *o = &j->out[(size_t)m * j->n + n];
            *o = u32_of(f32_of(*o) + f32_of((uint32_t)tile_get(x->bias, x->pe, n)));
        }
}

size_t kern_matmul_scratch(uint32_t m, uint32_t n, uint32_t k)
{
    size_t ak = (size_t)m * k, bk = (size_t)n * k, mn = (size_t)m * n, nkb = (k + 31u) / 32u;
    return (ak + bk) * 8u + mn * 8u + (size_t)(m + n) * nkb * 2u + 64u;
}

unsigned kern_matmul(const kern_mm *x)
{
    const tile *A = x->a, *B = x->b;
    unsigned adt = A->dtype, bdt = B->dtype, pe = x->pe;
    uint32_t M = x->m, N = x->n, K = x->k, nkb = (K + 31u) / 32u;
    bool fl = x->profile == PTO_PROFILE_IEEE && pto_dtypes[adt].cls == DTC_F;
    mm_job j;
    memset(&j, 0, sizeof j);
    j.x = x;
    j.m = M, j.n = N, j.k = K, j.fl = fl;
    size_t ak = (size_t)M * K, bk = (size_t)N * K, mn = (size_t)M * N;
    /* one block: A, B (8 bytes each element for the carriers), scales, out, init */
    uint8_t *p = x->scratch;
    if (fl) { /* 4-byte elements: A, B transposed and B fit the integer block */
        j.af = (uint32_t *)(void *)p;
        j.bf = j.af + ak;
        j.bn = j.bf + bk;
        p += (ak + bk) * 8u;
    } else {
        j.ai = (uint64_t *)(void *)p, p += ak * 8u;
        j.bi = (uint64_t *)(void *)p, p += bk * 8u;
    }
    j.out = (uint32_t *)(void *)p, p += mn * 4u;
    j.init = (uint32_t *)(void *)p, p += mn * 4u;
    int16_t *ea = (int16_t *)(void *)p, *eb = ea + (size_t)M * nkb;
    /* A row-major and B transposed, both along K, each element's CUBE
     * index from its tile's cell geometry (shifts and masks) */
    if (fl) {
        unpack_float(A, pe, M, K, j.af, K, 1, NULL, 0, 0);
        unpack_float(B, pe, K, N, j.bf, 1, K, j.bn, N, 1);
    } else {
        unsigned abits = pto_dtypes[adt].bits, bbits = pto_dtypes[bdt].bits;
        cube_geo ga, gb;
        cube_geo_of(A, &ga);
        cube_geo_of(B, &gb);
        for (uint32_t m = 0; m < M; m++)
            for (uint32_t k = 0; k < K; k++)
                j.ai[(size_t)m * K + k] = carrier(x->profile, adt, raw_at(A->data[pe], abits, cube_geo_index(&ga, m, k)));
        for (uint32_t n = 0; n < N; n++)
            for (uint32_t k = 0; k < K; k++)
                j.bi[(size_t)n * K + k] = carrier(x->profile, bdt, raw_at(B->data[pe], bbits, cube_geo_index(&gb, k, n)));
    }
    /* C and D: A's layout, a 32-bit accumulator type */
    if (!x->c) {
        memset(j.init, 0, mn * 4u);
    } else {
        cube_geo gc;
        cube_geo_of(x->c, &gc);
        unsigned cbits = pto_dtypes[x->c->dtype].bits;
        for (uint32_t m = 0; m < M; m++)
            for (uint32_t n = 0; n < N; n++)
                j.init[(size_t)m * N + n] = (uint32_t)raw_at(x->c->data[pe], cbits, cube_geo_index(&gc, m, n));
    }
    if (x->mx && fl) {
        if (x->sa)
            for (uint32_t m = 0; m < M; m++)
                for (uint32_t kb = 0; kb < nkb; kb++) {
                    uint64_t e = tile_get(x->sa, pe, m * x->sa->cols + kb);
                    ea[(size_t)m * nkb + kb] = e == 0xFFu ? INT16_MIN : (int16_t)((int)e - 127);
                }
        if (x->sb)
            for (uint32_t n = 0; n < N; n++)
                for (uint32_t kb = 0; kb < nkb; kb++) {
                    uint64_t e = tile_get(x->sb, pe, kb * x->sb->cols + n);
                    eb[(size_t)n * nkb + kb] = e == 0xFFu ? INT16_MIN : (int16_t)((int)e - 127);
                }
        j.ea = x->sa ? ea : NULL;
        j.eb = x->sb ? eb : NULL;
    }
    if (fl) {
        void (*fn)(void *) = x->mx ? host_mx : fast_isa() >= FAST_ISA_AVX2 && host_has_fma() ? host_fma_hw : host_fma;
        bool host = fast_host_call(fn, &j, NULL, x->fenv);
        if (!host) exact_float(&j);
        if (x->bias) {
            if (!host || !fast_host_call(host_bias, &j, NULL, x->fenv))
                for (uint32_t m = 0; m < M; m++)
                    for (uint32_t n = 0; n < N; n++)
                        j.out[(size_t)m * N + n] =
                            add_exact(j.out[(size_t)m * N + n], (uint32_t)tile_get(x->bias, pe, n));
        }
    } else {
        /* integers, and every type under pto-v0: wrapping 64-bit
         * multiply-add, of which D keeps the low 32 bits */
        for (uint32_t m = 0; m < M; m++)
            for (uint32_t n = 0; n < N; n++) {
                const uint64_t *ar = j.ai + (size_t)m * K, *br = j.bi + (size_t)n * K;
                uint64_t acc = x->c ? tile_get(x->c, pe, cube_index(x->c, m, n)) : 0u;
                if (!x->mx) {
                    for (uint32_t k = 0; k < K; k++) acc += ar[k] * br[k];
                } else {
                    for (uint32_t k = 0; k < K; k++) {
                        uint64_t av = ar[k], bv = br[k];
                        if (x->sa) av *= tile_get(x->sa, pe, m * x->sa->cols + k / 32u);
                        if (x->sb) bv *= tile_get(x->sb, pe, (k / 32u) * x->sb->cols + n);
                        acc += av * bv;
                    }
                }
                if (x->bias) acc += tile_get(x->bias, pe, n);
                j.out[(size_t)m * N + n] = (uint32_t)acc;
            }
    }
    /* D: the accumulator type, 32 bits (FP32, S32, U32) */
    cube_geo gd;
    cube_geo_of(x->d, &gd);
    uint8_t *dp = x->d->data[pe];
    for (uint32_t m = 0; m < M; m++)
        for (uint32_t n = 0; n < N; n++) {
            uint32_t v = j.out[(size_t)m * N + n];
            if (fl && (v & 0x7FFFFFFFu) > 0x7F800000u) v = QNAN32; /* the canonical NaN (D5) */
            memcpy(dp + 4u * (size_t)cube_geo_index(&gd, m, n), &v, 4);
        }
    tile_def_after_op(x->d, pe, false);
    return 0;
}
