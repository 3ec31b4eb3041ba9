/* The sorting family: TSORT and TMRGSORT (asl/tile/model/execution/sorting.asl;
 * schema SelectedBundleClosedSortingSchemaLegal,
 * asl/block/model/dispatch/sorting-schema.asl; destinations
 * ResolveBundleTileDestinationsForOperation, destination-shape.asl;
 * legality TileOperandsLegal_TSORT / _TMRGSORT,
 * asl/tile/model/legality/sorting.asl; order TileSortLeftBefore,
 * asl/tile/model/ordering/sorting.asl).
 *
 * Both are profile-independent (no arithmetic): values are reordered, not
 * computed.  NaNs follow every number in both directions, +0 and -0 tie,
 * ties keep their order (left stream first for TMRGSORT).  A signalling
 * NaN anywhere in a source's valid region records NV.  Padding is Null.
 *
 *   TSORT   B.IOT Src, mask ->Values<TSize>; B.IOT mask, last ->Indices<TSize>;
 *           [B.DIM LB0 = sort width 1..64, 0 or absent: 32]; [B.IOR Descending]
 *   TMRGSORT  B.IOT Left, Right, mask, last ->Dst<TSize>; [B.IOR Descending]
 */
#include "kern/sort.h"
#include "num/num.h"
#include "ops/ops.h"

static bool tsort(const op_ctx *c) { return c->op->selector == OPSEL_TSORT; }

/* TileSortDataTypeSupported: FP32 and FP16 (the catalog's block line also
 * names BF16; the model, its AVS tests and the ASL contract text reject it). */
static bool sort_type(unsigned dt) { return dt == DT_FP32 || dt == DT_FP16; }

/* The descending flag of PE pe: GPR[RegSrc0] == 1 (BundleSortingDescending;
 * no B.IOR: ascending). */
static uint64_t flag_raw(const op_ctx *c, unsigned pe) { return c->b->ior ? ops_gpr(c->m, pe, c->b->rs0) : 0; }

/* B.DATR all zero when present (datr_contract: no field allowed, the pad
 * union must-zero), so the block type stands (decisions D14). */
static bool sort_datr(const op_ctx *c, op_why *w)
{
    const block_state *b = c->b;
    if (b->datr && (b->pad || b->cmode || b->sat || b->canon || b->dtype2 || b->rmode || b->layout))
        return why(w, "%s takes no nonzero B.DATR field", c->op->name);
    return true;
}

/* The valid region of PE pe's payload as one dense span: valid row r at
 * element r * Col (row-major). */
static const uint8_t *row_of(const tile *t, unsigned pe, uint32_t r)
{
    return t->data[pe] + (size_t)r * t->cols * (pto_dtypes[t->dtype].bits / 8u);
}

/* A sort source: legal descriptor, numeric row-major tile of the block
 * type, a nonempty valid region, defined with valid encodings
 * (TileSortSourceValuesLegal) on every participating PE. */
static bool source_ok(const op_ctx *c, const char *role, unsigned idx, op_why *w)
{
    const tile *t = &c->m->tiles[idx];
    char n[8];
    if (!ops_descriptor(c, role, idx, w) || !ops_numeric_row_major(c, role, idx, w)) return false;
    if (t->dtype != c->b->dtype)
        return why(w, "the %s %s is %s, not the block's %s", role, ops_name(c, idx, n), pto_dtypes[t->dtype].name,
                   pto_dtypes[c->b->dtype].name);
    if (!t->vrows || !t->vcols) return why(w, "the %s %s has an empty valid region", role, ops_name(c, idx, n));
    return ops_encodings(c, role, idx, w);
}

/* Both sources of TMRGSORT ordered in PE pe's direction (TileSortSequenceOrdered). */
static bool merge_sources_ordered(const op_ctx *c, op_why *w)
{
    const tile *l = &c->m->tiles[c->bd->s0], *r = &c->m->tiles[c->bd->s1];
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        bool desc = flag_raw(c, pe) == 1;
        if (!kern_sort_ordered(l->dtype, desc, row_of(l, pe, 0), l->vcols))
            return why(w, "the left source is not sorted %s on PE%u (TileSortSequenceOrdered)",
                       desc ? "descending" : "ascending", pe);
        if (!kern_sort_ordered(r->dtype, desc, row_of(r, pe, 0), r->vcols))
            return why(w, "the right source is not sorted %s on PE%u (TileSortSequenceOrdered)",
                       desc ? "descending" : "ascending", pe);
    }
    return true;
}

/* SelectedBundleClosedSortingSchemaLegal after the binding counts and the
 * stream's termination (C7), with BundleOperationGPRBindingValuesLegal on
 * every participating PE (decisions D3): the direction is 0 or 1. */
static bool sort_schema(const op_ctx *c, op_why *w)
{
    const block_state *b = c->b;
    if (tsort(c)) {
        if (b->lb_present[1] || b->lb_present[2]) return why(w, "TSORT takes no LB1 or LB2");
        if (b->lb_present[0] && b->lb[0] > 64)
            return why(w, "the sort width LB0 = %u is above 64", (unsigned)b->lb[0]);
    } else if (b->lb_present[0] || b->lb_present[1] || b->lb_present[2]) {
        return why(w, "TMRGSORT takes no B.DIM (its shape comes from the sources)");
    }
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(b->bind[0].mask & pe_bit(pe))) continue;
        uint64_t f = flag_raw(c, pe);
        if (f > 1)
            return why(w, "the direction of PE%u is %llu, not 0 (ascending) or 1 (descending)", pe,
                       (unsigned long long)f);
    }
    if (!sort_type(b->dtype)) return why(w, "%s takes FP32 or FP16, not %s", c->op->name, pto_dtypes[b->dtype].name);
    if (!source_ok(c, tsort(c) ? "source" : "left source", c->bd->s0, w)) return false;
    if (tsort(c)) return true;
    if (!source_ok(c, "right source", c->bd->s1, w)) return false;
    const tile *l = &c->m->tiles[c->bd->s0], *r = &c->m->tiles[c->bd->s1];
    if (l->vrows != 1 || r->vrows != 1)
        return why(w, "TMRGSORT merges one-row sources (valid rows %u and %u)", (unsigned)l->vrows,
                   (unsigned)r->vrows);
    if (l->vcols + r->vcols > 32768u)
        return why(w, "the merge of %u and %u elements is above 32768", (unsigned)l->vcols, (unsigned)r->vcols);
    return merge_sources_ordered(c, w);
}

/* SmallestTilePhysicalColumns: the least power of two >= n. */
static uint32_t pow2_at_least(uint32_t n)
{
    uint32_t p = 1;
    while (p < n) p <<= 1;
    return p;
}

/* ResolveBundleTileDestinationsForOperation: TSORT's destinations have the
 * source's valid shape and Col; TMRGSORT's one row of both sources'
 * elements, Col the least power of two holding them. */
static void sort_dest_shape(const op_ctx *c, uint32_t *vr, uint32_t *vc, uint32_t *col)
{
    const tile *l = &c->m->tiles[c->bd->s0];
    if (tsort(c)) {
        *vr = l->vrows, *vc = l->vcols, *col = l->cols;
        return;
    }
    const tile *r = &c->m->tiles[c->bd->s1];
    *vr = 1;
    *vc = l->vcols + r->vcols;
    *col = pow2_at_least(*vc);
}

/* TileOperandsLegal_TSORT / _TMRGSORT with the destinations allocated.  The
 * source checks of the schema hold on the same state; what is left is the
 * destinations' own legality and, for TSORT, TileLogicalShapeMatch of each
 * destination with the source (ptosim derives Rows from TSize and Col, so
 * an FP16 sort's U32 index tile needs twice the values' TSize). */
static bool sort_operands(const op_ctx *c, const tile *dst, op_why *w)
{
    const tile *s = &c->m->tiles[c->bd->s0];
    if (!tile_descriptor_legal(dst)) return why(w, "the value destination's descriptor is not legal");
    if (!tsort(c)) {
        const tile *r = &c->m->tiles[c->bd->s1];
        if (dst->vrows != 1 || dst->vcols != s->vcols + r->vcols)
            return why(w, "the destination does not hold one row of both sources");
        return true;
    }
    const tile *ix = c->dst2;
    if (!ix || !tile_descriptor_legal(ix)) return why(w, "the index destination's descriptor is not legal");
    if (!ops_shape_match(c, "the value destination", dst, "the source", s, w)) return false;
    if (!tile_shape_match(ix, s))
        return why(w, "the U32 index destination (%u rows of %u) does not match the source's shape (%u rows of %u; "
                      "TileLogicalShapeMatch): give it %s TSize",
                   (unsigned)ix->rows, (unsigned)ix->cols, (unsigned)s->rows, (unsigned)s->cols,
                   s->dtype == DT_FP16 ? "twice the values'" : "the values'");
    return true;
}

static unsigned sort_execute(const op_ctx *c, tile *dst)
{
    const tile *s = &c->m->tiles[c->bd->s0];
    const tile *r = tsort(c) ? NULL : &c->m->tiles[c->bd->s1];
    unsigned dt = s->dtype;
    /* TSORT's operand sort_width: LB0 when 1..64, else the default 32 */
    uint32_t width = c->b->lb_present[0] && c->b->lb[0] >= 1 ? c->b->lb[0] : 32u;
    bool snan = false;
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        bool desc = flag_raw(c, pe) == 1;
        if (tsort(c)) {
            for (uint32_t row = 0; row < s->vrows; row++) {
                const uint8_t *src = row_of(s, pe, row);
                snan |= kern_sort_has_snan(dt, src, s->vcols);
                kern_sort_row(dt, desc, src, (uint8_t *)row_of(dst, pe, row), (uint8_t *)row_of(c->dst2, pe, row),
                              s->vcols, width);
            }
            kern_pad_numeric(c->dst2, pe, 3); /* TileWithPadding(Null) */
        } else {
            const uint8_t *a = row_of(s, pe, 0), *b = row_of(r, pe, 0);
            snan |= kern_sort_has_snan(dt, a, s->vcols) || kern_sort_has_snan(dt, b, r->vcols);
            kern_merge(dt, desc, a, s->vcols, b, r->vcols, dst->data[pe]);
        }
        kern_pad_numeric(dst, pe, 3);
    }
    return snan ? PTO_FLAG_NV : 0u; /* RecordNumericStatusFlags(NV) */
}

const op_family ops_tsort = {
    .name = "sort", .handler = "TSORT", .sources = 1, .gpr_inputs = 1, .dest = DEST_NUMERIC, .more_dests = 1,
    .lb0_zero = true,
    .datr = sort_datr, .dest_shape = sort_dest_shape, .schema = sort_schema, .operands = sort_operands,
    .execute = sort_execute,
};
const op_family ops_tmrgsort = {
    .name = "sort", .handler = "TMRGSORT", .sources = 2, .gpr_inputs = 1, .dest = DEST_NUMERIC,
    .datr = sort_datr, .dest_shape = sort_dest_shape, .schema = sort_schema, .operands = sort_operands,
    .execute = sort_execute,
};
