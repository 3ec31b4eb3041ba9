/* ptosim programs: program text (bundle assembly, raw .word/.half/.dword,
 * and the simulator-control directives .profile .pe .gpr .tile .fill
 * .release of decisions D2) or raw binary words, and running one on a
 * machine.  The text format is the README's "Program text".
 *
 * Errors are values: PTO_OK, or a status with the line, column and message
 * in a pto_program_error.  Nothing here prints or aborts.
 */
#ifndef PTOSIM_PUBLIC_PROGRAM_H
#define PTOSIM_PUBLIC_PROGRAM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ptosim/codec.h"
#include "ptosim/ptosim.h"

#ifdef __cplusplus
extern "C" {
#endif
#if defined(__GNUC__)
#pragma GCC visibility push(default)
#endif

typedef struct pto_program pto_program;

typedef struct pto_program_error {
    uint32_t line, column;  /* 1-based; 0 when not tied to text */
    char message[256];
} pto_program_error;

/* Parses program text into a new program (*out; free with
 * pto_program_free).  PTO_ERR_ARG: the text is not a program (err says
 * where and why); PTO_ERR_NOMEM.  On error *out is NULL. */
pto_status pto_program_parse(const char *text, size_t len, pto_program **out, pto_program_error *err);
/* A program of raw little-endian instruction words (the bytes are copied).
 * PTO_ERR_ARG for an odd byte count. */
pto_status pto_program_from_binary(const uint8_t *bytes, size_t len, pto_program **out, pto_program_error *err);
/* The same without a copy: the program takes ownership of bytes, which must
 * come from malloc (freed with free, also on failure). */
pto_status pto_program_adopt_binary(uint8_t *bytes, size_t len, pto_program **out, pto_program_error *err);
void pto_program_free(pto_program *p);

/* The code bytes (byte 0 at PC 0) and their number. */
const uint8_t *pto_program_code(const pto_program *p, size_t *len);
/* True if the text had directives (state a binary cannot hold). */
bool pto_program_has_directives(const pto_program *p);
/* Source line of the instruction at a code offset, 0 if none. */
uint32_t pto_program_line_of(const pto_program *p, uint64_t offset);

/* Called after every executed instruction: pc where it started, the
 * instruction (NULL if the word does not decode), the status of its step,
 * and before with bit i set for each Local tile i allocated just before. */
typedef void (*pto_trace_fn)(void *ctx, const pto_machine *m, uint64_t pc, const pto_insn *in, pto_status s,
                             uint64_t before);

typedef struct pto_run_result {
    pto_status status;     /* PTO_END (ran to the end), PTO_FAULT, or an error */
    uint32_t error_line;   /* for errors: the source line, 0 if none */
    char message[320];     /* for errors */
    uint64_t steps;        /* instructions executed */
} pto_run_result;

/* Runs the program on m from TPC 0 until its end, the first fault or an
 * error; each directive is applied when TPC first reaches its offset.
 * trace may be NULL. */
void pto_program_run(pto_machine *m, const pto_program *p, pto_trace_fn trace, void *ctx, pto_run_result *res);

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif
#ifdef __cplusplus
}
#endif
#endif
