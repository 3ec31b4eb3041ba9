/* The fill family: TEXPANDS (ExecuteTileFillScalar,
 * asl/tile/model/execution/elementwise.asl). */
#include "ops/ops.h"

/* SelectedBundleClosedTEXPANDSSchemaLegal (tile-schema.asl). */
static bool schema(const op_ctx *c, op_why *w)
{
    const tile_binding *bd = &c->b->bind[0];
    if (bd->s0_valid || bd->s1_valid) return why(w, "%s's closed schema binds no source", c->op->name);
    if (!op_type_supported(c->op, c->b->dtype))
        return why(w, "%s does not take the block type %s", c->op->name, pto_dtypes[c->b->dtype].name);
    return true;
}

/* TileOperandsLegal_ExecuteTileFillScalar (operand-schema.asl). */
static bool operands(const op_ctx *c, const tile *dst, op_why *w)
{
    if (!tile_descriptor_legal(dst)) return why(w, "the destination has no legal descriptor");
    if (dst->kind != PTO_TILE_NUMERIC || dst->layout != PTO_LAYOUT_ROW_MAJOR)
        return why(w, "the destination is not a numeric row-major tile");
    if (!op_type_supported(c->op, dst->dtype))
        return why(w, "%s does not take the destination type %s", c->op->name, pto_dtypes[dst->dtype].name);
    return true;
}

static unsigned pe_kernel(const op_ctx *c, unsigned pe, kern_args *k)
{
    (void)c;
    (void)pe;
    kern_fill(k);
    return 0; /* D6: TEXPANDS records no flags */
}

static unsigned execute(const op_ctx *c, tile *dst) { return ops_each_pe(c, dst, pe_kernel, DEST_NUMERIC); }

const op_family ops_fill = {
    .name = "fill", .handler = "ExecuteTileFillScalar", .sources = 0, .gpr_inputs = 1, .dest = DEST_NUMERIC,
    .schema = schema, .operands = operands, .execute = execute, .memo = true, .whole = KW_FILL,
};
