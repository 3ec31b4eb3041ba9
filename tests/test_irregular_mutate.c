/* Robustness of TSORT, TMRGSORT, THISTOGRAM, TQUANT and TDEQUANT: legal
 * bundles of each, their words mutated (a random bit of a random word, a
 * word dropped or repeated, the GPRs and source payloads redrawn, undefined
 * elements), stepped through the fuzz harnesses' checker
 * (tests/fuzz/fuzz_common.h, fz_run_checked): after every step the
 * invariants hold and a fault or an API error changes nothing but the
 * fault record and TPC; then pto_step and pto_run agree on every state
 * (fz_run_twins).  The expected values here are properties, not values. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "fuzz/fuzz_common.h"
#include "support/avs.h"

static uint64_t st = 0x243F6A8885A308D3u;
static uint32_t rnd(void)
{
    st ^= st << 13;
    st ^= st >> 7;
    st ^= st << 17;
    return (uint32_t)(st >> 11);
}

/* Source tiles: T#3 FP32 2x8 (Col 8), T#4 FP16 1x8 (Col 16), T#5 U16 2x8
 * (Col 8), T#6 U8 4x1 (Col 1), T#7 S8 2x8 (Col 8), T#8 FP32 1x4 (Col 8),
 * on the PEs of a random mask, with random values, some undefined. */
static void setup(pto_machine *m, bool sorted)
{
    pto_reset(m);
    pto_set_profile(m, rnd() & 1 ? PTO_PROFILE_V0 : PTO_PROFILE_IEEE);
    static const struct { unsigned idx, dt; uint32_t cap, cols, vr, vc; } t[] = {
        {3, AVS_FP32, 128, 8, 2, 8}, {4, AVS_FP16, 128, 16, 1, 8}, {5, AVS_U16, 128, 8, 2, 8},
        {6, AVS_U8, 128, 1, 4, 1},   {7, AVS_S8, 128, 8, 2, 8},    {8, AVS_FP32, 128, 8, 1, 4},
    };
    static const unsigned masks[4] = {0xF, 0x8, 0xC, 0x1};
    unsigned mask = rnd() % 8 ? 0xF : masks[rnd() % 4];
    for (unsigned k = 0; k < 6; k++) {
        pto_tile_desc d;
        memset(&d, 0, sizeof d);
        d.kind = PTO_TILE_NUMERIC;
        d.dtype = t[k].dt;
        d.capacity = t[k].cap;
        d.cols = t[k].cols;
        d.valid_rows = t[k].vr;
        d.valid_cols = t[k].vc;
        d.layout = PTO_LAYOUT_ROW_MAJOR;
        d.mask = mask;
        assert_int_equal(pto_tile_configure(m, t[k].idx, &d), PTO_OK);
        unsigned bits = pto_dtype_bits(t[k].dt);
        for (unsigned pe = 0; pe < 4; pe++)
            for (uint32_t e = 0; e < t[k].vr * t[k].cols; e++) {
                if (rnd() % 512 == 0) continue; /* undefined now and then */
                uint64_t v = rnd();
                if (sorted && bits == 32) v = 0x3F800000u + e * 0x100u; /* ascending: a legal merge */
                if (sorted && bits == 16) v = 0x3C00u + e;
                pto_tile_write(m, t[k].idx, pe, e, v & ((bits >= 64) ? ~0ull : ((1ull << bits) - 1u)));
            }
    }
    for (unsigned pe = 0; pe < 4; pe++) {
        pto_gpr_write(m, pe, 2, rnd() % 4 ? 0x3F800000u + (rnd() % 256) : rnd()); /* a0 */
        pto_gpr_write(m, pe, 3, rnd() % 3 ? rnd() % 2 : rnd());                  /* a1 */
    }
}

static size_t words(const uint32_t *w, unsigned n, uint8_t *out)
{
    for (unsigned i = 0; i < n; i++) memcpy(out + 4 * i, &w[i], 4);
    return 4u * n;
}

static void mutate_run(const uint32_t *base, unsigned n, bool sorted, unsigned iters)
{
    pto_machine *m = pto_create(), *a = pto_create(), *b = pto_create();
    assert_non_null(m);
    assert_non_null(a);
    assert_non_null(b);
    char why[512];
    unsigned committed = 0;
    for (unsigned it = 0; it < iters; it++) {
        uint32_t w[16];
        unsigned len = n;
        memcpy(w, base, n * 4);
        unsigned kind = rnd() % 4;
        if (kind == 1) w[rnd() % n] ^= 1u << (rnd() % 32);
        if (kind == 2 && n > 2) { /* drop a word */
            unsigned k = 1 + rnd() % (n - 1);
            memmove(w + k, w + k + 1, (n - k - 1) * 4);
            len--;
        }
        if (kind == 3 && n < 16) { /* repeat a word */
            unsigned k = rnd() % n;
            memmove(w + k + 1, w + k, (n - k) * 4);
            len++;
        }
        uint8_t code[64];
        size_t bytes = words(w, len, code);
        uint64_t seed = st;
        setup(m, sorted);
        if (fz_run_checked(m, code, bytes, 64, NULL, why, sizeof why)) fail_msg("iteration %u: %s", it, why);
        committed += pto_tile_allocated(m, 16); /* a destination in U: the bundle committed */
        st = seed;
        setup(a, sorted);
        st = seed;
        setup(b, sorted);
        if (fz_run_twins(a, b, code, bytes, 64, why, sizeof why)) fail_msg("iteration %u (twins): %s", it, why);
    }
    /* the unmutated quarter mostly commits (sources with undefined elements
     * or a partial mask do not) */
    if (committed < iters / 50) fail_msg("only %u of %u runs committed", committed, iters);
    pto_destroy(m);
    pto_destroy(a);
    pto_destroy(b);
}

static void test_tsort(void **state)
{
    (void)state;
    const uint32_t w[] = {avs_bstart(AVS_FP32, 0x06C), avs_bdim(0, 0, 3), avs_bior(3, 0, 0, 0),
                          avs_biot_sd(3, AVS_PEM_ALL, 0, AVS_HAND_U, 1), avs_biot_d(AVS_PEM_ALL, 1, AVS_HAND_N, 1),
                          AVS_BSTOP};
    mutate_run(w, 6, false, 1500);
}

static void test_tmrgsort(void **state)
{
    (void)state;
    const uint32_t w[] = {avs_bstart(AVS_FP32, 0x06D), avs_bior(3, 0, 0, 0),
                          avs_biot_ssd(8, 8, AVS_PEM_ALL, 1, AVS_HAND_U, 1), AVS_BSTOP};
    mutate_run(w, 4, true, 1500);
}

static void test_thistogram(void **state)
{
    (void)state;
    const uint32_t w[] = {avs_bstart(AVS_U16, 0x068), avs_bdatr(0, 0, 0, 0, AVS_U32, 0, 0),
                          avs_biot_ssd(5, 6, AVS_PEM_ALL, 1, AVS_HAND_U, 5), AVS_BSTOP};
    mutate_run(w, 4, false, 1500);
}

static void test_tquant(void **state)
{
    (void)state;
    const uint32_t w[] = {avs_bstart(AVS_FP32, 0x06A), avs_bdatr(0, 0, 1, 0, AVS_S8, 3, 0), avs_bdim(0, 0, 8),
                          avs_bdim(1, 0, 2), avs_bior(2, 3, 0, 0), avs_biot_sd(3, AVS_PEM_ALL, 1, AVS_HAND_U, 1),
                          AVS_BSTOP};
    mutate_run(w, 7, false, 1500);
    const uint32_t d[] = {avs_bstart(AVS_S8, 0x06B), avs_bdatr(0, 0, 0, 0, AVS_FP32, 2, 0), avs_bdim(0, 0, 8),
                          avs_bdim(1, 0, 2), avs_bior(2, 3, 0, 0), avs_biot_sd(7, AVS_PEM_ALL, 1, AVS_HAND_U, 1),
                          AVS_BSTOP};
    mutate_run(d, 7, false, 1500);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_tsort),
        cmocka_unit_test(test_tmrgsort),
        cmocka_unit_test(test_thistogram),
        cmocka_unit_test(test_tquant),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
