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
#include "kern/fast.h"
#include "num/num.h"

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

/* TileRawElementValue: the low W bits of the scalar of PE pe
 * (GPR[RegSrc0] of that PE, or 0 without B.IOR; decisions D3). */
static uint64_t pe_scalar(const pto_machine *m, unsigned pe, unsigned bits)
{
    uint64_t raw = m->blk.ior ? gpr_read(m, pe, m->blk.rs0) : 0;
    return raw & dt_mask(bits);
}

static bool is_integer(unsigned dt)
{
    return pto_dtypes[dt].cls == DTC_S || pto_dtypes[dt].cls == DTC_U;
}

/* Scalar legality of every participating PE: a valid encoding, and nonzero
 * for integer DIV/REM (SelectedBundleClosedTileScalarBinarySchemaLegal). */
static bool scalars_legal(const pto_machine *m, unsigned dt, unsigned pemask, unsigned eop)
{
    unsigned bits = pto_dtypes[dt].bits;
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(pemask & pe_bit(pe))) continue;
        uint64_t s = pe_scalar(m, pe, bits);
        if (!num_encoding_valid(dt, s)) return false;
        if ((eop == E_DIV || eop == E_REM) && is_integer(dt) && s == 0) return false;
    }
    return true;
}

/* SelectedBundleComparisonDimensionsLegal: LB0 present and nonzero, LB1
 * and LB2 nonzero when present (values are at most 16 bits). */
static bool dims_legal(const block_state *b)
{
    if (!b->lb_present[0] || b->lb[0] == 0) return false;
    for (int i = 1; i < 3; i++)
        if (b->lb_present[i] && b->lb[i] == 0) return false;
    return true;
}

static uint32_t lb_vr(const block_state *b) { return b->lb_present[1] ? b->lb[1] : 1; }
static uint32_t lb_col(const block_state *b) { return b->lb_present[2] ? b->lb[2] : b->lb[0]; }

/* SelectedBundleTileScalarSourceLegal. */
static bool scalar_source_legal(const pto_machine *m, const tile *s, unsigned dt, unsigned pemask)
{
    const block_state *b = &m->blk;
    return tile_descriptor_legal(s) && s->kind == PTO_TILE_NUMERIC && s->dtype == dt &&
           s->layout == PTO_LAYOUT_ROW_MAJOR && tile_contents_defined(s, pemask) &&
           tile_encodings_valid(s, pemask) && s->vrows == lb_vr(b) && s->vcols == b->lb[0] &&
           s->cols == lb_col(b);
}

/* C10: the closed block schema of the operation (spec-digest §3.3). */
static bool closed_schema_legal(const pto_machine *m)
{
    const block_state *b = &m->blk;
    const op_info *op = b->op;
    if (!op->closed) return true;
    if (b->nbind != 1 || b->nshared != 0 || !dims_legal(b)) return false;
    const tile_binding *bd = &b->bind[0];
    unsigned dt = b->dtype;
    if (!bd->dst_valid || !bd->last) return false;
    switch (op->handler) {
    case H_BINARY: /* SelectedBundleClosedBinarySchemaLegal */
        return bd->s0_valid && bd->s1_valid && op_type_supported(op, dt);
    case H_SCALAR: /* SelectedBundleClosedTileScalarBinarySchemaLegal */
        return bd->s0_valid && !bd->s1_valid && op_type_supported(op, dt) &&
               scalar_source_legal(m, &m->tiles[bd->s0], dt, bd->mask) &&
               scalars_legal(m, dt, bd->mask, op->eop);
    case H_CMPS: /* SelectedBundleClosedTCMPSSchemaLegal */
        return bd->s0_valid && !bd->s1_valid && b->cmode <= 5 && op_type_supported(op, dt) &&
               scalar_source_legal(m, &m->tiles[bd->s0], dt, bd->mask) &&
               scalars_legal(m, dt, bd->mask, E_NONE);
    case H_FILL: /* SelectedBundleClosedTEXPANDSSchemaLegal */
        return !bd->s0_valid && !bd->s1_valid && op_type_supported(op, dt);
    case H_CMP: { /* SelectedBundleClosedTCMPSchemaLegal: no B.IOR at all */
        if (b->ior || !bd->s0_valid || !bd->s1_valid || b->cmode > 5 || !op_type_supported(op, dt)) return false;
        const tile *l = &m->tiles[bd->s0], *r = &m->tiles[bd->s1];
        return tile_shape_type_match(l, r) && l->kind == PTO_TILE_NUMERIC && l->dtype == dt &&
               l->layout == PTO_LAYOUT_ROW_MAJOR && tile_contents_defined(l, bd->mask) &&
               tile_contents_defined(r, bd->mask) && tile_encodings_valid(l, bd->mask) &&
               tile_encodings_valid(r, bd->mask) && l->vrows == lb_vr(b) && l->vcols == b->lb[0] &&
               l->cols == lb_col(b);
    }
    case H_SELS: { /* SelectedBundleClosedTSELSSchemaLegal: mask, source_true */
        if (!bd->s0_valid || !bd->s1_valid || !op_type_supported(op, dt)) return false;
        const tile *mk = &m->tiles[bd->s0], *t = &m->tiles[bd->s1];
        return mk->kind == PTO_TILE_PREDICATE && tile_contents_defined(mk, bd->mask) &&
               scalar_source_legal(m, t, dt, bd->mask) && tile_shape_match(mk, t);
    }
    default:
        return false;
    }
}

/* Tile sources and B.IOR GPR inputs of each handler (the catalog operands). */
static unsigned handler_sources(unsigned h)
{
    return h == H_BINARY || h == H_CMP || h == H_SELS ? 2u : h == H_FILL ? 0u : 1u;
}
static unsigned handler_gpr_inputs(unsigned h) { return h == H_BINARY || h == H_CMP ? 0u : 1u; }

/* C7: BundleOperationBindingsComplete (descriptor-legality.asl). */
static bool bindings_complete(const block_state *b)
{
    unsigned dst = 0, src = 0;
    for (unsigned i = 0; i < b->nbind; i++) {
        dst += b->bind[i].dst_valid;
        src += b->bind[i].s0_valid + b->bind[i].s1_valid;
    }
    unsigned want_src = handler_sources(b->op->handler);
    if (dst != 1 || src != want_src) return false;
    /* BundleTileBindingStreamTerminated: the last binding, and only it, has L. */
    if (b->nbind > 0) {
        for (unsigned i = 0; i + 1 < b->nbind; i++)
            if (b->bind[i].last) return false;
        if (!b->bind[b->nbind - 1].last) return false;
    }
    /* BundleOperationScalarBindingSchemaLegal: B.IOR slots beyond the
     * operation's GPR inputs and RegDst must be zero. */
    if (b->ior) {
        unsigned inputs = handler_gpr_inputs(b->op->handler);
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
static tile_binding operand_view(const block_state *b)
{
    tile_binding v;
    memset(&v, 0, sizeof v);
    unsigned n = 0;
    uint8_t src[2] = {0, 0};
    bool have_dst = false;
    for (unsigned i = 0; i < b->nbind; i++) {
        const tile_binding *x = &b->bind[i];
        if (x->dst_valid && !have_dst) {
            v.dst_valid = true;
            v.hand = x->hand;
            v.size_code = x->size_code;
            v.mask = x->mask;
            have_dst = true;
        }
        if (x->s0_valid && n < 2) src[n++] = x->s0;
        if (x->s1_valid && n < 2) src[n++] = x->s1;
    }
    v.s0_valid = n > 0;
    v.s1_valid = n > 1;
    v.s0 = src[0];
    v.s1 = src[1];
    v.last = true;
    return v;
}

/* C9: TileOperationDATRFieldsLegal.  Only PadValueOrByteId (and CMode for
 * compare operations) may be explicitly nonzero (spec-digest §2.4). */
static bool datr_fields_legal(const block_state *b)
{
    if (!b->datr) return true;
    bool cmode_ok = b->op->handler == H_CMPS || b->op->handler == H_CMP || b->cmode == 0;
    return cmode_ok && !b->sat && !b->canon && b->dtype2 == 0 && b->rmode == 0 && b->layout == 0;
}

static const uint32_t size_bytes[11] = {0, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536};

static int free_slot(const pto_machine *m, unsigned hand)
{
    for (unsigned i = hand * 16u; i < hand * 16u + 16u; i++)
        if (!m->tiles[i].allocated) return (int)i;
    return -1;
}

/* C12 for numeric destinations: ResolveBundleTileDestinationsWithShapeAndType
 * with the explicit closed-schema shape.  Returns the fault rule, or NULL
 * with *slot set; *nomem on host memory exhaustion. */
static const char *resolve_numeric(pto_machine *m, const tile_binding *bd, int *slot, bool *nomem)
{
    const block_state *b = &m->blk;
    uint32_t cap = size_bytes[bd->size_code];
    unsigned dt = b->dtype; /* decisions D1: B.DATR DataType 0 is no override */
    int s = free_slot(m, bd->hand);
    if (s < 0) return "no free Local tile in the destination hand";
    if (!tile_budget_allows(m, bd->mask, cap))
        return "the core tile capacity budget (256 KiB) would be exceeded";
    uint32_t vc, vr, col;
    if (b->op->closed) {
        vc = b->lb[0];
        vr = lb_vr(b);
        col = lb_col(b);
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
    uint64_t logical = (uint64_t)cap * 8u / pto_dtypes[dt].bits;
    if (rows == 0 || vr > rows || vc > col || (uint64_t)vr * vc > logical)
        return "the destination shape does not fit its SizeCode (DerivedTileRows / TileDescriptorShapeLegal)";
    if (!tile_setup(m, (unsigned)s, PTO_TILE_NUMERIC, dt, cap, rows, col, vr, vc, PTO_LAYOUT_ROW_MAJOR,
                    bd->mask)) {
        *nomem = true;
        return NULL;
    }
    *slot = s;
    return NULL;
}

/* C12 for TCMPS: ResolveBundlePredicateDestination; the geometry is the
 * source's, the order is capacity, budget, slot. */
static const char *resolve_predicate(pto_machine *m, const tile_binding *bd, int *slot, bool *nomem)
{
    const tile *src = &m->tiles[bd->s0];
    uint32_t cap = size_bytes[bd->size_code];
    uint64_t n = (uint64_t)src->rows * src->cols;
    if (src->kind != PTO_TILE_NUMERIC || n > (uint64_t)src->capacity * 8u / pto_dtypes[src->dtype].bits ||
        (n + 7u) / 8u > cap)
        return "the predicate destination SizeCode is too small for the source (ceil(Rows*Col/8) bytes)";
    if (!tile_budget_allows(m, bd->mask, cap))
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

/* TilePayloadNonzero: every valid element of every participating PE is
 * nonzero (integer divisors). */
static bool tile_payload_nonzero(const tile *t, unsigned pemask)
{
    if (!tile_contents_defined(t, pemask)) return false;
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(pemask & pe_bit(pe))) continue;
        for (uint32_t r = 0; r < t->vrows; r++)
            for (uint32_t c = 0; c < t->vcols; c++)
                if (tile_get(t, pe, r * t->cols + c) == 0) return false;
    }
    return true;
}

/* C14: op-level legality (asl/tile/model/legality/operand-schema.asl). */
static bool operands_legal(const pto_machine *m, const tile_binding *bd, const tile *dst)
{
    const block_state *b = &m->blk;
    const op_info *op = b->op;
    unsigned pm = bd->mask;
    switch (op->handler) {
    case H_BINARY: { /* TileOperandsLegal_ExecuteTileBinary */
        const tile *l = &m->tiles[bd->s0], *r = &m->tiles[bd->s1];
        if (!(tile_shape_type_match(l, r) && tile_shape_type_match(dst, l) && tile_contents_defined(l, pm) &&
              tile_contents_defined(r, pm) && op_type_supported(op, l->dtype) && l->layout == PTO_LAYOUT_ROW_MAJOR))
            return false;
        if ((op->eop == E_MAX || op->eop == E_MIN) && pto_dtypes[l->dtype].cls == DTC_F &&
            (!tile_encodings_valid(l, pm) || !tile_encodings_valid(r, pm)))
            return false;
        if ((op->eop == E_DIV || op->eop == E_REM) && is_integer(l->dtype)) return tile_payload_nonzero(r, pm);
        return true;
    }
    case H_SCALAR: { /* TileOperandsLegal_ExecuteTileScalar */
        const tile *s = &m->tiles[bd->s0];
        return tile_shape_type_match(dst, s) && s->kind == PTO_TILE_NUMERIC &&
               s->layout == PTO_LAYOUT_ROW_MAJOR && op_type_supported(op, s->dtype) &&
               tile_contents_defined(s, pm) && tile_encodings_valid(s, pm) &&
               scalars_legal(m, s->dtype, pm, op->eop);
    }
    case H_CMPS: { /* TileOperandsLegal_ExecuteTileCompareScalar */
        const tile *s = &m->tiles[bd->s0];
        return s->kind == PTO_TILE_NUMERIC && s->layout == PTO_LAYOUT_ROW_MAJOR &&
               op_type_supported(op, s->dtype) && tile_contents_defined(s, pm) &&
               tile_encodings_valid(s, pm) && scalars_legal(m, s->dtype, pm, E_NONE) &&
               tile_shape_match(dst, s) && dst->kind == PTO_TILE_PREDICATE;
    }
    case H_FILL: /* TileOperandsLegal_ExecuteTileFillScalar */
        return tile_descriptor_legal(dst) && dst->kind == PTO_TILE_NUMERIC &&
               dst->layout == PTO_LAYOUT_ROW_MAJOR && op_type_supported(op, dst->dtype);
    case H_CMP: { /* TileOperandsLegal_ExecuteTileCompare */
        const tile *l = &m->tiles[bd->s0], *r = &m->tiles[bd->s1];
        return tile_shape_type_match(l, r) && l->kind == PTO_TILE_NUMERIC && l->layout == PTO_LAYOUT_ROW_MAJOR &&
               op_type_supported(op, l->dtype) && tile_contents_defined(l, pm) && tile_contents_defined(r, pm) &&
               tile_encodings_valid(l, pm) && tile_encodings_valid(r, pm) && tile_shape_match(dst, l) &&
               dst->kind == PTO_TILE_PREDICATE;
    }
    case H_SELS: { /* TileOperandsLegal_ExecuteTileSelectScalar */
        const tile *mk = &m->tiles[bd->s0], *t = &m->tiles[bd->s1];
        return t->kind == PTO_TILE_NUMERIC && t->layout == PTO_LAYOUT_ROW_MAJOR && op_type_supported(op, t->dtype) &&
               tile_contents_defined(t, pm) && mk->kind == PTO_TILE_PREDICATE && tile_contents_defined(mk, pm) &&
               tile_shape_match(mk, t) && tile_shape_type_match(dst, t) && dst->kind == PTO_TILE_NUMERIC;
    }
    default:
        return false;
    }
}

/* C15: run the handler on every participating PE and publish. */
static void execute(pto_machine *m, const tile_binding *bd, tile *dst)
{
    const block_state *b = &m->blk;
    const op_info *op = b->op;
    unsigned dt = b->dtype, bits = pto_dtypes[dt].bits;
    unsigned pad = b->datr ? b->pad : 3u; /* CurrentBundlePadValue: absent B.DATR is Null */
    unsigned flags = 0;
    /* One host float environment for every PE and row of the bundle. */
    fast_fenv env;
    fast_fenv_init(&env, (size_t)dst->vrows * dst->vcols * pe_count(bd->mask));
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(bd->mask & pe_bit(pe))) continue;
        kern_args k = {0};
        k.fenv = &env;
        k.dt = dt;
        k.bits = bits;
        k.eop = op->eop;
        k.cmode = b->cmode;
        k.profile = m->profile;
        k.rows = dst->rows;
        k.cols = dst->cols;
        k.vrows = dst->vrows;
        k.vcols = dst->vcols;
        k.dst = dst->data[pe];
        k.scalar = pe_scalar(m, pe, bits);
        switch (op->handler) {
        case H_BINARY:
            k.a = m->tiles[bd->s0].data[pe];
            k.b = m->tiles[bd->s1].data[pe];
            k.no_flags = true; /* D6: tile-tile operations record no flags */
            kern_binary(&k);
            break;
        case H_SCALAR:
            k.a = m->tiles[bd->s0].data[pe];
            kern_scalar(&k);
            flags |= k.flags; /* decisions D6: TSUBS records its element flags */
            break;
        case H_CMPS:
            k.a = m->tiles[bd->s0].data[pe];
            kern_cmps(&k);
            flags |= k.flags & NUM_NV; /* D6: NV on a signalling NaN */
            break;
        case H_FILL:
            kern_fill(&k);
            break;
        case H_CMP:
            k.a = m->tiles[bd->s0].data[pe];
            k.b = m->tiles[bd->s1].data[pe];
            kern_cmps(&k);
            flags |= k.flags & NUM_NV; /* ExecuteTileCompare records its element flags */
            break;
        case H_SELS:
            k.a = m->tiles[bd->s1].data[pe]; /* source_true */
            k.b = m->tiles[bd->s0].data[pe]; /* mask */
            kern_sels(&k);
            break;
        default:
            break;
        }
        if (op->handler == H_CMPS || op->handler == H_CMP) kern_pad_predicate(dst, pe, pad);
        else kern_pad_numeric(dst, pe, pad);
    }
    flags |= fast_fenv_leave(&env); /* flags of switched calls: only handlers that want them switch */
    m->flags |= flags; /* sticky (RecordNumericStatusFlags) */
}

static void clear_header(block_state *b)
{
    memset(b, 0, sizeof *b);
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

/* The commit pipeline.  pc is the terminator's (or next BSTART's) address;
 * cont the continuation. */
static pto_status commit(pto_machine *m, uint64_t pc, uint64_t cont)
{
    block_state *b = &m->blk;
    if (!b->active) return FAULT(BUNDLE_CONTROL, "a block terminator needs an active block (C0)");
    if (cont & 1u) {
        raise_fault(m, PTO_FAULT_INSTRUCTION_PC, cont, "the continuation PC is odd (C1)");
        return PTO_FAULT;
    }
    /* C2: a zero-participation block commits as a strict no-op. */
    if (b->zero_seen && b->nbind == 0 && b->nshared == 0) return stop_block(m, cont);
    /* C3: a CUBE-conversion layout diverts to the TLSU transport path
     * (ExecuteBundleCubeTransportOperation).  The selector is decoded in the
     * TLSU family (TLOAD..MGATHER_CAS = 0..8, GMOV = 13); a miss is
     * IllegalInstruction.  A hit always fails the transport's data-attribute
     * check, which requires a TileMemory block, so it is TileLegality: no
     * transport ever runs from a TEPL block. */
    if (b->datr && b->layout >= 21 && b->layout <= 26) {
        unsigned code = b->selector;
        if (code <= 8 || code == 13)
            return FAULT(TILE_LEGALITY, "a CUBE-conversion Layout in a TEPL block fails the TLSU transport checks (C3)");
        return FAULT(ILLEGAL_INSTRUCTION, "a CUBE-conversion Layout selects the TLSU path, which has no such operation (C3)");
    }
    if (b->nshared) return FAULT(TILE_LEGALITY, "a B.IOS binding is never consumed by this operation (C4)");
    if (!bindings_complete(b))
        return FAULT(BUNDLE_CONTROL, "the binding stream or B.IOR fields do not match the operation (C7)");
    tile_binding view = operand_view(b);
    if (!datr_fields_legal(b))
        return FAULT(TILE_LEGALITY, "an explicitly nonzero B.DATR field is not applicable to this operation (C9)");
    if (!closed_schema_legal(m))
        return FAULT(TILE_LEGALITY, "the closed block schema of the operation is not met (C10)");
    for (unsigned i = 1; i < b->nbind; i++)
        if (b->bind[i].mask != b->bind[0].mask)
            return FAULT(TILE_LEGALITY, "bindings carry different PE masks (C11)");
    if (b->op->eop == E_REM && pto_dtypes[b->dtype].cls == DTC_F && m->profile == PTO_PROFILE_IEEE)
        return set_error(m, PTO_ERR_UNIMPLEMENTED,
                         "%s on %s: floating remainder is not defined by the specification's hardware numeric "
                         "profile (\"selected modulo profile\"); use the pto-v0 profile",
                         b->op->name, pto_dtypes[b->dtype].name);
    int slot = -1;
    bool nomem = false;
    bool pred = b->op->handler == H_CMPS || b->op->handler == H_CMP;
    const char *why = pred ? resolve_predicate(m, &view, &slot, &nomem) : resolve_numeric(m, &view, &slot, &nomem);
    if (nomem) return set_error(m, PTO_ERR_NOMEM, "out of host memory allocating a tile payload");
    if (why) return FAULT(TILE_ALLOCATION, why);
    tile *dst = &m->tiles[slot];
    if (!operands_legal(m, &view, dst)) {
        tile_release(m, (unsigned)slot); /* C16: RollBackBundleTileDestinations */
        return FAULT(TILE_LEGALITY, "the operands are not legal for the operation (C14)");
    }
    execute(m, &view, dst);
    return stop_block(m, cont);
}

static pto_status begin_block(pto_machine *m, const insn *in, uint64_t pc)
{
    unsigned sel = in->f[FLD_Mode] * 32u + in->f[FLD_Function];
    const op_info *op = op_of_selector(sel);
    if (!op) return FAULT(ILLEGAL_INSTRUCTION, "the TEPL selector is not assigned");
    if (op->handler == H_NONE)
        return set_error(m, PTO_ERR_UNIMPLEMENTED, "%s (TEPL selector 0x%03X) is not implemented by ptosim",
                         op->name, sel);
    if (m->blk.active) {
        pto_status s = commit(m, pc, pc);
        if (s != PTO_OK) return s;
    }
    block_state *b = &m->blk;
    clear_header(b);
    b->active = true;
    b->selector = (uint16_t)sel;
    b->dtype = (uint8_t)in->f[FLD_DataType];
    b->op = op;
    m->bpc = pc;
    m->tpc = pc + in->length;
    return PTO_OK;
}

/* (GPR[RegSrc] + uimm17)[15:0] of the current PE (D3). */
uint32_t engine_dim_bound(const pto_machine *m, unsigned reg, uint32_t uimm)
{
    return (uint32_t)((gpr_read(m, m->cur_pe, reg) + uimm) & 0xFFFFu);
}

bool form_is_bstop(unsigned form) { return form == F_BSTOP || form == F_C_BSTOP || form == F_L_BSTOP; }

pto_status engine_commit_bstop(pto_machine *m, uint64_t pc, unsigned len) { return commit(m, pc, pc + len); }

pto_status exec_insn(pto_machine *m, const insn *in)
{
    uint64_t pc = m->tpc;
    block_state *b = &m->blk;
    switch (in->form) {
    case F_BSTART_TEPL:
        return begin_block(m, in, pc);
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
        /* BundleFixedPointAttributesCanBePlaced: only in a matrix block. */
        return FAULT(BUNDLE_CONTROL, "B.FPATR is only allowed in a matrix block");
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
    case F_B_HINT_TRACE:
        return set_error(m, PTO_ERR_UNIMPLEMENTED,
                         "B.HINT TRACE opens a standard block, which ptosim does not execute");
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
            if (b->active) b->zero_seen = true;
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
            if (b->active) b->zero_seen = true;
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
    default:
        return set_error(m, PTO_ERR_UNIMPLEMENTED, "unknown form");
    }
    m->tpc = pc + in->length;
    return PTO_OK;
}
