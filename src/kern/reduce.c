/* Reduction and broadcast kernels (see kern/reduce.h).
 *
 * The exact path folds every output element by element through the binary
 * element rule (kern_elem), as ExecuteTileReduction does.  The fast paths
 * give the same bits and the same flags (tests/test_reduce.c compares them
 * with the exact path):
 *   column reductions (not ARG): the fold of every column at once, one
 *        source row per step, through the element-wise kernels (kern_binary_run:
 *        acc = acc OP row), which keeps each column's order;
 *   row reductions:
 *     - integers, and the raw-carrier SUM and PROD of pto-v0 floats: plain
 *       wrapping loops (addition, multiplication, MIN and MAX modulo 2^W are
 *       associative, so any order gives the fold's result);
 *     - floating MAX and MIN (FP64, FP32, FP16, BF16; both profiles use the
 *       hardware rule): the order does not matter either.  The rule selects
 *       by the total order of sign-magnitude keys (-0 below +0), ignores a
 *       NaN when a number is present and gives the canonical NaN for an
 *       all-NaN fold, and raises NV for a signalling NaN in any step; so
 *       the fold of n >= 2 elements is the element of the largest (least)
 *       key among the numbers, else the canonical NaN, with NV when any
 *       element is a signalling NaN; one element is returned as it is;
 *     - FP32 and FP64 SUM and PROD under ieee: host arithmetic in the
 *       fold's order, eight rows side by side (each row's own order is
 *       kept), flags from the host environment (fast_host_call), a NaN
 *       result replaced by the canonical NaN (a NaN accumulator stays NaN
 *       to the end, so the last step's NaN is the only one kept);
 *   broadcasts: a row form is the scalar form of its rule on each row (the
 *        row's broadcast element as the scalar), a column form the
 *        tile-tile form with the broadcast row, both through kern_binary_run;
 *        COPY is a fill or a copy.
 * Everything else (ARG, the other types and profiles, EXPDIF) takes the
 * exact path. */
#include <string.h>

#include "kern/reduce.h"
#include "num/num.h"

#define NOINLINE __attribute__((noinline))

static uint64_t ld(const uint8_t *p, unsigned bits, size_t i)
{
    switch (bits) {
    case 8: return p[i];
    case 16: { uint16_t v; memcpy(&v, p + i * 2, 2); return v; }
    case 32: { uint32_t v; memcpy(&v, p + i * 4, 4); return v; }
    default: { uint64_t v; memcpy(&v, p + i * 8, 8); return v; }
    }
}

static void st(uint8_t *p, unsigned bits, size_t i, uint64_t v)
{
    switch (bits) {
    case 8: p[i] = (uint8_t)v; break;
    case 16: { uint16_t x = (uint16_t)v; memcpy(p + i * 2, &x, 2); break; }
    case 32: { uint32_t x = (uint32_t)v; memcpy(p + i * 4, &x, 4); break; }
    default: memcpy(p + i * 8, &v, 8); break;
    }
}

/* TileReductionOneEncoding. */
static uint64_t one_of(unsigned dt)
{
    switch (dt) {
    case DT_FP64: return 0x3FF0000000000000u;
    case DT_FP32: case DT_TF32: case DT_HF32: return 0x3F800000u;
    case DT_FP16: return 0x3C00u;
    case DT_BF16: return 0x3F80u;
    case DT_E4M3: return 0x38u;
    case DT_E5M2: return 0x3Cu;
    default: return 1u; /* integers */
    }
}

static bool identity_fold(const kern_red *k) { return !k->arg && (k->eop == E_ADD || k->eop == E_MUL); }

/* ---- the exact path: ExecuteTileReduction element by element ------------ */
static void reduce_exact(kern_red *k)
{
    unsigned bits = pto_dtypes[k->dt].bits;
    uint32_t outer = k->column ? k->vcols : k->vrows, inner = k->column ? k->vrows : k->vcols;
    size_t so = k->column ? 1u : k->cols, si = k->column ? k->cols : 1u; /* strides of outer, inner */
    bool ident = identity_fold(k);
    for (uint32_t o = 0; o < outer; o++) {
        const size_t base = o * so;
        uint64_t acc = ident ? (k->eop == E_ADD ? 0 : one_of(k->dt)) : ld(k->src, bits, base);
        uint32_t sel = 0;
        for (uint32_t i = ident ? 0 : 1; i < inner; i++) {
            uint64_t v = ld(k->src, bits, base + i * si);
            uint64_t r = kern_elem(k->eop, k->dt, k->profile, acc, v, &k->flags);
            if (r == v && r != acc) sel = i; /* TileReductionStepWithFlags: selected */
            acc = r;
        }
        if (k->arg) st(k->dst, 32, o, sel); /* the U32 index */
        else st(k->dst, bits, o, acc);
    }
}

/* ---- column reductions: one source row per step ---------------------------- */
enum { COL_CHUNK = 4096 };

static void reduce_columns(kern_red *k)
{
    unsigned bits = pto_dtypes[k->dt].bits;
    size_t esz = bits / 8u, chunk = COL_CHUNK / esz;
    _Alignas(64) uint8_t buf[COL_CHUNK];
    kern_args ka;
    memset(&ka, 0, sizeof ka);
    ka.dt = k->dt;
    ka.bits = bits;
    ka.eop = k->eop;
    ka.profile = k->profile;
    ka.fenv = k->fenv;
    bool ident = identity_fold(k);
    for (size_t c0 = 0; c0 < k->vcols; c0 += chunk) {
        size_t n = k->vcols - c0 < chunk ? k->vcols - c0 : chunk;
        uint8_t *acc = k->dst + c0 * esz, *cur = acc, *nxt = buf;
        if (ident) fast_fill(acc, k->eop == E_ADD ? 0 : one_of(k->dt), (unsigned)esz, n);
        else memcpy(acc, k->src + c0 * esz, n * esz);
        for (uint32_t r = ident ? 0 : 1; r < k->vrows; r++) {
            k->flags |= kern_binary_run(&ka, nxt, cur, k->src + ((size_t)r * k->cols + c0) * esz, n);
            uint8_t *t = cur;
            cur = nxt;
            nxt = t;
        }
        if (cur != acc) memcpy(acc, cur, n * esz);
    }
}

/* ---- row reductions --------------------------------------------------------- */

/* Integers and raw carriers: wrapping SUM (from 0), PROD (from the type's
 * one, TileReductionOneEncoding: 0x3C00 for an FP16 carrier), MIN, MAX. */
#define WRAP_ROWS(T, ST)                                                                        \
    static void wrap_rows_##T(const kern_red *k, bool sgn)                                    \
    {                                                                                         \
        for (uint32_t r = 0; r < k->vrows; r++) {                                             \
            const T *x = (const T *)(const void *)(k->src + (size_t)r * k->cols * sizeof(T)); \
            T acc;                                                                            \
            uint32_t n = k->vcols;                                                            \
            switch (k->eop) {                                                                 \
            case E_ADD:                                                                       \
                acc = 0;                                                                      \
                for (uint32_t c = 0; c < n; c++) acc = (T)(acc + x[c]);                       \
                break;                                                                        \
            case E_MUL:                                                                       \
                acc = (T)one_of(k->dt);                                                       \
                for (uint32_t c = 0; c < n; c++) acc = (T)((uint64_t)acc * x[c]);            \
                break;                                                                        \
            case E_MAX:                                                                       \
                acc = x[0];                                                                   \
                if (sgn)                                                                      \
                    for (uint32_t c = 1; c < n; c++) acc = (ST)x[c] > (ST)acc ? x[c] : acc;   \
                else                                                                          \
                    for (uint32_t c = 1; c < n; c++) acc = x[c] > acc ? x[c] : acc;           \
                break;                                                                        \
            default:                                                                          \
                acc = x[0];                                                                   \
                if (sgn)                                                                      \
                    for (uint32_t c = 1; c < n; c++) acc = (ST)x[c] < (ST)acc ? x[c] : acc;   \
                else                                                                          \
                    for (uint32_t c = 1; c < n; c++) acc = x[c] < acc ? x[c] : acc;           \
                break;                                                                        \
            }                                                                                 \
            memcpy(k->dst + (size_t)r * sizeof(T), &acc, sizeof(T));                          \
        }                                                                                     \
    }
WRAP_ROWS(uint8_t, int8_t)
WRAP_ROWS(uint16_t, int16_t)
WRAP_ROWS(uint32_t, int32_t)
WRAP_ROWS(uint64_t, int64_t)

static void wrap_rows(const kern_red *k)
{
    bool sgn = pto_dtypes[k->dt].cls == DTC_S;
    switch (pto_dtypes[k->dt].bits) {
    case 8: wrap_rows_uint8_t(k, sgn); break;
    case 16: wrap_rows_uint16_t(k, sgn); break;
    case 32: wrap_rows_uint32_t(k, sgn); break;
    default: wrap_rows_uint64_t(k, sgn); break;
    }
}

/* Floating MAX and MIN by keys: key(x) = x with the magnitude bits flipped
 * when the sign is set, as a signed W-bit integer; a NaN takes the key that
 * loses to every number (the least for MAX, the greatest for MIN; no number
 * has either).  The vector step handles L lanes; the tail repeats the last
 * element, which changes neither the extreme nor the NaN findings. */
#define KEY_ROWS(T, ST, VS, L)                                                                    \
    static unsigned key_rows_##T(const kern_red *k, bool mx, T absm, T inf, T qbit, T cnan)     \
    {                                                                                           \
        const ST lose = mx ? (ST)((T)1 << (sizeof(T) * 8 - 1)) : (ST)(T)((T)~(T)0 >> 1);        \
        unsigned nv = 0;                                                                        \
        for (uint32_t r = 0; r < k->vrows; r++) {                                               \
            const uint8_t *row = k->src + (size_t)r * k->cols * sizeof(T);                      \
            uint32_t n = k->vcols;                                                              \
            T out;                                                                              \
            if (n == 1) {                                                                       \
                memcpy(&out, row, sizeof(T));                                                   \
            } else {                                                                            \
                VS best = (VS){0} + lose, sn = (VS){0};                                         \
                for (uint32_t c = 0; c < n; c += L) {                                           \
                    VS x;                                                                       \
                    if (n - c >= L) {                                                           \
                        memcpy(&x, row + (size_t)c * sizeof(T), sizeof x);                      \
                    } else {                                                                    \
                        T tmp[L];                                                               \
                        memcpy(tmp, row + (size_t)c * sizeof(T), (n - c) * sizeof(T));          \
                        for (uint32_t j = n - c; j < L; j++) tmp[j] = tmp[n - c - 1];           \
                        memcpy(&x, tmp, sizeof x);                                              \
                    }                                                                           \
                    VS nan = (VS)((x & (ST)absm) > (ST)inf);                                    \
                    sn |= nan & ~x & (ST)qbit;                                                  \
                    VS key = x ^ ((x >> (sizeof(T) * 8 - 1)) & (ST)absm);                       \
                    key = (key & ~nan) | (nan & lose);                                          \
                    VS take = mx ? (VS)(key > best) : (VS)(key < best);                         \
                    best = (best & ~take) | (key & take);                                       \
                }                                                                               \
                ST b = best[0];                                                                 \
                for (unsigned j = 0; j < L; j++) {                                              \
                    if (mx ? best[j] > b : best[j] < b) b = best[j];                            \
                    if (sn[j]) nv = 1;                                                          \
                }                                                                               \
                out = b == lose ? cnan : (T)(b ^ ((b >> (sizeof(T) * 8 - 1)) & (ST)absm));      \
            }                                                                                   \
            memcpy(k->dst + (size_t)r * sizeof(T), &out, sizeof(T));                            \
        }                                                                                       \
        return nv ? NUM_NV : 0;                                                                 \
    }

__extension__ typedef int16_t vks16 __attribute__((vector_size(16)));
__extension__ typedef int32_t vks32 __attribute__((vector_size(16)));
__extension__ typedef int64_t vks64 __attribute__((vector_size(16)));
KEY_ROWS(uint16_t, int16_t, vks16, 8)
KEY_ROWS(uint32_t, int32_t, vks32, 4)
KEY_ROWS(uint64_t, int64_t, vks64, 2)

static unsigned key_rows(const kern_red *k)
{
    bool mx = k->eop == E_MAX;
    const dtype_info *di = &pto_dtypes[k->dt];
    unsigned bits = di->bits, cf = bits - 1u - di->ebits;
    uint64_t absm = dt_mask(bits - 1u), inf = dt_mask(di->ebits) << cf, q = (uint64_t)1 << (cf - 1u);
    switch (bits) {
    case 16: return key_rows_uint16_t(k, mx, (uint16_t)absm, (uint16_t)inf, (uint16_t)q, (uint16_t)di->canonical_nan);
    case 32: return key_rows_uint32_t(k, mx, (uint32_t)absm, (uint32_t)inf, (uint32_t)q, (uint32_t)di->canonical_nan);
    default: return key_rows_uint64_t(k, mx, absm, inf, q, di->canonical_nan);
    }
}

/* Host IEEE SUM and PROD, eight rows at a time, each in its own order. */
#define HOST_ROWS(NAME, T, U, CNAN)                                                               \
    NOINLINE static void NAME(void *p)                                                          \
    {                                                                                           \
        const kern_red *k = p;                                                                  \
        const T *x = (const T *)(const void *)k->src;                                           \
        T *d = (T *)(void *)k->dst;                                                             \
        const size_t cols = k->cols;                                                            \
        const uint32_t n = k->vcols;                                                            \
        const T init = k->eop == E_ADD ? (T)0 : (T)1;                                           \
        uint32_t r = 0;                                                                         \
        if (k->eop == E_ADD) {                                                                  \
            for (; r + 8 <= k->vrows; r += 8) {                                                 \
                const T *x0 = x + r * cols;                                                     \
                T a0 = init, a1 = init, a2 = init, a3 = init, a4 = init, a5 = init, a6 = init,  \
                  a7 = init;                                                                    \
                for (uint32_t c = 0; c < n; c++) {                                              \
                    a0 += x0[c], a1 += x0[cols + c], a2 += x0[2 * cols + c];                    \
                    a3 += x0[3 * cols + c], a4 += x0[4 * cols + c], a5 += x0[5 * cols + c];     \
                    a6 += x0[6 * cols + c], a7 += x0[7 * cols + c];                             \
                }                                                                               \
                d[r] = a0, d[r + 1] = a1, d[r + 2] = a2, d[r + 3] = a3;                         \
                d[r + 4] = a4, d[r + 5] = a5, d[r + 6] = a6, d[r + 7] = a7;                     \
            }                                                                                   \
            for (; r < k->vrows; r++) {                                                         \
                T a = init;                                                                     \
                for (uint32_t c = 0; c < n; c++) a += x[r * cols + c];                          \
                d[r] = a;                                                                       \
            }                                                                                   \
        } else {                                                                                \
            for (; r + 8 <= k->vrows; r += 8) {                                                 \
                const T *x0 = x + r * cols;                                                     \
                T a0 = init, a1 = init, a2 = init, a3 = init, a4 = init, a5 = init, a6 = init,  \
                  a7 = init;                                                                    \
                for (uint32_t c = 0; c < n; c++) {                                              \
                    a0 *= x0[c], a1 *= x0[cols + c], a2 *= x0[2 * cols + c];                    \
                    a3 *= x0[3 * cols + c], a4 *= x0[4 * cols + c], a5 *= x0[5 * cols + c];     \
                    a6 *= x0[6 * cols + c], a7 *= x0[7 * cols + c];                             \
                }                                                                               \
                d[r] = a0, d[r + 1] = a1, d[r + 2] = a2, d[r + 3] = a3;                         \
                d[r + 4] = a4, d[r + 5] = a5, d[r + 6] = a6, d[r + 7] = a7;                     \
            }                                                                                   \
            for (; r < k->vrows; r++) {                                                         \
                T a = init;                                                                     \
                for (uint32_t c = 0; c < n; c++) a *= x[r * cols + c];                          \
                d[r] = a;                                                                       \
            }                                                                                   \
        }                                                                                       \
        for (r = 0; r < k->vrows; r++)                                                          \
            if (d[r] != d[r]) {                                                                 \
                U cn = CNAN;                                                                    \
                memcpy(&d[r], &cn, sizeof cn);                                                  \
            }                                                                                   \
    }
HOST_ROWS(host_rows_f32, float, uint32_t, 0x7FC00000u)
HOST_ROWS(host_rows_f64, double, uint64_t, 0x7FF8000000000000u)

static bool reduce_rows(kern_red *k)
{
    unsigned cls = pto_dtypes[k->dt].cls;
    bool is_float = cls == DTC_F, minmax = k->eop == E_MAX || k->eop == E_MIN;
    if (!is_float || (k->profile == PTO_PROFILE_V0 && !minmax)) {
        wrap_rows(k);
        return true;
    }
    if (minmax) {
        if (k->dt != DT_FP64 && k->dt != DT_FP32 && k->dt != DT_FP16 && k->dt != DT_BF16) return false;
        k->flags |= key_rows(k);
        return true;
    }
    if (k->profile != PTO_PROFILE_IEEE || (k->dt != DT_FP32 && k->dt != DT_FP64)) return false;
    return fast_host_call(k->dt == DT_FP32 ? host_rows_f32 : host_rows_f64, k, &k->flags, k->fenv);
}

void kern_reduce(kern_red *k)
{
    if (!k->exact && !k->arg) {
        if (k->column) {
            reduce_columns(k);
            return;
        }
        if (reduce_rows(k)) return;
    }
    reduce_exact(k);
}

/* ---- broadcasts --------------------------------------------------------------- */
void kern_broadcast(kern_bcast *k)
{
    unsigned sbits = pto_dtypes[k->sdt].bits, dbits = pto_dtypes[k->ddt].bits;
    size_t sesz = sbits / 8u, desz = dbits / 8u;
    kern_args ka;
    memset(&ka, 0, sizeof ka);
    ka.dt = k->ddt;
    ka.bits = dbits;
    ka.eop = k->eop;
    ka.profile = k->profile;
    ka.fenv = k->fenv;
    for (uint32_t r = 0; r < k->vrows; r++) {
        size_t off = (size_t)r * k->cols;
        uint8_t *d = k->dst + off * desz;
        if (k->copy) {
            if (k->column) memcpy(d, k->bc, (size_t)k->vcols * desz);
            else fast_fill(d, ld(k->bc, dbits, r), (unsigned)desz, k->vcols);
            continue;
        }
        const uint8_t *s = k->src + off * sesz;
        if (k->expdif || k->exact) {
            for (uint32_t c = 0; c < k->vcols; c++) {
                uint64_t a = ld(s, sbits, c), b = ld(k->bc, sbits, k->column ? c : r);
                uint64_t v = k->expdif ? kern_expdif(k->sdt, k->ddt, k->profile, a, b, &k->flags)
                                       : kern_elem(k->eop, k->ddt, k->profile, a, b, &k->flags);
                st(d, dbits, c, v);
            }
            continue;
        }
        if (k->column) {
            k->flags |= kern_binary_run(&ka, d, s, k->bc, k->vcols);
        } else {
            ka.scalar = ld(k->bc, dbits, r);
            k->flags |= kern_binary_run(&ka, d, s, NULL, k->vcols);
        }
    }
}
