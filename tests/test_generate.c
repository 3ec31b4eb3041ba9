/* TSEL (ExecuteTileSelect), TCI, TTRI and TFILLPAD through real bundles,
 * against rules written here from the ASL (asl/tile/model/execution/
 * comparison.asl ExecuteTileSelect, generation.asl TCI/TTRI/TFILLPAD,
 * TilePadValueForDataType in definedness/elements.asl):
 *   - TSEL on each of the sixteen VEC types, random raw payloads (invalid
 *     TF32/HF32 encodings included: TSEL checks none), random masks, narrow
 *     and whole-width valid regions, every PadValue (B.DATR absent, Zero,
 *     Max, Min, Null), several PE masks, every PE with its own data;
 *   - TCI and TTRI on each of their types with a different start/diagonal
 *     and direction/orientation on every PE, padding always Null;
 *   - TFILLPAD on every carrier type and on the generic layouts, a
 *     different fill on every PE, every physical element defined;
 *   - every fault class of each operation (BundleControl, TileLegality
 *     before and after the destination is allocated, TileAllocation), each
 *     with the whole state unchanged (tests/support/avs.c
 *     avs_run_to_fault) and nothing left allocated; a bad flag or diagonal
 *     on one participating PE only.
 * pto_check_invariants holds after every step and every fault.  Expected
 * values are computed here from those definitions, never read from
 * ptosim. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core.h"
#include "support/avs.h"
#include "support/support.h"

#define RM PTO_LAYOUT_ROW_MAJOR
#define N_(a) (sizeof(a) / sizeof((a)[0]))

enum { S_TSEL = 0x01A, S_TFILLPAD = 0x065, S_TCI = 0x066, S_TTRI = 0x067 };
enum { MK = 16, ST = 17, SF = 18, SRC = 17 }; /* U#1, U#2, U#3 */

/* ---- the types -------------------------------------------------------------- */

/* Width, class and the PadValue Max and Min encodings of
 * TilePadValueForDataType (Zero and Null are 0). */
typedef struct tinfo {
    unsigned dt, bits;
    char cls;
    uint64_t pad_max, pad_min;
} tinfo;

static const tinfo vec16[16] = {
    {AVS_FP64, 64, 'F', 0x7FEFFFFFFFFFFFFFull, 0xFFEFFFFFFFFFFFFFull},
    {AVS_FP32, 32, 'F', 0x7F7FFFFFu, 0xFF7FFFFFu},
    {AVS_TF32, 32, 'F', 0x7F7FE000u, 0xFF7FE000u},
    {AVS_HF32, 32, 'F', 0x7F7FF000u, 0xFF7FF000u},
    {AVS_FP16, 16, 'F', 0x7BFFu, 0xFBFFu},
    {AVS_BF16, 16, 'F', 0x7F7Fu, 0xFF7Fu},
    {AVS_E4M3, 8, 'F', 0x7Eu, 0xFEu},
    {AVS_E5M2, 8, 'F', 0x7Bu, 0xFBu},
    {AVS_S64, 64, 'S', 0x7FFFFFFFFFFFFFFFull, 0x8000000000000000ull},
    {AVS_S32, 32, 'S', 0x7FFFFFFFu, 0x80000000u},
    {AVS_S16, 16, 'S', 0x7FFFu, 0x8000u},
    {AVS_S8, 8, 'S', 0x7Fu, 0x80u},
    {AVS_U64, 64, 'U', UINT64_MAX, 0},
    {AVS_U32, 32, 'U', 0xFFFFFFFFu, 0},
    {AVS_U16, 16, 'U', 0xFFFFu, 0},
    {AVS_U8, 8, 'U', 0xFFu, 0},
};

static uint64_t wmask(unsigned bits) { return bits >= 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1u; }

static bool pad_defined(int pad) { return pad >= 0 && pad != AVS_PAD_NULL; }
static uint64_t ref_pad(int pad, const tinfo *t)
{
    return pad == AVS_PAD_MAX ? t->pad_max : pad == AVS_PAD_MIN ? t->pad_min : 0;
}

static uint64_t rng_state = 0x5EED0001u;
static uint64_t rnd(void) /* splitmix64 */
{
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* ---- machine helpers ------------------------------------------------------------- */

static pto_machine *machine(void)
{
    pto_machine *m = pto_create();
    assert_non_null(m);
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

static uint32_t pow2_at_least(uint32_t n)
{
    uint32_t p = 128;
    while (p < n) p *= 2;
    return p;
}

static uint64_t load(const uint8_t *p, unsigned bits, size_t i)
{
    uint64_t v = 0;
    for (unsigned b = 0; b < bits / 8u; b++) v |= (uint64_t)p[i * (bits / 8u) + b] << (8u * b);
    return v;
}

/* Runs p from TPC 0: stepped (invariants after each step) or, when run,
 * with pto_run; either way to its end with the block closed. */
static void exec_ok(pto_machine *m, const avs_prog *p, bool run)
{
    pto_recover(m);
    assert_int_equal(pto_set_tpc(m, 0), PTO_OK);
    if (run) {
        pto_status s = pto_run(m, p->code, p->len, 0);
        if (s != PTO_END) {
            pto_fault_info f;
            pto_fault(m, &f);
            fail_msg("pto_run: %s (%s) %s", pto_status_name(s), f.rule ? f.rule : "-", pto_last_error(m));
        }
    } else {
        for (unsigned k = 0; k < p->n; k++) {
            pto_status s = pto_step(m, p->code, p->len);
            if (s != PTO_OK) {
                pto_fault_info f;
                pto_fault(m, &f);
                fail_msg("instruction %u: %s (%s) %s", k, pto_status_name(s), f.rule ? f.rule : "-",
                         pto_last_error(m));
            }
            avs_invariants(m);
        }
    }
    avs_invariants(m);
    assert_int_equal(pto_tpc(m), p->len);
    assert_false(pto_block_active(m));
}

/* Steps p to instruction k and expects that fault kind there with the whole
 * state unchanged, the invariants, nalloc tiles allocated and the capacity
 * in use unchanged. */
static void expect_fault(pto_machine *m, const avs_prog *p, unsigned k, pto_fault_kind kind, unsigned nalloc)
{
    pto_recover(m); /* a fault of an earlier program of the same machine */
    assert_int_equal(pto_set_tpc(m, 0), PTO_OK);
    for (unsigned i = 0; i < k; i++) {
        pto_status s = pto_step(m, p->code, p->len);
        if (s != PTO_OK) {
            pto_fault_info f;
            pto_fault(m, &f);
            fail_msg("instruction %u before the expected fault: %s (%s) %s", i, pto_status_name(s),
                     f.rule ? f.rule : "-", pto_last_error(m));
        }
        avs_invariants(m);
    }
    uint32_t used = pto_capacity_in_use(m);
    avs_run_to_fault(m, p, k, kind);
    pto_fault_info f;
    pto_fault(m, &f);
    assert_non_null(f.rule);
    avs_invariants(m);
    assert_int_equal(avs_allocated_count(m), nalloc);
    assert_int_equal(pto_capacity_in_use(m), used);
}

/* The commit (the last instruction) faults with kind. */
static void commit_fault(pto_machine *m, const avs_prog *p, pto_fault_kind kind, unsigned nalloc)
{
    expect_fault(m, p, p->n - 1, kind, nalloc);
}

/* Fills the tile budget with tiles on PE0 in hands M and N until fewer
 * than leave + 128 bytes are free. */
static void fill_budget(pto_machine *m, uint32_t leave)
{
    unsigned idx = 32;
    for (uint32_t size = 65536; size >= 128; size /= 2)
        while (pto_capacity_in_use(m) + size + leave <= PTO_TILE_BUDGET) {
            assert_true(idx < 64);
            avs_tile(m, idx++, AVS_U8, size, 128, 1, 1, RM, 0x8);
        }
    assert_true(PTO_TILE_BUDGET - pto_capacity_in_use(m) < leave + 128);
}

/* A B.DATR with one field set (f: 0 CMode, 1 Sat, 2 Canonicalize, 3
 * DataType, 4 RMode, 5 Layout, 6 PadValue). */
static uint32_t datr_field(unsigned f, unsigned v)
{
    return avs_bdatr(f == 0 ? v : 0, f == 6 ? v : 0, f == 1 ? v : 0, f == 2 ? v : 0, f == 3 ? v : 0, f == 4 ? v : 0,
                     f == 5 ? v : 0);
}

/* ================================ TSEL ===================================== */

typedef struct tsel_case {
    const tinfo *t;
    uint32_t cap, cols, vr, vc; /* the sources' shape */
    int pad;                    /* -1: no B.DATR */
    unsigned pemode;
    bool run;
} tsel_case;

/* Configures the mask U#1 (predicate, the sources' Rows and Col), the true
 * source U#2 and the false source U#3 on all four PEs; every physical
 * element and mask bit of every PE random (all defined).  Copies of the
 * payloads go to keep[3][PE]. */
static void tsel_sources(pto_machine *m, const tsel_case *c, uint8_t *keep[3][PTO_PES])
{
    uint32_t rows = c->cap * 8u / (c->cols * c->t->bits);
    uint32_t n = rows * c->cols;
    avs_pred_tile(m, MK, pow2_at_least(n), rows, c->cols, c->vr, c->vc, 0xF);
    avs_tile(m, ST, c->t->dt, c->cap, c->cols, c->vr, c->vc, RM, 0xF);
    avs_tile(m, SF, c->t->dt, c->cap, c->cols, c->vr, c->vc, RM, 0xF);
    for (unsigned pe = 0; pe < PTO_PES; pe++)
        for (uint32_t i = 0; i < n; i++) {
            assert_int_equal(pto_tile_write(m, MK, pe, i, rnd() & 1u), PTO_OK);
            assert_int_equal(pto_tile_write(m, ST, pe, i, rnd() & wmask(c->t->bits)), PTO_OK);
            assert_int_equal(pto_tile_write(m, SF, pe, i, rnd() & wmask(c->t->bits)), PTO_OK);
        }
    static const unsigned idx[3] = {MK, ST, SF};
    for (unsigned k = 0; k < 3; k++)
        for (unsigned pe = 0; pe < PTO_PES; pe++) {
            const uint8_t *b;
            size_t len;
            assert_int_equal(pto_tile_payload(m, idx[k], pe, &b, &len), PTO_OK);
            keep[k][pe] = malloc(len);
            assert_non_null(keep[k][pe]);
            memcpy(keep[k][pe], b, len);
        }
}

/* BSTART.VEC TSEL, dt  [B.DATR pad]  B.DIM LB0=vc  [LB1=vr]  [LB2=cols]
 * B.IOT U#1, U#2, pemode (L=0)  B.IOT U#3, pemode, last, ->T<cap>  BSTOP */
static void tsel_prog(avs_prog *p, const tsel_case *c)
{
    avs_init(p);
    avs_w(p, avs_bstart(c->t->dt, S_TSEL));
    if (c->pad >= 0) avs_w(p, avs_bdatr_pad((unsigned)c->pad));
    avs_w(p, avs_bdim(0, 0, c->vc));
    if (c->vr != 1) avs_w(p, avs_bdim(1, 0, c->vr));
    if (c->cols != c->vc) avs_w(p, avs_bdim(2, 0, c->cols));
    avs_w(p, avs_biot_ss(MK, ST, c->pemode, 0));
    avs_w(p, avs_biot_sd(SF, c->pemode, 1, AVS_HAND_T, size_code(c->cap)));
    avs_w(p, AVS_BSTOP);
}

static void tsel_check(const pto_machine *m, const tsel_case *c, uint8_t *const keep[3][PTO_PES])
{
    const tinfo *t = c->t;
    unsigned mask = pemode_mask[c->pemode];
    uint32_t rows = c->cap * 8u / (c->cols * t->bits);
    avs_expect_desc(m, 0, PTO_TILE_NUMERIC, t->dt, c->cap, rows, c->cols, c->vr, c->vc, mask);
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        const uint8_t *d;
        size_t len;
        static const unsigned idx[3] = {MK, ST, SF};
        for (unsigned k = 0; k < 3; k++) { /* the sources are untouched */
            const uint8_t *b;
            assert_int_equal(pto_tile_payload(m, idx[k], pe, &b, &len), PTO_OK);
            assert_memory_equal(b, keep[k][pe], len);
        }
        if (!pe_in(mask, pe)) {
            assert_int_not_equal(pto_tile_payload(m, 0, pe, &d, &len), PTO_OK);
            continue;
        }
        assert_int_equal(pto_tile_payload(m, 0, pe, &d, &len), PTO_OK);
        for (uint32_t r = 0; r < rows; r++)
            for (uint32_t col = 0; col < c->cols; col++) {
                uint32_t i = r * c->cols + col;
                bool def;
                assert_int_equal(pto_tile_read(m, 0, pe, i, NULL, &def), PTO_OK);
                uint64_t got = load(d, t->bits, i);
                if (r < c->vr && col < c->vc) {
                    /* bit i = r * Col + c of the mask: 1 -> SrcTrue, 0 -> SrcFalse, raw bits */
                    bool bit = (keep[0][pe][i >> 3] >> (i & 7u)) & 1u;
                    uint64_t want = load(keep[bit ? 1 : 2][pe], t->bits, i);
                    if (!def || got != want)
                        fail_msg("TSEL %s PE%u (%u,%u): 0x%llx%s, expected 0x%llx (bit %d)", pto_dtype_name(t->dt), pe,
                                 r, col, (unsigned long long)got, def ? "" : " undefined", (unsigned long long)want,
                                 bit);
                } else if (pad_defined(c->pad)) {
                    if (!def || got != ref_pad(c->pad, t))
                        fail_msg("TSEL %s PE%u padding (%u,%u): 0x%llx%s, expected 0x%llx", pto_dtype_name(t->dt), pe,
                                 r, col, (unsigned long long)got, def ? "" : " undefined",
                                 (unsigned long long)ref_pad(c->pad, t));
                } else if (def) {
                    fail_msg("TSEL %s PE%u padding (%u,%u) defined under Null padding", pto_dtype_name(t->dt), pe, r,
                             col);
                }
            }
    }
}

static void tsel_run(const tsel_case *c)
{
    pto_machine *m = machine();
    uint8_t *keep[3][PTO_PES];
    tsel_sources(m, c, keep);
    avs_prog p;
    tsel_prog(&p, c);
    m->flags = PTO_FLAG_DZ | PTO_FLAG_NX; /* TSEL records no status: these stay, nothing joins them */
    for (int pass = 0; pass < (c->run ? 2 : 1); pass++) { /* the second pto_run replays the bundle plan */
        exec_ok(m, &p, c->run);
        tsel_check(m, c, keep);
        assert_int_equal(pto_flags(m), PTO_FLAG_DZ | PTO_FLAG_NX);
        if (c->run) assert_int_equal(pto_tile_release(m, 0), PTO_OK);
    }
    for (unsigned k = 0; k < 3; k++)
        for (unsigned pe = 0; pe < PTO_PES; pe++) free(keep[k][pe]);
    pto_destroy(m);
}

/* Every VEC type x four shapes x every PadValue, PE masks cycling through
 * all four, PE0, PE2, PE0-2 and PE0-1. */
static void tsel_types_shapes_pads(void **state)
{
    (void)state;
    static const struct { uint32_t cap, cols, vr, vc; } shapes[4] = {
        {256, 8, 3, 5},   /* narrow valid region inside the physical width */
        {256, 4, 0, 4},   /* whole rows: vr = every row (filled in below) */
        {128, 1, 1, 1},   /* one element */
        {512, 32, 2, 17}, /* an odd width */
    };
    static const int pads[5] = {-1, AVS_PAD_ZERO, AVS_PAD_MAX, AVS_PAD_MIN, AVS_PAD_NULL};
    static const unsigned pemodes[5] = {7, 1, 3, 6, 5};
    unsigned n = 0;
    for (unsigned ti = 0; ti < 16; ti++)
        for (unsigned s = 0; s < 4; s++)
            for (unsigned pi = 0; pi < 5; pi++, n++) {
                tsel_case c = {&vec16[ti], shapes[s].cap, shapes[s].cols, shapes[s].vr, shapes[s].vc, pads[pi],
                               pemodes[n % 5], n % 2 == 1};
                if (!c.vr) c.vr = c.cap * 8u / (c.cols * c.t->bits);
                tsel_run(&c);
            }
}

/* A valid TSEL set-up: FP32 128 B, Col 8, valid 2x5, mask and sources on
 * all four PEs, with known values (mask bit i = i % 3 == 0, true 100 + i,
 * false 200 + i). */
static pto_machine *tsel_base(void)
{
    pto_machine *m = machine();
    avs_pred_tile(m, MK, 128, 4, 8, 2, 5, 0xF);
    avs_tile(m, ST, AVS_FP32, 128, 8, 2, 5, RM, 0xF);
    avs_tile(m, SF, AVS_FP32, 128, 8, 2, 5, RM, 0xF);
    for (unsigned r = 0; r < 2; r++)
        for (unsigned c = 0; c < 5; c++) {
            unsigned i = r * 8 + c;
            avs_put(m, MK, r, c, i % 3 == 0);
            avs_put(m, ST, r, c, 100 + i);
            avs_put(m, SF, r, c, 200 + i);
        }
    return m;
}

/* The canonical bundle of tsel_base with changes: datr (0: none), lb0 (-1:
 * absent), lb1 (-1: absent), lb2 (-1: absent), ior (-1: none), the
 * bindings' PE modes, the destination SizeCode. */
typedef struct tsel_prog_opts {
    unsigned dt;
    uint32_t datr;
    int lb0, lb1, lb2, ior;
    unsigned pem0, pem1, size;
} tsel_prog_opts;

static tsel_prog_opts tsel_opts(void) { return (tsel_prog_opts){AVS_FP32, 0, 5, 2, 8, -1, 7, 7, 1}; }

static void tsel_prog_with(avs_prog *p, const tsel_prog_opts *o)
{
    avs_init(p);
    avs_w(p, avs_bstart(o->dt, S_TSEL));
    if (o->datr) avs_w(p, o->datr);
    if (o->lb0 >= 0) avs_w(p, avs_bdim(0, 0, (uint32_t)o->lb0));
    if (o->lb1 >= 0) avs_w(p, avs_bdim(1, 0, (uint32_t)o->lb1));
    if (o->lb2 >= 0) avs_w(p, avs_bdim(2, 0, (uint32_t)o->lb2));
    avs_w(p, avs_biot_ss(MK, ST, o->pem0, 0));
    avs_w(p, avs_biot_sd(SF, o->pem1, 1, AVS_HAND_T, o->size));
    if (o->ior >= 0) avs_w(p, (uint32_t)o->ior);
    avs_w(p, AVS_BSTOP);
}

static void tsel_expect_opts_fault(const tsel_prog_opts *o, pto_fault_kind kind)
{
    pto_machine *m = tsel_base();
    avs_prog p;
    tsel_prog_with(&p, o);
    commit_fault(m, &p, kind, 3);
    pto_destroy(m);
}

/* The canonical bundle commits with the hand-derived result. */
static void tsel_canonical(void **state)
{
    (void)state;
    pto_machine *m = tsel_base();
    tsel_prog_opts o = tsel_opts();
    avs_prog p;
    tsel_prog_with(&p, &o);
    exec_ok(m, &p, false);
    for (unsigned r = 0; r < 2; r++)
        for (unsigned c = 0; c < 5; c++) {
            unsigned i = r * 8 + c;
            avs_expect(m, 0, r, c, i % 3 == 0 ? 100 + i : 200 + i, true);
        }
    pto_destroy(m);
}

/* Faults found in the header and the block schema (before any allocation). */
static void tsel_faults_schema(void **state)
{
    (void)state;
    tsel_prog_opts o;
    /* B.DIM: LB0 absent or 0, LB1 0, shapes that are not the sources' */
    o = tsel_opts(), o.lb0 = -1, tsel_expect_opts_fault(&o, PTO_FAULT_TILE_LEGALITY);
    o = tsel_opts(), o.lb0 = 0, tsel_expect_opts_fault(&o, PTO_FAULT_TILE_LEGALITY);
    o = tsel_opts(), o.lb1 = 0, tsel_expect_opts_fault(&o, PTO_FAULT_TILE_LEGALITY);
    o = tsel_opts(), o.lb0 = 4, tsel_expect_opts_fault(&o, PTO_FAULT_TILE_LEGALITY);
    o = tsel_opts(), o.lb1 = -1, tsel_expect_opts_fault(&o, PTO_FAULT_TILE_LEGALITY);
    o = tsel_opts(), o.lb2 = 16, tsel_expect_opts_fault(&o, PTO_FAULT_TILE_LEGALITY);
    o = tsel_opts(), o.lb2 = -1, tsel_expect_opts_fault(&o, PTO_FAULT_TILE_LEGALITY); /* Col = LB0 = 5, not 8 */
    /* B.DATR: every field but PadValue is TileLegality (C9) */
    for (unsigned f = 0; f < 6; f++) {
        o = tsel_opts();
        o.datr = datr_field(f, f == 3 ? AVS_FP32 : 1);
        tsel_expect_opts_fault(&o, PTO_FAULT_TILE_LEGALITY);
    }
    /* B.IOR: a slot TSEL does not consume is BundleControl (C7); an
     * all-zero B.IOR fails the closed schema (TileLegality) */
    o = tsel_opts(), o.ior = (int)avs_bior(2, 0, 0, 0), tsel_expect_opts_fault(&o, PTO_FAULT_BUNDLE_CONTROL);
    o = tsel_opts(), o.ior = (int)avs_bior(0, 0, 0, 2), tsel_expect_opts_fault(&o, PTO_FAULT_BUNDLE_CONTROL);
    o = tsel_opts(), o.ior = (int)avs_bior(0, 0, 0, 0), tsel_expect_opts_fault(&o, PTO_FAULT_TILE_LEGALITY);
    /* the bindings carry different PE masks: TileLegality at the second
     * B.IOT itself (BundleTileMaskCanAppend, commands.asl) */
    {
        o = tsel_opts(), o.pem1 = 1;
        pto_machine *m = tsel_base();
        avs_prog p;
        tsel_prog_with(&p, &o);
        expect_fault(m, &p, p.n - 2, PTO_FAULT_TILE_LEGALITY, 3);
        pto_destroy(m);
    }
    /* a block type that is not the sources' */
    o = tsel_opts(), o.dt = AVS_U32, tsel_expect_opts_fault(&o, PTO_FAULT_TILE_LEGALITY);

    /* binding streams: only the first binding (sources 2 of 3: BundleControl);
     * the destination on the first binding (TileLegality); three bindings
     * (TileLegality); a B.IOS (TileLegality, C4) */
    struct { uint32_t w[4]; unsigned n; pto_fault_kind kind; } streams[4] = {
        {{avs_biot_ss(MK, ST, 7, 1)}, 1, PTO_FAULT_BUNDLE_CONTROL},
        {{avs_biot_ssd(MK, ST, 7, 0, AVS_HAND_T, 1), avs_biot_s(SF, 7, 1)}, 2, PTO_FAULT_TILE_LEGALITY},
        {{avs_biot_s(MK, 7, 0), avs_biot_s(ST, 7, 0), avs_biot_sd(SF, 7, 1, AVS_HAND_T, 1)}, 3,
         PTO_FAULT_TILE_LEGALITY},
        {{avs_biot_ss(MK, ST, 7, 0), avs_bios(1, 1, 7), avs_biot_sd(SF, 7, 1, AVS_HAND_T, 1)}, 3,
         PTO_FAULT_TILE_LEGALITY},
    };
    for (unsigned s = 0; s < 4; s++) {
        pto_machine *m = tsel_base();
        avs_prog p;
        avs_init(&p);
        avs_w(&p, avs_bstart(AVS_FP32, S_TSEL));
        avs_w(&p, avs_bdim(0, 0, 5));
        avs_w(&p, avs_bdim(1, 0, 2));
        avs_w(&p, avs_bdim(2, 0, 8));
        for (unsigned k = 0; k < streams[s].n; k++) avs_w(&p, streams[s].w[k]);
        avs_w(&p, AVS_BSTOP);
        commit_fault(m, &p, streams[s].kind, 3);
        pto_destroy(m);
    }
}

/* Faults found in the operands: each set-up differs from tsel_base in one
 * point; all TileLegality before allocation. */
static void tsel_faults_operands(void **state)
{
    (void)state;
    for (unsigned k = 0; k < 13; k++) {
        pto_machine *m = machine();
        unsigned mk_kind = 0; /* 0 predicate, 1 numeric */
        uint32_t mk_rows = 4, mk_vc = 5;
        unsigned st_dt = AVS_FP32, sf_dt = AVS_FP32, st_layout = RM, sf_layout = RM, st_mask = 0xF;
        uint32_t sf_vc = 5, sf_cols = 8;
        switch (k) {
        case 0: mk_kind = 1; break;               /* an ordinary numeric mask */
        case 1: mk_vc = 4; break;                 /* mask valid shape differs */
        case 2: mk_rows = 8; break;               /* mask rows differ */
        case 3: sf_dt = AVS_U32; break;           /* false source of another type */
        case 4: sf_vc = 4; break;                 /* false source valid shape differs */
        case 5: sf_cols = 16; break;              /* false source Col differs (16 x 2 rows) */
        case 6: sf_layout = PTO_LAYOUT_COL_MAJOR; break;
        case 7: st_layout = sf_layout = PTO_LAYOUT_COL_MAJOR; break; /* both column-major */
        case 8: st_mask = 0x8; break;             /* the true source lives on PE0 only */
        case 9: st_dt = sf_dt = AVS_HIF8; break;  /* not a TSEL type (block HiF8 below) */
        default: break;                           /* 10..12: undefined elements */
        }
        uint32_t st_cols = st_dt == AVS_HIF8 ? 32 : 8;
        if (sf_dt == AVS_HIF8) sf_cols = 32;
        if (mk_kind) avs_tile(m, MK, AVS_U8, 128, 8, 2, mk_vc, RM, 0xF);
        else avs_pred_tile(m, MK, 128, st_dt == AVS_HIF8 ? 4 : mk_rows, st_cols, 2, mk_vc, 0xF);
        avs_tile(m, ST, st_dt, 128, st_cols, 2, 5, st_layout, st_mask);
        avs_tile(m, SF, sf_dt, 128, sf_cols, 2, sf_vc, sf_layout, 0xF);
        for (unsigned pe = 0; pe < PTO_PES; pe++)
            for (unsigned r = 0; r < 2; r++)
                for (unsigned c = 0; c < 5; c++) {
                    uint32_t e;
                    if (c < mk_vc) assert_int_equal(pto_tile_write(m, MK, pe, r * (mk_kind ? 8 : st_cols) + c, 1), PTO_OK);
                    if (pe_in(st_mask, pe)) {
                        assert_int_equal(pto_tile_index(m, ST, r, c, &e), PTO_OK);
                        assert_int_equal(pto_tile_write(m, ST, pe, e, 1), PTO_OK);
                    }
                    if (c < sf_vc) {
                        assert_int_equal(pto_tile_index(m, SF, r, c, &e), PTO_OK);
                        assert_int_equal(pto_tile_write(m, SF, pe, e, 2), PTO_OK);
                    }
                }
        /* one undefined element on PE2 only: mask, true, false */
        if (k == 10) assert_int_equal(pto_tile_set_defined(m, MK, 2, 1 * st_cols + 4, false), PTO_OK);
        if (k == 11) assert_int_equal(pto_tile_set_defined(m, ST, 2, 4, false), PTO_OK);
        if (k == 12) assert_int_equal(pto_tile_set_defined(m, SF, 2, 8 + 1, false), PTO_OK);
        tsel_prog_opts o = tsel_opts();
        if (k == 9) o.dt = AVS_HIF8, o.lb2 = 32;
        avs_prog p;
        tsel_prog_with(&p, &o);
        commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 3);
        pto_destroy(m);
    }
}

/* TileAllocation at C12 (a full destination hand, the budget, a SizeCode
 * too small for the shape), and TileLegality at C14 with the destination
 * rolled back (a SizeCode that gives other Rows than the sources'). */
static void tsel_faults_allocation(void **state)
{
    (void)state;
    pto_machine *m = tsel_base();
    for (unsigned i = 0; i < 16; i++) avs_tile(m, i, AVS_U8, 128, 128, 1, 1, RM, 0x8);
    tsel_prog_opts o = tsel_opts();
    avs_prog p;
    tsel_prog_with(&p, &o);
    commit_fault(m, &p, PTO_FAULT_TILE_ALLOCATION, 19);
    pto_destroy(m);

    m = tsel_base();
    fill_budget(m, 384); /* the destination needs 4 x 128 B */
    unsigned n = avs_allocated_count(m);
    commit_fault(m, &p, PTO_FAULT_TILE_ALLOCATION, n);
    pto_destroy(m);

    /* FP32 512 B sources, Col 32, valid 3x32: a 128 B destination has one row */
    m = machine();
    avs_pred_tile(m, MK, 128, 4, 32, 3, 32, 0xF);
    avs_tile(m, ST, AVS_FP32, 512, 32, 3, 32, RM, 0xF);
    avs_tile(m, SF, AVS_FP32, 512, 32, 3, 32, RM, 0xF);
    for (unsigned pe = 0; pe < PTO_PES; pe++)
        for (unsigned i = 0; i < 96; i++) {
            assert_int_equal(pto_tile_write(m, MK, pe, i, 0), PTO_OK);
            assert_int_equal(pto_tile_write(m, ST, pe, i, 1), PTO_OK);
            assert_int_equal(pto_tile_write(m, SF, pe, i, 2), PTO_OK);
        }
    o = tsel_opts(), o.lb0 = 32, o.lb1 = 3, o.lb2 = -1, o.size = 1;
    tsel_prog_with(&p, &o);
    commit_fault(m, &p, PTO_FAULT_TILE_ALLOCATION, 3);
    /* 256 B: 2 rows < 3 -> TileAllocation; 1024 B: 8 rows, not the
     * sources' 4 -> TileLegality after allocation (rolled back); 512 B
     * commits */
    o.size = 2;
    tsel_prog_with(&p, &o);
    commit_fault(m, &p, PTO_FAULT_TILE_ALLOCATION, 3);
    o.size = 4;
    tsel_prog_with(&p, &o);
    commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 3);
    o.size = 3;
    tsel_prog_with(&p, &o);
    exec_ok(m, &p, false);
    avs_expect(m, 0, 2, 31, 2, true);
    pto_destroy(m);
}

/* ================================ TCI ====================================== */

static const unsigned tci_types[4] = {AVS_S32, AVS_S16, AVS_U32, AVS_U16};
static const unsigned ttri_types[6] = {AVS_FP32, AVS_FP16, AVS_S32, AVS_S16, AVS_U32, AVS_U16};

/* BSTART.SFU sel, dt  [B.DATR]  B.DIM LB0=vc  [LB1]  [LB2]  [B.IOR a0, a1]
 * B.IOT pemode, last, ->T<cap>  BSTOP */
static void gen_prog(avs_prog *p, unsigned sel, unsigned dt, uint32_t datr, int vc, int vr, int cols, bool ior,
                     unsigned pemode, uint32_t cap)
{
    avs_init(p);
    avs_w(p, avs_bstart(dt, sel));
    if (datr) avs_w(p, datr);
    if (vc >= 0) avs_w(p, avs_bdim(0, 0, (uint32_t)vc));
    if (vr >= 0) avs_w(p, avs_bdim(1, 0, (uint32_t)vr));
    if (cols >= 0) avs_w(p, avs_bdim(2, 0, (uint32_t)cols));
    if (ior) avs_w(p, avs_bior(2, 3, 0, 0));
    avs_w(p, avs_biot_d(pemode, 1, AVS_HAND_T, size_code(cap)));
    avs_w(p, AVS_BSTOP);
}

/* Checks the generated destination T#1 on every PE of mask: element (r, c)
 * of the valid region = want(pe, r, c), defined; padding undefined. */
typedef uint64_t (*gen_rule)(unsigned pe, uint32_t r, uint32_t c, const void *ctx);
static void gen_check(const pto_machine *m, unsigned dt, uint32_t cap, uint32_t cols, uint32_t vr, uint32_t vc,
                      unsigned mask, gen_rule want, const void *ctx)
{
    unsigned bits = pto_dtype_bits(dt);
    uint32_t rows = cap * 8u / (cols * bits);
    avs_expect_desc(m, 0, PTO_TILE_NUMERIC, dt, cap, rows, cols, vr, vc, mask);
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        const uint8_t *d;
        size_t len;
        if (!pe_in(mask, pe)) {
            assert_int_not_equal(pto_tile_payload(m, 0, pe, &d, &len), PTO_OK);
            continue;
        }
        assert_int_equal(pto_tile_payload(m, 0, pe, &d, &len), PTO_OK);
        for (uint32_t r = 0; r < rows; r++)
            for (uint32_t c = 0; c < cols; c++) {
                bool def;
                assert_int_equal(pto_tile_read(m, 0, pe, r * cols + c, NULL, &def), PTO_OK);
                if (r < vr && c < vc) {
                    uint64_t got = load(d, bits, r * cols + c), w = want(pe, r, c, ctx);
                    if (!def || got != w)
                        fail_msg("%s PE%u (%u,%u): 0x%llx%s, expected 0x%llx", pto_dtype_name(dt), pe, r, c,
                                 (unsigned long long)got, def ? "" : " undefined", (unsigned long long)w);
                } else if (def) {
                    fail_msg("%s PE%u padding (%u,%u) is defined (padding is always Null)", pto_dtype_name(dt), pe, r,
                             c);
                }
            }
    }
}

typedef struct gen_ctx {
    unsigned bits, dt;
    uint64_t a0[PTO_PES], a1[PTO_PES];
    bool ior;
} gen_ctx;

/* TCI: column k = start + k or start - k, mod 2^W (start = the low W bits
 * of a0; 0 and ascending without B.IOR). */
static uint64_t tci_rule(unsigned pe, uint32_t r, uint32_t c, const void *ctx)
{
    (void)r;
    const gen_ctx *g = ctx;
    uint64_t start = g->ior ? g->a0[pe] : 0;
    bool down = g->ior && g->a1[pe] == 1;
    return (down ? start - c : start + c) & wmask(g->bits);
}

/* Each TCI type, starts around the width's edges and beyond it (the low W
 * bits count), different on each PE, direction 0 on PE0/PE2 and 1 on
 * PE1/PE3, several widths and Col; also without B.IOR, and with an
 * all-zero B.DATR (no retype, decisions D14; padding stays Null). */
static void tci_values(void **state)
{
    (void)state;
    static const uint64_t starts[6] = {0, 1, 0x7FFF, 0xFFFFFFFFFFFFFFFFull, 0x123456789ABCDEF0ull, 0x80000000u};
    static const struct { int vc, cols; uint32_t cap; } shapes[5] = {
        {1, -1, 128}, {2, 8, 128}, {7, 8, 128}, {64, -1, 256}, {33, 64, 256}}; /* Col a power of two */
    unsigned n = 0;
    for (unsigned ti = 0; ti < 4; ti++)
        for (unsigned s = 0; s < 5; s++)
            for (unsigned v = 0; v < 3; v++, n++) { /* 0: B.IOR, 1: none, 2: B.IOR + all-zero B.DATR */
                unsigned dt = tci_types[ti];
                gen_ctx g = {pto_dtype_bits(dt), dt, {0}, {0}, v != 1};
                pto_machine *m = machine();
                for (unsigned pe = 0; pe < PTO_PES; pe++) {
                    g.a0[pe] = starts[(n + pe) % 6] + pe;
                    g.a1[pe] = pe & 1u;
                    assert_int_equal(pto_gpr_write(m, pe, 2, g.a0[pe]), PTO_OK);
                    assert_int_equal(pto_gpr_write(m, pe, 3, g.a1[pe]), PTO_OK);
                }
                unsigned pemode = n % 3 == 0 ? 7 : n % 3 == 1 ? 2 : 6;
                uint32_t cols = (uint32_t)(shapes[s].cols > 0 ? shapes[s].cols : shapes[s].vc);
                if ((uint64_t)cols * g.bits > (uint64_t)shapes[s].cap * 8u) continue;
                avs_prog p;
                gen_prog(&p, S_TCI, dt, v == 2 ? avs_bdatr(0, 0, 0, 0, 0, 0, 0) : 0, shapes[s].vc, n % 4 == 0 ? 1 : -1,
                         shapes[s].cols, g.ior, pemode, shapes[s].cap);
                exec_ok(m, &p, n % 2);
                gen_check(m, dt, shapes[s].cap, cols, 1, (uint32_t)shapes[s].vc, pemode_mask[pemode], tci_rule, &g);
                assert_int_equal(pto_flags(m), 0);
                pto_destroy(m);
            }
}

/* TTRI: one (1.0 in the float types) where c <= r + d (lower) or c >= r +
 * d (upper), else 0; no wrap. */
static uint64_t ttri_rule(unsigned pe, uint32_t r, uint32_t c, const void *ctx)
{
    const gen_ctx *g = ctx;
    int64_t d = g->ior ? (int64_t)g->a0[pe] : 0;
    bool upper = g->ior && g->a1[pe] == 1;
    bool on = upper ? (int64_t)c >= (int64_t)r + d : (int64_t)c <= (int64_t)r + d;
    uint64_t one = g->dt == AVS_FP32 ? 0x3F800000u : g->dt == AVS_FP16 ? 0x3C00u : 1u;
    return on ? one : 0;
}

static void ttri_values(void **state)
{
    (void)state;
    static const int64_t diags[10] = {-65535, -9, -2, -1, 0, 1, 2, 7, 65535, 3};
    static const struct { int vc, vr, cols; uint32_t cap; } shapes[4] = {
        {8, 8, -1, 256}, {5, 3, 8, 128}, {1, 1, -1, 128}, {16, 6, 32, 1024}};
    unsigned n = 0;
    for (unsigned ti = 0; ti < 6; ti++)
        for (unsigned s = 0; s < 4; s++)
            for (unsigned v = 0; v < 3; v++, n++) {
                unsigned dt = ttri_types[ti];
                gen_ctx g = {pto_dtype_bits(dt), dt, {0}, {0}, v != 1};
                pto_machine *m = machine();
                for (unsigned pe = 0; pe < PTO_PES; pe++) {
                    g.a0[pe] = (uint64_t)diags[(n + 3 * pe) % 10];
                    g.a1[pe] = (pe + n) & 1u;
                    assert_int_equal(pto_gpr_write(m, pe, 2, g.a0[pe]), PTO_OK);
                    assert_int_equal(pto_gpr_write(m, pe, 3, g.a1[pe]), PTO_OK);
                }
                unsigned pemode = n % 3 == 0 ? 7 : n % 3 == 1 ? 4 : 5;
                uint32_t cols = (uint32_t)(shapes[s].cols > 0 ? shapes[s].cols : shapes[s].vc);
                avs_prog p;
                gen_prog(&p, S_TTRI, dt, v == 2 ? avs_bdatr(0, 0, 0, 0, 0, 0, 0) : 0, shapes[s].vc,
                         shapes[s].vr == 1 && n % 2 ? -1 : shapes[s].vr, shapes[s].cols, g.ior, pemode, shapes[s].cap);
                exec_ok(m, &p, n % 2);
                gen_check(m, dt, shapes[s].cap, cols, (uint32_t)shapes[s].vr, (uint32_t)shapes[s].vc,
                          pemode_mask[pemode], ttri_rule, &g);
                assert_int_equal(pto_flags(m), 0);
                pto_destroy(m);
            }
}

/* The GPR rules (BundleOperationGPRBindingValuesLegal) on every
 * participating PE (decisions D3): the flag (RegSrc1) must be 0 or 1 as a
 * whole 64-bit value, TTRI's diagonal (RegSrc0) in -65535..65535 as a
 * signed 64-bit value.  A bad value on one participating PE is
 * TileLegality; on a PE outside the mask it is not looked at. */
static void gen_gpr_rules(void **state)
{
    (void)state;
    static const uint64_t bad_flags[4] = {2, 0x8000000000000000ull, UINT64_MAX, 0x100000000ull};
    static const uint64_t bad_diags[5] = {65536, (uint64_t)-65536, 0x8000000000000000ull, 0x7FFFFFFFFFFFFFFFull,
                                          0x100000000ull};
    for (unsigned op = 0; op < 2; op++) {
        unsigned sel = op ? S_TTRI : S_TCI, dt = AVS_U16;
        for (unsigned i = 0; i < 4 + (op ? 5 : 0); i++)
            for (unsigned bad_pe = 0; bad_pe < PTO_PES; bad_pe++) {
                pto_machine *m = machine();
                avs_gpr(m, 2, op ? (uint64_t)-65535 : 5);
                avs_gpr(m, 3, 1);
                if (i < 4) assert_int_equal(pto_gpr_write(m, bad_pe, 3, bad_flags[i]), PTO_OK);
                else assert_int_equal(pto_gpr_write(m, bad_pe, 2, bad_diags[i - 4]), PTO_OK);
                avs_prog p;
                gen_prog(&p, sel, dt, 0, 4, -1, -1, true, 7, 128);
                commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 0);
                /* the same values with the bad PE outside the mask: fine */
                unsigned other = bad_pe == 0 ? 2 : 1; /* PEMode 2 = PE1 alone, 1 = PE0 alone */
                pto_recover(m);
                gen_prog(&p, sel, dt, 0, 4, -1, -1, true, other, 128);
                exec_ok(m, &p, false);
                pto_destroy(m);
            }
    }
    /* the edges themselves are legal: diagonal +-65535, flags 0 and 1 (the
     * values, hand-derived, in ttri_values) */
}

/* The other faults of TCI and TTRI. */
static void gen_faults(void **state)
{
    (void)state;
    for (unsigned op = 0; op < 2; op++) {
        unsigned sel = op ? S_TTRI : S_TCI;
        avs_prog p;
        pto_machine *m;
        /* B.DIM: LB0 absent or 0, LB1 0 (TCI: LB1 other than 1), LB2 below LB0 */
        const struct { int vc, vr, cols; } dims[5] = {{-1, -1, -1}, {0, -1, -1}, {4, 0, -1}, {4, -1, 3}, {4, 2, -1}};
        for (unsigned i = 0; i < 5; i++) {
            if (i == 4 && op) continue; /* TTRI takes LB1 = 2 */
            m = machine();
            gen_prog(&p, sel, AVS_U16, 0, dims[i].vc, dims[i].vr, dims[i].cols, false, 7, 128);
            commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 0);
            pto_destroy(m);
        }
        /* types outside the operation's set */
        static const unsigned bad_types[7] = {AVS_U8, AVS_S8, AVS_BF16, AVS_FP64, AVS_S64, AVS_E4M3, AVS_FP32};
        for (unsigned i = 0; i < (op ? 6u : 7u); i++) {
            m = machine();
            gen_prog(&p, sel, bad_types[i], 0, 4, -1, -1, false, 7, 128);
            commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 0);
            pto_destroy(m);
        }
        /* every nonzero B.DATR field (TCI/TTRI take none) */
        for (unsigned f = 0; f < 7; f++) {
            m = machine();
            gen_prog(&p, sel, AVS_U16, datr_field(f, f == 3 ? AVS_U16 : 1), 4, -1, -1, false, 7, 128);
            commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 0);
            pto_destroy(m);
        }
        /* binding streams: a source in the B.IOT, no B.IOT, a B.IOR RegSrc2 or
         * RegDst (BundleControl, C7); a B.IOS (TileLegality, C4) */
        for (unsigned i = 0; i < 5; i++) {
            m = machine();
            avs_tile(m, SRC, AVS_U16, 128, 4, 1, 4, RM, 0xF);
            for (unsigned c = 0; c < 4; c++) avs_put(m, SRC, 0, c, c);
            avs_init(&p);
            avs_w(&p, avs_bstart(AVS_U16, sel));
            avs_w(&p, avs_bdim(0, 0, 4));
            if (i == 2) avs_w(&p, avs_bior(2, 3, 4, 0));
            if (i == 3) avs_w(&p, avs_bior(2, 3, 0, 4));
            if (i == 4) avs_w(&p, avs_bios(1, 1, 7));
            if (i == 0) avs_w(&p, avs_biot_sd(SRC, 7, 1, AVS_HAND_T, 1));
            else if (i != 1) avs_w(&p, avs_biot_d(7, 1, AVS_HAND_T, 1));
            avs_w(&p, AVS_BSTOP);
            commit_fault(m, &p, i == 4 ? PTO_FAULT_TILE_LEGALITY : PTO_FAULT_BUNDLE_CONTROL, 1);
            pto_destroy(m);
        }
        /* allocation: a full hand, the budget, a shape the SizeCode cannot hold */
        m = machine();
        for (unsigned i = 0; i < 16; i++) avs_tile(m, i, AVS_U8, 128, 128, 1, 1, RM, 0x8);
        gen_prog(&p, sel, AVS_U16, 0, 4, -1, -1, false, 7, 128);
        commit_fault(m, &p, PTO_FAULT_TILE_ALLOCATION, 16);
        pto_destroy(m);
        m = machine();
        fill_budget(m, 384);
        unsigned n = avs_allocated_count(m);
        commit_fault(m, &p, PTO_FAULT_TILE_ALLOCATION, n);
        pto_destroy(m);
        m = machine();
        gen_prog(&p, sel, AVS_U16, 0, 65, -1, -1, false, 7, 128); /* 65 U16 columns in 128 B */
        commit_fault(m, &p, PTO_FAULT_TILE_ALLOCATION, 0);
        pto_destroy(m);
        if (op) {
            m = machine();
            gen_prog(&p, sel, AVS_U16, 0, 4, 17, -1, false, 7, 128); /* 17 rows of 4 U16 in 128 B */
            commit_fault(m, &p, PTO_FAULT_TILE_ALLOCATION, 0);
            pto_destroy(m);
        }
        /* PE mask 0000: a strict no-op, even with a bad flag */
        m = machine();
        avs_gpr(m, 3, 7);
        gen_prog(&p, sel, AVS_U16, 0, 4, -1, -1, true, 0, 128);
        exec_ok(m, &p, false);
        assert_int_equal(avs_allocated_count(m), 0);
        pto_destroy(m);
    }
}

/* ============================== TFILLPAD =================================== */

/* The carrier-only types (TileCarrierOnlyDataTypeSupported: not packed, at
 * most 32 bits) and the others. */
static const unsigned carrier_types[17] = {AVS_FP32, AVS_TF32, AVS_HF32, AVS_FP16, AVS_BF16, AVS_HIF8,
                                           AVS_E4M3, AVS_E5M2, AVS_E3M2, AVS_E2M3, AVS_E8M0, AVS_S32,
                                           AVS_S16,  AVS_S8,   AVS_U32,  AVS_U16,  AVS_U8};

typedef struct fill_case {
    unsigned dt;
    uint32_t scap, scols, svr, svc; /* source */
    unsigned slayout;
    uint32_t dcap;                  /* destination SizeCode bytes */
    int lb0, lb1, lb2;              /* -1: absent */
    unsigned dlayout_code;          /* B.DATR Layout (0: no B.DATR unless datr0) */
    bool datr0;                     /* an all-zero B.DATR */
    bool ior;
    unsigned pemode;
} fill_case;

static unsigned layout_of_code(unsigned code)
{
    return code == 1 ? PTO_LAYOUT_COL_MAJOR : code == 3 ? PTO_LAYOUT_ZN : code == 4 ? PTO_LAYOUT_NZ : RM;
}

static void fill_run(const fill_case *c, bool run)
{
    unsigned bits = pto_dtype_bits(c->dt);
    pto_machine *m = machine();
    avs_tile(m, SRC, c->dt, c->scap, c->scols, c->svr, c->svc, c->slayout, 0xF);
    pto_tile_desc sd;
    assert_int_equal(pto_tile_describe(m, SRC, &sd), PTO_OK);
    /* every physical source element random and defined, the valid ones
     * remembered by logical position */
    uint64_t *sv = calloc((size_t)PTO_PES * sd.rows * sd.cols, sizeof *sv);
    assert_non_null(sv);
    for (unsigned pe = 0; pe < PTO_PES; pe++)
        for (uint32_t r = 0; r < sd.rows; r++)
            for (uint32_t col = 0; col < sd.cols; col++) {
                uint32_t e;
                assert_int_equal(pto_tile_index(m, SRC, r, col, &e), PTO_OK);
                uint64_t v = rnd() & wmask(bits);
                sv[((size_t)pe * sd.rows + r) * sd.cols + col] = v;
                assert_int_equal(pto_tile_write(m, SRC, pe, e, v), PTO_OK);
            }
    uint64_t fill[PTO_PES];
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        uint64_t g = rnd(); /* the fill is the low W bits of a0 */
        fill[pe] = c->ior ? g & wmask(bits) : 0;
        assert_int_equal(pto_gpr_write(m, pe, 2, g), PTO_OK);
    }
    avs_prog p;
    avs_init(&p);
    avs_w(&p, avs_bstart(c->dt, S_TFILLPAD));
    if (c->dlayout_code || c->datr0) avs_w(&p, avs_bdatr(0, 0, 0, 0, 0, 0, c->dlayout_code));
    if (c->lb0 >= 0) avs_w(&p, avs_bdim(0, 0, (uint32_t)c->lb0));
    if (c->lb1 >= 0) avs_w(&p, avs_bdim(1, 0, (uint32_t)c->lb1));
    if (c->lb2 >= 0) avs_w(&p, avs_bdim(2, 0, (uint32_t)c->lb2));
    avs_w(&p, avs_biot_sd(SRC, c->pemode, 1, AVS_HAND_T, size_code(c->dcap)));
    if (c->ior) avs_w(&p, avs_bior(2, 0, 0, 0));
    avs_w(&p, AVS_BSTOP);
    exec_ok(m, &p, run);
    /* the generic destination shape: each LB when given, else the source's */
    uint32_t vc = c->lb0 > 0 ? (uint32_t)c->lb0 : sd.valid_cols, vr = c->lb1 > 0 ? (uint32_t)c->lb1 : sd.valid_rows;
    uint32_t cols = c->lb2 > 0 ? (uint32_t)c->lb2 : sd.cols;
    uint32_t rows = c->dcap * 8u / (cols * bits);
    unsigned mask = pemode_mask[c->pemode];
    pto_tile_desc dd;
    assert_int_equal(pto_tile_describe(m, 0, &dd), PTO_OK);
    assert_int_equal(dd.dtype, c->dt);
    assert_int_equal(dd.capacity, c->dcap);
    assert_int_equal(dd.rows, rows);
    assert_int_equal(dd.cols, cols);
    assert_int_equal(dd.valid_rows, vr);
    assert_int_equal(dd.valid_cols, vc);
    assert_int_equal(dd.layout, layout_of_code(c->dlayout_code));
    assert_int_equal(dd.mask, mask);
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!pe_in(mask, pe)) continue;
        for (uint32_t r = 0; r < rows; r++)
            for (uint32_t col = 0; col < cols; col++) {
                uint32_t e;
                assert_int_equal(pto_tile_index(m, 0, r, col, &e), PTO_OK);
                uint64_t got;
                bool def;
                assert_int_equal(pto_tile_read(m, 0, pe, e, &got, &def), PTO_OK);
                uint64_t want = r < sd.valid_rows && col < sd.valid_cols ? sv[((size_t)pe * sd.rows + r) * sd.cols + col]
                                                                         : fill[pe];
                if (!def || got != want)
                    fail_msg("TFILLPAD %s PE%u (%u,%u): 0x%llx%s, expected 0x%llx", pto_dtype_name(c->dt), pe, r, col,
                             (unsigned long long)got, def ? "" : " undefined", (unsigned long long)want);
            }
    }
    assert_int_equal(pto_flags(m), 0);
    free(sv);
    pto_destroy(m);
}

/* Every carrier type: the source inside its valid rectangle, every other
 * physical element the PE's fill (each PE its own), everything defined.
 * Shapes: the destination larger in valid rows, valid columns and Col
 * than the source; the defaults (no B.DIM: the source's shape); without
 * B.IOR (fill 0); an all-zero B.DATR. */
static void tfillpad_types(void **state)
{
    (void)state;
    for (unsigned i = 0; i < N_(carrier_types); i++) {
        unsigned dt = carrier_types[i], bits = pto_dtype_bits(dt);
        uint32_t scols = 256u / bits; /* 32 bytes a row */
        fill_case cs[4] = {
            {dt, 256, scols, 3, scols / 2 + 1, RM, 512, (int)scols, 5, (int)(2 * scols), 0, false, true, 7},
            {dt, 256, scols, 2, 3, RM, 256, -1, -1, -1, 0, false, true, 6},
            {dt, 128, scols, 1, 1, RM, 1024, 4, 9, -1, 0, true, false, 1},
            {dt, 128, scols, 4, scols, RM, 128, -1, 4, -1, 0, false, true, 7},
        };
        for (unsigned k = 0; k < 4; k++) fill_run(&cs[k], (i + k) % 2);
    }
}

/* Layouts: a column-major source; destinations column-major (ND2DN), ZN
 * (ND2ZN) and NZ (ND2NZ) from the B.DATR Layout, which TFILLPAD takes;
 * every element read at its logical (r, c) through the layout. */
static void tfillpad_layouts(void **state)
{
    (void)state;
    static const unsigned dts[4] = {AVS_FP32, AVS_FP16, AVS_U8, AVS_S16};
    for (unsigned i = 0; i < 4; i++) {
        unsigned dt = dts[i], bits = pto_dtype_bits(dt);
        uint32_t inner = 256u / bits; /* a fractal row: 32 bytes */
        fill_case cs[4] = {
            {dt, 512, inner, 5, 3, PTO_LAYOUT_COL_MAJOR, 1024, -1, 7, -1, 0, false, true, 7},
            {dt, 512, inner, 5, 3, RM, 1024, (int)inner, 9, -1, 1, false, true, 7},
            {dt, 16u * inner * bits / 8u, inner, 16, inner - 1, RM, 16u * inner * bits / 8u * 2, -1, 16,
             (int)(2 * inner), 3, false, true, 6},
            {dt, 16u * inner * bits / 8u, inner, 2, 2, PTO_LAYOUT_NZ, 16u * inner * bits / 8u, -1, -1, -1, 4, false,
             true, 7},
        };
        for (unsigned k = 0; k < 4; k++) fill_run(&cs[k], k % 2);
    }
}

/* A valid TFILLPAD set-up: U16 source U#2 128 B, Col 8, valid 2x3, defined. */
static pto_machine *fill_base(unsigned dt, unsigned layout)
{
    pto_machine *m = machine();
    avs_tile(m, SRC, dt, 128, 8, 2, 3, layout, 0xF);
    for (unsigned r = 0; r < 2; r++)
        for (unsigned c = 0; c < 3; c++) {
            uint32_t e;
            assert_int_equal(pto_tile_index(m, SRC, r, c, &e), PTO_OK);
            for (unsigned pe = 0; pe < PTO_PES; pe++) assert_int_equal(pto_tile_write(m, SRC, pe, e, r * 3 + c), PTO_OK);
        }
    avs_gpr(m, 2, 9);
    return m;
}

static void fill_prog(avs_prog *p, unsigned dt, uint32_t datr, int lb0, int lb1, int lb2, uint32_t ior, uint32_t cap)
{
    avs_init(p);
    avs_w(p, avs_bstart(dt, S_TFILLPAD));
    if (datr) avs_w(p, datr);
    if (lb0 >= 0) avs_w(p, avs_bdim(0, 0, (uint32_t)lb0));
    if (lb1 >= 0) avs_w(p, avs_bdim(1, 0, (uint32_t)lb1));
    if (lb2 >= 0) avs_w(p, avs_bdim(2, 0, (uint32_t)lb2));
    avs_w(p, avs_biot_sd(SRC, 7, 1, AVS_HAND_T, size_code(cap)));
    if (ior) avs_w(p, ior);
    avs_w(p, AVS_BSTOP);
}

/* B.DATR: a nonzero PadValue is TileLegality.  TFILLPAD's catalog record
 * (datr_contract: Layout only, pad union must-zero) is what the model's
 * TileOperationDATRFieldsLegal and TileOperationDATRPadUnion are generated
 * from; the instruction's prose legality line also lists PadValue
 * (spec-digest-2 OPEN-37), which ptosim, with the model, does not take.
 * PadValue 0 with a Layout is legal; CMode, Sat, Canonicalize, DataType and
 * RMode are not. */
static void tfillpad_datr(void **state)
{
    (void)state;
    avs_prog p;
    for (unsigned pad = 1; pad < 4; pad++) {
        pto_machine *m = fill_base(AVS_U16, RM);
        fill_prog(&p, AVS_U16, avs_bdatr_pad(pad), 4, -1, -1, avs_bior(2, 0, 0, 0), 128);
        commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 1);
        pto_destroy(m);
    }
    for (unsigned f = 0; f < 5; f++) {
        pto_machine *m = fill_base(AVS_U16, RM);
        fill_prog(&p, AVS_U16, datr_field(f, f == 3 ? AVS_U16 : 1), 4, -1, -1, avs_bior(2, 0, 0, 0), 128);
        commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 1);
        pto_destroy(m);
    }
    pto_machine *m = fill_base(AVS_U16, RM);
    fill_prog(&p, AVS_U16, avs_bdatr(0, 0, 0, 0, 0, 0, 1), 4, -1, -1, avs_bior(2, 0, 0, 0), 128);
    exec_ok(m, &p, false);
    uint32_t e;
    assert_int_equal(pto_tile_index(m, 0, 1, 3, &e), PTO_OK);
    avs_expect(m, 0, 0, 0, 0, true); /* element 0 is (0,0) in either layout */
    uint64_t v;
    bool def;
    assert_int_equal(pto_tile_read(m, 0, 3, e, &v, &def), PTO_OK);
    assert_true(def);
    assert_int_equal(v, 9);
    pto_destroy(m);
}

/* Operand faults (TileLegality after the destination is allocated, which is
 * rolled back) and the others. */
static void tfillpad_faults(void **state)
{
    (void)state;
    avs_prog p;
    pto_machine *m;
    const uint32_t ior = avs_bior(2, 0, 0, 0);
    /* the destination smaller than the source: valid columns, valid rows,
     * Col, Rows (a 128 B, Col 16 destination has 4 rows, the source 8) */
    const struct { int lb0, lb1, lb2; } small[4] = {{2, -1, -1}, {3, 1, -1}, {3, 2, 4}, {3, 2, 16}};
    for (unsigned i = 0; i < 4; i++) {
        m = fill_base(AVS_U16, RM);
        fill_prog(&p, AVS_U16, 0, small[i].lb0, small[i].lb1, small[i].lb2, ior, 128);
        commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 1);
        pto_destroy(m);
    }
    /* a block type that is not the source's */
    m = fill_base(AVS_U16, RM);
    fill_prog(&p, AVS_S16, 0, 4, -1, -1, ior, 128);
    commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 1);
    pto_destroy(m);
    /* types that are not carrier-only: 64-bit and packed 4-bit */
    static const unsigned bad[6] = {AVS_FP64, AVS_S64, AVS_U64, AVS_S4X2, AVS_U4X2, AVS_E2M1X2};
    for (unsigned i = 0; i < 6; i++) {
        m = machine();
        unsigned bits = pto_dtype_bits(bad[i]);
        uint32_t cols = 256u / bits;
        avs_tile(m, SRC, bad[i], 256, cols, 1, 2, RM, 0xF);
        avs_put(m, SRC, 0, 0, 1);
        avs_put(m, SRC, 0, 1, 2);
        fill_prog(&p, bad[i], 0, -1, -1, -1, 0, 256);
        commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 1);
        pto_destroy(m);
    }
    /* an undefined source element (PE1 only); a predicate source */
    m = fill_base(AVS_U16, RM);
    assert_int_equal(pto_tile_set_defined(m, SRC, 1, 8 + 2, false), PTO_OK);
    fill_prog(&p, AVS_U16, 0, 4, -1, -1, ior, 128);
    commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 1);
    pto_destroy(m);
    m = machine();
    avs_pred_tile(m, SRC, 128, 8, 8, 2, 3, 0xF);
    for (unsigned c = 0; c < 3; c++) {
        avs_put(m, SRC, 0, c, 1);
        avs_put(m, SRC, 1, c, 0);
    }
    fill_prog(&p, AVS_U8, 0, 4, -1, -1, 0, 128);
    commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 1);
    pto_destroy(m);
    /* a fractal destination whose shape its layout cannot hold: ND2NZ with 8
     * rows (U16 128 B, Col 8) */
    m = fill_base(AVS_U16, RM);
    fill_prog(&p, AVS_U16, avs_bdatr(0, 0, 0, 0, 0, 0, 4), -1, -1, -1, ior, 128);
    commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 1);
    pto_destroy(m);
    /* binding streams: two sources, no source, B.IOR RegSrc1 (BundleControl);
     * a B.IOS (TileLegality) */
    for (unsigned i = 0; i < 4; i++) {
        m = fill_base(AVS_U16, RM);
        avs_init(&p);
        avs_w(&p, avs_bstart(AVS_U16, S_TFILLPAD));
        if (i == 3) avs_w(&p, avs_bios(1, 1, 7));
        if (i == 0) avs_w(&p, avs_biot_ssd(SRC, SRC, 7, 1, AVS_HAND_T, 1));
        else if (i == 1) avs_w(&p, avs_biot_d(7, 1, AVS_HAND_T, 1));
        else avs_w(&p, avs_biot_sd(SRC, 7, 1, AVS_HAND_T, 1));
        avs_w(&p, i == 2 ? avs_bior(2, 3, 0, 0) : ior);
        avs_w(&p, AVS_BSTOP);
        commit_fault(m, &p, i == 3 ? PTO_FAULT_TILE_LEGALITY : PTO_FAULT_BUNDLE_CONTROL, 1);
        pto_destroy(m);
    }
    /* allocation: a full hand, the budget, a shape larger than the SizeCode */
    m = fill_base(AVS_U16, RM);
    for (unsigned i = 0; i < 16; i++) avs_tile(m, i, AVS_U8, 128, 128, 1, 1, RM, 0x8);
    fill_prog(&p, AVS_U16, 0, 4, -1, -1, ior, 128);
    commit_fault(m, &p, PTO_FAULT_TILE_ALLOCATION, 17);
    pto_destroy(m);
    m = fill_base(AVS_U16, RM);
    fill_budget(m, 384);
    unsigned n = avs_allocated_count(m);
    commit_fault(m, &p, PTO_FAULT_TILE_ALLOCATION, n);
    pto_destroy(m);
    m = fill_base(AVS_U16, RM);
    fill_prog(&p, AVS_U16, 0, 8, 9, -1, ior, 128); /* 9 rows of 8 U16 in 128 B */
    commit_fault(m, &p, PTO_FAULT_TILE_ALLOCATION, 1);
    pto_destroy(m);
    /* PE mask of the source: allocated on PE0 only, bound on 1111 */
    m = machine();
    avs_tile(m, SRC, AVS_U16, 128, 8, 2, 3, RM, 0x8);
    for (unsigned r = 0; r < 2; r++)
        for (unsigned c = 0; c < 3; c++) avs_put(m, SRC, r, c, 1);
    fill_prog(&p, AVS_U16, 0, 4, -1, -1, ior, 128);
    commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 1);
    pto_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(tsel_types_shapes_pads),
        cmocka_unit_test(tsel_canonical),
        cmocka_unit_test(tsel_faults_schema),
        cmocka_unit_test(tsel_faults_operands),
        cmocka_unit_test(tsel_faults_allocation),
        cmocka_unit_test(tci_values),
        cmocka_unit_test(ttri_values),
        cmocka_unit_test(gen_gpr_rules),
        cmocka_unit_test(gen_faults),
        cmocka_unit_test(tfillpad_types),
        cmocka_unit_test(tfillpad_layouts),
        cmocka_unit_test(tfillpad_datr),
        cmocka_unit_test(tfillpad_faults),
    };
    return cmocka_run_group_tests_name("generate", tests, NULL, NULL);
}
