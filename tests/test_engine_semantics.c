/* Element semantics of TADD, TSUBS, TCMPS and TEXPANDS through complete
 * bundles: padding (spec-digest §1.6, pad values §4.5), predicate packing
 * (§1.5, §4.8), PE masks and per-PE state (§1.7; decisions D3), B.DIM
 * (§2.5), integer wrap (§4.3), comparisons (§4.7; D13), IEEE and pto-v0
 * subtraction with status flags (§4.4, §1.9; D5, D6, D7), TEXPANDS scalar
 * handling (§4.2, §4.9; D8).
 *
 * Expected values are taken from those sections or derived by hand (the
 * derivation is in the comment next to each).  Instructions are hand
 * encoded from the field tables (see support/engine_util.c). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "support/engine_util.h"

/* ---- a one-bundle runner ----------------------------------------------------- */

typedef struct bundle {
    unsigned sel, dt;
    unsigned lb0, lb1, lb2; /* lb1/lb2: 0 = omitted */
    unsigned size, pm, hand;
    int pad;                /* -1: no B.DATR */
    unsigned cmode;
    bool ior;               /* B.IOR a0, zero, zero, ->zero */
} bundle;

/* Sources are T#1 (and T#2 for TADD); the destination is the first free
 * tile of the hand. */
static void build(code_buf *c, const bundle *b)
{
    cb_init(c);
    cb_w(c, enc_bstart(b->dt, b->sel));
    if (b->pad >= 0 || b->cmode) cb_w(c, enc_datr(b->cmode, b->pad >= 0 ? (unsigned)b->pad : PAD_NULL, 0, 0, 0, 0, 0));
    cb_w(c, enc_bdim(0, R_ZERO, b->lb0));
    if (b->lb1) cb_w(c, enc_bdim(1, R_ZERO, b->lb1));
    if (b->lb2) cb_w(c, enc_bdim(2, R_ZERO, b->lb2));
    switch (b->sel) {
    case SEL_TADD: cb_w(c, enc_iot_ssd(0, 1, 1, b->size, b->pm, b->hand)); break;
    case SEL_TEXPANDS: cb_w(c, enc_iot_d(1, b->size, b->pm, b->hand)); break;
    default: cb_w(c, enc_iot_sd(0, 1, b->size, b->pm, b->hand)); break;
    }
    if (b->ior) cb_w(c, enc_ior(R_A0, 0, 0, 0));
    cb_w(c, W_BSTOP);
}

static void run_ok(pto_machine *m, const bundle *b, const char *what)
{
    code_buf c;
    build(&c, b);
    run_result r;
    run_code(m, &c, &r);
    if (r.status != PTO_END)
        print_message("%s: status %s, fault %s at %d: %s\n", what, pto_status_name(r.status),
                      pto_fault_kind_name(r.fault.kind), r.fault_index, r.fault.rule ? r.fault.rule : pto_last_error(m));
    assert_int_equal(r.status, PTO_END);
    assert_false(pto_block_active(m));
}

static pto_machine *fresh(void)
{
    pto_machine *m = pto_create();
    assert_non_null(m);
    return m;
}

static const unsigned vec16[16] = {D_FP64, D_FP32, D_TF32, D_HF32, D_FP16, D_BF16, D_E4M3, D_E5M2,
                                   D_S64,  D_S32,  D_S16,  D_S8,   D_U64,  D_U32,  D_U16,  D_U8};

static unsigned width(unsigned dt) { return pto_dtype_bits(dt); }
static uint64_t wmask(unsigned dt) { return width(dt) >= 64 ? ~0ull : (1ull << width(dt)) - 1u; }

/* 1.0 (floats) or 1 (integers) */
static uint64_t one_of(unsigned dt)
{
    switch (dt) {
    case D_FP64: return 0x3FF0000000000000ull;
    case D_FP32: case D_TF32: case D_HF32: return 0x3F800000u;
    case D_FP16: return 0x3C00u;
    case D_BF16: return 0x3F80u;
    case D_E4M3: return 0x38u; /* E = 7 = bias */
    case D_E5M2: return 0x3Cu; /* E = 15 = bias */
    default: return 1;
    }
}

/* Pad values, spec-digest §4.5 (Zero and Null write 0; Null is undefined). */
static uint64_t pad_expected(unsigned dt, unsigned pad)
{
    if (pad == PAD_ZERO || pad == PAD_NULL) return 0;
    bool max = pad == PAD_MAX;
    switch (dt) {
    case D_FP64: return max ? 0x7FEFFFFFFFFFFFFFull : 0xFFEFFFFFFFFFFFFFull;
    case D_FP32: return max ? 0x7F7FFFFFu : 0xFF7FFFFFu;
    case D_TF32: return max ? 0x7F7FE000u : 0xFF7FE000u;
    case D_HF32: return max ? 0x7F7FF000u : 0xFF7FF000u;
    case D_FP16: return max ? 0x7BFFu : 0xFBFFu;
    case D_BF16: return max ? 0x7F7Fu : 0xFF7Fu;
    case D_E4M3: return max ? 0x7Eu : 0xFEu;
    case D_E5M2: return max ? 0x7Bu : 0xFBu;
    case D_S64: return max ? 0x7FFFFFFFFFFFFFFFull : 0x8000000000000000ull;
    case D_S32: return max ? 0x7FFFFFFFu : 0x80000000u;
    case D_S16: return max ? 0x7FFFu : 0x8000u;
    case D_S8: return max ? 0x7Fu : 0x80u;
    default: return max ? wmask(dt) : 0; /* U*: all-ones / 0 */
    }
}

/* Checks a numeric destination: valid elements == valid_value and defined;
 * padding per pad (-1 = no B.DATR = Null). */
static void check_numeric(const pto_machine *m, unsigned idx, unsigned pe, uint64_t valid_value, int pad,
                          const char *what)
{
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, idx, &d), PTO_OK);
    unsigned p = pad < 0 ? PAD_NULL : (unsigned)pad;
    for (uint32_t i = 0; i < d.rows * d.cols; i++) {
        uint32_t r = i / d.cols, c = i % d.cols;
        uint64_t v;
        bool def;
        assert_int_equal(pto_tile_read(m, idx, pe, i, &v, &def), PTO_OK);
        bool valid = r < d.valid_rows && c < d.valid_cols;
        if (valid) {
            if (!def || v != valid_value)
                print_message("%s: PE%u element %u = 0x%llx defined %d, expected 0x%llx\n", what, pe, i,
                              (unsigned long long)v, (int)def, (unsigned long long)valid_value);
            assert_true(def);
            assert_true(v == valid_value);
        } else if (p == PAD_NULL) {
            if (def) print_message("%s: PE%u padding element %u is defined\n", what, pe, i);
            assert_false(def);
        } else {
            uint64_t want = pad_expected(d.dtype, p);
            if (!def || v != want)
                print_message("%s: PE%u padding element %u = 0x%llx defined %d, expected 0x%llx\n", what, pe, i,
                              (unsigned long long)v, (int)def, (unsigned long long)want);
            assert_true(def);
            assert_true(v == want);
        }
    }
}

/* ---- padding ------------------------------------------------------------------ */

static void pad_texpands(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    for (int t = 0; t < 16; t++) {
        unsigned dt = vec16[t];
        for (int pad = -1; pad < 4; pad++) {
            pto_reset(m);
            set_gpr_all(m, R_A0, one_of(dt));
            /* 128 B, Col 4, valid 2x2: Rows = 1024 / (4 W) >= 4 */
            bundle b = {SEL_TEXPANDS, dt, 2, 2, 4, 1, 7, HAND_T, pad, 0, true};
            char what[64];
            snprintf(what, sizeof what, "TEXPANDS %s pad %d", pto_dtype_name(dt), pad);
            run_ok(m, &b, what);
            pto_tile_desc d;
            assert_int_equal(pto_tile_describe(m, 0, &d), PTO_OK);
            assert_int_equal(d.dtype, dt);
            assert_int_equal(d.rows, 1024 / (4 * width(dt)));
            assert_int_equal(d.cols, 4);
            assert_int_equal(d.valid_rows, 2);
            assert_int_equal(d.valid_cols, 2);
            for (unsigned pe = 0; pe < 4; pe++) check_numeric(m, 0, pe, one_of(dt), pad, what);
            assert_int_equal(pto_flags(m), 0);
        }
    }
    pto_destroy(m);
}

static void pad_tadd(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    for (int t = 0; t < 16; t++) {
        unsigned dt = vec16[t];
        for (int pad = -1; pad < 4; pad++) {
            for (int prof = 0; prof < 2; prof++) {
                pto_reset(m);
                pto_set_profile(m, prof ? PTO_PROFILE_V0 : PTO_PROFILE_IEEE);
                /* sources 128 B, Col 4, valid 1x3; x + (+0) = x in both profiles */
                mk_tile(m, 0, dt, 128, 4, 1, 3, 0xF);
                mk_tile(m, 1, dt, 128, 4, 1, 3, 0xF);
                fill_tile_const(m, 0, one_of(dt));
                fill_tile_const(m, 1, 0);
                bundle b = {SEL_TADD, dt, 3, 0, 4, 1, 7, HAND_U, pad, 0, false};
                char what[64];
                snprintf(what, sizeof what, "TADD %s pad %d profile %d", pto_dtype_name(dt), pad, prof);
                run_ok(m, &b, what);
                for (unsigned pe = 0; pe < 4; pe++) check_numeric(m, 16, pe, one_of(dt), pad, what);
            }
        }
    }
    pto_destroy(m);
}

/* TSUBS pads too: U16 source 128 B Col 8 valid 2x5, minus 1. */
static void pad_tsubs(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    for (int pad = -1; pad < 4; pad++) {
        pto_reset(m);
        mk_tile(m, 0, D_S16, 128, 8, 2, 5, 0xF);
        fill_tile_const(m, 0, 3);
        set_gpr_all(m, R_A0, 1);
        bundle b = {SEL_TSUBS, D_S16, 5, 2, 8, 1, 7, HAND_N, pad, 0, true};
        run_ok(m, &b, "TSUBS S16 pad");
        for (unsigned pe = 0; pe < 4; pe++) check_numeric(m, 48, pe, 2, pad, "TSUBS S16 pad");
    }
    pto_destroy(m);
}


/* A 64 KiB U8 tile (65536 elements): TEXPANDS with Max padding, LB 255 x 255
 * in Col 256 (Rows = 65536 / 256 = 256). */
static void large_tile(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    set_gpr_all(m, R_A0, 0x5A);
    code_buf c;
    cb_init(&c);
    cb_w(&c, enc_bstart(D_U8, SEL_TEXPANDS));
    cb_w(&c, enc_datr_pad(PAD_MAX));
    cb_h(&c, enc_cdimi(0, 255));
    cb_h(&c, enc_cdimi(1, 255));
    cb_w(&c, enc_bdim(2, R_ZERO, 256));
    cb_w(&c, enc_iot_d(1, 10, 1, HAND_M));
    cb_w(&c, enc_ior(R_A0, 0, 0, 0));
    cb_w(&c, W_BSTOP);
    run_result r;
    run_code(m, &c, &r);
    assert_int_equal(r.status, PTO_END);
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, 32, &d), PTO_OK);
    assert_int_equal(d.rows, 256);
    assert_int_equal(d.cols, 256);
    assert_int_equal(pto_capacity_in_use(m), 65536u);
    check_numeric(m, 32, 0, 0x5A, PAD_MAX, "64 KiB TEXPANDS");
    assert_int_equal(elem(m, 32, 0, 254u * 256u + 254u), 0x5A);
    assert_int_equal(elem(m, 32, 0, 65535u), 0xFF);
    pto_destroy(m);
}

/* ---- predicate packing (§1.5, §4.8) ------------------------------------------ */

/* Runs TCMPS on a U8 source and checks the packed bytes and definedness. */
static void tcmps_case(pto_machine *m, unsigned cols, unsigned vr, unsigned vc, const uint64_t *vals, uint64_t scalar,
                       unsigned cmode, int pad, const uint8_t *want, unsigned nbytes, const char *what)
{
    pto_reset(m);
    mk_tile(m, 0, D_U8, 128, cols, vr, vc, 0xF);
    fill_tile(m, 0, vals, vr * vc);
    set_gpr_all(m, R_A0, scalar);
    bundle b = {SEL_TCMPS, D_U8, vc, vr, cols, 1, 7, HAND_U, pad, cmode, true};
    run_ok(m, &b, what);
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, 16, &d), PTO_OK);
    assert_int_equal(d.kind, PTO_TILE_PREDICATE);
    assert_int_equal(d.rows, 128 / cols);
    assert_int_equal(d.cols, cols);
    assert_int_equal(d.valid_rows, vr);
    assert_int_equal(d.valid_cols, vc);
    assert_int_equal(d.mask, 0xF);
    unsigned p = pad < 0 ? PAD_NULL : (unsigned)pad;
    for (unsigned pe = 0; pe < 4; pe++) {
        const uint8_t *bytes = payload(m, 16, pe);
        for (unsigned i = 0; i < nbytes; i++) {
            if (bytes[i] != want[i])
                print_message("%s: PE%u byte %u = 0x%02x, expected 0x%02x\n", what, pe, i, bytes[i], want[i]);
            assert_int_equal(bytes[i], want[i]);
        }
        for (uint32_t i = 0; i < d.rows * d.cols; i++) {
            bool valid = i / cols < vr && i % cols < vc;
            uint64_t bit;
            bool def;
            assert_int_equal(pto_tile_read(m, 16, pe, i, &bit, &def), PTO_OK);
            assert_true(bit == (uint64_t)((want[i / 8] >> (i % 8)) & 1u));
            if (valid || p != PAD_NULL) assert_true(def);
            else assert_false(def);
        }
    }
    /* the source is unchanged */
    for (unsigned k = 0; k < vr * vc; k++) assert_true(elem(m, 0, 1, (k / vc) * cols + k % vc) == vals[k]);
}

static void predicate_packing(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    uint8_t want[16];
    /* AVS tile-exec-tcmps-packed-001: VC 10, Col 16, 0..9 GE 5 -> 0xE0, 0x03.
     * Rows = 128/16 = 8, 128 bits = 16 bytes; the padding is bits 10..15 of
     * row 0 and rows 1..7. */
    uint64_t v10[10] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    for (int pad = -1; pad < 4; pad++) {
        unsigned p = pad < 0 ? PAD_NULL : (unsigned)pad;
        uint8_t fill = p == PAD_MAX ? 0xFF : 0x00;
        memset(want, fill, sizeof want);
        want[0] = 0xE0;
        want[1] = (uint8_t)(0x03 | (fill & 0xFC));
        tcmps_case(m, 16, 1, 10, v10, 5, CM_GE, pad, want, 16, "VC 10 Col 16 GE");
    }
    /* Two rows: Col 8, valid 2x5, values 0..4 / 5..9 GE 3.
     * Row 0 bits 3,4 -> 0x18; row 1 (bits 8..12) all -> 0x1F.
     * Max padding adds bits 5..7 of each row and all later rows. */
    for (int pad = -1; pad < 4; pad++) {
        unsigned p = pad < 0 ? PAD_NULL : (unsigned)pad;
        uint8_t fill = p == PAD_MAX ? 0xFF : 0x00;
        memset(want, fill, sizeof want);
        want[0] = (uint8_t)(0x18 | (fill & 0xE0));
        want[1] = (uint8_t)(0x1F | (fill & 0xE0));
        tcmps_case(m, 8, 2, 5, v10, 3, CM_GE, pad, want, 16, "2x5 Col 8 GE");
    }
    /* Col 4, valid 3x3, row-major 1..9 LT 5: elements (0,0),(0,1),(0,2),(1,0)
     * -> bits 0,1,2,4 = 0x17; rows 0..2 span bits 0..11. Min pads with 0. */
    uint64_t v9[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    memset(want, 0, sizeof want);
    want[0] = 0x17;
    tcmps_case(m, 4, 3, 3, v9, 5, CM_LT, PAD_MIN, want, 16, "3x3 Col 4 LT Min");
    /* ... and with Max padding: bit 3 and 7 (column 3), bit 11, all of rows 3.. */
    memset(want, 0xFF, sizeof want);
    want[0] = 0x17 | 0x88;
    want[1] = 0xF8; /* bits 8..10 = row 2 valid (7,8,9 not < 5); bit 11 pad; 12..15 row 3 */
    tcmps_case(m, 4, 3, 3, v9, 5, CM_LT, PAD_MAX, want, 16, "3x3 Col 4 LT Max");
    /* Col 32, 1 row of 17 valid: valid bits cross bytes 0..2, value = index. EQ 16 -> bit 16. */
    uint64_t v17[17];
    for (int i = 0; i < 17; i++) v17[i] = (uint64_t)i;
    memset(want, 0, sizeof want);
    want[2] = 0x01;
    tcmps_case(m, 32, 1, 17, v17, 16, CM_EQ, PAD_ZERO, want, 16, "1x17 Col 32 EQ");
    memset(want, 0xFF, sizeof want);
    want[0] = 0xFE; /* NE 0: all but bit 0 */
    want[1] = 0xFF;
    want[2] = 0xFF;
    tcmps_case(m, 32, 1, 17, v17, 0, CM_NE, PAD_MAX, want, 16, "1x17 Col 32 NE Max");
    pto_destroy(m);
}

/* ---- PE masks (§1.7, D3) --------------------------------------------------------- */

static void pe_modes(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    for (unsigned pm = 0; pm < 8; pm++) {
        unsigned mask = mask_of_pemode(pm);
        /* TEXPANDS U32, 256 B, LB0 4; PE p's a0 = 0x100 + p */
        pto_reset(m);
        for (unsigned pe = 0; pe < 4; pe++) assert_int_equal(pto_gpr_write(m, pe, R_A0, 0x100 + pe), PTO_OK);
        bundle b = {SEL_TEXPANDS, D_U32, 4, 0, 0, 2, pm, HAND_T, PAD_ZERO, 0, true};
        run_ok(m, &b, "TEXPANDS PEMode");
        if (mask == 0) {
            assert_int_equal(count_allocated(m), 0);
            assert_int_equal(pto_capacity_in_use(m), 0);
            continue;
        }
        pto_tile_desc d;
        assert_int_equal(pto_tile_describe(m, 0, &d), PTO_OK);
        assert_int_equal(d.mask, mask);
        assert_int_equal(d.capacity, 256);
        assert_int_equal(pto_capacity_in_use(m), popcount4(mask) * 256u);
        for (unsigned pe = 0; pe < 4; pe++) {
            if (mask & (8u >> pe)) {
                check_numeric(m, 0, pe, 0x100 + pe, PAD_ZERO, "TEXPANDS PEMode");
            } else {
                uint64_t v;
                bool def;
                assert_int_equal(pto_tile_read(m, 0, pe, 0, &v, &def), PTO_ERR_STATE);
            }
        }

        /* TADD U16 with per-PE sources (PE p: left 10p+1, right 1000) into a
         * destination of mask; sources are untouched. */
        pto_reset(m);
        mk_tile(m, 0, D_U16, 128, 8, 1, 8, 0xF);
        mk_tile(m, 1, D_U16, 128, 8, 1, 8, 0xF);
        for (unsigned pe = 0; pe < 4; pe++) {
            uint64_t l[8], r[8];
            for (int i = 0; i < 8; i++) {
                l[i] = 10u * pe + 1u + (unsigned)i;
                r[i] = 1000;
            }
            fill_tile_pe(m, 0, pe, l, 8);
            fill_tile_pe(m, 1, pe, r, 8);
        }
        snapshot before, after;
        snapshot_take(m, &before);
        bundle t = {SEL_TADD, D_U16, 8, 0, 0, 1, pm, HAND_M, -1, 0, false};
        run_ok(m, &t, "TADD PEMode");
        assert_int_equal(pto_capacity_in_use(m), 1024u + popcount4(mask) * 128u);
        assert_int_equal(pto_tile_describe(m, 32, &d), PTO_OK);
        assert_int_equal(d.mask, mask);
        for (unsigned pe = 0; pe < 4; pe++) {
            if (!(mask & (8u >> pe))) {
                uint64_t v;
                assert_int_equal(pto_tile_read(m, 32, pe, 0, &v, NULL), PTO_ERR_STATE);
                continue;
            }
            for (unsigned i = 0; i < 8; i++) assert_true(elem(m, 32, pe, i) == 1000u + 10u * pe + 1u + i);
        }
        assert_int_equal(pto_tile_release(m, 32), PTO_OK);
        snapshot_take(m, &after);
        assert_true(snapshot_equal(&before, &after));
        snapshot_free(&before);
        snapshot_free(&after);
    }
    pto_destroy(m);
}

/* A block whose only bindings have mask 0000 commits as a strict no-op,
 * skipping every later check (§3.6, C2). */
static void zero_participation(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    set_gpr_all(m, R_A0, 7);
    snapshot before, after;
    snapshot_take(m, &before);
    code_buf c;
    cb_init(&c);
    cb_w(&c, enc_bstart(D_FP32, SEL_TSUBS));
    cb_w(&c, enc_iot_sd(9, 1, 1, 0, HAND_T)); /* unallocated source, no LB0 */
    cb_w(&c, enc_ior(R_A0, R_A1, 0, R_A2));   /* B.IOR fields a TSUBS rejects */
    cb_w(&c, W_BSTOP);
    run_result r;
    run_code(m, &c, &r);
    assert_int_equal(r.status, PTO_END);
    assert_false(pto_block_active(m));
    assert_true(pto_tpc(m) == c.len);
    snapshot_take(m, &after);
    assert_true(snapshot_equal(&before, &after));
    snapshot_free(&after);
    snapshot_free(&before);
    /* The same with only a zero-mask B.IOS. */
    pto_reset(m);
    cb_init(&c);
    cb_w(&c, enc_bstart(D_U8, SEL_TEXPANDS));
    cb_w(&c, enc_ios(7, 2, 0));
    cb_h(&c, H_CBSTOP);
    run_code(m, &c, &r);
    assert_int_equal(r.status, PTO_END);
    assert_int_equal(count_allocated(m), 0);
    assert_false(pto_block_active(m));
    /* A zero-mask B.IOT beside a real one: only the real one is bound. */
    pto_reset(m);
    mk_tile(m, 0, D_U8, 128, 8, 1, 8, 0xF);
    mk_tile(m, 1, D_U8, 128, 8, 1, 8, 0xF);
    fill_tile_const(m, 0, 2);
    fill_tile_const(m, 1, 3);
    cb_init(&c);
    cb_w(&c, enc_bstart(D_U8, SEL_TADD));
    cb_h(&c, enc_cdimi(0, 8));
    cb_w(&c, enc_iot_d(0, 3, 0, HAND_N));
    cb_w(&c, enc_iot_ssd(0, 1, 1, 1, 2, HAND_U));
    cb_w(&c, W_BSTOP);
    run_code(m, &c, &r);
    assert_int_equal(r.status, PTO_END);
    assert_int_equal(count_allocated(m), 3);
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, 16, &d), PTO_OK);
    assert_int_equal(d.mask, 0x4);
    assert_int_equal(elem(m, 16, 1, 7), 5);
    pto_destroy(m);
}

/* ---- per-PE scalars (D3) ------------------------------------------------------------ */

static void per_pe_scalars(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    /* TSUBS U8 [10, 20] - (p+1) on PE p */
    mk_tile(m, 0, D_U8, 128, 2, 1, 2, 0xF);
    uint64_t src[2] = {10, 20};
    fill_tile(m, 0, src, 2);
    for (unsigned pe = 0; pe < 4; pe++) assert_int_equal(pto_gpr_write(m, pe, R_A0, pe + 1), PTO_OK);
    {
        code_buf c;
        bundle b = {SEL_TSUBS, D_U8, 2, 0, 0, 1, 7, HAND_T, -1, 0, true};
        build(&c, &b);
        run_result r;
        run_code(m, &c, &r);
        assert_int_equal(r.status, PTO_END);
    }
    for (unsigned pe = 0; pe < 4; pe++) {
        assert_int_equal(elem(m, 1, pe, 0), 10 - (pe + 1));
        assert_int_equal(elem(m, 1, pe, 1), 20 - (pe + 1));
    }
    /* TCMPS EQ U8 [1, 2, 3, 4] == p+1 -> bit p on PE p */
    pto_reset(m);
    mk_tile(m, 0, D_U8, 128, 4, 1, 4, 0xF);
    uint64_t s4[4] = {1, 2, 3, 4};
    fill_tile(m, 0, s4, 4);
    for (unsigned pe = 0; pe < 4; pe++) assert_int_equal(pto_gpr_write(m, pe, R_A0, pe + 1), PTO_OK);
    bundle b = {SEL_TCMPS, D_U8, 4, 0, 0, 1, 7, HAND_T, PAD_ZERO, CM_EQ, true};
    run_ok(m, &b, "TCMPS per-PE");
    for (unsigned pe = 0; pe < 4; pe++) assert_int_equal(payload(m, 1, pe)[0], 1u << pe);
    /* TEXPANDS FP16 with per-PE a0 (low 16 bits only) */
    pto_reset(m);
    for (unsigned pe = 0; pe < 4; pe++)
        assert_int_equal(pto_gpr_write(m, pe, R_A0, 0xABCD000000003C00ull + pe), PTO_OK);
    bundle e = {SEL_TEXPANDS, D_FP16, 3, 0, 4, 1, 7, HAND_T, -1, 0, true};
    run_ok(m, &e, "TEXPANDS per-PE");
    for (unsigned pe = 0; pe < 4; pe++) check_numeric(m, 0, pe, 0x3C00u + pe, -1, "TEXPANDS per-PE");
    pto_destroy(m);
}

/* ---- B.DIM (§2.5) ----------------------------------------------------------------- */

static unsigned texpands_vc(pto_machine *m, uint32_t dim_word)
{
    code_buf c;
    cb_init(&c);
    cb_w(&c, enc_bstart(D_U8, SEL_TEXPANDS));
    if ((dim_word & 0x3Fu) == 0x3Cu) cb_h(&c, (uint16_t)dim_word);
    else cb_w(&c, dim_word);
    cb_h(&c, enc_cdimi(2, 128)); /* Col 128 */
    cb_w(&c, enc_iot_d(1, 1, 7, HAND_T));
    cb_w(&c, W_BSTOP);
    run_result r;
    run_code(m, &c, &r);
    assert_int_equal(r.status, PTO_END);
    pto_tile_desc d;
    unsigned idx = 0;
    while (idx < 16 && pto_tile_allocated(m, idx + 1)) idx++;
    assert_int_equal(pto_tile_describe(m, idx, &d), PTO_OK);
    return d.valid_cols;
}

static void bdim_reads(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    assert_int_equal(pto_gpr_write(m, 0, R_A1, 2), PTO_OK);
    assert_int_equal(pto_gpr_write(m, 1, R_A1, 8), PTO_OK);
    assert_int_equal(pto_gpr_write(m, 2, R_A1, 4), PTO_OK);
    assert_int_equal(pto_gpr_write(m, 3, R_A1, 16), PTO_OK);
    assert_int_equal(texpands_vc(m, enc_bdim(0, R_A1, 0)), 2); /* PE0 is current after creation */
    assert_int_equal(pto_set_current_pe(m, 2), PTO_OK);
    assert_int_equal(texpands_vc(m, enc_bdim(0, R_A1, 0)), 4);
    assert_int_equal(pto_set_current_pe(m, 3), PTO_OK);
    assert_int_equal(texpands_vc(m, enc_bdim(0, R_A1, 0)), 16);
    assert_int_equal(texpands_vc(m, enc_bdim(0, R_A1, 16)), 32); /* GPR + uimm */
    assert_int_equal(pto_set_current_pe(m, 1), PTO_OK);
    assert_int_equal(texpands_vc(m, enc_bdim(0, R_A1, 0)), 8);
    /* (GPR + uimm17)[15:0] */
    assert_int_equal(pto_gpr_write(m, 1, R_A2, 0xFFFFFFFFFFFFFFFFull), PTO_OK);
    assert_int_equal(texpands_vc(m, enc_bdim(0, R_A2, 3)), 2);
    assert_int_equal(texpands_vc(m, enc_bdim(0, R_ZERO, 0x10005)), 5);
    assert_int_equal(texpands_vc(m, enc_bdim(0, R_ZERO, 0x10040)), 64);
    /* GPR 0 reads zero */
    assert_int_equal(pto_gpr_write(m, 1, R_ZERO, 77), PTO_OK);
    assert_int_equal(texpands_vc(m, enc_bdim(0, R_ZERO, 6)), 6);
    /* C.B.DIMI imm8 is zero-extended */
    assert_int_equal(texpands_vc(m, enc_cdimi(0, 128)), 128);
    pto_destroy(m);
}

/* ---- integer wrap (§4.3) ------------------------------------------------------------- */

static void integer_wrap(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    static const unsigned ints[8] = {D_S64, D_S32, D_S16, D_S8, D_U64, D_U32, D_U16, D_U8};
    for (int t = 0; t < 8; t++) {
        unsigned dt = ints[t], w = width(dt);
        uint64_t all = wmask(dt), top = 1ull << (w - 1), maxs = top - 1;
        bool sgn = dt < D_U64;
        /* TADD: signed [MAX+1, MIN+(-1), -1+1]; unsigned [UMAX+1, top+top, 5+3] */
        uint64_t l[3], r[3], want[3];
        if (sgn) {
            l[0] = maxs; r[0] = 1; want[0] = top;
            l[1] = top; r[1] = all; want[1] = maxs;
            l[2] = all; r[2] = 1; want[2] = 0;
        } else {
            l[0] = all; r[0] = 1; want[0] = 0;
            l[1] = top; r[1] = top; want[1] = 0;
            l[2] = 5; r[2] = 3; want[2] = 8;
        }
        pto_reset(m);
        mk_tile(m, 0, dt, 128, 4, 1, 3, 0xF);
        mk_tile(m, 1, dt, 128, 4, 1, 3, 0xF);
        fill_tile(m, 0, l, 3);
        fill_tile(m, 1, r, 3);
        bundle b = {SEL_TADD, dt, 3, 0, 4, 1, 7, HAND_U, PAD_ZERO, 0, false};
        run_ok(m, &b, "TADD wrap");
        for (unsigned pe = 0; pe < 4; pe++)
            for (int i = 0; i < 3; i++) {
                if (elem(m, 16, pe, (uint32_t)i) != want[i])
                    print_message("TADD %s element %d = 0x%llx, expected 0x%llx\n", pto_dtype_name(dt), i,
                                  (unsigned long long)elem(m, 16, pe, (uint32_t)i), (unsigned long long)want[i]);
                assert_true(elem(m, 16, pe, (uint32_t)i) == want[i]);
            }
        assert_int_equal(pto_flags(m), 0);
        /* TSUBS - 1 (the GPR's bits above W are ignored):
         * signed [MIN-1, MAX-1, 0-1]; unsigned [0-1, 1-1, UMAX-1] */
        uint64_t s[3], sw[3];
        if (sgn) {
            s[0] = top; sw[0] = maxs;
            s[1] = maxs; sw[1] = maxs - 1;
            s[2] = 0; sw[2] = all;
        } else {
            s[0] = 0; sw[0] = all;
            s[1] = 1; sw[1] = 0;
            s[2] = all; sw[2] = all - 1;
        }
        pto_reset(m);
        mk_tile(m, 0, dt, 128, 4, 1, 3, 0xF);
        fill_tile(m, 0, s, 3);
        set_gpr_all(m, R_A0, w == 64 ? 1 : (~all | 1u));
        bundle u = {SEL_TSUBS, dt, 3, 0, 4, 1, 7, HAND_U, -1, 0, true};
        run_ok(m, &u, "TSUBS wrap");
        for (unsigned pe = 0; pe < 4; pe++)
            for (int i = 0; i < 3; i++) {
                if (elem(m, 16, pe, (uint32_t)i) != sw[i])
                    print_message("TSUBS %s element %d = 0x%llx, expected 0x%llx\n", pto_dtype_name(dt), i,
                                  (unsigned long long)elem(m, 16, pe, (uint32_t)i), (unsigned long long)sw[i]);
                assert_true(elem(m, 16, pe, (uint32_t)i) == sw[i]);
            }
        assert_int_equal(pto_flags(m), 0);
    }
    /* AVS tile-exec-tsubs-order-001: U8 [3, 9] - 5 -> [254, 4] */
    pto_reset(m);
    mk_tile(m, 0, D_U8, 128, 2, 1, 2, 0xF);
    uint64_t v[2] = {3, 9};
    fill_tile(m, 0, v, 2);
    set_gpr_all(m, R_A0, 5);
    bundle u = {SEL_TSUBS, D_U8, 2, 0, 0, 1, 7, HAND_U, -1, 0, true};
    run_ok(m, &u, "TSUBS order");
    assert_int_equal(elem(m, 16, 0, 0), 254);
    assert_int_equal(elem(m, 16, 0, 1), 4);
    /* omitted B.IOR: scalar 0 */
    pto_reset(m);
    mk_tile(m, 0, D_U8, 128, 2, 1, 2, 0xF);
    fill_tile(m, 0, v, 2);
    set_gpr_all(m, R_A0, 5);
    u.ior = false;
    run_ok(m, &u, "TSUBS without B.IOR");
    assert_int_equal(elem(m, 16, 0, 0), 3);
    assert_int_equal(elem(m, 16, 0, 1), 9);
    pto_destroy(m);
}

/* ---- TCMPS comparisons (§4.3, §4.7) --------------------------------------------- */

/* Returns the first predicate byte of TCMPS(cmode) over vals (n <= 8) on PE0. */
static unsigned cmp8(pto_machine *m, unsigned dt, const uint64_t *vals, unsigned n, uint64_t scalar, unsigned cmode,
                     unsigned *flags)
{
    pto_reset(m);
    mk_tile(m, 0, dt, 128, 8, 1, n, 0xF);
    fill_tile(m, 0, vals, n);
    set_gpr_all(m, R_A0, scalar);
    bundle b = {SEL_TCMPS, dt, n, 0, 8, 1, 7, HAND_U, PAD_ZERO, cmode, true};
    run_ok(m, &b, "TCMPS");
    if (flags) *flags = pto_flags(m);
    return payload(m, 16, 0)[0];
}

static void compare_integers(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    /* U8 [1, 2, 3] vs 2 in each mode (bit i = element i) */
    uint64_t u[3] = {1, 2, 3};
    static const unsigned want_u[6] = {0x2, 0x5, 0x1, 0x4, 0x3, 0x6}; /* EQ NE LT GT LE GE */
    for (unsigned cm = 0; cm < 6; cm++) assert_int_equal(cmp8(m, D_U8, u, 3, 2, cm, NULL), want_u[cm]);
    /* Same bits, signed vs unsigned: [0x80, 0x7F, 0xFF, 0x00] LT 0 */
    uint64_t b[4] = {0x80, 0x7F, 0xFF, 0x00};
    assert_int_equal(cmp8(m, D_S8, b, 4, 0, CM_LT, NULL), 0x5);   /* -128, -1 < 0 */
    assert_int_equal(cmp8(m, D_U8, b, 4, 0, CM_LT, NULL), 0x0);
    assert_int_equal(cmp8(m, D_U8, b, 4, 0x7F, CM_GT, NULL), 0x5); /* 0x80, 0xFF > 0x7F */
    assert_int_equal(cmp8(m, D_S8, b, 4, 0x7F, CM_GT, NULL), 0x0);
    /* the scalar is the low W bits of the GPR: S8 scalar 0x1FF = -1 */
    assert_int_equal(cmp8(m, D_S8, b, 4, 0x1FF, CM_LE, NULL), 0x5);
    assert_int_equal(cmp8(m, D_S8, b, 4, 0x1FF, CM_EQ, NULL), 0x4);
    /* 16/32/64-bit signed and unsigned */
    uint64_t s16[3] = {0x8000, 0x7FFF, 0xFFFF};
    assert_int_equal(cmp8(m, D_S16, s16, 3, 0xFFFF, CM_GE, NULL), 0x6); /* -32768 < -1; 32767, -1 >= -1 */
    assert_int_equal(cmp8(m, D_U16, s16, 3, 0xFFFF, CM_GE, NULL), 0x4);
    uint64_t s32[3] = {0x80000000u, 0x7FFFFFFFu, 0};
    assert_int_equal(cmp8(m, D_S32, s32, 3, 0, CM_LT, NULL), 0x1);
    assert_int_equal(cmp8(m, D_U32, s32, 3, 0, CM_GT, NULL), 0x3);
    uint64_t s64[3] = {0x8000000000000000ull, 0x7FFFFFFFFFFFFFFFull, 1};
    assert_int_equal(cmp8(m, D_S64, s64, 3, 1, CM_LE, NULL), 0x5);
    assert_int_equal(cmp8(m, D_U64, s64, 3, 1, CM_LE, NULL), 0x4);
    assert_int_equal(cmp8(m, D_U64, s64, 3, 0x8000000000000000ull, CM_NE, NULL), 0x6);
    assert_int_equal(pto_flags(m), 0);
    pto_destroy(m);
}

static void compare_floats(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    unsigned fl;
    /* FP32 [qNaN, +0, -0, 1, -1, +inf, -inf, 2] vs -0 */
    uint64_t f[8] = {0x7FC00000u, 0, 0x80000000u, 0x3F800000u, 0xBF800000u, 0x7F800000u, 0xFF800000u, 0x40000000u};
    static const unsigned want_neg0[6] = {0x06, 0xF9, 0x50, 0xA8, 0x56, 0xAE};
    for (unsigned cm = 0; cm < 6; cm++) {
        assert_int_equal(cmp8(m, D_FP32, f, 8, 0x80000000u, cm, &fl), want_neg0[cm]);
        assert_int_equal(fl, 0);
    }
    /* vs +0 the same (both zeros are equal) */
    for (unsigned cm = 0; cm < 6; cm++) assert_int_equal(cmp8(m, D_FP32, f, 8, 0, cm, NULL), want_neg0[cm]);
    /* vs qNaN: only NE holds; no NV */
    for (unsigned cm = 0; cm < 6; cm++) {
        assert_int_equal(cmp8(m, D_FP32, f, 8, 0x7FC00001u, cm, &fl), cm == CM_NE ? 0xFF : 0x00);
        assert_int_equal(fl, 0);
    }
    /* vectors: +0 EQ -0 -> 1; -0 LT +0 -> 0; qNaN NE 1 -> 1; qNaN GE 1 -> 0 */
    uint64_t z[1] = {0};
    assert_int_equal(cmp8(m, D_FP32, z, 1, 0x80000000u, CM_EQ, NULL), 1);
    uint64_t nz[1] = {0x80000000u};
    assert_int_equal(cmp8(m, D_FP32, nz, 1, 0, CM_LT, NULL), 0);
    uint64_t qn[1] = {0x7FC00000u};
    assert_int_equal(cmp8(m, D_FP32, qn, 1, 0x3F800000u, CM_NE, NULL), 1);
    assert_int_equal(cmp8(m, D_FP32, qn, 1, 0x3F800000u, CM_GE, NULL), 0);
    /* signalling NaN element: unordered and NV, for every mode (D6) */
    uint64_t sn[2] = {0x7F800001u, 0x3F800000u};
    for (unsigned cm = 0; cm < 6; cm++) {
        unsigned want = (cm == CM_NE ? 1u : 0u) | ((cm == CM_EQ || cm == CM_LE || cm == CM_GE) ? 2u : 0u);
        assert_int_equal(cmp8(m, D_FP32, sn, 2, 0x3F800000u, cm, &fl), want);
        assert_int_equal(fl, PTO_FLAG_NV);
    }
    /* signalling NaN scalar: NV, NE true for every element */
    uint64_t ones[2] = {0x3F800000u, 0x7FC00000u};
    assert_int_equal(cmp8(m, D_FP32, ones, 2, 0xFF800001u, CM_NE, &fl), 0x3);
    assert_int_equal(fl, PTO_FLAG_NV);
    /* other formats: subnormals and zeros order correctly, sNaN raises NV */
    uint64_t h[4] = {0x8000, 0x0001, 0x8001, 0x7C00};
    assert_int_equal(cmp8(m, D_FP16, h, 4, 0x0000, CM_GT, &fl), 0xA); /* 2^-24 and +inf > 0 */
    assert_int_equal(fl, 0);
    assert_int_equal(cmp8(m, D_FP16, h, 4, 0x0000, CM_LE, NULL), 0x5);
    uint64_t hs[1] = {0x7D00};
    assert_int_equal(cmp8(m, D_FP16, hs, 1, 0, CM_NE, &fl), 1);
    assert_int_equal(fl, PTO_FLAG_NV);
    uint64_t bs[1] = {0x7F81};
    assert_int_equal(cmp8(m, D_BF16, bs, 1, 0x7F81, CM_EQ, &fl), 0);
    assert_int_equal(fl, PTO_FLAG_NV);
    uint64_t bq[1] = {0x7FC1};
    assert_int_equal(cmp8(m, D_BF16, bq, 1, 0x7FC1, CM_EQ, &fl), 0);
    assert_int_equal(fl, 0);
    uint64_t e5[3] = {0x7D, 0x7E, 0x7C}; /* sNaN, qNaN, +inf */
    assert_int_equal(cmp8(m, D_E5M2, e5, 3, 0x7B, CM_GT, &fl), 0x4);
    assert_int_equal(fl, PTO_FLAG_NV);
    uint64_t e4[3] = {0x7F, 0xFF, 0x7E}; /* NaN (quiet only), -NaN, 448 */
    assert_int_equal(cmp8(m, D_E4M3, e4, 3, 0x7E, CM_EQ, &fl), 0x4);
    assert_int_equal(fl, 0);
    assert_int_equal(cmp8(m, D_E4M3, e4, 3, 0x7E, CM_NE, &fl), 0x3);
    uint64_t d[3] = {0x7FF0000000000001ull, 0xFFF0000000000000ull, 0x8000000000000000ull};
    assert_int_equal(cmp8(m, D_FP64, d, 3, 0, CM_LE, &fl), 0x6);
    assert_int_equal(fl, PTO_FLAG_NV);
    /* TF32/HF32 compare on their carriers: -max < max */
    uint64_t t[2] = {0xFF7FE000u, 0x7F7FE000u};
    assert_int_equal(cmp8(m, D_TF32, t, 2, 0x7F7FE000u, CM_LT, NULL), 0x1);
    uint64_t hf[2] = {0x3F801000u, 0x3F800000u};
    assert_int_equal(cmp8(m, D_HF32, hf, 2, 0x3F800000u, CM_GT, NULL), 0x1);
    /* comparisons are the same under pto-v0 */
    pto_destroy(m);
}

/* ---- TSUBS flags under both profiles (§4.4, D5, D6, D7) --------------------------- */

typedef struct sub_case {
    unsigned dt;
    uint64_t a, b;        /* a - b */
    uint64_t ieee;        /* IEEE RNE result */
    unsigned ieee_flags;
    const char *why;
} sub_case;

static const sub_case subs[] = {
    {D_FP32, 0x3F800000u, 0x3F800000u, 0x00000000u, 0, "1 - 1 = +0 exact"},
    {D_FP32, 0x7F7FFFFFu, 0xFF7FFFFFu, 0x7F800000u, PTO_FLAG_OF | PTO_FLAG_NX, "max - (-max) overflows to +inf"},
    {D_FP32, 0x7F800000u, 0x7F800000u, 0x7FC00000u, PTO_FLAG_NV, "inf - inf = canonical NaN"},
    {D_FP32, 0x7FC12345u, 0x3F800000u, 0x7FC00000u, 0, "qNaN payload replaced by the canonical NaN"},
    {D_FP32, 0x7F800001u, 0x3F800000u, 0x7FC00000u, PTO_FLAG_NV, "sNaN operand"},
    {D_FP32, 0x3F800000u, 0x30800000u, 0x3F800000u, PTO_FLAG_NX, "1 - 2^-30 rounds to 1"},
    {D_FP32, 0x00800000u, 0x00000001u, 0x007FFFFFu, 0, "min normal - min subnormal exact subnormal"},
    {D_FP32, 0x80000000u, 0x00000000u, 0x80000000u, 0, "-0 - +0 = -0"},
    {D_FP32, 0x00000000u, 0x00000000u, 0x00000000u, 0, "+0 - +0 = +0"},
    {D_FP64, 0x7FEFFFFFFFFFFFFFull, 0xFFEFFFFFFFFFFFFFull, 0x7FF0000000000000ull, PTO_FLAG_OF | PTO_FLAG_NX, "FP64 overflow"},
    {D_FP64, 0x4000000000000000ull, 0x3FF0000000000000ull, 0x3FF0000000000000ull, 0, "FP64 2 - 1"},
    {D_FP16, 0x3C00u, 0x3C00u, 0x0000u, 0, "FP16 1 - 1"},
    {D_FP16, 0x7BFFu, 0xFBFFu, 0x7C00u, PTO_FLAG_OF | PTO_FLAG_NX, "FP16 65504 + 65504"},
    {D_FP16, 0x3C00u, 0x1000u, 0x3BFFu, 0, "FP16 1 - 2^-11 exact (ulp below 1 is 2^-11)"},
    {D_BF16, 0x7F80u, 0x7F80u, 0x7FC0u, PTO_FLAG_NV, "BF16 inf - inf"},
    {D_BF16, 0x3F80u, 0x3F80u, 0x0000u, 0, "BF16 1 - 1"},
    {D_E4M3, 0x7Eu, 0xFEu, 0x7Fu, PTO_FLAG_OF | PTO_FLAG_NX, "E4M3 448 + 448 -> NaN 0x7F (D7)"},
    {D_E4M3, 0x38u, 0x30u, 0x30u, 0, "E4M3 1 - 0.5 = 0.5"},
    {D_E5M2, 0x7Bu, 0xFBu, 0x7Cu, PTO_FLAG_OF | PTO_FLAG_NX, "E5M2 overflow to +inf"},
    {D_E5M2, 0x7Du, 0x3Cu, 0x7Eu, PTO_FLAG_NV, "E5M2 sNaN"},
    {D_TF32, 0x7F7FE000u, 0xFF7FE000u, 0x7F800000u, PTO_FLAG_OF | PTO_FLAG_NX, "TF32 overflow"},
    {D_TF32, 0x3F800000u, 0x3A000000u, 0x3F7FE000u, 0, "TF32 1 - 2^-11 exact"},
    {D_TF32, 0x3F800000u, 0x39800000u, 0x3F800000u, PTO_FLAG_NX, "TF32 1 - 2^-12 ties to even (1.0)"},
    {D_HF32, 0x3F800000u, 0x39800000u, 0x3F7FF000u, 0, "HF32 1 - 2^-12 exact"},
    {D_HF32, 0x3F800000u, 0x39000000u, 0x3F800000u, PTO_FLAG_NX, "HF32 1 - 2^-13 ties to even (1.0)"},
    {D_HF32, 0x7F800000u, 0x7F800000u, 0x7FC00000u, PTO_FLAG_NV, "HF32 inf - inf"},
};

static void tsubs_one(pto_machine *m, unsigned dt, uint64_t a, uint64_t b)
{
    pto_reset(m);
    mk_tile(m, 0, dt, 128, 2, 1, 2, 0xF);
    uint64_t v[2] = {a, a};
    fill_tile(m, 0, v, 2);
    set_gpr_all(m, R_A0, b);
    bundle x = {SEL_TSUBS, dt, 2, 0, 0, 1, 7, HAND_U, -1, 0, true};
    run_ok(m, &x, "TSUBS");
}

static void tsubs_flags(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    for (size_t i = 0; i < sizeof subs / sizeof subs[0]; i++) {
        const sub_case *s = &subs[i];
        /* ieee */
        pto_set_profile(m, PTO_PROFILE_IEEE);
        tsubs_one(m, s->dt, s->a, s->b);
        for (unsigned pe = 0; pe < 4; pe++) {
            uint64_t got = elem(m, 16, pe, 1);
            if (got != s->ieee) print_message("ieee %s: 0x%llx, expected 0x%llx\n", s->why, (unsigned long long)got,
                                              (unsigned long long)s->ieee);
            assert_true(got == s->ieee);
        }
        if (pto_flags(m) != s->ieee_flags)
            print_message("ieee %s: flags 0x%x, expected 0x%x\n", s->why, pto_flags(m), s->ieee_flags);
        assert_int_equal(pto_flags(m), s->ieee_flags);
        /* pto-v0: the raw carrier difference, flags 0 */
        pto_set_profile(m, PTO_PROFILE_V0);
        tsubs_one(m, s->dt, s->a, s->b);
        uint64_t raw = (s->a - s->b) & wmask(s->dt);
        if (elem(m, 16, 2, 0) != raw)
            print_message("pto-v0 %s: 0x%llx, expected 0x%llx\n", s->why, (unsigned long long)elem(m, 16, 2, 0),
                          (unsigned long long)raw);
        assert_true(elem(m, 16, 2, 0) == raw);
        assert_int_equal(pto_flags(m), 0);
    }
    pto_destroy(m);
}

/* TADD never records flags (D6); flags are sticky across bundles. */
static void flags_sticky(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    /* TADD FP32 max + max under ieee: +inf, no flags */
    mk_tile(m, 0, D_FP32, 128, 2, 1, 2, 0xF);
    mk_tile(m, 1, D_FP32, 128, 2, 1, 2, 0xF);
    fill_tile_const(m, 0, 0x7F7FFFFFu);
    fill_tile_const(m, 1, 0x7F7FFFFFu);
    bundle t = {SEL_TADD, D_FP32, 2, 0, 0, 1, 7, HAND_U, -1, 0, false};
    run_ok(m, &t, "TADD overflow");
    assert_true(elem(m, 16, 0, 0) == 0x7F800000u);
    assert_int_equal(pto_flags(m), 0);
    /* TADD inf + -inf: canonical NaN, no NV */
    pto_reset(m);
    mk_tile(m, 0, D_FP32, 128, 2, 1, 2, 0xF);
    mk_tile(m, 1, D_FP32, 128, 2, 1, 2, 0xF);
    fill_tile_const(m, 0, 0x7F800000u);
    fill_tile_const(m, 1, 0xFF800000u);
    run_ok(m, &t, "TADD inf - inf");
    assert_true(elem(m, 16, 3, 1) == 0x7FC00000u);
    assert_int_equal(pto_flags(m), 0);

    /* sticky: OF|NX, then an exact TSUBS, then NV, then TEXPANDS and TCMPS without NV */
    pto_reset(m);
    mk_tile(m, 0, D_FP32, 128, 2, 1, 2, 0xF);
    fill_tile_const(m, 0, 0x7F7FFFFFu);
    mk_tile(m, 1, D_FP32, 128, 2, 1, 2, 0xF);
    fill_tile_const(m, 1, 0x7F800000u);
    set_gpr_all(m, R_A0, 0xFF7FFFFFu);
    set_gpr_all(m, R_A1, 0x7F800001u);
    set_gpr_all(m, R_A2, 0x7F800000u);
    code_buf c;
    cb_init(&c);
    /* TSUBS T#1 - a0 -> OF|NX */
    cb_w(&c, enc_bstart(D_FP32, SEL_TSUBS));
    cb_h(&c, enc_cdimi(0, 2));
    cb_w(&c, enc_iot_sd(0, 1, 1, 7, HAND_U));
    cb_w(&c, enc_ior(R_A0, 0, 0, 0));
    unsigned stop1 = cb_w(&c, W_BSTOP);
    /* TSUBS T#1 - 0 (no B.IOR): exact */
    cb_w(&c, enc_bstart(D_FP32, SEL_TSUBS));
    cb_h(&c, enc_cdimi(0, 2));
    cb_w(&c, enc_iot_sd(0, 1, 1, 7, HAND_U));
    unsigned stop2 = cb_w(&c, W_BSTOP);
    /* TSUBS T#2 - a2 = inf - inf -> NV */
    cb_w(&c, enc_bstart(D_FP32, SEL_TSUBS));
    cb_h(&c, enc_cdimi(0, 2));
    cb_w(&c, enc_iot_sd(1, 1, 1, 7, HAND_U));
    cb_w(&c, enc_ior(R_A2, 0, 0, 0));
    unsigned stop3 = cb_w(&c, W_BSTOP);
    /* TEXPANDS with a signalling NaN scalar: no flags */
    cb_w(&c, enc_bstart(D_FP32, SEL_TEXPANDS));
    cb_h(&c, enc_cdimi(0, 2));
    cb_w(&c, enc_iot_d(1, 1, 7, HAND_U));
    cb_w(&c, enc_ior(R_A1, 0, 0, 0));
    cb_w(&c, W_BSTOP);
    assert_int_equal(pto_set_tpc(m, 0), PTO_OK);
    while (pto_tpc(m) <= c.off[stop1]) assert_int_equal(pto_step(m, c.bytes, c.len), PTO_OK);
    assert_int_equal(pto_flags(m), PTO_FLAG_OF | PTO_FLAG_NX);
    while (pto_tpc(m) <= c.off[stop2]) assert_int_equal(pto_step(m, c.bytes, c.len), PTO_OK);
    assert_int_equal(pto_flags(m), PTO_FLAG_OF | PTO_FLAG_NX);
    while (pto_tpc(m) <= c.off[stop3]) assert_int_equal(pto_step(m, c.bytes, c.len), PTO_OK);
    assert_int_equal(pto_flags(m), PTO_FLAG_OF | PTO_FLAG_NX | PTO_FLAG_NV);
    assert_int_equal(pto_run(m, c.bytes, c.len, 0), PTO_END);
    assert_int_equal(pto_flags(m), PTO_FLAG_OF | PTO_FLAG_NX | PTO_FLAG_NV);
    assert_true(elem(m, 16, 0, 0) == 0x7F800000u);
    assert_true(elem(m, 17, 0, 0) == 0x7F7FFFFFu); /* exact x - 0 */
    assert_true(elem(m, 18, 0, 0) == 0x7FC00000u);
    assert_true(elem(m, 19, 0, 1) == 0x7F800001u); /* verbatim, no NV */
    /* pto_clear_flags clears; a failing bundle does not record flags */
    pto_clear_flags(m);
    assert_int_equal(pto_flags(m), 0);
    pto_destroy(m);
}


/* TSUBS flags are the OR over the participating PEs, each with its own
 * scalar (D3, D6): PE0 max - (-max) OF|NX, PE1 max - inf = -inf exact,
 * PE2 max - sNaN NV, PE3 max - 1 rounds to max NX. */
static void per_pe_flags(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    static const uint64_t scal[4] = {0xFF7FFFFFu, 0x7F800000u, 0x7F800001u, 0x3F800000u};
    static const uint64_t res[4] = {0x7F800000u, 0xFF800000u, 0x7FC00000u, 0x7F7FFFFFu};
    static const unsigned fl[4] = {PTO_FLAG_OF | PTO_FLAG_NX, 0, PTO_FLAG_NV, PTO_FLAG_NX};
    for (unsigned pm = 1; pm < 8; pm++) {
        unsigned mask = mask_of_pemode(pm), want = 0;
        pto_reset(m);
        mk_tile(m, 0, D_FP32, 128, 2, 1, 2, 0xF);
        fill_tile_const(m, 0, 0x7F7FFFFFu);
        for (unsigned pe = 0; pe < 4; pe++) {
            assert_int_equal(pto_gpr_write(m, pe, R_A0, scal[pe]), PTO_OK);
            if (mask & (8u >> pe)) want |= fl[pe];
        }
        bundle b = {SEL_TSUBS, D_FP32, 2, 0, 0, 1, pm, HAND_U, -1, 0, true};
        run_ok(m, &b, "TSUBS per-PE flags");
        assert_int_equal(pto_flags(m), want);
        for (unsigned pe = 0; pe < 4; pe++)
            if (mask & (8u >> pe)) assert_true(elem(m, 16, pe, 1) == res[pe]);
    }
    pto_destroy(m);
}

/* ---- TEXPANDS scalar handling (§4.2, §4.9, D8) ------------------------------------- */

static void texpands_scalar(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    for (int t = 0; t < 16; t++) {
        unsigned dt = vec16[t];
        pto_reset(m);
        set_gpr_all(m, R_A0, 0xA5C3F00F1E2D3C4Bull);
        bundle b = {SEL_TEXPANDS, dt, 2, 0, 0, 1, 1, HAND_N, PAD_ZERO, 0, true};
        run_ok(m, &b, "TEXPANDS scalar");
        /* the low W bits verbatim, even the invalid TF32/HF32 pattern 0x1E2D3C4B */
        check_numeric(m, 48, 0, 0xA5C3F00F1E2D3C4Bull & wmask(dt), PAD_ZERO, "TEXPANDS scalar");
        assert_int_equal(pto_flags(m), 0);
        /* omitted B.IOR: all-zero encoding */
        pto_reset(m);
        set_gpr_all(m, R_A0, 0x1234);
        b.ior = false;
        run_ok(m, &b, "TEXPANDS without B.IOR");
        check_numeric(m, 48, 0, 0, PAD_ZERO, "TEXPANDS without B.IOR");
    }
    /* AVS tile-exec-texpands-bundle-001: U8, GPR2 = 0x1FF -> 0xFF */
    pto_reset(m);
    set_gpr_all(m, R_A0, 0x1FF);
    code_buf c;
    cb_init(&c);
    cb_w(&c, 0xDBB19181u);
    cb_h(&c, enc_cdimi(0, 2));
    cb_w(&c, 0x0008EE13u);
    cb_w(&c, 0x00010013u);
    cb_w(&c, W_BSTOP);
    run_result r;
    run_code(m, &c, &r);
    assert_int_equal(r.status, PTO_END);
    assert_int_equal(elem(m, 0, 0, 0), 0xFF);
    assert_int_equal(elem(m, 0, 3, 1), 0xFF);
    pto_destroy(m);
}

/* AVS tile-exec-tadd-dim-defaults-001 and tile-exec-tcmps-bundle-001. */
static void avs_bundles(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    /* 0xC0019181 TADD U64, LB0 = 2, ->T<1> mask 1111, sources idx 1, 2:
     * VR 1, VC 2, Col 2, sums 8, 10 */
    mk_tile(m, 1, D_U64, 128, 2, 1, 2, 0xF);
    mk_tile(m, 2, D_U64, 128, 2, 1, 2, 0xF);
    uint64_t l[2] = {3, 4}, r[2] = {5, 6};
    fill_tile(m, 1, l, 2);
    fill_tile(m, 2, r, 2);
    code_buf c;
    cb_init(&c);
    cb_w(&c, 0xC0019181u);
    cb_h(&c, enc_cdimi(0, 2));
    cb_w(&c, enc_iot_ssd(1, 2, 1, 1, 7, HAND_T));
    cb_w(&c, W_BSTOP);
    run_result rr;
    run_code(m, &c, &rr);
    assert_int_equal(rr.status, PTO_END);
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, 0, &d), PTO_OK); /* lowest free slot of T is T#1 */
    assert_int_equal(d.valid_rows, 1);
    assert_int_equal(d.valid_cols, 2);
    assert_int_equal(d.cols, 2);
    assert_int_equal(d.rows, 8);
    assert_int_equal(elem(m, 0, 0, 0), 8);
    assert_int_equal(elem(m, 0, 0, 1), 10);
    /* 0xDAD19181 TCMPS U8, LB0 2, GPR2 = 2, source [2, 3] EQ -> byte0 0b01 */
    pto_reset(m);
    mk_tile(m, 0, D_U8, 128, 2, 1, 2, 0xF);
    uint64_t s[2] = {2, 3};
    fill_tile(m, 0, s, 2);
    set_gpr_all(m, 2, 2);
    cb_init(&c);
    cb_w(&c, 0xDAD19181u);
    cb_h(&c, enc_cdimi(0, 2));
    cb_w(&c, enc_iot_sd(0, 1, 1, 7, HAND_T));
    cb_w(&c, 0x00010013u);
    cb_w(&c, W_BSTOP);
    run_code(m, &c, &rr);
    assert_int_equal(rr.status, PTO_END);
    assert_int_equal(pto_tile_describe(m, 1, &d), PTO_OK);
    assert_int_equal(d.kind, PTO_TILE_PREDICATE);
    assert_int_equal(payload(m, 1, 0)[0] & 0x3, 0x1);
    pto_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(pad_texpands),
        cmocka_unit_test(pad_tadd),
        cmocka_unit_test(pad_tsubs),
        cmocka_unit_test(large_tile),
        cmocka_unit_test(predicate_packing),
        cmocka_unit_test(pe_modes),
        cmocka_unit_test(zero_participation),
        cmocka_unit_test(per_pe_scalars),
        cmocka_unit_test(bdim_reads),
        cmocka_unit_test(integer_wrap),
        cmocka_unit_test(compare_integers),
        cmocka_unit_test(compare_floats),
        cmocka_unit_test(tsubs_flags),
        cmocka_unit_test(flags_sticky),
        cmocka_unit_test(per_pe_flags),
        cmocka_unit_test(texpands_scalar),
        cmocka_unit_test(avs_bundles),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
