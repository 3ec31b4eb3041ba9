/* The conversion rows of ptosim-bench.
 *
 *   TCVT FP32 -> FP16 and FP32 -> BF16  one bundle over a 64 KiB FP32 tile
 *                     on one PE (256 x 64, ieee profile, RMode RNE), through
 *                     pto_run (the destination is released after each
 *                     bundle), next to a plain C loop converting the same
 *                     payload with the usual integer round-to-nearest-even
 *                     routine (FP16: with subnormals and overflow to
 *                     infinity); ns per element.  Where the host has F16C,
 *                     the FP16 row also shows _mm256_cvtps_ph over the same
 *                     data.
 * Before timing, each row checks ptosim's destination against the loop's
 * results bit for bit (ordinary values across the FP16 normal range, one in
 * 97 a zero, one in 89 scaled into the FP16 subnormals or below; no NaN). */
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

enum { N = 16384 };

typedef struct cctx {
    pto_machine *m;
    uint8_t code[96];
    size_t len;
    bool bad;
    const uint32_t *src;
    uint16_t *dst;
} cctx;

static void work_pto(void *p)
{
    cctx *c = p;
    pto_set_tpc(c->m, 0);
    if (pto_run(c->m, c->code, c->len, 0) != PTO_END) c->bad = true;
    pto_tile_release(c->m, 0);
}

/* float -> binary16, round to nearest even, subnormals, overflow to infinity
 * (the inputs have no NaN). */
static inline uint16_t f32_to_f16(uint32_t x)
{
    uint32_t sign = (x >> 16) & 0x8000u, a = x & 0x7FFFFFFFu;
    if (a >= 0x477FF000u) return (uint16_t)(sign | 0x7C00u); /* rounds to 2^16 or above */
    if (a < 0x38800000u) {                                   /* below 2^-14: subnormal or zero */
        if (a < 0x33000000u) return (uint16_t)sign;          /* below 2^-25 */
        uint32_t m = (a & 0x7FFFFFu) | 0x800000u, sh = 126u - (a >> 23); /* 14..24 */
        uint32_t r = m >> sh, rem = m & ((1u << sh) - 1u), half = 1u << (sh - 1u);
        if (rem > half || (rem == half && (r & 1u))) r++;
        return (uint16_t)(sign | r);
    }
    uint32_t t = a - 0x38000000u;
    return (uint16_t)(sign | ((t + 0xFFFu + ((t >> 13) & 1u)) >> 13));
}

PLAIN_LOOP static void work_f16_ref(void *p)
{
    cctx *c = p;
    for (size_t i = 0; i < N; i++) c->dst[i] = f32_to_f16(c->src[i]);
}

PLAIN_LOOP static void work_bf16_ref(void *p)
{
    cctx *c = p;
    for (size_t i = 0; i < N; i++) {
        uint32_t x = c->src[i];
        c->dst[i] = (uint16_t)((x + 0x7FFFu + ((x >> 16) & 1u)) >> 16);
    }
}

#if defined(__GNUC__) && defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>
#define HAVE_F16C_REF 1
/* CPUID.1:ECX bit 28 (AVX) and bit 29 (F16C). */
static bool host_f16c(void)
{
    unsigned a, b, c, d;
    return __get_cpuid(1, &a, &b, &c, &d) && ((c >> 28) & 3u) == 3u;
}
__attribute__((target("avx,f16c"), noinline)) static void work_f16c_ref(void *p)
{
    cctx *c = p;
    for (size_t i = 0; i < N; i += 8) {
        __m256 v = _mm256_loadu_ps((const float *)(const void *)(c->src + i));
        _mm_storeu_si128((__m128i *)(void *)(c->dst + i), _mm256_cvtps_ph(v, _MM_FROUND_TO_NEAREST_INT));
    }
}
#endif

static void convert_row(cvt_row *r)
{
    cctx c;
    memset(&c, 0, sizeof c);
    c.m = pto_create();
    uint32_t *src = malloc(N * sizeof *src);
    c.dst = malloc(N * sizeof *c.dst);
    if (!c.m || !src || !c.dst) exit(2);
    bool bf = !strcmp(r->dst, "BF16");
    uint64_t s = 0x9E3779B97F4A7C15u;
    for (uint32_t i = 0; i < N; i++) {
        s ^= s << 13, s ^= s >> 7, s ^= s << 17;
        float v = ldexpf((float)(s >> 40) / 16777216.0f + 1.0f, (int)(s % 29) - 14); /* 2^-14 .. 2^15 */
        if (s & 0x100) v = -v;
        if (i % 97 == 13) v = (s & 0x200) ? -0.0f : 0.0f;
        if (i % 89 == 7) v = ldexpf(v, -10); /* an FP16 subnormal or an FP16 underflow */
        memcpy(&src[i], &v, 4);
    }
    c.src = src;
    pto_tile_desc d = {PTO_TILE_NUMERIC, 1 /* FP32 */, 65536, 0, 64, 256, 64, PTO_LAYOUT_ROW_MAJOR, 0x8};
    if (pto_tile_configure(c.m, 16, &d) != PTO_OK) exit(2); /* U#1 */
    for (uint32_t i = 0; i < N; i++) pto_tile_write(c.m, 16, 0, i, src[i]);
    size_t at = 0;
    at = bench_put(c.code, at, "BSTART.VEC TCVT, FP32");
    at = bench_put(c.code, at, bf ? "B.DATR dtype=BF16, rmode=RNE" : "B.DATR dtype=FP16, rmode=RNE");
    at = bench_put(c.code, at, "B.DIM LB0=64");
    at = bench_put(c.code, at, "B.DIM LB1=256");
    at = bench_put(c.code, at, "B.IOT U#1, mask=1000, last, ->T<32KB>");
    c.len = bench_put(c.code, at, "BSTOP");
    pto_set_tpc(c.m, 0);
    if (pto_run(c.m, c.code, c.len, 0) != PTO_END) c.bad = true;
    (bf ? work_bf16_ref : work_f16_ref)(&c);
    for (uint32_t i = 0; !c.bad && i < N; i++) {
        uint64_t got = 0;
        bool def = false;
        if (pto_tile_read(c.m, 0, 0, i, &got, &def) != PTO_OK || !def || got != c.dst[i]) r->mismatch = true;
    }
    pto_tile_release(c.m, 0);
    r->f16c_med = 0;
    if (!c.bad && !r->mismatch) {
        measure(work_pto, &c, (double)N, &r->pto_min, &r->pto_med);
        double mn;
        measure(bf ? work_bf16_ref : work_f16_ref, &c, (double)N, &mn, &r->ref_med);
#ifdef HAVE_F16C_REF
        if (!bf && host_f16c()) {
            measure(work_f16c_ref, &c, (double)N, &mn, &r->f16c_med);
        }
#endif
    }
    r->failed = c.bad;
    free(src);
    free(c.dst);
    pto_destroy(c.m);
}

size_t bench_convert(cvt_row *rows, size_t cap, bool quick, const char *only_op)
{
    static const char *const dsts[] = {"FP16", "BF16"};
    size_t n = 0;
    (void)quick;
    for (int k = 0; k < 2; k++) {
        if (n == cap || (only_op && strcmp(only_op, "TCVT"))) continue;
        cvt_row *r = &rows[n++];
        memset(r, 0, sizeof *r);
        r->dst = dsts[k];
        convert_row(r);
    }
    return n;
}

void print_convert_text(const cvt_row *rows, size_t n)
{
    if (!n) return;
    printf("\nTCVT, one PE, FP32 64 KiB tile (256 x 64), RNE (ns per element next to a plain C conversion loop;\n"
           "f16c: _mm256_cvtps_ph over the same data):\n");
    printf("%-14s | %10s %10s | %10s | %7s | %10s\n", "op", "pto min", "pto med", "ref", "pto/ref", "f16c");
    for (size_t i = 0; i < n; i++) {
        const cvt_row *r = &rows[i];
        printf("FP32 -> %-6s | ", r->dst);
        if (r->failed || r->mismatch) {
            printf("%s\n", r->mismatch ? "MISMATCH" : "FAILED");
            continue;
        }
        printf("%10.3f %10.3f | %10.3f | %6.2fx | ", r->pto_min, r->pto_med, r->ref_med, r->pto_med / r->ref_med);
        if (r->f16c_med > 0) printf("%10.3f\n", r->f16c_med);
        else printf("%10s\n", "-");
    }
}

void print_convert_json(const cvt_row *rows, size_t n)
{
    printf("  \"conversions\": [\n");
    for (size_t i = 0; i < n; i++) {
        const cvt_row *r = &rows[i];
        printf("    {\"op\": \"TCVT\", \"src\": \"FP32\", \"dst\": \"%s\", \"tile_bytes\": 65536, "
               "\"unit\": \"ns_per_element\", ",
               r->dst);
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
            if (r->f16c_med > 0) {
                printf(", \"f16c\": ");
                json_num(r->f16c_med);
            }
            printf("}");
        }
        printf("%s\n", i + 1 < n ? "," : "");
    }
    printf("  ],\n");
}
