/* Program text: bundle assembly, raw words, and the simulator-control
 * directives that set up state before and between bundles (decisions D2). */
#ifndef PTOSIM_PROGRAM_H
#define PTOSIM_PROGRAM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core.h"
#include "ptosim/program.h"

enum act_kind { ACT_PROFILE, ACT_PE, ACT_GPR, ACT_TILE, ACT_FILL, ACT_RELEASE, ACT_MEM, ACT_MEM_FILE, ACT_ACR, ACT_FMAP };
/* What a program's code is: assembled text, a raw image, an ELF file. */
enum prog_image { PROG_TEXT = 0, PROG_RAW, PROG_ELF };

typedef struct prog_action {
    uint8_t kind;          /* enum act_kind */
    uint32_t line;
    uint64_t offset;       /* applied when TPC first reaches this address */
    bool at_start;         /* applied before the first instruction (command-line set-up) */
    unsigned tile;         /* ACT_TILE, ACT_FILL, ACT_RELEASE */
    unsigned pemask;       /* ACT_GPR, ACT_FILL: PEs (bit 3 = PE0) */
    unsigned value_u;      /* ACT_PROFILE profile, ACT_PE pe, ACT_GPR register, ACT_ACR ring */
    uint64_t value;        /* ACT_GPR */
    pto_tile_desc desc;    /* ACT_TILE */
    pto_fmap fmap;         /* ACT_FMAP */
    char **tokens;         /* ACT_FILL: literals, converted at run time */
    uint32_t ntokens;
    uint32_t column;       /* ACT_MEM_FILE: column of the path */
    uint64_t addr;         /* ACT_MEM, ACT_MEM_FILE: GM address */
    uint8_t *bytes;        /* ACT_MEM: the bytes; ACT_MEM_FILE: set by prog_load_files */
    uint64_t nbytes;
    bool half_last;        /* ACT_MEM of a 4-bit type, odd count: only the low nibble of the last byte */
    char *path;            /* ACT_MEM_FILE: the path as written */
    uint64_t want;         /* ACT_MEM_FILE: len= bytes, or PROG_WHOLE_FILE */
    uint32_t *columns;     /* ACT_FILL: the column of each literal */
} prog_action;

#define PROG_WHOLE_FILE UINT64_MAX
/* Largest memory image one .mem file= or --mem reads. */
#define PROG_MEM_FILE_MAX ((uint64_t)1 << 30)
/* The largest gap a .org may leave in program text. */
#define PROG_ORG_GAP_MAX ((uint64_t)16 << 20)
/* Largest total of the dumps a report prints (dumps to a file: each up to
 * PROG_MEM_FILE_MAX). */
#define PROG_DUMP_PRINT_MAX ((uint64_t)1 << 20)

/* A memory range reported after the run (.dump, --dump). */
typedef struct prog_dump {
    uint64_t addr, len;
    uint32_t line;         /* 0: from the command line */
    char *file;            /* NULL: printed in the report; else the raw bytes go to this file (owned) */
} prog_dump;

typedef struct prog_line {
    uint64_t offset;
    uint32_t line;
} prog_line;

typedef struct prog_label {
    char *name;
    uint64_t addr;
    uint32_t line;
} prog_label;

typedef struct pto_program {
    uint8_t *code;         /* the code bytes; code[0] is at address base */
    size_t len, cap;
    uint64_t base;         /* a .org before the first instruction, else 0 */
    bool org_seen;
    int naming;            /* a .naming (a pto_naming), -1 when none */
    uint32_t naming_line;
    uint8_t image;         /* enum prog_image */
    uint64_t load_addr;    /* PROG_RAW: the load address */
    uint8_t *file;         /* PROG_ELF: the file (owned) */
    size_t file_len;
    prog_label *labels;
    size_t nlabels, caplabels;
    uint32_t *label_index; /* open addressing over labels: entry i + 1, 0 empty */
    size_t label_slots;    /* a power of two, at least twice nlabels */
    uint8_t pass;          /* while parsing: 1 sizes the code and finds the labels, 2 emits */
    bool forward_ref;      /* pass 1 met a label not yet defined */
    prog_action *acts;
    size_t nacts, capacts;
    prog_line *lines;      /* one per instruction-word statement, by offset */
    size_t nlines, caplines;
    bool has_directives;
    prog_dump *dumps;      /* in order */
    size_t ndumps, capdumps;
    bool has_memsize;      /* .memsize (or --memsize): applied before the run */
    int mem_preset;        /* -1: memsize bytes; else a pto_mem_preset */
    uint64_t memsize;
    uint32_t memsize_line;
} pto_program;

typedef pto_program_error prog_error; /* line, column, message */

/* Parses program text.  Returns 0, or -1 with *err (line, column, message). */
int prog_parse(const char *text, size_t len, pto_program *p, prog_error *err);
/* A program from raw little-endian words (a .bin file); takes ownership of
 * the malloc'd bytes, also on failure. */
int prog_from_binary(uint8_t *bytes, size_t len, pto_program *p, prog_error *err);
void prog_free(pto_program *p);
/* Reads the files of the program's `.mem ADDR file=PATH` directives (a
 * relative PATH is taken from dir when dir is not NULL, else as given).
 * Returns 0, or -1 with *err located at the directive (nothing is run
 * before this; without it prog_run reports those directives as errors). */
int prog_load_files(pto_program *p, const char *dir, prog_error *err);
/* Reads a regular file of at most PROG_MEM_FILE_MAX bytes (want: exactly
 * that many from its start, or PROG_WHOLE_FILE) into *bytes (malloc'd).
 * Returns 0, or -1 with a message. */
int prog_read_file(const char *path, uint64_t want, uint8_t **bytes, uint64_t *len, char *msg, size_t n);
/* A memory size: bytes (decimal or 0x hex) with an optional K, M or G
 * suffix (2^10, 2^20, 2^30), or a preset name (pto-v0, default) when
 * preset is not NULL (*preset = -1 for a size).  Returns 0, or -1 with a
 * message.  The value is not range-checked here. */
int prog_parse_size(const char *t, size_t n, uint64_t *v, int *preset, char *msg, size_t msglen);
/* Command-line additions (line 0): bytes written at addr when the run
 * starts, after the program's own set-up at offset 0 (takes ownership of
 * the malloc'd bytes, also on failure); a range to report after the run
 * (file NULL: printed; else the path is copied).  -1 with a message on a
 * bad range or host memory exhaustion. */
int prog_add_mem(pto_program *p, uint64_t addr, uint8_t *bytes, uint64_t len, char *msg, size_t n);
int prog_add_dump(pto_program *p, uint64_t addr, uint64_t len, const char *file, char *msg, size_t n);
/* Source line of the instruction at offset, 0 if unknown. */
uint32_t prog_line_of(const pto_program *p, uint64_t offset);

/* Called after every executed instruction (for --trace); alloc_before has
 * bit i set for each Local tile i allocated just before the instruction. */
typedef void (*prog_trace_fn)(void *ctx, const pto_machine *m, uint64_t pc, const insn *in, pto_status s,
                              uint64_t alloc_before);

typedef pto_run_result prog_result; /* status, error_line, error_column, message, steps */

/* Runs the program on m from TPC 0 until its end, the first fault, or an
 * error; directives are applied when TPC first reaches their offset.  A
 * .memsize is applied first, then every .mem and .dump range is checked
 * against the memory size (an error before anything runs).  The code is a
 * host buffer (pto_step): a program with a .org or an image runs with
 * prog_run_gm only. */
void prog_run(pto_machine *m, const pto_program *p, prog_trace_fn trace, void *ctx, prog_result *res);
/* Runs the program from global memory (decisions D19): the memory set up
 * as prog_run does, the code loaded (text at its addresses, a raw image at
 * its load address, an ELF image's segments), TPC at the entry, then
 * instructions fetched from memory until the end of the code, EBREAK, a
 * fault, an error, or max_steps retired (0: no limit).  Directives apply
 * when TPC first reaches their address (command-line set-up first). */
void prog_run_gm(pto_machine *m, const pto_program *p, uint64_t max_steps, prog_trace_fn trace, void *ctx,
                 prog_result *res);
/* A program holding an image: raw (bytes at load_addr) or ELF (the file).
 * Takes ownership of bytes (malloc'd), also on failure. */
int prog_from_image(uint8_t *bytes, size_t len, bool elf, uint64_t load_addr, pto_program *p, prog_error *err);
/* A command-line GPR value (applied before the first instruction). */
int prog_add_gpr(pto_program *p, unsigned pemask, unsigned reg, uint64_t value, char *msg, size_t n);

/* Converts one literal to the raw encoding of DataType dt (or a predicate
 * bit when dt is the predicate placeholder and pred is true). */
int literal_to_bits(const char *tok, unsigned dt, bool pred, uint64_t *out, char *err, size_t errlen);
/* GPR name (zero, sp, a0..a7, ra, s0..s8, x0..x3) or number 0..23; -1 if none. */
int gpr_by_name(const char *name, size_t len);

#endif
