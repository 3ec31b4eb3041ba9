/* Global memory (decisions D15; spec-digest-2 §1): the sparse byte space of
 * src/mem/gm.h, its probe (ProbeDataAccess), the host API (pto_mem_*), the
 * fault record's address and the program directives .memsize/.mem/.dump.
 *
 * Expected values come from the definitions: a GM is a zero-filled
 * little-endian byte array, so a plain host byte array is the reference for
 * every load, store, read, write and resize; probe results are derived by
 * hand from ProbeDataAccess / DataAccessPermitted (the arithmetic is in each
 * comment), and two AVS tests are ported where they name the rule. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "asm/program.h"
#include "core.h"
#include "mem/gm.h"
#include "support/support.h"

#define P GM_PAGE_BYTES

static void assert_gm_ok(const gm *g)
{
    const char *why = gm_check(g);
    if (why) fail_msg("gm_check: %s", why);
}

/* ---- the byte space ---------------------------------------------------------- */

/* A write near 2^40 in a 2^48 space: the bytes read back, every byte around
 * them reads zero, and one page is allocated. */
static void sparse_high_address(void **state)
{
    (void)state;
    gm g;
    gm_init(&g);
    assert_true(g.size == GM_DEFAULT_SIZE);
    assert_true(gm_set_size(&g, GM_MAX_SIZE));
    const uint64_t a = ((uint64_t)1 << 40) - 8;
    assert_true(gm_prepare_write(&g, a, 8));
    gm_store(&g, a, 8, UINT64_C(0x8877665544332211));
    assert_int_equal(gm_page_count(&g), 1);
    assert_true(gm_load(&g, a, 8) == UINT64_C(0x8877665544332211));
    /* little-endian: byte i of the access is bits 8i+7..8i */
    for (unsigned i = 0; i < 8; i++) assert_int_equal(gm_load(&g, a + i, 1), 0x11u * (i + 1));
    assert_int_equal(gm_load(&g, a + 2, 2), 0x4433);
    assert_int_equal(gm_load(&g, a + 4, 4), 0x88776655u);
    /* untouched bytes, in the same page and elsewhere */
    uint8_t buf[64];
    gm_read(&g, a - 56, buf, 64);
    for (unsigned i = 0; i < 56; i++) assert_int_equal(buf[i], 0);
    assert_int_equal(buf[56], 0x11);
    assert_true(gm_load(&g, a + 8, 8) == 0);
    assert_true(gm_load(&g, 0, 8) == 0);
    assert_true(gm_load(&g, GM_MAX_SIZE - 8, 8) == 0);
    assert_int_equal(gm_page_count(&g), 1); /* reads allocate nothing */
    assert_gm_ok(&g);
    gm_free(&g);
}

/* A 1 GiB memory touched in one page costs one page; reads anywhere in it
 * cost nothing. */
static void one_page_of_a_gib(void **state)
{
    (void)state;
    gm g;
    gm_init(&g);
    assert_true(gm_set_size(&g, (uint64_t)1 << 30));
    assert_true(gm_prepare_write(&g, 0x12345678, 16));
    for (unsigned i = 0; i < 16; i++) gm_store(&g, 0x12345678 + i, 1, i + 1);
    assert_int_equal(gm_page_count(&g), 1);
    static uint8_t buf[1 << 20];
    for (uint64_t at = 0; at < ((uint64_t)1 << 30); at += (uint64_t)1 << 24) {
        gm_read(&g, at, buf, sizeof buf);
        for (size_t i = 0; i < sizeof buf; i += 4093) assert_int_equal(buf[i], 0);
    }
    gm_read(&g, 0x12345670, buf, 32);
    for (unsigned i = 0; i < 32; i++) assert_int_equal(buf[i], i >= 8 && i < 24 ? i - 7 : 0);
    assert_int_equal(gm_page_count(&g), 1);
    /* a store of zero to an untouched page needs no page */
    gm_store(&g, 0x30000000, 8, 0);
    gm_store(&g, 0x30000000, 2, 0xABCD0000u); /* the low 2 bytes are zero */
    assert_int_equal(gm_page_count(&g), 1);
    /* a range over three pages allocates three */
    assert_true(gm_prepare_write(&g, 2 * P - 1, P + 2));
    assert_int_equal(gm_page_count(&g), 4);
    assert_gm_ok(&g);
    gm_free(&g);
}

/* Random loads, stores, reads, writes and resizes against a flat byte
 * array (the definition of the GM) over a 5-page window placed across page
 * boundaries at a high base. */
static void differential_against_an_array(void **state)
{
    (void)state;
    enum { N = 5 * (int)GM_PAGE_BYTES };
    static uint8_t ref[N], buf[N];
    memset(ref, 0, sizeof ref);
    gm g;
    gm_init(&g);
    const uint64_t base = ((uint64_t)1 << 33) - 3 * P + 5; /* not page aligned */
    assert_true(gm_set_size(&g, base + N));
    uint64_t size = base + N;
    uint64_t x = 0x9E3779B97F4A7C15u;
    unsigned done[7] = {0};
    for (unsigned step = 0; step < 20000; step++) {
        x ^= x << 13, x ^= x >> 7, x ^= x << 17;
        unsigned op = (unsigned)(x % 7);
        uint64_t off = (x >> 8) % N;
        static const unsigned sizes[4] = {1, 2, 4, 8};
        unsigned sz = sizes[(x >> 40) & 3];
        if (off + sz > N) off = N - sz;
        done[op]++;
        uint64_t limit = size > base ? size - base : 0; /* bytes of the window inside the memory */
        switch (op) {
        case 0: /* store (after prepare) */
        case 1: {
            if (off + sz > limit) break;
            uint64_t v = x * 0x2545F4914F6CDD1Du;
            assert_true(gm_prepare_write(&g, base + off, sz));
            gm_store(&g, base + off, sz, v);
            for (unsigned i = 0; i < sz; i++) ref[off + i] = (uint8_t)(v >> (8 * i));
            break;
        }
        case 2: { /* load */
            if (off + sz > limit) break;
            uint64_t want = 0;
            for (unsigned i = 0; i < sz; i++) want |= (uint64_t)ref[off + i] << (8 * i);
            assert_true(gm_load(&g, base + off, sz) == want);
            break;
        }
        case 3: { /* write a run */
            uint64_t len = (x >> 20) % (3 * P);
            if (off + len > limit) break;
            for (uint64_t i = 0; i < len; i++) buf[i] = (uint8_t)(x >> (i % 56)) ^ (uint8_t)i;
            assert_true(gm_prepare_write(&g, base + off, len));
            gm_write(&g, base + off, buf, len);
            memcpy(ref + off, buf, len);
            break;
        }
        case 4: { /* read a run */
            uint64_t len = (x >> 20) % (3 * P);
            if (off + len > limit) break;
            gm_read(&g, base + off, buf, len);
            assert_memory_equal(buf, ref + off, len);
            break;
        }
        case 5: /* shrink (rarely) or grow back */
            if ((x >> 30) % 64 == 0) {
                uint64_t ns = base + (x >> 12) % N;
                assert_true(gm_set_size(&g, ns));
                if (ns - base < N) memset(ref + (ns - base), 0, N - (ns - base));
                size = ns;
            } else if ((x >> 30) % 64 == 1) {
                assert_true(gm_set_size(&g, base + N));
                size = base + N;
            }
            break;
        default: /* the whole window */
            if (limit < N) break;
            gm_read(&g, base, buf, N);
            assert_memory_equal(buf, ref, N);
            break;
        }
        if (step % 1000 == 0) assert_gm_ok(&g);
    }
    for (int k = 0; k < 7; k++) assert_true(done[k] > 2000); /* every kind of step ran */
    assert_true(gm_set_size(&g, base + N));
    gm_read(&g, base, buf, N);
    assert_memory_equal(buf, ref, N);
    assert_gm_ok(&g);
    gm_reset(&g);
    assert_int_equal(gm_page_count(&g), 0);
    assert_true(g.size == base + N); /* reset keeps the size */
    gm_read(&g, base, buf, N);
    for (size_t i = 0; i < N; i++) assert_int_equal(buf[i], 0);
    gm_free(&g);
}

/* Many pages: the table grows and every page stays findable. */
static void many_pages(void **state)
{
    (void)state;
    gm g;
    gm_init(&g);
    assert_true(gm_set_size(&g, GM_MAX_SIZE)); /* room for 100003 pages of any page size */
    for (uint64_t i = 0; i < 3000; i++) {
        uint64_t a = (i * 7919u % 100003u) * P + (i % 4093u);
        assert_true(gm_prepare_write(&g, a, 1));
        gm_store(&g, a, 1, (uint8_t)(i | 1u));
    }
    assert_int_equal(gm_page_count(&g), 3000);
    for (uint64_t i = 0; i < 3000; i++) {
        uint64_t a = (i * 7919u % 100003u) * P + (i % 4093u);
        assert_int_equal(gm_load(&g, a, 1), (uint8_t)(i | 1u));
    }
    assert_gm_ok(&g);
    size_t cursor = 0, n = 0;
    uint64_t at;
    const uint8_t *bytes;
    while (gm_next_page(&g, &cursor, &at, &bytes)) {
        assert_int_equal(at % P, 0);
        n++;
    }
    assert_int_equal(n, 3000);
    /* shrinking drops the pages beyond and keeps the others findable */
    assert_true(gm_set_size(&g, 50000 * P + 17));
    for (uint64_t i = 0; i < 3000; i++) {
        uint64_t a = (i * 7919u % 100003u) * P + (i % 4093u);
        unsigned want = a < 50000 * P + 17 ? (uint8_t)(i | 1u) : 0u;
        assert_int_equal(gm_load(&g, a, 1), want);
    }
    assert_gm_ok(&g);
    gm_free(&g);
}

/* Resizing: contents at or beyond the new size are dropped and read zero
 * after growing again; the byte below the new end stays. */
static void resize_drops_contents(void **state)
{
    (void)state;
    gm g;
    gm_init(&g);
    uint8_t pat[16];
    for (unsigned i = 0; i < 16; i++) pat[i] = (uint8_t)(0xA0 + i);
    assert_true(gm_prepare_write(&g, P - 6, 16));
    gm_write(&g, P - 6, pat, 16); /* bytes P-6 .. P+9 over pages 0 and 1 */
    assert_true(gm_prepare_write(&g, 3 * P, 1));
    gm_store(&g, 3 * P, 1, 0x5A);
    assert_int_equal(gm_page_count(&g), 3);
    assert_true(gm_set_size(&g, P + 4)); /* keeps P-6 .. P+3, drops P+4.. and page 3 */
    assert_int_equal(gm_page_count(&g), 2);
    assert_gm_ok(&g);
    assert_true(gm_set_size(&g, 8 * P));
    uint8_t got[16];
    gm_read(&g, P - 6, got, 16);
    for (unsigned i = 0; i < 16; i++) assert_int_equal(got[i], i < 10 ? pat[i] : 0);
    assert_int_equal(gm_load(&g, 3 * P, 1), 0);
    /* a size on a page boundary drops that page whole */
    assert_true(gm_set_size(&g, P));
    assert_int_equal(gm_page_count(&g), 1);
    assert_gm_ok(&g);
    /* limits */
    assert_false(gm_set_size(&g, 0));
    assert_false(gm_set_size(&g, GM_MAX_SIZE + 1));
    assert_true(g.size == P);
    assert_true(gm_set_size(&g, 1));
    assert_int_equal(gm_page_count(&g), 1); /* byte 0 lives on page 0 */
    assert_int_equal(gm_load(&g, 0, 1), 0); /* byte 0 was never written */
    assert_true(gm_set_size(&g, GM_MAX_SIZE));
    assert_gm_ok(&g);
    /* prepare ignores the part of a range at or beyond the size */
    assert_true(gm_set_size(&g, 2 * P));
    assert_true(gm_prepare_write(&g, 2 * P - 1, 10 * P));
    assert_true(gm_prepare_write(&g, 5 * P, 10));
    assert_true(gm_prepare_write(&g, UINT64_MAX - 3, 100));
    assert_int_equal(gm_page_count(&g), 2);
    assert_gm_ok(&g);
    gm_free(&g);
}

/* ---- the probe ------------------------------------------------------------------ */

/* ProbeDataAccess: alignment first (address mod alignment), then the bound
 * address + size > size (exact, no wrap), then DataAccessPermitted. */
static void probe_rules(void **state)
{
    (void)state;
    gm g;
    gm_init(&g);
    assert_true(gm_preset(&g, PTO_MEM_PTO_V0));
    assert_true(g.size == 4096 && g.window == 3072 && g.acr == 0);
    /* boundary: 4092 + 4 = 4096 <= 4096 ok; 4093 + 4 = 4097 > 4096 */
    assert_int_equal(gm_probe(&g, 4092, 4, 4), 0);
    assert_int_equal(gm_probe(&g, 4093, 4, 1), PTO_FAULT_DATA_PAGE);
    /* 4093 mod 4 = 1: alignment is checked before the page */
    assert_int_equal(gm_probe(&g, 4093, 4, 4), PTO_FAULT_DATA_ALIGNMENT);
    assert_int_equal(gm_probe(&g, 4095, 1, 1), 0);
    assert_int_equal(gm_probe(&g, 4096, 1, 1), PTO_FAULT_DATA_PAGE);
    assert_int_equal(gm_probe(&g, 0, 4096, 1), 0);
    assert_int_equal(gm_probe(&g, 0, 4097, 1), PTO_FAULT_DATA_PAGE);
    /* near 2^64: 2^64 - 8 + 8 = 2^64 exceeds 4096 (a wrapping sum would be 0) */
    assert_int_equal(gm_probe(&g, UINT64_MAX - 7, 8, 8), PTO_FAULT_DATA_PAGE);
    assert_int_equal(gm_probe(&g, UINT64_MAX - 3, 8, 1), PTO_FAULT_DATA_PAGE);
    assert_int_equal(gm_probe(&g, UINT64_MAX, 1, 1), PTO_FAULT_DATA_PAGE);
    assert_int_equal(gm_probe(&g, UINT64_MAX - 3, 8, 8), PTO_FAULT_DATA_ALIGNMENT); /* 2^64 - 4 mod 8 = 4 */
    /* the ACR >= 2 window: ACR 0 runs over all 4096 bytes (the model's reset ACR) */
    assert_int_equal(gm_probe(&g, 3072, 8, 8), 0);
    for (unsigned acr = 2; acr <= 15; acr++) {
        g.acr = acr;
        assert_int_equal(gm_probe(&g, 3064, 8, 8), 0);                 /* ends at 3072 */
        assert_int_equal(gm_probe(&g, 3072, 8, 8), PTO_FAULT_DATA_PAGE); /* ends at 3080 */
        assert_int_equal(gm_probe(&g, 3071, 1, 1), 0);
        assert_int_equal(gm_probe(&g, 3072, 1, 1), PTO_FAULT_DATA_PAGE);
        assert_int_equal(gm_probe(&g, 3073, 8, 8), PTO_FAULT_DATA_ALIGNMENT);
    }
    g.acr = 1;
    assert_int_equal(gm_probe(&g, 3072, 8, 8), 0);
    /* the default preset has no window */
    assert_true(gm_preset(&g, PTO_MEM_DEFAULT));
    g.acr = 2;
    assert_true(g.size == GM_DEFAULT_SIZE && g.window == 0);
    assert_int_equal(gm_probe(&g, 3072, 8, 8), 0);
    assert_int_equal(gm_probe(&g, GM_DEFAULT_SIZE - 8, 8, 8), 0);
    assert_int_equal(gm_probe(&g, GM_DEFAULT_SIZE - 4, 8, 4), PTO_FAULT_DATA_PAGE);
    /* the largest space */
    assert_true(gm_set_size(&g, GM_MAX_SIZE));
    assert_int_equal(gm_probe(&g, GM_MAX_SIZE - 8, 8, 8), 0);
    assert_int_equal(gm_probe(&g, GM_MAX_SIZE - 7, 8, 1), PTO_FAULT_DATA_PAGE);
    assert_int_equal(gm_probe(&g, 6, 2, 2), 0);
    assert_int_equal(gm_probe(&g, 6, 8, 8), PTO_FAULT_DATA_ALIGNMENT);
    assert_int_equal(gm_probe(&g, 7, 1, 0), 0); /* alignment 0 taken as 1 */
    gm_free(&g);
}

/* Ports PTO-AVS-SCALAR-TESTSCALARMEMORY-EXECUTION-001
 * (tests/asl/scalar/model/agu/memory/scalar-exec-memory-effects-001.asl):
 * the memory parts (a 4-byte store is little-endian; alignment precedes the
 * permission check; the ACR 2 window faults DataPage at 3072; a misaligned
 * 4-byte load at 17), on the pto-v0 memory. */
static void avs_scalar_memory(void **state)
{
    (void)state;
    gm g;
    gm_init(&g);
    assert_true(gm_preset(&g, PTO_MEM_PTO_V0));
    assert_int_equal(gm_probe(&g, 16, 4, 4), 0);
    assert_true(gm_prepare_write(&g, 16, 4));
    gm_store(&g, 16, 4, 0x44332211u);
    assert_int_equal(gm_load(&g, 16, 1), 0x11); /* '00010001' */
    assert_int_equal(gm_load(&g, 19, 1), 0x44); /* '01000100' */
    assert_int_equal(gm_load(&g, 16, 4), 0x44332211u);
    g.acr = 2;
    assert_int_equal(gm_probe(&g, 3073, 8, 8), PTO_FAULT_DATA_ALIGNMENT);
    assert_int_equal(gm_probe(&g, 3072, 8, 8), PTO_FAULT_DATA_PAGE);
    g.acr = 0;
    assert_int_equal(gm_probe(&g, 17, 4, 4), PTO_FAULT_DATA_ALIGNMENT);
    gm_free(&g);
}

/* Ports the DataAccessPermitted part of PTO-AVS-ARCH-CONCRETE-ACCESS-EXEC-005
 * (tests/asl/arch/profile/reference-profile/arch-exec-concrete-access-005.asl):
 * at ACR 2, 8 bytes at 3064 are permitted and at 3072 denied; at ACR 0,
 * 8 bytes at 3072 are permitted. */
static void avs_concrete_access(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    assert_int_equal(pto_mem_preset_select(m, PTO_MEM_PTO_V0), PTO_OK);
    assert_int_equal(pto_set_acr(m, 2), PTO_OK);
    assert_int_equal(gm_probe(&m->mem, 3064, 8, 1), 0);
    assert_int_equal(gm_probe(&m->mem, 3072, 8, 1), PTO_FAULT_DATA_PAGE);
    assert_int_equal(pto_set_acr(m, 0), PTO_OK);
    assert_int_equal(gm_probe(&m->mem, 3072, 8, 1), 0);
    pto_destroy(m);
}

/* ---- the host API ----------------------------------------------------------------- */

static void api_host_control(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    assert_true(pto_mem_size(m) == GM_DEFAULT_SIZE);
    assert_int_equal(pto_get_acr(m), 0);
    /* sizes */
    assert_int_equal(pto_mem_set_size(m, 0), PTO_ERR_ARG);
    assert_non_null(strstr(pto_last_error(m), "outside 1 .. 2^48"));
    assert_int_equal(pto_mem_set_size(m, GM_MAX_SIZE + 1), PTO_ERR_ARG);
    assert_true(pto_mem_size(m) == GM_DEFAULT_SIZE);
    assert_int_equal(pto_mem_set_size(m, GM_MAX_SIZE), PTO_OK);
    assert_true(pto_mem_size(m) == GM_MAX_SIZE);
    /* write and read anywhere inside, no alignment rule */
    const uint8_t w[5] = {1, 2, 3, 4, 5};
    uint8_t r[7];
    assert_int_equal(pto_mem_write(m, GM_MAX_SIZE - 5, w, 5), PTO_OK);
    assert_int_equal(pto_mem_read(m, GM_MAX_SIZE - 7, r, 7), PTO_OK);
    const uint8_t want[7] = {0, 0, 1, 2, 3, 4, 5};
    assert_memory_equal(r, want, 7);
    /* past the end: an error with a message, nothing changed */
    assert_int_equal(pto_mem_write(m, GM_MAX_SIZE - 4, w, 5), PTO_ERR_ARG);
    assert_non_null(strstr(pto_last_error(m), "past the end"));
    assert_int_equal(pto_mem_read(m, GM_MAX_SIZE - 4, r, 5), PTO_ERR_ARG);
    assert_non_null(strstr(pto_last_error(m), "a memory read of 5 bytes at 0xfffffffffffc"));
    assert_int_equal(pto_mem_write(m, UINT64_MAX, w, 2), PTO_ERR_ARG);
    assert_int_equal(pto_mem_read(m, UINT64_MAX - 1, r, 5), PTO_ERR_ARG);
    assert_int_equal(pto_mem_write(m, 0, NULL, 1), PTO_ERR_ARG);
    assert_int_equal(pto_mem_read(m, 0, NULL, 1), PTO_ERR_ARG);
    assert_int_equal(pto_mem_write(m, GM_MAX_SIZE, NULL, 0), PTO_OK); /* empty range at the end */
    assert_int_equal(pto_mem_read(m, GM_MAX_SIZE + 1, r, 0), PTO_ERR_ARG);
    assert_int_equal(gm_page_count(&m->mem), 1);
    /* reset clears contents, keeps the size */
    assert_int_equal(pto_set_acr(m, 5), PTO_OK);
    pto_reset(m);
    assert_true(pto_mem_size(m) == GM_MAX_SIZE);
    assert_int_equal(pto_get_acr(m), 0);
    assert_int_equal(gm_page_count(&m->mem), 0);
    assert_int_equal(pto_mem_read(m, GM_MAX_SIZE - 7, r, 7), PTO_OK);
    for (int i = 0; i < 7; i++) assert_int_equal(r[i], 0);
    /* presets: pto-v0 keeps its window over a reset */
    assert_int_equal(pto_mem_write(m, 100, w, 5), PTO_OK);
    assert_int_equal(pto_mem_write(m, 5000, w, 5), PTO_OK);
    assert_int_equal(pto_mem_preset_select(m, PTO_MEM_PTO_V0), PTO_OK);
    assert_true(pto_mem_size(m) == 4096);
    assert_int_equal(gm_page_count(&m->mem), 1); /* 5000 was dropped */
    assert_int_equal(pto_mem_read(m, 100, r, 5), PTO_OK);
    assert_memory_equal(r, w, 5);
    assert_int_equal(pto_mem_write(m, 4092, w, 5), PTO_ERR_ARG);
    pto_reset(m);
    assert_true(pto_mem_size(m) == 4096 && m->mem.window == 3072);
    assert_int_equal(pto_mem_preset_select(m, (pto_mem_preset)7), PTO_ERR_ARG);
    assert_non_null(strstr(pto_last_error(m), "unknown memory preset 7"));
    assert_int_equal(pto_set_acr(m, 16), PTO_ERR_ARG);
    assert_int_equal(pto_mem_preset_select(m, PTO_MEM_DEFAULT), PTO_OK);
    assert_true(pto_mem_size(m) == GM_DEFAULT_SIZE && m->mem.window == 0);
    char why[256];
    assert_int_equal(pto_check_invariants(m, why, sizeof why), 0);
    pto_destroy(m);
}

/* The fault record: raise_fault_addr names the GM address, raise_fault
 * none; the invariants tie the address to the memory fault kinds. */
static void fault_record_address(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    char why[256];
    raise_fault_addr(m, PTO_FAULT_DATA_PAGE, 0x10, "probe", 0x3000);
    pto_fault_info f;
    pto_fault(m, &f);
    assert_int_equal(f.kind, PTO_FAULT_DATA_PAGE);
    assert_int_equal(f.trap, 35);
    assert_true(f.pc == 0x10 && pto_tpc(m) == 0x10);
    assert_true(f.has_addr && f.addr == 0x3000);
    assert_string_equal(pto_fault_kind_name(PTO_FAULT_DATA_PAGE), "DataPage");
    assert_int_equal(pto_check_invariants(m, why, sizeof why), 0);
    raise_fault_addr(m, PTO_FAULT_DATA_ALIGNMENT, 0x12, "probe", 0x3001);
    pto_fault(m, &f);
    assert_int_equal(f.trap, 34);
    assert_string_equal(pto_fault_kind_name(PTO_FAULT_DATA_ALIGNMENT), "DataAlignment");
    assert_true(f.has_addr && f.addr == 0x3001);
    raise_fault(m, PTO_FAULT_TILE_LEGALITY, 0x14, "legality");
    pto_fault(m, &f);
    assert_false(f.has_addr);
    assert_true(f.addr == 0);
    assert_int_equal(pto_check_invariants(m, why, sizeof why), 0);
    /* broken records are caught */
    m->fault.has_addr = true;
    assert_int_not_equal(pto_check_invariants(m, why, sizeof why), 0);
    raise_fault(m, PTO_FAULT_DATA_PAGE, 0x14, "page");
    assert_int_not_equal(pto_check_invariants(m, why, sizeof why), 0);
    assert_non_null(strstr(why, "without a GM address"));
    pto_clear_fault(m);
    pto_fault(m, &f);
    assert_false(f.has_addr);
    assert_int_equal(pto_check_invariants(m, why, sizeof why), 0);
    /* a corrupted memory is caught: a nonzero byte beyond the size */
    assert_int_equal(pto_mem_set_size(m, 100), PTO_OK);
    assert_int_equal(pto_mem_write(m, 99, "x", 1), PTO_OK);
    for (size_t i = 0; i < m->mem.cap; i++)
        if (m->mem.slots[i].page) m->mem.slots[i].page[100] = 1;
    assert_int_not_equal(pto_check_invariants(m, why, sizeof why), 0);
    assert_non_null(strstr(why, "beyond the memory size"));
    pto_destroy(m);
}


/* ---- program directives ---------------------------------------------------------- */

/* Parses and runs text on a fresh machine; returns the run status, or -1
 * for a parse error (err filled). */
static int run_prog(pto_machine *m, const char *text, const char *dir, prog_error *err, prog_result *res)
{
    pto_program p;
    memset(res, 0, sizeof *res);
    if (prog_parse(text, strlen(text), &p, err)) return -1;
    if (prog_load_files(&p, dir, err)) {
        prog_free(&p);
        return -1;
    }
    prog_run(m, &p, NULL, NULL, res);
    prog_free(&p);
    return (int)res->status;
}

static void expect_bytes(const pto_machine *m, uint64_t addr, const uint8_t *want, size_t n)
{
    uint8_t got[64];
    assert_true(n <= sizeof got);
    assert_int_equal(pto_mem_read(m, addr, got, n), PTO_OK);
    assert_memory_equal(got, want, n);
}

/* .mem values: the encodings are hand-derived (1.0 = 0x3F800000 in binary32,
 * 0x3C00 in binary16, 0x3F80 in bfloat16, 0x3FF0000000000000 in binary64),
 * little-endian, 4-bit types two per byte with the low nibble first. */
static void directive_mem_values(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    prog_error e;
    prog_result r;
    const char *text = ".memsize 64M\n"
                       ".mem 0x1000 FP32 = 1.0 -2.0 0x7fc00000\n"
                       ".mem 0x1010 FP16 = 1.0 ; .mem 0x1012 BF16 = 1.0\n"
                       ".mem 0x1018 FP64 = 1.0\n"
                       ".mem 0x1020 S8 = -1 127 -128 ; .mem 0x1023 S16 = -2\n"
                       ".mem 0x1028 U64 = 0x0102030405060708\n"
                       ".mem 0x1031 U8 = 0xAB\n"
                       ".mem 0x1030 U4X2 = 0x1 0x2 0x3\n" /* 0x21, then 0x3 under the kept high nibble 0xA */
                       ".mem 4160 E4M3 = 1.0 -0.5\n";       /* 1.0 = 0x38, -0.5 = 0xB0 */
    assert_int_equal(run_prog(m, text, NULL, &e, &r), PTO_END);
    assert_true(pto_mem_size(m) == (uint64_t)64 << 20);
    static const uint8_t f32[12] = {0x00, 0x00, 0x80, 0x3f, 0x00, 0x00, 0x00, 0xc0, 0x00, 0x00, 0xc0, 0x7f};
    expect_bytes(m, 0x1000, f32, 12);
    static const uint8_t h[4] = {0x00, 0x3c, 0x80, 0x3f};
    expect_bytes(m, 0x1010, h, 4);
    static const uint8_t d[8] = {0, 0, 0, 0, 0, 0, 0xf0, 0x3f};
    expect_bytes(m, 0x1018, d, 8);
    static const uint8_t s8[5] = {0xff, 0x7f, 0x80, 0xfe, 0xff};
    expect_bytes(m, 0x1020, s8, 5);
    static const uint8_t u64[8] = {8, 7, 6, 5, 4, 3, 2, 1};
    expect_bytes(m, 0x1028, u64, 8);
    static const uint8_t u4[3] = {0x21, 0xa3, 0x00};
    expect_bytes(m, 0x1030, u4, 3);
    static const uint8_t e4[3] = {0x38, 0xb0, 0x00};
    expect_bytes(m, 4160, e4, 3);
    /* the presets and the ACR directive */
    assert_int_equal(run_prog(m, ".memsize pto-v0\n.acr 2\n", NULL, &e, &r), PTO_END);
    assert_true(pto_mem_size(m) == 4096 && m->mem.window == 3072);
    assert_int_equal(pto_get_acr(m), 2);
    assert_int_equal(run_prog(m, ".memsize default\n", NULL, &e, &r), PTO_END);
    assert_true(pto_mem_size(m) == GM_DEFAULT_SIZE && m->mem.window == 0);
    assert_int_equal(run_prog(m, ".memsize 0x1000\n", NULL, &e, &r), PTO_END);
    assert_true(pto_mem_size(m) == 4096);
    assert_int_equal(run_prog(m, ".memsize 3k\n", NULL, &e, &r), PTO_END);
    assert_true(pto_mem_size(m) == 3072);
    assert_int_equal(run_prog(m, ".memsize 262144G\n", NULL, &e, &r), PTO_END);
    assert_true(pto_mem_size(m) == GM_MAX_SIZE);
    assert_int_equal(run_prog(m, ".memsize 1\n.mem 0 U8 = 9\n", NULL, &e, &r), PTO_END);
    static const uint8_t nine[1] = {9};
    expect_bytes(m, 0, nine, 1);
    char why[256];
    assert_int_equal(pto_check_invariants(m, why, sizeof why), 0);
    pto_destroy(m);
}

/* Directives apply when TPC first reaches them: a .mem after a faulting
 * bundle is never applied; one before it is. */
static void directive_mem_order(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    prog_error e;
    prog_result r;
    const char *text = ".mem 0 U8 = 1\n"
                       ".tile T#1 U8 size=128B cols=8 valid=1x8\n"
                       "BSTART.VEC TSUBS, U8\nB.DIM LB0=4\nB.IOT T#1, mask=1111, last, ->T<128B>\nBSTOP\n"
                       ".mem 1 U8 = 2\n";
    assert_int_equal(run_prog(m, text, NULL, &e, &r), PTO_FAULT);
    static const uint8_t want[2] = {1, 0};
    expect_bytes(m, 0, want, 2);
    /* a command-line image is written after the program's own offset-0 set-up */
    pto_program p;
    assert_int_equal(prog_parse(".mem 0 U8 = 1 1\n.dump 0 2\n", 26, &p, &e), 0);
    char msg[200];
    uint8_t *img = malloc(1);
    img[0] = 7;
    assert_int_equal(prog_add_mem(&p, 0, img, 1, msg, sizeof msg), 0);
    assert_int_equal(prog_add_dump(&p, 0, 4, NULL, msg, sizeof msg), 0);
    assert_int_equal(p.ndumps, 2);
    pto_reset(m);
    prog_run(m, &p, NULL, NULL, &r);
    assert_int_equal(r.status, PTO_END);
    static const uint8_t after[2] = {7, 1};
    expect_bytes(m, 0, after, 2);
    img = malloc(1);
    assert_int_equal(prog_add_mem(&p, GM_MAX_SIZE, img, 1, msg, sizeof msg), -1);
    assert_non_null(strstr(msg, "past the largest memory"));
    assert_int_equal(prog_add_dump(&p, 0, PROG_DUMP_PRINT_MAX, NULL, msg, sizeof msg), -1);
    assert_non_null(strstr(msg, "more than 1 MiB"));
    assert_int_equal(prog_add_dump(&p, 0, PROG_DUMP_PRINT_MAX, "x.bin", msg, sizeof msg), 0);
    assert_int_equal(prog_add_dump(&p, 0, PROG_MEM_FILE_MAX + 1, "x.bin", msg, sizeof msg), -1);
    prog_free(&p);
    pto_destroy(m);
}

/* Bad directives: one located error each (line:column from the text). */
static void directive_errors(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        unsigned line, column;
        const char *expect;
    } cases[] = {
        {".memsize 64X\n", 1, 10, "bad size '64X'"},
        {".memsize 64KB\n", 1, 10, "bad size '64KB'"},
        {".memsize\n", 1, 9, "expected a size after .memsize"},
        {"\n.memsize 300000G\n", 2, 10, "outside 1 byte .. 2^48 bytes"},
        {".memsize 0\n", 1, 10, "outside 1 byte .. 2^48 bytes"},
        {".memsize 99999999999999999999\n", 1, 10, "bad size"},
        {".memsize 17179869184G\n", 1, 10, "does not fit 64 bits"},
        {".memsize 4K\n.memsize 8K\n", 2, 1, "a second .memsize (the first is on line 1)"},
        {".mem\n", 1, 5, "expected a GM address after .mem"},
        {".mem -1 U8 = 1\n", 1, 6, "expected a GM address"},
        {".mem 0x10 FP33 = 1\n", 1, 11, "unknown data type 'FP33'"},
        {".mem 0x10 U8 1\n", 1, 14, "expected '=' before the values"},
        {".mem 0x10 U8 =\n", 1, 15, "expected at least one value"},
        {".mem 0x10 U8 = 1 256\n", 1, 18, ".mem value 2: '256' is out of range for U8"},
        {".mem 0x10 U4X2 = 0x10\n", 1, 18, "wider than the 4-bit element"},
        {".mem 0x10 FP32 = one\n", 1, 18, "is not a value of FP32"},
        {".mem 0xfffffffffffe U32 = 1\n", 1, 1, "run past the largest memory (2^48 bytes)"},
        {".mem 0x10 file=\n", 1, 16, "expected a path after file="},
        {".mem 0x10 file=a.bin size=4\n", 1, 22, "expected len=BYTES after the path"},
        {".mem 0x10 file=a.bin len=0\n", 1, 26, "len must be 1 byte .. 1G"},
        {".mem 0x10 file=a.bin len=2G\n", 1, 26, "len must be 1 byte .. 1G"},
        {".dump 0x10\n", 1, 11, "expected a length after the address"},
        {".dump 0x10 0\n", 1, 12, "a dump needs a length of 1 byte or more"},
        {".dump 0x10 4Q\n", 1, 12, "bad size '4Q'"},
        {".dump 0xffffffffffff 2\n", 1, 22, "runs past the largest memory"},
        {".dump 0 512K\n.dump 0 513K\n", 2, 9, "more than 1 MiB"},
        {".acr 16\n", 1, 6, "expected an access-control ring 0..15"},
        {".memory 0\n", 1, 1, "unknown directive '.memory'"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pto_program p;
        prog_error e;
        int rc = prog_parse(cases[i].text, strlen(cases[i].text), &p, &e);
        if (rc == 0 || e.line != cases[i].line || e.column != cases[i].column || !strstr(e.message, cases[i].expect))
            fail_msg("case %zu (%s): rc %d, %u:%u: %s", i, cases[i].text, rc, e.line, e.column, e.message);
    }
}

/* Errors found when the run starts: ranges past the end of the memory
 * size, located at their directive; nothing runs. */
static void directive_range_errors(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    prog_error e;
    prog_result r;
    assert_int_equal(run_prog(m, ".memsize 4K\n.mem 4093 U32 = 1\n", NULL, &e, &r), PTO_ERR_STATE);
    assert_int_equal(r.error_line, 2);
    assert_non_null(strstr(r.message, ".mem at 0xffd: 4 bytes run past the end of the 4096-byte memory"));
    assert_int_equal(gm_page_count(&m->mem), 0);
    assert_int_equal(run_prog(m, ".mem 4092 U32 = 1\n.dump 4090 7\n.memsize pto-v0\n", NULL, &e, &r), PTO_ERR_STATE);
    assert_int_equal(r.error_line, 2);
    assert_non_null(strstr(r.message, ".dump 0xffa 7: the range runs past the end of the 4096-byte memory"));
    assert_int_equal(gm_page_count(&m->mem), 0); /* the .mem on line 1 did not run either */
    assert_int_equal(run_prog(m, ".memsize 4K\n.mem 4092 U32 = 1\n.dump 4092 4\n", NULL, &e, &r), PTO_END);
    /* a .mem file= whose file was not read */
    pto_program p;
    const char *t = ".mem 0 file=x.bin\n";
    assert_int_equal(prog_parse(t, strlen(t), &p, &e), 0);
    prog_run(m, &p, NULL, NULL, &r);
    assert_int_equal(r.status, PTO_ERR_STATE);
    assert_int_equal(r.error_line, 1);
    assert_non_null(strstr(r.message, "the file was not read"));
    prog_free(&p);
    pto_destroy(m);
}

/* .mem file=: the raw bytes, the path taken from the program's directory,
 * len= reading a prefix; a missing, short or non-regular file is a located
 * error. */
static void directive_mem_file(void **state)
{
    (void)state;
    char dir[512], path[600];
    snprintf(dir, sizeof dir, "%s/mem-tmp", PTOSIM_BINARY_DIR);
    (void)!system("mkdir -p " PTOSIM_BINARY_DIR "/mem-tmp");
    snprintf(path, sizeof path, "%s/img.bin", dir);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    static const uint8_t img[6] = {0xde, 0xad, 0xbe, 0xef, 0x01, 0x02};
    assert_int_equal(fwrite(img, 1, 6, f), 6);
    fclose(f);
    pto_machine *m = pto_create();
    prog_error e;
    prog_result r;
    assert_int_equal(run_prog(m, ".mem 0x2001 file=img.bin\n.mem 0x3000 file=img.bin len=4\n", dir, &e, &r), PTO_END);
    expect_bytes(m, 0x2001, img, 6);
    static const uint8_t pre[5] = {0xde, 0xad, 0xbe, 0xef, 0};
    expect_bytes(m, 0x3000, pre, 5);
    char text[800];
    snprintf(text, sizeof text, ".mem 0 file=%s\n", path); /* absolute: as given */
    assert_int_equal(run_prog(m, text, "/nonexistent", &e, &r), PTO_END);
    expect_bytes(m, 0, img, 6);
    assert_int_equal(run_prog(m, "\n.mem 0 file=img.bin len=7\n", dir, &e, &r), -1);
    assert_int_equal(e.line, 2);
    assert_int_equal(e.column, 13);
    assert_non_null(strstr(e.message, "holds only 6 bytes, len=7 asks for 7 (truncated file)"));
    assert_int_equal(run_prog(m, ".mem 0 file=missing.bin\n", dir, &e, &r), -1);
    assert_true(e.line == 1 && strstr(e.message, "cannot open") && strstr(e.message, "missing.bin"));
    assert_int_equal(run_prog(m, ".mem 0 file=.\n", dir, &e, &r), -1);
    assert_non_null(strstr(e.message, "is not a regular file"));
    assert_int_equal(run_prog(m, ".memsize 4K\n.mem 4091 file=img.bin\n", dir, &e, &r), PTO_ERR_STATE);
    assert_int_equal(r.error_line, 2);
    assert_non_null(strstr(r.message, ".mem file=img.bin at 0xffb: 6 bytes run past the end of the 4096-byte memory"));
    assert_int_equal(run_prog(m, ".mem 0xfffffffffffe file=img.bin\n", dir, &e, &r), -1);
    assert_non_null(strstr(e.message, "past the largest memory"));
    pto_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(sparse_high_address),
        cmocka_unit_test(one_page_of_a_gib),
        cmocka_unit_test(differential_against_an_array),
        cmocka_unit_test(many_pages),
        cmocka_unit_test(resize_drops_contents),
        cmocka_unit_test(probe_rules),
        cmocka_unit_test(avs_scalar_memory),
        cmocka_unit_test(avs_concrete_access),
        cmocka_unit_test(api_host_control),
        cmocka_unit_test(fault_record_address),
        cmocka_unit_test(directive_mem_values),
        cmocka_unit_test(directive_mem_order),
        cmocka_unit_test(directive_errors),
        cmocka_unit_test(directive_range_errors),
        cmocka_unit_test(directive_mem_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
