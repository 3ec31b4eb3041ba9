/* ptosim exact numeric core: the SFU unary operations of ExecuteTileUnary
 * (TEXP, TLOG, TRECIP, TSQRT, TRSQRT; asl/tile/model/execution/unary.asl,
 * spec-digest-2 §9.2, decisions D22).
 *
 * Both profiles first apply the special-value table of
 * TileSFUUnarySpecialValue (NaN, zeros, infinities, negative inputs of LOG,
 * SQRT and RSQRT, LOG of +1).  The other inputs go to the profile:
 *
 *   pto-v0 (asl/arch/profile/reference-profile.asl): the placeholders on the
 *     raw carrier, no flags: EXP = carrier + 1, LOG = SQRT = RSQRT = carrier,
 *     RECIP = floor((2^64 - 1) / carrier); the element keeps the low W bits.
 *
 *   ieee: the exact result rounded to nearest even in the element format
 *     (with the rounding rules of num.c: subnormals, tininess after
 *     rounding, E4M3 overflow to NaN), NX when inexact, UF and OF as IEEE
 *     says.  RECIP is the IEEE division 1 / x (num_fdiv).  SQRT and RSQRT
 *     are computed exactly in integer arithmetic: the integer square root
 *     R of a scaled significand, with a sticky bit that is clear only when
 *     the root (and, for RSQRT, the reciprocal) is exact.  EXP and LOG use
 *     Ziv's strategy: the result is computed in fixed point with g 64-bit
 *     fraction words together with a proven bound B on its error; when
 *     every value within B rounds to the same result with the same flags,
 *     that is the answer, otherwise the next level (more words) is tried.
 *     exp(x) for x != 0 and log(x) for x != 1 are transcendental (Lindemann),
 *     so they are never a rounding boundary, always inexact, and some level
 *     decides.  The levels go up to 1088 bits, far beyond the hardest known
 *     binary64 cases (about 2^-120 relative); should none decide, the last
 *     level's nearest rounding is returned.
 *
 * No host floating point is used here. */
#include "num/num.h"

#include <stddef.h>
#include <string.h>

__extension__ typedef unsigned __int128 u128;

/* ---- format facts (isa/dtypes.def) --------------------------------------- */

typedef struct {
    bool is_float;
    uint8_t width, ebits, cf; /* carrier bits, exponent bits, carrier fraction bits */
    bool has_inf;
    uint64_t cnan;
} sfmt;

#define SF_CLS_F 1
#define SF_CLS_S 0
#define SF_CLS_U 0
#define SF_CLS_X 0
#define SF_CF(bits, eb) ((eb) > 0 ? (bits) - 1 - (eb) : 0)
#define SF_EMASK(eb) ((UINT64_C(1) << (eb)) - 1u)
#define SF_HAS_INF(bits, eb, mf) ((eb) > 0 && ((((uint64_t)(mf)) >> SF_CF(bits, eb)) & SF_EMASK(eb)) != SF_EMASK(eb))
static const sfmt sf_table[32] = {
#define DT(code, NAME, bits, cls, vec16, eb, fb, cn, mf) \
    [code] = {SF_CLS_##cls, (uint8_t)(bits), (uint8_t)(eb), (uint8_t)SF_CF(bits, eb), SF_HAS_INF(bits, eb, mf), (uint64_t)(cn)},
#include "dtypes.def"
#undef DT
};

static const sfmt *sf(unsigned dt)
{
    return dt < 32 && sf_table[dt].is_float ? &sf_table[dt] : NULL;
}

static uint64_t sf_mask(const sfmt *f)
{
    return f->width >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << f->width) - 1u;
}

static uint64_t sf_sign(const sfmt *f)
{
    return UINT64_C(1) << (f->width - 1u);
}

/* TileFloatingUnaryOneEncoding */
static uint64_t sf_one(const sfmt *f)
{
    return ((UINT64_C(1) << (f->ebits - 1u)) - 1u) << f->cf;
}

/* TileFloatingUnaryUnboundedResult: the signed infinity, or the canonical
 * NaN where the format has none (E4M3). */
static uint64_t sf_unbounded(const sfmt *f, bool negative)
{
    if (!f->has_inf) return f->cnan;
    return (negative ? sf_sign(f) : 0) | (SF_EMASK(f->ebits) << f->cf);
}

/* ---- the special-value table --------------------------------------------- */

bool num_sfu_special(unsigned op, unsigned dt, uint64_t x, uint64_t *r, unsigned *flags)
{
    const sfmt *f = sf(dt);
    if (!f) {
        *r = 0;
        return true;
    }
    x &= sf_mask(f);
    bool neg = false;
    int cls = num_decode(dt, x, &neg, NULL, NULL);
    uint64_t pzero = 0, nzero = sf_sign(f);
    if (cls == NUM_CLASS_QNAN || cls == NUM_CLASS_SNAN) {
        if (cls == NUM_CLASS_SNAN) *flags |= NUM_NV;
        *r = f->cnan;
        return true;
    }
    bool zero = cls == NUM_CLASS_ZERO, inf = cls == NUM_CLASS_INF;
    switch (op) {
    case NUM_SFU_EXP:
        if (zero) *r = sf_one(f);
        else if (inf) *r = neg ? pzero : x;
        else return false;
        return true;
    case NUM_SFU_LOG:
        if (x == sf_one(f)) {
            *r = pzero;
        } else if (zero) {
            *r = sf_unbounded(f, true);
            *flags |= NUM_DZ;
        } else if (inf && !neg) {
            *r = x;
        } else if (neg) {
            *r = f->cnan;
            *flags |= NUM_NV;
        } else {
            return false;
        }
        return true;
    case NUM_SFU_RECIP:
        if (zero) {
            *r = sf_unbounded(f, neg);
            *flags |= NUM_DZ;
        } else if (inf) {
            *r = neg ? nzero : pzero;
        } else {
            return false;
        }
        return true;
    case NUM_SFU_SQRT:
        if (zero || (inf && !neg)) {
            *r = x;
        } else if (neg) {
            *r = f->cnan;
            *flags |= NUM_NV;
        } else {
            return false;
        }
        return true;
    case NUM_SFU_RSQRT:
        if (zero) {
            *r = sf_unbounded(f, neg);
            *flags |= NUM_DZ;
        } else if (inf && !neg) {
            *r = pzero;
        } else if (neg) {
            *r = f->cnan;
            *flags |= NUM_NV;
        } else {
            return false;
        }
        return true;
    default:
        *r = 0;
        return true;
    }
}

/* ---- pto-v0 ---------------------------------------------------------------- */

uint64_t num_sfu_v0(unsigned op, unsigned dt, uint64_t x, unsigned *flags)
{
    uint64_t r;
    if (num_sfu_special(op, dt, x, &r, flags)) return r;
    const sfmt *f = sf(dt);
    uint64_t c = x & sf_mask(f); /* TileFloatingUnaryCarrier; nonzero here */
    switch (op) {
    case NUM_SFU_EXP: return (c + 1u) & sf_mask(f);            /* TileExponential */
    case NUM_SFU_RECIP: return (UINT64_MAX / c) & sf_mask(f);  /* TileReciprocal */
    default: return c; /* TileLogarithm, TileSquareRoot, TileReciprocalSquareRoot */
    }
}

/* ---- integer arithmetic ---------------------------------------------------- */

static int bitlen64(uint64_t v)
{
    return v ? 64 - __builtin_clzll(v) : 0;
}

/* floor((hi * 2^64 + lo) / d) for hi < d (the quotient fits 64 bits); *rem
 * the remainder. */
static inline uint64_t div128(uint64_t hi, uint64_t lo, uint64_t d, uint64_t *rem)
{
#if defined(__GNUC__) && defined(__x86_64__)
    uint64_t q, r;
    __asm__("divq %4" : "=a"(q), "=d"(r) : "a"(lo), "d"(hi), "rm"(d) : "cc");
    *rem = r;
    return q;
#else
    u128 n = ((u128)hi << 64) | lo;
    *rem = (uint64_t)(n % d);
    return (uint64_t)(n / d);
#endif
}

/* floor(sqrt(n)), and whether the root is exact (binary digit by digit). */
static uint64_t isqrt128(u128 n, bool *exact)
{
    u128 rem = 0, root = 0;
    for (int i = 0; i < 64; i++) {
        rem = (rem << 2) | (n >> 126);
        n <<= 2;
        root <<= 1;
        u128 trial = (root << 1) | 1u;
        if (rem >= trial) {
            rem -= trial;
            root |= 1u;
        }
    }
    *exact = rem == 0;
    return (uint64_t)root;
}

/* SQRT of M * 2^E > 0: R = floor(sqrt(M * 2^S)) with 2^124 <= M * 2^S < 2^126,
 * sticky when the root is not exact. */
static uint64_t sqrt_exact(unsigned dt, uint64_t m, int e, unsigned *flags)
{
    if (e & 1) {
        m <<= 1;
        e -= 1;
    }
    int s = 126 - bitlen64(m);
    if (s & 1) s--;
    bool exact;
    uint64_t r = isqrt128((u128)m << s, &exact);
    return num_round_pack(dt, false, r, (e - s) / 2, !exact, NUM_RM_RNE, flags);
}

/* RSQRT of M * 2^E > 0: 1/sqrt(M 2^E) = sqrt(2^T / M) * 2^(-T/2 - E/2) for
 * even E and T; Q = floor(2^T / M) with 2^125 <= Q < 2^127 and
 * R = floor(sqrt(Q)) = floor(sqrt(2^T / M)); exact when M divides 2^T and
 * Q = R^2. */
static uint64_t rsqrt_exact(unsigned dt, uint64_t m, int e, unsigned *flags)
{
    if (e & 1) {
        m <<= 1;
        e -= 1;
    }
    int t = bitlen64(m) + 125;
    if (t & 1) t++;
    /* 2^T = 2^(T-64) * 2^64 with 62 <= T - 64 - bitlen(M) + 1 <= 63 */
    u128 top = (u128)1 << (t - 64);
    uint64_t q1 = (uint64_t)(top / m), r1 = (uint64_t)(top % m), r0;
    uint64_t q0 = div128(r1, 0, m, &r0);
    bool exact;
    uint64_t r = isqrt128(((u128)q1 << 64) | q0, &exact);
    return num_round_pack(dt, false, r, -t / 2 - e / 2, !(exact && r0 == 0), NUM_RM_RNE, flags);
}

/* ---- fixed point ------------------------------------------------------------
 * A number of level g is g + 1 little-endian words: g fraction words and one
 * integer word, value = sum w[i] * 2^(64 (i - g)); one ulp is 2^(-64 g).
 * Every operation below truncates (rounds toward zero). */
enum { MAXG = 17, MAXW = MAXG + 1 };
static const unsigned zlevels[] = {2, 3, 5, 9, 17};
enum { NLEVELS = sizeof zlevels / sizeof zlevels[0] };

/* ln 2 truncated to 18 fraction words, most significant first. */
static const uint64_t LN2W[MAXW] = {
    UINT64_C(0xb17217f7d1cf79ab), UINT64_C(0xc9e3b39803f2f6af), UINT64_C(0x40f343267298b62d),
    UINT64_C(0x8a0d175b8baafa2b), UINT64_C(0xe7b876206debac98), UINT64_C(0x559552fb4afa1b10),
    UINT64_C(0xed2eae35c1382144), UINT64_C(0x27573b291169b825), UINT64_C(0x3e96ca16224ae8c5),
    UINT64_C(0x1acbda11317c387e), UINT64_C(0xb9ea9bc3b136603b), UINT64_C(0x256fa0ec7657f74b),
    UINT64_C(0x72ce87b19d6548ca), UINT64_C(0xf5dfa6bd38303248), UINT64_C(0x655fa1872f20e3a2),
    UINT64_C(0xda2d97c50f3fd5c6), UINT64_C(0x07f4ca11fb5bfb90), UINT64_C(0x610d30f88fe551a2),
};
/* round(2^62 / ln 2) */
#define INVLN2_62 UINT64_C(0x5c551d94ae0bf85e)

const uint64_t *num_sfu_ln2_words(void)
{
    return LN2W;
}

static bool mp_is_zero(const uint64_t *a, int n)
{
    for (int i = 0; i < n; i++)
        if (a[i]) return false;
    return true;
}

static int mp_cmp(const uint64_t *a, const uint64_t *b, int n)
{
    for (int i = n - 1; i >= 0; i--)
        if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
    return 0;
}

static void mp_add(uint64_t *r, const uint64_t *a, const uint64_t *b, int n)
{
    unsigned char c = 0;
    for (int i = 0; i < n; i++) {
        uint64_t s = a[i] + b[i];
        unsigned char c1 = s < a[i];
        uint64_t s2 = s + c;
        c = (unsigned char)(c1 | (s2 < s));
        r[i] = s2;
    }
}

/* r = a - b for a >= b */
static void mp_sub(uint64_t *r, const uint64_t *a, const uint64_t *b, int n)
{
    unsigned char br = 0;
    for (int i = 0; i < n; i++) {
        uint64_t d = a[i] - b[i];
        unsigned char b1 = a[i] < b[i];
        uint64_t d2 = d - br;
        br = (unsigned char)(b1 | (d < br));
        r[i] = d2;
    }
}

/* r = |a - b|; returns whether b > a */
static bool mp_absdiff(uint64_t *r, const uint64_t *a, const uint64_t *b, int n)
{
    if (mp_cmp(a, b, n) >= 0) {
        mp_sub(r, a, b, n);
        return false;
    }
    mp_sub(r, b, a, n);
    return true;
}

/* r = a * b truncated to level g (the exact product's integer part must fit
 * one word); error below one ulp. */
static void mp_mul(uint64_t *r, const uint64_t *a, const uint64_t *b, int g)
{
    int n = g + 1;
    uint64_t t[2 * MAXW];
    memset(t, 0, sizeof(uint64_t) * (size_t)(2 * n));
    for (int i = 0; i < n; i++) {
        if (!a[i]) continue;
        u128 c = 0;
        for (int j = 0; j < n; j++) {
            c += (u128)a[i] * b[j] + t[i + j];
            t[i + j] = (uint64_t)c;
            c >>= 64;
        }
        t[i + n] = (uint64_t)c;
    }
    memcpy(r, t + g, sizeof(uint64_t) * (size_t)n);
}

/* r = a / d truncated (error below one ulp) */
static void mp_div_small(uint64_t *r, const uint64_t *a, uint64_t d, int n)
{
    uint64_t rem = 0;
    for (int i = n - 1; i >= 0; i--) r[i] = div128(rem, a[i], d, &rem);
}

/* r = a * 2^-s truncated, 0 <= s < 64 */
static void mp_shr(uint64_t *r, const uint64_t *a, unsigned s, int n)
{
    if (s == 0) {
        memmove(r, a, sizeof(uint64_t) * (size_t)n);
        return;
    }
    for (int i = 0; i < n; i++) r[i] = (a[i] >> s) | (i + 1 < n ? a[i + 1] << (64 - s) : 0);
}

/* r = k * ln 2 truncated to level g, for k < 2^32: the g + 1 leading
 * fraction words of ln 2 times k, then the lowest word dropped; error below
 * 1 + k 2^-64 ulps. */
static void mp_k_ln2(uint64_t *r, uint64_t k, int g)
{
    uint64_t t[MAXW + 1];
    u128 c = 0;
    for (int i = 0; i <= g; i++) { /* word i of the (g+1)-word fraction: LN2W[g - i] */
        c += (u128)LN2W[g - i] * k;
        t[i] = (uint64_t)c;
        c >>= 64;
    }
    t[g + 1] = (uint64_t)c;
    memcpy(r, t + 1, sizeof(uint64_t) * (size_t)(g + 1));
}

/* Index of the most significant set bit, -1 for zero. */
static int mp_msb(const uint64_t *a, int n)
{
    for (int i = n - 1; i >= 0; i--)
        if (a[i]) return i * 64 + 63 - __builtin_clzll(a[i]);
    return -1;
}

/* 128 bits of a starting at bit s (s >= 0; bits beyond the top are zero). */
static u128 mp_bits128(const uint64_t *a, int n, int s)
{
    u128 v = 0;
    for (int b = 0; b < 3; b++) {
        int w = s / 64 + b;
        if (w >= n) break;
        unsigned off = (unsigned)(s % 64);
        u128 part = (u128)a[w];
        if (b == 0) {
            v |= part >> off;
        } else {
            int pos = 64 * b - (int)off;
            if (pos < 128) v |= part << pos;
        }
    }
    return v;
}

/* The exact value lies strictly between (Y - B) and (Y + B) ulps of level g,
 * times 2^k, with sign.  True (and *res, flags ORed) when every such value
 * rounds to one result with one set of flags. */
static bool round_interval(unsigned dt, bool sign, const uint64_t *y, int g, uint64_t b, int k, uint64_t *res,
                           unsigned *flags)
{
    int n = g + 1;
    int mb = mp_msb(y, n);
    if (mb < 64) return false;
    int sh = mb - 127;
    u128 yt, bt;
    if (sh >= 0) {
        yt = mp_bits128(y, n, sh);
        bt = (sh >= 64 ? 0 : (u128)b >> sh) + 1u; /* ceil(B / 2^sh), covering the truncation of Y */
    } else {
        yt = mp_bits128(y, n, 0) << (unsigned)(-sh);
        if (-sh > 60) return false;
        bt = (u128)b << (unsigned)(-sh);
    }
    if (bt > ((u128)1 << 100)) return false;
    u128 lo = yt - bt, hi = yt + bt; /* the value lies in (lo, hi + 1) * 2^(sh - 64 g + k) */
    if (hi < yt) return false;
    int ex = sh - 64 * g + k;
    unsigned f1 = 0, f2 = 0;
    uint64_t r1 = num_round_pack128(dt, sign, (uint64_t)(lo >> 64), (uint64_t)lo, ex, true, NUM_RM_RNE, &f1);
    uint64_t r2 = num_round_pack128(dt, sign, (uint64_t)(hi >> 64), (uint64_t)hi, ex, true, NUM_RM_RNE, &f2);
    if (r1 != r2 || f1 != f2) return false;
    *res = r1;
    *flags |= f1;
    return true;
}

/* The last level's nearest rounding (never reached in practice). */
static uint64_t round_nearest(unsigned dt, bool sign, const uint64_t *y, int g, int k, unsigned *flags)
{
    int n = g + 1, mb = mp_msb(y, n);
    int sh = mb > 127 ? mb - 127 : 0;
    u128 yt = mp_bits128(y, n, sh);
    return num_round_pack128(dt, sign, (uint64_t)(yt >> 64), (uint64_t)yt, sh - 64 * g + k, true, NUM_RM_RNE,
                             flags);
}

/* The first level to try: *level (1-based) when given, else the first. */
static unsigned first_level(const unsigned *level)
{
    if (!level || *level <= 1) return 0;
    return *level > NLEVELS ? NLEVELS - 1 : *level - 1;
}

/* ---- EXP -------------------------------------------------------------------
 * One level for |x| = M 2^E with 2^-70 <= |x| < 2^11.
 *   k = round(x / ln 2) from a 51-bit approximation, |k| < 2^12;
 *   r = x - k ln 2 = +-|X - T|: X = |x| exactly (E >= -122 >= -64 g), T = |k| ln 2
 *       truncated (T <= |k| ln 2 < T + 1.001 ulp), |r| < 0.35;
 *   r' = |r| / 2^j truncated: error below 1 + 1.001 / 2^j ulps;
 *   S = sum of (+-r')^i / i! for i < N (the terms t_i = t_(i-1) r' / i, each
 *       product and quotient truncated, so each term is within 2.01 ulps; the
 *       first term that truncates to zero ends the sum, the true tail beyond
 *       is below 3.1 ulps): |S - exp(+-r')| < 2.01 N + 3.1 + 1.46 ulps
 *       (the last term: exp(0.35) times the error of r');
 *   Y = S squared j times: each squaring at least doubles the relative
 *       error and adds one truncation (relative 1.43 ulps, the values lie in
 *       [0.70, 1.42]), so the relative error of Y is below
 *       2^j (1.01 (2.01 N + 4.6) + 1.43) 1.001 ulps and its absolute error
 *       below 1.42 times that: at most B = 2^j (4 N + 16) ulps.
 * exp(x) = Y 2^k. */
static void exp_level(int g, bool neg, uint64_t m, int e, uint64_t *y, uint64_t *bound, int *kout)
{
    int n = g + 1;
    uint64_t X[MAXW], T[MAXW], r[MAXW], t[MAXW], P[MAXW], Q[MAXW];
    memset(X, 0, sizeof X);
    int sh = e + 64 * g; /* >= 6 */
    X[sh / 64] |= m << (sh % 64);
    if (sh % 64 && sh / 64 + 1 < n) X[sh / 64 + 1] |= m >> (64 - sh % 64);
    uint64_t xa = e >= -40 ? m << (e + 40) : -40 - e < 64 ? m >> (-40 - e) : 0; /* |x| 2^40, below 2^51 */
    uint64_t k = (uint64_t)(((u128)xa * INVLN2_62 + ((u128)1 << 101)) >> 102);
    mp_k_ln2(T, k, g);
    bool rneg = mp_absdiff(r, X, T, n) ? !neg : neg;
    unsigned j = (unsigned)(6 + 2 * g);
    if (j > 40) j = 40;
    mp_shr(r, r, j, n);
    memset(t, 0, sizeof t);
    t[g] = 1;
    memcpy(P, t, sizeof t);
    memset(Q, 0, sizeof Q);
    uint64_t terms = 1;
    for (uint64_t i = 1; i < 1000; i++) {
        mp_mul(t, t, r, g);
        mp_div_small(t, t, i, n);
        if (mp_is_zero(t, n)) break;
        terms++;
        if (rneg && (i & 1)) mp_add(Q, Q, t, n);
        else mp_add(P, P, t, n);
    }
    mp_sub(y, P, Q, n);
    for (unsigned i = 0; i < j; i++) mp_mul(y, y, y, g);
    *bound = (4u * terms + 16u) << j;
    *kout = neg ? -(int)k : (int)k;
}

static uint64_t exp_ziv(unsigned dt, bool neg, uint64_t m, int e, unsigned *flags, unsigned *level)
{
    int top = bitlen64(m) - 1 + e; /* floor(log2 |x|) */
    if (level && (top >= 11 || top < -70)) *level = 0;
    if (top >= 11) /* |x| >= 2048: far beyond every format's overflow and underflow */
        return num_round_pack(dt, false, 1, neg ? -20000 : 20000, true, NUM_RM_RNE, flags);
    if (top < -70) { /* exp(x) lies in (1, 1 + 2^-69) or (1 - 2^-70, 1) */
        if (!neg) return num_round_pack(dt, false, UINT64_C(1) << 63, -63, true, NUM_RM_RNE, flags);
        return num_round_pack(dt, false, UINT64_MAX, -64, true, NUM_RM_RNE, flags);
    }
    uint64_t y[MAXW], b = 0, res = 0;
    int k = 0;
    for (unsigned l = first_level(level); l < NLEVELS; l++) {
        int g = (int)zlevels[l];
        exp_level(g, neg, m, e, y, &b, &k);
        if (level) *level = l + 1;
        if (round_interval(dt, false, y, g, b, k, &res, flags)) return res;
    }
    return round_nearest(dt, false, y, (int)zlevels[NLEVELS - 1], k, flags);
}

/* ---- LOG -------------------------------------------------------------------
 * One level for x = M 2^E > 0, x != 1.  With b = bitlen(M), x = m 2^e where
 * m = M / D lies in [sqrt(1/2), sqrt(2)) (D = 2^(b-1), or 2^b with e + 1
 * when M^2 > 2^(2b-1)).  log x = e ln 2 + 2 atanh(z), z = (M - D) / (M + D),
 * |z| < 0.1716:
 *   z truncated: error below 1 ulp; w = z^2: below 1.35 ulps;
 *   p_0 = z, p_i = p_(i-1) w: each within 1.3 ulps; the terms p_i / (2i+1)
 *       within 1.44 ulps; the sum ends at the first p_i that truncates to
 *       zero (true tail below 2.4 ulps): |S - atanh(z)| < 1.44 N + 3.4;
 *   L = 2 S: error below 2.88 N + 6.8 ulps;
 *   |e| ln 2 truncated (|e| < 1100): below 1.01 ulps.
 * So B = 3 N + 8 ulps. */
static bool log_level(int g, uint64_t m, int e, uint64_t *y, uint64_t *bound)
{
    int n = g + 1, b = bitlen64(m);
    uint64_t d = UINT64_C(1) << (b - 1);
    int ee = e + b - 1;
    if ((u128)m * m > (u128)1 << (2 * b - 1)) {
        d <<= 1;
        ee++;
    }
    bool zneg = m < d;
    uint64_t a = zneg ? d - m : m - d, den = m + d;
    uint64_t z[MAXW], w[MAXW], p[MAXW], t[MAXW], S[MAXW], E2[MAXW];
    memset(z, 0, sizeof z);
    uint64_t rem = a;
    for (int i = g - 1; i >= 0; i--) z[i] = div128(rem, 0, den, &rem);
    memcpy(S, z, sizeof z);
    uint64_t terms = 1;
    if (a) {
        mp_mul(w, z, z, g);
        memcpy(p, z, sizeof z);
        for (uint64_t i = 1; i < 100000; i++) {
            mp_mul(p, p, w, g);
            if (mp_is_zero(p, n)) break;
            mp_div_small(t, p, 2 * i + 1, n);
            mp_add(S, S, t, n);
            terms++;
        }
    }
    mp_add(S, S, S, n); /* L = 2 S */
    uint64_t ue = ee < 0 ? (uint64_t)(-(int64_t)ee) : (uint64_t)ee;
    memset(E2, 0, sizeof E2);
    if (ue) mp_k_ln2(E2, ue, g);
    bool sign;
    bool eneg = ee < 0;
    if (ue == 0) {
        memcpy(y, S, sizeof(uint64_t) * (size_t)n);
        sign = zneg;
    } else if (eneg == zneg) {
        mp_add(y, E2, S, n);
        sign = eneg;
    } else {
        bool lbig = mp_absdiff(y, E2, S, n);
        sign = lbig ? zneg : eneg;
    }
    *bound = 3u * terms + 8u;
    return sign;
}

static uint64_t log_ziv(unsigned dt, uint64_t m, int e, unsigned *flags, unsigned *level)
{
    uint64_t y[MAXW], b = 0, res = 0;
    bool sign = false;
    for (unsigned l = first_level(level); l < NLEVELS; l++) {
        int g = (int)zlevels[l];
        sign = log_level(g, m, e, y, &b);
        if (level) *level = l + 1;
        if (round_interval(dt, sign, y, g, b, 0, &res, flags)) return res;
    }
    return round_nearest(dt, sign, y, (int)zlevels[NLEVELS - 1], 0, flags);
}

/* ---- ieee ------------------------------------------------------------------ */

uint64_t num_sfu_ieee_level(unsigned op, unsigned dt, uint64_t x, unsigned *flags, unsigned *level)
{
    uint64_t r;
    unsigned start = level ? *level : 0;
    if (level) *level = 0;
    if (num_sfu_special(op, dt, x, &r, flags)) return r;
    if (level) *level = start; /* read by exp_ziv and log_ziv, then the level that decided */
    const sfmt *f = sf(dt);
    bool neg = false;
    int e = 0;
    uint64_t m = 0;
    num_decode(dt, x, &neg, &e, &m); /* finite, nonzero; positive unless EXP or RECIP */
    switch (op) {
    case NUM_SFU_RECIP:
        if (level) *level = 0;
        return num_fdiv(dt, sf_one(f), x, NUM_RM_RNE, flags);
    case NUM_SFU_SQRT:
        if (level) *level = 0;
        return sqrt_exact(dt, m, e, flags);
    case NUM_SFU_RSQRT:
        if (level) *level = 0;
        return rsqrt_exact(dt, m, e, flags);
    case NUM_SFU_EXP: return exp_ziv(dt, neg, m, e, flags, level);
    default: return log_ziv(dt, m, e, flags, level);
    }
}

uint64_t num_sfu_ieee(unsigned op, unsigned dt, uint64_t x, unsigned *flags)
{
    return num_sfu_ieee_level(op, dt, x, flags, NULL);
}
