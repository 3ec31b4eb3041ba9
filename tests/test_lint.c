/* Lint warnings (decisions D27, D32): a committed bundle that relies on a
 * point where the specification's prose is stricter than its model leaves
 * one warning; the expected cases are the D27/D32 rows of decisions.md and
 * OPEN-16..22, OPEN-35 of spec-digest-2 §12. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ptosim/ptosim.h"
#include "support/support.h"

/* Runs text on a fresh machine with lint on; returns the machine. */
static pto_machine *lint_run(const char *text, pto_status want)
{
    pto_machine *m = pto_create();
    assert_non_null(m);
    pto_set_lint(m, true);
    char err[300];
    pto_status s = run_text(m, text, err, sizeof err);
    if (s != want) fail_msg("status %d, wanted %d: %s", (int)s, (int)want, err);
    return m;
}

static bool has(const pto_machine *m, const char *needle)
{
    for (size_t i = 0; i < pto_lint_count(m); i++)
        if (strstr(pto_lint_message(m, i), needle)) return true;
    return false;
}

#define SRC ".tile T#1 FP32 size=128B cols=8 valid=2x8 mask=1000\n.fill T#1 pe=0 = 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16\n"

static void tstore_cases(void **state)
{
    (void)state;
    /* OPEN-18: LB0/LB1 ignored for a Local source; the BSTART type only sets
     * the default stride */
    pto_machine *m = lint_run(SRC "BSTART.TSTORE U32\nB.DIM LB0=4\nB.IOT T#1, mask=1000, last\nBSTOP\n", PTO_END);
    assert_true(has(m, "ignores LB0/LB1"));
    assert_true(has(m, "only sets the default stride"));
    assert_int_equal(pto_lint_count(m), 2);
    assert_non_null(strstr(pto_lint_message(m, 0), "pc 0xc:")); /* the BSTOP that committed */
    assert_null(pto_lint_message(m, 2));
    pto_destroy(m);
    /* the same bundle without them: nothing */
    m = lint_run(SRC "BSTART.TSTORE FP32\nB.IOT T#1, mask=1000, last\nBSTOP\n", PTO_END);
    assert_int_equal(pto_lint_count(m), 0);
    pto_destroy(m);
    /* lint off: nothing is kept */
    m = pto_create();
    char err[300];
    assert_int_equal(run_text(m, SRC "BSTART.TSTORE U32\nB.DIM LB0=4\nB.IOT T#1, mask=1000, last\nBSTOP\n", err,
                              sizeof err),
                     PTO_END);
    assert_int_equal(pto_lint_count(m), 0);
    pto_destroy(m);
}

static void tload_and_prefetch(void **state)
{
    (void)state;
    /* OPEN-35: DN2ND (code 6) names a column-major source TLOAD never reads */
    pto_machine *m = lint_run("BSTART.TLOAD FP32\nB.DATR Layout=DN2ND\nB.DIM LB0=8\nB.IOT mask=1000, last, ->T<128B>\nBSTOP\n",
                              PTO_END);
    assert_true(has(m, "source half of B.DATR Layout 6"));
    pto_destroy(m);
    m = lint_run("BSTART.TLOAD FP32\nB.DATR Layout=ND2DN\nB.DIM LB0=8\nB.IOT mask=1000, last, ->T<128B>\nBSTOP\n",
                 PTO_END);
    assert_int_equal(pto_lint_count(m), 0);
    pto_destroy(m);
    /* OPEN-16: an LB of 0 is taken as absent (C.B.DIMI writes 0) */
    m = lint_run("BSTART.TLOAD FP32\nB.DIM LB0=8\nC.B.DIMI 0, ->lb2\nB.IOT mask=1000, last, ->T<128B>\nBSTOP\n",
                 PTO_END);
    assert_true(has(m, "LB2 = 0 is taken as absent"));
    pto_destroy(m);
    /* OPEN-19: TPREFETCH's element stride */
    m = lint_run(".gpr * a1 = 8\nBSTART.TPREFETCH FP32\nB.DIM LB0=8\nB.IOR zero, a1\nBSTOP\n", PTO_END);
    assert_true(has(m, "in elements"));
    pto_destroy(m);
}

static void gather_and_unary(void **state)
{
    (void)state;
    /* OPEN-20: an S16 index tile */
    pto_machine *m = lint_run(".tile U#1 S16 size=128B cols=8 valid=1x2 mask=1000\n.fill U#1 pe=0 = 0 4\n"
                              "BSTART.MGATHER U32\nB.DIM LB0=2\nB.IOT U#1, mask=1000, last, ->T<128B>\nB.IOR zero\nBSTOP\n",
                              PTO_END);
    assert_true(has(m, "S16 index tile"));
    pto_destroy(m);
    m = lint_run(".tile U#1 S32 size=128B cols=8 valid=1x2 mask=1000\n.fill U#1 pe=0 = 0 4\n"
                 "BSTART.MGATHER U32\nB.DIM LB0=2\nB.IOT U#1, mask=1000, last, ->T<128B>\nB.IOR zero\nBSTOP\n",
                 PTO_END);
    assert_int_equal(pto_lint_count(m), 0);
    pto_destroy(m);
    /* OPEN-22: TABS on S32 (the prose lists FP16, FP32, BF16); TRELU on S32 is listed */
    static const char abs_s32[] = ".tile T#1 S32 size=128B cols=8 valid=1x8 mask=1000\n.fill T#1 pe=0 = -1 2 -3 4 5 6 7 8\n"
                                  "BSTART.VEC TABS, S32\nB.DIM LB0=8\nB.IOT T#1, mask=1000, last, ->T<128B>\nBSTOP\n";
    m = lint_run(abs_s32, PTO_END);
    assert_true(has(m, "TABS on S32"));
    assert_int_equal(pto_lint_count(m), 1);
    pto_destroy(m);
    m = lint_run(".tile T#1 S32 size=128B cols=8 valid=1x8 mask=1000\n.fill T#1 pe=0 = -1 2 -3 4 5 6 7 8\n"
                 "BSTART.VEC TRELU, S32\nB.DIM LB0=8\nB.IOT T#1, mask=1000, last, ->T<128B>\nBSTOP\n",
                 PTO_END);
    assert_int_equal(pto_lint_count(m), 0);
    pto_destroy(m);
}

/* A faulting bundle warns of nothing; a warning repeated at the same PC
 * is kept once; pto_lint_clear empties the list. */
/* OPEN-22 (D32): TSEL on a 64-bit type, TPARTMUL on an 8-bit type; the
 * partial family's LB2 default (the first source's Col, where the prose
 * says ValidCol). */
static void select_and_partial(void **state)
{
    (void)state;
    pto_machine *m = lint_run(".tile N#1 kind=predicate size=128B rows=16 cols=1 valid=1x1\n.fill N#1 pe=0 = 1\n"
                              ".tile U#1 U64 size=128B cols=1 valid=1x1 mask=1000\n.fill U#1 pe=0 = 5\n"
                              ".tile U#2 U64 size=128B cols=1 valid=1x1 mask=1000\n.fill U#2 pe=0 = 6\n"
                              "BSTART.VEC TSEL, U64\nB.DIM LB0=1\nB.IOT N#1, U#1, mask=1000\n"
                              "B.IOT U#2, mask=1000, last, ->T<128B>\nBSTOP\n",
                              PTO_END);
    assert_true(has(m, "TSEL on U64"));
    assert_int_equal(pto_lint_count(m), 1);
    pto_destroy(m);
    m = lint_run(".tile N#1 kind=predicate size=128B rows=32 cols=1 valid=1x1\n.fill N#1 pe=0 = 1\n"
                 ".tile U#1 FP32 size=128B cols=1 valid=1x1 mask=1000\n.fill U#1 pe=0 = 5\n"
                 ".tile U#2 FP32 size=128B cols=1 valid=1x1 mask=1000\n.fill U#2 pe=0 = 6\n"
                 "BSTART.VEC TSEL, FP32\nB.DIM LB0=1\nB.IOT N#1, U#1, mask=1000\n"
                 "B.IOT U#2, mask=1000, last, ->T<128B>\nBSTOP\n",
                 PTO_END);
    assert_int_equal(pto_lint_count(m), 0);
    pto_destroy(m);
#define PART_SRC ".tile U#1 U8 size=128B cols=8 valid=1x4 mask=1000\n.fill U#1 pe=0 = 1 2 3 4\n" \
                 ".tile U#2 U8 size=128B cols=8 valid=1x2 mask=1000\n.fill U#2 pe=0 = 5 6\n"
    m = lint_run(PART_SRC "BSTART.SFU TPARTMUL, U8\nB.DIM LB0=4\nB.IOT U#1, U#2, mask=1000, last, ->T<128B>\nBSTOP\n",
                 PTO_END);
    assert_true(has(m, "TPARTMUL on U8"));
    assert_true(has(m, "the destination's Col is the first source's (8)"));
    assert_int_equal(pto_lint_count(m), 2);
    pto_destroy(m);
    m = lint_run(PART_SRC "BSTART.SFU TPARTADD, U8\nB.DIM LB0=4\nB.DIM LB2=8\n"
                 "B.IOT U#1, U#2, mask=1000, last, ->T<128B>\nBSTOP\n",
                 PTO_END);
    assert_int_equal(pto_lint_count(m), 0);
    pto_destroy(m);
#undef PART_SRC
}

static void faults_and_repeats(void **state)
{
    (void)state;
    pto_machine *m = lint_run(".tile T#1 FP32 size=128B cols=8 valid=1x8 mask=1000\n"
                              "BSTART.VEC TABS, S32\nB.DIM LB0=8\nB.IOT T#1, mask=1000, last, ->T<128B>\nBSTOP\n",
                              PTO_FAULT);
    assert_int_equal(pto_lint_count(m), 0);
    pto_destroy(m);
    m = pto_create();
    pto_set_lint(m, true);
    char err[300];
    static const char twice[] = SRC "BSTART.TSTORE U32\nB.IOT T#1, mask=1000, last\nBSTOP\n";
    assert_int_equal(run_text(m, twice, err, sizeof err), PTO_END);
    assert_int_equal(pto_tile_release(m, 0), PTO_OK);
    pto_set_tpc(m, 0);
    assert_int_equal(run_text(m, twice, err, sizeof err), PTO_END);
    assert_int_equal(pto_lint_count(m), 1);
    pto_lint_clear(m);
    assert_int_equal(pto_lint_count(m), 0);
    pto_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(tstore_cases),
        cmocka_unit_test(tload_and_prefetch),
        cmocka_unit_test(gather_and_unary),
        cmocka_unit_test(faults_and_repeats),
        cmocka_unit_test(select_and_partial),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
