/* TPARTADD, TPARTMUL, TPARTMAX and TPARTMIN (ExecuteTilePartial,
 * asl/tile/model/execution/complex.asl) through real bundles, against an
 * element rule computed here independently of src/num:
 *   - integers: TileIntegerBinaryValue written out (wrap at W bits, signed
 *     or unsigned order), every pair of S8 and of U8 values;
 *   - FP16, BF16 (every value against sixteen partners, both operand
 *     orders) and FP32 (generated pairs): ADD and MUL from the MPFR oracle
 *     (tests/oracle/) under `ieee`, the reference profile's raw-carrier
 *     sum and product (low W bits, no flags) under `pto-v0`; MAX and MIN
 *     by the hardware rule (HardwareNumericMinMaxSpecial and the order key
 *     of asl/arch/features/minmax-profile.asl, NV on a signalling NaN) in
 *     both profiles;
 *   - the union: where both sources are valid the rule, where one is its
 *     raw bits, padding Null; the flags recorded are those of the overlap
 *     only (poison values in the copied part would raise NV, OF, UF);
 *   - the schema, coverage, shape and destination rules
 *     (SelectedBundleClosedPartialSchemaLegal, TileOperandsLegal_
 *     ExecuteTilePartial, TilePartialCoverageLegal, the generic
 *     destination shape) and every fault class, each with the whole state
 *     unchanged and nothing left allocated.
 * pto_check_invariants holds after every bundle and every fault. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core.h"
#include "oracle/oracle.h"
#include "support/avs.h"
#include "support/support.h"

#define RM PTO_LAYOUT_ROW_MAJOR
#define N_(a) (sizeof(a) / sizeof((a)[0]))

enum { P_ADD, P_MUL, P_MAX, P_MIN, P_COUNT };
static const unsigned sel_of[P_COUNT] = {0x071, 0x072, 0x073, 0x074};
static const char *const op_text[P_COUNT] = {"TPARTADD", "TPARTMUL", "TPARTMAX", "TPARTMIN"};
enum { L_ = 16, R_ = 17 }; /* U#1, U#2 */

static uint64_t wmask(unsigned bits) { return bits >= 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1u; }

static uint64_t rng_state = 0x7A27A1u;
static uint64_t rnd(void) /* splitmix64 */
{
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* ---- the element rule ---------------------------------------------------------- */

static bool is_float(unsigned dt) { return dt == AVS_FP32 || dt == AVS_FP16 || dt == AVS_BF16; }
static bool is_signed(unsigned dt) { return dt == AVS_S32 || dt == AVS_S16 || dt == AVS_S8; }

/* TileIntegerBinaryValue for ADD, MUL, MAX, MIN. */
static uint64_t int_rule(unsigned op, unsigned dt, uint64_t a, uint64_t b)
{
    unsigned bits = pto_dtype_bits(dt);
    uint64_t m = wmask(bits);
    if (is_signed(dt)) {
        int64_t x = (int64_t)(a << (64 - bits)) >> (64 - bits), y = (int64_t)(b << (64 - bits)) >> (64 - bits);
        switch (op) {
        case P_ADD: return (uint64_t)(x + y) & m;
        case P_MUL: return ((uint64_t)x * (uint64_t)y) & m;
        case P_MAX: return (uint64_t)(x >= y ? x : y) & m;
        default: return (uint64_t)(x <= y ? x : y) & m;
        }
    }
    switch (op) {
    case P_ADD: return (a + b) & m;
    case P_MUL: return (a * b) & m;
    case P_MAX: return a >= b ? a : b;
    default: return a <= b ? a : b;
    }
}

/* FP32, FP16, BF16: exponent bits, canonical NaN. */
static unsigned ebits_of(unsigned dt) { return dt == AVS_FP16 ? 5 : 8; }
static uint64_t cnan_of(unsigned dt) { return dt == AVS_FP32 ? 0x7FC00000u : dt == AVS_FP16 ? 0x7E00u : 0x7FC0u; }

enum { FZ_POS, FZ_NEG, F_NUM, F_QNAN, F_SNAN };
static int fclass(unsigned dt, uint64_t x)
{
    unsigned bits = pto_dtype_bits(dt), eb = ebits_of(dt), fb = bits - 1 - eb;
    uint64_t e = (x >> fb) & wmask(eb), f = x & wmask(fb);
    if (e == wmask(eb) && f) return (f >> (fb - 1)) & 1u ? F_QNAN : F_SNAN;
    if (!e && !f) return x >> (bits - 1) ? FZ_NEG : FZ_POS;
    return F_NUM;
}

/* HardwareNumericFloatingMinMax: NaNs and zeros first, then the order key
 * (sign set: NOT raw, else raw XOR sign), left on a tie; invalid on a
 * signalling NaN. */
static uint64_t hw_minmax(bool maximum, unsigned dt, uint64_t a, uint64_t b, unsigned *flags)
{
    unsigned bits = pto_dtype_bits(dt);
    int ca = fclass(dt, a), cb = fclass(dt, b);
    bool na = ca == F_QNAN || ca == F_SNAN, nb = cb == F_QNAN || cb == F_SNAN;
    if (ca == F_SNAN || cb == F_SNAN) *flags |= PTO_FLAG_NV;
    if (na && nb) return cnan_of(dt);
    if (na) return b;
    if (nb) return a;
    bool za = ca == FZ_POS || ca == FZ_NEG, zb = cb == FZ_POS || cb == FZ_NEG;
    if (za && zb) {
        if (maximum) return ca == FZ_NEG && cb == FZ_NEG ? a : 0;
        if (ca == FZ_NEG) return a;
        if (cb == FZ_NEG) return b;
        return 0;
    }
    uint64_t sign = UINT64_C(1) << (bits - 1), m = wmask(bits);
    uint64_t ka = a & sign ? ~a & m : a ^ sign, kb = b & sign ? ~b & m : b ^ sign;
    if (maximum) return ka >= kb ? a : b;
    return ka <= kb ? a : b;
}

/* The element rule of TileProfileBinaryWithFlags for op, flags ORed in. */
static uint64_t rule(unsigned op, unsigned dt, pto_profile prof, uint64_t a, uint64_t b, unsigned *flags)
{
    if (!is_float(dt)) return int_rule(op, dt, a, b);
    if (op == P_MAX || op == P_MIN) return hw_minmax(op == P_MAX, dt, a, b, flags);
    uint64_t m = wmask(pto_dtype_bits(dt));
    if (prof == PTO_PROFILE_V0) return op == P_ADD ? (a + b) & m : (a * b) & m; /* ScalarFPBinaryProfile */
    unsigned f = 0;
    uint64_t r = oracle_arith(dt, op == P_ADD ? OR_ADD : OR_MUL, a, b, 0, &f);
    *flags |= f;
    return r;
}

/* ---- machine helpers ----------------------------------------------------------- */

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

static void expect_fault(pto_machine *m, const avs_prog *p, unsigned k, pto_fault_kind kind, unsigned nalloc)
{
    pto_recover(m);
    assert_int_equal(pto_set_tpc(m, 0), PTO_OK);
    for (unsigned i = 0; i < k; i++) {
        pto_status s = pto_step(m, p->code, p->len);
        if (s != PTO_OK) fail_msg("instruction %u before the expected fault: %s (%s)", i, pto_status_name(s),
                                  pto_last_error(m));
        avs_invariants(m);
    }
    uint32_t used = pto_capacity_in_use(m);
    avs_run_to_fault(m, p, k, kind);
    avs_invariants(m);
    assert_int_equal(avs_allocated_count(m), nalloc);
    assert_int_equal(pto_capacity_in_use(m), used);
}

static void commit_fault(pto_machine *m, const avs_prog *p, pto_fault_kind kind, unsigned nalloc)
{
    expect_fault(m, p, p->n - 1, kind, nalloc);
}

/* BSTART.SFU op, dt  [B.DATR]  B.DIM LB0=vc  [LB1=vr]  [LB2=cols]
 * B.IOT first, second, pemode, last, ->T<cap>  [B.IOR]  BSTOP */
typedef struct pprog {
    unsigned op, dt;
    uint32_t datr;
    int lb0, lb1, lb2;
    unsigned first, second, pemode;
    uint32_t cap;
    int ior;
    unsigned split; /* 0: one B.IOT; 1: B.IOT first / B.IOT second, ->Dst; 2: B.IOT first, second / B.IOT ->Dst */
} pprog;

static void part_prog(avs_prog *p, const pprog *o)
{
    avs_init(p);
    avs_w(p, avs_bstart(o->dt, sel_of[o->op]));
    if (o->datr) avs_w(p, o->datr);
    if (o->lb0 >= 0) avs_w(p, avs_bdim(0, 0, (uint32_t)o->lb0));
    if (o->lb1 >= 0) avs_w(p, avs_bdim(1, 0, (uint32_t)o->lb1));
    if (o->lb2 >= 0) avs_w(p, avs_bdim(2, 0, (uint32_t)o->lb2));
    unsigned sc = size_code(o->cap);
    if (o->split == 1) {
        avs_w(p, avs_biot_s(o->first, o->pemode, 0));
        avs_w(p, avs_biot_sd(o->second, o->pemode, 1, AVS_HAND_T, sc));
    } else if (o->split == 2) {
        avs_w(p, avs_biot_ss(o->first, o->second, o->pemode, 0));
        avs_w(p, avs_biot_d(o->pemode, 1, AVS_HAND_T, sc));
    } else {
        avs_w(p, avs_biot_ssd(o->first, o->second, o->pemode, 1, AVS_HAND_T, sc));
    }
    if (o->ior >= 0) avs_w(p, (uint32_t)o->ior);
    avs_w(p, AVS_BSTOP);
}

/* Writes v(pe, i) into every physical element of tile idx on every PE of
 * its mask (all defined). */
typedef uint64_t (*gen_fn)(unsigned pe, uint32_t i, const void *ctx);
static void fill_tile(pto_machine *m, unsigned idx, gen_fn v, const void *ctx)
{
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, idx, &d), PTO_OK);
    uint32_t n = d.rows * d.cols;
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!pe_in(d.mask, pe)) continue;
        for (uint32_t i = 0; i < n; i++) assert_int_equal(pto_tile_write(m, idx, pe, i, v(pe, i, ctx)), PTO_OK);
    }
}

/* ---- every pair of S8 and of U8 values ------------------------------------------- */

static uint64_t int8_left(unsigned pe, uint32_t i, const void *ctx)
{
    (void)ctx;
    return (uint64_t)(64u * pe + i / 256u); /* row r of PE p: left value 64 p + r */
}
static uint64_t int8_right(unsigned pe, uint32_t i, const void *ctx)
{
    (void)pe, (void)ctx;
    return i % 256u; /* column c: right value c */
}

/* Left and right 16 KiB tiles (Col 256, 64 rows) on four PEs: PE p's row r
 * holds the left value 64 p + r, column c the right value c, so the four
 * PEs together take every pair; each operation under both profiles
 * (stepped under ieee, pto_run under pto-v0). */
static void int8_every_pair(void **state)
{
    (void)state;
    static const unsigned dts[2] = {AVS_S8, AVS_U8};
    for (unsigned d = 0; d < 2; d++) {
        unsigned dt = dts[d];
        pto_machine *m = machine(PTO_PROFILE_IEEE);
        avs_tile(m, L_, dt, 16384, 256, 64, 256, RM, 0xF);
        avs_tile(m, R_, dt, 16384, 256, 64, 256, RM, 0xF);
        fill_tile(m, L_, int8_left, NULL);
        fill_tile(m, R_, int8_right, NULL);
        for (unsigned op = 0; op < P_COUNT; op++)
            for (unsigned pr = 0; pr < 2; pr++) {
                pto_profile prof = pr ? PTO_PROFILE_V0 : PTO_PROFILE_IEEE;
                assert_int_equal(pto_set_profile(m, prof), PTO_OK);
                pprog o = {op, dt, 0, 256, 64, -1, L_, R_, 7, 16384, -1, 0};
                avs_prog p;
                part_prog(&p, &o);
                exec_ok(m, &p, pr == 1);
                for (unsigned pe = 0; pe < PTO_PES; pe++) {
                    const uint8_t *dd;
                    size_t len;
                    assert_int_equal(pto_tile_payload(m, 0, pe, &dd, &len), PTO_OK);
                    for (uint32_t i = 0; i < 16384; i++) {
                        uint64_t a = int8_left(pe, i, NULL), b = int8_right(pe, i, NULL);
                        uint64_t want = int_rule(op, dt, a, b);
                        if (dd[i] != want)
                            fail_msg("%s %s 0x%02llx, 0x%02llx: 0x%02x, expected 0x%02llx", op_text[op],
                                     pto_dtype_name(dt), (unsigned long long)a, (unsigned long long)b, dd[i],
                                     (unsigned long long)want);
                    }
                }
                assert_int_equal(pto_flags(m), 0);
                assert_int_equal(pto_tile_release(m, 0), PTO_OK);
            }
        pto_destroy(m);
    }
}

/* ---- FP16 and BF16: every value against sixteen partners ---------------------- */

static const uint64_t fp16_partners[16] = {0x0000, 0x8000, 0x3C00, 0xBE00, 0x0001, 0x03FF, 0x0400, 0x7BFF,
                                           0xFBFF, 0x7C00, 0xFC00, 0x7E00, 0x7C01, 0x3555, 0x5A3B, 0x1400};
static const uint64_t bf16_partners[16] = {0x0000, 0x8000, 0x3F80, 0xBFC0, 0x0001, 0x007F, 0x0080, 0x7F7F,
                                           0xFF7F, 0x7F80, 0xFF80, 0x7FC0, 0x7F81, 0x3EAB, 0x4B1D, 0x1F80};

typedef struct half_ctx {
    uint32_t base;  /* the first value of this bundle */
    uint64_t b;
} half_ctx;

static uint64_t every_value(unsigned pe, uint32_t i, const void *ctx)
{
    const half_ctx *h = ctx;
    return (h->base + pe * 8192u + i) & 0xFFFFu;
}
static uint64_t partner(unsigned pe, uint32_t i, const void *ctx)
{
    (void)pe, (void)i;
    return ((const half_ctx *)ctx)->b;
}

/* 16 KiB tiles (Col 256, 32 rows): the values tile holds 32768 values over
 * the four PEs, the partner tile one partner everywhere; each operation in
 * both operand orders, under ieee and pto-v0.  Every element against the
 * rule; the flags of each bundle against the OR of the rule's flags of its
 * elements. */
static void f16_every_value(void **state)
{
    (void)state;
    static const unsigned dts[2] = {AVS_FP16, AVS_BF16};
    for (unsigned d = 0; d < 2; d++) {
        unsigned dt = dts[d];
        const uint64_t *partners = dt == AVS_FP16 ? fp16_partners : bf16_partners;
        pto_machine *m = machine(PTO_PROFILE_IEEE);
        avs_tile(m, L_, dt, 16384, 256, 32, 256, RM, 0xF);
        avs_tile(m, R_, dt, 16384, 256, 32, 256, RM, 0xF);
        for (uint32_t base = 0; base < 65536; base += 32768) {
            half_ctx h = {base, 0};
            fill_tile(m, L_, every_value, &h);
            for (unsigned k = 0; k < 16; k++) {
                h.b = partners[k];
                fill_tile(m, R_, partner, &h);
                for (unsigned op = 0; op < P_COUNT; op++)
                    for (unsigned order = 0; order < 2; order++)
                        for (unsigned pr = 0; pr < 2; pr++) {
                            pto_profile prof = pr ? PTO_PROFILE_V0 : PTO_PROFILE_IEEE;
                            assert_int_equal(pto_set_profile(m, prof), PTO_OK);
                            pprog o = {op, dt, 0, 256, 32, -1, order ? R_ : L_, order ? L_ : R_, 7, 16384, -1, 0};
                            avs_prog p;
                            part_prog(&p, &o);
                            pto_clear_flags(m);
                            exec_ok(m, &p, true);
                            unsigned want_flags = 0;
                            for (unsigned pe = 0; pe < PTO_PES; pe++) {
                                const uint8_t *dd;
                                size_t len;
                                assert_int_equal(pto_tile_payload(m, 0, pe, &dd, &len), PTO_OK);
                                for (uint32_t i = 0; i < 8192; i++) {
                                    uint64_t v = every_value(pe, i, &h);
                                    uint64_t a = order ? h.b : v, b = order ? v : h.b;
                                    uint64_t want = rule(op, dt, prof, a, b, &want_flags);
                                    uint64_t got = load(dd, 16, i);
                                    if (got != want)
                                        fail_msg("%s %s %s 0x%04llx, 0x%04llx: 0x%04llx, expected 0x%04llx",
                                                 op_text[op], pto_dtype_name(dt), pr ? "pto-v0" : "ieee",
                                                 (unsigned long long)a, (unsigned long long)b,
                                                 (unsigned long long)got, (unsigned long long)want);
                                }
                            }
                            if (pto_flags(m) != want_flags)
                                fail_msg("%s %s %s partner 0x%04llx order %u: flags 0x%x, expected 0x%x", op_text[op],
                                         pto_dtype_name(dt), pr ? "pto-v0" : "ieee", (unsigned long long)h.b, order,
                                         pto_flags(m), want_flags);
                            assert_int_equal(pto_tile_release(m, 0), PTO_OK);
                        }
            }
        }
        pto_destroy(m);
    }
    oracle_cleanup();
}

/* ---- exact flags from the overlap only ------------------------------------------- */

/* Poison for the copied part: values that raise NV, OF or UF when added to
 * or multiplied by almost anything, or compared. */
static uint64_t poison(unsigned dt, unsigned k)
{
    static const uint64_t f32[3] = {0x7F800001u, 0x7F7FFFFFu, 0x00000001u};
    static const uint64_t f16[3] = {0x7C01u, 0x7BFFu, 0x0001u};
    static const uint64_t b16[3] = {0x7F81u, 0x7F7Fu, 0x0001u};
    return (dt == AVS_FP32 ? f32 : dt == AVS_FP16 ? f16 : b16)[k % 3];
}

/* One pair (a, b) in the overlap (0,0) of a 1x4 source and a 1x1 source
 * (the 1x4 one, left or right by wide_left, holds poison at (0,1..3)): the
 * result, the raw copies, and exactly the pair's flags. */
static void overlap_pair(pto_machine *m, unsigned op, unsigned dt, pto_profile prof, uint64_t a, uint64_t b,
                         bool wide_left)
{
    uint32_t cols = 128u * 8u / pto_dtype_bits(dt) / 8u; /* 8 rows */
    unsigned wide = wide_left ? L_ : R_;
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        assert_int_equal(pto_tile_write(m, L_, pe, 0, a), PTO_OK);
        assert_int_equal(pto_tile_write(m, R_, pe, 0, b), PTO_OK);
        for (unsigned c = 1; c < 4; c++) assert_int_equal(pto_tile_write(m, wide, pe, c, poison(dt, c + pe)), PTO_OK);
    }
    pprog o = {op, dt, 0, 4, -1, -1, L_, R_, 7, 128, -1, 0};
    avs_prog p;
    part_prog(&p, &o);
    pto_clear_flags(m);
    exec_ok(m, &p, true);
    unsigned want_flags = 0;
    uint64_t want = rule(op, dt, prof, a, b, &want_flags);
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, 0, &d), PTO_OK);
    assert_int_equal(d.cols, cols); /* the first source's Col (the generic destination shape) */
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        uint64_t got;
        bool def;
        assert_int_equal(pto_tile_read(m, 0, pe, 0, &got, &def), PTO_OK);
        if (!def || got != want)
            fail_msg("%s %s %s 0x%llx, 0x%llx: 0x%llx, expected 0x%llx", op_text[op], pto_dtype_name(dt),
                     prof == PTO_PROFILE_V0 ? "pto-v0" : "ieee", (unsigned long long)a, (unsigned long long)b,
                     (unsigned long long)got, (unsigned long long)want);
        for (unsigned c = 1; c < 4; c++) {
            assert_int_equal(pto_tile_read(m, 0, pe, c, &got, &def), PTO_OK);
            assert_true(def);
            assert_int_equal(got, poison(dt, c + pe)); /* copied bit for bit, a signalling NaN too */
        }
        assert_int_equal(pto_tile_read(m, 0, pe, 4, NULL, &def), PTO_OK);
        assert_false(def); /* padding Null */
    }
    if (pto_flags(m) != want_flags)
        fail_msg("%s %s %s 0x%llx, 0x%llx: flags 0x%x, expected 0x%x", op_text[op], pto_dtype_name(dt),
                 prof == PTO_PROFILE_V0 ? "pto-v0" : "ieee", (unsigned long long)a, (unsigned long long)b,
                 pto_flags(m), want_flags);
    assert_int_equal(pto_tile_release(m, 0), PTO_OK);
}

/* FP32, FP16 and BF16, each operation, both profiles: generated pairs
 * (oracle_gen_pair: cancellation, carries, halfway cases, overflow and
 * underflow thresholds) and special pairs. */
static void flags_from_overlap_only(void **state)
{
    (void)state;
    static const unsigned dts[3] = {AVS_FP32, AVS_FP16, AVS_BF16};
    uint64_t seed = 0xF1A65u;
    for (unsigned d = 0; d < 3; d++) {
        unsigned dt = dts[d];
        uint32_t cols = 128u * 8u / pto_dtype_bits(dt) / 8u;
        for (unsigned pr = 0; pr < 2; pr++) {
            pto_profile prof = pr ? PTO_PROFILE_V0 : PTO_PROFILE_IEEE;
            for (unsigned wl = 0; wl < 2; wl++) {
                pto_machine *m = machine(prof);
                avs_tile(m, L_, dt, 128, cols, 1, wl ? 4 : 1, RM, 0xF);
                avs_tile(m, R_, dt, 128, cols, 1, wl ? 1 : 4, RM, 0xF);
                for (unsigned c = 1; c < 4; c++) avs_put(m, wl ? L_ : R_, 0, c, 0);
                for (unsigned op = 0; op < P_COUNT; op++) {
                    for (unsigned k = 0; k < 150; k++) {
                        uint64_t a, b;
                        oracle_gen_pair(dt, op == P_MUL ? OR_MUL : OR_ADD, &seed, &a, &b);
                        overlap_pair(m, op, dt, prof, a, b, wl);
                    }
                    for (unsigned i = 0; i < 3; i++)
                        for (unsigned j = 0; j < 3; j++) overlap_pair(m, op, dt, prof, poison(dt, i), poison(dt, j), wl);
                }
                pto_destroy(m);
            }
        }
    }
    oracle_cleanup();
}

/* Hand-derived flags (ieee, FP32): 1 + 1 exact (none); 1 + 2^-24 a tie to
 * even (NX); max * 2 overflows (OF, NX); (2^-126 (1 + 2^-23)) * 0.5 =
 * 2^-127 + 2^-150, a tie at the subnormal quantum 2^-149 to 0x00400000
 * (UF, NX: tiny and inexact); MAX with a signalling NaN (the number, NV);
 * MIN with a quiet NaN (the number, none).  The rule written here must
 * agree with each, then the bundle. */
static void flags_hand(void **state)
{
    (void)state;
    static const struct { unsigned op; uint64_t a, b, r; unsigned flags; } cases[6] = {
        {P_ADD, 0x3F800000u, 0x3F800000u, 0x40000000u, 0},
        {P_ADD, 0x3F800000u, 0x33800000u, 0x3F800000u, PTO_FLAG_NX},
        {P_MUL, 0x7F7FFFFFu, 0x40000000u, 0x7F800000u, PTO_FLAG_OF | PTO_FLAG_NX},
        {P_MUL, 0x00800001u, 0x3F000000u, 0x00400000u, PTO_FLAG_UF | PTO_FLAG_NX},
        {P_MAX, 0x7F800001u, 0x3F800000u, 0x3F800000u, PTO_FLAG_NV},
        {P_MIN, 0x7FC00001u, 0x3F800000u, 0x3F800000u, 0},
    };
    pto_machine *m = machine(PTO_PROFILE_IEEE);
    avs_tile(m, L_, AVS_FP32, 128, 4, 1, 4, RM, 0xF);
    avs_tile(m, R_, AVS_FP32, 128, 4, 1, 1, RM, 0xF);
    for (unsigned i = 0; i < 6; i++) {
        unsigned f = 0;
        assert_int_equal(rule(cases[i].op, AVS_FP32, PTO_PROFILE_IEEE, cases[i].a, cases[i].b, &f), cases[i].r);
        assert_int_equal(f, cases[i].flags); /* the rule written here agrees with the hand derivation */
        overlap_pair(m, cases[i].op, AVS_FP32, PTO_PROFILE_IEEE, cases[i].a, cases[i].b, true);
    }
    pto_destroy(m);
    oracle_cleanup();
}

/* FP32 4 KiB tiles on four PEs, 1024 generated pairs a PE, each operation
 * (the vector paths of long runs), both profiles. */
static void fp32_generated(void **state)
{
    (void)state;
    uint64_t seed = 0xF32u;
    for (unsigned op = 0; op < P_COUNT; op++)
        for (unsigned pr = 0; pr < 2; pr++) {
            pto_profile prof = pr ? PTO_PROFILE_V0 : PTO_PROFILE_IEEE;
            pto_machine *m = machine(prof);
            avs_tile(m, L_, AVS_FP32, 4096, 64, 16, 64, RM, 0xF);
            avs_tile(m, R_, AVS_FP32, 4096, 64, 16, 64, RM, 0xF);
            static uint64_t a[PTO_PES][1024], b[PTO_PES][1024];
            for (unsigned pe = 0; pe < PTO_PES; pe++)
                for (unsigned i = 0; i < 1024; i++) {
                    oracle_gen_pair(AVS_FP32, op == P_MUL ? OR_MUL : OR_ADD, &seed, &a[pe][i], &b[pe][i]);
                    assert_int_equal(pto_tile_write(m, L_, pe, i, a[pe][i]), PTO_OK);
                    assert_int_equal(pto_tile_write(m, R_, pe, i, b[pe][i]), PTO_OK);
                }
            pprog o = {op, AVS_FP32, 0, 64, 16, -1, L_, R_, 7, 4096, -1, 0};
            avs_prog p;
            part_prog(&p, &o);
            exec_ok(m, &p, pr);
            unsigned want_flags = 0;
            for (unsigned pe = 0; pe < PTO_PES; pe++)
                for (unsigned i = 0; i < 1024; i++) {
                    uint64_t got;
                    assert_int_equal(pto_tile_read(m, 0, pe, i, &got, NULL), PTO_OK);
                    uint64_t want = rule(op, AVS_FP32, prof, a[pe][i], b[pe][i], &want_flags);
                    if (got != want)
                        fail_msg("%s FP32 %s 0x%08llx, 0x%08llx: 0x%08llx, expected 0x%08llx", op_text[op],
                                 pr ? "pto-v0" : "ieee", (unsigned long long)a[pe][i], (unsigned long long)b[pe][i],
                                 (unsigned long long)got, (unsigned long long)want);
                }
            assert_int_equal(pto_flags(m), want_flags);
            pto_destroy(m);
        }
    oracle_cleanup();
}

/* ---- the union: coverage, shapes, destinations -------------------------------------- */

typedef struct shape_case {
    unsigned dt, op;
    uint32_t vr, vc;            /* the destination's valid shape (LB1 x LB0) */
    uint32_t lr, lc, lcols;     /* left source valid rows x cols, Col */
    uint32_t rr, rc, rcols;     /* right */
    int lb2;                    /* -1: absent (Col from the first source) */
    unsigned pemode, split;
} shape_case;

static uint32_t cap_for(unsigned dt, uint32_t rows, uint32_t cols)
{
    uint32_t bytes = rows * cols * pto_dtype_bits(dt) / 8u, cap = 128;
    while (cap < bytes) cap *= 2;
    return cap;
}

static void shape_run(const shape_case *c)
{
    unsigned bits = pto_dtype_bits(c->dt);
    pto_machine *m = machine(PTO_PROFILE_IEEE);
    avs_tile(m, L_, c->dt, cap_for(c->dt, c->lr, c->lcols), c->lcols, c->lr, c->lc, RM, 0xF);
    avs_tile(m, R_, c->dt, cap_for(c->dt, c->rr, c->rcols), c->rcols, c->rr, c->rc, RM, 0xF);
    static const unsigned src[2] = {L_, R_};
    uint64_t vals[2][PTO_PES][64];
    for (unsigned s = 0; s < 2; s++) {
        pto_tile_desc d;
        assert_int_equal(pto_tile_describe(m, src[s], &d), PTO_OK);
        for (unsigned pe = 0; pe < PTO_PES; pe++)
            for (uint32_t i = 0; i < d.rows * d.cols; i++) {
                uint64_t v = rnd() & wmask(bits);
                if (i < 64) vals[s][pe][i] = v;
                assert_int_equal(pto_tile_write(m, src[s], pe, i, v), PTO_OK);
            }
    }
    uint32_t cols = c->lb2 > 0 ? (uint32_t)c->lb2 : c->lcols; /* the first source is the left */
    uint32_t cap = cap_for(c->dt, c->vr, cols);
    pprog o = {c->op, c->dt, 0, (int)c->vc, c->vr == 1 && c->lb2 < 0 ? -1 : (int)c->vr, c->lb2, L_, R_, c->pemode,
               cap, -1, c->split};
    avs_prog p;
    part_prog(&p, &o);
    exec_ok(m, &p, c->split == 1);
    unsigned mask = pemode_mask[c->pemode];
    pto_tile_desc d;
    assert_int_equal(pto_tile_describe(m, 0, &d), PTO_OK);
    assert_int_equal(d.cols, cols);
    assert_int_equal(d.valid_rows, c->vr);
    assert_int_equal(d.valid_cols, c->vc);
    assert_int_equal(d.mask, mask);
    unsigned want_flags = 0;
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!pe_in(mask, pe)) continue;
        for (uint32_t r = 0; r < d.rows; r++)
            for (uint32_t col = 0; col < d.cols; col++) {
                uint64_t got;
                bool def;
                assert_int_equal(pto_tile_read(m, 0, pe, r * d.cols + col, &got, &def), PTO_OK);
                if (r >= c->vr || col >= c->vc) {
                    assert_false(def); /* padding Null */
                    continue;
                }
                bool lv = r < c->lr && col < c->lc, rv = r < c->rr && col < c->rc;
                uint64_t a = vals[0][pe][r * c->lcols + col], b = vals[1][pe][r * c->rcols + col];
                uint64_t want = lv && rv ? rule(c->op, c->dt, PTO_PROFILE_IEEE, a, b, &want_flags) : lv ? a : b;
                assert_true(lv || rv);
                if (!def || got != want)
                    fail_msg("%s %s PE%u (%u,%u) [%s%s]: 0x%llx, expected 0x%llx", op_text[c->op],
                             pto_dtype_name(c->dt), pe, r, col, lv ? "L" : "", rv ? "R" : "", (unsigned long long)got,
                             (unsigned long long)want);
            }
    }
    assert_int_equal(pto_flags(m), want_flags);
    pto_destroy(m);
}

/* Left covers, right covers, both cover; the other source narrower,
 * shorter or both; sources with Col wider than the destination's; LB2
 * given or not (then Col is the left source's); the split binding
 * streams; several PE masks; integer and float types. */
static void coverage_shapes(void **state)
{
    (void)state;
    static const shape_case cs[] = {
        {AVS_S32, P_ADD, 4, 8, 4, 8, 8, 2, 3, 4, -1, 7, 0},    /* left covers, right 2x3 */
        {AVS_U16, P_MUL, 4, 8, 3, 8, 8, 4, 8, 16, 8, 6, 0},    /* right covers, left shorter */
        {AVS_S8, P_MAX, 3, 5, 3, 2, 8, 3, 5, 8, 8, 1, 1},      /* right covers, left narrower */
        {AVS_U32, P_MIN, 2, 4, 2, 4, 4, 2, 4, 8, -1, 7, 2},    /* both cover, right's Col wider */
        {AVS_FP16, P_ADD, 4, 16, 1, 1, 16, 4, 16, 16, -1, 7, 0},
        {AVS_FP32, P_MUL, 2, 8, 2, 8, 8, 1, 7, 8, 16, 5, 0},   /* LB2 wider than both */
        {AVS_BF16, P_MAX, 1, 32, 1, 32, 32, 1, 31, 64, -1, 7, 1},
        {AVS_FP32, P_MIN, 3, 3, 1, 2, 4, 3, 3, 4, -1, 3, 2},
        {AVS_S16, P_ADD, 1, 1, 1, 1, 8, 1, 1, 2, -1, 7, 0},
    };
    for (unsigned i = 0; i < N_(cs); i++) shape_run(&cs[i]);
    for (unsigned k = 0; k < 200; k++) { /* random shapes */
        static const unsigned dts[6] = {AVS_S32, AVS_U8, AVS_S16, AVS_FP32, AVS_FP16, AVS_BF16};
        shape_case c;
        c.dt = dts[k % 6];
        c.op = (k / 6) % P_COUNT;
        c.vr = 1 + (uint32_t)(rnd() % 4);
        c.vc = 1 + (uint32_t)(rnd() % 8);
        bool left_covers = rnd() & 1;
        uint32_t orr = 1 + (uint32_t)(rnd() % c.vr), oc = 1 + (uint32_t)(rnd() % c.vc);
        c.lr = left_covers ? c.vr : orr;
        c.lc = left_covers ? c.vc : oc;
        c.rr = left_covers ? orr : c.vr;
        c.rc = left_covers ? oc : c.vc;
        c.lcols = 8u << (rnd() % 2);
        c.rcols = 8u << (rnd() % 2);
        c.lb2 = rnd() & 1 ? (int)(8u << (rnd() % 2)) : -1;
        static const unsigned pms[4] = {7, 1, 4, 6};
        c.pemode = pms[k % 4];
        c.split = (unsigned)(k % 3);
        shape_run(&c);
    }
    oracle_cleanup();
}

/* The destination's Col without LB2 is the first source's: a Col 2 left
 * source that does not cover a 1x4 destination gives Col 2 < ValidCol 4,
 * which no SizeCode holds (TileAllocation); the same sources in the other
 * order commit with Col 4. */
static void destination_col_from_first_source(void **state)
{
    (void)state;
    pto_machine *m = machine(PTO_PROFILE_IEEE);
    avs_tile(m, L_, AVS_S32, 128, 2, 1, 2, RM, 0xF);
    avs_tile(m, R_, AVS_S32, 128, 4, 1, 4, RM, 0xF);
    for (unsigned c = 0; c < 2; c++) avs_put(m, L_, 0, c, 10 + c);
    for (unsigned c = 0; c < 4; c++) avs_put(m, R_, 0, c, 20 + c);
    pprog o = {P_ADD, AVS_S32, 0, 4, -1, -1, L_, R_, 7, 128, -1, 0};
    avs_prog p;
    part_prog(&p, &o);
    commit_fault(m, &p, PTO_FAULT_TILE_ALLOCATION, 2);
    o.first = R_, o.second = L_;
    part_prog(&p, &o);
    exec_ok(m, &p, false);
    avs_expect_desc(m, 0, PTO_TILE_NUMERIC, AVS_S32, 128, 8, 4, 1, 4, 0xF);
    static const uint64_t want[4] = {30, 32, 22, 23};
    for (unsigned c = 0; c < 4; c++) avs_expect(m, 0, 0, c, want[c], true);
    pto_destroy(m);
}

/* ---- faults ------------------------------------------------------------------------- */

/* S32 left 1x4 (covers), right 1x2 on all PEs, defined. */
static pto_machine *fault_base(void)
{
    pto_machine *m = machine(PTO_PROFILE_IEEE);
    avs_tile(m, L_, AVS_S32, 128, 4, 1, 4, RM, 0xF);
    avs_tile(m, R_, AVS_S32, 128, 4, 1, 2, RM, 0xF);
    for (unsigned c = 0; c < 4; c++) avs_put(m, L_, 0, c, c);
    for (unsigned c = 0; c < 2; c++) avs_put(m, R_, 0, c, c);
    return m;
}

static pprog base_prog(void) { return (pprog){P_ADD, AVS_S32, 0, 4, -1, -1, L_, R_, 7, 128, -1, 0}; }

static void prog_fault(const pprog *o, pto_fault_kind kind)
{
    pto_machine *m = fault_base();
    avs_prog p;
    part_prog(&p, o);
    commit_fault(m, &p, kind, 2);
    pto_destroy(m);
}

static void schema_faults(void **state)
{
    (void)state;
    pprog o;
    /* any B.DATR, even all-zero: TileLegality */
    static const uint32_t datrs[4] = {0x00001023u, 0x08001023u, 0x20001023u, 0x00001023u | (1u << 7)};
    for (unsigned i = 0; i < 4; i++) o = base_prog(), o.datr = datrs[i], prog_fault(&o, PTO_FAULT_TILE_LEGALITY);
    /* B.IOR: all-zero fails the schema (TileLegality); a nonzero slot is
     * BundleControl (C7) */
    o = base_prog(), o.ior = (int)avs_bior(0, 0, 0, 0), prog_fault(&o, PTO_FAULT_TILE_LEGALITY);
    o = base_prog(), o.ior = (int)avs_bior(2, 0, 0, 0), prog_fault(&o, PTO_FAULT_BUNDLE_CONTROL);
    o = base_prog(), o.ior = (int)avs_bior(0, 0, 0, 5), prog_fault(&o, PTO_FAULT_BUNDLE_CONTROL);
    /* B.DIM: LB0 absent or 0, LB1 0, LB2 0 or below LB0 */
    o = base_prog(), o.lb0 = -1, prog_fault(&o, PTO_FAULT_TILE_LEGALITY);
    o = base_prog(), o.lb0 = 0, prog_fault(&o, PTO_FAULT_TILE_LEGALITY);
    o = base_prog(), o.lb1 = 0, prog_fault(&o, PTO_FAULT_TILE_LEGALITY);
    o = base_prog(), o.lb2 = 0, prog_fault(&o, PTO_FAULT_TILE_LEGALITY);
    o = base_prog(), o.lb2 = 2, prog_fault(&o, PTO_FAULT_TILE_LEGALITY);
    /* a source beyond LB1 x LB0: LB0 3 (left is 1x4), LB1 absent with a 2-row source below */
    o = base_prog(), o.lb0 = 3, prog_fault(&o, PTO_FAULT_TILE_LEGALITY);
    /* neither source covers: LB0 = 8 */
    o = base_prog(), o.lb0 = 8, prog_fault(&o, PTO_FAULT_TILE_LEGALITY);
    /* the block type: not a partial type, or not the sources' */
    static const unsigned bad_types[8] = {AVS_FP64, AVS_S64, AVS_U64, AVS_TF32, AVS_HF32, AVS_E4M3, AVS_E5M2, AVS_U32};
    for (unsigned i = 0; i < 8; i++) o = base_prog(), o.dt = bad_types[i], prog_fault(&o, PTO_FAULT_TILE_LEGALITY);
    /* binding streams: three sources, one source (BundleControl); a B.IOS (TileLegality) */
    for (unsigned i = 0; i < 3; i++) {
        pto_machine *m = fault_base();
        avs_prog p;
        avs_init(&p);
        avs_w(&p, avs_bstart(AVS_S32, sel_of[P_ADD]));
        avs_w(&p, avs_bdim(0, 0, 4));
        if (i == 0) avs_w(&p, avs_biot_ss(L_, R_, 7, 0)), avs_w(&p, avs_biot_sd(L_, 7, 1, AVS_HAND_T, 1));
        if (i == 1) avs_w(&p, avs_biot_sd(L_, 7, 1, AVS_HAND_T, 1));
        if (i == 2) avs_w(&p, avs_bios(1, 1, 7)), avs_w(&p, avs_biot_ssd(L_, R_, 7, 1, AVS_HAND_T, 1));
        avs_w(&p, AVS_BSTOP);
        commit_fault(m, &p, i == 2 ? PTO_FAULT_TILE_LEGALITY : PTO_FAULT_BUNDLE_CONTROL, 2);
        pto_destroy(m);
    }
}

/* Source faults: each set-up differs from fault_base in one point. */
static void source_faults(void **state)
{
    (void)state;
    for (unsigned k = 0; k < 8; k++) {
        pto_machine *m = machine(PTO_PROFILE_IEEE);
        unsigned rdt = AVS_S32, rlayout = RM, rmask = 0xF;
        uint32_t rr = 1, rcols = 4;
        bool pred = false;
        switch (k) {
        case 0: rdt = AVS_U32; break;                   /* right of another type */
        case 1: rlayout = PTO_LAYOUT_COL_MAJOR; break;  /* a column-major source */
        case 2: pred = true; break;                     /* a predicate source */
        case 3: rr = 2; break;                          /* two rows, LB1 absent (1) */
        case 4: rmask = 0x8; break;                     /* right on PE0 only */
        default: break;                                 /* 5..7: undefined elements */
        }
        avs_tile(m, L_, AVS_S32, 128, 4, 1, 4, RM, 0xF);
        if (pred) avs_pred_tile(m, R_, 128, 8, 4, 1, 2, 0xF);
        else avs_tile(m, R_, rdt, 128, rcols, rr, 2, rlayout, rmask);
        for (unsigned c = 0; c < 4; c++) avs_put(m, L_, 0, c, c & 1);
        for (unsigned r = 0; r < rr; r++)
            for (unsigned c = 0; c < 2; c++)
                for (unsigned pe = 0; pe < PTO_PES; pe++) {
                    if (!pe_in(rmask, pe)) continue;
                    uint32_t e;
                    assert_int_equal(pto_tile_index(m, R_, r, c, &e), PTO_OK);
                    assert_int_equal(pto_tile_write(m, R_, pe, e, 1), PTO_OK);
                }
        if (k == 5) assert_int_equal(pto_tile_set_defined(m, L_, 3, 3, false), PTO_OK); /* PE3 only */
        if (k == 6) assert_int_equal(pto_tile_set_defined(m, R_, 1, 1, false), PTO_OK); /* PE1 only */
        if (k == 7) assert_int_equal(pto_tile_set_defined(m, L_, 0, 0, false), PTO_OK); /* PE0, the overlap */
        pprog o = base_prog();
        avs_prog p;
        part_prog(&p, &o);
        commit_fault(m, &p, PTO_FAULT_TILE_LEGALITY, 2);
        pto_destroy(m);
    }
}

/* Allocation: a full hand, the budget, a SizeCode the shape does not fit;
 * and the PE mask 0000 no-op. */
static void allocation_faults(void **state)
{
    (void)state;
    pto_machine *m = fault_base();
    for (unsigned i = 0; i < 16; i++) avs_tile(m, i, AVS_U8, 128, 128, 1, 1, RM, 0x8);
    pprog o = base_prog();
    avs_prog p;
    part_prog(&p, &o);
    commit_fault(m, &p, PTO_FAULT_TILE_ALLOCATION, 18);
    pto_destroy(m);

    m = fault_base();
    unsigned idx = 32;
    for (uint32_t size = 65536; size >= 128; size /= 2)
        while (pto_capacity_in_use(m) + size + 384 <= PTO_TILE_BUDGET) avs_tile(m, idx++, AVS_U8, size, 128, 1, 1, RM, 0x8);
    commit_fault(m, &p, PTO_FAULT_TILE_ALLOCATION, avs_allocated_count(m));
    pto_destroy(m);

    /* S32 64 KiB sources of Col 256 x 64 rows, a 128 B destination */
    m = machine(PTO_PROFILE_IEEE);
    avs_tile(m, L_, AVS_S32, 65536, 256, 64, 256, RM, 0x8);
    avs_tile(m, R_, AVS_S32, 65536, 256, 1, 1, RM, 0x8);
    for (uint32_t i = 0; i < 64 * 256; i++) assert_int_equal(pto_tile_write(m, L_, 0, i, i), PTO_OK);
    avs_put(m, R_, 0, 0, 1);
    o = base_prog(), o.lb0 = 256, o.lb1 = 64, o.pemode = 1, o.cap = 128;
    part_prog(&p, &o);
    commit_fault(m, &p, PTO_FAULT_TILE_ALLOCATION, 2);
    o.cap = 65536;
    part_prog(&p, &o);
    exec_ok(m, &p, false);
    avs_expect(m, 0, 0, 0, 1, true);
    avs_expect(m, 0, 63, 255, 64 * 256 - 1, true);
    pto_destroy(m);

    m = machine(PTO_PROFILE_IEEE); /* mask 0000: nothing checked, nothing allocated */
    o = base_prog(), o.pemode = 0, o.lb0 = -1;
    part_prog(&p, &o);
    exec_ok(m, &p, false);
    assert_int_equal(avs_allocated_count(m), 0);
    pto_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(int8_every_pair),
        cmocka_unit_test(f16_every_value),
        cmocka_unit_test(flags_from_overlap_only),
        cmocka_unit_test(flags_hand),
        cmocka_unit_test(fp32_generated),
        cmocka_unit_test(coverage_shapes),
        cmocka_unit_test(destination_col_from_first_source),
        cmocka_unit_test(schema_faults),
        cmocka_unit_test(source_faults),
        cmocka_unit_test(allocation_faults),
    };
    return cmocka_run_group_tests_name("partial", tests, NULL, NULL);
}
