/* The TCVT element conversion against the MPFR oracle (tests/oracle/
 * cvt_oracle.c), both profiles, Sat 0 and 1: every source value of every
 * 8-bit and 4-bit source type into every destination type in every RMode;
 * a sample of every 16-bit source type (every 97th encoding and the 512
 * around each power-of-two boundary) in every RMode; 2000 generated hard
 * and random cases per pair for the 32- and 64-bit source types, one
 * RMode per case.  The exhaustive 16-bit sweep and 10^6 cases per pair of
 * the wide types are tests/slow_tcvt.c. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

#include "oracle/cvt_oracle.h"

static void narrow_exhaustive(void **state)
{
    (void)state;
    static const unsigned t[] = {6, 7, 8, 9, 10, 13, 19, 27, 11, 12, 14, 20, 28};
    uint64_t xs[256];
    unsigned long long n = 0;
    unsigned long bad = 0;
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        unsigned cnt = ocvt_width(t[i]) == 4 ? 16 : 256;
        for (unsigned x = 0; x < cnt; x++) xs[x] = x;
        bad += ocvt_check(t[i], xs, cnt, true, NULL, &n);
    }
    printf("8-bit and 4-bit sources: %llu conversions compared\n", n);
    assert_int_equal(bad, 0);
}

static void wide16_sampled(void **state)
{
    (void)state;
    static const unsigned t[] = {4, 5, 18, 26};
    uint64_t *xs = malloc(65536 * sizeof *xs);
    assert_non_null(xs);
    unsigned long long n = 0;
    unsigned long bad = 0;
    for (size_t i = 0; i < 4; i++) {
        size_t k = 0;
        for (unsigned x = 0; x < 65536; x += 97) xs[k++] = x;
        for (unsigned b = 0; b < 16; b++)
            for (int d = -16; d < 16; d++) xs[k++] = ((1u << b) + (unsigned)d) & 0xFFFFu;
        bad += ocvt_check(t[i], xs, k, true, NULL, &n);
    }
    free(xs);
    printf("16-bit sources (sampled): %llu conversions compared\n", n);
    assert_int_equal(bad, 0);
}

static void wide_random(void **state)
{
    (void)state;
    static const unsigned t[] = {0, 1, 2, 3, 16, 17, 24, 25};
    unsigned long long n = 0;
    unsigned long bad = 0;
    uint64_t seed = 0x5eed7c47ull;
    for (size_t i = 0; i < 8; i++)
        for (unsigned k = 0; k < 2000; k++) {
            uint64_t x = ocvt_gen(t[i], &seed);
            bad += ocvt_check(t[i], &x, 1, false, &seed, &n);
        }
    printf("32- and 64-bit sources: %llu conversions compared\n", n);
    assert_int_equal(bad, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(narrow_exhaustive),
        cmocka_unit_test(wide16_sampled),
        cmocka_unit_test(wide_random),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
