/* Operations that share the seed handlers, ported from their AVS tests in
 * pto-spec (tests/asl/tile/...): expected values are the AVS tests'. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

#include <cmocka.h>

#include "core.h"
#include "support/support.h"

static uint64_t elem(pto_machine *m, unsigned tile, unsigned pe, uint32_t i)
{
    uint64_t v = 0;
    bool def = false;
    assert_int_equal(pto_tile_read(m, tile, pe, i, &v, &def), PTO_OK);
    assert_true(def);
    return v;
}

/* PTO-AVS-TILE-TSUB-STATIC-001 and PTO-AVS-TILE-TADDS-STATIC-001: the
 * selectors decode to the operation, handler and engine of the catalog. */
static void static_contracts(void **state)
{
    (void)state;
    const op_info *op = op_of_selector(0x001);
    assert_non_null(op);
    assert_string_equal(op->name, "TSUB");
    assert_int_equal(op->handler, H_BINARY);
    assert_int_equal(op->sfu, 0);
    op = op_of_selector(0x020);
    assert_non_null(op);
    assert_string_equal(op->name, "TADDS");
    assert_int_equal(op->handler, H_SCALAR);
}

/* PTO-AVS-TILE-TSUB-ORDER-001: U64 19 - 7 = 12 (left minus right). */
static void tsub_order(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    char err[300];
    assert_int_equal(run_text(m,
                              ".tile T#1 U64 size=128B cols=8 valid=1x1\n.fill T#1 pe=* = 19\n"
                              ".tile T#2 U64 size=128B cols=8 valid=1x1\n.fill T#2 pe=* = 7\n"
                              "BSTART.VEC TSUB, U64\nB.DIM LB0=1 ; B.DIM LB2=8\n"
                              "B.IOT T#1, T#2, mask=1111, last, ->T<128B>\nBSTOP\n",
                              err, sizeof err),
                     PTO_END);
    for (unsigned pe = 0; pe < PTO_PES; pe++) assert_int_equal(elem(m, 2, pe, 0), 12);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TADDS-BUNDLE-001: BSTART 0xC2019181 (TADDS, U64), LB0 = 2,
 * source T#2 [7, 9], GPR2 (a0) = 5 -> destination T#1 [12, 14]; the source
 * persists. */
static void tadds_bundle(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    char err[300];
    assert_int_equal(run_text(m,
                              ".profile pto-v0\n.tile T#2 U64 size=128B cols=2 valid=1x2\n.fill T#2 pe=* = 7 9\n"
                              ".gpr * a0 = 5\n.word 0xc2019181\nB.DIM LB0=2\n"
                              "B.IOT T#2, mask=1111, last, ->T<128B>\nB.IOR a0, zero, zero, ->zero\nBSTOP\n",
                              err, sizeof err),
                     PTO_END);
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        assert_int_equal(elem(m, 0, pe, 0), 12);
        assert_int_equal(elem(m, 0, pe, 1), 14);
        assert_int_equal(elem(m, 1, pe, 0), 7);
        assert_int_equal(elem(m, 1, pe, 1), 9);
    }
    pto_destroy(m);
}

/* TAND has no closed schema (decisions D12): its stream may be split, the
 * sources in one binding and the destination in the next, and without any
 * B.DIM the destination takes the first source's shape
 * (ResolveBundleTileDestinations; BundleTileInstructionOperands assigns the
 * operands in binding order).  Hand-derived: 0xF0 & 0x3C = 0x30,
 * 0x0F & 0xFF = 0x0F. */
static void tand_split_stream(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    char err[300];
    assert_int_equal(run_text(m,
                              ".tile T#1 U8 size=128B cols=16 valid=1x2\n.fill T#1 pe=* = 0xf0 0x0f\n"
                              ".tile T#2 U8 size=128B cols=16 valid=1x2\n.fill T#2 pe=* = 0x3c 0xff\n"
                              "BSTART.VEC TAND, U8\nB.IOT T#1, T#2, mask=1111\nB.IOT mask=1111, last, ->U<128B>\nBSTOP\n",
                              err, sizeof err),
                     PTO_END);
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, 16, &d), PTO_OK);
    assert_int_equal(d.cols, 16);
    assert_int_equal(d.valid_rows, 1);
    assert_int_equal(d.valid_cols, 2);
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        assert_int_equal(elem(m, 16, pe, 0), 0x30);
        assert_int_equal(elem(m, 16, pe, 1), 0x0F);
    }
    pto_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(static_contracts),
        cmocka_unit_test(tsub_order),
        cmocka_unit_test(tadds_bundle),
        cmocka_unit_test(tand_split_stream),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
