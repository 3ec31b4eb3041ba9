/* The tables of the isa/ definition files expanded into data. */
#include <ctype.h>
#include <stdatomic.h>
#include <string.h>

#include "core.h"
#include "scalar/scalar.h"

const dtype_info pto_dtypes[32] = {
#define DT(code, nm, b, c, v, e, f, cn, mf) \
    [code] = {#nm, b, DTC_##c, v, e, f, (uint64_t)(cn), (uint64_t)(mf)},
#include "dtypes.def"
#undef DT
};

const form_info pto_forms[F_COUNT] = {
#define FORM(id, mn, len, mask, match) [F_##id] = {mn, len, mask, match},
#include "forms.def"
#undef FORM
#define SFORM(id, mn, len, mask, match, rule, syn) [F_S_##id] = {mn, len, mask, match},
#include "scalar_forms.def"
#undef SFORM
};

const field_row pto_field_rows[] = {
#define FIELD(id, nm, l1, w1, l2, w2) {F_##id, FLD_##nm, 0, {l1, l2, 0}, {w1, w2, 0}, NULL},
#include "forms.def"
#undef FIELD
#define SFIELD(id, fld, nm, sg, l1, w1, l2, w2, l3, w3) {F_S_##id, FLD_##fld, sg, {l1, l2, l3}, {w1, w2, w3}, nm},
#include "scalar_forms.def"
#undef SFIELD
};
const unsigned pto_nfield_rows = sizeof pto_field_rows / sizeof pto_field_rows[0];

/* form_field's index: row + 1 of (form, field), 0 for none; built once. */
static uint16_t field_index[F_COUNT][FLD_COUNT];
static atomic_uint field_index_state; /* 0 none, 1 building, 2 ready */

const field_row *form_field(unsigned form, unsigned fld)
{
    if (form >= F_COUNT || fld >= FLD_COUNT) return NULL;
    if (atomic_load_explicit(&field_index_state, memory_order_acquire) != 2u) {
        unsigned expected = 0;
        if (!atomic_compare_exchange_strong_explicit(&field_index_state, &expected, 1u, memory_order_acquire,
                                                     memory_order_relaxed)) {
            for (unsigned i = 0; i < pto_nfield_rows; i++) /* another thread builds it */
                if (pto_field_rows[i].form == form && pto_field_rows[i].field == fld) return &pto_field_rows[i];
            return NULL;
        }
        for (unsigned i = 0; i < pto_nfield_rows; i++)
            field_index[pto_field_rows[i].form][pto_field_rows[i].field] = (uint16_t)(i + 1u);
        atomic_store_explicit(&field_index_state, 2u, memory_order_release);
    }
    unsigned k = field_index[form][fld];
    return k ? &pto_field_rows[k - 1u] : NULL;
}

enum { REG = AGU_REG, IMM = AGU_IMM, COMPRESSED = AGU_COMPRESSED };
const scalar_info pto_scalar_info[F_COUNT - F_CMD_COUNT + 1] = {
#define SFORM(id, mn, len, mask, match, r, syn) [F_S_##id - F_CMD_COUNT] = {SX_##r, syn},
#include "scalar_forms.def"
#undef SFORM
};
const agu_info pto_agu_info[F_COUNT - F_CMD_COUNT + 1] = {
#define SAGU(id, sz, sg, sc, k) [F_S_##id - F_CMD_COUNT] = {sz, sg, sc, k},
#include "scalar_forms.def"
#undef SAGU
};

const char *const pto_field_names[FLD_COUNT] = {
#define N(x) [FLD_##x] = #x,
    N(DataType) N(Mode) N(Function) N(CMode) N(PadValue) N(Sat) N(Canonicalize)
    N(RMode) N(Layout) N(DR) N(Trap) N(Far) N(Atom) N(Aq) N(Rl) N(PreQuant)
    N(Relu) N(GroupN) N(RowMaxEn) N(GroupMaxEn) N(RowMaxInit) N(MaxAbsEn)
    N(TransB) N(TransA) N(RegSrc) N(Uimm) N(LoopNest) N(Imm) N(HintEnd)
    N(HintLikely) N(HintV) N(HintPrefetch) N(HintTemp) N(RegSrc2) N(RegSrc1)
    N(RegSrc0) N(RegDst) N(SharedTID) N(SizeCode) N(PEMode) N(L) N(DstTile)
    N(SrcTile0) N(SrcTile1) N(Ignored) N(Simm25) N(Simm17) N(Simm12) N(BrType)
    N(SrcL) N(SrcR) N(SrcD) N(SrcP) N(SrcRType) N(Shamt) N(SrcZero) N(PredImm)
    N(SuccImm) N(Immediate)
#undef N
};

#define VEC 0
#define SFU 1
#define TLSU 2
#define CUBE 3
/* Indexed by selector; unassigned selectors have name NULL. */
const op_info pto_ops[OP_SELECTORS] = {
#define OP(sel, nm, eng, h, e, ts, cl) [sel] = {#nm, sel, eng, H_##h, e, TS_##ts, cl},
#include "tile_ops.def"
#undef OP
};
#undef VEC
#undef SFU
#undef TLSU
#undef CUBE


const op_info *op_by_name(const char *name)
{
    for (size_t i = 0; i < OP_SELECTORS; i++) {
        const char *a = pto_ops[i].name, *b = name;
        if (!a) continue;
        while (*a && toupper((unsigned char)*b) == *a) a++, b++;
        if (!*a && !*b) return &pto_ops[i];
    }
    return NULL;
}


const char *pto_dtype_name(unsigned code) { return code < 32 ? pto_dtypes[code].name : NULL; }
unsigned pto_dtype_bits(unsigned code) { return code < 32 && pto_dtypes[code].name ? pto_dtypes[code].bits : 0; }
bool pto_dtype_vec(unsigned code) { return code < 32 && pto_dtypes[code].vec16; }

int pto_dtype_code(const char *name)
{
    if (!name) return -1;
    for (unsigned c = 0; c < 32; c++) {
        const char *a = pto_dtypes[c].name, *b = name;
        if (!a) continue;
        while (*a && toupper((unsigned char)*a) == toupper((unsigned char)*b)) a++, b++;
        if (!*a && !*b) return (int)c;
    }
    return -1;
}

const char *const gpr_names[PTO_GPRS] = {"zero", "sp", "a0", "a1", "a2", "a3", "a4", "a5",
                                         "a6",   "a7", "ra", "s0", "s1", "s2", "s3", "s4",
                                         "s5",   "s6", "s7", "s8", "x0", "x1", "x2", "x3"};

int tile_by_name(const char *name, size_t len)
{
    static const char hands[] = "TUMN";
    if (len < 3 || name[1] != '#') return -1;
    const char *h = strchr(hands, toupper((unsigned char)name[0]));
    if (!h || !*h) return -1;
    int k = 0;
    for (size_t i = 2; i < len; i++) {
        if (!isdigit((unsigned char)name[i]) || k > 100) return -1;
        k = k * 10 + (name[i] - '0');
    }
    if (k < 1 || k > 16) return -1;
    return (int)(h - hands) * 16 + k - 1;
}
