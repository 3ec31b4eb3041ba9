/* The Tile-Lib-style C API (include/ptosim/tile.h).  Each call checks its
 * handles, builds the bundle of its instruction as words through the
 * encoder (insn_encode, the same table the assembler uses), and runs it
 * with pto_run, so the decode cache and the bundle plans apply. */
#include <string.h>

#include "core.h"
#include "ptosim/tile.h"

/* Tile Lib compare numbering (EQ NE LT LE GT GE) to B.DATR CMode (EQ0 NE1
 * LT2 GT3 LE4 GE5): decisions D13. */
unsigned pto_cmp_to_cmode(pto_cmp mode)
{
    static const unsigned cmode[6] = {0, 1, 2, 4, 3, 5};
    return (unsigned)mode < 6 ? cmode[mode] : 0;
}

/* Tile Lib / PTO-AS pad numbering (Null, Zero, Max, Min) to B.DATR
 * PadValue (Zero 0, Max 1, Min 2, Null 3). */
unsigned pto_pad_to_datr(pto_pad p)
{
    static const unsigned pad[4] = {3, 0, 1, 2};
    return (unsigned)p < 4 ? pad[p] : 3;
}

uint64_t pto_pad_value(unsigned dtype, pto_pad p)
{
    if (!dt_concrete(dtype) || (unsigned)p > PTO_PAD_MIN) return 0;
    return pad_value(dtype, pto_pad_to_datr(p));
}

/* Sixteen bytes as one vector: a handle or a result stored in such pieces. */
__extension__ typedef uint32_t quad __attribute__((vector_size(16)));

/* The handle's layout as pto_tile_make and entry_holds below read and
 * write it: nine 4-byte fields. */
_Static_assert(sizeof(pto_tile) == 36 && offsetof(pto_tile, dtype) == 4 && offsetof(pto_tile, valid_rows) == 16 &&
                   offsetof(pto_tile, pad) == 24 && offsetof(pto_tile, hand) == 32 && sizeof(pto_pad) == 4,
               "pto_tile is nine 4-byte fields");

pto_tile pto_tile_make(unsigned dtype, uint32_t rows, uint32_t cols)
{
    /* Stored as the callers' compilers copy a 36-byte struct: bytes 0-15
     * and 16-31 in one vector store each, then the last field.  A copy
     * whose loads span two stores of the result (any other split) would
     * wait for both through a store-forwarding stall, in every call of a
     * loop that makes a fresh destination handle. */
    pto_tile t;
    quad lo = {UINT32_MAX, dtype, rows, cols}; /* index -1, dtype, rows, cols */
    quad hi = {rows, cols, PTO_PAD_NULL, 0};   /* valid_rows, valid_cols, pad, mask */
    memcpy(&t, &lo, 16);
    memcpy((uint8_t *)&t + 16, &hi, 16);
    t.hand = 0;
    return t;
}

/* ---- results and handles ------------------------------------------------------ */

/* A result holding status s alone, stored in 16-byte pieces from its first
 * byte, as a caller's copy of it loads them (see pto_tile_make). */
static inline __attribute__((always_inline)) pto_result fail(pto_status s)
{
    pto_result r;
    quad first = {(uint32_t)s, 0, 0, 0};
    memcpy(&r, &first, 16);
    memset((uint8_t *)&r + 16, 0, sizeof r - 16);
    return r;
}
static pto_result ok(void) { return fail(PTO_OK); }

static unsigned mask_of(const pto_tile *t) { return t->mask ? t->mask : 0x8u; }

static void mask_digits(unsigned mask, char out[5])
{
    for (int i = 0; i < 4; i++) out[i] = (char)('0' + ((mask >> (3 - i)) & 1u));
    out[4] = 0;
}

/* B.IOT PEMode of a PE mask (PTOv0PEMaskOfPEMode inverted); -1 if no mode
 * writes it.  PEMode 0 (zero participation) has no handle spelling. */
static int pe_mode_of(unsigned mask)
{
    static const uint8_t masks[8] = {0x0, 0x8, 0x4, 0x2, 0x1, 0xC, 0xE, 0xF};
    for (int i = 1; i < 8; i++)
        if (masks[i] == mask) return i;
    return -1;
}

/* The hand, PE mask and pad of a handle, checked. */
static pto_status handle_fields_slow(pto_machine *m, const pto_tile *t, const char *what, bool bundle_mask)
{
    if (m->naming != PTO_NAMING_FLAT) /* handles name tiles by their flat slots */
        return set_error(m, PTO_ERR_STATE, "%s: the tile API needs the flat tile naming", what);
    if (t->hand > 3) return set_error(m, PTO_ERR_ARG, "%s: hand %u is not 0 (T), 1 (U), 2 (M) or 3 (N)", what, t->hand);
    if (t->mask > 15)
        return set_error(m, PTO_ERR_ARG, "%s: PE mask 0x%x has more than four bits (bit 3 is PE0)", what, t->mask);
    if (bundle_mask && pe_mode_of(mask_of(t)) < 0) {
        char d[5];
        mask_digits(mask_of(t), d);
        return set_error(m, PTO_ERR_ARG,
                         "%s: PE mask %s cannot be written in a B.IOT; expected 1000, 0100, 0010, 0001, 1100, "
                         "1110 or 1111", what, d);
    }
    if ((unsigned)t->pad > PTO_PAD_MIN)
        return set_error(m, PTO_ERR_ARG, "%s: pad %u is not PTO_PAD_NULL, _ZERO, _MAX or _MIN", what, (unsigned)t->pad);
    return PTO_OK;
}

static inline pto_status handle_fields(pto_machine *m, const pto_tile *t, const char *what, bool bundle_mask)
{
    if (t->hand <= 3 && (unsigned)t->pad <= PTO_PAD_MIN && (t->mask == 0 || t->mask == 0x8) &&
        m->naming == PTO_NAMING_FLAT)
        return PTO_OK;
    return handle_fields_slow(m, t, what, bundle_mask);
}

/* Why a handle does not name the tile it describes (the message). */
static const tile *handle_mismatch(pto_machine *m, const pto_tile *h, const char *what)
{
    if (m->naming != PTO_NAMING_FLAT) {
        set_error(m, PTO_ERR_STATE, "%s: the tile API needs the flat tile naming", what);
        return NULL;
    }
    if (h->index < 0 || h->index >= PTO_TILES) {
        set_error(m, PTO_ERR_ARG, "%s: the handle names no tile (index %d)", what, h->index);
        return NULL;
    }
    const tile *t = &m->tiles[h->index];
    char name[8];
    pto_tile_name((unsigned)h->index, name);
    if (!t->allocated) {
        set_error(m, PTO_ERR_ARG, "%s: tile %s does not exist", what, name);
        return NULL;
    }
    char hm[5], tm[5];
    mask_digits(mask_of(h), hm);
    mask_digits(t->mask, tm);
    set_error(m, PTO_ERR_ARG,
              "%s: the handle does not describe tile %s (handle %s %ux%u valid %ux%u mask %s, tile %s "
              "%ux%u valid %ux%u mask %s): a stale handle?",
              what, name, dt_concrete(h->dtype) ? pto_dtypes[h->dtype].name : "?", h->rows, h->cols, h->valid_rows,
              h->valid_cols, hm, t->kind == PTO_TILE_PREDICATE ? "predicate" : pto_dtypes[t->dtype].name, t->rows,
              t->cols, t->vrows, t->vcols, tm);
    return NULL;
}

/* The handle's rows, cols, valid_rows and valid_cols and the tile's rows,
 * cols, vrows and vcols are each four consecutive uint32_t: one 16-byte
 * comparison. */
_Static_assert(offsetof(pto_tile, cols) == offsetof(pto_tile, rows) + 4 &&
                   offsetof(pto_tile, valid_rows) == offsetof(pto_tile, rows) + 8 &&
                   offsetof(pto_tile, valid_cols) == offsetof(pto_tile, rows) + 12 &&
                   offsetof(tile, cols) == offsetof(tile, rows) + 4 && offsetof(tile, vrows) == offsetof(tile, rows) + 8 &&
                   offsetof(tile, vcols) == offsetof(tile, rows) + 12,
               "the shape fields of pto_tile and struct tile are laid out alike");
/* op_call keeps a call's words by the handle bytes dtype..valid_cols and pad..hand. */
_Static_assert(offsetof(pto_tile, rows) == offsetof(pto_tile, dtype) + 4 &&
                   offsetof(pto_tile, valid_cols) == offsetof(pto_tile, dtype) + 16 &&
                   offsetof(pto_tile, mask) == offsetof(pto_tile, pad) + 4 &&
                   offsetof(pto_tile, hand) == offsetof(pto_tile, pad) + 8 && sizeof(pto_tile) == offsetof(pto_tile, hand) + 4,
               "pto_tile holds dtype..valid_cols and pad..hand as consecutive 32-bit fields");

/* The tile handle h names, if h describes it (else NULL, no message). */
static inline const tile *handle_names(const pto_machine *m, const pto_tile *h)
{
    const tile *t = (unsigned)h->index < PTO_TILES ? &m->tiles[h->index] : NULL;
    /* the handle's fields one by one (see entry_holds): a caller may just
     * have copied it, in 16-byte pieces that a load of rows..valid_cols
     * would span */
    if (t && t->allocated && m->naming == PTO_NAMING_FLAT && t->dtype == h->dtype && t->mask == mask_of(h) &&
        ((t->rows ^ h->rows) | (t->cols ^ h->cols) | (t->vrows ^ h->valid_rows) | (t->vcols ^ h->valid_cols)) == 0)
        return t;
    return NULL;
}

bool pto_tile_live(const pto_machine *m, const pto_tile *t) { return m && t && handle_names(m, t); }

/* The tile a handle names, if the handle describes it. */
static inline const tile *handle_tile(pto_machine *m, const pto_tile *h, const char *what)
{
    if (!h) {
        set_error(m, PTO_ERR_ARG, "%s: no handle (NULL)", what);
        return NULL;
    }
    const tile *t = handle_names(m, h);
    return t ? t : handle_mismatch(m, h, what);
}

/* ---- bundles as words -------------------------------------------------------------- */

typedef struct bundle {
    uint8_t bytes[PLAN_MAX_BYTES + 8]; /* + room for one 8-byte store */
    size_t len;
    bool bad;
    insn in; /* scratch: insn_encode reads only the fields of in.form */
} bundle;

static void put(bundle *b)
{
    uint64_t bits;
    unsigned n = insn_encode(&b->in, &bits);
    if (!n || b->len + n > PLAN_MAX_BYTES) {
        b->bad = true;
        return;
    }
    memcpy(b->bytes + b->len, &bits, 8); /* little-endian host (core.h) */
    b->len += n;
}

static void put_bstart(bundle *b, const op_info *op, unsigned dt)
{
    b->in.form = F_BSTART_TEPL;
    b->in.f[FLD_DataType] = dt;
    b->in.f[FLD_Mode] = op->selector >> 5;
    b->in.f[FLD_Function] = op->selector & 31u;
    put(b);
}

/* B.DATR with the pad (B.DATR numbering) and CMode; every other field 0.
 * Omitted when neither is needed (an absent B.DATR means pad Null). */
static void put_datr(bundle *b, unsigned pad, int cmode)
{
    if (cmode < 0 && pad == 3) return;
    insn *in = &b->in;
    in->form = F_B_DATR;
    in->f[FLD_CMode] = cmode < 0 ? 0 : (uint32_t)cmode;
    in->f[FLD_PadValue] = pad;
    in->f[FLD_Sat] = in->f[FLD_Canonicalize] = in->f[FLD_DataType] = in->f[FLD_RMode] = in->f[FLD_Layout] = 0;
    put(b);
}

/* B.DIM LB0 = valid cols, LB1 = valid rows, LB2 = cols (immediates).  A
 * closed schema reads an absent LB1 as 1 and an absent LB2 as LB0, so
 * those are written only when they differ; the other operations take an
 * absent bound from their first source (decisions D12) and get all three. */
static void put_dims(bundle *b, const pto_tile *d, bool closed)
{
    static const uint8_t forms[3] = {F_B_DIM_LB0, F_B_DIM_LB1, F_B_DIM_LB2};
    const uint32_t v[3] = {d->valid_cols, d->valid_rows, d->cols};
    for (unsigned i = 0; i < 3; i++) {
        if (closed && ((i == 1 && v[1] == 1) || (i == 2 && v[2] == v[0]))) continue;
        b->in.form = forms[i];
        b->in.f[FLD_RegSrc] = 0;
        b->in.f[FLD_Uimm] = v[i];
        put(b);
    }
}

/* B.IOT [s0[, s1],] mask, last, ->hand<bytes>. */
static void put_iot(bundle *b, const pto_tile *s0, const pto_tile *s1, unsigned pe_mode, unsigned hand, uint32_t bytes)
{
    insn *in = &b->in;
    unsigned code = 1;
    while (code < 10 && (128u << (code - 1)) < bytes) code++;
    in->form = s1 ? F_B_IOT_SSD : s0 ? F_B_IOT_SD : F_B_IOT_D;
    in->f[FLD_SrcTile0] = s0 ? (uint32_t)s0->index : 0;
    in->f[FLD_SrcTile1] = s1 ? (uint32_t)s1->index : 0;
    in->f[FLD_L] = 1;
    in->f[FLD_SizeCode] = code;
    in->f[FLD_PEMode] = pe_mode;
    in->f[FLD_DstTile] = hand;
    put(b);
}

/* B.IOR a0, zero, zero, ->zero: the scalar in GPR a0. */
static void put_ior(bundle *b)
{
    insn *in = &b->in;
    in->form = F_B_IOR;
    in->f[FLD_RegSrc0] = 2;
    in->f[FLD_RegSrc1] = in->f[FLD_RegSrc2] = in->f[FLD_RegDst] = 0;
    put(b);
}

static void put_bstop(bundle *b)
{
    b->in.form = F_BSTOP;
    put(b);
}

/* ---- scalars --------------------------------------------------------------------------- */

enum host_kind { HS_NONE, HS_RAW, HS_F32, HS_F64, HS_I64, HS_U64 };
typedef struct host_scalar {
    enum host_kind kind;
    uint64_t raw; /* HS_RAW, and the encoding of HS_F32/HS_F64 */
    int64_t i;
    uint64_t u;
} host_scalar;

static host_scalar hs_raw(uint64_t v) { return (host_scalar){HS_RAW, v, 0, 0}; }
static host_scalar hs_f32(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return (host_scalar){HS_F32, u, 0, 0};
}
static host_scalar hs_f64(double f)
{
    uint64_t u;
    memcpy(&u, &f, 8);
    return (host_scalar){HS_F64, u, 0, 0};
}
static host_scalar hs_i64(int64_t v) { return (host_scalar){HS_I64, 0, v, 0}; }
static host_scalar hs_u64(uint64_t v) { return (host_scalar){HS_U64, 0, 0, v}; }

/* The C name of op's call (pto_<fn>): its name in lower case. */
static const char *call_name(const op_info *op, char fn[24])
{
    size_t k = 0;
    for (const char *p = op->name; *p && k + 1 < 24; p++) fn[k++] = (char)(*p >= 'A' && *p <= 'Z' ? *p - 'A' + 'a' : *p);
    fn[k] = 0;
    return fn;
}

/* The raw encoding of a host scalar in the element type dt. */
static pto_status scalar_bits(pto_machine *m, const op_info *op, unsigned dt, host_scalar s, uint64_t *out)
{
    if (s.kind == HS_RAW) {
        *out = s.raw;
        return PTO_OK;
    }
    const dtype_info *d = &pto_dtypes[dt];
    const char *tn = dt_concrete(dt) ? d->name : "?";
    char fn[24]; /* the call's name, for the messages: made only for one */
    switch (s.kind) {
    case HS_F32:
    case HS_F64: {
        unsigned want = s.kind == HS_F32 ? DT_FP32 : DT_FP64;
        if (dt != want) {
            call_name(op, fn);
            return set_error(m, PTO_ERR_ARG,
                             "pto_%s%s takes a %s scalar for %s tiles; the tile is %s (pass its encoding to pto_%s_raw)",
                             fn, s.kind == HS_F32 ? "" : "_f64", s.kind == HS_F32 ? "float" : "double",
                             pto_dtypes[want].name, tn, fn);
        }
        *out = s.raw;
        return PTO_OK;
    }
    case HS_I64:
    case HS_U64: {
        if (d->cls != DTC_S && d->cls != DTC_U) {
            call_name(op, fn);
            return set_error(m, PTO_ERR_ARG, "pto_%s: an integer scalar needs an integer tile; the tile is %s", fn, tn);
        }
        unsigned w = d->bits;
        bool fits;
        uint64_t v;
        if (s.kind == HS_I64) {
            v = (uint64_t)s.i;
            if (d->cls == DTC_U) fits = s.i >= 0 && (w >= 64 || (uint64_t)s.i <= dt_mask(w));
            else fits = w >= 64 || (s.i >= -((int64_t)1 << (w - 1)) && s.i < ((int64_t)1 << (w - 1)));
        } else {
            v = s.u;
            fits = d->cls == DTC_U ? (w >= 64 || s.u <= dt_mask(w)) : s.u <= dt_mask(w - 1);
        }
        if (!fits) {
            call_name(op, fn);
            if (s.kind == HS_I64)
                return set_error(m, PTO_ERR_ARG, "pto_%s: the scalar %lld does not fit %s", fn, (long long)s.i, tn);
            return set_error(m, PTO_ERR_ARG, "pto_%s: the scalar %llu does not fit %s", fn, (unsigned long long)s.u, tn);
        }
        *out = v & dt_mask(w);
        return PTO_OK;
    }
    default: *out = 0; return PTO_OK;
    }
}

/* ---- one call ----------------------------------------------------------------------- */

/* The plan slot of entry e's PC (api_keep: PC 2i for entry i, so slot i),
 * from e's place, not from e->pc: one load fewer on the way from the
 * call's key to its plan. */
static inline unsigned api_plan_slot(const pto_machine *m, const api_bundle *e)
{
    return (unsigned)(e - m->api) % PLAN_CACHE;
}

/* Runs the bundle e.  The machine keeps its effects (and its fault); TPC
 * is restored unless the bundle faulted, and GPR a0 too on an API error. */
static inline __attribute__((always_inline)) pto_result run_bundle(pto_machine *m, api_bundle *e, pto_tile *dst,
                                                                  unsigned hand, unsigned mask,
                             const uint64_t *scalar)
{
    uint64_t saved_a0[PTO_PES];
    if (scalar && mask == 0x8u) { /* PE0 alone, the usual mask, without the loop's steps */
        saved_a0[0] = m->gpr[0][2];
        m->gpr[0][2] = *scalar;
    } else if (scalar) /* a0 of the bundle's PEs (mask bit 3 = PE0) */
        for (unsigned bits = mask & 0xFu; bits; bits &= bits - 1u) {
            unsigned pe = pe_of_low_bit(bits);
            saved_a0[pe] = m->gpr[pe][2];
            m->gpr[pe][2] = *scalar;
        }
    uint64_t saved_tpc = m->tpc;
    m->tpc = e->pc;
    pto_status st = PTO_OK;
    /* the commit's (first) destination, as the memo's commit returns it
     * (not read back from the machine: one store and load fewer between
     * the allocation and the caller's use of the index) */
    int dest = machine_replay_memo(m, api_plan_slot(m, e), e->plan_gen);
    if (dest == MEMO_MISSED) {
        if (!machine_replay(m, e->bytes, e->len, &e->plan_gen, &st)) { /* the first run keeps the plan */
            uint8_t code[2 * PLAN_CACHE + PLAN_MAX_BYTES];
            memcpy(code + e->pc, e->bytes, PLAN_MAX_BYTES); /* code[0, pc) is never read: execution starts at pc */
            st = pto_run(m, code, (size_t)e->pc + e->len, 0);
        }
        dest = m->last_dest;
    }
    if (st == PTO_END) st = PTO_OK;
    if (st == PTO_FAULT) return (pto_result){.status = st, .fault = m->fault};
    m->tpc = saved_tpc;
    if (st != PTO_OK && scalar) /* an API error changed nothing else */
        for (unsigned bits = mask & 0xFu; bits; bits &= bits - 1u) {
            unsigned pe = pe_of_low_bit(bits);
            m->gpr[pe][2] = saved_a0[pe];
        }
    /* the commit's (first) destination: the lowest free slot of the hand
     * (flat naming: its name is its slot) */
    if (st == PTO_OK && dest >= 0 && (unsigned)dest / 16u == hand) dst->index = dest;
    /* the status stored once, not into a zeroed result (a store-forwarding stall) */
    return fail(st);
}

/* The way of set a new call's words go to: an empty one, else the one not
 * written last. */
static inline api_bundle *api_way_for_new(pto_machine *m, unsigned set)
{
    api_bundle *e = &m->api[set * API_WAYS];
    return e->len && (!e[1].len || ((unsigned)m->api_next >> set & 1u)) ? e + 1 : e;
}

/* Entry e of set got new words: the other way is replaced next. */
static inline void api_note_new(pto_machine *m, unsigned set, const api_bundle *e)
{
    unsigned other = (unsigned)(e == &m->api[set * API_WAYS]) << set;
    m->api_next = (uint16_t)((m->api_next & ~(1u << set)) | other);
}
/* Entry e keeps the words of b under key (its shape, the rest of what it
 * is found by, set by the caller); they run at its own PC, so in its own
 * plan slot, whose plan it has yet to find. */
static void api_keep(pto_machine *m, api_bundle *e, uint64_t key, const bundle *b)
{
    e->key = key;
    e->len = (uint8_t)b->len;
    e->plan_gen = 0;
    e->pc = (uint8_t)((e - m->api) * 2);
    memcpy(e->bytes, b->bytes, b->len);
}

/* n bytes folded 8 at a time by rotation, mixed by one multiply (a
 * multiply a byte made a TLOAD 30 ns slower). */
static uint64_t api_fold(const uint8_t *p, size_t n)
{
    uint64_t h = n;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, p + i, 8);
        h = (h << 7 | h >> 57) ^ w;
    }
    for (; i < n; i++) h = (h << 7 | h >> 57) ^ p[i];
    return (h * 0x9E3779B97F4A7C15u) ^ (h >> 31);
}
/* The set of a key. */
static inline unsigned api_set(uint64_t key) { return (unsigned)((key * 0x9E3779B97F4A7C15u) >> (64 - API_SET_BITS)); }

/* Runs words built for this call (the reductions, the matrix calls, TCVT,
 * the sorts and the other calls without a kept form of their own), kept in
 * an entry by the bytes: a kernel's calls each find their own plan (and
 * its memo) again, where one shared slot had them replan each other.  Bit
 * 63 of the key set: no op_call key (below 2^29) or TLSU key (bit 62) is
 * one; the bytes are compared in full. */
static pto_result run_words(pto_machine *m, const bundle *b, pto_tile *dst, unsigned hand, unsigned mask,
                            const uint64_t *scalar)
{
    uint64_t key = api_fold(b->bytes, b->len) | (uint64_t)1 << 63;
    unsigned set = api_set(key);
    api_bundle *e = &m->api[set * API_WAYS];
    if (e->key != key || e->len != b->len || memcmp(e->bytes, b->bytes, b->len) != 0) {
        e++;
        if (e->key != key || e->len != b->len || memcmp(e->bytes, b->bytes, b->len) != 0) {
            e = api_way_for_new(m, set);
            api_keep(m, e, key, b);
            memset(e->shape, 0, sizeof e->shape);
            api_note_new(m, set, e);
        }
    }
    return run_bundle(m, e, dst, hand, mask, scalar);
}

/* How a call binds its operands (from the operation's handler): tile
 * sources (two for the tile-tile operations, TCMP and TSELS, none for
 * TEXPANDS, one for the others) and a predicate destination (TCMP, TCMPS). */
enum call_form { CF_FILL, CF_ONE, CF_TWO, CF_CMP, CF_CMPS, CF_SELS };
static unsigned form_of_handler(unsigned h)
{
    switch (h) {
    case H_FILL: return CF_FILL;
    case H_BINARY: return CF_TWO;
    case H_CMP: return CF_CMP;
    case H_CMPS: return CF_CMPS;
    case H_SELS: return CF_SELS;
    default: return CF_ONE;
    }
}

/* The destination bytes of a call not yet kept (0: an error, set). */
static __attribute__((noinline)) uint32_t call_bytes(pto_machine *m, const op_info *op, bool pred, const tile *t0,
                                                     const pto_tile *dst)
{
    uint32_t bytes;
    if (pred) {
        bytes = local_capacity_for((uint64_t)t0->rows * t0->cols);
        if (!bytes) set_error(m, PTO_ERR_ARG, "%s: the predicate destination would exceed 64 KiB", op->name);
        return bytes;
    }
    bytes = local_tile_bytes(dst->dtype, dst->rows, dst->cols);
    if (!bytes)
        set_error(m, PTO_ERR_ARG, "%s: the destination %ux%u %s is not a Local tile of 128 B..64 KiB (cols a power of two)",
                  op->name, dst->rows, dst->cols, dt_concrete(dst->dtype) ? pto_dtypes[dst->dtype].name : "?");
    return bytes;
}

/* The words of a call not yet kept, into entry e (PTO_ERR_ARG: none, set). */
static __attribute__((noinline)) pto_status call_words(pto_machine *m, const op_info *op, unsigned form, api_bundle *e,
                                                       uint64_t key, const uint8_t *shape0,
                                                       const uint8_t *shape1, const pto_tile *dst, const pto_tile *s0,
                                                       const pto_tile *s1, unsigned dt, uint32_t bytes, bool scalar,
                                                       int mode)
{
    if (form_of_handler(op->handler) != form) /* the call's wrapper and the table disagree */
        return set_error(m, PTO_ERR_STATE, "%s: internal error: the call binds its operands unlike the operation",
                         op->name);
    if ((dst->valid_cols | dst->valid_rows | dst->cols) >> 17)
        return set_error(m, PTO_ERR_ARG, "%s: a shape of %ux%u (valid %ux%u) has no B.DIM encoding (17 bits)", op->name,
                         dst->rows, dst->cols, dst->valid_rows, dst->valid_cols);
    unsigned pad = pto_pad_to_datr(dst->pad), pe_mode = (unsigned)pe_mode_of(mask_of(dst));
    int cmode = mode < 0 ? -1 : (int)pto_cmp_to_cmode((pto_cmp)mode);
    bundle b;
    b.len = 0;
    b.bad = false;
    put_bstart(&b, op, dt);
    put_datr(&b, pad, cmode);
    put_dims(&b, dst, op->closed);
    put_iot(&b, s0, s1, pe_mode, dst->hand, bytes);
    if (scalar) put_ior(&b);
    put_bstop(&b);
    if (b.bad) return set_error(m, PTO_ERR_ARG, "%s: the operands have no bundle encoding", op->name);
    api_keep(m, e, key, &b);
    memcpy(e->shape, shape0, 20);
    memcpy(e->shape + 20, shape1, 12);
    return PTO_OK;
}

/* The 4-byte field i from p. */
static inline uint32_t field_at(const uint8_t *p, unsigned i)
{
    uint32_t v;
    memcpy(&v, p + 4u * i, 4);
    return v;
}
/* Entry e holds the words of a call with this key and these shapes.
 * Compared field by field: the caller has just stored the handle, in
 * stores of its compiler's choosing, and a wider load that spans two of
 * them would wait through a store-forwarding stall; no store splits a
 * 4-byte field. */
static inline bool entry_holds(const api_bundle *e, uint64_t key, const uint8_t *shape0, const uint8_t *shape1)
{
    if (!e->len || e->key != key) return false;
    uint32_t diff = (field_at(e->shape, 0) ^ field_at(shape0, 0)) | (field_at(e->shape, 1) ^ field_at(shape0, 1)) |
                    (field_at(e->shape, 2) ^ field_at(shape0, 2)) | (field_at(e->shape, 3) ^ field_at(shape0, 3)) |
                    (field_at(e->shape, 4) ^ field_at(shape0, 4)) |
                    (field_at(e->shape + 20, 0) ^ field_at(shape1, 0)) |
                    (field_at(e->shape + 20, 1) ^ field_at(shape1, 1)) |
                    (field_at(e->shape + 20, 2) ^ field_at(shape1, 2));
    return diff == 0;
}

/* The call of operation sel, bound as form (a constant of each call, so
 * that this folds into it): tile sources s0/s1 as the operation binds
 * them, a scalar (kind HS_NONE: none) and a Tile Lib compare mode (-1:
 * none). */
static inline __attribute__((always_inline)) pto_result op_call(pto_machine *m, unsigned sel, unsigned form,
                                                               pto_tile *dst, const pto_tile *s0, const pto_tile *s1,
                                                               host_scalar sc, int mode)
{
    const op_info *op = op_of_selector(sel);
    if (!dst) return fail(set_error(m, PTO_ERR_ARG, "%s: no destination handle", op->name));
    if (handle_fields(m, dst, "the destination", true)) return fail(PTO_ERR_ARG);
    if (m->fault.kind != PTO_FAULT_NONE)
        return fail(set_error(m, PTO_ERR_STATE, "%s: the machine stopped at a %s fault; pto_recover() first", op->name,
                              pto_fault_kind_name(m->fault.kind)));
    if (m->blk.active)
        return fail(set_error(m, PTO_ERR_STATE, "%s: a block is open (BPC 0x%llx); pto_recover() discards it", op->name,
                              (unsigned long long)m->bpc));
    const tile *t0 = NULL, *t1 = NULL;
    bool sels = form == CF_SELS, pred = form == CF_CMPS || form == CF_CMP;
    unsigned nsrc = form == CF_FILL ? 0u : form == CF_TWO || form == CF_CMP || form == CF_SELS ? 2u : 1u;
    if ((nsrc >= 1 && !s0) || (nsrc >= 2 && !s1))
        return fail(set_error(m, PTO_ERR_ARG, "%s: no %s handle (NULL)", op->name,
                              !s0 ? (sels ? "mask" : nsrc >= 2 ? "first source" : "source") : sels ? "source" : "second source"));
    if (nsrc >= 1 && !(t0 = handle_tile(m, s0, sels ? "the mask" : nsrc >= 2 ? "the first source" : "the source")))
        return fail(PTO_ERR_ARG);
    if (nsrc >= 2 && !(t1 = handle_tile(m, s1, sels ? "the source" : "the second source"))) return fail(PTO_ERR_ARG);
    if (mode >= 0 && (unsigned)mode > PTO_CMP_GE)
        return fail(set_error(m, PTO_ERR_ARG, "%s: unknown compare mode %d", op->name, mode));
    /* The bundle's words are a pure function of the call's inputs: kept by
     * them as the handles hold them (the type and shape of the destination,
     * or of the source a predicate destination takes its geometry from,
     * D4; the destination's pad, mask and hand), so that a call finds them
     * with two comparisons; one that does passed the shape checks below
     * when they were built, and only its scalar is checked again. */
    unsigned dt = pred ? t0->dtype : dst->dtype, mask = mask_of(dst), hand = dst->hand;
    const pto_tile *geo = pred ? s0 : dst; /* a source handle describes its tile (handle_tile) */
    uint64_t key = (uint64_t)sel | (uint64_t)(mode + 1) << 8 | (uint64_t)(nsrc >= 1 ? s0->index + 1 : 0) << 12 |
                   (uint64_t)(nsrc >= 2 ? s1->index + 1 : 0) << 20 | (uint64_t)(sc.kind != HS_NONE) << 28;
    /* compared with the handles where they are: a copy on the stack would
     * be read back through store-forwarding stalls */
    const uint8_t *shape0 = (const uint8_t *)&geo->dtype; /* dtype, rows, cols, valid_rows, valid_cols */
    const uint8_t *shape1 = (const uint8_t *)&dst->pad;   /* pad, mask, hand */
    /* The set by the key alone, so that the entry's address waits for no
     * handle field the caller has just stored (pto_tile_make's): the shape
     * comparisons only decide branches.  A new call's words go to an empty
     * way, else to the way not written last. */
    unsigned set = api_set(key);
    api_bundle *e = &m->api[set * API_WAYS];
    bool known = entry_holds(e, key, shape0, shape1);
    if (!known && entry_holds(e + 1, key, shape0, shape1)) {
        e++;
        known = true;
    } else if (!known) {
        e = api_way_for_new(m, set);
    }
    uint32_t bytes = 0;
    if (!known && !(bytes = call_bytes(m, op, pred, t0, dst))) return fail(PTO_ERR_ARG);
    uint64_t raw = 0;
    if (sc.kind != HS_NONE) {
        unsigned sdt = form == CF_FILL ? dst->dtype : sels ? t1->dtype : t0->dtype;
        if (!dt_concrete(sdt))
            return fail(set_error(m, PTO_ERR_ARG, "%s: DataType %u is reserved", op->name, sdt));
        if (scalar_bits(m, op, sdt, sc, &raw)) return fail(PTO_ERR_ARG);
    }
    if (pred) {
        dst->dtype = DT_U8;
        dst->rows = t0->rows;
        dst->cols = t0->cols;
        dst->valid_rows = t0->vrows;
        dst->valid_cols = t0->vcols;
    }
    if (!known) {
        pto_status st = call_words(m, op, form, e, key, shape0, shape1, dst, nsrc >= 1 ? s0 : NULL,
                                   nsrc >= 2 ? s1 : NULL, dt, bytes, sc.kind != HS_NONE, mode);
        if (st != PTO_OK) return fail(st);
        api_note_new(m, set, e);
    }
    return run_bundle(m, e, dst, hand, mask, sc.kind != HS_NONE ? &raw : NULL);
}

/* ---- simulator control ----------------------------------------------------------------- */

pto_result pto_tile_create(pto_machine *m, pto_tile *t, const uint64_t *values)
{
    if (!t) return fail(set_error(m, PTO_ERR_ARG, "pto_tile_create: no tile handle (NULL)"));
    if (handle_fields(m, t, "the tile", false)) return fail(PTO_ERR_ARG);
    uint32_t bytes = local_tile_bytes(t->dtype, t->rows, t->cols);
    if (!bytes)
        return fail(set_error(m, PTO_ERR_ARG, "the tile %ux%u %s is not a Local tile of 128 B..64 KiB (cols a power of two)",
                              t->rows, t->cols, dt_concrete(t->dtype) ? pto_dtypes[t->dtype].name : "?"));
    unsigned hand = t->hand;
    int slot = tile_free_in_hand(m, hand);
    if (slot < 0) return fail(set_error(m, PTO_ERR_STATE, "no free tile in the %c hand", "TUMN"[hand]));
    pto_tile_desc d = {PTO_TILE_NUMERIC, t->dtype, bytes, t->rows, t->cols, t->valid_rows, t->valid_cols,
                       PTO_LAYOUT_ROW_MAJOR, mask_of(t)};
    pto_result r = ok();
    r.status = pto_tile_configure(m, (unsigned)slot, &d);
    if (r.status) return r;
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(mask_of(t) & pe_bit(pe))) continue;
        for (uint32_t i = 0; i < t->valid_rows * t->valid_cols; i++) {
            r.status = pto_tile_write(m, (unsigned)slot, pe, (i / t->valid_cols) * t->cols + i % t->valid_cols,
                                      values ? values[i] : 0);
            if (r.status) {
                pto_tile_release(m, (unsigned)slot);
                return r;
            }
        }
        /* every valid element written to a tile just configured (all
         * undefined): exactly the valid rectangle defined, kept as such
         * rather than element by element, as an operation's result is */
        tile_def_after_op(&m->tiles[slot], pe, false);
    }
    t->index = slot;
    return r;
}

pto_status pto_tile_get(pto_machine *m, const pto_tile *t, uint64_t *values, size_t capacity, int *all_defined)
{
    if (!t) return set_error(m, PTO_ERR_ARG, "pto_tile_get: no handle");
    const tile *x = handle_tile(m, t, "pto_tile_get");
    if (!x) return PTO_ERR_ARG;
    uint64_t n = (uint64_t)x->vrows * x->vcols;
    if (n > capacity || (n && !values))
        return set_error(m, PTO_ERR_ARG, "pto_tile_get: the valid region has %llu elements (%ux%u); the buffer holds %zu",
                         (unsigned long long)n, x->vrows, x->vcols, values ? capacity : (size_t)0);
    unsigned pe = 0;
    while (pe < PTO_PES && !(x->mask & pe_bit(pe))) pe++;
    int all = 1;
    for (uint32_t r = 0; r < x->vrows; r++)
        for (uint32_t c = 0; c < x->vcols; c++) {
            uint32_t i = layout_is_cube(x->layout) ? cube_index(x, r, c) : r * x->cols + c;
            values[r * x->vcols + c] = tile_get(x, pe, i);
            if (!tile_is_defined(x, pe, i)) all = 0;
        }
    if (all_defined) *all_defined = all;
    return PTO_OK;
}

/* ---- the calls ------------------------------------------------------------------------- */

static const host_scalar no_scalar = {HS_NONE, 0, 0, 0};

#define BINARY(fn, sel) \
    pto_result pto_##fn(pto_machine *m, pto_tile *d, const pto_tile *a, const pto_tile *b) \
    { \
        return op_call(m, sel, CF_TWO, d, a, b, no_scalar, -1); \
    }
BINARY(tadd, OPSEL_TADD)
BINARY(tsub, OPSEL_TSUB)
BINARY(tmul, OPSEL_TMUL)
BINARY(tdiv, OPSEL_TDIV)
BINARY(trem, OPSEL_TREM)
BINARY(tand, OPSEL_TAND)
BINARY(tor, OPSEL_TOR)
BINARY(txor, OPSEL_TXOR)
BINARY(tshl, OPSEL_TSHL)
BINARY(tshr, OPSEL_TSHR)
BINARY(tmax, OPSEL_TMAX)
BINARY(tmin, OPSEL_TMIN)

pto_result pto_tcmp(pto_machine *m, pto_tile *d, const pto_tile *a, const pto_tile *b, pto_cmp mode)
{
    return op_call(m, OPSEL_TCMP, CF_CMP, d, a, b, no_scalar, (int)mode);
}

/* Integer typed forms of a tile-scalar operation. */
#define SCALAR_INT(fn, sel) \
    pto_result pto_##fn##_raw(pto_machine *m, pto_tile *d, const pto_tile *s, uint64_t v) \
    { \
        return op_call(m, sel, CF_ONE, d, s, NULL, hs_raw(v), -1); \
    } \
    pto_result pto_##fn##_i32(pto_machine *m, pto_tile *d, const pto_tile *s, int32_t v) \
    { \
        return op_call(m, sel, CF_ONE, d, s, NULL, hs_i64(v), -1); \
    } \
    pto_result pto_##fn##_i64(pto_machine *m, pto_tile *d, const pto_tile *s, int64_t v) \
    { \
        return op_call(m, sel, CF_ONE, d, s, NULL, hs_i64(v), -1); \
    } \
    pto_result pto_##fn##_u64(pto_machine *m, pto_tile *d, const pto_tile *s, uint64_t v) \
    { \
        return op_call(m, sel, CF_ONE, d, s, NULL, hs_u64(v), -1); \
    }
/* ... and the floating ones. */
#define SCALAR_ALL(fn, sel) \
    SCALAR_INT(fn, sel) \
    pto_result pto_##fn(pto_machine *m, pto_tile *d, const pto_tile *s, float v) \
    { \
        return op_call(m, sel, CF_ONE, d, s, NULL, hs_f32(v), -1); \
    } \
    pto_result pto_##fn##_f64(pto_machine *m, pto_tile *d, const pto_tile *s, double v) \
    { \
        return op_call(m, sel, CF_ONE, d, s, NULL, hs_f64(v), -1); \
    }
SCALAR_ALL(tadds, OPSEL_TADDS)
SCALAR_ALL(tsubs, OPSEL_TSUBS)
SCALAR_ALL(tmuls, OPSEL_TMULS)
SCALAR_ALL(tdivs, OPSEL_TDIVS)
SCALAR_ALL(trems, OPSEL_TREMS)
SCALAR_INT(tands, OPSEL_TANDS)
SCALAR_INT(tors, OPSEL_TORS)
SCALAR_INT(txors, OPSEL_TXORS)
SCALAR_INT(tshls, OPSEL_TSHLS)
SCALAR_INT(tshrs, OPSEL_TSHRS)
SCALAR_ALL(tmaxs, OPSEL_TMAXS)
SCALAR_ALL(tmins, OPSEL_TMINS)

pto_result pto_tcmps_raw(pto_machine *m, pto_tile *d, const pto_tile *s, uint64_t v, pto_cmp c) { return op_call(m, OPSEL_TCMPS, CF_CMPS, d, s, NULL, hs_raw(v), (int)c); }
pto_result pto_tcmps(pto_machine *m, pto_tile *d, const pto_tile *s, float v, pto_cmp c) { return op_call(m, OPSEL_TCMPS, CF_CMPS, d, s, NULL, hs_f32(v), (int)c); }
pto_result pto_tcmps_f64(pto_machine *m, pto_tile *d, const pto_tile *s, double v, pto_cmp c) { return op_call(m, OPSEL_TCMPS, CF_CMPS, d, s, NULL, hs_f64(v), (int)c); }
pto_result pto_tcmps_i32(pto_machine *m, pto_tile *d, const pto_tile *s, int32_t v, pto_cmp c) { return op_call(m, OPSEL_TCMPS, CF_CMPS, d, s, NULL, hs_i64(v), (int)c); }
pto_result pto_tcmps_i64(pto_machine *m, pto_tile *d, const pto_tile *s, int64_t v, pto_cmp c) { return op_call(m, OPSEL_TCMPS, CF_CMPS, d, s, NULL, hs_i64(v), (int)c); }
pto_result pto_tcmps_u64(pto_machine *m, pto_tile *d, const pto_tile *s, uint64_t v, pto_cmp c) { return op_call(m, OPSEL_TCMPS, CF_CMPS, d, s, NULL, hs_u64(v), (int)c); }

pto_result pto_texpands_raw(pto_machine *m, pto_tile *d, uint64_t v) { return op_call(m, OPSEL_TEXPANDS, CF_FILL, d, NULL, NULL, hs_raw(v), -1); }
pto_result pto_texpands(pto_machine *m, pto_tile *d, float v) { return op_call(m, OPSEL_TEXPANDS, CF_FILL, d, NULL, NULL, hs_f32(v), -1); }
pto_result pto_texpands_f64(pto_machine *m, pto_tile *d, double v) { return op_call(m, OPSEL_TEXPANDS, CF_FILL, d, NULL, NULL, hs_f64(v), -1); }
pto_result pto_texpands_i32(pto_machine *m, pto_tile *d, int32_t v) { return op_call(m, OPSEL_TEXPANDS, CF_FILL, d, NULL, NULL, hs_i64(v), -1); }
pto_result pto_texpands_i64(pto_machine *m, pto_tile *d, int64_t v) { return op_call(m, OPSEL_TEXPANDS, CF_FILL, d, NULL, NULL, hs_i64(v), -1); }
pto_result pto_texpands_u64(pto_machine *m, pto_tile *d, uint64_t v) { return op_call(m, OPSEL_TEXPANDS, CF_FILL, d, NULL, NULL, hs_u64(v), -1); }

/* TSELS binds the predicate mask first, then the source (ExecuteTileSelectScalar). */
pto_result pto_tsels_raw(pto_machine *m, pto_tile *d, const pto_tile *k, const pto_tile *s, uint64_t v) { return op_call(m, OPSEL_TSELS, CF_SELS, d, k, s, hs_raw(v), -1); }
pto_result pto_tsels(pto_machine *m, pto_tile *d, const pto_tile *k, const pto_tile *s, float v) { return op_call(m, OPSEL_TSELS, CF_SELS, d, k, s, hs_f32(v), -1); }
pto_result pto_tsels_f64(pto_machine *m, pto_tile *d, const pto_tile *k, const pto_tile *s, double v) { return op_call(m, OPSEL_TSELS, CF_SELS, d, k, s, hs_f64(v), -1); }
pto_result pto_tsels_i32(pto_machine *m, pto_tile *d, const pto_tile *k, const pto_tile *s, int32_t v) { return op_call(m, OPSEL_TSELS, CF_SELS, d, k, s, hs_i64(v), -1); }
pto_result pto_tsels_i64(pto_machine *m, pto_tile *d, const pto_tile *k, const pto_tile *s, int64_t v) { return op_call(m, OPSEL_TSELS, CF_SELS, d, k, s, hs_i64(v), -1); }
pto_result pto_tsels_u64(pto_machine *m, pto_tile *d, const pto_tile *k, const pto_tile *s, uint64_t v) { return op_call(m, OPSEL_TSELS, CF_SELS, d, k, s, hs_u64(v), -1); }

/* ---- unary operations ------------------------------------------------------------------ */

pto_result pto_tabs(pto_machine *m, pto_tile *d, const pto_tile *s) { return op_call(m, OPSEL_TABS, CF_ONE, d, s, NULL, no_scalar, -1); }
pto_result pto_tnot(pto_machine *m, pto_tile *d, const pto_tile *s) { return op_call(m, OPSEL_TNOT, CF_ONE, d, s, NULL, no_scalar, -1); }
pto_result pto_tneg(pto_machine *m, pto_tile *d, const pto_tile *s) { return op_call(m, OPSEL_TNEG, CF_ONE, d, s, NULL, no_scalar, -1); }
pto_result pto_trelu(pto_machine *m, pto_tile *d, const pto_tile *s) { return op_call(m, OPSEL_TRELU, CF_ONE, d, s, NULL, no_scalar, -1); }
pto_result pto_texp(pto_machine *m, pto_tile *d, const pto_tile *s) { return op_call(m, OPSEL_TEXP, CF_ONE, d, s, NULL, no_scalar, -1); }
pto_result pto_tlog(pto_machine *m, pto_tile *d, const pto_tile *s) { return op_call(m, OPSEL_TLOG, CF_ONE, d, s, NULL, no_scalar, -1); }
pto_result pto_trecip(pto_machine *m, pto_tile *d, const pto_tile *s) { return op_call(m, OPSEL_TRECIP, CF_ONE, d, s, NULL, no_scalar, -1); }
pto_result pto_tsqrt(pto_machine *m, pto_tile *d, const pto_tile *s) { return op_call(m, OPSEL_TSQRT, CF_ONE, d, s, NULL, no_scalar, -1); }
pto_result pto_trsqrt(pto_machine *m, pto_tile *d, const pto_tile *s) { return op_call(m, OPSEL_TRSQRT, CF_ONE, d, s, NULL, no_scalar, -1); }

/* ---- memory ------------------------------------------------------------------------------ */

/* One B.IOT of a TLSU bundle: its sources, and a destination or none. */
static void put_binding(bundle *b, const pto_tile *s0, const pto_tile *s1, bool dst, bool last, unsigned pe_mode,
                        unsigned hand, uint32_t bytes)
{
    insn *in = &b->in;
    unsigned code = 1;
    while (code < 10 && (128u << (code - 1)) < bytes) code++;
    in->form = dst ? (s1 ? F_B_IOT_SSD : s0 ? F_B_IOT_SD : F_B_IOT_D) : (s1 ? F_B_IOT_SS : F_B_IOT_S);
    in->f[FLD_SrcTile0] = s0 ? (uint32_t)s0->index : 0;
    in->f[FLD_SrcTile1] = s1 ? (uint32_t)s1->index : 0;
    in->f[FLD_L] = last;
    in->f[FLD_SizeCode] = code;
    in->f[FLD_PEMode] = pe_mode;
    in->f[FLD_DstTile] = hand;
    in->f[FLD_Ignored] = 0;
    put(b);
}

/* A TLSU call.  The bundle: BSTART.<op> dt, B.DIM of shape (when given),
 * the bindings, B.IOR a0[, a1], BSTOP; a0/a1 of the participating PEs (all
 * four for TPREFETCH) hold gpr[0..ngpr). */
typedef struct tlsu_args {
    unsigned form, dt;           /* F_BSTART_TEPL: the operation is op */
    const pto_tile *shape;       /* LB0..LB2 from its valid cols, valid rows, cols; NULL: no B.DIM */
    const pto_tile *b0s0, *b0s1; /* first binding's sources */
    const pto_tile *b1s0;        /* a second binding's source (MSCATTER_MASK, MGATHER_CAS) */
    pto_tile *dst;               /* the destination, on the last binding */
    unsigned mask;               /* the bindings' PE mask */
    unsigned ngpr;
    uint64_t gpr[2];
    const op_info *op;           /* for F_BSTART_TEPL */
    int pad;                     /* B.DATR PadValue (B.DATR numbering), -1: no B.DATR */
} tlsu_args;

/* The inputs a TLSU call's words are a pure function of (tlsu_words), as
 * four words built in registers: a record stored field by field and read
 * back as words (to fold and compare it) waits through store-forwarding
 * stalls, about a tenth of a TLOAD call.  The destination's shape stands
 * for its bytes (with dt), which only a call not yet kept computes.
 *   w[0] the B.DIM bounds valid cols | valid rows << 32 (flags bit 0)
 *   w[1] cols | the destination's rows << 32 (0: none)
 *   w[2] the selector + 1 of an F_BSTART_TEPL call (else 0) | form << 16 |
 *        dt << 24 | (pad + 1) << 32 | ngpr << 40 | pe_mode << 48 | hand << 56
 *   w[3] the sources' indices + 1 (0: none) at bits 0, 8 and 16 | flags << 24
 *        (bit 0 B.DIM, bit 1 a destination, bit 2 bindings, a mask) |
 *        the destination's cols << 32 */
typedef struct tlsu_key {
    uint64_t w[4];
} tlsu_key;
_Static_assert(sizeof(tlsu_key) <= sizeof(((api_bundle *)0)->shape), "an entry holds a TLSU call's inputs");
static inline uint64_t src_code(const pto_tile *t) { return t ? (uint64_t)(uint8_t)(t->index + 1) : 0u; }
static inline tlsu_key tlsu_key_of(const tlsu_args *a, unsigned pe_mode, unsigned hand)
{
    tlsu_key k;
    const pto_tile *sh = a->shape, *d = a->dst;
    k.w[0] = sh ? (uint64_t)sh->valid_cols | (uint64_t)sh->valid_rows << 32 : 0u;
    k.w[1] = (sh ? (uint64_t)sh->cols : 0u) | (uint64_t)(d ? d->rows : 0u) << 32;
    k.w[2] = (uint64_t)(uint16_t)(a->form == F_BSTART_TEPL ? a->op->selector + 1u : 0u) |
             (uint64_t)(uint8_t)a->form << 16 | (uint64_t)(uint8_t)a->dt << 24 | (uint64_t)(uint8_t)(a->pad + 1) << 32 |
             (uint64_t)(uint8_t)a->ngpr << 40 | (uint64_t)(uint8_t)pe_mode << 48 | (uint64_t)(uint8_t)hand << 56;
    k.w[3] = src_code(a->b0s0) | src_code(a->b0s1) << 8 | src_code(a->b1s0) << 16 |
             (uint64_t)((sh ? 1u : 0u) | (d ? 2u : 0u) | (a->mask ? 4u : 0u)) << 24 |
             (uint64_t)(d ? d->cols : 0u) << 32;
    return k;
}
/* Entry e is in use and holds the words of key and k. */
static inline bool tlsu_entry_holds(const api_bundle *e, uint64_t key, const tlsu_key *k)
{
    if (!e->len || e->key != key) return false;
    /* word by word, each a branch: a block copy, or the vector compare a
     * compiler makes of an or of differences, reads k back from the stack
     * in 16-byte loads that span its 8-byte stores */
    for (unsigned i = 0; i < 4; i++) {
        uint64_t w;
        memcpy(&w, e->shape + 8u * i, 8);
        if (w != k->w[i]) return false;
    }
    return true;
}
static bool tlsu_words(const tlsu_args *a, unsigned pe_mode, unsigned hand, uint32_t bytes, bundle *out);

/* A TLSU call, inlined where the arguments are a call's constants (TLOAD,
 * TSTORE, TMOV: a kernel loop's calls), so that no field is read back
 * from the record the caller has just stored; tlsu_call for the others. */
static inline __attribute__((always_inline)) pto_result tlsu_call_in(pto_machine *m, const char *name, tlsu_args *a)
{
    if (m->fault.kind != PTO_FAULT_NONE)
        return fail(set_error(m, PTO_ERR_STATE, "%s: the machine stopped at a %s fault; pto_recover() first", name,
                              pto_fault_kind_name(m->fault.kind)));
    if (m->blk.active)
        return fail(set_error(m, PTO_ERR_STATE, "%s: a block is open (BPC 0x%llx); pto_recover() discards it", name,
                              (unsigned long long)m->bpc));
    /* the sources one by one: an array of them would be a wide load of
     * the pointers the caller has just stored */
    if (a->b0s0 && !handle_tile(m, a->b0s0, "the first source")) return fail(PTO_ERR_ARG);
    if (a->b0s1 && !handle_tile(m, a->b0s1, "the second source")) return fail(PTO_ERR_ARG);
    if (a->b1s0 && !handle_tile(m, a->b1s0, "the third source")) return fail(PTO_ERR_ARG);
    if (!dt_concrete(a->dt)) return fail(set_error(m, PTO_ERR_ARG, "%s: DataType %u is reserved", name, a->dt));
    if (a->dst && handle_fields(m, a->dst, "the destination", true)) return fail(PTO_ERR_ARG);
    unsigned hand = a->dst ? a->dst->hand : 0u;
    int pm = a->mask ? pe_mode_of(a->mask) : 0;
    unsigned pe_mode = (unsigned)pm; /* a mask without a mode (pm < 0) is refused below, never kept */
    /* The words are a pure function of these inputs: kept by them (a key
     * with bit 62 set and the record compared in full), so that a repeated
     * call encodes nothing (the encoding was a third of a TLOAD call).  An
     * entry is kept only for inputs that passed the checks below, so a call
     * that finds one passes them too. */
    tlsu_key k = tlsu_key_of(a, pe_mode, hand);
    uint64_t h = k.w[0];
    h = (h << 7 | h >> 57) ^ k.w[1];
    h = (h << 7 | h >> 57) ^ k.w[2];
    h = (h << 7 | h >> 57) ^ k.w[3];
    h = (h * 0x9E3779B97F4A7C15u) ^ (h >> 31);
    uint64_t key = (h & ~((uint64_t)3 << 62)) | (uint64_t)1 << 62;
    unsigned set = api_set(key);
    api_bundle *e = &m->api[set * API_WAYS];
    if (!tlsu_entry_holds(e, key, &k)) {
        e++;
        if (!tlsu_entry_holds(e, key, &k)) e = NULL;
    }
    if (!e) {
        uint32_t bytes = 0;
        if (a->dst && !(bytes = local_tile_bytes(a->dt, a->dst->rows, a->dst->cols)))
            return fail(set_error(m, PTO_ERR_ARG, "%s: the destination %ux%u %s is not a Local tile of 128 B..64 KiB",
                                  name, a->dst->rows, a->dst->cols, pto_dtypes[a->dt].name));
        if (pm < 0) return fail(set_error(m, PTO_ERR_ARG, "%s: PE mask 0x%x has no B.IOT encoding", name, a->mask));
        if (a->shape && (a->shape->valid_cols | a->shape->valid_rows | a->shape->cols) >> 17)
            return fail(set_error(m, PTO_ERR_ARG, "%s: the shape has no B.DIM encoding (17 bits)", name));
        bundle b;
        if (!tlsu_words(a, pe_mode, hand, bytes, &b))
            return fail(set_error(m, PTO_ERR_ARG, "%s: the operands have no bundle encoding", name));
        e = api_way_for_new(m, set);
        api_keep(m, e, key, &b);
        memcpy(e->shape, &k, sizeof k); /* found by it, compared over its own size */
        api_note_new(m, set, e);
    }
    unsigned gmask = a->mask ? a->mask : 0xFu;
    for (unsigned pe = 0; pe < PTO_PES; pe++)
        if (gmask & pe_bit(pe))
            for (unsigned i = 0; i < a->ngpr; i++) m->gpr[pe][2 + i] = a->gpr[i]; /* a0, a1 */
    pto_tile scratch = {.index = -1}; /* a call without a destination: none to name */
    pto_tile *dst = a->dst ? a->dst : &scratch;
    pto_result r = run_bundle(m, e, dst, hand, gmask, NULL);
    if (r.status == PTO_OK && a->dst) a->dst->dtype = a->dt;
    return r;
}

static __attribute__((noinline)) pto_result tlsu_call(pto_machine *m, const char *name, tlsu_args *a)
{
    return tlsu_call_in(m, name, a);
}

/* The words of a TLSU call (false: none encode). */
static bool tlsu_words(const tlsu_args *a, unsigned pe_mode, unsigned hand, uint32_t bytes, bundle *out)
{
    bundle b;
    b.len = 0;
    b.bad = false;
    if (a->form == F_BSTART_TEPL) {
        put_bstart(&b, a->op, a->dt);
    } else {
        b.in.form = (uint8_t)a->form;
        b.in.f[FLD_DataType] = a->dt;
        put(&b);
    }
    if (a->pad >= 0 && a->pad != 3) put_datr(&b, (unsigned)a->pad, -1);
    if (a->shape) {
        pto_tile d = *a->shape;
        put_dims(&b, &d, false);
    }
    if (a->b1s0) {
        put_binding(&b, a->b0s0, a->b0s1, false, false, pe_mode, 0, 0);
        put_binding(&b, a->b1s0, NULL, a->dst != NULL, true, pe_mode, hand, bytes);
    } else if (a->mask) {
        put_binding(&b, a->b0s0, a->b0s1, a->dst != NULL, true, pe_mode, hand, bytes);
    }
    if (a->ngpr) {
        b.in.form = F_B_IOR;
        b.in.f[FLD_RegSrc0] = 2;
        b.in.f[FLD_RegSrc1] = a->ngpr > 1 ? 3u : 0u;
        b.in.f[FLD_RegSrc2] = b.in.f[FLD_RegDst] = 0;
        put(&b);
    }
    put_bstop(&b);
    *out = b;
    return !b.bad;
}

pto_result pto_tload(pto_machine *m, pto_tile *dst, uint64_t addr, uint64_t stride)
{
    if (!dst) return fail(set_error(m, PTO_ERR_ARG, "TLOAD: no destination handle"));
    tlsu_args a = {F_BSTART_TLOAD, dst->dtype, dst, NULL, NULL, NULL, dst, mask_of(dst), 2, {addr, stride}, NULL, -1};
    return tlsu_call_in(m, "TLOAD", &a);
}

pto_result pto_tstore(pto_machine *m, const pto_tile *src, uint64_t addr, uint64_t stride)
{
    if (!src) return fail(set_error(m, PTO_ERR_ARG, "TSTORE: no source handle"));
    tlsu_args a = {F_BSTART_TSTORE, src->dtype, NULL, src, NULL, NULL, NULL, mask_of(src), 2, {addr, stride}, NULL, -1};
    return tlsu_call_in(m, "TSTORE", &a);
}

pto_result pto_tmov(pto_machine *m, pto_tile *dst, const pto_tile *src)
{
    if (!dst || !src) return fail(set_error(m, PTO_ERR_ARG, "TMOV: no destination or source handle"));
    pto_tile shape = *src; /* TileShapeAndTypeMatch: the destination is the source's shape */
    shape.hand = dst->hand;
    shape.mask = dst->mask;
    shape.pad = dst->pad;
    shape.index = dst->index;
    *dst = shape;
    tlsu_args a = {F_BSTART_TMOV, src->dtype, src, src, NULL, NULL, dst, mask_of(dst), 0, {0, 0}, NULL, -1};
    return tlsu_call_in(m, "TMOV", &a);
}

pto_result pto_tprefetch(pto_machine *m, unsigned dtype, uint32_t rows, uint32_t cols, uint64_t addr, uint64_t stride)
{
    uint32_t pcols = 1;
    while (pcols < cols && pcols < 65536u) pcols *= 2;
    pto_tile shape = pto_tile_make(dtype, rows, pcols);
    shape.valid_cols = cols;
    tlsu_args a = {F_BSTART_TPREFETCH, dtype, &shape, NULL, NULL, NULL, NULL, 0, 2, {addr, stride}, NULL, -1};
    return tlsu_call(m, "TPREFETCH", &a);
}

pto_result pto_gmov(pto_machine *m, pto_tile *dst, const pto_tile *src, unsigned peer)
{
    if (!dst || !src) return fail(set_error(m, PTO_ERR_ARG, "GMOV: no destination or source handle"));
    pto_tile shape = *src;
    shape.hand = dst->hand;
    shape.mask = dst->mask;
    shape.pad = dst->pad;
    shape.index = dst->index;
    *dst = shape;
    tlsu_args a = {F_BSTART_GMOV, src->dtype, NULL, src, NULL, NULL, dst, mask_of(dst), 1, {peer, 0}, NULL, -1};
    return tlsu_call(m, "GMOV", &a);
}

/* The gathers' destination shape: the index tile's valid shape (the
 * explicit LB shape of their schemas) in dst's physical columns. */
static const pto_tile *gather_shape(pto_tile *dst, const pto_tile *index)
{
    dst->valid_rows = index->valid_rows;
    dst->valid_cols = index->valid_cols;
    return dst;
}

pto_result pto_mgather(pto_machine *m, pto_tile *dst, const pto_tile *index, uint64_t base)
{
    if (!dst || !index) return fail(set_error(m, PTO_ERR_ARG, "MGATHER: no destination or index handle"));
    tlsu_args a = {F_BSTART_MGATHER, dst->dtype, gather_shape(dst, index), index, NULL, NULL, dst, mask_of(dst), 1,
                   {base, 0}, NULL, -1};
    return tlsu_call(m, "MGATHER", &a);
}

pto_result pto_mscatter(pto_machine *m, const pto_tile *src, const pto_tile *index, uint64_t base)
{
    if (!src || !index) return fail(set_error(m, PTO_ERR_ARG, "MSCATTER: no source or index handle"));
    tlsu_args a = {F_BSTART_MSCATTER, src->dtype, src, src, index, NULL, NULL, mask_of(src), 1, {base, 0}, NULL, -1};
    return tlsu_call(m, "MSCATTER", &a);
}

pto_result pto_mgather_mask(pto_machine *m, pto_tile *dst, const pto_tile *index, const pto_tile *mask, uint64_t base)
{
    if (!dst || !index || !mask) return fail(set_error(m, PTO_ERR_ARG, "MGATHER_MASK: a handle is missing"));
    tlsu_args a = {F_BSTART_MGATHER_MASK, dst->dtype, gather_shape(dst, index), index, mask, NULL, dst, mask_of(dst),
                   1, {base, 0}, NULL, -1};
    return tlsu_call(m, "MGATHER_MASK", &a);
}

pto_result pto_mscatter_mask(pto_machine *m, const pto_tile *src, const pto_tile *index, const pto_tile *mask,
                             uint64_t base)
{
    if (!src || !index || !mask) return fail(set_error(m, PTO_ERR_ARG, "MSCATTER_MASK: a handle is missing"));
    tlsu_args a = {F_BSTART_MSCATTER_MASK, src->dtype, src, src, index, mask, NULL, mask_of(src), 1, {base, 0}, NULL, -1};
    return tlsu_call(m, "MSCATTER_MASK", &a);
}

pto_result pto_mgather_cas(pto_machine *m, pto_tile *dst, const pto_tile *index, const pto_tile *expected,
                           const pto_tile *replacement, uint64_t base)
{
    if (!dst || !index || !expected || !replacement)
        return fail(set_error(m, PTO_ERR_ARG, "MGATHER_CAS: a handle is missing"));
    tlsu_args a = {F_BSTART_MGATHER_CAS, dst->dtype, gather_shape(dst, index), index, expected, replacement, dst,
                   mask_of(dst), 1, {base, 0}, NULL, -1};
    return tlsu_call(m, "MGATHER_CAS", &a);
}

/* ---- TSEL, the generators and the partial family ------------------------------------ */

static pto_result tepl_call(pto_machine *m, unsigned sel, tlsu_args *a)
{
    a->form = F_BSTART_TEPL;
    a->op = op_of_selector(sel);
    return tlsu_call(m, a->op->name, a);
}

pto_result pto_tsel(pto_machine *m, pto_tile *dst, const pto_tile *mask, const pto_tile *src_true,
                    const pto_tile *src_false)
{
    if (!dst || !mask || !src_true || !src_false) return fail(set_error(m, PTO_ERR_ARG, "TSEL: a handle is missing"));
    pto_tile shape = *src_true;
    shape.hand = dst->hand;
    shape.mask = dst->mask;
    shape.pad = dst->pad;
    shape.index = dst->index;
    *dst = shape;
    tlsu_args a = {0, dst->dtype, dst, mask, src_true, src_false, dst, mask_of(dst), 0, {0, 0}, NULL,
                   (int)pto_pad_to_datr(dst->pad)};
    return tepl_call(m, OPSEL_TSEL, &a);
}

pto_result pto_tci(pto_machine *m, pto_tile *dst, uint64_t start, bool descending)
{
    if (!dst) return fail(set_error(m, PTO_ERR_ARG, "TCI: no destination handle"));
    tlsu_args a = {0, dst->dtype, dst, NULL, NULL, NULL, dst, mask_of(dst), 2, {start, descending}, NULL, -1};
    return tepl_call(m, OPSEL_TCI, &a);
}

pto_result pto_ttri(pto_machine *m, pto_tile *dst, int64_t diagonal, bool upper)
{
    if (!dst) return fail(set_error(m, PTO_ERR_ARG, "TTRI: no destination handle"));
    tlsu_args a = {0, dst->dtype, dst, NULL, NULL, NULL, dst, mask_of(dst), 2, {(uint64_t)diagonal, upper}, NULL, -1};
    return tepl_call(m, OPSEL_TTRI, &a);
}

pto_result pto_tfillpad(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t fill)
{
    if (!dst || !src) return fail(set_error(m, PTO_ERR_ARG, "TFILLPAD: no destination or source handle"));
    tlsu_args a = {0, src->dtype, dst, src, NULL, NULL, dst, mask_of(dst), 1, {fill, 0}, NULL, -1};
    return tepl_call(m, OPSEL_TFILLPAD, &a);
}

#define PARTIAL(fn, sel)                                                                                  \
    pto_result pto_##fn(pto_machine *m, pto_tile *dst, const pto_tile *a, const pto_tile *b)               \
    {                                                                                                     \
        if (!dst || !a || !b) return fail(set_error(m, PTO_ERR_ARG, #fn ": a handle is missing"));         \
        tlsu_args x = {0, dst->dtype, dst, a, b, NULL, dst, mask_of(dst), 0, {0, 0}, NULL, -1};           \
        return tepl_call(m, sel, &x);                                                                     \
    }
PARTIAL(tpartadd, OPSEL_TPARTADD)
PARTIAL(tpartmul, OPSEL_TPARTMUL)
PARTIAL(tpartmax, OPSEL_TPARTMAX)
PARTIAL(tpartmin, OPSEL_TPARTMIN)

pto_result pto_tfma(pto_machine *m, pto_tile *dst, const pto_tile *a, const pto_tile *b, const pto_tile *c)
{
    if (!dst || !a || !b || !c) return fail(set_error(m, PTO_ERR_ARG, "TFMA: a handle is missing"));
    tlsu_args x = {0, dst->dtype, dst, a, b, c, dst, mask_of(dst), 0, {0, 0}, NULL, (int)pto_pad_to_datr(dst->pad)};
    return tepl_call(m, OPSEL_TFMA, &x);
}

/* ---- reductions and expansions --------------------------------------------------------- */

/* A closed reduction or expansion bundle: BSTART sel, dt; B.DATR with the
 * destination's pad and DataType datr_dt (-1: the field is 0, and B.DATR is
 * left out when the pad is Null); B.DIM from dims (LB1, LB2 left out at
 * their defaults); B.IOT s0[, s1], mask, last, ->hand<bytes>; BSTOP.  On
 * success the destination handle takes type dst_dt. */
static pto_result rx_call(pto_machine *m, unsigned sel, pto_tile *dst, const pto_tile *s0, const pto_tile *s1,
                          const pto_tile *dims, unsigned dt, unsigned dst_dt, int datr_dt)
{
    const op_info *op = op_of_selector(sel);
    if (m->fault.kind != PTO_FAULT_NONE)
        return fail(set_error(m, PTO_ERR_STATE, "%s: the machine stopped at a %s fault; pto_recover() first", op->name,
                              pto_fault_kind_name(m->fault.kind)));
    if (m->blk.active)
        return fail(set_error(m, PTO_ERR_STATE, "%s: a block is open (BPC 0x%llx); pto_recover() discards it", op->name,
                              (unsigned long long)m->bpc));
    if (handle_fields(m, dst, "the destination", true)) return fail(PTO_ERR_ARG);
    bool copy = (sel & 0xFu) == 0x4u;
    if (!handle_tile(m, s0, copy ? "the broadcast" : "the source")) return fail(PTO_ERR_ARG);
    if (s1 && !handle_tile(m, s1, "the broadcast")) return fail(PTO_ERR_ARG);
    uint32_t bytes = local_tile_bytes(dst_dt, dst->rows, dst->cols);
    if (!bytes)
        return fail(set_error(m, PTO_ERR_ARG,
                              "%s: the destination %ux%u %s is not a Local tile of 128 B..64 KiB (cols a power of two)",
                              op->name, dst->rows, dst->cols, pto_dtypes[dst_dt].name));
    if ((dims->valid_cols | dims->valid_rows | dims->cols) >> 17)
        return fail(set_error(m, PTO_ERR_ARG, "%s: the shape has no B.DIM encoding (17 bits)", op->name));
    unsigned pad = pto_pad_to_datr(dst->pad), pe_mode = (unsigned)pe_mode_of(mask_of(dst));
    bundle b;
    b.len = 0;
    b.bad = false;
    put_bstart(&b, op, dt);
    if (pad != 3 || datr_dt >= 0) {
        insn *in = &b.in;
        in->form = F_B_DATR;
        in->f[FLD_CMode] = in->f[FLD_Sat] = in->f[FLD_Canonicalize] = in->f[FLD_RMode] = in->f[FLD_Layout] = 0;
        in->f[FLD_PadValue] = pad;
        in->f[FLD_DataType] = datr_dt < 0 ? 0u : (uint32_t)datr_dt;
        put(&b);
    }
    put_dims(&b, dims, true);
    put_iot(&b, s0, s1, pe_mode, dst->hand, bytes);
    put_bstop(&b);
    if (b.bad) return fail(set_error(m, PTO_ERR_ARG, "%s: the operands have no bundle encoding", op->name));
    pto_result r = run_words(m, &b, dst, dst->hand, mask_of(dst), NULL);
    if (r.status == PTO_OK) dst->dtype = dst_dt;
    return r;
}

/* A reduction: the destination handle gets the result's type and shape. */
static pto_result reduce_call(pto_machine *m, unsigned sel, pto_tile *dst, const pto_tile *src)
{
    const op_info *op = op_of_selector(sel);
    if (!dst || !src) return fail(set_error(m, PTO_ERR_ARG, "%s: no destination or source handle", op->name));
    if (!dt_concrete(src->dtype) || !pto_dtypes[src->dtype].vec16)
        return fail(set_error(m, PTO_ERR_ARG, "%s: the source's DataType %u is not a VEC type", op->name, src->dtype));
    bool column = (sel & 0x10u) != 0, arg = (sel & 0xFu) >= 0xCu;
    unsigned ddt = arg ? DT_U32 : src->dtype;
    uint64_t w = pto_dtypes[ddt].bits / 8u, cols = column ? src->cols : 1u, vr = column ? 1u : src->valid_rows;
    uint32_t bytes = cols ? local_capacity_for((vr ? vr : 1u) * cols * w) : 0;
    if (!bytes)
        return fail(set_error(m, PTO_ERR_ARG, "%s: the result does not fit a Local tile of 64 KiB", op->name));
    dst->dtype = ddt;
    dst->cols = (uint32_t)cols;
    dst->rows = (uint32_t)(bytes / (cols * w));
    dst->valid_rows = (uint32_t)vr;
    dst->valid_cols = column ? src->valid_cols : 1u;
    return rx_call(m, sel, dst, src, NULL, src, src->dtype, ddt, -1);
}

#define REDUCE(fn, sel) \
    pto_result pto_##fn(pto_machine *m, pto_tile *dst, const pto_tile *src) { return reduce_call(m, sel, dst, src); }
REDUCE(trowsum, OPSEL_TROWSUM)
REDUCE(trowmax, OPSEL_TROWMAX)
REDUCE(trowmin, OPSEL_TROWMIN)
REDUCE(trowprod, OPSEL_TROWPROD)
REDUCE(trowargmax, OPSEL_TROWARGMAX)
REDUCE(trowargmin, OPSEL_TROWARGMIN)
REDUCE(tcolsum, OPSEL_TCOLSUM)
REDUCE(tcolmax, OPSEL_TCOLMAX)
REDUCE(tcolmin, OPSEL_TCOLMIN)
REDUCE(tcolprod, OPSEL_TCOLPROD)
REDUCE(tcolargmax, OPSEL_TCOLARGMAX)
REDUCE(tcolargmin, OPSEL_TCOLARGMIN)
#undef REDUCE

/* COPY: dst's shape is the caller's, its type the broadcast's. */
static pto_result expand_copy_call(pto_machine *m, unsigned sel, pto_tile *dst, const pto_tile *bcast)
{
    const op_info *op = op_of_selector(sel);
    if (!dst || !bcast) return fail(set_error(m, PTO_ERR_ARG, "%s: no destination or broadcast handle", op->name));
    if (!dt_concrete(bcast->dtype))
        return fail(set_error(m, PTO_ERR_ARG, "%s: DataType %u is reserved", op->name, bcast->dtype));
    return rx_call(m, sel, dst, bcast, NULL, dst, bcast->dtype, bcast->dtype, -1);
}

/* The binary forms and EXPDIF: dst takes src's shape; its type is src's,
 * except EXPDIF, whose destination type is the caller's (FP32 from FP16 or
 * BF16 sources, else the source's) and goes into B.DATR DataType. */
static pto_result expand_call(pto_machine *m, unsigned sel, pto_tile *dst, const pto_tile *src, const pto_tile *bcast)
{
    const op_info *op = op_of_selector(sel);
    if (!dst || !src || !bcast) return fail(set_error(m, PTO_ERR_ARG, "%s: a handle is missing", op->name));
    if (!dt_concrete(src->dtype))
        return fail(set_error(m, PTO_ERR_ARG, "%s: DataType %u is reserved", op->name, src->dtype));
    bool expdif = (sel & 0xFu) == 0xBu;
    unsigned ddt = expdif ? dst->dtype : src->dtype;
    if (!dt_concrete(ddt)) return fail(set_error(m, PTO_ERR_ARG, "%s: DataType %u is reserved", op->name, ddt));
    int datr_dt = -1;
    if (expdif) datr_dt = ddt != src->dtype ? (int)ddt : DT_NONE; /* DTYPE_NONE: the source type (D14) */
    dst->rows = src->rows;
    dst->cols = src->cols;
    dst->valid_rows = src->valid_rows;
    dst->valid_cols = src->valid_cols;
    uint32_t wd = pto_dtypes[ddt].bits / 8u; /* a wider EXPDIF result: the rows of Col that fit 64 KiB */
    if (dst->cols && (uint64_t)dst->rows * dst->cols * wd > 65536) dst->rows = 65536u / (dst->cols * wd);
    return rx_call(m, sel, dst, src, bcast, src, src->dtype, ddt, datr_dt);
}

pto_result pto_trowexpand(pto_machine *m, pto_tile *dst, const pto_tile *bcast)
{
    return expand_copy_call(m, OPSEL_TROWEXPAND, dst, bcast);
}
pto_result pto_tcolexpand(pto_machine *m, pto_tile *dst, const pto_tile *bcast)
{
    return expand_copy_call(m, OPSEL_TCOLEXPAND, dst, bcast);
}
#define EXPAND(fn, sel)                                                                                    \
    pto_result pto_##fn(pto_machine *m, pto_tile *dst, const pto_tile *src, const pto_tile *bcast)          \
    {                                                                                                      \
        return expand_call(m, sel, dst, src, bcast);                                                       \
    }
EXPAND(trowexpandadd, OPSEL_TROWEXPANDADD)
EXPAND(trowexpandsub, OPSEL_TROWEXPANDSUB)
EXPAND(trowexpandmul, OPSEL_TROWEXPANDMUL)
EXPAND(trowexpanddiv, OPSEL_TROWEXPANDDIV)
EXPAND(trowexpandmax, OPSEL_TROWEXPANDMAX)
EXPAND(trowexpandmin, OPSEL_TROWEXPANDMIN)
EXPAND(trowexpandexpdif, OPSEL_TROWEXPANDEXPDIF)
EXPAND(tcolexpandadd, OPSEL_TCOLEXPANDADD)
EXPAND(tcolexpandsub, OPSEL_TCOLEXPANDSUB)
EXPAND(tcolexpandmul, OPSEL_TCOLEXPANDMUL)
EXPAND(tcolexpanddiv, OPSEL_TCOLEXPANDDIV)
EXPAND(tcolexpandmax, OPSEL_TCOLEXPANDMAX)
EXPAND(tcolexpandmin, OPSEL_TCOLEXPANDMIN)
EXPAND(tcolexpandexpdif, OPSEL_TCOLEXPANDEXPDIF)
#undef EXPAND

/* ---- CUBE tiles and the matrix family ----------------------------------------------------- */

/* The capacity of a CUBE tile of this shape (the smallest Local size that
 * holds its cells), 0 if none. */
static uint32_t cube_cap(unsigned layout, unsigned dt, uint32_t vr, uint32_t vc)
{
    uint32_t cells = cube_cells(layout, vr, vc, dt);
    return cells ? local_capacity_for((uint64_t)cells * 128u) : 0;
}

pto_result pto_tile_create_cube(pto_machine *m, pto_tile *t, unsigned layout, const uint64_t *values)
{
    if (!t) return fail(set_error(m, PTO_ERR_ARG, "pto_tile_create_cube: no tile handle (NULL)"));
    if (handle_fields(m, t, "the tile", false)) return fail(PTO_ERR_ARG);
    if (!layout_is_cube(layout)) return fail(set_error(m, PTO_ERR_ARG, "layout %u is not a CUBE layout", layout));
    uint32_t cap = cube_cap(layout, t->dtype, t->valid_rows, t->valid_cols);
    if (!cap || !cube_shape_legal(cap, t->valid_rows, t->valid_cols, t->dtype, layout))
        return fail(set_error(m, PTO_ERR_ARG, "a %ux%u tile of DataType %u has no %s layout", t->valid_rows, t->valid_cols,
                              t->dtype, pto_layout_name(layout)));
    int slot = tile_free_in_hand(m, t->hand);
    if (slot < 0) return fail(set_error(m, PTO_ERR_STATE, "no free tile in the %c hand", "TUMN"[t->hand]));
    pto_tile_desc d = {PTO_TILE_NUMERIC, t->dtype, cap, 0, 0, t->valid_rows, t->valid_cols, layout, mask_of(t)};
    pto_result r = ok();
    if ((r.status = pto_tile_configure(m, (unsigned)slot, &d))) return r;
    tile *x = &m->tiles[slot];
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(x->mask & pe_bit(pe))) continue;
        for (uint32_t i = 0; i < t->valid_rows * t->valid_cols; i++) {
            uint32_t e = cube_index(x, i / t->valid_cols, i % t->valid_cols);
            if ((r.status = pto_tile_write(m, (unsigned)slot, pe, e, values ? values[i] : 0))) {
                pto_tile_release(m, (unsigned)slot);
                return r;
            }
        }
    }
    t->index = slot;
    t->rows = x->rows;
    t->cols = x->cols;
    return r;
}

static pto_result cube_xport(pto_machine *m, const char *name, pto_tile *t, bool load, unsigned layout, uint64_t addr,
                             uint64_t stride)
{
    if (m->fault.kind != PTO_FAULT_NONE || m->blk.active)
        return fail(set_error(m, PTO_ERR_STATE, "%s: a fault is recorded or a block is open; pto_recover() first", name));
    if (handle_fields(m, t, load ? "the destination" : "the source", true)) return fail(PTO_ERR_ARG);
    uint32_t cap = 0;
    if (load) {
        if (!layout_is_cube(layout)) return fail(set_error(m, PTO_ERR_ARG, "%s: layout %u is not a CUBE layout", name, layout));
        cap = cube_cap(layout, t->dtype, t->valid_rows, t->valid_cols);
        if (!cap) return fail(set_error(m, PTO_ERR_ARG, "%s: a %ux%u tile has no %s layout", name, t->valid_rows,
                                         t->valid_cols, pto_layout_name(layout)));
    } else {
        const tile *x = handle_tile(m, t, "the source");
        if (!x) return fail(PTO_ERR_ARG);
        layout = x->layout;
        if (!layout_is_cube(layout)) return fail(set_error(m, PTO_ERR_ARG, "%s: the source is not a CUBE tile", name));
    }
    if (!dt_concrete(t->dtype) || (t->valid_rows | t->valid_cols) >> 16)
        return fail(set_error(m, PTO_ERR_ARG, "%s: the handle has no bundle encoding", name));
    bundle b;
    b.len = 0;
    b.bad = false;
    b.in.form = (uint8_t)(load ? F_BSTART_TLOAD : F_BSTART_TSTORE);
    b.in.f[FLD_DataType] = t->dtype;
    put(&b);
    insn *in = &b.in;
    in->form = F_B_DATR;
    in->f[FLD_CMode] = in->f[FLD_Sat] = in->f[FLD_Canonicalize] = in->f[FLD_RMode] = 0;
    in->f[FLD_PadValue] = load ? pto_pad_to_datr(t->pad) : 0;
    in->f[FLD_DataType] = DT_NONE;
    /* ND2M32 21, ND2M16 22, ND2N8 23; M322ND 24, M162ND 25, N82ND 26 */
    in->f[FLD_Layout] = (uint32_t)(load ? layout : layout + 3u);
    put(&b);
    for (unsigned lb = 0; lb < 2; lb++) {
        in->form = (uint16_t)(F_B_DIM_LB0 + lb);
        in->f[FLD_RegSrc] = 0;
        in->f[FLD_Uimm] = lb ? t->valid_rows : t->valid_cols;
        put(&b);
    }
    put_binding(&b, load ? NULL : t, NULL, load, true, (unsigned)pe_mode_of(mask_of(t)), t->hand, cap);
    in->form = F_B_IOR;
    in->f[FLD_RegSrc0] = 2;
    in->f[FLD_RegSrc1] = 3;
    in->f[FLD_RegSrc2] = in->f[FLD_RegDst] = 0;
    put(&b);
    put_bstop(&b);
    if (b.bad) return fail(set_error(m, PTO_ERR_ARG, "%s: the operands have no bundle encoding", name));
    for (unsigned pe = 0; pe < PTO_PES; pe++)
        if (mask_of(t) & pe_bit(pe)) m->gpr[pe][2] = addr, m->gpr[pe][3] = stride;
    pto_tile scratch = pto_tile_make(0, 0, 0);
    pto_result r = run_words(m, &b, load ? t : &scratch, t->hand, mask_of(t), NULL);
    if (r.status == PTO_OK && load) {
        t->rows = m->tiles[t->index].rows;
        t->cols = m->tiles[t->index].cols;
    }
    return r;
}

pto_result pto_tload_cube(pto_machine *m, pto_tile *dst, unsigned layout, uint64_t addr, uint64_t stride)
{
    if (!dst) return fail(set_error(m, PTO_ERR_ARG, "TLOAD: no destination handle"));
    return cube_xport(m, "TLOAD", dst, true, layout, addr, stride);
}

pto_result pto_tstore_cube(pto_machine *m, const pto_tile *src, uint64_t addr, uint64_t stride)
{
    if (!src) return fail(set_error(m, PTO_ERR_ARG, "TSTORE: no source handle"));
    pto_tile t = *src;
    return cube_xport(m, "TSTORE", &t, false, 0, addr, stride);
}

/* A matrix call: the CUBE function fn and its sources in stream order. */
static pto_result mm_call(pto_machine *m, unsigned fn, pto_tile *d, const pto_tile *c, const pto_tile *a,
                          const pto_tile *sa, const pto_tile *b, const pto_tile *sb, const pto_tile *bias)
{
    const op_info *op = op_of_selector(OP_CUBE_BASE + fn);
    if (!d || !a || !b) return fail(set_error(m, PTO_ERR_ARG, "%s: no destination, A or B handle", op->name));
    /* fn & 3: 1 the bias forms, 2 the accumulating forms (the MX scales may be NULL) */
    if ((fn & 3u) == 2u && !c) return fail(set_error(m, PTO_ERR_ARG, "%s: no accumulator handle (NULL)", op->name));
    if ((fn & 3u) == 1u && !bias) return fail(set_error(m, PTO_ERR_ARG, "%s: no bias handle (NULL)", op->name));
    if (m->fault.kind != PTO_FAULT_NONE || m->blk.active)
        return fail(set_error(m, PTO_ERR_STATE, "%s: a fault is recorded or a block is open; pto_recover() first",
                              op->name));
    if (handle_fields(m, d, "the destination", true)) return fail(PTO_ERR_ARG);
    const pto_tile *src[6];
    unsigned n = 0;
    if (c) src[n++] = c;
    src[n++] = a;
    if (sa) src[n++] = sa;
    src[n++] = b;
    if (sb) src[n++] = sb;
    if (bias) src[n++] = bias;
    for (unsigned i = 0; i < n; i++)
        if (!handle_tile(m, src[i], "a source")) return fail(PTO_ERR_ARG);
    if ((a->valid_rows | a->valid_cols | b->valid_cols) >> 16)
        return fail(set_error(m, PTO_ERR_ARG, "%s: M, N or K has no B.DIM encoding", op->name));
    const tile *ta = &m->tiles[a->index];
    unsigned cls = pto_dtypes[a->dtype].cls;
    unsigned acc = fn & 4u ? DT_FP32 : cls == DTC_F || a->dtype <= 12 ? DT_FP32 : cls == DTC_S || a->dtype == 20 ? DT_S32 : DT_U32;
    uint32_t cap = layout_is_cube(ta->layout) ? cube_cap(ta->layout, acc, a->valid_rows, b->valid_cols) : 0;
    if (!cap) cap = 128;
    bundle bb;
    bb.len = 0;
    bb.bad = false;
    static const uint8_t forms[23] = {
        [0] = F_BSTART_TMATMUL, [1] = F_BSTART_TMATMUL_BIAS, [2] = F_BSTART_TMATMUL_ACC, [4] = F_BSTART_TMATMULMX,
        [5] = F_BSTART_TMATMULMX_BIAS, [6] = F_BSTART_TMATMULMX_ACC, [16] = F_BSTART_TGEMV, [17] = F_BSTART_TGEMV_BIAS,
        [18] = F_BSTART_TGEMV_ACC, [20] = F_BSTART_TGEMVMX, [21] = F_BSTART_TGEMVMX_BIAS, [22] = F_BSTART_TGEMVMX_ACC};
    insn *in = &bb.in;
    in->form = forms[fn];
    in->f[FLD_DataType] = a->dtype;
    put(&bb);
    if (b->dtype != a->dtype) { /* B's type (B.DATR DataType) */
        in->form = F_B_DATR;
        in->f[FLD_CMode] = in->f[FLD_PadValue] = in->f[FLD_Sat] = in->f[FLD_Canonicalize] = 0;
        in->f[FLD_RMode] = in->f[FLD_Layout] = 0;
        in->f[FLD_DataType] = b->dtype;
        put(&bb);
    }
    memset(in->f, 0, sizeof in->f);
    in->form = F_B_FPATR; /* the plain word 0x00002023 */
    put(&bb);
    const uint32_t dims[3] = {a->valid_rows, b->valid_cols, a->valid_cols};
    for (unsigned lb = 0; lb < 3; lb++) {
        in->form = (uint16_t)(F_B_DIM_LB0 + lb);
        in->f[FLD_RegSrc] = 0;
        in->f[FLD_Uimm] = dims[lb];
        put(&bb);
    }
    unsigned pm = (unsigned)pe_mode_of(mask_of(d)), i = 0;
    while (n - i > 2) put_binding(&bb, src[i], src[i + 1], false, false, pm, 0, 0), i += 2;
    put_binding(&bb, src[i], n - i == 2 ? src[i + 1] : NULL, true, true, pm, d->hand, cap);
    put_bstop(&bb);
    if (bb.bad || bb.len > PLAN_MAX_BYTES)
        return fail(set_error(m, PTO_ERR_ARG, "%s: the operands have no bundle encoding", op->name));
    pto_result r = run_words(m, &bb, d, d->hand, mask_of(d), NULL);
    if (r.status == PTO_OK) {
        const tile *t = &m->tiles[d->index];
        d->dtype = t->dtype;
        d->rows = t->rows, d->cols = t->cols;
        d->valid_rows = t->vrows, d->valid_cols = t->vcols;
    }
    return r;
}

pto_result pto_tmatmul(pto_machine *m, pto_tile *d, const pto_tile *a, const pto_tile *b)
{ return mm_call(m, 0, d, NULL, a, NULL, b, NULL, NULL); }
pto_result pto_tmatmul_bias(pto_machine *m, pto_tile *d, const pto_tile *a, const pto_tile *b, const pto_tile *bias)
{ return mm_call(m, 1, d, NULL, a, NULL, b, NULL, bias); }
pto_result pto_tmatmul_acc(pto_machine *m, pto_tile *d, const pto_tile *c, const pto_tile *a, const pto_tile *b)
{ return mm_call(m, 2, d, c, a, NULL, b, NULL, NULL); }
pto_result pto_tmatmul_mx(pto_machine *m, pto_tile *d, const pto_tile *a, const pto_tile *sa, const pto_tile *b,
                          const pto_tile *sb)
{ return mm_call(m, 4, d, NULL, a, sa, b, sb, NULL); }
pto_result pto_tmatmul_mx_bias(pto_machine *m, pto_tile *d, const pto_tile *a, const pto_tile *sa, const pto_tile *b,
                               const pto_tile *sb, const pto_tile *bias)
{ return mm_call(m, 5, d, NULL, a, sa, b, sb, bias); }
pto_result pto_tmatmul_mx_acc(pto_machine *m, pto_tile *d, const pto_tile *c, const pto_tile *a, const pto_tile *sa,
                              const pto_tile *b, const pto_tile *sb)
{ return mm_call(m, 6, d, c, a, sa, b, sb, NULL); }
pto_result pto_tgemv(pto_machine *m, pto_tile *d, const pto_tile *a, const pto_tile *b)
{ return mm_call(m, 16, d, NULL, a, NULL, b, NULL, NULL); }
pto_result pto_tgemv_bias(pto_machine *m, pto_tile *d, const pto_tile *a, const pto_tile *b, const pto_tile *bias)
{ return mm_call(m, 17, d, NULL, a, NULL, b, NULL, bias); }
pto_result pto_tgemv_acc(pto_machine *m, pto_tile *d, const pto_tile *c, const pto_tile *a, const pto_tile *b)
{ return mm_call(m, 18, d, c, a, NULL, b, NULL, NULL); }
pto_result pto_tgemv_mx(pto_machine *m, pto_tile *d, const pto_tile *a, const pto_tile *sa, const pto_tile *b,
                        const pto_tile *sb)
{ return mm_call(m, 20, d, NULL, a, sa, b, sb, NULL); }
pto_result pto_tgemv_mx_bias(pto_machine *m, pto_tile *d, const pto_tile *a, const pto_tile *sa, const pto_tile *b,
                             const pto_tile *sb, const pto_tile *bias)
{ return mm_call(m, 21, d, NULL, a, sa, b, sb, bias); }
pto_result pto_tgemv_mx_acc(pto_machine *m, pto_tile *d, const pto_tile *c, const pto_tile *a, const pto_tile *sa,
                            const pto_tile *b, const pto_tile *sb)
{ return mm_call(m, 22, d, c, a, sa, b, sb, NULL); }

/* ---- rearrangement (rearrangement.asl, indexed-rearrangement.asl) ------------------------ */

/* A TEPL call whose LB0, LB1, LB2 are lb0, lb1, lb2; dst's pad goes to
 * B.DATR (Null: none). */
static pto_result rearrange_call(pto_machine *m, unsigned sel, pto_tile *dst, const pto_tile *s0, const pto_tile *s1,
                                 uint32_t lb0, uint32_t lb1, uint32_t lb2)
{
    pto_tile shape = pto_tile_make(dst->dtype, 0, lb2);
    shape.valid_cols = lb0;
    shape.valid_rows = lb1;
    tlsu_args a = {0, dst->dtype, &shape, s0, s1, NULL, dst, mask_of(dst), 0, {0, 0}, NULL,
                   (int)pto_pad_to_datr(dst->pad)};
    return tepl_call(m, sel, &a);
}

pto_result pto_ttrans(pto_machine *m, pto_tile *dst, const pto_tile *src)
{
    if (!dst || !src) return fail(set_error(m, PTO_ERR_ARG, "TTRANS: no destination or source handle"));
    dst->valid_rows = src->valid_cols;
    dst->valid_cols = src->valid_rows;
    return rearrange_call(m, OPSEL_TTRANS, dst, src, NULL, dst->valid_cols, dst->valid_rows, dst->cols);
}

pto_result pto_tconcat(pto_machine *m, pto_tile *dst, const pto_tile *left, const pto_tile *right)
{
    if (!dst || !left || !right) return fail(set_error(m, PTO_ERR_ARG, "TCONCAT: a handle is missing"));
    dst->valid_rows = left->valid_rows;
    dst->valid_cols = left->valid_cols + right->valid_cols;
    return rearrange_call(m, OPSEL_TCONCAT, dst, left, right, dst->valid_cols, dst->valid_rows, dst->cols);
}

pto_result pto_textract(pto_machine *m, pto_tile *dst, const pto_tile *src, uint16_t row, uint16_t col)
{
    if (!dst || !src) return fail(set_error(m, PTO_ERR_ARG, "TEXTRACT: no destination or source handle"));
    dst->valid_rows = col ? col : src->valid_rows; /* decisions D29: LB1 is the column offset and ValidRow */
    dst->valid_cols = row ? row : src->valid_cols; /* LB0 is the row offset and ValidCol */
    return rearrange_call(m, OPSEL_TEXTRACT, dst, src, NULL, row, col, dst->cols);
}

pto_result pto_tinsert(pto_machine *m, pto_tile *dst, const pto_tile *old, const pto_tile *src, uint16_t row,
                       uint16_t col)
{
    if (!dst || !old || !src) return fail(set_error(m, PTO_ERR_ARG, "TINSERT: a handle is missing"));
    pto_tile shape = *old; /* TileShapeAndTypeMatch: the destination is the old destination's shape */
    shape.hand = dst->hand;
    shape.mask = dst->mask;
    shape.pad = dst->pad;
    shape.index = dst->index;
    *dst = shape;
    return rearrange_call(m, OPSEL_TINSERT, dst, old, src, row, col, old->cols);
}

pto_result pto_tgather(pto_machine *m, pto_tile *dst, const pto_tile *src, const pto_tile *index)
{
    if (!dst || !src || !index) return fail(set_error(m, PTO_ERR_ARG, "TGATHER: a handle is missing"));
    dst->valid_rows = index->valid_rows;
    dst->valid_cols = index->valid_cols;
    return rearrange_call(m, OPSEL_TGATHER, dst, src, index, dst->valid_cols, dst->valid_rows, dst->cols);
}

pto_result pto_tscatter(pto_machine *m, pto_tile *dst, const pto_tile *src, const pto_tile *index)
{
    if (!dst || !src || !index) return fail(set_error(m, PTO_ERR_ARG, "TSCATTER: a handle is missing"));
    dst->valid_cols = src->valid_cols;
    return rearrange_call(m, OPSEL_TSCATTER, dst, src, index, dst->valid_cols, dst->valid_rows, dst->cols);
}

/* ---- TCVT ------------------------------------------------------------------------------ */

/* BSTART.VEC TCVT, src type; B.DATR {DataType = dst_dtype, RMode, Sat, pad,
 * Layout NORM}; B.DIM from src; B.IOT src, mask, last, ->hand<bytes>; BSTOP.
 * The destination handle takes src's shape and valid shape and dst_dtype. */
pto_result pto_tcvt(pto_machine *m, pto_tile *dst, const pto_tile *src, unsigned dst_dtype, pto_rmode rmode, bool sat)
{
    const op_info *op = op_of_selector(OPSEL_TCVT);
    if (!dst || !src) return fail(set_error(m, PTO_ERR_ARG, "TCVT: no destination or source handle"));
    if (m->fault.kind != PTO_FAULT_NONE)
        return fail(set_error(m, PTO_ERR_STATE, "TCVT: the machine stopped at a %s fault; pto_recover() first",
                              pto_fault_kind_name(m->fault.kind)));
    if (m->blk.active)
        return fail(set_error(m, PTO_ERR_STATE, "TCVT: a block is open (BPC 0x%llx); pto_recover() discards it",
                              (unsigned long long)m->bpc));
    if (!dt_concrete(dst_dtype)) return fail(set_error(m, PTO_ERR_ARG, "TCVT: DataType %u is reserved", dst_dtype));
    if ((unsigned)rmode > PTO_RMODE_RHB) return fail(set_error(m, PTO_ERR_ARG, "TCVT: unknown RMode %d", (int)rmode));
    if (handle_fields(m, dst, "the destination", true)) return fail(PTO_ERR_ARG);
    if (!handle_tile(m, src, "the source")) return fail(PTO_ERR_ARG);
    uint32_t bytes = local_tile_bytes(dst_dtype, src->rows, src->cols);
    if (!bytes)
        return fail(set_error(m, PTO_ERR_ARG, "TCVT: a %ux%u %s destination is not a Local tile of 128 B..64 KiB",
                              src->rows, src->cols, pto_dtypes[dst_dtype].name));
    if ((src->valid_cols | src->valid_rows | src->cols) >> 17)
        return fail(set_error(m, PTO_ERR_ARG, "TCVT: the shape has no B.DIM encoding (17 bits)"));
    bundle b;
    b.len = 0;
    b.bad = false;
    put_bstart(&b, op, src->dtype);
    insn *in = &b.in;
    in->form = F_B_DATR;
    in->f[FLD_CMode] = in->f[FLD_Canonicalize] = in->f[FLD_Layout] = 0;
    in->f[FLD_PadValue] = pto_pad_to_datr(dst->pad);
    in->f[FLD_DataType] = dst_dtype;
    in->f[FLD_RMode] = (uint32_t)rmode;
    in->f[FLD_Sat] = sat ? 1u : 0u;
    put(&b);
    put_dims(&b, src, true);
    put_iot(&b, src, NULL, (unsigned)pe_mode_of(mask_of(dst)), dst->hand, bytes);
    put_bstop(&b);
    if (b.bad) return fail(set_error(m, PTO_ERR_ARG, "TCVT: the operands have no bundle encoding"));
    pto_result r = run_words(m, &b, dst, dst->hand, mask_of(dst), NULL);
    if (r.status == PTO_OK) {
        dst->dtype = dst_dtype;
        dst->rows = src->rows;
        dst->cols = src->cols;
        dst->valid_rows = src->valid_rows;
        dst->valid_cols = src->valid_cols;
    }
    return r;
}

/* ---- sorting ------------------------------------------------------------------------- */

/* TSORT: BSTART.SFU TSORT dt; [B.DIM LB0 = width]; B.IOR a0; B.IOT src,
 * mask ->values; B.IOT mask, last ->indices; BSTOP.  TMRGSORT: BSTART.SFU
 * TMRGSORT dt; B.IOR a0; B.IOT a, b, mask, last ->dst; BSTOP.  The
 * direction goes to a0 of the participating PEs. */
static pto_result sort_call(pto_machine *m, unsigned sel, pto_tile *dst, pto_tile *idx, const pto_tile *a,
                            const pto_tile *b, uint32_t width, bool descending)
{
    const op_info *op = op_of_selector(sel);
    if (!dst || !a || (sel == OPSEL_TSORT ? !idx : !b))
        return fail(set_error(m, PTO_ERR_ARG, "%s: a handle is missing", op->name));
    if (m->fault.kind != PTO_FAULT_NONE)
        return fail(set_error(m, PTO_ERR_STATE, "%s: the machine stopped at a %s fault; pto_recover() first", op->name,
                              pto_fault_kind_name(m->fault.kind)));
    if (m->blk.active)
        return fail(set_error(m, PTO_ERR_STATE, "%s: a block is open (BPC 0x%llx); pto_recover() discards it", op->name,
                              (unsigned long long)m->bpc));
    if (!handle_tile(m, a, "the source") || (b && !handle_tile(m, b, "the second source"))) return fail(PTO_ERR_ARG);
    if (width > 64) return fail(set_error(m, PTO_ERR_ARG, "%s: the sort width %u is above 64", op->name, width));
    pto_tile vd = *dst, id = idx ? *idx : *dst;
    vd.dtype = a->dtype;
    if (sel == OPSEL_TSORT) {
        vd.rows = a->rows, vd.cols = a->cols, vd.valid_rows = a->valid_rows, vd.valid_cols = a->valid_cols;
        id.dtype = DT_U32, id.rows = a->rows, id.cols = a->cols, id.valid_rows = a->valid_rows;
        id.valid_cols = a->valid_cols, id.mask = vd.mask;
    } else {
        uint32_t n = a->valid_cols + b->valid_cols, cols = 1;
        while (cols < n && cols < 65536u) cols *= 2;
        uint32_t bytes = local_capacity_for((uint64_t)cols * (pto_dtypes[a->dtype].bits / 8u));
        vd.cols = cols, vd.valid_rows = 1, vd.valid_cols = n;
        vd.rows = bytes ? (uint32_t)(bytes / (cols * (pto_dtypes[a->dtype].bits / 8u))) : 0;
    }
    if (handle_fields(m, &vd, "the destination", true) || (idx && handle_fields(m, &id, "the index destination", true)))
        return fail(PTO_ERR_ARG);
    uint32_t vbytes = local_tile_bytes(vd.dtype, vd.rows, vd.cols);
    uint32_t ibytes = idx ? local_tile_bytes(DT_U32, id.rows, id.cols) : 1;
    if (!vbytes || !ibytes)
        return fail(set_error(m, PTO_ERR_ARG, "%s: a destination is not a Local tile of 128 B..64 KiB", op->name));
    unsigned mask = mask_of(&vd), pe_mode = (unsigned)pe_mode_of(mask);
    bundle bb;
    bb.len = 0;
    bb.bad = false;
    put_bstart(&bb, op, a->dtype);
    if (sel == OPSEL_TSORT && width) {
        bb.in.form = F_B_DIM_LB0;
        bb.in.f[FLD_RegSrc] = 0;
        bb.in.f[FLD_Uimm] = width;
        put(&bb);
    }
    put_ior(&bb);
    if (sel == OPSEL_TSORT) {
        put_binding(&bb, a, NULL, true, false, pe_mode, vd.hand, vbytes);
        put_binding(&bb, NULL, NULL, true, true, pe_mode, id.hand, ibytes);
    } else {
        put_binding(&bb, a, b, true, true, pe_mode, vd.hand, vbytes);
    }
    put_bstop(&bb);
    if (bb.bad) return fail(set_error(m, PTO_ERR_ARG, "%s: the operands have no bundle encoding", op->name));
    int islot = -1;
    if (idx) /* the index tile's slot: the lowest free one of its hand after the values' */
        for (unsigned i = id.hand * 16u, skip = id.hand == vd.hand; i < id.hand * 16u + 16u && islot < 0; i++)
            if (!m->tiles[i].allocated) {
                if (skip) skip = 0;
                else islot = (int)i;
            }
    uint64_t dir = descending;
    pto_result r = run_words(m, &bb, &vd, vd.hand, mask, &dir);
    if (r.status == PTO_OK) {
        *dst = vd;
        if (idx) {
            id.index = islot;
            *idx = id;
        }
    }
    return r;
}

pto_result pto_tsort(pto_machine *m, pto_tile *values, pto_tile *indices, const pto_tile *src, uint32_t sort_width,
                     bool descending)
{
    return sort_call(m, OPSEL_TSORT, values, indices, src, NULL, sort_width, descending);
}

pto_result pto_tmrgsort(pto_machine *m, pto_tile *dst, const pto_tile *a, const pto_tile *b, bool descending)
{
    return sort_call(m, OPSEL_TMRGSORT, dst, NULL, a, b, 0, descending);
}

/* ---- histogram ----------------------------------------------------------------------- */

/* BSTART.SFU THISTOGRAM src type; B.DATR U32, ByteId; B.IOT src, filter,
 * mask, last, ->dst; BSTOP. */
pto_result pto_thistogram(pto_machine *m, pto_tile *dst, const pto_tile *src, const pto_tile *filter, unsigned byte_id)
{
    const op_info *op = op_of_selector(OPSEL_THISTOGRAM);
    if (!dst || !src || !filter) return fail(set_error(m, PTO_ERR_ARG, "THISTOGRAM: a handle is missing"));
    if (m->fault.kind != PTO_FAULT_NONE)
        return fail(set_error(m, PTO_ERR_STATE, "THISTOGRAM: the machine stopped at a %s fault; pto_recover() first",
                              pto_fault_kind_name(m->fault.kind)));
    if (m->blk.active)
        return fail(set_error(m, PTO_ERR_STATE, "THISTOGRAM: a block is open (BPC 0x%llx); pto_recover() discards it",
                              (unsigned long long)m->bpc));
    if (!handle_tile(m, src, "the source") || !handle_tile(m, filter, "the filter")) return fail(PTO_ERR_ARG);
    if (byte_id > 3) return fail(set_error(m, PTO_ERR_ARG, "THISTOGRAM: ByteId %u is not 0..3", byte_id));
    pto_tile d = *dst;
    uint32_t bytes = local_capacity_for((uint64_t)(src->valid_rows ? src->valid_rows : 1u) * 256u * 4u);
    d.dtype = DT_U32, d.cols = 256, d.rows = bytes / 1024u, d.valid_rows = src->valid_rows, d.valid_cols = 256;
    if (!bytes) return fail(set_error(m, PTO_ERR_ARG, "THISTOGRAM: the result does not fit a Local tile of 64 KiB"));
    if (handle_fields(m, &d, "the destination", true)) return fail(PTO_ERR_ARG);
    bundle b;
    b.len = 0;
    b.bad = false;
    put_bstart(&b, op, src->dtype);
    insn *in = &b.in;
    in->form = F_B_DATR;
    in->f[FLD_CMode] = in->f[FLD_Sat] = in->f[FLD_Canonicalize] = in->f[FLD_RMode] = in->f[FLD_Layout] = 0;
    in->f[FLD_PadValue] = byte_id;
    in->f[FLD_DataType] = DT_U32;
    put(&b);
    put_iot(&b, src, filter, (unsigned)pe_mode_of(mask_of(&d)), d.hand, bytes);
    put_bstop(&b);
    if (b.bad) return fail(set_error(m, PTO_ERR_ARG, "THISTOGRAM: the operands have no bundle encoding"));
    pto_result r = run_words(m, &b, &d, d.hand, mask_of(&d), NULL);
    if (r.status == PTO_OK) *dst = d;
    return r;
}

/* ---- quantisation -------------------------------------------------------------------- */

/* BSTART.SFU sel, src type; B.DATR dst type, RMode, Sat; B.DIM from src;
 * B.IOR a0, a1; B.IOT src, mask, last, ->dst; BSTOP. */
static pto_result quant_call(pto_machine *m, unsigned sel, pto_tile *dst, const pto_tile *src, float multiplier,
                             int32_t zp, unsigned rmode, bool sat)
{
    const op_info *op = op_of_selector(sel);
    if (!dst || !src) return fail(set_error(m, PTO_ERR_ARG, "%s: no destination or source handle", op->name));
    if (m->fault.kind != PTO_FAULT_NONE)
        return fail(set_error(m, PTO_ERR_STATE, "%s: the machine stopped at a %s fault; pto_recover() first", op->name,
                              pto_fault_kind_name(m->fault.kind)));
    if (m->blk.active)
        return fail(set_error(m, PTO_ERR_STATE, "%s: a block is open (BPC 0x%llx); pto_recover() discards it", op->name,
                              (unsigned long long)m->bpc));
    if (!handle_tile(m, src, "the source")) return fail(PTO_ERR_ARG);
    if (rmode > 7) return fail(set_error(m, PTO_ERR_ARG, "%s: RMode %u is not 0..7", op->name, rmode));
    pto_tile d = *dst;
    if (sel == OPSEL_TDEQUANT) d.dtype = DT_FP32;
    if (!dt_concrete(d.dtype)) return fail(set_error(m, PTO_ERR_ARG, "%s: DataType %u is reserved", op->name, d.dtype));
    uint32_t esz = pto_dtypes[d.dtype].bits / 8u;
    uint32_t bytes = src->cols && esz ? local_capacity_for((uint64_t)(src->valid_rows ? src->valid_rows : 1u) *
                                                           src->cols * esz)
                                      : 0;
    if (!bytes) return fail(set_error(m, PTO_ERR_ARG, "%s: the result does not fit a Local tile of 64 KiB", op->name));
    d.cols = src->cols, d.rows = bytes / (src->cols * esz), d.valid_rows = src->valid_rows, d.valid_cols = src->valid_cols;
    if (handle_fields(m, &d, "the destination", true)) return fail(PTO_ERR_ARG);
    if ((d.valid_cols | d.valid_rows | d.cols) >> 17)
        return fail(set_error(m, PTO_ERR_ARG, "%s: the shape has no B.DIM encoding (17 bits)", op->name));
    uint32_t mbits;
    memcpy(&mbits, &multiplier, 4);
    bundle b;
    b.len = 0;
    b.bad = false;
    put_bstart(&b, op, src->dtype);
    insn *in = &b.in;
    in->form = F_B_DATR;
    in->f[FLD_CMode] = in->f[FLD_Canonicalize] = in->f[FLD_Layout] = in->f[FLD_PadValue] = 0;
    in->f[FLD_Sat] = sat;
    in->f[FLD_RMode] = rmode;
    in->f[FLD_DataType] = d.dtype;
    put(&b);
    put_dims(&b, &d, true);
    in->form = F_B_IOR;
    in->f[FLD_RegSrc0] = 2;
    in->f[FLD_RegSrc1] = 3;
    in->f[FLD_RegSrc2] = in->f[FLD_RegDst] = 0;
    put(&b);
    put_iot(&b, src, NULL, (unsigned)pe_mode_of(mask_of(&d)), d.hand, bytes);
    put_bstop(&b);
    if (b.bad) return fail(set_error(m, PTO_ERR_ARG, "%s: the operands have no bundle encoding", op->name));
    for (unsigned pe = 0; pe < PTO_PES; pe++)
        if (mask_of(&d) & pe_bit(pe)) {
            m->gpr[pe][2] = mbits;                        /* a0 */
            m->gpr[pe][3] = (uint64_t)(int64_t)zp;        /* a1: sign-extended (an S8 zero point's encoding) */
        }
    pto_result r = run_words(m, &b, &d, d.hand, mask_of(&d), NULL);
    if (r.status == PTO_OK) *dst = d;
    return r;
}

pto_result pto_tquant(pto_machine *m, pto_tile *dst, const pto_tile *src, float multiplier, int32_t zero_point,
                      unsigned rmode, bool sat)
{
    return quant_call(m, OPSEL_TQUANT, dst, src, multiplier, zero_point, rmode, sat);
}

pto_result pto_tdequant(pto_machine *m, pto_tile *dst, const pto_tile *src, float multiplier, int32_t zero_point,
                        unsigned rmode)
{
    return quant_call(m, OPSEL_TDEQUANT, dst, src, multiplier, zero_point, rmode, false);
}
