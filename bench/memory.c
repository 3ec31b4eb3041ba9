/* The memory rows of ptosim-bench.
 *
 *   TLOAD, TSTORE  one FP32 bundle of a 4 KiB or 64 KiB tile on one PE,
 *                  dense (row stride = the row) or strided (twice the row),
 *                  through pto_run (the destination is released after each
 *                  TLOAD); next to memcpy of the same bytes, row by row
 *                  for the strided rows;
 *   MGATHER,       one U32 bundle of 1024 lanes on one PE with a shuffled
 *   MSCATTER       index tile (byte displacements); next to a plain C loop
 *                  doing the same indexed copy; ns per element.
 * Before timing, each row checks the loaded tile, the stored memory, the
 * gathered tile or the scattered memory against the source bytes. */
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

enum { BASE = 0x100000, OUT = 0x800000, IDX_LANES = 1024 };

typedef struct mctx {
    pto_machine *m;
    uint8_t code[96];
    size_t len;
    bool release;            /* release T#1 after each run */
    bool bad;
    /* the reference */
    uint8_t *src, *dst;
    uint32_t rows, row_bytes, stride;
    const uint32_t *idx;     /* gather/scatter: lane -> element */
} mctx;

static void work_pto(void *p)
{
    mctx *c = p;
    pto_set_tpc(c->m, 0);
    if (pto_run(c->m, c->code, c->len, 0) != PTO_END) c->bad = true;
    if (c->release) pto_tile_release(c->m, 0);
}

static void work_memcpy(void *p)
{
    mctx *c = p;
    if (c->stride == c->row_bytes) memcpy(c->dst, c->src, (size_t)c->rows * c->row_bytes);
    else
        for (uint32_t r = 0; r < c->rows; r++) memcpy(c->dst + (size_t)r * c->row_bytes, c->src + (size_t)r * c->stride, c->row_bytes);
}

PLAIN_LOOP static void work_gather_ref(void *p)
{
    mctx *c = p;
    const uint32_t *s = (const uint32_t *)(const void *)c->src;
    uint32_t *d = (uint32_t *)(void *)c->dst;
    for (uint32_t i = 0; i < IDX_LANES; i++) d[i] = s[c->idx[i]];
}

PLAIN_LOOP static void work_scatter_ref(void *p)
{
    mctx *c = p;
    const uint32_t *s = (const uint32_t *)(const void *)c->src;
    uint32_t *d = (uint32_t *)(void *)c->dst;
    for (uint32_t i = 0; i < IDX_LANES; i++) d[c->idx[i]] = s[i];
}

static bool tile_equals(const pto_machine *m, unsigned t, const uint8_t *want, size_t n)
{
    const uint8_t *got;
    size_t len;
    return pto_tile_payload(m, t, 0, &got, &len) == PTO_OK && len >= n && !memcmp(got, want, n);
}

static bool mem_equals(pto_machine *m, uint64_t addr, const uint8_t *want, size_t n)
{
    uint8_t *got = malloc(n);
    bool ok = got && pto_mem_read(m, addr, got, n) == PTO_OK && !memcmp(got, want, n);
    free(got);
    return ok;
}

static void tlsu_row(mem_row *r)
{
    uint32_t cols = r->bytes == 4096 ? 32 : 128, rows = r->bytes / 4u / cols, row_bytes = cols * 4u;
    uint32_t stride = r->strided ? 2u * row_bytes : row_bytes;
    size_t span = (size_t)rows * stride;
    mctx c;
    memset(&c, 0, sizeof c);
    c.m = pto_create();
    c.src = malloc(span);
    c.dst = malloc(span);
    if (!c.m || !c.src || !c.dst) exit(2);
    for (size_t i = 0; i < span; i++) c.src[i] = (uint8_t)(i * 131u + 7u);
    c.rows = rows;
    c.row_bytes = row_bytes;
    c.stride = stride;
    pto_gpr_write(c.m, 0, 2, BASE); /* a0 */
    pto_gpr_write(c.m, 0, 3, stride); /* a1 */
    pto_gpr_write(c.m, 0, 4, OUT); /* a2 */
    char buf[96];
    uint8_t *dense = malloc((size_t)rows * row_bytes);
    if (!dense) exit(2);
    for (uint32_t i = 0; i < rows; i++) memcpy(dense + (size_t)i * row_bytes, c.src + (size_t)i * stride, row_bytes);
    size_t at = 0;
    bool load = !strcmp(r->op, "TLOAD");
    at = bench_put(c.code, at, "BSTART.TLOAD FP32");
    snprintf(buf, sizeof buf, "B.DIM LB0=%u", cols);
    at = bench_put(c.code, at, buf);
    snprintf(buf, sizeof buf, "B.DIM LB1=%u", rows);
    at = bench_put(c.code, at, buf);
    at = bench_put(c.code, at, "B.IOR a0, a1");
    snprintf(buf, sizeof buf, "B.IOT mask=1000, last, ->T<%uB>", r->bytes);
    at = bench_put(c.code, at, buf);
    at = bench_put(c.code, at, "BSTOP");
    c.len = at;
    if (pto_mem_write(c.m, BASE, c.src, span) != PTO_OK) exit(2);
    c.release = true;
    work_pto(&c); /* the check: the valid region equals the source rows */
    c.release = false;
    work_pto(&c);
    r->mismatch = c.bad || !tile_equals(c.m, 0, dense, (size_t)rows * row_bytes);
    if (!load) { /* time the store of T#1 instead */
        at = 0;
        at = bench_put(c.code, at, "BSTART.TSTORE FP32");
        at = bench_put(c.code, at, "B.IOR a2, a1");
        at = bench_put(c.code, at, "B.IOT T#1, mask=1000, last");
        at = bench_put(c.code, at, "BSTOP");
        c.len = at;
        work_pto(&c);
        uint8_t *back = malloc(span);
        if (!back) exit(2);
        memset(back, 0, span);
        for (uint32_t i = 0; i < rows; i++) memcpy(back + (size_t)i * stride, dense + (size_t)i * row_bytes, row_bytes);
        uint8_t *got = malloc(span);
        bool ok = got && pto_mem_read(c.m, OUT, got, span) == PTO_OK;
        for (uint32_t i = 0; ok && i < rows; i++)
            ok = !memcmp(got + (size_t)i * stride, back + (size_t)i * stride, row_bytes);
        r->mismatch |= c.bad || !ok;
        free(got);
        free(back);
    } else {
        pto_tile_release(c.m, 0);
        c.release = true;
    }
    if (!r->mismatch) {
        measure(work_pto, &c, 1.0, &r->pto_min, &r->pto_med);
        double mn;
        if (!load) { /* memcpy in the store's direction */
            uint8_t *t = c.src;
            c.src = c.dst, c.dst = t;
        }
        measure(work_memcpy, &c, 1.0, &mn, &r->ref_med);
    }
    r->failed = c.bad;
    free(dense);
    free(c.src);
    free(c.dst);
    pto_destroy(c.m);
}

static void indexed_row(mem_row *r)
{
    bool gather = !strcmp(r->op, "MGATHER");
    mctx c;
    memset(&c, 0, sizeof c);
    c.m = pto_create();
    uint32_t *idx = malloc(IDX_LANES * sizeof *idx);
    c.src = malloc(IDX_LANES * 4);
    c.dst = malloc(IDX_LANES * 4);
    if (!c.m || !idx || !c.src || !c.dst) exit(2);
    for (uint32_t i = 0; i < IDX_LANES; i++) idx[i] = i;
    uint64_t s = 0x9E3779B97F4A7C15u;
    for (uint32_t i = IDX_LANES - 1; i > 0; i--) { /* Fisher-Yates */
        s ^= s << 13, s ^= s >> 7, s ^= s << 17;
        uint32_t j = (uint32_t)(s % (i + 1)), t = idx[i];
        idx[i] = idx[j], idx[j] = t;
    }
    c.idx = idx;
    for (uint32_t i = 0; i < IDX_LANES * 4; i++) c.src[i] = (uint8_t)(i * 37u + 1u);
    pto_tile_desc d = {PTO_TILE_NUMERIC, 25 /* U32 */, 4096, 0, 1024, 1, 1024, PTO_LAYOUT_ROW_MAJOR, 0x8};
    if (pto_tile_configure(c.m, 16, &d) != PTO_OK) exit(2); /* U#1: the byte displacements */
    for (uint32_t i = 0; i < IDX_LANES; i++) pto_tile_write(c.m, 16, 0, i, idx[i] * 4u);
    pto_gpr_write(c.m, 0, 2, BASE);
    size_t at = 0;
    if (gather) {
        if (pto_mem_write(c.m, BASE, c.src, IDX_LANES * 4) != PTO_OK) exit(2);
        at = bench_put(c.code, at, "BSTART.MGATHER U32");
        at = bench_put(c.code, at, "B.DIM LB0=1024");
        at = bench_put(c.code, at, "B.IOT U#1, mask=1000, last, ->T<4KB>");
    } else {
        if (pto_tile_configure(c.m, 17, &d) != PTO_OK) exit(2); /* U#2: the data */
        for (uint32_t i = 0; i < IDX_LANES; i++) {
            uint32_t v;
            memcpy(&v, c.src + 4 * i, 4);
            pto_tile_write(c.m, 17, 0, i, v);
        }
        at = bench_put(c.code, at, "BSTART.MSCATTER U32");
        at = bench_put(c.code, at, "B.DIM LB0=1024");
        at = bench_put(c.code, at, "B.IOT U#2, U#1, mask=1000, last");
    }
    at = bench_put(c.code, at, "B.IOR a0");
    at = bench_put(c.code, at, "BSTOP");
    c.len = at;
    c.release = gather;
    if (gather) {
        work_gather_ref(&c);
        c.release = false;
        work_pto(&c);
        r->mismatch = c.bad || !tile_equals(c.m, 0, c.dst, IDX_LANES * 4);
        pto_tile_release(c.m, 0);
        c.release = true;
    } else {
        work_scatter_ref(&c);
        work_pto(&c);
        r->mismatch = c.bad || !mem_equals(c.m, BASE, c.dst, IDX_LANES * 4);
    }
    if (!r->mismatch) {
        measure(work_pto, &c, IDX_LANES, &r->pto_min, &r->pto_med);
        double mn;
        measure(gather ? work_gather_ref : work_scatter_ref, &c, IDX_LANES, &mn, &r->ref_med);
    }
    r->failed = c.bad;
    free(idx);
    free(c.src);
    free(c.dst);
    pto_destroy(c.m);
}

size_t bench_memory(mem_row *rows, size_t cap, bool quick, const char *only_op)
{
    static const char *const ops[] = {"TLOAD", "TSTORE"};
    static const uint32_t sizes[] = {4096, 65536};
    size_t n = 0;
    for (int o = 0; o < 2; o++)
        for (int s = 0; s < 2; s++)
            for (int st = 0; st < 2; st++) {
                if (n == cap || (only_op && strcmp(only_op, ops[o]))) continue;
                if (quick && st) continue;
                mem_row *r = &rows[n++];
                memset(r, 0, sizeof *r);
                r->op = ops[o];
                r->bytes = sizes[s];
                r->strided = st != 0;
                tlsu_row(r);
            }
    static const char *const iops[] = {"MGATHER", "MSCATTER"};
    for (int o = 0; o < 2; o++) {
        if (n == cap || (only_op && strcmp(only_op, iops[o]))) continue;
        mem_row *r = &rows[n++];
        memset(r, 0, sizeof *r);
        r->op = iops[o];
        r->bytes = IDX_LANES * 4;
        indexed_row(r);
    }
    return n;
}

static bool indexed(const mem_row *r) { return r->op[0] == 'M'; }

void print_memory_text(const mem_row *rows, size_t n)
{
    if (!n) return;
    printf("\nmemory, one PE, FP32 tiles (TLOAD/TSTORE: ns per tile next to memcpy of the same bytes;\n"
           "MGATHER/MSCATTER U32, 1024 shuffled lanes: ns per element next to a plain indexed loop):\n");
    printf("%-8s %6s %-7s | %10s %10s | %10s | %7s\n", "op", "tile", "stride", "pto min", "pto med", "ref", "pto/ref");
    for (size_t i = 0; i < n; i++) {
        const mem_row *r = &rows[i];
        printf("%-8s %5uK %-7s | ", r->op, r->bytes / 1024u, indexed(r) ? "indexed" : r->strided ? "2x row" : "dense");
        if (r->failed || r->mismatch) {
            printf("%s\n", r->mismatch ? "MISMATCH" : "FAILED");
            continue;
        }
        printf("%10.1f %10.1f | %10.1f | %6.2fx\n", r->pto_min, r->pto_med, r->ref_med, r->pto_med / r->ref_med);
    }
}

void print_memory_json(const mem_row *rows, size_t n)
{
    printf("  \"memory\": [\n");
    for (size_t i = 0; i < n; i++) {
        const mem_row *r = &rows[i];
        printf("    {\"op\": \"%s\", \"tile_bytes\": %u, \"access\": \"%s\", \"unit\": \"%s\", ", r->op, r->bytes,
               indexed(r) ? "indexed" : r->strided ? "strided" : "dense", indexed(r) ? "ns_per_element" : "ns_per_tile");
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
