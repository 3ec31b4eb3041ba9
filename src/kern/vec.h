/* GCC vector-extension types of 32 and 64 bytes and the inlining macros shared by
 * the fast kernels (fast.c, unary.c).  Not a public interface. */
#ifndef PTOSIM_KERN_VEC_H
#define PTOSIM_KERN_VEC_H

#include <stdint.h>

#define AI static inline __attribute__((always_inline))
#define NOINLINE __attribute__((noinline))

__extension__ typedef uint8_t vu8 __attribute__((vector_size(32)));
__extension__ typedef uint16_t vu16 __attribute__((vector_size(32)));
__extension__ typedef uint32_t vu32 __attribute__((vector_size(32)));
__extension__ typedef uint64_t vu64 __attribute__((vector_size(32)));
__extension__ typedef int8_t vs8 __attribute__((vector_size(32)));
__extension__ typedef int16_t vs16 __attribute__((vector_size(32)));
__extension__ typedef int32_t vs32 __attribute__((vector_size(32)));
__extension__ typedef int64_t vs64 __attribute__((vector_size(32)));
/* The same of 64 bytes, for the AVX-512 forms. */
__extension__ typedef uint8_t vu8w __attribute__((vector_size(64)));
__extension__ typedef uint16_t vu16w __attribute__((vector_size(64)));
__extension__ typedef uint32_t vu32w __attribute__((vector_size(64)));
__extension__ typedef uint64_t vu64w __attribute__((vector_size(64)));
__extension__ typedef int8_t vs8w __attribute__((vector_size(64)));
__extension__ typedef int16_t vs16w __attribute__((vector_size(64)));
__extension__ typedef int32_t vs32w __attribute__((vector_size(64)));
__extension__ typedef int64_t vs64w __attribute__((vector_size(64)));

#endif
