/* The reduction family: TROWSUM TROWMAX TROWMIN TROWPROD TROWARGMAX
 * TROWARGMIN TCOLSUM TCOLMAX TCOLMIN TCOLPROD TCOLARGMAX TCOLARGMIN
 * (ExecuteTileReduction, asl/tile/model/execution/reduction.asl).
 *
 * The catalog (spec/catalog/tile-operations.json) encodes the operation in
 * the selector: Mode 2, Function = axis * 16 + operation, with axis 0 for
 * the TROW* rows and 1 for TCOL*, and operation 0 SUM, 1 MAX, 2 MIN,
 * 3 PROD, 12 ARGMAX, 13 ARGMIN.  The element rule column of a row
 * (isa/tile_ops.def) is the step's binary rule: E_ADD, E_MAX, E_MIN, E_MUL
 * (ARGMAX steps by MAX, ARGMIN by MIN). */
#include "kern/reduce.h"
#include "ops/ops.h"

static bool is_column(const op_info *op) { return (op->selector & 0x10u) != 0; }
static bool is_arg(const op_info *op) { return (op->selector & 0xFu) >= 0xCu; }

/* TileArgReductionSourceDataTypeSupported (TileA9DataTypeSupported). */
static bool a9(unsigned dt)
{
    switch (dt) {
    case DT_S32: case DT_U32: case DT_FP32: case DT_S16: case DT_U16: case DT_FP16: case DT_BF16: case DT_S8:
    case DT_U8: return true;
    default: return false;
    }
}

/* SelectedBundleClosedReductionSchemaLegal (asl/block/model/dispatch/
 * reduction-schema.asl), after the closed schema's common prefix: no B.IOR,
 * one source and no second; the block type in the VEC16 set; the source a
 * legal row-major numeric tile of the block type, with a nonempty valid
 * region equal to LB1 (or 1) x LB0 and Col equal to LB2 (or LB0), defined,
 * holding valid encodings. */
static bool schema(const op_ctx *c, op_why *w)
{
    const tile_binding *bd = &c->b->bind[0];
    unsigned dt = c->b->dtype;
    if (c->b->ior) return why(w, "%s's closed schema has no B.IOR", c->op->name);
    if (!bd->s0_valid || bd->s1_valid) return why(w, "%s's closed schema binds one source", c->op->name);
    if (!op_type_supported(c->op, dt))
        return why(w, "%s does not take the block type %s", c->op->name, pto_dtypes[dt].name);
    const tile *s = &c->m->tiles[bd->s0];
    if (!ops_descriptor(c, "source", bd->s0, w) || !ops_numeric_row_major(c, "source", bd->s0, w)) return false;
    char n[8];
    if (s->dtype != dt)
        return why(w, "source %s is %s, not the block's %s", ops_name(c, bd->s0, n), pto_dtypes[s->dtype].name,
                   pto_dtypes[dt].name);
    if (s->vrows == 0 || s->vcols == 0) return why(w, "source %s has an empty valid region", ops_name(c, bd->s0, n));
    return ops_lb_shape(c, "source", bd->s0, w) && ops_encodings(c, "source", bd->s0, w);
}

/* ResolveBundleTileDestinationsForOperation: U32 for the ARG forms, else
 * the source type (= the block type, by the schema). */
static bool dest_type(const op_ctx *c, unsigned *dt)
{
    *dt = is_arg(c->op) ? DT_U32 : c->m->tiles[c->bd->s0].dtype;
    return true;
}

/* The destination shape from the source: a row reduction VR = the source's
 * VR, VC = Col = 1; a column reduction VR = 1, VC and Col the source's. */
static void dest_shape(const op_ctx *c, uint32_t *vr, uint32_t *vc, uint32_t *col)
{
    const tile *s = &c->m->tiles[c->bd->s0];
    bool column = is_column(c->op);
    *vr = column ? 1 : s->vrows;
    *vc = column ? s->vcols : 1;
    *col = column ? s->cols : 1;
}

/* TileOperandsLegal_ExecuteTileReduction (asl/tile/model/legality/
 * reduction-and-expansion.asl). */
static bool operands(const op_ctx *c, const tile *dst, op_why *w)
{
    unsigned si = c->bd->s0;
    const tile *s = &c->m->tiles[si];
    bool arg = is_arg(c->op);
    char n[8];
    if (!tile_descriptor_legal(dst)) return why(w, "the destination has no legal descriptor");
    if (!ops_defined(c, "source", si, w)) return false;
    if (dst->kind != PTO_TILE_NUMERIC) return why(w, "the destination is not a numeric tile");
    if (!ops_numeric_row_major(c, "source", si, w)) return false;
    if (dst->layout != PTO_LAYOUT_ROW_MAJOR) return why(w, "the destination is not row-major");
    if (s->vrows == 0 || s->vcols == 0) return why(w, "source %s has an empty valid region", ops_name(c, si, n));
    if (arg ? !a9(s->dtype) : !op_type_supported(c->op, s->dtype))
        return why(w, "source %s has type %s, which %s does not take%s", ops_name(c, si, n), pto_dtypes[s->dtype].name,
                   c->op->name, arg ? " (an ARG source is S32, U32, FP32, S16, U16, FP16, BF16, S8 or U8)" : "");
    if (!ops_encodings(c, "source", si, w)) return false;
    if (arg ? dst->dtype != DT_S32 && dst->dtype != DT_U32 : dst->dtype != s->dtype)
        return why(w, "the destination is %s; %s writes %s", pto_dtypes[dst->dtype].name, c->op->name,
                   arg ? "S32 or U32 indices" : pto_dtypes[s->dtype].name);
    if (is_column(c->op)) {
        if (dst->rows < 1 || dst->cols != s->cols || dst->vrows != 1 || dst->vcols != s->vcols)
            return why(w, "the destination must be one valid row of the source's %u valid columns and Col %u",
                       (unsigned)s->vcols, (unsigned)s->cols);
    } else if (dst->rows < s->vrows || dst->cols != 1 || dst->vrows != s->vrows || dst->vcols != 1) {
        return why(w, "the destination must be one column of the source's %u valid rows", (unsigned)s->vrows);
    }
    return true;
}

static unsigned execute(const op_ctx *c, tile *dst)
{
    const tile *s = &c->m->tiles[c->bd->s0];
    unsigned pad = c->b->datr ? c->b->pad : 3u; /* CurrentBundlePadValue: absent B.DATR is Null */
    unsigned flags = 0;
    fast_fenv env;
    ops_fenv_init(c->m, &env, (size_t)s->vrows * s->vcols * pe_count(c->bd->mask));
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        kern_red k = {0};
        k.dt = s->dtype;
        k.eop = c->op->eop;
        k.arg = is_arg(c->op);
        k.column = is_column(c->op);
        k.profile = c->m->profile;
        k.cols = s->cols;
        k.vrows = s->vrows;
        k.vcols = s->vcols;
        k.src = s->data[pe];
        k.dst = dst->data[pe];
        k.fenv = &env;
        kern_reduce(&k);
        flags |= k.flags;
        kern_pad_numeric(dst, pe, pad); /* TileWithValidRegionDefined, TileWithPadding */
    }
    return flags | fast_fenv_leave(&env); /* RecordNumericStatusFlags: the OR of the step flags */
}

/* OPEN-22 (D32): the prose lists A9 (S32 U32 FP32 S16 U16 FP16 BF16 S8
 * U8) for SUM, MAX, MIN and the ARG forms and A7 (A9 without S8 and U8)
 * for PROD; the model takes every VEC16 type but for ARG (A9 there too). */
static void lint(const op_ctx *c, uint64_t pc)
{
    unsigned dt = c->m->tiles[c->bd->s0].dtype;
    bool prod = (c->op->selector & 0xFu) == 0x3u;
    if (!a9(dt) || (prod && (dt == DT_S8 || dt == DT_U8)))
        lint_warn(c->m, pc, "%s on %s: the model accepts it, the prose does not list the type (D32)", c->op->name,
                  pto_dtypes[dt].name);
}

const op_family ops_reduce = {
    .name = "reduce", .handler = "ExecuteTileReduction", .sources = 1, .gpr_inputs = 0, .dest = DEST_NUMERIC,
    .dest_type = dest_type, .dest_shape = dest_shape, .schema = schema, .operands = operands, .execute = execute,
    .lint = lint,
    .memo = true, /* the checks, dest_type and dest_shape read the header and s0's descriptor, definedness and
                     encodings only; no payload, no GPR */
};
