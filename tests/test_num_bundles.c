/* Numbers through the real instructions: tiles of generated values run
 * through TADD, TSUBS and TCMPS bundles on every PE (each PE with its own
 * data and scalar) and are compared element by element with the MPFR
 * oracle; flags are checked as decisions D6 says (TADD none, TSUBS the OR of
 * its element flags, TCMPS NV on a signalling NaN).  Under pto-v0 the same
 * bundles give the raw-carrier results (a -/+ b mod 2^W) with no flags.
 * The IEEE cases also run with a valid region narrower than the tile (one
 * kernel run per row) and under three caller MXCSR states on x86-64: clean
 * defaults, every status bit already set, and FTZ/DAZ/round-toward-zero
 * with exceptions unmasked; the results and flags must not change, nor
 * must the caller's MXCSR. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>
#if defined(__x86_64__)
#include <immintrin.h>
#endif

#include "asm/asm.h"
#include "core.h"
#include "oracle/oracle.h"

/* Encoding validity of spec-digest §4.6: TF32 needs bits 12:0 zero, HF32
 * bits 11:0 (written here independently of the code under test). */
static bool valid_enc(unsigned dt, uint64_t x)
{
    if (dt == DT_TF32) return (x & 0x1FFFu) == 0;
    if (dt == DT_HF32) return (x & 0xFFFu) == 0;
    return true;
}

static const unsigned float_types[8] = {DT_FP64, DT_FP32, DT_TF32, DT_HF32, DT_FP16, DT_BF16, DT_E4M3, DT_E5M2};

typedef struct code {
    uint8_t bytes[64];
    size_t len;
} code;

static void emit(code *c, const char *stmt)
{
    insn in;
    asm_error e;
    assert_int_equal(asm_insn(stmt, &in, &e), 0);
    for (unsigned i = 0; i < in.length; i++) c->bytes[c->len++] = (uint8_t)(in.bits >> (8 * i));
}

/* Caller MXCSR states while a bundle runs (x86-64). */
enum { CSR_CLEAN, CSR_STATUS_SET, CSR_HOSTILE, CSR_STATES };
static const unsigned csr_value[CSR_STATES] = {0x1F80u, 0x1FBFu, 0x8040u | 0x6000u | 0x3Fu};

/* Assembles and runs one bundle from TPC 0: BSTART.VEC OP, DT; [datr];
 * LB0 = vcols, LB1 = 4, LB2 = cols when wider; iot; [B.IOR a0]; BSTOP.
 * The bundle runs under the caller MXCSR state csr, which it must leave
 * as it found it. */
static void run_bundle(pto_machine *m, const char *op, unsigned dt, const char *datr, uint32_t vcols, uint32_t cols,
                       const char *iot, bool ior, unsigned csr)
{
    code c = {{0}, 0};
    char text[80];
    snprintf(text, sizeof text, "BSTART.VEC %s, %s", op, pto_dtypes[dt].name);
    emit(&c, text);
    if (datr) emit(&c, datr);
    snprintf(text, sizeof text, "B.DIM LB0=%u", vcols);
    emit(&c, text);
    emit(&c, "B.DIM LB1=4");
    if (vcols != cols) {
        snprintf(text, sizeof text, "B.DIM LB2=%u", cols);
        emit(&c, text);
    }
    emit(&c, iot);
    if (ior) emit(&c, "B.IOR a0, zero, zero, ->zero");
    emit(&c, "BSTOP");
    pto_set_tpc(m, 0);
#if defined(__x86_64__)
    unsigned saved = _mm_getcsr();
    _mm_setcsr(csr_value[csr]);
    pto_status st = pto_run(m, c.bytes, c.len, 0);
    unsigned after = _mm_getcsr();
    _mm_setcsr(saved);
    assert_int_equal(after, csr_value[csr]);
#else
    (void)csr;
    pto_status st = pto_run(m, c.bytes, c.len, 0);
#endif
    assert_int_equal(st, PTO_END);
}

/* Physical index of valid element i of a region vc wide in rows of cols. */
static uint32_t phys(uint32_t i, uint32_t vc, uint32_t cols) { return i / vc * cols + i % vc; }

/* size bytes per PE (4 KiB or 128 B): cols chosen so the tile has 8
 * physical rows; the valid region is 4 rows x cols, or narrower when
 * narrow (cols - 3; half the columns when a row has at most 4).  At 128 B
 * a bundle has fewer than 256 elements, which takes the kernels' short-run
 * paths (software flags, one host environment held over every PE and row). */
static void run_case(unsigned dt, pto_profile prof, uint64_t *seed, bool narrow, unsigned csr, uint32_t size)
{
    unsigned bits = pto_dtypes[dt].bits;
    uint32_t cols = size * 8u / bits / 8u; /* 8 physical rows */
    uint32_t vr = 4, vc = !narrow ? cols : cols > 4 ? cols - 3 : cols / 2;
    const char *sz = size == 128 ? "128B" : "4KB";
    char iot[64];
    pto_machine *m = pto_create();
    pto_set_profile(m, prof);
    pto_tile_desc d = {PTO_TILE_NUMERIC, dt, size, 0, cols, vr, vc, PTO_LAYOUT_ROW_MAJOR, 0xF};
    assert_int_equal(pto_tile_configure(m, 16, &d), PTO_OK); /* U#1 */
    assert_int_equal(pto_tile_configure(m, 17, &d), PTO_OK); /* U#2 */
    static uint64_t a[4][8192], b[4][8192];
    uint64_t scalar[4];
    for (unsigned pe = 0; pe < 4; pe++) {
        for (uint32_t i = 0; i < vr * vc; i++) {
            oracle_gen_pair(dt, OR_ADD, seed, &a[pe][i], &b[pe][i]);
            /* TF32/HF32 sources must be valid encodings for TSUBS/TCMPS */
            if (!valid_enc(dt, a[pe][i])) a[pe][i] &= ~dt_mask(dt == DT_TF32 ? 13 : 12);
            assert_int_equal(pto_tile_write(m, 16, pe, phys(i, vc, cols), a[pe][i]), PTO_OK);
            assert_int_equal(pto_tile_write(m, 17, pe, phys(i, vc, cols), b[pe][i]), PTO_OK);
        }
        do scalar[pe] = oracle_gen_value(dt, seed);
        while (!valid_enc(dt, scalar[pe]));
        pto_gpr_write(m, pe, 2, scalar[pe]); /* a0 */
    }
    /* TADD U#1 + U#2 -> T#1 */
    snprintf(iot, sizeof iot, "B.IOT U#1, U#2, mask=1111, last, ->T<%s>", sz);
    run_bundle(m, "TADD", dt, NULL, vc, cols, iot, false, csr);
    assert_int_equal(pto_flags(m), 0); /* D6: ExecuteTileBinary records no flags */
    for (unsigned pe = 0; pe < 4; pe++)
        for (uint32_t i = 0; i < vr * vc; i++) {
            unsigned f = 0;
            uint64_t want = prof == PTO_PROFILE_IEEE ? oracle_arith(dt, OR_ADD, a[pe][i], b[pe][i], 0, &f)
                                                     : (a[pe][i] + b[pe][i]) & dt_mask(bits);
            uint64_t got;
            bool def;
            pto_tile_read(m, 0, pe, phys(i, vc, cols), &got, &def);
            if (got != want)
                print_message("%s TADD PE%u [%u]: 0x%llx + 0x%llx = 0x%llx, expected 0x%llx\n", pto_dtypes[dt].name, pe,
                              i, (unsigned long long)a[pe][i], (unsigned long long)b[pe][i], (unsigned long long)got,
                              (unsigned long long)want);
            assert_true(def);
            assert_int_equal(got, want);
        }
    /* TSUBS U#1 - a0 -> T#2 */
    snprintf(iot, sizeof iot, "B.IOT U#1, mask=1111, last, ->T<%s>", sz);
    run_bundle(m, "TSUBS", dt, NULL, vc, cols, iot, true, csr);
    unsigned want_flags = 0;
    for (unsigned pe = 0; pe < 4; pe++)
        for (uint32_t i = 0; i < vr * vc; i++) {
            uint64_t want = prof == PTO_PROFILE_IEEE ? oracle_arith(dt, OR_SUB, a[pe][i], scalar[pe], 0, &want_flags)
                                                     : (a[pe][i] - scalar[pe]) & dt_mask(bits);
            uint64_t got;
            pto_tile_read(m, 1, pe, phys(i, vc, cols), &got, NULL);
            assert_int_equal(got, want);
        }
    assert_int_equal(pto_flags(m), want_flags); /* D6: the OR of TSUBS's element flags */
    /* TCMPS U#1 LT a0 -> T#3 */
    run_bundle(m, "TCMPS", dt, "B.DATR cmode=LT, pad=Zero", vc, cols, iot, true, csr);
    unsigned cmp_flags = 0;
    for (unsigned pe = 0; pe < 4; pe++)
        for (uint32_t i = 0; i < vr * vc; i++) {
            bool want = oracle_fcmp(dt, a[pe][i], scalar[pe], 2, &cmp_flags);
            uint64_t got;
            pto_tile_read(m, 2, pe, phys(i, vc, cols), &got, NULL);
            assert_int_equal(got, want);
        }
    assert_int_equal(pto_flags(m), want_flags | (cmp_flags & PTO_FLAG_NV)); /* sticky */
    pto_destroy(m);
}

static void all_formats_ieee(void **state)
{
    (void)state;
    uint64_t seed = 0x5eed0001;
    for (int rep = 0; rep < 3; rep++)
        for (unsigned k = 0; k < 8; k++) run_case(float_types[k], PTO_PROFILE_IEEE, &seed, false, CSR_CLEAN, 4096);
}

static void narrow_regions_and_caller_mxcsr(void **state)
{
    (void)state;
    uint64_t seed = 0x5eed0003;
    for (unsigned csr = 0; csr < CSR_STATES; csr++)
        for (unsigned k = 0; k < 8; k++) {
            run_case(float_types[k], PTO_PROFILE_IEEE, &seed, true, csr, 4096);
            run_case(float_types[k], PTO_PROFILE_IEEE, &seed, false, csr, 4096);
        }
}

/* The same at 128 B per PE: every bundle is short (under 256 elements), so
 * the kernels share one host environment over the PEs and rows of a
 * bundle and put the caller's MXCSR back once; results, flags and the
 * caller's MXCSR must be as for one call at a time. */
static void short_bundles_and_caller_mxcsr(void **state)
{
    (void)state;
    uint64_t seed = 0x5eed0004;
    for (unsigned csr = 0; csr < CSR_STATES; csr++)
        for (unsigned k = 0; k < 8; k++) {
            run_case(float_types[k], PTO_PROFILE_IEEE, &seed, true, csr, 128);
            run_case(float_types[k], PTO_PROFILE_IEEE, &seed, false, csr, 128);
        }
}

static void all_formats_pto_v0(void **state)
{
    (void)state;
    uint64_t seed = 0x5eed0002;
    for (unsigned k = 0; k < 8; k++) run_case(float_types[k], PTO_PROFILE_V0, &seed, false, CSR_CLEAN, 4096);
}

/* TSUBS once the machine holds inexact and nothing else: on AVX-512 hosts
 * FP16 bundles, and FP32 and FP64 bundles of at most 2,048 elements, then
 * take the {rn-sae} kernels that find NV and OF from the results alone
 * (src/kern/fast.c).
 * A first TSUBS of 1 - 0.1 on another tile raises NX; the case's TSUBS
 * then runs on generated values and scalars (specials included), on one PE
 * or four, at 128 B and 4 KiB, under each caller MXCSR state; its results
 * and flags must be the MPFR oracle's (flags: NX plus the oracle's).  Runs
 * with a NaN or an infinite result and runs without both occur for each
 * type (checked), so the kernels' run-again path and their plain path are
 * both taken. */
static void tsubs_with_inexact_held(void **state)
{
    (void)state;
    static const unsigned dts[3] = {DT_FP32, DT_FP64, DT_FP16};
    /* 1, 0.1 (rounded), 1.5 and the exponent field of each type */
    static const uint64_t one[3] = {0x3F800000u, 0x3FF0000000000000u, 0x3C00u},
                          tenth[3] = {0x3DCCCCCDu, 0x3FB999999999999Au, 0x2E66u},
                          ordinary[3] = {0x3FC00000u, 0x3FF8000000000000u, 0x3E00u},
                          expo[3] = {0x7F800000u, 0x7FF0000000000000u, 0x7C00u};
    uint64_t seed = 0x5eed0005;
    unsigned special_runs[3] = {0}, plain_runs[3] = {0};
    for (unsigned t = 0; t < 3; t++)
        for (unsigned sz = 0; sz < 2; sz++)
            for (unsigned pes = 1; pes <= 4; pes += 3)
                for (unsigned csr = 0; csr < CSR_STATES; csr++)
                    for (unsigned rep = 0; rep < 6; rep++) {
                        unsigned dt = dts[t], bits = pto_dtypes[dt].bits;
                        uint32_t size = sz ? 4096 : 128, cols = size * 8u / bits / 8u, vr = 4, vc = cols;
                        unsigned mask = pes == 1 ? 0x8u : 0xFu;
                        char iot[80];
                        pto_machine *m = pto_create();
                        pto_tile_desc d = {PTO_TILE_NUMERIC, dt, size, 0, cols, vr, vc, PTO_LAYOUT_ROW_MAJOR, 0xF};
                        assert_int_equal(pto_tile_configure(m, 16, &d), PTO_OK); /* U#1: the case */
                        assert_int_equal(pto_tile_configure(m, 18, &d), PTO_OK); /* U#3: ones */
                        static uint64_t a[4][1024];
                        uint64_t scalar[4];
                        for (unsigned pe = 0; pe < 4; pe++) {
                            for (uint32_t i = 0; i < vr * vc; i++) {
                                a[pe][i] = oracle_gen_value(dt, &seed);
                                assert_int_equal(pto_tile_write(m, 16, pe, i, a[pe][i]), PTO_OK);
                                assert_int_equal(pto_tile_write(m, 18, pe, i, one[t]), PTO_OK);
                            }
                            scalar[pe] = rep % 3 ? ordinary[t] : oracle_gen_value(dt, &seed); /* often ordinary */
                            pto_gpr_write(m, pe, 2, tenth[t]); /* a0 */
                        }
                        const char *szn = size == 128 ? "128B" : "4KB", *mn = pes == 1 ? "1000" : "1111";
                        snprintf(iot, sizeof iot, "B.IOT U#3, mask=%s, last, ->T<%s>", mn, szn);
                        run_bundle(m, "TSUBS", dt, NULL, vc, cols, iot, true, csr);
                        assert_int_equal(pto_flags(m), PTO_FLAG_NX); /* 1 - 0.1: inexact only */
                        for (unsigned pe = 0; pe < 4; pe++) pto_gpr_write(m, pe, 2, scalar[pe]);
                        snprintf(iot, sizeof iot, "B.IOT U#1, mask=%s, last, ->T<%s>", mn, szn);
                        run_bundle(m, "TSUBS", dt, NULL, vc, cols, iot, true, csr);
                        unsigned want_flags = 0;
                        bool special = false;
                        for (unsigned pe = 0; pe < 4; pe++) {
                            if (!(mask & (8u >> pe))) continue;
                            for (uint32_t i = 0; i < vr * vc; i++) {
                                uint64_t want = oracle_arith(dt, OR_SUB, a[pe][i], scalar[pe], 0, &want_flags);
                                uint64_t got;
                                pto_tile_read(m, 1, pe, i, &got, NULL);
                                assert_int_equal(got, want);
                                special |= (want & expo[t]) == expo[t];
                            }
                        }
                        assert_int_equal(pto_flags(m), PTO_FLAG_NX | want_flags);
                        special_runs[t] += special;
                        plain_runs[t] += !special;
                        pto_destroy(m);
                    }
    for (unsigned t = 0; t < 3; t++) {
        assert_true(special_runs[t] > 0);
        assert_true(plain_runs[t] > 0);
    }
}

/* TSUBS on a machine that has never raised inexact: on AVX-512 hosts FP32
 * and FP64 bundles of at most 1 KiB then take the {rn-sae} kernel that
 * finds inexact by TwoSum, and FP16 bundles of at most 256 bytes (here the
 * 128 B tile on one PE) h16_rnx (src/kern/fast.c), so the flags must be
 * exactly the MPFR oracle's.  The values are integers -25..24 times 2^-4, the
 * scalar 1.5, 0.25 or a generated value: the differences of the first two
 * are exact; one lane of 0.1 (rounded) makes a run inexact.  128 B, 1 KiB
 * and 4 KiB tiles, one PE or four, each caller MXCSR state; fresh machines,
 * each bundle run twice (the second run replays its plan and commits
 * through the commit memo's kernel way), the flags checked after each. */
static void tsubs_finding_inexact(void **state)
{
    (void)state;
    static const unsigned dts[3] = {DT_FP32, DT_FP64, DT_FP16};
    static const uint64_t tenth[3] = {0x3DCCCCCDu, 0x3FB999999999999Au, 0x2E66u},
                          onehalf[3] = {0x3FC00000u, 0x3FF8000000000000u, 0x3E00u},
                          quarter[3] = {0x3E800000u, 0x3FD0000000000000u, 0x3400u};
    uint64_t seed = 0x5eed0006;
    unsigned exact_runs = 0, inexact_runs = 0;
    mpfr_t v;
    mpfr_init2(v, 64);
    for (unsigned t = 0; t < 3; t++)
        for (unsigned sz = 0; sz < 3; sz++)
            for (unsigned pes = 1; pes <= 4; pes += 3)
                for (unsigned csr = 0; csr < CSR_STATES; csr++)
                    for (unsigned rep = 0; rep < 4; rep++) {
                        unsigned dt = dts[t], bits = pto_dtypes[dt].bits;
                        uint32_t size = sz == 0 ? 128 : sz == 1 ? 1024 : 4096, cols = size * 8u / bits / 4u;
                        unsigned mask = pes == 1 ? 0x8u : 0xFu;
                        pto_machine *m = pto_create();
                        pto_tile_desc d = {PTO_TILE_NUMERIC, dt, size, 0, cols, 4, cols, PTO_LAYOUT_ROW_MAJOR, 0xF};
                        assert_int_equal(pto_tile_configure(m, 16, &d), PTO_OK); /* U#1 */
                        static uint64_t a[4][2048]; /* 4 KiB of FP16 */
                        uint64_t scalar = rep == 3 ? oracle_gen_value(dt, &seed) : rep == 2 ? quarter[t] : onehalf[t];
                        seed = seed * 6364136223846793005u + 1442695040888963407u; /* the odd lane, for rep 1 */
                        uint32_t odd = rep == 1 ? (uint32_t)(seed >> 33) % (4 * cols) : UINT32_MAX;
                        for (unsigned pe = 0; pe < 4; pe++) {
                            for (uint32_t i = 0; i < 4 * cols; i++) {
                                mpfr_set_si(v, (long)(i % 50u) - 25, MPFR_RNDN); /* (i % 50 - 25) / 16 */
                                mpfr_div_2ui(v, v, 4, MPFR_RNDN);
                                a[pe][i] = oracle_encode_exact(dt, v);
                                if (i == odd && pe == (pes == 1 ? 0u : 3u)) a[pe][i] = tenth[t];
                                assert_int_equal(pto_tile_write(m, 16, pe, i, a[pe][i]), PTO_OK);
                            }
                            pto_gpr_write(m, pe, 2, scalar); /* a0 */
                        }
                        unsigned want_flags = 0;
                        for (unsigned pe = 0; pe < 4; pe++)
                            if (mask & (8u >> pe))
                                for (uint32_t i = 0; i < 4 * cols; i++)
                                    oracle_arith(dt, OR_SUB, a[pe][i], scalar, 0, &want_flags);
                        if (rep < 3) assert_int_equal(want_flags, rep == 1 ? PTO_FLAG_NX : 0); /* the data as claimed */
                        exact_runs += want_flags == 0;
                        inexact_runs += want_flags == PTO_FLAG_NX;
                        char iot[80];
                        snprintf(iot, sizeof iot, "B.IOT U#1, mask=%s, last, ->T<%s>", pes == 1 ? "1000" : "1111",
                                 size == 128 ? "128B" : size == 1024 ? "1KB" : "4KB");
                        for (unsigned run = 0; run < 3; run++) {
                            run_bundle(m, "TSUBS", dt, NULL, cols, cols, iot, true, csr);
                            for (unsigned pe = 0; pe < 4; pe++) {
                                if (!(mask & (8u >> pe))) continue;
                                for (uint32_t i = 0; i < 4 * cols; i++) {
                                    unsigned f = 0;
                                    uint64_t want = oracle_arith(dt, OR_SUB, a[pe][i], scalar, 0, &f), got;
                                    assert_int_equal(pto_tile_read(m, 0, pe, i, &got, NULL), PTO_OK); /* T#0 */
                                    assert_int_equal(got, want);
                                }
                            }
                            assert_int_equal(pto_flags(m), want_flags);
                            pto_clear_flags(m); /* the second run finds them again */
                            assert_int_equal(pto_tile_release(m, 0), PTO_OK);
                        }
                        pto_destroy(m);
                    }
    mpfr_clear(v);
    assert_true(exact_runs > 0);
    assert_true(inexact_runs > 0);
}

static int teardown(void **state)
{
    (void)state;
    oracle_cleanup();
    return 0;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(all_formats_ieee),
        cmocka_unit_test(narrow_regions_and_caller_mxcsr),
        cmocka_unit_test(short_bundles_and_caller_mxcsr),
        cmocka_unit_test(all_formats_pto_v0),
        cmocka_unit_test(tsubs_with_inexact_held),
        cmocka_unit_test(tsubs_finding_inexact),
    };
    return cmocka_run_group_tests(tests, NULL, teardown);
}
