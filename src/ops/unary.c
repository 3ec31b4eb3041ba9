/* The unary family: TABS, TNOT, TNEG, TRELU (VEC) of ExecuteTileUnary
 * (asl/tile/model/execution/unary.asl).  The SFU unary operations (TEXP,
 * TLOG, TRECIP, TSQRT, TRSQRT) share the handler but not yet a record. */
#include "ops/ops.h"

/* SelectedBundleClosedUnarySchemaLegal (asl/block/model/dispatch/tile-schema.asl):
 * one source, and the block type in the operation's set
 * (TileUnaryDataTypeSupported); the B.DATR layout is RowMajor (C9 already
 * requires Layout 0). */
static bool schema(const op_ctx *c, op_why *w)
{
    const tile_binding *bd = &c->b->bind[0];
    if (!bd->s0_valid || bd->s1_valid) return why(w, "%s's closed schema binds one source", c->op->name);
    if (!op_type_supported(c->op, c->b->dtype))
        return why(w, "%s does not take the block type %s", c->op->name, pto_dtypes[c->b->dtype].name);
    return true;
}

/* TileOperandsLegal_ExecuteTileUnary (asl/tile/model/legality/operand-schema.asl):
 * destination and source match in shape and type; the source is defined,
 * of a supported type and row-major; float sources hold valid encodings. */
static bool operands(const op_ctx *c, const tile *dst, op_why *w)
{
    unsigned s0 = c->bd->s0;
    const tile *s = &c->m->tiles[s0];
    if (!ops_descriptor(c, "source", s0, w) || !ops_shape_type_match(c, "the source", s, "the destination", dst, w) ||
        !ops_defined(c, "source", s0, w) || !ops_type_ok(c, "source", s0, w))
        return false;
    if (s->layout != PTO_LAYOUT_ROW_MAJOR) return why(w, "the source is not row-major");
    if (pto_dtypes[s->dtype].cls == DTC_F && !ops_encodings(c, "source", s0, w)) return false;
    return true;
}

static unsigned pe_kernel(const op_ctx *c, unsigned pe, kern_args *k)
{
    k->a = c->m->tiles[c->bd->s0].data[pe];
    kern_unary(k);
    return k->flags; /* ScalarFPRecordFlags: NV from RELU of a signalling NaN */
}

static unsigned execute(const op_ctx *c, tile *dst) { return ops_each_pe(c, dst, pe_kernel); }

/* OPEN-22 (D32): the prose's narrower type sets. */
static void lint(const op_ctx *c, uint64_t pc)
{
    unsigned dt = c->b->dtype;
    bool fl = dt == DT_FP16 || dt == DT_FP32 || dt == DT_BF16, listed;
    switch (c->op->eop) {
    case E_ABS: listed = fl; break;
    case E_NEG: listed = fl || dt == DT_S32 || dt == DT_S16 || dt == DT_S8; break;
    case E_RELU: listed = fl || dt == DT_S32; break;
    default: listed = true; break;
    }
    if (!listed)
        lint_warn(c->m, pc, "%s on %s: the model accepts it, the prose does not list the type (D32)", c->op->name,
                  pto_dtypes[dt].name);
}

const op_family ops_unary = {
    .name = "unary", .handler = "ExecuteTileUnary", .sources = 1, .gpr_inputs = 0, .dest = DEST_NUMERIC,
    .schema = schema, .operands = operands, .execute = execute, .lint = lint,
};
