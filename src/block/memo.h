/* Commit memos (commit_memo in core.h): the checks a replayed plan's
 * commit can skip while their inputs are as they were, and the commit
 * through a memo that holds.  Inline: machine.c's two replays (pto_run's
 * plans, and the tile API's known calls) each take it into their frame. */
#ifndef PTOSIM_BLOCK_MEMO_H
#define PTOSIM_BLOCK_MEMO_H

#include <string.h>

#include "core.h"
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

/* memo_source_of(m, bound, idx, mask) equals s, without building it. */
static inline bool memo_source_holds(const pto_machine *m, const memo_source *s, bool bound, unsigned idx,
                                     unsigned mask)
{
    if (!bound) return !s->bound;
    const tile *t = &m->tiles[idx];
    uint64_t w[3];
    memo_words(t, w);
    return s->bound && ((w[0] ^ s->words[0]) & MEMO_HEAD) == 0 && w[1] == s->words[1] && w[2] == s->words[2] &&
           t->vcols == s->vcols &&
           tile_contents_defined_raw(t, mask) == s->defined;
}

/* The commit of a replayed plan with header h through its memo: when the
 * memo holds and the destination finds a slot and room, the same effects
 * as the pipeline's (the allocation, the kernels, the flags, the last
 * destination, StopBundleAt) and true; else false, nothing changed. */
static inline bool engine_commit_memo(pto_machine *m, const block_state *h, const commit_memo *mo, uint64_t pc,
                                      unsigned len)
{
    if (!mo->valid || mo->profile != m->profile || m->naming != PTO_NAMING_FLAT || m->lint) return false;
    const tile_binding *v = &mo->view;
    if (!memo_source_holds(m, &mo->src[0], v->s0_valid, v->s0, v->mask) ||
        !memo_source_holds(m, &mo->src[1], v->s1_valid, v->s1, v->mask) ||
        !memo_source_holds(m, &mo->src[2], mo->src[2].bound, mo->s2, v->mask))
        return false;
    /* C12: a free slot of the hand and room in the budget (a failure is
     * left to the pipeline, which faults in its own order) */
    int slot = tile_free_in_hand(m, v->hand); /* flat naming: the lowest free slot of the hand */
    uint32_t cap;
    memcpy(&cap, mo->head + offsetof(tile, capacity), 4);
    if (slot < 0 || !tile_budget_allows(m, v->mask, cap) || !tile_setup_head(m, (unsigned)slot, mo->head))
        return false;
    tile *dst = &m->tiles[slot];
    op_ctx ctx = {m, h, h->op, v, NULL};
    m->flags |= op_family_of(h->op)->execute(&ctx, dst); /* C15 */
    m->last_dest = (int16_t)tile_name_of_slot(m, (unsigned)slot);
    /* StopBundleAt (no B.CATR): the block was never opened, and an inactive
     * block holds no header state (tile/invariants.c), so it is clear */
    m->bpc = 0;
    m->tpc = pc + len;
    return true;
}

#endif
