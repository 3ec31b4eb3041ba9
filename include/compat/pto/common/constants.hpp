/* ptosim's Tile Lib layer: the Tile Lib header of this name.  Everything
 * is in <pto/pto-inst.hpp>; the named sizes the Tile Lib's test kernels
 * use are here. */
#ifndef PTOSIM_COMPAT_COMMON_CONSTANTS_HPP
#define PTOSIM_COMPAT_COMMON_CONSTANTS_HPP
#include "pto/pto-inst.hpp"
namespace pto {
constexpr int NUM_1 = 1, NUM_2 = 2, NUM_4 = 4, NUM_8 = 8, NUM_12 = 12, NUM_16 = 16, NUM_24 = 24, NUM_32 = 32,
              NUM_48 = 48, NUM_64 = 64, NUM_77 = 77, NUM_96 = 96, NUM_128 = 128, NUM_256 = 256, NUM_512 = 512,
              NUM_1024 = 1024, NUM_2048 = 2048, NUM_4096 = 4096;
} // namespace pto
#endif
