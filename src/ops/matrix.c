/* The CUBE matrix family: TMATMUL, TMATMUL_BIAS, TMATMUL_ACC, TMATMUL_MX,
 * TMATMUL_MX_BIAS, TMATMUL_MX_ACC, TGEMV, TGEMV_BIAS, TGEMV_ACC, TGEMV_MX,
 * TGEMV_MX_BIAS, TGEMV_MX_ACC (spec-digest-2 §10).  The model's own block
 * path ExecuteBundleTMATMULOperation (asl/block/model/dispatch/cube-tmatmul.asl),
 * its legality (asl/tile/model/legality/matrix-functions.asl,
 * matrix-shape.asl, matrix-operands.asl, matrix-cube-primary.asl), the
 * destination (asl/block/model/dispatch/cube-destination.asl) and the
 * kernels of src/kern/matrix.c.
 *
 * Operands in stream order (BundleMatrixSourceAt: the sources of the B.IOT
 * bindings in binding order, source0 before source1): [C], A, [ScaleA], B,
 * [ScaleB], [Bias]; one destination D.  A is CUBE_M16 (M <= 16) or CUBE_M32
 * (M <= 32), M x K; B is CUBE_N8, K x N; C and D are M x N in A's layout
 * with the accumulator type; Bias is RowMajor 1 x N of the accumulator type
 * (FP32 for MX); the scales are RowMajor E8M0, M x ceil(K/32) and
 * ceil(K/32) x N.  LB0 = M, LB1 = N, LB2 = K, an absent LB meaning 1.
 *
 * What ptosim does not execute reports "not implemented" (an API error,
 * no state change): B.FPATR post-processing (every B.FPATR field but the
 * transposes and the fixed bits nonzero; decisions D25), Shared operands
 * (B.IOS; D26), and under the ieee profile the input types whose hardware
 * arithmetic ptosim does not define (HiF8, E3M2, E2M3, E2M1X2, E1M2X2). */
#include <stdlib.h>

#include "kern/matrix.h"
#include "ops/ops.h"

static unsigned fn_of(const op_ctx *c) { return c->op->selector - OP_CUBE_BASE; }
/* TileMatrixFunctionUsesBias / UsesAccumulator / UsesMX / IsGEMV */
static bool uses_bias(unsigned f) { return f == 1 || f == 5 || f == 17 || f == 21; }
static bool uses_acc(unsigned f) { return f == 2 || f == 6 || f == 18 || f == 22; }
static bool uses_mx(unsigned f) { return f == 4 || f == 5 || f == 6 || f == 20 || f == 21 || f == 22; }
static bool is_gemv(unsigned f) { return f >= 16; }

enum { DT_E8M0 = 13 };
enum { CLS_NONE = 0, CLS_FLOAT, CLS_SIGNED, CLS_UNSIGNED };
/* TileOrdinaryMatrixInputTypeSupported, by class: the twelve floats, S16
 * S8 S4X2, U16 U8 U4X2. */
static int ordinary_class(unsigned dt)
{
    if (dt >= 1 && dt <= 12) return CLS_FLOAT;
    if (dt == 18 || dt == 19 || dt == 20) return CLS_SIGNED;
    if (dt == 26 || dt == 27 || dt == 28) return CLS_UNSIGNED;
    return CLS_NONE;
}
/* TileMXInputTypeSupported, TileMXInputTypeNeedsScale */
static bool mx_type(unsigned dt) { return dt == 4 || dt == 5 || dt == 7 || dt == 8 || dt == 11 || dt == 12; }
static bool needs_scale(unsigned dt) { return dt == 7 || dt == 8 || dt == 11 || dt == 12; }

/* The operands of a matrix block as the model reads them. */
typedef struct mm_operands {
    unsigned fn, adt, bdt, acc;  /* acc: TileMatrixAccumulatorDataType (FP32 for MX) */
    uint32_t m, n, k;
    unsigned nsrc, ndst;
    uint8_t src[32];
    int c, a, sa, b, sb, bias;   /* positions in src, -1 when absent */
} mm_operands;

static void read_operands(const op_ctx *c, mm_operands *o)
{
    const block_state *b = c->b;
    o->fn = fn_of(c);
    o->adt = b->dtype;
    /* B.DATR DataType is the B type; 31 means the A type (decisions D14, OPEN-38) */
    o->bdt = b->datr ? (b->dtype2 == DT_NONE ? b->dtype : b->dtype2) : b->dtype;
    int cls = ordinary_class(o->adt);
    o->acc = uses_mx(o->fn) || cls == CLS_FLOAT ? DT_FP32 : cls == CLS_SIGNED ? DT_S32 : DT_U32;
    o->m = b->lb_present[0] ? b->lb[0] : 1u; /* BundleCubeDimensionValue */
    o->n = b->lb_present[1] ? b->lb[1] : 1u;
    o->k = b->lb_present[2] ? b->lb[2] : 1u;
    o->nsrc = o->ndst = 0;
    for (unsigned i = 0; i < b->nbind; i++) {
        const tile_binding *x = &b->bind[i];
        o->ndst += x->dst_valid;
        if (x->s0_valid) o->src[o->nsrc++] = x->s0;
        if (x->s1_valid) o->src[o->nsrc++] = x->s1;
    }
    bool mx = uses_mx(o->fn);
    int p = 0;
    o->c = uses_acc(o->fn) ? p++ : -1;
    o->a = p++;
    o->sa = mx && mx_type(o->adt) && needs_scale(o->adt) ? p++ : -1;
    o->b = p++;
    o->sb = mx && mx_type(o->bdt) && needs_scale(o->bdt) ? p++ : -1;
    o->bias = uses_bias(o->fn) ? p++ : -1;
}

/* The count of mathematical sources (TileMatrixLocalMathematicalSourceCount, Local operands). */
static unsigned math_sources(const mm_operands *o)
{
    return 2u + (o->sa >= 0) + (o->sb >= 0) + (o->c >= 0 || o->bias >= 0);
}

static const tile *src_tile(const op_ctx *c, const mm_operands *o, int pos)
{
    return &c->m->tiles[o->src[pos]];
}

/* TileMatrixLocalPrimaryInfoLegal: a CUBE Matrix tile, defined on every PE
 * of the mask, of this valid shape, type and layout. */
static bool primary_ok(const op_ctx *c, const tile *t, uint32_t vr, uint32_t vc, unsigned dt, unsigned layout)
{
    return tile_cube_legal(t) && tile_contents_defined_raw(t, c->bd->mask) && t->vrows == vr && t->vcols == vc &&
           t->dtype == dt && t->layout == layout;
}
/* TileMatrixMLayoutLegal */
static bool m_layout_ok(unsigned layout, uint32_t m)
{
    return (layout == PTO_LAYOUT_CUBE_M16 && m <= 16) || (layout == PTO_LAYOUT_CUBE_M32 && m <= 32);
}
/* TileSourceContentsDefined of an ordinary RowMajor tile of this shape and type
 * (TileMatrixLocalScaleSchemaLegal, TileMatrixLocalBiasSchemaLegal). */
static bool ordinary_ok(const op_ctx *c, const tile *t, uint32_t vr, uint32_t vc, unsigned dt)
{
    return tile_contents_defined(t, c->bd->mask) && t->kind == PTO_TILE_NUMERIC && t->vrows == vr &&
           t->vcols == vc && t->dtype == dt && t->layout == PTO_LAYOUT_ROW_MAJOR;
}

static const uint32_t size_bytes[11] = {0, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536};

#define LEGALITY(...) (why(w, __VA_ARGS__), PTO_FAULT_TILE_LEGALITY)

/* ExecuteBundleTMATMULOperation up to the destination, in its order. */
static int mm_path(const op_ctx *c, op_why *w)
{
    const block_state *b = c->b;
    if (!b->fpatr) return why(w, "a matrix block needs its B.FPATR (the plain word is 0x00002023)"),
                          PTO_FAULT_BUNDLE_CONTROL;
    if (b->fpatr_word & 0xFFFF8000u)
        return why(w, "%s with B.FPATR 0x%08X: matrix post-processing (PreQuantMode, ReluMode, GroupNCode, RowMax, "
                      "GroupMax, MaxAbs) is not implemented by ptosim (decisions D25); the plain word is 0x00002023",
                   b->op->name, (unsigned)b->fpatr_word),
               -1;
    if (b->nshared)
        return why(w, "%s with Shared operands (B.IOS) is not implemented by ptosim (decisions D26)", b->op->name), -1;
    mm_operands o;
    read_operands(c, &o);
    bool mx = uses_mx(o.fn);
    /* M3: the type pair */
    if (mx ? !(mx_type(o.adt) && mx_type(o.bdt))
           : !(ordinary_class(o.adt) != CLS_NONE && ordinary_class(o.adt) == ordinary_class(o.bdt)))
        return LEGALITY("%s does not take A %s with B %s (%s)", b->op->name,
                        dt_concrete(o.adt) ? pto_dtypes[o.adt].name : "?",
                        dt_concrete(o.bdt) ? pto_dtypes[o.bdt].name : "?",
                        mx ? "TileMXOperandPairLegal" : "TileOrdinaryMatrixInputTypesSameClass");
    /* M4: BundleMatrixDynamicBindingsComplete */
    if (o.nsrc != math_sources(&o) || o.ndst != 1)
        return LEGALITY("%s binds %u source(s) and %u destination(s); it takes %u and 1", b->op->name, o.nsrc, o.ndst,
                        math_sources(&o));
    if (!b->nbind || !b->bind[b->nbind - 1].last) return LEGALITY("the binding stream is not closed by L=1");
    if (b->ior && (b->rs0 || b->rs1 || b->rs2 || b->rd))
        return LEGALITY("plain %s consumes no B.IOR register", b->op->name);
    /* M5: BundleTMATMULDataAttributesLegal */
    if (b->datr && (b->layout || b->pad || b->cmode || b->canon))
        return LEGALITY("B.DATR Layout, PadValue, CMode and Canonicalize must be 0 in a matrix block");
    /* M6: BundleTMATMULDimensionsLegal */
    if ((b->lb_present[0] && !b->lb[0]) || (b->lb_present[1] && !b->lb[1]) || (b->lb_present[2] && !b->lb[2]))
        return LEGALITY("M (LB0), N (LB1) and K (LB2) must be nonzero");
    /* M7 */
    if (is_gemv(o.fn) && o.m != 1) return LEGALITY("%s needs M (LB0) = 1, not %u", b->op->name, (unsigned)o.m);
    /* M8: BundleMatrixSharedSchemasLegal with Local operands */
    if (b->fpatr_word & 0x180u) return LEGALITY("B.FPATR TransA/TransB need a Shared operand");
    /* M9: BundleMatrixLocalMathematicalSourcesLegal */
    const tile *A = src_tile(c, &o, o.a);
    uint32_t nkb = (o.k + 31u) / 32u;
    if (o.c >= 0) {
        const tile *C = src_tile(c, &o, o.c);
        if (!primary_ok(c, C, o.m, o.n, o.acc, A->layout))
            return LEGALITY("the accumulator C must be a defined %ux%u %s CUBE tile in A's layout", (unsigned)o.m,
                            (unsigned)o.n, pto_dtypes[o.acc].name);
        if (C->capacity != size_bytes[c->bd->size_code])
            return LEGALITY("the accumulator C's capacity %u differs from D's SizeCode (%u bytes)",
                            (unsigned)C->capacity, (unsigned)size_bytes[c->bd->size_code]);
    }
    if (!m_layout_ok(A->layout, o.m) || !primary_ok(c, A, o.m, o.k, o.adt, A->layout))
        return LEGALITY("A must be a defined %ux%u %s CUBE_M16 (M <= 16) or CUBE_M32 (M <= 32) tile", (unsigned)o.m,
                        (unsigned)o.k, pto_dtypes[o.adt].name);
    if (o.sa >= 0 && !ordinary_ok(c, src_tile(c, &o, o.sa), o.m, nkb, DT_E8M0))
        return LEGALITY("ScaleA must be a defined RowMajor %ux%u E8M0 tile", (unsigned)o.m, (unsigned)nkb);
    if (!primary_ok(c, src_tile(c, &o, o.b), o.k, o.n, o.bdt, PTO_LAYOUT_CUBE_N8))
        return LEGALITY("B must be a defined %ux%u %s CUBE_N8 tile", (unsigned)o.k, (unsigned)o.n,
                        pto_dtypes[o.bdt].name);
    if (o.sb >= 0 && !ordinary_ok(c, src_tile(c, &o, o.sb), nkb, o.n, DT_E8M0))
        return LEGALITY("ScaleB must be a defined RowMajor %ux%u E8M0 tile", (unsigned)nkb, (unsigned)o.n);
    if (o.bias >= 0 && !ordinary_ok(c, src_tile(c, &o, o.bias), 1, o.n, o.acc))
        return LEGALITY("Bias must be a defined RowMajor 1x%u %s tile", (unsigned)o.n, pto_dtypes[o.acc].name);
    /* M10: BundleMatrixAccumulatorDestinationIndicesDistinct compares C's
     * raw source selector with D's hand code (decisions D31) */
    if (o.c >= 0) {
        const block_state *raw = &c->m->blk;
        unsigned sel = 0;
        for (unsigned i = 0; i < raw->nbind; i++)
            if (raw->bind[i].s0_valid || raw->bind[i].s1_valid) {
                sel = raw->bind[i].s0_valid ? raw->bind[i].s0 : raw->bind[i].s1;
                break;
            }
        if (sel == c->bd->hand)
            return LEGALITY("the accumulator's source selector %u equals D's hand code (decisions D31)", sel);
    }
    if (!kern_matmul_supported(c->m->profile, o.adt) || !kern_matmul_supported(c->m->profile, o.bdt))
        return why(w, "%s on %s x %s under the ieee profile is not implemented by ptosim (no hardware arithmetic "
                      "is defined for the type here); the pto-v0 profile runs it",
                   b->op->name, pto_dtypes[o.adt].name, pto_dtypes[o.bdt].name),
               -1;
    return 0;
}

static bool mm_dest(const op_ctx *c, cube_dest *d)
{
    mm_operands o;
    read_operands(c, &o);
    d->dt = o.acc;
    d->layout = src_tile(c, &o, o.a)->layout;
    d->vr = o.m;
    d->vc = o.n;
    return true;
}

/* The kernels' scratch (the one step here that can fail: host memory). */
static int mm_preflight(const op_ctx *c, const tile *dst, uint64_t *addr, op_why *w)
{
    (void)dst, (void)addr, (void)w;
    mm_operands o;
    read_operands(c, &o);
    size_t need = kern_matmul_scratch(o.m, o.n, o.k);
    pto_machine *m = c->m;
    if (m->mm_scratch_size < need) {
        uint8_t *p = malloc(need);
        if (!p) return -1;
        free(m->mm_scratch);
        m->mm_scratch = p;
        m->mm_scratch_size = need;
    }
    return 0;
}

static unsigned mm_execute(const op_ctx *c, tile *dst)
{
    mm_operands o;
    read_operands(c, &o);
    fast_fenv env;
    fast_fenv_init(&env, (size_t)o.m * o.n * o.k);
    kern_mm x = {
        .profile = c->m->profile, .m = o.m, .n = o.n, .k = o.k, .a = src_tile(c, &o, o.a), .b = src_tile(c, &o, o.b),
        .c = o.c >= 0 ? src_tile(c, &o, o.c) : NULL, .bias = o.bias >= 0 ? src_tile(c, &o, o.bias) : NULL,
        .sa = o.sa >= 0 ? src_tile(c, &o, o.sa) : NULL, .sb = o.sb >= 0 ? src_tile(c, &o, o.sb) : NULL,
        .mx = uses_mx(o.fn), .d = dst, .scratch = c->m->mm_scratch, .fenv = &env,
    };
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        x.pe = pe;
        kern_matmul(&x);
    }
    fast_fenv_leave(&env);
    return 0; /* the model records no flags for a plain matrix operation */
}

/* B.DATR RMode and Sat are not checked with PreQuantMode 0 (OPEN-27,
 * decisions D25), although the B.FPATR prose requires them 0. */
static void mm_lint(const op_ctx *c, uint64_t pc)
{
    if (c->b->datr && (c->b->rmode || c->b->sat))
        lint_warn(c->m, pc, "%s ignores B.DATR RMode/Sat with PreQuantMode 0 (the prose requires 0; D25)",
                  c->op->name);
}

const op_family ops_matmul = {
    .name = "matrix", .handler = "ExecuteBundleTMATMULOperation", .dest = DEST_NONE, .path = mm_path,
    .path_dest = mm_dest, .preflight = mm_preflight, .execute = mm_execute, .lint = mm_lint,
};
