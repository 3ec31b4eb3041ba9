/* TABS, TNOT, TNEG and TRELU (ExecuteTileUnary, VEC) through real bundles:
 * every 8-bit and every 16-bit value of each operation and type, special,
 * boundary and random 32- and 64-bit values, flags, padding for every
 * PadValue, narrow valid regions, per-PE independence and every fault class
 * with the state unchanged.
 *
 * Expected values come from a reference rule written here from the ASL
 * definitions, never from ptosim's kernels:
 *   - TileIntegerUnaryValue and TileFloatingUnaryValue
 *     (asl/tile/model/execution/unary.asl);
 *   - the value classes of the format files (ClassifyFP64, ClassifyFP32,
 *     ClassifyTF32, ClassifyHF32, ClassifyFP16, ClassifyBF16, ClassifyE4M3,
 *     ClassifyE5M2 in asl/arch/data-types/formats/) and the canonical NaNs
 *     of TileNumericCanonicalNaN (asl/arch/features/mx-formats.asl);
 *   - the pad values of TilePadValueForDataType
 *     (asl/tile/model/definedness/elements.asl);
 *   - the type sets of TileUnaryDataTypeSupported
 *     (asl/tile/model/legality/dtype-layout.asl).
 * ExecuteTileUnary calls TileFixedUnaryValue for these four operations in
 * both profiles (TileProfileUnary is not reached), so every case runs under
 * ieee and pto-v0 against the same reference.  Every step is followed by
 * pto_check_invariants; every fault is checked to leave the whole
 * architectural state byte-identical except the fault record. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core.h"
#include "front/ptoas.h"
#include "kern/fast.h"
#include "support/avs.h"
#include "support/support.h"

#define RM PTO_LAYOUT_ROW_MAJOR
#define N_(a) (sizeof(a) / sizeof((a)[0]))
#define SRC 16u /* the source tile: U#1; the destination is then T#1 (tile 0) */

/* ---- the reference rule ----------------------------------------------------- */

enum { U_ABS, U_NOT, U_NEG, U_RELU, U_COUNT };
static const unsigned sel_of[U_COUNT] = {0x00F, 0x010, 0x011, 0x017};
static const char *const op_text[U_COUNT] = {"TABS", "TNOT", "TNEG", "TRELU"};

/* The sixteen VEC types with the facts of the format files: width, class
 * ('F' float, 'S' signed, 'U' unsigned), exponent bits, the canonical NaN,
 * the PadValue Max and Min encodings, and the low carrier bits a valid
 * encoding keeps zero (TF32 13, HF32 12). */
typedef struct tinfo {
    unsigned dt;
    unsigned bits;
    char cls;
    unsigned ebits;
    uint64_t cnan, pad_max, pad_min;
    unsigned low_zero;
} tinfo;

static const tinfo types[16] = {
    {AVS_FP64, 64, 'F', 11, 0x7FF8000000000000ull, 0x7FEFFFFFFFFFFFFFull, 0xFFEFFFFFFFFFFFFFull, 0},
    {AVS_FP32, 32, 'F', 8, 0x7FC00000u, 0x7F7FFFFFu, 0xFF7FFFFFu, 0},
    {AVS_TF32, 32, 'F', 8, 0x7FC00000u, 0x7F7FE000u, 0xFF7FE000u, 13},
    {AVS_HF32, 32, 'F', 8, 0x7FC00000u, 0x7F7FF000u, 0xFF7FF000u, 12},
    {AVS_FP16, 16, 'F', 5, 0x7E00u, 0x7BFFu, 0xFBFFu, 0},
    {AVS_BF16, 16, 'F', 8, 0x7FC0u, 0x7F7Fu, 0xFF7Fu, 0},
    {AVS_E4M3, 8, 'F', 4, 0x7Fu, 0x7Eu, 0xFEu, 0},
    {AVS_E5M2, 8, 'F', 5, 0x7Eu, 0x7Bu, 0xFBu, 0},
    {AVS_S64, 64, 'S', 0, 0, 0x7FFFFFFFFFFFFFFFull, 0x8000000000000000ull, 0},
    {AVS_S32, 32, 'S', 0, 0, 0x7FFFFFFFu, 0x80000000u, 0},
    {AVS_S16, 16, 'S', 0, 0, 0x7FFFu, 0x8000u, 0},
    {AVS_S8, 8, 'S', 0, 0, 0x7Fu, 0x80u, 0},
    {AVS_U64, 64, 'U', 0, 0, UINT64_MAX, 0, 0},
    {AVS_U32, 32, 'U', 0, 0, 0xFFFFFFFFu, 0, 0},
    {AVS_U16, 16, 'U', 0, 0, 0xFFFFu, 0, 0},
    {AVS_U8, 8, 'U', 0, 0, 0xFFu, 0, 0},
};

static const tinfo *tinfo_of(unsigned dt)
{
    for (unsigned i = 0; i < N_(types); i++)
        if (types[i].dt == dt) return &types[i];
    fail_msg("type %u is not a VEC type", dt);
    return NULL;
}

static uint64_t wmask(unsigned bits) { return bits == 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1u; }

/* TileUnaryDataTypeSupported: NOT takes the eight integer types
 * (TileVecScalarIntegerDataTypeSupported), ABS, NEG and RELU the sixteen
 * arithmetic types. */
static bool op_takes(unsigned op, const tinfo *t) { return op != U_NOT || t->cls != 'F'; }

enum fclass { FC_ZERO, FC_SUBNORMAL, FC_NORMAL, FC_INF, FC_QNAN, FC_SNAN };

/* The Classify<format> functions: E4M3 has one NaN per sign (S.1111.111,
 * quiet) and no infinity; the other formats have infinities at the all-ones
 * exponent with a zero fraction and NaNs whose top fraction bit says quiet. */
static enum fclass classify(const tinfo *t, uint64_t x)
{
    unsigned fb = t->bits - 1u - t->ebits; /* fraction bits of the carrier */
    uint64_t e = (x >> fb) & wmask(t->ebits), f = x & wmask(fb);
    if (t->dt == AVS_E4M3) {
        if (e == 0xF && f == 0x7) return FC_QNAN;
    } else if (e == wmask(t->ebits)) {
        if (f == 0) return FC_INF;
        return (f >> (fb - 1u)) & 1u ? FC_QNAN : FC_SNAN;
    }
    if (e == 0) return f == 0 ? FC_ZERO : FC_SUBNORMAL;
    return FC_NORMAL;
}

/* The element rule; *nv is set when the element raises invalid. */
static uint64_t ref(unsigned op, const tinfo *t, uint64_t x, bool *nv)
{
    uint64_t m = wmask(t->bits), sign = UINT64_C(1) << (t->bits - 1u);
    x &= m;
    *nv = false;
    if (t->cls != 'F') {
        bool negative = t->cls == 'S' && (x & sign);
        switch (op) {
        case U_ABS: return negative ? (0u - x) & m : x;
        case U_NOT: return ~x & m;
        case U_NEG: return (0u - x) & m;
        default: return negative ? 0 : x;
        }
    }
    switch (op) {
    case U_ABS: return x & ~sign;
    case U_NEG: return x ^ sign;
    default: {
        enum fclass c = classify(t, x);
        if (c == FC_QNAN || c == FC_SNAN) {
            *nv = c == FC_SNAN;
            return t->cnan;
        }
        /* -0, negative subnormals and normals, -inf and +0 give +0. */
        if ((x & sign) || c == FC_ZERO) return 0;
        return x;
    }
    }
}

/* TilePadValueForDataType; pad < 0 or 3 (Null) leaves padding undefined. */
static bool pad_defined(int pad) { return pad >= 0 && pad != AVS_PAD_NULL; }
static uint64_t ref_pad(int pad, const tinfo *t)
{
    return pad == AVS_PAD_MAX ? t->pad_max : pad == AVS_PAD_MIN ? t->pad_min : 0;
}

static uint64_t rng_state;
static uint64_t rnd(void) /* splitmix64 */
{
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* A random valid encoding of t. */
static uint64_t rnd_value(const tinfo *t)
{
    uint64_t v = rnd() & wmask(t->bits);
    return v & ~wmask(t->low_zero);
}

/* ---- machine helpers ------------------------------------------------------------- */

static pto_machine *machine(pto_profile prof)
{
    pto_machine *m = pto_create();
    assert_non_null(m);
    assert_int_equal(pto_set_profile(m, prof), PTO_OK);
    return m;
}

static const unsigned pemode_mask[8] = {0x0, 0x8, 0x4, 0x2, 0x1, 0xC, 0xE, 0xF};
static bool pe_in(unsigned mask, unsigned pe) { return (mask >> (3u - pe)) & 1u; }

static unsigned size_code(uint32_t cap)
{
    unsigned c = 1;
    while ((128u << (c - 1u)) < cap) c++;
    return c;
}

static uint64_t load(const uint8_t *p, unsigned bits, size_t i)
{
    uint64_t v = 0;
    for (unsigned b = 0; b < bits / 8u; b++) v |= (uint64_t)p[i * (bits / 8u) + b] << (8u * b);
    return v;
}

/* Runs p from TPC 0, one pto_step at a time, each step PTO_OK and followed
 * by the invariants; the block is closed at the end. */
static void step_all(pto_machine *m, const avs_prog *p)
{
    assert_int_equal(pto_set_tpc(m, 0), PTO_OK);
    for (unsigned k = 0; k < p->n; k++) {
        pto_status s = pto_step(m, p->code, p->len);
        if (s != PTO_OK) {
            pto_fault_info f;
            pto_fault(m, &f);
            fail_msg("instruction %u: %s (%s) %s", k, pto_status_name(s), f.rule ? f.rule : "-", pto_last_error(m));
        }
        avs_invariants(m);
    }
    assert_int_equal(pto_tpc(m), p->len);
    assert_false(pto_block_active(m));
}

/* Steps p to instruction k (each step PTO_OK with the invariants), steps k
 * and expects that fault kind there, the whole state unchanged
 * (avs_run_to_fault), the invariants, and nalloc tiles allocated. */
static void expect_fault(pto_machine *m, const avs_prog *p, unsigned k, pto_fault_kind kind, unsigned nalloc)
{
    assert_int_equal(pto_set_tpc(m, 0), PTO_OK);
    for (unsigned i = 0; i < k; i++) {
        assert_int_equal(pto_tpc(m), p->pc[i]);
        assert_int_equal(pto_step(m, p->code, p->len), PTO_OK);
        avs_invariants(m);
    }
    uint32_t used = pto_capacity_in_use(m);
    avs_run_to_fault(m, p, k, kind);
    avs_invariants(m);
    assert_int_equal(avs_allocated_count(m), nalloc);
    assert_int_equal(pto_capacity_in_use(m), used);
}

/* ---- one bundle over a source of any shape --------------------------------------- */

typedef struct ucase {
    pto_profile prof;
    unsigned op, dt;
    uint32_t cap, cols, vr, vc; /* the source's (and so the destination's) shape */
    int pad;                    /* -1: no B.DATR, else the B.DATR PadValue */
    unsigned pemode;            /* of the B.IOT; 7 = all four PEs */
    bool run;                   /* pto_run twice (the second replays the bundle plan) instead of stepping */
} ucase;

/* BSTART.VEC op, dt  [B.DATR pad]  B.DIM LB0=vc  [LB1=vr]  [LB2=cols]
 * B.IOT U#1, pemode, last, ->T<cap>  BSTOP. */
static void build(avs_prog *p, const ucase *c)
{
    avs_init(p);
    avs_w(p, avs_bstart(c->dt, sel_of[c->op]));
    if (c->pad >= 0) avs_w(p, avs_bdatr_pad((unsigned)c->pad));
    avs_w(p, avs_bdim(0, 0, c->vc));
    if (c->vr != 1) avs_w(p, avs_bdim(1, 0, c->vr));
    if (c->cols != c->vc) avs_w(p, avs_bdim(2, 0, c->cols));
    avs_w(p, avs_biot_sd(SRC, c->pemode, 1, AVS_HAND_T, size_code(c->cap)));
    avs_w(p, AVS_BSTOP);
}

/* Configures the source U#1 on all four PEs with vals[pe] (vr * vc values,
 * row-major over the valid region). */
static void put_source(pto_machine *m, const ucase *c, uint64_t *const vals[PTO_PES])
{
    avs_tile(m, SRC, c->dt, c->cap, c->cols, c->vr, c->vc, RM, 0xF);
    for (unsigned pe = 0; pe < PTO_PES; pe++)
        for (uint32_t r = 0; r < c->vr; r++)
            for (uint32_t col = 0; col < c->vc; col++)
                assert_int_equal(pto_tile_write(m, SRC, pe, r * c->cols + col, vals[pe][r * c->vc + col]), PTO_OK);
}

/* Checks the destination T#1 against the reference: descriptor, every
 * physical element of every participating PE (valid region: defined and the
 * rule's value; padding: the PadValue's), no payload on the other PEs, the
 * source unchanged, and the flags (NV iff a participating element raised
 * it, OR-ed onto flags_before). */
static void check(const pto_machine *m, const ucase *c, uint64_t *const vals[PTO_PES], unsigned flags_before)
{
    const tinfo *t = tinfo_of(c->dt);
    unsigned mask = pemode_mask[c->pemode];
    uint32_t rows = c->cap * 8u / (c->cols * t->bits);
    avs_expect_desc(m, 0, PTO_TILE_NUMERIC, c->dt, c->cap, rows, c->cols, c->vr, c->vc, mask);
    bool nv_any = false;
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        const uint8_t *d, *s;
        size_t len;
        assert_int_equal(pto_tile_payload(m, SRC, pe, &s, &len), PTO_OK);
        if (!pe_in(mask, pe)) {
            assert_int_not_equal(pto_tile_payload(m, 0, pe, &d, &len), PTO_OK);
            continue;
        }
        assert_int_equal(pto_tile_payload(m, 0, pe, &d, &len), PTO_OK);
        for (uint32_t r = 0; r < rows; r++)
            for (uint32_t col = 0; col < c->cols; col++) {
                uint32_t i = r * c->cols + col;
                bool def = false;
                assert_int_equal(pto_tile_read(m, 0, pe, i, NULL, &def), PTO_OK);
                uint64_t got = load(d, t->bits, i);
                if (r < c->vr && col < c->vc) {
                    uint64_t x = vals[pe][r * c->vc + col];
                    bool nv;
                    uint64_t want = ref(c->op, t, x, &nv);
                    nv_any |= nv;
                    if (!def || got != want)
                        fail_msg("%s %s PE%u (%u,%u): source 0x%llx gives 0x%llx%s, expected 0x%llx", op_text[c->op],
                                 pto_dtype_name(c->dt), pe, (unsigned)r, (unsigned)col, (unsigned long long)x,
                                 (unsigned long long)got, def ? "" : " (undefined)", (unsigned long long)want);
                    assert_int_equal(load(s, t->bits, i), x);
                } else if (pad_defined(c->pad)) {
                    if (!def || got != ref_pad(c->pad, t))
                        fail_msg("%s %s PE%u padding (%u,%u): 0x%llx%s, expected 0x%llx", op_text[c->op],
                                 pto_dtype_name(c->dt), pe, (unsigned)r, (unsigned)col, (unsigned long long)got,
                                 def ? "" : " (undefined)", (unsigned long long)ref_pad(c->pad, t));
                } else if (def) {
                    fail_msg("%s %s PE%u padding (%u,%u) is defined under Null padding", op_text[c->op],
                             pto_dtype_name(c->dt), pe, (unsigned)r, (unsigned)col);
                }
            }
    }
    assert_int_equal(pto_flags(m), flags_before | (nv_any ? PTO_FLAG_NV : 0u));
}

/* Runs the case on a fresh machine; returns with the machine destroyed. */
static void run_case(const ucase *c, uint64_t *const vals[PTO_PES])
{
    pto_machine *m = machine(c->prof);
    put_source(m, c, vals);
    avs_prog p;
    build(&p, c);
    if (!c->run) {
        step_all(m, &p);
        check(m, c, vals, 0);
    } else {
        for (int pass = 0; pass < 2; pass++) {
            pto_clear_flags(m);
            assert_int_equal(pto_set_tpc(m, 0), PTO_OK);
            pto_status s = pto_run(m, p.code, p.len, 0);
            if (s != PTO_END) fail_msg("pto_run: %s (%s)", pto_status_name(s), pto_last_error(m));
            avs_invariants(m);
            check(m, c, vals, 0);
            assert_int_equal(pto_tile_release(m, 0), PTO_OK);
        }
    }
    pto_destroy(m);
}

/* The case under both profiles: ieee stepped, pto-v0 through pto_run. */
static void run_both(ucase c, uint64_t *const vals[PTO_PES])
{
    c.prof = PTO_PROFILE_IEEE;
    c.run = false;
    run_case(&c, vals);
    c.prof = PTO_PROFILE_V0;
    c.run = true;
    run_case(&c, vals);
}

static uint64_t *alloc_vals(size_t n)
{
    uint64_t *v = calloc(n ? n : 1, sizeof *v);
    assert_non_null(v);
    return v;
}

/* ---- exhaustive 8- and 16-bit ------------------------------------------------------ */

/* Every 8-bit value on each PE (PE p holds value (i + 67 p) mod 256 at
 * element i: a different permutation per PE), 256 B tiles of 16 x 16. */
static void exhaustive_8bit(void **state)
{
    (void)state;
    static const unsigned dts[4] = {AVS_S8, AVS_U8, AVS_E4M3, AVS_E5M2};
    uint64_t *vals[PTO_PES];
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        vals[pe] = alloc_vals(256);
        for (unsigned i = 0; i < 256; i++) vals[pe][i] = (i + 67u * pe) & 0xFFu;
    }
    for (unsigned d = 0; d < 4; d++)
        for (unsigned op = 0; op < U_COUNT; op++) {
            if (!op_takes(op, tinfo_of(dts[d]))) continue;
            ucase c = {PTO_PROFILE_IEEE, op, dts[d], 256, 16, 16, 16, -1, 7, false};
            run_both(c, vals);
        }
    for (unsigned pe = 0; pe < PTO_PES; pe++) free(vals[pe]);
}

/* Every 16-bit value: PE p holds 16384 p + i at element i, so the four PEs
 * together cover all 65536 encodings; 32 KiB tiles of 128 x 128 (source and
 * destination on four PEs fill the 256 KiB budget exactly). */
static void exhaustive_16bit(void **state)
{
    (void)state;
    static const unsigned dts[4] = {AVS_S16, AVS_U16, AVS_FP16, AVS_BF16};
    uint64_t *vals[PTO_PES];
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        vals[pe] = alloc_vals(16384);
        for (unsigned i = 0; i < 16384; i++) vals[pe][i] = 16384u * pe + i;
    }
    for (unsigned d = 0; d < 4; d++)
        for (unsigned op = 0; op < U_COUNT; op++) {
            if (!op_takes(op, tinfo_of(dts[d]))) continue;
            ucase c = {PTO_PROFILE_IEEE, op, dts[d], 32768, 128, 128, 128, -1, 7, false};
            run_both(c, vals);
        }
    for (unsigned pe = 0; pe < PTO_PES; pe++) free(vals[pe]);
}

/* ---- 32- and 64-bit: specials, boundaries, random -------------------------------- */

static const uint64_t sp_fp32[] = {
    0x00000000u, 0x80000000u, 0x00000001u, 0x80000001u, 0x007FFFFFu, 0x807FFFFFu, 0x00800000u, 0x80800000u,
    0x3F800000u, 0xBF800000u, 0x7F7FFFFFu, 0xFF7FFFFFu, 0x7F800000u, 0xFF800000u, 0x7FC00000u, 0xFFC00000u,
    0x7FC00001u, 0xFFC12345u, 0x7FFFFFFFu, 0xFFFFFFFFu, 0x7F800001u, 0xFF800001u, 0x7FBFFFFFu, 0xFFBFFFFFu,
    0x7FA00000u, 0x7F812345u};
static const uint64_t sp_tf32[] = {
    0x00000000u, 0x80000000u, 0x00002000u, 0x80002000u, 0x007FE000u, 0x807FE000u, 0x00800000u, 0x3F800000u,
    0xBF800000u, 0x7F7FE000u, 0xFF7FE000u, 0x7F800000u, 0xFF800000u, 0x7FC00000u, 0xFFC00000u, 0x7FC02000u,
    0xFFFFE000u, 0x7F802000u, 0xFF802000u, 0x7FBFE000u, 0xFFBFE000u};
static const uint64_t sp_hf32[] = {
    0x00000000u, 0x80000000u, 0x00001000u, 0x80001000u, 0x007FF000u, 0x807FF000u, 0x00800000u, 0x3F800000u,
    0xBF800000u, 0x7F7FF000u, 0xFF7FF000u, 0x7F800000u, 0xFF800000u, 0x7FC00000u, 0xFFC00000u, 0x7FC01000u,
    0xFFFFF000u, 0x7F801000u, 0xFF801000u, 0x7FBFF000u, 0xFFBFF000u};
static const uint64_t sp_fp64[] = {
    0, 0x8000000000000000ull, 1, 0x8000000000000001ull, 0x000FFFFFFFFFFFFFull, 0x800FFFFFFFFFFFFFull,
    0x0010000000000000ull, 0x8010000000000000ull, 0x3FF0000000000000ull, 0xBFF0000000000000ull,
    0x7FEFFFFFFFFFFFFFull, 0xFFEFFFFFFFFFFFFFull, 0x7FF0000000000000ull, 0xFFF0000000000000ull,
    0x7FF8000000000000ull, 0xFFF8000000000000ull, 0x7FF8000000000001ull, 0xFFF8123456789ABCull,
    0x7FFFFFFFFFFFFFFFull, 0xFFFFFFFFFFFFFFFFull, 0x7FF0000000000001ull, 0xFFF0000000000001ull,
    0x7FF7FFFFFFFFFFFFull, 0xFFF7FFFFFFFFFFFFull, 0x7FF4000000000000ull};
static const uint64_t sp_int32[] = {0, 1, 2, 0x7FFFFFFFu, 0x80000000u, 0x80000001u, 0xFFFFFFFFu, 0xFFFFFFFEu,
                                    0x55555555u, 0xAAAAAAAAu, 0x0000FFFFu, 0xFFFF0000u, 0x7FFFFFFEu};
static const uint64_t sp_int64[] = {0, 1, 2, 0x7FFFFFFFFFFFFFFFull, 0x8000000000000000ull, 0x8000000000000001ull,
                                    UINT64_MAX, 0xFFFFFFFFFFFFFFFEull, 0x5555555555555555ull,
                                    0xAAAAAAAAAAAAAAAAull, 0x00000000FFFFFFFFull, 0xFFFFFFFF00000000ull,
                                    0x0000000080000000ull, 0xFFFFFFFF80000000ull};

/* The special values then nrand random valid encodings, on a 64-column
 * tile with PadValue Zero; PE p starts the list at 7 p. */
static void wide_case(unsigned dt, const uint64_t *sp, unsigned nsp, unsigned nrand)
{
    const tinfo *t = tinfo_of(dt);
    unsigned n = nsp + nrand;
    uint64_t *list = alloc_vals(n);
    memcpy(list, sp, nsp * sizeof *sp);
    for (unsigned i = nsp; i < n; i++) list[i] = rnd_value(t);
    uint32_t cols = 64, vr = (n + cols - 1u) / cols;
    uint32_t cap = 128;
    while (cap < vr * cols * t->bits / 8u) cap *= 2;
    uint64_t *vals[PTO_PES];
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        vals[pe] = alloc_vals((size_t)vr * cols);
        for (unsigned i = 0; i < vr * cols; i++) vals[pe][i] = list[(i + 7u * pe) % n];
    }
    for (unsigned op = 0; op < U_COUNT; op++) {
        if (!op_takes(op, t)) continue;
        ucase c = {PTO_PROFILE_IEEE, op, dt, cap, cols, vr, cols, AVS_PAD_ZERO, 7, false};
        run_both(c, vals);
    }
    for (unsigned pe = 0; pe < PTO_PES; pe++) free(vals[pe]);
    free(list);
}

static void wide_values(void **state)
{
    (void)state;
    rng_state = 0x5eed0001u;
    wide_case(AVS_FP32, sp_fp32, N_(sp_fp32), 2048);
    wide_case(AVS_TF32, sp_tf32, N_(sp_tf32), 2048);
    wide_case(AVS_HF32, sp_hf32, N_(sp_hf32), 2048);
    wide_case(AVS_S32, sp_int32, N_(sp_int32), 2048);
    wide_case(AVS_U32, sp_int32, N_(sp_int32), 2048);
    wide_case(AVS_FP64, sp_fp64, N_(sp_fp64), 1024);
    wide_case(AVS_S64, sp_int64, N_(sp_int64), 1024);
    wide_case(AVS_U64, sp_int64, N_(sp_int64), 1024);
}

/* ---- hand-derived single elements --------------------------------------------------- */

/* One element through a 128 B, Col 1 bundle on all four PEs, both profiles:
 * the destination holds want (checked by hand below, not by ref) and the
 * flags are flags. */
static void one(unsigned op, unsigned dt, uint64_t x, uint64_t want, unsigned flags)
{
    for (int prof = 0; prof < 2; prof++) {
        pto_machine *m = machine(prof ? PTO_PROFILE_V0 : PTO_PROFILE_IEEE);
        avs_tile(m, SRC, dt, 128, 1, 1, 1, RM, 0xF);
        avs_put(m, SRC, 0, 0, x);
        avs_prog p;
        avs_init(&p);
        avs_w(&p, avs_bstart(dt, sel_of[op]));
        avs_w(&p, avs_bdim(0, 0, 1));
        avs_w(&p, avs_biot_sd(SRC, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
        avs_w(&p, AVS_BSTOP);
        step_all(m, &p);
        uint64_t got;
        bool def;
        for (unsigned pe = 0; pe < PTO_PES; pe++) {
            assert_int_equal(pto_tile_read(m, 0, pe, 0, &got, &def), PTO_OK);
            if (!def || got != want)
                fail_msg("%s %s 0x%llx: got 0x%llx, expected 0x%llx", op_text[op], pto_dtype_name(dt),
                         (unsigned long long)x, (unsigned long long)got, (unsigned long long)want);
        }
        assert_int_equal(pto_flags(m), flags);
        /* the reference rule agrees with the hand-derived value */
        bool nv;
        assert_int_equal(ref(op, tinfo_of(dt), x, &nv), want);
        assert_int_equal(nv, flags == PTO_FLAG_NV);
        pto_destroy(m);
    }
}

/* Hand-derived from TileIntegerUnaryValue: INT_MIN has no positive
 * counterpart (ABS and NEG keep it); NEG wraps for the unsigned types; NOT
 * is bitwise in the element width; RELU zeroes negative signed values and
 * keeps every unsigned value. */
static void hand_integers(void **state)
{
    (void)state;
    one(U_ABS, AVS_S32, 0x80000000u, 0x80000000u, 0);
    one(U_NEG, AVS_S32, 0x80000000u, 0x80000000u, 0);
    one(U_ABS, AVS_S32, 0x80000001u, 0x7FFFFFFFu, 0);
    one(U_ABS, AVS_S64, 0x8000000000000000ull, 0x8000000000000000ull, 0);
    one(U_NEG, AVS_S64, 1, UINT64_MAX, 0);
    one(U_ABS, AVS_S16, 0x8000u, 0x8000u, 0);
    one(U_ABS, AVS_S8, 0x80u, 0x80u, 0);
    one(U_ABS, AVS_U32, 0x80000000u, 0x80000000u, 0);
    one(U_NEG, AVS_U32, 0x80000000u, 0x80000000u, 0);
    one(U_NEG, AVS_U16, 2, 0xFFFEu, 0);
    one(U_NEG, AVS_U64, 0, 0, 0);
    one(U_NOT, AVS_S32, 0, 0xFFFFFFFFu, 0);
    one(U_NOT, AVS_U64, 0x0123456789ABCDEFull, 0xFEDCBA9876543210ull, 0);
    one(U_NOT, AVS_S16, 0x8000u, 0x7FFFu, 0);
    one(U_RELU, AVS_S32, 0x80000000u, 0, 0);
    one(U_RELU, AVS_S32, 0x7FFFFFFFu, 0x7FFFFFFFu, 0);
    one(U_RELU, AVS_S64, 0xFFFFFFFFFFFFFFFFull, 0, 0);
    one(U_RELU, AVS_U32, 0xFFFFFFFFu, 0xFFFFFFFFu, 0);
    one(U_RELU, AVS_U8, 0x80u, 0x80u, 0);
}

/* Hand-derived from TileFloatingUnaryValue: ABS clears and NEG flips only
 * the sign bit (NaN payloads, signalling or not, kept; no flag); RELU gives
 * +0 for -0, negative values and -inf, keeps +0, positive values and +inf,
 * and turns every NaN into the canonical NaN, with NV only when it was
 * signalling. */
static void hand_floats(void **state)
{
    (void)state;
    /* ABS / NEG */
    one(U_ABS, AVS_FP32, 0x80000000u, 0, 0);
    one(U_NEG, AVS_FP32, 0, 0x80000000u, 0);
    one(U_NEG, AVS_FP32, 0x7F800001u, 0xFF800001u, 0);
    one(U_ABS, AVS_FP32, 0xFFC12345u, 0x7FC12345u, 0);
    one(U_NEG, AVS_FP64, 0x7FF0000000000001ull, 0xFFF0000000000001ull, 0);
    one(U_ABS, AVS_FP64, 0xFFF8123456789ABCull, 0x7FF8123456789ABCull, 0);
    one(U_NEG, AVS_FP64, 0xFFF0000000000000ull, 0x7FF0000000000000ull, 0);
    one(U_ABS, AVS_TF32, 0xFF802000u, 0x7F802000u, 0);
    one(U_NEG, AVS_HF32, 0x7F801000u, 0xFF801000u, 0);
    one(U_ABS, AVS_BF16, 0xFF81u, 0x7F81u, 0);
    one(U_NEG, AVS_FP16, 0x7C01u, 0xFC01u, 0);
    one(U_ABS, AVS_E4M3, 0xFFu, 0x7Fu, 0);
    one(U_NEG, AVS_E4M3, 0x7Fu, 0xFFu, 0);
    one(U_NEG, AVS_E5M2, 0x7Du, 0xFDu, 0);
    /* RELU: signs and zeros */
    one(U_RELU, AVS_FP32, 0x80000000u, 0, 0);
    one(U_RELU, AVS_FP32, 0, 0, 0);
    one(U_RELU, AVS_FP32, 0x80000001u, 0, 0);
    one(U_RELU, AVS_FP32, 0x00000001u, 0x00000001u, 0);
    one(U_RELU, AVS_FP32, 0xFF7FFFFFu, 0, 0);
    one(U_RELU, AVS_FP32, 0x7F800000u, 0x7F800000u, 0);
    one(U_RELU, AVS_FP64, 0xFFF0000000000000ull, 0, 0);
    one(U_RELU, AVS_FP64, 0x8000000000000000ull, 0, 0);
    one(U_RELU, AVS_E4M3, 0xFEu, 0, 0);
    one(U_RELU, AVS_E4M3, 0x7Eu, 0x7Eu, 0);
    one(U_RELU, AVS_E5M2, 0xFCu, 0, 0);
    one(U_RELU, AVS_E5M2, 0x7Cu, 0x7Cu, 0);
    /* RELU: NaNs -> the canonical NaN; NV for signalling ones */
    one(U_RELU, AVS_FP32, 0x7FC00001u, 0x7FC00000u, 0);
    one(U_RELU, AVS_FP32, 0xFFFFFFFFu, 0x7FC00000u, 0);
    one(U_RELU, AVS_FP32, 0xFF800001u, 0x7FC00000u, PTO_FLAG_NV);
    one(U_RELU, AVS_FP32, 0x7FBFFFFFu, 0x7FC00000u, PTO_FLAG_NV);
    one(U_RELU, AVS_FP64, 0x7FF0000000000001ull, 0x7FF8000000000000ull, PTO_FLAG_NV);
    one(U_RELU, AVS_FP64, 0xFFF8000000000000ull, 0x7FF8000000000000ull, 0);
    one(U_RELU, AVS_TF32, 0x7F802000u, 0x7FC00000u, PTO_FLAG_NV);
    one(U_RELU, AVS_TF32, 0xFFC02000u, 0x7FC00000u, 0);
    one(U_RELU, AVS_HF32, 0xFF801000u, 0x7FC00000u, PTO_FLAG_NV);
    one(U_RELU, AVS_FP16, 0x7C01u, 0x7E00u, PTO_FLAG_NV);
    one(U_RELU, AVS_FP16, 0xFE01u, 0x7E00u, 0);
    one(U_RELU, AVS_BF16, 0xFF81u, 0x7FC0u, PTO_FLAG_NV);
    one(U_RELU, AVS_BF16, 0x7FC1u, 0x7FC0u, 0);
    one(U_RELU, AVS_E5M2, 0x7Du, 0x7Eu, PTO_FLAG_NV);
    one(U_RELU, AVS_E5M2, 0xFFu, 0x7Eu, 0);
    one(U_RELU, AVS_E4M3, 0xFFu, 0x7Fu, 0); /* E4M3 has no signalling NaN */
    one(U_RELU, AVS_E4M3, 0x7Fu, 0x7Fu, 0);
}

/* ---- flags --------------------------------------------------------------------------- */

/* RELU over whole 32-byte vectors of FP32 (a 1 x 32 tile: four vectors on
 * AVX2, the vector loops of every level): quiet NaNs of both signs become
 * the canonical NaN with no flag; one signalling NaN in the middle of a
 * vector raises NV.  Hand-derived from TileFloatingUnaryValue. */
static void relu_vector_nans(void **state)
{
    (void)state;
    for (int signalling = 0; signalling < 2; signalling++) {
        uint64_t x[32], want[32];
        for (unsigned i = 0; i < 32; i++) {
            x[i] = (i & 1) ? 0x3F800000u + i : 0xBF800000u + i; /* +-(1 + i ulp) */
            want[i] = (i & 1) ? x[i] : 0;
        }
        x[3] = 0x7FC00001u, x[9] = 0xFFC12345u, x[17] = 0x7FFFFFFFu, x[30] = 0xFFFFFFFFu;
        want[3] = want[9] = want[17] = want[30] = 0x7FC00000u;
        if (signalling) x[12] = 0x7FBFFFFFu, want[12] = 0x7FC00000u;
        pto_machine *m = machine(PTO_PROFILE_IEEE);
        avs_tile(m, SRC, AVS_FP32, 128, 32, 1, 32, RM, 0xF);
        for (unsigned i = 0; i < 32; i++) avs_put(m, SRC, 0, i, x[i]);
        avs_prog p;
        avs_init(&p);
        avs_w(&p, avs_bstart(AVS_FP32, sel_of[U_RELU]));
        avs_w(&p, avs_bdim(0, 0, 32));
        avs_w(&p, avs_biot_sd(SRC, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
        avs_w(&p, AVS_BSTOP);
        step_all(m, &p);
        for (unsigned i = 0; i < 32; i++) {
            uint64_t got;
            bool def;
            assert_int_equal(pto_tile_read(m, 0, 0, i, &got, &def), PTO_OK);
            assert_true(def);
            assert_int_equal(got, want[i]);
        }
        assert_int_equal(pto_flags(m), signalling ? PTO_FLAG_NV : 0u);
        pto_destroy(m);
    }
}

/* A 1 x 4 FP32 source (Col 4) on four PEs, sel over it, flags afterwards. */
static void run_fp32_row(pto_machine *m, unsigned op, const uint64_t row[4])
{
    if (pto_tile_allocated(m, SRC)) assert_int_equal(pto_tile_release(m, SRC), PTO_OK);
    if (pto_tile_allocated(m, 0)) assert_int_equal(pto_tile_release(m, 0), PTO_OK);
    avs_tile(m, SRC, AVS_FP32, 128, 4, 1, 4, RM, 0xF);
    for (unsigned c = 0; c < 4; c++) avs_put(m, SRC, 0, c, row[c]);
    avs_prog p;
    avs_init(&p);
    avs_w(&p, avs_bstart(AVS_FP32, sel_of[op]));
    avs_w(&p, avs_bdim(0, 0, 4));
    avs_w(&p, avs_biot_sd(SRC, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    avs_w(&p, AVS_BSTOP);
    step_all(m, &p);
}

/* Only TRELU of a signalling NaN sets NV; TABS and TNEG of one, TRELU of a
 * quiet NaN, of infinities and of zeros set nothing.  Flags are sticky:
 * later bundles without an invalid element keep NV, a bundle's NV ORs onto
 * flags another operation recorded (TSUBS FP32 max - (-max) overflows:
 * OF|NX under ieee), and only the host clears them. */
static void flags_sticky(void **state)
{
    (void)state;
    static const uint64_t snan_row[4] = {0x3F800000u, 0x7F800001u, 0xFF800000u, 0x80000000u};
    static const uint64_t quiet_row[4] = {0x7FC00001u, 0xFFC00000u, 0x7F800000u, 0};
    pto_machine *m = machine(PTO_PROFILE_IEEE);
    run_fp32_row(m, U_ABS, snan_row);
    assert_int_equal(pto_flags(m), 0);
    run_fp32_row(m, U_NEG, snan_row);
    assert_int_equal(pto_flags(m), 0);
    run_fp32_row(m, U_RELU, quiet_row);
    assert_int_equal(pto_flags(m), 0);
    run_fp32_row(m, U_RELU, snan_row);
    assert_int_equal(pto_flags(m), PTO_FLAG_NV);
    run_fp32_row(m, U_RELU, quiet_row);
    assert_int_equal(pto_flags(m), PTO_FLAG_NV);
    run_fp32_row(m, U_ABS, quiet_row);
    assert_int_equal(pto_flags(m), PTO_FLAG_NV);
    pto_clear_flags(m);
    run_fp32_row(m, U_RELU, quiet_row);
    assert_int_equal(pto_flags(m), 0);

    /* OF|NX from TSUBS, then NV from TRELU on top. */
    assert_int_equal(pto_tile_release(m, 0), PTO_OK);
    for (unsigned pe = 0; pe < PTO_PES; pe++) assert_int_equal(pto_gpr_write(m, pe, 2, 0xFF7FFFFFu), PTO_OK);
    for (unsigned c = 0; c < 4; c++) avs_put(m, SRC, 0, c, 0x7F7FFFFFu);
    avs_prog p;
    avs_init(&p);
    avs_w(&p, avs_bstart(AVS_FP32, 0x021));
    avs_w(&p, avs_bdim(0, 0, 4));
    avs_w(&p, avs_biot_sd(SRC, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    avs_w(&p, avs_bior(2, 0, 0, 0));
    avs_w(&p, AVS_BSTOP);
    step_all(m, &p);
    assert_int_equal(pto_flags(m), PTO_FLAG_OF | PTO_FLAG_NX);
    run_fp32_row(m, U_RELU, snan_row);
    assert_int_equal(pto_flags(m), PTO_FLAG_OF | PTO_FLAG_NX | PTO_FLAG_NV);
    pto_destroy(m);

    /* Integer RELU never records a flag (the same bits as an FP32 sNaN). */
    for (int prof = 0; prof < 2; prof++) {
        m = machine(prof ? PTO_PROFILE_V0 : PTO_PROFILE_IEEE);
        avs_tile(m, SRC, AVS_S32, 128, 1, 1, 1, RM, 0xF);
        avs_put(m, SRC, 0, 0, 0x7F800001u);
        avs_prog q;
        avs_init(&q);
        avs_w(&q, avs_bstart(AVS_S32, sel_of[U_RELU]));
        avs_w(&q, avs_bdim(0, 0, 1));
        avs_w(&q, avs_biot_sd(SRC, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
        avs_w(&q, AVS_BSTOP);
        step_all(m, &q);
        assert_int_equal(pto_flags(m), 0);
        avs_expect(m, 0, 0, 0, 0x7F800001u, true);
        pto_destroy(m);
    }
}

/* The signalling NaN on one PE only: NV when that PE takes part, none when
 * the binding mask leaves it out. */
static void flags_per_pe(void **state)
{
    (void)state;
    for (unsigned pemode = 1; pemode < 8; pemode++) {
        uint64_t *vals[PTO_PES];
        for (unsigned pe = 0; pe < PTO_PES; pe++) {
            vals[pe] = alloc_vals(4);
            for (unsigned i = 0; i < 4; i++) vals[pe][i] = 0x3F800000u + i;
        }
        vals[2][3] = 0xFFA00000u; /* a signalling NaN on PE2 */
        ucase c = {PTO_PROFILE_IEEE, U_RELU, AVS_FP32, 128, 4, 1, 4, -1, pemode, false};
        run_both(c, vals); /* check() expects NV iff PE2 participates */
        for (unsigned pe = 0; pe < PTO_PES; pe++) free(vals[pe]);
    }
}

/* ---- padding, narrow regions, PEs -------------------------------------------------- */

/* Every VEC type, every applicable operation, every PadValue (absent
 * B.DATR, Zero, Max, Min, an explicit Null): a 128 B tile of Col 4 with a
 * 2 x 3 valid region of random values, every padding element checked. */
static void padding_every_pad(void **state)
{
    (void)state;
    rng_state = 0x5eed0002u;
    static const int pads[5] = {-1, AVS_PAD_ZERO, AVS_PAD_MAX, AVS_PAD_MIN, AVS_PAD_NULL};
    for (unsigned ti = 0; ti < N_(types); ti++) {
        const tinfo *t = &types[ti];
        uint64_t *vals[PTO_PES];
        for (unsigned pe = 0; pe < PTO_PES; pe++) {
            vals[pe] = alloc_vals(6);
            for (unsigned i = 0; i < 6; i++) vals[pe][i] = rnd_value(t);
        }
        for (unsigned op = 0; op < U_COUNT; op++) {
            if (!op_takes(op, t)) continue;
            for (unsigned k = 0; k < 5; k++) {
                ucase c = {PTO_PROFILE_IEEE, op, t->dt, 128, 4, 2, 3, pads[k], 7, false};
                run_both(c, vals);
            }
        }
        for (unsigned pe = 0; pe < PTO_PES; pe++) free(vals[pe]);
    }
}

/* Valid regions narrower than the tile (vcols < cols, with and without
 * vrows < rows, a single column, a full-width region with fewer rows), for
 * each element width, with random values and PadValue Max. */
static void narrow_regions(void **state)
{
    (void)state;
    rng_state = 0x5eed0003u;
    static const struct { unsigned dt; uint32_t cap, cols, vr, vc; } shapes[] = {
        {AVS_U8, 256, 64, 3, 37},    {AVS_S8, 4096, 64, 64, 63},  {AVS_E5M2, 128, 16, 8, 1},
        {AVS_S16, 1024, 32, 5, 17},  {AVS_FP16, 2048, 32, 31, 32}, {AVS_BF16, 512, 16, 16, 15},
        {AVS_FP32, 1024, 16, 7, 9},  {AVS_S32, 4096, 32, 32, 31},  {AVS_U32, 128, 8, 4, 8},
        {AVS_FP64, 1024, 8, 2, 3},   {AVS_S64, 512, 4, 16, 1},     {AVS_U64, 2048, 16, 15, 16},
        {AVS_E4M3, 32768, 256, 127, 255}, {AVS_TF32, 256, 8, 3, 5}, {AVS_HF32, 256, 8, 8, 7},
    };
    for (unsigned s = 0; s < N_(shapes); s++) {
        const tinfo *t = tinfo_of(shapes[s].dt);
        size_t n = (size_t)shapes[s].vr * shapes[s].vc;
        uint64_t *vals[PTO_PES];
        for (unsigned pe = 0; pe < PTO_PES; pe++) {
            vals[pe] = alloc_vals(n);
            for (size_t i = 0; i < n; i++) vals[pe][i] = rnd_value(t);
        }
        for (unsigned op = 0; op < U_COUNT; op++) {
            if (!op_takes(op, t)) continue;
            ucase c = {PTO_PROFILE_IEEE, op, t->dt, shapes[s].cap, shapes[s].cols, shapes[s].vr, shapes[s].vc,
                       AVS_PAD_MAX, 7, false};
            run_both(c, vals);
        }
        for (unsigned pe = 0; pe < PTO_PES; pe++) free(vals[pe]);
    }
}

/* Each PE computes on its own payload: different data per PE, every binding
 * mask (PEMode 1..7): the destination exists only on the PEs of the mask,
 * each with its own results. */
static void per_pe_independence(void **state)
{
    (void)state;
    rng_state = 0x5eed0004u;
    static const unsigned dts[4] = {AVS_S16, AVS_FP32, AVS_E4M3, AVS_FP64};
    for (unsigned d = 0; d < 4; d++) {
        const tinfo *t = tinfo_of(dts[d]);
        uint64_t *vals[PTO_PES];
        for (unsigned pe = 0; pe < PTO_PES; pe++) {
            vals[pe] = alloc_vals(32);
            for (unsigned i = 0; i < 32; i++) vals[pe][i] = rnd_value(t);
        }
        for (unsigned pemode = 1; pemode < 8; pemode++)
            for (unsigned op = 0; op < U_COUNT; op++) {
                if (!op_takes(op, t)) continue;
                ucase c = {PTO_PROFILE_IEEE, op, t->dt, 512, 8, 4, 8, AVS_PAD_MIN, pemode, false};
                run_both(c, vals);
            }
        for (unsigned pe = 0; pe < PTO_PES; pe++) free(vals[pe]);
    }
}

/* A source defined only on the PEs of the binding mask is legal: PE3 has an
 * undefined element, the binding is PE0-2 (PEMode 6). */
static void undefined_outside_mask(void **state)
{
    (void)state;
    uint64_t *vals[PTO_PES];
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        vals[pe] = alloc_vals(4);
        for (unsigned i = 0; i < 4; i++) vals[pe][i] = 0x80u + i + 4u * pe;
    }
    ucase c = {PTO_PROFILE_IEEE, U_ABS, AVS_S8, 128, 4, 1, 4, -1, 6, false};
    pto_machine *m = machine(PTO_PROFILE_IEEE);
    put_source(m, &c, vals);
    assert_int_equal(pto_tile_set_defined(m, SRC, 3, 2, false), PTO_OK);
    avs_prog p;
    build(&p, &c);
    step_all(m, &p);
    check(m, &c, vals, 0);
    pto_destroy(m);
    for (unsigned pe = 0; pe < PTO_PES; pe++) free(vals[pe]);
}

/* ---- faults ------------------------------------------------------------------------------
 * IllegalInstruction, TileLegality, TileAllocation, BundleControl and
 * BundlePostCommit below.  InstructionPC (C1, an odd continuation) cannot
 * arise from a bundle: TPC is even (pto_set_tpc refuses an odd PC) and
 * every instruction length is even. */

/* A 1 x 4 source U#1 of dt (Col 4, 128 B) on all PEs, holding 1, 2, 3, 4 (or
 * the given raw values). */
static pto_machine *fault_machine(unsigned dt, const uint64_t *row)
{
    pto_machine *m = machine(PTO_PROFILE_IEEE);
    avs_tile(m, SRC, dt, 128, 4, 1, 4, RM, 0xF);
    for (unsigned c = 0; c < 4; c++) avs_put(m, SRC, 0, c, row ? row[c] : c + 1u);
    return m;
}

/* BSTART(dt, op) [datr] B.DIM LB0=4 B.IOT U#1, 1111, last, ->T<128B> BSTOP;
 * returns the index of BSTOP. */
static unsigned plain_bundle(avs_prog *p, unsigned op, unsigned dt, uint32_t datr)
{
    avs_init(p);
    avs_w(p, avs_bstart(dt, sel_of[op]));
    if (datr) avs_w(p, datr);
    avs_w(p, avs_bdim(0, 0, 4));
    avs_w(p, avs_biot_sd(SRC, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    return avs_w(p, AVS_BSTOP);
}

/* The type sets: TNOT rejects every float type, all four reject HiF8 and
 * the other non-VEC types (TileLegality at the commit, C10). */
static void fault_types(void **state)
{
    (void)state;
    static const unsigned non_vec[] = {AVS_HIF8, AVS_E3M2, AVS_E2M3, AVS_E8M0, AVS_E2M1X2, AVS_U4X2, AVS_S4X2};
    for (unsigned op = 0; op < U_COUNT; op++) {
        const op_info *info = op_of_selector(sel_of[op]);
        for (unsigned ti = 0; ti < N_(types); ti++)
            assert_int_equal(op_type_supported(info, types[ti].dt), op_takes(op, &types[ti]));
        for (unsigned k = 0; k < N_(non_vec); k++) {
            assert_false(op_type_supported(info, non_vec[k]));
            pto_machine *m = fault_machine(non_vec[k], (const uint64_t[4]){0, 0, 0, 0});
            avs_prog p;
            unsigned stop = plain_bundle(&p, op, non_vec[k], 0);
            expect_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY, 1);
            pto_destroy(m);
        }
    }
    for (unsigned ti = 0; ti < N_(types); ti++) {
        if (types[ti].cls != 'F') continue;
        pto_machine *m = fault_machine(types[ti].dt, (const uint64_t[4]){0, 0, 0, 0});
        avs_prog p;
        unsigned stop = plain_bundle(&p, U_NOT, types[ti].dt, 0);
        expect_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY, 1);
        pto_destroy(m);
    }
}

/* Operand legality (C14, TileLegality, the destination rolled back): an
 * undefined element on one PE, a source not allocated for a PE of the
 * mask, shape and type mismatches, a column-major source, a predicate
 * source, an unallocated source, and an invalid TF32/HF32 encoding on one
 * PE. */
static void fault_operands(void **state)
{
    (void)state;
    avs_prog p;
    for (unsigned op = 0; op < U_COUNT; op++) {
        /* undefined element (0,2) on PE3 only */
        pto_machine *m = fault_machine(AVS_S16, NULL);
        assert_int_equal(pto_tile_set_defined(m, SRC, 3, 2, false), PTO_OK);
        unsigned stop = plain_bundle(&p, op, AVS_S16, 0);
        expect_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY, 1);
        pto_destroy(m);

        /* a source allocated for PE0-2 only, bound on all four */
        m = machine(PTO_PROFILE_IEEE);
        avs_tile(m, SRC, AVS_S16, 128, 4, 1, 4, RM, 0xE);
        for (unsigned c = 0; c < 4; c++) avs_put(m, SRC, 0, c, c);
        stop = plain_bundle(&p, op, AVS_S16, 0);
        expect_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY, 1);
        pto_destroy(m);

        /* ValidCol 4 against LB0 = 3 (LB2 = 4); Col 4 against LB2 = 8;
         * ValidRow 1 against LB1 = 2 (each destination fits 128 B) */
        static const struct { uint32_t lb0; unsigned lb; uint32_t v; } dims[3] = {{3, 2, 4}, {4, 2, 8}, {4, 1, 2}};
        for (unsigned k = 0; k < 3; k++) {
            m = fault_machine(AVS_S16, NULL);
            avs_init(&p);
            avs_w(&p, avs_bstart(AVS_S16, sel_of[op]));
            avs_w(&p, avs_bdim(0, 0, dims[k].lb0));
            avs_w(&p, avs_bdim(dims[k].lb, 0, dims[k].v));
            avs_w(&p, avs_biot_sd(SRC, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
            stop = avs_w(&p, AVS_BSTOP);
            expect_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY, 1);
            pto_destroy(m);
        }

        /* source S16 under a U16 block (and U16 under S16) */
        m = fault_machine(AVS_S16, NULL);
        stop = plain_bundle(&p, op, AVS_U16, 0);
        expect_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY, 1);
        pto_destroy(m);
        m = fault_machine(AVS_U16, NULL);
        stop = plain_bundle(&p, op, AVS_S16, 0);
        expect_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY, 1);
        pto_destroy(m);

        /* column-major source */
        m = machine(PTO_PROFILE_IEEE);
        avs_tile(m, SRC, AVS_S16, 128, 4, 1, 4, PTO_LAYOUT_COL_MAJOR, 0xF);
        for (unsigned c = 0; c < 4; c++) avs_put(m, SRC, 0, c, c);
        stop = plain_bundle(&p, op, AVS_S16, 0);
        expect_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY, 1);
        pto_destroy(m);

        /* a predicate source (a TCMPS result shape: 4 rows x Col 4, valid 1x4) */
        m = machine(PTO_PROFILE_IEEE);
        avs_pred_tile(m, SRC, 128, 4, 4, 1, 4, 0xF);
        for (unsigned c = 0; c < 4; c++) avs_put(m, SRC, 0, c, c & 1u);
        stop = plain_bundle(&p, op, AVS_U8, 0);
        expect_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY, 1);
        pto_destroy(m);

        /* no source tile at U#1 */
        m = machine(PTO_PROFILE_IEEE);
        stop = plain_bundle(&p, op, AVS_S16, 0);
        expect_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY, 0);
        pto_destroy(m);

        /* an invalid TF32 / HF32 encoding on PE3 only (the other PEs and
         * elements valid) */
        if (op == U_NOT) continue;
        static const struct { unsigned dt; uint64_t bad; } enc[4] = {
            {AVS_TF32, 0x3F800001u}, {AVS_TF32, 0x7F801000u}, {AVS_HF32, 0x3F800800u}, {AVS_HF32, 0xFFC00001u}};
        for (unsigned k = 0; k < 4; k++) {
            m = fault_machine(enc[k].dt, (const uint64_t[4]){0x3F800000u, 0xBF800000u, 0, 0x7FC00000u});
            assert_int_equal(pto_tile_write(m, SRC, 3, 1, enc[k].bad), PTO_OK);
            stop = plain_bundle(&p, op, enc[k].dt, 0);
            expect_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY, 1);
            pto_destroy(m);
        }
    }
}

/* The closed block schema (C10) and the B.DATR fields (C9), TileLegality:
 * LB0 missing or 0 (C.B.DIMI 0), LB1 or LB2 0, a split binding stream; a
 * nonzero CMode, Sat, Canonicalize, DataType, RMode or generic Layout in
 * B.DATR; a B.IOS binding (C4). */
static void fault_schema(void **state)
{
    (void)state;
    avs_prog p;
    for (unsigned op = 0; op < U_COUNT; op++) {
        unsigned dt = AVS_S32;
        pto_machine *m;
        unsigned stop;
        /* LB0 missing */
        m = fault_machine(dt, NULL);
        avs_init(&p);
        avs_w(&p, avs_bstart(dt, sel_of[op]));
        avs_w(&p, avs_biot_sd(SRC, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
        stop = avs_w(&p, AVS_BSTOP);
        expect_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY, 1);
        pto_destroy(m);
        /* LB0, LB1 or LB2 given as 0 (C.B.DIMI imm 0) */
        for (unsigned lb = 0; lb < 3; lb++) {
            m = fault_machine(dt, NULL);
            avs_init(&p);
            avs_w(&p, avs_bstart(dt, sel_of[op]));
            if (lb) avs_w(&p, avs_bdim(0, 0, 4));
            avs_h(&p, avs_cbdimi(lb, 0));
            avs_w(&p, avs_biot_sd(SRC, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
            stop = avs_w(&p, AVS_BSTOP);
            expect_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY, 1);
            pto_destroy(m);
        }
        /* the binding split over two records */
        m = fault_machine(dt, NULL);
        avs_init(&p);
        avs_w(&p, avs_bstart(dt, sel_of[op]));
        avs_w(&p, avs_bdim(0, 0, 4));
        avs_w(&p, avs_biot_d(AVS_PEM_ALL, 0, AVS_HAND_T, 1));
        avs_w(&p, avs_biot_s(SRC, AVS_PEM_ALL, 1));
        stop = avs_w(&p, AVS_BSTOP);
        expect_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY, 1);
        pto_destroy(m);
        /* B.DATR fields other than PadValue */
        static const uint32_t bad_datr[6][7] = {
            {2, 0, 0, 0, 0, 0, 0}, {0, 0, 1, 0, 0, 0, 0}, {0, 0, 0, 1, 0, 0, 0},
            {0, 0, 0, 0, AVS_S32, 0, 0}, {0, 0, 0, 0, 0, 1, 0}, {0, 0, 0, 0, 0, 0, 1}};
        for (unsigned k = 0; k < 6; k++) {
            const uint32_t *f = bad_datr[k];
            m = fault_machine(dt, NULL);
            stop = plain_bundle(&p, op, dt, avs_bdatr(f[0], f[1], f[2], f[3], f[4], f[5], f[6]));
            expect_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY, 1);
            pto_destroy(m);
        }
        /* a B.IOS binding is never consumed by a unary operation */
        m = fault_machine(dt, NULL);
        avs_init(&p);
        avs_w(&p, avs_bstart(dt, sel_of[op]));
        avs_w(&p, avs_bdim(0, 0, 4));
        avs_w(&p, avs_biot_sd(SRC, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
        avs_w(&p, avs_bios(0, 1, AVS_PEM_ALL));
        stop = avs_w(&p, AVS_BSTOP);
        expect_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY, 1);
        pto_destroy(m);
    }
}

/* BundleControl (C7 and the header rules): two sources, no destination, a
 * B.IOR with a nonzero field, a binding after L=1, a second B.DATR, LB0
 * written twice, a BSTOP outside a block.  An all-zero B.IOR is accepted
 * (the operation consumes no GPR). */
static void fault_bundle_control(void **state)
{
    (void)state;
    avs_prog p;
    for (unsigned op = 0; op < U_COUNT; op++) {
        unsigned dt = AVS_U32;
        pto_machine *m;
        unsigned stop;
        /* two sources */
        m = fault_machine(dt, NULL);
        avs_init(&p);
        avs_w(&p, avs_bstart(dt, sel_of[op]));
        avs_w(&p, avs_bdim(0, 0, 4));
        avs_w(&p, avs_biot_ssd(SRC, SRC, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
        stop = avs_w(&p, AVS_BSTOP);
        expect_fault(m, &p, stop, PTO_FAULT_BUNDLE_CONTROL, 1);
        pto_destroy(m);
        /* no destination */
        m = fault_machine(dt, NULL);
        avs_init(&p);
        avs_w(&p, avs_bstart(dt, sel_of[op]));
        avs_w(&p, avs_bdim(0, 0, 4));
        avs_w(&p, avs_biot_s(SRC, AVS_PEM_ALL, 1));
        stop = avs_w(&p, AVS_BSTOP);
        expect_fault(m, &p, stop, PTO_FAULT_BUNDLE_CONTROL, 1);
        pto_destroy(m);
        /* B.IOR with RegSrc0, RegSrc1, RegSrc2 or RegDst nonzero */
        static const unsigned ior[4][4] = {{2, 0, 0, 0}, {0, 2, 0, 0}, {0, 0, 2, 0}, {0, 0, 0, 2}};
        for (unsigned k = 0; k < 4; k++) {
            m = fault_machine(dt, NULL);
            avs_init(&p);
            avs_w(&p, avs_bstart(dt, sel_of[op]));
            avs_w(&p, avs_bdim(0, 0, 4));
            avs_w(&p, avs_biot_sd(SRC, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
            avs_w(&p, avs_bior(ior[k][0], ior[k][1], ior[k][2], ior[k][3]));
            stop = avs_w(&p, AVS_BSTOP);
            expect_fault(m, &p, stop, PTO_FAULT_BUNDLE_CONTROL, 1);
            pto_destroy(m);
        }
        /* the all-zero B.IOR is accepted */
        m = fault_machine(dt, NULL);
        avs_init(&p);
        avs_w(&p, avs_bstart(dt, sel_of[op]));
        avs_w(&p, avs_bdim(0, 0, 4));
        avs_w(&p, avs_biot_sd(SRC, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
        avs_w(&p, avs_bior(0, 0, 0, 0));
        avs_w(&p, AVS_BSTOP);
        step_all(m, &p);
        bool nv;
        for (unsigned c = 0; c < 4; c++) avs_expect(m, 0, 0, c, ref(op, tinfo_of(dt), c + 1u, &nv), true);
        pto_destroy(m);
        /* a B.IOT after the stream was closed: the fault is at that B.IOT */
        m = fault_machine(dt, NULL);
        avs_init(&p);
        avs_w(&p, avs_bstart(dt, sel_of[op]));
        avs_w(&p, avs_bdim(0, 0, 4));
        avs_w(&p, avs_biot_sd(SRC, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
        stop = avs_w(&p, avs_biot_s(SRC, AVS_PEM_ALL, 1));
        avs_w(&p, AVS_BSTOP);
        expect_fault(m, &p, stop, PTO_FAULT_BUNDLE_CONTROL, 1);
        pto_destroy(m);
        /* a second B.DATR */
        m = fault_machine(dt, NULL);
        avs_init(&p);
        avs_w(&p, avs_bstart(dt, sel_of[op]));
        avs_w(&p, avs_bdatr_pad(AVS_PAD_ZERO));
        stop = avs_w(&p, avs_bdatr_pad(AVS_PAD_MAX));
        avs_w(&p, avs_bdim(0, 0, 4));
        avs_w(&p, avs_biot_sd(SRC, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
        avs_w(&p, AVS_BSTOP);
        expect_fault(m, &p, stop, PTO_FAULT_BUNDLE_CONTROL, 1);
        pto_destroy(m);
        /* LB0 written twice */
        m = fault_machine(dt, NULL);
        avs_init(&p);
        avs_w(&p, avs_bstart(dt, sel_of[op]));
        avs_w(&p, avs_bdim(0, 0, 4));
        stop = avs_w(&p, avs_bdim(0, 0, 4));
        avs_w(&p, avs_biot_sd(SRC, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
        avs_w(&p, AVS_BSTOP);
        expect_fault(m, &p, stop, PTO_FAULT_BUNDLE_CONTROL, 1);
        pto_destroy(m);
    }
    pto_machine *m = fault_machine(AVS_U32, NULL);
    avs_init(&p);
    unsigned stop = avs_w(&p, AVS_BSTOP);
    expect_fault(m, &p, stop, PTO_FAULT_BUNDLE_CONTROL, 1);
    pto_destroy(m);
}

/* TileAllocation (C12): a shape that does not fit the SizeCode, no free
 * slot in the destination hand, the 256 KiB budget exceeded.  In each the
 * source is untouched and nothing is allocated. */
static void fault_allocation(void **state)
{
    (void)state;
    avs_prog p;
    for (unsigned op = 0; op < U_COUNT; op++) {
        /* U64 LB0 = 17 > the 16 elements of 128 B */
        pto_machine *m = machine(PTO_PROFILE_IEEE);
        avs_tile(m, SRC, AVS_U64, 256, 32, 1, 17, RM, 0xF);
        for (unsigned c = 0; c < 17; c++) avs_put(m, SRC, 0, c, c);
        avs_init(&p);
        avs_w(&p, avs_bstart(AVS_U64, sel_of[op]));
        avs_w(&p, avs_bdim(0, 0, 17));
        avs_w(&p, avs_biot_sd(SRC, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
        unsigned stop = avs_w(&p, AVS_BSTOP);
        expect_fault(m, &p, stop, PTO_FAULT_TILE_ALLOCATION, 1);
        pto_destroy(m);

        /* every T slot taken */
        m = fault_machine(AVS_S8, NULL);
        for (unsigned i = 0; i < 16; i++) avs_tile(m, i, AVS_S8, 128, 4, 1, 4, RM, 0x8);
        stop = plain_bundle(&p, op, AVS_S8, 0);
        expect_fault(m, &p, stop, PTO_FAULT_TILE_ALLOCATION, 17);
        pto_destroy(m);

        /* the budget: 4 x 128 B of destination against 384 B left */
        m = fault_machine(AVS_S8, NULL);
        unsigned n = 1, slot = 32; /* FP64 tiles on PE0 in hands M and N */
        for (uint32_t size = 65536; size >= 128; size /= 2)
            while (PTO_TILE_BUDGET - 384u - pto_capacity_in_use(m) >= size) {
                assert_true(slot < 64);
                avs_tile(m, slot++, AVS_FP64, size, 1, 1, 1, RM, 0x8);
                n++;
            }
        assert_int_equal(pto_capacity_in_use(m), PTO_TILE_BUDGET - 384u);
        stop = plain_bundle(&p, op, AVS_S8, 0);
        expect_fault(m, &p, stop, PTO_FAULT_TILE_ALLOCATION, n);
        pto_destroy(m);
    }
}

/* IllegalInstruction: a B.IOT destination SizeCode 11 or 15 (the word's
 * encoding constraint, at the B.IOT; SizeCode 0 is the source-only form,
 * whose missing destination is BundleControl above), and a CUBE-conversion B.DATR Layout,
 * which sends a TEPL selector outside the TLSU family to no operation (C3,
 * at the BSTOP).  BundlePostCommit: a B.CATR trap raises it after a
 * successful commit, the result in place. */
static void fault_illegal_and_post_commit(void **state)
{
    (void)state;
    avs_prog p;
    for (unsigned op = 0; op < U_COUNT; op++) {
        for (unsigned size = 11; size <= 15; size += 4) {
            pto_machine *m = fault_machine(AVS_S8, NULL);
            avs_init(&p);
            avs_w(&p, avs_bstart(AVS_S8, sel_of[op]));
            avs_w(&p, avs_bdim(0, 0, 4));
            unsigned k = avs_w(&p, avs_biot_sd(SRC, AVS_PEM_ALL, 1, AVS_HAND_T, size));
            avs_w(&p, AVS_BSTOP);
            expect_fault(m, &p, k, PTO_FAULT_ILLEGAL_INSTRUCTION, 1);
            pto_destroy(m);
        }
        pto_machine *m = fault_machine(AVS_S8, NULL);
        unsigned stop = plain_bundle(&p, op, AVS_S8, avs_bdatr(0, 0, 0, 0, 0, 0, 21));
        expect_fault(m, &p, stop, PTO_FAULT_ILLEGAL_INSTRUCTION, 1);
        pto_destroy(m);

        /* B.CATR trap = 1: the commit happens, then the post-commit trap */
        m = fault_machine(AVS_S8, (const uint64_t[4]){0x80, 0xFF, 0x7F, 0x01});
        avs_init(&p);
        avs_w(&p, avs_bstart(AVS_S8, sel_of[op]));
        avs_w(&p, 1u << 19 | 0x23u); /* B.CATR trap */
        avs_w(&p, avs_bdim(0, 0, 4));
        avs_w(&p, avs_biot_sd(SRC, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
        avs_w(&p, AVS_BSTOP);
        assert_int_equal(pto_set_tpc(m, 0), PTO_OK);
        for (unsigned k = 0; k + 1 < p.n; k++) {
            assert_int_equal(pto_step(m, p.code, p.len), PTO_OK);
            avs_invariants(m);
        }
        assert_int_equal(pto_step(m, p.code, p.len), PTO_FAULT);
        avs_invariants(m);
        pto_fault_info f;
        pto_fault(m, &f);
        assert_int_equal(f.kind, PTO_FAULT_BUNDLE_POST_COMMIT);
        assert_int_equal(f.trap, 5);
        assert_int_equal(f.pc, p.len); /* the continuation */
        assert_int_equal(pto_tpc(m), p.len);
        assert_false(pto_block_active(m));
        static const uint64_t x[4] = {0x80, 0xFF, 0x7F, 0x01};
        bool nv;
        for (unsigned c = 0; c < 4; c++) avs_expect(m, 0, 0, c, ref(op, tinfo_of(AVS_S8), x[c], &nv), true);
        pto_destroy(m);
    }
}

/* ---- front ends -------------------------------------------------------------------------- */

/* The program text spelling and PTO-AS (pto.tabs / tneg / trelu / tnot)
 * reach the same bundles: FP32 [-2.5, -0, NaN 0xFFC00001, 3] and S32
 * [INT_MIN, -5, 0, 7]; hand-derived results. */
static void front_ends(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    char err[300];
    assert_int_equal(run_text(m,
                              ".tile T#1 FP32 size=128B cols=4 valid=1x4 mask=1111\n"
                              ".fill T#1 pe=* = 0xC0200000 0x80000000 0xFFC00001 0x40400000\n"
                              ".tile T#2 S32 size=128B cols=4 valid=1x4 mask=1111\n"
                              ".fill T#2 pe=* = 0x80000000 0xFFFFFFFB 0 7\n"
                              "BSTART.VEC TABS, FP32\nB.DIM LB0=4\nB.IOT T#1, mask=1111, last, ->T<128B>\nBSTOP\n"
                              "BSTART.VEC TNEG, FP32\nB.DIM LB0=4\nB.IOT T#1, mask=1111, last, ->T<128B>\nBSTOP\n"
                              "BSTART.VEC TRELU, FP32\nB.DIM LB0=4\nB.IOT T#1, mask=1111, last, ->T<128B>\nBSTOP\n"
                              "BSTART.VEC TNOT, S32\nB.DIM LB0=4\nB.IOT T#2, mask=1111, last, ->T<128B>\nBSTOP\n"
                              "BSTART.VEC TABS, S32\nB.DIM LB0=4\nB.IOT T#2, mask=1111, last, ->T<128B>\nBSTOP\n",
                              err, sizeof err),
                     PTO_END);
    static const uint64_t want[5][4] = {
        {0x40200000u, 0, 0x7FC00001u, 0x40400000u},
        {0x40200000u, 0, 0x7FC00001u, 0xC0400000u},
        {0, 0, 0x7FC00000u, 0x40400000u},
        {0x7FFFFFFFu, 4, 0xFFFFFFFFu, 0xFFFFFFF8u},
        {0x80000000u, 5, 0, 7},
    };
    for (unsigned t = 0; t < 5; t++)
        for (unsigned c = 0; c < 4; c++) avs_expect(m, 2 + t, 0, c, want[t][c], true);
    assert_int_equal(pto_flags(m), 0);
    avs_invariants(m);
    pto_destroy(m);

    static const char src[] = "%c0 = arith.constant -2.5 : f32\n"
                              "%x = pto.texpands %c0 : f32 -> !pto.tile<4x8xf32>\n"
                              "%a = pto.tabs %x : !pto.tile<4x8xf32> -> !pto.tile<4x8xf32>\n"
                              "%n = tneg %a : !pto.tile<f32, 4, 8>\n"
                              "%r = pto.trelu %n : !pto.tile<4x8xf32> -> !pto.tile<4x8xf32>\n"
                              "%q = pto.trelu %a : !pto.tile<4x8xf32> -> !pto.tile<4x8xf32>\n";
    ptoas_result r;
    int rc = ptoas_lower(src, strlen(src), NULL, 0, NULL, 0, &r);
    if (rc) fail_msg("lowering failed at %u:%u: %s", r.line, r.column, r.message);
    assert_non_null(strstr(r.program, "BSTART.VEC TABS, FP32"));
    assert_non_null(strstr(r.program, "BSTART.VEC TNEG, FP32"));
    assert_non_null(strstr(r.program, "BSTART.VEC TRELU, FP32"));
    m = pto_create();
    pto_status s = run_text(m, r.program, err, sizeof err);
    if (s != PTO_END) fail_msg("run: %s\n%s", err, r.program);
    /* texpands -2.5 (0xC0200000) -> abs 2.5 -> neg -2.5 -> relu +0; relu 2.5 */
    for (uint32_t i = 0; i < 32; i++) {
        uint64_t v;
        bool d;
        assert_int_equal(pto_tile_read(m, 1, 0, i, &v, &d), PTO_OK);
        assert_true(d && v == 0x40200000u);
        assert_int_equal(pto_tile_read(m, 2, 0, i, &v, &d), PTO_OK);
        assert_true(d && v == 0xC0200000u);
        assert_int_equal(pto_tile_read(m, 3, 0, i, &v, &d), PTO_OK);
        assert_true(d && v == 0);
        assert_int_equal(pto_tile_read(m, 4, 0, i, &v, &d), PTO_OK);
        assert_true(d && v == 0x40200000u);
    }
    pto_destroy(m);
    ptoas_free(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(hand_integers),
        cmocka_unit_test(hand_floats), cmocka_unit_test(relu_vector_nans),
        cmocka_unit_test(exhaustive_8bit),
        cmocka_unit_test(exhaustive_16bit),
        cmocka_unit_test(wide_values),
        cmocka_unit_test(flags_sticky),
        cmocka_unit_test(flags_per_pe),
        cmocka_unit_test(padding_every_pad),
        cmocka_unit_test(narrow_regions),
        cmocka_unit_test(per_pe_independence),
        cmocka_unit_test(undefined_outside_mask),
        cmocka_unit_test(fault_types),
        cmocka_unit_test(fault_operands),
        cmocka_unit_test(fault_schema),
        cmocka_unit_test(fault_bundle_control),
        cmocka_unit_test(fault_allocation),
        cmocka_unit_test(fault_illegal_and_post_commit),
        cmocka_unit_test(front_ends),
    };
    /* The element rules are compiled for the baseline and for AVX2 (chosen at
     * run time): every test runs at each instruction-set level. */
    static const struct { unsigned level; const char *name; } levels[3] = {
        {FAST_ISA_AVX2, "unary (AVX2 if the host has it)"},
        {FAST_ISA_SSE2, "unary (SSE2)"},
        {FAST_ISA_PORTABLE, "unary (portable)"}};
    int failed = 0;
    for (unsigned l = 0; l < 3; l++) {
        fast_set_isa_limit(levels[l].level);
        failed += _cmocka_run_group_tests(levels[l].name, tests, N_(tests), NULL, NULL);
    }
    fast_set_isa_limit(FAST_ISA_AVX2);
    return failed;
}
