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
    if (layout_is_cube(t->layout)) {
        uint32_t r, c;
        cube_position(t, i, &r, &c);
        return r < t->vrows && c < t->vcols;
    }
    if (t->layout == PTO_LAYOUT_ROW_MAJOR || !t->layout_ok) return i / t->cols < t->vrows && i % t->cols < t->vcols;
    uint32_t r, c;
    layout_position(t, i, &r, &c);
    return r < t->vrows && c < t->vcols;
}

/* ---- CUBE layouts (asl/tile/model/shape/cube-cell.asl; spec-digest-2 §8.3) --
 * A CELL is 128 bytes.  CUBE_M16 / CUBE_M32: cells of 16 / 32 rows and
 * 1024 / 512 / W bits columns (W = 32, 16, 8, 4: M16 2, 4, 8, 16 columns;
 * M32 1, 2, 4, 8), one row of cells along K; storage rows 16 / 32 (valid
 * rows at most that), storage columns the valid columns aligned up to the
 * cell columns.  CUBE_N8: cells of 8 columns and 1024 / (8 W) rows (4, 8,
 * 16, 32), column-major inside a cell, cells k-major (cell = n_cell *
 * k_repeat + k_cell).  The index of logical (r, c) is
 * cell * cell_rows * cell_cols + inner (TileCubePayloadIndex). */

/* TileCubeDataTypeSupported: no 64-bit type, no HiF4X2. */
bool cube_dtype_supported(unsigned dt)
{
    return dt_concrete(dt) && dt != 14u && pto_dtypes[dt].bits != 64;
}

uint32_t cube_cell_rows(unsigned layout, unsigned dt)
{
    if (!layout_is_cube(layout) || !cube_dtype_supported(dt)) return 0;
    if (layout == PTO_LAYOUT_CUBE_M16) return 16;
    if (layout == PTO_LAYOUT_CUBE_M32) return 32;
    return 128u / pto_dtypes[dt].bits; /* 32 bits: 4, 16: 8, 8: 16, 4: 32 */
}

uint32_t cube_cell_cols(unsigned layout, unsigned dt)
{
    if (!layout_is_cube(layout) || !cube_dtype_supported(dt)) return 0;
    if (layout == PTO_LAYOUT_CUBE_N8) return 8;
    uint32_t m16 = 64u / pto_dtypes[dt].bits; /* 32 bits: 2, 16: 4, 8: 8, 4: 16 */
    return layout == PTO_LAYOUT_CUBE_M16 ? m16 : m16 / 2u;
}

/* TileCubeAlignedExtent: value rounded up to a multiple of q, 0 past 65535. */
static uint32_t cube_align(uint32_t value, uint32_t q)
{
    if (value == 0) return 0;
    uint32_t a = ((value - 1u) / q + 1u) * q;
    return a > 65535u ? 0 : a;
}

uint32_t cube_storage_rows(unsigned layout, uint32_t vr, unsigned dt)
{
    uint32_t cr = cube_cell_rows(layout, dt);
    if (cr == 0 || vr == 0) return 0;
    if (layout == PTO_LAYOUT_CUBE_N8) return cube_align(vr, cr);
    return vr > cr ? 0 : cr;
}

uint32_t cube_storage_cols(unsigned layout, uint32_t vc, unsigned dt)
{
    uint32_t cc = cube_cell_cols(layout, dt);
    if (cc == 0 || vc == 0) return 0;
    return cube_align(vc, cc);
}

uint32_t cube_k_repeat(unsigned layout, uint32_t vr, uint32_t vc, unsigned dt)
{
    uint32_t cr = cube_cell_rows(layout, dt), cc = cube_cell_cols(layout, dt);
    if (cr == 0 || cc == 0) return 0;
    if (layout == PTO_LAYOUT_CUBE_N8) return cube_storage_rows(layout, vr, dt) / cr;
    return cube_storage_cols(layout, vc, dt) / cc;
}

uint32_t cube_n_repeat(unsigned layout, uint32_t vc, unsigned dt)
{
    if (!layout_is_cube(layout) || !cube_dtype_supported(dt) || vc == 0) return 0;
    if (layout != PTO_LAYOUT_CUBE_N8) return 1;
    return cube_storage_cols(layout, vc, dt) / 8u;
}

/* TileCubeCellCount (at most 16384), and the model's element bound on the
 * storage (TileCubeStorageElements <= PTO_MODEL_TILE_ELEMENTS = 32768). */
uint32_t cube_cells(unsigned layout, uint32_t vr, uint32_t vc, unsigned dt)
{
    uint64_t cells = (uint64_t)cube_k_repeat(layout, vr, vc, dt) * cube_n_repeat(layout, vc, dt);
    return cells > 16384u ? 0 : (uint32_t)cells;
}

bool cube_shape_legal(uint32_t cap, uint32_t vr, uint32_t vc, unsigned dt, unsigned layout)
{
    if (!layout_is_cube(layout) || !cube_dtype_supported(dt) || cap < 128 || cap > 65536 || cap % 128u || vr == 0 ||
        vc == 0)
        return false;
    uint32_t sr = cube_storage_rows(layout, vr, dt), sc = cube_storage_cols(layout, vc, dt);
    uint32_t cells = cube_cells(layout, vr, vc, dt);
    uint64_t elements = (uint64_t)cells * cube_cell_rows(layout, dt) * cube_cell_cols(layout, dt);
    uint64_t bytes = (uint64_t)cells * 128u;
    return sr && sc && cells && elements <= CUBE_MODEL_TILE_ELEMENTS && bytes <= cap && vr <= sr && vc <= sc;
}

void cube_geo_of(const tile *t, cube_geo *g)
{
    uint32_t cr = cube_cell_rows(t->layout, t->dtype), cc = cube_cell_cols(t->layout, t->dtype);
    g->lcr = (uint8_t)(cr ? __builtin_ctz(cr) : 0);
    g->lcc = (uint8_t)(cc ? __builtin_ctz(cc) : 0);
    g->n8 = t->layout == PTO_LAYOUT_CUBE_N8;
    g->perm = t->layout == PTO_LAYOUT_CUBE_M16 && pto_dtypes[t->dtype].bits == 4;
    g->kr = g->n8 ? cube_k_repeat(t->layout, t->vrows, t->vcols, t->dtype) : 0;
}

/* The cell of (r, c), (c / cc) * kr + r / cr for CUBE_N8 and c / cc
 * otherwise, times the cell's elements, plus the element inside it
 * (TileCubeCellElementIndex: column-major for CUBE_N8, row-major with the
 * 4-bit permutation for the M layouts). */
uint32_t cube_index(const tile *t, uint32_t r, uint32_t c)
{
    cube_geo g;
    cube_geo_of(t, &g);
    return cube_geo_index(&g, r, c);
}

void cube_position(const tile *t, uint32_t i, uint32_t *r, uint32_t *c)
{
    uint32_t cr = cube_cell_rows(t->layout, t->dtype), cc = cube_cell_cols(t->layout, t->dtype);
    uint32_t cell = i / (cr * cc), in = i % (cr * cc);
    if (t->layout == PTO_LAYOUT_CUBE_N8) {
        uint32_t kr = cube_k_repeat(t->layout, t->vrows, t->vcols, t->dtype);
        *r = (cell % kr) * cr + in % cr;
        *c = (cell / kr) * cc + in / cr;
        return;
    }
    uint32_t ic = in % cc;
    if (t->layout == PTO_LAYOUT_CUBE_M16 && pto_dtypes[t->dtype].bits == 4 && ic >= 4 && ic < 12)
        ic = ic < 8 ? ic + 4 : ic - 4; /* the permutation is its own inverse */
    *r = in / cc;
    *c = cell * cc + ic;
}

uint32_t tile_index_rc(const tile *t, uint32_t r, uint32_t c)
{
    if (layout_is_cube(t->layout)) return cube_index(t, r, c);
    return t->layout_ok ? layout_index(t, r, c) : r * t->cols + c;
}
