/* The exhaustive FP32 run (`make test-exhaustive`, CTest label
 * "exhaustive"): every one of the 2^32 FP32 inputs of TEXP, TLOG and
 * TRSQRT through the vector path, each result and each element's flags
 * against the MPFR oracle, and the kernel's own run (kern_sfu, what a
 * bundle executes) equal to the vector path on every batch.  Takes 10 to 45
 * minutes per operation on one core.
 *
 *   exhaustive_sfu [OPS [FIRST LAST]]
 *     OPS: any of e (TEXP), l (TLOG), r (TRSQRT); default elr
 *     FIRST LAST: the range of encodings, hexadecimal, inclusive
 *     (default 0 ffffffff) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core.h"
#include "kern/fast.h"
#include "num/num.h"
#include "oracle/check.h"
#include "oracle/oracle.h"

enum { BATCH = 1 << 16 };

int main(int argc, char **argv)
{
    const char *ops = argc > 1 ? argv[1] : "elr";
    uint64_t first = argc > 3 ? strtoull(argv[2], NULL, 16) : 0, last = argc > 3 ? strtoull(argv[3], NULL, 16) : 0xFFFFFFFFu;
    static uint32_t a[BATCH], d[BATCH], k2[BATCH];
    static uint8_t lf[BATCH];
    unsigned long failures = 0;
    time_t t0 = time(NULL);
    printf("exhaustive_sfu: FP32 %#llx..%#llx, kernel level %u\n", (unsigned long long)first, (unsigned long long)last,
           fast_isa());
    for (const char *p = ops; *p; p++) {
        int op = *p == 'e' ? OR_EXP : *p == 'l' ? OR_LOG : *p == 'r' ? OR_RSQRT : -1;
        if (op < 0) {
            fprintf(stderr, "exhaustive_sfu: unknown operation '%c' (e, l, r)\n", *p);
            return 2;
        }
        unsigned long count = 0, inexact = 0, special = 0;
        time_t t1 = time(NULL);
        for (uint64_t base = first; base <= last; base += BATCH) {
            size_t n = last - base + 1 < BATCH ? (size_t)(last - base + 1) : BATCH;
            for (size_t i = 0; i < n; i++) a[i] = (uint32_t)(base + i);
            unsigned all = 0;
            if (!kern_sfu_vector((unsigned)op, DT_FP32, (uint8_t *)d, (const uint8_t *)a, n, lf, &all)) {
                fprintf(stderr, "exhaustive_sfu: no vector path on this host\n");
                return 2;
            }
            unsigned want_all = 0;
            for (size_t i = 0; i < n; i++) {
                unsigned f = 0;
                bool sp;
                uint64_t w = oracle_sfu_ex(DT_FP32, op, a[i], &f, &sp);
                special += sp;
                inexact += (f & OF_NX) != 0;
                want_all |= f;
                if (d[i] != w || lf[i] != f) {
                    if (failures++ < 40)
                        fprintf(stderr, "%s %#010x: %#010x/%#x, oracle %#010llx/%#x\n", sfu_op_names[op], a[i], d[i],
                                lf[i], (unsigned long long)w, f);
                }
            }
            /* the kernel a bundle runs gives the same bits and flags */
            kern_args k;
            memset(&k, 0, sizeof k);
            k.dt = DT_FP32;
            k.bits = 32;
            k.eop = E_EXP + (unsigned)op;
            k.profile = PTO_PROFILE_IEEE;
            k.rows = k.vrows = 1;
            k.cols = k.vcols = (uint32_t)n;
            k.a = (const uint8_t *)a;
            k.dst = (uint8_t *)k2;
            kern_sfu(&k);
            if (memcmp(k2, d, n * 4) != 0 || k.flags != want_all || all != want_all) {
                if (failures++ < 40)
                    fprintf(stderr, "%s batch %#llx: kernel run differs (flags %#x, vector %#x, oracle %#x)\n",
                            sfu_op_names[op], (unsigned long long)base, k.flags, all, want_all);
            }
            count += n;
            if ((base & 0x0FFFFFFFu) == 0 && base != first)
                printf("  %s: %#llx done, %lu failures, %ld s\n", sfu_op_names[op], (unsigned long long)base, failures,
                       (long)(time(NULL) - t1));
            fflush(stdout);
            if (base + BATCH < base) break;
        }
        printf("%s: %lu inputs (%lu special-valued, %lu inexact), %lu failures, %ld s\n", sfu_op_names[op], count,
               special, inexact, failures, (long)(time(NULL) - t1));
    }
    oracle_cleanup();
    printf("exhaustive_sfu: %lu failures, %ld s\n", failures, (long)(time(NULL) - t0));
    return failures != 0;
}
