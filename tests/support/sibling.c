#include "support/sibling.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "core.h"
#include "support/support.h"

void sib_binary(avs_prog *p, unsigned sel, unsigned dt, unsigned s0, unsigned s1, unsigned vc, unsigned cols,
                uint32_t datr)
{
    avs_init(p);
    avs_w(p, avs_bstart(dt, sel));
    if (datr) avs_w(p, datr);
    if (vc) avs_w(p, avs_bdim(0, 0, vc));
    if (cols) avs_w(p, avs_bdim(2, 0, cols));
    avs_w(p, avs_biot_ssd(s0, s1, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    avs_w(p, AVS_BSTOP);
}

void sib_scalar(avs_prog *p, unsigned sel, unsigned dt, unsigned s0, unsigned vc, unsigned cols, uint32_t datr,
                int reg)
{
    avs_init(p);
    avs_w(p, avs_bstart(dt, sel));
    if (datr) avs_w(p, datr);
    if (vc) avs_w(p, avs_bdim(0, 0, vc));
    if (cols) avs_w(p, avs_bdim(2, 0, cols));
    avs_w(p, avs_biot_sd(s0, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    if (reg >= 0) avs_w(p, avs_bior((unsigned)reg, 0, 0, 0));
    avs_w(p, AVS_BSTOP);
}

void sib_check_static(unsigned selector, const char *name, unsigned handler, unsigned sfu)
{
    const op_info *op = op_of_selector(selector);
    assert_non_null(op);
    assert_string_equal(op->name, name);
    assert_int_equal(op->selector, selector);
    assert_int_equal(op->handler, handler);
    assert_int_equal(op->sfu, sfu);
    assert_ptr_equal(op_by_name(name), op);
    uint32_t w = avs_bstart(AVS_U8, selector);
    uint8_t b[4] = {(uint8_t)w, (uint8_t)(w >> 8), (uint8_t)(w >> 16), (uint8_t)(w >> 24)};
    insn in;
    const char *why = NULL;
    assert_int_equal(insn_decode(b, 4, &in, &why), DEC_OK);
    assert_int_equal(in.form, F_BSTART_TEPL);
    assert_int_equal(in.f[FLD_Mode] * 32u + in.f[FLD_Function], selector);
}

void sib_row(pto_machine *m, unsigned idx, const uint64_t *v, unsigned n)
{
    for (unsigned c = 0; c < n; c++) avs_put(m, idx, 0, c, v[c]);
}

void sib_expect_row(const pto_machine *m, unsigned idx, const uint64_t *v, unsigned n)
{
    for (unsigned c = 0; c < n; c++) avs_expect(m, idx, 0, c, v[c], true);
}

void sib_run_to_unimplemented(pto_machine *m, const avs_prog *p, unsigned k)
{
    avs_run_to(m, p, k);
    snapshot before, after;
    snapshot_take(m, &before);
    uint64_t tpc = pto_tpc(m), bpc = pto_bpc(m);
    pto_status s = pto_step(m, p->code, p->len);
    if (s != PTO_ERR_UNIMPLEMENTED) {
        snapshot_free(&before);
        fail_msg("instruction %u: expected PTO_ERR_UNIMPLEMENTED, got %s (%s)", k, pto_status_name(s),
                 pto_last_error(m));
    }
    assert_int_equal(pto_tpc(m), tpc);
    assert_int_equal(pto_bpc(m), bpc);
    snapshot_take(m, &after);
    int same = snapshot_equal(&before, &after);
    snapshot_free(&before);
    snapshot_free(&after);
    if (!same) fail_msg("instruction %u returned PTO_ERR_UNIMPLEMENTED but changed the architectural state", k);
}
