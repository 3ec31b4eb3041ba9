/* The SFU unary kernels: TEXP, TLOG, TRECIP, TSQRT, TRSQRT over the valid
 * region.  The element rules are those of src/num/transc.c
 * (TileSFUUnarySpecialValue, then TileProfileUnary of the profile); this
 * unit only makes them fast.
 *
 * pto-v0 runs the exact rules element by element; FP64 EXP, LOG and RSQRT
 * take a double-double path (below), FP64 SQRT and RECIP the host's
 * operations.  Under ieee the formats up to FP32 (FP32, TF32, HF32, FP16, BF16, E4M3, E5M2) take a
 * vector path on x86-64 (sfu_body.h, compiled for the baseline and, chosen
 * at run time, for AVX2 with FMA and F16C).  Every value of these formats
 * is exact in binary64, so the path decodes to binary64, applies the
 * special-value table by lane masks and computes y, an approximation of
 * the exact result f:
 *   SQRT   y = sqrt(x) and RECIP y = 1/x, one IEEE binary64 operation each.
 *          Rounding y once more to p <= 24 bits gives the rounding of f
 *          (53 >= 2p + 2: double rounding is innocuous for square root and
 *          division), so these are always decided; inexact when y has bits
 *          below the result precision or y*y != x (y*x != 1), products that
 *          are exact once y has at most 24 bits.
 *   RSQRT  y = 1/sqrt(x): two correctly rounded operations, relative error
 *          below 2^-52 (about 2 units of y's last place); exact exactly when
 *          x = 4^k.
 *   EXP    sfu_exp_ (sfu_body.h): relative error below 2^-50.4 without
 *          fused multiply-add (about 6 units), less with it: the Taylor
 *          truncation 2^-57.2, the reduction x - k ln 2 below 2^-53 |r|,
 *          and the Horner evaluation, each step rounding once (FMA) or
 *          twice, below 2.2 * 2^-53 (respectively 4.4 * 2^-53).
 *   LOG    sfu_log_: relative error below 2^-50.3 (about 6.5 units): s
 *          within two roundings, the series in z within 2^-52.5, the
 *          product and the final sum; at most a factor of 2 from the partial
 *          cancellation of e ln 2 and log m when e = +-1.
 * Then y is rounded to the format in integer lanes (subnormals, tininess
 * after rounding, overflow, E4M3's NaN for infinity).  The rounding is
 * decided when no rounding boundary of the format (a midpoint between two
 * neighbours, or for tininess the midpoint below 2^emin at p bits) lies
 * within SFU_TOL = 32 units of y's last place, far beyond every bound
 * above; the other lanes (about one in 2^23 for FP32) go to the exact
 * core.  EXP and LOG are never exact for these inputs (Lindemann), so they
 * always raise NX.  tests/test_sfu.c proves the path equal to the exact
 * core: every 8- and 16-bit input of every operation, and special,
 * boundary, hard and random FP32/TF32/HF32 inputs, at every level;
 * tests/slow_sfu.c every TF32 and HF32 input and, as the "exhaustive"
 * target, every FP32 input of TEXP, TLOG and TRSQRT. */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "kern/fast.h"
#include "num/num.h"

static uint64_t sfu_load(const uint8_t *p, unsigned esz, size_t i)
{
    switch (esz) {
    case 1: return p[i];
    case 2: { uint16_t v; memcpy(&v, p + i * 2, 2); return v; }
    case 4: { uint32_t v; memcpy(&v, p + i * 4, 4); return v; }
    default: { uint64_t v; memcpy(&v, p + i * 8, 8); return v; }
    }
}

static void sfu_store(uint8_t *p, unsigned esz, size_t i, uint64_t v)
{
    switch (esz) {
    case 1: p[i] = (uint8_t)v; break;
    case 2: { uint16_t x = (uint16_t)v; memcpy(p + i * 2, &x, 2); break; }
    case 4: { uint32_t x = (uint32_t)v; memcpy(p + i * 4, &x, 4); break; }
    default: memcpy(p + i * 8, &v, 8); break;
    }
}

/* n elements through the exact rule. */
static unsigned run_exact(unsigned op, unsigned dt, unsigned esz, pto_profile prof, uint8_t *d, const uint8_t *a,
                          size_t n)
{
    unsigned flags = 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t x = sfu_load(a, esz, i);
        uint64_t r = prof == PTO_PROFILE_V0 ? num_sfu_v0(op, dt, x, &flags) : num_sfu_ieee(op, dt, x, &flags);
        sfu_store(d, esz, i, r);
    }
    return flags;
}

/* ---- the vector path -------------------------------------------------------- */
#if defined(__GNUC__) && defined(__x86_64__) && defined(__SSE2__)
#define SFU_X86 1
/* The functions that take or return 32-byte vectors are always inlined into
 * their AVX2 or baseline caller; no vector crosses a call. */
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wpsabi"
#else
#pragma GCC diagnostic ignored "-Wpsabi"
#endif
#include <immintrin.h>
#else
#define SFU_X86 0
#endif

#if SFU_X86
#define AI static inline __attribute__((always_inline))
#define NOINLINE __attribute__((noinline))

__extension__ typedef double vd __attribute__((vector_size(32)));
__extension__ typedef int64_t vs __attribute__((vector_size(32)));
__extension__ typedef uint64_t vu __attribute__((vector_size(32)));
__extension__ typedef float vf32x4 __attribute__((vector_size(16)));
__extension__ typedef uint32_t vu32x4 __attribute__((vector_size(16)));
__extension__ typedef uint16_t vu16x4 __attribute__((vector_size(8)));
__extension__ typedef uint8_t vu8x4 __attribute__((vector_size(4)));
__extension__ typedef int32_t vs32x4 __attribute__((vector_size(16)));
__extension__ typedef int32_t vs32x8 __attribute__((vector_size(32)));
__extension__ typedef uint32_t vu32x8 __attribute__((vector_size(32)));
__extension__ typedef float vf32x8 __attribute__((vector_size(32)));
__extension__ typedef uint64_t vu64x4 __attribute__((vector_size(32)));

#define SEL(M, A, B) ((((vu)(M)) & (vu)(A)) | (~((vu)(M)) & (vu)(B)))
#define SEL8(M, A, B) ((((vu32x8)(M)) & (vu32x8)(A)) | (~((vu32x8)(M)) & (vu32x8)(B)))

enum { SFU_K_F32 = 0, SFU_K_F16C = 1, SFU_K_GEN = 2, SFU_K_FP32 = 3, SFU_K_HW32 = 4, SFU_K_HW64 = 5 };
#define SFU_TOL 32

/* A format's facts as the vector path uses them. */
typedef struct sfu_fmt {
    unsigned width, cf, fb;  /* carrier bits, carrier fraction bits, precision fraction bits */
    int bias, emin;
    bool has_inf;
    uint64_t magmask, fmask, emax, quiet; /* |x| bits, fraction field, all-ones exponent, quiet bit */
    uint64_t cnan, one, pinf, ninf;       /* pinf/ninf: the infinities, or the canonical NaN */
    uint64_t maxmag;                      /* max finite magnitude in units of the precision */
    double subscale;                      /* 2^(emin - cf): a subnormal fraction field's weight */
} sfu_fmt;

static sfu_fmt sfu_fmt_of(unsigned dt)
{
    const dtype_info *t = &pto_dtypes[dt];
    sfu_fmt f;
    f.width = t->bits;
    f.cf = t->bits - 1u - t->ebits;
    f.fb = t->fbits;
    f.bias = (1 << (t->ebits - 1u)) - 1;
    f.emin = 1 - f.bias;
    f.magmask = dt_mask(t->bits - 1u);
    f.fmask = dt_mask(f.cf);
    f.emax = dt_mask(t->ebits);
    f.has_inf = dt != DT_E4M3;
    f.quiet = (uint64_t)1 << (f.cf - 1u);
    f.cnan = t->canonical_nan;
    f.one = (uint64_t)f.bias << f.cf;
    f.pinf = f.has_inf ? f.emax << f.cf : f.cnan;
    f.ninf = f.has_inf ? f.pinf | (uint64_t)1 << (t->bits - 1u) : f.cnan;
    f.maxmag = t->max_finite >> (f.cf - f.fb);
    uint64_t sb = (uint64_t)(1023 + f.emin - (int)f.cf) << 52;
    memcpy(&f.subscale, &sb, sizeof sb);
    return f;
}

/* The baseline (SSE2) level. */
#define SFU_SFX base
#define SFU_TGT
#define SFU_FMA(a, b, c) ((a) * (b) + (c))
#define SFU_F16C 0
AI vd sfu_sqrt_base(vd x)
{
    __m128d lo = _mm_sqrt_pd((__m128d){x[0], x[1]}), hi = _mm_sqrt_pd((__m128d){x[2], x[3]});
    return (vd){lo[0], lo[1], hi[0], hi[1]};
}
#define SFU_SQRT(x) sfu_sqrt_base(x)
#define SFU_CVT_PD(x) __builtin_convertvector((x), vd)
#define SFU_CVT_PS(x) __builtin_convertvector((x), vf32x4)
#define SFU_ANY(m) sfu_any_base((vu)(m))
AI vf32x8 sfu_sqrt32_base(vf32x8 x)
{
    __m128 lo = _mm_sqrt_ps((__m128){x[0], x[1], x[2], x[3]}), hi = _mm_sqrt_ps((__m128){x[4], x[5], x[6], x[7]});
    return (vf32x8){lo[0], lo[1], lo[2], lo[3], hi[0], hi[1], hi[2], hi[3]};
}
#define SFU_SQRT32(x) sfu_sqrt32_base(x)
AI bool sfu_any_base(vu m)
{
    return (m[0] | m[1] | m[2] | m[3]) != 0;
}
#include "kern/sfu_body.h"
#undef SFU_SFX
#undef SFU_TGT
#undef SFU_FMA
#undef SFU_F16C
#undef SFU_SQRT
#undef SFU_CVT_PD
#undef SFU_CVT_PS
#undef SFU_ANY
#undef SFU_SQRT32

/* The AVX2 level (with FMA and F16C). */
#define SFU_SFX avx2
#define SFU_TGT __attribute__((target("avx2,fma,f16c")))
#define SFU_FMA(a, b, c) ((vd)_mm256_fmadd_pd((__m256d)(a), (__m256d)(b), (__m256d)(c)))
#define SFU_F16C 1
#define SFU_SQRT(x) ((vd)_mm256_sqrt_pd((__m256d)(x)))
#define SFU_CVT_PD(x) ((vd)_mm256_cvtps_pd((__m128)(x)))
#define SFU_CVT_PS(x) ((vf32x4)_mm256_cvtpd_ps((__m256d)(x)))
#define SFU_ANY(m) (!_mm256_testz_si256((__m256i)(m), (__m256i)(m)))
#define SFU_SQRT32(x) ((vf32x8)_mm256_sqrt_ps((__m256)(x)))
#include "kern/sfu_body.h"
#undef SFU_SFX
#undef SFU_TGT
#undef SFU_FMA
#undef SFU_F16C
#undef SFU_SQRT
#undef SFU_CVT_PD
#undef SFU_CVT_PS
#undef SFU_ANY
#undef SFU_SQRT32

static bool has_fma(void)
{
    return __builtin_cpu_supports("fma");
}

/* ---- FP64 EXP, LOG, RSQRT: double-double evaluation ----------------------------
 * With fused multiply-add (the AVX2 level), each result is computed as an
 * unevaluated sum h + l (|l| <= ulp(h)/2) with a proven relative error
 * bound, and the rounding of the exact value is decided when |l| stays
 * clear of ulp(h)/2 by that bound; an undecided element, h a power of two
 * with l < 0, or a result near the ends of the exponent range goes to the
 * exact core.  The error bounds (each double-double product or sum within
 * 2^-104 relative, counted per operation):
 *   RSQRT  x scaled by 2^+-108 into [2^-1022, 2^960] (so that r^2 and its
 *          residual stay normal), r = 1/sqrt(x) in binary64, e = 1 - x r^2
 *          from exact products, 1/sqrt(x) = r (1 + e/2 + 3e^2/8 + ...),
 *          |e| < 2^-51: the value within 2^-100 relative.
 *   EXP    x = k ln 2 + r (ln 2 in three parts, k ln 2 exact to 2^-150),
 *          s = r / 256, its Taylor polynomial of degree 10 in double-double
 *          (truncation below 2^-116, 11 steps within 2^-100.4), squared 8
 *          times (each squaring at least doubles the relative error):
 *          within 2^-92.
 *   LOG    near 1 (|x - 1| < 2^-5): 2 atanh(s), s = (x-1)/(x+1) in
 *          double-double, the series in s^2 to degree 9 (truncation below
 *          2^-110): within 2^-100; elsewhere one Newton step from y0 = the
 *          host log(x) (any error below 2^-40 will do): y = y0 + log(1 + t),
 *          t = x exp(-y0) - 1 with exp in double-double, log(1+t) = t - t^2/2
 *          (the rest below 2^-118): within 2^-92 absolute, 2^-87 relative
 *          since |log x| > 2^-5 there.
 * The margins used are 2^-88 (RSQRT, LOG near 1) and 2^-84 relative. */
#define TGT64 __attribute__((target("avx2,fma")))

typedef struct dd {
    double hi, lo;
} dd;

TGT64 AI dd fast_two_sum(double a, double b) /* |a| >= |b| or a == 0 */
{
    double s = a + b;
    return (dd){s, b - (s - a)};
}

TGT64 AI dd two_sum(double a, double b)
{
    double s = a + b, bb = s - a;
    return (dd){s, (a - (s - bb)) + (b - bb)};
}

TGT64 AI dd dd_mul(dd a, dd b)
{
    double p = a.hi * b.hi;
    double e = __builtin_fma(a.hi, b.hi, -p);
    e = __builtin_fma(a.hi, b.lo, e);
    e = __builtin_fma(a.lo, b.hi, e);
    return fast_two_sum(p, e);
}

TGT64 AI dd dd_add(dd a, dd b)
{
    dd s = two_sum(a.hi, b.hi), t = two_sum(a.lo, b.lo);
    s.lo += t.hi;
    s = fast_two_sum(s.hi, s.lo);
    s.lo += t.lo;
    return fast_two_sum(s.hi, s.lo);
}

static const dd inv_fact[11] = {
    {0x1.0000000000000p+0, 0}, {0x1.0000000000000p+0, 0}, {0x1.0000000000000p-1, 0},
    {0x1.5555555555555p-3, 0x1.5555555555555p-57}, {0x1.5555555555555p-5, 0x1.5555555555555p-59},
    {0x1.1111111111111p-7, 0x1.1111111111111p-63}, {0x1.6c16c16c16c17p-10, -0x1.f49f49f49f49fp-65},
    {0x1.a01a01a01a01ap-13, 0x1.a01a01a01a01ap-73}, {0x1.a01a01a01a01ap-16, 0x1.a01a01a01a01ap-76},
    {0x1.71de3a556c734p-19, -0x1.c154f8ddc6c00p-73}, {0x1.27e4fb7789f5cp-22, 0x1.cbbc05b4fa99ap-76},
};
static const dd inv_odd[10] = {
    {0x1.0000000000000p+0, 0}, {0x1.5555555555555p-2, 0x1.5555555555555p-56},
    {0x1.999999999999ap-3, -0x1.999999999999ap-57}, {0x1.2492492492492p-3, 0x1.2492492492492p-57},
    {0x1.c71c71c71c71cp-4, 0x1.c71c71c71c71cp-58}, {0x1.745d1745d1746p-4, -0x1.745d1745d1746p-59},
    {0x1.3b13b13b13b14p-4, -0x1.3b13b13b13b14p-58}, {0x1.1111111111111p-4, 0x1.1111111111111p-60},
    {0x1.e1e1e1e1e1e1ep-5, 0x1.e1e1e1e1e1e1ep-61}, {0x1.af286bca1af28p-5, 0x1.af286bca1af28p-59},
};

/* exp(x) = 2^k (h + l) for |x| < 746 (k returned). */
TGT64 static dd dd_exp(double x, int *kout)
{
    const double l1 = 0x1.62e42fefa3800p-1, l2 = 0x1.ef35793c76730p-45, l3 = 0x1.f97b57a079a19p-103;
    double kd = __builtin_nearbyint(x * 0x1.71547652b82fep0);
    double r1 = x - kd * l1; /* exact: kd l1 has at most 53 bits, the difference is on its grid */
    double t = kd * l2, te = __builtin_fma(kd, l2, -t);
    dd r = two_sum(r1, -t);
    r.lo += -te - kd * l3;
    r = fast_two_sum(r.hi, r.lo);
    dd s = {r.hi * 0x1p-8, r.lo * 0x1p-8};
    dd p = inv_fact[10];
    for (int n = 9; n >= 0; n--) p = dd_add(dd_mul(p, s), inv_fact[n]);
    for (int i = 0; i < 8; i++) p = dd_mul(p, p);
    *kout = (int)kd;
    return p;
}

/* The binary64 nearest to h + l, given |true - (h + l)| <= margin |h| and a
 * normalised pair: false when not decided. */
TGT64 AI bool dd_round(dd v, double margin, double *out)
{
    uint64_t hb;
    memcpy(&hb, &v.hi, 8);
    if ((hb & 0x000FFFFFFFFFFFFFu) == 0 && v.lo < 0) return false; /* the grid halves below a power of two */
    double ulp = v.hi;
    uint64_t ub = (hb & 0x7FF0000000000000u);
    if (ub <= ((uint64_t)53 << 52)) return false; /* h too small to take ulp(h) this way */
    ub -= (uint64_t)52 << 52;
    memcpy(&ulp, &ub, 8); /* ulp(h) for a normal h */
    double a = __builtin_fabs(v.lo), m = __builtin_fabs(v.hi) * margin;
    if (!(a + m < 0.5 * ulp)) return false;
    *out = v.hi;
    return true;
}

/* One FP64 element of EXP, LOG or RSQRT (x not special). */
TGT64 static bool dd64_elem(unsigned op, uint64_t xb, uint64_t *res, unsigned *flags)
{
    double x, y;
    memcpy(&x, &xb, 8);
    if (op == NUM_SFU_RSQRT) {
        double scale = 1.0;
        if (x < 0x1p-1022) { /* subnormal: x 2^108, the result 2^54 */
            x *= 0x1p108;
            scale = 0x1p54;
        } else if (x > 0x1p960) { /* keep r^2 and its residual normal */
            x *= 0x1p-108;
            scale = 0x1p-54;
        }
        double r = 1.0 / __builtin_sqrt(x);
        double p = r * r, pl = __builtin_fma(r, r, -p);
        double q = x * p, ql = __builtin_fma(x, p, -q);
        double e = ((1.0 - q) - ql) - x * pl;
        double c = r * (0.5 * e + 0.375 * e * e);
        if (!dd_round(fast_two_sum(r, c), 0x1p-88, &y)) return false;
        y *= scale;
        /* exact only for x = 4^k: significand 1, even exponent (of the
         * scaled, normal x: the scale is an even power of two) */
        uint64_t sb;
        memcpy(&sb, &x, 8);
        bool exact = (sb & 0x000FFFFFFFFFFFFFu) == 0 && ((sb >> 52) & 1u) == 1u;
        memcpy(res, &y, 8);
        *flags |= exact ? 0u : NUM_NX;
        return true;
    }
    if (op == NUM_SFU_EXP) {
        if (x > 709.79) { /* beyond log(max + ulp/2) = 709.7827...: overflow */
            *res = 0x7FF0000000000000u;
            *flags |= NUM_OF | NUM_NX;
            return true;
        }
        if (x < -745.2) { /* below log(2^-1075) = -745.133...: +0 */
            *res = 0;
            *flags |= NUM_UF | NUM_NX;
            return true;
        }
        if (__builtin_fabs(x) < 0x1p-54) { /* within half an ulp of 1 */
            *res = 0x3FF0000000000000u;
            *flags |= NUM_NX;
            return true;
        }
        int k;
        dd p = dd_exp(x, &k);
        if (k < -1020 || k > 1020) return false; /* near the ends of the range: the exact core */
        if (!dd_round(p, 0x1p-84, &y)) return false;
        uint64_t yb;
        memcpy(&yb, &y, 8);
        yb += (uint64_t)(int64_t)k << 52; /* y 2^k, still normal */
        memcpy(res, &yb, 8);
        *flags |= NUM_NX;
        return true;
    }
    /* LOG, x > 0 finite, x != 1 */
    if (x < 0x1p-1022) return false; /* subnormal: the exact core */
    dd v;
    double margin;
    if (__builtin_fabs(x - 1.0) < 0x1p-5) {
        double a = x - 1.0; /* exact */
        dd b = two_sum(x, 1.0);
        double q1 = a / b.hi;
        double rem = __builtin_fma(-q1, b.hi, a) - q1 * b.lo;
        dd s = fast_two_sum(q1, rem / b.hi);
        dd z = dd_mul(s, s), p = inv_odd[9];
        for (int n = 8; n >= 0; n--) p = dd_add(dd_mul(p, z), inv_odd[n]);
        v = dd_mul(s, p);
        v.hi *= 2.0;
        v.lo *= 2.0;
        margin = 0x1p-88;
    } else {
        double y0 = __builtin_log(x);
        int k;
        dd e = dd_exp(-y0, &k);
        /* x 2^k is near 1/e, exact (k is about log2 x) */
        uint64_t xs;
        memcpy(&xs, &x, 8);
        xs += (uint64_t)(int64_t)k << 52;
        double xk;
        memcpy(&xk, &xs, 8);
        dd w = dd_mul(e, (dd){xk, 0});
        dd t = fast_two_sum(w.hi - 1.0, w.lo); /* w.hi - 1 exact: w is within 2^-40 of 1 */
        double corr = t.hi - 0.5 * t.hi * t.hi + t.lo;
        v = two_sum(y0, corr);
        margin = 0x1p-84;
    }
    if (!dd_round(v, margin, &y)) return false;
    memcpy(res, &y, 8);
    *flags |= NUM_NX;
    return true;
}

TGT64 NOINLINE static unsigned dd64_run(unsigned op, uint8_t *d, const uint8_t *a, size_t n)
{
    unsigned flags = 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t x, r;
        memcpy(&x, a + i * 8, 8);
        if (!num_sfu_special(op, DT_FP64, x, &r, &flags)) {
            unsigned f = 0;
            if (dd64_elem(op, x, &r, &f)) flags |= f;
            else r = num_sfu_ieee(op, DT_FP64, x, &flags);
        }
        memcpy(d + i * 8, &r, 8);
    }
    return flags;
}

/* MXCSR status bits as NUM_* flags. */
static unsigned mxcsr_flags(unsigned st)
{
    unsigned f = 0;
    if (st & 0x01u) f |= NUM_NV;
    if (st & 0x04u) f |= NUM_DZ;
    if (st & 0x08u) f |= NUM_OF;
    if (st & 0x10u) f |= NUM_UF;
    if (st & 0x20u) f |= NUM_NX;
    return f;
}
#endif /* SFU_X86 */

#if SFU_X86
/* The vector path over one contiguous run (lf: each element's flags, or
 * NULL).  MXCSR holds the default controls. */
static unsigned vec_run(unsigned op, unsigned dt, uint8_t *d, const uint8_t *a, size_t n, uint8_t *lf)
{
    sfu_fmt f = sfu_fmt_of(dt);
    unsigned kind = dt == DT_FP32 ? SFU_K_FP32 : dt == DT_TF32 || dt == DT_HF32 ? SFU_K_F32 : SFU_K_GEN;
    if (fast_isa() >= FAST_ISA_AVX2 && has_fma())
        return sfu_vec_avx2(op, kind == SFU_K_GEN && dt == DT_FP16 ? SFU_K_F16C : kind, &f, dt, d, a, n, lf);
    return sfu_vec_base(op, kind, &f, dt, d, a, n, lf);
}

/* ---- 8- and 16-bit formats: a result table per operation -------------------
 * Entry x = result | flags << 16 for the encoding x, filled on first use by
 * the vector path (every element with its own flags) and published
 * atomically; read-only afterwards. */
enum { SFU_TAB_FP16 = 0, SFU_TAB_BF16, SFU_TAB_E4M3, SFU_TAB_E5M2, SFU_TABS };
static _Atomic(uint32_t *) sfu_tables[SFU_TABS][5];

static int tab_slot(unsigned dt)
{
    switch (dt) {
    case DT_FP16: return SFU_TAB_FP16;
    case DT_BF16: return SFU_TAB_BF16;
    case DT_E4M3: return SFU_TAB_E4M3;
    case DT_E5M2: return SFU_TAB_E5M2;
    default: return -1;
    }
}

/* The table of (op, dt), NULL when the host has no memory for it.  MXCSR
 * holds the default controls. */
static const uint32_t *sfu_table(unsigned op, unsigned dt)
{
    int slot = tab_slot(dt);
    uint32_t *tab = atomic_load_explicit(&sfu_tables[slot][op], memory_order_acquire);
    if (tab) return tab;
    unsigned bits = pto_dtypes[dt].bits, esz = bits / 8u;
    size_t n = (size_t)1 << bits;
    uint32_t *fresh = malloc(n * sizeof *fresh);
    uint8_t *src = malloc(n * esz), *dst = malloc(n * esz), *lf = malloc(n);
    if (!fresh || !src || !dst || !lf) {
        free(fresh);
        free(src);
        free(dst);
        free(lf);
        return NULL;
    }
    for (size_t x = 0; x < n; x++) sfu_store(src, esz, x, x);
    vec_run(op, dt, dst, src, n, lf);
    for (size_t x = 0; x < n; x++) fresh[x] = (uint32_t)sfu_load(dst, esz, x) | (uint32_t)lf[x] << 16;
    free(src);
    free(dst);
    free(lf);
    uint32_t *expected = NULL;
    if (atomic_compare_exchange_strong_explicit(&sfu_tables[slot][op], &expected, fresh, memory_order_acq_rel,
                                                memory_order_acquire))
        return fresh;
    free(fresh); /* another thread published first */
    return expected;
}

static unsigned tab_run(const uint32_t *tab, unsigned esz, uint8_t *d, const uint8_t *a, size_t n)
{
    uint32_t f = 0;
    if (esz == 1) {
        for (size_t i = 0; i < n; i++) {
            uint32_t e = tab[a[i]];
            d[i] = (uint8_t)e;
            f |= e;
        }
    } else {
        for (size_t i = 0; i < n; i++) {
            uint16_t x;
            memcpy(&x, a + 2 * i, 2);
            uint32_t e = tab[x];
            uint16_t r = (uint16_t)e;
            memcpy(d + 2 * i, &r, 2);
            f |= e;
        }
    }
    return f >> 16;
}
#endif

/* The ways through a kernel call. */
enum { PATH_EXACT = 0, PATH_VECTOR, PATH_TABLE, PATH_HOST, PATH_DD64 };

static unsigned run(const kern_args *k, unsigned op, unsigned path, const uint32_t *tab, uint8_t *d, const uint8_t *a,
                    size_t n)
{
#if SFU_X86
    switch (path) {
    case PATH_TABLE: return tab_run(tab, k->bits / 8u, d, a, n);
    case PATH_VECTOR: return vec_run(op, k->dt, d, a, n, NULL);
    case PATH_DD64: return dd64_run(op, d, a, n);
    case PATH_HOST: {
        sfu_fmt f = sfu_fmt_of(k->dt);
        unsigned kind = k->dt == DT_FP64 ? SFU_K_HW64 : SFU_K_HW32;
        if (fast_isa() >= FAST_ISA_AVX2) sfu_vec_avx2(op, kind, &f, k->dt, d, a, n, NULL);
        else sfu_vec_base(op, kind, &f, k->dt, d, a, n, NULL);
        return 0; /* the flags are MXCSR's */
    }
    default: break;
    }
#else
    (void)path;
    (void)tab;
#endif
    return run_exact(op, k->dt, k->bits / 8u, k->profile, d, a, n);
}

void kern_sfu(kern_args *k)
{
    unsigned op = k->eop - E_EXP;
    size_t esz = k->bits / 8u;
    unsigned path = PATH_EXACT;
    const uint32_t *tab = NULL;
    fast_fenv local, *env = k->fenv;
    if (!env) {
        fast_fenv_init(&local, 0);
        env = &local;
    }
#if SFU_X86
    unsigned saved = 0;
    if (k->profile == PTO_PROFILE_IEEE && fast_isa() >= FAST_ISA_SSE2) {
        if ((k->dt == DT_FP32 || k->dt == DT_FP64) && (op == NUM_SFU_SQRT || op == NUM_SFU_RECIP)) {
            /* the host's own operation, its flags from a clean MXCSR */
            saved = _mm_getcsr();
            _mm_setcsr(0x1F80u);
            path = PATH_HOST;
        } else if (k->dt == DT_FP64) {
            if (fast_isa() >= FAST_ISA_AVX2 && has_fma() && fast_fenv_default(env)) path = PATH_DD64;
        } else if (fast_fenv_default(env)) {
            path = PATH_VECTOR;
            if (tab_slot(k->dt) >= 0 && (tab = sfu_table(op, k->dt)) != NULL) path = PATH_TABLE;
        }
    }
#endif
    unsigned flags = 0;
    if (k->vcols == k->cols) {
        flags = run(k, op, path, tab, k->dst, k->a, (size_t)k->vrows * k->cols);
    } else {
        for (uint32_t r = 0; r < k->vrows; r++) {
            size_t off = (size_t)r * k->cols * esz;
            flags |= run(k, op, path, tab, k->dst + off, k->a + off, k->vcols);
        }
    }
#if SFU_X86
    if (path == PATH_HOST) {
        flags = mxcsr_flags(_mm_getcsr());
        _mm_setcsr(saved);
    }
#endif
    k->flags |= flags;
    if (env == &local) fast_fenv_leave(&local);
}

bool kern_sfu_vector(unsigned op, unsigned dt, uint8_t *d, const uint8_t *a, size_t n, uint8_t *lf, unsigned *flags)
{
#if SFU_X86
    if (!num_is_float(dt) || fast_isa() < FAST_ISA_SSE2) return false;
    bool host = (dt == DT_FP32 && !lf) || dt == DT_FP64;
    if (host && (op == NUM_SFU_SQRT || op == NUM_SFU_RECIP)) {
        sfu_fmt f = sfu_fmt_of(dt);
        unsigned kind = dt == DT_FP64 ? SFU_K_HW64 : SFU_K_HW32, esz = pto_dtypes[dt].bits / 8u;
        size_t step = lf ? 1 : n; /* each element's own flags: one element at a time */
        for (size_t i = 0; i < n; i += step) {
            unsigned saved = _mm_getcsr();
            _mm_setcsr(0x1F80u);
            if (fast_isa() >= FAST_ISA_AVX2) sfu_vec_avx2(op, kind, &f, dt, d + i * esz, a + i * esz, step, NULL);
            else sfu_vec_base(op, kind, &f, dt, d + i * esz, a + i * esz, step, NULL);
            unsigned fl = mxcsr_flags(_mm_getcsr());
            _mm_setcsr(saved);
            if (lf) lf[i] = (uint8_t)fl;
            *flags |= fl;
        }
        return true;
    }
    if (dt == DT_FP64 && (fast_isa() < FAST_ISA_AVX2 || !has_fma())) return false;
    fast_fenv env;
    fast_fenv_init(&env, n);
    if (!fast_fenv_default(&env)) return false;
    if (dt == DT_FP64) {
        if (lf)
            for (size_t i = 0; i < n; i++) {
                unsigned f = dd64_run(op, d + i * 8, a + i * 8, 1);
                lf[i] = (uint8_t)f;
                *flags |= f;
            }
        else
            *flags |= dd64_run(op, d, a, n);
    } else {
        *flags |= vec_run(op, dt, d, a, n, lf);
    }
    fast_fenv_leave(&env);
    return true;
#else
    (void)op, (void)dt, (void)d, (void)a, (void)n, (void)lf, (void)flags;
    return false;
#endif
}
