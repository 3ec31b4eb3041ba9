/* The TCVT element conversion against the MPFR oracle (tests/oracle/
 * cvt_oracle.c), both profiles, Sat 0 and 1: every encoding of every
 * 16-bit source type (FP16, BF16, S16, U16) into every destination type in
 * every RMode, and PTOSIM_TCVT_CASES (default 10^6) generated hard and
 * random cases per pair for each 32- and 64-bit source type (FP64, FP32,
 * TF32, HF32, S64, S32, U64, U32), one RMode per case.  The 8- and 4-bit
 * sources are swept exhaustively by tests/test_tcvt_oracle.c.  Prints the
 * number of conversions compared; exits nonzero on any difference. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "oracle/cvt_oracle.h"

int main(void)
{
    unsigned long long n = 0;
    unsigned long bad = 0;
    static const unsigned t16[] = {4, 5, 18, 26}, tw[] = {0, 1, 2, 3, 16, 17, 24, 25};
    uint64_t *xs = malloc(65536 * sizeof *xs);
    if (!xs) return 2;
    for (unsigned x = 0; x < 65536; x++) xs[x] = x;
    for (int i = 0; i < 4; i++) {
        bad += ocvt_check(t16[i], xs, 65536, true, NULL, &n);
        printf("16-bit source %u: %llu conversions compared so far, %lu differences\n", t16[i], n, bad);
        fflush(stdout);
    }
    free(xs);
    const char *env = getenv("PTOSIM_TCVT_CASES");
    unsigned long cases = env ? strtoul(env, NULL, 10) : 1000000ul;
    uint64_t seed = 0x7c47c47ull;
    for (int i = 0; i < 8; i++) {
        /* each case is checked into all 25 destinations: cases per pair */
        for (unsigned long k = 0; k < cases; k++) {
            uint64_t x = ocvt_gen(tw[i], &seed);
            bad += ocvt_check(tw[i], &x, 1, false, &seed, &n);
        }
        printf("wide source %u: %lu cases per pair, %llu conversions compared so far, %lu differences\n", tw[i], cases,
               n, bad);
        fflush(stdout);
    }
    printf("%llu conversions compared, %lu differences\n", n, bad);
    return bad != 0;
}
