/* The select family: TSELS (ExecuteTileSelectScalar,
 * asl/tile/model/execution/elementwise.asl). */
#include "ops/ops.h"

/* SelectedBundleClosedTSELSSchemaLegal (tile-schema.asl): mask, source_true. */
static bool schema(const op_ctx *c, op_why *w)
{
    const tile_binding *bd = &c->b->bind[0];
    unsigned dt = c->b->dtype;
    if (!bd->s0_valid || !bd->s1_valid) return why(w, "TSELS's closed schema binds a mask and a source");
    if (!op_type_supported(c->op, dt))
        return why(w, "%s does not take the block type %s", c->op->name, pto_dtypes[dt].name);
    const tile *mk = &c->m->tiles[bd->s0], *t = &c->m->tiles[bd->s1];
    if (!ops_descriptor(c, "mask", bd->s0, w)) return false;
    if (mk->kind != PTO_TILE_PREDICATE) return why(w, "the mask is not a predicate tile");
    return ops_defined(c, "mask", bd->s0, w) && ops_scalar_source_legal(c, "source", bd->s1, dt, w) &&
           ops_shape_match(c, "the mask", mk, "the source", t, w);
}

/* TileOperandsLegal_ExecuteTileSelectScalar (operand-schema.asl). */
static bool operands(const op_ctx *c, const tile *dst, op_why *w)
{
    unsigned mi = c->bd->s0, si = c->bd->s1;
    const tile *mk = &c->m->tiles[mi], *t = &c->m->tiles[si];
    if (!ops_descriptor(c, "source", si, w) || !ops_numeric_row_major(c, "source", si, w) ||
        !ops_type_ok(c, "source", si, w) || !ops_defined(c, "source", si, w) || !ops_descriptor(c, "mask", mi, w))
        return false;
    if (mk->kind != PTO_TILE_PREDICATE) return why(w, "the mask is not a predicate tile");
    if (!ops_defined(c, "mask", mi, w) || !ops_shape_match(c, "the mask", mk, "the source", t, w) ||
        !ops_shape_type_match(c, "the source", t, "the destination", dst, w))
        return false;
    if (dst->kind != PTO_TILE_NUMERIC) return why(w, "the destination is not a numeric tile");
    return true;
}

static unsigned pe_kernel(const op_ctx *c, unsigned pe, kern_args *k)
{
    k->a = c->m->tiles[c->bd->s1].data[pe]; /* source_true */
    k->b = c->m->tiles[c->bd->s0].data[pe]; /* mask */
    kern_sels(k);
    return 0;
}

static unsigned execute(const op_ctx *c, tile *dst) { return ops_each_pe(c, dst, pe_kernel); }

const op_family ops_sels = {
    .name = "select", .handler = "ExecuteTileSelectScalar", .sources = 2, .gpr_inputs = 1, .dest = DEST_NUMERIC,
    .mask_source0 = true, .schema = schema, .operands = operands, .execute = execute,
};
