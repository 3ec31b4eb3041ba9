/* Ports of the specification's AVS tests of the reduction and expansion
 * families: TROWSUM .. TCOLARGMIN (ExecuteTileReduction) and TROWEXPAND ..
 * TCOLEXPANDEXPDIF (ExecuteTileExpand), tests/asl/tile/reduce-and-expand/
 * in pto-spec, and the model-unit tests of the same handlers
 * (tests/asl/tile/model/execution/{reduction,expansion}/,
 * tests/asl/tile/model/legality/reduction-and-expansion/,
 * tests/asl/block/model/dispatch/{reduction-schema,expansion-schema,
 * destination-shape}/).
 *
 * Each test names the AVS id and file it ports; the expected values are the
 * AVS test's, or derived by hand from the model's definitions where the AVS
 * test computes them with model functions (the derivation is beside the
 * value).  The AVS tests run the model's reference profile, so the ports run
 * pto-v0 (where integers are involved the profiles agree).  A case runs as a
 * complete bundle of hand-encoded words: the sources the AVS test configures
 * are set up as simulator control in hand U (U#1 = tile 16, U#2 = tile 17)
 * on PEs 0-3, and the destination is the one the bundle allocates, T#1
 * (tile 0); every PE must show the result.  ptosim derives a tile's
 * physical rows from capacity and Col, so "128 B, Rows r, Col c" becomes
 * 128 / (c * W/8) rows; valid regions and Col are the AVS test's.  Where an
 * AVS test configures the destination itself (a type the bundle never
 * allocates, S32 or S16 for an ARG result) or calls TileOperandsLegal_* or
 * the handler directly, the port calls the family's operations record the
 * same way (rx_handler), after running the bundle's header.  Every run and
 * every fault is followed by the invariant checker. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "core.h"
#include "ops/ops.h"
#include "support/avs.h"
#include "support/redexp.h"
#include "support/sibling.h"
#include "support/support.h"

#define ALL 0xFu
#define U1 16u
#define U2 17u
#define N_(a) (sizeof(a) / sizeof((a)[0]))

enum {
    S_TROWSUM = 0x040, S_TROWMAX = 0x041, S_TROWMIN = 0x042, S_TROWPROD = 0x043, S_TROWEXPAND = 0x044,
    S_TROWEXPANDADD = 0x045, S_TROWEXPANDSUB = 0x046, S_TROWEXPANDMUL = 0x047, S_TROWEXPANDDIV = 0x048,
    S_TROWEXPANDMAX = 0x049, S_TROWEXPANDMIN = 0x04A, S_TROWEXPANDEXPDIF = 0x04B, S_TROWARGMAX = 0x04C,
    S_TROWARGMIN = 0x04D, S_TCOLSUM = 0x050, S_TCOLMAX = 0x051, S_TCOLMIN = 0x052, S_TCOLPROD = 0x053,
    S_TCOLEXPAND = 0x054, S_TCOLEXPANDADD = 0x055, S_TCOLEXPANDSUB = 0x056, S_TCOLEXPANDMUL = 0x057,
    S_TCOLEXPANDDIV = 0x058, S_TCOLEXPANDMAX = 0x059, S_TCOLEXPANDMIN = 0x05A, S_TCOLEXPANDEXPDIF = 0x05B,
    S_TCOLARGMAX = 0x05C, S_TCOLARGMIN = 0x05D
};

static pto_machine *v0_machine(void)
{
    pto_machine *m = pto_create();
    assert_non_null(m);
    assert_int_equal(pto_set_profile(m, PTO_PROFILE_V0), PTO_OK);
    return m;
}

/* A reduction of U#1 (dt, valid vr x vc, Col cols) into T#1. */
static void red_bundle(avs_prog *p, unsigned sel, unsigned dt, uint32_t vr, uint32_t vc, uint32_t cols)
{
    rx_spec s = {.sel = sel, .dt = dt, .lb0 = vc, .lb1 = vr, .lb2 = cols, .s0 = U1, .s1 = RX_NONE};
    rx_bundle(p, &s);
}

/* Runs a reduction of a vr x vc source (Col cols, 128 B) and expects the
 * destination's valid region (vr x 1 for a row reduction, 1 x vc for a
 * column reduction) to be want, its type want_dt, and the source to be
 * unchanged. */
static void red_case(unsigned sel, unsigned dt, uint32_t vr, uint32_t vc, uint32_t cols, const uint64_t *src,
                     unsigned want_dt, const uint64_t *want)
{
    pto_machine *m = v0_machine();
    rx_tile(m, U1, dt, 128, cols, vr, vc, src, ALL);
    avs_prog p;
    red_bundle(&p, sel, dt, vr, vc, cols);
    rx_run_ok(m, &p);
    bool column = sel & 0x10u;
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, 0, &d), PTO_OK);
    assert_int_equal(d.dtype, want_dt);
    assert_int_equal(d.cols, column ? cols : 1u);
    rx_expect(m, 0, column ? 1 : vr, column ? vc : 1, want);
    rx_expect(m, U1, vr, vc, src);
    assert_int_equal(avs_allocated_count(m), 2);
    pto_destroy(m);
}

/* An expansion: source U#1 (binary forms), broadcast U#2 (U#1 for COPY),
 * destination shape vr x vc, Col cols; the broadcast is vr x 1 Col 1 (row
 * forms) or 1 x vc Col cols (column forms), 128 B each. */
static void exp_case(unsigned sel, unsigned dt, uint32_t vr, uint32_t vc, uint32_t cols, const uint64_t *src,
                     const uint64_t *bc, const uint64_t *want)
{
    pto_machine *m = v0_machine();
    bool column = sel & 0x10u, copy = (sel & 0xFu) == 4;
    unsigned bi = copy ? U1 : U2;
    if (!copy) rx_tile(m, U1, dt, 128, cols, vr, vc, src, ALL);
    if (column) rx_tile(m, bi, dt, 128, cols, 1, vc, bc, ALL);
    else rx_tile(m, bi, dt, 128, 1, vr, 1, bc, ALL);
    avs_prog p;
    rx_spec s = {.sel = sel, .dt = dt, .lb0 = vc, .lb1 = vr, .lb2 = cols, .s0 = U1,
                 .s1 = copy ? RX_NONE : (int)U2};
    rx_bundle(&p, &s);
    rx_run_ok(m, &p);
    rx_expect(m, 0, vr, vc, want);
    if (column) rx_expect(m, bi, 1, vc, bc);
    else rx_expect(m, bi, vr, 1, bc);
    if (!copy) rx_expect(m, U1, vr, vc, src);
    pto_destroy(m);
}

/* ---- static contracts --------------------------------------------------------- */

/* The generated static tests (tile-static-<op>-contract-001.asl): the TEPL
 * code decodes to the operation, its handler is ExecuteTileReduction or
 * ExecuteTileExpand, its engine SFU.  The catalog's operation index and
 * class are not modelled (ptosim indexes operations by selector). */
static void check_static(unsigned sel, const char *name, bool reduction)
{
    const op_info *op = op_of_selector(sel);
    assert_non_null(op);
    unsigned h = reduction ? H_REDUCE : ((sel & 0xFu) == 4 ? H_EXPAND_COPY : H_EXPAND);
    sib_check_static(sel, name, h, OP_ENGINE_SFU);
    const op_family *f = op_family_of(op);
    assert_non_null(f);
    assert_string_equal(f->handler, reduction ? "ExecuteTileReduction" : "ExecuteTileExpand");
    assert_true(op->closed);
}

#define STATIC_TEST(fn, sel, name, red)                                                          \
    static void fn(void **state)                                                                 \
    {                                                                                            \
        (void)state;                                                                             \
        check_static(sel, name, red);                                                            \
    }

/* PTO-AVS-TILE-TROWSUM-STATIC-001, TROWSUM/tile-static-trowsum-contract-001.asl */
STATIC_TEST(avs_trowsum_static_001, S_TROWSUM, "TROWSUM", true)
/* PTO-AVS-TILE-TROWMAX-STATIC-001, TROWMAX/tile-static-trowmax-contract-001.asl */
STATIC_TEST(avs_trowmax_static_001, S_TROWMAX, "TROWMAX", true)
/* PTO-AVS-TILE-TROWMIN-STATIC-001, TROWMIN/tile-static-trowmin-contract-001.asl */
STATIC_TEST(avs_trowmin_static_001, S_TROWMIN, "TROWMIN", true)
/* PTO-AVS-TILE-TROWPROD-STATIC-001, TROWPROD/tile-static-trowprod-contract-001.asl */
STATIC_TEST(avs_trowprod_static_001, S_TROWPROD, "TROWPROD", true)
/* PTO-AVS-TILE-TROWARGMAX-STATIC-001, TROWARGMAX/tile-static-trowargmax-contract-001.asl */
STATIC_TEST(avs_trowargmax_static_001, S_TROWARGMAX, "TROWARGMAX", true)
/* PTO-AVS-TILE-TROWARGMIN-STATIC-001, TROWARGMIN/tile-static-trowargmin-contract-001.asl */
STATIC_TEST(avs_trowargmin_static_001, S_TROWARGMIN, "TROWARGMIN", true)
/* PTO-AVS-TILE-TCOLSUM-STATIC-001, TCOLSUM/tile-static-tcolsum-contract-001.asl */
STATIC_TEST(avs_tcolsum_static_001, S_TCOLSUM, "TCOLSUM", true)
/* PTO-AVS-TILE-TCOLMAX-STATIC-001, TCOLMAX/tile-static-tcolmax-contract-001.asl */
STATIC_TEST(avs_tcolmax_static_001, S_TCOLMAX, "TCOLMAX", true)
/* PTO-AVS-TILE-TCOLMIN-STATIC-001, TCOLMIN/tile-static-tcolmin-contract-001.asl */
STATIC_TEST(avs_tcolmin_static_001, S_TCOLMIN, "TCOLMIN", true)
/* PTO-AVS-TILE-TCOLPROD-STATIC-001, TCOLPROD/tile-static-tcolprod-contract-001.asl */
STATIC_TEST(avs_tcolprod_static_001, S_TCOLPROD, "TCOLPROD", true)
/* PTO-AVS-TILE-TCOLARGMAX-STATIC-001, TCOLARGMAX/tile-static-tcolargmax-contract-001.asl */
STATIC_TEST(avs_tcolargmax_static_001, S_TCOLARGMAX, "TCOLARGMAX", true)
/* PTO-AVS-TILE-TCOLARGMIN-STATIC-001, TCOLARGMIN/tile-static-tcolargmin-contract-001.asl */
STATIC_TEST(avs_tcolargmin_static_001, S_TCOLARGMIN, "TCOLARGMIN", true)
/* PTO-AVS-TILE-TROWEXPAND-STATIC-001, TROWEXPAND/tile-static-trowexpand-contract-001.asl */
STATIC_TEST(avs_trowexpand_static_001, S_TROWEXPAND, "TROWEXPAND", false)
/* PTO-AVS-TILE-TROWEXPANDADD-STATIC-001, TROWEXPANDADD/tile-static-trowexpandadd-contract-001.asl */
STATIC_TEST(avs_trowexpandadd_static_001, S_TROWEXPANDADD, "TROWEXPANDADD", false)
/* PTO-AVS-TILE-TROWEXPANDSUB-STATIC-001, TROWEXPANDSUB/tile-static-trowexpandsub-contract-001.asl */
STATIC_TEST(avs_trowexpandsub_static_001, S_TROWEXPANDSUB, "TROWEXPANDSUB", false)
/* PTO-AVS-TILE-TROWEXPANDMUL-STATIC-001, TROWEXPANDMUL/tile-static-trowexpandmul-contract-001.asl */
STATIC_TEST(avs_trowexpandmul_static_001, S_TROWEXPANDMUL, "TROWEXPANDMUL", false)
/* PTO-AVS-TILE-TROWEXPANDDIV-STATIC-001, TROWEXPANDDIV/tile-static-trowexpanddiv-contract-001.asl */
STATIC_TEST(avs_trowexpanddiv_static_001, S_TROWEXPANDDIV, "TROWEXPANDDIV", false)
/* PTO-AVS-TILE-TROWEXPANDMAX-STATIC-001, TROWEXPANDMAX/tile-static-trowexpandmax-contract-001.asl */
STATIC_TEST(avs_trowexpandmax_static_001, S_TROWEXPANDMAX, "TROWEXPANDMAX", false)
/* PTO-AVS-TILE-TROWEXPANDMIN-STATIC-001, TROWEXPANDMIN/tile-static-trowexpandmin-contract-001.asl */
STATIC_TEST(avs_trowexpandmin_static_001, S_TROWEXPANDMIN, "TROWEXPANDMIN", false)
/* PTO-AVS-TILE-TROWEXPANDEXPDIF-STATIC-001, TROWEXPANDEXPDIF/tile-static-trowexpandexpdif-contract-001.asl */
STATIC_TEST(avs_trowexpandexpdif_static_001, S_TROWEXPANDEXPDIF, "TROWEXPANDEXPDIF", false)
/* PTO-AVS-TILE-TCOLEXPAND-STATIC-001, TCOLEXPAND/tile-static-tcolexpand-contract-001.asl */
STATIC_TEST(avs_tcolexpand_static_001, S_TCOLEXPAND, "TCOLEXPAND", false)
/* PTO-AVS-TILE-TCOLEXPANDADD-STATIC-001, TCOLEXPANDADD/tile-static-tcolexpandadd-contract-001.asl */
STATIC_TEST(avs_tcolexpandadd_static_001, S_TCOLEXPANDADD, "TCOLEXPANDADD", false)
/* PTO-AVS-TILE-TCOLEXPANDSUB-STATIC-001, TCOLEXPANDSUB/tile-static-tcolexpandsub-contract-001.asl */
STATIC_TEST(avs_tcolexpandsub_static_001, S_TCOLEXPANDSUB, "TCOLEXPANDSUB", false)
/* PTO-AVS-TILE-TCOLEXPANDMUL-STATIC-001, TCOLEXPANDMUL/tile-static-tcolexpandmul-contract-001.asl */
STATIC_TEST(avs_tcolexpandmul_static_001, S_TCOLEXPANDMUL, "TCOLEXPANDMUL", false)
/* PTO-AVS-TILE-TCOLEXPANDDIV-STATIC-001, TCOLEXPANDDIV/tile-static-tcolexpanddiv-contract-001.asl */
STATIC_TEST(avs_tcolexpanddiv_static_001, S_TCOLEXPANDDIV, "TCOLEXPANDDIV", false)
/* PTO-AVS-TILE-TCOLEXPANDMAX-STATIC-001, TCOLEXPANDMAX/tile-static-tcolexpandmax-contract-001.asl */
STATIC_TEST(avs_tcolexpandmax_static_001, S_TCOLEXPANDMAX, "TCOLEXPANDMAX", false)
/* PTO-AVS-TILE-TCOLEXPANDMIN-STATIC-001, TCOLEXPANDMIN/tile-static-tcolexpandmin-contract-001.asl */
STATIC_TEST(avs_tcolexpandmin_static_001, S_TCOLEXPANDMIN, "TCOLEXPANDMIN", false)
/* PTO-AVS-TILE-TCOLEXPANDEXPDIF-STATIC-001, TCOLEXPANDEXPDIF/tile-static-tcolexpandexpdif-contract-001.asl */
STATIC_TEST(avs_tcolexpandexpdif_static_001, S_TCOLEXPANDEXPDIF, "TCOLEXPANDEXPDIF", false)

/* The model-unit static tests ("compiles as an independent normative
 * unit"): the unit's handler has its record, with the hooks the pipeline
 * calls.
 * PTO-AVS-TILE-MODEL-EXECUTION-REDUCTION-STATIC-001, model/execution/reduction/tile-static-reduction-contract-001.asl
 * PTO-AVS-TILE-MODEL-EXECUTION-EXPANSION-STATIC-001, model/execution/expansion/tile-static-expansion-contract-001.asl
 * PTO-AVS-TILE-MODEL-LEGALITY-REDUCTION-AND-EXPANSION-STATIC-001,
 *   model/legality/reduction-and-expansion/tile-static-reduction-and-expansion-contract-001.asl
 * PTO-AVS-BLOCK-MODEL-DISPATCH-REDUCTION-SCHEMA-STATIC-001,
 *   block/model/dispatch/reduction-schema/block-static-reduction-schema-contract-001.asl
 * PTO-AVS-BLOCK-MODEL-DISPATCH-EXPANSION-SCHEMA-STATIC-001,
 *   block/model/dispatch/expansion-schema/block-static-expansion-schema-contract-001.asl */
static void avs_model_units_static_001(void **state)
{
    (void)state;
    const op_family *r = op_family_of(op_of_selector(S_TROWSUM));
    const op_family *e = op_family_of(op_of_selector(S_TROWEXPANDADD));
    const op_family *c = op_family_of(op_of_selector(S_TCOLEXPAND));
    assert_non_null(r);
    assert_non_null(e);
    assert_non_null(c);
    assert_non_null(r->execute);
    assert_non_null(r->operands);
    assert_non_null(r->schema);
    assert_non_null(r->dest_shape);
    assert_non_null(e->execute);
    assert_non_null(e->operands);
    assert_non_null(e->schema);
    assert_int_equal(r->sources, 1);
    assert_int_equal(e->sources, 2);
    assert_int_equal(c->sources, 1);
}

/* ---- row reductions --------------------------------------------------------- */

/* PTO-AVS-TILE-TROWSUM-U8-WRAP-001, TROWSUM/tile-exec-trowsum-u8-wrap-001.asl:
 * U8 [250, 10] (128 B, Col 2, valid 1x2) sums to 260 mod 256 = 4. */
static void avs_trowsum_u8_wrap_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {250, 10}, want[] = {4};
    red_case(S_TROWSUM, AVS_U8, 1, 2, 2, src, AVS_U8, want);
}

/* PTO-AVS-TILE-TROWMAX-U16-001, TROWMAX/tile-exec-trowmax-u16-001.asl: U16
 * [0xFFFF, 1] (Col 2) -> 0xFFFF, compared as unsigned. */
static void avs_trowmax_u16_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {0xFFFF, 1}, want[] = {0xFFFF};
    red_case(S_TROWMAX, AVS_U16, 1, 2, 2, src, AVS_U16, want);
}

/* PTO-AVS-TILE-TROWMAX-U16-DECODED-001, TROWMAX/tile-exec-trowmax-u16-decoded-001.asl:
 * the decoded U16 bundle (LB0 = 2, LB1 = 1, LB2 = 2) over [4, 9] completes,
 * its destination is U16 and holds 9. */
static void avs_trowmax_u16_decoded_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {4, 9}, want[] = {9};
    red_case(S_TROWMAX, AVS_U16, 1, 2, 2, src, AVS_U16, want);
}

/* PTO-AVS-TILE-TROWMIN-S8-001, TROWMIN/tile-exec-trowmin-s8-001.asl: S8
 * [0xFF, 1] -> 0xFF (-1; the model reads it sign-extended as all ones). */
static void avs_trowmin_s8_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {0xFF, 1}, want[] = {0xFF};
    red_case(S_TROWMIN, AVS_S8, 1, 2, 2, src, AVS_S8, want);
}

/* PTO-AVS-TILE-TROWPROD-ONE-001, TROWPROD/tile-exec-trowprod-one-001.asl: the
 * fold starts from the type's one: FP16 0x3C00, U8 1; U8 [20, 20] -> 400 mod
 * 256 = 144.  The initial value is seen through one-element rows: under
 * pto-v0 the FP16 step is the raw carrier product, so TROWPROD of [0x0001]
 * is 0x3C00 * 1 = 0x3C00; under ieee TROWPROD of [2.0] is 1.0 * 2.0 = 2.0
 * (0x4000); U8 [1] gives 1. */
static void avs_trowprod_one_001(void **state)
{
    (void)state;
    static const uint64_t a[] = {20, 20}, a_want[] = {144};
    red_case(S_TROWPROD, AVS_U8, 1, 2, 2, a, AVS_U8, a_want);
    static const uint64_t b[] = {1}, b_want[] = {0x3C00};
    red_case(S_TROWPROD, AVS_FP16, 1, 1, 1, b, AVS_FP16, b_want);
    static const uint64_t c[] = {1}, c_want[] = {1};
    red_case(S_TROWPROD, AVS_U8, 1, 1, 1, c, AVS_U8, c_want);
    pto_machine *m = pto_create();
    static const uint64_t two = 0x4000;
    rx_tile(m, U1, AVS_FP16, 128, 1, 1, 1, &two, ALL);
    avs_prog p;
    red_bundle(&p, S_TROWPROD, AVS_FP16, 1, 1, 1);
    rx_run_ok(m, &p);
    rx_expect(m, 0, 1, 1, &two);
    assert_int_equal(pto_flags(m), 0);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TROWARGMAX-TIE-001, TROWARGMAX/tile-exec-trowargmax-tie-001.asl:
 * U8 [1, 9, 9] (Col 4) -> U32 index 1, the first of the equal maxima. */
static void avs_trowargmax_tie_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {1, 9, 9}, want[] = {1};
    red_case(S_TROWARGMAX, AVS_U8, 1, 3, 4, src, AVS_U32, want);
}

/* rx_handler with a configured destination: T#1 (tile 0) of type dt, 128 B,
 * Col 1, valid vr x 1 on every PE. */
static bool arg_with_dest(pto_machine *m, const avs_prog *p, unsigned dt, uint32_t vr, bool exec)
{
    avs_tile(m, 0, dt, 128, 1, vr, 1, PTO_LAYOUT_ROW_MAJOR, ALL);
    bool ok = rx_handler(m, p, 0, exec, NULL);
    return ok;
}

/* PTO-AVS-TILE-TROWARGMIN-TIE-001, TROWARGMIN/tile-exec-trowargmin-tie-001.asl:
 * U8 [4, 2, 2] -> index 1 in a U32 destination (the bundle's) and in an S32
 * destination the AVS test configures (the handler called directly). */
static void avs_trowargmin_tie_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {4, 2, 2}, want[] = {1};
    red_case(S_TROWARGMIN, AVS_U8, 1, 3, 4, src, AVS_U32, want);
    pto_machine *m = v0_machine();
    rx_tile(m, U1, AVS_U8, 128, 4, 1, 3, src, ALL);
    avs_prog p;
    red_bundle(&p, S_TROWARGMIN, AVS_U8, 1, 3, 4);
    assert_true(arg_with_dest(m, &p, AVS_S32, 1, true));
    rx_expect(m, 0, 1, 1, want);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TROWARGMIN-SHAPE-001, TROWARGMIN/tile-bound-trowargmin-shape-001.asl:
 * with an S8 2x3 source (Col 4, zeros), one-column 2-row destinations of
 * type U32 and S32 are legal, S16 is not (TileOperandsLegal_ExecuteTileReduction). */
static void avs_trowargmin_shape_001(void **state)
{
    (void)state;
    static const unsigned dts[3] = {AVS_U32, AVS_S16, AVS_S32};
    static const bool legal[3] = {true, false, true};
    for (unsigned i = 0; i < 3; i++) {
        pto_machine *m = v0_machine();
        rx_tile(m, U1, AVS_S8, 128, 4, 2, 3, NULL, ALL);
        avs_prog p;
        red_bundle(&p, S_TROWARGMIN, AVS_S8, 2, 3, 4);
        assert_int_equal(arg_with_dest(m, &p, dts[i], 2, false), legal[i]);
        pto_destroy(m);
    }
}

/* PTO-AVS-TILE-TROWARGMIN-INDEX-DTYPE-DECODED-001,
 * TROWARGMIN/tile-exec-trowargmin-index-dtype-decoded-001.asl: U8 source
 * 2x3 (Col 4) rows [4, 2, 2] and [7, 3, 6]: both minima are at index 1.  The
 * decoded bundle's destination is U32 (the only type its allocation gives,
 * decisions D24) and holds [1, 1]; an S32 destination is legal and gets
 * [1, 1]; an S16 destination is rejected before any effect (source
 * unchanged, the destination left as it was). */
static void avs_trowargmin_index_dtype_decoded_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {4, 2, 2, 7, 3, 6}, want[] = {1, 1};
    red_case(S_TROWARGMIN, AVS_U8, 2, 3, 4, src, AVS_U32, want);
    pto_machine *m = v0_machine();
    rx_tile(m, U1, AVS_U8, 128, 4, 2, 3, src, ALL);
    avs_prog p;
    red_bundle(&p, S_TROWARGMIN, AVS_U8, 2, 3, 4);
    assert_true(arg_with_dest(m, &p, AVS_S32, 2, true));
    rx_expect(m, 0, 2, 1, want);
    pto_destroy(m);
    m = v0_machine();
    rx_tile(m, U1, AVS_U8, 128, 4, 2, 3, src, ALL);
    snapshot before, after;
    avs_tile(m, 0, AVS_S16, 128, 1, 2, 1, PTO_LAYOUT_ROW_MAJOR, ALL);
    snapshot_take(m, &before);
    assert_false(rx_handler(m, &p, 0, true, NULL));
    snapshot_take(m, &after);
    assert_true(snapshot_equal(&before, &after));
    snapshot_free(&before);
    snapshot_free(&after);
    rx_expect(m, U1, 2, 3, src);
    pto_destroy(m);
}

/* ---- column reductions -------------------------------------------------------- */

/* PTO-AVS-TILE-TCOLSUM-COLUMNS-001, TCOLSUM/tile-exec-tcolsum-columns-001.asl:
 * U8 [[1, 2], [3, 4]] -> [4, 6]. */
static void avs_tcolsum_columns_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {1, 2, 3, 4}, want[] = {4, 6};
    red_case(S_TCOLSUM, AVS_U8, 2, 2, 2, src, AVS_U8, want);
}

/* PTO-AVS-TILE-TCOLMAX-U16-001, TCOLMAX/tile-exec-tcolmax-u16-001.asl: U16
 * [[0xFFFF, 1], [2, 0xFFFF]] -> [0xFFFF, 0xFFFF]. */
static void avs_tcolmax_u16_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {0xFFFF, 1, 2, 0xFFFF}, want[] = {0xFFFF, 0xFFFF};
    red_case(S_TCOLMAX, AVS_U16, 2, 2, 2, src, AVS_U16, want);
}

/* PTO-AVS-TILE-TCOLMIN-S8-001, TCOLMIN/tile-exec-tcolmin-s8-001.asl: S8
 * [[-1, 5], [1, -2]] -> [-1, -2] (0xFF, 0xFE). */
static void avs_tcolmin_s8_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {0xFF, 5, 1, 0xFE}, want[] = {0xFF, 0xFE};
    red_case(S_TCOLMIN, AVS_S8, 2, 2, 2, src, AVS_S8, want);
}

/* PTO-AVS-TILE-TCOLPROD-COLUMNS-001, TCOLPROD/tile-exec-tcolprod-columns-001.asl:
 * U8 [[2, 3], [4, 5]] -> [8, 15]. */
static void avs_tcolprod_columns_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {2, 3, 4, 5}, want[] = {8, 15};
    red_case(S_TCOLPROD, AVS_U8, 2, 2, 2, src, AVS_U8, want);
}

/* PTO-AVS-TILE-TCOLARGMAX-TIE-001, TCOLARGMAX/tile-exec-tcolargmax-tie-001.asl:
 * U8 3x2 (Col 2) [[2, 7], [9, 7], [9, 3]] -> U32 [1, 0]: the first row of
 * each column's maximum. */
static void avs_tcolargmax_tie_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {2, 7, 9, 7, 9, 3}, want[] = {1, 0};
    red_case(S_TCOLARGMAX, AVS_U8, 3, 2, 2, src, AVS_U32, want);
}

/* PTO-AVS-TILE-TCOLARGMIN-TIE-001, TCOLARGMIN/tile-exec-tcolargmin-tie-001.asl:
 * U8 [[2, 7], [2, 3], [4, 3]] -> U32 [0, 1]. */
static void avs_tcolargmin_tie_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {2, 7, 2, 3, 4, 3}, want[] = {0, 1};
    red_case(S_TCOLARGMIN, AVS_U8, 3, 2, 2, src, AVS_U32, want);
}

/* PTO-AVS-TILE-TESTTILEREDUCTION-EXECUTION-001,
 * model/execution/reduction/tile-exec-reduction-operations-001.asl: U32
 * [[1, 2], [4, 3]]: the row sums are [3, 7], the column ARGMAX [1, 1]. */
static void avs_testtilereduction_execution_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {1, 2, 4, 3}, sums[] = {3, 7}, args[] = {1, 1};
    red_case(S_TROWSUM, AVS_U32, 2, 2, 2, src, AVS_U32, sums);
    red_case(S_TCOLARGMAX, AVS_U32, 2, 2, 2, src, AVS_U32, args);
}

/* PTO-AVS-BLOCK-TCOLSUM-DEST-001,
 * block/model/dispatch/destination-shape/block-bound-tcolsum-dest-001.asl:
 * TCOLSUM of a U64 source 2x3 with Col 4 (LB0 3, LB1 2, LB2 4) allocates a
 * U64 destination with one valid row, 3 valid columns, Col 4 and at least
 * one row (128 B / 32 = 4 here); every element 1 sums to 2 per column. */
static void avs_block_tcolsum_dest_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {1, 1, 1, 1, 1, 1}, want[] = {2, 2, 2};
    red_case(S_TCOLSUM, AVS_U64, 2, 3, 4, src, AVS_U64, want);
    pto_machine *m = v0_machine();
    rx_tile(m, U1, AVS_U64, 128, 4, 2, 3, src, ALL);
    avs_prog p;
    red_bundle(&p, S_TCOLSUM, AVS_U64, 2, 3, 4);
    rx_run_ok(m, &p);
    avs_expect_desc(m, 0, PTO_TILE_NUMERIC, AVS_U64, 128, 4, 4, 1, 3, ALL);
    pto_destroy(m);
}

/* PTO-AVS-BLOCK-TROWARGMIN-DEST-001,
 * block/model/dispatch/destination-shape/block-bound-trowargmin-dest-001.asl:
 * TROWARGMIN of a U8 2x3 source (Col 4) allocates a U32 destination with the
 * source's 2 valid rows, one valid and one physical column, and at least 2
 * rows (128 B / 4 = 32).  Rows [0, 1, 2] have their minimum at index 0. */
static void avs_block_trowargmin_dest_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {0, 1, 2, 0, 1, 2}, want[] = {0, 0};
    red_case(S_TROWARGMIN, AVS_U8, 2, 3, 4, src, AVS_U32, want);
    pto_machine *m = v0_machine();
    rx_tile(m, U1, AVS_U8, 128, 4, 2, 3, src, ALL);
    avs_prog p;
    red_bundle(&p, S_TROWARGMIN, AVS_U8, 2, 3, 4);
    rx_run_ok(m, &p);
    avs_expect_desc(m, 0, PTO_TILE_NUMERIC, AVS_U32, 128, 32, 1, 2, 1, ALL);
    pto_destroy(m);
}

static void add_scalar_binding(block_state *b)
{
    b->ior = true; /* SetBundleScalarBinding(0, 0, 0, 0, 0, 0) */
    b->rs0 = b->rs1 = b->rs2 = b->rd = 0;
}

/* PTO-AVS-BLOCK-TROWSUM-SCHEMA-001,
 * block/model/dispatch/reduction-schema/block-bound-trowsum-schema-001.asl:
 * the U64 TROWSUM schema (one terminating binding, source 2x3 Col 4, LB0 3,
 * LB1 2, LB2 4) is legal; with a scalar binding added it is not.  As a
 * bundle: with an all-zero B.IOR the commit faults with TileLegality before
 * any allocation, state unchanged; without it the rows sum to [3, 3]. */
static void avs_block_trowsum_schema_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {1, 1, 1, 1, 1, 1}, want[] = {3, 3};
    pto_machine *m = v0_machine();
    rx_tile(m, U1, AVS_U64, 128, 4, 2, 3, src, ALL);
    avs_prog p;
    red_bundle(&p, S_TROWSUM, AVS_U64, 2, 3, 4);
    assert_true(rx_schema(m, &p, NULL));
    assert_false(rx_schema(m, &p, add_scalar_binding));
    rx_spec s = {.sel = S_TROWSUM, .dt = AVS_U64, .lb0 = 3, .lb1 = 2, .lb2 = 4, .s0 = U1, .s1 = RX_NONE,
                 .ior = avs_bior(0, 0, 0, 0)};
    avs_prog q;
    rx_bundle(&q, &s);
    rx_run_fault(m, &q, PTO_FAULT_TILE_LEGALITY);
    assert_false(pto_tile_allocated(m, 0));
    pto_recover(m);
    rx_run_ok(m, &p);
    rx_expect(m, 0, 2, 1, want);
    pto_destroy(m);
}

/* ---- row expansions ----------------------------------------------------------- */

/* PTO-AVS-TILE-TROWEXPAND-COPY-001, TROWEXPAND/tile-exec-trowexpand-copy-001.asl:
 * U8 broadcast [7, 7] (Col 1) copied over a 2x3 destination (Col 4): (1, 2)
 * is 7, as is every element; the broadcast stays. */
static void avs_trowexpand_copy_001(void **state)
{
    (void)state;
    static const uint64_t bc[] = {7, 7}, want[] = {7, 7, 7, 7, 7, 7};
    exp_case(S_TROWEXPAND, AVS_U8, 2, 3, 4, NULL, bc, want);
}

/* PTO-AVS-TILE-TROWEXPANDADD-TYPED-001, TROWEXPANDADD/tile-exec-trowexpandadd-typed-001.asl:
 * U8 250 + 10 wraps to 4. */
static void avs_trowexpandadd_typed_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {250, 250, 250, 250, 250, 250}, bc[] = {10, 10}, want[] = {4, 4, 4, 4, 4, 4};
    exp_case(S_TROWEXPANDADD, AVS_U8, 2, 3, 4, src, bc, want);
}

/* PTO-AVS-TILE-TROWEXPANDSUB-TYPED-001, TROWEXPANDSUB/tile-exec-trowexpandsub-typed-001.asl:
 * S8 2 - (-3) = 5. */
static void avs_trowexpandsub_typed_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {2, 2, 2, 2, 2, 2}, bc[] = {253, 253}, want[] = {5, 5, 5, 5, 5, 5};
    exp_case(S_TROWEXPANDSUB, AVS_S8, 2, 3, 4, src, bc, want);
}

/* PTO-AVS-TILE-TROWEXPANDMUL-TYPED-001, TROWEXPANDMUL/tile-exec-trowexpandmul-typed-001.asl:
 * U16 400 * 200 = 80000 mod 65536 = 14464. */
static void avs_trowexpandmul_typed_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {400, 400, 400, 400, 400, 400}, bc[] = {200, 200},
                          want[] = {14464, 14464, 14464, 14464, 14464, 14464};
    exp_case(S_TROWEXPANDMUL, AVS_U16, 2, 3, 4, src, bc, want);
}

/* PTO-AVS-TILE-TROWEXPANDDIV-SIGNED-001, TROWEXPANDDIV/tile-exec-trowexpanddiv-signed-001.asl:
 * S8 -8 / 2 = -4 (0xFC; the model reads it as all ones minus 3). */
static void avs_trowexpanddiv_signed_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {248, 248, 248, 248, 248, 248}, bc[] = {2, 2},
                          want[] = {0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC};
    exp_case(S_TROWEXPANDDIV, AVS_S8, 2, 3, 4, src, bc, want);
}

/* PTO-AVS-TILE-TROWEXPANDMAX-UNSIGNED-001, TROWEXPANDMAX/tile-exec-trowexpandmax-unsigned-001.asl:
 * U64 max(2^63, 1) = 2^63 (unsigned). */
static void avs_trowexpandmax_unsigned_001(void **state)
{
    (void)state;
    const uint64_t h = 0x8000000000000000u;
    const uint64_t src[] = {h, h, h, h, h, h}, bc[] = {1, 1}, want[] = {h, h, h, h, h, h};
    exp_case(S_TROWEXPANDMAX, AVS_U64, 2, 3, 4, src, bc, want);
}

/* PTO-AVS-TILE-TROWEXPANDMIN-SIGNED-001, TROWEXPANDMIN/tile-exec-trowexpandmin-signed-001.asl:
 * S8 min(-1, 1) = -1 (0xFF). */
static void avs_trowexpandmin_signed_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {255, 255, 255, 255, 255, 255}, bc[] = {1, 1},
                          want[] = {255, 255, 255, 255, 255, 255};
    exp_case(S_TROWEXPANDMIN, AVS_S8, 2, 3, 4, src, bc, want);
}

/* PTO-AVS-TILE-TROWEXPANDEXPDIF-COMPOSE-001,
 * TROWEXPANDEXPDIF/tile-exec-trowexpandexpdif-compose-001.asl: FP32 source
 * 2.0 (0x40000000) 2x3 with Col 4, broadcast 1.0 (0x3F800000); the expected value is the
 * model's SUB, then the EXP special values, then the profile EXP.  Under
 * the reference profile (pto-v0): the raw difference 0x40000000 - 0x3F800000
 * = 0x00800000 is the smallest normal, no special value, so EXP is carrier
 * + 1 = 0x00800001.  Under ieee: 2 - 1 = 1 and exp(1) = e rounded to FP32,
 * 0x402DF854 (decisions D22). */
static void expdif_compose(unsigned sel)
{
    static const uint64_t src[] = {0x40000000, 0x40000000, 0x40000000, 0x40000000, 0x40000000, 0x40000000};
    static const uint64_t rbc[] = {0x3F800000, 0x3F800000}, cbc[] = {0x3F800000, 0x3F800000, 0x3F800000};
    const uint64_t *bc = sel & 0x10u ? cbc : rbc;
    static const uint64_t v0[] = {0x00800001, 0x00800001, 0x00800001, 0x00800001, 0x00800001, 0x00800001};
    exp_case(sel, AVS_FP32, 2, 3, 4, src, bc, v0);
    pto_machine *m = pto_create();
    rx_tile(m, U1, AVS_FP32, 128, 4, 2, 3, src, ALL);
    if (sel & 0x10u) rx_tile(m, U2, AVS_FP32, 128, 4, 1, 3, bc, ALL);
    else rx_tile(m, U2, AVS_FP32, 128, 1, 2, 1, bc, ALL);
    avs_prog p;
    rx_spec s = {.sel = sel, .dt = AVS_FP32, .lb0 = 3, .lb1 = 2, .lb2 = 4, .s0 = U1, .s1 = (int)U2};
    rx_bundle(&p, &s);
    rx_run_ok(m, &p);
    static const uint64_t e[] = {0x402DF854, 0x402DF854, 0x402DF854, 0x402DF854, 0x402DF854, 0x402DF854};
    rx_expect(m, 0, 2, 3, e);
    assert_int_equal(pto_flags(m), PTO_FLAG_NX);
    pto_destroy(m);
}

static void avs_trowexpandexpdif_compose_001(void **state)
{
    (void)state;
    expdif_compose(S_TROWEXPANDEXPDIF);
}

/* ---- column expansions -------------------------------------------------------- */

/* PTO-AVS-TILE-TCOLEXPAND-COPY-001, TCOLEXPAND/tile-exec-tcolexpand-copy-001.asl:
 * U8 broadcast row [7, 7, 7] (Col 4) copied down a 2x3 destination. */
static void avs_tcolexpand_copy_001(void **state)
{
    (void)state;
    static const uint64_t bc[] = {7, 7, 7}, want[] = {7, 7, 7, 7, 7, 7};
    exp_case(S_TCOLEXPAND, AVS_U8, 2, 3, 4, NULL, bc, want);
}

/* PTO-AVS-TILE-TCOLEXPANDADD-TYPED-001, TCOLEXPANDADD/tile-exec-tcolexpandadd-typed-001.asl:
 * U8 250 + 10 = 4. */
static void avs_tcolexpandadd_typed_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {250, 250, 250, 250, 250, 250}, bc[] = {10, 10, 10}, want[] = {4, 4, 4, 4, 4, 4};
    exp_case(S_TCOLEXPANDADD, AVS_U8, 2, 3, 4, src, bc, want);
}

/* PTO-AVS-TILE-TCOLEXPANDSUB-TYPED-001, TCOLEXPANDSUB/tile-exec-tcolexpandsub-typed-001.asl:
 * S8 2 - (-3) = 5. */
static void avs_tcolexpandsub_typed_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {2, 2, 2, 2, 2, 2}, bc[] = {253, 253, 253}, want[] = {5, 5, 5, 5, 5, 5};
    exp_case(S_TCOLEXPANDSUB, AVS_S8, 2, 3, 4, src, bc, want);
}

/* PTO-AVS-TILE-TCOLEXPANDMUL-TYPED-001, TCOLEXPANDMUL/tile-exec-tcolexpandmul-typed-001.asl:
 * U16 400 * 200 mod 65536 = 14464. */
static void avs_tcolexpandmul_typed_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {400, 400, 400, 400, 400, 400}, bc[] = {200, 200, 200},
                          want[] = {14464, 14464, 14464, 14464, 14464, 14464};
    exp_case(S_TCOLEXPANDMUL, AVS_U16, 2, 3, 4, src, bc, want);
}

/* PTO-AVS-TILE-TCOLEXPANDDIV-SIGNED-001, TCOLEXPANDDIV/tile-exec-tcolexpanddiv-signed-001.asl:
 * S8 -8 / 2 = -4. */
static void avs_tcolexpanddiv_signed_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {248, 248, 248, 248, 248, 248}, bc[] = {2, 2, 2},
                          want[] = {0xFC, 0xFC, 0xFC, 0xFC, 0xFC, 0xFC};
    exp_case(S_TCOLEXPANDDIV, AVS_S8, 2, 3, 4, src, bc, want);
}

/* PTO-AVS-TILE-TCOLEXPANDMAX-UNSIGNED-001, TCOLEXPANDMAX/tile-exec-tcolexpandmax-unsigned-001.asl:
 * U64 max(2^63, 1) = 2^63. */
static void avs_tcolexpandmax_unsigned_001(void **state)
{
    (void)state;
    const uint64_t h = 0x8000000000000000u;
    const uint64_t src[] = {h, h, h, h, h, h}, bc[] = {1, 1, 1}, want[] = {h, h, h, h, h, h};
    exp_case(S_TCOLEXPANDMAX, AVS_U64, 2, 3, 4, src, bc, want);
}

/* PTO-AVS-TILE-TCOLEXPANDMIN-SIGNED-001, TCOLEXPANDMIN/tile-exec-tcolexpandmin-signed-001.asl:
 * S8 min(-1, 1) = -1. */
static void avs_tcolexpandmin_signed_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {255, 255, 255, 255, 255, 255}, bc[] = {1, 1, 1},
                          want[] = {255, 255, 255, 255, 255, 255};
    exp_case(S_TCOLEXPANDMIN, AVS_S8, 2, 3, 4, src, bc, want);
}

/* PTO-AVS-TILE-TCOLEXPANDEXPDIF-COMPOSE-001,
 * TCOLEXPANDEXPDIF/tile-exec-tcolexpandexpdif-compose-001.asl: as the row
 * form, with the broadcast row [1.0, 1.0, 1.0]. */
static void avs_tcolexpandexpdif_compose_001(void **state)
{
    (void)state;
    expdif_compose(S_TCOLEXPANDEXPDIF);
}

/* PTO-AVS-TILE-TESTTILEEXPANSION-EXECUTION-001,
 * model/execution/expansion/tile-exec-expansion-operations-001.asl: U64
 * [[1, 2], [3, 4]] with the row broadcast [10, 20]: ADD gives [[11, 12],
 * [23, 24]]; with [2, 4], DIV gives (0, 1) = 2 / 2 = 1 and (1, 1) = 4 / 4 = 1
 * ((0, 0) = 0, (1, 0) = 0). */
static void avs_testtileexpansion_execution_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {1, 2, 3, 4}, add_bc[] = {10, 20}, add_want[] = {11, 12, 23, 24};
    exp_case(S_TROWEXPANDADD, AVS_U64, 2, 2, 2, src, add_bc, add_want);
    static const uint64_t div_bc[] = {2, 4}, div_want[] = {0, 1, 0, 1};
    exp_case(S_TROWEXPANDDIV, AVS_U64, 2, 2, 2, src, div_bc, div_want);
}

/* PTO-AVS-BLOCK-TROWEXPAND-SCHEMA-001,
 * block/model/dispatch/expansion-schema/block-bound-trowexpand-schema-001.asl:
 * TROWEXPAND U64 with the one-column broadcast (valid 2x1) and LB0 3, LB1 2,
 * LB2 4 meets its schema and runs (rows [0, 0, 0], [1, 1, 1]); the same
 * schema with a second source is rejected.  As a bundle a second source is
 * a binding stream the catalog does not take (TROWEXPAND has one source):
 * BundleControl at the commit, state unchanged. */
static void add_source1(block_state *b)
{
    b->bind[0].s1_valid = true;
    b->bind[0].s1 = U1;
}

static void avs_block_trowexpand_schema_001(void **state)
{
    (void)state;
    static const uint64_t bc[] = {0, 1}, want[] = {0, 0, 0, 1, 1, 1};
    pto_machine *m = v0_machine();
    rx_tile(m, U1, AVS_U64, 128, 1, 2, 1, bc, ALL);
    avs_prog p;
    rx_spec s = {.sel = S_TROWEXPAND, .dt = AVS_U64, .lb0 = 3, .lb1 = 2, .lb2 = 4, .s0 = U1, .s1 = RX_NONE};
    rx_bundle(&p, &s);
    assert_true(rx_schema(m, &p, NULL));
    assert_false(rx_schema(m, &p, add_source1));
    s.s1 = (int)U1;
    avs_prog q;
    rx_bundle(&q, &s);
    rx_run_fault(m, &q, PTO_FAULT_BUNDLE_CONTROL);
    pto_recover(m);
    rx_run_ok(m, &p);
    rx_expect(m, 0, 2, 3, want);
    pto_destroy(m);
}

/* PTO-AVS-BLOCK-TROWEXPANDDIV-ZERO-001,
 * block/model/dispatch/expansion-schema/block-bound-trowexpanddiv-zero-001.asl:
 * U8 8 / [2, 2] meets the schema (and gives 4); with the broadcast of row 0
 * zero it does not: the commit faults with TileLegality before any
 * allocation, state unchanged. */
static void avs_block_trowexpanddiv_zero_001(void **state)
{
    (void)state;
    static const uint64_t src[] = {8, 8, 8, 8, 8, 8}, bc[] = {2, 2}, want[] = {4, 4, 4, 4, 4, 4};
    exp_case(S_TROWEXPANDDIV, AVS_U8, 2, 3, 4, src, bc, want);
    pto_machine *m = v0_machine();
    rx_tile(m, U1, AVS_U8, 128, 4, 2, 3, src, ALL);
    static const uint64_t zero_bc[] = {0, 2};
    rx_tile(m, U2, AVS_U8, 128, 1, 2, 1, zero_bc, ALL);
    avs_prog p;
    rx_spec s = {.sel = S_TROWEXPANDDIV, .dt = AVS_U8, .lb0 = 3, .lb1 = 2, .lb2 = 4, .s0 = U1, .s1 = (int)U2};
    rx_bundle(&p, &s);
    assert_false(rx_schema(m, &p, NULL));
    rx_run_fault(m, &p, PTO_FAULT_TILE_LEGALITY);
    assert_false(pto_tile_allocated(m, 0));
    pto_destroy(m);
}

/* PTO-AVS-TILE-EXPDIF-STAGE3-DECODED-001,
 * TROWEXPANDEXPDIF/tile-exec-trowexpandexpdif-stage3-decoded-001.asl: the
 * decoded row and column EXPDIF over 2x2 sources (LB0 = LB1 = LB2 = 2) and
 * 256-byte destinations, for the five type pairs, with and without B.DATR
 * (DTYPE_NONE inherits; PadValue Max pads with BF16 max 0x7F7F), and the
 * four rejected pairs (B.DATR DataType 0 is FP64, BF16 from FP16, FP16 from
 * BF16, FP16 from FP32): TileLegality before allocation.
 * Carriers: FP16 source 0x2000, broadcast 0x0001; BF16 0x3F80, 0x3B00; FP32
 * 0x40000000, 0x3F800000 (or the discriminator pairs 0x3C000000, 0x33800000
 * and 0x3F800000, 0x3B000000).  Expected values under the reference profile,
 * derived by hand from the model's rules:
 *   FP16 -> FP16: raw 0x2000 - 0x0001 = 0x1FFF, a normal, so EXP = carrier
 *        + 1 = 0x2000;
 *   BF16 -> BF16: 0x3F80 - 0x3B00 = 0x0480, a normal -> 0x0481;
 *   FP32 -> FP32: 0x00800000 -> 0x00800001; with 0x3C000000, 0x33800000:
 *        0x08800000 -> 0x08800001 (not the mixed discriminator result
 *        0x3F810100); with 0x3F800000, 0x3B000000: 0x04800000 -> 0x04800001
 *        (not 0x402DA16E);
 *   FP16 -> FP32: the sources widen to 0x3C000000 and 0x33800000 (2^-7,
 *        2^-24): the discriminator result 0x3F810100 (not the
 *        source-precision 0x3F810101);
 *   BF16 -> FP32: they widen to 0x3F800000 and 0x3B000000: 0x402DA16E (not
 *        0x402DF854).
 * Under ieee the mixed results are the same (exp(2^-7 - 2^-24) and
 * exp(1 - 2^-9) rounded to FP32, the hardware profile's "widen_first_exp"
 * values). */
typedef struct expdif_stage3 {
    bool column;
    unsigned sdt, ddt;
    uint32_t datr;           /* 0: none */
    unsigned disc;           /* FP32 carriers: 0 plain, 1 and 2 the discriminator pairs */
    uint64_t want;
} expdif_stage3;

static void stage3_carriers(unsigned dt, unsigned disc, uint64_t *a, uint64_t *b)
{
    switch (dt) {
    case AVS_FP16: *a = 0x2000, *b = 0x0001; break;
    case AVS_BF16: *a = 0x3F80, *b = 0x3B00; break;
    default:
        if (disc == 1) *a = 0x3C000000, *b = 0x33800000;
        else if (disc == 2) *a = 0x3F800000, *b = 0x3B000000;
        else *a = 0x40000000, *b = 0x3F800000;
        break;
    }
}

/* Sources U#1 (2x2, Col 2) and U#2 (the broadcast, 256 B) and the bundle. */
static void stage3_setup(pto_machine *m, avs_prog *p, bool column, unsigned sdt, uint32_t datr, unsigned disc)
{
    uint64_t a, b;
    stage3_carriers(sdt, disc, &a, &b);
    const uint64_t src[] = {a, a, a, a}, bc[] = {b, b};
    unsigned ddt = datr && ((datr >> 20) & 31u) != AVS_DTYPE_NONE ? (datr >> 20) & 31u : sdt;
    uint32_t cap = (ddt == AVS_FP32 ? 32u : 64u) * 2u * (pto_dtype_bits(sdt) / 8u); /* the AVS test's */
    rx_tile(m, U1, sdt, cap, 2, 2, 2, src, ALL);
    if (column) rx_tile(m, U2, sdt, 256, 2, 1, 2, bc, ALL);
    else rx_tile(m, U2, sdt, 256, 1, 2, 1, bc, ALL);
    rx_spec s = {.sel = column ? S_TCOLEXPANDEXPDIF : S_TROWEXPANDEXPDIF, .dt = sdt, .datr = datr, .lb0 = 2,
                 .lb1 = 2, .lb2 = 2, .s0 = U1, .s1 = (int)U2, .size = 2};
    rx_bundle(p, &s);
}

static void avs_expdif_stage3_decoded_001(void **state)
{
    (void)state;
    const uint32_t none_max = avs_bdatr(0, AVS_PAD_MAX, 0, 0, AVS_DTYPE_NONE, 0, 0);
#define DT_DATR(d) avs_bdatr(0, 0, 0, 0, d, 0, 0)
    const expdif_stage3 cases[] = {
        {false, AVS_FP16, AVS_FP16, 0, 0, 0x2000},
        {false, AVS_BF16, AVS_BF16, none_max, 0, 0x0481},
        {false, AVS_FP32, AVS_FP32, 0, 0, 0x00800001},
        {false, AVS_FP16, AVS_FP32, DT_DATR(AVS_FP32), 0, 0x3F810100},
        {false, AVS_BF16, AVS_FP32, DT_DATR(AVS_FP32), 0, 0x402DA16E},
        {true, AVS_FP16, AVS_FP16, DT_DATR(AVS_FP16), 0, 0x2000},
        {true, AVS_BF16, AVS_BF16, DT_DATR(AVS_BF16), 0, 0x0481},
        {true, AVS_FP32, AVS_FP32, 0, 0, 0x00800001},
        {true, AVS_FP16, AVS_FP32, DT_DATR(AVS_FP32), 0, 0x3F810100},
        {true, AVS_BF16, AVS_FP32, DT_DATR(AVS_FP32), 0, 0x402DA16E},
        {false, AVS_FP32, AVS_FP32, 0, 1, 0x08800001},
        {true, AVS_FP32, AVS_FP32, 0, 2, 0x04800001},
    };
    for (size_t i = 0; i < N_(cases); i++) {
        const expdif_stage3 *c = &cases[i];
        pto_machine *m = v0_machine();
        avs_prog p;
        stage3_setup(m, &p, c->column, c->sdt, c->datr, c->disc);
        rx_run_ok(m, &p);
        pto_tile_desc d;
        assert_int_equal(pto_tile_describe(m, 0, &d), PTO_OK);
        assert_int_equal(d.kind, PTO_TILE_NUMERIC);
        assert_int_equal(d.layout, PTO_LAYOUT_ROW_MAJOR);
        assert_int_equal(d.dtype, c->ddt);
        assert_int_equal(d.capacity, 256);
        assert_int_equal(d.cols, 2);
        const uint64_t want[] = {c->want, c->want, c->want, c->want};
        rx_expect(m, 0, 2, 2, want);
        if (c->datr == none_max) avs_expect(m, 0, 2, 0, 0x7F7F, true); /* PadValue Max: BF16 max finite */
        uint64_t a, b;
        stage3_carriers(c->sdt, c->disc, &a, &b);
        avs_expect(m, U1, 0, 0, a, true);
        avs_expect(m, U2, 0, 0, b, true);
        pto_destroy(m);
        if (c->sdt != c->ddt) { /* the hardware profile's widen-first results, under ieee */
            m = pto_create();
            stage3_setup(m, &p, c->column, c->sdt, c->datr, c->disc);
            rx_run_ok(m, &p);
            rx_expect(m, 0, 2, 2, want);
            pto_destroy(m);
        }
    }
    static const struct { bool column; unsigned sdt, code; } rejects[] = {
        {false, AVS_FP16, AVS_FP64}, {false, AVS_FP16, AVS_BF16}, {true, AVS_BF16, AVS_FP16}, {true, AVS_FP32, AVS_FP16}};
    for (size_t i = 0; i < N_(rejects); i++) {
        pto_machine *m = v0_machine();
        avs_prog p;
        stage3_setup(m, &p, rejects[i].column, rejects[i].sdt, DT_DATR(rejects[i].code), 0);
        rx_run_fault(m, &p, PTO_FAULT_TILE_LEGALITY);
        assert_false(pto_tile_allocated(m, 0));
        pto_destroy(m);
    }
#undef DT_DATR
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(avs_trowsum_static_001),
        cmocka_unit_test(avs_trowmax_static_001),
        cmocka_unit_test(avs_trowmin_static_001),
        cmocka_unit_test(avs_trowprod_static_001),
        cmocka_unit_test(avs_trowargmax_static_001),
        cmocka_unit_test(avs_trowargmin_static_001),
        cmocka_unit_test(avs_tcolsum_static_001),
        cmocka_unit_test(avs_tcolmax_static_001),
        cmocka_unit_test(avs_tcolmin_static_001),
        cmocka_unit_test(avs_tcolprod_static_001),
        cmocka_unit_test(avs_tcolargmax_static_001),
        cmocka_unit_test(avs_tcolargmin_static_001),
        cmocka_unit_test(avs_trowexpand_static_001),
        cmocka_unit_test(avs_trowexpandadd_static_001),
        cmocka_unit_test(avs_trowexpandsub_static_001),
        cmocka_unit_test(avs_trowexpandmul_static_001),
        cmocka_unit_test(avs_trowexpanddiv_static_001),
        cmocka_unit_test(avs_trowexpandmax_static_001),
        cmocka_unit_test(avs_trowexpandmin_static_001),
        cmocka_unit_test(avs_trowexpandexpdif_static_001),
        cmocka_unit_test(avs_tcolexpand_static_001),
        cmocka_unit_test(avs_tcolexpandadd_static_001),
        cmocka_unit_test(avs_tcolexpandsub_static_001),
        cmocka_unit_test(avs_tcolexpandmul_static_001),
        cmocka_unit_test(avs_tcolexpanddiv_static_001),
        cmocka_unit_test(avs_tcolexpandmax_static_001),
        cmocka_unit_test(avs_tcolexpandmin_static_001),
        cmocka_unit_test(avs_tcolexpandexpdif_static_001),
        cmocka_unit_test(avs_model_units_static_001),
        cmocka_unit_test(avs_trowsum_u8_wrap_001),
        cmocka_unit_test(avs_trowmax_u16_001),
        cmocka_unit_test(avs_trowmax_u16_decoded_001),
        cmocka_unit_test(avs_trowmin_s8_001),
        cmocka_unit_test(avs_trowprod_one_001),
        cmocka_unit_test(avs_trowargmax_tie_001),
        cmocka_unit_test(avs_trowargmin_tie_001),
        cmocka_unit_test(avs_trowargmin_shape_001),
        cmocka_unit_test(avs_trowargmin_index_dtype_decoded_001),
        cmocka_unit_test(avs_tcolsum_columns_001),
        cmocka_unit_test(avs_tcolmax_u16_001),
        cmocka_unit_test(avs_tcolmin_s8_001),
        cmocka_unit_test(avs_tcolprod_columns_001),
        cmocka_unit_test(avs_tcolargmax_tie_001),
        cmocka_unit_test(avs_tcolargmin_tie_001),
        cmocka_unit_test(avs_testtilereduction_execution_001),
        cmocka_unit_test(avs_block_tcolsum_dest_001),
        cmocka_unit_test(avs_block_trowargmin_dest_001),
        cmocka_unit_test(avs_block_trowsum_schema_001),
        cmocka_unit_test(avs_trowexpand_copy_001),
        cmocka_unit_test(avs_trowexpandadd_typed_001),
        cmocka_unit_test(avs_trowexpandsub_typed_001),
        cmocka_unit_test(avs_trowexpandmul_typed_001),
        cmocka_unit_test(avs_trowexpanddiv_signed_001),
        cmocka_unit_test(avs_trowexpandmax_unsigned_001),
        cmocka_unit_test(avs_trowexpandmin_signed_001),
        cmocka_unit_test(avs_trowexpandexpdif_compose_001),
        cmocka_unit_test(avs_tcolexpand_copy_001),
        cmocka_unit_test(avs_tcolexpandadd_typed_001),
        cmocka_unit_test(avs_tcolexpandsub_typed_001),
        cmocka_unit_test(avs_tcolexpandmul_typed_001),
        cmocka_unit_test(avs_tcolexpanddiv_signed_001),
        cmocka_unit_test(avs_tcolexpandmax_unsigned_001),
        cmocka_unit_test(avs_tcolexpandmin_signed_001),
        cmocka_unit_test(avs_tcolexpandexpdif_compose_001),
        cmocka_unit_test(avs_testtileexpansion_execution_001),
        cmocka_unit_test(avs_block_trowexpand_schema_001),
        cmocka_unit_test(avs_block_trowexpanddiv_zero_001),
        cmocka_unit_test(avs_expdif_stage3_decoded_001),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
