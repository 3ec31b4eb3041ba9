/* Operations that share the seed handlers, ported from their AVS tests in
 * pto-spec (tests/asl/tile/...): expected values are the AVS tests'. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "asm/program.h"
#include "core.h"
#include "support/sibling.h"
#include "support/support.h"

static uint64_t elem(pto_machine *m, unsigned tile, unsigned pe, uint32_t i)
{
    uint64_t v = 0;
    bool def = false;
    assert_int_equal(pto_tile_read(m, tile, pe, i, &v, &def), PTO_OK);
    assert_true(def);
    return v;
}

/* PTO-AVS-TILE-TSUB-STATIC-001 (TSUB/tile-static-tsub-contract-001.asl) and
 * PTO-AVS-TILE-TADDS-STATIC-001 (TADDS/tile-static-tadds-contract-001.asl):
 * a BSTART.TEPL word with selector 0x001 / 0x020 decodes to TSUB /
 * TADDS, handler ExecuteTileBinary / ExecuteTileScalar, engine VEC.
 * not modelled: the catalog's operation indices and TileClass. */
static void static_contracts(void **state)
{
    (void)state;
    sib_check_static(0x001, "TSUB", H_BINARY, 0);
    sib_check_static(0x020, "TADDS", H_SCALAR, 0);
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

/* Integer MUL, AND, OR, XOR, MAX, MIN (tile-tile and tile-scalar) on every
 * integer type over seeded random data, against the rules written here:
 * wrap to W bits, bitwise, signed or unsigned max/min (spec-digest §6). */
static uint64_t rng(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

static uint64_t int_ref(const char *op, unsigned bits, bool sgn, uint64_t x, uint64_t y)
{
    uint64_t mask = bits == 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1;
    int64_t sx = (int64_t)(x << (64 - bits)) >> (64 - bits), sy = (int64_t)(y << (64 - bits)) >> (64 - bits);
    if (!strcmp(op, "MUL")) return (x * y) & mask;
    if (!strcmp(op, "AND")) return x & y;
    if (!strcmp(op, "OR")) return x | y;
    if (!strcmp(op, "XOR")) return x ^ y;
    if (!strcmp(op, "MAX")) return sgn ? (sx >= sy ? x : y) : (x >= y ? x : y);
    return sgn ? (sx <= sy ? x : y) : (x <= y ? x : y); /* MIN */
}

static void integer_rules_random(void **state)
{
    (void)state;
    static const char *types[8] = {"S8", "S16", "S32", "S64", "U8", "U16", "U32", "U64"};
    static const char *ops[6] = {"MUL", "AND", "OR", "XOR", "MAX", "MIN"};
    uint64_t seed = 0x5eedc0de;
    for (int t = 0; t < 8; t++) {
        unsigned bits = (unsigned)pto_dtype_bits((unsigned)pto_dtype_code(types[t]));
        bool sgn = types[t][0] == 'S';
        uint64_t mask = bits == 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1;
        for (int o = 0; o < 6; o++) {
            for (int scalar = 0; scalar < 2; scalar++) {
                pto_machine *m = pto_create();
                pto_tile_desc d = {PTO_TILE_NUMERIC, (unsigned)pto_dtype_code(types[t]), 1024, 0, 1024 * 8 / bits / 4,
                                   4, 1024 * 8 / bits / 4, PTO_LAYOUT_ROW_MAJOR, 0xF};
                uint32_t n = 4 * d.cols;
                assert_int_equal(pto_tile_configure(m, 16, &d), PTO_OK);
                assert_int_equal(pto_tile_configure(m, 17, &d), PTO_OK);
                static uint64_t x[4][2048], y[4][2048];
                for (unsigned pe = 0; pe < 4; pe++) {
                    for (uint32_t i = 0; i < n; i++) {
                        x[pe][i] = rng(&seed) & mask;
                        y[pe][i] = (i % 7 == 0 ? x[pe][i] : rng(&seed)) & mask; /* some ties */
                        pto_tile_write(m, 16, pe, i, x[pe][i]);
                        pto_tile_write(m, 17, pe, i, y[pe][i]);
                    }
                    pto_gpr_write(m, pe, 2, y[pe][0] | (rng(&seed) & ~mask)); /* high GPR bits are ignored */
                }
                char text[600];
                snprintf(text, sizeof text,
                         "BSTART.VEC T%s%s, %s\nB.DIM LB0=%u ; B.DIM LB1=4\n%s\n%sBSTOP\n", ops[o], scalar ? "S" : "",
                         types[t], d.cols,
                         scalar ? "B.IOT U#1, mask=1111, last, ->T<1KB>" : "B.IOT U#1, U#2, mask=1111, last, ->T<1KB>",
                         scalar ? "B.IOR a0, zero, zero, ->zero\n" : "");
                pto_program p;
                prog_error pe_;
                assert_int_equal(prog_parse(text, strlen(text), &p, &pe_), 0);
                assert_int_equal(pto_run(m, p.code, p.len, 0), PTO_END);
                prog_free(&p);
                for (unsigned pe = 0; pe < 4; pe++)
                    for (uint32_t i = 0; i < n; i++)
                        assert_int_equal(elem(m, 0, pe, i),
                                         int_ref(ops[o], bits, sgn, x[pe][i], scalar ? y[pe][0] : y[pe][i]));
                pto_destroy(m);
            }
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(static_contracts),
        cmocka_unit_test(tsub_order),
        cmocka_unit_test(tadds_bundle),
        cmocka_unit_test(tand_split_stream),
        cmocka_unit_test(integer_rules_random),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
