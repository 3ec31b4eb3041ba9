/* ptosim exact numeric core: floating formats, IEEE arithmetic, comparison.
 *
 * Every floating value is decoded into exact parts (sign, integer
 * significand, power-of-two exponent).  Add, subtract, multiply and divide
 * are computed exactly (or, for divide, to a quotient with a sticky bit)
 * in integer arithmetic, and one generic routine rounds the exact value to
 * the destination format.  No host floating point is used.
 *
 * Rounding rules (B.DATR RMode codes, pto-spec asl/arch/data-types/
 * rounding.asl, ADR-0047 and spec/hardware-conformance-profile.json):
 *   RNE  nearest, ties to even            RTZ  toward zero
 *   RTM  toward minus infinity            RTP  toward plus infinity
 *   RNA  nearest, ties away from zero
 *   RTO  round to odd: if inexact, the neighbour whose last retained
 *        significand bit is one (the truncated significand with bit 0 set)
 *   RHB  nearest; an exact halfway case selects the numerically greater
 *        candidate (toward plus infinity): +2.5 -> 3, -2.5 -> -2 at integer
 *        precision.  For negative values this is "ties toward zero".
 *   Code 0 (operation default) and any code above 7 mean RNE.
 *
 * Overflow (the result rounded with an unbounded exponent range exceeds the
 * largest finite value): OF and NX, and the result is
 *   RNE, RNA, RHB          -> infinity of the result sign
 *   RTZ, RTO               -> largest finite of the result sign
 *   RTP                    -> +infinity, or -max finite for a negative result
 *   RTM                    -> -infinity, or +max finite for a positive result
 * RHB is a round-to-nearest rule, so it overflows to infinity like RNE
 * (a negative value exactly halfway between -max and the next step beyond
 * it selects -max, the numerically greater candidate, and does not
 * overflow).  RTO overflows to max finite, as the truncating modes do.
 * An RTO result whose odd neighbour lies beyond max finite (only possible in
 * E4M3, whose max finite 448 has an even significand: values in (448, 480)
 * round to odd 480) counts as overflow and gives max finite with OF and NX.
 *
 * E4M3 (no infinity, decision D7): wherever the rule above gives an
 * infinity, the result is the canonical NaN 0x7F (with OF and NX for
 * overflow, DZ for a nonzero finite divided by zero); where a directed mode
 * gives max finite, the result is +-448 (0x7E / 0xFE) with OF and NX.  An
 * E4M3 result overflows when, rounded to 4 significant bits with an
 * unbounded exponent, its magnitude exceeds 448 (e.g. 464 rounds to 448
 * under RNE without overflow; 465 overflows).  This choice for the directed
 * modes is ours: the specification only says "floating overflow follows the
 * destination format".
 *
 * Underflow: tininess is detected after rounding (the result rounded to the
 * format precision with an unbounded exponent range is nonzero and below
 * the smallest normal in magnitude); UF is raised only when the result is
 * tiny and inexact.  Subnormal results are produced (no flush to zero).
 *
 * NaNs: every produced NaN is the canonical NaN of the format; NV is raised
 * for a signalling NaN operand and for inf-inf, 0*inf, 0/0, inf/inf.
 * Exact cancellation (x + -x, or +0 + -0) gives +0, or -0 under RTM.
 *
 * TF32 and HF32 live in a 32-bit FP32 carrier: inputs are read as the FP32
 * value of the carrier (an encoding with nonzero low bits is read as the
 * FP32 value it encodes), results are rounded to 10 or 11 fraction bits with
 * the FP32 exponent range, and the low carrier bits are zero.
 */
#include "num/num.h"

#include <stddef.h>

__extension__ typedef unsigned __int128 u128;

/* ------------------------------------------------------------------------ */
/* Format table, built from isa/dtypes.def.                                  */

enum { CLS_NONE = 0, CLS_F, CLS_S, CLS_U, CLS_X };

/* Facts of one DataType; the floating ones are derived from (bits, ebits,
 * fbits, canonical NaN, max finite) at compile time. */
typedef struct {
    uint8_t cls;      /* CLS_* */
    uint8_t width;    /* W */
    uint8_t ebits;
    uint8_t fbits;    /* fraction bits of the precision p = fbits + 1 */
    uint8_t cf;       /* fraction bits of the carrier (23 for TF32) */
    bool has_inf;     /* false: the all-ones exponent holds finite values (E4M3) */
    int bias;
    int emin;         /* exponent of the smallest normal */
    uint64_t emask;   /* all-ones exponent field value */
    uint64_t wmask;   /* low W bits */
    uint64_t sbit;    /* sign bit */
    uint64_t cnan;
    uint64_t maxfin;
} fmt;

#define DT_CLS_F CLS_F
#define DT_CLS_S CLS_S
#define DT_CLS_U CLS_U
#define DT_CLS_X CLS_X
/* Shift helpers that stay valid for the non-floating rows (ebits 0). */
#define EB1(eb) ((eb) > 0 ? (eb) - 1 : 0)
#define CF(bits, eb) ((eb) > 0 ? (bits) - 1 - (eb) : 0)
#define EMASK(eb) ((UINT64_C(1) << (eb)) - 1u)
/* A format has infinities when its largest finite value does not use the
 * all-ones exponent field (true for all but E4M3). */
#define HAS_INF(bits, eb, mf) ((eb) > 0 && ((((uint64_t)(mf)) >> CF(bits, eb)) & EMASK(eb)) != EMASK(eb))
static const fmt dt_table[32] = {
#define DT(code, NAME, bits, cls, vec16, eb, fb, cn, mf)                                      \
    [code] = {DT_CLS_##cls,                                                                \
              (uint8_t)(bits),                                                             \
              (uint8_t)(eb),                                                               \
              (uint8_t)(fb),                                                               \
              (uint8_t)CF(bits, eb),                                                       \
              HAS_INF(bits, eb, mf),                                                       \
              (1 << EB1(eb)) - 1,                                                          \
              2 - (1 << EB1(eb)),                                                          \
              EMASK(eb),                                                                   \
              (bits) >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << ((bits) % 64)) - 1u,           \
              UINT64_C(1) << ((bits) - 1),                                                 \
              (uint64_t)(cn),                                                              \
              (uint64_t)(mf)},
#include "dtypes.def"
#undef DT
};

static inline const fmt *get_fmt(unsigned dt)
{
    if (dt >= 32 || dt_table[dt].cls != CLS_F)
        return NULL;
    return &dt_table[dt];
}

/* ------------------------------------------------------------------------ */
/* Decode.                                                                   */

typedef struct {
    int cls;          /* NUM_CLASS_* */
    bool sign;
    int exp;          /* value = sig * 2^exp for finite values */
    uint64_t sig;
} parts;

static parts decode(const fmt *f, uint64_t x)
{
    parts r;
    x &= f->wmask;
    r.sign = (x & f->sbit) != 0;
    r.exp = 0;
    r.sig = 0;
    uint64_t fmask = (UINT64_C(1) << f->cf) - 1u;
    uint64_t e = (x >> f->cf) & f->emask;
    uint64_t m = x & fmask;
    if (e == f->emask) {
        if (f->has_inf) {
            if (m == 0) {
                r.cls = NUM_CLASS_INF;
            } else {
                r.cls = (m >> (f->cf - 1u)) & 1u ? NUM_CLASS_QNAN : NUM_CLASS_SNAN;
            }
            return r;
        }
        if (m == fmask) {
            r.cls = NUM_CLASS_QNAN;
            return r;
        }
    }
    if (e == 0) {
        if (m == 0) {
            r.cls = NUM_CLASS_ZERO;
            return r;
        }
        r.cls = NUM_CLASS_FINITE;
        r.sig = m;
        r.exp = f->emin - (int)f->cf;
        return r;
    }
    r.cls = NUM_CLASS_FINITE;
    r.sig = m | (UINT64_C(1) << f->cf);
    r.exp = (int)e - f->bias - (int)f->cf;
    return r;
}

int num_decode(unsigned dt, uint64_t x, bool *sign, int *exp, uint64_t *sig)
{
    const fmt *f = get_fmt(dt);
    if (!f)
        return -1;
    parts p = decode(f, x);
    if (sign)
        *sign = p.sign;
    if (exp)
        *exp = p.exp;
    if (sig)
        *sig = p.sig;
    return p.cls;
}

/* ------------------------------------------------------------------------ */
/* Rounding.                                                                 */

static unsigned norm_rm(unsigned rm)
{
    return (rm == NUM_RM_DEFAULT || rm > NUM_RM_RHB) ? NUM_RM_RNE : rm;
}

static int msb128(u128 v)
{
    uint64_t hi = (uint64_t)(v >> 64);
    if (hi)
        return 127 - __builtin_clzll(hi);
    return 63 - __builtin_clzll((uint64_t)v);
}

/* Round the value (M + s) / 2^shift to an integer, where s is in (0,1) when
 * sticky is set and 0 otherwise, for a value of the given sign.  shift >= 1
 * (or sticky clear).  *inexact tells whether any discarded part was nonzero. */
static u128 round_shift(u128 m, int shift, bool sticky, bool sign, unsigned rm, bool *inexact)
{
    u128 sig;
    bool rb, st;
    if (shift <= 0) {
        sig = m << (unsigned)(-shift);
        rb = false;
        st = sticky;
    } else if (shift >= 128) {
        sig = 0;
        if (shift == 128) {
            rb = (m >> 127) != 0;
            st = (m & ((((u128)1) << 127) - 1u)) != 0 || sticky;
        } else {
            rb = false;
            st = m != 0 || sticky;
        }
    } else {
        u128 one = 1;
        sig = m >> (unsigned)shift;
        u128 rem = m & ((one << (unsigned)shift) - 1u);
        rb = ((rem >> (unsigned)(shift - 1)) & 1u) != 0;
        st = (rem & ((one << (unsigned)(shift - 1)) - 1u)) != 0 || sticky;
    }
    bool inx = rb || st;
    *inexact = inx;
    bool inc = false;
    switch (rm) {
    case NUM_RM_RTZ: break;
    case NUM_RM_RTM: inc = inx && sign; break;
    case NUM_RM_RTP: inc = inx && !sign; break;
    case NUM_RM_RNA: inc = rb; break;
    case NUM_RM_RHB: inc = rb && (!sign || st); break;
    case NUM_RM_RTO:
        if (inx)
            sig |= 1u;
        break;
    default: /* RNE */
        inc = rb && (st || (sig & 1u) != 0);
        break;
    }
    return sig + (inc ? 1u : 0u);
}

static uint64_t zero_enc(const fmt *f, bool sign)
{
    return sign ? f->sbit : 0;
}

static uint64_t inf_enc(const fmt *f, bool sign)
{
    if (!f->has_inf)
        return f->cnan;
    return (sign ? f->sbit : 0) | (f->emask << f->cf);
}

static uint64_t overflow_result(const fmt *f, bool sign, unsigned rm)
{
    bool to_inf;
    switch (rm) {
    case NUM_RM_RTZ:
    case NUM_RM_RTO: to_inf = false; break;
    case NUM_RM_RTP: to_inf = !sign; break;
    case NUM_RM_RTM: to_inf = sign; break;
    default: to_inf = true; break; /* RNE, RNA, RHB */
    }
    if (to_inf)
        return inf_enc(f, sign);
    return (sign ? f->sbit : 0) | f->maxfin;
}

/* Round the exact value (-1)^sign * (M + s) * 2^k to the format, where s is
 * in (0,1) when sticky is set, else 0.  M must be nonzero.  With sticky set
 * M must carry at least two bits below the result precision (callers
 * guarantee M >= 2^63). */
static uint64_t round_pack(const fmt *f, bool sign, u128 m, int k, bool sticky, unsigned rm,
                           unsigned *flags)
{
    const int fb = (int)f->fbits;
    const int p = fb + 1;
    int msb = msb128(m);
    int e = msb + k; /* floor(log2 |value|) */
    int q = (e > f->emin ? e : f->emin) - fb;
    int shift = q - k;
    if (shift < 2 && !sticky) {
        /* Small exact significand: widen so the rounding sees two extra
         * zero bits (no information is lost). */
        int s = 2 - shift;
        m <<= (unsigned)s;
        k -= s;
        msb += s;
        shift = 2;
    }

    /* Tininess after rounding: the value rounded to p bits with an unbounded
     * exponent range is below 2^emin. */
    bool tiny = false;
    if (e < f->emin - 1) {
        tiny = true;
    } else if (e == f->emin - 1) {
        bool ix;
        u128 su = round_shift(m, msb - fb, sticky, sign, rm, &ix);
        tiny = su < (((u128)1) << (unsigned)p);
    }

    bool inexact;
    u128 sig = round_shift(m, shift, sticky, sign, rm, &inexact);
    unsigned fl = inexact ? NUM_NX : 0u;
    if (inexact && tiny)
        fl |= NUM_UF;

    if (sig == 0) {
        *flags |= fl;
        return zero_enc(f, sign);
    }
    if ((sig >> (unsigned)p) != 0) { /* carried to 2^p */
        sig >>= 1;
        q++;
    }
    uint64_t s64 = (uint64_t)sig;
    uint64_t fmask = (UINT64_C(1) << f->fbits) - 1u;
    long long bexp;
    if (s64 < (UINT64_C(1) << f->fbits))
        bexp = 0; /* subnormal: q == emin - fbits */
    else
        bexp = (long long)q + fb + f->bias;
    bool ovf = bexp > (long long)f->emask;
    uint64_t mag = 0;
    if (!ovf) {
        mag = ((uint64_t)bexp << f->cf) | ((s64 & fmask) << (f->cf - f->fbits));
        ovf = mag > f->maxfin;
    }
    if (ovf) {
        *flags |= NUM_OF | NUM_NX;
        return overflow_result(f, sign, rm);
    }
    *flags |= fl;
    return (sign ? f->sbit : 0) | mag;
}

uint64_t num_round_pack(unsigned dt, bool sign, uint64_t sig, int exp, bool sticky, unsigned rm,
                        unsigned *flags)
{
    const fmt *f = get_fmt(dt);
    if (!f)
        return 0;
    rm = norm_rm(rm);
    if (sig == 0) {
        if (!sticky)
            return zero_enc(f, sign);
        /* Outside the precondition: round a value just above zero. */
        return round_pack(f, sign, (u128)1, exp - 64, true, rm, flags);
    }
    if (sticky && sig < (UINT64_C(1) << 63)) {
        /* Keep the sticky information below the widened significand. */
        int s = __builtin_clzll(sig);
        u128 m = ((u128)sig << (unsigned)s);
        return round_pack(f, sign, m, exp - s, true, rm, flags);
    }
    return round_pack(f, sign, (u128)sig, exp, sticky, rm, flags);
}

uint64_t num_round_pack128(unsigned dt, bool sign, uint64_t hi, uint64_t lo, int exp, bool sticky, unsigned rm,
                           unsigned *flags)
{
    const fmt *f = get_fmt(dt);
    if (!f)
        return 0;
    if (hi == 0)
        return num_round_pack(dt, sign, lo, exp, sticky, rm, flags);
    return round_pack(f, sign, ((u128)hi << 64) | lo, exp, sticky, norm_rm(rm), flags);
}

/* ------------------------------------------------------------------------ */
/* Format facts.                                                             */

bool num_is_float(unsigned dt)
{
    return dt < 32 && dt_table[dt].cls == CLS_F;
}

bool num_is_nan(unsigned dt, uint64_t x)
{
    const fmt *f = get_fmt(dt);
    if (!f)
        return false;
    int c = decode(f, x).cls;
    return c == NUM_CLASS_QNAN || c == NUM_CLASS_SNAN;
}

bool num_is_snan(unsigned dt, uint64_t x)
{
    const fmt *f = get_fmt(dt);
    if (!f)
        return false;
    return decode(f, x).cls == NUM_CLASS_SNAN;
}

bool num_is_zero(unsigned dt, uint64_t x)
{
    const fmt *f = get_fmt(dt);
    if (!f)
        return false;
    return decode(f, x).cls == NUM_CLASS_ZERO;
}

uint64_t num_canonical_nan(unsigned dt)
{
    if (!num_is_float(dt))
        return 0;
    return dt_table[dt].cnan;
}

bool num_encoding_valid(unsigned dt, uint64_t x)
{
    if (dt >= 32 || dt_table[dt].cls == CLS_NONE)
        return true;
    const fmt *f = &dt_table[dt];
    if (f->cls == CLS_F && f->fbits < f->cf) {
        /* TF32 / HF32: the carrier bits below the fraction must be zero. */
        uint64_t low = (UINT64_C(1) << (f->cf - f->fbits)) - 1u;
        return (x & low) == 0;
    }
    /* E3M2 (9) and E2M3 (10): 6-bit formats in a byte, bits 7:6 zero. */
    if (dt == 9u || dt == 10u)
        return (x & 0xC0u) == 0;
    return true;
}

bool num_encodings_all_valid(unsigned dt)
{
    if (dt >= 32 || dt_table[dt].cls == CLS_NONE) return true;
    const fmt *f = &dt_table[dt];
    return !(f->cls == CLS_F && f->fbits < f->cf) && dt != 9u && dt != 10u;
}

/* ------------------------------------------------------------------------ */
/* Arithmetic.                                                               */

static uint64_t nan_result(const fmt *f, parts a, parts b, unsigned *flags)
{
    if (a.cls == NUM_CLASS_SNAN || b.cls == NUM_CLASS_SNAN)
        *flags |= NUM_NV;
    return f->cnan;
}

static bool is_nan_cls(int c)
{
    return c == NUM_CLASS_QNAN || c == NUM_CLASS_SNAN;
}

static uint64_t add_core(const fmt *f, parts a, parts b, unsigned rm, unsigned *flags)
{
    if (is_nan_cls(a.cls) || is_nan_cls(b.cls))
        return nan_result(f, a, b, flags);
    if (a.cls == NUM_CLASS_INF || b.cls == NUM_CLASS_INF) {
        if (a.cls == NUM_CLASS_INF && b.cls == NUM_CLASS_INF && a.sign != b.sign) {
            *flags |= NUM_NV;
            return f->cnan;
        }
        return inf_enc(f, a.cls == NUM_CLASS_INF ? a.sign : b.sign);
    }
    if (a.cls == NUM_CLASS_ZERO && b.cls == NUM_CLASS_ZERO) {
        bool s = a.sign == b.sign ? a.sign : rm == NUM_RM_RTM;
        return zero_enc(f, s);
    }
    if (a.cls == NUM_CLASS_ZERO)
        return round_pack(f, b.sign, (u128)b.sig, b.exp, false, rm, flags);
    if (b.cls == NUM_CLASS_ZERO)
        return round_pack(f, a.sign, (u128)a.sig, a.exp, false, rm, flags);

    if (a.exp < b.exp) {
        parts t = a;
        a = b;
        b = t;
    }
    int d = a.exp - b.exp;
    u128 A, B = 0;
    int k;
    bool sticky = false;
    if (d <= 64) {
        A = (u128)a.sig << (unsigned)d;
        B = (u128)b.sig;
        k = b.exp;
    } else {
        /* b is below a's last bit by more than 64 places: it only decides
         * a sticky bit.  |a| >= 2^a.exp > 2^(b.exp + 64) > 2^11 |b|. */
        A = (u128)a.sig << 64;
        k = a.exp - 64;
        sticky = true;
    }
    u128 m;
    bool sign;
    if (a.sign == b.sign) {
        m = A + B;
        sign = a.sign;
    } else if (sticky) {
        m = A - 1u; /* A - tiny = (A - 1) + (1 - tiny) */
        sign = a.sign;
    } else if (A >= B) {
        m = A - B;
        sign = a.sign;
    } else {
        m = B - A;
        sign = b.sign;
    }
    if (m == 0 && !sticky)
        return zero_enc(f, rm == NUM_RM_RTM);
    return round_pack(f, sign, m, k, sticky, rm, flags);
}

uint64_t num_fadd(unsigned dt, uint64_t a, uint64_t b, unsigned rm, unsigned *flags)
{
    const fmt *f = get_fmt(dt);
    if (!f)
        return 0;
    return add_core(f, decode(f, a), decode(f, b), norm_rm(rm), flags);
}

uint64_t num_fsub(unsigned dt, uint64_t a, uint64_t b, unsigned rm, unsigned *flags)
{
    const fmt *f = get_fmt(dt);
    if (!f)
        return 0;
    parts pb = decode(f, b);
    if (!is_nan_cls(pb.cls))
        pb.sign = !pb.sign;
    return add_core(f, decode(f, a), pb, norm_rm(rm), flags);
}

uint64_t num_fmul(unsigned dt, uint64_t a, uint64_t b, unsigned rm, unsigned *flags)
{
    const fmt *f = get_fmt(dt);
    if (!f)
        return 0;
    rm = norm_rm(rm);
    parts pa = decode(f, a), pb = decode(f, b);
    if (is_nan_cls(pa.cls) || is_nan_cls(pb.cls))
        return nan_result(f, pa, pb, flags);
    bool sign = pa.sign != pb.sign;
    if (pa.cls == NUM_CLASS_INF || pb.cls == NUM_CLASS_INF) {
        if (pa.cls == NUM_CLASS_ZERO || pb.cls == NUM_CLASS_ZERO) {
            *flags |= NUM_NV;
            return f->cnan;
        }
        return inf_enc(f, sign);
    }
    if (pa.cls == NUM_CLASS_ZERO || pb.cls == NUM_CLASS_ZERO)
        return zero_enc(f, sign);
    return round_pack(f, sign, (u128)pa.sig * pb.sig, pa.exp + pb.exp, false, rm, flags);
}

uint64_t num_fdiv(unsigned dt, uint64_t a, uint64_t b, unsigned rm, unsigned *flags)
{
    const fmt *f = get_fmt(dt);
    if (!f)
        return 0;
    rm = norm_rm(rm);
    parts pa = decode(f, a), pb = decode(f, b);
    if (is_nan_cls(pa.cls) || is_nan_cls(pb.cls))
        return nan_result(f, pa, pb, flags);
    bool sign = pa.sign != pb.sign;
    if (pa.cls == NUM_CLASS_INF) {
        if (pb.cls == NUM_CLASS_INF) {
            *flags |= NUM_NV;
            return f->cnan;
        }
        return inf_enc(f, sign);
    }
    if (pb.cls == NUM_CLASS_INF)
        return zero_enc(f, sign);
    if (pb.cls == NUM_CLASS_ZERO) {
        if (pa.cls == NUM_CLASS_ZERO) {
            *flags |= NUM_NV;
            return f->cnan;
        }
        *flags |= NUM_DZ;
        return inf_enc(f, sign); /* canonical NaN for E4M3 */
    }
    if (pa.cls == NUM_CLASS_ZERO)
        return zero_enc(f, sign);
    /* Normalise both significands to bit 63, then a 128/64 quotient has at
     * least 64 bits; the remainder decides the sticky bit. */
    int sa = __builtin_clzll(pa.sig), sb = __builtin_clzll(pb.sig);
    uint64_t ma = pa.sig << sa, mb = pb.sig << sb;
    u128 n = (u128)ma << 64;
    u128 quo = n / mb;
    bool sticky = (n % mb) != 0;
    int k = (pa.exp - sa) - (pb.exp - sb) - 64;
    return round_pack(f, sign, quo, k, sticky, rm, flags);
}

/* ------------------------------------------------------------------------ */
/* Comparison, order key, minimum and maximum.                               */

uint64_t num_order_key(unsigned dt, uint64_t x)
{
    const fmt *f = get_fmt(dt);
    if (!f)
        return 0;
    x &= f->wmask;
    if (x & f->sbit)
        return ~x & f->wmask;
    return x | f->sbit;
}

bool num_fcmp(unsigned dt, uint64_t a, uint64_t b, unsigned cmode, unsigned *flags)
{
    const fmt *f = get_fmt(dt);
    if (!f)
        return false;
    parts pa = decode(f, a), pb = decode(f, b);
    if (is_nan_cls(pa.cls) || is_nan_cls(pb.cls)) {
        if (pa.cls == NUM_CLASS_SNAN || pb.cls == NUM_CLASS_SNAN)
            *flags |= NUM_NV;
        return cmode == NUM_NE;
    }
    bool equal, less;
    if (pa.cls == NUM_CLASS_ZERO && pb.cls == NUM_CLASS_ZERO) {
        equal = true;
        less = false;
    } else {
        equal = (a & f->wmask) == (b & f->wmask);
        less = num_order_key(dt, a) < num_order_key(dt, b);
    }
    switch (cmode) {
    case NUM_EQ: return equal;
    case NUM_NE: return !equal;
    case NUM_LT: return less;
    case NUM_GT: return !less && !equal;
    case NUM_LE: return less || equal;
    case NUM_GE: return !less || equal;
    default: return false; /* reserved CModes 6, 7: rejected before execution */
    }
}

static uint64_t minmax(unsigned dt, uint64_t a, uint64_t b, bool maximum, unsigned *flags)
{
    const fmt *f = get_fmt(dt);
    if (!f)
        return 0;
    a &= f->wmask;
    b &= f->wmask;
    parts pa = decode(f, a), pb = decode(f, b);
    if (pa.cls == NUM_CLASS_SNAN || pb.cls == NUM_CLASS_SNAN)
        *flags |= NUM_NV;
    bool na = is_nan_cls(pa.cls), nb = is_nan_cls(pb.cls);
    if (na && nb)
        return f->cnan;
    if (na)
        return b;
    if (nb)
        return a;
    if (pa.cls == NUM_CLASS_ZERO && pb.cls == NUM_CLASS_ZERO) {
        if (maximum)
            return (pa.sign && pb.sign) ? a : 0;
        if (pa.sign)
            return a;
        if (pb.sign)
            return b;
        return 0;
    }
    uint64_t ka = num_order_key(dt, a), kb = num_order_key(dt, b);
    if (maximum)
        return ka >= kb ? a : b;
    return ka <= kb ? a : b;
}

uint64_t num_fmax(unsigned dt, uint64_t a, uint64_t b, unsigned *flags)
{
    return minmax(dt, a, b, true, flags);
}

uint64_t num_fmin(unsigned dt, uint64_t a, uint64_t b, unsigned *flags)
{
    return minmax(dt, a, b, false, flags);
}

/* a * b + c with one rounding (IEEE 754-2019 fusedMultiplyAdd).  The
 * product is exact in 128 bits (two significands of at most 53 bits); the
 * addend is aligned to it in a 126-bit window whose top is the larger
 * operand's leading bit, and bits of the smaller one below the window only
 * decide a sticky bit (then the window holds at least 124 bits of the
 * result, far more than any format keeps). */
uint64_t num_ffma(unsigned dt, uint64_t a, uint64_t b, uint64_t c, unsigned rm, unsigned *flags)
{
    const fmt *f = get_fmt(dt);
    if (!f)
        return 0;
    rm = norm_rm(rm);
    parts pa = decode(f, a), pb = decode(f, b), pc = decode(f, c);
    bool psign = pa.sign != pb.sign;
    bool pinf = pa.cls == NUM_CLASS_INF || pb.cls == NUM_CLASS_INF;
    bool pzero = pa.cls == NUM_CLASS_ZERO || pb.cls == NUM_CLASS_ZERO;
    if (is_nan_cls(pa.cls) || is_nan_cls(pb.cls) || is_nan_cls(pc.cls)) {
        if (pa.cls == NUM_CLASS_SNAN || pb.cls == NUM_CLASS_SNAN || pc.cls == NUM_CLASS_SNAN ||
            (pinf && pzero)) /* 0 * inf is invalid whatever the addend (the tile rule) */
            *flags |= NUM_NV;
        return f->cnan;
    }
    if (pinf && pzero) {
        *flags |= NUM_NV;
        return f->cnan;
    }
    if (pinf) {
        if (pc.cls == NUM_CLASS_INF && pc.sign != psign) {
            *flags |= NUM_NV;
            return f->cnan;
        }
        return inf_enc(f, psign);
    }
    if (pc.cls == NUM_CLASS_INF)
        return inf_enc(f, pc.sign);
    if (pzero) {
        if (pc.cls == NUM_CLASS_ZERO) { /* +0 + -0 is +0 but under RTM */
            bool s = psign == pc.sign ? psign : rm == NUM_RM_RTM;
            return zero_enc(f, s);
        }
        return round_pack(f, pc.sign, (u128)pc.sig, pc.exp, false, rm, flags);
    }
    u128 P = (u128)pa.sig * pb.sig;
    int pexp = pa.exp + pb.exp;
    if (pc.cls == NUM_CLASS_ZERO)
        return round_pack(f, psign, P, pexp, false, rm, flags);
    u128 C = (u128)pc.sig;
    int cexp = pc.exp;
    /* leading-bit positions (as powers of two) */
    int mp = msb128(P) + pexp, mc = msb128(C) + cexp;
    bool p_high = mp >= mc;
    u128 H = p_high ? P : C, L = p_high ? C : P;
    int he = p_high ? pexp : cexp, le = p_high ? cexp : pexp;
    bool hs = p_high ? psign : pc.sign, ls = p_high ? pc.sign : psign;
    int sh = 125 - msb128(H); /* H's leading bit to bit 125 */
    H <<= (unsigned)sh;
    int k = he - sh;          /* the window's exponent */
    int d = le - k;           /* L's shift into the window */
    bool sticky = false;
    if (d >= 0) {
        L <<= (unsigned)d; /* its leading bit is at most H's: fits below bit 126 */
    } else if (-d < 128) {
        unsigned s = (unsigned)-d;
        sticky = (L & ((((u128)1) << s) - 1u)) != 0;
        L >>= s;
    } else {
        sticky = true;
        L = 0;
    }
    u128 m;
    bool sign;
    if (hs == ls) {
        m = H + L;
        sign = hs;
    } else if (H > L || (H == L && sticky)) {
        m = sticky ? H - L - 1u : H - L; /* H - (L + s) = (H - L - 1) + (1 - s) */
        sign = hs;
    } else {
        m = L - H; /* L > H only without sticky: both exact */
        sign = ls;
    }
    if (m == 0 && !sticky)
        return zero_enc(f, rm == NUM_RM_RTM);
    return round_pack(f, sign, m, k, sticky, rm, flags);
}
