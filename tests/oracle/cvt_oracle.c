/* The TCVT oracle (cvt_oracle.h): MPFR, formats from the hardware profile's
 * data_types table. */
#include "oracle/cvt_oracle.h"

#include <stdio.h>
#include <stdlib.h>

#include <mpfr.h>

#include "oracle/oracle.h"

enum { HIF8 = 6, E4M3 = 7, E3M2 = 9, E2M3 = 10, E2M1 = 11, E1M2 = 12, E8M0 = 13, HIF4 = 14 };

const unsigned ocvt_types[25] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 18, 19, 20, 24, 25, 26, 27, 28};

unsigned ocvt_width(unsigned dt)
{
    static const unsigned w[29] = {64, 32, 32, 32, 16, 16, 8, 8, 8, 8, 8, 4, 4, 8, 4, 0,
                                   64, 32, 16, 8, 4, 0, 0, 0, 64, 32, 16, 8, 4};
    return dt < 29 ? w[dt] : 0;
}
static bool is_int(unsigned dt) { return dt >= 16; }
static bool is_sgn(unsigned dt) { return dt >= 16 && dt <= 20; }
static uint64_t mask(unsigned w) { return w >= 64 ? ~0ull : (1ull << w) - 1u; }

bool ocvt_pair(unsigned s, unsigned d) { return d != E8M0 || s == 1 || s == 4 || s == 5; }

bool ocvt_valid(unsigned dt, uint64_t x)
{
    if (dt == 2) return (x & 0x1FFFu) == 0;
    if (dt == 3) return (x & 0xFFFu) == 0;
    if (dt == E3M2 || dt == E2M3) return (x & 0xC0u) == 0;
    return true;
}

#define PREC 320
static bool inited;
static mpfr_t V, T, U, M2, LO, HI, W;

static void init(void)
{
    if (inited) return;
    mpfr_inits2(PREC, V, T, U, M2, LO, HI, W, (mpfr_ptr)0);
    inited = true;
}

/* ---- decoding from the profile's definitions ---------------------------------- */

/* HiF8 dot-field table: prefix of bits 6..., D, exponent bits, mantissa bits. */
static int dec_hif8(uint64_t x, mpfr_t v)
{
    if (x == 0x80) { mpfr_set_nan(v); return OC_QNAN; }
    if (x == 0x6F || x == 0xEF) { mpfr_set_inf(v, x == 0xEF ? -1 : 1); return OC_INF; }
    if (x == 0x00) { mpfr_set_zero(v, 1); return OC_ZERO; }
    int s = (int)(x >> 7) & 1;
    unsigned b6 = (unsigned)x & 0x7F; /* bits 6:0 */
    long E;
    unsigned mb, M;
    if ((b6 >> 3) == 0x0) { /* 0000: denormal, (-1)^S * 2^(M-23) */
        mpfr_set_ui_2exp(v, 1, (long)(b6 & 7u) - 23, MPFR_RNDN);
        if (s) mpfr_neg(v, v, MPFR_RNDN);
        return OC_FINITE;
    }
    unsigned D, prefix_bits;
    if ((b6 >> 3) == 0x1) { D = 0; prefix_bits = 4; }
    else if ((b6 >> 4) == 0x1) { D = 1; prefix_bits = 3; }
    else if ((b6 >> 5) == 0x1) { D = 2; prefix_bits = 2; }
    else if ((b6 >> 5) == 0x2) { D = 3; prefix_bits = 2; }
    else { D = 4; prefix_bits = 2; }
    unsigned rest_bits = 7 - prefix_bits; /* D exponent bits then the mantissa */
    mb = rest_bits - D;
    unsigned rest = b6 & ((1u << rest_bits) - 1u);
    M = rest & ((1u << mb) - 1u);
    if (D == 0) E = 0;
    else {
        unsigned em = rest >> mb;             /* Se then D-1 magnitude bits */
        unsigned se = (em >> (D - 1)) & 1u;
        unsigned mag = (1u << (D - 1)) | (em & ((1u << (D - 1)) - 1u)); /* implicit leading 1 */
        E = se ? -(long)mag : (long)mag;
    }
    mpfr_set_ui_2exp(v, (1ul << mb) + M, E - (long)mb, MPFR_RNDN);
    if (s) mpfr_neg(v, v, MPFR_RNDN);
    return OC_FINITE;
}

/* A finite-only format given by sign bit, exponent field, mantissa bits, bias. */
static int dec_fixed(uint64_t x, unsigned sb, unsigned eb, unsigned mb, int bias, mpfr_t v)
{
    int s = (int)(x >> sb) & 1;
    unsigned e = (unsigned)(x >> mb) & ((1u << eb) - 1u), m = (unsigned)x & ((1u << mb) - 1u);
    if (e == 0 && m == 0) { mpfr_set_zero(v, s ? -1 : 1); return OC_ZERO; }
    if (e == 0) mpfr_set_ui_2exp(v, m, 1 - bias - (long)mb, MPFR_RNDN); /* 2^(1-bias) * M/2^mb */
    else mpfr_set_ui_2exp(v, (1u << mb) + m, (long)e - bias - (long)mb, MPFR_RNDN);
    if (s) mpfr_neg(v, v, MPFR_RNDN);
    return OC_FINITE;
}

/* The lane value tables of E2M1X2 (+0 +0.5 +1 +1.5 +2 +3 +4 +6) and
 * E1M2X2 / HiF4X2 (+0 .. +1.75 in steps of 0.25), bit 3 the sign. */
static int dec_lane(unsigned dt, uint64_t x, mpfr_t v)
{
    static const unsigned e2m1_half[8] = {0, 1, 2, 3, 4, 6, 8, 12};
    unsigned i = (unsigned)x & 7u;
    int s = (int)(x >> 3) & 1;
    if (dt == E2M1) mpfr_set_ui_2exp(v, e2m1_half[i], -1, MPFR_RNDN);
    else mpfr_set_ui_2exp(v, i, -2, MPFR_RNDN);
    if (s) mpfr_neg(v, v, MPFR_RNDN);
    return i == 0 ? OC_ZERO : OC_FINITE;
}

static int odec(unsigned dt, uint64_t x, mpfr_t v)
{
    x &= mask(ocvt_width(dt));
    if (is_int(dt)) {
        unsigned w = ocvt_width(dt);
        if (is_sgn(dt) && w < 64 && ((x >> (w - 1)) & 1u)) x |= ~mask(w);
        if (is_sgn(dt)) mpfr_set_sj(v, (intmax_t)(int64_t)x, MPFR_RNDN);
        else mpfr_set_uj(v, (uintmax_t)x, MPFR_RNDN);
        return x == 0 ? OC_ZERO : OC_FINITE;
    }
    if (oracle_format(dt)) return oracle_decode(dt, x, v);
    switch (dt) {
    case HIF8: return dec_hif8(x, v);
    case E3M2: return dec_fixed(x, 5, 3, 2, 3, v);
    case E2M3: return dec_fixed(x, 5, 2, 3, 1, v);
    case E8M0:
        if (x == 0xFF) { mpfr_set_nan(v); return OC_QNAN; }
        mpfr_set_ui_2exp(v, 1, (long)x - 127, MPFR_RNDN);
        return OC_FINITE;
    default: return dec_lane(dt, x, v);
    }
}

/* ---- rounding ------------------------------------------------------------------ */

/* i = y rounded to an integer with RMode rm; returns inexact. */
static bool rint_mode(mpfr_t i, const mpfr_t y, unsigned rm)
{
    switch (rm) {
    case 2: mpfr_trunc(i, y); break;
    case 3: mpfr_floor(i, y); break;
    case 4: mpfr_ceil(i, y); break;
    case 5: mpfr_round(i, y); break;
    case 6:
        mpfr_trunc(i, y);
        if (!mpfr_equal_p(i, y)) {
            mpfr_fmod_ui(U, i, 2, MPFR_RNDN);
            if (mpfr_zero_p(U)) {
                if (mpfr_signbit(y)) mpfr_sub_ui(i, i, 1, MPFR_RNDN);
                else mpfr_add_ui(i, i, 1, MPFR_RNDN);
            }
        }
        break;
    case 7:
        mpfr_floor(U, y);
        mpfr_sub(U, y, U, MPFR_RNDN);
        if (mpfr_cmp_ui_2exp(U, 1, -1) == 0) mpfr_ceil(i, y);
        else mpfr_roundeven(i, y);
        break;
    default: mpfr_roundeven(i, y); break;
    }
    return !mpfr_equal_p(i, y);
}

static uint64_t int_encode(unsigned ddt, const mpfr_t i)
{
    /* two's complement of i modulo 2^w (i within the destination range) */
    if (mpfr_sgn(i) < 0) return (uint64_t)mpfr_get_sj(i, MPFR_RNDN) & mask(ocvt_width(ddt));
    return (uint64_t)mpfr_get_uj(i, MPFR_RNDN) & mask(ocvt_width(ddt));
}

static void int_bounds(unsigned ddt, mpfr_t lo, mpfr_t hi)
{
    unsigned w = ocvt_width(ddt);
    if (is_sgn(ddt)) {
        mpfr_set_si_2exp(lo, -1, (long)w - 1, MPFR_RNDN);
        mpfr_set_ui_2exp(hi, 1, (long)w - 1, MPFR_RNDN);
        mpfr_sub_ui(hi, hi, 1, MPFR_RNDN);
    } else {
        mpfr_set_zero(lo, 1);
        mpfr_set_ui_2exp(hi, 1, (long)w, MPFR_RNDN);
        mpfr_sub_ui(hi, hi, 1, MPFR_RNDN);
    }
}

/* Integer -> integer: the source value modulo 2^W (Sat 0) or clamped. */
static uint64_t int_int(unsigned sdt, unsigned ddt, uint64_t x, bool sat)
{
    odec(sdt, x, V);
    if (sat) {
        int_bounds(ddt, LO, HI);
        if (mpfr_cmp(V, LO) < 0) mpfr_set(V, LO, MPFR_RNDN);
        if (mpfr_cmp(V, HI) > 0) mpfr_set(V, HI, MPFR_RNDN);
        return int_encode(ddt, V);
    }
    /* V mod 2^w through the 64-bit two's complement */
    uint64_t r = mpfr_sgn(V) < 0 ? (uint64_t)mpfr_get_sj(V, MPFR_RNDN) : (uint64_t)mpfr_get_uj(V, MPFR_RNDN);
    return r & mask(ocvt_width(ddt));
}

static uint64_t to_int(unsigned ddt, int cls, bool sat, unsigned rm, unsigned *flags)
{
    unsigned w = ocvt_width(ddt);
    uint64_t indef = is_sgn(ddt) ? 1ull << (w - 1) : mask(w);
    int_bounds(ddt, LO, HI);
    if (cls == OC_QNAN || cls == OC_SNAN) { *flags |= OF_NV; return sat ? 0 : indef; }
    if (cls == OC_INF) { *flags |= OF_NV; return sat ? int_encode(ddt, mpfr_signbit(V) ? LO : HI) : indef; }
    bool ix = rint_mode(T, V, rm);
    if (mpfr_cmp(T, LO) < 0 || mpfr_cmp(T, HI) > 0) {
        *flags |= OF_NV;
        return sat ? int_encode(ddt, mpfr_sgn(T) < 0 ? LO : HI) : indef;
    }
    if (ix) *flags |= OF_NX;
    return int_encode(ddt, T);
}

static uint64_t to_e8m0(int cls, bool sat, unsigned rm, unsigned *flags)
{
    if (cls == OC_QNAN || cls == OC_SNAN || cls == OC_ZERO || mpfr_signbit(V)) { *flags |= OF_NV; return 0xFF; }
    if (cls == OC_INF) { *flags |= OF_OF | OF_NX; return sat ? 0xFE : 0xFF; }
    long f = (long)mpfr_get_exp(V) - 1; /* floor(log2 v) */
    bool exact = mpfr_cmp_ui_2exp(V, 1, f) == 0;
    if (f < -127) { *flags |= OF_UF | OF_NX; return sat ? 0x00 : 0xFF; }
    if (f == 127 && !exact) { *flags |= OF_OF | OF_NX; return sat ? 0xFE : 0xFF; }
    if (exact) return (uint64_t)(f + 127);
    long r;
    mpfr_sqr(T, V, MPFR_RNDN); /* exact at PREC */
    int c = mpfr_cmp_ui_2exp(T, 1, 2 * f + 1);
    switch (rm) {
    case 3: r = f; break;
    case 4: r = f + 1; break;
    case 2: r = f < 0 ? f + 1 : f; break;
    case 6: r = (f % 2 != 0) ? f : f + 1; break;
    default:
        if (c < 0) r = f;
        else if (c > 0) r = f + 1;
        else if (rm == 5) r = f < 0 ? f : f + 1;
        else if (rm == 7) r = f + 1;
        else r = (f % 2 == 0) ? f : f + 1;
    }
    *flags |= OF_NX;
    return (uint64_t)(r + 127);
}

/* The small formats by search over their encodings. */
typedef struct {
    unsigned n;
    mpfr_t val[128];
    unsigned code[128];
    mpfr_t virt;  /* the value just above the largest finite one */
    unsigned virt_code;
    unsigned sbit;
    bool hif8;
    unsigned fb;  /* regular formats: fraction bits, exponent of the smallest normal */
    long emin;
} table;
static table tabs[15];
static bool tab_done[15];

static const table *tab_of(unsigned dt)
{
    table *t = &tabs[dt];
    if (tab_done[dt]) return t;
    unsigned ncodes = dt == HIF8 ? 128 : (dt == E3M2 || dt == E2M3) ? 32 : 8;
    t->n = 0;
    for (unsigned c = 0; c < ncodes; c++) {
        mpfr_t v;
        mpfr_init2(v, PREC);
        int k = odec(dt, c, v);
        if (k != OC_FINITE && k != OC_ZERO) { mpfr_clear(v); continue; }
        /* insertion by value */
        unsigned j = t->n++;
        mpfr_init2(t->val[j], PREC);
        while (j > 0 && mpfr_cmp(t->val[j - 1], v) > 0) {
            mpfr_set(t->val[j], t->val[j - 1], MPFR_RNDN);
            t->code[j] = t->code[j - 1];
            j--;
        }
        mpfr_set(t->val[j], v, MPFR_RNDN);
        t->code[j] = c;
        mpfr_clear(v);
    }
    mpfr_init2(t->virt, PREC);
    t->hif8 = dt == HIF8;
    if (t->hif8) {
        mpfr_set_ui_2exp(t->virt, 3, 14, MPFR_RNDN); /* 0x6F's place: 1.5 * 2^15 */
        t->virt_code = 0x6F;
        t->sbit = 7;
    } else {
        /* twice the top binade's power of two: the next exponent */
        mpfr_set_ui_2exp(t->virt, 1, (long)mpfr_get_exp(t->val[t->n - 1]), MPFR_RNDN);
        t->virt_code = t->code[t->n - 1] + 1;
        t->sbit = (dt == E3M2 || dt == E2M3) ? 5 : 3;
        t->fb = dt == E3M2 ? 2 : dt == E2M3 ? 3 : dt == E2M1 ? 1 : 2;
        t->emin = dt == E3M2 ? -2 : 0;
    }
    tab_done[dt] = true;
    return t;
}

static bool to_inf_mode(bool neg, unsigned rm)
{
    if (rm == 2 || rm == 6) return false;
    if (rm == 4) return !neg;
    if (rm == 3) return neg;
    return true;
}

static uint64_t to_table(unsigned ddt, int cls, bool sat, unsigned rm, unsigned *flags)
{
    const table *t = tab_of(ddt);
    bool neg = mpfr_signbit(V) != 0;
    uint64_t sb = neg ? 1ull << t->sbit : 0;
    uint64_t maxc = t->code[t->n - 1];
    if (cls == OC_QNAN || cls == OC_SNAN) {
        if (t->hif8) return 0x80;
        *flags |= OF_NV;
        return 0;
    }
    if (cls == OC_INF) {
        if (t->hif8) return sb | (sat ? 0x6E : 0x6F);
        *flags |= OF_OF | OF_NX;
        return sb | maxc;
    }
    if (cls == OC_ZERO) return t->hif8 ? 0 : sb;
    mpfr_abs(T, V, MPFR_RNDN);
    bool overflow = mpfr_cmp(T, t->virt) >= 0;
    unsigned code = 0;
    bool inexact = false;
    if (!overflow) {
        unsigned i = 0;
        while (i + 1 < t->n && mpfr_cmp(t->val[i + 1], T) <= 0) i++;
        if (mpfr_equal_p(t->val[i], T)) {
            code = t->code[i];
        } else {
            inexact = true;
            mpfr_srcptr hi = i + 1 < t->n ? t->val[i + 1] : t->virt;
            unsigned hc = i + 1 < t->n ? t->code[i + 1] : t->virt_code, lc = t->code[i];
            mpfr_add(M2, t->val[i], hi, MPFR_RNDN);
            mpfr_div_2ui(M2, M2, 1, MPFR_RNDN);
            int c = mpfr_cmp(T, M2);
            bool up;
            switch (rm) {
            case 2: up = false; break;
            case 3: up = neg; break;
            case 4: up = !neg; break;
            case 5: up = c >= 0; break;
            case 6: up = (hc & 1u) != 0; break;
            case 7: up = c > 0 || (c == 0 && !neg); break;
            default: up = c > 0 || (c == 0 && (hc & 1u) == 0); break;
            }
            code = up ? hc : lc;
            if (up && i + 1 >= t->n) overflow = true;
        }
    }
    if (overflow) {
        *flags |= OF_OF | OF_NX;
        if (t->hif8) return sb | ((!sat && to_inf_mode(neg, rm)) ? 0x6F : 0x6E);
        return sb | maxc;
    }
    if (inexact) {
        *flags |= OF_NX;
        bool tiny;
        if (t->hif8) {
            odec(ddt, code, U);
            tiny = mpfr_cmp_ui_2exp(U, 1, -15) < 0;
        } else {
            /* the value rounded to fb + 1 bits with an unbounded exponent */
            long q = (long)mpfr_get_exp(T) - 1 - (long)t->fb;
            mpfr_mul_2si(W, V, -q, MPFR_RNDN);
            rint_mode(M2, W, rm);
            mpfr_mul_2si(M2, M2, q, MPFR_RNDN);
            mpfr_abs(M2, M2, MPFR_RNDN);
            tiny = mpfr_cmp_ui_2exp(M2, 1, t->emin) < 0;
        }
        if (tiny) *flags |= OF_UF;
    }
    if (code == 0 && t->hif8) return 0;
    return sb | code;
}

uint64_t ocvt_ieee(unsigned sdt, unsigned ddt, uint64_t x, unsigned rm, bool sat, unsigned *flags)
{
    init();
    if (is_int(sdt) && is_int(ddt)) return int_int(sdt, ddt, x, sat);
    int cls = odec(sdt, x, V);
    if (ddt == E8M0) return to_e8m0(cls, sat, rm, flags);
    if (cls == OC_SNAN) *flags |= OF_NV;
    if (is_int(ddt)) return to_int(ddt, cls, sat, rm, flags);
    const oracle_fmt *f = oracle_format(ddt);
    if (!f) return to_table(ddt, cls, sat, rm, flags);
    uint64_t sb = 1ull << (f->width - 1);
    bool neg = mpfr_signbit(V) != 0;
    if (cls == OC_QNAN || cls == OC_SNAN) return f->cnan;
    if (cls == OC_INF) {
        if (f->has_inf) return (neg ? sb : 0) | (mask(f->ebits) << f->cf);
        *flags |= OF_OF | OF_NX;
        return sat ? (neg ? sb : 0) | f->maxfin : f->cnan;
    }
    if (cls == OC_ZERO) return neg ? sb : 0;
    unsigned fl = 0;
    uint64_t r = oracle_round(ddt, V, false, rm, &fl);
    *flags |= fl;
    if (sat && (fl & OF_OF)) r = (neg ? sb : 0) | f->maxfin;
    return r;
}

uint64_t ocvt_v0(unsigned sdt, unsigned ddt, uint64_t x, unsigned rm, bool sat, unsigned *flags)
{
    init();
    if (is_int(sdt) && is_int(ddt)) return int_int(sdt, ddt, x, sat);
    if (ddt == E8M0) return to_e8m0(odec(sdt, x, V), sat, rm, flags);
    return x & mask(ocvt_width(sdt)) & mask(ocvt_width(ddt));
}

/* ---- the sweep ------------------------------------------------------------------ */

#include "num/num.h"

unsigned long ocvt_check(unsigned sdt, const uint64_t *xs, size_t n, bool all_modes, uint64_t *seed,
                         unsigned long long *compared)
{
    unsigned long bad = 0;
    for (size_t k = 0; k < n; k++) {
        uint64_t x = xs[k];
        if (!ocvt_valid(sdt, x)) continue;
        for (unsigned di = 0; di < 25; di++) {
            unsigned ddt = ocvt_types[di];
            if (!ocvt_pair(sdt, ddt)) continue;
            unsigned r0 = all_modes ? 1 : 1 + (unsigned)(oracle_rng(seed) % 7), r1 = all_modes ? 7 : r0;
            for (unsigned rm = r0; rm <= r1; rm++)
                for (unsigned sat = 0; sat < 2; sat++)
                    for (unsigned prof = 0; prof < 2; prof++) {
                        unsigned fo = 0, fi = 0;
                        uint64_t o = prof ? ocvt_v0(sdt, ddt, x, rm, sat, &fo) : ocvt_ieee(sdt, ddt, x, rm, sat, &fo);
                        uint64_t i = prof ? num_cvt_v0(sdt, ddt, x, rm, sat, &fi)
                                          : num_cvt_ieee(sdt, ddt, x, rm, sat, &fi);
                        ++*compared;
                        if (o != i || fo != fi) {
                            if (bad < 8)
                                fprintf(stderr,
                                        "%s: DataType %u -> %u of 0x%llx RMode %u Sat %u: ptosim 0x%llx flags 0x%x, "
                                        "oracle 0x%llx flags 0x%x\n",
                                        prof ? "pto-v0" : "ieee", sdt, ddt, (unsigned long long)x, rm, sat,
                                        (unsigned long long)i, fi, (unsigned long long)o, fo);
                            bad++;
                        }
                    }
        }
    }
    return bad;
}

uint64_t ocvt_gen(unsigned sdt, uint64_t *seed)
{
    uint64_t r = oracle_rng(seed), w = ocvt_width(sdt);
    unsigned kind = (unsigned)(r % 8);
    if (!is_int(sdt)) {
        const oracle_fmt *f = oracle_format(sdt);
        if (kind < 4) return oracle_gen_value(sdt, seed);
        /* a random exponent near a narrow format's range, the significand cut at a
         * rounding position: 10..0, 10..01, 01..1 below it */
        uint64_t x = oracle_rng(seed) & mask((unsigned)w);
        unsigned cut = 1 + (unsigned)(oracle_rng(seed) % f->cf);
        uint64_t low = kind == 4 ? 1ull << (cut - 1) : kind == 5 ? (1ull << (cut - 1)) | 1u : (1ull << (cut - 1)) - 1u;
        if (kind == 7) low = 0;
        x = (x & ~mask(cut)) | low;
        long e = (long)(oracle_rng(seed) % 80) - 40; /* unbiased exponent around the small formats */
        if (oracle_rng(seed) % 4 == 0) e = (long)(oracle_rng(seed) % 300) - 150;
        long be = e + f->bias;
        if (be < 0) be = 0;
        if (be > (long)mask(f->ebits) - 1) be = (long)mask(f->ebits) - 1;
        x = (x & ~(mask(f->ebits) << f->cf)) | ((uint64_t)be << f->cf);
        if (sdt == 2) x &= ~0x1FFFull;
        if (sdt == 3) x &= ~0xFFFull;
        return x;
    }
    unsigned bits = 1 + (unsigned)(oracle_rng(seed) % w);
    uint64_t x = oracle_rng(seed) & mask(bits);
    switch (kind) {
    case 0: x = (1ull << (bits - 1)); break;
    case 1: x = (1ull << (bits - 1)) - 1u; break;
    case 2: x = (1ull << (bits - 1)) + 1u; break;
    case 3: { /* halfway between two values of p significant bits */
        unsigned p = 1 + (unsigned)(oracle_rng(seed) % 24);
        if (bits > p + 1) x = (x & ~mask(bits - p)) | (1ull << (bits - p - 1));
        break;
    }
    default: break;
    }
    if (oracle_rng(seed) & 1) x = ~x + 1u; /* negative for the signed types, large for the unsigned */
    return x & mask((unsigned)w);
}
