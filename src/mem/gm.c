/* Sparse global memory (see gm.h). */
#include <stdlib.h>
#include <string.h>

#include "mem/gm.h"

#define PAGE_MASK (GM_PAGE_BYTES - 1u)

void gm_init(gm *g)
{
    memset(g, 0, sizeof *g);
    g->size = GM_DEFAULT_SIZE;
}

static void free_pages(gm *g)
{
    for (size_t i = 0; i < g->cap; i++) free(g->slots[i].page);
    free(g->slots);
    g->slots = NULL;
    g->cap = g->npages = 0;
    g->last_page = NULL;
    g->last_pn = 0;
    g->gen++;
}

void gm_free(gm *g) { free_pages(g); }

void gm_reset(gm *g)
{
    free_pages(g);
    g->acr = 0;
}

static inline size_t slot_of(uint64_t pn, size_t cap)
{
    /* Fibonacci hashing: the high bits of pn * 2^64/phi, reduced to cap. */
    return (size_t)((pn * UINT64_C(0x9E3779B97F4A7C15)) >> 20) & (cap - 1u);
}

/* The page of page number pn, or NULL if it was never written. */
static uint8_t *find(const gm *g, uint64_t pn)
{
    if (g->last_page && g->last_pn == pn) return g->last_page;
    if (!g->cap) return NULL;
    for (size_t i = slot_of(pn, g->cap);; i = (i + 1u) & (g->cap - 1u)) {
        const gm_slot *s = &g->slots[i];
        if (!s->page) return NULL;
        if (s->pn == pn) {
            /* The cache is not architectural state: a const gm updates it. */
            gm *w = (gm *)g;
            w->last_pn = pn;
            w->last_page = s->page;
            return s->page;
        }
    }
}

static void place(gm_slot *slots, size_t cap, uint64_t pn, uint8_t *page)
{
    size_t i = slot_of(pn, cap);
    while (slots[i].page) i = (i + 1u) & (cap - 1u);
    slots[i].pn = pn;
    slots[i].page = page;
}

/* A table of cap slots holding the current pages. */
static bool rehash(gm *g, size_t cap)
{
    gm_slot *ns = calloc(cap, sizeof *ns);
    if (!ns) return false;
    for (size_t i = 0; i < g->cap; i++)
        if (g->slots[i].page) place(ns, cap, g->slots[i].pn, g->slots[i].page);
    free(g->slots);
    g->slots = ns;
    g->cap = cap;
    return true;
}

/* The page of pn, allocated (zero) if new; NULL on host memory exhaustion. */
static uint8_t *find_or_add(gm *g, uint64_t pn)
{
    uint8_t *p = find(g, pn);
    if (p) return p;
    if ((g->npages + 1u) * 2u > g->cap) {
        size_t cap = g->cap ? g->cap * 2u : 64u;
        if (cap <= g->cap || cap > SIZE_MAX / sizeof(gm_slot) || !rehash(g, cap)) return NULL;
    }
    p = calloc(1, (size_t)GM_PAGE_BYTES);
    if (!p) return NULL;
    place(g->slots, g->cap, pn, p);
    g->npages++;
    g->last_pn = pn;
    g->last_page = p;
    return p;
}

/* Pages at or beyond a new size are freed; the page holding the last byte
 * keeps only the bytes below the size.  The survivors move to a fresh
 * table (allocated before anything changes: false, nothing changed, when
 * the host has no memory for it). */
static bool drop_beyond(gm *g, uint64_t size)
{
    uint64_t whole = size >> GM_PAGE_BITS; /* pages below are kept whole */
    unsigned tail = (unsigned)(size & PAGE_MASK);
    size_t dropped = 0;
    for (size_t i = 0; i < g->cap; i++) {
        const gm_slot *s = &g->slots[i];
        if (s->page && (s->pn > whole || (s->pn == whole && !tail))) dropped++;
    }
    gm_slot *ns = NULL;
    if (dropped && dropped < g->npages && !(ns = calloc(g->cap, sizeof *ns))) return false;
    for (size_t i = 0; i < g->cap; i++) {
        gm_slot *s = &g->slots[i];
        if (!s->page) continue;
        if (s->pn < whole) {
            if (ns) place(ns, g->cap, s->pn, s->page);
        } else if (s->pn == whole && tail) {
            memset(s->page + tail, 0, (size_t)(GM_PAGE_BYTES - tail));
            if (ns) place(ns, g->cap, s->pn, s->page);
        } else if (dropped) {
            free(s->page);
            s->page = NULL;
        }
    }
    g->last_page = NULL;
    if (!dropped) return true;
    g->gen++;
    free(g->slots);
    g->npages -= dropped;
    g->slots = ns;
    if (!ns) g->cap = 0; /* every page was dropped */
    return true;
}

bool gm_set_size(gm *g, uint64_t size)
{
    if (size == 0 || size > GM_MAX_SIZE) return false;
    if (size < g->size && !drop_beyond(g, size)) return false;
    g->size = size;
    return true;
}

bool gm_preset(gm *g, pto_mem_preset p)
{
    switch (p) {
    case PTO_MEM_DEFAULT:
        if (!gm_set_size(g, GM_DEFAULT_SIZE)) return false;
        g->window = 0;
        return true;
    case PTO_MEM_PTO_V0:
        if (!gm_set_size(g, GM_PTO_V0_SIZE)) return false;
        g->window = GM_PTO_V0_WINDOW;
        return true;
    }
    return false;
}

int gm_probe(const gm *g, uint64_t addr, unsigned size, unsigned align)
{
    /* align is 1, 2, 4 or 8 (gm.h): a mask, not a division (a division was
     * a third of a TLOAD's probe) */
    if (align > 1u && (addr & (align - 1u)) != 0) return PTO_FAULT_DATA_ALIGNMENT;
    /* end = addr + size exactly: end > limit <=> size > limit or addr > limit - size */
    uint64_t limit = g->size;
    if (g->window && g->acr >= 2u && g->window < limit) limit = g->window;
    if ((uint64_t)size > limit || addr > limit - size) return PTO_FAULT_DATA_PAGE;
    return 0;
}

bool gm_prepare_write(gm *g, uint64_t addr, uint64_t len)
{
    if (len == 0 || addr >= g->size) return true;
    uint64_t last = len - 1u > g->size - 1u - addr ? g->size - 1u : addr + (len - 1u);
    for (uint64_t pn = addr >> GM_PAGE_BITS; pn <= last >> GM_PAGE_BITS; pn++)
        if (!find_or_add(g, pn)) return false;
    return true;
}

uint64_t gm_load(const gm *g, uint64_t addr, unsigned size)
{
    unsigned off = (unsigned)(addr & PAGE_MASK);
    if (off + size > GM_PAGE_BYTES) { /* crosses a page: byte by byte */
        uint8_t b[8] = {0};
        gm_read(g, addr, b, size);
        uint64_t v = 0;
        for (unsigned i = 0; i < size; i++) v |= (uint64_t)b[i] << (8u * i);
        return v;
    }
    const uint8_t *p = find(g, addr >> GM_PAGE_BITS);
    if (!p) return 0;
    p += off;
    switch (size) {
    case 1: return p[0];
    case 2: {
        uint16_t v;
        memcpy(&v, p, 2);
        return v;
    }
    case 4: {
        uint32_t v;
        memcpy(&v, p, 4);
        return v;
    }
    default: {
        uint64_t v = 0;
        memcpy(&v, p, size < 8u ? size : 8u);
        return v;
    }
    }
}

/* The page of pn for a store: allocated if missing (best effort: a caller
 * that prepared the range never gets NULL here). */
static uint8_t *store_page(gm *g, uint64_t pn)
{
    uint8_t *p = find(g, pn);
    if (p || pn > (g->size - 1u) >> GM_PAGE_BITS) return p;
    return find_or_add(g, pn);
}

void gm_store(gm *g, uint64_t addr, unsigned size, uint64_t v)
{
    unsigned off = (unsigned)(addr & PAGE_MASK);
    if (size > 8u) size = 8u;
    if (off + size > GM_PAGE_BYTES) {
        uint8_t b[8];
        for (unsigned i = 0; i < size; i++) b[i] = (uint8_t)(v >> (8u * i));
        gm_write(g, addr, b, size);
        return;
    }
    uint64_t pn = addr >> GM_PAGE_BITS;
    uint8_t *p = find(g, pn);
    if (!p) {
        if (size < 8u) v &= ((uint64_t)1 << (8u * size)) - 1u;
        if (v == 0) return; /* the page reads zero already */
        p = store_page(g, pn);
        if (!p) return;
    }
    p += off;
    switch (size) {
    case 1: p[0] = (uint8_t)v; break;
    case 2: {
        uint16_t x = (uint16_t)v;
        memcpy(p, &x, 2);
        break;
    }
    case 4: {
        uint32_t x = (uint32_t)v;
        memcpy(p, &x, 4);
        break;
    }
    default:
        memcpy(p, &v, size);
        break;
    }
}

void gm_read(const gm *g, uint64_t addr, void *dst, uint64_t len)
{
    uint8_t *d = dst;
    while (len) {
        uint64_t off = addr & PAGE_MASK;
        uint64_t n = GM_PAGE_BYTES - off;
        if (n > len) n = len;
        const uint8_t *p = find(g, addr >> GM_PAGE_BITS);
        if (p) memcpy(d, p + off, (size_t)n);
        else memset(d, 0, (size_t)n);
        d += n;
        addr += n;
        len -= n;
    }
}

void gm_write(gm *g, uint64_t addr, const void *src, uint64_t len)
{
    const uint8_t *s = src;
    while (len) {
        uint64_t off = addr & PAGE_MASK;
        uint64_t n = GM_PAGE_BYTES - off;
        if (n > len) n = len;
        uint8_t *p = store_page(g, addr >> GM_PAGE_BITS);
        if (p) memcpy(p + off, s, (size_t)n);
        s += n;
        addr += n;
        len -= n;
    }
}

const uint8_t *gm_page_lookup(const gm *g, uint64_t pn)
{
    if (g->last_page && g->last_pn == pn) return g->last_page;
    if (!g->cap) return NULL;
    for (size_t i = slot_of(pn, g->cap);; i = (i + 1u) & (g->cap - 1u)) {
        const gm_slot *s = &g->slots[i];
        if (!s->page) return NULL;
        if (s->pn == pn) return s->page;
    }
}

size_t gm_page_count(const gm *g) { return g->npages; }

bool gm_next_page(const gm *g, size_t *cursor, uint64_t *base, const uint8_t **bytes)
{
    for (size_t i = *cursor; i < g->cap; i++)
        if (g->slots[i].page) {
            *base = g->slots[i].pn << GM_PAGE_BITS;
            *bytes = g->slots[i].page;
            *cursor = i + 1u;
            return true;
        }
    *cursor = g->cap;
    return false;
}

const char *gm_check(const gm *g)
{
    if (g->size == 0 || g->size > GM_MAX_SIZE) return "the memory size is outside 1 .. 2^48";
    if (g->acr > 15u) return "the ACR is outside 0..15";
    if (g->cap & (g->cap - 1u)) return "the page table size is not a power of two";
    if ((g->cap == 0) != (g->slots == NULL)) return "the page table and its size disagree";
    if (g->npages * 2u > g->cap && g->npages) return "the page table is more than half full";
    size_t n = 0;
    uint64_t last_pn = (g->size - 1u) >> GM_PAGE_BITS;
    unsigned tail = (unsigned)(g->size & PAGE_MASK);
    for (size_t i = 0; i < g->cap; i++) {
        const gm_slot *s = &g->slots[i];
        if (!s->page) continue;
        n++;
        if (s->pn > last_pn) return "a page lies beyond the memory size";
        if (s->pn == last_pn && tail) {
            for (unsigned k = tail; k < GM_PAGE_BYTES; k++)
                if (s->page[k]) return "a byte beyond the memory size is nonzero";
        }
        /* findable from its hash slot: no empty slot between */
        for (size_t k = slot_of(s->pn, g->cap); k != i; k = (k + 1u) & (g->cap - 1u))
            if (!g->slots[k].page) return "a page cannot be found from its hash slot";
    }
    if (n != g->npages) return "the page count differs from the table";
    if (g->last_page) {
        bool found = false;
        for (size_t i = 0; i < g->cap && !found; i++)
            found = g->slots[i].page == g->last_page && g->slots[i].pn == g->last_pn;
        if (!found) return "the last-page cache names a page not in the table";
    }
    return NULL;
}
