/* BUNDLE PLANS: pto_run replays a bundle it has run before (the header as
 * recorded, then the commit; core.h bundle_plan).  The replay must be
 * invisible: every run below is made twice, on two machines set up alike,
 * once instruction by instruction with pto_step and once with pto_run, and
 * after every run the two must agree on the status, the whole architectural
 * state (tiles, payloads, definedness, GPRs, flags, BPC, the open block
 * header), TPC, the fault record and the error message.
 *
 * The expected side is pto_step, which never uses plans; the programs are
 * the mini-fuzz generator's (tests/fuzz/fuzz_common.h): whole bundles of
 * the implemented operations (a third of them memory operations on small
 * memories, the memory contents compared too) with parts dropped, repeated
 * or replaced,
 * random words, faults of every class, with GPRs (scalars, B.DIM bounds)
 * and tiles changed between runs so that a replayed header meets new
 * state. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core.h"
#include "fuzz/fuzz_common.h"
#include "support/engine_util.h"

static int failures;

/* One round on both machines (fz_run_twins); reports a difference. */
static void round_twins(pto_machine *a, pto_machine *b, const uint8_t *code, size_t len, uint64_t max,
                        unsigned seq, unsigned round)
{
    char why[256];
    if (!fz_run_twins(a, b, code, len, max, why, sizeof why)) return;
    if (failures++ >= 5) return;
    print_message("sequence %u round %u: %s\n  code:", seq, round, why);
    for (size_t i = 0; i < len; i++) print_message(" %02x", code[i]);
    print_message("\n");
}

static unsigned plans_kept(const pto_machine *m)
{
    unsigned k = 0;
    for (unsigned i = 0; i < PLAN_CACHE; i++) k += m->plans[i].nbytes != 0;
    return k;
}

static void replay_matches_stepping(void **state)
{
    (void)state;
    fz_rng r = {20261130u};
    pto_machine *a = pto_create(), *b = pto_create();
    assert_non_null(a);
    assert_non_null(b);
    unsigned long kept = 0;
    for (unsigned seq = 0; seq < 20000 && failures < 5; seq++) {
        /* odd sequences keep the plans of earlier programs (other bytes at
         * the same PCs), even ones start without plans */
        if (seq % 2 == 0) memset(b->plans, 0, sizeof b->plans);
        fz_rng r2 = r;
        bool memory = seq % 3 == 2; /* memory operations, with global memory compared */
        if (memory) {
            fz_setup_tlsu(a, &r);
            fz_setup_tlsu(b, &r2);
        } else {
            fz_setup_matching(a, &r);
            fz_setup_matching(b, &r2);
        }
        uint8_t code[512];
        size_t len = 0;
        unsigned nb = 1 + fz_below(&r, 4);
        for (unsigned k = 0; k < nb; k++)
            len += memory ? fz_tlsu_bundle(a, &r, code + len, sizeof code - len)
                          : fz_bundle(a, &r, code + len, sizeof code - len);
        for (unsigned round = 0; round < 4; round++) {
            uint64_t max = fz_below(&r, 3) ? 0 : 1 + fz_below(&r, 24);
            round_twins(a, b, code, len, max, seq, round);
            /* new state for the next round: scalars and B.DIM bounds, a
             * released tile now and then */
            for (unsigned reg = 1; reg < 6; reg++)
                for (unsigned pe = 0; pe < PTO_PES; pe++) {
                    if (fz_below(&r, 2)) continue;
                    uint64_t v = fz_below(&r, 2) ? fz_value(&r, 64) : fz_below(&r, 80);
                    pto_gpr_write(a, pe, reg, v);
                    pto_gpr_write(b, pe, reg, v);
                }
            if (fz_below(&r, 4) == 0) {
                unsigned t = fz_below(&r, PTO_TILES);
                pto_tile_release(a, t);
                pto_tile_release(b, t);
            }
        }
        if (seq % 2 == 0) kept += plans_kept(b);
    }
    print_message("plans: %lu kept over the sequences\n", kept);
    pto_destroy(a);
    pto_destroy(b);
    assert_int_equal(failures, 0);
    assert_true(kept > 5000); /* the generator's bundles are replayed, not only stepped */
}

/* Two machines set up alike for a TADD of tiles U#1, U#2
 * (cols x 4, PE mask), and its bundle: BSTART TADD dt; B.DIM LB0 = GPR
 * lb0_reg + lb0_uimm; B.DIM LB1 = 4; B.IOT U#1, U#2 -> T<128B>; BSTOP.
 * Source element i is (i * 7) mod 2^W on both machines. */
static void tadd_twins(pto_machine *ms[2], code_buf *c, unsigned dt, uint32_t cols, unsigned mask, unsigned lb0_reg,
                       uint32_t lb0_uimm)
{
    cb_init(c);
    cb_w(c, enc_bstart(dt, SEL_TADD));
    cb_w(c, enc_bdim(0, lb0_reg, lb0_uimm));
    cb_w(c, enc_bdim(1, R_ZERO, 4));
    cb_w(c, enc_iot_ssd(16, 17, 1, 1, (unsigned)pemode_of_mask(mask), HAND_T));
    cb_w(c, W_BSTOP);
    unsigned bits = pto_dtype_bits(dt);
    uint64_t v[128];
    for (unsigned i = 0; i < 4 * cols; i++) v[i] = (i * 7u) & (bits >= 32 ? ~0u : (1u << bits) - 1u);
    for (unsigned k = 0; k < 2; k++) {
        ms[k] = pto_create();
        assert_non_null(ms[k]);
        mk_tile(ms[k], 16, dt, 128, cols, 4, cols, mask);
        mk_tile(ms[k], 17, dt, 128, cols, 4, cols, mask);
        fill_tile(ms[k], 16, v, 4 * cols);
        fill_tile(ms[k], 17, v, 4 * cols);
    }
}

/* A bundle whose loop bound comes from a GPR: B.DIM LB0 = a1 + 0.  Run,
 * then a1 changes; the replayed header must read the new bound (a shape
 * that no longer fits or matches), then the old one again (a result). */
static void replay_reads_gpr_bounds(void **state)
{
    (void)state;
    pto_machine *ms[2];
    code_buf c;
    tadd_twins(ms, &c, D_S32, 8, 0x8, R_A1, 0);
    pto_machine *a = ms[0], *b = ms[1];
    /* LB0 = 16: a 16x4 S32 destination needs 256 B > T<128B>: TileAllocation
     * (C12); LB0 = 4: it fits, but no longer matches the 8-column sources:
     * TileLegality (C14). */
    static const uint64_t bounds[] = {8, 16, 8, 4, 8};
    static const pto_fault_kind want[] = {PTO_FAULT_NONE, PTO_FAULT_TILE_ALLOCATION, PTO_FAULT_NONE,
                                          PTO_FAULT_TILE_LEGALITY, PTO_FAULT_NONE};
    for (unsigned round = 0; round < 5; round++) {
        for (unsigned k = 0; k < 2; k++) {
            pto_tile_release(ms[k], 0);
            pto_gpr_write(ms[k], 0, R_A1, bounds[round]);
        }
        round_twins(a, b, c.bytes, c.len, 0, 0, round);
        pto_fault_info f;
        pto_fault(b, &f);
        assert_int_equal(f.kind, want[round]);
        if (bounds[round] == 8) {
            uint64_t got;
            assert_int_equal(pto_tile_read(b, 0, 0, 5, &got, NULL), PTO_OK);
            assert_int_equal(got, 70u); /* element 5: 35 + 35, written out by hand */
        }
    }
    assert_true(plans_kept(b) > 0);
    pto_destroy(a);
    pto_destroy(b);
    assert_int_equal(failures, 0);
}

/* A replay must not start when fewer steps remain than the bundle has: the
 * run stops inside the header exactly where stepping stops. */
static void replay_respects_step_limit(void **state)
{
    (void)state;
    pto_machine *ms[2];
    code_buf c;
    tadd_twins(ms, &c, D_U8, 32, 0xF, R_ZERO, 32);
    pto_machine *a = ms[0], *b = ms[1];
    for (unsigned limit = 0; limit <= 6; limit++) {
        for (unsigned pass = 0; pass < 2; pass++) { /* the second pass meets a kept plan */
            for (unsigned k = 0; k < 2; k++) pto_tile_release(ms[k], 0);
            round_twins(a, b, c.bytes, c.len, limit, limit, pass);
            assert_int_equal(pto_tpc(b), limit == 0 || limit >= 5 ? c.off[5] : c.off[limit]);
        }
    }
    pto_destroy(a);
    pto_destroy(b);
    assert_int_equal(failures, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(replay_matches_stepping),
        cmocka_unit_test(replay_reads_gpr_bounds),
        cmocka_unit_test(replay_respects_step_limit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
