/* Machine-state invariants (pto_check_invariants).
 *
 * Tile slots are the 64 entries of pto_machine.tiles, one descriptor per
 * slot, so two tiles never share a slot by construction; the checks below
 * cover everything else a well-formed machine promises. */
#include <stdarg.h>
#include <stdio.h>

#include "core.h"

static int fail(char *why, size_t n, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static int fail(char *why, size_t n, const char *fmt, ...)
{
    if (why && n) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(why, n, fmt, ap);
        va_end(ap);
    }
    return 1;
}

static int check_tile(const tile *t, unsigned i, char *why, size_t n)
{
    if (!tile_descriptor_check(t)) return fail(why, n, "tile %u: descriptor is not legal", i);
    if (!t->legal) return fail(why, n, "tile %u: the cached legality disagrees with the descriptor", i);
    if (t->mask == 0 || t->mask > 15) return fail(why, n, "tile %u: PE mask 0x%x is not 0001..1111", i, t->mask);
    if (t->kind != PTO_TILE_NUMERIC && t->kind != PTO_TILE_PREDICATE)
        return fail(why, n, "tile %u: unknown kind %u", i, t->kind);
    if (t->kind == PTO_TILE_NUMERIC && !dt_concrete(t->dtype))
        return fail(why, n, "tile %u: DataType %u is reserved", i, t->dtype);
    if (t->kind == PTO_TILE_PREDICATE && t->dtype != DT_U8)
        return fail(why, n, "tile %u: a predicate tile keeps the U8 placeholder, not %u", i, t->dtype);
    if (t->layout != PTO_LAYOUT_ROW_MAJOR && t->layout != PTO_LAYOUT_COL_MAJOR && t->layout != PTO_LAYOUT_ZN &&
        t->layout != PTO_LAYOUT_NZ && !layout_is_cube(t->layout))
        return fail(why, n, "tile %u: layout %u is not generic", i, t->layout);
    if (t->vrows > t->rows || t->vcols > t->cols)
        return fail(why, n, "tile %u: valid region %ux%u is outside the shape %ux%u", i, t->vrows, t->vcols, t->rows,
                    t->cols);
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(t->mask & pe_bit(pe))) continue;
        if (!t->data[pe] || !t->def[pe]) return fail(why, n, "tile %u: no payload for PE %u", i, pe);
        if (t->defmode[pe] > DEF_BITMAP) return fail(why, n, "tile %u: PE %u definedness mode %u", i, pe, t->defmode[pe]);
        if (t->defmode[pe] == DEF_BITMAP) { /* the running count equals the bitmap */
            uint32_t cnt = 0;
            for (uint32_t r = 0; r < t->vrows; r++)
                for (uint32_t c = 0; c < t->vcols; c++) cnt += tile_is_defined(t, pe, tile_index_rc(t, r, c));
            if (cnt != t->ndefv[pe])
                return fail(why, n, "tile %u: PE %u counts %u defined valid elements, the bitmap %u", i, pe,
                            t->ndefv[pe], cnt);
        }
    }
    return 0;
}

static int check_block(const block_state *b, char *why, size_t n)
{
    if (!b->active) {
        if (b->nbind || b->nshared || b->datr || b->catr || b->ior || b->hint || b->lb_present[0] ||
            b->lb_present[1] || b->lb_present[2] || b->zero_seen || b->body || b->cond_set || b->tgt_set ||
            b->bpcn || b->kind || b->transfer || b->taken || b->op || b->fpatr || b->fpatr_word)
            return fail(why, n, "an inactive block keeps header state");
        return 0;
    }
    if (b->kind > BK_TILE_MATRIX || b->transfer > TR_IND) return fail(why, n, "block kind %u, transfer %u", b->kind, b->transfer);
    if (b->cond_set && b->transfer != TR_COND) return fail(why, n, "a SETC in a block that is not COND");
    if (b->tgt_set && b->kind != BK_STANDARD) return fail(why, n, "C.SETC.TGT in a block that is not standard");
    if (b->kind == BK_SYSTEM && (b->transfer != TR_FALL || b->bpcn)) return fail(why, n, "a system block with a transfer");
    if (b->kind == BK_STANDARD || b->kind == BK_SYSTEM) {
        if (b->op) return fail(why, n, "a %s block has a tile operation", b->kind == BK_SYSTEM ? "system" : "standard");
    } else {
        if (!b->op) return fail(why, n, "an active tile block has no operation");
        if (b->transfer != TR_FALL) return fail(why, n, "a tile block with a transfer");
        if (op_of_selector(b->selector) != b->op)
            return fail(why, n, "block selector 0x%x does not name its operation", b->selector);
        if (!dt_concrete(b->dtype) && !(b->dtype == DT_NONE && b->op->handler == H_TMOV))
            return fail(why, n, "block DataType %u is reserved", b->dtype);
    }
    if (b->fpatr && b->kind != BK_TILE_MATRIX) return fail(why, n, "B.FPATR in a block that is not a matrix block");
    if (!b->fpatr && b->fpatr_word) return fail(why, n, "a B.FPATR word without B.FPATR");
    if (b->nbind > 16) return fail(why, n, "%u tile bindings (at most 16)", b->nbind);
    if (b->nshared > 4) return fail(why, n, "%u Shared bindings (at most 4)", b->nshared);
    if (b->rs0 >= PTO_GPRS || b->rs1 >= PTO_GPRS || b->rs2 >= PTO_GPRS || b->rd >= PTO_GPRS)
        return fail(why, n, "a B.IOR register is not 0..23");
    for (unsigned k = 0; k < 3; k++)
        if (!b->lb_present[k] && b->lb[k]) return fail(why, n, "loop bound %u has a value but is absent", k);
    for (unsigned k = 0; k < b->nbind; k++) {
        const tile_binding *t = &b->bind[k];
        if (t->mask == 0 || t->mask > 15) return fail(why, n, "binding %u: PE mask 0x%x", k, t->mask);
        if (t->s0 >= PTO_TILES || t->s1 >= PTO_TILES || t->dst >= PTO_TILES)
            return fail(why, n, "binding %u refers to a tile index >= 64", k);
        if (t->hand > 3) return fail(why, n, "binding %u: hand %u", k, t->hand);
        if (t->dst_valid && (t->size_code < 1 || t->size_code > 10))
            return fail(why, n, "binding %u: destination SizeCode %u", k, t->size_code);
    }
    for (unsigned k = 0; k < b->nshared; k++)
        if (b->shared_mask[k] == 0 || b->shared_mask[k] > 15)
            return fail(why, n, "Shared binding %u: PE mask 0x%x", k, b->shared_mask[k]);
    return 0;
}

/* Tile naming (decisions D17): flat uses the 64 name slots only; queue
 * entries are distinct allocated slots, and every allocated slot is one. */
static int check_naming(const pto_machine *m, char *why, size_t n)
{
    if (m->tiles[TILE_NONE].allocated) return fail(why, n, "the slot of no tile is allocated");
    for (unsigned i = 0; i < PTO_TILES; i++)
        if (m->tiles[i].allocated != (((m->census.slots >> i) & 1u) != 0))
            return fail(why, n, "slot %u allocated %d, the allocation map says %d", i, m->tiles[i].allocated,
                        (int)((m->census.slots >> i) & 1u));
    if (m->naming == PTO_NAMING_FLAT) {
        for (unsigned h = 0; h < 4; h++)
            if (m->qlen[h]) return fail(why, n, "flat naming with a queue entry");
        for (unsigned i = PTO_TILES; i <= TILE_SPARE; i++)
            if (m->tiles[i].allocated) return fail(why, n, "flat naming uses a spare slot");
        return 0;
    }
    if (m->naming != PTO_NAMING_QUEUE) return fail(why, n, "unknown naming %u", m->naming);
    bool seen[TILE_SLOTS] = {false};
    unsigned live = 0;
    for (unsigned h = 0; h < 4; h++) {
        if (m->qlen[h] > 16) return fail(why, n, "hand %u holds %u entries", h, m->qlen[h]);
        for (unsigned k = 0; k < m->qlen[h]; k++) {
            unsigned s = m->qorder[h][k];
            if (s > TILE_SPARE || seen[s] || !m->tiles[s].allocated)
                return fail(why, n, "queue entry %u of hand %u names slot %u (unallocated or twice)", k, h, s);
            seen[s] = true;
            live++;
        }
    }
    for (unsigned i = 0; i <= TILE_SPARE; i++)
        if (m->tiles[i].allocated && !seen[i]) return fail(why, n, "slot %u is allocated but no queue entry", i);
    (void)live;
    return 0;
}

int pto_check_invariants(const pto_machine *m, char *why, size_t n)
{
    if (why && n) why[0] = 0;
    if (!m) return fail(why, n, "no machine");
    uint64_t sum = 0;
    for (unsigned i = 0; i < TILE_SLOTS; i++) {
        const tile *t = &m->tiles[i];
        if (!t->allocated) {
            if (t->fmap_valid) return fail(why, n, "slot %u is free but holds a feature-map descriptor", i);
            continue;
        }
        if (check_tile(t, i, why, n)) return 1;
        sum += (uint64_t)pe_count(t->mask) * t->capacity;
    }
    if (check_naming(m, why, n)) return 1;
    if (m->tq_n > 4 || m->uq_n > 4) return fail(why, n, "a scalar queue holds %u/%u entries", m->tq_n, m->uq_n);
    if (sum != tile_capacity_in_use(m))
        return fail(why, n, "capacity in use %u differs from the sum over tiles %llu", tile_capacity_in_use(m),
                    (unsigned long long)sum);
    if (sum > PTO_TILE_BUDGET)
        return fail(why, n, "capacity in use %llu exceeds the budget %u", (unsigned long long)sum, PTO_TILE_BUDGET);
    if (check_block(&m->blk, why, n)) return 1;
    for (unsigned pe = 0; pe < PTO_PES; pe++)
        if (m->gpr[pe][0] != 0) return fail(why, n, "GPR 0 of PE %u is not zero", pe);
    if (m->cur_pe >= PTO_PES) return fail(why, n, "current PE %u does not exist", m->cur_pe);
    if (m->profile != PTO_PROFILE_IEEE && m->profile != PTO_PROFILE_V0)
        return fail(why, n, "unknown profile %d", (int)m->profile);
    if (m->flags & ~31u) return fail(why, n, "flags 0x%x have bits beyond NV..NX", m->flags);
    if ((unsigned)m->fault.kind > (unsigned)PTO_FAULT_SOFTWARE_BREAKPOINT)
        return fail(why, n, "unknown fault kind %d", (int)m->fault.kind);
    if (m->fault.kind == PTO_FAULT_NONE &&
        (m->fault.trap || m->fault.pc || m->fault.rule || m->fault.has_addr || m->fault.addr || m->fault.cause))
        return fail(why, n, "the fault record is set without a fault");
    if (m->fault.cause && m->fault.kind != PTO_FAULT_SOFTWARE_BREAKPOINT)
        return fail(why, n, "a trap cause without a software breakpoint");
    /* SetFault's address: a data fault's element, EBREAK's TPC, and for
     * InstructionPC an odd JR or block-start target (or none) */
    bool data_fault = m->fault.kind == PTO_FAULT_DATA_ALIGNMENT || m->fault.kind == PTO_FAULT_DATA_PAGE ||
                      m->fault.kind == PTO_FAULT_SOFTWARE_BREAKPOINT;
    if (m->fault.kind != PTO_FAULT_NONE && m->fault.kind != PTO_FAULT_INSTRUCTION_PC && m->fault.has_addr != data_fault)
        return fail(why, n, "a %s fault %s a %s address", pto_fault_kind_name(m->fault.kind),
                    data_fault ? "without" : "with", m->fault.kind == PTO_FAULT_SOFTWARE_BREAKPOINT ? "fault" : "GM");
    if (!m->fault.has_addr && m->fault.addr) return fail(why, n, "a fault address without has_addr");
    const char *gm_why = gm_check(&m->mem);
    if (gm_why) return fail(why, n, "global memory: %s", gm_why);
    if (m->fault.kind != PTO_FAULT_NONE && !m->fault.rule) return fail(why, n, "a fault without a rule");
    if ((m->tpc & 1u) && m->fault.kind != PTO_FAULT_INSTRUCTION_PC) return fail(why, n, "TPC 0x%llx is odd", (unsigned long long)m->tpc);
    return 0;
}
