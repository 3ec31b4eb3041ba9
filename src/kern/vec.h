/* GCC vector-extension types of 32 bytes and the inlining macros shared by
 * the fast kernels (fast.c, unary.c).  Not a public interface. */
#ifndef PTOSIM_KERN_VEC_H
#define PTOSIM_KERN_VEC_H

#include <stdint.h>

#define AI static inline __attribute__((always_inline))
/* The kernels' own functions (GCC) put their loops on 64-byte boundaries,
 * so that an inner loop keeps the same place in the host's fetch blocks
 * whatever code precedes it: unaligned, the same loop ran up to a third
 * slower or faster as unrelated code elsewhere grew (the 32-bit compare
 * and the FP32 arithmetic loops, by 32-byte moves of their functions). */
#if defined(__GNUC__) && !defined(__clang__)
#define NOINLINE __attribute__((noinline, optimize("align-loops=64")))
#else
#define NOINLINE __attribute__((noinline))
#endif

__extension__ typedef uint8_t vu8 __attribute__((vector_size(32)));
__extension__ typedef uint16_t vu16 __attribute__((vector_size(32)));
__extension__ typedef uint32_t vu32 __attribute__((vector_size(32)));
__extension__ typedef uint64_t vu64 __attribute__((vector_size(32)));
__extension__ typedef int8_t vs8 __attribute__((vector_size(32)));
__extension__ typedef int16_t vs16 __attribute__((vector_size(32)));
__extension__ typedef int32_t vs32 __attribute__((vector_size(32)));
__extension__ typedef int64_t vs64 __attribute__((vector_size(32)));

#endif
