/* Ports of the specification's AVS tests of the VEC operations of
 * ExecuteTileUnary: TABS, TNOT, TNEG and TRELU
 * (tests/asl/tile/elementwise-tile-tile/logical/{TABS,TNOT,TNEG,TRELU}/ in
 * pto-spec, 64 files).
 *
 * Each test names the AVS id and file it ports; expected values are the
 * AVS test's (a few hand-derived extras say so).  The AVS tests configure
 * tiles and call the model's contract functions
 * (InstructionContractOperandsLegal_X, InstructionContractExecute_X,
 * ExecuteTileUnary, TileOperationDATRFieldsLegal) or run a bundle through
 * ExecuteBundleTileOperation; here every case runs as a complete bundle of
 * hand-encoded words through the public API:
 *
 *   BSTART.VEC op, dt  [B.DATR]  B.DIM LB0=ValidCol  [B.DIM LB2=Col]
 *   B.IOT src, mask=1111, last, ->T<128B>  BSTOP
 *
 * The source is configured as simulator control (tile 0, T#1, unless the
 * AVS test uses T#2); the destination is the one the bundle allocates (the
 * lowest free T slot) and every PE of mask 1111 must show the result.
 * Shape adaptations: ptosim derives the physical row count from capacity
 * and Col, so a tile the AVS test configures as "128 B, Rows r, Col c" has
 * 128 / (c * W/8) rows here; the valid region and Col are the AVS test's.
 * An operand legality failure is the TileLegality fault of the commit
 * (BSTOP) with the destination rolled back; an AVS "destination stays
 * undefined" is "no destination tile and the whole state unchanged".  A
 * B.IOT destination is always a fresh tile, so the AVS alias cases (the
 * destination is the source) run with a fresh destination: the result is
 * the one computed from the original source element, which stays as it
 * was.  The invariants (pto_check_invariants) are checked after every
 * bundle and every fault. */
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
#define N_(a) (sizeof(a) / sizeof((a)[0]))

enum { S_TABS = 0x00F, S_TNOT = 0x010, S_TNEG = 0x011, S_TRELU = 0x017 };

/* Source tile 0 (T#1): dt, 128 B, Col cols, valid 1 x n, row 0 = a (a NULL
 * leaves it unwritten). */
static pto_machine *source(pto_profile prof, unsigned dt, unsigned cols, const uint64_t *a, unsigned n)
{
    pto_machine *m = pto_create();
    assert_non_null(m);
    assert_int_equal(pto_set_profile(m, prof), PTO_OK);
    avs_tile(m, 0, dt, 128, cols, 1, n, RM, ALL);
    if (a) sib_row(m, 0, a, n);
    return m;
}

/* Runs sel over row a (n elements, Col cols) under prof and checks the
 * destination row (tile 1), the untouched source, the recorded flags and
 * the invariants. */
static void unary_case_p(pto_profile prof, unsigned sel, unsigned dt, unsigned cols, const uint64_t *a, unsigned n,
                         const uint64_t *want, unsigned flags)
{
    pto_machine *m = source(prof, dt, cols, a, n);
    avs_prog p;
    sib_scalar(&p, sel, dt, 0, n, cols, SIB_NONE, SIB_NO_IOR);
    avs_run_ok(m, &p);
    avs_invariants(m);
    sib_expect_row(m, 1, want, n);
    sib_expect_row(m, 0, a, n);
    assert_int_equal(pto_flags(m), flags);
    assert_false(pto_block_active(m));
    pto_destroy(m);
}

/* Both profiles give the same result for these operations. */
static void unary_case(unsigned sel, unsigned dt, const uint64_t *a, unsigned n, const uint64_t *want, unsigned flags)
{
    unary_case_p(PTO_PROFILE_IEEE, sel, dt, n, a, n, want, flags);
    unary_case_p(PTO_PROFILE_V0, sel, dt, n, a, n, want, flags);
}

/* Steps p to its instruction k and expects a fault of that kind there, with
 * the whole state unchanged (avs_run_to_fault), nothing allocated beyond
 * the nalloc tiles of the set-up, and the invariants holding. */
static void expect_fault(pto_machine *m, const avs_prog *p, unsigned k, pto_fault_kind kind, unsigned nalloc)
{
    avs_run_to_fault(m, p, k, kind);
    avs_invariants(m);
    assert_int_equal(avs_allocated_count(m), nalloc);
}

/* The bundle over a 1 x n source at tile 0 must fail at the commit with
 * TileLegality, state unchanged, no destination. */
static void unary_reject(unsigned sel, unsigned dt, unsigned cols, const uint64_t *a, unsigned n)
{
    pto_machine *m = source(PTO_PROFILE_IEEE, dt, cols, a, n);
    avs_prog p;
    sib_scalar(&p, sel, dt, 0, n, cols, SIB_NONE, SIB_NO_IOR);
    expect_fault(m, &p, p.n - 1, PTO_FAULT_TILE_LEGALITY, 1);
    assert_false(pto_tile_allocated(m, 1));
    pto_destroy(m);
}

/* ---- shared shapes of the per-operation AVS tests -------------------------- */

/* STATIC: selector -> name, ExecuteTileUnary, VEC; a closed schema and the
 * operation's type set.  (The catalog's operation index and class are not
 * modelled: ptosim indexes operations by selector.) */
static void static_case(unsigned sel, const char *name, unsigned types)
{
    sib_check_static(sel, name, H_UNARY, 0);
    const op_info *op = op_of_selector(sel);
    assert_int_equal(op->closed, 1);
    assert_int_equal(op->types, types);
}

/* DATR: B.DATR with PadValue Max is applicable (U64 source 1x1 = 3 with Col 2:
 * the result and an all-ones defined padding element); CMode 1 or Sat set is
 * TileLegality at the commit (C9), nothing allocated. */
static void datr_case(unsigned sel, uint64_t want)
{
    uint64_t a = 3;
    pto_machine *m = source(PTO_PROFILE_IEEE, AVS_U64, 2, &a, 1);
    avs_prog p;
    sib_scalar(&p, sel, AVS_U64, 0, 1, 2, avs_bdatr(0, AVS_PAD_MAX, 0, 0, 0, 0, 0), SIB_NO_IOR);
    avs_run_ok(m, &p);
    avs_invariants(m);
    avs_expect(m, 1, 0, 0, want, true);
    avs_expect(m, 1, 0, 1, UINT64_MAX, true);
    pto_destroy(m);
    static const struct { unsigned cmode, sat; } bad[2] = {{1, 0}, {0, 1}};
    for (unsigned i = 0; i < 2; i++) {
        m = source(PTO_PROFILE_IEEE, AVS_U64, 2, &a, 1);
        sib_scalar(&p, sel, AVS_U64, 0, 1, 2, avs_bdatr(bad[i].cmode, 0, bad[i].sat, 0, 0, 0, 0), SIB_NO_IOR);
        expect_fault(m, &p, p.n - 1, PTO_FAULT_TILE_LEGALITY, 1);
        pto_destroy(m);
    }
}

/* DEFINED: dt 128 B Col 1 valid 1x1, never written: rejected, no
 * destination. */
static void defined_case(unsigned sel, unsigned dt) { unary_reject(sel, dt, 1, NULL, 1); }

/* ENCODING: a TF32 source 0x3F800001 (a nonzero discarded fraction bit) is
 * rejected before any destination effect. */
static void encoding_case(unsigned sel)
{
    uint64_t a = 0x3F800001u;
    unary_reject(sel, AVS_TF32, 1, &a, 1);
}

/* LAYOUT: a column-major source (128 B, Col 8, valid 1x1) holding v is
 * rejected with no destination.  (The bundle's destination is always
 * row-major; the AVS test makes both column-major: either mismatch is the
 * same TileLegality.) */
static void layout_case(unsigned sel, unsigned dt, uint64_t v)
{
    pto_machine *m = pto_create();
    avs_tile(m, 0, dt, 128, 8, 1, 1, PTO_LAYOUT_COL_MAJOR, ALL);
    avs_put(m, 0, 0, 0, v);
    avs_prog p;
    sib_scalar(&p, sel, dt, 0, 1, 8, SIB_NONE, SIB_NO_IOR);
    expect_fault(m, &p, p.n - 1, PTO_FAULT_TILE_LEGALITY, 1);
    assert_false(pto_tile_allocated(m, 1));
    avs_expect(m, 0, 0, 0, v, true);
    pto_destroy(m);
}

/* SHAPE: source 128 B Col 8 valid 1x1 holding v, destination Col 4 (LB2 = 4):
 * the physical column counts differ, rejected with no destination. */
static void shape_case(unsigned sel, unsigned dt, uint64_t v)
{
    pto_machine *m = source(PTO_PROFILE_IEEE, dt, 8, &v, 1);
    avs_prog p;
    sib_scalar(&p, sel, dt, 0, 1, 4, SIB_NONE, SIB_NO_IOR);
    expect_fault(m, &p, p.n - 1, PTO_FAULT_TILE_LEGALITY, 1);
    assert_false(pto_tile_allocated(m, 1));
    pto_destroy(m);
}

/* DEFAULTS: source T#2 (tile 1) U64 128 B Col 2 valid 1x2 = [3, 7];
 * BSTART word, B.DIM LB0=2 only, B.IOT T#2, 1111, last, ->T<128B>.  The
 * destination T#1 (tile 0) has ValidRow 1, ValidCol 2, Col 2 (and, hand
 * derived, the values want). */
static void defaults_case(uint32_t bstart, const uint64_t *want)
{
    pto_machine *m = pto_create();
    avs_tile(m, 1, AVS_U64, 128, 2, 1, 2, RM, ALL);
    uint64_t a[2] = {3, 7};
    sib_row(m, 1, a, 2);
    avs_prog p;
    avs_init(&p);
    avs_w(&p, bstart);
    avs_w(&p, avs_bdim(0, 0, 2));
    avs_w(&p, avs_biot_sd(1, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    avs_w(&p, AVS_BSTOP);
    avs_run_ok(m, &p);
    avs_invariants(m);
    avs_expect_desc(m, 0, PTO_TILE_NUMERIC, AVS_U64, 128, 8, 2, 1, 2, ALL);
    sib_expect_row(m, 0, want, 2);
    sib_expect_row(m, 1, a, 2);
    pto_destroy(m);
}

/* MASK-ZERO: BSTART, then a B.IOT with PEMode 0 (SrcTile0 = 63, L = 1,
 * funct3 101: the word 0x03F85013), then BSTOP.  The zero-mask record
 * completes as a strict no-op: no fault, no tile, block closed. */
static void mask_zero_case(uint32_t bstart)
{
    pto_machine *m = pto_create();
    avs_prog p;
    avs_init(&p);
    avs_w(&p, bstart);
    assert_int_equal(avs_biot_raw(0, 63, 1, 0, 5, 0, 0), 0x03F85013u);
    avs_w(&p, 0x03F85013u);
    avs_w(&p, AVS_BSTOP);
    avs_run_ok(m, &p);
    avs_invariants(m);
    pto_fault_info f;
    pto_fault(m, &f);
    assert_int_equal(f.kind, PTO_FAULT_NONE);
    assert_int_equal(avs_allocated_count(m), 0);
    assert_false(pto_block_active(m));
    pto_destroy(m);
}

/* CAPACITY: source T#2 (tile 1) U64 256 B Col 32 valid 1x17 = 0..16; BSTART,
 * LB0 = 17, LB2 = 32, ->T<128B>: 32 U64 columns do not fit one 128-byte row,
 * TileAllocation at the commit, nothing allocated, the source intact. */
static void capacity_case(uint32_t bstart)
{
    pto_machine *m = pto_create();
    avs_tile(m, 1, AVS_U64, 256, 32, 1, 17, RM, ALL);
    uint64_t a[17];
    for (unsigned c = 0; c < 17; c++) a[c] = c;
    sib_row(m, 1, a, 17);
    avs_prog p;
    avs_init(&p);
    avs_w(&p, bstart);
    avs_w(&p, avs_bdim(0, 0, 17));
    avs_w(&p, avs_bdim(2, 0, 32));
    avs_w(&p, avs_biot_sd(1, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    unsigned stop = avs_w(&p, AVS_BSTOP);
    expect_fault(m, &p, stop, PTO_FAULT_TILE_ALLOCATION, 1);
    assert_false(pto_tile_allocated(m, 0));
    sib_expect_row(m, 1, a, 17);
    pto_destroy(m);
}

/* LB0: source T#2 U64 128 B Col 2 valid 1x2 with only (0,0) = 3 written;
 * BSTART and B.IOT without any B.DIM: TileLegality at the commit (C10, the
 * closed schema needs LB0), nothing allocated, the source keeps 3. */
static void missing_lb0_case(uint32_t bstart)
{
    pto_machine *m = pto_create();
    avs_tile(m, 1, AVS_U64, 128, 2, 1, 2, RM, ALL);
    avs_put(m, 1, 0, 0, 3);
    avs_prog p;
    avs_init(&p);
    avs_w(&p, bstart);
    avs_w(&p, avs_biot_sd(1, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    unsigned stop = avs_w(&p, AVS_BSTOP);
    expect_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY, 1);
    assert_false(pto_tile_allocated(m, 0));
    avs_expect(m, 1, 0, 0, 3, true);
    pto_destroy(m);
}

/* SCHEMA: source T#2 U64 Col 1 valid 1x1 = 3; LB0 = 1; the binding is split
 * over two B.IOT records, "T#2, 1111" (not last) and "1111, last,
 * ->T<128B>": the closed schema wants one terminal binding, TileLegality at
 * the commit, nothing allocated, T#2 keeps 3. */
static void split_schema_case(uint32_t bstart)
{
    pto_machine *m = pto_create();
    avs_tile(m, 1, AVS_U64, 128, 1, 1, 1, RM, ALL);
    avs_put(m, 1, 0, 0, 3);
    avs_prog p;
    avs_init(&p);
    avs_w(&p, bstart);
    avs_w(&p, avs_bdim(0, 0, 1));
    avs_w(&p, avs_biot_s(1, AVS_PEM_ALL, 0));
    avs_w(&p, avs_biot_d(AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    unsigned stop = avs_w(&p, AVS_BSTOP);
    expect_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY, 1);
    assert_false(pto_tile_allocated(m, 0));
    avs_expect(m, 1, 0, 0, 3, true);
    pto_destroy(m);
}

/* PADDING: U64 source 128 B Col 2 valid 1x1 = a; LB0 = 1, LB2 = 2.  B.DATR
 * PadValue Max defines every padding element as all ones; without a B.DATR
 * the padding stays undefined.  The valid element is op(a). */
static void padding_case(unsigned sel, uint64_t a, uint64_t want)
{
    for (int max = 1; max >= 0; max--) {
        pto_machine *m = source(PTO_PROFILE_IEEE, AVS_U64, 2, &a, 1);
        avs_prog p;
        sib_scalar(&p, sel, AVS_U64, 0, 1, 2, max ? avs_bdatr_pad(AVS_PAD_MAX) : SIB_NONE, SIB_NO_IOR);
        avs_run_ok(m, &p);
        avs_invariants(m);
        avs_expect_desc(m, 1, PTO_TILE_NUMERIC, AVS_U64, 128, 8, 2, 1, 1, ALL);
        avs_expect(m, 1, 0, 0, want, true);
        for (uint32_t r = 0; r < 8; r++)
            for (uint32_t c = 0; c < 2; c++) {
                if (r == 0 && c == 0) continue;
                if (max) avs_expect(m, 1, r, c, UINT64_MAX, true);
                else avs_expect_defined(m, 1, r, c, false);
            }
        pto_destroy(m);
    }
}

/* TYPES: every type of yes[] is in the operation's set and a one-element
 * bundle over a[i] gives want[i]; every type of no[] is outside the set and
 * its bundle (over the value 1) is rejected. */
static void types_case(unsigned sel, const unsigned *yes, const uint64_t *a, const uint64_t *want, unsigned nyes,
                       const unsigned *no, unsigned nno)
{
    const op_info *op = op_of_selector(sel);
    for (unsigned i = 0; i < nyes; i++) assert_true(op_type_supported(op, yes[i]));
    for (unsigned i = 0; i < nno; i++) assert_false(op_type_supported(op, no[i]));
    for (unsigned i = 0; i < nyes; i++) unary_case(sel, yes[i], &a[i], 1, &want[i], 0);
    uint64_t one = 1;
    for (unsigned i = 0; i < nno; i++) unary_reject(sel, no[i], 1, &one, 1);
}

/* The sixteen arithmetic types (TileVecArithmeticDataTypeSupported). */
static const unsigned vec16[16] = {AVS_FP32, AVS_FP16, AVS_BF16, AVS_FP64, AVS_TF32, AVS_HF32, AVS_E4M3, AVS_E5M2,
                                   AVS_S64,  AVS_S32,  AVS_S16,  AVS_S8,   AVS_U64,  AVS_U32,  AVS_U16,  AVS_U8};
/* A value per vec16 type: -1.0 in the floats (0xBF800000, 0xBC00, 0xBF80,
 * 0xBFF0000000000000, TF32/HF32 as FP32, E4M3 0xB8, E5M2 0xBC), -1 in the
 * signed and 1 in the unsigned integers. */
static const uint64_t vec16_val[16] = {0xBF800000u, 0xBC00u, 0xBF80u, 0xBFF0000000000000ull, 0xBF800000u,
                                       0xBF800000u, 0xB8u,   0xBCu,   UINT64_MAX, 0xFFFFFFFFu, 0xFFFFu, 0xFFu,
                                       1, 1, 1, 1};

/* =============================== TABS ==================================== */

/* PTO-AVS-TILE-TABS-STATIC-001, TABS/tile-static-tabs-contract-001.asl:
 * 0x00F -> TABS, ExecuteTileUnary, VEC. */
static void avs_tabs_static_001(void **state)
{
    (void)state;
    static_case(S_TABS, "TABS", TS_VEC16);
}

/* PTO-AVS-TILE-TABS-TYPES-001, TABS/tile-bound-tabs-types-001.asl: the
 * sixteen arithmetic types pass (FP32, FP16, BF16, FP64, S32 and U8 named),
 * HiF8 and U4X2 are rejected.  Hand-derived values: |-1| in every type (the
 * float sign bit cleared, 1 for the signed integers, 1 unchanged for the
 * unsigned ones). */
static void avs_tabs_types_001(void **state)
{
    (void)state;
    static const uint64_t want[16] = {0x3F800000u, 0x3C00u, 0x3F80u, 0x3FF0000000000000ull, 0x3F800000u,
                                      0x3F800000u, 0x38u,   0x3Cu,   1, 1, 1, 1, 1, 1, 1, 1};
    static const unsigned no[2] = {AVS_HIF8, AVS_U4X2};
    types_case(S_TABS, vec16, vec16_val, want, 16, no, 2);
}

/* PTO-AVS-TILE-TABS-DATR-001, TABS/tile-bound-tabs-datr-001.asl: PadValue
 * applicable, CMode and Sat rejected.  |3| = 3 (U64). */
static void avs_tabs_datr_001(void **state)
{
    (void)state;
    datr_case(S_TABS, 3);
}

/* PTO-AVS-TILE-TABS-DEFINED-001, TABS/tile-bound-tabs-defined-001.asl: an
 * undefined S8 source. */
static void avs_tabs_defined_001(void **state)
{
    (void)state;
    defined_case(S_TABS, AVS_S8);
}

/* PTO-AVS-TILE-TABS-ENCODING-001, TABS/tile-bound-tabs-encoding-001.asl. */
static void avs_tabs_encoding_001(void **state)
{
    (void)state;
    encoding_case(S_TABS);
}

/* PTO-AVS-TILE-TABS-LAYOUT-001, TABS/tile-bound-tabs-layout-001.asl: S8
 * column-major source holding 0xFF. */
static void avs_tabs_layout_001(void **state)
{
    (void)state;
    layout_case(S_TABS, AVS_S8, 0xFF);
}

/* PTO-AVS-TILE-TABS-SHAPE-001, TABS/tile-bound-tabs-shape-001.asl: S8 0xFF,
 * Col 8 against Col 4. */
static void avs_tabs_shape_001(void **state)
{
    (void)state;
    shape_case(S_TABS, AVS_S8, 0xFF);
}

/* PTO-AVS-TILE-TABS-ALIAS-001, TABS/tile-exec-tabs-alias-001.asl: S8 0xFF
 * (-1) gives 1 computed from the original element. */
static void avs_tabs_alias_001(void **state)
{
    (void)state;
    uint64_t a = 0xFF, w = 1;
    unary_case(S_TABS, AVS_S8, &a, 1, &w, 0);
}

/* PTO-AVS-TILE-TABS-BF16-DECODED-001, TABS/tile-exec-tabs-bf16-decoded-001.asl:
 * the BSTART word with DataType 5 (BF16), Mode 0, Function 0x0F is
 * 0x28F19181; source T#2 BF16 128 B Col 1 valid 1x1 = 0xBF80 (-1.0), LB0 = 1,
 * B.IOT T#2, 1111, last, ->T<128B>: the destination T#1 is BF16 and holds
 * 0x3F80 (+1.0). */
static void avs_tabs_bf16_decoded_001(void **state)
{
    (void)state;
    assert_int_equal(avs_bstart(AVS_BF16, S_TABS), 0x28F19181u);
    pto_machine *m = pto_create();
    avs_tile(m, 1, AVS_BF16, 128, 1, 1, 1, RM, ALL);
    avs_put(m, 1, 0, 0, 0xBF80u);
    avs_prog p;
    avs_init(&p);
    avs_w(&p, 0x28F19181u);
    avs_w(&p, avs_bdim(0, 0, 1));
    avs_w(&p, avs_biot_sd(1, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    avs_w(&p, AVS_BSTOP);
    avs_run_ok(m, &p);
    avs_invariants(m);
    avs_expect_desc(m, 0, PTO_TILE_NUMERIC, AVS_BF16, 128, 64, 1, 1, 1, ALL);
    avs_expect(m, 0, 0, 0, 0x3F80u, true);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TABS-DEFAULTS-001, TABS/tile-exec-tabs-defaults-001.asl:
 * BSTART 0xC0F19181 (TABS, U64); unsigned values are unchanged. */
static void avs_tabs_defaults_001(void **state)
{
    (void)state;
    assert_int_equal(avs_bstart(AVS_U64, S_TABS), 0xC0F19181u);
    static const uint64_t want[2] = {3, 7};
    defaults_case(0xC0F19181u, want);
}

/* PTO-AVS-TILE-TABS-FLOAT-001, TABS/tile-exec-tabs-float-001.asl: FP32
 * 0xFF800001 (a negative signalling NaN) gives 0x7F800001, the same
 * payload, and no status flag. */
static void avs_tabs_float_001(void **state)
{
    (void)state;
    uint64_t a = 0xFF800001u, w = 0x7F800001u;
    unary_case(S_TABS, AVS_FP32, &a, 1, &w, 0);
}

/* PTO-AVS-TILE-TABS-MASK-ZERO-001, TABS/tile-exec-tabs-mask-zero-001.asl. */
static void avs_tabs_mask_zero_001(void **state)
{
    (void)state;
    mask_zero_case(0xC0F19181u);
}

/* PTO-AVS-TILE-TABS-WIDTH-001, TABS/tile-exec-tabs-width-001.asl: S8 0xFF
 * gives the zero-extended 1. */
static void avs_tabs_width_001(void **state)
{
    (void)state;
    uint64_t a = 0xFF, w = 1;
    unary_case(S_TABS, AVS_S8, &a, 1, &w, 0);
}

/* PTO-AVS-TILE-TABS-CAPACITY-001, TABS/tile-fault-tabs-capacity-001.asl. */
static void avs_tabs_capacity_001(void **state)
{
    (void)state;
    capacity_case(0xC0F19181u);
}

/* PTO-AVS-TILE-TABS-LB0-001, TABS/tile-fault-tabs-lb0-001.asl. */
static void avs_tabs_lb0_001(void **state)
{
    (void)state;
    missing_lb0_case(0xC0F19181u);
}

/* PTO-AVS-TILE-TABS-SCHEMA-001, TABS/tile-fault-tabs-schema-001.asl. */
static void avs_tabs_schema_001(void **state)
{
    (void)state;
    split_schema_case(0xC0F19181u);
}

/* PTO-AVS-TILE-TABS-PADDING-001, TABS/tile-state-tabs-padding-001.asl: U64
 * |7| = 7. */
static void avs_tabs_padding_001(void **state)
{
    (void)state;
    padding_case(S_TABS, 7, 7);
}

/* =============================== TNOT ==================================== */

/* PTO-AVS-TILE-TNOT-STATIC-001, TNOT/tile-static-tnot-contract-001.asl:
 * 0x010 -> TNOT, ExecuteTileUnary, VEC. */
static void avs_tnot_static_001(void **state)
{
    (void)state;
    static_case(S_TNOT, "TNOT", TS_INT8);
}

/* PTO-AVS-TILE-TNOT-TYPES-001, TNOT/tile-bound-tnot-types-001.asl: exactly
 * the eight integer types; FP32 and U4X2 are rejected.  Hand-derived:
 * NOT 0x5A gives ~0x5A in the element width. */
static void avs_tnot_types_001(void **state)
{
    (void)state;
    static const unsigned yes[8] = {AVS_S32, AVS_S16, AVS_S8, AVS_U32, AVS_U16, AVS_U8, AVS_S64, AVS_U64};
    static const uint64_t a[8] = {0x5A, 0x5A, 0x5A, 0x5A, 0x5A, 0x5A, 0x5A, 0x5A};
    static const uint64_t want[8] = {0xFFFFFFA5u, 0xFFA5u, 0xA5u, 0xFFFFFFA5u, 0xFFA5u, 0xA5u,
                                     0xFFFFFFFFFFFFFFA5ull, 0xFFFFFFFFFFFFFFA5ull};
    static const unsigned no[2] = {AVS_FP32, AVS_U4X2};
    types_case(S_TNOT, yes, a, want, 8, no, 2);
}

/* PTO-AVS-TILE-TNOT-DATR-001, TNOT/tile-bound-tnot-datr-001.asl: ~3 in U64. */
static void avs_tnot_datr_001(void **state)
{
    (void)state;
    datr_case(S_TNOT, ~(uint64_t)3);
}

/* PTO-AVS-TILE-TNOT-DEFINED-001, TNOT/tile-bound-tnot-defined-001.asl: an
 * undefined U8 source. */
static void avs_tnot_defined_001(void **state)
{
    (void)state;
    defined_case(S_TNOT, AVS_U8);
}

/* PTO-AVS-TILE-TNOT-LAYOUT-001, TNOT/tile-bound-tnot-layout-001.asl: U8
 * column-major source holding 0x0F. */
static void avs_tnot_layout_001(void **state)
{
    (void)state;
    layout_case(S_TNOT, AVS_U8, 0x0F);
}

/* PTO-AVS-TILE-TNOT-SHAPE-001, TNOT/tile-bound-tnot-shape-001.asl: U8 0x0F. */
static void avs_tnot_shape_001(void **state)
{
    (void)state;
    shape_case(S_TNOT, AVS_U8, 0x0F);
}

/* PTO-AVS-TILE-TNOT-ALIAS-001, TNOT/tile-exec-tnot-alias-001.asl: U8 0x0F
 * gives 0xF0. */
static void avs_tnot_alias_001(void **state)
{
    (void)state;
    uint64_t a = 0x0F, w = 0xF0;
    unary_case(S_TNOT, AVS_U8, &a, 1, &w, 0);
}

/* PTO-AVS-TILE-TNOT-DEFAULTS-001, TNOT/tile-exec-tnot-defaults-001.asl:
 * BSTART 0xC1019181 (TNOT, U64); values ~3, ~7 (hand-derived). */
static void avs_tnot_defaults_001(void **state)
{
    (void)state;
    assert_int_equal(avs_bstart(AVS_U64, S_TNOT), 0xC1019181u);
    static const uint64_t want[2] = {~(uint64_t)3, ~(uint64_t)7};
    defaults_case(0xC1019181u, want);
}

/* PTO-AVS-TILE-TNOT-MASK-ZERO-001, TNOT/tile-exec-tnot-mask-zero-001.asl. */
static void avs_tnot_mask_zero_001(void **state)
{
    (void)state;
    mask_zero_case(0xC1019181u);
}

/* PTO-AVS-TILE-TNOT-WIDTH-001, TNOT/tile-exec-tnot-width-001.asl: U8 0x0F
 * gives the zero-extended 0xF0 (no carrier bits above the width). */
static void avs_tnot_width_001(void **state)
{
    (void)state;
    uint64_t a = 0x0F, w = 0xF0;
    unary_case(S_TNOT, AVS_U8, &a, 1, &w, 0);
}

/* PTO-AVS-TILE-TNOT-CAPACITY-001, TNOT/tile-fault-tnot-capacity-001.asl. */
static void avs_tnot_capacity_001(void **state)
{
    (void)state;
    capacity_case(0xC1019181u);
}

/* PTO-AVS-TILE-TNOT-LB0-001, TNOT/tile-fault-tnot-lb0-001.asl. */
static void avs_tnot_lb0_001(void **state)
{
    (void)state;
    missing_lb0_case(0xC1019181u);
}

/* PTO-AVS-TILE-TNOT-SCHEMA-001, TNOT/tile-fault-tnot-schema-001.asl. */
static void avs_tnot_schema_001(void **state)
{
    (void)state;
    split_schema_case(0xC1019181u);
}

/* PTO-AVS-TILE-TNOT-PADDING-001, TNOT/tile-state-tnot-padding-001.asl: U64
 * ~3. */
static void avs_tnot_padding_001(void **state)
{
    (void)state;
    padding_case(S_TNOT, 3, ~(uint64_t)3);
}

/* =============================== TNEG ==================================== */

/* PTO-AVS-TILE-TNEG-STATIC-001, TNEG/tile-static-tneg-contract-001.asl:
 * 0x011 -> TNEG, ExecuteTileUnary, VEC. */
static void avs_tneg_static_001(void **state)
{
    (void)state;
    static_case(S_TNEG, "TNEG", TS_VEC16);
}

/* PTO-AVS-TILE-TNEG-TYPES-001, TNEG/tile-bound-tneg-types-001.asl: the
 * sixteen arithmetic types pass (FP32, FP16, BF16, S32, S16, S8, U32, FP64
 * named), HiF8 and S4X2 are rejected.  Hand-derived values: the float sign
 * bit flipped (-1.0 -> +1.0), 0 - x modulo 2^W for the integers (-1 -> 1,
 * unsigned 1 -> all ones). */
static void avs_tneg_types_001(void **state)
{
    (void)state;
    static const uint64_t want[16] = {0x3F800000u, 0x3C00u, 0x3F80u, 0x3FF0000000000000ull, 0x3F800000u,
                                      0x3F800000u, 0x38u,   0x3Cu,   1, 1, 1, 1, UINT64_MAX, 0xFFFFFFFFu,
                                      0xFFFFu,     0xFFu};
    static const unsigned no[2] = {AVS_HIF8, AVS_S4X2};
    types_case(S_TNEG, vec16, vec16_val, want, 16, no, 2);
}

/* PTO-AVS-TILE-TNEG-DATR-001, TNEG/tile-bound-tneg-datr-001.asl: -3 in U64. */
static void avs_tneg_datr_001(void **state)
{
    (void)state;
    datr_case(S_TNEG, (uint64_t)0 - 3u);
}

/* PTO-AVS-TILE-TNEG-DEFINED-001, TNEG/tile-bound-tneg-defined-001.asl: an
 * undefined U8 source. */
static void avs_tneg_defined_001(void **state)
{
    (void)state;
    defined_case(S_TNEG, AVS_U8);
}

/* PTO-AVS-TILE-TNEG-ENCODING-001, TNEG/tile-bound-tneg-encoding-001.asl. */
static void avs_tneg_encoding_001(void **state)
{
    (void)state;
    encoding_case(S_TNEG);
}

/* PTO-AVS-TILE-TNEG-LAYOUT-001, TNEG/tile-bound-tneg-layout-001.asl: U8
 * column-major source holding 1. */
static void avs_tneg_layout_001(void **state)
{
    (void)state;
    layout_case(S_TNEG, AVS_U8, 1);
}

/* PTO-AVS-TILE-TNEG-SHAPE-001, TNEG/tile-bound-tneg-shape-001.asl: U8 1. */
static void avs_tneg_shape_001(void **state)
{
    (void)state;
    shape_case(S_TNEG, AVS_U8, 1);
}

/* PTO-AVS-TILE-TNEG-ALIAS-001, TNEG/tile-exec-tneg-alias-001.asl: U8 1 gives
 * 0xFF. */
static void avs_tneg_alias_001(void **state)
{
    (void)state;
    uint64_t a = 1, w = 0xFF;
    unary_case(S_TNEG, AVS_U8, &a, 1, &w, 0);
}

/* PTO-AVS-TILE-TNEG-DEFAULTS-001, TNEG/tile-exec-tneg-defaults-001.asl:
 * BSTART 0xC1119181 (TNEG, U64); values -3, -7 modulo 2^64 (hand-derived). */
static void avs_tneg_defaults_001(void **state)
{
    (void)state;
    assert_int_equal(avs_bstart(AVS_U64, S_TNEG), 0xC1119181u);
    static const uint64_t want[2] = {0xFFFFFFFFFFFFFFFDull, 0xFFFFFFFFFFFFFFF9ull};
    defaults_case(0xC1119181u, want);
}

/* PTO-AVS-TILE-TNEG-FLOAT-001, TNEG/tile-exec-tneg-float-001.asl: FP32
 * 0xFF800001 gives 0x7F800001 and no status flag. */
static void avs_tneg_float_001(void **state)
{
    (void)state;
    uint64_t a = 0xFF800001u, w = 0x7F800001u;
    unary_case(S_TNEG, AVS_FP32, &a, 1, &w, 0);
}

/* PTO-AVS-TILE-TNEG-MASK-ZERO-001, TNEG/tile-exec-tneg-mask-zero-001.asl. */
static void avs_tneg_mask_zero_001(void **state)
{
    (void)state;
    mask_zero_case(0xC1119181u);
}

/* PTO-AVS-TILE-TNEG-WIDTH-001, TNEG/tile-exec-tneg-width-001.asl: U8 1
 * gives the zero-extended 0xFF. */
static void avs_tneg_width_001(void **state)
{
    (void)state;
    uint64_t a = 1, w = 0xFF;
    unary_case(S_TNEG, AVS_U8, &a, 1, &w, 0);
}

/* PTO-AVS-TILE-TNEG-CAPACITY-001, TNEG/tile-fault-tneg-capacity-001.asl. */
static void avs_tneg_capacity_001(void **state)
{
    (void)state;
    capacity_case(0xC1119181u);
}

/* PTO-AVS-TILE-TNEG-LB0-001, TNEG/tile-fault-tneg-lb0-001.asl. */
static void avs_tneg_lb0_001(void **state)
{
    (void)state;
    missing_lb0_case(0xC1119181u);
}

/* PTO-AVS-TILE-TNEG-SCHEMA-001, TNEG/tile-fault-tneg-schema-001.asl. */
static void avs_tneg_schema_001(void **state)
{
    (void)state;
    split_schema_case(0xC1119181u);
}

/* PTO-AVS-TILE-TNEG-PADDING-001, TNEG/tile-state-tneg-padding-001.asl: U64
 * -1 = all ones. */
static void avs_tneg_padding_001(void **state)
{
    (void)state;
    padding_case(S_TNEG, 1, UINT64_MAX);
}

/* =============================== TRELU =================================== */

/* PTO-AVS-TILE-TRELU-STATIC-001, TRELU/tile-static-trelu-contract-001.asl:
 * 0x017 -> TRELU, ExecuteTileUnary, VEC. */
static void avs_trelu_static_001(void **state)
{
    (void)state;
    static_case(S_TRELU, "TRELU", TS_VEC16);
}

/* PTO-AVS-TILE-TRELU-TYPES-001, TRELU/tile-bound-trelu-types-001.asl: the
 * sixteen arithmetic types pass (FP32, FP16, BF16, S32, S16, FP64 named),
 * E8M0 and S4X2 are rejected.  Hand-derived values: -1.0 and the signed -1
 * give +0 (all-zero encoding), the unsigned 1 stays 1. */
static void avs_trelu_types_001(void **state)
{
    (void)state;
    static const uint64_t want[16] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1};
    static const unsigned no[2] = {AVS_E8M0, AVS_S4X2};
    types_case(S_TRELU, vec16, vec16_val, want, 16, no, 2);
}

/* PTO-AVS-TILE-TRELU-DATR-001, TRELU/tile-bound-trelu-datr-001.asl: U64 3
 * stays 3. */
static void avs_trelu_datr_001(void **state)
{
    (void)state;
    datr_case(S_TRELU, 3);
}

/* PTO-AVS-TILE-TRELU-DEFINED-001, TRELU/tile-bound-trelu-defined-001.asl:
 * an undefined S8 source. */
static void avs_trelu_defined_001(void **state)
{
    (void)state;
    defined_case(S_TRELU, AVS_S8);
}

/* PTO-AVS-TILE-TRELU-ENCODING-001, TRELU/tile-bound-trelu-encoding-001.asl. */
static void avs_trelu_encoding_001(void **state)
{
    (void)state;
    encoding_case(S_TRELU);
}

/* PTO-AVS-TILE-TRELU-LAYOUT-001, TRELU/tile-bound-trelu-layout-001.asl: S8
 * column-major source holding 0xFF. */
static void avs_trelu_layout_001(void **state)
{
    (void)state;
    layout_case(S_TRELU, AVS_S8, 0xFF);
}

/* PTO-AVS-TILE-TRELU-SHAPE-001, TRELU/tile-bound-trelu-shape-001.asl: S8
 * 0xFF. */
static void avs_trelu_shape_001(void **state)
{
    (void)state;
    shape_case(S_TRELU, AVS_S8, 0xFF);
}

/* PTO-AVS-TILE-TRELU-ALIAS-001, TRELU/tile-exec-trelu-alias-001.asl: S8 0xFF
 * (-1) gives 0. */
static void avs_trelu_alias_001(void **state)
{
    (void)state;
    uint64_t a = 0xFF, w = 0;
    unary_case(S_TRELU, AVS_S8, &a, 1, &w, 0);
}

/* PTO-AVS-TILE-TRELU-DEFAULTS-001, TRELU/tile-exec-trelu-defaults-001.asl:
 * BSTART 0xC1719181 (TRELU, U64); unsigned values unchanged. */
static void avs_trelu_defaults_001(void **state)
{
    (void)state;
    assert_int_equal(avs_bstart(AVS_U64, S_TRELU), 0xC1719181u);
    static const uint64_t want[2] = {3, 7};
    defaults_case(0xC1719181u, want);
}

/* PTO-AVS-TILE-TRELU-FLOAT-001, TRELU/tile-exec-trelu-float-001.asl: FP32
 * -inf (0xFF800000) gives +0 and no status flag. */
static void avs_trelu_float_001(void **state)
{
    (void)state;
    uint64_t a = 0xFF800000u, w = 0;
    unary_case(S_TRELU, AVS_FP32, &a, 1, &w, 0);
}

/* PTO-AVS-TILE-TRELU-MASK-ZERO-001, TRELU/tile-exec-trelu-mask-zero-001.asl. */
static void avs_trelu_mask_zero_001(void **state)
{
    (void)state;
    mask_zero_case(0xC1719181u);
}

/* PTO-AVS-TILE-TRELU-SIGNED-001, TRELU/tile-exec-trelu-signed-001.asl: S8
 * 0xFF is -1 at the element width, so the result is 0 (not 255). */
static void avs_trelu_signed_001(void **state)
{
    (void)state;
    uint64_t a = 0xFF, w = 0;
    unary_case(S_TRELU, AVS_S8, &a, 1, &w, 0);
}

/* PTO-AVS-TILE-TRELU-CAPACITY-001, TRELU/tile-fault-trelu-capacity-001.asl. */
static void avs_trelu_capacity_001(void **state)
{
    (void)state;
    capacity_case(0xC1719181u);
}

/* PTO-AVS-TILE-TRELU-LB0-001, TRELU/tile-fault-trelu-lb0-001.asl. */
static void avs_trelu_lb0_001(void **state)
{
    (void)state;
    missing_lb0_case(0xC1719181u);
}

/* PTO-AVS-TILE-TRELU-SCHEMA-001, TRELU/tile-fault-trelu-schema-001.asl. */
static void avs_trelu_schema_001(void **state)
{
    (void)state;
    split_schema_case(0xC1719181u);
}

/* PTO-AVS-TILE-TRELU-NAN-001, TRELU/tile-state-trelu-nan-001.asl: FP32
 * 0x7F800001 (a signalling NaN) gives the canonical NaN 0x7FC00000 and sets
 * only NV. */
static void avs_trelu_nan_001(void **state)
{
    (void)state;
    uint64_t a = 0x7F800001u, w = 0x7FC00000u;
    unary_case(S_TRELU, AVS_FP32, &a, 1, &w, PTO_FLAG_NV);
}

/* PTO-AVS-TILE-TRELU-PADDING-001, TRELU/tile-state-trelu-padding-001.asl:
 * U64 7 stays 7. */
static void avs_trelu_padding_001(void **state)
{
    (void)state;
    padding_case(S_TRELU, 7, 7);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(avs_tabs_static_001),
        cmocka_unit_test(avs_tabs_types_001),
        cmocka_unit_test(avs_tabs_datr_001),
        cmocka_unit_test(avs_tabs_defined_001),
        cmocka_unit_test(avs_tabs_encoding_001),
        cmocka_unit_test(avs_tabs_layout_001),
        cmocka_unit_test(avs_tabs_shape_001),
        cmocka_unit_test(avs_tabs_alias_001),
        cmocka_unit_test(avs_tabs_bf16_decoded_001),
        cmocka_unit_test(avs_tabs_defaults_001),
        cmocka_unit_test(avs_tabs_float_001),
        cmocka_unit_test(avs_tabs_mask_zero_001),
        cmocka_unit_test(avs_tabs_width_001),
        cmocka_unit_test(avs_tabs_capacity_001),
        cmocka_unit_test(avs_tabs_lb0_001),
        cmocka_unit_test(avs_tabs_schema_001),
        cmocka_unit_test(avs_tabs_padding_001),
        cmocka_unit_test(avs_tnot_static_001),
        cmocka_unit_test(avs_tnot_types_001),
        cmocka_unit_test(avs_tnot_datr_001),
        cmocka_unit_test(avs_tnot_defined_001),
        cmocka_unit_test(avs_tnot_layout_001),
        cmocka_unit_test(avs_tnot_shape_001),
        cmocka_unit_test(avs_tnot_alias_001),
        cmocka_unit_test(avs_tnot_defaults_001),
        cmocka_unit_test(avs_tnot_mask_zero_001),
        cmocka_unit_test(avs_tnot_width_001),
        cmocka_unit_test(avs_tnot_capacity_001),
        cmocka_unit_test(avs_tnot_lb0_001),
        cmocka_unit_test(avs_tnot_schema_001),
        cmocka_unit_test(avs_tnot_padding_001),
        cmocka_unit_test(avs_tneg_static_001),
        cmocka_unit_test(avs_tneg_types_001),
        cmocka_unit_test(avs_tneg_datr_001),
        cmocka_unit_test(avs_tneg_defined_001),
        cmocka_unit_test(avs_tneg_encoding_001),
        cmocka_unit_test(avs_tneg_layout_001),
        cmocka_unit_test(avs_tneg_shape_001),
        cmocka_unit_test(avs_tneg_alias_001),
        cmocka_unit_test(avs_tneg_defaults_001),
        cmocka_unit_test(avs_tneg_float_001),
        cmocka_unit_test(avs_tneg_mask_zero_001),
        cmocka_unit_test(avs_tneg_width_001),
        cmocka_unit_test(avs_tneg_capacity_001),
        cmocka_unit_test(avs_tneg_lb0_001),
        cmocka_unit_test(avs_tneg_schema_001),
        cmocka_unit_test(avs_tneg_padding_001),
        cmocka_unit_test(avs_trelu_static_001),
        cmocka_unit_test(avs_trelu_types_001),
        cmocka_unit_test(avs_trelu_datr_001),
        cmocka_unit_test(avs_trelu_defined_001),
        cmocka_unit_test(avs_trelu_encoding_001),
        cmocka_unit_test(avs_trelu_layout_001),
        cmocka_unit_test(avs_trelu_shape_001),
        cmocka_unit_test(avs_trelu_alias_001),
        cmocka_unit_test(avs_trelu_defaults_001),
        cmocka_unit_test(avs_trelu_float_001),
        cmocka_unit_test(avs_trelu_mask_zero_001),
        cmocka_unit_test(avs_trelu_signed_001),
        cmocka_unit_test(avs_trelu_capacity_001),
        cmocka_unit_test(avs_trelu_lb0_001),
        cmocka_unit_test(avs_trelu_schema_001),
        cmocka_unit_test(avs_trelu_nan_001),
        cmocka_unit_test(avs_trelu_padding_001),
    };
    return cmocka_run_group_tests_name("avs_unary", tests, NULL, NULL);
}
