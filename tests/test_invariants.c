/* pto_check_invariants: it holds after every instruction of every ASL
 * bundle case and of the example program, it detects corrupted machines,
 * and a deterministic random-program run (20,000 sequences, a quarter of
 * them memory operations near the end of small memories) keeps it while
 * every fault and API error leaves the architectural state, global memory
 * included, untouched.
 * Finally `ptosim run --json` prints valid JSON for 200 generated programs. */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>
#include <cjson/cJSON.h>

#include "asm/asm.h"
#include "asm/program.h"
#include "core.h"
#include "fuzz/fuzz_common.h"
#include "support/support.h"

/* ---- invariants along real programs --------------------------------------------- */
typedef struct trace_check {
    unsigned long steps, broken;
    char first[300];
} trace_check;

static void check_each_step(void *ctx, const pto_machine *m, uint64_t pc, const insn *in, pto_status s,
                            uint64_t alloc_before)
{
    trace_check *t = ctx;
    char why[256];
    (void)in;
    (void)alloc_before;
    t->steps++;
    if (pto_check_invariants(m, why, sizeof why)) {
        if (!t->broken++)
            snprintf(t->first, sizeof t->first, "pc 0x%llx (%s): %s", (unsigned long long)pc, pto_status_name(s), why);
    }
}

/* Parses and runs text on m, checking the invariants after every
 * instruction and at the end.  Returns the final status. */
static pto_status run_checked_text(pto_machine *m, const char *text, trace_check *t)
{
    pto_program p;
    prog_error pe;
    pto_reset(m);
    if (prog_parse(text, strlen(text), &p, &pe)) {
        snprintf(t->first, sizeof t->first, "parse error line %u: %s", pe.line, pe.message);
        t->broken++;
        return PTO_ERR_STATE;
    }
    prog_result res;
    prog_run(m, &p, check_each_step, t, &res);
    prog_free(&p);
    char why[256];
    if (pto_check_invariants(m, why, sizeof why) && !t->broken++)
        snprintf(t->first, sizeof t->first, "after the run: %s", why);
    return res.status;
}

static void vector_cases_keep_invariants(void **state)
{
    (void)state;
    char path[512];
    size_t len;
    char *text = read_file(vectors_path("asl-bundle-cases.json", path, sizeof path), &len);
    assert_non_null(text);
    cJSON *root = cJSON_Parse(text);
    assert_non_null(root);
    int n = cJSON_GetArraySize(root), failures = 0;
    assert_true(n > 0);
    pto_machine *m = pto_create();
    unsigned long steps = 0;
    for (int i = 0; i < n; i++) {
        const cJSON *c = cJSON_GetArrayItem(root, i);
        const char *id = cJSON_GetObjectItem(c, "id")->valuestring;
        trace_check t = {0};
        pto_status s = run_checked_text(m, cJSON_GetObjectItem(c, "program")->valuestring, &t);
        steps += t.steps;
        /* run_text from the support library must agree */
        char err[300];
        pto_status s2 = run_text(m, cJSON_GetObjectItem(c, "program")->valuestring, err, sizeof err);
        char why[256];
        if (pto_check_invariants(m, why, sizeof why)) {
            print_message("%s: after run_text: %s\n", id, why);
            failures++;
        }
        if (t.broken || s != s2) {
            print_message("%s: %s (status %s / %s)\n", id, t.first, pto_status_name(s), pto_status_name(s2));
            failures++;
        }
    }
    print_message("invariants held over %d cases, %lu instructions\n", n, steps);
    pto_destroy(m);
    cJSON_Delete(root);
    free(text);
    assert_int_equal(failures, 0);
}

static void example_keeps_invariants(void **state)
{
    (void)state;
    char *text = read_file(PTOSIM_SOURCE_DIR "/examples/seeds.s", NULL);
    assert_non_null(text);
    pto_machine *m = pto_create();
    trace_check t = {0};
    pto_status s = run_checked_text(m, text, &t);
    if (t.broken) print_message("%s\n", t.first);
    assert_int_equal(t.broken, 0);
    assert_int_equal(s, PTO_END);
    assert_true(t.steps > 10);
    assert_true(pto_capacity_in_use(m) > 0);
    pto_destroy(m);
    free(text);
}

/* ---- corruption is detected ---------------------------------------------------------- */
static pto_machine *two_tiles(void)
{
    pto_machine *m = pto_create();
    assert_non_null(m);
    pto_tile_desc d = {PTO_TILE_NUMERIC, DT_FP32, 128, 0, 8, 4, 8, PTO_LAYOUT_ROW_MAJOR, 0xF};
    assert_int_equal(pto_tile_configure(m, 3, &d), PTO_OK);
    d.mask = 0xC;
    assert_int_equal(pto_tile_configure(m, 17, &d), PTO_OK);
    char why[256];
    assert_int_equal(pto_check_invariants(m, why, sizeof why), 0);
    assert_string_equal(why, "");
    return m;
}

static void expect_broken(pto_machine *m, const char *what)
{
    char why[256];
    int r = pto_check_invariants(m, why, sizeof why);
    if (!r) print_message("not detected: %s\n", what);
    assert_int_not_equal(r, 0);
    assert_true(why[0] != 0);
    assert_int_not_equal(pto_check_invariants(m, NULL, 0), 0);
    pto_destroy(m);
}

static void detects_corruption(void **state)
{
    (void)state;
    pto_machine *m;
    m = two_tiles(); m->tiles[3].capacity = 100; expect_broken(m, "capacity 100");
    m = two_tiles(); m->tiles[3].capacity = 256; expect_broken(m, "capacity without derived rows");
    m = two_tiles(); m->tiles[17].mask = 0; expect_broken(m, "PE mask 0");
    m = two_tiles(); m->tiles[3].mask = 0x1F; expect_broken(m, "PE mask 0x1f");
    m = two_tiles(); m->tiles[3].vrows = 5; expect_broken(m, "valid rows beyond the shape");
    m = two_tiles(); m->tiles[3].vcols = 9; expect_broken(m, "valid cols beyond the shape");
    m = two_tiles(); m->tiles[3].dtype = 15; expect_broken(m, "reserved DataType");
    m = two_tiles(); m->tiles[3].layout = 7; expect_broken(m, "non-generic layout");
    m = two_tiles(); m->tiles[3].rows = 8; expect_broken(m, "rows differ from the derived rows");
    m = two_tiles(); m->tiles[3].kind = 9; expect_broken(m, "unknown kind");
    m = two_tiles(); m->gpr[1][0] = 5; expect_broken(m, "nonzero GPR 0");
    m = two_tiles(); m->cur_pe = 4; expect_broken(m, "current PE 4");
    m = two_tiles(); m->tpc = 3; expect_broken(m, "odd TPC");
    m = two_tiles(); m->flags = 0x40; expect_broken(m, "unknown flag bit");
    m = two_tiles(); m->fault.pc = 8; expect_broken(m, "fault pc without a fault");
    /* over budget: sixteen 64 KiB tiles on four PEs, written behind the API */
    m = two_tiles();
    for (unsigned i = 32; i < 48; i++) {
        pto_tile_desc d = {PTO_TILE_NUMERIC, DT_U8, 128, 0, 16, 1, 1, PTO_LAYOUT_ROW_MAJOR, 0xF};
        if (pto_tile_configure(m, i, &d) != PTO_OK) break;
    }
    assert_int_equal(pto_check_invariants(m, NULL, 0), 0);
    m->tiles[40].capacity = 65536; /* derived rows change too: fix them so only the budget is wrong */
    m->tiles[40].rows = 4096;
    for (unsigned i = 41; i < 48; i++) {
        m->tiles[i].capacity = 65536;
        m->tiles[i].rows = 4096;
    }
    expect_broken(m, "capacity budget");
    /* block state */
    m = two_tiles(); m->blk.nbind = 1; expect_broken(m, "bindings in an inactive block");
    m = two_tiles();
    m->blk.active = true;
    m->blk.op = op_of_selector(0);
    m->blk.dtype = DT_FP32;
    assert_int_equal(pto_check_invariants(m, NULL, 0), 0);
    m->blk.nbind = 1;
    m->blk.bind[0].mask = 0xF;
    m->blk.bind[0].s0_valid = true;
    m->blk.bind[0].s0 = 64;
    expect_broken(m, "a binding to tile 64");
    m = two_tiles();
    m->blk.active = true;
    m->blk.op = op_of_selector(0);
    m->blk.dtype = DT_FP32;
    m->blk.nbind = 17;
    expect_broken(m, "17 bindings");
    m = two_tiles();
    m->blk.active = true;
    m->blk.op = op_of_selector(0);
    m->blk.dtype = DT_FP32;
    m->blk.nbind = 1;
    m->blk.bind[0].mask = 0xF;
    m->blk.bind[0].dst_valid = true;
    m->blk.bind[0].size_code = 11;
    expect_broken(m, "SizeCode 11");
}

/* ---- deterministic mini-fuzz ---------------------------------------------------------- */
static void mini_fuzz(void **state)
{
    (void)state;
    fz_rng r = {20240611u};
    pto_machine *m = pto_create();
    fz_stats st = {0};
    int failures = 0;
    for (unsigned iter = 0; iter < 20000 && failures < 5; iter++) {
        uint8_t code[512];
        size_t len = 0;
        if (iter % 4 == 0) { /* set-up from random bytes, random words */
            uint8_t setup[96];
            for (size_t i = 0; i < sizeof setup; i++) setup[i] = (uint8_t)fz_next(&r);
            fz_setup(m, setup, sizeof setup);
            uint8_t tiles[PTO_TILES];
            unsigned nt = 0;
            for (unsigned i = 0; i < PTO_TILES; i++)
                if (pto_tile_allocated(m, i)) tiles[nt++] = (uint8_t)i;
            unsigned nwords = 4 + fz_below(&r, 28);
            for (unsigned k = 0; k < nwords && len + 8 <= sizeof code; k++) {
                if (fz_below(&r, 16) == 0) { /* raw 16-bit or 32-bit noise */
                    uint32_t w = (uint32_t)fz_next(&r);
                    unsigned n = fz_below(&r, 2) ? 2 : 4;
                    for (unsigned i = 0; i < n; i++) code[len++] = (uint8_t)(w >> (8 * i));
                } else {
                    len += fz_word(&r, tiles, nt, code + len);
                }
            }
        } else if (iter % 4 == 1) { /* memory operations near the end of small memories */
            fz_setup_tlsu(m, &r);
            unsigned nb = 1 + fz_below(&r, 4);
            for (unsigned k = 0; k < nb; k++)
                len += fz_below(&r, 6) ? fz_tlsu_bundle(m, &r, code + len, sizeof code - len)
                                       : fz_bundle(m, &r, code + len, sizeof code - len);
        } else { /* matching operand tiles, whole bundles */
            fz_setup_matching(m, &r);
            unsigned nb = 1 + fz_below(&r, 4);
            for (unsigned k = 0; k < nb; k++) len += fz_bundle(m, &r, code + len, sizeof code - len);
        }
        char why[512];
        if (fz_run_checked(m, code, len, 64, &st, why, sizeof why)) {
            print_message("sequence %u: %s\n  code:", iter, why);
            for (size_t i = 0; i < len; i++) print_message(" %02x", code[i]);
            print_message("\n");
            failures++;
        }
    }
    print_message("mini-fuzz: %lu steps, %lu ok, %lu committed operations, %lu faults, %lu post-commit traps, "
                  "%lu API errors; %lu memory-operation commits, %lu memory faults\n",
                  st.steps, st.ok, st.commits, st.faults, st.traps, st.errors, st.tlsu_commits, st.mem_faults);
    pto_destroy(m);
    assert_int_equal(failures, 0);
    assert_true(st.commits > 100); /* the generator reaches execution, not only faults */
    assert_true(st.faults > 100);
    assert_true(st.tlsu_commits > 100); /* memory operations commit ... */
    assert_true(st.mem_faults > 100);   /* ... and fault on their accesses */
}

/* ---- `ptosim run --json` is valid JSON ------------------------------------------------------ */
static const char *const dirs[] = {
    ".profile ieee", ".profile pto-v0", ".profile bogus", ".pe 1", ".pe 7", ".gpr * a0 = 0x3f800000",
    ".gpr 0 a1 = 5", ".gpr 2 s8 = 0xffffffffffffffff", ".gpr 9 a0 = 1", ".tile T#1 FP32 size=128B cols=8 valid=4x8 mask=1111",
    ".tile U#1 FP32 size=128B cols=8 valid=2x6 mask=1100", ".tile T#2 U8 size=256B cols=16 valid=16x16 mask=1000",
    ".tile M#3 FP16 size=512B cols=32 valid=8x32 mask=0011", ".tile N#16 U32 size=65536B cols=16 valid=1x1 mask=1111",
    ".tile T#1 FP33 size=100B cols=7", ".fill T#1 pe=* = 1 2 3 4 5 6 7 8", ".fill U#1 pe=* = 1.5 nan inf -0 \"x\\y\"",
    ".fill T#2 pe=0 = 0x1ff 255 -1", ".release T#1", ".release U#9", "BSTART.VEC TADD, FP32", "BSTART.VEC TSUBS, FP32",
    "BSTART.VEC TCMPS, FP32", "BSTART.VEC TEXPANDS, U8", "BSTART.SFU TDIV, FP16", "B.DATR pad=Max",
    "B.DATR cmode=GT, pad=Null", "B.CATR trap", "B.DIM LB0=8 ; B.DIM LB1=4 ; B.DIM LB2=8", "B.DIM LB0=6",
    "B.IOT T#1, U#1, mask=1111, last, ->T<128B>", "B.IOT T#1, mask=1111, last, ->M<256B>", "B.IOT mask=1100, last, ->T<128B>",
    "B.IOR a0, zero, zero, ->zero", "BSTOP", "C.BSTOP", "L.BSTOP", "# comment \"quoted\" \x01", "\t\\\"", "\xc3\xa9\xff"};

static void write_program(fz_rng *r, FILE *f)
{
    unsigned n = 1 + fz_below(r, 30);
    for (unsigned k = 0; k < n; k++) {
        switch (fz_below(r, 4)) {
        case 0: { /* a raw word */
            uint8_t w[8];
            unsigned len = fz_word(r, NULL, 0, w);
            if (len == 2) fprintf(f, ".half 0x%02x%02x\n", w[1], w[0]);
            else {
                fprintf(f, ".word 0x%02x%02x%02x%02x\n", w[3], w[2], w[1], w[0]);
                if (len == 8) fprintf(f, ".word 0x%02x%02x%02x%02x\n", w[7], w[6], w[5], w[4]);
            }
            break;
        }
        case 1: { /* a disassembled structured word */
            uint8_t w[8];
            unsigned len = fz_word(r, NULL, 0, w);
            insn in;
            const char *why;
            if (insn_decode(w, len, &in, &why) == DEC_OK) {
                char text[256];
                disasm_insn(&in, text, sizeof text);
                fprintf(f, "%s\n", text);
            } else {
                fprintf(f, ".word 0x%08llx\n", (unsigned long long)(in.bits & 0xFFFFFFFFu));
            }
            break;
        }
        case 2:
            if (fz_below(r, 8) == 0) fprintf(f, ".word 0x%08x\n", (unsigned)fz_next(r));
            else fprintf(f, "%s\n", dirs[fz_below(r, sizeof dirs / sizeof dirs[0])]);
            break;
        default:
            fprintf(f, "%s\n", dirs[fz_below(r, sizeof dirs / sizeof dirs[0])]);
            break;
        }
    }
}

static void run_json_is_valid(void **state)
{
    (void)state;
    char dir[512], file[600], cmd[1400];
    snprintf(dir, sizeof dir, "%s/json-fuzz-tmp", PTOSIM_BINARY_DIR);
    snprintf(cmd, sizeof cmd, "mkdir -p '%s'", dir);
    assert_int_equal(system(cmd), 0);
    snprintf(file, sizeof file, "%s/p%ld.s", dir, (long)getpid());
    fz_rng r = {777u};
    int bad = 0, parsed = 0, unparsed = 0, unparsed_silent = 0, faults = 0, ends = 0, errors = 0;
    size_t cap = 1 << 20;
    char *out = malloc(cap);
    assert_non_null(out);
    for (int i = 0; i < 200; i++) {
        FILE *f = fopen(file, "w");
        assert_non_null(f);
        write_program(&r, f);
        fclose(f);
        size_t tlen;
        char *text = read_file(file, &tlen);
        assert_non_null(text);
        pto_program p;
        prog_error pe;
        bool parses = prog_parse(text, tlen, &p, &pe) == 0;
        if (parses) prog_free(&p);
        snprintf(cmd, sizeof cmd, "'%s/ptosim' run --json '%s' 2>/dev/null", PTOSIM_BINARY_DIR, file);
        FILE *pp = popen(cmd, "r");
        assert_non_null(pp);
        size_t n = 0, k;
        while ((k = fread(out + n, 1, cap - 1 - n, pp)) > 0) n += k;
        out[n] = 0;
        int rc = pclose(pp);
        int code = WIFEXITED(rc) ? WEXITSTATUS(rc) : -1;
        if (!parses) {
            /* A program that does not parse is reported as JSON too, with
             * status "error" and the message. */
            unparsed++;
            if (n == 0) unparsed_silent++;
        } else {
            parsed++;
        }
        cJSON *j = cJSON_ParseWithLength(out, n);
        const cJSON *st = j ? cJSON_GetObjectItem(j, "status") : NULL;
        if (!j || !cJSON_IsObject(j) || !cJSON_IsString(st) || code < 0 || code == 2 || !utf8_valid(out, n)) {
            if (bad++ < 3) print_message("program %d (exit %d) printed invalid JSON:\n%s\n---- program:\n%s\n", i, code, out, text);
        } else {
            if (!strcmp(st->valuestring, "fault")) faults++;
            else if (!strcmp(st->valuestring, "ok")) ends++;
            else errors++;
        }
        cJSON_Delete(j);
        free(text);
    }
    remove(file);
    free(out);
    print_message("run --json: %d programs parsed (%d ended, %d faulted, %d stopped on an error), %d did not parse "
                  "(%d of them printed nothing on stdout), %d invalid outputs\n",
                  parsed, ends, faults, errors, unparsed, unparsed_silent, bad);
    assert_int_equal(bad, 0);
    assert_int_equal(unparsed_silent, 0);
    assert_true(parsed >= 20);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(vector_cases_keep_invariants), cmocka_unit_test(example_keeps_invariants),
        cmocka_unit_test(detects_corruption), cmocka_unit_test(mini_fuzz), cmocka_unit_test(run_json_is_valid)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
