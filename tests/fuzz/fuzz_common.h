/* Shared by the execution fuzz harness and tests/test_invariants.c: a
 * machine set up from input bytes, a fast full-state snapshot, structured
 * random instruction words, and the checked stepping loop.
 *
 * Everything is static so that each program includes its own copy. */
#ifndef PTOSIM_FUZZ_COMMON_H
#define PTOSIM_FUZZ_COMMON_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm/program.h"
#include "core.h"
#include "mem/gm.h"

/* ---- PRNG (splitmix64) ------------------------------------------------------ */
typedef struct fz_rng {
    uint64_t s;
} fz_rng;

static inline uint64_t fz_next(fz_rng *r)
{
    uint64_t z = (r->s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static inline unsigned fz_below(fz_rng *r, unsigned n) { return n ? (unsigned)(fz_next(r) % n) : 0u; }

/* ---- input cursor ------------------------------------------------------------ */
typedef struct fz_cursor {
    const uint8_t *p;
    size_t n, i;
} fz_cursor;

static inline unsigned fz_byte(fz_cursor *c) { return c->i < c->n ? c->p[c->i++] : 0u; }

/* ---- machine set-up through the public API ------------------------------------ */
static const uint8_t fz_dtypes[] = {DT_FP32, DT_FP16, DT_BF16, DT_U32, DT_S32, DT_U16, DT_S16, DT_U8,
                                    DT_S8,   DT_FP64, DT_U64, DT_S64, DT_E4M3, DT_E5M2, DT_HIF8, DT_TF32};
static const unsigned fz_masks[] = {0xF, 0x8, 0xC, 0x4, 0x2, 0x1, 0xE, 0x3, 0x6, 0xA, 0x5, 0x9, 0x7, 0xB, 0xD};
static const uint32_t fz_dims[] = {1, 2, 4, 6, 8, 16, 32, 3};

/* An element value of dtype dt: small integers, 1.0-like encodings, NaNs,
 * or raw random bits. */
static inline uint64_t fz_value(fz_rng *r, unsigned bits)
{
    uint64_t v;
    switch (fz_below(r, 4)) {
    case 0: v = fz_below(r, 8); break;
    case 1: v = fz_next(r) >> 60; break;
    default: v = fz_next(r); break;
    }
    return v & dt_mask(bits);
}

/* ---- global memory for the memory operations ----------------------------------
 * Sizes near which the TLSU generators place their accesses: the pto-v0
 * preset (with and without the ACR >= 2 window), small and unaligned
 * sizes, 64 KiB, and a 2^48-byte memory. */
static const uint64_t fz_mem_sizes[] = {4096, 4096, 256, 4196, 65536, (uint64_t)1 << 48};

/* An address or row stride for a memory of size bytes: near its end,
 * small, near 2^64 (wrapping), element multiples, or random. */
static inline uint64_t fz_mem_value(fz_rng *r, uint64_t size)
{
    static const uint64_t steps[] = {0, 1, 2, 3, 4, 8, 16, 32, 64, 128};
    switch (fz_below(r, 8)) {
    case 0: case 1: return size - (1 + fz_below(r, 72));
    case 2: return size - 8u * (1 + fz_below(r, 16));
    case 3: return steps[fz_below(r, sizeof steps / sizeof steps[0])];
    case 4: return 0 - (uint64_t)(1 + fz_below(r, 64));
    case 5: return (uint64_t)fz_below(r, 512) * 8u;
    case 6: return fz_below(r, 2) ? size : size + fz_below(r, 8);
    default: return fz_next(r) % (size + 64);
    }
}

/* Sets the memory of mode 1..6 (fz_mem_sizes; mode 2 also ACR 2, the
 * pto-v0 window), fills its first and last 256 bytes, and gives GPRs 2..7
 * that are still zero on a PE addresses and strides for that memory; all
 * derived from the set-up bytes. */
static inline void fz_setup_memory_mode(pto_machine *m, unsigned mode, const uint8_t *data, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) h = (h ^ data[i]) * 0x100000001b3ull;
    fz_rng r = {h};
    uint64_t size = fz_mem_sizes[(mode - 1u) % (sizeof fz_mem_sizes / sizeof fz_mem_sizes[0])];
    if (mode <= 2) pto_mem_preset_select(m, PTO_MEM_PTO_V0);
    else pto_mem_set_size(m, size);
    if (mode == 2) pto_set_acr(m, 2);
    uint8_t buf[256];
    for (size_t i = 0; i < sizeof buf; i++) buf[i] = (uint8_t)fz_next(&r);
    size_t k = size < sizeof buf ? (size_t)size : sizeof buf;
    pto_mem_write(m, 0, buf, k);
    pto_mem_write(m, size - k, buf, k);
    for (unsigned pe = 0; pe < PTO_PES; pe++)
        for (unsigned reg = 2; reg < 8; reg++) {
            uint64_t v;
            pto_gpr_read(m, pe, reg, &v);
            if (v == 0 && fz_below(&r, 4)) pto_gpr_write(m, pe, reg, fz_mem_value(&r, size));
        }
}

/* Sets up profile, current PE, a few tiles (with contents) and GPRs from
 * the leading bytes; returns the number of bytes used. */
/* Parses fuzz bytes as program text and runs it on a reset machine (ieee,
 * PE0).  Returns false (nothing run) when the text does not parse; on true
 * the caller frees *p. */
/* Program text parsed and run from global memory (prog_run_gm), at most
 * FZ_MAX_STEPS instructions (branches can loop forever). */
enum { FZ_MAX_STEPS = 20000 };
static inline bool fz_parse_run(pto_machine *m, const uint8_t *data, size_t size, pto_program *p,
                                prog_error *pe, prog_result *res)
{
    if (prog_parse((const char *)data, size, p, pe) != 0) return false;
    pto_reset(m);
    pto_mem_preset_select(m, PTO_MEM_DEFAULT); /* a previous input's .memsize does not carry over */
    pto_set_profile(m, PTO_PROFILE_IEEE);
    pto_set_current_pe(m, 0);
    prog_run_gm(m, p, FZ_MAX_STEPS, NULL, NULL, res);
    return true;
}

static inline size_t fz_setup(pto_machine *m, const uint8_t *data, size_t len)
{
    fz_cursor c = {data, len, 0};
    unsigned b0 = fz_byte(&c);
    pto_reset(m);
    pto_set_profile(m, (b0 & 1u) ? PTO_PROFILE_V0 : PTO_PROFILE_IEEE);
    pto_set_current_pe(m, (b0 >> 1) & 3u);
    unsigned ntiles = (b0 >> 3) % 5u;
    /* (b0 >> 3) / 5: 0 leaves the default memory; 1..6 choose a memory
     * (fz_setup_memory_mode) and allow fractal tile layouts */
    unsigned mem_mode = (b0 >> 3) / 5u;
    for (unsigned k = 0; k < ntiles; k++) {
        unsigned i0 = fz_byte(&c), i1 = fz_byte(&c), i2 = fz_byte(&c), i3 = fz_byte(&c);
        pto_tile_desc d;
        memset(&d, 0, sizeof d);
        unsigned index = (i0 & 1u) ? (i0 >> 1) % 64u : (i0 >> 1) % 4u * 16u + (i0 >> 3) % 2u;
        d.kind = (i1 & 15u) == 15u ? PTO_TILE_PREDICATE : PTO_TILE_NUMERIC;
        d.dtype = fz_dtypes[(i1 >> 4) & 15u];
        d.capacity = 128u << (i2 & 3u);
        d.cols = fz_dims[(i2 >> 2) & 7u];
        d.layout = (i2 >> 5) == 7u ? PTO_LAYOUT_COL_MAJOR : PTO_LAYOUT_ROW_MAJOR;
        if (mem_mode && (i2 >> 5) == 6u && d.kind == PTO_TILE_NUMERIC)
            d.layout = (i1 & 1u) ? PTO_LAYOUT_NZ : PTO_LAYOUT_ZN;
        d.mask = fz_masks[(i3 & 15u) % 15u];
        uint32_t rows;
        if (d.kind == PTO_TILE_PREDICATE) {
            d.rows = rows = fz_dims[(i3 >> 4) & 7u];
            if (d.cols == 0) d.cols = 1;
        } else {
            rows = derived_rows(d.capacity, d.cols, d.dtype);
            if (!rows) continue;
        }
        /* mostly the whole shape or a row/column short of it */
        unsigned vsel = i3 >> 4;
        d.valid_rows = vsel < 8 ? rows : vsel < 12 ? (rows > 1 ? rows - 1 : 1) : (vsel & 3u) + 1u;
        d.valid_cols = vsel < 10 ? d.cols : (d.cols > 1 ? d.cols - 1 : 1);
        if (d.valid_rows > rows) d.valid_rows = rows;
        if (pto_tile_configure(m, index, &d) != PTO_OK) continue;
        pto_tile_describe(m, index, &d);
        fz_rng r = {((uint64_t)i0 << 24) ^ ((uint64_t)i1 << 16) ^ ((uint64_t)i2 << 8) ^ i3 ^ ((uint64_t)k << 40)};
        unsigned bits = d.kind == PTO_TILE_PREDICATE ? 1u : pto_dtype_bits(d.dtype);
        bool undefined_some = (fz_byte(&c) & 7u) == 0;
        for (unsigned pe = 0; pe < PTO_PES; pe++) {
            if (!(d.mask & pe_bit(pe))) continue;
            for (uint32_t e = 0; e < d.rows * d.cols; e++) {
                if (undefined_some && fz_below(&r, 16) == 0) continue;
                pto_tile_write(m, index, pe, e, fz_value(&r, bits));
            }
        }
    }
    unsigned ngpr = fz_byte(&c) % 6u;
    for (unsigned k = 0; k < ngpr; k++) {
        unsigned reg = fz_byte(&c) % PTO_GPRS, pes = fz_byte(&c);
        uint64_t v = 0;
        unsigned kind = fz_byte(&c);
        switch (kind & 3u) {
        case 0: v = kind >> 2; break;
        case 1: v = 0x3F800000u; break; /* 1.0f */
        case 2: v = (uint64_t)fz_byte(&c) << 24 | (uint64_t)fz_byte(&c) << 8; break;
        default:
            for (unsigned j = 0; j < 8; j++) v = v << 8 | fz_byte(&c);
            break;
        }
        for (unsigned pe = 0; pe < PTO_PES; pe++)
            if ((pes >> pe) & 1u) pto_gpr_write(m, pe, reg, v);
    }
    if (mem_mode) fz_setup_memory_mode(m, mem_mode, data, c.i);
    return c.i;
}

/* ---- fast full-state snapshot -------------------------------------------------
 * Every architectural bit (tile descriptors, payloads and definedness of
 * every allocated tile and PE, GPRs, flags, BPC, the open block header,
 * global memory: size, window, ACR and the contents of every page holding a
 * nonzero byte in address order, so that a page allocated but still zero,
 * which is invisible, does not count) plus the current PE and profile.  TPC
 * and the fault record are left out: a fault may change exactly those. */
typedef struct fz_snap {
    uint8_t *b;
    size_t len, cap;
} fz_snap;

static inline void fz_put(fz_snap *s, const void *p, size_t n)
{
    if (s->len + n > s->cap) {
        size_t nc = s->cap ? s->cap : 4096;
        while (nc < s->len + n) nc *= 2;
        uint8_t *nb = realloc(s->b, nc);
        if (!nb) abort();
        s->b = nb;
        s->cap = nc;
    }
    memcpy(s->b + s->len, p, n);
    s->len += n;
}

typedef struct fz_page {
    uint64_t base;
    const uint8_t *bytes;
} fz_page;

static inline int fz_page_cmp(const void *a, const void *b)
{
    uint64_t x = ((const fz_page *)a)->base, y = ((const fz_page *)b)->base;
    return x < y ? -1 : x > y;
}

static inline void fz_put_memory(const pto_machine *m, fz_snap *s)
{
    static const uint8_t zero[GM_PAGE_BYTES];
    const gm *g = &m->mem;
    uint64_t hdr[3] = {g->size, g->window, g->acr};
    fz_put(s, hdr, sizeof hdr);
    size_t n = gm_page_count(g), k = 0, cursor = 0;
    if (!n) return;
    fz_page *pages = malloc(n * sizeof *pages);
    if (!pages) abort();
    uint64_t base;
    const uint8_t *bytes;
    while (k < n && gm_next_page(g, &cursor, &base, &bytes))
        if (memcmp(bytes, zero, sizeof zero)) pages[k++] = (fz_page){base, bytes};
    qsort(pages, k, sizeof *pages, fz_page_cmp);
    for (size_t i = 0; i < k; i++) {
        fz_put(s, &pages[i].base, sizeof pages[i].base);
        fz_put(s, pages[i].bytes, (size_t)GM_PAGE_BYTES);
    }
    free(pages);
}

static inline void fz_take(const pto_machine *m, fz_snap *s)
{
    s->len = 0;
    for (unsigned i = 0; i < PTO_TILES; i++) {
        const tile *t = &m->tiles[i];
        uint8_t a = t->allocated;
        fz_put(s, &a, 1);
        if (!a) continue;
        uint32_t hdr[9] = {t->kind, t->dtype, t->layout, t->mask, t->capacity, t->rows, t->cols, t->vrows, t->vcols};
        fz_put(s, hdr, sizeof hdr);
        size_t nb = (((size_t)t->rows * t->cols + 63u) / 64u) * 8u;
        for (unsigned pe = 0; pe < PTO_PES; pe++) {
            if (!(t->mask & pe_bit(pe))) continue;
            fz_put(s, t->data[pe], t->capacity);
            fz_put(s, &t->defmode[pe], 1);
            if (t->defmode[pe] == DEF_BITMAP) fz_put(s, t->def[pe], nb);
        }
    }
    fz_put(s, m->gpr, sizeof m->gpr);
    fz_put(s, &m->flags, sizeof m->flags);
    fz_put(s, &m->bpc, sizeof m->bpc);
    fz_put(s, &m->blk, sizeof m->blk);
    fz_put(s, &m->cur_pe, sizeof m->cur_pe);
    fz_put(s, &m->profile, sizeof m->profile);
    fz_put_memory(m, s);
}

static inline bool fz_same(const fz_snap *a, const fz_snap *b)
{
    return a->len == b->len && memcmp(a->b, b->b, a->len) == 0;
}

/* ---- structured random words ---------------------------------------------------- */
static const uint16_t fz_selectors[] = {0x000, 0x001, 0x020, 0x021, 0x02D, 0x03B, 0x002, 0x006, 0x005};

/* A word of a random TEPL command form: the form's fixed bits, random
 * free bits, and fields biased toward values that reach execution. */
static inline unsigned fz_word(fz_rng *r, const uint8_t *tiles, unsigned ntiles, uint8_t out[8])
{
    unsigned f = fz_below(r, 8) == 0 ? fz_below(r, F_COUNT) : 0;
    static const uint8_t common[] = {F_BSTART_TEPL, F_BSTOP, F_B_DIM_LB0, F_B_DIM_LB1, F_B_DIM_LB2,
                                     F_B_IOT_SSD,   F_B_IOT_SD, F_B_IOT_D, F_B_IOR, F_B_DATR, F_C_B_DIMI};
    if (!f) f = common[fz_below(r, sizeof common)];
    const form_info *fi = &pto_forms[f];
    uint64_t w = (fz_next(r) & ~(uint64_t)fi->mask) | fi->match;
    w &= dt_mask(fi->length_bits > 32 ? 32 : fi->length_bits);
    if (f == F_L_BSTOP) w = fi->match | (uint64_t)1 << 32;
    if (fz_below(r, 4)) { /* biased fields */
        insn in;
        memset(&in, 0, sizeof in);
        in.form = (uint8_t)f;
        const char *why;
        uint8_t tmp[8];
        for (unsigned i = 0; i < 8; i++) tmp[i] = (uint8_t)(w >> (8 * i));
        if (insn_decode(tmp, fi->length_bits / 8u, &in, &why) != DEC_UNKNOWN && in.form == f) {
            static const uint8_t dts[] = {DT_FP32, DT_FP16, DT_U32, DT_S16, DT_U8, DT_BF16, DT_S32, DT_FP64};
            if (insn_has(&in, FLD_DataType) && f == F_BSTART_TEPL) in.f[FLD_DataType] = dts[fz_below(r, sizeof dts)];
            if (f == F_BSTART_TEPL) {
                unsigned sel = fz_selectors[fz_below(r, sizeof fz_selectors / sizeof fz_selectors[0])];
                in.f[FLD_Mode] = sel >> 5;
                in.f[FLD_Function] = sel & 31u;
            }
            if (f == F_B_DATR) {
                in.f[FLD_CMode] = fz_below(r, 6);
                in.f[FLD_DataType] = 0;
                in.f[FLD_Layout] = fz_below(r, 8) ? 0 : 21;
                in.f[FLD_Sat] = in.f[FLD_Canonicalize] = in.f[FLD_RMode] = 0;
            }
            if (insn_has(&in, FLD_Uimm)) {
                in.f[FLD_RegSrc] = fz_below(r, 4) ? 0 : fz_below(r, 8);
                in.f[FLD_Uimm] = fz_dims[fz_below(r, 8)];
            }
            if (insn_has(&in, FLD_Imm)) in.f[FLD_Imm] = fz_dims[fz_below(r, 8)];
            if (insn_has(&in, FLD_PEMode)) in.f[FLD_PEMode] = fz_below(r, 3) ? 7 : fz_below(r, 8);
            if (insn_has(&in, FLD_L)) in.f[FLD_L] = fz_below(r, 5) != 0;
            if (insn_has(&in, FLD_SizeCode)) in.f[FLD_SizeCode] = 1 + fz_below(r, fz_below(r, 4) ? 3 : 10);
            if (ntiles && insn_has(&in, FLD_SrcTile0)) in.f[FLD_SrcTile0] = tiles[fz_below(r, ntiles)];
            if (ntiles && insn_has(&in, FLD_SrcTile1)) in.f[FLD_SrcTile1] = tiles[fz_below(r, ntiles)];
            if (insn_has(&in, FLD_RegSrc0)) {
                in.f[FLD_RegSrc0] = fz_below(r, 4);
                in.f[FLD_RegSrc1] = fz_below(r, 8) ? 0 : fz_below(r, 24);
                in.f[FLD_RegSrc2] = fz_below(r, 8) ? 0 : fz_below(r, 24);
                in.f[FLD_RegDst] = fz_below(r, 8) ? 0 : fz_below(r, 24);
            }
            uint64_t nw;
            if (insn_encode(&in, &nw)) w = nw;
        }
    }
    unsigned n = fi->length_bits / 8u;
    for (unsigned i = 0; i < n; i++) out[i] = (uint8_t)(w >> (8 * i));
    return n;
}


/* ---- whole bundles ------------------------------------------------------------------ */
static inline unsigned fz_put_insn(insn *in, uint8_t *out)
{
    uint64_t w;
    unsigned n = insn_encode(in, &w);
    for (unsigned i = 0; i < n; i++) out[i] = (uint8_t)(w >> (8 * i));
    return n;
}

static inline void fz_form(insn *in, unsigned f)
{
    memset(in, 0, sizeof *in);
    in->form = (uint8_t)f;
}

/* Configures two or three tiles with one random shared descriptor (the
 * operands of a binary operation), through the public API. */
static inline void fz_setup_matching(pto_machine *m, fz_rng *r)
{
    static const uint8_t dts[] = {DT_FP32, DT_FP16, DT_BF16, DT_U32, DT_S32, DT_U16, DT_S16, DT_U8, DT_S8, DT_FP64, DT_S64};
    static const uint8_t masks[] = {0x8, 0x4, 0x2, 0x1, 0xC, 0xE, 0xF, 0xF};
    pto_reset(m);
    pto_set_profile(m, fz_below(r, 2) ? PTO_PROFILE_V0 : PTO_PROFILE_IEEE);
    pto_tile_desc d;
    memset(&d, 0, sizeof d);
    d.kind = PTO_TILE_NUMERIC;
    d.dtype = dts[fz_below(r, sizeof dts)];
    d.capacity = 128u << fz_below(r, 3);
    d.cols = 1u << fz_below(r, 6);
    d.mask = masks[fz_below(r, sizeof masks)];
    uint32_t rows = derived_rows(d.capacity, d.cols, d.dtype);
    if (!rows) {
        d.cols = 8;
        rows = derived_rows(d.capacity, d.cols, d.dtype);
        if (!rows) return;
    }
    d.valid_rows = fz_below(r, 3) ? rows : 1 + fz_below(r, rows);
    d.valid_cols = fz_below(r, 3) ? d.cols : 1 + fz_below(r, d.cols);
    unsigned bits = pto_dtype_bits(d.dtype);
    unsigned n = 2 + fz_below(r, 2);
    for (unsigned k = 0; k < n; k++) {
        unsigned idx = fz_below(r, PTO_TILES);
        if (pto_tile_configure(m, idx, &d) != PTO_OK) continue;
        bool holes = fz_below(r, 8) == 0;
        for (unsigned pe = 0; pe < PTO_PES; pe++) {
            if (!(d.mask & pe_bit(pe))) continue;
            for (uint32_t e = 0; e < rows * d.cols; e++)
                if (!holes || fz_below(r, 32)) pto_tile_write(m, idx, pe, e, fz_value(r, bits));
        }
    }
    for (unsigned reg = 1; reg < 6; reg++)
        for (unsigned pe = 0; pe < PTO_PES; pe++) pto_gpr_write(m, pe, reg, fz_value(r, 64));
}

/* A bundle for an allocated tile of m (or any tile): BSTART of an executed
 * operation of the tile's type, optional B.DATR / B.CATR, the three loop
 * bounds of its shape, one B.IOT, B.IOR and a terminator, each part now and
 * then dropped, repeated or replaced by a random word.  Returns the length. */
static inline size_t fz_bundle(const pto_machine *m, fz_rng *r, uint8_t *out, size_t cap)
{
    static const uint16_t sels[] = {0x000, 0x001, 0x020, 0x021, 0x02D, 0x03B};
    static const uint8_t pemode_of_mask[16] = {0, 4, 3, 0, 2, 0, 0, 0, 1, 0, 0, 0, 5, 0, 6, 7};
    unsigned cand[PTO_TILES], nc = 0;
    for (unsigned i = 0; i < PTO_TILES; i++)
        if (m->tiles[i].allocated) cand[nc++] = i;
    unsigned a = nc ? cand[fz_below(r, nc)] : fz_below(r, PTO_TILES);
    unsigned b = nc ? cand[fz_below(r, nc)] : fz_below(r, PTO_TILES);
    const tile *t = &m->tiles[a];
    unsigned dt = t->allocated ? t->dtype : DT_FP32;
    uint32_t vc = t->allocated ? t->vcols : 8, vr = t->allocated ? t->vrows : 4, col = t->allocated ? t->cols : 8;
    unsigned mask = t->allocated ? t->mask : 0xF, pm = pemode_of_mask[mask & 15u];
    if (!pm || fz_below(r, 16) == 0) pm = 1 + fz_below(r, 7);
    unsigned sc = 1;
    while (t->allocated && (128u << (sc - 1)) < t->capacity && sc < 10) sc++;
    if (fz_below(r, 8) == 0) sc = 1 + fz_below(r, 10);
    unsigned sel = sels[fz_below(r, sizeof sels / sizeof sels[0])];
    size_t len = 0;
    insn in;
    for (unsigned part = 0; part < 8; part++) {
        uint8_t w[8];
        unsigned n = 0;
        bool want = true;
        switch (part) {
        case 0:
            fz_form(&in, F_BSTART_TEPL);
            in.f[FLD_DataType] = fz_below(r, 16) ? dt : fz_below(r, 29);
            in.f[FLD_Mode] = sel >> 5;
            in.f[FLD_Function] = sel & 31u;
            break;
        case 1:
            want = fz_below(r, 2) == 0;
            fz_form(&in, F_B_DATR);
            in.f[FLD_CMode] = fz_below(r, 6);
            in.f[FLD_PadValue] = fz_below(r, 4);
            if (fz_below(r, 16) == 0) in.f[FLD_Sat] = 1;
            break;
        case 2:
            want = fz_below(r, 8) == 0;
            fz_form(&in, F_B_CATR);
            in.f[FLD_Trap] = fz_below(r, 2);
            break;
        case 3: case 4: case 5:
            fz_form(&in, F_B_DIM_LB0 + part - 3);
            in.f[FLD_Uimm] = part == 3 ? vc : part == 4 ? vr : col;
            if (fz_below(r, 16) == 0) in.f[FLD_Uimm] = fz_below(r, 40);
            want = part == 3 || fz_below(r, 8) != 0;
            break;
        case 6: {
            unsigned h = sel == 0x000 || sel == 0x001 ? 2u : sel == 0x03B ? 0u : 1u;
            if (fz_below(r, 16) == 0) h = fz_below(r, 3);
            fz_form(&in, h == 2 ? F_B_IOT_SSD : h == 1 ? F_B_IOT_SD : F_B_IOT_D);
            in.f[FLD_SrcTile0] = a;
            in.f[FLD_SrcTile1] = b;
            in.f[FLD_PEMode] = pm;
            in.f[FLD_L] = fz_below(r, 16) != 0;
            in.f[FLD_SizeCode] = sc;
            in.f[FLD_DstTile] = fz_below(r, 4);
            break;
        }
        case 7:
            want = sel != 0x000 && sel != 0x001 ? fz_below(r, 8) != 0 : fz_below(r, 8) == 0;
            fz_form(&in, F_B_IOR);
            in.f[FLD_RegSrc0] = fz_below(r, 6);
            break;
        }
        if (!want) continue;
        if (fz_below(r, 32) == 0) n = fz_word(r, NULL, 0, w);
        else n = fz_put_insn(&in, w);
        unsigned rep = fz_below(r, 32) == 0 ? 2u : 1u;
        for (unsigned k = 0; k < rep && len + n <= cap; k++) {
            memcpy(out + len, w, n);
            len += n;
        }
    }
    static const uint8_t stops[] = {F_BSTOP, F_BSTOP, F_BSTOP, F_C_BSTOP, F_L_BSTOP};
    if (fz_below(r, 16)) {
        uint8_t w[8];
        fz_form(&in, stops[fz_below(r, sizeof stops)]);
        unsigned n = fz_put_insn(&in, w);
        if (len + n <= cap) {
            memcpy(out + len, w, n);
            len += n;
        }
    }
    return len;
}

/* ---- memory-operation bundles --------------------------------------------------------
 * A machine for the TLSU operations: the pto-v0 memory (now and then at
 * an ACR of 2..15, where its 3072-byte window applies), 256, 4097, 4196 or
 * 65536 bytes, 2^48 or the default 2^32, with random bytes at both ends
 * and around byte 4096, GPRs 2..7 of every PE holding
 * addresses and strides near the end of the memory (fz_mem_value), and a
 * few tiles of random types (the 4-bit ones included), layouts (RowMajor,
 * ColumnMajor, ZN, NZ where legal) and masks, some with holes in their
 * definedness, plus predicate tiles for the MASK forms. */
static const uint8_t fz_tlsu_dtypes[] = {DT_U8,  DT_U16, DT_U32, DT_U64, DT_S8,  DT_S16, DT_S32, DT_S64, DT_FP32,
                                         DT_FP16, DT_BF16, DT_FP64, DT_E4M3, DT_TF32, 28 /* U4X2 */,
                                         20 /* S4X2 */, 11 /* E2M1X2 */, 13 /* E8M0 */, 14 /* HIF4X2 */};

static inline void fz_setup_tlsu(pto_machine *m, fz_rng *r)
{
    static const uint8_t masks[] = {0x8, 0x4, 0x2, 0x1, 0xC, 0xE, 0xF, 0xF, 0xF};
    pto_reset(m);
    pto_set_profile(m, fz_below(r, 2) ? PTO_PROFILE_V0 : PTO_PROFILE_IEEE);
    static const uint64_t sizes[] = {256, 4196, 65536, (uint64_t)1 << 48, 4097, GM_DEFAULT_SIZE};
    unsigned pick = fz_below(r, 8);
    uint64_t size = GM_PTO_V0_SIZE;
    if (pick < 2) {
        pto_mem_preset_select(m, PTO_MEM_PTO_V0);
        if (pick == 1) pto_set_acr(m, 2 + fz_below(r, 14));
    } else {
        size = sizes[pick - 2];
        pto_mem_set_size(m, size);
    }
    uint8_t buf[96];
    for (size_t i = 0; i < sizeof buf; i++) buf[i] = (uint8_t)fz_next(r);
    size_t k = size < sizeof buf ? (size_t)size : sizeof buf;
    pto_mem_write(m, 0, buf, k);
    pto_mem_write(m, size - k, buf, k);
    if (size > 4096 + k) pto_mem_write(m, 4096 - k / 2, buf, k);
    for (unsigned pe = 0; pe < PTO_PES; pe++)
        for (unsigned reg = 2; reg < 8; reg++)
            pto_gpr_write(m, pe, reg, fz_below(r, 6) ? fz_mem_value(r, size) : fz_below(r, 4));
    unsigned n = 2 + fz_below(r, 5);
    for (unsigned t = 0; t < n; t++) {
        pto_tile_desc d;
        memset(&d, 0, sizeof d);
        unsigned idx = fz_below(r, 3) ? 16u + fz_below(r, 8) : fz_below(r, PTO_TILES);
        d.mask = masks[fz_below(r, sizeof masks)];
        d.capacity = 128u << fz_below(r, fz_below(r, 4) ? 2 : 4);
        if (fz_below(r, 6) == 0) {
            d.kind = PTO_TILE_PREDICATE;
            d.cols = 1u << fz_below(r, 5);
            d.rows = 1 + fz_below(r, 8);
        } else {
            d.kind = PTO_TILE_NUMERIC;
            d.dtype = fz_tlsu_dtypes[fz_below(r, sizeof fz_tlsu_dtypes)];
            d.cols = 1u << fz_below(r, 7);
            unsigned lay = fz_below(r, 8);
            d.layout = lay < 5    ? PTO_LAYOUT_ROW_MAJOR
                       : lay == 5 ? PTO_LAYOUT_COL_MAJOR
                       : lay == 6 ? PTO_LAYOUT_ZN
                                  : PTO_LAYOUT_NZ;
        }
        uint32_t rows = d.kind == PTO_TILE_PREDICATE ? d.rows : derived_rows(d.capacity, d.cols, d.dtype);
        if (!rows) continue;
        d.valid_rows = fz_below(r, 3) ? rows : 1 + fz_below(r, rows);
        d.valid_cols = fz_below(r, 3) ? d.cols : 1 + fz_below(r, d.cols);
        if (pto_tile_configure(m, idx, &d) != PTO_OK) continue;
        pto_tile_describe(m, idx, &d);
        unsigned bits = d.kind == PTO_TILE_PREDICATE ? 1u : pto_dtype_bits(d.dtype);
        bool holes = fz_below(r, 8) == 0;
        bool small = d.kind == PTO_TILE_NUMERIC && fz_below(r, 2); /* index-like values */
        for (unsigned pe = 0; pe < PTO_PES; pe++) {
            if (!(d.mask & pe_bit(pe))) continue;
            for (uint32_t e = 0; e < d.rows * d.cols; e++) {
                if (holes && fz_below(r, 24) == 0) continue;
                uint64_t v = small ? (fz_below(r, 4) ? fz_below(r, 64) : fz_mem_value(r, size)) : fz_value(r, bits);
                pto_tile_write(m, idx, pe, e, v & dt_mask(bits));
            }
        }
    }
}

/* A bundle of a random TLSU operation (TLOAD, TSTORE, TMOV, TPREFETCH,
 * GMOV, the indexed forms; now and then a Shared TMOV or TSTORE form): its
 * BSTART with a tile's type (or another), an optional B.DATR (a Layout
 * code, the CUBE codes now and then, rarely a PadValue or another field),
 * an optional B.CATR, loop bounds from a tile's shape or small values, the
 * form's B.IOT stream over allocated tiles (index tiles, predicate masks),
 * now and then a B.IOS, a B.IOR with base and stride GPRs, and a
 * terminator; any part may be dropped, repeated or replaced by a random
 * word, as in fz_bundle.  Returns the length. */
static inline size_t fz_tlsu_bundle(const pto_machine *m, fz_rng *r, uint8_t *out, size_t cap)
{
    static const uint8_t fns[] = {0, 0, 0, 1, 1, 1, 2, 2, 3, 13, 4, 5, 6, 7, 8};
    static const uint8_t codes[] = {0, 0, 1, 3, 4, 6, 8, 9, 17, 18, 20, 27, 28, 30, 21, 24};
    static const uint8_t pemode_of_mask[16] = {0, 4, 3, 0, 2, 0, 0, 0, 1, 0, 0, 0, 5, 0, 6, 7};
    unsigned cand[PTO_TILES], nc = 0, preds[PTO_TILES], np = 0;
    for (unsigned i = 0; i < PTO_TILES; i++)
        if (m->tiles[i].allocated) {
            cand[nc++] = i;
            if (m->tiles[i].kind == PTO_TILE_PREDICATE) preds[np++] = i;
        }
    unsigned tl[3];
    for (unsigned k = 0; k < 3; k++) tl[k] = nc ? cand[fz_below(r, nc)] : fz_below(r, PTO_TILES);
    if (np && fz_below(r, 2)) tl[fz_below(r, 2) + 1] = preds[fz_below(r, np)];
    const tile *t = &m->tiles[tl[0]];
    unsigned fn = fz_below(r, 32) ? fns[fz_below(r, sizeof fns)] : fz_below(r, 2) ? 9 + fz_below(r, 4) : 14;
    unsigned dt = t->allocated && fz_below(r, 4) ? t->dtype : fz_tlsu_dtypes[fz_below(r, sizeof fz_tlsu_dtypes)];
    if (fn == 2 && fz_below(r, 4) == 0) dt = DT_NONE;
    if (fz_below(r, 32) == 0) dt = fz_below(r, 32);
    unsigned mask = t->allocated ? t->mask : 0xF, pm = pemode_of_mask[mask & 15u];
    if (!pm || fz_below(r, 8) == 0) pm = fz_below(r, 8);
    unsigned sc = 1;
    while (t->allocated && (128u << (sc - 1)) < t->capacity && sc < 10) sc++;
    if (fz_below(r, 4) == 0) sc = 1 + fz_below(r, 4);
    bool one_gpr = (fn >= 4 && fn <= 8) || fn == 13; /* B.IOR RegSrc0 only */
    size_t len = 0;
    insn in;
    for (unsigned part = 0; part < 10; part++) {
        uint8_t w[8];
        bool want = true;
        switch (part) {
        case 0:
            fz_form(&in, F_BSTART_TLOAD + fn);
            in.f[FLD_DataType] = dt;
            break;
        case 1:
            want = fz_below(r, 3) == 0;
            fz_form(&in, F_B_DATR);
            in.f[FLD_Layout] = codes[fz_below(r, fz_below(r, 8) ? 14 : sizeof codes)];
            if (fz_below(r, 8) == 0) in.f[FLD_PadValue] = fz_below(r, 4);
            if (fz_below(r, 16) == 0) in.f[FLD_DataType] = fz_below(r, 2) ? 31 : dt;
            if (fz_below(r, 32) == 0) in.f[FLD_CMode] = 1 + fz_below(r, 5);
            break;
        case 2:
            want = fz_below(r, 12) == 0;
            fz_form(&in, F_B_CATR);
            in.f[FLD_Trap] = fz_below(r, 4) == 0;
            in.f[FLD_Atom] = fz_below(r, 2);
            in.f[FLD_Aq] = fz_below(r, 2);
            break;
        case 3: case 4: case 5: {
            unsigned lb = part - 3;
            fz_form(&in, F_B_DIM_LB0 + lb);
            uint32_t v = !t->allocated ? 1 + fz_below(r, 8) : lb == 0 ? t->vcols : lb == 1 ? t->vrows : t->cols;
            if (fz_below(r, 6) == 0) v = fz_below(r, 40);
            in.f[FLD_Uimm] = v;
            want = fz_below(r, 4) != 0;
            break;
        }
        case 6: case 7: {
            /* the binding stream of the form: part 6 its first B.IOT, part 7 the second */
            bool two = fn == 7 || fn == 8;
            if (fn == 3) want = fz_below(r, 16) == 0;
            if (part == 7 && !two) {
                want = fz_below(r, 60) == 0; /* a surplus binding */
                fz_form(&in, F_B_IOS);
                in.f[FLD_SharedTID] = fz_below(r, 256);
                in.f[FLD_SizeCode] = fz_below(r, 4);
                in.f[FLD_PEMode] = pm;
                break;
            }
            bool last = part == 7 || !two;
            unsigned f;
            if (part == 7) f = fn == 8 ? F_B_IOT_SD : F_B_IOT_S;
            else if (fn == 0 || fn == 3) f = F_B_IOT_D;
            else if (fn == 1) f = F_B_IOT_S;
            else if (fn == 5 || two) f = F_B_IOT_SS;
            else if (fn == 6) f = F_B_IOT_SSD;
            else f = F_B_IOT_SD;
            if (fz_below(r, 40) == 0) f = F_B_IOT_D + fz_below(r, 5);
            fz_form(&in, f);
            in.f[FLD_SrcTile0] = part == 7 ? tl[2] : tl[0];
            in.f[FLD_SrcTile1] = tl[1];
            in.f[FLD_PEMode] = pm;
            in.f[FLD_L] = fz_below(r, 40) ? last : !last;
            in.f[FLD_SizeCode] = (f == F_B_IOT_S || f == F_B_IOT_SS) ? 0 : sc;
            in.f[FLD_DstTile] = fz_below(r, 4);
            break;
        }
        case 8:
            want = fn == 2 ? fz_below(r, 8) == 0 : fz_below(r, 6) != 0;
            fz_form(&in, F_B_IOR);
            in.f[FLD_RegSrc0] = fz_below(r, 8) ? 2 + fz_below(r, 6) : 0;
            if (one_gpr) in.f[FLD_RegSrc1] = fz_below(r, 32) ? 0 : 3;
            else in.f[FLD_RegSrc1] = fz_below(r, 6) ? 2 + fz_below(r, 6) : 0;
            if (fz_below(r, 60) == 0) in.f[FLD_RegSrc2] = 1 + fz_below(r, 7);
            if (fz_below(r, 60) == 0) in.f[FLD_RegDst] = 1 + fz_below(r, 7);
            break;
        default: {
            static const uint8_t stops[] = {F_BSTOP, F_BSTOP, F_BSTOP, F_C_BSTOP, F_L_BSTOP};
            want = fz_below(r, 16) != 0;
            fz_form(&in, stops[fz_below(r, sizeof stops)]);
            break;
        }
        }
        if (!want) continue;
        unsigned n = fz_below(r, 150) == 0 ? fz_word(r, NULL, 0, w) : fz_put_insn(&in, w);
        if (n == 0) continue;
        unsigned rep = fz_below(r, 100) == 0 ? 2u : 1u;
        for (unsigned k = 0; k < rep && len + n <= cap; k++) {
            memcpy(out + len, w, n);
            len += n;
        }
    }
    return len;
}

/* ---- the checked stepping loop ---------------------------------------------------- */
typedef struct fz_stats {
    unsigned long steps, ok, faults, errors, commits, traps;
    unsigned long mem_faults;   /* DataAlignment and DataPage faults */
    unsigned long tlsu_commits; /* TLSU blocks that committed */
} fz_stats;

/* A run stops (without failing) once the memory holds this many pages: a
 * generated store may touch a page per row, and every step copies them. */
enum { FZ_MAX_PAGES = 2048 };

/* Steps code on m up to max_steps instructions.  After every step: the
 * invariants hold; a fault (other than the post-commit B.CATR trap, which
 * follows a completed commit) and an API error changed nothing but the
 * fault record, TPC and the error message; a success left TPC even (a
 * branch may move it anywhere; max_steps bounds a loop).
 * After a fault or an error, execution continues at the next 2-byte offset.
 * The run ends early once the memory holds FZ_MAX_PAGES pages.
 * Returns 0, or 1 with a message in why. */
static inline int fz_run_checked(pto_machine *m, const uint8_t *code, size_t len, unsigned max_steps, fz_stats *st,
                          char *why, size_t n)
{
    fz_snap before = {0}, after = {0};
    int rc = 0;
    char inv[256];
    if (pto_check_invariants(m, inv, sizeof inv)) {
        snprintf(why, n, "after set-up: %s", inv);
        return 1;
    }
    for (unsigned k = 0; k < max_steps; k++) {
        uint64_t pc = pto_tpc(m), bpc = pto_bpc(m);
        unsigned live = pto_capacity_in_use(m);
        bool tlsu = m->blk.active && m->blk.op && m->blk.op->sfu == OP_ENGINE_TLSU;
        fz_take(m, &before);
        pto_status s = pto_step(m, code, len);
        if (st) st->steps++;
        if (pto_check_invariants(m, inv, sizeof inv)) {
            snprintf(why, n, "step %u at pc 0x%llx (%s): %s", k, (unsigned long long)pc, pto_status_name(s), inv);
            rc = 1;
            break;
        }
        if (s == PTO_END) break;
        if (s == PTO_OK) {
            if (st) {
                st->ok++;
                if (pto_capacity_in_use(m) > live) st->commits++;
                if (tlsu && (!m->blk.active || pto_bpc(m) != bpc)) st->tlsu_commits++;
            }
            if (pto_tpc(m) & 1u) { /* a branch may go anywhere, but never to an odd PC */
                snprintf(why, n, "step %u at pc 0x%llx succeeded with the odd TPC 0x%llx", k, (unsigned long long)pc,
                         (unsigned long long)pto_tpc(m));
                rc = 1;
                break;
            }
            if (gm_page_count(&m->mem) > FZ_MAX_PAGES) break;
            continue;
        }
        pto_fault_info f;
        pto_fault(m, &f);
        if (s == PTO_FAULT) {
            if (st) {
                st->faults++;
                if (f.kind == PTO_FAULT_DATA_ALIGNMENT || f.kind == PTO_FAULT_DATA_PAGE) st->mem_faults++;
            }
            if (f.kind == PTO_FAULT_NONE) {
                snprintf(why, n, "step %u at pc 0x%llx: PTO_FAULT without a fault record", k, (unsigned long long)pc);
                rc = 1;
                break;
            }
            if (f.kind == PTO_FAULT_BUNDLE_POST_COMMIT) {
                if (st) st->traps++;
                pto_clear_fault(m);
                continue; /* TPC is already the continuation */
            }
        } else if (f.kind != PTO_FAULT_NONE) {
            snprintf(why, n, "step %u at pc 0x%llx: %s left a fault record", k, (unsigned long long)pc,
                     pto_status_name(s));
            rc = 1;
            break;
        } else if (st) {
            st->errors++;
        }
        fz_take(m, &after);
        if (!fz_same(&before, &after)) {
            snprintf(why, n, "step %u at pc 0x%llx: %s (%s) changed architectural state", k, (unsigned long long)pc,
                     pto_status_name(s), s == PTO_FAULT ? (f.rule ? f.rule : "?") : pto_last_error(m));
            rc = 1;
            break;
        }
        if (pto_tpc(m) != pc && !(s == PTO_FAULT && f.kind == PTO_FAULT_INSTRUCTION_PC)) {
            snprintf(why, n, "step %u at pc 0x%llx: %s moved TPC to 0x%llx", k, (unsigned long long)pc,
                     pto_status_name(s), (unsigned long long)pto_tpc(m));
            rc = 1;
            break;
        }
        if (s == PTO_FAULT && f.pc != pto_tpc(m)) {
            snprintf(why, n, "step %u at pc 0x%llx: fault pc 0x%llx is not TPC", k, (unsigned long long)pc,
                     (unsigned long long)f.pc);
            rc = 1;
            break;
        }
        if (s == PTO_ERR_TRUNCATED) break;
        pto_clear_fault(m);
        pto_set_tpc(m, pc + 2);
    }
    free(before.b);
    free(after.b);
    return rc;
}

/* ---- pto_run against pto_step --------------------------------------------------
 * pto_run may replay a bundle it has run before (bundle plans, core.h).  One
 * round: both machines from TPC 0 (fault record cleared, open block dropped),
 * a stepped by pto_step and b by pto_run, up to max_steps instructions
 * (0: no limit) or the first non-OK status.  Returns 0 when they agree on the
 * status, the architectural state, TPC, the fault record and the error
 * message, else 1 with a message in why. */
static inline int fz_run_twins(pto_machine *a, pto_machine *b, const uint8_t *code, size_t len, uint64_t max_steps,
                               char *why, size_t n)
{
    pto_machine *ms[2] = {a, b};
    for (unsigned k = 0; k < 2; k++) {
        pto_recover(ms[k]);
        pto_set_tpc(ms[k], 0);
    }
    pto_status sa = PTO_OK;
    for (uint64_t i = 0; max_steps == 0 || i < max_steps; i++)
        if ((sa = pto_step(a, code, len)) != PTO_OK) break;
    pto_status sb = pto_run(b, code, len, max_steps);
    fz_snap x = {0}, y = {0};
    fz_take(a, &x);
    fz_take(b, &y);
    pto_fault_info fa, fb;
    pto_fault(a, &fa);
    pto_fault(b, &fb);
    const char *what = sa != sb                 ? "status"
                     : !fz_same(&x, &y)         ? "architectural state"
                     : pto_tpc(a) != pto_tpc(b) ? "TPC"
                     : fa.kind != fb.kind || fa.pc != fb.pc || fa.trap != fb.trap ? "fault record"
                     : strcmp(pto_last_error(a), pto_last_error(b)) != 0 ? "error message"
                                                                         : NULL;
    free(x.b);
    free(y.b);
    if (!what) return 0;
    snprintf(why, n, "pto_run and pto_step differ in the %s (%s / %s)", what, pto_status_name(sb),
             pto_status_name(sa));
    return 1;
}

#endif
