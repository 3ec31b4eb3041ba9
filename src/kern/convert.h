/* TCVT fast paths (src/kern/convert.c).  Not a public interface. */
#ifndef PTOSIM_KERN_CONVERT_H
#define PTOSIM_KERN_CONVERT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core.h"

/* FP32 -> FP16 and FP32 -> BF16 of n contiguous elements under the ieee
 * profile with RNE: the same bits and the same OR of flags as
 * num_cvt_ieee (tests/test_tcvt.c proves it); the elements they do not
 * round themselves go through num_cvt_ieee. */
void kern_cvt_f32_f16(uint16_t *d, const uint32_t *s, size_t n, bool sat, unsigned *flags);
void kern_cvt_f32_bf16(uint16_t *d, const uint32_t *s, size_t n, bool sat, unsigned *flags);
/* The FP16 kernel in host float (subnormal results in the vector pass; F16C
 * with AVX2), in the default host environment, which it sets up itself;
 * kern_cvt_fast uses it whenever that environment is available, else
 * kern_cvt_f32_f16. */
void kern_cvt_f32_f16_host(uint16_t *d, const uint32_t *s, size_t n, bool sat, unsigned *flags);
/* The TCVT of PE pe's valid region through one of the kernels above when
 * the conversion, profile, rounding and layouts allow it; false, touching
 * nothing, otherwise. */
bool kern_cvt_fast(const tile *s, tile *d, unsigned pe, unsigned rm, bool sat, bool ieee, unsigned *flags);

#endif
