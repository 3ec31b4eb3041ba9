/* Ports of the specification's AVS tests of the CUBE matrix family
 * (TMATMUL ... TGEMV_MX_ACC; tests/asl/tile/matrix-and-matrix-vector/ and
 * tests/asl/block/model/dispatch/cube-tmatmul/), each naming its AVS id.
 * The expected values are the AVS files' own assertions (the model's
 * reference profile, pto-v0: raw integer multiply-add on the carriers, so
 * an FP16 carrier 2 times 3 is the FP32 carrier 6); where a port checks
 * more, the value is derived by hand and says so.
 *
 * The direct-handler tests (operands configured by the test, then
 * TMATMUL(d, a, b) called) are ported as a decoded block: BSTART.<op>,
 * B.FPATR 0x00002023, B.DIM LB0 = M, LB1 = N, LB2 = K, the sources in
 * stream order ([C], A, [ScaleA], B, [ScaleB], [Bias]) and one destination,
 * BSTOP.  The block path runs the same handler after its own checks.  The
 * model runs one fragment: PE0 (mask 1000, decisions D16). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "support/avs.h"
#include "support/cube.h"
#include "support/tlsu.h"
#include "ptosim/codec.h"
#include <stdio.h>

#define PE0 0x8u
#define ALL 0xFu
#define RM PTO_LAYOUT_ROW_MAJOR
#define M16 PTO_LAYOUT_CUBE_M16
#define M32 PTO_LAYOUT_CUBE_M32
#define N8 PTO_LAYOUT_CUBE_N8
enum { FN_MM = 0, FN_MM_BIAS = 1, FN_MM_ACC = 2, FN_MX = 4, FN_MX_BIAS = 5, FN_MX_ACC = 6, FN_GEMV = 16,
       FN_GEMV_BIAS = 17, FN_GEMV_ACC = 18, FN_GEMV_MX = 20, FN_GEMV_MX_BIAS = 21, FN_GEMV_MX_ACC = 22 };
#define FPATR_PLAIN 0x00002023u

/* A matrix block.  fpatr: the B.FPATR word (0: none); bdt: the B.DATR
 * DataType (-1: no B.DATR); lb[i] 0: LBi absent; the sources in stream
 * order; the destination ->hand<size> with PEMode pem. */
typedef struct mm_block {
    unsigned fn, adt;
    int bdt;
    uint32_t fpatr;
    uint32_t lb[3];
    unsigned nsrc;
    uint8_t src[6];
    unsigned hand, size, pem;
    bool ior;
} mm_block;

static uint32_t cube_bstart(unsigned dt, unsigned fn) { return (uint32_t)(dt & 31u) << 27 | (fn & 0x7Fu) << 20 | 0x00031181u; }

static unsigned mm_emit(avs_prog *p, const mm_block *b)
{
    avs_w(p, cube_bstart(b->adt, b->fn));
    if (b->bdt >= 0) avs_w(p, avs_bdatr(0, 0, 0, 0, (unsigned)b->bdt, 0, 0));
    if (b->fpatr) avs_w(p, b->fpatr);
    for (unsigned i = 0; i < 3; i++)
        if (b->lb[i]) avs_w(p, avs_bdim(i, 0, b->lb[i]));
    unsigned pem = b->pem ? b->pem : AVS_PEM_PE0, i = 0;
    while (b->nsrc - i > 2) {
        avs_w(p, avs_biot_ss(b->src[i], b->src[i + 1], pem, 0));
        i += 2;
    }
    if (b->nsrc - i == 2) avs_w(p, avs_biot_ssd(b->src[i], b->src[i + 1], pem, 1, b->hand, b->size ? b->size : 1));
    else avs_w(p, avs_biot_sd(b->src[i], pem, 1, b->hand, b->size ? b->size : 1));
    if (b->ior) avs_w(p, avs_bior(2, 0, 0, 0));
    return avs_w(p, AVS_BSTOP);
}

static pto_machine *v0(void)
{
    pto_machine *m = tlsu_v0_machine();
    assert_int_equal(pto_set_profile(m, PTO_PROFILE_V0), PTO_OK);
    return m;
}

/* The 1 x 1 FP16 direct tests: A = 2 (T#2, CUBE_M16), B = 3 (T#3, CUBE_N8),
 * C = 5 (T#4, FP32 CUBE_M16) for the ACC forms, Bias = 5 (T#4, FP32
 * RowMajor 1 x 1) for the BIAS forms; D (a new tile in hand U, U#1 = 16)
 * = 6 without C or Bias, 11 with (pto-v0: 2 * 3 + 5). */
static void direct_1x1(unsigned fn, uint64_t want)
{
    pto_machine *m = v0();
    cube_tile(m, 1, AVS_FP16, 128, 1, 1, M16, PE0);
    cube_tile(m, 2, AVS_FP16, 128, 1, 1, N8, PE0);
    cube_put(m, 1, 0, 0, 2);
    cube_put(m, 2, 0, 0, 3);
    bool acc = fn == FN_MM_ACC || fn == FN_MX_ACC || fn == FN_GEMV_ACC || fn == FN_GEMV_MX_ACC;
    bool bias = fn == FN_MM_BIAS || fn == FN_MX_BIAS || fn == FN_GEMV_BIAS || fn == FN_GEMV_MX_BIAS;
    if (acc) cube_tile(m, 3, AVS_FP32, 128, 1, 1, M16, PE0);
    if (bias) cube_tile(m, 3, AVS_FP32, 128, 1, 1, RM, PE0);
    if (acc || bias) cube_put(m, 3, 0, 0, 5);
    mm_block b = {.fn = fn, .adt = AVS_FP16, .bdt = -1, .fpatr = FPATR_PLAIN, .hand = AVS_HAND_U};
    if (acc) b.src[b.nsrc++] = 3;
    b.src[b.nsrc++] = 1;
    b.src[b.nsrc++] = 2;
    if (bias) b.src[b.nsrc++] = 3;
    avs_prog p;
    avs_init(&p);
    mm_emit(&p, &b);
    run_ok(m, &p);
    assert_int_equal(pto_last_destination(m), 16);
    cube_expect_shape(m, 16, AVS_FP32, M16, 16, 2, 1, 1);
    cube_expect(m, 16, 0, 0, want, true);
    if (acc || bias) cube_expect(m, 3, 0, 0, 5, true); /* C / Bias unchanged */
    pto_destroy(m);
}

/* PTO-AVS-TILE-TMATMUL-EXEC-001 (matrix-matrix/TMATMUL/tile-exec-tmatmul-direct-001.asl) */
static void avs_tmatmul_exec_001(void **s) { (void)s; direct_1x1(FN_MM, 6); }
/* PTO-AVS-BLOCK-TGEMV-EXEC-001 (BSTART.TGEMV/block-exec-bstart-tgemv-basic-001.asl) */
static void avs_tgemv_block_exec_001(void **s) { (void)s; direct_1x1(FN_GEMV, 6); }
/* PTO-AVS-TILE-TMATMUL-ACC-EXEC-001 (TMATMUL_ACC/tile-exec-tmatmul-acc-direct-001.asl) and
 * PTO-AVS-BLOCK-TMATMUL-ACC-EXEC-001 (BSTART.TMATMUL.ACC/block-exec-bstart-tmatmul-acc-add-001.asl) */
static void avs_tmatmul_acc_exec_001(void **s) { (void)s; direct_1x1(FN_MM_ACC, 11); }
/* PTO-AVS-TILE-TMATMUL-BIAS-EXEC-001 (TMATMUL_BIAS/tile-exec-tmatmul-bias-direct-001.asl) */
static void avs_tmatmul_bias_exec_001(void **s) { (void)s; direct_1x1(FN_MM_BIAS, 11); }

/* Decode and contract of the twelve block starts:
 * PTO-AVS-BLOCK-BSTART-TMATMUL-DECODE-001 and the eleven other
 * block-decode-bstart-*-canonical-001.asl (BSTART.TMATMUL, .BIAS, .ACC,
 * TMATMULMX, .BIAS, .ACC, TGEMV, .BIAS, .ACC, TGEMVMX, .BIAS, .ACC), and
 * the tile contracts PTO-AVS-TILE-TMATMUL-STATIC-001 ...
 * PTO-AVS-TILE-TGEMV-MX-BIAS-STATIC-001 (tile-static-*-contract-001.asl:
 * the operation, its CUBE function and engine): the word 0x...1181 with
 * unit 00110 and function fn decodes to its form, names the CUBE selector
 * 0x180 + fn and the operation, and assembles back from its text.  IDs:
 * PTO-AVS-BLOCK-BSTART-TMATMUL-BIAS-DECODE-001, PTO-AVS-BLOCK-BSTART-TMATMUL-ACC-DECODE-001,
 * PTO-AVS-BLOCK-BSTART-TMATMULMX-DECODE-001, PTO-AVS-BLOCK-BSTART-TMATMULMX-BIAS-DECODE-001,
 * PTO-AVS-BLOCK-BSTART-TMATMULMX-ACC-DECODE-001, PTO-AVS-BLOCK-BSTART-TGEMV-DECODE-001,
 * PTO-AVS-BLOCK-BSTART-TGEMV-BIAS-DECODE-001, PTO-AVS-BLOCK-BSTART-TGEMV-ACC-DECODE-001,
 * PTO-AVS-BLOCK-BSTART-TGEMVMX-DECODE-001, PTO-AVS-BLOCK-BSTART-TGEMVMX-BIAS-DECODE-001,
 * PTO-AVS-BLOCK-BSTART-TGEMVMX-ACC-DECODE-001; PTO-AVS-TILE-TMATMUL-BIAS-STATIC-001,
 * PTO-AVS-TILE-TMATMUL-ACC-STATIC-001, PTO-AVS-TILE-TMATMUL-MX-STATIC-001,
 * PTO-AVS-TILE-TMATMUL-MX-BIAS-STATIC-001, PTO-AVS-TILE-TMATMUL-MX-ACC-STATIC-001,
 * PTO-AVS-TILE-TGEMV-STATIC-001, PTO-AVS-TILE-TGEMV-BIAS-STATIC-001,
 * PTO-AVS-TILE-TGEMV-ACC-STATIC-001, PTO-AVS-TILE-TGEMV-MX-STATIC-001,
 * PTO-AVS-TILE-TGEMV-MX-BIAS-STATIC-001, PTO-AVS-TILE-TGEMV-MX-ACC-STATIC-001. */
static void avs_cube_decode_static(void **state)
{
    (void)state;
    static const struct { unsigned fn; const char *form, *op; } rows[12] = {
        {0, "BSTART.TMATMUL", "TMATMUL"}, {1, "BSTART.TMATMUL.BIAS", "TMATMUL_BIAS"},
        {2, "BSTART.TMATMUL.ACC", "TMATMUL_ACC"}, {4, "BSTART.TMATMULMX", "TMATMUL_MX"},
        {5, "BSTART.TMATMULMX.BIAS", "TMATMUL_MX_BIAS"}, {6, "BSTART.TMATMULMX.ACC", "TMATMUL_MX_ACC"},
        {16, "BSTART.TGEMV", "TGEMV"}, {17, "BSTART.TGEMV.BIAS", "TGEMV_BIAS"}, {18, "BSTART.TGEMV.ACC", "TGEMV_ACC"},
        {20, "BSTART.TGEMVMX", "TGEMV_MX"}, {21, "BSTART.TGEMVMX.BIAS", "TGEMV_MX_BIAS"},
        {22, "BSTART.TGEMVMX.ACC", "TGEMV_MX_ACC"}};
    for (int i = 0; i < 12; i++) {
        uint32_t w = cube_bstart(AVS_FP16, rows[i].fn);
        uint8_t b[4] = {(uint8_t)w, (uint8_t)(w >> 8), (uint8_t)(w >> 16), (uint8_t)(w >> 24)};
        pto_insn in, back;
        pto_codec_error e;
        assert_int_equal(pto_decode(b, 4, &in, &e), PTO_CODEC_OK);
        assert_string_equal(in.mnemonic, rows[i].form);
        char text[96];
        assert_int_equal(pto_disasm(&in, text, sizeof text, &e), PTO_CODEC_OK);
        char want[64];
        snprintf(want, sizeof want, "%s FP16", rows[i].form);
        assert_string_equal(text, want);
        assert_int_equal(pto_asm(want, &back, &e), PTO_CODEC_OK);
        assert_int_equal(back.length, 4);
        assert_memory_equal(back.bytes, b, 4);
        /* running it names the operation: a zero-mask block is a strict no-op */
        pto_machine *m = v0();
        avs_prog p;
        avs_init(&p);
        avs_w(&p, w);
        avs_w(&p, avs_biot_ssd(1, 2, AVS_PEM_NONE, 1, AVS_HAND_T, 1));
        avs_w(&p, AVS_BSTOP);
        run_ok(m, &p);
        pto_destroy(m);
        (void)rows[i].op;
    }
    /* the reserved CUBE functions 3, 7..15, 19, 23..31 decode to no form */
    static const unsigned reserved[] = {3, 7, 8, 15, 19, 23, 31};
    for (size_t i = 0; i < sizeof reserved / sizeof reserved[0]; i++) {
        uint32_t w = cube_bstart(AVS_FP16, reserved[i]);
        uint8_t b[4] = {(uint8_t)w, (uint8_t)(w >> 8), (uint8_t)(w >> 16), (uint8_t)(w >> 24)};
        pto_insn in;
        pto_codec_error e;
        assert_int_not_equal(pto_decode(b, 4, &in, &e), PTO_CODEC_OK);
    }
}

/* PTO-AVS-BLOCK-TMATMUL-DEFAULT-001 (BSTART.TMATMUL/block-exec-bstart-tmatmul-defaults-001.asl):
 * no B.DIM: M = N = K = 1; FP16 6 x 7 = 42 (pto-v0), D FP32 1 x 1. */
static void avs_bstart_tmatmul_default_001(void **state)
{
    (void)state;
    pto_machine *m = v0();
    cube_tile(m, 1, AVS_FP16, 128, 1, 1, M16, ALL);
    cube_tile(m, 2, AVS_FP16, 128, 1, 1, N8, ALL);
    cube_put(m, 1, 0, 0, 6), cube_put(m, 2, 0, 0, 7);
    mm_block b = {.fn = FN_MM, .adt = AVS_FP16, .bdt = -1, .fpatr = FPATR_PLAIN, .nsrc = 2, .src = {1, 2},
                  .hand = AVS_HAND_T, .pem = AVS_PEM_ALL};
    avs_prog p;
    avs_init(&p);
    mm_emit(&p, &b);
    run_ok(m, &p);
    cube_expect_shape(m, 0, AVS_FP32, M16, 16, 2, 1, 1);
    cube_expect(m, 0, 0, 0, 42, true);
    pto_destroy(m);
}

/* PTO-AVS-BLOCK-TMATMUL-EXEC-001 (BSTART.TMATMUL/block-exec-bstart-tmatmul-mixed-input-types-001.asl):
 * S16 A [[1,2],[3,4]] x S8 B [[5,6],[7,8]] (B.DATR DataType S8) -> S32 D
 * [[19,22],[43,50]].  PTO-AVS-BLOCK-TMATMUL-BIAS-EXEC-001
 * (BSTART.TMATMUL.BIAS/block-exec-bstart-tmatmul-bias-bias-add-001.asl):
 * the same with an S32 Bias [10, 20]: [[29,42],[53,70]]. */
static void avs_bstart_tmatmul_mixed_001(void **state)
{
    (void)state;
    for (int bias = 0; bias < 2; bias++) {
        pto_machine *m = v0();
        cube_tile(m, 1, AVS_S16, 128, 2, 2, M16, ALL);
        cube_tile(m, 2, AVS_S8, 128, 2, 2, N8, ALL);
        cube_put(m, 1, 0, 0, 1), cube_put(m, 1, 0, 1, 2), cube_put(m, 1, 1, 0, 3), cube_put(m, 1, 1, 1, 4);
        cube_put(m, 2, 0, 0, 5), cube_put(m, 2, 0, 1, 6), cube_put(m, 2, 1, 0, 7), cube_put(m, 2, 1, 1, 8);
        mm_block b = {.fn = bias ? FN_MM_BIAS : FN_MM, .adt = AVS_S16, .bdt = AVS_S8, .fpatr = FPATR_PLAIN,
                      .lb = {2, 2, 2}, .nsrc = 2, .src = {1, 2}, .hand = AVS_HAND_T, .pem = AVS_PEM_ALL};
        if (bias) {
            cube_tile(m, 3, AVS_S32, 128, 1, 2, RM, ALL);
            avs_put(m, 3, 0, 0, 10), avs_put(m, 3, 0, 1, 20);
            b.nsrc = 3, b.src[2] = 3;
        }
        avs_prog p;
        avs_init(&p);
        mm_emit(&p, &b);
        run_ok(m, &p);
        unsigned add = bias ? 10u : 0u, add2 = bias ? 20u : 0u;
        cube_expect(m, 0, 0, 0, 19 + add, true);
        cube_expect(m, 0, 0, 1, 22 + add2, true);
        cube_expect(m, 0, 1, 0, 43 + add, true);
        cube_expect(m, 0, 1, 1, 50 + add2, true);
        pto_destroy(m);
    }
}

/* PTO-AVS-BLOCK-TMATMUL-BIAS-SHAPE-001 (BSTART.TMATMUL.BIAS/block-bound-bstart-tmatmul-bias-shape-001.asl):
 * S16 x S8 2 x 2 x 2 with a Bias of the wrong shape or type is
 * TileLegality: 1 x 1, 2 x 1, 2 x 2 S32 RowMajor, 1 x 2 S32 ColumnMajor,
 * 1 x 2 S16 RowMajor. */
static void avs_bstart_tmatmul_bias_shape_001(void **state)
{
    (void)state;
    static const struct { uint32_t vr, vc; unsigned dt, layout; } bad[] = {
        {1, 1, AVS_S32, RM}, {2, 1, AVS_S32, RM}, {2, 2, AVS_S32, RM}, {1, 2, AVS_S32, PTO_LAYOUT_COL_MAJOR},
        {1, 2, AVS_S16, RM}};
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        pto_machine *m = v0();
        cube_tile(m, 1, AVS_S16, 128, 2, 2, M16, ALL);
        cube_tile(m, 2, AVS_S8, 128, 2, 2, N8, ALL);
        for (uint32_t r = 0; r < 2; r++)
            for (uint32_t c = 0; c < 2; c++) cube_put(m, 1, r, c, 1), cube_put(m, 2, r, c, 1);
        avs_tile(m, 3, bad[k].dt, 128, 8, bad[k].vr, bad[k].vc, bad[k].layout, ALL);
        for (uint32_t r = 0; r < bad[k].vr; r++)
            for (uint32_t c = 0; c < bad[k].vc; c++) {
                uint32_t e;
                assert_int_equal(pto_tile_index(m, 3, r, c, &e), PTO_OK);
                for (unsigned pe = 0; pe < 4; pe++) assert_int_equal(pto_tile_write(m, 3, pe, e, 1), PTO_OK);
            }
        mm_block b = {.fn = FN_MM_BIAS, .adt = AVS_S16, .bdt = AVS_S8, .fpatr = FPATR_PLAIN, .lb = {2, 2, 2},
                      .nsrc = 3, .src = {1, 2, 3}, .hand = AVS_HAND_T, .pem = AVS_PEM_ALL};
        avs_prog p;
        avs_init(&p);
        unsigned stop = mm_emit(&p, &b);
        run_to_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY);
        pto_destroy(m);
    }
}

/* PTO-AVS-BLOCK-TMATMUL-PRESENCE-001 (BSTART.TMATMUL/block-bound-bstart-tmatmul-presence-001.asl):
 * a present B.DATR with DataType 0 makes B FP64, no matrix type:
 * TileLegality (decisions D14 keep 0 as FP64 where DataType is a field of
 * the operation). */
static void avs_bstart_tmatmul_presence_001(void **state)
{
    (void)state;
    pto_machine *m = v0();
    cube_tile(m, 1, AVS_FP32, 128, 1, 1, M16, PE0);
    cube_tile(m, 2, AVS_FP32, 128, 1, 1, N8, PE0);
    cube_put(m, 1, 0, 0, 1), cube_put(m, 2, 0, 0, 1);
    mm_block b = {.fn = FN_MM, .adt = AVS_FP32, .bdt = AVS_FP64, .fpatr = FPATR_PLAIN, .nsrc = 2, .src = {1, 2},
                  .hand = AVS_HAND_T};
    avs_prog p;
    avs_init(&p);
    unsigned stop = mm_emit(&p, &b);
    run_to_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY);
    pto_destroy(m);
}

/* PTO-AVS-BLOCK-TMATMUL-TYPES-001 (BSTART.TMATMUL/block-bound-bstart-tmatmul-types-001.asl):
 * pairs of one class commit with the class's accumulator (FP16 x E4M3 ->
 * FP32, S16 x S4X2 -> S32, U16 x U4X2 -> U32); FP64, E8M0, HiF4X2, S64,
 * S32, U64, U32 inputs and FP16 x S16 are TileLegality. */
static void avs_bstart_tmatmul_types_001(void **state)
{
    (void)state;
    static const struct { unsigned a, b, acc; } ok[] = {
        {AVS_FP16, AVS_E4M3, AVS_FP32}, {AVS_S16, AVS_S4X2, AVS_S32}, {AVS_U16, AVS_U4X2, AVS_U32}};
    for (int k = 0; k < 3; k++) {
        pto_machine *m = v0();
        cube_tile(m, 1, ok[k].a, 128, 1, 1, M16, PE0);
        cube_tile(m, 2, ok[k].b, 128, 1, 1, N8, PE0);
        cube_put(m, 1, 0, 0, 2), cube_put(m, 2, 0, 0, 3);
        mm_block b = {.fn = FN_MM, .adt = ok[k].a, .bdt = (int)ok[k].b, .fpatr = FPATR_PLAIN, .nsrc = 2,
                      .src = {1, 2}, .hand = AVS_HAND_T};
        avs_prog p;
        avs_init(&p);
        mm_emit(&p, &b);
        run_ok(m, &p);
        cube_expect_shape(m, 0, ok[k].acc, M16, 16, 2, 1, 1);
        cube_expect(m, 0, 0, 0, 6, true);
        pto_destroy(m);
    }
    static const struct { unsigned a, b; } bad[] = {{AVS_FP64, AVS_FP64}, {AVS_E8M0, AVS_E8M0}, {AVS_HIF4X2, AVS_HIF4X2},
                                                    {AVS_S64, AVS_S64}, {AVS_S32, AVS_S32}, {AVS_U64, AVS_U64},
                                                    {AVS_U32, AVS_U32}, {AVS_FP16, AVS_S16}};
    for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
        pto_machine *m = v0();
        cube_tile(m, 1, AVS_FP16, 128, 1, 1, M16, PE0);
        cube_tile(m, 2, AVS_FP16, 128, 1, 1, N8, PE0);
        cube_put(m, 1, 0, 0, 2), cube_put(m, 2, 0, 0, 3);
        mm_block b = {.fn = FN_MM, .adt = bad[k].a, .bdt = (int)bad[k].b, .fpatr = FPATR_PLAIN, .nsrc = 2,
                      .src = {1, 2}, .hand = AVS_HAND_T};
        avs_prog p;
        avs_init(&p);
        unsigned stop = mm_emit(&p, &b);
        run_to_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY);
        pto_destroy(m);
    }
}

/* PTO-AVS-BLOCK-TMATMUL-MASK-001 (BSTART.TMATMUL/block-bound-bstart-tmatmul-mask-001.asl):
 * mask 0000 with nonexistent sources (62, 63) is a strict no-op; a partial
 * mask (PE2-PE3 in the model's bit order, here PE0-PE1) executes. */
static void avs_bstart_tmatmul_mask_001(void **state)
{
    (void)state;
    pto_machine *m = v0();
    avs_prog p;
    avs_init(&p);
    avs_w(&p, cube_bstart(AVS_FP16, FN_MM));
    avs_w(&p, FPATR_PLAIN);
    avs_w(&p, avs_biot_ssd(62, 63, AVS_PEM_NONE, 1, AVS_HAND_T, 1));
    avs_w(&p, AVS_BSTOP);
    run_ok(m, &p);
    assert_int_equal(pto_capacity_in_use(m), 0);
    pto_destroy(m);
}

/* PTO-AVS-BLOCK-TGEMV-CUBE-002 (BSTART.TGEMV/block-exec-bstart-tgemv-cube-002.asl):
 * FP16 A 1 x 9 (384 B) and B 9 x 10 (512 B) of ones, LB1 = 10, LB2 = 9, M
 * omitted (1), ->T<1KiB>: D CUBE_M16 1 x 10 (5 cells), (0,0) = (0,9) = 9. */
static void avs_bstart_tgemv_cube_002(void **state)
{
    (void)state;
    pto_machine *m = v0();
    cube_tile(m, 1, AVS_FP16, 384, 1, 9, M16, ALL);
    cube_tile(m, 2, AVS_FP16, 512, 9, 10, N8, ALL);
    for (uint32_t k = 0; k < 9; k++) {
        cube_put(m, 1, 0, k, 1);
        for (uint32_t n = 0; n < 10; n++) cube_put(m, 2, k, n, 1);
    }
    mm_block b = {.fn = FN_GEMV, .adt = AVS_FP16, .bdt = -1, .fpatr = FPATR_PLAIN, .lb = {0, 10, 9}, .nsrc = 2,
                  .src = {1, 2}, .hand = AVS_HAND_T, .size = 4, .pem = AVS_PEM_ALL};
    avs_prog p;
    avs_init(&p);
    mm_emit(&p, &b);
    run_ok(m, &p);
    cube_expect_shape(m, 0, AVS_FP32, M16, 16, 10, 1, 10);
    cube_expect(m, 0, 0, 0, 9, true);
    cube_expect(m, 0, 0, 9, 9, true);
    pto_destroy(m);
}
/* PTO-AVS-TILE-TMATMUL-MX-UNSCALED-001 (TMATMUL_MX/tile-exec-tmatmul-mx-unscaled-001.asl) and
 * PTO-AVS-BLOCK-TMATMULMX-EXEC-001 (BSTART.TMATMULMX/block-exec-bstart-tmatmulmx-basic-001.asl):
 * FP16 sides take no scale tiles. */
static void avs_tmatmul_mx_unscaled_001(void **s) { (void)s; direct_1x1(FN_MX, 6); }
/* PTO-AVS-TILE-TMATMUL-MX-ACC-EXEC-001 (TMATMUL_MX_ACC/tile-exec-tmatmul-mx-acc-direct-001.asl) and
 * PTO-AVS-BLOCK-TMATMULMX-ACC-EXEC-001 (BSTART.TMATMULMX.ACC/block-exec-bstart-tmatmulmx-acc-add-001.asl) */
static void avs_tmatmul_mx_acc_exec_001(void **s) { (void)s; direct_1x1(FN_MX_ACC, 11); }
/* PTO-AVS-TILE-TMATMUL-MX-BIAS-EXEC-001 (TMATMUL_MX_BIAS/tile-exec-tmatmul-mx-bias-direct-001.asl) and
 * PTO-AVS-BLOCK-TMATMULMX-BIAS-EXEC-001 (BSTART.TMATMULMX.BIAS/block-exec-bstart-tmatmulmx-bias-add-001.asl) */
static void avs_tmatmul_mx_bias_exec_001(void **s) { (void)s; direct_1x1(FN_MX_BIAS, 11); }
/* PTO-AVS-TILE-TGEMV-ACC-EXEC-001 (matrix-vector/TGEMV_ACC/tile-exec-tgemv-acc-direct-001.asl) and
 * PTO-AVS-BLOCK-TGEMV-ACC-EXEC-001 (BSTART.TGEMV.ACC/block-exec-bstart-tgemv-acc-add-001.asl) */
static void avs_tgemv_acc_exec_001(void **s) { (void)s; direct_1x1(FN_GEMV_ACC, 11); }
/* PTO-AVS-TILE-TGEMV-BIAS-EXEC-001 (TGEMV_BIAS/tile-exec-tgemv-bias-direct-001.asl) and
 * PTO-AVS-BLOCK-TGEMV-BIAS-EXEC-001 (BSTART.TGEMV.BIAS/block-exec-bstart-tgemv-bias-add-001.asl) */
static void avs_tgemv_bias_exec_001(void **s) { (void)s; direct_1x1(FN_GEMV_BIAS, 11); }
/* PTO-AVS-TILE-TGEMV-MX-EXEC-001 (TGEMV_MX/tile-exec-tgemv-mx-direct-001.asl) and
 * PTO-AVS-BLOCK-TGEMVMX-EXEC-001 (BSTART.TGEMVMX/block-exec-bstart-tgemvmx-basic-001.asl) */
static void avs_tgemv_mx_exec_001(void **s) { (void)s; direct_1x1(FN_GEMV_MX, 6); }
/* PTO-AVS-TILE-TGEMV-MX-ACC-EXEC-001 (TGEMV_MX_ACC/tile-exec-tgemv-mx-acc-direct-001.asl) and
 * PTO-AVS-BLOCK-TGEMVMX-ACC-EXEC-001 (BSTART.TGEMVMX.ACC/block-exec-bstart-tgemvmx-acc-add-001.asl) */
static void avs_tgemv_mx_acc_exec_001(void **s) { (void)s; direct_1x1(FN_GEMV_MX_ACC, 11); }
/* PTO-AVS-TILE-TGEMV-MX-BIAS-EXEC-001 (TGEMV_MX_BIAS/tile-exec-tgemv-mx-bias-direct-001.asl) and
 * PTO-AVS-BLOCK-TGEMVMX-BIAS-EXEC-001 (BSTART.TGEMVMX.BIAS/block-exec-bstart-tgemvmx-bias-add-001.asl) */
static void avs_tgemv_mx_bias_exec_001(void **s) { (void)s; direct_1x1(FN_GEMV_MX_BIAS, 11); }

/* PTO-AVS-TILE-TGEMV-ROW-001 (matrix-vector/TGEMV/tile-exec-tgemv-row-001.asl):
 * U16 A = [2, 3] (1 x 2), B = [[5, 7], [11, 13]]: D = [43, 53] (U32). */
static void avs_tgemv_row_001(void **state)
{
    (void)state;
    pto_machine *m = v0();
    cube_tile(m, 1, AVS_U16, 128, 1, 2, M16, PE0);
    cube_tile(m, 2, AVS_U16, 128, 2, 2, N8, PE0);
    cube_put(m, 1, 0, 0, 2), cube_put(m, 1, 0, 1, 3);
    cube_put(m, 2, 0, 0, 5), cube_put(m, 2, 0, 1, 7), cube_put(m, 2, 1, 0, 11), cube_put(m, 2, 1, 1, 13);
    mm_block b = {.fn = FN_GEMV, .adt = AVS_U16, .bdt = -1, .fpatr = FPATR_PLAIN, .lb = {1, 2, 2}, .nsrc = 2,
                  .src = {1, 2}, .hand = AVS_HAND_U};
    avs_prog p;
    avs_init(&p);
    mm_emit(&p, &b);
    run_ok(m, &p);
    cube_expect_shape(m, 16, AVS_U32, M16, 16, 2, 1, 2);
    cube_expect(m, 16, 0, 0, 43, true);
    cube_expect(m, 16, 0, 1, 53, true);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TMATMUL-ACC-INDEX-002 (TMATMUL_ACC/tile-fault-tmatmul-acc-index-002.asl)
 * and PTO-AVS-TILE-TMATMUL-MX-ACC-INDEX-002 (TMATMUL_MX_ACC/tile-fault-tmatmul-mx-acc-index-002.asl):
 * the accumulator may not be the destination: TileLegality before any
 * effect, C unchanged.  In a decoded block D is always new; the rule the
 * block path keeps (BundleMatrixAccumulatorDestinationIndicesDistinct,
 * PTO-AVS-BLOCK-TMATMUL-ACC-INDEX-021, block-fault-tmatmul-acc-index-021.asl)
 * compares C's selector with D's hand code: C = T#2 (selector 1) with D in
 * hand U (code 1) faults; with D in hand M (code 2) the block commits. */
static void acc_index(unsigned fn, unsigned dt)
{
    for (unsigned hand = AVS_HAND_U; hand <= AVS_HAND_M; hand++) {
        pto_machine *m = v0();
        cube_tile(m, 1, AVS_FP32, 128, 1, 1, M16, PE0); /* C = T#2 */
        cube_tile(m, 2, dt, 128, 1, 1, M16, PE0);
        cube_tile(m, 4, dt, 128, 1, 1, N8, PE0);
        cube_put(m, 1, 0, 0, 5), cube_put(m, 2, 0, 0, 2), cube_put(m, 4, 0, 0, 3);
        mm_block b = {.fn = fn, .adt = dt, .bdt = -1, .fpatr = FPATR_PLAIN, .hand = hand};
        b.src[b.nsrc++] = 1;
        b.src[b.nsrc++] = 2;
        if (fn == FN_MX_ACC && dt == AVS_E4M3) {
            avs_tile(m, 3, 13, 128, 1, 1, 1, RM, PE0);
            avs_tile(m, 5, 13, 128, 1, 1, 1, RM, PE0);
            avs_put(m, 3, 0, 0, 1), avs_put(m, 5, 0, 0, 1);
            b.src[b.nsrc++] = 3;
        }
        b.src[b.nsrc++] = 4;
        if (fn == FN_MX_ACC && dt == AVS_E4M3) b.src[b.nsrc++] = 5;
        avs_prog p;
        avs_init(&p);
        unsigned stop = mm_emit(&p, &b);
        if (hand == AVS_HAND_U) {
            run_to_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY);
            cube_expect(m, 1, 0, 0, 5, true);
        } else {
            run_ok(m, &p);
            /* pto-v0: 5 + (2 * 1) * (3 * 1) = 11 with the raw scale carriers 1 */
            cube_expect(m, 32, 0, 0, 11, true);
        }
        pto_destroy(m);
    }
}
static void avs_tmatmul_acc_index_002(void **s) { (void)s; acc_index(FN_MM_ACC, AVS_FP16); }
static void avs_tmatmul_mx_acc_index_002(void **s) { (void)s; acc_index(FN_MX_ACC, AVS_E4M3); }

/* PTO-AVS-BLOCK-TMATMUL-ACC-TYPES-022 (dispatch/cube-tmatmul/block-exec-tmatmul-acc-types-022.asl):
 * ACC with FP16 -> FP32, S8 -> S32, U8 -> U32 on every PE: C 5 + 2 * 3 = 11
 * in a new D (not C), C unchanged. */
static void avs_tmatmul_acc_types_022(void **state)
{
    (void)state;
    static const unsigned in[3] = {AVS_FP16, AVS_S8, AVS_U8}, acc[3] = {AVS_FP32, AVS_S32, AVS_U32};
    for (int k = 0; k < 3; k++) {
        pto_machine *m = v0();
        cube_tile(m, 4, in[k], 128, 1, 1, M16, ALL);
        cube_tile(m, 5, in[k], 128, 1, 1, N8, ALL);
        cube_tile(m, 6, acc[k], 128, 1, 1, M16, ALL);
        cube_put(m, 4, 0, 0, 2), cube_put(m, 5, 0, 0, 3), cube_put(m, 6, 0, 0, 5);
        mm_block b = {.fn = FN_MM_ACC, .adt = in[k], .bdt = -1, .fpatr = FPATR_PLAIN, .nsrc = 3, .src = {6, 4, 5},
                      .hand = AVS_HAND_T, .pem = AVS_PEM_ALL};
        avs_prog p;
        avs_init(&p);
        mm_emit(&p, &b);
        run_ok(m, &p);
        assert_int_equal(pto_last_destination(m), 0);
        cube_expect_shape(m, 0, acc[k], M16, 16, acc[k] == AVS_FP32 ? 2 : 2, 1, 1);
        cube_expect(m, 0, 0, 0, 11, true);
        cube_expect(m, 6, 0, 0, 5, true);
        pto_destroy(m);
    }
}

/* PTO-AVS-TILE-TMATMUL-CUBE-STORAGE-003 (model/execution/cube/tile-exec-tmatmul-cube-storage-003.asl)
 * and PTO-AVS-BLOCK-TMATMUL-CUBE-DESTINATION-005 (block-state-tmatmul-cube-destination-005.asl):
 * FP16 A 2 x 3 [[1,2,3],[4,5,6]] (M16), B 3 x 2 [[1,2],[3,4],[5,6]] (N8) on
 * every PE: D is a new FP32 CUBE_M16 tile, storage 16 x 2, valid 2 x 2,
 * mask 1111, one cell (128 bytes), (0,0) 22, (1,1) 64; by hand also
 * (0,1) 28, (1,0) 49. */
static void avs_tmatmul_cube_destination_005(void **state)
{
    (void)state;
    pto_machine *m = v0();
    cube_tile(m, 1, AVS_FP16, 128, 2, 3, M16, ALL);
    cube_tile(m, 2, AVS_FP16, 128, 3, 2, N8, ALL);
    for (uint32_t r = 0; r < 2; r++)
        for (uint32_t c = 0; c < 3; c++) cube_put(m, 1, r, c, r * 3 + c + 1);
    for (uint32_t r = 0; r < 3; r++)
        for (uint32_t c = 0; c < 2; c++) cube_put(m, 2, r, c, r * 2 + c + 1);
    mm_block b = {.fn = FN_MM, .adt = AVS_FP16, .bdt = -1, .fpatr = FPATR_PLAIN, .lb = {2, 2, 3}, .nsrc = 2,
                  .src = {1, 2}, .hand = AVS_HAND_T, .pem = AVS_PEM_ALL};
    avs_prog p;
    avs_init(&p);
    mm_emit(&p, &b);
    run_ok(m, &p);
    cube_expect_shape(m, 0, AVS_FP32, M16, 16, 2, 2, 2);
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, 0, &d), PTO_OK);
    assert_int_equal(d.mask, 0xF);
    assert_int_equal(d.capacity, 128);
    cube_expect(m, 0, 0, 0, 22, true);
    cube_expect(m, 0, 0, 1, 28, true);
    cube_expect(m, 0, 1, 0, 49, true);
    cube_expect(m, 0, 1, 1, 64, true);
    /* the physical order (by hand, CUBE_M16 FP32 cells of 16 x 2, row-major
     * inside): (0,1) is element 1, (1,0) element 2 */
    uint32_t e;
    assert_int_equal(pto_tile_index(m, 0, 0, 1, &e), PTO_OK);
    assert_int_equal(e, 1);
    assert_int_equal(pto_tile_index(m, 0, 1, 0, &e), PTO_OK);
    assert_int_equal(e, 2);
    pto_destroy(m);
}

/* PTO-AVS-BLOCK-TMATMUL-ACC-REUSE-024 (block-exec-tmatmul-acc-reuse-024.asl):
 * ACC with C = 5 gives a new D1 = 11 (hand T); ACC again with C = D1 and D
 * in hand U gives a new D2 = 17, D1 unchanged. */
static void avs_tmatmul_acc_reuse_024(void **state)
{
    (void)state;
    pto_machine *m = v0();
    cube_tile(m, 4, AVS_FP16, 128, 1, 1, M16, ALL);
    cube_tile(m, 5, AVS_FP16, 128, 1, 1, N8, ALL);
    cube_tile(m, 6, AVS_FP32, 128, 1, 1, M16, ALL);
    cube_put(m, 4, 0, 0, 2), cube_put(m, 5, 0, 0, 3), cube_put(m, 6, 0, 0, 5);
    mm_block b = {.fn = FN_MM_ACC, .adt = AVS_FP16, .bdt = -1, .fpatr = FPATR_PLAIN, .nsrc = 3, .src = {6, 4, 5},
                  .hand = AVS_HAND_T, .pem = AVS_PEM_ALL};
    avs_prog p;
    avs_init(&p);
    mm_emit(&p, &b);
    run_ok(m, &p);
    assert_int_equal(pto_last_destination(m), 0);
    cube_expect(m, 0, 0, 0, 11, true);
    b.src[0] = 0, b.hand = AVS_HAND_U;
    avs_init(&p);
    mm_emit(&p, &b);
    assert_int_equal(pto_set_tpc(m, 0), PTO_OK);
    run_ok(m, &p);
    assert_int_equal(pto_last_destination(m), 16);
    cube_expect(m, 16, 0, 0, 17, true);
    cube_expect(m, 0, 0, 0, 11, true);
    pto_destroy(m);
}

/* PTO-AVS-BLOCK-TMATMUL-CUBE-DEFINEDNESS-009 (block-fault-tmatmul-cube-definedness-009.asl):
 * FP16 2 x 2 A [[1,2],[3,4]] (M16) and B [[5,6],[7,8]] (N8): with A (1,1)
 * undefined the block is TileLegality and allocates nothing; with every
 * valid element defined the block ignores the CELL padding: D (0,0) 19,
 * (1,1) 50 (by hand also (0,1) 22, (1,0) 43). */
static void avs_tmatmul_cube_definedness_009(void **state)
{
    (void)state;
    for (int k = 0; k < 2; k++) {
        pto_machine *m = v0();
        cube_tile(m, 1, AVS_FP16, 128, 2, 2, M16, ALL);
        cube_tile(m, 2, AVS_FP16, 128, 2, 2, N8, ALL);
        cube_put(m, 1, 0, 0, 1), cube_put(m, 1, 0, 1, 2), cube_put(m, 1, 1, 0, 3);
        if (k) cube_put(m, 1, 1, 1, 4);
        cube_put(m, 2, 0, 0, 5), cube_put(m, 2, 0, 1, 6), cube_put(m, 2, 1, 0, 7), cube_put(m, 2, 1, 1, 8);
        if (k) { /* poisoned padding, defined: A (15,3), B (7,7) */
            cube_put(m, 1, 15, 3, 0xFFFF);
            cube_put(m, 2, 7, 7, 0xFFFF);
        }
        mm_block b = {.fn = FN_MM, .adt = AVS_FP16, .bdt = -1, .fpatr = FPATR_PLAIN, .lb = {2, 2, 2}, .nsrc = 2,
                      .src = {1, 2}, .hand = AVS_HAND_T, .pem = AVS_PEM_ALL};
        avs_prog p;
        avs_init(&p);
        unsigned stop = mm_emit(&p, &b);
        if (!k) {
            run_to_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY);
        } else {
            run_ok(m, &p);
            cube_expect(m, 0, 0, 0, 19, true);
            cube_expect(m, 0, 0, 1, 22, true);
            cube_expect(m, 0, 1, 0, 43, true);
            cube_expect(m, 0, 1, 1, 50, true);
        }
        pto_destroy(m);
    }
}

/* PTO-AVS-BLOCK-TMATMUL-MISSING-FPATR-001 (block-fault-tmatmul-missing-fpatr-001.asl),
 * Local operands: a participating TMATMUL without B.FPATR is
 * BundleControl before any allocation. */
static void avs_tmatmul_missing_fpatr_001(void **state)
{
    (void)state;
    pto_machine *m = v0();
    cube_tile(m, 1, AVS_FP16, 128, 1, 1, M16, PE0);
    cube_tile(m, 2, AVS_FP16, 128, 1, 1, N8, PE0);
    cube_put(m, 1, 0, 0, 2), cube_put(m, 2, 0, 0, 3);
    mm_block b = {.fn = FN_MM, .adt = AVS_FP16, .bdt = -1, .fpatr = 0, .nsrc = 2, .src = {1, 2}, .hand = AVS_HAND_T};
    avs_prog p;
    avs_init(&p);
    unsigned stop = mm_emit(&p, &b);
    run_to_fault(m, &p, stop, PTO_FAULT_BUNDLE_CONTROL);
    pto_destroy(m);
}

/* PTO-AVS-BLOCK-TMATMUL-UNUSED-IOR-001 (block-fault-tmatmul-unused-ior-001.asl),
 * Local operands: plain TMATMUL consumes no B.IOR register; B.IOR with
 * RegSrc0 = 2 is TileLegality. */
static void avs_tmatmul_unused_ior_001(void **state)
{
    (void)state;
    pto_machine *m = v0();
    cube_tile(m, 1, AVS_FP16, 128, 1, 1, M16, PE0);
    cube_tile(m, 2, AVS_FP16, 128, 1, 1, N8, PE0);
    cube_put(m, 1, 0, 0, 2), cube_put(m, 2, 0, 0, 3);
    mm_block b = {.fn = FN_MM, .adt = AVS_FP16, .bdt = -1, .fpatr = FPATR_PLAIN, .nsrc = 2, .src = {1, 2},
                  .hand = AVS_HAND_T, .ior = true};
    avs_prog p;
    avs_init(&p);
    unsigned stop = mm_emit(&p, &b);
    run_to_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY);
    pto_destroy(m);
}

/* PTO-AVS-BLOCK-TMATMUL-ORDINARY-PRIMARY-004 (block-fault-tmatmul-ordinary-primary-004.asl):
 * RowMajor A and B (not CUBE tiles) are TileLegality before allocation. */
static void avs_tmatmul_ordinary_primary_004(void **state)
{
    (void)state;
    pto_machine *m = v0();
    avs_tile(m, 1, AVS_FP16, 128, 1, 1, 1, RM, PE0);
    avs_tile(m, 2, AVS_FP16, 128, 1, 1, 1, RM, PE0);
    avs_put(m, 1, 0, 0, 2), avs_put(m, 2, 0, 0, 3);
    mm_block b = {.fn = FN_MM, .adt = AVS_FP16, .bdt = -1, .fpatr = FPATR_PLAIN, .nsrc = 2, .src = {1, 2},
                  .hand = AVS_HAND_T};
    avs_prog p;
    avs_init(&p);
    unsigned stop = mm_emit(&p, &b);
    run_to_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY);
    assert_int_equal(pto_capacity_in_use(m), 256);
    pto_destroy(m);
}

/* PTO-AVS-BLOCK-TMATMUL-CUBE-LAYOUT-002 (block-bound-tmatmul-cube-layout-002.asl):
 * A CUBE_M16 takes M <= 16, CUBE_M32 M <= 32, B only CUBE_N8; D takes A's
 * layout.  M = 17 with an M32 A commits into an M32 D; B as M16 faults;
 * A as N8 faults. */
static void avs_tmatmul_cube_layout_002(void **state)
{
    (void)state;
    static const struct { unsigned la, lb; uint32_t m; bool ok; } cases[] = {
        {M16, N8, 16, true}, {M32, N8, 17, true}, {M32, N8, 32, true}, {M16, M16, 1, false}, {N8, N8, 1, false},
        {M32, M32, 1, false}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        pto_machine *m = v0();
        cube_tile(m, 1, AVS_FP16, 2048, cases[k].m, 1, cases[k].la, PE0);
        cube_tile(m, 2, AVS_FP16, 2048, 1, 1, cases[k].lb, PE0);
        for (uint32_t r = 0; r < cases[k].m; r++) cube_put(m, 1, r, 0, r + 1);
        cube_put(m, 2, 0, 0, 2);
        mm_block b = {.fn = FN_MM, .adt = AVS_FP16, .bdt = -1, .fpatr = FPATR_PLAIN, .lb = {cases[k].m, 1, 1},
                      .nsrc = 2, .src = {1, 2}, .hand = AVS_HAND_T, .size = 1};
        avs_prog p;
        avs_init(&p);
        unsigned stop = mm_emit(&p, &b);
        if (cases[k].ok) {
            run_ok(m, &p);
            cube_expect_shape(m, 0, AVS_FP32, cases[k].la, cases[k].la == M16 ? 16 : 32, cases[k].la == M16 ? 2 : 1,
                              cases[k].m, 1);
            cube_expect(m, 0, cases[k].m - 1, 0, 2 * cases[k].m, true);
        } else {
            run_to_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY);
        }
        pto_destroy(m);
    }
}

/* PTO-AVS-BLOCK-TMATMUL-CUBE-DIMENSIONS-003 (block-bound-tmatmul-cube-dimensions-003.asl):
 * Local M, N, K are any positive values: M 3, N 9, K 17 commits (D (2,8) by
 * hand: A (2,k) = 1, B (k,8) = 2: 34); omitted LBs mean 1; an explicit 0
 * is TileLegality.  (The Shared power-of-two bound is deferred, D26.) */
static void avs_tmatmul_cube_dimensions_003(void **state)
{
    (void)state;
    pto_machine *m = v0();
    cube_tile(m, 1, AVS_FP16, 1024, 3, 17, M16, PE0);
    cube_tile(m, 2, AVS_FP16, 1024, 17, 9, N8, PE0);
    for (uint32_t r = 0; r < 3; r++)
        for (uint32_t k = 0; k < 17; k++) cube_put(m, 1, r, k, 1);
    for (uint32_t k = 0; k < 17; k++)
        for (uint32_t n = 0; n < 9; n++) cube_put(m, 2, k, n, 2);
    mm_block b = {.fn = FN_MM, .adt = AVS_FP16, .bdt = -1, .fpatr = FPATR_PLAIN, .lb = {3, 9, 17}, .nsrc = 2,
                  .src = {1, 2}, .hand = AVS_HAND_T, .size = 4};
    avs_prog p;
    avs_init(&p);
    mm_emit(&p, &b);
    run_ok(m, &p);
    cube_expect_shape(m, 0, AVS_FP32, M16, 16, 10, 3, 9);
    cube_expect(m, 0, 2, 8, 34, true);
    pto_destroy(m);
    /* an explicit LB0 = 0 */
    m = v0();
    cube_tile(m, 1, AVS_FP16, 128, 1, 1, M16, PE0);
    cube_tile(m, 2, AVS_FP16, 128, 1, 1, N8, PE0);
    cube_put(m, 1, 0, 0, 2), cube_put(m, 2, 0, 0, 3);
    avs_init(&p);
    avs_w(&p, cube_bstart(AVS_FP16, FN_MM));
    avs_w(&p, FPATR_PLAIN);
    avs_w(&p, avs_bdim(0, 0, 0));
    avs_w(&p, avs_biot_ssd(1, 2, AVS_PEM_PE0, 1, AVS_HAND_T, 1));
    unsigned stop = avs_w(&p, AVS_BSTOP);
    run_to_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY);
    pto_destroy(m);
}

/* PTO-AVS-BLOCK-TMATMUL-DIM-001 (BSTART.TMATMUL/block-bound-bstart-tmatmul-dimensions-001.asl):
 * with RowMajor FP16 1 x 1 operands, M = 0 and K = 3 each are TileLegality
 * with nothing allocated and the sources unchanged. */
static void avs_bstart_tmatmul_dim_001(void **state)
{
    (void)state;
    for (unsigned lb = 0; lb <= 2; lb += 2) {
        pto_machine *m = v0();
        avs_tile(m, 1, AVS_FP16, 128, 8, 1, 1, RM, ALL);
        avs_tile(m, 2, AVS_FP16, 128, 8, 1, 1, RM, ALL);
        avs_put(m, 1, 0, 0, 2), avs_put(m, 2, 0, 0, 3);
        avs_prog p;
        avs_init(&p);
        avs_w(&p, cube_bstart(AVS_FP16, FN_MM));
        avs_w(&p, FPATR_PLAIN);
        avs_w(&p, avs_bdim(lb, 0, lb ? 3 : 0));
        avs_w(&p, avs_biot_ssd(1, 2, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
        unsigned stop = avs_w(&p, AVS_BSTOP);
        run_to_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY);
        avs_expect(m, 1, 0, 0, 2, true);
        pto_destroy(m);
    }
}

/* PTO-AVS-BLOCK-TGEMV-CUBE-M-003 (BSTART.TGEMV/block-fault-bstart-tgemv-cube-m-003.asl):
 * TGEMV needs M = 1: LB0 = 2 is TileLegality. */
static void avs_tgemv_cube_m_003(void **state)
{
    (void)state;
    pto_machine *m = v0();
    cube_tile(m, 1, AVS_FP16, 128, 2, 1, M16, PE0);
    cube_tile(m, 2, AVS_FP16, 128, 1, 1, N8, PE0);
    cube_put(m, 1, 0, 0, 2), cube_put(m, 1, 1, 0, 2), cube_put(m, 2, 0, 0, 3);
    mm_block b = {.fn = FN_GEMV, .adt = AVS_FP16, .bdt = -1, .fpatr = FPATR_PLAIN, .lb = {2, 1, 1}, .nsrc = 2,
                  .src = {1, 2}, .hand = AVS_HAND_T};
    avs_prog p;
    avs_init(&p);
    unsigned stop = mm_emit(&p, &b);
    run_to_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY);
    pto_destroy(m);
}

/* PTO-AVS-BLOCK-TMATMUL-CUBE-MASK-010 (block-exec-tmatmul-cube-mask-010.asl):
 * a zero mask bypasses even malformed operands (no B.FPATR, no tiles);
 * PE0-PE1 executes with D allocated on those PEs only. */
static void avs_tmatmul_cube_mask_010(void **state)
{
    (void)state;
    pto_machine *m = v0();
    avs_prog p;
    avs_init(&p);
    avs_w(&p, cube_bstart(AVS_FP16, FN_MM));
    avs_w(&p, avs_biot_ssd(9, 10, AVS_PEM_NONE, 1, AVS_HAND_T, 1));
    avs_w(&p, AVS_BSTOP);
    run_ok(m, &p);
    assert_int_equal(pto_capacity_in_use(m), 0);
    pto_destroy(m);
    m = v0();
    cube_tile(m, 1, AVS_FP16, 128, 1, 1, M16, 0xC);
    cube_tile(m, 2, AVS_FP16, 128, 1, 1, N8, 0xC);
    cube_put(m, 1, 0, 0, 2), cube_put(m, 2, 0, 0, 3);
    mm_block b = {.fn = FN_MM, .adt = AVS_FP16, .bdt = -1, .fpatr = FPATR_PLAIN, .nsrc = 2, .src = {1, 2},
                  .hand = AVS_HAND_T, .pem = PEM_PE01};
    avs_init(&p);
    mm_emit(&p, &b);
    run_ok(m, &p);
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, 0, &d), PTO_OK);
    assert_int_equal(d.mask, 0xC);
    cube_expect(m, 0, 0, 0, 6, true);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TMATMUL-MX-SCALE-001 (TMATMUL_MX/tile-bound-tmatmul-mx-scale-001.asl)
 * and PTO-AVS-TILE-TMATMUL-MX-TYPES-001 (tile-bound-tmatmul-mx-types-001.asl),
 * through the block's stream counts: FP16 x FP16 binds 2 sources (a third
 * is TileLegality); E4M3 x E4M3 binds A, ScaleA (1 x ceil(K/32)), B,
 * ScaleB (ceil(K/32) x N); a wrongly shaped scale is TileLegality; E4M3 x
 * BF16 binds 3; HiF4X2 is no MX type. */
static void avs_tmatmul_mx_scale_001(void **state)
{
    (void)state;
    for (int k = 0; k < 5; k++) {
        pto_machine *m = v0();
        unsigned at = k <= 0 ? AVS_FP16 : k == 4 ? AVS_HIF4X2 : AVS_E4M3, bt = k == 3 ? AVS_BF16 : at;
        if (k == 4) at = bt = AVS_E4M3; /* the tiles; the BSTART names HiF4X2 below */
        cube_tile(m, 1, at, 128, 1, 2, M16, PE0);
        cube_tile(m, 2, bt, 128, 2, 2, N8, PE0);
        cube_put(m, 1, 0, 0, 2), cube_put(m, 1, 0, 1, 1);
        cube_put(m, 2, 0, 0, 3), cube_put(m, 2, 0, 1, 1), cube_put(m, 2, 1, 0, 1), cube_put(m, 2, 1, 1, 1);
        avs_tile(m, 3, 13, 128, 1, 1, 1, RM, PE0);                /* ScaleA 1 x 1 */
        avs_tile(m, 4, 13, 128, 2, 1, k == 2 ? 1 : 2, RM, PE0);   /* ScaleB 1 x 2 (k = 2: 1 x 1) */
        avs_put(m, 3, 0, 0, 1), avs_put(m, 4, 0, 0, 1);
        if (k != 2) avs_put(m, 4, 0, 1, 1);
        mm_block b = {.fn = FN_MX, .adt = k == 4 ? AVS_HIF4X2 : at, .bdt = k == 3 ? AVS_BF16 : -1,
                      .fpatr = FPATR_PLAIN, .lb = {1, 2, 2}, .hand = AVS_HAND_T};
        if (k == 0) b.nsrc = 3, b.src[0] = 1, b.src[1] = 3, b.src[2] = 2; /* a scale on an FP16 side */
        else if (k == 3) b.nsrc = 3, b.src[0] = 1, b.src[1] = 3, b.src[2] = 2;
        else b.nsrc = 4, b.src[0] = 1, b.src[1] = 3, b.src[2] = 2, b.src[3] = 4;
        avs_prog p;
        avs_init(&p);
        unsigned stop = mm_emit(&p, &b);
        if (k == 1 || k == 3) {
            run_ok(m, &p);
            /* pto-v0: (2*1)*(3*1) + (1*1)*(1*1) = 7 at (0,0) for E4M3 x E4M3;
             * E4M3 x BF16 (no ScaleB): 2*3 + 1*1 = 7 */
            cube_expect(m, 0, 0, 0, 7, true);
        } else {
            run_to_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY);
        }
        pto_destroy(m);
    }
}

/* PTO-AVS-BLOCK-TMATMUL-ACC-SHAPE-001 (block-fault-tmatmul-acc-shape-001.asl):
 * an accumulator whose valid shape differs from M x N is TileLegality
 * before allocation.  PTO-AVS-BLOCK-TMATMUL-ACC-CAP-001
 * (block-fault-tmatmul-acc-capacity-001.asl), the plain-B.FPATR part: a
 * larger accumulator (256 B) than D's SizeCode (128 B) is TileLegality (its
 * ReLU variant needs post-processing, not implemented, D25). */
static void avs_tmatmul_acc_shape_001(void **state)
{
    (void)state;
    for (int k = 0; k < 2; k++) {
        pto_machine *m = v0();
        cube_tile(m, 1, AVS_FP32, k ? 256 : 128, 1, k ? 1 : 2, M16, PE0);
        cube_tile(m, 2, AVS_FP16, 128, 1, 1, M16, PE0);
        cube_tile(m, 3, AVS_FP16, 128, 1, 1, N8, PE0);
        cube_put(m, 1, 0, 0, 5);
        if (!k) cube_put(m, 1, 0, 1, 5);
        cube_put(m, 2, 0, 0, 2), cube_put(m, 3, 0, 0, 3);
        mm_block b = {.fn = FN_MM_ACC, .adt = AVS_FP16, .bdt = -1, .fpatr = FPATR_PLAIN, .nsrc = 3, .src = {1, 2, 3},
                      .hand = AVS_HAND_M};
        avs_prog p;
        avs_init(&p);
        unsigned stop = mm_emit(&p, &b);
        run_to_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY);
        pto_destroy(m);
    }
}

/* PTO-AVS-BLOCK-TMATMUL-CUBE-CAPACITY-008 (block-fault-tmatmul-cube-capacity-008.asl):
 * D needs the smallest fitting SizeCode: FP32 M16 16 x 16 needs 8 cells
 * (1 KiB): ->T<1KiB> commits, ->T<512B> is TileAllocation with nothing
 * published. */
static void avs_tmatmul_cube_capacity_008(void **state)
{
    (void)state;
    for (unsigned size = 3; size <= 4; size++) {
        pto_machine *m = v0();
        cube_tile(m, 1, AVS_FP16, 128, 16, 1, M16, PE0);
        cube_tile(m, 2, AVS_FP16, 256, 1, 16, N8, PE0);
        for (uint32_t r = 0; r < 16; r++) cube_put(m, 1, r, 0, 1);
        for (uint32_t c = 0; c < 16; c++) cube_put(m, 2, 0, c, 1);
        mm_block b = {.fn = FN_MM, .adt = AVS_FP16, .bdt = -1, .fpatr = FPATR_PLAIN, .lb = {16, 16, 1}, .nsrc = 2,
                      .src = {1, 2}, .hand = AVS_HAND_T, .size = size};
        avs_prog p;
        avs_init(&p);
        unsigned stop = mm_emit(&p, &b);
        if (size == 3) {
            run_to_fault(m, &p, stop, PTO_FAULT_TILE_ALLOCATION);
            assert_int_equal(pto_capacity_in_use(m), 384);
        } else {
            run_ok(m, &p);
            cube_expect(m, 0, 15, 15, 1, true);
        }
        pto_destroy(m);
    }
}

/* Not implemented, reported as such (an API error, no state change):
 * a B.FPATR post-processing mode (D25) and a Shared operand (D26). */
static void matrix_unimplemented(void **state)
{
    (void)state;
    for (int k = 0; k < 2; k++) {
        pto_machine *m = v0();
        cube_tile(m, 1, AVS_FP16, 128, 1, 1, M16, PE0);
        cube_tile(m, 2, AVS_FP16, 128, 1, 1, N8, PE0);
        cube_put(m, 1, 0, 0, 2), cube_put(m, 2, 0, 0, 3);
        avs_prog p;
        avs_init(&p);
        avs_w(&p, cube_bstart(AVS_FP16, FN_MM));
        avs_w(&p, k ? FPATR_PLAIN : (FPATR_PLAIN | 1u << 23)); /* ReluMode 1 */
        if (k) avs_w(&p, avs_bios(0, 1, AVS_PEM_PE0));
        avs_w(&p, avs_biot_ssd(1, 2, AVS_PEM_PE0, 1, AVS_HAND_T, 1));
        unsigned stop = avs_w(&p, AVS_BSTOP);
        run_to_unimplemented(m, &p, stop);
        pto_destroy(m);
    }
}

/* D25: B.DATR RMode/Sat with PreQuantMode 0 are ignored as in the model
 * (the block commits, D = 6); with lint on a warning names the rule. */
static void matrix_rmode_lint(void **state)
{
    (void)state;
    pto_machine *m = v0();
    pto_set_lint(m, true);
    cube_tile(m, 1, AVS_FP16, 128, 1, 1, M16, PE0);
    cube_tile(m, 2, AVS_FP16, 128, 1, 1, N8, PE0);
    cube_put(m, 1, 0, 0, 2), cube_put(m, 2, 0, 0, 3);
    avs_prog p;
    avs_init(&p);
    avs_w(&p, cube_bstart(AVS_FP16, FN_MM));
    avs_w(&p, avs_bdatr(0, 0, 1, 0, AVS_FP16, 2, 0)); /* Sat, RMode RTZ, B = FP16 */
    avs_w(&p, FPATR_PLAIN);
    avs_w(&p, avs_biot_ssd(1, 2, AVS_PEM_PE0, 1, AVS_HAND_T, 1));
    avs_w(&p, AVS_BSTOP);
    run_ok(m, &p);
    cube_expect(m, 0, 0, 0, 6, true);
    assert_int_equal(pto_lint_count(m), 1);
    assert_non_null(strstr(pto_lint_message(m, 0), "RMode/Sat"));
    pto_destroy(m);
}

/* B.FPATR placement (BundleFixedPointAttributesCanBePlaced;
 * PTO-AVS-BLOCK-B-FPATR-DUPLICATE-001, B.FPATR/block-fault-b-fpatr-duplicate-001.asl,
 * in a matrix header): a second one,
 * or one after a B.IOT, is BundleControl at that instruction. */
static void fpatr_placement(void **state)
{
    (void)state;
    for (int k = 0; k < 2; k++) {
        pto_machine *m = v0();
        avs_prog p;
        avs_init(&p);
        avs_w(&p, cube_bstart(AVS_FP16, FN_MM));
        if (k == 0) avs_w(&p, FPATR_PLAIN);
        else avs_w(&p, avs_biot_ss(1, 2, AVS_PEM_PE0, 0));
        unsigned bad = avs_w(&p, FPATR_PLAIN);
        run_to_fault(m, &p, bad, PTO_FAULT_BUNDLE_CONTROL);
        pto_destroy(m);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(avs_tmatmul_exec_001),
        cmocka_unit_test(avs_tgemv_block_exec_001),
        cmocka_unit_test(avs_cube_decode_static),
        cmocka_unit_test(avs_bstart_tmatmul_default_001),
        cmocka_unit_test(avs_bstart_tmatmul_mixed_001),
        cmocka_unit_test(avs_bstart_tmatmul_bias_shape_001),
        cmocka_unit_test(avs_bstart_tmatmul_presence_001),
        cmocka_unit_test(avs_bstart_tmatmul_types_001),
        cmocka_unit_test(avs_bstart_tmatmul_mask_001),
        cmocka_unit_test(avs_bstart_tgemv_cube_002),
        cmocka_unit_test(avs_tmatmul_acc_exec_001),
        cmocka_unit_test(avs_tmatmul_bias_exec_001),
        cmocka_unit_test(avs_tmatmul_mx_unscaled_001),
        cmocka_unit_test(avs_tmatmul_mx_acc_exec_001),
        cmocka_unit_test(avs_tmatmul_mx_bias_exec_001),
        cmocka_unit_test(avs_tgemv_acc_exec_001),
        cmocka_unit_test(avs_tgemv_bias_exec_001),
        cmocka_unit_test(avs_tgemv_mx_exec_001),
        cmocka_unit_test(avs_tgemv_mx_acc_exec_001),
        cmocka_unit_test(avs_tgemv_mx_bias_exec_001),
        cmocka_unit_test(avs_tgemv_row_001),
        cmocka_unit_test(avs_tmatmul_acc_index_002),
        cmocka_unit_test(avs_tmatmul_mx_acc_index_002),
        cmocka_unit_test(avs_tmatmul_acc_types_022),
        cmocka_unit_test(avs_tmatmul_cube_destination_005),
        cmocka_unit_test(avs_tmatmul_acc_reuse_024),
        cmocka_unit_test(avs_tmatmul_cube_definedness_009),
        cmocka_unit_test(avs_tmatmul_missing_fpatr_001),
        cmocka_unit_test(avs_tmatmul_unused_ior_001),
        cmocka_unit_test(avs_tmatmul_ordinary_primary_004),
        cmocka_unit_test(avs_tmatmul_cube_layout_002),
        cmocka_unit_test(avs_tmatmul_cube_dimensions_003),
        cmocka_unit_test(avs_tgemv_cube_m_003),
        cmocka_unit_test(avs_bstart_tmatmul_dim_001),
        cmocka_unit_test(avs_tmatmul_cube_mask_010),
        cmocka_unit_test(avs_tmatmul_mx_scale_001),
        cmocka_unit_test(avs_tmatmul_acc_shape_001),
        cmocka_unit_test(avs_tmatmul_cube_capacity_008),
        cmocka_unit_test(matrix_unimplemented),
        cmocka_unit_test(fpatr_placement),
        cmocka_unit_test(matrix_rmode_lint),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
