/* ptosim-bench: speed of whole TEPL bundles through the public API.
 *
 * For TADD, TMUL, TMAX, TSUBS, TCMPS and TEXPANDS on FP32, FP16, BF16, E4M3,
 * S32, S16 and U8, and TABS, TNEG, TRELU and TSEL on FP32, tiles of 128 B, 4 KiB
 * and 64 KiB per PE, on one PE (mask 1000) and on four (mask 1111), it
 * times:
 *   ptosim     one bundle (BSTART .. BSTOP) run by pto_run: decode, header
 *              checks, commit checks, destination allocation, the kernel on
 *              every participating PE, padding and publication; the
 *              destination is released with pto_tile_release and TPC reset
 *              after every bundle;
 *   reference  a plain host loop doing the same arithmetic on the same
 *              source payloads (FP16/BF16 through float, E4M3 through
 *              256x256 tables, TMAX with the MIN/MAX NaN and signed-zero
 *              rule, TCMPS with a bit-packing loop, TSEL with a per-bit
 *              choice);
 *   plain      the loop a C programmer would write for the same
 *              arithmetic, vectorised by the compiler (bench/plain.c), for
 *              TADD, TMUL, TMAX, TSUBS, TCMPS, TEXPANDS on FP32, FP16,
 *              BF16, S32, S16, U8; checked against the reference first;
 *   copy       a 32-byte vector copy of one source tile's bytes (the
 *              bandwidth yardstick; no glibc memcpy of the whole buffer).
 * Before timing, every row checks ptosim's destination payload against
 * the reference result (exact; NaNs compare as NaNs, and a ptosim NaN must
 * be the format's canonical NaN).  A disagreement prints MISMATCH and the
 * program exits with status 1.
 *
 * Usage: ptosim-bench [--quick] [--json]
 */
#define _POSIX_C_SOURCE 200809L

#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ptosim/ptosim.h"
#include "ptosim/tile.h"
#include "core.h"
#include "num/num.h"
#include "asm/asm.h"
#include "asm/program.h"
#include "kern/fast.h"
#include "bench.h"

#if defined(__GNUC__) && !defined(__clang__)
/* Keep the reference and copy loops plain: no conversion to memcpy/memset. */
#define PLAIN_LOOP __attribute__((optimize("no-tree-loop-distribute-patterns"), noinline))
#else
#define PLAIN_LOOP __attribute__((noinline))
#endif

#ifndef PTOSIM_BENCH_FLAGS
#define PTOSIM_BENCH_FLAGS "see CMakeLists.txt (CMAKE_C_FLAGS_RELEASE, Release build: -O2)"
#endif

/* ---- host number formats ----------------------------------------------- */

static inline float f32_of(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static inline uint32_t bits_of(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }

/* FP16 -> float, exact. */
static inline float h2f(uint16_t h)
{
    uint32_t o = (uint32_t)(h & 0x7FFFu) << 13;
    uint32_t e = o & 0x0F800000u;
    o += (uint32_t)(127 - 15) << 23;
    if (e == 0x0F800000u) {
        o += (uint32_t)(128 - 16) << 23; /* Inf / NaN */
    } else if (e == 0) {
        o += 1u << 23; /* subnormal: renormalise */
        o = bits_of(f32_of(o) - f32_of(113u << 23));
    }
    o |= (uint32_t)(h & 0x8000u) << 16;
    return f32_of(o);
}

/* float -> FP16, round to nearest even. */
static inline uint16_t f2h(float f)
{
    uint32_t x = bits_of(f);
    uint16_t sign = (uint16_t)((x >> 16) & 0x8000u);
    uint32_t ax = x & 0x7FFFFFFFu;
    if (ax > 0x7F800000u) return (uint16_t)(sign | 0x7E00u);
    if (ax >= 0x477FF000u) return (uint16_t)(sign | 0x7C00u); /* >= 65520: Inf */
    if (ax < 0x38800000u) {                                     /* below 2^-14 */
        uint32_t t = bits_of(f32_of(ax) + 0.5f);
        return (uint16_t)(sign | (t - 0x3F000000u));
    }
    ax += ((uint32_t)(15 - 127) << 23) + 0xFFFu + ((ax >> 13) & 1u);
    return (uint16_t)(sign | (ax >> 13));
}

static inline float b2f(uint16_t b) { return f32_of((uint32_t)b << 16); }

/* float -> BF16, round to nearest even. */
static inline uint16_t f2b(float f)
{
    uint32_t x = bits_of(f);
    if ((x & 0x7FFFFFFFu) > 0x7F800000u) return (uint16_t)(((x >> 16) & 0x8000u) | 0x7FC0u);
    return (uint16_t)((x + 0x7FFFu + ((x >> 16) & 1u)) >> 16);
}

/* E4M3: bias 7, three fraction bits, S.1111.111 is NaN, no infinity. */
static float e4m3_val[256];
static uint8_t *e4m3_add_lut, *e4m3_sub_lut, *e4m3_mul_lut, *e4m3_max_lut; /* [a << 8 | b] */

/* MIN/MAX rule, MAX side: one NaN gives the other operand, two NaNs the
 * canonical NaN; +0 beats -0; otherwise the larger value, and equal values
 * (bit-identical once zeros are settled) give the left operand.  x and y are
 * the encodings, fx and fy their values, nx and ny whether they are NaNs. */
static inline uint32_t max_rule(uint32_t x, uint32_t y, float fx, float fy, bool nx, bool ny, uint32_t cnan)
{
    if (nx) return ny ? cnan : y;
    if (ny) return x;
    if (fx == fy) return fx == 0.0f && signbit(fx) ? y : x;
    return fx > fy ? x : y;
}

static uint8_t f2e(float f)
{
    if (isnan(f)) return 0x7F;
    uint8_t sign = signbit(f) ? 0x80 : 0;
    float a = fabsf(f);
    if (a > 464.0f) return 0x7F; /* overflow: the canonical NaN (no infinity) */
    if (a < 0.015625f) {         /* below 2^-6: subnormal, unit 2^-9 */
        float q = rintf(a * 512.0f);
        return (uint8_t)(sign | (uint8_t)q);
    }
    int ex;
    float fr = frexpf(a, &ex); /* a = fr * 2^ex, fr in [0.5, 1) */
    int e = ex - 1;
    float q = rintf(ldexpf(fr, 4)); /* significand in [8, 16] */
    if (q >= 16.0f) {
        q = 8.0f;
        e++;
    }
    return (uint8_t)(sign | (uint8_t)((e + 7) << 3) | (uint8_t)((int)q - 8));
}

static void e4m3_init(void)
{
    if (e4m3_add_lut) return;
    for (unsigned b = 0; b < 256; b++) {
        unsigned e = (b >> 3) & 15u, m = b & 7u;
        float v;
        if (e == 15 && m == 7) v = NAN;
        else if (e == 0) v = ldexpf((float)m, -9);
        else v = ldexpf((float)(8 + m), (int)e - 10);
        e4m3_val[b] = (b & 0x80) ? -v : v;
    }
    e4m3_add_lut = malloc(65536);
    e4m3_sub_lut = malloc(65536);
    e4m3_mul_lut = malloc(65536);
    e4m3_max_lut = malloc(65536);
    if (!e4m3_add_lut || !e4m3_sub_lut || !e4m3_mul_lut || !e4m3_max_lut) {
        fprintf(stderr, "ptosim-bench: out of memory\n");
        exit(2);
    }
    /* Host computation only (not the library's exact core, which builds its
     * own E4M3 tables): sums and products of two E4M3 values are exact in
     * float (products have at most 8 significant bits), and f2e rounds once.
     * The max table applies max_rule to the decoded values. */
    for (unsigned a = 0; a < 256; a++)
        for (unsigned b = 0; b < 256; b++) {
            float fa = e4m3_val[a], fb = e4m3_val[b];
            e4m3_add_lut[a << 8 | b] = f2e(fa + fb);
            e4m3_sub_lut[a << 8 | b] = f2e(fa - fb);
            e4m3_mul_lut[a << 8 | b] = f2e(fa * fb);
            e4m3_max_lut[a << 8 | b] = (uint8_t)max_rule(a, b, fa, fb, isnan(fa), isnan(fb), 0x7Fu);
        }
}

/* Raw encoding of a float value in dtype dt (integers: the integer value). */
static uint64_t encode(unsigned dt, float v)
{
    switch (dt) {
    case DT_FP32: return bits_of(v);
    case DT_FP16: return f2h(v);
    case DT_BF16: return f2b(v);
    case DT_E4M3: return f2e(v);
    default: return (uint64_t)(int64_t)v & dt_mask(pto_dtypes[dt].bits);
    }
}

static float value_of(unsigned dt, uint64_t x)
{
    switch (dt) {
    case DT_FP32: return f32_of((uint32_t)x);
    case DT_FP16: return h2f((uint16_t)x);
    case DT_BF16: return b2f((uint16_t)x);
    case DT_E4M3: return e4m3_val[x & 0xFF];
    default: return 0;
    }
}

static bool is_nan_enc(unsigned dt, uint64_t x)
{
    switch (dt) {
    case DT_FP32: return (x & 0x7FFFFFFFu) > 0x7F800000u;
    case DT_FP16: return (x & 0x7FFFu) > 0x7C00u;
    case DT_BF16: return (x & 0x7FFFu) > 0x7F80u;
    case DT_E4M3: return (x & 0x7Fu) == 0x7Fu;
    default: return false;
    }
}

/* ---- reference loops ------------------------------------------------------ */

enum { OP_TADD, OP_TMUL, OP_TMAX, OP_TSUBS, OP_TCMPS, OP_TEXPANDS, OP_TABS, OP_TNEG, OP_TRELU, OP_TSEL,
       OP_TEXP, OP_TLOG, OP_TSQRT, OP_TRSQRT, OP_TRECIP, OP_COUNT };
static const char *const op_names[OP_COUNT] = {"TADD",     "TMUL", "TMAX", "TSUBS", "TCMPS",
                                               "TEXPANDS", "TABS", "TNEG", "TRELU", "TSEL",
                                               "TEXP",     "TLOG", "TSQRT", "TRSQRT", "TRECIP"};

/* Tile-tile operations: two source tiles, U#1 and U#2. */
static bool is_binary(int op) { return op == OP_TADD || op == OP_TMUL || op == OP_TMAX || op == OP_TSEL; }
/* Unary operations: one source tile U#1, no scalar (timed on FP32 only). */
static bool is_unary(int op) { return op == OP_TABS || op == OP_TNEG || op == OP_TRELU; }
/* The SFU operations: one source tile U#1, timed on FP32 and FP16. */
static bool is_sfu(int op) { return op >= OP_TEXP && op <= OP_TRECIP; }

static inline uint32_t ld32(const uint8_t *p, size_t i) { uint32_t v; memcpy(&v, p + i * 4, 4); return v; }
static inline uint16_t ld16(const uint8_t *p, size_t i) { uint16_t v; memcpy(&v, p + i * 2, 2); return v; }
static inline float ldf(const uint8_t *p, size_t i) { float v; memcpy(&v, p + i * 4, 4); return v; }
static inline void st32(uint8_t *p, size_t i, uint32_t v) { memcpy(p + i * 4, &v, 4); }
static inline void st16(uint8_t *p, size_t i, uint16_t v) { memcpy(p + i * 2, &v, 2); }
static inline void stf(uint8_t *p, size_t i, float v) { memcpy(p + i * 4, &v, 4); }

PLAIN_LOOP static void ref_add(unsigned dt, const uint8_t *restrict a, const uint8_t *restrict b,
                               uint8_t *restrict d, size_t n)
{
    switch (dt) {
    case DT_FP32: for (size_t i = 0; i < n; i++) stf(d, i, ldf(a, i) + ldf(b, i)); break;
    case DT_FP16: for (size_t i = 0; i < n; i++) st16(d, i, f2h(h2f(ld16(a, i)) + h2f(ld16(b, i)))); break;
    case DT_BF16: for (size_t i = 0; i < n; i++) st16(d, i, f2b(b2f(ld16(a, i)) + b2f(ld16(b, i)))); break;
    case DT_E4M3: for (size_t i = 0; i < n; i++) d[i] = e4m3_add_lut[(unsigned)a[i] << 8 | b[i]]; break;
    case DT_S32: for (size_t i = 0; i < n; i++) st32(d, i, ld32(a, i) + ld32(b, i)); break;
    case DT_S16: for (size_t i = 0; i < n; i++) st16(d, i, (uint16_t)(ld16(a, i) + ld16(b, i))); break;
    default: for (size_t i = 0; i < n; i++) d[i] = (uint8_t)(a[i] + b[i]); break;
    }
}

/* Products: FP32 on host float.  FP16 and BF16 through float: the product of
 * two 11-bit (8-bit) significands is exact in float, and binary32 covers the
 * range of both products (a BF16 product can overflow float only where the
 * BF16 result is infinite anyway, and where it is a float subnormal, at least
 * 16 bits separate a BF16 rounding midpoint from any other product), so the
 * single f2h/f2b rounding is the correctly rounded result.  Integers keep the
 * low W bits of the product. */
PLAIN_LOOP static void ref_mul(unsigned dt, const uint8_t *restrict a, const uint8_t *restrict b,
                               uint8_t *restrict d, size_t n)
{
    switch (dt) {
    case DT_FP32: for (size_t i = 0; i < n; i++) stf(d, i, ldf(a, i) * ldf(b, i)); break;
    case DT_FP16: for (size_t i = 0; i < n; i++) st16(d, i, f2h(h2f(ld16(a, i)) * h2f(ld16(b, i)))); break;
    case DT_BF16: for (size_t i = 0; i < n; i++) st16(d, i, f2b(b2f(ld16(a, i)) * b2f(ld16(b, i)))); break;
    case DT_E4M3: for (size_t i = 0; i < n; i++) d[i] = e4m3_mul_lut[(unsigned)a[i] << 8 | b[i]]; break;
    case DT_S32: for (size_t i = 0; i < n; i++) st32(d, i, ld32(a, i) * ld32(b, i)); break;
    case DT_S16: for (size_t i = 0; i < n; i++) st16(d, i, (uint16_t)((uint32_t)ld16(a, i) * ld16(b, i))); break;
    default: for (size_t i = 0; i < n; i++) d[i] = (uint8_t)((unsigned)a[i] * b[i]); break;
    }
}

/* Elementwise maximum: floats by max_rule, S32/S16 signed, U8 unsigned. */
PLAIN_LOOP static void ref_max(unsigned dt, const uint8_t *restrict a, const uint8_t *restrict b,
                               uint8_t *restrict d, size_t n)
{
    switch (dt) {
    case DT_FP32:
        for (size_t i = 0; i < n; i++) {
            uint32_t x = ld32(a, i), y = ld32(b, i);
            st32(d, i, max_rule(x, y, f32_of(x), f32_of(y), (x & 0x7FFFFFFFu) > 0x7F800000u,
                                (y & 0x7FFFFFFFu) > 0x7F800000u, 0x7FC00000u));
        }
        break;
    case DT_FP16:
        for (size_t i = 0; i < n; i++) {
            uint16_t x = ld16(a, i), y = ld16(b, i);
            st16(d, i, (uint16_t)max_rule(x, y, h2f(x), h2f(y), (x & 0x7FFFu) > 0x7C00u, (y & 0x7FFFu) > 0x7C00u,
                                          0x7E00u));
        }
        break;
    case DT_BF16:
        for (size_t i = 0; i < n; i++) {
            uint16_t x = ld16(a, i), y = ld16(b, i);
            st16(d, i, (uint16_t)max_rule(x, y, b2f(x), b2f(y), (x & 0x7FFFu) > 0x7F80u, (y & 0x7FFFu) > 0x7F80u,
                                          0x7FC0u));
        }
        break;
    case DT_E4M3: for (size_t i = 0; i < n; i++) d[i] = e4m3_max_lut[(unsigned)a[i] << 8 | b[i]]; break;
    case DT_S32:
        for (size_t i = 0; i < n; i++) {
            int32_t x = (int32_t)ld32(a, i), y = (int32_t)ld32(b, i);
            st32(d, i, (uint32_t)(x >= y ? x : y));
        }
        break;
    case DT_S16:
        for (size_t i = 0; i < n; i++) {
            int16_t x = (int16_t)ld16(a, i), y = (int16_t)ld16(b, i);
            st16(d, i, (uint16_t)(x >= y ? x : y));
        }
        break;
    default: for (size_t i = 0; i < n; i++) d[i] = a[i] >= b[i] ? a[i] : b[i]; break;
    }
}

PLAIN_LOOP static void ref_subs(unsigned dt, const uint8_t *restrict a, uint64_t s, uint8_t *restrict d, size_t n)
{
    float sf = value_of(dt, s);
    switch (dt) {
    case DT_FP32: for (size_t i = 0; i < n; i++) stf(d, i, ldf(a, i) - sf); break;
    case DT_FP16: for (size_t i = 0; i < n; i++) st16(d, i, f2h(h2f(ld16(a, i)) - sf)); break;
    case DT_BF16: for (size_t i = 0; i < n; i++) st16(d, i, f2b(b2f(ld16(a, i)) - sf)); break;
    case DT_E4M3: {
        const uint8_t *row = e4m3_sub_lut + (s & 0xFF);
        for (size_t i = 0; i < n; i++) d[i] = row[(unsigned)a[i] << 8];
        break;
    }
    case DT_S32: { uint32_t v = (uint32_t)s; for (size_t i = 0; i < n; i++) st32(d, i, ld32(a, i) - v); break; }
    case DT_S16: { uint16_t v = (uint16_t)s; for (size_t i = 0; i < n; i++) st16(d, i, (uint16_t)(ld16(a, i) - v)); break; }
    default: { uint8_t v = (uint8_t)s; for (size_t i = 0; i < n; i++) d[i] = (uint8_t)(a[i] - v); break; }
    }
}

/* Predicate bits of x > s, LSB first; n is a multiple of 8. */
#define PACK_GT(PRED)                                                  \
    for (size_t i = 0; i < n; i += 8) {                                \
        unsigned byte = 0;                                             \
        for (unsigned j = 0; j < 8; j++) byte |= (unsigned)(PRED) << j; \
        d[i >> 3] = (uint8_t)byte;                                     \
    }

PLAIN_LOOP static void ref_cmps_gt(unsigned dt, const uint8_t *restrict a, uint64_t s, uint8_t *restrict d, size_t n)
{
    float sf = value_of(dt, s);
    switch (dt) {
    case DT_FP32: PACK_GT(ldf(a, i + j) > sf); break;
    case DT_FP16: PACK_GT(h2f(ld16(a, i + j)) > sf); break;
    case DT_BF16: PACK_GT(b2f(ld16(a, i + j)) > sf); break;
    case DT_E4M3: PACK_GT(e4m3_val[a[i + j]] > sf); break;
    case DT_S32: { int32_t v = (int32_t)(uint32_t)s; PACK_GT((int32_t)ld32(a, i + j) > v); break; }
    case DT_S16: { int16_t v = (int16_t)(uint16_t)s; PACK_GT((int16_t)ld16(a, i + j) > v); break; }
    default: { uint8_t v = (uint8_t)s; PACK_GT(a[i + j] > v); break; }
    }
}

/* FP32 unary rules: ABS clears and NEG flips the sign bit (NaN payloads
 * kept); RELU keeps positive values and NaNs (the check wants the canonical
 * NaN for them) and gives +0 otherwise. */
PLAIN_LOOP static void ref_unary(int op, const uint8_t *restrict a, uint8_t *restrict d, size_t n)
{
    switch (op) {
    case OP_TABS: for (size_t i = 0; i < n; i++) st32(d, i, ld32(a, i) & 0x7FFFFFFFu); break;
    case OP_TNEG: for (size_t i = 0; i < n; i++) st32(d, i, ld32(a, i) ^ 0x80000000u); break;
    default:
        for (size_t i = 0; i < n; i++) {
            float v = ldf(a, i);
            stf(d, i, isnan(v) || v > 0.0f ? v : 0.0f);
        }
        break;
    }
}

/* The SFU operations against the host libm: expf, logf, sqrtf, 1/sqrtf and
 * 1/x in float, FP16 through float with the conversions above.  (libm is
 * not correctly rounded, so the bit-for-bit check of these rows uses the
 * library's exact core instead; see run_row.) */
#define SFU_LOOP(EXPR)                                                                       \
    do {                                                                                     \
        if (dt == DT_FP32)                                                                   \
            for (size_t i = 0; i < n; i++) {                                                 \
                float x = ldf(a, i);                                                         \
                stf(d, i, EXPR);                                                             \
            }                                                                                \
        else                                                                                 \
            for (size_t i = 0; i < n; i++) {                                                 \
                float x = h2f(ld16(a, i));                                                   \
                st16(d, i, f2h(EXPR));                                                       \
            }                                                                                \
    } while (0)
PLAIN_LOOP static void ref_sfu(int op, unsigned dt, const uint8_t *restrict a, uint8_t *restrict d, size_t n)
{
    switch (op) {
    case OP_TEXP: SFU_LOOP(expf(x)); break;
    case OP_TLOG: SFU_LOOP(logf(x)); break;
    case OP_TSQRT: SFU_LOOP(sqrtf(x)); break;
    case OP_TRSQRT: SFU_LOOP(1.0f / sqrtf(x)); break;
    default: SFU_LOOP(1.0f / x); break;
    }
}

/* TSEL: bit i of the mask (LSB first) picks a (1) or b (0), raw 32-bit bits. */
PLAIN_LOOP static void ref_sel(const uint8_t *restrict k, const uint8_t *restrict a, const uint8_t *restrict b,
                               uint8_t *restrict d, size_t n)
{
    for (size_t i = 0; i < n; i++) st32(d, i, (k[i >> 3] >> (i & 7u)) & 1u ? ld32(a, i) : ld32(b, i));
}

PLAIN_LOOP static void ref_fill(unsigned dt, uint64_t s, uint8_t *restrict d, size_t n)
{
    switch (pto_dtypes[dt].bits) {
    case 32: for (size_t i = 0; i < n; i++) st32(d, i, (uint32_t)s); break;
    case 16: for (size_t i = 0; i < n; i++) st16(d, i, (uint16_t)s); break;
    default: for (size_t i = 0; i < n; i++) d[i] = (uint8_t)s; break;
    }
}

typedef unsigned char v32 __attribute__((vector_size(32)));

PLAIN_LOOP static void copy32(uint8_t *restrict d, const uint8_t *restrict s, size_t bytes)
{
    for (size_t i = 0; i < bytes; i += 32) {
        v32 v;
        memcpy(&v, s + i, 32);
        memcpy(d + i, &v, 32);
    }
}

/* ---- timing ------------------------------------------------------------------ */

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int cmp_double(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}


static FILE *report; /* where FAILED and MISMATCH lines go */

static struct {
    int batches;
    double min_batch_s;
} cfg = {15, 0.002};

/* Runs f in batches of at least cfg.min_batch_s; ns per unit (per call
 * divided by units) as min and median over cfg.batches batches. */
void measure(work_fn f, void *ctx, double units, double *mn, double *med)
{
    f(ctx); /* warm */
    long k = 1;
    for (;;) {
        double t0 = now_s();
        for (long i = 0; i < k; i++) f(ctx);
        double t = now_s() - t0;
        if (t >= cfg.min_batch_s || k >= (1L << 30)) break;
        long next = t > 0 ? (long)((double)k * (cfg.min_batch_s * 1.2 / t)) + 1 : k * 8;
        k = next > k * 8 ? k * 8 : next < k * 2 ? k * 2 : next;
    }
    double v[64];
    int nb = cfg.batches > 64 ? 64 : cfg.batches;
    for (int b = 0; b < nb; b++) {
        double t0 = now_s();
        for (long i = 0; i < k; i++) f(ctx);
        v[b] = (now_s() - t0) * 1e9 / ((double)k * units);
    }
    qsort(v, (size_t)nb, sizeof v[0], cmp_double);
    *mn = v[0];
    *med = nb % 2 ? v[nb / 2] : 0.5 * (v[nb / 2 - 1] + v[nb / 2]);
}

/* ---- one benchmark row -------------------------------------------------- */

typedef struct row {
    int op;
    unsigned dt;
    uint32_t size;
    unsigned mask, pes;
    bool skipped;            /* does not fit the tile budget */
    uint32_t need;           /* budget bytes the row needs */
    bool mismatch, failed;
    double pto_min, pto_med, ref_min, ref_med, copy_min, copy_med;
    bool has_plain;          /* the plain column exists for this row */
    double plain_min, plain_med;
    double gbs;              /* ptosim bytes read + written per second, 1e9 */
} row;

typedef struct ctx {
    pto_machine *m;
    uint8_t code[128];
    size_t len;
    int op;
    unsigned dt, pes, mask;
    size_t n;                /* elements per PE */
    size_t esz;              /* bytes per element */
    const uint8_t *a[PTO_PES], *b[PTO_PES];
    const uint8_t *k[PTO_PES]; /* TSEL mask payload */
    uint64_t s[PTO_PES];
    uint8_t *out[PTO_PES];   /* reference destination */
    uint8_t *cpy[PTO_PES];   /* copy destination */
    uint8_t *pl[PTO_PES];    /* plain-loop destination */
    bool bad;                /* a timed bundle did not end cleanly */
} ctx;

size_t bench_put(uint8_t *code, size_t at, const char *stmt)
{
    insn in;
    asm_error e;
    if (asm_insn(stmt, &in, &e)) {
        fprintf(stderr, "bench: %s: %s\n", stmt, e.message);
        exit(2);
    }
    uint64_t bits = 0;
    unsigned n = insn_encode(&in, &bits);
    for (unsigned i = 0; i < n; i++) code[at + i] = (uint8_t)(bits >> (8 * i));
    return at + n;
}

static size_t emit(uint8_t *buf, size_t pos, size_t cap, const char *stmt)
{
    insn in;
    asm_error e;
    if (asm_insn(stmt, &in, &e) != 0) {
        fprintf(stderr, "ptosim-bench: cannot assemble '%s': %s\n", stmt, e.message);
        exit(2);
    }
    if (pos + in.length > cap) {
        fprintf(stderr, "ptosim-bench: code buffer too small\n");
        exit(2);
    }
    for (unsigned i = 0; i < in.length; i++) buf[pos + i] = (uint8_t)(in.bits >> (8u * i));
    return pos + in.length;
}

static void size_text(uint32_t bytes, char *buf, size_t n)
{
    if (bytes < 1024) snprintf(buf, n, "%uB", bytes);
    else snprintf(buf, n, "%uKB", bytes / 1024u);
}

static const char *mask_text(unsigned mask) { return mask == 0xF ? "1111" : "1000"; }

/* TCMPS destination size: the model allocates with ceil(Rows*Col/8) <=
 * TSize but its descriptor check then needs Rows*Col <= TSize (predicate
 * tiles carry the U8 placeholder type), so the destination is sized for one
 * byte per element. */
static uint32_t pred_bytes(size_t n)
{
    uint32_t need = (uint32_t)n, p = 128;
    while (p < need) p *= 2;
    return p;
}

static void build_code(ctx *c, uint32_t size, uint32_t cols, uint32_t rows)
{
    char st[160], sz[16];
    const char *dtn = pto_dtypes[c->dt].name;
    size_t pos = 0, cap = sizeof c->code;
    snprintf(st, sizeof st, "BSTART.%s %s, %s", is_sfu(c->op) ? "SFU" : "VEC", op_names[c->op], dtn);
    pos = emit(c->code, pos, cap, st);
    if (c->op == OP_TCMPS) pos = emit(c->code, pos, cap, "B.DATR cmode=GT, pad=Zero");
    snprintf(st, sizeof st, "B.DIM LB0=%u", cols);
    pos = emit(c->code, pos, cap, st);
    snprintf(st, sizeof st, "B.DIM LB1=%u", rows);
    pos = emit(c->code, pos, cap, st);
    size_text(c->op == OP_TCMPS ? pred_bytes(c->n) : size, sz, sizeof sz);
    switch (c->op) {
    case OP_TADD:
    case OP_TMUL:
    case OP_TMAX: snprintf(st, sizeof st, "B.IOT U#1, U#2, mask=%s, last, ->T<%s>", mask_text(c->mask), sz); break;
    case OP_TSEL: /* mask N#1, true U#1, false U#2 */
        snprintf(st, sizeof st, "B.IOT N#1, U#1, mask=%s", mask_text(c->mask));
        pos = emit(c->code, pos, cap, st);
        snprintf(st, sizeof st, "B.IOT U#2, mask=%s, last, ->T<%s>", mask_text(c->mask), sz);
        break;
    case OP_TSUBS:
    case OP_TCMPS:
    case OP_TABS:
    case OP_TNEG:
    case OP_TRELU: snprintf(st, sizeof st, "B.IOT U#1, mask=%s, last, ->T<%s>", mask_text(c->mask), sz); break;
    case OP_TEXPANDS: snprintf(st, sizeof st, "B.IOT mask=%s, last, ->T<%s>", mask_text(c->mask), sz); break;
    default: snprintf(st, sizeof st, "B.IOT U#1, mask=%s, last, ->T<%s>", mask_text(c->mask), sz); break;
    }
    pos = emit(c->code, pos, cap, st);
    if (!is_binary(c->op) && !is_unary(c->op) && !is_sfu(c->op)) pos = emit(c->code, pos, cap, "B.IOR a0, zero, zero, ->zero");
    pos = emit(c->code, pos, cap, "BSTOP");
    c->len = pos;
}

static uint64_t rng_state = 0x9E3779B97F4A7C15u;
static uint64_t rng(void)
{
    uint64_t x = rng_state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return rng_state = x;
}

/* Source element i: mostly ordinary values, with special encodings
 * (zeros, infinities, NaNs, subnormals, max finite) at i % 61 == 7 and, when
 * extra >= 0, also at i % 61 == extra.  Both sources of a tile-tile row share
 * position 7 (special against special) and use different extra positions
 * (special against an ordinary value). */
static uint64_t gen_elem(unsigned dt, size_t i, int extra)
{
    const dtype_info *d = &pto_dtypes[dt];
    uint64_t r = rng();
    if (d->cls != DTC_F) return r & dt_mask(d->bits);
    if (i % 61 == 7 || (extra >= 0 && i % 61 == (size_t)extra)) {
        uint64_t sign = (r >> 40) & 1 ? (uint64_t)1 << (d->bits - 1) : 0;
        uint64_t exp_all = dt_mask(d->ebits) << d->fbits;
        switch ((r >> 32) % 7) {
        case 0: return sign;                                   /* +-0 */
        case 1: return sign | 1;                               /* smallest subnormal */
        case 2: return sign | d->max_finite;                   /* +-max */
        case 3: return d->canonical_nan;                       /* canonical NaN */
        case 4: return sign | exp_all | dt_mask(d->fbits);     /* NaN, other payload */
        case 5: return dt == DT_E4M3 ? (sign | 0x78) : (sign | exp_all); /* +-Inf (E4M3: 256) */
        default: return sign | (dt_mask(d->fbits) >> 1);       /* a subnormal */
        }
    }
    /* sign * [1, 2) * 2^[-6, 6] */
    float v = ldexpf(1.0f + (float)(r & 0xFFFFFF) / 16777216.0f, (int)((r >> 24) % 13) - 6);
    if ((r >> 40) & 1) v = -v;
    return encode(dt, v);
}

static bool setup_source(pto_machine *m, unsigned index, unsigned dt, uint32_t size, uint32_t cols, uint32_t rows,
                         unsigned mask, int extra)
{
    pto_tile_desc d = {PTO_TILE_NUMERIC, dt, size, 0, cols, rows, cols, PTO_LAYOUT_ROW_MAJOR, mask};
    if (pto_tile_configure(m, index, &d) != PTO_OK) {
        fprintf(stderr, "ptosim-bench: configure: %s\n", pto_last_error(m));
        return false;
    }
    size_t n = (size_t)rows * cols;
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(mask & pe_bit(pe))) continue;
        for (size_t i = 0; i < n; i++)
            if (pto_tile_write(m, index, pe, (uint32_t)i, gen_elem(dt, i, extra)) != PTO_OK) {
                fprintf(stderr, "ptosim-bench: write: %s\n", pto_last_error(m));
                return false;
            }
    }
    return true;
}

/* The TSEL mask: a predicate tile of the sources' shape with random bits. */
static bool setup_mask(pto_machine *m, unsigned index, uint32_t size, uint32_t cols, uint32_t rows, unsigned mask)
{
    pto_tile_desc d = {PTO_TILE_PREDICATE, DT_U8, size, rows, cols, rows, cols, PTO_LAYOUT_ROW_MAJOR, mask};
    if (pto_tile_configure(m, index, &d) != PTO_OK) {
        fprintf(stderr, "ptosim-bench: configure: %s\n", pto_last_error(m));
        return false;
    }
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(mask & pe_bit(pe))) continue;
        for (size_t i = 0; i < (size_t)rows * cols; i++)
            if (pto_tile_write(m, index, pe, (uint32_t)i, rng() & 1u) != PTO_OK) {
                fprintf(stderr, "ptosim-bench: write: %s\n", pto_last_error(m));
                return false;
            }
    }
    return true;
}

static void work_pto(void *p)
{
    ctx *c = p;
    pto_set_tpc(c->m, 0);
    if (pto_run(c->m, c->code, c->len, 0) != PTO_END) c->bad = true;
    pto_tile_release(c->m, 0);
}

static void work_ref(void *p)
{
    ctx *c = p;
    for (unsigned k = 0; k < c->pes; k++) {
        switch (c->op) {
        case OP_TADD: ref_add(c->dt, c->a[k], c->b[k], c->out[k], c->n); break;
        case OP_TMUL: ref_mul(c->dt, c->a[k], c->b[k], c->out[k], c->n); break;
        case OP_TMAX: ref_max(c->dt, c->a[k], c->b[k], c->out[k], c->n); break;
        case OP_TSUBS: ref_subs(c->dt, c->a[k], c->s[k], c->out[k], c->n); break;
        case OP_TCMPS: ref_cmps_gt(c->dt, c->a[k], c->s[k], c->out[k], c->n); break;
        case OP_TABS:
        case OP_TNEG:
        case OP_TRELU: ref_unary(c->op, c->a[k], c->out[k], c->n); break;
        case OP_TSEL: ref_sel(c->k[k], c->a[k], c->b[k], c->out[k], c->n); break;
        case OP_TEXP:
        case OP_TLOG:
        case OP_TSQRT:
        case OP_TRSQRT:
        case OP_TRECIP: ref_sfu(c->op, c->dt, c->a[k], c->out[k], c->n); break;
        default: ref_fill(c->dt, c->s[k], c->out[k], c->n); break;
        }
    }
}

/* The plain loops (plain.c): TADD, TMUL, TMAX, TSUBS, TCMPS, TEXPANDS. */
static bool plain_op(int op)
{
    return op == OP_TADD || op == OP_TMUL || op == OP_TMAX || op == OP_TSUBS || op == OP_TCMPS || op == OP_TEXPANDS;
}

static void work_plain(void *p)
{
    ctx *c = p;
    for (unsigned k = 0; k < c->pes; k++) {
        switch (c->op) {
        case OP_TADD: plain_elem(c->dt, 0, c->a[k], c->b[k], 0, c->pl[k], c->n); break;
        case OP_TMUL: plain_elem(c->dt, 1, c->a[k], c->b[k], 0, c->pl[k], c->n); break;
        case OP_TMAX: plain_elem(c->dt, 2, c->a[k], c->b[k], 0, c->pl[k], c->n); break;
        case OP_TSUBS: plain_elem(c->dt, 3, c->a[k], c->a[k], c->s[k], c->pl[k], c->n); break;
        case OP_TCMPS: plain_cmpgt(c->dt, c->a[k], c->s[k], c->pl[k], c->n); break;
        default: plain_fill(pto_dtypes[c->dt].bits, c->s[k], c->pl[k], c->n); break;
        }
    }
}

/* The plain loop's output against the reference one: bits, except that
 * two NaNs match whatever their payloads. */
static bool plain_matches(const ctx *c, unsigned pe, size_t *bad)
{
    const uint8_t *got = c->pl[pe], *want = c->out[pe];
    if (c->op == OP_TCMPS) {
        for (size_t i = 0; i < c->n; i++)
            if (((got[i >> 3] ^ want[i >> 3]) >> (i & 7)) & 1u) return *bad = i, false;
        return true;
    }
    for (size_t i = 0; i < c->n; i++) {
        uint64_t g = 0, w = 0;
        memcpy(&g, got + i * c->esz, c->esz);
        memcpy(&w, want + i * c->esz, c->esz);
        if (g != w && !(is_nan_enc(c->dt, g) && is_nan_enc(c->dt, w))) return *bad = i, false;
    }
    return true;
}

static void work_copy(void *p)
{
    ctx *c = p;
    for (unsigned k = 0; k < c->pes; k++) copy32(c->cpy[k], c->a[k], c->n * c->esz);
}

/* Compares one PE's ptosim destination with the reference result. */
static bool compare_pe(const ctx *c, unsigned pe, const uint8_t *got, size_t *bad_index, uint64_t *gv, uint64_t *rv)
{
    const uint8_t *want = c->out[pe];
    if (c->op == OP_TCMPS) {
        for (size_t i = 0; i < c->n; i++) {
            unsigned g = (got[i >> 3] >> (i & 7)) & 1u, w = (want[i >> 3] >> (i & 7)) & 1u;
            if (g != w) {
                *bad_index = i, *gv = g, *rv = w;
                return false;
            }
        }
        return true;
    }
    unsigned bits = pto_dtypes[c->dt].bits;
    /* TABS, TNEG and TSEL keep NaN payloads: compared exactly. */
    bool fl = pto_dtypes[c->dt].cls == DTC_F && c->op != OP_TABS && c->op != OP_TNEG && c->op != OP_TSEL;
    for (size_t i = 0; i < c->n; i++) {
        uint64_t g = 0, w = 0;
        memcpy(&g, got + i * (bits / 8), bits / 8);
        memcpy(&w, want + i * (bits / 8), bits / 8);
        bool ok = fl && is_nan_enc(c->dt, w) ? g == pto_dtypes[c->dt].canonical_nan : g == w;
        if (!ok) {
            *bad_index = i, *gv = g, *rv = w;
            return false;
        }
    }
    return true;
}

static void run_row(row *r)
{
    unsigned bits = pto_dtypes[r->dt].bits;
    size_t n = (size_t)r->size * 8u / bits;
    uint32_t cols = n < 64 ? (uint32_t)n : 64u, rows = (uint32_t)(n / cols);
    unsigned ntiles = is_binary(r->op) ? 3 : r->op == OP_TEXPANDS ? 1 : 2;
    uint32_t need = r->pes * (r->op == OP_TCMPS ? r->size + pred_bytes(n)
                              : r->op == OP_TSEL ? ntiles * r->size + pred_bytes(n)
                                                 : ntiles * r->size);
    r->need = need;
    if (need > PTO_TILE_BUDGET) {
        r->skipped = true;
        return;
    }
    ctx c;
    memset(&c, 0, sizeof c);
    c.op = r->op;
    c.dt = r->dt;
    c.pes = r->pes;
    c.mask = r->mask;
    c.n = n;
    c.esz = bits / 8u;
    c.m = pto_create();
    if (!c.m) {
        fprintf(stderr, "ptosim-bench: pto_create failed\n");
        exit(2);
    }
    pto_set_profile(c.m, PTO_PROFILE_IEEE);
    build_code(&c, r->size, cols, rows);
    bool ok = true;
    /* TADD keeps its original data; TMUL and TMAX also pair specials with
     * ordinary values (extra special positions 19 and 29, inside even the
     * 32-element FP32 128 B tile). */
    bool pair = r->op == OP_TMUL || r->op == OP_TMAX;
    if (r->op != OP_TEXPANDS) ok = setup_source(c.m, 16, r->dt, r->size, cols, rows, r->mask, pair ? 19 : -1);
    if (ok && is_binary(r->op)) ok = setup_source(c.m, 17, r->dt, r->size, cols, rows, r->mask, pair ? 29 : -1);
    if (ok && r->op == OP_TSEL) ok = setup_mask(c.m, 48, pred_bytes(n), cols, rows, r->mask);
    int a0 = gpr_by_name("a0", 2);
    /* Per PE: the reference destination, then the copy destination, each
     * 64 KiB plus 4 KiB of slack for the placement below. */
    enum { REGION = 65536 + 4096 };
    uint8_t *host = aligned_alloc(4096, (size_t)PTO_PES * 3u * REGION);
    if (!ok || a0 < 0 || !host) {
        r->failed = true;
        pto_destroy(c.m);
        free(host);
        return;
    }
    unsigned k = 0;
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(r->mask & pe_bit(pe))) continue;
        size_t len;
        if (r->op != OP_TEXPANDS) pto_tile_payload(c.m, 16, pe, &c.a[k], &len);
        if (is_binary(r->op)) pto_tile_payload(c.m, 17, pe, &c.b[k], &len);
        if (r->op == OP_TSEL) pto_tile_payload(c.m, 48, pe, &c.k[k], &len);
        bool fl = pto_dtypes[r->dt].cls == DTC_F;
        c.s[k] = fl ? encode(r->dt, 3.0f + 0.25f * (float)pe) : (uint64_t)(3 + pe);
        pto_gpr_write(c.m, pe, (unsigned)a0, c.s[k]);
        k++;
    }
    /* Host destinations sit 1 KiB (reference) and 2 KiB (copy) after the
     * source modulo 4 KiB, so that no row pays for 4K store/load aliasing
     * by accident of heap placement.  TEXPANDS has no source: its copy
     * yardstick copies the reference output. */
    for (k = 0; k < c.pes; k++) {
        uint8_t *base = host + (size_t)k * 3u * REGION;
        uintptr_t src_off = r->op == OP_TEXPANDS ? 0 : (uintptr_t)c.a[k] & 4095u;
        c.out[k] = base + ((src_off + 1024u) & 4095u);
        if (r->op == OP_TEXPANDS) c.a[k] = c.out[k];
        c.cpy[k] = base + REGION + ((((uintptr_t)c.a[k] & 4095u) + 2048u) & 4095u);
        c.pl[k] = base + 2u * REGION + ((((uintptr_t)c.a[k] & 4095u) + 3072u) & 4095u);
    }
    r->has_plain = plain_op(r->op) && plain_has(r->dt);

    /* Correctness: one bundle, compared with the reference (the SFU
     * operations: with the exact core, src/num/transc.c). */
    work_ref(&c);
    if (is_sfu(r->op))
        for (k = 0; k < c.pes; k++)
            for (size_t i = 0; i < n; i++) {
                uint64_t x = 0, y;
                unsigned fl = 0;
                memcpy(&x, c.a[k] + i * c.esz, c.esz);
                static const unsigned num_op[5] = {NUM_SFU_EXP, NUM_SFU_LOG, NUM_SFU_SQRT, NUM_SFU_RSQRT, NUM_SFU_RECIP};
                y = num_sfu_ieee(num_op[r->op - OP_TEXP], r->dt, x, &fl);
                memcpy(c.out[k] + i * c.esz, &y, c.esz);
            }
    if (r->has_plain) {
        work_plain(&c);
        for (k = 0; k < c.pes; k++) {
            size_t bi;
            if (!plain_matches(&c, k, &bi)) {
                fprintf(report, "MISMATCH %s %s %uB mask %s: the plain loop differs from the reference at element %zu\n",
                        op_names[r->op], pto_dtypes[r->dt].name, r->size, mask_text(r->mask), bi);
                r->mismatch = true;
                break;
            }
        }
    }
    pto_set_tpc(c.m, 0);
    pto_status st = pto_run(c.m, c.code, c.len, 0);
    if (st != PTO_END || !pto_tile_allocated(c.m, 0)) {
        pto_fault_info fi;
        pto_fault(c.m, &fi);
        fprintf(report, "FAILED %s %s %uB mask %s: %s (%s; %s)\n", op_names[r->op], pto_dtypes[r->dt].name, r->size,
               mask_text(r->mask), pto_status_name(st), pto_last_error(c.m), fi.rule ? fi.rule : "-");
        r->failed = true;
    } else {
        k = 0;
        for (unsigned pe = 0; pe < PTO_PES; pe++) {
            if (!(r->mask & pe_bit(pe))) continue;
            const uint8_t *got;
            size_t len, bi;
            uint64_t gv, rv;
            pto_tile_payload(c.m, 0, pe, &got, &len);
            if (!compare_pe(&c, k, got, &bi, &gv, &rv)) {
                uint64_t av = 0, bv = 0;
                char operands[96];
                if (r->op != OP_TEXPANDS) memcpy(&av, c.a[k] + bi * c.esz, c.esz);
                if (is_binary(r->op)) {
                    memcpy(&bv, c.b[k] + bi * c.esz, c.esz);
                    snprintf(operands, sizeof operands, "a=0x%llx b=0x%llx", (unsigned long long)av,
                             (unsigned long long)bv);
                } else if (r->op == OP_TEXPANDS) {
                    snprintf(operands, sizeof operands, "scalar=0x%llx", (unsigned long long)c.s[k]);
                } else {
                    snprintf(operands, sizeof operands, "a=0x%llx scalar=0x%llx", (unsigned long long)av,
                             (unsigned long long)c.s[k]);
                }
                fprintf(report, "MISMATCH %s %s %uB mask %s PE%u element %zu: %s ptosim=0x%llx reference=0x%llx\n",
                        op_names[r->op], pto_dtypes[r->dt].name, r->size, mask_text(r->mask), pe, bi, operands,
                        (unsigned long long)gv, (unsigned long long)rv);
                r->mismatch = true;
                break;
            }
            k++;
        }
        pto_tile_release(c.m, 0);
    }

    if (!r->failed) {
        double units = (double)n * c.pes;
        measure(work_pto, &c, units, &r->pto_min, &r->pto_med);
        measure(work_ref, &c, units, &r->ref_min, &r->ref_med);
        measure(work_copy, &c, units, &r->copy_min, &r->copy_med);
        if (r->has_plain) measure(work_plain, &c, units, &r->plain_min, &r->plain_med);
        if (c.bad) {
            fprintf(report, "FAILED %s %s %uB mask %s: a timed bundle did not run to the end (%s)\n", op_names[r->op],
                   pto_dtypes[r->dt].name, r->size, mask_text(r->mask), pto_last_error(c.m));
            r->failed = true;
        }
        /* bytes read + written per element */
        double per = r->op == OP_TSEL ? 3.0 * (double)c.esz + 0.125
                   : is_binary(r->op) ? 3.0 * (double)c.esz
                   : r->op == OP_TSUBS || is_unary(r->op) || is_sfu(r->op) ? 2.0 * (double)c.esz
                   : r->op == OP_TCMPS ? (double)c.esz + 0.125
                                       : (double)c.esz;
        r->gbs = per / r->pto_med;
    }
    pto_destroy(c.m);
    free(host);
}

/* ---- bundle rate ---------------------------------------------------------- */

typedef struct rate {
    unsigned dt, mask;
    double ns_min, ns_med; /* per bundle */
    bool failed;
} rate;

static void run_rate(rate *rt)
{
    ctx c;
    memset(&c, 0, sizeof c);
    c.op = OP_TADD;
    c.dt = rt->dt;
    c.mask = rt->mask;
    c.n = 128u * 8u / pto_dtypes[rt->dt].bits;
    uint32_t cols = (uint32_t)c.n;
    c.m = pto_create();
    if (!c.m) exit(2);
    build_code(&c, 128, cols, 1);
    if (!setup_source(c.m, 16, rt->dt, 128, cols, 1, rt->mask, -1) ||
        !setup_source(c.m, 17, rt->dt, 128, cols, 1, rt->mask, -1)) {
        rt->failed = true;
    } else {
        measure(work_pto, &c, 1.0, &rt->ns_min, &rt->ns_med);
        rt->failed = c.bad;
    }
    pto_destroy(c.m);
}

/* ---- tile.h calls against the same bundle pre-assembled --------------------- */

/* The fixed cost of a tile.h call: TADD (tile-tile) and TSUBS (scalar in
 * a0) on 128 B FP32 tiles, one PE, sources U#1/U#2, destination T#1.  The
 * pre-assembled loop runs the very words the call builds (a 1x32 tile:
 * B.DIM LB0 only) with pto_run, after writing a0 as the call does; both
 * release the destination each time. */
typedef struct api_rate {
    int op;                       /* OP_TADD or OP_TSUBS */
    double call_min, call_med;    /* ns per tile.h call */
    double run_min, run_med;      /* ns per pre-assembled pto_run */
    bool failed;
} api_rate;

typedef struct api_ctx {
    ctx c;
    pto_tile a, b, d;
    uint64_t scalar;
} api_ctx;

static void work_api_call(void *p)
{
    api_ctx *x = p;
    pto_tile d = x->d;
    pto_result r = x->c.op == OP_TADD ? pto_tadd(x->c.m, &d, &x->a, &x->b) : pto_tsubs(x->c.m, &d, &x->a, 1.0f);
    if (r.status != PTO_OK || d.index != 0) x->c.bad = true;
    pto_tile_release(x->c.m, 0);
}

static void work_api_run(void *p)
{
    api_ctx *x = p;
    if (x->c.op == OP_TSUBS) pto_gpr_write(x->c.m, 0, 2, x->scalar);
    work_pto(&x->c);
}

static void run_api_rate(api_rate *ar)
{
    static api_ctx x;
    memset(&x, 0, sizeof x);
    ctx *c = &x.c;
    c->op = ar->op;
    c->dt = DT_FP32;
    c->m = pto_create();
    if (!c->m) exit(2);
    size_t pos = 0, cap = sizeof c->code;
    pos = emit(c->code, pos, cap, ar->op == OP_TADD ? "BSTART.VEC TADD, FP32" : "BSTART.VEC TSUBS, FP32");
    pos = emit(c->code, pos, cap, "B.DIM LB0=32"); /* LB1 = 1 and LB2 = LB0 are implied */
    pos = emit(c->code, pos, cap, ar->op == OP_TADD ? "B.IOT U#1, U#2, mask=1000, last, ->T<128B>"
                                                    : "B.IOT U#1, mask=1000, last, ->T<128B>");
    if (ar->op == OP_TSUBS) pos = emit(c->code, pos, cap, "B.IOR a0, zero, zero, ->zero");
    c->len = emit(c->code, pos, cap, "BSTOP");
    x.scalar = bits_of(1.0f);
    x.a = x.b = x.d = pto_tile_make(DT_FP32, 1, 32);
    x.a.hand = x.b.hand = 1;
    uint64_t v[32];
    for (unsigned i = 0; i < 32; i++) v[i] = gen_elem(DT_FP32, i, -1);
    if (pto_tile_create(c->m, &x.a, v).status != PTO_OK || pto_tile_create(c->m, &x.b, v).status != PTO_OK ||
        x.a.index != 16 || x.b.index != 17) {
        ar->failed = true;
    } else {
        measure(work_api_call, &x, 1.0, &ar->call_min, &ar->call_med);
        measure(work_api_run, &x, 1.0, &ar->run_min, &ar->run_med);
        ar->failed = c->bad;
    }
    pto_destroy(c->m);
}

/* ---- output ------------------------------------------------------------------ */

/* The fast-path level the library selected on this host (kern/fast.h). */
static const char *kernel_level_name(void)
{
    switch (fast_isa()) {
    case FAST_ISA_AVX512: return "AVX-512 (F, BW) for float, FP16, BF16 and integer arithmetic, FP16 compares and fills, AVX2+F16C elsewhere";
    case FAST_ISA_AVX2: return "AVX2+F16C";
    case FAST_ISA_SSE2: return "SSE2";
    default: return "portable";
    }
}

void json_num(double v)
{
    if (isfinite(v)) printf("%.4f", v);
    else printf("null");
}

int main(int argc, char **argv)
{
    bool quick = false, json = false, rates_on = true;
    const char *only_op = NULL, *only_dt = NULL;
    long only_size = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--quick")) quick = true;
        else if (!strcmp(argv[i], "--json")) json = true;
        else if (!strcmp(argv[i], "--no-rate")) rates_on = false;
        else if (!strcmp(argv[i], "--op") && i + 1 < argc) only_op = argv[++i];
        else if (!strcmp(argv[i], "--dtype") && i + 1 < argc) only_dt = argv[++i];
        else if (!strcmp(argv[i], "--size") && i + 1 < argc) only_size = strtol(argv[++i], NULL, 10);
        else {
            fprintf(stderr, "usage: %s [--quick] [--json] [--op NAME] [--dtype NAME] [--size BYTES] [--no-rate]\n",
                    argv[0]);
            return strcmp(argv[i], "--help") && strcmp(argv[i], "-h") ? 2 : 0;
        }
    }
    if (quick) {
        cfg.batches = 3;
        cfg.min_batch_s = 0.0002;
    }
    report = json ? stderr : stdout;
    e4m3_init();

    static const unsigned dts[] = {DT_FP32, DT_FP16, DT_BF16, DT_E4M3, DT_S32, DT_S16, DT_U8};
    static const uint32_t sizes[] = {128, 4096, 65536};
    static const unsigned masks[] = {0x8, 0xF};
    enum { NDT = sizeof dts / sizeof dts[0], NSZ = 3, NMASK = 2 };
    static row rows[OP_COUNT * NDT * NSZ * NMASK];
    size_t nrows = 0;
    double t_start = now_s();
    for (int op = 0; op < OP_COUNT; op++)
        for (size_t d = 0; d < NDT; d++)
            for (size_t s = 0; s < NSZ; s++)
                for (size_t mk = 0; mk < NMASK; mk++) {
                    /* --quick: 128 B and 64 KiB on one PE, 4 KiB on four. */
                    if (quick && (sizes[s] == 4096) != (masks[mk] == 0xF)) continue;
                    if (only_op && strcmp(only_op, op_names[op])) continue;
                    if (only_dt && strcmp(only_dt, pto_dtypes[dts[d]].name)) continue;
                    if (only_size && only_size != (long)sizes[s]) continue;
                    if ((is_unary(op) || op == OP_TSEL) && dts[d] != DT_FP32) continue;
                    if (is_sfu(op) && dts[d] != DT_FP32 && dts[d] != DT_FP16) continue;
                    row *r = &rows[nrows++];
                    memset(r, 0, sizeof *r);
                    r->op = op;
                    r->dt = dts[d];
                    r->size = sizes[s];
                    r->mask = masks[mk];
                    r->pes = masks[mk] == 0xF ? 4 : 1;
                    run_row(r);
                }
    enum { NRATE = 4 };
    rate rates[NRATE] = {{DT_FP32, 0x8, 0, 0, false}, {DT_FP32, 0xF, 0, 0, false},
                         {DT_S32, 0x8, 0, 0, false}, {DT_S32, 0xF, 0, 0, false}};
    int nrate = rates_on ? NRATE : 0;
    for (int i = 0; i < nrate; i++) run_rate(&rates[i]);
    static mem_row mrows[16];
    size_t nmem = bench_memory(mrows, 16, quick, only_op);
    static red_row rrows[8];
    size_t nred = bench_reduce(rrows, 8, quick, only_op);
    static mat_row xrows[3];
    size_t nmat = only_dt || only_size ? 0 : bench_matrix(xrows, 3, quick, only_op);
    static red_row trows[2];
    size_t ntr = bench_trans(trows, 2, quick, only_op);
    static cvt_row crows[2];
    size_t ncvt = bench_convert(crows, 2, quick, only_op);
    api_rate api[2] = {{OP_TADD, 0, 0, 0, 0, false}, {OP_TSUBS, 0, 0, 0, 0, false}};
    int napi = rates_on ? 2 : 0;
    for (int i = 0; i < napi; i++) run_api_rate(&api[i]);
    prog_row prow[3];
    bool progs = !only_op && !only_dt && !only_size;
    if (progs) {
        bench_scalar_loop(&prow[0], quick);
        bench_vadd_loops(&prow[1], quick);
    }
    double elapsed = now_s() - t_start;

    unsigned mismatches = 0, failures = 0;
    for (size_t i = 0; i < nrows; i++) {
        mismatches += rows[i].mismatch;
        failures += rows[i].failed;
    }
    for (int i = 0; i < nrate; i++) failures += rates[i].failed;
    for (size_t i = 0; i < nmem; i++) {
        mismatches += mrows[i].mismatch;
        failures += mrows[i].failed;
    }
    for (int i = 0; i < napi; i++) failures += api[i].failed;
    for (size_t i = 0; i < nred; i++) {
        mismatches += rrows[i].mismatch;
        failures += rrows[i].failed;
    }
    for (size_t i = 0; i < ntr; i++) {
        mismatches += trows[i].mismatch;
        failures += trows[i].failed;
    }
    for (size_t i = 0; i < ncvt; i++) {
        mismatches += crows[i].mismatch;
        failures += crows[i].failed;
    }
    for (int i = 0; progs && i < 3; i++) failures += prow[i].failed;
    for (size_t i = 0; i < nmat; i++) {
        mismatches += xrows[i].mismatch;
        failures += xrows[i].failed;
    }

    if (json) {
        printf("{\n  \"compiler\": \"%s\",\n  \"flags\": \"%s\",\n  \"kernels\": \"%s\",\n  \"quick\": %s,\n"
               "  \"profile\": \"ieee\",\n",
               __VERSION__, PTOSIM_BENCH_FLAGS, kernel_level_name(), quick ? "true" : "false");
        printf("  \"rows\": [\n");
        for (size_t i = 0; i < nrows; i++) {
            const row *r = &rows[i];
            printf("    {\"op\": \"%s\", \"dtype\": \"%s\", \"tile_bytes\": %u, \"pes\": %u, ", op_names[r->op],
                   pto_dtypes[r->dt].name, r->size, r->pes);
            if (r->skipped) {
                printf("\"skipped\": \"budget\", \"budget_bytes_needed\": %u}", r->need);
            } else if (r->failed) {
                printf("\"failed\": true}");
            } else {
                printf("\"ns_per_element\": {\"ptosim\": ");
                json_num(r->pto_med);
                printf(", \"ptosim_min\": ");
                json_num(r->pto_min);
                if (r->has_plain) {
                    printf(", \"plain\": ");
                    json_num(r->plain_med);
                    printf(", \"plain_min\": ");
                    json_num(r->plain_min);
                }
                printf(", \"reference\": ");
                json_num(r->ref_med);
                printf(", \"copy\": ");
                json_num(r->copy_med);
                printf("}, \"gb_per_s\": ");
                json_num(r->gbs);
                printf(", \"ratios\": {\"ptosim_reference\": ");
                json_num(r->pto_med / r->ref_med);
                if (r->has_plain) {
                    printf(", \"ptosim_plain\": ");
                    json_num(r->pto_med / r->plain_med);
                    printf(", \"ptosim_plain_min\": ");
                    json_num(r->pto_min / r->plain_min);
                }
                printf(", \"ptosim_copy\": ");
                json_num(r->pto_med / r->copy_med);
                printf("}, \"match\": %s}", r->mismatch ? "false" : "true");
            }
            printf("%s\n", i + 1 < nrows ? "," : "");
        }
        printf("  ],\n  \"bundle_rate\": [\n");
        for (int i = 0; i < nrate; i++) {
            printf("    {\"op\": \"TADD\", \"dtype\": \"%s\", \"tile_bytes\": 128, \"pes\": %u, \"bundles_per_s\": ",
                   pto_dtypes[rates[i].dt].name, rates[i].mask == 0xF ? 4u : 1u);
            json_num(1e9 / rates[i].ns_med);
            printf(", \"ns_per_bundle\": ");
            json_num(rates[i].ns_med);
            printf(", \"ns_per_bundle_min\": ");
            json_num(rates[i].ns_min);
            printf("}%s\n", i + 1 < nrate ? "," : "");
        }
        printf("  ],\n  \"tile_api\": [\n");
        for (int i = 0; i < napi; i++) {
            printf("    {\"op\": \"%s\", \"dtype\": \"FP32\", \"tile_bytes\": 128, \"pes\": 1, \"ns_per_call\": ",
                   op_names[api[i].op]);
            json_num(api[i].call_med);
            printf(", \"ns_per_pto_run\": ");
            json_num(api[i].run_med);
            printf(", \"ratio\": ");
            json_num(api[i].call_med / api[i].run_med);
            printf("}%s\n", i + 1 < napi ? "," : "");
        }
        printf("  ],\n");
        print_memory_json(mrows, nmem);
        print_reduce_json(rrows, nred);
        print_matrix_json(xrows, nmat);
        print_trans_json(trows, ntr);
        print_convert_json(crows, ncvt);
        if (progs) print_programs_json(&prow[0], &prow[1], 2);
        printf("  \"mismatches\": %u,\n  \"failures\": %u,\n  \"seconds\": %.1f\n}\n", mismatches, failures,
               elapsed);
    } else {
        printf("ptosim-bench%s: whole bundles through pto_run, profile ieee\n", quick ? " --quick" : "");
        printf("compiler: %s\nflags: %s%s\n", __VERSION__, PTOSIM_BENCH_FLAGS,
#ifdef __AVX2__
               " [AVX2 on]"
#else
               " [no -march: SSE2 baseline]"
#endif
        );
        printf("kernels chosen at run time: %s\n", kernel_level_name());
        printf("ns/element over all participating PEs; min and median of %d batches of >= %.1f ms; reference and\n"
               "copy are medians; GB/s = ptosim bytes read + written (TADD/TMUL/TMAX 3N*size,\n"
               "TSUBS/TABS/TNEG/TRELU 2N*size, TCMPS N*size + N/8, TEXPANDS N*size, TSEL 3N*size + N/8)\n"
               "/ ptosim median.\n\n",
               cfg.batches, cfg.min_batch_s * 1e3);
        printf("plain: the plain C loops of bench/plain.c (-O2 with tree-vectorize, %s); ref: the\n"
               "scalar reference loops the results are checked with; copy: a 32-byte vector copy.\n\n",
               plain_level());
        printf("pto/plain is ptosim's min over the plain loop's min (the statistic least moved by other load on\n"
               "the host); pto/ref and pto/copy are ratios of medians.\n\n");
        printf("%-8s %-5s %6s %3s | %9s %9s | %9s %9s %9s %9s | %7s | %8s %8s %8s\n", "op", "dtype", "tile", "PEs",
               "pto min", "pto med", "plain min", "plain med", "ref", "copy", "GB/s", "pto/plain", "pto/ref",
               "pto/copy");
        printf("-----------------------------------------------------------------------------------------------------------------------------------\n");
        for (size_t i = 0; i < nrows; i++) {
            const row *r = &rows[i];
            char sz[16];
            if (r->size < 1024) snprintf(sz, sizeof sz, "%uB", r->size);
            else snprintf(sz, sizeof sz, "%uK", r->size / 1024u);
            printf("%-8s %-5s %6s %3u | ", op_names[r->op], pto_dtypes[r->dt].name, sz, r->pes);
            if (r->skipped) {
                printf("n/a (budget: %u KiB of tiles > 256 KiB)\n", r->need / 1024u);
                continue;
            }
            if (r->failed) {
                printf("FAILED\n");
                continue;
            }
            if (r->has_plain)
                printf("%9.3f %9.3f | %9.3f %9.3f %9.3f %9.3f | %7.2f | %8.2fx %7.1fx %7.1fx%s\n", r->pto_min,
                       r->pto_med, r->plain_min, r->plain_med, r->ref_med, r->copy_med, r->gbs,
                       r->pto_min / r->plain_min,
                       r->pto_med / r->ref_med, r->pto_med / r->copy_med, r->mismatch ? "  MISMATCH" : "");
            else
                printf("%9.3f %9.3f | %9s %9s %9.3f %9.3f | %7.2f | %9s %7.1fx %7.1fx%s\n", r->pto_min, r->pto_med,
                       "-", "-", r->ref_med, r->copy_med, r->gbs, "-", r->pto_med / r->ref_med, r->pto_med / r->copy_med,
                       r->mismatch ? "  MISMATCH" : "");
        }
        printf("\nbundle rate, TADD on 128 B tiles (5 instructions; destination released and TPC reset each time):\n");
        for (int i = 0; i < nrate; i++)
            printf("  %-4s mask %s: %8.0f bundles/s (median %5.0f ns/bundle, min %5.0f ns)%s\n",
                   pto_dtypes[rates[i].dt].name, mask_text(rates[i].mask), 1e9 / rates[i].ns_med, rates[i].ns_med,
                   rates[i].ns_min, rates[i].failed ? "  FAILED" : "");
        print_matrix_text(xrows, nmat);
        print_memory_text(mrows, nmem);
        print_reduce_text(rrows, nred);
        print_trans_text(trows, ntr);
        print_convert_text(crows, ncvt);
        if (napi)
            printf("\ntile.h call against the same bundle pre-assembled through pto_run (FP32 128 B, one PE,\n"
                   "destination released each time):\n");
        for (int i = 0; i < napi; i++)
            printf("  %-5s call %5.0f ns (min %5.0f) | pto_run %5.0f ns (min %5.0f) | ratio %.2fx%s\n",
                   op_names[api[i].op], api[i].call_med, api[i].call_min, api[i].run_med, api[i].run_min,
                   api[i].call_med / api[i].run_med, api[i].failed ? "  FAILED" : "");
        if (progs) print_programs_text(&prow[0], &prow[1], 2);
        printf("\nrows: %zu, mismatches: %u, failures: %u, %.1f s\n", nrows, mismatches, failures, elapsed);
    }
    fflush(stdout);
    if (mismatches || failures) {
        fprintf(stderr, "ptosim-bench: %u MISMATCH row(s), %u failure(s)\n", mismatches, failures);
        return 1;
    }
    return 0;
}
