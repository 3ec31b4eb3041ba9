/* Tile naming (decisions D17).  In flat naming a tile name is its slot.  In
 * queue naming each hand is a queue of up to 16 live entries, #1 the
 * newest (ADR-0076's relative Local Tile queue); entry k of hand h is slot
 * qorder[h][k], any of the slots 0..TILE_SPARE (the 64 and two spares).  The commit resolves its
 * bindings' source selectors against the queues as they stand (sources
 * were named before the push), allocates the destination in a free slot,
 * and pushes it only once the block has committed: the hand's oldest entry
 * of a full hand is released then, so a fault leaves the queues as they
 * were. */
#include <string.h>

#include "core.h"

int tile_slot_queued(const pto_machine *m, unsigned name)
{
    unsigned h = name / 16u, k = name % 16u;
    return k < m->qlen[h] ? m->qorder[h][k] : -1;
}

int tile_name_of_slot_queued(const pto_machine *m, unsigned slot)
{
    for (unsigned h = 0; h < 4; h++)
        for (unsigned k = 0; k < m->qlen[h]; k++)
            if (m->qorder[h][k] == slot) return (int)(h * 16u + k);
    return -1;
}

unsigned naming_source(const pto_machine *m, unsigned sel)
{
    int s = tile_slot(m, sel);
    return s < 0 ? (unsigned)TILE_NONE : (unsigned)s;
}

int naming_free_slot(const pto_machine *m)
{
    for (unsigned i = 0; i <= TILE_SPARE; i++)
        if (!m->tiles[i].allocated) return (int)i;
    return -1;
}

bool naming_budget_allows(const pto_machine *m, const uint8_t *hands, unsigned n, unsigned mask, uint32_t cap)
{
    uint64_t used = m->cap_used;
    /* every oldest entry that this commit's pushes so far (hands[0..n),
     * this one last; the earlier ones' tiles already charged) release */
    for (unsigned h = 0; h < 4; h++) {
        unsigned pushes = 0, len = m->qlen[h];
        for (unsigned i = 0; i < n; i++) pushes += hands[i] == h;
        for (unsigned k = 0; k < pushes && len + pushes - k > 16u; k++) {
            const tile *old = &m->tiles[m->qorder[h][len - 1u - k]];
            used -= (uint64_t)pe_count(old->mask) * old->capacity;
        }
    }
    return used + (uint64_t)pe_count(mask) * cap <= PTO_TILE_BUDGET;
}

void naming_push(pto_machine *m, unsigned hand, unsigned slot)
{
    uint8_t *q = m->qorder[hand];
    if (m->qlen[hand] == 16) {
        tile_release(m, q[15]);
        m->qlen[hand] = 15;
    }
    memmove(q + 1, q, m->qlen[hand]);
    q[0] = (uint8_t)slot;
    m->qlen[hand]++;
}

void naming_remove(pto_machine *m, unsigned name)
{
    unsigned h = name / 16u, k = name % 16u;
    if (k >= m->qlen[h]) return;
    uint8_t *q = m->qorder[h];
    memmove(q + k, q + k + 1, m->qlen[h] - k - 1u);
    m->qlen[h]--;
}

void naming_clear(pto_machine *m)
{
    memset(m->qlen, 0, sizeof m->qlen);
    memset(m->qorder, 0, sizeof m->qorder);
}
