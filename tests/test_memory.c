/* TLOAD, TSTORE and TMOV (Local) against hand-derived expectations.
 *
 * Sources of the expected values (each test says which it uses):
 * - addresses: TileMemoryStridedByteAddress (spec-digest-2 §1.3): element
 *   (r, c) at base + r * stride + c * E, packed 4-bit base + r * stride +
 *   c / 2 with nibble c mod 2 (0 = bits 3:0), all mod 2^64; the dense
 *   stride Col * E (4-bit ceil(Col / 2)) with E of the BSTART type;
 * - the probe: ProbeDataAccess (§1.2): alignment first, then
 *   addr + size > size of memory (exact, no wrap) or the ACR >= 2 window;
 *   elements row-major, PEs 0 to 3 (decisions D16), the first failing
 *   element is the fault and its address the record's;
 * - layouts: the index formulas of §8.1 and the AVS TCVT fractal example
 *   quoted there; B.DATR Layout codes of §8.2;
 * - D23 (last store wins, PE order), D27 (LB0/LB1 ignored by TSTORE, the
 *   BSTART type sets only the dense stride), D28 (predicate sources).
 * Memory is set and read through the C API.  After every fault the full
 * state (tiles, payloads, definedness, GPRs, flags, block, global memory)
 * is compared with the state before it, and the invariants checked. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "core.h"
#include "support/avs.h"
#include "support/support.h"
#include "support/tlsu.h"

#define ALL 0xFu
#define PE0 0x8u
#define RM PTO_LAYOUT_ROW_MAJOR
#define CM PTO_LAYOUT_COL_MAJOR
#define ZN PTO_LAYOUT_ZN
#define NZ PTO_LAYOUT_NZ
#define RA 2u /* B.IOR RegSrc0 */
#define RB 3u /* B.IOR RegSrc1 */
#define TOP ((uint64_t)0) /* 2^64 mod 2^64: TOP - k is 2^64 - k */

/* A TLOAD or TSTORE bundle. */
typedef struct tl {
    unsigned fn;          /* TLSU_TLOAD, TLSU_TSTORE, TLSU_TMOV */
    unsigned dt;          /* BSTART DataType */
    uint32_t lb0, lb1, lb2; /* 0: not given */
    int ior;              /* 0 none, 1 B.IOR RA, RB, 2 B.IOR zero, zero */
    unsigned pemode, size, hand, src;
    int layout;           /* -1: no B.DATR */
    unsigned pad;
} tl;

static tl tl_load(unsigned dt, uint32_t vc, uint32_t vr, uint32_t col)
{
    tl t = {TLSU_TLOAD, dt, vc, vr, col, 1, AVS_PEM_PE0, 1, AVS_HAND_T, 0, -1, 0};
    return t;
}

static tl tl_store(unsigned dt, unsigned src)
{
    tl t = {TLSU_TSTORE, dt, 0, 0, 0, 1, AVS_PEM_PE0, 0, 0, src, -1, 0};
    return t;
}

/* Appends the bundle; returns the number of its BSTOP. */
static unsigned emit(avs_prog *p, const tl *t)
{
    avs_w(p, tlsu_bstart(t->dt, t->fn));
    if (t->layout >= 0 || t->pad) avs_w(p, avs_bdatr(0, t->pad, 0, 0, 0, 0, t->layout < 0 ? 0u : (unsigned)t->layout));
    if (t->lb0) avs_w(p, avs_bdim(0, 0, t->lb0));
    if (t->lb1) avs_w(p, avs_bdim(1, 0, t->lb1));
    if (t->lb2) avs_w(p, avs_bdim(2, 0, t->lb2));
    if (t->fn == TLSU_TLOAD) avs_w(p, avs_biot_d(t->pemode, 1, t->hand, t->size));
    else if (t->fn == TLSU_TSTORE) avs_w(p, avs_biot_s(t->src, t->pemode, 1));
    else avs_w(p, avs_biot_sd(t->src, t->pemode, 1, t->hand, t->size));
    if (t->ior == 1) avs_w(p, avs_bior(RA, RB, 0, 0));
    if (t->ior == 2) avs_w(p, avs_bior(0, 0, 0, 0));
    return avs_w(p, AVS_BSTOP);
}

/* Runs one bundle from TPC 0 to its end. */
static void run1(pto_machine *m, const tl *t)
{
    avs_prog p;
    avs_init(&p);
    emit(&p, t);
    run_ok(m, &p);
}

/* Runs one bundle and expects a memory fault at its BSTOP with addr. */
static void fault1(pto_machine *m, const tl *t, pto_fault_kind kind, uint64_t addr)
{
    avs_prog p;
    avs_init(&p);
    unsigned stop = emit(&p, t);
    pto_recover(m);
    pto_set_tpc(m, 0);
    run_to_mem_fault(m, &p, stop, kind, addr);
    pto_recover(m);
}

/* Runs one bundle and expects a non-memory fault at its BSTOP. */
static void fault1_kind(pto_machine *m, const tl *t, pto_fault_kind kind)
{
    avs_prog p;
    avs_init(&p);
    unsigned stop = emit(&p, t);
    pto_recover(m);
    pto_set_tpc(m, 0);
    run_to_fault(m, &p, stop, kind);
    pto_recover(m);
}

static void set_base_stride(pto_machine *m, unsigned pe, uint64_t base, uint64_t stride)
{
    gpr_pe(m, pe, RA, base);
    gpr_pe(m, pe, RB, stride);
}

static void base_stride_all(pto_machine *m, uint64_t base, uint64_t stride)
{
    for (unsigned pe = 0; pe < PTO_PES; pe++) set_base_stride(m, pe, base, stride);
}

/* A machine with state everywhere, so that a fault that changed anything
 * would be seen: flags set, GPRs, memory bytes, a tile with a definedness
 * bitmap (one valid element undefined, one padding element defined). */
static pto_machine *busy_machine(bool v0)
{
    pto_machine *m = v0 ? tlsu_v0_machine() : pto_create();
    assert_non_null(m);
    m->flags = PTO_FLAG_NX | PTO_FLAG_OF;
    for (unsigned pe = 0; pe < PTO_PES; pe++)
        for (unsigned r = 5; r < PTO_GPRS; r++) gpr_pe(m, pe, r, 0x1000u * pe + r);
    for (unsigned i = 0; i < 64; i++) mem_store(m, 0x40 + i, 1, 0x80 + i);
    avs_tile(m, 63, AVS_U16, 128, 8, 3, 7, RM, ALL);
    for (unsigned pe = 0; pe < PTO_PES; pe++)
        for (uint32_t i = 0; i < 64; i++) assert_int_equal(pto_tile_write(m, 63, pe, i, 0x100u * pe + i), PTO_OK);
    assert_int_equal(pto_tile_set_defined(m, 63, 1, 9, false), PTO_OK);
    return m;
}

static bool phys_defined(const pto_machine *m, unsigned idx, unsigned pe, uint32_t i)
{
    bool d;
    assert_int_equal(pto_tile_read(m, idx, pe, i, NULL, &d), PTO_OK);
    return d;
}

/* A deterministic byte pattern. */
static uint8_t pat(uint64_t i, unsigned salt) { return (uint8_t)((i * 37u + salt * 101u + (i >> 7) * 13u) ^ 0x5a); }

/* ============================== faults ============================== */

/* Alignment is checked before the page: an element that is both
 * misaligned and past the end is DataAlignment (ProbeDataAccess step 1),
 * at its own address; an aligned one past the end is DataPage. In the
 * 4096-byte memory: U32 at 4094 (4094 mod 4 = 2, 4094 + 4 > 4096), U16 at
 * 4095, U64 at 4092 (4092 mod 8 = 4); U32 at 4096 and U64 at 4096 are
 * aligned and past the end.  Both for TLOAD and TSTORE. */
static void fault_alignment_before_page(void **state)
{
    (void)state;
    static const struct {
        unsigned dt;
        uint64_t base;
        pto_fault_kind kind;
    } cases[] = {
        {AVS_U32, 4094, PTO_FAULT_DATA_ALIGNMENT}, {AVS_U16, 4095, PTO_FAULT_DATA_ALIGNMENT},
        {AVS_U64, 4092, PTO_FAULT_DATA_ALIGNMENT}, {AVS_FP32, 4096, PTO_FAULT_DATA_PAGE},
        {AVS_S64, 4096, PTO_FAULT_DATA_PAGE},      {AVS_U8, 4096, PTO_FAULT_DATA_PAGE},
        {AVS_U4X2, 4096, PTO_FAULT_DATA_PAGE},     {AVS_FP16, 4097, PTO_FAULT_DATA_ALIGNMENT},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pto_machine *m = busy_machine(true);
        set_base_stride(m, 0, cases[i].base, 0);
        tl t = tl_load(cases[i].dt, 1, 1, 0);
        fault1(m, &t, cases[i].kind, cases[i].base);
        assert_int_equal(avs_allocated_count(m), 1); /* only the busy tile: the destination was rolled back */
        avs_tile(m, 7, cases[i].dt, 128, 1, 1, 1, RM, PE0);
        avs_put(m, 7, 0, 0, 1);
        tl s = tl_store(cases[i].dt, 7);
        fault1(m, &s, cases[i].kind, cases[i].base);
        pto_destroy(m);
    }
}

/* The first failing element, row-major: U32 2x2 rows at base and
 * base + stride.
 * - base 4088, stride 4: (0,0) 4088, (0,1) 4092, (1,0) 4092, (1,1) 4096:
 *   DataPage at 4096.
 * - base 4092, stride 2: (0,1) at 4096 fails the page before (1,0) at
 *   4094 fails alignment: DataPage at 4096.
 * - base 0, stride 2: (0,0) 0, (0,1) 4, (1,0) 2: DataAlignment at 2,
 *   before (1,1) at 6. */
static void fault_first_element_row_major(void **state)
{
    (void)state;
    static const struct {
        uint64_t base, stride;
        pto_fault_kind kind;
        uint64_t addr;
    } cases[] = {
        {4088, 4, PTO_FAULT_DATA_PAGE, 4096},
        {4092, 2, PTO_FAULT_DATA_PAGE, 4096},
        {0, 2, PTO_FAULT_DATA_ALIGNMENT, 2},
        {4092, 0xfff0u, PTO_FAULT_DATA_PAGE, 4096},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pto_machine *m = busy_machine(true);
        set_base_stride(m, 0, cases[i].base, cases[i].stride);
        tl t = tl_load(AVS_U32, 2, 2, 2);
        fault1(m, &t, cases[i].kind, cases[i].addr);
        static const uint64_t v[4] = {1, 2, 3, 4};
        avs_tile(m, 7, AVS_U32, 128, 2, 2, 2, RM, PE0);
        for (unsigned k = 0; k < 4; k++) avs_put(m, 7, k / 2, k % 2, v[k]);
        tl s = tl_store(AVS_U32, 7);
        fault1(m, &s, cases[i].kind, cases[i].addr);
        pto_destroy(m);
    }
}

/* The first failing element of the first failing PE (PE0 to PE3), mask
 * 1111, U32 2x2 with per-PE base and stride:
 * - PE0 (0, 8) fine; PE1 (4092, 0) fails at (0,1) = 4096 (page); PE2 (2, 8)
 *   would fail at (0,0) = 2 (alignment): the fault is PE1's, DataPage 4096;
 * - PE0 (4088, 4) fails last, at (1,1) = 4096; PE1 (1, 0) first, at 1:
 *   PE0's DataPage 4096 wins;
 * - PE0, PE1, PE2 fine, PE3 (4090, 0): DataAlignment at 4090.
 * TSTORE the same: no PE stores anything, also not the PEs before. */
static void fault_first_pe(void **state)
{
    (void)state;
    static const struct {
        uint64_t base[4], stride[4];
        pto_fault_kind kind;
        uint64_t addr;
    } cases[] = {
        {{0, 4092, 2, 0}, {8, 0, 8, 8}, PTO_FAULT_DATA_PAGE, 4096},
        {{4088, 1, 0, 0}, {4, 0, 8, 8}, PTO_FAULT_DATA_PAGE, 4096},
        {{0, 16, 32, 4090}, {8, 8, 8, 0}, PTO_FAULT_DATA_ALIGNMENT, 4090},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pto_machine *m = busy_machine(true);
        for (unsigned pe = 0; pe < 4; pe++) set_base_stride(m, pe, cases[i].base[pe], cases[i].stride[pe]);
        tl t = tl_load(AVS_U32, 2, 2, 2);
        t.pemode = AVS_PEM_ALL;
        fault1(m, &t, cases[i].kind, cases[i].addr);
        avs_tile(m, 7, AVS_U32, 128, 2, 2, 2, RM, ALL);
        for (unsigned k = 0; k < 4; k++) avs_put(m, 7, k / 2, k % 2, 0x11111111u * (k + 1));
        tl s = tl_store(AVS_U32, 7);
        s.pemode = AVS_PEM_ALL;
        fault1(m, &s, cases[i].kind, cases[i].addr);
        pto_destroy(m);
    }
    /* PEs outside the mask are not probed: mask 1110 (PEMode 110) with a
     * PE3 base that would fault runs; the same with mask 0001 faults. */
    pto_machine *m = busy_machine(true);
    base_stride_all(m, 0x100, 8);
    set_base_stride(m, 3, 4095, 0);
    tl t = tl_load(AVS_U32, 2, 2, 2);
    t.pemode = PEM_PE012;
    run1(m, &t);
    t.pemode = PEM_PE3;
    fault1(m, &t, PTO_FAULT_DATA_ALIGNMENT, 4095);
    pto_destroy(m);
}

/* A non-memory fault has no address; a memory fault records the trap
 * numbers 34 and 35 and its PC is the BSTOP's (checked by the runner);
 * clearing the fault and fixing the base restarts the same block. */
static void fault_record_and_restart(void **state)
{
    (void)state;
    pto_machine *m = busy_machine(true);
    set_base_stride(m, 0, 4094, 0);
    avs_prog p;
    avs_init(&p);
    tl t = tl_load(AVS_U16, 2, 1, 0);
    unsigned stop = emit(&p, &t);
    run_to_mem_fault(m, &p, stop, PTO_FAULT_DATA_PAGE, 4096);
    pto_fault_info f;
    pto_fault(m, &f);
    assert_int_equal(f.trap, 35);
    assert_true(f.pc == p.pc[stop]);
    set_base_stride(m, 0, 0x40, 0);
    pto_clear_fault(m);
    assert_int_equal(pto_step(m, p.code, p.len), PTO_OK);
    avs_expect(m, 0, 0, 0, 0x8180, true);
    avs_expect(m, 0, 0, 1, 0x8382, true);
    expect_invariants(m);
    /* a TileLegality fault of a TLSU block carries no address */
    tl bad = tl_load(AVS_U16, 2, 1, 0);
    bad.pad = AVS_PAD_MIN;
    fault1_kind(m, &bad, PTO_FAULT_TILE_LEGALITY);
    pto_destroy(m);
}

/* ============================== layouts ============================== */

/* The B.DATR Layout codes and their destination layouts (§8.2). */
static const struct {
    unsigned code, dest, inverse;
} codes[] = {
    {LY_NORM, RM, LY_NORM},   {LY_ND2DN, CM, LY_DN2ND}, {LY_ND2ZN, ZN, LY_ZN2ND}, {LY_ND2NZ, NZ, LY_NZ2ND},
    {LY_DN2ND, RM, LY_ND2DN}, {LY_DN2ZN, ZN, LY_ZN2DN}, {LY_DN2NZ, NZ, LY_NZ2DN}, {LY_ZN2ND, RM, LY_ND2ZN},
    {LY_ZN2DN, CM, LY_DN2ZN}, {LY_ZN2NZ, NZ, LY_NZ2ZN}, {LY_NZ2ND, RM, LY_ND2NZ}, {LY_NZ2DN, CM, LY_DN2NZ},
    {LY_NZ2ZN, ZN, LY_ZN2NZ},
};

/* The physical index of logical (r, c), written out from §8.1 for a
 * rows x cols tile of element width w bits. */
static uint32_t index_of(unsigned layout, uint32_t rows, uint32_t cols, unsigned w, uint32_t r, uint32_t c)
{
    uint32_t ie = 256u / w;
    switch (layout) {
    case RM: return r * cols + c;
    case CM: return c * rows + r;
    case ZN: return ((r / 16u) * (cols / ie) + c / ie) * 16u * ie + (c % ie) * 16u + r % 16u;
    default: return ((c / ie) * (rows / 16u) + r / 16u) * 16u * ie + (r % 16u) * ie + c % ie;
    }
}

/* The AVS TCVT fractal example (tests/asl/tile/elementwise-tile-tile/
 * format-conversion/TCVT/tile-exec-tcvt-fractal-001.asl, quoted in
 * spec-digest-2 §8.1), through TLOAD: U8 32x64 (2048 B), markers at
 * logical (0,0), (1,0), (0,1), (0,32), (16,0) and (17,33) in GM row-major
 * (base 0, dense stride 64).  ZN (code ND2ZN): physical 0, 1, 16, 512,
 * 1024 and (1*2 + 1)*512 + 1*16 + 1 = 1553; NZ (ND2NZ): 0, 32, 1, 1024, 512
 * and (1*2 + 1)*512 + 1*32 + 1 = 1569; ColumnMajor (ND2DN, c*32 + r): 0, 1,
 * 32, 1024, 16 and 33*32 + 17 = 1073.  Every other physical element is 0,
 * every element defined (the valid region is the whole tile). */
static void layout_fractal_example(void **state)
{
    (void)state;
    static const uint32_t pos[6][2] = {{0, 0}, {1, 0}, {0, 1}, {0, 32}, {16, 0}, {17, 33}};
    static const struct {
        unsigned code, layout;
        uint32_t want[6];
    } lay[3] = {
        {LY_ND2ZN, ZN, {0, 1, 16, 512, 1024, 1553}},
        {LY_ND2NZ, NZ, {0, 32, 1, 1024, 512, 1569}},
        {LY_ND2DN, CM, {0, 1, 32, 1024, 16, 1073}},
    };
    for (unsigned k = 0; k < 3; k++) {
        pto_machine *m = tlsu_v0_machine();
        for (unsigned i = 0; i < 6; i++) mem_store(m, pos[i][0] * 64u + pos[i][1], 1, 0x11u * (i + 1));
        tl t = tl_load(AVS_U8, 64, 32, 64);
        t.ior = 0;
        t.size = 5;
        t.layout = (int)lay[k].code;
        run1(m, &t);
        pto_tile_desc d;
        assert_int_equal(pto_tile_describe(m, 0, &d), PTO_OK);
        assert_int_equal(d.layout, lay[k].layout);
        assert_int_equal(d.rows, 32);
        assert_int_equal(d.cols, 64);
        for (uint32_t i = 0; i < 2048; i++) {
            uint64_t want = 0;
            for (unsigned j = 0; j < 6; j++)
                if (lay[k].want[j] == i) want = 0x11u * (j + 1);
            expect_phys(m, 0, 0, i, want, true);
        }
        pto_destroy(m);
    }
}

/* A host-configured fractal or column-major tile stored by TSTORE: the
 * source's physical element index_of(layout, r, c) goes to GM at
 * base + r * stride + c * E (Local TSTORE writes ND order from any generic
 * layout, §8.2).  FP16 32x32 (IE 16) and FP32 16x16 (IE 8), valid 30x29
 * and 16x13, stride Col * E + 4 * E bytes; the gap bytes keep their 0xcc. */
static void layout_tstore_from_host_tiles(void **state)
{
    (void)state;
    static const struct {
        unsigned dt, w;
        uint32_t cap, rows, cols, vr, vc;
    } shapes[2] = {{AVS_FP16, 16, 2048, 32, 32, 30, 29}, {AVS_FP32, 32, 1024, 16, 16, 16, 13}};
    static const unsigned layouts[4] = {RM, CM, ZN, NZ};
    for (unsigned s = 0; s < 2; s++)
        for (unsigned l = 0; l < 4; l++) {
            pto_machine *m = pto_create();
            const unsigned e = shapes[s].w / 8u;
            avs_tile(m, 9, shapes[s].dt, shapes[s].cap, shapes[s].cols, shapes[s].vr, shapes[s].vc, layouts[l], PE0);
            pto_tile_desc d;
            assert_int_equal(pto_tile_describe(m, 9, &d), PTO_OK);
            assert_int_equal(d.rows, shapes[s].rows);
            for (uint32_t r = 0; r < shapes[s].rows; r++)
                for (uint32_t c = 0; c < shapes[s].cols; c++) {
                    uint32_t i = index_of(layouts[l], shapes[s].rows, shapes[s].cols, shapes[s].w, r, c);
                    assert_int_equal(pto_tile_write(m, 9, 0, i, (r << 8 | c) & 0x7fff), PTO_OK);
                }
            const uint64_t base = 0x10000, stride = shapes[s].cols * e + 4 * e;
            mem_set(m, base, 0xcc, (size_t)(stride * shapes[s].rows));
            set_base_stride(m, 0, base, stride);
            tl t = tl_store(shapes[s].dt, 9);
            run1(m, &t);
            for (uint32_t r = 0; r < shapes[s].rows; r++)
                for (uint32_t c = 0; c < stride / e; c++) {
                    uint64_t got = mem_load(m, base + r * stride + c * e, e);
                    uint64_t want = r < shapes[s].vr && c < shapes[s].vc ? (r << 8 | c) & 0x7fff
                                    : e == 2 ? 0xccccu : 0xccccccccu;
                    if (got != want)
                        fail_msg("layout %u dt %u: (%u,%u) 0x%llx, expected 0x%llx", layouts[l], shapes[s].dt, r, c,
                                 (unsigned long long)got, (unsigned long long)want);
                }
            pto_destroy(m);
        }
}

/* TLOAD with every Layout code, then TSTORE with its inverse code (the
 * code is ignored by a Local TSTORE, §8.2), returns the original bytes:
 * for U8 32x64 (valid 27x61), FP16 32x32 (valid 32x30), FP32 16x16, FP64
 * 16x8 (valid 13x8) and U4X2 16x64 (valid 16x63, an odd count: the last
 * byte of each row keeps its high nibble), from a pattern at A with
 * stride Col * E + 8 to B with the same stride over 0x33 bytes: every
 * valid byte equals A's, every other byte is still 0x33.  The destination
 * has the code's layout and its valid elements sit at index_of. */
static void layout_round_trip(void **state)
{
    (void)state;
    static const struct {
        unsigned dt, w;
        uint32_t size, rows, cols, vr, vc;
    } shapes[] = {
        {AVS_U8, 8, 5, 32, 64, 27, 61},    {AVS_FP16, 16, 5, 32, 32, 32, 30}, {AVS_FP32, 32, 4, 16, 16, 16, 16},
        {AVS_FP64, 64, 4, 16, 8, 13, 8},   {AVS_U4X2, 4, 3, 16, 64, 16, 63},  {AVS_S16, 16, 5, 32, 32, 17, 1},
    };
    for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++)
        for (size_t k = 0; k < sizeof codes / sizeof codes[0]; k++) {
            pto_machine *m = pto_create();
            const uint64_t a = 0x200000, b = 0x300000;
            const uint64_t row_bytes = shapes[s].w == 4 ? shapes[s].cols / 2u : shapes[s].cols * shapes[s].w / 8u;
            const uint64_t stride = row_bytes + 8, span = stride * shapes[s].rows;
            uint8_t src[20000], dst[20000];
            assert_true(span <= sizeof src);
            for (uint64_t i = 0; i < span; i++) src[i] = pat(i, (unsigned)(s * 16 + k));
            assert_int_equal(pto_mem_write(m, a, src, span), PTO_OK);
            mem_set(m, b, 0x33, span);
            tl t = tl_load(shapes[s].dt, shapes[s].vc, shapes[s].vr, shapes[s].cols);
            t.size = shapes[s].size;
            t.layout = (int)codes[k].code;
            set_base_stride(m, 0, a, stride);
            run1(m, &t);
            pto_tile_desc d;
            assert_int_equal(pto_tile_describe(m, 0, &d), PTO_OK);
            assert_int_equal(d.layout, codes[k].dest);
            assert_int_equal(d.rows, shapes[s].rows);
            /* a few elements at their hand-derived places */
            for (uint32_t r = 0; r < shapes[s].vr; r += 5)
                for (uint32_t c = 0; c < shapes[s].vc; c += 7) {
                    uint32_t i = index_of(codes[k].dest, shapes[s].rows, shapes[s].cols, shapes[s].w, r, c);
                    uint64_t want;
                    if (shapes[s].w == 4) want = (src[r * stride + c / 2] >> (4 * (c & 1))) & 0xf;
                    else {
                        want = 0;
                        for (unsigned j = 0; j < shapes[s].w / 8u; j++)
                            want |= (uint64_t)src[r * stride + c * (shapes[s].w / 8u) + j] << (8 * j);
                    }
                    expect_phys(m, 0, 0, i, want, true);
                }
            tl st = tl_store(shapes[s].dt, 0);
            st.layout = (int)codes[k].inverse;
            set_base_stride(m, 0, b, stride);
            run1(m, &st);
            assert_int_equal(pto_mem_read(m, b, dst, span), PTO_OK);
            for (uint64_t i = 0; i < span; i++) {
                uint64_t r = i / stride, x = i % stride;
                uint8_t want = 0x33;
                if (r < shapes[s].vr) {
                    if (shapes[s].w == 4) {
                        uint64_t full = shapes[s].vc / 2u;
                        if (x < full) want = src[i];
                        else if (x == full && (shapes[s].vc & 1u)) want = (uint8_t)(0x30u | (src[i] & 0xfu));
                    } else if (x < (uint64_t)shapes[s].vc * (shapes[s].w / 8u)) {
                        want = src[i];
                    }
                }
                if (dst[i] != want)
                    fail_msg("dt %u code %u: byte %llu is 0x%02x, expected 0x%02x", shapes[s].dt, codes[k].code,
                             (unsigned long long)i, dst[i], want);
            }
            pto_destroy(m);
        }
}

/* The fractal shape rule (TileLayoutShapeLegal: Rows % 16, Col % IE) on
 * a TLOAD destination is checked after allocation: TileLegality, the
 * destination rolled back.  U8 128 B Col 32 has 4 rows; FP32 512 B Col 4
 * has 32 rows but 4 % 8 != 0; ColumnMajor has no rule. */
static void layout_fractal_shape_rule(void **state)
{
    (void)state;
    static const struct {
        unsigned dt, size, code;
        uint32_t col;
        bool legal;
    } cases[] = {
        {AVS_U8, 1, LY_ND2ZN, 32, false}, {AVS_U8, 1, LY_ND2NZ, 32, false}, {AVS_FP32, 3, LY_DN2ZN, 4, false},
        {AVS_FP32, 3, LY_ND2DN, 4, true}, {AVS_U8, 3, LY_ZN2NZ, 32, true},   {AVS_U4X2, 3, LY_NZ2ZN, 64, true},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pto_machine *m = busy_machine(false);
        set_base_stride(m, 0, 0x40, 0);
        tl t = tl_load(cases[i].dt, 1, 1, cases[i].col);
        t.size = cases[i].size;
        t.layout = (int)cases[i].code;
        if (cases[i].legal) {
            run1(m, &t);
            assert_true(pto_tile_allocated(m, 0));
        } else {
            fault1_kind(m, &t, PTO_FAULT_TILE_LEGALITY);
            assert_false(pto_tile_allocated(m, 0));
        }
        pto_destroy(m);
    }
}

/* ============================ addressing ============================ */

/* Per-PE bases and strides (D16): mask 1111, U16 2x3 (Col 4), PE p from
 * base 0x1000 * (p + 1), stride 16 + 8 * p.  Each PE's payload holds its
 * own GM words; TSTORE of the tile with bases 0x8000 + 0x100 * p puts each
 * PE's rows at its own place. */
static void per_pe_bases(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    for (unsigned pe = 0; pe < 4; pe++) {
        uint64_t base = 0x1000u * (pe + 1), stride = 16 + 8u * pe;
        set_base_stride(m, pe, base, stride);
        for (unsigned r = 0; r < 2; r++)
            for (unsigned c = 0; c < 3; c++) mem_store(m, base + r * stride + c * 2, 2, 0x1000u * pe + 0x10u * r + c);
    }
    tl t = tl_load(AVS_U16, 3, 2, 4);
    t.pemode = AVS_PEM_ALL;
    run1(m, &t);
    for (unsigned pe = 0; pe < 4; pe++)
        for (unsigned r = 0; r < 2; r++)
            for (unsigned c = 0; c < 3; c++) expect_phys(m, 0, pe, r * 4 + c, 0x1000u * pe + 0x10u * r + c, true);
    for (unsigned pe = 0; pe < 4; pe++) set_base_stride(m, pe, 0x8000 + 0x100u * pe, 6);
    tl s = tl_store(AVS_U16, 0);
    s.pemode = AVS_PEM_ALL;
    run1(m, &s);
    for (unsigned pe = 0; pe < 4; pe++)
        for (unsigned r = 0; r < 2; r++)
            for (unsigned c = 0; c < 3; c++)
                assert_int_equal(mem_load(m, 0x8000 + 0x100u * pe + r * 6 + c * 2, 2), 0x1000u * pe + 0x10u * r + c);
    pto_destroy(m);
}

/* Stride 0 and overlapping stores (D23: row-major, PE0 to PE3, the last
 * store wins).
 * - TLOAD U32 3x2 with B.IOR stride 0: every row is the first row.
 * - TSTORE U32 3x2 [1 2; 3 4; 5 6] with stride 0: 5, 6 remain.
 * - TSTORE U16 2x4 with stride 4 (rows overlap by 4 bytes): row 0 at 0..7,
 *   row 1 at 4..11: bytes 4..7 hold row 1's first two elements.
 * - four PEs storing U32 1x2 at the same base: PE3's values remain; PE0 at
 *   0, PE1 at 4: word 0 is PE0's (0,0), words 1, 2 PE1's. */
static void stride_zero_and_overlaps(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    mem_store(m, 0x500, 4, 0xaabbccdd);
    mem_store(m, 0x504, 4, 0x11223344);
    mem_store(m, 0x508, 4, 0x55555555);
    set_base_stride(m, 0, 0x500, 0);
    tl t = tl_load(AVS_U32, 2, 3, 2);
    run1(m, &t);
    for (unsigned r = 0; r < 3; r++) {
        avs_expect(m, 0, r, 0, 0xaabbccdd, true);
        avs_expect(m, 0, r, 1, 0x11223344, true);
    }
    pto_destroy(m);

    m = pto_create();
    avs_tile(m, 1, AVS_U32, 128, 2, 3, 2, RM, PE0);
    for (unsigned k = 0; k < 6; k++) avs_put(m, 1, k / 2, k % 2, k + 1);
    set_base_stride(m, 0, 0x600, 0);
    tl s = tl_store(AVS_U32, 1);
    run1(m, &s);
    assert_int_equal(mem_load(m, 0x600, 4), 5);
    assert_int_equal(mem_load(m, 0x604, 4), 6);
    assert_int_equal(mem_load(m, 0x608, 4), 0);

    avs_tile(m, 2, AVS_U16, 128, 4, 2, 4, RM, PE0);
    for (unsigned k = 0; k < 8; k++) avs_put(m, 2, k / 4, k % 4, 0xa0 + k);
    set_base_stride(m, 0, 0x700, 4);
    s = tl_store(AVS_U16, 2);
    run1(m, &s);
    static const uint16_t want[6] = {0xa0, 0xa1, 0xa4, 0xa5, 0xa6, 0xa7};
    for (unsigned k = 0; k < 6; k++) assert_int_equal(mem_load(m, 0x700 + 2 * k, 2), want[k]);
    pto_destroy(m);

    m = pto_create();
    avs_tile(m, 3, AVS_U32, 128, 2, 1, 2, RM, ALL);
    for (unsigned pe = 0; pe < 4; pe++)
        for (unsigned c = 0; c < 2; c++) assert_int_equal(pto_tile_write(m, 3, pe, c, 0x100u * pe + c), PTO_OK);
    base_stride_all(m, 0x900, 0);
    s = tl_store(AVS_U32, 3);
    s.pemode = AVS_PEM_ALL;
    run1(m, &s);
    assert_int_equal(mem_load(m, 0x900, 4), 0x300);
    assert_int_equal(mem_load(m, 0x904, 4), 0x301);
    set_base_stride(m, 0, 0xa00, 0);
    set_base_stride(m, 1, 0xa04, 0);
    s.pemode = PEM_PE01;
    avs_tile(m, 4, AVS_U32, 128, 2, 1, 2, RM, 0xC);
    for (unsigned pe = 0; pe < 2; pe++)
        for (unsigned c = 0; c < 2; c++) assert_int_equal(pto_tile_write(m, 4, pe, c, 0x100u * pe + c), PTO_OK);
    s.src = 4;
    run1(m, &s);
    assert_int_equal(mem_load(m, 0xa00, 4), 0x000);
    assert_int_equal(mem_load(m, 0xa04, 4), 0x100);
    assert_int_equal(mem_load(m, 0xa08, 4), 0x101);
    pto_destroy(m);
}

/* 4-bit types: element c of a row is nibble c mod 2 of byte c / 2 (0 =
 * bits 3:0); a store rewrites only its own nibble (read-modify-write).
 * - U4X2 2x3 [1 2 3; 4 5 6] stored at 0x100, stride 4, over 0xff bytes:
 *   0x21 0xf3 0xff 0xff 0x54 0xf6 0xff 0xff.
 * - S4X2 3x1 with stride 0 over 0x9f: the low nibble is rewritten three
 *   times, the last (row 2) remains: 0x90 | v2.
 * - E2M1X2 TLOAD 2x5 of 0x21 0x43 0x65 / stride 3: row 1 from byte 3.
 * - U4X2 ColumnMajor (ND2DN) 16x64: logical (r, c) at physical c*16 + r,
 *   nibble (c*16 + r) mod 2 of payload byte (c*16 + r) / 2. */
static void four_bit_types(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    mem_set(m, 0x100, 0xff, 8);
    avs_tile(m, 1, AVS_U4X2, 128, 4, 2, 3, RM, PE0);
    for (unsigned k = 0; k < 6; k++) avs_put(m, 1, k / 3, k % 3, k + 1);
    set_base_stride(m, 0, 0x100, 4);
    tl s = tl_store(AVS_U4X2, 1);
    run1(m, &s);
    static const uint8_t want[8] = {0x21, 0xf3, 0xff, 0xff, 0x54, 0xf6, 0xff, 0xff};
    for (unsigned k = 0; k < 8; k++) assert_int_equal(mem_load(m, 0x100 + k, 1), want[k]);

    mem_store(m, 0x200, 1, 0x9f);
    avs_tile(m, 2, AVS_S4X2, 128, 2, 3, 1, RM, PE0);
    avs_put(m, 2, 0, 0, 0x1);
    avs_put(m, 2, 1, 0, 0x8);
    avs_put(m, 2, 2, 0, 0xe);
    set_base_stride(m, 0, 0x200, 0);
    s = tl_store(AVS_S4X2, 2);
    run1(m, &s);
    assert_int_equal(mem_load(m, 0x200, 1), 0x9e);
    assert_int_equal(mem_load(m, 0x201, 1), 0);

    static const uint8_t bytes[6] = {0x21, 0x43, 0x65, 0x87, 0xa9, 0xcb};
    assert_int_equal(pto_mem_write(m, 0x300, bytes, 6), PTO_OK);
    set_base_stride(m, 0, 0x300, 3);
    tl t = tl_load(AVS_E2M1X2, 5, 2, 8);
    run1(m, &t);
    static const uint64_t e[2][5] = {{1, 2, 3, 4, 5}, {7, 8, 9, 0xa, 0xb}};
    for (unsigned r = 0; r < 2; r++)
        for (unsigned c = 0; c < 5; c++) avs_expect(m, 0, r, c, e[r][c], true);
    pto_destroy(m);

    m = pto_create();
    uint8_t src[16 * 32];
    for (unsigned i = 0; i < sizeof src; i++) src[i] = pat(i, 3);
    assert_int_equal(pto_mem_write(m, 0x4000, src, sizeof src), PTO_OK);
    t = tl_load(AVS_U4X2, 64, 16, 64);
    set_base_stride(m, 0, 0x4000, 32);
    t.size = 3;
    t.layout = LY_ND2DN;
    run1(m, &t);
    const uint8_t *pay;
    size_t len;
    assert_int_equal(pto_tile_payload(m, 0, 0, &pay, &len), PTO_OK);
    for (uint32_t r = 0; r < 16; r++)
        for (uint32_t c = 0; c < 64; c++) {
            uint32_t i = c * 16 + r;
            unsigned want_v = (src[r * 32 + c / 2] >> (4 * (c & 1))) & 0xf;
            assert_int_equal((pay[i / 2] >> (4 * (i & 1))) & 0xf, want_v);
        }
    pto_destroy(m);
}

/* Signed types load and store their E bytes unchanged (the model's sign
 * extension is of the 64-bit carrier; the element's W-bit encoding is the
 * same): S8 0x80, S16 0x8001, S32 0x80000002, S64 0x8000000000000003 and
 * 0xff.. all-ones, between 0x77 bytes that stay 0x77. */
static void signed_types(void **state)
{
    (void)state;
    static const struct {
        unsigned dt, e;
        uint64_t v;
    } cases[] = {{AVS_S8, 1, 0x80}, {AVS_S16, 2, 0x8001}, {AVS_S32, 4, 0x80000002u},
                 {AVS_S64, 8, 0x8000000000000003u}, {AVS_S32, 4, 0xffffffffu}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pto_machine *m = pto_create();
        mem_set(m, 0x100, 0x77, 64);
        mem_store(m, 0x110, cases[i].e, cases[i].v);
        set_base_stride(m, 0, 0x110, 0);
        tl t = tl_load(cases[i].dt, 1, 1, 0);
        run1(m, &t);
        avs_expect(m, 0, 0, 0, cases[i].v, true);
        set_base_stride(m, 0, 0x128, 0);
        tl s = tl_store(cases[i].dt, 0);
        run1(m, &s);
        assert_true(mem_load(m, 0x128, cases[i].e) == cases[i].v);
        for (unsigned k = 0; k < 64; k++) {
            uint64_t a = 0x100 + k;
            if ((a >= 0x110 && a < 0x110 + cases[i].e) || (a >= 0x128 && a < 0x128 + cases[i].e)) continue;
            assert_int_equal(mem_load(m, a, 1), 0x77);
        }
        pto_destroy(m);
    }
}

/* Addresses wrap mod 2^64 before the bounds check (§1.1), and the check
 * is exact (addr + size is not computed mod 2^64).  Default memory (2^32).
 * - U32 at 2^64 - 4: 2^64 - 4 + 4 = 2^64 > 2^32: DataPage at 2^64 - 4;
 *   U8 at 2^64 - 1 and U4X2 at 2^64 - 1 likewise; U32 at 2^64 - 2:
 *   DataAlignment (2^64 - 2 mod 4 = 2).
 * - a negative stride: base 0x100, stride 2^64 - 0x80, U32 3x2: rows at
 *   0x100, 0x80, 0x0 load; with 4 rows row 3 at 2^64 - 0x80 is DataPage.
 * - r * stride wraps: stride 2^63 + 8, 3 rows from 0x10: row 1 at
 *   2^63 + 0x18 faults first (DataPage at that address).
 * - TSTORE U8 3x1 from 0x40 with stride 2^64 - 0x20: bytes at 0x40, 0x20, 0. */
static void addresses_near_2_64(void **state)
{
    (void)state;
    static const struct {
        unsigned dt;
        uint64_t base;
        pto_fault_kind kind;
    } edges[] = {
        {AVS_U32, TOP - 4, PTO_FAULT_DATA_PAGE},      {AVS_U8, TOP - 1, PTO_FAULT_DATA_PAGE},
        {AVS_U4X2, TOP - 1, PTO_FAULT_DATA_PAGE},     {AVS_U32, TOP - 2, PTO_FAULT_DATA_ALIGNMENT},
        {AVS_U64, TOP - 8, PTO_FAULT_DATA_PAGE},      {AVS_U64, (uint64_t)1 << 32, PTO_FAULT_DATA_PAGE},
        {AVS_U16, ((uint64_t)1 << 32) - 1, PTO_FAULT_DATA_ALIGNMENT},
    };
    for (size_t i = 0; i < sizeof edges / sizeof edges[0]; i++) {
        pto_machine *m = busy_machine(false);
        set_base_stride(m, 0, edges[i].base, 0);
        tl t = tl_load(edges[i].dt, 1, 1, 0);
        fault1(m, &t, edges[i].kind, edges[i].base);
        avs_tile(m, 7, edges[i].dt, 128, 1, 1, 1, RM, PE0);
        avs_put(m, 7, 0, 0, 1);
        tl s = tl_store(edges[i].dt, 7);
        fault1(m, &s, edges[i].kind, edges[i].base);
        pto_destroy(m);
    }
    /* the last element of the memory is reachable */
    pto_machine *m = pto_create();
    mem_store(m, ((uint64_t)1 << 32) - 8, 8, 0x0123456789abcdefu);
    set_base_stride(m, 0, ((uint64_t)1 << 32) - 8, 0);
    tl t = tl_load(AVS_U64, 1, 1, 0);
    run1(m, &t);
    avs_expect(m, 0, 0, 0, 0x0123456789abcdefu, true);
    pto_destroy(m);

    m = busy_machine(false);
    for (unsigned r = 0; r < 3; r++) {
        mem_store(m, 0x100 - 0x80u * r, 4, 0x10u * r);
        mem_store(m, 0x104 - 0x80u * r, 4, 0x10u * r + 1);
    }
    set_base_stride(m, 0, 0x100, TOP - 0x80);
    t = tl_load(AVS_U32, 2, 3, 2);
    run1(m, &t);
    for (unsigned r = 0; r < 3; r++) {
        avs_expect(m, 0, r, 0, 0x10u * r, true);
        avs_expect(m, 0, r, 1, 0x10u * r + 1, true);
    }
    pto_tile_release(m, 0);
    t = tl_load(AVS_U32, 2, 4, 2);
    fault1(m, &t, PTO_FAULT_DATA_PAGE, TOP - 0x80);
    set_base_stride(m, 0, 0x10, ((uint64_t)1 << 63) + 8);
    t = tl_load(AVS_U32, 1, 3, 0);
    fault1(m, &t, PTO_FAULT_DATA_PAGE, ((uint64_t)1 << 63) + 0x18);
    avs_tile(m, 8, AVS_U8, 128, 1, 3, 1, RM, PE0);
    for (unsigned r = 0; r < 3; r++) avs_put(m, 8, r, 0, 0xe0 + r);
    set_base_stride(m, 0, 0x40, TOP - 0x20);
    tl s = tl_store(AVS_U8, 8);
    run1(m, &s);
    assert_int_equal(mem_load(m, 0x40, 1), 0xe0);
    assert_int_equal(mem_load(m, 0x20, 1), 0xe1);
    assert_int_equal(mem_load(m, 0x00, 1), 0xe2);
    pto_destroy(m);
}

/* The number of distinct memory pages the byte ranges [a[i], a[i] + 16)
 * touch (for the page size of src/mem/gm.h). */
static size_t pages_of(const uint64_t *a, size_t n)
{
    uint64_t pn[16];
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
        for (uint64_t b = a[i]; b < a[i] + 16; b += 15) {
            uint64_t p = b >> GM_PAGE_BITS;
            size_t j = 0;
            while (j < k && pn[j] != p) j++;
            if (j == k) pn[k++] = p;
        }
    return k;
}

/* A 2^48-byte memory touched in one page: a TSTORE of U64 1x2 at
 * 2^48 - 16 succeeds and allocates the one page holding those 16 bytes;
 * TLOAD reads them back (reads allocate nothing); a 1x3 load from there
 * ends past 2^48 (DataPage at 2^48, the third element).  TSTOREs across
 * the 4 KiB boundaries at 2^48 - 4096 and 2^48 - 8192 allocate exactly the
 * further pages those ranges touch. */
static void memory_of_2_48(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    const uint64_t top = (uint64_t)1 << 48;
    assert_int_equal(pto_mem_set_size(m, top), PTO_OK);
    avs_tile(m, 1, AVS_U64, 128, 2, 1, 2, RM, PE0);
    avs_put(m, 1, 0, 0, 0x1111111111111111u);
    avs_put(m, 1, 0, 1, 0x2222222222222222u);
    const uint64_t at[3] = {top - 16, top - 4096 - 8, top - 8192 - 8};
    set_base_stride(m, 0, at[0], 0);
    tl s = tl_store(AVS_U64, 1);
    run1(m, &s);
    assert_int_equal(gm_page_count(&m->mem), 1);
    assert_true(mem_load(m, top - 8, 8) == 0x2222222222222222u);
    tl t = tl_load(AVS_U64, 2, 1, 2);
    run1(m, &t);
    avs_expect(m, 0, 0, 0, 0x1111111111111111u, true);
    avs_expect(m, 0, 0, 1, 0x2222222222222222u, true);
    assert_int_equal(gm_page_count(&m->mem), 1);
    t = tl_load(AVS_U64, 3, 1, 4);
    fault1(m, &t, PTO_FAULT_DATA_PAGE, top);
    for (size_t k = 1; k < 3; k++) {
        set_base_stride(m, 0, at[k], 0);
        run1(m, &s);
        assert_int_equal(gm_page_count(&m->mem), pages_of(at, k + 1));
        assert_true(mem_load(m, at[k], 8) == 0x1111111111111111u);
        assert_true(mem_load(m, at[k] + 8, 8) == 0x2222222222222222u);
    }
    expect_invariants(m);
    pto_destroy(m);
}

/* The pto-v0 ACR window through TLOAD/TSTORE: at ACR 2 an access must end
 * at or below 3072 (DataAccessPermitted): U32 at 3068 loads, at 3072 is
 * DataPage; a 1x2 TSTORE at 3068 faults on its element at 3072; at ACR 1
 * (or 0) 3072 loads. */
static void acr_window(void **state)
{
    (void)state;
    pto_machine *m = tlsu_v0_machine();
    mem_store(m, 3068, 4, 0xdeadbeef);
    mem_store(m, 3072, 4, 0xfeedface);
    assert_int_equal(pto_set_acr(m, 2), PTO_OK);
    set_base_stride(m, 0, 3068, 0);
    tl t = tl_load(AVS_U32, 1, 1, 0);
    run1(m, &t);
    avs_expect(m, 0, 0, 0, 0xdeadbeef, true);
    pto_tile_release(m, 0);
    set_base_stride(m, 0, 3072, 0);
    fault1(m, &t, PTO_FAULT_DATA_PAGE, 3072);
    avs_tile(m, 5, AVS_U32, 128, 2, 1, 2, RM, PE0);
    avs_put(m, 5, 0, 0, 1);
    avs_put(m, 5, 0, 1, 2);
    set_base_stride(m, 0, 3068, 0);
    tl s = tl_store(AVS_U32, 5);
    fault1(m, &s, PTO_FAULT_DATA_PAGE, 3072);
    assert_int_equal(pto_set_acr(m, 1), PTO_OK);
    set_base_stride(m, 0, 3072, 0);
    run1(m, &t);
    avs_expect(m, 0, 0, 0, 0xfeedface, true);
    pto_destroy(m);
}

/* ============================ block shapes ============================ */

/* Zero participation (every binding PEMode 000) is a strict no-op before
 * any other check (C2): TLOAD with PadValue Max and a base past the end,
 * TSTORE of an unallocated tile with B.IOR RegDst 5, TMOV of a predicate
 * tile: no fault, nothing changes. */
static void zero_participation(void **state)
{
    (void)state;
    pto_machine *m = busy_machine(true);
    set_base_stride(m, 0, 5000, 0);
    avs_pred_tile(m, 20, 128, 4, 8, 4, 8, PE0);
    avs_prog progs[3];
    for (unsigned k = 0; k < 3; k++) avs_init(&progs[k]);
    tl t = tl_load(AVS_U32, 2, 2, 2);
    t.pemode = AVS_PEM_NONE;
    t.pad = AVS_PAD_MAX;
    emit(&progs[0], &t);
    avs_w(&progs[1], tlsu_bstart(AVS_U32, TLSU_TSTORE));
    avs_w(&progs[1], avs_biot_s(40, AVS_PEM_NONE, 1));
    avs_w(&progs[1], avs_bior(RA, RB, 0, 5));
    avs_w(&progs[1], AVS_BSTOP);
    avs_w(&progs[2], tlsu_bstart(AVS_U8, TLSU_TMOV));
    avs_w(&progs[2], avs_biot_sd(20, AVS_PEM_NONE, 1, AVS_HAND_T, 1));
    avs_w(&progs[2], AVS_BSTOP);
    for (unsigned k = 0; k < 3; k++) {
        snapshot before, after;
        snapshot_take(m, &before);
        run_ok(m, &progs[k]);
        snapshot_take(m, &after);
        assert_true(snapshot_equal(&before, &after));
        snapshot_free(&before);
        snapshot_free(&after);
    }
    pto_destroy(m);
}

/* B.DATR fields (SelectedBundleTileDataAttributesLegal): only Layout may
 * be nonzero on an ordinary TLOAD, TSTORE or TMOV; PadValue 1..3, CMode,
 * Sat, Canonicalize, DataType (also 31) or RMode -> TileLegality before any
 * effect. */
static void datr_fields(void **state)
{
    (void)state;
    static const uint32_t bad[] = {
        0x08001023u, 0x10001023u, 0x18001023u, /* PadValue 1..3 */
        0x20001023u,                           /* CMode 1 */
        0x04001023u, 0x02001023u,              /* Sat, Canonicalize */
        0x00101023u, 0x01f01023u,              /* DataType 1, 31 */
        0x00009023u,                           /* RMode 1 */
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        for (unsigned fn = TLSU_TLOAD; fn <= TLSU_TMOV; fn++) {
            pto_machine *m = busy_machine(true);
            avs_tile(m, 9, AVS_U16, 128, 8, 2, 3, RM, PE0);
            for (unsigned k = 0; k < 6; k++) avs_put(m, 9, k / 3, k % 3, k);
            set_base_stride(m, 0, 0x40, 16);
            avs_prog p;
            avs_init(&p);
            avs_w(&p, tlsu_bstart(AVS_U16, fn));
            avs_w(&p, bad[i]);
            if (fn == TLSU_TLOAD) {
                avs_w(&p, avs_bdim(0, 0, 4));
                avs_w(&p, avs_biot_d(AVS_PEM_PE0, 1, AVS_HAND_T, 1));
                avs_w(&p, avs_bior(RA, RB, 0, 0));
            } else if (fn == TLSU_TSTORE) {
                avs_w(&p, avs_biot_s(9, AVS_PEM_PE0, 1));
                avs_w(&p, avs_bior(RA, RB, 0, 0));
            } else {
                avs_w(&p, avs_biot_sd(9, AVS_PEM_PE0, 1, AVS_HAND_T, 1));
            }
            unsigned stop = avs_w(&p, AVS_BSTOP);
            run_to_fault(m, &p, stop, PTO_FAULT_TILE_LEGALITY);
            pto_destroy(m);
        }
}

/* Omitted B.IOR = base 0 and the dense stride; `B.IOR zero, zero` = base 0
 * and stride 0; `B.IOR a0, zero` = stride 0 too (RegSrc1 is read).
 * FP16 3x5 with LB2 = 8: dense stride 8 * 2 = 16, element (r, c) from
 * 16r + 2c.  TSTORE: the dense stride takes LB2 when given (LB2 = 16 over
 * a Col-8 source: stride 32) and the BSTART type's width (D27: BSTART U8
 * over a U16 source: stride Col * 1 = 8 while the elements stay 2 bytes;
 * with Col 3 the row stride 3 misaligns row 1: DataAlignment at 3). */
static void dense_stride_defaults(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    for (unsigned i = 0; i < 64; i++) mem_store(m, 2 * i, 2, 0x100 + i);
    tl t = tl_load(AVS_FP16, 5, 3, 8);
    t.ior = 0;
    run1(m, &t);
    for (unsigned r = 0; r < 3; r++)
        for (unsigned c = 0; c < 5; c++) avs_expect(m, 0, r, c, 0x100 + 8 * r + c, true);
    t.ior = 2;
    run1(m, &t);
    for (unsigned r = 0; r < 3; r++)
        for (unsigned c = 0; c < 5; c++) avs_expect(m, 1, r, c, 0x100 + c, true);
    gpr_pe(m, 0, RA, 0x20);
    avs_prog p;
    avs_init(&p);
    avs_w(&p, tlsu_bstart(AVS_FP16, TLSU_TLOAD));
    avs_w(&p, avs_bdim(0, 0, 5));
    avs_w(&p, avs_bdim(1, 0, 3));
    avs_w(&p, avs_bdim(2, 0, 8));
    avs_w(&p, avs_biot_d(AVS_PEM_PE0, 1, AVS_HAND_T, 1));
    avs_w(&p, avs_bior(RA, 0, 0, 0));
    avs_w(&p, AVS_BSTOP);
    run_ok(m, &p);
    for (unsigned r = 0; r < 3; r++)
        for (unsigned c = 0; c < 5; c++) avs_expect(m, 2, r, c, 0x110 + c, true);
    pto_destroy(m);

    m = pto_create();
    avs_tile(m, 1, AVS_U16, 128, 8, 2, 3, RM, PE0);
    for (unsigned k = 0; k < 6; k++) avs_put(m, 1, k / 3, k % 3, 0xb0 + k);
    tl s = tl_store(AVS_U16, 1);
    s.ior = 0;
    s.lb2 = 16;
    s.lb0 = 1; /* LB0 and LB1 are not used by a Local TSTORE (D27) */
    s.lb1 = 1;
    run1(m, &s);
    for (unsigned k = 0; k < 6; k++) assert_int_equal(mem_load(m, (k / 3) * 32 + (k % 3) * 2, 2), 0xb0 + k);
    assert_int_equal(mem_load(m, 6, 2), 0);
    pto_destroy(m);

    m = pto_create();
    avs_tile(m, 1, AVS_U16, 128, 8, 2, 3, RM, PE0);
    for (unsigned k = 0; k < 6; k++) avs_put(m, 1, k / 3, k % 3, 0xc0 + k);
    s = tl_store(AVS_U8, 1);
    s.ior = 0;
    run1(m, &s);
    for (unsigned k = 0; k < 6; k++) assert_int_equal(mem_load(m, (k / 3) * 8 + (k % 3) * 2, 2), 0xc0 + k);
    s.lb2 = 3;
    fault1(m, &s, PTO_FAULT_DATA_ALIGNMENT, 3);
    pto_destroy(m);
}

/* TLOAD takes every assigned type (25, TileRegularTLSUDataTypeSupported)
 * and loads E bytes raw, no validation (e.g. a TF32 pattern with low bits
 * set, an FP32 signalling NaN); the valid region becomes defined, padding
 * is not written: a slot reused by the destination keeps its old payload
 * beyond the valid region, undefined. */
static void all_types_and_padding(void **state)
{
    (void)state;
    for (unsigned dt = 0; dt < 29; dt++) {
        if (!pto_dtype_name(dt)) continue;
        pto_machine *m = pto_create();
        unsigned bits = pto_dtype_bits(dt), e = bits <= 8 ? 1 : bits / 8;
        uint64_t v = 0x0123456789abcdefu & (bits == 64 ? ~(uint64_t)0 : (((uint64_t)1 << bits) - 1));
        if (dt == AVS_TF32) v = 0x3f800001u;
        if (dt == AVS_FP32) v = 0x7f800001u;
        mem_store(m, 0x80, e, bits == 4 ? (v | 0xe0) : v);
        set_base_stride(m, 0, 0x80, 0);
        tl t = tl_load(dt, 1, 1, 0);
        run1(m, &t);
        avs_expect(m, 0, 0, 0, v, true);
        pto_destroy(m);
    }
    pto_machine *m = pto_create();
    avs_tile(m, 0, AVS_U8, 128, 32, 4, 32, RM, PE0);
    for (uint32_t i = 0; i < 128; i++) assert_int_equal(pto_tile_write(m, 0, 0, i, 0x80 + (i & 0x3f)), PTO_OK);
    assert_int_equal(pto_tile_release(m, 0), PTO_OK);
    mem_set(m, 0x1000, 0x11, 64);
    set_base_stride(m, 0, 0x1000, 32);
    tl t = tl_load(AVS_U8, 20, 2, 32);
    run1(m, &t);
    for (uint32_t i = 0; i < 128; i++) {
        bool valid = i / 32 < 2 && i % 32 < 20;
        expect_phys(m, 0, 0, i, valid ? 0x11 : 0x80 + (i & 0x3f), valid);
    }
    pto_destroy(m);
}

/* Destination resolution of TLOAD (L8): VC = LB0 or 1, VR = LB1 or 1,
 * Col = LB2 or VC; the shape must fit the SizeCode (TileAllocation): U32
 * 128 B Col 8 has 4 rows, so LB1 = 5 does not fit; Col 3 is not a power
 * of two (DerivedTileRows); no LB at all gives a 1x1 tile of Col 1. */
static void tload_destination_shape(void **state)
{
    (void)state;
    pto_machine *m = busy_machine(true);
    tl t = tl_load(AVS_U32, 8, 5, 8);
    fault1_kind(m, &t, PTO_FAULT_TILE_ALLOCATION);
    t = tl_load(AVS_U32, 3, 1, 3);
    fault1_kind(m, &t, PTO_FAULT_TILE_ALLOCATION);
    t = tl_load(AVS_U32, 0, 0, 0);
    set_base_stride(m, 0, 0x40, 0);
    run1(m, &t);
    avs_expect_desc(m, 0, PTO_TILE_NUMERIC, AVS_U32, 128, 32, 1, 1, 1, PE0);
    avs_expect(m, 0, 0, 0, 0x83828180u, true);
    t = tl_load(AVS_U32, 2, 3, 0); /* Col = VC = 2 */
    t.hand = AVS_HAND_M;
    run1(m, &t);
    avs_expect_desc(m, 32, PTO_TILE_NUMERIC, AVS_U32, 128, 16, 2, 3, 2, PE0);
    pto_destroy(m);
}

/* TSTORE of a predicate tile (D28): payload byte r * Col + c goes to GM
 * (E = 1).  A 4x8 predicate with bit i = (i % 3 == 0): payload bytes
 * 0x49 0x92 0x24 0x49 in bytes 0..3; the tile's 32 logical elements store
 * payload bytes 0..31.  The source needs to be defined (TileLegality
 * otherwise). */
static void tstore_predicate(void **state)
{
    (void)state;
    pto_machine *m = pto_create();
    avs_pred_tile(m, 48, 128, 4, 8, 4, 8, PE0);
    for (uint32_t i = 0; i < 32; i++) assert_int_equal(pto_tile_write(m, 48, 0, i, i % 3 == 0), PTO_OK);
    const uint8_t *pay;
    size_t len;
    assert_int_equal(pto_tile_payload(m, 48, 0, &pay, &len), PTO_OK);
    uint8_t want[32];
    memcpy(want, pay, 32);
    assert_int_equal(want[0], 0x49);
    assert_int_equal(want[1], 0x92);
    assert_int_equal(want[2], 0x24);
    assert_int_equal(want[3], 0x49);
    set_base_stride(m, 0, 0x700, 8);
    tl s = tl_store(AVS_U8, 48);
    run1(m, &s);
    for (unsigned k = 0; k < 32; k++) assert_int_equal(mem_load(m, 0x700 + k, 1), want[k]);
    assert_int_equal(pto_tile_set_defined(m, 48, 0, 5, false), PTO_OK);
    fault1_kind(m, &s, PTO_FAULT_TILE_LEGALITY);
    pto_destroy(m);
}

/* ================================ TMOV ================================ */

static void expect_same_tile(const pto_machine *m, unsigned a, unsigned b, unsigned mask)
{
    pto_tile_desc da, db;
    assert_int_equal(pto_tile_describe(m, a, &da), PTO_OK);
    assert_int_equal(pto_tile_describe(m, b, &db), PTO_OK);
    assert_int_equal(da.dtype, db.dtype);
    assert_int_equal(da.layout, db.layout);
    assert_int_equal(da.rows, db.rows);
    assert_int_equal(da.cols, db.cols);
    assert_int_equal(da.valid_rows, db.valid_rows);
    assert_int_equal(da.valid_cols, db.valid_cols);
    assert_int_equal(db.mask, mask);
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        if (!(mask & (8u >> pe))) continue;
        const uint8_t *pa, *pb;
        size_t la, lb;
        assert_int_equal(pto_tile_payload(m, a, pe, &pa, &la), PTO_OK);
        assert_int_equal(pto_tile_payload(m, b, pe, &pb, &lb), PTO_OK);
        assert_int_equal(la, lb);
        assert_memory_equal(pa, pb, la);
        for (uint32_t i = 0; i < da.rows * da.cols; i++)
            if (phys_defined(m, a, pe, i) != phys_defined(m, b, pe, i))
                fail_msg("PE%u element %u: definedness differs", pe, i);
    }
}

/* TMOV copies the whole payload and the definedness of every physical
 * element, padding included (shared-movement.asl TMOV), per PE: an FP32
 * 4x8 tile, valid 2x5, every element written with a PE-specific value,
 * then padding elements 7, 20, 31 undefined on every PE and 13 on PE2.
 * The same for a ColumnMajor source (B.DATR ND2DN), an NZ U8 32x64 source
 * (ND2NZ) and a U4X2 source; BSTART DataType 31 takes the source's type. */
static void tmov_copies_everything(void **state)
{
    (void)state;
    static const struct {
        unsigned dt, layout, code, bstart;
        uint32_t cap, cols, vr, vc, size;
    } cases[] = {
        {AVS_FP32, RM, LY_NORM, AVS_FP32, 128, 8, 2, 5, 1},
        {AVS_FP32, CM, LY_ND2DN, AVS_DTYPE_NONE, 128, 8, 2, 5, 1},
        {AVS_U8, NZ, LY_ND2NZ, AVS_U8, 2048, 64, 20, 50, 5},
        {AVS_U4X2, RM, LY_NZ2ND, AVS_DTYPE_NONE, 256, 32, 3, 31, 2},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        pto_machine *m = pto_create();
        avs_tile(m, 17, cases[k].dt, cases[k].cap, cases[k].cols, cases[k].vr, cases[k].vc, cases[k].layout, ALL);
        pto_tile_desc d;
        assert_int_equal(pto_tile_describe(m, 17, &d), PTO_OK);
        unsigned bits = pto_dtype_bits(cases[k].dt);
        uint64_t lim = bits == 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1;
        for (unsigned pe = 0; pe < 4; pe++)
            for (uint32_t i = 0; i < d.rows * d.cols; i++)
                assert_int_equal(pto_tile_write(m, 17, pe, i, (0x3f800000u + 0x10000u * pe + i * 7u) & lim), PTO_OK);
        /* undefine padding elements (outside the valid rectangle) */
        unsigned undone = 0;
        for (uint32_t i = 0; i < d.rows * d.cols && undone < 4; i += 7) {
            uint32_t r, c;
            if (cases[k].layout == CM) r = i % d.rows, c = i / d.rows;
            else if (cases[k].layout == RM) r = i / d.cols, c = i % d.cols;
            else {
                /* NZ 32x64 U8: IE 32, BR 2; i = (bc*2 + br)*512 + ir*32 + ic */
                uint32_t blk = i / 512, in = i % 512;
                r = (blk % 2) * 16 + in / 32;
                c = (blk / 2) * 32 + in % 32;
            }
            if (r < cases[k].vr && c < cases[k].vc) continue;
            for (unsigned pe = 0; pe < 4; pe++) assert_int_equal(pto_tile_set_defined(m, 17, pe, i, false), PTO_OK);
            undone++;
        }
        assert_int_equal(undone, 4);
        avs_prog p;
        avs_init(&p);
        avs_w(&p, tlsu_bstart(cases[k].bstart, TLSU_TMOV));
        if (cases[k].code != LY_NORM || k == 0) avs_w(&p, tlsu_layout(cases[k].code));
        avs_w(&p, avs_biot_sd(17, AVS_PEM_ALL, 1, AVS_HAND_T, cases[k].size));
        avs_w(&p, AVS_BSTOP);
        snapshot before;
        snapshot_take(m, &before);
        run_ok(m, &p);
        expect_same_tile(m, 17, 0, ALL);
        /* the source is unchanged: release the copy and compare */
        assert_int_equal(pto_tile_release(m, 0), PTO_OK);
        snapshot after;
        snapshot_take(m, &after);
        assert_true(snapshot_equal(&before, &after));
        snapshot_free(&before);
        snapshot_free(&after);
        pto_destroy(m);
    }
}

/* TMOV operand legality (TileShapeAndTypeMatch, the source defined on
 * every PE of the mask) -> TileLegality with the destination rolled back:
 * a layout different from the code's destination half, a BSTART type
 * other than the source's, LB shapes other than the source's, a TSize
 * other than its capacity (the rows then differ), a predicate source, a source not allocated on a PE of the mask, an
 * undefined valid element; and BSTART 31 with an unconfigured source. */
static void tmov_legality(void **state)
{
    (void)state;
    static const struct {
        unsigned bstart, code, lb0, lb1, lb2, size, pemode, src;
        pto_fault_kind kind;
    } cases[] = {
        {AVS_FP16, LY_ND2DN, 0, 0, 0, 2, AVS_PEM_PE0, 1, PTO_FAULT_TILE_LEGALITY},     /* layout */
        {AVS_U16, LY_NORM, 0, 0, 0, 2, AVS_PEM_PE0, 1, PTO_FAULT_TILE_LEGALITY},       /* type */
        {AVS_FP16, LY_NORM, 4, 0, 0, 2, AVS_PEM_PE0, 1, PTO_FAULT_TILE_LEGALITY},      /* VC */
        {AVS_FP16, LY_NORM, 0, 2, 0, 2, AVS_PEM_PE0, 1, PTO_FAULT_TILE_LEGALITY},      /* VR */
        {AVS_FP16, LY_NORM, 0, 0, 8, 2, AVS_PEM_PE0, 1, PTO_FAULT_TILE_LEGALITY},      /* Col: 8 x 16 rows */
        {AVS_FP16, LY_NORM, 0, 0, 0, 3, AVS_PEM_PE0, 1, PTO_FAULT_TILE_LEGALITY},      /* TSize 512 */
        {AVS_FP16, LY_NORM, 0, 0, 0, 1, AVS_PEM_PE0, 1, PTO_FAULT_TILE_LEGALITY},      /* TSize 128: 4 rows */
        {AVS_U8, LY_NORM, 0, 0, 0, 1, AVS_PEM_PE0, 48, PTO_FAULT_TILE_LEGALITY},       /* predicate */
        {AVS_FP16, LY_NORM, 0, 0, 0, 2, AVS_PEM_ALL, 1, PTO_FAULT_TILE_LEGALITY},      /* PEs 1..3 */
        {AVS_FP16, LY_NORM, 0, 0, 0, 2, AVS_PEM_PE0, 2, PTO_FAULT_TILE_LEGALITY},      /* undefined */
        {AVS_DTYPE_NONE, LY_NORM, 0, 0, 0, 2, AVS_PEM_PE0, 9, PTO_FAULT_TILE_LEGALITY}, /* no type */
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        pto_machine *m = busy_machine(true);
        avs_tile(m, 1, AVS_FP16, 256, 16, 3, 5, RM, PE0); /* 8 rows */
        avs_tile(m, 2, AVS_FP16, 256, 16, 3, 5, RM, PE0);
        for (unsigned i = 0; i < 15; i++) {
            avs_put(m, 1, i / 5, i % 5, 0x3c00 + i);
            if (i != 11) avs_put(m, 2, i / 5, i % 5, 0x3c00 + i);
        }
        avs_pred_tile(m, 48, 128, 4, 8, 4, 8, PE0);
        for (uint32_t i = 0; i < 32; i++) assert_int_equal(pto_tile_write(m, 48, 0, i, 1), PTO_OK);
        avs_prog p;
        avs_init(&p);
        avs_w(&p, tlsu_bstart(cases[k].bstart, TLSU_TMOV));
        if (cases[k].code != LY_NORM) avs_w(&p, tlsu_layout(cases[k].code));
        if (cases[k].lb0) avs_w(&p, avs_bdim(0, 0, cases[k].lb0));
        if (cases[k].lb1) avs_w(&p, avs_bdim(1, 0, cases[k].lb1));
        if (cases[k].lb2) avs_w(&p, avs_bdim(2, 0, cases[k].lb2));
        avs_w(&p, avs_biot_sd(cases[k].src, cases[k].pemode, 1, AVS_HAND_T, cases[k].size));
        unsigned stop = avs_w(&p, AVS_BSTOP);
        run_to_fault(m, &p, stop, cases[k].kind);
        assert_false(pto_tile_allocated(m, 0));
        pto_destroy(m);
    }
    /* the matching bundle runs */
    pto_machine *m = pto_create();
    avs_tile(m, 1, AVS_FP16, 256, 16, 3, 5, RM, PE0);
    for (unsigned i = 0; i < 15; i++) avs_put(m, 1, i / 5, i % 5, 0x3c00 + i);
    avs_prog p;
    avs_init(&p);
    avs_w(&p, tlsu_bstart(AVS_FP16, TLSU_TMOV));
    avs_w(&p, avs_bdim(0, 0, 5));
    avs_w(&p, avs_bdim(1, 0, 3));
    avs_w(&p, avs_bdim(2, 0, 16));
    avs_w(&p, avs_biot_sd(1, AVS_PEM_PE0, 1, AVS_HAND_T, 2));
    avs_w(&p, AVS_BSTOP);
    run_ok(m, &p);
    expect_same_tile(m, 1, 0, PE0);
    pto_destroy(m);
}

/* ======================== indexed operations, per PE ======================== */

/* D16 for the indexed forms: every PE of the mask uses its own base
 * (GPR2) and its own index payload.  U16 MGATHER of a U32 1x2 index tile
 * on mask 1111, PE p with base 0x100 * (p + 1) and indices 4p, 4p + 2:
 * PE p's lanes come from base + 4p and base + 4p + 2.  MSCATTER of U16
 * data 0x1000 * p + c to one address on all four PEs (base 0x800, index
 * 0, 2): PE3's values remain (D23).  The first failing lane of the first
 * failing PE is the fault: with indices 2, 6, PE1 (base 4092) fails at
 * lane 1 = 4092 + 6 = 4098 (lane 0 at 4094 ends at 4096) before PE2
 * (base 1) fails at lane 0 = 1 + 2 = 3 (misaligned). */
static void indexed_per_pe(void **state)
{
    (void)state;
    pto_machine *m = tlsu_v0_machine();
    avs_tile(m, 16, AVS_U32, 128, 2, 1, 2, RM, ALL);
    for (unsigned pe = 0; pe < 4; pe++) {
        assert_int_equal(pto_tile_write(m, 16, pe, 0, 4u * pe), PTO_OK);
        assert_int_equal(pto_tile_write(m, 16, pe, 1, 4u * pe + 2), PTO_OK);
        uint64_t base = 0x100u * (pe + 1);
        gpr_pe(m, pe, RA, base);
        mem_store(m, base + 4u * pe, 2, 0xa000u + 0x10u * pe);
        mem_store(m, base + 4u * pe + 2, 2, 0xa001u + 0x10u * pe);
    }
    avs_prog p;
    avs_init(&p);
    avs_w(&p, tlsu_bstart(AVS_U16, TLSU_MGATHER));
    avs_w(&p, avs_bdim(0, 0, 2));
    avs_w(&p, avs_biot_sd(16, AVS_PEM_ALL, 1, AVS_HAND_T, 1));
    avs_w(&p, avs_bior(RA, 0, 0, 0));
    unsigned stop = avs_w(&p, AVS_BSTOP);
    run_ok(m, &p);
    for (unsigned pe = 0; pe < 4; pe++) {
        expect_phys(m, 0, pe, 0, 0xa000u + 0x10u * pe, true);
        expect_phys(m, 0, pe, 1, 0xa001u + 0x10u * pe, true);
    }

    avs_tile(m, 17, AVS_U16, 128, 2, 1, 2, RM, ALL);
    for (unsigned pe = 0; pe < 4; pe++) {
        assert_int_equal(pto_tile_write(m, 17, pe, 0, 0x1000u * pe), PTO_OK);
        assert_int_equal(pto_tile_write(m, 17, pe, 1, 0x1000u * pe + 1), PTO_OK);
        assert_int_equal(pto_tile_write(m, 16, pe, 0, 0), PTO_OK);
        assert_int_equal(pto_tile_write(m, 16, pe, 1, 2), PTO_OK);
        gpr_pe(m, pe, RA, 0x800);
    }
    avs_prog q;
    avs_init(&q);
    avs_w(&q, tlsu_bstart(AVS_U16, TLSU_MSCATTER));
    avs_w(&q, avs_bdim(0, 0, 2));
    avs_w(&q, avs_biot_ss(17, 16, AVS_PEM_ALL, 1));
    avs_w(&q, avs_bior(RA, 0, 0, 0));
    avs_w(&q, AVS_BSTOP);
    run_ok(m, &q);
    assert_int_equal(mem_load(m, 0x800, 2), 0x3000);
    assert_int_equal(mem_load(m, 0x802, 2), 0x3001);

    for (unsigned pe = 0; pe < 4; pe++) {
        assert_int_equal(pto_tile_write(m, 16, pe, 0, 2), PTO_OK);
        assert_int_equal(pto_tile_write(m, 16, pe, 1, 6), PTO_OK);
    }
    gpr_pe(m, 0, RA, 0x100);
    gpr_pe(m, 1, RA, 4092);
    gpr_pe(m, 2, RA, 1);
    gpr_pe(m, 3, RA, 0x300);
    assert_int_equal(pto_tile_release(m, 0), PTO_OK);
    pto_set_tpc(m, 0);
    run_to_mem_fault(m, &p, stop, PTO_FAULT_DATA_PAGE, 4098);
    pto_destroy(m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(fault_alignment_before_page),
        cmocka_unit_test(fault_first_element_row_major),
        cmocka_unit_test(fault_first_pe),
        cmocka_unit_test(fault_record_and_restart),
        cmocka_unit_test(layout_fractal_example),
        cmocka_unit_test(layout_tstore_from_host_tiles),
        cmocka_unit_test(layout_round_trip),
        cmocka_unit_test(layout_fractal_shape_rule),
        cmocka_unit_test(per_pe_bases),
        cmocka_unit_test(stride_zero_and_overlaps),
        cmocka_unit_test(four_bit_types),
        cmocka_unit_test(signed_types),
        cmocka_unit_test(addresses_near_2_64),
        cmocka_unit_test(memory_of_2_48),
        cmocka_unit_test(acr_window),
        cmocka_unit_test(zero_participation),
        cmocka_unit_test(datr_fields),
        cmocka_unit_test(dense_stride_defaults),
        cmocka_unit_test(all_types_and_padding),
        cmocka_unit_test(tload_destination_shape),
        cmocka_unit_test(tstore_predicate),
        cmocka_unit_test(tmov_copies_everything),
        cmocka_unit_test(tmov_legality),
        cmocka_unit_test(indexed_per_pe),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
