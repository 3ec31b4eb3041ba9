/* Ports of the specification's AVS tests of the tile-tile operations that
 * share ExecuteTileBinary with TADD: TSUB, TMUL, TDIV, TREM, TAND, TOR, TXOR,
 * TSHL, TSHR, TMAX and TMIN (tests/asl/tile/elementwise-tile-tile/ in
 * pto-spec), plus hand-derived bundle tests of their edge rules.
 *
 * Each test names the AVS id and file it ports; expected values are the
 * AVS test's.  The AVS tests configure tiles and call the model's contract
 * functions (InstructionContractOperandsLegal_X, InstructionContractExecute_X,
 * InstructionContractFloatingValue_X) directly; here the same case runs as
 * a complete bundle of hand-encoded words through the public API.  The
 * sources are configured as simulator control, the destination is the one
 * the bundle allocates (the lowest free T slot), every bundle uses PE mask
 * 1111 and every PE must show the result.  Shape adaptations: ptosim derives
 * the physical row count from capacity and Col, so a tile the AVS test
 * configures as "128 B, Rows r, Col c" has 128 / (c * W/8) rows here; the
 * valid region and Col are the AVS test's.  An operand legality failure is
 * the TileLegality fault of the commit (BSTOP) with the destination rolled
 * back; an AVS "destination stays undefined" is "no destination tile and
 * the whole state unchanged". */
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

enum {
    S_TSUB = 0x001, S_TMUL = 0x002, S_TDIV = 0x003, S_TREM = 0x004, S_TAND = 0x006, S_TOR = 0x007,
    S_TXOR = 0x008, S_TSHL = 0x009, S_TSHR = 0x00A, S_TMAX = 0x00B, S_TMIN = 0x00C
};

#define F32_ONE 0x3F800000u
#define F32_QNAN 0x7FC00001u
#define F32_SNAN 0x7F800001u
#define F32_CNAN 0x7FC00000u
#define F32_NZERO 0x80000000u

/* Sources at tiles 0 and 1 (T#1, T#2): dt, 128 B, Col cols, valid 1 x n,
 * row 0 = a and b.  The bundle's destination is then tile 2 (T#3). */
static pto_machine *sources(pto_profile prof, unsigned dt, unsigned cols, const uint64_t *a, const uint64_t *b,
                            unsigned n)
{
    pto_machine *m = pto_create();
    assert_int_equal(pto_set_profile(m, prof), PTO_OK);
    avs_tile(m, 0, dt, 128, cols, 1, n, RM, ALL);
    avs_tile(m, 1, dt, 128, cols, 1, n, RM, ALL);
    if (a) sib_row(m, 0, a, n);
    if (b) sib_row(m, 1, b, n);
    return m;
}

/* Col of an n-element row: the next power of two (Col must divide the
 * 128-byte capacity into whole rows). */
static unsigned col_for(unsigned n)
{
    unsigned c = 1;
    while (c < n) c *= 2;
    return c;
}

/* Runs sel over a and b (n elements, Col col_for(n)) and checks the destination
 * row, the untouched sources and that no flag was recorded
 * (ExecuteTileBinary records none). */
static void binary_case_p(pto_profile prof, unsigned sel, unsigned dt, const uint64_t *a, const uint64_t *b,
                          const uint64_t *want, unsigned n)
{
    pto_machine *m = sources(prof, dt, col_for(n), a, b, n);
    avs_prog p;
    sib_binary(&p, sel, dt, 0, 1, n, col_for(n), SIB_NONE);
    avs_run_ok(m, &p);
    sib_expect_row(m, 2, want, n);
    sib_expect_row(m, 0, a, n);
    sib_expect_row(m, 1, b, n);
    assert_int_equal(pto_flags(m), 0);
    assert_false(pto_block_active(m));
    pto_destroy(m);
}

static void binary_case(unsigned sel, unsigned dt, const uint64_t *a, const uint64_t *b, const uint64_t *want,
                        unsigned n)
{
    binary_case_p(PTO_PROFILE_IEEE, sel, dt, a, b, want, n);
}

/* The same bundle must fail at the commit with TileLegality, state
 * unchanged, no destination. */
static void binary_reject(pto_profile prof, unsigned sel, unsigned dt, const uint64_t *a, const uint64_t *b,
                          unsigned n)
{
    pto_machine *m = sources(prof, dt, col_for(n), a, b, n);
    avs_prog p;
    sib_binary(&p, sel, dt, 0, 1, n, col_for(n), SIB_NONE);
    avs_run_to_fault(m, &p, p.n - 1, PTO_FAULT_TILE_LEGALITY);
    assert_false(pto_tile_allocated(m, 2));
    assert_int_equal(avs_allocated_count(m), 2);
    pto_destroy(m);
}

/* The 16 VEC types and the two rejected carriers of the *-TYPES tests. */
static const unsigned vec16[16] = {AVS_FP32, AVS_FP64, AVS_TF32, AVS_HF32, AVS_FP16, AVS_BF16, AVS_E4M3, AVS_E5M2,
                                   AVS_S64,  AVS_S32,  AVS_S16,  AVS_S8,   AVS_U64,  AVS_U32,  AVS_U16,  AVS_U8};

/* Every VEC16 type runs the operation on 1-element operands (0 op 1 for
 * MAX/MIN gives a known value); HiF8 and U4X2 bundles are rejected. */
static void vec16_types(unsigned sel)
{
    const op_info *op = op_of_selector(sel);
    for (unsigned i = 0; i < 16; i++) assert_true(op_type_supported(op, vec16[i]));
    assert_false(op_type_supported(op, AVS_HIF8));
    assert_false(op_type_supported(op, AVS_U4X2));
    for (unsigned i = 0; i < 16; i++) {
        /* Zero op zero: 0 for MAX/MIN in every type (+0 for floats). */
        uint64_t z = 0;
        binary_case(sel, vec16[i], &z, &z, &z, 1);
    }
    uint64_t one = 1;
    binary_reject(PTO_PROFILE_IEEE, sel, AVS_HIF8, &one, &one, 1);
    binary_reject(PTO_PROFILE_IEEE, sel, AVS_U4X2, &one, &one, 1);
}

/* The eight integer types of TAND..TSHR and a few rejected types. */
static const unsigned int8set[8] = {AVS_S64, AVS_S32, AVS_S16, AVS_S8, AVS_U64, AVS_U32, AVS_U16, AVS_U8};

static void int8_types(unsigned sel, const unsigned *no, unsigned nno)
{
    const op_info *op = op_of_selector(sel);
    for (unsigned i = 0; i < 8; i++) assert_true(op_type_supported(op, int8set[i]));
    for (unsigned i = 0; i < nno; i++) assert_false(op_type_supported(op, no[i]));
    for (unsigned i = 0; i < nno; i++) {
        uint64_t v = 0;
        binary_reject(PTO_PROFILE_IEEE, sel, no[i], &v, &v, 1);
    }
}

/* PADDING tests: sources dt, 128 B, Col 2, valid 1x1, a and b; bundle with
 * LB0 = 1, LB2 = 2 and B.DATR PadValue pad (or no B.DATR).  Checks the
 * valid result and the padding at (0,1) and at the last row. */
static void padding_case(unsigned sel, unsigned dt, uint64_t a, uint64_t b, uint64_t want, int pad,
                         uint64_t padv)
{
    pto_machine *m = sources(PTO_PROFILE_IEEE, dt, 2, &a, &b, 1);
    avs_prog p;
    sib_binary(&p, sel, dt, 0, 1, 1, 2, pad >= 0 ? avs_bdatr_pad((unsigned)pad) : SIB_NONE);
    avs_run_ok(m, &p);
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, 2, &d), PTO_OK);
    assert_int_equal(d.cols, 2);
    assert_int_equal(d.valid_rows, 1);
    assert_int_equal(d.valid_cols, 1);
    avs_expect(m, 2, 0, 0, want, true);
    if (pad >= 0) {
        avs_expect(m, 2, 0, 1, padv, true);
        avs_expect(m, 2, d.rows - 1, 1, padv, true);
    } else {
        avs_expect_defined(m, 2, 0, 1, false);
        avs_expect_defined(m, 2, d.rows - 1, 1, false);
    }
    pto_destroy(m);
}

/* DEFAULTS tests: sources T#2, T#3 (tiles 1, 2) U64 128 B Col 2 valid 1x2;
 * BSTART word, B.DIM LB0=2 only, B.IOT T#2, T#3, 1111, last, ->T<128B>.
 * The destination T#1 (tile 0) has ValidRow 1, ValidCol 2, Col 2. */
static void defaults_case(uint32_t bstart, const uint64_t *a, const uint64_t *b, const uint64_t *want)
{
    pto_machine *m = pto_create();
    avs_tile(m, 1, AVS_U64, 128, 2, 1, 2, RM, ALL);
    avs_tile(m, 2, AVS_U64, 128, 2, 1, 2, RM, ALL);
    sib_row(m, 1, a, 2);
    sib_row(m, 2, b, 2);
    avs_prog p;
    avs_init(&p);
    avs_w(&p, bstart);
    avs_w(&p, avs_bdim(0, 0, 2));
    avs_w(&p, avs_biot_ssd(1, 2, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    avs_w(&p, AVS_BSTOP);
    avs_run_ok(m, &p);
    avs_expect_desc(m, 0, PTO_TILE_NUMERIC, AVS_U64, 128, 8, 2, 1, 2, ALL);
    sib_expect_row(m, 0, want, 2);
    pto_destroy(m);
}

/* LB0 tests: the same sources and B.IOT without any B.DIM: TileLegality at
 * the commit, nothing allocated, the left source keeps its value. */
static void missing_lb0_case(uint32_t bstart)
{
    pto_machine *m = pto_create();
    avs_tile(m, 1, AVS_U64, 128, 2, 1, 2, RM, ALL);
    avs_tile(m, 2, AVS_U64, 128, 2, 1, 2, RM, ALL);
    uint64_t a[2] = {3, 4}, b[2] = {5, 6};
    sib_row(m, 1, a, 2);
    sib_row(m, 2, b, 2);
    avs_prog p;
    avs_init(&p);
    avs_w(&p, bstart);
    avs_w(&p, avs_biot_ssd(1, 2, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    unsigned stop = avs_w(&p, AVS_BSTOP);
    avs_run_to_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY);
    assert_false(pto_tile_allocated(m, 0));
    avs_expect(m, 1, 0, 0, 3, true);
    pto_destroy(m);
}

/* SCHEMA tests: U64 sources T#2, T#3 (Col 1, valid 1x1) = 3 and 5; the
 * bindings are split over two B.IOT records: "T#2, 1111, ->T<128B>" (not
 * last) and "T#3, 1111, last".  TileLegality at the commit, nothing
 * allocated, T#2 keeps 3. */
static void split_schema_case(uint32_t bstart)
{
    pto_machine *m = pto_create();
    avs_tile(m, 1, AVS_U64, 128, 1, 1, 1, RM, ALL);
    avs_tile(m, 2, AVS_U64, 128, 1, 1, 1, RM, ALL);
    avs_put(m, 1, 0, 0, 3);
    avs_put(m, 2, 0, 0, 5);
    avs_prog p;
    avs_init(&p);
    avs_w(&p, bstart);
    avs_w(&p, avs_bdim(0, 0, 1));
    avs_w(&p, avs_biot_sd(1, AVS_PEM_ALL, 0, AVS_HAND_T, 1));
    avs_w(&p, avs_biot_s(2, AVS_PEM_ALL, 1));
    unsigned stop = avs_w(&p, AVS_BSTOP);
    avs_run_to_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY);
    assert_false(pto_tile_allocated(m, 0));
    avs_expect(m, 1, 0, 0, 3, true);
    pto_destroy(m);
}

/* MASK-ZERO tests: BSTART, then a B.IOT with PEMode 0 (SrcTile0 = 63, L = 1,
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
    pto_fault_info f;
    pto_fault(m, &f);
    assert_int_equal(f.kind, PTO_FAULT_NONE);
    assert_int_equal(avs_allocated_count(m), 0);
    assert_false(pto_block_active(m));
    pto_destroy(m);
}

/* =============================== TSUB ==================================== */

/* PTO-AVS-TILE-TSUB-TYPES-001, TSUB/tile-bound-tsub-types-001.asl: FP32,
 * U8 and FP64 are TSUB types, HiF8 is not.  FP32 operands 3 and 1 (the
 * carriers, subnormals 3*2^-149 and 2^-149) are legal: their difference is
 * exactly 2*2^-149 (encoding 2).  HiF8 operands are rejected with no
 * destination. */
static void avs_tsub_types_001(void **state)
{
    (void)state;
    const op_info *op = op_of_selector(S_TSUB);
    assert_true(op_type_supported(op, AVS_FP32));
    assert_true(op_type_supported(op, AVS_U8));
    assert_true(op_type_supported(op, AVS_FP64));
    assert_false(op_type_supported(op, AVS_HIF8));
    uint64_t a = 3, b = 1, want = 2;
    binary_case(S_TSUB, AVS_FP32, &a, &b, &want, 1);
    binary_reject(PTO_PROFILE_IEEE, S_TSUB, AVS_HIF8, &a, &b, 1);
}

/* PTO-AVS-TILE-TSUB-PADDING-001, TSUB/tile-state-tsub-padding-001.asl: U64
 * 7 - 5 = 2; PadValue Zero defines the padding as 0, an omitted B.DATR
 * leaves it undefined. */
static void avs_tsub_padding_001(void **state)
{
    (void)state;
    padding_case(S_TSUB, AVS_U64, 7, 5, 2, AVS_PAD_ZERO, 0);
    padding_case(S_TSUB, AVS_U64, 7, 5, 2, -1, 0);
}

/* Hand-derived: integer wrap of TSUB: S8 -128 - 1 = 127, U8 3 - 5 = 254. */
static void hand_tsub_wrap(void **state)
{
    (void)state;
    uint64_t a[1] = {0x80}, b[1] = {1}, w[1] = {0x7F};
    binary_case(S_TSUB, AVS_S8, a, b, w, 1);
    uint64_t c[1] = {3}, d[1] = {5}, x[1] = {254};
    binary_case(S_TSUB, AVS_U8, c, d, x, 1);
}

/* =============================== TMUL ==================================== */

/* PTO-AVS-TILE-TMUL-STATIC-001, TMUL/tile-static-tmul-contract-001.asl:
 * 0x002 -> TMUL, ExecuteTileBinary, VEC.  (The catalog's op index and class
 * are not modelled: ptosim indexes operations by selector.) */
static void avs_tmul_static_001(void **state)
{
    (void)state;
    sib_check_static(S_TMUL, "TMUL", H_BINARY, 0);
}

/* PTO-AVS-TILE-TMUL-TYPES-001, TMUL/tile-bound-tmul-types-001.asl: FP16,
 * S16 and S8 are TMUL types, U4X2 is not; S16 and S8 operands 2 and 3 are
 * legal (product 6).  A U4X2 bundle is rejected. */
static void avs_tmul_types_001(void **state)
{
    (void)state;
    const op_info *op = op_of_selector(S_TMUL);
    assert_true(op_type_supported(op, AVS_FP16));
    assert_true(op_type_supported(op, AVS_S16));
    assert_true(op_type_supported(op, AVS_S8));
    assert_false(op_type_supported(op, AVS_U4X2));
    uint64_t a = 2, b = 3, want = 6;
    binary_case(S_TMUL, AVS_S16, &a, &b, &want, 1);
    binary_case(S_TMUL, AVS_S8, &a, &b, &want, 1);
    binary_reject(PTO_PROFILE_IEEE, S_TMUL, AVS_U4X2, &a, &b, 1);
}

/* PTO-AVS-TILE-TMUL-ALIAS-001, TMUL/tile-state-tmul-alias-001.asl: U64 128 B
 * Col 4 valid 1x2, [3, 5] * [7, 11] = [21, 55].  A B.IOT destination is
 * always a fresh tile, so the AVS test's destination-aliases-left case
 * cannot be expressed in a bundle: the products land in the new
 * destination and the left source keeps its pre-operation payload. */
static void avs_tmul_alias_001(void **state)
{
    (void)state;
    uint64_t a[2] = {3, 5}, b[2] = {7, 11}, w[2] = {21, 55};
    pto_machine *m = sources(PTO_PROFILE_IEEE, AVS_U64, 4, a, b, 2);
    avs_prog p;
    sib_binary(&p, S_TMUL, AVS_U64, 0, 1, 2, 4, SIB_NONE);
    avs_run_ok(m, &p);
    sib_expect_row(m, 2, w, 2);
    sib_expect_row(m, 0, a, 2);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TMUL-PADDING-001, TMUL/tile-state-tmul-padding-001.asl: S64
 * 3 * 5 = 15; PadValue Min defines the padding as the S64 minimum
 * 0x8000000000000000; without B.DATR (Null) it stays undefined. */
static void avs_tmul_padding_001(void **state)
{
    (void)state;
    padding_case(S_TMUL, AVS_S64, 3, 5, 15, AVS_PAD_MIN, 0x8000000000000000ull);
    padding_case(S_TMUL, AVS_S64, 3, 5, 15, -1, 0);
}

/* Hand-derived: TMUL keeps the low W bits (S8 -128 * -1 = -128, U16
 * 300 * 300 = 90000 mod 65536 = 24464, S64 2^62 * 4 = 0); ieee FP32
 * 1.5 * 2.0 = 3.0 exactly; pto-v0 FP32 multiplies the carriers as integers
 * (0x00010001^2 = 0x1_0002_0001, low 32 bits 0x00020001). */
static void hand_tmul_rules(void **state)
{
    (void)state;
    uint64_t a[1] = {0x80}, b[1] = {0xFF}, w[1] = {0x80};
    binary_case(S_TMUL, AVS_S8, a, b, w, 1);
    uint64_t c[1] = {300}, x[1] = {24464};
    binary_case(S_TMUL, AVS_U16, c, c, x, 1);
    uint64_t e[1] = {0x4000000000000000ull}, f[1] = {4}, y[1] = {0};
    binary_case(S_TMUL, AVS_S64, e, f, y, 1);
    uint64_t g[1] = {0x3FC00000u}, h[1] = {0x40000000u}, z[1] = {0x40400000u};
    binary_case(S_TMUL, AVS_FP32, g, h, z, 1);
    uint64_t k[1] = {0x00010001u}, v[1] = {0x00020001u};
    binary_case_p(PTO_PROFILE_V0, S_TMUL, AVS_FP32, k, k, v, 1);
}

/* =============================== TDIV ==================================== */

/* PTO-AVS-TILE-TDIV-STATIC-001, TDIV/tile-static-tdiv-contract-001.asl:
 * 0x003 -> TDIV, ExecuteTileBinary, SFU. */
static void avs_tdiv_static_001(void **state)
{
    (void)state;
    sib_check_static(S_TDIV, "TDIV", H_BINARY, 1);
}

/* PTO-AVS-TILE-TDIV-ZERO-TYPES-001, TDIV/tile-bound-tdiv-zero-types-001.asl:
 * U64 8 / 0 fails operand legality (TileLegality at the commit, the
 * destination rolled back); FP32 8 / 0 is legal.  The FP32 value under the
 * default ieee profile is hand-derived: the carrier 8 is the positive
 * subnormal 8*2^-149, divided by +0 gives +inf (0x7F800000); ExecuteTileBinary
 * records no DZ. */
static void avs_tdiv_zero_types_001(void **state)
{
    (void)state;
    uint64_t a = 8, b = 0, inf = 0x7F800000u;
    binary_reject(PTO_PROFILE_IEEE, S_TDIV, AVS_U64, &a, &b, 1);
    binary_case(S_TDIV, AVS_FP32, &a, &b, &inf, 1);
}

/* PTO-AVS-TILE-TDIV-DIM-DEFAULTS-001, TDIV/tile-exec-tdiv-dim-defaults-001.asl:
 * BSTART 0xC0319181 (TDIV, U64), LB0 = 2 only: [8, 9] / [2, 3] = [4, 3] in a
 * destination with ValidRow 1, ValidCol 2, Col 2. */
static void avs_tdiv_dim_defaults_001(void **state)
{
    (void)state;
    assert_int_equal(avs_bstart(AVS_U64, S_TDIV), 0xC0319181u);
    uint64_t a[2] = {8, 9}, b[2] = {2, 3}, w[2] = {4, 3};
    defaults_case(0xC0319181u, a, b, w);
}

/* PTO-AVS-TILE-TDIV-SIGNED-001, TDIV/tile-exec-tdiv-signed-001.asl: S64
 * -7 / 3 = -2. */
static void avs_tdiv_signed_001(void **state)
{
    (void)state;
    uint64_t a = (uint64_t)-7, b = 3, w = (uint64_t)-2;
    binary_case(S_TDIV, AVS_S64, &a, &b, &w, 1);
}

/* PTO-AVS-TILE-TDIV-PADDING-001, TDIV/tile-state-tdiv-padding-001.asl: U64
 * 15 / 3 = 5; PadValue Max gives defined all-ones padding, no B.DATR leaves
 * it undefined. */
static void avs_tdiv_padding_001(void **state)
{
    (void)state;
    padding_case(S_TDIV, AVS_U64, 15, 3, 5, AVS_PAD_MAX, UINT64_MAX);
    padding_case(S_TDIV, AVS_U64, 15, 3, 5, -1, 0);
}

/* Hand-derived: signed TDIV truncates toward zero and INT_MIN / -1 wraps
 * (S8 [-128, -7, 7, -7] / [-1, 2, -2, -2] = [-128, -3, -3, 3]); unsigned
 * floors (U8 [255, 7] / [2, 8] = [127, 0]). */
static void hand_tdiv_integer(void **state)
{
    (void)state;
    uint64_t a[4] = {0x80, 0xF9, 7, 0xF9}, b[4] = {0xFF, 2, 0xFE, 0xFE}, w[4] = {0x80, 0xFD, 0xFD, 3};
    binary_case(S_TDIV, AVS_S8, a, b, w, 4);
    uint64_t c[2] = {255, 7}, d[2] = {2, 8}, x[2] = {127, 0};
    binary_case(S_TDIV, AVS_U8, c, d, x, 2);
}

/* Hand-derived: an integer zero divisor anywhere in the valid region is a
 * TileLegality fault at the commit with the destination rolled back
 * (S32 [6, 6, 6] / [1, 0, 2]); a zero divisor in the padding outside the
 * valid region does not count (S32 valid 1x1, divisor (0,1) = 0). */
static void hand_tdiv_zero_divisor(void **state)
{
    (void)state;
    uint64_t a[3] = {6, 6, 6}, b[3] = {1, 0, 2};
    binary_reject(PTO_PROFILE_IEEE, S_TDIV, AVS_S32, a, b, 3);
    binary_reject(PTO_PROFILE_V0, S_TDIV, AVS_U8, a, b, 3);

    pto_machine *m = sources(PTO_PROFILE_IEEE, AVS_S32, 2, NULL, NULL, 1);
    avs_put(m, 0, 0, 0, 6);
    avs_put(m, 0, 0, 1, 6);
    avs_put(m, 1, 0, 0, 3);
    avs_put(m, 1, 0, 1, 0);
    avs_prog p;
    sib_binary(&p, S_TDIV, AVS_S32, 0, 1, 1, 2, SIB_NONE);
    avs_run_ok(m, &p);
    avs_expect(m, 2, 0, 0, 2, true);
    pto_destroy(m);
}

/* Hand-derived: float TDIV.  ieee: FP32 1 / 3 = 0x3EAAAAAB (RNE), no flag
 * recorded by the tile-tile handler.  pto-v0: the unsigned carrier quotient
 * (0x40400000 / 0x3F800000 = 1) and a zero divisor carrier gives all-ones;
 * the tile-tile handler records no DZ. */
static void hand_tdiv_float(void **state)
{
    (void)state;
    uint64_t a[1] = {F32_ONE}, b[1] = {0x40400000u}, w[1] = {0x3EAAAAABu};
    binary_case(S_TDIV, AVS_FP32, a, b, w, 1);
    uint64_t c[2] = {0x40400000u, F32_ONE}, d[2] = {F32_ONE, 0}, x[2] = {1, 0xFFFFFFFFu};
    binary_case_p(PTO_PROFILE_V0, S_TDIV, AVS_FP32, c, d, x, 2);
}

/* =============================== TREM ==================================== */

/* PTO-AVS-TILE-TREM-STATIC-001, TREM/tile-static-trem-contract-001.asl:
 * 0x004 -> TREM, ExecuteTileBinary, SFU. */
static void avs_trem_static_001(void **state)
{
    (void)state;
    sib_check_static(S_TREM, "TREM", H_BINARY, 1);
}

/* PTO-AVS-TILE-TREM-ZERO-TYPES-001, TREM/tile-bound-trem-zero-types-001.asl:
 * S64 and FP32 are TREM types, HiF8 is not; S64 7 REM 0 fails operand
 * legality; FP32 7 REM 0 is legal.  ptosim executes float TREM only under
 * pto-v0 (the ieee profile's modulo is not defined by the specification), so
 * the FP32 case runs there; its value (hand-derived) is the pto-v0 zero
 * carrier result, all-ones. */
static void avs_trem_zero_types_001(void **state)
{
    (void)state;
    const op_info *op = op_of_selector(S_TREM);
    assert_true(op_type_supported(op, AVS_S64));
    assert_true(op_type_supported(op, AVS_FP32));
    assert_false(op_type_supported(op, AVS_HIF8));
    uint64_t a = 7, b = 0, ones = 0xFFFFFFFFu;
    binary_reject(PTO_PROFILE_IEEE, S_TREM, AVS_S64, &a, &b, 1);
    binary_case_p(PTO_PROFILE_V0, S_TREM, AVS_FP32, &a, &b, &ones, 1);
}

/* PTO-AVS-TILE-TREM-DIVISOR-SIGN-001, TREM/tile-exec-trem-divisor-sign-001.asl:
 * S64 [-7, 7] REM [3, -3] = [2, -2]. */
static void avs_trem_divisor_sign_001(void **state)
{
    (void)state;
    uint64_t a[2] = {(uint64_t)-7, 7}, b[2] = {3, (uint64_t)-3}, w[2] = {2, (uint64_t)-2};
    binary_case(S_TREM, AVS_S64, a, b, w, 2);
}

/* PTO-AVS-TILE-TREM-PADDING-001, TREM/tile-state-trem-padding-001.asl: S64
 * -7 REM 3 = 2; PadValue Zero gives defined zero padding (the divisor's
 * padding plays no part in the divisor check). */
static void avs_trem_padding_001(void **state)
{
    (void)state;
    padding_case(S_TREM, AVS_S64, (uint64_t)-7, 3, 2, AVS_PAD_ZERO, 0);
}

/* Hand-derived: signed TREM is floor modulo, a nonzero result takes the
 * divisor's sign: S8 [-7, 7, -8, -128, 7] REM [2, -2, 2, -1, 3] =
 * [1, -1, 0, 0, 1]; unsigned: U8 [250, 7] REM [7, 250] = [5, 7]. */
static void hand_trem_integer(void **state)
{
    (void)state;
    uint64_t a[5] = {0xF9, 7, 0xF8, 0x80, 7}, b[5] = {2, 0xFE, 2, 0xFF, 3}, w[5] = {1, 0xFF, 0, 0, 1};
    binary_case(S_TREM, AVS_S8, a, b, w, 5);
    uint64_t c[2] = {250, 7}, d[2] = {7, 250}, x[2] = {5, 7};
    binary_case(S_TREM, AVS_U8, c, d, x, 2);
    uint64_t e[2] = {7, 7}, f[2] = {3, 0};
    binary_reject(PTO_PROFILE_IEEE, S_TREM, AVS_U8, e, f, 2);
}

/* Hand-derived: float TREM under the default ieee profile is not executed:
 * the commit returns PTO_ERR_UNIMPLEMENTED with the state unchanged.  Under
 * pto-v0 it is the unsigned carrier remainder (0x40400000 REM 0x3F800000 =
 * 0x00C00000), a zero divisor carrier gives all-ones, no flags. */
static void hand_trem_float(void **state)
{
    (void)state;
    uint64_t a[2] = {0x40400000u, 5}, b[2] = {F32_ONE, 0};
    pto_machine *m = sources(PTO_PROFILE_IEEE, AVS_FP32, 2, a, b, 2);
    avs_prog p;
    sib_binary(&p, S_TREM, AVS_FP32, 0, 1, 2, 2, SIB_NONE); /* Col 2 */
    sib_run_to_unimplemented(m, &p, p.n - 1);
    assert_false(pto_tile_allocated(m, 2));
    pto_destroy(m);
    uint64_t w[2] = {0x00C00000u, 0xFFFFFFFFu};
    binary_case_p(PTO_PROFILE_V0, S_TREM, AVS_FP32, a, b, w, 2);
}

/* ========================= TAND / TOR / TXOR ============================= */

/* PTO-AVS-TILE-TAND-STATIC-001, TAND/tile-static-tand-contract-001.asl;
 * PTO-AVS-TILE-TOR-STATIC-001, TOR/tile-static-tor-contract-001.asl;
 * PTO-AVS-TILE-TXOR-STATIC-001, TXOR/tile-static-txor-contract-001.asl:
 * 0x006 / 0x007 / 0x008 -> TAND / TOR / TXOR, ExecuteTileBinary, VEC. */
static void avs_tand_tor_txor_static_001(void **state)
{
    (void)state;
    sib_check_static(S_TAND, "TAND", H_BINARY, 0);
    sib_check_static(S_TOR, "TOR", H_BINARY, 0);
    sib_check_static(S_TXOR, "TXOR", H_BINARY, 0);
}

/* PTO-AVS-TILE-TAND-TYPES-001 (S64, U8 yes; FP32, U4X2 no),
 * PTO-AVS-TILE-TOR-TYPES-001 (S8, U64 yes; BF16, S4X2 no),
 * PTO-AVS-TILE-TXOR-TYPES-001 (S32, U16 yes; E4M3, HiF4X2 no): the eight
 * integer types pass, the others are rejected in a bundle. */
static void avs_tand_tor_txor_types_001(void **state)
{
    (void)state;
    static const unsigned no_and[2] = {AVS_FP32, AVS_U4X2}, no_or[2] = {AVS_BF16, AVS_S4X2},
                          no_xor[2] = {AVS_E4M3, AVS_HIF4X2};
    int8_types(S_TAND, no_and, 2);
    int8_types(S_TOR, no_or, 2);
    int8_types(S_TXOR, no_xor, 2);
}

/* PTO-AVS-TILE-TAND-BITS-001 (U8 240 & 90 = 80), PTO-AVS-TILE-TOR-BITS-001
 * (U8 240 | 15 = 255), PTO-AVS-TILE-TXOR-BITS-001 (U8 170 ^ 15 = 165): U8
 * 128 B Col 1 valid 1x1. */
static void avs_tand_tor_txor_bits_001(void **state)
{
    (void)state;
    uint64_t a = 240, b = 90, w = 80;
    binary_case(S_TAND, AVS_U8, &a, &b, &w, 1);
    b = 15;
    w = 255;
    binary_case(S_TOR, AVS_U8, &a, &b, &w, 1);
    a = 170;
    w = 165;
    binary_case(S_TXOR, AVS_U8, &a, &b, &w, 1);
}

/* PTO-AVS-TILE-TAND-PADDING-001 (U8 15 & 6 = 6, PadValue Zero),
 * PTO-AVS-TILE-TOR-PADDING-001 (U8 8 | 3 = 11, PadValue Max -> 255),
 * PTO-AVS-TILE-TXOR-PADDING-001 (U8 10 ^ 6 = 12, no B.DATR -> undefined):
 * U8 128 B, Col 8 (16 rows), valid 1x1; LB0 = 1, LB2 = 8. */
static void logic_padding(unsigned sel, uint64_t a, uint64_t b, uint64_t want, int pad, uint64_t padv)
{
    pto_machine *m = sources(PTO_PROFILE_IEEE, AVS_U8, 8, &a, &b, 1);
    avs_prog p;
    sib_binary(&p, sel, AVS_U8, 0, 1, 1, 8, pad >= 0 ? avs_bdatr_pad((unsigned)pad) : SIB_NONE);
    avs_run_ok(m, &p);
    avs_expect_desc(m, 2, PTO_TILE_NUMERIC, AVS_U8, 128, 16, 8, 1, 1, ALL);
    avs_expect(m, 2, 0, 0, want, true);
    if (pad >= 0) {
        avs_expect(m, 2, 0, 1, padv, true);
        avs_expect(m, 2, 15, 7, padv, true);
    } else {
        for (unsigned c = 1; c < 8; c++) avs_expect_defined(m, 2, 0, c, false);
        avs_expect_defined(m, 2, 15, 7, false);
    }
    pto_destroy(m);
}

static void avs_tand_tor_txor_padding_001(void **state)
{
    (void)state;
    logic_padding(S_TAND, 15, 6, 6, AVS_PAD_ZERO, 0);
    logic_padding(S_TOR, 8, 3, 11, AVS_PAD_MAX, 255);
    logic_padding(S_TXOR, 10, 6, 12, -1, 0);
}

/* Hand-derived: bitwise ops on signed carriers stay W bits wide
 * (S8 0x80 & 0xFF = 0x80, 0x80 | 0x01 = 0x81, 0xAA ^ 0xFF = 0x55; U64
 * full width). */
static void hand_logic_width(void **state)
{
    (void)state;
    uint64_t a[1] = {0x80}, b[1] = {0xFF}, w[1] = {0x80};
    binary_case(S_TAND, AVS_S8, a, b, w, 1);
    b[0] = 1;
    w[0] = 0x81;
    binary_case(S_TOR, AVS_S8, a, b, w, 1);
    a[0] = 0xAA;
    b[0] = 0xFF;
    w[0] = 0x55;
    binary_case(S_TXOR, AVS_S8, a, b, w, 1);
    uint64_t c[1] = {0xF0F0F0F0F0F0F0F0ull}, d[1] = {0xFF00FF00FF00FF00ull}, x[1] = {0x0FF00FF00FF00FF0ull};
    binary_case(S_TXOR, AVS_U64, c, d, x, 1);
}

/* Hand-derived (D12): TAND..TSHR have no closed schema, so LB0 may be left
 * out; with no B.DIM at all the destination takes the first source's
 * shape (U8 128 B Col 8 valid 1x3: 16 rows, Col 8, valid 1x3). */
static void hand_logic_no_dims(void **state)
{
    (void)state;
    static const unsigned sels[5] = {S_TAND, S_TOR, S_TXOR, S_TSHL, S_TSHR};
    uint64_t a[3] = {0x0F, 0xF0, 0x81}, b[3] = {0x3C, 0x3C, 1};
    uint64_t want[5][3] = {{0x0C, 0x30, 0x01}, {0x3F, 0xFC, 0x81}, {0x33, 0xCC, 0x80}, {0xF0, 0x00, 0x02},
                           {0x00, 0x0F, 0x40}};
    for (unsigned i = 0; i < 5; i++) {
        pto_machine *m = sources(PTO_PROFILE_IEEE, AVS_U8, 8, a, b, 3);
        avs_prog p;
        sib_binary(&p, sels[i], AVS_U8, 0, 1, SIB_NONE, SIB_NONE, SIB_NONE);
        avs_run_ok(m, &p);
        avs_expect_desc(m, 2, PTO_TILE_NUMERIC, AVS_U8, 128, 16, 8, 1, 3, ALL);
        sib_expect_row(m, 2, want[i], 3);
        pto_destroy(m);
    }
}

/* ============================ TSHL / TSHR ================================ */

/* PTO-AVS-TILE-TSHL-STATIC-001, TSHL/tile-static-tshl-contract-001.asl;
 * PTO-AVS-TILE-TSHR-STATIC-001, TSHR/tile-static-tshr-contract-001.asl:
 * 0x009 / 0x00A -> TSHL / TSHR, ExecuteTileBinary, VEC. */
static void avs_tshl_tshr_static_001(void **state)
{
    (void)state;
    sib_check_static(S_TSHL, "TSHL", H_BINARY, 0);
    sib_check_static(S_TSHR, "TSHR", H_BINARY, 0);
}

/* PTO-AVS-TILE-TSHL-TYPES-001 (S16, U32 yes; FP16, U4X2 no) and
 * PTO-AVS-TILE-TSHR-TYPES-001 (S32, U32, S8, U8, U64 yes; BF16, S4X2 no). */
static void avs_tshl_tshr_types_001(void **state)
{
    (void)state;
    static const unsigned no_shl[2] = {AVS_FP16, AVS_U4X2}, no_shr[2] = {AVS_BF16, AVS_S4X2};
    int8_types(S_TSHL, no_shl, 2);
    int8_types(S_TSHR, no_shr, 2);
}

/* PTO-AVS-TILE-TSHL-MASK-001, TSHL/tile-exec-tshl-mask-001.asl: U8 1 << 10
 * uses the low three bits of the count: 1 << 2 = 4. */
static void avs_tshl_mask_001(void **state)
{
    (void)state;
    uint64_t a = 1, b = 10, w = 4;
    binary_case(S_TSHL, AVS_U8, &a, &b, &w, 1);
}

/* PTO-AVS-TILE-TSHL-PADDING-001, TSHL/tile-state-tshl-padding-001.asl: U8
 * 3 << 1 = 6 with PadValue Zero. */
static void avs_tshl_padding_001(void **state)
{
    (void)state;
    logic_padding(S_TSHL, 3, 1, 6, AVS_PAD_ZERO, 0);
}

/* PTO-AVS-TILE-TSHR-SIGNED-001, TSHR/tile-exec-tshr-signed-001.asl: 0x80 >> 1
 * is 0xC0 for S8 (arithmetic) and 0x40 for U8 (logical). */
static void avs_tshr_signed_001(void **state)
{
    (void)state;
    uint64_t a = 128, b = 1, ws = 192, wu = 64;
    binary_case(S_TSHR, AVS_S8, &a, &b, &ws, 1);
    binary_case(S_TSHR, AVS_U8, &a, &b, &wu, 1);
}

/* PTO-AVS-TILE-TSHR-PADDING-001, TSHR/tile-state-tshr-padding-001.asl: U8
 * 128 >> 1 = 64 with PadValue Max (255). */
static void avs_tshr_padding_001(void **state)
{
    (void)state;
    logic_padding(S_TSHR, 128, 1, 64, AVS_PAD_MAX, 255);
}

/* Hand-derived: the count is the low log2(W) bits of the right operand
 * (U8 [1, 0xFF, 1] << [9, 1, 7] = [2, 0xFE, 0x80]; S16 1 << 17 = 2; S32
 * 1 << 31 = 0x80000000; U64 1 << 65 = 2). */
static void hand_tshl_count(void **state)
{
    (void)state;
    uint64_t a[3] = {1, 0xFF, 1}, b[3] = {9, 1, 7}, w[3] = {2, 0xFE, 0x80};
    binary_case(S_TSHL, AVS_U8, a, b, w, 3);
    uint64_t c[1] = {1}, d[1] = {17}, x[1] = {2};
    binary_case(S_TSHL, AVS_S16, c, d, x, 1);
    d[0] = 31;
    x[0] = 0x80000000u;
    binary_case(S_TSHL, AVS_S32, c, d, x, 1);
    d[0] = 65;
    x[0] = 2;
    binary_case(S_TSHL, AVS_U64, c, d, x, 1);
}

/* Hand-derived: TSHR is arithmetic for S16 (0x8000 >> 4 = 0xF800, count 20
 * -> 4, 0x7FFF >> 1 = 0x3FFF) and logical for U16 (0x8000 >> 4 = 0x0800);
 * S64 and U64 2^63 >> 63 give all-ones and 1; an S8 count 0xFF is 7. */
static void hand_tshr_sign(void **state)
{
    (void)state;
    uint64_t a[3] = {0x8000, 0x8000, 0x7FFF}, b[3] = {4, 20, 1}, w[3] = {0xF800, 0xF800, 0x3FFF};
    binary_case(S_TSHR, AVS_S16, a, b, w, 3);
    uint64_t wu[3] = {0x0800, 0x0800, 0x3FFF};
    binary_case(S_TSHR, AVS_U16, a, b, wu, 3);
    uint64_t c[1] = {0x8000000000000000ull}, d[1] = {63}, x[1] = {UINT64_MAX}, y[1] = {1};
    binary_case(S_TSHR, AVS_S64, c, d, x, 1);
    binary_case(S_TSHR, AVS_U64, c, d, y, 1);
    uint64_t e[1] = {0x80}, f[1] = {0xFF}, z[1] = {0xFF};
    binary_case(S_TSHR, AVS_S8, e, f, z, 1);
}

/* ============================ TMAX / TMIN ================================ */

/* PTO-AVS-TILE-TMAX-STATIC-001, TMAX/tile-static-tmax-contract-001.asl;
 * PTO-AVS-TILE-TMIN-STATIC-001, TMIN/tile-static-tmin-contract-001.asl:
 * 0x00B / 0x00C -> TMAX / TMIN, ExecuteTileBinary, VEC. */
static void avs_tmax_tmin_static_001(void **state)
{
    (void)state;
    sib_check_static(S_TMAX, "TMAX", H_BINARY, 0);
    sib_check_static(S_TMIN, "TMIN", H_BINARY, 0);
}

/* PTO-AVS-TILE-TMAX-TYPES-001, TMAX/tile-bound-tmax-types-001.asl;
 * PTO-AVS-TILE-TMIN-TYPES-001, TMIN/tile-bound-tmin-types-001.asl: exactly
 * the sixteen arithmetic types; HiF8 and U4X2 are rejected. */
static void avs_tmax_tmin_types_001(void **state)
{
    (void)state;
    vec16_types(S_TMAX);
    vec16_types(S_TMIN);
}

/* PTO-AVS-TILE-TMAX-DEFINED-001, TMAX/tile-bound-tmax-defined-001.asl;
 * PTO-AVS-TILE-TMIN-DEFINED-001, TMIN/tile-bound-tmin-defined-001.asl: U64
 * Col 1 valid 1x1, the left source holds 3, the right one was never
 * written: rejected, no destination. */
static void avs_tmax_tmin_defined_001(void **state)
{
    (void)state;
    static const unsigned sels[2] = {S_TMAX, S_TMIN};
    for (unsigned i = 0; i < 2; i++) {
        uint64_t a = 3;
        binary_reject(PTO_PROFILE_IEEE, sels[i], AVS_U64, &a, NULL, 1);
    }
}

/* PTO-AVS-TILE-TMAX-ENCODING-001, TMAX/tile-bound-tmax-encoding-001.asl;
 * PTO-AVS-TILE-TMIN-ENCODING-001, TMIN/tile-bound-tmin-encoding-001.asl:
 * TF32 0x3F800001 (a nonzero discarded fraction bit) against 0x40000000 is
 * rejected before any destination effect. */
static void avs_tmax_tmin_encoding_001(void **state)
{
    (void)state;
    static const unsigned sels[2] = {S_TMAX, S_TMIN};
    for (unsigned i = 0; i < 2; i++) {
        uint64_t a = 0x3F800001u, b = 0x40000000u;
        binary_reject(PTO_PROFILE_IEEE, sels[i], AVS_TF32, &a, &b, 1);
    }
}

/* PTO-AVS-TILE-TMAX-LAYOUT-001, TMAX/tile-bound-tmax-layout-001.asl;
 * PTO-AVS-TILE-TMIN-LAYOUT-001, TMIN/tile-bound-tmin-layout-001.asl: U64
 * ColumnMajor sources (128 B, Col 8, valid 1x1) holding 3 and 5 are
 * rejected with no destination. */
static void avs_tmax_tmin_layout_001(void **state)
{
    (void)state;
    static const unsigned sels[2] = {S_TMAX, S_TMIN};
    for (unsigned i = 0; i < 2; i++) {
        pto_machine *m = pto_create();
        avs_tile(m, 0, AVS_U64, 128, 8, 1, 1, PTO_LAYOUT_COL_MAJOR, ALL);
        avs_tile(m, 1, AVS_U64, 128, 8, 1, 1, PTO_LAYOUT_COL_MAJOR, ALL);
        avs_put(m, 0, 0, 0, 3);
        avs_put(m, 1, 0, 0, 5);
        avs_prog p;
        sib_binary(&p, sels[i], AVS_U64, 0, 1, 1, 8, SIB_NONE);
        avs_run_to_fault(m, &p, p.n - 1, PTO_FAULT_TILE_LEGALITY);
        assert_false(pto_tile_allocated(m, 2));
        pto_destroy(m);
    }
}

/* PTO-AVS-TILE-TMAX-ALIAS-001, TMAX/tile-exec-tmax-alias-001.asl (U64
 * max(3, 5) = 5) and PTO-AVS-TILE-TMIN-ALIAS-001 (min(3, 5) = 3).  The
 * bundle destination is always a fresh tile (aliasing the left source
 * cannot be expressed); the result is the one computed from the original
 * left value and the left source is untouched. */
static void avs_tmax_tmin_alias_001(void **state)
{
    (void)state;
    uint64_t a = 3, b = 5, mx = 5, mn = 3;
    binary_case(S_TMAX, AVS_U64, &a, &b, &mx, 1);
    binary_case(S_TMIN, AVS_U64, &a, &b, &mn, 1);
}

/* PTO-AVS-TILE-TMAX-DEFAULTS-001 (BSTART 0xC0B19181: max([3, 7], [5, 4]) =
 * [5, 7]) and PTO-AVS-TILE-TMIN-DEFAULTS-001 (0xC0C19181: [3, 4]): omitted
 * LB1 is 1, omitted LB2 is LB0. */
static void avs_tmax_tmin_defaults_001(void **state)
{
    (void)state;
    assert_int_equal(avs_bstart(AVS_U64, S_TMAX), 0xC0B19181u);
    assert_int_equal(avs_bstart(AVS_U64, S_TMIN), 0xC0C19181u);
    uint64_t a[2] = {3, 7}, b[2] = {5, 4}, mx[2] = {5, 7}, mn[2] = {3, 4};
    defaults_case(0xC0B19181u, a, b, mx);
    defaults_case(0xC0C19181u, a, b, mn);
}

/* PTO-AVS-TILE-TMAX-FLOAT-001 (FP32 max(-2, -1) = -1, 0xBF800000) and
 * PTO-AVS-TILE-TMIN-FLOAT-001 (min = -2, 0xC0000000). */
static void avs_tmax_tmin_float_001(void **state)
{
    (void)state;
    uint64_t a = 0xC0000000u, b = 0xBF800000u;
    binary_case(S_TMAX, AVS_FP32, &a, &b, &b, 1);
    binary_case(S_TMIN, AVS_FP32, &a, &b, &a, 1);
}

/* PTO-AVS-TILE-TMAX-INTEGERS-001 and PTO-AVS-TILE-TMIN-INTEGERS-001:
 * 0xFF against 1: S8 max 1, min -1; U8 max 255, min 1.  (The AVS test's
 * S8 minimum is the XLEN carrier Ones; element values travel in the low
 * W bits here, so it reads 0xFF.) */
static void avs_tmax_tmin_integers_001(void **state)
{
    (void)state;
    uint64_t a = 0xFF, b = 1;
    binary_case(S_TMAX, AVS_S8, &a, &b, &b, 1);
    binary_case(S_TMIN, AVS_S8, &a, &b, &a, 1);
    binary_case(S_TMAX, AVS_U8, &a, &b, &a, 1);
    binary_case(S_TMIN, AVS_U8, &a, &b, &b, 1);
}

/* PTO-AVS-TILE-TMAX-MASK-ZERO-001, TMAX/tile-exec-tmax-mask-001.asl;
 * PTO-AVS-TILE-TMIN-MASK-ZERO-001, TMIN/tile-exec-tmin-mask-001.asl. */
static void avs_tmax_tmin_mask_zero_001(void **state)
{
    (void)state;
    mask_zero_case(0xC0B19181u);
    mask_zero_case(0xC0C19181u);
}

/* PTO-AVS-TILE-TMAX-NAN-001, TMAX/tile-exec-tmax-nan-001.asl and
 * PTO-AVS-TILE-TMIN-NAN-001: FP32 (qNaN 0x7FC00001, 1.0) -> 1.0; (qNaN,
 * qNaN) -> canonical 0x7FC00000; (sNaN 0x7F800001, 1.0) -> 1.0 with the
 * invalid indication.  The AVS test calls the element function; here the
 * three pairs run as one TMAX / TMIN bundle (which records no flags), and
 * the invalid indication is observed through TMAXS / TMINS, whose handler
 * applies the same element rule (left = tile, right = scalar) and records
 * its flags: NV only for the signaling NaN. */
static void nan_case(unsigned sel, unsigned sel_s)
{
    uint64_t a[3] = {F32_QNAN, F32_QNAN, F32_SNAN}, b[3] = {F32_ONE, F32_QNAN, F32_ONE},
             w[3] = {F32_ONE, F32_CNAN, F32_ONE};
    binary_case(sel, AVS_FP32, a, b, w, 3);
    static const struct { uint64_t tile, scalar, want; unsigned flags; } sc[3] = {
        {F32_QNAN, F32_ONE, F32_ONE, 0}, {F32_QNAN, F32_QNAN, F32_CNAN, 0}, {F32_SNAN, F32_ONE, F32_ONE, PTO_FLAG_NV}};
    for (unsigned i = 0; i < 3; i++) {
        pto_machine *m = pto_create();
        avs_tile(m, 0, AVS_FP32, 128, 1, 1, 1, RM, ALL);
        avs_put(m, 0, 0, 0, sc[i].tile);
        avs_gpr(m, 2, sc[i].scalar);
        avs_prog p;
        sib_scalar(&p, sel_s, AVS_FP32, 0, 1, 1, SIB_NONE, 2);
        avs_run_ok(m, &p);
        avs_expect(m, 1, 0, 0, sc[i].want, true);
        assert_int_equal(pto_flags(m), sc[i].flags);
        pto_destroy(m);
    }
}

static void avs_tmax_tmin_nan_001(void **state)
{
    (void)state;
    nan_case(S_TMAX, 0x02B);
    nan_case(S_TMIN, 0x02C);
}

/* PTO-AVS-TILE-TMAX-ZERO-001: FP32 max(-0, +0) = max(+0, -0) = +0,
 * max(-0, -0) = -0; PTO-AVS-TILE-TMIN-ZERO-001: min(-0, +0) = min(+0, -0) =
 * -0, min(+0, +0) = +0; no invalid indication. */
static void avs_tmax_tmin_zero_001(void **state)
{
    (void)state;
    uint64_t a[3] = {F32_NZERO, 0, F32_NZERO}, b[3] = {0, F32_NZERO, F32_NZERO}, w[3] = {0, 0, F32_NZERO};
    binary_case(S_TMAX, AVS_FP32, a, b, w, 3);
    uint64_t c[3] = {F32_NZERO, 0, 0}, d[3] = {0, F32_NZERO, 0}, x[3] = {F32_NZERO, F32_NZERO, 0};
    binary_case(S_TMIN, AVS_FP32, c, d, x, 3);
}

/* PTO-AVS-TILE-TMAX-LB0-001, TMAX/tile-fault-tmax-lb0-001.asl;
 * PTO-AVS-TILE-TMIN-LB0-001, TMIN/tile-fault-tmin-lb0-001.asl. */
static void avs_tmax_tmin_lb0_001(void **state)
{
    (void)state;
    missing_lb0_case(0xC0B19181u);
    missing_lb0_case(0xC0C19181u);
}

/* PTO-AVS-TILE-TMAX-SCHEMA-001, TMAX/tile-fault-tmax-schema-001.asl;
 * PTO-AVS-TILE-TMIN-SCHEMA-001, TMIN/tile-fault-tmin-schema-001.asl. */
static void avs_tmax_tmin_schema_001(void **state)
{
    (void)state;
    split_schema_case(0xC0B19181u);
    split_schema_case(0xC0C19181u);
}

/* PTO-AVS-TILE-TMAX-PADDING-001: U64 max(7, 5) = 7, PadValue Max gives
 * all-ones padding, no B.DATR leaves it undefined.
 * PTO-AVS-TILE-TMIN-PADDING-001: S8 min(7, 5) = 5, PadValue Min gives 0x80
 * padding, no B.DATR leaves it undefined. */
static void avs_tmax_tmin_padding_001(void **state)
{
    (void)state;
    padding_case(S_TMAX, AVS_U64, 7, 5, 7, AVS_PAD_MAX, UINT64_MAX);
    padding_case(S_TMAX, AVS_U64, 7, 5, 7, -1, 0);
    padding_case(S_TMIN, AVS_S8, 7, 5, 5, AVS_PAD_MIN, 0x80);
    padding_case(S_TMIN, AVS_S8, 7, 5, 5, -1, 0);
}

/* Hand-derived: TMAX/TMIN compare signed integers by value
 * (S8 max(-128, 127) = 127, min = -128), a single sNaN against a number
 * gives the number with no flag in the tile-tile handler, FP16 -inf
 * against a qNaN gives -inf, and TMIN of +0/-0 pairs in FP64. */
static void hand_tmax_tmin_edges(void **state)
{
    (void)state;
    uint64_t a[2] = {0x80, 0x7F}, b[2] = {0x7F, 0x80}, mx[2] = {0x7F, 0x7F}, mn[2] = {0x80, 0x80};
    binary_case(S_TMAX, AVS_S8, a, b, mx, 2);
    binary_case(S_TMIN, AVS_S8, a, b, mn, 2);
    uint64_t c[2] = {0xFC00, 0x7E00}, d[2] = {0x7E01, 0xFC00}, x[2] = {0xFC00, 0xFC00};
    binary_case(S_TMAX, AVS_FP16, c, d, x, 2);
    binary_case(S_TMIN, AVS_FP16, c, d, x, 2);
    uint64_t e[2] = {0, 0x8000000000000000ull}, f[2] = {0x8000000000000000ull, 0},
             y[2] = {0x8000000000000000ull, 0x8000000000000000ull}, z[2] = {0, 0};
    binary_case(S_TMIN, AVS_FP64, e, f, y, 2);
    binary_case(S_TMAX, AVS_FP64, e, f, z, 2);
    uint64_t g[1] = {F32_SNAN}, h[1] = {0x40000000u};
    binary_case(S_TMAX, AVS_FP32, g, h, h, 1);
}

/* Hand-derived: the divisor check covers every participating PE: a zero
 * divisor on PE2 alone (the other PEs hold 3) rejects the whole bundle
 * with the destination rolled back. */
static void hand_tdiv_zero_one_pe(void **state)
{
    (void)state;
    static const unsigned sels[2] = {S_TDIV, S_TREM};
    for (unsigned i = 0; i < 2; i++) {
        uint64_t a[2] = {9, 9}, b[2] = {3, 3};
        pto_machine *m = sources(PTO_PROFILE_IEEE, AVS_U16, 2, a, b, 2);
        assert_int_equal(pto_tile_write(m, 1, 2, 1, 0), PTO_OK);
        avs_prog p;
        sib_binary(&p, sels[i], AVS_U16, 0, 1, 2, 2, SIB_NONE);
        avs_run_to_fault(m, &p, p.n - 1, PTO_FAULT_TILE_LEGALITY);
        assert_false(pto_tile_allocated(m, 2));
        pto_destroy(m);
    }
}

/* Hand-derived: the float MAX/MIN rule is the same under pto-v0 (one qNaN
 * gives the number, -0 < +0). */
static void hand_tmax_tmin_v0(void **state)
{
    (void)state;
    uint64_t a[2] = {F32_QNAN, F32_NZERO}, b[2] = {F32_ONE, 0}, mx[2] = {F32_ONE, 0}, mn[2] = {F32_ONE, F32_NZERO};
    binary_case_p(PTO_PROFILE_V0, S_TMAX, AVS_FP32, a, b, mx, 2);
    binary_case_p(PTO_PROFILE_V0, S_TMIN, AVS_FP32, a, b, mn, 2);
}

/* Hand-derived: ieee FP32 TDIV 0 / 0 is the canonical NaN and inf * 0 in
 * TMUL too; the tile-tile handler records no NV. */
static void hand_ieee_invalid_binary(void **state)
{
    (void)state;
    uint64_t z[1] = {0}, nan[1] = {F32_CNAN};
    binary_case(S_TDIV, AVS_FP32, z, z, nan, 1);
    uint64_t inf[1] = {0x7F800000u};
    binary_case(S_TMUL, AVS_FP32, inf, z, nan, 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(avs_tsub_types_001),
        cmocka_unit_test(avs_tsub_padding_001),
        cmocka_unit_test(hand_tsub_wrap),
        cmocka_unit_test(avs_tmul_static_001),
        cmocka_unit_test(avs_tmul_types_001),
        cmocka_unit_test(avs_tmul_alias_001),
        cmocka_unit_test(avs_tmul_padding_001),
        cmocka_unit_test(hand_tmul_rules),
        cmocka_unit_test(avs_tdiv_static_001),
        cmocka_unit_test(avs_tdiv_zero_types_001),
        cmocka_unit_test(avs_tdiv_dim_defaults_001),
        cmocka_unit_test(avs_tdiv_signed_001),
        cmocka_unit_test(avs_tdiv_padding_001),
        cmocka_unit_test(hand_tdiv_integer),
        cmocka_unit_test(hand_tdiv_zero_divisor),
        cmocka_unit_test(hand_tdiv_float),
        cmocka_unit_test(avs_trem_static_001),
        cmocka_unit_test(avs_trem_zero_types_001),
        cmocka_unit_test(avs_trem_divisor_sign_001),
        cmocka_unit_test(avs_trem_padding_001),
        cmocka_unit_test(hand_trem_integer),
        cmocka_unit_test(hand_trem_float),
        cmocka_unit_test(avs_tand_tor_txor_static_001),
        cmocka_unit_test(avs_tand_tor_txor_types_001),
        cmocka_unit_test(avs_tand_tor_txor_bits_001),
        cmocka_unit_test(avs_tand_tor_txor_padding_001),
        cmocka_unit_test(hand_logic_width),
        cmocka_unit_test(hand_logic_no_dims),
        cmocka_unit_test(avs_tshl_tshr_static_001),
        cmocka_unit_test(avs_tshl_tshr_types_001),
        cmocka_unit_test(avs_tshl_mask_001),
        cmocka_unit_test(avs_tshl_padding_001),
        cmocka_unit_test(avs_tshr_signed_001),
        cmocka_unit_test(avs_tshr_padding_001),
        cmocka_unit_test(hand_tshl_count),
        cmocka_unit_test(hand_tshr_sign),
        cmocka_unit_test(avs_tmax_tmin_static_001),
        cmocka_unit_test(avs_tmax_tmin_types_001),
        cmocka_unit_test(avs_tmax_tmin_defined_001),
        cmocka_unit_test(avs_tmax_tmin_encoding_001),
        cmocka_unit_test(avs_tmax_tmin_layout_001),
        cmocka_unit_test(avs_tmax_tmin_alias_001),
        cmocka_unit_test(avs_tmax_tmin_defaults_001),
        cmocka_unit_test(avs_tmax_tmin_float_001),
        cmocka_unit_test(avs_tmax_tmin_integers_001),
        cmocka_unit_test(avs_tmax_tmin_mask_zero_001),
        cmocka_unit_test(avs_tmax_tmin_nan_001),
        cmocka_unit_test(avs_tmax_tmin_zero_001),
        cmocka_unit_test(avs_tmax_tmin_lb0_001),
        cmocka_unit_test(avs_tmax_tmin_schema_001),
        cmocka_unit_test(avs_tmax_tmin_padding_001),
        cmocka_unit_test(hand_tmax_tmin_edges),
        cmocka_unit_test(hand_tdiv_zero_one_pe),
        cmocka_unit_test(hand_tmax_tmin_v0),
        cmocka_unit_test(hand_ieee_invalid_binary),
    };
    return cmocka_run_group_tests_name("avs_siblings_binary", tests, NULL, NULL);
}
