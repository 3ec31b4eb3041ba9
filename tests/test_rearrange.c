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
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core.h"
#include "kern/rearrange.h"
#include "support/avs.h"

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

/* The value of logical (r, c) of t on pe, and its definedness. */
static uint64_t at(const tile *t, unsigned pe, uint32_t r, uint32_t c) { return tile_get(t, pe, layout_index(t, r, c)); }
static bool def_at(const tile *t, unsigned pe, uint32_t r, uint32_t c)
{
    return tile_is_defined(t, pe, layout_index(t, r, c));
}

/* A committed bundle's destination d against the handlers' definitions
 * (rearrangement.asl, indexed-rearrangement.asl), element by element on
 * every PE: the valid region's values, and padding definedness. */
static void check_result(const pto_machine *m, unsigned sel, const tile *a, const tile *b, const tile *d, uint32_t ro,
                         uint32_t co, bool datr, unsigned it)
{
    (void)m;
    for (unsigned pe = 0; pe < 4; pe++) {
        if (!(d->mask & (8u >> pe))) continue;
        uint8_t hit[65536 / 8];
        if (sel == 0x070) memset(hit, 0, sizeof hit);
        for (uint32_t r = 0; r < d->rows; r++)
            for (uint32_t c = 0; c < d->cols; c++) {
                bool valid = r < d->vrows && c < d->vcols;
                uint64_t got = at(d, pe, r, c), want = 0;
                bool def = def_at(d, pe, r, c), want_def = valid;
                switch (sel) {
                case 0x06E: if (valid) want = at(a, pe, c, r); break;
                case 0x060: if (valid) want = c < a->vcols ? at(a, pe, r, c) : at(b, pe, r, c - a->vcols); break;
                case 0x062:
                    if (valid) want = at(a, pe, r + ro, c + co);
                    want_def = valid || datr;
                    break;
                case 0x063: /* the old tile a, the inserted b at (ro, co) */
                    if (r >= ro && c >= co && r - ro < b->vrows && c - co < b->vcols) want = at(b, pe, r - ro, c - co);
                    else want = at(a, pe, r, c);
                    want_def = valid || def_at(a, pe, r, c);
                    break;
                case 0x06F:
                    if (valid) want = at(a, pe, (uint32_t)(at(b, pe, r, c) & 0xFFFFu), c);
                    break;
                default: /* 0x070: zeros, then the scatter */
                    want_def = true;
                    for (uint32_t i = 0; i < a->vrows; i++)
                        if ((uint32_t)(at(b, pe, i, c) & 0xFFFFu) == r && c < a->vcols) want = at(a, pe, i, c);
                    break;
                }
                if (!valid && sel != 0x063 && sel != 0x070) want = 0; /* a pad value 0 (Zero or Null) */
                if (got != want || def != want_def)
                    fail_msg("iteration %u: selector 0x%03x PE%u (%u,%u): 0x%llx %d, expected 0x%llx %d", it, sel, pe, r,
                             c, (unsigned long long)got, def, (unsigned long long)want, want_def);
            }
    }
}

/* Random bundles of the six operations over random tiles (types, layouts,
 * shapes, partial definedness, index values in and out of range, LBs,
 * B.DATR Layout and PadValue, PE masks): each commits or faults; after a
 * fault the tiles are as before (their descriptors, payloads and
 * definedness), and the machine invariants hold after every bundle. */
static void random_bundles(void **state)
{
    (void)state;
    static const unsigned sels[] = {0x060, 0x062, 0x063, 0x06E, 0x06F, 0x070};
    static const unsigned types[] = {DT_U8, DT_S16, DT_FP32, DT_U64, DT_S32, DT_U16, 20, DT_TF32};
    static const unsigned codes[] = {0, 1, 3, 4, 17, 27};
    pto_machine *m = pto_create();
    assert_non_null(m);
    unsigned ok = 0, faults = 0, per_op[6] = {0};
    for (unsigned it = 0; it < 5000; it++) {
        pto_reset(m);
        /* half the iterations coherent: one index-capable type, full
         * definedness, LBs that fit the operation */
        bool coherent = next() & 1u;
        static const unsigned itypes[] = {DT_S16, DT_U16, DT_S32, DT_U32, DT_U64};
        unsigned cdt = itypes[next() % 5];
        for (unsigned t = 16; t < 20; t++) {
            pto_tile_desc d;
            memset(&d, 0, sizeof d);
            d.kind = PTO_TILE_NUMERIC;
            d.dtype = coherent ? cdt : next() % 3 ? types[next() % 4] : types[next() % 8];
            d.capacity = 128u << (next() % 3);
            d.cols = 1u << (next() % 5);
            d.layout = coherent || next() % 4 ? PTO_LAYOUT_ROW_MAJOR : (unsigned)(next() % 4);
            d.mask = coherent || next() % 4 ? 0xF : 0x8;
            uint32_t rows = derived_rows(d.capacity, d.cols, d.dtype);
            if (!rows) continue;
            d.valid_rows = (uint32_t)(next() % (rows < 6 ? rows + 1 : 6));
            d.valid_cols = (uint32_t)(next() % (d.cols + 1));
            if (pto_tile_configure(m, t, &d) != PTO_OK) continue;
            for (unsigned pe = 0; pe < 4; pe++) {
                if (!(d.mask & (8u >> pe))) continue;
                for (uint32_t r = 0; r < d.valid_rows; r++)
                    for (uint32_t c = 0; c < d.valid_cols; c++)
                        if (coherent || next() % 64)
                            (void)pto_tile_write(m, t, pe, layout_index(&m->tiles[t], r, c), next() % 3);
            }
        }
        unsigned sel = sels[next() % 6], dt = coherent ? cdt : types[next() % 8];
        unsigned s0 = 16 + (unsigned)(next() % 4), s1 = 16 + (unsigned)(next() % 4);
        const tile *a = &m->tiles[s0], *b = &m->tiles[s1];
        avs_prog p;
        avs_init(&p);
        avs_w(&p, avs_bstart(dt, sel));
        int lbv[3] = {-1, -1, -1};
        bool datr = next() % 3 == 0;
        if (datr) avs_w(&p, avs_bdatr(0, next() % 8 ? 0 : 1, 0, 0, 0, 0, codes[next() % 6]));
        if (coherent && a->allocated && b->allocated) {
            /* TINSERT keeps the old tile's shape only with LB0 in {0, its valid
             * columns} and LB1 in {0, its valid rows} (D29) */
            uint32_t lb0 = sel == 0x06E ? a->vrows : sel == 0x060 ? a->vcols + b->vcols
                         : sel == 0x06F ? b->vcols : sel == 0x070 ? a->vcols
                         : sel == 0x063 ? (next() % 2 ? 0 : a->vcols) : (uint32_t)(next() % 3);
            uint32_t lb1 = sel == 0x06E ? a->vcols : sel == 0x06F ? b->vrows : sel == 0x070 ? 3
                         : sel == 0x063 ? (next() % 2 ? 0 : a->vrows) : (uint32_t)(next() % 3);
            avs_w(&p, avs_bdim(0, 0, lb0));
            avs_w(&p, avs_bdim(1, 0, lb1));
            lbv[0] = (int)lb0;
            lbv[1] = (int)lb1;
            if (next() % 2) avs_w(&p, avs_bdim(2, 0, 1u << (next() % 5)));
        } else {
            for (unsigned lb = 0; lb < 3; lb++)
                if (next() % 2) {
                    lbv[lb] = (int)(next() % 9);
                    avs_w(&p, avs_bdim(lb, 0, (uint32_t)lbv[lb]));
                }
        }
        unsigned pem = next() % 3 ? AVS_PEM_ALL : AVS_PEM_PE0;
        if (sel == 0x062 || sel == 0x06E) avs_w(&p, avs_biot_sd(s0, pem, 1, AVS_HAND_T, 1 + (unsigned)(next() % 3)));
        else avs_w(&p, avs_biot_ssd(s0, s1, pem, 1, AVS_HAND_T, 1 + (unsigned)(next() % 3)));
        avs_w(&p, AVS_BSTOP);
        /* the sources' state before */
        static uint8_t before[4][4 * 65536];
        tile saved[4];
        for (unsigned t = 0; t < 4; t++) {
            saved[t] = m->tiles[16 + t];
            if (saved[t].allocated) memcpy(before[t], saved[t].store, saved[t].store_size < sizeof before[t] ? saved[t].store_size : sizeof before[t]);
        }
        assert_int_equal(pto_set_tpc(m, 0), PTO_OK);
        pto_status st = pto_run(m, p.code, p.len, 0);
        char why[256];
        if (pto_check_invariants(m, why, sizeof why)) fail_msg("iteration %u: invariants: %s", it, why);
        for (unsigned t = 0; t < 4; t++) {
            const tile *x = &m->tiles[16 + t];
            assert_int_equal(x->allocated, saved[t].allocated);
            if (!x->allocated) continue;
            assert_int_equal(x->vrows, saved[t].vrows);
            assert_int_equal(x->vcols, saved[t].vcols);
            for (unsigned pe = 0; pe < 4; pe++) assert_int_equal(x->defmode[pe], saved[t].defmode[pe]);
            if (memcmp(before[t], x->store, x->store_size < sizeof before[t] ? x->store_size : sizeof before[t]))
                fail_msg("iteration %u: source %u changed", it, 16 + t);
        }
        if (st == PTO_FAULT) {
            faults++;
            assert_false(m->tiles[0].allocated);
            pto_recover(m);
        } else if (st == PTO_END || st == PTO_OK) {
            ok++;
            for (unsigned k = 0; k < 6; k++) per_op[k] += sels[k] == sel;
            uint32_t ro = lbv[0] > 0 ? (uint32_t)lbv[0] : 0, co = lbv[1] > 0 ? (uint32_t)lbv[1] : 0;
            check_result(m, sel, &m->tiles[s0], &m->tiles[s1], &m->tiles[0], ro, co, datr, it);
            pto_tile_release(m, 0);
        }
    }
    if (getenv("RX_VERBOSE"))
        print_message("%u commits (TCONCAT %u TEXTRACT %u TINSERT %u TTRANS %u TGATHER %u TSCATTER %u), %u faults\n", ok,
                      per_op[0], per_op[1], per_op[2], per_op[3], per_op[4], per_op[5], faults);
    for (unsigned k = 0; k < 6; k++)
        if (per_op[k] < 5) fail_msg("selector 0x%03x committed only %u times", sels[k], per_op[k]);
    if (faults < 50) fail_msg("only %u faults", faults);
    pto_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(copies_match),
        cmocka_unit_test(padding_matches),
        cmocka_unit_test(random_bundles),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
