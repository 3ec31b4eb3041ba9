/* Helpers for tests of CUBE tiles (layouts CUBE_M16, CUBE_M32, CUBE_N8):
 * configuring them as the host (simulator control), writing and checking
 * elements by logical (row, column) through pto_tile_index on every PE of
 * the tile's mask. */
#ifndef PTOSIM_TEST_CUBE_H
#define PTOSIM_TEST_CUBE_H

#include <stdbool.h>
#include <stdint.h>

#include "ptosim/ptosim.h"

/* A tile of layout (a CUBE layout, or row-major with Col the power of two
 * at least vc, at most 8), valid vr x vc; fails the test if the
 * configuration is refused. */
void cube_tile(pto_machine *m, unsigned idx, unsigned dt, uint32_t cap, uint32_t vr, uint32_t vc, unsigned layout,
               unsigned mask);
void cube_put(pto_machine *m, unsigned idx, uint32_t r, uint32_t c, uint64_t v);
void cube_expect(const pto_machine *m, unsigned idx, uint32_t r, uint32_t c, uint64_t v, bool defined);
void cube_expect_shape(const pto_machine *m, unsigned idx, unsigned dt, unsigned layout, uint32_t rows, uint32_t cols,
                       uint32_t vr, uint32_t vc);

#endif
