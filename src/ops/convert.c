/* TCVT (VEC 0x01B): convert every valid source element to a separately
 * typed and laid-out new destination (TCVT, asl/tile/model/numeric/
 * formats.asl; schema SelectedBundleClosedTCVTSchemaLegal,
 * asl/block/model/dispatch/tcvt-schema.asl; legality TileOperandsLegal_TCVT,
 * asl/tile/model/legality/operand-schema.asl; rounding
 * ResolveTileNumericExecutionControl, asl/block/model/dispatch/
 * numeric-control.asl; spec-digest-2 §9.7, decisions D14, D30).
 *
 * Composition: BSTART.VEC TCVT, SrcDT · [B.DATR DstDT, RMode, Sat,
 * Canonicalize, Layout, Pad] · B.DIM LB0 · [LB1] · [LB2] ·
 * B.IOT Src, mask, last, ->Dst<TSize> · BSTOP.  The element rule is
 * src/num/convert.c. */
#include "num/num.h"
#include "kern/convert.h"
#include "ops/ops.h"

/* TileDataLayoutSourceLayout of an assigned generic Layout code. */
static unsigned source_layout(unsigned code)
{
    switch (code) {
    case 6: case 8: case 9: return PTO_LAYOUT_COL_MAJOR;   /* DN2ND DN2ZN DN2NZ */
    case 17: case 18: case 20: return PTO_LAYOUT_ZN;       /* ZN2ND ZN2DN ZN2NZ */
    case 27: case 28: case 30: return PTO_LAYOUT_NZ;       /* NZ2ND NZ2DN NZ2ZN */
    default: return PTO_LAYOUT_ROW_MAJOR;                  /* NORM ND2DN ND2ZN ND2NZ */
    }
}

static unsigned datr_code(const block_state *b) { return b->datr ? b->layout : 0; }

/* C9, TileOperationDATRFieldsLegal with the catalog's datr_contract:
 * PadValue, Sat, Canonicalize, DataType, RMode and Layout apply; CMode
 * must be 0. */
static bool datr(const op_ctx *c, op_why *w)
{
    if (c->b->datr && c->b->cmode) return why(w, "B.DATR CMode is not applicable to TCVT");
    return true;
}

/* InstructionContractDestinationDataType_TCVT: a concrete B.DATR DataType
 * (0 is FP64, D14), else (absent, 31) the source type. */
static bool dest_type(const op_ctx *c, unsigned *dt)
{
    const block_state *b = c->b;
    unsigned d = b->datr && b->dtype2 != 31 ? b->dtype2 : b->dtype;
    if (!dt_concrete(d)) return false;
    *dt = d;
    return true;
}

/* TileSourceEncodingsValid over every participating PE (every type whose
 * TileNumericEncodingValid can fail: TF32, HF32, E3M2, E2M3). */
static bool encodings(const op_ctx *c, unsigned si, op_why *w)
{
    const tile *s = &c->m->tiles[si];
    if (!ops_defined(c, "source", si, w)) return false;
    if (s->dtype != DT_TF32 && s->dtype != DT_HF32 && s->dtype != 9 && s->dtype != 10) return true; /* always valid */
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        for (uint32_t r = 0; r < s->vrows; r++)
            for (uint32_t col = 0; col < s->vcols; col++) {
                uint64_t v = tile_get(s, pe, layout_index(s, r, col));
                if (!num_encoding_valid(s->dtype, v))
                    return why(w, "the source holds an invalid %s encoding 0x%llx at (%u, %u) of PE%u",
                               pto_dtypes[s->dtype].name, (unsigned long long)v, (unsigned)r, (unsigned)col, pe);
            }
    }
    return true;
}

/* The canonicalization and layout rules shared by the schema and the
 * operand legality.  ptosim has no private CUBE (Matrix-location) Local
 * tile, so every source is ordinary and needs Canonicalize = 0. */
static bool canon_layout(const op_ctx *c, const tile *s, op_why *w)
{
    if (c->b->datr && c->b->canon)
        return why(w, "B.DATR Canonicalize applies only to a private CUBE source; this source is ordinary");
    if (s->layout != source_layout(datr_code(c->b)))
        return why(w, "the source layout differs from the source half of B.DATR Layout %u", datr_code(c->b));
    return true;
}

/* C10 after the closed prefix: SelectedBundleClosedTCVTSchemaLegal. */
static bool schema(const op_ctx *c, op_why *w)
{
    const block_state *b = c->b;
    const tile_binding *bd = &b->bind[0];
    if (b->ior) return why(w, "TCVT's closed schema has no B.IOR");
    if (!bd->s0_valid || bd->s1_valid) return why(w, "TCVT binds exactly one source");
    unsigned si = bd->s0;
    const tile *s = &c->m->tiles[si];
    if (!ops_descriptor(c, "source", si, w) || !encodings(c, si, w)) return false;
    if (s->kind != PTO_TILE_NUMERIC) return why(w, "the source is not a numeric tile");
    if (s->dtype != b->dtype)
        return why(w, "the source is %s, not the BSTART type %s", pto_dtypes[s->dtype].name,
                   dt_concrete(b->dtype) ? pto_dtypes[b->dtype].name : "(none)");
    unsigned dt;
    if (!dest_type(c, &dt)) return why(w, "the destination has no concrete DataType");
    if (!num_cvt_pair_supported(s->dtype, dt))
        return why(w, "an E8M0 destination takes only FP16, BF16 or FP32 (HardwareTCVTTypePairSupported), not %s",
                   pto_dtypes[s->dtype].name);
    return canon_layout(c, s, w);
}

/* C14: TileOperandsLegal_TCVT. */
static bool operands(const op_ctx *c, const tile *dst, op_why *w)
{
    unsigned si = c->bd->s0;
    const tile *s = &c->m->tiles[si];
    if (!tile_descriptor_legal(dst)) return why(w, "the destination descriptor is not legal for its layout");
    if (!encodings(c, si, w)) return false;
    if (!num_cvt_pair_supported(s->dtype, dst->dtype)) return why(w, "the type pair is not supported");
    if (dst->rows != s->rows || dst->cols != s->cols || dst->vrows != s->vrows || dst->vcols != s->vcols)
        return why(w, "the destination %ux%u (valid %ux%u) differs from the source %ux%u (valid %ux%u)",
                   (unsigned)dst->rows, (unsigned)dst->cols, (unsigned)dst->vrows, (unsigned)dst->vcols,
                   (unsigned)s->rows, (unsigned)s->cols, (unsigned)s->vrows, (unsigned)s->vcols);
    return canon_layout(c, s, w);
}

/* TilePadValueForDataType, including the types without a finite maximum
 * in isa/dtypes.def: Max is all ones, Min is 0 (the low bits of
 * 0x8000000000000000). */
static uint64_t tcvt_pad_value(unsigned dt, unsigned pad)
{
    if (pto_dtypes[dt].cls == DTC_X && (pad == 1 || pad == 2)) return pad == 1 ? dt_mask(pto_dtypes[dt].bits) : 0;
    return pad_value(dt, pad);
}

static unsigned execute(const op_ctx *c, tile *dst)
{
    const block_state *b = c->b;
    const tile *s = &c->m->tiles[c->bd->s0];
    unsigned sdt = s->dtype, ddt = dst->dtype;
    unsigned rm = num_cvt_resolve_rm(sdt, ddt, b->datr ? b->rmode : 0);
    bool sat = b->datr && b->sat;
    unsigned pad = b->datr ? b->pad : 3u; /* CurrentBundlePadValue: absent B.DATR is Null */
    uint64_t pv = tcvt_pad_value(ddt, pad);
    bool ieee = c->m->profile == PTO_PROFILE_IEEE;
    unsigned flags = 0;
    uint32_t n = dst->rows * dst->cols;
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        if (!kern_cvt_fast(s, dst, pe, rm, sat, ieee, &flags)) {
            for (uint32_t r = 0; r < s->vrows; r++)
                for (uint32_t col = 0; col < s->vcols; col++) {
                    uint64_t v = tile_get(s, pe, layout_index(s, r, col));
                    uint64_t o = ieee ? num_cvt_ieee(sdt, ddt, v, rm, sat, &flags)
                                      : num_cvt_v0(sdt, ddt, v, rm, sat, &flags);
                    tile_put(dst, pe, layout_index(dst, r, col), o);
                }
        }
        /* TileWithPadding over the physical padding of the destination layout */
        if (dst->vrows != dst->rows || dst->vcols != dst->cols)
            for (uint32_t i = 0; i < n; i++)
                if (!layout_in_valid(dst, i)) tile_put(dst, pe, i, pv);
        tile_def_after_op(dst, pe, pad != 3);
    }
    return flags;
}

const op_family ops_cvt = {
    .name = "convert", .handler = "TCVT", .sources = 1, .gpr_inputs = 0, .dest = DEST_NUMERIC,
    .layout_dest = true, .explicit_dest = true, .datr = datr, .dest_type = dest_type, .schema = schema,
    .operands = operands, .execute = execute,
    .memo = true, /* the checks read the header and s0's descriptor and definedness; payloads only for the source
                     types with invalid encodings (TF32 HF32 E3M2 E2M3: the block type, memo_values_unread) */
};
