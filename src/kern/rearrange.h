/* Kernels of the rearrangement operations (src/ops/rearrange.c): raw-bit
 * copies between tiles in any generic layout and element width, and
 * padding in any generic layout.  They know tiles and PEs, not bundles. */
#ifndef PTOSIM_KERN_REARRANGE_H
#define PTOSIM_KERN_REARRANGE_H

#include "core.h"

/* For i < nr, j < nc: dst logical (dr + i, dc + j), or (dr + j, dc + i)
 * when transpose, = src logical (sr + i, sc + j), bit for bit, each tile in
 * its own layout (PE dpe of dst, spe of src).  The tiles have the same
 * element width, are distinct, and every position is inside its tile. */
void kern_rect_copy(tile *dst, unsigned dpe, uint32_t dr, uint32_t dc, const tile *src, unsigned spe, uint32_t sr,
                    uint32_t sc, uint32_t nr, uint32_t nc, bool transpose);
/* The same copy done element by element through layout_index, tile_get and
 * tile_put: the definition the fast paths of kern_rect_copy are tested
 * against. */
void kern_rect_copy_exact(tile *dst, unsigned dpe, uint32_t dr, uint32_t dc, const tile *src, unsigned spe,
                          uint32_t sr, uint32_t sc, uint32_t nr, uint32_t nc, bool transpose);
/* TileWithPadding (asl/tile/model/definedness/elements.asl) in the tile's
 * layout and width: every physical (r, c) outside the valid rectangle gets
 * pad_value(dt, pad) (0 for Null); the valid region becomes defined, the
 * padding too unless pad is Null (3). */
void kern_pad_layout(tile *t, unsigned pe, unsigned pad);

#endif
