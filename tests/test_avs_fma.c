/* Ports of the specification's AVS tests of TFMA
 * (tests/asl/tile/elementwise-tile-tile/arithmetic/TFMA/ in pto-spec, 15
 * files).
 *
 * Each test names the AVS id and file it ports; expected values are the
 * AVS test's (the hand-derived extras say so and show the derivation).  The
 * AVS tests configure tiles and call the model's contract functions
 * (InstructionContractOperandsLegal_TFMA, InstructionContractExecute_TFMA,
 * InstructionContractValue_TFMA, SelectedBundleClosedTFMASchemaLegal,
 * TileOperationDATRFieldApplicable) or run a bundle through
 * ExecuteBundleTileOperation; here every case runs as a complete bundle of
 * hand-encoded words through the public API, in the composition of
 * spec-digest-2 §9.8:
 *
 *   BSTART.VEC TFMA, dt  [B.DATR]  B.DIM LB0=ValidCol  [B.DIM LB2=Col]
 *   B.IOT Left, Right, mask=1111 (L=0)
 *   B.IOT Addend, mask=1111, last, ->T<128B>  BSTOP
 *
 * The sources are the AVS test's tiles 1, 2, 3 (T#2, T#3, T#4), configured
 * as simulator control on every PE; the destination is the one the bundle
 * allocates, the lowest free T slot, tile 0 (T#1), as in the AVS tests, and
 * every PE of mask 1111 must show the result.  Shape adaptations: ptosim
 * derives the physical row count from capacity and Col, so a tile the AVS
 * test configures as "128 B, Rows r, Col c" has 128 / (c * W/8) rows here;
 * the valid region and Col are the AVS test's.  An operand legality failure
 * is the TileLegality fault of the commit (BSTOP) with the destination
 * rolled back and the whole state unchanged (avs_run_to_fault compares it
 * byte for byte); an AVS "destination stays undefined" is "no destination
 * tile".  A B.IOT destination is always a fresh tile, so the AVS alias case
 * (the destination is the left source) runs with a fresh destination: the
 * result is the one computed from the original sources, which stay as they
 * were.  The invariants (pto_check_invariants) are checked after every
 * bundle and every fault.  Every port runs TFMA bundles, so each fails if
 * TFMA is not executed. */
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
#define NO_IOR (-1)

enum { S_TFMA = 0x01C };

/* The TFMA bundle: BSTART(dt) [datr] [LB0 = vc] [LB2 = cols] B.IOT l, r,
 * 1111 (L=0); B.IOT a, 1111, last, ->T<128B> [B.IOR ior, zero, zero,
 * ->zero] BSTOP.  vc, cols or datr of 0 leave the word out; ior < 0 leaves
 * the B.IOR out.  Returns the number of the BSTOP. */
static unsigned tfma_prog(avs_prog *p, unsigned dt, unsigned l, unsigned r, unsigned a, unsigned vc, unsigned cols,
                          uint32_t datr, int ior)
{
    avs_init(p);
    avs_w(p, avs_bstart(dt, S_TFMA));
    if (datr) avs_w(p, datr);
    if (vc) avs_w(p, avs_bdim(0, 0, vc));
    if (cols) avs_w(p, avs_bdim(2, 0, cols));
    avs_w(p, avs_biot_ss(l, r, AVS_PEM_ALL, 0));
    avs_w(p, avs_biot_sd(a, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    if (ior >= 0) avs_w(p, avs_bior((unsigned)ior, 0, 0, 0));
    return avs_w(p, AVS_BSTOP);
}

/* Sources at tiles 1, 2, 3: dt, 128 B, Col cols, valid 1 x n, row 0 = l, r,
 * a (a NULL row is left unwritten). */
static pto_machine *sources(pto_profile prof, unsigned dt, unsigned cols, const uint64_t *l, const uint64_t *r,
                            const uint64_t *a, unsigned n)
{
    pto_machine *m = pto_create();
    assert_non_null(m);
    assert_int_equal(pto_set_profile(m, prof), PTO_OK);
    const uint64_t *rows[3] = {l, r, a};
    for (unsigned k = 0; k < 3; k++) {
        avs_tile(m, 1 + k, dt, 128, cols, 1, n, RM, ALL);
        if (rows[k]) sib_row(m, 1 + k, rows[k], n);
    }
    return m;
}

/* One 1 x n TFMA (Col n) under prof: the destination (tile 0) holds want,
 * the sources are unchanged, flags are recorded, the block is closed. */
static void fma_case(pto_profile prof, unsigned dt, const uint64_t *l, const uint64_t *r, const uint64_t *a,
                     unsigned n, const uint64_t *want, unsigned flags)
{
    pto_machine *m = sources(prof, dt, n, l, r, a, n);
    avs_prog p;
    tfma_prog(&p, dt, 1, 2, 3, n, 0, 0, NO_IOR);
    avs_run_ok(m, &p);
    avs_invariants(m);
    avs_expect_desc(m, 0, PTO_TILE_NUMERIC, dt, 128, 128u / n / (pto_dtype_bits(dt) / 8u), n, 1, n, ALL);
    sib_expect_row(m, 0, want, n);
    sib_expect_row(m, 1, l, n);
    sib_expect_row(m, 2, r, n);
    sib_expect_row(m, 3, a, n);
    assert_int_equal(pto_flags(m), flags);
    assert_false(pto_block_active(m));
    pto_destroy(m);
}

/* Expects p to fault at its instruction k with that kind, the whole state
 * unchanged, nalloc tiles allocated (the set-up's), no destination tile 0,
 * and the invariants holding. */
static void expect_fault(pto_machine *m, const avs_prog *p, unsigned k, pto_fault_kind kind, unsigned nalloc)
{
    avs_run_to_fault(m, p, k, kind);
    avs_invariants(m);
    assert_int_equal(avs_allocated_count(m), nalloc);
    assert_false(pto_tile_allocated(m, 0));
    assert_int_equal(pto_flags(m), 0);
}

/* The 1 x 1 bundle over sources l, r, a of dt (NULL: unwritten) is a
 * TileLegality fault at the commit (C14, after allocation, rolled back). */
static void fma_reject(unsigned dt, const uint64_t *l, const uint64_t *r, const uint64_t *a)
{
    pto_machine *m = pto_create();
    const uint64_t *rows[3] = {l, r, a};
    for (unsigned k = 0; k < 3; k++) {
        avs_tile(m, 1 + k, dt, 128, 1, 1, 1, RM, ALL);
        if (rows[k]) avs_put(m, 1 + k, 0, 0, rows[k][0]);
    }
    avs_prog p;
    unsigned stop = tfma_prog(&p, dt, 1, 2, 3, 1, 0, 0, NO_IOR);
    expect_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY, 3);
    for (unsigned k = 0; k < 3; k++)
        if (rows[k]) avs_expect(m, 1 + k, 0, 0, rows[k][0], true);
        else avs_expect_defined(m, 1 + k, 0, 0, false);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TFMA-STATIC-001, TFMA/tile-static-tfma-contract-001.asl:
 * the TEPL selector 0x01C decodes to TFMA, handler TFMA, VEC, and the
 * BSTART word decodes back to it.  (ptosim indexes operations by selector;
 * the catalog's operation index 24 and class are not modelled.)  TFMA has
 * its own two-binding closed schema (not the one-binding common one), and
 * the model's type set (TileFusedMultiplyAddDataTypeSupported = VEC16). */
static void avs_tfma_static_001(void **state)
{
    (void)state;
    sib_check_static(S_TFMA, "TFMA", H_FMA, 0);
    const op_info *op = op_of_selector(S_TFMA);
    assert_int_equal(op->types, TS_VEC16);
    assert_int_equal(op->closed, 0);
    assert_int_equal(avs_bstart(AVS_FP32, S_TFMA), 0x09C19181u); /* spec-digest-2 §9.1 */
}

/* PTO-AVS-TILE-TFMA-TYPES-001, TFMA/tile-bound-tfma-types-001.asl: the
 * sixteen fused arithmetic types are accepted, HiF8 and U4X2 rejected.
 * Each accepted type runs 2 * 3 + 1 (hand-derived encodings: 2.0, 3.0, 1.0
 * and 7.0 in each float format, exact under ieee; 7 in the integers); each
 * rejected type's bundle is TileLegality at the commit, nothing allocated. */
static void avs_tfma_types_001(void **state)
{
    (void)state;
    static const struct { unsigned dt; uint64_t two, three, one, seven; } yes[16] = {
        {AVS_FP32, 0x40000000u, 0x40400000u, 0x3F800000u, 0x40E00000u},
        {AVS_FP64, 0x4000000000000000ull, 0x4008000000000000ull, 0x3FF0000000000000ull, 0x401C000000000000ull},
        {AVS_TF32, 0x40000000u, 0x40400000u, 0x3F800000u, 0x40E00000u},
        {AVS_HF32, 0x40000000u, 0x40400000u, 0x3F800000u, 0x40E00000u},
        {AVS_FP16, 0x4000u, 0x4200u, 0x3C00u, 0x4700u},
        {AVS_BF16, 0x4000u, 0x4040u, 0x3F80u, 0x40E0u},
        /* E4M3 bias 7: 2 = 1.0 x 2^1, 3 = 1.5 x 2^1, 1 = 1.0 x 2^0, 7 = 1.75 x 2^2 */
        {AVS_E4M3, 0x40u, 0x44u, 0x38u, 0x4Eu},
        /* E5M2 bias 15: 7 = 1.75 x 2^2 = exponent 17, fraction 11 */
        {AVS_E5M2, 0x40u, 0x42u, 0x3Cu, 0x47u},
        {AVS_S64, 2, 3, 1, 7}, {AVS_S32, 2, 3, 1, 7}, {AVS_S16, 2, 3, 1, 7}, {AVS_S8, 2, 3, 1, 7},
        {AVS_U64, 2, 3, 1, 7}, {AVS_U32, 2, 3, 1, 7}, {AVS_U16, 2, 3, 1, 7}, {AVS_U8, 2, 3, 1, 7},
    };
    const op_info *op = op_of_selector(S_TFMA);
    for (unsigned i = 0; i < 16; i++) {
        assert_true(op_type_supported(op, yes[i].dt));
        fma_case(PTO_PROFILE_IEEE, yes[i].dt, &yes[i].two, &yes[i].three, &yes[i].one, 1, &yes[i].seven, 0);
    }
    static const unsigned no[2] = {AVS_HIF8, AVS_U4X2};
    for (unsigned i = 0; i < 2; i++) {
        assert_false(op_type_supported(op, no[i]));
        pto_machine *m = pto_create();
        for (unsigned k = 1; k <= 3; k++) {
            avs_tile(m, k, no[i], 128, 2, 1, 1, RM, ALL);
            avs_put(m, k, 0, 0, 1);
        }
        avs_prog p;
        unsigned stop = tfma_prog(&p, no[i], 1, 2, 3, 1, 0, 0, NO_IOR);
        expect_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY, 3);
        pto_destroy(m);
    }
}

/* PTO-AVS-TILE-TFMA-DATR-001, TFMA/tile-bound-tfma-datr-001.asl: PadValue
 * is applicable, and read as a PadValue (not a ByteId): Max gives the
 * all-ones U64 padding element beside 2 * 3 + 4 = 10.  An explicitly
 * nonzero CMode, Sat, Canonicalize, DataType, RMode or Layout is
 * TileLegality at the commit (C9), nothing allocated.  (DataType U64 = the
 * block's own type is still an explicit field; Layout 1 is ND2DN, a generic
 * layout code, so the CUBE path of C3 is not taken.) */
static void avs_tfma_datr_001(void **state)
{
    (void)state;
    uint64_t l = 2, r = 3, a = 4;
    pto_machine *m = sources(PTO_PROFILE_IEEE, AVS_U64, 2, &l, &r, &a, 1);
    avs_prog p;
    tfma_prog(&p, AVS_U64, 1, 2, 3, 1, 2, avs_bdatr_pad(AVS_PAD_MAX), NO_IOR);
    avs_run_ok(m, &p);
    avs_invariants(m);
    avs_expect(m, 0, 0, 0, 10, true);
    avs_expect(m, 0, 0, 1, UINT64_MAX, true);
    pto_destroy(m);
    const uint32_t bad[6] = {
        avs_bdatr(AVS_NE, 0, 0, 0, 0, 0, 0),      avs_bdatr(0, 0, 1, 0, 0, 0, 0),
        avs_bdatr(0, 0, 0, 1, 0, 0, 0),           avs_bdatr(0, 0, 0, 0, AVS_U64, 0, 0),
        avs_bdatr(0, 0, 0, 0, 0, 1, 0),           avs_bdatr(0, 0, 0, 0, 0, 0, 1),
    };
    for (unsigned i = 0; i < 6; i++) {
        m = sources(PTO_PROFILE_IEEE, AVS_U64, 2, &l, &r, &a, 1);
        unsigned stop = tfma_prog(&p, AVS_U64, 1, 2, 3, 1, 2, bad[i], NO_IOR);
        expect_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY, 3);
        pto_fault_info f;
        pto_fault(m, &f);
        assert_non_null(strstr(f.rule, "(C9)"));
        pto_destroy(m);
    }
}

/* PTO-AVS-TILE-TFMA-DEFINED-001, TFMA/tile-bound-tfma-defined-001.asl: U64
 * 1x1, left 2 and right 3 written, the addend never written: the operands
 * are rejected and no destination appears. */
static void avs_tfma_defined_001(void **state)
{
    (void)state;
    uint64_t l = 2, r = 3;
    fma_reject(AVS_U64, &l, &r, NULL);
}

/* PTO-AVS-TILE-TFMA-ENCODING-001, TFMA/tile-bound-tfma-encoding-001.asl:
 * a TF32 left source 0x00000001 (a nonzero truncated fraction bit), right
 * and addend 0: rejected before execution. */
static void avs_tfma_encoding_001(void **state)
{
    (void)state;
    uint64_t l = 1, r = 0, a = 0;
    fma_reject(AVS_TF32, &l, &r, &a);
}

/* PTO-AVS-TILE-TFMA-OPERANDS-001, TFMA/tile-bound-tfma-operands-001.asl:
 * four matching row-major U64 1x1 descriptors with 2, 3, 4 are legal (the
 * result, hand-derived, 2 * 3 + 4 = 10); the same tuple with a
 * column-major addend is rejected, nothing allocated, the sources intact.
 * (The model's check is TileLogicalShapeMatch, which compares layouts.) */
static void avs_tfma_operands_001(void **state)
{
    (void)state;
    uint64_t l = 2, r = 3, a = 4, want = 10;
    fma_case(PTO_PROFILE_IEEE, AVS_U64, &l, &r, &a, 1, &want, 0);
    pto_machine *m = pto_create();
    avs_tile(m, 1, AVS_U64, 128, 1, 1, 1, RM, ALL);
    avs_tile(m, 2, AVS_U64, 128, 1, 1, 1, RM, ALL);
    avs_tile(m, 3, AVS_U64, 128, 1, 1, 1, PTO_LAYOUT_COL_MAJOR, ALL);
    avs_put(m, 1, 0, 0, 2);
    avs_put(m, 2, 0, 0, 3);
    avs_put(m, 3, 0, 0, 4);
    avs_prog p;
    unsigned stop = tfma_prog(&p, AVS_U64, 1, 2, 3, 1, 0, 0, NO_IOR);
    expect_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY, 3);
    avs_expect(m, 1, 0, 0, 2, true);
    avs_expect(m, 2, 0, 0, 3, true);
    avs_expect(m, 3, 0, 0, 4, true);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TFMA-ALIAS-001, TFMA/tile-exec-tfma-alias-001.asl: U64
 * 1x1, left 2, right 3, addend 4 give 10; the right source keeps 3 and the
 * addend 4 (and here, the destination being fresh, the left keeps 2). */
static void avs_tfma_alias_001(void **state)
{
    (void)state;
    uint64_t l = 2, r = 3, a = 4, want = 10;
    fma_case(PTO_PROFILE_IEEE, AVS_U64, &l, &r, &a, 1, &want, 0);
    fma_case(PTO_PROFILE_V0, AVS_U64, &l, &r, &a, 1, &want, 0);
}

/* PTO-AVS-TILE-TFMA-MASK-ZERO-001, TFMA/tile-exec-tfma-mask-zero-001.asl:
 * BSTART 0xC1C19181 (TFMA, U64), then one B.IOT with PEMode 0, no tiles
 * and L = 0 (funct3 100, the word 0x00004013), then BSTOP: the block
 * completes as a strict no-op before schema, sources, allocation,
 * arithmetic, padding or flags: no fault, no tile, flags 0, block closed. */
static void avs_tfma_mask_zero_001(void **state)
{
    (void)state;
    assert_int_equal(avs_bstart(AVS_U64, S_TFMA), 0xC1C19181u);
    assert_int_equal(avs_biot_raw(0, 0, 0, 0, 4, 0, 0), 0x00004013u);
    pto_machine *m = pto_create();
    avs_prog p;
    avs_init(&p);
    avs_w(&p, 0xC1C19181u);
    avs_w(&p, 0x00004013u);
    avs_w(&p, AVS_BSTOP);
    avs_run_ok(m, &p);
    avs_invariants(m);
    pto_fault_info f;
    pto_fault(m, &f);
    assert_int_equal(f.kind, PTO_FAULT_NONE);
    assert_int_equal(avs_allocated_count(m), 0);
    assert_int_equal(pto_flags(m), 0);
    assert_false(pto_block_active(m));
    pto_destroy(m);
}

/* PTO-AVS-TILE-TFMA-WIDTH-001, TFMA/tile-exec-tfma-width-001.asl: S8
 * 0xFF * 2 + 3 = -2 + 3 = 1 and U8 0x80 * 2 + 1 = 0x101 -> 1: only the
 * modulo-width carrier bits, no flags, in both profiles (integers are the
 * same in both). */
static void avs_tfma_width_001(void **state)
{
    (void)state;
    static const pto_profile prof[2] = {PTO_PROFILE_IEEE, PTO_PROFILE_V0};
    for (unsigned i = 0; i < 2; i++) {
        uint64_t l = 0xFF, r = 2, a = 3, want = 1;
        fma_case(prof[i], AVS_S8, &l, &r, &a, 1, &want, 0);
        l = 0x80;
        a = 1;
        fma_case(prof[i], AVS_U8, &l, &r, &a, 1, &want, 0);
    }
}

/* PTO-AVS-TILE-TFMA-CAPACITY-001, TFMA/tile-fault-tfma-capacity-001.asl:
 * BSTART 0xC1C19181, LB0 = 128, LB1 = 2, LB2 = 128, B.IOT T#2, T#3, 1111;
 * B.IOT T#4, 1111, last, ->T<SizeCode 1>: a 2 x 128 U64 destination needs
 * 2048 bytes, not 128: TileAllocation at the commit before allocation or
 * any source access (the sources are never configured), nothing allocated,
 * state unchanged. */
static void avs_tfma_capacity_001(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    avs_prog p;
    avs_init(&p);
    avs_w(&p, 0xC1C19181u);
    avs_w(&p, avs_bdim(0, 0, 128));
    avs_w(&p, avs_bdim(1, 0, 2));
    avs_w(&p, avs_bdim(2, 0, 128));
    avs_w(&p, avs_biot_ss(1, 2, AVS_PEM_ALL, 0));
    avs_w(&p, avs_biot_sd(3, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    unsigned stop = avs_w(&p, AVS_BSTOP);
    expect_fault(m, &p, stop, PTO_FAULT_TILE_ALLOCATION, 0);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TFMA-LB0-001, TFMA/tile-fault-tfma-lb0-001.asl: the complete
 * U64 binding tuple without any B.DIM: the closed TFMA schema needs LB0,
 * TileLegality at the commit (C10), nothing allocated, the sources intact. */
static void avs_tfma_lb0_001(void **state)
{
    (void)state;
    uint64_t l = 2, r = 3, a = 4;
    pto_machine *m = sources(PTO_PROFILE_IEEE, AVS_U64, 1, &l, &r, &a, 1);
    avs_prog p;
    unsigned stop = tfma_prog(&p, AVS_U64, 1, 2, 3, 0, 0, 0, NO_IOR);
    expect_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY, 3);
    pto_fault_info f;
    pto_fault(m, &f);
    assert_non_null(strstr(f.rule, "(C10)"));
    avs_expect(m, 1, 0, 0, 2, true);
    avs_expect(m, 2, 0, 0, 3, true);
    avs_expect(m, 3, 0, 0, 4, true);
    pto_destroy(m);
}

/* The words of a U64 1x1 TFMA block with LB0 = 1 whose bindings are
 * biot[0..n), each with mask 1111. */
static unsigned schema_prog(avs_prog *p, const uint32_t *biot, unsigned n)
{
    avs_init(p);
    avs_w(p, avs_bstart(AVS_U64, S_TFMA));
    avs_w(p, avs_bdim(0, 0, 1));
    for (unsigned i = 0; i < n; i++) avs_w(p, biot[i]);
    return avs_w(p, AVS_BSTOP);
}

/* PTO-AVS-TILE-TFMA-SCHEMA-001, TFMA/tile-fault-tfma-schema-001.asl: U64,
 * LB0 = 1, B.IOT T#2, T#3, 1111 (L=0); B.IOT T#4, 1111, last, ->T: accepted
 * (2 * 3 + 4 = 10, hand-derived); the same tuple with a B.IOR added (all
 * zero) is TileLegality at the commit (C10), nothing allocated.
 * Hand-derived extras from SelectedBundleClosedTFMASchemaLegal (every one
 * passes BundleOperationBindingsComplete, three sources and one
 * destination with L on the last binding, so it reaches the schema): the
 * destination in the first binding (B.IOT T#2, ->T; B.IOT T#3, T#4, last),
 * both sources and the destination in one binding after the addend
 * (B.IOT T#2; B.IOT T#3, T#4, last, ->T), and three bindings (T#2; T#3;
 * T#4, last, ->T) are each TileLegality at the commit; a B.IOR with a
 * nonzero RegSrc0 is BundleControl (C7: TFMA consumes no GPR). */
static void avs_tfma_schema_001(void **state)
{
    (void)state;
    uint64_t l = 2, r = 3, a = 4, want = 10;
    fma_case(PTO_PROFILE_IEEE, AVS_U64, &l, &r, &a, 1, &want, 0);
    pto_machine *m = sources(PTO_PROFILE_IEEE, AVS_U64, 1, &l, &r, &a, 1);
    avs_prog p;
    unsigned stop = tfma_prog(&p, AVS_U64, 1, 2, 3, 1, 0, 0, 0);
    expect_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY, 3);
    pto_fault_info f;
    pto_fault(m, &f);
    assert_non_null(strstr(f.rule, "(C10)"));
    pto_destroy(m);

    m = sources(PTO_PROFILE_IEEE, AVS_U64, 1, &l, &r, &a, 1);
    stop = tfma_prog(&p, AVS_U64, 1, 2, 3, 1, 0, 0, 5);
    expect_fault(m, &p, stop, PTO_FAULT_BUNDLE_CONTROL, 3);
    pto_destroy(m);

    const uint32_t dst_first[2] = {avs_biot_sd(1, AVS_PEM_ALL, 0, AVS_HAND_T, 1), avs_biot_ss(2, 3, AVS_PEM_ALL, 1)};
    const uint32_t all_last[2] = {avs_biot_s(1, AVS_PEM_ALL, 0), avs_biot_ssd(2, 3, AVS_PEM_ALL, 1, AVS_HAND_T, 1)};
    const uint32_t three[3] = {avs_biot_s(1, AVS_PEM_ALL, 0), avs_biot_s(2, AVS_PEM_ALL, 0),
                               avs_biot_sd(3, AVS_PEM_ALL, 1, AVS_HAND_T, 1)};
    const uint32_t *bad[3] = {dst_first, all_last, three};
    const unsigned nbad[3] = {2, 2, 3};
    for (unsigned i = 0; i < 3; i++) {
        m = sources(PTO_PROFILE_IEEE, AVS_U64, 1, &l, &r, &a, 1);
        stop = schema_prog(&p, bad[i], nbad[i]);
        expect_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY, 3);
        pto_fault(m, &f);
        assert_non_null(strstr(f.rule, "(C10)"));
        pto_destroy(m);
    }
}

/* An FP32 1x1 TFMA of (l, r, a) under both profiles gives a quiet NaN
 * (the AVS assertion: TileNumericValueClass is QuietNaN) with exactly NV
 * (the model's flag vector Zeros{5} + 1).  Hand-derived per decisions D5
 * and HardwareNumericCanonicalNaNResult: the quiet NaN is FP32's canonical
 * NaN 0x7FC00000 in both profiles. */
static void invalid_case(uint64_t l, uint64_t r, uint64_t a)
{
    static const pto_profile prof[2] = {PTO_PROFILE_IEEE, PTO_PROFILE_V0};
    for (unsigned i = 0; i < 2; i++) {
        pto_machine *m = sources(prof[i], AVS_FP32, 1, &l, &r, &a, 1);
        avs_prog p;
        tfma_prog(&p, AVS_FP32, 1, 2, 3, 1, 0, 0, NO_IOR);
        avs_run_ok(m, &p);
        avs_invariants(m);
        for (unsigned pe = 0; pe < PTO_PES; pe++) {
            uint64_t v;
            bool d;
            assert_int_equal(pto_tile_read(m, 0, pe, 0, &v, &d), PTO_OK);
            assert_true(d);
            /* quiet NaN: exponent all ones, the quiet bit (bit 22) set */
            assert_int_equal(v & 0x7FC00000u, 0x7FC00000u);
            assert_int_equal(v, 0x7FC00000u);
        }
        assert_int_equal(pto_flags(m), PTO_FLAG_NV);
        pto_destroy(m);
    }
}

/* PTO-AVS-TILE-TFMA-INVALID-001, TFMA/tile-state-tfma-invalid-001.asl: FP32
 * signalling NaN 0x7F800001 * 1.0 + 0; 0 * +inf + 0; +inf * 1.0 + -inf:
 * each a quiet NaN with NV. */
static void avs_tfma_invalid_001(void **state)
{
    (void)state;
    invalid_case(0x7F800001u, 0x3F800000u, 0);
    invalid_case(0, 0x7F800000u, 0);
    invalid_case(0x7F800000u, 0x3F800000u, 0xFF800000u);
}

/* PTO-AVS-TILE-TFMA-PADDING-001, TFMA/tile-state-tfma-padding-001.asl: U64
 * tiles 128 B, Col 2, valid 1x1, left 2, right 3, addend 4, B.DATR PadValue
 * Max: the destination (0,0) is 10 and (0,1), outside the valid rectangle,
 * is defined and all ones.  Hand-derived extension: every other padding
 * element (rows 1..7) is all ones and defined as well; without B.DATR
 * (PadValue Null) they stay undefined. */
static void avs_tfma_padding_001(void **state)
{
    (void)state;
    for (int max = 1; max >= 0; max--) {
        uint64_t l = 2, r = 3, a = 4;
        pto_machine *m = sources(PTO_PROFILE_IEEE, AVS_U64, 2, &l, &r, &a, 1);
        avs_prog p;
        tfma_prog(&p, AVS_U64, 1, 2, 3, 1, 2, max ? avs_bdatr_pad(AVS_PAD_MAX) : 0, NO_IOR);
        avs_run_ok(m, &p);
        avs_invariants(m);
        avs_expect_desc(m, 0, PTO_TILE_NUMERIC, AVS_U64, 128, 8, 2, 1, 1, ALL);
        avs_expect(m, 0, 0, 0, 10, true);
        for (uint32_t row = 0; row < 8; row++)
            for (uint32_t col = 0; col < 2; col++) {
                if (row == 0 && col == 0) continue;
                if (max) avs_expect(m, 0, row, col, UINT64_MAX, true);
                else avs_expect_defined(m, 0, row, col, false);
            }
        pto_destroy(m);
    }
}

/* PTO-AVS-TILE-TFMA-PROFILE-INVALID-001,
 * TFMA/tile-state-tfma-profile-invalid-001.asl: the profile's invalid
 * result (TileProfileFusedInvalidResult) for FP32 0x7F800001 * 1.0 + 0 is
 * a quiet NaN with NV.  ptosim has no separate hook: the same inputs run
 * as a TFMA bundle, under both profiles (the reference profile and ieee
 * both select the canonical NaN). */
static void avs_tfma_profile_invalid_001(void **state)
{
    (void)state;
    invalid_case(0x7F800001u, 0x3F800000u, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(avs_tfma_static_001),   cmocka_unit_test(avs_tfma_types_001),
        cmocka_unit_test(avs_tfma_datr_001),     cmocka_unit_test(avs_tfma_defined_001),
        cmocka_unit_test(avs_tfma_encoding_001), cmocka_unit_test(avs_tfma_operands_001),
        cmocka_unit_test(avs_tfma_alias_001),    cmocka_unit_test(avs_tfma_mask_zero_001),
        cmocka_unit_test(avs_tfma_width_001),    cmocka_unit_test(avs_tfma_capacity_001),
        cmocka_unit_test(avs_tfma_lb0_001),      cmocka_unit_test(avs_tfma_schema_001),
        cmocka_unit_test(avs_tfma_invalid_001),  cmocka_unit_test(avs_tfma_padding_001),
        cmocka_unit_test(avs_tfma_profile_invalid_001),
    };
    return cmocka_run_group_tests_name("avs_fma", tests, NULL, NULL);
}
