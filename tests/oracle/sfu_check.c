/* Checks of the SFU unary operations against the MPFR oracle and case
 * generators, shared by tests/test_sfu.c, tests/slow_sfu.c and
 * tests/exhaustive_sfu.c (see check.h). */
#include "oracle/check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <mpfr.h>

#include "core.h"
#include "kern/fast.h"
#include "num/num.h"
#include "oracle/oracle.h"

const char *const sfu_op_names[5] = {"TEXP", "TLOG", "TRECIP", "TSQRT", "TRSQRT"};

uint64_t sfu_valid(unsigned dt, uint64_t x)
{
    const oracle_fmt *f = oracle_format(dt);
    uint64_t w = f->width == 64 ? ~(uint64_t)0 : (((uint64_t)1 << f->width) - 1u);
    x &= w;
    if (f->cf > f->fbits) x &= ~((((uint64_t)1) << (f->cf - f->fbits)) - 1u);
    return x;
}

static uint64_t enc(const oracle_fmt *f, bool neg, uint64_t e, uint64_t frac)
{
    return (neg ? (uint64_t)1 << (f->width - 1u) : 0) | e << f->cf | (frac << (f->cf - f->fbits));
}

/* A value of the format near v (an MPFR number), rounded to nearest, then
 * moved by k units in the last place (toward +inf for k > 0). */
static uint64_t near_value(unsigned dt, const mpfr_t v, long k)
{
    unsigned fl = 0;
    uint64_t x = oracle_round(dt, v, false, 0, &fl);
    const oracle_fmt *f = oracle_format(dt);
    uint64_t unit = (uint64_t)1 << (f->cf - f->fbits);
    bool neg = mpfr_signbit(v) != 0;
    uint64_t mag = x & ~((uint64_t)1 << (f->width - 1u));
    long long m = (long long)mag + (neg ? -k : k) * (long long)unit;
    if (m < 0) m = 0;
    if ((uint64_t)m > f->maxfin) m = (long long)f->maxfin;
    return (neg ? (uint64_t)1 << (f->width - 1u) : 0) | (uint64_t)m;
}

uint64_t sfu_gen(unsigned dt, int op, uint64_t *st)
{
    const oracle_fmt *f = oracle_format(dt);
    uint64_t r = oracle_rng(st);
    switch (r % 4u) {
    case 0: /* any encoding */
        return sfu_valid(dt, oracle_rng(st));
    case 1: /* TestFloat-style interesting values */
        return sfu_valid(dt, oracle_gen_value(dt, st));
    default: { /* the operation's own domain, random significand */
        uint64_t frac = oracle_rng(st) & ((((uint64_t)1) << f->fbits) - 1u);
        bool neg = (r >> 8) & 1u;
        long e;
        if (op == OR_EXP) {
            /* |x| up to about the overflow threshold (2^(bits of emax) ln 2) */
            long top = 0;
            while ((1L << top) < (long)f->emax + (long)f->fbits + 2) top++;
            e = (long)f->bias + top - (long)(oracle_rng(st) % (uint64_t)(top + f->fbits + 8));
        } else {
            neg = op == OR_RECIP && neg;
            e = 1 + (long)(oracle_rng(st) % (uint64_t)(2 * f->bias));
        }
        if (e < 1) e = 1;
        if (e > 2 * f->bias) e = 2 * f->bias;
        return enc(f, neg, (uint64_t)e, frac);
    }
    }
}

size_t sfu_hard(unsigned dt, int op, uint64_t *out, size_t cap)
{
    const oracle_fmt *f = oracle_format(dt);
    size_t n = 0;
    int p = (int)f->fbits + 1;
    mpfr_t v, t;
    mpfr_inits2(256, v, t, (mpfr_ptr)0);
#define PUT(x)                                   \
    do {                                         \
        if (n < cap) out[n++] = sfu_valid(dt, x); \
    } while (0)
    if (op == OR_EXP) {
        /* exp(x) = 1 + x + x^2/2 + ...: x = +-(2j+1) 2^-p and 2^-(p+1) put
         * 1 + x on a midpoint above / below 1, the exact result a hair
         * beyond it */
        for (long j = 0; j < 24; j++)
            for (int s = 0; s < 2; s++) {
                mpfr_set_si_2exp(v, s ? -(2 * j + 1) : (2 * j + 1), s ? -(p + 1) : -p, MPFR_RNDN);
                PUT(near_value(dt, v, 0));
            }
        /* the overflow threshold log(max + half an ulp), the tininess
         * threshold log(2^emin), the least subnormal and half of it */
        for (int which = 0; which < 4; which++) {
            switch (which) {
            case 0:
                oracle_decode(dt, f->maxfin, t);
                mpfr_set_prec(v, 256);
                mpfr_set_ui_2exp(v, 1, f->emax - (long)f->fbits - 1, MPFR_RNDN);
                mpfr_add(t, t, v, MPFR_RNDN);
                break;
            case 1: mpfr_set_ui_2exp(t, 1, f->emin, MPFR_RNDN); break;
            case 2: mpfr_set_ui_2exp(t, 1, f->emin - (long)f->fbits, MPFR_RNDN); break;
            default: mpfr_set_ui_2exp(t, 1, f->emin - (long)f->fbits - 1, MPFR_RNDN); break;
            }
            mpfr_log(v, t, MPFR_RNDN);
            for (long k = -3; k <= 3; k++) PUT(near_value(dt, v, k));
        }
    } else if (op == OR_LOG) {
        /* x near 1, and x = exp(m) for results m on a midpoint of the
         * format in binades from 2^-6 to 2^9 */
        for (long k = 1; k <= 6; k++) {
            mpfr_set_ui(v, 1, MPFR_RNDN);
            PUT(near_value(dt, v, k));
            PUT(near_value(dt, v, -k));
        }
        for (int b = -6; b <= 9; b++)
            for (long j = 1; j < 8; j++) {
                /* m = (2^p + 2j + 1) 2^(b - p): a midpoint at binade 2^b */
                mpfr_set_ui(t, 1, MPFR_RNDN);
                mpfr_mul_2si(t, t, p, MPFR_RNDN);
                mpfr_add_ui(t, t, (unsigned long)(2 * j + 1), MPFR_RNDN);
                mpfr_mul_2si(t, t, b - p - 1, MPFR_RNDN);
                for (int s = 0; s < 2; s++) {
                    if (s) mpfr_neg(t, t, MPFR_RNDN);
                    mpfr_exp(v, t, MPFR_RNDN);
                    if (mpfr_number_p(v) && mpfr_cmp_ui(v, 0) > 0) PUT(near_value(dt, v, 0));
                }
            }
    } else {
        /* RECIP, SQRT, RSQRT: the binade edges, powers of two and four, the
         * largest and smallest values, and x with 1/x or 1/sqrt(x) at the
         * overflow, tininess and subnormal thresholds */
        for (int e = f->emin - (int)f->fbits; e <= f->emax; e += 1) {
            mpfr_set_ui_2exp(v, 1, e, MPFR_RNDN);
            for (long k = -1; k <= 1; k++) PUT(near_value(dt, v, k));
        }
        PUT(f->maxfin);
        PUT(1);
        PUT((((uint64_t)1) << f->cf) - 1u);
        if (op == OR_RECIP) {
            for (int which = 0; which < 3; which++) {
                oracle_decode(dt, which == 0 ? f->maxfin : 1, t);
                if (which == 2) mpfr_set_ui_2exp(t, 1, f->emin, MPFR_RNDN);
                mpfr_ui_div(v, 1, t, MPFR_RNDN);
                for (long k = -3; k <= 3; k++) {
                    PUT(near_value(dt, v, k));
                    mpfr_neg(t, v, MPFR_RNDN);
                    PUT(near_value(dt, t, k));
                }
            }
        }
    }
#undef PUT
    mpfr_clears(v, t, (mpfr_ptr)0);
    return n;
}

double sfu_hardness(unsigned dt, int op, uint64_t x)
{
    bool special;
    unsigned fl = 0;
    uint64_t r = oracle_sfu_ex(dt, op, x, &fl, &special);
    if (special || !(fl & OF_NX) || (fl & OF_OF)) return 1.0; /* exact, special or overflowing: no boundary near */
    (void)r;
    const oracle_fmt *f = oracle_format(dt);
    mpfr_t v, y, q;
    mpfr_inits2(256, v, y, q, (mpfr_ptr)0);
    oracle_decode(dt, x, v);
    switch (op) {
    case OR_EXP: mpfr_exp(y, v, MPFR_RNDN); break;
    case OR_LOG: mpfr_log(y, v, MPFR_RNDN); break;
    case OR_RECIP: mpfr_ui_div(y, 1, v, MPFR_RNDN); break;
    case OR_SQRT: mpfr_sqrt(y, v, MPFR_RNDN); break;
    default: mpfr_rec_sqrt(y, v, MPFR_RNDN); break;
    }
    mpfr_abs(y, y, MPFR_RNDN);
    long ex = mpfr_get_exp(y) - 1;
    if (ex < f->emin) ex = f->emin;
    /* y / ulp, the distance of its fraction from 1/2 */
    mpfr_mul_2si(q, y, -(ex - (long)f->fbits), MPFR_RNDN);
    mpfr_frac(q, q, MPFR_RNDN);
    mpfr_sub_d(q, q, 0.5, MPFR_RNDN);
    double d = mpfr_get_d(q, MPFR_RNDN);
    mpfr_clears(v, y, q, (mpfr_ptr)0);
    return d < 0 ? -d : d;
}

unsigned check_sfu_exact(unsigned dt, int op, uint64_t x, unsigned long *mismatches)
{
    unsigned gf = 0, ef = 0;
    uint64_t got = num_sfu_ieee((unsigned)op, dt, x, &gf);
    uint64_t exp = oracle_sfu(dt, op, x, &ef);
    if (got == exp && gf == ef) return 0;
    if ((*mismatches)++ < 20)
        fprintf(stderr, "exact core %s %s %#llx: got %#llx flags %#x, oracle %#llx flags %#x\n",
                oracle_format(dt)->name, sfu_op_names[op], (unsigned long long)x, (unsigned long long)got, gf,
                (unsigned long long)exp, ef);
    return 1;
}

unsigned long check_sfu_vector(unsigned dt, int op, const uint64_t *xs, size_t n, bool oracle)
{
    unsigned esz = pto_dtypes[dt].bits / 8u;
    uint8_t *a = malloc(n * esz), *d = malloc(n * esz), *lf = malloc(n);
    unsigned long bad = 0;
    if (!a || !d || !lf) {
        fprintf(stderr, "check_sfu_vector: out of memory\n");
        abort();
    }
    for (size_t i = 0; i < n; i++) memcpy(a + i * esz, &xs[i], esz);
    unsigned all = 0;
    if (!kern_sfu_vector((unsigned)op, dt, d, a, n, lf, &all)) {
        free(a);
        free(d);
        free(lf);
        return 0; /* no vector path here: nothing to compare */
    }
    unsigned want_all = 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t got = 0;
        memcpy(&got, d + i * esz, esz);
        unsigned ef = 0;
        uint64_t exp = oracle ? oracle_sfu(dt, op, xs[i], &ef) : num_sfu_ieee((unsigned)op, dt, xs[i], &ef);
        want_all |= ef;
        if (got != exp || lf[i] != ef) {
            if (bad++ < 20)
                fprintf(stderr, "vector path (level %u) %s %s %#llx: got %#llx flags %#x, %s %#llx flags %#x\n",
                        fast_isa(), oracle_format(dt)->name, sfu_op_names[op], (unsigned long long)xs[i],
                        (unsigned long long)got, lf[i], oracle ? "oracle" : "exact core", (unsigned long long)exp,
                        ef);
        }
    }
    if (all != want_all) {
        if (bad++ < 20)
            fprintf(stderr, "vector path %s %s: run flags %#x, elements' %#x\n", oracle_format(dt)->name,
                    sfu_op_names[op], all, want_all);
    }
    free(a);
    free(d);
    free(lf);
    return bad;
}
