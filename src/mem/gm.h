/* Architectural global memory (GM, decisions D15): one little-endian byte
 * space, zero at reset, identity-translated, without definedness, of a
 * configurable size (default 2^32 bytes, at most 2^48).
 *
 * It is sparse: storage comes in 64 KiB pages allocated on the first write
 * that touches them (zero-filled, so an allocation is invisible), kept in an
 * open-addressing hash table by page number with a one-entry cache of the
 * last page used.  Reads of a page never written give zeros and allocate
 * nothing, so memory a program never touches costs nothing.
 *
 * Bounds and alignment are the caller's business: gm_probe is the
 * specification's ProbeDataAccess; gm_load/gm_store/gm_read/gm_write do no
 * checks.  A store needs its pages prepared first (gm_prepare_write, which
 * is the only call that can fail), so a commit prepares every store range
 * in its preflight and then cannot fail half-way.
 *
 * The cache is updated by reads too, through a const gm: one gm must not be
 * read from two threads at once (two gms never interfere). */
#ifndef PTOSIM_MEM_GM_H
#define PTOSIM_MEM_GM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ptosim/ptosim.h"

#define GM_PAGE_BITS 16u
#define GM_PAGE_BYTES ((uint64_t)1 << GM_PAGE_BITS)
#define GM_DEFAULT_SIZE ((uint64_t)1 << 32)
#define GM_MAX_SIZE ((uint64_t)1 << 48)
/* The pto-v0 preset (asl/arch/features/tile-allocation.asl
 * PTO_MODEL_MEMORY_BYTES; asl/arch/profile/reference-profile.asl
 * DataAccessPermitted): 4096 bytes, and at ACR >= 2 an access must end at
 * or below byte 3072. */
#define GM_PTO_V0_SIZE 4096u
#define GM_PTO_V0_WINDOW 3072u

typedef struct gm_slot {
    uint64_t pn;             /* page number (address >> GM_PAGE_BITS) */
    uint8_t *page;           /* GM_PAGE_BYTES bytes; NULL: empty slot */
} gm_slot;

typedef struct gm {
    uint64_t size;           /* bytes, 1 .. GM_MAX_SIZE */
    uint64_t window;         /* 0: none; else at acr >= 2 an access must end <= window */
    unsigned acr;            /* current access-control ring 0..15 (0 at reset) */
    gm_slot *slots;          /* capacity cap, a power of two, or NULL */
    size_t cap, npages;      /* slots; pages allocated (at most cap / 2) */
    uint64_t last_pn;        /* the last page found or allocated ... */
    uint8_t *last_page;      /* ... (NULL: the cache is empty) */
    uint64_t gen;            /* counts the times pages were freed (a page pointer kept
                                elsewhere is valid while gen is unchanged) */
} gm;

/* An empty memory of the default size, no window, ACR 0; allocates nothing. */
void gm_init(gm *g);
/* Frees every page (the gm may be initialised again). */
void gm_free(gm *g);
/* Every byte zero again, pages freed, ACR 0; size and window kept. */
void gm_reset(gm *g);

/* Sets the size (1 .. GM_MAX_SIZE).  Contents at or beyond the new size
 * are dropped: they read zero if the memory grows again.  The window is
 * kept.  False, nothing changed, for a size out of range or when the host
 * has no memory for the smaller page table. */
bool gm_set_size(gm *g, uint64_t size);
/* PTO_MEM_DEFAULT: GM_DEFAULT_SIZE, no window.  PTO_MEM_PTO_V0: 4096
 * bytes and the 3072-byte window at ACR >= 2.  The ACR is not changed (it
 * is 0 after reset, as in the model, so the window is off until a host sets
 * ACR 2..15).  Contents beyond the new size are dropped.  False for an
 * unknown preset or no host memory (as gm_set_size). */
bool gm_preset(gm *g, pto_mem_preset p);

/* ProbeDataAccess (asl/scalar/model/agu/memory.asl) with
 * DataAccessPermitted (asl/arch/profile/reference-profile.asl): 0 if the
 * access of size bytes at addr may go ahead; PTO_FAULT_DATA_ALIGNMENT if
 * addr % align != 0 (checked first); PTO_FAULT_DATA_PAGE if addr + size
 * (computed exactly, without wrapping) exceeds the size, or the window
 * applies (acr >= 2) and addr + size exceeds it.  align is 1, 2, 4 or 8
 * (0 is taken as 1).  Addresses are 64-bit: callers wrap their address
 * arithmetic mod 2^64 before probing. */
int gm_probe(const gm *g, uint64_t addr, unsigned size, unsigned align);

/* Allocates every page [addr, addr + len) touches (zero-filled, so nothing
 * visible changes); the part of the range at or beyond the size is
 * ignored.  False on host memory exhaustion (pages allocated so far stay:
 * they are zero).  After it, stores into the range cannot fail. */
bool gm_prepare_write(gm *g, uint64_t addr, uint64_t len);

/* size bytes (1, 2, 4 or 8) little-endian at addr, zero-extended; no checks. */
uint64_t gm_load(const gm *g, uint64_t addr, unsigned size);
/* The low size bytes of v little-endian at addr; the page must be prepared
 * (a store of zero to a page never written needs nothing). */
void gm_store(gm *g, uint64_t addr, unsigned size, uint64_t v);
/* len bytes at addr to dst / from src, across pages (one memcpy per page
 * run); gm_write needs the range prepared. */
void gm_read(const gm *g, uint64_t addr, void *dst, uint64_t len);
void gm_write(gm *g, uint64_t addr, const void *src, uint64_t len);

/* The bytes of page pn, or NULL if it was never written (it reads zero);
 * the one-entry cache is left alone.  The pointer stays valid until gen
 * changes. */
const uint8_t *gm_page_lookup(const gm *g, uint64_t pn);

/* For tests and checks: the number of pages allocated. */
size_t gm_page_count(const gm *g);
/* Iterates the allocated pages in table order (which depends on the
 * allocation history): *cursor starts at 0; each true return gives one
 * page's base address and bytes. */
bool gm_next_page(const gm *g, size_t *cursor, uint64_t *base, const uint8_t **bytes);
/* The gm's invariants: NULL if they hold, else what is broken (static text). */
const char *gm_check(const gm *g);

#endif
