/* The SFU unary operations of the test oracle (see oracle.h): the
 * special-value table of spec-digest-2 §9.2 (TileSFUUnarySpecialValue,
 * asl/tile/model/execution/unary.asl) written out from the table itself,
 * then, for every other input, the function in GNU MPFR rounded toward zero
 * at 64 bits with MPFR's ternary value as the sticky bit, rounded to the
 * format by oracle_round (RNE).  64 bits leave at least two bits below the
 * rounding position of every format (p <= 53), so the sticky rounding is
 * exact.  Shares no code with src/num. */
#include "oracle/oracle.h"

#include <stdio.h>
#include <stdlib.h>

static uint64_t enc_inf(const oracle_fmt *f, bool neg)
{
    if (!f->has_inf) /* E4M3: TileFloatingUnaryUnboundedResult gives the canonical NaN */
        return f->cnan;
    return (neg ? (uint64_t)1 << (f->width - 1u) : 0) | ((((uint64_t)1 << f->ebits) - 1u) << f->cf);
}

static uint64_t enc_zero(const oracle_fmt *f, bool neg)
{
    return neg ? (uint64_t)1 << (f->width - 1u) : 0;
}

static uint64_t enc_one(const oracle_fmt *f)
{
    return (uint64_t)f->bias << f->cf;
}

uint64_t oracle_sfu_ex(unsigned dt, int op, uint64_t x, unsigned *flags, bool *special)
{
    const oracle_fmt *f = oracle_format(dt);
    if (!f) {
        fprintf(stderr, "oracle: DataType %u is not a floating format\n", dt);
        abort();
    }
    static mpfr_t v, r;
    static bool inited;
    if (!inited) { /* scratch kept for the process, like the oracle's own */
        mpfr_init2(v, 64);
        mpfr_init2(r, 64);
        inited = true;
    }
    int c = oracle_decode(dt, x, v);
    bool neg = mpfr_signbit(v) != 0;
    uint64_t out = 0;
    *special = true;
    if (c == OC_QNAN || c == OC_SNAN) {
        if (c == OC_SNAN) *flags |= OF_NV;
        out = f->cnan;
        goto done;
    }
    switch (op) {
    case OR_EXP: /* exp(+-0) = +1, exp(+inf) = +inf, exp(-inf) = +0 */
        if (c == OC_ZERO) { out = enc_one(f); goto done; }
        if (c == OC_INF) { out = neg ? enc_zero(f, false) : enc_inf(f, false); goto done; }
        break;
    case OR_LOG: /* log(+1) = +0, log(+-0) = -inf DZ, log(+inf) = +inf, log(<0) = NaN NV */
        if (c == OC_FINITE && !neg && mpfr_cmp_ui(v, 1) == 0) { out = enc_zero(f, false); goto done; }
        if (c == OC_ZERO) { *flags |= OF_DZ; out = enc_inf(f, true); goto done; }
        if (c == OC_INF && !neg) { out = enc_inf(f, false); goto done; }
        if (neg) { *flags |= OF_NV; out = f->cnan; goto done; }
        break;
    case OR_RECIP: /* 1/+-0 = +-inf DZ, 1/+-inf = +-0 */
        if (c == OC_ZERO) { *flags |= OF_DZ; out = enc_inf(f, neg); goto done; }
        if (c == OC_INF) { out = enc_zero(f, neg); goto done; }
        break;
    case OR_SQRT: /* sqrt(+-0) = +-0, sqrt(+inf) = +inf, sqrt(<0) = NaN NV */
        if (c == OC_ZERO) { out = enc_zero(f, neg); goto done; }
        if (c == OC_INF && !neg) { out = enc_inf(f, false); goto done; }
        if (neg) { *flags |= OF_NV; out = f->cnan; goto done; }
        break;
    default: /* RSQRT: 1/sqrt(+-0) = +-inf DZ, 1/sqrt(+inf) = +0, < 0: NaN NV */
        if (c == OC_ZERO) { *flags |= OF_DZ; out = enc_inf(f, neg); goto done; }
        if (c == OC_INF && !neg) { out = enc_zero(f, false); goto done; }
        if (neg) { *flags |= OF_NV; out = f->cnan; goto done; }
        break;
    }
    *special = false;
    int t;
    switch (op) {
    case OR_EXP:
        /* Outside [-2^17, 2^17] MPFR's own range could overflow; exp there is
         * beyond every format's range by far: a value of that side stands in. */
        if (mpfr_cmpabs_ui(v, 131072) > 0) {
            mpfr_set_ui_2exp(r, 1, neg ? -200000 : 200000, MPFR_RNDN);
            t = 1;
        } else {
            t = mpfr_exp(r, v, MPFR_RNDZ);
        }
        break;
    case OR_LOG: t = mpfr_log(r, v, MPFR_RNDZ); break;
    case OR_RECIP: t = mpfr_ui_div(r, 1, v, MPFR_RNDZ); break;
    case OR_SQRT: t = mpfr_sqrt(r, v, MPFR_RNDZ); break;
    default: t = mpfr_rec_sqrt(r, v, MPFR_RNDZ); break;
    }
    out = oracle_round(dt, r, t != 0, 0, flags);
done:
    return out;
}

uint64_t oracle_sfu(unsigned dt, int op, uint64_t x, unsigned *flags)
{
    bool special;
    return oracle_sfu_ex(dt, op, x, flags, &special);
}
