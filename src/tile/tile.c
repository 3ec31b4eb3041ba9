/* Local tile state: descriptors, per-PE payloads, definedness, padding.
 * Sources: asl/tile/model/state/ (descriptors, allocation), asl/tile/model/legality/descriptor-shape.asl,
 * asl/tile/model/shape/rows-columns.asl, asl/tile/model/definedness/elements.asl. */
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "kern/fast.h"
#include "num/num.h"

static bool capacity_legal(uint32_t cap)
{
    return cap >= 128 && cap <= 65536 && cap % 128 == 0 && cap <= PTO_TILE_BUDGET;
}

/* TileDescriptorConfigured, computed from the descriptor fields.  A
 * descriptor never changes while its tile is allocated, so tile_setup keeps
 * the result in t->legal for the hot paths; pto_check_invariants recomputes
 * it.  The check itself works on the descriptor's values (logical
 * capacity: capacity*8 / W, predicate tiles W = 8, the placeholder U8 type,
 * decisions D4), so that tile_setup passes the values it stores. */
static inline bool descriptor_values_legal(unsigned kind, unsigned dt, uint32_t cap, uint32_t rows, uint32_t cols,
                                           uint32_t vr, uint32_t vc, unsigned layout)
{
    if (!capacity_legal(cap)) return false;
    if (layout_is_cube(layout)) /* TileCubeDescriptorLegal: rows, cols = the storage extents */
        return kind == PTO_TILE_NUMERIC && cube_shape_legal(cap, vr, vc, dt, layout) &&
               rows == cube_storage_rows(layout, vr, dt) && cols == cube_storage_cols(layout, vc, dt);
    if (kind == PTO_TILE_PREDICATE) {
        if (rows == 0 || cols == 0 || ((uint64_t)rows * cols + 7u) / 8u > cap) return false;
    } else if (derived_rows(cap, cols, dt) != rows) {
        return false;
    }
    return vr <= rows && vc <= cols && (uint64_t)rows * cols <= div_by_bits((uint64_t)cap * 8u, pto_dtypes[dt].bits);
}

bool tile_descriptor_check(const tile *t)
{
    return t->allocated && descriptor_values_legal(t->kind, t->dtype, t->capacity, t->rows, t->cols, t->vrows,
                                                   t->vcols, t->layout);
}

/* TileSourceEncodingsValid over the valid region of every PE of pemask. */
bool tile_encodings_valid(const tile *t, unsigned pemask)
{
    if (!tile_contents_defined(t, pemask)) return false;
    if (t->dtype != DT_TF32 && t->dtype != DT_HF32) return true; /* §4.6 */
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(pemask & pe_bit(pe))) continue;
        for (uint32_t r = 0; r < t->vrows; r++)
            for (uint32_t c = 0; c < t->vcols; c++)
                if (!num_encoding_valid(t->dtype, tile_get(t, pe, r * t->cols + c))) return false;
    }
    return true;
}


/* CoreTileCapacityInUse (ptosim has no Shared tiles): kept up to date by
 * tile_setup and tile_release; pto_check_invariants compares it with the
 * sum over the descriptors. */
uint32_t tile_capacity_in_use(const pto_machine *m) { return m->cap_used; }

uint32_t local_tile_bytes(unsigned dt, uint32_t rows, uint32_t cols)
{
    if (!dt_concrete(dt)) return 0;
    uint64_t b = (uint64_t)rows * cols * pto_dtypes[dt].bits / 8u;
    return b >= 128 && b <= 65536 && !(b & (b - 1)) ? (uint32_t)b : 0;
}

uint32_t local_capacity_for(uint64_t need)
{
    if (need > 65536) return 0;
    uint32_t b = 128;
    while (b < need) b *= 2;
    return b;
}

uint32_t pto_capacity_in_use(const pto_machine *m) { return tile_capacity_in_use(m); }

bool tile_setup_known(pto_machine *m, unsigned index, unsigned kind, unsigned dt, uint32_t cap, uint32_t rows,
                      uint32_t cols, uint32_t vr, uint32_t vc, unsigned layout, unsigned mask, bool legal,
                      bool layout_ok)
{
    tile *t = &m->tiles[index];
    size_t n = (size_t)rows * cols;
    size_t nb = ((n + 63u) / 64u) * 8u; /* definedness bytes per PE, 8-aligned */
    bool same = tile_keeps_layout(t, cap, n);
    size_t need = (size_t)PTO_PES * cap + (size_t)PTO_PES * nb;
    if (!same && t->store_size < need) {
        /* Fresh storage is zeroed so an undefined element reads as 0.  It
         * is 64-byte aligned (payload capacities are multiples of 128), so
         * vector kernels never split a cache line on a store. */
        size_t rounded = (need + 63u) & ~(size_t)63u;
        uint8_t *s = aligned_alloc(64, rounded);
        if (!s) return false;
        memset(s, 0, rounded);
        free(t->store);
        t->store = s;
        t->store_size = rounded;
    }
    t->allocated = true;
    t->kind = (uint8_t)kind;
    t->dtype = (uint8_t)(kind == PTO_TILE_PREDICATE ? DT_U8 : dt);
    t->layout = (uint8_t)layout;
    t->mask = (uint8_t)mask;
    t->capacity = cap;
    t->rows = rows;
    t->cols = cols;
    t->vrows = vr;
    t->vcols = vc;
    if (!same)
        for (unsigned pe = 0; pe < PTO_PES; pe++) {
            t->data[pe] = t->store + (size_t)pe * cap;
            t->def[pe] = t->store + (size_t)PTO_PES * cap + (size_t)pe * nb;
        }
    t->legal = legal;
    t->layout_ok = layout_ok;
    tile_mark_configured(m, index);
    return true;
}

bool tile_setup(pto_machine *m, unsigned index, unsigned kind, unsigned dt, uint32_t cap, uint32_t rows, uint32_t cols,
                uint32_t vr, uint32_t vc, unsigned layout, unsigned mask)
{
    unsigned sdt = kind == PTO_TILE_PREDICATE ? DT_U8 : dt; /* the type the descriptor holds */
    bool legal = descriptor_values_legal(kind, sdt, cap, rows, cols, vr, vc, layout); /* tile_descriptor_check */
    bool layout_ok = layout == PTO_LAYOUT_ROW_MAJOR || layout_shape_legal(layout, sdt, rows, cols);
    return tile_setup_known(m, index, kind, dt, cap, rows, cols, vr, vc, layout, mask, legal, layout_ok);
}

void tile_free_storage(tile *t)
{
    free(t->store);
    memset(t, 0, sizeof *t);
}

uint64_t tile_get(const tile *t, unsigned pe, uint32_t i)
{
    const uint8_t *p = t->data[pe];
    switch (t->kind == PTO_TILE_PREDICATE ? 1u : pto_dtypes[t->dtype].bits) {
    case 1: return ((unsigned)p[i >> 3] >> (i & 7u)) & 1u;
    case 4: return ((unsigned)p[i >> 1] >> ((i & 1u) * 4u)) & 0xFu;
    case 8: return p[i];
    case 16: { uint16_t v; memcpy(&v, p + (size_t)i * 2, 2); return v; }
    case 32: { uint32_t v; memcpy(&v, p + (size_t)i * 4, 4); return v; }
    default: { uint64_t v; memcpy(&v, p + (size_t)i * 8, 8); return v; }
    }
}

void tile_put(tile *t, unsigned pe, uint32_t i, uint64_t v)
{
    uint8_t *p = t->data[pe];
    switch (t->kind == PTO_TILE_PREDICATE ? 1u : pto_dtypes[t->dtype].bits) {
    case 1:
        p[i >> 3] = (uint8_t)((p[i >> 3] & ~(1u << (i & 7u))) | ((unsigned)(v & 1u) << (i & 7u)));
        break;
    case 4: {
        unsigned sh = (i & 1u) * 4u;
        p[i >> 1] = (uint8_t)((p[i >> 1] & ~(0xFu << sh)) | ((unsigned)(v & 0xFu) << sh));
        break;
    }
    case 8: p[i] = (uint8_t)v; break;
    case 16: { uint16_t x = (uint16_t)v; memcpy(p + (size_t)i * 2, &x, 2); break; }
    case 32: { uint32_t x = (uint32_t)v; memcpy(p + (size_t)i * 4, &x, 4); break; }
    default: memcpy(p + (size_t)i * 8, &v, 8); break;
    }
}

bool tile_is_defined(const tile *t, unsigned pe, uint32_t i)
{
    switch (t->defmode[pe]) {
    case DEF_NONE: return false;
    case DEF_ALL: return true;
    case DEF_VALID: return layout_in_valid(t, i);
    default: return ((unsigned)t->def[pe][i >> 3] >> (i & 7u)) & 1u;
    }
}

/* Writes the bitmap the mode stands for, so single bits can change. */
static void def_materialize(tile *t, unsigned pe)
{
    uint8_t mode = t->defmode[pe];
    if (mode == DEF_BITMAP) return;
    size_t n = (size_t)t->rows * t->cols;
    uint8_t *d = t->def[pe];
    memset(d, 0, (n + 7u) / 8u);
    if (mode == DEF_ALL) fast_bits_fill(d, 0, n, true);
    else if (mode == DEF_VALID)
        for (uint32_t r = 0; r < t->vrows; r++) {
            if (t->layout == PTO_LAYOUT_ROW_MAJOR) {
                fast_bits_fill(d, (size_t)r * t->cols, t->vcols, true);
                continue;
            }
            for (uint32_t c = 0; c < t->vcols; c++) {
                uint32_t i = tile_index_rc(t, r, c);
                d[i >> 3] = (uint8_t)(d[i >> 3] | (1u << (i & 7u)));
            }
        }
    t->ndefv[pe] = mode == DEF_NONE ? 0 : t->vrows * t->vcols;
    t->defmode[pe] = DEF_BITMAP;
}

void tile_set_def(tile *t, unsigned pe, uint32_t i, bool d)
{
    def_materialize(t, pe);
    uint8_t *b = &t->def[pe][i >> 3];
    bool was = ((unsigned)*b >> (i & 7u)) & 1u;
    if (was != d && layout_in_valid(t, i)) {
        if (d) t->ndefv[pe]++;
        else t->ndefv[pe]--;
    }
    if (d)
        *b = (uint8_t)(*b | (1u << (i & 7u)));
    else
        *b = (uint8_t)(*b & ~(1u << (i & 7u)));
}

void bits_fill(uint8_t *map, uint32_t start, uint32_t count, bool v) { fast_bits_fill(map, start, count, v); }

/* TilePadValueForDataType (asl/tile/model/definedness/elements.asl):
 * Zero and Null write 0; Max is the largest finite value (all-ones for
 * unsigned); Min its negation (0 for unsigned, the most negative integer
 * for signed).  Floating pads are +-max finite, never infinity. */
uint64_t pad_value(unsigned dt, unsigned pad)
{
    const dtype_info *d = &pto_dtypes[dt];
    if (pad == 1) return d->max_finite;
    if (pad == 2) {
        if (d->cls == DTC_U) return 0;
        if (d->cls == DTC_S) return (d->max_finite + 1u) & dt_mask(d->bits);
        return d->max_finite | ((uint64_t)1 << (d->bits - 1u));
    }
    return 0;
}

void pto_tile_name(unsigned index, char buf[8])
{
    static const char hands[4] = {'T', 'U', 'M', 'N'};
    if (index >= PTO_TILES) {
        buf[0] = '?';
        buf[1] = 0;
        return;
    }
    unsigned k = index % 16u + 1u;
    buf[0] = hands[index / 16u];
    buf[1] = '#';
    if (k >= 10) {
        buf[2] = '1';
        buf[3] = (char)('0' + k - 10);
        buf[4] = 0;
    } else {
        buf[2] = (char)('0' + k);
        buf[3] = 0;
    }
}
