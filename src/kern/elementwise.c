/* Elementwise kernels.  They know nothing of bundles: they take a shape,
 * byte spans and a scalar, and return results and flags.  Element rules:
 * asl/tile/model/execution/elementwise.asl (TileIntegerBinaryValue,
 * TileProfileBinaryWithFlags), comparison.asl (TileCompareElement),
 * spec-digest §4. */
#include <string.h>

#include "core.h"
#include "kern/fast.h"
#include "num/num.h"

/* ---- integer and raw-carrier rules ---------------------------------------
 * Wrap to W bits (two's complement).  Under pto-v0, floating add and sub
 * are the same raw-carrier arithmetic (reference-profile.asl,
 * ScalarFPBinaryProfile); fast_int_binary does both. */

static uint64_t load(const uint8_t *p, unsigned bits, size_t i)
{
    switch (bits) {
    case 8: return p[i];
    case 16: { uint16_t v; memcpy(&v, p + i * 2, 2); return v; }
    case 32: { uint32_t v; memcpy(&v, p + i * 4, 4); return v; }
    default: { uint64_t v; memcpy(&v, p + i * 8, 8); return v; }
    }
}

static void store(uint8_t *p, unsigned bits, size_t i, uint64_t v)
{
    switch (bits) {
    case 8: p[i] = (uint8_t)v; break;
    case 16: { uint16_t x = (uint16_t)v; memcpy(p + i * 2, &x, 2); break; }
    case 32: { uint32_t x = (uint32_t)v; memcpy(p + i * 4, &x, 4); break; }
    default: memcpy(p + i * 8, &v, 8); break;
    }
}

/* ---- the element rule of one pair (TileProfileBinaryWithFlags) ---------- */

static uint64_t sext(uint64_t v, unsigned bits)
{
    return bits >= 64 ? v : (uint64_t)((int64_t)(v << (64 - bits)) >> (64 - bits));
}

/* ScalarDivideSigned on 64-bit two's-complement words: magnitudes divided,
 * the quotient negated when the signs differ (INT64_MIN / -1 wraps). */
static uint64_t div_signed(uint64_t a, uint64_t b)
{
    bool na = a >> 63, nb = b >> 63;
    uint64_t ma = na ? 0 - a : a, mb = nb ? 0 - b : b;
    uint64_t q = ma / mb;
    return na != nb ? 0 - q : q;
}

/* Integer rule (TileIntegerBinaryValue, TileIntegerDivRemValue): operands
 * extended by signedness; results keep the low W bits. */
static uint64_t int_rule(unsigned eop, bool is_signed, unsigned bits, uint64_t x, uint64_t y)
{
    uint64_t a = is_signed ? sext(x, bits) : x, b = is_signed ? sext(y, bits) : y;
    uint64_t r;
    unsigned count = (unsigned)(y & (bits - 1u)); /* TileIntegerShiftAmount */
    switch (eop) {
    case E_ADD: r = a + b; break;
    case E_SUB: r = a - b; break;
    case E_MUL: r = a * b; break;
    case E_DIV: r = is_signed ? div_signed(a, b) : a / b; break; /* b != 0 (legality) */
    case E_REM:
        if (is_signed) { /* TileSignedModulo: floor modulo, sign of the divisor */
            r = a - div_signed(a, b) * b;
            if (r != 0 && (r >> 63) != (b >> 63)) r += b;
        } else {
            r = a % b;
        }
        break;
    case E_AND: r = a & b; break;
    case E_OR: r = a | b; break;
    case E_XOR: r = a ^ b; break;
    case E_SHL: r = a << count; break;
    case E_SHR: r = is_signed ? (uint64_t)((int64_t)a >> count) : a >> count; break;
    case E_MAX:
        r = is_signed ? ((int64_t)a >= (int64_t)b ? a : b) : (a >= b ? a : b); /* left wins ties */
        break;
    case E_MIN:
        r = is_signed ? ((int64_t)a <= (int64_t)b ? a : b) : (a <= b ? a : b);
        break;
    default: r = 0; break;
    }
    return r & dt_mask(bits);
}

/* ScalarFPCarrierIsZero of the reference profile: the FP32 rule for FP32,
 * the FP64 rule on the (zero-extended) carrier for every other type. */
static bool v0_carrier_zero(unsigned dt, uint64_t y)
{
    return dt == DT_FP32 ? (y & 0x7FFFFFFFu) == 0 : (y & 0x7FFFFFFFFFFFFFFFu) == 0;
}

/* Floating rule.  MIN/MAX use the hardware rule in both profiles; the rest
 * is IEEE under ieee and the reference profile's raw-carrier arithmetic
 * under pto-v0 (reference-profile.asl: ScalarFPBinaryProfile,
 * TileProfileFloatingModulo). */
static uint64_t float_rule(unsigned eop, unsigned dt, unsigned bits, pto_profile prof, uint64_t x, uint64_t y,
                           unsigned *flags)
{
    if (eop == E_MAX) return num_fmax(dt, x, y, flags);
    if (eop == E_MIN) return num_fmin(dt, x, y, flags);
    if (prof == PTO_PROFILE_IEEE) {
        switch (eop) {
        case E_ADD: return num_fadd(dt, x, y, NUM_RM_RNE, flags);
        case E_SUB: return num_fsub(dt, x, y, NUM_RM_RNE, flags);
        case E_MUL: return num_fmul(dt, x, y, NUM_RM_RNE, flags);
        case E_DIV: return num_fdiv(dt, x, y, NUM_RM_RNE, flags);
        default: return 0; /* REM: rejected before execution (not defined) */
        }
    }
    switch (eop) {
    case E_ADD: return (x + y) & dt_mask(bits);
    case E_SUB: return (x - y) & dt_mask(bits);
    case E_MUL: return (x * y) & dt_mask(bits);
    case E_DIV:
        if (v0_carrier_zero(dt, y)) {
            *flags |= NUM_DZ;
            return dt_mask(bits);
        }
        return (x / y) & dt_mask(bits);
    case E_REM:
        if (v0_carrier_zero(dt, y)) return dt_mask(bits);
        return (x - (x / y) * y) & dt_mask(bits);
    default: return 0;
    }
}

/* A contiguous run of n elements through the generic rule. */
static unsigned run_generic(const kern_args *k, uint8_t *dst, const uint8_t *a, const uint8_t *b, size_t n)
{
    unsigned flags = 0, bits = k->bits, cls = pto_dtypes[k->dt].cls;
    for (size_t i = 0; i < n; i++) {
        uint64_t x = load(a, bits, i), y = b ? load(b, bits, i) : k->scalar;
        uint64_t r = cls == DTC_F ? float_rule(k->eop, k->dt, bits, k->profile, x, y, &flags)
                                  : int_rule(k->eop, cls == DTC_S, bits, x, y);
        store(dst, bits, i, r);
    }
    return flags;
}

/* One contiguous run of n elements: the fast kernels (integer and pto-v0
 * raw-carrier add, sub and mul, integer MUL/AND/OR/XOR/MAX/MIN, IEEE floating
 * operations and floating MIN/MAX of either profile where the host or a
 * table covers them), the generic rule otherwise. */
static unsigned run_elems(const kern_args *k, uint8_t *dst, const uint8_t *a, const uint8_t *b, size_t n)
{
    bool raw = pto_dtypes[k->dt].cls != DTC_F || k->profile == PTO_PROFILE_V0;
    /* integers, and the raw-carrier add, sub and mul of pto-v0 floats (the
     * low W bits of the carriers' sum, difference or product: fast_int_binary
     * with unsigned operands is that rule) */
    bool raw_int = raw && (k->eop == E_ADD || k->eop == E_SUB || k->eop == E_MUL);
    if ((raw_int || pto_dtypes[k->dt].cls != DTC_F) &&
        fast_int_binary(k->bits, k->eop, pto_dtypes[k->dt].cls == DTC_S, dst, a, b, k->scalar, n))
        return 0;
    unsigned flags = 0;
    /* IEEE operations under ieee; MIN/MAX, the same hardware rule in both
     * profiles */
    bool minmax = pto_dtypes[k->dt].cls == DTC_F && (k->eop == E_MAX || k->eop == E_MIN);
    if (((!raw && k->profile == PTO_PROFILE_IEEE) || minmax) &&
        fast_float_binary_env(k->dt, k->eop, dst, a, b, k->scalar, n, k->no_flags ? NULL : &flags, k->fenv))
        return flags;
    return run_generic(k, dst, a, b, n);
}

uint64_t kern_elem(unsigned eop, unsigned dt, pto_profile prof, uint64_t x, uint64_t y, unsigned *flags)
{
    unsigned bits = pto_dtypes[dt].bits, cls = pto_dtypes[dt].cls;
    return cls == DTC_F ? float_rule(eop, dt, bits, prof, x & dt_mask(bits), y & dt_mask(bits), flags)
                        : int_rule(eop, cls == DTC_S, bits, x & dt_mask(bits), y & dt_mask(bits));
}

/* Runs the element rule over the valid region, row by row (the whole
 * region at once when the valid width is the physical width). */
static void over_valid(kern_args *k)
{
    size_t esz = k->bits / 8u;
    if (k->vcols == k->cols) {
        k->flags |= run_elems(k, k->dst, k->a, k->b, (size_t)k->vrows * k->cols);
        return;
    }
    for (uint32_t r = 0; r < k->vrows; r++) {
        size_t off = (size_t)r * k->cols * esz;
        k->flags |= run_elems(k, k->dst + off, k->a + off, k->b ? k->b + off : NULL, k->vcols);
    }
}

/* The host kernels of a whole-tile valid region, as run_elems would reach
 * them through its dispatch: an integer operation, and a float one under
 * ieee (without flags, a tile-tile operation, decisions D6, the {rn-sae}
 * kernels first).  False: over_valid's turn, which also takes the pto-v0
 * cases.  A narrower copy of run_elems' dispatch on purpose: sharing that
 * one (with the pto-v0 raw carriers and MIN/MAX) made a 128 B TADD 1.5 ns
 * and a 4 KiB S32 TSUBS 5 ns slower. */
static inline bool whole_tile_fast(kern_args *k, unsigned form)
{
    if (k->vcols != k->cols) return false;
    size_t n = (size_t)k->vrows * k->cols;
    switch (kern_whole_way(form, k->dt, k->profile)) {
    case KWAY_INT:
        return fast_int_binary(k->bits, k->eop, pto_dtypes[k->dt].cls == DTC_S, k->dst, k->a, k->b, k->scalar, n);
    case KWAY_RN:
        return fast_float_rn(k->dt, k->eop, k->dst, k->a, k->b, k->scalar, n) ||
               fast_float_binary_env(k->dt, k->eop, k->dst, k->a, k->b, k->scalar, n, NULL, k->fenv);
    case KWAY_FLAGS: {
        unsigned flags = 0;
        if (!fast_float_binary_env(k->dt, k->eop, k->dst, k->a, k->b, k->scalar, n, &flags, k->fenv)) return false;
        k->flags |= flags;
        return true;
    }
    default: return false;
    }
}

void kern_binary(kern_args *k)
{
    if (!whole_tile_fast(k, k->no_flags ? KW_NO_FLAGS : KW_FLAGS)) over_valid(k);
}

void kern_scalar(kern_args *k)
{
    k->b = NULL;
    if (!whole_tile_fast(k, k->no_flags ? KW_NO_FLAGS : KW_FLAGS)) over_valid(k);
}

void kern_fill(kern_args *k)
{
    unsigned esz = k->bits / 8u;
    if (k->vcols == k->cols) { /* KWAY_FILL */
        fast_fill(k->dst, k->scalar, esz, (size_t)k->vrows * k->cols);
        return;
    }
    for (uint32_t r = 0; r < k->vrows; r++)
        fast_fill(k->dst + (size_t)r * k->cols * esz, k->scalar, esz, k->vcols);
}

/* TileCompareElement: integers compare as signed or unsigned W-bit values,
 * EQ on identical bits; floats through num_fcmp (§4.7). */
static bool int_compare(unsigned dt, unsigned bits, uint64_t x, uint64_t y, unsigned cmode)
{
    bool lt;
    if (pto_dtypes[dt].cls == DTC_S) {
        uint64_t sign = (uint64_t)1 << (bits - 1u);
        lt = ((x ^ sign) & dt_mask(bits)) < ((y ^ sign) & dt_mask(bits));
    } else {
        lt = x < y;
    }
    bool eq = x == y;
    switch (cmode) {
    case NUM_EQ: return eq;
    case NUM_NE: return !eq;
    case NUM_LT: return lt;
    case NUM_GT: return !lt && !eq;
    case NUM_LE: return lt || eq;
    default: return !lt || eq; /* GE */
    }
}

void kern_cmps(kern_args *k)
{
    size_t esz = k->bits / 8u;
    if (k->vcols == k->cols) {
        if (fast_cmp(k->dt, k->cmode, k->dst, k->a, k->b, k->scalar, (size_t)k->vrows * k->cols, &k->flags)) return;
    } else if (k->cols % 8u == 0 && fast_cmp(k->dt, k->cmode, k->dst, k->a, k->b, k->scalar, 0, &k->flags)) {
        for (uint32_t r = 0; r < k->vrows; r++) {
            size_t off = (size_t)r * k->cols;
            fast_cmp(k->dt, k->cmode, k->dst + off / 8u, k->a + off * esz, k->b ? k->b + off * esz : NULL, k->scalar,
                     k->vcols, &k->flags);
        }
        return;
    }
    bool is_float = pto_dtypes[k->dt].cls == DTC_F;
    uint64_t s = k->scalar & dt_mask(k->bits);
    for (uint32_t r = 0; r < k->vrows; r++) {
        for (uint32_t c = 0; c < k->vcols; c++) {
            size_t i = (size_t)r * k->cols + c;
            uint64_t x = load(k->a, k->bits, i);
            if (k->b) s = load(k->b, k->bits, i); /* TCMP: tile-tile */
            bool v = is_float ? num_fcmp(k->dt, x, s, k->cmode, &k->flags)
                              : int_compare(k->dt, k->bits, x, s, k->cmode);
            uint8_t *byte = &k->dst[i >> 3];
            if (v) *byte = (uint8_t)(*byte | (1u << (i & 7u)));
            else *byte = (uint8_t)(*byte & ~(1u << (i & 7u)));
        }
    }
}

/* n elements of a binary element rule from contiguous runs (the partial
 * family combines the overlap of its sources with it). */
unsigned kern_binary_run(const kern_args *k, uint8_t *dst, const uint8_t *a, const uint8_t *b, size_t n)
{
    return run_elems(k, dst, a, b, n);
}

/* ExecuteTileSelect: bit i = r * Col + c of the mask (same geometry as the
 * sources) picks source_true (a) or source_false (b), raw bits, over the
 * valid region.  The loops below are the rule; fast_sel takes the leading
 * multiple of 32 elements of a run where the host has a vector path
 * (tests/test_fastpaths.c proves it equal to them). */
#define SEL_LOOP(T)                                                                               \
    static void sel_##T(uint8_t *d, const uint8_t *a, const uint8_t *b, const uint8_t *mask, size_t first, \
                        size_t n)                                                                 \
    {                                                                                             \
        T *dp = (T *)(void *)d;                                                                   \
        const T *ap = (const T *)(const void *)a, *bp = (const T *)(const void *)b;               \
        for (size_t i = 0; i < n; i++) {                                                          \
            size_t bit = first + i;                                                               \
            T m = (T)(-(int64_t)(((unsigned)mask[bit >> 3] >> (bit & 7u)) & 1u)); /* all ones or zero */ \
            dp[i] = (T)((ap[i] & m) | (bp[i] & (T)~m));                                           \
        }                                                                                         \
    }
SEL_LOOP(uint8_t)
SEL_LOOP(uint16_t)
SEL_LOOP(uint32_t)
SEL_LOOP(uint64_t)

/* d = mask bit ? a : b, or the scalar s for b when b is NULL (TSELS), over
 * the valid region: the vector kernel on the whole region or each valid
 * row, the rest by the rule. */
static void select_region(const kern_args *k, const uint8_t *mask, const uint8_t *b, uint64_t s)
{
    size_t esz = k->bits / 8u;
    bool whole = k->vcols == k->cols;
    uint32_t rows = whole ? 1 : k->vrows;
    size_t n = whole ? (size_t)k->vrows * k->cols : k->vcols;
    for (uint32_t r = 0; r < rows; r++) {
        size_t first = (size_t)r * k->cols;
        size_t done = b ? fast_sel((unsigned)esz, k->dst + first * esz, k->a + first * esz, b + first * esz, mask,
                                   first, n)
                        : fast_sels((unsigned)esz, k->dst + first * esz, k->a + first * esz, s, mask, first, n);
        size_t from = first + done, off = from * esz, left = n - done;
        if (!b) {
            for (size_t i = from; i < first + n; i++) {
                bool bit = ((unsigned)mask[i >> 3] >> (i & 7u)) & 1u;
                store(k->dst, k->bits, i, bit ? load(k->a, k->bits, i) : s);
            }
            continue;
        }
        switch (k->bits) {
        case 8: sel_uint8_t(k->dst + off, k->a + off, b + off, mask, from, left); break;
        case 16: sel_uint16_t(k->dst + off, k->a + off, b + off, mask, from, left); break;
        case 32: sel_uint32_t(k->dst + off, k->a + off, b + off, mask, from, left); break;
        default: sel_uint64_t(k->dst + off, k->a + off, b + off, mask, from, left); break;
        }
    }
}

void kern_sel(kern_args *k, const uint8_t *mask) { select_region(k, mask, k->b, 0); }

/* ExecuteTileSelectScalar: the mask bit of (r, c) (same geometry as the
 * source) selects the source element or the raw scalar. */
void kern_sels(kern_args *k) { select_region(k, k->b, NULL, k->scalar & dt_mask(k->bits)); }

/* TileWithPadding (elements.asl): valid elements defined; every element of
 * Rows x Col outside the valid rectangle gets the pad value and is defined,
 * except Null, which writes 0 and leaves it undefined (spec-digest §1.6). */
void kern_pad_numeric_some(tile *t, unsigned pe, unsigned pad)
{
    unsigned esz = pto_dtypes[t->dtype].bits / 8u;
    uint64_t pv = pad_value(t->dtype, pad);
    uint8_t *data = t->data[pe];
    size_t valid_end = (size_t)t->vrows * t->cols, all = (size_t)t->rows * t->cols;
    tile_def_after_op(t, pe, pad != 3);
    if (t->vcols == t->cols || t->vrows == 0) { /* the valid region is the first vrows whole rows */
        if (t->vcols != t->cols) valid_end = 0;
        fast_fill(data + valid_end * esz, pv, esz, all - valid_end);
        return;
    }
    for (uint32_t r = 0; r < t->rows; r++) {
        uint32_t first = r < t->vrows ? t->vcols : 0;
        size_t base = (size_t)r * t->cols;
        fast_fill(data + (base + first) * esz, pv, esz, t->cols - first);
    }
}

/* PredicateTileWithPadding: Zero and Min write 0, Max writes 1, all
 * defined; Null writes 0 undefined.  Bits beyond Rows*Col are untouched. */
void kern_pad_predicate(tile *t, unsigned pe, unsigned pad)
{
    bool bit = pad == 1;
    tile_def_after_op(t, pe, pad != 3);
    if (t->vcols == t->cols) {
        size_t valid_end = (size_t)t->vrows * t->cols, all = (size_t)t->rows * t->cols;
        fast_bits_fill(t->data[pe], valid_end, all - valid_end, bit);
        return;
    }
    for (uint32_t r = 0; r < t->rows; r++) {
        uint32_t first = r < t->vrows ? t->vcols : 0;
        if (t->cols > first) bits_fill(t->data[pe], r * t->cols + first, t->cols - first, bit);
    }
}
