/* Checks and loops shared by the family units: the pieces of the operand
 * predicates of asl/tile/model/legality/operand-schema.asl and
 * asl/block/model/dispatch/tile-schema.asl, each with a message that names
 * the operand and the rule. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "num/num.h"
#include "ops/ops.h"

bool why(op_why *w, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(w->msg, sizeof w->msg, fmt, ap);
    va_end(ap);
    return false;
}


bool ops_is_integer(unsigned dt) { return pto_dtypes[dt].cls == DTC_S || pto_dtypes[dt].cls == DTC_U; }

bool ops_dims_why(const block_state *b, op_why *w)
{
    if (!b->lb_present[0]) return why(w, "the closed schema needs LB0 (B.DIM ->LB0)");
    if (b->lb[0] == 0) return why(w, "LB0 is 0");
    for (int i = 1; i < 3; i++)
        if (b->lb_present[i] && b->lb[i] == 0) return why(w, "LB%d is 0", i);
    return true;
}


int ops_probe_fail(op_why *w, unsigned pe, int kind, uint64_t addr, bool write)
{
    why(w, "%s of PE%u: the element at 0x%llx is %s", write ? "a store" : "a load", pe, (unsigned long long)addr,
        kind == PTO_FAULT_DATA_ALIGNMENT ? "not naturally aligned" : "outside the global memory");
    return kind;
}

bool ops_lb_zero(const block_state *b, op_why *w)
{
    for (int i = 0; i < 3; i++)
        if (b->lb_present[i] && b->lb[i] == 0) return why(w, "LB%d is 0", i), true;
    return false;
}

const char *ops_name(const op_ctx *c, unsigned idx, char buf[8])
{
    (void)c;
    pto_tile_name(idx, buf);
    return buf;
}

bool ops_scalars_legal(const op_ctx *c, unsigned dt, unsigned eop, op_why *w)
{
    unsigned bits = pto_dtypes[dt].bits;
    bool divisor = (eop == E_DIV || eop == E_REM) && ops_is_integer(dt);
    /* the participating PEs only, PE0 first (pe_bit(pe) = 8 >> pe) */
    for (unsigned m = c->bd->mask & 0xFu; m; ) {
        unsigned pe = pe_of_high_bit(m);
        m &= ~pe_bit(pe);
        uint64_t s = ops_pe_scalar(c, pe, bits);
        if (!num_encoding_valid(dt, s))
            return why(w, "the scalar of PE%u (0x%llx) is not a valid %s encoding", pe, (unsigned long long)s,
                       pto_dtypes[dt].name);
        if (divisor && s == 0) return why(w, "the scalar divisor of PE%u is zero", pe);
    }
    return true;
}

bool ops_descriptor_why(const op_ctx *c, const char *role, unsigned idx, op_why *w)
{
    const tile *t = &c->m->tiles[idx];
    if (tile_descriptor_legal(t)) return true; /* the messages are for the failures only */
    char n[8];
    if (!t->allocated) return why(w, "%s %s is not allocated", role, ops_name(c, idx, n));
    if (!tile_descriptor_legal(t)) return why(w, "%s %s has no legal descriptor", role, ops_name(c, idx, n));
    return true;
}

bool ops_defined_why(const op_ctx *c, const char *role, unsigned idx, op_why *w)
{
    const tile *t = &c->m->tiles[idx];
    if (tile_contents_defined(t, c->bd->mask)) return true;
    if (!ops_descriptor(c, role, idx, w)) return false;
    char n[8];
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        if (!(t->mask & pe_bit(pe)))
            return why(w, "%s %s is not allocated for PE%u of the binding mask", role, ops_name(c, idx, n), pe);
    }
    if (!tile_contents_defined(t, c->bd->mask))
        return why(w, "%s %s has undefined elements in its valid region", role, ops_name(c, idx, n));
    return true;
}

bool ops_encodings_why(const op_ctx *c, const char *role, unsigned idx, op_why *w)
{
    if (tile_encodings_valid(&c->m->tiles[idx], c->bd->mask)) return true;
    if (!ops_defined(c, role, idx, w)) return false;
    char n[8];
    if (!tile_encodings_valid(&c->m->tiles[idx], c->bd->mask))
        return why(w, "%s %s holds an invalid %s encoding", role, ops_name(c, idx, n),
                   pto_dtypes[c->m->tiles[idx].dtype].name);
    return true;
}

bool ops_numeric_row_major(const op_ctx *c, const char *role, unsigned idx, op_why *w)
{
    const tile *t = &c->m->tiles[idx];
    char n[8];
    if (t->kind != PTO_TILE_NUMERIC) return why(w, "%s %s is not a numeric tile", role, ops_name(c, idx, n));
    if (t->layout != PTO_LAYOUT_ROW_MAJOR) return why(w, "%s %s is not row-major", role, ops_name(c, idx, n));
    return true;
}

bool ops_type_ok_why(const op_ctx *c, const char *role, unsigned idx, op_why *w)
{
    const tile *t = &c->m->tiles[idx];
    char n[8];
    if (op_type_supported(c->op, t->dtype)) return true;
    return why(w, "%s %s has type %s, which %s does not take", role, ops_name(c, idx, n),
               pto_dtypes[t->dtype].name ? pto_dtypes[t->dtype].name : "?", c->op->name);
}

static void shape_text(const tile *t, char *buf, size_t n)
{
    snprintf(buf, n, "%ux%u (valid %ux%u)", (unsigned)t->rows, (unsigned)t->cols, (unsigned)t->vrows,
             (unsigned)t->vcols);
}

bool ops_shape_match_why(const op_ctx *c, const char *ra, const tile *a, const char *rb, const tile *b, op_why *w)
{
    (void)c;
    if (tile_shape_match(a, b)) return true;
    if (!tile_descriptor_legal(a)) return why(w, "%s has no legal descriptor", ra);
    if (!tile_descriptor_legal(b)) return why(w, "%s has no legal descriptor", rb);
    if (tile_shape_match(a, b)) return true;
    char sa[48], sb[48];
    shape_text(a, sa, sizeof sa);
    shape_text(b, sb, sizeof sb);
    if (a->layout != b->layout) return why(w, "%s and %s have different layouts", ra, rb);
    return why(w, "%s shape %s differs from %s shape %s", rb, sb, ra, sa);
}

bool ops_shape_type_match_why(const op_ctx *c, const char *ra, const tile *a, const char *rb, const tile *b,
                          op_why *w)
{
    if (tile_shape_type_match(a, b)) return true;
    if (!ops_shape_match(c, ra, a, rb, b, w)) return false;
    if (a->kind != b->kind) return why(w, "%s and %s are of different kinds (numeric, predicate)", ra, rb);
    if (a->dtype != b->dtype)
        return why(w, "%s is %s but %s is %s", rb, pto_dtypes[b->dtype].name, ra, pto_dtypes[a->dtype].name);
    return true;
}

bool ops_lb_shape(const op_ctx *c, const char *role, unsigned idx, op_why *w)
{
    const tile *t = &c->m->tiles[idx];
    const block_state *b = c->b;
    char n[8];
    if (t->vrows != ops_lb_vr(b) || t->vcols != b->lb[0])
        return why(w, "%s %s valid shape %ux%u differs from LB %ux%u (LB1 x LB0)", role, ops_name(c, idx, n),
                   (unsigned)t->vrows, (unsigned)t->vcols, (unsigned)ops_lb_vr(b), (unsigned)b->lb[0]);
    if (t->cols != ops_lb_col(b))
        return why(w, "%s %s has %u columns but LB2 (or LB0) is %u", role, ops_name(c, idx, n), (unsigned)t->cols,
                   (unsigned)ops_lb_col(b));
    return true;
}

bool ops_scalar_source_legal(const op_ctx *c, const char *role, unsigned idx, unsigned dt, op_why *w)
{
    const tile *s = &c->m->tiles[idx];
    char n[8];
    if (!ops_descriptor(c, role, idx, w) || !ops_numeric_row_major(c, role, idx, w)) return false;
    if (s->dtype != dt)
        return why(w, "%s %s is %s, not the block's %s", role, ops_name(c, idx, n), pto_dtypes[s->dtype].name,
                   pto_dtypes[dt].name);
    return ops_encodings(c, role, idx, w) && ops_lb_shape(c, role, idx, w);
}

