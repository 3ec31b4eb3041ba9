/* The generators: TCI, TTRI and TFILLPAD (asl/tile/model/execution/generation.asl;
 * schema asl/block/model/dispatch/generation-schema.asl; legality
 * asl/tile/model/legality/operand-schema.asl, layout-rearrangement.asl;
 * spec-digest-2 §9.9, §9.10).  None records flags. */
#include "num/num.h"
#include "ops/ops.h"

static bool tci(const op_ctx *c) { return c->op->handler == H_TCI; }

/* Every explicitly nonzero B.DATR field is illegal; an all-zero B.DATR
 * keeps the BSTART type (decisions D14). */
static bool gen_datr(const op_ctx *c, op_why *w)
{
    const block_state *b = c->b;
    if (b->datr && (b->pad || b->cmode || b->sat || b->canon || b->dtype2 || b->rmode || b->layout))
        return why(w, "%s takes no nonzero B.DATR field", c->op->name);
    return true;
}

/* A B.IOR input of PE pe (slot 0: RegSrc0, slot 1: RegSrc1), 0 without B.IOR. */
static uint64_t gin(const op_ctx *c, unsigned pe, unsigned slot)
{
    if (!c->b->ior) return 0;
    return ops_gpr(c->m, pe, slot ? c->b->rs1 : c->b->rs0);
}

/* SelectedBundleClosedGenerationSchemaLegal after the closed prefix, with
 * BundleOperationGPRBindingValuesLegal for every participating PE (D3):
 * the flag 0 or 1, TTRI's diagonal in -65535..65535. */
static bool gen_schema(const op_ctx *c, op_why *w)
{
    const block_state *b = c->b;
    if (b->lb_present[2] && b->lb[2] < b->lb[0])
        return why(w, "LB2 (%u) is below LB0 (%u)", (unsigned)b->lb[2], (unsigned)b->lb[0]);
    if (tci(c) && b->lb_present[1] && b->lb[1] != 1) return why(w, "TCI makes one row: LB1 must be 1");
    if (!op_type_supported(c->op, b->dtype))
        return why(w, "%s does not take %s", c->op->name, pto_dtypes[b->dtype].name);
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->b->bind[0].mask & pe_bit(pe))) continue;
        uint64_t flag = gin(c, pe, 1);
        if (flag > 1) return why(w, "the %s flag of PE%u is %llu, not 0 or 1", tci(c) ? "direction" : "upper", pe,
                                 (unsigned long long)flag);
        int64_t d = (int64_t)gin(c, pe, 0);
        if (!tci(c) && (d < -65535 || d > 65535))
            return why(w, "the diagonal of PE%u (%lld) is outside -65535..65535", pe, (long long)d);
    }
    return true;
}

/* TileOperandsLegal_TCI / TileOperandsLegal_TTRI. */
static bool gen_operands(const op_ctx *c, const tile *dst, op_why *w)
{
    if (!tile_descriptor_legal(dst)) return why(w, "the destination descriptor is not legal");
    if (!op_type_supported(c->op, dst->dtype) || dst->kind != PTO_TILE_NUMERIC || dst->layout != PTO_LAYOUT_ROW_MAJOR)
        return why(w, "the destination is not a numeric row-major tile of %s's types", c->op->name);
    if (dst->vrows < 1 || dst->vcols < 1 || (tci(c) && dst->vrows != 1))
        return why(w, "the destination's valid shape %ux%u does not fit %s", (unsigned)dst->vrows, (unsigned)dst->vcols,
                   c->op->name);
    return true;
}

/* TTRI's one: 1.0 in the float types, 1 otherwise (TileTTRIOneEncoding). */
static uint64_t one_of(unsigned dt)
{
    return dt == DT_FP32 ? 0x3F800000u : dt == DT_FP16 ? 0x3C00u : dt == DT_BF16 ? 0x3F80u : 1u;
}

static unsigned gen_execute(const op_ctx *c, tile *dst)
{
    unsigned bits = pto_dtypes[dst->dtype].bits;
    uint64_t one = one_of(dst->dtype);
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        if (tci(c)) { /* column k: start +- k, mod 2^W */
            uint64_t start = gin(c, pe, 0) & dt_mask(bits);
            bool down = gin(c, pe, 1) != 0;
            for (uint32_t k = 0; k < dst->vcols; k++)
                tile_put(dst, pe, k, (down ? start - k : start + k) & dt_mask(bits));
        } else { /* 1 where c <= r + d (lower) or c >= r + d (upper) */
            int64_t d = (int64_t)gin(c, pe, 0);
            bool upper = gin(c, pe, 1) != 0;
            for (uint32_t r = 0; r < dst->vrows; r++)
                for (uint32_t col = 0; col < dst->vcols; col++) {
                    int64_t edge = (int64_t)r + d;
                    bool on = upper ? (int64_t)col >= edge : (int64_t)col <= edge;
                    tile_put(dst, pe, r * dst->cols + col, on ? one : 0);
                }
        }
        kern_pad_numeric(dst, pe, 3); /* TileWithPadding(Null) */
    }
    return 0;
}

const op_family ops_tci = {
    .name = "generate", .handler = "TCI", .sources = 0, .gpr_inputs = 2, .dest = DEST_NUMERIC, .datr = gen_datr,
    .schema = gen_schema, .operands = gen_operands, .execute = gen_execute,
};
const op_family ops_ttri = {
    .name = "generate", .handler = "TTRI", .sources = 0, .gpr_inputs = 2, .dest = DEST_NUMERIC, .datr = gen_datr,
    .schema = gen_schema, .operands = gen_operands, .execute = gen_execute,
};

/* ---- TFILLPAD --------------------------------------------------------------- */

/* B.DATR: only Layout (the destination's) may be nonzero.  TFILLPAD's
 * catalog record (datr_contract: allowed_nonzero_fields [Layout],
 * pad_union must-zero), from which the model's TileOperationDATRFieldsLegal
 * and TileOperationDATRPadUnion are generated, makes a nonzero PadValue
 * TileLegality (SelectedBundleTileDataAttributesLegal); the prose's
 * legality line, which lists PadValue too, is not what the model executes
 * (spec-digest-2 OPEN-37, decisions D32). */
static bool fillpad_datr(const op_ctx *c, op_why *w)
{
    const block_state *b = c->b;
    if (b->datr && b->pad) return why(w, "TFILLPAD takes no B.DATR PadValue (its pad union is must-zero)");
    if (b->datr && (b->cmode || b->sat || b->canon || b->dtype2 || b->rmode))
        return why(w, "only B.DATR Layout may be nonzero for TFILLPAD");
    return true;
}

/* TileOperandsLegal_TFILLPAD (asl/tile/model/legality/layout-rearrangement.asl). */
static bool fillpad_operands(const op_ctx *c, const tile *dst, op_why *w)
{
    unsigned si = c->bd->s0;
    const tile *s = &c->m->tiles[si];
    if (!tile_descriptor_legal(dst)) return why(w, "the destination's shape does not fit its layout");
    if (!ops_defined(c, "source", si, w)) return false;
    if (s->kind != PTO_TILE_NUMERIC || dst->kind != PTO_TILE_NUMERIC) return why(w, "TFILLPAD moves numeric tiles");
    if (pto_dtypes[dst->dtype].bits > 32 || pto_dtypes[dst->dtype].bits < 8)
        return why(w, "TFILLPAD takes a non-packed type of at most 32 bits (TileCarrierOnlyDataTypeSupported)");
    if (dst->dtype != s->dtype) return why(w, "the destination is %s, the source %s", pto_dtypes[dst->dtype].name,
                                           pto_dtypes[s->dtype].name);
    if (!s->layout_ok) return why(w, "the source's shape does not fit its layout");
    if (dst->rows < s->rows || dst->cols < s->cols || dst->vrows < s->vrows || dst->vcols < s->vcols)
        return why(w, "the destination %ux%u (valid %ux%u) is smaller than the source %ux%u (valid %ux%u)",
                    (unsigned)dst->rows, (unsigned)dst->cols, (unsigned)dst->vrows, (unsigned)dst->vcols,
                    (unsigned)s->rows, (unsigned)s->cols, (unsigned)s->vrows, (unsigned)s->vcols);
    return true;
}

/* Every physical (r, c) of the destination: the source's element inside
 * its valid rectangle, else the fill (GPR[RegSrc0] of the PE, low W
 * bits; 0 without B.IOR).  Everything becomes defined. */
static unsigned fillpad_execute(const op_ctx *c, tile *dst)
{
    const tile *s = &c->m->tiles[c->bd->s0];
    uint64_t mask = dt_mask(pto_dtypes[dst->dtype].bits);
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        uint64_t fill = ops_pe_scalar(c, pe, pto_dtypes[dst->dtype].bits) & mask;
        for (uint32_t r = 0; r < dst->rows; r++)
            for (uint32_t col = 0; col < dst->cols; col++) {
                uint64_t v = r < s->vrows && col < s->vcols ? tile_get(s, pe, layout_index(s, r, col)) : fill;
                tile_put(dst, pe, layout_index(dst, r, col), v);
            }
        tile_def_after_op(dst, pe, true);
    }
    return 0;
}

const op_family ops_tfillpad = {
    .name = "generate", .handler = "TFILLPAD", .sources = 1, .gpr_inputs = 1, .dest = DEST_NUMERIC,
    .layout_dest = true, .datr = fillpad_datr, .operands = fillpad_operands, .execute = fillpad_execute,
    .memo = true, /* the checks read the header and s0's descriptor and definedness; the fill (GPR) is read by
                     execute only.  TCI and TTRI stay out: their schema checks GPR values (flag, diagonal) */
};
