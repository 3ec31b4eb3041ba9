/* Unary element rules (asl/tile/model/execution/unary.asl):
 * TileIntegerUnaryValue and TileFloatingUnaryValue for ABS, NOT, NEG and
 * RELU, written once as lane-wise integer operations on 32-byte vectors and
 * compiled for the baseline and, chosen at run time (fast_isa), for AVX2;
 * RELU of the 32-bit float types has one AVX2 loop of its own (signed max
 * and blend, frelu32_avx2).  tests/test_unary.c checks every form against
 * a reference written from the ASL, exhaustively for the 8- and 16-bit
 * types and at every instruction-set level. */
#include <string.h>

#include "core.h"
#include "kern/fast.h"
#include "num/num.h"

#if defined(__GNUC__) && defined(__x86_64__) && defined(__SSE2__)
#define UNARY_X86 1
#if defined(__clang__)
/* The vector code is always inlined into its AVX2 or baseline caller; no
 * vector crosses a call. */
#pragma clang diagnostic ignored "-Wpsabi"
#endif
#define TARGET_AVX2 __attribute__((target("avx2")))
#else
#define UNARY_X86 0
#endif

#include "kern/vec.h"

/* The rule of one (operation, type class) pair. */
enum rule {
    R_COPY,  /* ABS and RELU of an unsigned integer: unchanged */
    R_SABS,  /* ABS of a signed integer: 0 - x when negative (INT_MIN stays) */
    R_NOT,   /* bitwise NOT */
    R_NEG,   /* 0 - x modulo 2^W, every integer type */
    R_SRELU, /* RELU of a signed integer: 0 when negative */
    R_FABS,  /* floats: the sign bit cleared (NaN payloads kept, no flag) */
    R_FNEG,  /* floats: the sign bit flipped */
    R_FRELU  /* floats: +0 for -0, +0 and negative values; NaN -> canonical NaN, NV if signalling */
};

/* The format facts RELU needs, as W-bit lane constants. */
typedef struct fconsts {
    uint64_t sign;  /* the sign bit */
    uint64_t nan;   /* a magnitude above this is a NaN: +inf, or 0x7E for E4M3 (NaN only S.1111.111) */
    uint64_t qbit;  /* the quiet bit (the top fraction bit): a NaN without it signals; 0 for
                       E4M3, whose only NaN (S.1111.111) is quiet */
    uint64_t cnan;  /* the canonical NaN */
} fconsts;

#define SEL(M, P, Q) (((M) & (P)) | (~(M) & (Q)))

/* The loop: full 32-byte vectors, then one step over the zero-filled tail
 * (zero lanes raise no flag and are not stored). */
#define UNARY_LOOP(EXPR)                                                                   \
    do {                                                                                   \
        size_t i = 0;                                                                      \
        for (; i + lanes <= n; i += lanes) {                                               \
            uvt x, r;                                                                      \
            memcpy(&x, a + i * sizeof(ut), sizeof x);                                      \
            EXPR;                                                                          \
            memcpy(d + i * sizeof(ut), &r, sizeof r);                                      \
        }                                                                                  \
        if (i < n) {                                                                       \
            uvt x = {0}, r;                                                                \
            memcpy(&x, a + i * sizeof(ut), (n - i) * sizeof(ut));                          \
            EXPR;                                                                          \
            memcpy(d + i * sizeof(ut), &r, (n - i) * sizeof(ut));                          \
        }                                                                                  \
    } while (0)

#define DEF_UNARY(NAME, UT, UVT, SVT)                                                      \
    AI unsigned NAME(unsigned rule, uint8_t *restrict d, const uint8_t *restrict a, size_t n, \
                     const fconsts *f)                                                     \
    {                                                                                      \
        typedef UT ut;                                                                     \
        typedef UVT uvt;                                                                   \
        typedef SVT svt;                                                                   \
        const size_t lanes = 32 / sizeof(ut);                                              \
        const uvt zero = {0}, sign = (uvt){0} + (ut)f->sign;                               \
        switch (rule) {                                                                    \
        case R_COPY: memcpy(d, a, n * sizeof(ut)); return 0;                               \
        case R_SABS: UNARY_LOOP(r = SEL((uvt)((svt)x < (svt)zero), zero - x, x)); return 0; \
        case R_NOT: UNARY_LOOP(r = ~x); return 0;                                          \
        case R_NEG: UNARY_LOOP(r = zero - x); return 0;                                    \
        case R_SRELU: UNARY_LOOP(r = x & ~(uvt)((svt)x < (svt)zero)); return 0;            \
        case R_FABS: UNARY_LOOP(r = x & ~sign); return 0;                                  \
        case R_FNEG: UNARY_LOOP(r = x ^ sign); return 0;                                   \
        default: {                                                                         \
            const uvt thr = (uvt){0} + (ut)f->nan;                                         \
            const uvt cnan = (uvt){0} + (ut)f->cnan;                                       \
            const uvt qbit = (uvt){0} + (ut)f->qbit;                                       \
            uvt sig = zero; /* NaN lanes' complemented bits: the quiet bit set if one signals */ \
            UNARY_LOOP({                                                                   \
                uvt isnan_ = (uvt)((svt)(x & ~sign) > (svt)thr);                           \
                uvt neg = (uvt)((svt)x < (svt)zero);                                       \
                r = (x & ~(neg | isnan_)) | (cnan & isnan_);                               \
                sig |= isnan_ & ~x;                                                        \
            });                                                                            \
            sig &= qbit;                                                                   \
            ut any = 0;                                                                    \
            for (size_t j = 0; j < lanes; j++) any |= sig[j];                              \
            return any ? NUM_NV : 0;                                                       \
        }                                                                                  \
        }                                                                                  \
    }
DEF_UNARY(u8, uint8_t, vu8, vs8)
DEF_UNARY(u16, uint16_t, vu16, vs16)
DEF_UNARY(u32, uint32_t, vu32, vs32)
DEF_UNARY(u64, uint64_t, vu64, vs64)

AI unsigned unary_body(unsigned bits, unsigned rule, uint8_t *restrict d, const uint8_t *restrict a, size_t n,
                       const fconsts *f)
{
    switch (bits) {
    case 8: return u8(rule, d, a, n, f);
    case 16: return u16(rule, d, a, n, f);
    case 32: return u32(rule, d, a, n, f);
    default: return u64(rule, d, a, n, f);
    }
}

NOINLINE static unsigned unary_base(unsigned bits, unsigned rule, uint8_t *restrict d, const uint8_t *restrict a,
                                    size_t n, const fconsts *f)
{
    return unary_body(bits, rule, d, a, n, f);
}

#if UNARY_X86
#include <immintrin.h>

/* RELU of a 32-bit float type with AVX2's signed maximum and byte blend:
 * the rule of the generic loop (max(x, 0) as integers gives +0 for every
 * negative encoding, -0 included; NaN lanes take the canonical NaN; a NaN
 * lane without its quiet bit raises NV) in fewer operations.  The tail is
 * the generic loop's. */
TARGET_AVX2 static unsigned frelu32_avx2(uint8_t *restrict d, const uint8_t *restrict a, size_t n,
                                         const fconsts *f)
{
    const __m256i sign = _mm256_set1_epi32((int)(uint32_t)f->sign), thr = _mm256_set1_epi32((int)f->nan);
    const __m256i cnan = _mm256_set1_epi32((int)(uint32_t)f->cnan), zero = _mm256_setzero_si256();
    __m256i sig = zero;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        __m256i x = _mm256_loadu_si256((const __m256i *)(const void *)(a + 4 * i));
        __m256i isnan_ = _mm256_cmpgt_epi32(_mm256_andnot_si256(sign, x), thr);
        _mm256_storeu_si256((__m256i *)(void *)(d + 4 * i),
                            _mm256_blendv_epi8(_mm256_max_epi32(x, zero), cnan, isnan_));
        sig = _mm256_or_si256(sig, _mm256_andnot_si256(x, isnan_));
    }
    unsigned flags = i < n ? u32(R_FRELU, d + 4 * i, a + 4 * i, n - i, f) : 0;
    sig = _mm256_and_si256(sig, _mm256_set1_epi32((int)(uint32_t)f->qbit));
    return flags | (_mm256_testz_si256(sig, sig) ? 0u : NUM_NV);
}

TARGET_AVX2 NOINLINE static unsigned unary_avx2(unsigned bits, unsigned rule, uint8_t *restrict d,
                                                const uint8_t *restrict a, size_t n, const fconsts *f)
{
    if (bits == 32 && rule == R_FRELU) return frelu32_avx2(d, a, n, f);
    return unary_body(bits, rule, d, a, n, f);
}
#endif

static unsigned rule_of(unsigned eop, unsigned cls)
{
    if (cls == DTC_F) return eop == E_ABS ? R_FABS : eop == E_NEG ? R_FNEG : R_FRELU;
    switch (eop) {
    case E_ABS: return cls == DTC_S ? R_SABS : R_COPY;
    case E_NOT: return R_NOT;
    case E_NEG: return R_NEG;
    default: return cls == DTC_S ? R_SRELU : R_COPY;
    }
}

typedef unsigned (*unary_fn)(unsigned, unsigned, uint8_t *restrict, const uint8_t *restrict, size_t, const fconsts *);

/* The rule, constants and loop of eop on dt at this host's level. */
static unary_fn unary_setup(unsigned dt, unsigned eop, unsigned *rule, fconsts *f)
{
    const dtype_info *t = &pto_dtypes[dt];
    *rule = rule_of(eop, t->cls);
    *f = (fconsts){0, 0, 0, 0};
    if (t->cls == DTC_F) {
        unsigned fb = t->bits - 1u - t->ebits; /* fraction bits of the carrier (TF32/HF32: 23) */
        f->sign = (uint64_t)1 << (t->bits - 1u);
        f->nan = dt == DT_E4M3 ? 0x7Eu : dt_mask(t->ebits) << fb;
        f->qbit = dt == DT_E4M3 ? 0u : (uint64_t)1 << (fb - 1u);
        f->cnan = t->canonical_nan;
    }
#if UNARY_X86
    if (fast_isa() >= FAST_ISA_AVX2) return unary_avx2;
#endif
    return unary_base;
}

unsigned kern_unary_run(unsigned dt, unsigned eop, uint8_t *d, const uint8_t *a, size_t n)
{
    unsigned rule;
    fconsts f;
    unary_fn fn = unary_setup(dt, eop, &rule, &f);
    return fn(pto_dtypes[dt].bits, rule, d, a, n, &f);
}

void kern_unary(kern_args *k)
{
    if (k->vcols == k->cols) {
        k->flags |= kern_unary_run(k->dt, k->eop, k->dst, k->a, (size_t)k->vrows * k->cols);
        return;
    }
    unsigned rule;
    fconsts f;
    unary_fn fn = unary_setup(k->dt, k->eop, &rule, &f);
    size_t esz = k->bits / 8u;
    for (uint32_t r = 0; r < k->vrows; r++) {
        size_t off = (size_t)r * k->cols * esz;
        k->flags |= fn(k->bits, rule, k->dst + off, k->a + off, k->vcols, &f);
    }
}
