/* ptosim's Tile Lib layer: the host runtime (aclInit, aclrtMalloc, ...) over ptosim's global memory;
 * declared in <pto/pto-inst.hpp> (pto/sim/memory.hpp). */
#include "pto/pto-inst.hpp"
