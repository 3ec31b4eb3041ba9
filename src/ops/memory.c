/* The TLSU family, Local forms: TLOAD, TSTORE (asl/tile/model/memory/load-store.asl)
 * and TMOV (asl/tile/model/memory/shared-movement.asl), with the legality of
 * asl/tile/model/legality/memory-schema.asl and the address formulas of
 * asl/tile/model/memory/stride.asl (spec-digest-2 §1.3, §3, §4, §6).
 *
 * Per PE (decisions D16): each PE of the mask uses its own GPRs (base =
 * GPR[RegSrc0], row stride = GPR[RegSrc1]) and its own payload.  Every
 * access of every participating PE is probed, PE0 to PE3 and row-major
 * inside, before any effect; the first failing element is the fault, with
 * its GM address.  Loads and stores then run in the same order, so a later
 * PE wins an overlapping store (D23). */
#include <string.h>

#include "mem/gm.h"
#include "ops/ops.h"

/* TileMemoryElementBytes: 1 for 8-bit and packed 4-bit types. */
static unsigned elem_bytes(unsigned dt) { return pto_dtypes[dt].bits <= 8 ? 1u : pto_dtypes[dt].bits / 8u; }
static bool four_bit(unsigned dt) { return pto_dtypes[dt].bits == 4; }

/* TileDenseRowStrideBytes: Col * E, packed 4-bit ceil(Col / 2). */
static uint64_t dense_stride(uint32_t cols, unsigned dt)
{
    return four_bit(dt) ? (cols + 1u) / 2u : (uint64_t)cols * elem_bytes(dt);
}

/* TileMemoryStridedByteAddress, wrapping mod 2^64: base + r * stride + c * E
 * (packed 4-bit: + c / 2). */
static uint64_t elem_addr(uint64_t base, uint64_t stride, uint32_t r, uint32_t c, unsigned dt)
{
    return base + (uint64_t)r * stride + (four_bit(dt) ? c / 2u : (uint64_t)c * elem_bytes(dt));
}

/* B.DATR applicability of the Local TLSU forms (SelectedBundleTileDataAttributesLegal,
 * asl/block/model/dispatch/tile-schema.asl): only Layout may be nonzero
 * (PadValue is allowed by the contracts of TLOAD and TSTORE but must be 00
 * outside the CUBE conversions). */
static bool datr(const op_ctx *c, op_why *w)
{
    const block_state *b = c->b;
    if (!b->datr) return true;
    if (b->pad) return why(w, "B.DATR PadValue must be 00 for %s", c->op->name);
    if (b->cmode || b->sat || b->canon || b->dtype2 || b->rmode)
        return why(w, "only B.DATR Layout may be nonzero for %s", c->op->name);
    return true;
}

/* One PE's base and row stride (BundleTileInstructionOperands): without
 * B.IOR base 0 and the dense stride; with it, GPR[RegSrc0] and GPR[RegSrc1]
 * of that PE. */
static void pe_base_stride(const op_ctx *c, unsigned pe, uint64_t dense, uint64_t *base, uint64_t *stride)
{
    if (!c->b->ior) {
        *base = 0;
        *stride = dense;
        return;
    }
    *base = ops_gpr(c->m, pe, c->b->rs0);
    *stride = ops_gpr(c->m, pe, c->b->rs1);
}

/* Probes vr x vc elements of type dt for one PE, row-major: the first
 * failing element's fault kind and address.  When the rectangle's bytes
 * neither wrap nor run backwards, every element is aligned exactly when the
 * base and the stride are, and inside the memory exactly when the last
 * row's last byte is: one check.  Otherwise, or when that check fails, a
 * row is probed at once when its bytes are one run that does not wrap, and
 * a failing row is walked element by element. */
static int probe_rect(const gm *g, uint64_t base, uint64_t stride, uint32_t vr, uint32_t vc, unsigned dt,
                      uint64_t *addr)
{
    if (vr == 0 || vc == 0) return 0;
    unsigned e = elem_bytes(dt);
    uint64_t span = four_bit(dt) ? (vc + 1u) / 2u : (uint64_t)vc * e, rows_bytes;
    /* stride * vr + span fits 64 bits (a multiply with an overflow test:
     * the division it replaces was a third of a TLOAD's probe) */
    if (!__builtin_mul_overflow(stride, (uint64_t)vr, &rows_bytes) && rows_bytes <= UINT64_MAX - span) {
        uint64_t last = base + (uint64_t)(vr - 1u) * stride + span - 1u;
        /* e is 1, 2, 4 or 8: masks, not divisions */
        if (last >= base && ((base | stride) & (e - 1u)) == 0 && gm_probe(g, last - (e - 1u), e, e) == 0) return 0;
    }
    for (uint32_t r = 0; r < vr; r++) {
        uint64_t start = elem_addr(base, stride, r, 0, dt);
        if (start + span - 1u >= start && gm_probe(g, start, 1, e) == 0 &&
            gm_probe(g, start + span - e, e, 1) == 0)
            continue;
        for (uint32_t col = 0; col < vc; col++) {
            uint64_t a = elem_addr(base, stride, r, col, dt);
            int k = gm_probe(g, a, e, e);
            if (k) {
                *addr = a;
                return k;
            }
        }
    }
    return 0;
}

/* The rectangle is one run of bytes in memory and in a row-major payload
 * (dense rows, the whole physical width valid). */
static bool one_run(const tile *t, uint64_t stride, unsigned dt)
{
    return !four_bit(dt) && t->layout == PTO_LAYOUT_ROW_MAJOR && t->vcols == t->cols &&
           stride == (uint64_t)t->cols * elem_bytes(dt);
}

/* The GM side of one PE's TLOAD/TSTORE rectangle: its probe, then for a
 * store its pages prepared. */
static int preflight_rect(const op_ctx *c, const tile *shape, unsigned dt, uint64_t dense, bool write, uint64_t *addr,
                          op_why *w)
{
    gm *g = &c->m->mem;
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        uint64_t base, stride;
        pe_base_stride(c, pe, dense, &base, &stride);
        int k = probe_rect(g, base, stride, shape->vrows, shape->vcols, dt, addr);
        if (k) return ops_probe_fail(w, pe, k, *addr, write);
    }
    if (!write) return 0;
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        uint64_t base, stride;
        pe_base_stride(c, pe, dense, &base, &stride);
        uint64_t span = four_bit(dt) ? (shape->vcols + 1u) / 2u : (uint64_t)shape->vcols * elem_bytes(dt);
        if (!shape->vcols) continue;
        if (stride == span) {
            if (!gm_prepare_write(g, base, span * shape->vrows)) return -1;
            continue;
        }
        for (uint32_t r = 0; r < shape->vrows; r++)
            if (!gm_prepare_write(g, elem_addr(base, stride, r, 0, dt), span)) return -1;
    }
    return 0;
}

/* ---- TLOAD ------------------------------------------------------------------ */

/* TileOperandsLegal_TLOAD: the destination descriptor is legal (the
 * fractal shape rule included) and of a TLSU type. */
static bool tload_operands(const op_ctx *c, const tile *dst, op_why *w)
{
    if (!tile_descriptor_legal(dst))
        return why(w, "the destination's %ux%u shape does not fit its %s layout (Rows %% 16, Col %% %u)",
                   (unsigned)dst->rows, (unsigned)dst->cols, dst->layout == PTO_LAYOUT_ZN ? "ZN" : "NZ",
                   layout_inner_elements(dst->dtype));
    if (!op_type_supported(c->op, dst->dtype)) return why(w, "TLOAD does not take %s", pto_dtypes[dst->dtype].name);
    return true;
}

/* The dense stride uses the BSTART type (L9). */
static uint64_t tload_dense(const op_ctx *c, const tile *dst) { return dense_stride(dst->cols, c->b->dtype); }

static int tload_preflight(const op_ctx *c, const tile *dst, uint64_t *addr, op_why *w)
{
    return preflight_rect(c, dst, dst->dtype, tload_dense(c, dst), false, addr, w);
}

/* Every valid element into its logical index; the valid region becomes
 * defined; padding is not written (spec-digest-2 §3.2 L12). */
static unsigned tload_execute(const op_ctx *c, tile *dst)
{
    const gm *g = &c->m->mem;
    unsigned dt = dst->dtype, e = elem_bytes(dt);
    uint64_t dense = tload_dense(c, dst);
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        uint64_t base, stride;
        pe_base_stride(c, pe, dense, &base, &stride);
        if (one_run(dst, stride, dt)) {
            gm_read(g, base, dst->data[pe], (uint64_t)dst->vrows * dst->cols * e);
            tile_def_after_op(dst, pe, false);
            continue;
        }
        for (uint32_t r = 0; r < dst->vrows; r++) {
            if (dst->layout == PTO_LAYOUT_ROW_MAJOR && !four_bit(dt)) {
                /* a row is one byte run (probed above, so it does not wrap) */
                gm_read(g, elem_addr(base, stride, r, 0, dt), dst->data[pe] + (size_t)r * dst->cols * e,
                        (uint64_t)dst->vcols * e);
                continue;
            }
            for (uint32_t col = 0; col < dst->vcols; col++) {
                uint64_t a = elem_addr(base, stride, r, col, dt);
                uint64_t v = gm_load(g, a, e);
                if (four_bit(dt)) v = (col & 1u) ? (v >> 4) & 0xFu : v & 0xFu; /* nibble = c mod 2 */
                tile_put(dst, pe, layout_index(dst, r, col), v);
            }
        }
        tile_def_after_op(dst, pe, false);
    }
    return 0;
}

/* OPEN-35 (D27): the source half of a Layout code means nothing to TLOAD. */
static void tload_lint(const op_ctx *c, uint64_t pc)
{
    unsigned code = c->b->datr ? c->b->layout : 0;
    if (code == 6 || code == 8 || code == 9 || code == 17 || code == 18 || code == 20 || code >= 27)
        lint_warn(c->m, pc, "TLOAD ignores the source half of B.DATR Layout %u: memory is read row-major (D27)", code);
}

const op_family ops_tload = {
    .name = "memory", .handler = "TLOAD", .sources = 0, .gpr_inputs = 2, .dest = DEST_NUMERIC, .tlsu = true,
    .layout_dest = true, .datr = datr, .operands = tload_operands, .preflight = tload_preflight,
    .execute = tload_execute, .lint = tload_lint,
    .memo = true, /* the checks read the header and the destination's descriptor; the probes run again */
};

/* ---- TSTORE ----------------------------------------------------------------- */

/* Op level (spec-digest-2 §4.2): the source is defined, its descriptor
 * legal and its type a TLSU type (TileOperandsLegal_TSTORE).  The LBs are
 * not used for a Local source (decisions D27). */
static bool tstore_operands(const op_ctx *c, const tile *dst, op_why *w)
{
    (void)dst;
    unsigned s0 = c->bd->s0;
    if (!ops_defined(c, "source", s0, w)) return false;
    const tile *s = &c->m->tiles[s0];
    if (s->kind == PTO_TILE_NUMERIC && !op_type_supported(c->op, s->dtype))
        return why(w, "TSTORE does not take %s", pto_dtypes[s->dtype].name);
    return true;
}

/* The dense stride: Col = LB2 if present, else the source's Col; E from the
 * BSTART type (D27). */
static uint64_t tstore_dense(const op_ctx *c, const tile *s)
{
    const block_state *b = c->b;
    uint32_t cols = b->lb_present[2] && b->lb[2] ? b->lb[2] : s->cols;
    return dense_stride(cols, b->dtype);
}

static int tstore_preflight(const op_ctx *c, const tile *dst, uint64_t *addr, op_why *w)
{
    (void)dst;
    const tile *s = &c->m->tiles[c->bd->s0];
    return preflight_rect(c, s, s->dtype, tstore_dense(c, s), true, addr, w);
}

/* The source's valid rectangle, row-major into GM from whatever generic
 * layout it has; a predicate source stores its payload bytes by logical
 * index (decisions D28).  4-bit elements are a read-modify-write of their
 * byte (StoreTileMemoryElement). */
static unsigned tstore_execute(const op_ctx *c, tile *dst)
{
    (void)dst;
    gm *g = &c->m->mem;
    const tile *s = &c->m->tiles[c->bd->s0];
    unsigned dt = s->dtype, e = elem_bytes(dt);
    uint64_t dense = tstore_dense(c, s);
    bool pred = s->kind == PTO_TILE_PREDICATE;
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        uint64_t base, stride;
        pe_base_stride(c, pe, dense, &base, &stride);
        if (!pred && one_run(s, stride, dt)) {
            gm_write(g, base, s->data[pe], (uint64_t)s->vrows * s->cols * e);
            continue;
        }
        for (uint32_t r = 0; r < s->vrows; r++) {
            if (!pred && s->layout == PTO_LAYOUT_ROW_MAJOR && !four_bit(dt)) {
                gm_write(g, elem_addr(base, stride, r, 0, dt), s->data[pe] + (size_t)r * s->cols * e,
                         (uint64_t)s->vcols * e);
                continue;
            }
            for (uint32_t col = 0; col < s->vcols; col++) {
                uint64_t a = elem_addr(base, stride, r, col, dt);
                uint64_t v;
                if (pred) { /* payload byte r * Col + c; none beyond the capacity */
                    size_t i = (size_t)r * s->cols + col;
                    v = i < s->capacity ? s->data[pe][i] : 0;
                } else {
                    v = tile_get(s, pe, layout_index(s, r, col));
                }
                if (four_bit(dt)) {
                    uint64_t old = gm_load(g, a, 1);
                    v = (col & 1u) ? (old & 0x0Fu) | (v << 4) : (old & 0xF0u) | v;
                }
                gm_store(g, a, e, v);
            }
        }
    }
    return 0;
}

/* OPEN-18, OPEN-35 (D27, D28): what a Local TSTORE ignores. */
static void tstore_lint(const op_ctx *c, uint64_t pc)
{
    const block_state *b = c->b;
    const tile *s = &c->m->tiles[c->bd->s0];
    if ((b->lb_present[0] && b->lb[0]) || (b->lb_present[1] && b->lb[1]))
        lint_warn(c->m, pc, "TSTORE stores its source's own %ux%u valid region and ignores LB0/LB1 (D27)",
                  (unsigned)s->vrows, (unsigned)s->vcols);
    if (s->kind == PTO_TILE_NUMERIC && s->dtype != b->dtype)
        lint_warn(c->m, pc, "TSTORE of a %s source with BSTART type %s: the BSTART type only sets the default stride (D27)",
                  pto_dtypes[s->dtype].name, pto_dtypes[b->dtype].name);
    if (s->kind == PTO_TILE_PREDICATE)
        lint_warn(c->m, pc, "TSTORE of a predicate tile stores its payload bytes by logical index (D28)");
    if (b->datr && b->layout)
        lint_warn(c->m, pc, "TSTORE ignores B.DATR Layout %u: memory is written row-major (D27)", b->layout);
}

const op_family ops_tstore = {
    .name = "memory", .handler = "TSTORE", .sources = 1, .gpr_inputs = 2, .dest = DEST_NONE, .tlsu = true,
    .datr = datr, .operands = tstore_operands, .preflight = tstore_preflight, .execute = tstore_execute,
    .lint = tstore_lint,
    .memo = true, /* the checks read the header and s0's descriptor and definedness; the probes run again */
};

/* ---- TMOV (Local) ----------------------------------------------------------- */

/* ResolveBundleEffectiveDataType: the BSTART type when concrete, else (31,
 * DTYPE_NONE) the source's type when its descriptor is configured. */
static bool tmov_type(const op_ctx *c, unsigned *dt)
{
    if (dt_concrete(c->b->dtype)) {
        *dt = c->b->dtype;
        return true;
    }
    const tile *s = &c->m->tiles[c->bd->s0];
    if (c->bd->s0_valid && tile_descriptor_configured(s)) {
        *dt = s->dtype;
        return true;
    }
    return false;
}

/* TileOperandsLegal_TMOV: TileShapeAndTypeMatch; the source is defined. */
static bool tmov_operands(const op_ctx *c, const tile *dst, op_why *w)
{
    unsigned s0 = c->bd->s0;
    if (!ops_defined(c, "source", s0, w)) return false;
    return ops_shape_type_match(c, "the source", &c->m->tiles[s0], "the destination", dst, w);
}

/* The whole payload and definedness, padding included. */
static unsigned tmov_execute(const op_ctx *c, tile *dst)
{
    const tile *s = &c->m->tiles[c->bd->s0];
    size_t n = (size_t)s->rows * s->cols;
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        memcpy(dst->data[pe], s->data[pe], dst->capacity);
        dst->defmode[pe] = s->defmode[pe];
        dst->ndefv[pe] = s->ndefv[pe];
        if (s->defmode[pe] == DEF_BITMAP) memcpy(dst->def[pe], s->def[pe], (n + 7u) / 8u);
    }
    return 0;
}

const op_family ops_tmov = {
    .name = "memory", .handler = "TMOV", .sources = 1, .gpr_inputs = 0, .dest = DEST_NUMERIC, .tlsu = true,
    .layout_dest = true, .datr = datr, .dest_type = tmov_type, .operands = tmov_operands, .execute = tmov_execute,
    .memo = true, /* the checks and dest_type read the header and s0's descriptor and definedness */
};

/* ---- TPREFETCH ---------------------------------------------------------------
 * ExecuteBundleTPREFETCHOperation (asl/block/model/dispatch/tlsu-prefetch.asl),
 * TPREFETCHCore (asl/tile/model/memory/gather-scatter.asl): no binding; all
 * four PEs take part, each with its own GPRs; every element is probed and
 * nothing architectural changes. */

/* The shape: VC = LB0 or 1, VR = LB1 or 1, Col = LB2 or VC. */
static void prefetch_shape(const block_state *b, uint32_t *vr, uint32_t *vc, uint32_t *col)
{
    *vc = b->lb_present[0] ? b->lb[0] : 1;
    *vr = b->lb_present[1] ? b->lb[1] : 1;
    *col = b->lb_present[2] ? b->lb[2] : *vc;
}

static bool tprefetch_schema(const op_ctx *c, op_why *w)
{
    const block_state *b = c->b;
    if (!op_type_supported(c->op, b->dtype))
        return why(w, "TPREFETCH does not take %s (TileCarrierOrPackedBaselineDataTypeSupported)",
                   pto_dtypes[b->dtype].name);
    if (ops_lb_zero(b, w)) return false;
    uint32_t vr, vc, col;
    prefetch_shape(b, &vr, &vc, &col);
    if (vc > col) return why(w, "valid columns %u exceed the columns %u", (unsigned)vc, (unsigned)col);
    if (!ops_pow2(col)) return why(w, "the columns %u are not a power of two", (unsigned)col);
    if ((uint64_t)vr * vc > 32768u) return why(w, "%ux%u elements exceed 32768", (unsigned)vr, (unsigned)vc);
    return true;
}

static bool no_operands(const op_ctx *c, const tile *dst, op_why *w)
{
    (void)c, (void)dst, (void)w;
    return true;
}

/* TileMemoryIndexedAddress(base, r * stride + c): the stride in elements
 * (decisions D27), the default Col. */
static int tprefetch_preflight(const op_ctx *c, const tile *dst, uint64_t *addr, op_why *w)
{
    (void)dst;
    uint32_t vr, vc, col;
    prefetch_shape(c->b, &vr, &vc, &col);
    unsigned dt = c->b->dtype, e = elem_bytes(dt);
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        uint64_t base = c->b->ior ? ops_gpr(c->m, pe, c->b->rs0) : 0;
        uint64_t stride = c->b->ior ? ops_gpr(c->m, pe, c->b->rs1) : col;
        for (uint32_t r = 0; r < vr; r++)
            for (uint32_t x = 0; x < vc; x++) {
                uint64_t idx = (uint64_t)r * stride + x;
                uint64_t a = base + (four_bit(dt) ? idx / 2u : idx * e);
                int k = gm_probe(&c->m->mem, a, e, e);
                if (k) {
                    *addr = a;
                    return ops_probe_fail(w, pe, k, a, false);
                }
            }
    }
    return 0;
}

static unsigned nothing(const op_ctx *c, tile *dst)
{
    (void)c, (void)dst;
    return 0;
}

/* OPEN-19 (D27). */
static void tprefetch_lint(const op_ctx *c, uint64_t pc)
{
    if (c->b->ior && c->b->rs1)
        lint_warn(c->m, pc, "TPREFETCH's row stride is in elements, TLOAD's in bytes (D27)");
}

const op_family ops_tprefetch = {
    .name = "memory", .handler = "TPREFETCH", .sources = 0, .gpr_inputs = 2, .dest = DEST_NONE, .tlsu = true,
    .own_path = true, .datr = datr, .schema = tprefetch_schema, .operands = no_operands,
    .preflight = tprefetch_preflight, .execute = nothing, .lint = tprefetch_lint,
};

/* ---- GMOV --------------------------------------------------------------------
 * ExecuteBundleGMOVOperation (asl/block/model/dispatch/tlsu-gmov.asl), GMOV
 * (asl/tile/model/memory/shared-movement.asl): each PE of the mask copies
 * the fragment of PE peer_tid (its own GPR[RegSrc0], 0 without B.IOR) of a
 * source allocated on all four PEs into its new destination (decisions D16). */

static unsigned gmov_peer(const op_ctx *c, unsigned pe)
{
    return c->b->ior ? (unsigned)ops_gpr(c->m, pe, c->b->rs0) : 0u;
}

static bool gmov_schema(const op_ctx *c, op_why *w)
{
    const block_state *b = c->b;
    if (b->nbind != 1) return why(w, "GMOV binds exactly one B.IOT");
    const tile_binding *bd = &b->bind[0];
    if (!bd->dst_valid || !bd->s0_valid || bd->s1_valid || !bd->last)
        return why(w, "GMOV's binding is a source and a destination with L=1");
    const tile *s = &c->m->tiles[bd->s0];
    if (!ops_defined(c, "source", bd->s0, w)) return false;
    if (s->mask != 0xF) return why(w, "the GMOV source must be allocated on all four PEs (mask 1111)");
    for (unsigned pe = 0; pe < PTO_PES; pe++)
        if (!(s->defmode[pe] == DEF_VALID || s->defmode[pe] == DEF_ALL ||
              (s->defmode[pe] == DEF_BITMAP && s->ndefv[pe] == s->vrows * s->vcols) || !s->vrows || !s->vcols))
            return why(w, "the GMOV source has undefined elements on PE%u", pe);
    static const uint32_t size_bytes[11] = {0, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536};
    if (bd->size_code > 10 || size_bytes[bd->size_code] != s->capacity)
        return why(w, "the destination TSize differs from the source's %u bytes", (unsigned)s->capacity);
    if (!op_type_supported(c->op, b->dtype))
        return why(w, "GMOV does not take %s", pto_dtypes[b->dtype].name);
    if (s->kind != PTO_TILE_NUMERIC || s->dtype != b->dtype)
        return why(w, "the source is not a %s tile", pto_dtypes[b->dtype].name);
    unsigned layout = PTO_LAYOUT_ROW_MAJOR;
    if (b->datr) layout = b->layout == 1 || b->layout == 18 || b->layout == 28   ? PTO_LAYOUT_COL_MAJOR
                          : b->layout == 3 || b->layout == 8 || b->layout == 30 ? PTO_LAYOUT_ZN
                          : b->layout == 4 || b->layout == 9 || b->layout == 20 ? PTO_LAYOUT_NZ
                                                                                : PTO_LAYOUT_ROW_MAJOR;
    if (s->layout != layout) return why(w, "the source layout differs from the B.DATR Layout");
    for (int i = 0; i < 3; i++)
        if (b->lb_present[i]) return why(w, "GMOV takes no B.DIM (LB%d given)", i);
    for (unsigned pe = 0; pe < PTO_PES; pe++)
        if (c->b->ior && ops_gpr(c->m, pe, c->b->rs0) >= PTO_PES)
            return why(w, "the peer TID of PE%u is not 0..3", pe);
    return true;
}

/* TileOperandsLegal_GMOV (asl/tile/model/legality/indexed-layout.asl). */
static bool gmov_operands(const op_ctx *c, const tile *dst, op_why *w)
{
    const tile *s = &c->m->tiles[c->bd->s0];
    if (!tile_descriptor_legal(dst)) return why(w, "the destination descriptor is not legal");
    if (!ops_shape_match(c, "the source", s, "the destination", dst, w)) return false;
    if (dst->dtype != s->dtype) return why(w, "the destination type differs from the source's");
    return true;
}

static unsigned gmov_execute(const op_ctx *c, tile *dst)
{
    const tile *s = &c->m->tiles[c->bd->s0];
    size_t n = (size_t)s->rows * s->cols;
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        unsigned peer = gmov_peer(c, pe);
        memcpy(dst->data[pe], s->data[peer], dst->capacity);
        dst->defmode[pe] = s->defmode[peer];
        dst->ndefv[pe] = s->ndefv[peer];
        if (s->defmode[peer] == DEF_BITMAP) memcpy(dst->def[pe], s->def[peer], (n + 7u) / 8u);
    }
    return 0;
}

const op_family ops_gmov = {
    .name = "memory", .handler = "GMOV", .sources = 1, .gpr_inputs = 1, .dest = DEST_NUMERIC, .tlsu = true,
    .own_path = true, .layout_dest = true, .datr = datr, .schema = gmov_schema, .operands = gmov_operands,
    .execute = gmov_execute,
};

/* ---- the CUBE transport (ExecuteBundleCubeTransportOperation,
 * asl/block/model/dispatch/tlsu-layout-conversion.asl; spec-digest-2 §3.3,
 * §4.3): TLOAD with B.DATR Layout ND2M32 / ND2M16 / ND2N8 makes a persistent
 * Matrix tile of a CUBE layout; TSTORE with M322ND / M162ND / N82ND stores
 * one.  LB0 = valid columns, LB1 = valid rows, no LB2. --------------------- */

/* TileDataLayoutCubeLayout: 21/24 CUBE_M32, 22/25 CUBE_M16, 23/26 CUBE_N8. */
static unsigned cube_layout_of(unsigned code) { return PTO_LAYOUT_CUBE_M32 + (code - 21u) % 3u; }

/* ResolveBundleEffectiveDataType with B.DATR DataType 31: the BSTART type. */
static bool xport_type(const op_ctx *c, unsigned *dt)
{
    *dt = c->b->dtype;
    return dt_concrete(*dt);
}

static int xport_path(const op_ctx *c, op_why *w)
{
    const block_state *b = c->b;
    unsigned fn = b->selector - OP_TLSU_BASE;
#define XL(...) (why(w, __VA_ARGS__), PTO_FAULT_TILE_LEGALITY)
    /* BundleCubeTransportDimensionsLegal */
    if (!b->lb_present[0] || !b->lb_present[1] || b->lb_present[2])
        return XL("the CUBE transport needs LB0 (valid columns) and LB1 (valid rows) and no LB2");
    if (b->lb[0] == 0 || b->lb[1] == 0) return XL("LB0 and LB1 must be 1..65535");
    /* BundleCubeTransportDataAttributesLegal */
    if (b->dtype2 != DT_NONE) return XL("B.DATR DataType must be 31 (DTYPE_NONE) with a CUBE-conversion Layout");
    if (b->cmode || b->rmode || b->sat || b->canon)
        return XL("B.DATR CMode, RMode, Sat and Canonicalize must be 0 with a CUBE-conversion Layout");
    if (b->kind != BK_TILE_MEMORY || !((fn == 0 && b->layout <= 23) || (fn == 1 && b->layout >= 24)))
        return XL("Layout %u is a CUBE %s code; only %s takes it", b->layout, b->layout <= 23 ? "load" : "store",
                  b->layout <= 23 ? "TLOAD" : "TSTORE");
    /* BundleCubeTransportBindingsLegal */
    if (b->nshared) return XL("the CUBE transport takes no Shared tile (B.IOS)");
    if (b->nbind != 1) return XL("the CUBE transport has exactly one B.IOT binding");
    if (b->ior && (b->rs2 || b->rd)) return XL("B.IOR RegSrc2 and RegDst must be 0");
    const tile_binding *bd = &b->bind[0];
    if (!bd->last) return XL("the binding must have L=1");
    if (fn == 0 && (!bd->dst_valid || bd->s0_valid || bd->s1_valid || bd->size_code < 1 || bd->size_code > 10))
        return XL("the TLOAD binding is one destination with SizeCode 1..10 and no source");
    if (fn == 1 && (bd->dst_valid || !bd->s0_valid || bd->s1_valid))
        return XL("the TSTORE binding is one source and no destination");
    if (b->fpatr) return XL("B.FPATR in a TLSU block");
    unsigned dt;
    if (!xport_type(c, &dt) || !cube_dtype_supported(dt))
        return XL("a CUBE tile cannot hold %s (TileCubeDataTypeSupported: no 64-bit type, no HiF4X2)",
                  dt_concrete(dt) ? pto_dtypes[dt].name : "DTYPE_NONE");
    if (fn == 1) {
        const tile *s = &c->m->tiles[bd->s0];
        unsigned layout = cube_layout_of(b->layout);
        if (!tile_cube_legal(s)) return XL("the source is not a CUBE Matrix tile (TileCubeDescriptorLegal)");
        if (!tile_contents_defined_raw(s, bd->mask)) return XL("the source's contents are not defined");
        if (s->dtype != dt || s->layout != layout || s->vrows != b->lb[1] || s->vcols != b->lb[0])
            return XL("the source is not a %ux%u %s %s tile", (unsigned)b->lb[1], (unsigned)b->lb[0],
                      pto_dtypes[dt].name, pto_layout_name(layout));
        if ((s->mask & bd->mask) != bd->mask) return XL("the source is not allocated on every PE of the mask");
    }
#undef XL
    return 0;
}

static bool xport_dest(const op_ctx *c, cube_dest *d)
{
    if (c->b->selector != OPSEL_TLOAD) return false;
    xport_type(c, &d->dt);
    d->layout = cube_layout_of(c->b->layout);
    d->vr = c->b->lb[1];
    d->vc = c->b->lb[0];
    return true;
}

static const tile *xport_tile(const op_ctx *c, const tile *dst)
{
    return dst ? dst : &c->m->tiles[c->b->bind[0].s0];
}

static int xport_preflight(const op_ctx *c, const tile *dst, uint64_t *addr, op_why *w)
{
    const tile *t = xport_tile(c, dst);
    return preflight_rect(c, t, t->dtype, dense_stride(t->vcols, t->dtype), dst == NULL, addr, w);
}

/* Elements c0 .. c0 + n - 1 of row r of CUBE tile data (geometry g, e-byte
 * elements, e 1, 2 or 4) to buf (to_tile false) or from it: the row meets
 * each cell in a run of consecutive columns, at consecutive storage
 * elements in an M cell and cr apart in a CUBE_N8 cell (column-major); one
 * loop per width, so that each copy is a move of its size. */
static void cube_row_copy(const cube_geo *g, uint8_t *data, unsigned e, uint32_t r, uint32_t c0, uint32_t n,
                          uint8_t *buf, bool to_tile)
{
    uint32_t cc = 1u << g->lcc, step = g->n8 ? 1u << g->lcr : 1u;
#define ROW_COPY(T)                                                                                          \
    for (uint32_t i = 0; i < n;) {                                                                        \
        uint32_t c = c0 + i, run = g->perm ? 1u : cc - (c & (cc - 1u));                                    \
        if (run > n - i) run = n - i;                                                                     \
        uint8_t *t = data + (size_t)cube_geo_index(g, r, c) * sizeof(T), *b = buf + (size_t)i * sizeof(T); \
        for (uint32_t k = 0; k < run; k++, t += step * sizeof(T), b += sizeof(T)) {                        \
            if (to_tile) memcpy(t, b, sizeof(T));                                                         \
            else memcpy(b, t, sizeof(T));                                                                 \
        }                                                                                                 \
        i += run;                                                                                         \
    }
    if (e == 1) ROW_COPY(uint8_t)
    else if (e == 2) ROW_COPY(uint16_t)
    else ROW_COPY(uint32_t)
#undef ROW_COPY
}

/* Each valid element (row-major in GM) to or from its CUBE index
 * (TileStorageIndex); a load then writes the PadValue over the storage
 * tails (TileWithPadding; Null leaves them undefined).  A row of elements
 * wider than 4 bits is one run of GM bytes (probed, so it does not wrap),
 * moved in pieces through a buffer, rows in order (so an overlapping later
 * row wins, as element by element), and meets the tile in runs of its
 * cells (cube_row_copy). */
static unsigned xport_execute(const op_ctx *c, tile *dst)
{
    gm *g = &c->m->mem;
    const tile *t = xport_tile(c, dst);
    unsigned dt = t->dtype, e = elem_bytes(dt);
    uint64_t dense = dense_stride(t->vcols, dt);
    cube_geo geo;
    cube_geo_of(t, &geo);
    enum { PIECE = 256 };
    uint8_t buf[PIECE * 4]; /* 32-bit elements at most in a CUBE tile */
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(c->bd->mask & pe_bit(pe))) continue;
        uint64_t base, stride;
        pe_base_stride(c, pe, dense, &base, &stride);
        for (uint32_t r = 0; r < t->vrows; r++) {
            if (four_bit(dt)) {
                for (uint32_t col = 0; col < t->vcols; col++) {
                    uint64_t a = elem_addr(base, stride, r, col, dt);
                    if (dst) {
                        uint64_t v = gm_load(g, a, e);
                        v = (col & 1u) ? (v >> 4) & 0xFu : v & 0xFu;
                        tile_put(dst, pe, cube_geo_index(&geo, r, col), v);
                        continue;
                    }
                    uint64_t v = tile_get(t, pe, cube_geo_index(&geo, r, col));
                    uint64_t old = gm_load(g, a, 1);
                    gm_store(g, a, 1, (col & 1u) ? (old & 0x0Fu) | (v << 4) : (old & 0xF0u) | v);
                }
                continue;
            }
            for (uint32_t c0 = 0; c0 < t->vcols; c0 += PIECE) {
                uint32_t n = t->vcols - c0 < PIECE ? t->vcols - c0 : PIECE;
                uint64_t a = elem_addr(base, stride, r, c0, dt);
                if (dst) {
                    gm_read(g, a, buf, (uint64_t)n * e);
                    cube_row_copy(&geo, dst->data[pe], e, r, c0, n, buf, true);
                } else {
                    cube_row_copy(&geo, t->data[pe], e, r, c0, n, buf, false);
                    gm_write(g, a, buf, (uint64_t)n * e);
                }
            }
        }
        if (!dst) continue;
        uint64_t pv = pad_value(dt, c->b->pad);
        for (uint32_t r = 0; r < dst->rows; r++)
            for (uint32_t col = r < dst->vrows ? dst->vcols : 0; col < dst->cols; col++)
                tile_put(dst, pe, cube_geo_index(&geo, r, col), pv);
        tile_def_after_op(dst, pe, c->b->pad != 3);
    }
    return 0;
}

const op_family ops_cube_transport = {
    .name = "memory", .handler = "ExecuteBundleCubeTransportOperation", .sources = 0, .gpr_inputs = 2,
    .dest = DEST_NONE, .tlsu = true, .path = xport_path, .path_dest = xport_dest, .preflight = xport_preflight,
    .execute = xport_execute,
};
