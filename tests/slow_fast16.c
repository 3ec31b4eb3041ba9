/* The FP16 and BF16 fast paths of src/kern/fast.c over every pair of
 * encodings: for add, sub, mul and div (RNE), all 2^32 (a, b) pairs, at the
 * best instruction-set level this host supports, against the exact numeric
 * core (num_fadd, num_fsub, num_fmul, num_fdiv; expected values from
 * src/num, which itself is checked against MPFR by tests/slow_num.c).
 *
 * For each a, one tile-form call over the row of every b compares every
 * result bit; calls over runs of 4 elements of the same row compare the
 * OR of the flags of those 4 elements with the exact core's.  The row is
 * also run without flags (the tile-tile operations' call, decisions D6;
 * the FP16 row in the host's form, on AMD family 19h the 256-bit halves),
 * again through fast_float_rn in runs of FAST_BF16_RN_MAX elements (the
 * {rn-sae} kernels a tile-tile call's commit takes: h16_rn, bf16_rn), and,
 * for add and sub, with inexact already held (fast_fenv.known, as a
 * bundle calls once the machine's flags have NX): every result bit again,
 * and the row's flags up to NX; and, for FP16, in runs of 128 elements
 * on a caller that does not hold inexact yet: every result bit and each
 * run's flags exactly.  Those are the {rn-sae} kernels' calls on AVX-512
 * hosts (h16_rnc; h16_rnx).  Every FP16
 * and BF16 value against a structured set of partners, with per-element
 * flags and at every level, is in tests/test_fastpaths.c.  A few minutes
 * per operation.  The FP16 compares (fast_cmp, all six modes) likewise over
 * every pair against num_fcmp: every result bit, and the NV flag of each
 * run of 4. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core.h"
#include "kern/fast.h"
#include "num/num.h"

static uint64_t exact(unsigned dt, unsigned eop, uint64_t x, uint64_t y, unsigned *f)
{
    switch (eop) {
    case E_ADD: return num_fadd(dt, x, y, NUM_RM_RNE, f);
    case E_SUB: return num_fsub(dt, x, y, NUM_RM_RNE, f);
    case E_MUL: return num_fmul(dt, x, y, NUM_RM_RNE, f);
    default: return num_fdiv(dt, x, y, NUM_RM_RNE, f);
    }
}

static void every_pair(unsigned dt, unsigned eop)
{
    enum { N = 65536, RUN = 4, FIND = 128 };
    static uint16_t a[N], b[N], d[N], want[N];
    static uint8_t wf[N];
    unsigned probe = 0;
    if (!fast_float_binary(dt, eop, NULL, NULL, NULL, 0, 0, &probe)) {
        printf("%s eop %u: no fast path on this host\n", pto_dtypes[dt].name, eop);
        return;
    }
    unsigned long bad = 0;
    for (unsigned i = 0; i < N; i++) b[i] = (uint16_t)i;
    for (unsigned x = 0; x < N; x++) {
        if (x % 8192 == 0) fprintf(stderr, "%s eop %u: a = 0x%04x\n", pto_dtypes[dt].name, eop, x);
        for (unsigned i = 0; i < N; i++) {
            unsigned f = 0;
            a[i] = (uint16_t)x;
            want[i] = (uint16_t)exact(dt, eop, x, i, &f);
            wf[i] = (uint8_t)f;
        }
        unsigned f = 0;
        fast_float_binary(dt, eop, (uint8_t *)d, (const uint8_t *)a, (const uint8_t *)b, 0, N, &f);
        for (unsigned i = 0; i < N; i++)
            if (d[i] != want[i] && bad++ < 20)
                fprintf(stderr, "MISMATCH %s eop %u: 0x%04x, 0x%04x -> 0x%04x, exact 0x%04x\n", pto_dtypes[dt].name,
                        eop, x, i, d[i], want[i]);
        unsigned all = 0;
        for (unsigned i = 0; i < N; i++) all |= wf[i];
        fast_float_binary(dt, eop, (uint8_t *)d, (const uint8_t *)a, (const uint8_t *)b, 0, N, NULL);
        for (unsigned i = 0; i < N; i++)
            if (d[i] != want[i] && bad++ < 20)
                fprintf(stderr, "MISMATCH %s eop %u without flags: 0x%04x, 0x%04x -> 0x%04x, exact 0x%04x\n",
                        pto_dtypes[dt].name, eop, x, i, d[i], want[i]);
        /* the tile-tile short way, fast_float_rn, in runs it serves (BF16:
         * at most FAST_BF16_RN_MAX elements), where this host has it */
        for (unsigned i = 0; i < N; i += FAST_BF16_RN_MAX) {
            if (!fast_float_rn(dt, eop, (uint8_t *)(d + i), (const uint8_t *)(a + i), (const uint8_t *)(b + i), 0,
                               FAST_BF16_RN_MAX))
                break;
            for (unsigned k = i; k < i + FAST_BF16_RN_MAX; k++)
                if (d[k] != want[k] && bad++ < 20)
                    fprintf(stderr, "MISMATCH %s eop %u, fast_float_rn: 0x%04x, 0x%04x -> 0x%04x, exact 0x%04x\n",
                            pto_dtypes[dt].name, eop, x, k, d[k], want[k]);
        }
        if (eop == E_ADD || eop == E_SUB) {
            fast_fenv env;
            fast_fenv_init(&env, N);
            env.known = NUM_NX;
            uint8_t skip = 0; /* the checked kernel's turn */
            env.skip = &skip;
            unsigned g = 0;
            fast_float_binary_env(dt, eop, (uint8_t *)d, (const uint8_t *)a, (const uint8_t *)b, 0, N, &g, &env);
            g |= fast_fenv_leave(&env);
            for (unsigned i = 0; i < N; i++)
                if (d[i] != want[i] && bad++ < 20)
                    fprintf(stderr, "MISMATCH %s eop %u, NX held: 0x%04x, 0x%04x -> 0x%04x, exact 0x%04x\n",
                            pto_dtypes[dt].name, eop, x, i, d[i], want[i]);
            if ((g | NUM_NX) != (all | NUM_NX) && bad++ < 20)
                fprintf(stderr, "MISMATCH %s eop %u flags, NX held: 0x%04x -> %02x, exact %02x\n", pto_dtypes[dt].name,
                        eop, x, g, all);
        }
        /* before inexact is held, runs of FIND elements (FP16: h16_rnx's
         * size on AVX-512 hosts): every result bit and the run's flags */
        if ((eop == E_ADD || eop == E_SUB) && dt == DT_FP16)
            for (unsigned i = 0; i < N; i += FIND) {
                fast_fenv env;
                fast_fenv_init(&env, FIND);
                env.known = 0;
                uint8_t skip = 0; /* every run tries the kernel */
                env.skip = &skip;
                unsigned g = 0, w = 0;
                fast_float_binary_env(dt, eop, (uint8_t *)d, (const uint8_t *)(a + i), (const uint8_t *)(b + i), 0,
                                      FIND, &g, &env);
                g |= fast_fenv_leave(&env);
                for (unsigned k = 0; k < FIND; k++) {
                    w |= wf[i + k];
                    if (d[k] != want[i + k] && bad++ < 20)
                        fprintf(stderr, "MISMATCH %s eop %u, NX not held: 0x%04x, 0x%04x -> 0x%04x, exact 0x%04x\n",
                                pto_dtypes[dt].name, eop, x, i + k, d[k], want[i + k]);
                }
                if (g != w && bad++ < 20)
                    fprintf(stderr, "MISMATCH %s eop %u flags, NX not held: 0x%04x, 0x%04x.. -> %02x, exact %02x\n",
                            pto_dtypes[dt].name, eop, x, i, g, w);
            }
        for (unsigned i = 0; i < N; i += RUN) {
            unsigned g = 0, w = 0;
            fast_float_binary(dt, eop, (uint8_t *)d, (const uint8_t *)(a + i), (const uint8_t *)(b + i), 0, RUN, &g);
            for (unsigned k = 0; k < RUN; k++) w |= wf[i + k];
            if (g != w && bad++ < 20)
                fprintf(stderr, "MISMATCH %s eop %u flags: 0x%04x, 0x%04x.. -> %02x, exact %02x\n",
                        pto_dtypes[dt].name, eop, x, i, g, w);
        }
    }
    assert_int_equal(bad, 0);
}

static void every_pair_cmp(unsigned dt, unsigned cmode)
{
    enum { N = 65536, RUN = 4 };
    static uint16_t a[N], b[N];
    static uint8_t d[N / 8], want[N / 8], wf[N];
    unsigned long bad = 0;
    for (unsigned i = 0; i < N; i++) b[i] = (uint16_t)i;
    for (unsigned x = 0; x < N; x++) {
        if (x % 16384 == 0) fprintf(stderr, "%s cmp %u: a = 0x%04x\n", pto_dtypes[dt].name, cmode, x);
        memset(want, 0, sizeof want);
        for (unsigned i = 0; i < N; i++) {
            unsigned f = 0;
            a[i] = (uint16_t)x;
            if (num_fcmp(dt, x, i, cmode, &f)) want[i / 8] |= (uint8_t)(1u << (i % 8));
            wf[i] = (uint8_t)f;
        }
        unsigned f = 0;
        assert_true(fast_cmp(dt, cmode, d, (const uint8_t *)a, (const uint8_t *)b, 0, N, &f));
        for (unsigned i = 0; i < N / 8; i++)
            if (d[i] != want[i] && bad++ < 20)
                fprintf(stderr, "MISMATCH %s cmp %u: 0x%04x, 0x%04x.. -> %02x, exact %02x\n", pto_dtypes[dt].name, cmode, x,
                        i * 8, d[i], want[i]);
        for (unsigned i = 0; i < N; i += RUN) {
            unsigned g = 0, w = 0;
            uint8_t out = 0;
            assert_true(fast_cmp(dt, cmode, &out, (const uint8_t *)(a + i), (const uint8_t *)(b + i), 0, RUN, &g));
            for (unsigned k = 0; k < RUN; k++) w |= wf[i + k];
            if (g != w && bad++ < 20)
                fprintf(stderr, "MISMATCH %s cmp %u flags: 0x%04x, 0x%04x.. -> %02x, exact %02x\n", pto_dtypes[dt].name,
                        cmode, x, i, g, w);
        }
    }
    assert_int_equal(bad, 0);
}

static void slow_fast16_fp16_cmp(void **state)
{
    (void)state;
    for (unsigned cm = NUM_EQ; cm <= NUM_GE; cm++) every_pair_cmp(DT_FP16, cm);
}

static void slow_fast16_fp16(void **state)
{
    for (unsigned eop = E_ADD; eop <= E_DIV; eop++) every_pair(DT_FP16, eop);
    slow_fast16_fp16_cmp(state);
}

static void slow_fast16_bf16(void **state)
{
    (void)state;
    for (unsigned eop = E_ADD; eop <= E_DIV; eop++) {
        if (eop == E_MUL && fast_isa() == FAST_ISA_AVX512) {
            /* both forms of the AVX-512 multiply for subnormal operands */
            fast_set_subnormal_mode(FAST_SUBN_SCALE);
            printf("BF16 mul, subnormal operands scaled\n");
            every_pair(DT_BF16, eop);
            fast_set_subnormal_mode(FAST_SUBN_DIRECT);
            printf("BF16 mul, subnormal operands direct\n");
            every_pair(DT_BF16, eop);
            fast_set_subnormal_mode(FAST_SUBN_HOST);
        } else {
            every_pair(DT_BF16, eop);
        }
    }
}

/* Arguments: "fp16" or "bf16" runs that format only, "fp16cmp" the FP16
 * compares only (default: both formats). */
int main(int argc, char **argv)
{
    printf("fast_isa level %u\n", fast_isa());
    const struct CMUnitTest both[] = {
        cmocka_unit_test(slow_fast16_fp16),
        cmocka_unit_test(slow_fast16_bf16),
    };
    if (argc > 1 && strcmp(argv[1], "fp16") == 0) {
        const struct CMUnitTest one[] = {cmocka_unit_test(slow_fast16_fp16)};
        return cmocka_run_group_tests_name("fp16", one, NULL, NULL);
    }
    if (argc > 1 && strcmp(argv[1], "fp16cmp") == 0) {
        const struct CMUnitTest one[] = {cmocka_unit_test(slow_fast16_fp16_cmp)};
        return cmocka_run_group_tests_name("fp16cmp", one, NULL, NULL);
    }
    if (argc > 1 && strcmp(argv[1], "bf16") == 0) {
        const struct CMUnitTest one[] = {cmocka_unit_test(slow_fast16_bf16)};
        return cmocka_run_group_tests_name("bf16", one, NULL, NULL);
    }
    return cmocka_run_group_tests(both, NULL, NULL);
}
