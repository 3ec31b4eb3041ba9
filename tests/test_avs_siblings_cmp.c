/* Ports of the specification's AVS tests of TCMP (tile-tile compare into a
 * packed predicate, tests/asl/tile/elementwise-tile-tile/logical/TCMP/) and
 * TSELS (select between a tile and a scalar under a packed predicate,
 * tests/asl/tile/tile-scalar-and-immediate/logical/TSELS/) in pto-spec.
 *
 * Each test names the AVS id and file it ports; expected values are the
 * AVS test's or hand-derived where said.  Every case runs as a complete
 * bundle of hand-encoded words through the public API; sources are
 * configured as simulator control and the destination is the one the
 * bundle allocates (the lowest free T slot).  Every execution test first
 * steps the BSTART alone and fails when the simulator reports the
 * operation as not executable (PTO_ERR_UNIMPLEMENTED): a port passes only
 * when the operation runs. */
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

#define ALL SIB_ALL
#define RM PTO_LAYOUT_ROW_MAJOR

enum { S_TCMP = 0x00D, S_TSELS = 0x03A };

#define F32_ONE 0x3F800000u

/* Steps the BSTART at TPC 0 and asserts it opened the block (an operation
 * ptosim reports as not implemented fails the test). */
static void bstart_ok(pto_machine *m, const avs_prog *p)
{
    assert_int_equal(pto_tpc(m), 0);
    pto_status s = pto_step(m, p->code, p->len);
    if (s != PTO_OK) fail_msg("BSTART: %s: %s", pto_status_name(s), pto_last_error(m));
    assert_true(pto_block_active(m));
}

/* TCMP bundle: BSTART(TCMP, dt) [B.DATR] [LB0 = vc] [LB2 = cols]
 * B.IOT s0, s1, 1111, last, ->T<128B> [B.IOR all zero] BSTOP. */
static void tcmp_bundle(avs_prog *p, unsigned dt, unsigned s0, unsigned s1, unsigned vc, unsigned cols,
                        uint32_t datr, bool ior)
{
    avs_init(p);
    avs_w(p, avs_bstart(dt, S_TCMP));
    if (datr) avs_w(p, datr);
    if (vc) avs_w(p, avs_bdim(0, 0, vc));
    if (cols) avs_w(p, avs_bdim(2, 0, cols));
    avs_w(p, avs_biot_ssd(s0, s1, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    if (ior) avs_w(p, avs_bior(0, 0, 0, 0));
    avs_w(p, AVS_BSTOP);
}

/* Sources tiles 1 and 2 (T#2, T#3): dt, 128 B, Col cols, valid 1 x n. */
static pto_machine *cmp_sources(unsigned dt, unsigned cols, const uint64_t *a, const uint64_t *b, unsigned n)
{
    pto_machine *m = pto_create();
    avs_tile(m, 1, dt, 128, cols, 1, n, RM, ALL);
    avs_tile(m, 2, dt, 128, cols, 1, n, RM, ALL);
    sib_row(m, 1, a, n);
    sib_row(m, 2, b, n);
    return m;
}

/* Runs TCMP (mode cmode; 0 = EQ without B.DATR) over a and b and expects
 * the predicate bits want[] in row 0 of the destination T#1 (tile 0) and
 * the given flags. */
static void tcmp_case(unsigned dt, unsigned cmode, const uint64_t *a, const uint64_t *b, const uint64_t *want,
                      unsigned n, unsigned cols, unsigned flags)
{
    pto_machine *m = cmp_sources(dt, cols, a, b, n);
    avs_prog p;
    tcmp_bundle(&p, dt, 1, 2, n, cols, cmode ? avs_bdatr(cmode, 0, 0, 0, 0, 0, 0) : SIB_NONE, false);
    bstart_ok(m, &p);
    avs_run_ok(m, &p);
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, 0, &d), PTO_OK);
    assert_int_equal(d.kind, PTO_TILE_PREDICATE);
    sib_expect_row(m, 0, want, n);
    assert_int_equal(pto_flags(m), flags);
    pto_destroy(m);
}

/* The TCMP bundle must fail at its BSTOP with kind, state unchanged, no
 * destination. */
static void tcmp_reject(pto_machine *m, const avs_prog *p, pto_fault_kind kind)
{
    bstart_ok(m, p);
    avs_run_to_fault(m, p, p->n - 1, kind);
    assert_false(pto_tile_allocated(m, 0));
}

/* =============================== TCMP ==================================== */

/* PTO-AVS-TILE-TCMP-STATIC-001, TCMP/tile-static-tcmp-contract-001.asl:
 * 0x00D -> TCMP, ExecuteTileCompare, VEC. */
static void avs_tcmp_static_001(void **state)
{
    (void)state;
    const op_info *op = op_of_selector(S_TCMP);
    assert_non_null(op);
    assert_int_not_equal(op->handler, H_NONE);
    sib_check_static(S_TCMP, "TCMP", H_CMP, 0);
}

/* PTO-AVS-TILE-TCMP-TYPES-001, TCMP/tile-bound-tcmp-types-001.asl: exactly
 * the sixteen ordered numeric types.  Each runs 0 EQ 0 -> 1 (+0 == +0 for
 * floats); HiF8 and U4X2 bundles are rejected with TileLegality. */
static void avs_tcmp_types_001(void **state)
{
    (void)state;
    static const unsigned yes[16] = {AVS_FP32, AVS_FP64, AVS_TF32, AVS_HF32, AVS_FP16, AVS_BF16,
                                     AVS_E4M3, AVS_E5M2, AVS_S64,  AVS_S32,  AVS_S16,  AVS_S8,
                                     AVS_U64,  AVS_U32,  AVS_U16,  AVS_U8};
    const op_info *op = op_of_selector(S_TCMP);
    for (unsigned i = 0; i < 16; i++) assert_true(op_type_supported(op, yes[i]));
    assert_false(op_type_supported(op, AVS_HIF8));
    assert_false(op_type_supported(op, AVS_U4X2));
    uint64_t z = 0, one = 1;
    for (unsigned i = 0; i < 16; i++) tcmp_case(yes[i], 0, &z, &z, &one, 1, 1, 0);
    static const unsigned no[2] = {AVS_HIF8, AVS_U4X2};
    for (unsigned i = 0; i < 2; i++) {
        pto_machine *m = cmp_sources(no[i], 1, &one, &one, 1);
        avs_prog p;
        tcmp_bundle(&p, no[i], 1, 2, 1, 1, SIB_NONE, false);
        tcmp_reject(m, &p, PTO_FAULT_TILE_LEGALITY);
        pto_destroy(m);
    }
}

/* PTO-AVS-TILE-TCMP-DATR-001, TCMP/tile-bound-tcmp-datr-001.asl: B.DATR with
 * CMode 5 (GE) and PadValue Max is legal; a Sat bit or a nonzero DataType
 * field is rejected.  Sources U64 Col 2 valid 1x2 [3, 4] GE [5, 6] -> [0, 0]
 * (hand-derived), the Max padding bit (1,0) is a defined 1. */
static void avs_tcmp_datr_001(void **state)
{
    (void)state;
    uint64_t a[2] = {3, 4}, b[2] = {5, 6}, w[2] = {0, 0};
    pto_machine *m = cmp_sources(AVS_U64, 2, a, b, 2);
    avs_prog p;
    tcmp_bundle(&p, AVS_U64, 1, 2, 2, 2, avs_bdatr(AVS_GE, AVS_PAD_MAX, 0, 0, 0, 0, 0), false);
    bstart_ok(m, &p);
    avs_run_ok(m, &p);
    sib_expect_row(m, 0, w, 2);
    avs_expect(m, 0, 1, 0, 1, true);
    pto_destroy(m);
    static const uint32_t bad[2] = {0x04001023u /* Sat = 1 */, 0x00101023u /* DataType = 1 */};
    assert_int_equal(avs_bdatr(0, 0, 1, 0, 0, 0, 0), bad[0]);
    assert_int_equal(avs_bdatr(0, 0, 0, 0, 1, 0, 0), bad[1]);
    for (unsigned i = 0; i < 2; i++) {
        m = cmp_sources(AVS_U64, 2, a, b, 2);
        tcmp_bundle(&p, AVS_U64, 1, 2, 2, 2, bad[i], false);
        tcmp_reject(m, &p, PTO_FAULT_TILE_LEGALITY);
        pto_destroy(m);
    }
}

/* PTO-AVS-TILE-TCMP-MODES-001, TCMP/tile-bound-tcmp-modes-001.asl: CMode
 * codes 0..5 are legal, 6 and 7 are rejected; each relation has its truth
 * table.  A reserved CMode violates the B.DATR encoding constraint (CMode
 * one of 0..5), so the B.DATR word itself is an illegal instruction, before
 * any effect.  Hand-derived bundle: U64 [7, 3, 9] against [7, 5, 8] (equal,
 * less, greater): EQ [1,0,0], NE [0,1,1], LT [0,1,0], GT [0,0,1],
 * LE [1,1,0], GE [1,0,1]. */
static void avs_tcmp_modes_001(void **state)
{
    (void)state;
    static const uint64_t want[6][3] = {{1, 0, 0}, {0, 1, 1}, {0, 1, 0}, {0, 0, 1}, {1, 1, 0}, {1, 0, 1}};
    uint64_t a[3] = {7, 3, 9}, b[3] = {7, 5, 8};
    for (unsigned mode = 0; mode < 6; mode++) {
        pto_machine *m = cmp_sources(AVS_U64, 4, a, b, 3);
        avs_prog p;
        tcmp_bundle(&p, AVS_U64, 1, 2, 3, 4, avs_bdatr(mode, AVS_PAD_NULL, 0, 0, 0, 0, 0), false);
        bstart_ok(m, &p);
        avs_run_ok(m, &p);
        sib_expect_row(m, 0, want[mode], 3);
        pto_destroy(m);
    }
    for (unsigned mode = 6; mode < 8; mode++) {
        pto_machine *m = cmp_sources(AVS_U64, 4, a, b, 3);
        avs_prog p;
        tcmp_bundle(&p, AVS_U64, 1, 2, 3, 4, avs_bdatr(mode, 0, 0, 0, 0, 0, 0), false);
        bstart_ok(m, &p);
        avs_run_to_fault(m, &p, 1, PTO_FAULT_ILLEGAL_INSTRUCTION);
        assert_false(pto_tile_allocated(m, 0));
        pto_destroy(m);
    }
}

/* PTO-AVS-TILE-TCMP-BUNDLE-001, TCMP/tile-exec-tcmp-bundle-001.asl: U64 T#2
 * [7, 9] and T#3 [7, 8] (128 B Col 2 valid 1x2); BSTART 0xC0D19181, LB0 = 2,
 * B.IOT T#2, T#3, 1111, last, ->T<128B>.  The destination is a predicate
 * tile with the source geometry (8 rows, Col 2, valid 1x2), byte 0 =
 * 0b00000001; the sources persist. */
static void avs_tcmp_bundle_001(void **state)
{
    (void)state;
    assert_int_equal(avs_bstart(AVS_U64, S_TCMP), 0xC0D19181u);
    uint64_t a[2] = {7, 9}, b[2] = {7, 8};
    pto_machine *m = cmp_sources(AVS_U64, 2, a, b, 2);
    avs_prog p;
    tcmp_bundle(&p, AVS_U64, 1, 2, 2, SIB_NONE, SIB_NONE, false);
    bstart_ok(m, &p);
    avs_run_ok(m, &p);
    avs_expect_desc(m, 0, PTO_TILE_PREDICATE, 0, 128, 8, 2, 1, 2, ALL);
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        const uint8_t *bytes;
        size_t len;
        assert_int_equal(pto_tile_payload(m, 0, pe, &bytes, &len), PTO_OK);
        assert_int_equal(bytes[0], 0x01);
    }
    avs_expect(m, 1, 0, 1, 9, true);
    avs_expect(m, 2, 0, 1, 8, true);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TCMP-ORDER-001, TCMP/tile-exec-tcmp-order-001.asl: 0xFF LT 1
 * is true for S8 and false for U8; FP32 -0 EQ +0 is true; FP32 sNaN
 * 0x7F800001 EQ 1.0 is false and reports NV.  ExecuteTileCompare records
 * the element flags, so the NV of the last case is in the status flags. */
static void avs_tcmp_order_001(void **state)
{
    (void)state;
    uint64_t a = 0xFF, b = 1, t = 1, f = 0;
    tcmp_case(AVS_S8, AVS_LT, &a, &b, &t, 1, 1, 0);
    tcmp_case(AVS_U8, AVS_LT, &a, &b, &f, 1, 1, 0);
    uint64_t nz = 0x80000000u, pz = 0;
    tcmp_case(AVS_FP32, AVS_EQ, &nz, &pz, &t, 1, 1, 0);
    uint64_t sn = 0x7F800001u, one = F32_ONE;
    tcmp_case(AVS_FP32, AVS_EQ, &sn, &one, &f, 1, 1, PTO_FLAG_NV);
}

/* PTO-AVS-TILE-TCMP-PACKED-001, TCMP/tile-exec-tcmp-packed-001.asl: U8
 * 128 B Col 16 valid 1x10 (8 rows), left = column, right = column when
 * even else 0; EQ.  Bits 0..7 go to byte 0 (0b01010101), bits 8..9 to byte
 * 1 (0b00000001); bit (0,9) is defined. */
static void avs_tcmp_packed_001(void **state)
{
    (void)state;
    uint64_t a[10], b[10];
    for (unsigned c = 0; c < 10; c++) {
        a[c] = c;
        b[c] = c % 2 == 0 ? c : 0;
    }
    pto_machine *m = cmp_sources(AVS_U8, 16, a, b, 10);
    avs_prog p;
    tcmp_bundle(&p, AVS_U8, 1, 2, 10, 16, SIB_NONE, false);
    bstart_ok(m, &p);
    avs_run_ok(m, &p);
    avs_expect_desc(m, 0, PTO_TILE_PREDICATE, 0, 128, 8, 16, 1, 10, ALL);
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        const uint8_t *bytes;
        size_t len;
        assert_int_equal(pto_tile_payload(m, 0, pe, &bytes, &len), PTO_OK);
        assert_int_equal(bytes[0], 0x55);
        assert_int_equal(bytes[1], 0x01);
    }
    avs_expect(m, 0, 0, 9, 0, true);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TCMP-CAPACITY-001, TCMP/tile-fault-tcmp-capacity-001.asl: U8
 * sources 8192 B, Col 128, valid 64x128 (fully defined), bound on PE mask
 * 0001 (PE3, PEMode 4); BSTART 0xD8D19181, LB0 = 128, LB1 = 64, LB2 = 128,
 * ->T<128B>.  8192 predicate bits need 1024 bytes > 128: TileAllocation at
 * the commit, nothing allocated, both sources still allocated. */
static void avs_tcmp_capacity_001(void **state)
{
    (void)state;
    assert_int_equal(avs_bstart(AVS_U8, S_TCMP), 0xD8D19181u);
    pto_machine *m = pto_create();
    for (unsigned t = 1; t <= 2; t++) {
        avs_tile(m, t, AVS_U8, 8192, 128, 64, 128, RM, 0x1);
        for (uint32_t e = 0; e < 8192; e++) assert_int_equal(pto_tile_set_defined(m, t, 3, e, true), PTO_OK);
    }
    avs_prog p;
    avs_init(&p);
    avs_w(&p, 0xD8D19181u);
    avs_w(&p, avs_bdim(0, 0, 128));
    avs_w(&p, avs_bdim(1, 0, 64));
    avs_w(&p, avs_bdim(2, 0, 128));
    avs_w(&p, avs_biot_ssd(1, 2, 4, 1, AVS_HAND_T, 1));
    avs_w(&p, AVS_BSTOP);
    bstart_ok(m, &p);
    avs_run_to_fault(m, &p, p.n - 1, PTO_FAULT_TILE_ALLOCATION);
    assert_false(pto_tile_allocated(m, 0));
    assert_true(pto_tile_allocated(m, 1));
    assert_true(pto_tile_allocated(m, 2));
    pto_destroy(m);
}

/* PTO-AVS-TILE-TCMP-SCHEMA-001, TCMP/tile-fault-tcmp-schema-001.asl: the
 * canonical binding (U64 T#2 [3, 4], T#3 [5, 6], LB0 = 2) passes; a scalar
 * input (here an all-zero B.IOR, which only the closed TCMP schema
 * rejects), a HiF8 right source, or a missing LB0 is rejected before
 * allocation (TileLegality). */
static void avs_tcmp_schema_001(void **state)
{
    (void)state;
    uint64_t a[2] = {3, 4}, b[2] = {5, 6}, w[2] = {0, 0};
    pto_machine *m = cmp_sources(AVS_U64, 2, a, b, 2);
    avs_prog p;
    tcmp_bundle(&p, AVS_U64, 1, 2, 2, SIB_NONE, SIB_NONE, false);
    bstart_ok(m, &p);
    avs_run_ok(m, &p);
    sib_expect_row(m, 0, w, 2);
    pto_destroy(m);

    m = cmp_sources(AVS_U64, 2, a, b, 2);
    tcmp_bundle(&p, AVS_U64, 1, 2, 2, SIB_NONE, SIB_NONE, true);
    tcmp_reject(m, &p, PTO_FAULT_TILE_LEGALITY);
    pto_destroy(m);

    m = pto_create();
    avs_tile(m, 1, AVS_U64, 128, 2, 1, 2, RM, ALL);
    avs_tile(m, 2, AVS_HIF8, 128, 2, 1, 2, RM, ALL);
    sib_row(m, 1, a, 2);
    sib_row(m, 2, b, 2);
    tcmp_bundle(&p, AVS_U64, 1, 2, 2, SIB_NONE, SIB_NONE, false);
    tcmp_reject(m, &p, PTO_FAULT_TILE_LEGALITY);
    pto_destroy(m);

    m = cmp_sources(AVS_U64, 2, a, b, 2);
    tcmp_bundle(&p, AVS_U64, 1, 2, SIB_NONE, SIB_NONE, SIB_NONE, false);
    tcmp_reject(m, &p, PTO_FAULT_TILE_LEGALITY);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TCMP-PADDING-001, TCMP/tile-state-tcmp-padding-001.asl: a
 * predicate tile 128 B, 2 rows x Col 8, valid 1x2.  Bits [0, 1] with
 * PadValue Max: the valid bits stay, padding bits (0,2) and (1,7) are
 * defined 1.  Bits [1, 0] with Null padding: (0,2) is undefined.  The
 * predicate is produced by EQ on U64 sources of the same geometry
 * ([1, 2] vs [3, 2] and [3, 1] vs [3, 2]). */
static void avs_tcmp_padding_001(void **state)
{
    (void)state;
    uint64_t a[2] = {1, 2}, b[2] = {3, 2}, w[2] = {0, 1};
    pto_machine *m = cmp_sources(AVS_U64, 8, a, b, 2);
    avs_prog p;
    tcmp_bundle(&p, AVS_U64, 1, 2, 2, 8, avs_bdatr(AVS_EQ, AVS_PAD_MAX, 0, 0, 0, 0, 0), false);
    bstart_ok(m, &p);
    avs_run_ok(m, &p);
    avs_expect_desc(m, 0, PTO_TILE_PREDICATE, 0, 128, 2, 8, 1, 2, ALL);
    sib_expect_row(m, 0, w, 2);
    avs_expect(m, 0, 0, 2, 1, true);
    avs_expect(m, 0, 1, 7, 1, true);
    pto_destroy(m);

    uint64_t c[2] = {3, 1}, x[2] = {1, 0};
    m = cmp_sources(AVS_U64, 8, c, b, 2);
    tcmp_bundle(&p, AVS_U64, 1, 2, 2, 8, SIB_NONE, false);
    bstart_ok(m, &p);
    avs_run_ok(m, &p);
    sib_expect_row(m, 0, x, 2);
    avs_expect_defined(m, 0, 0, 2, false);
    pto_destroy(m);
}

/* =============================== TSELS =================================== */

/* TSELS bundle: BSTART(TSELS, dt), LB0 = 2, B.IOT mask, true, 1111, last,
 * ->T<128B>, B.IOR reg, zero, zero, ->zero, BSTOP. */
static void tsels_bundle(avs_prog *p, unsigned dt, unsigned mask_tile, unsigned true_tile, unsigned reg)
{
    avs_init(p);
    avs_w(p, avs_bstart(dt, S_TSELS));
    avs_w(p, avs_bdim(0, 0, 2));
    avs_w(p, avs_biot_ssd(mask_tile, true_tile, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    avs_w(p, avs_bior(reg, 0, 0, 0));
    avs_w(p, AVS_BSTOP);
}

/* PTO-AVS-TILE-TSELS-STATIC-001, TSELS/tile-static-tsels-contract-001.asl:
 * 0x03A -> TSELS, ExecuteTileSelectScalar, VEC. */
static void avs_tsels_static_001(void **state)
{
    (void)state;
    const op_info *op = op_of_selector(S_TSELS);
    assert_non_null(op);
    assert_int_not_equal(op->handler, H_NONE);
    sib_check_static(S_TSELS, "TSELS", H_SELS, 0);
}

/* PTO-AVS-TILE-TSELS-MASK-001, TSELS/tile-bound-tsels-mask-001.asl: E3M2 and
 * U4X2 are not TSELS types, U64 is.  FP32 tiles T#2 [10, 11] (true source)
 * with a predicate mask T#1 (128 B, 16 rows x Col 2, valid 1x2, bits
 * [1, 0]) and scalar 9 are legal: hand-derived result [10, 9].  The same
 * bundle with an ordinary FP32 tile [1, 0] as the mask is rejected.  The
 * AVS test's third tile is the destination, which the bundle allocates
 * (T#3). */
static void avs_tsels_mask_001(void **state)
{
    (void)state;
    const op_info *op = op_of_selector(S_TSELS);
    assert_false(op_type_supported(op, AVS_E3M2));
    assert_true(op_type_supported(op, AVS_U64));
    assert_false(op_type_supported(op, AVS_U4X2));
    for (int numeric_mask = 0; numeric_mask <= 1; numeric_mask++) {
        pto_machine *m = pto_create();
        avs_tile(m, 1, AVS_FP32, 128, 2, 1, 2, RM, ALL);
        avs_put(m, 1, 0, 0, 10);
        avs_put(m, 1, 0, 1, 11);
        if (numeric_mask) avs_tile(m, 0, AVS_FP32, 128, 2, 1, 2, RM, ALL);
        else avs_pred_tile(m, 0, 128, 16, 2, 1, 2, ALL);
        avs_put(m, 0, 0, 0, 1);
        avs_put(m, 0, 0, 1, 0);
        avs_gpr(m, 2, 9);
        avs_prog p;
        tsels_bundle(&p, AVS_FP32, 0, 1, 2);
        bstart_ok(m, &p);
        if (numeric_mask) {
            avs_run_to_fault(m, &p, p.n - 1, PTO_FAULT_TILE_LEGALITY);
            assert_false(pto_tile_allocated(m, 2));
        } else {
            avs_run_ok(m, &p);
            avs_expect(m, 2, 0, 0, 10, true);
            avs_expect(m, 2, 0, 1, 9, true);
        }
        pto_destroy(m);
    }
}

/* PTO-AVS-TILE-TSELS-BUNDLE-001, TSELS/tile-exec-tsels-bundle-001.asl:
 * predicate T#2 (128 B, 16 rows x Col 2, valid 1x2) bits [0, 1]; FP32 T#3
 * [10, 11]; GPR 3 = 99; BSTART 0x0BA19181, LB0 = 2, B.IOT T#2, T#3, 1111,
 * last, ->T<128B>, B.IOR RegSrc0 = 3.  Packed 0 selects the scalar, packed
 * 1 copies the true source: [99, 11] in T#1. */
static void avs_tsels_bundle_001(void **state)
{
    (void)state;
    assert_int_equal(avs_bstart(AVS_FP32, S_TSELS), 0x0BA19181u);
    pto_machine *m = pto_create();
    avs_pred_tile(m, 1, 128, 16, 2, 1, 2, ALL);
    avs_tile(m, 2, AVS_FP32, 128, 2, 1, 2, RM, ALL);
    avs_put(m, 1, 0, 0, 0);
    avs_put(m, 1, 0, 1, 1);
    avs_put(m, 2, 0, 0, 10);
    avs_put(m, 2, 0, 1, 11);
    avs_gpr(m, 3, 99);
    avs_prog p;
    tsels_bundle(&p, AVS_FP32, 1, 2, 3);
    bstart_ok(m, &p);
    avs_run_ok(m, &p);
    avs_expect(m, 0, 0, 0, 99, true);
    avs_expect(m, 0, 0, 1, 11, true);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TSELS-PACKED-001, TSELS/tile-exec-tsels-packed-001.asl: mask
 * T#1 bits [0, 1] (one byte), FP32 true source T#2 [x, 11], scalar 99 ->
 * [99, 11] in T#3.  The AVS test's element 0 is the XLEN carrier
 * 0x7FF8000000000001; an FP32 element holds its low 32 bits, 0x00000001
 * (it is not selected either way). */
static void avs_tsels_packed_001(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    avs_pred_tile(m, 0, 128, 16, 2, 1, 2, ALL);
    avs_tile(m, 1, AVS_FP32, 128, 2, 1, 2, RM, ALL);
    avs_put(m, 0, 0, 0, 0);
    avs_put(m, 0, 0, 1, 1);
    avs_put(m, 1, 0, 0, 0x00000001u);
    avs_put(m, 1, 0, 1, 11);
    avs_gpr(m, 2, 99);
    avs_prog p;
    tsels_bundle(&p, AVS_FP32, 0, 1, 2);
    bstart_ok(m, &p);
    avs_run_ok(m, &p);
    avs_expect(m, 2, 0, 0, 99, true);
    avs_expect(m, 2, 0, 1, 11, true);
    pto_destroy(m);
}

/* Hand-derived: TSELS copies exact encodings (an FP32 sNaN true element is
 * not quieted, no flag) and normalizes the scalar to W bits (U8 GPR 0x1AB
 * selects 0xAB). */
static void hand_tsels_raw(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    avs_pred_tile(m, 0, 128, 16, 2, 1, 2, ALL);
    avs_tile(m, 1, AVS_FP32, 128, 2, 1, 2, RM, ALL);
    avs_put(m, 0, 0, 0, 1);
    avs_put(m, 0, 0, 1, 0);
    avs_put(m, 1, 0, 0, 0x7F800001u);
    avs_put(m, 1, 0, 1, F32_ONE);
    avs_gpr(m, 2, 0x7FC00001u);
    avs_prog p;
    tsels_bundle(&p, AVS_FP32, 0, 1, 2);
    bstart_ok(m, &p);
    avs_run_ok(m, &p);
    avs_expect(m, 2, 0, 0, 0x7F800001u, true);
    avs_expect(m, 2, 0, 1, 0x7FC00001u, true);
    assert_int_equal(pto_flags(m), 0);
    pto_destroy(m);

    m = pto_create();
    avs_pred_tile(m, 0, 128, 64, 2, 1, 2, ALL);
    avs_tile(m, 1, AVS_U8, 128, 2, 1, 2, RM, ALL);
    avs_put(m, 0, 0, 0, 0);
    avs_put(m, 0, 0, 1, 1);
    avs_put(m, 1, 0, 0, 5);
    avs_put(m, 1, 0, 1, 6);
    avs_gpr(m, 2, 0x1AB);
    tsels_bundle(&p, AVS_U8, 0, 1, 2);
    bstart_ok(m, &p);
    avs_run_ok(m, &p);
    avs_expect(m, 2, 0, 0, 0xAB, true);
    avs_expect(m, 2, 0, 1, 6, true);
    pto_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(avs_tcmp_static_001),
        cmocka_unit_test(avs_tcmp_types_001),
        cmocka_unit_test(avs_tcmp_datr_001),
        cmocka_unit_test(avs_tcmp_modes_001),
        cmocka_unit_test(avs_tcmp_bundle_001),
        cmocka_unit_test(avs_tcmp_order_001),
        cmocka_unit_test(avs_tcmp_packed_001),
        cmocka_unit_test(avs_tcmp_capacity_001),
        cmocka_unit_test(avs_tcmp_schema_001),
        cmocka_unit_test(avs_tcmp_padding_001),
        cmocka_unit_test(avs_tsels_static_001),
        cmocka_unit_test(avs_tsels_mask_001),
        cmocka_unit_test(avs_tsels_bundle_001),
        cmocka_unit_test(avs_tsels_packed_001),
        cmocka_unit_test(hand_tsels_raw),
    };
    return cmocka_run_group_tests_name("avs_siblings_cmp", tests, NULL, NULL);
}
