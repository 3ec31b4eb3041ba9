/* ptosim codec: one instruction (a command of a block or a scalar
 * instruction) between bytes, fields and text, with no machine.
 *
 *   pto_decode   bytes -> pto_insn (length, form, mnemonic, fields)
 *   pto_encode   pto_insn (form and field values) -> bytes
 *   pto_disasm   pto_insn -> text in the canonical spelling
 *   pto_asm      one statement of text -> pto_insn (bytes and fields)
 *
 * Every form and field comes from the command-form table (isa/forms.def)
 * and the scalar-form table (isa/scalar_forms.def, generated from the
 * specification's catalog): the form table below lists them, so a form
 * added there is decoded, encoded and described here with no change to this
 * interface.  Field names
 * are the table's (e.g. "DataType", "SrcTile0", "PEMode"), matched without
 * regard to case.
 *
 * Errors are values: each call returns a pto_codec_err and, when err is not
 * NULL, fills *err with the code, a message and (for pto_asm) the 1-based
 * column where the problem starts.  Nothing here prints, aborts or keeps
 * state; every call may run concurrently with any other.
 */
#ifndef PTOSIM_CODEC_H
#define PTOSIM_CODEC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif
#if defined(__GNUC__)
#pragma GCC visibility push(default)
#endif

typedef enum pto_codec_err {
    PTO_CODEC_OK = 0,
    PTO_CODEC_TRUNCATED, /* the bytes end inside the instruction */
    PTO_CODEC_UNKNOWN,   /* no form ptosim executes matches the word (the message names a
                            catalog form ptosim does not execute, or says none matches) */
    PTO_CODEC_ILLEGAL,   /* the word matches a form but breaks a catalog constraint
                            (an IllegalInstruction fault when executed) */
    PTO_CODEC_NO_FIELD,  /* the form has no field of that name */
    PTO_CODEC_RANGE,     /* a field value does not fit its width */
    PTO_CODEC_SYNTAX,    /* the text is not an instruction (see column) */
    PTO_CODEC_ARG        /* a NULL pointer, a form index out of range, a buffer too small */
} pto_codec_err;

/* "ok", "truncated", "unknown", "illegal", "no-field", "range", "syntax", "arg". */
const char *pto_codec_err_name(pto_codec_err e);

typedef struct pto_codec_error {
    pto_codec_err code;
    size_t column;       /* pto_asm: 1-based column in the text; 0 otherwise */
    char message[200];   /* e.g. "unknown data type 'FP33'; expected one of FP64, FP32, ..." */
} pto_codec_error;

/* ---- the form table -------------------------------------------------------- */
enum { PTO_INSN_MAX_FIELDS = 16, PTO_INSN_MAX_BYTES = 8, PTO_TEXT_MAX = 256 };

typedef struct pto_form_desc {
    const char *name;      /* the table's id, unique: "B_IOT_SSD", "ADDI", "HL_LIU" */
    const char *mnemonic;  /* "B.IOT" (several forms may share one) */
    unsigned length;       /* bytes: 2, 4, 6 or 8 */
    uint64_t mask, match;  /* of the first 32 bits (16-bit forms: the low half; 48-bit scalar forms: all 48) */
    unsigned nfields;
} pto_form_desc;

typedef struct pto_field_desc {
    const char *name;      /* "SrcTile0"; a scalar field has its catalog name ("uimm12") */
    unsigned width;        /* bits of the value (every piece) */
    unsigned lsb, piece_width;    /* value bits [piece_width-1:0] at instruction bit lsb */
    unsigned lsb2, piece2_width;  /* the next value bits at lsb2 (piece2_width 0: none) */
    unsigned lsb3, piece3_width;  /* then at lsb3 (piece3_width 0: none) */
    bool is_signed;               /* a signed scalar immediate */
} pto_field_desc;

unsigned pto_form_count(void);
pto_codec_err pto_form_describe(unsigned form, pto_form_desc *out);
/* Field k (0 .. nfields-1, in table order) of a form. */
pto_codec_err pto_form_field(unsigned form, unsigned k, pto_field_desc *out);
/* The form of a table id ("B_IOT_SSD", any case), or -1. */
int pto_form_by_name(const char *name);

/* ---- one instruction ----------------------------------------------------------- */
typedef struct pto_field {
    const char *name;
    uint32_t value;
} pto_field;

typedef struct pto_insn {
    int form;              /* index in the form table; -1 when no form matched */
    const char *form_name; /* the table id, NULL when no form matched */
    const char *mnemonic;  /* the form's mnemonic, NULL when no form matched */
    unsigned length;       /* bytes, by the low 16 bits (decisions D9): 2, 4, 6 or 8 */
    uint64_t word;         /* the instruction, little-endian (L.BSTOP: both words) */
    uint8_t bytes[PTO_INSN_MAX_BYTES]; /* the same, as bytes 0 .. length-1 */
    bool block_end;        /* a terminator (BSTOP, C.BSTOP, L.BSTOP): commits the block */
    unsigned nfields;
    pto_field fields[PTO_INSN_MAX_FIELDS]; /* in table order */
} pto_insn;

/* Decodes the instruction at code[0..len).  PTO_CODEC_OK fills every member.
 * PTO_CODEC_ILLEGAL fills them too (the word has a form) and names the
 * constraint in err.  PTO_CODEC_UNKNOWN sets form -1 with length, word and
 * bytes.  PTO_CODEC_TRUNCATED sets length (0 if fewer than 2 bytes). */
pto_codec_err pto_decode(const uint8_t *code, size_t len, pto_insn *out, pto_codec_error *err);

/* An instruction of the given form with every field 0 (not yet encoded:
 * length is the form's, word and bytes are 0). */
pto_codec_err pto_insn_init(pto_insn *in, unsigned form);
pto_codec_err pto_insn_set(pto_insn *in, const char *field, uint32_t value);
pto_codec_err pto_insn_get(const pto_insn *in, const char *field, uint32_t *value);

/* Encodes in->form with in->fields[k].value (k in table order) and sets
 * length, word and bytes.  PTO_CODEC_RANGE names a value that does not fit;
 * PTO_CODEC_ILLEGAL: the word was made (and set) but breaks a catalog
 * constraint or decodes as another form (overlapping encodings). */
pto_codec_err pto_encode(pto_insn *in, pto_codec_error *err);

/* The canonical text of an instruction (what pto_asm reads back to the same
 * bytes), NUL terminated, into buf of n bytes (PTO_TEXT_MAX always
 * suffices; PTO_CODEC_ARG if n is too small).  The instruction is encoded
 * from its fields first. */
pto_codec_err pto_disasm(const pto_insn *in, char *buf, size_t n, pto_codec_error *err);

/* Assembles one statement (no ';', no comment, no directive; blanks around
 * it allowed) in the canonical or the LLVM-MC spelling.  On
 * PTO_CODEC_SYNTAX err->column is where the problem starts. */
pto_codec_err pto_asm(const char *text, pto_insn *out, pto_codec_error *err);

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif
#ifdef __cplusplus
}
#endif
#endif
