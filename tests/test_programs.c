/* Whole programs run from global memory (decisions D17-D20): the
 * vector-add loop of examples/vadd_loop.s against a sum computed here in
 * plain C, in the queue naming (n = 1, 2, 17, 1000) and the flat naming
 * (TileAllocation at the 17th allocation of the T hand); a DataPage fault
 * at the last tile; the retired-instruction count; programs as raw and ELF
 * images; bad images.
 *
 * Expected counts are derived from the program text: one iteration of
 * the loop retires 28 instructions (two TLOAD blocks of 6, a TADD block
 * of 5, a TSTORE block of 4, and the back edge: BSTART.STD, five scalar
 * instructions, BSTOP); after the loop C.BSTART.SYS retires and EBREAK
 * faults (SoftwareBreakpoint, the normal end: decisions D20), so a run of
 * n iterations retires 28 n + 1 instructions. */
#define _DEFAULT_SOURCE
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ptosim/image.h"
#include "ptosim/program.h"
#include "ptosim/ptosim.h"
#include "support/support.h"

#define X_BASE 0x100000u
#define Y_BASE 0x1000000u
#define Z_BASE 0x2000000u
#define GPR_A3 5u /* a0 is GPR 2 */

static char *vadd_text(size_t *len)
{
    char *t = read_file(PTOSIM_SOURCE_DIR "/examples/vadd_loop.s", len);
    assert_non_null(t);
    return t;
}

/* The 1-based line of the k-th (0-based) line of the text that, without
 * its indentation, starts with prefix. */
static uint32_t line_of(const char *text, const char *prefix, unsigned k)
{
    uint32_t line = 1;
    for (const char *p = text; *p; line++) {
        const char *q = p;
        while (*q == ' ' || *q == '\t') q++;
        if (!strncmp(q, prefix, strlen(prefix)) && k-- == 0) return line;
        p = strchr(p, '\n');
        if (!p) break;
        p++;
    }
    fail_msg("no line starting with %s", prefix);
    return 0;
}

/* Deterministic finite FP32 values of mixed magnitude and sign. */
static float value(uint32_t *s)
{
    *s = *s * 1664525u + 1013904223u;
    uint32_t r = *s;
    float mant = (float)(r & 0xFFFFFu) / 1048576.0f + 1.0f;
    float v = ldexpf(mant, (int)((r >> 20) % 24u) - 12);
    return (r >> 31) ? -v : v;
}

typedef struct vadd {
    pto_machine *m;
    pto_program *p;
    char *text;
    float *x, *y;
    size_t nfloat;
    pto_run_result res;
} vadd;

/* Runs the example over n tiles a PE with the naming given; memsize 0
 * keeps the default size. */
static void vadd_run(vadd *v, unsigned n, pto_naming naming, uint64_t memsize)
{
    size_t len;
    memset(v, 0, sizeof *v);
    v->text = vadd_text(&len);
    pto_program_error err;
    assert_int_equal(pto_program_parse(v->text, len, &v->p, &err), PTO_OK);
    v->nfloat = (size_t)n * 4u * 256u; /* n iterations x four PEs x 8 x 32 */
    uint8_t *xb = malloc(v->nfloat * 4), *yb = malloc(v->nfloat * 4);
    assert_true(xb && yb);
    v->x = malloc(v->nfloat * sizeof(float));
    v->y = malloc(v->nfloat * sizeof(float));
    uint32_t seed = 12345u + n;
    for (size_t i = 0; i < v->nfloat; i++) {
        v->x[i] = value(&seed);
        v->y[i] = value(&seed);
    }
    memcpy(xb, v->x, v->nfloat * 4);
    memcpy(yb, v->y, v->nfloat * 4);
    char msg[200];
    if (memsize) assert_int_equal(pto_program_set_memsize(v->p, memsize, -1), PTO_OK);
    assert_int_equal(pto_program_add_mem(v->p, X_BASE, xb, v->nfloat * 4, msg, sizeof msg), PTO_OK);
    assert_int_equal(pto_program_add_mem(v->p, Y_BASE, yb, v->nfloat * 4, msg, sizeof msg), PTO_OK);
    assert_int_equal(pto_program_add_gpr(v->p, 0xF, GPR_A3, n, msg, sizeof msg), PTO_OK);
    assert_int_equal(pto_program_set_naming(v->p, naming), PTO_OK);
    v->m = pto_create();
    assert_non_null(v->m);
    pto_program_run_gm(v->m, v->p, 0, NULL, NULL, &v->res);
}

static void vadd_free(vadd *v)
{
    pto_destroy(v->m);
    pto_program_free(v->p);
    free(v->text);
    free(v->x);
    free(v->y);
}

/* z holds x + y for the first `done` iterations and zero beyond; with
 * `first` every iteration's z is the first iteration's x + y. */
static void expect_z_of(const vadd *v, size_t done_iters, bool first)
{
    size_t n = v->nfloat, done = done_iters * 1024u;
    float *z = malloc(n * sizeof *z);
    assert_int_equal(pto_mem_read(v->m, Z_BASE, z, n * 4), PTO_OK);
    for (size_t i = 0; i < n; i++) {
        size_t k = first ? i % 1024u : i;
        float want = i < done ? v->x[k] + v->y[k] : 0.0f; /* binary32, round to nearest even */
        uint32_t a, b;
        memcpy(&a, &z[i], 4);
        memcpy(&b, &want, 4);
        if (a != b) fail_msg("z[%zu] = 0x%08x, expected 0x%08x (x %a, y %a)", i, a, b, (double)v->x[i], (double)v->y[i]);
    }
    free(z);
}

static void expect_z(const vadd *v, size_t done_iters) { expect_z_of(v, done_iters, false); }

/* pto_tiles_allocated is pto_tile_allocated of every index, as a mask. */
static void expect_alloc_bits(const pto_machine *m)
{
    uint64_t want = 0;
    for (unsigned i = 0; i < 64; i++)
        if (pto_tile_allocated(m, i)) want |= (uint64_t)1 << i;
    assert_true(want != 0);
    assert_true(pto_tiles_allocated(m) == want);
}

static void vadd_queue(unsigned n)
{
    vadd v;
    vadd_run(&v, n, PTO_NAMING_QUEUE, 0);
    assert_int_equal(v.res.status, PTO_FAULT);
    assert_string_equal(v.res.stop, "ebreak");
    assert_true(v.res.gm);
    assert_int_equal(v.res.steps, 28ull * n + 1u);
    pto_fault_info f;
    pto_fault(v.m, &f);
    assert_int_equal(f.kind, PTO_FAULT_SOFTWARE_BREAKPOINT);
    assert_int_equal(f.trap, 50);
    assert_int_equal(pto_program_line_of(v.p, f.pc), line_of(v.text, "ebreak", 0));
    assert_true(v.res.pc == f.pc);
    expect_z(&v, n);
    expect_alloc_bits(v.m); /* queue naming: names are not slots */
    char why[200];
    assert_int_equal(pto_check_invariants(v.m, why, sizeof why), 0);
    vadd_free(&v);
}

static void vadd_queue_1(void **state) { (void)state, vadd_queue(1); }
static void vadd_queue_2(void **state) { (void)state, vadd_queue(2); }
static void vadd_queue_17(void **state) { (void)state, vadd_queue(17); }
static void vadd_queue_1000(void **state) { (void)state, vadd_queue(1000); }

/* Flat naming: T#1..T#16 never free.  Each iteration allocates two T
 * tiles, so the first load of iteration 9 (index 8) is the 17th T
 * allocation: TileAllocation at that block's BSTOP, after eight whole
 * iterations (8 x 28 retired, then its BSTART.TLOAD, 2 B.DIM, B.IOR,
 * B.IOT).  The names are fixed slots: every TADD reads T#2 and T#1 (the
 * first iteration's x and y) and every TSTORE stores U#1 (the first sum),
 * so the eight stored z tiles of each PE all hold the first x + y. */
static void vadd_flat(void **state)
{
    (void)state;
    vadd v;
    vadd_run(&v, 17, PTO_NAMING_FLAT, 0);
    assert_int_equal(v.res.status, PTO_FAULT);
    assert_string_equal(v.res.stop, "fault");
    pto_fault_info f;
    pto_fault(v.m, &f);
    assert_int_equal(f.kind, PTO_FAULT_TILE_ALLOCATION);
    assert_int_equal(pto_program_line_of(v.p, f.pc), line_of(v.text, "BSTOP", 0));
    assert_int_equal(v.res.steps, 8u * 28u + 5u);
    unsigned t = 0;
    for (unsigned i = 0; i < 16; i++) t += pto_tile_allocated(v.m, i);
    assert_int_equal(t, 16);
    assert_true((pto_tiles_allocated(v.m) & 0xFFFFu) == 0xFFFFu); /* T#1..T#16 */
    expect_alloc_bits(v.m);
    expect_z_of(&v, 8, true);
    vadd_free(&v);
}

/* A DataPage at the last tile: memory ends 512 bytes into PE3's last z
 * tile.  The TSTORE block of the last iteration faults as a whole (no PE
 * stores: faults leave no partial effect); every earlier iteration's
 * stores stay.  The fault address is the first element past the end; the
 * run stops at the TSTORE's BSTOP after 28 (n - 1) + 6 + 6 + 5 + 3
 * instructions. */
static void vadd_data_page(void **state)
{
    (void)state;
    const unsigned n = 5;
    const uint64_t size = Z_BASE + (uint64_t)n * 4096u - 512u;
    vadd v;
    vadd_run(&v, n, PTO_NAMING_QUEUE, size);
    assert_int_equal(v.res.status, PTO_FAULT);
    assert_string_equal(v.res.stop, "fault");
    pto_fault_info f;
    pto_fault(v.m, &f);
    assert_int_equal(f.kind, PTO_FAULT_DATA_PAGE);
    assert_true(f.has_addr);
    assert_true(f.addr == size);
    assert_int_equal(pto_program_line_of(v.p, f.pc), line_of(v.text, "BSTOP", 3));
    assert_true(v.res.pc == f.pc);
    assert_int_equal(v.res.steps, 28u * (n - 1) + 20u);
    float *z = malloc(v.nfloat * sizeof *z);
    assert_int_equal(pto_mem_read(v.m, Z_BASE, z, (size_t)(size - Z_BASE)), PTO_OK);
    for (size_t i = 0; i < (size - Z_BASE) / 4; i++) {
        float want = i < (n - 1) * 1024u ? v.x[i] + v.y[i] : 0.0f;
        assert_memory_equal(&z[i], &want, 4);
    }
    free(z);
    vadd_free(&v);
}

/* ---- small programs --------------------------------------------------------------- */

static pto_program *parse(const char *text)
{
    pto_program *p = NULL;
    pto_program_error err;
    pto_status s = pto_program_parse(text, strlen(text), &p, &err);
    if (s != PTO_OK) fail_msg("line %u: %s", err.line, err.message);
    return p;
}

/* A counted loop: a0 = 10 iterations of a1 += 3 (labels, BSTART.STD COND,
 * SETC.NE), then EBREAK in a SYS block: a1 = 30, 10 x 5 + 2 + 1 retired
 * (C.MOVI x2, then per iteration BSTART.STD, ADDI, SUBI, SETC.NE, BSTOP,
 * then C.BSTART.SYS). */
static const char counted[] = ".org 0x400\n"
                              "        addi zero, 10, ->a0\n"
                              "        addi zero, 0, ->a1\n"
                              "top:    BSTART.STD COND, top\n"
                              "        addi a1, 3, ->a1\n"
                              "        subi a0, 1, ->a0\n"
                              "        setc.ne a0, zero\n"
                              "        BSTOP\n"
                              "        C.BSTART.SYS FALL\n"
                              "        ebreak 7\n";

static void counted_loop(void **state)
{
    (void)state;
    pto_program *p = parse(counted);
    assert_true(pto_program_base(p) == 0x400);
    pto_machine *m = pto_create();
    pto_run_result r;
    pto_program_run_gm(m, p, 0, NULL, NULL, &r);
    assert_int_equal(r.status, PTO_FAULT);
    assert_string_equal(r.stop, "ebreak");
    assert_int_equal(r.steps, 2u + 10u * 5u + 1u);
    uint64_t v;
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        assert_int_equal(pto_gpr_read(m, pe, 3, &v), PTO_OK);
        assert_true(v == 30);
        assert_int_equal(pto_gpr_read(m, pe, 2, &v), PTO_OK);
        assert_true(v == 0);
    }
    pto_fault_info f;
    pto_fault(m, &f);
    assert_int_equal(f.cause, 7);
    /* the code is in global memory at 0x400: ADDI zero, 10, ->a0 */
    uint8_t w[4];
    assert_int_equal(pto_mem_read(m, 0x400, w, 4), PTO_OK);
    size_t len;
    const uint8_t *code = pto_program_code(p, &len);
    assert_memory_equal(w, code, 4);
    /* --max-steps: stops with PTO_OK, nothing lost, and runs on */
    pto_reset(m);
    pto_program_run_gm(m, p, 7, NULL, NULL, &r);
    assert_int_equal(r.status, PTO_OK);
    assert_string_equal(r.stop, "max-steps");
    assert_int_equal(r.steps, 7);
    pto_destroy(m);
    pto_program_free(p);
}

/* The LLVM-MC spelling (LinxISA's llvm-mc and llvm-objdump, whose tests
 * write `hl.addi s0, 1, ->s1`, the ELF symbol directives around a function
 * and `[a0]` for `[a0, 0]`): the counted loop above written so assembles to
 * the same bytes, with a store and a load through `[base]` added to both. */
static const char counted_mc[] = "        .text\n"
                                 "        .org 0x400\n"
                                 "        .globl  foo\n"
                                 "        .type   foo,@function\n"
                                 "foo:\n"
                                 "        addi zero, 10, ->a0\n"
                                 "        addi zero, 0, ->a1\n"
                                 ".Ltop:  bstart.std cond, .Ltop\n"
                                 "        addi a1, 3, ->a1\n"
                                 "        subi a0, 1, ->a0\n"
                                 "        setc.ne a0, zero\n"
                                 "        bstop\n"
                                 "        c.bstart.sys fall\n"
                                 "        swi a1, [sp]\n"
                                 "        lwi [sp], ->a2\n"
                                 "        ebreak 7\n"
                                 "        .size   foo, .-foo\n";

static void llvm_mc_spelling(void **state)
{
    (void)state;
    char spec[512];
    snprintf(spec, sizeof spec, "%.*s        SWI a1, [sp, 0]\n        LWI [sp, 0], ->a2\n        ebreak 7\n",
             (int)(strlen(counted) - strlen("        ebreak 7\n")), counted);
    pto_program *a = parse(counted_mc), *b = parse(spec);
    size_t la, lb;
    const uint8_t *ca = pto_program_code(a, &la), *cb = pto_program_code(b, &lb);
    assert_int_equal(la, lb);
    assert_memory_equal(ca, cb, la);
    assert_true(pto_program_base(a) == 0x400);
    /* and it runs: a1 = 30 is stored at sp (0) and loaded into a2 */
    pto_machine *m = pto_create();
    pto_run_result r;
    pto_program_run_gm(m, a, 0, NULL, NULL, &r);
    assert_string_equal(r.stop, "ebreak");
    uint64_t v;
    assert_int_equal(pto_gpr_read(m, 0, 4, &v), PTO_OK);
    assert_true(v == 30);
    pto_destroy(m);
    pto_program_free(a);
    pto_program_free(b);
    /* what is refused, with the reason */
    static const struct {
        const char *text, *msg;
    } bad[] = {
        {".section .data\n", "one code section"},
        {".type foo\n", "expected ', @function'"},
        {".type foo, @notype\n", "expected @function or @object"},
        {".globl\n", "expected a symbol name"},
        {"lw [s0], ->s1\n", "expected [base, index]"},
        {".p2align 4\n", "unknown directive '.p2align'"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        pto_program *p = NULL;
        pto_program_error err;
        assert_int_equal(pto_program_parse(bad[i].text, strlen(bad[i].text), &p, &err), PTO_ERR_ARG);
        if (!strstr(err.message, bad[i].msg)) fail_msg("'%s': %s", bad[i].text, err.message);
        assert_int_equal(err.line, 1);
    }
}

/* Labels are looked up through a hash index: 100,000 labels with a jump
 * back to the first and one forward to the last assemble as the same jumps
 * written as `.-N` / `.+N` (each ADDI is 4 bytes), and a second definition
 * still names the first's line. */
static void many_labels(void **state)
{
    (void)state;
    enum { N = 100000 };
    size_t cap = (size_t)N * 32 + 64;
    char *a = malloc(cap), *b = malloc(64);
    assert_non_null(a);
    assert_non_null(b);
    size_t n = (size_t)snprintf(a, cap, "j l%d\n", N - 1);
    for (int i = 0; i < N; i++) n += (size_t)snprintf(a + n, cap - n, "l%d: addi a0, 1, ->a0\n", i);
    n += (size_t)snprintf(a + n, cap - n, "j l0\n");
    pto_program *p = parse(a);
    size_t len;
    const uint8_t *code = pto_program_code(p, &len);
    assert_int_equal(len, 4u + (size_t)N * 4u + 4u);
    snprintf(b, 64, "j .+%d\n", 4 + (N - 1) * 4);
    pto_program *q = parse(b);
    size_t ql;
    assert_memory_equal(code, pto_program_code(q, &ql), 4);
    pto_program_free(q);
    snprintf(b, 64, "j .-%d\n", N * 4);
    q = parse(b);
    assert_memory_equal(code + len - 4, pto_program_code(q, &ql), 4);
    pto_program_free(q);
    pto_program_free(p);
    n += (size_t)snprintf(a + n, cap - n, "l77: addi a0, 1, ->a0\n");
    pto_program_error err;
    assert_int_equal(pto_program_parse(a, n, &p, &err), PTO_ERR_ARG);
    assert_int_equal(err.line, N + 3);
    assert_non_null(strstr(err.message, "label 'l77' is defined twice (first on line 79)"));
    free(a);
    free(b);
}

/* An endless loop stops at --max-steps with the PC where it stopped. */
static void endless_loop(void **state)
{
    (void)state;
    pto_program *p = parse("spin: j spin\n");
    pto_machine *m = pto_create();
    pto_run_result r;
    pto_program_run_gm(m, p, 100000, NULL, NULL, &r);
    assert_int_equal(r.status, PTO_OK);
    assert_string_equal(r.stop, "max-steps");
    assert_int_equal(r.steps, 100000);
    assert_true(r.pc == 0);
    pto_destroy(m);
    pto_program_free(p);
}

/* The same code as a raw image and as an ELF image runs the same way. */
static void images_run(void **state)
{
    (void)state;
    pto_program *p = parse(counted);
    size_t len;
    const uint8_t *code = pto_program_code(p, &len);
    uint8_t *elf;
    size_t elflen;
    char msg[300];
    assert_int_equal(pto_image_write_elf(code, len, 0x400, 0x400, &elf, &elflen, msg, sizeof msg), PTO_OK);
    pto_image img;
    assert_int_equal(pto_image_parse_elf(elf, elflen, 1u << 20, &img, msg, sizeof msg), PTO_OK);
    assert_true(img.entry == 0x400 && img.end == 0x400 + len);
    assert_int_equal(img.machine, PTO_ELF_MACHINE);
    assert_int_equal(img.nsegments, 1);
    assert_true(img.has_identity);
    assert_string_equal(img.warning, "");
    pto_program *pe = NULL, *pr = NULL;
    pto_program_error err;
    assert_int_equal(pto_program_adopt_elf(elf, elflen, &pe, &err), PTO_OK);
    assert_int_equal(pto_program_from_raw(code, len, 0x400, &pr, &err), PTO_OK);
    pto_program *progs[2] = {pe, pr};
    for (unsigned k = 0; k < 2; k++) {
        pto_machine *m = pto_create();
        pto_run_result r;
        pto_program_run_gm(m, progs[k], 0, NULL, NULL, &r);
        assert_string_equal(r.stop, "ebreak");
        assert_int_equal(r.steps, 53);
        uint64_t v;
        assert_int_equal(pto_gpr_read(m, 3, 3, &v), PTO_OK);
        assert_true(v == 30);
        pto_destroy(m);
        pto_program_free(progs[k]);
    }
    pto_program_free(p);
}

/* ---- bad images ------------------------------------------------------------------- */

static void put(uint8_t *p, uint64_t v, unsigned n)
{
    for (unsigned i = 0; i < n; i++) p[i] = (uint8_t)(v >> (8 * i));
}

static uint64_t get(const uint8_t *p, unsigned n)
{
    uint64_t v = 0;
    for (unsigned i = 0; i < n; i++) v |= (uint64_t)p[i] << (8 * i);
    return v;
}

/* A good ELF image of the counted loop at 0x400 (caller frees). */
static uint8_t *good_elf(size_t *len)
{
    pto_program *p = parse(counted);
    size_t n;
    const uint8_t *code = pto_program_code(p, &n);
    uint8_t *elf;
    char msg[200];
    assert_int_equal(pto_image_write_elf(code, n, 0x400, 0x400, &elf, len, msg, sizeof msg), PTO_OK);
    pto_program_free(p);
    return elf;
}

static void expect_bad(const uint8_t *f, size_t len, uint64_t mem, const char *part)
{
    pto_image img;
    char msg[300] = "";
    pto_status s = pto_image_parse_elf(f, len, mem, &img, msg, sizeof msg);
    if (s == PTO_OK || !strstr(msg, part)) fail_msg("expected an error with '%s', got %s: %s", part, pto_status_name(s), msg);
    /* loading checks the same and changes nothing */
    pto_machine *m = pto_create();
    assert_int_equal(pto_mem_set_size(m, mem), PTO_OK);
    snapshot a, b;
    snapshot_take(m, &a);
    assert_int_not_equal(pto_image_load_elf(m, f, len, &img, msg, sizeof msg), PTO_OK);
    snapshot_take(m, &b);
    assert_true(snapshot_equal(&a, &b));
    snapshot_free(&a);
    snapshot_free(&b);
    pto_destroy(m);
}

/* The offset of the identity note's descriptor in a good image. */
static size_t note_desc(const uint8_t *f, size_t len)
{
    for (size_t i = 0; i + 16 < len; i++)
        if (!memcmp(f + i, "PTO\0{", 5)) return i + 4;
    fail_msg("no identity note");
    return 0;
}

static void bad_images(void **state)
{
    (void)state;
    size_t len;
    uint8_t *good = good_elf(&len);
    uint8_t *f = malloc(len);
    /* truncated: every shorter prefix is refused with a message */
    for (size_t k = 0; k < len; k++) {
        pto_image img;
        char msg[300] = "";
        assert_int_not_equal(pto_image_parse_elf(good, k, 1u << 20, &img, msg, sizeof msg), PTO_OK);
        assert_true(strlen(msg) > 0);
    }
    expect_bad(good, 40, 1u << 20, "truncated ELF");
    expect_bad(good, len - 1, 1u << 20, "truncated ELF");
    /* the wrong machine class: ELFCLASS32 */
    memcpy(f, good, len);
    f[4] = 1;
    expect_bad(f, len, 1u << 20, "ELFCLASS64");
    /* another machine (x86-64) */
    memcpy(f, good, len);
    put(f + 18, 62, 2);
    expect_bad(f, len, 1u << 20, "ELF machine 62 is not PTO");
    /* a wrong identity note: another release, and one byte of the hash */
    memcpy(f, good, len);
    size_t d = note_desc(f, len);
    char *rel = strstr((char *)f + d, "0.58.3");
    assert_non_null(rel);
    rel[5] = '0';
    expect_bad(f, len, 1u << 20, "identity note");
    memcpy(f, good, len);
    char *hash = strstr((char *)f + d, "8a48b80e");
    assert_non_null(hash);
    hash[0] = 'f';
    expect_bad(f, len, 1u << 20, "identity note");
    /* a segment past the end of global memory */
    expect_bad(good, len, 0x400, "past the end of the 1024-byte global memory");
    /* an entry point outside every segment */
    memcpy(f, good, len);
    put(f + 24, 0x100, 8);
    expect_bad(f, len, 1u << 20, "outside every loadable segment");
    /* an odd entry point inside the segment */
    memcpy(f, good, len);
    put(f + 24, 0x401, 8);
    expect_bad(f, len, 1u << 20, "is odd");
    /* not ELF at all */
    expect_bad((const uint8_t *)"#!/bin/sh\n", 10, 1u << 20, "not an ELF file");
    /* a segment whose file bytes run past the file */
    memcpy(f, good, len);
    uint64_t phoff = get(f + 32, 8);
    put(f + phoff + 32, len, 8);
    put(f + phoff + 40, len, 8);
    expect_bad(f, len, 1u << 20, "runs past");
    free(f);
    free(good);
}

/* The identity vectors of ../shared/vectors/pto-isa-0583-abi-vectors.json
 * (stage "load"): a matching note loads; a hash mismatch is refused; an
 * image without the note loads with a warning (decisions D19: "warn if
 * absent", where the vectors' load policy rejects it). */
static void identity_vectors(void **state)
{
    (void)state;
    size_t len;
    uint8_t *good = good_elf(&len);
    size_t d = note_desc(good, len);
    assert_memory_equal(good + d,
                        "{\"encoding_abi\":\"pto-isa-0.58.3-mode-function-v1\",\"encoding_projection_sha256\":"
                        "\"8a48b80e04484c70870f155bf9efc79d2a805cf99e809f4e4e8a7e6a7eb34172\",\"release\":\"0.58.3\"}",
                        143);
    pto_image img;
    char msg[300];
    assert_int_equal(pto_image_parse_elf(good, len, 1u << 20, &img, msg, sizeof msg), PTO_OK);
    assert_true(img.has_identity);
    /* elf-load-hash-mismatch: all f */
    uint8_t *f = malloc(len);
    memcpy(f, good, len);
    memset(strstr((char *)f + d, "8a48b80e"), 'f', 64);
    assert_int_equal(pto_image_parse_elf(f, len, 1u << 20, &img, msg, sizeof msg), PTO_ERR_ARG);
    assert_non_null(strstr(msg, "encoding_projection_sha256"));
    /* no note: the note section renamed and its type changed so no note is found */
    memcpy(f, good, len);
    char *sec = NULL;
    for (size_t i = 0; i + 13 < len && !sec; i++)
        if (!memcmp(f + i, ".note.pto.isa", 13)) sec = (char *)f + i;
    assert_non_null(sec);
    memcpy(sec, ".note.xxx.isa", 13);
    memcpy(f + d - 4, "XXX", 3); /* the note's name */
    assert_int_equal(pto_image_parse_elf(f, len, 1u << 20, &img, msg, sizeof msg), PTO_OK);
    assert_false(img.has_identity);
    assert_true(strlen(img.warning) > 0);
    free(f);
    free(good);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(vadd_queue_1),  cmocka_unit_test(vadd_queue_2),   cmocka_unit_test(vadd_queue_17),
        cmocka_unit_test(vadd_queue_1000), cmocka_unit_test(vadd_flat),    cmocka_unit_test(vadd_data_page),
        cmocka_unit_test(counted_loop),  cmocka_unit_test(llvm_mc_spelling), cmocka_unit_test(many_labels),  cmocka_unit_test(endless_loop),   cmocka_unit_test(images_run),
        cmocka_unit_test(bad_images),    cmocka_unit_test(identity_vectors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
