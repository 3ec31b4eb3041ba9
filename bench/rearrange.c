/* The transpose rows of ptosim-bench.
 *
 *   TTRANS  one FP32 bundle transposing a 64 KiB tile on one PE (128 x 128,
 *           and 64 rows of 256 columns into 256 x 64), through pto_run (the
 *           destination is released after each bundle), next to a plain C
 *           loop d[c * R + r] = s[r * C + c] over the same payload; ns per
 *           element.
 * Before timing, each row checks ptosim's destination against the loop's
 * result bit for bit. */
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

typedef struct tctx {
    pto_machine *m;
    uint8_t code[96];
    size_t len;
    bool bad;
    const uint32_t *src;
    uint32_t *dst;
    uint32_t rows, cols;
} tctx;

static void work_pto(void *p)
{
    tctx *c = p;
    pto_set_tpc(c->m, 0);
    if (pto_run(c->m, c->code, c->len, 0) != PTO_END) c->bad = true;
    pto_tile_release(c->m, 0);
}

PLAIN_LOOP static void work_ref(void *p)
{
    tctx *c = p;
    const uint32_t *s = c->src;
    uint32_t *d = c->dst;
    uint32_t R = c->rows, C = c->cols;
    for (uint32_t r = 0; r < R; r++)
        for (uint32_t k = 0; k < C; k++) d[(size_t)k * R + r] = s[(size_t)r * C + k];
}

static void trans_row(red_row *r)
{
    tctx c;
    memset(&c, 0, sizeof c);
    c.rows = r->rows;
    c.cols = 16384u / r->rows;
    c.m = pto_create();
    uint32_t *src = malloc(65536);
    c.dst = malloc(65536 + 2048);
    if (!c.m || !src || !c.dst) exit(2);
    c.dst += 256; /* 1 KiB after the source modulo 4 KiB, as the other rows */
    uint64_t s = 0x9E3779B97F4A7C15u;
    for (uint32_t i = 0; i < 16384; i++) {
        s ^= s << 13, s ^= s >> 7, s ^= s << 17;
        src[i] = (uint32_t)(s >> 16);
    }
    c.src = src;
    pto_tile_desc d = {PTO_TILE_NUMERIC, 1 /* FP32 */, 65536, 0, c.cols, c.rows, c.cols, PTO_LAYOUT_ROW_MAJOR, 0x8};
    if (pto_tile_configure(c.m, 16, &d) != PTO_OK) exit(2); /* U#1 */
    for (uint32_t i = 0; i < 16384; i++) pto_tile_write(c.m, 16, 0, i, src[i]);
    char buf[64];
    size_t at = bench_put(c.code, 0, "BSTART.SFU TTRANS, FP32");
    snprintf(buf, sizeof buf, "B.DIM LB0=%u", c.rows);
    at = bench_put(c.code, at, buf);
    snprintf(buf, sizeof buf, "B.DIM LB1=%u", c.cols);
    at = bench_put(c.code, at, buf);
    snprintf(buf, sizeof buf, "B.DIM LB2=%u", c.rows);
    at = bench_put(c.code, at, buf);
    at = bench_put(c.code, at, "B.IOT U#1, mask=1000, last, ->T<65536B>");
    c.len = bench_put(c.code, at, "BSTOP");
    pto_set_tpc(c.m, 0);
    if (pto_run(c.m, c.code, c.len, 0) != PTO_END) c.bad = true;
    work_ref(&c);
    for (uint32_t i = 0; !c.bad && i < 16384; i++) {
        uint64_t got = 0;
        bool def = false;
        if (pto_tile_read(c.m, 0, 0, i, &got, &def) != PTO_OK || !def || got != c.dst[i]) r->mismatch = true;
    }
    pto_tile_release(c.m, 0);
    if (!c.bad && !r->mismatch) {
        measure(work_pto, &c, 16384.0, &r->pto_min, &r->pto_med);
        double mn;
        measure(work_ref, &c, 16384.0, &mn, &r->ref_med);
    }
    r->failed = c.bad;
    free(src);
    free(c.dst - 256);
    pto_destroy(c.m);
}

size_t bench_trans(red_row *rows, size_t cap, bool quick, const char *only_op)
{
    static const uint32_t shapes[] = {128, 64};
    size_t n = 0;
    for (int k = 0; k < 2; k++) {
        if (n == cap || (only_op && strcmp(only_op, "TTRANS"))) continue;
        if (quick && k) continue;
        red_row *r = &rows[n++];
        memset(r, 0, sizeof *r);
        r->op = "TTRANS";
        r->rows = shapes[k];
        trans_row(r);
    }
    return n;
}

void print_trans_text(const red_row *rows, size_t n)
{
    print_red_rows_text(rows, n,
                        "transpose, one PE, FP32 64 KiB tiles (ns per element next to a plain C loop\n"
                        "d[c*R + r] = s[r*C + c]):");
}

void print_trans_json(const red_row *rows, size_t n) { print_red_rows_json(rows, n, "transposes"); }
