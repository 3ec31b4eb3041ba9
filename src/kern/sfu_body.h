/* The vector body of the SFU fast path (src/kern/sfu.c), included once per
 * instruction-set level with
 *   SFU_SFX   the name suffix of the level's functions,
 *   SFU_TGT   their target attribute (empty for the baseline),
 *   SFU_FMA   a*b+c: fused (one rounding) or not (two),
 *   SFU_F16C  1 when FP16 may be converted by F16C.
 * Four elements at a time in 64-bit lanes: the source decoded to binary64
 * (exact for every format up to FP32), the special-value table applied by
 * lane masks, the function evaluated in binary64 (sfu.c states each error
 * bound), then rounded to the format in integer lanes, with the lanes whose
 * rounding is not decided by the bound handed to the exact core. */

#define SFU_CAT2(a, b) a##b
#define SFU_CAT(a, b) SFU_CAT2(a, b)
#define SFU_FN(name) SFU_CAT(name, SFU_SFX)

/* exp(x) for |x| <= 200: x = k ln2 + r, |r| <= 0.3467 (k = x / ln 2 rounded
 * by the 1.5 * 2^52 shifter; L1 = ln 2 with its low bits cleared so that
 * k L1 is exact for |k| < 2^9, and x - k L1 is exact); exp(r) by its Taylor
 * polynomial of degree 13 (truncation below 2^-57.2 relative); y = p 2^k
 * by adding k to the exponent field. */
SFU_TGT AI vd SFU_FN(sfu_exp_)(vd x)
{
    const vd shifter = (vd){0} + 0x1.8p52, invln2 = (vd){0} + 0x1.71547652b82fep0;
    const vd l1 = (vd){0} + 0x1.62e42fefa3800p-1, l2 = (vd){0} + 0x1.ef35793c76730p-45;
    vd t = SFU_FMA(x, invln2, shifter);
    vd kd = t - shifter;
    vd r = x - kd * l1;
    r = SFU_FMA(-kd, l2, r);
    vd p = (vd){0} + 0x1.6124613a86d09p-33; /* 1/13! */
    p = SFU_FMA(p, r, (vd){0} + 0x1.1eed8eff8d898p-29); /* 1/12! */
    p = SFU_FMA(p, r, (vd){0} + 0x1.ae64567f544e4p-26); /* 1/11! */
    p = SFU_FMA(p, r, (vd){0} + 0x1.27e4fb7789f5cp-22); /* 1/10! */
    p = SFU_FMA(p, r, (vd){0} + 0x1.71de3a556c734p-19); /* 1/9! */
    p = SFU_FMA(p, r, (vd){0} + 0x1.a01a01a01a01ap-16); /* 1/8! */
    p = SFU_FMA(p, r, (vd){0} + 0x1.a01a01a01a01ap-13); /* 1/7! */
    p = SFU_FMA(p, r, (vd){0} + 0x1.6c16c16c16c17p-10); /* 1/6! */
    p = SFU_FMA(p, r, (vd){0} + 0x1.1111111111111p-7);  /* 1/5! */
    p = SFU_FMA(p, r, (vd){0} + 0x1.5555555555555p-5);  /* 1/4! */
    p = SFU_FMA(p, r, (vd){0} + 0x1.5555555555555p-3);  /* 1/3! */
    p = SFU_FMA(p, r, (vd){0} + 0.5);
    p = SFU_FMA(p, r, (vd){0} + 1.0);
    p = SFU_FMA(p, r, (vd){0} + 1.0);
    vu k = (vu)t - (vu)shifter; /* the low bits of the shifted sum: k modulo 2^64 */
    return (vd)((vu)p + (k << 52));
}

/* log(x) for a positive normal binary64 x: x = m 2^e with m in
 * [sqrt(1/2), sqrt(2)); log m = 2 atanh(s), s = (m - 1) / (m + 1)
 * (m - 1 exact), |s| < 0.1716, by the series in z = s^2 to z^10
 * (truncation below 2^-60 relative); e ln 2 in two parts. */
SFU_TGT AI vd SFU_FN(sfu_log_)(vd x)
{
    vu b = (vu)x;
    vs e = (vs)(b >> 52) - 1023;
    vu mb = (b & ((vu){0} + 0x000FFFFFFFFFFFFFu)) | ((vu){0} + 0x3FF0000000000000u);
    vs big = (vs)mb > (vs){0} + (int64_t)0x3FF6A09E667F3BCDu; /* m > sqrt 2 */
    mb -= (vu)big & ((vu){0} + 0x0010000000000000u);          /* m / 2 */
    e -= big;                                                  /* big is -1 there */
    vd m = (vd)mb;
    vd f = m - 1.0;
    vd s = f / (m + 1.0);
    vd z = s * s;
    vd p = (vd){0} + 1.0 / 21;
    p = SFU_FMA(p, z, (vd){0} + 1.0 / 19);
    p = SFU_FMA(p, z, (vd){0} + 1.0 / 17);
    p = SFU_FMA(p, z, (vd){0} + 1.0 / 15);
    p = SFU_FMA(p, z, (vd){0} + 1.0 / 13);
    p = SFU_FMA(p, z, (vd){0} + 1.0 / 11);
    p = SFU_FMA(p, z, (vd){0} + 1.0 / 9);
    p = SFU_FMA(p, z, (vd){0} + 1.0 / 7);
    p = SFU_FMA(p, z, (vd){0} + 1.0 / 5);
    p = SFU_FMA(p, z, (vd){0} + 1.0 / 3);
    p = SFU_FMA(p, z, (vd){0} + 1.0);
    vd lm = (s + s) * p;
    vd ed = (vd)((vu)e + 0x4338000000000000u) - 0x1.8p52; /* e exactly (|e| < 2^51) */
    const vd ln2hi = (vd){0} + 0x1.62e42fefa3800p-1, ln2lo = (vd){0} + 0x1.ef35793c76730p-45;
    return SFU_FMA(ed, ln2hi, SFU_FMA(ed, ln2lo, lm));
}

/* Rounds y (lanes of either sign) to format F, nearest even: the result
 * encoding, the bits of y below the result precision, whether the rounding
 * is undecided (a rounding boundary within tol units of y's last place),
 * overflow, tininess after rounding, and whether y lies so far below the
 * smallest subnormal that it rounds to zero. */
SFU_TGT AI void SFU_FN(sfu_round_)(const sfu_fmt *F, vd y, int64_t tol, vu *res_, vu *low_, vs *undec_, vs *of_,
                                   vs *tiny_, vs *gone_)
{
    const unsigned w = F->width;
    const vu one = (vu){0} + 1u, cnan = (vu){0} + F->cnan, pinf = (vu){0} + F->pinf;
        vu yb = (vu)y;
        vu ysgn = yb >> 63;
        yb &= (vu){0} + 0x7FFFFFFFFFFFFFFFu;
        vs ey = (vs)(yb >> 52) - 1023;
        vu my = (yb & ((vu){0} + 0x000FFFFFFFFFFFFFu)) | ((vu){0} + 0x0010000000000000u);
        vs under = F->emin - ey;
        under = (vs)SEL(under > 0, (vu)under, (vu){0});
        vs sh = under + (int64_t)(52 - F->fb);
        vs gone = sh > 62; /* y below 2^(emin - fb - 10): +-0 (only EXP gets there) */
        sh = (vs)SEL(gone, (vu){0} + 62u, (vu)sh);
        vu ush = (vu)sh;
        vu low = my & ((one << ush) - 1u), half = one << (ush - 1u);
        vs dist = (vs)(low - half);
        dist = (vs)SEL(dist < 0, (vu)-dist, (vu)dist);
        vs undec = (dist <= tol) & ~gone;
        vu q = (my >> ush) + (vu)(-(vs)(low > half));
        vs normal = ey >= F->emin;
        vu magn = SEL(normal, ((vu)(ey + F->bias) << F->fb) + q - (one << F->fb), q);
        magn = SEL(gone, (vu){0}, magn);
        /* tininess after rounding: below 2^emin once rounded to p bits with
         * an unbounded exponent */
        const unsigned shu = 52u - F->fb;
        vu lowu = my & ((one << shu) - 1u), halfu = one << (shu - 1u);
        vs distu = (vs)(lowu - halfu);
        distu = (vs)SEL(distu < 0, (vu)-distu, (vu)distu);
        vs edge = ey == F->emin - 1;
        undec |= edge & (distu <= tol);
        vu qu = (my >> shu) + (vu)(-(vs)(lowu > halfu));
        vs tiny = (ey < F->emin - 1) | (edge & (qu < (one << (F->fb + 1u))));
        vs of = (vs)magn > (int64_t)F->maxmag;
        vu res = (ysgn << (w - 1u)) | (magn << (F->cf - F->fb));
        res = SEL(of, F->has_inf ? ((ysgn << (w - 1u)) | pinf) : cnan, res);
    *res_ = res;
    *low_ = low;
    *undec_ = undec;
    *of_ = of;
    *tiny_ = tiny;
    *gone_ = gone;
}

/* One binary64 half of sfu_run32_: y = f(x) rounded to FP32, with the
 * decision, overflow, underflow and inexactness of each lane as 32-bit
 * masks.  Results in the normal range or beyond take the host's
 * binary64 -> binary32 conversion (nearest even, overflow to infinity),
 * decided unless y lies within tol units of a binary32 midpoint (bit 28)
 * and is below 2^128; a half with a result below 2^-126 goes through
 * sfu_round_. */
SFU_TGT AI vu32x4 SFU_FN(sfu_half32_)(const unsigned op, const sfu_fmt *F, int64_t tol, vd x, vd y, vs32x4 *undec_,
                                     vs32x4 *of_, vs32x4 *uf_, vs32x4 *nx_)
{
    vd ay = (vd)((vu)y & ((vu){0} + 0x7FFFFFFFFFFFFFFFu));
    vs small = ay < 0x1p-126;
    vu res, low;
    vs undec, of, tiny, gone;
    if (!SFU_ANY(small)) {
        vu32x4 rf = (vu32x4)__builtin_convertvector(y, vf32x4);
        res = __builtin_convertvector(rf, vu);
        low = (vu)y & ((vu){0} + 0x1FFFFFFFu);
        vs dist = (vs)(low - 0x10000000u);
        dist = (vs)SEL(dist < 0, (vu)-dist, (vu)dist);
        undec = (dist <= tol) & (ay < 0x1p128);
        of = (res & ((vu){0} + 0x7FFFFFFFu)) == 0x7F800000u;
        tiny = gone = (vs){0};
    } else {
        SFU_FN(sfu_round_)(F, y, tol, &res, &low, &undec, &of, &tiny, &gone);
    }
    vs nx;
    if (op == NUM_SFU_SQRT) {
        nx = (low != 0) | (y * y != x);
    } else if (op == NUM_SFU_RECIP) {
        nx = (low != 0) | (y * x != 1.0);
    } else if (op == NUM_SFU_RSQRT) {
        vu xb = (vu)x; /* exact: x = 4^k (significand 1, even exponent) */
        nx = ((xb & ((vu){0} + 0x000FFFFFFFFFFFFFu)) != 0) | (((xb >> 52) & ((vu){0} + 1u)) == 0);
    } else {
        nx = (vs){0} - 1;
    }
    nx |= of | gone;
    *undec_ = __builtin_convertvector(undec, vs32x4);
    *of_ = __builtin_convertvector(of, vs32x4);
    *uf_ = __builtin_convertvector(tiny & nx, vs32x4);
    *nx_ = __builtin_convertvector(nx, vs32x4);
    return __builtin_convertvector(res, vu32x4);
}

/* FP32, eight elements at a time: the classes and the special-value table
 * in 32-bit lanes, the function in two binary64 halves. */
SFU_TGT AI unsigned SFU_FN(sfu_run32_)(const unsigned op, const sfu_fmt *F, uint8_t *restrict d,
                                       const uint8_t *restrict a, size_t n, uint8_t *lf)
{
    const int64_t tol = op == NUM_SFU_SQRT || op == NUM_SFU_RECIP ? 0 : SFU_TOL;
    vs32x8 acc_nv = {0}, acc_dz = {0}, acc_of = {0}, acc_uf = {0}, acc_nx = {0};
    const vu32x8 cnan = (vu32x8){0} + 0x7FC00000u, pinf = (vu32x8){0} + 0x7F800000u;
    for (size_t i = 0; i < n; i += 8) {
        size_t cnt = n - i < 8 ? n - i : 8;
        vu32x8 raw;
        if (cnt == 8) {
            memcpy(&raw, a + i * 4, 32);
        } else { /* the last element repeated: it raises no flag the element does not */
            uint32_t t[8];
            for (size_t j = 0; j < 8; j++) memcpy(&t[j], a + (i + (j < cnt ? j : cnt - 1)) * 4, 4);
            memcpy(&raw, t, 32);
        }
        vu32x8 mag = raw & 0x7FFFFFFFu;
        vs32x8 isnan = (vs32x8)mag > 0x7F800000, isinf = mag == 0x7F800000u, iszero = mag == 0;
        vs32x8 neg = (vs32x8)raw < 0, issnan = isnan & ((raw & 0x00400000u) == 0);
        vs32x8 sp, nvm = issnan, dzm = {0};
        vu32x8 sres, sbit = raw & 0x80000000u;
        if (op == NUM_SFU_EXP) {
            sp = isnan | isinf | iszero;
            sres = SEL8(iszero, (vu32x8){0} + 0x3F800000u, SEL8(neg, (vu32x8){0}, pinf));
        } else if (op == NUM_SFU_LOG) {
            vs32x8 isone = raw == 0x3F800000u, bad = neg & ~iszero;
            sp = isnan | isinf | iszero | isone | neg;
            sres = SEL8(isone, (vu32x8){0}, SEL8(iszero, (vu32x8){0} + 0xFF800000u, SEL8(bad, cnan, pinf)));
            nvm |= bad & ~isnan;
            dzm = iszero;
        } else if (op == NUM_SFU_RECIP) {
            sp = isnan | isinf | iszero;
            sres = SEL8(iszero, sbit | pinf, sbit);
            dzm = iszero;
        } else if (op == NUM_SFU_SQRT) {
            vs32x8 bad = neg & ~iszero;
            sp = isnan | isinf | iszero | neg;
            sres = SEL8(bad, cnan, raw);
            nvm |= bad & ~isnan;
        } else {
            vs32x8 bad = neg & ~iszero;
            sp = isnan | isinf | iszero | neg;
            sres = SEL8(iszero, sbit | pinf, SEL8(bad, cnan, (vu32x8){0}));
            nvm |= bad & ~isnan;
            dzm = iszero;
        }
        sres = SEL8(isnan, cnan, sres);
        dzm &= ~isnan;
        vf32x8 xf = (vf32x8)SEL8(sp, (vu32x8){0} + 0x3FC00000u, raw); /* 1.5: harmless */
        vd x0 = SFU_CVT_PD(__builtin_shufflevector(xf, xf, 0, 1, 2, 3));
        vd x1 = SFU_CVT_PD(__builtin_shufflevector(xf, xf, 4, 5, 6, 7));
        vd y0, y1;
        if (op == NUM_SFU_EXP) {
            vd c0 = (vd)SEL(x0 < -200.0, (vu)((vd){0} - 200.0), (vu)x0);
            vd c1 = (vd)SEL(x1 < -200.0, (vu)((vd){0} - 200.0), (vu)x1);
            c0 = (vd)SEL(c0 > 200.0, (vu)((vd){0} + 200.0), (vu)c0);
            c1 = (vd)SEL(c1 > 200.0, (vu)((vd){0} + 200.0), (vu)c1);
            y0 = SFU_FN(sfu_exp_)(c0);
            y1 = SFU_FN(sfu_exp_)(c1);
        } else if (op == NUM_SFU_LOG) {
            y0 = SFU_FN(sfu_log_)(x0);
            y1 = SFU_FN(sfu_log_)(x1);
        } else if (op == NUM_SFU_RECIP) {
            y0 = 1.0 / x0;
            y1 = 1.0 / x1;
        } else if (op == NUM_SFU_SQRT) {
            y0 = SFU_SQRT(x0);
            y1 = SFU_SQRT(x1);
        } else {
            y0 = 1.0 / SFU_SQRT(x0);
            y1 = 1.0 / SFU_SQRT(x1);
        }
        vd ay0 = (vd)((vu)y0 & ((vu){0} + 0x7FFFFFFFFFFFFFFFu)), ay1 = (vd)((vu)y1 & ((vu){0} + 0x7FFFFFFFFFFFFFFFu));
        vu32x8 res;
        vs32x8 undec, ok;
        if (__builtin_expect(!SFU_ANY((ay0 < 0x1p-126) | (ay1 < 0x1p-126)), 1)) {
            /* every result in binary32's normal range or beyond: the host's
             * conversion rounds to nearest even (overflow to infinity);
             * decided unless y lies within tol units of a binary32 midpoint
             * (bit 28) below 2^128 */
            vf32x4 f0 = SFU_CVT_PS(y0), f1 = SFU_CVT_PS(y1);
            res = (vu32x8)__builtin_shufflevector(f0, f1, 0, 1, 2, 3, 4, 5, 6, 7);
            vs d0 = (vs)((vu)y0 & ((vu){0} + 0x1FFFFFFFu)) - 0x10000000, d1 = (vs)((vu)y1 & ((vu){0} + 0x1FFFFFFFu)) - 0x10000000;
            vs u0 = (d0 <= tol) & (d0 >= -tol) & (ay0 < 0x1p128), u1 = (d1 <= tol) & (d1 >= -tol) & (ay1 < 0x1p128);
            if (__builtin_expect(SFU_ANY(u0 | u1), 0)) {
                undec = __builtin_shufflevector(__builtin_convertvector(u0, vs32x4), __builtin_convertvector(u1, vs32x4),
                                                0, 1, 2, 3, 4, 5, 6, 7);
                ok = ~sp & ~undec;
            } else {
                undec = (vs32x8){0};
                ok = ~sp;
            }
            vs32x8 nx;
            if (op == NUM_SFU_SQRT || op == NUM_SFU_RECIP) { /* inexact: bits below 2^-23 of y, or y*y != x (y*x != 1) */
                vs n0 = ((vu)y0 & ((vu){0} + 0x1FFFFFFFu)) != 0, n1 = ((vu)y1 & ((vu){0} + 0x1FFFFFFFu)) != 0;
                if (op == NUM_SFU_SQRT) {
                    n0 |= y0 * y0 != x0;
                    n1 |= y1 * y1 != x1;
                } else {
                    n0 |= y0 * x0 != 1.0;
                    n1 |= y1 * x1 != 1.0;
                }
                nx = __builtin_shufflevector(__builtin_convertvector(n0, vs32x4), __builtin_convertvector(n1, vs32x4), 0,
                                             1, 2, 3, 4, 5, 6, 7);
                nx |= (res & 0x7FFFFFFFu) == 0x7F800000u;
            } else if (op == NUM_SFU_RSQRT) { /* exact only for x = 4^k */
                vu32x8 ex = (raw >> 23) & 0xFFu, fr = raw & 0x7FFFFFu;
                vs32x8 exn = (ex != 0) & (fr == 0) & ((ex & 1u) != 0);
                vs32x8 exs = (ex == 0) & ((fr & (fr - 1u)) == 0) & ((fr & 0x2AAAAAu) != 0);
                nx = ~(exn | exs);
            } else {
                nx = (vs32x8){0} - 1;
            }
            vs32x8 of = ((res & 0x7FFFFFFFu) == 0x7F800000u) & ok;
            acc_of |= of;
            acc_nx |= nx & ok;
            if (lf) { /* each element's own flags */
                vu32x8 fl = ((vu32x8)of & 4u) | ((vu32x8)(nx & ok) & 16u);
                for (size_t j = 0; j < cnt; j++) lf[i + j] = (uint8_t)fl[j];
            }
        } else {
            vs32x4 u0, u1, o0, o1, f0, f1, n0, n1;
            vu32x4 r0 = SFU_FN(sfu_half32_)(op, F, tol, x0, y0, &u0, &o0, &f0, &n0);
            vu32x4 r1 = SFU_FN(sfu_half32_)(op, F, tol, x1, y1, &u1, &o1, &f1, &n1);
            res = __builtin_shufflevector(r0, r1, 0, 1, 2, 3, 4, 5, 6, 7);
            undec = __builtin_shufflevector(u0, u1, 0, 1, 2, 3, 4, 5, 6, 7);
            ok = ~sp & ~undec;
            vs32x8 of = __builtin_shufflevector(o0, o1, 0, 1, 2, 3, 4, 5, 6, 7) & ok;
            vs32x8 uf = __builtin_shufflevector(f0, f1, 0, 1, 2, 3, 4, 5, 6, 7) & ok;
            vs32x8 nx = __builtin_shufflevector(n0, n1, 0, 1, 2, 3, 4, 5, 6, 7) & ok;
            acc_of |= of;
            acc_uf |= uf;
            acc_nx |= nx;
            if (lf) {
                vu32x8 fl = ((vu32x8)of & 4u) | ((vu32x8)uf & 8u) | ((vu32x8)nx & 16u);
                for (size_t j = 0; j < cnt; j++) lf[i + j] = (uint8_t)fl[j];
            }
        }
        res = SEL8(sp, sres, res);
        acc_nv |= nvm;
        acc_dz |= dzm;
        if (lf) {
            vu32x8 fl = ((vu32x8)nvm & 1u) | ((vu32x8)dzm & 2u);
            for (size_t j = 0; j < cnt; j++) lf[i + j] |= (uint8_t)fl[j];
        }
        vs32x8 fix = undec & ~sp;
        uint32_t out[8];
        memcpy(out, &res, 32);
        if (__builtin_expect(SFU_ANY(fix), 0)) {
            unsigned fl = 0;
            for (size_t j = 0; j < cnt; j++)
                if (fix[j]) {
                    unsigned one_fl = 0;
                    out[j] = (uint32_t)num_sfu_ieee(op, DT_FP32, raw[j], &one_fl);
                    if (lf) lf[i + j] = (uint8_t)one_fl;
                    fl |= one_fl;
                }
            acc_nv |= (vs32x8){0} - (int32_t)((fl & NUM_NV) != 0);
            acc_dz |= (vs32x8){0} - (int32_t)((fl & NUM_DZ) != 0);
            acc_of |= (vs32x8){0} - (int32_t)((fl & NUM_OF) != 0);
            acc_uf |= (vs32x8){0} - (int32_t)((fl & NUM_UF) != 0);
            acc_nx |= (vs32x8){0} - (int32_t)((fl & NUM_NX) != 0);
        }
        if (cnt == 8) memcpy(d + i * 4, out, 32);
        else memcpy(d + i * 4, out, cnt * 4);
    }
    unsigned flags = 0;
    for (int j = 0; j < 8; j++) {
        if (acc_nv[j]) flags |= NUM_NV;
        if (acc_dz[j]) flags |= NUM_DZ;
        if (acc_of[j]) flags |= NUM_OF;
        if (acc_uf[j]) flags |= NUM_UF;
        if (acc_nx[j]) flags |= NUM_NX;
    }
    return flags;
}

/* FP32 SQRT and RECIP: the host's binary32 square root and division are
 * the IEEE operations, with the special-value table's results and flags
 * (x86 SSE: sqrt of a negative number or a signalling NaN raises IE = NV,
 * 1/+-0 raises ZE = DZ, the rest PE/OE/UE with tininess after rounding);
 * only the NaN they produce is not the canonical one.  The caller reads the
 * flags from MXCSR. */
SFU_TGT AI void SFU_FN(sfu_hw32_)(const unsigned op, uint8_t *restrict d, const uint8_t *restrict a, size_t n)
{
    const vu32x8 cnan = (vu32x8){0} + 0x7FC00000u;
    for (size_t i = 0; i < n; i += 8) {
        size_t cnt = n - i < 8 ? n - i : 8;
        vf32x8 x;
        if (cnt == 8) {
            memcpy(&x, a + i * 4, 32);
        } else {
            float t[8];
            for (size_t j = 0; j < 8; j++) memcpy(&t[j], a + (i + (j < cnt ? j : cnt - 1)) * 4, 4);
            memcpy(&x, t, 32);
        }
        vf32x8 r = op == NUM_SFU_SQRT ? SFU_SQRT32(x) : 1.0f / x;
        vu32x8 rb = SEL8(r != r, cnan, (vu32x8)r);
        if (cnt == 8) memcpy(d + i * 4, &rb, 32);
        else memcpy(d + i * 4, &rb, cnt * 4);
    }
}

/* FP64 SQRT and RECIP: as sfu_hw32_, in binary64. */
SFU_TGT AI void SFU_FN(sfu_hw64_)(const unsigned op, uint8_t *restrict d, const uint8_t *restrict a, size_t n)
{
    const vu cnan = (vu){0} + 0x7FF8000000000000u;
    for (size_t i = 0; i < n; i += 4) {
        size_t cnt = n - i < 4 ? n - i : 4;
        vd x;
        if (cnt == 4) {
            memcpy(&x, a + i * 8, 32);
        } else {
            double t[4];
            for (size_t j = 0; j < 4; j++) memcpy(&t[j], a + (i + (j < cnt ? j : cnt - 1)) * 8, 8);
            memcpy(&x, t, 32);
        }
        vd r = op == NUM_SFU_SQRT ? SFU_SQRT(x) : 1.0 / x;
        vu rb = SEL(r != r, cnan, (vu)r);
        if (cnt == 4) memcpy(d + i * 8, &rb, 32);
        else memcpy(d + i * 8, &rb, cnt * 8);
    }
}

/* The vector pass over n elements of op in format F; returns the flags.
 * op and kind are constants in every instantiation. */
SFU_TGT AI unsigned SFU_FN(sfu_run_)(const unsigned op, const unsigned kind, const sfu_fmt *F, unsigned dt,
                                     uint8_t *restrict d, const uint8_t *restrict a, size_t n, uint8_t *lf)
{
    const unsigned w = F->width, esz = w / 8u;
    const vu one = (vu){0} + 1u;
    const int64_t tol = op == NUM_SFU_SQRT || op == NUM_SFU_RECIP ? 0 : SFU_TOL;
    vs acc_nv = {0}, acc_dz = {0}, acc_of = {0}, acc_uf = {0}, acc_nx = {0};
    for (size_t i = 0; i < n; i += 4) {
        size_t cnt = n - i < 4 ? n - i : 4;
        const uint8_t *src = a + i * esz;
        uint8_t tail[16];
        if (cnt < 4) { /* the last element repeated: it raises no flag the element does not */
            for (size_t j = 0; j < 4; j++) memcpy(tail + j * esz, a + (i + (j < cnt ? j : cnt - 1)) * esz, esz);
            src = tail;
        }
        vu raw;
        vu32x4 r32 = {0, 0, 0, 0};
        if (esz == 4) {
            memcpy(&r32, src, 16);
            raw = __builtin_convertvector(r32, vu);
        } else if (esz == 2) {
            vu16x4 r16;
            memcpy(&r16, src, 8);
            raw = __builtin_convertvector(r16, vu);
        } else {
            vu8x4 r8;
            memcpy(&r8, src, 4);
            raw = __builtin_convertvector(r8, vu);
        }
        /* ---- classes ---- */
        vu sgn = (raw >> (w - 1u)) & one;
        vu mag = raw & F->magmask;
        vu ef = mag >> F->cf, mf = mag & F->fmask;
        vs isnan, issnan, isinf;
        if (F->has_inf) {
            vs top = ef == F->emax;
            isnan = top & (mf != 0);
            isinf = top & (mf == 0);
            issnan = isnan & ((mf & F->quiet) == 0);
        } else {
            isnan = mag == F->cnan;
            isinf = issnan = (vs){0};
        }
        vs iszero = mag == 0, neg = sgn != 0;
        /* ---- decode to binary64 ---- */
        vd x;
        if (kind == SFU_K_F32) {
            x = SFU_CVT_PD((vf32x4)r32);
#if SFU_F16C
        } else if (kind == SFU_K_F16C) {
            __m128i hv = _mm_loadl_epi64((const __m128i *)(const void *)src);
            x = SFU_CVT_PD((vf32x4)_mm_cvtph_ps(hv));
#endif
        } else {
            vu xn = (sgn << 63) | ((ef + (uint64_t)(1023 - F->bias)) << 52) | (mf << (52u - F->cf));
            vd md = (vd)(((vu){0} + 0x4330000000000000u) | mf) - 0x1p52; /* m exactly */
            vu xs = (vu)(md * F->subscale) | (sgn << 63);
            vs sub = ef == 0;
            x = (vd)(((vu)sub & xs) | (~(vu)sub & xn));
        }
        /* ---- the special-value table (TileSFUUnarySpecialValue) ---- */
        vs sp, nvm = issnan, dzm = {0};
        vu sres;
        const vu cnan = (vu){0} + F->cnan, pinf = (vu){0} + F->pinf;
        const vu sbit = sgn << (w - 1u);
        vu signed_inf = F->has_inf ? (sbit | pinf) : cnan; /* TileFloatingUnaryUnboundedResult */
        if (op == NUM_SFU_EXP) {
            sp = isnan | isinf | iszero;
            sres = SEL(iszero, (vu){0} + F->one, SEL(neg, (vu){0}, pinf));
        } else if (op == NUM_SFU_LOG) {
            vs isone = raw == F->one, bad = neg & ~iszero;
            sp = isnan | isinf | iszero | isone | neg;
            sres = SEL(isone, (vu){0}, SEL(iszero, (vu){0} + F->ninf, SEL(bad, cnan, pinf)));
            nvm |= bad & ~isnan;
            dzm = iszero;
        } else if (op == NUM_SFU_RECIP) {
            sp = isnan | isinf | iszero;
            sres = SEL(iszero, signed_inf, sbit);
            dzm = iszero;
        } else if (op == NUM_SFU_SQRT) {
            vs bad = neg & ~iszero;
            sp = isnan | isinf | iszero | neg;
            sres = SEL(bad, cnan, raw);
            nvm |= bad & ~isnan;
        } else {
            vs bad = neg & ~iszero;
            sp = isnan | isinf | iszero | neg;
            sres = SEL(iszero, signed_inf, SEL(bad, cnan, (vu){0}));
            nvm |= bad & ~isnan;
            dzm = iszero;
        }
        sres = SEL(isnan, cnan, sres);
        dzm &= ~isnan;
        x = (vd)SEL(sp, (vu)((vd){0} + 1.5), (vu)x); /* a harmless operand in the special lanes */
        /* ---- the function in binary64 ---- */
        vd y;
        if (op == NUM_SFU_EXP) {
            vd c = x;
            c = (vd)SEL(c > 200.0, (vu)((vd){0} + 200.0), (vu)c);
            c = (vd)SEL(c < -200.0, (vu)((vd){0} - 200.0), (vu)c);
            y = SFU_FN(sfu_exp_)(c);
        } else if (op == NUM_SFU_LOG) {
            y = SFU_FN(sfu_log_)(x);
        } else if (op == NUM_SFU_RECIP) {
            y = 1.0 / x;
        } else if (op == NUM_SFU_SQRT) {
            y = SFU_SQRT(x);
        } else {
            y = 1.0 / SFU_SQRT(x);
        }
        /* ---- rounding to the format (RNE), decided or not ---- */
        vu res, low;
        vs undec, of, tiny, gone;
        SFU_FN(sfu_round_)(F, y, tol, &res, &low, &undec, &of, &tiny, &gone);
        /* inexactness */
        vs nx;
        if (op == NUM_SFU_SQRT) {
            nx = (low != 0) | (y * y != x);
        } else if (op == NUM_SFU_RECIP) {
            nx = (low != 0) | (y * x != 1.0);
        } else if (op == NUM_SFU_RSQRT) {
            vu xb = (vu)x; /* exact: x = 4^k (significand 1, even exponent) */
            nx = ((xb & ((vu){0} + 0x000FFFFFFFFFFFFFu)) != 0) | (((xb >> 52) & one) == 0);
        } else {
            nx = (vs){0} - 1;
        }
        nx |= of | gone;
        /* ---- combine ---- */
        res = SEL(sp, sres, res);
        vs ok = ~sp & ~undec;
        acc_nv |= nvm;
        acc_dz |= dzm;
        acc_of |= of & ok;
        acc_uf |= tiny & nx & ok;
        acc_nx |= nx & ok;
        if (lf) { /* each element's own flags */
            vu one1 = (vu){0} + 1u;
            vu fl = ((vu)nvm & one1) | ((vu)dzm & (one1 << 1)) | ((vu)(of & ok) & (one1 << 2)) |
                    ((vu)(tiny & nx & ok) & (one1 << 3)) | ((vu)(nx & ok) & (one1 << 4));
            for (size_t j = 0; j < cnt; j++) lf[i + j] = (uint8_t)fl[j];
        }
        vs fix = undec & ~sp;
        if (__builtin_expect(SFU_ANY(fix), 0)) {
            unsigned fl = 0;
            for (size_t j = 0; j < cnt; j++)
                if (fix[j]) {
                    unsigned one_fl = 0;
                    res[j] = num_sfu_ieee(op, dt, raw[j], &one_fl);
                    if (lf) lf[i + j] = (uint8_t)one_fl;
                    fl |= one_fl;
                }
            acc_nv |= (vs){0} - (int64_t)((fl & NUM_NV) != 0);
            acc_dz |= (vs){0} - (int64_t)((fl & NUM_DZ) != 0);
            acc_of |= (vs){0} - (int64_t)((fl & NUM_OF) != 0);
            acc_uf |= (vs){0} - (int64_t)((fl & NUM_UF) != 0);
            acc_nx |= (vs){0} - (int64_t)((fl & NUM_NX) != 0);
        }
        uint8_t *dst = cnt < 4 ? tail : d + i * esz;
        if (esz == 4) {
            vu32x4 o = __builtin_convertvector(res, vu32x4);
            memcpy(dst, &o, 16);
        } else if (esz == 2) {
            vu16x4 o = __builtin_convertvector(res, vu16x4);
            memcpy(dst, &o, 8);
        } else {
            vu8x4 o = __builtin_convertvector(res, vu8x4);
            memcpy(dst, &o, 4);
        }
        if (cnt < 4) memcpy(d + i * esz, tail, cnt * esz);
    }
    unsigned flags = 0;
    for (int j = 0; j < 4; j++) {
        if (acc_nv[j]) flags |= NUM_NV;
        if (acc_dz[j]) flags |= NUM_DZ;
        if (acc_of[j]) flags |= NUM_OF;
        if (acc_uf[j]) flags |= NUM_UF;
        if (acc_nx[j]) flags |= NUM_NX;
    }
    return flags;
}

/* The instantiations: op and kind constant. */
SFU_TGT NOINLINE static unsigned SFU_FN(sfu_vec_)(unsigned op, unsigned kind, const sfu_fmt *F, unsigned dt,
                                                  uint8_t *restrict d, const uint8_t *restrict a, size_t n,
                                                  uint8_t *lf)
{
    if (kind == SFU_K_HW32) {
        if (op == NUM_SFU_SQRT) SFU_FN(sfu_hw32_)(NUM_SFU_SQRT, d, a, n);
        else SFU_FN(sfu_hw32_)(NUM_SFU_RECIP, d, a, n);
        return 0;
    }
    if (kind == SFU_K_HW64) {
        if (op == NUM_SFU_SQRT) SFU_FN(sfu_hw64_)(NUM_SFU_SQRT, d, a, n);
        else SFU_FN(sfu_hw64_)(NUM_SFU_RECIP, d, a, n);
        return 0;
    }
#define SFU_KINDS(OP)                                                                          \
    switch (kind) {                                                                            \
    case SFU_K_FP32: return SFU_FN(sfu_run32_)(OP, F, d, a, n, lf);                                \
    case SFU_K_F32: return SFU_FN(sfu_run_)(OP, SFU_K_F32, F, dt, d, a, n, lf);                \
    case SFU_K_F16C: return SFU_FN(sfu_run_)(OP, SFU_K_F16C, F, dt, d, a, n, lf);              \
    default: return SFU_FN(sfu_run_)(OP, SFU_K_GEN, F, dt, d, a, n, lf);                       \
    }
    switch (op) {
    case NUM_SFU_EXP: SFU_KINDS(NUM_SFU_EXP)
    case NUM_SFU_LOG: SFU_KINDS(NUM_SFU_LOG)
    case NUM_SFU_RECIP: SFU_KINDS(NUM_SFU_RECIP)
    case NUM_SFU_SQRT: SFU_KINDS(NUM_SFU_SQRT)
    default: SFU_KINDS(NUM_SFU_RSQRT)
    }
#undef SFU_KINDS
}

#undef SFU_FN
#undef SFU_CAT
#undef SFU_CAT2
