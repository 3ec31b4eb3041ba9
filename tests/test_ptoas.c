/* The PTO-AS front end: every example form of peers.md §4.4 (E1..E3) and the
 * spellings of §4.1/§4.2 parse, lower to the expected bundle text and run
 * to the expected values; bad PTO-AS gives a located error.  Expected
 * element values are derived by hand in the comments (small exact binary32
 * values). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <stdint.h>

#include <cmocka.h>

#include "asm/program.h"
#include "front/ptoas.h"
#include "support/support.h"

static pto_machine *run_lowered(const char *src, const ptoas_binding *in, size_t nin, const char *const *outs,
                                size_t nouts, ptoas_result *r)
{
    int rc = ptoas_lower(src, strlen(src), in, nin, outs, nouts, r);
    if (rc) print_message("lowering failed at %u:%u: %s\n", r->line, r->column, r->message);
    assert_int_equal(rc, 0);
    pto_machine *m = pto_create();
    char err[300];
    pto_status s = run_text(m, r->program, err, sizeof err);
    if (s != PTO_END) print_message("run: %s\n%s\n", err, r->program);
    assert_int_equal(s, PTO_END);
    return m;
}

static uint32_t f32(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

/* The 32-bit word of global memory at addr (the read itself must work). */
static uint32_t gm_u32(pto_machine *m, uint64_t addr)
{
    uint32_t v = 0;
    assert_int_equal(pto_mem_read(m, addr, &v, 4), PTO_OK);
    return v;
}

static uint64_t el(pto_machine *m, unsigned tile, uint32_t i)
{
    uint64_t v;
    bool d;
    assert_int_equal(pto_tile_read(m, tile, 0, i, &v, &d), PTO_OK);
    assert_true(d);
    return v;
}

/* E3: Level-1 SSA (both !pto.tile spellings) and the short form.
 * x = 2.5; y = x - 1 = 1.5; z = x + y = 4.0; m = z > 3 -> 1; w = z - 1 = 3. */
static void e3_ssa(void **state)
{
    (void)state;
    char path[512];
    snprintf(path, sizeof path, "%s/examples/pto/ssa.pto", PTOSIM_SOURCE_DIR);
    char *src = read_file(path, NULL);
    assert_non_null(src);
    ptoas_result r;
    static const char *const outs[] = {"x", "y", "z", "m", "w"}; /* --out keeps their tiles */
    pto_machine *m = run_lowered(src, NULL, 0, outs, 5, &r);
    /* the lowering names each bundle */
    assert_non_null(strstr(r.program, "BSTART.VEC TEXPANDS, FP32\nB.DIM LB0=16 ; B.DIM LB1=16 ; B.DIM LB2=16\n"
                                      "B.IOT mask=1000, last, ->T<1024B>\nB.IOR a0, zero, zero, ->zero\nBSTOP\n"));
    assert_non_null(strstr(r.program, "B.IOT T#1, T#2, mask=1000, last, ->T<1024B>"));
    assert_non_null(strstr(r.program, "B.DATR cmode=GT, pad=Null")); /* #pto.cmp<GT>: PTO-AS GT -> CMode 3 */
    assert_int_equal(el(m, 0, 255), f32(2.5f));
    assert_int_equal(el(m, 1, 0), f32(1.5f));
    assert_int_equal(el(m, 2, 17), f32(4.0f));
    assert_int_equal(el(m, 3, 100), 1);
    assert_int_equal(el(m, 4, 7), f32(3.0f));
    pto_destroy(m);
    ptoas_free(&r);
    free(src);
}

/* E1: DPS vadd with the keyed tile_buf; tload/tstore bound to host data.
 * a[i] = i, b[i] = 0.5 -> c[i] = i + 0.5 (exact in binary32 for i < 1024). */
static void e1_dps_vadd(void **state)
{
    (void)state;
    char path[512];
    snprintf(path, sizeof path, "%s/examples/pto/vadd.pto", PTOSIM_SOURCE_DIR);
    char *src = read_file(path, NULL);
    assert_non_null(src);
    static uint8_t a[4096], b[4096];
    for (int i = 0; i < 1024; i++) {
        uint32_t x = f32((float)i), y = f32(0.5f);
        memcpy(a + 4 * i, &x, 4);
        memcpy(b + 4 * i, &y, 4);
    }
    static uint8_t c0[4096]; /* the output's memory: zeros */
    ptoas_binding in[3] = {{"pa", a, sizeof a, NULL}, {"pb", b, sizeof b, NULL}, {"pc", c0, sizeof c0, NULL}};
    ptoas_result r;
    pto_machine *m = run_lowered(src, in, 3, NULL, 0, &r);
    assert_int_equal(r.noutputs, 1);
    assert_string_equal(r.outputs[0].name, "pc");
    /* pto.tstore wrote the result to global memory with a TSTORE bundle */
    assert_true(r.outputs[0].in_gm);
    assert_int_equal(r.outputs[0].rows, 32);
    assert_int_equal(r.outputs[0].cols, 32);
    assert_int_equal(r.outputs[0].stride, 128);
    for (uint32_t i = 0; i < 1024; i++) {
        assert_int_equal(gm_u32(m, r.outputs[0].addr + 4u * i), f32((float)i + 0.5f));
    }
    assert_non_null(strstr(r.program, "BSTART.TLOAD FP32"));
    assert_non_null(strstr(r.program, "BSTART.TSTORE FP32"));
    pto_destroy(m);
    ptoas_free(&r);
    free(src);
}

/* E2: compact tile_buf with valid=?x? set by alloc_tile operands (12x40 of
 * 16x64); texpands 2.0, tsubs 1.0 in place (DPS rebinding), tcmps > 0 with
 * the manual's spelling (a warning).  Every valid element is 1.0 > 0 -> 1;
 * padding of the mask is Null (undefined). */
static void e2_compact_dynamic(void **state)
{
    (void)state;
    char path[512];
    snprintf(path, sizeof path, "%s/examples/pto/fill_sub_cmp.pto", PTOSIM_SOURCE_DIR);
    char *src = read_file(path, NULL);
    assert_non_null(src);
    ptoas_result r;
    static const char *const outs[] = {"t", "m"};
    pto_machine *m = run_lowered(src, NULL, 0, outs, 2, &r);
    assert_int_equal(r.warnings, 1);
    assert_non_null(strstr(r.warning_text, "11:36: warning")); /* at #pto<cmp greater_than> */
    assert_non_null(strstr(r.program, "B.DIM LB0=40 ; B.DIM LB1=12 ; B.DIM LB2=64"));
    assert_non_null(strstr(r.program, ".release T#1")); /* the buffer's old tile after the in-place tsubs */
    /* after the release, the mask took the lowest free slot T#1 */
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, 0, &d), PTO_OK);
    assert_int_equal(d.kind, PTO_TILE_PREDICATE);
    assert_int_equal(d.valid_rows, 12);
    assert_int_equal(d.valid_cols, 40);
    assert_int_equal(el(m, 0, 0), 1);
    assert_int_equal(el(m, 0, 11 * 64 + 39), 1);
    bool def;
    pto_tile_read(m, 0, 0, 40, NULL, &def);
    assert_false(def);
    assert_int_equal(el(m, 1, 0), f32(1.0f));
    pto_destroy(m);
    ptoas_free(&r);
    free(src);
}

/* Other spellings: keyed tile_buf with pad=1 (zero) and v_col=?, set_validshape,
 * #pto<cmp le> (PTO-AS LE = 3 -> B.DATR CMode LE = 4), inline host data. */
static void spellings(void **state)
{
    (void)state;
    const char *src =
        "%r = arith.constant 1 : index\n"
        "%c = arith.constant 4 : index\n"
        "%two = arith.constant 2 : i32\n"
        "%t = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=i32, rows=4, cols=8, v_row=?, v_col=?, pad=1>\n"
        "pto.set_validshape %t, %r, %c : !pto.tile_buf<loc=vec, dtype=i32, rows=4, cols=8, v_row=?, v_col=?, pad=1>\n"
        "%u = pto.alloc_tile valid_row = %r valid_col = %c : !pto.tile_buf<vec, 4x8xi32, valid=?x?, pad=1>\n"
        "%m = pto.alloc_tile : !pto.tile_buf<vec, 4x8xi8>\n"
        "pto.tsubs ins(%u : !pto.tile_buf<vec, 4x8xi32, valid=?x?, pad=1>, %two : i32) outs(%t : !pto.tile_buf<loc=vec, dtype=i32, rows=4, cols=8, v_row=?, v_col=?, pad=1>)\n"
        "pto.tcmps ins(%t, %two {cmpMode = #pto<cmp le>} : !pto.tile_buf<vec, 4x8xi32>, i32) outs(%m : !pto.tile_buf<vec, 4x8xi8>)\n";
    /* u = [1, 2, 3, 4] (inline), t = u - 2 = [-1, 0, 1, 2], m = t <= 2 -> all 1;
     * the tsubs gives each operand its type (ins(%u : T, %two : i32)) */
    ptoas_binding in[1] = {{"u", NULL, 0, "1,2,3,4"}};
    ptoas_result r;
    static const char *const outs[] = {"u", "t", "m"};
    pto_machine *m = run_lowered(src, in, 1, outs, 3, &r);
    assert_non_null(strstr(r.program, "B.DATR pad=Zero"));
    assert_non_null(strstr(r.program, "B.DATR cmode=LE, pad=Null"));
    /* U#1 is host data in T#1; the tsubs result is T#2 */
    assert_int_equal(el(m, 1, 0), 0xFFFFFFFFu);
    assert_int_equal(el(m, 1, 3), 2);
    assert_int_equal(el(m, 1, 4), 0); /* pad=1: zero padding, defined */
    for (uint32_t i = 0; i < 4; i++) assert_int_equal(el(m, 2, i), 1);
    pto_destroy(m);
    ptoas_free(&r);
}

#define TB(R, C, T) "!pto.tile_buf<loc=vec, dtype=" T ", rows=" #R ", cols=" #C ", v_row=" #R ", v_col=" #C \
                    ", blayout=row_major, slayout=none_box, fractal=512, pad=0>"
#define TBC(R, T) "!pto.tile_buf<loc=vec, dtype=" T ", rows=" #R ", cols=1, v_row=" #R ", v_col=1" \
                  ", blayout=col_major, slayout=none_box, fractal=512, pad=0>"

/* TSEL with PTOAS's scratch operand, a column reduction and a column
 * broadcast, in the printed DPS form.  a (2x32 FP32) = i - 20 for element i;
 * mask = a > 0; d = TSEL(mask, a, b) with b = -1: i - 20 for i > 20, else -1.
 * The column maximum of a is max(j - 20, j + 12) = j + 12, and
 * TCOLEXPANDMUL(a, colmax) = (i - 20) * (j + 12): small integers, exact. */
static void select_reduce_expand(void **state)
{
    (void)state;
    const char *src =
        "func.func @k(%pa: !pto.ptr<f32>, %pc: !pto.ptr<f32>, %pd: !pto.ptr<f32>) {\n"
        "%c0 = arith.constant 0 : index\n%c1 = arith.constant 1 : index\n%c2 = arith.constant 2 : index\n"
        "%c32 = arith.constant 32 : index\n"
        "%zero = arith.constant 0.0 : f32\n%neg = arith.constant -1.0 : f32\n"
        "%va = pto.make_tensor_view %pa, shape = [%c2, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xf32>\n"
        "%vc = pto.make_tensor_view %pc, shape = [%c2, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xf32>\n"
        "%vd = pto.make_tensor_view %pd, shape = [%c2, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xf32>\n"
        "%sa = pto.partition_view %va, offsets = [%c0, %c0], sizes = [%c2, %c32] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<2x32xf32>\n"
        "%sc = pto.partition_view %vc, offsets = [%c0, %c0], sizes = [%c2, %c32] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<2x32xf32>\n"
        "%sd = pto.partition_view %vd, offsets = [%c0, %c0], sizes = [%c2, %c32] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<2x32xf32>\n"
        "%a = pto.alloc_tile : " TB(2, 32, "f32") "\n"
        "%b = pto.alloc_tile : " TB(2, 32, "f32") "\n"
        "%d = pto.alloc_tile : " TB(2, 32, "f32") "\n"
        "%tmp = pto.alloc_tile : " TB(2, 32, "f32") "\n"
        "%mk = pto.alloc_tile : " TB(2, 64, "i8") "\n"
        "%cm = pto.alloc_tile : " TB(1, 32, "f32") "\n"
        "%e = pto.alloc_tile : " TB(2, 32, "f32") "\n"
        "pto.tload ins(%sa : !pto.partition_tensor_view<2x32xf32>) outs(%a : " TB(2, 32, "f32") ")\n"
        "pto.texpands ins(%neg : f32) outs(%b : " TB(2, 32, "f32") ")\n"
        "pto.tcmps ins(%a, %zero {cmpMode = #pto<cmp gt>} : " TB(2, 32, "f32") ", f32) outs(%mk : " TB(2, 64, "i8") ")\n"
        "pto.tsel ins(%mk, %a, %b, %tmp : " TB(2, 64, "i8") ", " TB(2, 32, "f32") ", " TB(2, 32, "f32") ", " TB(2, 32, "f32")
        ") outs(%d : " TB(2, 32, "f32") ")\n"
        "pto.tcolmax ins(%a : " TB(2, 32, "f32") ") outs(%cm : " TB(1, 32, "f32") ")\n"
        "pto.tcolexpandmul ins(%a, %cm : " TB(2, 32, "f32") ", " TB(1, 32, "f32") ") outs(%e : " TB(2, 32, "f32") ")\n"
        "pto.tstore ins(%d : " TB(2, 32, "f32") ") outs(%sc : !pto.partition_tensor_view<2x32xf32>)\n"
        "pto.tstore ins(%e : " TB(2, 32, "f32") ") outs(%sd : !pto.partition_tensor_view<2x32xf32>)\n"
        "return\n}\n";
    static uint8_t a[256];
    for (int i = 0; i < 64; i++) {
        uint32_t x = f32((float)(i - 20));
        memcpy(a + 4 * i, &x, 4);
    }
    static uint8_t zc[256], zd[256];
    ptoas_binding in[3] = {{"pa", a, sizeof a, NULL}, {"pc", zc, sizeof zc, NULL}, {"pd", zd, sizeof zd, NULL}};
    ptoas_result r;
    pto_machine *m = run_lowered(src, in, 3, NULL, 0, &r);
    /* TSEL: mask and true source in one B.IOT, the false source in the next */
    assert_non_null(strstr(r.program, "BSTART.VEC TSEL, FP32\nB.DIM LB0=32 ; B.DIM LB1=2 ; B.DIM LB2=32\nB.IOT T#3, T#1, mask=1000\nB.IOT T#2"));
    assert_int_equal(r.noutputs, 2);
    for (int i = 0; i < 64; i++) {
        uint32_t got, want = f32(i > 20 ? (float)(i - 20) : -1.0f);
        assert_int_equal(pto_mem_read(m, r.outputs[0].addr + 4u * (unsigned)i, &got, 4), PTO_OK);
        assert_int_equal(got, want);
        want = f32((float)((i - 20) * (i % 32 + 12)));
        assert_int_equal(pto_mem_read(m, r.outputs[1].addr + 4u * (unsigned)i, &got, 4), PTO_OK);
        assert_int_equal(got, want);
    }
    pto_destroy(m);
    ptoas_free(&r);
}

/* TCI and TTRI: the scalar in a0 (a signed one sign-extended), the
 * attribute in a1.  TCI from -3 descending: -3 - c (catalog: start, then
 * one step per column).  TTRI upper with diagonal -1: [r,c] is one when
 * c >= r + diagonal (TTRI.asl's state effects), so rows 0 and 1 are all
 * ones, row 2 is 0 1 1 1, row 3 is 0 0 1 1. */
static void generators(void **state)
{
    (void)state;
    const char *src =
        "%s = arith.constant -3 : i16\n%d = arith.constant -1 : i32\n"
        "%t = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=i16, rows=1, cols=64, v_row=1, v_col=16>\n"
        "pto.tci ins(%s {descending = true} : i16) outs(%t : !pto.tile_buf<loc=vec, dtype=i16, rows=1, cols=64, v_row=1, v_col=16>)\n"
        "%u = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=i32, rows=4, cols=32, v_row=4, v_col=4>\n"
        "pto.ttri ins(%d {upperOrLower = 1 : i32} : i32) outs(%u : !pto.tile_buf<loc=vec, dtype=i32, rows=4, cols=32, v_row=4, v_col=4>)\n";
    ptoas_result r;
    static const char *const outs[] = {"t", "u"};
    pto_machine *m = run_lowered(src, NULL, 0, outs, 2, &r);
    assert_non_null(strstr(r.program, ".gpr 0 a0 = 0xfffffffffffffffd\n.gpr 0 a1 = 1\nBSTART.SFU TCI, S16\n"));
    assert_non_null(strstr(r.program, ".gpr 0 a0 = 0xffffffffffffffff\n.gpr 0 a1 = 1\nBSTART.SFU TTRI, S32\n"));
    for (uint32_t c = 0; c < 16; c++) assert_int_equal(el(m, 0, c), (uint16_t)(-3 - (int)c));
    for (uint32_t i = 0; i < 16; i++) {
        int row = (int)(i / 4), col = (int)(i % 4);
        assert_int_equal(el(m, 1, (uint32_t)row * 32u + (uint32_t)col), col >= row - 1 ? 1u : 0u);
    }
    pto_destroy(m);
    ptoas_free(&r);
}

/* TPARTADD writes the union of its sources' valid shapes, which the
 * destination's type states: a (2x8 valid) = 1, b (1x4 valid) = 10; where
 * both are valid 1 + 10 = 11, elsewhere a's 1 (ExecuteTilePartial). */
static void partial(void **state)
{
    (void)state;
    const char *src =
        "%x = arith.constant 1.0 : f32\n%y = arith.constant 10.0 : f32\n"
        "%a = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=2, cols=16, v_row=2, v_col=8>\n"
        "%b = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=2, cols=16, v_row=1, v_col=4>\n"
        "%d = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=2, cols=16, v_row=2, v_col=8>\n"
        "pto.texpands ins(%x : f32) outs(%a : !pto.tile_buf<loc=vec, dtype=f32, rows=2, cols=16, v_row=2, v_col=8>)\n"
        "pto.texpands ins(%y : f32) outs(%b : !pto.tile_buf<loc=vec, dtype=f32, rows=2, cols=16, v_row=1, v_col=4>)\n"
        "pto.tpartadd ins(%a, %b : !pto.tile_buf<loc=vec, dtype=f32, rows=2, cols=16, v_row=2, v_col=8>, "
        "!pto.tile_buf<loc=vec, dtype=f32, rows=2, cols=16, v_row=1, v_col=4>) "
        "outs(%d : !pto.tile_buf<loc=vec, dtype=f32, rows=2, cols=16, v_row=2, v_col=8>)\n";
    ptoas_result r;
    static const char *const outs[] = {"d"};
    pto_machine *m = run_lowered(src, NULL, 0, outs, 1, &r);
    assert_non_null(strstr(r.program, "BSTART.SFU TPARTADD, FP32\nB.DIM LB0=8 ; B.DIM LB1=2 ; B.DIM LB2=16\n"));
    for (uint32_t i = 0; i < 16; i++) {
        uint32_t row = i / 8, col = i % 8;
        assert_int_equal(el(m, 2, row * 16u + col), f32(row == 0 && col < 4 ? 11.0f : 1.0f));
    }
    pto_destroy(m);
    ptoas_free(&r);
}

/* TFMA, one rounding: a = 1 + 2^-23, b = 1 - 2^-23, c = -1: the exact
 * a * b + c = -2^-46, which a separate multiply would lose (a * b rounds to
 * 1 in binary32, then + c = 0). */
static void fused(void **state)
{
    (void)state;
    const char *src =
        "%x = arith.constant 0x3F800001 : f32\n%y = arith.constant 0x3F7FFFFE : f32\n%z = arith.constant -1.0 : f32\n"
        "%a = pto.texpands %x : f32 -> !pto.tile<4x8xf32>\n%b = pto.texpands %y : f32 -> !pto.tile<4x8xf32>\n"
        "%c = pto.texpands %z : f32 -> !pto.tile<4x8xf32>\n"
        "%d = pto.tfma %a, %b, %c : (!pto.tile<4x8xf32>, !pto.tile<4x8xf32>, !pto.tile<4x8xf32>) -> !pto.tile<4x8xf32>\n";
    ptoas_result r;
    static const char *const outs[] = {"d"};
    pto_machine *m = run_lowered(src, NULL, 0, outs, 1, &r);
    assert_non_null(strstr(r.program, "BSTART.VEC TFMA, FP32\nB.DIM LB0=8 ; B.DIM LB1=4 ; B.DIM LB2=8\nB.IOT T#1, T#2, mask=1000\n"
                                      "B.IOT T#3, mask=1000, last, ->T<128B>\n"));
    for (uint32_t i = 0; i < 32; i++) assert_int_equal(el(m, 3, i), 0xA8800000u); /* -2^-46 */
    pto_destroy(m);
    ptoas_free(&r);
}

/* examples/pto/softmax.pto: trowmax and trowsum with their scratch tile,
 * col_major 8x1 broadcasts, texp.  Rows of k equal values and 8 - k -inf
 * give exp(0) = 1 k times and exp(-inf) = +0, so each row is 1/k on its k
 * copies (1/3 and 1/5 rounded to nearest: 0x3EAAAAAB, 0x3E4CCCCD) and +0
 * elsewhere. */
static void softmax_example(void **state)
{
    (void)state;
    char path[512];
    snprintf(path, sizeof path, "%s/examples/pto/softmax.pto", PTOSIM_SOURCE_DIR);
    char *src = read_file(path, NULL);
    assert_non_null(src);
    static const unsigned k[8] = {8, 1, 2, 3, 4, 8, 5, 8};
    static const float v[8] = {1.0f, 5.0f, -3.0f, 2.0f, 7.0f, 0.0f, -100.0f, 88.0f};
    static const uint32_t want[9] = {0, 0x3F800000u, 0x3F000000u, 0x3EAAAAABu, 0x3E800000u, 0x3E4CCCCDu, 0, 0, 0x3E000000u};
    static uint8_t x[256];
    for (unsigned r = 0; r < 8; r++)
        for (unsigned c = 0; c < 8; c++) {
            uint32_t u = c < k[r] ? f32(v[r]) : 0xFF800000u; /* -inf */
            memcpy(x + 4 * (8 * r + c), &u, 4);
        }
    static uint8_t y0[256];
    ptoas_binding in[2] = {{"px", x, sizeof x, NULL}, {"py", y0, sizeof y0, NULL}};
    ptoas_result r;
    pto_machine *m = run_lowered(src, in, 2, NULL, 0, &r);
    assert_non_null(strstr(r.program, "BSTART.SFU TROWMAX, FP32\nB.DIM LB0=8 ; B.DIM LB1=8 ; B.DIM LB2=8\n"));
    assert_int_equal(r.noutputs, 1);
    for (unsigned i = 0; i < 64; i++) {
        assert_int_equal(gm_u32(m, r.outputs[0].addr + 4u * i), i % 8 < k[i / 8] ? want[k[i / 8]] : 0u);
    }
    pto_destroy(m);
    ptoas_free(&r);
    free(src);
}


/* ---- the corpus: PTO-AS programs of tests/ptoas/, each against a reference
 * computed here in C from the same inputs ------------------------------------ */

static char *corpus(const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/tests/ptoas/%s", PTOSIM_SOURCE_DIR, name);
    char *src = read_file(path, NULL);
    assert_non_null(src);
    return src;
}

static pto_machine *run_entry(const char *src, const ptoas_binding *in, size_t nin, const char *const *outs, size_t nouts,
                              const char *entry, ptoas_result *r)
{
    int rc = ptoas_lower_entry(src, strlen(src), in, nin, outs, nouts, 0, entry, r);
    if (rc) print_message("lowering failed at %u:%u: %s\n", r->line, r->column, r->message);
    assert_int_equal(rc, 0);
    pto_machine *m = pto_create();
    char err[300];
    pto_status s = run_text(m, r->program, err, sizeof err);
    if (s != PTO_END) print_message("run: %s\n", err);
    assert_int_equal(s, PTO_END);
    char why[200];
    assert_int_equal(pto_check_invariants(m, why, sizeof why), 0);
    return m;
}

static const pto_ptoas_output *gm_out(const ptoas_result *r, const char *name)
{
    for (unsigned i = 0; i < r->noutputs; i++)
        if (!strcmp(r->outputs[i].name, name) && r->outputs[i].in_gm) return &r->outputs[i];
    fail_msg("no output %s", name);
    return NULL;
}

/* scaled_sum.pto: acc = 0; for each block, acc = acc + x[b] * alpha, each
 * operation rounded to binary32 (C float arithmetic, FLT_EVAL_METHOD 0). */
static void corpus_scaled_sum(void **state)
{
    (void)state;
    char *src = corpus("scaled_sum.pto");
    for (int nb = 1; nb <= 3; nb += 2) {
        static float x[3 * 256];
        for (int i = 0; i < nb * 256; i++) x[i] = (float)((i * 37) % 101 - 50) / 7.0f;
        float alpha = 0.3f, acc[256];
        char alpha_s[40], nb_s[8];
        snprintf(alpha_s, sizeof alpha_s, "0x%08x", f32(alpha));
        snprintf(nb_s, sizeof nb_s, "%d", nb);
        for (int i = 0; i < 256; i++) {
            acc[i] = 0.0f;
            for (int b = 0; b < nb; b++) {
                float t = x[b * 256 + i] * alpha;
                acc[i] = acc[i] + t;
            }
        }
        ptoas_binding in[3] = {{"x", (const uint8_t *)x, (size_t)nb * 1024u, NULL}, {"alpha", NULL, 0, alpha_s},
                               {"nblocks", NULL, 0, nb_s}};
        static const char *const outs[] = {"y"};
        ptoas_result r;
        pto_machine *m = run_entry(src, in, 3, outs, 1, NULL, &r);
        const pto_ptoas_output *o = gm_out(&r, "y");
        for (unsigned i = 0; i < 256; i++) {
            assert_int_equal(gm_u32(m, o->addr + 4u * i), f32(acc[i]));
        }
        pto_destroy(m);
        ptoas_free(&r);
    }
    free(src);
}

/* planned_alias.pto: tiles of different shapes at one pto.alloc_tile addr
 * are one storage.  x holds small integers, so the row sums, the two
 * scalings by k = 0.5 and the products are exact in binary32: the
 * reference is y[r][c] = x[r][c] * ((sum_c x[r][c]) * k * k), z = w + w. */
static void corpus_planned_alias(void **state)
{
    (void)state;
    char *src = corpus("planned_alias.pto");
    float x[256], w[64], k = 0.5f;
    for (int i = 0; i < 256; i++) x[i] = (float)((i * 5) % 8);
    for (int i = 0; i < 64; i++) w[i] = (float)i - 20.25f;
    char k_s[40];
    snprintf(k_s, sizeof k_s, "0x%08x", f32(k));
    ptoas_binding in[3] = {{"x", (const uint8_t *)x, sizeof x, NULL}, {"w", (const uint8_t *)w, sizeof w, NULL},
                           {"k", NULL, 0, k_s}};
    static const char *const outs[] = {"y", "z"};
    ptoas_result r;
    pto_machine *m = run_entry(src, in, 3, outs, 2, NULL, &r);
    /* the row sums go through scratch GM twice (16x1 -> 1x16 -> 16x1) and the
     * 1x64 row once (-> 8x8); the second loop iteration takes the parked 1x16 */
    assert_non_null(strstr(r.program, "# addr = 1024: the 16x1 FP32 contents of"));
    assert_non_null(strstr(r.program, "read as 1x16 FP32, through scratch GM"));
    assert_non_null(strstr(r.program, "holds the planned contents"));
    assert_non_null(strstr(r.program, "# addr = 2048: the 1x64 FP32 contents of"));
    assert_non_null(strstr(r.program, "# %sum: pto.alloc_tile addr = 1024 (PTOAS's plan; the ISA allocates the tile)"));
    const pto_ptoas_output *oy = gm_out(&r, "y"), *oz = gm_out(&r, "z");
    for (int row = 0; row < 16; row++) {
        float sum = 0.0f;
        for (int c = 0; c < 16; c++) sum += x[row * 16 + c];
        sum = sum * k;
        sum = sum * k;
        for (int c = 0; c < 16; c++) {
            assert_int_equal(gm_u32(m, oy->addr + 4u * (unsigned)(row * 16 + c)), f32(x[row * 16 + c] * sum));
        }
    }
    for (unsigned i = 0; i < 64; i++) {
        assert_int_equal(gm_u32(m, oz->addr + 4u * i), f32(w[i] + w[i]));
    }
    pto_destroy(m);
    ptoas_free(&r);
    free(src);
}

/* Stores of column chunks to one pointer: the output is the bounding
 * rectangle of all of them (here 4x32 in two 4x16 chunks at columns 0 and
 * 16), and a store of another row stride widens it to one byte range.
 * y[r][c] = x[r][c] + 1 by hand (small integers); then elements 64..95
 * of y are stored once more (7.0) through a 2x64 view, whose row stride of
 * 256 bytes makes the output the byte range of all 128 elements.  The
 * chunks' stores carry PTOAS's default TSTORE modes and a phase hint. */
static void chunked_stores(void **state)
{
    (void)state;
    static const char src[] =
        "func.func @chunks(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>) {\n"
        "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c2 = arith.constant 2 : index\n"
        "  %c4 = arith.constant 4 : index\n  %c16 = arith.constant 16 : index\n  %c32 = arith.constant 32 : index\n"
        "  %one = arith.constant 1.0 : f32\n"
        "  %xv = pto.make_tensor_view %x, shape = [%c4, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xf32>\n"
        "  %yv = pto.make_tensor_view %y, shape = [%c4, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xf32>\n"
        "  scf.for %i = %c0 to %c2 step %c1 {\n"
        "    %col = arith.muli %i, %c16 : index\n"
        "    %xp = pto.partition_view %xv, offsets = [%c0, %col], sizes = [%c4, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<4x16xf32>\n"
        "    %yp = pto.partition_view %yv, offsets = [%c0, %col], sizes = [%c4, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<4x16xf32>\n"
        "    %t = pto.alloc_tile : !pto.tile_buf<vec, 4x16xf32>\n"
        "    pto.tload ins(%xp : !pto.partition_tensor_view<4x16xf32>) outs(%t : !pto.tile_buf<vec, 4x16xf32>)\n"
        "    %u = pto.alloc_tile : !pto.tile_buf<vec, 4x16xf32>\n"
        "    pto.tadds ins(%t, %one : !pto.tile_buf<vec, 4x16xf32>, f32) outs(%u : !pto.tile_buf<vec, 4x16xf32>)\n"
        "    pto.tstore ins(%u : !pto.tile_buf<vec, 4x16xf32>) outs(%yp : !pto.partition_tensor_view<4x16xf32>)"
        " {stPhase = #pto<st_phase final>, atomicType = #pto<atomic_type atomic_none>}\n"
        "  }\n"
        "  %c64 = arith.constant 64 : index\n  %seven = arith.constant 7.0 : f32\n"
        "  %wv = pto.make_tensor_view %y, shape = [%c2, %c64], strides = [%c64, %c1] : !pto.tensor_view<?x?xf32>\n"
        "  %wp = pto.partition_view %wv, offsets = [%c1, %c0], sizes = [%c1, %c32] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<1x32xf32>\n"
        "  %s = pto.alloc_tile : !pto.tile_buf<vec, 1x32xf32>\n"
        "  pto.texpands ins(%seven : f32) outs(%s : !pto.tile_buf<vec, 1x32xf32>)\n"
        "  pto.tstore ins(%s : !pto.tile_buf<vec, 1x32xf32>) outs(%wp : !pto.partition_tensor_view<1x32xf32>)\n"
        "  return\n}\n";
    static float x[128], y0[128];
    for (int i = 0; i < 128; i++) x[i] = (float)(i % 50);
    ptoas_binding in[2] = {{"x", (const uint8_t *)x, sizeof x, NULL}, {"y", (const uint8_t *)y0, sizeof y0, NULL}};
    ptoas_result r;
    pto_machine *m = run_entry(src, in, 2, NULL, 0, NULL, &r);
    const pto_ptoas_output *o = gm_out(&r, "y");
    assert_int_equal(o->rows, 1);
    assert_int_equal(o->cols, 128);
    assert_int_equal(o->stride, 512);
    for (unsigned i = 0; i < 128; i++) {
        assert_int_equal(gm_u32(m, o->addr + 4u * i), f32(i >= 64 && i < 96 ? 7.0f : x[i] + 1.0f));
    }
    ptoas_free(&r);
    pto_destroy(m);
    /* without the last store: the 4x32 bounding rectangle of the two chunks */
    static char cut[sizeof src];
    memcpy(cut, src, sizeof src);
    strcpy(strstr(cut, "  %c64 = "), "  return\n}\n");
    m = run_entry(cut, in, 2, NULL, 0, NULL, &r);
    o = gm_out(&r, "y");
    assert_int_equal(o->rows, 4);
    assert_int_equal(o->cols, 32);
    assert_int_equal(o->stride, 128);
    pto_destroy(m);
    ptoas_free(&r);
}

/* generic_regions.pto: scf.for, scf.if and scf.while in MLIR's generic
 * form.  x holds small integers, so every sum is exact in binary32: the
 * reference is y = (sum over n blocks of x[b] + (n odd ? 1 : 0)) * 4. */
static void corpus_generic_regions(void **state)
{
    (void)state;
    char *src = corpus("generic_regions.pto");
    static float x[3 * 256];
    for (int i = 0; i < 3 * 256; i++) x[i] = (float)(i % 7);
    for (int n = 1; n <= 3; n++) {
        char n_s[4];
        snprintf(n_s, sizeof n_s, "%d", n);
        ptoas_binding in[2] = {{"x", (const uint8_t *)x, (size_t)n * 1024u, NULL}, {"n", NULL, 0, n_s}};
        static const char *const outs[] = {"y"};
        ptoas_result r;
        pto_machine *m = run_entry(src, in, 2, outs, 1, NULL, &r);
        const pto_ptoas_output *o = gm_out(&r, "y");
        for (unsigned i = 0; i < 256; i++) {
            float want = 0.0f;
            for (int b = 0; b < n; b++) want += x[b * 256 + (int)i];
            want = (want + (float)(n % 2)) * 4.0f;
            assert_int_equal(gm_u32(m, o->addr + 4u * i), f32(want));
        }
        pto_destroy(m);
        ptoas_free(&r);
    }
    free(src);
}

/* generic_module.pto: module, functions, func.call and func.return in the
 * generic form; y = (x + 2.5) * n, exact for these small values. */
static void corpus_generic_module(void **state)
{
    (void)state;
    char *src = corpus("generic_module.pto");
    float x[128];
    for (int i = 0; i < 128; i++) x[i] = (float)(i % 9 - 4);
    ptoas_binding in[2] = {{"x", (const uint8_t *)x, sizeof x, NULL}, {"n", NULL, 0, "3"}};
    static const char *const outs[] = {"y"};
    ptoas_result r;
    pto_machine *m = run_entry(src, in, 2, outs, 1, "generic_kernel", &r);
    const pto_ptoas_output *o = gm_out(&r, "y");
    for (unsigned i = 0; i < 128; i++) {
        assert_int_equal(gm_u32(m, o->addr + 4u * i), f32((x[i] + 2.5f) * 3.0f));
    }
    pto_destroy(m);
    ptoas_free(&r);
    free(src);
}

/* Column-major views (strides [1, 8]) on the vector path: the 4x3 window at
 * rows 2.., columns 1.. of an 8x6 column-major x (element (r, c) at r + 8c)
 * is loaded, 1 is added, and it is stored to the same window of y (zeros
 * elsewhere), by hand: y[r + 8c] = x[r + 8c] + 1 there.  The event ids of
 * pto.declare_eventid_array feed the dynamic flags, and pto.record_event /
 * pto.wait_event are synchronisation (no effect). */
static void dn_views_and_events(void **state)
{
    (void)state;
    static const char src[] =
        "func.func @dn(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>) {\n"
        "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c2 = arith.constant 2 : index\n"
        "  %c3 = arith.constant 3 : index\n  %c4 = arith.constant 4 : index\n  %c6 = arith.constant 6 : index\n"
        "  %c8 = arith.constant 8 : index\n  %one = arith.constant 1.0 : f32\n"
        "  %arr = pto.declare_eventid_array -> !pto.eventid_array<2>\n"
        "  pto.eventid_array_set %arr[%c1], %c3 : !pto.eventid_array<2>\n"
        "  %xv = pto.make_tensor_view %x, shape = [%c8, %c6], strides = [%c1, %c8] {layout = #pto.layout<dn>} : !pto.tensor_view<?x?xf32>\n"
        "  %yv = pto.make_tensor_view %y, shape = [%c8, %c6], strides = [%c1, %c8] {layout = #pto.layout<dn>} : !pto.tensor_view<?x?xf32>\n"
        "  %xp = pto.partition_view %xv, offsets = [%c2, %c1], sizes = [%c4, %c3] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<4x3xf32>\n"
        "  %yp = pto.partition_view %yv, offsets = [%c2, %c1], sizes = [%c4, %c3] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<4x3xf32>\n"
        "  %t = pto.alloc_tile : !pto.tile_buf<vec, 4x8xf32, valid=4x3>\n"
        "  pto.tload ins(%xp : !pto.partition_tensor_view<4x3xf32>) outs(%t : !pto.tile_buf<vec, 4x8xf32, valid=4x3>)\n"
        "  %e = pto.eventid_array_get %arr[%c1] : !pto.eventid_array<2>\n"
        "  pto.set_flag_dyn [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, %e]\n"
        "  pto.wait_flag_dyn [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, %e]\n"
        "  pto.record_event[#pto.sync_op_type<TLOAD>, #pto.sync_op_type<TVEC>, <EVENT_ID0>]\n"
        "  pto.wait_event[#pto.sync_op_type<TLOAD>, #pto.sync_op_type<TVEC>, <EVENT_ID0>]\n"
        "  %u = pto.alloc_tile : !pto.tile_buf<vec, 4x8xf32, valid=4x3>\n"
        "  pto.tadds ins(%t, %one : !pto.tile_buf<vec, 4x8xf32, valid=4x3>, f32) outs(%u : !pto.tile_buf<vec, 4x8xf32, valid=4x3>)\n"
        "  pto.tstore ins(%u : !pto.tile_buf<vec, 4x8xf32, valid=4x3>) outs(%yp : !pto.partition_tensor_view<4x3xf32>)\n"
        "  return\n}\n";
    static float x[48], y0[48];
    for (int i = 0; i < 48; i++) x[i] = (float)(i * 3 - 40);
    ptoas_binding in[2] = {{"x", (const uint8_t *)x, sizeof x, NULL}, {"y", (const uint8_t *)y0, sizeof y0, NULL}};
    ptoas_result r;
    pto_machine *m = run_entry(src, in, 2, NULL, 0, NULL, &r);
    assert_non_null(strstr(r.program, "BSTART.SFU TTRANS, FP32"));
    /* the tile: element (r, c) is x[(2 + r) + 8 (1 + c)] */
    const pto_ptoas_output *o = gm_out(&r, "y");
    uint64_t base = o->addr - 4u * (2u + 8u);
    for (unsigned i = 0; i < 48; i++) {
        unsigned row = i % 8, col = i / 8;
        bool in_win = row >= 2 && row < 6 && col >= 1 && col < 4;
        assert_int_equal(gm_u32(m, base + 4u * i), f32(in_win ? x[i] + 1.0f : 0.0f));
    }
    pto_destroy(m);
    ptoas_free(&r);
}

/* pto.get_block_idx and pto.get_block_num come from --in block_idx=N and
 * block_num=M (ptosim runs one block): block 2 of 4 fills the third 1x32
 * row of y with 2 + 4 (by hand); a query without its binding, an index not
 * below its count, and a binding no query reads are errors. */
static void block_queries(void **state)
{
    (void)state;
    static const char src[] =
        "func.func @blk(%y: !pto.ptr<f32>) {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n"
        "  %c4 = arith.constant 4 : index\n  %c32 = arith.constant 32 : index\n"
        "  %b = pto.get_block_idx\n  %n = pto.get_block_num\n  %s = arith.addi %b, %n : i64\n"
        "  %f = arith.sitofp %s : i64 to f32\n  %row = arith.index_cast %b : i64 to index\n"
        "  %yv = pto.make_tensor_view %y, shape = [%c4, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xf32>\n"
        "  %yp = pto.partition_view %yv, offsets = [%row, %c0], sizes = [%c1, %c32] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<1x32xf32>\n"
        "  %t = pto.alloc_tile : !pto.tile_buf<vec, 1x32xf32>\n"
        "  pto.texpands ins(%f : f32) outs(%t : !pto.tile_buf<vec, 1x32xf32>)\n"
        "  pto.tstore ins(%t : !pto.tile_buf<vec, 1x32xf32>) outs(%yp : !pto.partition_tensor_view<1x32xf32>)\n"
        "  return\n}\n";
    static float y0[128];
    ptoas_binding in[3] = {{"y", (const uint8_t *)y0, sizeof y0, NULL}, {"block_idx", NULL, 0, "2"}, {"block_num", NULL, 0, "4"}};
    ptoas_result r;
    pto_machine *m = run_entry(src, in, 3, NULL, 0, NULL, &r);
    const pto_ptoas_output *o = gm_out(&r, "y");
    assert_int_equal(o->addr, 0x10000000u + 2u * 128u); /* row 2 of y (the first pointer is placed at 0x10000000) */
    for (unsigned i = 0; i < 32; i++) {
        assert_int_equal(gm_u32(m, o->addr + 4u * i), f32(6.0f));
    }
    pto_destroy(m);
    ptoas_free(&r);
    assert_int_equal(ptoas_lower_entry(src, strlen(src), in, 2, NULL, 0, 0, NULL, &r), -1);
    assert_non_null(strstr(r.message, "pto.get_block_num needs --in block_num=N"));
    assert_int_equal(r.line, 7);
    ptoas_free(&r);
    in[1].literals = "4";
    assert_int_equal(ptoas_lower_entry(src, strlen(src), in, 3, NULL, 0, 0, NULL, &r), -1);
    assert_non_null(strstr(r.message, "--in block_idx=4 is not below --in block_num=4"));
    ptoas_free(&r);
    static const char plain[] = "func.func @k() {\n  return\n}\n";
    assert_int_equal(ptoas_lower_entry(plain, strlen(plain), in + 1, 1, NULL, 0, 0, NULL, &r), -1);
    assert_non_null(strstr(r.message, "--in block_idx names no argument of the kernel"));
    ptoas_free(&r);
}

/* GM holds bytes: a TLOAD/TSTORE moves elements of the tile's size, so an
 * i32 tile loads the bits of an f32 array and stores them to a u32 one
 * unchanged (y's words are x's, by definition); an f16 pointer with an f32
 * tile is a type mismatch. */
static void same_size_elements(void **state)
{
    (void)state;
    static const char src[] =
        "func.func @k(%x: !pto.ptr<f32>, %y: !pto.ptr<ui32>) {\n  %c0 = arith.constant 0 : index\n"
        "  %c1 = arith.constant 1 : index\n  %c32 = arith.constant 32 : index\n"
        "  %xv = pto.make_tensor_view %x, shape = [%c1, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xf32>\n"
        "  %yv = pto.make_tensor_view %y, shape = [%c1, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xui32>\n"
        "  %xp = pto.partition_view %xv, offsets = [%c0, %c0], sizes = [%c1, %c32] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<1x32xf32>\n"
        "  %yp = pto.partition_view %yv, offsets = [%c0, %c0], sizes = [%c1, %c32] : !pto.tensor_view<?x?xui32> -> !pto.partition_tensor_view<1x32xui32>\n"
        "  %t = pto.alloc_tile : !pto.tile_buf<vec, 1x32xi32>\n"
        "  pto.tload ins(%xp : !pto.partition_tensor_view<1x32xf32>) outs(%t : !pto.tile_buf<vec, 1x32xi32>)\n"
        "  pto.tstore ins(%t : !pto.tile_buf<vec, 1x32xi32>) outs(%yp : !pto.partition_tensor_view<1x32xui32>)\n"
        "  return\n}\n";
    static float x[32];
    static uint32_t y0[32];
    for (int i = 0; i < 32; i++) x[i] = (float)i * -1.25f;
    ptoas_binding in[2] = {{"x", (const uint8_t *)x, sizeof x, NULL}, {"y", (const uint8_t *)y0, sizeof y0, NULL}};
    ptoas_result r;
    pto_machine *m = run_entry(src, in, 2, NULL, 0, NULL, &r);
    const pto_ptoas_output *o = gm_out(&r, "y");
    for (unsigned i = 0; i < 32; i++) {
        assert_int_equal(gm_u32(m, o->addr + 4u * i), f32(x[i]));
    }
    pto_destroy(m);
    ptoas_free(&r);
    static char bad[sizeof src];
    memcpy(bad, src, sizeof src);
    char *w = strstr(bad, "1x32xi32>)\n  pto.tstore");
    assert_non_null(w);
    w = strstr(bad, "!pto.tile_buf<vec, 1x32xi32>\n");
    memcpy(w, "!pto.tile_buf<vec, 1x32xi16>", 28);
    assert_int_equal(ptoas_lower_entry(bad, strlen(bad), in, 2, NULL, 0, 0, NULL, &r), -1);
    assert_non_null(strstr(r.message, "type mismatch: the tile is S16, the pointer's elements are FP32"));
    ptoas_free(&r);
}

/* binary16 <-> binary32 by hand (round to nearest even), for the reference */
static float h2f(uint16_t h)
{
    int e = (h >> 10) & 31, f = h & 1023;
    float v = e == 0 ? (float)f / 16777216.0f : (float)(1024 + f) * ldexpf(1.0f, e - 25);
    return h & 0x8000 ? -v : v;
}
static uint16_t f2h(float v) /* finite, in the normal range of binary16 or zero (as the test's values are) */
{
    uint16_t sign = v < 0 ? 0x8000 : 0;
    float a = fabsf(v);
    if (a == 0.0f) return sign;
    int e;
    frexpf(a, &e);                        /* a = m * 2^e, m in [0.5, 1) */
    float q = ldexpf(a, 11 - e);           /* 11 significant bits before the point */
    float r = nearbyintf(q);               /* round to nearest even (the default mode) */
    if (r == 2048.0f) r = 1024.0f, e++;
    return (uint16_t)(sign | (uint16_t)((e + 14) << 10) | ((uint16_t)r & 1023u));
}

/* ssa_iter.pto: r = x - 2; steps times r = r * scale + bias (each rounded
 * to binary16); y = max(r, -2) - 2.  1000 steps also check that the loop's
 * tiles are released (64 would exhaust the hands). */
static void corpus_ssa_iter(void **state)
{
    (void)state;
    char *src = corpus("ssa_iter.pto");
    static const unsigned steps[] = {0, 3, 1000};
    for (unsigned k = 0; k < 3; k++) {
        uint16_t x[128], want[128];
        for (int i = 0; i < 128; i++) x[i] = f2h((float)(i % 13 - 6) * 0.5f);
        for (int i = 0; i < 128; i++) {
            uint16_t r = f2h(h2f(x[i]) + -2.0f);
            for (unsigned t = 0; t < steps[k]; t++) {
                uint16_t mm = f2h(h2f(r) * 0.75f);
                r = f2h(h2f(mm) + 0.125f);
            }
            float f = h2f(r) > -2.0f ? h2f(r) : -2.0f;
            want[i] = f2h(f + -2.0f);
        }
        char st[16];
        snprintf(st, sizeof st, "%u", steps[k]);
        ptoas_binding in[4] = {{"x", (const uint8_t *)x, sizeof x, NULL}, {"steps", NULL, 0, st}, {"scale", NULL, 0, "0.75"},
                               {"bias", NULL, 0, "0.125"}};
        static const char *const outs[] = {"y"};
        ptoas_result r;
        pto_machine *m = run_entry(src, in, 4, outs, 1, NULL, &r);
        const pto_ptoas_output *o = gm_out(&r, "y");
        for (unsigned i = 0; i < 128; i++) {
            uint16_t got;
            assert_int_equal(pto_mem_read(m, o->addr + 2u * i, &got, 2), PTO_OK);
            if (got != want[i]) print_message("steps %u element %u: 0x%04x, want 0x%04x\n", steps[k], i, got, want[i]);
            assert_int_equal(got, want[i]);
        }
        if (steps[k] == 1000) assert_non_null(strstr(r.program, ".release"));
        pto_destroy(m);
        ptoas_free(&r);
    }
    free(src);
}

/* select_calls.pto (--entry mix): block b of y = (b even ? max : min)(a, b)
 * + b * k in 32-bit two's complement. */
static void corpus_select_calls(void **state)
{
    (void)state;
    char *src = corpus("select_calls.pto");
    int32_t a[256], b[256], want[256];
    for (int i = 0; i < 256; i++) {
        a[i] = (i * 7919) % 201 - 100;
        b[i] = (i * 104729) % 199 - 99;
    }
    a[5] = INT32_MAX; /* wraps: INT32_MAX + 0 in block 0, then max */
    a[70] = INT32_MAX, b[70] = INT32_MAX; /* block 1: min = INT32_MAX, + k wraps */
    int32_t k = 5;
    for (int i = 0; i < 256; i++) {
        int blk = i / 64;
        int32_t t = blk % 2 == 0 ? (a[i] > b[i] ? a[i] : b[i]) : (a[i] < b[i] ? a[i] : b[i]);
        want[i] = (int32_t)((uint32_t)t + (uint32_t)(blk * k));
    }
    ptoas_binding in[4] = {{"a", (const uint8_t *)a, sizeof a, NULL}, {"b", (const uint8_t *)b, sizeof b, NULL},
                           {"k", NULL, 0, "5"}, {"y", (const uint8_t *)want, sizeof want, NULL}};
    /* y bound to data: the kernel overwrites all of it */
    for (int i = 0; i < 256; i++) want[i] = ~want[i];
    ptoas_result r;
    pto_machine *m = run_entry(src, in, 4, NULL, 0, "mix", &r);
    for (int i = 0; i < 256; i++) want[i] = ~want[i];
    const pto_ptoas_output *o = gm_out(&r, "y");
    for (unsigned i = 0; i < 256; i++) {
        int32_t got;
        assert_int_equal(pto_mem_read(m, o->addr + 4u * i, &got, 4), PTO_OK);
        assert_int_equal(got, want[i]);
    }
    pto_destroy(m);
    ptoas_free(&r);
    /* without --entry the error lists the kernels */
    ptoas_result e;
    assert_int_equal(ptoas_lower_entry(src, strlen(src), in, 4, NULL, 0, 0, NULL, &e), -1);
    assert_non_null(strstr(e.message, "the module has 2 functions (@other, @mix): choose the kernel with --entry NAME"));
    ptoas_free(&e);
    free(src);
}


/* A fault in a bundle is reported at the user's operation: the program line
 * of the faulting PC maps back to the PTO-AS line and column
 * (pto_ptoas_source).  Reading a tile never written is Fault_TileLegality
 * (undefined source elements, C14). */
static void fault_location(void **state)
{
    (void)state;
    const char *src = "module {\n"
                      "  func.func @k() {\n"
                      "    %t = pto.alloc_tile : !pto.tile_buf<vec, 4x32xf32>\n"
                      "    %u = pto.alloc_tile : !pto.tile_buf<vec, 4x32xf32>\n"
                      "      pto.tabs ins(%t : !pto.tile_buf<vec, 4x32xf32>) outs(%u : !pto.tile_buf<vec, 4x32xf32>)\n"
                      "    return\n  }\n}\n";
    ptoas_result r;
    assert_int_equal(ptoas_lower(src, strlen(src), NULL, 0, NULL, 0, &r), 0);
    pto_program *p;
    pto_program_error e;
    assert_int_equal(pto_program_parse(r.program, strlen(r.program), &p, &e), PTO_OK);
    pto_machine *m = pto_create();
    pto_run_result rr;
    pto_program_run(m, p, NULL, NULL, &rr);
    assert_int_equal(rr.status, PTO_FAULT);
    pto_fault_info f;
    pto_fault(m, &f);
    assert_int_equal(f.kind, PTO_FAULT_TILE_LEGALITY);
    uint32_t line = 0, col = 0;
    assert_int_equal(pto_ptoas_source(&r, pto_program_line_of(p, f.pc), &line, &col), PTO_OK);
    assert_int_equal(line, 5);
    assert_int_equal(col, 7);
    assert_int_equal(pto_ptoas_source(&r, 1, &line, &col), PTO_OK); /* the header comes from no operation */
    assert_int_equal(line, 0);
    pto_destroy(m);
    pto_program_free(p);
    ptoas_free(&r);
}

/* Text without a trailing NUL is read only within its length (the sanitizer
 * build checks it); a cut in the middle of a token is a located error. */
static void no_trailing_nul(void **state)
{
    (void)state;
    const char text[] = "%c = arith.constant 1.0 : f32\n%x = pto.texpands %c : f32 -> !pto.tile<16x16xf32>";
    size_t n = sizeof text - 1;
    for (size_t cut = 1; cut <= n; cut++) {
        char *buf = malloc(cut); /* exactly cut bytes, no NUL */
        assert_non_null(buf);
        memcpy(buf, text, cut);
        ptoas_result r;
        int rc = ptoas_lower(buf, cut, NULL, 0, NULL, 0, &r);
        if (rc) assert_true(r.message[0] != 0);
        if (cut == n) assert_int_equal(rc, 0);
        ptoas_free(&r);
        free(buf);
    }
}

/* Value lookup is a hash table: 200,000 constants and a use of the first
 * and the last run in time linear in the text (quadratic lookup took
 * seconds at 40,000); names longer than 63 characters stay distinct. */
static void many_values_long_names(void **state)
{
    (void)state;
    size_t cap = 200000u * 48u + 4096u, len = 0;
    char *src = malloc(cap);
    assert_non_null(src);
    for (unsigned i = 0; i < 200000u; i++) len += (size_t)snprintf(src + len, cap - len, "%%c%u = arith.constant %u : index\n", i, i);
    char a[100], b[100];
    memset(a, 'a', 80);
    a[80] = 0;
    memcpy(b, a, 81);
    b[79] = 'b'; /* the same first 79 characters */
    len += (size_t)snprintf(src + len, cap - len,
                            "%%%s = arith.constant 2.0 : f32\n%%%s = arith.constant 3.0 : f32\n"
                            "%%x = pto.texpands %%%s : f32 -> !pto.tile<16x16xf32>\n"
                            "%%y = pto.tadds %%x, %%%s : (!pto.tile<16x16xf32>, f32) -> !pto.tile<16x16xf32>\n",
                            a, b, a, b);
    ptoas_result r;
    static const char *const outs[] = {"y"};
    pto_machine *m = run_lowered(src, NULL, 0, outs, 1, &r);
    assert_int_equal(el(m, r.outputs[0].tile, 0), f32(5.0f)); /* 2 + 3: two values */
    pto_destroy(m);
    ptoas_free(&r);
    free(src);
}

/* The bindings: each names an argument once; a scalar takes its declared
 * type (here i16 -7 and bf16 1.5 reach the tiles' GPR a0). */
static void bindings(void **state)
{
    (void)state;
    const char *src = "func.func @k(%s: i16, %h: bf16) {\n"
                      "  %x = pto.texpands %s : i16 -> !pto.tile<8x16xi16>\n"
                      "  %y = pto.texpands %h : bf16 -> !pto.tile<8x16xbf16>\n"
                      "  return\n}\n";
    ptoas_binding in[3] = {{"s", NULL, 0, "-7"}, {"h", NULL, 0, "1.5"}, {"s", NULL, 0, "1"}};
    static const char *const outs[] = {"x", "y"};
    ptoas_result r;
    pto_machine *m = run_lowered(src, in, 2, outs, 2, &r);
    assert_int_equal(el(m, r.outputs[0].tile, 0), 0xFFF9u); /* -7 as S16 */
    assert_int_equal(el(m, r.outputs[1].tile, 5), 0x3FC0u); /* 1.5 as BF16 */
    assert_non_null(strstr(r.program, ".gpr 0 a0 = 0xfffffffffffffff9\n")); /* sign-extended */
    pto_destroy(m);
    ptoas_free(&r);
    /* repeated, unknown and missing bindings */
    assert_int_equal(ptoas_lower(src, strlen(src), in, 3, NULL, 0, &r), -1);
    assert_string_equal(r.message, "'s' is bound twice");
    ptoas_free(&r);
    ptoas_binding other[3] = {{"s", NULL, 0, "1"}, {"h", NULL, 0, "1"}, {"q", NULL, 0, "1"}};
    assert_int_equal(ptoas_lower(src, strlen(src), other, 3, NULL, 0, &r), -1);
    assert_string_equal(r.message, "--in q names no argument of the kernel (nor a tile it allocates)");
    ptoas_free(&r);
    assert_int_equal(ptoas_lower(src, strlen(src), other, 1, NULL, 0, &r), -1);
    assert_non_null(strstr(r.message, "no value bound to the scalar argument '%h'"));
    assert_int_equal(r.line, 1);
    assert_int_equal(r.column, 23);
    ptoas_free(&r);
    ptoas_binding bad[2] = {{"s", NULL, 0, "70000"}, {"h", NULL, 0, "1"}};
    assert_int_equal(ptoas_lower(src, strlen(src), bad, 2, NULL, 0, &r), -1);
    assert_non_null(strstr(r.message, "--in s: '70000' does not fit i16"));
    ptoas_free(&r);
    static const char *const twice[] = {"x", "x"};
    assert_int_equal(ptoas_lower(src, strlen(src), in, 2, twice, 2, &r), -1);
    assert_string_equal(r.message, "--out x is given twice");
    ptoas_free(&r);
}


/* pto.tmov is a TMOV bundle: the copy has the source's payload and
 * definedness (the TMOV rule): 1.5 in the 3x20 valid region, undefined
 * outside it; the destination takes the source's valid shape. */
static void tmov_copy(void **state)
{
    (void)state;
    const char *src = "%c = arith.constant 1.5 : f32\n"
                      "%t = pto.alloc_tile : !pto.tile_buf<vec, 4x32xf32, valid=3x20>\n"
                      "pto.texpands ins(%c : f32) outs(%t : !pto.tile_buf<vec, 4x32xf32, valid=3x20>)\n"
                      "%u = pto.alloc_tile : !pto.tile_buf<vec, 4x32xf32>\n"
                      "pto.tmov ins(%t : !pto.tile_buf<vec, 4x32xf32, valid=3x20>) outs(%u : !pto.tile_buf<vec, 4x32xf32>)\n";
    static const char *const outs[] = {"u"};
    ptoas_result r;
    pto_machine *m = run_lowered(src, NULL, 0, outs, 1, &r);
    assert_non_null(strstr(r.program, "BSTART.TMOV FP32\nB.DIM LB0=20 ; B.DIM LB1=3 ; B.DIM LB2=32\nB.IOT T#1, mask=1000, last, ->T<512B>\nBSTOP\n"));
    unsigned u = r.outputs[0].tile;
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, u, &d), PTO_OK);
    assert_int_equal(d.valid_rows, 3);
    assert_int_equal(d.valid_cols, 20);
    for (uint32_t i = 0; i < 128; i++) {
        uint64_t v;
        bool def;
        assert_int_equal(pto_tile_read(m, u, 0, i, &v, &def), PTO_OK);
        bool in = i / 32 < 3 && i % 32 < 20;
        assert_int_equal(def, in);
        if (in) assert_int_equal(v, f32(1.5f));
    }
    pto_destroy(m);
    ptoas_free(&r);
}


/* A tile of 3x16 FP32 (192 bytes, no legal Local size) is the next legal
 * capacity, 256 B, with its 16 physical columns (so 4 rows): hand-derived. */
static const pto_ptoas_output *gm_out(const ptoas_result *r, const char *name);

static void rounded_capacity(void **state)
{
    (void)state;
    const char *src = "%c = arith.constant 2.0 : f32\n"
                      "%x = pto.texpands %c : f32 -> !pto.tile<3x16xf32>\n";
    static const char *const outs[] = {"x"};
    ptoas_result r;
    pto_machine *m = run_lowered(src, NULL, 0, outs, 1, &r);
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, r.outputs[0].tile, &d), PTO_OK);
    assert_int_equal(d.capacity, 256);
    assert_int_equal(d.cols, 16);
    assert_int_equal(d.rows, 4);
    assert_int_equal(d.valid_rows, 3);
    assert_int_equal(d.valid_cols, 16);
    assert_int_equal(el(m, r.outputs[0].tile, 47), f32(2.0f));
    pto_destroy(m);
    ptoas_free(&r);
    /* physical columns are a power of two (DerivedTileRows): 3x24 has 32,
     * its valid shape stays 3x24, and a 3x24 GM array (row stride 24) makes
     * the round trip y = x + 2 (small integers, by hand) */
    static const char src2[] =
        "func.func @k(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>) {\n  %c0 = arith.constant 0 : index\n"
        "  %c1 = arith.constant 1 : index\n  %c3 = arith.constant 3 : index\n  %c24 = arith.constant 24 : index\n"
        "  %two = arith.constant 2.0 : f32\n"
        "  %xv = pto.make_tensor_view %x, shape = [%c3, %c24], strides = [%c24, %c1] : !pto.tensor_view<?x?xf32>\n"
        "  %yv = pto.make_tensor_view %y, shape = [%c3, %c24], strides = [%c24, %c1] : !pto.tensor_view<?x?xf32>\n"
        "  %xp = pto.partition_view %xv, offsets = [%c0, %c0], sizes = [%c3, %c24] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<3x24xf32>\n"
        "  %yp = pto.partition_view %yv, offsets = [%c0, %c0], sizes = [%c3, %c24] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<3x24xf32>\n"
        "  %t = pto.alloc_tile : !pto.tile_buf<vec, 3x24xf32>\n"
        "  pto.tload ins(%xp : !pto.partition_tensor_view<3x24xf32>) outs(%t : !pto.tile_buf<vec, 3x24xf32>)\n"
        "  %u = pto.alloc_tile : !pto.tile_buf<vec, 3x24xf32>\n"
        "  pto.tadds ins(%t, %two : !pto.tile_buf<vec, 3x24xf32>, f32) outs(%u : !pto.tile_buf<vec, 3x24xf32>)\n"
        "  pto.tstore ins(%u : !pto.tile_buf<vec, 3x24xf32>) outs(%yp : !pto.partition_tensor_view<3x24xf32>)\n"
        "  return\n}\n";
    static float x[72], y0[72];
    for (int i = 0; i < 72; i++) x[i] = (float)(i - 30);
    ptoas_binding in[2] = {{"x", (const uint8_t *)x, sizeof x, NULL}, {"y", (const uint8_t *)y0, sizeof y0, NULL}};
    static const char *const outs2[] = {"u"};
    m = run_entry(src2, in, 2, outs2, 1, NULL, &r);
    assert_int_equal(pto_tile_describe(m, r.outputs[0].tile, &d), PTO_OK);
    assert_int_equal(d.cols, 32);
    assert_int_equal(d.valid_rows, 3);
    assert_int_equal(d.valid_cols, 24);
    const pto_ptoas_output *o = gm_out(&r, "y");
    for (unsigned i = 0; i < 72; i++) {
        assert_int_equal(gm_u32(m, o->addr + 4u * i), f32(x[i] + 2.0f));
    }
    pto_destroy(m);
    ptoas_free(&r);
}

/* pto.tcvt: one TCVT bundle per operation, the PTOAS RoundMode mapped to
 * the B.DATR RMode as the Tile Lib maps it (NONE -> the default, RTZ for
 * float -> integer; RINT and CAST_RINT, the default, -> RNE; ROUND -> RNA;
 * FLOOR -> RTM; CEIL -> RTP; TRUNC -> RTZ), SaturationMode ON -> Sat.
 * Expected values by hand from the rounding definitions: 2.5 -> 2 (RNE,
 * RTZ, RTM), 3 (RNA, RTP); -2.5 -> -2 (RNE, RTZ, RTP), -3 (RNA, RTM);
 * 1e10 -> i16 saturated 32767, f32 2.5 -> f16 0x4100. */
static void tcvt_modes(void **state)
{
    (void)state;
    static const struct { const char *mode; int32_t pos, neg; } t[] = {
        {"", 2, -2},       {"NONE", 2, -2},  {"RINT", 2, -2}, {"CAST_RINT", 2, -2}, {"ROUND", 3, -3},
        {"FLOOR", 2, -3}, {"CEIL", 3, -2},  {"TRUNC", 2, -2},
    };
    static const char *const isa[] = {"RNE", "DEFAULT", "RNE", "RNE", "RNA", "RTM", "RTP", "RTZ"};
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        char src[2048], attr[96] = "";
        if (*t[i].mode) snprintf(attr, sizeof attr, " {rmode = #pto<round_mode %s>}", t[i].mode);
        snprintf(src, sizeof src,
                 "func.func @k() {\n"
                 "  %%p = arith.constant 2.5 : f32\n  %%n = arith.constant -2.5 : f32\n"
                 "  %%a = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=16, v_row=8, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>\n"
                 "  %%b = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=16, v_row=8, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>\n"
                 "  %%x = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=i32, rows=8, cols=16, v_row=8, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>\n"
                 "  %%y = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=i32, rows=8, cols=16, v_row=8, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>\n"
                 "  pto.texpands ins(%%p : f32) outs(%%a : !pto.tile_buf<vec, 8x16xf32>)\n"
                 "  pto.texpands ins(%%n : f32) outs(%%b : !pto.tile_buf<vec, 8x16xf32>)\n"
                 "  pto.tcvt ins(%%a%s : !pto.tile_buf<vec, 8x16xf32>) outs(%%x : !pto.tile_buf<vec, 8x16xi32>)\n"
                 "  pto.tcvt ins(%%b%s : !pto.tile_buf<vec, 8x16xf32>) outs(%%y : !pto.tile_buf<vec, 8x16xi32>)\n"
                 "  return\n}\n",
                 attr, attr);
        static const char *const outs[] = {"x", "y"};
        ptoas_result r;
        pto_machine *m = run_lowered(src, NULL, 0, outs, 2, &r);
        char want[96];
        snprintf(want, sizeof want, "BSTART.VEC TCVT, FP32\nB.DATR dtype=S32, rmode=%s, sat=0,", isa[i]);
        if (!strstr(r.program, want)) print_message("%s\n%s\n", t[i].mode, r.program);
        assert_non_null(strstr(r.program, want));
        for (uint32_t e = 0; e < 128; e += 37) {
            assert_int_equal(el(m, r.outputs[0].tile, e), (uint32_t)t[i].pos);
            assert_int_equal(el(m, r.outputs[1].tile, e), (uint32_t)t[i].neg);
        }
        pto_destroy(m);
        ptoas_free(&r);
    }
    /* saturation, a float destination, and PTOAS's tmp operand (not read) */
    const char *src = "%c = arith.constant 1.0e10 : f32\n%h = arith.constant 2.5 : f32\n"
                      "%a = pto.alloc_tile : !pto.tile_buf<vec, 8x16xf32, valid=5x9>\n"
                      "%t = pto.alloc_tile : !pto.tile_buf<vec, 8x16xf32>\n"
                      "%g = pto.alloc_tile : !pto.tile_buf<vec, 8x16xf32>\n"
                      "%s = pto.alloc_tile : !pto.tile_buf<vec, 8x16xi16>\n"
                      "%f = pto.alloc_tile : !pto.tile_buf<vec, 8x16xf16>\n"
                      "pto.texpands ins(%c : f32) outs(%a : !pto.tile_buf<vec, 8x16xf32, valid=5x9>)\n"
                      "pto.texpands ins(%h : f32) outs(%g : !pto.tile_buf<vec, 8x16xf32>)\n"
                      "pto.tcvt ins(%a, %t {rmode = #pto<round_mode TRUNC>, sat_mode = #pto<saturation_mode ON>} : "
                      "!pto.tile_buf<vec, 8x16xf32, valid=5x9>, !pto.tile_buf<vec, 8x16xf32>) outs(%s : !pto.tile_buf<vec, 8x16xi16>)\n"
                      "pto.tcvt ins(%g : !pto.tile_buf<vec, 8x16xf32>) outs(%f : !pto.tile_buf<vec, 8x16xf16>)\n";
    static const char *const outs[] = {"s", "f"};
    ptoas_result r;
    pto_machine *m = run_lowered(src, NULL, 0, outs, 2, &r);
    assert_non_null(strstr(r.program, "B.DATR dtype=S16, rmode=RTZ, sat=1,"));
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, r.outputs[0].tile, &d), PTO_OK);
    assert_int_equal(d.valid_rows, 5); /* the source's valid shape */
    assert_int_equal(d.valid_cols, 9);
    assert_int_equal(el(m, r.outputs[0].tile, 0), 0x7FFFu);
    assert_int_equal(el(m, r.outputs[0].tile, 4 * 16 + 8), 0x7FFFu);
    assert_int_equal(el(m, r.outputs[1].tile, 127), 0x4100u);
    pto_destroy(m);
    ptoas_free(&r);
}

/* Comma-separated literals v(i) = base + i for n values (a tile binding's
 * valid region, row-major). */
static char *seq(char *buf, size_t n, int base)
{
    size_t k = 0;
    buf[0] = 0;
    for (size_t i = 0; i < n; i++) k += (size_t)sprintf(buf + k, "%s%d", i ? "," : "", base + (int)i);
    return buf;
}

/* The rearrangements against their PTOAS definitions, computed here from
 * the bound inputs: ttrans dst[i,j] = src[j,i]; tconcat dst[i, 0:C0) =
 * src0[i, :], dst[i, C0:C0+C1) = src1[i, :]; textract dst[i,j] =
 * src[i + row, j + col]; tinsert dst[i + row, j + col] = src[i,j], the
 * rest of dst kept. */
static void rearrangements(void **state)
{
    (void)state;
    const char *src =
        "func.func @k(%i0: index, %i2: index, %i4: index) {\n"
        "  %a = pto.alloc_tile : !pto.tile_buf<vec, 4x8xi32>\n"
        "  %tmp = pto.alloc_tile : !pto.tile_buf<vec, 4x8xi32>\n"
        "  %t = pto.alloc_tile : !pto.tile_buf<vec, 8x16xi32, valid=8x4>\n"
        "  pto.ttrans ins(%a, %tmp : !pto.tile_buf<vec, 4x8xi32>, !pto.tile_buf<vec, 4x8xi32>) outs(%t : !pto.tile_buf<vec, 8x16xi32, valid=8x4>)\n"
        "  %l = pto.alloc_tile : !pto.tile_buf<vec, 4x8xi32, valid=4x3>\n"
        "  %r = pto.alloc_tile : !pto.tile_buf<vec, 4x8xi32, valid=4x5>\n"
        "  %c = pto.alloc_tile : !pto.tile_buf<vec, 4x8xi32>\n"
        "  pto.tconcat ins(%l, %r : !pto.tile_buf<vec, 4x8xi32, valid=4x3>, !pto.tile_buf<vec, 4x8xi32, valid=4x5>) outs(%c : !pto.tile_buf<vec, 4x8xi32>)\n"
        "  %s = pto.alloc_tile : !pto.tile_buf<vec, 8x16xi32>\n"
        "  %e = pto.alloc_tile : !pto.tile_buf<vec, 4x32xi32, valid=2x4>\n"
        "  pto.textract ins(%s, %i4, %i2 : !pto.tile_buf<vec, 8x16xi32>, index, index) outs(%e : !pto.tile_buf<vec, 4x32xi32, valid=2x4>)\n"
        "  %o = pto.alloc_tile : !pto.tile_buf<vec, 8x16xi32>\n"
        "  %p = pto.alloc_tile : !pto.tile_buf<vec, 4x32xi32, valid=2x4>\n"
        "  pto.tinsert ins(%p, %i0, %i0 : !pto.tile_buf<vec, 4x32xi32, valid=2x4>, index, index) outs(%o : !pto.tile_buf<vec, 8x16xi32>)\n"
        "  return\n}\n";
    static char la[400], ll[400], lr[400], ls[1200], lo[1200], lp[200];
    ptoas_binding in[] = {{"i0", NULL, 0, "0"}, {"i2", NULL, 0, "2"}, {"i4", NULL, 0, "4"},
                          {"a", NULL, 0, seq(la, 32, 0)}, {"l", NULL, 0, seq(ll, 12, 100)},
                          {"r", NULL, 0, seq(lr, 20, 200)}, {"s", NULL, 0, seq(ls, 128, 1000)},
                          {"o", NULL, 0, seq(lo, 128, 5000)}, {"p", NULL, 0, seq(lp, 8, 9000)}};
    static const char *const outs[] = {"t", "c", "e", "o"};
    ptoas_result r;
    pto_machine *m = run_lowered(src, in, sizeof in / sizeof in[0], outs, 4, &r);
    assert_non_null(strstr(r.program, "BSTART.SFU TTRANS, S32\nB.DIM LB0=4 ; B.DIM LB1=8 ; B.DIM LB2=16\n"));
    assert_non_null(strstr(r.program, "BSTART.SFU TEXTRACT, S32\nB.DIM LB0=4 ; B.DIM LB1=2 ; B.DIM LB2=32\n"));
    pto_tile_desc d;
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 4; j++) assert_int_equal(el(m, r.outputs[0].tile, (uint32_t)(i * 16 + j)), (uint32_t)(j * 8 + i));
    assert_int_equal(pto_tile_describe(m, r.outputs[0].tile, &d), PTO_OK);
    assert_true(d.valid_rows == 8 && d.valid_cols == 4);
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 8; j++)
            assert_int_equal(el(m, r.outputs[1].tile, (uint32_t)(i * 8 + j)), (uint32_t)(j < 3 ? 100 + i * 3 + j : 200 + i * 5 + j - 3));
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 4; j++)
            assert_int_equal(el(m, r.outputs[2].tile, (uint32_t)(i * 32 + j)), (uint32_t)(1000 + (i + 4) * 16 + j + 2));
    assert_int_equal(pto_tile_describe(m, r.outputs[2].tile, &d), PTO_OK);
    assert_true(d.valid_rows == 2 && d.valid_cols == 4);
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 16; j++)
            assert_int_equal(el(m, r.outputs[3].tile, (uint32_t)(i * 16 + j)),
                             (uint32_t)(i < 2 && j < 4 ? 9000 + i * 4 + j : 5000 + i * 16 + j));
    pto_destroy(m);
    ptoas_free(&r);
    /* offsets the ISA cannot express (LB0/LB1 are also the valid shape) */
    const char *bad = "func.func @k(%i1: index) {\n"
                      "  %s = pto.alloc_tile : !pto.tile_buf<vec, 8x16xi32>\n"
                      "  %e = pto.alloc_tile : !pto.tile_buf<vec, 4x32xi32, valid=2x4>\n"
                      "  pto.textract ins(%s, %i1, %i1 : !pto.tile_buf<vec, 8x16xi32>, index, index) outs(%e : !pto.tile_buf<vec, 4x32xi32, valid=2x4>)\n"
                      "  return\n}\n";
    ptoas_binding one[] = {{"i1", NULL, 0, "1"}, {"s", NULL, 0, ls}};
    assert_int_equal(ptoas_lower(bad, strlen(bad), one, 2, NULL, 0, &r), -1);
    assert_non_null(strstr(r.message, "TEXTRACT at (1, 1) with a 2x4 valid destination has no PTO ISA bundle"));
    assert_int_equal(r.line, 4);
    assert_int_equal(r.column, 3);
    ptoas_free(&r);
}

/* pto.tfillpad: dst = src inside src's valid rectangle, the destination's
 * PadVal elsewhere (PTOAS), lowered with that PadVal's ISA value as the
 * TFILLPAD fill: hand-derived, Max of f32 the largest finite binary32
 * 0x7F7FFFFF, Min of i16 the most negative 0x8000, Zero 0. */
static void fillpad(void **state)
{
    (void)state;
#define FPT(dt, vr, vc, pad) "!pto.tile_buf<loc=vec, dtype=" dt ", rows=4, cols=32, v_row=" vr ", v_col=" vc \
                            ", blayout=row_major, slayout=none_box, fractal=512, pad=" pad ">"
    const char *src = "func.func @k() {\n"
                      "  %a = pto.alloc_tile : " FPT("f32", "3", "5", "0") "\n"
                      "  %x = pto.alloc_tile : " FPT("f32", "4", "32", "2") "\n"
                      "  pto.tfillpad ins(%a : " FPT("f32", "3", "5", "0") ") outs(%x : " FPT("f32", "4", "32", "2") ")\n"
                      "  %b = pto.alloc_tile : " FPT("i16", "2", "7", "0") "\n"
                      "  %y = pto.alloc_tile : " FPT("i16", "4", "32", "3") "\n"
                      "  pto.tfillpad ins(%b : " FPT("i16", "2", "7", "0") ") outs(%y : " FPT("i16", "4", "32", "3") ")\n"
                      "  %z = pto.alloc_tile : " FPT("i16", "4", "32", "1") "\n"
                      "  pto.tfillpad ins(%b : " FPT("i16", "2", "7", "0") ") outs(%z : " FPT("i16", "4", "32", "1") ")\n"
                      "  return\n}\n";
    static char la[200], lb[200];
    ptoas_binding in[] = {{"a", NULL, 0, seq(la, 15, 1)}, {"b", NULL, 0, seq(lb, 14, -7)}};
    static const char *const outs[] = {"x", "y", "z"};
    ptoas_result r;
    pto_machine *m = run_lowered(src, in, 2, outs, 3, &r);
    assert_non_null(strstr(r.program, ".gpr 0 a0 = 0x7f7fffff\nBSTART.SFU TFILLPAD, FP32\nB.DIM LB0=32 ; B.DIM LB1=4 ; B.DIM LB2=32\n"));
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 32; j++) {
            uint32_t e = (uint32_t)(i * 32 + j);
            assert_int_equal(el(m, r.outputs[0].tile, e), i < 3 && j < 5 ? f32((float)(1 + i * 5 + j)) : 0x7F7FFFFFu);
            assert_int_equal(el(m, r.outputs[1].tile, e), i < 2 && j < 7 ? (uint16_t)(-7 + i * 7 + j) : 0x8000u);
            assert_int_equal(el(m, r.outputs[2].tile, e), i < 2 && j < 7 ? (uint16_t)(-7 + i * 7 + j) : 0u);
        }
    pto_destroy(m);
    ptoas_free(&r);
    const char *null = "func.func @k() {\n"
                       "  %a = pto.alloc_tile : " FPT("f32", "3", "5", "0") "\n"
                       "  %x = pto.alloc_tile : " FPT("f32", "4", "32", "0") "\n"
                       "  pto.tfillpad ins(%a : " FPT("f32", "3", "5", "0") ") outs(%x : " FPT("f32", "4", "32", "0") ")\n"
                       "  return\n}\n";
    assert_int_equal(ptoas_lower(null, strlen(null), in, 1, NULL, 0, &r), -1);
    assert_non_null(strstr(r.message, "pto.tfillpad fills with the destination's pad value; this destination's pad is null"));
    assert_int_equal(r.line, 4);
    ptoas_free(&r);
#undef FPT
    /* an operation of PTOAS whose meaning differs from the ISA's */
    const char *g = "func.func @k() {\n"
                    "  %a = pto.alloc_tile : !pto.tile_buf<vec, 4x32xf32>\n"
                    "  %i = pto.alloc_tile : !pto.tile_buf<vec, 4x32xi32>\n"
                    "  %t = pto.alloc_tile : !pto.tile_buf<vec, 4x32xf32>\n"
                    "  %d = pto.alloc_tile : !pto.tile_buf<vec, 4x32xf32>\n"
                    "  pto.tgather ins(%a, %i, %t : !pto.tile_buf<vec, 4x32xf32>, !pto.tile_buf<vec, 4x32xi32>, !pto.tile_buf<vec, 4x32xf32>) outs(%d : !pto.tile_buf<vec, 4x32xf32>)\n"
                    "  return\n}\n";
    assert_int_equal(ptoas_lower(g, strlen(g), NULL, 0, NULL, 0, &r), -1);
    assert_non_null(strstr(r.message, "'pto.tgather' is not lowered: PTOAS's index form reads src[indices[i, j]]"));
    assert_int_equal(r.line, 6);
    assert_int_equal(r.column, 3);
    ptoas_free(&r);
}

/* Bad PTO-AS: each gives its located error. */
static void bad_input(void **state)
{
    (void)state;
    struct {
        const char *src, *msg;
        unsigned line, col;
    } cases[] = {
        {"%c = arith.constant 1.0 : f32\n%x = pto.tfoo %c : f32 -> !pto.tile<16x16xf32>\n", "unknown operation 'pto.tfoo'", 2, 6},
        {"%c = arith.constant 1 : i32\n%x = pto.texpands %c : i32 -> !pto.tile<16x16xf32>\n", "type mismatch: scalar '%c' is S32", 2, 19},
        {"%c = arith.constant 1.0 : f32\n%t = pto.alloc_tile : !pto.tile_buf<vec, 16x64xf32, valid=?x?>\n"
         "pto.texpands ins(%c : f32) outs(%t : !pto.tile_buf<vec, 16x64xf32, valid=?x?>)\n",
         "valid shape is dynamic", 3, 33},
        {"%t = pto.alloc_tile : !pto.tile_buf<l0a, 16x64xf32>\n", "tile location 'l0a' has no ptosim equivalent", 1, 37},
        {"%c = arith.constant 1.0 : f32\n%x = pto.texpands %c : f32 -> !pto.tile<256x256xf32>\n",
         "a 256x256 FP32 tile needs more than the 64 KiB of a Local tile", 2, 1},
        {"%x = pto.tadd %a, %b : (!pto.tile<16x16xf32>, !pto.tile<16x16xf32>) -> !pto.tile<16x16xf32>\n", "unknown value '%a'", 1, 15},
        {"scf.for %i = %c0 to %c4 step %c1 {\n", "unknown value '%c0'", 1, 14},
        {"scf.while (%a = %b) : (i32) -> i32 {\n", "unknown value '%b'", 1, 17},
        {"scf.execute_region {\n}\n", "'scf.execute_region' is not supported", 1, 1},
        /* the expected forms name the syntax with single percent signs */
        {"%c0 = arith.constant 0 : index\nscf.for %i = %c0 to %c0 step %c0 iter_args(%a) {\n}\n",
         "expected %arg = %init in iter_args, found value '%a'", 2, 44},
        {"%c0 = arith.constant 0 : index\n%r = scf.while (%a) : (index) -> index {\n",
         "expected %arg = %init in the arguments of scf.while, found value '%a'", 2, 17},
        /* planned addresses: contents carried only between tiles of one addr and size, valid in full */
        {"%a0 = arith.constant 0 : i64\n%a64 = arith.constant 64 : i64\n%c = arith.constant 1.0 : f32\n"
         "%t = pto.alloc_tile addr = %a0 : !pto.tile_buf<vec, 1x32xf32>\npto.texpands ins(%c : f32) outs(%t : !pto.tile_buf<vec, 1x32xf32>)\n"
         "%u = pto.alloc_tile addr = %a64 : !pto.tile_buf<vec, 1x32xf32>\n"
         "%w = pto.tadds %u, %c : !pto.tile_buf<vec, 1x32xf32>, f32 -> !pto.tile_buf<vec, 1x32xf32>\n",
         "this 1x32 FP32 tile at addr = 64 reads bytes of the 1x32 FP32 tile written at addr = 0", 7, 16},
        {"%a0 = arith.constant 0 : i64\n%c = arith.constant 1.0 : f32\n"
         "%t = pto.alloc_tile addr = %a0 : !pto.tile_buf<vec, 2x16xf32, valid=1x16>\n"
         "pto.texpands ins(%c : f32) outs(%t : !pto.tile_buf<vec, 2x16xf32, valid=1x16>)\n"
         "%u = pto.alloc_tile addr = %a0 : !pto.tile_buf<vec, 1x32xf32>\n"
         "%w = pto.tadds %u, %c : !pto.tile_buf<vec, 1x32xf32>, f32 -> !pto.tile_buf<vec, 1x32xf32>\n",
         "reads the bytes of a 2x16 FP32 tile whose valid region is 1x16", 6, 16},
        {"%a0 = arith.constant 0 : i64\n%a64 = arith.constant 64 : i64\n%c = arith.constant 1.0 : f32\n"
         "%t = pto.alloc_tile addr = %a0 : !pto.tile_buf<vec, 1x16xf32>\npto.texpands ins(%c : f32) outs(%t : !pto.tile_buf<vec, 1x16xf32>)\n"
         "%s = pto.alloc_tile addr = %a64 : !pto.tile_buf<vec, 1x16xf32>\npto.texpands ins(%c : f32) outs(%s : !pto.tile_buf<vec, 1x16xf32>)\n"
         "%u = pto.alloc_tile addr = %a0 : !pto.tile_buf<vec, 1x32xf32>\n"
         "%w = pto.tadds %u, %c : !pto.tile_buf<vec, 1x32xf32>, f32 -> !pto.tile_buf<vec, 1x32xf32>\n",
         "reads bytes that two other tiles wrote (at addr = 0 and 64)", 9, 16},
        /* PTOAS's memory gathers are row gathers */
        {"%i = pto.alloc_tile : !pto.tile_buf<vec, 1x8xi32>\n%d = pto.alloc_tile : !pto.tile_buf<vec, 8x16xf32>\n"
         "pto.mgather ins(%i, %i : !pto.tile_buf<vec, 1x8xi32>, !pto.tile_buf<vec, 1x8xi32>) outs(%d : !pto.tile_buf<vec, 8x16xf32>)\n",
         "'pto.mgather' is not lowered: PTOAS's MGATHER gathers whole rows", 3, 1},
        {"%i = pto.alloc_tile : !pto.tile_buf<vec, 1x8xi32>\n%d = pto.alloc_tile : !pto.tile_buf<vec, 8x16xf32>\n"
         "pto.mscatter ins(%d, %i : !pto.tile_buf<vec, 8x16xf32>, !pto.tile_buf<vec, 1x8xi32>) outs(%i : !pto.tile_buf<vec, 1x8xi32>)\n",
         "'pto.mscatter' is not lowered: PTOAS's MSCATTER scatters whole rows", 3, 1},
        /* event-id arrays */
        {"%c0 = arith.constant 0 : index\n%c1 = arith.constant 1 : index\n%n = arith.constant 1000 : index\n"
         "scf.for %i = %c0 to %n step %c1 {\n  %a = pto.declare_eventid_array -> !pto.eventid_array<4096>\n}\n",
         "the kernel declares more than 2^20 event-id array elements in all", 5, 8},
        {"%c0 = arith.constant 0 : index\n%a = pto.declare_eventid_array -> !pto.eventid_array<2>\n"
         "%e = pto.eventid_array_get %a[%c0] : !pto.eventid_array<2>\n",
         "element 0 of the event-id array is read before it was set", 3, 31},
        {"%c2 = arith.constant 2 : index\n%a = pto.declare_eventid_array -> !pto.eventid_array<2>\n"
         "pto.eventid_array_set %a[%c2], %c2 : !pto.eventid_array<2>\n",
         "index 2 is outside the event-id array of 2 elements", 3, 26},
        /* the micro-operation vector surface: a region that parses, refused when run */
        {"pto.vecscope {\n  %m = pto.pset_b16 \"PAT_ALL\" : !pto.mask<b16>\n  %n = pto.pnot %m : !pto.mask<b16>\n}\n",
         "'pto.vecscope' has no PTO ISA equivalent (a region of the micro-operation vector surface)", 1, 1},
        /* a broadcast operand of several columns (rows): what the Tile Lib reads of it, not the ISA's operand */
        {"%c = arith.constant 1.0 : f32\n%a = pto.texpands %c : f32 -> !pto.tile<16x32xf32>\n%b = pto.texpands %c : f32 -> !pto.tile<16x8xf32>\n"
         "%d = pto.trowexpandadd %a, %b : !pto.tile<16x32xf32>, !pto.tile<16x8xf32> -> !pto.tile<16x32xf32>\n",
         "PTOAS's TROWEXPANDADD reads its 16x8 broadcast operand at (r, c mod 8); the ISA's TROWEXPANDADD takes one column (Rx1)", 4, 28},
        {"%c = arith.constant 1.0 : f32\n%b = pto.texpands %c : f32 -> !pto.tile<2x32xf32>\n"
         "%d = pto.tcolexpand %b : !pto.tile<2x32xf32> -> !pto.tile<16x32xf32>\n",
         "PTOAS's TCOLEXPAND reads row 0 of its 2x32 source; the ISA's TCOLEXPAND takes one row (1xC)", 3, 21},
        /* the generic form with regions */
        {"%c0 = arith.constant 0 : index\n%c1 = arith.constant 1 : index\n\"scf.for\"(%c0, %c1, %c1) ({\n}) : (index, index, index) -> ()\n",
         "the region of scf.for has 0 arguments; it needs the induction variable and one per iter_arg (1)", 3, 26},
        {"%c0 = arith.constant 0 : index\n%c1 = arith.constant 1 : index\n\"scf.for\"(%c0, %c1, %c1) ({\n^bb0(%i: index):\n}, {\n}) : (index, index, index) -> ()\n",
         "scf.for takes one region", 3, 26},
        {"%c0 = arith.constant 0 : index\n%x = \"arith.addi\"(%c0, %c0) ({\n}) : (index, index) -> index\n",
         "'arith.addi' takes no region", 2, 29},
        {"%c0 = arith.constant 0 : index\n\"scf.while\"(%c0) ({\n^bb0(%i: index):\n  %t = arith.constant true\n}, {\n^bb0(%j: index):\n"
         "  \"scf.yield\"(%j) : (index) -> ()\n}) : (index) -> ()\n",
         "the region of scf.while before 'do' must end in scf.condition", 5, 1},
        {"\"builtin.module\"() ({\n  \"func.func\"() <{function_type = () -> ()}> ({\n    \"func.return\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n",
         "the generic func.func needs sym_name = \"NAME\"", 2, 4},
        /* planned ranges are bounded (the lookups stay a bounded scan) */
        {"%c0 = arith.constant 0 : index\n%c1 = arith.constant 1 : index\n%n = arith.constant 5000 : index\n"
         "%c64 = arith.constant 64 : index\n%f = arith.constant 1.0 : f32\nscf.for %i = %c0 to %n step %c1 {\n"
         "  %o = arith.muli %i, %c64 : index\n  %a = arith.index_cast %o : index to i64\n"
         "  %t = pto.alloc_tile addr = %a : !pto.tile_buf<vec, 1x16xf32>\n"
         "  pto.texpands ins(%f : f32) outs(%t : !pto.tile_buf<vec, 1x16xf32>)\n}\n",
         "more than 4096 planned loc=vec ranges hold contents at once", 10, 3},
        /* scf.while */
        {"%c0 = arith.constant 0 : index\n%t = arith.constant true\n%r = scf.while (%i = %c0) : (index) -> index {\n  scf.condition(%t) %i : index\n}\n",
         "expected 'do' and the region after the condition of scf.while", 6, 1},
        {"%c0 = arith.constant 0 : index\n%t = arith.constant true\nscf.while : () -> () {\n  %u = arith.constant true\n} do {\n  scf.yield\n}\n",
         "the region of scf.while before 'do' must end in scf.condition", 5, 1},
        {"%c0 = arith.constant 0 : index\n%t = arith.constant true\nscf.while : () -> () {\n  scf.condition(%t)\n  scf.condition(%t)\n} do {\n  scf.yield\n}\n",
         "scf.condition must be the last operation of the region before 'do'", 4, 3},
        {"%c0 = arith.constant 0 : index\n%t = arith.constant true\nscf.while : () -> () {\n  scf.condition(%c0)\n} do {\n  scf.yield\n}\n",
         "the condition of scf.condition must be an i1", 4, 17},
        {"%c0 = arith.constant 0 : index\n%t = arith.constant true\nscf.condition(%t)\n",
         "scf.condition outside the region before 'do' of scf.while", 3, 1},
        {"%c0 = arith.constant 0 : index\n%t = arith.constant true\n%r = scf.while (%i = %c0) : (index, index) -> index {\n",
         "scf.while has 1 initial values and 2 argument types", 3, 27},
        {"%c0 = arith.constant 0 : index\n%t = arith.constant true\n%r:2 = scf.while (%i = %c0) : (index) -> index {\n",
         "scf.while has 2 results and 1 result types", 3, 8},
        {"%c0 = arith.constant 0 : index\n%t = arith.constant true\nscf.while (%i = %c0) -> index {\n",
         "expected ':' and the function type of scf.while", 3, 22},
        {"%c0 = arith.constant 0 : index\n%t = arith.constant true\n%r = scf.while (%i = %c0) : (index) -> index {\n  scf.condition(%t) %i : index\n} do {\n^bb0(%a: index, %b: index):\n  scf.yield %a : index\n}\n",
         "scf.condition passes 1 values to the 2 arguments of the region after 'do'", 3, 6},
        {"%c0 = arith.constant 0 : index\n%t = arith.constant true\n%r = scf.while (%i = %c0) : (index) -> index {\n  scf.condition(%t) %i : index\n} do {\n^bb0(%a: index):\n  scf.yield\n}\n",
         "the region after 'do' yields 0 values for the 1 arguments of scf.while", 3, 6},
        {"%c0 = arith.constant 0 : index\n%t = arith.constant true\n%f = arith.constant false\n%r:2 = scf.while (%i = %c0) : (index) -> (index, index) {\n  scf.condition(%f) %i : index\n} do {\n^bb0(%a: index):\n  scf.yield %a : index\n}\n",
         "scf.condition passes 1 values to the 2 results of scf.while", 4, 8},
        {"%c0 = arith.constant 0 : index\n%t = arith.constant true\n%r = scf.while (%i = %c0) : (index) -> index {\n  scf.condition(%t) %i : index\n} do {\n^bb0(%a: index):\n  scf.yield %i : index\n}\n",
         "unknown value '%i'", 7, 13},
        {"%c = arith.constant 1.0 : f32\n%x = pto.texpands %c : f32 -> !pto.tile<16x16xf32>\n"
         "%m = tcmps %x, %c {cmpMode = #pto<cmp bigger>} : !pto.tile<16x16xf32> -> !pto.tile<16x16xi8>\n",
         "unknown compare mode 'bigger'", 3, 39},
        {"%c = arith.constant 1.0 : f32\n%x = pto.texpands %c : f32 -> !pto.tile<16x16xf32>\n"
         "%z = pto.tfillpad %x : !pto.tile<16x16xf32> -> !pto.tile<16x16xf32>\n",
         "pto.tfillpad fills with the destination's pad value; this destination's pad is null", 3, 1},
        {"%c = arith.constant 1.0 : f32\n%x = pto.texpands %c : f32 -> !pto.tile<16x16xf32>\n"
         "%z = pto.tfillpad %x, %c : (!pto.tile<16x16xf32>, f32) -> !pto.tile<32x32xf32>\n",
         "TFILLPAD takes 1 tile and 0 scalars", 3, 6},
        {"%t = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=4, cols=32, blayout=col_major>\n",
         "blayout=col_major of a 4x32 tile has no TEPL bundle equivalent", 1, 82},
        {"%c = arith.constant 1.0 : f32\n%x = pto.texpands %c : f32 -> !pto.tile<16x16xf32>\n"
         "%z = pto.trowargmax %x : !pto.tile<16x16xf32> -> !pto.tile<16x1xf32>\n",
         "TROWARGMAX writes ui32 indices; the result is FP32", 3, 1},
        {"%c = arith.constant 1.0 : f32\n%x = pto.texpands %c : f32 -> !pto.tile<16x16xf32>\n"
         "%z = pto.trowsum %x : !pto.tile<16x16xf32> -> !pto.tile<16x16xf32>\n",
         "the result of TROWSUM on a 16x16 tile is 16x1 with 1 column, not 16x16", 3, 1},
        {"%d = arith.constant 0 : i32\n%x = pto.ttri %d {upperOrLower = 2 : i32} : i32 -> !pto.tile<16x16xf32>\n",
         "upperOrLower must be 0 (lower) or 1 (upper)", 2, 34},
        {"%d = arith.constant 0 : i32\n%x = pto.tci %d {step = 2} : i32 -> !pto.tile<16x16xi32>\n",
         "TCI takes one attribute, descending", 2, 17},
        {"%d = arith.constant 0.5 : f32\n%x = pto.ttri %d : f32 -> !pto.tile<16x16xf32>\n",
         "the TTRI diagonal '%d' must be an integer, not FP32", 2, 15},
        /* the catalogue of the parser, the host interpreter and the kernel's checks */
        {"module {\n  func.func @k() {\n    %c = arith.constant 1 : index\n    %c = arith.constant 2 : index\n    return\n  }\n}\n",
         "redefinition of '%c' (first defined at line 3)", 4, 5},
        {"%t = pto.alloc_tile : !pto.tile_buf<loc=vec, rows=4, cols=32>\n", "!pto.tile_buf needs dtype=TYPE", 1, 23},
        {"%t = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, dtype=f16, rows=4, cols=32>\n",
         "!pto.tile_buf field 'dtype' given twice", 1, 57},
        {"func.func @k() {\n  %x = \"pto.vlds\"() : () -> i32\n  return\n}\n", "'pto.vlds' has no PTO ISA equivalent", 2, 9},
        {"func.func @k() {\n  %s = arith.constant \"abc : i32\n  return\n}\n", "unterminated string", 2, 23},
        {"func.func @k() {\n  %a = arith.constant 1 : i32\n  %b = arith.constant 0 : i32\n  %c = arith.divsi %a, %b : i32\n"
         "  return\n}\n", "division by zero in 'arith.divsi'", 4, 8},
        {"func.func @k() {\n  %c0 = arith.constant 0 : index\n  %c4 = arith.constant 4 : index\n"
         "  scf.for %i = %c0 to %c4 step %c0 {\n  }\n  return\n}\n", "the step of scf.for must be positive (it is 0)", 4, 32},
        {"func.func @k() {\n  %c0 = arith.constant 0 : index\n  return\n", "'{' is never closed", 1, 16},
        {"module {\n  func.func @k() {\n    return\n  }\n", "the module's '{' is never closed", 1, 8},
        {"func.func @k() {\n  %a = arith.constant 300 : i8\n  return\n}\n", "'300' does not fit i8", 2, 23},
        {"func.func @k() {\n  %a = arith.constant 1 : i32 ]\n  return\n}\n", "unbalanced ']'", 2, 31},
        {"func.func @k() {\n  foo.bar\n  return\n}\n", "unknown operation 'foo.bar'", 2, 3},
        {"func.func @a() {\n  return\n}\nfunc.func @a() {\n  return\n}\n", "redefinition of '@a' (first defined at line 1)", 4, 11},
        {"func.func @k() {\n  func.call @nothere() : () -> ()\n  return\n}\n", "call of an undefined function '@nothere'", 2, 13},
        {"func.func @k(%t: memref<16xf32>) {\n  return\n}\n", "no host data bound to the argument '%t'", 1, 14},
        {"func.func @k(%s: f32) {\n  return\n}\n", "no value bound to the scalar argument '%s'; pass --in s=VALUE", 1, 14},
        {"func.func @k(%p: !pto.ptr<f32>) {\n  return\n}\n", "no host data bound to the argument '%p'", 1, 14},
        {"func.func @k() {\n  %c = arith.constant 1.5 : f32\n  %x = pto.texpands %c : f32 -> !pto.tile<16x16xf32>\n"
         "  %y = pto.tdivs %c, %x : (f32, !pto.tile<16x16xf32>) -> !pto.tile<16x16xf32>\n  return\n}\n",
         "the scalar-first form of TDIVS (scalar before the tile) has no PTO ISA equivalent", 4, 18},
        {"func.func @k() {\n  %c = arith.constant 1.5 : f32\n  %x = pto.texpands %c : f32 -> !pto.tile<16x16xf32>\n"
         "  %y = pto.tadd %x : !pto.tile<16x16xf32> -> !pto.tile<16x16xf32>\n  return\n}\n", "TADD takes 2 tiles and 0 scalars", 4, 8},
        {"func.func @k(%a: i32) -> i32 attributes {pto.entry} {\n  return %a : i32\n}\n",
         "the kernel '@k' returns 1 value: a PTO kernel returns nothing", 1, 11},
        {"func.func @k(%a: i32) attributes {pto.entry} {\n  func.call @k(%a) : (i32) -> ()\n  return\n}\n",
         "recursive call of '@k'", 2, 3},
        {"%x = arith.constant 1 : i32\n%y = arith.constant 1 : i32 loc(\"f\":1:2\n", "unterminated loc(...)", 2, 29},
        {"%x = arith.constant 1 : !pto.tile<16x16xf32\n", "unbalanced '<'", 1, 34},
        {"%x = \"pto.tadd\"(%a) ({ }) : () -> ()\n", "unknown value '%a'", 1, 17},
        {"%c0 = arith.constant 0 : index\n%x = \"scf.for\"(%c0) ({ }) : (index) -> ()\n", "the generic scf.for takes (%lb, %ub, %step, %init...)", 2, 7},
        {"%c = arith.constant dense<1.0> : vector<4xf32>\n", "a dense (vector or tensor) constant has no host or tile equivalent", 1, 21},
        {"%c = arith.constant 1 : i32\n%d = arith.addf %c, %c : i32\n", "'%c' is not a float scalar", 2, 17},
        {"%c = arith.constant 1.0 : f32\n%t = pto.texpands %c : f32 -> !pto.tile<16x16xf32>\n"
         "%u = pto.tadds %t, %c {cmpMode = #pto<cmp gt>} : (!pto.tile<16x16xf32>, f32) -> !pto.tile<16x16xf32>\n",
         "TADDS takes no compare mode", 3, 34},
        {"%a = arith.constant 1 : index\n%b = arith.constant 1 : index\n%c = arith.cmpi foo, %a, %b : index\n",
         "unknown arith.cmpi predicate 'foo'", 3, 17},
        {"func.func @k() {\n  %p = pto.castptr : () -> i32\n  return\n}\n", "'pto.castptr' has no PTO ISA equivalent", 2, 8},
        {"func.func @k() {\n  pto.section.cube {\n    %t = pto.alloc_tile : !pto.tile_buf<left, 16x16xf32>\n    %u = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf32>\n"
         "    pto.tmov ins(%u : !pto.tile_buf<mat, 16x16xf32>) outs(%t : !pto.tile_buf<left, 16x16xf32>)\n  }\n  return\n}\n",
         "the loc=mat tile is moved before a pto.tload wrote it", 5, 18},
        {"%a = arith.constant 1 : index\n\x01\n", "unexpected byte 0x01", 2, 1},
        {"%c = arith.constant 1.0 : f32\n%a = pto.alloc_tile : !pto.tile_buf<vec, 8x16xf32>\n%x = pto.alloc_tile : !pto.tile_buf<vec, 8x16xi32>\n"
         "pto.tcvt ins(%a {rmode = #pto<round_mode UP>} : !pto.tile_buf<vec, 8x16xf32>) outs(%x : !pto.tile_buf<vec, 8x16xi32>)\n",
         "unknown round_mode 'UP'", 4, 42},
        {"%c = arith.constant 1.0 : f32\n%a = pto.alloc_tile : !pto.tile_buf<vec, 8x16xf32>\n%x = pto.alloc_tile : !pto.tile_buf<vec, 8x32xi32>\n"
         "pto.tcvt ins(%a : !pto.tile_buf<vec, 8x16xf32>) outs(%x : !pto.tile_buf<vec, 8x32xi32>)\n",
         "TCVT keeps its source's 8x16 shape; the destination is 8x32", 4, 54},
    };
    int bad = 0;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        ptoas_result r;
        int rc = ptoas_lower(cases[i].src, strlen(cases[i].src), NULL, 0, NULL, 0, &r);
        if (rc == 0 || !strstr(r.message, cases[i].msg) || r.line != cases[i].line || r.column != cases[i].col)
            print_message("case %zu: rc %d at %u:%u: %s\n", i, rc, r.line, r.column, r.message);
        bad += rc != -1 || !strstr(r.message, cases[i].msg) || r.line != cases[i].line || r.column != cases[i].col;
        ptoas_free(&r);
    }
    assert_int_equal(bad, 0);
}

/* scf.while nested in scf.for, in a called function: for j < m, a = a + x
 * j times (a while loop counting to j), then a = a * 0.5; a starts as
 * x + 0 = x.
 * The reference is the same binary32 sequence in C. */
static void scf_while_nested(void **state)
{
    (void)state;
    static const char src[] =
        "module {\n"
        "  func.func private @steps(%a: !pto.tile<16x16xf32>, %x: !pto.tile<16x16xf32>, %j: index) -> !pto.tile<16x16xf32> {\n"
        "    %c0 = arith.constant 0 : index\n"
        "    %c1 = arith.constant 1 : index\n"
        "    %r:2 = scf.while (%i = %c0, %b = %a) : (index, !pto.tile<16x16xf32>) -> (index, !pto.tile<16x16xf32>) {\n"
        "      %go = arith.cmpi ult, %i, %j : index\n"
        "      scf.condition(%go) %i, %b : index, !pto.tile<16x16xf32>\n"
        "    } do {\n"
        "    ^bb0(%i2: index, %b2: !pto.tile<16x16xf32>):\n"
        "      %s = pto.tadd %b2, %x : (!pto.tile<16x16xf32>, !pto.tile<16x16xf32>) -> !pto.tile<16x16xf32>\n"
        "      %i3 = arith.addi %i2, %c1 : index\n"
        "      scf.yield %i3, %s : index, !pto.tile<16x16xf32>\n"
        "    }\n"
        "    return %r#1 : !pto.tile<16x16xf32>\n"
        "  }\n"
        "  func.func @k(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>, %m: index) attributes {pto.entry} {\n"
        "    %c0 = arith.constant 0 : index\n"
        "    %c1 = arith.constant 1 : index\n"
        "    %c16 = arith.constant 16 : index\n"
        "    %c0f = arith.constant 0.000000e+00 : f32\n"
        "    %half = arith.constant 5.000000e-01 : f32\n"
        "    %xv = pto.make_tensor_view %x, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>\n"
        "    %yv = pto.make_tensor_view %y, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>\n"
        "    %xp = pto.partition_view %xv, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>\n"
        "    %yp = pto.partition_view %yv, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>\n"
        "    %k = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>\n"
        "    pto.tload ins(%xp : !pto.partition_tensor_view<16x16xf32>) outs(%k : !pto.tile_buf<vec, 16x16xf32>)\n"
        "    %x0 = pto.tadds %k, %c0f : (!pto.tile_buf<vec, 16x16xf32>, f32) -> !pto.tile<16x16xf32>\n"
        "    %f = scf.for %j = %c0 to %m step %c1 iter_args(%a = %x0) -> (!pto.tile<16x16xf32>) {\n"
        "      %w = func.call @steps(%a, %x0, %j) : (!pto.tile<16x16xf32>, !pto.tile<16x16xf32>, index) -> !pto.tile<16x16xf32>\n"
        "      %h = pto.tmuls %w, %half : (!pto.tile<16x16xf32>, f32) -> !pto.tile<16x16xf32>\n"
        "      scf.yield %h : !pto.tile<16x16xf32>\n"
        "    }\n"
        "    %out = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>\n"
        "    pto.tmov ins(%f : !pto.tile<16x16xf32>) outs(%out : !pto.tile_buf<vec, 16x16xf32>)\n"
        "    pto.tstore ins(%out : !pto.tile_buf<vec, 16x16xf32>) outs(%yp : !pto.partition_tensor_view<16x16xf32>)\n"
        "    return\n"
        "  }\n"
        "}\n";
    static const int ms[] = {0, 1, 6};
    for (unsigned t = 0; t < 3; t++) {
        float x[256], want[256];
        for (int i = 0; i < 256; i++) x[i] = (float)((i * 53) % 89 - 44) / 16.0f;
        for (int i = 0; i < 256; i++) {
            float a = x[i];
            for (int j = 0; j < ms[t]; j++) {
                for (int k = 0; k < j; k++) a = a + x[i];
                a = a * 0.5f;
            }
            want[i] = a;
        }
        char m_s[16];
        snprintf(m_s, sizeof m_s, "%d", ms[t]);
        ptoas_binding in[2] = {{"x", (const uint8_t *)x, sizeof x, NULL}, {"m", NULL, 0, m_s}};
        static const char *const outs[] = {"y"};
        ptoas_result r;
        pto_machine *m = run_entry(src, in, 2, outs, 1, NULL, &r);
        const pto_ptoas_output *o = gm_out(&r, "y");
        for (unsigned i = 0; i < 256; i++) {
            uint32_t got = gm_u32(m, o->addr + 4u * i);
            if (got != f32(want[i])) print_message("m %d element %u: 0x%08x, want 0x%08x\n", ms[t], i, got, f32(want[i]));
            assert_int_equal(got, f32(want[i]));
        }
        pto_destroy(m);
        ptoas_free(&r);
    }
}

/* scf.while over tiles: acc = x + 0.5, then while i < n: acc = acc + x,
 * i = i + 1 (n a scalar argument).  The reference is the same sequence of
 * binary32 additions in C (FLT_EVAL_METHOD 0); n = 1000 also checks that
 * the loop's tiles are released. */
static const char while_src[] =
    "module {\n"
    "  func.func @wk(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>, %n: i32) {\n"
    "    %c0 = arith.constant 0 : index\n"
    "    %c1 = arith.constant 1 : index\n"
    "    %c16 = arith.constant 16 : index\n"
    "    %half = arith.constant 5.000000e-01 : f32\n"
    "    %ni = arith.index_cast %n : i32 to index\n"
    "    %xv = pto.make_tensor_view %x, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>\n"
    "    %yv = pto.make_tensor_view %y, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf32>\n"
    "    %xp = pto.partition_view %xv, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>\n"
    "    %yp = pto.partition_view %yv, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x16xf32>\n"
    "    %k = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>\n"
    "    pto.tload ins(%xp : !pto.partition_tensor_view<16x16xf32>) outs(%k : !pto.tile_buf<vec, 16x16xf32>)\n"
    "    %init = pto.tadds %k, %half : (!pto.tile_buf<vec, 16x16xf32>, f32) -> !pto.tile<16x16xf32>\n"
    "    %r:2 = scf.while (%i = %c0, %a = %init)\n"
    "        : (index, !pto.tile<16x16xf32>) -> (index, !pto.tile<16x16xf32>) {\n"
    "      %lt = arith.cmpi slt, %i, %ni : index\n"
    "      scf.condition(%lt) %i, %a : index, !pto.tile<16x16xf32>\n"
    "    } do {\n"
    "    ^bb0(%i2: index, %a2: !pto.tile<16x16xf32>):\n"
    "      %s = pto.tadd %a2, %k : (!pto.tile<16x16xf32>, !pto.tile_buf<vec, 16x16xf32>) -> !pto.tile<16x16xf32>\n"
    "      %i3 = arith.addi %i2, %c1 : index\n"
    "      scf.yield %i3, %s : index, !pto.tile<16x16xf32>\n"
    "    }\n"
    "    %out = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>\n"
    "    pto.tmov ins(%r#1 : !pto.tile<16x16xf32>) outs(%out : !pto.tile_buf<vec, 16x16xf32>)\n"
    "    pto.tstore ins(%out : !pto.tile_buf<vec, 16x16xf32>) outs(%yp : !pto.partition_tensor_view<16x16xf32>)\n"
    "    return\n"
    "  }\n"
    "}\n";

static void scf_while_tiles(void **state)
{
    (void)state;
    static const int ns[] = {0, 1, 5, 1000};
    for (unsigned t = 0; t < 4; t++) {
        float x[256], want[256];
        for (int i = 0; i < 256; i++) x[i] = (float)((i * 29) % 97 - 48) / 8.0f;
        for (int i = 0; i < 256; i++) {
            float a = x[i] + 0.5f;
            for (int k = 0; k < ns[t]; k++) a = a + x[i];
            want[i] = a;
        }
        char n_s[16];
        snprintf(n_s, sizeof n_s, "%d", ns[t]);
        ptoas_binding in[2] = {{"x", (const uint8_t *)x, sizeof x, NULL}, {"n", NULL, 0, n_s}};
        static const char *const outs[] = {"y"};
        ptoas_result r;
        pto_machine *m = run_entry(while_src, in, 2, outs, 1, NULL, &r);
        const pto_ptoas_output *o = gm_out(&r, "y");
        for (unsigned i = 0; i < 256; i++) {
            uint32_t got = gm_u32(m, o->addr + 4u * i);
            if (got != f32(want[i])) print_message("n %d element %u: 0x%08x, want 0x%08x\n", ns[t], i, got, f32(want[i]));
            assert_int_equal(got, f32(want[i]));
        }
        if (ns[t] == 1000) assert_non_null(strstr(r.program, ".release"));
        pto_destroy(m);
        ptoas_free(&r);
    }
}

/* An endless scf.while ends at the bound on host operations, located at the
 * operation that passes it: 2 operations before the loop, then scf.condition
 * and scf.yield alternate, so operation 50000001 is an scf.condition. */
static void scf_while_endless(void **state)
{
    (void)state;
    static const char src[] = "func.func @k() {\n"
                              "  %t = arith.constant true\n"
                              "  scf.while : () -> () {\n"
                              "    scf.condition(%t)\n"
                              "  } do {\n"
                              "    scf.yield\n"
                              "  }\n"
                              "  return\n"
                              "}\n";
    ptoas_result r;
    int rc = ptoas_lower(src, strlen(src), NULL, 0, NULL, 0, &r);
    if (rc == 0 || r.line != 4) print_message("rc %d at %u:%u: %s\n", rc, r.line, r.column, r.message);
    assert_int_equal(rc, -1);
    assert_non_null(strstr(r.message, "the kernel runs more than 50000000 host operations"));
    assert_int_equal(r.line, 4);
    assert_int_equal(r.column, 5);
    ptoas_free(&r);
}

/* pto.tprefetch: the ISA's TPREFETCH, by hand from its definition: the
 * view's 8x24 FP32 elements at row 2, column 4 of a 16x32 tensor, base
 * p + (2 * 32 + 4) * 4 = p + 272 in a0 and the element row stride 32 in a1
 * of all four PEs; B.DIM LB0 = 24 columns, LB1 = 8 rows, LB2 = 32 (the
 * columns rounded up to a power of two); no binding (it writes no tile).
 * Its footprint ends at byte (68 + 7 * 32 + 24) * 4 = 1264 of the data. */
static void tprefetch_lowering(void **state)
{
    (void)state;
    static const char src[] =
        "func.func @k(%x: !pto.ptr<f32>) {\n"
        "  %c1 = arith.constant 1 : index\n"
        "  %c2 = arith.constant 2 : index\n"
        "  %c4 = arith.constant 4 : index\n"
        "  %c8 = arith.constant 8 : index\n"
        "  %c16 = arith.constant 16 : index\n"
        "  %c24 = arith.constant 24 : index\n"
        "  %c32 = arith.constant 32 : index\n"
        "  %xv = pto.make_tensor_view %x, shape = [%c16, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xf32>\n"
        "  %xp = pto.partition_view %xv, offsets = [%c2, %c4], sizes = [%c8, %c24] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<8x24xf32>\n"
        "  %t = pto.alloc_tile : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=32, v_row=8, v_col=24, blayout=row_major, slayout=none_box, fractal=512, pad=0>\n"
        "  pto.tprefetch ins(%xp : !pto.partition_tensor_view<8x24xf32>)\n"
        "      outs(%t : !pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=32, v_row=8, v_col=24, blayout=row_major, slayout=none_box, fractal=512, pad=0>)\n"
        "  return\n"
        "}\n";
    static float x[316];
    for (int i = 0; i < 316; i++) x[i] = (float)i;
    ptoas_binding in[1] = {{"x", (const uint8_t *)x, 1264, NULL}};
    ptoas_result r;
    pto_machine *m = run_entry(src, in, 1, NULL, 0, NULL, &r);
    const char *mem = strstr(r.program, ".mem ");
    assert_non_null(mem);
    unsigned long long base = 0, a0 = 0;
    assert_int_equal(sscanf(mem, ".mem %llx", &base), 1);
    const char *g = strstr(r.program, ".gpr * a0 = ");
    assert_non_null(g);
    assert_int_equal(sscanf(g, ".gpr * a0 = %llx", &a0), 1);
    assert_int_equal(a0, base + 272);
    assert_non_null(strstr(g, "\n.gpr * a1 = 32\nBSTART.TPREFETCH FP32\nB.DIM LB0=24 ; B.DIM LB1=8 ; B.DIM LB2=32\n"
                              "B.IOR a0, a1\nBSTOP\n"));
    pto_destroy(m);
    ptoas_free(&r);
    /* one element less of host data: a located error at the view */
    in[0].len = 1260;
    int rc = ptoas_lower_entry(src, strlen(src), in, 1, NULL, 0, 0, NULL, &r);
    assert_int_equal(rc, -1);
    if (!strstr(r.message, "has 1260 bytes; this prefetch reads up to byte 1264")) print_message("%s\n", r.message);
    assert_non_null(strstr(r.message, "has 1260 bytes; this prefetch reads up to byte 1264"));
    assert_int_equal(r.line, 12);
    assert_int_equal(r.column, 21);
    ptoas_free(&r);
}

/* gemm_f16.pto: c = a x b (FP16 16xK by Kx32, FP32 result) in K steps of
 * 16 through loc=mat, loc=left/right and a loc=acc accumulator.  The
 * reference is the CUBE numerics of decisions D25 in plain C: each output
 * one fmaf per term in increasing k, starting from +0, FP32 accumulate,
 * the FP16 inputs converted exactly to float first (h2f). */
static void corpus_gemm_f16(void **state)
{
    (void)state;
    char *rm = corpus("gemm_f16.pto");
    /* the same kernel with b column-major in GM (a view of strides [1, K]):
     * ptosim loads its transpose, TTRANS, and stores it row-major to
     * scratch GM for the CUBE TLOAD; the product must not change */
    static const char rm_b[] = "strides = [%c32, %c1] : !pto.tensor_view<2xf16>";
    char *hit = strstr(rm, rm_b);
    assert_non_null(hit);
    size_t cm_len = strlen(rm) + 8;
    char *cm = malloc(cm_len);
    assert_non_null(cm);
    snprintf(cm, cm_len, "%.*sstrides = [%%c1, %%k] : !pto.tensor_view<2xf16>%s", (int)(hit - rm), rm, hit + strlen(rm_b));
    for (int run = 0; run < 4; run++) {
        int nk = run % 2 ? 4 : 1;
        bool dn = run >= 2;
        const char *src = dn ? cm : rm;
        int K = 16 * nk;
        static uint16_t a[16 * 64], b[64 * 32];
        uint32_t seed = 12345u;
        for (int i = 0; i < 16 * K; i++) {
            seed = seed * 1103515245u + 12345u;
            a[i] = (uint16_t)((seed >> 16) & 0x7bffu) | (uint16_t)(seed & 0x8000u); /* finite FP16, every exponent */
            if ((a[i] & 0x7c00u) > 0x4800u) a[i] = (uint16_t)(a[i] & 0x83ffu) | 0x3c00u; /* at most 2^3: no overflow */
        }
        for (int i = 0; i < K * 32; i++) {
            seed = seed * 1103515245u + 12345u;
            b[i] = (uint16_t)((seed >> 16) & 0x7bffu) | (uint16_t)(seed & 0x8000u);
            if ((b[i] & 0x7c00u) > 0x4800u) b[i] = (uint16_t)(b[i] & 0x83ffu) | 0x3800u;
        }
        char nk_s[8];
        snprintf(nk_s, sizeof nk_s, "%d", nk);
        static uint16_t bt[64 * 32]; /* b column-major: b[k][j] at k + j * K */
        for (int k = 0; k < K; k++)
            for (int j = 0; j < 32; j++) bt[k + j * K] = b[k * 32 + j];
        ptoas_binding in[3] = {{"a", (const uint8_t *)a, (size_t)16 * K * 2u, NULL},
                               {"b", (const uint8_t *)(dn ? bt : b), (size_t)K * 32 * 2u, NULL}, {"nk", NULL, 0, nk_s}};
        static const char *const outs[] = {"c"};
        ptoas_result r;
        pto_machine *m = run_entry(src, in, 3, outs, 1, NULL, &r);
        assert_non_null(strstr(r.program, "BSTART.TMATMUL FP16"));
        assert_true(nk == 1 || strstr(r.program, "BSTART.TMATMUL.ACC FP16"));
        assert_true(!dn || strstr(r.program, "BSTART.SFU TTRANS, FP16"));
        const pto_ptoas_output *o = gm_out(&r, "c");
        assert_int_equal(o->rows, 16);
        assert_int_equal(o->cols, 32);
        unsigned mism = 0;
        for (int i = 0; i < 16; i++)
            for (int j = 0; j < 32; j++) {
                float acc = 0.0f;
                for (int k = 0; k < K; k++) acc = fmaf(h2f(a[i * K + k]), h2f(b[k * 32 + j]), acc);
                uint32_t got = gm_u32(m, o->addr + 4u * (uint64_t)(i * 32 + j));
                if (got != f32(acc)) {
                    if (mism < 4) print_message("c[%d][%d]: 0x%08x, expected 0x%08x\n", i, j, got, f32(acc));
                    mism++;
                }
            }
        assert_int_equal(mism, 0);
        pto_destroy(m);
        ptoas_free(&r);
    }
    free(cm);
    free(rm);
}

/* TEXTRACT of loc=mat windows into left and right: c = a[:, 16:32] x
 * b[16:32, :] for FP16 a (16x32) and b (32x32), accumulated in FP32; the
 * reference is the fmaf chain in increasing k (k = 16..31), as for
 * corpus_gemm_f16. */
static void cube_extract_windows(void **state)
{
    (void)state;
#define MAT(R, C) "!pto.tile_buf<loc=mat, dtype=f16, rows=" #R ", cols=" #C ", v_row=" #R ", v_col=" #C ", blayout=col_major, slayout=row_major, fractal=512, pad=0>"
#define LEFT "!pto.tile_buf<loc=left, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>"
#define RIGHT "!pto.tile_buf<loc=right, dtype=f16, rows=16, cols=32, v_row=16, v_col=32, blayout=row_major, slayout=col_major, fractal=512, pad=0>"
#define ACC "!pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=32, v_row=16, v_col=32, blayout=col_major, slayout=row_major, fractal=1024, pad=0>"
    static const char src[] =
        "func.func @win(%a: !pto.ptr<f16>, %b: !pto.ptr<f16>, %c: !pto.ptr<f32>) {\n"
        "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c16 = arith.constant 16 : index\n"
        "  %c32 = arith.constant 32 : index\n"
        "  %av = pto.make_tensor_view %a, shape = [%c16, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xf16>\n"
        "  %bv = pto.make_tensor_view %b, shape = [%c32, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xf16>\n"
        "  %cv = pto.make_tensor_view %c, shape = [%c16, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xf32>\n"
        "  %ap = pto.partition_view %av, offsets = [%c0, %c0], sizes = [%c16, %c32] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<16x32xf16>\n"
        "  %bp = pto.partition_view %bv, offsets = [%c0, %c0], sizes = [%c32, %c32] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<32x32xf16>\n"
        "  %am = pto.alloc_tile : " MAT(16, 32) "\n  %bm = pto.alloc_tile : " MAT(32, 32) "\n"
        "  %al = pto.alloc_tile : " LEFT "\n  %br = pto.alloc_tile : " RIGHT "\n  %acc = pto.alloc_tile : " ACC "\n"
        "  pto.tload ins(%ap : !pto.partition_tensor_view<16x32xf16>) outs(%am : " MAT(16, 32) ")\n"
        "  pto.tload ins(%bp : !pto.partition_tensor_view<32x32xf16>) outs(%bm : " MAT(32, 32) ")\n"
        "  pto.textract ins(%am, %c0, %c16 : " MAT(16, 32) ", index, index) outs(%al : " LEFT ")\n"
        "  pto.textract ins(%bm, %c16, %c0 : " MAT(32, 32) ", index, index) outs(%br : " RIGHT ")\n"
        "  pto.tmatmul ins(%al, %br : " LEFT ", " RIGHT ") outs(%acc : " ACC ")\n"
        "  %cp = pto.partition_view %cv, offsets = [%c0, %c0], sizes = [%c16, %c32] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x32xf32>\n"
        "  pto.tstore ins(%acc : " ACC ") outs(%cp : !pto.partition_tensor_view<16x32xf32>)\n"
        "  return\n}\n";
    static uint16_t a[16 * 32], b[32 * 32];
    for (int i = 0; i < 16 * 32; i++) a[i] = f2h((float)((i * 7) % 23 - 11) / 8.0f);
    for (int i = 0; i < 32 * 32; i++) b[i] = f2h((float)((i * 5) % 19 - 9) / 4.0f);
    ptoas_binding in[2] = {{"a", (const uint8_t *)a, sizeof a, NULL}, {"b", (const uint8_t *)b, sizeof b, NULL}};
    static const char *const outs[] = {"c"};
    ptoas_result r;
    pto_machine *m = run_entry(src, in, 2, outs, 1, NULL, &r);
    const pto_ptoas_output *o = gm_out(&r, "c");
    for (int i = 0; i < 16; i++)
        for (int j = 0; j < 32; j++) {
            float acc = 0.0f;
            for (int k = 16; k < 32; k++) acc = fmaf(h2f(a[i * 32 + k]), h2f(b[k * 32 + j]), acc);
            assert_int_equal(gm_u32(m, o->addr + 4u * (uint64_t)(i * 32 + j)), f32(acc));
        }
    pto_destroy(m);
    ptoas_free(&r);
    /* a window outside the loc=mat tile */
    char bad[sizeof src + 8];
    snprintf(bad, sizeof bad, "%s", src);
    char *w = strstr(bad, "ins(%bm, %c16, %c0");
    assert_non_null(w);
    memcpy(w, "ins(%bm, %c32, %c0", 18);
    assert_int_equal(ptoas_lower_entry(bad, strlen(bad), in, 2, outs, 1, 0, NULL, &r), -1);
    assert_non_null(strstr(r.message, "the 16x32 window at (32, 0) is outside the 32x32 loc=mat tile"));
    ptoas_free(&r);
#undef MAT
#undef LEFT
#undef RIGHT
#undef ACC
}

/* pto.tmov of the accumulator into loc=vec (PTOAS's mixed kernels):
 * v = a x b + 1 for FP16 a (16x16) and b (16x32) of small integers, so the
 * FP32 products and sums are exact (by hand: the fmaf chain, then + 1);
 * a split accToVecMode and a quantising move are refused. */
static void acc_to_vec(void **state)
{
    (void)state;
#define MATT(R, C) "!pto.tile_buf<loc=mat, dtype=f16, rows=" #R ", cols=" #C ", v_row=" #R ", v_col=" #C ", blayout=col_major, slayout=row_major, fractal=512, pad=0>"
#define LEFT "!pto.tile_buf<loc=left, dtype=f16, rows=16, cols=16, v_row=16, v_col=16, blayout=col_major, slayout=row_major, fractal=512, pad=0>"
#define RIGHT "!pto.tile_buf<loc=right, dtype=f16, rows=16, cols=32, v_row=16, v_col=32, blayout=row_major, slayout=col_major, fractal=512, pad=0>"
#define ACC "!pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=32, v_row=16, v_col=32, blayout=col_major, slayout=row_major, fractal=1024, pad=0>"
#define VEC "!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=32, v_row=16, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>"
    static const char src[] =
        "func.func @mix(%a: !pto.ptr<f16>, %b: !pto.ptr<f16>, %c: !pto.ptr<f32>) {\n"
        "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c16 = arith.constant 16 : index\n"
        "  %c32 = arith.constant 32 : index\n  %one = arith.constant 1.0 : f32\n"
        "  %av = pto.make_tensor_view %a, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xf16>\n"
        "  %bv = pto.make_tensor_view %b, shape = [%c16, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xf16>\n"
        "  %cv = pto.make_tensor_view %c, shape = [%c16, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xf32>\n"
        "  %ap = pto.partition_view %av, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<16x16xf16>\n"
        "  %bp = pto.partition_view %bv, offsets = [%c0, %c0], sizes = [%c16, %c32] : !pto.tensor_view<?x?xf16> -> !pto.partition_tensor_view<16x32xf16>\n"
        "  %am = pto.alloc_tile : " MATT(16, 16) "\n  %bm = pto.alloc_tile : " MATT(16, 32) "\n"
        "  %al = pto.alloc_tile : " LEFT "\n  %br = pto.alloc_tile : " RIGHT "\n  %acc = pto.alloc_tile : " ACC "\n"
        "  %v = pto.alloc_tile : " VEC "\n  %w = pto.alloc_tile : " VEC "\n"
        "  pto.tload ins(%ap : !pto.partition_tensor_view<16x16xf16>) outs(%am : " MATT(16, 16) ")\n"
        "  pto.tload ins(%bp : !pto.partition_tensor_view<16x32xf16>) outs(%bm : " MATT(16, 32) ")\n"
        "  pto.tmov ins(%am : " MATT(16, 16) ") outs(%al : " LEFT ")\n"
        "  pto.tmov ins(%bm : " MATT(16, 32) ") outs(%br : " RIGHT ")\n"
        "  pto.tmatmul ins(%al, %br : " LEFT ", " RIGHT ") outs(%acc : " ACC ")\n"
        "  pto.tmov ins(%acc : " ACC ") outs(%v : " VEC ")\n"
        "  pto.tadds ins(%v, %one : " VEC ", f32) outs(%w : " VEC ")\n"
        "  %cp = pto.partition_view %cv, offsets = [%c0, %c0], sizes = [%c16, %c32] : !pto.tensor_view<?x?xf32> -> !pto.partition_tensor_view<16x32xf32>\n"
        "  pto.tstore ins(%w : " VEC ") outs(%cp : !pto.partition_tensor_view<16x32xf32>)\n"
        "  return\n}\n";
    static uint16_t a[16 * 16], b[16 * 32];
    for (int i = 0; i < 16 * 16; i++) a[i] = f2h((float)((i * 7) % 9 - 4));
    for (int i = 0; i < 16 * 32; i++) b[i] = f2h((float)((i * 3) % 7 - 3));
    ptoas_binding in[2] = {{"a", (const uint8_t *)a, sizeof a, NULL}, {"b", (const uint8_t *)b, sizeof b, NULL}};
    static const char *const outs[] = {"c"};
    ptoas_result r;
    pto_machine *m = run_entry(src, in, 2, outs, 1, NULL, &r);
    assert_non_null(strstr(r.program, "# the accumulator to loc=vec"));
    const pto_ptoas_output *o = gm_out(&r, "c");
    for (int i = 0; i < 16; i++)
        for (int j = 0; j < 32; j++) {
            float acc = 0.0f;
            for (int k = 0; k < 16; k++) acc = fmaf(h2f(a[i * 16 + k]), h2f(b[k * 32 + j]), acc);
            assert_int_equal(gm_u32(m, o->addr + 4u * (uint64_t)(i * 32 + j)), f32(acc + 1.0f));
        }
    pto_destroy(m);
    ptoas_free(&r);
    /* a split of the accumulator between vector cores */
    static char bad[sizeof src + 64];
    const char *mv = strstr(src, "  pto.tadds");
    snprintf(bad, sizeof bad, "%.*s", (int)(mv - src) - 1, src);
    strcat(bad, " {accToVecMode = #pto.acc_to_vec_mode<dual_mode_split_m>}\n");
    strcat(bad, mv);
    assert_int_equal(ptoas_lower_entry(bad, strlen(bad), in, 2, outs, 1, 0, NULL, &r), -1);
    assert_non_null(strstr(r.message, "TMOV from loc=acc with accToVecMode = #pto.acc_to_vec_mode<dual_mode_split_m> has no ptosim lowering"));
    ptoas_free(&r);
#undef MATT
#undef LEFT
#undef RIGHT
#undef ACC
#undef VEC
}

/* E4M3 (OCP FP8: bias 7, no infinities, S.1111.111 NaN) by hand */
static float e4m3f(uint8_t x)
{
    int e = (x >> 3) & 15, f = x & 7;
    float v = e == 0 ? ldexpf((float)f, -9) : ldexpf((float)(8 + f), e - 10);
    return x & 0x80 ? -v : v;
}

/* gemm_mx.pto: TMATMUL_MX.BIAS of E4M3 16x64 by 64x16 with E8M0 scales per
 * 32 of K.  Reference (decisions D25) in plain C: each input scaled by
 * 2^(e-127) exactly, one fmaf per term in increasing k from +0, then the
 * bias added with one FP32 rounding. */
static void corpus_gemm_mx(void **state)
{
    (void)state;
    char *src = corpus("gemm_mx.pto");
    static uint8_t a[16 * 64], b[64 * 16], sa[16 * 2], sb[2 * 16];
    static float bias[16];
    uint32_t seed = 777u;
    for (int i = 0; i < 1024; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (uint8_t)(seed >> 16);
        if ((a[i] & 0x7f) == 0x7f) a[i] ^= 1; /* no NaN */
        seed = seed * 1103515245u + 12345u;
        b[i] = (uint8_t)(seed >> 16);
        if ((b[i] & 0x7f) == 0x7f) b[i] ^= 1;
    }
    for (int i = 0; i < 32; i++) {
        seed = seed * 1103515245u + 12345u;
        sa[i] = (uint8_t)(120 + (seed >> 16) % 15);
        seed = seed * 1103515245u + 12345u;
        sb[i] = (uint8_t)(120 + (seed >> 16) % 15);
    }
    for (int j = 0; j < 16; j++) bias[j] = (float)(j * 7 % 11) - 5.25f;
    ptoas_binding in[5] = {{"a", a, sizeof a, NULL}, {"b", b, sizeof b, NULL}, {"sa", sa, sizeof sa, NULL},
                           {"sb", sb, sizeof sb, NULL}, {"bias", (const uint8_t *)bias, sizeof bias, NULL}};
    static const char *const outs[] = {"d"};
    ptoas_result r;
    pto_machine *m = run_entry(src, in, 5, outs, 1, NULL, &r);
    assert_non_null(strstr(r.program, "BSTART.TMATMULMX.BIAS E4M3"));
    const pto_ptoas_output *o = gm_out(&r, "d");
    unsigned mism = 0;
    for (int i = 0; i < 16; i++)
        for (int j = 0; j < 16; j++) {
            float acc = 0.0f;
            for (int k = 0; k < 64; k++)
                acc = fmaf(ldexpf(e4m3f(a[i * 64 + k]), sa[i * 2 + k / 32] - 127),
                           ldexpf(e4m3f(b[k * 16 + j]), sb[(k / 32) * 16 + j] - 127), acc);
            acc = acc + bias[j];
            uint32_t got = gm_u32(m, o->addr + 4u * (uint64_t)(i * 16 + j));
            if (got != f32(acc)) {
                if (mism < 4) print_message("d[%d][%d]: 0x%08x, expected 0x%08x\n", i, j, got, f32(acc));
                mism++;
            }
        }
    assert_int_equal(mism, 0);
    pto_destroy(m);
    ptoas_free(&r);
    free(src);
}

/* TGEMV then TGEMV.ACC (the same A and B again) of FP32 A (1 x 16) by B
 * (16 x 16), both loaded straight into left/right.  Reference (D25) in
 * plain C: one fmaf chain over k = 0..15 from +0, continued over k again
 * for the accumulating form. */
static void gemv_acc(void **state)
{
    (void)state;
#define L "!pto.tile_buf<left, 1x16xf32>"
#define R "!pto.tile_buf<right, 16x16xf32>"
#define C "!pto.tile_buf<acc, 1x16xf32>"
    const char *src =
        "func.func @k(%a: !pto.ptr<f32>, %b: !pto.ptr<f32>, %d: !pto.ptr<f32>) {\n"
        "  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n  %c16 = arith.constant 16 : index\n"
        "  %av = pto.make_tensor_view %a, shape = [%c1, %c16], strides = [%c16, %c1] : !pto.tensor_view<2xf32>\n"
        "  %bv = pto.make_tensor_view %b, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<2xf32>\n"
        "  %dv = pto.make_tensor_view %d, shape = [%c1, %c16], strides = [%c16, %c1] : !pto.tensor_view<2xf32>\n"
        "  %ap = pto.partition_view %av, offsets = [%c0, %c0], sizes = [%c1, %c16] : !pto.tensor_view<2xf32> -> !pto.partition_tensor_view<1x16xf32>\n"
        "  %bp = pto.partition_view %bv, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<2xf32> -> !pto.partition_tensor_view<16x16xf32>\n"
        "  %dp = pto.partition_view %dv, offsets = [%c0, %c0], sizes = [%c1, %c16] : !pto.tensor_view<2xf32> -> !pto.partition_tensor_view<1x16xf32>\n"
        "  %l = pto.alloc_tile : " L "\n  %r = pto.alloc_tile : " R "\n  %acc = pto.alloc_tile : " C "\n"
        "  pto.tload ins(%ap : !pto.partition_tensor_view<1x16xf32>) outs(%l : " L ")\n"
        "  pto.tload ins(%bp : !pto.partition_tensor_view<16x16xf32>) outs(%r : " R ")\n"
        "  pto.tgemv ins(%l, %r : " L ", " R ") outs(%acc : " C ")\n"
        "  pto.tgemv.acc ins(%acc, %l, %r : " C ", " L ", " R ") outs(%acc : " C ")\n"
        "  pto.tstore ins(%acc : " C ") outs(%dp : !pto.partition_tensor_view<1x16xf32>)\n"
        "  return\n}\n";
#undef L
#undef R
#undef C
    static float a[16], b[256];
    for (int i = 0; i < 16; i++) a[i] = (float)((i * 13) % 17 - 8) / 3.0f;
    for (int i = 0; i < 256; i++) b[i] = (float)((i * 29) % 31 - 15) / 7.0f;
    ptoas_binding in[2] = {{"a", (const uint8_t *)a, sizeof a, NULL}, {"b", (const uint8_t *)b, sizeof b, NULL}};
    static const char *const outs[] = {"d"};
    ptoas_result r;
    pto_machine *m = run_entry(src, in, 2, outs, 1, NULL, &r);
    assert_non_null(strstr(r.program, "BSTART.TGEMV.ACC FP32"));
    const pto_ptoas_output *o = gm_out(&r, "d");
    for (int j = 0; j < 16; j++) {
        float acc = 0.0f;
        for (int pass = 0; pass < 2; pass++)
            for (int k = 0; k < 16; k++) acc = fmaf(a[k], b[k * 16 + j], acc);
        assert_int_equal(gm_u32(m, o->addr + 4u * (uint64_t)j), f32(acc));
    }
    pto_destroy(m);
    ptoas_free(&r);
}

/* Misuse of the CUBE and matrix buffers: located errors.  The expected
 * place is the first occurrence of `at` in the case's own text. */
static void cube_misuse(void **state)
{
    (void)state;
    static const char pre[] =
        "func.func @k(%p: !pto.ptr<f32>) {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n"
        "  %c16 = arith.constant 16 : index\n  %c64 = arith.constant 64 : index\n"
        "  %v = pto.make_tensor_view %p, shape = [%c64, %c64], strides = [%c64, %c1] : !pto.tensor_view<2xf32>\n"
        "  %pv = pto.partition_view %v, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<2xf32> -> "
        "!pto.partition_tensor_view<16x16xf32>\n"
        "  %pw = pto.partition_view %v, offsets = [%c0, %c0], sizes = [%c64, %c16] : !pto.tensor_view<2xf32> -> "
        "!pto.partition_tensor_view<64x16xf32>\n"
        "  %one = arith.constant 1.0 : f32\n";
#define LD(buf, view, ty) "  pto.tload ins(" view " : !pto.partition_tensor_view<16x16xf32>) outs(" buf " : " ty ")\n"
#define AL(buf, ty) "  " buf " = pto.alloc_tile : " ty "\n"
#define MAT "!pto.tile_buf<mat, 16x16xf32>"
#define LEFT "!pto.tile_buf<left, 16x16xf32>"
#define RIGHT "!pto.tile_buf<right, 16x16xf32>"
#define ACC "!pto.tile_buf<acc, 16x16xf32>"
#define VEC "!pto.tile_buf<vec, 16x16xf32>"
    struct {
        const char *body, *msg, *at;
    } cases[] = {
        {AL("%t", "!pto.tile_buf<loc=l1, dtype=f32, rows=16, cols=16>"), "tile location 'l1' has no ptosim equivalent", "l1"},
        {AL("%a", ACC) LD("%a", "%pv", ACC), "a TLOAD into loc=acc has no ptosim lowering", "%a :"},
        {AL("%m", MAT) LD("%m", "%pv", MAT) "  pto.tstore ins(%m : " MAT ") outs(%pv : !pto.partition_tensor_view<16x16xf32>)\n",
         "a TSTORE of a loc=mat tile has no ptosim lowering", "%m : " MAT ") outs(%pv"},
        {AL("%a", ACC) "  pto.tstore ins(%a : " ACC ") outs(%pv : !pto.partition_tensor_view<16x16xf32>)\n",
         "the loc=acc tile is stored before anything wrote it", "%a : " ACC ") outs"},
        {AL("%m", MAT) AL("%l", LEFT) "  pto.tmov ins(%m : " MAT ") outs(%l : " LEFT ")\n",
         "the loc=mat tile is moved before a pto.tload wrote it", "%m : " MAT ") outs"},
        {AL("%m", MAT) AL("%x", VEC) AL("%l", LEFT) LD("%m", "%pv", MAT) "  pto.texpands ins(%one : f32) outs(%x : " VEC ")\n"
         "  pto.tstore ins(%x : " VEC ") outs(%pv : !pto.partition_tensor_view<16x16xf32>)\n"
         "  pto.tmov ins(%m : " MAT ") outs(%l : " LEFT ")\n",
         "a pto.tstore to the same pointer ran between this loc=mat tile's pto.tload and this TMOV", "%m : " MAT ") outs(%l"},
        {AL("%m", MAT) AL("%a", ACC) LD("%m", "%pv", MAT) "  pto.tmov ins(%m : " MAT ") outs(%a : " ACC ")\n",
         "TMOV from loc=mat to loc=acc has no ptosim lowering", "%a : " ACC ")\n"},
        {AL("%x", VEC) AL("%l", LEFT) "  pto.tmov ins(%x : " VEC ") outs(%l : " LEFT ")\n",
         "TMOV from loc=vec to loc=left has no ptosim lowering", "%l : " LEFT ")\n"},
        {AL("%m", "!pto.tile_buf<mat, 64x16xf32>") AL("%l", "!pto.tile_buf<left, 64x16xf32>")
         "  pto.tload ins(%pw : !pto.partition_tensor_view<64x16xf32>) outs(%m : !pto.tile_buf<mat, 64x16xf32>)\n"
         "  pto.tmov ins(%m : !pto.tile_buf<mat, 64x16xf32>) outs(%l : !pto.tile_buf<left, 64x16xf32>)\n",
         "a 64x16 left tile has no CUBE layout (CUBE_M16 holds at most 16 rows, CUBE_M32 32)", "pto.tmov"},
        {AL("%l", LEFT) AL("%r", RIGHT) AL("%a", ACC) "  pto.tmatmul ins(%l, %r : " LEFT ", " RIGHT ") outs(%a : " ACC ")\n",
         "TMATMUL's A '%l' is read before anything wrote it", "%l, %r"},
        {AL("%x", VEC) AL("%r", RIGHT) AL("%a", ACC) LD("%r", "%pv", RIGHT)
         "  pto.tmatmul ins(%x, %r : " VEC ", " RIGHT ") outs(%a : " ACC ")\n",
         "TMATMUL's A must be a loc=left tile; '%x' is loc=vec", "%x, %r"},
        {AL("%l", LEFT) AL("%r", RIGHT) AL("%a", "!pto.tile_buf<acc, 16x16xf16>") LD("%l", "%pv", LEFT) LD("%r", "%pv", RIGHT)
         "  pto.tmatmul ins(%l, %r : " LEFT ", " RIGHT ") outs(%a : !pto.tile_buf<acc, 16x16xf16>)\n",
         "TMATMUL of 16x16 FP32 by 16x16 FP32 makes a 16x16 FP32 accumulator; the destination is 16x16 FP16",
         "%a : !pto.tile_buf<acc, 16x16xf16>)\n"},
        {AL("%l", LEFT) AL("%r", "!pto.tile_buf<right, 64x16xf32>") AL("%a", ACC) LD("%l", "%pv", LEFT)
         "  pto.tload ins(%pw : !pto.partition_tensor_view<64x16xf32>) outs(%r : !pto.tile_buf<right, 64x16xf32>)\n"
         "  pto.tmatmul ins(%l, %r : " LEFT ", !pto.tile_buf<right, 64x16xf32>) outs(%a : " ACC ")\n",
         "TMATMUL: A is 16x16, so B needs 16 rows; it is 64x16", "%r : " LEFT},
        {AL("%l", LEFT) AL("%x", VEC) LD("%l", "%pv", LEFT) "  pto.tadd ins(%l, %l : " LEFT ", " LEFT ") outs(%x : " VEC ")\n",
         "TADD works on loc=vec tiles; this is a loc=left tile", "%l, %l"},
        {AL("%l", LEFT) AL("%r", RIGHT) AL("%a", ACC) LD("%l", "%pv", LEFT) LD("%r", "%pv", RIGHT)
         "  pto.tgemv ins(%l, %r : " LEFT ", " RIGHT ") outs(%a : " ACC ")\n",
         "TGEMV needs A of one row (M = 1); it has 16", "%l, %r"},
    };
#undef LD
#undef AL
    static float pdata[4096];
    ptoas_binding in[1] = {{"p", (const uint8_t *)pdata, sizeof pdata, NULL}};
    int bad = 0;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char src[4096];
        snprintf(src, sizeof src, "%s%s  return\n}\n", pre, cases[i].body);
        const char *at = strstr(src + strlen(pre), cases[i].at);
        assert_non_null(at);
        unsigned line = 1, col = 1;
        for (const char *q = src; q < at; q++) col = *q == '\n' ? (line++, 1) : col + 1;
        ptoas_result r;
        int rc = ptoas_lower(src, strlen(src), in, 1, NULL, 0, &r);
        bool ok = rc == -1 && strstr(r.message, cases[i].msg) && r.line == line && r.column == col;
        if (!ok) print_message("case %zu: rc %d at %u:%u (expected %u:%u): %s\n", i, rc, r.line, r.column, line, col, r.message);
        bad += !ok;
        ptoas_free(&r);
    }
    assert_int_equal(bad, 0);
}

/* ---- PTOAS's memref form -------------------------------------------------------------- */

/* memref_views.pto: global memory as memref arguments (a rank-3 memref whose
 * first two dimensions are the rows, a memref.subview of a strided memref,
 * a memref.reinterpret_cast of a flat one), the tiles as local memrefs
 * (memref.alloc, pto.pointer_cast, pto.bind_tile).  Reference in C from the
 * same inputs: y[5 + 40 r + c] = a[32 r + c] + b[64 (2 + r) + 16 + c]
 * (one binary32 addition), every other element of y zero. */
static void memref_views(void **state)
{
    (void)state;
    char *src = corpus("memref_views.pto");
    static float a[128], b[1024];
    for (int i = 0; i < 128; i++) a[i] = (float)((i * 29) % 97 - 48) / 3.0f;
    for (int i = 0; i < 1024; i++) b[i] = (float)((i * 53) % 89 - 44) / 7.0f;
    ptoas_binding in[2] = {{"a", (const uint8_t *)a, sizeof a, NULL}, {"b", (const uint8_t *)b, sizeof b, NULL}};
    static const char *const outs[] = {"y"};
    ptoas_result r;
    pto_machine *m = run_entry(src, in, 2, outs, 1, NULL, &r);
    /* the rank-3 memref is one 4x32 TLOAD (row stride 32 elements); the subview
     * starts at element 2 * 64 + 16 = 144 (byte 0x240) with row stride 64 */
    assert_non_null(strstr(r.program, ".gpr 0 a0 = 0x10000000\n.gpr 0 a1 = 128\nBSTART.TLOAD FP32\nB.DIM LB0=32 ; B.DIM LB1=4 ; B.DIM LB2=32\n"));
    assert_non_null(strstr(r.program, ".gpr 0 a0 = 0x20000240\n.gpr 0 a1 = 256\nBSTART.TLOAD FP32\n"));
    const pto_ptoas_output *o = gm_out(&r, "y");
    assert_int_equal(o->addr, 0x30000000u + 5u * 4u);
    assert_int_equal(o->rows, 4);
    assert_int_equal(o->cols, 32);
    assert_int_equal(o->stride, 160);
    for (unsigned i = 0; i < 512; i++) {
        float want = 0.0f;
        if (i >= 5 && (i - 5) % 40 < 32 && (i - 5) / 40 < 4) {
            unsigned rr = (i - 5) / 40, cc = (i - 5) % 40;
            want = a[32 * rr + cc] + b[64 * (2 + rr) + 16 + cc];
        }
        assert_int_equal(gm_u32(m, 0x30000000u + 4u * i), f32(want));
    }
    pto_destroy(m);
    ptoas_free(&r);
    free(src);
}

/* memref_rows.pto: y = x * s by blocks of 4 rows, a memref.subview of each
 * argument at the loop's row offset, the tiles allocated inside the loop.
 * Reference in C: one binary32 multiplication per element. */
static void memref_rows(void **state)
{
    (void)state;
    char *src = corpus("memref_rows.pto");
    static float x[512];
    for (int i = 0; i < 512; i++) x[i] = (float)((i * 37) % 101 - 50) / 7.0f;
    float s = 0.3f;
    char s_s[16];
    snprintf(s_s, sizeof s_s, "0x%08x", f32(s));
    ptoas_binding in[2] = {{"x", (const uint8_t *)x, sizeof x, NULL}, {"s", NULL, 0, s_s}};
    static const char *const outs[] = {"y"};
    ptoas_result r;
    pto_machine *m = run_entry(src, in, 2, outs, 1, NULL, &r);
    assert_non_null(strstr(r.program, ".gpr 0 a0 = 0x10000600\n.gpr 0 a1 = 128\nBSTART.TLOAD FP32\n")); /* row 12 */
    assert_non_null(strstr(r.program, ".release ")); /* the loop's tiles die after their last use */
    const pto_ptoas_output *o = gm_out(&r, "y");
    assert_int_equal(o->addr, 0x20000000u);
    assert_int_equal(o->rows, 16);
    for (unsigned i = 0; i < 512; i++) {
        assert_int_equal(gm_u32(m, 0x20000000u + 4u * i), f32(x[i] * s));
    }
    pto_destroy(m);
    ptoas_free(&r);
    free(src);
}

/* memref_gemm.pto: TMATMUL of FP16 16x32 by 32x16 with every buffer a
 * memref (mat -> left / right, acc from pto.pointer_cast).  Reference in C:
 * one fmaf per term in increasing k from +0, the FP16 inputs converted
 * exactly (as corpus_gemm_f16). */
static void memref_gemm(void **state)
{
    (void)state;
    char *src = corpus("memref_gemm.pto");
    static uint16_t a[16 * 32], b[32 * 16];
    uint32_t seed = 777u;
    for (int i = 0; i < 512; i++) {
        seed = seed * 1103515245u + 12345u;
        a[i] = (uint16_t)((seed >> 16) & 0x7bffu) | (uint16_t)(seed & 0x8000u);
        if ((a[i] & 0x7c00u) > 0x4800u) a[i] = (uint16_t)(a[i] & 0x83ffu) | 0x3c00u;
        seed = seed * 1103515245u + 12345u;
        b[i] = (uint16_t)((seed >> 16) & 0x7bffu) | (uint16_t)(seed & 0x8000u);
        if ((b[i] & 0x7c00u) > 0x4800u) b[i] = (uint16_t)(b[i] & 0x83ffu) | 0x3800u;
    }
    ptoas_binding in[2] = {{"a", (const uint8_t *)a, sizeof a, NULL}, {"b", (const uint8_t *)b, sizeof b, NULL}};
    static const char *const outs[] = {"c"};
    ptoas_result r;
    pto_machine *m = run_entry(src, in, 2, outs, 1, NULL, &r);
    assert_non_null(strstr(r.program, "B.DATR layout=ND2M16"));
    assert_non_null(strstr(r.program, "B.DATR layout=ND2N8"));
    assert_non_null(strstr(r.program, "BSTART.TMATMUL FP16"));
    assert_non_null(strstr(r.program, "B.DATR layout=M162ND"));
    const pto_ptoas_output *o = gm_out(&r, "c");
    unsigned mism = 0;
    for (int i = 0; i < 16; i++)
        for (int j = 0; j < 16; j++) {
            float acc = 0.0f;
            for (int k = 0; k < 32; k++) acc = fmaf(h2f(a[i * 32 + k]), h2f(b[k * 16 + j]), acc);
            uint32_t got = gm_u32(m, o->addr + 4u * (uint64_t)(i * 16 + j));
            mism += got != f32(acc);
        }
    assert_int_equal(mism, 0);
    pto_destroy(m);
    ptoas_free(&r);
    free(src);
}

/* Local memref tiles bound and kept by name: a rank-1 memref is one row
 * (1x32, 128 B), --in fills it, --out keeps it; pto.bind_tile's valid
 * shape (1x20) and config (pad = max) reach the bundle.  By hand: t[i] = i,
 * u[i] = i + (-3); v's 20 valid elements are -3. */
static void memref_tiles(void **state)
{
    (void)state;
    const char *src =
        "func.func @k(%k: i32) {\n"
        "  %c1 = arith.constant 1 : index\n  %c20 = arith.constant 20 : index\n"
        "  %t = memref.alloc() : memref<32xi32, #pto.address_space<vec>>\n"
        "  %u = memref.alloc() : memref<32xi32, #pto.address_space<vec>>\n"
        "  pto.tadds ins(%t, %k : memref<32xi32, #pto.address_space<vec>>, i32) outs(%u : memref<32xi32, #pto.address_space<vec>>)\n"
        "  %w = memref.alloc() : memref<1x32xi32, #pto.address_space<vec>>\n"
        "  %v = pto.bind_tile %w, %c1, %c20 {config = #pto.tile_buf_config<blayout=#pto.blayout<row_major>, "
        "slayout=#pto.slayout<none_box>, s_fractal_size=512, pad=#pto.pad_value<max>>} : memref<1x32xi32, "
        "#pto.address_space<vec>> -> memref<1x32xi32, #pto.address_space<vec>>\n"
        "  pto.texpands ins(%k : i32) outs(%v : memref<1x32xi32, #pto.address_space<vec>>)\n"
        "  return\n}\n";
    char vals[200] = "";
    for (int i = 0; i < 32; i++) snprintf(vals + strlen(vals), sizeof vals - strlen(vals), "%s%d", i ? "," : "", i);
    ptoas_binding in[2] = {{"t", NULL, 0, vals}, {"k", NULL, 0, "-3"}};
    static const char *const outs[] = {"u", "v"};
    ptoas_result r;
    pto_machine *m = run_entry(src, in, 2, outs, 2, NULL, &r);
    assert_non_null(strstr(r.program, "BSTART.VEC TEXPANDS, S32\nB.DATR pad=Max\nB.DIM LB0=20 ; B.DIM LB1=1 ; B.DIM LB2=32\n"));
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, r.outputs[0].tile, &d), PTO_OK);
    assert_int_equal(d.capacity, 128);
    assert_int_equal(d.rows, 1);
    assert_int_equal(d.cols, 32);
    assert_int_equal(d.valid_cols, 32);
    for (uint32_t i = 0; i < 32; i++) assert_int_equal(el(m, r.outputs[0].tile, i), (uint32_t)((int32_t)i - 3));
    assert_int_equal(pto_tile_describe(m, r.outputs[1].tile, &d), PTO_OK);
    assert_int_equal(d.valid_rows, 1);
    assert_int_equal(d.valid_cols, 20);
    for (uint32_t i = 0; i < 20; i++) assert_int_equal(el(m, r.outputs[1].tile, i), 0xFFFFFFFDu);
    pto_destroy(m);
    ptoas_free(&r);
}

/* Memrefs passed to a called function: the gm view and the tile are the
 * caller's (the callee's TLOAD and TNEG fill the caller's tile).  By hand:
 * y[i] = -(i + 1). */
static void memref_call(void **state)
{
    (void)state;
    const char *src =
        "module {\n"
        "  func.func private @neg(%x: memref<4x8xf32, #pto.address_space<gm>>, %t: memref<4x8xf32, #pto.address_space<vec>>) {\n"
        "    pto.tload ins(%x : memref<4x8xf32, #pto.address_space<gm>>) outs(%t : memref<4x8xf32, #pto.address_space<vec>>)\n"
        "    pto.tneg ins(%t : memref<4x8xf32, #pto.address_space<vec>>) outs(%t : memref<4x8xf32, #pto.address_space<vec>>)\n"
        "    return\n  }\n"
        "  func.func @k(%x: memref<4x8xf32, #pto.address_space<gm>>, %y: memref<4x8xf32, #pto.address_space<gm>>) {\n"
        "    %t = memref.alloc() : memref<4x8xf32, #pto.address_space<vec>>\n"
        "    func.call @neg(%x, %t) : (memref<4x8xf32, #pto.address_space<gm>>, memref<4x8xf32, #pto.address_space<vec>>) -> ()\n"
        "    pto.tstore ins(%t : memref<4x8xf32, #pto.address_space<vec>>) outs(%y : memref<4x8xf32, #pto.address_space<gm>>)\n"
        "    return\n  }\n}\n";
    char vals[200] = "";
    for (int i = 1; i <= 32; i++) snprintf(vals + strlen(vals), sizeof vals - strlen(vals), "%s%d", i > 1 ? "," : "", i);
    ptoas_binding in[1] = {{"x", NULL, 0, vals}};
    static const char *const outs[] = {"y"};
    ptoas_result r;
    pto_machine *m = run_entry(src, in, 1, outs, 1, NULL, &r);
    const pto_ptoas_output *o = gm_out(&r, "y");
    for (unsigned i = 0; i < 32; i++) {
        assert_int_equal(gm_u32(m, o->addr + 4u * i), f32(-(float)(i + 1)));
    }
    pto_destroy(m);
    ptoas_free(&r);
}

/* The memref forms ptosim refuses, each with its located message. */
#define STORE_WITH(A)                                                                                                   \
    "func.func @k(%y: !pto.ptr<f32>) {\n  %c0 = arith.constant 0 : index\n  %c1 = arith.constant 1 : index\n"             \
    "  %c32 = arith.constant 32 : index\n  %one = arith.constant 1.0 : f32\n"                                             \
    "  %yv = pto.make_tensor_view %y, shape = [%c1, %c32], strides = [%c32, %c1] : !pto.tensor_view<?x?xf32>\n"          \
    "  %yp = pto.partition_view %yv, offsets = [%c0, %c0], sizes = [%c1, %c32] : !pto.tensor_view<?x?xf32> -> "          \
    "!pto.partition_tensor_view<1x32xf32>\n  %t = pto.alloc_tile : !pto.tile_buf<vec, 1x32xf32>\n"                       \
    "  pto.texpands ins(%one : f32) outs(%t : !pto.tile_buf<vec, 1x32xf32>)\n"                                          \
    "  pto.tstore ins(%t : !pto.tile_buf<vec, 1x32xf32>) outs(%yp : !pto.partition_tensor_view<1x32xf32>) {" A "}\n"     \
    "  return\n}\n"

static void memref_bad_input(void **state)
{
    (void)state;
#define GM(shape) "memref<" shape ", #pto.address_space<gm>>"
#define VM(shape) "memref<" shape ", #pto.address_space<vec>>"
    struct {
        const char *src, *msg, *at;
        bool bind; /* lower with placeholders for pointers without data */
    } cases[] = {
        {"func.func @k() {\n  %a = memref.alloc() : memref<2x4x8xf32, #pto.address_space<vec>>\n  return\n}\n",
         "a memref tile of rank 3 has no one meaning in PTOAS: its memory planner reserves all 64 elements, its C++ "
         "lowering declares a Tile of the first two dimensions (2x4)", "memref<2x4x8", true},
        {"func.func @k() {\n  %a = memref.alloc() : memref<16xf32, #pto.address_space<l1>>\n  return\n}\n",
         "memory space 'l1' has no ptosim equivalent", "l1>>", true},
        {"func.func @k() {\n  %a = memref.alloc() : memref<4x8xf32, strided<[16, 1]>, #pto.address_space<vec>>\n  return\n}\n",
         "a memref tile with strides other than [8, 1] or a nonzero offset (a window of a larger buffer) has no TEPL "
         "equivalent", "memref<4x8", true},
        {"func.func @k() {\n  %a = memref.alloc() : memref<?x8xf32, #pto.address_space<vec>>\n  return\n}\n",
         "a memref tile's shape must be static", "memref<?", true},
        {"func.func @k() {\n  %a = memref.alloc() : " GM("4x8xf32") "\n  return\n}\n",
         "'memref.alloc' of global memory has no ptosim equivalent", "memref<4x8", true},
        {"func.func @k(%a: memref<4x8xf32, strided<[16, 2]>, #pto.address_space<gm>>) {\n  return\n}\n",
         "a memref's innermost stride must be 1 (TLOAD takes a row stride)", "memref<", true},
        {"func.func @k(%a: memref<2x4x8xf32, strided<[40, 8, 1]>, #pto.address_space<gm>>) {\n  return\n}\n",
         "the memref's rows are not evenly strided (a stride of 40 where 32 would continue them): TLOAD/TSTORE take one "
         "row stride", "memref<", true},
        {"func.func @k(%a: memref<4x8xf32, strided<[?, 1], offset: 0>, #pto.address_space<gm>>) {\n  return\n}\n",
         "a memref stride is dynamic ('?'): ptosim needs its value", "memref<", true},
        {"func.func @k(%a: memref<4x8xf32, strided<[8, 1], offset: ?>, #pto.address_space<gm>>) {\n  return\n}\n",
         "the memref's offset is dynamic ('?'): ptosim needs its value", "memref<", true},
        {"func.func @k(%a: memref<f32, #pto.address_space<gm>>) {\n  return\n}\n",
         "a memref of rank 0 (one element) has no tile or view equivalent", "memref<", true},
        {"func.func @k(%a: " GM("4x8xf32") ") {\n  return\n}\n",
         "no host data bound to the argument '%a'; pass --in a=FILE or =v1,v2,... (or --out a=FILE for an output)", "%a:", false},
        {"func.func @k(%t: " VM("4x8xf32") ") {\n  return\n}\n",
         "the argument '%t' is a memref in vec memory, a tile: the host binds global memory (gm memrefs, !pto.ptr) and scalars",
         "memref<", true},
        {"func.func @k(%a: " GM("8x8xf32") ") {\n  %t = memref.alloc() : " VM("4x8xf32") "\n"
         "  pto.tload ins(%a : " GM("8x8xf32") ") outs(%t : " VM("4x8xf32") ")\n  return\n}\n",
         "the 8x8 partition does not match the tile's 4x8 valid shape", "%t : memref", true},
        {"func.func @k(%a: " GM("64xf32") ") {\n  %c0 = arith.constant 0 : index\n"
         "  %v = memref.subview %a[60] [8] [1] : " GM("64xf32") " to " GM("8xf32") "\n  return\n}\n",
         "memref.subview reads beyond its source: dimension 0 has 64 elements", "memref.subview", true},
        {"func.func @k(%a: " GM("64xf32") ") {\n  %c4 = arith.constant 4 : index\n"
         "  %v = memref.reinterpret_cast %a to offset: [0], sizes: [%c4, 8], strides: [8, 2] : " GM("64xf32") " to "
         GM("4x8xf32") "\n  return\n}\n",
         "a memref's innermost stride must be 1 (TLOAD takes a row stride)", "memref.reinterpret_cast", true},
        {"func.func @k() {\n  %t = memref.alloc() : " VM("4x8xf32") "\n"
         "  %v = memref.reinterpret_cast %t to offset: [0], sizes: [32], strides: [1] : " VM("4x8xf32") " to " VM("32xf32")
         "\n  return\n}\n",
         "'memref.reinterpret_cast' of a tile (a memref in local memory) has no TEPL equivalent", "%t to", true},
        {"func.func @k() {\n  %c0 = arith.constant 0 : index\n  %t = memref.alloc() : " VM("4x8xf32") "\n"
         "  %s = pto.subset %t[%c0, %c0] sizes [2, 8] : " VM("4x8xf32") "\n  return\n}\n",
         "'pto.subset' names a window of a tile that later operations read and write in place", "pto.subset", true},
        {"func.func @k() {\n  %c2 = arith.constant 2 : index\n  %c8 = arith.constant 8 : index\n"
         "  %one = arith.constant 1.0 : f32\n  %t = memref.alloc() : " VM("4x8xf32") "\n"
         "  pto.texpands ins(%one : f32) outs(%t : " VM("4x8xf32") ")\n"
         "  %v = pto.bind_tile %t, %c2, %c8 {config = #pto.tile_buf_config<>} : " VM("4x8xf32") " -> " VM("4x8xf32") "\n"
         "  return\n}\n",
         "pto.bind_tile gives a 2x8 valid shape to a tile already written as 4x8", "pto.bind_tile", true},
        {"func.func @k() {\n  %t = memref.alloc() : " VM("4x8xf32") "\n"
         "  %v = pto.bind_tile %t {config = #pto.tile_buf_config<blayout=1 : i32, slayout=0 : i32, s_fractal_size=512, pad=0 "
         ": i32>} : " VM("4x8xf32") " -> " VM("4x8xf32") "\n  return\n}\n",
         "blayout=col_major of a 4x8 tile has no TEPL bundle equivalent", "#pto.tile_buf_config", true},
        {"func.func @k() {\n  %c0_i64 = arith.constant 0 : i64\n"
         "  %t = pto.pointer_cast(%c0_i64) {config = #pto.tile_buf_config<blayout=0 : i32, slayout=1 : i32, s_fractal_size=512, "
         "pad=0 : i32>} : " VM("16x16xf16") "\n  return\n}\n",
         "slayout=row_major has no TEPL bundle equivalent (none_box only)", "#pto.tile_buf_config", true},
        {"func.func @k(%a: " GM("256xf32") ", %b: i32) {\n  %t = memref.alloc() : " VM("8x16xf32") "\n"
         "  %p = pto.initialize_l2g2l_pipe {dir_mask = 1}(%a : " GM("256xf32") ", %b : i32) -> !pto.pipe\n"
         "  pto.tpush(%t, %p : " VM("8x16xf32") ", !pto.pipe) {split = 0}\n  return\n}\n",
         "unknown operation 'pto.initialize_l2g2l_pipe' (not implemented by ptosim)", "pto.initialize_l2g2l_pipe", true},
        /* views: row-major [S, 1] or column-major [1, S] */
        {"func.func @k(%x: !pto.ptr<f32>) {\n  %c2 = arith.constant 2 : index\n"
         "  %v = pto.make_tensor_view %x, shape = [%c2, %c2], strides = [%c2, %c2] : !pto.tensor_view<?x?xf32>\n  return\n}\n",
         "a tensor view's strides must be [S, 1] (row-major) or [1, S] (column-major)", "strides = [%c2, %c2]", true},
        /* PTOAS's TSTORE modes that change the data stored */
        {STORE_WITH("atomicType = #pto<atomic_type atomic_add>"),
         "pto.tstore with atomicType = #pto<atomic_type atomic_add> has no PTO ISA equivalent", "#pto<atomic_type", true},
        {STORE_WITH("stPhase = #pto<st_phase final>, reluPreMode = #pto<relu_pre_mode normal_relu>"),
         "pto.tstore with reluPreMode = #pto<relu_pre_mode normal_relu> has no PTO ISA equivalent", "#pto<relu_pre_mode", true},
    };
#undef STORE_WITH
#undef GM
#undef VM
    ptoas_binding in[1] = {{"b", NULL, 0, "1"}};
    int bad = 0;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *src = cases[i].src;
        const char *at = strstr(src, cases[i].at);
        assert_non_null(at);
        unsigned line = 1, col = 1;
        for (const char *q = src; q < at; q++) col = *q == '\n' ? (line++, 1) : col + 1;
        ptoas_result r;
        bool needs_b = strstr(src, "%b: i32") != NULL;
        int rc = ptoas_lower_with(src, strlen(src), in, needs_b, NULL, 0, cases[i].bind ? PTOAS_PLACEHOLDERS : 0u, &r);
        bool ok = rc == -1 && strstr(r.message, cases[i].msg) && r.line == line && r.column == col;
        if (!ok) print_message("case %zu: rc %d at %u:%u (expected %u:%u): %s\n", i, rc, r.line, r.column, line, col, r.message);
        bad += !ok;
        ptoas_free(&r);
    }
    assert_int_equal(bad, 0);
    /* a load beyond the bound data: the view path's message */
    const char *src = "func.func @k(%a: memref<64xf32, #pto.address_space<gm>>) {\n  %c40 = arith.constant 40 : index\n"
                      "  %v = memref.reinterpret_cast %a to offset: [%c40], sizes: [32], strides: [1] : memref<64xf32, "
                      "#pto.address_space<gm>> to memref<32xf32, strided<[1], offset: ?>, #pto.address_space<gm>>\n"
                      "  %t = memref.alloc() : memref<1x32xf32, #pto.address_space<vec>>\n"
                      "  pto.tload ins(%v : memref<32xf32, strided<[1], offset: ?>, #pto.address_space<gm>>) outs(%t : "
                      "memref<1x32xf32, #pto.address_space<vec>>)\n  return\n}\n";
    static float data[64];
    ptoas_binding da[1] = {{"a", (const uint8_t *)data, sizeof data, NULL}};
    ptoas_result r;
    assert_int_equal(ptoas_lower(src, strlen(src), da, 1, NULL, 0, &r), -1);
    assert_string_equal(r.message, "host data for '%a' has 256 bytes; this load reads up to byte 288");
    assert_int_equal(r.line, 5);
    assert_int_equal(r.column, 17);
    ptoas_free(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(e3_ssa),
        cmocka_unit_test(e1_dps_vadd),
        cmocka_unit_test(e2_compact_dynamic),
        cmocka_unit_test(spellings),
        cmocka_unit_test(bad_input),
        cmocka_unit_test(select_reduce_expand),
        cmocka_unit_test(generators),
        cmocka_unit_test(partial),
        cmocka_unit_test(fused),
        cmocka_unit_test(softmax_example),
        cmocka_unit_test(corpus_scaled_sum),
        cmocka_unit_test(corpus_ssa_iter),
        cmocka_unit_test(corpus_select_calls),
        cmocka_unit_test(corpus_planned_alias),
        cmocka_unit_test(chunked_stores),
        cmocka_unit_test(dn_views_and_events),
        cmocka_unit_test(block_queries),
        cmocka_unit_test(same_size_elements),
        cmocka_unit_test(corpus_generic_regions),
        cmocka_unit_test(corpus_generic_module),
        cmocka_unit_test(fault_location),
        cmocka_unit_test(no_trailing_nul),
        cmocka_unit_test(scf_while_tiles),
        cmocka_unit_test(scf_while_endless),
        cmocka_unit_test(scf_while_nested),
        cmocka_unit_test(tprefetch_lowering),
        cmocka_unit_test(many_values_long_names),
        cmocka_unit_test(bindings),
        cmocka_unit_test(tmov_copy),
        cmocka_unit_test(rounded_capacity),
        cmocka_unit_test(tcvt_modes),
        cmocka_unit_test(rearrangements),
        cmocka_unit_test(fillpad),
        cmocka_unit_test(corpus_gemm_f16),
        cmocka_unit_test(cube_extract_windows),
        cmocka_unit_test(acc_to_vec),
        cmocka_unit_test(corpus_gemm_mx),
        cmocka_unit_test(gemv_acc),
        cmocka_unit_test(cube_misuse),
        cmocka_unit_test(memref_views),
        cmocka_unit_test(memref_rows),
        cmocka_unit_test(memref_gemm),
        cmocka_unit_test(memref_tiles),
        cmocka_unit_test(memref_call),
        cmocka_unit_test(memref_bad_input),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
