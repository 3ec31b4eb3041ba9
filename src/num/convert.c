/* TCVT element conversion (TileConvertValue, asl/tile/model/numeric/formats.asl;
 * ReferenceFloatToE8M0, asl/arch/profile/e8m0-conversion.asl; the hardware
 * profile's `conversion` and `b_datr` rules, spec/hardware-conformance-
 * profile.json; spec-digest-2 §9.7; decisions D30).
 *
 * Every source value is decoded into its exact value (sign, integer
 * significand, power-of-two exponent), or a class (zero, infinity, NaN);
 * the destination rounding is computed in integer arithmetic.  No host
 * floating point is used.
 *
 * Profile ieee (num_cvt_ieee):
 *   - integer -> integer: TileConvertIntegerValue (as the model).
 *   - -> E8M0: ReferenceFloatToE8M0 (as the model, D30).
 *   - -> FP64, FP32, TF32, HF32, FP16, BF16, E4M3, E5M2: num_round_pack with
 *     the resolved RMode (num.c's rules for the seven modes, overflow,
 *     tininess after rounding, E4M3 per D7).  Sat = 1: a result that
 *     overflows is the largest finite value of its sign (OF and NX stay).
 *     An infinite source gives the infinity of its sign (exact, no flag);
 *     into E4M3, which has none, it overflows (OF, NX; canonical NaN 0x7F,
 *     or +-448 with Sat).  A NaN source gives the canonical NaN, NV when
 *     signalling.
 *   - -> E3M2, E2M3, E2M1X2, E1M2X2, HiF4X2 (finite-only formats): the same
 *     rounding at the format's precision and exponent range, subnormals
 *     kept, tininess after rounding.  Overflow (and an infinite source) is
 *     the largest finite value of the sign with OF and NX, Sat or not (the
 *     format has nothing else); a NaN source gives +0 with NV.
 *   - -> HiF8: the rounding happens at the precision of the binade of the
 *     exact value (3 fraction bits for |E| <= 3, 2 for 4..7, 1 for 8..15,
 *     none for the power-of-two denormals 2^-22..2^-16, quantum 2^-22
 *     below them); the two candidates always have adjacent codes, and
 *     "even" (RNE ties) and "odd" (RTO) are the parity of the code (in
 *     every binade but the denormal ones that is the parity of the last
 *     mantissa bit).  The largest finite value is 2^15 (0x6E); 0x6F (which would be
 *     1.5 * 2^15) is +infinity, so a result above 2^15 overflows: infinity
 *     or 2^15 by num.c's overflow rule per mode, 2^15 with Sat.  UF: the
 *     result is inexact and below 2^-15 in magnitude.  HiF8 has one zero
 *     (0x00) and one NaN (0x80, quiet).
 *   - float -> integer (lanes of S4X2/U4X2 included): the exact value
 *     rounded to an integer with the resolved RMode (RTZ by default); in
 *     range: NX when inexact; NaN, infinity or out of range after rounding:
 *     NV and the indefinite value (signed minimum, unsigned maximum) with
 *     Sat = 0, the clamped bound (NaN -> 0) with Sat = 1.
 *   - integer -> float: the exact integer rounded as above.
 * Profile pto-v0 (num_cvt_v0): the model's TileProfileConvert: E8M0 as
 * above, an integer destination keeps the low bits of the carrier
 * (NormalizeTileInteger), every other conversion involving a float copies
 * the carrier (truncated or zero-extended to the destination width); no
 * flags.
 */
#include "num/num.h"

__extension__ typedef unsigned __int128 u128;

/* DataType codes (isa/dtypes.def). */
enum {
    C_FP64 = 0, C_FP32 = 1, C_TF32 = 2, C_HF32 = 3, C_FP16 = 4, C_BF16 = 5, C_HIF8 = 6, C_E4M3 = 7, C_E5M2 = 8,
    C_E3M2 = 9, C_E2M3 = 10, C_E2M1X2 = 11, C_E1M2X2 = 12, C_E8M0 = 13, C_HIF4X2 = 14,
    C_S64 = 16, C_S32 = 17, C_S16 = 18, C_S8 = 19, C_S4X2 = 20,
    C_U64 = 24, C_U32 = 25, C_U16 = 26, C_U8 = 27, C_U4X2 = 28
};

unsigned num_cvt_width(unsigned dt)
{
    switch (dt) {
    case C_FP64: case C_S64: case C_U64: return 64;
    case C_FP32: case C_TF32: case C_HF32: case C_S32: case C_U32: return 32;
    case C_FP16: case C_BF16: case C_S16: case C_U16: return 16;
    case C_E2M1X2: case C_E1M2X2: case C_HIF4X2: case C_S4X2: case C_U4X2: return 4;
    default: return 8;
    }
}

bool num_cvt_is_integer(unsigned dt) { return (dt >= C_S64 && dt <= C_S4X2) || (dt >= C_U64 && dt <= C_U4X2); }
static bool is_signed(unsigned dt) { return dt >= C_S64 && dt <= C_S4X2; }
static bool ieee_like(unsigned dt) { return dt <= C_BF16 || dt == C_E4M3 || dt == C_E5M2; }
static uint64_t wmask(unsigned w) { return w >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << w) - 1u; }

bool num_cvt_pair_supported(unsigned src, unsigned dst)
{
    if (dst == C_E8M0) return src == C_FP16 || src == C_BF16 || src == C_FP32;
    return true;
}

unsigned num_cvt_resolve_rm(unsigned src, unsigned dst, unsigned rmode)
{
    if (rmode != NUM_RM_DEFAULT) return rmode;
    return (!num_cvt_is_integer(src) && num_cvt_is_integer(dst)) ? NUM_RM_RTZ : NUM_RM_RNE;
}

/* ---- exact values ----------------------------------------------------------- */

typedef struct {
    int cls; /* NUM_CLASS_* */
    bool sign;
    uint64_t sig; /* finite: value = sig * 2^exp, sig != 0 */
    int exp;
} xval;

static xval finite(bool sign, uint64_t sig, int exp)
{
    xval v = {sig ? NUM_CLASS_FINITE : NUM_CLASS_ZERO, sign, sig, exp};
    return v;
}

static int msb64(uint64_t v) { return 63 - __builtin_clzll(v); }

/* HiF8FiniteDecomposition / ClassifyHiF8 (asl/arch/data-types/formats/hif8.asl). */
static xval dec_hif8(uint64_t x)
{
    xval v = {NUM_CLASS_ZERO, false, 0, 0};
    x &= 0xFF;
    if (x == 0x80) { v.cls = NUM_CLASS_QNAN; return v; }
    if (x == 0x6F || x == 0xEF) { v.cls = NUM_CLASS_INF; v.sign = x == 0xEF; return v; }
    bool s = (x >> 7) & 1u;
    unsigned b = (unsigned)x & 0x7F;
    if ((b >> 3) == 0) return b ? finite(s, 1, (int)b - 23) : v; /* denormal; 0x00 is the only zero */
    if ((b >> 3) == 1) return finite(s, 8 + (b & 7u), -3);
    if ((b >> 4) == 1) return finite(s, 8 + (b & 7u), ((b >> 3) & 1u ? -1 : 1) - 3);
    unsigned se = (b >> 4) & 1u;
    if ((b >> 5) == 1) {
        int mag = 2 + (int)((b >> 3) & 1u);
        return finite(s, 8 + (b & 7u), (se ? -mag : mag) - 3);
    }
    if ((b >> 5) == 2) {
        int mag = 4 + (int)((b >> 2) & 3u);
        return finite(s, 4 + (b & 3u), (se ? -mag : mag) - 2);
    }
    int mag = 8 + (int)((b >> 1) & 7u);
    return finite(s, 2 + (b & 1u), (se ? -mag : mag) - 1);
}

/* A regular finite-only binary format: fb fraction bits, bias, sign bit. */
typedef struct {
    unsigned fb;
    int bias;
    unsigned sbit;
    int emax;      /* exponent of the top binade */
    uint64_t maxk; /* significand (hidden bit included) of the largest finite value */
} rfmt;

static const rfmt *rfmt_of(unsigned dt)
{
    static const rfmt e3m2 = {2, 3, 5, 4, 7}, e2m3 = {3, 1, 5, 2, 15}, e2m1 = {1, 1, 3, 2, 3}, e1m2 = {2, 1, 3, 0, 7};
    switch (dt) {
    case C_E3M2: return &e3m2;
    case C_E2M3: return &e2m3;
    case C_E2M1X2: return &e2m1;
    case C_E1M2X2: case C_HIF4X2: return &e1m2;
    default: return 0;
    }
}

static xval dec_regular(const rfmt *f, uint64_t x)
{
    bool s = (x >> f->sbit) & 1u;
    uint64_t m = x & wmask(f->fb);
    uint64_t e = (x >> f->fb) & wmask(f->sbit - f->fb);
    if (e == 0) return finite(s, m, 1 - f->bias - (int)f->fb);
    return finite(s, m | (UINT64_C(1) << f->fb), (int)e - f->bias - (int)f->fb);
}

static xval decode_any(unsigned dt, uint64_t x, bool *snan)
{
    xval v = {NUM_CLASS_ZERO, false, 0, 0};
    *snan = false;
    unsigned w = num_cvt_width(dt);
    x &= wmask(w);
    if (num_cvt_is_integer(dt)) {
        if (is_signed(dt) && ((x >> (w - 1)) & 1u)) return finite(true, (~x + 1u) & wmask(w), 0); /* S64 min: 2^63 */
        return finite(false, x, 0);
    }
    if (ieee_like(dt)) {
        uint64_t sig;
        int e;
        bool s;
        int c = num_decode(dt, x, &s, &e, &sig);
        v.cls = c == NUM_CLASS_SNAN ? NUM_CLASS_QNAN : c;
        *snan = c == NUM_CLASS_SNAN;
        v.sign = s;
        v.sig = sig;
        v.exp = e;
        return v;
    }
    if (dt == C_HIF8) return dec_hif8(x);
    if (dt == C_E8M0) {
        if (x == 0xFF) { v.cls = NUM_CLASS_QNAN; return v; }
        return finite(false, 1, (int)x - 127);
    }
    return dec_regular(rfmt_of(dt), x);
}

/* ---- rounding to a quantum -------------------------------------------------- */

/* (sig * 2^exp) / 2^q rounded to an integer under rm (sign: the value's
 * sign, for the directed modes and RHB); *inexact.  Requires the result to
 * fit 128 bits (exp - q <= 64). */
static u128 round_q(uint64_t sig, int exp, int q, bool sign, unsigned rm, bool *inexact)
{
    int sh = q - exp;
    if (sh <= 0) {
        *inexact = false;
        return (u128)sig << (unsigned)(-sh);
    }
    u128 k;
    bool half, sticky;
    if (sh > 64) {
        k = 0;
        half = false;
        sticky = true;
    } else {
        u128 s = sig;
        k = s >> (unsigned)sh;
        half = (s >> (unsigned)(sh - 1)) & 1u;
        sticky = (s & ((((u128)1) << (unsigned)(sh - 1)) - 1u)) != 0;
    }
    *inexact = half || sticky;
    switch (rm) {
    case NUM_RM_RTZ: break;
    case NUM_RM_RTM: if (*inexact && sign) k++; break;
    case NUM_RM_RTP: if (*inexact && !sign) k++; break;
    case NUM_RM_RNA: if (half) k++; break;
    case NUM_RM_RHB: if (half && (sticky || !sign)) k++; break;
    case NUM_RM_RTO: if (*inexact) k |= 1u; break;
    default: if (half && (sticky || (k & 1u))) k++; break; /* RNE */
    }
    return k;
}

/* num.c's overflow rule: does the overflowing result go to infinity? */
static bool overflow_to_inf(bool sign, unsigned rm)
{
    switch (rm) {
    case NUM_RM_RTZ: case NUM_RM_RTO: return false;
    case NUM_RM_RTP: return !sign;
    case NUM_RM_RTM: return sign;
    default: return true;
    }
}

static uint64_t round_regular(const rfmt *f, const xval *v, unsigned rm, unsigned *flags)
{
    uint64_t sb = (uint64_t)v->sign << f->sbit;
    uint64_t maxenc = ((uint64_t)(f->emax + f->bias) << f->fb) | (f->maxk & wmask(f->fb));
    if (v->cls == NUM_CLASS_ZERO) return sb;
    if (v->cls == NUM_CLASS_QNAN) { *flags |= NUM_NV; return 0; }
    if (v->cls == NUM_CLASS_INF) { *flags |= NUM_OF | NUM_NX; return sb | maxenc; }
    int emin = 1 - f->bias, fb = (int)f->fb;
    int e = msb64(v->sig) + v->exp;
    if (e > f->emax + 1) { *flags |= NUM_OF | NUM_NX; return sb | maxenc; }
    int q = (e > emin ? e : emin) - fb;
    bool ix;
    u128 k = round_q(v->sig, v->exp, q, v->sign, rm, &ix);
    bool tiny = e < emin - 1;
    if (e == emin - 1) {
        bool ix2;
        tiny = round_q(v->sig, v->exp, e - fb, v->sign, rm, &ix2) < ((u128)1 << (fb + 1));
    }
    if (k >> (fb + 1)) { k >>= 1; q++; }
    int ee = q + fb;
    if (k >= ((u128)1 << fb) && (ee > f->emax || (ee == f->emax && k > f->maxk))) {
        *flags |= NUM_OF | NUM_NX;
        return sb | maxenc;
    }
    if (ix) *flags |= NUM_NX | (tiny ? NUM_UF : 0u);
    if (k < ((u128)1 << fb)) return sb | (uint64_t)k; /* subnormal or zero */
    return sb | ((uint64_t)(ee + f->bias) << f->fb) | ((uint64_t)k & wmask(f->fb));
}

/* The HiF8 code of +-2^e * (k / 2^m) with 2^m <= k < 2^(m+1), m the
 * binade's fraction bits (e in -22..15). */
static uint64_t hif8_pack(bool sign, int e, unsigned k)
{
    unsigned a = (unsigned)(e < 0 ? -e : e), se = e < 0, c;
    if (e < -15) c = (unsigned)(e + 23);
    else if (a == 0) c = 0x08 | (k & 7u);
    else if (a == 1) c = 0x10 | (se << 3) | (k & 7u);
    else if (a <= 3) c = 0x20 | (se << 4) | ((a - 2) << 3) | (k & 7u);
    else if (a <= 7) c = 0x40 | (se << 4) | ((a - 4) << 2) | (k & 3u);
    else c = 0x60 | (se << 4) | ((a - 8) << 1) | (k & 1u);
    return ((uint64_t)sign << 7) | c;
}

static int hif8_fbits(int e)
{
    int a = e < 0 ? -e : e;
    if (e < -15) return 0;
    return a <= 3 ? 3 : a <= 7 ? 2 : 1;
}

static uint64_t round_hif8(const xval *v, unsigned rm, bool sat, unsigned *flags)
{
    if (v->cls == NUM_CLASS_ZERO) return 0;
    if (v->cls == NUM_CLASS_QNAN) return 0x80;
    uint64_t sb = (uint64_t)v->sign << 7;
    if (v->cls == NUM_CLASS_INF) return sat ? sb | 0x6E : sb | 0x6F;
    int e = msb64(v->sig) + v->exp;
    if (e > 15) goto overflow;
    int m = e < -22 ? 0 : hif8_fbits(e);
    int q = e < -22 ? -22 : e - m;
    bool ix;
    u128 k = round_q(v->sig, v->exp, q, v->sign, rm, &ix);
    if (m == 0 && e >= -22 && ix && (rm == NUM_RM_RNE || rm == NUM_RM_RTO)) {
        /* A denormal binade [2^e, 2^(e+1)): the candidates' codes are
         * e + 23 and the next code (2^-15 for e = -16, code 0x7E, even):
         * ties to the even code, RTO to the odd one. */
        bool lo_even = ((e + 23) & 1) == 0;
        int hb = msb64(v->sig);
        bool tie = hb >= 1 && v->sig == (UINT64_C(3) << (hb - 1));
        if (rm == NUM_RM_RTO) k = lo_even ? 2 : 1;
        else if (tie) k = lo_even ? 1 : 2;
    }
    if (k == 0) {
        *flags |= NUM_NX | NUM_UF;
        return 0;
    }
    /* k * 2^q: normalise into its binade */
    int re = msb64((uint64_t)k) + q;
    if (re > 15 || (re == 15 && (uint64_t)k != ((uint64_t)1 << msb64((uint64_t)k)))) goto overflow;
    /* the significand at the result binade's precision: exact, since a
     * carry into the next binade leaves a power of two */
    int pk = msb64((uint64_t)k), rb = hif8_fbits(re);
    unsigned kk = pk >= rb ? (unsigned)((uint64_t)k >> (unsigned)(pk - rb)) : (unsigned)((uint64_t)k << (unsigned)(rb - pk));
    if (ix) *flags |= NUM_NX | (re < -15 ? NUM_UF : 0u);
    return hif8_pack(v->sign, re, kk);
overflow:
    *flags |= NUM_OF | NUM_NX;
    return (!sat && overflow_to_inf(v->sign, rm)) ? sb | 0x6F : sb | 0x6E;
}

static const uint64_t inf_enc[9] = {0x7FF0000000000000u, 0x7F800000u, 0x7F800000u, 0x7F800000u, 0x7C00u, 0x7F80u, 0,
                                    0, 0x7Cu};
static const uint64_t cnan_enc[9] = {0x7FF8000000000000u, 0x7FC00000u, 0x7FC00000u, 0x7FC00000u, 0x7E00u, 0x7FC0u, 0,
                                     0x7Fu, 0x7Eu};
static const uint64_t maxf_enc[9] = {0x7FEFFFFFFFFFFFFFu, 0x7F7FFFFFu, 0x7F7FE000u, 0x7F7FF000u, 0x7BFFu, 0x7F7Fu, 0,
                                     0x7Eu, 0x7Bu};

static uint64_t round_ieee(unsigned dt, const xval *v, unsigned rm, bool sat, unsigned *flags)
{
    unsigned w = num_cvt_width(dt);
    uint64_t sb = (uint64_t)v->sign << (w - 1);
    switch (v->cls) {
    case NUM_CLASS_ZERO: return sb;
    case NUM_CLASS_QNAN: return cnan_enc[dt];
    case NUM_CLASS_INF:
        if (dt != C_E4M3) return sb | inf_enc[dt];
        *flags |= NUM_OF | NUM_NX;
        return sat ? sb | maxf_enc[dt] : cnan_enc[dt];
    default: break;
    }
    unsigned fl = 0;
    uint64_t r = num_round_pack(dt, v->sign, v->sig, v->exp, false, rm, &fl);
    *flags |= fl;
    if (sat && (fl & NUM_OF)) r = sb | maxf_enc[dt];
    return r;
}

/* ---- float -> integer ------------------------------------------------------- */

static uint64_t to_integer(unsigned dt, const xval *v, unsigned rm, bool sat, unsigned *flags)
{
    unsigned w = num_cvt_width(dt);
    bool sg = is_signed(dt);
    uint64_t mask = wmask(w);
    uint64_t minv = sg ? (UINT64_C(1) << (w - 1)) : 0;       /* encodings */
    uint64_t maxv = sg ? (UINT64_C(1) << (w - 1)) - 1u : mask;
    bool invalid = false, neg = v->sign;
    u128 k = 0;
    if (v->cls == NUM_CLASS_QNAN) {
        *flags |= NUM_NV;
        return sat ? 0 : (sg ? minv : maxv);
    }
    if (v->cls == NUM_CLASS_INF) invalid = true;
    else if (v->cls == NUM_CLASS_FINITE) {
        if (msb64(v->sig) + v->exp >= 64) invalid = true;
        else {
            bool ix;
            k = round_q(v->sig, v->exp, 0, v->sign, rm, &ix);
            /* magnitude limits: signed -2^(w-1) .. 2^(w-1)-1, unsigned 0 .. 2^w-1 */
            u128 lim = neg ? (sg ? ((u128)1 << (w - 1)) : 0) : (sg ? ((u128)1 << (w - 1)) - 1u : (((u128)1 << w) - 1u));
            if (k > lim) invalid = true;
            else if (ix) *flags |= NUM_NX;
        }
    }
    if (invalid) {
        *flags |= NUM_NV;
        if (!sat) return sg ? minv : maxv;
        return neg ? minv : maxv;
    }
    uint64_t r = (uint64_t)k;
    return (neg ? (~r + 1u) : r) & mask;
}

/* TileConvertIntegerValue. */
uint64_t num_cvt_integer(unsigned src, unsigned dst, uint64_t x, bool sat)
{
    unsigned ws = num_cvt_width(src), wd = num_cvt_width(dst);
    uint64_t v = x & wmask(ws);
    if (is_signed(src) && ws < 64 && ((v >> (ws - 1)) & 1u)) v |= ~wmask(ws); /* NormalizeTileInteger */
    if (!sat) return v & wmask(wd);
    bool sneg = is_signed(src) && (int64_t)v < 0;
    uint64_t maxv = is_signed(dst) ? (UINT64_C(1) << (wd - 1)) - 1u : wmask(wd);
    if (is_signed(dst)) {
        int64_t lo = wd >= 64 ? INT64_MIN : -((int64_t)1 << (wd - 1));
        if (sneg) return ((int64_t)v < lo ? (uint64_t)lo : v) & wmask(wd);
        return (v > maxv ? maxv : v) & wmask(wd);
    }
    if (sneg) return 0;
    return v > maxv ? maxv : v;
}

/* ReferenceFloatToE8M0 with ReferenceE8M0RoundExponent (both profiles). */
uint64_t num_cvt_e8m0(unsigned src, uint64_t x, unsigned rm, bool sat, unsigned *flags)
{
    bool snan;
    xval v = decode_any(src, x, &snan);
    if (v.cls == NUM_CLASS_QNAN || v.cls == NUM_CLASS_ZERO || v.sign) {
        *flags |= NUM_NV;
        return 0xFF;
    }
    if (v.cls == NUM_CLASS_INF) {
        *flags |= NUM_OF | NUM_NX;
        return sat ? 0xFE : 0xFF;
    }
    int hi = msb64(v.sig);
    int f = v.exp + hi;
    bool exact = v.sig == (UINT64_C(1) << hi);
    if (f < -127) {
        *flags |= NUM_UF | NUM_NX;
        return sat ? 0x00 : 0xFF;
    }
    if (f == 127 && !exact) {
        *flags |= NUM_OF | NUM_NX;
        return sat ? 0xFE : 0xFF;
    }
    int r = f;
    if (!exact) {
        switch (rm) {
        case NUM_RM_RTM: r = f; break;
        case NUM_RM_RTP: r = f + 1; break;
        case NUM_RM_RTZ: r = f < 0 ? f + 1 : f; break;
        case NUM_RM_RTO: r = (f % 2 != 0) ? f : f + 1; break;
        default: {
            /* x against 2^(f + 1/2): sig^2 against 2^(2 hi + 1) */
            u128 sq = (u128)v.sig * v.sig, bound = (u128)1 << (2 * hi + 1);
            if (sq < bound) r = f;
            else if (sq > bound) r = f + 1;
            else if (rm == NUM_RM_RNA) r = f < 0 ? f : f + 1;
            else if (rm == NUM_RM_RHB) r = f + 1;
            else r = (f % 2 == 0) ? f : f + 1; /* RNE */
        }
        }
        *flags |= NUM_NX;
    }
    return (uint64_t)(r + 127);
}

uint64_t num_cvt_ieee(unsigned src, unsigned dst, uint64_t x, unsigned rm, bool sat, unsigned *flags)
{
    if (num_cvt_is_integer(src) && num_cvt_is_integer(dst)) return num_cvt_integer(src, dst, x, sat);
    if (dst == C_E8M0) return num_cvt_e8m0(src, x, rm, sat, flags);
    if (rm == NUM_RM_DEFAULT || rm > NUM_RM_RHB) rm = NUM_RM_RNE;
    bool snan;
    xval v = decode_any(src, x, &snan);
    if (snan) *flags |= NUM_NV;
    if (num_cvt_is_integer(dst)) return to_integer(dst, &v, rm, sat, flags);
    if (ieee_like(dst)) return round_ieee(dst, &v, rm, sat, flags);
    if (dst == C_HIF8) return round_hif8(&v, rm, sat, flags);
    return round_regular(rfmt_of(dst), &v, rm, flags);
}

uint64_t num_cvt_v0(unsigned src, unsigned dst, uint64_t x, unsigned rm, bool sat, unsigned *flags)
{
    if (num_cvt_is_integer(src) && num_cvt_is_integer(dst)) return num_cvt_integer(src, dst, x, sat);
    if (dst == C_E8M0) return num_cvt_e8m0(src, x, rm, sat, flags);
    /* NormalizeTileInteger for an integer destination, else the raw carrier;
     * either way the destination keeps the low bits of the source carrier. */
    return (x & wmask(num_cvt_width(src))) & wmask(num_cvt_width(dst));
}
