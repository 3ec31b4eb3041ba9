/* Operation families.  Each family unit (src/ops/<family>.c) holds the
 * closed block schema, the operand legality and the execute of its
 * operations, citing the ASL function of each; it registers one record per
 * handler in the registration table (src/ops/registry.c), which
 * isa/tile_ops.def rows name.  The commit pipeline (src/block/engine.c)
 * calls the record and holds no per-handler code.
 *
 * Checks are pure: they read the machine and write only the message that
 * says why they failed.  Execute runs after every check has passed and
 * cannot fail. */
#ifndef PTOSIM_OPS_H
#define PTOSIM_OPS_H

#include "core.h"
#include "kern/fast.h"

/* A CUBE destination of a family with its own block path: a persistent
 * Matrix tile of this type, CUBE layout and valid shape, in the first
 * destination binding's hand with its SizeCode and mask. */
typedef struct cube_dest {
    unsigned dt, layout;
    uint32_t vr, vc;
} cube_dest;

/* What a family's checks and execute see. */
typedef struct op_ctx {
    pto_machine *m;          /* read-only for the checks */
    const block_state *b;    /* the block header */
    const op_info *op;
    const tile_binding *bd;  /* the operand view: first destination, sources in binding order */
    tile *dst2;              /* the second destination (more_dests), allocated at C12; else NULL */
} op_ctx;

/* Why a check failed: a message naming the operand and the rule. */
typedef struct op_why {
    char msg[192];
} op_why;

/* How the destination is resolved at C12. */
enum op_dest {
    DEST_NUMERIC = 0,   /* a numeric tile: the closed-schema shape, or D12's defaults */
    DEST_PREDICATE,     /* a predicate tile with the first source's geometry */
    DEST_NONE           /* no destination */
};

typedef struct op_family {
    const char *name;        /* the family unit */
    const char *handler;     /* the ASL handler, e.g. "ExecuteTileBinary" */
    uint8_t sources;         /* C7: tile sources of the binding stream */
    uint8_t gpr_inputs;      /* C7: B.IOR GPR slots the operation consumes */
    uint8_t dest;            /* C12: enum op_dest */
    uint8_t more_dests;      /* C7/C12: destination bindings after the first (0 or 1; TSORT's index
                                tile): each a U32 tile of the first one's shape, in its own
                                binding's hand and SizeCode (ResolveBundleTileDestinationsWithShapeAndType) */
    bool cmode;              /* C9: B.DATR CMode applicable */
    bool mask_source0;       /* the first source is a predicate mask */
    bool tlsu;               /* a TLSU operation: B.IOS selects the Shared path (D26),
                                a CUBE-conversion Layout the CUBE transport */
    bool layout_dest;        /* the destination takes the B.DATR Layout's destination half */
    bool explicit_dest;      /* the destination shape is LB0 x LB1 (or 1), Col = LB2 (or LB0),
                                as for a closed schema */
    bool lb0_zero;           /* LB0 = 0 is an operand value of its own (TSORT: the default sort
                                width), not an absent bound: no D27 lint */
    /* C3..C14 read the machine only through the header, the profile, the
     * sources' descriptors and whether their valid regions are defined on
     * the binding's PEs (at most three sources: the operand view's two and
     * the third in binding order), and through payloads and GPR scalars only for the
     * encodings of types that have invalid ones (num_encodings_all_valid)
     * and for integer divisors: a replayed plan may reuse the checks of an
     * earlier commit on equal inputs (engine_commit_memo).  The preflight,
     * after C14, runs again on every commit. */
    bool memo;
    /* The execute is ops_each_pe over kern_binary (sources 2), kern_scalar
     * (sources 1) or kern_fill (KW_FILL) with the sources of the operand
     * view, no_flags set (KW_NO_FLAGS, and the family returns no flags) or
     * not (KW_FLAGS, and it returns the kernel's), over kern_cmps into a
     * predicate destination returning the kernel's NV alone (KW_CMP), or
     * over kern_unary returning its flags (KW_UNARY), and nothing else: a
     * memo commit may take their whole-tile way itself (memo.h).  KW_NONE
     * otherwise. */
    uint8_t whole;
    bool own_path;           /* the model's own block path (ExecuteBundle<Op>Operation): a B.IOS
                                binding and an incomplete binding stream are TileLegality */
    /* C9: B.DATR applicability; NULL: only PadValue, and CMode where cmode. */
    bool (*datr)(const op_ctx *c, op_why *w);
    /* C12: the destination type; NULL: the block type.  False: no concrete
     * type (TileLegality). */
    bool (*dest_type)(const op_ctx *c, unsigned *dt);
    /* C12: the destination's valid rows, valid columns and Col; NULL: the
     * closed-schema shape (LB1 or 1, LB0, LB2 or LB0), or D12's defaults. */
    void (*dest_shape)(const op_ctx *c, uint32_t *vr, uint32_t *vc, uint32_t *col);
    /* C10: the closed block schema after its common prefix (rows with
     * closed = 1), or the family's own pre-allocation checks (closed = 0). */
    bool (*schema)(const op_ctx *c, op_why *w);
    /* C14: op-level operand legality, the destination allocated. */
    bool (*operands)(const op_ctx *c, const tile *dst, op_why *w);
    /* After C14: every memory access of every participating PE probed
     * (decisions D16), and store ranges prepared.  0 when all may go ahead;
     * a pto_fault_kind (DataAlignment, DataPage) with *addr the first
     * failing element's GM address; -1 when the host has no memory. */
    int (*preflight)(const op_ctx *c, const tile *dst, uint64_t *addr, op_why *w);
    /* After a successful commit, with lint on: warnings where the prose is
     * stricter than the model (lint_warn); NULL: none. */
    void (*lint)(const op_ctx *c, uint64_t pc);
    /* C15: every participating PE; returns the status flags to record. */
    unsigned (*execute)(const op_ctx *c, tile *dst);
    /* The model's own block path, for blocks that share no step with the
     * pipeline after C2 (ExecuteBundleTMATMULOperation and
     * ExecuteBundleCubeTransportOperation): when set, commit runs, instead
     * of C3..C14, path (every check in the model's order, pure: 0, a
     * pto_fault_kind, or -1 when ptosim does not implement the block, the
     * message in w), then allocates the CUBE destination path_dest names
     * (TileAllocation when it does not fit), then preflight and execute as
     * above. */
    int (*path)(const op_ctx *c, op_why *w);
    bool (*path_dest)(const op_ctx *c, cube_dest *d);
} op_family;

/* The registration table (src/ops/registry.c), indexed by the handler of
 * an isa/tile_ops.def row; NULL for a row without a record. */
extern const op_family *const op_families[H_COUNT];
static inline const op_family *op_family_of(const op_info *op)
{
    return op && op->handler < H_COUNT ? op_families[op->handler] : NULL;
}

/* ---- shared by the family units (src/ops/common.c) ------------------------ */
bool why(op_why *w, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
static inline uint64_t ops_gpr(const pto_machine *m, unsigned pe, unsigned reg)
{
    return reg == 0 ? 0 : m->gpr[pe][reg];
}
/* TileRawElementValue: the low W bits of PE pe's scalar (GPR[RegSrc0], or
 * 0 without B.IOR; decisions D3). */
static inline uint64_t ops_pe_scalar(const op_ctx *c, unsigned pe, unsigned bits)
{
    uint64_t raw = c->b->ior ? ops_gpr(c->m, pe, c->b->rs0) : 0;
    return raw & dt_mask(bits);
}
bool ops_is_integer(unsigned dt);
/* SelectedBundleComparisonDimensionsLegal: the inline form tests it, a
 * failure goes on to ops_dims_why for the message. */
bool ops_dims_why(const block_state *b, op_why *w);
static inline bool ops_dims_legal(const block_state *b, op_why *w)
{
    bool ok = b->lb_present[0] && b->lb[0] != 0 && !(b->lb_present[1] && b->lb[1] == 0) &&
              !(b->lb_present[2] && b->lb[2] == 0);
    return ok || ops_dims_why(b, w);
}
static inline uint32_t ops_lb_vr(const block_state *b) { return b->lb_present[1] ? b->lb[1] : 1; }
static inline uint32_t ops_lb_col(const block_state *b) { return b->lb_present[2] ? b->lb[2] : b->lb[0]; }
/* Scalar legality of every participating PE (valid encoding; nonzero for
 * integer DIV/REM when eop says so). */
bool ops_scalars_legal(const op_ctx *c, unsigned dt, unsigned eop, op_why *w);
/* SelectedBundleTileScalarSourceLegal. */
bool ops_scalar_source_legal(const op_ctx *c, const char *role, unsigned idx, unsigned dt, op_why *w);
/* Pieces of the operand predicates, each with its message.  role names the
 * operand ("source", "mask", ...), idx its tile index.  The inline forms
 * test the predicate; only a failure goes on to the _why form, which finds
 * the failing part and writes its message. */
bool ops_descriptor_why(const op_ctx *c, const char *role, unsigned idx, op_why *w);
bool ops_defined_why(const op_ctx *c, const char *role, unsigned idx, op_why *w);
bool ops_encodings_why(const op_ctx *c, const char *role, unsigned idx, op_why *w);
bool ops_type_ok_why(const op_ctx *c, const char *role, unsigned idx, op_why *w);
bool ops_shape_match_why(const op_ctx *c, const char *ra, const tile *a, const char *rb, const tile *b, op_why *w);
bool ops_shape_type_match_why(const op_ctx *c, const char *ra, const tile *a, const char *rb, const tile *b,
                              op_why *w);
bool ops_numeric_row_major(const op_ctx *c, const char *role, unsigned idx, op_why *w);
/* TileDescriptorLegal */
static inline bool ops_descriptor(const op_ctx *c, const char *role, unsigned idx, op_why *w)
{
    return tile_descriptor_legal(&c->m->tiles[idx]) || ops_descriptor_why(c, role, idx, w);
}
/* TileContentsDefined on every PE of the binding mask */
static inline bool ops_defined(const op_ctx *c, const char *role, unsigned idx, op_why *w)
{
    return tile_contents_defined(&c->m->tiles[idx], c->bd->mask) || ops_defined_why(c, role, idx, w);
}
/* defined, and valid TF32/HF32 encodings */
static inline bool ops_encodings(const op_ctx *c, const char *role, unsigned idx, op_why *w)
{
    return tile_encodings_valid(&c->m->tiles[idx], c->bd->mask) || ops_encodings_why(c, role, idx, w);
}
/* the operation's type set */
static inline bool ops_type_ok(const op_ctx *c, const char *role, unsigned idx, op_why *w)
{
    return op_type_supported(c->op, c->m->tiles[idx].dtype) || ops_type_ok_why(c, role, idx, w);
}
static inline bool ops_shape_match(const op_ctx *c, const char *ra, const tile *a, const char *rb, const tile *b,
                                   op_why *w)
{
    return tile_shape_match(a, b) || ops_shape_match_why(c, ra, a, rb, b, w);
}
static inline bool ops_shape_type_match(const op_ctx *c, const char *ra, const tile *a, const char *rb,
                                        const tile *b, op_why *w)
{
    return tile_shape_type_match(a, b) || ops_shape_type_match_why(c, ra, a, rb, b, w);
}
/* The source's VR, VC and Col equal LB1 (or 1), LB0 and LB2 (or LB0). */
bool ops_lb_shape(const op_ctx *c, const char *role, unsigned idx, op_why *w);
/* The first failing of a PE mask's memory probes, for preflight hooks:
 * kind 0 when every access may go ahead. */
int ops_probe_fail(op_why *w, unsigned pe, int kind, uint64_t addr, bool write);
/* IsNonzeroPowerOfTwo. */
static inline bool ops_pow2(uint32_t v) { return v && !(v & (v - 1u)); }
/* B.DIM present with a value 0 (all bounds are at most 16 bits here). */
bool ops_lb_zero(const block_state *b, op_why *w);

/* A tile's name for messages ("T#1"), the destination as "the destination". */
const char *ops_name(const op_ctx *c, unsigned idx, char buf[8]);

/* The per-PE loop of the element-wise families: fills kern_args for each
 * participating PE, calls kernel, then writes padding and definedness
 * (numeric or predicate by dest, the record's dest, which the family's
 * execute passes as a constant).  One host float environment
 * serves every PE and row.  Returns the OR of the kernels' flags. */
typedef unsigned (*ops_pe_kernel)(const op_ctx *c, unsigned pe, kern_args *k);
/* A bundle's host float environment for total elements; the flags the
 * machine already holds need not be found again (fast_fenv.known), and the
 * machine keeps the checked kernels' hint (fast_fenv.skip). */
static inline void ops_fenv_init(pto_machine *m, fast_fenv *e, size_t total)
{
    fast_fenv_init(e, total);
    e->known = m->flags;
    e->skip = &m->rn_skip;
}
/* Inline, so that each family's execute has its kernel call inlined. */
static inline unsigned ops_each_pe(const op_ctx *c, tile *dst, ops_pe_kernel kernel, int dest)
{
    const block_state *b = c->b;
    bool pred = dest == DEST_PREDICATE; /* the record's dest, a constant where inlined */
    unsigned dt = b->dtype, bits = pto_dtypes[dt].bits;
    unsigned pad = b->datr ? b->pad : 3u; /* CurrentBundlePadValue: absent B.DATR is Null */
    unsigned flags = 0, mask = c->bd->mask;
    fast_fenv env;
    ops_fenv_init(c->m, &env, (size_t)dst->vrows * dst->vcols * pe_count(mask));
    for (unsigned bits_left = mask & 0xFu; bits_left;) { /* the participating PEs, PE0 first */
        unsigned pe = pe_of_high_bit(bits_left);
        bits_left &= ~pe_bit(pe);
        /* every field named: a `= {0}` of the 96 bytes becomes `rep stos` */
        kern_args k = {
            .dt = dt, .bits = bits, .eop = c->op->eop, .cmode = b->cmode, .profile = c->m->profile,
            .rows = dst->rows, .cols = dst->cols, .vrows = dst->vrows, .vcols = dst->vcols,
            .a = NULL, .b = NULL, .scalar = ops_pe_scalar(c, pe, bits), .dst = dst->data[pe],
            .no_flags = false, .fenv = &env, .flags = 0,
        };
        flags |= kernel(c, pe, &k);
        if (pred) kern_pad_predicate(dst, pe, pad);
        else kern_pad_numeric(dst, pe, pad);
    }
    flags |= fast_fenv_leave(&env); /* flags of switched calls: only handlers that want them switch */
    return flags;
}

#endif
