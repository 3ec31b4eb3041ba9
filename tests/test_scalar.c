/* Scalar instructions and block bodies (decisions D18, D21, S1), each
 * program small enough that its expected values are worked out by hand in
 * the comment above it; plus a differential test: random ALU programs run
 * from a host buffer (pto_run, the general execute path) and from global
 * memory (pto_run_gm, which executes plain ALU instructions inline) end in
 * the same state. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ptosim/codec.h"
#include "ptosim/program.h"
#include "ptosim/ptosim.h"
#include "support/support.h"

enum { A0 = 2, A1 = 3, A2 = 4, A3 = 5, A4 = 6, A5 = 7 };

static pto_machine *run(const char *text, pto_status want)
{
    pto_machine *m = pto_create();
    char err[300] = "";
    pto_status s = run_text(m, text, err, sizeof err);
    if (s != want) fail_msg("status %s, expected %s: %s", pto_status_name(s), pto_status_name(want), err);
    char why[200];
    assert_int_equal(pto_check_invariants(m, why, sizeof why), 0);
    return m;
}

static uint64_t gpr(const pto_machine *m, unsigned pe, unsigned r)
{
    uint64_t v;
    assert_int_equal(pto_gpr_read(m, pe, r, &v), PTO_OK);
    return v;
}

static void expect_all(const pto_machine *m, unsigned r, uint64_t v)
{
    for (unsigned pe = 0; pe < PTO_PES; pe++)
        if (gpr(m, pe, r) != v)
            fail_msg("GPR %u on PE %u is 0x%llx, expected 0x%llx", r, pe, (unsigned long long)gpr(m, pe, r),
                     (unsigned long long)v);
}

/* Division never traps: x / 0 = 0 and x % 0 = x; INT64_MIN / -1 wraps to
 * INT64_MIN with remainder 0; the W forms do the same on 32 bits and sign
 * extend (0x80000000 / -1 = 0xffffffff80000000). */
static void division_totality(void **state)
{
    (void)state;
    pto_machine *m = run(".gpr * a0 = 7\n.gpr * a1 = 0\n"
                         "div a0, a1, ->a2\nrem a0, a1, ->a3\n",
                         PTO_END);
    expect_all(m, A2, 0);
    expect_all(m, A3, 7);
    pto_destroy(m);
    m = run(".gpr * a0 = 0x8000000000000000\n.gpr * a1 = 0xffffffffffffffff\n"
            "div a0, a1, ->a2\nrem a0, a1, ->a3\ndivw a0, a1, ->a4\n",
            PTO_END);
    expect_all(m, A2, 0x8000000000000000u);
    expect_all(m, A3, 0);
    expect_all(m, A4, 0); /* the low word of a0 is 0: 0 / -1 = 0 */
    pto_destroy(m);
    m = run(".gpr * a0 = 0x80000000\n.gpr * a1 = 0xffffffffffffffff\ndivw a0, a1, ->a2\nremw a0, a1, ->a3\n",
            PTO_END);
    expect_all(m, A2, 0xffffffff80000000u);
    expect_all(m, A3, 0);
    pto_destroy(m);
}

/* Word forms sign-extend bit 31: 0x7fffffff + 1 = 0xffffffff80000000;
 * immediates: ADDI zero-extends its 12 bits (0xfff = 4095), SUBI 1 from 0
 * wraps to all ones, LUI shifts a sign-extended 20-bit value by 12
 * (0x80000 -> 0xffffffff80000000), HL.LIS sign-extends 32 bits, C.MOVI 5
 * bits (-16 = 0x10). */
static void word_and_immediates(void **state)
{
    (void)state;
    pto_machine *m = run(".gpr * a0 = 0x7fffffff\n.gpr * a1 = 1\n"
                         "addw a0, a1, ->a2\n"
                         "addi zero, 4095, ->a3\n"
                         "subi zero, 1, ->a4\n"
                         "lui 0x80000, ->a5\n"
                         "hl.lis -2, ->s0\n"
                         "c.movi -16, ->s1\n",
                         PTO_END);
    expect_all(m, A2, 0xffffffff80000000u);
    expect_all(m, A3, 4095);
    expect_all(m, A4, UINT64_MAX);
    expect_all(m, A5, 0xffffffff80000000u);
    uint64_t s0 = gpr(m, 0, 11), s1 = gpr(m, 0, 12);
    assert_true(s0 == (uint64_t)-2);
    assert_true(s1 == (uint64_t)-16);
    pto_destroy(m);
}

/* Decisions S1: each PE runs the instruction on its own GPRs.  PE k has
 * a0 = k + 1: a0 * 3 + 1 -> a1 is 4, 7, 10, 13; each PE stores it at
 * 0x100 + 8 k and loads its neighbour's slot only after every PE stored
 * (the stores of one instruction are all done before the next). */
static void per_pe_lanes(void **state)
{
    (void)state;
    pto_machine *m = run(".gpr 0 a0 = 1 ; .gpr 1 a0 = 2 ; .gpr 2 a0 = 3 ; .gpr 3 a0 = 4\n"
                         ".gpr 0 a2 = 0x100 ; .gpr 1 a2 = 0x108 ; .gpr 2 a2 = 0x110 ; .gpr 3 a2 = 0x118\n"
                         "addi zero, 3, ->a3\n"
                         "mul a0, a3, ->a1\n"
                         "addi a1, 1, ->a1\n"
                         "sdi a1, [a2, 0]\n"
                         "ldi [a2, 1], ->a4\n",
                         PTO_END);
    static const uint64_t want[4] = {4, 7, 10, 13};
    for (unsigned pe = 0; pe < 4; pe++) {
        assert_true(gpr(m, pe, A1) == want[pe]);
        assert_true(gpr(m, pe, A4) == (pe < 3 ? want[pe + 1] : 0)); /* PE3 reads 0x120: never written */
    }
    uint64_t mem[4];
    assert_int_equal(pto_mem_read(m, 0x100, mem, sizeof mem), PTO_OK);
    assert_memory_equal(mem, want, sizeof mem);
    pto_destroy(m);
}

/* A store whose address faults on one PE stores on none (the probes of
 * every PE come first).  Memory is 0x10000 bytes: PE3's 8 bytes at 0xfff8
 * end exactly at the size and would be fine, PE2's at 0x10000 lie past
 * it: DataPage with PE2's address, and PE0, PE1 and PE3 store nothing. */
static void store_fault_no_partial(void **state)
{
    (void)state;
    pto_machine *m = run(".memsize 0x10000\n"
                         ".gpr * a1 = 0x55\n"
                         ".gpr 0 a0 = 0x100 ; .gpr 1 a0 = 0x108 ; .gpr 2 a0 = 0x10000 ; .gpr 3 a0 = 0xfff8\n"
                         "sdi a1, [a0, 0]\n",
                         PTO_FAULT);
    pto_fault_info f;
    pto_fault(m, &f);
    assert_int_equal(f.kind, PTO_FAULT_DATA_PAGE);
    assert_true(f.has_addr && f.addr == 0x10000);
    assert_true(f.pc == 0 && pto_tpc(m) == 0);
    uint64_t v[2];
    assert_int_equal(pto_mem_read(m, 0x100, v, 16), PTO_OK);
    assert_true(v[0] == 0 && v[1] == 0);
    assert_int_equal(pto_mem_read(m, 0xfff8, v, 8), PTO_OK);
    assert_true(v[0] == 0);
    pto_destroy(m);
    /* the lowest faulting PE names the fault: PE1 misaligned, PE2 past the end */
    m = run(".memsize 0x10000\n.gpr 0 a0 = 0x100 ; .gpr 1 a0 = 0x104 ; .gpr 2 a0 = 0x10000 ; .gpr 3 a0 = 0x110\n"
            "ldi [a0, 0], ->a1\n",
            PTO_FAULT);
    pto_fault(m, &f);
    assert_int_equal(f.kind, PTO_FAULT_DATA_ALIGNMENT);
    assert_true(f.addr == 0x104);
    pto_destroy(m);
}

/* The T and U queues: ->t pushes T#1 (older entries move down, four at
 * most), a t#k source reads without popping. */
static void queues(void **state)
{
    (void)state;
    pto_machine *m = run("addi zero, 1, ->t\naddi zero, 2, ->t\naddi zero, 3, ->t\naddi zero, 4, ->t\n"
                         "addi zero, 5, ->t\n"            /* 1 drops out: t#1..t#4 = 5 4 3 2 */
                         "add t#1, t#4, ->u\n"            /* 5 + 2 = 7 */
                         "sub t#2, u#1, ->a0\n",          /* 4 - 7 */
                         PTO_END);
    static const uint64_t t[4] = {5, 4, 3, 2};
    for (unsigned pe = 0; pe < 4; pe++) {
        uint64_t v;
        for (unsigned k = 0; k < 4; k++) {
            assert_int_equal(pto_queue_read(m, pe, false, k, &v), PTO_OK);
            assert_true(v == t[k]);
        }
        assert_int_equal(pto_queue_read(m, pe, true, 0, &v), PTO_OK);
        assert_true(v == 7);
        assert_int_equal(pto_queue_read(m, pe, true, 1, &v), PTO_ERR_STATE);
    }
    expect_all(m, A0, (uint64_t)-3);
    pto_destroy(m);
    /* reading an empty entry is IllegalInstruction, before any effect */
    m = run("addi zero, 1, ->t\nadd t#2, zero, ->a0\n", PTO_FAULT);
    pto_fault_info f;
    pto_fault(m, &f);
    assert_int_equal(f.kind, PTO_FAULT_ILLEGAL_INSTRUCTION);
    assert_true(f.pc == 4);
    expect_all(m, A0, 0);
    pto_destroy(m);
}

/* Branches: a BSTART.STD COND block loops while SETC.NE holds (a0 = 3:
 * the back edge is taken twice, a1 counts 3 bodies); J skips an
 * instruction; JR jumps to a register plus a byte offset (written as
 * bytes, encoded halved); ADDTPC adds the immediate << 12 to its own
 * PC. */
static void branches(void **state)
{
    (void)state;
    pto_machine *m = run("        addi zero, 3, ->a0\n"         /* 0x00 */
                         "top:    BSTART.STD COND, top\n"       /* 0x04 */
                         "        addi a1, 1, ->a1\n"           /* 0x08 */
                         "        subi a0, 1, ->a0\n"           /* 0x0c */
                         "        setc.ne a0, zero\n"           /* 0x10 */
                         "        BSTOP\n"                      /* 0x14 */
                         "        j over\n"                     /* 0x18 */
                         "        addi zero, 99, ->a2\n"        /* 0x1c: skipped */
                         "over:   addi zero, 0x30, ->a3\n"      /* 0x20 */
                         "        jr a3, 4\n"                   /* 0x24: to 0x30 + 4 */
                         "        addi zero, 98, ->a2\n"        /* 0x28: skipped */
                         "        addi zero, 97, ->a2\n"        /* 0x2c: skipped */
                         "        addi zero, 96, ->a2\n"        /* 0x30: skipped */
                         "        addtpc 2, ->a4\n",            /* 0x34: 0x34 + 0x2000 */
                         PTO_END);
    expect_all(m, A1, 3);
    expect_all(m, A0, 0);
    expect_all(m, A2, 0);
    expect_all(m, A4, 0x2034);
    assert_true(pto_tpc(m) == 0x38);
    pto_destroy(m);
    /* JR to an odd address: InstructionPC, the target as the address, TPC stays */
    m = run("addi zero, 0x31, ->a0\njr a0, 0\n", PTO_FAULT);
    pto_fault_info f;
    pto_fault(m, &f);
    assert_int_equal(f.kind, PTO_FAULT_INSTRUCTION_PC);
    assert_true(f.pc == 4 && f.has_addr && f.addr == 0x31 && pto_tpc(m) == 4);
    pto_destroy(m);
}

/* Decisions D18 and the placement rules: a header command after the body
 * began is BundleControl; SETC outside a COND block and a second SETC in
 * one block are BundleControl; EBREAK outside a SYS block is
 * BundleControl; in one it is SoftwareBreakpoint (trap 50) with its
 * immediate as the cause and its PC as the address. */
static void placement(void **state)
{
    (void)state;
    pto_fault_info f;
    pto_machine *m = run("BSTART.VEC TADD, FP32\naddi zero, 1, ->a0\nB.DIM zero, 4, ->LB0\n", PTO_FAULT);
    pto_fault(m, &f);
    assert_int_equal(f.kind, PTO_FAULT_BUNDLE_CONTROL);
    assert_true(f.pc == 8);
    expect_all(m, A0, 1); /* the body instruction ran */
    pto_destroy(m);
    m = run("setc.eq zero, zero\n", PTO_FAULT);
    pto_fault(m, &f);
    assert_int_equal(f.kind, PTO_FAULT_BUNDLE_CONTROL);
    pto_destroy(m);
    m = run("top: BSTART.STD COND, top\nsetc.eq zero, zero\nsetc.eq zero, zero\n", PTO_FAULT);
    pto_fault(m, &f);
    assert_int_equal(f.kind, PTO_FAULT_BUNDLE_CONTROL);
    assert_true(f.pc == 8);
    pto_destroy(m);
    m = run("ebreak 3\n", PTO_FAULT);
    pto_fault(m, &f);
    assert_int_equal(f.kind, PTO_FAULT_BUNDLE_CONTROL);
    pto_destroy(m);
    m = run("C.BSTART.SYS FALL\nebreak 3\n", PTO_FAULT);
    pto_fault(m, &f);
    assert_int_equal(f.kind, PTO_FAULT_SOFTWARE_BREAKPOINT);
    assert_int_equal(f.trap, 50);
    assert_int_equal(f.cause, 3);
    assert_true(f.pc == 2 && f.addr == 2);
    pto_destroy(m);
}

/* A word of no form is IllegalInstruction (the model's
 * ExecutePTOInstruction); a catalog form ptosim does not execute is an
 * error naming it, with nothing changed. */
static void unknown_and_unimplemented(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    static const uint8_t none[4] = {0x7b, 0xff, 0xff, 0x7f}; /* 0x7fffff7b: 32 bits (D9), no form */
    pto_insn in;
    pto_codec_error e;
    assert_int_equal(pto_decode(none, 4, &in, &e), PTO_CODEC_UNKNOWN);
    assert_int_equal(pto_run(m, none, 4, 0), PTO_FAULT);
    pto_fault_info f;
    pto_fault(m, &f);
    assert_int_equal(f.kind, PTO_FAULT_ILLEGAL_INSTRUCTION);
    pto_destroy(m);
    m = pto_create();
    static const uint8_t fadd[4] = {0x4b, 0, 0, 0};
    assert_int_equal(pto_run(m, fadd, 4, 0), PTO_ERR_UNIMPLEMENTED);
    assert_non_null(strstr(pto_last_error(m), "FADD"));
    assert_true(pto_tpc(m) == 0);
    pto_fault(m, &f);
    assert_int_equal(f.kind, PTO_FAULT_NONE);
    pto_destroy(m);
}

/* ---- differential: pto_run against pto_run_gm ------------------------------------- */

static uint64_t rng(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static const char *const regs[] = {"zero", "a0", "a1", "a2", "a3", "s0", "s1", "x0", "x3"};
static const char *const srcs[] = {"zero", "a0", "a1", "a2", "a3", "s0", "t#1", "t#2", "u#1"};
static const char *const dsts[] = {"->zero", "->a0", "->a1", "->a2", "->a3", "->s0", "->t", "->u"};

static void differential(void **state)
{
    (void)state;
    uint64_t seed = 42;
    static const char *const bin[] = {"add", "sub", "and", "or", "xor", "sll", "srl", "sra", "mul", "addw", "min"};
    static const char *const imm[] = {"addi", "subi", "andi", "ori", "xori", "slli", "srli", "srai"};
    for (unsigned prog = 0; prog < 200; prog++) {
        char text[8192];
        size_t n = 0;
        /* seed every PE differently and fill both queues */
        for (unsigned pe = 0; pe < 4; pe++)
            for (unsigned r = 1; r < 9; r++)
                n += (size_t)snprintf(text + n, sizeof text - n, ".gpr %u %s = 0x%llx\n", pe, regs[r],
                                      (unsigned long long)rng(&seed));
        n += (size_t)snprintf(text + n, sizeof text - n, "addi a0, 1, ->t\naddi a1, 2, ->t\naddi a2, 3, ->u\n");
        for (unsigned k = 0; k < 40; k++) {
            uint64_t r = rng(&seed);
            const char *dst = dsts[r % 8];
            if ((r >> 8) & 1)
                n += (size_t)snprintf(text + n, sizeof text - n, "%s %s, %s, %s\n", bin[(r >> 9) % 11],
                                      srcs[(r >> 16) % 9], srcs[(r >> 24) % 9], dst);
            else
                n += (size_t)snprintf(text + n, sizeof text - n, "%s %s, %u, %s\n", imm[(r >> 9) % 8],
                                      srcs[(r >> 16) % 9], (unsigned)((r >> 32) % 64), dst);
        }
        pto_program *p = NULL;
        pto_program_error err;
        if (pto_program_parse(text, n, &p, &err) != PTO_OK) fail_msg("line %u: %s\n%s", err.line, err.message, text);
        pto_machine *a = pto_create(), *b = pto_create();
        pto_run_result ra, rb;
        pto_program_run(a, p, NULL, NULL, &ra);
        pto_program_run_gm(b, p, 0, NULL, NULL, &rb);
        assert_int_equal(ra.status, rb.status == PTO_END ? PTO_END : rb.status);
        for (unsigned pe = 0; pe < 4; pe++) {
            for (unsigned r = 0; r < PTO_GPRS; r++)
                if (gpr(a, pe, r) != gpr(b, pe, r)) fail_msg("program %u: GPR %u of PE %u differs\n%s", prog, r, pe, text);
            for (unsigned k = 0; k < 4; k++)
                for (int u = 0; u < 2; u++) {
                    uint64_t va = 0, vb = 0;
                    pto_status sa = pto_queue_read(a, pe, u, k, &va), sb = pto_queue_read(b, pe, u, k, &vb);
                    assert_int_equal(sa, sb);
                    assert_true(va == vb);
                }
        }
        pto_destroy(a);
        pto_destroy(b);
        pto_program_free(p);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(division_totality), cmocka_unit_test(word_and_immediates),
        cmocka_unit_test(per_pe_lanes),      cmocka_unit_test(store_fault_no_partial),
        cmocka_unit_test(queues),            cmocka_unit_test(branches),
        cmocka_unit_test(placement),         cmocka_unit_test(unknown_and_unimplemented),
        cmocka_unit_test(differential),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
