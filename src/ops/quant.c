/* TQUANT and TDEQUANT (SFU, Mode 3 Functions 10 and 11): TQUANT / TDEQUANT
 * in asl/tile/model/numeric/formats.asl; schema
 * SelectedBundleClosedQuantizationSchemaLegal
 * (asl/block/model/dispatch/quantization-schema.asl); scalars
 * BundleOperationGPRBindingValuesLegal (scalar-schema.asl),
 * TileQuantizationScaleLegal / TileQuantizationZeroPointLegal
 * (formats.asl); legality TileOperandsLegal_TQUANT / _TDEQUANT
 * (asl/tile/model/legality/operand-schema.asl); element rules in
 * src/kern/quant.c.
 *
 *   BSTART.SFU TQUANT, FP32; B.DATR S8|U8, RMode, Sat   (TDEQUANT: BSTART
 *   S8|U8; B.DATR FP32, RMode); B.DIM LB0 [LB1] [LB2];
 *   [B.IOR Multiplier, ZeroPoint]; B.IOT Src, mask, last, ->Dst<TSize>; BSTOP
 *
 * The source's valid shape and Col are the LBs'; so is the destination's.
 * Without B.IOR the multiplier is 1.0 (0x3F800000) and the zero point 0;
 * with it, each participating PE's RegSrc0 is a positive finite nonzero
 * FP32 multiplier and RegSrc1 a zero point canonically encoded in the
 * integer type (sign-extended for S8, zero-extended for U8, all 64 bits).
 * Padding is Null; the element flags are recorded. */
#include "kern/quant.h"
#include "num/num.h"
#include "ops/ops.h"

static bool tquant(const op_ctx *c) { return c->op->selector == OPSEL_TQUANT; }

/* The integer type whose zero point it is: TQUANT's destination (B.DATR),
 * TDEQUANT's source (BSTART). */
static unsigned int_type(const op_ctx *c) { return tquant(c) ? c->b->dtype2 : c->b->dtype; }

static uint64_t scale_of(const op_ctx *c, unsigned pe)
{
    return c->b->ior ? ops_gpr(c->m, pe, c->b->rs0) : 0x3F800000u;
}
static uint64_t zp_raw(const op_ctx *c, unsigned pe) { return c->b->ior ? ops_gpr(c->m, pe, c->b->rs1) : 0; }

/* TileQuantizationScaleLegal: an FP32 with the sign clear, not NaN, not
 * infinite, not zero (bits 31:0; the carrier's upper bits are not read). */
static bool scale_legal(uint64_t s)
{
    int cls = num_decode(DT_FP32, s & 0xFFFFFFFFu, NULL, NULL, NULL);
    return !(s & 0x80000000u) && cls == NUM_CLASS_FINITE;
}

/* TileQuantizationZeroPointLegal: NormalizeTileInteger(zp, dt) == zp. */
static bool zp_legal(uint64_t z, unsigned dt)
{
    if (dt == DT_S8) return sign_extend(z, 8) == z;
    if (dt == DT_U8) return z <= 0xFFu;
    return false;
}

/* B.DATR applicability (datr_contract): TQUANT DataType, RMode, Sat;
 * TDEQUANT DataType, RMode; the pad union must-zero. */
static bool quant_datr(const op_ctx *c, op_why *w)
{
    const block_state *b = c->b;
    if (!b->datr) return why(w, "%s needs a B.DATR with the destination DataType", c->op->name);
    if (b->pad || b->cmode || b->canon || b->layout)
        return why(w, "only B.DATR DataType, RMode%s may be nonzero for %s", tquant(c) ? " and Sat" : "", c->op->name);
    if (!tquant(c) && b->sat) return why(w, "TDEQUANT takes no B.DATR Sat");
    return true;
}

/* The destination type is the B.DATR DataType (decisions D14: DataType is
 * an allowed field here, so 0 is FP64, which the schema rejects). */
static bool quant_dest_type(const op_ctx *c, unsigned *dt)
{
    *dt = c->b->dtype2;
    return dt_concrete(*dt);
}

/* SelectedBundleClosedQuantizationSchemaLegal after the closed prefix
 * (one binding, LB0 present, bounds 1..65535), with
 * BundleOperationGPRBindingValuesLegal on every participating PE (D3). */
static bool quant_schema(const op_ctx *c, op_why *w)
{
    const block_state *b = c->b;
    unsigned st = b->dtype, dt = b->dtype2;
    if (!dt_concrete(dt)) return why(w, "the B.DATR DataType %u is reserved", dt);
    if (tquant(c) ? st != DT_FP32 || (dt != DT_S8 && dt != DT_U8) : (st != DT_S8 && st != DT_U8) || dt != DT_FP32)
        return why(w, "%s converts %s, not %s to %s", c->op->name, tquant(c) ? "FP32 to S8 or U8" : "S8 or U8 to FP32",
                   pto_dtypes[st].name ? pto_dtypes[st].name : "a reserved type", pto_dtypes[dt].name);
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(b->bind[0].mask & pe_bit(pe))) continue;
        uint64_t s = scale_of(c, pe), z = zp_raw(c, pe);
        if (!scale_legal(s))
            return why(w, "the multiplier 0x%08llx of PE%u is not a positive finite nonzero FP32", (unsigned long long)s,
                       pe);
        if (!zp_legal(z, int_type(c)))
            return why(w, "the zero point 0x%llx of PE%u is not a %s value", (unsigned long long)z, pe,
                       pto_dtypes[int_type(c)].name);
    }
    return ops_scalar_source_legal(c, "source", c->bd->s0, st, w);
}

/* TileOperandsLegal_TQUANT / _TDEQUANT: what is left once the schema held
 * is the destination's own descriptor, type, layout and valid shape. */
static bool quant_operands(const op_ctx *c, const tile *dst, op_why *w)
{
    const tile *s = &c->m->tiles[c->bd->s0];
    if (!tile_descriptor_legal(dst) || dst->kind != PTO_TILE_NUMERIC || dst->layout != PTO_LAYOUT_ROW_MAJOR ||
        dst->vrows != s->vrows || dst->vcols != s->vcols)
        return why(w, "the destination is not a legal row-major tile of the source's valid shape");
    return true;
}

static unsigned quant_execute(const op_ctx *c, tile *dst)
{
    const tile *s = &c->m->tiles[c->bd->s0];
    unsigned rm = c->b->rmode, flags = 0, it = int_type(c);
    bool sat = c->b->sat;
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        uint64_t scale = scale_of(c, pe) & 0xFFFFFFFFu;
        int32_t zp = it == DT_S8 ? (int32_t)(int8_t)(uint8_t)zp_raw(c, pe) : (int32_t)zp_raw(c, pe);
        for (uint32_t r = 0; r < s->vrows; r++)
            for (uint32_t col = 0; col < s->vcols; col++) {
                uint64_t x = tile_get(s, pe, r * s->cols + col), y;
                if (tquant(c)) {
                    y = kern_quant(c->m->profile, it, x, scale, zp, rm, sat, &flags);
                } else {
                    int32_t q = it == DT_S8 ? (int32_t)(int8_t)(uint8_t)x : (int32_t)(x & 0xFFu);
                    y = kern_dequant(c->m->profile, q, zp, scale, rm, &flags);
                }
                tile_put(dst, pe, r * dst->cols + col, y);
            }
        kern_pad_numeric(dst, pe, 3); /* TileWithPadding(Null) */
    }
    return flags; /* TileCommitConversionResult: the conversion flags */
}

const op_family ops_tquant = {
    .name = "quant", .handler = "TQUANT", .sources = 1, .gpr_inputs = 2, .dest = DEST_NUMERIC,
    .datr = quant_datr, .dest_type = quant_dest_type, .schema = quant_schema, .operands = quant_operands,
    .execute = quant_execute,
};
const op_family ops_tdequant = {
    .name = "quant", .handler = "TDEQUANT", .sources = 1, .gpr_inputs = 2, .dest = DEST_NUMERIC,
    .datr = quant_datr, .dest_type = quant_dest_type, .schema = quant_schema, .operands = quant_operands,
    .execute = quant_execute,
};
