/* Decoder and encoder of the TEPL-block command forms, both driven by
 * isa/forms.def.  Decoding is pure: it knows nothing of machine state. */
#include <string.h>

#include "core.h"

typedef struct field_piece {
    uint8_t form, field, lsb, width, lsb2, width2;
} field_piece;

static const field_piece fields[] = {
#define FIELD(id, name, lsb, w, lsb2, w2) {F_##id, FLD_##name, lsb, w, lsb2, w2},
#include "forms.def"
#undef FIELD
};
#define NFIELDS (sizeof fields / sizeof fields[0])

/* Decisions D9: the low 16 bits decide the length. */
unsigned insn_length(uint16_t low16)
{
    if ((low16 & 0xFu) == 0xEu) return 6;
    if ((low16 & 0xFu) == 0xFu) return 8;
    if ((low16 & 1u) == 0) return 2;
    return 4;
}

static uint64_t read_le(const uint8_t *p, unsigned n)
{
    uint64_t v = 0;
    for (unsigned i = 0; i < n; i++) v |= (uint64_t)p[i] << (8 * i);
    return v;
}

static bool one_of(unsigned v, const uint8_t *set, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (set[i] == v) return true;
    return false;
}

/* Catalog constraints of spec/catalog/command-forms.json; a violation is
 * Fault_IllegalInstruction at decode (spec-digest §3.1 step 3). */
static const char *constraint_violation(const insn *d)
{
    static const uint8_t bstart_dt[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
                                        16, 17, 18, 19, 20, 24, 25, 26, 27, 28};
    static const uint8_t datr_dt[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
                                      14, 16, 17, 18, 19, 20, 24, 25, 26, 27, 28, 31};
    static const uint8_t datr_layout[] = {0, 1, 3, 4, 6, 8, 9, 17, 18, 20, 21, 22, 23,
                                          24, 25, 26, 27, 28, 30};
    static const uint8_t fpatr_prequant[] = {0, 1, 2, 3, 4, 5, 12, 13, 16, 17, 18, 19, 20, 23,
                                             24, 25, 26, 27, 28, 32, 33, 34, 35, 36, 37, 38, 39};
    switch (d->form) {
    case F_BSTART_TEPL:
        if (!one_of(d->f[FLD_DataType], bstart_dt, sizeof bstart_dt))
            return "BSTART.TEPL DataType is a reserved code";
        break;
    case F_B_DATR:
        if (d->f[FLD_CMode] > 5) return "B.DATR CMode is reserved (6 or 7)";
        if (!one_of(d->f[FLD_DataType], datr_dt, sizeof datr_dt))
            return "B.DATR DataType is a reserved code";
        if (!one_of(d->f[FLD_Layout], datr_layout, sizeof datr_layout))
            return "B.DATR Layout is not an assigned layout";
        break;
    case F_B_FPATR:
        if (!one_of(d->f[FLD_PreQuant], fpatr_prequant, sizeof fpatr_prequant))
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
    case F_B_IOT_D:
    case F_B_IOT_SD:
    case F_B_IOT_SSD:
        if (d->f[FLD_SizeCode] < 1 || d->f[FLD_SizeCode] > 10)
            return "B.IOT destination SizeCode must be 1..10";
        break;
    default:
        break;
    }
    return NULL;
}

decode_result insn_decode(const uint8_t *code, size_t avail, insn *out, const char **why)
{
    *why = NULL;
    memset(out, 0, sizeof *out);
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
    for (unsigned f = 0; f < F_COUNT; f++) {
        const form_info *fi = &pto_forms[f];
        if (fi->length_bits != len * 8) continue;
        if (((uint32_t)bits & fi->mask) != fi->match) continue;
        if (f == F_L_BSTOP && (bits >> 32) != 1u) continue;
        out->form = (uint8_t)f;
        for (size_t i = 0; i < NFIELDS; i++) {
            const field_piece *p = &fields[i];
            if (p->form != f) continue;
            uint32_t v = (uint32_t)((bits >> p->lsb) & dt_mask(p->width));
            if (p->width2)
                v |= (uint32_t)((bits >> p->lsb2) & dt_mask(p->width2)) << p->width;
            out->f[p->field] = v;
            out->present |= (uint64_t)1 << p->field;
        }
        *why = constraint_violation(out);
        return *why ? DEC_ILLEGAL : DEC_OK;
    }
    *why = "not a command form of a TEPL block";
    return DEC_UNKNOWN;
}

unsigned insn_encode(const insn *in, uint64_t *bits)
{
    if (in->form >= F_COUNT) return 0;
    const form_info *fi = &pto_forms[in->form];
    uint64_t w = fi->match;
    for (size_t i = 0; i < NFIELDS; i++) {
        const field_piece *p = &fields[i];
        if (p->form != in->form) continue;
        uint32_t v = in->f[p->field];
        if ((uint64_t)v >> (p->width + p->width2)) return 0;
        w |= ((uint64_t)v & dt_mask(p->width)) << p->lsb;
        if (p->width2) w |= ((uint64_t)(v >> p->width) & dt_mask(p->width2)) << p->lsb2;
    }
    if (in->form == F_L_BSTOP) w |= (uint64_t)1 << 32;
    /* A field value may not disturb the fixed bits of the form. */
    if (((uint32_t)w & fi->mask) != fi->match) return 0;
    *bits = w;
    return fi->length_bits / 8u;
}
