/* ptosim internals shared by the decoder, the block engine, the tile state
 * and the kernels.  Not a public interface. */
#ifndef PTOSIM_CORE_H
#define PTOSIM_CORE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "mem/gm.h"
#include "ptosim/ptosim.h"

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "ptosim stores tile payloads little-endian and needs a little-endian host"
#endif

/* ---- data types (isa/dtypes.def) ----------------------------------------- */
enum dt_class { DTC_NONE = 0, DTC_F, DTC_S, DTC_U, DTC_X };
typedef struct dtype_info {
    const char *name; /* NULL for a reserved code */
    uint8_t bits;
    uint8_t cls;      /* enum dt_class */
    uint8_t vec16;
    uint8_t ebits, fbits;
    uint64_t canonical_nan;
    uint64_t max_finite;
} dtype_info;
extern const dtype_info pto_dtypes[32];
enum {
    DT_FP64 = 0, DT_FP32 = 1, DT_TF32 = 2, DT_HF32 = 3, DT_FP16 = 4, DT_BF16 = 5,
    DT_HIF8 = 6, DT_E4M3 = 7, DT_E5M2 = 8, DT_S64 = 16, DT_S32 = 17, DT_S16 = 18,
    DT_S8 = 19, DT_U64 = 24, DT_U32 = 25, DT_U16 = 26, DT_U8 = 27, DT_NONE = 31
};
/* x / bits for an element width: a shift for the power-of-two widths (all
 * of them), so that the capacity arithmetic of every allocation needs no
 * 64-bit division. */
static inline uint64_t div_by_bits(uint64_t x, unsigned bits)
{
    return bits && !(bits & (bits - 1u)) ? x >> __builtin_ctz(bits) : x / bits;
}
/* BundleDataTypeConcrete: 0..14, 16..20, 24..28. */
static inline bool dt_concrete(unsigned c) { return c < 32 && pto_dtypes[c].name != NULL; }
static inline uint64_t dt_mask(unsigned bits) { return bits >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1u; }
/* The low bits of v sign-extended to 64 (bits 1..64). */
static inline uint64_t sign_extend(uint64_t v, unsigned bits)
{
    uint64_t m = (uint64_t)1 << (bits - 1u);
    v &= dt_mask(bits);
    return (v ^ m) - m;
}

/* ABI names of GPR 0..23 (B.IOR field domain PTO-FIELD-BLOCK-GPR-SELECTOR). */
extern const char *const gpr_names[PTO_GPRS];
/* Tile name T#1..T#16, U#.., M#.., N#.. (case-insensitive) to its flat index
 * 0..63 (decisions D2); -1 if none. */
int tile_by_name(const char *name, size_t len);

/* ---- decoded instructions (isa/forms.def) --------------------------------- */
/* Command forms (isa/forms.def), then the executed scalar forms
 * (isa/scalar_forms.def, generated from the scalar-form catalog). */
enum form_id {
#define FORM(id, mn, len, mask, match) F_##id,
#include "forms.def"
#undef FORM
    F_CMD_COUNT,                        /* the first scalar form has this value too */
    F_CMD_LAST_ = F_CMD_COUNT - 1,
#define SFORM(id, mn, len, mask, match, rule, syn) F_S_##id,
#include "scalar_forms.def"
#undef SFORM
    F_COUNT
};
static inline bool form_is_scalar(unsigned form) { return form >= F_CMD_COUNT && form < F_COUNT; }
enum field_id {
    FLD_DataType, FLD_Mode, FLD_Function, FLD_CMode, FLD_PadValue, FLD_Sat,
    FLD_Canonicalize, FLD_RMode, FLD_Layout, FLD_DR, FLD_Trap, FLD_Far, FLD_Atom,
    FLD_Aq, FLD_Rl, FLD_PreQuant, FLD_Relu, FLD_GroupN, FLD_RowMaxEn,
    FLD_GroupMaxEn, FLD_RowMaxInit, FLD_MaxAbsEn, FLD_TransB, FLD_TransA,
    FLD_RegSrc, FLD_Uimm, FLD_LoopNest, FLD_Imm, FLD_HintEnd, FLD_HintLikely,
    FLD_HintV, FLD_HintPrefetch, FLD_HintTemp, FLD_RegSrc2, FLD_RegSrc1,
    FLD_RegSrc0, FLD_RegDst, FLD_SharedTID, FLD_SizeCode, FLD_PEMode, FLD_L,
    FLD_DstTile, FLD_SrcTile0, FLD_SrcTile1, FLD_Ignored,
    /* block starts with a target (BSTART, BSTART.STD, C.BSTART, ...) */
    FLD_Simm25, FLD_Simm17, FLD_Simm12, FLD_BrType,
    /* scalar forms: Reg5 selectors, the SrcR modifier and shift, the one
     * immediate of a form (its catalog name is in the field row) */
    FLD_SrcL, FLD_SrcR, FLD_SrcD, FLD_SrcP, FLD_SrcRType, FLD_Shamt, FLD_SrcZero,
    FLD_PredImm, FLD_SuccImm, FLD_Immediate,
    FLD_COUNT
};
typedef struct form_info {
    const char *mnemonic;
    uint8_t length_bits;
    uint64_t mask, match;    /* of the first 32 bits; a 48-bit scalar form: all 48 */
} form_info;
extern const form_info pto_forms[F_COUNT];
extern const char *const pto_field_names[FLD_COUNT];

/* A field of a form: value bits [width[0]-1:0] at instruction bit lsb[0],
 * the next width[1] bits at lsb[1], then width[2] at lsb[2] (isa/forms.def
 * FIELD rows, then isa/scalar_forms.def SFIELD rows). */
typedef struct field_row {
    uint16_t form;
    uint8_t field;           /* enum field_id */
    uint8_t sgn;             /* scalar fields: 0 unsigned, 1 signed, 2 encoding-defined */
    uint8_t lsb[3], width[3];
    const char *name;        /* a scalar field's catalog name; NULL: pto_field_names[field] */
} field_row;
extern const field_row pto_field_rows[];
extern const unsigned pto_nfield_rows;
static inline const char *field_row_name(const field_row *r) { return r->name ? r->name : pto_field_names[r->field]; }
static inline unsigned field_row_width(const field_row *r) { return (unsigned)r->width[0] + r->width[1] + r->width[2]; }
/* The row of field fld of form f, or NULL. */
const field_row *form_field(unsigned form, unsigned fld);

/* What ptosim knows of an executed scalar form beyond its fields: the
 * execute rule (src/scalar/scalar.h), the operand syntax
 * (scripts/gen_scalar_forms.py), and for loads and stores the catalog's agu
 * record. */
typedef struct scalar_info {
    uint8_t rule;
    const char *syntax;
} scalar_info;
enum agu_kind { AGU_NONE = 0, AGU_REG, AGU_IMM, AGU_COMPRESSED };
typedef struct agu_info {
    uint8_t size, sgn, scale, kind; /* kind: enum agu_kind; AGU_NONE: not a load or store */
} agu_info;
extern const scalar_info pto_scalar_info[F_COUNT - F_CMD_COUNT + 1];
extern const agu_info pto_agu_info[F_COUNT - F_CMD_COUNT + 1];
static inline const scalar_info *scalar_info_of(unsigned form) { return &pto_scalar_info[form - F_CMD_COUNT]; }
static inline const agu_info *agu_info_of(unsigned form) { return &pto_agu_info[form - F_CMD_COUNT]; }

typedef struct insn {
    uint16_t form;           /* enum form_id */
    uint8_t length;          /* bytes */
    uint64_t bits;           /* the instruction (L.BSTOP: both words) */
    uint32_t f[FLD_COUNT];   /* field values; fields a form lacks are 0 */
    uint64_t present;        /* bit FLD_x set if the form has field x */
} insn;

typedef enum decode_result {
    DEC_OK = 0,
    DEC_ILLEGAL,        /* matches a form, violates a catalog constraint */
    DEC_UNKNOWN,        /* no command or scalar form matches: IllegalInstruction */
    DEC_TRUNCATED,      /* the code ends inside the instruction */
    DEC_UNIMPL          /* a form of the catalogs ptosim does not execute; *why names it */
} decode_result;

/* Instruction length in bytes from the low 16 bits (decisions D9). */
static inline unsigned insn_length(uint16_t low16) /* decisions D9: the low 16 bits decide the length */
{
    if ((low16 & 0xFu) == 0xEu) return 6;
    if ((low16 & 0xFu) == 0xFu) return 8;
    return (low16 & 1u) ? 4u : 2u;
}
/* Decodes the instruction at code[0..avail).  *why names the failed
 * constraint for DEC_ILLEGAL (static string). */
decode_result insn_decode(const uint8_t *code, size_t avail, insn *out, const char **why);
/* The length and raw bits of the instruction at code[0..avail); false if
 * the code ends inside it. */
bool insn_peek(const uint8_t *code, size_t avail, unsigned *len, uint64_t *bits);
/* Encodes fields into words; returns the length in bytes (0 if a field does
 * not fit). */
unsigned insn_encode(const insn *in, uint64_t *bits);
static inline bool insn_has(const insn *i, unsigned fld) { return (i->present >> fld) & 1u; }

/* ---- operations (isa/tile_ops.def) ---------------------------------------- */
enum handler { H_NONE = 0, H_BINARY, H_SCALAR, H_CMPS, H_FILL, H_CMP, H_SELS, H_UNARY, H_TLOAD, H_TSTORE, H_TMOV,
               H_TPREFETCH, H_GMOV, H_MGATHER, H_MSCATTER, H_MGATHER_MASK, H_MSCATTER_MASK, H_MGATHER_CAS,
               H_SEL, H_TCI, H_TTRI, H_TFILLPAD, H_PARTIAL, H_FMA, H_REDUCE, H_EXPAND, H_EXPAND_COPY,
               H_UNARY_SFU,
               H_TCONCAT, H_TEXTRACT, H_TINSERT, H_TTRANS, H_TGATHER, H_TSCATTER, /* src/ops/rearrange.c */
               H_CVT, H_TSORT, H_TMRGSORT, H_THISTOGRAM, H_TQUANT, H_TDEQUANT,
               H_MATMUL, H_CUBE_TRANSPORT, H_TIMG2COL, H_COUNT };
enum elem_op {
    E_NONE = 0, E_ADD, E_SUB, E_MUL, E_DIV, E_REM, E_AND, E_OR, E_XOR, E_SHL, E_SHR,
    E_MAX, E_MIN, E_ABS, E_NOT, E_NEG, E_RELU,
    E_EXP, E_LOG, E_RECIP, E_SQRT, E_RSQRT /* the SFU unary rules, in NUM_SFU_* order */
};
enum type_set { TS_VEC16 = 0, TS_INT8 = 1, TS_ALL25 = 2, TS_PREFETCH = 3, TS_INDEXED = 4, TS_TCI = 5, TS_TTRI = 6,
                TS_CARRIER = 7, TS_PART = 8, TS_FLOAT = 9, TS_MOVE24 = 10, TS_SORT = 11,
                TS_HIST = 12, TS_QUANT = 13, TS_DEQUANT = 14, TS_COUNT };
enum { OP_ENGINE_VEC = 0, OP_ENGINE_SFU = 1, OP_ENGINE_TLSU = 2, OP_ENGINE_CUBE = 3 };
/* Selectors: TEPL Mode * 32 + Function (0..127); TLSU 0x100 + function;
 * CUBE 0x180 + function. */
enum { OP_TLSU_BASE = 0x100, OP_CUBE_BASE = 0x180, OP_SELECTORS = 0x1A0 };
typedef struct op_info {
    const char *name;
    uint16_t selector;
    uint8_t sfu;             /* engine: OP_ENGINE_VEC, _SFU (a TEPL selector), _TLSU or _CUBE */
    uint8_t handler;
    uint8_t eop;
    uint8_t types;
    uint8_t closed;
} op_info;
/* The selector of each operation by name (OPSEL_TADD, OPSEL_TSUBS, ...). */
enum op_selector {
#define OP(sel, nm, ...) OPSEL_##nm = sel,
#include "tile_ops.def"
#undef OP
};
/* Indexed by selector; unassigned selectors have name NULL. */
extern const op_info pto_ops[OP_SELECTORS];
/* The operation of a selector below OP_SELECTORS, or NULL for an unassigned selector. */
static inline const op_info *op_of_selector(unsigned sel)
{
    return sel < OP_SELECTORS && pto_ops[sel].name ? &pto_ops[sel] : NULL;
}
const op_info *op_by_name(const char *name);
/* The operation's type set (the `types` column) holds DataType dt. */
static inline bool op_type_supported(const op_info *op, unsigned dt)
{
    /* bit d set: DataType code d is in the set (spec-digest §2.3 codes) */
    static const uint32_t sets[TS_COUNT] = {
        0x0F0F01BFu, /* VEC16: TileVecArithmeticDataTypeSupported */
        0x0F0F0000u, /* INT8: TileVecScalarIntegerDataTypeSupported */
        0x1F1F7FFFu, /* ALL25: every assigned code */
        0x1E1E7FFEu, /* PREFETCH: no 64-bit type (TileCarrierOrPackedBaselineDataTypeSupported) */
        0x0F0F27FFu, /* INDEXED: no packed 4-bit type (11, 12, 14, 20, 28) */
        0x06060000u, /* TCI: S32 S16 U32 U16 */
        0x06060012u, /* TTRI: FP32 FP16 S32 S16 U32 U16 */
        0x0E0E27FEu, /* CARRIER: non-packed, at most 32 bits (TileCarrierOnlyDataTypeSupported) */
        0x0E0E0032u, /* PART: FP32 FP16 BF16 S32 S16 S8 U32 U16 U8 (TilePartialDataTypeSupported) */
        0x000001BFu, /* FLOAT: FP64 FP32 TF32 HF32 FP16 BF16 E4M3 E5M2 (TileFloatingElementwiseDataTypeSupported) */
        0x1F1F3FFFu, /* MOVE24: every assigned code but HiF4X2 (TileMove24DataTypeSupported) */
        0x00000012u, /* SORT: FP32 FP16 (TileSortDataTypeSupported) */
        0x06000000u, /* HIST: U32 U16 (TileHistogramSourceDataTypeSupported) */
        0x00000002u, /* QUANT: FP32 (TQUANT's source) */
        0x08080000u, /* DEQUANT: S8 U8 (TDEQUANT's source) */
    };
    return dt < 32 && op->types < TS_COUNT && ((sets[op->types] >> dt) & 1u);
}

/* ---- tile state ------------------------------------------------------------ */
typedef struct tile {
    bool allocated;
    bool legal;              /* tile_descriptor_check at configuration */
    bool layout_ok;          /* TileLayoutShapeLegal at configuration */
    uint8_t kind;            /* pto_tile_kind */
    uint8_t dtype;           /* predicate tiles keep placeholder U8 */
    uint8_t layout;
    uint8_t mask;            /* PE mask, bit 3 = PE0 */
    uint32_t capacity, rows, cols, vrows, vcols;
    uint8_t *data[PTO_PES];  /* capacity bytes each */
    uint8_t *def[PTO_PES];   /* definedness, one bit per physical element (DEF_BITMAP) */
    uint8_t defmode[PTO_PES];/* how definedness is held: enum def_mode */
    uint32_t ndefv[PTO_PES]; /* DEF_BITMAP: defined elements inside the valid rectangle */
    uint8_t *store;          /* backing store, kept across release for reuse */
    size_t store_size;
    /* _TileFeatureMapDescriptors[index] (feature-map-descriptors.asl): set by
     * pto_tile_set_fmap, invalidated at allocation and release; TIMG2COL's
     * source (src/ops/img2col.c). */
    bool fmap_valid;
    pto_fmap fmap;
} tile;
/* memo_source reads the descriptor fields of a tile as three words and a
 * half (the eighth byte of the first is padding and is masked off). */
_Static_assert(offsetof(tile, legal) == 1 && offsetof(tile, layout_ok) == 2 && offsetof(tile, kind) == 3 &&
                   offsetof(tile, dtype) == 4 && offsetof(tile, layout) == 5 && offsetof(tile, mask) == 6 &&
                   offsetof(tile, capacity) == 8 && offsetof(tile, rows) == 12 && offsetof(tile, cols) == 16 &&
                   offsetof(tile, vrows) == 20 && offsetof(tile, vcols) == 24,
               "the descriptor fields of struct tile are packed as memo_source reads them");

/* Definedness of one PE's payload.  After an operation it is always "the
 * valid region" or "every element" (padding defined or not, TileWithPadding),
 * so those are held as a mode; the bitmap is written only when the host
 * sets single elements (tile_set_def). */
enum def_mode {
    DEF_NONE = 0,   /* no element defined (a new tile) */
    DEF_VALID = 1,  /* exactly the valid rectangle */
    DEF_ALL = 2,    /* every physical element */
    DEF_BITMAP = 3  /* def[pe], one bit per physical element */
};

/* Zeroes n bytes (n a constant of at most 320) with 16-byte stores.  A
 * plain memset of a few hundred bytes becomes `rep stos`, whose start-up
 * costs more than a whole small bundle's checks. */
static inline void zero_small(void *p, size_t n)
{
    __extension__ typedef uint8_t zv16 __attribute__((vector_size(16)));
    const zv16 z = {0};
    uint8_t *q = (uint8_t *)p;
    size_t n16 = n / 16;
    if (n16 > 20) {
        memset(p, 0, n);
        return;
    }
#define ZS(i) if ((i) < n16) memcpy(q + 16 * (i), &z, 16)
    ZS(0); ZS(1); ZS(2); ZS(3); ZS(4); ZS(5); ZS(6); ZS(7); ZS(8); ZS(9);
    ZS(10); ZS(11); ZS(12); ZS(13); ZS(14); ZS(15); ZS(16); ZS(17); ZS(18); ZS(19);
#undef ZS
    memset(q + 16 * n16, 0, n % 16);
}

/* PE mask bit of PE p (PTOPEMaskBitOfPEIdentity = 3 - p). */
static inline unsigned pe_bit(unsigned pe) { return 8u >> pe; }
/* The PE of the lowest set bit of a PE mask (bit 0 is PE3): with
 * bits &= bits - 1 it walks a mask's PEs, PE3 first. */
static inline unsigned pe_of_low_bit(unsigned bits) { return 3u - (unsigned)__builtin_ctz(bits); }
/* The PE of the highest set bit of a nonzero 4-bit PE mask (bit 3 is PE0):
 * with bits &= ~pe_bit(pe) it walks a mask's PEs, PE0 first. */
static inline unsigned pe_of_high_bit(unsigned bits) { return (unsigned)__builtin_clz(bits) - 28u; }
/* PEMaskPopulation: the number of PEs in a 4-bit mask. */
static inline unsigned pe_count(unsigned mask)
{
    static const uint8_t count[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
    return count[mask & 0xFu];
}

/* ---- block header state ------------------------------------------------------ */
typedef struct tile_binding {
    bool dst_valid, s0_valid, s1_valid, last;
    uint8_t hand, size_code, mask, s0, s1;
    uint8_t dst;             /* resolved destination index (after allocation) */
} tile_binding;

typedef struct block_state {
    bool active;
    uint16_t selector;
    uint8_t dtype;
    const op_info *op;
    bool datr;               /* B.DATR present */
    uint8_t cmode, pad, dtype2, rmode, layout;
    bool sat, canon;
    bool catr;               /* B.CATR present */
    bool catr_trap, catr_far, catr_dr;
    bool hint;
    bool fpatr;              /* B.FPATR present (a matrix block) */
    uint32_t fpatr_word;     /* its instruction word */
    bool lb_present[3];
    uint32_t lb[3];
    bool ior;                /* B.IOR present */
    uint8_t rs0, rs1, rs2, rd;
    unsigned nbind;
    tile_binding bind[16];
    unsigned nshared;
    uint8_t shared_id[4], shared_mask[4];
    bool zero_seen;          /* a PEMode-000 binding was seen */
    /* BARG (asl/block/model/state/barg.asl) and the block body (decisions D18) */
    uint8_t kind;            /* enum block_kind */
    uint8_t transfer;        /* enum block_transfer */
    bool taken;              /* the COND decision (SETC), TRUE for the other transfers */
    bool body;               /* the block body was entered */
    bool cond_set;           /* a SETC succeeded in this block */
    bool tgt_set;            /* C.SETC.TGT wrote BPCN */
    uint64_t bpcn;           /* the candidate continuation */
} block_state;

/* Block kinds (CommandBundleKindOfForm) ptosim executes, and the transfer
 * a block start installs (BundleTransfer). */
enum block_kind { BK_TILE_ELEMENT = 0, BK_TILE_MEMORY, BK_STANDARD, BK_SYSTEM, BK_TILE_MATRIX };
enum block_transfer { TR_FALL = 0, TR_DIRECT, TR_COND, TR_RET, TR_IND };

/* A decoded instruction kept by its exact bits (no architectural state:
 * the same bits always decode the same way). */
/* A scalar instruction the run loops execute inline: a GPR-to-GPR ALU
 * operation with no modifier (scalar_fast_of; SF_NONE for every other
 * instruction).  A pure function of the instruction. */
enum { SF_NONE = 0, SF_ADD, SF_SUB, SF_AND, SF_OR, SF_XOR, SF_SLL, SF_SRL, SF_SRA, SF_MUL };
typedef struct scalar_fast {
    uint8_t op, d, l, r;     /* destination GPR (0: discard), sources; r unused with imm */
    bool imm;
    uint64_t k;              /* the immediate (shift amount) */
} scalar_fast;

typedef struct decode_entry {
    uint64_t bits;
    uint8_t len;             /* 0: empty */
    scalar_fast fast;
    insn in;
} decode_entry;
enum { DECODE_CACHE = 64 };

/* A bundle whose header ran without a fault from its BSTART (no block
 * active) to its BSTOP, kept by PC and exact bytes: the block header as it
 * stood just before the commit.  Header commands read no state but the
 * loop bounds of B.DIM (GPR + uimm), which are kept as (LB, GPR, uimm) and
 * read again on replay.  pto_run replays a plan as the same header and the
 * same commit at the same PCs; pto_step never uses plans. */
enum { PLAN_CACHE = 32, PLAN_MAX_BYTES = 64 };
typedef struct plan_dim {    /* LB[lb] = GPR[reg] + uimm, read on replay */
    uint8_t lb, reg;
    uint32_t uimm;
} plan_dim;
/* What the checks of a commit read of one source tile: its descriptor
 * (the tile's fields allocated..mask, then capacity..vcols, read as words:
 * see the assertions after struct tile) and whether its valid region is
 * defined on the binding's PEs. */
typedef struct memo_source {
    bool bound, defined;
    uint64_t words[3];       /* allocated..mask (seven bytes), capacity and rows, cols and vrows */
    uint32_t vcols;
} memo_source;
/* The checks of a plan's last successful commit, kept with the inputs they
 * read (engine_commit_memo): the operand view, the profile and the
 * sources as memo_source saw them (the view's two, then the third source
 * in binding order, s2, which the view does not hold: TSEL's false source,
 * TFMA's addend), and the destination they resolved.  A
 * commit of the same plan on equal inputs passes the same checks and
 * resolves the same destination; only the slot and the budget, which the
 * other tiles decide, are found again, and the memory access of a TLOAD or
 * TSTORE, which the GPRs and global memory decide, is probed again. */
typedef struct commit_memo {
    bool valid;
    uint8_t profile;
    bool dest;               /* the operation has a destination (head); TSTORE has none */
    bool access;             /* the family probes memory after C14 (op_family.preflight) */
    tile_binding view;
    uint8_t s2;              /* the third source's index when src[2].bound */
    memo_source src[3];
    uint8_t head[28];        /* the destination's descriptor as its tile holds it (TILE_HEAD bytes) */
    /* When the family's execute is its kernel's whole-tile way on every PE
     * (op_family.whole) and the destination has no padding element: that
     * way (kern_whole_way, KWAY_NONE for none), which the commit may take
     * itself (memo.h) */
    uint8_t way;
    /* What a commit through the way reads of the header and the
     * destination, found when the memo is kept (each a function of the
     * plan's header and of head): the block type, its width, the element
     * operation, the compare mode, the scalar's GPR (0: none, B.IOR absent
     * or naming GPR 0, either reading zero), the padding defined
     * (CurrentBundlePadValue not Null) and the destination's physical
     * elements per PE. */
    uint8_t way_dt, way_bits, way_eop, way_cmode, way_rs;
    bool way_pad_defined;
    uint32_t way_n;
} commit_memo;
typedef struct bundle_plan {
    uint64_t pc;             /* the BSTART's address */
    uint64_t gen;            /* the machine's plans_kept when it was kept (never 0) */
    uint8_t nbytes;          /* 0: empty; BSTART through BSTOP */
    uint8_t ninsn;           /* instructions (steps) in those bytes */
    uint8_t stop_off, stop_len; /* the BSTOP, from pc */
    uint8_t ndyn;
    plan_dim dyn[3];
    uint8_t bytes[PLAN_MAX_BYTES];
    block_state header;
    commit_memo memo;        /* a plan with no dynamic bound only */
} bundle_plan;

/* Tile slots: the 64 flat names, two spare slots the queue naming needs
 * while a full hand's oldest entries wait for the commit (one per
 * destination of a bundle; TSORT has two), TILE_SPARE the last of them,
 * and a slot never allocated that a queue selector beyond the live entries
 * resolves to. */
enum { TILE_SPARE = PTO_TILES + 1, TILE_NONE = PTO_TILES + 2, TILE_SLOTS = PTO_TILES + 3 };
/* Words the tile API (src/api/tileapi.c) built for a call, kept by the
 * call's inputs (the words are a pure function of them): API_SETS sets of
 * API_WAYS entries, the set chosen by the call's operation and operand
 * names, the way by its shapes.  Entry i runs its bundle at PC 2 * i, its
 * own plan slot. */
enum { API_SETS = 16, API_SET_BITS = 4, API_WAYS = 2, API_BUNDLES = API_SETS * API_WAYS };
_Static_assert(API_SETS == 1 << API_SET_BITS, "API_SET_BITS numbers the sets");
_Static_assert((int)API_BUNDLES <= (int)PLAN_CACHE, "each tile API entry has a plan slot of its own");
typedef struct api_bundle {
    uint64_t key;            /* the call's operation, compare mode, source indices, scalar; len 0: empty */
    uint8_t shape[32];       /* and the type, shape, pad, mask and hand the words take, as the handles hold them */
    uint64_t plan_gen;       /* the gen of the plan last found to hold these bytes; 0: none */
    uint8_t len, pc;         /* bytes, and the PC the bundle runs at */
    uint8_t bytes[PLAN_MAX_BYTES];
    uint8_t spare[14];       /* to 128 bytes: an entry's index is its offset shifted */
} api_bundle;
_Static_assert(sizeof(api_bundle) == 128, "api_bundle is 128 bytes");

struct pto_machine {
    tile tiles[TILE_SLOTS];
    uint64_t gpr[PTO_PES][PTO_GPRS];
    unsigned flags;
    uint64_t tpc, bpc;
    block_state blk;
    pto_fault_info fault;
    gm mem;                  /* global memory (src/mem/gm.h) */
    pto_profile profile;
    unsigned cur_pe;
    uint32_t cap_used;       /* capacity in use: sum of popcount(mask) * capacity */
    /* .slots bit i: slot i (< PTO_TILES) allocated, as tiles[i].allocated;
     * .ended: tiles released so far, never reset (pto_tiles_ended) */
    pto_tile_census census;
    uint8_t rn_skip;         /* no architectural state: fast_fenv.skip (src/kern/fast.h) */
    decode_entry dcache[DECODE_CACHE]; /* by PC; a bundle run again skips decoding */
    bundle_plan plans[PLAN_CACHE];     /* by PC; pto_run replays a bundle's header */
    uint64_t plans_kept;               /* plans kept since creation */
    /* Scalar state beside the GPRs: the T and U queues of each PE ([0] is
     * T#1/U#1, the newest), whose valid entries are always a prefix of the
     * same length on every PE; the return address and the commit argument. */
    uint64_t tq[PTO_PES][4], uq[PTO_PES][4];
    uint8_t tq_n, uq_n;
    uint64_t ra, commit_arg;
    /* The register the last instruction wrote on the current PE (for traces). */
    bool wb;
    uint8_t wb_sel;
    uint64_t wb_val;
    /* Tile naming (decisions D17): flat, or a 16-entry queue per hand
     * whose entry k (k = 0 newest) is tile slot qorder[hand][k]. */
    uint8_t naming;          /* pto_naming */
    uint8_t qlen[4];
    uint8_t qorder[4][16];
    int16_t last_dest;       /* the tile name the last commit allocated, -1 if none */
    uint64_t retired;        /* instructions retired since creation or reset */
    /* Instruction fetch from global memory: the page of the last fetch. */
    uint64_t fetch_pn, fetch_gen;
    const uint8_t *fetch_page;
    api_bundle api[API_BUNDLES];       /* the tile API's last bundles, by their inputs */
    uint16_t api_next;                 /* bit s: the way of set s the next new words replace */
    char err[256];
    char rule_buf[256];      /* the rule of the last fault, when it carries a message */
    bool lint;               /* collect lint warnings (pto_set_lint) */
    unsigned nlint;
    char (*lint_msgs)[160];  /* PTO_LINT_MAX messages, allocated on the first */
    /* scratch of the matrix kernels (the operands gathered densely),
     * grown by the family's preflight, which can fail; execute cannot */
    uint8_t *mm_scratch;
    size_t mm_scratch_size;
};

/* machine.c */
/* pto_run of exactly the len bytes at TPC (one whole bundle) when a plan
 * holds them: replays it and returns true with pto_run's status in *s
 * (PTO_OK for PTO_END); false, nothing changed, when no plan does.  *known
 * is the gen of the plan a call found to hold the same bytes (0: none);
 * the bytes are compared only when the plan has changed since. */
bool machine_replay(pto_machine *m, const uint8_t *bytes, size_t len, uint64_t *known, pto_status *s);
/* machine_replay's commit through the plan's memo, for a caller that
 * knows the plan by its gen (known; 0: none) and its slot in plans (that
 * of the PC it was kept at: (pc >> 1) % PLAN_CACHE), and has checked that
 * no fault is pending and no block open: when
 * the memo held and the bundle committed (TPC after it, as pto_run's),
 * the last destination (pto_last_destination: -1 for none); MEMO_MISSED,
 * nothing changed, otherwise. */
enum { MEMO_MISSED = -2 };
int machine_replay_memo(pto_machine *m, unsigned slot, uint64_t known);
pto_status set_error(pto_machine *m, pto_status s, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
void raise_fault(pto_machine *m, pto_fault_kind k, uint64_t pc, const char *rule);
/* A lint warning at pc (kept when lint is on, distinct and room is left). */
void lint_warn(pto_machine *m, uint64_t pc, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* A memory fault: as raise_fault, with the GM address of the first failing
 * element in the record (has_addr). */
void raise_fault_addr(pto_machine *m, pto_fault_kind k, uint64_t pc, const char *rule, uint64_t addr);

/* layout.c: the generic layouts' index functions (layout_* need a tile
 * whose layout is legal for its shape). */
uint32_t layout_inner_elements(unsigned dt);
bool layout_shape_legal(unsigned layout, unsigned dt, uint32_t rows, uint32_t cols);
uint32_t layout_index(const tile *t, uint32_t r, uint32_t c);            /* logical (r, c) -> physical */
void layout_position(const tile *t, uint32_t i, uint32_t *r, uint32_t *c); /* physical -> logical */
bool layout_in_valid(const tile *t, uint32_t i);                         /* physical i is in the valid rectangle */
/* The CUBE layouts (spec-digest-2 §8.3; cube-cell.asl): cell geometry,
 * storage extents, repeats, the descriptor shape rule and the payload
 * index of logical (r, c) and its inverse (a CUBE tile's rows and cols are
 * its storage extents). */
enum { CUBE_MODEL_TILE_ELEMENTS = 32768 }; /* PTO_MODEL_TILE_ELEMENTS */
static inline bool layout_is_cube(unsigned layout)
{
    return layout == PTO_LAYOUT_CUBE_M16 || layout == PTO_LAYOUT_CUBE_M32 || layout == PTO_LAYOUT_CUBE_N8;
}
bool cube_dtype_supported(unsigned dt);
uint32_t cube_cell_rows(unsigned layout, unsigned dt);
uint32_t cube_cell_cols(unsigned layout, unsigned dt);
uint32_t cube_storage_rows(unsigned layout, uint32_t vr, unsigned dt);
uint32_t cube_storage_cols(unsigned layout, uint32_t vc, unsigned dt);
uint32_t cube_k_repeat(unsigned layout, uint32_t vr, uint32_t vc, unsigned dt);
uint32_t cube_n_repeat(unsigned layout, uint32_t vc, unsigned dt);
uint32_t cube_cells(unsigned layout, uint32_t vr, uint32_t vc, unsigned dt);
bool cube_shape_legal(uint32_t cap, uint32_t vr, uint32_t vc, unsigned dt, unsigned layout); /* TileCubeDescriptorShapeLegal */
uint32_t cube_index(const tile *t, uint32_t r, uint32_t c);
/* cube_index as shifts and masks (the cell geometry is a power of two):
 * the geometry of a CUBE tile of a supported type, found once for a loop
 * over its elements, and the index of (r, c) in it; cube_index is
 * cube_geo_index of cube_geo_of. */
typedef struct cube_geo {
    uint8_t lcr, lcc; /* log2 of a cell's rows and columns */
    bool n8;          /* CUBE_N8: kr cells down the rows first, each column-major */
    bool perm;        /* CUBE_M16 of a 4-bit type: a cell's columns 4-7 and 8-11 swapped */
    uint32_t kr;      /* CUBE_N8: the cells down the storage rows */
} cube_geo;
void cube_geo_of(const tile *t, cube_geo *g);
static inline uint32_t cube_geo_index(const cube_geo *g, uint32_t r, uint32_t c)
{
    uint32_t ic = c & ((1u << g->lcc) - 1u);
    if (g->n8)
        return (((c >> g->lcc) * g->kr + (r >> g->lcr)) << (g->lcr + g->lcc)) + (ic << g->lcr) +
               (r & ((1u << g->lcr) - 1u));
    if (g->perm && ic >= 4 && ic < 12) ic = ic < 8 ? ic + 4 : ic - 4;
    return ((c >> g->lcc) << (g->lcr + g->lcc)) + (r << g->lcc) + ic;
}
void cube_position(const tile *t, uint32_t i, uint32_t *r, uint32_t *c);
/* The physical index of logical (r, c) in any tile: CUBE, generic, or
 * row-major for a tile whose shape misses its generic layout. */
uint32_t tile_index_rc(const tile *t, uint32_t r, uint32_t c);
/* TileCubeDescriptorLegal (a CUBE tile is always in the Matrix location). */
static inline bool tile_cube_legal(const tile *t) { return t->allocated && t->legal && layout_is_cube(t->layout); }

/* tile.c */
/* DerivedTileRows: (capacity*8) / (cols*W), 0 when illegal.  Inline: every
 * allocation and descriptor check asks it. */
static inline uint32_t derived_rows(uint32_t capacity, uint32_t cols, unsigned dt)
{
    if (capacity == 0 || cols == 0 || (cols & (cols - 1)) != 0 || cols > 65535) return 0;
    uint64_t cap_bits = (uint64_t)capacity * 8u;
    uint64_t row_bits = (uint64_t)cols * pto_dtypes[dt].bits;
    if (row_bits == 0) return 0;
    uint64_t rows;
    if ((row_bits & (row_bits - 1u)) == 0) { /* every element width is a power of two */
        if (cap_bits & (row_bits - 1u)) return 0;
        rows = cap_bits >> __builtin_ctzll(row_bits);
    } else {
        if (cap_bits % row_bits != 0) return 0;
        rows = cap_bits / row_bits;
    }
    if (rows == 0 || rows > 65535) return 0;
    return (uint32_t)rows;
}
bool tile_descriptor_check(const tile *t);       /* recomputed from the fields */
/* TileDescriptorConfigured, cached at tile_setup. */
static inline bool tile_descriptor_configured(const tile *t) { return t->allocated && t->legal; }
/* TileDescriptorLegal: configured, and a numeric tile permits generic
 * indexing (TileGenericIndexingPermitted: the fractal layouts need their
 * shape rule, TileLayoutShapeLegal). */
static inline bool tile_descriptor_legal(const tile *t)
{
    return t->allocated && t->legal && (t->kind == PTO_TILE_PREDICATE || t->layout_ok);
}
/* TileSourceContentsDefined without the descriptor test, for every PE of
 * pemask (decisions D3: each participating PE reads its own payload).  A
 * PE the tile was not allocated for has no defined elements.  Inline: the
 * operand checks of every bundle ask it of each source. */
static inline bool tile_contents_defined_pes(const tile *t, unsigned pemask)
{
    if (pemask & ~(unsigned)t->mask & 0xFu) return false;
    for (unsigned bits = pemask & 0xFu; bits; bits &= bits - 1u) {
        unsigned pe = pe_of_low_bit(bits);
        unsigned d = t->defmode[pe];
        if (d == DEF_VALID || d == DEF_ALL) continue;
        if (d == DEF_NONE ? t->vrows && t->vcols /* an empty rectangle is defined */
                          : t->ndefv[pe] != t->vrows * t->vcols) /* the model's defined_valid_elements count */
            return false;
    }
    return true;
}
/* The same, PE0 alone with its contents all defined (a tile API call's
 * case) answered where it is asked, even where the compiler keeps the
 * loop above a function of its own. */
static inline __attribute__((always_inline)) bool tile_contents_defined_raw(const tile *t, unsigned pemask)
{
    if ((pemask & 0xFu) == 0x8u && (t->mask & 0x8u) && (t->defmode[0] == DEF_VALID || t->defmode[0] == DEF_ALL))
        return true;
    return tile_contents_defined_pes(t, pemask);
}
/* TileSourceContentsDefined: the descriptor legal, then every PE's contents. */
static inline bool tile_contents_defined(const tile *t, unsigned pemask)
{
    return tile_descriptor_legal(t) && tile_contents_defined_raw(t, pemask);
}
bool tile_encodings_valid(const tile *t, unsigned pemask);
/* The shape (and type) comparisons of the two predicates below, for
 * tiles whose descriptors are already known legal. */
static inline bool tile_shape_eq(const tile *a, const tile *b)
{
    return a->rows == b->rows && a->cols == b->cols && a->vrows == b->vrows && a->vcols == b->vcols &&
           a->layout == b->layout;
}
static inline bool tile_shape_type_eq(const tile *a, const tile *b)
{
    return tile_shape_eq(a, b) && a->kind == b->kind && a->dtype == b->dtype;
}
/* TileLogicalShapeMatch */
static inline bool tile_shape_match(const tile *a, const tile *b)
{
    return tile_descriptor_legal(a) && tile_descriptor_legal(b) && tile_shape_eq(a, b);
}
/* TileShapeAndTypeMatch */
static inline bool tile_shape_type_match(const tile *a, const tile *b)
{
    return tile_shape_match(a, b) && a->kind == b->kind && a->dtype == b->dtype;
}
uint32_t tile_capacity_in_use(const pto_machine *m);  /* the running count (m->cap_used) */
/* CoreTileCapacityInUse + TileCoreAllocationBytes(mask, cap) <= TILE_CAPACITY. */
static inline bool tile_budget_allows(const pto_machine *m, unsigned mask, uint32_t cap)
{
    return m->cap_used + pe_count(mask) * cap <= PTO_TILE_BUDGET;
}
/* The lowest free slot of a hand's sixteen flat names (hand * 16 ..), or -1. */
static inline int tile_free_in_hand(const pto_machine *m, unsigned hand)
{
    uint64_t free16 = (~m->census.slots >> (hand * 16u)) & 0xFFFFu;
    return free16 ? (int)(hand * 16u + (unsigned)__builtin_ctzll(free16)) : -1;
}
/* Bytes per PE of a rows x cols numeric tile of dt when that is a Local
 * tile size (a power of two, 128..65536), else 0. */
uint32_t local_tile_bytes(unsigned dt, uint32_t rows, uint32_t cols);
/* The smallest Local capacity (a power of two, 128 B to 64 KiB) that holds
 * need bytes; 0 if none does. */
uint32_t local_capacity_for(uint64_t need);
/* Configures slot index (not allocated) with a legal descriptor; allocates
 * storage, clears definedness and charges the capacity.  Returns false on
 * host memory exhaustion (nothing changed). */
bool tile_setup(pto_machine *m, unsigned index, unsigned kind, unsigned dt, uint32_t cap, uint32_t rows,
                uint32_t cols, uint32_t vr, uint32_t vc, unsigned layout, unsigned mask);
/* tile_setup of a descriptor whose legality (tile_descriptor_check) and
 * layout legality (TileLayoutShapeLegal), both functions of the
 * descriptor, are known: an earlier tile_setup of it found them. */
bool tile_setup_known(pto_machine *m, unsigned index, unsigned kind, unsigned dt, uint32_t cap, uint32_t rows,
                      uint32_t cols, uint32_t vr, uint32_t vc, unsigned layout, unsigned mask, bool legal,
                      bool layout_ok);
/* The descriptor fields of a tile (allocated .. vcols) are its first
 * TILE_HEAD bytes (the asserts after struct tile). */
enum { TILE_HEAD = 28 };
_Static_assert(TILE_HEAD == offsetof(tile, vcols) + 4 && TILE_HEAD == sizeof ((commit_memo *)0)->head,
               "a tile head ends with vcols");
/* The end of a tile's configuration: no element defined, no feature map,
 * allocated in the map, capacity charged. */
static inline void tile_mark_configured(pto_machine *m, unsigned index)
{
    tile *t = &m->tiles[index];
    memset(t->defmode, DEF_NONE, sizeof t->defmode); /* ConfigureTile: every element undefined */
    t->fmap_valid = false;                           /* InvalidateTileFeatureMapDescriptor */
    if (index < PTO_TILES) m->census.slots |= (uint64_t)1 << index;
    m->cap_used += pe_count(t->mask) * t->capacity;
}
/* The payload and definedness pointers of a slot depend on its store, its
 * capacity and its element count alone: a slot configured before with the
 * same two (its store is kept across release) keeps them. */
static inline bool tile_keeps_layout(const tile *t, uint32_t cap, size_t n)
{
    return t->store && t->capacity == cap && (size_t)t->rows * t->cols == n;
}
/* The 32-bit field at offset off of a tile head. */
static inline uint32_t head_word(const uint8_t *head, size_t off)
{
    uint32_t v;
    memcpy(&v, head + off, 4);
    return v;
}
/* tile_setup_known with the descriptor as a tile head (allocated set)
 * holds it: a slot whose store, capacity and element count are the head's
 * keeps its pointers and takes the rest of the head. */
static inline bool tile_setup_head(pto_machine *m, unsigned index, const uint8_t head[TILE_HEAD])
{
    tile *t = &m->tiles[index];
    /* capacity, rows, cols, vrows, vcols, read one by one: an array copy
     * of them is a 16-byte stack store read back as words, a
     * store-forwarding stall */
    uint32_t cap = head_word(head, offsetof(tile, capacity)), rows = head_word(head, offsetof(tile, rows)),
             cols = head_word(head, offsetof(tile, cols)), vrows = head_word(head, offsetof(tile, vrows)),
             vcols = head_word(head, offsetof(tile, vcols));
    if (!tile_keeps_layout(t, cap, (size_t)rows * cols))
        return tile_setup_known(m, index, head[offsetof(tile, kind)], head[offsetof(tile, dtype)], cap, rows, cols,
                                vrows, vcols, head[offsetof(tile, layout)], head[offsetof(tile, mask)],
                                head[offsetof(tile, legal)] != 0, head[offsetof(tile, layout_ok)] != 0);
    /* allocated .. mask and the padding byte after them as one 8-byte
     * store: a later load of one of them lies inside it, and memo_words'
     * 8-byte load of them (a chained call's source check) is it exactly,
     * where seven byte stores would make that load wait for all of them.
     * The head's allocated is set, and its legal and layout_ok are 0 or 1
     * (a tile's own bytes). */
    memcpy(t, head, 8);
    t->rows = rows; /* the capacity is the same; the shape may not be */
    t->cols = cols;
    t->vrows = vrows;
    t->vcols = vcols;
    tile_mark_configured(m, index);
    return true;
}
/* ReleaseTile: the payload is not cleared (the model keeps it), and the
 * storage stays for the next allocation of the slot. */
static inline void tile_release(pto_machine *m, unsigned index)
{
    tile *t = &m->tiles[index];
    if (!t->allocated) return;
    m->cap_used -= pe_count(t->mask) * t->capacity;
    t->allocated = false;
    if (index < PTO_TILES) m->census.slots &= ~((uint64_t)1 << index);
    t->fmap_valid = false; /* InvalidateTileFeatureMapDescriptor */
    m->census.ended++;
}
void tile_free_storage(tile *t);
uint64_t tile_get(const tile *t, unsigned pe, uint32_t i);
void tile_put(tile *t, unsigned pe, uint32_t i, uint64_t v);
bool tile_is_defined(const tile *t, unsigned pe, uint32_t i);
/* After an operation: the valid region defined, the padding too if pad_defined. */
static inline void tile_def_after_op(tile *t, unsigned pe, bool pad_defined)
{
    t->defmode[pe] = pad_defined ? DEF_ALL : DEF_VALID;
}
void tile_set_def(tile *t, unsigned pe, uint32_t i, bool d);
void bits_fill(uint8_t *map, uint32_t start, uint32_t count, bool v);
/* Pad value of a numeric type (TilePadValueForDataType): 0 Zero, 1 Max,
 * 2 Min, 3 Null. */
uint64_t pad_value(unsigned dt, unsigned pad);

/* naming.c (decisions D17): tile names and slots. */
int tile_slot_queued(const pto_machine *m, unsigned name);
int tile_name_of_slot_queued(const pto_machine *m, unsigned slot);
/* The slot of tile name 0..63, or -1 when the name holds no tile (queue
 * naming: beyond the hand's live entries). */
static inline int tile_slot(const pto_machine *m, unsigned name)
{
    if (name >= PTO_TILES) return -1;
    return m->naming == PTO_NAMING_FLAT ? (int)name : tile_slot_queued(m, name);
}
/* The name of a slot, or -1 (queue naming: the slot is no live entry). */
static inline int tile_name_of_slot(const pto_machine *m, unsigned slot)
{
    if (m->naming == PTO_NAMING_FLAT) return slot < PTO_TILES ? (int)slot : -1;
    return tile_name_of_slot_queued(m, slot);
}
/* A binding's source selector resolved to a slot; TILE_NONE names no tile. */
unsigned naming_source(const pto_machine *m, unsigned sel);
/* Queue naming: a free slot for a new destination (one always exists). */
int naming_free_slot(const pto_machine *m);
/* Queue naming: the budget check of a push, the oldest entry of a full hand
 * released first; hands[0..n) are the hands of this commit's pushes up to
 * this one (the earlier ones' tiles already charged), this one's last. */
bool naming_budget_allows(const pto_machine *m, const uint8_t *hands, unsigned n, unsigned mask, uint32_t cap);
/* Queue naming: the committed destination in slot becomes #1 of its hand;
 * a full hand's oldest entry is released. */
void naming_push(pto_machine *m, unsigned hand, unsigned slot);
/* Queue naming: removes entry name (the entries behind move up). */
void naming_remove(pto_machine *m, unsigned name);
void naming_clear(pto_machine *m);

/* block engine */
pto_status exec_insn(pto_machine *m, const insn *in);
/* The commit of the active block by a BSTOP at pc of length len (what
 * exec_insn does for a BSTOP there). */
pto_status engine_commit_bstop(pto_machine *m, uint64_t pc, unsigned len);
/* The BSTOP commit of a replayed plan: the pipeline, which keeps a new memo
 * in memo (when not NULL) after a success that allows one. */
pto_status engine_commit_replay(pto_machine *m, uint64_t pc, unsigned len, commit_memo *memo);
/* A B.DIM loop bound from GPR reg of the current PE plus uimm (D3). */
uint32_t engine_dim_bound(const pto_machine *m, unsigned reg, uint32_t uimm);
bool form_is_bstop(unsigned form);
/* A header command of a block (B.DATR .. B.IOT): legal before the body only. */
bool engine_is_header(const insn *in);
/* The operation selector of a tile block start (TEPL or TLSU form). */
bool engine_bstart_selector(const insn *in, unsigned *sel);

/* kernels (src/kern) */
typedef struct kern_args {
    unsigned dt, bits, eop, cmode;
    pto_profile profile;
    uint32_t rows, cols, vrows, vcols;
    const uint8_t *a, *b;    /* sources (b NULL for scalar forms) */
    uint64_t scalar;
    uint8_t *dst;            /* destination payload */
    bool no_flags;           /* the handler records no element flags */
    struct fast_fenv *fenv;  /* the bundle's host float environment, or NULL */
    unsigned flags;          /* out: OR of element flags (unless no_flags) */
} kern_args;
void kern_binary(kern_args *k);     /* dst = a OP b over the valid region */
void kern_scalar(kern_args *k);     /* dst = a OP scalar */
void kern_cmps(kern_args *k);       /* predicate bits of a CMODE scalar (b NULL) or a CMODE b */
void kern_sels(kern_args *k);       /* dst = mask bit ? a : scalar; mask in b */
void kern_sel(kern_args *k, const uint8_t *mask); /* dst = mask bit ? a : b */
/* n elements of the binary element rule k->eop: dst = a OP b (flags returned). */
unsigned kern_binary_run(const kern_args *k, uint8_t *dst, const uint8_t *a, const uint8_t *b, size_t n);
void kern_fill(kern_args *k);       /* dst = scalar */
/* The way kern_binary or kern_scalar (KW_NO_FLAGS when k->no_flags,
 * else KW_FLAGS), kern_fill (KW_FILL), kern_cmps (KW_CMP) or kern_unary
 * (KW_UNARY) takes a valid region of whole rows first: the host kernel it
 * calls, by type and profile alone.  KWAY_INT: fast_int_binary; KWAY_RN:
 * fast_float_rn, then fast_float_binary_env without flags; KWAY_FLAGS:
 * fast_float_binary_env with them; KWAY_FILL: fast_fill; KWAY_CMP:
 * fast_cmp; KWAY_UNARY: kern_unary_run (the last two whatever the
 * profile: a compare and ABS, NOT, NEG, RELU have one rule).  Where the
 * kernel declines (it does so touching nothing), or for KWAY_NONE, the
 * operation goes element by element. */
enum kern_whole_form { KW_NONE, KW_NO_FLAGS, KW_FLAGS, KW_FILL, KW_CMP, KW_UNARY };
enum kern_whole_way { KWAY_NONE, KWAY_INT, KWAY_RN, KWAY_FLAGS, KWAY_FILL, KWAY_CMP, KWAY_UNARY };
static inline unsigned kern_whole_way(unsigned form, unsigned dt, pto_profile profile)
{
    if (form == KW_FILL) return KWAY_FILL;
    if (form == KW_CMP) return KWAY_CMP;
    if (form == KW_UNARY) return KWAY_UNARY;
    if (form == KW_NONE) return KWAY_NONE;
    if (pto_dtypes[dt].cls != DTC_F) return KWAY_INT;
    if (profile != PTO_PROFILE_IEEE) return KWAY_NONE;
    return form == KW_NO_FLAGS ? KWAY_RN : KWAY_FLAGS;
}
void kern_unary(kern_args *k);      /* dst = OP a (ABS, NOT, NEG, RELU) */
/* kern_unary's rule over n contiguous elements of dt: its flags (NV from
 * RELU of a signalling NaN). */
unsigned kern_unary_run(unsigned dt, unsigned eop, uint8_t *d, const uint8_t *a, size_t n);
void kern_sfu(kern_args *k);        /* dst = OP a (EXP, LOG, RECIP, SQRT, RSQRT) */
/* The vector path of kern_sfu alone (ieee, no result tables), at the
 * current fast_isa level, for the tests: n elements of op (NUM_SFU_*) in
 * dt, their flags ORed into *flags and, with lf, each element's flags in
 * lf[i] (FP32 SQRT and RECIP with lf take the binary64 path instead of the
 * host's binary32 operation).  False when no vector path covers dt here. */
bool kern_sfu_vector(unsigned op, unsigned dt, uint8_t *d, const uint8_t *a, size_t n, uint8_t *lf, unsigned *flags);
/* One element of the binary rule eop (TileProfileBinaryWithFlags): the
 * integer rule, or the float rule of the profile; flags ORed into *flags. */
uint64_t kern_elem(unsigned eop, unsigned dt, pto_profile prof, uint64_t x, uint64_t y, unsigned *flags);
/* Writes padding and definedness of a freshly computed destination
 * (kern_pad_numeric_some: one with padding elements). */
void kern_pad_numeric_some(tile *t, unsigned pe, unsigned pad);
static inline void kern_pad_numeric(tile *t, unsigned pe, unsigned pad)
{
    if (t->vrows == t->rows && t->vcols == t->cols) /* no padding element: only the definedness */
        tile_def_after_op(t, pe, pad != 3);
    else
        kern_pad_numeric_some(t, pe, pad);
}
void kern_pad_predicate(tile *t, unsigned pe, unsigned pad);

#endif
