#include "support/engine_util.h"
#include "support/support.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

int pemode_of_mask(unsigned mask)
{
    static const uint8_t masks[8] = {0x0, 0x8, 0x4, 0x2, 0x1, 0xC, 0xE, 0xF};
    for (int i = 0; i < 8; i++)
        if (masks[i] == mask) return i;
    return -1;
}

unsigned mask_of_pemode(unsigned pemode)
{
    static const uint8_t masks[8] = {0x0, 0x8, 0x4, 0x2, 0x1, 0xC, 0xE, 0xF};
    return masks[pemode & 7u];
}

unsigned popcount4(unsigned x) { return (x & 1u) + ((x >> 1) & 1u) + ((x >> 2) & 1u) + ((x >> 3) & 1u); }

/* BSTART.TEPL: DataType[31:27] Mode[26:25] Function[24:20], 0x19181 in [19:0]. */
uint32_t enc_bstart(unsigned dt, unsigned sel)
{
    return (uint32_t)dt << 27 | (uint32_t)(sel >> 5) << 25 | (uint32_t)(sel & 31u) << 20 | 0x00019181u;
}

/* B.DATR: CMode[31:29] Pad[28:27] Sat[26] Canon[25] DataType[24:20] 00
 * RMode[17:15] 001 Layout[11:7] 0100011. */
uint32_t enc_datr(unsigned cmode, unsigned pad, unsigned sat, unsigned canon, unsigned dt, unsigned rmode,
                  unsigned layout)
{
    return (uint32_t)cmode << 29 | (uint32_t)pad << 27 | (uint32_t)sat << 26 | (uint32_t)canon << 25 |
           (uint32_t)dt << 20 | (uint32_t)rmode << 15 | 0x1000u | (uint32_t)layout << 7 | 0x23u;
}

/* B.DIM: uimm17[11:0] at [31:20], RegSrc[19:15], funct3 = LB at [14:12],
 * uimm17[16:12] at [11:7], 1000011. */
uint32_t enc_bdim(unsigned lb, unsigned reg, uint32_t uimm17)
{
    return (uimm17 & 0xFFFu) << 20 | (uint32_t)reg << 15 | (uint32_t)lb << 12 | ((uimm17 >> 12) & 0x1Fu) << 7 | 0x43u;
}

/* C.B.DIMI: LoopNest[15:14] imm8[13:6] 111100. */
uint16_t enc_cdimi(unsigned lb, unsigned imm8) { return (uint16_t)(lb << 14 | (imm8 & 0xFFu) << 6 | 0x3Cu); }

/* B.IOT: SrcTile1[31:26] SrcTile0[25:20] L[19] SizeCode[18:15] funct3[14:12]
 * PEMode[11:9] DstTile[8:7] 0010011. */
static uint32_t iot(unsigned s1, unsigned s0, unsigned last, unsigned size, unsigned f3, unsigned pm, unsigned hand)
{
    return (uint32_t)s1 << 26 | (uint32_t)s0 << 20 | (uint32_t)last << 19 | (uint32_t)size << 15 | (uint32_t)f3 << 12 |
           (uint32_t)pm << 9 | (uint32_t)hand << 7 | 0x13u;
}
uint32_t enc_iot_ssd(unsigned s0, unsigned s1, unsigned last, unsigned size, unsigned pm, unsigned hand)
{
    return iot(s1, s0, last, size, 4, pm, hand);
}
uint32_t enc_iot_ss(unsigned s0, unsigned s1, unsigned last, unsigned pm) { return iot(s1, s0, last, 0, 4, pm, 0); }
uint32_t enc_iot_sd(unsigned s0, unsigned last, unsigned size, unsigned pm, unsigned hand)
{
    return iot(0, s0, last, size, 5, pm, hand);
}
uint32_t enc_iot_s(unsigned s0, unsigned last, unsigned pm) { return iot(0, s0, last, 0, 5, pm, 0); }
uint32_t enc_iot_d(unsigned last, unsigned size, unsigned pm, unsigned hand) { return iot(0, 0, last, size, 6, pm, hand); }

/* B.IOR: RegSrc2[31:27] 00 RegSrc1[24:20] RegSrc0[19:15] 000 RegDst[11:7] 0010011. */
uint32_t enc_ior(unsigned rs0, unsigned rs1, unsigned rs2, unsigned rd)
{
    return (uint32_t)rs2 << 27 | (uint32_t)rs1 << 20 | (uint32_t)rs0 << 15 | (uint32_t)rd << 7 | 0x13u;
}

/* B.IOS: 0000 SharedTID[27:20] 0 SizeCode[18:15] 001 PEMode[11:9] 00 0010011. */
uint32_t enc_ios(unsigned tid, unsigned size, unsigned pm)
{
    return (uint32_t)tid << 20 | (uint32_t)size << 15 | 0x1000u | (uint32_t)pm << 9 | 0x13u;
}

/* B.CATR: DR[26] trap[19] far[18] atom[17] aq[16] rl[15], match 0x23. */
uint32_t enc_catr(unsigned trap, unsigned far) { return (uint32_t)trap << 19 | (uint32_t)far << 18 | 0x23u; }

void cb_init(code_buf *c) { memset(c, 0, sizeof *c); }

static unsigned cb_put(code_buf *c, uint64_t v, unsigned nbytes)
{
    assert_true(c->n < CODE_MAX_INSNS);
    c->off[c->n] = c->len;
    for (unsigned i = 0; i < nbytes; i++) c->bytes[c->len + i] = (uint8_t)(v >> (8 * i));
    c->len += nbytes;
    c->off[c->n + 1] = c->len;
    return c->n++;
}
unsigned cb_w(code_buf *c, uint32_t w) { return cb_put(c, w, 4); }
unsigned cb_h(code_buf *c, uint16_t h) { return cb_put(c, h, 2); }
unsigned cb_l(code_buf *c, uint64_t d) { return cb_put(c, d, 8); }

static int index_of(const code_buf *c, uint64_t pc)
{
    for (unsigned i = 0; i <= c->n; i++)
        if (c->off[i] == pc) return (int)i;
    return -1;
}

void step_code(pto_machine *m, const code_buf *c, run_result *r)
{
    snapshot before, after;
    snapshot_take(m, &before);
    uint64_t bpc = pto_bpc(m);
    pto_status s = pto_step(m, c->bytes, c->len);
    r->status = s;
    r->tpc = pto_tpc(m);
    r->steps++;
    if (s == PTO_FAULT) {
        pto_fault(m, &r->fault);
        r->fault_index = index_of(c, r->fault.pc);
        snapshot_take(m, &after);
        r->unchanged = snapshot_equal(&before, &after) && pto_bpc(m) == bpc;
        snapshot_free(&after);
    }
    snapshot_free(&before);
}

void run_code(pto_machine *m, const code_buf *c, run_result *r)
{
    memset(r, 0, sizeof *r);
    r->fault_index = -1;
    assert_int_equal(pto_set_tpc(m, 0), PTO_OK);
    for (;;) {
        step_code(m, c, r);
        if (r->status != PTO_OK) break;
        assert_true(r->steps < 10000);
    }
    if (r->status != PTO_END && r->status != PTO_FAULT)
        print_message("run stopped with %s: %s\n", pto_status_name(r->status), pto_last_error(m));
}

void mk_tile_layout(pto_machine *m, unsigned idx, unsigned dt, uint32_t cap, uint32_t cols, uint32_t vr,
                    uint32_t vc, unsigned mask, unsigned layout)
{
    pto_status s = numeric_tile(m, idx, dt, cap, cols, vr, vc, layout, mask);
    if (s != PTO_OK) print_message("tile %u: %s\n", idx, pto_last_error(m));
    assert_int_equal(s, PTO_OK);
}

void mk_tile(pto_machine *m, unsigned idx, unsigned dt, uint32_t cap, uint32_t cols, uint32_t vr, uint32_t vc,
             unsigned mask)
{
    mk_tile_layout(m, idx, dt, cap, cols, vr, vc, mask, PTO_LAYOUT_ROW_MAJOR);
}

void fill_tile_pe(pto_machine *m, unsigned idx, unsigned pe, const uint64_t *vals, unsigned n)
{
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, idx, &d), PTO_OK);
    assert_true(n <= d.valid_rows * d.valid_cols);
    for (unsigned k = 0; k < n; k++) {
        unsigned r = k / d.valid_cols, col = k % d.valid_cols;
        assert_int_equal(pto_tile_write(m, idx, pe, r * d.cols + col, vals[k]), PTO_OK);
    }
}

void fill_tile(pto_machine *m, unsigned idx, const uint64_t *vals, unsigned n)
{
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, idx, &d), PTO_OK);
    for (unsigned pe = 0; pe < PTO_PES; pe++)
        if (d.mask & (8u >> pe)) fill_tile_pe(m, idx, pe, vals, n);
}

void fill_tile_const(pto_machine *m, unsigned idx, uint64_t v)
{
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, idx, &d), PTO_OK);
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(d.mask & (8u >> pe))) continue;
        for (unsigned r = 0; r < d.valid_rows; r++)
            for (unsigned c = 0; c < d.valid_cols; c++)
                assert_int_equal(pto_tile_write(m, idx, pe, r * d.cols + c, v), PTO_OK);
    }
}

void set_gpr_all(pto_machine *m, unsigned reg, uint64_t v)
{
    for (unsigned pe = 0; pe < PTO_PES; pe++) assert_int_equal(pto_gpr_write(m, pe, reg, v), PTO_OK);
}

void fill_budget(pto_machine *m, uint32_t target)
{
    uint32_t used = pto_capacity_in_use(m);
    assert_true(target >= used && (target - used) % 128u == 0);
    unsigned slot = 32; /* hands M and N */
    for (uint32_t size = 65536; size >= 128; size /= 2) {
        while (target - pto_capacity_in_use(m) >= size) {
            while (slot < 64 && pto_tile_allocated(m, slot)) slot++;
            assert_true(slot < 64);
            mk_tile(m, slot, D_FP64, size, 1, 1, 1, 0x8);
        }
    }
    assert_int_equal(pto_capacity_in_use(m), target);
}

uint64_t elem(const pto_machine *m, unsigned idx, unsigned pe, uint32_t i)
{
    uint64_t v = 0;
    bool def;
    assert_int_equal(pto_tile_read(m, idx, pe, i, &v, &def), PTO_OK);
    return v;
}

bool elem_defined(const pto_machine *m, unsigned idx, unsigned pe, uint32_t i)
{
    uint64_t v;
    bool def = false;
    assert_int_equal(pto_tile_read(m, idx, pe, i, &v, &def), PTO_OK);
    return def;
}

const uint8_t *payload(const pto_machine *m, unsigned idx, unsigned pe)
{
    const uint8_t *b = NULL;
    size_t len = 0;
    assert_int_equal(pto_tile_payload(m, idx, pe, &b, &len), PTO_OK);
    return b;
}

unsigned count_allocated(const pto_machine *m)
{
    unsigned n = 0;
    for (unsigned i = 0; i < PTO_TILES; i++) n += pto_tile_allocated(m, i);
    return n;
}
