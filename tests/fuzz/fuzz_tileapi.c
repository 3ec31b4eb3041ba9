/* Fuzz harness: the tile API (include/ptosim/tile.h).  The input bytes are
 * a sequence of calls: tile creation and release, element-wise tile-tile,
 * tile-scalar, compare, select and fill operations, TLOAD, TSTORE, TMOV and
 * TSEL (whose words are kept by the calls' inputs), a profile switch, on
 * handles that are the ones earlier calls returned, now and then with a
 * field changed to any value (a stale or forged handle), and destination
 * handles of any type, shape, pad, mask and hand.  After every call the
 * machine invariants hold; a call that returns an API error changes no
 * architectural state, and one that faults none once pto_recover has
 * discarded the block its header commands opened and the GPR a0 its
 * scalar went to is put back.  A twin machine runs the same calls with the API's
 * kept words forgotten before each one, so that every call builds its
 * words anew and runs them through pto_run rather than the kept entry
 * and its plan's memo: the two machines must return the same results and
 * hold the same state after every call.  pto_tile_live answers for each
 * source handle what the tile's public description says, and
 * pto_tiles_ended counts each release. */
#include <stdio.h>
#include <stdlib.h>

#include "fuzz_common.h"
#include "ptosim/tile.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

enum { LIVE = 8, CALLS = 64 };

static pto_machine *machine, *twin;
static fz_snap before, after, twin_after;

static uint32_t fz_u32(fz_cursor *c)
{
    uint32_t v = 0;
    for (int i = 0; i < 4; i++) v = v << 8 | fz_byte(c);
    return v;
}

static uint64_t fz_u64(fz_cursor *c) { return (uint64_t)fz_u32(c) << 32 | fz_u32(c); }

/* A handle field changed to a value from the input (one time in eight). */
static void fz_forge(fz_cursor *c, pto_tile *h)
{
    unsigned b = fz_byte(c);
    if (b % 8u) return;
    uint32_t v = (b & 0x80u) ? fz_u32(c) : fz_byte(c);
    switch ((b >> 3) % 9u) {
    case 0: h->index = (int)v; break;
    case 1: h->dtype = v; break;
    case 2: h->rows = v; break;
    case 3: h->cols = v; break;
    case 4: h->valid_rows = v; break;
    case 5: h->valid_cols = v; break;
    case 6: h->pad = (pto_pad)(v % 8u); break;
    case 7: h->mask = v; break;
    default: h->hand = v; break;
    }
}

/* A destination handle: a type, a shape of the small dimensions (cols a
 * power of two most of the time), sometimes a smaller valid shape, a pad,
 * a mask and a hand, and then maybe a forged field. */
static pto_tile fz_dest(fz_cursor *c)
{
    static const uint32_t cols[] = {8, 16, 32, 64, 128, 256, 4, 12};
    unsigned b = fz_byte(c);
    pto_tile h = pto_tile_make(fz_dtypes[b % sizeof fz_dtypes], fz_dims[(b >> 4) % 8u], cols[fz_byte(c) % 8u]);
    unsigned v = fz_byte(c);
    if (v & 1u) h.valid_rows = h.rows > 1 ? h.rows - 1u : 1u;
    if (v & 2u) h.valid_cols = h.cols / 2u;
    h.pad = (pto_pad)((v >> 2) % 4u);
    h.mask = (v & 0x10u) ? fz_masks[(v >> 5) % (sizeof fz_masks / sizeof fz_masks[0])] : 0u;
    h.hand = (v >> 6) % 4u;
    fz_forge(c, &h);
    return h;
}

/* A TLOAD or TSTORE address: near the top of the default 2^32-byte memory
 * now and then (a fault), else in its first 64 KiB. */
static uint64_t fz_addr(uint64_t s)
{
    return (s & 0x100u) ? 0xFFFFF000u + (s >> 32 & 0xFFFu) : s >> 32 & 0xFFFFu;
}

/* One call on machine m (the same inputs on both machines). */
static pto_result fz_call(pto_machine *m, unsigned op, pto_tile *d, const pto_tile *a, const pto_tile *b,
                          uint64_t s, const uint64_t *values)
{
    switch (op) {
    case 0: return pto_tile_create(m, d, values);
    case 1: return pto_tadd(m, d, a, b);
    case 2: return pto_tsub(m, d, a, b);
    case 3: return pto_tmul(m, d, a, b);
    case 4: return pto_tdiv(m, d, a, b);
    case 5: return pto_tmax(m, d, a, b);
    case 6: return pto_tand(m, d, a, b);
    case 7: return pto_tadds_raw(m, d, a, s);
    case 8: return pto_tsubs_raw(m, d, a, s);
    case 9: return pto_tmuls_raw(m, d, a, s);
    case 10: return pto_tmins_raw(m, d, a, s);
    case 11: return pto_tcmps_raw(m, d, a, s, (pto_cmp)(s % 7u));
    case 12: return pto_tcmp(m, d, a, b, (pto_cmp)(s % 6u));
    case 13: return pto_texpands_raw(m, d, s);
    case 14: return pto_tsels_raw(m, d, a, b, s);
    case 15: return pto_tabs(m, d, a);
    case 16: return pto_tneg(m, d, a);
    /* strides of 0 (dense) or a few rows */
    case 17: return pto_tload(m, d, fz_addr(s), (s >> 9 & 3u) * 64u);
    case 18: return pto_tstore(m, a, fz_addr(s), (s >> 9 & 3u) * 64u);
    case 19: return pto_tmov(m, d, a);
    default: return pto_tsel(m, d, a, b, b);
    }
}

static void fz_fail(const char *what, unsigned call, unsigned op, pto_status st)
{
    fprintf(stderr, "tileapi fuzz: call %u (operation %u, status %d): %s\n", call, op, (int)st, what);
    abort();
}

/* pto_tile_live(m, h) as tile.h defines it, from the public description
 * of the tile h names. */
static bool fz_live(const pto_machine *m, const pto_tile *h)
{
    pto_tile_desc d;
    if (pto_get_naming(m) != PTO_NAMING_FLAT || h->index < 0 || h->index >= 64 ||
        pto_tile_describe(m, (unsigned)h->index, &d) != PTO_OK)
        return false;
    return d.dtype == h->dtype && d.rows == h->rows && d.cols == h->cols && d.valid_rows == h->valid_rows &&
           d.valid_cols == h->valid_cols && d.mask == (h->mask ? h->mask : 0x8u);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 4096) return 0;
    if (!machine && !(machine = pto_create())) return 0;
    if (!twin && !(twin = pto_create())) return 0;
    pto_reset(machine);
    pto_reset(twin);
    fz_cursor c = {data, size, 0};
    pto_tile live[LIVE];
    unsigned nlive = 0;
    static uint64_t values[65536];
    char why[512];
    for (unsigned call = 0; call < CALLS && c.i < c.n; call++) {
        unsigned op = fz_byte(&c);
        if (op >= 0xF0u) { /* the profile, on both */
            pto_profile p = (op & 1u) ? PTO_PROFILE_V0 : PTO_PROFILE_IEEE;
            if (pto_set_profile(machine, p) != pto_set_profile(twin, p)) fz_fail("profile", call, op, PTO_OK);
            continue;
        }
        if (op >= 0xE0u) { /* a release, of a live tile or of any index */
            unsigned k = fz_byte(&c);
            unsigned idx = nlive && k < 0xC0u ? (unsigned)live[k % nlive].index : k % 80u;
            uint64_t ended = pto_tiles_ended(machine);
            pto_status x = pto_tile_release(machine, idx), y = pto_tile_release(twin, idx);
            if (x != y) fz_fail("the twins' releases differ", call, op, x);
            if (pto_tiles_ended(machine) != ended + (x == PTO_OK))
                fz_fail("a release did not count one ended tile (or a refused one did)", call, op, x);
            if (x == PTO_OK && nlive && k < 0xC0u) {
                nlive--;
                live[k % (nlive + 1u)] = live[nlive];
            }
            continue;
        }
        op %= 21u;
        unsigned ka = fz_byte(&c), kb = fz_byte(&c);
        pto_tile a = nlive ? live[ka % nlive] : pto_tile_make(DT_FP32, 1, 32);
        pto_tile b = nlive ? live[kb % nlive] : a;
        fz_forge(&c, &a);
        fz_forge(&c, &b);
        pto_tile d = fz_dest(&c), d2 = d;
        uint64_t s = fz_u64(&c);
        fz_rng r = {s};
        /* element values in the destination's width, but one time in eight */
        uint64_t keep = (s & 7u) && dt_concrete(d.dtype) ? dt_mask(pto_dtypes[d.dtype].bits) : ~(uint64_t)0;
        for (size_t i = 0; i < 4096; i++) values[i] = (fz_next(&r) >> (fz_next(&r) % 64u)) & keep;
        if (pto_tile_live(machine, &a) != fz_live(machine, &a) || pto_tile_live(machine, &b) != fz_live(machine, &b))
            fz_fail("pto_tile_live disagrees with the tile's description", call, op, PTO_OK);
        fz_take(machine, &before);
        uint64_t ended = pto_tiles_ended(machine);
        uint64_t a0[PTO_PES], a1[PTO_PES]; /* a TLOAD or TSTORE writes its address and stride to a0, a1 */
        for (unsigned pe = 0; pe < PTO_PES; pe++) {
            pto_gpr_read(machine, pe, 2, &a0[pe]);
            pto_gpr_read(machine, pe, 3, &a1[pe]);
        }
        pto_result x = fz_call(machine, op, &d, &a, &b, s, values);
        for (unsigned i = 0; i < API_BUNDLES; i++) twin->api[i].len = 0; /* build the words again */
        pto_result y = fz_call(twin, op, &d2, &a, &b, s, values);
        if (pto_check_invariants(machine, why, sizeof why)) fz_fail(why, call, op, x.status);
        if (x.status != y.status || memcmp(&d, &d2, sizeof d) != 0) fz_fail("the twins' results differ", call, op, x.status);
        /* a call that succeeds ends no tile; one that fails or faults at most
         * the destinations it had allocated and gives back */
        if (pto_tiles_ended(machine) != pto_tiles_ended(twin) ||
            pto_tiles_ended(machine) > ended + (x.status == PTO_OK ? 0u : 2u))
            fz_fail("a call ended tiles it should not have", call, op, x.status);
        /* the census read in place says what the calls say */
        const pto_tile_census *cs = pto_tiles_census(machine);
        if (cs->ended != pto_tiles_ended(machine) || cs->slots != pto_tiles_allocated(machine))
            fz_fail("pto_tiles_census disagrees with pto_tiles_ended or pto_tiles_allocated", call, op, x.status);
        /* the same fault, but for its PC: the bundle runs where its words are kept */
        if (x.status == PTO_FAULT &&
            (machine->fault.kind != twin->fault.kind || machine->fault.trap != twin->fault.trap ||
             machine->fault.has_addr != twin->fault.has_addr || machine->fault.addr != twin->fault.addr ||
             strcmp(machine->fault.rule ? machine->fault.rule : "", twin->fault.rule ? twin->fault.rule : "")))
            fz_fail("the twins' faults differ", call, op, x.status);
        /* A bundle that faults at its commit keeps what its header commands
         * did (the open block, which holds the PC it started at) and its a0
         * (and a1), which the call wrote first: pto_recover discards the
         * block, and with them put back nothing else may have changed. */
        if (x.status == PTO_FAULT) {
            pto_recover(machine);
            pto_recover(twin);
            for (unsigned pe = 0; pe < PTO_PES; pe++) {
                pto_gpr_write(machine, pe, 2, a0[pe]);
                pto_gpr_write(twin, pe, 2, a0[pe]);
                pto_gpr_write(machine, pe, 3, a1[pe]);
                pto_gpr_write(twin, pe, 3, a1[pe]);
            }
        }
        fz_take(machine, &after);
        fz_take(twin, &twin_after);
        if (!fz_same(&after, &twin_after)) fz_fail("the twins' states differ", call, op, x.status);
        if (x.status != PTO_OK) {
            if (!fz_same(&before, &after)) fz_fail("a refused or faulting call changed the state", call, op, x.status);
            continue;
        }
        if (op != 18 && d.index >= 0 && nlive < LIVE) live[nlive++] = d; /* TSTORE makes no tile */
    }
    return 0;
}
