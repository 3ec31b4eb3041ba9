/* Ports of the specification's AVS tests of the CUBE layouts and the CUBE
 * transport (TLOAD with B.DATR Layout ND2M32 / ND2M16 / ND2N8, TSTORE with
 * M322ND / M162ND / N82ND; spec-digest-2 §3.3, §4.3, §8.3).  Each names its
 * AVS id and file; the expected values are the AVS files' own assertions,
 * or derived by hand from the cell formulas of
 * asl/tile/model/shape/cube-cell.asl where a port checks more.
 *
 * The model's direct-handler tests (a CUBE tile configured by the test,
 * then TLOAD/TSTORE called) are ported through the block path, which
 * configures the same descriptor (ConfigureCubeTileForMask) and runs the
 * same handler; the host configures a CUBE source with pto_tile_configure.
 * The model runs one fragment: the ports use PE0 (mask 1000, decisions
 * D16) and the pto-v0 memory preset (4096 bytes). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "support/avs.h"
#include "support/cube.h"
#include "support/tlsu.h"
#include "core.h"

#define PE0 0x8u
#define M16_ PTO_LAYOUT_CUBE_M16
#define M32_ PTO_LAYOUT_CUBE_M32
#define N8_ PTO_LAYOUT_CUBE_N8
#define RA 2u
#define RB 3u

/* ---- helpers ------------------------------------------------------------------- */

/* The CUBE TLOAD bundle: BSTART.TLOAD dt, B.DATR {DataType 31, pad,
 * layout}, LB0 = vc, LB1 = vr, ->T<size> on PE0, B.IOR RA, RB when ior. */
static unsigned cube_tload(avs_prog *p, unsigned dt, unsigned layout, unsigned pad, uint32_t vc, uint32_t vr,
                           unsigned size, bool ior)
{
    avs_w(p, tlsu_bstart(dt, TLSU_TLOAD));
    avs_w(p, avs_bdatr(0, pad, 0, 0, AVS_DTYPE_NONE, 0, layout));
    avs_w(p, avs_bdim(0, 0, vc));
    avs_w(p, avs_bdim(1, 0, vr));
    avs_w(p, avs_biot_d(AVS_PEM_PE0, 1, AVS_HAND_T, size));
    if (ior) avs_w(p, avs_bior(RA, RB, 0, 0));
    return avs_w(p, AVS_BSTOP);
}

static unsigned cube_tstore(avs_prog *p, unsigned dt, unsigned layout, unsigned src, uint32_t vc, uint32_t vr,
                            bool ior)
{
    avs_w(p, tlsu_bstart(dt, TLSU_TSTORE));
    avs_w(p, avs_bdatr(0, 0, 0, 0, AVS_DTYPE_NONE, 0, layout));
    avs_w(p, avs_bdim(0, 0, vc));
    avs_w(p, avs_bdim(1, 0, vr));
    avs_w(p, avs_biot_s(src, AVS_PEM_PE0, 1));
    if (ior) avs_w(p, avs_bior(RA, RB, 0, 0));
    return avs_w(p, AVS_BSTOP);
}

/* The payload element at physical index i of PE0. */
static uint64_t phys(const pto_machine *m, unsigned idx, uint32_t i, bool *def)
{
    uint64_t v;
    bool d;
    assert_int_equal(pto_tile_read(m, idx, 0, i, &v, &d), PTO_OK);
    if (def) *def = d;
    return v;
}

/* ============================ the cell geometry ============================ */

/* PTO-AVS-TILE-TLOAD-CUBE-001 (model/memory/load-store/tile-exec-tload-cube-001.asl):
 * FP16 CUBE_N8 13 x 19 in 768 bytes (storage 16 x 24: k_repeat 2,
 * n_repeat 3, 6 cells), loaded from 0x400 with a 42-byte stride, value
 * (row * 32 + column + 1): (0,0) 1, (7,7) 232, (8,0) 257, (12,18) 403; the
 * valid region defined.  By hand from TileCubePayloadIndex: (8,0) is cell
 * 1 (k_cell 1), inner 0 -> 64; (7,7) is cell 0, inner 7 * 8 + 7 = 63;
 * (12,18) is cell 2 * 2 + 1 = 5, inner 2 * 8 + 4 = 20 -> 340. */
static void avs_tload_cube_001(void **state)
{
    (void)state;
    pto_machine *m = tlsu_v0_machine();
    for (uint32_t r = 0; r < 13; r++)
        for (uint32_t c = 0; c < 19; c++) mem_store(m, 0x400 + (r * 21 + c) * 2, 2, r * 32 + c + 1);
    avs_gpr(m, RA, 0x400);
    avs_gpr(m, RB, 42);
    avs_prog p;
    avs_init(&p);
    cube_tload(&p, AVS_FP16, LY_ND2N8, AVS_PAD_ZERO, 19, 13, 4 /* 1 KiB */, true);
    run_ok(m, &p);
    cube_expect_shape(m, 0, AVS_FP16, PTO_LAYOUT_CUBE_N8, 16, 24, 13, 19);
    cube_expect(m, 0, 0, 0, 1, true);
    cube_expect(m, 0, 7, 7, 232, true);
    cube_expect(m, 0, 8, 0, 257, true);
    cube_expect(m, 0, 12, 18, 403, true);
    bool d;
    assert_int_equal(phys(m, 0, 64, &d), 257);
    assert_int_equal(phys(m, 0, 63, &d), 232);
    assert_int_equal(phys(m, 0, 340, &d), 403);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TLOAD-CUBE-M16-B4-005 (tile-exec-tload-cube-m16-b4-005.asl):
 * U4X2 CUBE_M16 2 x 16 from bytes 0x10 0x32 ... 0xfe at 0x600: the inner
 * columns 4..7 and 8..11 trade places, so payload[0] 0, [3] 3, [4] 8,
 * [7] 11, [8] 4, [11] 7, [12] 12, [15] 15. */
static void avs_tload_cube_m16_b4_005(void **state)
{
    (void)state;
    pto_machine *m = tlsu_v0_machine();
    static const uint8_t bytes[8] = {0x10, 0x32, 0x54, 0x76, 0x98, 0xba, 0xdc, 0xfe};
    for (unsigned i = 0; i < 8; i++) mem_store(m, 0x600 + i, 1, bytes[i]);
    avs_gpr(m, RA, 0x600);
    avs_gpr(m, RB, 8);
    avs_prog p;
    avs_init(&p);
    cube_tload(&p, AVS_U4X2, LY_ND2M16, AVS_PAD_ZERO, 16, 2, 1, true);
    run_ok(m, &p);
    static const struct { uint32_t i; uint64_t v; } want[] = {{0, 0}, {3, 3}, {4, 8}, {7, 11}, {8, 4}, {11, 7}, {12, 12}, {15, 15}};
    for (size_t k = 0; k < sizeof want / sizeof want[0]; k++) assert_int_equal(phys(m, 0, want[k].i, NULL), want[k].v);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TLOAD-CUBE-WIDTHS-003 (tile-bound-tload-cube-widths-003.asl):
 * one element per width: FP32 CUBE_M32 2x2, FP16 CUBE_M16 2x5 (1,4) from
 * 0x212 with stride 10, E4M3 CUBE_N8 2x9 (1,8) from 0x311 with stride 9,
 * U4X2 CUBE_N8 2x9 nibbles of 0xba: (0,0) 0xa, (0,1) 0xb. */
static void avs_tload_cube_widths_003(void **state)
{
    (void)state;
    static const struct {
        unsigned dt, layout;
        uint32_t vr, vc, base, stride, addr, size;
        uint64_t stored;
    } cases[] = {
        {AVS_FP32, LY_ND2M32, 2, 2, 0x100, 8, 0x100, 4, 0x89abcdef},
        {AVS_FP16, LY_ND2M16, 2, 5, 0x200, 10, 0x212, 2, 0xbeef},
        {AVS_E4M3, LY_ND2N8, 2, 9, 0x300, 9, 0x311, 1, 0x7e},
        {AVS_U4X2, LY_ND2N8, 2, 9, 0x400, 5, 0x400, 1, 0xba},
    };
    for (size_t k = 0; k < 4; k++) {
        pto_machine *m = tlsu_v0_machine();
        mem_store(m, cases[k].addr, cases[k].size, cases[k].stored);
        avs_gpr(m, RA, cases[k].base);
        avs_gpr(m, RB, cases[k].stride);
        avs_prog p;
        avs_init(&p);
        cube_tload(&p, cases[k].dt, cases[k].layout, AVS_PAD_ZERO, cases[k].vc, cases[k].vr, 2 /* 256 B */, true);
        run_ok(m, &p);
        switch (k) {
        case 0: cube_expect(m, 0, 0, 0, 0x89abcdef, true); break;
        case 1: cube_expect(m, 0, 1, 4, 0xbeef, true); break;
        case 2: cube_expect(m, 0, 1, 8, 0x7e, true); break;
        default:
            cube_expect(m, 0, 0, 0, 0xa, true);
            cube_expect(m, 0, 0, 1, 0xb, true);
        }
        pto_destroy(m);
    }
}

/* PTO-AVS-TILE-TLOAD-CUBE-PAD-004 (tile-state-tload-cube-pad-004.asl): FP16
 * CUBE_N8 2x3 (storage 8x8) from 0x500, stride 6; the row tail (2,0) and the
 * column tail (0,3) hold the PadValue: Zero 0 defined, Max 0x7bff, Min
 * 0xfbff, Null 0 undefined; the valid region stays defined. */
static void avs_tload_cube_pad_004(void **state)
{
    (void)state;
    static const struct { unsigned pad; uint64_t v; bool def; } cases[] = {
        {AVS_PAD_ZERO, 0, true}, {AVS_PAD_MAX, 0x7bff, true}, {AVS_PAD_MIN, 0xfbff, true}, {AVS_PAD_NULL, 0, false}};
    for (size_t k = 0; k < 4; k++) {
        pto_machine *m = tlsu_v0_machine();
        for (unsigned e = 0; e < 6; e++) mem_store(m, 0x500 + e * 2, 2, e + 1);
        avs_gpr(m, RA, 0x500);
        avs_gpr(m, RB, 6);
        avs_prog p;
        avs_init(&p);
        cube_tload(&p, AVS_FP16, LY_ND2N8, cases[k].pad, 3, 2, 1, true);
        run_ok(m, &p);
        cube_expect_shape(m, 0, AVS_FP16, PTO_LAYOUT_CUBE_N8, 8, 8, 2, 3);
        cube_expect(m, 0, 2, 0, cases[k].v, cases[k].def);
        cube_expect(m, 0, 0, 3, cases[k].v, cases[k].def);
        cube_expect(m, 0, 7, 7, cases[k].v, cases[k].def);
        for (uint32_t r = 0; r < 2; r++)
            for (uint32_t c = 0; c < 3; c++) cube_expect(m, 0, r, c, r * 3 + c + 1, true);
        pto_destroy(m);
    }
}

/* PTO-AVS-TILE-TSTORE-CUBE-002 (tile-exec-tstore-cube-002.asl): FP16 CUBE_N8
 * 13 x 19 with (row * 32 + column + 1) stored at 0x800 with stride 42 over
 * memory filled with 0x5a5a: (0,0) 1, (7,7) 232, (12,18) 403; the row gap
 * (bytes 38..41 of row 0) and the element after the last row keep 0x5a5a;
 * the source is unchanged and defined. */
static void avs_tstore_cube_002(void **state)
{
    (void)state;
    pto_machine *m = tlsu_v0_machine();
    cube_tile(m, 1, AVS_FP16, 768, 13, 19, PTO_LAYOUT_CUBE_N8, PE0);
    for (uint32_t r = 0; r < 13; r++)
        for (uint32_t c = 0; c < 19; c++) cube_put(m, 1, r, c, r * 32 + c + 1);
    for (unsigned e = 0; e < 274; e++) mem_store(m, 0x800 + e * 2, 2, 0x5a5a);
    avs_gpr(m, RA, 0x800);
    avs_gpr(m, RB, 42);
    avs_prog p;
    avs_init(&p);
    cube_tstore(&p, AVS_FP16, LY_N82ND, 1, 19, 13, true);
    run_ok(m, &p);
    assert_int_equal(mem_load(m, 0x800, 2), 1);
    assert_int_equal(mem_load(m, 0x800 + (7 * 21 + 7) * 2, 2), 232);
    assert_int_equal(mem_load(m, 0x800 + (12 * 21 + 18) * 2, 2), 403);
    assert_int_equal(mem_load(m, 0x800 + 19 * 2, 2), 0x5a5a);
    assert_int_equal(mem_load(m, 0x800 + 13 * 21 * 2, 2), 0x5a5a);
    cube_expect(m, 1, 12, 18, 403, true);
    pto_destroy(m);
}

/* PTO-AVS-TILE-CUBE-CELL-WIDTH-001 (model/shape/cube-cell/tile-bound-cube-cell-width-001.asl):
 * cell rows x columns for W = 32, 16, 8, 4 (every cell 1024 bits): N8 4/8/16/32
 * x 8; M32 32 x 1/2/4/8; M16 16 x 2/4/8/16; the CUBE types exclude HiF4X2 and
 * the 64-bit types. */
static void avs_cube_cell_width_001(void **state)
{
    (void)state;
    static const unsigned dts[4] = {AVS_FP32, AVS_FP16, AVS_E4M3, AVS_E2M1X2};
    static const uint32_t n8r[4] = {4, 8, 16, 32}, m32c[4] = {1, 2, 4, 8}, m16c[4] = {2, 4, 8, 16};
    for (int i = 0; i < 4; i++) {
        assert_int_equal(cube_cell_rows(N8_, dts[i]), n8r[i]);
        assert_int_equal(cube_cell_cols(N8_, dts[i]), 8);
        assert_int_equal(cube_cell_rows(M32_, dts[i]), 32);
        assert_int_equal(cube_cell_cols(M32_, dts[i]), m32c[i]);
        assert_int_equal(cube_cell_rows(M16_, dts[i]), 16);
        assert_int_equal(cube_cell_cols(M16_, dts[i]), m16c[i]);
        assert_int_equal(n8r[i] * 8u * pto_dtype_bits(dts[i]), 1024);
    }
    assert_true(cube_dtype_supported(AVS_U4X2));
    assert_false(cube_dtype_supported(AVS_HIF4X2));
    assert_false(cube_dtype_supported(AVS_FP64));
    assert_false(cube_dtype_supported(AVS_S64));
    assert_false(cube_dtype_supported(AVS_U64));
}

/* PTO-AVS-TILE-CUBE-CELL-TAIL-004 (tile-bound-cube-cell-tail-004.asl): storage
 * extents N8 FP16 13 x 19 -> 16 x 24, M16 FP32 3 x 5 -> 16 x 6, M32 FP16
 * 13 x 19 -> 32 x 20; 768 B holds the first, 384 B the second.
 * PTO-AVS-TILE-CUBE-CELL-CAPACITY-005 (tile-fault-cube-cell-capacity-005.asl):
 * 767 B does not hold it; zero valid rows or columns, M16 with 17 rows,
 * M32 with 33, HiF4X2 and FP64 are illegal. */
static void avs_cube_cell_tail_004(void **state)
{
    (void)state;
    assert_int_equal(cube_storage_rows(N8_, 13, AVS_FP16), 16);
    assert_int_equal(cube_storage_cols(N8_, 19, AVS_FP16), 24);
    assert_int_equal(cube_storage_rows(M16_, 3, AVS_FP32), 16);
    assert_int_equal(cube_storage_cols(M16_, 5, AVS_FP32), 6);
    assert_int_equal(cube_storage_rows(M32_, 13, AVS_FP16), 32);
    assert_int_equal(cube_storage_cols(M32_, 19, AVS_FP16), 20);
    assert_true(cube_shape_legal(768, 13, 19, AVS_FP16, N8_));
    assert_true(cube_shape_legal(384, 3, 5, AVS_FP32, M16_));
    assert_false(cube_shape_legal(767, 13, 19, AVS_FP16, N8_));
    assert_false(cube_shape_legal(128, 0, 8, AVS_FP16, N8_));
    assert_false(cube_shape_legal(128, 8, 0, AVS_FP16, N8_));
    assert_false(cube_shape_legal(128, 17, 1, AVS_FP32, M16_));
    assert_false(cube_shape_legal(128, 33, 1, AVS_FP32, M32_));
    assert_false(cube_shape_legal(128, 16, 16, AVS_HIF4X2, M16_));
    assert_false(cube_shape_legal(128, 16, 1, AVS_FP64, M16_));
}

/* PTO-AVS-TILE-CUBE-CELL-M16-B4-002 (tile-exec-cube-cell-m16-b4-002.asl):
 * the CUBE_M16 4-bit inner columns 0..15 map to 0 1 2 3 8 9 10 11 4 5 6 7
 * 12 13 14 15 (through a 1 x 16 E2M1X2 tile's index, row 0).
 * PTO-AVS-TILE-CUBE-CELL-ORDER-003 (tile-exec-cube-cell-order-003.asl): FP16
 * N8 13 x 19: k_repeat 2, n_repeat 3, 6 cells; (0,0) 0, (8,0) 64, (0,8) 128,
 * (12,18) 340. */
static void avs_cube_cell_order_003(void **state)
{
    (void)state;
    pto_machine *m = tlsu_v0_machine();
    cube_tile(m, 0, AVS_E2M1X2, 128, 1, 16, M16_, PE0);
    static const uint32_t perm[16] = {0, 1, 2, 3, 8, 9, 10, 11, 4, 5, 6, 7, 12, 13, 14, 15};
    for (uint32_t c = 0; c < 16; c++) {
        uint32_t e;
        assert_int_equal(pto_tile_index(m, 0, 0, c, &e), PTO_OK);
        assert_int_equal(e, perm[c]);
    }
    cube_tile(m, 1, AVS_FP16, 768, 13, 19, N8_, PE0);
    assert_int_equal(cube_k_repeat(N8_, 13, 19, AVS_FP16), 2);
    assert_int_equal(cube_n_repeat(N8_, 19, AVS_FP16), 3);
    assert_int_equal(cube_cells(N8_, 13, 19, AVS_FP16), 6);
    static const uint32_t rc[4][3] = {{0, 0, 0}, {8, 0, 64}, {0, 8, 128}, {12, 18, 340}};
    for (int k = 0; k < 4; k++) {
        uint32_t e;
        assert_int_equal(pto_tile_index(m, 1, rc[k][0], rc[k][1], &e), PTO_OK);
        assert_int_equal(e, rc[k][2]);
    }
    pto_destroy(m);
}

/* PTO-AVS-TILE-CUBE-ALLOCATE-001 (model/state/allocation/tile-state-cube-allocate-001.asl):
 * an FP16 CUBE_N8 13 x 19 tile of 768 B: storage 16 x 24, nothing defined,
 * capacity in use 768.  PTO-AVS-TILE-CUBE-RECONFIGURE-002
 * (tile-fault-cube-reconfigure-002.asl): the same in 128 B is refused and
 * an allocated tile is left as it was. */
static void avs_cube_allocate_001(void **state)
{
    (void)state;
    pto_machine *m = tlsu_v0_machine();
    cube_tile(m, 0, AVS_FP16, 768, 13, 19, N8_, PE0);
    cube_expect_shape(m, 0, AVS_FP16, N8_, 16, 24, 13, 19);
    assert_int_equal(pto_capacity_in_use(m), 768);
    cube_expect(m, 0, 0, 0, 0, false);
    pto_tile_desc d = {PTO_TILE_NUMERIC, AVS_FP16, 128, 0, 0, 13, 19, N8_, PE0};
    assert_int_equal(pto_tile_configure(m, 1, &d), PTO_ERR_ARG);
    assert_false(pto_tile_allocated(m, 1));
    assert_int_equal(pto_tile_configure(m, 0, &d), PTO_ERR_STATE);
    cube_expect_shape(m, 0, AVS_FP16, N8_, 16, 24, 13, 19);
    assert_int_equal(pto_capacity_in_use(m), 768);
    pto_destroy(m);
}

/* PTO-AVS-TILE-CUBE-GENERIC-001 (model/legality/descriptor-shape/tile-fault-cube-generic-001.asl):
 * a CUBE tile is no generic tile: as a TADD source (FP16 M16 16 x 16,
 * defined) it is TileLegality, and ordinary TSTORE (no CUBE code) rejects
 * it too. */
static void avs_cube_generic_001(void **state)
{
    (void)state;
    for (int k = 0; k < 2; k++) {
        pto_machine *m = tlsu_v0_machine();
        cube_tile(m, 1, AVS_FP16, 512, 16, 16, M16_, PE0);
        for (uint32_t r = 0; r < 16; r++)
            for (uint32_t c = 0; c < 16; c++) cube_put(m, 1, r, c, 0x3c00);
        avs_prog p;
        avs_init(&p);
        if (k == 0) {
            avs_w(&p, avs_bstart(AVS_FP16, AVS_TADD));
            avs_w(&p, avs_bdim(0, 0, 16));
            avs_w(&p, avs_bdim(1, 0, 16));
            avs_w(&p, avs_biot_ssd(1, 1, AVS_PEM_PE0, 1, AVS_HAND_T, 3));
        } else {
            avs_w(&p, tlsu_bstart(AVS_FP16, TLSU_TSTORE));
            avs_w(&p, avs_biot_s(1, AVS_PEM_PE0, 1));
        }
        unsigned stop = avs_w(&p, AVS_BSTOP);
        run_to_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY);
        pto_destroy(m);
    }
}

/* ============================ the block forms ============================ */

/* PTO-AVS-BLOCK-TLOAD-CUBE-002 (BSTART.TLOAD/block-exec-bstart-tload-cube-002.asl):
 * FP16 ND2M16 with PadValue Max, LB0 = 3, LB1 = 2, ->T<128B>, elements 1..6
 * at 0: a CUBE_M16 Matrix tile 16 x 4 with valid 2 x 3, (0,0) 1, (1,2) 6,
 * the tail (2,0) 0x7bff and defined. */
static void avs_bstart_tload_cube_002(void **state)
{
    (void)state;
    pto_machine *m = tlsu_v0_machine();
    for (unsigned e = 0; e < 6; e++) mem_store(m, e * 2, 2, e + 1);
    avs_prog p;
    avs_init(&p);
    cube_tload(&p, AVS_FP16, LY_ND2M16, AVS_PAD_MAX, 3, 2, 1, false);
    run_ok(m, &p);
    cube_expect_shape(m, 0, AVS_FP16, PTO_LAYOUT_CUBE_M16, 16, 4, 2, 3);
    cube_expect(m, 0, 0, 0, 1, true);
    cube_expect(m, 0, 1, 2, 6, true);
    cube_expect(m, 0, 2, 0, 0x7bff, true);
    assert_int_equal(pto_capacity_in_use(m), 128);
    assert_int_equal(pto_last_destination(m), 0);
    pto_destroy(m);
}

/* PTO-AVS-BLOCK-TLOAD-CUBE-STRIDE-007 (block-exec-bstart-tload-cube-stride-007.asl):
 * FP16 ND2M16 2 x 2: B.IOR stride 6 from 0x100 reads (1,0) at 0x106 = 3;
 * omitted B.IOR gives the dense stride 2 * 2 bytes, (1,0) = 7 (at 4);
 * B.IOR zero, zero aliases the rows: (1,0) = (0,0), (1,1) = (0,1). */
static void avs_bstart_tload_cube_stride_007(void **state)
{
    (void)state;
    for (int k = 0; k < 3; k++) {
        pto_machine *m = tlsu_v0_machine();
        avs_prog p;
        avs_init(&p);
        if (k == 0) {
            mem_store(m, 0x100, 2, 1), mem_store(m, 0x102, 2, 2), mem_store(m, 0x106, 2, 3), mem_store(m, 0x108, 2, 4);
            avs_gpr(m, RA, 0x100);
            avs_gpr(m, RB, 6);
            cube_tload(&p, AVS_FP16, LY_ND2M16, 0, 2, 2, 1, true);
        } else {
            for (unsigned e = 0; e < 4; e++) mem_store(m, e * 2, 2, (k == 1 ? 5 : 9) + e);
            if (k == 1) {
                cube_tload(&p, AVS_FP16, LY_ND2M16, 0, 2, 2, 1, false);
            } else {
                avs_w(&p, tlsu_bstart(AVS_FP16, TLSU_TLOAD));
                avs_w(&p, avs_bdatr(0, 0, 0, 0, AVS_DTYPE_NONE, 0, LY_ND2M16));
                avs_w(&p, avs_bdim(0, 0, 2));
                avs_w(&p, avs_bdim(1, 0, 2));
                avs_w(&p, avs_biot_d(AVS_PEM_PE0, 1, AVS_HAND_T, 1));
                avs_w(&p, avs_bior(0, 0, 0, 0));
                avs_w(&p, AVS_BSTOP);
            }
        }
        run_ok(m, &p);
        if (k == 0) cube_expect(m, 0, 1, 0, 3, true);
        if (k == 1) cube_expect(m, 0, 1, 0, 7, true);
        if (k == 2) {
            cube_expect(m, 0, 0, 0, 9, true), cube_expect(m, 0, 1, 0, 9, true);
            cube_expect(m, 0, 0, 1, 10, true), cube_expect(m, 0, 1, 1, 10, true);
        }
        pto_destroy(m);
    }
}

/* PTO-AVS-BLOCK-TLOAD-CUBE-ACCESS-003 (block-fault-bstart-tload-cube-access-003.asl):
 * FP16 ND2M16 1 column x 3 rows with B.IOR: base 4096 stride 2 faults
 * DataPage at 4096 (the first element); base 0 stride 2^63 + 2 at
 * 0x8000000000000002 (the middle one); base 4092 stride 2 at 4096 (the
 * last one); no allocation, no memory change. */
static void avs_bstart_tload_cube_access_003(void **state)
{
    (void)state;
    static const uint64_t c[3][3] = {{4096, 2, 4096}, {0, 0x8000000000000002u, 0x8000000000000002u}, {4092, 2, 4096}};
    for (int k = 0; k < 3; k++) {
        pto_machine *m = tlsu_v0_machine();
        avs_gpr(m, RA, c[k][0]);
        avs_gpr(m, RB, c[k][1]);
        avs_prog p;
        avs_init(&p);
        unsigned stop = cube_tload(&p, AVS_FP16, LY_ND2M16, 0, 1, 3, 1, true);
        run_to_mem_fault(m, &p, stop, PTO_FAULT_DATA_PAGE, c[k][2]);
        assert_int_equal(pto_capacity_in_use(m), 0);
        pto_destroy(m);
    }
}

/* PTO-AVS-BLOCK-TLOAD-CUBE-RETRY-004 (block-fault-bstart-tload-cube-retry-004.asl):
 * FP16 ND2M16 (PadValue Null) 1 x 3 from base 1, stride 2: DataAlignment
 * at 1, the destination rolled back (capacity 0); reissued with base 0 the
 * block commits, (0,0) 1, (2,0) 3, capacity 128. */
static void avs_bstart_tload_cube_retry_004(void **state)
{
    (void)state;
    pto_machine *m = tlsu_v0_machine();
    mem_store(m, 0, 2, 1), mem_store(m, 2, 2, 2), mem_store(m, 4, 2, 3);
    avs_gpr(m, RA, 1);
    avs_gpr(m, RB, 2);
    avs_prog p;
    avs_init(&p);
    unsigned stop = cube_tload(&p, AVS_FP16, LY_ND2M16, AVS_PAD_NULL, 1, 3, 1, true);
    run_to_mem_fault(m, &p, stop, PTO_FAULT_DATA_ALIGNMENT, 1);
    assert_int_equal(pto_capacity_in_use(m), 0);
    pto_reset(m);
    assert_int_equal(pto_mem_preset_select(m, PTO_MEM_PTO_V0), PTO_OK);
    mem_store(m, 0, 2, 1), mem_store(m, 2, 2, 2), mem_store(m, 4, 2, 3);
    avs_gpr(m, RA, 0);
    avs_gpr(m, RB, 2);
    run_ok(m, &p);
    assert_int_equal(pto_capacity_in_use(m), 128);
    cube_expect(m, 0, 0, 0, 1, true);
    cube_expect(m, 0, 2, 0, 3, true);
    cube_expect(m, 0, 3, 0, 0, false); /* PadValue Null: the tail is undefined */
    pto_destroy(m);
}

/* PTO-AVS-BLOCK-TLOAD-CUBE-TSIZE-006 (block-fault-bstart-tload-cube-tsize-006.asl):
 * FP16 ND2N8 19 columns x 13 rows needs 6 cells (768 bytes); ->T<512B> is
 * TileAllocation with nothing allocated and no memory read. */
static void avs_bstart_tload_cube_tsize_006(void **state)
{
    (void)state;
    pto_machine *m = tlsu_v0_machine();
    avs_prog p;
    avs_init(&p);
    unsigned stop = cube_tload(&p, AVS_FP16, LY_ND2N8, 0, 19, 13, 3, false);
    run_to_fault(m, &p, stop, PTO_FAULT_TILE_ALLOCATION);
    assert_int_equal(pto_capacity_in_use(m), 0);
    pto_destroy(m);
    /* the same with ->T<1KiB> fits (hand-derived: 768 <= 1024) */
    m = tlsu_v0_machine();
    avs_init(&p);
    cube_tload(&p, AVS_FP16, LY_ND2N8, 0, 19, 13, 4, false);
    run_ok(m, &p);
    cube_expect_shape(m, 0, AVS_FP16, PTO_LAYOUT_CUBE_N8, 16, 24, 13, 19);
    pto_destroy(m);
}

/* PTO-AVS-BLOCK-TLOAD-CUBE-DTYPE-005 (block-bound-bstart-tload-cube-dtype-005.asl):
 * FP64, HiF4X2, S64 and U64 are not CUBE types: TileLegality, no capacity. */
static void avs_bstart_tload_cube_dtype_005(void **state)
{
    (void)state;
    static const unsigned types[] = {AVS_FP64, AVS_HIF4X2, AVS_S64, AVS_U64};
    for (size_t k = 0; k < 4; k++) {
        pto_machine *m = tlsu_v0_machine();
        avs_prog p;
        avs_init(&p);
        unsigned stop = cube_tload(&p, types[k], LY_ND2M16, 0, 1, 1, 1, false);
        run_to_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY);
        assert_int_equal(pto_capacity_in_use(m), 0);
        pto_destroy(m);
    }
}

/* PTO-AVS-BLOCK-TLOAD-CUBE-MASK-008 (block-state-bstart-tload-cube-mask-008.asl):
 * an FP16 ND2M16 1 x 1 TLOAD on PE0-PE1 allocates one tile on both PEs
 * (capacity 2 x 128); a zero-mask TLOAD with the wrong-direction code 25 is
 * a strict no-op (zero participation comes before the CUBE path). */
static void avs_bstart_tload_cube_mask_008(void **state)
{
    (void)state;
    pto_machine *m = tlsu_v0_machine();
    mem_store(m, 0, 2, 0x3c00);
    avs_prog p;
    avs_init(&p);
    avs_w(&p, tlsu_bstart(AVS_FP16, TLSU_TLOAD));
    avs_w(&p, avs_bdatr(0, 0, 0, 0, AVS_DTYPE_NONE, 0, LY_ND2M16));
    avs_w(&p, avs_bdim(0, 0, 1));
    avs_w(&p, avs_bdim(1, 0, 1));
    avs_w(&p, avs_biot_d(PEM_PE01, 1, AVS_HAND_T, 1));
    avs_w(&p, AVS_BSTOP);
    run_ok(m, &p);
    assert_int_equal(pto_capacity_in_use(m), 256);
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, 0, &d), PTO_OK);
    assert_int_equal(d.mask, 0xC);
    cube_expect(m, 0, 0, 0, 0x3c00, true);
    pto_destroy(m);
    m = tlsu_v0_machine();
    avs_init(&p);
    avs_w(&p, tlsu_bstart(AVS_FP16, TLSU_TLOAD));
    avs_w(&p, avs_bdatr(0, 0, 0, 0, AVS_DTYPE_NONE, 0, LY_M162ND));
    avs_w(&p, avs_bdim(0, 0, 1));
    avs_w(&p, avs_bdim(1, 0, 1));
    avs_w(&p, avs_biot_d(AVS_PEM_NONE, 1, AVS_HAND_T, 1));
    avs_w(&p, AVS_BSTOP);
    run_ok(m, &p);
    assert_int_equal(pto_capacity_in_use(m), 0);
    pto_destroy(m);
}

/* PTO-AVS-BLOCK-TSTORE-CUBE-002 (BSTART.TSTORE/block-exec-bstart-tstore-cube-002.asl):
 * an FP16 CUBE_M16 2 x 3 source with 1..6 stored by M162ND (LB0 3, LB1 2)
 * at 0, dense: bytes 0..11 hold 1..6; the source is unchanged and defined. */
static void avs_bstart_tstore_cube_002(void **state)
{
    (void)state;
    pto_machine *m = tlsu_v0_machine();
    cube_tile(m, 0, AVS_FP16, 128, 2, 3, PTO_LAYOUT_CUBE_M16, PE0);
    for (uint32_t r = 0; r < 2; r++)
        for (uint32_t c = 0; c < 3; c++) cube_put(m, 0, r, c, r * 3 + c + 1);
    avs_prog p;
    avs_init(&p);
    cube_tstore(&p, AVS_FP16, LY_M162ND, 0, 3, 2, false);
    run_ok(m, &p);
    for (unsigned e = 0; e < 6; e++) assert_int_equal(mem_load(m, e * 2, 2), e + 1);
    cube_expect(m, 0, 0, 0, 1, true);
    cube_expect(m, 0, 1, 2, 6, true);
    pto_destroy(m);
}

/* PTO-AVS-BLOCK-TSTORE-CUBE-ACCESS-003 (block-fault-bstart-tstore-cube-access-003.asl):
 * an FP16 CUBE_M16 3 x 1 source stored with B.IOR: base 4096 / stride 2 ->
 * DataPage at 4096; base 0 / stride 2^63 + 2 -> at 0x8000000000000002;
 * base 4092 / stride 2 -> at 4096, and byte 4092 (a witness 0xa5) is not
 * written; the source is unchanged. */
static void avs_bstart_tstore_cube_access_003(void **state)
{
    (void)state;
    static const uint64_t c[3][4] = {
        {4096, 2, 4096, 0}, {0, 0x8000000000000002u, 0x8000000000000002u, 0}, {4092, 2, 4096, 4092}};
    for (int k = 0; k < 3; k++) {
        pto_machine *m = tlsu_v0_machine();
        cube_tile(m, 0, AVS_FP16, 128, 3, 1, PTO_LAYOUT_CUBE_M16, PE0);
        for (uint32_t r = 0; r < 3; r++) cube_put(m, 0, r, 0, r + 1);
        mem_store(m, c[k][3], 1, 0xa5);
        avs_gpr(m, RA, c[k][0]);
        avs_gpr(m, RB, c[k][1]);
        avs_prog p;
        avs_init(&p);
        unsigned stop = cube_tstore(&p, AVS_FP16, LY_M162ND, 0, 1, 3, true);
        run_to_mem_fault(m, &p, stop, PTO_FAULT_DATA_PAGE, c[k][2]);
        assert_int_equal(mem_load(m, c[k][3], 1), 0xa5);
        cube_expect(m, 0, 2, 0, 3, true);
        pto_destroy(m);
    }
}

/* PTO-AVS-BLOCK-TSTORE-CUBE-DESCRIPTOR-004 (block-fault-bstart-tstore-cube-descriptor-004.asl):
 * an FP16 M162ND TSTORE with LB0 3, LB1 2 is TileLegality, with no store,
 * when the source is CUBE_M32 (256 B), FP32 (256 B) or 2 x 4 (the AVS
 * cases; its fourth case, a CUBE tile outside the Matrix location, cannot
 * arise in ptosim, whose CUBE tiles are always Matrix tiles).  Added by
 * hand: a CUBE_N8 source fails too, a correct source of 128 or 256 bytes
 * stores, an undefined source fails. */
static void avs_bstart_tstore_cube_descriptor_004(void **state)
{
    (void)state;
    static const struct { uint32_t cap, vc; unsigned dt, layout; bool ok; } cases[] = {
        {256, 3, AVS_FP16, PTO_LAYOUT_CUBE_M32, false},
        {256, 3, AVS_FP32, PTO_LAYOUT_CUBE_M16, false},
        {128, 4, AVS_FP16, PTO_LAYOUT_CUBE_M16, false},
        {128, 3, AVS_FP16, PTO_LAYOUT_CUBE_N8, false},
        {256, 3, AVS_FP16, PTO_LAYOUT_CUBE_M16, true},
        {128, 3, AVS_FP16, PTO_LAYOUT_CUBE_M16, true},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        pto_machine *m = tlsu_v0_machine();
        cube_tile(m, 0, cases[k].dt, cases[k].cap, 2, cases[k].vc, cases[k].layout, PE0);
        for (uint32_t r = 0; r < 2; r++)
            for (uint32_t c = 0; c < cases[k].vc; c++) cube_put(m, 0, r, c, 1);
        mem_store(m, 0, 2, 0x5a5a);
        avs_prog p;
        avs_init(&p);
        unsigned stop = cube_tstore(&p, AVS_FP16, LY_M162ND, 0, 3, 2, false);
        if (cases[k].ok) {
            run_ok(m, &p);
            assert_int_equal(mem_load(m, 0, 2), 1);
        } else {
            run_to_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY);
            assert_int_equal(mem_load(m, 0, 2), 0x5a5a);
        }
        pto_destroy(m);
    }
    /* an undefined source: TileLegality */
    pto_machine *m = tlsu_v0_machine();
    cube_tile(m, 0, AVS_FP16, 128, 2, 3, PTO_LAYOUT_CUBE_M16, PE0);
    avs_prog p;
    avs_init(&p);
    unsigned stop = cube_tstore(&p, AVS_FP16, LY_M162ND, 0, 3, 2, false);
    run_to_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY);
    pto_destroy(m);
}

/* PTO-AVS-BLOCK-TLOAD-TSTORE-CUBE-DIRECTION-002
 * (dispatch/tlsu-layout-conversion/block-fault-tload-tstore-cube-direction-002.asl):
 * codes 21..23 only on TLOAD, 24..26 only on TSTORE
 * (BundleCubeTransportDataAttributesLegal); a wrong direction is
 * TileLegality before any effect, the right one commits. */
static void avs_cube_direction_002(void **state)
{
    (void)state;
    for (unsigned code = 21; code <= 26; code++)
        for (unsigned load = 0; load <= 1; load++) {
            pto_machine *m = tlsu_v0_machine();
            unsigned layout = PTO_LAYOUT_CUBE_M32 + (code - 21u) % 3u;
            cube_tile(m, 5, AVS_FP16, 256, 2, 3, layout, PE0);
            for (uint32_t r = 0; r < 2; r++)
                for (uint32_t c = 0; c < 3; c++) cube_put(m, 5, r, c, 0x3c00);
            avs_prog p;
            avs_init(&p);
            avs_w(&p, tlsu_bstart(AVS_FP16, load ? TLSU_TLOAD : TLSU_TSTORE));
            avs_w(&p, avs_bdatr(0, 0, 0, 0, AVS_DTYPE_NONE, 0, code));
            avs_w(&p, avs_bdim(0, 0, 3));
            avs_w(&p, avs_bdim(1, 0, 2));
            avs_w(&p, load ? avs_biot_d(AVS_PEM_PE0, 1, AVS_HAND_T, 2) : avs_biot_s(5, AVS_PEM_PE0, 1));
            unsigned stop = avs_w(&p, AVS_BSTOP);
            bool legal = load ? code <= 23 : code >= 24;
            if (legal) {
                run_ok(m, &p);
                if (!load) assert_int_equal(mem_load(m, 0, 2), 0x3c00);
                else assert_int_equal(pto_capacity_in_use(m), 512);
            } else {
                run_to_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY);
            }
            pto_destroy(m);
        }
}

/* cube_index (and cube_geo_index, which it is) against the cell formulas
 * as the digest writes them (spec-digest-2 §8.3, TileCubeStorageIndex and
 * TileCubeCellElementIndex of cube-cell.asl), with the cell shape taken
 * from the digest's table rather than from cube_cell_rows/cols: every
 * element of every storage position, for each CUBE layout, each element
 * width (FP32, FP16, U8, U4X2) and valid shapes up to two cells each way
 * (N8) or the layout's rows (M16, M32).  Each index must also be inside
 * the storage and cube_position's inverse of it. */
static void cube_index_matches_cell_formulas(void **state)
{
    (void)state;
    static const unsigned layouts[3] = {M16_, M32_, N8_};
    static const unsigned dts[4] = {DT_FP32, DT_FP16, DT_U8, 28 /* U4X2 */};
    static const uint32_t widths[4] = {32, 16, 8, 4};
    unsigned checked = 0;
    for (unsigned li = 0; li < 3; li++)
        for (unsigned wi = 0; wi < 4; wi++) {
            unsigned lay = layouts[li], w = widths[wi];
            /* the table: M16 16 x (64 / W), M32 32 x (32 / W), N8 (128 / W) x 8 */
            uint32_t cr = lay == M16_ ? 16u : lay == M32_ ? 32u : 128u / w;
            uint32_t cc = lay == M16_ ? 64u / w : lay == M32_ ? 32u / w : 8u;
            for (uint32_t vr = 1; vr <= (lay == N8_ ? 2u * cr : cr); vr += (vr < 4 ? 1u : 5u))
                for (uint32_t vc = 1; vc <= 2u * cc + 3u; vc += (vc < 4 ? 1u : 3u)) {
                    uint32_t sr = lay == N8_ ? (vr + cr - 1u) / cr * cr : cr, sc = (vc + cc - 1u) / cc * cc;
                    uint32_t kr = lay == N8_ ? sr / cr : sc / cc;
                    tile t;
                    memset(&t, 0, sizeof t);
                    t.layout = (uint8_t)lay;
                    t.dtype = (uint8_t)dts[wi];
                    t.rows = sr, t.cols = sc, t.vrows = vr, t.vcols = vc;
                    for (uint32_t r = 0; r < sr; r++)
                        for (uint32_t c = 0; c < sc; c++) {
                            uint32_t cell, inner, ic = c % cc;
                            if (lay == N8_) {
                                cell = (c / 8u) * kr + r / cr;
                                inner = ic * cr + r % cr;
                            } else {
                                if (lay == M16_ && w == 4) ic = ic < 4 || ic >= 12 ? ic : ic < 8 ? ic + 4 : ic - 4;
                                cell = c / cc;
                                inner = r * cc + ic;
                            }
                            uint32_t want = cell * cr * cc + inner, got = cube_index(&t, r, c), pr, pc;
                            if (got != want)
                                fail_msg("layout %u, %u bits, %ux%u: (%u, %u) at %u, not %u", lay, w, vr, vc, r, c,
                                         got, want);
                            assert_true(got < sr * sc);
                            cube_position(&t, got, &pr, &pc);
                            assert_true(pr == r && pc == c);
                            checked++;
                        }
                }
        }
    print_message("%u positions\n", checked);
    assert_true(checked > 100000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(avs_cube_cell_width_001),
        cmocka_unit_test(avs_cube_cell_tail_004),
        cmocka_unit_test(avs_cube_cell_order_003),
        cmocka_unit_test(avs_cube_allocate_001),
        cmocka_unit_test(avs_cube_generic_001),
        cmocka_unit_test(avs_tload_cube_001),
        cmocka_unit_test(avs_tload_cube_m16_b4_005),
        cmocka_unit_test(avs_tload_cube_widths_003),
        cmocka_unit_test(avs_tload_cube_pad_004),
        cmocka_unit_test(avs_tstore_cube_002),
        cmocka_unit_test(avs_bstart_tload_cube_002),
        cmocka_unit_test(avs_bstart_tload_cube_stride_007),
        cmocka_unit_test(avs_bstart_tload_cube_access_003),
        cmocka_unit_test(avs_bstart_tload_cube_retry_004),
        cmocka_unit_test(avs_bstart_tload_cube_tsize_006),
        cmocka_unit_test(avs_bstart_tload_cube_dtype_005),
        cmocka_unit_test(avs_bstart_tload_cube_mask_008),
        cmocka_unit_test(avs_bstart_tstore_cube_002),
        cmocka_unit_test(avs_bstart_tstore_cube_access_003),
        cmocka_unit_test(avs_bstart_tstore_cube_descriptor_004),
        cmocka_unit_test(avs_cube_direction_002),
        cmocka_unit_test(cube_index_matches_cell_formulas),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
