/* The plain loops of the benchmark's "plain" column: what a C programmer
 * would write for TADD, TMUL, TMAX, TSUBS, TCMPS (GT) and TEXPANDS on FP32,
 * FP16, BF16, S32, S16 and U8, at -O2 with the compiler's vectoriser on
 * (optimize("tree-vectorize")), built three times: for the x86-64 baseline
 * and, chosen at run time like ptosim's own kernels, for AVX2+F16C and for
 * AVX-512 (F, BW; 512-bit vectors preferred, FP16 16 elements a step with
 * the AVX-512 conversions).
 *
 *   FP32       host float: d = a + b, a * b, a - s, a > s;
 *   FP16       through float: with F16C, vcvtph2ps / the float operation /
 *              vcvtps2ph (RNE), 8 elements a step (GCC 12 does not
 *              vectorise _Float16 conversions itself); on the baseline, a
 *              plain rounding function in integer arithmetic;
 *   BF16       through float: << 16, the float operation, RNE narrowing
 *              (u + 0x7FFF + bit 16) >> 16 with NaNs made quiet;
 *   integers   wrapping arithmetic, signed MAX for S32/S16, unsigned for U8;
 *   TMAX       on floats the MIN/MAX rule (one NaN gives the other operand,
 *              two NaNs a NaN, equal values x & y, which makes -0 only of
 *              two -0s), else the larger; FP16 with F16C as 8-lane float
 *              compares and blends of the encodings;
 *   TCMPS      x > s packed LSB first, 8 elements a byte;
 *   TEXPANDS   a fill loop.
 * Rounding twice (to float, then to FP16 or BF16) is innocuous for + - * of
 * these formats, so the results are the correctly rounded ones; the
 * benchmark checks them against its reference loops (bench.c) before
 * timing.  No flags are computed: this is the arithmetic alone. */
#include "bench.h"

#include <string.h>

#include "core.h"
#include "kern/fast.h"

#if defined(__GNUC__) && !defined(__clang__)
#define VEC_LOOP __attribute__((optimize("tree-vectorize", "no-tree-loop-distribute-patterns"), noinline))
#else
#define VEC_LOOP __attribute__((noinline))
#endif

#if defined(__GNUC__) && defined(__x86_64__)
#define PLAIN_X86 1
#include <immintrin.h>
#define TGT_AVX2 __attribute__((target("avx2,f16c")))
#if defined(__clang__) /* clang takes no vector-width preference in the target attribute */
#define TGT_AVX512 __attribute__((target("avx512f,avx512bw,avx2,f16c")))
#else
#define TGT_AVX512 __attribute__((target("avx512f,avx512bw,avx2,f16c,prefer-vector-width=512")))
#endif
#else
#define PLAIN_X86 0
#endif

static inline float f32(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static inline uint32_t u32(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }

static inline float h2f_sw(uint16_t h)
{
    uint32_t o = (uint32_t)(h & 0x7FFFu) << 13, e = o & 0x0F800000u;
    o += (uint32_t)(127 - 15) << 23;
    if (e == 0x0F800000u) o += (uint32_t)(128 - 16) << 23;
    else if (e == 0) { o += 1u << 23; o = u32(f32(o) - f32(113u << 23)); }
    return f32(o | (uint32_t)(h & 0x8000u) << 16);
}
static inline uint16_t f2h_sw(float f)
{
    uint32_t x = u32(f), ax = x & 0x7FFFFFFFu;
    uint16_t sign = (uint16_t)((x >> 16) & 0x8000u);
    if (ax > 0x7F800000u) return (uint16_t)(sign | 0x7E00u);
    if (ax >= 0x477FF000u) return (uint16_t)(sign | 0x7C00u);
    if (ax < 0x38800000u) return (uint16_t)(sign | (u32(f32(ax) + 0.5f) - 0x3F000000u));
    ax += ((uint32_t)(15 - 127) << 23) + 0xFFFu + ((ax >> 13) & 1u);
    return (uint16_t)(sign | (ax >> 13));
}
static inline float b2f(uint16_t b) { return f32((uint32_t)b << 16); }
static inline uint16_t f2b(float f)
{
    uint32_t x = u32(f);
    uint32_t r = (x + 0x7FFFu + ((x >> 16) & 1u)) >> 16;
    return (uint16_t)((x & 0x7FFFFFFFu) > 0x7F800000u ? ((x >> 16) | 0x40u) : r);
}
/* MIN/MAX rule on encodings x, y with values fx, fy, written so that the
 * compiler vectorises it (two NaNs give y, a NaN). */
#define MAXR(x, y, fx, fy, cn) \
    ((((fy) != (fy) && (fx) == (fx)) || (fx) > (fy)) ? (x) : (fx) == (fy) ? ((x) & (y)) : (y))

#define LOOPS(SUF, ATTR, H2F, F2H)                                                                             \
    ATTR VEC_LOOP static void add_##SUF(unsigned dt, int op, const uint8_t *restrict a, const uint8_t *restrict b, \
                                       uint64_t s, uint8_t *restrict d, size_t n)                             \
    {                                                                                                         \
        switch (dt) {                                                                                         \
        case DT_FP32: {                                                                                       \
            const float *x = (const float *)(const void *)a, *y = (const float *)(const void *)b;             \
            float *z = (float *)(void *)d, sf = f32((uint32_t)s);                                             \
            uint32_t *zi = (uint32_t *)(void *)d;                                                             \
            const uint32_t *xi = (const uint32_t *)(const void *)a, *yi = (const uint32_t *)(const void *)b;  \
            if (op == 0) for (size_t i = 0; i < n; i++) z[i] = x[i] + y[i];                                   \
            else if (op == 1) for (size_t i = 0; i < n; i++) z[i] = x[i] * y[i];                              \
            else if (op == 2) for (size_t i = 0; i < n; i++) zi[i] = MAXR(xi[i], yi[i], x[i], y[i], 0x7FC00000u); \
            else for (size_t i = 0; i < n; i++) z[i] = x[i] - sf;                                             \
            break;                                                                                            \
        }                                                                                                     \
        case DT_FP16: {                                                                                       \
            const uint16_t *x = (const uint16_t *)(const void *)a, *y = (const uint16_t *)(const void *)b;    \
            uint16_t *z = (uint16_t *)(void *)d;                                                              \
            float sf = H2F((uint16_t)s);                                                                      \
            FP16_BODY(SUF)                                                                                    \
            break;                                                                                            \
        }                                                                                                     \
        case DT_BF16: {                                                                                       \
            const uint16_t *x = (const uint16_t *)(const void *)a, *y = (const uint16_t *)(const void *)b;    \
            uint16_t *z = (uint16_t *)(void *)d;                                                              \
            float sf = b2f((uint16_t)s);                                                                      \
            if (op == 0) for (size_t i = 0; i < n; i++) z[i] = f2b(b2f(x[i]) + b2f(y[i]));                    \
            else if (op == 1) for (size_t i = 0; i < n; i++) z[i] = f2b(b2f(x[i]) * b2f(y[i]));               \
            else if (op == 2)                                                                                 \
                for (size_t i = 0; i < n; i++) z[i] = (uint16_t)MAXR(x[i], y[i], b2f(x[i]), b2f(y[i]), 0x7FC0u); \
            else for (size_t i = 0; i < n; i++) z[i] = f2b(b2f(x[i]) - sf);                                   \
            break;                                                                                            \
        }                                                                                                     \
        case DT_S32: {                                                                                        \
            const int32_t *x = (const int32_t *)(const void *)a, *y = (const int32_t *)(const void *)b;       \
            uint32_t *z = (uint32_t *)(void *)d, v = (uint32_t)s;                                             \
            if (op == 0) for (size_t i = 0; i < n; i++) z[i] = (uint32_t)x[i] + (uint32_t)y[i];               \
            else if (op == 1) for (size_t i = 0; i < n; i++) z[i] = (uint32_t)x[i] * (uint32_t)y[i];          \
            else if (op == 2) for (size_t i = 0; i < n; i++) z[i] = (uint32_t)(x[i] >= y[i] ? x[i] : y[i]);   \
            else for (size_t i = 0; i < n; i++) z[i] = (uint32_t)x[i] - v;                                    \
            break;                                                                                            \
        }                                                                                                     \
        case DT_S16: {                                                                                        \
            const int16_t *x = (const int16_t *)(const void *)a, *y = (const int16_t *)(const void *)b;       \
            uint16_t *z = (uint16_t *)(void *)d, v = (uint16_t)s;                                             \
            if (op == 0) for (size_t i = 0; i < n; i++) z[i] = (uint16_t)(x[i] + y[i]);                       \
            else if (op == 1) for (size_t i = 0; i < n; i++) z[i] = (uint16_t)(1u * (uint16_t)x[i] * (uint16_t)y[i]); \
            else if (op == 2) for (size_t i = 0; i < n; i++) z[i] = (uint16_t)(x[i] >= y[i] ? x[i] : y[i]);   \
            else for (size_t i = 0; i < n; i++) z[i] = (uint16_t)((uint16_t)x[i] - v);                        \
            break;                                                                                            \
        }                                                                                                     \
        default: {                                                                                            \
            uint8_t v = (uint8_t)s;                                                                           \
            if (op == 0) for (size_t i = 0; i < n; i++) d[i] = (uint8_t)(a[i] + b[i]);                        \
            else if (op == 1) for (size_t i = 0; i < n; i++) d[i] = (uint8_t)(a[i] * b[i]);                   \
            else if (op == 2) for (size_t i = 0; i < n; i++) d[i] = a[i] >= b[i] ? a[i] : b[i];               \
            else for (size_t i = 0; i < n; i++) d[i] = (uint8_t)(a[i] - v);                                   \
            break;                                                                                            \
        }                                                                                                     \
        }                                                                                                     \
    }                                                                                                         \
    ATTR VEC_LOOP static void cmpgt_##SUF(unsigned dt, const uint8_t *restrict a, uint64_t s, uint8_t *restrict d, \
                                         size_t n)                                                            \
    {                                                                                                         \
        switch (dt) {                                                                                         \
        case DT_FP32: { float v = f32((uint32_t)s); PACK(((const float *)(const void *)a)[i + j] > v); break; } \
        case DT_FP16: { float v = H2F((uint16_t)s); PACK(H2F(((const uint16_t *)(const void *)a)[i + j]) > v); break; } \
        case DT_BF16: { float v = b2f((uint16_t)s); PACK(b2f(((const uint16_t *)(const void *)a)[i + j]) > v); break; } \
        case DT_S32: { int32_t v = (int32_t)(uint32_t)s; PACK(((const int32_t *)(const void *)a)[i + j] > v); break; } \
        case DT_S16: { int16_t v = (int16_t)(uint16_t)s; PACK(((const int16_t *)(const void *)a)[i + j] > v); break; } \
        default: { uint8_t v = (uint8_t)s; PACK(a[i + j] > v); break; }                                      \
        }                                                                                                     \
    }                                                                                                         \
    ATTR VEC_LOOP static void fill_##SUF(unsigned bits, uint64_t s, uint8_t *restrict d, size_t n)            \
    {                                                                                                         \
        if (bits == 32) { uint32_t *z = (uint32_t *)(void *)d, v = (uint32_t)s; for (size_t i = 0; i < n; i++) z[i] = v; } \
        else if (bits == 16) { uint16_t *z = (uint16_t *)(void *)d, v = (uint16_t)s; for (size_t i = 0; i < n; i++) z[i] = v; } \
        else { uint8_t v = (uint8_t)s; for (size_t i = 0; i < n; i++) d[i] = v; }                             \
    }

/* x > v for elements i + j, j < 8, one byte a step (n a multiple of 8). */
#define PACK(PRED)                                                         \
    for (size_t i = 0; i < n; i += 8) {                                    \
        unsigned byte = 0;                                                 \
        for (unsigned j = 0; j < 8; j++) byte |= (unsigned)(PRED) << j;    \
        d[i >> 3] = (uint8_t)byte;                                         \
    }

/* FP16 on the baseline: the rounding functions. */
#define FP16_BODY_base                                                                                        \
    if (op == 0) for (size_t i = 0; i < n; i++) z[i] = f2h_sw(h2f_sw(x[i]) + h2f_sw(y[i]));                   \
    else if (op == 1) for (size_t i = 0; i < n; i++) z[i] = f2h_sw(h2f_sw(x[i]) * h2f_sw(y[i]));              \
    else if (op == 2)                                                                                         \
        for (size_t i = 0; i < n; i++) z[i] = (uint16_t)MAXR(x[i], y[i], h2f_sw(x[i]), h2f_sw(y[i]), 0x7E00u); \
    else for (size_t i = 0; i < n; i++) z[i] = f2h_sw(h2f_sw(x[i]) - sf);
#define FP16_BODY(SUF) FP16_BODY_##SUF

LOOPS(base, , h2f_sw, f2h_sw)

#if PLAIN_X86
TGT_AVX2 static inline float h2f_hw(uint16_t h) { return _cvtsh_ss(h); }
/* FP16 with F16C: 8 elements a step, the rest one at a time. */
#define FP16_STEP8(EXPR)                                                                                      \
    do {                                                                                                      \
        size_t i = 0;                                                                                         \
        for (; i + 8 <= n; i += 8) {                                                                          \
            __m256 fx = _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(const void *)(x + i)));            \
            __m256 fy = _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(const void *)(y + i)));            \
            _mm_storeu_si128((__m128i *)(void *)(z + i), _mm256_cvtps_ph(EXPR, _MM_FROUND_TO_NEAREST_INT));  \
        }                                                                                                     \
        for (; i < n; i++) {                                                                                  \
            __m256 fx = _mm256_set1_ps(_cvtsh_ss(x[i])), fy = _mm256_set1_ps(_cvtsh_ss(y[i]));               \
            z[i] = (uint16_t)_mm_extract_epi16(_mm256_cvtps_ph(EXPR, _MM_FROUND_TO_NEAREST_INT), 0);          \
        }                                                                                                     \
    } while (0)
#define FP16_BODY_avx2                                                                                        \
    if (op == 0) FP16_STEP8(_mm256_add_ps(fx, fy));                                                           \
    else if (op == 1) FP16_STEP8(_mm256_mul_ps(fx, fy));                                                      \
    else if (op == 2) {                                                                                       \
        size_t i = 0;                                                                                         \
        for (; i + 8 <= n; i += 8) {                                                                          \
            __m128i hx = _mm_loadu_si128((const __m128i *)(const void *)(x + i));                             \
            __m128i hy = _mm_loadu_si128((const __m128i *)(const void *)(y + i));                             \
            __m256 fx = _mm256_cvtph_ps(hx), fy = _mm256_cvtph_ps(hy);                                        \
            __m256 ix = _mm256_castsi256_ps(_mm256_cvtepu16_epi32(hx));                                       \
            __m256 iy = _mm256_castsi256_ps(_mm256_cvtepu16_epi32(hy));                                       \
            __m256 takex = _mm256_or_ps(_mm256_cmp_ps(fx, fy, _CMP_GT_OQ),                                    \
                                        _mm256_andnot_ps(_mm256_cmp_ps(fx, fx, _CMP_UNORD_Q),                 \
                                                         _mm256_cmp_ps(fy, fy, _CMP_UNORD_Q)));               \
            __m256 r = _mm256_blendv_ps(iy, _mm256_and_ps(ix, iy), _mm256_cmp_ps(fx, fy, _CMP_EQ_OQ));        \
            __m256i ri = _mm256_castps_si256(_mm256_blendv_ps(r, ix, takex));                                 \
            ri = _mm256_permute4x64_epi64(_mm256_packus_epi32(ri, ri), 0x08);                                 \
            _mm_storeu_si128((__m128i *)(void *)(z + i), _mm256_castsi256_si128(ri));                         \
        }                                                                                                     \
        for (; i < n; i++) z[i] = (uint16_t)MAXR(x[i], y[i], h2f_hw(x[i]), h2f_hw(y[i]), 0x7E00u);            \
    } else {                                                                                                  \
        const __m256 vs = _mm256_set1_ps(sf);                                                                 \
        y = x;                                                                                                \
        FP16_STEP8(((void)fy, _mm256_sub_ps(fx, vs)));                                                                    \
    }
LOOPS(avx2, TGT_AVX2, h2f_hw, f2h_hw)

/* FP16 with the AVX-512 conversions: 16 elements a step; MAX as with F16C. */
#define FP16_STEP16(EXPR)                                                                                     \
    do {                                                                                                      \
        size_t i = 0;                                                                                         \
        for (; i + 16 <= n; i += 16) {                                                                        \
            __m512 fx = _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)(const void *)(x + i)));         \
            __m512 fy = _mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)(const void *)(y + i)));         \
            _mm256_storeu_si256((__m256i *)(void *)(z + i), _mm512_cvtps_ph(EXPR, _MM_FROUND_TO_NEAREST_INT)); \
        }                                                                                                     \
        for (; i < n; i++) {                                                                                  \
            __m512 fx = _mm512_set1_ps(_cvtsh_ss(x[i])), fy = _mm512_set1_ps(_cvtsh_ss(y[i]));               \
            z[i] = (uint16_t)_mm256_extract_epi16(_mm512_cvtps_ph(EXPR, _MM_FROUND_TO_NEAREST_INT), 0);       \
        }                                                                                                     \
    } while (0)
#define FP16_BODY_avx512                                                                                      \
    if (op == 0) FP16_STEP16(_mm512_add_ps(fx, fy));                                                          \
    else if (op == 1) FP16_STEP16(_mm512_mul_ps(fx, fy));                                                     \
    else if (op == 2) {                                                                                       \
        FP16_BODY_avx2                                                                                        \
    } else {                                                                                                  \
        const __m512 vs = _mm512_set1_ps(sf);                                                                 \
        y = x;                                                                                                \
        FP16_STEP16(((void)fy, _mm512_sub_ps(fx, vs)));                                                       \
    }
LOOPS(avx512, TGT_AVX512, h2f_hw, f2h_hw)

/* The loops take the level ptosim's own kernels run at (fast_isa). */
static bool avx2(void) { return fast_isa() == FAST_ISA_AVX2; }
static bool avx512(void) { return fast_isa() >= FAST_ISA_AVX512; }
#else
static bool avx2(void) { return false; }
static bool avx512(void) { return false; }
#endif

const char *plain_level(void) { return avx512() ? "AVX-512" : avx2() ? "AVX2+F16C" : "baseline"; }

bool plain_has(unsigned dt)
{
    return dt == DT_FP32 || dt == DT_FP16 || dt == DT_BF16 || dt == DT_S32 || dt == DT_S16 || dt == DT_U8;
}

void plain_elem(unsigned dt, int op, const uint8_t *a, const uint8_t *b, uint64_t s, uint8_t *d, size_t n)
{
#if PLAIN_X86
    if (avx512()) { add_avx512(dt, op, a, b, s, d, n); return; }
    if (avx2()) { add_avx2(dt, op, a, b, s, d, n); return; }
#endif
    add_base(dt, op, a, b, s, d, n);
}

void plain_cmpgt(unsigned dt, const uint8_t *a, uint64_t s, uint8_t *d, size_t n)
{
#if PLAIN_X86
    if (avx512()) { cmpgt_avx512(dt, a, s, d, n); return; }
    if (avx2()) { cmpgt_avx2(dt, a, s, d, n); return; }
#endif
    cmpgt_base(dt, a, s, d, n);
}

void plain_fill(unsigned bits, uint64_t s, uint8_t *d, size_t n)
{
#if PLAIN_X86
    if (avx512()) { fill_avx512(bits, s, d, n); return; }
    if (avx2()) { fill_avx2(bits, s, d, n); return; }
#endif
    fill_base(bits, s, d, n);
}
