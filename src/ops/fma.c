/* TFMA: dst = left * right + addend (TFMA, asl/tile/model/execution/fused-multiply-add.asl;
 * schema SelectedBundleClosedTFMASchemaLegal, asl/block/model/dispatch/tile-schema.asl;
 * legality TileOperandsLegal_TFMA, asl/tile/model/legality/indexed-layout.asl;
 * spec-digest-2 §9.8).  Bindings: B.IOT Left, Right, mask (L=0); B.IOT
 * Addend, mask, last, ->Dst. */
#include <string.h>

#include "num/num.h"
#include "ops/ops.h"

static void operands_of(const op_ctx *c, unsigned *l, unsigned *r, unsigned *a)
{
    *l = c->b->bind[0].s0;
    *r = c->b->bind[0].s1;
    *a = c->b->bind[1].s0;
}

static bool schema(const op_ctx *c, op_why *w)
{
    const block_state *b = c->b;
    const tile_binding *x = &b->bind[0], *y = &b->bind[1];
    if (b->nbind != 2 || b->ior)
        return why(w, "TFMA binds two B.IOT (Left, Right; then Addend and the destination) and no B.IOR");
    if (x->dst_valid || !x->s0_valid || !x->s1_valid || x->last || !y->dst_valid || !y->s0_valid || y->s1_valid ||
        !y->last)
        return why(w, "TFMA binds B.IOT Left, Right (L=0), then B.IOT Addend, last, ->Dst");
    if (!ops_dims_legal(b, w)) return false;
    if (!op_type_supported(c->op, b->dtype)) return why(w, "TFMA does not take %s", pto_dtypes[b->dtype].name);
    return true;
}

static bool operands(const op_ctx *c, const tile *dst, op_why *w)
{
    unsigned idx[3];
    operands_of(c, &idx[0], &idx[1], &idx[2]);
    static const char *const role[3] = {"left source", "right source", "addend"};
    if (!tile_descriptor_legal(dst) || dst->layout != PTO_LAYOUT_ROW_MAJOR)
        return why(w, "the destination is not a legal row-major tile");
    for (int k = 0; k < 3; k++) {
        const tile *t = &c->m->tiles[idx[k]];
        char n[8];
        if (!ops_defined(c, role[k], idx[k], w) || !ops_shape_match(c, "the destination", dst, role[k], t, w))
            return false;
        if (t->dtype != dst->dtype)
            return why(w, "the %s %s is not %s", role[k], ops_name(c, idx[k], n), pto_dtypes[dst->dtype].name);
        if (pto_dtypes[dst->dtype].cls == DTC_F && !ops_encodings(c, role[k], idx[k], w)) return false;
    }
    return true;
}

/* TileFixedFusedMultiplyAddValue: integers (l * r + a) mod 2^W; floats
 * first the invalid cases of both profiles (a signalling NaN, 0 * inf, an
 * infinite product plus the opposite infinity: the canonical NaN with NV),
 * then the profile: one rounding under ieee, the raw 64-bit carriers under
 * pto-v0 (ScalarFPFusedProfile). */
static uint64_t fma_elem(unsigned dt, pto_profile prof, uint64_t l, uint64_t r, uint64_t a, unsigned *flags)
{
    uint64_t mask = dt_mask(pto_dtypes[dt].bits);
    if (pto_dtypes[dt].cls != DTC_F) return (l * r + a) & mask;
    bool sl, sr, sa;
    int cl = num_decode(dt, l, &sl, NULL, NULL), cr = num_decode(dt, r, &sr, NULL, NULL),
        ca = num_decode(dt, a, &sa, NULL, NULL);
    bool snan = cl == NUM_CLASS_SNAN || cr == NUM_CLASS_SNAN || ca == NUM_CLASS_SNAN;
    bool zero_inf = (cl == NUM_CLASS_ZERO && cr == NUM_CLASS_INF) || (cl == NUM_CLASS_INF && cr == NUM_CLASS_ZERO);
    bool pinf = cl == NUM_CLASS_INF || cr == NUM_CLASS_INF;
    /* TileNumericClassIsNegative: a NaN counts as not negative, whatever its sign bit */
    bool nl = sl && cl <= NUM_CLASS_INF, nr = sr && cr <= NUM_CLASS_INF, na = sa && ca <= NUM_CLASS_INF;
    bool opposite = pinf && ca == NUM_CLASS_INF && (nl != nr) != na;
    if (snan || zero_inf || opposite) {
        *flags |= NUM_NV;
        return num_canonical_nan(dt);
    }
    if (prof == PTO_PROFILE_V0) return (l * r + a) & mask;
    return num_ffma(dt, l, r, a, NUM_RM_RNE, flags);
}

/* TileReadLogicalElement at logical index i.  TileOperandsLegal_TFMA does
 * not compare storage kinds, so a predicate tile of the destination's shape
 * is a legal U8 source; the model then reads its payload at the logical
 * index: payload byte i, not bit i (as TSTORE stores it, decisions D28).
 * i < Rows * Col <= capacity for a legal predicate descriptor. */
static uint64_t source_elem(const tile *t, unsigned pe, uint32_t i)
{
    if (t->kind == PTO_TILE_PREDICATE) return i < t->capacity ? t->data[pe][i] : 0;
    return tile_get(t, pe, i);
}

static unsigned execute(const op_ctx *c, tile *dst)
{
    unsigned li, ri, ai;
    operands_of(c, &li, &ri, &ai);
    const tile *l = &c->m->tiles[li], *r = &c->m->tiles[ri], *a = &c->m->tiles[ai];
    unsigned dt = dst->dtype, flags = 0;
    unsigned pad = c->b->datr ? c->b->pad : 3u;
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        for (uint32_t row = 0; row < dst->vrows; row++)
            for (uint32_t col = 0; col < dst->vcols; col++) {
                uint32_t i = row * dst->cols + col;
                tile_put(dst, pe, i,
                         fma_elem(dt, c->m->profile, source_elem(l, pe, i), source_elem(r, pe, i),
                                  source_elem(a, pe, i), &flags));
            }
        kern_pad_numeric(dst, pe, pad);
    }
    return flags; /* recorded (spec-digest-2 §9.12) */
}

/* A predicate source is the model's reading, meaningless as data (D28). */
static void lint(const op_ctx *c, uint64_t pc)
{
    unsigned idx[3];
    operands_of(c, &idx[0], &idx[1], &idx[2]);
    for (int k = 0; k < 3; k++)
        if (c->m->tiles[idx[k]].kind == PTO_TILE_PREDICATE) {
            char n[8];
            lint_warn(c->m, pc, "TFMA reads the predicate source %s as its payload bytes by logical index (D28)",
                      ops_name(c, idx[k], n));
            return;
        }
}

const op_family ops_fma = {
    .name = "fma", .handler = "TFMA", .sources = 3, .gpr_inputs = 0, .dest = DEST_NUMERIC, .explicit_dest = true,
    .schema = schema, .operands = operands, .lint = lint, .execute = execute,
    .memo = true, /* the checks read the header and the three sources' descriptors, definedness and encodings
                     (the addend is the memo's third source, s2); no GPR */
};
