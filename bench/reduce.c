/* The reduction rows of ptosim-bench.
 *
 *   TROWSUM, TROWMAX  one FP32 bundle over a 64 KiB tile on one PE (256 rows
 *                     of 64 columns, and 16 rows of 1024), through pto_run
 *                     (the destination is released after each bundle), next
 *                     to a plain C loop folding each row in the same order:
 *                     acc = 0, acc += x[c] for SUM (host float, RNE); acc =
 *                     x[0], acc = max(acc, x[c]) by the MIN/MAX rule for MAX
 *                     (one NaN gives the other operand, two the canonical
 *                     NaN, +0 above -0); ns per element.
 * Before timing, each row checks ptosim's destination against the loop's
 * results bit for bit (the data are ordinary values and a few zeros of
 * both signs: no NaN, so the loop needs no canonical-NaN step). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "ptosim/ptosim.h"
#include "asm/asm.h"

#if defined(__GNUC__) && !defined(__clang__)
#define PLAIN_LOOP __attribute__((optimize("no-tree-loop-distribute-patterns"), noinline))
#else
#define PLAIN_LOOP __attribute__((noinline))
#endif

typedef struct rctx {
    pto_machine *m;
    uint8_t code[96];
    size_t len;
    bool bad;
    const float *src;
    float *dst;
    uint32_t rows, cols;
} rctx;

static void work_pto(void *p)
{
    rctx *c = p;
    pto_set_tpc(c->m, 0);
    if (pto_run(c->m, c->code, c->len, 0) != PTO_END) c->bad = true;
    pto_tile_release(c->m, 0);
}

PLAIN_LOOP static void work_sum_ref(void *p)
{
    rctx *c = p;
    for (uint32_t r = 0; r < c->rows; r++) {
        const float *x = c->src + (size_t)r * c->cols;
        float acc = 0.0f;
        for (uint32_t i = 0; i < c->cols; i++) acc += x[i];
        c->dst[r] = acc;
    }
}

/* The MIN/MAX rule's maximum of two non-NaN floats: the larger, +0 above -0. */
static inline float max_rule(float a, float b)
{
    if (a == b) return signbit(a) ? b : a; /* equal values, or +0 and -0 */
    return b > a ? b : a;
}

PLAIN_LOOP static void work_max_ref(void *p)
{
    rctx *c = p;
    for (uint32_t r = 0; r < c->rows; r++) {
        const float *x = c->src + (size_t)r * c->cols;
        float acc = x[0];
        for (uint32_t i = 1; i < c->cols; i++) acc = max_rule(acc, x[i]);
        c->dst[r] = acc;
    }
}

static void reduce_row(red_row *r)
{
    rctx c;
    memset(&c, 0, sizeof c);
    c.rows = r->rows;
    c.cols = 16384u / r->rows;
    c.m = pto_create();
    float *src = malloc(65536);
    c.dst = malloc((size_t)c.rows * sizeof *c.dst);
    if (!c.m || !src || !c.dst) exit(2);
    uint64_t s = 0x9E3779B97F4A7C15u;
    for (uint32_t i = 0; i < 16384; i++) {
        s ^= s << 13, s ^= s >> 7, s ^= s << 17;
        float v = ldexpf((float)(s >> 40) / 16777216.0f + 1.0f, (int)(s % 14) - 6); /* 2^-6 .. 2^8 */
        if (s & 0x100) v = -v;
        if (i % 97 == 13) v = (s & 0x200) ? -0.0f : 0.0f;
        src[i] = v;
    }
    c.src = src;
    pto_tile_desc d = {PTO_TILE_NUMERIC, 1 /* FP32 */, 65536, 0, c.cols, c.rows, c.cols, PTO_LAYOUT_ROW_MAJOR, 0x8};
    if (pto_tile_configure(c.m, 16, &d) != PTO_OK) exit(2); /* U#1 */
    for (uint32_t i = 0; i < 16384; i++) {
        uint32_t u;
        memcpy(&u, &src[i], 4);
        pto_tile_write(c.m, 16, 0, i, u);
    }
    bool sum = !strcmp(r->op, "TROWSUM");
    char buf[64];
    size_t at = 0;
    at = bench_put(c.code, at, sum ? "BSTART.SFU TROWSUM, FP32" : "BSTART.SFU TROWMAX, FP32");
    snprintf(buf, sizeof buf, "B.DIM LB0=%u", c.cols);
    at = bench_put(c.code, at, buf);
    snprintf(buf, sizeof buf, "B.DIM LB1=%u", c.rows);
    at = bench_put(c.code, at, buf);
    snprintf(buf, sizeof buf, "B.IOT U#1, mask=1000, last, ->T<%uB>", c.rows * 4u < 128u ? 128u : c.rows * 4u);
    at = bench_put(c.code, at, buf);
    c.len = bench_put(c.code, at, "BSTOP");
    /* the check: one bundle against the plain loop */
    pto_set_tpc(c.m, 0);
    if (pto_run(c.m, c.code, c.len, 0) != PTO_END) c.bad = true;
    (sum ? work_sum_ref : work_max_ref)(&c);
    for (uint32_t i = 0; !c.bad && i < c.rows; i++) {
        uint64_t got = 0;
        bool def = false;
        uint32_t want;
        memcpy(&want, &c.dst[i], 4);
        if (pto_tile_read(c.m, 0, 0, i, &got, &def) != PTO_OK || !def || got != want) r->mismatch = true;
    }
    pto_tile_release(c.m, 0);
    if (!c.bad && !r->mismatch) {
        measure(work_pto, &c, 16384.0, &r->pto_min, &r->pto_med);
        double mn;
        measure(sum ? work_sum_ref : work_max_ref, &c, 16384.0, &mn, &r->ref_med);
    }
    r->failed = c.bad;
    free(src);
    free(c.dst);
    pto_destroy(c.m);
}

size_t bench_reduce(red_row *rows, size_t cap, bool quick, const char *only_op)
{
    static const char *const ops[] = {"TROWSUM", "TROWMAX"};
    static const uint32_t shapes[] = {256, 16};
    size_t n = 0;
    for (int o = 0; o < 2; o++)
        for (int k = 0; k < 2; k++) {
            if (n == cap || (only_op && strcmp(only_op, ops[o]))) continue;
            if (quick && k) continue;
            red_row *r = &rows[n++];
            memset(r, 0, sizeof *r);
            r->op = ops[o];
            r->rows = shapes[k];
            reduce_row(r);
        }
    return n;
}

/* The rows of red_row tables (reductions, transposes): a title, then one
 * line per row; in JSON, an array under key. */
void print_red_rows_text(const red_row *rows, size_t n, const char *title)
{
    if (!n) return;
    printf("\n%s\n", title);
    printf("%-8s %9s | %10s %10s | %10s | %7s\n", "op", "shape", "pto min", "pto med", "ref", "pto/ref");
    for (size_t i = 0; i < n; i++) {
        const red_row *r = &rows[i];
        char shape[16];
        snprintf(shape, sizeof shape, "%ux%u", r->rows, 16384u / r->rows);
        printf("%-8s %9s | ", r->op, shape);
        if (r->failed || r->mismatch) {
            printf("%s\n", r->mismatch ? "MISMATCH" : "FAILED");
            continue;
        }
        printf("%10.3f %10.3f | %10.3f | %6.2fx\n", r->pto_min, r->pto_med, r->ref_med, r->pto_med / r->ref_med);
    }
}

void print_red_rows_json(const red_row *rows, size_t n, const char *key)
{
    printf("  \"%s\": [\n", key);
    for (size_t i = 0; i < n; i++) {
        const red_row *r = &rows[i];
        printf("    {\"op\": \"%s\", \"dtype\": \"FP32\", \"tile_bytes\": 65536, \"rows\": %u, \"cols\": %u, "
               "\"unit\": \"ns_per_element\", ",
               r->op, r->rows, 16384u / r->rows);
        if (r->failed || r->mismatch) {
            printf("\"%s\": true}", r->mismatch ? "mismatch" : "failed");
        } else {
            printf("\"ptosim\": ");
            json_num(r->pto_med);
            printf(", \"ptosim_min\": ");
            json_num(r->pto_min);
            printf(", \"reference\": ");
            json_num(r->ref_med);
            printf(", \"ratio\": ");
            json_num(r->pto_med / r->ref_med);
            printf("}");
        }
        printf("%s\n", i + 1 < n ? "," : "");
    }
    printf("  ],\n");
}

void print_reduce_text(const red_row *rows, size_t n)
{
    print_red_rows_text(rows, n,
                        "reductions, one PE, FP32 64 KiB tiles (ns per element next to a plain C loop folding each "
                        "row in the\nsame order):");
}

void print_reduce_json(const red_row *rows, size_t n) { print_red_rows_json(rows, n, "reductions"); }
