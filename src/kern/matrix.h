/* The CUBE matrix kernels (src/kern/matrix.c): one PE's D = [C +] A x B
 * [+ Bias], with optional MX scales.  Not a public interface. */
#ifndef PTOSIM_KERN_MATRIX_H
#define PTOSIM_KERN_MATRIX_H

#include "core.h"

typedef struct kern_mm {
    pto_profile profile;
    unsigned pe;
    uint32_t m, n, k;
    const tile *a, *b;        /* A: M x K (CUBE_M16/M32), B: K x N (CUBE_N8) */
    const tile *c;            /* the accumulator (ACC forms) or NULL */
    const tile *bias;         /* 1 x N RowMajor, or NULL */
    const tile *sa, *sb;      /* E8M0 scales, M x ceil(K/32) and ceil(K/32) x N, or NULL */
    bool mx;                  /* an MX form: the scaled accumulate */
    tile *d;                  /* M x N, the accumulator type, A's layout */
    uint8_t *scratch;         /* kern_matmul_scratch bytes */
    struct fast_fenv *fenv;
} kern_mm;

/* Scratch bytes kern_matmul needs for an M x N x K product. */
size_t kern_matmul_scratch(uint32_t m, uint32_t n, uint32_t k);
/* The element types a profile computes: pto-v0 every input type (raw
 * carriers); ieee the integers and FP32, TF32, HF32, FP16, BF16, E4M3,
 * E5M2. */
bool kern_matmul_supported(pto_profile prof, unsigned dt);
/* D's valid elements, in increasing K per output; writes D's definedness
 * (the valid region).  Returns the flags to record (none). */
unsigned kern_matmul(const kern_mm *x);
/* The exact ieee step the fast paths reproduce, for the tests:
 * round_FP32(acc + a * 2^sa_e * b * 2^sb_e) with one rounding, a and b
 * encodings of adt and bdt, the scale exponents already unbiased; nan_scale
 * makes the canonical NaN.  acc and the result are FP32 encodings. */
uint32_t kern_mm_step_exact(uint32_t acc, unsigned adt, uint64_t a, unsigned bdt, uint64_t b, int scale_exp,
                            bool nan_scale);

#endif
