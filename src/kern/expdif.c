/* The EXPDIF element rule of TROWEXPANDEXPDIF and TCOLEXPANDEXPDIF
 * (asl/tile/model/execution/expansion.asl: TileExpandValueWithTypesAndFlags,
 * TileProfileMixedExpdifFP32; unary.asl: TileSFUUnarySpecialValue) and the
 * correctly rounded exponential it needs under the hardware profile.
 *
 *   same type (FP16, BF16, FP32):  d = SUB(a, b) in the type (the TSUB
 *        element rule of the profile), then EXP of d: the SFU special
 *        values (NaN -> canonical NaN, NV if signalling; +-0 -> 1; +inf ->
 *        +inf; -inf -> +0), else the profile's EXP;
 *   mixed (FP16 or BF16 -> FP32): both operands widened to FP32
 *        (ExactWidenFP16ToFP32: a NaN becomes 0x7FC00000, subnormals are
 *        normalised, see widen() for the model's rule; ExactWidenBF16ToFP32:
 *        a shift by 16), then the FP32 SUB and EXP above.  Under pto-v0 the reference profile first
 *        returns its fixed results for the hardware profile's two
 *        discriminator vectors (HardwareNumericMixedExpdifDiscriminator).
 *
 * EXP under pto-v0 is the reference profile's TileExponential, carrier + 1
 * (no flags), after the raw-carrier SUB.  Under ieee it is exp rounded once
 * to nearest even in the destination format (decisions D22), with NX (exp
 * of a nonzero finite value is never exact), OF and UF as IEEE says:
 * a double evaluation whose error is far below 2^-41 decides the rounding
 * unless the value lies within 2^-41 of a rounding boundary; then a
 * double-double evaluation (error below 2^-95) decides it.  The hardest
 * FP32 case of exp needs far fewer bits; tests/test_reduce.c checks every
 * FP16 and BF16 input and generated FP32 inputs against MPFR. */
#include <float.h>
#include <math.h>
#include <string.h>

#include "core.h"
#include "kern/reduce.h"
#include "num/num.h"

/* ---- double-double arithmetic (Dekker, Knuth; no fused multiply-add) ----
 * The error-free transformations need each double operation rounded once
 * to double (no x87 extended evaluation). */
#if !defined(FLT_EVAL_METHOD) || FLT_EVAL_METHOD != 0
#error "src/kern/expdif.c needs double arithmetic evaluated in double (FLT_EVAL_METHOD 0)"
#endif
typedef struct dd {
    double hi, lo;
} dd;

static dd two_sum(double a, double b)
{
    double s = a + b, bb = s - a;
    return (dd){s, (a - (s - bb)) + (b - bb)};
}

static dd quick_two_sum(double a, double b) /* |a| >= |b| */
{
    double s = a + b;
    return (dd){s, b - (s - a)};
}

static void split(double a, double *hi, double *lo)
{
    double t = 134217729.0 * a; /* 2^27 + 1 */
    *hi = t - (t - a);
    *lo = a - *hi;
}

static dd two_prod(double a, double b)
{
    double p = a * b, ah, al, bh, bl;
    split(a, &ah, &al);
    split(b, &bh, &bl);
    return (dd){p, ((ah * bh - p) + ah * bl + al * bh) + al * bl};
}

static dd dd_add(dd a, dd b)
{
    dd s = two_sum(a.hi, b.hi), t = two_sum(a.lo, b.lo);
    s.lo += t.hi;
    s = quick_two_sum(s.hi, s.lo);
    s.lo += t.lo;
    return quick_two_sum(s.hi, s.lo);
}

static dd dd_mul(dd a, dd b)
{
    dd p = two_prod(a.hi, b.hi);
    p.lo += a.hi * b.lo + a.lo * b.hi;
    return quick_two_sum(p.hi, p.lo);
}

static dd dd_div_small(dd a, double b) /* b a small positive integer */
{
    double q1 = a.hi / b;
    dd p = two_prod(q1, b);
    double s = ((a.hi - p.hi) - p.lo) + a.lo;
    return quick_two_sum(q1, s / b);
}

/* ln 2 = LN2_H + LN2_M + LN2_L (double-double-double); LN2_1 + LN2_2 with
 * LN2_1 of 42 significant bits, so k * LN2_1 is exact for |k| < 2^11. */
static const double LN2_H = 0x1.62e42fefa39efp-1, LN2_M = 0x1.abc9e3b39803fp-56, LN2_L = 0x1.7b57a079a1934p-111;
static const double LN2_1 = 0x1.62e42fefa3800p-1, LN2_2 = 0x1.ef35793c76730p-45;
static const double INV_LN2 = 1.4426950408889634;

/* The nearest integer to x / ln 2, |x| <= 200. */
static double reduction_k(double x)
{
    double t = x * INV_LN2;
    return (double)(long long)(t < 0 ? t - 0.5 : t + 0.5);
}

/* exp(x) for |x| <= 200 as a double-double, relative error below 2^-95:
 * x - k ln 2 with ln 2 in three parts (error below 2^-150), then the Taylor
 * series of degree 24 on |r| <= 0.35 (remainder below 2^-115) in Horner form
 * 1 + r(1 + r/2(1 + r/3(...))), and the exact scaling by 2^k. */
static dd exp_dd(double x, int *k_out)
{
    double k = reduction_k(x);
    dd t = two_prod(k, LN2_H), u = two_prod(k, LN2_M);
    dd r = dd_add((dd){x, 0.0}, (dd){-t.hi, -t.lo});
    r = dd_add(r, (dd){-u.hi, -u.lo});
    r = dd_add(r, (dd){-(k * LN2_L), 0.0});
    dd p = {1.0, 0.0};
    for (int n = 24; n >= 1; n--) p = dd_add((dd){1.0, 0.0}, dd_div_small(dd_mul(r, p), (double)n));
    *k_out = (int)k;
    return p;
}

/* exp(x) for |x| <= 200 in double, relative error below 2^-50: k and r as
 * above (x - k * LN2_1 is exact: x has at most 24 significant bits and lies
 * within a factor 2 of k * LN2_1 when k != 0), Taylor degree 13 in Horner
 * form (remainder below 2^-57). */
static double exp_d(double x, int *k_out)
{
    double k = reduction_k(x);
    double r = (x - k * LN2_1) - k * LN2_2;
    double p = 1.0 / 6227020800.0; /* 1/13! */
    static const double inv_fact[13] = {1.0,
                                        1.0,
                                        1.0 / 2.0,
                                        1.0 / 6.0,
                                        1.0 / 24.0,
                                        1.0 / 120.0,
                                        1.0 / 720.0,
                                        1.0 / 5040.0,
                                        1.0 / 40320.0,
                                        1.0 / 362880.0,
                                        1.0 / 3628800.0,
                                        1.0 / 39916800.0,
                                        1.0 / 479001600.0};
    for (int n = 12; n >= 0; n--) p = p * r + inv_fact[n];
    *k_out = (int)k;
    return p;
}

/* The double v * 2^k (v in [0.5, 2), finite, positive) as an integer
 * significand and exponent: v * 2^k = sig * 2^e. */
static void parts_of(double v, int k, uint64_t *sig, int *e)
{
    int ve;
    double m = frexp(v, &ve); /* v = m * 2^ve, m in [0.5, 1) */
    *sig = (uint64_t)ldexp(m, 53);
    *e = ve - 53 + k;
}

uint64_t kern_exp_rn(unsigned dt, uint64_t x, unsigned *flags)
{
    int xe = 0;
    uint64_t xs = 0;
    bool neg = false;
    int cls = num_decode(dt, x, &neg, &xe, &xs);
    if (cls != NUM_CLASS_FINITE) return 0; /* the special values are the caller's */
    double v = ldexp((double)xs, xe);      /* exact: at most 24 significant bits */
    if (neg) v = -v;
    if (v > 200.0) v = 200.0; /* exp overflows every format here either way */
    if (v < -200.0) v = -200.0; /* and rounds to +0 (UF, NX) */
    int k;
    double d = exp_d(v, &k);
    uint64_t sig;
    int e;
    parts_of(d, k, &sig, &e);
    /* The result is decided when every value within 2^-41 of d (4096 units
     * of its last place) rounds the same way with the same flags. */
    unsigned f_lo = 0, f_hi = 0;
    uint64_t r_lo = num_round_pack(dt, false, sig - 4096u, e, true, NUM_RM_RNE, &f_lo);
    uint64_t r_hi = num_round_pack(dt, false, sig + 4096u, e, true, NUM_RM_RNE, &f_hi);
    if (r_lo == r_hi && f_lo == f_hi) {
        *flags |= f_lo;
        return r_lo;
    }
    dd p = exp_dd(v, &k);
    parts_of(p.hi, k, &sig, &e);
    /* hi + lo with |lo| <= half an ulp of hi: below hi by less than one
     * unit when lo < 0, above it when lo > 0.  lo == 0 does not mean an
     * exact result (exp of a nonzero number never is one); the value is
     * then taken as just above hi, which rounds as hi itself does unless
     * hi is a rounding midpoint, and none lies within 2^-95 of exp(x). */
    if (p.lo < 0) sig -= 1;
    return num_round_pack(dt, false, sig, e, true, NUM_RM_RNE, flags);
}

/* ---- the EXPDIF element rule -------------------------------------------- */

static uint64_t one_of(unsigned dt)
{
    switch (dt) {
    case DT_FP16: return 0x3C00u;
    case DT_BF16: return 0x3F80u;
    default: return 0x3F800000u; /* FP32 */
    }
}

/* TileSFUUnarySpecialValue for EXP on the low W bits of d; false when d is
 * a nonzero finite value. */
static bool exp_special(unsigned dt, uint64_t d, uint64_t *r, unsigned *flags)
{
    uint64_t c = d & dt_mask(pto_dtypes[dt].bits);
    int cls = num_decode(dt, c, NULL, NULL, NULL);
    bool neg = (c >> (pto_dtypes[dt].bits - 1u)) & 1u;
    switch (cls) {
    case NUM_CLASS_SNAN: *flags |= NUM_NV; /* fall through */
    case NUM_CLASS_QNAN: *r = num_canonical_nan(dt); return true;
    case NUM_CLASS_ZERO: *r = one_of(dt); return true;
    case NUM_CLASS_INF: *r = neg ? 0 : c; return true;
    default: return false;
    }
}

/* ExactWidenBF16ToFP32, and FP16 to FP32: exact under ieee (the hardware
 * profile's mixed_expdif.exact_widening: "normalize to the unique
 * equal-valued FP32 encoding"); under pto-v0 the model's
 * ExactWidenFP16ToFP32 bit for bit, which places the nine fraction bits
 * below the leading one of a normalised subnormal at FP32 bits 21:13
 * instead of 22:14 (0x0003 widens to 0x34200000, 1.25 * 2^-23, not
 * 0x34400000); the two agree on every other input (FP16 subnormals that
 * are powers of two among them).  A NaN widens to 0x7FC00000. */
static uint64_t widen(unsigned sdt, pto_profile prof, uint64_t x)
{
    if (sdt == DT_BF16) return (x & 0xFFFFu) << 16;
    uint32_t h = (uint32_t)(x & 0xFFFFu), sign = (h >> 15) << 31, e = (h >> 10) & 31u, f = h & 0x3FFu;
    if (e == 31) return f ? 0x7FC00000u : (sign | 0x7F800000u);
    if (e) return sign | (e + 112u) << 23 | f << 13;
    if (!f) return sign;
    unsigned shift = 0;
    while (!(f & 0x200u)) f <<= 1, shift++;
    return sign | (112u - shift) << 23 | (f & 0x1FFu) << (prof == PTO_PROFILE_IEEE ? 14 : 13);
}

/* SUB then EXP in type dt (FP16, BF16 or FP32). */
static uint64_t sub_exp(unsigned dt, pto_profile prof, uint64_t a, uint64_t b, unsigned *flags)
{
    uint64_t d, r;
    if (prof == PTO_PROFILE_IEEE) d = num_fsub(dt, a, b, NUM_RM_RNE, flags);
    else d = a - b; /* ScalarFPBinaryProfile: the raw 64-bit difference */
    if (exp_special(dt, d, &r, flags)) return r;
    if (prof == PTO_PROFILE_IEEE) return kern_exp_rn(dt, d, flags);
    return (d + 1u) & dt_mask(pto_dtypes[dt].bits); /* TileExponential: carrier + 1 */
}

uint64_t kern_expdif(unsigned sdt, unsigned ddt, pto_profile prof, uint64_t a, uint64_t b, unsigned *flags)
{
    if (sdt == ddt) return sub_exp(ddt, prof, a, b, flags);
    uint64_t wa = widen(sdt, prof, a), wb = widen(sdt, prof, b);
    if (prof == PTO_PROFILE_V0) {
        if (wa == 0x3C000000u && wb == 0x33800000u) return 0x3F810100u;
        if (wa == 0x3F800000u && wb == 0x3B000000u) return 0x402DA16Eu;
    } else if (num_is_snan(sdt, a) || num_is_snan(sdt, b)) {
        /* the profile's "signaling-input rule" for the widening: a
         * signalling NaN source raises NV (IEEE 754 conversion), which
         * the FP16 widening to 0x7FC00000 would otherwise lose */
        *flags |= NUM_NV;
    }
    return sub_exp(DT_FP32, prof, wa, wb, flags);
}
