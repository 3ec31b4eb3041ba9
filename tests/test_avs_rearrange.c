/* Ports of the specification's AVS tests of TCONCAT, TEXTRACT, TINSERT,
 * TTRANS (tests/asl/tile/layout-and-rearrangement/layout/{TCONCAT,
 * TEXTRACT,TINSERT,TTRANS}/), TGATHER and TSCATTER
 * (tests/asl/tile/irregular-and-complex/layout/{TGATHER,TSCATTER}/) in
 * pto-spec, and of the model tests
 * PTO-AVS-TILE-TESTTILEREARRANGEMENT-EXECUTION-001,
 * PTO-AVS-TILE-INDEXED-MAP-001 and PTO-AVS-TILE-INDEXED-TYPES-001; then hand-derived tests of the same
 * operations (per-PE behaviour, every legality clause as a fault with the
 * state unchanged, layouts, packed types, padding and definedness).
 *
 * Each test names the AVS id it ports; expected values are the AVS test's,
 * or hand-derived from the ASL (rearrangement.asl,
 * indexed-rearrangement.asl, layout-rearrangement.asl and
 * indexed-rearrangement.asl legality) where said.  Most AVS tests call the
 * handlers (TEXTRACT(dst, src, ro, co), TGATHER(dst, src, idx), ...) or
 * the legality predicates directly on configured tiles; here:
 *   - every case that a bundle can express runs as a complete bundle of
 *     hand-encoded words through the public API; a legality predicate that
 *     is false is the TileLegality fault of the commit, with the whole
 *     state unchanged, nothing allocated and pto_check_invariants holding;
 *   - TEXTRACT and TINSERT take their offsets from the raw LB0/LB1, which
 *     also default the destination's valid columns/rows (spec-digest-2
 *     OPEN-24, decisions D29), so the AVS windows (a 2x2 destination at
 *     offset (1, 1), ...) cannot be encoded as bundles.  Those tests are
 *     ported at the handler level, as the AVS test calls them: the
 *     destination configured as the AVS test configures it, the family
 *     record's operand check and execute called with the AVS offsets
 *     (handler_call); each is followed by the bundle the same offsets make
 *     and its hand-derived result;
 *   - ptosim derives a tile's physical rows from its capacity and Col; a
 *     tile the AVS test configures as "capacity, Rows r, Col c" is
 *     configured with that capacity and Col;
 *   - the model runs one PE fragment; the ports run on all four PEs (mask
 *     1111) unless said, and check every participating PE. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "core.h"
#include "ptosim/codec.h"
#include "ops/ops.h"
#include "support/avs.h"
#include "support/sibling.h"
#include "support/support.h"

#define ALL 0xFu
#define RM PTO_LAYOUT_ROW_MAJOR
#define CM PTO_LAYOUT_COL_MAJOR

enum { S_TCONCAT = 0x060, S_TEXTRACT = 0x062, S_TINSERT = 0x063, S_TTRANS = 0x06E, S_TGATHER = 0x06F,
       S_TSCATTER = 0x070 };
enum { NONE = -1 };

static pto_machine *machine(void)
{
    pto_machine *m = pto_create();
    assert_non_null(m);
    return m;
}

/* BSTART.SFU sel, dt  [B.DATR datr]  [B.DIM LB0..LB2 (NONE: absent)]
 * B.IOT s0[, s1], pemode, last, ->T<size code>  BSTOP */
static void bundle(avs_prog *p, unsigned sel, unsigned dt, uint32_t datr, int lb0, int lb1, int lb2, unsigned s0, int s1,
                   unsigned pemode, unsigned size)
{
    avs_init(p);
    avs_w(p, avs_bstart(dt, sel));
    if (datr) avs_w(p, datr);
    const int lb[3] = {lb0, lb1, lb2};
    for (unsigned i = 0; i < 3; i++)
        if (lb[i] != NONE) avs_w(p, avs_bdim(i, 0, (uint32_t)lb[i]));
    if (s1 == NONE) avs_w(p, avs_biot_sd(s0, pemode, 1, AVS_HAND_T, size));
    else avs_w(p, avs_biot_ssd(s0, (unsigned)s1, pemode, 1, AVS_HAND_T, size));
    avs_w(p, AVS_BSTOP);
}

/* The BSTART alone (it must open the block: the operation is executed),
 * then the rest; invariants after. */
/* The BSTOP faults with kind, every bit of state unchanged, nothing new
 * allocated, the invariants holding. */
static void run_reject(pto_machine *m, const avs_prog *p) { avs_commit_fault(m, p, PTO_FAULT_TILE_LEGALITY, -1); }

/* The family record's operand check and execute on a configured
 * destination, with LB0 = lb0 and LB1 = lb1 present, on the mask of dst:
 * what the AVS test's direct call of TileOperandsLegal_X and X does. */
static bool handler_call(pto_machine *m, unsigned sel, unsigned dst, int s0, int s1, uint32_t lb0, uint32_t lb1)
{
    const op_info *op = op_of_selector(sel);
    const op_family *fam = op_family_of(op);
    assert_non_null(fam);
    block_state b;
    memset(&b, 0, sizeof b);
    b.active = true;
    b.op = op;
    b.selector = (uint16_t)sel;
    b.dtype = m->tiles[dst].dtype;
    b.lb_present[0] = b.lb_present[1] = true;
    b.lb[0] = lb0;
    b.lb[1] = lb1;
    tile_binding bd;
    memset(&bd, 0, sizeof bd);
    bd.dst_valid = bd.last = true;
    bd.mask = m->tiles[dst].mask;
    bd.s0_valid = s0 >= 0;
    bd.s1_valid = s1 >= 0;
    bd.s0 = (uint8_t)(s0 < 0 ? 0 : s0);
    bd.s1 = (uint8_t)(s1 < 0 ? 0 : s1);
    op_ctx c = {m, &b, op, &bd, NULL};
    op_why w;
    w.msg[0] = 0;
    if (!fam->operands(&c, &m->tiles[dst], &w)) return false;
    fam->execute(&c, &m->tiles[dst]);
    avs_invariants(m);
    return true;
}

/* Element (r, c) at physical index phys on every PE of the tile. */
static void expect_at(const pto_machine *m, unsigned idx, uint32_t phys, uint64_t v, bool defined)
{
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, idx, &d), PTO_OK);
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(d.mask & (8u >> pe))) continue;
        uint64_t got;
        bool def;
        assert_int_equal(pto_tile_read(m, idx, pe, phys, &got, &def), PTO_OK);
        if (got != v || def != defined)
            fail_msg("tile %u [%u] PE%u: 0x%llx %s, expected 0x%llx %s", idx, phys, pe, (unsigned long long)got,
                     def ? "defined" : "undefined", (unsigned long long)v, defined ? "defined" : "undefined");
    }
}

static void expect_desc(const pto_machine *m, unsigned idx, unsigned dt, uint32_t cols, uint32_t vr, uint32_t vc,
                        unsigned layout)
{
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, idx, &d), PTO_OK);
    assert_int_equal(d.dtype, dt);
    assert_int_equal(d.cols, cols);
    assert_int_equal(d.valid_rows, vr);
    assert_int_equal(d.valid_cols, vc);
    assert_int_equal(d.layout, layout);
}

/* Every physical element outside the valid rectangle of a RowMajor tile is
 * undefined (Null padding) or holds pad and is defined. */
static void expect_padding(const pto_machine *m, unsigned idx, bool null_pad, uint64_t pad)
{
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, idx, &d), PTO_OK);
    for (uint32_t r = 0; r < d.rows; r++)
        for (uint32_t c = 0; c < d.cols; c++) {
            if (r < d.valid_rows && c < d.valid_cols) continue;
            if (null_pad) avs_expect_defined(m, idx, r, c, false);
            else avs_expect(m, idx, r, c, pad, true);
        }
}

/* ================================ static =================================== */

/* PTO-AVS-TILE-TCONCAT-STATIC-001, TCONCAT/tile-static-tconcat-contract-001.asl;
 * PTO-AVS-TILE-TEXTRACT-STATIC-001, TEXTRACT/tile-static-textract-contract-001.asl;
 * PTO-AVS-TILE-TINSERT-STATIC-001, TINSERT/tile-static-tinsert-contract-001.asl;
 * PTO-AVS-TILE-TTRANS-STATIC-001, TTRANS/tile-static-ttrans-contract-001.asl;
 * PTO-AVS-TILE-TGATHER-STATIC-001, TGATHER/tile-static-tgather-contract-001.asl;
 * PTO-AVS-TILE-TSCATTER-STATIC-001, TSCATTER/tile-static-tscatter-contract-001.asl:
 * selector -> operation, handler, SFU engine; the BSTART word decodes back. */
static void avs_static_001(void **state)
{
    (void)state;
    sib_check_static(S_TCONCAT, "TCONCAT", H_TCONCAT, 1);
    sib_check_static(S_TEXTRACT, "TEXTRACT", H_TEXTRACT, 1);
    sib_check_static(S_TINSERT, "TINSERT", H_TINSERT, 1);
    sib_check_static(S_TTRANS, "TTRANS", H_TTRANS, 1);
    sib_check_static(S_TGATHER, "TGATHER", H_TGATHER, 1);
    sib_check_static(S_TSCATTER, "TSCATTER", H_TSCATTER, 1);
    /* BSTART.SFU TTRANS, FP32 is 0x0EE19181 (spec-digest-2 §9.1); the
     * assembler and disassembler take every name from the table */
    assert_int_equal(avs_bstart(AVS_FP32, S_TTRANS), 0x0EE19181u);
    static const char *const names[] = {"TCONCAT", "TEXTRACT", "TINSERT", "TTRANS", "TGATHER", "TSCATTER"};
    static const unsigned sel[] = {S_TCONCAT, S_TEXTRACT, S_TINSERT, S_TTRANS, S_TGATHER, S_TSCATTER};
    for (unsigned i = 0; i < 6; i++) {
        char text[64], back[64];
        snprintf(text, sizeof text, "BSTART.SFU %s, FP32", names[i]);
        pto_insn in;
        pto_codec_error e;
        assert_int_equal(pto_asm(text, &in, &e), PTO_CODEC_OK);
        assert_int_equal(in.word, avs_bstart(AVS_FP32, sel[i]));
        assert_int_equal(pto_disasm(&in, back, sizeof back, &e), PTO_CODEC_OK);
        assert_string_equal(back, text);
    }
}

/* ================================ TCONCAT ================================== */

/* PTO-AVS-TILE-TCONCAT-COLUMNS-001, TCONCAT/tile-exec-tconcat-columns-001.asl:
 * U8 left 2x2 [1 2; 3 4] (Col 2), right 2x1 [5; 6] (Col 1), destination
 * Col 4 valid 2x3: (0,0) 1, (0,2) 5, (1,1) 4, (1,2) 6.  The bundle gives
 * LB0 = 3 and LB2 = 4; LB1 defaults to the left source's 2 valid rows.
 * Hand-derived besides: (0,1) 2, (1,0) 3, Null padding undefined. */
static void avs_tconcat_columns_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 16, AVS_U8, 128, 2, 2, 2, RM, ALL);
    avs_tile(m, 17, AVS_U8, 128, 1, 2, 1, RM, ALL);
    avs_put(m, 16, 0, 0, 1);
    avs_put(m, 16, 0, 1, 2);
    avs_put(m, 16, 1, 0, 3);
    avs_put(m, 16, 1, 1, 4);
    avs_put(m, 17, 0, 0, 5);
    avs_put(m, 17, 1, 0, 6);
    avs_prog p;
    bundle(&p, S_TCONCAT, AVS_U8, 0, 3, NONE, 4, 16, 17, AVS_PEM_ALL, 1);
    avs_commit_ok(m, &p);
    expect_desc(m, 0, AVS_U8, 4, 2, 3, RM);
    avs_expect(m, 0, 0, 0, 1, true);
    avs_expect(m, 0, 0, 2, 5, true);
    avs_expect(m, 0, 1, 1, 4, true);
    avs_expect(m, 0, 1, 2, 6, true);
    avs_expect(m, 0, 0, 1, 2, true);
    avs_expect(m, 0, 1, 0, 3, true);
    expect_padding(m, 0, true, 0);
    pto_destroy(m);
}

/* ================================ TEXTRACT ================================= */

/* PTO-AVS-TILE-TEXTRACT-WINDOW-001, TEXTRACT/tile-exec-textract-window-001.asl:
 * U8 source 3x4 (Col 4), (r, c) = 4r + c; TEXTRACT(dst 2x2, src, 1, 1):
 * (0,0) 5, (1,1) 10.  Handler level (the AVS call); then the bundle with
 * LB0 = 1, LB1 = 1, whose destination is 1x1 (D29): (0,0) = src(1,1) = 5,
 * Null padding (no B.DATR); and LB0 = LB1 = 2, a 2x2 window at (2, 2) that
 * leaves the 3 valid rows: TileLegality (hand-derived). */
static void avs_textract_window_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 16, AVS_U8, 128, 4, 3, 4, RM, ALL);
    for (unsigned r = 0; r < 3; r++)
        for (unsigned c = 0; c < 4; c++) avs_put(m, 16, r, c, r * 4 + c);
    avs_tile(m, 20, AVS_U8, 128, 4, 2, 2, RM, ALL);
    assert_true(handler_call(m, S_TEXTRACT, 20, 16, NONE, 1, 1));
    avs_expect(m, 20, 0, 0, 5, true);
    avs_expect(m, 20, 1, 1, 10, true);
    avs_expect(m, 20, 0, 1, 6, true);
    avs_expect(m, 20, 1, 0, 9, true);

    avs_prog p;
    bundle(&p, S_TEXTRACT, AVS_U8, 0, 1, 1, NONE, 16, NONE, AVS_PEM_ALL, 1);
    avs_commit_ok(m, &p);
    expect_desc(m, 0, AVS_U8, 4, 1, 1, RM);
    avs_expect(m, 0, 0, 0, 5, true);
    expect_padding(m, 0, true, 0);
    bundle(&p, S_TEXTRACT, AVS_U8, 0, 2, 2, NONE, 16, NONE, AVS_PEM_ALL, 1);
    run_reject(m, &p);
    pto_destroy(m);
}

/* ================================ TINSERT ================================== */

/* PTO-AVS-TILE-TINSERT-OLD-001, TINSERT/tile-exec-tinsert-old-001.asl: old
 * U8 2x3 (Col 4) all 1, source 1x1 = 9 (Col 1); TINSERT(dst, old, src, 1, 1):
 * (0,0) 1, (1,1) 9, (1,2) 1.  Handler level (the AVS call); then bundles:
 * LB0 = LB1 = 1 make a 1x1 destination, not old's 2x3: TileLegality with
 * the state unchanged; LB1 = 2 (= old's valid rows, so the destination
 * keeps old's shape) inserts at row 0, column 2: (0,2) 9, the rest 1
 * (hand-derived, D29). */
static void avs_tinsert_old_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 16, AVS_U8, 128, 4, 2, 3, RM, ALL);
    for (unsigned r = 0; r < 2; r++)
        for (unsigned c = 0; c < 3; c++) avs_put(m, 16, r, c, 1);
    avs_tile(m, 17, AVS_U8, 128, 1, 1, 1, RM, ALL);
    avs_put(m, 17, 0, 0, 9);
    avs_tile(m, 20, AVS_U8, 128, 4, 2, 3, RM, ALL);
    assert_true(handler_call(m, S_TINSERT, 20, 16, 17, 1, 1));
    avs_expect(m, 20, 0, 0, 1, true);
    avs_expect(m, 20, 1, 1, 9, true);
    avs_expect(m, 20, 1, 2, 1, true);

    avs_prog p;
    bundle(&p, S_TINSERT, AVS_U8, 0, 1, 1, NONE, 16, 17, AVS_PEM_ALL, 1);
    run_reject(m, &p);
    bundle(&p, S_TINSERT, AVS_U8, 0, NONE, 2, NONE, 16, 17, AVS_PEM_ALL, 1);
    avs_commit_ok(m, &p);
    expect_desc(m, 0, AVS_U8, 4, 2, 3, RM);
    for (unsigned r = 0; r < 2; r++)
        for (unsigned c = 0; c < 3; c++) avs_expect(m, 0, r, c, r == 0 && c == 2 ? 9 : 1, true);
    pto_destroy(m);
}

/* ================================ TTRANS =================================== */

/* PTO-AVS-TILE-TTRANS-RECT-001, TTRANS/tile-exec-ttrans-rect-001.asl: U8
 * source 2x3 (Col 4), (r, c) = 3r + c + 1; destination Col 2 valid 3x2
 * (LB0 = 2, LB1 = 3, LB2 = 2): (0,1) 4, (2,0) 3; hand-derived: every
 * (c, r) = src(r, c), Null padding. */
static void avs_ttrans_rect_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 16, AVS_U8, 128, 4, 2, 3, RM, ALL);
    for (unsigned r = 0; r < 2; r++)
        for (unsigned c = 0; c < 3; c++) avs_put(m, 16, r, c, r * 3 + c + 1);
    avs_prog p;
    bundle(&p, S_TTRANS, AVS_U8, 0, 2, 3, 2, 16, NONE, AVS_PEM_ALL, 1);
    avs_commit_ok(m, &p);
    expect_desc(m, 0, AVS_U8, 2, 3, 2, RM);
    avs_expect(m, 0, 0, 1, 4, true);
    avs_expect(m, 0, 2, 0, 3, true);
    for (unsigned r = 0; r < 2; r++)
        for (unsigned c = 0; c < 3; c++) avs_expect(m, 0, c, r, r * 3 + c + 1, true);
    expect_padding(m, 0, true, 0);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TESTTILEREARRANGEMENT-EXECUTION-001,
 * model/execution/rearrangement/tile-exec-rearrangement-operations-001.asl:
 * U16 2x2 (256 B, Col 2) [10 20; 30 40].  TEXTRACT(1x2 dst, src, 1, 0):
 * [30 40] (handler level: LB0 = 1 would make the bundle's destination one
 * column wide, D29); TTRANS (bundle): (0,1) 30, (1,0) 20; TGATHER with U32
 * row indices [1 0] (bundle, LB0 = 2, LB1 = 1): [30 20]. */
static void avs_rearrangement_operations_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 16, AVS_U16, 256, 2, 2, 2, RM, ALL);
    avs_put(m, 16, 0, 0, 10);
    avs_put(m, 16, 0, 1, 20);
    avs_put(m, 16, 1, 0, 30);
    avs_put(m, 16, 1, 1, 40);
    avs_tile(m, 17, AVS_U16, 256, 2, 1, 2, RM, ALL);
    assert_true(handler_call(m, S_TEXTRACT, 17, 16, NONE, 1, 0));
    avs_expect(m, 17, 0, 0, 30, true);
    avs_expect(m, 17, 0, 1, 40, true);

    avs_prog p;
    bundle(&p, S_TTRANS, AVS_U16, 0, 2, 2, NONE, 16, NONE, AVS_PEM_ALL, 2);
    avs_commit_ok(m, &p);
    avs_expect(m, 0, 0, 1, 30, true);
    avs_expect(m, 0, 1, 0, 20, true);

    avs_tile(m, 18, AVS_U32, 256, 2, 1, 2, RM, ALL);
    avs_put(m, 18, 0, 0, 1);
    avs_put(m, 18, 0, 1, 0);
    bundle(&p, S_TGATHER, AVS_U16, 0, 2, 1, NONE, 16, 18, AVS_PEM_ALL, 2);
    avs_commit_ok(m, &p);
    avs_expect(m, 1, 0, 0, 30, true);
    avs_expect(m, 1, 0, 1, 20, true);
    pto_destroy(m);
}

/* ================================ TGATHER ================================== */

/* PTO-AVS-TILE-INDEXED-MAP-001,
 * model/execution/indexed-rearrangement/tile-exec-indexed-map-001.asl: U16
 * [10 11; 20 21], U32 indices [1 0]: [20 11] (source[index[r,c], c]). */
static void avs_indexed_map_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 16, AVS_U16, 128, 2, 2, 2, RM, ALL);
    avs_put(m, 16, 0, 0, 10);
    avs_put(m, 16, 0, 1, 11);
    avs_put(m, 16, 1, 0, 20);
    avs_put(m, 16, 1, 1, 21);
    avs_tile(m, 17, AVS_U32, 128, 2, 1, 2, RM, ALL);
    avs_put(m, 17, 0, 0, 1);
    avs_put(m, 17, 0, 1, 0);
    avs_prog p;
    bundle(&p, S_TGATHER, AVS_U16, 0, 2, 1, NONE, 16, 17, AVS_PEM_ALL, 1);
    avs_commit_ok(m, &p);
    expect_desc(m, 0, AVS_U16, 2, 1, 2, RM);
    avs_expect(m, 0, 0, 0, 20, true);
    avs_expect(m, 0, 0, 1, 11, true);
    expect_padding(m, 0, true, 0);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TGATHER-ROWS-001, TGATHER/tile-exec-tgather-rows-001.asl:
 * U16 source 3x2, (r, c) = 10r + c; U32 indices [2 0; 1 2]; destination
 * 2x2: [20 1; 10 21]. */
static void avs_tgather_rows_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 16, AVS_U16, 128, 2, 3, 2, RM, ALL);
    for (unsigned r = 0; r < 3; r++)
        for (unsigned c = 0; c < 2; c++) avs_put(m, 16, r, c, r * 10 + c);
    avs_tile(m, 17, AVS_U32, 128, 2, 2, 2, RM, ALL);
    avs_put(m, 17, 0, 0, 2);
    avs_put(m, 17, 0, 1, 0);
    avs_put(m, 17, 1, 0, 1);
    avs_put(m, 17, 1, 1, 2);
    avs_prog p;
    bundle(&p, S_TGATHER, AVS_U16, 0, 2, 2, NONE, 16, 17, AVS_PEM_ALL, 1);
    avs_commit_ok(m, &p);
    avs_expect(m, 0, 0, 0, 20, true);
    avs_expect(m, 0, 0, 1, 1, true);
    avs_expect(m, 0, 1, 0, 10, true);
    avs_expect(m, 0, 1, 1, 21, true);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TGATHER-NEGATIVE-001, TGATHER/tile-bound-tgather-negative-001.asl:
 * U16 source [7; 8], S32 index 0xFFFFFFFF (-1): TileOperandsLegal_TGATHER
 * is false: TileLegality, no destination, the state unchanged. */
static void avs_tgather_negative_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 16, AVS_U16, 128, 1, 2, 1, RM, ALL);
    avs_put(m, 16, 0, 0, 7);
    avs_put(m, 16, 1, 0, 8);
    avs_tile(m, 17, AVS_S32, 128, 1, 1, 1, RM, ALL);
    avs_put(m, 17, 0, 0, 0xFFFFFFFFu);
    avs_prog p;
    bundle(&p, S_TGATHER, AVS_U16, 0, 1, 1, NONE, 16, 17, AVS_PEM_ALL, 1);
    run_reject(m, &p);
    pto_destroy(m);
}

/* One TGATHER (or TSCATTER) of a value type and an index type, 1x1 index 0
 * over a 1x1 value: true when it commits, false on TileLegality. */
static bool indexed_pair(unsigned sel, unsigned vdt, unsigned idt)
{
    pto_machine *m = machine();
    avs_tile(m, 16, vdt, 128, 8, 1, 1, RM, ALL);
    avs_put(m, 16, 0, 0, 1);
    avs_tile(m, 17, idt, 128, 8, 1, 1, RM, ALL);
    avs_put(m, 17, 0, 0, 0);
    avs_prog p;
    bundle(&p, sel, vdt, 0, 1, 1, 8, 16, 17, AVS_PEM_ALL, 1);
    assert_int_equal(pto_set_tpc(m, 0), PTO_OK);
    pto_status s = pto_run(m, p.code, p.len, 0);
    bool ok = s == PTO_END || s == PTO_OK;
    if (!ok) {
        pto_fault_info f;
        pto_fault(m, &f);
        assert_int_equal(f.kind, PTO_FAULT_TILE_LEGALITY);
        assert_int_equal(avs_allocated_count(m), 2);
    } else {
        avs_expect(m, 0, 0, 0, 1, true);
    }
    avs_invariants(m);
    pto_destroy(m);
    return ok;
}

/* PTO-AVS-TILE-TGATHER-TYPES-001, TGATHER/tile-bound-tgather-types-001.asl,
 * and PTO-AVS-TILE-INDEXED-TYPES-001,
 * model/legality/indexed-rearrangement/tile-bound-indexed-types-001.asl:
 * values FP32 FP16 BF16 S8 U64 S32 U16 U8 legal, E2M1X2 and U4X2 not;
 * indices S16 U16 S32 U32 S64 U64 legal, S8 and E2M1X2 not.  Each domain
 * is a bundle that commits or faults. */
static void avs_tgather_types_001(void **state)
{
    (void)state;
    static const unsigned values[] = {AVS_FP32, AVS_FP16, AVS_BF16, AVS_S8, AVS_U64, AVS_S32, AVS_U16, AVS_U8};
    for (size_t i = 0; i < sizeof values / sizeof values[0]; i++)
        assert_true(indexed_pair(S_TGATHER, values[i], AVS_S32));
    assert_false(indexed_pair(S_TGATHER, AVS_E2M1X2, AVS_S32));
    assert_false(indexed_pair(S_TGATHER, AVS_U4X2, AVS_S32));
    static const unsigned idx[] = {AVS_S16, AVS_U16, AVS_S32, AVS_U32, AVS_S64, AVS_U64};
    for (size_t i = 0; i < sizeof idx / sizeof idx[0]; i++) assert_true(indexed_pair(S_TGATHER, AVS_U8, idx[i]));
    assert_false(indexed_pair(S_TGATHER, AVS_U8, AVS_S8));
    assert_false(indexed_pair(S_TGATHER, AVS_U8, AVS_E2M1X2));
}

/* PTO-AVS-TILE-TGATHER-STAGE2-DECODED-001, TGATHER/tile-exec-tgather-stage2-decoded-001.asl:
 * decoded TGATHER (LB0 = 1, LB1 = 2, LB2 = 1; value T#1 Col 2 valid 2x1,
 * index T#2 2x1): U8 [0x11; 0x22] with U64 indices [1; 0] -> [0x22; 0x11],
 * type U8; TF32 [0x3f800001; 0x3f800002] (invalid encodings) with S16
 * indices [1; 0] -> moved unchanged, swapped; a U64 index 0x100000001
 * (above 32 bits) is TileLegality, the source unchanged, no destination. */
static void stage2_gather(unsigned vdt, unsigned idt, uint64_t i0, uint64_t v0, uint64_t v1, bool legal)
{
    pto_machine *m = machine();
    avs_tile(m, 0, vdt, 128, 2, 2, 1, RM, ALL);
    avs_tile(m, 1, idt, 128, 1, 2, 1, RM, ALL);
    avs_put(m, 0, 0, 0, v0);
    avs_put(m, 0, 1, 0, v1);
    avs_put(m, 1, 0, 0, i0);
    avs_put(m, 1, 1, 0, 0);
    avs_prog p;
    bundle(&p, S_TGATHER, vdt, 0, 1, 2, 1, 0, 1, AVS_PEM_ALL, 1);
    if (legal) {
        avs_commit_ok(m, &p);
        expect_desc(m, 2, vdt, 1, 2, 1, RM);
        avs_expect(m, 2, 0, 0, v1, true);
        avs_expect(m, 2, 1, 0, v0, true);
    } else {
        run_reject(m, &p);
        avs_expect(m, 0, 0, 0, v0, true);
        assert_false(pto_tile_allocated(m, 2));
    }
    pto_destroy(m);
}
static void avs_tgather_stage2_decoded_001(void **state)
{
    (void)state;
    stage2_gather(AVS_U8, AVS_U64, 1, 0x11, 0x22, true);
    stage2_gather(AVS_TF32, AVS_S16, 1, 0x3f800001u, 0x3f800002u, true);
    stage2_gather(AVS_U8, AVS_U64, 0x0000000100000001ull, 0x31, 0x42, false);
}

/* ================================ TSCATTER ================================= */

/* PTO-AVS-TILE-TSCATTER-ROWS-001, TSCATTER/tile-exec-tscatter-rows-001.asl:
 * U16 source [10 11; 20 21], U16 indices [2 0; 3 1], destination valid 4x2
 * (LB0 = 2, LB1 = 4, LB2 = 2): (2,0) 10, (0,1) 11, (3,0) 20, (1,1) 21, (0,0)
 * and (3,1) 0; hand-derived: every physical element not written is a
 * defined 0. */
static void avs_tscatter_rows_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 16, AVS_U16, 128, 2, 2, 2, RM, ALL);
    avs_tile(m, 17, AVS_U16, 128, 2, 2, 2, RM, ALL);
    avs_put(m, 16, 0, 0, 10);
    avs_put(m, 16, 0, 1, 11);
    avs_put(m, 16, 1, 0, 20);
    avs_put(m, 16, 1, 1, 21);
    avs_put(m, 17, 0, 0, 2);
    avs_put(m, 17, 0, 1, 0);
    avs_put(m, 17, 1, 0, 3);
    avs_put(m, 17, 1, 1, 1);
    avs_prog p;
    bundle(&p, S_TSCATTER, AVS_U16, 0, 2, 4, 2, 16, 17, AVS_PEM_ALL, 1);
    avs_commit_ok(m, &p);
    expect_desc(m, 0, AVS_U16, 2, 4, 2, RM);
    avs_expect(m, 0, 2, 0, 10, true);
    avs_expect(m, 0, 0, 1, 11, true);
    avs_expect(m, 0, 3, 0, 20, true);
    avs_expect(m, 0, 1, 1, 21, true);
    avs_expect(m, 0, 0, 0, 0, true);
    avs_expect(m, 0, 3, 1, 0, true);
    avs_expect(m, 0, 1, 0, 0, true);
    avs_expect(m, 0, 2, 1, 0, true);
    expect_padding(m, 0, false, 0);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TSCATTER-DUP-001, TSCATTER/tile-bound-tscatter-duplicate-001.asl:
 * U16 source [10; 20] with indices [1; 1] select destination (1, 0) twice:
 * TileLegality (destination valid 3x1: LB1 = 3), the state unchanged. */
static void avs_tscatter_dup_001(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 16, AVS_U16, 128, 1, 2, 1, RM, ALL);
    avs_tile(m, 17, AVS_U16, 128, 1, 2, 1, RM, ALL);
    avs_put(m, 16, 0, 0, 10);
    avs_put(m, 16, 1, 0, 20);
    avs_put(m, 17, 0, 0, 1);
    avs_put(m, 17, 1, 0, 1);
    avs_prog p;
    bundle(&p, S_TSCATTER, AVS_U16, 0, 1, 3, NONE, 16, 17, AVS_PEM_ALL, 1);
    run_reject(m, &p);
    /* distinct rows commit: [1; 2] */
    avs_put(m, 17, 1, 0, 2);
    avs_commit_ok(m, &p);
    avs_expect(m, 0, 1, 0, 10, true);
    avs_expect(m, 0, 2, 0, 20, true);
    avs_expect(m, 0, 0, 0, 0, true);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TSCATTER-TYPES-001, TSCATTER/tile-bound-tscatter-types-001.asl:
 * pairs FP32/S32, U8/U64, BF16/U16, U8/S16, FP16/U32, FP64/S32, S64/S64
 * legal; E2M1X2/S32 and U8/S8 not (PTO-AVS-TILE-INDEXED-TYPES-001 adds
 * U8/U32 and U8/S64). */
static void avs_tscatter_types_001(void **state)
{
    (void)state;
    static const unsigned legal[][2] = {{AVS_FP32, AVS_S32}, {AVS_U8, AVS_U64}, {AVS_BF16, AVS_U16},
                                        {AVS_U8, AVS_S16},   {AVS_FP16, AVS_U32}, {AVS_FP64, AVS_S32},
                                        {AVS_S64, AVS_S64},  {AVS_U8, AVS_U32},  {AVS_U8, AVS_S64}};
    for (size_t i = 0; i < sizeof legal / sizeof legal[0]; i++)
        assert_true(indexed_pair(S_TSCATTER, legal[i][0], legal[i][1]));
    assert_false(indexed_pair(S_TSCATTER, AVS_E2M1X2, AVS_S32));
    assert_false(indexed_pair(S_TSCATTER, AVS_U8, AVS_S8));
}

/* PTO-AVS-TILE-TSCATTER-STAGE2-DECODED-001, TSCATTER/tile-exec-tscatter-stage2-decoded-001.asl:
 * decoded TSCATTER (LB0 = 1, LB1 = 2, LB2 = 1; 256-byte tiles): U64
 * values [0x1122334455667788; 0x8877665544332211] with S16 indices [1; 0]
 * -> (1,0) the first, (0,0) the second, type U64; TF32 invalid encodings
 * 0x3f800001, 0x3f800002 with U64 indices [1; 0] moved unchanged. */
static void stage2_scatter(unsigned vdt, unsigned idt, uint64_t v0, uint64_t v1)
{
    pto_machine *m = machine();
    avs_tile(m, 0, vdt, 256, 2, 2, 1, RM, ALL);
    avs_tile(m, 1, idt, 256, 1, 2, 1, RM, ALL);
    avs_put(m, 0, 0, 0, v0);
    avs_put(m, 0, 1, 0, v1);
    avs_put(m, 1, 0, 0, 1);
    avs_put(m, 1, 1, 0, 0);
    avs_prog p;
    bundle(&p, S_TSCATTER, vdt, 0, 1, 2, 1, 0, 1, AVS_PEM_ALL, 2);
    avs_commit_ok(m, &p);
    expect_desc(m, 2, vdt, 1, 2, 1, RM);
    avs_expect(m, 2, 1, 0, v0, true);
    avs_expect(m, 2, 0, 0, v1, true);
    pto_destroy(m);
}
static void avs_tscatter_stage2_decoded_001(void **state)
{
    (void)state;
    stage2_scatter(AVS_U64, AVS_S16, 0x1122334455667788ull, 0x8877665544332211ull);
    stage2_scatter(AVS_TF32, AVS_U64, 0x3f800001u, 0x3f800002u);
}

/* ============================ hand-derived ================================== */

/* Per PE (decisions D3): TTRANS FP32 2x3 on mask 1100 (PEMode 101, PE0 and
 * PE1), PE p's source (r, c) = 100p + 3r + c; each PE's destination
 * (c, r) holds its own source's (r, c); PE2 and PE3 have no destination
 * payload (the tile's mask is 1100). */
static void per_pe_ttrans(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 16, AVS_FP32, 128, 8, 2, 3, RM, ALL);
    for (unsigned pe = 0; pe < 4; pe++)
        for (unsigned r = 0; r < 2; r++)
            for (unsigned c = 0; c < 3; c++)
                assert_int_equal(pto_tile_write(m, 16, pe, r * 8 + c, 100 * pe + 3 * r + c), PTO_OK);
    avs_prog p;
    bundle(&p, S_TTRANS, AVS_FP32, 0, 2, 3, 8, 16, NONE, 5, 1);
    avs_commit_ok(m, &p);
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, 0, &d), PTO_OK);
    assert_int_equal(d.mask, 0xC);
    for (unsigned pe = 0; pe < 2; pe++)
        for (unsigned r = 0; r < 2; r++)
            for (unsigned c = 0; c < 3; c++) {
                uint64_t v;
                bool def;
                assert_int_equal(pto_tile_read(m, 0, pe, c * 8 + r, &v, &def), PTO_OK);
                assert_true(def);
                assert_int_equal(v, 100 * pe + 3 * r + c);
            }
    pto_destroy(m);
}

/* Per PE: TGATHER U32 2x2 with each PE's own indices (PE p: row (p + r + c)
 * mod 3 of a 3x2 source holding 10r + c + 1000p); then PE3's index (1,1) is
 * 3, out of range on PE3 alone: TileLegality, the state unchanged. */
static void per_pe_tgather(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 16, AVS_U32, 128, 2, 3, 2, RM, ALL);
    avs_tile(m, 17, AVS_U16, 128, 2, 2, 2, RM, ALL);
    for (unsigned pe = 0; pe < 4; pe++) {
        for (unsigned r = 0; r < 3; r++)
            for (unsigned c = 0; c < 2; c++)
                assert_int_equal(pto_tile_write(m, 16, pe, r * 2 + c, 1000 * pe + 10 * r + c), PTO_OK);
        for (unsigned r = 0; r < 2; r++)
            for (unsigned c = 0; c < 2; c++)
                assert_int_equal(pto_tile_write(m, 17, pe, r * 2 + c, (pe + r + c) % 3), PTO_OK);
    }
    avs_prog p;
    bundle(&p, S_TGATHER, AVS_U32, 0, 2, 2, NONE, 16, 17, AVS_PEM_ALL, 1);
    avs_commit_ok(m, &p);
    for (unsigned pe = 0; pe < 4; pe++)
        for (unsigned r = 0; r < 2; r++)
            for (unsigned c = 0; c < 2; c++) {
                uint64_t v;
                bool def;
                assert_int_equal(pto_tile_read(m, 0, pe, r * 2 + c, &v, &def), PTO_OK);
                assert_true(def);
                assert_int_equal(v, 1000 * pe + 10 * ((pe + r + c) % 3) + c);
            }
    assert_int_equal(pto_tile_release(m, 0), PTO_OK);
    assert_int_equal(pto_tile_write(m, 17, 3, 3, 3), PTO_OK);
    run_reject(m, &p);
    pto_destroy(m);
}

/* Every legality clause of TCONCAT as a fault with the state unchanged
 * (TileOperandsLegal_TCONCAT, the B.DATR contract, the B.IOR slots). */
static void tconcat_faults(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 16, AVS_U8, 128, 4, 2, 2, RM, ALL); /* left 2x2 */
    avs_tile(m, 17, AVS_U8, 128, 4, 2, 1, RM, ALL); /* right 2x1 */
    avs_tile(m, 18, AVS_U8, 128, 4, 1, 1, RM, ALL); /* one row */
    avs_tile(m, 19, AVS_U16, 128, 4, 2, 1, RM, ALL); /* another type */
    avs_tile(m, 20, AVS_U8, 128, 4, 2, 1, RM, ALL);  /* undefined */
    for (unsigned r = 0; r < 2; r++) {
        for (unsigned c = 0; c < 2; c++) avs_put(m, 16, r, c, 1 + r * 2 + c);
        avs_put(m, 17, r, 0, 7 + r);
        avs_put(m, 19, r, 0, 7 + r);
    }
    avs_put(m, 18, 0, 0, 9);
    avs_put(m, 20, 0, 0, 9); /* (1, 0) left undefined */
    avs_prog p;
    bundle(&p, S_TCONCAT, AVS_U8, 0, 2, NONE, NONE, 16, 17, AVS_PEM_ALL, 1); /* VC 2, not 3 */
    run_reject(m, &p);
    bundle(&p, S_TCONCAT, AVS_U8, 0, 3, NONE, NONE, 16, 18, AVS_PEM_ALL, 1); /* rows 2 and 1 */
    run_reject(m, &p);
    bundle(&p, S_TCONCAT, AVS_U8, 0, 3, NONE, NONE, 16, 19, AVS_PEM_ALL, 1); /* U8 and U16 */
    run_reject(m, &p);
    bundle(&p, S_TCONCAT, AVS_U8, 0, 3, NONE, NONE, 16, 20, AVS_PEM_ALL, 1); /* undefined right */
    run_reject(m, &p);
    bundle(&p, S_TCONCAT, AVS_U16, 0, 3, NONE, NONE, 16, 17, AVS_PEM_ALL, 1); /* U16 destination */
    run_reject(m, &p);
    bundle(&p, S_TCONCAT, AVS_U8, avs_bdatr_pad(AVS_PAD_MAX), 3, NONE, NONE, 16, 17, AVS_PEM_ALL, 1);
    run_reject(m, &p); /* PadValue must be 0 */
    bundle(&p, S_TCONCAT, AVS_U8, avs_bdatr(AVS_GT, 0, 0, 0, 0, 0, 0), 3, NONE, NONE, 16, 17, AVS_PEM_ALL, 1);
    run_reject(m, &p); /* CMode */
    bundle(&p, S_TCONCAT, AVS_U8, avs_bdatr(0, 0, 0, 0, AVS_U16, 0, 0), 3, NONE, NONE, 16, 17, AVS_PEM_ALL, 1);
    run_reject(m, &p); /* a secondary DataType */
    /* B.IOR with a nonzero field: the operation has no GPR input (C7) */
    avs_init(&p);
    avs_w(&p, avs_bstart(AVS_U8, S_TCONCAT));
    avs_w(&p, avs_bdim(0, 0, 3));
    avs_w(&p, avs_biot_ssd(16, 17, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    avs_w(&p, avs_bior(2, 0, 0, 0));
    avs_w(&p, AVS_BSTOP);
    avs_commit_fault(m, &p, PTO_FAULT_BUNDLE_CONTROL, -1);
    /* an all-zero B.IOR and an all-zero B.DATR are accepted; B.DATR keeps U8 (D14) */
    avs_init(&p);
    avs_w(&p, avs_bstart(AVS_U8, S_TCONCAT));
    avs_w(&p, avs_bdatr_pad(AVS_PAD_ZERO));
    avs_w(&p, avs_bdim(0, 0, 3));
    avs_w(&p, avs_biot_ssd(16, 17, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    avs_w(&p, avs_bior(0, 0, 0, 0));
    avs_w(&p, AVS_BSTOP);
    avs_commit_ok(m, &p);
    expect_desc(m, 0, AVS_U8, 4, 2, 3, RM);
    avs_expect(m, 0, 1, 2, 8, true);
    expect_padding(m, 0, true, 0); /* TCONCAT pads Null whatever B.DATR says */
    pto_destroy(m);
}

/* TTRANS, TEXTRACT, TINSERT faults: a destination that is not the
 * transpose, HiF4X2 (outside TileMove24DataTypeSupported), a predicate
 * source, a BSTART type other than the source's, an undefined source, a
 * type change on insertion. */
static void shape_type_faults(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 16, AVS_U8, 128, 4, 2, 3, RM, ALL);
    for (unsigned r = 0; r < 2; r++)
        for (unsigned c = 0; c < 3; c++) avs_put(m, 16, r, c, r * 3 + c);
    avs_tile(m, 17, AVS_HIF4X2, 128, 16, 2, 2, RM, ALL);
    for (unsigned r = 0; r < 2; r++)
        for (unsigned c = 0; c < 2; c++) avs_put(m, 17, r, c, 5);
    avs_pred_tile(m, 48, 128, 4, 8, 2, 3, ALL);
    avs_tile(m, 18, AVS_U16, 128, 4, 1, 1, RM, ALL);
    avs_put(m, 18, 0, 0, 1);
    avs_tile(m, 19, AVS_U8, 128, 4, 2, 3, RM, ALL);
    avs_put(m, 19, 0, 0, 1);
    avs_prog p;
    bundle(&p, S_TTRANS, AVS_U8, 0, NONE, NONE, NONE, 16, NONE, AVS_PEM_ALL, 1); /* 2x3 as 2x3 */
    run_reject(m, &p);
    bundle(&p, S_TTRANS, AVS_HIF4X2, 0, 2, 2, NONE, 17, NONE, AVS_PEM_ALL, 1);
    run_reject(m, &p);
    bundle(&p, S_TTRANS, AVS_U8, 0, 2, 3, NONE, 48, NONE, AVS_PEM_ALL, 1);
    run_reject(m, &p);
    bundle(&p, S_TTRANS, AVS_S8, 0, 2, 3, NONE, 16, NONE, AVS_PEM_ALL, 1); /* S8 destination, U8 source */
    run_reject(m, &p);
    bundle(&p, S_TTRANS, AVS_U8, 0, 2, 3, NONE, 19, NONE, AVS_PEM_ALL, 1); /* undefined */
    run_reject(m, &p);
    bundle(&p, S_TEXTRACT, AVS_U8, 0, NONE, NONE, NONE, 19, NONE, AVS_PEM_ALL, 1);
    run_reject(m, &p);
    bundle(&p, S_TINSERT, AVS_U8, 0, NONE, NONE, NONE, 16, 18, AVS_PEM_ALL, 1); /* U16 into U8 */
    run_reject(m, &p);
    bundle(&p, S_TINSERT, AVS_U8, 0, NONE, NONE, NONE, 19, 16, AVS_PEM_ALL, 1); /* undefined old */
    run_reject(m, &p);
    /* TEXTRACT with no offsets copies the whole valid rectangle */
    bundle(&p, S_TEXTRACT, AVS_U8, 0, NONE, NONE, NONE, 16, NONE, AVS_PEM_ALL, 1);
    avs_commit_ok(m, &p);
    for (unsigned r = 0; r < 2; r++)
        for (unsigned c = 0; c < 3; c++) avs_expect(m, 0, r, c, r * 3 + c, true);
    pto_destroy(m);
}

/* TGATHER and TSCATTER faults: an index at or past the value rows (gather)
 * or destination rows (scatter), a negative S16 index, a selected
 * undefined value (while an unselected undefined one is accepted: the
 * legality owns the source's definedness), fewer value columns than the
 * destination's, a destination shape other than the index's, a scatter
 * destination column count other than the source's. */
static void indexed_faults(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 16, AVS_U32, 128, 4, 3, 2, RM, ALL); /* values 3x2, (2, 1) undefined */
    for (unsigned r = 0; r < 3; r++)
        for (unsigned c = 0; c < 2; c++)
            if (!(r == 2 && c == 1)) avs_put(m, 16, r, c, 10 * r + c);
    avs_tile(m, 17, AVS_S16, 128, 4, 1, 2, RM, ALL); /* indices 1x2 */
    avs_put(m, 17, 0, 0, 2);
    avs_put(m, 17, 0, 1, 0);
    avs_prog p;
    bundle(&p, S_TGATHER, AVS_U32, 0, 2, 1, NONE, 16, 17, AVS_PEM_ALL, 1);
    avs_commit_ok(m, &p); /* (2, 0) and (0, 1): both defined */
    avs_expect(m, 0, 0, 0, 20, true);
    avs_expect(m, 0, 0, 1, 1, true);
    assert_int_equal(pto_tile_release(m, 0), PTO_OK);
    avs_put(m, 17, 0, 1, 2); /* selects (2, 1), undefined */
    run_reject(m, &p);
    avs_put(m, 17, 0, 1, 3); /* row 3 of 3 */
    run_reject(m, &p);
    avs_put(m, 17, 0, 1, 0xFFFF); /* -1 */
    run_reject(m, &p);
    avs_put(m, 17, 0, 1, 0);
    bundle(&p, S_TGATHER, AVS_U32, 0, 1, 1, NONE, 16, 17, AVS_PEM_ALL, 1); /* 1x1, index 1x2 */
    run_reject(m, &p);
    avs_tile(m, 18, AVS_U32, 128, 4, 3, 1, RM, ALL); /* one value column */
    for (unsigned r = 0; r < 3; r++) avs_put(m, 18, r, 0, r);
    bundle(&p, S_TGATHER, AVS_U32, 0, 2, 1, NONE, 18, 17, AVS_PEM_ALL, 1);
    run_reject(m, &p);

    /* TSCATTER: values 1x2 [5 6], indices [2 0] into 3 rows, then faults */
    avs_tile(m, 19, AVS_U32, 128, 4, 1, 2, RM, ALL);
    avs_put(m, 19, 0, 0, 5);
    avs_put(m, 19, 0, 1, 6);
    avs_put(m, 17, 0, 0, 2);
    bundle(&p, S_TSCATTER, AVS_U32, 0, 2, 3, NONE, 19, 17, AVS_PEM_ALL, 1);
    avs_commit_ok(m, &p);
    avs_expect(m, 0, 2, 0, 5, true);
    avs_expect(m, 0, 0, 1, 6, true);
    avs_expect(m, 0, 0, 0, 0, true);
    assert_int_equal(pto_tile_release(m, 0), PTO_OK);
    bundle(&p, S_TSCATTER, AVS_U32, 0, 2, 2, NONE, 19, 17, AVS_PEM_ALL, 1); /* row 2 of 2 */
    run_reject(m, &p);
    bundle(&p, S_TSCATTER, AVS_U32, 0, 3, 3, 4, 19, 17, AVS_PEM_ALL, 1); /* 3 columns, source 2 */
    run_reject(m, &p);
    avs_put(m, 17, 0, 0, 0x8000); /* -32768 */
    bundle(&p, S_TSCATTER, AVS_U32, 0, 2, 3, NONE, 19, 17, AVS_PEM_ALL, 1);
    run_reject(m, &p);
    pto_destroy(m);
}

/* Layouts (the B.DATR Layout's destination half, spec-digest-2 §8): TTRANS
 * FP32 2x3 into ColumnMajor (ND2DN, code 1; 4x8: element (i, j) at j*4 + i)
 * and into ZN (ND2ZN, code 3; 512 B, 16x8, one fractal: (i, j) at
 * j*16 + i); a ColumnMajor source (4x8, (r, c) at c*4 + r) transposed into
 * RowMajor; positions hand-computed from the layout formulas. */
static void layouts(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 16, AVS_FP32, 128, 8, 2, 3, RM, ALL);
    avs_tile(m, 17, AVS_FP32, 128, 8, 2, 3, CM, ALL);
    for (unsigned r = 0; r < 2; r++)
        for (unsigned c = 0; c < 3; c++) {
            avs_put(m, 16, r, c, 0x40000000u + r * 3 + c);
            for (unsigned pe = 0; pe < 4; pe++)
                assert_int_equal(pto_tile_write(m, 17, pe, c * 4 + r, 0x41000000u + r * 3 + c), PTO_OK);
        }
    avs_prog p;
    bundle(&p, S_TTRANS, AVS_FP32, avs_bdatr(0, 0, 0, 0, 0, 0, 1), 2, 3, 8, 16, NONE, AVS_PEM_ALL, 1);
    avs_commit_ok(m, &p);
    expect_desc(m, 0, AVS_FP32, 8, 3, 2, CM);
    for (unsigned r = 0; r < 2; r++)
        for (unsigned c = 0; c < 3; c++) expect_at(m, 0, r * 4 + c, 0x40000000u + r * 3 + c, true);
    expect_at(m, 0, 3, 0, false);      /* (3, 0): padding, Null */
    expect_at(m, 0, 2 * 4 + 0, 0, false); /* (0, 2) */
    bundle(&p, S_TTRANS, AVS_FP32, avs_bdatr(0, 0, 0, 0, 0, 0, 3), 2, 3, 8, 16, NONE, AVS_PEM_ALL, 3);
    avs_commit_ok(m, &p);
    expect_desc(m, 1, AVS_FP32, 8, 3, 2, PTO_LAYOUT_ZN);
    for (unsigned r = 0; r < 2; r++)
        for (unsigned c = 0; c < 3; c++) expect_at(m, 1, r * 16 + c, 0x40000000u + r * 3 + c, true);
    expect_at(m, 1, 3, 0, false);
    /* ZN with 128 B (4x8): rows not a multiple of 16, TileLegality */
    bundle(&p, S_TTRANS, AVS_FP32, avs_bdatr(0, 0, 0, 0, 0, 0, 3), 2, 3, 8, 16, NONE, AVS_PEM_ALL, 1);
    run_reject(m, &p);
    bundle(&p, S_TTRANS, AVS_FP32, 0, 2, 3, 8, 17, NONE, AVS_PEM_ALL, 1);
    avs_commit_ok(m, &p);
    expect_desc(m, 2, AVS_FP32, 8, 3, 2, RM);
    for (unsigned r = 0; r < 2; r++)
        for (unsigned c = 0; c < 3; c++) avs_expect(m, 2, c, r, 0x41000000u + r * 3 + c, true);
    pto_destroy(m);
}

/* Packed 4-bit and 64-bit types (TileMove24DataTypeSupported holds both):
 * TTRANS S4X2 2x3 (128 B, Col 16) moves nibbles; TCONCAT FP64 1x1 + 1x1. */
static void packed_and_wide(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 16, AVS_S4X2, 128, 16, 2, 3, RM, ALL);
    for (unsigned r = 0; r < 2; r++)
        for (unsigned c = 0; c < 3; c++) avs_put(m, 16, r, c, 0x9 + r * 3 + c); /* 9..14 */
    avs_prog p;
    bundle(&p, S_TTRANS, AVS_S4X2, 0, 2, 3, 16, 16, NONE, AVS_PEM_ALL, 1);
    avs_commit_ok(m, &p);
    expect_desc(m, 0, AVS_S4X2, 16, 3, 2, RM);
    for (unsigned r = 0; r < 2; r++)
        for (unsigned c = 0; c < 3; c++) avs_expect(m, 0, c, r, 0x9 + r * 3 + c, true);
    avs_expect_defined(m, 0, 0, 2, false);
    avs_tile(m, 17, AVS_FP64, 128, 2, 1, 1, RM, ALL);
    avs_tile(m, 18, AVS_FP64, 128, 2, 1, 1, RM, ALL);
    avs_put(m, 17, 0, 0, 0x3FF0000000000000ull);
    avs_put(m, 18, 0, 0, 0xC000000000000000ull);
    bundle(&p, S_TCONCAT, AVS_FP64, 0, 2, NONE, NONE, 17, 18, AVS_PEM_ALL, 1);
    avs_commit_ok(m, &p);
    avs_expect(m, 1, 0, 0, 0x3FF0000000000000ull, true);
    avs_expect(m, 1, 0, 1, 0xC000000000000000ull, true);
    pto_destroy(m);
}

/* Padding and definedness: TEXTRACT pads Null without B.DATR and Zero
 * (defined) with one (CurrentBundlePadValue: PadValue 00 is Zero); TINSERT
 * keeps the old tile's payload and definedness outside the window (its
 * padding undefined when the old tile's is, defined and equal when the old
 * tile's padding is defined). */
static void padding_and_definedness(void **state)
{
    (void)state;
    pto_machine *m = machine();
    avs_tile(m, 16, AVS_U16, 128, 4, 2, 3, RM, ALL);
    for (unsigned r = 0; r < 2; r++)
        for (unsigned c = 0; c < 3; c++) avs_put(m, 16, r, c, 100 + r * 3 + c);
    avs_prog p;
    bundle(&p, S_TEXTRACT, AVS_U16, 0, NONE, NONE, NONE, 16, NONE, AVS_PEM_ALL, 1);
    avs_commit_ok(m, &p);
    expect_padding(m, 0, true, 0);
    bundle(&p, S_TEXTRACT, AVS_U16, avs_bdatr_pad(AVS_PAD_ZERO), NONE, NONE, NONE, 16, NONE, AVS_PEM_ALL, 1);
    avs_commit_ok(m, &p);
    expect_padding(m, 1, false, 0);
    avs_tile(m, 17, AVS_U16, 128, 1, 1, 1, RM, ALL);
    avs_put(m, 17, 0, 0, 7);
    /* old T#1 (Null padding): insert at column 2 (LB1 = 2 = its valid rows) */
    bundle(&p, S_TINSERT, AVS_U16, 0, NONE, 2, NONE, 0, 17, AVS_PEM_ALL, 1);
    avs_commit_ok(m, &p);
    avs_expect(m, 2, 0, 2, 7, true);
    avs_expect(m, 2, 1, 1, 104, true);
    expect_padding(m, 2, true, 0);
    /* old T#2 (Zero padding, defined) */
    bundle(&p, S_TINSERT, AVS_U16, 0, NONE, 2, NONE, 1, 17, AVS_PEM_ALL, 1);
    avs_commit_ok(m, &p);
    avs_expect(m, 3, 0, 2, 7, true);
    avs_expect(m, 3, 0, 0, 100, true);
    expect_padding(m, 3, false, 0);
    pto_destroy(m);
}

/* Lint (D29, D32): a TEXTRACT with offsets warns that LB0/LB1 are both
 * offsets and shape; a TGATHER without LB0 that the prose requires it; a
 * TTRANS with its three LBs warns nothing. */
static bool lint_has(const pto_machine *m, const char *needle)
{
    for (size_t i = 0; i < pto_lint_count(m); i++)
        if (strstr(pto_lint_message(m, i), needle)) return true;
    return false;
}
static void lint(void **state)
{
    (void)state;
    pto_machine *m = machine();
    pto_set_lint(m, true);
    avs_tile(m, 16, AVS_U8, 128, 4, 3, 4, RM, ALL);
    for (unsigned r = 0; r < 3; r++)
        for (unsigned c = 0; c < 4; c++) avs_put(m, 16, r, c, r * 4 + c);
    avs_tile(m, 17, AVS_U16, 128, 4, 1, 4, RM, ALL);
    for (unsigned c = 0; c < 4; c++) avs_put(m, 17, 0, c, c % 3);
    avs_prog p;
    bundle(&p, S_TTRANS, AVS_U8, 0, 3, 4, 4, 16, NONE, AVS_PEM_ALL, 1);
    avs_commit_ok(m, &p);
    assert_int_equal(pto_lint_count(m), 0);
    bundle(&p, S_TEXTRACT, AVS_U8, 0, 1, 1, NONE, 16, NONE, AVS_PEM_ALL, 1);
    avs_commit_ok(m, &p);
    assert_true(lint_has(m, "TEXTRACT: LB0/LB1"));
    pto_lint_clear(m);
    bundle(&p, S_TGATHER, AVS_U8, 0, NONE, NONE, NONE, 16, 17, AVS_PEM_ALL, 1);
    run_reject(m, &p); /* the default shape is the value source's 3x4, the index is 1x4 */
    bundle(&p, S_TGATHER, AVS_U8, 0, NONE, 1, NONE, 16, 17, AVS_PEM_ALL, 1);
    avs_commit_ok(m, &p);
    assert_true(lint_has(m, "TGATHER: no LB0"));
    pto_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(avs_static_001),
        cmocka_unit_test(avs_tconcat_columns_001),
        cmocka_unit_test(avs_textract_window_001),
        cmocka_unit_test(avs_tinsert_old_001),
        cmocka_unit_test(avs_ttrans_rect_001),
        cmocka_unit_test(avs_rearrangement_operations_001),
        cmocka_unit_test(avs_indexed_map_001),
        cmocka_unit_test(avs_tgather_rows_001),
        cmocka_unit_test(avs_tgather_negative_001),
        cmocka_unit_test(avs_tgather_types_001),
        cmocka_unit_test(avs_tgather_stage2_decoded_001),
        cmocka_unit_test(avs_tscatter_rows_001),
        cmocka_unit_test(avs_tscatter_dup_001),
        cmocka_unit_test(avs_tscatter_types_001),
        cmocka_unit_test(avs_tscatter_stage2_decoded_001),
        cmocka_unit_test(per_pe_ttrans),
        cmocka_unit_test(per_pe_tgather),
        cmocka_unit_test(tconcat_faults),
        cmocka_unit_test(shape_type_faults),
        cmocka_unit_test(indexed_faults),
        cmocka_unit_test(layouts),
        cmocka_unit_test(packed_and_wide),
        cmocka_unit_test(padding_and_definedness),
        cmocka_unit_test(lint),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
