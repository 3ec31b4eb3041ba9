#include "support/cube.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

void cube_tile(pto_machine *m, unsigned idx, unsigned dt, uint32_t cap, uint32_t vr, uint32_t vc, unsigned layout,
               unsigned mask)
{
    pto_tile_desc d;
    memset(&d, 0, sizeof d);
    d.kind = PTO_TILE_NUMERIC;
    d.dtype = dt;
    d.capacity = cap;
    d.valid_rows = vr;
    d.valid_cols = vc;
    d.layout = layout;
    d.mask = mask;
    if (layout == PTO_LAYOUT_ROW_MAJOR) d.cols = vc <= 1 ? 1 : vc <= 2 ? 2 : vc <= 4 ? 4 : 8;
    if (pto_tile_configure(m, idx, &d) != PTO_OK) fail_msg("configure tile %u: %s", idx, pto_last_error(m));
}

void cube_put(pto_machine *m, unsigned idx, uint32_t r, uint32_t c, uint64_t v)
{
    pto_tile_desc d;
    uint32_t e;
    assert_int_equal(pto_tile_describe(m, idx, &d), PTO_OK);
    assert_int_equal(pto_tile_index(m, idx, r, c, &e), PTO_OK);
    for (unsigned pe = 0; pe < PTO_PES; pe++)
        if (d.mask & (8u >> pe)) assert_int_equal(pto_tile_write(m, idx, pe, e, v), PTO_OK);
}

void cube_expect(const pto_machine *m, unsigned idx, uint32_t r, uint32_t c, uint64_t v, bool defined)
{
    pto_tile_desc d;
    uint32_t e;
    assert_int_equal(pto_tile_describe(m, idx, &d), PTO_OK);
    assert_int_equal(pto_tile_index(m, idx, r, c, &e), PTO_OK);
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(d.mask & (8u >> pe))) continue;
        uint64_t got;
        bool def;
        assert_int_equal(pto_tile_read(m, idx, pe, e, &got, &def), PTO_OK);
        if (got != v || def != defined)
            fail_msg("tile %u (%u,%u) PE%u: 0x%llx %s, expected 0x%llx %s", idx, r, c, pe, (unsigned long long)got,
                     def ? "defined" : "undefined", (unsigned long long)v, defined ? "defined" : "undefined");
    }
}

void cube_expect_shape(const pto_machine *m, unsigned idx, unsigned dt, unsigned layout, uint32_t rows, uint32_t cols,
                       uint32_t vr, uint32_t vc)
{
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, idx, &d), PTO_OK);
    assert_int_equal(d.dtype, dt);
    assert_int_equal(d.layout, layout);
    assert_int_equal(d.rows, rows);
    assert_int_equal(d.cols, cols);
    assert_int_equal(d.valid_rows, vr);
    assert_int_equal(d.valid_cols, vc);
}
