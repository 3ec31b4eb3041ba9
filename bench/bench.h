/* Shared by the benchmark's units. */
#ifndef PTOSIM_BENCH_H
#define PTOSIM_BENCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef void (*work_fn)(void *ctx);
/* Runs f in batches; ns per unit as min and median (bench.c). */
void measure(work_fn f, void *ctx, double units, double *mn, double *med);
void json_num(double v);

/* The memory rows (memory.c): TLOAD and TSTORE against memcpy of the same
 * bytes, MGATHER and MSCATTER against a plain indexed loop.  Each row is
 * checked bit for bit before it is timed. */
typedef struct mem_row {
    const char *op;          /* "TLOAD", "TSTORE", "MGATHER", "MSCATTER" */
    uint32_t bytes;          /* tile bytes */
    bool strided;            /* row stride twice the row */
    double pto_min, pto_med, ref_med; /* ns per tile (TLOAD/TSTORE) or per element (gather/scatter) */
    bool failed, mismatch;
} mem_row;
size_t bench_memory(mem_row *rows, size_t cap, bool quick, const char *only_op);
void print_memory_text(const mem_row *rows, size_t n);
void print_memory_json(const mem_row *rows, size_t n);

/* The program rows (programs.c): whole programs fetched from global memory. */
typedef struct prog_row {
    const char *what;
    unsigned iters;
    double units;            /* instructions or bytes moved a run */
    double ns_min, ns_med;   /* per unit */
    double rate, ref_rate;   /* instructions/s; or GB/s, and memcpy's GB/s */
    bool failed;
} prog_row;
void bench_scalar_loop(prog_row *row, bool quick);
void bench_vadd_loops(prog_row rows[2], bool quick);
void print_programs_text(const prog_row *scalar, const prog_row *vadd, size_t nvadd);
void print_programs_json(const prog_row *scalar, const prog_row *vadd, size_t nvadd);
/* The reduction rows (reduce.c): TROWSUM and TROWMAX FP32 on a 64 KiB tile
 * against a plain C loop folding each row in the same order, checked bit
 * for bit before timing. */
typedef struct red_row {
    const char *op;          /* "TROWSUM", "TROWMAX" */
    uint32_t rows;           /* 256 (x 64 columns) or 16 (x 1024) */
    double pto_min, pto_med, ref_med; /* ns per element */
    bool failed, mismatch;
} red_row;
size_t bench_reduce(red_row *rows, size_t cap, bool quick, const char *only_op);
void print_reduce_text(const red_row *rows, size_t n);
void print_reduce_json(const red_row *rows, size_t n);

/* The plain loops (plain.c): op 0 add, 1 mul, 2 max (tile-tile), 3 sub of
 * the scalar s; plain_has tells the types they cover. */
bool plain_has(unsigned dt);
const char *plain_level(void);
void plain_elem(unsigned dt, int op, const uint8_t *a, const uint8_t *b, uint64_t s, uint8_t *d, size_t n);
void plain_cmpgt(unsigned dt, const uint8_t *a, uint64_t s, uint8_t *d, size_t n);
void plain_fill(unsigned bits, uint64_t s, uint8_t *d, size_t n);

#endif
