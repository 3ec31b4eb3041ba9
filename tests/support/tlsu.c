#include "support/tlsu.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "support/support.h"

pto_machine *tlsu_v0_machine(void)
{
    pto_machine *m = pto_create();
    assert_non_null(m);
    assert_int_equal(pto_mem_preset_select(m, PTO_MEM_PTO_V0), PTO_OK);
    assert_true(pto_mem_size(m) == 4096);
    return m;
}

void mem_store(pto_machine *m, uint64_t addr, unsigned size, uint64_t v)
{
    uint8_t b[8];
    assert_true(size >= 1 && size <= 8);
    for (unsigned i = 0; i < size; i++) b[i] = (uint8_t)(v >> (8 * i));
    if (pto_mem_write(m, addr, b, size) != PTO_OK)
        fail_msg("memory write at 0x%llx: %s", (unsigned long long)addr, pto_last_error(m));
}

uint64_t mem_load(const pto_machine *m, uint64_t addr, unsigned size)
{
    uint8_t b[8] = {0};
    assert_true(size >= 1 && size <= 8);
    if (pto_mem_read(m, addr, b, size) != PTO_OK)
        fail_msg("memory read at 0x%llx: %s", (unsigned long long)addr, pto_last_error(m));
    uint64_t v = 0;
    for (unsigned i = 0; i < size; i++) v |= (uint64_t)b[i] << (8 * i);
    return v;
}

void mem_set(pto_machine *m, uint64_t addr, uint8_t byte, size_t n)
{
    uint8_t buf[256];
    memset(buf, byte, sizeof buf);
    while (n) {
        size_t k = n < sizeof buf ? n : sizeof buf;
        assert_int_equal(pto_mem_write(m, addr, buf, k), PTO_OK);
        addr += k;
        n -= k;
    }
}

void gpr_pe(pto_machine *m, unsigned pe, unsigned reg, uint64_t v)
{
    assert_int_equal(pto_gpr_write(m, pe, reg, v), PTO_OK);
}

void expect_invariants(const pto_machine *m)
{
    char why[256];
    if (pto_check_invariants(m, why, sizeof why)) fail_msg("invariants: %s", why);
}

void run_to_fault(pto_machine *m, const avs_prog *p, unsigned k, pto_fault_kind kind)
{
    avs_run_to_fault(m, p, k, kind);
    pto_fault_info f;
    pto_fault(m, &f);
    assert_false(f.has_addr);
    expect_invariants(m);
}

void run_to_mem_fault(pto_machine *m, const avs_prog *p, unsigned k, pto_fault_kind kind, uint64_t addr)
{
    avs_run_to_fault(m, p, k, kind);
    pto_fault_info f;
    pto_fault(m, &f);
    assert_true(f.has_addr);
    if (f.addr != addr)
        fail_msg("fault address 0x%llx, expected 0x%llx (%s)", (unsigned long long)f.addr, (unsigned long long)addr,
                 f.rule ? f.rule : "");
    expect_invariants(m);
}

void run_to_unimplemented(pto_machine *m, const avs_prog *p, unsigned k)
{
    avs_run_to(m, p, k);
    snapshot before, after;
    snapshot_take(m, &before);
    uint64_t tpc = pto_tpc(m), bpc = pto_bpc(m);
    pto_status s = pto_step(m, p->code, p->len);
    snapshot_take(m, &after);
    int same = snapshot_equal(&before, &after);
    snapshot_free(&before);
    snapshot_free(&after);
    if (s != PTO_ERR_UNIMPLEMENTED)
        fail_msg("instruction %u: expected PTO_ERR_UNIMPLEMENTED, got %s (%s)", k, pto_status_name(s),
                 pto_last_error(m));
    if (!strstr(pto_last_error(m), "not implemented")) fail_msg("message: %s", pto_last_error(m));
    pto_fault_info f;
    pto_fault(m, &f);
    assert_int_equal(f.kind, PTO_FAULT_NONE);
    assert_true(pto_tpc(m) == tpc);
    assert_true(pto_bpc(m) == bpc);
    if (!same) fail_msg("instruction %u: the not-implemented error changed the state", k);
    expect_invariants(m);
}

void run_ok(pto_machine *m, const avs_prog *p)
{
    assert_int_equal(pto_set_tpc(m, 0), PTO_OK);
    avs_run_ok(m, p);
    expect_invariants(m);
}

void expect_phys(const pto_machine *m, unsigned idx, unsigned pe, uint32_t i, uint64_t v, bool defined)
{
    uint64_t got;
    bool def;
    if (pto_tile_read(m, idx, pe, i, &got, &def) != PTO_OK)
        fail_msg("tile %u PE%u element %u: %s", idx, pe, i, pto_last_error(m));
    if (got != v || def != defined)
        fail_msg("tile %u PE%u physical %u: 0x%llx %s, expected 0x%llx %s", idx, pe, i, (unsigned long long)got,
                 def ? "defined" : "undefined", (unsigned long long)v, defined ? "defined" : "undefined");
}
