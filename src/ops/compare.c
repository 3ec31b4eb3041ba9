/* The compare family: TCMPS (ExecuteTileCompareScalar) and TCMP
 * (ExecuteTileCompare), asl/tile/model/execution/comparison.asl.  Both
 * write a predicate tile with the source's geometry. */
#include "num/num.h"
#include "ops/ops.h"

/* SelectedBundleClosedTCMPSSchemaLegal (tile-schema.asl). */
static bool schema_cmps(const op_ctx *c, op_why *w)
{
    const tile_binding *bd = &c->b->bind[0];
    unsigned dt = c->b->dtype;
    if (!bd->s0_valid || bd->s1_valid) return why(w, "TCMPS's closed schema binds one source");
    if (c->b->cmode > 5) return why(w, "B.DATR CMode %u is not a compare mode (0..5)", c->b->cmode);
    if (!op_type_supported(c->op, dt))
        return why(w, "%s does not take the block type %s", c->op->name, pto_dtypes[dt].name);
    return ops_scalar_source_legal(c, "source", bd->s0, dt, w) && ops_scalars_legal(c, dt, E_NONE, w);
}

/* TileOperandsLegal_ExecuteTileCompareScalar (operand-schema.asl). */
static bool operands_cmps(const op_ctx *c, const tile *dst, op_why *w)
{
    unsigned s0 = c->bd->s0;
    const tile *s = &c->m->tiles[s0];
    if (!ops_descriptor(c, "source", s0, w) || !ops_numeric_row_major(c, "source", s0, w) ||
        !ops_type_ok(c, "source", s0, w) || !ops_encodings(c, "source", s0, w) ||
        !ops_scalars_legal(c, s->dtype, E_NONE, w) || !ops_shape_match(c, "the source", s, "the destination", dst, w))
        return false;
    if (dst->kind != PTO_TILE_PREDICATE) return why(w, "the destination is not a predicate tile");
    return true;
}

/* SelectedBundleClosedTCMPSchemaLegal: no B.IOR at all. */
static bool schema_cmp(const op_ctx *c, op_why *w)
{
    const tile_binding *bd = &c->b->bind[0];
    unsigned dt = c->b->dtype;
    if (c->b->ior) return why(w, "TCMP's closed schema has no B.IOR");
    if (!bd->s0_valid || !bd->s1_valid) return why(w, "TCMP's closed schema binds two sources");
    if (c->b->cmode > 5) return why(w, "B.DATR CMode %u is not a compare mode (0..5)", c->b->cmode);
    if (!op_type_supported(c->op, dt))
        return why(w, "%s does not take the block type %s", c->op->name, pto_dtypes[dt].name);
    const tile *l = &c->m->tiles[bd->s0], *r = &c->m->tiles[bd->s1];
    if (!ops_descriptor(c, "source", bd->s0, w) || !ops_descriptor(c, "source", bd->s1, w) ||
        !ops_shape_type_match(c, "the first source", l, "the second source", r, w) ||
        !ops_numeric_row_major(c, "source", bd->s0, w))
        return false;
    if (l->dtype != dt)
        return why(w, "the sources are %s, not the block's %s", pto_dtypes[l->dtype].name, pto_dtypes[dt].name);
    return ops_encodings(c, "source", bd->s0, w) && ops_encodings(c, "source", bd->s1, w) &&
           ops_lb_shape(c, "source", bd->s0, w);
}

/* TileOperandsLegal_ExecuteTileCompare (operand-schema.asl). */
static bool operands_cmp(const op_ctx *c, const tile *dst, op_why *w)
{
    unsigned s0 = c->bd->s0, s1 = c->bd->s1;
    const tile *l = &c->m->tiles[s0], *r = &c->m->tiles[s1];
    if (!ops_descriptor(c, "source", s0, w) || !ops_descriptor(c, "source", s1, w) ||
        !ops_shape_type_match(c, "the first source", l, "the second source", r, w) ||
        !ops_numeric_row_major(c, "source", s0, w) || !ops_type_ok(c, "source", s0, w) ||
        !ops_encodings(c, "source", s0, w) || !ops_encodings(c, "source", s1, w) ||
        !ops_shape_match(c, "the first source", l, "the destination", dst, w))
        return false;
    if (dst->kind != PTO_TILE_PREDICATE) return why(w, "the destination is not a predicate tile");
    return true;
}

static unsigned pe_kernel(const op_ctx *c, unsigned pe, kern_args *k)
{
    k->a = c->m->tiles[c->bd->s0].data[pe];
    if (c->bd->s1_valid) k->b = c->m->tiles[c->bd->s1].data[pe]; /* TCMP: tile-tile */
    kern_cmps(k);
    return k->flags & NUM_NV; /* D6: NV on a signalling NaN */
}

static unsigned execute(const op_ctx *c, tile *dst) { return ops_each_pe(c, dst, pe_kernel, DEST_PREDICATE); }

const op_family ops_cmps = {
    .name = "compare", .handler = "ExecuteTileCompareScalar", .sources = 1, .gpr_inputs = 1,
    .dest = DEST_PREDICATE, .cmode = true, .schema = schema_cmps, .operands = operands_cmps, .execute = execute, .memo = true,
    .whole = KW_CMP,
};

const op_family ops_cmp = {
    .name = "compare", .handler = "ExecuteTileCompare", .sources = 2, .gpr_inputs = 0, .dest = DEST_PREDICATE,
    .cmode = true, .schema = schema_cmp, .operands = operands_cmp, .execute = execute, .memo = true, .whole = KW_CMP,
};
