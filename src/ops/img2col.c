/* TIMG2COL (asl/tile/model/execution/image-to-column.asl; legality
 * asl/tile/model/legality/image-to-column.asl; the source's descriptor
 * asl/tile/model/state/feature-map-descriptors.asl).
 *
 * No closed schema in the model (no TIMG2COL schema unit): the generic
 * destination shape (each LB when nonzero, else the source's value), one
 * source, no B.DATR field, no B.IOR input; posM and posK are the model's
 * operands natural0/natural1, the raw LB0 and LB1 (spec-digest-2 OPEN-24),
 * which also give the destination's valid columns and rows.  The
 * source's feature-map descriptor is set by the host (pto_tile_set_fmap).
 * TileOperandsLegal_TIMG2COL requires both tiles in the Matrix location,
 * and a bundle destination is allocated in location Any
 * (ResolveBundleTileDestinations), so through a bundle the check ends at
 * the location clause: TileLegality, as in the model.  The execute below
 * is the model's TIMG2COL and runs when the check holds. */
#include "ops/img2col.h"

static uint32_t natural(const block_state *b, unsigned i) { return b->lb_present[i] ? b->lb[i] : 0; }

/* TileCarrierOnlyDataTypeSupported */
static bool carrier_only(unsigned dt) { return pto_dtypes[dt].bits >= 8 && pto_dtypes[dt].bits <= 32; }

/* TileLocation_Matrix: a CUBE tile; every generic tile is in Any. */
static bool in_matrix(const tile *t) { return layout_is_cube(t->layout); }

/* TileLogicalElementCapacity */
static uint64_t elem_capacity(const tile *t) { return (uint64_t)t->capacity * 8u / pto_dtypes[t->dtype].bits; }

/* TileFeatureMapDescriptorStructurallyValid; products saturate above any
 * tile's capacity. */
static bool fmap_valid(const tile *s, op_why *w)
{
    const pto_fmap *d = &s->fmap;
    if (!s->fmap_valid) return why(w, "the source has no feature-map descriptor (pto_tile_set_fmap)");
    if (d->transposed) return why(w, "the source's feature-map descriptor is transposed");
    if (d->layout == PTO_FMAP_NC1HWC0 && d->depth != 1)
        return why(w, "an NC1HWC0 feature map has depth 1, not %u", (unsigned)d->depth);
    if ((uint64_t)d->logical_channels > (uint64_t)d->c1 * d->c0)
        return why(w, "%u logical channels exceed C1*C0 = %llu", (unsigned)d->logical_channels,
                    (unsigned long long)d->c1 * d->c0);
    const uint32_t f[] = {d->batches, d->depth, d->c1, d->height, d->width, d->c0};
    uint64_t n = 1, lim = (uint64_t)1 << 32;
    for (unsigned i = 0; i < 6; i++) {
        n *= f[i];
        if (n > lim) n = lim;
    }
    if (n > elem_capacity(s) || n > (uint64_t)s->rows * s->cols)
        return why(w, "the feature map's %llu elements exceed the source tile's %llu", (unsigned long long)n,
                    (unsigned long long)((uint64_t)s->rows * s->cols < elem_capacity(s) ? (uint64_t)s->rows * s->cols
                                                                                       : elem_capacity(s)));
    return true;
}

/* TileImageToColumnOutputHeight / Width */
static int64_t out_extent(uint32_t in, uint32_t pa, uint32_t pb, uint32_t filt, uint32_t stride, uint32_t dil)
{
    int64_t recept = (int64_t)dil * (filt - 1) + 1, padded = (int64_t)in + pa + pb;
    if (padded < recept) return 0;
    return (padded - recept) / stride + 1;
}

/* The source element index destination (row, col) reads, or -1 for the
 * padding value (the loop body of TIMG2COL and of
 * TileImageToColumnReferencedSourcesDefined). */
static int64_t source_index(const pto_fmap *d, int64_t oh, int64_t ow, int64_t lr, int64_t lc)
{
    int64_t rows_per_depth = oh * ow, rows_per_batch = (int64_t)d->depth * rows_per_depth;
    int64_t cpg = d->c0, cols_per_filter_row = (int64_t)d->filter_w * cpg, cols_per_group = d->filter_h * cols_per_filter_row;
    int64_t batch = lr / rows_per_batch, br = lr % rows_per_batch;
    int64_t depth = br / rows_per_depth, dr = br % rows_per_depth;
    int64_t orow = dr / ow, ocol = dr % ow;
    int64_t group = lc / cols_per_group, gr = lc % cols_per_group;
    int64_t frow = gr / cols_per_filter_row, fr = gr % cols_per_filter_row;
    int64_t fcol = fr / cpg, cig = fr % cpg;
    int64_t lch = group * cpg + cig;
    int64_t ir = orow * d->stride_h + frow * d->dilation_h - d->pad_top;
    int64_t ic = ocol * d->stride_w + fcol * d->dilation_w - d->pad_left;
    if (!(lch < d->logical_channels && ir >= 0 && ir < d->height && ic >= 0 && ic < d->width)) return -1;
    return ((((batch * d->depth + depth) * d->c1 + group) * d->height + ir) * d->width + ic) * cpg + cig;
}

bool img2col_operands_at(const op_ctx *c, const tile *dst, bool dst_matrix, bool src_matrix, op_why *w)
{
    const tile *s = &c->m->tiles[c->bd->s0];
    uint32_t pm = natural(c->b, 0), pk = natural(c->b, 1);
    if (!tile_descriptor_legal(dst)) return why(w, "the destination's descriptor is not legal (TileDescriptorLegal)");
    if (!tile_descriptor_legal(s)) return why(w, "the source's descriptor is not legal (TileDescriptorLegal)");
    if (!fmap_valid(s, w)) return false;
    if (s->kind != PTO_TILE_NUMERIC || !carrier_only(s->dtype))
        return why(w, "TIMG2COL's source is not of a carrier type (TileCarrierOnlyDataTypeSupported)");
    if (dst->kind != PTO_TILE_NUMERIC || dst->dtype != s->dtype)
        return why(w, "the destination is %s but the source is %s", pto_dtypes[dst->dtype].name,
                   pto_dtypes[s->dtype].name);
    if (dst->layout != PTO_LAYOUT_ROW_MAJOR || s->layout != PTO_LAYOUT_ROW_MAJOR)
        return why(w, "TIMG2COL's %s is not RowMajor", dst->layout != PTO_LAYOUT_ROW_MAJOR ? "destination" : "source");
    if (!dst_matrix || !src_matrix)
        return why(w,
                   "TIMG2COL's %s is not in the Matrix location (TileOperandsLegal_TIMG2COL; a bundle destination "
                   "is allocated in location Any, ResolveBundleTileDestinations)",
                   !dst_matrix ? "destination" : "source");
    const pto_fmap *d = &s->fmap;
    int64_t oh = out_extent(d->height, d->pad_top, d->pad_bottom, d->filter_h, d->stride_h, d->dilation_h);
    int64_t ow = out_extent(d->width, d->pad_left, d->pad_right, d->filter_w, d->stride_w, d->dilation_w);
    if (oh <= 0 || ow <= 0) return why(w, "the filter does not fit the padded feature map (no output rows or columns)");
    int64_t lrows = (int64_t)d->batches * d->depth * oh * ow, lcols = (int64_t)d->c1 * d->filter_h * d->filter_w * d->c0;
    if (pm + (int64_t)dst->vrows > lrows || pk + (int64_t)dst->vcols > lcols)
        return why(w, "the %ux%u window at posM %u, posK %u (LB0, LB1) leaves the %lldx%lld image-to-column matrix",
                   (unsigned)dst->vrows, (unsigned)dst->vcols, (unsigned)pm, (unsigned)pk, (long long)lrows,
                   (long long)lcols);
    /* TileImageToColumnReferencedSourcesDefined, on every PE of the mask */
    for (uint32_t r = 0; r < dst->vrows; r++)
        for (uint32_t col = 0; col < dst->vcols; col++) {
            int64_t i = source_index(d, oh, ow, (int64_t)pm + r, (int64_t)pk + col);
            if (i < 0) continue;
            if ((uint64_t)i >= elem_capacity(s) || (uint64_t)i >= (uint64_t)s->rows * s->cols)
                return why(w, "element %lld of the source, read by (%u, %u), is outside the tile", (long long)i,
                           (unsigned)r, (unsigned)col);
            for (unsigned pe = 0; pe < PTO_PES; pe++)
                if ((c->bd->mask & pe_bit(pe)) && !tile_is_defined(s, pe, (uint32_t)i))
                    return why(w, "element %lld of the source on PE%u, read by (%u, %u), is undefined", (long long)i,
                               pe, (unsigned)r, (unsigned)col);
        }
    return true;
}

static bool img2col_operands(const op_ctx *c, const tile *dst, op_why *w)
{
    return img2col_operands_at(c, dst, in_matrix(dst), in_matrix(&c->m->tiles[c->bd->s0]), w);
}

/* B.DATR contributes no field (allowed_nonzero_fields [], pad union must-zero). */
static bool img2col_datr(const op_ctx *c, op_why *w)
{
    const block_state *b = c->b;
    if (b->datr && (b->pad || b->cmode || b->sat || b->canon || b->dtype2 || b->rmode || b->layout))
        return why(w, "TIMG2COL takes no nonzero B.DATR field");
    return true;
}

/* TIMG2COL: each valid destination element from its source element or the
 * descriptor's padding (its low W bits, TileRawElementValue); the valid
 * region defined, padding Null (TileWithPadding(result, TilePad_Null)). */
static unsigned img2col_execute(const op_ctx *c, tile *dst)
{
    const tile *s = &c->m->tiles[c->bd->s0];
    const pto_fmap *d = &s->fmap;
    uint32_t pm = natural(c->b, 0), pk = natural(c->b, 1);
    int64_t oh = out_extent(d->height, d->pad_top, d->pad_bottom, d->filter_h, d->stride_h, d->dilation_h);
    int64_t ow = out_extent(d->width, d->pad_left, d->pad_right, d->filter_w, d->stride_w, d->dilation_w);
    uint64_t padv = d->padding & dt_mask(pto_dtypes[s->dtype].bits);
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        for (uint32_t r = 0; r < dst->vrows; r++)
            for (uint32_t col = 0; col < dst->vcols; col++) {
                int64_t i = source_index(d, oh, ow, (int64_t)pm + r, (int64_t)pk + col);
                tile_put(dst, pe, r * dst->cols + col, i < 0 ? padv : tile_get(s, pe, (uint32_t)i));
            }
        kern_pad_numeric(dst, pe, 3u);
    }
    return 0;
}

const op_family ops_timg2col = {.name = "img2col", .handler = "TIMG2COL", .sources = 1, .gpr_inputs = 0,
                                .dest = DEST_NUMERIC, .datr = img2col_datr,
                                .operands = img2col_operands, .execute = img2col_execute};
