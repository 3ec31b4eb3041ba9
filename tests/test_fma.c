/* TFMA and the fused multiply-add of the numeric core.
 *
 * Expected values: the MPFR oracle (tests/oracle: the exact a * b + c,
 * then one rounding), and hand derivation for the bundle cases, with the
 * derivation in a comment. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "num/num.h"
#include "oracle/oracle.h"
#include "ptosim/ptosim.h"
#include "support/support.h"

enum { FP64 = 0, FP32 = 1, TF32 = 2, HF32 = 3, FP16 = 4, BF16 = 5, E4M3 = 7, E5M2 = 8 };

static uint64_t rng_state = 0x243F6A8885A308D3u;
static uint64_t rnd(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

static unsigned long checked, bad;

static void check(unsigned dt, uint64_t a, uint64_t b, uint64_t c)
{
    unsigned fo = 0, fn = 0;
    uint64_t want = oracle_fma(dt, a, b, c, 0, &fo);
    uint64_t got = num_ffma(dt, a, b, c, 0, &fn);
    checked++;
    if (got != want || fo != fn) {
        if (bad++ < 10)
            print_error("dt %u fma(0x%llx, 0x%llx, 0x%llx): got 0x%llx flags %x, oracle 0x%llx flags %x\n", dt,
                        (unsigned long long)a, (unsigned long long)b, (unsigned long long)c, (unsigned long long)got,
                        fn, (unsigned long long)want, fo);
    }
}

/* A value of the format with a random sign, exponent field near the middle
 * or the edges, and a random or patterned fraction. */
static uint64_t gen(unsigned dt)
{
    unsigned w = pto_dtype_bits(dt);
    uint64_t x = rnd();
    if (w < 64) x &= (((uint64_t)1) << w) - 1u;
    if (dt == TF32) x &= ~(uint64_t)0x1FFF;
    if (dt == HF32) x &= ~(uint64_t)0xFFF;
    return x;
}

/* E4M3 and E5M2: every pair (a, b) against 12 addends each: every rounding
 * case of an 8-bit format appears (the product is exact in 8 bits of
 * significand; the addends cover cancellation, zeros, NaN, infinity). */
static void fma_8bit(void **state)
{
    (void)state;
    static const unsigned fmts[2] = {E4M3, E5M2};
    for (int k = 0; k < 2; k++) {
        unsigned dt = fmts[k];
        for (unsigned a = 0; a < 256; a++)
            for (unsigned b = 0; b < 256; b++)
                for (unsigned j = 0; j < 12; j++) {
                    static const uint8_t fixed[6] = {0x00, 0x80, 0x01, 0x81, 0x7F, 0x7C};
                    uint64_t c = j < 6 ? fixed[j] : (rnd() & 0xFF);
                    check(dt, a, b, c);
                }
    }
    print_message("%lu 8-bit triples\n", checked);
    assert_int_equal(bad, 0);
}

/* FP16, BF16, FP32, TF32, HF32, FP64: random triples, triples whose
 * product nearly cancels the addend (c = -round(a*b) +- a few ulps), and
 * addends far above and below the product. */
static void fma_wide(void **state)
{
    (void)state;
    static const unsigned fmts[6] = {FP16, BF16, FP32, TF32, HF32, FP64};
    for (int k = 0; k < 6; k++) {
        unsigned dt = fmts[k];
        for (unsigned i = 0; i < 40000; i++) {
            uint64_t a = gen(dt), b = gen(dt), c = gen(dt);
            check(dt, a, b, c);
            unsigned f = 0;
            uint64_t p = num_fmul(dt, a, b, 0, &f);
            uint64_t sign = (uint64_t)1 << (pto_dtype_bits(dt) - 1);
            uint64_t step = dt == TF32 ? 0x2000u : dt == HF32 ? 0x1000u : 1u;
            check(dt, a, b, p ^ sign);
            check(dt, a, b, (p ^ sign) + step * (rnd() % 3));
            check(dt, a, b, (p ^ sign) - step * (rnd() % 3));
        }
    }
    print_message("%lu triples\n", checked);
    assert_int_equal(bad, 0);
}

/* ---- TFMA bundles ---- */

static pto_machine *run(const char *text, pto_status want)
{
    pto_machine *m = pto_create();
    char err[300];
    pto_status s = run_text(m, text, err, sizeof err);
    if (s != want) fail_msg("status %d, wanted %d: %s", (int)s, (int)want, err);
    return m;
}

static uint64_t el(pto_machine *m, unsigned t, unsigned pe, uint32_t i)
{
    uint64_t v;
    bool d;
    assert_int_equal(pto_tile_read(m, t, pe, i, &v, &d), PTO_OK);
    assert_true(d);
    return v;
}

#define TFMA_BUNDLE(dt) \
    "BSTART.VEC TFMA, " dt "\nB.DIM LB0=4 ; B.DIM LB2=8\nB.IOT T#1, T#2, mask=1111\nB.IOT T#3, mask=1111, last, ->U<128B>\nBSTOP\n"

/* FP32: a = b = 1 + 2^-12 (0x3F800800), c = -(1 + 2^-11) (0xBF801000):
 * a*b = 1 + 2^-11 + 2^-24 exactly, so the fused result is 2^-24
 * (0x33800000), exact; rounding a*b first would give 1 + 2^-11 (a tie to
 * even) and then 0.  Lane 1: 0 * inf -> canonical NaN 0x7FC00000 with NV.
 * Lane 2: 3 * 5 + 7 = 22 (0x41B00000).  Lane 3: a quiet NaN times inf plus
 * -inf: no invalid case (a NaN is not "negative"), the NaN result, no NV. */
static void tfma_fp32(void **state)
{
    (void)state;
    pto_machine *m = run(".tile T#1 FP32 size=128B cols=8 valid=1x4 mask=1111\n"
                         ".fill T#1 pe=* = 0x3F800800 0x00000000 0x40400000 0xFFC00000\n"
                         ".tile T#2 FP32 size=128B cols=8 valid=1x4 mask=1111\n"
                         ".fill T#2 pe=* = 0x3F800800 0x7F800000 0x40A00000 0x7F800000\n"
                         ".tile T#3 FP32 size=128B cols=8 valid=1x4 mask=1111\n"
                         ".fill T#3 pe=* = 0xBF801000 0x3F800000 0x40E00000 0xFF800000\n" TFMA_BUNDLE("FP32"),
                         PTO_END);
    for (unsigned pe = 0; pe < 4; pe++) {
        assert_int_equal(el(m, 16, pe, 0), 0x33800000u);
        assert_int_equal(el(m, 16, pe, 1), 0x7FC00000u);
        assert_int_equal(el(m, 16, pe, 2), 0x41B00000u);
        assert_int_equal(el(m, 16, pe, 3), 0x7FC00000u);
    }
    assert_int_equal(pto_flags(m), PTO_FLAG_NV);
    pto_destroy(m);
}

/* pto-v0: the raw carriers (written as hex, raw encodings): 0x3F800000 * 2
 * + 1 = 0x7F000001, 2 * 2 + 1 = 5, 3 * 3 + 0xFFFFFFFF = 8 (mod 2^32; a quiet
 * NaN addend is no invalid case), no flags from the profile; 0 * inf stays
 * the canonical NaN with NV. */
static void tfma_v0(void **state)
{
    (void)state;
    pto_machine *m = run(".profile pto-v0\n"
                         ".tile T#1 FP32 size=128B cols=8 valid=1x4 mask=1111\n.fill T#1 pe=* = 0x3F800000 0x0 0x2 0x3\n"
                         ".tile T#2 FP32 size=128B cols=8 valid=1x4 mask=1111\n.fill T#2 pe=* = 0x2 0x7F800000 0x2 0x3\n"
                         ".tile T#3 FP32 size=128B cols=8 valid=1x4 mask=1111\n.fill T#3 pe=* = 0x1 0x1 0x1 0xFFFFFFFF\n"
                         TFMA_BUNDLE("FP32"),
                         PTO_END);
    assert_int_equal(el(m, 16, 0, 0), 0x7F000001u);
    assert_int_equal(el(m, 16, 0, 1), 0x7FC00000u);
    assert_int_equal(el(m, 16, 0, 2), 5);
    assert_int_equal(el(m, 16, 0, 3), 8); /* 9 + 0xFFFFFFFF mod 2^32 */
    assert_int_equal(pto_flags(m), PTO_FLAG_NV);
    pto_destroy(m);
}

/* S32: (l * r + a) mod 2^32 on the zero-extended values. */
static void tfma_int(void **state)
{
    (void)state;
    pto_machine *m = run(".tile T#1 S32 size=128B cols=8 valid=1x4 mask=1111\n.fill T#1 pe=* = 7 -3 65536 -1\n"
                         ".tile T#2 S32 size=128B cols=8 valid=1x4 mask=1111\n.fill T#2 pe=* = 6 5 65536 -1\n"
                         ".tile T#3 S32 size=128B cols=8 valid=1x4 mask=1111\n.fill T#3 pe=* = 1 2 3 -1\n"
                         TFMA_BUNDLE("S32"),
                         PTO_END);
    assert_int_equal(el(m, 16, 0, 0), 43);
    assert_int_equal(el(m, 16, 0, 1), (uint32_t)-13);
    assert_int_equal(el(m, 16, 0, 2), 3);  /* 2^32 + 3 wraps */
    assert_int_equal(el(m, 16, 0, 3), 0);  /* 1 + (-1) */
    assert_int_equal(pto_flags(m), 0);
    pto_destroy(m);
}

/* Faults: a B.IOR (even all zero) is TileLegality (the closed schema);
 * a source of another shape is TileLegality after allocation with the
 * destination rolled back; nothing else changes. */
static void tfma_faults(void **state)
{
    (void)state;
    static const char srcs[] = ".tile T#1 FP32 size=128B cols=8 valid=1x4 mask=1111\n.fill T#1 pe=* = 1 2 3 4\n"
                               ".tile T#2 FP32 size=128B cols=8 valid=1x4 mask=1111\n.fill T#2 pe=* = 1 2 3 4\n";
    char text[1024];
    snprintf(text, sizeof text,
             "%s.tile T#3 FP32 size=128B cols=8 valid=1x4 mask=1111\n.fill T#3 pe=* = 1 2 3 4\n"
             "BSTART.VEC TFMA, FP32\nB.DIM LB0=4 ; B.DIM LB2=8\nB.IOT T#1, T#2, mask=1111\n"
             "B.IOT T#3, mask=1111, last, ->U<128B>\nB.IOR zero\nBSTOP\n",
             srcs);
    pto_machine *m = run(text, PTO_FAULT);
    pto_fault_info f;
    pto_fault(m, &f);
    assert_int_equal(f.kind, PTO_FAULT_TILE_LEGALITY);
    assert_false(pto_tile_allocated(m, 16));
    assert_int_equal(pto_check_invariants(m, NULL, 0), 0);
    pto_destroy(m);
    snprintf(text, sizeof text,
             "%s.tile T#3 FP32 size=128B cols=8 valid=1x3 mask=1111\n.fill T#3 pe=* = 1 2 3\n" TFMA_BUNDLE("FP32"), srcs);
    m = run(text, PTO_FAULT);
    pto_fault(m, &f);
    assert_int_equal(f.kind, PTO_FAULT_TILE_LEGALITY);
    assert_non_null(strstr(f.rule, "(C14)"));
    assert_false(pto_tile_allocated(m, 16));
    assert_int_equal(pto_flags(m), 0);
    assert_int_equal(pto_check_invariants(m, NULL, 0), 0);
    pto_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fma_8bit), cmocka_unit_test(fma_wide), cmocka_unit_test(tfma_fp32),
        cmocka_unit_test(tfma_v0),  cmocka_unit_test(tfma_int), cmocka_unit_test(tfma_faults),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
