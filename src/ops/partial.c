/* The partial family: TPARTADD, TPARTMUL, TPARTMAX, TPARTMIN
 * (ExecuteTilePartial, asl/tile/model/execution/complex.asl; schema
 * SelectedBundleClosedPartialSchemaLegal, asl/block/model/dispatch/partial-schema.asl;
 * legality TileOperandsLegal_ExecuteTilePartial, TilePartialCoverageLegal;
 * spec-digest-2 §9.5).
 *
 * The LB1 x LB0 destination takes, at (r, c), op(L, R) where both sources
 * are valid (the binary family's element rule, TileProfileBinaryWithFlags,
 * with its flags recorded), the raw bits of the one source valid there
 * otherwise.  Padding is always Null. */
#include <string.h>

#include "ops/ops.h"

/* The two sources in binding order (BundlePartialSourceAt). */
static void sources(const op_ctx *c, unsigned *l, unsigned *r)
{
    *l = c->bd->s0;
    *r = c->bd->s1;
}

static bool schema(const op_ctx *c, op_why *w)
{
    const block_state *b = c->b;
    if (b->ior) return why(w, "%s has no B.IOR", c->op->name);
    if (b->datr) return why(w, "%s has no B.DATR (even an all-zero one)", c->op->name);
    if (!ops_dims_legal(b, w)) return false;
    uint32_t vc = b->lb[0], vr = ops_lb_vr(b), col = ops_lb_col(b);
    if (col < vc) return why(w, "LB2 (%u) is below LB0 (%u)", (unsigned)col, (unsigned)vc);
    unsigned dt = b->dtype;
    if (!op_type_supported(c->op, dt)) return why(w, "%s does not take %s", c->op->name, pto_dtypes[dt].name);
    unsigned li, ri;
    sources(c, &li, &ri);
    const unsigned idx[2] = {li, ri};
    static const char *const role[2] = {"left source", "right source"};
    bool covers = false;
    for (int k = 0; k < 2; k++) {
        const tile *t = &c->m->tiles[idx[k]];
        char n[8];
        if (!ops_descriptor(c, role[k], idx[k], w) || !ops_numeric_row_major(c, role[k], idx[k], w)) return false;
        if (t->dtype != dt) return why(w, "the %s %s is not %s", role[k], ops_name(c, idx[k], n), pto_dtypes[dt].name);
        if (!t->vrows || !t->vcols || t->vrows > vr || t->vcols > vc)
            return why(w, "the %s's valid shape %ux%u is not inside LB1 x LB0 = %ux%u", role[k], (unsigned)t->vrows,
                        (unsigned)t->vcols, (unsigned)vr, (unsigned)vc);
        if (!ops_defined(c, role[k], idx[k], w)) return false;
        if (pto_dtypes[dt].cls == DTC_F && !ops_encodings(c, role[k], idx[k], w)) return false;
        covers |= t->vrows == vr && t->vcols == vc;
    }
    if (!covers) return why(w, "neither source covers the whole %ux%u destination", (unsigned)vr, (unsigned)vc);
    return true;
}

/* TileOperandsLegal_ExecuteTilePartial: every destination element is valid
 * in a source (TilePartialCoverageLegal) and the destination is row-major
 * of the block type. */
static bool operands(const op_ctx *c, const tile *dst, op_why *w)
{
    unsigned li, ri;
    sources(c, &li, &ri);
    const tile *l = &c->m->tiles[li], *r = &c->m->tiles[ri];
    if (!tile_descriptor_legal(dst) || dst->layout != PTO_LAYOUT_ROW_MAJOR)
        return why(w, "the destination is not a legal row-major tile");
    /* sources are anchored at the origin inside the destination, so every
     * element is covered exactly when the far corner is, by a source that
     * then covers everything */
    bool lall = l->vrows == dst->vrows && l->vcols == dst->vcols, rall = r->vrows == dst->vrows && r->vcols == dst->vcols;
    if (!lall && !rall) return why(w, "some destination element is valid in neither source (TilePartialCoverageLegal)");
    return true;
}

static unsigned execute(const op_ctx *c, tile *dst)
{
    unsigned li, ri;
    sources(c, &li, &ri);
    const tile *l = &c->m->tiles[li], *r = &c->m->tiles[ri];
    unsigned bits = pto_dtypes[dst->dtype].bits, esz = bits / 8u;
    unsigned flags = 0;
    fast_fenv env;
    ops_fenv_init(c->m, &env, (size_t)dst->vrows * dst->vcols * pe_count(c->bd->mask));
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        kern_args k;
        memset(&k, 0, sizeof k);
        k.fenv = &env;
        k.dt = dst->dtype;
        k.bits = bits;
        k.eop = c->op->eop;
        k.profile = c->m->profile;
        uint32_t both_r = l->vrows < r->vrows ? l->vrows : r->vrows;
        uint32_t both_c = l->vcols < r->vcols ? l->vcols : r->vcols;
        for (uint32_t row = 0; row < dst->vrows; row++) {
            uint8_t *d = dst->data[pe] + (size_t)row * dst->cols * esz;
            uint32_t from = 0;
            if (row < both_r) { /* the overlap: the element rule */
                flags |= kern_binary_run(&k, d, l->data[pe] + (size_t)row * l->cols * esz,
                                         r->data[pe] + (size_t)row * r->cols * esz, both_c);
                from = both_c;
            }
            /* the rest of the row: the raw bits of the source valid there */
            for (uint32_t col = from; col < dst->vcols; col++) {
                const tile *s = row < l->vrows && col < l->vcols ? l : r;
                memcpy(d + (size_t)col * esz, s->data[pe] + ((size_t)row * s->cols + col) * esz, esz);
            }
        }
        kern_pad_numeric(dst, pe, 3);
    }
    flags |= fast_fenv_leave(&env);
    return flags;
}

/* D32: where the prose is stricter than the model.  TPARTMUL's prose lists
 * no 8-bit type (TilePartialDataTypeSupported takes S8 and U8); the prose
 * defaults an omitted LB2 to ValidCol, the model to the first source's Col. */
static void lint(const op_ctx *c, uint64_t pc)
{
    const block_state *b = c->b;
    if (c->op->eop == E_MUL && pto_dtypes[b->dtype].bits == 8)
        lint_warn(c->m, pc, "TPARTMUL on %s: the model accepts it, the prose does not list the type (D32)",
                  pto_dtypes[b->dtype].name);
    unsigned li, ri;
    sources(c, &li, &ri);
    uint32_t col = c->m->tiles[li].cols;
    if (!b->lb_present[2] && col != b->lb[0])
        lint_warn(c->m, pc, "%s without LB2: the destination's Col is the first source's (%u), the prose says "
                            "ValidCol (%u) (D32)", c->op->name, (unsigned)col, (unsigned)b->lb[0]);
}

/* The destination takes the generic shape (ResolveBundleTileDestinations:
 * the partial schema is not among the explicit-shape schemas of
 * ResolveBundleTileDestinationsForOperation): VR = LB1 or the first
 * source's, VC = LB0, Col = LB2 or the first source's Col. */
const op_family ops_partial = {
    .name = "partial", .handler = "ExecuteTilePartial", .sources = 2, .gpr_inputs = 0, .dest = DEST_NUMERIC,
    .schema = schema, .operands = operands, .execute = execute, .lint = lint,
    .memo = true, /* the checks read the header and s0's and s1's descriptors, definedness and encodings */
};
