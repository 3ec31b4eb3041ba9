/* The expansion family: TROWEXPAND, TROWEXPANDADD/SUB/MUL/DIV/MAX/MIN/EXPDIF,
 * TCOLEXPAND and TCOLEXPANDADD/SUB/MUL/DIV/MAX/MIN/EXPDIF (ExecuteTileExpand,
 * asl/tile/model/execution/expansion.asl).
 *
 * The catalog encodes the operation in the selector: Mode 2, Function =
 * axis * 16 + operation, axis 0 for TROW*, 1 for TCOL*; operation 4 COPY,
 * 5..10 ADD SUB MUL DIV MAX MIN, 11 EXPDIF.  The element rule column
 * (isa/tile_ops.def) names the binary rule: E_NONE for COPY, E_SUB for
 * EXPDIF (its first step).  COPY binds the broadcast tile as its only
 * source (its arguments are destination0, source0, source0), so it has a
 * record of its own with one catalog source (ops_expand_copy); the other
 * forms bind the full-shape source and then the broadcast (ops_expand). */
#include "kern/reduce.h"
#include "ops/ops.h"

static bool is_column(const op_info *op) { return (op->selector & 0x10u) != 0; }
static bool is_copy(const op_info *op) { return (op->selector & 0xFu) == 0x4u; }
static bool is_expdif(const op_info *op) { return (op->selector & 0xFu) == 0xBu; }
static unsigned bcast_index(const op_ctx *c) { return is_copy(c->op) ? c->bd->s0 : c->bd->s1; }

/* TileExpandExpdifTypePairLegal. */
static bool expdif_pair(unsigned s, unsigned d)
{
    return (s == DT_FP16 && (d == DT_FP16 || d == DT_FP32)) || (s == DT_BF16 && (d == DT_BF16 || d == DT_FP32)) ||
           (s == DT_FP32 && d == DT_FP32);
}

/* SelectedBundleExpansionExponentialDifferenceTypes: the source type is the
 * block type; the destination type is B.DATR's DataType when B.DATR is
 * present (31, DTYPE_NONE: the source type; 0 is FP64, decisions D14), else
 * the source type.  False for a type that is not concrete or a pair that
 * is not one of the five. */
static bool expdif_types(const block_state *b, unsigned *s, unsigned *d)
{
    *s = b->dtype;
    *d = b->dtype;
    if (b->datr && b->dtype2 != DT_NONE) {
        if (!dt_concrete(b->dtype2)) return false;
        *d = b->dtype2;
    }
    return expdif_pair(*s, *d);
}

/* C9, TileOperationDATRFieldApplicable: only PadValue may be nonzero, and
 * DataType for EXPDIF (datr_contract.allowed_nonzero_fields). */
static bool datr(const op_ctx *c, op_why *w)
{
    const block_state *b = c->b;
    if (!b->datr) return true;
    if (b->cmode || b->sat || b->canon || b->rmode || b->layout)
        return why(w, "only PadValue%s may be nonzero in %s's B.DATR", is_expdif(c->op) ? " and DataType" : "",
                   c->op->name);
    if (b->dtype2 && !is_expdif(c->op))
        return why(w, "only PadValue may be nonzero in %s's B.DATR (DataType %u)", c->op->name, b->dtype2);
    return true;
}

static bool dest_type(const op_ctx *c, unsigned *dt)
{
    if (!is_expdif(c->op)) {
        *dt = c->b->dtype;
        return true;
    }
    unsigned s;
    return expdif_types(c->b, &s, dt);
}

/* TileBroadcastPayloadNonzero: every broadcast element used by the valid
 * region (rows 0..VR-1 of a row broadcast, columns 0..VC-1 of a column
 * broadcast) is nonzero on every participating PE. */
static bool broadcast_nonzero(const op_ctx *c, unsigned src, unsigned bi, op_why *w)
{
    const tile *s = &c->m->tiles[src], *bt = &c->m->tiles[bi];
    bool column = is_column(c->op);
    uint32_t n = column ? s->vcols : s->vrows;
    char nm[8];
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        for (uint32_t i = 0; i < n; i++)
            if (tile_get(bt, pe, i) == 0)
                return why(w, "the integer divisor in broadcast %s is zero at %s %u on PE%u", ops_name(c, bi, nm),
                           column ? "column" : "row", (unsigned)i, pe);
    }
    return true;
}

/* The broadcast's shape: a row broadcast has VR = LB1 (or 1), VC = Col = 1;
 * a column broadcast VR = 1, VC = LB0, Col = LB2 (or LB0)
 * (SelectedBundleExpansionBroadcastShapeMatches). */
static bool broadcast_lb_shape(const op_ctx *c, unsigned bi, op_why *w)
{
    const tile *t = &c->m->tiles[bi];
    char n[8];
    if (is_column(c->op)) {
        if (t->vrows != 1 || t->vcols != c->b->lb[0] || t->cols != ops_lb_col(c->b))
            return why(w, "column broadcast %s is %ux%u with Col %u, not 1x%u with Col %u (1 x LB0, LB2 or LB0)",
                       ops_name(c, bi, n), (unsigned)t->vrows, (unsigned)t->vcols, (unsigned)t->cols,
                       (unsigned)c->b->lb[0], (unsigned)ops_lb_col(c->b));
    } else if (t->vrows != ops_lb_vr(c->b) || t->vcols != 1 || t->cols != 1) {
        return why(w, "row broadcast %s is %ux%u with Col %u, not %ux1 with Col 1 (LB1 or 1)", ops_name(c, bi, n),
                   (unsigned)t->vrows, (unsigned)t->vcols, (unsigned)t->cols, (unsigned)ops_lb_vr(c->b));
    }
    return true;
}

/* A legal row-major numeric tile of type dt (role, index). */
static bool numeric_of_type(const op_ctx *c, const char *role, unsigned idx, unsigned dt, op_why *w)
{
    const tile *t = &c->m->tiles[idx];
    char n[8];
    if (!ops_descriptor(c, role, idx, w) || !ops_numeric_row_major(c, role, idx, w)) return false;
    if (t->dtype != dt)
        return why(w, "%s %s is %s, not %s", role, ops_name(c, idx, n), pto_dtypes[t->dtype].name, pto_dtypes[dt].name);
    return true;
}

/* SelectedBundleClosedExpansionSchemaLegal (asl/block/model/dispatch/
 * expansion-schema.asl), after the closed schema's common prefix. */
static bool schema(const op_ctx *c, op_why *w)
{
    const block_state *b = c->b;
    const tile_binding *bd = &b->bind[0];
    bool copy = is_copy(c->op), expdif = is_expdif(c->op);
    if (b->ior) return why(w, "%s's closed schema has no B.IOR", c->op->name);
    if (!bd->s0_valid || bd->s1_valid == copy)
        return why(w, "%s's closed schema binds %s", c->op->name, copy ? "one source" : "a source and a broadcast");
    unsigned sdt = b->dtype, ddt = b->dtype;
    if (expdif && !expdif_types(b, &sdt, &ddt))
        return why(w, "%s takes FP16->FP16, BF16->BF16, FP32->FP32, FP16->FP32 or BF16->FP32, not %s->%s",
                   c->op->name, pto_dtypes[b->dtype].name,
                   b->datr && b->dtype2 != DT_NONE && dt_concrete(b->dtype2) ? pto_dtypes[b->dtype2].name
                   : b->datr && b->dtype2 != DT_NONE                         ? "a reserved DataType"
                                                                             : pto_dtypes[b->dtype].name);
    if (!expdif && !op_type_supported(c->op, ddt))
        return why(w, "%s does not take the block type %s", c->op->name, pto_dtypes[ddt].name);
    unsigned bi = copy ? bd->s0 : bd->s1;
    if (!numeric_of_type(c, "broadcast", bi, sdt, w) || !ops_encodings(c, "broadcast", bi, w) ||
        !broadcast_lb_shape(c, bi, w))
        return false;
    if (copy) return true;
    if (!numeric_of_type(c, "source", bd->s0, sdt, w) || !ops_encodings(c, "source", bd->s0, w) ||
        !ops_lb_shape(c, "source", bd->s0, w))
        return false;
    if ((c->op->selector & 0xFu) == 0x8u && ops_is_integer(ddt)) return broadcast_nonzero(c, bd->s0, bi, w);
    return true;
}

/* TileOperandsLegal_ExecuteTileExpand (asl/tile/model/legality/
 * reduction-and-expansion.asl). */
static bool operands(const op_ctx *c, const tile *dst, op_why *w)
{
    bool copy = is_copy(c->op), expdif = is_expdif(c->op);
    unsigned si = c->bd->s0, bi = bcast_index(c);
    const tile *s = &c->m->tiles[si], *bt = &c->m->tiles[bi];
    char n[8];
    if (!tile_descriptor_legal(dst)) return why(w, "the destination has no legal descriptor");
    if (!ops_descriptor(c, "source", si, w) || !ops_descriptor(c, "broadcast", bi, w)) return false;
    if (dst->kind != PTO_TILE_NUMERIC) return why(w, "the destination is not a numeric tile");
    if (dst->layout != PTO_LAYOUT_ROW_MAJOR) return why(w, "the destination is not row-major");
    if (dst->vrows == 0 || dst->vcols == 0) return why(w, "the destination has an empty valid region");
    if (expdif ? !expdif_pair(s->dtype, dst->dtype) : !op_type_supported(c->op, dst->dtype))
        return why(w, "%s does not take %s%s%s", c->op->name, expdif ? pto_dtypes[s->dtype].name : "",
                   expdif ? "->" : "", pto_dtypes[dst->dtype].name);
    if (bt->kind != PTO_TILE_NUMERIC) return why(w, "broadcast %s is not a numeric tile", ops_name(c, bi, n));
    unsigned want = expdif ? s->dtype : dst->dtype;
    if (bt->dtype != want)
        return why(w, "broadcast %s is %s, not %s", ops_name(c, bi, n), pto_dtypes[bt->dtype].name,
                   pto_dtypes[want].name);
    if (bt->layout != PTO_LAYOUT_ROW_MAJOR) return why(w, "broadcast %s is not row-major", ops_name(c, bi, n));
    if (!ops_defined(c, "broadcast", bi, w)) return false;
    if (!copy && !ops_encodings(c, "broadcast", bi, w)) return false;
    if (!copy) {
        if (expdif ? !ops_shape_match(c, "the destination", dst, "the source", s, w)
                   : !ops_shape_type_match(c, "the destination", dst, "the source", s, w))
            return false;
        if (!ops_numeric_row_major(c, "source", si, w) || !ops_encodings(c, "source", si, w)) return false;
    }
    if (is_column(c->op)) {
        if (bt->vrows != 1 || bt->vcols != dst->vcols || bt->cols != dst->cols)
            return why(w, "column broadcast %s must be one valid row of the destination's %u columns, Col %u",
                       ops_name(c, bi, n), (unsigned)dst->vcols, (unsigned)dst->cols);
    } else if (bt->vrows != dst->vrows || bt->vcols != 1 || bt->cols != 1) {
        return why(w, "row broadcast %s must be one column of the destination's %u valid rows", ops_name(c, bi, n),
                   (unsigned)dst->vrows);
    }
    if ((c->op->selector & 0xFu) == 0x8u && ops_is_integer(dst->dtype)) return broadcast_nonzero(c, si, bi, w);
    return true;
}

static unsigned execute(const op_ctx *c, tile *dst)
{
    const tile *s = &c->m->tiles[c->bd->s0], *bt = &c->m->tiles[bcast_index(c)];
    unsigned pad = c->b->datr ? c->b->pad : 3u; /* CurrentBundlePadValue: absent B.DATR is Null */
    unsigned flags = 0;
    fast_fenv env;
    ops_fenv_init(c->m, &env, (size_t)dst->vrows * dst->vcols * pe_count(c->bd->mask));
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        kern_bcast k = {0};
        k.sdt = is_copy(c->op) ? dst->dtype : s->dtype;
        k.ddt = dst->dtype;
        k.eop = c->op->eop;
        k.copy = is_copy(c->op);
        k.expdif = is_expdif(c->op);
        k.column = is_column(c->op);
        k.profile = c->m->profile;
        k.cols = dst->cols;
        k.vrows = dst->vrows;
        k.vcols = dst->vcols;
        k.src = k.copy ? NULL : s->data[pe];
        k.bc = bt->data[pe];
        k.dst = dst->data[pe];
        k.fenv = &env;
        kern_broadcast(&k);
        flags |= k.flags;
        kern_pad_numeric(dst, pe, pad); /* TileWithValidRegionDefined, TileWithPadding */
    }
    return flags | fast_fenv_leave(&env); /* RecordNumericStatusFlags */
}

/* memo: the checks read the header, the source's and the broadcast's
 * descriptors (the view's s0, s1), their definedness and encodings; the one
 * payload read, broadcast_nonzero, is an integer DIV divisor, which
 * memo_values_unread excludes (the block type is the destination's). */
const op_family ops_expand = {
    .name = "expand", .handler = "ExecuteTileExpand", .sources = 2, .gpr_inputs = 0, .dest = DEST_NUMERIC,
    .datr = datr, .dest_type = dest_type, .schema = schema, .operands = operands, .execute = execute, .memo = true,
};

/* memo: as ops_expand, with the broadcast the view's s0 and no payload read. */
const op_family ops_expand_copy = {
    .name = "expand", .handler = "ExecuteTileExpand", .sources = 1, .gpr_inputs = 0, .dest = DEST_NUMERIC,
    .datr = datr, .dest_type = dest_type, .schema = schema, .operands = operands, .execute = execute, .memo = true,
};
