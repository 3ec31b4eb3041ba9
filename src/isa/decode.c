/* Decoder and encoder of every form ptosim knows: the command forms of a
 * block (isa/forms.def) and the scalar forms (isa/scalar_forms.def,
 * expanded from the specification's scalar-form catalog), both driven by
 * their field rows (pto_field_rows).  Commands decode first, then scalar
 * forms in the model's order (asl/arch/dispatch/top-level.asl
 * ExecutePTOInstruction; DecodeScalarForm).  A word of a catalog form
 * ptosim does not execute is DEC_UNIMPL with its mnemonic.  Decoding is
 * pure: it knows nothing of machine state. */
#include <stdatomic.h>
#include <string.h>

#include "core.h"

_Static_assert(FLD_COUNT <= 64, "insn.present holds one bit per field");

/* Per-form field lists, built once on first use; until then (or while
 * another thread builds them) decoding scans every field row. */
typedef struct fast_piece {
    uint8_t field, n;
    uint8_t lsb[3], width[3];
} fast_piece;
enum { MAX_PIECES = 2048 };
static fast_piece form_pieces[MAX_PIECES];
static uint16_t form_first[F_COUNT];
static uint8_t form_count[F_COUNT];
static uint64_t form_present[F_COUNT];
static atomic_uint rows_state; /* 0 none, 1 building, 2 ready */
/* 32-bit command forms that can match a word, by word bits 6:0 and 14:12 (a
 * key every 32-bit form's mask covers in practice); in forms.def order. */
enum { KEY_MASK = 0x707Fu, BUCKET = 6, BUCKET_SCAN = 0xFF };
static uint8_t bucket_n[1024], bucket_form[1024][BUCKET];

static unsigned key32(uint32_t w) { return (w & 0x7Fu) | ((w >> 12) & 7u) << 7; }

/* Every scalar form of the catalog in decode order: its form (F_S_*) or
 * F_COUNT when ptosim does not execute it. */
typedef struct scode {
    uint16_t form;
    uint8_t length_bits;
    uint64_t mask, match;
    const char *mnemonic;
} scode;
static const scode scodes[] = {
#define SCODE(id, mn, len, mask, match) {F_S_##id, len, mask, match, mn},
#define SCODE_NI(mn, len, mask, match) {F_COUNT, len, mask, match, mn},
#include "scalar_forms.def"
#undef SCODE
#undef SCODE_NI
};
enum { NSCODES = sizeof scodes / sizeof scodes[0] };
/* Every command form of the catalog (to name the ones forms.def lacks). */
static const scode ccodes[] = {
#define CCODE(mn, len, mask, match) {F_COUNT, len, mask, match, mn},
#include "scalar_forms.def"
#undef CCODE
};
enum { NCCODES = sizeof ccodes / sizeof ccodes[0] };
/* The catalog constraints of executed scalar forms (SCHECK rows). */
typedef struct scheck {
    uint16_t form;
    uint8_t field, oneof;
    uint64_t values;
} scheck;
static const scheck schecks[] = {
#define SCHECK(id, fld, one, v) {F_S_##id, FLD_##fld, one, v},
#include "scalar_forms.def"
#undef SCHECK
    {F_COUNT, 0, 0, 0}
};
/* Scalar candidates by length class (16, 32, 48) and key, in decode order:
 * sc_list[sc_first[c][key] .. sc_first[c][key + 1]). */
enum { SC_KEYS = 1024, SC_LIST = 16384 };
static uint16_t sc_first[3][SC_KEYS + 1];
static uint16_t sc_list[SC_LIST];
static bool sc_ready;

static unsigned len_class(unsigned len) { return len == 2 ? 0u : len == 4 ? 1u : 2u; }
/* The key of a scalar word: 16-bit bits 5:0; 32-bit bits 6:0 and 14:12;
 * 48-bit the same above the 16-bit prefix. */
static unsigned scalar_key(unsigned cls, uint64_t w)
{
    if (cls == 0) return (unsigned)(w & 0x3Fu);
    if (cls == 1) return key32((uint32_t)w);
    return key32((uint32_t)(w >> 16));
}
static uint64_t scalar_key_mask(unsigned cls)
{
    return cls == 0 ? 0x3Fu : cls == 1 ? KEY_MASK : (uint64_t)KEY_MASK << 16;
}
static uint64_t key_bits(unsigned cls, unsigned key)
{
    if (cls == 0) return key;
    uint64_t kb = (key & 0x7Fu) | (uint64_t)(key >> 7) << 12;
    return cls == 1 ? kb : kb << 16;
}

/* Catalog value sets (spec/catalog/command-forms.json) and their bit masks. */
static const uint8_t bstart_dt[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
                                    16, 17, 18, 19, 20, 24, 25, 26, 27, 28};
static const uint8_t datr_dt[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
                                  14, 16, 17, 18, 19, 20, 24, 25, 26, 27, 28, 31};
static const uint8_t datr_layout[] = {0, 1, 3, 4, 6, 8, 9, 17, 18, 20, 21, 22, 23,
                                      24, 25, 26, 27, 28, 30};
static const uint8_t fpatr_prequant[] = {0, 1, 2, 3, 4, 5, 12, 13, 16, 17, 18, 19, 20, 23,
                                         24, 25, 26, 27, 28, 32, 33, 34, 35, 36, 37, 38, 39};
static uint64_t bstart_dt_set, datr_dt_set, datr_layout_set, fpatr_prequant_set;

static uint64_t set_mask(const uint8_t *set, size_t n)
{
    uint64_t m = 0;
    for (size_t i = 0; i < n; i++) m |= (uint64_t)1 << set[i];
    return m;
}

static bool form_rows_build(void);
static inline bool form_rows_ready(void)
{
    return atomic_load_explicit(&rows_state, memory_order_acquire) == 2u || form_rows_build();
}

static bool form_rows_build(void)
{
    unsigned expected = 0;
    if (!atomic_compare_exchange_strong_explicit(&rows_state, &expected, 1u, memory_order_acquire,
                                                 memory_order_relaxed))
        return false;
    /* Each form's pieces in the order of the rows, the forms in turn (a
     * counting sort: one pass to count, one to place; the first
     * MAX_PIECES pieces of that order are kept). */
    unsigned k = 0;
    for (unsigned f = 0; f < F_COUNT; f++) form_count[f] = 0, form_present[f] = 0;
    for (unsigned i = 0; i < pto_nfield_rows; i++)
        if (pto_field_rows[i].form < F_COUNT) form_count[pto_field_rows[i].form]++;
    uint16_t next[F_COUNT];
    for (unsigned f = 0; f < F_COUNT; f++) {
        form_first[f] = (uint16_t)(k < MAX_PIECES ? k : MAX_PIECES);
        next[f] = form_first[f];
        k += form_count[f];
        form_count[f] = 0;
    }
    for (unsigned i = 0; i < pto_nfield_rows; i++) {
        const field_row *p = &pto_field_rows[i];
        if (p->form >= F_COUNT || next[p->form] >= MAX_PIECES) continue;
        fast_piece *q = &form_pieces[next[p->form]++];
        q->field = p->field;
        q->n = p->width[2] ? 3 : p->width[1] ? 2 : 1;
        memcpy(q->lsb, p->lsb, 3);
        memcpy(q->width, p->width, 3);
        form_present[p->form] |= (uint64_t)1 << p->field;
        form_count[p->form]++;
    }
    for (unsigned key = 0; key < 1024; key++) {
        uint32_t kb = (key & 0x7Fu) | (uint32_t)(key >> 7) << 12;
        unsigned n = 0;
        for (unsigned f = 0; f < F_CMD_COUNT; f++) {
            const form_info *fi = &pto_forms[f];
            if (fi->length_bits != 32 || ((kb ^ fi->match) & fi->mask & KEY_MASK) != 0) continue;
            if (n == BUCKET) {
                n = BUCKET_SCAN;
                break;
            }
            bucket_form[key][n++] = (uint8_t)f;
        }
        bucket_n[key] = (uint8_t)n;
    }
    unsigned at = 0;
    sc_ready = true;
    for (unsigned cls = 0; cls < 3; cls++) {
        unsigned keys = cls == 0 ? 64u : 1024u;
        uint64_t km = scalar_key_mask(cls);
        /* the class's codes in decode order, each with its key bits */
        uint16_t code[NSCODES];
        uint64_t cmask[NSCODES], cmatch[NSCODES];
        unsigned nc = 0;
        for (unsigned i = 0; i < NSCODES; i++) {
            const scode *c = &scodes[i];
            if (len_class(c->length_bits / 8u) != cls || c->length_bits == 64) continue;
            code[nc] = (uint16_t)i;
            cmask[nc] = c->mask & km;
            cmatch[nc++] = c->match;
        }
        for (unsigned key = 0; key <= SC_KEYS; key++) {
            sc_first[cls][key] = (uint16_t)at;
            if (key >= keys) continue;
            uint64_t kb = key_bits(cls, key);
            for (unsigned j = 0; j < nc; j++) {
                if (((kb ^ cmatch[j]) & cmask[j]) != 0) continue;
                if (at == SC_LIST) {
                    sc_ready = false; /* too many: scan the whole list */
                    break;
                }
                sc_list[at++] = code[j];
            }
        }
    }
    bstart_dt_set = set_mask(bstart_dt, sizeof bstart_dt);
    datr_dt_set = set_mask(datr_dt, sizeof datr_dt);
    datr_layout_set = set_mask(datr_layout, sizeof datr_layout);
    fpatr_prequant_set = set_mask(fpatr_prequant, sizeof fpatr_prequant);
    atomic_store_explicit(&rows_state, 2u, memory_order_release);
    return true;
}

static uint32_t piece_value(const uint8_t *lsb, const uint8_t *width, unsigned n, uint64_t bits)
{
    uint32_t v = 0;
    unsigned at = 0;
    for (unsigned i = 0; i < n; i++) {
        v |= (uint32_t)((bits >> lsb[i]) & dt_mask(width[i])) << at;
        at += width[i];
    }
    return v;
}

static void extract(const field_row *p, uint64_t bits, insn *out)
{
    unsigned n = p->width[2] ? 3 : p->width[1] ? 2 : 1;
    out->f[p->field] = piece_value(p->lsb, p->width, n, bits);
    out->present |= (uint64_t)1 << p->field;
}


static uint64_t read_le(const uint8_t *p, unsigned n)
{
    uint16_t h;
    uint32_t w;
    uint64_t v = 0;
    switch (n) {
    case 2: memcpy(&h, p, 2); return h;
    case 4: memcpy(&w, p, 4); return w;
    case 8: memcpy(&v, p, 8); return v;
    default:
        for (unsigned i = 0; i < n; i++) v |= (uint64_t)p[i] << (8 * i);
        return v;
    }
}

/* v is in the set; `mask` is the set as bits (valid once the tables are
 * ready), values 0..63. */
static bool one_of(unsigned v, const uint8_t *set, size_t n, uint64_t mask, bool ready)
{
    if (ready) return v < 64 && ((mask >> v) & 1u);
    for (size_t i = 0; i < n; i++)
        if (set[i] == v) return true;
    return false;
}

/* Catalog constraints of spec/catalog/command-forms.json, and the TEPL
 * selector holes (tile-operations.json `reserved`, the selectors
 * isa/tile_ops.def leaves out); a violation is Fault_IllegalInstruction at
 * decode (spec-digest §3.1 step 3). */
static const char *constraint_violation(const insn *d, bool ready)
{
    switch (d->form) {
    case F_BSTART_TEPL:
        if (!one_of(d->f[FLD_DataType], bstart_dt, sizeof bstart_dt, bstart_dt_set, ready))
            return "BSTART.TEPL DataType is a reserved code";
        if (!op_of_selector(d->f[FLD_Mode] * 32u + d->f[FLD_Function]))
            return "BSTART.TEPL Mode:Function is an unassigned TEPL selector (reserved)";
        break;
    case F_BSTART_TLOAD: case F_BSTART_TSTORE: case F_BSTART_TPREFETCH: case F_BSTART_MGATHER:
    case F_BSTART_MSCATTER: case F_BSTART_MGATHER_MASK: case F_BSTART_MSCATTER_MASK: case F_BSTART_MGATHER_CAS:
    case F_BSTART_GMOV: case F_BSTART_TSTORE_SPART:
    case F_BSTART_TMATMUL: case F_BSTART_TMATMUL_BIAS: case F_BSTART_TMATMUL_ACC: case F_BSTART_TMATMULMX:
    case F_BSTART_TMATMULMX_BIAS: case F_BSTART_TMATMULMX_ACC: case F_BSTART_TGEMV: case F_BSTART_TGEMV_BIAS:
    case F_BSTART_TGEMV_ACC: case F_BSTART_TGEMVMX: case F_BSTART_TGEMVMX_BIAS: case F_BSTART_TGEMVMX_ACC:
        if (!dt_concrete(d->f[FLD_DataType])) return "the BSTART DataType is a reserved code";
        break;
    case F_BSTART_TMOV: case F_BSTART_TMOV_L2S_INSERT: case F_BSTART_TMOV_L2S_PUBLISH:
    case F_BSTART_TMOV_S2L_BROADCAST: case F_BSTART_TMOV_S2L_EXTRACT:
        /* BundleOperationDescriptorLegal: TMOV also takes 31 (DTYPE_NONE, inherit). */
        if (!dt_concrete(d->f[FLD_DataType]) && d->f[FLD_DataType] != DT_NONE)
            return "the BSTART.TMOV DataType is a reserved code";
        break;
    case F_B_DATR:
        if (d->f[FLD_CMode] > 5) return "B.DATR CMode is reserved (6 or 7)";
        if (!one_of(d->f[FLD_DataType], datr_dt, sizeof datr_dt, datr_dt_set, ready))
            return "B.DATR DataType is a reserved code";
        if (!one_of(d->f[FLD_Layout], datr_layout, sizeof datr_layout, datr_layout_set, ready))
            return "B.DATR Layout is not an assigned layout";
        break;
    case F_B_FPATR:
        if (!one_of(d->f[FLD_PreQuant], fpatr_prequant, sizeof fpatr_prequant, fpatr_prequant_set, ready))
            return "B.FPATR PreQuantMode is reserved";
        if (d->f[FLD_Relu] > 3) return "B.FPATR ReluMode is reserved";
        if (d->f[FLD_GroupN] > 9) return "B.FPATR GroupNCode is reserved";
        break;
    case F_B_DIM_LB0:
    case F_B_DIM_LB1:
    case F_B_DIM_LB2:
        if (d->f[FLD_RegSrc] > 23) return "B.DIM RegSrc is not an absolute GPR (0..23)";
        break;
    case F_C_B_DIMI:
        if (d->f[FLD_LoopNest] == 3) return "C.B.DIMI LoopNest 3 is reserved";
        break;
    case F_B_IOR:
        if (d->f[FLD_RegSrc0] > 23 || d->f[FLD_RegSrc1] > 23 || d->f[FLD_RegSrc2] > 23 ||
            d->f[FLD_RegDst] > 23)
            return "B.IOR selector is not an absolute GPR (0..23)";
        break;
    case F_B_IOS:
        if (d->f[FLD_SizeCode] > 12) return "B.IOS SizeCode is reserved (13..15)";
        break;
    case F_BSTART_STD_FALL:
    case F_BSTART_SYS_FALL:
        if (d->f[FLD_Simm17] != 0) return "the FALL block start's simm17 must be 0";
        break;
    case F_C_BSTART_STD:
        if (d->f[FLD_BrType] != 1 && d->f[FLD_BrType] != 5 && d->f[FLD_BrType] != 7)
            return "C.BSTART.STD BrType must be FALL (1), IND (5) or RET (7)";
        break;
    case F_B_IOT_D:
    case F_B_IOT_SD:
    case F_B_IOT_SSD:
        if (d->f[FLD_SizeCode] < 1 || d->f[FLD_SizeCode] > 10)
            return "B.IOT destination SizeCode must be 1..10";
        break;
    default:
        break;
    }
    if (form_is_scalar(d->form))
        for (const scheck *c = schecks; c->form != F_COUNT; c++) {
            if (c->form != d->form) continue;
            uint32_t v = d->f[c->field];
            if (c->oneof ? !(v < 64 && ((c->values >> v) & 1u)) : v == c->values)
                return "a field value the scalar-form catalog excludes (ScalarFormOperandsLegal)";
        }
    return NULL;
}

/* Zeroes *out with wide stores (a 200-byte memset becomes `rep stos`,
 * which costs more than the rest of the decode). */
static void clear_insn(insn *out)
{
    __extension__ typedef uint8_t v16 __attribute__((vector_size(16)));
    enum { N16 = sizeof(insn) / 16 };
    const v16 z = {0};
    uint8_t *p = (uint8_t *)out;
#define Z(i) if ((i) < N16) memcpy(p + 16 * (i), &z, 16)
    Z(0); Z(1); Z(2); Z(3); Z(4); Z(5); Z(6); Z(7); Z(8); Z(9); Z(10); Z(11); Z(12); Z(13); Z(14); Z(15);
#undef Z
    for (unsigned i = 16; i < N16; i++) memcpy(p + 16 * i, &z, 16);
    memset(p + 16 * N16, 0, sizeof(insn) - 16 * N16);
}

bool insn_peek(const uint8_t *code, size_t avail, unsigned *len, uint64_t *bits)
{
    if (avail < 2) return false;
    *len = insn_length((uint16_t)read_le(code, 2));
    if (avail < *len) return false;
    *bits = read_le(code, *len);
    return true;
}

/* Fills out for form f from bits (the fast rows when ready). */
static void fill_fields(unsigned f, uint64_t bits, insn *out, bool ready)
{
    out->form = (uint16_t)f;
    if (ready) {
        const fast_piece *q = &form_pieces[form_first[f]];
        for (unsigned i = 0; i < form_count[f]; i++, q++) out->f[q->field] = piece_value(q->lsb, q->width, q->n, bits);
        out->present = form_present[f];
    } else {
        for (unsigned i = 0; i < pto_nfield_rows; i++)
            if (pto_field_rows[i].form == f) extract(&pto_field_rows[i], bits, out);
    }
}

/* The scalar forms of the catalog, in the model's order. */
static decode_result decode_scalar(uint64_t bits, unsigned len, insn *out, const char **why, bool ready)
{
    unsigned cls = len_class(len);
    const uint16_t *list = NULL;
    unsigned n = NSCODES;
    if (ready && sc_ready) {
        unsigned key = scalar_key(cls, bits);
        list = &sc_list[sc_first[cls][key]];
        n = (unsigned)(sc_first[cls][key + 1] - sc_first[cls][key]);
    }
    for (unsigned c = 0; c < n; c++) {
        const scode *sc = &scodes[list ? list[c] : c];
        if (sc->length_bits != len * 8 || (bits & sc->mask) != sc->match) continue;
        if (sc->form == F_COUNT) {
            *why = sc->mnemonic;
            return DEC_UNIMPL;
        }
        fill_fields(sc->form, bits, out, ready);
        *why = constraint_violation(out, ready);
        return *why ? DEC_ILLEGAL : DEC_OK;
    }
    *why = "no command or scalar form of the specification has this encoding";
    return DEC_UNKNOWN;
}

decode_result insn_decode(const uint8_t *code, size_t avail, insn *out, const char **why)
{
    *why = NULL;
    clear_insn(out);
    if (avail < 2) {
        *why = "the code ends inside an instruction";
        return DEC_TRUNCATED;
    }
    unsigned len = insn_length((uint16_t)read_le(code, 2));
    if (avail < len) {
        *why = "the code ends inside an instruction";
        return DEC_TRUNCATED;
    }
    uint64_t bits = read_le(code, len);
    out->length = (uint8_t)len;
    out->bits = bits;
    bool ready = form_rows_ready();
    const uint8_t *cand = NULL;
    unsigned ncand = F_CMD_COUNT;
    if (ready && len == 4 && bucket_n[key32((uint32_t)bits)] != BUCKET_SCAN) {
        cand = bucket_form[key32((uint32_t)bits)];
        ncand = bucket_n[key32((uint32_t)bits)];
    }
    for (unsigned c = 0; c < ncand; c++) {
        unsigned f = cand ? cand[c] : c;
        const form_info *fi = &pto_forms[f];
        if (fi->length_bits != len * 8) continue;
        if (((uint32_t)bits & fi->mask) != fi->match) continue;
        if (f == F_L_BSTOP && (bits >> 32) != 1u) continue;
        fill_fields(f, bits, out, ready);
        *why = constraint_violation(out, ready);
        return *why ? DEC_ILLEGAL : DEC_OK;
    }
    /* A command form of the catalog that isa/forms.def does not hold. */
    for (unsigned c = 0; c < NCCODES; c++) {
        const scode *cc = &ccodes[c];
        if (cc->length_bits == len * 8 && (bits & cc->mask) == cc->match) {
            *why = cc->mnemonic;
            return DEC_UNIMPL;
        }
    }
    if (len == 8) {
        *why = "no command form has this 64-bit encoding";
        return DEC_UNKNOWN;
    }
    return decode_scalar(bits, len, out, why, ready);
}

/* Reads only the fields of in->form (through the per-form piece lists once
 * they are built), so a caller may reuse one insn for several forms. */
unsigned insn_encode(const insn *in, uint64_t *bits)
{
    if (in->form >= F_COUNT) return 0;
    const form_info *fi = &pto_forms[in->form];
    uint64_t w = fi->match;
    if (form_rows_ready()) {
        const fast_piece *q = &form_pieces[form_first[in->form]], *e = q + form_count[in->form];
        for (; q < e; q++) {
            uint32_t v = in->f[q->field];
            unsigned total = (unsigned)q->width[0] + q->width[1] + q->width[2];
            if (total < 32 && (uint64_t)v >> total) return 0;
            w |= ((uint64_t)v & dt_mask(q->width[0])) << q->lsb[0];
            if (q->n > 1) w |= ((uint64_t)(v >> q->width[0]) & dt_mask(q->width[1])) << q->lsb[1];
            if (q->n > 2) w |= ((uint64_t)(v >> (q->width[0] + q->width[1])) & dt_mask(q->width[2])) << q->lsb[2];
        }
    } else {
        for (unsigned i = 0; i < pto_nfield_rows; i++) {
            const field_row *p = &pto_field_rows[i];
            if (p->form != in->form) continue;
            uint32_t v = in->f[p->field];
            unsigned at = 0, total = field_row_width(p);
            if (total < 32 && (uint64_t)v >> total) return 0;
            for (unsigned k = 0; k < 3 && p->width[k]; k++) {
                w |= ((uint64_t)(v >> at) & dt_mask(p->width[k])) << p->lsb[k];
                at += p->width[k];
            }
        }
    }
    if (in->form == F_L_BSTOP) w |= (uint64_t)1 << 32;
    /* A field value may not disturb the fixed bits of the form. */
    uint64_t fixed = form_is_scalar(in->form) ? w : (uint32_t)w;
    if ((fixed & fi->mask) != fi->match) return 0;
    *bits = w;
    return fi->length_bits / 8u;
}
