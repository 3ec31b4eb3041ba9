/* The indexed TLSU family: MGATHER, MSCATTER, MGATHER_MASK, MSCATTER_MASK
 * and MGATHER_CAS.  Block paths: asl/block/model/dispatch/tlsu-mgather*.asl,
 * tlsu-mscatter*.asl; handlers: asl/tile/model/memory/gather-scatter.asl
 * and atomics.asl; legality: asl/tile/model/legality/memory-schema.asl
 * (spec-digest-2 §7).
 *
 * An element's address is base + the index element, sign- or
 * zero-extended from its width and not scaled (TileIndexByteDisplacement).
 * Per PE (decisions D16) base = that PE's GPR[RegSrc0]; every active lane
 * of every participating PE is probed (PE0 to PE3, row-major inside)
 * before any effect, and lanes then run in the same order, so with
 * duplicate addresses the last lane wins (D23). */
#include "mem/gm.h"
#include "ops/ops.h"

enum { G_MGATHER, G_MSCATTER, G_MGATHER_MASK, G_MSCATTER_MASK, G_MGATHER_CAS };

static unsigned kind_of(const op_ctx *c) { return c->op->selector - OP_TLSU_BASE - 4u; }

/* The tiles of each form, from the binding stream (spec-digest-2 §7.1). */
typedef struct gtiles {
    int data, index, mask, expected, replacement; /* -1: none */
} gtiles;

static gtiles tiles_of(const op_ctx *c)
{
    const block_state *b = c->b;
    gtiles g = {-1, -1, -1, -1, -1};
    switch (kind_of(c)) {
    case G_MGATHER: g.index = b->bind[0].s0; break;
    case G_MSCATTER: g.data = b->bind[0].s0, g.index = b->bind[0].s1; break;
    case G_MGATHER_MASK: g.index = b->bind[0].s0, g.mask = b->bind[0].s1; break;
    case G_MSCATTER_MASK: g.data = b->bind[0].s0, g.index = b->bind[0].s1, g.mask = b->bind[1].s0; break;
    default: g.index = b->bind[0].s0, g.expected = b->bind[0].s1, g.replacement = b->bind[1].s0; break;
    }
    return g;
}

static bool is_gather(const op_ctx *c) { return kind_of(c) != G_MSCATTER && kind_of(c) != G_MSCATTER_MASK; }

/* The model's B.DATR layout (CurrentBundleTileLayout). */
static unsigned block_layout(const block_state *b)
{
    if (!b->datr) return PTO_LAYOUT_ROW_MAJOR;
    switch (b->layout) {
    case 1: case 18: case 28: return PTO_LAYOUT_COL_MAJOR;
    case 3: case 8: case 30: return PTO_LAYOUT_ZN;
    case 4: case 9: case 20: return PTO_LAYOUT_NZ;
    default: return PTO_LAYOUT_ROW_MAJOR;
    }
}

/* B.DATR: PadValue (the gathers) and Layout may be nonzero. */
static bool datr(const op_ctx *c, op_why *w)
{
    const block_state *b = c->b;
    if (!b->datr) return true;
    if (b->pad && !is_gather(c)) return why(w, "B.DATR PadValue must be 00 for %s", c->op->name);
    if (b->cmode || b->sat || b->canon || b->dtype2 || b->rmode)
        return why(w, "only B.DATR PadValue and Layout may be nonzero for %s", c->op->name);
    return true;
}

static bool binding_shape(const op_ctx *c, op_why *w)
{
    const block_state *b = c->b;
    const tile_binding *x = &b->bind[0], *y = &b->bind[1];
    bool ok;
    switch (kind_of(c)) {
    case G_MGATHER: ok = b->nbind == 1 && x->dst_valid && x->s0_valid && !x->s1_valid && x->last; break;
    case G_MSCATTER: ok = b->nbind == 1 && !x->dst_valid && x->s0_valid && x->s1_valid && x->last; break;
    case G_MGATHER_MASK: ok = b->nbind == 1 && x->dst_valid && x->s0_valid && x->s1_valid && x->last; break;
    case G_MSCATTER_MASK:
        ok = b->nbind == 2 && !x->dst_valid && x->s0_valid && x->s1_valid && !x->last && !y->dst_valid &&
             y->s0_valid && !y->s1_valid && y->last;
        break;
    default:
        ok = b->nbind == 2 && !x->dst_valid && x->s0_valid && x->s1_valid && !x->last && y->dst_valid &&
             y->s0_valid && !y->s1_valid && y->last;
        break;
    }
    return ok ? true : why(w, "the B.IOT bindings do not have the shape of %s (spec-digest-2 §7.1)", c->op->name);
}

static bool index_type_ok(const op_ctx *c, int idx, op_why *w)
{
    const tile *t = &c->m->tiles[idx];
    char n[8];
    if (t->kind != PTO_TILE_NUMERIC || !(pto_dtypes[t->dtype].cls == DTC_S || pto_dtypes[t->dtype].cls == DTC_U ||
                                         t->dtype == 20 || t->dtype == 28))
        return why(w, "index tile %s is not of an integer type (IndexedTLSUIndexDataTypeLegal)",
                   ops_name(c, (unsigned)idx, n));
    return true;
}

static bool valid_is(const op_ctx *c, int idx, uint32_t vr, uint32_t vc, op_why *w)
{
    const tile *t = &c->m->tiles[idx];
    char n[8];
    if (t->vrows != vr || t->vcols != vc)
        return why(w, "tile %s has valid shape %ux%u, the block %ux%u", ops_name(c, (unsigned)idx, n),
                   (unsigned)t->vrows, (unsigned)t->vcols, (unsigned)vr, (unsigned)vc);
    return true;
}

static bool mask_ok(const op_ctx *c, int idx, op_why *w)
{
    if (!ops_defined(c, "mask", (unsigned)idx, w)) return false;
    if (c->m->tiles[idx].kind != PTO_TILE_PREDICATE) return why(w, "the mask is not a predicate tile");
    return true;
}

static bool layout_is(const op_ctx *c, int idx, unsigned layout, op_why *w)
{
    char n[8];
    if (c->m->tiles[idx].layout != layout)
        return why(w, "tile %s's layout differs from the B.DATR Layout", ops_name(c, (unsigned)idx, n));
    return true;
}

/* The checks before allocation, all TileLegality (ExecuteBundle<Op>Operation):
 * B.IOR present, binding shape, dimensions (BundleMGATHERDimensionsLegal),
 * the transfer type, and the sources. */
static bool schema(const op_ctx *c, op_why *w)
{
    const block_state *b = c->b;
    if (!b->ior) return why(w, "%s needs B.IOR with the base address", c->op->name);
    if (!binding_shape(c, w)) return false;
    if (!b->lb_present[0]) return why(w, "%s needs LB0", c->op->name);
    if (ops_lb_zero(b, w)) return false;
    uint32_t vc = b->lb[0], vr = ops_lb_vr(b), col = ops_lb_col(b);
    if (vc > col) return why(w, "valid columns %u exceed the columns %u", (unsigned)vc, (unsigned)col);
    if (!ops_pow2(col)) return why(w, "the columns %u are not a power of two", (unsigned)col);
    if ((uint64_t)vr * vc > 32768u) return why(w, "%ux%u lanes exceed 32768", (unsigned)vr, (unsigned)vc);
    unsigned dt = b->dtype, layout = block_layout(b);
    if (!op_type_supported(c->op, dt))
        return why(w, "%s does not take %s (a packed 4-bit type)", c->op->name, pto_dtypes[dt].name);
    gtiles g = tiles_of(c);
    if (!ops_defined(c, "index tile", (unsigned)g.index, w) || !index_type_ok(c, g.index, w) ||
        !valid_is(c, g.index, vr, vc, w))
        return false;
    switch (kind_of(c)) {
    case G_MGATHER: return true;
    case G_MGATHER_MASK:
        return mask_ok(c, g.mask, w) && layout_is(c, g.index, layout, w) && layout_is(c, g.mask, layout, w) &&
               valid_is(c, g.mask, vr, vc, w);
    case G_MGATHER_CAS: {
        const tile *e = &c->m->tiles[g.expected], *r = &c->m->tiles[g.replacement];
        if (!ops_defined(c, "expected", (unsigned)g.expected, w) ||
            !ops_defined(c, "replacement", (unsigned)g.replacement, w))
            return false;
        if (e->dtype != dt || r->dtype != dt || e->kind != PTO_TILE_NUMERIC || r->kind != PTO_TILE_NUMERIC)
            return why(w, "the expected and replacement tiles must be %s", pto_dtypes[dt].name);
        return valid_is(c, g.expected, vr, vc, w) && valid_is(c, g.replacement, vr, vc, w);
    }
    default: { /* the scatters */
        const tile *d = &c->m->tiles[g.data];
        if (!ops_defined(c, "data tile", (unsigned)g.data, w)) return false;
        if (d->kind != PTO_TILE_NUMERIC || d->dtype != dt)
            return why(w, "the data tile is not %s", pto_dtypes[dt].name);
        if (!valid_is(c, g.data, vr, vc, w)) return false;
        if (d->cols != col) return why(w, "the data tile has %u columns, the block %u", (unsigned)d->cols, (unsigned)col);
        if (!layout_is(c, g.data, layout, w) || !layout_is(c, g.index, layout, w)) return false;
        if (kind_of(c) == G_MSCATTER_MASK)
            return mask_ok(c, g.mask, w) && valid_is(c, g.mask, vr, vc, w) && layout_is(c, g.mask, layout, w);
        return true;
    }
    }
}

/* TileOperandsLegal_MGATHER / _MGATHER_MASK / _MGATHER_CAS: the descriptors
 * legal (the fractal rule); the scatters have no destination. */
static bool operands(const op_ctx *c, const tile *dst, op_why *w)
{
    gtiles g = tiles_of(c);
    if (dst && !tile_descriptor_legal(dst))
        return why(w, "the destination's %ux%u shape does not fit its layout", (unsigned)dst->rows,
                   (unsigned)dst->cols);
    if (!ops_descriptor(c, "index tile", (unsigned)g.index, w)) return false;
    return true;
}

/* The address of lane (r, c) of PE pe. */
static uint64_t lane_addr(const op_ctx *c, const tile *index, unsigned pe, uint32_t r, uint32_t col)
{
    uint64_t v = tile_get(index, pe, layout_index(index, r, col));
    unsigned bits = pto_dtypes[index->dtype].bits;
    bool sgn = pto_dtypes[index->dtype].cls == DTC_S || index->dtype == 20; /* S4X2 */
    if (sgn && bits < 64) v = (uint64_t)((int64_t)(v << (64 - bits)) >> (64 - bits));
    return ops_gpr(c->m, pe, c->b->rs0) + v;
}

static bool lane_active(const op_ctx *c, const gtiles *g, unsigned pe, uint32_t r, uint32_t col)
{
    if (g->mask < 0) return true;
    const tile *mk = &c->m->tiles[g->mask];
    return tile_get(mk, pe, r * mk->cols + col) != 0; /* ReadTilePredicateBit */
}

static int preflight(const op_ctx *c, const tile *dst, uint64_t *addr, op_why *w)
{
    (void)dst;
    gtiles g = tiles_of(c);
    const tile *index = &c->m->tiles[g.index];
    unsigned e = pto_dtypes[c->b->dtype].bits / 8u;
    bool write = kind_of(c) == G_MSCATTER || kind_of(c) == G_MSCATTER_MASK || kind_of(c) == G_MGATHER_CAS;
    gm *mem = &c->m->mem;
    for (int pass = 0; pass < (write ? 2 : 1); pass++)
        for (unsigned pe = 0; pe < PTO_PES; pe++) {
            if (!(c->bd->mask & pe_bit(pe))) continue;
            for (uint32_t r = 0; r < index->vrows; r++)
                for (uint32_t col = 0; col < index->vcols; col++) {
                    if (!lane_active(c, &g, pe, r, col)) continue;
                    uint64_t a = lane_addr(c, index, pe, r, col);
                    if (pass == 1) { /* every probe passed: make the stores infallible */
                        if (!gm_prepare_write(mem, a, e)) return -1;
                        continue;
                    }
                    int k = gm_probe(mem, a, e, e);
                    if (k) {
                        *addr = a;
                        return ops_probe_fail(w, pe, k, a, write);
                    }
                }
        }
    return 0;
}

static unsigned execute(const op_ctx *c, tile *dst)
{
    gtiles g = tiles_of(c);
    const tile *index = &c->m->tiles[g.index];
    unsigned e = pto_dtypes[c->b->dtype].bits / 8u;
    gm *mem = &c->m->mem;
    unsigned pad = c->b->datr ? c->b->pad : 3u;
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        if (dst) { /* the whole physical region gets the pad value first */
            uint64_t pv = pad_value(dst->dtype, pad);
            for (uint32_t i = 0; i < dst->rows * dst->cols; i++) tile_put(dst, pe, i, pv);
        }
        for (uint32_t r = 0; r < index->vrows; r++)
            for (uint32_t col = 0; col < index->vcols; col++) {
                if (!lane_active(c, &g, pe, r, col)) continue;
                uint64_t a = lane_addr(c, index, pe, r, col);
                switch (kind_of(c)) {
                case G_MSCATTER:
                case G_MSCATTER_MASK: {
                    const tile *d = &c->m->tiles[g.data];
                    gm_store(mem, a, e, tile_get(d, pe, layout_index(d, r, col)));
                    break;
                }
                case G_MGATHER_CAS: {
                    const tile *x = &c->m->tiles[g.expected], *y = &c->m->tiles[g.replacement];
                    uint64_t old = gm_load(mem, a, e);
                    if (old == tile_get(x, pe, layout_index(x, r, col)))
                        gm_store(mem, a, e, tile_get(y, pe, layout_index(y, r, col)));
                    tile_put(dst, pe, layout_index(dst, r, col), old);
                    break;
                }
                default:
                    tile_put(dst, pe, layout_index(dst, r, col), gm_load(mem, a, e));
                    break;
                }
            }
        if (dst) tile_def_after_op(dst, pe, true); /* MarkTilePhysicalRegionDefined, even for Null */
    }
    return 0;
}

/* OPEN-20, OPEN-21 (D32): the prose allows only S32, U32, S64, U64 index
 * tiles. */
static void lint(const op_ctx *c, uint64_t pc)
{
    unsigned dt = c->m->tiles[tiles_of(c).index].dtype;
    if (dt != DT_S32 && dt != DT_U32 && dt != DT_S64 && dt != DT_U64)
        lint_warn(c->m, pc, "%s with a %s index tile: the prose allows S32, U32, S64, U64 (D32)", c->op->name,
                  pto_dtypes[dt].name ? pto_dtypes[dt].name : "?");
}

#define GATHER_RECORD(nm, src, dst_kind)                                                                    \
    const op_family ops_##nm = {                                                                          \
        .name = "gather", .handler = #nm, .sources = src, .gpr_inputs = 1, .dest = dst_kind, .tlsu = true, \
        .own_path = true, .layout_dest = true, .explicit_dest = true, .datr = datr, .schema = schema,     \
        .operands = operands, .preflight = preflight, .execute = execute, .lint = lint,                   \
    }
GATHER_RECORD(mgather, 1, DEST_NUMERIC);
GATHER_RECORD(mscatter, 2, DEST_NONE);
GATHER_RECORD(mgather_mask, 2, DEST_NUMERIC);
GATHER_RECORD(mscatter_mask, 3, DEST_NONE);
GATHER_RECORD(mgather_cas, 3, DEST_NUMERIC);
