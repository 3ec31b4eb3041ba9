/* Unary element rules (asl/tile/model/execution/unary.asl):
 * TileIntegerUnaryValue and TileFloatingUnaryValue for ABS, NOT, NEG and
 * RELU.  Plain loops per element width, which the compiler vectorises. */
#include <string.h>

#include "core.h"
#include "num/num.h"

/* The integer rules on W-bit values (results are the low W bits): ABS of a
 * negative signed value is 0 - x (INT_MIN stays INT_MIN), unsigned values
 * are unchanged; NOT is bitwise; NEG is 0 - x for every integer type; RELU
 * turns a negative signed value into 0. */
#define INT_LOOP(T, ST)                                                                        \
    static void int_##T(unsigned eop, bool sgn, uint8_t *d, const uint8_t *a, size_t n)      \
    {                                                                                          \
        T *dp = (T *)(void *)d;                                                                \
        const T *ap = (const T *)(const void *)a;                                              \
        switch (eop) {                                                                         \
        case E_ABS:                                                                            \
            if (sgn)                                                                           \
                for (size_t i = 0; i < n; i++) dp[i] = (ST)ap[i] < 0 ? (T)(0u - ap[i]) : ap[i]; \
            else                                                                               \
                memcpy(dp, ap, n * sizeof(T));                                                 \
            break;                                                                             \
        case E_NOT:                                                                            \
            for (size_t i = 0; i < n; i++) dp[i] = (T)~ap[i];                                  \
            break;                                                                             \
        case E_NEG:                                                                            \
            for (size_t i = 0; i < n; i++) dp[i] = (T)(0u - ap[i]);                            \
            break;                                                                             \
        default: /* E_RELU */                                                                  \
            if (sgn)                                                                           \
                for (size_t i = 0; i < n; i++) dp[i] = (ST)ap[i] < 0 ? (T)0 : ap[i];           \
            else                                                                               \
                memcpy(dp, ap, n * sizeof(T));                                                 \
            break;                                                                             \
        }                                                                                      \
    }
INT_LOOP(uint8_t, int8_t)
INT_LOOP(uint16_t, int16_t)
INT_LOOP(uint32_t, int32_t)
INT_LOOP(uint64_t, int64_t)

/* The floating rules: ABS clears the sign bit and NEG flips it (NaN
 * payloads kept, no flag); RELU gives +0 for -0, negative values, -inf and
 * +0, keeps positive values, and turns a NaN into the canonical NaN with
 * NV when it was signalling. */
#define FLOAT_LOOP(T)                                                                          \
    static unsigned flt_##T(unsigned eop, unsigned dt, uint8_t *d, const uint8_t *a, size_t n) \
    {                                                                                          \
        T *dp = (T *)(void *)d;                                                                \
        const T *ap = (const T *)(const void *)a;                                              \
        const T sign = (T)((T)1 << (sizeof(T) * 8 - 1));                                       \
        unsigned flags = 0;                                                                    \
        if (eop == E_ABS) {                                                                    \
            for (size_t i = 0; i < n; i++) dp[i] = (T)(ap[i] & (T)~sign);                      \
        } else if (eop == E_NEG) {                                                             \
            for (size_t i = 0; i < n; i++) dp[i] = (T)(ap[i] ^ sign);                          \
        } else {                                                                               \
            bool any_nan = false;                                                              \
            for (size_t i = 0; i < n; i++) {                                                   \
                T x = ap[i];                                                                   \
                dp[i] = (x & sign) ? (T)0 : x;                                                 \
            }                                                                                  \
            for (size_t i = 0; i < n; i++) any_nan |= num_is_nan(dt, ap[i]);                   \
            if (any_nan)                                                                       \
                for (size_t i = 0; i < n; i++)                                                 \
                    if (num_is_nan(dt, ap[i])) {                                               \
                        if (num_is_snan(dt, ap[i])) flags |= NUM_NV;                           \
                        dp[i] = (T)num_canonical_nan(dt);                                      \
                    }                                                                          \
        }                                                                                      \
        return flags;                                                                          \
    }
FLOAT_LOOP(uint8_t)
FLOAT_LOOP(uint16_t)
FLOAT_LOOP(uint32_t)
FLOAT_LOOP(uint64_t)

static unsigned run(const kern_args *k, uint8_t *d, const uint8_t *a, size_t n)
{
    bool is_float = pto_dtypes[k->dt].cls == DTC_F;
    bool sgn = pto_dtypes[k->dt].cls == DTC_S;
    switch (k->bits) {
    case 8: if (is_float) return flt_uint8_t(k->eop, k->dt, d, a, n); int_uint8_t(k->eop, sgn, d, a, n); return 0;
    case 16: if (is_float) return flt_uint16_t(k->eop, k->dt, d, a, n); int_uint16_t(k->eop, sgn, d, a, n); return 0;
    case 32: if (is_float) return flt_uint32_t(k->eop, k->dt, d, a, n); int_uint32_t(k->eop, sgn, d, a, n); return 0;
    default: if (is_float) return flt_uint64_t(k->eop, k->dt, d, a, n); int_uint64_t(k->eop, sgn, d, a, n); return 0;
    }
}

void kern_unary(kern_args *k)
{
    size_t esz = k->bits / 8u;
    if (k->vcols == k->cols) {
        k->flags |= run(k, k->dst, k->a, (size_t)k->vrows * k->cols);
        return;
    }
    for (uint32_t r = 0; r < k->vrows; r++) {
        size_t off = (size_t)r * k->cols * esz;
        k->flags |= run(k, k->dst + off, k->a + off, k->vcols);
    }
}
