/* The unary family, ExecuteTileUnary (asl/tile/model/execution/unary.asl),
 * in two records: TABS, TNOT, TNEG, TRELU (VEC, a closed schema) and the SFU
 * operations TEXP, TLOG, TRECIP, TSQRT, TRSQRT, which have no closed schema
 * (LB0 optional, the destination shape from the source; decisions D32). */
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

static unsigned execute(const op_ctx *c, tile *dst) { return ops_each_pe(c, dst, pe_kernel, DEST_NUMERIC); }

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
    .schema = schema, .operands = operands, .execute = execute, .memo = true, .whole = KW_UNARY, .lint = lint,
};

/* ---- TEXP, TLOG, TRECIP, TSQRT, TRSQRT (SFU) ---------------------------------
 * No closed schema (TileUnaryUsesClosedElementwiseContract is false for
 * them): the generic block path resolves the destination from the LBs or
 * the source (ResolveBundleTileDestinations), and the operand predicate is
 * the same TileOperandsLegal_ExecuteTileUnary, with the type set
 * TileFloatingElementwiseDataTypeSupported.  The element rule is
 * TileSFUUnarySpecialValue, then TileProfileUnary (src/num/transc.c); the
 * flags are recorded in both profiles. */
static unsigned sfu_pe_kernel(const op_ctx *c, unsigned pe, kern_args *k)
{
    k->a = c->m->tiles[c->bd->s0].data[pe];
    kern_sfu(k);
    return k->flags;
}

static unsigned sfu_execute(const op_ctx *c, tile *dst) { return ops_each_pe(c, dst, sfu_pe_kernel, DEST_NUMERIC); }

/* OPEN-22 and OPEN-23 (D32): the prose lists FP16, FP32 and BF16 only and
 * requires LB0. */
static void sfu_lint(const op_ctx *c, uint64_t pc)
{
    unsigned dt = c->b->dtype;
    if (dt != DT_FP16 && dt != DT_FP32 && dt != DT_BF16)
        lint_warn(c->m, pc, "%s on %s: the model accepts it, the prose lists FP16, FP32 and BF16 only (D32)",
                  c->op->name, pto_dtypes[dt].name);
    if (!c->b->lb_present[0])
        lint_warn(c->m, pc, "%s without LB0: the model takes the shape from the source, the prose requires LB0 (D32)",
                  c->op->name);
}

const op_family ops_unary_sfu = {
    .name = "unary", .handler = "ExecuteTileUnary", .sources = 1, .gpr_inputs = 0, .dest = DEST_NUMERIC,
    .operands = operands, .execute = sfu_execute, .memo = true, .lint = sfu_lint,
};
