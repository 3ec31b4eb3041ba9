/* Fast element kernels (see fast.h).
 *
 * Integer operations, fills, compares and floating MIN/MAX are written with
 * GCC vector extensions and compiled twice: for the build's baseline and,
 * on x86-64, for AVX2 (chosen at run time with __builtin_cpu_supports).
 * Floating MIN/MAX (FP64, FP32, FP16, BF16) need no host floating point:
 * they select one operand by sign-magnitude keys in integer lanes.
 *
 * Host floating point (x86-64 SSE arithmetic) is used only where it is
 * provably equal to the exact core:
 *   FP32, FP64   one IEEE operation in the format itself;
 *   FP16 (F16C)  one binary32 operation, then one RNE conversion to FP16
 *                (24 >= 2p+2 for p = 11, so the double rounding is
 *                innocuous for +, -, *, /, and FP16's exponent range lies
 *                inside binary32's normal range);
 *   BF16         one binary32 operation and one RNE narrowing done in
 *                integer arithmetic (24 >= 2p+2 for p = 8, the same
 *                exponent range; mul and div lanes whose result may be
 *                tiny go to the exact core: see BF16_STEP).
 * Every produced NaN is replaced by the canonical NaN.  The flags come from
 * MXCSR: the kernel runs with MXCSR set to all exceptions masked, RNE, no
 * FTZ/DAZ and clear status bits, and the caller's MXCSR is restored
 * afterwards, so the host environment is left as it was found.  x86 SSE
 * raises PE/OE/UE/IE/ZE as IEEE's NX/OF/UF/NV/DZ with masked exceptions
 * (tininess after rounding, UE only when also inexact); the conversion
 * VCVTPS2PH raises them for the FP16 rounding.  The BF16 narrowing adds
 * NX and OF itself.  8-bit floating formats use tables filled from the exact
 * core on first use.  tests/test_fastpaths.c checks every path against the
 * exact core, result bits and flags. */
#include "kern/fast.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "num/num.h"

#if defined(__GNUC__) && defined(__x86_64__) && defined(__SSE2__)
#define FAST_X86 1
#if defined(__clang__)
/* The 32-byte vector helpers are always inlined into their AVX2 or SSE2
 * callers, so no vector argument crosses a call with a different ABI. */
#pragma clang diagnostic ignored "-Wpsabi"
#endif
#include <cpuid.h>
#include <immintrin.h>
#define TARGET_AVX2 __attribute__((target("avx2,f16c")))
#define TARGET_AVX512 __attribute__((target("avx512f,avx512bw,avx2,f16c")))
/* Around the AVX-512 kernels: without optimisation GCC's AVX-512 compare
 * and conversion intrinsics are macros whose all-ones mask argument (-1)
 * trips -Wsign-conversion. */
#define AVX512_BEGIN _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wsign-conversion\"")
#define AVX512_END _Pragma("GCC diagnostic pop")
#else
#define FAST_X86 0
#endif

#include "kern/vec.h"

#if FAST_X86
/* Puts the caller's MXCSR back.  Reading MXCSR costs more than writing it
 * (STMXCSR about 5 ns, LDMXCSR 0.2 ns on the AMD EPYC machines ptosim is
 * measured on), so a restore that needs no flags writes without reading. */
static inline void csr_restore(unsigned saved) { _mm_setcsr(saved); }

/* The environment of the host float compares: only DAZ changes a compare,
 * and an unmasked IE or DE would trap (the compares raise DE for a
 * subnormal operand, IE for a signalling NaN), so MXCSR is written only
 * when DAZ is on or an exception is unmasked.  Returns the caller's MXCSR
 * for csr_restore. */
static inline unsigned csr_for_compares(void)
{
    unsigned saved = _mm_getcsr();
    if ((saved & 0x1FC0u) != 0x1F80u) _mm_setcsr((saved | 0x1F80u) & ~0x40u);
    return saved;
}

/* The six compare modes as the x86 float compare predicates (quiet, NE
 * true when unordered), each as FORMS(predicate). */
#define FCMP_MODES(FORMS)                                                                   \
    switch (cmode) {                                                                        \
    case NUM_EQ: FORMS(_CMP_EQ_OQ); break;                                                  \
    case NUM_NE: FORMS(_CMP_NEQ_UQ); break;                                                 \
    case NUM_LT: FORMS(_CMP_LT_OQ); break;                                                  \
    case NUM_GT: FORMS(_CMP_GT_OQ); break;                                                  \
    case NUM_LE: FORMS(_CMP_LE_OQ); break;                                                  \
    default: FORMS(_CMP_GE_OQ); break;                                                      \
    }
#endif

__extension__ typedef float vf32 __attribute__((vector_size(32)));
__extension__ typedef double vf64 __attribute__((vector_size(32)));
__extension__ typedef float vf32w __attribute__((vector_size(64)));
__extension__ typedef double vf64w __attribute__((vector_size(64)));
__extension__ typedef uint16_t vh8 __attribute__((vector_size(16)));

/* Whole-vector loads and stores at element i, and their tail forms: the
 * padded load repeats the last element in the lanes past the end (which
 * adds no flag the real element does not raise); the partial store writes
 * only the lanes below n. */
#define LOAD_FULL(dst, src, i, n, esz) memcpy(&(dst), (src) + (i) * (esz), sizeof(dst))
#define LOAD_PAD(dst, src, i, n, esz)                                         \
    do {                                                                      \
        size_t rem_ = (n) - (i);                                              \
        if (rem_ >= sizeof(dst) / (esz)) {                                    \
            memcpy(&(dst), (src) + (i) * (esz), sizeof(dst));                 \
        } else {                                                              \
            uint8_t tmp_[sizeof(dst)];                                        \
            memcpy(tmp_, (src) + (i) * (esz), rem_ * (esz));                  \
            for (size_t j_ = rem_; j_ < sizeof(dst) / (esz); j_++)            \
                memcpy(tmp_ + j_ * (esz), tmp_ + (rem_ - 1) * (esz), (esz));  \
            memcpy(&(dst), tmp_, sizeof(dst));                                \
        }                                                                     \
    } while (0)
#define STORE_FULL(dst, src, i, n, esz) memcpy((dst) + (i) * (esz), &(src), sizeof(src))
#define STORE_PART(dst, src, i, n, esz)                                           \
    do {                                                                          \
        size_t rem_ = (n) - (i);                                                  \
        size_t cnt_ = rem_ < sizeof(src) / (esz) ? rem_ : sizeof(src) / (esz);    \
        memcpy((dst) + (i) * (esz), &(src), cnt_ * (esz));                        \
    } while (0)

/* ---- instruction-set level ------------------------------------------------ */

static unsigned isa_limit = FAST_ISA_BEST;

/* A process-wide fact about the host, found once by find (CPUID is slow:
 * a VM exit under virtualisation) and kept in *known (-1 until then). */
static int host_fact(atomic_int *known, int (*find)(void))
{
    int v = atomic_load_explicit(known, memory_order_relaxed);
    if (v < 0) {
        v = find();
        atomic_store_explicit(known, v, memory_order_relaxed);
    }
    return v;
}

#if FAST_X86
/* F16C through CPUID leaf 1, ECX bit 29 (clang 14's __builtin_cpu_supports
 * does not know "f16c"). */
static int find_f16c(void)
{
    unsigned eax, ebx, ecx = 0, edx;
    return __get_cpuid(1, &eax, &ebx, &ecx, &edx) && ((ecx >> 29) & 1u);
}
static bool has_f16c(void)
{
    static atomic_int known = -1;
    return host_fact(&known, find_f16c) != 0;
}
#endif

/* The host's level. */
static int find_isa(void)
{
    int v = FAST_ISA_PORTABLE;
#if FAST_X86
    v = FAST_ISA_SSE2;
    if (__builtin_cpu_supports("avx2") && has_f16c()) {
        v = FAST_ISA_AVX2;
        /* __builtin_cpu_supports also asks the OS (XCR0) for the ZMM state */
        if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw")) v = FAST_ISA_AVX512;
    }
#endif
    return v;
}
static unsigned host_isa(void)
{
    static atomic_int known = -1;
    return (unsigned)host_fact(&known, find_isa);
}

atomic_uint fast_isa_known = 0;

unsigned fast_isa_find(void)
{
    unsigned l = host_isa();
    if (l > isa_limit) l = isa_limit;
    atomic_store_explicit(&fast_isa_known, l + 1u, memory_order_relaxed);
    return l;
}

void fast_set_isa_limit(unsigned level)
{
    isa_limit = level;
    atomic_store_explicit(&fast_isa_known, 0u, memory_order_relaxed); /* found again */
}

/* The host's AMD family (CPUID leaf 1, base plus extended family), or 0 on
 * another vendor, found once: what the speed choices below
 * (host_subnormals_free, h16_halves) go by. */
static int find_amd_family(void)
{
#if FAST_X86
    unsigned eax, ebx, ecx, edx;
    if (__get_cpuid(0, &eax, &ebx, &ecx, &edx) && ebx == 0x68747541u && edx == 0x69746E65u &&
        ecx == 0x444D4163u /* "AuthenticAMD" */ && __get_cpuid(1, &eax, &ebx, &ecx, &edx)) {
        unsigned family = (eax >> 8) & 0xFu;
        if (family == 0xFu) family += (eax >> 20) & 0xFFu;
        return (int)family;
    }
#endif
    return 0;
}
static unsigned host_amd_family(void)
{
    static atomic_int known = -1;
    return (unsigned)host_fact(&known, find_amd_family);
}

/* Whether the host's vector multiply takes subnormal operands at the speed
 * of normal ones.  Where it does not (a microcode assist on many cores), the
 * AVX-512 BF16 multiply scales a subnormal operand by 2^64 around it and
 * undoes the scaling in integers; where it does, that costs more than it
 * saves.  Both forms are exact (tests/test_fastpaths.c runs each), so this
 * is a choice of speed alone.  Measured on AMD's AVX-512 cores, where the
 * direct form was the faster at every share of subnormal operands:
 *  - family 19h (Zen 4): a BF16 TMUL over 64 KiB with 3% special operands,
 *    a third of them subnormal, 0.38 ns an element scaled, 0.24 direct;
 *  - family 1Ah (Zen 5): the same TMUL with from none to all (0.1%, 1%,
 *    3%, 10%, 30%, 60%) of one operand's elements subnormal, 0.13-0.42 ns
 *    an element scaled, 0.09-0.21 direct (0.13 against 0.09 with none:
 *    the scaled form's lane tests alone).  Zen 5 does take a sporadic
 *    subnormal product more slowly (a 64-element TMUL holding one or two:
 *    about 10 ns more a call direct), but at 4 KiB and 64 KiB the two forms
 *    were level even at ptosim-bench's 1.4% subnormal operands.
 * Other hosts keep the scaling. */
static bool host_subnormals_free(void)
{
    unsigned f = host_amd_family();
    return f == 0x19u || f == 0x1Au;
}

static unsigned subnormal_mode = FAST_SUBN_HOST;

bool fast_subnormal_direct(void)
{
    return subnormal_mode == FAST_SUBN_DIRECT || (subnormal_mode == FAST_SUBN_HOST && host_subnormals_free());
}

void fast_set_subnormal_mode(unsigned mode) { subnormal_mode = mode; }

/* Whether FP16 arithmetic without flags takes long runs in 256-bit halves
 * (h16_rn_halves, with the reasons there): on a host that runs each 512-bit
 * operation as two 256-bit ones, AMD family 19h (its AVX-512 cores, Zen 4).
 * Family 1Ah (Zen 5), with full-width 512-bit units, keeps the 512-bit
 * form: there the halves were slower (an FP16 TADD through tile.h, 1,024
 * elements 86 ns against 64, 16,384 1,074 against 684).  The halves need
 * AVX-512 VL. */
static int find_vl(void)
{
#if FAST_X86
    return __builtin_cpu_supports("avx512vl");
#else
    return 0;
#endif
}
static unsigned halves_mode = FAST_HALVES_HOST;

static __attribute__((unused)) bool h16_halves(void)
{
    static atomic_int vl = -1;
    if (halves_mode == FAST_HALVES_NEVER || !host_fact(&vl, find_vl)) return false;
    return halves_mode == FAST_HALVES_ALWAYS || host_amd_family() == 0x19u;
}

void fast_set_halves_mode(unsigned mode) { halves_mode = mode; }

/* ---- integer add and subtract ------------------------------------------------ */

/* ---- integer ADD, SUB, MUL, AND, OR, XOR, MAX, MIN ---------------------------------
 * The rules of int_rule: wrapping sums and differences (also the pto-v0
 * raw-carrier add and sub), the low W bits of the product, bitwise operations,
 * signed or unsigned max/min (equal operands are the same value, so the
 * tie rule is moot).  Tails go through one padded step. */
#define IB_STEP(VT, T, EXPR, LOAD, STORE)                                                   \
    do {                                                                                    \
        VT x, y = ys;                                                                       \
        LOAD(x, a, i, n, sizeof(T));                                                        \
        if (HB) LOAD(y, b, i, n, sizeof(T));                                                \
        VT r = EXPR;                                                                        \
        STORE(d, r, i, n, sizeof(T));                                                       \
    } while (0)

/* The elements from i of a run of n in vectors of L: FULL (a statement on
 * the vector at i) four a step, then one at a time, then PART on the
 * padded tail.  One a step made a 1,024-element S32 TADD through tile.h
 * 4 ns slower. */
#define RUN_BY_FOUR(L, n, FULL, PART)                                                       \
    do {                                                                                    \
        for (; i + 4 * (L) <= (n);) {                                                       \
            FULL;                                                                           \
            i += (L);                                                                       \
            FULL;                                                                           \
            i += (L);                                                                       \
            FULL;                                                                           \
            i += (L);                                                                       \
            FULL;                                                                           \
            i += (L);                                                                       \
        }                                                                                   \
        for (; i + (L) <= (n); i += (L)) FULL;                                              \
        if (i < (n)) PART;                                                                  \
    } while (0)
#define IB_RUN(VT, T, EXPR)                                                                 \
    RUN_BY_FOUR(sizeof(VT) / sizeof(T), n, IB_STEP(VT, T, EXPR, LOAD_FULL, STORE_FULL),     \
                IB_STEP(VT, T, EXPR, LOAD_PAD, STORE_PART))

#define IB_LOOP(VT, T, EXPR)                                                                \
    do {                                                                                    \
        size_t i = 0;                                                                       \
        if (b) {                                                                            \
            enum { HB = 1 };                                                                \
            IB_RUN(VT, T, EXPR);                                                            \
        } else {                                                                            \
            enum { HB = 0 };                                                                \
            IB_RUN(VT, T, EXPR);                                                            \
        }                                                                                   \
    } while (0)

#define SEL(M, P, Q) (((M) & (P)) | (~(M) & (Q)))

#define DEF_INT_BINARY(NAME, UT, UVT, SVT)                                                  \
    AI bool NAME(unsigned eop, bool sgn, uint8_t *restrict d, const uint8_t *a, const uint8_t *b, \
                 uint64_t s, size_t n)                                                      \
    {                                                                                       \
        const UVT ys = (UVT){0} + (UT)s;                                                    \
        switch (eop) {                                                                      \
        case E_ADD: IB_LOOP(UVT, UT, x + y); return true;                                   \
        case E_SUB: IB_LOOP(UVT, UT, x - y); return true;                                   \
        case E_MUL: IB_LOOP(UVT, UT, x * y); return true;                                   \
        case E_AND: IB_LOOP(UVT, UT, x & y); return true;                                   \
        case E_OR: IB_LOOP(UVT, UT, x | y); return true;                                    \
        case E_XOR: IB_LOOP(UVT, UT, x ^ y); return true;                                   \
        case E_MAX:                                                                         \
            if (sgn) IB_LOOP(UVT, UT, SEL((UVT)((SVT)x >= (SVT)y), x, y));                  \
            else IB_LOOP(UVT, UT, SEL((UVT)(x >= y), x, y));                                \
            return true;                                                                    \
        case E_MIN:                                                                         \
            if (sgn) IB_LOOP(UVT, UT, SEL((UVT)((SVT)x <= (SVT)y), x, y));                  \
            else IB_LOOP(UVT, UT, SEL((UVT)(x <= y), x, y));                                \
            return true;                                                                    \
        default: return false;                                                              \
        }                                                                                   \
    }
DEF_INT_BINARY(ib8, uint8_t, vu8, vs8)
DEF_INT_BINARY(ib16, uint16_t, vu16, vs16)
DEF_INT_BINARY(ib32, uint32_t, vu32, vs32)
DEF_INT_BINARY(ib64, uint64_t, vu64, vs64)
DEF_INT_BINARY(ib8w, uint8_t, vu8w, vs8w)
DEF_INT_BINARY(ib16w, uint16_t, vu16w, vs16w)
DEF_INT_BINARY(ib32w, uint32_t, vu32w, vs32w)
DEF_INT_BINARY(ib64w, uint64_t, vu64w, vs64w)

/* The kernel of the width: ib8..ib64, or with W = w their 64-byte forms. */
#define INT_BINARY_WIDTHS(W)                                                                \
    switch (bits) {                                                                         \
    case 8: return ib8##W(eop, sgn, d, a, b, s, n);                                         \
    case 16: return ib16##W(eop, sgn, d, a, b, s, n);                                       \
    case 32: return ib32##W(eop, sgn, d, a, b, s, n);                                       \
    default: return ib64##W(eop, sgn, d, a, b, s, n);                                       \
    }

AI bool int_binary_body(unsigned bits, unsigned eop, bool sgn, uint8_t *restrict d, const uint8_t *a,
                        const uint8_t *b, uint64_t s, size_t n)
{
    INT_BINARY_WIDTHS()
}

NOINLINE static bool int_binary_base(unsigned bits, unsigned eop, bool sgn, uint8_t *restrict d, const uint8_t *a,
                                     const uint8_t *b, uint64_t s, size_t n)
{
    return int_binary_body(bits, eop, sgn, d, a, b, s, n);
}

#if FAST_X86
TARGET_AVX2 NOINLINE static bool int_binary_avx2(unsigned bits, unsigned eop, bool sgn, uint8_t *restrict d,
                                                 const uint8_t *a, const uint8_t *b, uint64_t s, size_t n)
{
    return int_binary_body(bits, eop, sgn, d, a, b, s, n);
}
TARGET_AVX512 NOINLINE static bool int_binary_avx512(unsigned bits, unsigned eop, bool sgn, uint8_t *restrict d,
                                                     const uint8_t *a, const uint8_t *b, uint64_t s, size_t n)
{
    INT_BINARY_WIDTHS(w)
}
#endif

bool fast_int_binary(unsigned bits, unsigned eop, bool sgn, uint8_t *d, const uint8_t *a, const uint8_t *b,
                     uint64_t s, size_t n)
{
    if (!(bits == 8 || bits == 16 || bits == 32 || bits == 64)) return false;
    if (eop != E_ADD && eop != E_SUB && eop != E_MUL && eop != E_AND && eop != E_OR && eop != E_XOR &&
        eop != E_MAX && eop != E_MIN)
        return false;
    if (n == 0) return true;
#if FAST_X86
    if (fast_isa() >= FAST_ISA_AVX512) return int_binary_avx512(bits, eop, sgn, d, a, b, s, n);
    if (fast_isa() >= FAST_ISA_AVX2) return int_binary_avx2(bits, eop, sgn, d, a, b, s, n);
#endif
    return int_binary_base(bits, eop, sgn, d, a, b, s, n);
}

/* ---- fill ------------------------------------------------------------------- */

/* Stores only (a doubling copy would read the destination back): vector
 * stores (VT, 32 or 64 bytes) of the repeated pattern, then the tail. */
#define FILL_BODY(VT)                                                                       \
    do {                                                                                    \
        enum { V = sizeof(VT) };                                                            \
        VT v = (VT){0} + w;                                                                 \
        size_t i = 0;                                                                       \
        for (; i + 4 * V <= bytes; i += 4 * V) {                                            \
            memcpy(d + i, &v, V);                                                           \
            memcpy(d + i + V, &v, V);                                                       \
            memcpy(d + i + 2 * V, &v, V);                                                   \
            memcpy(d + i + 3 * V, &v, V);                                                   \
        }                                                                                   \
        for (; i + V <= bytes; i += V) memcpy(d + i, &v, V);                                \
        if (i < bytes) { /* i is a multiple of 8: the pattern stays in phase */             \
            uint8_t tail[V];                                                                \
            memcpy(tail, &v, V);                                                            \
            memcpy(d + i, tail, bytes - i);                                                 \
        }                                                                                   \
    } while (0)

static void fill_base(uint8_t *restrict d, uint64_t w, size_t bytes) { FILL_BODY(vu64); }
#if FAST_X86
TARGET_AVX2 static void fill_avx2(uint8_t *restrict d, uint64_t w, size_t bytes) { FILL_BODY(vu64); }
TARGET_AVX512 static void fill_avx512(uint8_t *restrict d, uint64_t w, size_t bytes) { FILL_BODY(vu64w); }
const fast_fill_kernel fast_fill_kernels[FAST_ISA_BEST + 1] = {fill_base, fill_base, fill_avx2, fill_avx512};
#else
const fast_fill_kernel fast_fill_kernels[FAST_ISA_BEST + 1] = {fill_base, fill_base, fill_base, fill_base};
#endif

/* ---- bitmaps ------------------------------------------------------------------- */

void fast_bits_fill(uint8_t *map, size_t start, size_t count, bool v)
{
    size_t i = start, n = count;
    while (n && (i & 7u)) {
        if (v) map[i >> 3] = (uint8_t)(map[i >> 3] | (1u << (i & 7u)));
        else map[i >> 3] = (uint8_t)(map[i >> 3] & ~(1u << (i & 7u)));
        i++, n--;
    }
    if (n >= 8) {
        memset(map + (i >> 3), v ? 0xFF : 0, n >> 3);
        i += n & ~(size_t)7u;
        n &= 7u;
    }
    if (n) {
        unsigned m = (1u << n) - 1u;
        if (v) map[i >> 3] = (uint8_t)(map[i >> 3] | m);
        else map[i >> 3] = (uint8_t)(map[i >> 3] & ~m);
    }
}

bool fast_bits_all_set(const uint8_t *map, size_t start, size_t count)
{
    size_t i = start, n = count;
    while (n && (i & 7u)) {
        if (!(((unsigned)map[i >> 3] >> (i & 7u)) & 1u)) return false;
        i++, n--;
    }
    const uint8_t *p = map + (i >> 3);
    size_t bytes = n >> 3;
    while (bytes >= 32) {
        uint64_t w[4];
        memcpy(w, p, 32);
        if ((w[0] & w[1] & w[2] & w[3]) != ~(uint64_t)0) return false;
        p += 32, bytes -= 32;
    }
    while (bytes >= 8) {
        uint64_t w;
        memcpy(&w, p, 8);
        if (w != ~(uint64_t)0) return false;
        p += 8, bytes -= 8;
    }
    while (bytes) {
        if (*p != 0xFF) return false;
        p++, bytes--;
    }
    n &= 7u;
    if (n) {
        unsigned m = (1u << n) - 1u;
        if ((*p & m) != m) return false;
    }
    return true;
}

/* ---- select (TSEL, TSELS) ---------------------------------------------------------
 * d[i] = bit (first + i) of the mask ? a[i] : b[i] (TSEL), or the scalar s
 * for b[i] (TSELS, b NULL), raw bits.  The AVX2 path takes 32 elements per
 * 32 mask bits: for 32- and 64-bit lanes a variable shift puts the lane's
 * bit at the top of the lane (what blendv reads); for 8- and 16-bit lanes
 * each lane is compared with its bit; then one blend.  Every mask byte it
 * reads holds a bit of the 32 it uses. */

#if FAST_X86
/* The 32 mask bits from bit index bit on (bytes bit/8 .. (bit+31)/8). */
AI uint32_t sel_word(const uint8_t *mask, size_t bit)
{
    const uint8_t *p = mask + (bit >> 3);
    unsigned s = (unsigned)(bit & 7u);
    uint32_t w;
    memcpy(&w, p, 4);
    if (s) w = (w >> s) | (uint32_t)p[4] << (32u - s);
    return w;
}

/* The second operand's 32 bytes at byte o: b's, or the scalar's lanes. */
#define SEL_Y(o) (b ? _mm256_loadu_si256((const __m256i *)(const void *)(b + (o))) : ys)

TARGET_AVX2 NOINLINE static size_t sel_avx2(unsigned esz, uint8_t *restrict d, const uint8_t *restrict a,
                                            const uint8_t *restrict b, uint64_t s, const uint8_t *restrict mask,
                                            size_t first, size_t n)
{
    size_t i = 0;
    if (esz != 1 && esz != 2 && esz != 4 && esz != 8) return 0;
    switch (esz) {
    case 1: {
        const __m256i idx = _mm256_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2,
                                             3, 3, 3, 3, 3, 3, 3, 3);
        const __m256i bit = _mm256_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8,
                                             16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128);
        const __m256i ys = _mm256_set1_epi8((char)(uint8_t)s);
        for (; i + 32 <= n; i += 32) {
            __m256i w = _mm256_shuffle_epi8(_mm256_set1_epi32((int)sel_word(mask, first + i)), idx);
            __m256i m = _mm256_cmpeq_epi8(_mm256_and_si256(w, bit), bit);
            __m256i x = _mm256_loadu_si256((const __m256i *)(const void *)(a + i));
            _mm256_storeu_si256((__m256i *)(void *)(d + i), _mm256_blendv_epi8(SEL_Y(i), x, m));
        }
        break;
    }
    case 2: {
        const __m256i bit = _mm256_setr_epi16(1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384,
                                              -32768);
        const __m256i ys = _mm256_set1_epi16((short)(uint16_t)s);
        for (; i + 32 <= n; i += 32) {
            uint32_t w = sel_word(mask, first + i);
            for (unsigned k = 0; k < 2; k++) {
                __m256i v = _mm256_set1_epi16((short)(uint16_t)(w >> (16u * k)));
                __m256i m = _mm256_cmpeq_epi16(_mm256_and_si256(v, bit), bit);
                size_t o = (i + 16u * k) * 2u;
                __m256i x = _mm256_loadu_si256((const __m256i *)(const void *)(a + o));
                _mm256_storeu_si256((__m256i *)(void *)(d + o), _mm256_blendv_epi8(SEL_Y(o), x, m));
            }
        }
        break;
    }
    case 4: {
        const __m256i sh[4] = {_mm256_setr_epi32(31, 30, 29, 28, 27, 26, 25, 24),
                               _mm256_setr_epi32(23, 22, 21, 20, 19, 18, 17, 16),
                               _mm256_setr_epi32(15, 14, 13, 12, 11, 10, 9, 8),
                               _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0)};
        const __m256i ys = _mm256_set1_epi32((int)(uint32_t)s);
        for (; i + 32 <= n; i += 32) {
            __m256i v = _mm256_set1_epi32((int)sel_word(mask, first + i));
            for (unsigned k = 0; k < 4; k++) {
                __m256 m = _mm256_castsi256_ps(_mm256_sllv_epi32(v, sh[k]));
                size_t o = (i + 8u * k) * 4u;
                __m256 x = _mm256_loadu_ps((const float *)(const void *)(a + o));
                __m256 y = _mm256_castsi256_ps(SEL_Y(o));
                _mm256_storeu_ps((float *)(void *)(d + o), _mm256_blendv_ps(y, x, m));
            }
        }
        break;
    }
    default: {
        const __m256i ys = _mm256_set1_epi64x((long long)s);
        for (; i + 32 <= n; i += 32) {
            __m256i v = _mm256_set1_epi64x((long long)sel_word(mask, first + i));
            for (unsigned k = 0; k < 8; k++) {
                long long t = 63 - 4 * (long long)k;
                __m256d m = _mm256_castsi256_pd(_mm256_sllv_epi64(v, _mm256_setr_epi64x(t, t - 1, t - 2, t - 3)));
                size_t o = (i + 4u * k) * 8u;
                __m256d x = _mm256_loadu_pd((const double *)(const void *)(a + o));
                __m256d y = _mm256_castsi256_pd(SEL_Y(o));
                _mm256_storeu_pd((double *)(void *)(d + o), _mm256_blendv_pd(y, x, m));
            }
        }
        break;
    }
    }
    return i;
}
#undef SEL_Y
#endif

size_t fast_sel(unsigned esz, uint8_t *d, const uint8_t *a, const uint8_t *b, const uint8_t *mask, size_t first,
                size_t n)
{
#if FAST_X86
    if (fast_isa() >= FAST_ISA_AVX2) return sel_avx2(esz, d, a, b, 0, mask, first, n);
#endif
    (void)esz, (void)d, (void)a, (void)b, (void)mask, (void)first, (void)n;
    return 0;
}

size_t fast_sels(unsigned esz, uint8_t *d, const uint8_t *a, uint64_t s, const uint8_t *mask, size_t first, size_t n)
{
#if FAST_X86
    if (fast_isa() >= FAST_ISA_AVX2) return sel_avx2(esz, d, a, NULL, s, mask, first, n);
#endif
    (void)esz, (void)d, (void)a, (void)s, (void)mask, (void)first, (void)n;
    return 0;
}

/* ---- compare ---------------------------------------------------------------------
 * Every operand becomes a signed W-bit key: integers are themselves (unsigned
 * ones with the sign bit flipped); floats are +-magnitude (so +0 and -0 are
 * both 0 and distinct other encodings stay distinct).  NaN lanes (magnitude
 * above nan_above) give (cmode == NE); a NaN with the quiet bit clear is
 * signalling (formats with infinities only). */
typedef struct cmp_plan {
    bool is_float;
    uint64_t flip;       /* XORed into integer operands (sign bit for unsigned) */
    uint64_t absmask, nan_above, quiet; /* floats */
    uint64_t wa, wb, wx, wn;            /* result = ((lt & wa) | (gt & wb)) ^ wx; NaN lanes give wn */
} cmp_plan;

#if FAST_X86
#define MOVEMASK_HALVES(r, lo, hi) \
    __m128i lo, hi;                \
    memcpy(&lo, &(r), 16);         \
    memcpy(&hi, (const char *)&(r) + 16, 16)
#endif

#define DEF_CMP(NAME, T, VT)                                                                              \
    /* 64 elements from a (and b, unless scalar form) to 64 bits; *sn collects signalling lanes. */        \
    AI uint64_t NAME##_block(const cmp_plan *pl, const uint8_t *a, const uint8_t *b, T ks, T sn_s,         \
                             VT *sn, bool isf, bool hb)                                                                       \
    {                                                                                                      \
        enum { L = 32 / sizeof(T) };                                                                       \
        const VT flip = (VT){0} + (T)pl->flip, am = (VT){0} + (T)pl->absmask,                              \
                 na = (VT){0} + (T)pl->nan_above, q = (VT){0} + (T)pl->quiet;                              \
        const VT wa = (VT){0} + (T)pl->wa, wb = (VT){0} + (T)pl->wb, wx = (VT){0} + (T)pl->wx,             \
                 wn = (VT){0} + (T)pl->wn;                                                                 \
        uint64_t bits = 0;                                                                                 \
        for (unsigned v = 0; v < sizeof(T) * 2u; v++) {                                                    \
            VT x, kx, ky, nan = (VT){0};                                                                   \
            memcpy(&x, a + (size_t)v * 32u, 32);                                                           \
            if (isf) {                                                                            \
                VT ax = x & am, neg = (VT)(x < 0);                                                         \
                kx = (ax ^ neg) - neg;                                                                     \
                nan = (VT)(ax > na);                                                                       \
                *sn |= nan & ((x & q) ^ q); /* nonzero in signalling-NaN lanes (q = 0: none) */          \
            } else {                                                                                       \
                kx = x ^ flip;                                                                             \
            }                                                                                              \
            if (hb) {                                                                                      \
                VT y;                                                                                      \
                memcpy(&y, b + (size_t)v * 32u, 32);                                                       \
                if (isf) {                                                                        \
                    VT ay = y & am, neg = (VT)(y < 0);                                                     \
                    ky = (ay ^ neg) - neg;                                                                 \
                    VT ny = (VT)(ay > na);                                                                 \
                    *sn |= ny & ((y & q) ^ q);                                                             \
                    nan |= ny;                                                                             \
                } else {                                                                                   \
                    ky = y ^ flip;                                                                         \
                }                                                                                          \
            } else {                                                                                       \
                ky = (VT){0} + ks;                                                                         \
                nan |= (VT){0} + sn_s;                                                                     \
            }                                                                                              \
            VT lt = (VT)(kx < ky), gt = (VT)(kx > ky);                                                     \
            VT r = ((lt & wa) | (gt & wb)) ^ wx;                                                           \
            r = (nan & wn) | (~nan & r);                                                                   \
            bits |= (uint64_t)NAME##_mask(r) << (v * L);                                                   \
        }                                                                                                  \
        return bits;                                                                                       \
    }

#if FAST_X86
AI uint32_t c8_mask(vs8 r)
{
    MOVEMASK_HALVES(r, lo, hi);
    return (uint32_t)_mm_movemask_epi8(lo) | (uint32_t)_mm_movemask_epi8(hi) << 16;
}
AI uint32_t c16_mask(vs16 r)
{
    MOVEMASK_HALVES(r, lo, hi);
    return (uint32_t)_mm_movemask_epi8(_mm_packs_epi16(lo, hi));
}
AI uint32_t c32_mask(vs32 r)
{
    MOVEMASK_HALVES(r, lo, hi);
    return (uint32_t)_mm_movemask_ps(_mm_castsi128_ps(lo)) | (uint32_t)_mm_movemask_ps(_mm_castsi128_ps(hi)) << 4;
}
AI uint32_t c64_mask(vs64 r)
{
    MOVEMASK_HALVES(r, lo, hi);
    return (uint32_t)_mm_movemask_pd(_mm_castsi128_pd(lo)) | (uint32_t)_mm_movemask_pd(_mm_castsi128_pd(hi)) << 2;
}
#else
#define DEF_LANEMASK(NAME, VT, L)                                                    \
    AI uint32_t NAME(VT r)                                                           \
    {                                                                                \
        uint32_t m = 0;                                                              \
        for (unsigned j = 0; j < L; j++) m |= (uint32_t)(r[j] & 1) << j;              \
        return m;                                                                    \
    }
DEF_LANEMASK(c8_mask, vs8, 32)
DEF_LANEMASK(c16_mask, vs16, 16)
DEF_LANEMASK(c32_mask, vs32, 8)
DEF_LANEMASK(c64_mask, vs64, 4)
#endif

DEF_CMP(c8, int8_t, vs8)
DEF_CMP(c16, int16_t, vs16)
DEF_CMP(c32, int32_t, vs32)
DEF_CMP(c64, int64_t, vs64)

/* Writes nbits (1..64) of `bits` at byte d, keeping the bits above nbits. */
AI void put_bits(uint8_t *d, uint64_t bits, size_t nbits)
{
    if (nbits == 64) {
        memcpy(d, &bits, 8);
        return;
    }
    size_t full = nbits >> 3;
    for (size_t j = 0; j < full; j++) d[j] = (uint8_t)(bits >> (8 * j));
    unsigned rest = (unsigned)(nbits & 7u);
    if (rest) {
        unsigned m = (1u << rest) - 1u;
        d[full] = (uint8_t)((d[full] & ~m) | ((unsigned)(bits >> (8 * full)) & m));
    }
}

#define DEF_CMP_RUN(NAME, T, VT)                                                                       \
    AI unsigned NAME##_run(const cmp_plan *pl, uint8_t *d, const uint8_t *a, const uint8_t *b, T ks,     \
                           T sn_s, size_t n, bool isf)                                                             \
    {                                                                                                    \
        VT sn = (VT){0};                                                                                 \
        size_t i = 0;                                                                                    \
        for (; i + 64 <= n; i += 64) {                                                                   \
            uint64_t bits = NAME##_block(pl, a + i * sizeof(T), b ? b + i * sizeof(T) : NULL, ks, sn_s,  \
                                         &sn, isf, b != NULL);                                                           \
            memcpy(d + i / 8, &bits, 8);                                                                 \
        }                                                                                                \
        if (i < n) { /* the tail, padded with copies of its last element */                              \
            size_t rest = n - i;                                                                         \
            uint8_t ta[64 * sizeof(T)], tb[64 * sizeof(T)];                                              \
            memcpy(ta, a + i * sizeof(T), rest * sizeof(T));                                             \
            if (b) memcpy(tb, b + i * sizeof(T), rest * sizeof(T));                                      \
            for (size_t j = rest; j < 64; j++) {                                                         \
                memcpy(ta + j * sizeof(T), ta + (rest - 1) * sizeof(T), sizeof(T));                       \
                if (b) memcpy(tb + j * sizeof(T), tb + (rest - 1) * sizeof(T), sizeof(T));                \
            }                                                                                            \
            uint64_t bits = NAME##_block(pl, ta, b ? tb : NULL, ks, sn_s, &sn, isf, b != NULL);                          \
            put_bits(d + i / 8, bits, rest);                                                             \
        }                                                                                                \
        VT z = (VT){0};                                                                                  \
        unsigned any = 0;                                                                                \
        for (unsigned j = 0; j < 32 / sizeof(T); j++) any |= sn[j] != z[j];                              \
        return any;                                                                                      \
    }
DEF_CMP_RUN(c8, int8_t, vs8)
DEF_CMP_RUN(c16, int16_t, vs16)
DEF_CMP_RUN(c32, int32_t, vs32)
DEF_CMP_RUN(c64, int64_t, vs64)

AI unsigned cmp_body(unsigned bits, const cmp_plan *pl, uint8_t *d, const uint8_t *a, const uint8_t *b, uint64_t ks,
                     uint64_t sn_s, size_t n)
{
    /* Each call site has constant is_float and b-nullness, so every loop is
     * specialised. */
#define CMP_VARIANTS(RUN, T)                                                             \
    (pl->is_float ? (b ? RUN(pl, d, a, b, (T)ks, (T)sn_s, n, true) : RUN(pl, d, a, NULL, (T)ks, (T)sn_s, n, true)) \
                  : (b ? RUN(pl, d, a, b, (T)ks, (T)sn_s, n, false) : RUN(pl, d, a, NULL, (T)ks, (T)sn_s, n, false)))
    switch (bits) {
    case 8: return CMP_VARIANTS(c8_run, int8_t);
    case 16: return CMP_VARIANTS(c16_run, int16_t);
    case 32: return CMP_VARIANTS(c32_run, int32_t);
    default: return CMP_VARIANTS(c64_run, int64_t);
    }
#undef CMP_VARIANTS
}

NOINLINE static unsigned cmp_base(unsigned bits, const cmp_plan *pl, uint8_t *d, const uint8_t *a, const uint8_t *b,
                                  uint64_t ks, uint64_t sn_s, size_t n)
{
    return cmp_body(bits, pl, d, a, b, ks, sn_s, n);
}

#if FAST_X86
TARGET_AVX2 NOINLINE static unsigned cmp_avx2(unsigned bits, const cmp_plan *pl, uint8_t *d, const uint8_t *a,
                                              const uint8_t *b, uint64_t ks, uint64_t sn_s, size_t n)
{
    return cmp_body(bits, pl, d, a, b, ks, sn_s, n);
}
#endif

#if FAST_X86
/* 32-bit lanes with AVX2, one vmovmskps per 8 elements.  Floats use the
 * host's quiet compares (EQ_OQ, NEQ_UQ, LT_OQ, GT_OQ, LE_OQ, GE_OQ: +0 equals
 * -0, a NaN lane gives true only for NE), which order FP32, TF32 and HF32
 * carriers exactly as num_fcmp does; they run with DAZ off and exceptions
 * masked (rounding and FTZ do not change a compare) and the caller's MXCSR,
 * status bits included, is restored.  Signalling
 * NaNs are found as NaN lanes whose quiet bit (bit 22) is clear.  Integers
 * (unsigned ones with the sign bit flipped) use vpcmpeqd / vpcmpgtd and an
 * inversion of the 8-bit mask for NE, LE and GE. */
#define CMP32_STEP(CMPEXPR, ISF, HB, LOAD)                                                   \
    do {                                                                                     \
        __m256 x, y = ys;                                                                    \
        LOAD(x, a, i, n, 4);                                                                 \
        if (HB) LOAD(y, b, i, n, 4);                                                         \
        if (!(ISF)) {                                                                        \
            x = _mm256_xor_ps(x, flip);                                                      \
            if (HB) y = _mm256_xor_ps(y, flip);                                              \
        }                                                                                    \
        m = (unsigned)_mm256_movemask_ps(CMPEXPR) ^ inv;                                     \
        if (ISF) {                                                                           \
            sn = _mm256_or_ps(sn, _mm256_andnot_ps(x, _mm256_cmp_ps(x, x, _CMP_UNORD_Q)));   \
            if (HB) sn = _mm256_or_ps(sn, _mm256_andnot_ps(y, _mm256_cmp_ps(y, y, _CMP_UNORD_Q))); \
        }                                                                                    \
    } while (0)

#define CMP32_LOOP(CMPEXPR, ISF, HB)                                                         \
    do {                                                                                     \
        unsigned m;                                                                          \
        for (; i + 8 <= n; i += 8) {                                                         \
            CMP32_STEP(CMPEXPR, ISF, HB, LOAD_FULL);                                         \
            d[i / 8] = (uint8_t)m;                                                           \
        }                                                                                    \
        if (i < n) {                                                                         \
            CMP32_STEP(CMPEXPR, ISF, HB, LOAD_PAD);                                          \
            put_bits(d + i / 8, m, n - i);                                                   \
        }                                                                                    \
    } while (0)

#define CMP32_FORMS(CMPEXPR, ISF)                                                            \
    do {                                                                                     \
        if (b) CMP32_LOOP(CMPEXPR, ISF, 1);                                                  \
        else CMP32_LOOP(CMPEXPR, ISF, 0);                                                    \
    } while (0)


TARGET_AVX2 NOINLINE static unsigned cmp32_avx2(bool isf, unsigned cmode, uint8_t *d, const uint8_t *a,
                                                const uint8_t *b, uint32_t s, uint32_t flipbit, size_t n)
{
    __m256 ys, sn = _mm256_setzero_ps();
    const __m256 flip = _mm256_castsi256_ps(_mm256_set1_epi32((int)flipbit));
    if (!isf) s ^= flipbit; /* the scalar is flipped once here, tile lanes in the loop */
    memcpy(&ys, (uint32_t[8]){s, s, s, s, s, s, s, s}, 32);
    size_t i = 0;
    unsigned inv = 0;
    if (isf) {
        unsigned saved = csr_for_compares();
#define CMP32_FLOAT(P) CMP32_FORMS(_mm256_cmp_ps(x, y, P), 1)
        FCMP_MODES(CMP32_FLOAT)
#undef CMP32_FLOAT
        csr_restore(saved);
        __m256i q = _mm256_and_si256(_mm256_castps_si256(sn), _mm256_set1_epi32(0x00400000));
        return !_mm256_testz_si256(q, q);
    }
#define ICMP_EQ _mm256_castsi256_ps(_mm256_cmpeq_epi32(_mm256_castps_si256(x), _mm256_castps_si256(y)))
#define ICMP_GT(P, Q) _mm256_castsi256_ps(_mm256_cmpgt_epi32(_mm256_castps_si256(P), _mm256_castps_si256(Q)))
    inv = cmode == NUM_NE || cmode == NUM_LE || cmode == NUM_GE ? 0xFFu : 0u;
    switch (cmode) {
    case NUM_EQ:
    case NUM_NE: CMP32_FORMS(ICMP_EQ, 0); break;
    case NUM_GT:
    case NUM_LE: CMP32_FORMS(ICMP_GT(x, y), 0); break;
    default: CMP32_FORMS(ICMP_GT(y, x), 0); break;
    }
#undef ICMP_EQ
#undef ICMP_GT
    return 0;
}
/* FP16 compares through F16C: every binary16 value widens exactly to
 * binary32 (NaNs stay NaNs), so the FP32 compares give the same answer;
 * the signalling NaNs (quiet bit 0x0200 clear) are found on the binary16
 * bits, since the widening quiets them.  The compare is the 8-lane step of
 * cmp32_avx2 over the widened lanes. */
/* 16 lanes a step: the signalling-NaN test on the 16-bit lanes, the
 * compare on the two widened halves. */
#define CMP16H_SNAN(h)                                                                      \
    _mm256_andnot_si256(_mm256_cmpeq_epi16(_mm256_and_si256(h, quiet), quiet),              \
                        _mm256_cmpgt_epi16(_mm256_and_si256(h, abs), inf))
#define CMP16H_STEP(CMPEXPR, HB, LOAD)                                                      \
    do {                                                                                    \
        __m256i hx, hy = hs;                                                                \
        LOAD(hx, a, i, n, 2);                                                               \
        if (HB) LOAD(hy, b, i, n, 2);                                                       \
        sn = _mm256_or_si256(sn, CMP16H_SNAN(hx));                                          \
        if (HB) sn = _mm256_or_si256(sn, CMP16H_SNAN(hy));                                  \
        __m256 x = _mm256_cvtph_ps(_mm256_castsi256_si128(hx));                             \
        __m256 y = _mm256_cvtph_ps(_mm256_castsi256_si128(hy));                             \
        m = (unsigned)_mm256_movemask_ps(CMPEXPR);                                          \
        x = _mm256_cvtph_ps(_mm256_extracti128_si256(hx, 1));                               \
        y = _mm256_cvtph_ps(_mm256_extracti128_si256(hy, 1));                               \
        m |= (unsigned)_mm256_movemask_ps(CMPEXPR) << 8;                                    \
    } while (0)

#define CMP16H_LOOP(CMPEXPR, HB)                                                            \
    do {                                                                                    \
        unsigned m;                                                                         \
        for (; i + 16 <= n; i += 16) {                                                      \
            CMP16H_STEP(CMPEXPR, HB, LOAD_FULL);                                            \
            d[i / 8] = (uint8_t)m;                                                          \
            d[i / 8 + 1] = (uint8_t)(m >> 8);                                               \
        }                                                                                   \
        if (i < n) {                                                                        \
            CMP16H_STEP(CMPEXPR, HB, LOAD_PAD);                                             \
            put_bits(d + i / 8, m & 0xFFu, n - i < 8 ? n - i : 8);                          \
            if (n - i > 8) put_bits(d + i / 8 + 1, m >> 8, n - i - 8);                      \
        }                                                                                   \
    } while (0)

#define CMP16H_FORMS(CMPEXPR)                                                               \
    do {                                                                                    \
        if (b) CMP16H_LOOP(CMPEXPR, 1);                                                     \
        else CMP16H_LOOP(CMPEXPR, 0);                                                       \
    } while (0)

TARGET_AVX2 NOINLINE static unsigned cmp16h_avx2(unsigned cmode, uint8_t *d, const uint8_t *a, const uint8_t *b,
                                                 uint16_t s, size_t n)
{
    const __m256i hs = _mm256_set1_epi16((short)s), quiet = _mm256_set1_epi16(0x0200), abs = _mm256_set1_epi16(0x7FFF),
                  inf = _mm256_set1_epi16(0x7C00);
    __m256i sn = _mm256_setzero_si256();
    size_t i = 0;
    unsigned saved = csr_for_compares();
#define CMP16H_FLOAT(P) CMP16H_FORMS(_mm256_cmp_ps(x, y, P))
    FCMP_MODES(CMP16H_FLOAT)
#undef CMP16H_FLOAT
    csr_restore(saved);
    return !_mm256_testz_si256(sn, sn);
}
#undef CMP16H_SNAN
#undef CMP16H_FORMS
#undef CMP16H_LOOP
#undef CMP16H_STEP

/* The same with AVX-512: 32 lanes a step, the signalling-NaN test on the
 * 16-bit lanes as a mask, the compares of the two widened halves giving the
 * 32 predicate bits directly (LSB first, as TCMPS packs them). */
#define CMP16W_SNAN(h) (_mm512_cmpgt_epi16_mask(_mm512_and_si512(h, abs), inf) & ~_mm512_test_epi16_mask(h, quiet))
#define CMP16W_STEP(PRED, HB, LOAD)                                                         \
    do {                                                                                    \
        __m512i hx, hy = hs;                                                                \
        LOAD(hx, a, i, n, 2);                                                               \
        if (HB) LOAD(hy, b, i, n, 2);                                                       \
        sn |= CMP16W_SNAN(hx);                                                              \
        if (HB) sn |= CMP16W_SNAN(hy);                                                      \
        __m512 xl = _mm512_cvtph_ps(_mm512_castsi512_si256(hx));                            \
        __m512 yl = _mm512_cvtph_ps(_mm512_castsi512_si256(hy));                            \
        __m512 xh = _mm512_cvtph_ps(_mm512_extracti64x4_epi64(hx, 1));                      \
        __m512 yh = _mm512_cvtph_ps(_mm512_extracti64x4_epi64(hy, 1));                      \
        m = (uint32_t)_mm512_cmp_ps_mask(xl, yl, PRED) | (uint32_t)_mm512_cmp_ps_mask(xh, yh, PRED) << 16; \
    } while (0)
#define CMP16W_LOOP(PRED, HB)                                                               \
    do {                                                                                    \
        uint32_t m;                                                                         \
        for (; i + 32 <= n; i += 32) {                                                      \
            CMP16W_STEP(PRED, HB, LOAD_FULL);                                               \
            memcpy(d + i / 8, &m, 4);                                                       \
        }                                                                                   \
        if (i < n) {                                                                        \
            CMP16W_STEP(PRED, HB, LOAD_PAD);                                                \
            put_bits(d + i / 8, m, n - i);                                                  \
        }                                                                                   \
    } while (0)
#define CMP16W_FORMS(PRED)                                                                  \
    do {                                                                                    \
        if (b) CMP16W_LOOP(PRED, 1);                                                        \
        else CMP16W_LOOP(PRED, 0);                                                          \
    } while (0)

AVX512_BEGIN
TARGET_AVX512 NOINLINE static unsigned cmp16h_avx512(unsigned cmode, uint8_t *d, const uint8_t *a, const uint8_t *b,
                                                     uint16_t s, size_t n)
{
    const __m512i hs = _mm512_set1_epi16((short)s), quiet = _mm512_set1_epi16(0x0200), abs = _mm512_set1_epi16(0x7FFF),
                  inf = _mm512_set1_epi16(0x7C00);
    __mmask32 sn = 0;
    size_t i = 0;
    unsigned saved = csr_for_compares();
    FCMP_MODES(CMP16W_FORMS)
    csr_restore(saved);
    return sn != 0;
}
AVX512_END
#undef CMP16W_SNAN
#undef CMP16W_FORMS
#undef CMP16W_LOOP
#undef CMP16W_STEP

#endif

bool fast_cmp(unsigned dt, unsigned cmode, uint8_t *d, const uint8_t *a, const uint8_t *b, uint64_t s, size_t n,
              unsigned *flags)
{
    const dtype_info *di = &pto_dtypes[dt];
    unsigned bits = di->bits;
    if (!(bits == 8 || bits == 16 || bits == 32 || bits == 64) || cmode > NUM_GE) return false;
    if (di->cls != DTC_F && di->cls != DTC_S && di->cls != DTC_U) return false;
    if (n == 0) return true;
    uint64_t wmask = dt_mask(bits), sbit = (uint64_t)1 << (bits - 1u);
    cmp_plan pl;
    memset(&pl, 0, sizeof pl);
    pl.is_float = di->cls == DTC_F;
    pl.flip = di->cls == DTC_U ? sbit : 0;
    uint64_t ks, sn_s = 0;
    bool scalar_snan = false;
    s &= wmask;
    if (pl.is_float) {
        unsigned cf = bits - 1u - di->ebits;
        uint64_t emask = dt_mask(di->ebits) << cf;
        bool has_inf = (di->max_finite & emask) != emask;
        pl.absmask = sbit - 1u;
        pl.nan_above = has_inf ? emask : (sbit - 1u) - 1u; /* no infinity: only all-ones is NaN */
        pl.quiet = has_inf ? (uint64_t)1 << (cf - 1u) : 0; /* 0: no signalling NaNs */
        uint64_t as = s & pl.absmask;
        ks = (s & sbit) ? (0 - as) & wmask : as;
        if (as > pl.nan_above) {
            sn_s = wmask; /* every lane compares with a NaN */
            scalar_snan = has_inf && !(s & pl.quiet);
        }
    } else {
        ks = s ^ pl.flip;
    }
    /* EQ ~(lt|gt), NE lt|gt, LT lt, GT gt, LE ~gt, GE ~lt */
    bool use_lt = cmode == NUM_EQ || cmode == NUM_NE || cmode == NUM_LT || cmode == NUM_GE;
    bool use_gt = cmode == NUM_EQ || cmode == NUM_NE || cmode == NUM_GT || cmode == NUM_LE;
    bool invert = cmode == NUM_EQ || cmode == NUM_LE || cmode == NUM_GE;
    pl.wa = use_lt ? wmask : 0;
    pl.wb = use_gt ? wmask : 0;
    pl.wx = invert ? wmask : 0;
    pl.wn = cmode == NUM_NE ? wmask : 0;
    if (b) sn_s = 0;
    unsigned sn;
#if FAST_X86
    if (bits == 32 && fast_isa() >= FAST_ISA_AVX2 && (!pl.is_float || di->ebits == 8))
        sn = cmp32_avx2(pl.is_float, cmode, d, a, b, (uint32_t)s, (uint32_t)pl.flip, n);
    else if (dt == DT_FP16 && fast_isa() >= FAST_ISA_AVX512)
        sn = cmp16h_avx512(cmode, d, a, b, (uint16_t)s, n);
    else if (dt == DT_FP16 && fast_isa() >= FAST_ISA_AVX2)
        sn = cmp16h_avx2(cmode, d, a, b, (uint16_t)s, n);
    else if (fast_isa() >= FAST_ISA_AVX2) sn = cmp_avx2(bits, &pl, d, a, b, ks, sn_s, n);
    else
#endif
        sn = cmp_base(bits, &pl, d, a, b, ks, sn_s, n);
    if (sn) *flags |= NUM_NV;
    if (!b && scalar_snan) *flags |= NUM_NV;
    return true;
}

/* ---- floating MIN/MAX -------------------------------------------------------------
 * num_fmax/num_fmin in integer lanes, for formats with infinities (FP64,
 * FP32, FP16, BF16): a signalling NaN operand raises NV; two NaNs give the
 * canonical NaN, one NaN the other operand; two zeros give -0 for MAX only
 * when both are -0 (x & y) and for MIN when either is (x | y); otherwise
 * the operand with the larger (MAX) or smaller (MIN) sign-magnitude key,
 * the left one on a tie.  Keys are the compare kernel's: +-magnitude. */
#define DEF_MINMAX(NAME, T, VT)                                                                          \
    AI unsigned NAME(bool mx, bool hb, uint8_t *restrict d, const uint8_t *a, const uint8_t *b, T s,     \
                     size_t n, T am, T na, T q, T cn, size_t *done)                                      \
    {                                                                                                    \
        enum { L = 32 / sizeof(T) };                                                                     \
        const VT vam = (VT){0} + am, vna = (VT){0} + na, vcn = (VT){0} + cn, ys = (VT){0} + s;           \
        VT sn = (VT){0};                                                                                 \
        size_t i = 0;                                                                                    \
        for (; i + L <= n; i += L) {                                                                     \
            VT x, y = ys;                                                                                \
            memcpy(&x, a + i * sizeof(T), 32);                                                           \
            if (hb) memcpy(&y, b + i * sizeof(T), 32);                                                   \
            VT ax = x & vam, ay = y & vam;                                                               \
            VT nx = (VT)(ax > vna), ny = (VT)(ay > vna);                                                 \
            sn |= (nx & ~x) | (ny & ~y); /* bit q set: a NaN lane with the quiet bit clear */           \
            VT negx = (VT)(x < 0), negy = (VT)(y < 0);                                                   \
            VT kx = (ax ^ negx) - negx, ky = (ay ^ negy) - negy;                                         \
            VT pickx = mx ? (VT)(kx >= ky) : (VT)(kx <= ky);                                             \
            VT r = (pickx & x) | (~pickx & y);                                                           \
            VT zz = (VT)((ax | ay) == 0);                                                                \
            r = (zz & (mx ? (x & y) : (x | y))) | (~zz & r);                                             \
            r = (nx & ny & vcn) | (nx & ~ny & y) | (~nx & ny & x) | (~nx & ~ny & r);                     \
            memcpy(d + i * sizeof(T), &r, 32);                                                           \
        }                                                                                                \
        *done = i;                                                                                       \
        unsigned any = 0;                                                                                \
        for (unsigned j = 0; j < L; j++) any |= (sn[j] & q) != 0;                                        \
        return any;                                                                                      \
    }
DEF_MINMAX(mm16, int16_t, vs16)
DEF_MINMAX(mm32, int32_t, vs32)
DEF_MINMAX(mm64, int64_t, vs64)

#define MM_CALL(FN, T)                                                                                  \
    (mx ? (b ? FN(true, true, d, a, b, (T)s, n, (T)am, (T)na, (T)q, (T)cn, done)                         \
             : FN(true, false, d, a, NULL, (T)s, n, (T)am, (T)na, (T)q, (T)cn, done))                    \
        : (b ? FN(false, true, d, a, b, (T)s, n, (T)am, (T)na, (T)q, (T)cn, done)                        \
             : FN(false, false, d, a, NULL, (T)s, n, (T)am, (T)na, (T)q, (T)cn, done)))

AI unsigned minmax_body(unsigned bits, bool mx, uint8_t *restrict d, const uint8_t *a, const uint8_t *b, uint64_t s,
                        size_t n, uint64_t am, uint64_t na, uint64_t q, uint64_t cn, size_t *done)
{
    switch (bits) {
    case 16: return MM_CALL(mm16, int16_t);
    case 32: return MM_CALL(mm32, int32_t);
    default: return MM_CALL(mm64, int64_t);
    }
}

NOINLINE static unsigned minmax_base(unsigned bits, bool mx, uint8_t *restrict d, const uint8_t *a, const uint8_t *b,
                                     uint64_t s, size_t n, uint64_t am, uint64_t na, uint64_t q, uint64_t cn,
                                     size_t *done)
{
    return minmax_body(bits, mx, d, a, b, s, n, am, na, q, cn, done);
}

#if FAST_X86
TARGET_AVX2 NOINLINE static unsigned minmax_avx2(unsigned bits, bool mx, uint8_t *restrict d, const uint8_t *a,
                                                 const uint8_t *b, uint64_t s, size_t n, uint64_t am, uint64_t na,
                                                 uint64_t q, uint64_t cn, size_t *done)
{
    return minmax_body(bits, mx, d, a, b, s, n, am, na, q, cn, done);
}
#endif

#if FAST_X86
/* FP32 MIN/MAX with AVX2 float compares, 8 lanes a step: the left operand
 * where it is greater (MAX; less for MIN) or where only the right one is a
 * NaN; x & y (MAX) or x | y (MIN) where they compare equal (two zeros
 * settle the sign so; equal nonzero values are identical encodings); the
 * canonical NaN where both are NaNs; the right operand otherwise.  The
 * quiet predicates raise nothing but IE for a signalling NaN and DE, and
 * only DAZ would change them: MXCSR is switched only when DAZ is on or an
 * exception unmasked and restored when it changed (as cmp32_avx2).
 * Signalling NaNs are NaN lanes with bit 22 clear. */
#define MM32F_LOOP(PRED, COMBINE, HB)                                                       \
    do {                                                                                    \
        for (; i + 8 <= n; i += 8) {                                                        \
            __m256 x = _mm256_loadu_ps((const float *)(const void *)(a + i * 4)), y = ys;   \
            if (HB) y = _mm256_loadu_ps((const float *)(const void *)(b + i * 4));          \
            __m256 nx = _mm256_cmp_ps(x, x, _CMP_UNORD_Q), ny = _mm256_cmp_ps(y, y, _CMP_UNORD_Q); \
            sn = _mm256_or_ps(sn, _mm256_andnot_ps(x, nx));                                 \
            if (HB) sn = _mm256_or_ps(sn, _mm256_andnot_ps(y, ny));                         \
            __m256 takex = _mm256_or_ps(_mm256_cmp_ps(x, y, PRED), _mm256_andnot_ps(nx, ny)); \
            __m256 r = _mm256_blendv_ps(y, COMBINE(x, y), _mm256_cmp_ps(x, y, _CMP_EQ_OQ)); \
            r = _mm256_blendv_ps(r, x, takex);                                              \
            r = _mm256_blendv_ps(r, cn, _mm256_and_ps(nx, ny));                             \
            _mm256_storeu_ps((float *)(void *)(d + i * 4), r);                              \
        }                                                                                   \
    } while (0)

TARGET_AVX2 NOINLINE static unsigned mm32f_avx2(bool mx, uint8_t *restrict d, const uint8_t *a, const uint8_t *b,
                                                uint32_t s, size_t n, size_t *done)
{
    __m256 ys, sn = _mm256_setzero_ps();
    const __m256 cn = _mm256_castsi256_ps(_mm256_set1_epi32(0x7FC00000));
    memcpy(&ys, (uint32_t[8]){s, s, s, s, s, s, s, s}, 32);
    size_t i = 0;
    unsigned saved = csr_for_compares();
    if (mx) {
        if (b) MM32F_LOOP(_CMP_GT_OQ, _mm256_and_ps, 1);
        else MM32F_LOOP(_CMP_GT_OQ, _mm256_and_ps, 0);
    } else {
        if (b) MM32F_LOOP(_CMP_LT_OQ, _mm256_or_ps, 1);
        else MM32F_LOOP(_CMP_LT_OQ, _mm256_or_ps, 0);
    }
    csr_restore(saved);
    *done = i;
    __m256i q = _mm256_and_si256(_mm256_castps_si256(sn), _mm256_set1_epi32(0x00400000));
    return !_mm256_testz_si256(q, q);
}
#endif

/* Whole vectors in the kernel, the remaining elements through the exact core. */
static void float_minmax(unsigned dt, bool mx, uint8_t *d, const uint8_t *a, const uint8_t *b, uint64_t s, size_t n,
                         unsigned *flags)
{
    const dtype_info *di = &pto_dtypes[dt];
    unsigned bits = di->bits, cf = bits - 1u - di->ebits;
    uint64_t sbit = (uint64_t)1 << (bits - 1u), am = sbit - 1u, na = dt_mask(di->ebits) << cf;
    uint64_t q = (uint64_t)1 << (cf - 1u);
    size_t done = 0;
    unsigned sn;
#if FAST_X86
    if (fast_isa() >= FAST_ISA_AVX2 && dt == DT_FP32)
        sn = mm32f_avx2(mx, d, a, b, (uint32_t)s, n, &done);
    else if (fast_isa() >= FAST_ISA_AVX2)
        sn = minmax_avx2(bits, mx, d, a, b, s, n, am, na, q, di->canonical_nan, &done);
    else
#endif
        sn = minmax_base(bits, mx, d, a, b, s, n, am, na, q, di->canonical_nan, &done);
    if (sn) *flags |= NUM_NV;
    size_t esz = bits / 8u;
    for (size_t i = done; i < n; i++) {
        uint64_t x = 0, y = s, r;
        memcpy(&x, a + i * esz, esz);
        if (b) memcpy(&y, b + i * esz, esz);
        r = mx ? num_fmax(dt, x, y, flags) : num_fmin(dt, x, y, flags);
        memcpy(d + i * esz, &r, esz);
    }
}

/* ---- host floating point (x86-64) ----------------------------------------------- */

#if FAST_X86

typedef struct fjob {
    unsigned eop;
    uint8_t *d;
    const uint8_t *a, *b;
    uint64_t s;
    size_t n;
    unsigned extra; /* out: flags found outside MXCSR (BF16 narrowing) */
} fjob;

/* The VFIXUPIMM table (AVX-512) that makes NaN results canonical in one
 * instruction: a NaN (tokens 0 and 1, quiet and signalling) takes the first
 * operand, the canonical NaN; every other class (tokens 2-7: zero, one,
 * the infinities, negative and positive values) keeps its value. */
enum { FIXUP_NAN_TO_FIRST = 0x11111100 };


/* One step of L lanes at element i; the full-width loops load and store
 * directly, the tail (at most one step) goes through LOAD_PAD/STORE_PART. */
#define FLOAT_STEP(VF, VI, T, CNAN, OPEXPR, LOAD, STORE)                                \
    do {                                                                               \
        VF x, y = ys;                                                                  \
        LOAD(x, a_, i, n_, sizeof(T));                                                 \
        if (HAS_B) LOAD(y, b_, i, n_, sizeof(T));                                      \
        VF r = OPEXPR;                                                                 \
        VI ri = CANONF(VF, VI, r, CNAN);                                               \
        STORE(d_, ri, i, n_, sizeof(T));                                               \
    } while (0)
/* A NaN lane of r made CNAN: by compare and select, or on AVX-512 by one
 * VFIXUPIMM with suppressed exceptions (FIXUP_NAN_TO_FIRST), which raises
 * no status bit the operation's flags would then include. */
#define CANON_SELECT(VF, VI, r, CNAN) (((VI)(r) & ~(VI)((r) != (r))) | ((VI)((r) != (r)) & (CNAN)))
#define CANON_FIXUP_PS(VF, VI, r, CNAN)                                                \
    (VI) _mm512_fixupimm_round_ps(_mm512_castsi512_ps(_mm512_set1_epi32((int)(CNAN))), (__m512)(r), \
                                  _mm512_set1_epi32(FIXUP_NAN_TO_FIRST), 0, _MM_FROUND_NO_EXC)
#define CANON_FIXUP_PD(VF, VI, r, CNAN)                                                \
    (VI) _mm512_fixupimm_round_pd(_mm512_castsi512_pd(_mm512_set1_epi64((long long)(CNAN))), (__m512d)(r), \
                                  _mm512_set1_epi64(FIXUP_NAN_TO_FIRST), 0, _MM_FROUND_NO_EXC)


/* The job's pointers and count as locals, and the scalar in every lane
 * (set lane by lane, not as 0 + sv, which would turn -0 into +0). */
#define FLOAT_JOB_VARS(VF, T)                                                          \
    uint8_t *restrict d_ = j->d;                                                       \
    const uint8_t *a_ = j->a, *b_ = j->b;                                              \
    const size_t n_ = j->n;                                                            \
    T sv;                                                                              \
    memcpy(&sv, &j->s, sizeof(T));                                                     \
    VF ys;                                                                             \
    for (size_t k_ = 0; k_ < sizeof(VF) / sizeof(T); k_++) ys[k_] = sv

/* The loop over whole vectors (four an iteration), then the tail. */
#define FLOAT_RUN(VF, VI, T, CNAN, OPEXPR)                                             \
    RUN_BY_FOUR(L, n_, FLOAT_STEP(VF, VI, T, CNAN, OPEXPR, LOAD_FULL, STORE_FULL),      \
                FLOAT_STEP(VF, VI, T, CNAN, OPEXPR, LOAD_PAD, STORE_PART))

#define FLOAT_LOOP(VF, VI, T, CNAN, OPEXPR)                                            \
    do {                                                                               \
        enum { L = sizeof(VF) / sizeof(T) };                                           \
        FLOAT_JOB_VARS(VF, T);                                                         \
        size_t i = 0;                                                                  \
        if (b_) {                                                                      \
            enum { HAS_B = 1 };                                                        \
            FLOAT_RUN(VF, VI, T, CNAN, OPEXPR);                                        \
        } else {                                                                       \
            enum { HAS_B = 0 };                                                        \
            FLOAT_RUN(VF, VI, T, CNAN, OPEXPR);                                        \
        }                                                                              \
    } while (0)

#define FLOAT_OPS(VF, VI, T, CNAN)                                                     \
    switch (j->eop) {                                                                  \
    case E_ADD: FLOAT_LOOP(VF, VI, T, CNAN, x + y); break;                             \
    case E_SUB: FLOAT_LOOP(VF, VI, T, CNAN, x - y); break;                             \
    case E_MUL: FLOAT_LOOP(VF, VI, T, CNAN, x * y); break;                             \
    default: FLOAT_LOOP(VF, VI, T, CNAN, x / y); break;                                \
    }

#define CANONF CANON_SELECT
AI void f32_body(fjob *j) { FLOAT_OPS(vf32, vu32, float, 0x7FC00000u) }
AI void f64_body(fjob *j) { FLOAT_OPS(vf64, vu64, double, 0x7FF8000000000000u) }
#undef CANONF
#if FAST_X86
/* The same with 64-byte vectors (the AVX-512 forms) */
AVX512_BEGIN
#define CANONF CANON_FIXUP_PS
TARGET_AVX512 NOINLINE static void f32_avx512(fjob *j) { FLOAT_OPS(vf32w, vu32w, float, 0x7FC00000u) }
#undef CANONF
#define CANONF CANON_FIXUP_PD
TARGET_AVX512 NOINLINE static void f64_avx512(fjob *j) { FLOAT_OPS(vf64w, vu64w, double, 0x7FF8000000000000u) }
#undef CANONF
AVX512_END

/* Without flags, in any caller environment: the AVX-512 operations with
 * embedded rounding and suppressed exceptions ({rn-sae}) round to nearest
 * even whatever MXCSR's rounding control, raise no status bit and trap
 * whatever its masks, so they need MXCSR neither read nor written (a read,
 * STMXCSR, costs about 5 ns on the AMD EPYC hosts ptosim is measured on).
 * Only FTZ and DAZ still apply to them; rn_sae_plain tests both at once
 * through one such add (2 x the smallest subnormal is 2 x that subnormal
 * unless DAZ zeroes the operands or FTZ the result), and the caller falls
 * back to the switching kernels when either is on.  A NaN result becomes
 * the canonical NaN through VFIXUPIMM with suppressed exceptions (CANON),
 * one instruction where a compare and a mask move were two (a 1,024-element
 * TADD through tile.h took 2 ns less, and the checked kernels below, which
 * need neither, 7 ns less); on these hosts an integer or plain instruction
 * that takes an {rn-sae} result made the loop twice as slow.
 *
 * Add and subtract serve a call that wants flags the same way when inexact
 * is among the flags its caller already holds (fast_fenv.known): then only
 * NV and OF could add anything (DZ never; UF never, as a sum below the
 * smallest normal is exact), and each shows in the result, NV as a NaN and
 * OF as an infinity.  The checked kernels sum r x 0 over the lanes, which
 * stays zero unless some r is a NaN or an infinity (four sums, so that
 * their latency hides behind the loop); when one is, the caller runs the
 * call again with the flags read from MXCSR (so they store their NaNs as
 * they come: a call with one runs again).  Through tile.h a 32-element
 * TSUBS takes 6 ns less this way (two MXCSR reads saved) and a 1,024-element
 * one 1 to 4 ns less.  On a host with full-width 512-bit units (AMD family
 * 26) the check costs about 3 ns per 1,024 elements, more than the MXCSR
 * way saves on long runs; on one that splits them in two (family 25) the
 * MXCSR way is the slower one at every length (a 4,096-element TSUBS 238
 * against 210 ns, a 16,384-element one 1,223 against 1,203).  They serve
 * bundles of at most RN_CHECKED_MAX elements, a 64 KiB FP32 tile on one PE,
 * which costs the first kind of host at most 3 ns per 1,024.  After a call
 * that had to run again, the next RN_SKIP calls of the machine go the
 * MXCSR way at once (fast_fenv.skip), so that data that often hold NaNs or
 * infinities pay the check once in 64 calls, not a second run each time.
 *
 * Before the caller holds inexact (a machine that has never raised it, or
 * whose results have all been exact), FP32 and FP64 bundles of at most
 * RN_FIND_MAX bytes take a third kernel, which also finds inexact: it or's
 * the bits of each lane's TwoSum error (exactly x + y - r when r is
 * finite; zero exactly when r is exact) and reports NX where any is
 * nonzero but for the sign.  TwoSum is five more operations a vector, so
 * this pays only on short runs: on the family 25 host a 32-element TSUBS
 * through tile.h on exact differences took 42 ns against 66 the MXCSR way,
 * 256 elements 61 against 70, but 512 elements 87 against 80 and 4,096
 * elements 470 against 240.  FP16 bundles of at most RN_FIND16_MAX bytes
 * take h16_rnx (below), which tells an inexact narrowing apart from an
 * exact one with two more subtractions and compares a vector: a 64-element
 * TSUBS on exact differences through tile.h took 45 ns against 62 the
 * MXCSR way, 128 elements 52 against 59, but 256 elements 69 against 64
 * and 512 elements 106 against 78 (minima over six processes). */
#define RN_SAE (_MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC)
TARGET_AVX512 AI bool rn_sae_plain(void)
{
    __m128i t = _mm_cvtsi32_si128(1);
    __asm__("" : "+v"(t)); /* not folded at compile time: the probe is of this MXCSR */
    __m128 r = _mm_add_round_ss(_mm_castsi128_ps(t), _mm_castsi128_ps(t), RN_SAE);
    return _mm_cvtsi128_si32(_mm_castps_si128(r)) == 2;
}
/* One vector at element i (TAIL: under lane mask tm_): the operation and
 * its NaN results made canonical. */
#define RN_STEP(OPF, LOADX, LOADY, STORE)                                               \
    do {                                                                                \
        MT r_ = OPF(LOADX(a_ + i * ESZ), LOADY, RN_SAE);                                \
        STORE(d_ + i * ESZ, CANON(r_));                                                 \
    } while (0)
/* The whole vectors from i, four a step (STEPM(OPF, K, AT, YV): the
 * vector at element AT with second operand YV, K its accumulator in the
 * checked loop), then one at a time.  With one a step, a 1,024-element
 * FP32 TADD through tile.h took 7 ns more (the same kernel called alone,
 * in a loop of its own, did not show it). */
#define RN_FOUR(STEPM, OPF, YAT)                                                        \
    do {                                                                                \
        for (; i + 4 * L <= n_; i += 4 * L) {                                           \
            STEPM(OPF, 0, i, YAT(i));                                                   \
            STEPM(OPF, 1, i + L, YAT(i + L));                                           \
            STEPM(OPF, 2, i + 2 * L, YAT(i + 2 * L));                                   \
            STEPM(OPF, 3, i + 3 * L, YAT(i + 3 * L));                                   \
        }                                                                               \
        for (; i + L <= n_; i += L) STEPM(OPF, 0, i, YAT(i));                           \
    } while (0)
/* The second operand at element at: from b, or the scalar in every lane. */
#define RN_YB(at) LOADU(b_ + (at) * ESZ)
#define RN_YS(at) ys
#define RN_STEP_AT(OPF, K, AT, YV)                                                      \
    do {                                                                                \
        MT r_ = OPF(LOADU(a_ + (AT) * ESZ), YV, RN_SAE);                                \
        STOREU(d_ + (AT) * ESZ, CANON(r_));                                             \
    } while (0)
#define RN_LOOP(OPF)                                                                    \
    do {                                                                                \
        size_t i = 0;                                                                   \
        if (b_) RN_FOUR(RN_STEP_AT, OPF, RN_YB);                                        \
        else RN_FOUR(RN_STEP_AT, OPF, RN_YS);                                           \
        if (i < n_) {                                                                   \
            MASKT tm_ = (MASKT)((1u << (n_ - i)) - 1u);                                 \
            RN_STEP(OPF, TAIL_LOAD, b_ ? TAIL_LOAD(b_ + i * ESZ) : ys, TAIL_STORE);     \
        }                                                                               \
    } while (0)
/* The kernel: false, running nothing, when FTZ or DAZ is on. */
#define RN_KERNEL(SFX)                                                                  \
    if (!rn_sae_plain()) return false;                                                  \
    uint8_t *d_ = j->d;                                                                 \
    const uint8_t *a_ = j->a, *b_ = j->b;                                               \
    const size_t n_ = j->n;                                                             \
    const MT ys = SET1_BITS(j->s), rn_cnan = SET1_BITS(RN_CNAN);                        \
    const __m512i nan_to_cnan = RN_CAT(_mm512_set1_epi, RN_BITS)(FIXUP_NAN_TO_FIRST);   \
    switch (j->eop) {                                                                   \
    case E_ADD: RN_LOOP(_mm512_add_round_##SFX); break;                                 \
    case E_SUB: RN_LOOP(_mm512_sub_round_##SFX); break;                                 \
    case E_MUL: RN_LOOP(_mm512_mul_round_##SFX); break;                                 \
    default: RN_LOOP(_mm512_div_round_##SFX); break;                                    \
    }                                                                                   \
    return true

enum { RN_CHECKED_MAX = 16384, RN_FIND_MAX = 1024, RN_FIND16_MAX = 256, RN_SKIP = 63 };
/* The checked loop: RN_PLAIN (no lane a NaN or an infinity), RN_AGAIN (some
 * lane is: run again with flags), RN_NONE (FTZ or DAZ is on: ran nothing). */
enum { RN_PLAIN, RN_AGAIN, RN_NONE };
/* With NXC, TwoSum's error of r = x + yy (yy: y, or -y for a subtract, the
 * same r; Knuth: bb = r - x, err = (x - (r - bb)) + (yy - bb) is exactly
 * x + yy - r when r is finite) is or'd into e##K: its bits but for the
 * sign are nonzero in some lane exactly when some finite result is
 * inexact. */
#define RN_CERR(K, X, Y, R)                                                             \
    do {                                                                                \
        if (NXC) {                                                                      \
            MT yy_ = XOR_BITS(Y, negy), bb_ = SUB_RN(R, X);                             \
            MT err_ = ADD_RN(SUB_RN(X, SUB_RN(R, bb_)), SUB_RN(yy_, bb_));              \
            e##K = _mm512_or_si512(e##K, RN_CAT(_mm512_cast, RN_CAT(RN_SFX, _si512))(err_)); \
        }                                                                               \
    } while (0)
#define RN_CSTEP(OPF, K, AT, YV)                                                        \
    do {                                                                                \
        MT x_ = LOADU(a_ + (AT) * ESZ), y_ = YV, r_ = OPF(x_, y_, RN_SAE);              \
        c##K = FMA_SAE(r_, zero, c##K);                                                 \
        RN_CERR(K, x_, y_, r_);                                                         \
        STOREU(d_ + (AT) * ESZ, r_); /* a NaN in it runs the call again */              \
    } while (0)
#define RN_CHECKED(OPF)                                                                 \
    do {                                                                                \
        if (b_) RN_FOUR(RN_CSTEP, OPF, RN_YB);                                          \
        else RN_FOUR(RN_CSTEP, OPF, RN_YS);                                             \
        if (i < n_) {                                                                   \
            MASKT tm_ = (MASKT)((1u << (n_ - i)) - 1u);                                 \
            /* the absent lanes are 0 + 0 or 0 - ys: exact, and NaN-free but where \
             * ys is a NaN or an infinity, which a live lane meets too */             \
            MT x_ = TAIL_LOAD(a_ + i * ESZ), y_ = b_ ? TAIL_LOAD(b_ + i * ESZ) : ys, r_ = OPF(x_, y_, RN_SAE); \
            c0 = MASK3_FMA_SAE(r_, zero, c0, tm_); /* the live lanes only */            \
            RN_CERR(0, x_, y_, r_);                                                     \
            TAIL_STORE(d_ + i * ESZ, r_);                                               \
        }                                                                               \
    } while (0)
/* RN_PLAIN with j->extra NUM_NX (NXC) where some result is inexact. */
#define RN_CHECKED_KERNEL(SFX)                                                          \
    if (!rn_sae_plain()) return RN_NONE;                                                \
    uint8_t *d_ = j->d;                                                                 \
    const uint8_t *a_ = j->a, *b_ = j->b;                                               \
    const size_t n_ = j->n;                                                             \
    const MT ys = SET1_BITS(j->s), zero = SET1_BITS(0);                                 \
    const MT negy = j->eop == E_SUB ? SET1_BITS((RN_INT)RN_SIGN) : zero;                \
    const __m512i nosign = RN_CAT(_mm512_set1_epi, RN_BITS)((RN_INT)~RN_SIGN);          \
    MT c0 = zero, c1 = zero, c2 = zero, c3 = zero;                                      \
    __m512i e0 = _mm512_setzero_si512(), e1 = e0, e2 = e0, e3 = e0;                     \
    (void)negy, (void)nosign, (void)e1, (void)e2, (void)e3;                             \
    size_t i = 0;                                                                       \
    if (j->eop == E_ADD) RN_CHECKED(_mm512_add_round_##SFX);                            \
    else RN_CHECKED(_mm512_sub_round_##SFX);                                            \
    MT c_ = _mm512_add_round_##SFX(_mm512_add_round_##SFX(c0, c1, RN_SAE), _mm512_add_round_##SFX(c2, c3, RN_SAE), RN_SAE); \
    if (CMP_UNORD(c_)) return RN_AGAIN;                                                 \
    if (NXC && RN_CAT(RN_CAT(_mm512_test_epi, RN_BITS), _mask)(_mm512_or_si512(_mm512_or_si512(e0, e1), _mm512_or_si512(e2, e3)), nosign)) \
        j->extra |= NUM_NX;                                                             \
    return RN_PLAIN

/* The element type's forms, from RN_SFX (ps, pd), RN_BITS (32, 64) and RN_CNAN. */
#define RN_CAT_(a, b) a##b
#define RN_CAT(a, b) RN_CAT_(a, b)
#define LOADU(p) RN_CAT(_mm512_loadu_, RN_SFX)((const void *)(p))
#define STOREU(p, v) RN_CAT(_mm512_storeu_, RN_SFX)((void *)(p), v)
#define TAIL_LOAD(p) RN_CAT(_mm512_maskz_loadu_, RN_SFX)(tm_, (const void *)(p))
#define TAIL_STORE(p, v) RN_CAT(_mm512_mask_storeu_, RN_SFX)((void *)(p), tm_, v)
#define RN_INT RN_CAT(RN_CAT(int, RN_BITS), _t)
#define RN_SIGN ((RN_CAT(RN_CAT(uint, RN_BITS), _t))1 << (RN_BITS - 1))
#define SET1_BITS(s) RN_CAT(_mm512_castsi512_, RN_SFX)(RN_CAT(_mm512_set1_epi, RN_BITS)((RN_INT)(s)))
#define XOR_BITS(v, w) RN_CAT(_mm512_castsi512_, RN_SFX)(_mm512_xor_si512(RN_CAT(_mm512_cast, RN_CAT(RN_SFX, _si512))(v), RN_CAT(_mm512_cast, RN_CAT(RN_SFX, _si512))(w)))
#define ADD_RN(v, w) RN_CAT(_mm512_add_round_, RN_SFX)(v, w, RN_SAE)
#define SUB_RN(v, w) RN_CAT(_mm512_sub_round_, RN_SFX)(v, w, RN_SAE)
/* a NaN result made rn_cnan (FIXUP_NAN_TO_FIRST) */
#define CANON(r) RN_CAT(_mm512_fixupimm_round_, RN_SFX)(rn_cnan, r, nan_to_cnan, 0, _MM_FROUND_NO_EXC)
#define CMP_UNORD(r) RN_CAT(RN_CAT(_mm512_cmp_round_, RN_SFX), _mask)(r, r, _CMP_UNORD_Q, _MM_FROUND_NO_EXC)
#define FMA_SAE(p, q, c) RN_CAT(_mm512_fmadd_round_, RN_SFX)(p, q, c, RN_SAE)
#define MASK3_FMA_SAE(p, q, c, m) RN_CAT(_mm512_mask3_fmadd_round_, RN_SFX)(p, q, c, m, RN_SAE)

/* The three kernels of an element type: MTY its vectors, MASKTY its lane
 * masks, LANES its lanes. */
#define RN_FUNCS(NAME_RN, NAME_RNC, NAME_RNX, MTY, MASKTY, LANES, SFX)                            \
    TARGET_AVX512 NOINLINE static bool NAME_RN(fjob *j)                                 \
    {                                                                                   \
        typedef MTY MT;                                                                 \
        typedef MASKTY MASKT;                                                           \
        enum { L = LANES, ESZ = 64 / LANES };                                           \
        RN_KERNEL(SFX);                                                                 \
    }                                                                                   \
    TARGET_AVX512 NOINLINE static int NAME_RNC(fjob *j)                                 \
    {                                                                                   \
        typedef MTY MT;                                                                 \
        typedef MASKTY MASKT;                                                           \
        enum { L = LANES, ESZ = 64 / LANES, NXC = 0 };                                  \
        RN_CHECKED_KERNEL(SFX);                                                         \
    }                                                                                   \
    TARGET_AVX512 NOINLINE static int NAME_RNX(fjob *j)                                 \
    {                                                                                   \
        typedef MTY MT;                                                                 \
        typedef MASKTY MASKT;                                                           \
        enum { L = LANES, ESZ = 64 / LANES, NXC = 1 };                                  \
        RN_CHECKED_KERNEL(SFX);                                                         \
    }

AVX512_BEGIN
#define RN_SFX ps
#define RN_BITS 32
#define RN_CNAN 0x7FC00000u
RN_FUNCS(f32_rn_avx512, f32_rnc_avx512, f32_rnx_avx512, __m512, __mmask16, 16, ps)
#undef RN_SFX
#undef RN_BITS
#undef RN_CNAN
#define RN_SFX pd
#define RN_BITS 64
#define RN_CNAN 0x7FF8000000000000u
RN_FUNCS(f64_rn_avx512, f64_rnc_avx512, f64_rnx_avx512, __m512d, __mmask8, 8, pd)
#undef RN_SFX
#undef RN_BITS
#undef RN_CNAN
AVX512_END
#undef LOADU
#undef STOREU
#undef TAIL_LOAD
#undef TAIL_STORE
#undef SET1_BITS
#undef RN_INT
#undef RN_SIGN
#undef XOR_BITS
#undef ADD_RN
#undef SUB_RN
#undef CANON
#undef CMP_UNORD
#undef FMA_SAE
#undef MASK3_FMA_SAE
#undef RN_FUNCS
#endif

/* FP32/FP64 add and subtract with the flags found without MXCSR's status
 * bits (used when the caller's status bits are already set, so that they
 * cannot tell which flags this kernel raised).  With RNE and no FTZ/DAZ:
 *   NV  a signalling NaN operand, or a NaN from non-NaN operands (inf - inf);
 *   OF  an infinite result from finite operands (then NX too);
 *   NX  a finite result with a nonzero TwoSum error (Knuth: r = x + y,
 *       b = r - x, e = (x - (r - b)) + (y - b) is exact when r is finite);
 *   UF  never: a sum in the subnormal range is exact (so is TwoSum's e). */
#define FLOAT_SW_STEP(VF, VI, T, CNAN, QB, ABS, INF, LOAD, STORE)                              \
    do {                                                                                       \
        VF x, y = ys;                                                                          \
        LOAD(x, a_, i, n_, sizeof(T));                                                         \
        if (HAS_B) LOAD(y, b_, i, n_, sizeof(T));                                              \
        VF yy = SUB ? -y : y;                                                                  \
        VF r = x + yy, bb = r - x, err = (x - (r - bb)) + (yy - bb);                           \
        VI xi, yi, rbits;                                                                      \
        memcpy(&xi, &x, 32);                                                                   \
        memcpy(&yi, &y, 32);                                                                   \
        memcpy(&rbits, &r, 32);                                                                \
        VI xn = (VI)((xi & ABS) > INF), yn = (VI)((yi & ABS) > INF);                           \
        VI rn = (VI)((rbits & ABS) > INF), rinf = (VI)((rbits & ABS) == INF);                  \
        VI fin_in = (VI)((xi & ABS) < INF) & (VI)((yi & ABS) < INF);                           \
        /* one accumulator: QB = signalling operand, 1 = NV, 2 = OF, 4 = NX */                 \
        acc |= (((xn & ~xi) | (yn & ~yi)) & QB) | (rn & ~xn & ~yn & 1) | (rinf & fin_in & 2) | \
               ((VI)(err != 0) & ~rn & ~rinf & 4);                                             \
        VI ri = (rbits & ~rn) | (rn & CNAN);                                                   \
        STORE(d_, ri, i, n_, sizeof(T));                                                       \
    } while (0)

#define FLOAT_SW_LOOP(VF, VI, T, CNAN, QB, ABS, INF, HB, SB)                                   \
    do {                                                                                       \
        enum { HAS_B = HB, SUB = SB };                                                         \
        for (; i + 32 / sizeof(T) <= n_; i += 32 / sizeof(T))                                  \
            FLOAT_SW_STEP(VF, VI, T, CNAN, QB, ABS, INF, LOAD_FULL, STORE_FULL);               \
        if (i < n_) FLOAT_SW_STEP(VF, VI, T, CNAN, QB, ABS, INF, LOAD_PAD, STORE_PART);        \
    } while (0)

#define FLOAT_SW_BODY(VF, VI, T, CNAN, QB, ABS, INF)                                           \
    do {                                                                                       \
        FLOAT_JOB_VARS(VF, T);                                                                 \
        VI acc = (VI){0};                                                                      \
        size_t i = 0;                                                                          \
        bool sub_ = j->eop == E_SUB;                                                           \
        if (b_) {                                                                              \
            if (sub_) FLOAT_SW_LOOP(VF, VI, T, CNAN, QB, ABS, INF, 1, 1);                      \
            else FLOAT_SW_LOOP(VF, VI, T, CNAN, QB, ABS, INF, 1, 0);                           \
        } else {                                                                               \
            if (sub_) FLOAT_SW_LOOP(VF, VI, T, CNAN, QB, ABS, INF, 0, 1);                      \
            else FLOAT_SW_LOOP(VF, VI, T, CNAN, QB, ABS, INF, 0, 0);                           \
        }                                                                                      \
        unsigned e = 0;                                                                        \
        for (size_t k_ = 0; k_ < 32 / sizeof(T); k_++) {                                       \
            if (acc[k_] & (QB | 1)) e |= NUM_NV;                                               \
            if (acc[k_] & 2) e |= NUM_OF | NUM_NX;                                             \
            if (acc[k_] & 4) e |= NUM_NX;                                                      \
        }                                                                                      \
        j->extra = e;                                                                          \
    } while (0)

AI void f32_sw_body(fjob *j) { FLOAT_SW_BODY(vf32, vs32, float, 0x7FC00000, 0x00400000, 0x7FFFFFFF, 0x7F800000); }
AI void f64_sw_body(fjob *j)
{
    FLOAT_SW_BODY(vf64, vs64, double, 0x7FF8000000000000, 0x0008000000000000, 0x7FFFFFFFFFFFFFFF,
                  0x7FF0000000000000);
}

/* BF16: add, subtract, multiply and divide through one binary32 operation
 * and one RNE narrowing in integer arithmetic ((u + 0x7FFF + bit 16) >> 16;
 * NX where the low 16 bits are nonzero, OF where a finite binary32 value
 * narrows to infinity).  BF16 and binary32 share the exponent range, and
 * 24 >= 2*8 + 2, so the double rounding is innocuous wherever the true
 * result is at least 2^-126 (normal in both); there MXCSR's NV, DZ, OF and
 * NX of the binary32 operation are the exact core's (an inexact binary32
 * result is an inexact BF16 one, since BF16 values are binary32 values).
 *   add, sub  a sum of two BF16 values below 2^-126 is exact (both lie on
 *             the 2^-133 grid), so every lane is fast and UF never occurs;
 *   mul       a product of two normal values with biased exponents summing
 *             to at least 128 is at least 2^-126;
 *   div       a quotient of two normal values with Ea - Eb >= -124 is at
 *             least 2^-125.
 * A mul or div lane not covered (a nonzero subnormal operand, or normal
 * operands outside the bound: the true result may be tiny, where UF and
 * the rounding differ) computes 1.0 OP 1.0 in the vector, raising nothing,
 * and is redone by the exact core afterwards.  The AVX-512 form covers
 * more of mul (BF16W_STEP): every product exact in binary32, tiny ones
 * included, with UF from the result, and every other product of nonzero
 * finite values, which is below half the smallest subnormal, as a signed
 * zero with UF and NX, and it scales subnormal operands out of the host's
 * slow subnormal path (BF16W_SCALE); only div lanes go to the exact core
 * there. */
#define BF16_STEP(LOAD, STORE)                                                              \
    do {                                                                                    \
        vh8 ha, hb;                                                                         \
        LOAD(ha, a_, i, n_, 2);                                                             \
        vu32 xa = __builtin_convertvector(ha, vu32) << 16, xb = sv;                         \
        if (HAS_B) {                                                                        \
            LOAD(hb, b_, i, n_, 2);                                                         \
            xb = __builtin_convertvector(hb, vu32) << 16;                                   \
        }                                                                                   \
        vu32 slow = (vu32){0};                                                              \
        if (OPC == (int)E_MUL || OPC == (int)E_DIV) {                                       \
            vu32 ea = (xa >> 23) & 0xFFu, eb = (xb >> 23) & 0xFFu;                          \
            vu32 nza = (vu32)((xa & 0x7FFFFFFFu) != 0), nzb = (vu32)((xb & 0x7FFFFFFFu) != 0); \
            slow = (nza & (vu32)(ea == 0)) | (nzb & (vu32)(eb == 0));                       \
            if (OPC == (int)E_MUL) slow |= nza & nzb & (vu32)(ea + eb < 128u);              \
            else slow |= (vu32)(ea - 1u < 254u) & (vu32)(eb - 1u < 254u) & (vu32)(ea + 124u < eb); \
            xa = (slow & 0x3F800000u) | (~slow & xa);                                       \
            xb = (slow & 0x3F800000u) | (~slow & xb);                                       \
        }                                                                                   \
        vf32 fa, fb;                                                                        \
        memcpy(&fa, &xa, 32);                                                               \
        memcpy(&fb, &xb, 32);                                                               \
        vf32 r = OPC == (int)E_DIV ? fa / fb : OPC == (int)E_MUL ? fa * fb : OPC == (int)E_SUB ? fa - fb : fa + fb; \
        vu32 u, nan = (vu32)(r != r);                                                       \
        memcpy(&u, &r, 32);                                                                 \
        vu32 rounded = (u + 0x7FFFu + ((u >> 16) & 1u)) >> 16;                              \
        vu32 res = (rounded & ~nan) | (nan & 0x7FC0u);                                      \
        nx |= ~nan & (vu32)((u & 0xFFFFu) != 0);                                            \
        of |= (vu32)((res & 0x7FFFu) == 0x7F80u) & (vu32)((u & 0x7FFFFFFFu) != 0x7F800000u); \
        vh8 out = __builtin_convertvector(res, vh8);                                        \
        STORE(d_, out, i, n_, 2);                                                           \
        if (OPC == (int)E_MUL || OPC == (int)E_DIV) {                                       \
            unsigned sm_ = 0;                                                               \
            for (unsigned k_ = 0; k_ < 8; k_++) sm_ |= (slow[k_] & 1u) << k_;               \
            if (sm_) ex |= bf16_redo((unsigned)OPC, d_, a_, HAS_B ? b_ : NULL, j->s, i, n_, sm_); \
        }                                                                                   \
    } while (0)

/* R = X OP Y in float lanes, OP E_ADD..E_DIV, with the intrinsics of PFX
 * (_mm256, _mm512). */
#define VEC_ARITH(PFX, OP, X, Y, R)                                                         \
    switch ((int)(OP)) {                                                                    \
    case E_ADD: (R) = PFX##_add_ps(X, Y); break;                                            \
    case E_SUB: (R) = PFX##_sub_ps(X, Y); break;                                            \
    case E_MUL: (R) = PFX##_mul_ps(X, Y); break;                                            \
    default: (R) = PFX##_div_ps(X, Y); break;                                               \
    }
/* The same in 512-bit vectors with {rn-sae} (RN_SAE). */
#define VEC_ARITH_RN(OP, X, Y, R)                                                           \
    switch ((int)(OP)) {                                                                    \
    case E_ADD: (R) = _mm512_add_round_ps(X, Y, RN_SAE); break;                             \
    case E_SUB: (R) = _mm512_sub_round_ps(X, Y, RN_SAE); break;                             \
    case E_MUL: (R) = _mm512_mul_round_ps(X, Y, RN_SAE); break;                             \
    default: (R) = _mm512_div_round_ps(X, Y, RN_SAE); break;                                \
    }

/* The four arithmetic operations of a job, each as LOOP(HB, operation), and
 * the loop of whole STEPs of W elements with one padded tail step (the
 * FP16 and BF16 kernels of every level). */
#define ARITH_OPS(LOOP, HB)                                                                 \
    switch (j->eop) {                                                                       \
    case E_ADD: LOOP(HB, E_ADD); break;                                                     \
    case E_SUB: LOOP(HB, E_SUB); break;                                                     \
    case E_MUL: LOOP(HB, E_MUL); break;                                                     \
    default: LOOP(HB, E_DIV); break;                                                        \
    }
#define STEPS(W, STEP)                                                                      \
    do {                                                                                    \
        for (; i + (W) <= n_; i += (W)) STEP(LOAD_FULL, STORE_FULL);                        \
        if (i < n_) STEP(LOAD_PAD, STORE_PART);                                             \
    } while (0)

#define BF16_LOOP(HB, OP)                                                                   \
    do {                                                                                    \
        enum { HAS_B = HB };                                                                \
        const int OPC = (int)(OP);                                                          \
        STEPS(8, BF16_STEP);                                                                \
    } while (0)

/* The lanes of one step marked slow (bit k: element i + k), through the
 * exact core; returns their flags. */
static unsigned bf16_redo(unsigned eop, uint8_t *d, const uint8_t *a, const uint8_t *b, uint64_t s, size_t i,
                          size_t n, unsigned slow)
{
    unsigned f = 0;
    for (unsigned k = 0; k < 16 && i + k < n; k++) {
        if (!((slow >> k) & 1u)) continue;
        uint16_t x, y = (uint16_t)s, r;
        memcpy(&x, a + (i + k) * 2, 2);
        if (b) memcpy(&y, b + (i + k) * 2, 2);
        r = (uint16_t)(eop == E_DIV ? num_fdiv(DT_BF16, x, y, NUM_RM_RNE, &f)
                                    : num_fmul(DT_BF16, x, y, NUM_RM_RNE, &f));
        memcpy(d + (i + k) * 2, &r, 2);
    }
    return f;
}

#define BF16_OPS(HB) ARITH_OPS(BF16_LOOP, HB)

AI void bf16_body(fjob *j)
{
    vu32 nx = (vu32){0}, of = (vu32){0};
    const vu32 sv = (vu32){0} + ((uint32_t)(j->s & 0xFFFFu) << 16);
    uint8_t *restrict d_ = j->d;
    const uint8_t *a_ = j->a, *b_ = j->b;
    const size_t n_ = j->n;
    size_t i = 0;
    unsigned ex = 0;
    if (b_) {
        BF16_OPS(1)
    } else {
        BF16_OPS(0)
    }
    unsigned e = ex;
    for (unsigned k = 0; k < 8; k++) {
        if (nx[k]) e |= NUM_NX;
        if (of[k]) e |= NUM_OF | NUM_NX;
    }
    j->extra = e;
}

/* The same rule with AVX2 intrinsics, 16 elements per step.  Slow lanes
 * are found on the 16-bit encodings (exponent field bits 14:7) and set to
 * 1.0 (0x3F80) there; unpacking with zero then puts each value in the top
 * half of a 32-bit lane (elements 0-3 and 8-11 in the low unpack, 4-7 and
 * 12-15 in the high one) and the unsigned saturating pack of the two
 * narrowed halves restores the order.  A NaN result keeps its low 16 bits
 * zero (binary32 NaNs made from BF16 operands, or the default NaN), so the
 * narrowing leaves it a BF16 NaN, made canonical after the pack, and adds
 * no NX: NX is any nonzero low half.  OF of the narrowing: a finite
 * magnitude in [0x7F7F8000, 0x7F800000), found with one signed compare
 * after adding 0x00808000 (which maps exactly that range to the lowest
 * signed values). */
#define BF16X_HALF(XA, XB, R)                                                               \
    do {                                                                                    \
        __m256 fa_ = _mm256_castsi256_ps(XA), fb_ = _mm256_castsi256_ps(XB), r_;            \
        VEC_ARITH(_mm256, OPC, fa_, fb_, r_);                                               \
        __m256i u_ = _mm256_castps_si256(r_);                                               \
        __m256i odd_ = _mm256_and_si256(_mm256_srli_epi32(u_, 16), one1);                   \
        (R) = _mm256_srli_epi32(_mm256_add_epi32(_mm256_add_epi32(u_, half), odd_), 16);    \
        nxacc = _mm256_or_si256(nxacc, u_);                                                 \
        __m256i t_ = _mm256_add_epi32(_mm256_and_si256(u_, abs32), ofbias);                 \
        ofacc = _mm256_or_si256(ofacc, _mm256_cmpgt_epi32(oflim, t_));                      \
    } while (0)

#define BF16X_STEP(LOAD, STORE)                                                             \
    do {                                                                                    \
        __m256i ha, hb = sv, rl, rh;                                                        \
        LOAD(ha, a_, i, n_, 2);                                                             \
        if (HAS_B) LOAD(hb, b_, i, n_, 2);                                                  \
        unsigned m_ = 0;                                                                    \
        if (OPC == (int)E_MUL || OPC == (int)E_DIV) {                                       \
            const __m256i z16 = _mm256_setzero_si256(), e8 = _mm256_set1_epi16(0xFF);       \
            __m256i ea = _mm256_and_si256(_mm256_srli_epi16(ha, 7), e8);                    \
            __m256i eb = _mm256_and_si256(_mm256_srli_epi16(hb, 7), e8);                    \
            __m256i za = _mm256_cmpeq_epi16(_mm256_and_si256(ha, abs16), z16);              \
            __m256i zb = _mm256_cmpeq_epi16(_mm256_and_si256(hb, abs16), z16);              \
            __m256i sl = _mm256_or_si256(_mm256_andnot_si256(za, _mm256_cmpeq_epi16(ea, z16)), \
                                         _mm256_andnot_si256(zb, _mm256_cmpeq_epi16(eb, z16))); \
            if (OPC == (int)E_MUL) {                                                        \
                __m256i lo = _mm256_cmpgt_epi16(_mm256_set1_epi16(128), _mm256_add_epi16(ea, eb)); \
                sl = _mm256_or_si256(sl, _mm256_andnot_si256(_mm256_or_si256(za, zb), lo)); \
            } else {                                                                        \
                __m256i fina = _mm256_andnot_si256(_mm256_cmpeq_epi16(ea, e8), _mm256_cmpgt_epi16(ea, z16)); \
                __m256i finb = _mm256_andnot_si256(_mm256_cmpeq_epi16(eb, e8), _mm256_cmpgt_epi16(eb, z16)); \
                __m256i lo = _mm256_cmpgt_epi16(eb, _mm256_add_epi16(ea, _mm256_set1_epi16(124))); \
                sl = _mm256_or_si256(sl, _mm256_and_si256(_mm256_and_si256(fina, finb), lo)); \
            }                                                                               \
            m_ = (unsigned)_mm256_movemask_epi8(sl); /* two bits an element */              \
            if (m_) {                                                                       \
                const __m256i one16 = _mm256_set1_epi16(0x3F80);                            \
                ha = _mm256_blendv_epi8(ha, one16, sl);                                     \
                hb = _mm256_blendv_epi8(hb, one16, sl);                                     \
            }                                                                               \
        }                                                                                   \
        BF16X_HALF(_mm256_unpacklo_epi16(zero, ha), _mm256_unpacklo_epi16(zero, hb), rl);   \
        BF16X_HALF(_mm256_unpackhi_epi16(zero, ha), _mm256_unpackhi_epi16(zero, hb), rh);   \
        __m256i out = _mm256_packus_epi32(rl, rh);                                          \
        __m256i isnan = _mm256_cmpgt_epi16(_mm256_and_si256(out, abs16), inf16);            \
        out = _mm256_blendv_epi8(out, cnan, isnan);                                         \
        STORE(d_, out, i, n_, 2);                                                           \
        if (m_) {                                                                           \
            unsigned sm_ = 0;                                                               \
            for (unsigned k_ = 0; k_ < 16; k_++) sm_ |= ((m_ >> (2u * k_)) & 1u) << k_;     \
            ex |= bf16_redo((unsigned)OPC, d_, a_, HAS_B ? b_ : NULL, j->s, i, n_, sm_);    \
        }                                                                                   \
    } while (0)

#define BF16X_LOOP(HB, OP)                                                                  \
    do {                                                                                    \
        enum { HAS_B = HB, OPC = OP };                                                      \
        STEPS(16, BF16X_STEP);                                                              \
    } while (0)

#define BF16X_OPS(HB) ARITH_OPS(BF16X_LOOP, HB)

TARGET_AVX2 NOINLINE static void bf16_avx2(fjob *j)
{
    const __m256i zero = _mm256_setzero_si256(), one1 = _mm256_set1_epi32(1), half = _mm256_set1_epi32(0x7FFF);
    const __m256i abs32 = _mm256_set1_epi32(0x7FFFFFFF), ofbias = _mm256_set1_epi32(0x00808000);
    const __m256i oflim = _mm256_set1_epi32((int)0x80008000u);
    const __m256i abs16 = _mm256_set1_epi16(0x7FFF), inf16 = _mm256_set1_epi16(0x7F80);
    const __m256i cnan = _mm256_set1_epi16(0x7FC0);
    const __m256i sv = _mm256_set1_epi16((short)(uint16_t)(j->s & 0xFFFFu));
    __m256i nxacc = zero, ofacc = zero;
    uint8_t *restrict d_ = j->d;
    const uint8_t *a_ = j->a, *b_ = j->b;
    const size_t n_ = j->n;
    size_t i = 0;
    unsigned ex = 0;
    if (b_) {
        BF16X_OPS(1)
    } else {
        BF16X_OPS(0)
    }
    unsigned e = ex;
    nxacc = _mm256_and_si256(nxacc, _mm256_set1_epi32(0xFFFF));
    if (!_mm256_testz_si256(nxacc, nxacc)) e |= NUM_NX;
    if (!_mm256_testz_si256(ofacc, ofacc)) e |= NUM_OF | NUM_NX;
    j->extra = e;
}

/* The same with AVX-512: 32 elements a step.  The unpacks and the pack
 * work within each 128-bit lane as in the AVX2 form, so they still undo
 * each other; the lane tests are masks. */
/* MUL: a subnormal operand (the other one normal, or zero, infinite or a
 * NaN: two subnormals are lanes sl) would send the multiply through the
 * host's slow subnormal path.  It enters as m x 2^-69 instead of m x 2^-133
 * (m its 7 fraction bits; int to float and a multiply by 2^-69, both exact
 * and normal), so that a finite nonzero product is exactly 2^64 times the
 * true one, which is exact in binary32 (BF16W_STEP), and its binary32 bits
 * are found in integers: 64 off the exponent, or, below the normal range,
 * the significand shifted right (no bit is lost, the product being exact).
 * On hosts that multiply subnormal operands at full speed the direct forms
 * (SCALED 0, host_subnormals_free) leave them as they are: the product is
 * the same exact binary32 value either way. */
#define BF16W_SUB(X) /* nonzero with a zero exponent */                                    \
    (_mm512_test_epi32_mask(X, abs32) & ~_mm512_test_epi32_mask(X, expf32))
#define BF16W_SCALE(X)                                                                      \
    _mm512_or_si512(_mm512_and_si512(X, sign32),                                            \
                    _mm512_castps_si512(_mm512_mul_ps(                                      \
                        _mm512_cvtepi32_ps(_mm512_and_si512(_mm512_srli_epi32(X, 16), frac7)), two_m69)))
#define BF16W_UNSCALE(U)                                                                    \
    _mm512_mask_mov_epi32(                                                                  \
        _mm512_or_si512(_mm512_and_si512(U, sign32),                                        \
                        _mm512_srlv_epi32(_mm512_or_si512(_mm512_and_si512(U, mant23), hidden), \
                                          _mm512_sub_epi32(e65, _mm512_srli_epi32(_mm512_and_si512(U, expf32), 23)))), \
        _mm512_cmpgt_epi32_mask(_mm512_and_si512(U, expf32), e64f), _mm512_sub_epi32(U, e64f))
#define BF16W_HALF(XA, XB, R)                                                               \
    do {                                                                                    \
        __m512i xa_ = (XA), xb_ = (XB);                                                     \
        __mmask16 sa_ = 0, sb_ = 0;                                                         \
        if (OPC == (int)E_MUL && subs) {                                                    \
            sa_ = BF16W_SUB(xa_), sb_ = BF16W_SUB(xb_);                                     \
            if (sa_) xa_ = _mm512_mask_mov_epi32(xa_, sa_, BF16W_SCALE(xa_));               \
            if (sb_) xb_ = _mm512_mask_mov_epi32(xb_, sb_, BF16W_SCALE(xb_));               \
        }                                                                                   \
        __m512 fa_ = _mm512_castsi512_ps(xa_), fb_ = _mm512_castsi512_ps(xb_), r_;          \
        if (RNK) { /* through a VFIXUPIMM (bf16_rn: why); its binary32 NaN narrows to    \
                    * the canonical BF16 NaN, which NaN results get below anyway */          \
            VEC_ARITH_RN(OPC, fa_, fb_, r_);                                                \
            r_ = _mm512_castsi512_ps(CANON_FIXUP_PS(__m512, __m512i, r_, 0x7FC00000u));    \
        } else {                                                                            \
            VEC_ARITH(_mm512, OPC, fa_, fb_, r_);                                           \
        }                                                                                   \
        __m512i u_ = _mm512_castps_si512(r_);                                               \
        if (OPC == (int)E_MUL && (sa_ | sb_)) { /* finite nonzero products of scaled lanes */ \
            __mmask16 fx_ = (__mmask16)((sa_ | sb_) & _mm512_test_epi32_mask(u_, abs32) &   \
                                        _mm512_cmplt_epu32_mask(_mm512_and_si512(u_, abs32), expf32)); \
            u_ = _mm512_mask_mov_epi32(u_, fx_, BF16W_UNSCALE(u_));                         \
        }                                                                                   \
        __m512i odd_ = _mm512_and_si512(_mm512_srli_epi32(u_, 16), one1);                   \
        (R) = _mm512_srli_epi32(_mm512_add_epi32(_mm512_add_epi32(u_, half), odd_), 16);    \
        if (WANT) {                                                                         \
            nxacc = _mm512_or_si512(nxacc, u_);                                             \
            __m512i t_ = _mm512_add_epi32(_mm512_and_si512(u_, abs32), ofbias);             \
            ofacc |= _mm512_cmpgt_epi32_mask(oflim, t_);                                    \
            if (OPC == (int)E_MUL) /* tiny after rounding to 8 bits, and inexact */         \
                ufacc |= _mm512_cmplt_epu32_mask(_mm512_and_si512(u_, abs32), tinylim) &    \
                         _mm512_test_epi32_mask(u_, low16);                                 \
        }                                                                                   \
    } while (0)

#define BF16W_STEP(LOAD, STORE)                                                             \
    do {                                                                                    \
        __m512i ha, hb = sv, rl, rh;                                                        \
        LOAD(ha, a_, i, n_, 2);                                                             \
        if (HAS_B) LOAD(hb, b_, i, n_, 2);                                                  \
        __mmask32 sl = 0, subs = 0; /* MUL: subs, lanes with one subnormal operand */      \
        __m512i tz = zero; /* MUL: the signed zeros of lanes sl */                          \
        if (OPC == (int)E_MUL || OPC == (int)E_DIV) {                                       \
            const __m512i z16 = _mm512_setzero_si512(), e8 = _mm512_set1_epi16(0xFF);       \
            __m512i ea = _mm512_and_si512(_mm512_srli_epi16(ha, 7), e8);                    \
            __m512i eb = _mm512_and_si512(_mm512_srli_epi16(hb, 7), e8);                    \
            __mmask32 za = _mm512_cmpeq_epi16_mask(_mm512_and_si512(ha, abs16), z16);       \
            __mmask32 zb = _mm512_cmpeq_epi16_mask(_mm512_and_si512(hb, abs16), z16);       \
            if (OPC == (int)E_MUL) {                                                        \
                /* a product is exact in binary32 when its quantum, 2^(max(Ea,1) - 134) x    \
                 * 2^(max(Eb,1) - 134), is at least 2^-149 (its significand has at most    \
                 * 16 bits); then the narrowing is its only rounding, and UF is found    \
                 * from its result (BF16W_HALF).  A product of nonzero finite values     \
                 * with a smaller quantum is below 2^16 x 2^-150 = 2^-134, half the       \
                 * smallest subnormal: it rounds to a signed zero, inexact and tiny      \
                 * (lanes sl, set after the arithmetic) */                               \
                const __m512i one16e = _mm512_set1_epi16(1);                                \
                __m512i qs = _mm512_add_epi16(_mm512_max_epu16(ea, one16e), _mm512_max_epu16(eb, one16e)); \
                sl = ~(za | zb) & _mm512_cmpgt_epi16_mask(_mm512_set1_epi16(119), qs);      \
                if (sl) tz = _mm512_and_si512(_mm512_xor_si512(ha, hb), _mm512_set1_epi16((short)0x8000)); \
                if (SCALED)                                                                 \
                    subs = ((~za & _mm512_cmpeq_epi16_mask(ea, z16)) | (~zb & _mm512_cmpeq_epi16_mask(eb, z16))) & ~sl; \
            } else {                                                                        \
                sl = (~za & _mm512_cmpeq_epi16_mask(ea, z16)) | (~zb & _mm512_cmpeq_epi16_mask(eb, z16)); \
                __mmask32 fina = ~_mm512_cmpeq_epi16_mask(ea, e8) & _mm512_cmpgt_epi16_mask(ea, z16); \
                __mmask32 finb = ~_mm512_cmpeq_epi16_mask(eb, e8) & _mm512_cmpgt_epi16_mask(eb, z16); \
                sl |= fina & finb &                                                         \
                      _mm512_cmpgt_epi16_mask(eb, _mm512_add_epi16(ea, _mm512_set1_epi16(124))); \
            }                                                                               \
            if (sl) {                                                                       \
                const __m512i one16 = _mm512_set1_epi16(0x3F80);                            \
                ha = _mm512_mask_mov_epi16(ha, sl, one16);                                  \
                hb = _mm512_mask_mov_epi16(hb, sl, one16);                                  \
            }                                                                               \
        }                                                                                   \
        BF16W_HALF(_mm512_unpacklo_epi16(zero, ha), _mm512_unpacklo_epi16(zero, hb), rl);   \
        BF16W_HALF(_mm512_unpackhi_epi16(zero, ha), _mm512_unpackhi_epi16(zero, hb), rh);   \
        __m512i out = _mm512_packus_epi32(rl, rh);                                          \
        out = _mm512_mask_mov_epi16(out, _mm512_cmpgt_epi16_mask(_mm512_and_si512(out, abs16), inf16), cnan); \
        if (sl && OPC == (int)E_MUL) {                                                      \
            out = _mm512_mask_mov_epi16(out, sl, tz);                                       \
            ex |= NUM_UF | NUM_NX;                                                          \
        }                                                                                   \
        STORE(d_, out, i, n_, 2);                                                           \
        if (sl && OPC == (int)E_DIV) {                                                      \
            ex |= bf16_redo((unsigned)OPC, d_, a_, HAS_B ? b_ : NULL, j->s, i, n_, (unsigned)(sl & 0xFFFFu)); \
            ex |= bf16_redo((unsigned)OPC, d_, a_, HAS_B ? b_ : NULL, j->s, i + 16, n_, (unsigned)(sl >> 16)); \
        }                                                                                   \
    } while (0)

#define BF16W_LOOP(HB, OP)                                                                  \
    do {                                                                                    \
        enum { HAS_B = HB, OPC = OP };                                                      \
        STEPS(32, BF16W_STEP);                                                              \
    } while (0)

#define BF16W_OPS(HB) ARITH_OPS(BF16W_LOOP, HB)

AVX512_BEGIN
/* The kernel's body: WANT 0 finds no flags (the calls without them, D6);
 * RN 1 rounds the binary32 operation by {rn-sae} (bf16_rn), not by MXCSR. */
#define BF16W_KERNEL(W, SC, RN)                                                                                  \
    enum { WANT = W, SCALED = SC, RNK = RN };                                                                    \
    const __m512i zero = _mm512_setzero_si512(), one1 = _mm512_set1_epi32(1), half = _mm512_set1_epi32(0x7FFF);  \
    const __m512i abs32 = _mm512_set1_epi32(0x7FFFFFFF), ofbias = _mm512_set1_epi32(0x00808000);                 \
    const __m512i oflim = _mm512_set1_epi32((int)0x80008000u);                                                   \
    const __m512i abs16 = _mm512_set1_epi16(0x7FFF), inf16 = _mm512_set1_epi16(0x7F80);                          \
    const __m512i cnan = _mm512_set1_epi16(0x7FC0);                                                              \
    const __m512i sv = _mm512_set1_epi16((short)(uint16_t)(j->s & 0xFFFFu));                                     \
    /* below 2^-126 x (1 - 2^-9), a binary32 value rounds to 8 bits below 2^-126 */                              \
    const __m512i tinylim = _mm512_set1_epi32(0x007FC000), low16 = _mm512_set1_epi32(0xFFFF);                    \
    /* BF16W_SCALE / BF16W_UNSCALE */                                                                            \
    const __m512i sign32 = _mm512_set1_epi32((int)0x80000000u), expf32 = _mm512_set1_epi32(0x7F800000);          \
    const __m512i frac7 = _mm512_set1_epi32(0x7F), mant23 = _mm512_set1_epi32(0x007FFFFF);                       \
    const __m512i hidden = _mm512_set1_epi32(0x00800000), e64f = _mm512_set1_epi32(64 << 23);                    \
    const __m512i e65 = _mm512_set1_epi32(65);                                                                   \
    const __m512 two_m69 = _mm512_castsi512_ps(_mm512_set1_epi32((127 - 69) << 23));                             \
    __m512i nxacc = zero;                                                                                        \
    __mmask16 ofacc = 0, ufacc = 0;                                                                              \
    uint8_t *restrict d_ = j->d;                                                                                 \
    const uint8_t *a_ = j->a, *b_ = j->b;                                                                        \
    const size_t n_ = j->n;                                                                                      \
    size_t i = 0;                                                                                                \
    unsigned ex = 0;                                                                                             \
    if (b_) {                                                                                                    \
        BF16W_OPS(1)                                                                                             \
    } else {                                                                                                     \
        BF16W_OPS(0)                                                                                             \
    }                                                                                                            \
    unsigned e = ex;                                                                                             \
    if (_mm512_test_epi32_mask(nxacc, _mm512_set1_epi32(0xFFFF))) e |= NUM_NX;                                   \
    if (ofacc) e |= NUM_OF | NUM_NX;                                                                             \
    if (ufacc) e |= NUM_UF;                                                                                      \
    j->extra = e;
TARGET_AVX512 NOINLINE static void bf16_avx512(fjob *j) { BF16W_KERNEL(1, 1, 0) }
TARGET_AVX512 NOINLINE static void bf16_avx512_nf(fjob *j) { BF16W_KERNEL(0, 1, 0) }
/* The forms that multiply subnormal operands as they are (fast_subnormal_direct). */
TARGET_AVX512 NOINLINE static void bf16_avx512_d(fjob *j) { BF16W_KERNEL(1, 0, 0) }
TARGET_AVX512 NOINLINE static void bf16_avx512_nf_d(fjob *j) { BF16W_KERNEL(0, 0, 0) }
/* Without flags and without MXCSR, as the FP32 {rn-sae} kernels: the
 * binary32 operation rounds to nearest even with suppressed exceptions
 * whatever MXCSR's rounding and masks, and the narrowing is in integers, so
 * neither reads MXCSR; false, running nothing, under FTZ or DAZ
 * (rn_sae_plain), which would still flush the binary32 operands and
 * results, and for runs of more than FAST_BF16_RN_MAX elements.
 *
 * The {rn-sae} result goes through a VFIXUPIMM with suppressed exceptions
 * (CANON_FIXUP_PS) before the narrowing's integer operations take it: fed
 * to them directly, a 128-element TADD through tile.h took 70-75 ns in
 * most processes and 30 in a few on the family 26 host (the same kernel
 * in a loop of its own did not show it); with the VFIXUPIMM, 30-31 in
 * most and up to 40 in a few (the medians of ten processes), against
 * 40-47 for the MXCSR way.  The VFIXUPIMM is two more
 * operations a step, which long runs pay: through tile.h, 64 elements 27
 * ns against 39 the MXCSR way, 256 36 against 45, 1,024 75 against 80,
 * 2,048 level (129 ns), 4,096 236 against 227, 32,768 1,769 against 1,617;
 * hence FAST_BF16_RN_MAX. */
TARGET_AVX512 NOINLINE static void bf16_rn_s(fjob *j) { BF16W_KERNEL(0, 1, 1) }
TARGET_AVX512 NOINLINE static void bf16_rn_d(fjob *j) { BF16W_KERNEL(0, 0, 1) }
TARGET_AVX512 static bool bf16_rn(fjob *j)
{
    if (j->n > FAST_BF16_RN_MAX || !rn_sae_plain()) return false;
    if (j->eop == E_MUL && fast_subnormal_direct()) bf16_rn_d(j);
    else bf16_rn_s(j);
    return true;
}
AVX512_END
#undef BF16W_KERNEL
#undef BF16W_SUB
#undef BF16W_SCALE
#undef BF16W_UNSCALE
#undef BF16W_HALF
#undef BF16W_STEP
#undef BF16W_LOOP
#undef BF16W_OPS

NOINLINE static void f32_base(fjob *j) { f32_body(j); }
NOINLINE static void f64_base(fjob *j) { f64_body(j); }
NOINLINE static void bf16_base(fjob *j) { bf16_body(j); }
TARGET_AVX2 NOINLINE static void f32_avx2(fjob *j) { f32_body(j); }
TARGET_AVX2 NOINLINE static void f64_avx2(fjob *j) { f64_body(j); }
NOINLINE static void f32_sw_base(fjob *j) { f32_sw_body(j); }
NOINLINE static void f64_sw_base(fjob *j) { f64_sw_body(j); }
TARGET_AVX2 NOINLINE static void f32_sw_avx2(fjob *j) { f32_sw_body(j); }
TARGET_AVX2 NOINLINE static void f64_sw_avx2(fjob *j) { f64_sw_body(j); }

/* FP16 through F16C: 8 elements per step. */
#define FP16_STEP(LOAD, STORE)                                                              \
    do {                                                                                    \
        __m128i ha, hb;                                                                     \
        LOAD(ha, a_, i, n_, 2);                                                             \
        __m256 fa = _mm256_cvtph_ps(ha), fb = sv, r;                                        \
        if (HAS_B) {                                                                        \
            LOAD(hb, b_, i, n_, 2);                                                         \
            fb = _mm256_cvtph_ps(hb);                                                       \
        }                                                                                   \
        VEC_ARITH(_mm256, EOP, fa, fb, r);                                                  \
        r = _mm256_blendv_ps(r, cnf, _mm256_cmp_ps(r, r, _CMP_UNORD_Q)); /* -> 0x7E00 */   \
        __m128i h = _mm256_cvtps_ph(r, _MM_FROUND_TO_NEAREST_INT);                          \
        STORE(d_, h, i, n_, 2);                                                             \
    } while (0)

#define FP16_LOOP(HB, OPC)                                                                  \
    do {                                                                                    \
        enum { HAS_B = HB, EOP = OPC };                                                     \
        STEPS(8, FP16_STEP);                                                                \
    } while (0)

#define FP16_OPS(HB) ARITH_OPS(FP16_LOOP, HB)

TARGET_AVX2 NOINLINE static void fp16_avx2(fjob *j)
{
    const __m256 sv = _mm256_cvtph_ps(_mm_set1_epi16((short)(j->s & 0xFFFFu)));
    /* a NaN result becomes binary32's quiet NaN 0x7FC00000 before the
     * conversion, which makes it FP16's canonical 0x7E00 and raises nothing */
    const __m256 cnf = _mm256_castsi256_ps(_mm256_set1_epi32(0x7FC00000));
    uint8_t *restrict d_ = j->d;
    const uint8_t *a_ = j->a, *b_ = j->b;
    const size_t n_ = j->n;
    size_t i = 0;
    if (b_) {
        FP16_OPS(1)
    } else {
        FP16_OPS(0)
    }
}

/* The same with AVX-512: 16 elements per step, the NaN results replaced by
 * VFIXUPIMMPS with suppressed exceptions (FIXUP_NAN_TO_FIRST). */
#define FP16W_STEP(LOAD, STORE)                                                             \
    do {                                                                                    \
        __m256i ha, hb;                                                                     \
        LOAD(ha, a_, i, n_, 2);                                                             \
        __m512 fa = _mm512_cvtph_ps(ha), fb = sv, r;                                        \
        if (HAS_B) {                                                                        \
            LOAD(hb, b_, i, n_, 2);                                                         \
            fb = _mm512_cvtph_ps(hb);                                                       \
        }                                                                                   \
        VEC_ARITH(_mm512, EOP, fa, fb, r);                                                  \
        r = _mm512_fixupimm_round_ps(cnf, r, nan_to_cnf, 0, _MM_FROUND_NO_EXC); /* -> 0x7E00 */ \
        __m256i h = _mm512_cvtps_ph(r, _MM_FROUND_TO_NEAREST_INT);                          \
        __asm__("" : "+v"(h)); /* converted in a register, then stored: see H16_STEP */     \
        STORE(d_, h, i, n_, 2);                                                             \
    } while (0)

#define FP16W_LOOP(HB, OPC)                                                                 \
    do {                                                                                    \
        enum { HAS_B = HB, EOP = OPC };                                                     \
        STEPS(16, FP16W_STEP);                                                              \
    } while (0)

#define FP16W_OPS(HB) ARITH_OPS(FP16W_LOOP, HB)

AVX512_BEGIN
TARGET_AVX512 NOINLINE static void fp16_avx512(fjob *j)
{
    const __m512 sv = _mm512_cvtph_ps(_mm256_set1_epi16((short)(j->s & 0xFFFFu)));
    const __m512 cnf = _mm512_castsi512_ps(_mm512_set1_epi32(0x7FC00000));
    const __m512i nan_to_cnf = _mm512_set1_epi32(FIXUP_NAN_TO_FIRST);
    uint8_t *restrict d_ = j->d;
    const uint8_t *a_ = j->a, *b_ = j->b;
    const size_t n_ = j->n;
    size_t i = 0;
    if (b_) {
        FP16W_OPS(1)
    } else {
        FP16W_OPS(0)
    }
}

/* FP16 without MXCSR (AVX-512), as the FP32 {rn-sae} kernels above: both
 * conversions with suppressed exceptions, the binary32 operation with
 * {rn-sae}, the narrowing with RNE and suppressed exceptions.  FTZ and DAZ
 * (rn_sae_plain) send the call back to fp16_avx512.  Values made from FP16
 * operands are never binary32 subnormals (sums are multiples of 2^-24,
 * products at least 2^-48, quotients at least 2^-40).
 *   h16_rn    without flags: a NaN result becomes binary32's quiet NaN
 *             by VFIXUPIMMPS before the narrowing, which makes it FP16's
 *             canonical 0x7E00.
 *   h16_rnc   add and subtract with inexact already held (fast_fenv.known):
 *             only NV and OF could be new, and each leaves a NaN or an
 *             infinity in the destination: a NaN or infinite r, or one of
 *             magnitude 65520 or more, which the narrowing overflows.  The
 *             steps sum r x r in four sums (their latency hidden behind
 *             the loop), which reach a bound below 65520^2 when one is
 *             (a sum of squares is never below its terms; larger data may
 *             reach it without one, which costs only a second run); then
 *             the call is run again with MXCSR (RN_AGAIN), as for FP32,
 *             so its NaNs are left as they come.
 * Four steps an iteration, each narrowing in a register and then storing.
 * On the AMD EPYC hosts the memory form of VCVTPS2PH, a compare and mask
 * move per step, summing r x 0 to find NaNs, and integer checks of the
 * halves or of binary32 lanes each measured slower (4 KiB: 80 ns against
 * 96 for fp16_avx512's loop; in a tile.h call 118 ns against 145; an 8 KiB
 * TSUBS 155 ns against 190 with the halves' largest magnitude). */
#define H16_CVT(h) _mm512_cvt_roundph_ps(h, _MM_FROUND_NO_EXC)
/* VCVTPS2PH with RNE and {sae}, which the compilers' intrinsics cannot
 * write (their immediate is the rounding control only); a register form,
 * stored apart. */
TARGET_AVX512 AI __m256i h16_narrow(__m512 r)
{
    __m256i h;
    __asm__("vcvtps2ph $0, %{sae%}, %1, %0" : "=v"(h) : "v"(r));
    return h;
}
#define H16_FULL(p) H16_CVT(_mm256_loadu_si256((const void *)(p)))
/* the tail's absent lanes hold 1.0, which no operation makes special */
#define H16_TAIL(p) _mm512_mask_mov_ps(one, (__mmask16)tm_, H16_CVT(_mm512_castsi512_si256(_mm512_maskz_loadu_epi16(tm_, (const void *)(p)))))
#define H16_STORE_FULL(p, h) _mm256_storeu_si256((void *)(p), h)
#define H16_STORE_TAIL(p, h) _mm512_mask_storeu_epi16((void *)(p), tm_, _mm512_castsi256_si512(h))
/* With NXC (h16_rnx), the step also or's into e##K, in the lanes LIVE
 * keeps, whether the narrowed result h is inexact.  The exact value is
 * s = x + y (x - y for a subtract), and h = RN16(s) (the double rounding
 * through binary32 is innocuous).  With w = h widened, p = w - x (x - w)
 * and q = w - y (w + y) in binary32 are y and x exactly when h is s.  When
 * it is not, the error w - s is a nonzero multiple of the smaller
 * operand's binary16 quantum (s is a multiple of it and |w| is at least
 * that operand: a sum below it is exact, Sterbenz), 2^13 of its binary32
 * ulps, so the one of p and q that should be the smaller operand is not.
 * Compared as numbers (+0 = -0); a NaN or infinity runs the call again. */
#define H16_STEP(OPF, AT, K, LOADH, STOREH, LIVE)                                       \
    do {                                                                                \
        __m512 x_ = LOADH(a_ + 2 * (AT)), y_ = HAS_B ? LOADH(b_ + 2 * (AT)) : ys;       \
        __m512 r_ = OPF(x_, y_, RN_SAE);                                                \
        if (!CHECKED) r_ = _mm512_fixupimm_round_ps(cnan, r_, nan_to_cnan, 0, _MM_FROUND_NO_EXC); \
        __m256i h_ = h16_narrow(r_);                                                    \
        if (CHECKED) c##K = _mm512_fmadd_round_ps(r_, r_, c##K, RN_SAE);                 \
        if (NXC) {                                                                      \
            __m512 w_ = _mm512_cvt_roundph_ps(h_, _MM_FROUND_NO_EXC);                   \
            __m512 p_ = SUBOP ? _mm512_sub_round_ps(x_, w_, RN_SAE) : _mm512_sub_round_ps(w_, x_, RN_SAE); \
            __m512 q_ = SUBOP ? _mm512_add_round_ps(w_, y_, RN_SAE) : _mm512_sub_round_ps(w_, y_, RN_SAE); \
            e##K |= LIVE(_mm512_cmp_round_ps_mask(p_, y_, _CMP_NEQ_OQ, _MM_FROUND_NO_EXC) |    \
                         _mm512_cmp_round_ps_mask(q_, x_, _CMP_NEQ_OQ, _MM_FROUND_NO_EXC));    \
        }                                                                               \
        STOREH(d_ + 2 * (AT), h_);                                                      \
    } while (0)
#define H16_ALL(k) (k)
#define H16_LIVE(k) ((k) & (__mmask16)tm_)
#define H16_LOOP(OPF, HB, SUB)                                                          \
    do {                                                                                \
        enum { HAS_B = HB, SUBOP = SUB };                                               \
        size_t i = 0;                                                                   \
        for (; i + 64 <= n_; i += 64) {                                                 \
            H16_STEP(OPF, i, 0, H16_FULL, H16_STORE_FULL, H16_ALL);                     \
            H16_STEP(OPF, i + 16, 1, H16_FULL, H16_STORE_FULL, H16_ALL);                \
            H16_STEP(OPF, i + 32, 2, H16_FULL, H16_STORE_FULL, H16_ALL);                \
            H16_STEP(OPF, i + 48, 3, H16_FULL, H16_STORE_FULL, H16_ALL);                \
        }                                                                               \
        for (; i + 16 <= n_; i += 16) H16_STEP(OPF, i, 0, H16_FULL, H16_STORE_FULL, H16_ALL); \
        if (i < n_) {                                                                   \
            __mmask32 tm_ = (__mmask32)((1u << (n_ - i)) - 1u);                         \
            /* the absent lanes (1.0 op 1.0, or 1.0 op the scalar) may be inexact */   \
            H16_STEP(OPF, i, 1, H16_TAIL, H16_STORE_TAIL, H16_LIVE);                    \
        }                                                                               \
    } while (0)
#define H16_OPS(OPF, SUB)                                                               \
    do {                                                                                \
        if (b_) H16_LOOP(OPF, 1, SUB);                                                  \
        else H16_LOOP(OPF, 0, SUB);                                                     \
    } while (0)
#define H16_KERNEL                                                                      \
    if (!rn_sae_plain()) return RN_NONE;                                                \
    uint8_t *d_ = j->d;                                                                 \
    const uint8_t *a_ = j->a, *b_ = j->b;                                               \
    const size_t n_ = j->n;                                                             \
    const __m512 ys = H16_CVT(_mm256_set1_epi16((short)(j->s & 0xFFFFu)));              \
    const __m512 one = _mm512_set1_ps(1.0f);                                            \
    /* a NaN result becomes binary32's quiet NaN, FP16's 0x7E00 once narrowed */ \
    const __m512 cnan = _mm512_castsi512_ps(_mm512_set1_epi32(0x7FC00000));              \
    const __m512i nan_to_cnan = _mm512_set1_epi32(FIXUP_NAN_TO_FIRST);                   \
    __m512 c0 = _mm512_setzero_ps(), c1 = c0, c2 = c0, c3 = c0;                         \
    __mmask16 e0 = 0, e1 = 0, e2 = 0, e3 = 0;                                           \
    (void)cnan, (void)nan_to_cnan, (void)one, (void)c0, (void)c1, (void)c2, (void)c3;    \
    (void)e0, (void)e1, (void)e2, (void)e3;                                             \
    switch (j->eop) {                                                                   \
    case E_ADD: H16_OPS(_mm512_add_round_ps, 0); break;                                 \
    case E_SUB: H16_OPS(_mm512_sub_round_ps, 1); break;                                 \
    case E_MUL: H16_OPS(_mm512_mul_round_ps, 0); break;                                 \
    default: H16_OPS(_mm512_div_round_ps, 0); break;                                    \
    }

/* h16_rn in 256-bit halves, for runs of at least FAST_HALVES_MIN elements
 * where h16_halves says so.  On the family 19h hosts the 512-bit
 * conversions are the loop's bound, and two 256-bit ones are faster (1,024
 * elements of FP16 add in a loop of its own: 80 ns against 94 for
 * h16_rn's; 4,096: 320 against 380).  The 256-bit operations have no
 * embedded rounding: they round as MXCSR says and set its status bits.  So
 * the halves serve only a caller whose MXCSR has the default controls
 * (every exception masked, round to nearest even, neither FTZ nor DAZ),
 * under which each operation gives the {rn-sae} one's result (FP16
 * operands and results are never binary32 subnormals, h16_rn above), and
 * MXCSR is restored whole afterwards, its status bits as the caller left
 * them; else false, nothing written.  Reading and restoring MXCSR costs
 * more than shorter runs win back: an FP16 TADD through tile.h in halves
 * against h16_rn's loop took 55 ns against 48 at 256 elements and 73
 * against 71 at 512; at 1,024 116 against 121, at 2,048 197 against 215,
 * at 4,096 354 against 402 and at 16,384 1,339 against 1,555 (minima of 9
 * alternating processes pinned to one core). */
#define TARGET_AVX512VL __attribute__((target("avx512f,avx512bw,avx512vl,avx2,f16c")))
#define H16Y_STEP(OPF, AT, LOAD, STORE)                                                 \
    do {                                                                                \
        __m256 x_ = _mm256_cvtph_ps(LOAD(a_ + 2 * (AT))), y_ = HAS_B ? _mm256_cvtph_ps(LOAD(b_ + 2 * (AT))) : ys; \
        __m256 r_ = _mm256_fixupimm_ps(cnan, OPF(x_, y_), nan_to_cnan, 0);              \
        __m128i h_ = _mm256_cvtps_ph(r_, _MM_FROUND_TO_NEAREST_INT);                    \
        __asm__("" : "+v"(h_)); /* converted in a register, then stored: see H16_STEP */ \
        STORE(d_ + 2 * (AT), h_);                                                       \
    } while (0)
#define H16Y_LOAD(p) _mm_loadu_si128((const void *)(p))
#define H16Y_STORE(p, h) _mm_storeu_si128((void *)(p), h)
#define H16Y_LOAD_TAIL(p) _mm_maskz_loadu_epi16(tm_, (const void *)(p))
#define H16Y_STORE_TAIL(p, h) _mm_mask_storeu_epi16((void *)(p), tm_, h)
#define H16Y_LOOP(OPF, HB)                                                              \
    do {                                                                                \
        enum { HAS_B = HB };                                                            \
        size_t i = 0;                                                                   \
        for (; i + 16 <= n_; i += 16) {                                                 \
            H16Y_STEP(OPF, i, H16Y_LOAD, H16Y_STORE);                                   \
            H16Y_STEP(OPF, i + 8, H16Y_LOAD, H16Y_STORE);                               \
        }                                                                               \
        for (; i + 8 <= n_; i += 8) H16Y_STEP(OPF, i, H16Y_LOAD, H16Y_STORE);           \
        if (i < n_) {                                                                   \
            __mmask8 tm_ = (__mmask8)((1u << (n_ - i)) - 1u); /* absent lanes: 0 op 0 */ \
            H16Y_STEP(OPF, i, H16Y_LOAD_TAIL, H16Y_STORE_TAIL);                         \
        }                                                                               \
    } while (0)
#define H16Y_OPS(OPF)                                                                   \
    do {                                                                                \
        if (b_) H16Y_LOOP(OPF, 1);                                                      \
        else H16Y_LOOP(OPF, 0);                                                         \
    } while (0)
TARGET_AVX512VL NOINLINE static bool h16_rn_halves(fjob *j)
{
    unsigned saved = _mm_getcsr();
    if ((saved & 0xFFC0u) != 0x1F80u) return false;
    uint8_t *d_ = j->d;
    const uint8_t *a_ = j->a, *b_ = j->b;
    const size_t n_ = j->n;
    const __m256 ys = _mm256_cvtph_ps(_mm_set1_epi16((short)(j->s & 0xFFFFu)));
    const __m256 cnan = _mm256_castsi256_ps(_mm256_set1_epi32(0x7FC00000));
    const __m256i nan_to_cnan = _mm256_set1_epi32(FIXUP_NAN_TO_FIRST);
    switch (j->eop) {
    case E_ADD: H16Y_OPS(_mm256_add_ps); break;
    case E_SUB: H16Y_OPS(_mm256_sub_ps); break;
    case E_MUL: H16Y_OPS(_mm256_mul_ps); break;
    default: H16Y_OPS(_mm256_div_ps); break;
    }
    _mm_setcsr(saved);
    return true;
}
#undef H16Y_OPS
#undef H16Y_LOOP
#undef H16Y_STORE_TAIL
#undef H16Y_LOAD_TAIL
#undef H16Y_STORE
#undef H16Y_LOAD
#undef H16Y_STEP

TARGET_AVX512 NOINLINE static int h16_rn(fjob *j)
{
    enum { CHECKED = 0, NXC = 0 };
    if (j->n >= FAST_HALVES_MIN && h16_halves() && h16_rn_halves(j)) return RN_PLAIN;
    H16_KERNEL
    return RN_PLAIN;
}

/* (65520 - 2^-8)^2 < T < 65520^2, T = 65520^2 - 256 in binary32: the sum of
 * squares, never below any of its terms, reaches T when some |r| is 65520
 * or more (the narrowing's overflow threshold; 2^-8 is binary32's step
 * below it), and is a NaN or infinite when some r is. */
#define H16_CHECKED_END                                                                 \
    __m512 c_ = _mm512_add_round_ps(_mm512_add_round_ps(c0, c1, RN_SAE), _mm512_add_round_ps(c2, c3, RN_SAE), RN_SAE); \
    if (_mm512_cmp_round_ps_mask(c_, _mm512_set1_ps(4292870144.0f), _CMP_NLT_UQ, _MM_FROUND_NO_EXC)) return RN_AGAIN

TARGET_AVX512 NOINLINE static int h16_rnc(fjob *j)
{
    enum { CHECKED = 1, NXC = 0 };
    H16_KERNEL
    H16_CHECKED_END;
    return RN_PLAIN;
}

/* h16_rnc that also finds inexact (before the caller holds it): j->extra
 * NUM_NX where some lane's result is inexact.  Neither underflow nor a new
 * flag beside NX and those h16_rnc runs again for can come from an add or
 * sub of binary16 values: a result in the subnormal range is exact. */
TARGET_AVX512 NOINLINE static int h16_rnx(fjob *j)
{
    enum { CHECKED = 1, NXC = 1 };
    H16_KERNEL
    H16_CHECKED_END;
    if (e0 | e1 | e2 | e3) j->extra |= NUM_NX;
    return RN_PLAIN;
}
#undef H16_CHECKED_END
#undef H16_ALL
#undef H16_LIVE
#undef H16_CVT
#undef H16_FULL
#undef H16_TAIL
#undef H16_STORE_FULL
#undef H16_STORE_TAIL
#undef H16_STEP
#undef H16_LOOP
#undef H16_OPS
#undef H16_KERNEL
AVX512_END

/* MXCSR status bits as NUM_* flags. */
static unsigned mxcsr_flags(unsigned st)
{
    unsigned f = 0;
    if (st & 0x01u) f |= NUM_NV;
    if (st & 0x04u) f |= NUM_DZ;
    if (st & 0x08u) f |= NUM_OF;
    if (st & 0x10u) f |= NUM_UF;
    if (st & 0x20u) f |= NUM_NX;
    return f;
}

/* Runs fn with MXCSR = masked, RNE, no FTZ/DAZ, clear status; returns the
 * raised flags as NUM_* bits (none when !want) and leaves the caller's
 * MXCSR, status bits included, as it was.  Changing MXCSR and then reading
 * it back costs on the order of 100 ns on some hosts, so MXCSR is written
 * only when needed: when the caller's control bits are already 0x1F80 and
 * either no flags are wanted or no status bit is set yet, the kernel runs
 * in the caller's environment and only the status bits it raised are
 * cleared again.  sw, when given, computes the flags without MXCSR's status
 * bits (FLOAT_SW_BODY); it replaces the switch on short runs.  With env (a
 * bundle's calls), a needed switch is made once and kept until
 * fast_fenv_leave, which reads the flags of every switched call. */
/* A held environment (see fast_fenv) goes back to the caller's MXCSR. */
static void fenv_unhold(fast_fenv *e)
{
    if (!(e->state & FENV_HELD)) return;
    e->state &= (uint8_t)~FENV_HELD;
    csr_restore(e->saved);
}

/* The largest bundle (elements) whose flags, with status bits already set
 * in the caller's MXCSR, are computed in software rather than by switching
 * MXCSR (see run_mxcsr). */
enum { FAST_SW_FLAGS_MAX = 16 };

static unsigned run_mxcsr(void (*fn)(fjob *), void (*sw)(fjob *), fjob *j, bool want, fast_fenv *env)
{
    if (env && (env->state & FENV_SWITCHED)) {
        if (want) { /* MXCSR is already 0x1F80 plus this bundle's flags */
            fn(j);
            return j->extra;
        }
        env = NULL; /* a call without flags must not add to the switched calls' flags */
    } else if (env && (env->state & FENV_HELD)) {
        /* MXCSR: the caller's controls (0x1F80) and status bits, plus the
         * status bits earlier held calls raised, which leave clears */
        if (!want) {
            fn(j);
            return 0;
        }
        if (sw && env->total < FAST_SW_FLAGS_MAX && (env->saved & 0x3Fu)) { /* as the first call chose */
            sw(j);
            return j->extra;
        }
        fenv_unhold(env);
    }
    unsigned saved = _mm_getcsr(), st = 0;
    size_t work = env ? env->total : j->n;
    bool keep = env && !(env->state & FENV_QUIET); /* this bundle's later calls may share the environment */
    if ((saved & 0xFFC0u) == 0x1F80u && (!want || (saved & 0x3Fu) == 0)) {
        if (keep) {
            /* Without flags: hold (leave clears what the calls raised).  With
             * flags from clear status bits: the environment is already the
             * switched one, so the calls' flags are read once, at leave. */
            env->saved = saved;
            fn(j);
            if (!want) {
                env->state |= FENV_HELD;
                return 0;
            }
            env->state |= FENV_SWITCHED;
            return j->extra;
        }
        fn(j);
        if (want) st = _mm_getcsr();
        csr_restore(saved);
    } else if ((saved & 0xFFC0u) == 0x1F80u && sw && work < FAST_SW_FLAGS_MAX) {
        /* flags without the status bits: the software flags cost about
         * 0.4 ns per element more, an MXCSR switch (two writes and a read)
         * about 5 ns once (AMD EPYC, 2026-12) */
        sw(j);
        if (keep) {
            env->saved = saved;
            env->state |= FENV_HELD;
            return j->extra;
        }
        csr_restore(saved);
        return j->extra;
    } else if (env && want) { /* switch once for the rest of the bundle */
        _mm_setcsr(0x1F80u);
        env->saved = saved;
        env->state |= FENV_SWITCHED;
        fn(j);
        return j->extra;
    } else {
        _mm_setcsr(0x1F80u);
        fn(j);
        st = _mm_getcsr();
        _mm_setcsr(saved);
    }
    return want ? j->extra | mxcsr_flags(st) : 0;
}

#endif /* FAST_X86 */

/* ---- 8-bit floating formats: tables from the exact core -------------------------
 * Entry [a << 8 | b] = result | flags << 8. */
enum { T8_E4M3 = 0, T8_E5M2 = 1, T8_OPS = E_MIN + 1 };
static _Atomic(uint16_t *) table8[2][T8_OPS];

static uint16_t exact8(unsigned dt, unsigned eop, unsigned x, unsigned y)
{
    unsigned f = 0;
    uint64_t r;
    switch (eop) {
    case E_ADD: r = num_fadd(dt, x, y, NUM_RM_RNE, &f); break;
    case E_SUB: r = num_fsub(dt, x, y, NUM_RM_RNE, &f); break;
    case E_MUL: r = num_fmul(dt, x, y, NUM_RM_RNE, &f); break;
    case E_DIV: r = num_fdiv(dt, x, y, NUM_RM_RNE, &f); break;
    case E_MAX: r = num_fmax(dt, x, y, &f); break;
    default: r = num_fmin(dt, x, y, &f); break;
    }
    return (uint16_t)((r & 0xFFu) | (f << 8));
}

static const uint16_t *get_table8(unsigned dt, unsigned eop)
{
    unsigned t = dt == DT_E4M3 ? T8_E4M3 : T8_E5M2;
    uint16_t *tab = atomic_load_explicit(&table8[t][eop], memory_order_acquire);
    if (tab) return tab;
    uint16_t *fresh = malloc(65536u * sizeof *fresh);
    if (!fresh) return NULL;
    for (unsigned x = 0; x < 256; x++)
        for (unsigned y = 0; y < 256; y++) fresh[x << 8 | y] = exact8(dt, eop, x, y);
    uint16_t *expected = NULL;
    if (atomic_compare_exchange_strong_explicit(&table8[t][eop], &expected, fresh, memory_order_acq_rel,
                                                memory_order_acquire))
        return fresh;
    free(fresh); /* another thread published first */
    return expected;
}

/* Out of line: inlined into its caller the loop reloads its pointers from
 * the stack every element (15% slower at 64 KiB). */
NOINLINE static void table8_run(const uint16_t *restrict tab, uint8_t *restrict d, const uint8_t *a, const uint8_t *b,
                                uint64_t s, size_t n, unsigned *flags)
{
    unsigned f = 0;
    if (b) {
        for (size_t i = 0; i < n; i++) {
            uint16_t e = tab[(unsigned)a[i] << 8 | b[i]];
            d[i] = (uint8_t)e;
            f |= e;
        }
    } else {
        const uint16_t *col = tab + (s & 0xFFu);
        for (size_t i = 0; i < n; i++) {
            uint16_t e = col[(size_t)a[i] << 8];
            d[i] = (uint8_t)e;
            f |= e;
        }
    }
    *flags |= f >> 8;
}

bool fast_fenv_default(fast_fenv *e)
{
#if FAST_X86
    fenv_unhold(e);
    if (e->state & (FENV_SWITCHED | FENV_QUIET)) return true; /* the controls are already the default */
    unsigned saved = _mm_getcsr();
    e->saved = saved;
    e->state |= FENV_QUIET;
    if ((saved & 0xFFC0u) != 0x1F80u) _mm_setcsr(0x1F80u | (saved & 0x3Fu));
    return true;
#else
    (void)e;
    return false;
#endif
}

unsigned fast_fenv_leave_active(fast_fenv *e)
{
#if FAST_X86
    if (e->state & FENV_QUIET) {
        e->state &= (uint8_t)~FENV_QUIET;
        csr_restore(e->saved);
        return 0;
    }
    if (e->state & FENV_HELD) {
        fenv_unhold(e);
        return 0;
    }
#endif
    if (!(e->state & FENV_SWITCHED)) return 0;
    e->state &= (uint8_t)~FENV_SWITCHED;
#if FAST_X86
    unsigned st = _mm_getcsr();
    if (st != e->saved) _mm_setcsr(e->saved);
    return mxcsr_flags(st);
#else
    return 0;
#endif
}

bool fast_float_binary(unsigned dt, unsigned eop, uint8_t *d, const uint8_t *a, const uint8_t *b, uint64_t s,
                       size_t n, unsigned *flags)
{
    return fast_float_binary_env(dt, eop, d, a, b, s, n, flags, NULL);
}

#if FAST_X86
/* The {rn-sae} kernel without flags of type dt on job j (AVX-512): false,
 * touching nothing, where it declines (FTZ or DAZ; a BF16 run too long) or
 * dt has none.  Inline into each caller, as the switch was in each before
 * it was shared: out of line (with fast_float_rn taken into the commit's
 * memo by link-time optimisation), a 2 KiB FP32 TADD through tile.h took
 * 3-5 ns longer on family 26, the kernel's code being the same. */
static inline __attribute__((always_inline)) bool rn_run(unsigned dt, fjob *j)
{
    switch (dt) {
    case DT_FP32: return f32_rn_avx512(j);
    case DT_FP64: return f64_rn_avx512(j);
    case DT_FP16: return h16_rn(j) == RN_PLAIN;
    case DT_BF16: return bf16_rn(j);
    default: return false;
    }
}
#endif

bool fast_float_rn(unsigned dt, unsigned eop, uint8_t *d, const uint8_t *a, const uint8_t *b, uint64_t s, size_t n)
{
#if FAST_X86
    if (n == 0 || !fast_float_rn_covers(dt, eop, false, n)) return false;
    fjob j = {eop, d, a, b, s, n, 0};
    return rn_run(dt, &j);
#else
    (void)dt, (void)eop, (void)d, (void)a, (void)b, (void)s, (void)n;
    return false;
#endif
}

/* The n bytes at d and at p (NULL: none) do not overlap. */
static inline bool apart(const uint8_t *d, const uint8_t *p, size_t n)
{
    return !p || (uintptr_t)d + n <= (uintptr_t)p || (uintptr_t)p + n <= (uintptr_t)d;
}

#if FAST_X86
/* The checked {rn-sae} way of an FP32, FP64 or FP16 add or sub (AVX-512):
 * a destination apart from its operands (a call run again rereads them);
 * with inexact held, FP32 and FP64 in bundles of at most RN_CHECKED_MAX
 * elements (above) and FP16 in any; before, bundles of at most
 * RN_FIND_MAX bytes (FP16: RN_FIND16_MAX), whose kernels find it. */
static inline bool rn_held_serves(unsigned dt, const fjob *j, size_t total, unsigned known)
{
    size_t bytes = j->n * pto_dtypes[dt].bits / 8u;
    size_t find_max = dt == DT_FP16 ? RN_FIND16_MAX : RN_FIND_MAX;
    bool fits = known & NUM_NX ? dt == DT_FP16 || total <= RN_CHECKED_MAX : total * pto_dtypes[dt].bits <= 8u * find_max;
    return fits && apart(j->d, j->a, bytes) && apart(j->d, j->b, bytes);
}
/* Its kernel: with inexact held, the one that does not look for it; else
 * the one that finds it (TwoSum, or h16_rnx's narrowing test) and reports
 * it in j->extra. */
static inline int rn_held_run(unsigned dt, fjob *j, unsigned known)
{
    bool nx = (known & NUM_NX) != 0;
    if (dt == DT_FP32) return nx ? f32_rnc_avx512(j) : f32_rnx_avx512(j);
    if (dt == DT_FP64) return nx ? f64_rnc_avx512(j) : f64_rnx_avx512(j);
    return nx ? h16_rnc(j) : h16_rnx(j);
}
#endif

bool fast_float_rn_covers(unsigned dt, unsigned eop, bool held, size_t n)
{
    bool ops = held ? eop == E_ADD || eop == E_SUB : eop >= E_ADD && eop <= E_DIV;
    bool types = dt == DT_FP32 || dt == DT_FP64 || dt == DT_FP16 || (dt == DT_BF16 && !held && n <= FAST_BF16_RN_MAX);
    return FAST_X86 && ops && types && fast_isa() >= FAST_ISA_AVX512;
}

unsigned fast_float_rn_held(unsigned dt, unsigned eop, uint8_t *d, const uint8_t *a, const uint8_t *b, uint64_t s,
                            size_t n, size_t total, unsigned known, uint8_t *skip)
{
#if FAST_X86
    if (n == 0 || *skip || !fast_float_rn_covers(dt, eop, true, n)) return FAST_DECLINED;
    fjob j = {eop, d, a, b, s, n, 0};
    if (!rn_held_serves(dt, &j, total, known)) return FAST_DECLINED;
    int rn = rn_held_run(dt, &j, known);
    if (rn == RN_PLAIN) return j.extra;
    if (rn == RN_AGAIN) *skip = RN_SKIP + 1; /* the caller's next way takes one */
    return FAST_DECLINED;
#else
    (void)dt, (void)eop, (void)d, (void)a, (void)b, (void)s, (void)n, (void)total, (void)known, (void)skip;
    return FAST_DECLINED;
#endif
}

bool fast_float_binary_env(unsigned dt, unsigned eop, uint8_t *d, const uint8_t *a, const uint8_t *b, uint64_t s,
                           size_t n, unsigned *flags, fast_fenv *env)
{
    if (eop < E_ADD || eop > E_MIN || eop == E_REM || (eop > E_DIV && eop < E_MAX)) return false;
    bool want = flags != NULL;
    unsigned ignored = 0;
    if (!want) flags = &ignored;
    if (dt == DT_E4M3 || dt == DT_E5M2) {
        if (n == 0) return true;
        const uint16_t *tab = get_table8(dt, eop);
        if (!tab) return false;
        table8_run(tab, d, a, b, s, n, flags);
        return true;
    }
    if (eop == E_MAX || eop == E_MIN) {
        if (dt != DT_FP64 && dt != DT_FP32 && dt != DT_FP16 && dt != DT_BF16) return false;
        if (n) float_minmax(dt, eop == E_MAX, d, a, b, s, n, flags);
        return true;
    }
#if FAST_X86
    unsigned isa = fast_isa();
    if (isa < FAST_ISA_SSE2) return false;
    bool avx2 = isa >= FAST_ISA_AVX2, avx512 = isa >= FAST_ISA_AVX512;
    fjob j = {eop, d, a, b, s, n, 0};
    void (*fn)(fjob *) = NULL, (*sw)(fjob *) = NULL;
    bool addsub = eop == E_ADD || eop == E_SUB;
    switch (dt) {
    case DT_FP32:
        fn = avx512 ? f32_avx512 : avx2 ? f32_avx2 : f32_base;
        if (addsub) sw = avx2 ? f32_sw_avx2 : f32_sw_base;
        break;
    case DT_FP64:
        fn = avx512 ? f64_avx512 : avx2 ? f64_avx2 : f64_base;
        if (addsub) sw = avx2 ? f64_sw_avx2 : f64_sw_base;
        break;
    case DT_FP16: fn = avx512 ? fp16_avx512 : avx2 ? fp16_avx2 : NULL; break;
    case DT_BF16:
        if (avx512 && eop == E_MUL && fast_subnormal_direct()) fn = want ? bf16_avx512_d : bf16_avx512_nf_d;
        else fn = avx512 ? (want ? bf16_avx512 : bf16_avx512_nf) : avx2 ? bf16_avx2 : bf16_base;
        break;
    default: break;
    }
    if (!fn) return false;
    if (n == 0) return true;
    if (avx512 && !want && rn_run(dt, &j)) return true;
    /* with flags: FP32, FP64 and FP16 add and sub (BF16 has no checked way) */
    if (avx512 && want && addsub && dt != DT_BF16 && env && env->skip &&
        rn_held_serves(dt, &j, env->total, env->known)) {
        if (*env->skip) {
            --*env->skip;
        } else {
            int rn = rn_held_run(dt, &j, env->known);
            if (rn == RN_PLAIN) {
                *flags |= j.extra;
                return true;
            }
            if (rn == RN_AGAIN) *env->skip = RN_SKIP;
        }
    }
    *flags |= run_mxcsr(fn, sw, &j, want, env);
    return true;
#else
    (void)d, (void)a, (void)b, (void)s, (void)flags, (void)env;
    return false;
#endif
}

bool fast_host_call(void (*fn)(void *ctx), void *ctx, unsigned *flags, fast_fenv *env)
{
#if FAST_X86
    if (fast_isa() < FAST_ISA_SSE2) return false;
    bool want = flags != NULL;
    if (env) fenv_unhold(env);
    if (env && (env->state & FENV_SWITCHED)) { /* MXCSR is 0x1F80 plus this bundle's flags; leave reads them */
        fn(ctx);
        return true;
    }
    unsigned saved = _mm_getcsr(), st = 0;
    if ((saved & 0xFFC0u) == 0x1F80u && (!want || (saved & 0x3Fu) == 0)) {
        fn(ctx); /* the caller's environment: clear only what the kernel raised */
        if (want) st = _mm_getcsr();
        csr_restore(saved);
    } else if (env && want) { /* switch once for the rest of the bundle */
        _mm_setcsr(0x1F80u);
        env->saved = saved;
        env->state |= FENV_SWITCHED;
        fn(ctx);
        return true;
    } else {
        _mm_setcsr(0x1F80u);
        fn(ctx);
        st = _mm_getcsr();
        _mm_setcsr(saved);
    }
    if (want) *flags |= mxcsr_flags(st);
    return true;
#else
    (void)fn, (void)ctx, (void)flags, (void)env;
    return false;
#endif
}
