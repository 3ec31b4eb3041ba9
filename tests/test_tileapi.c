/* The Tile-Lib-style C API (ptosim/tile.h).  Expected values are hand
 * derived (small exact values); compare-mode numbering from decisions D13. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "ptosim/tile.h"

static uint64_t f32(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

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
    unsigned s32 = (unsigned)pto_dtype_code("S32");
    pto_tile x = pto_tile_make(s32, 4, 8);
    x.valid_rows = 1;
    x.valid_cols = 4;
    uint64_t v[4] = {1, 2, 3, 4}, out[32];
    assert_int_equal(pto_tile_create(m, &x, v).status, PTO_OK);
    pto_tile y = x, mk = pto_tile_make(0, 0, 0), f = x;
    y.index = -1;
    y.pad = PTO_PAD_ZERO;
    assert_int_equal(pto_tsubs_i32(m, &y, &x, 2).status, PTO_OK);
    int all;
    pto_tile_get(m, &y, out, &all);
    assert_true(all);
    assert_int_equal(out[0], 0xFFFFFFFFu);
    assert_int_equal(out[3], 2);
    assert_int_equal(pto_tcmps_i32(m, &mk, &y, 0, PTO_CMP_LE).status, PTO_OK);
    pto_tile_get(m, &mk, out, &all);
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
    pto_recover(m);
    d.valid_rows = 4;
    r = pto_tadd(m, &d, &a, &a);
    assert_int_equal(r.status, PTO_OK);
    uint64_t out[32];
    pto_tile_get(m, &d, out, NULL);
    assert_int_equal(out[31], f32(62.0f));
    pto_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(cmp_numbering),
        cmocka_unit_test(calls),
        cmocka_unit_test(fault_and_recover),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
