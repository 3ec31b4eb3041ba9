/* THISTOGRAM (SFU, Mode 3 Function 8): THISTOGRAM in
 * asl/tile/model/execution/complex.asl; schema
 * SelectedBundleClosedHistogramSchemaLegal
 * (asl/block/model/dispatch/histogram-schema.asl); destination
 * ResolveBundleTileDestinationsForOperation (destination-shape.asl);
 * legality TileHistogramInputsLegal / TileOperandsLegal_THISTOGRAM
 * (asl/tile/model/legality/indexed-layout.asl).
 *
 *   BSTART.SFU THISTOGRAM, U16|U32; B.DATR U32, ByteId (PadValue field);
 *   B.IOT Src, Filter, mask, last, ->Dst<TSize>; BSTOP
 *
 * For each valid source row, each element whose more significant bytes
 * match the filter (U16 ByteId 0: the high byte against filter (row, 0);
 * U32 ByteId 2, 1, 0: bytes 3, 3..2, 3..1 against filter (0, 0), (1, 0),
 * (2, 0) in turn; U16 ByteId 1 and U32 ByteId 3: every element) counts
 * its byte ByteId into one of 256 bins; destination (row, bin) is the
 * inclusive cumulative count of bins 0..bin, a U32.  The destination is
 * source-valid-rows x 256, Col 256, padding Null.  No flags. */
#include "ops/ops.h"

/* B.DATR is mandatory; only DataType and PadValue (the ByteId) may be
 * nonzero (datr_contract); DataType must be U32 (the schema).  A missing
 * or wrong B.DATR is TileLegality either way. */
static bool hist_datr(const op_ctx *c, op_why *w)
{
    const block_state *b = c->b;
    if (!b->datr) return why(w, "THISTOGRAM needs a B.DATR with DataType U32 and the ByteId");
    if (b->cmode || b->sat || b->canon || b->rmode || b->layout)
        return why(w, "only B.DATR DataType and ByteId (PadValue) may be nonzero for THISTOGRAM");
    return true;
}

static bool hist_dest_type(const op_ctx *c, unsigned *dt)
{
    (void)c;
    *dt = DT_U32;
    return true;
}

static void hist_dest_shape(const op_ctx *c, uint32_t *vr, uint32_t *vc, uint32_t *col)
{
    *vr = c->m->tiles[c->bd->s0].vrows;
    *vc = 256;
    *col = 256;
}

/* Filter rows the ByteId reads (column 0 of each): U16 ByteId 0 one per
 * source row, U32 ByteId 2/1/0 the first 1/2/3 rows, otherwise none. */
static uint32_t filter_rows(unsigned sdt, unsigned byte_id, uint32_t src_vrows)
{
    if (sdt == DT_U16) return byte_id == 0 ? src_vrows : 0;
    return byte_id <= 2 ? 3u - byte_id : 0;
}

/* TileHistogramInputsLegal on every participating PE. */
static bool inputs_legal(const op_ctx *c, op_why *w)
{
    unsigned si = c->bd->s0, fi = c->bd->s1;
    const tile *s = &c->m->tiles[si], *f = &c->m->tiles[fi];
    unsigned byte_id = c->b->pad;
    char n[8];
    if (!ops_descriptor(c, "source", si, w) || !ops_defined(c, "source", si, w)) return false;
    if (!ops_descriptor(c, "filter", fi, w)) return false;
    if (s->kind != PTO_TILE_NUMERIC || f->kind != PTO_TILE_NUMERIC)
        return why(w, "the source and the filter are numeric tiles");
    if (s->layout != PTO_LAYOUT_ROW_MAJOR) return why(w, "the source %s is not row-major", ops_name(c, si, n));
    if (f->dtype != DT_U8) return why(w, "the filter %s is %s, not U8", ops_name(c, fi, n), pto_dtypes[f->dtype].name);
    /* TileHistogramSelectedByteSupported, by the source tile's own type */
    if (s->dtype != DT_U16 && s->dtype != DT_U32)
        return why(w, "the source %s is %s, not U16 or U32", ops_name(c, si, n), pto_dtypes[s->dtype].name);
    if (s->dtype == DT_U16 && byte_id > 1) return why(w, "ByteId %u is reserved for a U16 source", byte_id);
    uint32_t need = filter_rows(s->dtype, byte_id, s->vrows);
    if (!need) return true;
    if (f->vrows < need || f->vcols < 1)
        return why(w, "the filter's valid shape %ux%u lacks the %u rows of column 0 ByteId %u reads", (unsigned)f->vrows,
                   (unsigned)f->vcols, (unsigned)need, byte_id);
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        for (uint32_t r = 0; r < need; r++)
            if (!tile_is_defined(f, pe, layout_index(f, r, 0)))
                return why(w, "filter element (%u, 0) is undefined on PE%u", (unsigned)r, pe);
    }
    return true;
}

/* SelectedBundleClosedHistogramSchemaLegal after C7 and B.DATR. */
static bool hist_schema(const op_ctx *c, op_why *w)
{
    const block_state *b = c->b;
    const tile_binding *bd = &b->bind[0];
    if (b->nbind != 1 || !bd->dst_valid || !bd->s0_valid || !bd->s1_valid || !bd->last)
        return why(w, "THISTOGRAM has one binding: source, filter, mask, last, ->destination");
    if (b->lb_present[0] || b->lb_present[1] || b->lb_present[2]) return why(w, "THISTOGRAM takes no B.DIM");
    if (b->dtype2 != DT_U32)
        return why(w, "the B.DATR DataType is %s, not U32", pto_dtypes[b->dtype2].name ? pto_dtypes[b->dtype2].name : "reserved");
    if (b->dtype != DT_U16 && b->dtype != DT_U32)
        return why(w, "THISTOGRAM takes a U16 or U32 source, not %s", pto_dtypes[b->dtype].name);
    return inputs_legal(c, w);
}

/* TileOperandsLegal_THISTOGRAM: the inputs again (the same state), and the
 * destination U32, row-major, source valid rows x 256, Col >= 256. */
static bool hist_operands(const op_ctx *c, const tile *dst, op_why *w)
{
    if (!tile_descriptor_legal(dst) || dst->dtype != DT_U32 || dst->layout != PTO_LAYOUT_ROW_MAJOR ||
        dst->vrows != c->m->tiles[c->bd->s0].vrows || dst->vcols != 256 || dst->cols < 256)
        return why(w, "the destination is not a legal U32 tile of the source's rows x 256");
    return true;
}

static unsigned hist_execute(const op_ctx *c, tile *dst)
{
    const tile *s = &c->m->tiles[c->bd->s0], *f = &c->m->tiles[c->bd->s1];
    unsigned byte_id = c->b->pad;
    bool u16 = s->dtype == DT_U16;
    uint32_t need = filter_rows(s->dtype, byte_id, s->vrows);
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        /* the global prefix of a U32 source: filter (0,0), (1,0), (2,0) match bytes 3, 2, 1 */
        uint64_t prefix[3] = {0, 0, 0};
        if (!u16)
            for (uint32_t r = 0; r < need; r++) prefix[r] = tile_get(f, pe, layout_index(f, r, 0)) & 0xFFu;
        for (uint32_t row = 0; row < s->vrows; row++) {
            uint32_t counts[256] = {0};
            uint64_t rowf = u16 && need ? tile_get(f, pe, layout_index(f, row, 0)) & 0xFFu : 0;
            for (uint32_t col = 0; col < s->vcols; col++) {
                uint64_t v = tile_get(s, pe, row * s->cols + col);
                bool sel = true;
                if (u16) {
                    if (byte_id == 0) sel = ((v >> 8) & 0xFFu) == rowf;
                } else {
                    for (uint32_t k = 0; k < need && sel; k++) sel = ((v >> (24 - 8 * k)) & 0xFFu) == prefix[k];
                }
                if (sel) counts[(v >> (8 * byte_id)) & 0xFFu]++;
            }
            uint32_t cum = 0;
            for (unsigned bin = 0; bin < 256; bin++) {
                cum += counts[bin];
                tile_put(dst, pe, row * dst->cols + bin, cum);
            }
        }
        kern_pad_numeric(dst, pe, 3); /* TileWithPadding(Null) */
    }
    return 0;
}

const op_family ops_thistogram = {
    .name = "histogram", .handler = "THISTOGRAM", .sources = 2, .gpr_inputs = 0, .dest = DEST_NUMERIC,
    .datr = hist_datr, .dest_type = hist_dest_type, .dest_shape = hist_dest_shape, .schema = hist_schema,
    .operands = hist_operands, .execute = hist_execute,
};
