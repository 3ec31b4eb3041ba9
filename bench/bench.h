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
/* Assembles one statement (the internal assembler) into code at offset at;
 * returns the offset after it.  Exits on a statement that does not assemble. */
size_t bench_put(uint8_t *code, size_t at, const char *stmt);

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
void print_red_rows_text(const red_row *rows, size_t n, const char *title);
void print_red_rows_json(const red_row *rows, size_t n, const char *key);
/* The matrix rows (matrix.c): TMATMUL FP16 and FP32 at the largest Local
 * shapes against a plain fmaf loop in the same order, checked bit for bit. */
typedef struct mat_row {
    const char *dtype;
    uint32_t m, n, k;
    double pto_min, pto_med, ref_min, ref_med; /* ns a bundle / a loop */
    double pto_gflops, ref_gflops;
    bool failed, mismatch;
} mat_row;
size_t bench_matrix(mat_row *rows, size_t cap, bool quick, const char *only_op);
void print_matrix_text(const mat_row *rows, size_t n);
void print_matrix_json(const mat_row *rows, size_t n);
/* The transpose rows (rearrange.c): TTRANS FP32 on a 64 KiB tile against a
 * plain C transpose loop, checked bit for bit before timing (red_row: rows
 * is the source's, 128 or 64). */
size_t bench_trans(red_row *rows, size_t cap, bool quick, const char *only_op);
void print_trans_text(const red_row *rows, size_t n);
void print_trans_json(const red_row *rows, size_t n);
/* The conversion rows (convert.c): TCVT FP32 -> FP16 and -> BF16 on a 64 KiB
 * tile against a plain C conversion loop (and F16C where the host has it),
 * checked bit for bit before timing. */
typedef struct cvt_row {
    const char *dst;         /* "FP16", "BF16" */
    double pto_min, pto_med, ref_med, f16c_med; /* ns per element; f16c_med 0: not measured */
    bool failed, mismatch;
} cvt_row;
size_t bench_convert(cvt_row *rows, size_t cap, bool quick, const char *only_op);
void print_convert_text(const cvt_row *rows, size_t n);
void print_convert_json(const cvt_row *rows, size_t n);

/* The plain loops (plain.c): op 0 add, 1 mul, 2 max (tile-tile), 3 sub of
 * the scalar s; plain_has tells the types they cover. */
bool plain_has(unsigned dt);
const char *plain_level(void);
void plain_elem(unsigned dt, int op, const uint8_t *a, const uint8_t *b, uint64_t s, uint8_t *d, size_t n);
void plain_cmpgt(unsigned dt, const uint8_t *a, uint64_t s, uint8_t *d, size_t n);
void plain_fill(unsigned bits, uint64_t s, uint8_t *d, size_t n);

#endif
