/* Ports of the specification's AVS tests of TADD, TSUBS, TCMPS and TEXPANDS
 * (the .asl files under tests/asl/tile/ for TADD, TSUBS, TCMPS, TEXPANDS in pto-spec).
 *
 * Each test names the AVS id and file it ports.  Expected values are the
 * ones the AVS test asserts, or hand derivations explained beside them.
 * Where an AVS test calls a model handler directly (ExecuteTileBinary,
 * TileOperandsLegal_*, InstructionContractExecute_*), the same case runs
 * here as a complete bundle of hand-encoded words on the public API: the
 * tiles the AVS test configures are set up as simulator control, the
 * destination is the one the bundle allocates (the lowest free slot of its
 * hand).  The AVS tests use PE mask 1111; every PE gets the same data and
 * every PE must show the model's result (decisions D3). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "core.h"
#include "support/avs.h"
#include "support/support.h"

#define ALL 0xFu /* PE mask 1111 */
#define RM PTO_LAYOUT_ROW_MAJOR

/* ---- static contract tests ------------------------------------------------------ */

/* The selector of the BSTART word decodes back from the word's Mode/Function
 * fields, and the op table names the operation, handler and engine.  The
 * catalog's op index (0, 26, 37, 39) and class are not modelled: ptosim
 * indexes operations by selector. */
static void check_static(unsigned selector, const char *name, unsigned handler)
{
    const op_info *op = op_of_selector(selector);
    assert_non_null(op);
    assert_string_equal(op->name, name);
    assert_int_equal(op->selector, selector);
    assert_int_equal(op->handler, handler);
    assert_int_equal(op->sfu, 0); /* TileEngine_VEC */
    assert_ptr_equal(op_by_name(name), op);
    uint32_t w = avs_bstart(AVS_FP32, selector);
    uint8_t b[4] = {(uint8_t)w, (uint8_t)(w >> 8), (uint8_t)(w >> 16), (uint8_t)(w >> 24)};
    insn in;
    const char *why = NULL;
    assert_int_equal(insn_decode(b, 4, &in, &why), DEC_OK);
    assert_int_equal(in.form, F_BSTART_TEPL);
    assert_int_equal(in.f[FLD_Mode] * 32u + in.f[FLD_Function], selector);
}

/* PTO-AVS-TILE-TADD-STATIC-001, TADD/tile-static-tadd-contract-001.asl:
 * TEPL code 0x000 -> TADD, ExecuteTileBinary, VEC. */
static void avs_tadd_static_001(void **state)
{
    (void)state;
    check_static(AVS_TADD, "TADD", H_BINARY);
}

/* PTO-AVS-TILE-TSUBS-STATIC-001, TSUBS/tile-static-tsubs-contract-001.asl:
 * 0x021 -> TSUBS, ExecuteTileScalar, VEC. */
static void avs_tsubs_static_001(void **state)
{
    (void)state;
    check_static(AVS_TSUBS, "TSUBS", H_SCALAR);
}

/* PTO-AVS-TILE-TCMPS-STATIC-001, TCMPS/tile-static-tcmps-contract-001.asl:
 * 0x02D -> TCMPS, ExecuteTileCompareScalar, VEC. */
static void avs_tcmps_static_001(void **state)
{
    (void)state;
    check_static(AVS_TCMPS, "TCMPS", H_CMPS);
}

/* PTO-AVS-TILE-TEXPANDS-STATIC-001, TEXPANDS/tile-static-texpands-contract-001.asl:
 * 0x03B -> TEXPANDS, ExecuteTileFillScalar, VEC. */
static void avs_texpands_static_001(void **state)
{
    (void)state;
    check_static(AVS_TEXPANDS, "TEXPANDS", H_FILL);
}

/* ---- TADD -------------------------------------------------------------------------- */

/* TADD bundle over sources s0, s1 with LB0 = vc and LB2 = cols, destination
 * hand T SizeCode 1 (128 B), mask 1111; optional B.DATR word (0 = none). */
static void tadd_bundle(avs_prog *p, unsigned dt, unsigned s0, unsigned s1, unsigned vc, unsigned cols,
                        uint32_t datr)
{
    avs_init(p);
    avs_w(p, avs_bstart(dt, AVS_TADD));
    if (datr) avs_w(p, datr);
    avs_w(p, avs_bdim(0, 0, vc));
    avs_w(p, avs_bdim(2, 0, cols));
    avs_w(p, avs_biot_ssd(s0, s1, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    avs_w(p, AVS_BSTOP);
}

/* ConfigureBinaryType of the AVS test: tiles 128 B, Col 1, valid 1x1,
 * element (0,0) = 1 and 2 in the two sources.  The third tile of the AVS
 * test is the destination, which the bundle allocates here (index 2). */
static void tadd_type_case(unsigned dt, bool accepted)
{
    pto_machine *m = pto_create();
    avs_tile(m, 0, dt, 128, 1, 1, 1, RM, ALL);
    avs_tile(m, 1, dt, 128, 1, 1, 1, RM, ALL);
    avs_put(m, 0, 0, 0, 1);
    avs_put(m, 1, 0, 0, 2);
    avs_prog p;
    tadd_bundle(&p, dt, 0, 1, 1, 1, 0);
    if (accepted) {
        avs_run_ok(m, &p);
        /* 1 + 2 = 3: for U8 by integer addition; for FP32 the encodings 1 and 2
         * are the subnormals 2^-149 and 2^-148, whose sum 3*2^-149 is exact
         * (encoding 3) in both numeric profiles. */
        avs_expect(m, 2, 0, 0, 3, true);
        assert_false(pto_block_active(m));
    } else {
        /* HiF8 is outside the sixteen types: the commit (BSTOP) is rejected. */
        avs_run_to_fault(m, &p, p.n - 1, PTO_FAULT_TILE_LEGALITY);
        assert_false(pto_tile_allocated(m, 2));
    }
    pto_destroy(m);
}

/* PTO-AVS-TILE-TADD-DATA-TYPES-001, TADD/tile-bound-tadd-data-types-001.asl:
 * the sixteen VEC types are supported, HiF8 and U4X2 are not; FP32 and U8
 * operands are legal, HiF8 operands are rejected with the destination
 * untouched. */
static void avs_tadd_data_types_001(void **state)
{
    (void)state;
    static const unsigned yes[16] = {AVS_FP64, AVS_FP32, AVS_TF32, AVS_HF32, AVS_FP16, AVS_BF16,
                                     AVS_E4M3, AVS_E5M2, AVS_S64,  AVS_S32,  AVS_S16,  AVS_S8,
                                     AVS_U64,  AVS_U32,  AVS_U16,  AVS_U8};
    const op_info *op = op_of_selector(AVS_TADD);
    for (unsigned i = 0; i < 16; i++) {
        assert_true(pto_dtype_vec(yes[i]));
        assert_true(op_type_supported(op, yes[i]));
    }
    assert_false(pto_dtype_vec(AVS_HIF8));
    assert_false(pto_dtype_vec(AVS_U4X2));
    assert_false(op_type_supported(op, AVS_HIF8));
    assert_false(op_type_supported(op, AVS_U4X2));
    tadd_type_case(AVS_FP32, true);
    tadd_type_case(AVS_U8, true);
    tadd_type_case(AVS_HIF8, false);
}

/* PTO-AVS-TILE-TADD-LAYOUT-001, TADD/tile-bound-tadd-layout-001.asl: U64
 * ColumnMajor tiles (128 B, Col 8, valid 1x1) are rejected before any
 * destination effect.  In a bundle the destination is RowMajor (B.DATR
 * omitted), so the ColumnMajor sources fail operand legality at commit:
 * TileLegality, the destination rolled back. */
static void avs_tadd_layout_001(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    avs_tile(m, 0, AVS_U64, 128, 8, 1, 1, PTO_LAYOUT_COL_MAJOR, ALL);
    avs_tile(m, 1, AVS_U64, 128, 8, 1, 1, PTO_LAYOUT_COL_MAJOR, ALL);
    avs_put(m, 0, 0, 0, 1);
    avs_put(m, 1, 0, 0, 2);
    avs_prog p;
    tadd_bundle(&p, AVS_U64, 0, 1, 1, 8, 0);
    avs_run_to_fault(m, &p, p.n - 1, PTO_FAULT_TILE_LEGALITY);
    assert_false(pto_tile_allocated(m, 2));
    pto_destroy(m);
}

/* PTO-AVS-TILE-TADD-DEFINEDNESS-001, TADD/tile-bound-tadd-source-defined-001.asl:
 * U64 tiles 128 B Col 1 valid 1x1; the left source holds 7, the right
 * source was never written.  Rejected; no destination appears. */
static void avs_tadd_source_defined_001(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    avs_tile(m, 0, AVS_U64, 128, 1, 1, 1, RM, ALL);
    avs_tile(m, 1, AVS_U64, 128, 1, 1, 1, RM, ALL);
    avs_put(m, 0, 0, 0, 7);
    avs_prog p;
    tadd_bundle(&p, AVS_U64, 0, 1, 1, 1, 0);
    avs_run_to_fault(m, &p, p.n - 1, PTO_FAULT_TILE_LEGALITY);
    assert_false(pto_tile_allocated(m, 2));
    avs_expect(m, 0, 0, 0, 7, true);
    pto_destroy(m);
}

/* The two U64 sources of the bundle tests: tiles 1 and 2 (T#2, T#3),
 * 128 B, Col 2, valid 1x2 (8 physical rows), [3, 4] and [5, 6]. */
static void tadd_bundle_sources(pto_machine *m)
{
    avs_tile(m, 1, AVS_U64, 128, 2, 1, 2, RM, ALL);
    avs_tile(m, 2, AVS_U64, 128, 2, 1, 2, RM, ALL);
    avs_put(m, 1, 0, 0, 3);
    avs_put(m, 1, 0, 1, 4);
    avs_put(m, 2, 0, 0, 5);
    avs_put(m, 2, 0, 1, 6);
}

/* PTO-AVS-TILE-TADD-DIM-DEFAULTS-001, TADD/tile-exec-tadd-dim-defaults-001.asl:
 * BSTART 0xC0019181 (TADD, U64), LB0 = 2 only, B.IOT T#2, T#3, 1111, last,
 * ->T<1>.  Omitted LB1 defaults to 1 and LB2 to LB0: the destination (the
 * lowest free T slot, T#1) has VR 1, VC 2, Col 2 and holds 8, 10. */
static void avs_tadd_dim_defaults_001(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    tadd_bundle_sources(m);
    avs_prog p;
    avs_init(&p);
    assert_int_equal(avs_bstart(AVS_U64, AVS_TADD), 0xC0019181u);
    avs_w(&p, 0xC0019181u);
    avs_w(&p, avs_bdim(0, 0, 2));
    avs_w(&p, avs_biot_ssd(1, 2, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    avs_w(&p, AVS_BSTOP);
    avs_run_ok(m, &p);
    /* 128 B of U64 with Col 2 gives 1024 / 128 = 8 rows. */
    avs_expect_desc(m, 0, PTO_TILE_NUMERIC, AVS_U64, 128, 8, 2, 1, 2, ALL);
    avs_expect(m, 0, 0, 0, 8, true);
    avs_expect(m, 0, 0, 1, 10, true);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TADD-MISSING-LB0-001, TADD/tile-fault-tadd-missing-lb0-001.asl:
 * the same bundle without B.DIM LB0: the commit raises TileLegality, no
 * destination is allocated, the source keeps 3. */
static void avs_tadd_missing_lb0_001(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    tadd_bundle_sources(m);
    avs_prog p;
    avs_init(&p);
    avs_w(&p, 0xC0019181u);
    avs_w(&p, avs_biot_ssd(1, 2, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    unsigned stop = avs_w(&p, AVS_BSTOP);
    avs_run_to_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY);
    assert_false(pto_tile_allocated(m, 0));
    assert_int_equal(avs_allocated_count(m), 2);
    avs_expect(m, 1, 0, 0, 3, true);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TADD-PADDING-001, TADD/tile-state-tadd-padding-001.asl:
 * U64 tiles 128 B, Col 2, valid 1x1 (8 rows), 7 + 5.  With PadValue Zero the
 * padding (0,1) and (7,1) is defined 0; with B.DATR omitted (Null) the same
 * coordinates are undefined.  The AVS test sets the attribute state
 * directly with DataType U64; in a bundle B.DATR must encode DataType 0,
 * which means "no override" (decisions D1). */
static void tadd_padding_case(bool zero)
{
    pto_machine *m = pto_create();
    avs_tile(m, 0, AVS_U64, 128, 2, 1, 1, RM, ALL);
    avs_tile(m, 1, AVS_U64, 128, 2, 1, 1, RM, ALL);
    avs_put(m, 0, 0, 0, 7);
    avs_put(m, 1, 0, 0, 5);
    avs_prog p;
    tadd_bundle(&p, AVS_U64, 0, 1, 1, 2, zero ? avs_bdatr_pad(AVS_PAD_ZERO) : 0);
    avs_run_ok(m, &p);
    avs_expect_desc(m, 2, PTO_TILE_NUMERIC, AVS_U64, 128, 8, 2, 1, 1, ALL);
    avs_expect(m, 2, 0, 0, 12, true);
    if (zero) {
        avs_expect(m, 2, 0, 1, 0, true);
        avs_expect_defined(m, 2, 7, 1, true);
    } else {
        avs_expect_defined(m, 2, 0, 1, false);
        avs_expect_defined(m, 2, 7, 1, false);
    }
    pto_destroy(m);
}

static void avs_tadd_padding_001(void **state)
{
    (void)state;
    tadd_padding_case(true);
    tadd_padding_case(false);
}

/* PTO-AVS-TILE-TADD-ELEMENTS-001, TADD/tile-exec-tadd-elements-001.asl:
 * U64 tiles 128 B, Col 4, valid 1x2: [7, 9] + [5, 2] = [12, 11]. */
static void avs_tadd_elements_001(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    avs_tile(m, 0, AVS_U64, 128, 4, 1, 2, RM, ALL);
    avs_tile(m, 1, AVS_U64, 128, 4, 1, 2, RM, ALL);
    avs_put(m, 0, 0, 0, 7);
    avs_put(m, 0, 0, 1, 9);
    avs_put(m, 1, 0, 0, 5);
    avs_put(m, 1, 0, 1, 2);
    avs_prog p;
    tadd_bundle(&p, AVS_U64, 0, 1, 2, 4, 0);
    avs_run_ok(m, &p);
    avs_expect(m, 2, 0, 0, 12, true);
    avs_expect(m, 2, 0, 1, 11, true);
    pto_destroy(m);
}

/* ---- TSUBS -------------------------------------------------------------------------- */

/* TSUBS bundle: source s0, LB0 = vc, LB2 = cols, destination hand T
 * SizeCode 1, B.IOR a0 (GPR 2), zero, zero, ->zero. */
static void tsubs_bundle(avs_prog *p, unsigned dt, unsigned s0, unsigned vc, unsigned cols)
{
    avs_init(p);
    avs_w(p, avs_bstart(dt, AVS_TSUBS));
    avs_w(p, avs_bdim(0, 0, vc));
    avs_w(p, avs_bdim(2, 0, cols));
    avs_w(p, avs_biot_sd(s0, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    avs_w(p, avs_bior(2, 0, 0, 0));
    avs_w(p, AVS_BSTOP);
}

static void tsubs_type_case(unsigned dt, uint64_t a, uint64_t scalar, uint64_t want, bool accepted)
{
    pto_machine *m = pto_create();
    avs_tile(m, 0, dt, 128, 1, 1, 1, RM, ALL);
    avs_put(m, 0, 0, 0, a);
    avs_gpr(m, 2, scalar);
    avs_prog p;
    tsubs_bundle(&p, dt, 0, 1, 1);
    if (accepted) {
        avs_run_ok(m, &p);
        avs_expect(m, 1, 0, 0, want, true);
    } else {
        avs_run_to_fault(m, &p, p.n - 1, PTO_FAULT_TILE_LEGALITY);
        assert_false(pto_tile_allocated(m, 1));
    }
    pto_destroy(m);
}

/* PTO-AVS-TILE-TSUBS-TYPES-001, TSUBS/tile-bound-tsubs-types-001.asl: FP32
 * and U8 are legal TSUBS types, HiF8 and U4X2 are not.  Driven through
 * bundles: FP32 3.0 - 1.0 = 2.0 (0x40400000 - 0x3F800000 = 0x40000000,
 * exact in the default IEEE profile); U8 9 - 5 = 4; HiF8 and U4X2 commits
 * are rejected with TileLegality (the U4X2 source is a packed tile of
 * two-element bytes; the type check fails whatever it holds). */
static void avs_tsubs_types_001(void **state)
{
    (void)state;
    const op_info *op = op_of_selector(AVS_TSUBS);
    assert_true(op_type_supported(op, AVS_FP32));
    assert_true(op_type_supported(op, AVS_U8));
    assert_false(op_type_supported(op, AVS_HIF8));
    assert_false(op_type_supported(op, AVS_U4X2));
    tsubs_type_case(AVS_FP32, 0x40400000u, 0x3F800000u, 0x40000000u, true);
    tsubs_type_case(AVS_U8, 9, 5, 4, true);
    tsubs_type_case(AVS_HIF8, 0x10, 0x08, 0, false);
    tsubs_type_case(AVS_U4X2, 0x1, 0x1, 0, false);
}

/* PTO-AVS-TILE-TSUBS-ORDER-001, TSUBS/tile-exec-tsubs-order-001.asl: U8
 * tile 128 B, Col 2, valid 1x2 holding [3, 9]; scalar 5; the result is
 * source - scalar with 8-bit wrap: [254, 4]; the source keeps 3. */
static void avs_tsubs_order_001(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    avs_tile(m, 0, AVS_U8, 128, 2, 1, 2, RM, ALL);
    avs_put(m, 0, 0, 0, 3);
    avs_put(m, 0, 0, 1, 9);
    avs_gpr(m, 2, 5);
    avs_prog p;
    tsubs_bundle(&p, AVS_U8, 0, 2, 2);
    assert_int_equal(avs_bstart(AVS_U8, AVS_TSUBS), 0xDA119181u);
    avs_run_ok(m, &p);
    avs_expect(m, 1, 0, 0, 254, true);
    avs_expect(m, 1, 0, 1, 4, true);
    avs_expect(m, 0, 0, 0, 3, true);
    pto_destroy(m);
}

/* ---- TCMPS -------------------------------------------------------------------------- */

/* PTO-AVS-TILE-TCMPS-MASK-001, TCMPS/tile-bound-tcmps-mask-001.asl: a U64
 * source (128 B, Col 2, valid 1x2, [7, 9]) compared EQ 7 into a predicate
 * destination is legal.  The bundle always allocates a predicate-kind
 * destination (8 rows x Col 2, copied from the source): bits [1, 0].
 * not modelled: the second half (a numeric destination is rejected) has no
 * bundle encoding -- a B.IOT destination of TCMPS is always a fresh
 * predicate tile. */
static void avs_tcmps_mask_001(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    avs_tile(m, 0, AVS_U64, 128, 2, 1, 2, RM, ALL);
    avs_put(m, 0, 0, 0, 7);
    avs_put(m, 0, 0, 1, 9);
    avs_gpr(m, 2, 7);
    avs_prog p;
    avs_init(&p);
    avs_w(&p, avs_bstart(AVS_U64, AVS_TCMPS));
    avs_w(&p, avs_bdim(0, 0, 2));
    avs_w(&p, avs_biot_sd(0, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    avs_w(&p, avs_bior(2, 0, 0, 0));
    avs_w(&p, AVS_BSTOP);
    avs_run_ok(m, &p);
    avs_expect_desc(m, 1, PTO_TILE_PREDICATE, 0, 128, 8, 2, 1, 2, ALL);
    avs_expect(m, 1, 0, 0, 1, true);
    avs_expect(m, 1, 0, 1, 0, true);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TCMPS-BUNDLE-001, TCMPS/tile-exec-tcmps-bundle-001.asl: U8
 * source T#2 (128 B, Col 2, valid 1x2) = [2, 3], GPR 2 = 2; BSTART
 * 0xDAD19181, LB0 = 2, B.IOT T#2, 1111, last, ->T<1>, B.IOR RegSrc0 = 2.
 * EQ (B.DATR omitted) gives predicate byte 0 = 0b00000001; the source
 * keeps 3 at (0,1). */
static void avs_tcmps_bundle_001(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    avs_tile(m, 1, AVS_U8, 128, 2, 1, 2, RM, ALL);
    avs_put(m, 1, 0, 0, 2);
    avs_put(m, 1, 0, 1, 3);
    avs_gpr(m, 2, 2);
    avs_prog p;
    avs_init(&p);
    assert_int_equal(avs_bstart(AVS_U8, AVS_TCMPS), 0xDAD19181u);
    avs_w(&p, 0xDAD19181u);
    avs_w(&p, avs_bdim(0, 0, 2));
    avs_w(&p, avs_biot_sd(1, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    avs_w(&p, avs_bior(2, 0, 0, 0));
    avs_w(&p, AVS_BSTOP);
    avs_run_ok(m, &p);
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, 0, &d), PTO_OK);
    assert_int_equal(d.kind, PTO_TILE_PREDICATE);
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        const uint8_t *bytes;
        size_t len;
        assert_int_equal(pto_tile_payload(m, 0, pe, &bytes, &len), PTO_OK);
        assert_int_equal(bytes[0], 0x01);
    }
    avs_expect(m, 1, 0, 1, 3, true);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TCMPS-PACKED-001, TCMPS/tile-exec-tcmps-packed-001.asl: U8
 * source 128 B, Col 16, valid 1x10 (8 rows) holding 0..9, GE 5.  Element i
 * goes to byte i/8 bit i%8: byte 0 = 0b11100000, byte 1 = 0b00000011, and
 * bit (0,9) is defined.  The AVS test calls the handler with no B.DATR
 * (padding Null); the bundle needs B.DATR for CMode GE and keeps padding
 * Null (0xB8001023). */
static void avs_tcmps_packed_001(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    avs_tile(m, 0, AVS_U8, 128, 16, 1, 10, RM, ALL);
    for (unsigned c = 0; c < 10; c++) avs_put(m, 0, 0, c, c);
    avs_gpr(m, 2, 5);
    avs_prog p;
    avs_init(&p);
    avs_w(&p, avs_bstart(AVS_U8, AVS_TCMPS));
    uint32_t datr = avs_bdatr(AVS_GE, AVS_PAD_NULL, 0, 0, 0, 0, 0);
    assert_int_equal(datr, 0xB8001023u);
    avs_w(&p, datr);
    avs_w(&p, avs_bdim(0, 0, 10));
    avs_w(&p, avs_bdim(2, 0, 16));
    avs_w(&p, avs_biot_sd(0, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    avs_w(&p, avs_bior(2, 0, 0, 0));
    avs_w(&p, AVS_BSTOP);
    avs_run_ok(m, &p);
    avs_expect_desc(m, 1, PTO_TILE_PREDICATE, 0, 128, 8, 16, 1, 10, ALL);
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        const uint8_t *bytes;
        size_t len;
        assert_int_equal(pto_tile_payload(m, 1, pe, &bytes, &len), PTO_OK);
        assert_int_equal(bytes[0], 0xE0);
        assert_int_equal(bytes[1], 0x03);
    }
    avs_expect(m, 1, 0, 9, 1, true);
    pto_destroy(m);
}

/* ---- TEXPANDS ----------------------------------------------------------------------- */

static void texpands_bundle(avs_prog *p, unsigned dt, unsigned vc, unsigned cols, uint32_t datr)
{
    avs_init(p);
    avs_w(p, avs_bstart(dt, AVS_TEXPANDS));
    if (datr) avs_w(p, datr);
    avs_w(p, avs_bdim(0, 0, vc));
    avs_w(p, avs_bdim(2, 0, cols));
    avs_w(p, avs_biot_d(AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    avs_w(p, avs_bior(2, 0, 0, 0));
    avs_w(p, AVS_BSTOP);
}

/* PTO-AVS-TILE-TEXPANDS-TYPES-001, TEXPANDS/tile-bound-texpands-types-001.asl:
 * FP32 and U8 are legal TEXPANDS types, HiF8 and U4X2 are not.  Bundles:
 * FP32 fill of 1.0 (0x3F800000) and U8 fill of 0x5A succeed; HiF8 and U4X2
 * commits raise TileLegality and allocate nothing. */
static void avs_texpands_types_001(void **state)
{
    (void)state;
    const op_info *op = op_of_selector(AVS_TEXPANDS);
    assert_true(op_type_supported(op, AVS_FP32));
    assert_true(op_type_supported(op, AVS_U8));
    assert_false(op_type_supported(op, AVS_HIF8));
    assert_false(op_type_supported(op, AVS_U4X2));
    static const struct { unsigned dt; uint64_t v; bool ok; } cases[] = {
        {AVS_FP32, 0x3F800000u, true}, {AVS_U8, 0x5A, true}, {AVS_HIF8, 0x5A, false}, {AVS_U4X2, 0x5A, false}};
    for (unsigned i = 0; i < 4; i++) {
        pto_machine *m = pto_create();
        avs_gpr(m, 2, cases[i].v);
        avs_prog p;
        texpands_bundle(&p, cases[i].dt, 1, 1, 0);
        if (cases[i].ok) {
            avs_run_ok(m, &p);
            avs_expect(m, 0, 0, 0, cases[i].v, true);
        } else {
            avs_run_to_fault(m, &p, p.n - 1, PTO_FAULT_TILE_LEGALITY);
            assert_int_equal(avs_allocated_count(m), 0);
        }
        pto_destroy(m);
    }
}

/* PTO-AVS-TILE-TEXPANDS-BUNDLE-001, TEXPANDS/tile-exec-texpands-bundle-001.asl:
 * GPR 2 = 0x1FF; BSTART 0xDBB19181 (TEXPANDS, U8), LB0 = 2, B.IOT 1111,
 * last, ->T<1>, B.IOR RegSrc0 = 2: both valid elements are 0xFF (bits above
 * the element width ignored). */
static void avs_texpands_bundle_001(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    avs_gpr(m, 2, 0x1FF);
    avs_prog p;
    avs_init(&p);
    assert_int_equal(avs_bstart(AVS_U8, AVS_TEXPANDS), 0xDBB19181u);
    avs_w(&p, 0xDBB19181u);
    avs_w(&p, avs_bdim(0, 0, 2));
    avs_w(&p, avs_biot_d(AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    avs_w(&p, avs_bior(2, 0, 0, 0));
    avs_w(&p, AVS_BSTOP);
    avs_run_ok(m, &p);
    avs_expect(m, 0, 0, 0, 0xFF, true);
    avs_expect(m, 0, 0, 1, 0xFF, true);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TEXPANDS-PADDING-001, TEXPANDS/tile-state-texpands-padding-001.asl:
 * U64 destination 128 B, Col 2, valid 1x1, scalar 7: with PadValue Zero
 * (0,1) is defined 0; with B.DATR omitted (Null) it is undefined.  As for
 * TADD padding, the bundle's B.DATR encodes DataType 0 (decisions D1). */
static void avs_texpands_padding_001(void **state)
{
    (void)state;
    for (int zero = 1; zero >= 0; zero--) {
        pto_machine *m = pto_create();
        avs_gpr(m, 2, 7);
        avs_prog p;
        texpands_bundle(&p, AVS_U64, 1, 2, zero ? avs_bdatr_pad(AVS_PAD_ZERO) : 0);
        avs_run_ok(m, &p);
        avs_expect_desc(m, 0, PTO_TILE_NUMERIC, AVS_U64, 128, 8, 2, 1, 1, ALL);
        avs_expect(m, 0, 0, 0, 7, true);
        if (zero) avs_expect(m, 0, 0, 1, 0, true);
        else avs_expect_defined(m, 0, 0, 1, false);
        pto_destroy(m);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(avs_tadd_static_001),
        cmocka_unit_test(avs_tadd_data_types_001),
        cmocka_unit_test(avs_tadd_layout_001),
        cmocka_unit_test(avs_tadd_source_defined_001),
        cmocka_unit_test(avs_tadd_dim_defaults_001),
        cmocka_unit_test(avs_tadd_elements_001),
        cmocka_unit_test(avs_tadd_missing_lb0_001),
        cmocka_unit_test(avs_tadd_padding_001),
        cmocka_unit_test(avs_tsubs_static_001),
        cmocka_unit_test(avs_tsubs_types_001),
        cmocka_unit_test(avs_tsubs_order_001),
        cmocka_unit_test(avs_tcmps_static_001),
        cmocka_unit_test(avs_tcmps_mask_001),
        cmocka_unit_test(avs_tcmps_bundle_001),
        cmocka_unit_test(avs_tcmps_packed_001),
        cmocka_unit_test(avs_texpands_static_001),
        cmocka_unit_test(avs_texpands_types_001),
        cmocka_unit_test(avs_texpands_bundle_001),
        cmocka_unit_test(avs_texpands_padding_001),
    };
    return cmocka_run_group_tests_name("avs_ops", tests, NULL, NULL);
}
