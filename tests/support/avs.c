#include "support/avs.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "support/support.h"

void avs_init(avs_prog *p)
{
    memset(p, 0, sizeof *p);
}

static unsigned add_bytes(avs_prog *p, uint64_t v, unsigned n)
{
    assert_true(p->n < AVS_MAX_INSNS);
    assert_true(p->len + n <= sizeof p->code);
    p->pc[p->n] = p->len;
    for (unsigned i = 0; i < n; i++) p->code[p->len++] = (uint8_t)(v >> (8 * i));
    return p->n++;
}

unsigned avs_w(avs_prog *p, uint32_t word) { return add_bytes(p, word, 4); }
unsigned avs_h(avs_prog *p, uint16_t half) { return add_bytes(p, half, 2); }
unsigned avs_l(avs_prog *p, uint32_t w0, uint32_t w1) { return add_bytes(p, (uint64_t)w1 << 32 | w0, 8); }

void avs_tile(pto_machine *m, unsigned idx, unsigned dt, uint32_t cap, uint32_t cols, uint32_t vr, uint32_t vc,
              unsigned layout, unsigned mask)
{
    if (numeric_tile(m, idx, dt, cap, cols, vr, vc, layout, mask) != PTO_OK)
        fail_msg("configure tile %u: %s", idx, pto_last_error(m));
}

void avs_pred_tile(pto_machine *m, unsigned idx, uint32_t cap, uint32_t rows, uint32_t cols, uint32_t vr,
                   uint32_t vc, unsigned mask)
{
    pto_tile_desc d;
    memset(&d, 0, sizeof d);
    d.kind = PTO_TILE_PREDICATE;
    d.capacity = cap;
    d.rows = rows;
    d.cols = cols;
    d.valid_rows = vr;
    d.valid_cols = vc;
    d.mask = mask;
    pto_status s = pto_tile_configure(m, idx, &d);
    if (s != PTO_OK) fail_msg("configure predicate tile %u: %s", idx, pto_last_error(m));
}

void avs_put(pto_machine *m, unsigned idx, uint32_t r, uint32_t c, uint64_t v)
{
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, idx, &d), PTO_OK);
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(d.mask & (8u >> pe))) continue;
        pto_status s = pto_tile_write(m, idx, pe, r * d.cols + c, v);
        if (s != PTO_OK) fail_msg("write tile %u (%u,%u) PE%u: %s", idx, r, c, pe, pto_last_error(m));
    }
}

void avs_gpr(pto_machine *m, unsigned reg, uint64_t v)
{
    for (unsigned pe = 0; pe < PTO_PES; pe++) assert_int_equal(pto_gpr_write(m, pe, reg, v), PTO_OK);
}

void avs_expect(const pto_machine *m, unsigned idx, uint32_t r, uint32_t c, uint64_t v, bool defined)
{
    pto_tile_desc d;
    if (pto_tile_describe(m, idx, &d) != PTO_OK) fail_msg("tile %u is not allocated", idx);
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(d.mask & (8u >> pe))) continue;
        uint64_t got;
        bool def;
        assert_int_equal(pto_tile_read(m, idx, pe, r * d.cols + c, &got, &def), PTO_OK);
        if (got != v || def != defined)
            fail_msg("tile %u (%u,%u) PE%u: 0x%llx %s, expected 0x%llx %s", idx, r, c, pe, (unsigned long long)got,
                     def ? "defined" : "undefined", (unsigned long long)v, defined ? "defined" : "undefined");
    }
}

void avs_expect_defined(const pto_machine *m, unsigned idx, uint32_t r, uint32_t c, bool defined)
{
    pto_tile_desc d;
    if (pto_tile_describe(m, idx, &d) != PTO_OK) fail_msg("tile %u is not allocated", idx);
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(d.mask & (8u >> pe))) continue;
        bool def;
        assert_int_equal(pto_tile_read(m, idx, pe, r * d.cols + c, NULL, &def), PTO_OK);
        if (def != defined)
            fail_msg("tile %u (%u,%u) PE%u: %s, expected %s", idx, r, c, pe, def ? "defined" : "undefined",
                     defined ? "defined" : "undefined");
    }
}

void avs_expect_desc(const pto_machine *m, unsigned idx, pto_tile_kind kind, unsigned dt, uint32_t cap,
                     uint32_t rows, uint32_t cols, uint32_t vr, uint32_t vc, unsigned mask)
{
    pto_tile_desc d;
    if (pto_tile_describe(m, idx, &d) != PTO_OK) fail_msg("tile %u is not allocated", idx);
    assert_int_equal(d.kind, kind);
    if (kind == PTO_TILE_NUMERIC) assert_int_equal(d.dtype, dt);
    assert_int_equal(d.capacity, cap);
    assert_int_equal(d.rows, rows);
    assert_int_equal(d.cols, cols);
    assert_int_equal(d.valid_rows, vr);
    assert_int_equal(d.valid_cols, vc);
    assert_int_equal(d.layout, PTO_LAYOUT_ROW_MAJOR);
    assert_int_equal(d.mask, mask);
}

unsigned avs_allocated_count(const pto_machine *m)
{
    unsigned n = 0;
    for (unsigned i = 0; i < PTO_TILES; i++) n += pto_tile_allocated(m, i);
    return n;
}

unsigned avs_trap_of(pto_fault_kind kind)
{
    switch (kind) {
    case PTO_FAULT_ILLEGAL_INSTRUCTION: return 4;
    case PTO_FAULT_INSTRUCTION_PC: return 32;
    case PTO_FAULT_DATA_ALIGNMENT: return 34;
    case PTO_FAULT_DATA_PAGE: return 35;
    case PTO_FAULT_NONE: return 0;
    default: return 5;
    }
}

static void describe_fault(const pto_machine *m, char *buf, size_t n)
{
    pto_fault_info f;
    pto_fault(m, &f);
    snprintf(buf, n, "%s at pc %llu (%s)", pto_fault_kind_name(f.kind), (unsigned long long)f.pc,
             f.rule ? f.rule : "");
}

void avs_run_ok(pto_machine *m, const avs_prog *p)
{
    pto_status s = pto_run(m, p->code, p->len, 0);
    if (s != PTO_END) {
        char why[300];
        describe_fault(m, why, sizeof why);
        fail_msg("expected the program to run to its end, got %s: %s / %s", pto_status_name(s), why,
                 pto_last_error(m));
    }
}

void avs_invariants(const pto_machine *m)
{
    char why[256];
    if (pto_check_invariants(m, why, sizeof why)) fail_msg("invariants broken: %s", why);
}

void avs_commit_ok(pto_machine *m, const avs_prog *p)
{
    assert_int_equal(pto_set_tpc(m, 0), PTO_OK);
    pto_status s = pto_step(m, p->code, p->len);
    if (s != PTO_OK) fail_msg("BSTART: %s: %s", pto_status_name(s), pto_last_error(m));
    avs_run_ok(m, p);
    avs_invariants(m);
    assert_false(pto_block_active(m));
    pto_fault_info f;
    pto_fault(m, &f);
    assert_int_equal(f.kind, PTO_FAULT_NONE);
}

void avs_commit_fault(pto_machine *m, const avs_prog *p, pto_fault_kind kind, int nalloc)
{
    assert_int_equal(pto_set_tpc(m, 0), PTO_OK);
    unsigned n = nalloc < 0 ? avs_allocated_count(m) : (unsigned)nalloc;
    uint32_t used = pto_capacity_in_use(m);
    unsigned flags = pto_flags(m);
    avs_run_to_fault(m, p, p->n - 1, kind);
    avs_invariants(m);
    assert_int_equal(avs_allocated_count(m), n);
    assert_int_equal(pto_capacity_in_use(m), used);
    assert_int_equal(pto_flags(m), flags);
    pto_recover(m); /* discard the open block and the fault record */
}

void avs_run_to(pto_machine *m, const avs_prog *p, unsigned k)
{
    assert_true(k <= p->n);
    uint64_t target = k < p->n ? p->pc[k] : p->len;
    for (unsigned guard = 0; pto_tpc(m) != target; guard++) {
        if (guard > 4 * AVS_MAX_INSNS) fail_msg("TPC never reached instruction %u", k);
        pto_status s = pto_step(m, p->code, p->len);
        if (s != PTO_OK) {
            char why[300];
            describe_fault(m, why, sizeof why);
            fail_msg("before instruction %u: %s: %s / %s", k, pto_status_name(s), why, pto_last_error(m));
        }
    }
}

void avs_run_to_fault(pto_machine *m, const avs_prog *p, unsigned k, pto_fault_kind kind)
{
    avs_run_to(m, p, k);
    snapshot before, after;
    snapshot_take(m, &before);
    uint64_t bpc = pto_bpc(m);
    pto_status s = pto_step(m, p->code, p->len);
    pto_fault_info f;
    pto_fault(m, &f);
    if (s != PTO_FAULT || f.kind != kind) {
        char why[300];
        describe_fault(m, why, sizeof why);
        snapshot_free(&before);
        fail_msg("instruction %u: expected %s, got status %s, %s / %s", k, pto_fault_kind_name(kind),
                 pto_status_name(s), why, pto_last_error(m));
    }
    assert_int_equal(f.trap, avs_trap_of(kind));
    assert_int_equal(f.pc, p->pc[k]);
    assert_int_equal(pto_tpc(m), p->pc[k]);
    assert_int_equal(pto_bpc(m), bpc);
    snapshot_take(m, &after);
    int same = snapshot_equal(&before, &after);
    snapshot_free(&before);
    snapshot_free(&after);
    if (!same) fail_msg("instruction %u faulted but changed the architectural state", k);
}
