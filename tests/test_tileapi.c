/* The Tile-Lib-style C API (ptosim/tile.h).  Expected values are hand
 * derived from the element rules (small exact values: two's-complement
 * wrap, truncating division, floor modulo with the divisor's sign, shifts
 * by the low log2(W) bits, signed shifts arithmetic); compare-mode
 * numbering from decisions D13. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "asm/asm.h"
#include "core.h"
#include "ptosim/codec.h"
#include "ptosim/program.h"
#include "ptosim/tile.h"
#include "support/support.h"

static uint64_t f32(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

static uint64_t f64(double f)
{
    uint64_t u;
    memcpy(&u, &f, 8);
    return u;
}

static uint64_t s32(int32_t v) { return (uint32_t)v; }

/* D13: Tile Lib EQ NE LT LE GT GE (0..5) -> B.DATR EQ0 NE1 LT2 GT3 LE4 GE5. */
static void cmp_numbering(void **state)
{
    (void)state;
    assert_int_equal(pto_cmp_to_cmode(PTO_CMP_EQ), 0);
    assert_int_equal(pto_cmp_to_cmode(PTO_CMP_NE), 1);
    assert_int_equal(pto_cmp_to_cmode(PTO_CMP_LT), 2);
    assert_int_equal(pto_cmp_to_cmode(PTO_CMP_LE), 4);
    assert_int_equal(pto_cmp_to_cmode(PTO_CMP_GT), 3);
    assert_int_equal(pto_cmp_to_cmode(PTO_CMP_GE), 5);
}

/* x = [1, 2, 3, 4] (1x4 valid of 4x8 S32); y = x - 2 = [-1, 0, 1, 2];
 * m = y LE 0 -> [1, 1, 0, 0]; f = fill 7 with Max padding. */
static void calls(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    unsigned s32t = (unsigned)pto_dtype_code("S32");
    pto_tile x = pto_tile_make(s32t, 4, 8);
    x.valid_rows = 1;
    x.valid_cols = 4;
    uint64_t v[4] = {1, 2, 3, 4}, out[32];
    assert_int_equal(pto_tile_create(m, &x, v).status, PTO_OK);
    pto_tile y = x, mk = pto_tile_make(0, 0, 0), f = x;
    y.index = -1;
    y.pad = PTO_PAD_ZERO;
    assert_int_equal(pto_tsubs_i32(m, &y, &x, 2).status, PTO_OK);
    int all;
    assert_int_equal(pto_tile_get(m, &y, out, 32, &all), PTO_OK);
    assert_true(all);
    assert_int_equal(out[0], 0xFFFFFFFFu);
    assert_int_equal(out[3], 2);
    assert_int_equal(pto_tcmps_i32(m, &mk, &y, 0, PTO_CMP_LE).status, PTO_OK);
    assert_int_equal(pto_tile_get(m, &mk, out, 32, &all), PTO_OK);
    assert_int_equal(out[0], 1);
    assert_int_equal(out[1], 1);
    assert_int_equal(out[2], 0);
    assert_int_equal(out[3], 0);
    f.index = -1;
    f.pad = PTO_PAD_MAX;
    assert_int_equal(pto_texpands_i32(m, &f, 7).status, PTO_OK);
    uint64_t pad;
    bool def;
    pto_tile_read(m, (unsigned)f.index, 0, 4, &pad, &def); /* element (0,4): padding */
    assert_true(def);
    assert_int_equal(pad, 0x7FFFFFFFu);
    /* range and type checks are API errors, not faults */
    pto_tile u8 = pto_tile_make((unsigned)pto_dtype_code("U8"), 16, 8);
    assert_int_equal(pto_texpands_i32(m, &u8, 256).status, PTO_ERR_ARG);
    assert_int_equal(pto_tsubs(m, &y, &x, 1.0f).status, PTO_ERR_ARG);
    pto_destroy(m);
}

/* A fault: TADD of a 1x4 source with a destination of another valid shape
 * fails the op-level shape match (TileLegality) and allocates nothing;
 * pto_recover discards the block so the next call works. */
static void fault_and_recover(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    unsigned fp32 = (unsigned)pto_dtype_code("FP32");
    pto_tile a = pto_tile_make(fp32, 4, 8), d = pto_tile_make(fp32, 4, 8);
    uint64_t v[32];
    for (int i = 0; i < 32; i++) v[i] = f32((float)i);
    assert_int_equal(pto_tile_create(m, &a, v).status, PTO_OK);
    d.valid_rows = 2;
    pto_result r = pto_tadd(m, &d, &a, &a);
    assert_int_equal(r.status, PTO_FAULT);
    assert_int_equal(r.fault.kind, PTO_FAULT_TILE_LEGALITY);
    assert_int_equal(r.fault.trap, 5);
    assert_int_equal(d.index, -1);
    assert_int_equal(pto_capacity_in_use(m), 128); /* only a */
    /* no call runs on a stopped machine */
    d.valid_rows = 4;
    r = pto_tadd(m, &d, &a, &a);
    assert_int_equal(r.status, PTO_ERR_STATE);
    assert_non_null(strstr(pto_last_error(m), "pto_recover"));
    pto_recover(m);
    r = pto_tadd(m, &d, &a, &a);
    assert_int_equal(r.status, PTO_OK);
    uint64_t out[32];
    assert_int_equal(pto_tile_get(m, &d, out, 32, NULL), PTO_OK);
    assert_int_equal(out[31], f32(62.0f));
    pto_destroy(m);
}

/* ---- one case per implemented operation ----------------------------------- */

/* S32 operands, 1x4 valid of 4x8 (128 B): a = [7, -3, 12, 5],
 * b = [2, 4, -5, 3], shift counts sh = [1, 2, 3, 0]. */
typedef struct fix {
    pto_machine *m;
    pto_tile a, b, sh, d;
} fix;

static void fix_init(fix *x)
{
    x->m = pto_create();
    unsigned dt = (unsigned)pto_dtype_code("S32");
    x->a = pto_tile_make(dt, 4, 8);
    x->a.valid_rows = 1;
    x->a.valid_cols = 4;
    x->b = x->sh = x->d = x->a;
    uint64_t va[4] = {s32(7), s32(-3), s32(12), s32(5)}, vb[4] = {s32(2), s32(4), s32(-5), s32(3)},
             vs[4] = {1, 2, 3, 0};
    assert_int_equal(pto_tile_create(x->m, &x->a, va).status, PTO_OK);
    assert_int_equal(pto_tile_create(x->m, &x->b, vb).status, PTO_OK);
    assert_int_equal(pto_tile_create(x->m, &x->sh, vs).status, PTO_OK);
}

/* The result (status OK) equals want[0..3] (S32) and every element is defined. */
static void expect4(fix *x, pto_result r, const pto_tile *d, int32_t w0, int32_t w1, int32_t w2, int32_t w3)
{
    if (r.status != PTO_OK) print_error("status %s: %s\n", pto_status_name(r.status), pto_last_error(x->m));
    assert_int_equal(r.status, PTO_OK);
    uint64_t out[4];
    int all = 0;
    assert_int_equal(pto_tile_get(x->m, d, out, 4, &all), PTO_OK);
    assert_true(all);
    assert_int_equal(out[0], s32(w0));
    assert_int_equal(out[1], s32(w1));
    assert_int_equal(out[2], s32(w2));
    assert_int_equal(out[3], s32(w3));
    pto_destroy(x->m);
}

#define CASE(name, ...) \
    static void case_##name(void) \
    { \
        fix x; \
        fix_init(&x); \
        __VA_ARGS__; \
    }

CASE(TADD, expect4(&x, pto_tadd(x.m, &x.d, &x.a, &x.b), &x.d, 9, 1, 7, 8))
CASE(TSUB, expect4(&x, pto_tsub(x.m, &x.d, &x.a, &x.b), &x.d, 5, -7, 17, 2))
CASE(TMUL, expect4(&x, pto_tmul(x.m, &x.d, &x.a, &x.b), &x.d, 14, -12, -60, 15))
/* truncating: 7/2 = 3, -3/4 = 0, 12/-5 = -2, 5/3 = 1 */
CASE(TDIV, expect4(&x, pto_tdiv(x.m, &x.d, &x.a, &x.b), &x.d, 3, 0, -2, 1))
/* floor modulo: 7 - 2*3, -3 - 4*(-1), 12 - (-5)(-3), 5 - 3*1 */
CASE(TREM, expect4(&x, pto_trem(x.m, &x.d, &x.a, &x.b), &x.d, 1, 1, -3, 2))
CASE(TAND, expect4(&x, pto_tand(x.m, &x.d, &x.a, &x.b), &x.d, 2, 4, 8, 1))
CASE(TOR, expect4(&x, pto_tor(x.m, &x.d, &x.a, &x.b), &x.d, 7, -3, -1, 7))
CASE(TXOR, expect4(&x, pto_txor(x.m, &x.d, &x.a, &x.b), &x.d, 5, -7, -9, 6))
CASE(TSHL, expect4(&x, pto_tshl(x.m, &x.d, &x.a, &x.sh), &x.d, 14, -12, 96, 5))
/* arithmetic: -3 >> 2 = -1 */
CASE(TSHR, expect4(&x, pto_tshr(x.m, &x.d, &x.a, &x.sh), &x.d, 3, -1, 1, 5))
CASE(TMAX, expect4(&x, pto_tmax(x.m, &x.d, &x.a, &x.b), &x.d, 7, 4, 12, 5))
CASE(TMIN, expect4(&x, pto_tmin(x.m, &x.d, &x.a, &x.b), &x.d, 2, -3, -5, 3))
CASE(TCMP, {
    pto_tile p = pto_tile_make(0, 0, 0);
    expect4(&x, pto_tcmp(x.m, &p, &x.a, &x.b, PTO_CMP_GT), &p, 1, 0, 1, 1);
})
CASE(TADDS, expect4(&x, pto_tadds_i32(x.m, &x.d, &x.a, 3), &x.d, 10, 0, 15, 8))
CASE(TSUBS, expect4(&x, pto_tsubs_i64(x.m, &x.d, &x.a, 3), &x.d, 4, -6, 9, 2))
CASE(TMULS, expect4(&x, pto_tmuls_raw(x.m, &x.d, &x.a, 3), &x.d, 21, -9, 36, 15))
/* by -4: 7/-4 = -1, -3/-4 = 0, 12/-4 = -3, 5/-4 = -1 */
CASE(TDIVS, expect4(&x, pto_tdivs_i32(x.m, &x.d, &x.a, -4), &x.d, -1, 0, -3, -1))
/* mod -4: 7 - (-4)(-2) = -1, -3 - 0 = -3, 0, 5 - (-4)(-2) = -3 */
CASE(TREMS, expect4(&x, pto_trems_i32(x.m, &x.d, &x.a, -4), &x.d, -1, -3, 0, -3))
CASE(TANDS, expect4(&x, pto_tands_i32(x.m, &x.d, &x.a, 6), &x.d, 6, 4, 4, 4))
CASE(TORS, expect4(&x, pto_tors_i64(x.m, &x.d, &x.a, 6), &x.d, 7, -1, 14, 7))
CASE(TXORS, expect4(&x, pto_txors_u64(x.m, &x.d, &x.a, 6), &x.d, 1, -5, 10, 3))
CASE(TSHLS, expect4(&x, pto_tshls_i32(x.m, &x.d, &x.a, 2), &x.d, 28, -12, 48, 20))
CASE(TSHRS, expect4(&x, pto_tshrs_i32(x.m, &x.d, &x.a, 1), &x.d, 3, -2, 6, 2))
CASE(TMAXS, expect4(&x, pto_tmaxs_i32(x.m, &x.d, &x.a, 3), &x.d, 7, 3, 12, 5))
CASE(TMINS, expect4(&x, pto_tmins_i32(x.m, &x.d, &x.a, 3), &x.d, 3, -3, 3, 3))
CASE(TCMPS, {
    pto_tile p = pto_tile_make(0, 0, 0);
    expect4(&x, pto_tcmps_i32(x.m, &p, &x.a, 5, PTO_CMP_GE), &p, 1, 0, 1, 1);
})
CASE(TEXPANDS, expect4(&x, pto_texpands_i32(x.m, &x.d, -9), &x.d, -9, -9, -9, -9))
/* mask = a GT 4 = [1, 0, 1, 1]; select a where set, else 100 */
CASE(TSELS, {
    pto_tile p = pto_tile_make(0, 0, 0);
    assert_int_equal(pto_tcmps_i32(x.m, &p, &x.a, 4, PTO_CMP_GT).status, PTO_OK);
    expect4(&x, pto_tsels_i32(x.m, &x.d, &p, &x.a, 100), &x.d, 7, 100, 12, 5);
})

/* unary (unary.asl): ABS and NEG of INT wrap, NOT bitwise, RELU clamps negatives */
CASE(TABS, expect4(&x, pto_tabs(x.m, &x.d, &x.a), &x.d, 7, 3, 12, 5))
CASE(TNOT, expect4(&x, pto_tnot(x.m, &x.d, &x.a), &x.d, -8, 2, -13, -6))
CASE(TNEG, expect4(&x, pto_tneg(x.m, &x.d, &x.a), &x.d, -7, 3, -12, -5))
CASE(TRELU, expect4(&x, pto_trelu(x.m, &x.d, &x.a), &x.d, 7, 0, 12, 5))

/* SFU unary on FP32 (ieee), a = [w0..w3], the result bits and flags.
 * Hand-derived: e = 0x402DF854 and ln 2 = 0x3F317218 rounded to nearest
 * FP32 (decisions D22's example); sqrt 2 = 0x3FB504F3; the rest exact. */
static void sfu4(fix *x, pto_result (*call)(pto_machine *, pto_tile *, const pto_tile *), const uint32_t a[4],
                 const uint32_t want[4], unsigned flags)
{
    pto_tile s = pto_tile_make((unsigned)pto_dtype_code("FP32"), 4, 8), d;
    s.valid_rows = 1;
    s.valid_cols = 4;
    d = s;
    uint64_t va[4] = {a[0], a[1], a[2], a[3]}, out[4];
    assert_int_equal(pto_tile_create(x->m, &s, va).status, PTO_OK);
    pto_result r = call(x->m, &d, &s);
    if (r.status != PTO_OK) print_error("status %s: %s\n", pto_status_name(r.status), pto_last_error(x->m));
    assert_int_equal(r.status, PTO_OK);
    int all = 0;
    assert_int_equal(pto_tile_get(x->m, &d, out, 4, &all), PTO_OK);
    assert_true(all);
    for (int i = 0; i < 4; i++) assert_int_equal(out[i], want[i]);
    assert_int_equal(pto_flags(x->m), flags);
    pto_destroy(x->m);
}
enum { F_NV = 1, F_DZ = 2, F_NX = 16 };
/* exp: +0 -> 1, -inf -> +0, +inf -> +inf, 1 -> e (NX) */
CASE(TEXP, sfu4(&x, pto_texp, (const uint32_t[]){0, 0xFF800000u, 0x7F800000u, 0x3F800000u},
                (const uint32_t[]){0x3F800000u, 0, 0x7F800000u, 0x402DF854u}, F_NX))
/* log: 1 -> +0, +0 -> -inf (DZ), +inf -> +inf, 2 -> ln 2 (NX) */
CASE(TLOG, sfu4(&x, pto_tlog, (const uint32_t[]){0x3F800000u, 0, 0x7F800000u, 0x40000000u},
                (const uint32_t[]){0, 0xFF800000u, 0x7F800000u, 0x3F317218u}, F_DZ | F_NX))
/* 1/x: 4 -> 0.25, -0.5 -> -2, -0 -> -inf (DZ), -inf -> -0 */
CASE(TRECIP, sfu4(&x, pto_trecip, (const uint32_t[]){0x40800000u, 0xBF000000u, 0x80000000u, 0xFF800000u},
                  (const uint32_t[]){0x3E800000u, 0xC0000000u, 0xFF800000u, 0x80000000u}, F_DZ))
/* sqrt: 4 -> 2, -0 -> -0, -1 -> NaN (NV), 2 -> sqrt 2 (NX) */
CASE(TSQRT, sfu4(&x, pto_tsqrt, (const uint32_t[]){0x40800000u, 0x80000000u, 0xBF800000u, 0x40000000u},
                 (const uint32_t[]){0x40000000u, 0x80000000u, 0x7FC00000u, 0x3FB504F3u}, F_NV | F_NX))
/* 1/sqrt: 4 -> 0.5, 0.25 -> 2, +inf -> +0, 16 -> 0.25, all exact */
CASE(TRSQRT, sfu4(&x, pto_trsqrt, (const uint32_t[]){0x40800000u, 0x3E800000u, 0x7F800000u, 0x41800000u},
                  (const uint32_t[]){0x3F000000u, 0x40000000u, 0, 0x3E800000u}, 0))

/* ---- memory: S32 words 100, 101, ... at 0x1000 ---- */
static void gm_words(pto_machine *m, uint64_t addr, unsigned n, int32_t first)
{
    for (unsigned i = 0; i < n; i++) {
        int32_t v = first + (int32_t)i;
        assert_int_equal(pto_mem_write(m, addr + 4u * i, &v, 4), PTO_OK);
    }
}

static int32_t gm_word(pto_machine *m, uint64_t addr)
{
    int32_t v;
    assert_int_equal(pto_mem_read(m, addr, &v, 4), PTO_OK);
    return v;
}

/* An S32 index tile of byte displacements, 1x4 valid of 4x8. */
static pto_tile index_tile(fix *x, int32_t i0, int32_t i1, int32_t i2, int32_t i3)
{
    pto_tile t = x->a;
    uint64_t v[4] = {s32(i0), s32(i1), s32(i2), s32(i3)};
    assert_int_equal(pto_tile_create(x->m, &t, v).status, PTO_OK);
    return t;
}

/* 2x2 valid at 0x1000 with a 12-byte row stride: rows [100, 101], [103, 104]. */
CASE(TLOAD, {
    gm_words(x.m, 0x1000, 8, 100);
    x.d.valid_rows = 2;
    x.d.valid_cols = 2;
    expect4(&x, pto_tload(x.m, &x.d, 0x1000, 12), &x.d, 100, 101, 103, 104);
})
CASE(TSTORE, {
    pto_result r = pto_tstore(x.m, &x.a, 0x2000, 16);
    assert_int_equal(r.status, PTO_OK);
    assert_int_equal(gm_word(x.m, 0x2000), 7);
    assert_int_equal(gm_word(x.m, 0x2004), -3);
    assert_int_equal(gm_word(x.m, 0x2008), 12);
    assert_int_equal(gm_word(x.m, 0x200C), 5);
    assert_int_equal(gm_word(x.m, 0x2010), 0); /* nothing past the valid region */
    /* past the end of the 2^32-byte memory: DataPage at the first element's address */
    r = pto_tstore(x.m, &x.a, 0xFFFFFFF8u, 16);
    assert_int_equal(r.status, PTO_FAULT);
    assert_int_equal(r.fault.kind, PTO_FAULT_DATA_PAGE);
    assert_true(r.fault.has_addr);
    assert_int_equal(r.fault.addr, 0x100000000ull);
    pto_destroy(x.m);
})
CASE(TMOV, expect4(&x, pto_tmov(x.m, &x.d, &x.a), &x.d, 7, -3, 12, 5))
CASE(TPREFETCH, {
    assert_int_equal(pto_tprefetch(x.m, x.a.dtype, 2, 4, 0x1000, 8).status, PTO_OK);
    pto_result r = pto_tprefetch(x.m, x.a.dtype, 1, 4, 0x1002, 4); /* S32 at an odd-by-2 address */
    assert_int_equal(r.status, PTO_FAULT);
    assert_int_equal(r.fault.kind, PTO_FAULT_DATA_ALIGNMENT);
    assert_int_equal(r.fault.addr, 0x1002);
    pto_destroy(x.m);
})
/* the source on all four PEs, PE p holding 10p + [1, 2, 3, 4]; PE0 takes PE2's */
CASE(GMOV, {
    pto_tile src = x.a;
    src.mask = 0xF;
    uint64_t v[4] = {0, 0, 0, 0};
    assert_int_equal(pto_tile_create(x.m, &src, v).status, PTO_OK);
    for (unsigned pe = 0; pe < 4; pe++)
        for (unsigned i = 0; i < 4; i++) assert_int_equal(pto_tile_write(x.m, (unsigned)src.index, pe, i, 10 * pe + i + 1), PTO_OK);
    expect4(&x, pto_gmov(x.m, &x.d, &src, 2), &x.d, 21, 22, 23, 24);
})
CASE(MGATHER, {
    gm_words(x.m, 0x1000, 4, 100);
    pto_tile idx = index_tile(&x, 12, 0, 4, 8);
    expect4(&x, pto_mgather(x.m, &x.d, &idx, 0x1000), &x.d, 103, 100, 101, 102);
})
CASE(MSCATTER, {
    pto_tile idx = index_tile(&x, 12, 0, 4, 8);
    assert_int_equal(pto_mscatter(x.m, &x.a, &idx, 0x3000).status, PTO_OK);
    assert_int_equal(gm_word(x.m, 0x3000), -3);
    assert_int_equal(gm_word(x.m, 0x3004), 12);
    assert_int_equal(gm_word(x.m, 0x3008), 5);
    assert_int_equal(gm_word(x.m, 0x300C), 7);
    pto_destroy(x.m);
})
/* mask = a GT 4 = [1, 0, 1, 1]; the masked-off lane gets the pad (Null: 0) */
CASE(MGATHER_MASK, {
    gm_words(x.m, 0x1000, 4, 100);
    pto_tile idx = index_tile(&x, 12, 0, 4, 8), p = pto_tile_make(0, 0, 0);
    assert_int_equal(pto_tcmps_i32(x.m, &p, &x.a, 4, PTO_CMP_GT).status, PTO_OK);
    expect4(&x, pto_mgather_mask(x.m, &x.d, &idx, &p, 0x1000), &x.d, 103, 0, 101, 102);
})
CASE(MSCATTER_MASK, {
    pto_tile idx = index_tile(&x, 0, 4, 8, 12), p = pto_tile_make(0, 0, 0);
    assert_int_equal(pto_tcmps_i32(x.m, &p, &x.a, 4, PTO_CMP_GT).status, PTO_OK);
    assert_int_equal(pto_mscatter_mask(x.m, &x.a, &idx, &p, 0x3000).status, PTO_OK);
    assert_int_equal(gm_word(x.m, 0x3000), 7);
    assert_int_equal(gm_word(x.m, 0x3004), 0);
    assert_int_equal(gm_word(x.m, 0x3008), 12);
    assert_int_equal(gm_word(x.m, 0x300C), 5);
    pto_destroy(x.m);
})
/* memory [100..103]; expected [100, 0, 102, 0] swaps lanes 0 and 2 only */
CASE(MGATHER_CAS, {
    gm_words(x.m, 0x1000, 4, 100);
    pto_tile idx = index_tile(&x, 0, 4, 8, 12), ex = index_tile(&x, 100, 0, 102, 0), rp = index_tile(&x, 1, 2, 3, 4);
    pto_result r = pto_mgather_cas(x.m, &x.d, &idx, &ex, &rp, 0x1000);
    assert_int_equal(r.status, PTO_OK);
    assert_int_equal(gm_word(x.m, 0x1000), 1);
    assert_int_equal(gm_word(x.m, 0x1004), 101);
    assert_int_equal(gm_word(x.m, 0x1008), 3);
    assert_int_equal(gm_word(x.m, 0x100C), 103);
    expect4(&x, r, &x.d, 100, 101, 102, 103);
})

/* mask = a GT 4 = [1, 0, 1, 1]: a where set, b elsewhere */
CASE(TSEL, {
    pto_tile p = pto_tile_make(0, 0, 0);
    assert_int_equal(pto_tcmps_i32(x.m, &p, &x.a, 4, PTO_CMP_GT).status, PTO_OK);
    expect4(&x, pto_tsel(x.m, &x.d, &p, &x.a, &x.b), &x.d, 7, 4, 12, 5);
})
/* 7*2 + 1, -3*4 + 2, 12*(-5) + 3, 5*3 + 0 */
CASE(TFMA, expect4(&x, pto_tfma(x.m, &x.d, &x.a, &x.b, &x.sh), &x.d, 15, -10, -57, 15))
/* S32 [7, -3, 12, 5] -> FP32 (exact; hand-derived encodings) */
CASE(TCVT, expect4(&x, pto_tcvt(x.m, &x.d, &x.a, 1, PTO_RMODE_DEFAULT, false), &x.d, 0x40E00000, (int32_t)0xC0400000,
                   0x41400000, 0x40A00000))
CASE(TCI, expect4(&x, pto_tci(x.m, &x.d, (uint64_t)-2, false), &x.d, -2, -1, 0, 1))
/* 2x2, lower triangle with diagonal 0: (0,0) (1,0) (1,1) */
CASE(TTRI, {
    x.d.valid_rows = 2;
    x.d.valid_cols = 2;
    expect4(&x, pto_ttri(x.m, &x.d, 0, false), &x.d, 1, 0, 1, 1);
})
/* the source inside its 1x4 valid rectangle, the fill 9 in every other
 * physical element of the 4x8 destination */
CASE(TFILLPAD, {
    pto_result r = pto_tfillpad(x.m, &x.d, &x.a, 9);
    assert_int_equal(r.status, PTO_OK);
    uint64_t v;
    bool def;
    assert_int_equal(pto_tile_read(x.m, (unsigned)x.d.index, 0, 31, &v, &def), PTO_OK);
    assert_true(def);
    assert_int_equal(v, 9);
    expect4(&x, r, &x.d, 7, -3, 12, 5);
})
CASE(TPARTADD, expect4(&x, pto_tpartadd(x.m, &x.d, &x.a, &x.b), &x.d, 9, 1, 7, 8))
CASE(TPARTMUL, expect4(&x, pto_tpartmul(x.m, &x.d, &x.a, &x.b), &x.d, 14, -12, -60, 15))
CASE(TPARTMAX, expect4(&x, pto_tpartmax(x.m, &x.d, &x.a, &x.b), &x.d, 7, 4, 12, 5))
/* b is 1x2 here: the last two elements are a's */
CASE(TPARTMIN, {
    pto_tile b2 = x.a;
    b2.valid_cols = 2;
    uint64_t vb[2] = {s32(2), s32(-5)};
    assert_int_equal(pto_tile_create(x.m, &b2, vb).status, PTO_OK);
    expect4(&x, pto_tpartmin(x.m, &x.d, &x.a, &b2), &x.d, 2, -5, 12, 5);
})

/* ---- rearrangement (rearrangement.asl, indexed-rearrangement.asl) ---- */

/* The result (status OK) has valid vr x vc and holds the S32 values want
 * (row-major), every one defined. */
static void expect_s32(fix *x, pto_result r, const pto_tile *d, uint32_t vr, uint32_t vc, const int32_t *want)
{
    if (r.status != PTO_OK) print_error("status %s: %s\n", pto_status_name(r.status), pto_last_error(x->m));
    assert_int_equal(r.status, PTO_OK);
    assert_int_equal(d->valid_rows, vr);
    assert_int_equal(d->valid_cols, vc);
    uint64_t out[16];
    int all = 0;
    assert_int_equal(pto_tile_get(x->m, d, out, 16, &all), PTO_OK);
    assert_true(all);
    for (uint32_t i = 0; i < vr * vc; i++) assert_int_equal(out[i], s32(want[i]));
    pto_destroy(x->m);
}

/* A 4x8 S32 tile with valid 3x4, element (r, c) = 10r + c. */
static pto_tile grid(fix *x)
{
    pto_tile t = x->a;
    t.valid_rows = 3;
    uint64_t v[12];
    for (unsigned i = 0; i < 12; i++) v[i] = s32((int32_t)(10 * (i / 4) + i % 4));
    assert_int_equal(pto_tile_create(x->m, &t, v).status, PTO_OK);
    return t;
}

/* a (1x4) transposed: 4x1, the same values down the column */
CASE(TTRANS, expect_s32(&x, pto_ttrans(x.m, &x.d, &x.a), &x.d, 4, 1, (const int32_t[]){7, -3, 12, 5}))
/* [7, -3] then [2, 4] */
CASE(TCONCAT, {
    pto_tile l = x.a, r = x.a;
    l.valid_cols = r.valid_cols = 2;
    uint64_t vl[2] = {s32(7), s32(-3)}, vr[2] = {s32(2), s32(4)};
    assert_int_equal(pto_tile_create(x.m, &l, vl).status, PTO_OK);
    assert_int_equal(pto_tile_create(x.m, &r, vr).status, PTO_OK);
    expect_s32(&x, pto_tconcat(x.m, &x.d, &l, &r), &x.d, 1, 4, (const int32_t[]){7, -3, 2, 4});
})
/* row offset 1 (LB0: valid columns 1), column offset 2 (LB1: valid rows 2):
 * grid (1, 2) = 12 and (2, 2) = 22 */
CASE(TEXTRACT, {
    pto_tile g = grid(&x);
    expect_s32(&x, pto_textract(x.m, &x.d, &g, 1, 2), &x.d, 2, 1, (const int32_t[]){12, 22});
})
/* [2, 4] into a = [7, -3, 12, 5] at column 1 (LB1 = 1 = a's valid rows) */
CASE(TINSERT, {
    pto_tile b2 = x.a;
    b2.valid_cols = 2;
    uint64_t vb[2] = {s32(2), s32(4)};
    assert_int_equal(pto_tile_create(x.m, &b2, vb).status, PTO_OK);
    expect_s32(&x, pto_tinsert(x.m, &x.d, &x.a, &b2, 0, 1), &x.d, 1, 4, (const int32_t[]){7, 2, 4, 5});
})
/* row indices [2, 0, 1, 2]: grid (2, 0), (0, 1), (1, 2), (2, 3) */
CASE(TGATHER, {
    pto_tile g = grid(&x), idx = x.a;
    uint64_t vi[4] = {2, 0, 1, 2};
    assert_int_equal(pto_tile_create(x.m, &idx, vi).status, PTO_OK);
    expect_s32(&x, pto_tgather(x.m, &x.d, &g, &idx), &x.d, 1, 4, (const int32_t[]){20, 1, 12, 23});
})
/* a = [7, -3, 12, 5] to rows [1, 0, 2, 1] of a 3x4 destination, zeros elsewhere */
CASE(TSCATTER, {
    pto_tile idx = x.a;
    uint64_t vi[4] = {1, 0, 2, 1};
    assert_int_equal(pto_tile_create(x.m, &idx, vi).status, PTO_OK);
    x.d.valid_rows = 3;
    expect_s32(&x, pto_tscatter(x.m, &x.d, &x.a, &idx), &x.d, 3, 4,
               (const int32_t[]){0, -3, 0, 0, 7, 0, 0, 5, 0, 0, 12, 0});
})

/* ---- reductions and expansions (reduction.asl, expansion.asl) ---- */

/* The result (status OK) has type dt, valid vr x vc, and holds want (raw). */
static void expect_raw(fix *x, pto_result r, const pto_tile *d, unsigned dt, uint32_t vr, uint32_t vc,
                       const uint64_t *want)
{
    if (r.status != PTO_OK) print_error("status %s: %s\n", pto_status_name(r.status), pto_last_error(x->m));
    assert_int_equal(r.status, PTO_OK);
    assert_int_equal(d->dtype, dt);
    assert_int_equal(d->valid_rows, vr);
    assert_int_equal(d->valid_cols, vc);
    uint64_t out[8];
    int all = 0;
    assert_int_equal(pto_tile_get(x->m, d, out, 8, &all), PTO_OK);
    assert_true(all);
    for (uint32_t i = 0; i < vr * vc; i++) assert_int_equal(out[i], want[i]);
    pto_destroy(x->m);
}

/* the rows a and b as one 2x4 tile (Col 8) */
static pto_tile two_rows(fix *x)
{
    pto_tile t = x->a;
    t.valid_rows = 2;
    uint64_t v[8] = {s32(7), s32(-3), s32(12), s32(5), s32(2), s32(4), s32(-5), s32(3)};
    assert_int_equal(pto_tile_create(x->m, &t, v).status, PTO_OK);
    return t;
}

/* a one-column S32 broadcast [v] (1x1 valid of 32x1) */
static pto_tile row_bcast(fix *x, int32_t v)
{
    pto_tile t = pto_tile_make(x->a.dtype, 32, 1);
    t.valid_rows = 1;
    uint64_t e = s32(v);
    assert_int_equal(pto_tile_create(x->m, &t, &e).status, PTO_OK);
    return t;
}

#define RED1(name, fn, dt, v0)                                                                     \
    CASE(name, {                                                                                   \
        const uint64_t w_[1] = {v0};                                                               \
        expect_raw(&x, fn(x.m, &x.d, &x.a), &x.d, dt, 1, 1, w_);                                   \
    })
/* a = [7, -3, 12, 5]: sum 21, max 12, min -3, product -1260; argmax 2, argmin 1 (U32) */
RED1(TROWSUM, pto_trowsum, x.a.dtype, s32(21))
RED1(TROWMAX, pto_trowmax, x.a.dtype, s32(12))
RED1(TROWMIN, pto_trowmin, x.a.dtype, s32(-3))
RED1(TROWPROD, pto_trowprod, x.a.dtype, s32(-1260))
RED1(TROWARGMAX, pto_trowargmax, (unsigned)pto_dtype_code("U32"), 2)
RED1(TROWARGMIN, pto_trowargmin, (unsigned)pto_dtype_code("U32"), 1)
#undef RED1
#define RED4(name, fn, dt, v0, v1, v2, v3)                                                         \
    CASE(name, {                                                                                   \
        pto_tile t = two_rows(&x);                                                                 \
        const uint64_t w_[4] = {v0, v1, v2, v3};                                                   \
        expect_raw(&x, fn(x.m, &x.d, &t), &x.d, dt, 1, 4, w_);                                     \
    })
/* columns of [[7, -3, 12, 5], [2, 4, -5, 3]] */
RED4(TCOLSUM, pto_tcolsum, x.a.dtype, s32(9), s32(1), s32(7), s32(8))
RED4(TCOLMAX, pto_tcolmax, x.a.dtype, s32(7), s32(4), s32(12), s32(5))
RED4(TCOLMIN, pto_tcolmin, x.a.dtype, s32(2), s32(-3), s32(-5), s32(3))
RED4(TCOLPROD, pto_tcolprod, x.a.dtype, s32(14), s32(-12), s32(-60), s32(15))
RED4(TCOLARGMAX, pto_tcolargmax, (unsigned)pto_dtype_code("U32"), 0, 1, 0, 0)
RED4(TCOLARGMIN, pto_tcolargmin, (unsigned)pto_dtype_code("U32"), 1, 0, 1, 1)
#undef RED4
/* a OP 3 (the row's broadcast); TROWEXPAND copies 3 over x.d's 1x4 */
CASE(TROWEXPAND, {
    pto_tile bc = row_bcast(&x, 3);
    expect4(&x, pto_trowexpand(x.m, &x.d, &bc), &x.d, 3, 3, 3, 3);
})
#define REXP(name, fn, bv, w0, w1, w2, w3)                                                         \
    CASE(name, {                                                                                   \
        pto_tile bc = row_bcast(&x, bv);                                                           \
        expect4(&x, fn(x.m, &x.d, &x.a, &bc), &x.d, w0, w1, w2, w3);                               \
    })
REXP(TROWEXPANDADD, pto_trowexpandadd, 3, 10, 0, 15, 8)
REXP(TROWEXPANDSUB, pto_trowexpandsub, 3, 4, -6, 9, 2)
REXP(TROWEXPANDMUL, pto_trowexpandmul, 3, 21, -9, 36, 15)
/* truncating: -3 / 2 = -1 */
REXP(TROWEXPANDDIV, pto_trowexpanddiv, 2, 3, -1, 6, 2)
REXP(TROWEXPANDMAX, pto_trowexpandmax, 3, 7, 3, 12, 5)
REXP(TROWEXPANDMIN, pto_trowexpandmin, 3, 3, -3, 3, 3)
#undef REXP
/* a OP b (the column's broadcast); TCOLEXPAND copies b */
CASE(TCOLEXPAND, expect4(&x, pto_tcolexpand(x.m, &x.d, &x.b), &x.d, 2, 4, -5, 3))
#define CEXP(name, fn, w0, w1, w2, w3) CASE(name, expect4(&x, fn(x.m, &x.d, &x.a, &x.b), &x.d, w0, w1, w2, w3))
CEXP(TCOLEXPANDADD, pto_tcolexpandadd, 9, 1, 7, 8)
CEXP(TCOLEXPANDSUB, pto_tcolexpandsub, 5, -7, 17, 2)
CEXP(TCOLEXPANDMUL, pto_tcolexpandmul, 14, -12, -60, 15)
CEXP(TCOLEXPANDDIV, pto_tcolexpanddiv, 3, 0, -2, 1)
CEXP(TCOLEXPANDMAX, pto_tcolexpandmax, 7, 4, 12, 5)
CEXP(TCOLEXPANDMIN, pto_tcolexpandmin, 2, -3, -5, 3)
#undef CEXP
/* exp(src - 1): exp(0) = 1 (0x3F800000), exp(1) = 0x402DF854 (decisions
 * D22); FP32 from FP32 by rows, FP32 from FP16 (widened exactly) by columns */
CASE(TROWEXPANDEXPDIF, {
    unsigned fp32 = (unsigned)pto_dtype_code("FP32");
    pto_tile s = pto_tile_make(fp32, 4, 8), bc = pto_tile_make(fp32, 32, 1);
    s.valid_rows = bc.valid_rows = 1;
    s.valid_cols = 4;
    uint64_t sv[4] = {f32(1), f32(2), f32(1), f32(2)}, bv = f32(1);
    assert_int_equal(pto_tile_create(x.m, &s, sv).status, PTO_OK);
    assert_int_equal(pto_tile_create(x.m, &bc, &bv).status, PTO_OK);
    pto_tile d = pto_tile_make(fp32, 0, 0);
    const uint64_t w[4] = {0x3F800000, 0x402DF854, 0x3F800000, 0x402DF854};
    expect_raw(&x, pto_trowexpandexpdif(x.m, &d, &s, &bc), &d, fp32, 1, 4, w);
})
CASE(TCOLEXPANDEXPDIF, {
    unsigned fp16 = (unsigned)pto_dtype_code("FP16"), fp32 = (unsigned)pto_dtype_code("FP32");
    pto_tile s = pto_tile_make(fp16, 8, 8), bc = s;
    s.valid_rows = bc.valid_rows = 1;
    s.valid_cols = bc.valid_cols = 4;
    uint64_t sv[4] = {0x3C00, 0x4000, 0x3C00, 0x4000}, bv[4] = {0x3C00, 0x3C00, 0x3C00, 0x3C00};
    assert_int_equal(pto_tile_create(x.m, &s, sv).status, PTO_OK);
    assert_int_equal(pto_tile_create(x.m, &bc, bv).status, PTO_OK);
    pto_tile d = pto_tile_make(fp32, 0, 0);
    const uint64_t w[4] = {0x3F800000, 0x402DF854, 0x3F800000, 0x402DF854};
    expect_raw(&x, pto_tcolexpandexpdif(x.m, &d, &s, &bc), &d, fp32, 1, 4, w);
})

/* TSORT, hand-derived: FP32 [3, 1, 2, -0, +0] in width-3 groups, descending:
 * [3, 2, 1] with offsets [0, 2, 1], then [-0, +0] (a tie, source order)
 * with [0, 1].  The index tile lands in U. */
CASE(TSORT, {
    unsigned fp32 = (unsigned)pto_dtype_code("FP32");
    pto_tile s = pto_tile_make(fp32, 4, 8);
    s.valid_rows = 1;
    s.valid_cols = 5;
    uint64_t sv[5] = {0x40400000, 0x3F800000, 0x40000000, 0x80000000, 0};
    assert_int_equal(pto_tile_create(x.m, &s, sv).status, PTO_OK);
    pto_tile v = pto_tile_make(fp32, 0, 0), ix = pto_tile_make(fp32, 0, 0);
    ix.hand = 1;
    const uint64_t wv[5] = {0x40400000, 0x40000000, 0x3F800000, 0x80000000, 0}, wi[5] = {0, 2, 1, 0, 1};
    pto_result r = pto_tsort(x.m, &v, &ix, &s, 3, true);
    assert_int_equal(r.status, PTO_OK);
    assert_int_equal(ix.index, 16);
    assert_int_equal(ix.dtype, (unsigned)pto_dtype_code("U32"));
    uint64_t out[8];
    int all = 0;
    assert_int_equal(pto_tile_get(x.m, &ix, out, 8, &all), PTO_OK);
    assert_true(all);
    for (int i = 0; i < 5; i++) assert_int_equal(out[i], wi[i]);
    expect_raw(&x, r, &v, fp32, 1, 5, wv);
})
/* TMRGSORT, hand-derived: FP16 [1, 3] and [2, 2] ascending give [1, 2, 2, 3]
 * in one row of Col 4. */
CASE(TMRGSORT, {
    unsigned fp16 = (unsigned)pto_dtype_code("FP16");
    pto_tile a = pto_tile_make(fp16, 4, 16), b = a;
    a.valid_rows = b.valid_rows = 1;
    a.valid_cols = b.valid_cols = 2;
    uint64_t av[2] = {0x3C00, 0x4200}, bv[2] = {0x4000, 0x4000};
    assert_int_equal(pto_tile_create(x.m, &a, av).status, PTO_OK);
    assert_int_equal(pto_tile_create(x.m, &b, bv).status, PTO_OK);
    pto_tile d = pto_tile_make(fp16, 0, 0);
    const uint64_t w[4] = {0x3C00, 0x4000, 0x4000, 0x4200};
    pto_result r = pto_tmrgsort(x.m, &d, &a, &b, false);
    assert_int_equal(d.cols, 4);
    expect_raw(&x, r, &d, fp16, 1, 4, w);
})

/* THISTOGRAM, hand-derived: U16 [0x0102, 0x0203, 0x0104, 0x0305], ByteId 0
 * with filter 0x01: the elements with high byte 1 count their low bytes
 * 2 and 4: bins 1 -> 0, 2 -> 1, 3 -> 1, 4 -> 2, 255 -> 2. */
CASE(THISTOGRAM, {
    unsigned u16 = (unsigned)pto_dtype_code("U16"), u8 = (unsigned)pto_dtype_code("U8");
    pto_tile s = pto_tile_make(u16, 4, 16), f = pto_tile_make(u8, 1, 128);
    s.valid_rows = 1;
    s.valid_cols = 4;
    f.valid_cols = 1;
    uint64_t sv[4] = {0x0102, 0x0203, 0x0104, 0x0305}, fv[1] = {0x01};
    assert_int_equal(pto_tile_create(x.m, &s, sv).status, PTO_OK);
    assert_int_equal(pto_tile_create(x.m, &f, fv).status, PTO_OK);
    pto_tile d = pto_tile_make(u16, 0, 0);
    pto_result r = pto_thistogram(x.m, &d, &s, &f, 0);
    if (r.status != PTO_OK) print_error("%s\n", pto_last_error(x.m));
    assert_int_equal(r.status, PTO_OK);
    assert_int_equal(d.dtype, (unsigned)pto_dtype_code("U32"));
    assert_int_equal(d.cols, 256);
    assert_int_equal(d.valid_cols, 256);
    uint64_t out[256];
    int all = 0;
    assert_int_equal(pto_tile_get(x.m, &d, out, 256, &all), PTO_OK);
    assert_true(all);
    assert_int_equal(out[1], 0);
    assert_int_equal(out[2], 1);
    assert_int_equal(out[3], 1);
    assert_int_equal(out[4], 2);
    assert_int_equal(out[255], 2);
    pto_destroy(x.m);
})

/* TQUANT, hand-derived: FP32 [1.25, -3.0, 100.0, 7.5] * 2.0 + 1, RNE, Sat:
 * 3.5 -> 4, -5, 201 -> 127, 16 (S8); NX for the first. */
CASE(TQUANT, {
    unsigned fp32 = (unsigned)pto_dtype_code("FP32"), s8 = (unsigned)pto_dtype_code("S8");
    pto_tile s = pto_tile_make(fp32, 4, 8);
    s.valid_rows = 1;
    s.valid_cols = 4;
    uint64_t sv[4] = {0x3FA00000, 0xC0400000, 0x42C80000, 0x40F00000};
    assert_int_equal(pto_tile_create(x.m, &s, sv).status, PTO_OK);
    pto_tile d = pto_tile_make(s8, 0, 0);
    const uint64_t w[4] = {4, 0xFB, 127, 16};
    pto_result r = pto_tquant(x.m, &d, &s, 2.0f, 1, 0, true);
    assert_int_equal(pto_flags(x.m), 16u);
    expect_raw(&x, r, &d, s8, 1, 4, w);
})
/* TDEQUANT, hand-derived: U8 [0, 10, 255, 200] with zero point 10 and
 * multiplier 0.25: -2.5, 0, 61.25, 47.5, all exact. */
CASE(TDEQUANT, {
    unsigned u8 = (unsigned)pto_dtype_code("U8"), fp32 = (unsigned)pto_dtype_code("FP32");
    pto_tile s = pto_tile_make(u8, 4, 32);
    s.valid_rows = 1;
    s.valid_cols = 4;
    uint64_t sv[4] = {0, 10, 255, 200};
    assert_int_equal(pto_tile_create(x.m, &s, sv).status, PTO_OK);
    pto_tile d = pto_tile_make(u8, 0, 0);
    const uint64_t w[4] = {0xC0200000, 0, 0x42750000, 0x423E0000};
    pto_result r = pto_tdequant(x.m, &d, &s, 0.25f, 10, 0);
    assert_int_equal(pto_flags(x.m), 0);
    expect_raw(&x, r, &d, fp32, 1, 4, w);
})

/* The matrix family (ieee): FP16 A [2, 1] (CUBE_M16 1 x 2), B [3, 1]^T
 * (CUBE_N8 2 x 1): 2*3 + 1*1 = 7 (0x40E00000); with C or Bias 5: 12
 * (0x41400000).  The MX forms with E4M3 A [2, 1], ScaleA [128] (2^1), B
 * [3, 1], ScaleB [127] (2^0): 2*2*3 + 1*2*1 = 14 (0x41600000), + 5 = 19
 * (0x41980000).  TLOAD/TSTORE through the CUBE layouts round-trip D. */
static void cube_case(unsigned fn)
{
    pto_machine *m = pto_create();
    bool mx = fn & 4u, acc = (fn & 3u) == 2, bias = (fn & 3u) == 1;
    unsigned in = (unsigned)pto_dtype_code(mx ? "E4M3" : "FP16"), fp32 = (unsigned)pto_dtype_code("FP32");
    unsigned e8m0 = (unsigned)pto_dtype_code("E8M0");
    pto_tile a = pto_tile_make(in, 0, 0), b = pto_tile_make(in, 0, 0);
    a.valid_rows = 1, a.valid_cols = 2, b.valid_rows = 2, b.valid_cols = 1;
    uint64_t av[2] = {mx ? 0x40u : 0x4000u, mx ? 0x38u : 0x3C00u}, bv[2] = {mx ? 0x44u : 0x4200u, mx ? 0x38u : 0x3C00u};
    assert_int_equal(pto_tile_create_cube(m, &a, PTO_LAYOUT_CUBE_M16, av).status, PTO_OK);
    assert_int_equal(pto_tile_create_cube(m, &b, PTO_LAYOUT_CUBE_N8, bv).status, PTO_OK);
    pto_tile c = pto_tile_make(fp32, 0, 0), bi = pto_tile_make(fp32, 32, 1), sa = pto_tile_make(e8m0, 128, 1), sb = sa;
    uint64_t five = 0x40A00000u, s128 = 128, s127 = 127;
    c.valid_rows = c.valid_cols = 1;
    bi.valid_rows = sa.valid_rows = sb.valid_rows = 1;
    bi.valid_cols = sa.valid_cols = sb.valid_cols = 1;
    if (acc) assert_int_equal(pto_tile_create_cube(m, &c, PTO_LAYOUT_CUBE_M16, &five).status, PTO_OK);
    if (bias) assert_int_equal(pto_tile_create(m, &bi, &five).status, PTO_OK);
    if (mx) {
        assert_int_equal(pto_tile_create(m, &sa, &s128).status, PTO_OK);
        assert_int_equal(pto_tile_create(m, &sb, &s127).status, PTO_OK);
    }
    pto_tile d = pto_tile_make(0, 0, 0);
    d.hand = 1; /* U: C is T#3 (selector 2), which D in hand M (code 2) may not take (decisions D31) */
    pto_result r;
    switch (fn) {
    case 0: r = pto_tmatmul(m, &d, &a, &b); break;
    case 1: r = pto_tmatmul_bias(m, &d, &a, &b, &bi); break;
    case 2: r = pto_tmatmul_acc(m, &d, &c, &a, &b); break;
    case 4: r = pto_tmatmul_mx(m, &d, &a, &sa, &b, &sb); break;
    case 5: r = pto_tmatmul_mx_bias(m, &d, &a, &sa, &b, &sb, &bi); break;
    case 6: r = pto_tmatmul_mx_acc(m, &d, &c, &a, &sa, &b, &sb); break;
    case 16: r = pto_tgemv(m, &d, &a, &b); break;
    case 17: r = pto_tgemv_bias(m, &d, &a, &b, &bi); break;
    case 18: r = pto_tgemv_acc(m, &d, &c, &a, &b); break;
    case 20: r = pto_tgemv_mx(m, &d, &a, &sa, &b, &sb); break;
    case 21: r = pto_tgemv_mx_bias(m, &d, &a, &sa, &b, &sb, &bi); break;
    default: r = pto_tgemv_mx_acc(m, &d, &c, &a, &sa, &b, &sb); break;
    }
    if (r.status != PTO_OK) fail_msg("CUBE function %u: %s", fn, pto_last_error(m));
    assert_int_equal(d.dtype, fp32);
    assert_int_equal(d.valid_rows, 1);
    assert_int_equal(d.valid_cols, 1);
    uint64_t got = 0;
    int all = 0;
    assert_int_equal(pto_tile_get(m, &d, &got, 1, &all), PTO_OK);
    assert_true(all);
    uint64_t want = mx ? (acc || bias ? 0x41980000u : 0x41600000u) : (acc || bias ? 0x41400000u : 0x40E00000u);
    assert_int_equal(got, want);
    /* D leaves through TSTORE M162ND and comes back through TLOAD ND2M16 */
    assert_int_equal(pto_tstore_cube(m, &d, 0x1000, 4).status, PTO_OK);
    pto_tile back = pto_tile_make(fp32, 0, 0);
    back.valid_rows = back.valid_cols = 1;
    assert_int_equal(pto_tload_cube(m, &back, PTO_LAYOUT_CUBE_M16, 0x1000, 4).status, PTO_OK);
    assert_int_equal(back.rows, 16);
    assert_int_equal(back.cols, 2);
    assert_int_equal(pto_tile_get(m, &back, &got, 1, NULL), PTO_OK);
    assert_int_equal(got, want);
    pto_destroy(m);
}
static void case_TMATMUL(void) { cube_case(0); }
static void case_TMATMUL_BIAS(void) { cube_case(1); }
static void case_TMATMUL_ACC(void) { cube_case(2); }
static void case_TMATMUL_MX(void) { cube_case(4); }
static void case_TMATMUL_MX_BIAS(void) { cube_case(5); }
static void case_TMATMUL_MX_ACC(void) { cube_case(6); }
static void case_TGEMV(void) { cube_case(16); }
static void case_TGEMV_BIAS(void) { cube_case(17); }
static void case_TGEMV_ACC(void) { cube_case(18); }
static void case_TGEMV_MX(void) { cube_case(20); }
static void case_TGEMV_MX_BIAS(void) { cube_case(21); }
static void case_TGEMV_MX_ACC(void) { cube_case(22); }

typedef struct op_case {
    const char *name;
    void (*run)(void);
} op_case;

#define C(name) {#name, case_##name}
static const op_case op_cases[] = {
    C(TADD),  C(TSUB),  C(TMUL),  C(TDIV),  C(TREM),  C(TAND),  C(TOR),   C(TXOR),  C(TSHL),  C(TSHR),
    C(TMAX),  C(TMIN),  C(TCMP),  C(TADDS), C(TSUBS), C(TMULS), C(TDIVS), C(TREMS), C(TANDS), C(TORS),
    C(TXORS), C(TSHLS), C(TSHRS), C(TMAXS), C(TMINS), C(TCMPS), C(TEXPANDS), C(TSELS),
    C(TABS),  C(TNOT),  C(TNEG),  C(TRELU), C(TLOAD), C(TSTORE), C(TMOV), C(TPREFETCH), C(GMOV),
    C(MGATHER), C(MSCATTER), C(MGATHER_MASK), C(MSCATTER_MASK), C(MGATHER_CAS), C(TSEL), C(TFMA), C(TCVT), C(TCI), C(TTRI),
    C(TFILLPAD), C(TPARTADD), C(TPARTMUL), C(TPARTMAX), C(TPARTMIN),
    C(TROWSUM), C(TROWMAX), C(TROWMIN), C(TROWPROD), C(TROWARGMAX), C(TROWARGMIN), C(TCOLSUM), C(TCOLMAX),
    C(TCOLMIN), C(TCOLPROD), C(TCOLARGMAX), C(TCOLARGMIN), C(TROWEXPAND), C(TROWEXPANDADD), C(TROWEXPANDSUB),
    C(TROWEXPANDMUL), C(TROWEXPANDDIV), C(TROWEXPANDMAX), C(TROWEXPANDMIN), C(TROWEXPANDEXPDIF), C(TCOLEXPAND),
    C(TCOLEXPANDADD), C(TCOLEXPANDSUB), C(TCOLEXPANDMUL), C(TCOLEXPANDDIV), C(TCOLEXPANDMAX), C(TCOLEXPANDMIN),
    C(TCOLEXPANDEXPDIF),
    C(TEXP), C(TLOG), C(TRECIP), C(TSQRT), C(TRSQRT),
    C(TMATMUL), C(TMATMUL_BIAS), C(TMATMUL_ACC), C(TMATMUL_MX), C(TMATMUL_MX_BIAS), C(TMATMUL_MX_ACC),
    C(TGEMV), C(TGEMV_BIAS), C(TGEMV_ACC), C(TGEMV_MX), C(TGEMV_MX_BIAS), C(TGEMV_MX_ACC),
    C(TTRANS), C(TCONCAT), C(TEXTRACT), C(TINSERT), C(TGATHER), C(TSCATTER),
    C(TSORT), C(TMRGSORT), C(THISTOGRAM), C(TQUANT), C(TDEQUANT),
};
#undef C
#define NCASES (sizeof op_cases / sizeof op_cases[0])

static void each_operation(void **state)
{
    (void)state;
    for (size_t i = 0; i < NCASES; i++) op_cases[i].run();
}

/* ---- the API covers every implemented operation ----------------------------- */

/* Every row of isa/tile_ops.def, by name (the columns after the name may
 * change; the handler each row gives is the library's expansion of it). */
static const char *const def_names[] = {
#define OP(sel, nm, ...) #nm,
#include "tile_ops.def"
#undef OP
};
#define NDEF (sizeof def_names / sizeof def_names[0])

static bool implemented(const char *name)
{
    const op_info *op = op_by_name(name);
    /* TIMG2COL's bundle is always TileLegality (its tiles must be in the
     * Matrix location; a bundle destination is in Any): no call to offer */
    return op && op->handler != H_NONE && op->handler != H_TIMG2COL;
}

static void lower(const char *s, char *out, size_t n)
{
    size_t i = 0;
    for (; s[i] && i + 1 < n; i++) out[i] = (char)(s[i] >= 'A' && s[i] <= 'Z' ? s[i] - 'A' + 'a' : s[i]);
    out[i] = 0;
}

/* tile.h declares `pto_result pto_<name><suffix>(`. */
static bool declared(const char *header, const char *lname, const char *suffix)
{
    char want[64];
    snprintf(want, sizeof want, "pto_result pto_%s%s(", lname, suffix);
    return strstr(header, want) != NULL;
}

static void api_covers_every_operation(void **state)
{
    (void)state;
    char path[4096];
    snprintf(path, sizeof path, "%s/include/ptosim/tile.h", PTOSIM_SOURCE_DIR);
    size_t len;
    char *h = read_file(path, &len);
    assert_non_null(h);
    unsigned n_impl = 0, missing = 0;
    for (size_t i = 0; i < NDEF; i++) {
        if (!implemented(def_names[i])) continue;
        n_impl++;
        const op_info *op = op_by_name(def_names[i]);
        char ln[32];
        lower(def_names[i], ln, sizeof ln);
        bool scalar = op->handler == H_SCALAR || op->handler == H_CMPS || op->handler == H_FILL || op->handler == H_SELS;
        if (!declared(h, ln, scalar ? "_raw" : "")) {
            print_error("%s is implemented (isa/tile_ops.def) but ptosim/tile.h has no pto_%s%s\n", def_names[i], ln,
                        scalar ? "_raw" : "");
            missing++;
        }
        /* typed scalars, as the Tile Lib takes them: integers for every
         * scalar operation, float and double where the type set has floats */
        if (scalar) {
            static const char *const ints[] = {"_i32", "_i64", "_u64"};
            for (int k = 0; k < 3; k++)
                if (!declared(h, ln, ints[k])) {
                    print_error("ptosim/tile.h has no pto_%s%s\n", ln, ints[k]);
                    missing++;
                }
            if (op->types == TS_VEC16 && (!declared(h, ln, "") || !declared(h, ln, "_f64"))) {
                print_error("ptosim/tile.h has no float/double form of pto_%s\n", ln);
                missing++;
            }
        }
        bool tested = false;
        for (size_t k = 0; k < NCASES; k++) tested |= strcmp(op_cases[k].name, def_names[i]) == 0;
        if (!tested) {
            print_error("%s is implemented but tests/test_tileapi.c has no case for it\n", def_names[i]);
            missing++;
        }
    }
    /* and no call for an operation ptosim does not execute */
    for (const char *p = h; (p = strstr(p, "pto_result pto_t")) != NULL; p++) {
        const char *nm = p + strlen("pto_result pto_");
        size_t k = 0;
        char up[32];
        while (nm[k] && nm[k] != '_' && nm[k] != '(' && k + 1 < sizeof up) {
            up[k] = (char)(nm[k] >= 'a' && nm[k] <= 'z' ? nm[k] - 'a' + 'A' : nm[k]);
            k++;
        }
        up[k] = 0;
        if (!strcmp(up, "TILE")) continue; /* pto_tile_create */
        if (!implemented(up)) {
            print_error("ptosim/tile.h declares a call for %s, which ptosim does not execute\n", up);
            missing++;
        }
    }
    free(h);
    assert_int_equal(missing, 0);
    assert_true(n_impl >= 28); /* the 28 implemented when this test was written */
}

/* ---- typed scalars on floating and wide tiles ------------------------------------ */

/* FP32 [1, 2, 3, 4] / 2 = [0.5, 1, 1.5, 2]; max with 2.5 = [2.5, 2.5, 3, 4];
 * FP64 [1, 2, 3, 4] - 0.25 = [0.75, 1.75, 2.75, 3.75]; S64 + (-2^62);
 * U64 TEXPANDS 2^64 - 1; U32 TORS 0x80000000 through _u64. */
static void typed_scalars(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    unsigned fp32 = (unsigned)pto_dtype_code("FP32"), fp64 = (unsigned)pto_dtype_code("FP64");
    pto_tile a = pto_tile_make(fp32, 4, 8), d = a;
    a.valid_rows = 1;
    a.valid_cols = 4;
    d = a;
    uint64_t va[4] = {f32(1), f32(2), f32(3), f32(4)}, out[4];
    assert_int_equal(pto_tile_create(m, &a, va).status, PTO_OK);
    assert_int_equal(pto_tdivs(m, &d, &a, 2.0f).status, PTO_OK);
    assert_int_equal(pto_tile_get(m, &d, out, 4, NULL), PTO_OK);
    assert_int_equal(out[0], f32(0.5f));
    assert_int_equal(out[3], f32(2.0f));
    pto_tile e = a;
    e.index = -1;
    assert_int_equal(pto_tmaxs(m, &e, &a, 2.5f).status, PTO_OK);
    assert_int_equal(pto_tile_get(m, &e, out, 4, NULL), PTO_OK);
    assert_int_equal(out[0], f32(2.5f));
    assert_int_equal(out[1], f32(2.5f));
    assert_int_equal(out[2], f32(3.0f));
    /* a float scalar on an FP64 tile, a double on FP32: API errors */
    pto_tile b = pto_tile_make(fp64, 4, 4), bd;
    b.valid_rows = 1;
    uint64_t vb[4] = {f64(1), f64(2), f64(3), f64(4)};
    assert_int_equal(pto_tile_create(m, &b, vb).status, PTO_OK);
    bd = b;
    bd.index = -1;
    assert_int_equal(pto_tsubs(m, &bd, &b, 0.25f).status, PTO_ERR_ARG);
    assert_non_null(strstr(pto_last_error(m), "pto_tsubs_raw"));
    assert_int_equal(pto_tsubs_f64(m, &e, &a, 0.25).status, PTO_ERR_ARG);
    assert_int_equal(pto_tsubs_f64(m, &bd, &b, 0.25).status, PTO_OK);
    assert_int_equal(pto_tile_get(m, &bd, out, 4, NULL), PTO_OK);
    assert_int_equal(out[0], f64(0.75));
    assert_int_equal(out[3], f64(3.75));
    /* integer scalars need an integer tile that holds them */
    assert_int_equal(pto_tadds_i32(m, &e, &a, 1).status, PTO_ERR_ARG);
    assert_non_null(strstr(pto_last_error(m), "integer tile"));
    unsigned s64 = (unsigned)pto_dtype_code("S64"), u64 = (unsigned)pto_dtype_code("U64"),
             u32 = (unsigned)pto_dtype_code("U32");
    pto_tile c = pto_tile_make(s64, 4, 4), cd;
    c.valid_rows = 1;
    c.valid_cols = 2;
    uint64_t vc[2] = {5, (uint64_t)-1};
    assert_int_equal(pto_tile_create(m, &c, vc).status, PTO_OK);
    cd = c;
    cd.index = -1;
    assert_int_equal(pto_tadds_u64(m, &cd, &c, (uint64_t)1 << 63).status, PTO_ERR_ARG); /* > INT64_MAX */
    assert_int_equal(pto_tadds_i64(m, &cd, &c, -((int64_t)1 << 62)).status, PTO_OK);
    assert_int_equal(pto_tile_get(m, &cd, out, 4, NULL), PTO_OK);
    assert_int_equal(out[0], (uint64_t)5 - ((uint64_t)1 << 62));
    assert_int_equal(out[1], (uint64_t)-1 - ((uint64_t)1 << 62));
    pto_tile f = pto_tile_make(u64, 4, 4);
    assert_int_equal(pto_texpands_i64(m, &f, -1).status, PTO_ERR_ARG);
    assert_int_equal(pto_texpands_u64(m, &f, UINT64_MAX).status, PTO_OK);
    assert_int_equal(pto_tile_get(m, &f, out, 0, NULL), PTO_ERR_ARG); /* 16 elements, no room */
    uint64_t big[16];
    assert_int_equal(pto_tile_get(m, &f, big, 16, NULL), PTO_OK);
    assert_int_equal(big[15], UINT64_MAX);
    pto_tile g = pto_tile_make(u32, 4, 8), gd;
    g.valid_rows = 1;
    g.valid_cols = 2;
    uint64_t vg[2] = {1, 0x7FFFFFFFu};
    assert_int_equal(pto_tile_create(m, &g, vg).status, PTO_OK);
    gd = g;
    gd.index = -1;
    assert_int_equal(pto_tors_u64(m, &gd, &g, (uint64_t)1 << 32).status, PTO_ERR_ARG);
    assert_int_equal(pto_tors_u64(m, &gd, &g, 0x80000000u).status, PTO_OK);
    assert_int_equal(pto_tile_get(m, &gd, out, 2, NULL), PTO_OK);
    assert_int_equal(out[0], 0x80000001u);
    assert_int_equal(out[1], 0xFFFFFFFFu);
    pto_destroy(m);
}

/* ---- handles ----------------------------------------------------------------------- */

/* Out-of-range hand, mask and pad are API errors that change nothing. */
static void bad_handles(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    unsigned fp32 = (unsigned)pto_dtype_code("FP32");
    pto_tile a = pto_tile_make(fp32, 4, 8);
    assert_int_equal(pto_tile_create(m, &a, NULL).status, PTO_OK);
    pto_gpr_write(m, 0, 2, 0x1234);
    snapshot before, after;
    snapshot_take(m, &before);
    pto_tile d = a;
    d.index = -1;
    d.hand = 4;
    assert_int_equal(pto_tadds(m, &d, &a, 1.0f).status, PTO_ERR_ARG);
    assert_non_null(strstr(pto_last_error(m), "hand 4"));
    d.hand = 0;
    d.mask = 0x10;
    assert_int_equal(pto_tadds(m, &d, &a, 1.0f).status, PTO_ERR_ARG);
    assert_non_null(strstr(pto_last_error(m), "more than four bits"));
    d.mask = 0xA; /* 1010: no PEMode writes it */
    assert_int_equal(pto_tadd(m, &d, &a, &a).status, PTO_ERR_ARG);
    assert_non_null(strstr(pto_last_error(m), "1010"));
    d.mask = 0;
    d.pad = (pto_pad)4;
    assert_int_equal(pto_texpands(m, &d, 1.0f).status, PTO_ERR_ARG);
    d.pad = PTO_PAD_NULL;
    pto_tile c = pto_tile_make(fp32, 4, 8);
    c.hand = 7;
    assert_int_equal(pto_tile_create(m, &c, NULL).status, PTO_ERR_ARG);
    c.hand = 0;
    c.mask = 0x1F;
    assert_int_equal(pto_tile_create(m, &c, NULL).status, PTO_ERR_ARG);
    assert_int_equal(pto_tcmps(m, &d, &a, 0.0f, (pto_cmp)6).status, PTO_ERR_ARG);
    /* a source that does not exist */
    pto_tile ghost = a;
    ghost.index = 5;
    assert_int_equal(pto_tadd(m, &d, &ghost, &a).status, PTO_ERR_ARG);
    assert_non_null(strstr(pto_last_error(m), "T#6 does not exist"));
    snapshot_take(m, &after);
    assert_true(snapshot_equal(&before, &after));
    snapshot_free(&before);
    snapshot_free(&after);
    /* a valid mask on another PE: 0100 runs on PE1 */
    d.mask = 0x4;
    pto_tile a1 = pto_tile_make(fp32, 4, 8);
    a1.mask = 0x4;
    assert_int_equal(pto_tile_create(m, &a1, NULL).status, PTO_OK);
    assert_int_equal(pto_tadds(m, &d, &a1, 2.0f).status, PTO_OK);
    uint64_t out[32];
    assert_int_equal(pto_tile_get(m, &d, out, 32, NULL), PTO_OK);
    assert_int_equal(out[0], f32(2.0f));
    pto_destroy(m);
}

/* A stale handle whose index now holds a larger tile: pto_tile_get and the
 * calls refuse it instead of reading (or writing past) the caller's
 * buffer; a buffer smaller than the valid region is refused untouched. */
static void stale_handles(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    unsigned s32t = (unsigned)pto_dtype_code("S32");
    pto_tile small = pto_tile_make(s32t, 4, 8);
    small.valid_rows = 1;
    small.valid_cols = 4;
    assert_int_equal(pto_tile_create(m, &small, NULL).status, PTO_OK);
    assert_int_equal(pto_tile_release(m, (unsigned)small.index), PTO_OK);
    pto_tile big = pto_tile_make(s32t, 16, 16);
    assert_int_equal(pto_tile_create(m, &big, NULL).status, PTO_OK);
    assert_int_equal(big.index, small.index);
    uint64_t buf[5] = {0, 0, 0, 0, 0xABCD};
    assert_int_equal(pto_tile_get(m, &small, buf, 4, NULL), PTO_ERR_ARG);
    assert_non_null(strstr(pto_last_error(m), "stale"));
    assert_int_equal(buf[4], 0xABCD);
    assert_int_equal(pto_tile_get(m, &big, buf, 4, NULL), PTO_ERR_ARG);
    assert_non_null(strstr(pto_last_error(m), "256 elements"));
    assert_int_equal(buf[0], 0);
    assert_int_equal(buf[4], 0xABCD);
    pto_tile d = small;
    d.index = -1;
    assert_int_equal(pto_tadds_i32(m, &d, &small, 1).status, PTO_ERR_ARG);
    assert_int_equal(pto_capacity_in_use(m), 1024);
    pto_destroy(m);
}

/* pto_tile_live: true exactly when a call would take the handle as a
 * source (the tile exists and the handle describes it), derived from the
 * handle rules in tile.h. */
static void live_handles(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    unsigned s32t = (unsigned)pto_dtype_code("S32"), f32t = (unsigned)pto_dtype_code("FP32");
    pto_tile h = pto_tile_make(s32t, 4, 8);
    h.valid_rows = 3;
    h.valid_cols = 5;
    assert_false(pto_tile_live(m, &h)); /* index -1: no tile yet */
    assert_int_equal(pto_tile_create(m, &h, NULL).status, PTO_OK);
    assert_true(pto_tile_live(m, &h));
    assert_false(pto_tile_live(NULL, &h));
    assert_false(pto_tile_live(m, NULL));
    /* each described field, changed alone */
    pto_tile x = h;
    x.dtype = f32t;
    assert_false(pto_tile_live(m, &x));
    x = h, x.rows = 8, x.cols = 4;
    assert_false(pto_tile_live(m, &x));
    x = h, x.cols = 16;
    assert_false(pto_tile_live(m, &x));
    x = h, x.valid_rows = 4;
    assert_false(pto_tile_live(m, &x));
    x = h, x.valid_cols = 4;
    assert_false(pto_tile_live(m, &x));
    x = h, x.mask = 0x4; /* PE1; 0 and 0x8 both mean PE0 */
    assert_false(pto_tile_live(m, &x));
    x = h, x.mask = 0x8;
    assert_true(pto_tile_live(m, &x));
    /* the fields a tile does not have: they name no other tile */
    x = h, x.pad = PTO_PAD_ZERO, x.hand = 2;
    assert_true(pto_tile_live(m, &x));
    x = h, x.index = 1;
    assert_false(pto_tile_live(m, &x)); /* tile 1 does not exist */
    x.index = 64;
    assert_false(pto_tile_live(m, &x));
    /* the answer agrees with a call's check of its source */
    pto_tile d = pto_tile_make(s32t, 4, 8);
    d.valid_rows = 3;
    d.valid_cols = 5;
    assert_int_equal(pto_tadds_i32(m, &d, &h, 1).status, PTO_OK);
    assert_true(pto_tile_live(m, &d));
    assert_int_equal(pto_tile_release(m, (unsigned)h.index), PTO_OK);
    assert_false(pto_tile_live(m, &h));
    d.index = -1;
    assert_int_equal(pto_tadds_i32(m, &d, &h, 1).status, PTO_ERR_ARG);
    pto_reset(m);
    d.index = 1;
    assert_false(pto_tile_live(m, &d)); /* ended by the reset */
    /* under queue naming a handle names no tile */
    assert_int_equal(pto_set_naming(m, PTO_NAMING_QUEUE), PTO_OK);
    pto_tile_desc desc = {PTO_TILE_NUMERIC, s32t, 128, 4, 8, 4, 8, PTO_LAYOUT_ROW_MAJOR, 0x8};
    assert_int_equal(pto_tile_configure(m, 0, &desc), PTO_OK);
    pto_tile q = pto_tile_make(s32t, 4, 8);
    q.index = 0;
    assert_false(pto_tile_live(m, &q));
    pto_destroy(m);
}

/* pto_tile_create defines exactly the valid region on each PE of the
 * mask (tile.h: "writes its valid region"), and the definedness then
 * changes element by element as for any tile. */
static void created_definedness(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    unsigned s32t = (unsigned)pto_dtype_code("S32");
    pto_tile h = pto_tile_make(s32t, 4, 8);
    h.valid_rows = 3;
    h.valid_cols = 5;
    h.mask = 0xC; /* PE0 and PE1 */
    uint64_t v[15];
    for (unsigned i = 0; i < 15; i++) v[i] = 100 + i;
    assert_int_equal(pto_tile_create(m, &h, v).status, PTO_OK);
    for (unsigned pe = 0; pe < 4; pe++)
        for (uint32_t r = 0; r < 4; r++)
            for (uint32_t c = 0; c < 8; c++) {
                uint64_t x = 0;
                bool def = true;
                pto_status st = pto_tile_read(m, (unsigned)h.index, pe, r * 8 + c, &x, &def);
                if (pe >= 2) { /* not a PE of the tile */
                    assert_int_not_equal(st, PTO_OK);
                    continue;
                }
                assert_int_equal(st, PTO_OK);
                assert_int_equal(def, r < 3 && c < 5);
                if (def) assert_int_equal(x, 100 + r * 5 + c);
            }
    int all = 0;
    uint64_t got[15];
    assert_int_equal(pto_tile_get(m, &h, got, 15, &all), PTO_OK);
    assert_int_equal(all, 1);
    /* one valid element of PE1 made undefined: a source no call accepts */
    assert_int_equal(pto_tile_set_defined(m, (unsigned)h.index, 1, 2 * 8 + 4, false), PTO_OK);
    bool def = true;
    uint64_t x;
    assert_int_equal(pto_tile_read(m, (unsigned)h.index, 1, 2 * 8 + 4, &x, &def), PTO_OK);
    assert_false(def);
    assert_int_equal(pto_tile_read(m, (unsigned)h.index, 1, 2 * 8 + 3, &x, &def), PTO_OK);
    assert_true(def);
    assert_int_equal(pto_tile_read(m, (unsigned)h.index, 0, 2 * 8 + 4, &x, &def), PTO_OK);
    assert_true(def); /* PE0 unchanged */
    pto_tile d = pto_tile_make(s32t, 4, 8);
    d.valid_rows = 3;
    d.valid_cols = 5;
    d.mask = 0xC;
    pto_result r = pto_tadds_i32(m, &d, &h, 1);
    assert_int_equal(r.status, PTO_FAULT);
    assert_int_equal(r.fault.kind, PTO_FAULT_TILE_LEGALITY);
    pto_destroy(m);
}

/* The count ended, and the census the machine keeps of it and of the
 * allocated slots, read in place (pto_tiles_census, ptosim.h): its ended
 * is pto_tiles_ended and its slots pto_tiles_allocated (flat naming) after
 * every call, through the same pointer. */
static void census_is(const pto_machine *m, const pto_tile_census *c, uint64_t ended)
{
    assert_ptr_equal(pto_tiles_census(m), c);
    assert_int_equal(pto_tiles_ended(m), ended);
    assert_int_equal(c->ended, ended);
    assert_true(c->slots == pto_tiles_allocated(m));
}

/* pto_tiles_ended counts every release of an allocated tile (ptosim.h). */
static void ended_count(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    const pto_tile_census *c = pto_tiles_census(m);
    assert_true(c->slots == 0);
    unsigned s32t = (unsigned)pto_dtype_code("S32");
    census_is(m, c, 0);
    pto_tile h[3];
    for (unsigned i = 0; i < 3; i++) {
        h[i] = pto_tile_make(s32t, 4, 8);
        assert_int_equal(pto_tile_create(m, &h[i], NULL).status, PTO_OK);
    }
    census_is(m, c, 0); /* allocations end nothing */
    assert_true(c->slots == ((uint64_t)1 << h[0].index | (uint64_t)1 << h[1].index | (uint64_t)1 << h[2].index));
    assert_int_equal(pto_tile_release(m, (unsigned)h[1].index), PTO_OK);
    census_is(m, c, 1);
    assert_int_not_equal(pto_tile_release(m, (unsigned)h[1].index), PTO_OK); /* not allocated: no end */
    assert_int_not_equal(pto_tile_release(m, 70), PTO_OK);
    census_is(m, c, 1);
    /* a call refused for an undefined source element allocates nothing, so ends nothing */
    assert_int_equal(pto_tile_set_defined(m, (unsigned)h[0].index, 0, 3, false), PTO_OK);
    pto_tile d = pto_tile_make(s32t, 4, 8);
    pto_result r = pto_tadds_i32(m, &d, &h[0], 1);
    assert_int_equal(r.status, PTO_FAULT);
    assert_int_equal(r.fault.kind, PTO_FAULT_TILE_LEGALITY);
    census_is(m, c, 1);
    pto_recover(m);
    /* a call that succeeds ends nothing */
    pto_tile e = pto_tile_make(s32t, 4, 8);
    assert_int_equal(pto_tadds_i32(m, &e, &h[2], 1).status, PTO_OK);
    census_is(m, c, 1);
    /* pto_reset ends the three tiles left, and the count goes on */
    pto_reset(m);
    census_is(m, c, 4);
    assert_true(c->slots == 0);
    pto_destroy(m);
}

/* A call leaves TPC where it was, works while a program's TPC points
 * anywhere, and refuses to run inside an open block. */
static void machine_state(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    unsigned fp32 = (unsigned)pto_dtype_code("FP32");
    pto_tile a = pto_tile_make(fp32, 4, 8), d;
    assert_int_equal(pto_tile_create(m, &a, NULL).status, PTO_OK);
    d = a;
    d.index = -1;
    assert_int_equal(pto_set_tpc(m, 0x40), PTO_OK);
    assert_int_equal(pto_tadds(m, &d, &a, 1.0f).status, PTO_OK);
    assert_int_equal(pto_tpc(m), 0x40);
    /* BSTART.VEC TADD, FP32 (0x08019181) leaves a block open */
    const uint8_t bstart[4] = {0x81, 0x91, 0x01, 0x08};
    assert_int_equal(pto_set_tpc(m, 0), PTO_OK);
    assert_int_equal(pto_step(m, bstart, 4), PTO_OK);
    assert_true(pto_block_active(m));
    pto_tile e = a;
    e.index = -1;
    assert_int_equal(pto_tadds(m, &e, &a, 1.0f).status, PTO_ERR_STATE);
    assert_non_null(strstr(pto_last_error(m), "block is open"));
    pto_recover(m);
    assert_int_equal(pto_tadds(m, &e, &a, 1.0f).status, PTO_OK);
    /* host-control errors name tiles as programs do (T#6 is index 5) */
    assert_int_equal(pto_tile_write(m, 5, 0, 0, 1), PTO_ERR_STATE);
    assert_string_equal(pto_last_error(m), "tile T#6 is not allocated");
    assert_int_equal(pto_tile_release(m, 5), PTO_ERR_STATE);
    assert_string_equal(pto_last_error(m), "tile T#6 is not allocated");
    assert_int_equal(pto_tile_write(m, 0, 1, 0, 1), PTO_ERR_STATE);
    assert_string_equal(pto_last_error(m), "tile T#1 is not allocated on PE 1");
    assert_int_equal(pto_tile_write(m, 0, 0, 32, 1), PTO_ERR_ARG);
    assert_string_equal(pto_last_error(m), "tile T#1 has no element 32 (it has 32)");
    pto_destroy(m);
}

/* pto_tile_release while a block is open: a tile the open block binds as a
 * source stays (PTO_ERR_STATE, nothing changed); any other tile goes.  The
 * bundle is BSTART.VEC TADD, FP32 then B.IOT T#1, T#2 (sources, no
 * destination yet), which binds slots 0 and 1 and leaves the block open
 * (the TEPL binding rules, spec-digest section 2.6). */
static void release_under_open_block(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    unsigned fp32 = (unsigned)pto_dtype_code("FP32");
    pto_tile t[3];
    for (int i = 0; i < 3; i++) {
        t[i] = pto_tile_make(fp32, 1, 32);
        assert_int_equal(pto_tile_create(m, &t[i], NULL).status, PTO_OK);
        assert_int_equal(t[i].index, i);
    }
    uint8_t code[16];
    size_t len = 0;
    const char *text[2] = {"BSTART.VEC TADD, FP32", "B.IOT T#1, T#2, mask=1000"};
    for (int i = 0; i < 2; i++) {
        pto_insn in;
        pto_codec_error e;
        assert_int_equal(pto_asm(text[i], &in, &e), PTO_CODEC_OK);
        memcpy(code + len, in.bytes, in.length);
        len += in.length;
    }
    assert_int_equal(pto_set_tpc(m, 0), PTO_OK);
    assert_int_equal(pto_run(m, code, len, 0), PTO_END);
    assert_true(pto_block_active(m));
    uint64_t ended = pto_tiles_ended(m);
    for (unsigned i = 0; i < 2; i++) {
        assert_int_equal(pto_tile_release(m, i), PTO_ERR_STATE);
        char want[64];
        snprintf(want, sizeof want, "tile T#%u is bound by the open block", i + 1);
        assert_string_equal(pto_last_error(m), want);
        assert_true(pto_tile_allocated(m, i));
    }
    assert_int_equal(pto_tiles_ended(m), ended);
    assert_int_equal(pto_tile_release(m, 2), PTO_OK);
    assert_false(pto_tile_allocated(m, 2));
    assert_int_equal(pto_tiles_ended(m), ended + 1);
    char why[200];
    assert_int_equal(pto_check_invariants(m, why, sizeof why), 0);
    pto_recover(m);
    assert_false(pto_block_active(m));
    assert_int_equal(pto_tile_release(m, 0), PTO_OK);
    assert_int_equal(pto_tile_release(m, 0), PTO_ERR_STATE);
    assert_string_equal(pto_last_error(m), "tile T#1 is not allocated");
    assert_int_equal(pto_tile_release(m, 64), PTO_ERR_ARG);
    pto_destroy(m);
}

/* Bundles of different operations, alternated many times, keep giving the
 * same results (each reuses its own plan or records a new one). */
static void alternating_calls(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    unsigned s32t = (unsigned)pto_dtype_code("S32");
    pto_tile a = pto_tile_make(s32t, 4, 8);
    uint64_t va[32];
    for (int i = 0; i < 32; i++) va[i] = (uint64_t)i;
    assert_int_equal(pto_tile_create(m, &a, va).status, PTO_OK);
    for (int k = 0; k < 200; k++) {
        pto_tile d = a, p = pto_tile_make(0, 0, 0);
        d.index = -1;
        uint64_t out[32];
        pto_result r = k % 3 == 0 ? pto_tadds_i32(m, &d, &a, k) : k % 3 == 1 ? pto_tmul(m, &d, &a, &a)
                                                                              : pto_tcmps_i32(m, &p, &a, k % 32, PTO_CMP_LT);
        assert_int_equal(r.status, PTO_OK);
        const pto_tile *res = k % 3 == 2 ? &p : &d;
        assert_int_equal(pto_tile_get(m, res, out, 32, NULL), PTO_OK);
        for (int i = 0; i < 32; i++) {
            uint64_t want = k % 3 == 0 ? (uint64_t)(i + k) : k % 3 == 1 ? (uint64_t)(i * i) : (uint64_t)(i < k % 32);
            assert_int_equal(out[i], want);
        }
        assert_int_equal(pto_tile_release(m, (unsigned)res->index), PTO_OK);
    }
    pto_destroy(m);
}

/* One operation on three shapes in turn (its calls share a set of two
 * ways, so each third call builds its words again) and on two (both kept):
 * every call fills its own shape with its own value (expected by hand). */
static void shapes_in_turn(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    unsigned s32t = (unsigned)pto_dtype_code("S32");
    static const uint32_t rows[3] = {1, 2, 4};
    for (unsigned nshapes = 3; nshapes >= 2; nshapes--)
        for (int k = 0; k < 60; k++) {
            uint32_t r = rows[(unsigned)k % nshapes];
            pto_tile d = pto_tile_make(s32t, r, 32);
            assert_int_equal(pto_texpands_i32(m, &d, k * 7 - 100).status, PTO_OK);
            assert_int_equal(d.rows, r);
            uint64_t out[128];
            assert_int_equal(pto_tile_get(m, &d, out, 128, NULL), PTO_OK);
            for (uint32_t i = 0; i < r * 32u; i++) assert_int_equal(out[i], (uint32_t)(k * 7 - 100));
            assert_int_equal(pto_tile_release(m, (unsigned)d.index), PTO_OK);
        }
    pto_destroy(m);
}

/* The tile a TEXPANDS of v through handle h made is the one h asks for:
 * its type, shape, valid shape, PE mask and hand, v in every valid element
 * of every PE of the mask, and padding defined (and 0) only under pad Zero.
 * Expected by hand from the TEXPANDS definition and CurrentBundlePadValue. */
static void check_fill_made(pto_machine *m, const pto_tile *h, uint64_t v)
{
    unsigned mask = h->mask ? h->mask : 0x8u;
    pto_tile_desc dsc;
    assert_int_equal(pto_tile_describe(m, (unsigned)h->index, &dsc), PTO_OK);
    assert_int_equal((unsigned)h->index / 16u, h->hand);
    assert_int_equal(dsc.dtype, h->dtype);
    assert_int_equal(dsc.rows, h->rows);
    assert_int_equal(dsc.cols, h->cols);
    assert_int_equal(dsc.valid_rows, h->valid_rows);
    assert_int_equal(dsc.valid_cols, h->valid_cols);
    assert_int_equal(dsc.mask, mask);
    uint64_t bits = h->dtype == (unsigned)pto_dtype_code("S16") ? 0xFFFFu : 0xFFFFFFFFu;
    for (unsigned pe = 0; pe < 4; pe++) {
        if (!(mask & (8u >> pe))) continue;
        for (uint32_t r = 0; r < h->rows; r++)
            for (uint32_t c = 0; c < h->cols; c++) {
                uint64_t x;
                bool def;
                assert_int_equal(pto_tile_read(m, (unsigned)h->index, pe, r * h->cols + c, &x, &def), PTO_OK);
                if (r < h->valid_rows && c < h->valid_cols) {
                    assert_true(def);
                    assert_int_equal(x, v & bits);
                } else {
                    assert_int_equal(def, h->pad == PTO_PAD_ZERO);
                    if (def) assert_int_equal(x, 0);
                }
            }
    }
}

/* Calls of one operation with no sources share one key and so one set of
 * kept words: a handle that differs from a kept one in any single field
 * (type, rows, cols, valid rows, valid cols, pad, mask, hand) finds its
 * own words, not the other's, in calls that alternate between the two. */
static void kept_words_tell_every_field(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    unsigned s32t = (unsigned)pto_dtype_code("S32"), s16t = (unsigned)pto_dtype_code("S16");
    for (int field = 0; field < 8; field++) {
        pto_tile base = pto_tile_make(s32t, 2, 32), other = base;
        if (field == 5) base.valid_cols = other.valid_cols = 16; /* a padding for the pad to fill */
        switch (field) {
        case 0: other.dtype = s16t; break;
        case 1: other.rows = other.valid_rows = 4; break;
        case 2: other.cols = other.valid_cols = 64; break;
        case 3: other.valid_rows = 1; break;
        case 4: other.valid_cols = 16; break;
        case 5: other.pad = PTO_PAD_ZERO; break;
        case 6: other.mask = 0xC; break;
        default: other.hand = 1; break;
        }
        for (int k = 0; k < 6; k++) {
            pto_tile d = k % 2 ? other : base;
            uint64_t v = (uint64_t)(field * 16 + k + 1);
            assert_int_equal(pto_texpands_i32(m, &d, (int32_t)v).status, PTO_OK);
            check_fill_made(m, &d, v);
            assert_int_equal(pto_tile_release(m, (unsigned)d.index), PTO_OK);
        }
    }
    pto_destroy(m);
}

/* Calls whose kept plan slot another bundle takes over (pto_run at every
 * plan PC, twice, between the calls) still run their own operation: a call finds
 * its plan by the plan's gen, and a replaced plan has another.  Expected
 * values by hand: a + k for TADDS, and T#3 = T#1 + T#2 = 2 * [1..4] for the
 * program's TADD. */
static void calls_after_their_plan_is_replaced(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    unsigned s32t = (unsigned)pto_dtype_code("S32");
    pto_tile a = pto_tile_make(s32t, 1, 32), b = a;
    uint64_t va[32];
    for (int i = 0; i < 32; i++) va[i] = (uint64_t)i + 1u;
    assert_int_equal(pto_tile_create(m, &a, va).status, PTO_OK); /* T#1 */
    assert_int_equal(pto_tile_create(m, &b, va).status, PTO_OK); /* T#2 */
    const char *text = "BSTART.VEC TADD, S32\nB.DIM LB0=32\nB.IOT T#1, T#2, mask=1000, last, ->T<128B>\nBSTOP\n";
    pto_program *p;
    pto_program_error e;
    assert_int_equal(pto_program_parse(text, strlen(text), &p, &e), PTO_OK);
    size_t len;
    const uint8_t *words = pto_program_code(p, &len);
    uint8_t code[256];
    for (unsigned round = 0; round < 3; round++)
        for (unsigned pc = 0; pc < 2u * PLAN_CACHE; pc += 2) {
            int k = (int)(round * 64u + pc);
            pto_tile d = pto_tile_make(s32t, 1, 32);
            assert_int_equal(pto_tadds_i32(m, &d, &a, k).status, PTO_OK);
            uint64_t out[32];
            assert_int_equal(pto_tile_get(m, &d, out, 32, NULL), PTO_OK);
            for (int i = 0; i < 32; i++) assert_int_equal(out[i], (uint64_t)(i + 1 + k));
            assert_int_equal(pto_tile_release(m, (unsigned)d.index), PTO_OK);
            memcpy(code + pc, words, len);
            for (int twice = 0; twice < 2; twice++) { /* the second run replays the plan and keeps its memo */
                assert_int_equal(pto_set_tpc(m, pc), PTO_OK);
                assert_int_equal(pto_run(m, code, pc + len, 0), PTO_END);
                int dest = pto_last_destination(m);
                uint64_t v;
                bool def;
                for (uint32_t i = 0; i < 32; i++) {
                    assert_int_equal(pto_tile_read(m, (unsigned)dest, 0, i, &v, &def), PTO_OK);
                    assert_int_equal(v, 2u * (i + 1u));
                    assert_true(def);
                }
                assert_int_equal(pto_tile_release(m, (unsigned)dest), PTO_OK);
            }
        }
    pto_program_free(p);
    pto_destroy(m);
}

/* ---- known calls through their memo's kernel way -------------------------------------
 * A known call of a whole-tile TADD, TSUBS or TEXPANDS commits through the
 * host kernel its memo names (commit_memo.way); where the checked way
 * declines (a lane that is a NaN or an infinity) the commit makes the
 * execute's own MXCSR kernel call.  Expected values by hand from the binary32
 * definitions (1.5 - 0.25 = 1.25 exactly; 0.1f - 1.5f rounds; inf - 1.5 =
 * inf exactly, no flag; inf - inf is NV with the canonical NaN
 * 0x7FC00000; max + max overflows: OF and NX, +inf; D6: a tile-tile TADD
 * records no flag), every element defined, on every PE of the mask. */
static uint64_t f32_bits(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

/* Tile d holds want[0, n) on every PE of its mask, every element defined;
 * then it is released. */
static void holds_and_release(pto_machine *m, const pto_tile *d, const uint64_t *want, uint32_t n)
{
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(d->mask & (8u >> pe))) continue;
        for (uint32_t i = 0; i < n; i++) {
            uint64_t v;
            bool def;
            assert_int_equal(pto_tile_read(m, (unsigned)d->index, pe, i, &v, &def), PTO_OK);
            assert_int_equal(v, want[i]);
            assert_true(def);
        }
    }
    assert_int_equal(pto_tile_release(m, (unsigned)d->index), PTO_OK);
}

/* dst = src - s (TSUBS, FP32) through tile.h on the PEs of mask, checked
 * against want on each, and the machine's flags after it. */
static unsigned tsubs_checked(pto_machine *m, const pto_tile *src, float s, const uint64_t *want, unsigned mask)
{
    pto_tile d = pto_tile_make(src->dtype, src->rows, src->cols);
    d.mask = mask;
    assert_int_equal(pto_tsubs(m, &d, src, s).status, PTO_OK);
    holds_and_release(m, &d, want, src->rows * src->cols);
    return pto_flags(m);
}

static void known_calls_through_kernel_ways(void **state)
{
    (void)state;
    unsigned f32 = (unsigned)pto_dtype_code("FP32"), s32 = (unsigned)pto_dtype_code("S32");
    const unsigned masks[2] = {0x8, 0xF};
    for (unsigned mi = 0; mi < 2; mi++) {
        unsigned mask = masks[mi];
        pto_machine *m = pto_create();
        enum { N = 64 };
        uint64_t exact[N], inexact[N], inf[N], want[N];
        for (int i = 0; i < N; i++) {
            exact[i] = f32_bits(1.5f);
            inexact[i] = f32_bits(0.1f);
            inf[i] = i == 17 ? 0x7F800000u : f32_bits(1.5f);
        }
        pto_tile a = pto_tile_make(f32, 2, 32), b = a, c = a;
        a.mask = b.mask = c.mask = mask;
        assert_int_equal(pto_tile_create(m, &a, exact).status, PTO_OK);
        assert_int_equal(pto_tile_create(m, &b, inexact).status, PTO_OK);
        assert_int_equal(pto_tile_create(m, &c, inf).status, PTO_OK);
        /* exact results: no flag, on every run (the first runs the pipeline) */
        for (int i = 0; i < N; i++) want[i] = f32_bits(1.25f);
        for (int k = 0; k < 3; k++) assert_int_equal(tsubs_checked(m, &a, 0.25f, want, mask), 0);
        /* 0.1f - 1.5f: 0.1f is 0x3DCCCCCD = 13421773 * 2^-27 and 1.5 is
         * 201326592 * 2^-27, so the difference is -187904819 * 2^-27, 28
         * bits; to 24, -11744051.1875 * 2^-23 rounds to -11744051 * 2^-23,
         * 0xBFB33333 (mantissa 11744051 - 2^23 = 0x333333), inexact */
        for (int i = 0; i < N; i++) want[i] = 0xBFB33333u;
        for (int k = 0; k < 3; k++) assert_int_equal(tsubs_checked(m, &b, 1.5f, want, mask), PTO_FLAG_NX);
        /* inexact held: a plain tile, then one with an infinity (exact, no
         * flag: the checked way declines and the MXCSR kernel runs it), then
         * again the calls after it (which skip the checked way for a while) */
        for (int i = 0; i < N; i++) want[i] = f32_bits(1.25f);
        assert_int_equal(tsubs_checked(m, &a, 0.25f, want, mask), PTO_FLAG_NX);
        for (int i = 0; i < N; i++) want[i] = i == 17 ? 0x7F800000u : 0;
        for (int k = 0; k < 3; k++) assert_int_equal(tsubs_checked(m, &c, 1.5f, want, mask), PTO_FLAG_NX);
        for (int i = 0; i < N; i++) want[i] = 0xBFB33333u;
        for (int k = 0; k < 70; k++) assert_int_equal(tsubs_checked(m, &b, 1.5f, want, mask), PTO_FLAG_NX);
        /* inf - inf: NV and the canonical NaN; then overflow */
        for (int i = 0; i < N; i++) want[i] = i == 17 ? 0x7FC00000u : f32_bits(1.5f - INFINITY);
        unsigned fl = tsubs_checked(m, &c, INFINITY, want, mask);
        assert_int_equal(fl, PTO_FLAG_NX | PTO_FLAG_NV);
        pto_clear_flags(m);
        uint64_t big[N];
        for (int i = 0; i < N; i++) big[i] = 0x7F7FFFFFu; /* FLT_MAX */
        pto_tile g = a;
        assert_int_equal(pto_tile_create(m, &g, big).status, PTO_OK);
        for (int i = 0; i < N; i++) want[i] = 0x7F800000u;
        for (int k = 0; k < 2; k++) { /* FLT_MAX - (-FLT_MAX) */
            assert_int_equal(tsubs_checked(m, &g, -3.4028234663852886e38f, want, mask), PTO_FLAG_OF | PTO_FLAG_NX);
            pto_clear_flags(m);
        }
        /* TADD (no flag, D6), with the canonical NaN for a NaN lane */
        uint64_t nan[N];
        for (int i = 0; i < N; i++) nan[i] = i == 5 ? 0x7FA00001u : f32_bits(0.1f);
        pto_tile q = a;
        assert_int_equal(pto_tile_create(m, &q, nan).status, PTO_OK);
        /* 0.1f + 0.1f doubles exactly: 0x3E4CCCCD */
        for (int i = 0; i < N; i++) want[i] = i == 5 ? 0x7FC00000u : 0x3E4CCCCDu;
        for (int k = 0; k < 3; k++) {
            pto_tile d = pto_tile_make(f32, 2, 32);
            d.mask = mask;
            assert_int_equal(pto_tadd(m, &d, &q, &b).status, PTO_OK);
            holds_and_release(m, &d, want, N);
            assert_int_equal(pto_flags(m), 0);
        }
        /* S32 TADD wraps; TEXPANDS fills */
        uint64_t ints[N], fill[N];
        for (int i = 0; i < N; i++) {
            ints[i] = i == 3 ? 0x7FFFFFFFu : (uint64_t)i;
            want[i] = i == 3 ? 0xFFFFFFFEu : 2u * (unsigned)i;
            fill[i] = 0xFFFFFFF9u;
        }
        pto_tile x = pto_tile_make(s32, 2, 32);
        x.mask = mask;
        assert_int_equal(pto_tile_create(m, &x, ints).status, PTO_OK);
        for (int k = 0; k < 3; k++) {
            pto_tile d = pto_tile_make(s32, 2, 32), e = d;
            d.mask = e.mask = mask;
            assert_int_equal(pto_tadd(m, &d, &x, &x).status, PTO_OK);
            assert_int_equal(pto_texpands_i32(m, &e, -7).status, PTO_OK);
            holds_and_release(m, &d, want, N);
            holds_and_release(m, &e, fill, N);
        }
        assert_int_equal(pto_flags(m), 0);
        pto_destroy(m);
    }
}

/* ---- the words of a call ------------------------------------------------------------ */

/* The words a call built (on a fresh machine: its only kept bundle). */
static size_t call_words(const pto_machine *m, uint8_t *out)
{
    size_t n = 0, len = 0;
    for (unsigned i = 0; i < API_BUNDLES; i++)
        if (m->api[i].len) {
            n++;
            len = m->api[i].len;
            memcpy(out, m->api[i].bytes, len);
        }
    assert_int_equal(n, 1);
    return len;
}

/* The same words from the assembler (an independent path: text). */
static size_t text_words(const char *const *lines, uint8_t *out)
{
    size_t len = 0;
    for (; *lines; lines++) {
        insn in;
        asm_error e;
        if (asm_insn(*lines, &in, &e)) print_error("%s: %s\n", *lines, e.message);
        assert_int_equal(asm_insn(*lines, &in, &e), 0);
        for (unsigned i = 0; i < in.length; i++) out[len++] = (uint8_t)(in.bits >> (8 * i));
    }
    return len;
}

/* Each call builds the bundle its instruction's block composition names
 * (pto-spec docs/tile/.../<OP>.md): BSTART, B.DATR when a pad or CMode is
 * needed, B.DIM LB0 (LB1 and LB2 when they differ from 1 and LB0; all
 * three for the operations without a closed schema), B.IOT, B.IOR for a
 * scalar, BSTOP; and running those assembled words gives the same state. */
static void words_match_the_assembler(void **state)
{
    (void)state;
    unsigned s32t = (unsigned)pto_dtype_code("S32"), fp32 = (unsigned)pto_dtype_code("FP32");
    for (int k = 0; k < 6; k++) {
        pto_machine *m = pto_create(), *ref = pto_create();
        pto_tile a = pto_tile_make(k < 3 ? s32t : fp32, 4, 8), b;
        a.valid_rows = 2;
        a.valid_cols = 4;
        if (k == 4) a.mask = 0xF;
        b = a;
        b.hand = 1;
        uint64_t va[8];
        for (int i = 0; i < 8; i++) va[i] = k < 3 ? (uint64_t)(i * 3) : f32((float)i - 3.5f);
        assert_int_equal(pto_tile_create(m, &a, va).status, PTO_OK);
        assert_int_equal(pto_tile_create(m, &b, va).status, PTO_OK);
        assert_int_equal(pto_tile_create(ref, &a, va).status, PTO_OK);
        assert_int_equal(pto_tile_create(ref, &b, va).status, PTO_OK);
        pto_tile d = a, p = pto_tile_make(0, 0, 0), p2 = p;
        d.index = -1;
        d.hand = 0;
        pto_result r;
        const char *const *text;
        uint64_t a0 = 0;
        static const char *const t0[] = {"BSTART.VEC TADDS, S32", "B.DATR pad=Zero", "B.DIM LB0=4", "B.DIM LB1=2",
                                         "B.DIM LB2=8", "B.IOT T#1, mask=1000, last, ->T<128B>",
                                         "B.IOR a0, zero, zero, ->zero", "BSTOP", NULL};
        static const char *const t1[] = {"BSTART.VEC TAND, S32", "B.DIM LB0=4", "B.DIM LB1=2", "B.DIM LB2=8",
                                         "B.IOT T#1, U#1, mask=1000, last, ->N<128B>", "BSTOP", NULL};
        static const char *const t2[] = {"BSTART.VEC TCMP, S32", "B.DATR pad=Zero, cmode=GT", "B.DIM LB0=4",
                                         "B.DIM LB1=2", "B.DIM LB2=8", "B.IOT T#1, U#1, mask=1000, last, ->T<128B>",
                                         "BSTOP", NULL};
        static const char *const t3[] = {"BSTART.SFU TDIVS, FP32", "B.DATR pad=Max", "B.DIM LB0=4", "B.DIM LB1=2",
                                         "B.DIM LB2=8", "B.IOT T#1, mask=1000, last, ->U<128B>",
                                         "B.IOR a0, zero, zero, ->zero", "BSTOP", NULL};
        static const char *const t4[] = {"BSTART.VEC TEXPANDS, FP32", "B.DIM LB0=4", "B.DIM LB1=2", "B.DIM LB2=8",
                                         "B.IOT mask=1111, last, ->M<128B>", "B.IOR a0, zero, zero, ->zero", "BSTOP",
                                         NULL};
        static const char *const t5[] = {"BSTART.VEC TSELS, FP32", "B.DIM LB0=4", "B.DIM LB1=2", "B.DIM LB2=8",
                                         "B.IOT T#2, T#1, mask=1000, last, ->T<128B>",
                                         "B.IOR a0, zero, zero, ->zero", "BSTOP", NULL};
        switch (k) {
        case 0:
            d.pad = PTO_PAD_ZERO;
            r = pto_tadds_i32(m, &d, &a, 5);
            text = t0, a0 = 5;
            break;
        case 1:
            d.hand = 3;
            r = pto_tand(m, &d, &a, &b);
            text = t1;
            break;
        case 2:
            p.pad = PTO_PAD_ZERO;
            r = pto_tcmp(m, &p, &a, &b, PTO_CMP_GT);
            text = t2;
            break;
        case 3:
            d.pad = PTO_PAD_MAX;
            d.hand = 1;
            r = pto_tdivs(m, &d, &a, 2.0f);
            text = t3, a0 = f32(2.0f);
            break;
        case 4:
            d.hand = 2;
            d.mask = 0xF;
            r = pto_texpands(m, &d, 1.5f);
            text = t4, a0 = f32(1.5f);
            break;
        default: {
            /* the predicate mask first: a GE 0 on both machines, as a call */
            assert_int_equal(pto_tcmps(m, &p, &a, 0.0f, PTO_CMP_GE).status, PTO_OK);
            assert_int_equal(pto_tcmps(ref, &p2, &a, 0.0f, PTO_CMP_GE).status, PTO_OK);
            for (unsigned i = 0; i < API_BUNDLES; i++) m->api[i].len = 0;
            r = pto_tsels(m, &d, &p, &a, -1.0f);
            text = t5, a0 = f32(-1.0f);
            break;
        }
        }
        if (r.status != PTO_OK) print_error("case %d: %s\n", k, pto_last_error(m));
        assert_int_equal(r.status, PTO_OK);
        uint8_t got[80], want[80];
        size_t n = call_words(m, got), w = text_words(text, want);
        assert_int_equal(n, w);
        assert_memory_equal(got, want, n);
        for (unsigned pe = 0; pe < PTO_PES; pe++)
            if (pe == 0 || k == 4) pto_gpr_write(ref, pe, 2, a0);
        assert_int_equal(pto_run(ref, want, w, 0), PTO_END);
        snapshot x, y;
        snapshot_take(m, &x);
        snapshot_take(ref, &y);
        assert_true(snapshot_equal(&x, &y));
        snapshot_free(&x);
        snapshot_free(&y);
        pto_destroy(m);
        pto_destroy(ref);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(cmp_numbering),
        cmocka_unit_test(calls),
        cmocka_unit_test(fault_and_recover),
        cmocka_unit_test(release_under_open_block),
        cmocka_unit_test(each_operation),
        cmocka_unit_test(api_covers_every_operation),
        cmocka_unit_test(typed_scalars),
        cmocka_unit_test(bad_handles),
        cmocka_unit_test(stale_handles),
        cmocka_unit_test(live_handles),
        cmocka_unit_test(created_definedness),
        cmocka_unit_test(ended_count),
        cmocka_unit_test(machine_state),
        cmocka_unit_test(alternating_calls),
        cmocka_unit_test(calls_after_their_plan_is_replaced),
        cmocka_unit_test(known_calls_through_kernel_ways),
        cmocka_unit_test(shapes_in_turn),
        cmocka_unit_test(kept_words_tell_every_field),
        cmocka_unit_test(words_match_the_assembler),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
