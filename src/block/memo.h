/* Commit memos (commit_memo in core.h): the checks a replayed plan's
 * commit can skip while their inputs are as they were, and the commit
 * through a memo that holds.  Inline: machine.c's two replays (pto_run's
 * plans, and the tile API's known calls) each take it into their frame. */
#ifndef PTOSIM_BLOCK_MEMO_H
#define PTOSIM_BLOCK_MEMO_H

#include <string.h>

#include "core.h"
#include "kern/fast.h"
#include "num/num.h"
#include "ops/ops.h"

/* The descriptor words of tile t as memo_source holds them, but for the
 * eighth byte of the first, padding, which MEMO_HEAD masks off. */
#define MEMO_HEAD 0x00FFFFFFFFFFFFFFu
static inline void memo_words(const tile *t, uint64_t w[3])
{
    memcpy(&w[0], t, 8);
    memcpy(&w[1], &t->capacity, 8);
    memcpy(&w[2], &t->cols, 8);
}

/* memo_source_of(m, s->bound, idx, mask) equals s, without building it
 * (memo_keep made s with the memo's own binding of the source, so s->bound
 * is whether the source is bound). */
static inline bool memo_source_holds(const pto_machine *m, const memo_source *s, unsigned idx, unsigned mask)
{
    if (!s->bound) return true;
    const tile *t = &m->tiles[idx];
    uint64_t w[3];
    memo_words(t, w);
    return ((w[0] ^ s->words[0]) & MEMO_HEAD) == 0 && w[1] == s->words[1] && w[2] == s->words[2] &&
           t->vcols == s->vcols && tile_contents_defined_raw(t, mask) == s->defined;
}

/* A KWAY_FLAGS kernel call as the family's execute makes it, for one PE of
 * a bundle of total elements, after the checked way declined: its flags,
 * or FAST_DECLINED where the kernel declines.  A host environment of its own:
 * a bundle on several PEs may switch MXCSR once for each, with the same
 * results and flags.  Out of line, so that the checked way's frame stays
 * small. */
static __attribute__((noinline, unused)) unsigned memo_flags_call(pto_machine *m, unsigned dt, unsigned eop,
                                                                 uint8_t *d, const uint8_t *a, const uint8_t *b,
                                                                 uint64_t s, size_t n, size_t total)
{
    fast_fenv env;
    ops_fenv_init(m, &env, total);
    unsigned f = 0;
    bool done = fast_float_binary_env(dt, eop, d, a, b, s, n, &f, &env);
    f |= fast_fenv_leave(&env);
    return done ? f : FAST_DECLINED;
}

/* C15 through the memo's kernel way (commit_memo.way) on every PE: what
 * the family's execute would do there without its layers (the results,
 * and the definedness kern_pad_numeric or kern_pad_predicate gives a
 * destination without padding elements), the flags (KWAY_FLAGS: the
 * checked way's, else those of the execute's own kernel call,
 * memo_flags_call; KWAY_CMP: NV; KWAY_UNARY: the loop's; or'd into the
 * machine's once every PE's kernel has served), and true; false when a
 * kernel declines (then the execute, which takes the same way, runs the
 * whole commit: it writes the destination whole, and the checked way left
 * the skip count as the execute's own try would). */
static inline __attribute__((always_inline)) bool memo_commit_way(pto_machine *m, const commit_memo *mo, tile *dst)
{
    unsigned raised = 0;
    for (unsigned left = mo->view.mask & 0xFu; left;) { /* the participating PEs, PE0 first */
        unsigned pe = pe_of_high_bit(left);
        left &= ~pe_bit(pe);
        /* each operand read here, for this PE's kernel, from the memo (a
         * field of the header or of the destination just set up would be
         * one more load to wait for): values kept across the kernel call
         * would be stored to the stack and read back, and after a large
         * kernel every such store waits for the kernel's */
        const tile_binding *v = &mo->view;
        unsigned dt = mo->way_dt, bits = mo->way_bits, eop = mo->way_eop;
        size_t n = mo->way_n;
        uint8_t *d = dst->data[pe];
        uint64_t s = (mo->way_rs ? m->gpr[pe][mo->way_rs] : 0) & dt_mask(bits); /* ops_pe_scalar */
        bool done;
        if (mo->way == KWAY_FILL) {
            fast_fill(d, s, bits / 8u, n);
            done = true;
        } else {
            /* the closed schemas bind two sources for kern_binary and TCMP,
             * one for kern_scalar, TCMPS and kern_unary (which pass no b) */
            const uint8_t *a = m->tiles[v->s0].data[pe], *b = v->s1_valid ? m->tiles[v->s1].data[pe] : NULL;
            if (mo->way == KWAY_CMP) {
                /* kern_cmps over the whole predicate tile (the source's
                 * geometry); the family keeps the kernel's NV alone (D6) */
                unsigned f = 0;
                done = fast_cmp(dt, mo->way_cmode, d, a, b, s, n, &f);
                raised |= f & NUM_NV;
            } else if (mo->way == KWAY_UNARY) {
                raised |= kern_unary_run(dt, eop, d, a, n); /* the family keeps its flags */
                done = true;
            } else if (mo->way == KWAY_INT) {
                done = fast_int_binary(bits, eop, pto_dtypes[dt].cls == DTC_S, d, a, b, s, n);
            } else if (mo->way == KWAY_RN) {
                done = fast_float_rn(dt, eop, d, a, b, s, n);
            } else {
                size_t total = n * pe_count(v->mask);
                unsigned f = fast_float_rn_held(dt, eop, d, a, b, s, n, total, m->flags, &m->rn_skip);
                if (f == FAST_DECLINED) f = memo_flags_call(m, dt, eop, d, a, b, s, n, total);
                done = f != FAST_DECLINED;
                raised |= f;
            }
        }
        if (!done) return false;
        tile_def_after_op(dst, pe, mo->way_pad_defined);
    }
    if (raised) m->flags |= raised; /* no store (and no wait for the last one) without a flag */
    return true;
}

/* The memory probes of a TLOAD or TSTORE on this commit's addresses
 * (op_family.preflight) pass, with the destination the memo's head
 * describes; a probe reads only the descriptor (its shape and type). */
static __attribute__((noinline, unused)) bool memo_access_ok(pto_machine *m, const block_state *h,
                                                            const commit_memo *mo)
{
    tile shape;
    memcpy(&shape, mo->head, TILE_HEAD);
    op_ctx ctx = {m, h, h->op, &mo->view, NULL};
    uint64_t addr = 0;
    op_why w;
    return op_family_of(h->op)->preflight(&ctx, mo->dest ? &shape : NULL, &addr, &w) == 0;
}

/* The commit of a replayed plan with header h through its memo: when the
 * memo holds, the destination finds a slot and room and the memory probes
 * pass, the same effects as the pipeline's (the allocation, the kernels,
 * the flags, the last destination, StopBundleAt) and the last destination
 * (-1: none); else MEMO_MISSED,
 * nothing changed (a failure is left to the pipeline, which faults in its
 * own order; a probe changes nothing unless all pass, when a store's pages
 * are prepared, as the pipeline prepares them). */
static inline __attribute__((always_inline)) int engine_commit_memo(pto_machine *m, const block_state *h,
                                                                    const commit_memo *mo, uint64_t pc, unsigned len)
{
    if (!mo->valid || mo->profile != m->profile || m->naming != PTO_NAMING_FLAT || m->lint) return MEMO_MISSED;
    const tile_binding *v = &mo->view;
    if (!memo_source_holds(m, &mo->src[0], v->s0, v->mask) || !memo_source_holds(m, &mo->src[1], v->s1, v->mask) ||
        !memo_source_holds(m, &mo->src[2], mo->s2, v->mask))
        return MEMO_MISSED;
    /* C12: a free slot of the hand and room in the budget */
    int slot = -1;
    if (mo->dest) {
        slot = tile_free_in_hand(m, v->hand); /* flat naming: the lowest free slot of the hand */
        uint32_t cap;
        memcpy(&cap, mo->head + offsetof(tile, capacity), 4);
        if (slot < 0 || !tile_budget_allows(m, v->mask, cap)) return MEMO_MISSED;
    }
    /* after C14: the probes, before any effect (they read the destination's
     * descriptor only, so they need no allocation) */
    if (mo->access && !memo_access_ok(m, h, mo)) return MEMO_MISSED;
    if (mo->dest && !tile_setup_head(m, (unsigned)slot, mo->head)) return MEMO_MISSED;
    tile *dst = mo->dest ? &m->tiles[slot] : NULL;
    if (!mo->way || !memo_commit_way(m, mo, dst)) {
        op_ctx ctx = {m, h, h->op, v, NULL};
        m->flags |= op_family_of(h->op)->execute(&ctx, dst); /* C15 */
    }
    int dest = dst ? slot : -1; /* flat naming: a slot's name is its index */
    m->last_dest = (int16_t)dest;
    /* StopBundleAt (no B.CATR): the block was never opened, and an inactive
     * block holds no header state (tile/invariants.c), so it is clear */
    m->bpc = 0;
    m->tpc = pc + len;
    return dest;
}

#endif
