/* The program rows of ptosim-bench: whole programs fetched from global
 * memory (pto_run_gm).
 *
 *   scalar loop   a counted loop: BSTART.STD COND, eight ALU instructions,
 *                 SUBI, SETC.NE, BSTOP (12 instructions an iteration, all
 *                 four PEs); instructions retired per second of host time;
 *   vadd loop     examples/vadd_loop.s's loop over 1 KiB FP32 tiles on four
 *                 PEs (queue naming, n iterations in one run); and the same
 *                 loop body over 64 KiB tiles on one PE, one iteration per
 *                 run (three 64 KiB tiles fill most of the 256 KiB tile
 *                 budget, and queue entries are only released when a hand
 *                 is full, so the host releases the tiles between runs).
 *                 GB/s = bytes read and written (x, y and z: three times the
 *                 tile bytes) per second, next to memcpy of x and y into z
 *                 (the same bytes read, twice the bytes written) in the
 *                 same run.
 * Before timing, each vadd row checks z against x + y summed in C. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "ptosim/program.h"
#include "ptosim/ptosim.h"

enum { X = 0x100000, Y = 0x1000000, Z = 0x2000000, GPR_A0 = 2, GPR_A3 = 5 };

static pto_program *parse(const char *text)
{
    pto_program *p = NULL;
    pto_program_error e;
    if (pto_program_parse(text, strlen(text), &p, &e) != PTO_OK) {
        fprintf(stderr, "ptosim-bench: program line %u: %s\n", e.line, e.message);
        exit(2);
    }
    return p;
}

/* ---- the scalar loop --------------------------------------------------------------- */

static const char scalar_text[] = "top:    BSTART.STD COND, top\n"
                                  "        addi a1, 1, ->a1\n"
                                  "        add a1, a2, ->a2\n"
                                  "        slli a2, 3, ->a3\n"
                                  "        srli a3, 1, ->a4\n"
                                  "        and a4, a1, ->a5\n"
                                  "        or a5, a2, ->a6\n"
                                  "        sub a6, a1, ->a7\n"
                                  "        addi a7, 5, ->s0\n"
                                  "        subi a0, 1, ->a0\n"
                                  "        setc.ne a0, zero\n"
                                  "        BSTOP\n"
                                  "        C.BSTART.SYS FALL\n"
                                  "        ebreak 0\n";

typedef struct sctx {
    pto_machine *m;
    pto_program *p;
    uint64_t iters, steps;
    bool bad;
} sctx;

/* One run of the loaded loop: a0 = the count on every PE, TPC 0. */
static void work_scalar(void *v)
{
    sctx *c = v;
    pto_recover(c->m); /* the SYS block and the EBREAK record of the last run */
    for (unsigned pe = 0; pe < PTO_PES; pe++) pto_gpr_write(c->m, pe, GPR_A0, c->iters);
    pto_set_tpc(c->m, 0);
    pto_gm_limits lim = {PTO_NO_ADDR, PTO_NO_ADDR, 0, 0};
    if (pto_run_gm(c->m, &lim) != PTO_FAULT) c->bad = true;
    c->steps = lim.steps;
}

void bench_scalar_loop(prog_row *row, bool quick)
{
    memset(row, 0, sizeof *row);
    row->what = "scalar loop";
    sctx c = {pto_create(), parse(scalar_text), quick ? 20000u : 1000000u, 0, false};
    pto_run_result r;
    pto_program_run_gm(c.m, c.p, 1, NULL, NULL, &r); /* loads the code; one instruction */
    work_scalar(&c);
    row->units = (double)c.steps; /* 12 per iteration + C.BSTART.SYS */
    if (c.bad || c.steps != 12u * c.iters + 1u) {
        row->failed = true;
    } else {
        double mn, med;
        measure(work_scalar, &c, row->units, &mn, &med);
        row->ns_min = mn;
        row->ns_med = med;
        row->rate = 1e9 / med;
    }
    pto_program_free(c.p);
    pto_destroy(c.m);
}

/* ---- the vector-add loop ----------------------------------------------------------- */

typedef struct vctx {
    pto_machine *m;
    pto_program *p;
    uint8_t *x, *y, *z;
    size_t bytes;          /* of each vector */
    unsigned iters, pes;   /* one PE: 64 KiB rows with a4 = 512 */
    bool bad;
} vctx;

/* 64 KiB tiles (128 x 128 FP32, row stride 512) on PE0, one iteration. */
static const char vadd64_text[] = ".naming queue\n"
                                  ".gpr 0 a0 = 0x100000 ; .gpr 0 a1 = 0x1000000 ; .gpr 0 a2 = 0x2000000\n"
                                  ".gpr 0 a3 = 1 ; .gpr 0 a4 = 512\n"
                                  "loop:   BSTART.TLOAD FP32\n"
                                  "        B.DIM zero, 128, ->LB0\n"
                                  "        B.DIM zero, 128, ->LB1\n"
                                  "        B.IOR a0, a4\n"
                                  "        B.IOT mask=1000, last, ->T<64KB>\n"
                                  "        BSTOP\n"
                                  "        BSTART.TLOAD FP32\n"
                                  "        B.DIM zero, 128, ->LB0\n"
                                  "        B.DIM zero, 128, ->LB1\n"
                                  "        B.IOR a1, a4\n"
                                  "        B.IOT mask=1000, last, ->T<64KB>\n"
                                  "        BSTOP\n"
                                  "        BSTART.VEC TADD, FP32\n"
                                  "        B.DIM zero, 128, ->LB0\n"
                                  "        B.DIM zero, 128, ->LB1\n"
                                  "        B.IOT T#2, T#1, mask=1000, last, ->U<64KB>\n"
                                  "        BSTOP\n"
                                  "        BSTART.TSTORE FP32\n"
                                  "        B.IOR a2, a4\n"
                                  "        B.IOT U#1, mask=1000, last\n"
                                  "        BSTOP\n"
                                  "        BSTART.STD COND, loop\n"
                                  "        hl.addi a0, 65536, ->a0\n"
                                  "        hl.addi a1, 65536, ->a1\n"
                                  "        hl.addi a2, 65536, ->a2\n"
                                  "        subi a3, 1, ->a3\n"
                                  "        setc.ne a3, zero\n"
                                  "        BSTOP\n"
                                  "        C.BSTART.SYS FALL\n"
                                  "        ebreak 0\n";

/* One run of the loaded program from TPC 0 with its start GPRs (PE k
 * at k KiB into each vector for the four-PE loop). */
static void work_vadd(void *v)
{
    vctx *c = v;
    pto_recover(c->m); /* the SYS block and the EBREAK record of the last run */
    if (c->pes == 1) { /* the three queue entries: U#1, then T#1 twice */
        pto_tile_release(c->m, 16);
        pto_tile_release(c->m, 0);
        pto_tile_release(c->m, 0);
    }
    for (unsigned pe = 0; pe < c->pes; pe++) {
        pto_gpr_write(c->m, pe, 2, X + pe * 1024u);
        pto_gpr_write(c->m, pe, 3, Y + pe * 1024u);
        pto_gpr_write(c->m, pe, 4, Z + pe * 1024u);
        pto_gpr_write(c->m, pe, 5, c->iters);
        pto_gpr_write(c->m, pe, 6, c->pes == 1 ? 512u : 128u);
    }
    pto_set_tpc(c->m, 0);
    pto_gm_limits lim = {PTO_NO_ADDR, PTO_NO_ADDR, 0, 0};
    if (pto_run_gm(c->m, &lim) != PTO_FAULT) c->bad = true;
}

static void work_memcpy(void *v)
{
    vctx *c = v;
    memcpy(c->z, c->x, c->bytes);
    memcpy(c->z, c->y, c->bytes);
}

static bool vadd_check(vctx *c)
{
    float *z = malloc(c->bytes);
    if (!z || pto_mem_read(c->m, Z, z, c->bytes) != PTO_OK) return false;
    const float *x = (const float *)(const void *)c->x, *y = (const float *)(const void *)c->y;
    bool ok = true;
    for (size_t i = 0; i < c->bytes / 4 && ok; i++) {
        float w = x[i] + y[i];
        ok = !memcmp(&w, &z[i], 4);
    }
    free(z);
    return ok;
}

static void vadd_row(prog_row *row, const char *text, size_t bytes, unsigned iters, unsigned pes)
{
    vctx c = {pto_create(), NULL, malloc(bytes), malloc(bytes), malloc(bytes), bytes, iters, pes, false};
    size_t len;
    if (text) {
        c.p = parse(text);
    } else {
        FILE *f = fopen(PTOSIM_BENCH_SOURCE "/examples/vadd_loop.s", "rb");
        char *t = f ? malloc(1 << 16) : NULL;
        len = f && t ? fread(t, 1, (1 << 16) - 1, f) : 0;
        if (f) fclose(f);
        if (!len) {
            fprintf(stderr, "ptosim-bench: cannot read examples/vadd_loop.s\n");
            exit(2);
        }
        t[len] = 0;
        c.p = parse(t);
        free(t);
        char msg[160];
        pto_program_add_gpr(c.p, 0xF, GPR_A3, iters, msg, sizeof msg);
    }
    float *x = (float *)(void *)c.x, *y = (float *)(void *)c.y;
    for (size_t i = 0; i < bytes / 4; i++) {
        x[i] = (float)(i % 977) * 0.5f - 200.0f;
        y[i] = 1.0f / (float)(i % 313 + 1);
    }
    char msg[160];
    uint8_t *xb = malloc(bytes), *yb = malloc(bytes);
    memcpy(xb, c.x, bytes);
    memcpy(yb, c.y, bytes);
    pto_program_add_mem(c.p, X, xb, bytes, msg, sizeof msg);
    pto_program_add_mem(c.p, Y, yb, bytes, msg, sizeof msg);
    pto_run_result r;
    pto_program_run_gm(c.m, c.p, 0, NULL, NULL, &r); /* loads code and data, runs once */
    row->units = (double)(3 * bytes);
    bool ok = r.status == PTO_FAULT && !strcmp(r.stop, "ebreak") && vadd_check(&c);
    if (ok) { /* and again as the timed runs do */
        memset(c.z, 0, bytes); /* z cleared: the check sees this run's stores */
        if (pto_mem_write(c.m, Z, c.z, bytes) != PTO_OK) ok = false;
        work_vadd(&c);
        ok = ok && !c.bad && vadd_check(&c);
    }
    if (!ok) {
        row->failed = true;
    } else {
        double mn, med;
        measure(work_vadd, &c, row->units, &mn, &med); /* ns per byte moved */
        row->ns_min = mn;
        row->ns_med = med;
        row->rate = 1.0 / med; /* GB/s */
        measure(work_memcpy, &c, (double)(4 * bytes), &mn, &med);
        row->ref_rate = 1.0 / med;
        if (c.bad) row->failed = true;
    }
    pto_program_free(c.p);
    pto_destroy(c.m);
    free(c.x);
    free(c.y);
    free(c.z);
}

void bench_vadd_loops(prog_row *rows, bool quick)
{
    memset(rows, 0, 2 * sizeof *rows);
    unsigned n = quick ? 16 : 1000;
    rows[0].what = "vadd loop 1 KiB x 4 PEs";
    rows[0].iters = n;
    vadd_row(&rows[0], NULL, (size_t)n * 4096u, n, 4);
    rows[1].what = "vadd loop 64 KiB x 1 PE";
    rows[1].iters = 1;
    vadd_row(&rows[1], vadd64_text, 65536, 1, 1);
}

void print_programs_text(const prog_row *s, const prog_row *v, size_t nv)
{
    printf("\nprograms fetched from global memory (pto_run_gm):\n");
    if (s->failed) printf("  scalar loop: FAILED\n");
    else
        printf("  scalar loop (12 instructions an iteration, four PEs): %6.1f M instructions/s "
               "(median %.2f ns, min %.2f ns per instruction)\n",
               s->rate / 1e6, s->ns_med, s->ns_min);
    for (size_t i = 0; i < nv; i++) {
        if (v[i].failed) {
            printf("  %s: FAILED\n", v[i].what);
            continue;
        }
        printf("  %-24s (%4u iteration%s a run): %6.2f GB/s | memcpy of the same bytes %6.2f GB/s | %5.2fx\n",
               v[i].what, v[i].iters, v[i].iters == 1 ? " " : "s", v[i].rate, v[i].ref_rate, v[i].ref_rate / v[i].rate);
    }
}

void print_programs_json(const prog_row *s, const prog_row *v, size_t nv)
{
    printf("  \"programs\": {\"scalar_loop\": {\"instructions_per_iteration\": 12, ");
    if (s->failed) printf("\"failed\": true}");
    else {
        printf("\"instructions_per_s\": ");
        json_num(s->rate);
        printf(", \"ns_per_instruction\": ");
        json_num(s->ns_med);
        printf(", \"ns_per_instruction_min\": ");
        json_num(s->ns_min);
        printf("}");
    }
    printf(", \"vadd_loop\": [");
    for (size_t i = 0; i < nv; i++) {
        printf("%s{\"what\": \"%s\", \"iterations\": %u, ", i ? ", " : "", v[i].what, v[i].iters);
        if (v[i].failed) printf("\"failed\": true}");
        else {
            printf("\"gb_per_s\": ");
            json_num(v[i].rate);
            printf(", \"memcpy_gb_per_s\": ");
            json_num(v[i].ref_rate);
            printf("}");
        }
    }
    printf("]},\n");
}
