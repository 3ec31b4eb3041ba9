/* The SFU unary kernels: TEXP, TLOG, TRECIP, TSQRT, TRSQRT over the valid
 * region.  The element rules are those of src/num/transc.c
 * (TileSFUUnarySpecialValue, then TileProfileUnary of the profile); this
 * unit only makes them fast.
 *
 * pto-v0 and FP64 run the exact rules element by element.  Under ieee the
 * formats up to FP32 (FP32, TF32, HF32, FP16, BF16, E4M3, E5M2) take a
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
/* The helpers that take or return 32-byte vectors are always inlined into
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
enum { PATH_EXACT = 0, PATH_VECTOR, PATH_TABLE, PATH_HOST };

static unsigned run(const kern_args *k, unsigned op, unsigned path, const uint32_t *tab, uint8_t *d, const uint8_t *a,
                    size_t n)
{
#if SFU_X86
    switch (path) {
    case PATH_TABLE: return tab_run(tab, k->bits / 8u, d, a, n);
    case PATH_VECTOR: return vec_run(op, k->dt, d, a, n, NULL);
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
        } else if (k->dt != DT_FP64 && fast_fenv_default(env)) {
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
        unsigned saved = _mm_getcsr();
        _mm_setcsr(0x1F80u);
        sfu_fmt f = sfu_fmt_of(dt);
        unsigned kind = dt == DT_FP64 ? SFU_K_HW64 : SFU_K_HW32;
        if (fast_isa() >= FAST_ISA_AVX2) sfu_vec_avx2(op, kind, &f, dt, d, a, n, NULL);
        else sfu_vec_base(op, kind, &f, dt, d, a, n, NULL);
        *flags |= mxcsr_flags(_mm_getcsr());
        _mm_setcsr(saved);
        return true;
    }
    if (dt == DT_FP64) return false;
    fast_fenv env;
    fast_fenv_init(&env, n);
    if (!fast_fenv_default(&env)) return false;
    {
        *flags |= vec_run(op, dt, d, a, n, lf);
    }
    fast_fenv_leave(&env);
    return true;
#else
    (void)op, (void)dt, (void)d, (void)a, (void)n, (void)lf, (void)flags;
    return false;
#endif
}
