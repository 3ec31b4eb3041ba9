/* The matrix rows of ptosim-bench.
 *
 *   TMATMUL  one bundle at the largest legal Local shapes on one PE, M = 32
 *            (CUBE_M32), N = 32, K = 1024 for FP16 (A and B 64 KiB each)
 *            and K = 512 for FP32, and a small one, FP16 M = N = K = 16
 *            (where gathering the operands and writing D weigh more than
 *            the products), ieee profile, through pto_run (the
 *            destination is released after each bundle), next to a plain C
 *            loop of fmaf in the same order on the same data: for each
 *            output acc = 0; for k = 0 .. K-1: acc = fmaf(a[m][k], b[k][n],
 *            acc) (A and B as float arrays, B transposed so both run along
 *            K); GFLOP/s (2 M N K flops a bundle).
 * Before timing each row checks ptosim's D against the loop bit for bit
 * (moderate finite data). */
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

typedef struct mctx {
    pto_machine *m;
    uint8_t code[96];
    size_t len;
    bool bad;
    float *a, *bt, *d;
    uint32_t M, N, K;
} mctx;

static void work_pto(void *p)
{
    mctx *c = p;
    pto_set_tpc(c->m, 0);
    if (pto_run(c->m, c->code, c->len, 0) != PTO_END) c->bad = true;
    pto_tile_release(c->m, 0);
}

PLAIN_LOOP static void work_ref(void *p)
{
    mctx *c = p;
    for (uint32_t m = 0; m < c->M; m++)
        for (uint32_t n = 0; n < c->N; n++) {
            const float *ar = c->a + (size_t)m * c->K, *br = c->bt + (size_t)n * c->K;
            float acc = 0.0f;
            for (uint32_t k = 0; k < c->K; k++) acc = fmaf(ar[k], br[k], acc);
            c->d[(size_t)m * c->N + n] = acc;
        }
}

static float half_val(uint16_t h)
{
    int e = (h >> 10) & 31, f = h & 1023;
    float v = e == 0 ? ldexpf((float)f, -24) : ldexpf((float)(f | 1024), e - 25);
    return (h & 0x8000) ? -v : v;
}

static void cube(pto_machine *m, unsigned idx, unsigned dt, unsigned layout, uint32_t vr, uint32_t vc)
{
    pto_tile_desc d = {PTO_TILE_NUMERIC, dt, 65536, 0, 0, vr, vc, layout, 0x8};
    if (pto_tile_configure(m, idx, &d) != PTO_OK) {
        fprintf(stderr, "bench: %s\n", pto_last_error(m));
        exit(2);
    }
}

static void one(mat_row *r, bool fp16, uint32_t M, uint32_t N, uint32_t K, bool quick)
{
    mctx c;
    memset(&c, 0, sizeof c);
    c.M = M, c.N = N, c.K = K;
    unsigned dt = (unsigned)pto_dtype_code(fp16 ? "FP16" : "FP32");
    r->dtype = fp16 ? "FP16" : "FP32";
    r->m = c.M, r->n = c.N, r->k = c.K;
    c.m = pto_create();
    cube(c.m, 16, dt, PTO_LAYOUT_CUBE_M32, c.M, c.K);
    cube(c.m, 17, dt, PTO_LAYOUT_CUBE_N8, c.K, c.N);
    c.a = malloc(sizeof(float) * c.M * c.K);
    c.bt = malloc(sizeof(float) * c.N * c.K);
    c.d = malloc(sizeof(float) * c.M * c.N);
    uint32_t s = 12345;
    for (uint32_t i = 0; i < c.M; i++)
        for (uint32_t k = 0; k < c.K; k++) {
            s = s * 1664525u + 1013904223u;
            uint16_t h = (uint16_t)((s >> 16 & 0x83FFu) | (uint16_t)((13 + (s >> 8) % 4u) << 10));
            float f = half_val(h);
            uint32_t u;
            memcpy(&u, &f, 4);
            uint32_t e;
            pto_tile_index(c.m, 16, i, k, &e);
            pto_tile_write(c.m, 16, 0, e, fp16 ? h : u);
            c.a[(size_t)i * c.K + k] = f;
        }
    for (uint32_t k = 0; k < c.K; k++)
        for (uint32_t n = 0; n < c.N; n++) {
            s = s * 1664525u + 1013904223u;
            uint16_t h = (uint16_t)((s >> 16 & 0x83FFu) | (uint16_t)((13 + (s >> 8) % 4u) << 10));
            float f = half_val(h);
            uint32_t u;
            memcpy(&u, &f, 4);
            uint32_t e;
            pto_tile_index(c.m, 17, k, n, &e);
            pto_tile_write(c.m, 17, 0, e, fp16 ? h : u);
            c.bt[(size_t)n * c.K + k] = f;
        }
    char st[64];
    size_t at = 0;
    snprintf(st, sizeof st, "BSTART.TMATMUL %s", r->dtype);
    at = bench_put(c.code, at, st);
    at = bench_put(c.code, at, "B.FPATR 0, 0, 0, 0, 0, 0, 0, 0, 0");
    snprintf(st, sizeof st, "B.DIM zero, %u, ->LB0", c.M), at = bench_put(c.code, at, st);
    snprintf(st, sizeof st, "B.DIM zero, %u, ->LB1", c.N), at = bench_put(c.code, at, st);
    snprintf(st, sizeof st, "B.DIM zero, %u, ->LB2", c.K), at = bench_put(c.code, at, st);
    at = bench_put(c.code, at, "B.IOT U#1, U#2, mask=1000, last, ->T<4KB>");
    at = bench_put(c.code, at, "BSTOP");
    c.len = at;
    /* the check */
    pto_set_tpc(c.m, 0);
    if (pto_run(c.m, c.code, c.len, 0) != PTO_END) {
        fprintf(stderr, "bench: TMATMUL %s: %s\n", r->dtype, pto_last_error(c.m));
        r->failed = true;
    } else {
        work_ref(&c);
        for (uint32_t i = 0; i < c.M && !r->failed; i++)
            for (uint32_t n = 0; n < c.N; n++) {
                uint32_t e;
                uint64_t v;
                bool def;
                pto_tile_index(c.m, 0, i, n, &e);
                pto_tile_read(c.m, 0, 0, e, &v, &def);
                uint32_t want;
                memcpy(&want, &c.d[(size_t)i * c.N + n], 4);
                if ((uint32_t)v != want) {
                    fprintf(stderr, "bench: TMATMUL %s MISMATCH at (%u,%u): 0x%08x, fmaf loop 0x%08x\n", r->dtype,
                            i, n, (unsigned)v, want);
                    r->mismatch = true;
                    break;
                }
            }
        pto_tile_release(c.m, 0);
    }
    if (!r->failed && !r->mismatch) {
        double flops = 2.0 * c.M * c.N * c.K;
        (void)quick;
        measure(work_pto, &c, 1.0, &r->pto_min, &r->pto_med);
        measure(work_ref, &c, 1.0, &r->ref_min, &r->ref_med);
        r->pto_gflops = flops / r->pto_med;
        r->ref_gflops = flops / r->ref_med;
        if (c.bad) r->failed = true;
    }
    free(c.a), free(c.bt), free(c.d);
    pto_destroy(c.m);
}

size_t bench_matrix(mat_row *rows, size_t cap, bool quick, const char *only_op)
{
    if (cap < 3 || (only_op && strcmp(only_op, "TMATMUL"))) return 0;
    memset(rows, 0, 3 * sizeof *rows);
    one(&rows[0], true, 32, 32, 1024, quick);
    one(&rows[1], false, 32, 32, 512, quick);
    one(&rows[2], true, 16, 16, 16, quick); /* a small product: the operands' gathering and D's writing weigh */
    return 3;
}

void print_matrix_text(const mat_row *rows, size_t n)
{
    if (!n) return;
    printf("\nmatrix (one PE, ieee): ptosim bundle vs a plain fmaf loop in the same order on the same data\n");
    for (size_t i = 0; i < n; i++) {
        const mat_row *r = &rows[i];
        if (r->failed || r->mismatch) {
            printf("  TMATMUL %s %ux%ux%u: %s\n", r->dtype, r->m, r->n, r->k, r->mismatch ? "MISMATCH" : "failed");
            continue;
        }
        printf("  TMATMUL %s M %u N %u K %u: %6.2f GFLOP/s (%8.0f ns a bundle) | fmaf loop %6.2f GFLOP/s | %5.2fx\n",
               r->dtype, r->m, r->n, r->k, r->pto_gflops, r->pto_med, r->ref_gflops, r->pto_med / r->ref_med);
    }
}

void print_matrix_json(const mat_row *rows, size_t n)
{
    printf("  \"matrix\": [");
    for (size_t i = 0; i < n; i++) {
        const mat_row *r = &rows[i];
        printf("%s{\"op\": \"TMATMUL\", \"dtype\": \"%s\", \"m\": %u, \"n\": %u, \"k\": %u, \"gflops\": ", i ? ", " : "",
               r->dtype, r->m, r->n, r->k);
        json_num(r->pto_gflops);
        printf(", \"reference_gflops\": ");
        json_num(r->ref_gflops);
        printf(", \"ratio\": ");
        json_num(r->ref_med > 0 ? r->pto_med / r->ref_med : 0);
        printf(", \"match\": %s}", r->mismatch || r->failed ? "false" : "true");
    }
    printf("],\n");
}
