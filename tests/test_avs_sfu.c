/* Ports of the specification's AVS tests of the SFU operations of
 * ExecuteTileUnary: TEXP, TLOG, TRECIP, TSQRT and TRSQRT
 * (tests/asl/tile/elementwise-tile-tile/transcendental/{TEXP,TLOG,TRECIP,
 * TSQRT,TRSQRT}/ in pto-spec, 20 files).
 *
 * Each test names the AVS id and file it ports; expected values are the AVS
 * test's (hand-derived extras from the special-value table of
 * TileSFUUnarySpecialValue say so).  The AVS tests configure tiles and call
 * the model's contract functions (InstructionContractExecute_X,
 * InstructionContractOperandsLegal_X, InstructionContractDataTypeLegal_X);
 * here every case runs as a complete bundle of hand-encoded words through
 * the public API, in the shape the model accepts for these operations (no
 * closed schema, decisions D32: the destination takes its shape from the
 * source when no B.DIM is given):
 *
 *   BSTART.SFU op, dt  [B.DATR]  B.IOT T#1, mask=1111, last, ->T<128B>  BSTOP
 *
 * The source is tile 0 (T#1), configured as simulator control on every PE;
 * the destination is the tile the bundle allocates (tile 1, T#2) and every
 * PE of mask 1111 must show the result.  The special values the AVS tests
 * use are the same in both numeric profiles, so each case runs under ieee
 * and pto-v0.  ptosim derives a tile's row count from its capacity and
 * Col; the valid region and Col are the AVS test's.  A B.IOT destination is
 * always a fresh tile, so the alias cases (destination = source) run with
 * a fresh destination: the result is computed from the original element,
 * which stays as it was.  The invariants are checked after every bundle. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "core.h"
#include "ops/ops.h"
#include "support/avs.h"
#include "support/sibling.h"
#include "support/support.h"

#define ALL SIB_ALL
#define RM PTO_LAYOUT_ROW_MAJOR
enum { S_TEXP = 0x012, S_TLOG = 0x013, S_TRECIP = 0x014, S_TSQRT = 0x015, S_TRSQRT = 0x016 };
enum { NV = 1, DZ = 2 };

/* Source tile 0 (T#1): dt, 128 B, Col cols, valid 1x1 = a (a NULL: unwritten). */
static pto_machine *source(pto_profile prof, unsigned dt, unsigned cols, const uint64_t *a)
{
    pto_machine *m = pto_create();
    assert_non_null(m);
    assert_int_equal(pto_set_profile(m, prof), PTO_OK);
    avs_tile(m, 0, dt, 128, cols, 1, 1, RM, ALL);
    if (a) avs_put(m, 0, 0, 0, *a);
    return m;
}

/* sel over the one element a of type dt under both profiles: the
 * destination (tile 1) holds want on every PE, the flags are exactly
 * flags, the source is unchanged. */
static void one_case(unsigned sel, unsigned dt, uint64_t a, uint64_t want, unsigned flags)
{
    for (int v0 = 0; v0 < 2; v0++) {
        pto_machine *m = source(v0 ? PTO_PROFILE_V0 : PTO_PROFILE_IEEE, dt, 1, &a);
        avs_prog p;
        sib_scalar(&p, sel, dt, 0, SIB_NONE, SIB_NONE, SIB_NONE, SIB_NO_IOR);
        avs_run_ok(m, &p);
        avs_invariants(m);
        avs_expect_desc(m, 1, PTO_TILE_NUMERIC, dt, 128, 128u * 8u / pto_dtypes[dt].bits, 1, 1, 1, ALL);
        avs_expect(m, 1, 0, 0, want, true);
        avs_expect(m, 0, 0, 0, a, true);
        assert_int_equal(pto_flags(m), flags);
        assert_false(pto_block_active(m));
        pto_destroy(m);
    }
}

/* The bundle over a one-element source of type dt (value a) fails at the
 * commit with TileLegality, state unchanged, no destination. */
static void reject_case(unsigned sel, unsigned dt, uint64_t a)
{
    pto_machine *m = source(PTO_PROFILE_IEEE, dt, 1, &a);
    avs_prog p;
    sib_scalar(&p, sel, dt, 0, SIB_NONE, SIB_NONE, SIB_NONE, SIB_NO_IOR);
    avs_run_to_fault(m, &p, p.n - 1, PTO_FAULT_TILE_LEGALITY);
    avs_invariants(m);
    assert_int_equal(avs_allocated_count(m), 1);
    assert_false(pto_tile_allocated(m, 1));
    avs_expect(m, 0, 0, 0, a, true);
    pto_destroy(m);
}

/* STATIC: the selector decodes to the operation, handler ExecuteTileUnary
 * (the unary unit's SFU record), engine SFU, no closed schema, the eight
 * floating types.  (The catalog's operation index and class are not
 * modelled: ptosim indexes operations by selector.) */
static void static_case(unsigned sel, const char *name)
{
    sib_check_static(sel, name, H_UNARY_SFU, OP_ENGINE_SFU);
    const op_info *op = op_of_selector(sel);
    assert_int_equal(op->closed, 0);
    assert_int_equal(op->types, TS_FLOAT);
    assert_string_equal(op_family_of(op)->handler, "ExecuteTileUnary");
}

/* TYPES: the eight floating types are in the set and a one-element bundle
 * over a[i] gives want[i] (both profiles: special values); U64, E8M0, E3M2
 * and U4X2 are outside it and their bundles are rejected. */
static void types_case(unsigned sel, const uint64_t *a, const uint64_t *want)
{
    static const unsigned yes[8] = {AVS_FP32, AVS_FP16, AVS_BF16, AVS_FP64, AVS_E4M3, AVS_E5M2, AVS_TF32, AVS_HF32};
    static const unsigned no[4] = {AVS_U64, AVS_E8M0, AVS_E3M2, AVS_U4X2};
    const op_info *op = op_of_selector(sel);
    for (unsigned i = 0; i < 8; i++) assert_true(op_type_supported(op, yes[i]));
    for (unsigned i = 0; i < 4; i++) assert_false(op_type_supported(op, no[i]));
    for (unsigned i = 0; i < 8; i++) one_case(sel, yes[i], a[i], want[i], 0);
    for (unsigned i = 0; i < 4; i++) reject_case(sel, no[i], 1);
}

/* PADDING: FP32 source 128 B Col 2 valid 1x1 = a (the AVS tests' tile of
 * 8 x 2); with B.DATR PadValue Max every padding element is defined (the
 * FP32 max finite 0x7F7FFFFF), without a B.DATR (PadValue Null) it stays
 * undefined.  The valid element is want.  (The AVS test also sets the
 * B.DATR DataType field to 4 before calling the contract directly; in a
 * bundle any nonzero DataType is not applicable to these operations, C9.) */
static void padding_case(unsigned sel, uint64_t a, uint64_t want)
{
    for (int max = 1; max >= 0; max--) {
        pto_machine *m = source(PTO_PROFILE_IEEE, AVS_FP32, 2, &a);
        avs_prog p;
        sib_scalar(&p, sel, AVS_FP32, 0, SIB_NONE, SIB_NONE, max ? avs_bdatr_pad(AVS_PAD_MAX) : SIB_NONE, SIB_NO_IOR);
        avs_run_ok(m, &p);
        avs_invariants(m);
        avs_expect_desc(m, 1, PTO_TILE_NUMERIC, AVS_FP32, 128, 16, 2, 1, 1, ALL);
        avs_expect(m, 1, 0, 0, want, true);
        for (uint32_t r = 0; r < 16; r++)
            for (uint32_t c = 0; c < 2; c++) {
                if (r == 0 && c == 0) continue;
                if (max) avs_expect(m, 1, r, c, 0x7F7FFFFFu, true);
                else avs_expect_defined(m, 1, r, c, false);
            }
        pto_destroy(m);
    }
}

/* ================================ TEXP ==================================== */

/* PTO-AVS-TILE-TEXP-STATIC-001, TEXP/tile-static-texp-contract-001.asl. */
static void avs_texp_static_001(void **state)
{
    (void)state;
    static_case(S_TEXP, "TEXP");
}

/* PTO-AVS-TILE-TEXP-TYPES-001, TEXP/tile-bound-texp-types-001.asl: FP32,
 * FP16, BF16, FP64, E4M3, E5M2 (and, hand-derived, TF32 and HF32) pass; U64,
 * E8M0, E3M2, U4X2 are rejected.  Hand-derived values: exp(+0) = +1 in each
 * format (TileFloatingUnaryOneEncoding). */
static void avs_texp_types_001(void **state)
{
    (void)state;
    static const uint64_t a[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    static const uint64_t want[8] = {0x3F800000u, 0x3C00u, 0x3F80u, 0x3FF0000000000000ull,
                                     0x38u,       0x3Cu,   0x3F800000u, 0x3F800000u};
    types_case(S_TEXP, a, want);
}

/* PTO-AVS-TILE-TEXP-ZERO-001, TEXP/tile-exec-texp-zero-001.asl: FP32 -0
 * gives +1 with no flags. */
static void avs_texp_zero_001(void **state)
{
    (void)state;
    one_case(S_TEXP, AVS_FP32, 0x80000000u, 0x3F800000u, 0);
}

/* PTO-AVS-TILE-TEXP-ALIAS-001, TEXP/tile-order-texp-alias-001.asl: FP32 -0
 * gives +1 computed from the original element. */
static void avs_texp_alias_001(void **state)
{
    (void)state;
    one_case(S_TEXP, AVS_FP32, 0x80000000u, 0x3F800000u, 0);
}

/* PTO-AVS-TILE-TEXP-PADDING-001, TEXP/tile-state-texp-padding-001.asl:
 * exp(+0) = 1. */
static void avs_texp_padding_001(void **state)
{
    (void)state;
    padding_case(S_TEXP, 0, 0x3F800000u);
}

/* ================================ TLOG ==================================== */

/* PTO-AVS-TILE-TLOG-STATIC-001, TLOG/tile-static-tlog-contract-001.asl. */
static void avs_tlog_static_001(void **state)
{
    (void)state;
    static_case(S_TLOG, "TLOG");
}

/* PTO-AVS-TILE-TLOG-E4M3ZERO-001, TLOG/tile-exec-tlog-e4m3-zero-001.asl:
 * E4M3 +0 gives the canonical NaN 0x7F with DZ only (no infinity, no OF). */
static void avs_tlog_e4m3zero_001(void **state)
{
    (void)state;
    one_case(S_TLOG, AVS_E4M3, 0, 0x7F, DZ);
}

/* PTO-AVS-TILE-TLOG-ZERO-001, TLOG/tile-exec-tlog-zero-001.asl: FP32 +0
 * gives -inf with DZ only. */
static void avs_tlog_zero_001(void **state)
{
    (void)state;
    one_case(S_TLOG, AVS_FP32, 0, 0xFF800000u, DZ);
}

/* =============================== TRECIP =================================== */

/* PTO-AVS-TILE-TRECIP-STATIC-001, TRECIP/tile-static-trecip-contract-001.asl. */
static void avs_trecip_static_001(void **state)
{
    (void)state;
    static_case(S_TRECIP, "TRECIP");
}

/* PTO-AVS-TILE-TRECIP-ZERO-001, TRECIP/tile-bound-trecip-zero-001.asl: an
 * FP32 zero source is legal (hand-derived: 1/+0 = +inf with DZ), the same
 * descriptor as U64 is rejected. */
static void avs_trecip_zero_001(void **state)
{
    (void)state;
    one_case(S_TRECIP, AVS_FP32, 0, 0x7F800000u, DZ);
    reject_case(S_TRECIP, AVS_U64, 0);
}

/* PTO-AVS-TILE-TRECIP-E4M3ZERO-001, TRECIP/tile-exec-trecip-e4m3-zero-001.asl:
 * E4M3 +0 and -0 give the canonical NaN 0x7F with DZ only. */
static void avs_trecip_e4m3zero_001(void **state)
{
    (void)state;
    one_case(S_TRECIP, AVS_E4M3, 0, 0x7F, DZ);
    one_case(S_TRECIP, AVS_E4M3, 0x80, 0x7F, DZ);
}

/* PTO-AVS-TILE-TRECIP-SIGNEDZERO-001, TRECIP/tile-exec-trecip-zero-001.asl:
 * FP32 -0 gives -inf with DZ only. */
static void avs_trecip_signedzero_001(void **state)
{
    (void)state;
    one_case(S_TRECIP, AVS_FP32, 0x80000000u, 0xFF800000u, DZ);
}

/* =============================== TRSQRT =================================== */

/* PTO-AVS-TILE-TRSQRT-STATIC-001, TRSQRT/tile-static-trsqrt-contract-001.asl. */
static void avs_trsqrt_static_001(void **state)
{
    (void)state;
    static_case(S_TRSQRT, "TRSQRT");
}

/* PTO-AVS-TILE-TRSQRT-E4M3ZERO-001, TRSQRT/tile-exec-trsqrt-e4m3-zero-001.asl:
 * E4M3 +0 and -0 give 0x7F with DZ only. */
static void avs_trsqrt_e4m3zero_001(void **state)
{
    (void)state;
    one_case(S_TRSQRT, AVS_E4M3, 0, 0x7F, DZ);
    one_case(S_TRSQRT, AVS_E4M3, 0x80, 0x7F, DZ);
}

/* PTO-AVS-TILE-TRSQRT-INFINITY-001, TRSQRT/tile-exec-trsqrt-infinity-001.asl:
 * FP32 +inf gives +0 with no flags. */
static void avs_trsqrt_infinity_001(void **state)
{
    (void)state;
    one_case(S_TRSQRT, AVS_FP32, 0x7F800000u, 0, 0);
}

/* ================================ TSQRT =================================== */

/* PTO-AVS-TILE-TSQRT-STATIC-001, TSQRT/tile-static-tsqrt-contract-001.asl. */
static void avs_tsqrt_static_001(void **state)
{
    (void)state;
    static_case(S_TSQRT, "TSQRT");
}

/* PTO-AVS-TILE-TSQRT-TYPES-001, TSQRT/tile-bound-tsqrt-types-001.asl: as
 * TEXP's.  Hand-derived values: sqrt(-0) = -0 in each format. */
static void avs_tsqrt_types_001(void **state)
{
    (void)state;
    static const uint64_t a[8] = {0x80000000u, 0x8000u, 0x8000u, 0x8000000000000000ull,
                                  0x80u,       0x80u,   0x80000000u, 0x80000000u};
    types_case(S_TSQRT, a, a);
}

/* PTO-AVS-TILE-TSQRT-NEGATIVE-001, TSQRT/tile-exec-tsqrt-negative-001.asl:
 * FP32 -1 gives the canonical NaN 0x7FC00000 with NV. */
static void avs_tsqrt_negative_001(void **state)
{
    (void)state;
    one_case(S_TSQRT, AVS_FP32, 0xBF800000u, 0x7FC00000u, NV);
}

/* PTO-AVS-TILE-TSQRT-ALIAS-001, TSQRT/tile-order-tsqrt-alias-001.asl: FP32
 * -0 keeps its sign. */
static void avs_tsqrt_alias_001(void **state)
{
    (void)state;
    one_case(S_TSQRT, AVS_FP32, 0x80000000u, 0x80000000u, 0);
}

/* PTO-AVS-TILE-TSQRT-PADDING-001, TSQRT/tile-state-tsqrt-padding-001.asl:
 * sqrt(1) = 1. */
static void avs_tsqrt_padding_001(void **state)
{
    (void)state;
    padding_case(S_TSQRT, 0x3F800000u, 0x3F800000u);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(avs_texp_static_001),       cmocka_unit_test(avs_texp_types_001),
        cmocka_unit_test(avs_texp_zero_001),         cmocka_unit_test(avs_texp_alias_001),
        cmocka_unit_test(avs_texp_padding_001),      cmocka_unit_test(avs_tlog_static_001),
        cmocka_unit_test(avs_tlog_e4m3zero_001),     cmocka_unit_test(avs_tlog_zero_001),
        cmocka_unit_test(avs_trecip_static_001),     cmocka_unit_test(avs_trecip_zero_001),
        cmocka_unit_test(avs_trecip_e4m3zero_001),   cmocka_unit_test(avs_trecip_signedzero_001),
        cmocka_unit_test(avs_trsqrt_static_001),     cmocka_unit_test(avs_trsqrt_e4m3zero_001),
        cmocka_unit_test(avs_trsqrt_infinity_001),   cmocka_unit_test(avs_tsqrt_static_001),
        cmocka_unit_test(avs_tsqrt_types_001),       cmocka_unit_test(avs_tsqrt_negative_001),
        cmocka_unit_test(avs_tsqrt_alias_001),       cmocka_unit_test(avs_tsqrt_padding_001),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
