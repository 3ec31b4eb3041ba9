/* The public program and PTO-AS interfaces (ptosim/program.h,
 * ptosim/ptoas.h), through those headers only: what the command and any
 * other user of the library build on.  Expected values are derived by hand
 * from the program text (lines, columns, offsets, tile shapes) and from
 * the specification's rules for the bundles used (a TEXPANDS of 2.0 into a
 * fully valid FP32 tile; the BSTOP ends the block). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ptosim/program.h"
#include "ptosim/ptoas.h"

static const char fill_text[] =
    ".gpr 0 a0 = 0x40000000\n"             /* line 1: 2.0 */
    "BSTART.VEC TEXPANDS, FP32\n"           /* line 2: offset 0 */
    "B.DIM LB0=8 ; B.DIM LB1=4\n"           /* line 3: offsets 4, 8 */
    "B.IOT mask=1000, last, ->T<128B>\n"    /* line 4: offset 12 */
    "B.IOR a0, zero, zero, ->zero\n"        /* line 5: offset 16 */
    "BSTOP\n";                              /* line 6: offset 20 */

typedef struct trace_log {
    unsigned n, ends;
    uint64_t pc[8];
    char text[8][PTO_TEXT_MAX];
} trace_log;

static void trace(void *ctx, const pto_machine *m, uint64_t pc, const pto_insn *in, pto_status s, uint64_t before)
{
    trace_log *t = ctx;
    assert_non_null(m);
    assert_non_null(in);
    assert_int_equal(s, PTO_OK);
    if (t->n < 8) {
        t->pc[t->n] = pc;
        assert_int_equal(pto_disasm(in, t->text[t->n], sizeof t->text[t->n], NULL), PTO_CODEC_OK);
    }
    if (in->block_end) {
        t->ends++;
        assert_int_equal(before, 0); /* no tile before the commit */
    }
    t->n++;
}

static void parse_and_run(void **state)
{
    (void)state;
    pto_program *p = NULL;
    pto_program_error e;
    assert_int_equal(pto_program_parse(fill_text, strlen(fill_text), &p, &e), PTO_OK);
    assert_non_null(p);
    size_t len;
    const uint8_t *code = pto_program_code(p, &len);
    assert_non_null(code);
    assert_int_equal(len, 24);
    assert_true(pto_program_has_directives(p));
    assert_int_equal(pto_program_line_of(p, 0), 2);
    assert_int_equal(pto_program_line_of(p, 8), 3);
    assert_int_equal(pto_program_line_of(p, 20), 6);
    assert_int_equal(pto_program_line_of(p, 2), 0);

    pto_machine *m = pto_create();
    assert_non_null(m);
    trace_log t;
    memset(&t, 0, sizeof t);
    pto_run_result r;
    pto_program_run(m, p, trace, &t, &r);
    assert_int_equal(r.status, PTO_END);
    assert_int_equal(r.steps, 6);
    assert_int_equal(t.n, 6);
    assert_int_equal(t.ends, 1);
    assert_true(t.pc[5] == 20);
    assert_string_equal(t.text[0], "BSTART.VEC TEXPANDS, FP32");
    assert_string_equal(t.text[5], "BSTOP");
    /* T#1: 128 B of FP32 with 8 columns is 4 x 8, every element 2.0 */
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, 0, &d), PTO_OK);
    assert_int_equal(d.rows, 4);
    assert_int_equal(d.cols, 8);
    uint64_t v;
    bool def;
    assert_int_equal(pto_tile_read(m, 0, 0, 31, &v, &def), PTO_OK);
    assert_true(def);
    assert_true(v == 0x40000000u);

    /* the same code as a binary, copied and adopted */
    pto_program *b = NULL;
    assert_int_equal(pto_program_from_binary(code, len, &b, &e), PTO_OK);
    assert_false(pto_program_has_directives(b));
    size_t blen;
    assert_memory_equal(pto_program_code(b, &blen), code, len);
    assert_int_equal(blen, len);
    pto_reset(m);
    pto_program_run(m, b, NULL, NULL, &r);
    assert_int_equal(r.status, PTO_END); /* GPR a0 is 0 after reset: a fill of 0.0 */
    assert_int_equal(pto_tile_read(m, 0, 0, 0, &v, &def), PTO_OK);
    assert_true(v == 0);
    pto_program_free(b);
    uint8_t *owned = malloc(len);
    assert_non_null(owned);
    memcpy(owned, code, len);
    assert_int_equal(pto_program_adopt_binary(owned, len, &b, &e), PTO_OK);
    pto_program_free(b);

    pto_destroy(m);
    pto_program_free(p);
    pto_program_free(NULL);
}

static void errors(void **state)
{
    (void)state;
    pto_program *p = (pto_program *)&p;
    pto_program_error e;
    /* line 2, column 18 (counted by hand): FP33 is no data type */
    static const char bad[] = "BSTOP\nBSTART.VEC TADD, FP33\n";
    assert_int_equal(pto_program_parse(bad, strlen(bad), &p, &e), PTO_ERR_ARG);
    assert_null(p);
    assert_int_equal(e.line, 2);
    assert_int_equal(e.column, 18);
    assert_non_null(strstr(e.message, "FP33"));
    assert_int_equal(pto_program_parse(NULL, 3, &p, &e), PTO_ERR_ARG);
    assert_int_equal(pto_program_parse(bad, strlen(bad), NULL, &e), PTO_ERR_ARG);
    static const uint8_t odd[3] = {1, 0, 0};
    assert_int_equal(pto_program_from_binary(odd, 3, &p, &e), PTO_ERR_ARG);
    assert_null(p);
    assert_non_null(strstr(e.message, "odd"));
    uint8_t *owned = malloc(3);
    assert_non_null(owned);
    memcpy(owned, odd, 3);
    assert_int_equal(pto_program_adopt_binary(owned, 3, &p, NULL), PTO_ERR_ARG); /* frees owned */
    assert_null(p);

    /* a run error names the line of the instruction */
    static const char unimpl[] = "\n\n.word 0x0000004B\n"; /* FADD: a scalar form ptosim does not execute */
    assert_int_equal(pto_program_parse(unimpl, strlen(unimpl), &p, &e), PTO_OK);
    pto_machine *m = pto_create();
    assert_non_null(m);
    pto_run_result r;
    pto_program_run(m, p, NULL, NULL, &r);
    assert_int_equal(r.status, PTO_ERR_UNIMPLEMENTED);
    assert_int_equal(r.error_line, 3);
    assert_true(strlen(r.message) > 0);
    pto_program_run(m, NULL, NULL, NULL, &r);
    assert_int_equal(r.status, PTO_ERR_ARG);
    pto_destroy(m);
    pto_program_free(p);
}

static void ptoas(void **state)
{
    (void)state;
    static const char src[] = "%c0 = arith.constant 2.5 : f32\n"
                              "%x = pto.texpands %c0 : f32 -> !pto.tile<16x16xf32>\n";
    static const char *const outs[] = {"x"};
    pto_ptoas_result r;
    assert_int_equal(pto_ptoas_lower(src, strlen(src), NULL, 0, outs, 1, &r), PTO_OK);
    assert_non_null(r.program);
    assert_int_equal(r.noutputs, 1);
    assert_string_equal(r.outputs[0].name, "x");
    pto_program *p = NULL;
    pto_program_error e;
    assert_int_equal(pto_program_parse(r.program, strlen(r.program), &p, &e), PTO_OK);
    pto_machine *m = pto_create();
    assert_non_null(m);
    pto_run_result rr;
    pto_program_run(m, p, NULL, NULL, &rr);
    assert_int_equal(rr.status, PTO_END);
    /* 16 x 16 FP32 of 2.5 (0x40200000) */
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, r.outputs[0].tile, &d), PTO_OK);
    assert_int_equal(d.valid_rows, 16);
    assert_int_equal(d.valid_cols, 16);
    uint64_t v;
    assert_int_equal(pto_tile_read(m, r.outputs[0].tile, 0, 255, &v, NULL), PTO_OK);
    assert_true(v == 0x40200000u);
    pto_destroy(m);
    pto_program_free(p);
    pto_ptoas_free(&r);
    assert_null(r.program);

    /* line 2, column 6 (counted by hand): an unknown operation */
    static const char bad[] = "%c0 = arith.constant 2.5 : f32\n%x = pto.tfoo %c0 : f32 -> !pto.tile<16x16xf32>\n";
    assert_int_equal(pto_ptoas_lower(bad, strlen(bad), NULL, 0, NULL, 0, &r), PTO_ERR_ARG);
    assert_null(r.program);
    assert_int_equal(r.line, 2);
    assert_int_equal(r.column, 6);
    pto_ptoas_free(&r);
    assert_int_equal(pto_ptoas_lower(bad, strlen(bad), NULL, 2, NULL, 0, &r), PTO_ERR_ARG);
    assert_int_equal(pto_ptoas_lower(bad, strlen(bad), NULL, 0, NULL, 0, NULL), PTO_ERR_ARG);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(parse_and_run),
        cmocka_unit_test(errors),
        cmocka_unit_test(ptoas),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
