/* The SFU unary kernels: TEXP, TLOG, TRECIP, TSQRT, TRSQRT over the valid
 * region, element rules of src/num/transc.c (TileSFUUnarySpecialValue, then
 * TileProfileUnary of the profile). */
#include <string.h>

#include "core.h"
#include "kern/fast.h"
#include "num/num.h"

static uint64_t load(const uint8_t *p, unsigned bits, size_t i)
{
    switch (bits) {
    case 8: return p[i];
    case 16: { uint16_t v; memcpy(&v, p + i * 2, 2); return v; }
    case 32: { uint32_t v; memcpy(&v, p + i * 4, 4); return v; }
    default: { uint64_t v; memcpy(&v, p + i * 8, 8); return v; }
    }
}

static void store(uint8_t *p, unsigned bits, size_t i, uint64_t v)
{
    switch (bits) {
    case 8: p[i] = (uint8_t)v; break;
    case 16: { uint16_t x = (uint16_t)v; memcpy(p + i * 2, &x, 2); break; }
    case 32: { uint32_t x = (uint32_t)v; memcpy(p + i * 4, &x, 4); break; }
    default: memcpy(p + i * 8, &v, 8); break;
    }
}

/* n elements through the exact rule. */
static unsigned run_exact(unsigned op, unsigned dt, unsigned bits, pto_profile prof, uint8_t *d, const uint8_t *a,
                          size_t n)
{
    unsigned flags = 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t x = load(a, bits, i);
        uint64_t r = prof == PTO_PROFILE_V0 ? num_sfu_v0(op, dt, x, &flags) : num_sfu_ieee(op, dt, x, &flags);
        store(d, bits, i, r);
    }
    return flags;
}

void kern_sfu(kern_args *k)
{
    unsigned op = k->eop - E_EXP;
    size_t esz = k->bits / 8u;
    if (k->vcols == k->cols) {
        k->flags |= run_exact(op, k->dt, k->bits, k->profile, k->dst, k->a, (size_t)k->vrows * k->cols);
        return;
    }
    for (uint32_t r = 0; r < k->vrows; r++) {
        size_t off = (size_t)r * k->cols * esz;
        k->flags |= run_exact(op, k->dt, k->bits, k->profile, k->dst + off, k->a + off, k->vcols);
    }
}
