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
#include "ptosim/image.h"
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

/* ---- global memory set-up of a program (decisions D15) -------------------
 * The text's .mem ADDR file=PATH images are read by pto_program_load_files
 * (a relative PATH from dir when dir is not NULL), before the run; the
 * command line adds images, dumps and a size the same way.  Errors are
 * PTO_ERR_ARG (or PTO_ERR_NOMEM) with a message in msg. */
pto_status pto_program_load_files(pto_program *p, const char *dir, pto_program_error *err);
/* A memory size: bytes (decimal or 0x hex) with an optional K, M or G
 * suffix (2^10, 2^20, 2^30), or, when preset is not NULL, a preset name
 * (pto-v0, default; *preset = a pto_mem_preset, or -1 for a size). */
pto_status pto_parse_size(const char *text, size_t len, uint64_t *bytes, int *preset, char *msg, size_t n);
/* The memory size (preset -1) or preset the run applies first, replacing
 * the text's .memsize. */
pto_status pto_program_set_memsize(pto_program *p, uint64_t bytes, int preset);
/* Reads a whole regular file of at most 1 GiB into *bytes (malloc'd). */
pto_status pto_read_file(const char *path, uint8_t **bytes, uint64_t *len, char *msg, size_t n);
/* Bytes written at addr when the run starts, after the program's own
 * set-up at offset 0 (takes ownership of the malloc'd bytes, also on
 * failure). */
pto_status pto_program_add_mem(pto_program *p, uint64_t addr, uint8_t *bytes, uint64_t len, char *msg, size_t n);
/* A range reported after the run: printed (file NULL) or written raw to
 * file (the path is copied). */
pto_status pto_program_add_dump(pto_program *p, uint64_t addr, uint64_t len, const char *file, char *msg, size_t n);
/* The program's dumps (.dump and added ones), in order. */
size_t pto_program_dump_count(const pto_program *p);
bool pto_program_dump_at(const pto_program *p, size_t i, uint64_t *addr, uint64_t *len, const char **file);

/* Called after every executed instruction: pc where it started, the
 * instruction (NULL if the word does not decode), the status of its step,
 * and before with bit i set for each Local tile i allocated just before. */
typedef void (*pto_trace_fn)(void *ctx, const pto_machine *m, uint64_t pc, const pto_insn *in, pto_status s,
                             uint64_t before);

typedef struct pto_run_result {
    pto_status status;     /* PTO_END (ran to the end), PTO_FAULT, PTO_OK (stopped after max_steps), or an error */
    uint32_t error_line;   /* for errors: the source line, 0 if none */
    uint32_t error_column; /* and the column, 0 if none */
    char message[320];     /* for errors */
    uint64_t steps;        /* instructions retired */
    uint64_t pc;           /* TPC where the run stopped */
    const char *stop;      /* why: "end", "ebreak", "fault", "max-steps" or "error" (static text) */
    bool gm;               /* the code ran from global memory */
    char warning[160];     /* a warning of the image loader (an ELF without identity note), else "" */
} pto_run_result;

/* Runs the program on m from TPC 0 until its end, the first fault or an
 * error; each directive is applied when TPC first reaches its offset.
 * trace may be NULL. */
void pto_program_run(pto_machine *m, const pto_program *p, pto_trace_fn trace, void *ctx, pto_run_result *res);

/* ---- programs that run from global memory (decisions D19) --------------------
 * Program text may place its code with .org (the first .org before any
 * instruction is the start, 0 without one) and name branch targets with
 * labels; an image is a raw file of instruction words or an ELF file
 * (include/ptosim/image.h).  pto_program_run_gm sets up memory as
 * pto_program_run does, loads the code into global memory (data set up by
 * .mem must not overlap it), starts at the entry and fetches from memory
 * until the end of the code (PTO_END), a fault (EBREAK: stop "ebreak"), an
 * error, or max_steps retired (0: no limit; PTO_OK, stop "max-steps"). */
/* A raw image (bytes copied) to load at load_addr. */
pto_status pto_program_from_raw(const uint8_t *bytes, size_t len, uint64_t load_addr, pto_program **out,
                                pto_program_error *err);
/* An ELF image (the program takes ownership of the malloc'd file, also on
 * failure); it is checked when the run loads it. */
pto_status pto_program_adopt_elf(uint8_t *file, size_t len, pto_program **out, pto_program_error *err);
/* A GPR value (pemask: bit 3 = PE0) set before the first instruction. */
pto_status pto_program_add_gpr(pto_program *p, unsigned pemask, unsigned reg, uint64_t value, char *msg, size_t n);
/* The address of the program text's first code byte (its .org, else 0),
 * and the number of its labels. */
uint64_t pto_program_base(const pto_program *p);
/* The tile naming the run sets first, replacing the text's .naming. */
pto_status pto_program_set_naming(pto_program *p, pto_naming n);
void pto_program_run_gm(pto_machine *m, const pto_program *p, uint64_t max_steps, pto_trace_fn trace, void *ctx,
                        pto_run_result *res);

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif
#ifdef __cplusplus
}
#endif
#endif
