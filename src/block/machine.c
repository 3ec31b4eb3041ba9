/* The public machine API: creation, host control of state, stepping. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "block/memo.h"
#include "core.h"
#include "scalar/scalar.h"

static const struct {
    const char *name;
    unsigned trap;
} fault_table[] = {
#define FAULT(id, nm, trap) {nm, trap},
#include "faults.def"
#undef FAULT
};

const char *pto_fault_kind_name(pto_fault_kind k)
{
    return (unsigned)k < sizeof fault_table / sizeof fault_table[0] ? fault_table[k].name : "?";
}

const char *pto_status_name(pto_status s)
{
    switch (s) {
    case PTO_OK: return "ok";
    case PTO_FAULT: return "fault";
    case PTO_END: return "end";
    case PTO_ERR_ARG: return "bad argument";
    case PTO_ERR_NOMEM: return "out of memory";
    case PTO_ERR_STATE: return "bad state";
    case PTO_ERR_TRUNCATED: return "truncated instruction";
    case PTO_ERR_UNIMPLEMENTED: return "not implemented by ptosim";
    }
    return "?";
}

pto_status set_error(pto_machine *m, pto_status s, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(m->err, sizeof m->err, fmt, ap);
    va_end(ap);
    return s;
}

void raise_fault(pto_machine *m, pto_fault_kind k, uint64_t pc, const char *rule)
{
    m->fault.kind = k;
    m->fault.trap = fault_table[k].trap;
    m->fault.pc = pc;
    m->fault.rule = rule;
    m->fault.has_addr = false;
    m->fault.addr = 0;
    /* A simulated program has no trap handler: TPC stays at the fault
     * address, the precise restart point (README, conformance). */
    m->tpc = pc;
}

void raise_fault_addr(pto_machine *m, pto_fault_kind k, uint64_t pc, const char *rule, uint64_t addr)
{
    raise_fault(m, k, pc, rule);
    /* SetFault(code, address): the record holds the element's GM address;
     * the run stops at the instruction (decisions D20). */
    m->fault.has_addr = true;
    m->fault.addr = addr;
}

pto_machine *pto_create(void)
{
    pto_machine *m = calloc(1, sizeof *m);
    if (!m) return NULL;
    m->profile = PTO_PROFILE_IEEE;
    m->last_dest = -1;
    gm_init(&m->mem);
    return m;
}

void pto_destroy(pto_machine *m)
{
    if (!m) return;
    free(m->lint_msgs);
    free(m->mm_scratch);
    for (unsigned i = 0; i < TILE_SLOTS; i++) tile_free_storage(&m->tiles[i]);
    gm_free(&m->mem);
    free(m);
}

void pto_reset(pto_machine *m)
{
    for (unsigned i = 0; i < TILE_SLOTS; i++) tile_release(m, i);
    naming_clear(m);
    memset(m->gpr, 0, sizeof m->gpr);
    memset(m->tq, 0, sizeof m->tq);
    memset(m->uq, 0, sizeof m->uq);
    m->tq_n = m->uq_n = 0;
    m->ra = m->commit_arg = 0;
    m->last_dest = -1;
    m->retired = 0;
    m->fetch_page = NULL;
    m->flags = 0;
    m->tpc = m->bpc = 0;
    memset(&m->blk, 0, sizeof m->blk);
    memset(&m->fault, 0, sizeof m->fault);
    gm_reset(&m->mem);
    m->err[0] = 0;
    m->nlint = 0;
}

const char *pto_last_error(const pto_machine *m) { return m->err; }

pto_status pto_set_profile(pto_machine *m, pto_profile p)
{
    if (p != PTO_PROFILE_IEEE && p != PTO_PROFILE_V0) return set_error(m, PTO_ERR_ARG, "unknown numeric profile %d", (int)p);
    m->profile = p;
    return PTO_OK;
}

pto_profile pto_get_profile(const pto_machine *m) { return m->profile; }

pto_status pto_set_naming(pto_machine *m, pto_naming n)
{
    if (n != PTO_NAMING_FLAT && n != PTO_NAMING_QUEUE) return set_error(m, PTO_ERR_ARG, "unknown tile naming %d", (int)n);
    if (n == m->naming) return PTO_OK;
    if (m->blk.active) return set_error(m, PTO_ERR_STATE, "the tile naming cannot change while a block is open");
    for (unsigned i = 0; i < TILE_SLOTS; i++)
        if (m->tiles[i].allocated)
            return set_error(m, PTO_ERR_STATE, "the tile naming can change only with no tile allocated");
    m->naming = (uint8_t)n;
    naming_clear(m);
    return PTO_OK;
}

pto_naming pto_get_naming(const pto_machine *m) { return (pto_naming)m->naming; }
int pto_last_destination(const pto_machine *m) { return m->last_dest; }

bool pto_last_write(const pto_machine *m, unsigned *reg, uint64_t *value)
{
    if (!m->wb) return false;
    if (reg) *reg = m->wb_sel;
    if (value) *value = m->wb_val;
    return true;
}

pto_status pto_queue_read(const pto_machine *m, unsigned pe, bool u, unsigned k, uint64_t *value)
{
    if (pe >= PTO_PES || k >= 4 || !value) return PTO_ERR_ARG;
    if (k >= (u ? m->uq_n : m->tq_n)) return PTO_ERR_STATE;
    *value = u ? m->uq[pe][k] : m->tq[pe][k];
    return PTO_OK;
}
uint64_t pto_retired(const pto_machine *m) { return m->retired; }

pto_status pto_gpr_read(const pto_machine *m, unsigned pe, unsigned reg, uint64_t *value)
{
    if (pe >= PTO_PES || reg >= PTO_GPRS || !value) return PTO_ERR_ARG;
    *value = reg == 0 ? 0 : m->gpr[pe][reg];
    return PTO_OK;
}

pto_status pto_gpr_write(pto_machine *m, unsigned pe, unsigned reg, uint64_t value)
{
    if (pe >= PTO_PES) return set_error(m, PTO_ERR_ARG, "PE %u does not exist (0..3)", pe);
    if (reg >= PTO_GPRS) return set_error(m, PTO_ERR_ARG, "GPR %u does not exist (0..23)", reg);
    if (reg != 0) m->gpr[pe][reg] = value; /* GPR 0 ignores writes */
    return PTO_OK;
}

pto_status pto_set_current_pe(pto_machine *m, unsigned pe)
{
    if (pe >= PTO_PES) return set_error(m, PTO_ERR_ARG, "PE %u does not exist (0..3)", pe);
    m->cur_pe = pe;
    return PTO_OK;
}

unsigned pto_get_current_pe(const pto_machine *m) { return m->cur_pe; }
unsigned pto_flags(const pto_machine *m) { return m->flags; }
void pto_clear_flags(pto_machine *m) { m->flags = 0; }
uint64_t pto_tpc(const pto_machine *m) { return m->tpc; }
uint64_t pto_bpc(const pto_machine *m) { return m->bpc; }
bool pto_block_active(const pto_machine *m) { return m->blk.active; }

pto_status pto_set_tpc(pto_machine *m, uint64_t pc)
{
    if (pc & 1u) return set_error(m, PTO_ERR_ARG, "PC 0x%llx is odd", (unsigned long long)pc);
    m->tpc = pc;
    return PTO_OK;
}

void pto_fault(const pto_machine *m, pto_fault_info *out) { *out = m->fault; }
void pto_clear_fault(pto_machine *m) { memset(&m->fault, 0, sizeof m->fault); }

void pto_recover(pto_machine *m)
{
    memset(&m->fault, 0, sizeof m->fault);
    memset(&m->blk, 0, sizeof m->blk);
    m->bpc = 0;
}

/* ---- global memory -------------------------------------------------------- */

pto_status pto_mem_set_size(pto_machine *m, uint64_t bytes)
{
    if (bytes == 0 || bytes > GM_MAX_SIZE)
        return set_error(m, PTO_ERR_ARG, "memory size %llu is outside 1 .. 2^48 bytes", (unsigned long long)bytes);
    if (!gm_set_size(&m->mem, bytes)) return set_error(m, PTO_ERR_NOMEM, "out of host memory");
    return PTO_OK;
}

uint64_t pto_mem_size(const pto_machine *m) { return m->mem.size; }

/* Whether [addr, addr + len) lies inside the memory (exact, no wrap). */
static bool mem_range_ok(const pto_machine *m, uint64_t addr, uint64_t len)
{
    return len <= m->mem.size && addr <= m->mem.size - len;
}

static pto_status mem_range_error(pto_machine *m, const char *what, uint64_t addr, uint64_t len)
{
    return set_error(m, PTO_ERR_ARG, "%s of %llu bytes at 0x%llx lies past the end of the %llu-byte memory", what,
                     (unsigned long long)len, (unsigned long long)addr, (unsigned long long)m->mem.size);
}

pto_status pto_mem_write(pto_machine *m, uint64_t addr, const void *buf, size_t len)
{
    if (!buf && len) return set_error(m, PTO_ERR_ARG, "no buffer");
    if (!mem_range_ok(m, addr, (uint64_t)len)) return mem_range_error(m, "a memory write", addr, (uint64_t)len);
    if (!gm_prepare_write(&m->mem, addr, (uint64_t)len)) return set_error(m, PTO_ERR_NOMEM, "out of host memory");
    gm_write(&m->mem, addr, buf, (uint64_t)len);
    return PTO_OK;
}

pto_status pto_mem_read(const pto_machine *m, uint64_t addr, void *buf, size_t len)
{
    /* The message buffer is host-control state, not architectural: a const
     * machine records its error there too. */
    pto_machine *w = (pto_machine *)m;
    if (!buf && len) return set_error(w, PTO_ERR_ARG, "no buffer");
    if (!mem_range_ok(m, addr, (uint64_t)len)) return mem_range_error(w, "a memory read", addr, (uint64_t)len);
    gm_read(&m->mem, addr, buf, (uint64_t)len);
    return PTO_OK;
}

pto_status pto_mem_preset_select(pto_machine *m, pto_mem_preset p)
{
    if (p != PTO_MEM_DEFAULT && p != PTO_MEM_PTO_V0) return set_error(m, PTO_ERR_ARG, "unknown memory preset %d", (int)p);
    if (!gm_preset(&m->mem, p)) return set_error(m, PTO_ERR_NOMEM, "out of host memory");
    return PTO_OK;
}

pto_status pto_set_acr(pto_machine *m, unsigned acr)
{
    if (acr > 15) return set_error(m, PTO_ERR_ARG, "ACR %u does not exist (0..15)", acr);
    m->mem.acr = acr;
    return PTO_OK;
}

unsigned pto_get_acr(const pto_machine *m) { return m->mem.acr; }

/* ---- tiles ------------------------------------------------------------- */

static pto_status check_index(pto_machine *m, unsigned index)
{
    if (index >= PTO_TILES) return set_error(m, PTO_ERR_ARG, "tile index %u does not exist (0..63)", index);
    return PTO_OK;
}

pto_status pto_tile_configure(pto_machine *m, unsigned index, const pto_tile_desc *d)
{
    if (check_index(m, index) || !d) return d ? PTO_ERR_ARG : set_error(m, PTO_ERR_ARG, "no descriptor");
    char name[8];
    pto_tile_name(index, name);
    unsigned slot = index, hand = index / 16u;
    if (m->naming == PTO_NAMING_QUEUE) { /* decisions D17: the new tile is #1 of its hand */
        if (index % 16u)
            return set_error(m, PTO_ERR_STATE, "in queue naming a configured tile becomes #1 of its hand; name %c#1",
                             name[0]);
        if (m->qlen[hand] == 16) return set_error(m, PTO_ERR_STATE, "hand %c holds 16 tiles already", name[0]);
        slot = (unsigned)naming_free_slot(m);
    }
    tile *t = &m->tiles[slot];
    if (t->allocated) return set_error(m, PTO_ERR_STATE, "tile %s is already allocated", name);
    if (d->mask == 0 || d->mask > 15) return set_error(m, PTO_ERR_ARG, "PE mask must be 0001..1111");
    if (d->capacity < 128 || d->capacity > 65536 || d->capacity % 128)
        return set_error(m, PTO_ERR_ARG, "capacity %u is not a multiple of 128 in 128..65536", d->capacity);
    if (d->layout != PTO_LAYOUT_ROW_MAJOR && d->layout != PTO_LAYOUT_COL_MAJOR && d->layout != PTO_LAYOUT_ZN &&
        d->layout != PTO_LAYOUT_NZ && !layout_is_cube(d->layout))
        return set_error(m, PTO_ERR_ARG,
                         "layout %u is not RowMajor (0), ColumnMajor (1), ZN (3), NZ (4) or CUBE_M32/M16/N8 (21..23)",
                         d->layout);
    uint32_t rows = d->rows;
    unsigned dt = d->dtype;
    if (d->kind == PTO_TILE_NUMERIC && layout_is_cube(d->layout)) {
        /* A CUBE tile (ConfigureCubeTileForMask): the storage extents follow from the valid shape. */
        if (!cube_shape_legal(d->capacity, d->valid_rows, d->valid_cols, dt, d->layout))
            return set_error(m, PTO_ERR_ARG, "a %ux%u %s %s tile does not fit %u bytes (TileCubeDescriptorShapeLegal)",
                             d->valid_rows, d->valid_cols, dt_concrete(dt) ? pto_dtypes[dt].name : "?",
                             pto_layout_name(d->layout), d->capacity);
        uint32_t sr = cube_storage_rows(d->layout, d->valid_rows, dt), sc = cube_storage_cols(d->layout, d->valid_cols, dt);
        if ((rows && rows != sr) || (d->cols && d->cols != sc))
            return set_error(m, PTO_ERR_ARG, "a CUBE tile's rows and cols are its storage extents %ux%u", sr, sc);
        if (!tile_budget_allows(m, d->mask, d->capacity))
            return set_error(m, PTO_ERR_STATE, "the 256 KiB tile budget would be exceeded");
        if (!tile_setup(m, slot, d->kind, dt, d->capacity, sr, sc, d->valid_rows, d->valid_cols, d->layout, d->mask))
            return set_error(m, PTO_ERR_NOMEM, "out of host memory");
        if (m->naming == PTO_NAMING_QUEUE) naming_push(m, hand, slot);
        return PTO_OK;
    }
    if (d->kind == PTO_TILE_NUMERIC) {
        if (!dt_concrete(dt)) return set_error(m, PTO_ERR_ARG, "DataType %u is reserved", dt);
        uint32_t derived = derived_rows(d->capacity, d->cols, dt);
        if (derived == 0)
            return set_error(m, PTO_ERR_ARG, "cols %u do not divide %u bytes of %s into rows", d->cols, d->capacity,
                             pto_dtypes[dt].name);
        if (rows != 0 && rows != derived)
            return set_error(m, PTO_ERR_ARG, "rows %u differ from the derived %u", rows, derived);
        rows = derived;
        if ((uint64_t)d->valid_rows * d->valid_cols > (uint64_t)d->capacity * 8u / pto_dtypes[dt].bits)
            return set_error(m, PTO_ERR_ARG, "valid region exceeds the capacity");
    } else if (d->kind == PTO_TILE_PREDICATE) {
        dt = DT_U8;
        if (rows == 0 || d->cols == 0 || (uint64_t)rows * d->cols > d->capacity)
            return set_error(m, PTO_ERR_ARG, "a predicate tile needs 0 < rows*cols <= capacity");
    } else {
        return set_error(m, PTO_ERR_ARG, "unknown tile kind %d", (int)d->kind);
    }
    if (d->kind == PTO_TILE_NUMERIC && !layout_shape_legal(d->layout, dt, rows, d->cols))
        return set_error(m, PTO_ERR_ARG, "a %s tile needs rows %% 16 == 0 and cols %% %u == 0 (%ux%u given)",
                         d->layout == PTO_LAYOUT_ZN ? "ZN" : "NZ", layout_inner_elements(dt), rows, d->cols);
    if (d->valid_rows > rows || d->valid_cols > d->cols)
        return set_error(m, PTO_ERR_ARG, "valid region %ux%u exceeds the shape %ux%u", d->valid_rows, d->valid_cols,
                         rows, d->cols);
    if (!tile_budget_allows(m, d->mask, d->capacity))
        return set_error(m, PTO_ERR_STATE, "the 256 KiB tile budget would be exceeded");
    if (!tile_setup(m, slot, d->kind, dt, d->capacity, rows, d->cols, d->valid_rows, d->valid_cols, d->layout, d->mask))
        return set_error(m, PTO_ERR_NOMEM, "out of host memory");
    if (m->naming == PTO_NAMING_QUEUE) naming_push(m, hand, slot);
    return PTO_OK;
}

/* The tile a name holds, or NULL. */
static tile *named(pto_machine *m, unsigned index)
{
    int s = tile_slot(m, index);
    return s < 0 || !m->tiles[s].allocated ? NULL : &m->tiles[s];
}
static const tile *named_c(const pto_machine *m, unsigned index) { return named((pto_machine *)m, index); }

/* pto_tile_release but for its usual case: out of line, so that the usual
 * case saves no register */
static __attribute__((noinline)) pto_status tile_release_checked(pto_machine *m, unsigned index)
{
    if (check_index(m, index)) return PTO_ERR_ARG;
    char name[8];
    int s = tile_slot(m, index); /* kept as a number: t - m->tiles would divide by the tile's size */
    if (s < 0 || !m->tiles[s].allocated) {
        pto_tile_name(index, name);
        return set_error(m, PTO_ERR_STATE, "tile %s is not allocated", name);
    }
    if (m->blk.active) {
        /* A bound source must stay for the commit (queue naming: no entry
         * may move under an open block). */
        for (unsigned i = 0; i < m->blk.nbind; i++) {
            const tile_binding *b = &m->blk.bind[i];
            if ((b->s0_valid && b->s0 == index) || (b->s1_valid && b->s1 == index) ||
                (m->naming == PTO_NAMING_QUEUE && (b->s0_valid || b->s1_valid))) {
                pto_tile_name(index, name);
                return set_error(m, PTO_ERR_STATE, "tile %s is bound by the open block", name);
            }
        }
    }
    if (m->naming == PTO_NAMING_QUEUE) naming_remove(m, index);
    tile_release(m, (unsigned)s);
    return PTO_OK;
}

pto_status pto_tile_release(pto_machine *m, unsigned index)
{
    /* the usual case first: an allocated tile, flat naming, no block open */
    if (index < PTO_TILES && m->naming == PTO_NAMING_FLAT && !m->blk.active && m->tiles[index].allocated) {
        tile_release(m, index);
        return PTO_OK;
    }
    return tile_release_checked(m, index);
}

bool pto_tile_allocated(const pto_machine *m, unsigned index)
{
    return index < PTO_TILES && named_c(m, index);
}

uint64_t pto_tiles_allocated(const pto_machine *m)
{
    if (m->naming == PTO_NAMING_FLAT) return m->census.slots; /* a flat name is its slot */
    uint64_t bits = 0;
    for (unsigned i = 0; i < PTO_TILES; i++)
        if (named_c(m, i)) bits |= (uint64_t)1 << i;
    return bits;
}

uint64_t pto_tiles_ended(const pto_machine *m) { return m->census.ended; }

const pto_tile_census *pto_tiles_census(const pto_machine *m) { return &m->census; }

pto_status pto_tile_set_fmap(pto_machine *m, unsigned index, const pto_fmap *d)
{
    if (check_index(m, index)) return PTO_ERR_ARG;
    if (!d) return set_error(m, PTO_ERR_ARG, "no feature-map descriptor");
    char name[8];
    pto_tile_name(index, name);
    tile *t = named(m, index);
    if (!t) return set_error(m, PTO_ERR_STATE, "tile %s is not allocated", name);
    if (m->blk.active) return set_error(m, PTO_ERR_STATE, "a block is open: set the feature map between blocks");
    if (d->layout != PTO_FMAP_NC1HWC0 && d->layout != PTO_FMAP_NDC1HWC0)
        return set_error(m, PTO_ERR_ARG, "feature-map layout %d is not NC1HWC0 (0) or NDC1HWC0 (1)", (int)d->layout);
    static const char *const cn[] = {"batches", "depth", "c1", "height", "width", "c0", "filter_h", "filter_w",
                                     "stride_h", "stride_w", "dilation_h", "dilation_w", "logical_channels"};
    const uint32_t cv[] = {d->batches, d->depth, d->c1, d->height, d->width, d->c0, d->filter_h, d->filter_w,
                           d->stride_h, d->stride_w, d->dilation_h, d->dilation_w, d->logical_channels};
    for (unsigned i = 0; i < sizeof cv / sizeof cv[0]; i++)
        if (cv[i] < 1 || cv[i] > 65535)
            return set_error(m, PTO_ERR_ARG, "feature-map %s %u is outside 1..65535", cn[i], cv[i]);
    static const char *const pn[] = {"pad_left", "pad_right", "pad_top", "pad_bottom"};
    const uint32_t pv[] = {d->pad_left, d->pad_right, d->pad_top, d->pad_bottom};
    for (unsigned i = 0; i < 4; i++)
        if (pv[i] > 65535) return set_error(m, PTO_ERR_ARG, "feature-map %s %u is outside 0..65535", pn[i], pv[i]);
    t->fmap = *d;
    t->fmap_valid = true;
    return PTO_OK;
}

pto_status pto_tile_get_fmap(const pto_machine *m, unsigned index, pto_fmap *d)
{
    if (index >= PTO_TILES || !d) return PTO_ERR_ARG;
    const tile *t = named_c(m, index);
    if (!t || !t->fmap_valid) return PTO_ERR_STATE;
    *d = t->fmap;
    return PTO_OK;
}

pto_status pto_tile_describe(const pto_machine *m, unsigned index, pto_tile_desc *d)
{
    if (index >= PTO_TILES || !d || !named_c(m, index)) return PTO_ERR_ARG;
    const tile *t = named_c(m, index);
    d->kind = (pto_tile_kind)t->kind;
    d->dtype = t->dtype;
    d->capacity = t->capacity;
    d->rows = t->rows;
    d->cols = t->cols;
    d->valid_rows = t->vrows;
    d->valid_cols = t->vcols;
    d->layout = t->layout;
    d->mask = t->mask;
    return PTO_OK;
}

static pto_status check_elem(const pto_machine *m, unsigned index, unsigned pe, uint32_t elem)
{
    if (index >= PTO_TILES || pe >= PTO_PES) return PTO_ERR_ARG;
    const tile *t = named_c(m, index);
    if (!t) return PTO_ERR_STATE;
    if (!(t->mask & pe_bit(pe))) return PTO_ERR_STATE;
    if ((uint64_t)elem >= (uint64_t)t->rows * t->cols) return PTO_ERR_ARG;
    return PTO_OK;
}

/* The message of a failed check_elem, naming the tile as programs do. */
static pto_status elem_error(pto_machine *m, pto_status s, unsigned index, unsigned pe, uint32_t elem)
{
    char name[8];
    pto_tile_name(index, name);
    if (index >= PTO_TILES) return set_error(m, s, "tile index %u does not exist (0..63)", index);
    if (pe >= PTO_PES) return set_error(m, s, "PE %u does not exist (0..3)", pe);
    if (!m->tiles[index].allocated) return set_error(m, s, "tile %s is not allocated", name);
    if (!(m->tiles[index].mask & pe_bit(pe))) return set_error(m, s, "tile %s is not allocated on PE %u", name, pe);
    return set_error(m, s, "tile %s has no element %u (it has %u)", name, elem,
                     m->tiles[index].rows * m->tiles[index].cols);
}

pto_status pto_tile_write(pto_machine *m, unsigned index, unsigned pe, uint32_t elem, uint64_t value)
{
    pto_status s = check_elem(m, index, pe, elem);
    if (s) return elem_error(m, s, index, pe, elem);
    tile *t = named(m, index);
    unsigned bits = t->kind == PTO_TILE_PREDICATE ? 1u : pto_dtypes[t->dtype].bits;
    if (value & ~dt_mask(bits))
        return set_error(m, PTO_ERR_ARG, "value 0x%llx is wider than the %u-bit element", (unsigned long long)value, bits);
    tile_put(t, pe, elem, value);
    tile_set_def(t, pe, elem, true);
    return PTO_OK;
}

pto_status pto_tile_read(const pto_machine *m, unsigned index, unsigned pe, uint32_t elem, uint64_t *value,
                         bool *defined)
{
    pto_status s = check_elem(m, index, pe, elem);
    if (s) return s;
    const tile *t = named_c(m, index);
    if (value) *value = tile_get(t, pe, elem);
    if (defined) *defined = tile_is_defined(t, pe, elem);
    return PTO_OK;
}

pto_status pto_tile_set_defined(pto_machine *m, unsigned index, unsigned pe, uint32_t elem, bool defined)
{
    pto_status s = check_elem(m, index, pe, elem);
    if (s) return elem_error(m, s, index, pe, elem);
    tile_set_def(named(m, index), pe, elem, defined);
    return PTO_OK;
}

pto_status pto_tile_payload(const pto_machine *m, unsigned index, unsigned pe, const uint8_t **bytes, size_t *len)
{
    if (index >= PTO_TILES || pe >= PTO_PES || !bytes || !len) return PTO_ERR_ARG;
    const tile *t = named_c(m, index);
    if (!t || !(t->mask & pe_bit(pe))) return PTO_ERR_STATE;
    *bytes = t->data[pe];
    *len = t->capacity;
    return PTO_OK;
}

/* ---- execution --------------------------------------------------------------- */

/* The checks before a step; PTO_OK when an instruction is to be fetched. */
static pto_status step_ready(pto_machine *m, const uint8_t *code, size_t len)
{
    if (!code && len) return set_error(m, PTO_ERR_ARG, "no code");
    if (m->fault.kind != PTO_FAULT_NONE)
        return set_error(m, PTO_ERR_STATE, "the machine stopped at a %s fault; clear it to continue",
                         pto_fault_kind_name(m->fault.kind));
    if (m->tpc >= len) return PTO_END;
    return PTO_OK;
}

/* Decodes the n-byte instruction bits at TPC through the decode cache. */
static pto_status decode_miss(pto_machine *m, unsigned n, uint64_t bits, decode_entry *e, const decode_entry **out);

static inline pto_status decode_bits(pto_machine *m, unsigned n, uint64_t bits, const decode_entry **out)
{
    decode_entry *e = &m->dcache[(m->tpc >> 1) % DECODE_CACHE];
    if (e->len == n && e->bits == bits) {
        *out = e;
        return PTO_OK;
    }
    return decode_miss(m, n, bits, e, out);
}

static pto_status decode_miss(pto_machine *m, unsigned n, uint64_t bits, decode_entry *e, const decode_entry **out)
{
    uint8_t b[8];
    for (unsigned i = 0; i < n; i++) b[i] = (uint8_t)(bits >> (8 * i));
    insn in;
    const char *why;
    decode_result r = insn_decode(b, n, &in, &why);
    switch (r) {
    case DEC_TRUNCATED: /* cannot happen: the bytes are whole */
    case DEC_UNKNOWN:
        /* ExecutePTOInstruction: no command and no scalar form */
        raise_fault(m, PTO_FAULT_ILLEGAL_INSTRUCTION, m->tpc,
                    "no command or scalar form of the specification has this encoding");
        return PTO_FAULT;
    case DEC_UNIMPL:
        return set_error(m, PTO_ERR_UNIMPLEMENTED, "pc 0x%llx: word 0x%0*llx is %s, which ptosim does not implement",
                         (unsigned long long)m->tpc, (int)n * 2, (unsigned long long)bits, why);
    case DEC_ILLEGAL:
        raise_fault(m, PTO_FAULT_ILLEGAL_INSTRUCTION, m->tpc, why);
        return PTO_FAULT;
    case DEC_OK:
        break;
    }
    e->bits = in.bits;
    e->len = in.length;
    e->in = in;
    scalar_fast_of(&e->in, &e->fast);
    *out = e;
    return PTO_OK;
}

/* Decodes the instruction at TPC of a host code buffer. */
static pto_status fetch(pto_machine *m, const uint8_t *code, size_t len, const decode_entry **out)
{
    unsigned n;
    uint64_t bits;
    if (!insn_peek(code + m->tpc, len - (size_t)m->tpc, &n, &bits))
        return set_error(m, PTO_ERR_TRUNCATED, "pc 0x%llx: the code ends inside an instruction",
                         (unsigned long long)m->tpc);
    return decode_bits(m, n, bits, out);
}

/* Runs one decoded instruction and counts it when it retires. */
static pto_status retire(pto_machine *m, const insn *in)
{
    m->err[0] = 0;
    pto_status s = exec_insn(m, in);
    if (s == PTO_OK) m->retired++;
    return s;
}

pto_status pto_step(pto_machine *m, const uint8_t *code, size_t len)
{
    pto_status s = step_ready(m, code, len);
    if (s != PTO_OK) return s;
    const decode_entry *e;
    s = fetch(m, code, len, &e);
    if (s != PTO_OK) return s;
    return retire(m, &e->in);
}

/* ---- bundle plans (see bundle_plan in core.h) ----------------------------------- */

/* What pto_run notes while a block it began runs its header. */
typedef struct plan_rec {
    bool on;
    uint64_t pc;
    unsigned ninsn, ndyn;
    plan_dim dyn[3];
} plan_rec;

/* a[0..n) == b[0..n), 8 bytes a step (a bundle is a few dozen bytes: a
 * libc memcmp call costs more than the comparison) */
static bool word_equal(const uint8_t *a, const uint8_t *b)
{
    uint64_t x, y;
    memcpy(&x, a, 8);
    memcpy(&y, b, 8);
    return x == y;
}
static bool bytes_equal(const uint8_t *a, const uint8_t *b, size_t n)
{
    if (n < 8) {
        for (size_t i = 0; i < n; i++)
            if (a[i] != b[i]) return false;
        return true;
    }
    for (size_t i = 0; i + 8 <= n; i += 8)
        if (!word_equal(a + i, b + i)) return false;
    return word_equal(a + n - 8, b + n - 8); /* the tail, overlapping the last full word */
}

/* The plan kept for TPC, if any (its bytes unchecked). */
static bundle_plan *plan_slot(pto_machine *m)
{
    bundle_plan *p = &m->plans[(m->tpc >> 1) % PLAN_CACHE];
    return p->nbytes && p->pc == m->tpc ? p : NULL;
}

/* The plan for TPC whose bytes are the first of bytes[0, avail). */
static bundle_plan *plan_find(pto_machine *m, const uint8_t *bytes, size_t avail)
{
    bundle_plan *p = plan_slot(m);
    return p && avail >= p->nbytes && bytes_equal(bytes, p->bytes, p->nbytes) ? p : NULL;
}

/* Called at the BSTOP (at pc, len bytes) of the recorded block, before its commit. */
static void plan_keep(pto_machine *m, const uint8_t *code, const plan_rec *r, uint64_t pc, unsigned len)
{
    uint64_t nbytes = pc + len - r->pc;
    if (nbytes > PLAN_MAX_BYTES) return;
    bundle_plan *p = &m->plans[(r->pc >> 1) % PLAN_CACHE];
    p->pc = r->pc;
    p->nbytes = (uint8_t)nbytes;
    p->ninsn = (uint8_t)(r->ninsn + 1u);
    p->stop_off = (uint8_t)(pc - r->pc);
    p->stop_len = (uint8_t)len;
    p->ndyn = (uint8_t)r->ndyn;
    memcpy(p->dyn, r->dyn, sizeof p->dyn);
    memcpy(p->bytes, code + r->pc, (size_t)nbytes);
    p->header = m->blk;
    p->memo.valid = false;
    p->gen = ++m->plans_kept;
}

/* A plan without dynamic bounds committed through its memo, when that
 * holds: the last destination (-1: none); else MEMO_MISSED, nothing
 * changed but the error message. */
static inline int plan_replay_memo(pto_machine *m, bundle_plan *p)
{
    m->err[0] = 0;
    int dest = p->ndyn ? MEMO_MISSED : engine_commit_memo(m, &p->header, &p->memo, p->pc + p->stop_off, p->stop_len);
    if (dest != MEMO_MISSED) m->retired += p->ninsn;
    return dest;
}

/* The plan's steps at once: the state each header command would leave,
 * then the BSTOP's commit with TPC at the BSTOP; a plan without dynamic
 * bounds commits through its memo when that holds. */
static pto_status plan_replay(pto_machine *m, bundle_plan *p)
{
    if (plan_replay_memo(m, p) != MEMO_MISSED) return PTO_OK;
    uint64_t stop = p->pc + p->stop_off;
    m->blk = p->header;
    for (unsigned i = 0; i < p->ndyn; i++) m->blk.lb[p->dyn[i].lb] = engine_dim_bound(m, p->dyn[i].reg, p->dyn[i].uimm);
    m->bpc = p->pc;
    m->tpc = stop;
    pto_status s = engine_commit_replay(m, stop, p->stop_len, p->ndyn ? NULL : &p->memo);
    /* the header commands retired; the BSTOP did if it committed */
    m->retired += p->ninsn - 1u + (s == PTO_OK);
    return s;
}

int machine_replay_memo(pto_machine *m, unsigned slot, uint64_t known)
{
    bundle_plan *p = &m->plans[slot];
    return known && p->gen == known ? plan_replay_memo(m, p) : MEMO_MISSED;
}

bool machine_replay(pto_machine *m, const uint8_t *bytes, size_t len, uint64_t *known, pto_status *s)
{
    if (m->fault.kind != PTO_FAULT_NONE || m->blk.active) return false;
    bundle_plan *p = plan_slot(m);
    if (!p) return false;
    if (p->gen != *known) {
        if (p->nbytes != len || !plan_find(m, bytes, len)) return false;
        *known = p->gen;
    }
    *s = plan_replay(m, p);
    return true;
}

/* Notes one instruction about to run at TPC (rec.ninsn counts those run).
 * Only a tile block whose header is all header commands becomes a plan:
 * any other instruction between its BSTART and BSTOP (a scalar one enters
 * the body, decisions D18) ends the record. */
static void plan_note(pto_machine *m, const uint8_t *code, plan_rec *r, const insn *in)
{
    unsigned sel;
    if (engine_bstart_selector(in, &sel)) {
        r->on = !m->blk.active;
        r->pc = m->tpc;
        r->ninsn = 0;
        r->ndyn = 0;
        return;
    }
    if (!r->on) return;
    if (form_is_bstop(in->form)) {
        if (m->blk.active && m->bpc == r->pc && !m->blk.body) plan_keep(m, code, r, m->tpc, in->length);
        r->on = false;
        return;
    }
    if (!engine_is_header(in)) {
        r->on = false;
        return;
    }
    /* GPR 0 reads as zero: such a bound is fixed and stays in the header. */
    if ((in->form == F_B_DIM_LB0 || in->form == F_B_DIM_LB1 || in->form == F_B_DIM_LB2) && in->f[FLD_RegSrc] != 0) {
        if (r->ndyn == 3) {
            r->on = false; /* a bound written twice faults; no plan */
            return;
        }
        plan_dim *d = &r->dyn[r->ndyn++];
        d->lb = (uint8_t)(in->form - F_B_DIM_LB0);
        d->reg = (uint8_t)in->f[FLD_RegSrc];
        d->uimm = in->f[FLD_Uimm];
    }
}

pto_status pto_run(pto_machine *m, const uint8_t *code, size_t len, uint64_t max_steps)
{
    plan_rec rec = {0};
    for (uint64_t n = 0; max_steps == 0 || n < max_steps;) {
        pto_status s = step_ready(m, code, len);
        if (s != PTO_OK) return s;
        if (!m->blk.active) {
            bundle_plan *p = plan_find(m, code + m->tpc, len - (size_t)m->tpc);
            if (p && (max_steps == 0 || max_steps - n >= p->ninsn)) {
                n += p->ninsn;
                s = plan_replay(m, p);
                if (s != PTO_OK) return s;
                continue;
            }
        }
        const decode_entry *e;
        s = fetch(m, code, len, &e);
        if (s != PTO_OK) return s;
        plan_note(m, code, &rec, &e->in);
        s = retire(m, &e->in);
        n++;
        if (rec.on) rec.ninsn++;
        if (s != PTO_OK) return s;
    }
    return PTO_OK;
}

/* ---- execution from global memory (decisions D19) ------------------------------- */

/* The page of global memory holding addr, through the page of the last
 * fetch; NULL if it was never written (it reads zero). */
static const uint8_t *fetch_page(pto_machine *m, uint64_t addr)
{
    uint64_t pn = addr >> GM_PAGE_BITS;
    if (!m->fetch_page || m->fetch_pn != pn || m->fetch_gen != m->mem.gen) {
        const uint8_t *p = gm_page_lookup(&m->mem, pn);
        if (!p) return NULL; /* not kept: a write may allocate it */
        m->fetch_page = p;
        m->fetch_pn = pn;
        m->fetch_gen = m->mem.gen;
    }
    return m->fetch_page;
}

/* gm_fetch where the eight bytes at TPC are not all in one page of the
 * memory: byte-wise, with the faults of a fetch past the end. */
static pto_status gm_fetch_slow(pto_machine *m, uint64_t end, const decode_entry **out)
{
    uint64_t pc = m->tpc, size = m->mem.size;
    if (size < 2 || pc > size - 2) {
        raise_fault(m, PTO_FAULT_INSTRUCTION_PC, pc, "the instruction fetch lies past the end of global memory");
        return PTO_FAULT;
    }
    unsigned n = insn_length((uint16_t)gm_load(&m->mem, pc, 2));
    if (pc < end && end - pc < n)
        return set_error(m, PTO_ERR_TRUNCATED, "pc 0x%llx: the code ends inside an instruction", (unsigned long long)pc);
    if (pc > size - n) {
        raise_fault(m, PTO_FAULT_INSTRUCTION_PC, pc, "the instruction fetch lies past the end of global memory");
        return PTO_FAULT;
    }
    uint64_t w = 0;
    for (unsigned i = 0; i < n; i += 2) w |= gm_load(&m->mem, pc + i, 2) << (8 * i);
    return decode_bits(m, n, w, out);
}

/* Fetches and decodes the instruction at TPC from global memory; one that
 * crosses end (the end of the code) is truncated.  The common case reads
 * eight bytes at once from the page (one load, no byte-wise copy). */
static inline pto_status gm_fetch(pto_machine *m, uint64_t end, const decode_entry **out)
{
    uint64_t pc = m->tpc, size = m->mem.size, w = 0;
    unsigned off = (unsigned)(pc & (GM_PAGE_BYTES - 1u));
    if (size < 8 || pc > size - 8 || off > GM_PAGE_BYTES - 8) return gm_fetch_slow(m, end, out);
    const uint8_t *p = fetch_page(m, pc);
    if (p) memcpy(&w, p + off, 8);
    unsigned n = insn_length((uint16_t)w);
    if (n < 8) w &= ((uint64_t)1 << (8 * n)) - 1u;
    if (pc < end && end - pc < n)
        return set_error(m, PTO_ERR_TRUNCATED, "pc 0x%llx: the code ends inside an instruction", (unsigned long long)pc);
    return decode_bits(m, n, w, out);
}

static pto_status gm_ready(pto_machine *m)
{
    if (m->fault.kind != PTO_FAULT_NONE)
        return set_error(m, PTO_ERR_STATE, "the machine stopped at a %s fault; clear it to continue",
                         pto_fault_kind_name(m->fault.kind));
    return PTO_OK;
}

pto_status pto_step_gm(pto_machine *m)
{
    pto_status s = gm_ready(m);
    if (s != PTO_OK) return s;
    const decode_entry *e;
    s = gm_fetch(m, PTO_NO_ADDR, &e);
    if (s != PTO_OK) return s;
    return retire(m, &e->in);
}

pto_status pto_run_gm(pto_machine *m, pto_gm_limits *lim)
{
    if (!lim) return set_error(m, PTO_ERR_ARG, "no limits");
    lim->steps = 0;
    pto_status s = gm_ready(m);
    if (s != PTO_OK) return s;
    const uint64_t start = m->retired, end = lim->end, stop = lim->stop_at, max = lim->max_steps;
    for (;;) {
        if (max && m->retired - start >= max) break;
        if (m->tpc == end) {
            s = PTO_END;
            break;
        }
        if (m->tpc == stop) break;
        const decode_entry *e;
        s = gm_fetch(m, end, &e);
        if (s != PTO_OK) break;
        m->err[0] = 0;
        if (e->fast.op) { /* a plain ALU instruction: inline, it cannot fault */
            scalar_fast_exec(m, &e->fast, e->len);
            m->retired++;
            continue;
        }
        s = exec_insn(m, &e->in);
        if (s != PTO_OK) break;
        m->retired++;
    }
    lim->steps = m->retired - start;
    return s;
}

pto_status pto_tile_index(const pto_machine *m, unsigned index, uint32_t row, uint32_t col, uint32_t *elem)
{
    if (index >= PTO_TILES || !elem || !named_c(m, index)) return PTO_ERR_ARG;
    const tile *t = named_c(m, index);
    if (row >= t->rows || col >= t->cols) return PTO_ERR_ARG;
    *elem = t->kind == PTO_TILE_PREDICATE ? row * t->cols + col : tile_index_rc(t, row, col);
    return PTO_OK;
}

const char *pto_layout_name(unsigned layout)
{
    switch (layout) {
    case PTO_LAYOUT_ROW_MAJOR: return "row_major";
    case PTO_LAYOUT_COL_MAJOR: return "col_major";
    case PTO_LAYOUT_ZN: return "zn";
    case PTO_LAYOUT_NZ: return "nz";
    case PTO_LAYOUT_CUBE_M32: return "cube_m32";
    case PTO_LAYOUT_CUBE_M16: return "cube_m16";
    case PTO_LAYOUT_CUBE_N8: return "cube_n8";
    default: return NULL;
    }
}

void lint_warn(pto_machine *m, uint64_t pc, const char *fmt, ...)
{
    if (!m->lint || m->nlint == PTO_LINT_MAX) return;
    if (!m->lint_msgs && !(m->lint_msgs = calloc(PTO_LINT_MAX, sizeof *m->lint_msgs))) return;
    char msg[160];
    int k = snprintf(msg, sizeof msg, "pc 0x%llx: ", (unsigned long long)pc);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg + k, sizeof msg - (size_t)k, fmt, ap);
    va_end(ap);
    for (unsigned i = 0; i < m->nlint; i++)
        if (!strcmp(m->lint_msgs[i], msg)) return;
    memcpy(m->lint_msgs[m->nlint++], msg, sizeof msg);
}

void pto_set_lint(pto_machine *m, bool on) { m->lint = on; }
size_t pto_lint_count(const pto_machine *m) { return m->nlint; }
const char *pto_lint_message(const pto_machine *m, size_t i) { return i < m->nlint ? m->lint_msgs[i] : NULL; }
void pto_lint_clear(pto_machine *m) { m->nlint = 0; }
