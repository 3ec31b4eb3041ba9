/* TCVT fast paths: FP32 -> FP16 and FP32 -> BF16 under RNE in integer
 * arithmetic on the encodings.  A source whose result is a normal finite
 * number is rounded here (NX is the only flag it can raise); every other
 * element (zero, subnormal, infinity, NaN, overflow, a result below the
 * normal range) goes through the exact rule num_cvt_ieee. */
#include "kern/convert.h"

#include "num/num.h"

void kern_cvt_f32_bf16(uint16_t *d, const uint32_t *s, size_t n, bool sat, unsigned *flags)
{
    unsigned nx = 0, fl = 0;
    for (size_t i = 0; i < n; i++) {
        uint32_t x = s[i], e = (x >> 23) & 0xFFu;
        uint32_t r = (x + 0x7FFFu + ((x >> 16) & 1u)) >> 16;
        /* exponent field 1..254 and no carry into the infinity encoding */
        if (e != 0 && e != 0xFF && (r & 0x7F80u) != 0x7F80u) {
            nx |= x & 0xFFFFu;
            d[i] = (uint16_t)r;
        } else {
            d[i] = (uint16_t)num_cvt_ieee(1, 5, x, NUM_RM_RNE, sat, &fl);
        }
    }
    *flags |= fl | (nx ? NUM_NX : 0u);
}

void kern_cvt_f32_f16(uint16_t *d, const uint32_t *s, size_t n, bool sat, unsigned *flags)
{
    unsigned nx = 0, fl = 0;
    for (size_t i = 0; i < n; i++) {
        uint32_t x = s[i], a = x & 0x7FFFFFFFu;
        /* FP16 normal range: 2^-14 <= |x|, result below 2^16 (0x7C00) */
        uint32_t t = a - 0x38000000u; /* rebias 127 -> 15 */
        uint32_t r = (t + 0xFFFu + ((t >> 13) & 1u)) >> 13;
        if (a >= 0x38800000u && a < 0x47800000u && r < 0x7C00u) {
            nx |= a & 0x1FFFu;
            d[i] = (uint16_t)(r | ((x >> 16) & 0x8000u));
        } else {
            d[i] = (uint16_t)num_cvt_ieee(1, 4, x, NUM_RM_RNE, sat, &fl);
        }
    }
    *flags |= fl | (nx ? NUM_NX : 0u);
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
    for (uint32_t r = 0; r < rows; r++) {
        if (d->dtype == DT_FP16) kern_cvt_f32_f16(dst + (size_t)r * d->cols, src + (size_t)r * s->cols, run, sat, flags);
        else kern_cvt_f32_bf16(dst + (size_t)r * d->cols, src + (size_t)r * s->cols, run, sat, flags);
    }
    return true;
}
