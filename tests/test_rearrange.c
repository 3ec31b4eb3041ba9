/* The rearrangement kernels' fast paths equal their exact rule:
 * kern_rect_copy (stride loops and row/column memcpy for RowMajor and
 * ColumnMajor tiles of 8 to 64 bits) against kern_rect_copy_exact (element
 * by element through layout_index, tile_get, tile_put), on random shapes,
 * offsets, layouts, widths and both orientations, every payload byte
 * compared; and kern_pad_layout against a hand loop over the physical
 * positions. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "core.h"
#include "kern/rearrange.h"

static uint64_t rng = 0x9E3779B97F4A7C15u;
static uint64_t next(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

static const unsigned dts[] = {DT_U8, DT_FP16, DT_FP32, DT_FP64, 20 /* S4X2 */};
static const unsigned layouts_[] = {PTO_LAYOUT_ROW_MAJOR, PTO_LAYOUT_COL_MAJOR, PTO_LAYOUT_ZN, PTO_LAYOUT_NZ};

/* A configured tile of dt with capacity cap and cols columns in layout,
 * its PE0 payload random; false when the layout does not fit the shape. */
static bool make(pto_machine *m, unsigned idx, unsigned dt, uint32_t cap, uint32_t cols, unsigned layout)
{
    uint32_t rows = derived_rows(cap, cols, dt);
    if (!rows || !layout_shape_legal(layout, dt, rows, cols)) return false;
    if (m->tiles[idx].allocated) tile_release(m, idx);
    assert_true(tile_setup(m, idx, PTO_TILE_NUMERIC, dt, cap, rows, cols, rows, cols, layout, 0x8));
    for (uint32_t i = 0; i < cap; i++) m->tiles[idx].data[0][i] = (uint8_t)next();
    return true;
}

static void copies_match(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    assert_non_null(m);
    unsigned runs = 0;
    for (unsigned it = 0; it < 12000; it++) {
        unsigned dt = dts[next() % 5];
        uint32_t cap = 128u << (next() % 4);
        uint32_t scols = 1u << (next() % 7), dcols = 1u << (next() % 7);
        unsigned sl = layouts_[next() % 4], dl = layouts_[next() % 4];
        if (!make(m, 0, dt, cap, scols, sl) || !make(m, 1, dt, cap, dcols, dl) || !make(m, 2, dt, cap, dcols, dl))
            continue;
        tile *s = &m->tiles[0], *a = &m->tiles[1], *b = &m->tiles[2];
        memcpy(b->data[0], a->data[0], cap);
        bool tr = next() & 1u;
        uint32_t drows = a->rows, srows = s->rows;
        /* a rectangle inside both tiles */
        uint32_t max_i = tr ? (dcols < srows ? dcols : srows) : (drows < srows ? drows : srows);
        uint32_t max_j = tr ? (drows < scols ? drows : scols) : (dcols < scols ? dcols : scols);
        uint32_t nr = 1 + (uint32_t)(next() % max_i), nc = 1 + (uint32_t)(next() % max_j);
        uint32_t sr = (uint32_t)(next() % (srows - nr + 1)), sc = (uint32_t)(next() % (scols - nc + 1));
        uint32_t dr, dc;
        if (tr) {
            dr = (uint32_t)(next() % (drows - nc + 1));
            dc = (uint32_t)(next() % (dcols - nr + 1));
        } else {
            dr = (uint32_t)(next() % (drows - nr + 1));
            dc = (uint32_t)(next() % (dcols - nc + 1));
        }
        kern_rect_copy(a, 0, dr, dc, s, 0, sr, sc, nr, nc, tr);
        kern_rect_copy_exact(b, 0, dr, dc, s, 0, sr, sc, nr, nc, tr);
        if (memcmp(a->data[0], b->data[0], cap))
            fail_msg("dt %u layouts %u->%u %ux%u at (%u,%u)->(%u,%u) tr %d differ", dt, sl, dl, nr, nc, sr, sc, dr, dc,
                     tr);
        runs++;
    }
    if (runs < 1000) fail_msg("only %u copies compared", runs);
    pto_destroy(m);
}

static void padding_matches(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    assert_non_null(m);
    for (unsigned it = 0; it < 400; it++) {
        unsigned dt = dts[next() % 5];
        uint32_t cap = 128u << (next() % 3), cols = 1u << (next() % 6);
        unsigned l = layouts_[next() % 4];
        if (!make(m, 0, dt, cap, cols, l)) continue;
        tile *t = &m->tiles[0];
        t->vrows = (uint32_t)(next() % (t->rows + 1));
        t->vcols = (uint32_t)(next() % (t->cols + 1));
        uint8_t before[4096];
        memcpy(before, t->data[0], cap);
        unsigned pad = next() & 1u ? 3u : 0u;
        kern_pad_layout(t, 0, pad);
        for (uint32_t i = 0; i < t->rows * t->cols; i++) {
            uint32_t r, c;
            layout_position(t, i, &r, &c);
            bool valid = r < t->vrows && c < t->vcols;
            tile probe = *t;
            probe.data[0] = before;
            uint64_t want = valid ? tile_get(&probe, 0, i) : 0;
            assert_int_equal(tile_get(t, 0, i), want);
            assert_int_equal(tile_is_defined(t, 0, i), valid || pad != 3);
        }
    }
    pto_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(copies_match),
        cmocka_unit_test(padding_matches),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
