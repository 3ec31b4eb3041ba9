/* TSORT and TMRGSORT: ports of every AVS test of
 * tests/asl/tile/irregular-and-complex/sorting/{TSORT,TMRGSORT}/ in pto-spec
 * (12 files), of the model tests of the sorting units
 * (tests/asl/tile/model/{execution,legality,ordering}/sorting/,
 * tests/asl/block/model/dispatch/sorting-schema/) and of the B.IOR
 * TMRGSORT end-to-end test; then hand-derived cases: per-PE data and
 * directions, NaN and signed-zero order in both directions, FP16, the
 * default width, and every fault with the whole state unchanged; and
 * generated rows compared with a literal transcription of the model's own
 * bubble passes and merge loop (at the end of this file).
 *
 * Each test names the AVS id it ports; its expected values are the AVS
 * test's, or hand-derived from the ASL (TSORT/TMRGSORT in
 * asl/tile/model/execution/sorting.asl, TileSortLeftBefore in
 * asl/tile/model/ordering/sorting.asl) where said.  The AVS tests call the
 * model's functions directly or build a bundle through
 * ExecuteCommandInstruction; here every case is a complete bundle of
 * hand-encoded words run through the public API, so a legality predicate
 * that is false is the fault of the commit (the state unchanged, nothing
 * allocated), one that is true is a bundle that commits, and the
 * destinations are the ones the bundle allocates (never a source).  The
 * model runs one PE; a port runs on the AVS mask's PE or on all four and
 * checks every participating PE.  pto_check_invariants holds after every
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

#define RM PTO_LAYOUT_ROW_MAJOR
enum { S_TSORT = 0x06C, S_TMRGSORT = 0x06D };
enum { PEM_PE3 = 4 }; /* PEMode 100: PE3 alone (mask 0001) */
enum { NO = -1 };

/* FP32 encodings */
#define F0 0x00000000u
#define FM0 0x80000000u
#define F1 0x3F800000u
#define F2 0x40000000u
#define F3 0x40400000u
#define F4 0x40800000u
#define F5 0x40A00000u
#define F6 0x40C00000u
#define F7 0x40E00000u
#define FM1 0xBF800000u
#define FINF 0x7F800000u
#define FMINF 0xFF800000u
#define FQNAN 0x7FC00000u
#define FSNAN 0x7F800001u

static pto_machine *machine(void)
{
    pto_machine *m = pto_create();
    assert_non_null(m);
    return m;
}

/* Steps the BSTART at TPC 0 (fails if ptosim does not execute the
 * operation), then runs to the end; invariants after. */
/* The last instruction faults with kind, every bit of state unchanged
 * (avs_run_to_fault), nalloc tiles allocated, the invariants holding. */
/* BSTART.SFU TSORT, dt  [B.DATR datr]  [B.DIM LB0 = lb0]  [B.IOR reg]
 * B.IOT src, pem, ->vhand<vsize>  B.IOT pem, last, ->ihand<isize>  BSTOP */
static void tsort_bundle(avs_prog *p, unsigned dt, unsigned src, int lb0, int reg, unsigned pem, unsigned vhand,
                         unsigned vsize, unsigned ihand, unsigned isize, uint32_t datr)
{
    avs_init(p);
    avs_w(p, avs_bstart(dt, S_TSORT));
    if (datr) avs_w(p, datr);
    if (lb0 >= 0) avs_w(p, avs_bdim(0, 0, (uint32_t)lb0));
    if (reg >= 0) avs_w(p, avs_bior((unsigned)reg, 0, 0, 0));
    avs_w(p, avs_biot_sd(src, pem, 0, vhand, vsize));
    avs_w(p, avs_biot_d(pem, 1, ihand, isize));
    avs_w(p, AVS_BSTOP);
}

/* BSTART.SFU TMRGSORT, dt  [B.IOR reg]  B.IOT l, r, pem, last, ->hand<size>  BSTOP */
static void tmrg_bundle(avs_prog *p, unsigned dt, unsigned l, unsigned r, int reg, unsigned pem, unsigned hand,
                        unsigned size)
{
    avs_init(p);
    avs_w(p, avs_bstart(dt, S_TMRGSORT));
    if (reg >= 0) avs_w(p, avs_bior((unsigned)reg, 0, 0, 0));
    avs_w(p, avs_biot_ssd(l, r, pem, 1, hand, size));
    avs_w(p, AVS_BSTOP);
}

static void put_row(pto_machine *m, unsigned idx, uint32_t r, const uint64_t *v, unsigned n)
{
    for (unsigned c = 0; c < n; c++) avs_put(m, idx, r, c, v[c]);
}
static void expect_row(const pto_machine *m, unsigned idx, uint32_t r, const uint64_t *v, unsigned n)
{
    for (unsigned c = 0; c < n; c++) avs_expect(m, idx, r, c, v[c], true);
}
/* A one-row source of n elements of dt in slot idx: Col 32 (or the
 * power of two n needs), the capacity of one such row (at least 128 B). */
static void row_tile(pto_machine *m, unsigned idx, unsigned dt, const uint64_t *v, unsigned n, unsigned mask)
{
    uint32_t cols = 32;
    while (cols < n) cols *= 2;
    uint32_t cap = cols * pto_dtype_bits(dt) / 8u;
    if (cap < 128) cap = 128;
    avs_tile(m, idx, dt, cap, cols, 1, n, RM, mask);
    put_row(m, idx, 0, v, n);
}

/* ============================ static rows ================================= */

/* PTO-AVS-TILE-TSORT-STATIC-001 (tile-static-tsort-contract-001.asl) and
 * PTO-AVS-TILE-TMRGSORT-STATIC-001 (tile-static-tmrgsort-contract-001.asl):
 * Mode 3 Function 12/13 decode to TSORT/TMRGSORT on the SFU with their own
 * handlers. */
static void test_static(void **state)
{
    (void)state;
    sib_check_static(S_TSORT, "TSORT", H_TSORT, OP_ENGINE_SFU);
    sib_check_static(S_TMRGSORT, "TMRGSORT", H_TMRGSORT, OP_ENGINE_SFU);
    /* the type sets of PTO-AVS-TILE-TSORT-TYPES-001 / TMRGSORT-TYPES-001
     * (InstructionContractDataTypeLegal_*): FP32, FP16 yes; BF16, U16 no */
    for (unsigned s = S_TSORT; s <= S_TMRGSORT; s++) {
        const op_info *op = op_of_selector(s);
        assert_true(op_type_supported(op, AVS_FP32));
        assert_true(op_type_supported(op, AVS_FP16));
        assert_false(op_type_supported(op, AVS_BF16));
        assert_false(op_type_supported(op, AVS_U16));
        assert_false(op_type_supported(op, AVS_U64));
    }
}

/* ================================ TSORT ===================================== */

/* PTO-AVS-TILE-TSORT-BUNDLE-001 (tile-exec-tsort-bundle-001.asl): source
 * M#1 (slot 32) FP32 1x4 [3, 1, 2, 0], LB0 = 3, mask 0001; the values go to
 * T (slot 0), the indices to U (slot 16): [1, 2, 3, 0] and [1, 2, 0, 0],
 * each destination 1x4 like the source.  Run on PE3 as the AVS test and
 * again on all four PEs. */
static void test_tsort_bundle(void **state)
{
    (void)state;
    for (int all = 0; all < 2; all++) {
        pto_machine *m = machine();
        unsigned mask = all ? 0xF : 0x1;
        avs_tile(m, 32, AVS_FP32, 128, 4, 1, 4, RM, mask);
        const uint64_t src[4] = {F3, F1, F2, F0};
        put_row(m, 32, 0, src, 4);
        avs_prog p;
        tsort_bundle(&p, AVS_FP32, 32, 3, NO, all ? AVS_PEM_ALL : PEM_PE3, AVS_HAND_T, 1, AVS_HAND_U, 1, 0);
        avs_commit_ok(m, &p);
        const uint64_t v[4] = {F1, F2, F3, F0}, ix[4] = {1, 2, 0, 0};
        expect_row(m, 0, 0, v, 4);
        expect_row(m, 16, 0, ix, 4);
        avs_expect_desc(m, 0, PTO_TILE_NUMERIC, AVS_FP32, 128, 8, 4, 1, 4, mask);
        avs_expect_desc(m, 16, PTO_TILE_NUMERIC, AVS_U32, 128, 8, 4, 1, 4, mask);
        expect_row(m, 32, 0, src, 4); /* the source persists */
        assert_int_equal(pto_flags(m), 0);
        /* Null padding: every element outside the valid row is undefined */
        avs_expect_defined(m, 0, 1, 0, false);
        avs_expect_defined(m, 16, 7, 3, false);
        pto_destroy(m);
    }
}

/* PTO-AVS-TILE-TSORT-GROUPS-001 (tile-exec-tsort-groups-001.asl) and
 * PTO-AVS-TILE-TSORT-KERNEL-001 (tile-exec-tsort-kernel-001.asl): each row
 * sorted in width-3 groups from column 0 with group-local indices. */
static void test_tsort_groups(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 40, AVS_FP32, 256, 4, 2, 4, RM, 0xF);
    const uint64_t r0[4] = {F3, F1, F2, F0}, r1[4] = {F6, F4, F5, F7};
    put_row(m, 40, 0, r0, 4);
    put_row(m, 40, 1, r1, 4);
    avs_prog p;
    tsort_bundle(&p, AVS_FP32, 40, 3, NO, AVS_PEM_ALL, AVS_HAND_T, 2, AVS_HAND_T, 2, 0);
    avs_commit_ok(m, &p);
    const uint64_t v0[4] = {F1, F2, F3, F0}, v1[4] = {F4, F5, F6, F7};
    const uint64_t i0[4] = {1, 2, 0, 0}, i1[4] = {1, 2, 0, 0};
    expect_row(m, 0, 0, v0, 4);
    expect_row(m, 0, 1, v1, 4);
    expect_row(m, 1, 0, i0, 4);
    expect_row(m, 1, 1, i1, 4);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TSORT-SNAN-001 (tile-bound-tsort-snan-001.asl): [sNaN, 1]
 * sorts to [1, sNaN] with indices [1, 0] and records NV (flags = 1). */
static void test_tsort_snan(void **state)
{
    (void)state;
    pto_machine *m = machine();
    const uint64_t src[2] = {FSNAN, F1};
    row_tile(m, 20, AVS_FP32, src, 2, 0xF);
    avs_prog p;
    tsort_bundle(&p, AVS_FP32, 20, 2, NO, AVS_PEM_ALL, AVS_HAND_T, 1, AVS_HAND_U, 1, 0);
    avs_commit_ok(m, &p);
    const uint64_t v[2] = {F1, FSNAN}, ix[2] = {1, 0};
    expect_row(m, 0, 0, v, 2);
    expect_row(m, 16, 0, ix, 2);
    assert_int_equal(pto_flags(m), PTO_FLAG_NV);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TSORT-TYPES-001 (tile-bound-tsort-types-001.asl): a U64 and
 * a BF16 source are rejected (TileLegality at the schema, C10). */
static void test_tsort_types(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 22, AVS_U64, 256, 2, 1, 2, RM, 0xF);
    avs_put(m, 22, 0, 0, 1);
    avs_put(m, 22, 0, 1, 2);
    avs_tile(m, 23, AVS_BF16, 256, 2, 1, 2, RM, 0xF);
    avs_put(m, 23, 0, 0, 0x3F80);
    avs_put(m, 23, 0, 1, 0x4000);
    avs_prog p;
    tsort_bundle(&p, AVS_U64, 22, 2, NO, AVS_PEM_ALL, AVS_HAND_T, 2, AVS_HAND_U, 2, 0);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 2);
    tsort_bundle(&p, AVS_BF16, 23, 2, NO, AVS_PEM_ALL, AVS_HAND_T, 2, AVS_HAND_U, 2, 0);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 2);
    /* a source whose type is not the block's */
    tsort_bundle(&p, AVS_FP32, 23, 2, NO, AVS_PEM_ALL, AVS_HAND_T, 2, AVS_HAND_U, 2, 0);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 2);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TSORT-SHAPE-001 (tile-bound-tsort-shape-001.asl) and
 * PTO-AVS-TILE-TSORT-LEGALITY-001 (tile-bound-tsort-legality-001.asl):
 * TileOperandsLegal_TSORT wants both destinations of the source's exact
 * shape and a U32 index tile.  A bundle always makes the destinations
 * with the source's valid shape and Col and a U32 index tile, so the AVS
 * tests' mismatches (a 1x4 value tile for a 2x2 source, an FP32 index
 * tile) cannot be built; the legal configuration commits, and the one
 * mismatch a bundle can make is the Rows ptosim derives from TSize: an FP16
 * sort whose U32 index tile has the values' TSize has half the source's
 * Rows, which is TileLegality at C14 with both destinations rolled back. */
static void test_tsort_shape(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 22, AVS_FP32, 128, 4, 1, 4, RM, 0xF);
    for (unsigned c = 0; c < 4; c++) avs_put(m, 22, 0, c, c);
    avs_prog p;
    tsort_bundle(&p, AVS_FP32, 22, 3, NO, AVS_PEM_ALL, AVS_HAND_T, 1, AVS_HAND_U, 1, 0);
    avs_commit_ok(m, &p);
    /* raw 0, 1, 2, 3 are +0 and subnormals: ascending already; group [0..2], [3] */
    const uint64_t v[4] = {0, 1, 2, 3}, ix[4] = {0, 1, 2, 0};
    expect_row(m, 0, 0, v, 4);
    expect_row(m, 16, 0, ix, 4);
    pto_tile_release(m, 0);
    pto_tile_release(m, 16);

    avs_tile(m, 24, AVS_FP16, 128, 16, 1, 4, RM, 0xF);
    for (unsigned c = 0; c < 4; c++) avs_put(m, 24, 0, c, 0x3C00u + 0x400u * (3 - c)); /* 1, 2 ... descending */
    tsort_bundle(&p, AVS_FP16, 24, NO, NO, AVS_PEM_ALL, AVS_HAND_T, 1, AVS_HAND_U, 1, 0);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 2);
    tsort_bundle(&p, AVS_FP16, 24, NO, NO, AVS_PEM_ALL, AVS_HAND_T, 1, AVS_HAND_U, 2, 0);
    avs_commit_ok(m, &p);
    const uint64_t hv[4] = {0x3C00u, 0x4000u, 0x4400u, 0x4800u}, hix[4] = {3, 2, 1, 0};
    expect_row(m, 0, 0, hv, 4);
    expect_row(m, 16, 0, hix, 4);
    avs_expect_desc(m, 16, PTO_TILE_NUMERIC, AVS_U32, 256, 4, 16, 1, 4, 0xF);
    pto_destroy(m);
}

/* PTO-AVS-BLOCK-SORT-SCHEMA-001 (block-bound-sorting-schema-001.asl): TSORT
 * accepts LB0 absent or 0 (width 32) and rejects 65; TMRGSORT rejects any
 * B.DIM.  Hand-derived additions: 64 is accepted, LB1 and LB2 are
 * rejected. */
static void test_sort_schema(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 32, AVS_FP32, 128, 8, 1, 4, RM, 0x1);
    for (unsigned c = 0; c < 4; c++) avs_put(m, 32, 0, c, 0);
    avs_prog p;
    const int ok_lb0[3] = {NO, 0, 64};
    for (int k = 0; k < 3; k++) {
        tsort_bundle(&p, AVS_FP32, 32, ok_lb0[k], NO, PEM_PE3, AVS_HAND_T, 1, AVS_HAND_U, 1, 0);
        avs_commit_ok(m, &p);
        pto_tile_release(m, 0);
        pto_tile_release(m, 16);
    }
    /* LB0 = 0 is TSORT's documented default width, so --lint says nothing */
    pto_set_lint(m, true);
    tsort_bundle(&p, AVS_FP32, 32, 0, NO, PEM_PE3, AVS_HAND_T, 1, AVS_HAND_U, 1, 0);
    avs_commit_ok(m, &p);
    assert_int_equal(pto_lint_count(m), 0);
    pto_set_lint(m, false);
    pto_tile_release(m, 0);
    pto_tile_release(m, 16);
    tsort_bundle(&p, AVS_FP32, 32, 65, NO, PEM_PE3, AVS_HAND_T, 1, AVS_HAND_U, 1, 0);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 1);
    for (unsigned lb = 1; lb <= 2; lb++) {
        avs_init(&p);
        avs_w(&p, avs_bstart(AVS_FP32, S_TSORT));
        avs_w(&p, avs_bdim(lb, 0, 4));
        avs_w(&p, avs_biot_sd(32, PEM_PE3, 0, AVS_HAND_T, 1));
        avs_w(&p, avs_biot_d(PEM_PE3, 1, AVS_HAND_U, 1));
        avs_w(&p, AVS_BSTOP);
        avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 1);
    }
    pto_tile_release(m, 32);
    avs_tile(m, 32, AVS_FP32, 128, 16, 1, 2, RM, 0x1);
    avs_tile(m, 33, AVS_FP32, 128, 16, 1, 2, RM, 0x1);
    for (unsigned c = 0; c < 2; c++) avs_put(m, 32, 0, c, 0), avs_put(m, 33, 0, c, 0);
    tmrg_bundle(&p, AVS_FP32, 32, 33, NO, PEM_PE3, AVS_HAND_T, 1);
    avs_commit_ok(m, &p);
    pto_tile_release(m, 0);
    for (unsigned lb = 0; lb <= 2; lb++) {
        avs_init(&p);
        avs_w(&p, avs_bstart(AVS_FP32, S_TMRGSORT));
        avs_w(&p, avs_bdim(lb, 0, 1));
        avs_w(&p, avs_biot_ssd(32, 33, PEM_PE3, 1, AVS_HAND_T, 1));
        avs_w(&p, AVS_BSTOP);
        avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 2);
    }
    pto_destroy(m);
}

/* Hand-derived (TSORT, TileSortLeftBefore): ascending and descending on a
 * row with -inf, -1, -0, +0, 1, +inf, a quiet and a signalling NaN: NaNs
 * last in source order in both directions, -0 and +0 in source order; the
 * width (8) holds the whole row. */
static void test_tsort_order(void **state)
{
    (void)state;
    pto_machine *m = machine();
    const uint64_t src[8] = {FQNAN, F1, F0, FMINF, FSNAN, FM0, FINF, FM1};
    row_tile(m, 2, AVS_FP32, src, 8, 0xF);
    avs_gpr(m, 5, 1);
    avs_prog p;
    tsort_bundle(&p, AVS_FP32, 2, 8, NO, AVS_PEM_ALL, AVS_HAND_U, 1, AVS_HAND_N, 1, 0);
    avs_commit_ok(m, &p);
    const uint64_t up[8] = {FMINF, FM1, F0, FM0, F1, FINF, FQNAN, FSNAN}, upi[8] = {3, 7, 2, 5, 1, 6, 0, 4};
    expect_row(m, 16, 0, up, 8);
    expect_row(m, 48, 0, upi, 8);
    assert_int_equal(pto_flags(m), PTO_FLAG_NV);
    pto_clear_flags(m);
    tsort_bundle(&p, AVS_FP32, 2, 8, 5, AVS_PEM_ALL, AVS_HAND_U, 1, AVS_HAND_N, 1, 0);
    avs_commit_ok(m, &p);
    const uint64_t dn[8] = {FINF, F1, F0, FM0, FM1, FMINF, FQNAN, FSNAN}, dni[8] = {6, 1, 2, 5, 7, 3, 0, 4};
    expect_row(m, 17, 0, dn, 8);
    expect_row(m, 49, 0, dni, 8);
    assert_int_equal(pto_flags(m), PTO_FLAG_NV);
    pto_destroy(m);
}

/* Hand-derived: the default width 32 on a 1x40 row (groups 0..31 and
 * 32..39, each sorted alone), and two rows.  Source: 40 - c. */
static void test_tsort_default_width(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 3, AVS_FP32, 512, 64, 2, 40, RM, 0xF);
    for (unsigned r = 0; r < 2; r++)
        for (unsigned c = 0; c < 40; c++) avs_put(m, 3, r, c, 0x42200000u - c); /* distinct positive, falling */
    avs_prog p;
    tsort_bundle(&p, AVS_FP32, 3, NO, NO, AVS_PEM_ALL, AVS_HAND_T, 3, AVS_HAND_T, 3, 0);
    avs_commit_ok(m, &p);
    /* the source falls along the row, so each group is reversed */
    for (unsigned r = 0; r < 2; r++)
        for (unsigned c = 0; c < 40; c++) {
            unsigned g = c < 32 ? 0 : 32, len = c < 32 ? 32 : 8, k = c - g, from = g + len - 1 - k;
            avs_expect(m, 0, r, c, 0x42200000u - from, true);
            avs_expect(m, 1, r, c, from - g, true);
        }
    pto_destroy(m);
}

/* Hand-derived (decisions D3): each PE sorts its own payload in its own
 * direction (GPR a-register per PE); NV only from PE2's signalling NaN. */
static void test_tsort_per_pe(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 4, AVS_FP32, 128, 4, 1, 4, RM, 0xF);
    for (unsigned pe = 0; pe < 4; pe++) {
        for (unsigned c = 0; c < 4; c++) {
            uint64_t v = 0x3F800000u + ((uint64_t)((c + pe) % 4) << 23); /* 1, 2, 4, 8 rotated by pe */
            if (pe == 2 && c == 3) v = FSNAN;
            assert_int_equal(pto_tile_write(m, 4, pe, c, v), PTO_OK);
        }
        assert_int_equal(pto_gpr_write(m, pe, 7, pe & 1u), PTO_OK);
    }
    avs_prog p;
    tsort_bundle(&p, AVS_FP32, 4, 4, 7, AVS_PEM_ALL, AVS_HAND_T, 1, AVS_HAND_U, 1, 0);
    avs_commit_ok(m, &p);
    /* PE0 [1,2,4,8] asc; PE1 [2,4,8,1] desc; PE2 [4,8,1,sNaN] asc; PE3 [8,1,2,4] desc */
    const uint64_t want[4][4] = {{F1, F2, F4, 0x41000000u},
                                 {0x41000000u, F4, F2, F1},
                                 {F1, F4, 0x41000000u, FSNAN},
                                 {0x41000000u, F4, F2, F1}};
    const uint64_t wix[4][4] = {{0, 1, 2, 3}, {2, 1, 0, 3}, {2, 0, 1, 3}, {0, 3, 2, 1}};
    for (unsigned pe = 0; pe < 4; pe++)
        for (unsigned c = 0; c < 4; c++) {
            uint64_t v;
            assert_int_equal(pto_tile_read(m, 0, pe, c, &v, NULL), PTO_OK);
            assert_int_equal(v, want[pe][c]);
            assert_int_equal(pto_tile_read(m, 16, pe, c, &v, NULL), PTO_OK);
            assert_int_equal(v, wix[pe][c]);
        }
    assert_int_equal(pto_flags(m), PTO_FLAG_NV);
    pto_destroy(m);
}

/* Hand-derived faults of TSORT, each with the whole state unchanged: the
 * direction 2 on one PE, a nonzero B.DATR field, an undefined source
 * element, one destination only (BundleControl, C7), a B.IOR RegSrc1
 * (BundleControl), the index SizeCode too small and the index hand full
 * (TileAllocation, the value destination not kept). */
static void test_tsort_faults(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 2, AVS_FP32, 128, 32, 1, 32, RM, 0xF);
    for (unsigned c = 0; c < 32; c++) avs_put(m, 2, 0, c, c);
    avs_prog p;
    assert_int_equal(pto_gpr_write(m, 1, 9, 2), PTO_OK); /* PE1's direction 2 */
    tsort_bundle(&p, AVS_FP32, 2, NO, 9, AVS_PEM_ALL, AVS_HAND_T, 1, AVS_HAND_U, 1, 0);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 1);
    tsort_bundle(&p, AVS_FP32, 2, NO, NO, AVS_PEM_ALL, AVS_HAND_T, 1, AVS_HAND_U, 1, avs_bdatr_pad(AVS_PAD_NULL));
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 1);
    tsort_bundle(&p, AVS_FP32, 2, NO, NO, AVS_PEM_ALL, AVS_HAND_T, 1, AVS_HAND_U, 1, avs_bdatr(0, 0, 0, 0, 1, 0, 0));
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 1);
    /* undefined element on PE3 only */
    assert_int_equal(pto_tile_set_defined(m, 2, 3, 5, false), PTO_OK);
    tsort_bundle(&p, AVS_FP32, 2, NO, NO, AVS_PEM_ALL, AVS_HAND_T, 1, AVS_HAND_U, 1, 0);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 1);
    assert_int_equal(pto_tile_set_defined(m, 2, 3, 5, true), PTO_OK);
    /* one destination */
    avs_init(&p);
    avs_w(&p, avs_bstart(AVS_FP32, S_TSORT));
    avs_w(&p, avs_biot_sd(2, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    avs_w(&p, AVS_BSTOP);
    avs_commit_fault(m, &p, PTO_FAULT_BUNDLE_CONTROL, 1);
    /* RegSrc1 set */
    avs_init(&p);
    avs_w(&p, avs_bstart(AVS_FP32, S_TSORT));
    avs_w(&p, avs_bior(0, 5, 0, 0));
    avs_w(&p, avs_biot_sd(2, AVS_PEM_ALL, 0, AVS_HAND_T, 1));
    avs_w(&p, avs_biot_d(AVS_PEM_ALL, 1, AVS_HAND_U, 1));
    avs_w(&p, AVS_BSTOP);
    avs_commit_fault(m, &p, PTO_FAULT_BUNDLE_CONTROL, 1);
    /* the index tile's SizeCode too small: 1 x 64 U32 elements in 128 B */
    pto_tile_release(m, 2);
    avs_tile(m, 2, AVS_FP32, 256, 64, 1, 64, RM, 0xF);
    for (unsigned c = 0; c < 64; c++) avs_put(m, 2, 0, c, c);
    tsort_bundle(&p, AVS_FP32, 2, NO, NO, AVS_PEM_ALL, AVS_HAND_T, 2, AVS_HAND_U, 1, 0);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_ALLOCATION, 1);
    /* the index hand full */
    for (unsigned i = 16; i < 32; i++) avs_tile(m, i, AVS_FP32, 128, 32, 1, 1, RM, 0x8);
    tsort_bundle(&p, AVS_FP32, 2, NO, NO, AVS_PEM_ALL, AVS_HAND_T, 2, AVS_HAND_U, 2, 0);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_ALLOCATION, 17);
    /* the values and the index in the same hand with one slot left */
    for (unsigned i = 0; i < 15; i++)
        if (i != 2) avs_tile(m, i, AVS_FP32, 128, 32, 1, 1, RM, 0x8);
    tsort_bundle(&p, AVS_FP32, 2, NO, NO, AVS_PEM_ALL, AVS_HAND_T, 2, AVS_HAND_T, 2, 0);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_ALLOCATION, 31);
    pto_destroy(m);
}

/* Hand-derived (decisions D17): in queue naming both destinations are
 * pushed after the commit in binding order.  Into one hand: the values
 * become U#2, the indices U#1.  With all 64 names live: each full hand
 * releases its oldest entry, the two new tiles wait in the two spare
 * slots, and the capacity budget counts both releases. */
static void test_tsort_queue(void **state)
{
    (void)state;
    pto_machine *m = machine();
    assert_int_equal(pto_set_naming(m, PTO_NAMING_QUEUE), PTO_OK);
    avs_tile(m, 0, AVS_FP32, 128, 32, 1, 3, RM, 0x8);
    const uint64_t src[3] = {F3, F1, F2};
    put_row(m, 0, 0, src, 3);
    avs_prog p;
    tsort_bundle(&p, AVS_FP32, 0, NO, NO, AVS_PEM_PE0, AVS_HAND_U, 1, AVS_HAND_U, 1, 0);
    avs_commit_ok(m, &p);
    const uint64_t v[3] = {F1, F2, F3}, ix[3] = {1, 2, 0};
    expect_row(m, 17, 0, v, 3);
    expect_row(m, 16, 0, ix, 3);
    pto_destroy(m);

    m = machine();
    assert_int_equal(pto_set_naming(m, PTO_NAMING_QUEUE), PTO_OK);
    /* U, M, N full of 1 KiB one-PE tiles, T full with the source last */
    for (unsigned h = 1; h < 4; h++)
        for (unsigned k = 0; k < 16; k++) avs_tile(m, h * 16u, AVS_FP32, 1024, 32, 1, 1, RM, 0x8);
    for (unsigned k = 0; k < 15; k++) avs_tile(m, 0, AVS_FP32, 1024, 32, 1, 1, RM, 0x8);
    avs_tile(m, 0, AVS_FP32, 128, 32, 1, 3, RM, 0x8);
    put_row(m, 0, 0, src, 3);
    assert_int_equal(avs_allocated_count(m), 64);
    tsort_bundle(&p, AVS_FP32, 0, NO, NO, AVS_PEM_PE0, AVS_HAND_T, 1, AVS_HAND_U, 1, 0);
    avs_commit_ok(m, &p);
    expect_row(m, 0, 0, v, 3);   /* T#1: the values */
    expect_row(m, 1, 0, src, 3); /* T#2: the source */
    expect_row(m, 16, 0, ix, 3); /* U#1: the indices */
    assert_int_equal(avs_allocated_count(m), 64);
    /* the oldest T and U entries (1 KiB each) were returned */
    assert_int_equal(pto_capacity_in_use(m), 61u * 1024u + 3u * 128u);
    /* a C14 fault in queue naming (an FP16 sort whose index tile has the
     * values' TSize): both destinations rolled back, the queues unchanged */
    assert_int_equal(pto_tile_release(m, 15), PTO_OK); /* T#16 */
    avs_tile(m, 0, AVS_FP16, 128, 16, 1, 4, RM, 0x8);
    for (unsigned c = 0; c < 4; c++) avs_put(m, 0, 0, c, 0x3C00u + c);
    tsort_bundle(&p, AVS_FP16, 0, NO, NO, AVS_PEM_PE0, AVS_HAND_M, 1, AVS_HAND_N, 1, 0);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 64);
    expect_row(m, 1, 0, v, 3); /* T#2: the last sort's values */
    expect_row(m, 16, 0, ix, 3);
    pto_destroy(m);

    /* the budget counts both hands' releases: 256 KiB in use exactly, T's
     * oldest entry 64 KiB, U's 128 B; the index tile fits only once T's
     * release is counted too */
    m = machine();
    assert_int_equal(pto_set_naming(m, PTO_NAMING_QUEUE), PTO_OK);
    avs_tile(m, 0, AVS_FP32, 65536, 32, 1, 1, RM, 0x8);
    for (unsigned k = 0; k < 14; k++) avs_tile(m, 0, AVS_FP32, 128, 32, 1, 1, RM, 0x8);
    static const uint32_t ucaps[16] = {128, 65536, 65536, 32768, 16384, 8192, 512, 512,
                                       128, 128, 128, 128, 128, 128, 128, 128};
    for (unsigned k = 0; k < 16; k++) avs_tile(m, 16, AVS_FP32, ucaps[k], 32, 1, 1, RM, 0x8);
    for (unsigned h = 2; h < 4; h++)
        for (unsigned k = 0; k < 16; k++) avs_tile(m, h * 16u, AVS_FP32, 128, 32, 1, 1, RM, 0x8);
    avs_tile(m, 0, AVS_FP32, 128, 32, 1, 3, RM, 0x8);
    put_row(m, 0, 0, src, 3);
    assert_int_equal(pto_capacity_in_use(m), 262144u);
    tsort_bundle(&p, AVS_FP32, 0, NO, NO, AVS_PEM_PE0, AVS_HAND_T, 1, AVS_HAND_U, 1, 0);
    avs_commit_ok(m, &p);
    expect_row(m, 0, 0, v, 3);
    expect_row(m, 16, 0, ix, 3);
    assert_int_equal(pto_capacity_in_use(m), 262144u - 65536u - 128u + 256u);
    pto_destroy(m);
}

/* ============================== TMRGSORT ==================================== */

/* PTO-AVS-TILE-TMRGSORT-BUNDLE-001 (tile-exec-tmrgsort-bundle-001.asl) and
 * PTO-AVS-TILE-TMRGSORT-KERNEL-001 (tile-exec-tmrgsort-kernel-001.asl):
 * [1, 3] and [2, 4] merge into one 1x4 row [1, 2, 3, 4] without B.DIM
 * (Col 4, the least power of two). */
static void test_tmrg_bundle(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 32, AVS_FP32, 128, 16, 1, 2, RM, 0x1);
    avs_tile(m, 33, AVS_FP32, 128, 16, 1, 2, RM, 0x1);
    const uint64_t l[2] = {F1, F3}, r[2] = {F2, F4};
    put_row(m, 32, 0, l, 2);
    put_row(m, 33, 0, r, 2);
    avs_prog p;
    tmrg_bundle(&p, AVS_FP32, 32, 33, NO, PEM_PE3, AVS_HAND_T, 1);
    avs_commit_ok(m, &p);
    const uint64_t v[4] = {F1, F2, F3, F4};
    expect_row(m, 0, 0, v, 4);
    avs_expect_desc(m, 0, PTO_TILE_NUMERIC, AVS_FP32, 128, 8, 4, 1, 4, 0x1);
    avs_expect_defined(m, 0, 1, 0, false);
    assert_int_equal(pto_flags(m), 0);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TMRGSORT-STABLE-001 (tile-exec-tmrgsort-stable-001.asl): +0
 * from the left precedes -0 from the right: [+0, -0, 1, 2]. */
static void test_tmrg_stable(void **state)
{
    (void)state;
    pto_machine *m = machine();
    const uint64_t l[2] = {F0, F1}, r[2] = {FM0, F2};
    row_tile(m, 30, AVS_FP32, l, 2, 0xF);
    row_tile(m, 31, AVS_FP32, r, 2, 0xF);
    avs_prog p;
    tmrg_bundle(&p, AVS_FP32, 30, 31, NO, AVS_PEM_ALL, AVS_HAND_T, 1);
    avs_commit_ok(m, &p);
    const uint64_t v[4] = {F0, FM0, F1, F2};
    expect_row(m, 0, 0, v, 4);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TMRGSORT-SNAN-001 (tile-bound-tmrgsort-snan-001.asl): [sNaN]
 * and [1] merge into [1, sNaN] with NV. */
static void test_tmrg_snan(void **state)
{
    (void)state;
    pto_machine *m = machine();
    const uint64_t l[1] = {FSNAN}, r[1] = {F1};
    row_tile(m, 30, AVS_FP32, l, 1, 0xF);
    row_tile(m, 31, AVS_FP32, r, 1, 0xF);
    avs_prog p;
    tmrg_bundle(&p, AVS_FP32, 30, 31, NO, AVS_PEM_ALL, AVS_HAND_T, 1);
    avs_commit_ok(m, &p);
    const uint64_t v[2] = {F1, FSNAN};
    expect_row(m, 0, 0, v, 2);
    avs_expect_desc(m, 0, PTO_TILE_NUMERIC, AVS_FP32, 128, 16, 2, 1, 2, 0xF);
    assert_int_equal(pto_flags(m), PTO_FLAG_NV);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TMRGSORT-ORDER-001 (tile-bound-tmrgsort-order-001.asl) and
 * PTO-AVS-TILE-TMRGSORT-LEGALITY-001 (tile-bound-tmrgsort-legality-001.asl):
 * an ascending merge rejects a left source [2, 1] (and [5, 3]); [1, 3]
 * with [2, 4] is legal. */
static void test_tmrg_order(void **state)
{
    (void)state;
    pto_machine *m = machine();
    const uint64_t l[2] = {F2, F1}, r[2] = {F3, F4};
    row_tile(m, 30, AVS_FP32, l, 2, 0xF);
    row_tile(m, 31, AVS_FP32, r, 2, 0xF);
    avs_prog p;
    tmrg_bundle(&p, AVS_FP32, 30, 31, NO, AVS_PEM_ALL, AVS_HAND_T, 1);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 2);
    const uint64_t l2[2] = {F1, F3}, r2[2] = {F2, F4}, l3[2] = {F5, F3};
    put_row(m, 30, 0, l2, 2);
    put_row(m, 31, 0, r2, 2);
    avs_commit_ok(m, &p);
    pto_tile_release(m, 0);
    put_row(m, 30, 0, l3, 2);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 2);
    /* the right source out of order on PE2 alone */
    put_row(m, 30, 0, l2, 2);
    assert_int_equal(pto_tile_write(m, 31, 2, 0, F5), PTO_OK);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 2);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TMRGSORT-TYPES-001 (tile-bound-tmrgsort-types-001.asl): U64
 * sources are rejected; FP16 [1.0] and [2.0] merge (hand-derived result
 * [1.0, 2.0]); BF16 is rejected. */
static void test_tmrg_types(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_prog p;
    const uint64_t a[1] = {1}, b[1] = {2};
    row_tile(m, 30, AVS_U64, a, 1, 0xF);
    row_tile(m, 31, AVS_U64, b, 1, 0xF);
    tmrg_bundle(&p, AVS_U64, 30, 31, NO, AVS_PEM_ALL, AVS_HAND_T, 1);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 2);
    const uint64_t h1[1] = {0x3C00}, h2[1] = {0x4000};
    row_tile(m, 33, AVS_FP16, h1, 1, 0xF);
    row_tile(m, 34, AVS_FP16, h2, 1, 0xF);
    tmrg_bundle(&p, AVS_FP16, 33, 34, NO, AVS_PEM_ALL, AVS_HAND_T, 1);
    avs_commit_ok(m, &p);
    const uint64_t v[2] = {0x3C00, 0x4000};
    expect_row(m, 0, 0, v, 2);
    row_tile(m, 35, AVS_BF16, h1, 1, 0xF);
    row_tile(m, 36, AVS_BF16, h2, 1, 0xF);
    tmrg_bundle(&p, AVS_BF16, 35, 36, NO, AVS_PEM_ALL, AVS_HAND_T, 1);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 7);
    /* mixed types: FP32 block, FP16 sources */
    tmrg_bundle(&p, AVS_FP32, 33, 34, NO, AVS_PEM_ALL, AVS_HAND_T, 1);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 7);
    pto_destroy(m);
}

/* PTO-AVS-BLOCK-TMRGSORT-END-TO-END-EXECUTION-001
 * (block-exec-b-ior-tmrgsort-end-to-end-001.asl): the left source with a
 * destination, the right one in a second binding, B.IOR a-register = 0 or
 * 1: ascending [1, 3] + [1, 2] gives [1, 1, 2, 3], descending [3, 1] +
 * [2, 1] gives [3, 2, 1, 1], the tie taken from the left first. */
static void test_tmrg_end_to_end(void **state)
{
    (void)state;
    for (unsigned desc = 0; desc < 2; desc++) {
        pto_machine *m = machine();
        avs_tile(m, 16, AVS_FP32, 128, 16, 1, 2, RM, 0x8);
        avs_tile(m, 17, AVS_FP32, 128, 16, 1, 2, RM, 0x8);
        const uint64_t la[2] = {F1, F3}, ra[2] = {F1, F2}, ld[2] = {F3, F1}, rd[2] = {F2, F1};
        put_row(m, 16, 0, desc ? ld : la, 2);
        put_row(m, 17, 0, desc ? rd : ra, 2);
        assert_int_equal(pto_gpr_write(m, 0, 6, desc), PTO_OK);
        avs_prog p;
        avs_init(&p);
        avs_w(&p, avs_bstart(AVS_FP32, S_TMRGSORT));
        avs_w(&p, avs_biot_sd(16, AVS_PEM_PE0, 0, AVS_HAND_T, 1));
        avs_w(&p, avs_biot_s(17, AVS_PEM_PE0, 1));
        avs_w(&p, avs_bior(6, 0, 0, 0));
        avs_w(&p, AVS_BSTOP);
        avs_commit_ok(m, &p);
        const uint64_t va[4] = {F1, F1, F2, F3}, vd[4] = {F3, F2, F1, F1};
        expect_row(m, 0, 0, desc ? vd : va, 4);
        /* hand-derived: the left stream's -0 comes before the right's +0
         * in both directions (they tie) */
        const uint64_t lz[2] = {FM0, FM0}, rz[2] = {F0, F0};
        put_row(m, 16, 0, lz, 2);
        put_row(m, 17, 0, rz, 2);
        avs_commit_ok(m, &p);
        const uint64_t vz[4] = {FM0, FM0, F0, F0};
        expect_row(m, 1, 0, vz, 4);
        pto_destroy(m);
    }
}

/* PTO-AVS-TILE-SORT-ORDER-001 (tile-bound-sort-order-001.asl): signed zeros
 * tie, a number precedes a quiet NaN in both directions; seen through
 * TMRGSORT (hand-derived results): [qNaN] + [1] gives [1, qNaN] in both
 * directions; [+0, -0] is ordered both ways and merges with [1] into
 * [+0, -0, 1] ascending, [1, +0, -0] descending. */
static void test_sort_order(void **state)
{
    (void)state;
    for (unsigned desc = 0; desc < 2; desc++) {
        pto_machine *m = machine();
        const uint64_t n1[1] = {F1}, nq[1] = {FQNAN}, z[2] = {F0, FM0};
        row_tile(m, 30, AVS_FP32, nq, 1, 0xF);
        row_tile(m, 31, AVS_FP32, n1, 1, 0xF);
        row_tile(m, 32, AVS_FP32, z, 2, 0xF); /* +0 then -0: ordered in both directions */
        avs_gpr(m, 4, desc);
        avs_prog p;
        tmrg_bundle(&p, AVS_FP32, 30, 31, 4, AVS_PEM_ALL, AVS_HAND_T, 1);
        avs_commit_ok(m, &p);
        const uint64_t v[2] = {F1, FQNAN};
        expect_row(m, 0, 0, v, 2);
        tmrg_bundle(&p, AVS_FP32, 32, 31, 4, AVS_PEM_ALL, AVS_HAND_T, 1);
        avs_commit_ok(m, &p);
        const uint64_t va[3] = {F0, FM0, F1}, vd[3] = {F1, F0, FM0};
        expect_row(m, 1, 0, desc ? vd : va, 3);
        assert_int_equal(pto_flags(m), 0);
        pto_destroy(m);
    }
}

/* Hand-derived TMRGSORT faults, state unchanged: a two-row source, more
 * than 32768 elements, one source (BundleControl), a nonzero B.DATR, the
 * direction 3; and a destination SizeCode too small (TileAllocation). */
static void test_tmrg_faults(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_prog p;
    avs_tile(m, 30, AVS_FP32, 256, 4, 2, 4, RM, 0xF);
    for (unsigned r = 0; r < 2; r++)
        for (unsigned c = 0; c < 4; c++) avs_put(m, 30, r, c, c);
    const uint64_t one[1] = {F1};
    row_tile(m, 31, AVS_FP32, one, 1, 0xF);
    tmrg_bundle(&p, AVS_FP32, 30, 31, NO, AVS_PEM_ALL, AVS_HAND_T, 1);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 2);
    tmrg_bundle(&p, AVS_FP32, 31, 30, NO, AVS_PEM_ALL, AVS_HAND_T, 1);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 2);
    avs_gpr(m, 3, 3);
    tmrg_bundle(&p, AVS_FP32, 31, 31, 3, AVS_PEM_ALL, AVS_HAND_T, 1);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 2);
    avs_init(&p);
    avs_w(&p, avs_bstart(AVS_FP32, S_TMRGSORT));
    avs_w(&p, avs_bdatr(0, 0, 0, 0, 0, 1, 0));
    avs_w(&p, avs_biot_ssd(31, 31, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    avs_w(&p, AVS_BSTOP);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 2);
    avs_init(&p);
    avs_w(&p, avs_bstart(AVS_FP32, S_TMRGSORT));
    avs_w(&p, avs_biot_sd(31, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    avs_w(&p, AVS_BSTOP);
    avs_commit_fault(m, &p, PTO_FAULT_BUNDLE_CONTROL, 2);
    /* a source merged with itself is fine: [1] + [1] = [1, 1] */
    tmrg_bundle(&p, AVS_FP32, 31, 31, NO, AVS_PEM_ALL, AVS_HAND_T, 1);
    avs_commit_ok(m, &p);
    pto_tile_release(m, 0);
    /* 2 x 17000 FP16 elements on PE0 (68 KiB result): the sum 34000 > 32768 */
    pto_tile_release(m, 30);
    pto_tile_release(m, 31);
    avs_tile(m, 30, AVS_FP16, 65536, 32768, 1, 17000, RM, 0x8);
    avs_tile(m, 31, AVS_FP16, 65536, 32768, 1, 17000, RM, 0x8);
    for (unsigned c = 0; c < 17000; c++) avs_put(m, 30, 0, c, 0), avs_put(m, 31, 0, c, 0);
    tmrg_bundle(&p, AVS_FP16, 30, 31, NO, AVS_PEM_PE0, AVS_HAND_T, 10);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 2);
    /* 2 x 16384 = 32768 is the limit: fits a 64 KiB destination; a 32 KiB one is TileAllocation */
    pto_tile_release(m, 30);
    pto_tile_release(m, 31);
    avs_tile(m, 30, AVS_FP16, 32768, 16384, 1, 16384, RM, 0x8);
    avs_tile(m, 31, AVS_FP16, 32768, 16384, 1, 16384, RM, 0x8);
    for (unsigned c = 0; c < 16384; c++) avs_put(m, 30, 0, c, c >> 4), avs_put(m, 31, 0, c, 0x3FFu);
    tmrg_bundle(&p, AVS_FP16, 30, 31, NO, AVS_PEM_PE0, AVS_HAND_T, 9);
    avs_commit_fault(m, &p, PTO_FAULT_TILE_ALLOCATION, 2);
    tmrg_bundle(&p, AVS_FP16, 30, 31, NO, AVS_PEM_PE0, AVS_HAND_T, 10);
    avs_commit_ok(m, &p);
    avs_expect_desc(m, 0, PTO_TILE_NUMERIC, AVS_FP16, 65536, 1, 32768, 1, 32768, 0x8);
    /* hand-derived merge: left k>>4 (k < 16384) and right 0x3FF everywhere:
     * left elements below 0x3FF first (16 each of 0..0x3FE), then the ties
     * take left first: the left's 16 of 0x3FF, then the right's 16384 */
    uint64_t v;
    assert_int_equal(pto_tile_read(m, 0, 0, 0x3FFu * 16u - 1u, &v, NULL), PTO_OK);
    assert_int_equal(v, 0x3FEu);
    assert_int_equal(pto_tile_read(m, 0, 0, 0x3FFu * 16u, &v, NULL), PTO_OK);
    assert_int_equal(v, 0x3FFu);
    assert_int_equal(pto_tile_read(m, 0, 0, 32767, &v, NULL), PTO_OK);
    assert_int_equal(v, 0x3FFu);
    pto_destroy(m);
}

/* ---- the model's own algorithm as the reference --------------------------
 * A literal transcription of TSORT's 64 bubble passes and TMRGSORT's merge
 * loop (asl/tile/model/execution/sorting.asl) with TileSortLeftBefore and
 * TileFloatingOrderKey (ordering/sorting.asl, execution/comparison.asl),
 * run on generated rows (duplicates, both zeros, quiet and signalling
 * NaNs, infinities, subnormals) and compared with ptosim element by
 * element, values and indices, on every PE. */

static uint64_t rng = 0x9E3779B97F4A7C15u;
static uint32_t rnd(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng >> 16);
}

static bool ref_is_nan(bool f32, uint32_t v)
{
    return f32 ? (v & 0x7F800000u) == 0x7F800000u && (v & 0x7FFFFFu) : (v & 0x7C00u) == 0x7C00u && (v & 0x3FFu);
}
static bool ref_is_zero(bool f32, uint32_t v) { return f32 ? (v & 0x7FFFFFFFu) == 0 : (v & 0x7FFFu) == 0; }
static uint32_t ref_key(bool f32, uint32_t v) /* TileFloatingOrderKey */
{
    uint32_t sign = f32 ? 0x80000000u : 0x8000u, width = f32 ? 0xFFFFFFFFu : 0xFFFFu;
    return (v & sign) ? (~v & width) : (v | sign);
}
static bool ref_left_before(bool f32, uint32_t l, uint32_t r, bool desc) /* TileSortLeftBefore */
{
    bool ln = ref_is_nan(f32, l), rn = ref_is_nan(f32, r);
    if (ln) return rn;
    if (rn) return true;
    if ((ref_is_zero(f32, l) && ref_is_zero(f32, r)) || l == r) return true;
    return desc ? ref_key(f32, l) > ref_key(f32, r) : ref_key(f32, l) < ref_key(f32, r);
}

static uint32_t gen(bool f32)
{
    static const uint32_t s32[] = {0, 0x80000000u, 0x7FC00000u, 0x7F800001u, 0xFFC00001u, 0x7F800000u, 0xFF800000u,
                                   0x00000001u, 0x80000001u, 0x3F800000u, 0xBF800000u, 0x40000000u};
    static const uint32_t s16[] = {0, 0x8000u, 0x7E00u, 0x7C01u, 0xFD00u, 0x7C00u, 0xFC00u,
                                   0x0001u, 0x8001u, 0x3C00u, 0xBC00u, 0x4000u};
    uint32_t k = rnd() % 16;
    if (k < 12) return f32 ? s32[k] : s16[k];
    if (k < 14) return (f32 ? 0x3F800000u : 0x3C00u) + (rnd() % 4); /* near-duplicates */
    return f32 ? rnd() * 65537u : rnd() & 0xFFFFu;
}

static void test_tsort_against_model(void **state)
{
    (void)state;
    pto_machine *m = machine();
    for (unsigned iter = 0; iter < 60; iter++) {
        bool f32 = iter & 1, desc = (iter >> 1) & 1;
        unsigned dt = f32 ? AVS_FP32 : AVS_FP16, esz = f32 ? 4 : 2;
        uint32_t vc = 1 + rnd() % 64, vr = 1 + rnd() % 3, width = rnd() % 66; /* 65: none (absent) */
        uint32_t cols = 64, cap = cols * esz * 4;
        avs_tile(m, 2, dt, cap, cols, vr, vc, RM, 0xF);
        static uint32_t val[4][4][64];
        for (unsigned pe = 0; pe < 4; pe++)
            for (uint32_t r = 0; r < vr; r++)
                for (uint32_t c = 0; c < vc; c++) {
                    val[pe][r][c] = gen(f32);
                    assert_int_equal(pto_tile_write(m, 2, pe, r * cols + c, val[pe][r][c]), PTO_OK);
                }
        avs_gpr(m, 5, desc);
        avs_prog p;
        unsigned isize = 1;
        while ((128u << (isize - 1)) < cap * (4 / esz)) isize++;
        unsigned vsize = 1;
        while ((128u << (vsize - 1)) < cap) vsize++;
        tsort_bundle(&p, dt, 2, width == 65 ? NO : (int)width, 5, AVS_PEM_ALL, AVS_HAND_T, vsize, AVS_HAND_U, isize,
                     0);
        pto_clear_flags(m);
        avs_commit_ok(m, &p);
        uint32_t w = width == 65 || width == 0 ? 32 : width;
        bool snan = false;
        for (unsigned pe = 0; pe < 4; pe++)
            for (uint32_t r = 0; r < vr; r++) {
                uint32_t v[64], ix[64];
                for (uint32_t c = 0; c < vc; c++) {
                    v[c] = val[pe][r][c];
                    ix[c] = c % w;
                    bool nan = ref_is_nan(f32, v[c]);
                    bool quiet = f32 ? (v[c] & 0x400000u) != 0 : (v[c] & 0x200u) != 0;
                    snan |= nan && !quiet;
                }
                for (uint32_t g = 0; g < vc; g += w) {
                    uint32_t end = g + w < vc ? g + w : vc;
                    for (int pass = 0; pass < 64; pass++)
                        for (uint32_t off = 0; off < 63; off++) {
                            uint32_t l = g + off;
                            if (l + 1 < end && !ref_left_before(f32, v[l], v[l + 1], desc)) {
                                uint32_t t = v[l]; v[l] = v[l + 1]; v[l + 1] = t;
                                t = ix[l]; ix[l] = ix[l + 1]; ix[l + 1] = t;
                            }
                        }
                }
                for (uint32_t c = 0; c < vc; c++) {
                    uint64_t got, gi;
                    assert_int_equal(pto_tile_read(m, 0, pe, r * cols + c, &got, NULL), PTO_OK);
                    assert_int_equal(pto_tile_read(m, 16, pe, r * cols + c, &gi, NULL), PTO_OK);
                    if (got != v[c] || gi != ix[c])
                        fail_msg("iter %u PE%u (%u,%u): got %llx/%llu, model %x/%u", iter, pe, r, c,
                                 (unsigned long long)got, (unsigned long long)gi, v[c], ix[c]);
                }
            }
        assert_int_equal(pto_flags(m), snan ? PTO_FLAG_NV : 0u);
        (void)esz;
        pto_tile_release(m, 0);
        pto_tile_release(m, 16);
        pto_tile_release(m, 2);
    }
    pto_destroy(m);
}

static void test_tmrg_against_model(void **state)
{
    (void)state;
    pto_machine *m = machine();
    for (unsigned iter = 0; iter < 60; iter++) {
        bool f32 = iter & 1, desc = (iter >> 1) & 1;
        unsigned dt = f32 ? AVS_FP32 : AVS_FP16;
        uint32_t nl = 1 + rnd() % 40, nr = 1 + rnd() % 40;
        uint32_t a[64], b[64];
        /* sorted inputs: generate, then sort by the model's order (insertion by ref_left_before) */
        for (int side = 0; side < 2; side++) {
            uint32_t *x = side ? b : a, n = side ? nr : nl;
            for (uint32_t i = 0; i < n; i++) {
                uint32_t v = gen(f32), j = i;
                while (j > 0 && !ref_left_before(f32, x[j - 1], v, desc)) {
                    x[j] = x[j - 1];
                    j--;
                }
                x[j] = v;
            }
        }
        avs_tile(m, 30, dt, 256, 64, 1, nl, RM, 0x8);
        avs_tile(m, 31, dt, 256, 64, 1, nr, RM, 0x8);
        for (uint32_t i = 0; i < nl; i++) assert_int_equal(pto_tile_write(m, 30, 0, i, a[i]), PTO_OK);
        for (uint32_t i = 0; i < nr; i++) assert_int_equal(pto_tile_write(m, 31, 0, i, b[i]), PTO_OK);
        assert_int_equal(pto_gpr_write(m, 0, 5, desc), PTO_OK);
        avs_prog p;
        tmrg_bundle(&p, dt, 30, 31, 5, AVS_PEM_PE0, AVS_HAND_T, 3);
        avs_commit_ok(m, &p);
        uint32_t li = 0, ri = 0;
        for (uint32_t o = 0; o < nl + nr; o++) {
            bool take_left = ri >= nr;
            if (li < nl && ri < nr) take_left = ref_left_before(f32, a[li], b[ri], desc);
            uint32_t want = take_left ? a[li++] : b[ri++];
            uint64_t got;
            assert_int_equal(pto_tile_read(m, 0, 0, o, &got, NULL), PTO_OK);
            if (got != want) fail_msg("iter %u element %u: got %llx, model %x", iter, o, (unsigned long long)got, want);
        }
        pto_tile_release(m, 0);
        pto_tile_release(m, 30);
        pto_tile_release(m, 31);
    }
    pto_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_static),          cmocka_unit_test(test_tsort_bundle),
        cmocka_unit_test(test_tsort_groups),    cmocka_unit_test(test_tsort_snan),
        cmocka_unit_test(test_tsort_types),     cmocka_unit_test(test_tsort_shape),
        cmocka_unit_test(test_sort_schema),     cmocka_unit_test(test_tsort_order),
        cmocka_unit_test(test_tsort_default_width), cmocka_unit_test(test_tsort_per_pe),
        cmocka_unit_test(test_tsort_faults),    cmocka_unit_test(test_tsort_queue),
        cmocka_unit_test(test_tmrg_bundle),     cmocka_unit_test(test_tmrg_stable),
        cmocka_unit_test(test_tmrg_snan),       cmocka_unit_test(test_tmrg_order),
        cmocka_unit_test(test_tmrg_types),      cmocka_unit_test(test_tmrg_end_to_end),
        cmocka_unit_test(test_sort_order),      cmocka_unit_test(test_tmrg_faults),
        cmocka_unit_test(test_tsort_against_model), cmocka_unit_test(test_tmrg_against_model),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
