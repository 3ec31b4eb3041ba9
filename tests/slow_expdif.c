/* The exponential of EXPDIF under ieee (kern_exp_rn) for FP32: every input
 * whose exp is not a foregone conclusion, against MPFR.
 *
 * Every FP32 encoding with a biased exponent from 90 to 133 (|x| from 2^-37
 * to 2^7, both signs: 738,197,504 inputs) is compared with MPFR's exp at 24
 * bits, rounded to nearest with the binary32 exponent range emulated
 * (emin -148, emax 128, mpfr_subnormalize), which MPFR guarantees correct.
 * Below 2^-37 exp(x) rounds to 1 (|x| is far below half an ulp of 1), and
 * from 2^7 up it overflows to +inf or rounds to +0: those inputs run on a
 * stride of 4099.  Result
 * bits only; the flags are compared against the oracle in tests/test_reduce.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>
#include <mpfr.h>

#include "core.h"
#include "kern/reduce.h"
#include "num/num.h"

static uint32_t mpfr_exp32(uint32_t x, mpfr_t v, mpfr_t e)
{
    float f;
    memcpy(&f, &x, 4);
    mpfr_set_flt(v, f, MPFR_RNDN); /* exact: v has 24 bits */
    int t = mpfr_exp(e, v, MPFR_RNDN);
    mpfr_subnormalize(e, t, MPFR_RNDN);
    float r = mpfr_get_flt(e, MPFR_RNDN);
    uint32_t u;
    memcpy(&u, &r, 4);
    return u;
}

static void check_range(uint64_t first, uint64_t end, uint64_t stride, unsigned long *n, unsigned long *bad)
{
    mpfr_t v, e;
    mpfr_init2(v, 24);
    mpfr_init2(e, 24);
    for (uint64_t x = first; x < end; x += stride) {
        if (num_decode(DT_FP32, x, NULL, NULL, NULL) != NUM_CLASS_FINITE) continue;
        unsigned f = 0;
        uint32_t got = (uint32_t)kern_exp_rn(DT_FP32, x, &f), want = mpfr_exp32((uint32_t)x, v, e);
        (*n)++;
        if (got != want && (*bad)++ < 20)
            print_error("exp FP32 0x%08x: 0x%08x, MPFR 0x%08x\n", (unsigned)x, got, want);
    }
    mpfr_clear(v);
    mpfr_clear(e);
}

static void exp_fp32(void **state)
{
    (void)state;
    mpfr_set_emin(-148);
    mpfr_set_emax(128);
    unsigned long n = 0, bad = 0;
    for (uint64_t sign = 0; sign < 2; sign++) {
        uint64_t s = sign << 31;
        check_range(s | (uint64_t)90 << 23, s | (uint64_t)134 << 23, 1, &n, &bad);
        check_range(s | 1, s | (uint64_t)90 << 23, 4099, &n, &bad);
        check_range(s | (uint64_t)134 << 23, s | 0x7F800000u, 4099, &n, &bad);
    }
    print_message("exp FP32: %lu inputs, %lu differ from MPFR\n", n, bad);
    assert_int_equal(bad, 0);
    mpfr_free_cache();
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(exp_fp32)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
