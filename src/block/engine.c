/* The block engine: header commands and the commit pipeline.
 *
 * Header rules: asl/block/model/dispatch/commands.asl (ExecuteDecodedBundleCommand),
 * start.asl; commit: asl/block/model/commit/validation.asl and
 * asl/block/model/dispatch/tile-execution.asl
 * (ExecuteBundleTileOperationLocallyWithAcceptedApplicabilityRules).
 * Step numbers C0..C17 are those of spec-digest §3.2.
 *
 * Every check runs before any effect; the only effect of a fault is the
 * fault record (and TPC stays at the faulting instruction). */
#include <string.h>

#include "core.h"
#include <stdio.h>

#include "num/num.h"
#include "ops/ops.h"
#include "scalar/scalar.h"
#include "block/memo.h"
#include "kern/fast.h"

#define FAULT(kind, rule) (raise_fault(m, PTO_FAULT_##kind, pc, rule), PTO_FAULT)

/* PTOv0PEMaskOfPEMode (asl/block/model/schema/profile-encoding.asl). */
static unsigned pemode_mask(unsigned mode)
{
    static const uint8_t masks[8] = {0x0, 0x8, 0x4, 0x2, 0x1, 0xC, 0xE, 0xF};
    return masks[mode & 7u];
}

static uint64_t gpr_read(const pto_machine *m, unsigned pe, unsigned reg)
{
    return reg == 0 ? 0 : m->gpr[pe][reg];
}

/* C7: BundleOperationBindingsComplete (descriptor-legality.asl), with the
 * family's catalog operands. */
static bool bindings_complete(const block_state *b, const op_family *fam)
{
    unsigned dst = 0, src = 0;
    for (unsigned i = 0; i < b->nbind; i++) {
        dst += b->bind[i].dst_valid;
        src += b->bind[i].s0_valid + b->bind[i].s1_valid;
    }
    if (dst != (fam->dest == DEST_NONE ? 0u : 1u) + fam->more_dests || src != fam->sources) return false;
    /* BundleTileBindingStreamTerminated: the last binding, and only it, has L. */
    if (b->nbind > 0) {
        for (unsigned i = 0; i + 1 < b->nbind; i++)
            if (b->bind[i].last) return false;
        if (!b->bind[b->nbind - 1].last) return false;
    }
    /* BundleOperationScalarBindingSchemaLegal: B.IOR slots beyond the
     * operation's GPR inputs and RegDst must be zero. */
    if (b->ior) {
        unsigned inputs = fam->gpr_inputs;
        if (inputs < 3 && b->rs2) return false;
        if (inputs < 2 && b->rs1) return false;
        if (inputs < 1 && b->rs0) return false;
        if (b->rd) return false;
    }
    return true;
}

/* The operands as BundleTileInstructionOperands assigns them: the first
 * destination binding's hand, size and mask, and the sources in binding
 * order (source0/source1 of each binding).  For a closed schema this is the
 * single binding; an operation without one may split its stream (D12). */
static inline void operand_view(const block_state *b, tile_binding *v)
{
    if (b->nbind == 1) { /* the closed schemas: the binding itself */
        *v = b->bind[0];
        v->dst = 0;
        v->last = true;
        if (!v->s0_valid && v->s1_valid) { /* source1 alone is the first source */
            v->s0 = v->s1;
            v->s0_valid = true;
            v->s1_valid = false;
        }
        if (!v->s0_valid) v->s0 = 0;
        if (!v->s1_valid) v->s1 = 0;
        if (!v->dst_valid) v->hand = v->size_code = 0;
        return;
    }
    memset(v, 0, sizeof *v);
    unsigned n = 0;
    uint8_t src[2] = {0, 0};
    bool have_dst = false;
    for (unsigned i = 0; i < b->nbind; i++) {
        const tile_binding *x = &b->bind[i];
        if (x->dst_valid && !have_dst) {
            v->dst_valid = true;
            v->hand = x->hand;
            v->size_code = x->size_code;
            v->mask = x->mask;
            have_dst = true;
        }
        if (!have_dst && i == 0) v->mask = x->mask;
        if (x->s0_valid && n < 2) src[n++] = x->s0;
        if (x->s1_valid && n < 2) src[n++] = x->s1;
    }
    v->s0_valid = n > 0;
    v->s1_valid = n > 1;
    v->s0 = src[0];
    v->s1 = src[1];
    v->last = true;
}

/* C9: TileOperationDATRFieldsLegal.  Only PadValueOrByteId (and CMode for
 * compare operations) may be explicitly nonzero (spec-digest §2.4). */
static bool datr_fields_legal(const block_state *b, const op_family *fam)
{
    if (!b->datr) return true;
    bool cmode_ok = fam->cmode || b->cmode == 0;
    return cmode_ok && !b->sat && !b->canon && b->dtype2 == 0 && b->rmode == 0 && b->layout == 0;
}

/* TileDataLayoutDestinationLayout (asl/block/model/state/control-state.asl)
 * of an assigned generic Layout code (spec-digest-2 §8.2). */
static unsigned datr_destination_layout(unsigned code)
{
    switch (code) {
    case 1: case 18: case 28: return PTO_LAYOUT_COL_MAJOR;  /* ND2DN ZN2DN NZ2DN */
    case 3: case 8: case 30: return PTO_LAYOUT_ZN;          /* ND2ZN DN2ZN NZ2ZN */
    case 4: case 9: case 20: return PTO_LAYOUT_NZ;          /* ND2NZ DN2NZ ZN2NZ */
    default: return PTO_LAYOUT_ROW_MAJOR;                   /* NORM DN2ND ZN2ND NZ2ND */
    }
}

static const uint32_t size_bytes[11] = {0, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536};

static int free_slot(const pto_machine *m, unsigned hand)
{
    if (m->naming == PTO_NAMING_QUEUE) return naming_free_slot(m); /* D17: any free slot */
    return tile_free_in_hand(m, hand);
}

/* TileCoreAllocationBytes within the budget; queue naming (D17) returns
 * full hands' oldest entries first (earlier: the hand of this commit's
 * first destination when this is its second, else -1). */
static bool budget_allows(const pto_machine *m, const tile_binding *bd, uint32_t cap, int earlier)
{
    if (m->naming == PTO_NAMING_QUEUE) {
        uint8_t hands[2] = {(uint8_t)earlier, bd->hand};
        return earlier < 0 ? naming_budget_allows(m, &bd->hand, 1, bd->mask, cap)
                           : naming_budget_allows(m, hands, 2, bd->mask, cap);
    }
    return tile_budget_allows(m, bd->mask, cap);
}

/* C12 for numeric destinations: ResolveBundleTileDestinationsWithShapeAndType
 * with the family's shape (dest_shape) or the explicit closed-schema shape.  Returns the fault rule, or NULL
 * with *slot set; *nomem on host memory exhaustion. */
static const char *resolve_numeric(pto_machine *m, const op_ctx *ctx, const tile_binding *bd, int earlier,
                                   unsigned dt, unsigned layout, int *slot, bool *nomem)
{
    const op_family *fam = op_family_of(ctx->op);
    const block_state *b = ctx->b;
    uint32_t cap = size_bytes[bd->size_code];
    int s = free_slot(m, bd->hand);
    if (s < 0) return "no free Local tile in the destination hand";
    if (!budget_allows(m, bd, cap, earlier))
        return "the core tile capacity budget (256 KiB) would be exceeded";
    uint32_t vc, vr, col;
    if (fam->dest_shape) {
        fam->dest_shape(ctx, &vr, &vc, &col);
    } else if (b->op->closed || fam->explicit_dest) {
        vc = b->lb[0];
        vr = ops_lb_vr(b);
        col = ops_lb_col(b);
    } else {
        /* ResolveBundleTileDestinations (decisions D12): each LB when present
         * and nonzero, else the first source's value when its descriptor is
         * configured, else ValidRow 1, ValidCol 1, Col = ValidCol. */
        const tile *src = bd->s0_valid ? &m->tiles[bd->s0] : bd->s1_valid ? &m->tiles[bd->s1] : NULL;
        bool from_src = src && tile_descriptor_configured(src);
        vr = b->lb_present[1] && b->lb[1] ? b->lb[1] : from_src ? src->vrows : 1;
        vc = b->lb_present[0] && b->lb[0] ? b->lb[0] : from_src ? src->vcols : 1;
        col = b->lb_present[2] && b->lb[2] ? b->lb[2]
              : from_src                    ? src->cols
              : b->lb_present[0] && b->lb[0] ? b->lb[0]
                                            : 1;
    }
    uint32_t rows = derived_rows(cap, col, dt);
    uint64_t logical = div_by_bits((uint64_t)cap * 8u, pto_dtypes[dt].bits);
    if (rows == 0 || vr > rows || vc > col || (uint64_t)vr * vc > logical)
        return "the destination shape does not fit its SizeCode (DerivedTileRows / TileDescriptorShapeLegal)";
    if (!tile_setup(m, (unsigned)s, PTO_TILE_NUMERIC, dt, cap, rows, col, vr, vc, layout, bd->mask)) {
        *nomem = true;
        return NULL;
    }
    *slot = s;
    return NULL;
}

/* C12 for predicate destinations: ResolveBundlePredicateDestination; the
 * geometry is the first source's, the order is capacity, budget, slot. */
static const char *resolve_predicate(pto_machine *m, const tile_binding *bd, int *slot, bool *nomem)
{
    const tile *src = &m->tiles[bd->s0];
    uint32_t cap = size_bytes[bd->size_code];
    uint64_t n = (uint64_t)src->rows * src->cols;
    if (src->kind != PTO_TILE_NUMERIC || n > (uint64_t)src->capacity * 8u / pto_dtypes[src->dtype].bits ||
        (n + 7u) / 8u > cap)
        return "the predicate destination SizeCode is too small for the source (ceil(Rows*Col/8) bytes)";
    if (!budget_allows(m, bd, cap, -1))
        return "the core tile capacity budget (256 KiB) would be exceeded";
    int s = free_slot(m, bd->hand);
    if (s < 0) return "no free Local tile in the destination hand";
    if (!tile_setup(m, (unsigned)s, PTO_TILE_PREDICATE, DT_U8, cap, src->rows, src->cols, src->vrows,
                    src->vcols, PTO_LAYOUT_ROW_MAJOR, bd->mask)) {
        *nomem = true;
        return NULL;
    }
    *slot = s;
    return NULL;
}

/* A fault whose rule carries the check's message: "<what>: <why> (<step>)",
 * kept in the machine's rule buffer until the next fault. */
static pto_status fault_why(pto_machine *m, pto_fault_kind k, uint64_t pc, const char *what, const op_why *w,
                            const char *step)
{
    snprintf(m->rule_buf, sizeof m->rule_buf, "%s: %s (%s)", what, w->msg[0] ? w->msg : "unspecified", step);
    raise_fault(m, k, pc, m->rule_buf);
    return PTO_FAULT;
}

static void clear_header(block_state *b)
{
    zero_small(b, sizeof *b);
}

/* StopBundleAt: clear the block, BPC = 0, TPC = continuation; then the
 * B.CATR post-commit trap, if requested. */
static pto_status stop_block(pto_machine *m, uint64_t cont)
{
    bool trap = m->blk.catr && m->blk.catr_trap;
    clear_header(&m->blk);
    m->bpc = 0;
    m->tpc = cont;
    if (trap) {
        raise_fault(m, PTO_FAULT_BUNDLE_POST_COMMIT, cont, "B.CATR trap: post-commit trap after a successful commit");
        return PTO_FAULT;
    }
    return PTO_OK;
}

/* BARGSelectsBPCN / BARGCommitPC (asl/block/model/state/barg.asl): the
 * next PC a commit selects. */
static uint64_t barg_commit_pc(const block_state *b, uint64_t cont)
{
    bool bpcn = b->transfer == TR_DIRECT || b->transfer == TR_RET || b->transfer == TR_IND ||
                (b->transfer == TR_COND && b->taken);
    return bpcn ? b->bpcn : cont;
}

/* A family's own block path (op_family.path): its checks, the CUBE
 * destination (ResolveBundleCubeTransportDestination,
 * ResolveBundleTMATMULCubeDestinationGroup: a free slot of the hand, the
 * budget, TileCubeDescriptorShapeLegal, each TileAllocation), the memory
 * preflight and execute, then the stop. */
static pto_status own_path_commit(pto_machine *m, const op_family *fam, const block_state *b, uint64_t pc,
                                  uint64_t cont)
{
    tile_binding view;
    operand_view(b, &view);
    op_ctx ctx = {m, b, b->op, &view, NULL};
    op_why w;
    w.msg[0] = 0;
    int k = fam->path(&ctx, &w);
    if (k < 0) return set_error(m, PTO_ERR_UNIMPLEMENTED, "%s", w.msg);
    if (k) return fault_why(m, (pto_fault_kind)k, pc, b->op->name, &w, fam->handler);
    cube_dest d;
    int slot = -1;
    tile *dst = NULL;
    if (fam->path_dest && fam->path_dest(&ctx, &d)) {
        uint32_t cap = size_bytes[view.size_code];
        slot = free_slot(m, view.hand);
        if (slot < 0) return FAULT(TILE_ALLOCATION, "no free Local tile in the destination hand");
        if (!budget_allows(m, &view, cap, -1))
            return FAULT(TILE_ALLOCATION, "the core tile capacity budget (256 KiB) would be exceeded");
        if (!cube_shape_legal(cap, d.vr, d.vc, d.dt, d.layout))
            return FAULT(TILE_ALLOCATION, "the CUBE destination does not fit its SizeCode (TileCubeDescriptorShapeLegal)");
        if (!tile_setup(m, (unsigned)slot, PTO_TILE_NUMERIC, d.dt, cap, cube_storage_rows(d.layout, d.vr, d.dt),
                        cube_storage_cols(d.layout, d.vc, d.dt), d.vr, d.vc, d.layout, view.mask))
            return set_error(m, PTO_ERR_NOMEM, "out of host memory allocating a tile payload");
        dst = &m->tiles[slot];
    }
    if (fam->preflight) {
        uint64_t addr = 0;
        int pk = fam->preflight(&ctx, dst, &addr, &w);
        if (pk) {
            if (dst) tile_release(m, (unsigned)slot);
            if (pk < 0) return set_error(m, PTO_ERR_NOMEM, "out of host memory preparing global memory pages");
            snprintf(m->rule_buf, sizeof m->rule_buf, "%s (ProbeTileMemoryAccess)", w.msg);
            raise_fault_addr(m, (pto_fault_kind)pk, pc, m->rule_buf, addr);
            return PTO_FAULT;
        }
    }
    m->flags |= fam->execute(&ctx, dst);
    if (dst) {
        if (m->naming == PTO_NAMING_QUEUE) naming_push(m, view.hand, (unsigned)slot);
        m->last_dest = (int16_t)tile_name_of_slot(m, (unsigned)slot);
    }
    if (m->lint && fam->lint) fam->lint(&ctx, pc);
    return stop_block(m, cont);
}

extern const op_family ops_cube_transport;

/* ---- commit memos (commit_memo in core.h) ------------------------------------ */

static inline void memo_source_of(const pto_machine *m, bool bound, unsigned idx, unsigned mask, memo_source *s)
{
    memset(s, 0, sizeof *s);
    if (!bound) return;
    const tile *t = &m->tiles[idx];
    s->bound = true;
    memo_words(t, s->words);
    s->words[0] &= MEMO_HEAD;
    s->vcols = t->vcols;
    s->defined = tile_contents_defined_raw(t, mask);
}

/* The third tile source in binding order (source0 before source1 of each
 * binding), which operand_view leaves out: TSEL's false source, TFMA's
 * addend.  False when the stream has at most two sources. */
static bool memo_third_source(const block_state *b, unsigned *idx)
{
    unsigned n = 0;
    for (unsigned i = 0; i < b->nbind; i++) {
        const tile_binding *x = &b->bind[i];
        if (x->s0_valid && n++ == 2) return *idx = x->s0, true;
        if (x->s1_valid && n++ == 2) return *idx = x->s1, true;
    }
    return false;
}

/* The element types a commit's checks may read values of (the block's and
 * the sources', the third too): the memo is kept only when no check reads a
 * value, i.e. every encoding of them is valid and no integer divisor is
 * checked. */
static bool memo_values_unread(const pto_machine *m, const block_state *b, const tile_binding *v, bool has2,
                               unsigned s2)
{
    unsigned dts[4] = {b->dtype, v->s0_valid ? m->tiles[v->s0].dtype : b->dtype,
                       v->s1_valid ? m->tiles[v->s1].dtype : b->dtype, has2 ? m->tiles[s2].dtype : b->dtype};
    bool divisor = b->op->eop == E_DIV || b->op->eop == E_REM;
    for (unsigned i = 0; i < 4; i++)
        if (!num_encodings_all_valid(dts[i]) || (divisor && ops_is_integer(dts[i]))) return false;
    return true;
}

/* After a successful commit of a replayed plan: keeps its checks' inputs
 * and destination when the family's checks allow it (op_family.memo) and
 * the commit took the plain path (flat naming, no lint, no B.CATR, no
 * B.IOS, one destination or, for a family without one, none; an element
 * or a memory block: the memory families' probes run again at each
 * commit, engine_commit_memo). */
static void memo_keep(commit_memo *mo, const pto_machine *m, const op_family *fam, const block_state *b,
                      const tile_binding *v, const tile *dst)
{
    mo->valid = false;
    unsigned s2 = 0;
    bool has2 = memo_third_source(b, &s2);
    if (!fam->memo || fam->sources > 3 /* the memo holds three */ || (!dst && fam->dest != DEST_NONE) ||
        fam->more_dests || fam->path || m->naming != PTO_NAMING_FLAT || m->lint || b->catr || b->nshared ||
        (b->kind != BK_TILE_ELEMENT && b->kind != BK_TILE_MEMORY) || !memo_values_unread(m, b, v, has2, s2))
        return;
    mo->profile = (uint8_t)m->profile;
    mo->dest = dst != NULL;
    mo->access = fam->preflight != NULL;
    mo->view = *v;
    mo->s2 = (uint8_t)s2;
    memo_source_of(m, v->s0_valid, v->s0, v->mask, &mo->src[0]);
    memo_source_of(m, v->s1_valid, v->s1, v->mask, &mo->src[1]);
    memo_source_of(m, has2, s2, v->mask, &mo->src[2]);
    if (dst) memcpy(mo->head, dst, TILE_HEAD);
    else memset(mo->head, 0, TILE_HEAD);
    bool padded = !dst || dst->vrows != dst->rows || dst->vcols != dst->cols;
    unsigned way = padded ? KWAY_NONE : kern_whole_way(fam->whole, b->dtype, m->profile);
    if ((way == KWAY_RN || way == KWAY_FLAGS) &&
        !fast_float_rn_covers(b->dtype, b->op->eop, way == KWAY_FLAGS, dst ? (size_t)dst->rows * dst->cols : 0))
        way = KWAY_NONE; /* the commit goes to execute at once */
    mo->way = (uint8_t)way;
    mo->way_dt = b->dtype;
    mo->way_bits = (uint8_t)pto_dtypes[b->dtype].bits;
    mo->way_eop = (uint8_t)b->op->eop;
    mo->way_cmode = b->cmode;
    mo->way_rs = b->ior ? b->rs0 : 0;
    mo->way_pad_defined = (b->datr ? b->pad : 3u) != 3u; /* CurrentBundlePadValue: absent B.DATR is Null */
    mo->way_n = dst ? dst->rows * dst->cols : 0;
    mo->valid = true;
}

/* The commit pipeline.  pc is the terminator's (or next BSTART's) address;
 * cont the continuation; memo, when not NULL, the replayed plan's. */
static pto_status commit_with(pto_machine *m, uint64_t pc, uint64_t cont, commit_memo *memo)
{
    block_state *b = &m->blk;
    if (!b->active) return FAULT(BUNDLE_CONTROL, "a block terminator needs an active block (C0)");
    /* C1: CompleteBundleAt checks the continuation and the PC BARG selects
     * (a SETC.TGT may have written BPCN) before any effect. */
    uint64_t next = barg_commit_pc(b, cont);
    if ((cont | next) & 1u) {
        /* SetFault(Fault_InstructionPC, the commit PC): the run stops at the terminator */
        raise_fault_addr(m, PTO_FAULT_INSTRUCTION_PC, pc, "the continuation PC is odd (C1)", next);
        return PTO_FAULT;
    }
    m->last_dest = -1;
    if (b->kind == BK_STANDARD || b->kind == BK_SYSTEM) {
        /* Dimension reduction belongs to VEC/SFU/TLSU blocks only. */
        if (b->catr && b->catr_dr)
            return FAULT(BUNDLE_CONTROL, "B.CATR DR in a block that is not a tile block (CompleteBundleAt)");
        return stop_block(m, next); /* no tile operation: StopBundleAt */
    }
    cont = next;
    /* Decisions D17: in queue naming the bindings' source selectors name
     * the queues' entries as they stand; the checks see the slots. */
    block_state resolved;
    if (m->naming == PTO_NAMING_QUEUE) {
        resolved = *b;
        for (unsigned i = 0; i < resolved.nbind; i++) {
            tile_binding *x = &resolved.bind[i];
            if (x->s0_valid) x->s0 = (uint8_t)naming_source(m, x->s0);
            if (x->s1_valid) x->s1 = (uint8_t)naming_source(m, x->s1);
        }
        b = &resolved;
    }
    /* C2: a zero-participation block commits as a strict no-op. */
    if (b->zero_seen && b->nbind == 0 && b->nshared == 0) return stop_block(m, cont);
    const op_family *fam = op_family_of(b->op);
    /* C3: a CUBE-conversion layout diverts to the TLSU transport path
     * (BundleCubeTransportSelected, ExecuteBundleCubeTransportOperation). */
    if (fam->path) return own_path_commit(m, fam, b, pc, cont); /* the CUBE matrix operations */
    if (b->datr && b->layout >= 21 && b->layout <= 26) {
        /* The CUBE transport checks its TLSU function itself
         * (BundleCubeTransportDataAttributesLegal). */
        if (fam->tlsu) return own_path_commit(m, &ops_cube_transport, b, pc, cont);
        /* From a TEPL block the selector is decoded in the TLSU family
         * (TLOAD..MGATHER_CAS = 0..8, GMOV = 13); a miss is
         * IllegalInstruction.  A hit always fails the transport's
         * data-attribute check, which requires a TileMemory block, so it is
         * TileLegality: no transport ever runs from a TEPL block. */
        unsigned code = b->selector;
        if (code <= 8 || code == 13)
            return FAULT(TILE_LEGALITY, "a CUBE-conversion Layout in a TEPL block fails the TLSU transport checks (C3)");
        return FAULT(ILLEGAL_INSTRUCTION, "a CUBE-conversion Layout selects the TLSU path, which has no such operation (C3)");
    }
    /* C4: B.IOS.  A TLSU operation takes the Shared path (decisions D26). */
    if (b->nshared && fam->tlsu && !fam->own_path)
        return set_error(m, PTO_ERR_UNIMPLEMENTED, "%s with a Shared tile (B.IOS) is not implemented by ptosim",
                         b->op->name);
    if (b->nshared) return FAULT(TILE_LEGALITY, "a B.IOS binding is never consumed by this operation (C4)");
    if (!bindings_complete(b, fam)) {
        if (fam->own_path) return FAULT(TILE_LEGALITY, "the binding stream or B.IOR fields do not match the operation");
        return FAULT(BUNDLE_CONTROL, "the binding stream or B.IOR fields do not match the operation (C7)");
    }
    tile_binding view;
    operand_view(b, &view);
    op_ctx ctx = {m, b, b->op, &view, NULL};
    op_why w;
    w.msg[0] = 0; /* not the whole buffer: a message is written only on a failure */
    if (fam->datr ? !fam->datr(&ctx, &w) : !datr_fields_legal(b, fam)) {
        if (!w.msg[0]) why(&w, "an explicitly nonzero B.DATR field is not applicable to this operation");
        return fault_why(m, PTO_FAULT_TILE_LEGALITY, pc, "B.DATR", &w, "C9");
    }
    if (b->op->closed) {
        /* C10: the closed block schema (spec-digest §3.3): one binding with a
         * destination and L, LB0 given, then the family's schema. */
        const tile_binding *bd = &b->bind[0];
        bool ok = b->nbind != 1 ? why(&w, "the closed schema has exactly one binding")
                  : !bd->dst_valid || !bd->last ? why(&w, "the closed schema's binding has a destination and L=1")
                                                : ops_dims_legal(b, &w) && fam->schema(&ctx, &w);
        if (!ok) return fault_why(m, PTO_FAULT_TILE_LEGALITY, pc, "the closed block schema is not met", &w, "C10");
    } else if (fam->schema && !fam->schema(&ctx, &w)) {
        return fault_why(m, PTO_FAULT_TILE_LEGALITY, pc, "the block schema is not met", &w, "C10");
    }
    for (unsigned i = 1; i < b->nbind; i++)
        if (b->bind[i].mask != b->bind[0].mask)
            return FAULT(TILE_LEGALITY, "bindings carry different PE masks (C11)");
    if (b->op->eop == E_REM && pto_dtypes[b->dtype].cls == DTC_F && m->profile == PTO_PROFILE_IEEE)
        return set_error(m, PTO_ERR_UNIMPLEMENTED,
                         "%s on %s: floating remainder is not defined by the specification's hardware numeric "
                         "profile (\"selected modulo profile\"); use the pto-v0 profile",
                         b->op->name, pto_dtypes[b->dtype].name);
    int slot = -1, slot2 = -1;
    bool nomem = false;
    tile *dst = NULL;
    if (fam->dest != DEST_NONE) {
        unsigned dt = b->dtype; /* decisions D1, D14: B.DATR DataType 0 is no override */
        if (fam->dest_type && !fam->dest_type(&ctx, &dt))
            return FAULT(TILE_LEGALITY, "the destination has no concrete DataType (ResolveBundleEffectiveDataType, C12)");
        unsigned layout = fam->layout_dest && b->datr ? datr_destination_layout(b->layout) : PTO_LAYOUT_ROW_MAJOR;
        const char *rule = fam->dest == DEST_PREDICATE ? resolve_predicate(m, &view, &slot, &nomem)
                                                       : resolve_numeric(m, &ctx, &view, -1, dt, layout, &slot, &nomem);
        if (nomem) return set_error(m, PTO_ERR_NOMEM, "out of host memory allocating a tile payload");
        if (rule) return FAULT(TILE_ALLOCATION, rule);
        dst = &m->tiles[slot];
        if (fam->more_dests) {
            /* The second destination binding: a U32 tile of the same shape
             * (ResolveBundleTileDestinationsWithShapeAndType, ordinal 1),
             * in its own hand and SizeCode.  The model finds every slot,
             * then checks the budget, then every shape; each failure is
             * TileAllocation, so checking destination by destination
             * faults alike. */
            tile_binding v2 = view;
            for (unsigned i = 0, seen = 0; i < b->nbind; i++)
                if (b->bind[i].dst_valid && seen++ == 1) {
                    v2.hand = b->bind[i].hand;
                    v2.size_code = b->bind[i].size_code;
                }
            rule = resolve_numeric(m, &ctx, &v2, view.hand, DT_U32, layout, &slot2, &nomem);
            if (nomem || rule) tile_release(m, (unsigned)slot);
            if (nomem) return set_error(m, PTO_ERR_NOMEM, "out of host memory allocating a tile payload");
            if (rule) return FAULT(TILE_ALLOCATION, rule);
            ctx.dst2 = &m->tiles[slot2];
        }
    }
    if (!fam->operands(&ctx, dst, &w)) {
        if (dst) tile_release(m, (unsigned)slot); /* C16: RollBackBundleTileDestinations */
        if (ctx.dst2) tile_release(m, (unsigned)slot2);
        return fault_why(m, PTO_FAULT_TILE_LEGALITY, pc, "the operands are not legal", &w, "C14");
    }
    if (fam->preflight) {
        uint64_t addr = 0;
        int k = fam->preflight(&ctx, dst, &addr, &w);
        if (k) {
            if (ctx.dst2) tile_release(m, (unsigned)slot2);
            if (dst) tile_release(m, (unsigned)slot);
            if (k < 0) return set_error(m, PTO_ERR_NOMEM, "out of host memory preparing global memory pages");
            snprintf(m->rule_buf, sizeof m->rule_buf, "%s (ProbeTileMemoryAccess)", w.msg);
            raise_fault_addr(m, (pto_fault_kind)k, pc, m->rule_buf, addr);
            return PTO_FAULT;
        }
    }
    m->flags |= fam->execute(&ctx, dst); /* C15; sticky flags (RecordNumericStatusFlags) */
    if (dst) {
        if (m->naming == PTO_NAMING_QUEUE) naming_push(m, view.hand, (unsigned)slot);
        if (ctx.dst2 && m->naming == PTO_NAMING_QUEUE) {
            unsigned h2 = 0;
            for (unsigned i = 0, seen = 0; i < b->nbind; i++)
                if (b->bind[i].dst_valid && seen++ == 1) h2 = b->bind[i].hand;
            naming_push(m, h2, (unsigned)slot2);
        }
        m->last_dest = (int16_t)tile_name_of_slot(m, (unsigned)slot);
    }
    if (memo) memo_keep(memo, m, fam, b, &view, dst);
    if (m->lint) {
        for (int i = 0; i < 3; i++) /* D27: the model takes an LB of 0 as absent */
            if (b->lb_present[i] && b->lb[i] == 0 && !b->op->closed && !(i == 0 && fam->lb0_zero))
                lint_warn(m, pc, "%s: LB%d = 0 is taken as absent (the prose requires a nonzero bound; D27)",
                          b->op->name, i);
        if (fam->lint) fam->lint(&ctx, pc);
    }
    return stop_block(m, cont);
}

static pto_status commit(pto_machine *m, uint64_t pc, uint64_t cont) { return commit_with(m, pc, cont, NULL); }

/* The operation selector of a tile block start: TEPL Mode * 32 + Function;
 * a TLSU form (unit 00010 in bits 19:15) 0x100 + its function (bits 26:20).
 * False for a form that starts no tile block. */
bool engine_bstart_selector(const insn *in, unsigned *sel)
{
    if (in->form == F_BSTART_TEPL) {
        *sel = in->f[FLD_Mode] * 32u + in->f[FLD_Function];
        return true;
    }
    const form_info *f = &pto_forms[in->form];
    if ((f->mask & 0x07FFFFFFu) != 0x07FFFFFFu || (f->match & 0x7FFFu) != 0x1181u) return false;
    unsigned unit = (unsigned)((f->match >> 15) & 0x1Fu);
    if (unit != 2u && unit != 6u) return false;
    *sel = (unit == 2u ? OP_TLSU_BASE : OP_CUBE_BASE) + (unsigned)((f->match >> 20) & 0x7Fu);
    return true;
}

/* BeginBundleAt after CompleteBundleAt of the open block
 * (asl/block/model/dispatch/start.asl, lifecycle/begin.asl): the next
 * BSTART commits the open block with its own address as the continuation,
 * then installs BARG; header commands follow sequentially. */
static pto_status start_block(pto_machine *m, const insn *in, uint64_t pc, unsigned kind, unsigned transfer,
                              uint64_t target)
{
    if (m->blk.active) {
        pto_status s = commit(m, pc, pc);
        if (s != PTO_OK) return s;
    }
    block_state *b = &m->blk;
    clear_header(b);
    b->active = true;
    b->kind = (uint8_t)kind;
    b->transfer = (uint8_t)transfer;
    b->taken = transfer != TR_COND && kind != BK_SYSTEM; /* SYS: no selecting continuation (BeginBundleAt) */
    b->bpcn = kind == BK_SYSTEM ? 0 : target;
    m->bpc = pc;
    m->tpc = pc + in->length;
    return PTO_OK;
}

static pto_status begin_block(pto_machine *m, const insn *in, uint64_t pc, unsigned sel)
{
    const op_info *op = op_of_selector(sel);
    if (!op) return FAULT(ILLEGAL_INSTRUCTION, "the TEPL selector is not assigned");
    if (!op_family_of(op))
        return set_error(m, PTO_ERR_UNIMPLEMENTED, "%s (%s selector 0x%03X) is not implemented by ptosim%s", op->name,
                         sel >= OP_CUBE_BASE ? "CUBE" : sel >= OP_TLSU_BASE ? "TLSU" : "TEPL", sel,
                         sel > 0x108 && sel != 0x10D ? " (Shared tiles, decisions D26)" : "");
    unsigned kind = op->sfu == OP_ENGINE_CUBE ? BK_TILE_MATRIX : op_family_of(op)->tlsu ? BK_TILE_MEMORY : BK_TILE_ELEMENT;
    pto_status s = start_block(m, in, pc, kind, TR_FALL, pc + in->length);
    if (s != PTO_OK) return s;
    block_state *b = &m->blk;
    b->selector = (uint16_t)sel;
    b->dtype = (uint8_t)in->f[FLD_DataType];
    b->op = op;
    return PTO_OK;
}

/* A standard or system block start (ExecuteDecodedBundleStart): the
 * transfer and target are checked before the open block commits. */
static pto_status begin_control(pto_machine *m, const insn *in, uint64_t pc)
{
    unsigned kind = BK_STANDARD, transfer;
    int64_t off = 0;
    switch (in->form) {
    case F_BSTART_DIRECT: transfer = TR_DIRECT, off = (int64_t)sign_extend(in->f[FLD_Simm25], 25); break;
    case F_BSTART_COND: transfer = TR_COND, off = (int64_t)sign_extend(in->f[FLD_Simm25], 25); break;
    case F_BSTART_STD_DIRECT: transfer = TR_DIRECT, off = (int64_t)sign_extend(in->f[FLD_Simm17], 17); break;
    case F_BSTART_STD_COND: transfer = TR_COND, off = (int64_t)sign_extend(in->f[FLD_Simm17], 17); break;
    case F_C_BSTART_DIRECT: transfer = TR_DIRECT, off = (int64_t)sign_extend(in->f[FLD_Simm12], 12); break;
    case F_C_BSTART_COND: transfer = TR_COND, off = (int64_t)sign_extend(in->f[FLD_Simm12], 12); break;
    case F_BSTART_STD_RET: transfer = TR_RET; break;
    case F_BSTART_STD_IND: transfer = TR_IND; break;
    case F_C_BSTART_STD:
        transfer = in->f[FLD_BrType] == 7 ? TR_RET : in->f[FLD_BrType] == 5 ? TR_IND : TR_FALL;
        break;
    case F_BSTART_SYS_FALL:
    case F_C_BSTART_SYS: kind = BK_SYSTEM, transfer = TR_FALL; break;
    default: transfer = TR_FALL; break; /* BSTART.STD FALL */
    }
    uint64_t fall = pc + in->length, target;
    if (transfer == TR_IND) {
        /* RetiringBundleBPCNAvailable: an open standard block's BPCN. */
        if (!m->blk.active || m->blk.kind != BK_STANDARD)
            return FAULT(BUNDLE_CONTROL, "BSTART.STD IND needs an open standard block whose BPCN it takes");
        target = m->blk.bpcn;
    } else if (transfer == TR_RET) {
        target = m->ra;
    } else if (transfer == TR_FALL) {
        target = fall;
    } else {
        target = pc + (uint64_t)off * 2u;
    }
    if (target & 1u) {
        raise_fault_addr(m, PTO_FAULT_INSTRUCTION_PC, pc, "the block start's target is odd (BeginBundleAt)", target);
        return PTO_FAULT;
    }
    return start_block(m, in, pc, kind, transfer, target);
}

/* (GPR[RegSrc] + uimm17)[15:0] of the current PE (D3). */
uint32_t engine_dim_bound(const pto_machine *m, unsigned reg, uint32_t uimm)
{
    return (uint32_t)((gpr_read(m, m->cur_pe, reg) + uimm) & 0xFFFFu);
}

bool form_is_bstop(unsigned form) { return form == F_BSTOP || form == F_C_BSTOP || form == F_L_BSTOP; }

bool engine_is_header(const insn *in)
{
    switch (in->form) {
    case F_B_DATR: case F_B_CATR: case F_B_FPATR: case F_B_DIM_LB0: case F_B_DIM_LB1: case F_B_DIM_LB2:
    case F_C_B_DIMI: case F_B_HINT: case F_B_IOR: case F_B_IOS: case F_B_IOT_D: case F_B_IOT_S:
    case F_B_IOT_SD: case F_B_IOT_SS: case F_B_IOT_SSD:
        return true;
    default:
        return false;
    }
}

/* A B.IOT or B.IOS with PEMode 000 (a strict no-op anywhere). */
static bool binding_zero(const insn *in)
{
    bool binding = in->form == F_B_IOS || (in->form >= F_B_IOT_D && in->form <= F_B_IOT_SSD);
    return binding && pemode_mask(in->f[FLD_PEMode]) == 0;
}

pto_status engine_commit_bstop(pto_machine *m, uint64_t pc, unsigned len) { return commit(m, pc, pc + len); }
pto_status engine_commit_replay(pto_machine *m, uint64_t pc, unsigned len, commit_memo *memo)
{
    return commit_with(m, pc, pc + len, memo);
}

pto_status exec_insn(pto_machine *m, const insn *in)
{
    uint64_t pc = m->tpc;
    block_state *b = &m->blk;
    m->wb = false;
    if (form_is_scalar(in->form)) return scalar_exec(m, in);
    /* Decisions D18: once an instruction that is no header command has
     * entered the body, a header command is Fault_BundleControl (the
     * model's own check).  A PEMode-000 binding stays a strict no-op. */
    if (b->active && b->body && engine_is_header(in) && !binding_zero(in))
        return FAULT(BUNDLE_CONTROL, "a header command after the block body began (decisions D18)");
    switch (in->form) {
    case F_BSTART_TEPL:
        return begin_block(m, in, pc, in->f[FLD_Mode] * 32u + in->f[FLD_Function]);
    case F_BSTART_DIRECT: case F_BSTART_COND: case F_BSTART_STD_COND: case F_BSTART_STD_FALL:
    case F_BSTART_STD_RET: case F_BSTART_STD_IND: case F_BSTART_STD_DIRECT: case F_BSTART_SYS_FALL:
    case F_C_BSTART_COND: case F_C_BSTART_DIRECT: case F_C_BSTART_STD: case F_C_BSTART_SYS:
        return begin_control(m, in, pc);
    case F_BSTOP:
    case F_C_BSTOP:
    case F_L_BSTOP:
        return engine_commit_bstop(m, pc, in->length);
    case F_B_DATR:
        if (!b->active) return FAULT(BUNDLE_CONTROL, "B.DATR outside a block");
        if (b->datr) return FAULT(BUNDLE_CONTROL, "a second B.DATR in one block");
        b->datr = true;
        b->cmode = (uint8_t)in->f[FLD_CMode];
        b->pad = (uint8_t)in->f[FLD_PadValue];
        b->sat = in->f[FLD_Sat] != 0;
        b->canon = in->f[FLD_Canonicalize] != 0;
        b->dtype2 = (uint8_t)in->f[FLD_DataType];
        b->rmode = (uint8_t)in->f[FLD_RMode];
        b->layout = (uint8_t)in->f[FLD_Layout];
        break;
    case F_B_CATR:
        if (!b->active) return FAULT(BUNDLE_CONTROL, "B.CATR outside a block");
        if (b->catr) return FAULT(BUNDLE_CONTROL, "a second B.CATR in one block");
        b->catr = true;
        b->catr_trap = in->f[FLD_Trap] != 0;
        b->catr_far = in->f[FLD_Far] != 0;
        b->catr_dr = in->f[FLD_DR] != 0;
        break;
    case F_B_FPATR:
        /* BundleFixedPointAttributesCanBePlaced: once, in a matrix block,
         * before any B.IOR, B.IOT or B.IOS. */
        if (!b->active || b->kind != BK_TILE_MATRIX)
            return FAULT(BUNDLE_CONTROL, "B.FPATR is only allowed in a matrix block");
        if (b->fpatr) return FAULT(BUNDLE_CONTROL, "a second B.FPATR in one block");
        if (b->ior || b->nbind || b->nshared)
            return FAULT(BUNDLE_CONTROL, "B.FPATR after a B.IOR, B.IOT or B.IOS of its block");
        b->fpatr = true;
        b->fpatr_word = (uint32_t)in->bits;
        break;
    case F_B_DIM_LB0:
    case F_B_DIM_LB1:
    case F_B_DIM_LB2:
    case F_C_B_DIMI: {
        if (!b->active) return FAULT(BUNDLE_CONTROL, "B.DIM outside a block");
        unsigned lb = in->form == F_C_B_DIMI ? in->f[FLD_LoopNest] : (unsigned)(in->form - F_B_DIM_LB0);
        if (b->lb_present[lb]) return FAULT(BUNDLE_CONTROL, "a loop bound written twice in one block");
        uint32_t v = in->form == F_C_B_DIMI ? in->f[FLD_Imm] : engine_dim_bound(m, in->f[FLD_RegSrc], in->f[FLD_Uimm]);
        b->lb_present[lb] = true;
        b->lb[lb] = v;
        break;
    }
    case F_B_HINT:
        if (!b->active) return FAULT(BUNDLE_CONTROL, "B.HINT outside a block");
        if (b->hint) return FAULT(BUNDLE_CONTROL, "a second B.HINT in one block");
        b->hint = true; /* decisions D11: no effect */
        break;
    case F_B_HINT_TRACE: {
        /* B.HINT TRACE commits the open block and begins a standard one
         * (ExecuteDecodedBundleCommand, SetBundleHint). */
        pto_status s = start_block(m, in, pc, BK_STANDARD, TR_FALL, pc + in->length);
        if (s != PTO_OK) return s;
        b->hint = true; /* decisions D11: no effect */
        return PTO_OK;
    }
    case F_B_IOR:
        if (!b->active) return FAULT(BUNDLE_CONTROL, "B.IOR outside a block");
        if (b->ior) return FAULT(BUNDLE_CONTROL, "a second B.IOR in one block");
        b->ior = true;
        b->rs0 = (uint8_t)in->f[FLD_RegSrc0];
        b->rs1 = (uint8_t)in->f[FLD_RegSrc1];
        b->rs2 = (uint8_t)in->f[FLD_RegSrc2];
        b->rd = (uint8_t)in->f[FLD_RegDst];
        break;
    case F_B_IOS: {
        unsigned mask = pemode_mask(in->f[FLD_PEMode]);
        if (mask == 0) { /* strict no-op */
            if (b->active && !b->body) b->zero_seen = true;
            break;
        }
        if (!b->active) return FAULT(BUNDLE_CONTROL, "B.IOS outside a block");
        for (unsigned i = 0; i < b->nbind; i++)
            if (b->bind[i].mask != mask) return FAULT(TILE_LEGALITY, "B.IOS mask differs from an earlier binding");
        for (unsigned i = 0; i < b->nshared; i++)
            if (b->shared_mask[i] != mask) return FAULT(TILE_LEGALITY, "B.IOS mask differs from an earlier binding");
        for (unsigned i = 0; i < b->nshared; i++)
            if (b->shared_id[i] == in->f[FLD_SharedTID])
                return FAULT(BUNDLE_CONTROL, "the Shared tile is bound twice");
        if (b->nshared == 4) return FAULT(BUNDLE_CONTROL, "more than four B.IOS bindings");
        b->shared_id[b->nshared] = (uint8_t)in->f[FLD_SharedTID];
        b->shared_mask[b->nshared] = (uint8_t)mask;
        b->nshared++;
        break;
    }
    case F_B_IOT_D:
    case F_B_IOT_S:
    case F_B_IOT_SD:
    case F_B_IOT_SS:
    case F_B_IOT_SSD: {
        unsigned mask = pemode_mask(in->f[FLD_PEMode]);
        if (mask == 0) { /* PEMode 000: strict no-op, even outside a block */
            if (b->active && !b->body) b->zero_seen = true;
            break;
        }
        if (!b->active) return FAULT(BUNDLE_CONTROL, "B.IOT outside a block");
        if (b->nbind && b->bind[b->nbind - 1].last)
            return FAULT(BUNDLE_CONTROL, "B.IOT after the binding stream was closed by L=1");
        for (unsigned i = 0; i < b->nbind; i++)
            if (b->bind[i].mask != mask) return FAULT(TILE_LEGALITY, "B.IOT mask differs from an earlier binding");
        if (b->nbind == 16) return FAULT(TILE_LEGALITY, "more than 16 tile bindings");
        tile_binding *t = &b->bind[b->nbind];
        memset(t, 0, sizeof *t);
        t->dst_valid = insn_has(in, FLD_DstTile);
        t->hand = (uint8_t)in->f[FLD_DstTile];
        t->size_code = (uint8_t)in->f[FLD_SizeCode];
        t->mask = (uint8_t)mask;
        t->s0_valid = insn_has(in, FLD_SrcTile0);
        t->s1_valid = insn_has(in, FLD_SrcTile1);
        t->s0 = (uint8_t)in->f[FLD_SrcTile0];
        t->s1 = (uint8_t)in->f[FLD_SrcTile1];
        t->last = in->f[FLD_L] != 0;
        b->nbind++;
        break;
    }
    default: {
        unsigned sel;
        if (engine_bstart_selector(in, &sel)) return begin_block(m, in, pc, sel);
        return set_error(m, PTO_ERR_UNIMPLEMENTED, "unknown form");
    }
    }
    m->tpc = pc + in->length;
    return PTO_OK;
}
