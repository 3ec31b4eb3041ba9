/* Ports of the specification's AVS tests of TIMG2COL
 * (tests/asl/tile/layout-and-rearrangement/layout/TIMG2COL/ and the model
 * tests tests/asl/tile/model/execution/image-to-column/,
 * tests/asl/tile/model/legality/image-to-column/ in pto-spec), then the
 * bundle behaviour and the feature-map set-up call.
 *
 * Each test names the AVS id it ports; expected values are the AVS test's,
 * or hand-derived from image-to-column.asl where said.  The AVS tests call
 * TileOperandsLegal_TIMG2COL and TIMG2COL directly on tiles configured in
 * the Matrix location.  ptosim's tile state has a location only through its
 * layout (a CUBE tile is Matrix, a generic tile Any), so a RowMajor Matrix
 * tile cannot be configured: the ports call the family's operand check
 * with the locations the AVS test configures (img2col_operands_at, both
 * Matrix) and then the family's execute.  Through a bundle the destination
 * is in location Any and TIMG2COL is TileLegality (bundle_is_tile_legality).
 * Deviations from the AVS set-up, as in the other ports: physical rows are
 * derived from capacity and Col; the ports run on all four PEs. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "core.h"
#include "ops/img2col.h"
#include "ptosim/program.h"
#include "support/avs.h"
#include "support/sibling.h"

#define ALL 0xFu
#define RM PTO_LAYOUT_ROW_MAJOR
enum { S_TIMG2COL = 0x064 };

static pto_machine *machine(void)
{
    pto_machine *m = pto_create();
    assert_non_null(m);
    return m;
}

/* ConfigureTileFeatureMapDescriptor's argument order. */
static void fmap(pto_machine *m, unsigned idx, uint32_t n, uint32_t d, uint32_t c1, uint32_t h, uint32_t w, uint32_t c0,
                 uint32_t fh, uint32_t fw, uint32_t lc, uint64_t pad)
{
    pto_fmap f;
    memset(&f, 0, sizeof f);
    f.layout = PTO_FMAP_NC1HWC0;
    f.batches = n, f.depth = d, f.c1 = c1, f.height = h, f.width = w, f.c0 = c0;
    f.filter_h = fh, f.filter_w = fw;
    f.stride_h = f.stride_w = f.dilation_h = f.dilation_w = 1;
    f.logical_channels = lc;
    f.padding = pad;
    assert_int_equal(pto_tile_set_fmap(m, idx, &f), PTO_OK);
}

/* TileOperandsLegal_TIMG2COL(dst, src, pm, pk) with both tiles in the
 * Matrix location (as the AVS test configures them); when it holds and run
 * is set, TIMG2COL(dst, src, pm, pk), then the invariants. */
static bool handler_call(pto_machine *m, unsigned dst, unsigned src, uint32_t pm, uint32_t pk, bool run)
{
    const op_info *op = op_of_selector(S_TIMG2COL);
    const op_family *fam = op_family_of(op);
    assert_non_null(fam);
    block_state b;
    memset(&b, 0, sizeof b);
    b.active = true;
    b.op = op;
    b.selector = S_TIMG2COL;
    b.dtype = m->tiles[dst].dtype;
    b.lb_present[0] = b.lb_present[1] = true;
    b.lb[0] = pm;
    b.lb[1] = pk;
    tile_binding bd;
    memset(&bd, 0, sizeof bd);
    bd.dst_valid = bd.last = bd.s0_valid = true;
    bd.mask = m->tiles[dst].mask;
    bd.s0 = (uint8_t)src;
    op_ctx c = {m, &b, op, &bd, NULL};
    op_why w;
    w.msg[0] = 0;
    /* the family record itself, with ptosim's locations (Any): false; when
     * the check holds at Matrix, it fails exactly at the location clause */
    op_why wf;
    wf.msg[0] = 0;
    assert_false(fam->operands(&c, &m->tiles[dst], &wf));
    w.msg[0] = 0;
    if (!img2col_operands_at(&c, &m->tiles[dst], true, true, &w)) return false;
    if (!strstr(wf.msg, "not in the Matrix location")) fail_msg("the record failed elsewhere: %s", wf.msg);
    if (run) {
        assert_int_equal(fam->execute(&c, &m->tiles[dst]), 0);
        avs_invariants(m);
    }
    return true;
}

/* PTO-AVS-TILE-TIMG2COL-STATIC-001, TIMG2COL/tile-static-timg2col-contract-001.asl:
 * selector 0x064 decodes to TIMG2COL, its handler, the SFU engine. */
static void avs_timg2col_static_001(void **state)
{
    (void)state;
    sib_check_static(S_TIMG2COL, "TIMG2COL", H_TIMG2COL, 1);
}

/* PTO-AVS-TILE-TIMG2COL-MAP-001, TIMG2COL/tile-exec-timg2col-map-001.asl:
 * FP32 1x4 source [11 12 13 14], NC1HWC0 N=D=C1=1, H=W=2, C0=1, 2x2
 * filter, stride and dilation 1, no padding, 1 logical channel, pad 99;
 * TIMG2COL(41, 40, 0, 0): row 0 = 11 12 13 14. */
static void avs_timg2col_map_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 40, AVS_FP32, 128, 4, 1, 4, RM, ALL);
    avs_tile(m, 41, AVS_FP32, 128, 4, 1, 4, RM, ALL);
    for (unsigned c = 0; c < 4; c++) avs_put(m, 40, 0, c, 11 + c);
    fmap(m, 40, 1, 1, 1, 2, 2, 1, 2, 2, 1, 99);
    assert_true(handler_call(m, 41, 40, 0, 0, true));
    for (unsigned c = 0; c < 4; c++) avs_expect(m, 41, 0, c, 11 + c, true);
    avs_expect(m, 40, 0, 0, 11, true); /* the source unchanged */
    avs_expect_defined(m, 41, 1, 0, false); /* Null padding (hand-derived: TileWithPadding Null) */
    pto_destroy(m);
}

/* PTO-AVS-TILE-TIMG2COL-PAD-001, TIMG2COL/tile-exec-timg2col-pad-001.asl:
 * S16 source (0,0) = 21, (0,1) never written; H=W=1, C0=2, 1x1 filter,
 * 1 logical channel, pad 77: (0,0) 21, (0,1) 77 (the unwritten packed
 * channel is not referenced, so its undefinedness is legal). */
static void avs_timg2col_pad_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 42, AVS_S16, 128, 2, 1, 2, RM, ALL);
    avs_tile(m, 43, AVS_S16, 128, 2, 1, 2, RM, ALL);
    avs_put(m, 42, 0, 0, 21);
    fmap(m, 42, 1, 1, 1, 1, 1, 2, 1, 1, 1, 77);
    assert_true(handler_call(m, 43, 42, 0, 0, true));
    avs_expect(m, 43, 0, 0, 21, true);
    avs_expect(m, 43, 0, 1, 77, true);
    pto_destroy(m);
}

/* PTO-AVS-TILE-IMG2COL-OFFSET-001, image-to-column/tile-exec-img2col-offset-001.asl:
 * U8 source [31 32], C0 = 2, 2 logical channels; a 1x1 destination at
 * posK 1 receives 32. */
static void avs_img2col_offset_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 4, AVS_U8, 128, 2, 1, 2, RM, ALL);
    avs_tile(m, 5, AVS_U8, 128, 1, 1, 1, RM, ALL);
    avs_put(m, 4, 0, 0, 31);
    avs_put(m, 4, 0, 1, 32);
    fmap(m, 4, 1, 1, 1, 1, 1, 2, 1, 1, 2, 0);
    assert_true(handler_call(m, 5, 4, 0, 1, true));
    avs_expect(m, 5, 0, 0, 32, true);
    pto_destroy(m);
}

/* PTO-AVS-TILE-IMG2COL-RANGE-001, image-to-column/tile-bound-img2col-range-001.asl:
 * a 1x1 feature map: the 1x1 window at (0, 0) is legal, at posK 1 not. */
static void avs_img2col_range_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 2, AVS_U8, 128, 1, 1, 1, RM, ALL);
    avs_tile(m, 3, AVS_U8, 128, 1, 1, 1, RM, ALL);
    avs_put(m, 2, 0, 0, 5);
    fmap(m, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0);
    assert_true(handler_call(m, 3, 2, 0, 0, false));
    assert_false(handler_call(m, 3, 2, 0, 1, false));
    pto_destroy(m);
}

/* Hand-derived from image-to-column.asl: U16 3x3 map (C0 = 1), (h, w) =
 * 10h + w, a 2x2 filter, stride 1, pad_top = pad_left = 1, pad 0xABCD.
 * outH = outW = (3 + 1 - 2) + 1 = 3, so the matrix is 9 x 4; row 0 is
 * output (0, 0), filter taps (-1,-1) (-1,0) (0,-1) (0,0): pad pad pad 0;
 * row 4 is output (1, 1): taps (0,0) (0,1) (1,0) (1,1) = 0 1 10 11.  An
 * undefined referenced element, and a window past the 9 rows, are illegal. */
static void padded_window(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 16, AVS_U16, 128, 16, 1, 9, RM, ALL);
    avs_tile(m, 17, AVS_U16, 128, 4, 9, 4, RM, ALL);
    pto_fmap f = {PTO_FMAP_NC1HWC0, 1, 1, 1, 3, 3, 1, 2, 2, 1, 1, 1, 1, 1, 0, 1, 0, 1, 0xFFFFABCDu, false};
    for (unsigned h = 0; h < 3; h++)
        for (unsigned w = 0; w < 3; w++)
            if (h || w) avs_put(m, 16, 0, h * 3 + w, 10 * h + w);
    assert_int_equal(pto_tile_set_fmap(m, 16, &f), PTO_OK);
    assert_false(handler_call(m, 17, 16, 0, 0, false)); /* (0,0) undefined and referenced */
    avs_put(m, 16, 0, 0, 0);
    assert_true(handler_call(m, 17, 16, 0, 0, true));
    const uint64_t P = 0xABCD;
    const uint64_t r0[4] = {P, P, P, 0}, r4[4] = {0, 1, 10, 11}, r8[4] = {11, 12, 21, 22};
    for (unsigned c = 0; c < 4; c++) {
        avs_expect(m, 17, 0, c, r0[c], true);
        avs_expect(m, 17, 4, c, r4[c], true);
        avs_expect(m, 17, 8, c, r8[c], true);
    }
    avs_tile(m, 18, AVS_U16, 128, 4, 2, 4, RM, ALL);
    assert_false(handler_call(m, 18, 16, 8, 0, false)); /* rows 8..9 of 9 */
    assert_true(handler_call(m, 18, 16, 7, 0, false));
    pto_destroy(m);
}

/* Hand-derived from image-to-column.asl and feature-map-descriptors.asl:
 * an NDC1HWC0 U8 map N=1, D=2, C1=2, H=1, W=2, C0=2 (16 elements, element
 * i = i + 1, PE p adds 100p), 3 logical channels, 1x1 filter, pad 0x1EE
 * (U8: 0xEE).  outH = 1, outW = 2: the matrix is 4 x 4 (rows d*2 + ow,
 * columns c1*2 + c0).  Source index ((d*2 + c1)*1*2 + ow)*2 + c0; channel
 * c1*2 + c0 = 3 is padding.  Row 3 (d 1, ow 1): columns 0..2 = indices
 * 10, 11, 14 -> 11, 12, 15; column 3 = 0xEE.  Then the structural clauses:
 * transposed, NC1HWC0 with depth 2, 5 logical channels, 17 elements. */
static void ndc1hwc0_per_pe(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 16, AVS_U8, 128, 16, 1, 16, RM, ALL);
    avs_tile(m, 17, AVS_U8, 128, 4, 4, 4, RM, ALL);
    for (unsigned pe = 0; pe < 4; pe++)
        for (unsigned i = 0; i < 16; i++) assert_int_equal(pto_tile_write(m, 16, pe, i, i + 1 + 50 * pe), PTO_OK);
    pto_fmap f = {PTO_FMAP_NDC1HWC0, 1, 2, 2, 1, 2, 2, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 3, 0x1EE, false};
    assert_int_equal(pto_tile_set_fmap(m, 16, &f), PTO_OK);
    assert_true(handler_call(m, 17, 16, 0, 0, true));
    const unsigned row3[3] = {11, 12, 15}, row0[3] = {1, 2, 5};
    for (unsigned pe = 0; pe < 4; pe++) {
        for (unsigned col = 0; col < 3; col++) {
            uint64_t v;
            bool d;
            assert_int_equal(pto_tile_read(m, 17, pe, 3 * 4 + col, &v, &d), PTO_OK);
            assert_int_equal(v, row3[col] + 50 * pe);
            assert_true(d);
            assert_int_equal(pto_tile_read(m, 17, pe, col, &v, &d), PTO_OK);
            assert_int_equal(v, row0[col] + 50 * pe);
        }
    }
    for (unsigned r = 0; r < 4; r++) avs_expect(m, 17, r, 3, 0xEE, true);
    const pto_fmap ok = f;
    f.transposed = true;
    assert_int_equal(pto_tile_set_fmap(m, 16, &f), PTO_OK);
    assert_false(handler_call(m, 17, 16, 0, 0, false));
    f = ok, f.layout = PTO_FMAP_NC1HWC0;
    assert_int_equal(pto_tile_set_fmap(m, 16, &f), PTO_OK);
    assert_false(handler_call(m, 17, 16, 0, 0, false));
    f = ok, f.logical_channels = 5;
    assert_int_equal(pto_tile_set_fmap(m, 16, &f), PTO_OK);
    assert_false(handler_call(m, 17, 16, 0, 0, false));
    avs_tile(m, 18, AVS_U8, 128, 16, 1, 16, RM, ALL); /* 8 rows x 16: 128 elements */
    f = ok, f.width = 9;  /* 2 * 2 * 9 * 2 = 72 elements fit */
    assert_int_equal(pto_tile_set_fmap(m, 18, &f), PTO_OK);
    avs_tile(m, 19, AVS_U8, 128, 4, 1, 4, RM, ALL);
    assert_false(handler_call(m, 19, 18, 0, 0, false)); /* fits, but referenced elements undefined */
    f.width = 33; /* 264 elements > 128 */
    assert_int_equal(pto_tile_set_fmap(m, 18, &f), PTO_OK);
    assert_false(handler_call(m, 19, 18, 0, 0, false));
    pto_destroy(m);
}

/* Through a bundle (BSTART.SFU TIMG2COL; B.DIM LB0 = 4; B.IOT src ->T;
 * BSTOP): the destination is allocated in location Any, so the commit is
 * TileLegality at the location clause, every bit of state unchanged,
 * nothing allocated, the invariants holding; without a descriptor the
 * failing clause is the descriptor's. */
static void bundle_is_tile_legality(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 16, AVS_FP32, 128, 4, 1, 4, RM, ALL);
    for (unsigned c = 0; c < 4; c++) avs_put(m, 16, 0, c, 11 + c);
    avs_prog p;
    avs_init(&p);
    avs_w(&p, avs_bstart(AVS_FP32, S_TIMG2COL));
    avs_w(&p, avs_bdim(0, 0, 4));
    avs_w(&p, avs_biot_sd(16, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    avs_w(&p, AVS_BSTOP);
    pto_fault_info fi;
    avs_run_to_fault(m, &p, p.n - 1, PTO_FAULT_TILE_LEGALITY);
    pto_fault(m, &fi);
    assert_non_null(strstr(fi.rule, "no feature-map descriptor"));
    avs_invariants(m);
    pto_destroy(m);

    m = machine();
    avs_tile(m, 16, AVS_FP32, 128, 4, 1, 4, RM, ALL);
    for (unsigned c = 0; c < 4; c++) avs_put(m, 16, 0, c, 11 + c);
    fmap(m, 16, 1, 1, 1, 2, 2, 1, 2, 2, 1, 99);
    avs_run_to_fault(m, &p, p.n - 1, PTO_FAULT_TILE_LEGALITY);
    pto_fault(m, &fi);
    assert_non_null(strstr(fi.rule, "not in the Matrix location"));
    assert_int_equal(avs_allocated_count(m), 1);
    avs_invariants(m);
    pto_destroy(m);
}

/* pto_tile_set_fmap: errors for an unallocated tile, an open block and
 * each out-of-range field; the descriptor is invalidated at release. */
static void fmap_setup_errors(void **state)
{
    (void)state;
    pto_machine *m = machine();
    pto_fmap f = {PTO_FMAP_NDC1HWC0, 1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0, false}, g;
    assert_int_equal(pto_tile_set_fmap(m, 16, &f), PTO_ERR_STATE);
    assert_int_equal(pto_tile_set_fmap(m, 64, &f), PTO_ERR_ARG);
    avs_tile(m, 16, AVS_U8, 128, 4, 1, 4, RM, ALL);
    assert_int_equal(pto_tile_set_fmap(m, 16, NULL), PTO_ERR_ARG);
    assert_int_equal(pto_tile_get_fmap(m, 16, &g), PTO_ERR_STATE);
    pto_fmap bad = f;
    bad.layout = (pto_fmap_layout)2;
    assert_int_equal(pto_tile_set_fmap(m, 16, &bad), PTO_ERR_ARG);
    bad = f, bad.c0 = 0;
    assert_int_equal(pto_tile_set_fmap(m, 16, &bad), PTO_ERR_ARG);
    assert_non_null(strstr(pto_last_error(m), "c0"));
    bad = f, bad.stride_w = 65536;
    assert_int_equal(pto_tile_set_fmap(m, 16, &bad), PTO_ERR_ARG);
    bad = f, bad.pad_bottom = 65536;
    assert_int_equal(pto_tile_set_fmap(m, 16, &bad), PTO_ERR_ARG);
    assert_int_equal(pto_tile_get_fmap(m, 16, &g), PTO_ERR_STATE); /* nothing set by a refused call */
    assert_int_equal(pto_tile_set_fmap(m, 16, &f), PTO_OK);
    assert_int_equal(pto_tile_get_fmap(m, 16, &g), PTO_OK);
    assert_int_equal(g.depth, 2);
    assert_int_equal(pto_tile_release(m, 16), PTO_OK);
    avs_tile(m, 16, AVS_U8, 128, 4, 1, 4, RM, ALL);
    assert_int_equal(pto_tile_get_fmap(m, 16, &g), PTO_ERR_STATE);
    avs_invariants(m);
    pto_destroy(m);
}

/* The .fmap directive of program text: sets the descriptor before the
 * bundle, so the commit fails at the location clause (without it, at the
 * descriptor); a field out of range is a parse error naming it. */
static void fmap_directive(void **state)
{
    (void)state;
    static const char *const texts[2] = {
        ".tile T#1 FP32 size=128B cols=4 valid=1x4\n"
        ".fill T#1 pe=* = 11 12 13 14\n"
        ".fmap T#1 layout=nc1hwc0 h=2 w=2 fh=2 fw=2 pad=99\n"
        "BSTART.SFU TIMG2COL, FP32\nB.DIM 4, ->lb0\nB.IOT T#1, mask=1111, last, ->T<128B>\nBSTOP\n",
        ".tile T#1 FP32 size=128B cols=4 valid=1x4\n"
        ".fill T#1 pe=* = 11 12 13 14\n"
        "BSTART.SFU TIMG2COL, FP32\nB.DIM 4, ->lb0\nB.IOT T#1, mask=1111, last, ->T<128B>\nBSTOP\n"};
    static const char *const want[2] = {"not in the Matrix location", "no feature-map descriptor"};
    for (unsigned i = 0; i < 2; i++) {
        pto_machine *m = machine();
        pto_program *p;
        pto_program_error err;
        if (pto_program_parse(texts[i], strlen(texts[i]), &p, &err) != PTO_OK) fail_msg("parse: %s", err.message);
        pto_run_result res;
        pto_program_run(m, p, NULL, NULL, &res);
        assert_int_equal(res.status, PTO_FAULT);
        pto_fault_info fi;
        pto_fault(m, &fi);
        assert_int_equal(fi.kind, PTO_FAULT_TILE_LEGALITY);
        assert_non_null(strstr(fi.rule, want[i]));
        pto_fmap f;
        assert_int_equal(pto_tile_get_fmap(m, 0, &f), i == 0 ? PTO_OK : PTO_ERR_STATE);
        if (i == 0) {
            assert_int_equal(f.height, 2);
            assert_int_equal(f.filter_w, 2);
            assert_int_equal(f.stride_h, 1);
            assert_int_equal(f.logical_channels, 1); /* c1 * c0 by default */
            assert_int_equal(f.padding, 99);
        }
        assert_int_equal(avs_allocated_count(m), 1);
        avs_invariants(m);
        pto_program_free(p);
        pto_destroy(m);
    }
    static const char *const bad[] = {".tile T#1 U8 size=128B cols=4 valid=1x4\n.fmap T#1 c0=0\n",
                                      ".tile T#1 U8 size=128B cols=4 valid=1x4\n.fmap T#1 layout=nhwc\n",
                                      ".tile T#1 U8 size=128B cols=4 valid=1x4\n.fmap T#1 pb=65536\n",
                                      ".tile T#1 U8 size=128B cols=4 valid=1x4\n.fmap T#1 filter=2\n"};
    for (unsigned i = 0; i < 4; i++) {
        pto_program *p = NULL;
        pto_program_error err;
        assert_int_not_equal(pto_program_parse(bad[i], strlen(bad[i]), &p, &err), PTO_OK);
        assert_int_equal(err.line, 2);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(avs_timg2col_static_001), cmocka_unit_test(avs_timg2col_map_001),
        cmocka_unit_test(avs_timg2col_pad_001),    cmocka_unit_test(avs_img2col_offset_001),
        cmocka_unit_test(avs_img2col_range_001),   cmocka_unit_test(padded_window),
        cmocka_unit_test(bundle_is_tile_legality), cmocka_unit_test(fmap_setup_errors),
        cmocka_unit_test(fmap_directive), cmocka_unit_test(ndc1hwc0_per_pe),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
