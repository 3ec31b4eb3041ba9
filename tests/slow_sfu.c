/* Slow test (`make test-slow`): the SFU unary operations against the MPFR
 * oracle at volume.
 *
 *   FP32, TF32, HF32, FP64, each of TEXP TLOG TRECIP TSQRT TRSQRT: at least
 *     10^6 cases: the constructed hard and boundary cases, the hardest
 *     inputs of search windows (by the distance of the exact result from
 *     the nearest rounding midpoint), and seeded random inputs.  Each case
 *     checks the exact core and (formats up to FP32) the vector path, each
 *     element with its own flags; FP64 SQRT and RECIP also the kernel's host
 *     operation element by element.
 *   TF32 and HF32: every encoding of every operation.
 * The closest approach to a midpoint found by the searches and the Ziv
 * levels FP64 needed are printed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core.h"
#include "kern/fast.h"
#include "num/num.h"
#include "oracle/check.h"
#include "oracle/oracle.h"

enum { BATCH = 1 << 14 };

static unsigned long failures;

/* One batch: oracle once per element, then the exact core and the vector
 * path (when there is one) against it. */
static void check_batch(unsigned dt, int op, const uint64_t *xs, size_t n, unsigned long levels[6])
{
    static uint64_t want[BATCH];
    static unsigned wantf[BATCH];
    static uint8_t a[BATCH * 8], d[BATCH * 8], lf[BATCH];
    unsigned esz = pto_dtypes[dt].bits / 8u;
    for (size_t i = 0; i < n; i++) {
        wantf[i] = 0;
        want[i] = oracle_sfu(dt, op, xs[i], &wantf[i]);
        unsigned f = 0, level = 0;
        uint64_t r = num_sfu_ieee_level((unsigned)op, dt, xs[i], &f, &level);
        if (levels && level < 6) levels[level]++;
        if (r != want[i] || f != wantf[i]) {
            if (failures++ < 30)
                fprintf(stderr, "exact core %s %s %#llx: %#llx/%#x, oracle %#llx/%#x\n", pto_dtypes[dt].name,
                        sfu_op_names[op], (unsigned long long)xs[i], (unsigned long long)r, f,
                        (unsigned long long)want[i], wantf[i]);
        }
        memcpy(a + i * esz, &xs[i], esz);
    }
    unsigned all = 0;
    if (kern_sfu_vector((unsigned)op, dt, d, a, n, lf, &all)) {
        for (size_t i = 0; i < n; i++) {
            uint64_t got = 0;
            memcpy(&got, d + i * esz, esz);
            if (got != want[i] || lf[i] != wantf[i]) {
                if (failures++ < 30)
                    fprintf(stderr, "fast path %s %s %#llx: %#llx/%#x, oracle %#llx/%#x\n", pto_dtypes[dt].name,
                            sfu_op_names[op], (unsigned long long)xs[i], (unsigned long long)got, lf[i],
                            (unsigned long long)want[i], wantf[i]);
            }
        }
    }
}

/* The search: windows of consecutive encodings from seeded starts; every
 * scanned input is checked, the closest approach is returned. */
static double search(unsigned dt, int op, unsigned windows, unsigned span, uint64_t seed, unsigned long *count)
{
    static uint64_t xs[BATCH];
    uint64_t st = seed;
    double best = 1.0;
    uint64_t best_x = 0;
    size_t n = 0;
    for (unsigned w = 0; w < windows; w++) {
        uint64_t start = sfu_gen(dt, op, &st) & ~((uint64_t)1 << (pto_dtypes[dt].bits - 1u));
        uint64_t step = dt == DT_TF32 ? (uint64_t)1 << 13 : dt == DT_HF32 ? (uint64_t)1 << 12 : 1;
        for (unsigned i = 0; i < span; i++) {
            uint64_t x = sfu_valid(dt, start + i * step);
            double h = sfu_hardness(dt, op, x);
            if (h < best) {
                best = h;
                best_x = x;
            }
            xs[n++] = x;
            if (n == BATCH) {
                check_batch(dt, op, xs, n, NULL);
                *count += n;
                n = 0;
            }
        }
    }
    if (n) check_batch(dt, op, xs, n, NULL);
    *count += n;
    printf("    search %s %s: closest %.3g ulp from a midpoint at %#llx\n", pto_dtypes[dt].name, sfu_op_names[op], best,
           (unsigned long long)best_x);
    return best;
}

static void volume(unsigned dt, int op, unsigned long target)
{
    static uint64_t xs[BATCH];
    unsigned long count = 0, levels[6] = {0};
    size_t n = sfu_hard(dt, op, xs, BATCH);
    check_batch(dt, op, xs, n, levels);
    count += n;
    search(dt, op, 8, dt == DT_FP64 ? 2000 : 4000, 0xA5A5u + (uint64_t)op * 7u + dt, &count);
    uint64_t st = 0x1234567u + (uint64_t)op * 1000003u + dt;
    while (count < target) {
        n = 0;
        while (n < BATCH) xs[n++] = sfu_gen(dt, op, &st);
        check_batch(dt, op, xs, n, levels);
        count += n;
    }
    printf("  %s %s: %lu cases", pto_dtypes[dt].name, sfu_op_names[op], count);
    if (op == OR_EXP || op == OR_LOG)
        printf(", Ziv levels 1..5: %lu %lu %lu %lu %lu", levels[1], levels[2], levels[3], levels[4], levels[5]);
    printf("\n");
}

static void exhaustive(unsigned dt)
{
    static uint64_t xs[BATCH];
    unsigned fb = pto_dtypes[dt].fbits;
    uint64_t count = (uint64_t)1 << (1 + 8 + fb);
    for (int op = 0; op < 5; op++) {
        size_t n = 0;
        for (uint64_t i = 0; i < count; i++) {
            xs[n++] = i << (23 - fb);
            if (n == BATCH) {
                check_batch(dt, op, xs, n, NULL);
                n = 0;
            }
        }
        if (n) check_batch(dt, op, xs, n, NULL);
        printf("  %s %s: every one of %llu encodings\n", pto_dtypes[dt].name, sfu_op_names[op],
               (unsigned long long)count);
    }
}

int main(void)
{
    time_t t0 = time(NULL);
    printf("slow_sfu: the SFU unary operations against MPFR (kernel level %u)\n", fast_isa());
    static const unsigned dts[4] = {DT_FP32, DT_TF32, DT_HF32, DT_FP64};
    for (unsigned k = 0; k < 4; k++)
        for (int op = 0; op < 5; op++) volume(dts[k], op, 1000000ul);
    exhaustive(DT_TF32);
    exhaustive(DT_HF32);
    /* the baseline level of the vector path, on a smaller volume */
    fast_set_isa_limit(FAST_ISA_SSE2);
    for (unsigned k = 0; k < 3; k++)
        for (int op = 0; op < 5; op++) volume(dts[k], op, 100000ul);
    fast_set_isa_limit(FAST_ISA_BEST);
    oracle_cleanup();
    printf("slow_sfu: %lu failures, %ld s\n", failures, (long)(time(NULL) - t0));
    return failures != 0;
}
