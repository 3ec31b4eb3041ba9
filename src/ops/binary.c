/* The tile-tile binary family: TADD TSUB TMUL TDIV TREM TAND TOR TXOR TSHL
 * TSHR TMAX TMIN (ExecuteTileBinary, asl/tile/model/execution/elementwise.asl). */
#include <stdio.h>

#include "ops/ops.h"

/* SelectedBundleClosedBinarySchemaLegal (asl/block/model/dispatch/tile-schema.asl). */
static bool schema(const op_ctx *c, op_why *w)
{
    if (!c->b->bind[0].s0_valid || !c->b->bind[0].s1_valid)
        return why(w, "%s's closed schema binds two sources", c->op->name);
    if (!op_type_supported(c->op, c->b->dtype))
        return why(w, "%s does not take the block type %s", c->op->name, pto_dtypes[c->b->dtype].name);
    return true;
}

/* TilePayloadNonzero: every valid element of every participating PE is
 * nonzero (integer divisors). */
static bool payload_nonzero(const op_ctx *c, unsigned idx, op_why *w)
{
    const tile *t = &c->m->tiles[idx];
    char n[8];
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        for (uint32_t r = 0; r < t->vrows; r++)
            for (uint32_t col = 0; col < t->vcols; col++)
                if (tile_get(t, pe, r * t->cols + col) == 0)
                    return why(w, "divisor %s is zero at (%u, %u) on PE%u", ops_name(c, idx, n), (unsigned)r,
                               (unsigned)col, pe);
    }
    return true;
}

/* TileOperandsLegal_ExecuteTileBinary (asl/tile/model/legality/operand-schema.asl). */
static bool operands(const op_ctx *c, const tile *dst, op_why *w)
{
    unsigned s0 = c->bd->s0, s1 = c->bd->s1;
    const tile *l = &c->m->tiles[s0], *r = &c->m->tiles[s1];
    if (!ops_descriptor(c, "source", s0, w) || !ops_descriptor(c, "source", s1, w)) return false;
    /* both descriptors legal (above): TileShapeAndTypeMatch is the comparison */
    if (!tile_shape_type_eq(l, r) || !tile_shape_type_match(l, dst)) { /* name the operands only on failure */
        char nl[24], nr[24], a[8], b[8];
        snprintf(nl, sizeof nl, "source %s", ops_name(c, s0, a));
        snprintf(nr, sizeof nr, "source %s", ops_name(c, s1, b));
        if (!ops_shape_type_match(c, nl, l, nr, r, w)) return false;
        return ops_shape_type_match(c, nl, l, "the destination", dst, w);
    }
    if (!ops_defined(c, "source", s0, w) || !ops_defined(c, "source", s1, w) || !ops_type_ok(c, "source", s0, w))
        return false;
    if (l->layout != PTO_LAYOUT_ROW_MAJOR) return why(w, "the sources are not row-major");
    if ((c->op->eop == E_MAX || c->op->eop == E_MIN) && pto_dtypes[l->dtype].cls == DTC_F &&
        (!ops_encodings(c, "source", s0, w) || !ops_encodings(c, "source", s1, w)))
        return false;
    if ((c->op->eop == E_DIV || c->op->eop == E_REM) && ops_is_integer(l->dtype)) return payload_nonzero(c, s1, w);
    return true;
}

static unsigned pe_kernel(const op_ctx *c, unsigned pe, kern_args *k)
{
    k->a = c->m->tiles[c->bd->s0].data[pe];
    k->b = c->m->tiles[c->bd->s1].data[pe];
    k->no_flags = true; /* D6: tile-tile operations record no flags */
    kern_binary(k);
    return 0;
}

static unsigned execute(const op_ctx *c, tile *dst) { return ops_each_pe(c, dst, pe_kernel, DEST_NUMERIC); }

const op_family ops_binary = {
    .name = "binary", .handler = "ExecuteTileBinary", .sources = 2, .gpr_inputs = 0, .dest = DEST_NUMERIC,
    .schema = schema, .operands = operands, .execute = execute, .memo = true, .whole = KW_NO_FLAGS,
};
