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
#include "oracle/oracle.h"

typedef uint64_t (*binop_fn)(unsigned, uint64_t, uint64_t, unsigned, unsigned *);
static const binop_fn num_ops[4] = {num_fadd, num_fsub, num_fmul, num_fdiv};
static const char *const op_names[4] = {"add", "sub", "mul", "div"};

static unsigned long run(unsigned dt, unsigned long pairs, uint64_t seed, bool all_modes)
{
    uint64_t st = seed;
    unsigned long bad = 0;
    for (unsigned long i = 0; i < pairs; i++) {
        for (int op = 0; op < 4; op++) {
            uint64_t a, b;
            oracle_gen_pair(dt, op, &st, &a, &b);
            unsigned rm = all_modes ? (unsigned)(i % 8u) : 0u;
            unsigned gf = 0, ef = 0;
            uint64_t got = num_ops[op](dt, a, b, rm, &gf);
            uint64_t exp = oracle_arith(dt, op, a, b, rm, &ef);
            if (got != exp || gf != ef) {
                if (bad++ < 20)
                    fprintf(stderr, "%s %s rm%u %#llx %#llx: got %#llx/%#x oracle %#llx/%#x\n",
                            oracle_format(dt)->name, op_names[op], rm, (unsigned long long)a,
                            (unsigned long long)b, (unsigned long long)got, gf,
                            (unsigned long long)exp, ef);
            }
        }
    }
    return bad;
}

static void slow_format(unsigned dt)
{
    unsigned long bad = run(dt, 1000000, 0xA11CE000u + dt, false);
    bad += run(dt, 500000, 0xB0B00000u + dt, true);
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
                    unsigned gf = 0, ef = 0;
                    uint64_t got = num_ops[op](dt, a, b, rm, &gf);
                    uint64_t exp = oracle_arith(dt, op, a, b, rm, &ef);
                    if (got != exp || gf != ef) {
                        if (bad++ < 20)
                            fprintf(stderr, "%s %s rm%u %#llx %#llx: got %#llx/%#x oracle %#llx/%#x\n",
                                    oracle_format(dt)->name, op_names[op], rm,
                                    (unsigned long long)a, (unsigned long long)b,
                                    (unsigned long long)got, gf, (unsigned long long)exp, ef);
                    }
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
