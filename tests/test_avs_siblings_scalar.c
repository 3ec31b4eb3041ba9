/* Ports of the specification's AVS tests of the tile-scalar operations that
 * share ExecuteTileScalar with TSUBS: TADDS, TMULS, TDIVS, TREMS, TANDS,
 * TORS, TXORS, TSHLS, TSHRS, TMAXS and TMINS
 * (tests/asl/tile/tile-scalar-and-immediate/ in pto-spec), plus
 * hand-derived bundle tests of their edge rules.
 *
 * Each test names the AVS id and file it ports; expected values are the
 * AVS test's.  The AVS tests call InstructionContractExecute_X(destination,
 * source, scalar) or TileOperandsLegal_ExecuteTileScalar directly; here the
 * same case runs as a complete bundle through the public API: BSTART, B.DIM
 * LB0 = ValidCol, B.DIM LB2 = Col, B.IOT source, mask=1111, last, ->T<128B>,
 * B.IOR a0 (GPR 2), zero, zero, ->zero, BSTOP, with the scalar in GPR 2 of
 * every PE.  The source is tile 0 (T#1); the destination the bundle
 * allocates is tile 1 (T#2), which is where the AVS tests put it.  The AVS
 * tiles "128 B, Rows 8, Col 2" have 128 / (2 * W/8) derived rows here. */
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
#define GPR_A0 2

enum {
    S_TADDS = 0x020, S_TMULS = 0x022, S_TDIVS = 0x023, S_TREMS = 0x024, S_TANDS = 0x026, S_TORS = 0x027,
    S_TXORS = 0x028, S_TSHLS = 0x029, S_TSHRS = 0x02A, S_TMAXS = 0x02B, S_TMINS = 0x02C
};

#define F32_ONE 0x3F800000u
#define F32_QNAN 0x7FC00001u
#define F32_SNAN 0x7F800001u
#define F32_CNAN 0x7FC00000u
#define F32_NZERO 0x80000000u
#define F32_PINF 0x7F800000u
#define F32_NINF 0xFF800000u

/* Source tile 0: dt, 128 B, Col 2, valid 1 x n (n <= 2), row 0 = a; the
 * scalar in GPR 2 of every PE (when has_scalar). */
static pto_machine *source(pto_profile prof, unsigned dt, const uint64_t *a, unsigned n, bool has_scalar,
                           uint64_t scalar)
{
    pto_machine *m = pto_create();
    assert_int_equal(pto_set_profile(m, prof), PTO_OK);
    avs_tile(m, 0, dt, 128, 2, 1, n, RM, ALL);
    sib_row(m, 0, a, n);
    if (has_scalar) avs_gpr(m, GPR_A0, scalar);
    return m;
}

/* Runs sel over a (n <= 2 elements) and the scalar; checks the destination,
 * the untouched source and the recorded flags. */
static void scalar_case_f(pto_profile prof, unsigned sel, unsigned dt, const uint64_t *a, unsigned n,
                          uint64_t scalar, const uint64_t *want, unsigned flags)
{
    pto_machine *m = source(prof, dt, a, n, true, scalar);
    avs_prog p;
    sib_scalar(&p, sel, dt, 0, n, 2, SIB_NONE, GPR_A0);
    avs_run_ok(m, &p);
    sib_expect_row(m, 1, want, n);
    sib_expect_row(m, 0, a, n);
    assert_int_equal(pto_flags(m), flags);
    assert_false(pto_block_active(m));
    pto_destroy(m);
}

static void scalar_case(unsigned sel, unsigned dt, const uint64_t *a, unsigned n, uint64_t scalar,
                        const uint64_t *want)
{
    scalar_case_f(PTO_PROFILE_IEEE, sel, dt, a, n, scalar, want, 0);
}

/* The same bundle fails at the commit (BSTOP) with TileLegality, state
 * unchanged, only the source allocated.  reg < 0 leaves the B.IOR out. */
static void scalar_reject(pto_profile prof, unsigned sel, unsigned dt, const uint64_t *a, unsigned n,
                          uint64_t scalar, int reg)
{
    pto_machine *m = source(prof, dt, a, n, true, scalar);
    avs_prog p;
    sib_scalar(&p, sel, dt, 0, n, 2, SIB_NONE, reg);
    avs_run_to_fault(m, &p, p.n - 1, PTO_FAULT_TILE_LEGALITY);
    assert_false(pto_tile_allocated(m, 1));
    assert_int_equal(avs_allocated_count(m), 1);
    pto_destroy(m);
}

/* A *-TYPES test: yes[] pass the type predicate and a 1-element bundle
 * (tile value op scalar s under pto-v0 runs; its value is not what the AVS
 * test checks), no[] fail it and their bundles are rejected (the tile value
 * must fit the narrowest rejected carrier, U4X2). */
static void types_case(unsigned sel, const unsigned *yes, unsigned nyes, const unsigned *no, unsigned nno,
                       uint64_t tile, uint64_t s)
{
    const op_info *op = op_of_selector(sel);
    for (unsigned i = 0; i < nyes; i++) assert_true(op_type_supported(op, yes[i]));
    for (unsigned i = 0; i < nno; i++) assert_false(op_type_supported(op, no[i]));
    for (unsigned i = 0; i < nyes; i++) {
        pto_machine *m = source(PTO_PROFILE_V0, yes[i], &tile, 1, true, s);
        avs_prog p;
        sib_scalar(&p, sel, yes[i], 0, 1, 2, SIB_NONE, GPR_A0);
        avs_run_ok(m, &p);
        avs_expect_defined(m, 1, 0, 0, true);
        pto_destroy(m);
    }
    for (unsigned i = 0; i < nno; i++) scalar_reject(PTO_PROFILE_IEEE, sel, no[i], &tile, 1, s, GPR_A0);
}

/* ================================ TADDS ================================== */

/* PTO-AVS-TILE-TADDS-TYPES-001, TADDS/tile-bound-tadds-types-001.asl: source
 * 128 B Col 2 valid 1x2 = [1, 2], scalar 0.  FP32 (the carriers are the
 * subnormals 2^-149 and 2^-148; adding +0 keeps them) and U8 are legal; HiF8
 * is rejected with no destination. */
static void avs_tadds_types_001(void **state)
{
    (void)state;
    uint64_t a[2] = {1, 2};
    scalar_case(S_TADDS, AVS_FP32, a, 2, 0, a);
    scalar_case(S_TADDS, AVS_U8, a, 2, 0, a);
    scalar_reject(PTO_PROFILE_IEEE, S_TADDS, AVS_HIF8, a, 2, 0, GPR_A0);
}

/* PTO-AVS-TILE-TADDS-PADDING-001, TADDS/tile-state-tadds-padding-001.asl:
 * U64 source 128 B Col 2 valid 1x1 = 7, scalar 5: 12; PadValue Zero gives
 * defined zero padding, no B.DATR leaves it undefined. */
static void avs_tadds_padding_001(void **state)
{
    (void)state;
    for (int zero = 1; zero >= 0; zero--) {
        uint64_t a = 7;
        pto_machine *m = source(PTO_PROFILE_IEEE, AVS_U64, &a, 1, true, 5);
        avs_prog p;
        sib_scalar(&p, S_TADDS, AVS_U64, 0, 1, 2, zero ? avs_bdatr_pad(AVS_PAD_ZERO) : SIB_NONE, GPR_A0);
        avs_run_ok(m, &p);
        avs_expect_desc(m, 1, PTO_TILE_NUMERIC, AVS_U64, 128, 8, 2, 1, 1, ALL);
        avs_expect(m, 1, 0, 0, 12, true);
        if (zero) {
            avs_expect(m, 1, 0, 1, 0, true);
            avs_expect(m, 1, 7, 1, 0, true);
        } else {
            avs_expect_defined(m, 1, 0, 1, false);
            avs_expect_defined(m, 1, 7, 1, false);
        }
        pto_destroy(m);
    }
}

/* Hand-derived: TADDS wraps at the element width (U8 250 + 10 = 4, S8
 * 127 + 1 = -128); GPR bits above W are ignored (U8 + 0x101 adds 1); an
 * omitted B.IOR is scalar 0. */
static void hand_tadds_rules(void **state)
{
    (void)state;
    uint64_t a[2] = {250, 0x7F}, w[2] = {4, 0x89};
    scalar_case(S_TADDS, AVS_U8, a, 2, 10, w);
    uint64_t b[1] = {0x7F}, x[1] = {0x80};
    scalar_case(S_TADDS, AVS_S8, b, 1, 1, x);
    uint64_t c[1] = {5}, y[1] = {6};
    scalar_case(S_TADDS, AVS_U8, c, 1, 0x101, y);
    pto_machine *m = source(PTO_PROFILE_IEEE, AVS_U8, c, 1, true, 77);
    avs_prog p;
    sib_scalar(&p, S_TADDS, AVS_U8, 0, 1, 2, SIB_NONE, SIB_NO_IOR);
    avs_run_ok(m, &p);
    avs_expect(m, 1, 0, 0, 5, true);
    pto_destroy(m);
}

/* ================================ TMULS ================================== */

/* PTO-AVS-TILE-TMULS-STATIC-001, TMULS/tile-static-tmuls-contract-001.asl:
 * 0x022 -> TMULS, ExecuteTileScalar, VEC. */
static void avs_tmuls_static_001(void **state)
{
    (void)state;
    sib_check_static(S_TMULS, "TMULS", H_SCALAR, 0);
}

/* PTO-AVS-TILE-TMULS-TYPES-001, TMULS/tile-bound-tmuls-types-001.asl: FP32,
 * S16 and U8 yes; HiF8 and U4X2 no. */
static void avs_tmuls_types_001(void **state)
{
    (void)state;
    static const unsigned yes[3] = {AVS_FP32, AVS_S16, AVS_U8}, no[2] = {AVS_HIF8, AVS_U4X2};
    types_case(S_TMULS, yes, 3, no, 2, 2, 3);
}

/* PTO-AVS-TILE-TMULS-WIDTH-001, TMULS/tile-exec-tmuls-width-001.asl: U8
 * [7, 86] * 3 = [21, 258 mod 256 = 2]; the source keeps 7. */
static void avs_tmuls_width_001(void **state)
{
    (void)state;
    uint64_t a[2] = {7, 86}, w[2] = {21, 2};
    scalar_case(S_TMULS, AVS_U8, a, 2, 3, w);
}

/* Hand-derived: S8 -128 * -1 = -128 (wrap); ieee FP32 1.5 * 2.0 = 3.0 with no
 * flag, FLT_MAX * 2.0 = +inf with OF and NX recorded; pto-v0 FP32 is the
 * low 32 bits of the carrier product (0x00010001^2 -> 0x00020001). */
static void hand_tmuls_rules(void **state)
{
    (void)state;
    uint64_t a[1] = {0x80}, w[1] = {0x80};
    scalar_case(S_TMULS, AVS_S8, a, 1, 0xFF, w);
    uint64_t b[1] = {0x3FC00000u}, x[1] = {0x40400000u};
    scalar_case(S_TMULS, AVS_FP32, b, 1, 0x40000000u, x);
    uint64_t c[1] = {0x7F7FFFFFu}, y[1] = {F32_PINF};
    scalar_case_f(PTO_PROFILE_IEEE, S_TMULS, AVS_FP32, c, 1, 0x40000000u, y, PTO_FLAG_OF | PTO_FLAG_NX);
    uint64_t d[1] = {0x00010001u}, z[1] = {0x00020001u};
    scalar_case_f(PTO_PROFILE_V0, S_TMULS, AVS_FP32, d, 1, 0x00010001u, z, 0);
}

/* ================================ TDIVS ================================== */

/* PTO-AVS-TILE-TDIVS-STATIC-001, TDIVS/tile-static-tdivs-contract-001.asl:
 * 0x023 -> TDIVS, ExecuteTileScalar, SFU. */
static void avs_tdivs_static_001(void **state)
{
    (void)state;
    sib_check_static(S_TDIVS, "TDIVS", H_SCALAR, 1);
}

/* PTO-AVS-TILE-TDIVS-ZERO-001, TDIVS/tile-bound-tdivs-zero-001.asl: source
 * [1, 2]; a U32 zero scalar is rejected (TileLegality, no destination); FP32
 * +0 and -0 scalars are legal.  The FP32 values under the default ieee
 * profile are hand-derived: the carriers are positive subnormals, so /+0
 * gives +inf and /-0 gives -inf, with DZ recorded by the tile-scalar
 * handler. */
static void avs_tdivs_zero_001(void **state)
{
    (void)state;
    uint64_t a[2] = {1, 2};
    scalar_reject(PTO_PROFILE_IEEE, S_TDIVS, AVS_U32, a, 2, 0, GPR_A0);
    uint64_t pinf[2] = {F32_PINF, F32_PINF}, ninf[2] = {F32_NINF, F32_NINF};
    scalar_case_f(PTO_PROFILE_IEEE, S_TDIVS, AVS_FP32, a, 2, 0, pinf, PTO_FLAG_DZ);
    scalar_case_f(PTO_PROFILE_IEEE, S_TDIVS, AVS_FP32, a, 2, F32_NZERO, ninf, PTO_FLAG_DZ);
}

/* PTO-AVS-TILE-TDIVS-ORDER-001, TDIVS/tile-exec-tdivs-order-001.asl: U8
 * [9, 255] / 2 = [4, 127] (tile / scalar); the source keeps 9. */
static void avs_tdivs_order_001(void **state)
{
    (void)state;
    uint64_t a[2] = {9, 255}, w[2] = {4, 127};
    scalar_case(S_TDIVS, AVS_U8, a, 2, 2, w);
}

/* Hand-derived: S8 [-128, -7] / -1 = [-128 (wraps), 7]; S8 [-7, 7] / 2 =
 * [-3, 3] (toward zero); an integer zero scalar, explicit or from an
 * omitted B.IOR, is a TileLegality fault with nothing allocated; GPR bits
 * above W count (U8 scalar 0x100 normalizes to 0: rejected). */
static void hand_tdivs_integer(void **state)
{
    (void)state;
    uint64_t a[2] = {0x80, 0xF9}, w[2] = {0x80, 7};
    scalar_case(S_TDIVS, AVS_S8, a, 2, 0xFF, w);
    uint64_t b[2] = {0xF9, 7}, x[2] = {0xFD, 3};
    scalar_case(S_TDIVS, AVS_S8, b, 2, 2, x);
    scalar_reject(PTO_PROFILE_IEEE, S_TDIVS, AVS_S32, b, 2, 0, GPR_A0);
    scalar_reject(PTO_PROFILE_IEEE, S_TDIVS, AVS_S32, b, 2, 5, SIB_NO_IOR);
    scalar_reject(PTO_PROFILE_V0, S_TDIVS, AVS_U8, b, 2, 0x100, GPR_A0);
}

/* Hand-derived: pto-v0 float TDIVS.  FP32 by +0: all-ones 0xFFFFFFFF with
 * DZ recorded; FP32 0x40400000 / 0x3F800000: carrier quotient 1, no flag;
 * FP16 by +0: 0xFFFF with DZ; FP16 by 0x8000: the zero test of a non-FP32
 * type is the FP64 rule on the zero-extended carrier 0x8000, a nonzero
 * subnormal, so the carrier quotient 0x3C00 / 0x8000 = 0 with no flag. */
static void hand_tdivs_v0(void **state)
{
    (void)state;
    uint64_t a[2] = {F32_ONE, 0x40400000u}, w[2] = {0xFFFFFFFFu, 0xFFFFFFFFu};
    scalar_case_f(PTO_PROFILE_V0, S_TDIVS, AVS_FP32, a, 2, 0, w, PTO_FLAG_DZ);
    uint64_t b[1] = {0x40400000u}, x[1] = {1};
    scalar_case_f(PTO_PROFILE_V0, S_TDIVS, AVS_FP32, b, 1, F32_ONE, x, 0);
    uint64_t c[1] = {0x3C00}, y[1] = {0xFFFF}, z[1] = {0};
    scalar_case_f(PTO_PROFILE_V0, S_TDIVS, AVS_FP16, c, 1, 0, y, PTO_FLAG_DZ);
    scalar_case_f(PTO_PROFILE_V0, S_TDIVS, AVS_FP16, c, 1, 0x8000, z, 0);
}

/* ================================ TREMS ================================== */

/* PTO-AVS-TILE-TREMS-STATIC-001, TREMS/tile-static-trems-contract-001.asl:
 * 0x024 -> TREMS, ExecuteTileScalar, SFU. */
static void avs_trems_static_001(void **state)
{
    (void)state;
    sib_check_static(S_TREMS, "TREMS", H_SCALAR, 1);
}

/* PTO-AVS-TILE-TREMS-TYPES-001, TREMS/tile-bound-trems-types-001.asl: FP32,
 * U16 and U8 yes; HiF8 and U4X2 no.  The accepted-type bundles run under
 * pto-v0 (ptosim executes float TREMS only there); tile 7, scalar 3. */
static void avs_trems_types_001(void **state)
{
    (void)state;
    static const unsigned yes[3] = {AVS_FP32, AVS_U16, AVS_U8}, no[2] = {AVS_HIF8, AVS_U4X2};
    types_case(S_TREMS, yes, 3, no, 2, 7, 3);
}

/* PTO-AVS-TILE-TREMS-SIGNED-001, TREMS/tile-exec-trems-signed-001.asl: S8
 * [-5 (251), 5] REM 3 = [1, 2]; the source keeps 251. */
static void avs_trems_signed_001(void **state)
{
    (void)state;
    uint64_t a[2] = {251, 5}, w[2] = {1, 2};
    scalar_case(S_TREMS, AVS_S8, a, 2, 3, w);
}

/* Hand-derived: floor modulo takes the divisor's sign: S8 [7, -7] REM -2 =
 * [-1, -1], S8 [-8, -128] REM -1 = [0, 0]; unsigned U16 65535 REM 10 = 5;
 * an integer zero scalar is rejected. */
static void hand_trems_integer(void **state)
{
    (void)state;
    uint64_t a[2] = {7, 0xF9}, w[2] = {0xFF, 0xFF};
    scalar_case(S_TREMS, AVS_S8, a, 2, 0xFE, w);
    uint64_t b[2] = {0xF8, 0x80}, x[2] = {0, 0};
    scalar_case(S_TREMS, AVS_S8, b, 2, 0xFF, x);
    uint64_t c[1] = {65535}, y[1] = {5};
    scalar_case(S_TREMS, AVS_U16, c, 1, 10, y);
    scalar_reject(PTO_PROFILE_IEEE, S_TREMS, AVS_U16, c, 1, 0, GPR_A0);
}

/* Hand-derived: float TREMS under ieee returns PTO_ERR_UNIMPLEMENTED at the
 * commit with the state unchanged; under pto-v0 it is the unsigned carrier
 * remainder (0x40400000 REM 0x3F800000 = 0x00C00000), a zero scalar carrier
 * gives all-ones, no flags. */
static void hand_trems_float(void **state)
{
    (void)state;
    uint64_t a[1] = {0x40400000u};
    pto_machine *m = source(PTO_PROFILE_IEEE, AVS_FP32, a, 1, true, F32_ONE);
    avs_prog p;
    sib_scalar(&p, S_TREMS, AVS_FP32, 0, 1, 2, SIB_NONE, GPR_A0);
    sib_run_to_unimplemented(m, &p, p.n - 1);
    assert_false(pto_tile_allocated(m, 1));
    pto_destroy(m);
    uint64_t w[1] = {0x00C00000u}, ones[1] = {0xFFFFFFFFu};
    scalar_case_f(PTO_PROFILE_V0, S_TREMS, AVS_FP32, a, 1, F32_ONE, w, 0);
    scalar_case_f(PTO_PROFILE_V0, S_TREMS, AVS_FP32, a, 1, 0, ones, 0);
}

/* ========================= TANDS / TORS / TXORS ========================== */

/* PTO-AVS-TILE-TANDS-STATIC-001, PTO-AVS-TILE-TORS-STATIC-001,
 * PTO-AVS-TILE-TXORS-STATIC-001 (tile-static-t{and,or,xor}s-contract-001.asl):
 * 0x026 / 0x027 / 0x028, ExecuteTileScalar, VEC. */
static void avs_tands_tors_txors_static_001(void **state)
{
    (void)state;
    sib_check_static(S_TANDS, "TANDS", H_SCALAR, 0);
    sib_check_static(S_TORS, "TORS", H_SCALAR, 0);
    sib_check_static(S_TXORS, "TXORS", H_SCALAR, 0);
}

/* PTO-AVS-TILE-TANDS-TYPES-001, PTO-AVS-TILE-TORS-TYPES-001,
 * PTO-AVS-TILE-TXORS-TYPES-001: S8 and U8 yes; FP32 and U4X2 no. */
static void avs_tands_tors_txors_types_001(void **state)
{
    (void)state;
    static const unsigned yes[2] = {AVS_S8, AVS_U8}, no[2] = {AVS_FP32, AVS_U4X2};
    types_case(S_TANDS, yes, 2, no, 2, 5, 3);
    types_case(S_TORS, yes, 2, no, 2, 5, 3);
    types_case(S_TXORS, yes, 2, no, 2, 5, 3);
}

/* PTO-AVS-TILE-TANDS-BITS-001: U8 [170, 243] & 15 = [10, 3];
 * PTO-AVS-TILE-TORS-BITS-001: U8 [160, 240] | 15 = [175, 255];
 * PTO-AVS-TILE-TXORS-BITS-001: U8 [170, 243] ^ 15 = [165, 252]. */
static void avs_tands_tors_txors_bits_001(void **state)
{
    (void)state;
    uint64_t a[2] = {170, 243}, wa[2] = {10, 3}, wx[2] = {165, 252};
    scalar_case(S_TANDS, AVS_U8, a, 2, 15, wa);
    scalar_case(S_TXORS, AVS_U8, a, 2, 15, wx);
    uint64_t b[2] = {160, 240}, wo[2] = {175, 255};
    scalar_case(S_TORS, AVS_U8, b, 2, 15, wo);
}

/* Hand-derived: the scalar is normalized to W bits (U8 & 0x10F = & 0x0F,
 * S16 0xF0F0 | 0xFFFF0000 = 0xF0F0) and U64 operates on all 64 bits; the
 * logical ops record no flag. */
static void hand_logic_scalar(void **state)
{
    (void)state;
    uint64_t a[1] = {0xAA}, w[1] = {0x0A};
    scalar_case(S_TANDS, AVS_U8, a, 1, 0x10F, w);
    uint64_t b[1] = {0xF0F0}, x[1] = {0xF0F0};
    scalar_case(S_TORS, AVS_S16, b, 1, 0xFFFF0000u, x);
    uint64_t c[1] = {0xFFFFFFFF00000000ull}, y[1] = {0x00000000FFFFFFFFull};
    scalar_case(S_TXORS, AVS_U64, c, 1, UINT64_MAX, y);
}

/* ============================ TSHLS / TSHRS ============================== */

/* PTO-AVS-TILE-TSHLS-STATIC-001, PTO-AVS-TILE-TSHRS-STATIC-001: 0x029 /
 * 0x02A, ExecuteTileScalar, VEC. */
static void avs_tshls_tshrs_static_001(void **state)
{
    (void)state;
    sib_check_static(S_TSHLS, "TSHLS", H_SCALAR, 0);
    sib_check_static(S_TSHRS, "TSHRS", H_SCALAR, 0);
}

/* PTO-AVS-TILE-TSHLS-TYPES-001 (S8, U8 yes; FP32, U4X2 no) and
 * PTO-AVS-TILE-TSHRS-TYPES-001 (S8, U8, S32, U64 yes; FP32, U4X2 no). */
static void avs_tshls_tshrs_types_001(void **state)
{
    (void)state;
    static const unsigned yl[2] = {AVS_S8, AVS_U8}, yr[4] = {AVS_S8, AVS_U8, AVS_S32, AVS_U64},
                          no[2] = {AVS_FP32, AVS_U4X2};
    types_case(S_TSHLS, yl, 2, no, 2, 3, 1);
    types_case(S_TSHRS, yr, 4, no, 2, 3, 1);
}

/* PTO-AVS-TILE-TSHLS-MASK-001, TSHLS/tile-exec-tshls-mask-001.asl: U8
 * [129, 3] << 9 behaves as << 1: [2, 6]; the source keeps 129. */
static void avs_tshls_mask_001(void **state)
{
    (void)state;
    uint64_t a[2] = {129, 3}, w[2] = {2, 6};
    scalar_case(S_TSHLS, AVS_U8, a, 2, 9, w);
}

/* PTO-AVS-TILE-TSHRS-SIGNED-001, TSHRS/tile-exec-tshrs-signed-001.asl: S8
 * [128, 126] >> 9 behaves as >> 1 with the sign kept: [192, 63]. */
static void avs_tshrs_signed_001(void **state)
{
    (void)state;
    uint64_t a[2] = {128, 126}, w[2] = {192, 63};
    scalar_case(S_TSHRS, AVS_S8, a, 2, 9, w);
}

/* Hand-derived: count = low log2(W) bits of the scalar (U32 1 << 33 = 2,
 * S16 1 << 15 = 0x8000, U64 2^63 >> 127 = 1, S16 0x8000 >> 4 = 0xF800, U16
 * 0x8000 >> 4 = 0x0800); an omitted B.IOR is count 0. */
static void hand_shift_scalar(void **state)
{
    (void)state;
    uint64_t a[1] = {1}, w[1] = {2};
    scalar_case(S_TSHLS, AVS_U32, a, 1, 33, w);
    uint64_t x[1] = {0x8000};
    scalar_case(S_TSHLS, AVS_S16, a, 1, 15, x);
    uint64_t b[1] = {0x8000000000000000ull}, y[1] = {1};
    scalar_case(S_TSHRS, AVS_U64, b, 1, 127, y);
    uint64_t c[1] = {0x8000}, s[1] = {0xF800}, u[1] = {0x0800};
    scalar_case(S_TSHRS, AVS_S16, c, 1, 4, s);
    scalar_case(S_TSHRS, AVS_U16, c, 1, 4, u);
    static const unsigned sels[2] = {S_TSHLS, S_TSHRS};
    for (unsigned i = 0; i < 2; i++) {
        uint64_t d[1] = {0x81};
        pto_machine *m = source(PTO_PROFILE_IEEE, AVS_S8, d, 1, true, 3);
        avs_prog p;
        sib_scalar(&p, sels[i], AVS_S8, 0, 1, 2, SIB_NONE, SIB_NO_IOR);
        avs_run_ok(m, &p);
        avs_expect(m, 1, 0, 0, 0x81, true);
        pto_destroy(m);
    }
}

/* ============================ TMAXS / TMINS ============================== */

/* PTO-AVS-TILE-TMAXS-STATIC-001, PTO-AVS-TILE-TMINS-STATIC-001: 0x02B /
 * 0x02C, ExecuteTileScalar, VEC. */
static void avs_tmaxs_tmins_static_001(void **state)
{
    (void)state;
    sib_check_static(S_TMAXS, "TMAXS", H_SCALAR, 0);
    sib_check_static(S_TMINS, "TMINS", H_SCALAR, 0);
}

/* PTO-AVS-TILE-TMAXS-TYPES-001, PTO-AVS-TILE-TMINS-TYPES-001: FP32 and U8
 * yes; HiF8 and U4X2 no. */
static void avs_tmaxs_tmins_types_001(void **state)
{
    (void)state;
    static const unsigned yes[2] = {AVS_FP32, AVS_U8}, no[2] = {AVS_HIF8, AVS_U4X2};
    types_case(S_TMAXS, yes, 2, no, 2, 2, 9);
    types_case(S_TMINS, yes, 2, no, 2, 2, 9);
}

/* PTO-AVS-TILE-TMAXS-UNSIGNED-001: U8 max([2, 250], 9) = [9, 250];
 * PTO-AVS-TILE-TMINS-UNSIGNED-001: min = [2, 9]; the source keeps 2. */
static void avs_tmaxs_tmins_unsigned_001(void **state)
{
    (void)state;
    uint64_t a[2] = {2, 250}, mx[2] = {9, 250}, mn[2] = {2, 9};
    scalar_case(S_TMAXS, AVS_U8, a, 2, 9, mx);
    scalar_case(S_TMINS, AVS_U8, a, 2, 9, mn);
}

/* Hand-derived: float TMAXS/TMINS.  A qNaN scalar gives the tile element
 * (FP32 [1.0, -0] against 0x7FC00001 -> [1.0, -0]), a qNaN element against
 * it gives the canonical NaN, no flag; a signaling NaN element gives the
 * scalar and records NV; signed zeros: max(+0, -0) = max(-0, +0) = +0,
 * min = -0 in both orders; S8 compares signed (max(-128, 127) = 127). */
static void hand_tmaxs_tmins_float(void **state)
{
    (void)state;
    uint64_t a[2] = {F32_ONE, F32_NZERO};
    scalar_case(S_TMAXS, AVS_FP32, a, 2, F32_QNAN, a);
    scalar_case(S_TMINS, AVS_FP32, a, 2, F32_QNAN, a);
    uint64_t b[2] = {F32_QNAN, F32_ONE}, w[2] = {F32_CNAN, F32_ONE};
    scalar_case(S_TMAXS, AVS_FP32, b, 2, F32_QNAN, w);
    uint64_t c[2] = {F32_SNAN, F32_ONE}, x[2] = {0x40000000u, 0x40000000u}, y[2] = {0x40000000u, F32_ONE};
    scalar_case_f(PTO_PROFILE_IEEE, S_TMAXS, AVS_FP32, c, 2, 0x40000000u, x, PTO_FLAG_NV);
    scalar_case_f(PTO_PROFILE_IEEE, S_TMINS, AVS_FP32, c, 2, 0x40000000u, y, PTO_FLAG_NV);
    uint64_t p0[1] = {0}, n0[1] = {F32_NZERO};
    scalar_case(S_TMAXS, AVS_FP32, p0, 1, F32_NZERO, p0);
    scalar_case(S_TMAXS, AVS_FP32, n0, 1, 0, p0);
    scalar_case(S_TMINS, AVS_FP32, p0, 1, F32_NZERO, n0);
    scalar_case(S_TMINS, AVS_FP32, n0, 1, 0, n0);
    uint64_t d[1] = {0x80}, z[1] = {0x7F};
    scalar_case(S_TMAXS, AVS_S8, d, 1, 0x7F, z);
    scalar_case(S_TMINS, AVS_S8, d, 1, 0x7F, d);
}

/* Hand-derived: the scalar divisor check covers every participating PE: a
 * zero GPR 2 on PE1 alone (the others hold 3) rejects TDIVS and TREMS at
 * the commit with nothing allocated. */
static void hand_zero_scalar_one_pe(void **state)
{
    (void)state;
    static const unsigned sels[2] = {S_TDIVS, S_TREMS};
    for (unsigned i = 0; i < 2; i++) {
        uint64_t a[2] = {9, 8};
        pto_machine *m = source(PTO_PROFILE_IEEE, AVS_S32, a, 2, true, 3);
        assert_int_equal(pto_gpr_write(m, 1, GPR_A0, 0), PTO_OK);
        avs_prog p;
        sib_scalar(&p, sels[i], AVS_S32, 0, 2, 2, SIB_NONE, GPR_A0);
        avs_run_to_fault(m, &p, p.n - 1, PTO_FAULT_TILE_LEGALITY);
        assert_int_equal(avs_allocated_count(m), 1);
        pto_destroy(m);
    }
}

/* Hand-derived: ieee flags of the tile-scalar handler: FP32 1.0 + 2^-24 is
 * a tie that rounds to even (1.0) with NX; +0 / +0 and inf * 0 give the
 * canonical NaN with NV; a 1.0 element against an sNaN scalar gives 1.0
 * with NV. */
static void hand_ieee_flags_scalar(void **state)
{
    (void)state;
    uint64_t one[1] = {F32_ONE};
    scalar_case_f(PTO_PROFILE_IEEE, S_TADDS, AVS_FP32, one, 1, 0x33800000u, one, PTO_FLAG_NX);
    uint64_t z[1] = {0}, nan[1] = {F32_CNAN};
    scalar_case_f(PTO_PROFILE_IEEE, S_TDIVS, AVS_FP32, z, 1, 0, nan, PTO_FLAG_NV);
    uint64_t inf[1] = {F32_PINF};
    scalar_case_f(PTO_PROFILE_IEEE, S_TMULS, AVS_FP32, inf, 1, 0, nan, PTO_FLAG_NV);
    scalar_case_f(PTO_PROFILE_IEEE, S_TMAXS, AVS_FP32, one, 1, F32_SNAN, one, PTO_FLAG_NV);
    scalar_case_f(PTO_PROFILE_IEEE, S_TMINS, AVS_FP32, one, 1, F32_SNAN, one, PTO_FLAG_NV);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(avs_tadds_types_001),
        cmocka_unit_test(avs_tadds_padding_001),
        cmocka_unit_test(hand_tadds_rules),
        cmocka_unit_test(avs_tmuls_static_001),
        cmocka_unit_test(avs_tmuls_types_001),
        cmocka_unit_test(avs_tmuls_width_001),
        cmocka_unit_test(hand_tmuls_rules),
        cmocka_unit_test(avs_tdivs_static_001),
        cmocka_unit_test(avs_tdivs_zero_001),
        cmocka_unit_test(avs_tdivs_order_001),
        cmocka_unit_test(hand_tdivs_integer),
        cmocka_unit_test(hand_tdivs_v0),
        cmocka_unit_test(avs_trems_static_001),
        cmocka_unit_test(avs_trems_types_001),
        cmocka_unit_test(avs_trems_signed_001),
        cmocka_unit_test(hand_trems_integer),
        cmocka_unit_test(hand_trems_float),
        cmocka_unit_test(avs_tands_tors_txors_static_001),
        cmocka_unit_test(avs_tands_tors_txors_types_001),
        cmocka_unit_test(avs_tands_tors_txors_bits_001),
        cmocka_unit_test(hand_logic_scalar),
        cmocka_unit_test(avs_tshls_tshrs_static_001),
        cmocka_unit_test(avs_tshls_tshrs_types_001),
        cmocka_unit_test(avs_tshls_mask_001),
        cmocka_unit_test(avs_tshrs_signed_001),
        cmocka_unit_test(hand_shift_scalar),
        cmocka_unit_test(avs_tmaxs_tmins_static_001),
        cmocka_unit_test(avs_tmaxs_tmins_types_001),
        cmocka_unit_test(avs_tmaxs_tmins_unsigned_001),
        cmocka_unit_test(hand_tmaxs_tmins_float),
        cmocka_unit_test(hand_zero_scalar_one_pe),
        cmocka_unit_test(hand_ieee_flags_scalar),
    };
    return cmocka_run_group_tests_name("avs_siblings_scalar", tests, NULL, NULL);
}
