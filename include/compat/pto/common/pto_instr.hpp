/* ptosim's Tile Lib layer: the Tile Lib header of this name; everything is in <pto/pto-inst.hpp>. */
#include "pto/pto-inst.hpp"
