#include "support/redexp.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "core.h"
#include "ops/ops.h"
#include "support/support.h"

void rx_bundle(avs_prog *p, const rx_spec *s)
{
    avs_init(p);
    avs_w(p, avs_bstart(s->dt, s->sel));
    if (s->datr) avs_w(p, s->datr);
    if (s->lb0) avs_w(p, avs_bdim(0, 0, s->lb0));
    if (s->lb1) avs_w(p, avs_bdim(1, 0, s->lb1));
    if (s->lb2) avs_w(p, avs_bdim(2, 0, s->lb2));
    unsigned pm = s->pemode ? s->pemode : AVS_PEM_ALL, size = s->size ? s->size : 1;
    if (s->s1 == RX_NONE) avs_w(p, avs_biot_sd(s->s0, pm, 1, AVS_HAND_T, size));
    else avs_w(p, avs_biot_ssd(s->s0, (unsigned)s->s1, pm, 1, AVS_HAND_T, size));
    if (s->ior) avs_w(p, s->ior);
    avs_w(p, AVS_BSTOP);
}

void rx_tile(pto_machine *m, unsigned idx, unsigned dt, uint32_t cap, uint32_t cols, uint32_t vr, uint32_t vc,
             const uint64_t *v, unsigned mask)
{
    avs_tile(m, idx, dt, cap, cols, vr, vc, PTO_LAYOUT_ROW_MAJOR, mask);
    for (uint32_t r = 0; r < vr; r++)
        for (uint32_t c = 0; c < vc; c++) avs_put(m, idx, r, c, v ? v[r * vc + c] : 0);
}

void rx_fill_pe(pto_machine *m, unsigned idx, unsigned pe, const uint64_t *v)
{
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, idx, &d), PTO_OK);
    for (uint32_t r = 0; r < d.valid_rows; r++)
        for (uint32_t c = 0; c < d.valid_cols; c++)
            assert_int_equal(pto_tile_write(m, idx, pe, r * d.cols + c, v[r * d.valid_cols + c]), PTO_OK);
}

void rx_invariants(const pto_machine *m)
{
    char why[256];
    if (pto_check_invariants(m, why, sizeof why)) fail_msg("invariants: %s", why);
}

void rx_run_ok(pto_machine *m, const avs_prog *p)
{
    assert_int_equal(pto_set_tpc(m, 0), PTO_OK);
    avs_run_ok(m, p);
    rx_invariants(m);
}

void rx_run_fault(pto_machine *m, const avs_prog *p, pto_fault_kind kind)
{
    assert_int_equal(pto_set_tpc(m, 0), PTO_OK);
    avs_run_to_fault(m, p, p->n - 1, kind);
    rx_invariants(m);
}

void rx_expect_pe(const pto_machine *m, unsigned idx, unsigned pe, uint32_t vr, uint32_t vc, const uint64_t *v)
{
    pto_tile_desc d;
    if (pto_tile_describe(m, idx, &d) != PTO_OK) fail_msg("tile %u is not allocated", idx);
    assert_int_equal(d.valid_rows, vr);
    assert_int_equal(d.valid_cols, vc);
    for (uint32_t r = 0; r < vr; r++)
        for (uint32_t c = 0; c < vc; c++) {
            uint64_t got;
            bool def;
            assert_int_equal(pto_tile_read(m, idx, pe, r * d.cols + c, &got, &def), PTO_OK);
            if (!def || got != v[r * vc + c])
                fail_msg("tile %u (%u,%u) PE%u: 0x%llx%s, expected 0x%llx", idx, r, c, pe, (unsigned long long)got,
                         def ? "" : " (undefined)", (unsigned long long)v[r * vc + c]);
        }
}

void rx_expect(const pto_machine *m, unsigned idx, uint32_t vr, uint32_t vc, const uint64_t *v)
{
    pto_tile_desc d;
    if (pto_tile_describe(m, idx, &d) != PTO_OK) fail_msg("tile %u is not allocated", idx);
    for (unsigned pe = 0; pe < PTO_PES; pe++)
        if (d.mask & (8u >> pe)) rx_expect_pe(m, idx, pe, vr, vc, v);
}

/* Steps every instruction of p before the BSTOP. */
static void run_header(pto_machine *m, const avs_prog *p)
{
    assert_int_equal(pto_set_tpc(m, 0), PTO_OK);
    avs_run_to(m, p, p->n - 1);
    assert_true(pto_block_active(m));
}

bool rx_handler(pto_machine *m, const avs_prog *p, unsigned dst, bool exec, unsigned *flags)
{
    run_header(m, p);
    const block_state *b = &m->blk;
    tile_binding view = b->bind[0];
    op_ctx c = {m, b, b->op, &view};
    const op_family *fam = op_family_of(b->op);
    assert_non_null(fam);
    op_why w = {{0}};
    bool ok = fam->operands(&c, &m->tiles[dst], &w);
    if (ok && exec) {
        unsigned f = fam->execute(&c, &m->tiles[dst]);
        if (flags) *flags = f;
    }
    pto_recover(m);
    rx_invariants(m);
    return ok;
}

bool rx_schema(pto_machine *m, const avs_prog *p, void (*edit)(block_state *b))
{
    run_header(m, p);
    if (edit) edit(&m->blk);
    const block_state *b = &m->blk;
    tile_binding view = b->bind[0];
    op_ctx c = {m, b, b->op, &view};
    const op_family *fam = op_family_of(b->op);
    assert_non_null(fam);
    op_why w = {{0}};
    bool ok = fam->schema(&c, &w);
    pto_recover(m);
    return ok;
}
