/* Long runs of the generated numeric cases (expected values: the MPFR
 * oracle in tests/oracle, which shares no code with src/num).
 *
 * For each of FP64, FP32, TF32, HF32, FP16, BF16: 1,000,000 generated
 * pairs per operation (add, sub, mul, div) under RNE, then 500,000 pairs per
 * operation cycling through all eight rounding-mode codes: 6,000,000 cases
 * per format, result bits and all five flags compared.  FP16 and BF16 also
 * run every encoding against 48 seeded random partners per operation, in
 * both operand orders, with a rounding mode that cycles through all eight
 * codes (65536 * 48 * 4 * 2 = 25,165,824 cases per format).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cmocka.h>

#include "num/num.h"
#include "oracle/check.h"
#include "oracle/oracle.h"

static void slow_format(unsigned dt)
{
    unsigned long bad = check_num_generated(dt, 1000000, 0xA11CE000u + dt, false);
    bad += check_num_generated(dt, 500000, 0xB0B00000u + dt, true);
    assert_int_equal(bad, 0);
}

static void every16(unsigned dt)
{
    uint64_t st = 0xC0FFEE00u + dt;
    unsigned long bad = 0;
    for (uint64_t x = 0; x < 0x10000u; x++) {
        for (int k = 0; k < 48; k++) {
            uint64_t y = oracle_rng(&st) & 0xFFFFu;
            unsigned rm = (unsigned)((x + (uint64_t)k) % 8u);
            for (int op = 0; op < 4; op++) {
                for (int order = 0; order < 2; order++) {
                    uint64_t a = order ? y : x, b = order ? x : y;
                    check_num_op(dt, op, a, b, rm, &bad);
                }
            }
        }
    }
    assert_int_equal(bad, 0);
}

static void test_fp16_every(void **state) { (void)state; every16(4); }
static void test_bf16_every(void **state) { (void)state; every16(5); }

static void test_fp64_slow(void **state) { (void)state; slow_format(0); }
static void test_fp32_slow(void **state) { (void)state; slow_format(1); }
static void test_tf32_slow(void **state) { (void)state; slow_format(2); }
static void test_hf32_slow(void **state) { (void)state; slow_format(3); }
static void test_fp16_slow(void **state) { (void)state; slow_format(4); }
static void test_bf16_slow(void **state) { (void)state; slow_format(5); }

static int teardown_all(void **state)
{
    (void)state;
    oracle_cleanup();
    return 0;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fp64_slow), cmocka_unit_test(test_fp32_slow),
        cmocka_unit_test(test_tf32_slow), cmocka_unit_test(test_hf32_slow),
        cmocka_unit_test(test_fp16_slow), cmocka_unit_test(test_bf16_slow),
        cmocka_unit_test(test_fp16_every), cmocka_unit_test(test_bf16_every),
    };
    return cmocka_run_group_tests(tests, NULL, teardown_all);
}
