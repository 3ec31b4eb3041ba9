/* TCVT fast paths: FP32 -> FP16 and FP32 -> BF16 under RNE in integer
 * arithmetic on the encodings.  A source whose result is a normal finite
 * number (and, for FP16, one whose result is subnormal) is rounded here;
 * every other element (zero, an FP32 subnormal, infinity, NaN, overflow)
 * goes through the exact rule num_cvt_ieee. */
#include "kern/convert.h"

#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "kern/fast.h"
#include "num/num.h"

/* Two passes: the first, branch-free (the compiler vectorises it), rounds
 * every element as a normal one and notes whether any element is not; only
 * then the second pass redoes the flags and the elements the first one
 * cannot round. */
#if defined(__SSE2__)
/* 32-bit lanes holding 16-bit values -> 8 halfwords (sign-extend, then the
 * signed pack keeps the bits). */
static inline __m128i pack16(__m128i a, __m128i b)
{
    return _mm_packs_epi32(_mm_srai_epi32(_mm_slli_epi32(a, 16), 16), _mm_srai_epi32(_mm_slli_epi32(b, 16), 16));
}
static inline uint32_t or_lanes(__m128i v)
{
    v = _mm_or_si128(v, _mm_shuffle_epi32(v, 0x4E));
    v = _mm_or_si128(v, _mm_shuffle_epi32(v, 0xB1));
    return (uint32_t)_mm_cvtsi128_si32(v);
}
static inline __m128i bf16_lanes(__m128i x, __m128i *bad, __m128i *nx)
{
    const __m128i one = _mm_set1_epi32(1), b7fff = _mm_set1_epi32(0x7FFF), emask = _mm_set1_epi32(0x7F800000);
    const __m128i mmask = _mm_set1_epi32(0x7FFFFF), rinf = _mm_set1_epi32(0x7F80), zero = _mm_setzero_si128();
    __m128i r = _mm_srli_epi32(_mm_add_epi32(_mm_add_epi32(x, b7fff), _mm_and_si128(_mm_srli_epi32(x, 16), one)), 16);
    __m128i e = _mm_and_si128(x, emask);
    __m128i sub = _mm_andnot_si128(_mm_cmpeq_epi32(_mm_and_si128(x, mmask), zero), _mm_cmpeq_epi32(e, zero));
    *bad = _mm_or_si128(*bad, _mm_or_si128(sub, _mm_or_si128(_mm_cmpeq_epi32(e, emask),
                                                             _mm_cmpeq_epi32(_mm_and_si128(r, rinf), rinf))));
    *nx = _mm_or_si128(*nx, _mm_and_si128(x, _mm_set1_epi32(0xFFFF)));
    return r;
}
#endif

#if defined(__GNUC__) && defined(__x86_64__) && defined(__SSE2__)
#include <immintrin.h>
#define CVT_AVX2 1
/* The first passes with AVX2 (and F16C for FP16), 16 elements a step; they
 * return the count done and OR "needs the second pass" into *bad, the NX
 * (and UF) evidence into *nx (*uf). */
__attribute__((target("avx2,f16c"))) static size_t bf16_avx2(uint16_t *d, const uint32_t *s, size_t n, uint32_t *bad,
                                                              uint32_t *nx)
{
    const __m256i one = _mm256_set1_epi32(1), b7fff = _mm256_set1_epi32(0x7FFF), absm = _mm256_set1_epi32(0x7FFFFFFF);
    const __m256i lo = _mm256_set1_epi32(0x00800000), hi = _mm256_set1_epi32(0x7F7F7FFF), zero = _mm256_setzero_si256();
    const __m256i low16 = _mm256_set1_epi32(0xFFFF);
    __m256i vb = zero, vn = zero;
    size_t i = 0;
    for (; i + 16 <= n; i += 16) {
        __m256i r2[2];
        for (int k = 0; k < 2; k++) {
            __m256i x = _mm256_loadu_si256((const __m256i *)(const void *)(s + i + 8 * k));
            __m256i a = _mm256_and_si256(x, absm);
            r2[k] = _mm256_srli_epi32(_mm256_add_epi32(_mm256_add_epi32(x, b7fff),
                                                       _mm256_and_si256(_mm256_srli_epi32(x, 16), one)), 16);
            __m256i sub = _mm256_andnot_si256(_mm256_cmpeq_epi32(a, zero), _mm256_cmpgt_epi32(lo, a));
            vb = _mm256_or_si256(vb, _mm256_or_si256(sub, _mm256_cmpgt_epi32(a, hi)));
            vn = _mm256_or_si256(vn, _mm256_and_si256(x, low16));
        }
        __m256i p = _mm256_permute4x64_epi64(_mm256_packus_epi32(r2[0], r2[1]), 0xD8);
        _mm256_storeu_si256((__m256i *)(void *)(d + i), p);
    }
    *bad |= (uint32_t)!_mm256_testz_si256(vb, vb);
    *nx |= (uint32_t)!_mm256_testz_si256(vn, vn);
    return i;
}

__attribute__((target("avx2,f16c"))) static size_t f16_avx2(uint16_t *d, const uint32_t *s, size_t n, uint32_t *bad,
                                                             uint32_t *nx, uint32_t *uf)
{
    const __m256i absm = _mm256_set1_epi32(0x7FFFFFFF), over = _mm256_set1_epi32(0x477FEFFF);
    const __m256i tiny = _mm256_set1_epi32(0x387FF000);
    __m256i vb = _mm256_setzero_si256(), vn = vb, vu = vb;
    size_t i = 0;
    for (; i + 16 <= n; i += 16) {
        __m128i h2[2];
        for (int k = 0; k < 2; k++) {
            __m256 x = _mm256_loadu_ps((const float *)(const void *)(s + i + 8 * k));
            __m256i a = _mm256_and_si256(_mm256_castps_si256(x), absm);
            __m128i h = _mm256_cvtps_ph(x, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
            __m256i ov = _mm256_cmpgt_epi32(a, over); /* overflow, infinity, NaN: the second pass */
            __m256i ix = _mm256_andnot_si256(ov, _mm256_castps_si256(_mm256_cmp_ps(_mm256_cvtph_ps(h), x, _CMP_NEQ_UQ)));
            vb = _mm256_or_si256(vb, ov);
            vn = _mm256_or_si256(vn, ix);
            vu = _mm256_or_si256(vu, _mm256_and_si256(ix, _mm256_cmpgt_epi32(tiny, a)));
            h2[k] = h;
        }
        _mm_storeu_si128((__m128i *)(void *)(d + i), h2[0]);
        _mm_storeu_si128((__m128i *)(void *)(d + i + 8), h2[1]);
    }
    *bad |= (uint32_t)!_mm256_testz_si256(vb, vb);
    *nx |= (uint32_t)!_mm256_testz_si256(vn, vn);
    *uf |= (uint32_t)!_mm256_testz_si256(vu, vu);
    return i;
}
#endif

void kern_cvt_f32_bf16(uint16_t *d, const uint32_t *s, size_t n, bool sat, unsigned *flags)
{
    uint32_t nx = 0, bad = 0;
    size_t i0 = 0;
#if defined(CVT_AVX2)
    if (fast_isa() >= FAST_ISA_AVX2) i0 = bf16_avx2(d, s, n, &bad, &nx);
#endif
#if defined(__SSE2__)
    __m128i vb = _mm_setzero_si128(), vn = _mm_setzero_si128();
    for (; i0 + 8 <= n; i0 += 8) {
        __m128i a = bf16_lanes(_mm_loadu_si128((const __m128i *)(const void *)(s + i0)), &vb, &vn);
        __m128i b = bf16_lanes(_mm_loadu_si128((const __m128i *)(const void *)(s + i0 + 4)), &vb, &vn);
        _mm_storeu_si128((__m128i *)(void *)(d + i0), pack16(a, b));
    }
    bad |= or_lanes(vb);
    nx |= or_lanes(vn);
#endif
    for (size_t i = i0; i < n; i++) {
        uint32_t x = s[i], e = x & 0x7F800000u;
        uint32_t r = (x + 0x7FFFu + ((x >> 16) & 1u)) >> 16;
        /* exponent field 1..254 and no carry into the infinity encoding */
        bad |= (uint32_t)(e == 0 && (x & 0x7FFFFFu)) | (uint32_t)(e == 0x7F800000u) |
               (uint32_t)((r & 0x7F80u) == 0x7F80u);
        nx |= x & 0xFFFFu;
        d[i] = (uint16_t)r;
    }
    if (!bad) {
        *flags |= nx ? NUM_NX : 0u;
        return;
    }
    unsigned fl = 0;
    nx = 0;
    for (size_t i = 0; i < n; i++) {
        uint32_t x = s[i], e = x & 0x7F800000u;
        if ((e != 0 || !(x & 0x7FFFFFu)) && e != 0x7F800000u && (d[i] & 0x7F80u) != 0x7F80u) nx |= x & 0xFFFFu;
        else d[i] = (uint16_t)num_cvt_ieee(1, 5, x, NUM_RM_RNE, sat, &fl);
    }
    *flags |= fl | (nx ? NUM_NX : 0u);
}

void kern_cvt_f32_f16(uint16_t *d, const uint32_t *s, size_t n, bool sat, unsigned *flags)
{
    uint32_t nx = 0, bad = 0;
    for (size_t i = 0; i < n; i++) {
        uint32_t x = s[i], a = x & 0x7FFFFFFFu;
        /* FP16 normal range: 2^-14 <= |x|, result below 2^16 (0x7C00) */
        uint32_t t = a - 0x38000000u; /* rebias 127 -> 15 */
        uint32_t r = (t + 0xFFFu + ((t >> 13) & 1u)) >> 13;
        bad |= (uint32_t)(a < 0x38800000u) | (uint32_t)(a >= 0x477FF000u);
        nx |= a & 0x1FFFu;
        d[i] = (uint16_t)(r | ((x >> 16) & 0x8000u));
    }
    if (!bad) {
        *flags |= nx ? NUM_NX : 0u;
        return;
    }
    unsigned fl = 0, uf = 0;
    nx = 0;
    for (size_t i = 0; i < n; i++) {
        uint32_t x = s[i], a = x & 0x7FFFFFFFu;
        if (a >= 0x38800000u && a < 0x477FF000u) {
            nx |= a & 0x1FFFu;
        } else if (a >= 0x33000000u && a < 0x38800000u) {
            /* a subnormal (or the smallest normal) result: 2^-25 <= |x| < 2^-14 */
            uint32_t m = (a & 0x7FFFFFu) | 0x800000u, sh = 126u - (a >> 23); /* 14..24 */
            uint32_t r = m >> sh, rem = m & ((1u << sh) - 1u), half = 1u << (sh - 1u);
            r += (uint32_t)(rem > half || (rem == half && (r & 1u)));
            d[i] = (uint16_t)(r | ((x >> 16) & 0x8000u));
            if (rem) {
                nx = 1;
                uf |= (uint32_t)(a < 0x387FF000u); /* tiny after rounding (unbounded exponent) */
            }
        } else {
            d[i] = (uint16_t)num_cvt_ieee(1, 4, x, NUM_RM_RNE, sat, &fl);
        }
    }
    *flags |= fl | (nx ? NUM_NX : 0u) | (uf ? NUM_UF : 0u);
}

/* FP32 -> FP16 with the subnormal results in the same branch-free pass: a
 * result below 2^-14 is |x| * 2^24 rounded to an integer, which host float
 * computes exactly in the default environment (RNE, no FTZ/DAZ: the caller
 * has it in effect): the product is exact, adding 1.5 * 2^23 rounds it to
 * an integer in the low mantissa bits. */
#if defined(__SSE2__)
static inline __m128i f16_lanes(__m128i x, __m128i *bad, __m128i *nx, __m128i *uf)
{
    const __m128i absm = _mm_set1_epi32(0x7FFFFFFF), one = _mm_set1_epi32(1), zero = _mm_setzero_si128();
    __m128i a = _mm_and_si128(x, absm);
    __m128i t = _mm_sub_epi32(a, _mm_set1_epi32(0x38000000));
    __m128i rn = _mm_srli_epi32(
        _mm_add_epi32(_mm_add_epi32(t, _mm_set1_epi32(0xFFF)), _mm_and_si128(_mm_srli_epi32(t, 13), one)), 13);
    __m128 f = _mm_mul_ps(_mm_castsi128_ps(a), _mm_set1_ps(0x1p24f));
    __m128 g = _mm_add_ps(f, _mm_set1_ps(0x1.8p23f));
    __m128i rs = _mm_sub_epi32(_mm_castps_si128(g), _mm_set1_epi32(0x4B400000));
    __m128i sub = _mm_cmplt_epi32(a, _mm_set1_epi32(0x38800000));
    __m128i ixs = _mm_castps_si128(_mm_cmpneq_ps(_mm_sub_ps(g, _mm_set1_ps(0x1.8p23f)), f));
    __m128i ixn = _mm_xor_si128(_mm_cmpeq_epi32(_mm_and_si128(a, _mm_set1_epi32(0x1FFF)), zero), _mm_set1_epi32(-1));
    __m128i over = _mm_cmpgt_epi32(a, _mm_set1_epi32(0x477FEFFF));
    __m128i ix = _mm_andnot_si128(over, _mm_or_si128(_mm_and_si128(sub, ixs), _mm_andnot_si128(sub, ixn)));
    *nx = _mm_or_si128(*nx, ix);
    *uf = _mm_or_si128(*uf, _mm_and_si128(_mm_and_si128(sub, ix), _mm_cmplt_epi32(a, _mm_set1_epi32(0x387FF000))));
    *bad = _mm_or_si128(*bad, over);
    __m128i r = _mm_or_si128(_mm_and_si128(sub, rs), _mm_andnot_si128(sub, rn));
    return _mm_or_si128(r, _mm_and_si128(_mm_srli_epi32(x, 16), _mm_set1_epi32(0x8000)));
}
#endif

static void cvt_f32_f16_host(uint16_t *d, const uint32_t *s, size_t n, bool sat, unsigned *flags)
{
    uint32_t nx = 0, uf = 0, bad = 0;
    size_t i0 = 0;
#if defined(CVT_AVX2)
    if (fast_isa() >= FAST_ISA_AVX2) i0 = f16_avx2(d, s, n, &bad, &nx, &uf);
#endif
#if defined(__SSE2__)
    __m128i vb = _mm_setzero_si128(), vn = _mm_setzero_si128(), vu = _mm_setzero_si128();
    for (; i0 + 8 <= n; i0 += 8) {
        __m128i a = f16_lanes(_mm_loadu_si128((const __m128i *)(const void *)(s + i0)), &vb, &vn, &vu);
        __m128i b = f16_lanes(_mm_loadu_si128((const __m128i *)(const void *)(s + i0 + 4)), &vb, &vn, &vu);
        _mm_storeu_si128((__m128i *)(void *)(d + i0), pack16(a, b));
    }
    bad |= or_lanes(vb);
    nx |= or_lanes(vn);
    uf |= or_lanes(vu);
#endif
    for (size_t i = i0; i < n; i++) {
        uint32_t x = s[i], a = x & 0x7FFFFFFFu;
        uint32_t t = a - 0x38000000u;
        uint32_t rn = (t + 0xFFFu + ((t >> 13) & 1u)) >> 13;
        float fa, g;
        memcpy(&fa, &a, 4);
        float f = fa * 0x1p24f;
        g = f + 0x1.8p23f;
        uint32_t gb;
        memcpy(&gb, &g, 4);
        uint32_t rs = gb - 0x4B400000u;
        uint32_t sub = (uint32_t)(a < 0x38800000u);
        uint32_t ixs = (uint32_t)((g - 0x1.8p23f) != f), ixn = (uint32_t)((a & 0x1FFFu) != 0);
        uint32_t over = (uint32_t)(a >= 0x477FF000u);
        uint32_t ix = over ? 0u : sub ? ixs : ixn;
        nx |= ix;
        uf |= sub & ix & (uint32_t)(a < 0x387FF000u); /* tiny after rounding (unbounded exponent) */
        bad |= over;
        d[i] = (uint16_t)((sub ? rs : rn) | ((x >> 16) & 0x8000u));
    }
    if (bad) { /* overflow, infinity, NaN: the exact rule for those */
        unsigned fl = 0;
        for (size_t i = 0; i < n; i++)
            if ((s[i] & 0x7FFFFFFFu) >= 0x477FF000u) d[i] = (uint16_t)num_cvt_ieee(1, 4, s[i], NUM_RM_RNE, sat, &fl);
        *flags |= fl;
    }
    *flags |= (nx ? NUM_NX : 0u) | (uf ? NUM_UF : 0u);
}

void kern_cvt_f32_f16_host(uint16_t *d, const uint32_t *s, size_t n, bool sat, unsigned *flags)
{
    fast_fenv env;
    fast_fenv_init(&env, n);
    if (fast_fenv_default(&env)) cvt_f32_f16_host(d, s, n, sat, flags);
    else kern_cvt_f32_f16(d, s, n, sat, flags);
    fast_fenv_leave(&env);
}

bool kern_cvt_fast(const tile *s, tile *d, unsigned pe, unsigned rm, bool sat, bool ieee, unsigned *flags)
{
    if (!ieee || rm != NUM_RM_RNE || s->dtype != DT_FP32 || (d->dtype != DT_FP16 && d->dtype != DT_BF16) ||
        s->layout != PTO_LAYOUT_ROW_MAJOR || d->layout != PTO_LAYOUT_ROW_MAJOR)
        return false;
    const uint32_t *src = (const uint32_t *)(const void *)s->data[pe];
    uint16_t *dst = (uint16_t *)(void *)d->data[pe];
    size_t run = s->vcols == s->cols ? (size_t)s->vrows * s->cols : s->vcols;
    uint32_t rows = s->vcols == s->cols ? 1 : s->vrows;
    fast_fenv env;
    fast_fenv_init(&env, run * rows);
    bool host = d->dtype == DT_FP16 && fast_fenv_default(&env);
    for (uint32_t r = 0; r < rows; r++) {
        uint16_t *o = dst + (size_t)r * d->cols;
        const uint32_t *in = src + (size_t)r * s->cols;
        if (host) cvt_f32_f16_host(o, in, run, sat, flags);
        else if (d->dtype == DT_FP16) kern_cvt_f32_f16(o, in, run, sat, flags);
        else kern_cvt_f32_bf16(o, in, run, sat, flags);
    }
    fast_fenv_leave(&env);
    return true;
}
