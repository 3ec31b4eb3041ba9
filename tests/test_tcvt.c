/* TCVT (VEC 0x01B): ports of the specification's AVS tests
 * (tests/asl/tile/elementwise-tile-tile/format-conversion/TCVT/ in pto-spec),
 * hand-derived element results under both profiles, per-PE behaviour,
 * every fault with the state unchanged, and the fast path against the
 * exact rule.
 *
 * Every case runs as a complete bundle of hand-encoded words through the
 * public API:
 *
 *   BSTART.VEC TCVT, SrcDT  [B.DATR]  B.DIM LB0  [LB1]  [LB2]
 *   B.IOT Src, mask, last, ->T<TSize>  BSTOP
 *
 * The AVS tests that call TileOperandsLegal_TCVT / TCVT / TileProfileConvert
 * directly on configured tiles run here as bundles whose destination is a
 * fresh tile (a B.IOT destination always is; the AVS alias case is run
 * with a fresh destination: the result is computed from the original
 * source, which stays as it was).  Expected values are the AVS test's
 * unless a comment says "hand-derived" (from the format definitions of the
 * hardware profile, spec/hardware-conformance-profile.json, and IEEE
 * 754-2019).  pto_check_invariants is checked after every bundle and every
 * fault. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core.h"
#include "kern/convert.h"
#include "kern/fast.h"
#include "num/num.h"
#include "ptosim/codec.h"
#include "support/avs.h"

#define ALL 0xFu
#define RM PTO_LAYOUT_ROW_MAJOR
#define CM PTO_LAYOUT_COL_MAJOR
#define TCVT_SEL 0x01Bu

static unsigned size_code(uint32_t cap)
{
    unsigned c = 1;
    while ((128u << (c - 1)) < cap) c++;
    return c;
}

typedef struct {
    unsigned sdt;
    bool datr;
    uint32_t datr_word;
    uint32_t lb0, lb1, lb2; /* 0: absent */
    unsigned src;           /* source tile index */
    unsigned pem;           /* PEMode */
    uint32_t dcap;          /* destination TSize in bytes */
    bool ior, two_src;
} cvt_spec;

static void cvt_prog(avs_prog *p, const cvt_spec *s)
{
    avs_init(p);
    avs_w(p, avs_bstart(s->sdt, TCVT_SEL));
    if (s->datr) avs_w(p, s->datr_word);
    if (s->lb0) avs_w(p, avs_bdim(0, 0, s->lb0));
    if (s->lb1) avs_w(p, avs_bdim(1, 0, s->lb1));
    if (s->lb2) avs_w(p, avs_bdim(2, 0, s->lb2));
    if (s->ior) avs_w(p, avs_bior(0, 0, 0, 0));
    unsigned pem = s->pem ? s->pem : AVS_PEM_ALL;
    if (s->two_src) avs_w(p, avs_biot_ssd(s->src, s->src, pem, 1, AVS_HAND_T, size_code(s->dcap)));
    else avs_w(p, avs_biot_sd(s->src, pem, 1, AVS_HAND_T, size_code(s->dcap)));
    avs_w(p, AVS_BSTOP);
}

static pto_machine *machine(pto_profile prof)
{
    pto_machine *m = pto_create();
    assert_non_null(m);
    assert_int_equal(pto_set_profile(m, prof), PTO_OK);
    return m;
}

static uint64_t read_pe(const pto_machine *m, unsigned idx, unsigned pe, uint32_t r, uint32_t c, bool *def)
{
    uint32_t e;
    uint64_t v;
    bool d;
    assert_int_equal(pto_tile_index(m, idx, r, c, &e), PTO_OK);
    assert_int_equal(pto_tile_read(m, idx, pe, e, &v, &d), PTO_OK);
    if (def) *def = d;
    return v;
}

/* Logical (r, c) on every PE of the tile's mask. */
static void expect_at(const pto_machine *m, unsigned idx, uint32_t r, uint32_t c, uint64_t want, bool defined)
{
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, idx, &d), PTO_OK);
    for (unsigned pe = 0; pe < 4; pe++) {
        if (!(d.mask & (8u >> pe))) continue;
        bool def;
        uint64_t got = read_pe(m, idx, pe, r, c, &def);
        if (got != want || def != defined)
            fail_msg("tile %u (%u,%u) PE%u: 0x%llx %s, expected 0x%llx %s", idx, r, c, pe, (unsigned long long)got,
                     def ? "defined" : "undefined", (unsigned long long)want, defined ? "defined" : "undefined");
    }
}

/* The fault of p's last instruction (BSTOP), state unchanged (avs_run_to_fault), nalloc tiles. */
static void expect_fault(pto_machine *m, const avs_prog *p, pto_fault_kind kind, unsigned nalloc)
{
    avs_run_to_fault(m, p, p->n - 1, kind);
    avs_invariants(m);
    assert_int_equal(avs_allocated_count(m), nalloc);
}

/* ---- one row of n elements through a bundle ----------------------------------- */

typedef struct {
    uint64_t out[8];
    unsigned flags;
} row_result;

/* Converts a[0..n) (n <= 8) of sdt in row 0 of a tile with Col 8 into ddt
 * with the given B.DATR RMode and Sat (B.DATR present, PadValue Zero);
 * checks every PE gives the same results and the source persists. */
static row_result convert_row(pto_profile prof, unsigned sdt, unsigned ddt, const uint64_t *a, unsigned n, unsigned rmode,
                              unsigned sat)
{
    unsigned ws = pto_dtype_bits(sdt), wd = pto_dtype_bits(ddt), wmin = ws < wd ? ws : wd;
    uint32_t nel = 1024u / wmin, scap = nel * ws / 8u, dcap = nel * wd / 8u;
    pto_machine *m = machine(prof);
    avs_tile(m, 0, sdt, scap, 8, 1, n, RM, ALL);
    for (unsigned i = 0; i < n; i++) avs_put(m, 0, 0, i, a[i]);
    avs_prog p;
    cvt_spec s = {sdt, true, avs_bdatr(0, AVS_PAD_ZERO, sat, 0, ddt, rmode, 0), n, 0, 8, 0, 0, dcap, false, false};
    cvt_prog(&p, &s);
    avs_run_ok(m, &p);
    avs_invariants(m);
    row_result r;
    memset(&r, 0, sizeof r);
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, 1, &d), PTO_OK);
    assert_int_equal(d.dtype, ddt);
    assert_int_equal(d.rows, nel / 8u);
    for (unsigned i = 0; i < n; i++) {
        r.out[i] = read_pe(m, 1, 0, 0, i, NULL);
        for (unsigned pe = 1; pe < 4; pe++) assert_int_equal(read_pe(m, 1, pe, 0, i, NULL), r.out[i]);
        expect_at(m, 0, 0, i, a[i] & (ws == 64 ? ~0ull : (1ull << ws) - 1u), true);
    }
    r.flags = pto_flags(m);
    pto_destroy(m);
    return r;
}

static void check1(pto_profile prof, unsigned sdt, unsigned ddt, uint64_t x, unsigned rmode, unsigned sat, uint64_t want,
                   unsigned flags)
{
    row_result r = convert_row(prof, sdt, ddt, &x, 1, rmode, sat);
    if (r.out[0] != want || r.flags != flags)
        fail_msg("%s -> %s of 0x%llx (RMode %u, Sat %u): 0x%llx flags 0x%x, expected 0x%llx flags 0x%x",
                 pto_dtypes[sdt].name, pto_dtypes[ddt].name, (unsigned long long)x, rmode, sat,
                 (unsigned long long)r.out[0], r.flags, (unsigned long long)want, flags);
}
#define IEEE PTO_PROFILE_IEEE
#define V0 PTO_PROFILE_V0

/* ---- AVS ports ---------------------------------------------------------------- */

/* PTO-AVS-TILE-TCVT-BUNDLE-001 (tile-exec-tcvt-bundle-001.asl): U8 ND source
 * 7, 9 becomes a U16 DN destination of the same shape (B.DATR U16, ND2DN,
 * Null), payload[16] = 9, the source persists. */
static void avs_tcvt_bundle_001(void **state)
{
    (void)state;
    pto_profile profs[2] = {IEEE, V0};
    for (int k = 0; k < 2; k++) {
        pto_machine *m = machine(profs[k]);
        avs_tile(m, 1, AVS_U8, 128, 8, 1, 2, RM, ALL);
        avs_put(m, 1, 0, 0, 7);
        avs_put(m, 1, 0, 1, 9);
        avs_prog p;
        cvt_spec s = {AVS_U8, true, avs_bdatr(0, AVS_PAD_NULL, 0, 0, AVS_U16, 0, 1), 2, 0, 8, 1, 0, 256, false, false};
        cvt_prog(&p, &s);
        assert_int_equal(avs_bstart(AVS_U8, TCVT_SEL), 0xd9b19181u);
        avs_run_ok(m, &p);
        avs_invariants(m);
        pto_tile_desc d, sd;
        assert_int_equal(pto_tile_describe(m, 0, &d), PTO_OK);
        assert_int_equal(pto_tile_describe(m, 1, &sd), PTO_OK);
        assert_int_equal(d.dtype, AVS_U16);
        assert_int_equal(d.layout, CM);
        assert_int_equal(d.rows, sd.rows);
        assert_int_equal(d.cols, sd.cols);
        expect_at(m, 0, 0, 0, 7, true);
        expect_at(m, 0, 0, 1, 9, true);
        uint64_t v;
        bool def;
        assert_int_equal(pto_tile_read(m, 0, 0, 16, &v, &def), PTO_OK);
        assert_int_equal(v, 9);
        expect_at(m, 1, 0, 0, 7, true);
        expect_at(m, 1, 0, 1, 9, true);
        pto_destroy(m);
    }
}

/* PTO-AVS-TILE-TCVT-ALIAS-001 (tile-exec-tcvt-alias-001.asl): U8 -> U8 with
 * PadValue Zero keeps 7, 9 and defines zero padding ((0,2) and (15,7)). */
static void avs_tcvt_alias_001(void **state)
{
    (void)state;
    pto_machine *m = machine(IEEE);
    avs_tile(m, 0, AVS_U8, 128, 8, 1, 2, RM, ALL);
    avs_put(m, 0, 0, 0, 7);
    avs_put(m, 0, 0, 1, 9);
    avs_prog p;
    cvt_spec s = {AVS_U8, true, avs_bdatr(0, AVS_PAD_ZERO, 0, 0, AVS_U8, 0, 0), 2, 0, 8, 0, 0, 128, false, false};
    cvt_prog(&p, &s);
    avs_run_ok(m, &p);
    avs_invariants(m);
    expect_at(m, 1, 0, 0, 7, true);
    expect_at(m, 1, 0, 1, 9, true);
    expect_at(m, 1, 0, 2, 0, true);
    expect_at(m, 1, 15, 7, 0, true);
    expect_at(m, 0, 0, 0, 7, true);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TCVT-E8M0-FINITE-002 (tile-exec-tcvt-e8m0-finite-002.asl):
 * BF16 1, 2, 0.5, 1.5 -> E8M0 127, 128, 126, 128 with NX (default RNE),
 * both profiles; the source persists. */
static void avs_tcvt_e8m0_finite_002(void **state)
{
    (void)state;
    const uint64_t a[4] = {0x3f80, 0x4000, 0x3f00, 0x3fc0}, want[4] = {127, 128, 126, 128};
    pto_profile profs[2] = {IEEE, V0};
    for (int k = 0; k < 2; k++) {
        row_result r = convert_row(profs[k], AVS_BF16, AVS_E8M0, a, 4, 0, 0);
        for (int i = 0; i < 4; i++) assert_int_equal(r.out[i], want[i]);
        assert_int_equal(r.flags, NUM_NX);
    }
}

/* PTO-AVS-TILE-TCVT-E8M0-ROUND-003 (tile-bound-tcvt-e8m0-rounding-003.asl):
 * BF16 1.5 under RNE RTM RTP RTZ RNA RTO RHB -> 128 127 128 127 128 128
 * 128; 0.75 under RTM RTP RTZ -> 126 127 127; NX each time. */
static void avs_tcvt_e8m0_round_003(void **state)
{
    (void)state;
    const unsigned modes[7] = {NUM_RM_RNE, NUM_RM_RTM, NUM_RM_RTP, NUM_RM_RTZ, NUM_RM_RNA, NUM_RM_RTO, NUM_RM_RHB};
    const uint64_t w15[7] = {128, 127, 128, 127, 128, 128, 128};
    for (int i = 0; i < 7; i++) {
        check1(IEEE, AVS_BF16, AVS_E8M0, 0x3fc0, modes[i], 0, w15[i], NUM_NX);
        check1(V0, AVS_BF16, AVS_E8M0, 0x3fc0, modes[i], 0, w15[i], NUM_NX);
    }
    check1(IEEE, AVS_BF16, AVS_E8M0, 0x3f40, NUM_RM_RTM, 0, 126, NUM_NX);
    check1(IEEE, AVS_BF16, AVS_E8M0, 0x3f40, NUM_RM_RTP, 0, 127, NUM_NX);
    check1(IEEE, AVS_BF16, AVS_E8M0, 0x3f40, NUM_RM_RTZ, 0, 127, NUM_NX);
}

/* PTO-AVS-TILE-TCVT-E8M0-SPECIAL-004 (tile-state-tcvt-e8m0-special-004.asl),
 * RNE: zero, negative, NaN -> 0xFF NV; +inf 0xFF / 0xFE (Sat) OF|NX;
 * 2^-127 exact 0x00; 2^-128 0xFF / 0x00 (Sat) UF|NX; 2^127 exact 0xFE;
 * FP32 max 0xFF / 0xFE (Sat) OF|NX. */
static void avs_tcvt_e8m0_special_004(void **state)
{
    (void)state;
    static const struct { unsigned dt; uint64_t x; unsigned sat; uint64_t want; unsigned flags; } c[] = {
        {AVS_BF16, 0x0000, 0, 0xff, 0x01},         {AVS_BF16, 0xbf80, 1, 0xff, 0x01},
        {AVS_BF16, 0x7fc0, 0, 0xff, 0x01},         {AVS_BF16, 0x7f80, 0, 0xff, 0x14},
        {AVS_BF16, 0x7f80, 1, 0xfe, 0x14},         {AVS_FP32, 0x00400000, 0, 0x00, 0},
        {AVS_FP32, 0x00200000, 0, 0xff, 0x18},     {AVS_FP32, 0x00200000, 1, 0x00, 0x18},
        {AVS_FP32, 0x7f000000, 0, 0xfe, 0},        {AVS_FP32, 0x7f7fffff, 0, 0xff, 0x14},
        {AVS_FP32, 0x7f7fffff, 1, 0xfe, 0x14},
    };
    for (size_t i = 0; i < sizeof c / sizeof c[0]; i++) {
        check1(IEEE, c[i].dt, AVS_E8M0, c[i].x, NUM_RM_RNE, c[i].sat, c[i].want, c[i].flags);
        check1(V0, c[i].dt, AVS_E8M0, c[i].x, NUM_RM_RNE, c[i].sat, c[i].want, c[i].flags);
    }
}

/* PTO-AVS-TILE-TCVT-E8M0-PAIRS-005 (tile-fault-tcvt-e8m0-pairs-005.asl):
 * FP16, BF16, FP32 -> E8M0 are legal; FP64, E4M3, S32, E8M0 sources fault
 * TileLegality before allocation, capacity unchanged (the FP64 bundle
 * 0x01b19181 of the AVS test among them). */
static void avs_tcvt_e8m0_pairs_005(void **state)
{
    (void)state;
    const unsigned ok[3] = {AVS_FP16, AVS_BF16, AVS_FP32}, bad[4] = {AVS_FP64, AVS_E4M3, AVS_S32, AVS_E8M0};
    for (int k = 0; k < 7; k++) {
        unsigned sdt = k < 3 ? ok[k] : bad[k - 3];
        uint32_t scap = 16u * 8u * pto_dtype_bits(sdt) / 8u;
        pto_machine *m = machine(IEEE);
        avs_tile(m, 0, sdt, scap, 8, 1, 1, RM, ALL);
        avs_put(m, 0, 0, 0, 1);
        avs_prog p;
        cvt_spec s = {sdt, true, avs_bdatr(0, AVS_PAD_NULL, 0, 0, AVS_E8M0, 0, 0), 1, 1, 8, 0, 0, 128, false, false};
        cvt_prog(&p, &s);
        if (sdt == AVS_FP64) assert_int_equal(avs_bstart(sdt, TCVT_SEL), 0x01b19181u);
        if (k < 3) {
            avs_run_ok(m, &p);
            avs_invariants(m);
            assert_true(pto_tile_allocated(m, 1));
        } else {
            uint32_t cap = pto_capacity_in_use(m);
            expect_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 1);
            assert_int_equal(pto_capacity_in_use(m), cap);
        }
        pto_destroy(m);
    }
}

/* PTO-AVS-TILE-TCVT-SCHEMA-001 (tile-fault-tcvt-schema-001.asl): the
 * canonical U8 schema (source T#2, LB0 = 2) commits; B.IOR, a source-type
 * mismatch (the source U16) and a missing LB0 fault TileLegality before
 * allocation.  A second source fails earlier in ptosim's pipeline, at the
 * binding-stream check (BundleOperationBindingsComplete: BundleControl),
 * which the model also runs before the schema. */
static void avs_tcvt_schema_001(void **state)
{
    (void)state;
    for (int k = 0; k < 5; k++) {
        pto_machine *m = machine(IEEE);
        avs_tile(m, 1, k == 3 ? AVS_U16 : AVS_U8, k == 3 ? 256 : 128, 2, 1, 2, RM, ALL);
        avs_put(m, 1, 0, 0, 3);
        avs_put(m, 1, 0, 1, 4);
        cvt_spec s = {AVS_U8, false, 0, 2, 0, 0, 1, 0, 128, k == 1, k == 2};
        if (k == 4) s.lb0 = 0;
        avs_prog p;
        cvt_prog(&p, &s);
        assert_int_equal(avs_bstart(AVS_U8, TCVT_SEL), 0xd9b19181u);
        if (k == 0) {
            avs_run_ok(m, &p);
            avs_invariants(m);
            expect_at(m, 0, 0, 0, 3, true);
            expect_at(m, 0, 0, 1, 4, true);
        } else {
            expect_fault(m, &p, k == 2 ? PTO_FAULT_BUNDLE_CONTROL : PTO_FAULT_TILE_LEGALITY, 1);
        }
        pto_destroy(m);
    }
}

/* PTO-AVS-TILE-TCVT-DATR-001 (tile-bound-tcvt-datr-001.asl): PadValue, Sat,
 * DataType, RMode and Layout are applicable (the bundle commits) and a
 * nonzero CMode faults TileLegality.  Canonicalize is applicable too: the
 * fault it gives on an ordinary source is the schema's (C10), not the
 * B.DATR applicability check's (C9). */
static void avs_tcvt_datr_001(void **state)
{
    (void)state;
    for (int k = 0; k < 3; k++) {
        pto_machine *m = machine(IEEE);
        avs_tile(m, 0, AVS_FP32, 512, 8, 2, 2, RM, ALL);
        for (unsigned r = 0; r < 2; r++)
            for (unsigned c = 0; c < 2; c++) avs_put(m, 0, r, c, 0x3f800000);
        uint32_t w = k == 0 ? avs_bdatr(0, AVS_PAD_MAX, 1, 0, AVS_FP64, 1, 1)
                     : k == 1 ? avs_bdatr(1, AVS_PAD_ZERO, 0, 0, AVS_FP32, 0, 0)
                              : avs_bdatr(0, AVS_PAD_ZERO, 0, 1, AVS_FP32, 0, 0);
        cvt_spec s = {AVS_FP32, true, w, 2, 2, 8, 0, 0, k == 0 ? 1024 : 512, false, false};
        avs_prog p;
        cvt_prog(&p, &s);
        if (k == 0) {
            avs_run_ok(m, &p);
            avs_invariants(m);
            pto_tile_desc d;
            assert_int_equal(pto_tile_describe(m, 1, &d), PTO_OK);
            assert_int_equal(d.dtype, AVS_FP64);
            assert_int_equal(d.layout, CM);
            expect_at(m, 1, 1, 1, 0x3ff0000000000000ull, true);
            expect_at(m, 1, 2, 0, 0x7fefffffffffffffull, true); /* PadValue Max */
        } else {
            expect_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 1);
            pto_fault_info fi;
            pto_fault(m, &fi);
            assert_non_null(fi.rule);
            assert_non_null(strstr(fi.rule, k == 1 ? "C9" : "C10"));
        }
        pto_destroy(m);
    }
}

/* PTO-AVS-TILE-TCVT-DEFAULTS-001 (tile-bound-tcvt-defaults-001.asl): the
 * destination type is the source's without B.DATR and with DTYPE_NONE,
 * FP64 for an encoded 0; RMode 0 is RTZ for FP32 -> S32 (hand-derived:
 * 2.75 -> 2) and RNE for FP32 -> FP16 (hand-derived: 1 + 2^-11, halfway,
 * -> 1.0) and S32 -> U8. */
static void avs_tcvt_defaults_001(void **state)
{
    (void)state;
    for (int k = 0; k < 3; k++) {
        pto_machine *m = machine(IEEE);
        avs_tile(m, 0, AVS_U8, 128, 8, 1, 1, RM, ALL);
        avs_put(m, 0, 0, 0, 5);
        cvt_spec s = {AVS_U8, k > 0, avs_bdatr(0, AVS_PAD_NULL, 0, 0, k == 1 ? AVS_DTYPE_NONE : AVS_FP64, 0, 0), 1,
                      0, 8, 0, 0, k == 2 ? 1024 : 128, false, false};
        avs_prog p;
        cvt_prog(&p, &s);
        avs_run_ok(m, &p);
        avs_invariants(m);
        pto_tile_desc d;
        assert_int_equal(pto_tile_describe(m, 1, &d), PTO_OK);
        assert_int_equal(d.dtype, k == 2 ? AVS_FP64 : AVS_U8);
        expect_at(m, 1, 0, 0, k == 2 ? 0x4014000000000000ull : 5, true);
        pto_destroy(m);
    }
    check1(IEEE, AVS_FP32, AVS_S32, 0x40300000, 0, 0, 2, NUM_NX);
    check1(IEEE, AVS_FP32, AVS_FP16, 0x3f801000, 0, 0, 0x3c00, NUM_NX);
    check1(IEEE, AVS_S32, AVS_U8, 300, 0, 0, 44, 0);
    assert_int_equal(num_cvt_resolve_rm(AVS_FP32, AVS_S32, 0), NUM_RM_RTZ);
    assert_int_equal(num_cvt_resolve_rm(AVS_FP32, AVS_FP16, 0), NUM_RM_RNE);
    assert_int_equal(num_cvt_resolve_rm(AVS_S32, AVS_U8, 0), NUM_RM_RNE);
}

static const unsigned all25[25] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 18, 19, 20, 24, 25, 26, 27, 28};

/* PTO-AVS-TILE-TCVT-TYPES-001 (tile-bound-tcvt-types-001.asl): every one of
 * the 25 assigned types is a legal source and destination: each converts a
 * zero to itself (E8M0: to FP32) and FP32 1.0 converts into each (the value:
 * hand-derived, the encoding of 1 in each format; for the integers 1). */
static void avs_tcvt_types_001(void **state)
{
    (void)state;
    static const uint64_t one[29] = {
        [0] = 0x3ff0000000000000ull, [1] = 0x3f800000, [2] = 0x3f800000, [3] = 0x3f800000, [4] = 0x3c00,
        [5] = 0x3f80, [6] = 0x08, [7] = 0x38, [8] = 0x3c, [9] = 0x0c, [10] = 0x08, [11] = 0x2, [12] = 0x4,
        [13] = 0x7f, [14] = 0x4, [16] = 1, [17] = 1, [18] = 1, [19] = 1, [20] = 1, [24] = 1, [25] = 1,
        [26] = 1, [27] = 1, [28] = 1};
    for (int i = 0; i < 25; i++) {
        unsigned dt = all25[i];
        uint64_t z = 0;
        /* E8M0 -> E8M0 is not a supported pair (E8M0-PAIRS-005): E8M0 0 -> FP32 2^-127 */
        row_result r = convert_row(IEEE, dt, dt == AVS_E8M0 ? AVS_FP32 : dt, &z, 1, 0, 0);
        assert_int_equal(r.out[0], dt == AVS_E8M0 ? 0x00400000 : 0);
        check1(IEEE, AVS_FP32, dt, 0x3f800000, 0, 0, one[dt], 0);
    }
}

/* PTO-AVS-TILE-TCVT-CANONICAL-001 (tile-bound-tcvt-canonical-001.asl): an
 * ordinary source with Canonicalize = 1 is rejected (TileLegality).  The
 * private CUBE source half of the test (location Matrix) has no Local tile
 * in ptosim (the CUBE family is not implemented), so every source is
 * ordinary and needs Canonicalize = 0. */
static void avs_tcvt_canonical_001(void **state)
{
    (void)state;
    pto_machine *m = machine(IEEE);
    avs_tile(m, 0, AVS_FP32, 256, 8, 2, 2, RM, ALL);
    for (unsigned r = 0; r < 2; r++)
        for (unsigned c = 0; c < 2; c++) avs_put(m, 0, r, c, 0);
    cvt_spec s = {AVS_FP32, true, avs_bdatr(0, AVS_PAD_NULL, 0, 1, AVS_FP16, 0, 0), 2, 2, 8, 0, 0, 128, false, false};
    avs_prog p;
    cvt_prog(&p, &s);
    expect_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 1);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TCVT-CAPACITY-001 (tile-bound-tcvt-capacity-001.asl): an 8 KiB
 * U4X2 tile of 128 x 128 nibbles, all defined; converted U4X2 -> U4X2, the
 * destination defines all 16384 elements, (127, 127) included. */
static void avs_tcvt_capacity_001(void **state)
{
    (void)state;
    pto_machine *m = machine(IEEE);
    avs_tile(m, 0, AVS_U4X2, 8192, 128, 128, 128, RM, 0x8);
    for (unsigned r = 0; r < 128; r++)
        for (unsigned c = 0; c < 128; c++) avs_put(m, 0, r, c, (r + c) & 15u);
    cvt_spec s = {AVS_U4X2, false, 0, 128, 128, 0, 0, AVS_PEM_PE0, 8192, false, false};
    avs_prog p;
    cvt_prog(&p, &s);
    avs_run_ok(m, &p);
    avs_invariants(m);
    for (unsigned r = 0; r < 128; r += 7)
        for (unsigned c = 0; c < 128; c += 5) expect_at(m, 1, r, c, (r + c) & 15u, true);
    expect_at(m, 1, 127, 127, (127 + 127) & 15u, true);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TCVT-LAYOUT-001 (tile-bound-tcvt-layout-001.asl) and
 * PTO-AVS-TILE-TCVT-FRACTAL-001 (tile-exec-tcvt-fractal-001.asl): each of
 * the 13 generic Layout codes maps its source half to its destination half;
 * a source of the source half converts (U8 -> U8 32 x 64) into a
 * destination of the destination half with every element at its logical
 * position; a source of another layout faults TileLegality.  The physical
 * positions of the fractal test: ZN (0,0)->0 (1,0)->1 (0,1)->16
 * (0,32)->512 (16,0)->1024; NZ (0,1)->1 (1,0)->32 (0,32)->1024 (16,0)->512. */
static void avs_tcvt_layout_001(void **state)
{
    (void)state;
    static const struct { unsigned code, src, dst; } L[13] = {
        {0, RM, RM},  {1, RM, CM},  {3, RM, 3},   {4, RM, 4},   {6, CM, RM},  {8, CM, 3},  {9, CM, 4},
        {17, 3, RM},  {18, 3, CM},  {20, 3, 4},   {27, 4, RM},  {28, 4, CM},  {30, 4, 3}};
    for (int i = 0; i < 13; i++) {
        for (int bad = 0; bad < 2; bad++) {
            pto_machine *m = machine(IEEE);
            unsigned sl = bad ? (L[i].src == RM ? CM : RM) : L[i].src;
            avs_tile(m, 0, AVS_U8, 2048, 64, 32, 64, sl, ALL);
            for (unsigned r = 0; r < 32; r++)
                for (unsigned c = 0; c < 64; c++) {
                    uint32_t e;
                    assert_int_equal(pto_tile_index(m, 0, r, c, &e), PTO_OK);
                    for (unsigned pe = 0; pe < 4; pe++)
                        assert_int_equal(pto_tile_write(m, 0, pe, e, (r * 64 + c) & 0xFF), PTO_OK);
                }
            cvt_spec s = {AVS_U8, true, avs_bdatr(0, AVS_PAD_NULL, 0, 0, AVS_DTYPE_NONE, 0, L[i].code), 64, 32, 64, 0,
                          0, 2048, false, false};
            avs_prog p;
            cvt_prog(&p, &s);
            if (bad) {
                expect_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 1);
                pto_destroy(m);
                continue;
            }
            avs_run_ok(m, &p);
            avs_invariants(m);
            pto_tile_desc d;
            assert_int_equal(pto_tile_describe(m, 1, &d), PTO_OK);
            assert_int_equal(d.layout, L[i].dst);
            for (unsigned r = 0; r < 32; r += 3)
                for (unsigned c = 0; c < 64; c += 5) expect_at(m, 1, r, c, (r * 64 + c) & 0xFF, true);
            uint32_t e;
            if (L[i].dst == 3) {
                const uint32_t pos[5][3] = {{0, 0, 0}, {1, 0, 1}, {0, 1, 16}, {0, 32, 512}, {16, 0, 1024}};
                for (int j = 0; j < 5; j++) {
                    assert_int_equal(pto_tile_index(m, 1, pos[j][0], pos[j][1], &e), PTO_OK);
                    assert_int_equal(e, pos[j][2]);
                }
            }
            if (L[i].dst == 4) {
                const uint32_t pos[5][3] = {{0, 0, 0}, {0, 1, 1}, {1, 0, 32}, {0, 32, 1024}, {16, 0, 512}};
                for (int j = 0; j < 5; j++) {
                    assert_int_equal(pto_tile_index(m, 1, pos[j][0], pos[j][1], &e), PTO_OK);
                    assert_int_equal(e, pos[j][2]);
                }
            }
            pto_destroy(m);
        }
    }
}

/* PTO-AVS-TILE-TCVT-INTEGER-001 (tile-exec-tcvt-integer-001.asl): S4X2 0xF ->
 * S8 is -1; U16 300 -> U8 is 44, with Sat 255; S64 -1 -> U4X2 with Sat is
 * 0; the same in both profiles and in a bundle. */
static void avs_tcvt_integer_001(void **state)
{
    (void)state;
    assert_int_equal(num_cvt_integer(AVS_S4X2, AVS_S8, 0xf, false), 0xff);
    assert_int_equal(num_cvt_integer(AVS_U16, AVS_U8, 300, false), 44);
    assert_int_equal(num_cvt_integer(AVS_U16, AVS_U8, 300, true), 255);
    assert_int_equal(num_cvt_integer(AVS_S64, AVS_U4X2, ~0ull, true), 0);
    pto_profile profs[2] = {IEEE, V0};
    for (int k = 0; k < 2; k++) {
        check1(profs[k], AVS_S4X2, AVS_S8, 0xf, 0, 0, 0xff, 0);
        check1(profs[k], AVS_U16, AVS_U8, 300, 0, 0, 44, 0);
        check1(profs[k], AVS_U16, AVS_U8, 300, 0, 1, 255, 0);
        check1(profs[k], AVS_S64, AVS_U4X2, ~0ull, 0, 1, 0, 0);
    }
}

/* PTO-AVS-TILE-TCVT-FLAGS-001 (tile-state-tcvt-flags-001.asl): the commit
 * ORs the conversion flags into the sticky status: an earlier NV (a NaN to
 * S32) stays when a later TCVT records NX. */
static void avs_tcvt_flags_001(void **state)
{
    (void)state;
    pto_machine *m = machine(IEEE);
    avs_tile(m, 0, AVS_FP32, 128, 8, 1, 1, RM, ALL);
    avs_put(m, 0, 0, 0, 0x7fc00000);
    avs_prog p;
    cvt_spec s = {AVS_FP32, true, avs_bdatr(0, AVS_PAD_NULL, 0, 0, AVS_S32, 0, 0), 1, 0, 8, 0, 0, 128, false, false};
    cvt_prog(&p, &s);
    avs_run_ok(m, &p);
    assert_int_equal(pto_flags(m), NUM_NV);
    expect_at(m, 1, 0, 0, 0x80000000u, true);
    assert_int_equal(pto_tile_release(m, 1), PTO_OK);
    avs_tile(m, 2, AVS_FP32, 256, 8, 1, 2, RM, ALL);
    avs_put(m, 2, 0, 0, 0x7fc00000); /* quiet: no NV */
    avs_put(m, 2, 0, 1, 0x3f800001);
    cvt_spec s2 = {AVS_FP32, true, avs_bdatr(0, AVS_PAD_NULL, 0, 0, AVS_FP16, 0, 0), 2, 0, 8, 2, 0, 128, false, false};
    cvt_prog(&p, &s2);
    assert_int_equal(pto_set_tpc(m, 0), PTO_OK);
    avs_run_ok(m, &p);
    avs_invariants(m);
    expect_at(m, 1, 0, 0, 0x7e00, true);
    expect_at(m, 1, 0, 1, 0x3c00, true);
    assert_int_equal(pto_flags(m), NUM_NV | NUM_NX);
    pto_destroy(m);
}

/* PTO-AVS-TILE-TCVT-STATIC-001 (tile-static-tcvt-contract-001.asl):
 * selector 0x01B (VEC Mode 0 Function 27) is TCVT, VEC, a closed schema,
 * with an executing family (the catalog's operation index and class are not
 * modelled: ptosim indexes operations by selector). */
static void avs_tcvt_static_001(void **state)
{
    (void)state;
    const op_info *op = op_of_selector(0x01B);
    assert_non_null(op);
    assert_string_equal(op->name, "TCVT");
    assert_int_equal(op->sfu, OP_ENGINE_VEC);
    assert_int_equal(op->closed, 1);
    assert_int_equal(op->handler, H_CVT);
    assert_ptr_equal(op_by_name("TCVT"), op);
    for (int i = 0; i < 25; i++) assert_true(op_type_supported(op, all25[i]));
}

/* ---- hand-derived element results ---------------------------------------------- */

/* Profile ieee.  Derivations: FP16 max 65504, 65520 is halfway to 2^16
 * (even) so RNE overflows; S32 of +-2.5 per mode (the hardware profile's
 * RHB examples: 2.5 -> 3, -2.5 -> -2); the indefinite values of the
 * profile's conversion.float_to_integer_invalid table; E2M1 lanes 4 (0x6),
 * 6 (0x7); HiF8 codes from the dot-field table of the hardware profile. */
static void ieee_values(void **state)
{
    (void)state;
    check1(IEEE, AVS_FP32, AVS_FP16, 0x3f800000, 0, 0, 0x3c00, 0);
    check1(IEEE, AVS_FP32, AVS_FP16, 0x477ff000, NUM_RM_RNE, 0, 0x7c00, NUM_OF | NUM_NX);
    check1(IEEE, AVS_FP32, AVS_FP16, 0x477ff000, NUM_RM_RNE, 1, 0x7bff, NUM_OF | NUM_NX);
    check1(IEEE, AVS_FP32, AVS_FP16, 0x477ff000, NUM_RM_RTZ, 0, 0x7bff, NUM_NX);
    check1(IEEE, AVS_FP32, AVS_FP16, 0x7f800000, 0, 1, 0x7c00, 0);          /* infinity is exact */
    check1(IEEE, AVS_FP32, AVS_FP16, 0x7f800001, 0, 0, 0x7e00, NUM_NV);     /* sNaN */
    check1(IEEE, AVS_FP32, AVS_FP16, 0x33000000, NUM_RM_RNE, 0, 0x0000, NUM_UF | NUM_NX); /* 2^-25: tie to 0 */
    check1(IEEE, AVS_FP32, AVS_FP16, 0x33000000, NUM_RM_RTP, 0, 0x0001, NUM_UF | NUM_NX);
    check1(IEEE, AVS_FP32, AVS_E4M3, 0x7f800000, 0, 0, 0x7f, NUM_OF | NUM_NX); /* no infinity (D7) */
    check1(IEEE, AVS_FP32, AVS_E4M3, 0xff800000, 0, 1, 0xfe, NUM_OF | NUM_NX);
    check1(IEEE, AVS_FP32, AVS_BF16, 0x3f808000, NUM_RM_RNE, 0, 0x3f80, NUM_NX); /* tie to even */
    check1(IEEE, AVS_FP32, AVS_BF16, 0x3f818000, NUM_RM_RNE, 0, 0x3f82, NUM_NX);
    check1(IEEE, AVS_FP32, AVS_BF16, 0x3f808000, NUM_RM_RNA, 0, 0x3f81, NUM_NX);
    check1(IEEE, AVS_FP32, AVS_BF16, 0x3f808000, NUM_RM_RTO, 0, 0x3f81, NUM_NX);
    check1(IEEE, AVS_FP32, AVS_BF16, 0xbf808000, NUM_RM_RHB, 0, 0xbf80, NUM_NX);
    check1(IEEE, AVS_FP32, AVS_BF16, 0xbf808000, NUM_RM_RTM, 0, 0xbf81, NUM_NX);
    /* float -> integer */
    const unsigned modes[7] = {NUM_RM_RNE, NUM_RM_RTZ, NUM_RM_RTM, NUM_RM_RTP, NUM_RM_RNA, NUM_RM_RTO, NUM_RM_RHB};
    const uint64_t p25[7] = {2, 2, 2, 3, 3, 3, 3}, m25[7] = {-2ull, -2ull, -3ull, -2ull, -3ull, -3ull, -2ull};
    for (int i = 0; i < 7; i++) {
        check1(IEEE, AVS_FP32, AVS_S32, 0x40200000, modes[i], 0, p25[i], NUM_NX);
        check1(IEEE, AVS_FP32, AVS_S32, 0xc0200000, modes[i], 0, m25[i] & 0xffffffffu, NUM_NX);
    }
    check1(IEEE, AVS_FP32, AVS_S32, 0x7fc00000, 0, 0, 0x80000000u, NUM_NV);
    check1(IEEE, AVS_FP32, AVS_S32, 0x7fc00000, 0, 1, 0, NUM_NV);
    check1(IEEE, AVS_FP32, AVS_S32, 0x4f32d05e, 0, 0, 0x80000000u, NUM_NV); /* 3e9 */
    check1(IEEE, AVS_FP32, AVS_S32, 0x4f32d05e, 0, 1, 0x7fffffffu, NUM_NV);
    check1(IEEE, AVS_FP32, AVS_U8, 0xbf800000, 0, 0, 0xff, NUM_NV);
    check1(IEEE, AVS_FP32, AVS_U8, 0xbf800000, 0, 1, 0x00, NUM_NV);
    check1(IEEE, AVS_FP32, AVS_U8, 0xbf000000, 0, 0, 0x00, NUM_NX); /* -0.5 RTZ -> 0 */
    check1(IEEE, AVS_FP32, AVS_U8, 0x437f8000, NUM_RM_RNE, 0, 0xff, NUM_NV); /* 255.5 -> 256 */
    check1(IEEE, AVS_FP32, AVS_S4X2, 0x40e00000, 0, 0, 0x7, 0);   /* 7 */
    check1(IEEE, AVS_FP32, AVS_S4X2, 0x41000000, 0, 0, 0x8, NUM_NV); /* 8: lane indefinite */
    check1(IEEE, AVS_FP32, AVS_U4X2, 0x41800000, 0, 0, 0xf, NUM_NV);
    check1(IEEE, AVS_FP32, AVS_U64, 0x5f800000, 0, 0, ~0ull, NUM_NV); /* 2^64 */
    check1(IEEE, AVS_FP32, AVS_S64, 0xdf000000, 0, 0, 0x8000000000000000ull, 0); /* -2^63 exact */
    /* integer -> float */
    check1(IEEE, AVS_S8, AVS_FP16, 0x80, 0, 0, 0xd800, 0);
    check1(IEEE, AVS_U64, AVS_FP32, ~0ull, 0, 0, 0x5f800000, NUM_NX);
    check1(IEEE, AVS_U64, AVS_FP32, ~0ull, NUM_RM_RTZ, 0, 0x5f7fffff, NUM_NX);
    check1(IEEE, AVS_S32, AVS_FP16, 70000, 0, 0, 0x7c00, NUM_OF | NUM_NX);
    check1(IEEE, AVS_S32, AVS_FP16, 70000, 0, 1, 0x7bff, NUM_OF | NUM_NX);
    check1(IEEE, AVS_S16, AVS_E2M1X2, (uint64_t)-5 & 0xffff, 0, 0, 0xe, NUM_NX); /* -5: tie -> -4 */
    /* E8M0 and the OCP formats */
    check1(IEEE, AVS_FP32, AVS_E8M0, 0x40400000, 0, 0, 0x81, NUM_NX); /* D30 */
    check1(IEEE, AVS_FP32, AVS_E8M0, 0x40000000, 0, 0, 0x80, 0);
    check1(IEEE, AVS_E8M0, AVS_FP32, 0x7f, 0, 0, 0x3f800000, 0);
    check1(IEEE, AVS_E8M0, AVS_FP32, 0x00, 0, 0, 0x00400000, 0); /* 2^-127 */
    check1(IEEE, AVS_E8M0, AVS_FP32, 0xff, 0, 0, 0x7fc00000, 0);
    check1(IEEE, AVS_E8M0, AVS_FP16, 0x00, 0, 0, 0x0000, NUM_UF | NUM_NX);
    check1(IEEE, AVS_E3M2, AVS_FP32, 0x1f, 0, 0, 0x41e00000, 0); /* 28 */
    check1(IEEE, AVS_E2M3, AVS_FP32, 0x3f, 0, 0, 0xc0f00000, 0); /* -7.5 */
    check1(IEEE, AVS_FP32, AVS_E2M1X2, 0x40a00000, 0, 0, 0x6, NUM_NX); /* 5: tie to 4 */
    check1(IEEE, AVS_FP32, AVS_E2M1X2, 0x40e00000, 0, 0, 0x7, NUM_OF | NUM_NX); /* 7: tie to 8 overflows */
    check1(IEEE, AVS_FP32, AVS_E2M1X2, 0x40e00000, NUM_RM_RTZ, 0, 0x7, NUM_NX);
    check1(IEEE, AVS_FP32, AVS_E2M1X2, 0x7f800000, 0, 0, 0x7, NUM_OF | NUM_NX);
    check1(IEEE, AVS_FP32, AVS_E2M1X2, 0xbe800000, 0, 0, 0x8, NUM_UF | NUM_NX); /* -0.25 -> -0 */
    check1(IEEE, AVS_FP32, AVS_E2M1X2, 0x7fc00000, 0, 0, 0x0, NUM_NV);
    check1(IEEE, AVS_FP32, AVS_E1M2X2, 0x3f000000, 0, 0, 0x2, 0);   /* 0.5 */
    check1(IEEE, AVS_FP32, AVS_HIF4X2, 0x40000000, 0, 0, 0x7, NUM_OF | NUM_NX); /* 2 > 1.75 */
    check1(IEEE, AVS_FP32, AVS_E3M2, 0x41f00000, 0, 0, 0x1f, NUM_OF | NUM_NX); /* 30: tie, even 32 overflows */
    check1(IEEE, AVS_FP32, AVS_E3M2, 0x41f00000, NUM_RM_RTO, 0, 0x1f, NUM_NX);     /* odd 28 */
    /* HiF8 */
    check1(IEEE, AVS_FP32, AVS_HIF8, 0x40400000, 0, 0, 0x14, 0);   /* 3.0: D1, M=4 */
    check1(IEEE, AVS_FP32, AVS_HIF8, 0x47000000, 0, 0, 0x6e, 0);   /* 2^15 */
    check1(IEEE, AVS_FP32, AVS_HIF8, 0x471c4000, 0, 0, 0x6e, NUM_NX); /* 40000 < 40960 */
    check1(IEEE, AVS_FP32, AVS_HIF8, 0x47435000, 0, 0, 0x6f, NUM_OF | NUM_NX); /* 50000 */
    check1(IEEE, AVS_FP32, AVS_HIF8, 0x47435000, 0, 1, 0x6e, NUM_OF | NUM_NX);
    check1(IEEE, AVS_FP32, AVS_HIF8, 0x34800000, 0, 0, 0x01, 0);   /* 2^-22 */
    check1(IEEE, AVS_FP32, AVS_HIF8, 0x34000000, 0, 0, 0x00, NUM_UF | NUM_NX); /* 2^-23 tie -> 0 */
    check1(IEEE, AVS_FP32, AVS_HIF8, 0x34c00000, 0, 0, 0x02, NUM_UF | NUM_NX); /* 1.5 * 2^-22 -> 2^-21 */
    check1(IEEE, AVS_FP32, AVS_HIF8, 0x80000000, 0, 0, 0x00, 0);   /* one zero */
    check1(IEEE, AVS_FP32, AVS_HIF8, 0xff800000, 0, 0, 0xef, 0);
    check1(IEEE, AVS_FP32, AVS_HIF8, 0x7fc00000, 0, 0, 0x80, 0);
    check1(IEEE, AVS_HIF8, AVS_FP32, 0x14, 0, 0, 0x40400000, 0);
    check1(IEEE, AVS_HIF8, AVS_FP32, 0x80, 0, 0, 0x7fc00000, 0);
    check1(IEEE, AVS_HIF8, AVS_FP32, 0xef, 0, 0, 0xff800000, 0);
}

/* Profile pto-v0: the model's placeholders (TileProfileConvert): the low
 * W_dst bits of the source carrier, no flags; integers and E8M0 exact. */
static void v0_values(void **state)
{
    (void)state;
    check1(V0, AVS_FP32, AVS_FP16, 0x3f800000, 0, 0, 0x0000, 0);
    check1(V0, AVS_FP16, AVS_FP32, 0x3c00, 0, 0, 0x00003c00, 0);
    check1(V0, AVS_FP32, AVS_S8, 0x3f8000ab, 0, 0, 0xab, 0);
    check1(V0, AVS_FP32, AVS_S32, 0x7fc00000, 0, 1, 0x7fc00000, 0);
    check1(V0, AVS_S32, AVS_FP64, 0xffffffff, 0, 0, 0xffffffff, 0);
    check1(V0, AVS_E4M3, AVS_E2M1X2, 0x3b, 0, 0, 0xb, 0);
    check1(V0, AVS_FP32, AVS_E8M0, 0x40400000, 0, 0, 0x81, NUM_NX);
    check1(V0, AVS_S16, AVS_U8, 0x8000, 0, 1, 0, 0);
}

/* ---- per-PE behaviour, padding, faults ------------------------------------------- */

/* Each PE converts its own payload; a PE outside the binding mask has no
 * destination payload (the destination's mask is the binding's). */
static void per_pe(void **state)
{
    (void)state;
    pto_machine *m = machine(IEEE);
    avs_tile(m, 0, AVS_FP32, 512, 8, 1, 2, RM, ALL);
    const uint32_t v[4] = {0x3f800000, 0x40000000, 0xc0400000, 0x3fc00000}; /* 1, 2, -3, 1.5 */
    const uint64_t want[4] = {1, 2, (uint64_t)-3 & 0xff, 2};                 /* RNE */
    for (unsigned pe = 0; pe < 4; pe++) {
        assert_int_equal(pto_tile_write(m, 0, pe, 0, v[pe]), PTO_OK);
        assert_int_equal(pto_tile_write(m, 0, pe, 1, v[3 - pe]), PTO_OK);
    }
    cvt_spec s = {AVS_FP32, true, avs_bdatr(0, AVS_PAD_MIN, 0, 0, AVS_S8, NUM_RM_RNE, 0), 2, 0, 8, 0, 5, 128,
                  false, false};
    avs_prog p;
    cvt_prog(&p, &s); /* PEMode 5: PE0 and PE1 */
    avs_run_ok(m, &p);
    avs_invariants(m);
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, 1, &d), PTO_OK);
    assert_int_equal(d.mask, 0xC);
    for (unsigned pe = 0; pe < 2; pe++) {
        bool def;
        assert_int_equal(read_pe(m, 1, pe, 0, 0, &def), want[pe]);
        assert_true(def);
        assert_int_equal(read_pe(m, 1, pe, 0, 1, &def), want[3 - pe]);
        assert_int_equal(read_pe(m, 1, pe, 0, 2, &def), 0x80); /* PadValue Min of S8 */
        assert_true(def);
    }
    assert_int_equal(pto_flags(m), NUM_NX);
    pto_destroy(m);
}

/* Padding of the types without a finite maximum in the format table
 * (TilePadValueForDataType): Max is all ones, Min 0; Null leaves the
 * padding undefined. */
static void padding_special(void **state)
{
    (void)state;
    const unsigned pads[3] = {AVS_PAD_MAX, AVS_PAD_MIN, AVS_PAD_NULL};
    const uint64_t want[3] = {0xff, 0x00, 0x00};
    for (int k = 0; k < 3; k++) {
        pto_machine *m = machine(IEEE);
        avs_tile(m, 0, AVS_FP32, 512, 8, 1, 1, RM, ALL);
        avs_put(m, 0, 0, 0, 0x3f800000);
        cvt_spec s = {AVS_FP32, true, avs_bdatr(0, pads[k], 0, 0, AVS_HIF8, 0, 0), 1, 0, 8, 0, 0, 128, false, false};
        avs_prog p;
        cvt_prog(&p, &s);
        avs_run_ok(m, &p);
        avs_invariants(m);
        expect_at(m, 1, 0, 0, 0x08, true);
        if (k < 2) expect_at(m, 1, 3, 7, want[k], true);
        else {
            bool def;
            (void)read_pe(m, 1, 0, 3, 7, &def);
            assert_false(def);
        }
        pto_destroy(m);
    }
}

/* Every fault leaves the state unchanged (avs_run_to_fault) and the
 * invariants holding. */
static void faults(void **state)
{
    (void)state;
    for (int k = 0; k < 7; k++) {
        pto_machine *m = machine(IEEE);
        unsigned sdt = k == 0 ? AVS_TF32 : k == 1 ? AVS_E3M2 : AVS_FP32;
        avs_tile(m, 0, sdt, 256, 8, 1, 2, k == 4 ? CM : RM, ALL); /* 8 x 8 (E3M2: 32 x 8) */
        avs_put(m, 0, 0, 0, k == 0 ? 0x3f800001 : k == 1 ? 0x40 : 0x3f800000); /* invalid TF32 / E3M2 */
        if (k != 2) avs_put(m, 0, 0, 1, 0);                                   /* k == 2: undefined element */
        cvt_spec s = {sdt, true, avs_bdatr(0, AVS_PAD_NULL, 0, 0, AVS_FP16, 0, 0), 2, 0, 8, 0, 0, k == 1 ? 512 : 128,
                      false, false};
        if (k == 3) s.dcap = 256;             /* TSize: 16 rows, the source has 8 */
        if (k == 5) s.sdt = AVS_FP16;         /* the BSTART type is not the source's */
        if (k == 6) { s.lb0 = 4; s.lb2 = 4; } /* the LB shape is not the source's */
        avs_prog p;
        cvt_prog(&p, &s); /* k == 4: a ColumnMajor source under NORM */
        expect_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 1);
        pto_destroy(m);
    }
    /* every T slot taken: TileAllocation */
    pto_machine *m = machine(IEEE);
    for (unsigned i = 0; i < 16; i++) {
        avs_tile(m, i, AVS_FP32, 256, 8, 1, 1, RM, ALL);
        avs_put(m, i, 0, 0, 0);
    }
    cvt_spec s = {AVS_FP32, true, avs_bdatr(0, AVS_PAD_NULL, 0, 0, AVS_FP16, 0, 0), 1, 0, 8, 0, 0, 128, false, false};
    avs_prog p;
    cvt_prog(&p, &s);
    expect_fault(m, &p, PTO_FAULT_TILE_ALLOCATION, 16);
    pto_destroy(m);
}

/* ---- the fast path against the exact rule ------------------------------------------ */

static uint32_t rnd32(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return (uint32_t)*s;
}

static void fast_path(void **state)
{
    (void)state;
    enum { N = 1 << 16 };
    uint32_t *src = malloc(N * sizeof *src);
    uint16_t *d = malloc(N * sizeof *d);
    assert_non_null(src);
    assert_non_null(d);
    uint64_t seed = 0x9e3779b97f4a7c15ull;
    for (unsigned i = 0; i < N; i++) {
        uint32_t x = rnd32(&seed);
        /* a quarter near the FP16 / BF16 range edges and the specials */
        if ((i & 3) == 0) x = (x & 0x807FFFFFu) | ((uint32_t)(0x6E + (i >> 2) % 40) << 23);
        if ((i & 7) == 1) x = (x & 0x807FFFFFu) | ((i >> 3) & 1 ? 0x7F800000u : 0u);
        if ((i & 15) == 2) x = (x & 0x80001FFFu) | 0x477FE000u;
        if ((i & 15) == 3) x = (x & 0x80000000u) | (0x387FF000u + (rnd32(&seed) % 0x2000u) - 0x1000u); /* below 2^-14 */
        if ((i & 15) == 4) x = (x & 0x807FFFFFu) | ((uint32_t)(0x66 + (i >> 4) % 8) << 23); /* FP16 subnormals */
        if ((i & 15) == 5) x = (x & 0x80000000u) | (0x33000000u + (rnd32(&seed) % 64u) - 32u);
        src[i] = x;
    }
    for (unsigned isa = FAST_ISA_SSE2; isa <= FAST_ISA_AVX2; isa++) /* both vector variants */
    for (int dt = 0; dt < 3; dt++) /* FP16, BF16, FP16 in host float (F16C with AVX2) */
        for (int sat = 0; sat < 2; sat++) {
            fast_set_isa_limit(isa);
            unsigned ff = 0, ef = 0;
            if (dt == 0) kern_cvt_f32_f16(d, src, N, sat, &ff);
            else if (dt == 1) kern_cvt_f32_bf16(d, src, N, sat, &ff);
            else kern_cvt_f32_f16_host(d, src, N, sat, &ff);
            for (unsigned i = 0; i < N; i++) {
                unsigned f1 = 0;
                uint64_t e = num_cvt_ieee(AVS_FP32, dt == 1 ? AVS_BF16 : AVS_FP16, src[i], NUM_RM_RNE, sat, &f1);
                ef |= f1;
                if (e != d[i]) fail_msg("fast %s of 0x%08x: 0x%04x, exact 0x%04llx", dt == 1 ? "BF16" : "FP16", src[i], d[i],
                                        (unsigned long long)e);
            }
            assert_int_equal(ff, ef);
            /* flags of single elements (the OR above could hide a difference) */
            for (unsigned i = 0; i < 4096; i++) {
                unsigned f1 = 0, f2 = 0;
                uint16_t o;
                if (dt == 0) kern_cvt_f32_f16(&o, &src[i], 1, sat, &f1);
                else if (dt == 1) kern_cvt_f32_bf16(&o, &src[i], 1, sat, &f1);
                else kern_cvt_f32_f16_host(&o, &src[i], 1, sat, &f1);
                (void)num_cvt_ieee(AVS_FP32, dt == 1 ? AVS_BF16 : AVS_FP16, src[i], NUM_RM_RNE, sat, &f2);
                assert_int_equal(f1, f2);
            }
        }
    fast_set_isa_limit(FAST_ISA_BEST);
    free(src);
    free(d);
}

/* The assembler and disassembler know TCVT and its B.DATR fields: the words
 * are the encodings of spec-digest-2 §9.1 (TCVT FP32 0x09B19181) and the
 * B.DATR field layout (avs_bdatr, from the form table), and each word's
 * canonical text assembles back to it. */
static void codec(void **state)
{
    (void)state;
    static const struct { const char *text; uint32_t word; } c[] = {
        {"BSTART.VEC TCVT, FP32", 0x09B19181u},
        {"BSTART.VEC TCVT, U8", 0xd9b19181u},
        {"B.DATR pad=Zero, dtype=S32, rmode=RHB, sat", 0},
        {"B.DATR {ND2DN, FP16, Null, EQ, RNE, 0, 0}", 0},
    };
    const uint32_t want[4] = {0x09B19181u, 0xd9b19181u, avs_bdatr(0, AVS_PAD_ZERO, 1, 0, AVS_S32, 7, 0),
                              avs_bdatr(0, AVS_PAD_NULL, 0, 0, AVS_FP16, 1, 1)};
    for (int i = 0; i < 4; i++) {
        pto_insn in;
        pto_codec_error e;
        if (pto_asm(c[i].text, &in, &e) != PTO_CODEC_OK) fail_msg("%s does not assemble", c[i].text);
        assert_int_equal((uint32_t)in.word, want[i]);
        char text[PTO_TEXT_MAX];
        assert_int_equal(pto_disasm(&in, text, sizeof text, &e), PTO_CODEC_OK);
        pto_insn back;
        assert_int_equal(pto_asm(text, &back, &e), PTO_CODEC_OK);
        assert_int_equal((uint32_t)back.word, want[i]);
        if (i == 0) assert_string_equal(text, "BSTART.VEC TCVT, FP32");
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(avs_tcvt_bundle_001),
        cmocka_unit_test(avs_tcvt_alias_001),
        cmocka_unit_test(avs_tcvt_e8m0_finite_002),
        cmocka_unit_test(avs_tcvt_e8m0_round_003),
        cmocka_unit_test(avs_tcvt_e8m0_special_004),
        cmocka_unit_test(avs_tcvt_e8m0_pairs_005),
        cmocka_unit_test(avs_tcvt_schema_001),
        cmocka_unit_test(avs_tcvt_datr_001),
        cmocka_unit_test(avs_tcvt_defaults_001),
        cmocka_unit_test(avs_tcvt_types_001),
        cmocka_unit_test(avs_tcvt_canonical_001),
        cmocka_unit_test(avs_tcvt_capacity_001),
        cmocka_unit_test(avs_tcvt_layout_001),
        cmocka_unit_test(avs_tcvt_integer_001),
        cmocka_unit_test(avs_tcvt_flags_001),
        cmocka_unit_test(avs_tcvt_static_001),
        cmocka_unit_test(ieee_values),
        cmocka_unit_test(v0_values),
        cmocka_unit_test(per_pe),
        cmocka_unit_test(padding_special),
        cmocka_unit_test(faults),
        cmocka_unit_test(fast_path),
        cmocka_unit_test(codec),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
