/* TIMG2COL's operand legality with the tiles' locations given: ptosim's
 * tile state holds a location only through the layout (a CUBE tile is in
 * the Matrix location, every generic tile in Any), so a RowMajor Matrix
 * tile, which TileOperandsLegal_TIMG2COL requires, cannot be configured.
 * The family record passes the locations the tiles have; a handler-level
 * test passes the locations its AVS test configures. */
#ifndef PTOSIM_OPS_IMG2COL_H
#define PTOSIM_OPS_IMG2COL_H

#include "ops/ops.h"

bool img2col_operands_at(const op_ctx *c, const tile *dst, bool dst_matrix, bool src_matrix, op_why *w);

#endif
