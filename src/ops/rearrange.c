/* The rearrangement operations: TCONCAT, TEXTRACT, TINSERT, TTRANS
 * (asl/tile/model/execution/rearrangement.asl; legality
 * asl/tile/model/legality/layout-rearrangement.asl; spec-digest-2 §9.11)
 * and the row-index gather and scatter TGATHER, TSCATTER
 * (asl/tile/model/execution/indexed-rearrangement.asl; legality
 * asl/tile/model/legality/indexed-rearrangement.asl).
 *
 * None has a closed schema: the destination shape is the generic one
 * (ResolveBundleTileDestinations: each LB when 1..65535, else the first
 * source's value), its layout the B.DATR Layout's destination half.  B.DATR
 * may carry only Layout (the pad union is must-zero).  No B.IOR input.  The
 * offsets of TEXTRACT and TINSERT are the raw LB0 (rows) and LB1 (columns),
 * the natural0/natural1 operands of BundleTileInstructionOperands
 * (spec-digest-2 OPEN-24, decisions D29).  Raw bits move unchanged; no
 * operation records flags.  Every check runs on every PE of the binding
 * mask (decisions D3). */
#include <string.h>

#include "kern/rearrange.h"
#include "num/num.h"
#include "ops/ops.h"

/* SelectedBundleTileDataAttributesLegal with the catalog's datr_contract
 * (allowed_nonzero_fields [Layout], pad_union must-zero). */
static bool rx_datr(const op_ctx *c, op_why *w)
{
    const block_state *b = c->b;
    if (!b->datr) return true;
    if (b->pad) return why(w, "%s takes no B.DATR PadValue (its pad union is must-zero)", c->op->name);
    if (b->cmode || b->sat || b->canon || b->dtype2 || b->rmode)
        return why(w, "only B.DATR Layout may be nonzero for %s", c->op->name);
    return true;
}

/* natural0 / natural1: the raw LB0 / LB1, 0 when absent. */
static uint32_t natural(const block_state *b, unsigned i) { return b->lb_present[i] ? b->lb[i] : 0; }

/* TileCarrierOnlyDataTypeSupported */
static bool carrier_only(unsigned dt) { return pto_dtypes[dt].bits >= 8 && pto_dtypes[dt].bits <= 32; }

/* TileSourceContentsDefined, and TileSourceEncodingsValid for a type
 * outside the carrier-only set. */
static bool src_ok(const op_ctx *c, const char *role, unsigned idx, op_why *w)
{
    if (!ops_defined(c, role, idx, w)) return false;
    return carrier_only(c->m->tiles[idx].dtype) || ops_encodings(c, role, idx, w);
}

static bool numeric(const op_ctx *c, const char *role, const tile *t, op_why *w)
{
    if (t->kind == PTO_TILE_NUMERIC) return true;
    return why(w, "%s of %s is not a numeric tile", role, c->op->name);
}

static bool same_type(const char *ra, const tile *a, const char *rb, const tile *b, op_why *w)
{
    if (a->dtype == b->dtype) return true;
    return why(w, "%s is %s but %s is %s", ra, pto_dtypes[a->dtype].name, rb, pto_dtypes[b->dtype].name);
}

/* TileLayoutShapeLegal */
static bool layout_ok(const char *role, const tile *t, op_why *w)
{
    if (t->layout_ok) return true;
    return why(w, "%s's shape %ux%u does not fit its layout", role, (unsigned)t->rows, (unsigned)t->cols);
}

/* TileCarrierOrMove24BaselineDataTypeSupported of the destination. */
static bool move24(const op_ctx *c, const tile *dst, op_why *w)
{
    if (op_type_supported(c->op, dst->dtype)) return true;
    return why(w, "%s does not take %s (TileMove24DataTypeSupported: every type but HiF4X2)", c->op->name,
               pto_dtypes[dst->dtype].name);
}

static bool dst_legal(const tile *dst, op_why *w)
{
    return tile_descriptor_legal(dst) || why(w, "the destination's shape does not fit its layout");
}

/* ---- TCONCAT ------------------------------------------------------------------ */

/* TileOperandsLegal_TCONCAT, after the generated source-definedness check. */
static bool concat_operands(const op_ctx *c, const tile *dst, op_why *w)
{
    const tile *l = &c->m->tiles[c->bd->s0], *r = &c->m->tiles[c->bd->s1];
    if (!dst_legal(dst, w) || !ops_defined(c, "the left source", c->bd->s0, w) ||
        !ops_defined(c, "the right source", c->bd->s1, w))
        return false;
    if (!same_type("the destination", dst, "the left source", l, w) ||
        !same_type("the destination", dst, "the right source", r, w))
        return false;
    if (!carrier_only(l->dtype) &&
        (!ops_encodings(c, "the left source", c->bd->s0, w) || !ops_encodings(c, "the right source", c->bd->s1, w)))
        return false;
    if (!numeric(c, "the destination", dst, w) || !numeric(c, "the left source", l, w) ||
        !numeric(c, "the right source", r, w) || !move24(c, dst, w))
        return false;
    if (l->vrows == 0) return why(w, "the left source has no valid rows");
    if (l->vrows != r->vrows)
        return why(w, "the left source has %u valid rows, the right %u", (unsigned)l->vrows, (unsigned)r->vrows);
    if (dst->vrows != l->vrows)
        return why(w, "the destination has %u valid rows, the sources %u", (unsigned)dst->vrows, (unsigned)l->vrows);
    if (dst->vcols != l->vcols + r->vcols)
        return why(w, "the destination has %u valid columns, not %u + %u (give LB0 = their sum)", (unsigned)dst->vcols,
                   (unsigned)l->vcols, (unsigned)r->vcols);
    return layout_ok("the destination", dst, w) && layout_ok("the left source", l, w) &&
           layout_ok("the right source", r, w);
}

/* dst(r, c) = L(r, c) for c < L.VC, else R(r, c - L.VC); Null padding. */
static unsigned concat_execute(const op_ctx *c, tile *dst)
{
    const tile *l = &c->m->tiles[c->bd->s0], *r = &c->m->tiles[c->bd->s1];
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        kern_rect_copy(dst, pe, 0, 0, l, pe, 0, 0, dst->vrows, l->vcols, false);
        kern_rect_copy(dst, pe, 0, l->vcols, r, pe, 0, 0, dst->vrows, dst->vcols - l->vcols, false);
        kern_pad_layout(dst, pe, 3);
    }
    return 0;
}

/* ---- TEXTRACT ----------------------------------------------------------------- */

/* TileOperandsLegal_TEXTRACT with row_offset = LB0, column_offset = LB1. */
static bool extract_operands(const op_ctx *c, const tile *dst, op_why *w)
{
    const tile *s = &c->m->tiles[c->bd->s0];
    uint32_t ro = natural(c->b, 0), co = natural(c->b, 1);
    if (!dst_legal(dst, w) || !src_ok(c, "the source", c->bd->s0, w)) return false;
    if (!numeric(c, "the destination", dst, w) || !numeric(c, "the source", s, w) || !move24(c, dst, w) ||
        !same_type("the destination", dst, "the source", s, w) || !layout_ok("the destination", dst, w) ||
        !layout_ok("the source", s, w))
        return false;
    if (ro + dst->vrows > s->vrows || co + dst->vcols > s->vcols)
        return why(w,
                   "the %ux%u window at row %u, column %u (LB0, LB1) leaves the source's valid %ux%u (the "
                   "destination shape defaults from the same LB0/LB1, decisions D29)",
                   (unsigned)dst->vrows, (unsigned)dst->vcols, (unsigned)ro, (unsigned)co, (unsigned)s->vrows,
                   (unsigned)s->vcols);
    return true;
}

/* dst(r, c) = src(r + ro, c + co); padding CurrentBundlePadValue (Zero
 * with a B.DATR, whose PadValue is 0; Null without). */
static unsigned extract_execute(const op_ctx *c, tile *dst)
{
    const tile *s = &c->m->tiles[c->bd->s0];
    uint32_t ro = natural(c->b, 0), co = natural(c->b, 1);
    unsigned pad = c->b->datr ? c->b->pad : 3u;
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        kern_rect_copy(dst, pe, 0, 0, s, pe, ro, co, dst->vrows, dst->vcols, false);
        kern_pad_layout(dst, pe, pad);
    }
    return 0;
}

/* ---- TINSERT ------------------------------------------------------------------ */

/* TileOperandsLegal_TINSERT: source0 is the old destination, source1 the
 * inserted tile; row_offset = LB0, column_offset = LB1. */
static bool insert_operands(const op_ctx *c, const tile *dst, op_why *w)
{
    const tile *o = &c->m->tiles[c->bd->s0], *s = &c->m->tiles[c->bd->s1];
    uint32_t ro = natural(c->b, 0), co = natural(c->b, 1);
    if (!dst_legal(dst, w) || !ops_defined(c, "the old destination", c->bd->s0, w) ||
        !ops_defined(c, "the inserted source", c->bd->s1, w))
        return false;
    if ((!carrier_only(o->dtype) && !ops_encodings(c, "the old destination", c->bd->s0, w)) ||
        (!carrier_only(s->dtype) && !ops_encodings(c, "the inserted source", c->bd->s1, w)))
        return false;
    if (!numeric(c, "the destination", dst, w) || !numeric(c, "the old destination", o, w) ||
        !numeric(c, "the inserted source", s, w) || !move24(c, dst, w))
        return false;
    if (!tile_shape_type_match(dst, o)) {
        if (!ops_shape_type_match(c, "the old destination", o, "the destination", dst, w)) return false;
    }
    if (!same_type("the destination", dst, "the inserted source", s, w) || !layout_ok("the destination", dst, w) ||
        !layout_ok("the old destination", o, w) || !layout_ok("the inserted source", s, w))
        return false;
    if (ro + s->vrows > dst->vrows || co + s->vcols > dst->vcols)
        return why(w,
                   "the inserted %ux%u at row %u, column %u (LB0, LB1) leaves the destination's valid %ux%u (the "
                   "destination shape defaults from the same LB0/LB1, decisions D29)",
                   (unsigned)s->vrows, (unsigned)s->vcols, (unsigned)ro, (unsigned)co, (unsigned)dst->vrows,
                   (unsigned)dst->vcols);
    return true;
}

/* dst = the old destination's payload and definedness (its padding
 * included), then dst(r + ro, c + co) = src(r, c), then the valid region
 * defined (TileWithValidRegionDefined); no padding is written. */
static unsigned insert_execute(const op_ctx *c, tile *dst)
{
    const tile *o = &c->m->tiles[c->bd->s0], *s = &c->m->tiles[c->bd->s1];
    uint32_t ro = natural(c->b, 0), co = natural(c->b, 1);
    size_t n = (size_t)dst->rows * dst->cols;
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        memcpy(dst->data[pe], o->data[pe], dst->capacity);
        dst->defmode[pe] = o->defmode[pe];
        if (o->defmode[pe] == DEF_BITMAP) {
            memcpy(dst->def[pe], o->def[pe], (n + 7u) / 8u);
            dst->ndefv[pe] = o->ndefv[pe];
        }
        kern_rect_copy(dst, pe, ro, co, s, pe, 0, 0, s->vrows, s->vcols, false);
        switch (dst->defmode[pe]) {
        case DEF_ALL: break;
        case DEF_BITMAP:
            for (uint32_t r = 0; r < dst->vrows; r++)
                for (uint32_t col = 0; col < dst->vcols; col++) tile_set_def(dst, pe, layout_index(dst, r, col), true);
            break;
        default: dst->defmode[pe] = DEF_VALID; break; /* DEF_NONE only with an empty valid rectangle */
        }
    }
    return 0;
}

/* ---- TTRANS ------------------------------------------------------------------- */

/* TileOperandsLegal_TTRANS. */
static bool trans_operands(const op_ctx *c, const tile *dst, op_why *w)
{
    const tile *s = &c->m->tiles[c->bd->s0];
    if (!dst_legal(dst, w) || !src_ok(c, "the source", c->bd->s0, w)) return false;
    if (!numeric(c, "the destination", dst, w) || !numeric(c, "the source", s, w) || !move24(c, dst, w)) return false;
    if (dst->vrows != s->vcols || dst->vcols != s->vrows)
        return why(w, "the destination's valid %ux%u is not the source's %ux%u transposed (give LB0 = %u, LB1 = %u)",
                   (unsigned)dst->vrows, (unsigned)dst->vcols, (unsigned)s->vrows, (unsigned)s->vcols,
                   (unsigned)s->vrows, (unsigned)s->vcols);
    return same_type("the destination", dst, "the source", s, w) && layout_ok("the destination", dst, w) &&
           layout_ok("the source", s, w);
}

/* dst(c, r) = src(r, c); Null padding. */
static unsigned trans_execute(const op_ctx *c, tile *dst)
{
    const tile *s = &c->m->tiles[c->bd->s0];
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        kern_rect_copy(dst, pe, 0, 0, s, pe, 0, 0, s->vrows, s->vcols, true);
        kern_pad_layout(dst, pe, 3);
    }
    return 0;
}

/* ---- TGATHER, TSCATTER ---------------------------------------------------------- */

/* InstructionContractIndexDataTypeLegal_TGATHER (and TSCATTER's index half). */
static bool index_type(unsigned dt)
{
    return dt == DT_S16 || dt == DT_U16 || dt == DT_S32 || dt == DT_U32 || dt == DT_S64 || dt == DT_U64;
}

/* The index tile's element (r, c) on pe: TileIndexedRowIsNegative, and
 * TileIndexedRowValue (the low W bits, unsigned). */
static uint64_t index_at(const tile *x, unsigned pe, uint32_t r, uint32_t c, bool *negative)
{
    unsigned bits = pto_dtypes[x->dtype].bits;
    uint64_t v = tile_get(x, pe, layout_index(x, r, c)) & dt_mask(bits);
    *negative = pto_dtypes[x->dtype].cls == DTC_S && ((v >> (bits - 1u)) & 1u);
    return v;
}

static bool descriptors(const op_ctx *c, const tile *dst, op_why *w)
{
    return dst_legal(dst, w) && ops_descriptor(c, "the value source", c->bd->s0, w) &&
           ops_descriptor(c, "the index source", c->bd->s1, w);
}

static bool kinds(const op_ctx *c, const tile *dst, op_why *w)
{
    return numeric(c, "the destination", dst, w) && numeric(c, "the value source", &c->m->tiles[c->bd->s0], w) &&
           numeric(c, "the index source", &c->m->tiles[c->bd->s1], w);
}

static bool value_index_types(const op_ctx *c, const tile *v, const tile *x, op_why *w)
{
    if (!op_type_supported(c->op, v->dtype))
        return why(w, "%s does not take the value type %s (IndexedTLSUTransferDataTypeLegal: no packed type)",
                   c->op->name, pto_dtypes[v->dtype].name);
    if (!index_type(x->dtype))
        return why(w, "the index source is %s, not S16, U16, S32, U32, S64 or U64", pto_dtypes[x->dtype].name);
    return true;
}

/* TileOperandsLegal_TGATHER (its legality owns the source's definedness:
 * only the selected elements must be defined). */
static bool gather_operands(const op_ctx *c, const tile *dst, op_why *w)
{
    const tile *v = &c->m->tiles[c->bd->s0], *x = &c->m->tiles[c->bd->s1];
    if (!descriptors(c, dst, w) || !kinds(c, dst, w) || !value_index_types(c, v, x, w) ||
        !same_type("the destination", dst, "the value source", v, w))
        return false;
    if (dst->vrows == 0 || dst->vcols == 0) return why(w, "the destination's valid shape is empty");
    if (dst->vrows != x->vrows || dst->vcols != x->vcols)
        return why(w, "the destination's valid %ux%u differs from the index source's %ux%u", (unsigned)dst->vrows,
                   (unsigned)dst->vcols, (unsigned)x->vrows, (unsigned)x->vcols);
    if (v->vcols < dst->vcols)
        return why(w, "the value source has %u valid columns, fewer than the destination's %u", (unsigned)v->vcols,
                   (unsigned)dst->vcols);
    if (!ops_encodings(c, "the index source", c->bd->s1, w)) return false;
    /* TileGatherReferencesLegal, every PE */
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        bool v_here = (v->mask & pe_bit(pe)) != 0;
        for (uint32_t r = 0; r < x->vrows; r++)
            for (uint32_t col = 0; col < x->vcols; col++) {
                bool neg;
                uint64_t k = index_at(x, pe, r, col, &neg);
                if (neg)
                    return why(w, "index (%u, %u) of PE%u is negative", (unsigned)r, (unsigned)col, pe);
                if (k >= v->vrows)
                    return why(w, "index (%u, %u) of PE%u is %llu, not below the value source's %u valid rows",
                               (unsigned)r, (unsigned)col, pe, (unsigned long long)k, (unsigned)v->vrows);
                if (!v_here || !tile_is_defined(v, pe, layout_index(v, (uint32_t)k, col)))
                    return why(w, "the selected value (%llu, %u) of PE%u is undefined", (unsigned long long)k,
                               (unsigned)col, pe);
            }
    }
    return true;
}

/* dst(r, c) = src(index(r, c), c); Null padding. */
static unsigned gather_execute(const op_ctx *c, tile *dst)
{
    const tile *v = &c->m->tiles[c->bd->s0], *x = &c->m->tiles[c->bd->s1];
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        for (uint32_t r = 0; r < dst->vrows; r++)
            for (uint32_t col = 0; col < dst->vcols; col++) {
                bool neg;
                uint32_t k = (uint32_t)index_at(x, pe, r, col, &neg);
                tile_put(dst, pe, layout_index(dst, r, col), tile_get(v, pe, layout_index(v, k, col)));
            }
        kern_pad_layout(dst, pe, 3);
    }
    return 0;
}

/* TileOperandsLegal_TSCATTER, after the generated source-definedness check. */
static bool scatter_operands(const op_ctx *c, const tile *dst, op_why *w)
{
    const tile *v = &c->m->tiles[c->bd->s0], *x = &c->m->tiles[c->bd->s1];
    if (!dst_legal(dst, w) || !ops_defined(c, "the value source", c->bd->s0, w) ||
        !ops_defined(c, "the index source", c->bd->s1, w))
        return false;
    if (!kinds(c, dst, w) || !same_type("the destination", dst, "the value source", v, w) ||
        !value_index_types(c, v, x, w))
        return false;
    if (v->vrows == 0 || v->vcols == 0) return why(w, "the value source's valid shape is empty");
    if (v->vrows != x->vrows || v->vcols != x->vcols)
        return why(w, "the value source's valid %ux%u differs from the index source's %ux%u", (unsigned)v->vrows,
                   (unsigned)v->vcols, (unsigned)x->vrows, (unsigned)x->vcols);
    if (dst->vrows == 0) return why(w, "the destination has no valid rows");
    if (dst->vcols != v->vcols)
        return why(w, "the destination has %u valid columns, the value source %u", (unsigned)dst->vcols,
                   (unsigned)v->vcols);
    if (!ops_encodings(c, "the index source", c->bd->s1, w)) return false;
    /* TileScatterReferencesLegal, every PE: in range, no destination
     * element selected twice (at most 65536 elements of 8 bits or more) */
    uint8_t selected[65536 / 8];
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        memset(selected, 0, ((size_t)dst->rows * dst->cols + 7u) / 8u);
        for (uint32_t r = 0; r < x->vrows; r++)
            for (uint32_t col = 0; col < x->vcols; col++) {
                bool neg;
                uint64_t k = index_at(x, pe, r, col, &neg);
                if (neg) return why(w, "index (%u, %u) of PE%u is negative", (unsigned)r, (unsigned)col, pe);
                if (k >= dst->vrows)
                    return why(w, "index (%u, %u) of PE%u is %llu, not below the destination's %u valid rows",
                               (unsigned)r, (unsigned)col, pe, (unsigned long long)k, (unsigned)dst->vrows);
                uint32_t e = layout_index(dst, (uint32_t)k, col);
                if (((unsigned)selected[e >> 3] >> (e & 7u)) & 1u)
                    return why(w, "index (%u, %u) of PE%u selects destination (%llu, %u) a second time", (unsigned)r,
                               (unsigned)col, pe, (unsigned long long)k, (unsigned)col);
                selected[e >> 3] = (uint8_t)(selected[e >> 3] | (1u << (e & 7u)));
            }
    }
    return true;
}

/* Every physical destination element 0 and defined, then
 * dst(index(r, c), c) = src(r, c); no padding pass. */
static unsigned scatter_execute(const op_ctx *c, tile *dst)
{
    const tile *v = &c->m->tiles[c->bd->s0], *x = &c->m->tiles[c->bd->s1];
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        memset(dst->data[pe], 0, dst->capacity);
        for (uint32_t r = 0; r < v->vrows; r++)
            for (uint32_t col = 0; col < v->vcols; col++) {
                bool neg;
                uint32_t k = (uint32_t)index_at(x, pe, r, col, &neg);
                tile_put(dst, pe, layout_index(dst, k, col), tile_get(v, pe, layout_index(v, r, col)));
            }
        tile_def_after_op(dst, pe, true);
    }
    return 0;
}

/* ---- lint: where the prose is stricter than the model (decisions D29, D32) -- */

static void offsets_lint(const op_ctx *c, uint64_t pc)
{
    if (natural(c->b, 0) || natural(c->b, 1))
        lint_warn(c->m, pc,
                  "%s: LB0/LB1 are the row/column offsets and also default the destination's valid columns/rows "
                  "(the model's operands; the prose gives the offsets in B.IOR; decisions D29)",
                  c->op->name);
}

static void lb0_lint(const op_ctx *c, uint64_t pc)
{
    if (!c->b->lb_present[0] || c->b->lb[0] == 0)
        lint_warn(c->m, pc, "%s: no LB0 (the prose requires it; the model takes the value source's shape; D32)",
                  c->op->name);
}

#define RX_COMMON .name = "rearrange", .dest = DEST_NUMERIC, .gpr_inputs = 0, .layout_dest = true, .datr = rx_datr

/* memo (TCONCAT TEXTRACT TINSERT TTRANS): the checks read the header (LB0/LB1
 * as offsets too) and s0's and s1's descriptors, definedness and encodings.
 * TGATHER and TSCATTER stay out: they read the index payload and the
 * definedness of single selected elements. */
const op_family ops_tconcat = {RX_COMMON, .handler = "TCONCAT", .sources = 2, .operands = concat_operands,
                               .execute = concat_execute, .memo = true};
const op_family ops_textract = {RX_COMMON, .handler = "TEXTRACT", .sources = 1, .operands = extract_operands,
                                .lint = offsets_lint, .execute = extract_execute, .memo = true};
const op_family ops_tinsert = {RX_COMMON, .handler = "TINSERT", .sources = 2, .operands = insert_operands,
                               .lint = offsets_lint, .execute = insert_execute, .memo = true};
const op_family ops_ttrans = {RX_COMMON, .handler = "TTRANS", .sources = 1, .operands = trans_operands,
                              .execute = trans_execute, .memo = true};
const op_family ops_tgather = {RX_COMMON, .handler = "TGATHER", .sources = 2, .operands = gather_operands,
                               .lint = lb0_lint, .execute = gather_execute};
const op_family ops_tscatter = {RX_COMMON, .handler = "TSCATTER", .sources = 2, .operands = scatter_operands,
                                .lint = lb0_lint, .execute = scatter_execute};
