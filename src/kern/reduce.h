/* Reduction and broadcast kernels (src/kern/reduce.c, src/kern/expdif.c).
 * Like every kernel they know nothing of bundles: shapes, byte spans and
 * the element rule in; results and flags out.  Not a public interface. */
#ifndef PTOSIM_KERN_REDUCE_H
#define PTOSIM_KERN_REDUCE_H

#include <stdbool.h>
#include <stdint.h>

#include "core.h"
#include "kern/fast.h"

/* ExecuteTileReduction on one PE's payload (reduction.asl).  For each
 * output (each valid row of a row reduction, each valid column of a column
 * reduction) a sequential left fold along the reduced axis in increasing
 * index: SUM from the all-zero encoding and PROD from the type's one over
 * every element, MIN/MAX/ARG from element 0 over elements 1..; each step is
 * the binary element rule of eop (TileProfileBinaryWithFlags) with the
 * accumulator on the left.  An ARG step moves the index to the element when
 * the step's result equals the element and differs from the accumulator;
 * the output is then the index, as a U32. */
typedef struct kern_red {
    unsigned dt;             /* the source type */
    unsigned eop;            /* E_ADD (SUM), E_MUL (PROD), E_MAX, E_MIN (also ARGMAX, ARGMIN) */
    bool arg;                /* ARGMAX/ARGMIN */
    bool column;             /* TCOL*: fold down each column; else TROW*: along each row */
    pto_profile profile;
    uint32_t cols, vrows, vcols; /* the source: Col and the valid rectangle (both > 0) */
    const uint8_t *src;
    uint8_t *dst;            /* output i at element i */
    fast_fenv *fenv;         /* the bundle's host float environment, or NULL */
    bool exact;              /* the element rule only, no fast kernel (tests) */
    unsigned flags;          /* out: OR of the step flags */
} kern_red;
void kern_reduce(kern_red *k);

/* ExecuteTileExpand on one PE's payload (expansion.asl): for each element
 * (r, c) of the vrows x vcols valid region, dst = op(src(r, c), b) with b
 * the broadcast element of row r (row forms) or of column c (column forms);
 * COPY writes b.  op is the binary element rule of eop with the source on
 * the left, or EXPDIF. */
typedef struct kern_bcast {
    unsigned sdt, ddt;       /* source and destination types (they differ only for a mixed EXPDIF) */
    unsigned eop;            /* E_ADD .. E_MIN; ignored for COPY and EXPDIF */
    bool copy, expdif, column;
    pto_profile profile;
    uint32_t cols, vrows, vcols; /* the destination's (and source's) Col and valid rectangle */
    const uint8_t *src;      /* NULL for COPY */
    const uint8_t *bc;       /* broadcast element i at element i (its Col is 1 for the row forms) */
    uint8_t *dst;
    fast_fenv *fenv;
    bool exact;              /* the element rule only, no fast kernel (tests) */
    unsigned flags;          /* out */
} kern_bcast;
void kern_broadcast(kern_bcast *k);

/* The EXPDIF element rule (TileExpandValueWithTypesAndFlags for EXPDIF)
 * from source type sdt to destination type ddt: (FP16, FP16), (BF16, BF16),
 * (FP32, FP32), (FP16, FP32) or (BF16, FP32). */
uint64_t kern_expdif(unsigned sdt, unsigned ddt, pto_profile prof, uint64_t a, uint64_t b, unsigned *flags);
/* exp(x) rounded to nearest even in dt (FP16, BF16 or FP32) for a nonzero
 * finite x of dt, flags ORed into *flags; 0 for any other x (the special
 * values are TileSFUUnarySpecialValue's). */
uint64_t kern_exp_rn(unsigned dt, uint64_t x, unsigned *flags);

#endif
