/* ptosim's Tile Lib layer: the PTO Tile Lib's C++ API (Tile, GlobalTensor,
 * TASSIGN, TLOAD, TSTORE, the instructions, half and bfloat16_t, events and
 * the host runtime) over ptosim's exact machine, header-only, C++17.
 *
 * A kernel written for the Tile Lib compiles unchanged against this
 * directory (-I<ptosim>/include/compat, or the CMake target
 * ptosim::tilelib) and links ptosim.  Every instruction call builds and
 * runs the bundle of its ISA operation through ptosim/tile.h, so a call
 * the ISA rejects is reported with the fault kind, the instruction and the
 * rule (pto/sim/context.hpp).  Written from the Tile Lib's documented API
 * (its docs/isa pages and test kernels); see README "Tile Lib kernels". */
#ifndef PTOSIM_COMPAT_PTO_INST_HPP
#define PTOSIM_COMPAT_PTO_INST_HPP

#if !defined(__cplusplus) || __cplusplus < 201703L
#error "ptosim's Tile Lib layer needs C++17 or later"
#endif

#include "pto/sim/types.hpp"
#include "pto/sim/context.hpp"
#include "pto/sim/memory.hpp"
#include "pto/sim/tile.hpp"
#include "pto/sim/ops.hpp"
#include "pto/common/constants.hpp"

#endif
