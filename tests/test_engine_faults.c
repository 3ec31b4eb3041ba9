/* Faults of the tile machine: the header rules (spec-digest §3.1, §2.6) and
 * every check of the commit pipeline C0..C17 (§3.2..§3.5), with the
 * restart and post-commit rules (§2.9, §3.7; decisions D4, D11).
 *
 * Every fault is checked for its kind, its trap number (4 for
 * IllegalInstruction, 5 for the bundle class, §1.10), the fault PC, TPC
 * left at the faulting instruction, and a full-state snapshot (tiles,
 * payloads, definedness, GPRs, flags, block activity, BPC) identical to the
 * one taken just before the faulting instruction.  Instructions are hand
 * encoded from the field tables (see support/engine_util.c). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "support/engine_util.h"

#define ONE_F32 0x3F800000u
#define TWO_F32 0x40000000u

static pto_machine *fresh(void)
{
    pto_machine *m = pto_create();
    assert_non_null(m);
    return m;
}

/* Runs c from TPC 0 and expects a fault of kind at instruction idx. */
static void expect_fault(pto_machine *m, const code_buf *c, unsigned idx, pto_fault_kind kind, const char *name)
{
    run_result r;
    run_code(m, c, &r);
    if (r.status != PTO_FAULT || r.fault.kind != kind || r.fault_index != (int)idx || !r.unchanged)
        print_message("%s: status %s, fault %s at instruction %d (expected %s at %u), unchanged %d, rule: %s\n", name,
                      pto_status_name(r.status), pto_fault_kind_name(r.fault.kind), r.fault_index,
                      pto_fault_kind_name(kind), idx, (int)r.unchanged, r.fault.rule ? r.fault.rule : "");
    assert_int_equal(r.status, PTO_FAULT);
    assert_int_equal(r.fault.kind, kind);
    assert_int_equal(r.fault.trap, kind == PTO_FAULT_ILLEGAL_INSTRUCTION ? 4u : 5u);
    assert_int_equal(r.fault_index, (int)idx);
    assert_true(r.fault.pc == c->off[idx]);
    assert_true(pto_tpc(m) == c->off[idx]);
    assert_true(r.unchanged);
    /* The machine stays stopped until the host clears the fault. */
    snapshot a, b;
    snapshot_take(m, &a);
    assert_int_equal(pto_step(m, c->bytes, c->len), PTO_ERR_STATE);
    assert_int_equal(pto_step(m, c->bytes, c->len), PTO_ERR_STATE);
    assert_int_equal(pto_run(m, c->bytes, c->len, 0), PTO_ERR_STATE);
    snapshot_take(m, &b);
    assert_true(snapshot_equal(&a, &b));
    assert_true(pto_tpc(m) == c->off[idx]);
    snapshot_free(&a);
    snapshot_free(&b);
    pto_fault_info f;
    pto_fault(m, &f);
    assert_int_equal(f.kind, kind);
    pto_clear_fault(m);
    pto_fault(m, &f);
    assert_int_equal(f.kind, PTO_FAULT_NONE);
}

static void expect_ok(pto_machine *m, const code_buf *c, const char *name)
{
    run_result r;
    run_code(m, c, &r);
    if (r.status != PTO_END)
        print_message("%s: status %s, fault %s at instruction %d, rule: %s\n", name, pto_status_name(r.status),
                      pto_fault_kind_name(r.fault.kind), r.fault_index, r.fault.rule ? r.fault.rule : "");
    assert_int_equal(r.status, PTO_END);
    assert_false(pto_block_active(m));
}

/* Two FP32 sources T#1, T#2: 128 B, Col 8, valid 1x8, all PEs. */
static void tadd_sources(pto_machine *m)
{
    mk_tile(m, 0, D_FP32, 128, 8, 1, 8, 0xF);
    mk_tile(m, 1, D_FP32, 128, 8, 1, 8, 0xF);
    fill_tile_const(m, 0, ONE_F32);
    fill_tile_const(m, 1, TWO_F32);
}

/* One FP32 source T#1 (128 B, Col 8, valid 1x8, all PEs); scalar a0 = 1.0. */
static void scalar_source(pto_machine *m, unsigned dt, uint64_t v, uint64_t scalar)
{
    mk_tile(m, 0, dt, 128, 8, 1, 8, 0xF);
    fill_tile_const(m, 0, v);
    set_gpr_all(m, R_A0, scalar);
}

/* BSTART.VEC TADD,dt; C.B.DIMI 8, ->LB0; B.IOT T#1, T#2, mask, last,
 * ->hand<size>; BSTOP.  Returns the index of BSTOP. */
static unsigned tadd_block(code_buf *c, unsigned dt, unsigned hand, unsigned size, unsigned pm)
{
    cb_w(c, enc_bstart(dt, SEL_TADD));
    cb_h(c, enc_cdimi(0, 8));
    cb_w(c, enc_iot_ssd(0, 1, 1, size, pm, hand));
    return cb_w(c, W_BSTOP);
}

/* BSTART.VEC op,dt; C.B.DIMI 8, ->LB0; B.IOT T#1, last, ->U<size>;
 * B.IOR a0; BSTOP (op = TSUBS or TCMPS). */
static unsigned scalar_block(code_buf *c, unsigned sel, unsigned dt, unsigned size)
{
    cb_w(c, enc_bstart(dt, sel));
    cb_h(c, enc_cdimi(0, 8));
    cb_w(c, enc_iot_sd(0, 1, size, 7, HAND_U));
    cb_w(c, enc_ior(R_A0, 0, 0, 0));
    return cb_w(c, W_BSTOP);
}

/* ---- header rules outside a block (§3.1) ---------------------------------- */

static void outside_block(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    struct {
        const char *name;
        uint64_t bits;
        unsigned len;
    } cases[] = {
        {"B.DATR outside a block", 0x00001023u, 4},
        {"B.DIM outside a block", enc_bdim(0, R_ZERO, 4), 4},
        {"B.DIM LB2 outside a block", enc_bdim(2, R_A0, 4), 4},
        {"C.B.DIMI outside a block", enc_cdimi(1, 4), 2},
        {"B.IOR outside a block", 0x00010013u, 4},
        {"B.IOT outside a block", 0x0408CE13u, 4},
        {"B.IOT source-only outside a block", enc_iot_s(0, 0, 1), 4},
        {"B.IOS outside a block", enc_ios(1, 1, 7), 4},
        {"B.CATR outside a block", enc_catr(1, 0), 4},
        {"B.HINT outside a block", W_BHINT, 4},
        {"B.FPATR outside a block", W_BFPATR, 4},
        {"BSTOP outside a block (C0)", W_BSTOP, 4},
        {"C.BSTOP outside a block (C0)", H_CBSTOP, 2},
        {"L.BSTOP outside a block (C0)", L_BSTOP, 8},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pto_reset(m);
        tadd_sources(m);
        code_buf c;
        cb_init(&c);
        if (cases[i].len == 2) cb_h(&c, (uint16_t)cases[i].bits);
        else if (cases[i].len == 8) cb_l(&c, cases[i].bits);
        else cb_w(&c, (uint32_t)cases[i].bits);
        expect_fault(m, &c, 0, PTO_FAULT_BUNDLE_CONTROL, cases[i].name);
    }
    /* A PEMode-000 B.IOT or B.IOS is a strict no-op even outside a block
     * (§2.6 step 3); the BSTOP after it still finds no block (C0). */
    pto_reset(m);
    code_buf c;
    cb_init(&c);
    cb_w(&c, enc_iot_ssd(0, 1, 1, 1, 0, HAND_T));
    cb_w(&c, enc_ios(3, 1, 0));
    cb_w(&c, enc_iot_d(1, 1, 0, HAND_T));
    cb_w(&c, W_BSTOP);
    expect_fault(m, &c, 3, PTO_FAULT_BUNDLE_CONTROL, "zero-mask bindings outside a block, then BSTOP");
    pto_destroy(m);
}

/* ---- header duplicates and LB write-once (§3.1, §2.5) ----------------------- */

static void header_duplicates(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    struct {
        const char *name;
        uint32_t first;
        bool first16;
        uint32_t second;
        bool second16;
    } cases[] = {
        {"second B.DATR", 0x00001023u, false, 0x18001023u, false},
        {"second B.IOR", enc_ior(0, 0, 0, 0), false, enc_ior(0, 0, 0, 0), false},
        {"second B.CATR", enc_catr(0, 0), false, enc_catr(0, 0), false},
        {"second B.HINT", W_BHINT, false, W_BHINT, false},
        {"LB0 by B.DIM twice", enc_bdim(0, 0, 8), false, enc_bdim(0, 0, 8), false},
        {"LB0 by B.DIM then C.B.DIMI", enc_bdim(0, 0, 8), false, enc_cdimi(0, 8), true},
        {"LB0 by C.B.DIMI then B.DIM", enc_cdimi(0, 8), true, enc_bdim(0, 0, 8), false},
        {"LB1 by C.B.DIMI then B.DIM", enc_cdimi(1, 1), true, enc_bdim(1, 0, 1), false},
        {"LB2 by C.B.DIMI twice", enc_cdimi(2, 8), true, enc_cdimi(2, 8), true},
        {"LB2 by B.DIM twice with different values", enc_bdim(2, 0, 8), false, enc_bdim(2, 0, 16), false},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pto_reset(m);
        tadd_sources(m);
        code_buf c;
        cb_init(&c);
        cb_w(&c, enc_bstart(D_FP32, SEL_TADD));
        if (cases[i].first16) cb_h(&c, (uint16_t)cases[i].first);
        else cb_w(&c, cases[i].first);
        unsigned k = cases[i].second16 ? cb_h(&c, (uint16_t)cases[i].second) : cb_w(&c, cases[i].second);
        cb_w(&c, W_BSTOP);
        expect_fault(m, &c, k, PTO_FAULT_BUNDLE_CONTROL, cases[i].name);
        assert_true(pto_block_active(m));
    }
    /* Header faults still apply in a zero-participation block (§3.6). */
    pto_reset(m);
    code_buf c;
    cb_init(&c);
    cb_w(&c, enc_bstart(D_FP32, SEL_TEXPANDS));
    cb_w(&c, enc_iot_d(1, 1, 0, HAND_T));
    cb_w(&c, 0x00001023u);
    unsigned k = cb_w(&c, 0x00001023u);
    cb_w(&c, W_BSTOP);
    expect_fault(m, &c, k, PTO_FAULT_BUNDLE_CONTROL, "second B.DATR in a zero-mask block");
    pto_destroy(m);
}

/* ---- B.IOT stream rules (§2.6), B.FPATR, B.IOS mask --------------------------- */

static void binding_rules(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    code_buf c;
    unsigned k;

    /* B.IOT after the stream was closed by L=1 -> BundleControl */
    tadd_sources(m);
    cb_init(&c);
    cb_w(&c, enc_bstart(D_FP32, SEL_TADD));
    cb_h(&c, enc_cdimi(0, 8));
    cb_w(&c, enc_iot_ssd(0, 1, 1, 1, 7, HAND_U));
    k = cb_w(&c, enc_iot_s(0, 0, 7));
    cb_w(&c, W_BSTOP);
    expect_fault(m, &c, k, PTO_FAULT_BUNDLE_CONTROL, "B.IOT after last");

    /* a zero-mask B.IOT after last is still a no-op */
    pto_reset(m);
    tadd_sources(m);
    cb_init(&c);
    cb_w(&c, enc_bstart(D_FP32, SEL_TADD));
    cb_h(&c, enc_cdimi(0, 8));
    cb_w(&c, enc_iot_ssd(0, 1, 1, 1, 7, HAND_U));
    cb_w(&c, enc_iot_s(0, 0, 0));
    cb_w(&c, W_BSTOP);
    expect_ok(m, &c, "zero-mask B.IOT after last");
    assert_true(pto_tile_allocated(m, 16));

    /* mask differs from an earlier binding -> TileLegality at that B.IOT */
    pto_reset(m);
    tadd_sources(m);
    cb_init(&c);
    cb_w(&c, enc_bstart(D_FP32, SEL_TADD));
    cb_h(&c, enc_cdimi(0, 8));
    cb_w(&c, enc_iot_ss(0, 1, 0, 7));
    k = cb_w(&c, enc_iot_d(1, 1, 1, HAND_U));
    cb_w(&c, W_BSTOP);
    expect_fault(m, &c, k, PTO_FAULT_TILE_LEGALITY, "B.IOT mask 1000 after mask 1111");

    /* B.IOS mask differs from the B.IOT mask -> TileLegality at the B.IOS */
    pto_reset(m);
    tadd_sources(m);
    cb_init(&c);
    cb_w(&c, enc_bstart(D_FP32, SEL_TADD));
    cb_h(&c, enc_cdimi(0, 8));
    cb_w(&c, enc_iot_ssd(0, 1, 1, 1, 5, HAND_U));
    k = cb_w(&c, enc_ios(0, 0, 7));
    cb_w(&c, W_BSTOP);
    expect_fault(m, &c, k, PTO_FAULT_TILE_LEGALITY, "B.IOS mask 1111 after B.IOT mask 1100");

    /* more than 16 bindings -> TileLegality at the 17th */
    pto_reset(m);
    tadd_sources(m);
    cb_init(&c);
    cb_w(&c, enc_bstart(D_FP32, SEL_TADD));
    cb_h(&c, enc_cdimi(0, 8));
    for (int i = 0; i < 16; i++) cb_w(&c, enc_iot_s(0, 0, 7));
    k = cb_w(&c, enc_iot_s(1, 1, 7));
    cb_w(&c, W_BSTOP);
    expect_fault(m, &c, k, PTO_FAULT_TILE_LEGALITY, "17th B.IOT");

    /* B.FPATR in a TEPL block -> BundleControl at the B.FPATR (§2.10, D11) */
    pto_reset(m);
    tadd_sources(m);
    cb_init(&c);
    cb_w(&c, enc_bstart(D_FP32, SEL_TADD));
    k = cb_w(&c, W_BFPATR);
    cb_h(&c, enc_cdimi(0, 8));
    cb_w(&c, enc_iot_ssd(0, 1, 1, 1, 7, HAND_U));
    cb_w(&c, W_BSTOP);
    expect_fault(m, &c, k, PTO_FAULT_BUNDLE_CONTROL, "B.FPATR in a TEPL block");

    pto_reset(m);
    tadd_sources(m);
    cb_init(&c);
    cb_w(&c, enc_bstart(D_FP32, SEL_TADD));
    cb_h(&c, enc_cdimi(0, 8));
    cb_w(&c, enc_iot_ssd(0, 1, 1, 1, 7, HAND_U));
    k = cb_w(&c, W_BFPATR);
    cb_w(&c, W_BSTOP);
    expect_fault(m, &c, k, PTO_FAULT_BUNDLE_CONTROL, "B.FPATR after a binding");
    pto_destroy(m);
}

/* ---- BSTART: selector holes, reserved types, commit of the open block ------- */

static void bstart_rules(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    code_buf c;
    unsigned k;
    /* Unassigned selectors (spec-digest §2.12 holes) -> IllegalInstruction at BSTART. */
    static const unsigned holes[] = {0x005, 0x00E, 0x018, 0x019, 0x01D, 0x01F, 0x025, 0x02E, 0x039,
                                     0x03C, 0x03F, 0x04E, 0x05F, 0x061, 0x069, 0x075, 0x07F};
    for (size_t i = 0; i < sizeof holes / sizeof holes[0]; i++) {
        pto_reset(m);
        cb_init(&c);
        cb_w(&c, enc_bstart(D_FP32, holes[i]));
        cb_w(&c, W_BSTOP);
        char name[64];
        snprintf(name, sizeof name, "BSTART selector 0x%03X", holes[i]);
        expect_fault(m, &c, 0, PTO_FAULT_ILLEGAL_INSTRUCTION, name);
    }
    /* An illegal BSTART does not commit the open block (checks 1-2 precede 4). */
    pto_reset(m);
    tadd_sources(m);
    cb_init(&c);
    cb_w(&c, enc_bstart(D_FP32, SEL_TADD));
    cb_h(&c, enc_cdimi(0, 8));
    cb_w(&c, enc_iot_ssd(0, 1, 1, 1, 7, HAND_U));
    k = cb_w(&c, enc_bstart(D_FP32, 0x005));
    cb_w(&c, W_BSTOP);
    expect_fault(m, &c, k, PTO_FAULT_ILLEGAL_INSTRUCTION, "hole selector while a block is open");
    assert_true(pto_block_active(m));
    assert_false(pto_tile_allocated(m, 16));

    pto_reset(m);
    tadd_sources(m);
    cb_init(&c);
    cb_w(&c, enc_bstart(D_FP32, SEL_TADD));
    cb_h(&c, enc_cdimi(0, 8));
    cb_w(&c, enc_iot_ssd(0, 1, 1, 1, 7, HAND_U));
    k = cb_w(&c, enc_bstart(21, SEL_TADD));
    cb_w(&c, W_BSTOP);
    expect_fault(m, &c, k, PTO_FAULT_ILLEGAL_INSTRUCTION, "reserved DataType while a block is open");
    assert_false(pto_tile_allocated(m, 16));

    /* A following BSTART commits the open block; its commit fault is reported
     * at the BSTART. */
    pto_reset(m);
    tadd_sources(m);
    cb_init(&c);
    cb_w(&c, enc_bstart(D_FP32, SEL_TADD));
    cb_w(&c, enc_iot_ssd(0, 1, 1, 1, 7, HAND_U)); /* no LB0 */
    k = cb_w(&c, enc_bstart(D_FP32, SEL_TEXPANDS));
    cb_h(&c, enc_cdimi(0, 8));
    cb_w(&c, enc_iot_d(1, 1, 7, HAND_T));
    cb_w(&c, W_BSTOP);
    expect_fault(m, &c, k, PTO_FAULT_TILE_LEGALITY, "next BSTART commits a block without LB0");
    assert_true(pto_block_active(m));
    assert_true(pto_bpc(m) == c.off[0]);

    /* ... and on success the new block starts. */
    pto_reset(m);
    tadd_sources(m);
    cb_init(&c);
    cb_w(&c, enc_bstart(D_FP32, SEL_TADD));
    cb_h(&c, enc_cdimi(0, 8));
    cb_w(&c, enc_iot_ssd(0, 1, 1, 1, 7, HAND_U));
    cb_w(&c, enc_bstart(D_FP32, SEL_TEXPANDS));
    cb_h(&c, enc_cdimi(0, 8));
    cb_w(&c, enc_iot_d(1, 1, 7, HAND_U));
    cb_w(&c, W_BSTOP);
    expect_ok(m, &c, "BSTART commits the open block");
    assert_true(pto_tile_allocated(m, 16));
    assert_true(pto_tile_allocated(m, 17));
    assert_int_equal(elem(m, 16, 0, 0), 0x40400000u); /* 1 + 2 = 3.0 */
    pto_destroy(m);
}

/* ---- C3, C4, C7 ------------------------------------------------------------------ */

static void commit_early_checks(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    code_buf c;
    unsigned k;

    /* C3: B.DATR Layout 21..26 diverts to the CUBE transport path:
     * TSUBS/TEXPANDS -> IllegalInstruction, TADD -> TileLegality (§3.2). */
    for (unsigned layout = 21; layout <= 26; layout++) {
        pto_reset(m);
        scalar_source(m, D_FP32, ONE_F32, ONE_F32);
        cb_init(&c);
        cb_w(&c, enc_bstart(D_FP32, SEL_TSUBS));
        cb_w(&c, enc_datr(0, 0, 0, 0, 0, 0, layout));
        cb_h(&c, enc_cdimi(0, 8));
        cb_w(&c, enc_iot_sd(0, 1, 1, 7, HAND_U));
        k = cb_w(&c, W_BSTOP);
        expect_fault(m, &c, k, PTO_FAULT_ILLEGAL_INSTRUCTION, "TSUBS with a CUBE layout");

        pto_reset(m);
        cb_init(&c);
        cb_w(&c, enc_bstart(D_FP32, SEL_TEXPANDS));
        cb_w(&c, enc_datr(0, 0, 0, 0, 0, 0, layout));
        cb_h(&c, enc_cdimi(0, 8));
        cb_w(&c, enc_iot_d(1, 1, 7, HAND_U));
        k = cb_w(&c, W_BSTOP);
        expect_fault(m, &c, k, PTO_FAULT_ILLEGAL_INSTRUCTION, "TEXPANDS with a CUBE layout");
    }

    /* C4: a B.IOS binding at commit -> TileLegality, even before C7. */
    pto_reset(m);
    tadd_sources(m);
    cb_init(&c);
    cb_w(&c, enc_bstart(D_FP32, SEL_TADD));
    cb_h(&c, enc_cdimi(0, 8));
    cb_w(&c, enc_iot_ssd(0, 1, 1, 1, 7, HAND_U));
    cb_w(&c, enc_ios(0, 0, 7));
    k = cb_w(&c, W_BSTOP);
    expect_fault(m, &c, k, PTO_FAULT_TILE_LEGALITY, "B.IOS at commit");

    pto_reset(m);
    cb_init(&c);
    cb_w(&c, enc_bstart(D_FP32, SEL_TEXPANDS));
    cb_h(&c, enc_cdimi(0, 8));
    cb_w(&c, enc_ios(4, 1, 7));
    k = cb_w(&c, W_BSTOP);
    expect_fault(m, &c, k, PTO_FAULT_TILE_LEGALITY, "B.IOS and no B.IOT (C4 before C7)");

    /* C7: BundleOperationBindingsComplete -> BundleControl. */
    struct {
        const char *name;
        unsigned sel;
        uint32_t w[3];
    } c7[] = {
        {"TADD without B.IOT", SEL_TADD, {0, 0, 0}},
        {"TADD with one source", SEL_TADD, {enc_iot_sd(0, 1, 1, 7, HAND_U), 0, 0}},
        {"TADD without destination", SEL_TADD, {enc_iot_ss(0, 1, 1, 7), 0, 0}},
        {"TADD stream not terminated", SEL_TADD, {enc_iot_ssd(0, 1, 0, 1, 7, HAND_U), 0, 0}},
        {"TADD two destinations", SEL_TADD, {enc_iot_ssd(0, 1, 0, 1, 7, HAND_U), enc_iot_d(1, 1, 7, HAND_U), 0}},
        {"TADD with B.IOR a0", SEL_TADD, {enc_iot_ssd(0, 1, 1, 1, 7, HAND_U), enc_ior(R_A0, 0, 0, 0), 0}},
        {"TADD with B.IOR ->a1", SEL_TADD, {enc_iot_ssd(0, 1, 1, 1, 7, HAND_U), enc_ior(0, 0, 0, R_A1), 0}},
        {"TSUBS with two sources", SEL_TSUBS, {enc_iot_ssd(0, 1, 1, 1, 7, HAND_U), 0, 0}},
        {"TSUBS B.IOR RegSrc1", SEL_TSUBS, {enc_iot_sd(0, 1, 1, 7, HAND_U), enc_ior(R_A0, R_A1, 0, 0), 0}},
        {"TSUBS B.IOR RegSrc2", SEL_TSUBS, {enc_iot_sd(0, 1, 1, 7, HAND_U), enc_ior(R_A0, 0, R_A1, 0), 0}},
        {"TSUBS B.IOR RegDst", SEL_TSUBS, {enc_iot_sd(0, 1, 1, 7, HAND_U), enc_ior(R_A0, 0, 0, R_A1), 0}},
        {"TCMPS without source", SEL_TCMPS, {enc_iot_d(1, 1, 7, HAND_U), 0, 0}},
        {"TCMPS B.IOR RegDst", SEL_TCMPS, {enc_iot_sd(0, 1, 1, 7, HAND_U), enc_ior(R_A0, 0, 0, 1), 0}},
        {"TEXPANDS with a source", SEL_TEXPANDS, {enc_iot_sd(0, 1, 1, 7, HAND_U), 0, 0}},
        {"TEXPANDS stream not terminated", SEL_TEXPANDS, {enc_iot_d(0, 1, 7, HAND_U), 0, 0}},
        {"TEXPANDS B.IOR RegSrc2", SEL_TEXPANDS, {enc_iot_d(1, 1, 7, HAND_U), enc_ior(R_A0, 0, R_A0, 0), 0}},
        /* C7 precedes C9 and C10 */
        {"TEXPANDS unterminated with a bad B.DATR", SEL_TEXPANDS,
         {enc_datr(0, 0, 1, 0, 0, 0, 0), enc_iot_d(0, 1, 7, HAND_U), 0}},
    };
    for (size_t i = 0; i < sizeof c7 / sizeof c7[0]; i++) {
        pto_reset(m);
        tadd_sources(m);
        set_gpr_all(m, R_A0, ONE_F32);
        cb_init(&c);
        cb_w(&c, enc_bstart(D_FP32, c7[i].sel));
        cb_h(&c, enc_cdimi(0, 8));
        for (int j = 0; j < 3 && c7[i].w[j]; j++) cb_w(&c, c7[i].w[j]);
        k = cb_w(&c, W_BSTOP);
        expect_fault(m, &c, k, PTO_FAULT_BUNDLE_CONTROL, c7[i].name);
    }

    /* An all-zero B.IOR on TADD is accepted (§2.7). */
    pto_reset(m);
    tadd_sources(m);
    cb_init(&c);
    cb_w(&c, enc_bstart(D_FP32, SEL_TADD));
    cb_h(&c, enc_cdimi(0, 8));
    cb_w(&c, enc_iot_ssd(0, 1, 1, 1, 7, HAND_U));
    cb_w(&c, enc_ior(0, 0, 0, 0));
    cb_w(&c, W_BSTOP);
    expect_ok(m, &c, "TADD with an all-zero B.IOR");
    pto_destroy(m);
}

/* C3 for TADD: the CUBE transport path (asl/block/model/dispatch/
 * tlsu-layout-conversion.asl, ExecuteBundleCubeTransportOperation) rejects
 * this block with Fault_TileLegality at its dimension / data-attribute
 * checks (LB1 absent; B.DATR DataType 0 is not DTYPE_NONE) before any
 * transport happens (spec-digest §3.2 C3). */
static void cube_layout_tadd(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    tadd_sources(m);
    code_buf c;
    cb_init(&c);
    cb_w(&c, enc_bstart(D_FP32, SEL_TADD));
    cb_w(&c, enc_datr(0, 0, 0, 0, 0, 0, 21));
    cb_h(&c, enc_cdimi(0, 8));
    cb_w(&c, enc_iot_ssd(0, 1, 1, 1, 7, HAND_U));
    unsigned k = cb_w(&c, W_BSTOP);
    expect_fault(m, &c, k, PTO_FAULT_TILE_LEGALITY, "TADD with a CUBE layout");
    pto_destroy(m);
}

/* ---- C9: B.DATR field applicability ------------------------------------------ */

static void datr_applicability(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    struct {
        const char *name;
        uint32_t datr;
    } bad[] = {
        {"Sat", enc_datr(0, 0, 1, 0, 0, 0, 0)},
        {"Canonicalize", enc_datr(0, 0, 0, 1, 0, 0, 0)},
        {"DataType FP32", enc_datr(0, 0, 0, 0, D_FP32, 0, 0)},
        {"DataType U8", enc_datr(0, 0, 0, 0, D_U8, 0, 0)},
        {"DataType DTYPE_NONE", enc_datr(0, 0, 0, 0, 31, 0, 0)},
        {"RMode RNE", enc_datr(0, 0, 0, 0, 0, 1, 0)},
        {"RMode RHB", enc_datr(0, 3, 0, 0, 0, 7, 0)},
        {"Layout ColumnMajor", enc_datr(0, 0, 0, 0, 0, 0, 1)},
        {"Layout 30", enc_datr(0, 0, 0, 0, 0, 0, 30)},
    };
    static const unsigned sels[] = {SEL_TADD, SEL_TSUBS, SEL_TCMPS, SEL_TEXPANDS};
    for (size_t s = 0; s < 4; s++) {
        for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
            pto_reset(m);
            tadd_sources(m);
            set_gpr_all(m, R_A0, ONE_F32);
            code_buf c;
            cb_init(&c);
            cb_w(&c, enc_bstart(D_FP32, sels[s]));
            cb_w(&c, bad[i].datr);
            cb_h(&c, enc_cdimi(0, 8));
            if (sels[s] == SEL_TADD) cb_w(&c, enc_iot_ssd(0, 1, 1, 1, 7, HAND_U));
            else if (sels[s] == SEL_TEXPANDS) cb_w(&c, enc_iot_d(1, 1, 7, HAND_U));
            else cb_w(&c, enc_iot_sd(0, 1, 1, 7, HAND_U));
            unsigned k = cb_w(&c, W_BSTOP);
            char name[80];
            snprintf(name, sizeof name, "selector 0x%03X B.DATR %s", sels[s], bad[i].name);
            expect_fault(m, &c, k, PTO_FAULT_TILE_LEGALITY, name);
        }
        /* CMode is applicable to TCMPS only */
        pto_reset(m);
        tadd_sources(m);
        set_gpr_all(m, R_A0, ONE_F32);
        code_buf c;
        cb_init(&c);
        cb_w(&c, enc_bstart(D_FP32, sels[s]));
        cb_w(&c, enc_datr(CM_GE, PAD_ZERO, 0, 0, 0, 0, 0));
        cb_h(&c, enc_cdimi(0, 8));
        if (sels[s] == SEL_TADD) cb_w(&c, enc_iot_ssd(0, 1, 1, 1, 7, HAND_U));
        else if (sels[s] == SEL_TEXPANDS) cb_w(&c, enc_iot_d(1, 1, 7, HAND_U));
        else cb_w(&c, enc_iot_sd(0, 1, 1, 7, HAND_U));
        unsigned k = cb_w(&c, W_BSTOP);
        if (sels[s] == SEL_TCMPS) expect_ok(m, &c, "TCMPS with CMode GE");
        else expect_fault(m, &c, k, PTO_FAULT_TILE_LEGALITY, "CMode on a non-compare op");
    }
    pto_destroy(m);
}

/* ---- C10: closed schemas ------------------------------------------------------- */

static void closed_schema(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    code_buf c;
    unsigned k;

    /* Missing LB0 (AVS tile-fault-tadd-missing-lb0-001 and siblings). */
    static const unsigned sels[] = {SEL_TADD, SEL_TSUBS, SEL_TCMPS, SEL_TEXPANDS};
    for (size_t s = 0; s < 4; s++) {
        for (int variant = 0; variant < 5; variant++) {
            pto_reset(m);
            tadd_sources(m);
            set_gpr_all(m, R_A0, ONE_F32);
            set_gpr_all(m, R_A1, 0xFFFF);
            cb_init(&c);
            cb_w(&c, enc_bstart(D_FP32, sels[s]));
            switch (variant) {
            case 0: cb_h(&c, enc_cdimi(1, 1)); cb_h(&c, enc_cdimi(2, 8)); break; /* no LB0 */
            case 1: cb_h(&c, enc_cdimi(0, 0)); break;                            /* LB0 = 0 */
            case 2: cb_h(&c, enc_cdimi(0, 8)); cb_w(&c, enc_bdim(1, 0, 0)); break; /* LB1 = 0 */
            case 3: cb_h(&c, enc_cdimi(0, 8)); cb_h(&c, enc_cdimi(2, 0)); break; /* LB2 = 0 */
            default: cb_w(&c, enc_bdim(0, R_A1, 1)); break; /* (0xFFFF + 1)[15:0] = 0 */
            }
            if (sels[s] == SEL_TADD) cb_w(&c, enc_iot_ssd(0, 1, 1, 1, 7, HAND_U));
            else if (sels[s] == SEL_TEXPANDS) cb_w(&c, enc_iot_d(1, 1, 7, HAND_U));
            else cb_w(&c, enc_iot_sd(0, 1, 1, 7, HAND_U));
            k = cb_w(&c, W_BSTOP);
            char name[64];
            snprintf(name, sizeof name, "selector 0x%03X dims variant %d", sels[s], variant);
            expect_fault(m, &c, k, PTO_FAULT_TILE_LEGALITY, name);
        }
    }

    /* A well-counted but split stream: exactly one binding is required. */
    pto_reset(m);
    tadd_sources(m);
    cb_init(&c);
    cb_w(&c, enc_bstart(D_FP32, SEL_TADD));
    cb_h(&c, enc_cdimi(0, 8));
    cb_w(&c, enc_iot_ss(0, 1, 0, 7));
    cb_w(&c, enc_iot_d(1, 1, 7, HAND_U));
    k = cb_w(&c, W_BSTOP);
    expect_fault(m, &c, k, PTO_FAULT_TILE_LEGALITY, "TADD split stream");

    pto_reset(m);
    scalar_source(m, D_FP32, ONE_F32, ONE_F32);
    cb_init(&c);
    cb_w(&c, enc_bstart(D_FP32, SEL_TSUBS));
    cb_h(&c, enc_cdimi(0, 8));
    cb_w(&c, enc_iot_s(0, 0, 7));
    cb_w(&c, enc_iot_d(1, 1, 7, HAND_U));
    k = cb_w(&c, W_BSTOP);
    expect_fault(m, &c, k, PTO_FAULT_TILE_LEGALITY, "TSUBS split stream");

    /* BSTART DataType outside VEC16 (checked at commit, not at BSTART). */
    struct {
        unsigned sel, dt;
    } types[] = {{SEL_TADD, D_HIF8}, {SEL_TADD, 9}, {SEL_TSUBS, 28}, {SEL_TCMPS, 20}, {SEL_TEXPANDS, 13}, {SEL_TEXPANDS, 11}};
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
        pto_reset(m);
        cb_init(&c);
        cb_w(&c, enc_bstart(types[i].dt, types[i].sel));
        cb_h(&c, enc_cdimi(0, 8));
        if (types[i].sel == SEL_TADD) cb_w(&c, enc_iot_ssd(0, 1, 1, 1, 7, HAND_U));
        else if (types[i].sel == SEL_TEXPANDS) cb_w(&c, enc_iot_d(1, 1, 7, HAND_U));
        else cb_w(&c, enc_iot_sd(0, 1, 1, 7, HAND_U));
        k = cb_w(&c, W_BSTOP);
        expect_fault(m, &c, k, PTO_FAULT_TILE_LEGALITY, "DataType outside VEC16");
    }
    pto_destroy(m);
}

/* TSUBS and TCMPS sources are checked at C10 (SelectedBundleTileScalarSourceLegal). */
static void scalar_source_checks(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    static const unsigned sels[] = {SEL_TSUBS, SEL_TCMPS};
    for (size_t s = 0; s < 2; s++) {
        for (int variant = 0; variant < 14; variant++) {
            pto_reset(m);
            unsigned dt = D_FP32;
            uint64_t v = ONE_F32, scalar = ONE_F32;
            unsigned cols = 8, vr = 1, vc = 8, layout = PTO_LAYOUT_ROW_MAJOR;
            unsigned lb0 = 8, lb1 = 0, lb2 = 0; /* 0 = omitted */
            unsigned bdt = D_FP32;
            const char *name = "";
            switch (variant) {
            case 0: name = "source type differs from BSTART"; dt = D_U32; v = 1; break;
            case 1: name = "VC != LB0"; vc = 7; break;
            case 2: name = "VR != LB1"; lb1 = 2; break;
            case 3: name = "VR 2 != default LB1 1"; vr = 2; break;
            case 4: name = "Col != LB2"; lb2 = 16; break;
            case 5: name = "Col != default LB0"; cols = 16; break;
            case 6: name = "undefined source element"; break;
            case 7: name = "unallocated source"; break;
            case 8: name = "ColumnMajor source"; layout = PTO_LAYOUT_COL_MAJOR; break;
            case 9: name = "TF32 source with bits 12:0 set"; dt = bdt = D_TF32; v = 0x3F801000u; scalar = ONE_F32; break;
            case 10: name = "TF32 scalar with bits 12:0 set"; dt = bdt = D_TF32; scalar = 0x3F800001u; break;
            case 11: name = "HF32 source with bits 11:0 set"; dt = bdt = D_HF32; v = 0x3F800800u; break;
            case 12: name = "HF32 scalar with bits 11:0 set"; dt = bdt = D_HF32; scalar = 0x40000800u; break;
            default: name = "HF32 scalar invalid on PE2 only"; dt = bdt = D_HF32; break;
            }
            if (variant != 7) {
                mk_tile_layout(m, 0, dt, 128, cols, vr, vc, 0xF, layout);
                fill_tile_const(m, 0, v);
            }
            if (variant == 6) assert_int_equal(pto_tile_set_defined(m, 0, 3, 1, false), PTO_OK);
            set_gpr_all(m, R_A0, scalar);
            if (variant == 13) assert_int_equal(pto_gpr_write(m, 2, R_A0, 0x3F800001u), PTO_OK);
            code_buf c;
            cb_init(&c);
            cb_w(&c, enc_bstart(bdt, sels[s]));
            cb_h(&c, enc_cdimi(0, lb0));
            if (lb1) cb_h(&c, enc_cdimi(1, lb1));
            if (lb2) cb_h(&c, enc_cdimi(2, lb2));
            cb_w(&c, enc_iot_sd(0, 1, 1, 7, HAND_U));
            cb_w(&c, enc_ior(R_A0, 0, 0, 0));
            unsigned k = cb_w(&c, W_BSTOP);
            char full[96];
            snprintf(full, sizeof full, "%s: %s", sels[s] == SEL_TSUBS ? "TSUBS" : "TCMPS", name);
            expect_fault(m, &c, k, PTO_FAULT_TILE_LEGALITY, full);
        }
        /* The same block with a legal source and scalar commits. */
        pto_reset(m);
        scalar_source(m, D_TF32, 0x3F802000u, 0x40000000u);
        code_buf c;
        cb_init(&c);
        scalar_block(&c, sels[s], D_TF32, 1);
        expect_ok(m, &c, "legal TF32 source and scalar");
    }
    pto_destroy(m);
}

/* With the scalar illegal on more than one PE, the rule names the first of
 * them in PE order (ptosim's message; the fault class is the model's
 * TileLegality): HF32 scalars with bits 11:0 set on PE3 and PE1 name PE1,
 * on PE3 alone PE3. */
static void scalar_check_names_first_pe(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    static const unsigned bad[2][2] = {{3, 1}, {3, 3}};
    static const char *const want[2] = {"the scalar of PE1 ", "the scalar of PE3 "};
    for (unsigned k = 0; k < 2; k++) {
        pto_reset(m);
        scalar_source(m, D_HF32, 0x3F800000u, 0x40000000u);
        for (unsigned i = 0; i < 2; i++) assert_int_equal(pto_gpr_write(m, bad[k][i], R_A0, 0x40000800u), PTO_OK);
        code_buf c;
        cb_init(&c);
        unsigned stop = scalar_block(&c, SEL_TSUBS, D_HF32, 1);
        run_result r;
        run_code(m, &c, &r);
        assert_int_equal(r.status, PTO_FAULT);
        assert_int_equal(r.fault.kind, PTO_FAULT_TILE_LEGALITY);
        assert_int_equal(r.fault_index, (int)stop);
        assert_true(r.unchanged);
        assert_non_null(r.fault.rule);
        if (!strstr(r.fault.rule, want[k])) print_message("rule: %s\n", r.fault.rule);
        assert_non_null(strstr(r.fault.rule, want[k]));
    }
    pto_destroy(m);
}

/* ---- C12: destination resolution ---------------------------------------------- */

static void allocation_faults(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    code_buf c;
    unsigned k;

    /* Hand full (16 tiles in the destination hand). */
    pto_reset(m);
    tadd_sources(m);
    for (unsigned i = 2; i < 16; i++) mk_tile(m, i, D_FP32, 128, 8, 1, 8, 0x8);
    cb_init(&c);
    k = tadd_block(&c, D_FP32, HAND_T, 1, 7);
    expect_fault(m, &c, k, PTO_FAULT_TILE_ALLOCATION, "TADD into a full hand");

    /* Restart (§3.7): the block stays active with its header; after the host
     * frees a slot and clears the fault, re-executing BSTOP commits. */
    assert_true(pto_block_active(m));
    assert_int_equal(pto_tile_release(m, 15), PTO_OK);
    run_result r;
    memset(&r, 0, sizeof r);
    step_code(m, &c, &r);
    assert_int_equal(r.status, PTO_OK);
    assert_true(pto_tile_allocated(m, 15));
    assert_int_equal(elem(m, 15, 2, 7), 0x40400000u);
    assert_true(pto_tpc(m) == c.len);
    assert_false(pto_block_active(m));

    /* Budget: 256 KiB core-wide, popcount(mask) x TSize. */
    struct {
        uint32_t used;
        unsigned pm;
        bool fits;
    } budget[] = {
        {262144 - 512, 7, true},   /* 4 x 128 fits exactly */
        {262144 - 384, 7, false},  /* 4 x 128 > 384 */
        {262144 - 384, 6, true},   /* mask 1110: 3 x 128 */
        {262144 - 256, 6, false},
        {262144 - 256, 5, true},   /* mask 1100: 2 x 128 */
        {262144 - 128, 5, false},
        {262144 - 128, 1, true},   /* mask 1000 */
        {262144 - 128, 4, true},   /* mask 0001 */
        {262144, 2, false},
    };
    for (size_t i = 0; i < sizeof budget / sizeof budget[0]; i++) {
        pto_reset(m);
        tadd_sources(m);
        fill_budget(m, budget[i].used);
        cb_init(&c);
        k = tadd_block(&c, D_FP32, HAND_U, 1, budget[i].pm);
        char name[64];
        snprintf(name, sizeof name, "budget used %u, PEMode %u", budget[i].used, budget[i].pm);
        if (budget[i].fits) {
            expect_ok(m, &c, name);
            assert_int_equal(pto_capacity_in_use(m), budget[i].used + popcount4(mask_of_pemode(budget[i].pm)) * 128u);
        } else {
            expect_fault(m, &c, k, PTO_FAULT_TILE_ALLOCATION, name);
        }
    }
    /* A larger SizeCode is charged by its size: SizeCode 10 (64 KiB) x 4 PEs
     * does not fit next to any other tile. */
    pto_reset(m);
    cb_init(&c);
    mk_tile(m, 0, D_FP32, 128, 8, 1, 8, 0x8);
    cb_w(&c, enc_bstart(D_FP32, SEL_TEXPANDS));
    cb_w(&c, enc_bdim(0, 0, 8));
    cb_w(&c, enc_iot_d(1, 10, 7, HAND_T));
    k = cb_w(&c, W_BSTOP);
    expect_fault(m, &c, k, PTO_FAULT_TILE_ALLOCATION, "TEXPANDS 4 x 64 KiB beside a 128 B tile");
    /* resume at BSTOP after the host frees the small tile */
    assert_int_equal(pto_tile_release(m, 0), PTO_OK);
    pto_clear_fault(m);
    assert_int_equal(pto_run(m, c.bytes, c.len, 0), PTO_END);
    assert_int_equal(pto_capacity_in_use(m), 262144u);

    /* Shape does not fit the SizeCode (DerivedTileRows / shape legality). */
    struct {
        const char *name;
        unsigned lb0, lb1, lb2, size;
    } shapes[] = {
        {"Col 64 of FP32 in 128 B", 64, 0, 0, 1},
        {"Col 3 is not a power of two", 3, 0, 0, 1},
        {"LB2 Col 12 is not a power of two", 8, 0, 12, 1},
        {"VC 9 > Col 8", 9, 0, 8, 1},
        {"VR 5 > Rows 4", 8, 5, 0, 1},
        {"Col 256 of FP32 in 512 B", 255, 0, 256, 3},
    };
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
        pto_reset(m);
        cb_init(&c);
        cb_w(&c, enc_bstart(D_FP32, SEL_TEXPANDS));
        cb_w(&c, enc_bdim(0, 0, shapes[i].lb0));
        if (shapes[i].lb1) cb_w(&c, enc_bdim(1, 0, shapes[i].lb1));
        if (shapes[i].lb2) cb_w(&c, enc_bdim(2, 0, shapes[i].lb2));
        cb_w(&c, enc_iot_d(1, shapes[i].size, 7, HAND_T));
        k = cb_w(&c, W_BSTOP);
        expect_fault(m, &c, k, PTO_FAULT_TILE_ALLOCATION, shapes[i].name);
    }
    /* ... while the boundary shapes fit: FP32 Col 32 in 128 B (1 row), VR 4 x Col 8. */
    pto_reset(m);
    cb_init(&c);
    cb_w(&c, enc_bstart(D_FP32, SEL_TEXPANDS));
    cb_w(&c, enc_bdim(0, 0, 32));
    cb_w(&c, enc_iot_d(1, 1, 7, HAND_T));
    cb_w(&c, enc_bstart(D_FP32, SEL_TEXPANDS));
    cb_w(&c, enc_bdim(0, 0, 8));
    cb_w(&c, enc_bdim(1, 0, 4));
    cb_w(&c, enc_iot_d(1, 1, 7, HAND_T));
    cb_w(&c, W_BSTOP);
    expect_ok(m, &c, "boundary shapes");
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, 0, &d), PTO_OK);
    assert_int_equal(d.rows, 1);
    assert_int_equal(d.cols, 32);
    assert_int_equal(pto_tile_describe(m, 1, &d), PTO_OK);
    assert_int_equal(d.rows, 4);
    assert_int_equal(d.valid_rows, 4);
    pto_destroy(m);
}

/* TCMPS predicate capacity, decisions D4. */
static void tcmps_capacity(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    /* U8 source of 2 KiB, Col 32: Rows 64, Rows*Col = 2048 elements. */
    struct {
        unsigned size;
        int kind; /* 0 ok, else the fault */
    } cases[] = {
        {1, PTO_FAULT_TILE_ALLOCATION}, /* ceil(2048/8) = 256 > 128 */
        {2, PTO_FAULT_TILE_LEGALITY},   /* 256 <= 256, but 2048 > 256 (descriptor check, rollback) */
        {4, PTO_FAULT_TILE_LEGALITY},   /* 2048 > 1024 */
        {5, 0},                         /* 2048 <= 2048 */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pto_reset(m);
        mk_tile(m, 0, D_U8, 2048, 32, 1, 32, 0xF);
        fill_tile_const(m, 0, 7);
        set_gpr_all(m, R_A0, 7);
        code_buf c;
        cb_init(&c);
        cb_w(&c, enc_bstart(D_U8, SEL_TCMPS));
        cb_h(&c, enc_cdimi(0, 32));
        cb_w(&c, enc_iot_sd(0, 1, cases[i].size, 7, HAND_M));
        cb_w(&c, enc_ior(R_A0, 0, 0, 0));
        unsigned k = cb_w(&c, W_BSTOP);
        char name[48];
        snprintf(name, sizeof name, "TCMPS predicate SizeCode %u", cases[i].size);
        if (cases[i].kind) {
            expect_fault(m, &c, k, (pto_fault_kind)cases[i].kind, name);
            assert_false(pto_tile_allocated(m, 32));
        } else {
            expect_ok(m, &c, name);
            pto_tile_desc d;
            assert_int_equal(pto_tile_describe(m, 32, &d), PTO_OK);
            assert_int_equal(d.kind, PTO_TILE_PREDICATE);
            assert_int_equal(d.rows, 64);
            assert_int_equal(d.cols, 32);
            assert_int_equal(d.capacity, 2048);
            /* EQ 7: every valid bit is 1 */
            assert_int_equal(payload(m, 32, 0)[0], 0xFF);
            assert_int_equal(payload(m, 32, 3)[3], 0xFF);
        }
    }
    /* TCMPS budget and full hand -> TileAllocation. */
    pto_reset(m);
    scalar_source(m, D_FP32, ONE_F32, ONE_F32);
    fill_budget(m, 262144 - 384);
    code_buf c;
    cb_init(&c);
    unsigned k = scalar_block(&c, SEL_TCMPS, D_FP32, 1);
    expect_fault(m, &c, k, PTO_FAULT_TILE_ALLOCATION, "TCMPS budget");
    pto_reset(m);
    scalar_source(m, D_FP32, ONE_F32, ONE_F32);
    for (unsigned i = 16; i < 32; i++) mk_tile(m, i, D_FP32, 128, 8, 1, 8, 0x8);
    expect_fault(m, &c, k, PTO_FAULT_TILE_ALLOCATION, "TCMPS full hand");
    pto_destroy(m);
}

/* ---- C14: operand legality after allocation, with rollback -------------------- */

static void operand_legality(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    for (int variant = 0; variant < 8; variant++) {
        pto_reset(m);
        const char *name = "";
        unsigned size = 1;
        switch (variant) {
        case 0:
            name = "TADD right source U32";
            mk_tile(m, 0, D_FP32, 128, 8, 1, 8, 0xF);
            mk_tile(m, 1, D_U32, 128, 8, 1, 8, 0xF);
            fill_tile_const(m, 0, ONE_F32);
            fill_tile_const(m, 1, 1);
            break;
        case 1:
            name = "TADD both sources U32 under BSTART FP32";
            mk_tile(m, 0, D_U32, 128, 8, 1, 8, 0xF);
            mk_tile(m, 1, D_U32, 128, 8, 1, 8, 0xF);
            fill_tile_const(m, 0, 1);
            fill_tile_const(m, 1, 1);
            break;
        case 2:
            name = "TADD sources of different VC";
            mk_tile(m, 0, D_FP32, 128, 8, 1, 8, 0xF);
            mk_tile(m, 1, D_FP32, 128, 8, 1, 7, 0xF);
            fill_tile_const(m, 0, ONE_F32);
            fill_tile_const(m, 1, ONE_F32);
            break;
        case 3:
            name = "TADD destination rows differ (SizeCode 2 vs 128 B sources)";
            tadd_sources(m);
            size = 2;
            break;
        case 4:
            name = "TADD undefined right source element";
            tadd_sources(m);
            assert_int_equal(pto_tile_set_defined(m, 1, 0, 5, false), PTO_OK);
            break;
        case 5:
            name = "TADD unallocated right source";
            mk_tile(m, 0, D_FP32, 128, 8, 1, 8, 0xF);
            fill_tile_const(m, 0, ONE_F32);
            break;
        case 6:
            name = "TADD ColumnMajor sources";
            mk_tile_layout(m, 0, D_FP32, 128, 8, 1, 8, 0xF, PTO_LAYOUT_COL_MAJOR);
            mk_tile_layout(m, 1, D_FP32, 128, 8, 1, 8, 0xF, PTO_LAYOUT_COL_MAJOR);
            fill_tile_const(m, 0, ONE_F32);
            fill_tile_const(m, 1, ONE_F32);
            break;
        default:
            name = "TADD sources of a different Col";
            mk_tile(m, 0, D_FP32, 128, 16, 1, 8, 0xF);
            mk_tile(m, 1, D_FP32, 128, 16, 1, 8, 0xF);
            fill_tile_const(m, 0, ONE_F32);
            fill_tile_const(m, 1, ONE_F32);
            break;
        }
        code_buf c;
        cb_init(&c);
        unsigned k = tadd_block(&c, D_FP32, HAND_U, size, 7);
        expect_fault(m, &c, k, PTO_FAULT_TILE_LEGALITY, name);
        assert_false(pto_tile_allocated(m, 16));
    }
    /* TSUBS destination Rows differ from the source (SizeCode 2 vs 128 B). */
    pto_reset(m);
    scalar_source(m, D_FP32, ONE_F32, ONE_F32);
    code_buf c;
    cb_init(&c);
    unsigned k = scalar_block(&c, SEL_TSUBS, D_FP32, 2);
    expect_fault(m, &c, k, PTO_FAULT_TILE_LEGALITY, "TSUBS destination SizeCode 2");
    /* TADD does not check TF32 encodings (§3.4). */
    pto_reset(m);
    mk_tile(m, 0, D_TF32, 128, 8, 1, 8, 0xF);
    mk_tile(m, 1, D_TF32, 128, 8, 1, 8, 0xF);
    fill_tile_const(m, 0, 0x3F800001u);
    fill_tile_const(m, 1, 0);
    cb_init(&c);
    tadd_block(&c, D_TF32, HAND_U, 1, 7);
    expect_ok(m, &c, "TADD on invalid TF32 encodings");
    pto_destroy(m);
}

/* ---- fault-order quirks (§3.5) --------------------------------------------------- */

static void fault_order(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    code_buf c;
    unsigned k;
    /* TADD: a full hand is found before an undefined source. */
    tadd_sources(m);
    assert_int_equal(pto_tile_set_defined(m, 0, 0, 0, false), PTO_OK);
    for (unsigned i = 16; i < 32; i++) mk_tile(m, i, D_FP32, 128, 8, 1, 8, 0x8);
    cb_init(&c);
    k = tadd_block(&c, D_FP32, HAND_U, 1, 7);
    expect_fault(m, &c, k, PTO_FAULT_TILE_ALLOCATION, "TADD full hand and undefined source");
    /* TADD: an exhausted budget is found before a wrong source type. */
    pto_reset(m);
    mk_tile(m, 0, D_U32, 128, 8, 1, 8, 0xF);
    mk_tile(m, 1, D_U32, 128, 8, 1, 8, 0xF);
    fill_tile_const(m, 0, 1);
    fill_tile_const(m, 1, 1);
    fill_budget(m, 262144);
    cb_init(&c);
    k = tadd_block(&c, D_FP32, HAND_U, 1, 7);
    expect_fault(m, &c, k, PTO_FAULT_TILE_ALLOCATION, "TADD budget and wrong source type");
    /* TADD: an unallocated source with a full hand. */
    pto_reset(m);
    for (unsigned i = 16; i < 32; i++) mk_tile(m, i, D_FP32, 128, 8, 1, 8, 0x8);
    cb_init(&c);
    k = tadd_block(&c, D_FP32, HAND_U, 1, 7);
    expect_fault(m, &c, k, PTO_FAULT_TILE_ALLOCATION, "TADD full hand and unallocated sources");
    /* TSUBS and TCMPS check the source first (C10). */
    static const unsigned sels[] = {SEL_TSUBS, SEL_TCMPS};
    for (int s = 0; s < 2; s++) {
        pto_reset(m);
        scalar_source(m, D_FP32, ONE_F32, ONE_F32);
        assert_int_equal(pto_tile_set_defined(m, 0, 1, 3, false), PTO_OK);
        for (unsigned i = 16; i < 32; i++) mk_tile(m, i, D_FP32, 128, 8, 1, 8, 0x8);
        cb_init(&c);
        k = scalar_block(&c, sels[s], D_FP32, 1);
        expect_fault(m, &c, k, PTO_FAULT_TILE_LEGALITY, "full hand and undefined scalar-op source");
    }
    /* C9 precedes C10: a bad B.DATR with a missing LB0 is still TileLegality;
     * C7 precedes C10: a missing LB0 with a bad B.IOR is BundleControl. */
    pto_reset(m);
    tadd_sources(m);
    cb_init(&c);
    cb_w(&c, enc_bstart(D_FP32, SEL_TADD));
    cb_w(&c, enc_iot_ssd(0, 1, 1, 1, 7, HAND_U));
    cb_w(&c, enc_ior(R_A0, 0, 0, 0));
    k = cb_w(&c, W_BSTOP);
    expect_fault(m, &c, k, PTO_FAULT_BUNDLE_CONTROL, "missing LB0 and B.IOR on TADD");
    pto_destroy(m);
}

/* ---- B.CATR post-commit trap (§2.9, D11) ----------------------------------------- */

static void post_commit(void **state)
{
    (void)state;
    pto_machine *m = fresh();
    for (int term = 0; term < 3; term++) {
        pto_reset(m);
        tadd_sources(m);
        code_buf c;
        cb_init(&c);
        cb_w(&c, enc_bstart(D_FP32, SEL_TADD));
        cb_w(&c, enc_catr(1, 0));
        cb_h(&c, enc_cdimi(0, 8));
        cb_w(&c, enc_iot_ssd(0, 1, 1, 1, 7, HAND_U));
        unsigned stop = term == 0 ? cb_w(&c, W_BSTOP) : term == 1 ? cb_h(&c, H_CBSTOP) : cb_l(&c, L_BSTOP);
        unsigned next = cb_w(&c, enc_bstart(D_FP32, SEL_TEXPANDS));
        cb_h(&c, enc_cdimi(0, 4));
        cb_w(&c, enc_iot_d(1, 1, 7, HAND_U));
        cb_w(&c, W_BSTOP);
        run_result r;
        run_code(m, &c, &r);
        assert_int_equal(r.status, PTO_FAULT);
        assert_int_equal(r.fault.kind, PTO_FAULT_BUNDLE_POST_COMMIT);
        assert_int_equal(r.fault.trap, 5);
        /* The fault address is the continuation after the terminator. */
        assert_true(r.fault.pc == c.off[stop + 1]);
        assert_int_equal(r.fault_index, (int)next);
        assert_true(pto_tpc(m) == c.off[next]);
        /* The commit happened. */
        assert_false(r.unchanged);
        assert_false(pto_block_active(m));
        assert_true(pto_bpc(m) == 0);
        assert_true(pto_tile_allocated(m, 16));
        for (unsigned pe = 0; pe < 4; pe++)
            for (unsigned i = 0; i < 8; i++) assert_int_equal(elem(m, 16, pe, i), 0x40400000u);
        assert_int_equal(pto_step(m, c.bytes, c.len), PTO_ERR_STATE);
        pto_clear_fault(m);
        assert_int_equal(pto_run(m, c.bytes, c.len, 0), PTO_END);
        assert_true(pto_tile_allocated(m, 17));
    }
    /* trap = 0 and far = 1: no trap. */
    pto_reset(m);
    tadd_sources(m);
    code_buf c;
    cb_init(&c);
    cb_w(&c, enc_bstart(D_FP32, SEL_TADD));
    cb_w(&c, enc_catr(0, 1));
    cb_h(&c, enc_cdimi(0, 8));
    cb_w(&c, enc_iot_ssd(0, 1, 1, 1, 7, HAND_U));
    cb_w(&c, W_BSTOP);
    expect_ok(m, &c, "B.CATR far");
    /* A failing commit reports its own fault, not the post-commit trap. */
    pto_reset(m);
    tadd_sources(m);
    cb_init(&c);
    cb_w(&c, enc_bstart(D_FP32, SEL_TADD));
    cb_w(&c, enc_catr(1, 0));
    cb_w(&c, enc_iot_ssd(0, 1, 1, 1, 7, HAND_U));
    unsigned k = cb_w(&c, W_BSTOP);
    expect_fault(m, &c, k, PTO_FAULT_TILE_LEGALITY, "B.CATR trap with a failing commit");
    /* B.HINT has no effect. */
    pto_reset(m);
    tadd_sources(m);
    cb_init(&c);
    cb_w(&c, enc_bstart(D_FP32, SEL_TADD));
    cb_w(&c, W_BHINT);
    cb_h(&c, enc_cdimi(0, 8));
    cb_w(&c, enc_iot_ssd(0, 1, 1, 1, 7, HAND_U));
    cb_w(&c, W_BSTOP);
    expect_ok(m, &c, "B.HINT");
    assert_int_equal(elem(m, 16, 1, 3), 0x40400000u);
    pto_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(outside_block),
        cmocka_unit_test(header_duplicates),
        cmocka_unit_test(binding_rules),
        cmocka_unit_test(bstart_rules),
        cmocka_unit_test(commit_early_checks),
        cmocka_unit_test(cube_layout_tadd),
        cmocka_unit_test(datr_applicability),
        cmocka_unit_test(closed_schema),
        cmocka_unit_test(scalar_source_checks),
        cmocka_unit_test(scalar_check_names_first_pe),
        cmocka_unit_test(allocation_faults),
        cmocka_unit_test(tcmps_capacity),
        cmocka_unit_test(operand_legality),
        cmocka_unit_test(fault_order),
        cmocka_unit_test(post_commit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
