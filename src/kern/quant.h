/* Quantisation element rules (src/kern/quant.c): TQUANT (FP32 to S8/U8)
 * and TDEQUANT (S8/U8 to FP32) of asl/tile/model/numeric/formats.asl, with
 * the reference profile's TileProfileQuantize / TileProfileDequantize
 * (asl/arch/profile/reference-quantization.asl) for pto-v0 and the
 * hardware profile for ieee.  Values are raw encodings; flags are the
 * NUM_* bits.  Not a public interface. */
#ifndef PTOSIM_KERN_QUANT_H
#define PTOSIM_KERN_QUANT_H

#include <stdbool.h>
#include <stdint.h>

#include "ptosim/ptosim.h"

/* TQUANT of one FP32 element x: round(x * scale + zp) exactly (one
 * rounding by rm, a B.DATR RMode code; NX when inexact), then clamped to
 * dt's range (sat) or taken modulo 2^8.  dt is DT_S8 or DT_U8, zp the zero
 * point's value in dt (-128..127 or 0..255), scale a positive finite
 * nonzero FP32.  NaN and infinite x: pto-v0 (the reference profile) gives
 * 0 with NV, and the type's minimum / maximum with OF and NX, in both Sat
 * states; ieee (the hardware profile's conversion rules) gives, with Sat,
 * 0 for NaN and the minimum / maximum for an infinity, without Sat the
 * destination's indefinite value (S8 0x80, U8 0xFF), NV in every case.
 * The result is the low 8 bits. */
uint64_t kern_quant(pto_profile prof, unsigned dt, uint64_t x, uint64_t scale, int32_t zp, unsigned rm, bool sat,
                    unsigned *flags);

/* TDEQUANT of one integer q (its value in the source type) with zero point
 * zp: (q - zp) * scale rounded once to FP32 by rm.  ieee: the IEEE
 * multiplication (overflow by rounding direction, tininess after
 * rounding).  pto-v0: ReferenceFP32FiniteEncoding: an overflow is the
 * infinity of the sign with OF and NX in every rounding mode (its
 * tininess before rounding cannot differ: a product below 2^-126 is
 * exact). */
uint64_t kern_dequant(pto_profile prof, int32_t q, int32_t zp, uint64_t scale, unsigned rm, unsigned *flags);

#endif
