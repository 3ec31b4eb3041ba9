/* Generic tile layouts: the physical element index of logical (r, c)
 * (TileLinearIndex, TilePackedLinearIndex; asl/tile/model/definedness/elements.asl,
 * packed-boundary.asl) and its inverse.  One place for TLOAD, TSTORE, TMOV
 * and every later user (TCVT, the CUBE conversions).
 *
 *   RowMajor     r * Col + c
 *   ColumnMajor  c * Rows + r
 *   ZN           (br * BC + bc) * 16 * IE + ic * 16 + ir
 *   NZ           (bc * BR + br) * 16 * IE + ir * IE + ic
 * with fractals of 16 rows x 32 bytes: IE = 256 / W inner elements,
 * br = r / 16, ir = r % 16, bc = c / IE, ic = c % IE, BR = Rows / 16,
 * BC = Col / IE. */
#include "core.h"

uint32_t layout_inner_elements(unsigned dt) { return 256u / pto_dtypes[dt].bits; }

/* TileLayoutShapeLegal. */
bool layout_shape_legal(unsigned layout, unsigned dt, uint32_t rows, uint32_t cols)
{
    switch (layout) {
    case PTO_LAYOUT_ROW_MAJOR:
    case PTO_LAYOUT_COL_MAJOR: return true;
    case PTO_LAYOUT_ZN:
    case PTO_LAYOUT_NZ: return rows % 16u == 0 && cols % layout_inner_elements(dt) == 0;
    default: return false;
    }
}

uint32_t layout_index(const tile *t, uint32_t r, uint32_t c)
{
    switch (t->layout) {
    case PTO_LAYOUT_ROW_MAJOR: return r * t->cols + c;
    case PTO_LAYOUT_COL_MAJOR: return c * t->rows + r;
    default: {
        uint32_t ie = layout_inner_elements(t->dtype);
        uint32_t br = r / 16u, ir = r % 16u, bc = c / ie, ic = c % ie;
        if (t->layout == PTO_LAYOUT_ZN) return (br * (t->cols / ie) + bc) * 16u * ie + ic * 16u + ir;
        return (bc * (t->rows / 16u) + br) * 16u * ie + ir * ie + ic;
    }
    }
}

void layout_position(const tile *t, uint32_t i, uint32_t *r, uint32_t *c)
{
    switch (t->layout) {
    case PTO_LAYOUT_ROW_MAJOR: *r = i / t->cols; *c = i % t->cols; return;
    case PTO_LAYOUT_COL_MAJOR: *c = i / t->rows; *r = i % t->rows; return;
    default: {
        uint32_t ie = layout_inner_elements(t->dtype), be = 16u * ie;
        uint32_t block = i / be, in = i % be, br, bc, ir, ic;
        if (t->layout == PTO_LAYOUT_ZN) {
            uint32_t bcols = t->cols / ie;
            br = block / bcols;
            bc = block % bcols;
            ic = in / 16u;
            ir = in % 16u;
        } else {
            uint32_t brows = t->rows / 16u;
            bc = block / brows;
            br = block % brows;
            ir = in / ie;
            ic = in % ie;
        }
        *r = br * 16u + ir;
        *c = bc * ie + ic;
        return;
    }
    }
}

bool layout_in_valid(const tile *t, uint32_t i)
{
    if (t->layout == PTO_LAYOUT_ROW_MAJOR || !t->layout_ok) return i / t->cols < t->vrows && i % t->cols < t->vcols;
    uint32_t r, c;
    layout_position(t, i, &r, &c);
    return r < t->vrows && c < t->vcols;
}
