/* THISTOGRAM: ports of every AVS test of
 * tests/asl/tile/irregular-and-complex/initialization/THISTOGRAM/ in
 * pto-spec (6 files) and of the histogram schema test
 * (tests/asl/block/model/dispatch/histogram-schema/); then hand-derived
 * cases from THISTOGRAM (asl/tile/model/execution/complex.asl) and its
 * legality (asl/tile/model/legality/indexed-layout.asl): every ByteId of
 * U32, per-PE data and filters, a column-major filter, and every fault
 * with the whole state unchanged.
 *
 * Each test names the AVS id it ports; expected values are the AVS
 * test's, or hand-derived where said.  As in the other ports, every case
 * is a complete bundle of hand-encoded words run through the public API:
 * a false legality predicate is the commit's fault with the state
 * unchanged, a true one a bundle that commits, and the destination is the
 * one the bundle allocates.  pto_check_invariants holds after every bundle
 * and every fault. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "core.h"
#include "support/avs.h"
#include "support/sibling.h"
#include "support/support.h"

#define RM PTO_LAYOUT_ROW_MAJOR
#define CM PTO_LAYOUT_COL_MAJOR
enum { S_THISTOGRAM = 0x068 };

static pto_machine *machine(void)
{
    pto_machine *m = pto_create();
    assert_non_null(m);
    return m;
}

/* B.DATR with DataType dt and ByteId byte_id (the PadValue field). */
static uint32_t datr(unsigned dt, unsigned byte_id) { return avs_bdatr(0, byte_id, 0, 0, dt, 0, 0); }

/* BSTART.SFU THISTOGRAM, bdt  [B.DATR d]  B.IOT src, filt, pem, last,
 * ->T<size>  BSTOP */
static void hist_bundle(avs_prog *p, unsigned bdt, uint32_t d, unsigned src, unsigned filt, unsigned pem,
                        unsigned size)
{
    avs_init(p);
    avs_w(p, avs_bstart(bdt, S_THISTOGRAM));
    if (d) avs_w(p, d);
    avs_w(p, avs_biot_ssd(src, filt, pem, 1, AVS_HAND_T, size));
    avs_w(p, AVS_BSTOP);
}

/* The cumulative histogram of row r of tile idx (every participating PE)
 * at the bins listed. */
static void expect_bins(const pto_machine *m, unsigned idx, uint32_t r, const unsigned *bin, const uint64_t *want,
                        unsigned n)
{
    for (unsigned k = 0; k < n; k++) avs_expect(m, idx, r, bin[k], want[k], true);
}

/* A U8 filter of one column with vr rows (RowMajor, 128 B, Col 1). */
static void filter_tile(pto_machine *m, unsigned idx, uint32_t vr, const uint64_t *v)
{
    avs_tile(m, idx, AVS_U8, 128, 1, vr, 1, RM, 0xF);
    for (uint32_t r = 0; r < vr; r++) avs_put(m, idx, r, 0, v[r]);
}

/* PTO-AVS-TILE-THISTOGRAM-STATIC-001 (tile-static-thistogram-contract-001.asl):
 * Mode 3 Function 8 decodes to THISTOGRAM on the SFU. */
static void test_static(void **state)
{
    (void)state;
    sib_check_static(S_THISTOGRAM, "THISTOGRAM", H_THISTOGRAM, OP_ENGINE_SFU);
    const op_info *op = op_of_selector(S_THISTOGRAM);
    assert_true(op_type_supported(op, AVS_U16));
    assert_true(op_type_supported(op, AVS_U32));
    assert_false(op_type_supported(op, AVS_U8));
}

/* PTO-AVS-TILE-THISTOGRAM-BUNDLE-001 (tile-exec-thistogram-bundle-001.asl):
 * BSTART U16, B.DATR U32 ByteId 1, U16 [0x0100, 0x0200] (U#1) and a U8
 * filter (U#2), mask 1111, 1024 B: one row of 256 U32, Col 256, (0,1) = 1,
 * (0,2) = 2.  Hand-derived: (0,0) = 0 and (0,255) = 2. */
static void test_bundle(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 16, AVS_U16, 128, 4, 1, 2, RM, 0xF);
    avs_put(m, 16, 0, 0, 0x0100);
    avs_put(m, 16, 0, 1, 0x0200);
    avs_tile(m, 17, AVS_U8, 128, 1, 1, 1, RM, 0xF); /* the AVS test never writes it: byte 1 is unfiltered */
    avs_prog p;
    hist_bundle(&p, AVS_U16, datr(AVS_U32, 1), 16, 17, AVS_PEM_ALL, 4);
    avs_commit_ok(m, &p);
    avs_expect_desc(m, 0, PTO_TILE_NUMERIC, AVS_U32, 1024, 1, 256, 1, 256, 0xF);
    const unsigned bins[4] = {0, 1, 2, 255};
    const uint64_t want[4] = {0, 1, 2, 2};
    expect_bins(m, 0, 0, bins, want, 4);
    assert_int_equal(pto_flags(m), 0);
    pto_destroy(m);
}

/* PTO-AVS-TILE-THISTOGRAM-PREFIX-001 (tile-exec-thistogram-prefix-001.asl):
 * unfiltered U16 high bytes [1, 2, 2, 255]: bins 0 -> 0, 1 -> 1, 2 -> 3,
 * 254 -> 3, 255 -> 4; a 2048 B destination's second row is undefined
 * padding. */
static void test_prefix(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 1, AVS_U16, 128, 4, 1, 4, RM, 0xF);
    const uint64_t v[4] = {0x0100, 0x0200, 0x0201, 0xFF00};
    for (unsigned c = 0; c < 4; c++) avs_put(m, 1, 0, c, v[c]);
    avs_tile(m, 2, AVS_U8, 128, 1, 1, 1, RM, 0xF);
    avs_put(m, 2, 0, 0, 0);
    avs_prog p;
    hist_bundle(&p, AVS_U16, datr(AVS_U32, 1), 1, 2, AVS_PEM_ALL, 5);
    avs_commit_ok(m, &p);
    const unsigned bins[5] = {0, 1, 2, 254, 255};
    const uint64_t want[5] = {0, 1, 3, 3, 4};
    expect_bins(m, 0, 0, bins, want, 5);
    avs_expect_desc(m, 0, PTO_TILE_NUMERIC, AVS_U32, 2048, 2, 256, 1, 256, 0xF);
    avs_expect_defined(m, 0, 1, 0, false);
    avs_expect_defined(m, 0, 1, 255, false);
    pto_destroy(m);
}

/* PTO-AVS-TILE-THISTOGRAM-U16-FILTER-001 (tile-exec-thistogram-u16-filter-001.asl):
 * ByteId 0, rows [0xaa01, 0xbb02] and [0xbb03, 0xaa04], filter rows 0xaa,
 * 0xbb: row 0 counts low byte 1, row 1 low byte 3. */
static void test_u16_filter(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 1, AVS_U16, 128, 4, 2, 2, RM, 0xF);
    avs_put(m, 1, 0, 0, 0xAA01);
    avs_put(m, 1, 0, 1, 0xBB02);
    avs_put(m, 1, 1, 0, 0xBB03);
    avs_put(m, 1, 1, 1, 0xAA04);
    const uint64_t f[2] = {0xAA, 0xBB};
    filter_tile(m, 2, 2, f);
    avs_prog p;
    hist_bundle(&p, AVS_U16, datr(AVS_U32, 0), 1, 2, AVS_PEM_ALL, 5);
    avs_commit_ok(m, &p);
    const unsigned b0[3] = {0, 1, 255}, b1[4] = {2, 3, 4, 255};
    const uint64_t w0[3] = {0, 1, 1}, w1[4] = {0, 1, 1, 1};
    expect_bins(m, 0, 0, b0, w0, 3);
    expect_bins(m, 0, 1, b1, w1, 4);
    pto_destroy(m);
}

/* PTO-AVS-TILE-THISTOGRAM-U32-PREFIX-001 (tile-exec-thistogram-u32-prefix-001.asl):
 * ByteId 0 on U32 [0xaabbcc01, 0xaabbcc02, 0xaabbdd01, 0x11223301] with a
 * column-major filter whose column 0 is aa, bb, cc: only the first two
 * count (bins 1 and 2). */
static void test_u32_prefix(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 1, AVS_U32, 128, 8, 1, 4, RM, 0xF);
    const uint64_t v[4] = {0xAABBCC01u, 0xAABBCC02u, 0xAABBDD01u, 0x11223301u};
    for (unsigned c = 0; c < 4; c++) avs_put(m, 1, 0, c, v[c]);
    avs_tile(m, 2, AVS_U8, 128, 2, 3, 1, CM, 0xF);
    const uint64_t f[3] = {0xAA, 0xBB, 0xCC};
    for (unsigned r = 0; r < 3; r++) {
        uint32_t e;
        assert_int_equal(pto_tile_index(m, 2, r, 0, &e), PTO_OK);
        for (unsigned pe = 0; pe < 4; pe++) assert_int_equal(pto_tile_write(m, 2, pe, e, f[r]), PTO_OK);
    }
    avs_prog p;
    hist_bundle(&p, AVS_U32, datr(AVS_U32, 0), 1, 2, AVS_PEM_ALL, 4);
    avs_commit_ok(m, &p);
    const unsigned bins[4] = {0, 1, 2, 255};
    const uint64_t want[4] = {0, 1, 2, 2};
    expect_bins(m, 0, 0, bins, want, 4);
    pto_destroy(m);
}

/* Hand-derived: U32 ByteId 1, 2, 3 on the same row and filter aa, bb, cc:
 *   ByteId 1 (bytes 3..2 = aa bb): the first three count their byte 1:
 *     cc, cc, dd -> bins 0xcc: 2, 0xdd: 3;
 *   ByteId 2 (byte 3 = aa): the first three count byte 2 (bb) -> 0xbb: 3;
 *   ByteId 3 (unfiltered): byte 3 of all four: 0x11: 1, 0xaa: 4. */
static void test_u32_byte_ids(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 1, AVS_U32, 128, 8, 1, 4, RM, 0xF);
    const uint64_t v[4] = {0xAABBCC01u, 0xAABBCC02u, 0xAABBDD01u, 0x11223301u};
    for (unsigned c = 0; c < 4; c++) avs_put(m, 1, 0, c, v[c]);
    const uint64_t f[3] = {0xAA, 0xBB, 0xCC};
    filter_tile(m, 2, 3, f);
    avs_prog p;
    hist_bundle(&p, AVS_U32, datr(AVS_U32, 1), 1, 2, AVS_PEM_ALL, 4);
    avs_commit_ok(m, &p);
    const unsigned b1[4] = {0xCB, 0xCC, 0xDC, 0xDD};
    const uint64_t w1[4] = {0, 2, 2, 3};
    expect_bins(m, 0, 0, b1, w1, 4);
    hist_bundle(&p, AVS_U32, datr(AVS_U32, 2), 1, 2, AVS_PEM_ALL, 4);
    avs_commit_ok(m, &p);
    const unsigned b2[3] = {0xBA, 0xBB, 0xFF};
    const uint64_t w2[3] = {0, 3, 3};
    expect_bins(m, 3, 0, b2, w2, 3);
    /* ByteId 3 reads no filter: an undefined filter does not matter */
    assert_int_equal(pto_tile_release(m, 2), PTO_OK);
    avs_tile(m, 2, AVS_U8, 128, 1, 3, 1, RM, 0xF);
    hist_bundle(&p, AVS_U32, datr(AVS_U32, 3), 1, 2, AVS_PEM_ALL, 4);
    avs_commit_ok(m, &p);
    const unsigned b3[5] = {0x10, 0x11, 0xA9, 0xAA, 0xFF};
    const uint64_t w3[5] = {0, 1, 1, 4, 4};
    expect_bins(m, 4, 0, b3, w3, 5);
    /* but ByteId 2 needs filter (0, 0) defined */
    hist_bundle(&p, AVS_U32, datr(AVS_U32, 2), 1, 2, AVS_PEM_ALL, 4);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 5);
    pto_destroy(m);
}

/* Hand-derived (decisions D3): each PE counts its own payload against its
 * own filter.  U16 ByteId 0, one row [0x0105, 0x0205]: PE k's filter is
 * k, so PE1 counts bin 5 from 0x0105, PE2 from 0x0205, PE0 and PE3 none. */
static void test_per_pe(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 1, AVS_U16, 128, 4, 1, 2, RM, 0xF);
    avs_put(m, 1, 0, 0, 0x0105);
    avs_put(m, 1, 0, 1, 0x0205);
    avs_tile(m, 2, AVS_U8, 128, 1, 1, 1, RM, 0xF);
    for (unsigned pe = 0; pe < 4; pe++) assert_int_equal(pto_tile_write(m, 2, pe, 0, pe), PTO_OK);
    avs_prog p;
    hist_bundle(&p, AVS_U16, datr(AVS_U32, 0), 1, 2, AVS_PEM_ALL, 4);
    avs_commit_ok(m, &p);
    for (unsigned pe = 0; pe < 4; pe++) {
        uint64_t v4, v5;
        assert_int_equal(pto_tile_read(m, 0, pe, 4, &v4, NULL), PTO_OK);
        assert_int_equal(pto_tile_read(m, 0, pe, 5, &v5, NULL), PTO_OK);
        assert_int_equal(v4, 0);
        assert_int_equal(v5, pe == 1 || pe == 2 ? 1u : 0u);
    }
    pto_destroy(m);
}

/* PTO-AVS-TILE-THISTOGRAM-SCHEMA-001 (tile-bound-thistogram-schema-001.asl):
 * the exact configuration is legal (ByteId 0, U16 1x4 of zeros, filter 0:
 * hand-derived, every bin counts 4); ByteId 2 on U16 and an S8 filter are
 * rejected.  The AVS test's 257-column destination cannot be built by a
 * bundle (the destination is always rows x 256). */
static void test_schema(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 1, AVS_U16, 128, 4, 1, 4, RM, 0xF);
    for (unsigned c = 0; c < 4; c++) avs_put(m, 1, 0, c, 0);
    avs_tile(m, 2, AVS_U8, 128, 1, 1, 1, RM, 0xF);
    avs_put(m, 2, 0, 0, 0);
    avs_tile(m, 4, AVS_S8, 128, 1, 1, 1, RM, 0xF);
    avs_put(m, 4, 0, 0, 0);
    avs_prog p;
    hist_bundle(&p, AVS_U16, datr(AVS_U32, 0), 1, 2, AVS_PEM_ALL, 4);
    avs_commit_ok(m, &p);
    avs_expect(m, 0, 0, 0, 4, true);
    avs_expect(m, 0, 0, 255, 4, true);
    hist_bundle(&p, AVS_U16, datr(AVS_U32, 2), 1, 2, AVS_PEM_ALL, 4);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 4);
    hist_bundle(&p, AVS_U16, datr(AVS_U32, 3), 1, 2, AVS_PEM_ALL, 4);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 4);
    hist_bundle(&p, AVS_U16, datr(AVS_U32, 0), 1, 4, AVS_PEM_ALL, 4);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 4);
    pto_destroy(m);
}

/* PTO-AVS-BLOCK-THISTOGRAM-SCHEMA-001 (block-bound-thistogram-schema-001.asl):
 * the U16 source / U8 filter bundle with B.DATR U32 ByteId 1 commits;
 * without B.DATR it is TileLegality.  Hand-derived additions: B.DATR
 * DataType 0 (FP64) or U16, a nonzero RMode or Layout, any B.DIM, two
 * bindings, a U8 block type: TileLegality; a nonzero B.IOR field:
 * BundleControl; a 512 B destination: TileAllocation; an undefined source
 * element or a filter with fewer valid rows than the source (ByteId 0):
 * TileLegality. */
static void test_block_schema(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 16, AVS_U16, 128, 4, 1, 2, RM, 0xF);
    avs_put(m, 16, 0, 0, 0);
    avs_put(m, 16, 0, 1, 0);
    avs_tile(m, 17, AVS_U8, 128, 1, 1, 1, RM, 0xF);
    avs_put(m, 17, 0, 0, 0);
    avs_prog p;
    hist_bundle(&p, AVS_U16, datr(AVS_U32, 1), 16, 17, AVS_PEM_ALL, 4);
    avs_commit_ok(m, &p);
    pto_tile_release(m, 0);
    hist_bundle(&p, AVS_U16, 0, 16, 17, AVS_PEM_ALL, 4);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 2);
    hist_bundle(&p, AVS_U16, datr(AVS_FP64, 1), 16, 17, AVS_PEM_ALL, 4);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 2);
    hist_bundle(&p, AVS_U16, datr(AVS_U16, 1), 16, 17, AVS_PEM_ALL, 4);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 2);
    hist_bundle(&p, AVS_U16, avs_bdatr(0, 1, 0, 0, AVS_U32, 1, 0), 16, 17, AVS_PEM_ALL, 4);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 2);
    hist_bundle(&p, AVS_U16, avs_bdatr(0, 1, 0, 0, AVS_U32, 0, 1), 16, 17, AVS_PEM_ALL, 4);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 2);
    hist_bundle(&p, AVS_U8, datr(AVS_U32, 1), 16, 17, AVS_PEM_ALL, 4);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 2);
    hist_bundle(&p, AVS_U16, datr(AVS_U32, 1), 16, 17, AVS_PEM_ALL, 3);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_ALLOCATION, 2);
    for (unsigned lb = 0; lb < 3; lb++) {
        avs_init(&p);
        avs_w(&p, avs_bstart(AVS_U16, S_THISTOGRAM));
        avs_w(&p, datr(AVS_U32, 1));
        avs_w(&p, avs_bdim(lb, 0, lb == 0 ? 256 : 1));
        avs_w(&p, avs_biot_ssd(16, 17, AVS_PEM_ALL, 1, AVS_HAND_T, 4));
        avs_w(&p, AVS_BSTOP);
        avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 2);
    }
    avs_init(&p);
    avs_w(&p, avs_bstart(AVS_U16, S_THISTOGRAM));
    avs_w(&p, datr(AVS_U32, 1));
    avs_w(&p, avs_biot_s(16, AVS_PEM_ALL, 0));
    avs_w(&p, avs_biot_sd(17, AVS_PEM_ALL, 1, AVS_HAND_T, 4));
    avs_w(&p, AVS_BSTOP);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 2);
    avs_init(&p);
    avs_w(&p, avs_bstart(AVS_U16, S_THISTOGRAM));
    avs_w(&p, datr(AVS_U32, 1));
    avs_w(&p, avs_bior(2, 0, 0, 0));
    avs_w(&p, avs_biot_ssd(16, 17, AVS_PEM_ALL, 1, AVS_HAND_T, 4));
    avs_w(&p, AVS_BSTOP);
    avs_commit_fault(m, &p, PTO_FAULT_BUNDLE_CONTROL, 2);
    /* an all-zero B.IOR passes (BundleOperationScalarBindingSchemaLegal;
     * the histogram schema does not look at B.IOR) */
    avs_init(&p);
    avs_w(&p, avs_bstart(AVS_U16, S_THISTOGRAM));
    avs_w(&p, datr(AVS_U32, 1));
    avs_w(&p, avs_bior(0, 0, 0, 0));
    avs_w(&p, avs_biot_ssd(16, 17, AVS_PEM_ALL, 1, AVS_HAND_T, 4));
    avs_w(&p, AVS_BSTOP);
    avs_commit_ok(m, &p);
    avs_expect(m, 0, 0, 0, 2, true);
    pto_tile_release(m, 0);
    /* undefined source element on PE2 */
    assert_int_equal(pto_tile_set_defined(m, 16, 2, 1, false), PTO_OK);
    hist_bundle(&p, AVS_U16, datr(AVS_U32, 1), 16, 17, AVS_PEM_ALL, 4);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 2);
    /* ByteId 0 with a two-row source and a one-row filter */
    avs_tile(m, 18, AVS_U16, 128, 4, 2, 2, RM, 0xF);
    for (unsigned r = 0; r < 2; r++)
        for (unsigned c = 0; c < 2; c++) avs_put(m, 18, r, c, 0);
    hist_bundle(&p, AVS_U16, datr(AVS_U32, 0), 18, 17, AVS_PEM_ALL, 5);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 3);
    pto_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_static),      cmocka_unit_test(test_bundle),       cmocka_unit_test(test_prefix),
        cmocka_unit_test(test_u16_filter),  cmocka_unit_test(test_u32_prefix),   cmocka_unit_test(test_u32_byte_ids),
        cmocka_unit_test(test_per_pe),      cmocka_unit_test(test_schema),       cmocka_unit_test(test_block_schema),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
