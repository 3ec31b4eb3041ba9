/* The public codec (include/ptosim/codec.h) over the decoder and encoder
 * (src/isa/decode.c) and the assembler and disassembler (src/asm/asm.c).
 * Forms and fields are read from isa/forms.def, so every form of the table
 * is described, decoded and encoded here with no code of its own. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "api/api.h"
#include "asm/asm.h"

#define rows pto_field_rows
#define NROWS pto_nfield_rows

static const char *const form_ids[F_COUNT] = {
#define FORM(id, mnemonic, length_bits, mask, match) [F_##id] = #id,
#include "forms.def"
#undef FORM
#define SFORM(id, mn, len, mask, match, rule, syn) [F_S_##id] = #id,
#include "scalar_forms.def"
#undef SFORM
};

#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static pto_codec_err fail(pto_codec_error *err, pto_codec_err code, const char *fmt, ...)
{
    if (err) {
        err->code = code;
        err->column = 0;
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err->message, sizeof err->message, fmt, ap);
        va_end(ap);
    }
    return code;
}

static pto_codec_err ok(pto_codec_error *err)
{
    if (err) {
        err->code = PTO_CODEC_OK;
        err->column = 0;
        err->message[0] = 0;
    }
    return PTO_CODEC_OK;
}

/* Row k (table order) of the fields of form f, or NULL. */
static const field_row *row_of(unsigned f, unsigned k)
{
    for (unsigned i = 0; i < NROWS; i++)
        if (rows[i].form == f && k-- == 0) return &rows[i];
    return NULL;
}

static unsigned field_count(unsigned f)
{
    unsigned n = 0;
    for (unsigned i = 0; i < NROWS; i++) n += rows[i].form == f;
    return n;
}

static bool name_eq(const char *a, const char *b)
{
    for (; *a && *b; a++, b++)
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b)) return false;
    return *a == *b;
}

const char *pto_codec_err_name(pto_codec_err e)
{
    static const char *const names[] = {"ok", "truncated", "unknown", "illegal", "no-field", "range", "syntax", "arg"};
    return (unsigned)e < sizeof names / sizeof names[0] ? names[e] : "?";
}

unsigned pto_form_count(void) { return F_COUNT; }

pto_codec_err pto_form_describe(unsigned form, pto_form_desc *out)
{
    if (form >= F_COUNT || !out) return PTO_CODEC_ARG;
    const form_info *fi = &pto_forms[form];
    out->name = form_ids[form];
    out->mnemonic = fi->mnemonic;
    out->length = fi->length_bits / 8u;
    out->mask = fi->mask;
    out->match = fi->match;
    out->nfields = field_count(form);
    return PTO_CODEC_OK;
}

pto_codec_err pto_form_field(unsigned form, unsigned k, pto_field_desc *out)
{
    const field_row *r = form < F_COUNT ? row_of(form, k) : NULL;
    if (!r || !out) return PTO_CODEC_ARG;
    out->name = field_row_name(r);
    out->width = field_row_width(r);
    out->lsb = r->lsb[0];
    out->piece_width = r->width[0];
    out->lsb2 = r->lsb[1];
    out->piece2_width = r->width[1];
    out->lsb3 = r->lsb[2];
    out->piece3_width = r->width[2];
    out->is_signed = r->sgn == 1;
    return PTO_CODEC_OK;
}

int pto_form_by_name(const char *name)
{
    if (!name) return -1;
    for (unsigned f = 0; f < F_COUNT; f++)
        if (name_eq(form_ids[f], name)) return (int)f;
    return -1;
}

static void set_word(pto_insn *out, uint64_t word, unsigned length)
{
    out->word = word;
    out->length = length;
    memset(out->bytes, 0, sizeof out->bytes);
    for (unsigned i = 0; i < length && i < PTO_INSN_MAX_BYTES; i++) out->bytes[i] = (uint8_t)(word >> (8 * i));
}

/* Form, names and lengths of form f with every field 0. */
static void init_form(pto_insn *out, unsigned f)
{
    memset(out, 0, sizeof *out);
    out->form = (int)f;
    out->form_name = form_ids[f];
    out->mnemonic = pto_forms[f].mnemonic;
    out->length = pto_forms[f].length_bits / 8u;
    out->block_end = form_is_bstop(f);
    unsigned k = 0;
    for (unsigned i = 0; i < NROWS; i++) {
        if (rows[i].form != f) continue;
        if (k < PTO_INSN_MAX_FIELDS) out->fields[k].name = field_row_name(&rows[i]);
        k++;
    }
    out->nfields = k < PTO_INSN_MAX_FIELDS ? k : PTO_INSN_MAX_FIELDS;
}

void codec_from_insn(const insn *in, pto_insn *out)
{
    init_form(out, in->form);
    set_word(out, in->bits, in->length);
    unsigned k = 0;
    for (unsigned i = 0; i < NROWS && k < out->nfields; i++)
        if (rows[i].form == in->form) out->fields[k++].value = in->f[rows[i].field];
}

/* The internal view of a public instruction; checks form and fields. */
static pto_codec_err to_insn(const pto_insn *in, insn *out, pto_codec_error *err)
{
    if (!in) return fail(err, PTO_CODEC_ARG, "no instruction");
    if (in->form < 0 || (unsigned)in->form >= F_COUNT)
        return fail(err, in->form < 0 ? PTO_CODEC_UNKNOWN : PTO_CODEC_ARG, "the instruction has no form (%d)", in->form);
    unsigned f = (unsigned)in->form;
    if (in->nfields != field_count(f))
        return fail(err, PTO_CODEC_ARG, "%s has %u fields, the instruction %u", form_ids[f], field_count(f), in->nfields);
    memset(out, 0, sizeof *out);
    out->form = (uint16_t)f;
    out->length = (uint8_t)(pto_forms[f].length_bits / 8u);
    unsigned k = 0;
    for (unsigned i = 0; i < NROWS; i++) {
        const field_row *r = &rows[i];
        if (r->form != f) continue;
        uint32_t v = in->fields[k++].value;
        unsigned width = field_row_width(r);
        if (width < 32 && (uint64_t)v >> width)
            return fail(err, PTO_CODEC_RANGE, "%s: %s = %u does not fit %u bits", form_ids[f], field_row_name(r),
                        v, width);
        out->f[r->field] = v;
        out->present |= (uint64_t)1 << r->field;
    }
    return PTO_CODEC_OK;
}

pto_codec_err pto_decode(const uint8_t *code, size_t len, pto_insn *out, pto_codec_error *err)
{
    if (!out || (!code && len)) return fail(err, PTO_CODEC_ARG, "no bytes or no place for the instruction");
    insn d;
    const char *why = NULL;
    decode_result r = insn_decode(code, len, &d, &why);
    if (r == DEC_TRUNCATED) {
        memset(out, 0, sizeof *out);
        out->form = -1;
        if (len >= 2) out->length = insn_length((uint16_t)(code[0] | code[1] << 8));
        if (len < 2) return fail(err, PTO_CODEC_TRUNCATED, "%zu byte(s): an instruction needs at least 2", len);
        return fail(err, PTO_CODEC_TRUNCATED, "%zu byte(s): the instruction needs %u", len, out->length);
    }
    if (r == DEC_UNKNOWN) {
        memset(out, 0, sizeof *out);
        out->form = -1;
        set_word(out, d.bits, d.length);
        return fail(err, PTO_CODEC_UNKNOWN, "%s", why ? why : "not a command form of a TEPL block");
    }
    if (r == DEC_UNIMPL) { /* a catalog form ptosim does not execute: why is its mnemonic */
        memset(out, 0, sizeof *out);
        out->form = -1;
        set_word(out, d.bits, d.length);
        return fail(err, PTO_CODEC_UNKNOWN, "%s, which ptosim does not implement", why);
    }
    if (field_count(d.form) > PTO_INSN_MAX_FIELDS)
        return fail(err, PTO_CODEC_ARG, "%s has more than %d fields", form_ids[d.form], PTO_INSN_MAX_FIELDS);
    codec_from_insn(&d, out);
    if (r == DEC_ILLEGAL) return fail(err, PTO_CODEC_ILLEGAL, "%s", why ? why : "a catalog constraint fails");
    return ok(err);
}

pto_codec_err pto_insn_init(pto_insn *in, unsigned form)
{
    if (!in || form >= F_COUNT || field_count(form) > PTO_INSN_MAX_FIELDS) return PTO_CODEC_ARG;
    init_form(in, form);
    return PTO_CODEC_OK;
}

static pto_field *find_field(const pto_insn *in, const char *field)
{
    if (!in || !field || in->nfields > PTO_INSN_MAX_FIELDS) return NULL;
    for (unsigned k = 0; k < in->nfields; k++)
        if (in->fields[k].name && name_eq(in->fields[k].name, field)) return (pto_field *)&in->fields[k];
    return NULL;
}

pto_codec_err pto_insn_set(pto_insn *in, const char *field, uint32_t value)
{
    pto_field *f = find_field(in, field);
    if (!f) return in && field ? PTO_CODEC_NO_FIELD : PTO_CODEC_ARG;
    const field_row *r = in->form >= 0 ? row_of((unsigned)in->form, (unsigned)(f - in->fields)) : NULL;
    if (!r) return PTO_CODEC_ARG;
    if (field_row_width(r) < 32 && (uint64_t)value >> field_row_width(r)) return PTO_CODEC_RANGE;
    f->value = value;
    return PTO_CODEC_OK;
}

pto_codec_err pto_insn_get(const pto_insn *in, const char *field, uint32_t *value)
{
    const pto_field *f = find_field(in, field);
    if (!f) return in && field ? PTO_CODEC_NO_FIELD : PTO_CODEC_ARG;
    if (value) *value = f->value;
    return PTO_CODEC_OK;
}

pto_codec_err pto_encode(pto_insn *in, pto_codec_error *err)
{
    insn d;
    pto_codec_err e = to_insn(in, &d, err);
    if (e) return e;
    unsigned f = (unsigned)in->form;
    uint64_t bits = 0;
    unsigned len = insn_encode(&d, &bits);
    if (!len) return fail(err, PTO_CODEC_ILLEGAL, "%s: the field values disturb the fixed bits of the form", form_ids[f]);
    set_word(in, bits, len);
    in->form_name = form_ids[f];
    in->mnemonic = pto_forms[f].mnemonic;
    in->block_end = form_is_bstop(f);
    insn back;
    const char *why = NULL;
    decode_result r = insn_decode(in->bytes, len, &back, &why);
    if (r == DEC_OK && back.form == f) return ok(err);
    if (r == DEC_ILLEGAL && back.form == f) return fail(err, PTO_CODEC_ILLEGAL, "%s", why ? why : "a catalog constraint fails");
    return fail(err, PTO_CODEC_ILLEGAL, "%s: the word 0x%0*llx decodes as %s (the forms overlap)", form_ids[f], (int)len * 2,
                (unsigned long long)bits, r == DEC_UNKNOWN ? "no form" : form_ids[back.form]);
}

pto_codec_err pto_disasm(const pto_insn *in, char *buf, size_t n, pto_codec_error *err)
{
    if (!buf || !n) return fail(err, PTO_CODEC_ARG, "no text buffer");
    buf[0] = 0;
    insn d;
    pto_codec_err e = to_insn(in, &d, err);
    if (e) return e;
    uint64_t bits = 0;
    unsigned len = insn_encode(&d, &bits);
    if (!len) return fail(err, PTO_CODEC_ILLEGAL, "%s: the field values disturb the fixed bits of the form", form_ids[d.form]);
    d.bits = bits;
    d.length = (uint8_t)len;
    char text[PTO_TEXT_MAX];
    size_t w = disasm_insn(&d, text, sizeof text);
    if (w + 1 > n) {
        memcpy(buf, text, n - 1);
        buf[n - 1] = 0;
        return fail(err, PTO_CODEC_ARG, "the text needs %zu bytes, the buffer has %zu", w + 1, n);
    }
    memcpy(buf, text, w + 1);
    return ok(err);
}

pto_codec_err pto_asm(const char *text, pto_insn *out, pto_codec_error *err)
{
    if (!text || !out) return fail(err, PTO_CODEC_ARG, "no text or no place for the instruction");
    insn d;
    asm_error ae;
    if (asm_insn(text, &d, &ae)) {
        if (err) {
            err->code = PTO_CODEC_SYNTAX;
            err->column = ae.column;
            snprintf(err->message, sizeof err->message, "%s", ae.message);
        }
        return PTO_CODEC_SYNTAX;
    }
    codec_from_insn(&d, out);
    return ok(err);
}
