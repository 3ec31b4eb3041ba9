/* The Tile-Lib-style C API (include/ptosim/tile.h): each call assembles the
 * bundle of its instruction and runs it through pto_run. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "asm/asm.h"
#include "core.h"
#include "ptosim/tile.h"

/* Tile Lib compare numbering (EQ NE LT LE GT GE) to B.DATR CMode (EQ0 NE1
 * LT2 GT3 LE4 GE5): decisions D13. */
unsigned pto_cmp_to_cmode(pto_cmp mode)
{
    static const unsigned cmode[6] = {0, 1, 2, 4, 3, 5};
    return (unsigned)mode < 6 ? cmode[mode] : 0;
}

pto_tile pto_tile_make(unsigned dtype, uint32_t rows, uint32_t cols)
{
    pto_tile t;
    memset(&t, 0, sizeof t);
    t.index = -1;
    t.dtype = dtype;
    t.rows = rows;
    t.cols = cols;
    t.valid_rows = rows;
    t.valid_cols = cols;
    t.pad = PTO_PAD_NULL;
    return t;
}

static pto_result err(pto_machine *m, pto_status s, const char *msg)
{
    pto_result r;
    memset(&r, 0, sizeof r);
    r.status = set_error(m, s, "%s", msg);
    return r;
}

static unsigned mask_of(const pto_tile *t) { return t->mask ? t->mask : 0x8u; }

static const char *mask_text(unsigned mask, char buf[5])
{
    for (int i = 0; i < 4; i++) buf[i] = (char)('0' + ((mask >> (3 - i)) & 1u));
    buf[4] = 0;
    return buf;
}

static uint32_t tile_bytes(const pto_tile *t) { return local_tile_bytes(t->dtype, t->rows, t->cols); }

typedef struct code {
    uint8_t bytes[64];
    size_t len;
    bool bad;
} code;

static void emit(code *c, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void emit(code *c, const char *fmt, ...)
{
    char text[160];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    insn in;
    asm_error e;
    if (c->bad || asm_insn(text, &in, &e) || c->len + in.length > sizeof c->bytes) {
        c->bad = true;
        return;
    }
    for (unsigned i = 0; i < in.length; i++) c->bytes[c->len++] = (uint8_t)(in.bits >> (8 * i));
}

static const char hands[4] = {'T', 'U', 'M', 'N'};

/* Runs one bundle from TPC 0 of its own code and restores nothing else:
 * the machine keeps the bundle's effects (and its fault). */
static pto_result run_bundle(pto_machine *m, code *c, pto_tile *dst, unsigned hand)
{
    pto_result r;
    memset(&r, 0, sizeof r);
    if (c->bad) return err(m, PTO_ERR_ARG, "the operands have no bundle equivalent");
    bool before[16];
    for (unsigned i = 0; i < 16; i++) before[i] = m->tiles[hand * 16 + i].allocated;
    uint64_t saved_tpc = m->tpc;
    m->tpc = 0;
    r.status = pto_run(m, c->bytes, c->len, 0);
    if (r.status == PTO_END) r.status = PTO_OK;
    pto_fault(m, &r.fault);
    if (r.status == PTO_OK) {
        m->tpc = saved_tpc;
        for (unsigned i = 0; i < 16; i++)
            if (!before[i] && m->tiles[hand * 16 + i].allocated) dst->index = (int)(hand * 16 + i);
    }
    return r;
}

static bool source_ok(const pto_machine *m, const pto_tile *t)
{
    return t->index >= 0 && t->index < PTO_TILES && m->tiles[t->index].allocated;
}

static void dims(code *c, const pto_tile *d)
{
    emit(c, "B.DIM LB0=%u", d->valid_cols);
    emit(c, "B.DIM LB1=%u", d->valid_rows);
    emit(c, "B.DIM LB2=%u", d->cols);
}

/* Tile Lib / PTO-AS pad numbering (Null, Zero, Max, Min) to B.DATR
 * PadValue (Zero 0, Max 1, Min 2, Null 3). */
unsigned pto_pad_to_datr(pto_pad p)
{
    static const unsigned pad[4] = {3, 0, 1, 2};
    return (unsigned)p < 4 ? pad[p] : 3;
}

static void datr(code *c, const pto_tile *d, int cmode)
{
    static const char *const names[4] = {"Zero", "Max", "Min", "Null"};
    unsigned p = pto_pad_to_datr(d->pad);
    if (cmode < 0 && p == 3) return; /* omitted B.DATR: Null */
    if (cmode < 0) emit(c, "B.DATR pad=%s", names[p]);
    else emit(c, "B.DATR pad=%s, cmode=%d", names[p], cmode);
}

static void set_scalar(pto_machine *m, unsigned mask, uint64_t scalar)
{
    for (unsigned pe = 0; pe < PTO_PES; pe++)
        if (mask & pe_bit(pe)) m->gpr[pe][2] = scalar; /* a0 */
}

static pto_result binary(pto_machine *m, const char *op, pto_tile *dst, const pto_tile *a, const pto_tile *b)
{
    if (!source_ok(m, a) || !source_ok(m, b)) return err(m, PTO_ERR_ARG, "a source tile does not exist");
    uint32_t bytes = tile_bytes(dst);
    if (!bytes) return err(m, PTO_ERR_ARG, "the destination shape is not a Local tile of 128 B..64 KiB");
    const op_info *oi = op_by_name(op);
    char mk[5];
    code c = {{0}, 0, false};
    emit(&c, "BSTART.%s %s, %s", oi && oi->sfu ? "SFU" : "VEC", op, pto_dtypes[dst->dtype].name);
    datr(&c, dst, -1);
    dims(&c, dst);
    emit(&c, "B.IOT %c#%d, %c#%d, mask=%s, last, ->%c<%uB>", hands[a->index / 16], a->index % 16 + 1,
         hands[b->index / 16], b->index % 16 + 1, mask_text(mask_of(dst), mk), hands[dst->hand & 3u], bytes);
    emit(&c, "BSTOP");
    return run_bundle(m, &c, dst, dst->hand & 3u);
}

static pto_result scalar_op(pto_machine *m, const char *op, pto_tile *dst, const pto_tile *src, uint64_t scalar,
                            int cmode)
{
    if (src && !source_ok(m, src)) return err(m, PTO_ERR_ARG, "the source tile does not exist");
    bool pred = cmode >= 0;
    uint32_t bytes;
    if (pred) { /* a predicate destination takes the source's geometry (D4) */
        const tile *s = &m->tiles[src->index];
        uint64_t need = (uint64_t)s->rows * s->cols;
        bytes = 128;
        while (bytes < need && bytes < 65536) bytes *= 2;
        if (need > bytes) return err(m, PTO_ERR_ARG, "the predicate destination would exceed 64 KiB");
        dst->dtype = DT_U8;
        dst->rows = s->rows;
        dst->cols = s->cols;
        dst->valid_rows = s->vrows;
        dst->valid_cols = s->vcols;
    } else {
        bytes = tile_bytes(dst);
        if (!bytes) return err(m, PTO_ERR_ARG, "the destination shape is not a Local tile of 128 B..64 KiB");
    }
    unsigned dt = pred ? m->tiles[src->index].dtype : dst->dtype;
    const op_info *oi = op_by_name(op);
    char mk[5];
    code c = {{0}, 0, false};
    emit(&c, "BSTART.%s %s, %s", oi && oi->sfu ? "SFU" : "VEC", op, pto_dtypes[dt].name);
    datr(&c, dst, cmode);
    dims(&c, dst);
    if (src)
        emit(&c, "B.IOT %c#%d, mask=%s, last, ->%c<%uB>", hands[src->index / 16], src->index % 16 + 1,
             mask_text(mask_of(dst), mk), hands[dst->hand & 3u], bytes);
    else
        emit(&c, "B.IOT mask=%s, last, ->%c<%uB>", mask_text(mask_of(dst), mk), hands[dst->hand & 3u], bytes);
    emit(&c, "B.IOR a0, zero, zero, ->zero");
    emit(&c, "BSTOP");
    set_scalar(m, mask_of(dst), scalar);
    return run_bundle(m, &c, dst, dst->hand & 3u);
}

pto_result pto_tile_create(pto_machine *m, pto_tile *t, const uint64_t *values)
{
    pto_result r;
    memset(&r, 0, sizeof r);
    uint32_t bytes = tile_bytes(t);
    if (!bytes) return err(m, PTO_ERR_ARG, "the tile shape is not a Local tile of 128 B..64 KiB");
    unsigned hand = t->hand & 3u;
    int slot = -1;
    for (unsigned i = hand * 16; i < hand * 16 + 16 && slot < 0; i++)
        if (!m->tiles[i].allocated) slot = (int)i;
    if (slot < 0) return err(m, PTO_ERR_STATE, "no free tile in the hand");
    pto_tile_desc d = {PTO_TILE_NUMERIC, t->dtype, bytes, t->rows, t->cols, t->valid_rows, t->valid_cols,
                       PTO_LAYOUT_ROW_MAJOR, mask_of(t)};
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
    }
    t->index = slot;
    return r;
}

pto_status pto_tile_get(const pto_machine *m, const pto_tile *t, uint64_t *values, int *all_defined)
{
    if (t->index < 0 || t->index >= PTO_TILES || !m->tiles[t->index].allocated) return PTO_ERR_ARG;
    const tile *x = &m->tiles[t->index];
    unsigned pe = 0;
    while (pe < PTO_PES && !(x->mask & pe_bit(pe))) pe++;
    int all = 1;
    for (uint32_t r = 0; r < x->vrows; r++)
        for (uint32_t c = 0; c < x->vcols; c++) {
            uint32_t i = r * x->cols + c;
            values[r * x->vcols + c] = tile_get(x, pe, i);
            if (!tile_is_defined(x, pe, i)) all = 0;
        }
    if (all_defined) *all_defined = all;
    return PTO_OK;
}

pto_result pto_tadd(pto_machine *m, pto_tile *d, const pto_tile *a, const pto_tile *b) { return binary(m, "TADD", d, a, b); }
pto_result pto_tsub(pto_machine *m, pto_tile *d, const pto_tile *a, const pto_tile *b) { return binary(m, "TSUB", d, a, b); }
pto_result pto_tmul(pto_machine *m, pto_tile *d, const pto_tile *a, const pto_tile *b) { return binary(m, "TMUL", d, a, b); }
pto_result pto_tmax(pto_machine *m, pto_tile *d, const pto_tile *a, const pto_tile *b) { return binary(m, "TMAX", d, a, b); }
pto_result pto_tmin(pto_machine *m, pto_tile *d, const pto_tile *a, const pto_tile *b) { return binary(m, "TMIN", d, a, b); }

pto_result pto_tsubs_raw(pto_machine *m, pto_tile *d, const pto_tile *s, uint64_t v) { return scalar_op(m, "TSUBS", d, s, v, -1); }
pto_result pto_tadds_raw(pto_machine *m, pto_tile *d, const pto_tile *s, uint64_t v) { return scalar_op(m, "TADDS", d, s, v, -1); }
pto_result pto_tmuls_raw(pto_machine *m, pto_tile *d, const pto_tile *s, uint64_t v) { return scalar_op(m, "TMULS", d, s, v, -1); }
pto_result pto_texpands_raw(pto_machine *m, pto_tile *d, uint64_t v) { return scalar_op(m, "TEXPANDS", d, NULL, v, -1); }

pto_result pto_tcmps_raw(pto_machine *m, pto_tile *d, const pto_tile *s, uint64_t v, pto_cmp mode)
{
    if ((unsigned)mode > PTO_CMP_GE) return err(m, PTO_ERR_ARG, "unknown compare mode");
    return scalar_op(m, "TCMPS", d, s, v, (int)pto_cmp_to_cmode(mode));
}

/* Host values to raw encodings: a float is its binary32 encoding, a double
 * its binary64 encoding; an int32 is two's complement truncated to the
 * element width after a range check against the tile's type. */
static uint64_t f32_bits(float f)
{
    uint32_t u;
    memcpy(&u, &f, 4);
    return u;
}

static uint64_t f64_bits(double f)
{
    uint64_t u;
    memcpy(&u, &f, 8);
    return u;
}

static bool int_fits(unsigned dt, int32_t v)
{
    const dtype_info *d = &pto_dtypes[dt];
    if (d->cls == DTC_U) return v >= 0 && (d->bits >= 32 || (uint64_t)v <= dt_mask(d->bits));
    if (d->cls == DTC_S) return d->bits >= 32 || (v >= -(1 << (d->bits - 1)) && v < (1 << (d->bits - 1)));
    return false;
}

static pto_result typed_check(pto_machine *m, unsigned dt, unsigned want_dt)
{
    pto_result r;
    memset(&r, 0, sizeof r);
    if (dt != want_dt) {
        r.status = set_error(m, PTO_ERR_ARG, "the scalar type does not match the tile type %s",
                             dt_concrete(dt) ? pto_dtypes[dt].name : "?");
    }
    return r;
}

pto_result pto_tsubs(pto_machine *m, pto_tile *d, const pto_tile *s, float v)
{
    pto_result r = typed_check(m, s->dtype, DT_FP32);
    return r.status ? r : pto_tsubs_raw(m, d, s, f32_bits(v));
}

pto_result pto_tsubs_f64(pto_machine *m, pto_tile *d, const pto_tile *s, double v)
{
    pto_result r = typed_check(m, s->dtype, DT_FP64);
    return r.status ? r : pto_tsubs_raw(m, d, s, f64_bits(v));
}

pto_result pto_tsubs_i32(pto_machine *m, pto_tile *d, const pto_tile *s, int32_t v)
{
    if (!int_fits(s->dtype, v)) return err(m, PTO_ERR_ARG, "the scalar does not fit the tile's integer type");
    return pto_tsubs_raw(m, d, s, (uint64_t)(int64_t)v & dt_mask(pto_dtypes[s->dtype].bits));
}

pto_result pto_tadds(pto_machine *m, pto_tile *d, const pto_tile *s, float v)
{
    pto_result r = typed_check(m, s->dtype, DT_FP32);
    return r.status ? r : pto_tadds_raw(m, d, s, f32_bits(v));
}

pto_result pto_texpands(pto_machine *m, pto_tile *d, float v)
{
    pto_result r = typed_check(m, d->dtype, DT_FP32);
    return r.status ? r : pto_texpands_raw(m, d, f32_bits(v));
}

pto_result pto_texpands_i32(pto_machine *m, pto_tile *d, int32_t v)
{
    if (!int_fits(d->dtype, v)) return err(m, PTO_ERR_ARG, "the scalar does not fit the tile's integer type");
    return pto_texpands_raw(m, d, (uint64_t)(int64_t)v & dt_mask(pto_dtypes[d->dtype].bits));
}

pto_result pto_tcmps(pto_machine *m, pto_tile *d, const pto_tile *s, float v, pto_cmp mode)
{
    pto_result r = typed_check(m, s->dtype, DT_FP32);
    return r.status ? r : pto_tcmps_raw(m, d, s, f32_bits(v), mode);
}

pto_result pto_tcmps_i32(pto_machine *m, pto_tile *d, const pto_tile *s, int32_t v, pto_cmp mode)
{
    if (!int_fits(s->dtype, v)) return err(m, PTO_ERR_ARG, "the scalar does not fit the tile's integer type");
    return pto_tcmps_raw(m, d, s, (uint64_t)(int64_t)v & dt_mask(pto_dtypes[s->dtype].bits), mode);
}
