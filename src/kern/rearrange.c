/* Kernels of the rearrangement operations: rectangle copies (optionally
 * transposed) between tiles of any generic layout, and layout-aware
 * padding.  The exact rule is element by element through layout_index
 * (kern_rect_copy_exact); kern_rect_copy takes a stride loop when both
 * tiles are RowMajor or ColumnMajor with elements of 8 to 64 bits, which
 * tests/test_rearrange.c proves equal to the exact rule. */
#include <string.h>

#include "kern/rearrange.h"

void kern_rect_copy_exact(tile *dst, unsigned dpe, uint32_t dr, uint32_t dc, const tile *src, unsigned spe,
                          uint32_t sr, uint32_t sc, uint32_t nr, uint32_t nc, bool transpose)
{
    for (uint32_t i = 0; i < nr; i++)
        for (uint32_t j = 0; j < nc; j++) {
            uint64_t v = tile_get(src, spe, layout_index(src, sr + i, sc + j));
            uint32_t d = transpose ? layout_index(dst, dr + j, dc + i) : layout_index(dst, dr + i, dc + j);
            tile_put(dst, dpe, d, v);
        }
}

/* Element strides of logical rows and columns: RowMajor (Col, 1),
 * ColumnMajor (1, Rows); false for the fractal layouts. */
static bool strides(const tile *t, size_t *rs, size_t *cs)
{
    if (t->layout == PTO_LAYOUT_ROW_MAJOR) {
        *rs = t->cols;
        *cs = 1;
        return true;
    }
    if (t->layout == PTO_LAYOUT_COL_MAJOR) {
        *rs = 1;
        *cs = t->rows;
        return true;
    }
    return false;
}

/* d[i*di + j*dj] = s[i*si + j*sj] for i < nr, j < nc, in blocks of 16 x 16
 * so that a transposing copy touches few cache lines at a time. */
#define RECT_LOOP(T)                                                                                          \
    do {                                                                                                      \
        T *d = (T *)(void *)dbase;                                                                            \
        const T *s = (const T *)(const void *)sbase;                                                          \
        for (uint32_t i0 = 0; i0 < nr; i0 += 16u) {                                                           \
            uint32_t i1 = nr - i0 < 16u ? nr : i0 + 16u;                                                      \
            for (uint32_t j0 = 0; j0 < nc; j0 += 16u) {                                                       \
                uint32_t j1 = nc - j0 < 16u ? nc : j0 + 16u;                                                  \
                for (uint32_t i = i0; i < i1; i++) {                                                          \
                    T *dp = d + i * di;                                                                       \
                    const T *sp = s + i * si;                                                                 \
                    for (uint32_t j = j0; j < j1; j++) dp[j * dj] = sp[j * sj];                               \
                }                                                                                             \
            }                                                                                                 \
        }                                                                                                     \
    } while (0)

void kern_rect_copy(tile *dst, unsigned dpe, uint32_t dr, uint32_t dc, const tile *src, unsigned spe, uint32_t sr,
                    uint32_t sc, uint32_t nr, uint32_t nc, bool transpose)
{
    unsigned bits = pto_dtypes[src->dtype].bits;
    size_t drs, dcs, srs, scs;
    if (nr == 0 || nc == 0) return;
    if (bits < 8 || !strides(dst, &drs, &dcs) || !strides(src, &srs, &scs)) {
        kern_rect_copy_exact(dst, dpe, dr, dc, src, spe, sr, sc, nr, nc, transpose);
        return;
    }
    size_t esz = bits / 8u;
    /* destination offset of source (i, j): i along di, j along dj */
    size_t di = transpose ? dcs : drs, dj = transpose ? drs : dcs, si = srs, sj = scs;
    uint8_t *dbase = dst->data[dpe] + (dr * drs + dc * dcs) * esz;
    const uint8_t *sbase = src->data[spe] + (sr * srs + sc * scs) * esz;
    if (dj == 1 && sj == 1) { /* contiguous runs along j */
        for (uint32_t i = 0; i < nr; i++) memcpy(dbase + i * di * esz, sbase + i * si * esz, (size_t)nc * esz);
        return;
    }
    if (di == 1 && si == 1) { /* contiguous runs along i */
        for (uint32_t j = 0; j < nc; j++) memcpy(dbase + j * dj * esz, sbase + j * sj * esz, (size_t)nr * esz);
        return;
    }
    switch (esz) {
    case 1: RECT_LOOP(uint8_t); break;
    case 2: RECT_LOOP(uint16_t); break;
    case 4: RECT_LOOP(uint32_t); break;
    default: RECT_LOOP(uint64_t); break;
    }
}

void kern_pad_layout(tile *t, unsigned pe, unsigned pad)
{
    if (t->layout == PTO_LAYOUT_ROW_MAJOR && pto_dtypes[t->dtype].bits >= 8) {
        kern_pad_numeric(t, pe, pad);
        return;
    }
    uint64_t pv = pad_value(t->dtype, pad);
    for (uint32_t r = 0; r < t->rows; r++)
        for (uint32_t c = r < t->vrows ? t->vcols : 0; c < t->cols; c++) tile_put(t, pe, layout_index(t, r, c), pv);
    tile_def_after_op(t, pe, pad != 3);
}
