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
#include "ptosim/tile.h"
#include "ops/ops.h"
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
    unsigned long kept = 0, tlsu_memos = 0, tmov_memos = 0;
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
            /* TLOAD and TSTORE keep memos too, whose commits probe memory
             * again at the next round's addresses (memo.h), and TMOV */
            for (unsigned i = 0; i < PLAN_CACHE; i++) {
                const bundle_plan *pl = &b->plans[i];
                unsigned h = pl->nbytes && pl->memo.valid ? pl->header.op->handler : H_NONE;
                tlsu_memos += h == H_TLOAD || h == H_TSTORE;
                tmov_memos += h == H_TMOV;
            }
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
    print_message("plans: %lu kept over the sequences, TLOAD and TSTORE memos %lu and TMOV memos %lu over the "
                  "rounds\n",
                  kept, tlsu_memos, tmov_memos);
    pto_destroy(a);
    pto_destroy(b);
    assert_int_equal(failures, 0);
    assert_true(kept > 5000); /* the generator's bundles are replayed, not only stepped */
    assert_true(tlsu_memos > 1000 && tmov_memos > 100);
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

/* ---- commit memos (commit_memo in core.h) -------------------------------------
 * A replayed plan's commit may reuse the checks of its last successful
 * commit when their inputs are equal.  The programs below are clean bundles
 * of the operations whose families allow it (binary, tile-scalar, compare,
 * fill, unary, SFU unary, reductions, expansions, TCVT, TSELS, TSEL, TFMA,
 * TPART*, TFILLPAD, TCONCAT, TEXTRACT, TINSERT, TTRANS), and of some whose
 * checks read values and which must keep none (TCI, TTRI, TGATHER), on the
 * operand tiles of memo_setup; between rounds both machines get the same
 * change of an input the checks read (a source's descriptor, type, PE mask
 * or definedness, values that are invalid encodings, zero divisors or
 * indices out of range, the profile, lint, a hand without a free slot, the
 * budget, a GPR), so that a memo meets every kind of new state.
 * The expected side is again pto_step, which uses neither plans nor memos. */
/* ---- the other families whose commits keep memos: reductions, expansions,
 * TCVT, TSELS, TSEL, TFMA, TPART*, TFILLPAD, TCONCAT, TEXTRACT, TINSERT,
 * TTRANS.  Each bundle follows the family's schema (sources, B.IOR, the
 * B.DATR fields it takes, B.DIM as its shape rules want) on the operand
 * tiles memo_setup leaves; now and then a bound is dropped, which makes
 * some of them faults. */
typedef struct memo_out {
    uint8_t *out;
    size_t len;
} memo_out;

static void mo_put(memo_out *o, insn *in) { o->len += fz_put_insn(in, o->out + o->len); }

static void mo_bstart(memo_out *o, unsigned sel, unsigned dt)
{
    insn in;
    fz_form(&in, F_BSTART_TEPL);
    in.f[FLD_DataType] = dt;
    in.f[FLD_Mode] = sel >> 5;
    in.f[FLD_Function] = sel & 31u;
    mo_put(o, &in);
}

static void mo_datr(memo_out *o, unsigned cmode, unsigned dtype2, unsigned pad, unsigned rmode, unsigned sat)
{
    insn in;
    fz_form(&in, F_B_DATR);
    in.f[FLD_CMode] = cmode;
    in.f[FLD_DataType] = dtype2;
    in.f[FLD_PadValue] = pad;
    in.f[FLD_RMode] = rmode;
    in.f[FLD_Sat] = sat;
    mo_put(o, &in);
}

/* LB0, LB1, LB2 when nonzero; one of LB1, LB2 dropped one time in eight. */
static void mo_dims(memo_out *o, fz_rng *r, uint32_t lb0, uint32_t lb1, uint32_t lb2)
{
    const uint32_t v[3] = {lb0, lb1, lb2};
    for (unsigned i = 0; i < 3; i++) {
        if (!v[i] || (i > 0 && fz_below(r, 8) == 0)) continue;
        insn in;
        fz_form(&in, F_B_DIM_LB0 + i);
        in.f[FLD_Uimm] = v[i];
        mo_put(o, &in);
    }
}

static void mo_iot(memo_out *o, unsigned form, unsigned s0, unsigned s1, unsigned pm, bool last, unsigned sc,
                   unsigned hand)
{
    insn in;
    fz_form(&in, form);
    in.f[FLD_SrcTile0] = s0;
    if (form == F_B_IOT_SS || form == F_B_IOT_SSD) in.f[FLD_SrcTile1] = s1;
    in.f[FLD_PEMode] = pm;
    in.f[FLD_L] = last;
    if (form != F_B_IOT_SS) {
        in.f[FLD_SizeCode] = sc;
        in.f[FLD_DstTile] = hand;
    }
    mo_put(o, &in);
}

static void mo_ior(memo_out *o, fz_rng *r)
{
    insn in;
    fz_form(&in, F_B_IOR);
    in.f[FLD_RegSrc0] = 2 + fz_below(r, 3); /* a0..a2 */
    mo_put(o, &in);
}

static void mo_stop(memo_out *o)
{
    insn in;
    fz_form(&in, F_BSTOP);
    mo_put(o, &in);
}

/* The SizeCode of the least size holding bytes (at most 64 KiB). */
static unsigned mo_sc(uint64_t bytes)
{
    unsigned sc = 1;
    while ((128u << (sc - 1)) < bytes && sc < 10) sc++;
    return sc;
}

static uint32_t mo_pow2(uint32_t n)
{
    uint32_t p = 1;
    while (p < n) p <<= 1;
    return p;
}

/* The PEMode of a tile's mask, 1000 for a mask no B.IOT encodes. */
static unsigned mo_pemode(unsigned mask)
{
    int p = pemode_of_mask(mask);
    return p > 0 ? (unsigned)p : 1u;
}

/* An allocated tile of like's PE mask that want names (0: a predicate tile
 * of like's shape; 1, 2: a row or column broadcast of like's type; 3: a U32
 * index tile of like's valid shape), else fallback. */
static unsigned mo_find(const pto_machine *m, const tile *like, int want, unsigned fallback)
{
    for (unsigned i = 0; i < PTO_TILES; i++) {
        const tile *x = &m->tiles[i];
        if (!x->allocated || x->mask != like->mask) continue;
        if (want == 0 && x->kind == PTO_TILE_PREDICATE && x->rows == like->rows && x->cols == like->cols &&
            x->vrows == like->vrows && x->vcols == like->vcols)
            return i;
        if (x->kind != PTO_TILE_NUMERIC || x->dtype != like->dtype) continue;
        if (want == 1 && x->cols == 1 && x->vcols == 1 && x->vrows == like->vrows) return i; /* row broadcast */
        if (want == 2 && x->vrows == 1 && x->vcols == like->vcols && x->cols == like->cols) return i; /* column */
    }
    for (unsigned i = 0; i < PTO_TILES && want == 3; i++) { /* a U32 index tile of its valid shape */
        const tile *x = &m->tiles[i];
        if (x->allocated && x->mask == like->mask && x->kind == PTO_TILE_NUMERIC && x->dtype == DT_U32 &&
            x->vrows == like->vrows && x->vcols == like->vcols)
            return i;
    }
    return fallback;
}

/* The operand tiles of fz_setup_matching's descriptor: the numeric tiles
 * with the most twins (the same type, shape and mask).  Returns their count. */
static unsigned mo_main(const pto_machine *m, unsigned *idx)
{
    unsigned best = 0, n = 0;
    for (int pass = 0; pass < 2; pass++)
        for (unsigned i = 0; i < PTO_TILES; i++) {
            const tile *x = &m->tiles[i];
            if (!x->allocated || x->kind != PTO_TILE_NUMERIC) continue;
            unsigned twins = 0;
            for (unsigned j = 0; j < PTO_TILES; j++) {
                const tile *y = &m->tiles[j];
                twins += y->allocated && y->kind == x->kind && y->dtype == x->dtype && y->rows == x->rows &&
                         y->cols == x->cols && y->vrows == x->vrows && y->vcols == x->vcols && y->mask == x->mask;
            }
            if (pass == 0 && twins > best) best = twins;
            if (pass == 1 && twins == best) idx[n++] = i;
        }
    return n;
}

/* A bundle of the element families (binary, tile-scalar, compare, fill,
 * unary, SFU unary) on allocated tiles of m. */
static size_t memo_bundle_elem(const pto_machine *m, fz_rng *r, uint8_t *out)
{
    static const uint16_t sels[] = {0x000, 0x003, 0x004, 0x009, 0x00B, 0x00D, 0x00F, 0x012,
                                    0x021, 0x023, 0x02D, 0x03B};
    unsigned cand[PTO_TILES], nc = 0;
    for (unsigned i = 0; i < PTO_TILES; i++)
        if (m->tiles[i].allocated) cand[nc++] = i;
    unsigned a = nc ? cand[fz_below(r, nc)] : 0, b = nc ? cand[fz_below(r, nc)] : 1;
    const tile *t = &m->tiles[a];
    unsigned sel = sels[fz_below(r, sizeof sels / sizeof sels[0])];
    unsigned nsrc = sel <= 0x00D ? 2u : sel == 0x03B ? 0u : 1u;
    if (sel == 0x00F || sel == 0x012) nsrc = 1;
    bool scalar = sel == 0x021 || sel == 0x023 || sel == 0x02D || sel == 0x03B, cmp = sel == 0x00D || sel == 0x02D;
    memo_out o = {out, 0};
    mo_bstart(&o, sel, t->allocated ? t->dtype : DT_FP32);
    if (cmp || fz_below(r, 2)) mo_datr(&o, cmp ? fz_below(r, 6) : 0, 0, fz_below(r, 4), 0, 0);
    if (t->allocated) mo_dims(&o, r, t->vcols, t->vrows, t->cols);
    else mo_dims(&o, r, 8, 1, 8);
    mo_iot(&o, nsrc == 2 ? F_B_IOT_SSD : nsrc == 1 ? F_B_IOT_SD : F_B_IOT_D, a, b,
           mo_pemode(t->allocated ? t->mask : 0x8), true, t->allocated ? mo_sc(t->capacity) : 1, fz_below(r, 4));
    if (scalar) mo_ior(&o, r);
    mo_stop(&o);
    return o.len;
}

/* The selectors of memo_bundle_more. */
static const uint16_t more_sels[] = {
    0x040, 0x041, 0x042, 0x043, 0x04C, 0x04D, 0x050, 0x051, 0x052, 0x053, 0x05C, 0x05D, /* reductions */
    0x044, 0x054,                                                                        /* expand copies */
    0x045, 0x046, 0x047, 0x048, 0x049, 0x04A, 0x04B, 0x055, 0x056, 0x057, 0x058, 0x059, 0x05A, 0x05B,
    0x01B, 0x03A, 0x01A, 0x01C, 0x071, 0x072, 0x073, 0x074, 0x065, 0x060, 0x062, 0x063, 0x06E,
    /* and TCI, TTRI, TGATHER, whose checks read GPR and payload values: no memo */
    0x066, 0x067, 0x06F, 0x066, 0x067, 0x06F, 0x06F, 0x06F};

static size_t memo_bundle_more(const pto_machine *m, fz_rng *r, uint8_t *out)
{
    unsigned cand[PTO_TILES], nc = mo_main(m, cand);
    if (fz_below(r, 8) == 0) /* now and then any tile */
        for (unsigned i = nc = 0; i < PTO_TILES; i++)
            if (m->tiles[i].allocated) cand[nc++] = i;
    unsigned a = nc ? cand[fz_below(r, nc)] : 0, b = nc ? cand[fz_below(r, nc)] : 1,
             c = nc ? cand[fz_below(r, nc)] : 2;
    const tile fb = {.allocated = true, .kind = PTO_TILE_NUMERIC, .dtype = DT_FP32, .mask = 0x8, .capacity = 128,
                     .rows = 4, .cols = 8, .vrows = 4, .vcols = 8};
    const tile *t = m->tiles[a].allocated ? &m->tiles[a] : &fb;
    unsigned dt = t->dtype, bytes = pto_dtype_bits(dt) / 8u ? pto_dtype_bits(dt) / 8u : 1u;
    unsigned pm = mo_pemode(t->mask);
    unsigned sc = mo_sc(t->capacity), hand = fz_below(r, 4);
    uint32_t lb1 = t->vrows == 1 && fz_below(r, 2) ? 0 : t->vrows, lb2 = t->cols == t->vcols ? 0 : t->cols;
    unsigned sel = more_sels[fz_below(r, sizeof more_sels / sizeof more_sels[0])];
    memo_out o = {out, 0};
    static const uint8_t gen_dts[] = {DT_S32, DT_U32, DT_S16, DT_U16, DT_FP32, DT_FP16};
    mo_bstart(&o, sel, sel == 0x066 || sel == 0x067 ? gen_dts[fz_below(r, sizeof gen_dts)] : dt);
    if (sel >= 0x040 && sel <= 0x05D && sel != 0x044 && sel != 0x054 && ((sel & 0xFu) <= 3 || (sel & 0xFu) >= 0xC)) {
        /* TROW*, TCOL* reductions: one source of the block type, its shape in B.DIM */
        if (fz_below(r, 3) == 0) mo_datr(&o, 0, 0, fz_below(r, 4), 0, 0);
        mo_dims(&o, r, t->vcols, lb1, lb2);
        mo_iot(&o, F_B_IOT_SD, a, 0, pm, true, (sel & 0xFu) >= 0xC ? mo_sc((uint64_t)t->rows * t->cols * 4u) : sc, hand);
    } else if (sel == 0x044 || sel == 0x054) {
        /* TROWEXPAND: the row broadcast LB1 x 1; TCOLEXPAND: the column broadcast 1 x LB0 */
        bool column = sel == 0x054;
        unsigned bi = mo_find(m, t, column ? 2 : 1, a);
        const tile *bt = &m->tiles[bi];
        if (fz_below(r, 2)) mo_datr(&o, 0, 0, fz_below(r, 4), 0, 0);
        uint32_t vr = column ? t->vrows : bt->vrows, vc = column ? bt->vcols : t->vcols;
        uint32_t col = column ? bt->cols : t->cols;
        mo_dims(&o, r, vc, vr == 1 ? 0 : vr, col == vc ? 0 : col);
        mo_iot(&o, F_B_IOT_SD, bi, 0, pm, true, mo_sc((uint64_t)vr * col * bytes), hand);
    } else if (sel >= 0x045 && sel <= 0x05B) {
        /* TROWEXPAND<op>, TCOLEXPAND<op>: the full source, then its broadcast */
        bool column = (sel & 0x10u) != 0, expdif = (sel & 0xFu) == 0xBu;
        unsigned bi = mo_find(m, t, column ? 2 : 1, b);
        unsigned d2 = fz_below(r, 2) ? DT_FP32 : 31u; /* EXPDIF's destination type (31: the source's) */
        if (expdif ? fz_below(r, 3) != 0 : fz_below(r, 3) == 0) mo_datr(&o, 0, expdif ? d2 : 0, fz_below(r, 4), 0, 0);
        mo_dims(&o, r, t->vcols, lb1, lb2);
        mo_iot(&o, F_B_IOT_SSD, a, bi, pm, true, expdif ? mo_sc((uint64_t)t->capacity * 2u) : sc, hand);
    } else if (sel == 0x01B) {
        /* TCVT: a destination type whose rows at the source's Col are the source's */
        static const uint8_t d2s[] = {DT_FP32, DT_FP16, DT_BF16, DT_S32, DT_U16, DT_S8, DT_U8, DT_FP64, 31, 13 /* E8M0 */};
        unsigned d2 = d2s[fz_below(r, sizeof d2s)], ddt = d2 == 31 ? dt : d2, dsc = sc;
        for (unsigned k = 1; k <= 10; k++)
            if (derived_rows(128u << (k - 1), t->cols, ddt) == t->rows) {
                dsc = k;
                break;
            }
        if (d2 != 31 || fz_below(r, 2)) {
            unsigned pad = fz_below(r, 4), rmode = fz_below(r, 4) ? 0 : fz_below(r, 5), sat = fz_below(r, 2);
            mo_datr(&o, 0, d2, pad, rmode, sat);
        }
        mo_dims(&o, r, t->vcols, lb1, lb2);
        mo_iot(&o, F_B_IOT_SD, a, 0, pm, true, dsc, hand);
    } else if (sel == 0x03A) {
        /* TSELS: the predicate mask of the source's shape, the source, B.IOR the scalar */
        unsigned mi = mo_find(m, t, 0, b);
        mo_dims(&o, r, t->vcols, lb1, lb2);
        mo_iot(&o, F_B_IOT_SSD, mi, a, pm, true, sc, hand);
        if (fz_below(r, 4)) mo_ior(&o, r);
    } else if (sel == 0x01A || sel == 0x01C) {
        /* TSEL: mask, true source (L=0), false source ->Dst; TFMA: left, right (L=0), addend ->Dst */
        unsigned s0 = sel == 0x01A ? mo_find(m, t, 0, b) : b;
        mo_dims(&o, r, t->vcols, lb1, lb2);
        mo_iot(&o, F_B_IOT_SS, s0, a, pm, false, 0, 0);
        mo_iot(&o, F_B_IOT_SD, c, 0, pm, true, sc, hand);
    } else if (sel >= 0x071 && sel <= 0x074) {
        /* TPART*: two sources inside LB1 x LB0, one covering it */
        mo_dims(&o, r, t->vcols, lb1, lb2);
        mo_iot(&o, F_B_IOT_SSD, a, b, pm, true, sc, hand);
    } else if (sel == 0x065) {
        /* TFILLPAD: the source's shape (or a larger destination), the fill in B.IOR */
        bool big = fz_below(r, 4) == 0 && t->capacity < 65536;
        if (big) mo_dims(&o, r, t->vcols, t->rows * 2u, t->cols);
        mo_iot(&o, F_B_IOT_SD, a, 0, pm, true, big ? sc + 1 : sc, hand);
        if (fz_below(r, 2)) mo_ior(&o, r);
    } else if (sel == 0x060) {
        /* TCONCAT: LB0 the sum of the valid columns, Col its power of two */
        const tile *u = &m->tiles[b];
        uint32_t vc = t->vcols + (u->allocated ? u->vcols : 0), col = mo_pow2(vc);
        mo_dims(&o, r, vc, t->vrows, col);
        mo_iot(&o, F_B_IOT_SSD, a, b, pm, true, mo_sc((uint64_t)t->rows * col * bytes), hand);
    } else if (sel == 0x062 || sel == 0x063) {
        /* TEXTRACT, TINSERT: offsets 0 (no B.DIM), the destination the first source's shape */
        if (fz_below(r, 4) == 0 && t->vrows > 1 && t->vcols > 1) mo_dims(&o, r, 1, 1, 0); /* a 1x1 at (1, 1) */
        mo_iot(&o, sel == 0x062 ? F_B_IOT_SD : F_B_IOT_SSD, a, b, pm, true, sc, hand);
    } else if (sel == 0x066 || sel == 0x067) {
        /* TCI (start, direction), TTRI (diagonal, upper) from B.IOR: the flag
         * a register that is 0 now and then, or the zero register */
        uint32_t vc = 1u << fz_below(r, 5), vr = sel == 0x066 ? 0 : 1 + fz_below(r, 4);
        mo_dims(&o, r, vc, vr, 0);
        mo_iot(&o, F_B_IOT_D, 0, 0, pm, true, mo_sc(512), hand);
        insn in;
        fz_form(&in, F_B_IOR);
        in.f[FLD_RegSrc0] = 2 + fz_below(r, fz_below(r, 4) ? 2 : 3);
        in.f[FLD_RegSrc1] = fz_below(r, 4) ? 2 + fz_below(r, fz_below(r, 4) ? 2 : 3) : 0;
        mo_put(&o, &in);
    } else if (sel == 0x06F) {
        /* TGATHER: values, then the U32 index tile of memo_setup (zeros) */
        unsigned xi = mo_find(m, t, 3, b);
        mo_iot(&o, F_B_IOT_SSD, a, xi, pm, true, sc, hand);
    } else {
        /* TTRANS: the destination VC x VR of the source, Col a power of two */
        uint32_t col = mo_pow2(t->vrows);
        mo_dims(&o, r, t->vrows, t->vcols, col);
        mo_iot(&o, F_B_IOT_SD, a, 0, pm, true, mo_sc((uint64_t)t->vcols * col * bytes), hand);
    }
    mo_stop(&o);
    return o.len;
}

static size_t memo_bundle(const pto_machine *m, fz_rng *r, uint8_t *out)
{
    return fz_below(r, 2) ? memo_bundle_elem(m, r, out) : memo_bundle_more(m, r, out);
}

/* fz_setup_matching, then the operands the families above need beside it,
 * of its descriptor's type and PE mask: a row broadcast (VR x 1), a column
 * broadcast (1 x VC, the same Col) and a predicate tile of its shape, each
 * written out (a hole now and then), and a U32 index tile of its valid
 * shape holding zeros (TGATHER's legal references). */
static void memo_setup(pto_machine *m, fz_rng *r)
{
    fz_setup_matching(m, r);
    for (unsigned reg = 2; reg < 4; reg++) /* a0 = 0, a1 = 1 now and then: legal flags, diagonals, indices */
        if (fz_below(r, 2))
            for (unsigned pe = 0; pe < PTO_PES; pe++) pto_gpr_write(m, pe, reg, reg - 2u);
    unsigned main_idx[PTO_TILES];
    if (!mo_main(m, main_idx)) return;
    const tile *t = &m->tiles[main_idx[0]];
    unsigned bits = pto_dtype_bits(t->dtype), bytes = bits / 8u ? bits / 8u : 1u;
    pto_tile_desc d[4] = {
        {PTO_TILE_NUMERIC, t->dtype, 128u << (mo_sc((uint64_t)t->vrows * bytes) - 1), 0, 1, t->vrows, 1,
         PTO_LAYOUT_ROW_MAJOR, t->mask},
        {PTO_TILE_NUMERIC, t->dtype, 128u << (mo_sc((uint64_t)t->cols * bytes) - 1), 0, t->cols, 1, t->vcols,
         PTO_LAYOUT_ROW_MAJOR, t->mask},
        {PTO_TILE_PREDICATE, DT_U8, 128u << (mo_sc(((uint64_t)t->rows * t->cols + 7u) / 8u) - 1), t->rows, t->cols,
         t->vrows, t->vcols, PTO_LAYOUT_ROW_MAJOR, t->mask},
        {PTO_TILE_NUMERIC, DT_U32, 128u << (mo_sc((uint64_t)t->rows * t->cols * 4u) - 1), 0, t->cols, t->vrows,
         t->vcols, PTO_LAYOUT_ROW_MAJOR, t->mask},
    };
    for (unsigned k = 0; k < 4; k++) {
        if (fz_below(r, 8) == 0) continue;
        d[k].rows = k != 2 ? derived_rows(d[k].capacity, d[k].cols, d[k].dtype) : d[k].rows;
        unsigned idx = fz_below(r, PTO_TILES);
        if (m->tiles[idx].allocated || pto_tile_configure(m, idx, &d[k]) != PTO_OK) continue;
        bool holes = fz_below(r, 8) == 0;
        for (unsigned pe = 0; pe < PTO_PES; pe++)
            if (d[k].mask & pe_bit(pe))
                for (uint32_t e = 0; e < d[k].rows * d[k].cols; e++)
                    if (!holes || fz_below(r, 32))
                        pto_tile_write(m, idx, pe, e, k == 3 ? 0 : fz_value(r, k < 2 ? bits : 1));
    }
}

/* The same change of state on both machines (ms[0], ms[1]), most often of
 * one of the operand tiles srcs[0, ns). */
static void memo_change(pto_machine *ms[2], fz_rng *r, const unsigned *srcs, unsigned ns)
{
    static const uint8_t dts[] = {DT_FP32, DT_TF32, DT_HF32, DT_FP16, DT_S32, DT_U16, DT_S8, DT_FP32};
    static const uint8_t masks[] = {0x8, 0x4, 0xC, 0xF};
    unsigned cand[PTO_TILES], nc = 0;
    for (unsigned i = 0; i < PTO_TILES; i++)
        if (ms[1]->tiles[i].allocated) cand[nc++] = i;
    unsigned t = ns && fz_below(r, 4) ? srcs[fz_below(r, ns)] : nc ? cand[fz_below(r, nc)] : fz_below(r, PTO_TILES);
    const tile *x = &ms[1]->tiles[t];
    static const uint8_t whats[16] = {0, 0, 1, 2, 2, 2, 3, 4, 5, 5, 6, 7, 8, 9, 10, 11};
    unsigned what = whats[fz_below(r, 16)], pe = fz_below(r, PTO_PES), reg = 2 + fz_below(r, 3);
    for (unsigned k = 0; k < 4 && x->allocated && fz_below(r, 4) && !(x->mask & pe_bit(pe)); k++)
        pe = fz_below(r, PTO_PES); /* most often a PE of the tile's mask */
    uint64_t v = fz_below(r, 4) == 0 ? 0 : fz_below(r, 4) == 0 ? 1 : fz_value(r, 64);
    /* an element of the valid region most often (where the checks read) */
    uint32_t e = 0;
    if (x->allocated && x->rows && x->cols) {
        if (fz_below(r, 4) && x->vrows && x->vcols) {
            uint32_t row = fz_below(r, x->vrows);
            e = row * x->cols + fz_below(r, x->vcols);
        } else {
            e = fz_below(r, x->rows * x->cols);
        }
    }
    pto_tile_desc d;
    memset(&d, 0, sizeof d); /* for a tile not allocated: a configure that fails */
    if (what == 2 && pto_tile_describe(ms[1], t, &d) == PTO_OK) {
        switch (fz_below(r, 6)) {
        case 5: d.capacity = d.capacity < 65536 ? d.capacity * 2 : d.capacity / 2; break;
        case 4: d.layout = PTO_LAYOUT_COL_MAJOR; break;
        case 0: d.valid_rows = d.valid_rows > 1 ? d.valid_rows - 1 : d.rows; break;
        case 1: d.valid_cols = d.valid_cols > 1 ? d.valid_cols - 1 : d.cols; break;
        case 2: { /* most often a type of the same width, which keeps the shape */
            static const uint8_t same[4][5] = {{DT_FP32, DT_TF32, DT_HF32, DT_S32, DT_U32},
                                               {DT_FP16, DT_BF16, DT_S16, DT_U16, DT_FP16},
                                               {DT_S8, DT_U8, DT_E4M3, DT_E5M2, DT_S8},
                                               {DT_FP64, DT_S64, DT_U64, DT_FP64, DT_S64}};
            unsigned w = pto_dtype_bits(d.dtype), row = w == 32 ? 0 : w == 16 ? 1 : w == 8 ? 2 : 3;
            d.dtype = fz_below(r, 4) ? same[row][fz_below(r, 5)] : dts[fz_below(r, sizeof dts)];
            break;
        }
        default: d.mask = masks[fz_below(r, sizeof masks)]; break;
        }
        if (d.kind == PTO_TILE_NUMERIC) d.rows = derived_rows(d.capacity, d.cols, d.dtype);
        if (d.valid_rows > d.rows) d.valid_rows = d.rows;
    }
    bool lint = fz_below(r, 2) != 0;
    pto_profile prof = fz_below(r, 2) ? PTO_PROFILE_IEEE : PTO_PROFILE_V0;
    for (unsigned k = 0; k < 2; k++) {
        pto_machine *m = ms[k];
        switch (what) {
        case 0: /* a scalar, or zero */
            for (unsigned q = 0; q < PTO_PES; q++) pto_gpr_write(m, q, reg, v);
            break;
        case 1: pto_tile_release(m, t); break;
        case 2: /* another descriptor at a source's index, every element written */
            pto_tile_release(m, t);
            if (pto_tile_configure(m, t, &d) == PTO_OK) {
                fz_rng w = {(uint32_t)(t * 2654435761u) ^ (uint32_t)v};
                for (unsigned q = 0; q < PTO_PES; q++)
                    if (d.mask & pe_bit(q))
                        for (uint32_t i = 0; i < d.rows * d.cols; i++)
                            pto_tile_write(m, t, q, i, fz_below(&w, 4) ? fz_value(&w, 64) & 0xFFFFF000u : fz_value(&w, 64));
            }
            break;
        case 3: pto_tile_set_defined(m, t, pe, e, false); break;
        case 4: pto_tile_set_defined(m, t, pe, e, true); break;
        case 5: /* a zero divisor, an invalid TF32 encoding, an index out of range: of the element's width */
            pto_tile_write(m, t, pe, e, v & dt_mask(x->kind == PTO_TILE_PREDICATE ? 1u : pto_dtype_bits(x->dtype)));
            break;
        case 6: pto_set_profile(m, prof); break;
        case 7: pto_set_lint(m, lint); break;
        case 8: /* the destinations of earlier rounds released */
            for (unsigned i = 0; i < 16; i++)
                if (pto_last_destination(m) >= 0) pto_tile_release(m, (unsigned)pto_last_destination(m));
            for (unsigned i = 0; i < PTO_TILES; i++)
                if (i != cand[0] && nc > 1 && i != cand[1] && m->tiles[i].allocated && fz_below(&(fz_rng){i + 7u}, 3) == 0)
                    pto_tile_release(m, i);
            break;
        case 9: { /* a hand with no free slot */
            pto_tile_desc f = {PTO_TILE_NUMERIC, DT_U8, 128, 0, 128, 1, 128, PTO_LAYOUT_ROW_MAJOR, 0x8};
            unsigned h = fz_below(&(fz_rng){(uint32_t)v | 1u}, 4);
            for (unsigned i = h * 16; i < h * 16 + 16; i++)
                if (!m->tiles[i].allocated) pto_tile_configure(m, i, &f);
            break;
        }
        case 10: { /* most of the budget in use */
            pto_tile_desc f = {PTO_TILE_NUMERIC, DT_U8, 65536, 0, 128, 512, 128, PTO_LAYOUT_ROW_MAJOR, 0xF};
            for (unsigned i = 48; i < 64; i++)
                if (!m->tiles[i].allocated && pto_tile_configure(m, i, &f) == PTO_OK) break;
            break;
        }
        default: pto_recover(m); break;
        }
    }
}

static unsigned memos_kept(const pto_machine *m)
{
    unsigned k = 0;
    for (unsigned i = 0; i < PLAN_CACHE; i++) k += m->plans[i].nbytes != 0 && m->plans[i].memo.valid;
    return k;
}

/* A memo's destination in a slot last configured with another shape of the
 * same capacity and element count (32x32 and 16x64 FP32, 4 KiB): the
 * replayed commit must give the slot the memo's shape.  Expected values
 * by hand: element i of both sources is i, so the sum is 2i. */
static void memo_reshapes_reused_slot(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    assert_non_null(m);
    unsigned dt = (unsigned)pto_dtype_code("FP32");
    uint64_t v[1024];
    for (unsigned i = 0; i < 1024; i++) {
        float f = (float)i;
        uint32_t u;
        memcpy(&u, &f, 4);
        v[i] = u;
    }
    pto_tile sq[2] = {pto_tile_make(dt, 32, 32), pto_tile_make(dt, 32, 32)};
    pto_tile wide[2] = {pto_tile_make(dt, 16, 64), pto_tile_make(dt, 16, 64)};
    for (unsigned k = 0; k < 2; k++) {
        assert_int_equal(pto_tile_create(m, &sq[k], v).status, PTO_OK);
        assert_int_equal(pto_tile_create(m, &wide[k], v).status, PTO_OK);
    }
    for (unsigned round = 0; round < 4; round++) {
        pto_tile d = pto_tile_make(dt, 32, 32);
        assert_int_equal(pto_tadd(m, &d, &sq[0], &sq[1]).status, PTO_OK);
        pto_tile_desc got;
        assert_int_equal(pto_tile_describe(m, (unsigned)d.index, &got), PTO_OK);
        assert_int_equal(got.rows, 32);
        assert_int_equal(got.cols, 32);
        assert_int_equal(pto_tile_release(m, (unsigned)d.index), PTO_OK);
        pto_tile e = pto_tile_make(dt, 16, 64);
        assert_int_equal(pto_tadd(m, &e, &wide[0], &wide[1]).status, PTO_OK);
        assert_int_equal(e.index, d.index); /* the same slot */
        assert_int_equal(pto_tile_describe(m, (unsigned)e.index, &got), PTO_OK);
        assert_int_equal(got.rows, 16);
        assert_int_equal(got.cols, 64);
        assert_int_equal(got.valid_rows, 16);
        assert_int_equal(got.valid_cols, 64);
        for (uint32_t i = 0; i < 1024; i += 97) {
            uint64_t x = 0;
            bool def = false;
            assert_int_equal(pto_tile_read(m, (unsigned)e.index, 0, i, &x, &def), PTO_OK);
            float f = (float)(2u * i);
            uint32_t u;
            memcpy(&u, &f, 4);
            assert_true(def);
            assert_int_equal(x, u);
        }
        assert_int_equal(pto_tile_release(m, (unsigned)e.index), PTO_OK);
    }
    pto_destroy(m);
}

/* The memo's compare way (KWAY_CMP, memo.h): a TCMPS or TCMP called again
 * through tile.h commits through the memo, which calls the compare kernel
 * itself.  Each call must give the predicate bits and the flags the first
 * (the family's execute) gave: bit i = (a_i > 0) for TCMPS GT (a NaN
 * compares false), a_i < b_i for TCMP LT, NV exactly when an operand is a
 * signalling NaN (D6), nothing else; derived by hand from the definitions
 * on small integers. */
/* The plans of handler h whose memo takes kernel way `way`. */
static unsigned memos_taking(const pto_machine *m, unsigned h, unsigned way)
{
    unsigned k = 0;
    for (unsigned i = 0; i < PLAN_CACHE; i++) {
        const bundle_plan *pl = &m->plans[i];
        k += pl->nbytes && pl->memo.valid && pl->header.op->handler == h && pl->memo.way == way;
    }
    return k;
}
static uint64_t f32_bits(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}
static void compare_memo_way(void **state)
{
    (void)state;
    enum { N = 64 };
    for (unsigned nan = 0; nan < 3; nan++) { /* none, a quiet NaN, a signalling NaN */
        pto_machine *m = pto_create();
        assert_non_null(m);
        pto_tile a = pto_tile_make(pto_dtype_code("FP32"), 2, 32), b = a, tmpl = a;
        a.hand = b.hand = 1;
        uint64_t va[N], vb[N];
        uint8_t want_gt[N / 8] = {0}, want_lt[N / 8] = {0};
        for (unsigned i = 0; i < N; i++) {
            int x = (int)(i * 7u % 23u) - 11, y = (int)(i * 5u % 19u) - 9;
            va[i] = f32_bits((float)x);
            vb[i] = f32_bits((float)y);
            if (x > 0) want_gt[i / 8] |= (uint8_t)(1u << (i % 8));
            if (x < y) want_lt[i / 8] |= (uint8_t)(1u << (i % 8));
        }
        if (nan) { /* element 13 of a, element 40 of b: NaN, so neither compare holds there */
            va[13] = nan == 1 ? 0x7FC00000u : 0x7F800001u;
            vb[40] = nan == 1 ? 0xFFC00001u : 0xFF800002u;
            want_gt[13 / 8] &= (uint8_t)~(1u << (13 % 8));
            want_lt[13 / 8] &= (uint8_t)~(1u << (13 % 8));
            want_lt[40 / 8] &= (uint8_t)~(1u << (40 % 8));
        }
        assert_int_equal(pto_tile_create(m, &a, va).status, PTO_OK);
        assert_int_equal(pto_tile_create(m, &b, vb).status, PTO_OK);
        for (unsigned round = 0; round < 4; round++) {
            for (unsigned op = 0; op < 2; op++) {
                pto_clear_flags(m);
                pto_tile d = tmpl;
                pto_result r = op == 0 ? pto_tcmps_raw(m, &d, &a, 0, PTO_CMP_GT) : pto_tcmp(m, &d, &a, &b, PTO_CMP_LT);
                assert_int_equal(r.status, PTO_OK);
                const uint8_t *p;
                size_t len;
                assert_int_equal(pto_tile_payload(m, (unsigned)d.index, 0, &p, &len), PTO_OK);
                assert_true(len >= N / 8);
                assert_memory_equal(p, op == 0 ? want_gt : want_lt, N / 8);
                /* TCMPS reads only a's NaN; TCMP both */
                unsigned nv = nan == 2 ? (unsigned)PTO_FLAG_NV : 0u;
                assert_int_equal(pto_flags(m), nv);
                assert_int_equal(pto_tile_release(m, (unsigned)d.index), PTO_OK);
            }
        }
        /* both calls' plans keep a memo that takes the compare way */
        assert_int_equal(memos_taking(m, H_CMPS, KWAY_CMP) + memos_taking(m, H_CMP, KWAY_CMP), 2);
        pto_destroy(m);
    }
}

/* The memo's unary way (KWAY_UNARY): TABS, TNEG and TRELU called again
 * through tile.h commit through the memo, which runs kern_unary_run
 * itself.  Every call must give what the first (the family's execute)
 * gave, derived by hand from the rules: ABS clears the sign bit and NEG
 * flips it (a NaN's payload kept), RELU gives +0 for every value with the
 * sign bit set (-0 included) and the canonical NaN 0x7FC00000 for a NaN,
 * and raises NV for a signalling NaN alone. */
static void unary_memo_way(void **state)
{
    (void)state;
    enum { N = 64 };
    for (unsigned nan = 0; nan < 3; nan++) { /* none, a quiet NaN, a signalling NaN */
        pto_machine *m = pto_create();
        assert_non_null(m);
        pto_tile a = pto_tile_make(pto_dtype_code("FP32"), 2, 32), tmpl = a;
        a.hand = 1;
        uint64_t va[N];
        for (unsigned i = 0; i < N; i++) va[i] = f32_bits((float)((int)(i * 7u % 23u) - 11));
        va[3] = 0x80000000u; /* -0 */
        if (nan) va[9] = nan == 1 ? 0xFFC00001u : 0x7F800001u;
        assert_int_equal(pto_tile_create(m, &a, va).status, PTO_OK);
        for (unsigned round = 0; round < 4; round++) {
            for (unsigned op = 0; op < 3; op++) {
                pto_clear_flags(m);
                pto_tile d = tmpl;
                pto_result r = op == 0 ? pto_tabs(m, &d, &a) : op == 1 ? pto_tneg(m, &d, &a) : pto_trelu(m, &d, &a);
                assert_int_equal(r.status, PTO_OK);
                uint64_t got[N];
                int all_defined = 0;
                assert_int_equal(pto_tile_get(m, &d, got, N, &all_defined), PTO_OK);
                assert_true(all_defined);
                for (unsigned i = 0; i < N; i++) {
                    uint64_t x = va[i], want;
                    bool isnan = (x & 0x7FFFFFFFu) > 0x7F800000u;
                    if (op == 0) want = x & 0x7FFFFFFFu;
                    else if (op == 1) want = x ^ 0x80000000u;
                    else want = isnan ? 0x7FC00000u : (x & 0x80000000u) ? 0 : x;
                    assert_int_equal(got[i], want);
                }
                assert_int_equal(pto_flags(m), op == 2 && nan == 2 ? (unsigned)PTO_FLAG_NV : 0u);
                assert_int_equal(pto_tile_release(m, (unsigned)d.index), PTO_OK);
            }
        }
        assert_int_equal(memos_taking(m, H_UNARY, KWAY_UNARY), 3);
        pto_destroy(m);
    }
}

/* The calls of a kernel loop through tile.h keep their words and plans
 * apart: TLOAD, TLOAD, TADD, TSTORE and TSELS again and again plan each
 * bundle once (they shared one plan slot and planned each other's away at
 * every call before).  Results derived by hand: row b = 2 * row a (small
 * integers, exact), so a + b = 3i and TSELS of a mask from a > 7 gives i or
 * -1. */
static void tile_calls_keep_their_plans(void **state)
{
    (void)state;
    enum { N = 32 };
    pto_machine *m = pto_create();
    assert_non_null(m);
    float a[N], b[N];
    for (unsigned i = 0; i < N; i++) a[i] = (float)i, b[i] = 2.0f * (float)i;
    assert_int_equal(pto_mem_write(m, 0x1000, a, sizeof a), PTO_OK);
    assert_int_equal(pto_mem_write(m, 0x1080, b, sizeof b), PTO_OK);
    pto_tile t = pto_tile_make(pto_dtype_code("FP32"), 1, N);
    uint64_t kept = 0;
    for (unsigned it = 0; it < 4; it++) {
        pto_tile x = t, y = t, z = t, k = t, s = t;
        assert_int_equal(pto_tload(m, &x, 0x1000, 0).status, PTO_OK);
        assert_int_equal(pto_tload(m, &y, 0x1080, 0).status, PTO_OK);
        assert_int_equal(pto_tadd(m, &z, &x, &y).status, PTO_OK);
        assert_int_equal(pto_tstore(m, &z, 0x2000, 0).status, PTO_OK);
        assert_int_equal(pto_tcmps(m, &k, &x, 7.0f, PTO_CMP_GT).status, PTO_OK);
        assert_int_equal(pto_tsels(m, &s, &k, &x, -1.0f).status, PTO_OK);
        assert_int_equal(pto_tstore(m, &s, 0x2080, 0).status, PTO_OK);
        float sum[N], sel[N];
        assert_int_equal(pto_mem_read(m, 0x2000, sum, sizeof sum), PTO_OK);
        assert_int_equal(pto_mem_read(m, 0x2080, sel, sizeof sel), PTO_OK);
        for (unsigned i = 0; i < N; i++) {
            assert_true(sum[i] == 3.0f * (float)i);
            assert_true(sel[i] == (i > 7 ? (float)i : -1.0f));
        }
        const pto_tile *h[5] = {&x, &y, &z, &k, &s};
        for (unsigned j = 0; j < 5; j++) assert_int_equal(pto_tile_release(m, (unsigned)h[j]->index), PTO_OK);
        if (it == 0) kept = m->plans_kept;
        else assert_int_equal(m->plans_kept, kept); /* no bundle planned again */
    }
    assert_true(kept >= 6); /* one plan for each distinct bundle */
    pto_destroy(m);
}

/* The TLSU calls (TLOAD, TSTORE, TMOV, TSEL) keep their words by their
 * inputs: a random sequence of them, with types, shapes, hands, pads, PE
 * masks, addresses and strides varied one call to the next, gives the same
 * statuses, fault kinds, tiles (values and definedness) and memory as a
 * twin that forgets every kept entry before each call and so builds every
 * call's words anew. */
/* The memo of a TLOAD and of a TSTORE (memo.h: their probes run again on
 * each commit's addresses).  Each call is made on m, whose plans hold the
 * memos after the first round, and on a twin whose plans are emptied
 * before every call, so that it takes the whole pipeline: the two must
 * agree on the status, the fault record, the error, the tile counts and
 * memory.  By hand: the values at 0x1000 are i; 0x1002 is not aligned
 * for FP32 (DataAlignment at 0x1002); 0xFFFFFFC0 + 128 bytes runs past the
 * default 2^32-byte memory (DataPage at 0x100000000, its first byte
 * outside); an undefined source element is TileLegality with nothing
 * stored. */
static void same_fault(const pto_fault_info *a, const pto_fault_info *b)
{
    assert_int_equal(a->kind, b->kind);
    assert_int_equal(a->trap, b->trap);
    assert_true(a->pc == b->pc && a->has_addr == b->has_addr && a->addr == b->addr && a->cause == b->cause);
    assert_true((a->rule == NULL) == (b->rule == NULL));
    if (a->rule) assert_string_equal(a->rule, b->rule);
}
static void tlsu_memo_probes_again(void **state)
{
    (void)state;
    enum { N = 32 };
    pto_machine *ms[2] = {pto_create(), pto_create()};
    assert_non_null(ms[0]);
    assert_non_null(ms[1]);
    float v[N];
    for (unsigned i = 0; i < N; i++) v[i] = (float)i;
    for (unsigned k = 0; k < 2; k++) assert_int_equal(pto_mem_write(ms[k], 0x1000, v, sizeof v), PTO_OK);
    const pto_tile t = pto_tile_make(pto_dtype_code("FP32"), 1, N);
    static const uint64_t loads[] = {0x1000, 0x1000, 0x1002, 0x1000, 0xFFFFFFC0u, 0x1000};
    static const pto_fault_kind load_faults[] = {PTO_FAULT_NONE, PTO_FAULT_NONE, PTO_FAULT_DATA_ALIGNMENT,
                                                 PTO_FAULT_NONE, PTO_FAULT_DATA_PAGE, PTO_FAULT_NONE};
    static const uint64_t load_addrs[] = {0, 0, 0x1002, 0, 0x100000000u, 0};
    pto_tile kept[2] = {t, t};
    for (unsigned call = 0; call < 6; call++) {
        pto_result res[2];
        pto_tile d[2] = {t, t};
        for (unsigned k = 0; k < 2; k++) {
            if (k == 1) memset(ms[1]->plans, 0, sizeof ms[1]->plans);
            res[k] = pto_tload(ms[k], &d[k], loads[call], 0);
        }
        assert_int_equal(res[0].status, load_faults[call] ? PTO_FAULT : PTO_OK);
        assert_int_equal(res[0].fault.kind, load_faults[call]);
        if (load_faults[call]) assert_true(res[0].fault.has_addr && res[0].fault.addr == load_addrs[call]);
        assert_int_equal(res[1].status, res[0].status);
        same_fault(&res[1].fault, &res[0].fault);
        assert_string_equal(pto_last_error(ms[0]), pto_last_error(ms[1]));
        for (unsigned k = 0; k < 2; k++) {
            if (res[k].status == PTO_FAULT) pto_recover(ms[k]);
            else kept[k] = d[k];
        }
        assert_int_equal(pto_tiles_census(ms[0])->ended, pto_tiles_census(ms[1])->ended);
        assert_true(pto_tiles_census(ms[0])->slots == pto_tiles_census(ms[1])->slots);
        if (res[0].status == PTO_OK && call + 1 < 6) /* the next call loads again */
            for (unsigned k = 0; k < 2; k++) assert_int_equal(pto_tile_release(ms[k], (unsigned)d[k].index), PTO_OK);
    }
    assert_int_equal(memos_taking(ms[0], H_TLOAD, KWAY_NONE), 1);
    uint64_t got[N];
    int all = 0;
    assert_int_equal(pto_tile_get(ms[0], &kept[0], got, N, &all), PTO_OK);
    assert_true(all);
    for (unsigned i = 0; i < N; i++) assert_true(got[i] == f32_bits((float)i));
    /* TSTORE: twice, then past the memory's end, then with an undefined source element */
    for (unsigned call = 0; call < 4; call++) {
        if (call == 3)
            for (unsigned k = 0; k < 2; k++)
                assert_int_equal(pto_tile_set_defined(ms[k], (unsigned)kept[k].index, 0, 5, false), PTO_OK);
        uint64_t at = call == 2 ? 0xFFFFFFC0u : 0x2000;
        pto_result res[2];
        for (unsigned k = 0; k < 2; k++) {
            if (k == 1) memset(ms[1]->plans, 0, sizeof ms[1]->plans);
            res[k] = pto_tstore(ms[k], &kept[k], at, 0);
        }
        pto_fault_kind want = call == 2 ? PTO_FAULT_DATA_PAGE : call == 3 ? PTO_FAULT_TILE_LEGALITY : PTO_FAULT_NONE;
        assert_int_equal(res[0].fault.kind, want);
        if (call == 2) assert_true(res[0].fault.addr == 0x100000000u);
        assert_int_equal(res[1].status, res[0].status);
        same_fault(&res[1].fault, &res[0].fault);
        assert_string_equal(pto_last_error(ms[0]), pto_last_error(ms[1]));
        for (unsigned k = 0; k < 2; k++)
            if (res[k].status == PTO_FAULT) pto_recover(ms[k]);
        if (call == 1) assert_int_equal(memos_taking(ms[0], H_TSTORE, KWAY_NONE), 1);
        float back[2][N];
        for (unsigned k = 0; k < 2; k++) assert_int_equal(pto_mem_read(ms[k], 0x2000, back[k], sizeof back[k]), PTO_OK);
        assert_memory_equal(back[0], back[1], sizeof back[0]);
        for (unsigned i = 0; i < N; i++) assert_true(back[0][i] == (float)i);
        float tail[2][16];
        for (unsigned k = 0; k < 2; k++) assert_int_equal(pto_mem_read(ms[k], 0xFFFFFFC0u, tail[k], sizeof tail[k]), PTO_OK);
        for (unsigned i = 0; i < 16; i++) assert_true(tail[0][i] == 0.0f && tail[1][i] == 0.0f); /* nothing stored */
    }
    pto_destroy(ms[0]);
    pto_destroy(ms[1]);
}

static void tlsu_kept_words_match_fresh(void **state)
{
    (void)state;
    fz_rng r = {20261207u};
    pto_machine *ms[2] = {pto_create(), pto_create()};
    assert_non_null(ms[0]);
    assert_non_null(ms[1]);
    uint8_t init[4096];
    for (size_t i = 0; i < sizeof init; i++) init[i] = (uint8_t)fz_next(&r);
    for (unsigned k = 0; k < 2; k++) assert_int_equal(pto_mem_write(ms[k], 0x8000, init, sizeof init), PTO_OK);
    static const char *const types[3] = {"FP32", "S16", "U8"};
    pto_tile live[8];
    unsigned nlive = 0, calls = 0, kept = 0;
    for (unsigned step = 0; step < 3000; step++) {
        for (unsigned i = 0; i < API_BUNDLES; i++) ms[1]->api[i].len = 0; /* empty: its key and record stay */
        unsigned op = fz_below(&r, 5);
        unsigned dt = pto_dtype_code(types[fz_below(&r, 3)]), rows = 1u + fz_below(&r, 3);
        pto_tile d = pto_tile_make(dt, rows, 32u << fz_below(&r, 2));
        d.hand = fz_below(&r, 4);
        d.pad = (pto_pad)fz_below(&r, 4);
        d.mask = fz_below(&r, 4) == 0 ? 0xFu : 0u;
        if (fz_below(&r, 3) == 0) d.valid_cols = 1u + fz_below(&r, d.cols);
        uint64_t addr = 0x8000 + 64u * fz_below(&r, 16), stride = fz_below(&r, 2) ? 0 : 256u;
        pto_tile ds[2] = {d, d};
        pto_result res[2];
        const pto_tile *src = nlive ? &live[fz_below(&r, nlive)] : NULL;
        for (unsigned k = 0; k < 2; k++) {
            if (op <= 1 || !src) res[k] = pto_tload(ms[k], &ds[k], addr, stride);
            else if (op == 2) res[k] = pto_tstore(ms[k], src, addr + 0x400, stride);
            else if (op == 3) res[k] = pto_tmov(ms[k], &ds[k], src);
            else res[k] = pto_tsel(ms[k], &ds[k], src, src, src); /* a numeric mask: refused in both */
            if (res[k].status == PTO_FAULT) pto_recover(ms[k]);
        }
        calls++;
        assert_int_equal(res[0].status, res[1].status);
        assert_int_equal(res[0].fault.kind, res[1].fault.kind);
        assert_int_equal(ds[0].index, ds[1].index);
        bool made = res[0].status == PTO_OK && (op <= 1 || !src || op == 3);
        if (made && nlive < 8) live[nlive++] = ds[0];
        else if (made)
            for (unsigned k = 0; k < 2; k++) assert_int_equal(pto_tile_release(ms[k], (unsigned)ds[k].index), PTO_OK);
        if (nlive && fz_below(&r, 4) == 0) { /* a release */
            unsigned j = fz_below(&r, nlive);
            for (unsigned k = 0; k < 2; k++) assert_int_equal(pto_tile_release(ms[k], (unsigned)live[j].index), PTO_OK);
            live[j] = live[--nlive];
        }
        for (unsigned j = 0; j < nlive; j++) {
            uint64_t v[2][4 * 128];
            int def[2];
            for (unsigned k = 0; k < 2; k++)
                assert_int_equal(pto_tile_get(ms[k], &live[j], v[k], 4 * 128, &def[k]), PTO_OK);
            assert_int_equal(def[0], def[1]);
            assert_memory_equal(v[0], v[1], (size_t)live[j].valid_rows * live[j].valid_cols * 8);
        }
        uint8_t g[2][4096];
        for (unsigned k = 0; k < 2; k++) assert_int_equal(pto_mem_read(ms[k], 0x8000, g[k], sizeof g[k]), PTO_OK);
        assert_memory_equal(g[0], g[1], sizeof g[0]);
        kept += res[0].status == PTO_OK;
    }
    print_message("%u TLSU calls, %u completed\n", calls, kept);
    assert_true(kept > 1000);
    pto_destroy(ms[0]);
    pto_destroy(ms[1]);
}

static void memo_replay_matches_stepping(void **state)
{
    (void)state;
    fz_rng r = {20261201u};
    pto_machine *ms[2] = {pto_create(), pto_create()};
    assert_non_null(ms[0]);
    assert_non_null(ms[1]);
    unsigned long memos = 0, by_handler[H_COUNT] = {0}, by_way[KWAY_UNARY + 1] = {0};
    for (unsigned seq = 0; seq < 6000 && failures < 5; seq++) {
        fz_rng r2 = r;
        memo_setup(ms[0], &r);
        memo_setup(ms[1], &r2);
        unsigned srcs[PTO_TILES], ns = 0;
        for (unsigned i = 0; i < PTO_TILES; i++)
            if (ms[1]->tiles[i].allocated) srcs[ns++] = i;
        uint8_t code[512];
        size_t len = 0;
        unsigned nb = 1 + fz_below(&r, 3);
        for (unsigned k = 0; k < nb; k++) len += memo_bundle(ms[1], &r, code + len);
        for (unsigned round = 0; round < 10; round++) {
            round_twins(ms[0], ms[1], code, len, 0, seq, round);
            /* lint warnings too: a memo is not kept or used with lint on */
            bool lint_same = pto_lint_count(ms[0]) == pto_lint_count(ms[1]);
            for (size_t i = 0; lint_same && i < pto_lint_count(ms[0]); i++)
                lint_same = !strcmp(pto_lint_message(ms[0], i), pto_lint_message(ms[1], i));
            if (!lint_same && failures++ < 5) print_message("sequence %u round %u: lint warnings differ\n", seq, round);
            memos += memos_kept(ms[1]);
            for (unsigned i = 0; i < PLAN_CACHE; i++)
                if (ms[1]->plans[i].nbytes && ms[1]->plans[i].memo.valid) {
                    by_handler[ms[1]->plans[i].header.op->handler]++;
                    by_way[ms[1]->plans[i].memo.way]++;
                }
            /* the unchanged state again (the memo holds), then a change */
            if (round % 2 == 1) memo_change(ms, &r, srcs, ns);
        }
    }
    print_message("memos: %lu kept over the rounds\n", memos);
    pto_destroy(ms[0]);
    pto_destroy(ms[1]);
    assert_int_equal(failures, 0);
    assert_true(memos > 10000);
    /* every family that opts in keeps memos here (op_family.memo) */
    static const unsigned opted[] = {H_BINARY, H_SCALAR, H_CMPS, H_CMP, H_FILL, H_UNARY, H_UNARY_SFU, H_REDUCE,
                                     H_EXPAND, H_EXPAND_COPY, H_CVT, H_SELS, H_SEL, H_FMA, H_PARTIAL, H_TFILLPAD,
                                     H_TCONCAT, H_TEXTRACT, H_TINSERT, H_TTRANS};
    for (unsigned i = 0; i < sizeof opted / sizeof opted[0]; i++) {
        print_message("  %s: %lu\n", op_families[opted[i]]->handler, by_handler[opted[i]]);
        assert_true(by_handler[opted[i]] >= 50);
    }
    /* and the kernel ways a memo commit takes itself (memo.h) that these
     * bundles reach often (test_fastpaths and test_num_bundles prove the
     * float ones): the replays above went through them wherever the kernel
     * served */
    for (unsigned w = KWAY_INT; w <= KWAY_UNARY; w++) print_message("  way %u: %lu\n", w, by_way[w]);
    assert_true(by_way[KWAY_INT] >= 50 && by_way[KWAY_FILL] >= 50 && by_way[KWAY_CMP] >= 50 &&
                by_way[KWAY_UNARY] >= 50);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(memo_reshapes_reused_slot),
        cmocka_unit_test(compare_memo_way),
        cmocka_unit_test(unary_memo_way),
        cmocka_unit_test(tile_calls_keep_their_plans),
        cmocka_unit_test(tlsu_memo_probes_again),
        cmocka_unit_test(tlsu_kept_words_match_fresh),
        cmocka_unit_test(replay_matches_stepping),
        cmocka_unit_test(memo_replay_matches_stepping),
        cmocka_unit_test(replay_reads_gpr_bounds),
        cmocka_unit_test(replay_respects_step_limit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
