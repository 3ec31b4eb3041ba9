/* Ports of the specification's AVS tests of TSEL (ExecuteTileSelect), TCI,
 * TTRI, TFILLPAD and TPARTADD/TPARTMUL/TPARTMAX/TPARTMIN (ExecuteTilePartial):
 * every file of tests/asl/tile/elementwise-tile-tile/logical/TSEL/,
 * tests/asl/tile/irregular-and-complex/initialization/{TCI,TTRI}/,
 * tests/asl/tile/irregular-and-complex/union/TPART{ADD,MUL,MAX,MIN}/ and
 * tests/asl/tile/layout-and-rearrangement/initialization/TFILLPAD/ in
 * pto-spec (33 files), and four model tests of the same operations
 * (PTO-AVS-BLOCK-TCI-SCHEMA-001, PTO-AVS-BLOCK-TTRI-SCHEMA-001,
 * PTO-AVS-BLOCK-TPART-SCHEMA-001, PTO-AVS-TILE-TESTTILEGENERATION-EXECUTION-001).
 *
 * Each test names the AVS id and file it ports; expected values are the
 * AVS test's, or hand-derived from the ASL where said.  The AVS tests call
 * the model's functions directly (TileOperandsLegal_X, the schema
 * predicates, the handlers) or run a bundle through
 * ExecuteBundleTileOperation; here every case is a complete bundle of
 * hand-encoded words run through the public API, so:
 *   - a legality predicate that is false is the TileLegality (or
 *     BundleControl, where the pipeline reaches that check first) fault of
 *     the commit, with the whole architectural state unchanged and nothing
 *     allocated; one that is true is a bundle that commits;
 *   - the destination is the one the bundle allocates (the lowest free slot
 *     of its hand), never a source, so the AVS alias cases run with a fresh
 *     destination and keep their sources;
 *   - ptosim derives a tile's physical row count from its capacity and Col;
 *     a tile the AVS test configures as "capacity, Rows r, Col c" is
 *     configured with that capacity and Col (the AVS tests pick the rows
 *     their capacity gives wherever the row count matters);
 *   - the model runs one PE fragment; a port runs on all four PEs (mask
 *     1111), or on the PE of the AVS mask, and checks every participating
 *     PE;
 *   - pto_check_invariants holds after every bundle and every fault.
 * Every execution test first steps the BSTART alone and fails if ptosim
 * reports the operation as not executable. */
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

#define ALL 0xFu
#define RM PTO_LAYOUT_ROW_MAJOR
#define CM PTO_LAYOUT_COL_MAJOR
#define N_(a) (sizeof(a) / sizeof((a)[0]))

enum { S_TSEL = 0x01A, S_TFILLPAD = 0x065, S_TCI = 0x066, S_TTRI = 0x067, S_TPARTADD = 0x071, S_TPARTMUL = 0x072,
       S_TPARTMAX = 0x073, S_TPARTMIN = 0x074 };
enum { PEM_PE3 = 4 }; /* PEMode 100: PE3 alone (mask 0001) */

/* Steps the BSTART at TPC 0 and asserts it opened the block. */
static void bstart_ok(pto_machine *m, const avs_prog *p)
{
    assert_int_equal(pto_tpc(m), 0);
    pto_status s = pto_step(m, p->code, p->len);
    if (s != PTO_OK) fail_msg("BSTART: %s: %s", pto_status_name(s), pto_last_error(m));
    assert_true(pto_block_active(m));
}

/* The BSTART alone, then the rest of p to its end; invariants after. */
static void run_ok(pto_machine *m, const avs_prog *p)
{
    assert_int_equal(pto_set_tpc(m, 0), PTO_OK);
    bstart_ok(m, p);
    avs_run_ok(m, p);
    avs_invariants(m);
    assert_false(pto_block_active(m));
}

/* Instruction k of p faults with kind, the state unchanged, nalloc tiles
 * still allocated, the invariants holding. */
static void run_fault(pto_machine *m, const avs_prog *p, unsigned k, pto_fault_kind kind, unsigned nalloc)
{
    assert_int_equal(pto_set_tpc(m, 0), PTO_OK);
    bstart_ok(m, p);
    uint32_t used = pto_capacity_in_use(m);
    avs_run_to_fault(m, p, k, kind);
    avs_invariants(m);
    assert_int_equal(avs_allocated_count(m), nalloc);
    assert_int_equal(pto_capacity_in_use(m), used);
}

static void run_reject(pto_machine *m, const avs_prog *p, unsigned nalloc)
{
    run_fault(m, p, p->n - 1, PTO_FAULT_TILE_LEGALITY, nalloc);
}

static void expect_no_fault(const pto_machine *m)
{
    pto_fault_info f;
    pto_fault(m, &f);
    assert_int_equal(f.kind, PTO_FAULT_NONE);
}

static pto_machine *machine(void)
{
    pto_machine *m = pto_create();
    assert_non_null(m);
    return m;
}

/* The static shape of an operation's row: selector -> name, handler, SFU
 * or VEC, the BSTART word decodes back, and a family record exists. */
static void static_case(unsigned sel, const char *name, unsigned handler, unsigned sfu)
{
    const op_info *op = op_of_selector(sel);
    assert_non_null(op);
    assert_int_not_equal(op->handler, H_NONE);
    sib_check_static(sel, name, handler, sfu);
}

/* ================================ TSEL ===================================== */

/* BSTART.VEC TSEL, dt  [B.DATR datr]  B.DIM LB0=vc  [LB2=cols]
 * B.IOT mk, st, 1111 (L=0)  B.IOT sf, 1111, last, ->T<128B>  [B.IOR ior]  BSTOP */
static void tsel_bundle(avs_prog *p, unsigned dt, uint32_t datr, unsigned vc, unsigned cols, unsigned mk, unsigned st,
                        unsigned sf, int ior)
{
    avs_init(p);
    avs_w(p, avs_bstart(dt, S_TSEL));
    if (datr) avs_w(p, datr);
    avs_w(p, avs_bdim(0, 0, vc));
    if (cols) avs_w(p, avs_bdim(2, 0, cols));
    avs_w(p, avs_biot_ss(mk, st, AVS_PEM_ALL, 0));
    avs_w(p, avs_biot_sd(sf, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    if (ior >= 0) avs_w(p, (uint32_t)ior);
    avs_w(p, AVS_BSTOP);
}

/* The sources of the TSEL-BUNDLE/SCHEMA tests: predicate T#2 (128 B, 16 x
 * Col 2, valid 1x2) bits [1, 0]; FP32 T#3 [10, 11] and T#4 [20, 21] (128 B,
 * Col 2, valid 1x2; 16 rows). */
static pto_machine *tsel_bundle_sources(unsigned false_dt)
{
    pto_machine *m = machine();
    avs_pred_tile(m, 1, 128, 16, 2, 1, 2, ALL);
    avs_tile(m, 2, AVS_FP32, 128, 2, 1, 2, RM, ALL);
    avs_tile(m, 3, false_dt, 128, 2, 1, 2, RM, ALL);
    avs_put(m, 1, 0, 0, 1);
    avs_put(m, 1, 0, 1, 0);
    avs_put(m, 2, 0, 0, 10);
    avs_put(m, 2, 0, 1, 11);
    avs_put(m, 3, 0, 0, 20);
    avs_put(m, 3, 0, 1, 21);
    return m;
}

/* PTO-AVS-TILE-TSEL-STATIC-001, TSEL/tile-static-tsel-contract-001.asl:
 * 0x01A -> TSEL, ExecuteTileSelect, VEC.  (The catalog's operation index
 * 22 and class are not modelled: ptosim indexes operations by selector.) */
static void avs_tsel_static_001(void **state)
{
    (void)state;
    static_case(S_TSEL, "TSEL", H_SEL, 0);
}

/* PTO-AVS-TILE-TSEL-DATR-001, TSEL/tile-bound-tsel-datr-001.asl: PadValue
 * (here Min) is applicable and selects numeric padding (the pad union is
 * PadValue), CMode 1 and RMode 1 are not: the commit faults TileLegality
 * (C9) with nothing allocated.  Sources as TSEL-PADDING-001 (FP32, valid
 * 1x1, Col 2), so the padding element (0,1) shows the PadValue: FP32 Min is
 * 0xFF7FFFFF (TilePadValueForDataType). */
static void avs_tsel_datr_001(void **state)
{
    (void)state;
    uint32_t words[3] = {avs_bdatr(0, AVS_PAD_MIN, 0, 0, 0, 0, 0), avs_bdatr(1, 0, 0, 0, 0, 0, 0),
                         avs_bdatr(0, 0, 0, 0, 0, 1, 0)};
    for (unsigned i = 0; i < 3; i++) {
        pto_machine *m = machine();
        avs_pred_tile(m, 0, 128, 16, 2, 1, 1, ALL);
        avs_tile(m, 1, AVS_FP32, 128, 2, 1, 1, RM, ALL);
        avs_tile(m, 2, AVS_FP32, 128, 2, 1, 1, RM, ALL);
        avs_put(m, 0, 0, 0, 1);
        avs_put(m, 1, 0, 0, 7);
        avs_put(m, 2, 0, 0, 9);
        avs_prog p;
        tsel_bundle(&p, AVS_FP32, words[i], 1, 2, 0, 1, 2, -1);
        if (i == 0) {
            run_ok(m, &p);
            avs_expect(m, 3, 0, 0, 7, true);
            avs_expect(m, 3, 0, 1, 0xFF7FFFFFu, true);
        } else {
            run_reject(m, &p, 3);
        }
        pto_destroy(m);
    }
}

/* PTO-AVS-TILE-TSEL-TYPES-001, TSEL/tile-bound-tsel-types-001.asl: the
 * sixteen VEC types are TSEL types (FP32 TF32 HF32 FP16 BF16 E4M3 E5M2 S32
 * S16 S8 U32 U16 U8 FP64 S64 U64); HiF8, E3M2, E2M3, E8M0, S4X2 and U4X2
 * are not.  Each accepted type runs a 1x1 TSEL (mask bit 1: the true
 * source's 5); each rejected one faults TileLegality at the commit. */
static void avs_tsel_types_001(void **state)
{
    (void)state;
    static const unsigned yes[16] = {AVS_FP32, AVS_TF32, AVS_HF32, AVS_FP16, AVS_BF16, AVS_E4M3, AVS_E5M2, AVS_S32,
                                     AVS_S16,  AVS_S8,   AVS_U32,  AVS_U16,  AVS_U8,   AVS_FP64, AVS_S64,  AVS_U64};
    static const unsigned no[6] = {AVS_HIF8, AVS_E3M2, AVS_E2M3, AVS_E8M0, AVS_S4X2, AVS_U4X2};
    const op_info *op = op_of_selector(S_TSEL);
    for (unsigned k = 0; k < 22; k++) {
        bool ok = k < 16;
        unsigned dt = ok ? yes[k] : no[k - 16];
        assert_int_equal(op_type_supported(op, dt), ok);
        unsigned bits = pto_dtype_bits(dt);
        uint32_t cols = 128u * 8u / bits / 16u; /* 16 rows, as the 16-row mask */
        pto_machine *m = machine();
        avs_pred_tile(m, 0, 16u * cols > 128u ? 16u * cols : 128u, 16, cols, 1, 1, ALL); /* Rows*Col <= capacity (D4) */
        avs_tile(m, 1, dt, 128, cols, 1, 1, RM, ALL);
        avs_tile(m, 2, dt, 128, cols, 1, 1, RM, ALL);
        avs_put(m, 0, 0, 0, 1);
        avs_put(m, 1, 0, 0, 5);
        avs_put(m, 2, 0, 0, 6);
        avs_prog p;
        tsel_bundle(&p, dt, 0, 1, cols, 0, 1, 2, -1);
        if (ok) {
            run_ok(m, &p);
            avs_expect(m, 3, 0, 0, 5, true);
        } else {
            run_reject(m, &p, 3);
        }
        pto_destroy(m);
    }
}

/* PTO-AVS-TILE-TSEL-BUNDLE-001, TSEL/tile-exec-tsel-bundle-001.asl: BSTART
 * 0x09A19181 (TSEL FP32), LB0 = 2, B.IOT T#2, T#3, 1111 (not last), B.IOT
 * T#4, 1111, last, ->T<128B>: the numeric destination T#1 holds [10, 21]
 * (bit 1 -> true source, bit 0 -> false source), the mask keeps its bits. */
static void avs_tsel_bundle_001(void **state)
{
    (void)state;
    assert_int_equal(avs_bstart(AVS_FP32, S_TSEL), 0x09A19181u);
    pto_machine *m = tsel_bundle_sources(AVS_FP32);
    avs_prog p;
    tsel_bundle(&p, AVS_FP32, 0, 2, 0, 1, 2, 3, -1);
    run_ok(m, &p);
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, 0, &d), PTO_OK);
    assert_int_equal(d.kind, PTO_TILE_NUMERIC);
    avs_expect(m, 0, 0, 0, 10, true);
    avs_expect(m, 0, 0, 1, 21, true);
    avs_expect(m, 1, 0, 0, 1, true);
    avs_expect(m, 1, 0, 1, 0, true);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TSEL-EXACT-001, TSEL/tile-exec-tsel-exact-001.asl: mask bit
 * 1 selects the FP32 signalling NaN 0x7F800123 bit for bit, and the sticky
 * status stays 00100 (OF): the AVS test writes CORE_STATE[36:32] directly,
 * here the machine's flag word is set the same way (simulator control).
 * Tiles: predicate T#1 (128 B, 32 x Col 1, valid 1x1), FP32 T#2, T#3
 * (128 B, Col 1, valid 1x1); the destination is T#4, as in the AVS test. */
static void avs_tsel_exact_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_pred_tile(m, 0, 128, 32, 1, 1, 1, ALL);
    avs_tile(m, 1, AVS_FP32, 128, 1, 1, 1, RM, ALL);
    avs_tile(m, 2, AVS_FP32, 128, 1, 1, 1, RM, ALL);
    avs_put(m, 0, 0, 0, 1);
    avs_put(m, 1, 0, 0, 0x7F800123u);
    avs_put(m, 2, 0, 0, 0x3F800000u);
    m->flags = PTO_FLAG_OF;
    avs_prog p;
    tsel_bundle(&p, AVS_FP32, 0, 1, 0, 0, 1, 2, -1);
    run_ok(m, &p);
    avs_expect(m, 3, 0, 0, 0x7F800123u, true);
    assert_int_equal(pto_flags(m), PTO_FLAG_OF);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TSEL-MASK-ZERO-001, TSEL/tile-exec-tsel-mask-zero-001.asl:
 * BSTART TSEL FP32, then B.IOT T#2, T#3 and B.IOT T#4, last, ->T<128B>, both
 * with PE_MASK 0000, no B.DIM and none of the tiles configured: the bundle
 * commits as a strict no-op (no fault, nothing allocated, no state
 * change but the closed block and TPC). */
static void avs_tsel_mask_zero_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_prog p;
    avs_init(&p);
    avs_w(&p, 0x09A19181u);
    avs_w(&p, avs_biot_ss(1, 2, AVS_PEM_NONE, 0));
    avs_w(&p, avs_biot_sd(3, AVS_PEM_NONE, 1, AVS_HAND_T, 1));
    avs_w(&p, AVS_BSTOP);
    snapshot before, after;
    snapshot_take(m, &before);
    run_ok(m, &p);
    expect_no_fault(m);
    assert_int_equal(avs_allocated_count(m), 0);
    snapshot_take(m, &after);
    assert_true(snapshot_equal(&before, &after));
    snapshot_free(&before);
    snapshot_free(&after);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TSEL-PACKED-001, TSEL/tile-exec-tsel-packed-001.asl:
 * predicate T#1 (128 B, 16 x Col 8, valid 1x4) bits [1, 0, 1, 0] (column
 * mod 2 == 0), U8 T#2 [10..13], T#3 [20..23] (128 B, Col 8, valid 1x4):
 * [10, 21, 12, 23].  The AVS test writes the result over the true source
 * (ExecuteTileSelect(1, 0, 1, 2)); a bundle's destination is a fresh T#4,
 * and both sources keep their values. */
static void avs_tsel_packed_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_pred_tile(m, 0, 128, 16, 8, 1, 4, ALL);
    avs_tile(m, 1, AVS_U8, 128, 8, 1, 4, RM, ALL);
    avs_tile(m, 2, AVS_U8, 128, 8, 1, 4, RM, ALL);
    for (unsigned c = 0; c < 4; c++) {
        avs_put(m, 0, 0, c, c % 2 == 0);
        avs_put(m, 1, 0, c, 10 + c);
        avs_put(m, 2, 0, c, 20 + c);
    }
    avs_prog p;
    tsel_bundle(&p, AVS_U8, 0, 4, 8, 0, 1, 2, -1);
    run_ok(m, &p);
    static const uint64_t want[4] = {10, 21, 12, 23};
    for (unsigned c = 0; c < 4; c++) {
        avs_expect(m, 3, 0, c, want[c], true);
        avs_expect(m, 1, 0, c, 10 + c, true);
        avs_expect(m, 2, 0, c, 20 + c, true);
    }
    pto_destroy(m);
}

/* PTO-AVS-TILE-TSEL-MASK-001, TSEL/tile-fault-tsel-mask-001.asl: an
 * ordinary U8 tile T#1 (128 B, Col 8, valid 1x2) [0, 1] is not a legal
 * mask: TileLegality, nothing allocated; the same tile reconfigured as a
 * predicate (128 B, 16 x Col 8, valid 1x2) with bits [0, 1] is legal.
 * Sources U8 T#2 [1, 2], T#3 [3, 4]; hand-derived result [3, 2]. */
static void avs_tsel_mask_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 0, AVS_U8, 128, 8, 1, 2, RM, ALL);
    avs_tile(m, 1, AVS_U8, 128, 8, 1, 2, RM, ALL);
    avs_tile(m, 2, AVS_U8, 128, 8, 1, 2, RM, ALL);
    avs_put(m, 0, 0, 0, 0);
    avs_put(m, 0, 0, 1, 1);
    avs_put(m, 1, 0, 0, 1);
    avs_put(m, 1, 0, 1, 2);
    avs_put(m, 2, 0, 0, 3);
    avs_put(m, 2, 0, 1, 4);
    avs_prog p;
    tsel_bundle(&p, AVS_U8, 0, 2, 8, 0, 1, 2, -1);
    run_reject(m, &p, 3);
    pto_recover(m);
    assert_int_equal(pto_tile_release(m, 0), PTO_OK);
    avs_pred_tile(m, 0, 128, 16, 8, 1, 2, ALL);
    avs_put(m, 0, 0, 0, 0);
    avs_put(m, 0, 0, 1, 1);
    run_ok(m, &p);
    avs_expect(m, 3, 0, 0, 3, true);
    avs_expect(m, 3, 0, 1, 2, true);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TSEL-SCHEMA-001, TSEL/tile-fault-tsel-schema-001.asl: the
 * canonical two-binding schema of TSEL-BUNDLE-001 passes (the bundle
 * commits); it fails
 *   - with early termination: the first B.IOT carries L, so the second
 *     B.IOT comes after a closed binding stream and faults BundleControl at
 *     itself (the AVS test sets L on the first binding directly);
 *   - with a scalar input: the AVS binding (RegSrc0 = GPR1) is a nonzero
 *     B.IOR slot TSEL does not consume, which a bundle meets first at C7
 *     (BundleControl); an all-zero B.IOR reaches the closed schema, which
 *     rejects any B.IOR (TileLegality);
 *   - with a U32 false source: TileLegality.
 * Every failure leaves the state unchanged and allocates nothing. */
static void avs_tsel_schema_001(void **state)
{
    (void)state;
    pto_machine *m = tsel_bundle_sources(AVS_FP32);
    avs_prog p;
    tsel_bundle(&p, AVS_FP32, 0, 2, 0, 1, 2, 3, -1);
    run_ok(m, &p);
    avs_expect(m, 0, 0, 0, 10, true);
    pto_destroy(m);

    m = tsel_bundle_sources(AVS_FP32);
    avs_init(&p);
    avs_w(&p, 0x09A19181u);
    avs_w(&p, avs_bdim(0, 0, 2));
    avs_w(&p, avs_biot_ss(1, 2, AVS_PEM_ALL, 1));
    unsigned second = avs_w(&p, avs_biot_sd(3, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    avs_w(&p, AVS_BSTOP);
    run_fault(m, &p, second, PTO_FAULT_BUNDLE_CONTROL, 3);
    pto_destroy(m);

    m = tsel_bundle_sources(AVS_FP32);
    tsel_bundle(&p, AVS_FP32, 0, 2, 0, 1, 2, 3, (int)avs_bior(1, 0, 0, 0));
    run_fault(m, &p, p.n - 1, PTO_FAULT_BUNDLE_CONTROL, 3);
    pto_destroy(m);
    m = tsel_bundle_sources(AVS_FP32);
    tsel_bundle(&p, AVS_FP32, 0, 2, 0, 1, 2, 3, (int)avs_bior(0, 0, 0, 0));
    run_reject(m, &p, 3);
    pto_destroy(m);

    m = tsel_bundle_sources(AVS_U32);
    tsel_bundle(&p, AVS_FP32, 0, 2, 0, 1, 2, 3, -1);
    run_reject(m, &p, 3);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TSEL-PADDING-001, TSEL/tile-state-tsel-padding-001.asl:
 * predicate T#1 (128 B, 16 x Col 2, valid 1x1) bit 1, FP32 T#2 [7], T#3
 * [9] (128 B, Col 2, valid 1x1).  With B.DATR PadValue Min the padding
 * element (0,1) is defined and holds FP32 Min (0xFF7FFFFF); without B.DATR
 * (Null) it stays undefined.  The AVS test's B.DATR also names DataType
 * FP32; in a bundle a nonzero DataType is not applicable to TSEL, and the
 * encoded 0 keeps the BSTART type (decisions D14). */
static void avs_tsel_padding_001(void **state)
{
    (void)state;
    for (int with_datr = 1; with_datr >= 0; with_datr--) {
        pto_machine *m = machine();
        avs_pred_tile(m, 0, 128, 16, 2, 1, 1, ALL);
        avs_tile(m, 1, AVS_FP32, 128, 2, 1, 1, RM, ALL);
        avs_tile(m, 2, AVS_FP32, 128, 2, 1, 1, RM, ALL);
        avs_put(m, 0, 0, 0, 1);
        avs_put(m, 1, 0, 0, 7);
        avs_put(m, 2, 0, 0, 9);
        avs_prog p;
        tsel_bundle(&p, AVS_FP32, with_datr ? avs_bdatr_pad(AVS_PAD_MIN) : 0, 1, 2, 0, 1, 2, -1);
        run_ok(m, &p);
        avs_expect(m, 3, 0, 0, 7, true);
        if (with_datr) avs_expect(m, 3, 0, 1, 0xFF7FFFFFu, true);
        else avs_expect_defined(m, 3, 0, 1, false);
        pto_destroy(m);
    }
}

/* ================================ TCI ====================================== */

/* BSTART.SFU TCI, dt  B.DIM LB0=vc  [LB1=vr]  [LB2=cols]  [B.IOR rs0, rs1]
 * B.IOT pemode, last, ->T<128B>  BSTOP */
static void gen_bundle(avs_prog *p, unsigned sel, unsigned dt, uint32_t datr, unsigned vc, unsigned vr, unsigned cols,
                       int rs0, unsigned rs1, unsigned pemode)
{
    avs_init(p);
    avs_w(p, avs_bstart(dt, sel));
    if (datr) avs_w(p, datr);
    avs_w(p, avs_bdim(0, 0, vc));
    if (vr) avs_w(p, avs_bdim(1, 0, vr));
    if (cols) avs_w(p, avs_bdim(2, 0, cols));
    if (rs0 >= 0) avs_w(p, avs_bior((unsigned)rs0, rs1, 0, 0));
    avs_w(p, avs_biot_d(pemode, 1, AVS_HAND_T, 1));
    avs_w(p, AVS_BSTOP);
}

/* PTO-AVS-TILE-TCI-STATIC-001, TCI/tile-static-tci-contract-001.asl: 0x066
 * -> TCI, SFU. */
static void avs_tci_static_001(void **state)
{
    (void)state;
    static_case(S_TCI, "TCI", H_TCI, 1);
}

/* PTO-AVS-TILE-TCI-SHAPE-001, TCI/tile-bound-tci-shape-001.asl: a one-row
 * row-major U16 destination (128 B, Col 2, valid 1x2) is legal; two valid
 * rows, U8, and a column-major destination are not.  A bundle's
 * destination takes the block's shape, type and layout, so: LB0 = 2
 * commits a 1x2 U16 tile; LB1 = 2 is refused by the closed schema (C10);
 * a U8 block by its type rule (C10); a column-major destination needs
 * B.DATR Layout ND2DN, which TCI does not take (C9).  Each refusal is
 * TileLegality with nothing allocated. */
static void avs_tci_shape_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_prog p;
    gen_bundle(&p, S_TCI, AVS_U16, 0, 2, 0, 0, -1, 0, AVS_PEM_ALL);
    run_ok(m, &p);
    avs_expect_desc(m, 0, PTO_TILE_NUMERIC, AVS_U16, 128, 32, 2, 1, 2, ALL);
    pto_destroy(m);
    const struct { unsigned dt; uint32_t datr; unsigned vr; } bad[3] = {
        {AVS_U16, 0, 2}, {AVS_U8, 0, 0}, {AVS_U16, avs_bdatr(0, 0, 0, 0, 0, 0, 1), 0}};
    for (unsigned i = 0; i < 3; i++) {
        m = machine();
        gen_bundle(&p, S_TCI, bad[i].dt, bad[i].datr, 2, bad[i].vr, 0, -1, 0, AVS_PEM_ALL);
        run_reject(m, &p, 0);
        pto_destroy(m);
    }
}

/* PTO-AVS-TILE-TCI-BUNDLE-001, TCI/tile-exec-tci-bundle-001.asl: TCI U16
 * (DataType 26), LB0 = 2, B.IOT 1111, last, ->T<128B>, no B.IOR: the
 * destination is U16 1x2 holding [0, 1] (start 0, ascending) and the
 * padding element (1,0) is undefined. */
static void avs_tci_bundle_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_prog p;
    gen_bundle(&p, S_TCI, AVS_U16, 0, 2, 0, 0, -1, 0, AVS_PEM_ALL);
    run_ok(m, &p);
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, 0, &d), PTO_OK);
    assert_int_equal(d.dtype, AVS_U16);
    assert_int_equal(d.valid_rows, 1);
    assert_int_equal(d.valid_cols, 2);
    avs_expect(m, 0, 0, 0, 0, true);
    avs_expect(m, 0, 0, 1, 1, true);
    avs_expect_defined(m, 0, 1, 0, false);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TCI-WRAP-001, TCI/tile-exec-tci-wrap-001.asl: start = all
 * ones (a0), U16 1x2 (128 B, Col 2): ascending wraps to [0xFFFF, 0],
 * descending gives [0xFFFF, 0xFFFE].  Direction in a1 (0, then 1). */
static void avs_tci_wrap_001(void **state)
{
    (void)state;
    static const uint64_t want[2][2] = {{0xFFFF, 0}, {0xFFFF, 0xFFFE}};
    for (unsigned down = 0; down < 2; down++) {
        pto_machine *m = machine();
        avs_gpr(m, 2, UINT64_MAX);
        avs_gpr(m, 3, down);
        avs_prog p;
        gen_bundle(&p, S_TCI, AVS_U16, 0, 2, 0, 0, 2, 3, AVS_PEM_ALL);
        run_ok(m, &p);
        avs_expect(m, 0, 0, 0, want[down][0], true);
        avs_expect(m, 0, 0, 1, want[down][1], true);
        pto_destroy(m);
    }
}

/* PTO-AVS-TILE-TCI-DIRECTION-001, TCI/tile-fault-tci-direction-001.asl:
 * GPR 2 = 2, B.IOR RegSrc0 = zero, RegSrc1 = GPR 2 (the direction), TCI
 * U16 LB0 = 2: TileLegality at the commit, no destination allocated. */
static void avs_tci_direction_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_gpr(m, 2, 2);
    avs_prog p;
    gen_bundle(&p, S_TCI, AVS_U16, 0, 2, 0, 0, 0, 2, AVS_PEM_ALL);
    run_reject(m, &p, 0);
    assert_false(pto_tile_allocated(m, 0));
    pto_destroy(m);
}

/* ================================ TTRI ===================================== */

/* PTO-AVS-TILE-TTRI-STATIC-001, TTRI/tile-static-ttri-contract-001.asl:
 * 0x067 -> TTRI, SFU. */
static void avs_ttri_static_001(void **state)
{
    (void)state;
    static_case(S_TTRI, "TTRI", H_TTRI, 1);
}

/* PTO-AVS-TILE-TTRI-SHAPE-001, TTRI/tile-bound-ttri-shape-001.asl: an FP16
 * row-major 2x3 destination (128 B, Col 4) is legal; U8 and column-major
 * are not (as TCI-SHAPE-001: a U8 block fails the type rule at C10, a
 * column-major destination needs a B.DATR Layout TTRI does not take, C9). */
static void avs_ttri_shape_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_prog p;
    gen_bundle(&p, S_TTRI, AVS_FP16, 0, 3, 2, 4, -1, 0, AVS_PEM_ALL);
    run_ok(m, &p);
    avs_expect_desc(m, 0, PTO_TILE_NUMERIC, AVS_FP16, 128, 16, 4, 2, 3, ALL);
    pto_destroy(m);
    m = machine();
    gen_bundle(&p, S_TTRI, AVS_U8, 0, 3, 2, 4, -1, 0, AVS_PEM_ALL);
    run_reject(m, &p, 0);
    pto_destroy(m);
    m = machine();
    gen_bundle(&p, S_TTRI, AVS_FP16, avs_bdatr(0, 0, 0, 0, 0, 0, 1), 3, 2, 4, -1, 0, AVS_PEM_ALL);
    run_reject(m, &p, 0);
    pto_destroy(m);
}

/* The default lower triangle of a 2x3 FP16 tile (diagonal 0): 1.0 (0x3C00)
 * where c <= r: row 0 [1, 0, 0], row 1 [1, 1, 0]; the padding element
 * (0,3) undefined. */
static void expect_lower_2x3(const pto_machine *m, unsigned idx)
{
    static const uint64_t want[2][3] = {{0x3C00, 0, 0}, {0x3C00, 0x3C00, 0}};
    for (unsigned r = 0; r < 2; r++)
        for (unsigned c = 0; c < 3; c++) avs_expect(m, idx, r, c, want[r][c], true);
    avs_expect_defined(m, idx, 0, 3, false);
}

/* PTO-AVS-TILE-TTRI-BUNDLE-001, TTRI/tile-exec-ttri-bundle-001.asl: TTRI
 * FP16, LB0 = 3, LB1 = 2, LB2 = 4, no B.IOR: an FP16 2x3 destination with
 * (0,0) = 0x3C00, (0,1) = 0, (1,1) = 0x3C00 (and, hand-derived, the rest
 * of the lower triangle) and the padding (0,3) undefined. */
static void avs_ttri_bundle_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_prog p;
    gen_bundle(&p, S_TTRI, AVS_FP16, 0, 3, 2, 4, -1, 0, AVS_PEM_ALL);
    run_ok(m, &p);
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, 0, &d), PTO_OK);
    assert_int_equal(d.dtype, AVS_FP16);
    assert_int_equal(d.valid_rows, 2);
    assert_int_equal(d.valid_cols, 3);
    expect_lower_2x3(m, 0);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TTRI-EDGE-001, TTRI/tile-exec-ttri-edge-001.asl: diagonal
 * -65535 (a0, two's complement) on an FP16 2x3 tile (128 B, Col 4): the
 * lower triangle is all zero, the upper all 0x3C00 (no wrap in c <= r + d). */
static void avs_ttri_edge_001(void **state)
{
    (void)state;
    for (unsigned upper = 0; upper < 2; upper++) {
        pto_machine *m = machine();
        avs_gpr(m, 2, (uint64_t)-65535);
        avs_gpr(m, 3, upper);
        avs_prog p;
        gen_bundle(&p, S_TTRI, AVS_FP16, 0, 3, 2, 4, 2, 3, AVS_PEM_ALL);
        run_ok(m, &p);
        for (unsigned r = 0; r < 2; r++)
            for (unsigned c = 0; c < 3; c++) avs_expect(m, 0, r, c, upper ? 0x3C00 : 0, true);
        pto_destroy(m);
    }
}

/* PTO-AVS-TILE-TTRI-TYPED-001, TTRI/tile-exec-ttri-typed-001.asl: the lower
 * FP16 triangle with diagonal 0 (B.IOR a0 = 0, a1 = 0 given explicitly):
 * (0,0) 0x3C00, (0,1) 0, (1,0) 0x3C00, (1,1) 0x3C00, (1,2) 0, padding (0,3)
 * undefined. */
static void avs_ttri_typed_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_prog p;
    gen_bundle(&p, S_TTRI, AVS_FP16, 0, 3, 2, 4, 2, 3, AVS_PEM_ALL);
    run_ok(m, &p);
    expect_lower_2x3(m, 0);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TTRI-ORIENT-001, TTRI/tile-fault-ttri-orient-001.asl: GPR 2
 * = 2 as the orientation (RegSrc1), TTRI FP16 LB0 = 3, LB1 = 2, LB2 = 4:
 * TileLegality, no destination. */
static void avs_ttri_orient_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_gpr(m, 2, 2);
    avs_prog p;
    gen_bundle(&p, S_TTRI, AVS_FP16, 0, 3, 2, 4, 0, 2, AVS_PEM_ALL);
    run_reject(m, &p, 0);
    pto_destroy(m);
}

/* PTO-AVS-BLOCK-TCI-SCHEMA-001, generation-schema/block-bound-tci-schema-001.asl:
 * TCI takes S32, S16, U32, U16 and not BF16, S8, U8, FP64; the U16
 * destination-only schema with LB0 = 2 is legal, and illegal once LB1 = 2
 * (TileLegality, nothing allocated). */
static void avs_block_tci_schema_001(void **state)
{
    (void)state;
    static const unsigned yes[4] = {AVS_S32, AVS_S16, AVS_U32, AVS_U16}, no[4] = {AVS_BF16, AVS_S8, AVS_U8, AVS_FP64};
    const op_info *op = op_of_selector(S_TCI);
    avs_prog p;
    for (unsigned i = 0; i < 8; i++) {
        unsigned dt = i < 4 ? yes[i] : no[i - 4];
        assert_int_equal(op_type_supported(op, dt), i < 4);
        pto_machine *m = machine();
        gen_bundle(&p, S_TCI, dt, 0, 2, 0, 0, -1, 0, AVS_PEM_ALL);
        if (i < 4) run_ok(m, &p);
        else run_reject(m, &p, 0);
        pto_destroy(m);
    }
    pto_machine *m = machine();
    gen_bundle(&p, S_TCI, AVS_U16, 0, 2, 2, 0, -1, 0, AVS_PEM_ALL);
    run_reject(m, &p, 0);
    pto_destroy(m);
}

/* PTO-AVS-BLOCK-TTRI-SCHEMA-001, generation-schema/block-bound-ttri-schema-001.asl:
 * TTRI takes FP32, FP16, S32, S16, U32, U16 and not BF16, S8, U8, FP64; the
 * FP16 schema LB0 = 3, LB1 = 2, LB2 = 4 is legal, and illegal with LB2 = 2
 * below ValidCol. */
static void avs_block_ttri_schema_001(void **state)
{
    (void)state;
    static const unsigned dts[10] = {AVS_FP32, AVS_FP16, AVS_S32, AVS_S16, AVS_U32,
                                     AVS_U16,  AVS_BF16, AVS_S8,  AVS_U8,  AVS_FP64};
    const op_info *op = op_of_selector(S_TTRI);
    avs_prog p;
    for (unsigned i = 0; i < 10; i++) {
        assert_int_equal(op_type_supported(op, dts[i]), i < 6);
        pto_machine *m = machine();
        gen_bundle(&p, S_TTRI, dts[i], 0, 3, 2, 4, -1, 0, AVS_PEM_ALL);
        if (i < 6) run_ok(m, &p);
        else run_reject(m, &p, 0);
        pto_destroy(m);
    }
    pto_machine *m = machine();
    gen_bundle(&p, S_TTRI, AVS_FP16, 0, 3, 2, 2, -1, 0, AVS_PEM_ALL);
    run_reject(m, &p, 0);
    pto_destroy(m);
}

/* ============================== TFILLPAD =================================== */

/* PTO-AVS-TILE-TFILLPAD-STATIC-001, TFILLPAD/tile-static-tfillpad-contract-001.asl:
 * 0x065 -> TFILLPAD, SFU. */
static void avs_tfillpad_static_001(void **state)
{
    (void)state;
    static_case(S_TFILLPAD, "TFILLPAD", H_TFILLPAD, 1);
}

/* PTO-AVS-TILE-TFILLPAD-SCALAR-001, TFILLPAD/tile-exec-tfillpad-scalar-001.asl:
 * source U8 T#2 (128 B, Col 4, valid 1x2) [1, 2]; destination U8 128 B,
 * Col 4, valid 2x3 (LB0 = 3, LB1 = 2; Col from the source, the generic
 * destination shape); fill GPR a0 = 0x1AA, of which the low 8 bits 0xAA
 * are written.  (0,0) = 1, (0,2) = 0xAA, (1,1) = 0xAA, and the last
 * physical element (31,3) is defined; hand-derived from TFILLPAD: (0,1) =
 * 2 and every other physical element 0xAA, all defined. */
static void avs_tfillpad_scalar_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 1, AVS_U8, 128, 4, 1, 2, RM, ALL);
    avs_put(m, 1, 0, 0, 1);
    avs_put(m, 1, 0, 1, 2);
    avs_gpr(m, 2, 0x1AA);
    avs_prog p;
    avs_init(&p);
    avs_w(&p, avs_bstart(AVS_U8, S_TFILLPAD));
    avs_w(&p, avs_bdim(0, 0, 3));
    avs_w(&p, avs_bdim(1, 0, 2));
    avs_w(&p, avs_biot_sd(1, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    avs_w(&p, avs_bior(2, 0, 0, 0));
    avs_w(&p, AVS_BSTOP);
    run_ok(m, &p);
    avs_expect_desc(m, 0, PTO_TILE_NUMERIC, AVS_U8, 128, 32, 4, 2, 3, ALL);
    avs_expect(m, 0, 0, 0, 1, true);
    avs_expect(m, 0, 0, 2, 0xAA, true);
    avs_expect(m, 0, 1, 1, 0xAA, true);
    avs_expect_defined(m, 0, 31, 3, true);
    for (unsigned r = 0; r < 32; r++)
        for (unsigned c = 0; c < 4; c++) avs_expect(m, 0, r, c, r == 0 && c < 2 ? 1 + c : 0xAA, true);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TESTTILEGENERATION-EXECUTION-001,
 * generation/tile-exec-generation-operations-001.asl: TCI U32 start 5
 * ascending over 1x4 -> (0,0) = 5, (0,3) = 8; TTRI lower, diagonal 0, on a
 * 2x2 U32 tile (256 B, Col 2) -> (0,0) 1, (0,1) 0, (1,1) 1; TFILLPAD of
 * that tile into U32 512 B, Col 4, valid 3x3 with fill 9 -> (0,0) 1, (0,1)
 * 0, (2,2) 9.  Each step is a bundle; the TTRI result (T#2) is the
 * TFILLPAD source. */
static void avs_testtilegeneration_execution_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_gpr(m, 2, 5);
    avs_gpr(m, 3, 0);
    avs_prog p;
    avs_init(&p);
    avs_w(&p, avs_bstart(AVS_U32, S_TCI));
    avs_w(&p, avs_bdim(0, 0, 4));
    avs_w(&p, avs_bior(2, 3, 0, 0));
    avs_w(&p, avs_biot_d(AVS_PEM_ALL, 1, AVS_HAND_T, 2));
    avs_w(&p, AVS_BSTOP);
    run_ok(m, &p);
    avs_expect(m, 0, 0, 0, 5, true);
    avs_expect(m, 0, 0, 3, 8, true);

    avs_init(&p);
    avs_w(&p, avs_bstart(AVS_U32, S_TTRI));
    avs_w(&p, avs_bdim(0, 0, 2));
    avs_w(&p, avs_bdim(1, 0, 2));
    avs_w(&p, avs_biot_d(AVS_PEM_ALL, 1, AVS_HAND_T, 2));
    avs_w(&p, AVS_BSTOP);
    run_ok(m, &p);
    avs_expect(m, 1, 0, 0, 1, true);
    avs_expect(m, 1, 0, 1, 0, true);
    avs_expect(m, 1, 1, 1, 1, true);

    avs_gpr(m, 2, 9);
    avs_init(&p);
    avs_w(&p, avs_bstart(AVS_U32, S_TFILLPAD));
    avs_w(&p, avs_bdim(0, 0, 3));
    avs_w(&p, avs_bdim(1, 0, 3));
    avs_w(&p, avs_bdim(2, 0, 4));
    avs_w(&p, avs_biot_sd(1, AVS_PEM_ALL, 1, AVS_HAND_T, 3));
    avs_w(&p, avs_bior(2, 0, 0, 0));
    avs_w(&p, AVS_BSTOP);
    run_ok(m, &p);
    avs_expect(m, 2, 0, 0, 1, true);
    avs_expect(m, 2, 0, 1, 0, true);
    avs_expect(m, 2, 2, 2, 9, true);
    pto_destroy(m);
}

/* ============================ TPARTADD etc. ================================ */

/* BSTART.SFU sel, dt  B.DIM LB0=vc  [LB2=cols]  B.IOT l, r, pemode, last,
 * ->T<128B>  BSTOP */
static void part_bundle(avs_prog *p, unsigned sel, unsigned dt, uint32_t datr, unsigned vc, unsigned cols, unsigned l,
                        unsigned r, unsigned pemode)
{
    avs_init(p);
    avs_w(p, avs_bstart(dt, sel));
    if (datr) avs_w(p, datr);
    avs_w(p, avs_bdim(0, 0, vc));
    if (cols) avs_w(p, avs_bdim(2, 0, cols));
    avs_w(p, avs_biot_ssd(l, r, pemode, 1, AVS_HAND_T, 1));
    avs_w(p, AVS_BSTOP);
}

static void avs_tpartadd_static_001(void **state)
{
    (void)state; /* PTO-AVS-TILE-TPARTADD-STATIC-001, TPARTADD/tile-static-tpartadd-contract-001.asl */
    static_case(S_TPARTADD, "TPARTADD", H_PARTIAL, 1);
    assert_int_equal(op_of_selector(S_TPARTADD)->eop, E_ADD);
}
static void avs_tpartmul_static_001(void **state)
{
    (void)state; /* PTO-AVS-TILE-TPARTMUL-STATIC-001, TPARTMUL/tile-static-tpartmul-contract-001.asl */
    static_case(S_TPARTMUL, "TPARTMUL", H_PARTIAL, 1);
    assert_int_equal(op_of_selector(S_TPARTMUL)->eop, E_MUL);
}
static void avs_tpartmax_static_001(void **state)
{
    (void)state; /* PTO-AVS-TILE-TPARTMAX-STATIC-001, TPARTMAX/tile-static-tpartmax-contract-001.asl */
    static_case(S_TPARTMAX, "TPARTMAX", H_PARTIAL, 1);
    assert_int_equal(op_of_selector(S_TPARTMAX)->eop, E_MAX);
}
static void avs_tpartmin_static_001(void **state)
{
    (void)state; /* PTO-AVS-TILE-TPARTMIN-STATIC-001, TPARTMIN/tile-static-tpartmin-contract-001.asl */
    static_case(S_TPARTMIN, "TPARTMIN", H_PARTIAL, 1);
    assert_int_equal(op_of_selector(S_TPARTMIN)->eop, E_MIN);
}

/* The sources of TPARTADD-BUNDLE-001 and TPART-SCHEMA-001: S16 M#1 (128 B,
 * Col 4, valid 1x3) and M#2 (128 B, Col 2, valid 1x2), on all four PEs. */
static pto_machine *tpart_m_sources(const uint64_t l[3], const uint64_t r[2])
{
    pto_machine *m = machine();
    avs_tile(m, 32, AVS_S16, 128, 4, 1, 3, RM, ALL);
    avs_tile(m, 33, AVS_S16, 128, 2, 1, 2, RM, ALL);
    for (unsigned c = 0; c < 3; c++) avs_put(m, 32, 0, c, l[c]);
    for (unsigned c = 0; c < 2; c++) avs_put(m, 33, 0, c, r[c]);
    return m;
}

/* PTO-AVS-TILE-TPARTADD-BUNDLE-001, TPARTADD/tile-exec-tpartadd-bundle-001.asl:
 * TPARTADD S16 (DataType 18), LB0 = 3, LB2 = 4, B.IOT M#1, M#2, PE_MASK
 * 0001 (PE3), last, ->T<128B>, BSTOP: T#1 = [1+3, 2+4, 7] = [4, 6, 7] on
 * PE3 (the overlap added, the left source's tail copied), no fault. */
static void avs_tpartadd_bundle_001(void **state)
{
    (void)state;
    static const uint64_t l[3] = {1, 2, 7}, r[2] = {3, 4};
    pto_machine *m = tpart_m_sources(l, r);
    avs_prog p;
    part_bundle(&p, S_TPARTADD, AVS_S16, 0, 3, 4, 32, 33, PEM_PE3);
    run_ok(m, &p);
    expect_no_fault(m);
    avs_expect_desc(m, 0, PTO_TILE_NUMERIC, AVS_S16, 128, 16, 4, 1, 3, 0x1);
    avs_expect(m, 0, 0, 0, 4, true);
    avs_expect(m, 0, 0, 1, 6, true);
    avs_expect(m, 0, 0, 2, 7, true);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TPARTADD-OVERLAP-001, TPARTADD/tile-exec-tpartadd-overlap-001.asl:
 * S16 left U#6 (128 B, Col 4, valid 1x3) [1, 2, 7], right U#7 (128 B, Col
 * 2, valid 1x2) [3, 4]; ExecuteTilePartial(ADD) into a 1x3 destination
 * (128 B, Col 4): [4, 6, 7].  The bundle gives only LB0 = 3: the
 * destination's Col comes from the first source (the generic destination
 * shape of ResolveBundleTileDestinations), so it has the AVS test's
 * descriptor 128 B, 16 rows x Col 4, valid 1x3. */
static void avs_tpartadd_overlap_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 21, AVS_S16, 128, 4, 1, 3, RM, ALL);
    avs_tile(m, 22, AVS_S16, 128, 2, 1, 2, RM, ALL);
    static const uint64_t l[3] = {1, 2, 7}, r[2] = {3, 4};
    for (unsigned c = 0; c < 3; c++) avs_put(m, 21, 0, c, l[c]);
    for (unsigned c = 0; c < 2; c++) avs_put(m, 22, 0, c, r[c]);
    avs_prog p;
    part_bundle(&p, S_TPARTADD, AVS_S16, 0, 3, 0, 21, 22, AVS_PEM_ALL);
    run_ok(m, &p);
    avs_expect_desc(m, 0, PTO_TILE_NUMERIC, AVS_S16, 128, 16, 4, 1, 3, ALL);
    avs_expect(m, 0, 0, 0, 4, true);
    avs_expect(m, 0, 0, 1, 6, true);
    avs_expect(m, 0, 0, 2, 7, true);
    pto_destroy(m);
}

/* The one-element sources of TPARTMAX-U8-001 and TPARTMIN-S8-001: left U#6
 * (128 B, Col 4, valid 1x1) = a, right U#7 (128 B, Col 2, valid 1x1) = b;
 * LB0 = 1, the destination Col 4 from the left source. */
static void tpart_one(unsigned sel, unsigned dt, uint64_t a, uint64_t b, uint64_t want)
{
    pto_machine *m = machine();
    avs_tile(m, 21, dt, 128, 4, 1, 1, RM, ALL);
    avs_tile(m, 22, dt, 128, 2, 1, 1, RM, ALL);
    avs_put(m, 21, 0, 0, a);
    avs_put(m, 22, 0, 0, b);
    avs_prog p;
    part_bundle(&p, sel, dt, 0, 1, 0, 21, 22, AVS_PEM_ALL);
    run_ok(m, &p);
    avs_expect_desc(m, 0, PTO_TILE_NUMERIC, dt, 128, 32, 4, 1, 1, ALL);
    avs_expect(m, 0, 0, 0, want, true);
    assert_int_equal(pto_flags(m), 0);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TPARTMAX-U8-001, TPARTMAX/tile-exec-tpartmax-unsigned-001.asl:
 * U8 max(250, 5) = 250 (unsigned order). */
static void avs_tpartmax_u8_001(void **state)
{
    (void)state;
    tpart_one(S_TPARTMAX, AVS_U8, 250, 5, 250);
}

/* PTO-AVS-TILE-TPARTMIN-S8-001, TPARTMIN/tile-exec-tpartmin-signed-001.asl:
 * S8 min(0xFF, 1) = 0xFF (-1 < 1, signed order; the model's Word carrier
 * is the sign-extended all-ones, the 8-bit element 0xFF). */
static void avs_tpartmin_s8_001(void **state)
{
    (void)state;
    tpart_one(S_TPARTMIN, AVS_S8, 0xFF, 1, 0xFF);
}

/* PTO-AVS-TILE-TPARTMUL-DTYPE-001, TPARTMUL/tile-bound-tpartmul-dtype-001.asl:
 * S8 and U8 are TPARTADD, TPARTMAX, TPARTMIN and TPARTMUL types; S16 and
 * U16 are TPARTMUL types.  Each pairing runs a 1x1 bundle (hand-derived
 * results of 3 OP 2: 5, 6, 3, 2). */
static void avs_tpartmul_dtype_001(void **state)
{
    (void)state;
    static const unsigned sels[4] = {S_TPARTADD, S_TPARTMAX, S_TPARTMIN, S_TPARTMUL};
    static const uint64_t want[4] = {5, 3, 2, 6};
    static const unsigned dts[4] = {AVS_S8, AVS_U8, AVS_S16, AVS_U16};
    for (unsigned i = 0; i < 4; i++)
        for (unsigned d = 0; d < 4; d++) {
            if (d >= 2 && sels[i] != S_TPARTMUL) continue;
            assert_true(op_type_supported(op_of_selector(sels[i]), dts[d]));
            pto_machine *m = machine();
            unsigned cols = 128u * 8u / pto_dtype_bits(dts[d]) / 32u;
            avs_tile(m, 21, dts[d], 128, cols, 1, 1, RM, ALL);
            avs_tile(m, 22, dts[d], 128, cols, 1, 1, RM, ALL);
            avs_put(m, 21, 0, 0, 3);
            avs_put(m, 22, 0, 0, 2);
            avs_prog p;
            part_bundle(&p, sels[i], dts[d], 0, 1, 0, 21, 22, AVS_PEM_ALL);
            run_ok(m, &p);
            avs_expect(m, 0, 0, 0, want[i], true);
            pto_destroy(m);
        }
}

/* PTO-AVS-TILE-TPARTMUL-WRAP-001, TPARTMUL/tile-exec-tpartmul-wrap-001.asl:
 * U8 left (128 B, Col 4, valid 1x2) [16, 9], right (128 B, Col 2, valid
 * 1x1) [16]: 16 * 16 wraps to 0 in the overlap, the left tail 9 is copied:
 * [0, 9]. */
static void avs_tpartmul_wrap_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 21, AVS_U8, 128, 4, 1, 2, RM, ALL);
    avs_tile(m, 22, AVS_U8, 128, 2, 1, 1, RM, ALL);
    avs_put(m, 21, 0, 0, 16);
    avs_put(m, 21, 0, 1, 9);
    avs_put(m, 22, 0, 0, 16);
    avs_prog p;
    part_bundle(&p, S_TPARTMUL, AVS_U8, 0, 2, 0, 21, 22, AVS_PEM_ALL);
    run_ok(m, &p);
    avs_expect(m, 0, 0, 0, 0, true);
    avs_expect(m, 0, 0, 1, 9, true);
    pto_destroy(m);
}

/* PTO-AVS-BLOCK-TPART-SCHEMA-001, partial-schema/block-bound-tpart-schema-001.asl:
 * the sources of TPARTADD-BUNDLE-001 ([0, 1, 2] and [0, 1]) with LB0 = 3,
 * LB2 = 4, mask 0001: legal (the bundle commits; hand-derived [0, 2, 2]);
 * the same bundle with an all-zero B.DATR is rejected (TileLegality,
 * nothing allocated). */
static void avs_block_tpart_schema_001(void **state)
{
    (void)state;
    static const uint64_t l[3] = {0, 1, 2}, r[2] = {0, 1};
    pto_machine *m = tpart_m_sources(l, r);
    avs_prog p;
    part_bundle(&p, S_TPARTADD, AVS_S16, 0, 3, 4, 32, 33, PEM_PE3);
    run_ok(m, &p);
    avs_expect(m, 0, 0, 0, 0, true);
    avs_expect(m, 0, 0, 1, 2, true);
    avs_expect(m, 0, 0, 2, 2, true);
    pto_destroy(m);
    m = tpart_m_sources(l, r);
    part_bundle(&p, S_TPARTADD, AVS_S16, avs_bdatr(0, 0, 0, 0, 0, 0, 0), 3, 4, 32, 33, PEM_PE3);
    run_reject(m, &p, 2);
    pto_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(avs_tsel_static_001),
        cmocka_unit_test(avs_tsel_datr_001),
        cmocka_unit_test(avs_tsel_types_001),
        cmocka_unit_test(avs_tsel_bundle_001),
        cmocka_unit_test(avs_tsel_exact_001),
        cmocka_unit_test(avs_tsel_mask_zero_001),
        cmocka_unit_test(avs_tsel_packed_001),
        cmocka_unit_test(avs_tsel_mask_001),
        cmocka_unit_test(avs_tsel_schema_001),
        cmocka_unit_test(avs_tsel_padding_001),
        cmocka_unit_test(avs_tci_static_001),
        cmocka_unit_test(avs_tci_shape_001),
        cmocka_unit_test(avs_tci_bundle_001),
        cmocka_unit_test(avs_tci_wrap_001),
        cmocka_unit_test(avs_tci_direction_001),
        cmocka_unit_test(avs_ttri_static_001),
        cmocka_unit_test(avs_ttri_shape_001),
        cmocka_unit_test(avs_ttri_bundle_001),
        cmocka_unit_test(avs_ttri_edge_001),
        cmocka_unit_test(avs_ttri_typed_001),
        cmocka_unit_test(avs_ttri_orient_001),
        cmocka_unit_test(avs_block_tci_schema_001),
        cmocka_unit_test(avs_block_ttri_schema_001),
        cmocka_unit_test(avs_tfillpad_static_001),
        cmocka_unit_test(avs_tfillpad_scalar_001),
        cmocka_unit_test(avs_testtilegeneration_execution_001),
        cmocka_unit_test(avs_tpartadd_static_001),
        cmocka_unit_test(avs_tpartmul_static_001),
        cmocka_unit_test(avs_tpartmax_static_001),
        cmocka_unit_test(avs_tpartmin_static_001),
        cmocka_unit_test(avs_tpartadd_bundle_001),
        cmocka_unit_test(avs_tpartadd_overlap_001),
        cmocka_unit_test(avs_tpartmax_u8_001),
        cmocka_unit_test(avs_tpartmin_s8_001),
        cmocka_unit_test(avs_tpartmul_dtype_001),
        cmocka_unit_test(avs_tpartmul_wrap_001),
        cmocka_unit_test(avs_block_tpart_schema_001),
    };
    return cmocka_run_group_tests_name("avs_generate", tests, NULL, NULL);
}
