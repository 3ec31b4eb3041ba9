/* The tile-scalar family: TADDS TSUBS TMULS TDIVS TREMS TANDS TORS TXORS
 * TSHLS TSHRS TMAXS TMINS (ExecuteTileScalar,
 * asl/tile/model/execution/elementwise.asl). */
#include "num/num.h"
#include "ops/ops.h"

/* SelectedBundleClosedTileScalarBinarySchemaLegal (tile-schema.asl). */
static bool schema(const op_ctx *c, op_why *w)
{
    const tile_binding *bd = &c->b->bind[0];
    unsigned dt = c->b->dtype;
    if (!bd->s0_valid || bd->s1_valid) return why(w, "%s's closed schema binds one source", c->op->name);
    if (!op_type_supported(c->op, dt))
        return why(w, "%s does not take the block type %s", c->op->name, pto_dtypes[dt].name);
    return ops_scalar_source_legal(c, "source", bd->s0, dt, w) && ops_scalars_legal(c, dt, c->op->eop, w);
}

/* TileOperandsLegal_ExecuteTileScalar (operand-schema.asl). */
static bool operands(const op_ctx *c, const tile *dst, op_why *w)
{
    unsigned s0 = c->bd->s0;
    const tile *s = &c->m->tiles[s0];
    if (!ops_descriptor(c, "source", s0, w) || !ops_shape_type_match(c, "the source", s, "the destination", dst, w))
        return false;
    return ops_numeric_row_major(c, "source", s0, w) && ops_type_ok(c, "source", s0, w) &&
           ops_encodings(c, "source", s0, w) && ops_scalars_legal(c, s->dtype, c->op->eop, w);
}

static unsigned pe_kernel(const op_ctx *c, unsigned pe, kern_args *k)
{
    k->a = c->m->tiles[c->bd->s0].data[pe];
    kern_scalar(k);
    return k->flags; /* decisions D6: TSUBS records its element flags */
}

static unsigned execute(const op_ctx *c, tile *dst) { return ops_each_pe(c, dst, pe_kernel, DEST_NUMERIC); }

const op_family ops_scalar = {
    .name = "scalar", .handler = "ExecuteTileScalar", .sources = 1, .gpr_inputs = 1, .dest = DEST_NUMERIC,
    .schema = schema, .operands = operands, .execute = execute, .memo = true, .whole = KW_FLAGS,
};
