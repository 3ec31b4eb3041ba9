/* Test-only numeric oracle on GNU MPFR; see oracle.h.
 *
 * Format facts are written out here from the specification's format table
 * (spec-digest §4.5; pto-spec asl/arch/data-types/formats/<name>.asl): this file
 * shares no code or table with src/num.
 *
 * Rounding method: let X be the exact result (nonzero, finite).  With
 * ex = floor(log2 |X|), the format quantum is 2^q with
 * q = max(ex, emin) - fbits.  Y = X / 2^q is rounded to an integer I with
 * MPFR's integer rounding functions (mpfr_roundeven, mpfr_trunc,
 * mpfr_floor, mpfr_ceil, mpfr_round; RHB and RTO are built from them), and
 * the result is I * 2^q.  The same rounding with q_u = ex - fbits (no
 * exponent floor) gives the result for an unbounded exponent range, which
 * decides overflow (|.| > largest finite) and tininess (|.| < 2^emin, i.e.
 * tininess after rounding).  Flags: NX when I != Y or on overflow; UF when
 * tiny and inexact; OF on overflow; NV and DZ from MPFR's own NaN and
 * divide-by-zero flags for special operands, plus NV for signalling NaN
 * inputs (MPFR has no signalling NaNs).
 */
#include "oracle/oracle.h"

#include <stdio.h>
#include <stdlib.h>

static const oracle_fmt formats[] = {
    {"FP64", 0, 64, 11, 52, 52, 1023, -1022, 1023, true, 0x7FF8000000000000u, 0x7FEFFFFFFFFFFFFFu},
    {"FP32", 1, 32, 8, 23, 23, 127, -126, 127, true, 0x7FC00000u, 0x7F7FFFFFu},
    {"TF32", 2, 32, 8, 10, 23, 127, -126, 127, true, 0x7FC00000u, 0x7F7FE000u},
    {"HF32", 3, 32, 8, 11, 23, 127, -126, 127, true, 0x7FC00000u, 0x7F7FF000u},
    {"FP16", 4, 16, 5, 10, 10, 15, -14, 15, true, 0x7E00u, 0x7BFFu},
    {"BF16", 5, 16, 8, 7, 7, 127, -126, 127, true, 0x7FC0u, 0x7F7Fu},
    {"E4M3", 7, 8, 4, 3, 3, 7, -6, 8, false, 0x7Fu, 0x7Eu},
    {"E5M2", 8, 8, 5, 2, 2, 15, -14, 15, true, 0x7Eu, 0x7Bu},
};

const oracle_fmt *oracle_format(unsigned dt)
{
    for (size_t i = 0; i < sizeof formats / sizeof formats[0]; i++)
        if (formats[i].dt == dt)
            return &formats[i];
    return NULL;
}

static const oracle_fmt *need_format(unsigned dt)
{
    const oracle_fmt *f = oracle_format(dt);
    if (!f) {
        fprintf(stderr, "oracle: DataType %u is not a floating format\n", dt);
        abort();
    }
    return f;
}

static uint64_t wmask(const oracle_fmt *f)
{
    return f->width == 64 ? ~(uint64_t)0 : (((uint64_t)1 << f->width) - 1u);
}

static uint64_t sbit(const oracle_fmt *f)
{
    return (uint64_t)1 << (f->width - 1u);
}

/* --- scratch ------------------------------------------------------------ */

static bool inited;
static mpfr_t va, vb, vx, vw, vy, vi, vr, vd, vmax, vt;

static void init_scratch(void)
{
    if (inited)
        return;
    mpfr_inits2(64, va, vb, vx, vw, vy, vi, vr, vd, vmax, vt, (mpfr_ptr)0);
    inited = true;
}

void oracle_cleanup(void)
{
    if (inited) {
        mpfr_clears(va, vb, vx, vw, vy, vi, vr, vd, vmax, vt, (mpfr_ptr)0);
        inited = false;
    }
    mpfr_free_cache();
}

/* --- decode / encode ---------------------------------------------------- */

int oracle_decode(unsigned dt, uint64_t x, mpfr_t v)
{
    const oracle_fmt *f = need_format(dt);
    x &= wmask(f);
    int neg = (int)((x >> (f->width - 1u)) & 1u);
    uint64_t eall = ((uint64_t)1 << f->ebits) - 1u;
    uint64_t e = (x >> f->cf) & eall;
    uint64_t m = x & (((uint64_t)1 << f->cf) - 1u);
    if (!f->has_inf) {
        /* OCP E4M3: only S.1111.111 is NaN; no infinity. */
        if (e == eall && m == (((uint64_t)1 << f->cf) - 1u)) {
            mpfr_set_nan(v);
            return OC_QNAN;
        }
    } else if (e == eall) {
        if (m == 0) {
            mpfr_set_inf(v, neg ? -1 : 1);
            return OC_INF;
        }
        mpfr_set_nan(v);
        return ((m >> (f->cf - 1u)) & 1u) ? OC_QNAN : OC_SNAN;
    }
    if (e == 0 && m == 0) {
        mpfr_set_zero(v, neg ? -1 : 1);
        return OC_ZERO;
    }
    long ex;
    unsigned long sig;
    if (e == 0) {
        sig = (unsigned long)m;
        ex = (long)f->emin - (long)f->cf;
    } else {
        sig = (unsigned long)(m | ((uint64_t)1 << f->cf));
        ex = (long)e - f->bias - (long)f->cf;
    }
    if (mpfr_set_ui_2exp(v, sig, ex, MPFR_RNDN) != 0) {
        fprintf(stderr, "oracle: decode not exact\n");
        abort();
    }
    if (neg)
        mpfr_neg(v, v, MPFR_RNDN);
    return OC_FINITE;
}

uint64_t oracle_encode_exact(unsigned dt, const mpfr_t v)
{
    const oracle_fmt *f = need_format(dt);
    uint64_t s = mpfr_signbit(v) ? sbit(f) : 0;
    if (mpfr_nan_p(v))
        return f->cnan;
    if (mpfr_zero_p(v))
        return s;
    if (mpfr_inf_p(v)) {
        if (!f->has_inf)
            return f->cnan;
        return s | ((((uint64_t)1 << f->ebits) - 1u) << f->cf);
    }
    mpfr_t t;
    mpfr_init2(t, mpfr_get_prec(v) > 64 ? mpfr_get_prec(v) : 64);
    long ex = (long)mpfr_get_exp(v) - 1;
    uint64_t e, m;
    if (ex < f->emin) {
        mpfr_mul_2si(t, v, -((long)f->emin - (long)f->cf), MPFR_RNDN);
        e = 0;
    } else {
        mpfr_mul_2si(t, v, -(ex - (long)f->cf), MPFR_RNDN);
        e = (uint64_t)(ex + f->bias);
    }
    mpfr_abs(t, t, MPFR_RNDN);
    if (!mpfr_integer_p(t)) {
        fprintf(stderr, "oracle: encode of an unrepresentable value\n");
        abort();
    }
    uint64_t sig = (uint64_t)mpfr_get_ui(t, MPFR_RNDN);
    mpfr_clear(t);
    m = e ? sig - ((uint64_t)1 << f->cf) : sig;
    if ((m & (((uint64_t)1 << (f->cf - f->fbits)) - 1u)) != 0 ||
        e >= ((uint64_t)1 << f->ebits) || m >= ((uint64_t)1 << f->cf)) {
        fprintf(stderr, "oracle: encode out of format\n");
        abort();
    }
    uint64_t enc = (e << f->cf) | m;
    if (enc > f->maxfin) {
        fprintf(stderr, "oracle: encode beyond max finite\n");
        abort();
    }
    return s | enc;
}

/* --- rounding ----------------------------------------------------------- */

static unsigned norm_rm(unsigned rm)
{
    return (rm == 0 || rm > 7) ? 1u : rm;
}

/* I = Y rounded to an integer by mode rm; returns whether inexact.
 * I must have at least 64 bits; |I| < 2^63. */
static bool round_int(mpfr_t i, const mpfr_t y, unsigned rm)
{
    switch (rm) {
    case 2: mpfr_trunc(i, y); break;          /* RTZ */
    case 3: mpfr_floor(i, y); break;          /* RTM */
    case 4: mpfr_ceil(i, y); break;           /* RTP */
    case 5: mpfr_round(i, y); break;          /* RNA: ties away from zero */
    case 6: {                                 /* RTO */
        mpfr_trunc(i, y);
        if (!mpfr_equal_p(i, y)) {
            mpfr_abs(vt, i, MPFR_RNDN);
            if ((mpfr_get_ui(vt, MPFR_RNDN) & 1u) == 0) {
                if (mpfr_signbit(y))
                    mpfr_sub_ui(i, i, 1, MPFR_RNDN);
                else
                    mpfr_add_ui(i, i, 1, MPFR_RNDN);
            }
        }
        break;
    }
    case 7: {                                 /* RHB: ties toward +inf */
        mpfr_set_prec(vd, mpfr_get_prec(y) + 64);
        mpfr_floor(vt, y);
        mpfr_sub(vd, y, vt, MPFR_RNDN); /* exact fractional part in [0,1) */
        if (mpfr_cmp_ui_2exp(vd, 1, -1) == 0)
            mpfr_ceil(i, y);
        else
            mpfr_roundeven(i, y);
        break;
    }
    default: mpfr_roundeven(i, y); break;     /* RNE */
    }
    return !mpfr_equal_p(i, y);
}

uint64_t oracle_round(unsigned dt, const mpfr_t v, bool sticky, unsigned rm, unsigned *flags)
{
    const oracle_fmt *f = need_format(dt);
    init_scratch();
    rm = norm_rm(rm);
    bool neg = mpfr_signbit(v) != 0;
    if (mpfr_zero_p(v) && !sticky)
        return neg ? sbit(f) : 0;
    mpfr_prec_t pv = mpfr_get_prec(v);
    mpfr_set_prec(vw, pv + 1);
    mpfr_set(vw, v, MPFR_RNDN);
    if (sticky) {
        /* A proxy strictly inside (v, v + ulp) in magnitude: half an ulp
         * of v's precision beyond v.  No rounding boundary of a format
         * narrower than v lies strictly inside that interval. */
        if (neg)
            mpfr_nextbelow(vw);
        else
            mpfr_nextabove(vw);
    }
    mpfr_set_prec(vt, 64);
    mpfr_set_prec(vi, 64);
    mpfr_set_prec(vr, 64);
    mpfr_set_prec(vy, pv + 1);
    long ex = (long)mpfr_get_exp(vw) - 1;

    /* Unbounded exponent range. */
    long qu = ex - (long)f->fbits;
    mpfr_mul_2si(vy, vw, -qu, MPFR_RNDN);
    round_int(vi, vy, rm);
    mpfr_mul_2si(vr, vi, qu, MPFR_RNDN); /* exact */
    oracle_decode(dt, f->maxfin, vmax);
    bool overflow = mpfr_cmpabs(vr, vmax) > 0;
    bool tiny = !mpfr_zero_p(vr) && ((long)mpfr_get_exp(vr) - 1) < f->emin;

    if (overflow) {
        *flags |= OF_OF | OF_NX;
        bool to_inf;
        switch (rm) {
        case 2: /* RTZ */
        case 6: /* RTO */
            to_inf = false;
            break;
        case 3: to_inf = neg; break;  /* RTM */
        case 4: to_inf = !neg; break; /* RTP */
        default: to_inf = true; break; /* RNE, RNA, RHB */
        }
        if (to_inf) {
            if (!f->has_inf)
                return f->cnan;
            return (neg ? sbit(f) : 0) | ((((uint64_t)1 << f->ebits) - 1u) << f->cf);
        }
        return (neg ? sbit(f) : 0) | f->maxfin;
    }

    /* The format's exponent range (gradual underflow). */
    long q = (ex > f->emin ? ex : (long)f->emin) - (long)f->fbits;
    mpfr_mul_2si(vy, vw, -q, MPFR_RNDN);
    bool inexact = round_int(vi, vy, rm);
    if (inexact) {
        *flags |= OF_NX;
        if (tiny)
            *flags |= OF_UF;
    }
    if (mpfr_zero_p(vi))
        return neg ? sbit(f) : 0;
    mpfr_mul_2si(vr, vi, q, MPFR_RNDN);
    return oracle_encode_exact(dt, vr);
}

/* --- operations --------------------------------------------------------- */

uint64_t oracle_arith(unsigned dt, int op, uint64_t a, uint64_t b, unsigned rm, unsigned *flags)
{
    const oracle_fmt *f = need_format(dt);
    init_scratch();
    rm = norm_rm(rm);
    mpfr_set_prec(va, 64);
    mpfr_set_prec(vb, 64);
    int ca = oracle_decode(dt, a, va);
    int cb = oracle_decode(dt, b, vb);
    if (ca == OC_QNAN || ca == OC_SNAN || cb == OC_QNAN || cb == OC_SNAN) {
        if (ca == OC_SNAN || cb == OC_SNAN)
            *flags |= OF_NV;
        return f->cnan;
    }
    mpfr_prec_t p;
    if (op == OR_ADD || op == OR_SUB)
        p = (mpfr_prec_t)(f->emax - f->emin + (int)f->cf + 8); /* exact sums */
    else if (op == OR_MUL)
        p = (mpfr_prec_t)(2 * (f->cf + 1) + 4); /* exact products */
    else
        p = (mpfr_prec_t)(2 * (f->cf + 1) + 16); /* >= precision + 3 */
    mpfr_set_prec(vx, p);
    /* The direction only matters for the sign of an exact zero sum:
     * MPFR gives -0 for x + (-x) under RNDD, +0 otherwise (IEEE 754). */
    mpfr_rnd_t rnd = rm == 3 ? MPFR_RNDD : MPFR_RNDN;
    mpfr_clear_flags();
    int t;
    switch (op) {
    case OR_ADD: t = mpfr_add(vx, va, vb, rnd); break;
    case OR_SUB: t = mpfr_sub(vx, va, vb, rnd); break;
    case OR_MUL: t = mpfr_mul(vx, va, vb, rnd); break;
    default: t = mpfr_div(vx, va, vb, MPFR_RNDZ); break;
    }
    if (mpfr_nan_p(vx)) {
        if (!mpfr_nanflag_p()) {
            fprintf(stderr, "oracle: NaN without MPFR NaN flag\n");
            abort();
        }
        *flags |= OF_NV;
        return f->cnan;
    }
    if (mpfr_inf_p(vx)) {
        if (mpfr_divby0_p())
            *flags |= OF_DZ;
        return oracle_encode_exact(dt, vx); /* canonical NaN for E4M3 */
    }
    if (t != 0 && op != OR_DIV) {
        fprintf(stderr, "oracle: exact operation was rounded\n");
        abort();
    }
    if (mpfr_zero_p(vx))
        return mpfr_signbit(vx) ? sbit(f) : 0;
    return oracle_round(dt, vx, t != 0, rm, flags);
}

bool oracle_fcmp(unsigned dt, uint64_t a, uint64_t b, unsigned cmode, unsigned *flags)
{
    init_scratch();
    mpfr_set_prec(va, 64);
    mpfr_set_prec(vb, 64);
    int ca = oracle_decode(dt, a, va);
    int cb = oracle_decode(dt, b, vb);
    if (ca == OC_SNAN || cb == OC_SNAN)
        *flags |= OF_NV;
    if (ca == OC_QNAN || ca == OC_SNAN || cb == OC_QNAN || cb == OC_SNAN)
        return cmode == 1;
    int c = mpfr_cmp(va, vb); /* +0 and -0 compare equal */
    switch (cmode) {
    case 0: return c == 0;
    case 1: return c != 0;
    case 2: return c < 0;
    case 3: return c > 0;
    case 4: return c <= 0;
    case 5: return c >= 0;
    default: return false;
    }
}

static uint64_t minmax(unsigned dt, uint64_t a, uint64_t b, bool maximum, unsigned *flags)
{
    const oracle_fmt *f = need_format(dt);
    init_scratch();
    a &= wmask(f);
    b &= wmask(f);
    mpfr_set_prec(va, 64);
    mpfr_set_prec(vb, 64);
    int ca = oracle_decode(dt, a, va);
    int cb = oracle_decode(dt, b, vb);
    if (ca == OC_SNAN || cb == OC_SNAN)
        *flags |= OF_NV;
    bool na = ca == OC_QNAN || ca == OC_SNAN, nb = cb == OC_QNAN || cb == OC_SNAN;
    if (na && nb)
        return f->cnan;
    if (na)
        return b;
    if (nb)
        return a;
    if (ca == OC_ZERO && cb == OC_ZERO) {
        bool sa = mpfr_signbit(va) != 0, sb = mpfr_signbit(vb) != 0;
        bool neg = maximum ? (sa && sb) : (sa || sb);
        return neg ? sbit(f) : 0;
    }
    int c = mpfr_cmp(va, vb);
    if (maximum)
        return c >= 0 ? a : b;
    return c <= 0 ? a : b;
}

uint64_t oracle_fmax(unsigned dt, uint64_t a, uint64_t b, unsigned *flags)
{
    return minmax(dt, a, b, true, flags);
}

uint64_t oracle_fmin(unsigned dt, uint64_t a, uint64_t b, unsigned *flags)
{
    return minmax(dt, a, b, false, flags);
}

/* --- case generators ---------------------------------------------------- */

uint64_t oracle_rng(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

static uint64_t rnd_below(uint64_t *st, uint64_t n)
{
    return n ? oracle_rng(st) % n : 0;
}

/* Largest exponent field holding finite values. */
static uint64_t top_field(const oracle_fmt *f)
{
    uint64_t eall = ((uint64_t)1 << f->ebits) - 1u;
    return f->has_inf ? eall - 1u : eall;
}

static uint64_t clamp_field(const oracle_fmt *f, long e)
{
    long top = (long)top_field(f);
    if (e < 0)
        return 0;
    if (e > top)
        return (uint64_t)top;
    return (uint64_t)e;
}

static uint64_t gen_frac(const oracle_fmt *f, uint64_t *st)
{
    unsigned fb = f->fbits;
    uint64_t all = ((uint64_t)1 << fb) - 1u;
    uint64_t top = (uint64_t)1 << (fb - 1u);
    switch (rnd_below(st, 12)) {
    case 0: return 0;
    case 1: return all;
    case 2: return (uint64_t)1 << rnd_below(st, fb);
    case 3: return top;                         /* 1.1000: halfway patterns */
    case 4: return top | 1u;                    /* just above halfway */
    case 5: return top - 1u;                    /* just below halfway */
    case 6: return all - 1u;
    case 7: return 1u;
    case 8: return all ^ ((uint64_t)1 << rnd_below(st, fb));
    case 9: return (oracle_rng(st) & all) & ~(((uint64_t)1 << rnd_below(st, fb)) - 1u);
    default: return oracle_rng(st) & all;
    }
}

static uint64_t gen_field(const oracle_fmt *f, uint64_t *st)
{
    long bias = f->bias, fb = (long)f->fbits;
    long top = (long)top_field(f);
    switch (rnd_below(st, 14)) {
    case 0: return 0;
    case 1: return 1;
    case 2: return 2;
    case 3: return clamp_field(f, bias + (long)rnd_below(st, 5) - 2);
    case 4: return clamp_field(f, top - (long)rnd_below(st, 3));
    case 5: return clamp_field(f, fb + 1 - (long)rnd_below(st, 3));
    case 6: return clamp_field(f, bias + fb + (long)rnd_below(st, 3) - 1);
    case 7: return clamp_field(f, bias - fb + (long)rnd_below(st, 3) - 1);
    case 8:
        if (rnd_below(st, 4) == 0)
            return ((uint64_t)1 << f->ebits) - 1u; /* inf / NaN / E4M3 top */
        return (uint64_t)top;
    default: return rnd_below(st, (uint64_t)top + 1u);
    }
}

static uint64_t assemble(const oracle_fmt *f, uint64_t *st, bool neg, uint64_t e, uint64_t frac)
{
    uint64_t x = (neg ? sbit(f) : 0) | (e << f->cf) | (frac << (f->cf - f->fbits));
    if (f->cf != f->fbits && rnd_below(st, 64) == 0)
        x |= oracle_rng(st) & (((uint64_t)1 << (f->cf - f->fbits)) - 1u);
    return x & wmask(f);
}

uint64_t oracle_gen_value(unsigned dt, uint64_t *state)
{
    const oracle_fmt *f = need_format(dt);
    bool neg = (oracle_rng(state) & 1u) != 0;
    uint64_t e = gen_field(f, state);
    return assemble(f, state, neg, e, gen_frac(f, state));
}

void oracle_gen_pair(unsigned dt, int op, uint64_t *state, uint64_t *a, uint64_t *b)
{
    const oracle_fmt *f = need_format(dt);
    uint64_t x = oracle_gen_value(dt, state);
    uint64_t ea = (x >> f->cf) & ((((uint64_t)1) << f->ebits) - 1u);
    bool neg = (oracle_rng(state) & 1u) != 0;
    long bias = f->bias, fb = (long)f->fbits;
    long e;
    uint64_t y;
    *a = x;
    switch (rnd_below(state, 6)) {
    case 0: /* independent */
        *b = oracle_gen_value(dt, state);
        return;
    case 1: { /* neighbour in encoding space: cancellation, near-equal */
        uint64_t mag = x & ~sbit(f);
        uint64_t step = ((uint64_t)1 << (f->cf - f->fbits)) * (1u + rnd_below(state, 4));
        y = (oracle_rng(state) & 1u) ? mag + step : mag - step;
        if (rnd_below(state, 4) == 0)
            y = mag;
        *b = ((neg ? sbit(f) : 0) | y) & wmask(f);
        return;
    }
    case 2: /* exponent difference around the precision */
        e = (long)ea - (long)rnd_below(state, (uint64_t)fb + 4u);
        break;
    case 3: /* product / quotient near the underflow threshold */
        if (op == OR_DIV)
            e = (long)ea + bias - 1 + (long)rnd_below(state, (uint64_t)fb + 4u);
        else
            e = 2 + bias - (long)ea - (long)rnd_below(state, (uint64_t)fb + 4u);
        break;
    case 4: /* product / quotient near the overflow threshold */
        if (op == OR_DIV)
            e = (long)ea - (long)top_field(f) + bias + (long)rnd_below(state, 3) - 1;
        else
            e = (long)top_field(f) - (long)ea + bias + (long)rnd_below(state, 3) - 1;
        break;
    default: /* same exponent */
        e = (long)ea;
        break;
    }
    *b = assemble(f, state, neg, clamp_field(f, e), gen_frac(f, state));
}

uint64_t oracle_fma(unsigned dt, uint64_t a, uint64_t b, uint64_t c, unsigned rm, unsigned *flags)
{
    const oracle_fmt *f = need_format(dt);
    init_scratch();
    rm = norm_rm(rm);
    mpfr_t vc, prod;
    mpfr_init2(vc, 64);
    mpfr_set_prec(va, 64);
    mpfr_set_prec(vb, 64);
    int ca = oracle_decode(dt, a, va), cb = oracle_decode(dt, b, vb), cc = oracle_decode(dt, c, vc);
    bool nan = ca == OC_QNAN || ca == OC_SNAN || cb == OC_QNAN || cb == OC_SNAN || cc == OC_QNAN || cc == OC_SNAN;
    bool zero_inf = (mpfr_zero_p(va) && mpfr_inf_p(vb)) || (mpfr_inf_p(va) && mpfr_zero_p(vb));
    uint64_t r = 0;
    bool done = false;
    if (nan || zero_inf) { /* the tile rule: 0 * inf is invalid even beside a quiet NaN */
        if (ca == OC_SNAN || cb == OC_SNAN || cc == OC_SNAN || zero_inf) *flags |= OF_NV;
        r = f->cnan;
        done = true;
    }
    if (!done) {
        /* the exact product, then the exact sum (precision for any exponent gap) */
        mpfr_init2(prod, (mpfr_prec_t)(2 * (f->cf + 1) + 4));
        mpfr_mul(prod, va, vb, MPFR_RNDN);
        mpfr_set_prec(vx, (mpfr_prec_t)(2 * (f->emax - f->emin) + 4 * (int)f->cf + 16));
        mpfr_rnd_t rnd = rm == 3 ? MPFR_RNDD : MPFR_RNDN; /* the sign of an exact zero (IEEE 754 6.3) */
        mpfr_clear_flags();
        int t = mpfr_add(vx, prod, vc, rnd);
        mpfr_clear(prod);
        if (mpfr_nan_p(vx)) { /* inf - inf */
            *flags |= OF_NV;
            r = f->cnan;
        } else if (mpfr_inf_p(vx)) {
            r = oracle_encode_exact(dt, vx);
        } else if (t != 0) {
            fprintf(stderr, "oracle: exact fused sum was rounded\n");
            abort();
        } else if (mpfr_zero_p(vx)) {
            r = mpfr_signbit(vx) ? sbit(f) : 0;
        } else {
            r = oracle_round(dt, vx, false, rm, flags);
        }
    }
    mpfr_clear(vc);
    return r;
}
