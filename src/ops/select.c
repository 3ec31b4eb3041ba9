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

static unsigned execute(const op_ctx *c, tile *dst) { return ops_each_pe(c, dst, pe_kernel, DEST_NUMERIC); }

const op_family ops_sels = {
    .name = "select", .handler = "ExecuteTileSelectScalar", .sources = 2, .gpr_inputs = 1, .dest = DEST_NUMERIC,
    .mask_source0 = true, .schema = schema, .operands = operands, .execute = execute,
    .memo = true, /* the checks read the mask's and the source's (s0, s1) descriptors, definedness and encodings;
                     the scalar (GPR) is read by execute only */
};

/* ---- TSEL: ExecuteTileSelect (asl/tile/model/execution/comparison.asl) ----
 * Bindings: B.IOT Pred, SrcTrue, mask (L=0); B.IOT SrcFalse, mask, last,
 * ->Dst (spec-digest-2 §9.6). */

/* SelectedBundleClosedTSELSchemaLegal (asl/block/model/dispatch/comparison-schema.asl). */
static bool sel_schema(const op_ctx *c, op_why *w)
{
    const block_state *b = c->b;
    const tile_binding *in = &b->bind[0], *res = &b->bind[1];
    if (b->nbind != 2) return why(w, "TSEL binds two B.IOT: mask and true source, then false source and destination");
    if (b->ior) return why(w, "TSEL's closed schema has no B.IOR");
    if (!ops_dims_legal(b, w)) return false;
    if (in->dst_valid || !in->s0_valid || !in->s1_valid || in->last || !res->dst_valid || !res->s0_valid ||
        res->s1_valid || !res->last)
        return why(w, "TSEL binds B.IOT Pred, SrcTrue (L=0), then B.IOT SrcFalse, last, ->Dst");
    unsigned dt = b->dtype;
    if (!op_type_supported(c->op, dt)) return why(w, "TSEL does not take %s", pto_dtypes[dt].name);
    unsigned mk = in->s0, st = in->s1, sf = res->s0;
    const tile *tm = &c->m->tiles[mk], *tt = &c->m->tiles[st], *tf = &c->m->tiles[sf];
    if (!ops_defined(c, "mask", mk, w)) return false;
    if (tm->kind != PTO_TILE_PREDICATE) return why(w, "the TSEL mask is not a predicate tile");
    if (!ops_shape_type_match(c, "the true source", tt, "the false source", tf, w)) return false;
    if (tt->kind != PTO_TILE_NUMERIC || tt->dtype != dt)
        return why(w, "the sources are not %s numeric tiles", pto_dtypes[dt].name);
    if (tt->layout != PTO_LAYOUT_ROW_MAJOR) return why(w, "the sources are not row-major");
    return ops_defined(c, "source", st, w) && ops_defined(c, "source", sf, w) &&
           ops_shape_match(c, "the mask", tm, "the true source", tt, w) && ops_lb_shape(c, "source", st, w);
}

/* TileOperandsLegal_ExecuteTileSelect (asl/tile/model/legality/operand-schema.asl). */
static bool sel_operands(const op_ctx *c, const tile *dst, op_why *w)
{
    const tile *tt = &c->m->tiles[c->b->bind[0].s1];
    if (!ops_shape_type_match(c, "the true source", tt, "the destination", dst, w)) return false;
    if (dst->kind != PTO_TILE_NUMERIC) return why(w, "the destination is not a numeric tile");
    return true;
}

static unsigned sel_kernel(const op_ctx *c, unsigned pe, kern_args *k)
{
    const block_state *b = c->b;
    k->a = c->m->tiles[b->bind[0].s1].data[pe]; /* source_true */
    k->b = c->m->tiles[b->bind[1].s0].data[pe]; /* source_false */
    kern_sel(k, c->m->tiles[b->bind[0].s0].data[pe]);
    return 0; /* no flags (spec-digest-2 §9.12) */
}

static unsigned sel_execute(const op_ctx *c, tile *dst) { return ops_each_pe(c, dst, sel_kernel, DEST_NUMERIC); }

/* OPEN-22 (D32): TSEL's prose lists no 64-bit type; the model takes them
 * (TileVecArithmeticDataTypeSupported). */
static void sel_lint(const op_ctx *c, uint64_t pc)
{
    unsigned dt = c->b->dtype;
    if (pto_dtypes[dt].bits == 64)
        lint_warn(c->m, pc, "TSEL on %s: the model accepts it, the prose does not list the type (D32)",
                  pto_dtypes[dt].name);
}

const op_family ops_sel = {
    .name = "select", .handler = "ExecuteTileSelect", .sources = 3, .gpr_inputs = 0, .dest = DEST_NUMERIC,
    .explicit_dest = true, .mask_source0 = true, .schema = sel_schema, .operands = sel_operands,
    .execute = sel_execute, .lint = sel_lint,
    .memo = true, /* the checks read the header and the three sources' descriptors and definedness (the false
                     source is the memo's third, s2); no payload, no GPR */
};
