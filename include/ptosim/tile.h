/* ptosim at the Tile Lib level: tile handles and calls named after the
 * instructions.  Each call builds the bundle the instruction stands for and
 * runs it on the machine through the same path as any program, so
 * legality, padding, definedness, flags and faults are the specification's.
 *
 * A destination handle describes the tile to produce (type, shape, valid
 * shape, pad); the ISA always allocates a fresh Local tile for it (lowest
 * free slot of the hand), and the call fills in handle->index.  A source
 * handle must name an allocated tile.  Tiles created here run on PE0 only
 * (PE mask 1000) unless handle->mask says otherwise.  A scalar operand is
 * written to GPR a0 of each participating PE before its bundle.  After a
 * call returns PTO_FAULT the machine is as the ISA leaves it (fault record
 * set, block open); pto_recover() discards the block and clears the fault.
 */
#ifndef PTOSIM_TILE_H
#define PTOSIM_TILE_H

#include <stdint.h>

#include "ptosim/ptosim.h"

#ifdef __cplusplus
extern "C" {
#endif
#if defined(__GNUC__)
#pragma GCC visibility push(default)
#endif

/* Pad values as the Tile Lib names them. */
typedef enum pto_pad { PTO_PAD_NULL = 0, PTO_PAD_ZERO, PTO_PAD_MAX, PTO_PAD_MIN } pto_pad;

/* Compare modes in the Tile Lib / PTO-AS numbering (decisions D13); they are
 * converted to the B.DATR CMode numbering in one table. */
typedef enum pto_cmp { PTO_CMP_EQ = 0, PTO_CMP_NE, PTO_CMP_LT, PTO_CMP_LE, PTO_CMP_GT, PTO_CMP_GE } pto_cmp;

typedef struct pto_tile {
    int index;             /* Local tile index 0..63; -1 before the tile exists */
    unsigned dtype;        /* DataType code (pto_dtype_code("FP32")) */
    uint32_t rows, cols;   /* physical shape; cols a power of two */
    uint32_t valid_rows, valid_cols;
    pto_pad pad;           /* padding of a destination */
    unsigned mask;         /* PE mask (bit 3 = PE0); 0 means 1000 */
    unsigned hand;         /* destination hand 0 T, 1 U, 2 M, 3 N */
} pto_tile;

/* A handle for a rows x cols tile of dtype, fully valid, pad Null, PE0. */
pto_tile pto_tile_make(unsigned dtype, uint32_t rows, uint32_t cols);

/* Result of a call: PTO_OK, PTO_FAULT (fault filled in), or an API error. */
typedef struct pto_result {
    pto_status status;
    pto_fault_info fault;
} pto_result;

/* Simulator control: creates the tile of a source handle and writes its
 * valid region from values (row-major, raw encodings). */
pto_result pto_tile_create(pto_machine *m, pto_tile *t, const uint64_t *values);
/* Reads the valid region (row-major raw encodings) of PE0 (or the first PE
 * of the mask); undefined elements are reported through *all_defined. */
pto_status pto_tile_get(const pto_machine *m, const pto_tile *t, uint64_t *values, int *all_defined);

pto_result pto_tadd(pto_machine *m, pto_tile *dst, const pto_tile *a, const pto_tile *b);
pto_result pto_tsub(pto_machine *m, pto_tile *dst, const pto_tile *a, const pto_tile *b);
pto_result pto_tmul(pto_machine *m, pto_tile *dst, const pto_tile *a, const pto_tile *b);
pto_result pto_tmax(pto_machine *m, pto_tile *dst, const pto_tile *a, const pto_tile *b);
pto_result pto_tmin(pto_machine *m, pto_tile *dst, const pto_tile *a, const pto_tile *b);

/* Scalar operand: raw encoding in the low W bits (the typed helpers below
 * convert host values exactly). */
pto_result pto_tsubs_raw(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar);
pto_result pto_tadds_raw(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar);
pto_result pto_tmuls_raw(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar);
pto_result pto_texpands_raw(pto_machine *m, pto_tile *dst, uint64_t scalar);
pto_result pto_tcmps_raw(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar, pto_cmp mode);

/* Typed scalars: float (FP32 tiles), double (FP64), int32_t (integer tiles,
 * must fit the element type). */
pto_result pto_tsubs(pto_machine *m, pto_tile *dst, const pto_tile *src, float scalar);
pto_result pto_tsubs_f64(pto_machine *m, pto_tile *dst, const pto_tile *src, double scalar);
pto_result pto_tsubs_i32(pto_machine *m, pto_tile *dst, const pto_tile *src, int32_t scalar);
pto_result pto_tadds(pto_machine *m, pto_tile *dst, const pto_tile *src, float scalar);
pto_result pto_texpands(pto_machine *m, pto_tile *dst, float scalar);
pto_result pto_texpands_i32(pto_machine *m, pto_tile *dst, int32_t scalar);
pto_result pto_tcmps(pto_machine *m, pto_tile *dst, const pto_tile *src, float scalar, pto_cmp mode);
pto_result pto_tcmps_i32(pto_machine *m, pto_tile *dst, const pto_tile *src, int32_t scalar, pto_cmp mode);

/* B.DATR CMode (spec numbering EQ0 NE1 LT2 GT3 LE4 GE5) of a Tile Lib mode. */
unsigned pto_cmp_to_cmode(pto_cmp mode);
/* B.DATR PadValue (Zero 0, Max 1, Min 2, Null 3) of a Tile Lib pad. */
unsigned pto_pad_to_datr(pto_pad pad);

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif
#ifdef __cplusplus
}
#endif
#endif
