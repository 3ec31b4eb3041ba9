// ptosim-bench-tilelib: the fixed cost of one call at the three levels a
// kernel author can call ptosim from, on the same operation, tile and data:
//
//   C++      the Tile Lib layer (include/compat): TADD(c, a, b) on Tile
//            objects, the spelling of a Tile Lib kernel;
//   tile.h   the C API call the layer makes (pto_tadd on handles);
//   pto_run  the very bundle that call builds, assembled once through the
//            public codec and run from a code buffer.
//
// Every way includes the release of its previous destination (the layer
// releases a buffer's old tile when an instruction writes the buffer again;
// the other two loops call pto_tile_release), so the three times count the
// same work.  Before any timing each way's result is checked: its
// descriptor and payload equal the other ways' byte for byte, and the
// payload equals the host's own arithmetic (binary32 + and - are correctly
// rounded on the host, a compare is a host compare, a fill a copy).
//
//   ptosim-bench-tilelib            full table (a few seconds)
//   ptosim-bench-tilelib --quick    short timings (the check that make test runs)
//
// Built by the test build (the run build has no C++); uses the public
// headers alone.
#include <pto/pto-inst.hpp>

#include "ptosim/codec.h"

#include <algorithm>
#include <cmath>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

using namespace pto;

namespace {

bool quick = false;

uint32_t bits_of(float f)
{
    uint32_t u;
    std::memcpy(&u, &f, 4);
    return u;
}

// The input values: a spread of magnitudes and signs whose sums and
// differences are mostly inexact (so the machine's inexact flag is held
// after the first call, as in any long kernel).
float value_a(uint32_t i) { return static_cast<float>((i * 37u) % 101u) * 0.173f - 7.25f; }
float value_b(uint32_t i) { return static_cast<float>((i * 53u) % 89u) * 0.0917f + 0.5f; }
constexpr float kScalar = 1.3f;

enum class Bop { TADD, TSUBS, TCMPS, TEXPANDS };
const char *op_name(Bop op)
{
    switch (op) {
    case Bop::TADD: return "TADD";
    case Bop::TSUBS: return "TSUBS";
    case Bop::TCMPS: return "TCMPS GT";
    default: return "TEXPANDS";
    }
}

// ns per call of fn: min and median over batches of at least 2 ms (quick:
// 0.05 ms and 3 batches).
template <typename F>
void measure(F fn, double *min_ns, double *med_ns)
{
    using clk = std::chrono::steady_clock;
    const double batch_ns = quick ? 5e4 : 2e6;
    const int batches = quick ? 3 : 15;
    long n = 1;
    for (;;) {
        auto t0 = clk::now();
        for (long i = 0; i < n; i++) fn();
        double ns = std::chrono::duration<double, std::nano>(clk::now() - t0).count();
        if (ns >= batch_ns || n >= (1L << 30)) break;
        n *= 2;
    }
    std::vector<double> per;
    for (int b = 0; b < batches; b++) {
        auto t0 = clk::now();
        for (long i = 0; i < n; i++) fn();
        per.push_back(std::chrono::duration<double, std::nano>(clk::now() - t0).count() / static_cast<double>(n));
    }
    std::sort(per.begin(), per.end());
    *min_ns = per.front();
    *med_ns = per[per.size() / 2];
}

// A tile's description and PE0 payload: what two ways must agree on.
struct Image {
    pto_tile_desc desc{};
    std::vector<uint8_t> bytes;
    bool ok = false;
};
Image image_of(pto_machine *m, int index)
{
    Image im;
    const uint8_t *p = nullptr;
    size_t len = 0;
    if (index < 0 || pto_tile_describe(m, static_cast<unsigned>(index), &im.desc) != PTO_OK ||
        pto_tile_payload(m, static_cast<unsigned>(index), 0, &p, &len) != PTO_OK)
        return im;
    /* the elements' bytes: a predicate tile's bits (one an element) fill
     * only the start of its 128-byte payload, whose rest no operation
     * writes */
    uint64_t n = uint64_t{im.desc.rows} * im.desc.cols;
    uint64_t used = im.desc.kind == PTO_TILE_PREDICATE ? (n + 7) / 8 : n * pto_dtype_bits(im.desc.dtype) / 8;
    if (used > len) return im;
    im.bytes.assign(p, p + used);
    im.ok = true;
    return im;
}
bool same(const Image &x, const Image &y)
{
    const pto_tile_desc &a = x.desc, &b = y.desc;
    return x.ok && y.ok && a.kind == b.kind && a.dtype == b.dtype && a.layout == b.layout && a.mask == b.mask &&
           a.capacity == b.capacity && a.rows == b.rows && a.cols == b.cols && a.valid_rows == b.valid_rows &&
           a.valid_cols == b.valid_cols && x.bytes == y.bytes;
}

// The payload the host computes for the valid region rows x cols (cols a
// power of two, so the tile has no padding): binary32 elements, or the
// compare's bits, element i at bit i.
std::vector<uint8_t> host_result(Bop op, uint32_t rows, uint32_t cols, size_t len)
{
    std::vector<uint8_t> out(len, 0);
    uint32_t n = rows * cols;
    for (uint32_t i = 0; i < n; i++) {
        float a = value_a(i), b = value_b(i);
        if (op == Bop::TCMPS) {
            if (a > kScalar) out[i / 8] = static_cast<uint8_t>(out[i / 8] | (1u << (i % 8)));
            continue;
        }
        float r = op == Bop::TADD ? a + b : op == Bop::TSUBS ? a - kScalar : kScalar;
        uint32_t u = bits_of(r);
        std::memcpy(&out[4u * i], &u, 4);
    }
    return out;
}

[[noreturn]] void die(const std::string &why)
{
    std::fprintf(stderr, "ptosim-bench-tilelib: %s\n", why.c_str());
    std::exit(1);
}

// The bundle a tile.h call builds for op on a rows x 32 FP32 tile, one PE,
// sources U#1 and U#2, destination in T, assembled with the public codec.
std::vector<uint8_t> bundle_of(Bop op, uint32_t rows)
{
    std::vector<std::string> text;
    const char *name = op == Bop::TADD ? "TADD" : op == Bop::TSUBS ? "TSUBS" : op == Bop::TCMPS ? "TCMPS" : "TEXPANDS";
    text.push_back(std::string("BSTART.VEC ") + name + ", FP32");
    if (op == Bop::TCMPS) text.push_back("B.DATR pad=Null, cmode=GT");
    text.push_back("B.DIM LB0=32");
    if (rows != 1) text.push_back("B.DIM LB1=" + std::to_string(rows));
    /* a predicate tile's capacity counts a byte an element (at least 128 B) */
    uint32_t bytes = std::max(128u, op == Bop::TCMPS ? rows * 32u : rows * 128u);
    std::string size = bytes < 1024u ? std::to_string(bytes) + "B" : std::to_string(bytes / 1024u) + "KB";
    const char *srcs = op == Bop::TADD ? "U#1, U#2, " : op == Bop::TEXPANDS ? "" : "U#1, ";
    text.push_back(std::string("B.IOT ") + srcs + "mask=1000, last, ->T<" + size + ">");
    if (op != Bop::TADD) text.push_back("B.IOR a0, zero, zero, ->zero");
    text.push_back("BSTOP");
    std::vector<uint8_t> code;
    for (const std::string &t : text) {
        pto_insn in;
        pto_codec_error err;
        if (pto_asm(t.c_str(), &in, &err) != PTO_CODEC_OK) die("cannot assemble '" + t + "': " + err.message);
        code.insert(code.end(), in.bytes, in.bytes + in.length);
    }
    return code;
}

// The C API's handles for the sources (U#1 = tile 16, U#2 = tile 17) and
// the destination on machine m.
struct CWay {
    pto_machine *m;
    pto_tile a, b, d;
};
CWay c_way(uint32_t rows)
{
    CWay w;
    w.m = pto_create();
    if (!w.m) die("no machine");
    w.a = w.b = w.d = pto_tile_make(PTO_DT_FP32, rows, 32);
    w.a.hand = w.b.hand = 1;
    std::vector<uint64_t> va(rows * 32u), vb(rows * 32u);
    for (uint32_t i = 0; i < rows * 32u; i++) {
        va[i] = bits_of(value_a(i));
        vb[i] = bits_of(value_b(i));
    }
    if (pto_tile_create(w.m, &w.a, va.data()).status != PTO_OK || pto_tile_create(w.m, &w.b, vb.data()).status != PTO_OK ||
        w.a.index != 16 || w.b.index != 17)
        die("cannot create the source tiles");
    return w;
}

pto_result c_call(CWay &w, Bop op, pto_tile *d)
{
    switch (op) {
    case Bop::TADD: return pto_tadd(w.m, d, &w.a, &w.b);
    case Bop::TSUBS: return pto_tsubs(w.m, d, &w.a, kScalar);
    case Bop::TCMPS: return pto_tcmps(w.m, d, &w.a, kScalar, PTO_CMP_GT);
    default: return pto_texpands(w.m, d, kScalar);
    }
}

// A cell's times at the three levels (ns per call, min and median).
struct Times {
    double cxx_min, cxx_med, api_min, api_med, run_min, run_med;
};

struct Row : Times {
    Bop op;
    uint32_t rows;
};

template <uint32_t R>
Row run_case(Bop op)
{
    Row row{};
    row.op = op;
    row.rows = R;
    const std::string what = std::string(op_name(op)) + " " + std::to_string(R) + "x32";

    // C++: the sources loaded from device memory as a Tile Lib kernel does.
    using T = Tile<TileType::Vec, float, R, 32>;
    using P = Tile<TileType::Vec, uint8_t, R, 32, BLayout::RowMajor, -1, -1>; // a compare's packed bits
    using G = GlobalTensor<float, Shape<1, 1, 1, R, 32>, Stride<1, 1, 1, 32, 1>>;
    std::vector<float> ha(R * 32u), hb(R * 32u);
    for (uint32_t i = 0; i < R * 32u; i++) {
        ha[i] = value_a(i);
        hb[i] = value_b(i);
    }
    float *da = nullptr, *db = nullptr;
    size_t bytes = R * 32u * sizeof(float);
    aclrtMalloc(reinterpret_cast<void **>(&da), bytes, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(reinterpret_cast<void **>(&db), bytes, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMemcpy(da, bytes, ha.data(), bytes, ACL_MEMCPY_HOST_TO_DEVICE);
    aclrtMemcpy(db, bytes, hb.data(), bytes, ACL_MEMCPY_HOST_TO_DEVICE);
    Image cxx_image;
    {
        T a, b, c;
        P k(R, 4);
        G ga(da), gb(db);
        TLOAD(a, ga);
        TLOAD(b, gb);
        auto call = [&] {
            switch (op) {
            case Bop::TADD: TADD(c, a, b); break;
            case Bop::TSUBS: TSUBS(c, a, kScalar); break;
            case Bop::TCMPS: TCMPS(k, a, kScalar, CmpMode::GT); break;
            default: TEXPANDS(c, kScalar); break;
            }
        };
        call();
        cxx_image = image_of(pto::sim::machine(), op == Bop::TCMPS ? pto::sim::tile_index(k) : pto::sim::tile_index(c));
        measure(call, &row.cxx_min, &row.cxx_med);
    }
    aclrtFree(da);
    aclrtFree(db);

    // tile.h
    CWay w = c_way(R);
    pto_tile d = w.d;
    if (c_call(w, op, &d).status != PTO_OK) die(what + ": the tile.h call failed: " + pto_last_error(w.m));
    Image api_image = image_of(w.m, d.index);
    pto_tile_release(w.m, static_cast<unsigned>(d.index));
    bool api_bad = false;
    measure(
        [&] {
            pto_tile h = w.d;
            if (c_call(w, op, &h).status != PTO_OK) api_bad = true;
            pto_tile_release(w.m, static_cast<unsigned>(h.index));
        },
        &row.api_min, &row.api_med);
    pto_destroy(w.m);

    // pto_run of the same bundle
    CWay r = c_way(R);
    std::vector<uint8_t> code = bundle_of(op, R);
    uint64_t scalar = bits_of(kScalar);
    auto run = [&] {
        pto_set_tpc(r.m, 0);
        if (op != Bop::TADD) pto_gpr_write(r.m, 0, 2, scalar);
        return pto_run(r.m, code.data(), code.size(), 0);
    };
    pto_status st = run();
    if (st != PTO_OK && st != PTO_END) die(what + ": the bundle did not run: " + pto_last_error(r.m));
    Image run_image = image_of(r.m, pto_last_destination(r.m));
    pto_tile_release(r.m, 0);
    bool run_bad = false;
    measure(
        [&] {
            pto_status s = run();
            if ((s != PTO_OK && s != PTO_END) || pto_tile_release(r.m, 0) != PTO_OK) run_bad = true;
        },
        &row.run_min, &row.run_med);
    pto_destroy(r.m);

    if (api_bad || run_bad) die(what + ": a timed call failed");
    if (!same(cxx_image, api_image)) die(what + ": the C++ layer's result differs from tile.h's");
    if (!same(api_image, run_image)) die(what + ": tile.h's result differs from the bundle's through pto_run");
    if (run_image.bytes != host_result(op, R, 32, run_image.bytes.size()))
        die(what + ": the result differs from the host's arithmetic");
    return row;
}

// One step of the loop a kernel runs: TLOAD a, TLOAD b, TADD c = a + b,
// TSTORE c, on 128 B FP32 tiles, at the three levels.  The C++ layer's
// step is the Tile Lib spelling (each TLOAD and TADD releases the tile its
// buffer held); tile.h's makes the four calls and releases the three
// tiles; pto_run's runs the four bundles tile.h builds, with the
// TLOADs' and TSTORE's addresses in a0, a2 and a3 and the stride 0 in a1
// (tile.h writes a0 and a1 before each), from one code buffer, and
// releases the three tiles (flat names T#1..T#3).  Before timing, the 128 stored
// bytes of each level must equal the host's a + b.

std::vector<uint8_t> loop_code()
{
    static const char *const text[] = {
        "BSTART.TLOAD FP32", "B.DIM LB0=32", "B.DIM LB1=1", "B.DIM LB2=32", "B.IOT mask=1000, last, ->T<128B>",
        "B.IOR a0, a1, zero, ->zero", "BSTOP", /* T#1 */
        "BSTART.TLOAD FP32", "B.DIM LB0=32", "B.DIM LB1=1", "B.DIM LB2=32", "B.IOT mask=1000, last, ->T<128B>",
        "B.IOR a2, a1, zero, ->zero", "BSTOP", /* T#2 */
        "BSTART.VEC TADD, FP32", "B.DIM LB0=32", "B.IOT T#1, T#2, mask=1000, last, ->T<128B>", "BSTOP", /* T#3 */
        "BSTART.TSTORE FP32", "B.IOT T#3, mask=1000, last", "B.IOR a3, a1, zero, ->zero", "BSTOP"};
    std::vector<uint8_t> code;
    for (const char *t : text) {
        pto_insn in;
        pto_codec_error err;
        if (pto_asm(t, &in, &err) != PTO_CODEC_OK) die(std::string("cannot assemble '") + t + "': " + err.message);
        code.insert(code.end(), in.bytes, in.bytes + in.length);
    }
    return code;
}

Times run_loop()
{
    Times row{};
    constexpr uint64_t kA = 0x10000, kB = 0x10080, kC = 0x10100;
    std::vector<float> ha(32), hb(32);
    std::vector<uint8_t> want(128);
    for (uint32_t i = 0; i < 32; i++) {
        ha[i] = value_a(i);
        hb[i] = value_b(i);
        uint32_t u = bits_of(ha[i] + hb[i]);
        std::memcpy(&want[4u * i], &u, 4);
    }
    auto stored = [](const void *p) { return std::vector<uint8_t>(static_cast<const uint8_t *>(p),
                                                                   static_cast<const uint8_t *>(p) + 128); };

    // C++
    using T = Tile<TileType::Vec, float, 1, 32>;
    using G = GlobalTensor<float, Shape<1, 1, 1, 1, 32>, Stride<1, 1, 1, 32, 1>>;
    float *da = nullptr, *db = nullptr, *dc = nullptr;
    aclrtMalloc(reinterpret_cast<void **>(&da), 128, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(reinterpret_cast<void **>(&db), 128, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(reinterpret_cast<void **>(&dc), 128, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMemcpy(da, 128, ha.data(), 128, ACL_MEMCPY_HOST_TO_DEVICE);
    aclrtMemcpy(db, 128, hb.data(), 128, ACL_MEMCPY_HOST_TO_DEVICE);
    {
        T a, b, c;
        G ga(da), gb(db), gc(dc);
        auto step = [&] {
            TLOAD(a, ga);
            TLOAD(b, gb);
            TADD(c, a, b);
            TSTORE(gc, c);
        };
        step();
        if (stored(dc) != want) die("loop: the C++ layer's stored sum differs from the host's");
        measure(step, &row.cxx_min, &row.cxx_med);
    }
    aclrtFree(da);
    aclrtFree(db);
    aclrtFree(dc);

    // tile.h
    pto_machine *m = pto_create();
    if (!m || pto_mem_write(m, kA, ha.data(), 128) != PTO_OK || pto_mem_write(m, kB, hb.data(), 128) != PTO_OK)
        die("loop: no machine");
    const pto_tile t = pto_tile_make(PTO_DT_FP32, 1, 32);
    bool bad = false;
    auto api_step = [&] {
        pto_tile x = t, y = t, z = t;
        bad |= pto_tload(m, &x, kA, 0).status != PTO_OK;
        bad |= pto_tload(m, &y, kB, 0).status != PTO_OK;
        bad |= pto_tadd(m, &z, &x, &y).status != PTO_OK;
        bad |= pto_tstore(m, &z, kC, 0).status != PTO_OK;
        bad |= pto_tile_release(m, static_cast<unsigned>(x.index)) != PTO_OK;
        bad |= pto_tile_release(m, static_cast<unsigned>(y.index)) != PTO_OK;
        bad |= pto_tile_release(m, static_cast<unsigned>(z.index)) != PTO_OK;
    };
    api_step();
    std::vector<uint8_t> got(128);
    pto_mem_read(m, kC, got.data(), 128);
    if (bad || got != want) die("loop: tile.h's stored sum differs from the host's");
    measure(api_step, &row.api_min, &row.api_med);
    pto_destroy(m);

    // pto_run
    m = pto_create();
    if (!m || pto_mem_write(m, kA, ha.data(), 128) != PTO_OK || pto_mem_write(m, kB, hb.data(), 128) != PTO_OK)
        die("loop: no machine");
    pto_gpr_write(m, 0, 2, kA);
    pto_gpr_write(m, 0, 3, 0);
    pto_gpr_write(m, 0, 4, kB);
    pto_gpr_write(m, 0, 5, kC);
    std::vector<uint8_t> code = loop_code();
    auto run_step = [&] {
        pto_set_tpc(m, 0);
        pto_status st = pto_run(m, code.data(), code.size(), 0);
        bad |= st != PTO_OK && st != PTO_END;
        for (unsigned i = 0; i < 3; i++) bad |= pto_tile_release(m, i) != PTO_OK;
    };
    run_step();
    pto_mem_read(m, kC, got.data(), 128);
    if (bad || got != want) die("loop: pto_run's stored sum differs from the host's: " + std::string(pto_last_error(m)));
    measure(run_step, &row.run_min, &row.run_med);
    pto_destroy(m);
    if (bad) die("loop: a timed step failed");
    return row;
}

// A GEMM kernel's K loop on the matrix engine: C = A x B with A 16x64 and
// B 64x16 FP16 in two K steps of 32 (TLOAD A into a Left tile, TLOAD B
// into a Right tile, TMATMUL, then the same with TMATMUL_ACC), through
// the C++ layer (TileLeft, TileRight, TileAcc from aclrtMalloc memory,
// the Tile Lib spelling) and through tile.h (pto_tload_cube into
// CUBE_M16 and CUBE_N8, pto_tmatmul, pto_tmatmul_acc, each tile released
// when the next takes its place).  Before timing, both results must equal
// the host's fmaf chains in increasing K (the values are multiples of
// 1/8 below 2, so the FP16 inputs are exact).
struct GemmRow {
    double cxx_min, cxx_med, api_min, api_med;
};

GemmRow run_gemm()
{
    constexpr int M = 16, N = 16, K = 64, KC = 32;
    GemmRow row{};
    std::vector<uint16_t> ha(M * K), hb(K * N);
    std::vector<float> fa(M * K), fb(K * N);
    auto val = [](int i, int mod) { return static_cast<float>(i % mod) / 8.0f; }; // exact in FP16
    auto half_bits = [](float f) { // f = j / 8, 0 <= j < 16: an FP16 normal or zero
        if (f == 0.0f) return static_cast<uint16_t>(0);
        int e = 0;
        float mant = std::frexp(f, &e); // f = mant * 2^e, mant in [0.5, 1)
        return static_cast<uint16_t>(((e - 1 + 15) << 10) | static_cast<int>((mant * 2.0f - 1.0f) * 1024.0f));
    };
    for (int i = 0; i < M * K; i++) fa[i] = val(i * 7, 13), ha[i] = half_bits(fa[i]);
    for (int i = 0; i < K * N; i++) fb[i] = val(i * 5, 11), hb[i] = half_bits(fb[i]);
    std::vector<uint32_t> want(M * N);
    for (int m = 0; m < M; m++)
        for (int n = 0; n < N; n++) {
            float acc = 0.0f;
            for (int k = 0; k < K; k++) acc = std::fma(fa[m * K + k], fb[k * N + n], acc);
            want[m * N + n] = bits_of(acc);
        }

    // C++
    void *da = nullptr, *db = nullptr, *dc = nullptr;
    aclrtMalloc(&da, ha.size() * 2, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(&db, hb.size() * 2, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(&dc, static_cast<size_t>(M * N) * 4, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMemcpy(da, ha.size() * 2, ha.data(), ha.size() * 2, ACL_MEMCPY_HOST_TO_DEVICE);
    aclrtMemcpy(db, hb.size() * 2, hb.data(), hb.size() * 2, ACL_MEMCPY_HOST_TO_DEVICE);
    {
        TileLeft<half, M, KC> ta;
        TileRight<half, KC, N> tb;
        TileAcc<float, M, N> tc;
        auto step = [&] {
            for (int k0 = 0; k0 < K; k0 += KC) {
                GlobalTensor<half, Shape<1, 1, 1, M, KC>, Stride<1, 1, 1, K, 1>> ga(static_cast<half *>(da) + k0);
                GlobalTensor<half, Shape<1, 1, 1, KC, N>, Stride<1, 1, 1, N, 1>> gb(static_cast<half *>(db) + k0 * N);
                TLOAD(ta, ga);
                TLOAD(tb, gb);
                if (k0 == 0) TMATMUL(tc, ta, tb);
                else TMATMUL_ACC(tc, ta, tb);
            }
        };
        step();
        GlobalTensor<float, Shape<1, 1, 1, M, N>, Stride<1, 1, 1, N, 1>> gc(static_cast<float *>(dc));
        TSTORE(gc, tc);
        std::vector<uint32_t> got(M * N);
        std::memcpy(got.data(), dc, got.size() * 4);
        if (got != want) die("gemm: the C++ layer's product differs from the host's fmaf chains");
        measure(step, &row.cxx_min, &row.cxx_med);
    }
    aclrtFree(da);
    aclrtFree(db);
    aclrtFree(dc);

    // tile.h
    constexpr uint64_t kA = 0x10000, kB = 0x20000;
    pto_machine *m = pto_create();
    if (!m || pto_mem_write(m, kA, ha.data(), ha.size() * 2) != PTO_OK ||
        pto_mem_write(m, kB, hb.data(), hb.size() * 2) != PTO_OK)
        die("gemm: no machine");
    bool bad = false;
    pto_tile acc{};
    acc.index = -1;
    auto api_step = [&] {
        for (int k0 = 0; k0 < K; k0 += KC) {
            pto_tile a = pto_tile_make(PTO_DT_FP16, 0, 0), b = a, d = pto_tile_make(0, 0, 0);
            a.valid_rows = M, a.valid_cols = KC;
            b.valid_rows = KC, b.valid_cols = N;
            d.hand = 1;
            bad |= pto_tload_cube(m, &a, PTO_LAYOUT_CUBE_M16, kA + 2u * k0, 2u * K).status != PTO_OK;
            bad |= pto_tload_cube(m, &b, PTO_LAYOUT_CUBE_N8, kB + 2u * k0 * N, 2u * N).status != PTO_OK;
            if (k0 == 0) {
                if (acc.index >= 0) bad |= pto_tile_release(m, static_cast<unsigned>(acc.index)) != PTO_OK;
                bad |= pto_tmatmul(m, &d, &a, &b).status != PTO_OK;
            } else {
                bad |= pto_tmatmul_acc(m, &d, &acc, &a, &b).status != PTO_OK;
                bad |= pto_tile_release(m, static_cast<unsigned>(acc.index)) != PTO_OK;
            }
            acc = d;
            bad |= pto_tile_release(m, static_cast<unsigned>(a.index)) != PTO_OK;
            bad |= pto_tile_release(m, static_cast<unsigned>(b.index)) != PTO_OK;
        }
    };
    api_step();
    std::vector<uint64_t> vals(M * N);
    if (bad || pto_tile_get(m, &acc, vals.data(), vals.size(), nullptr) != PTO_OK)
        die(std::string("gemm: a tile.h call failed: ") + pto_last_error(m));
    for (int i = 0; i < M * N; i++)
        if (static_cast<uint32_t>(vals[i]) != want[i]) die("gemm: tile.h's product differs from the host's fmaf chains");
    measure(api_step, &row.api_min, &row.api_med);
    pto_destroy(m);
    if (bad) die("gemm: a timed step failed");
    return row;
}

void print_times(const char *label, const char *tile, const Times &t)
{
    std::printf("%-9s %5s | %6.1f / %6.1f | %6.1f / %6.1f | %6.1f / %6.1f | %7.2fx %9.2fx %8.2fx\n", label, tile,
                t.cxx_min, t.cxx_med, t.api_min, t.api_med, t.run_min, t.run_med, t.cxx_min / t.run_min,
                t.api_min / t.run_min, t.cxx_min / t.api_min);
}

} // namespace

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        if (std::strcmp(argv[i], "--quick") == 0) quick = true;
        else {
            std::fprintf(stderr, "usage: %s [--quick]\n", argv[0]);
            return 2;
        }
    }
    aclInit(nullptr);
    std::vector<Row> rows;
    for (Bop op : {Bop::TADD, Bop::TSUBS, Bop::TCMPS, Bop::TEXPANDS}) {
        rows.push_back(run_case<1>(op));
        rows.push_back(run_case<32>(op));
    }
    Times loop = run_loop();
    GemmRow gemm = run_gemm();
    aclFinalize();
    std::printf("ptosim-bench-tilelib: one call at three levels, FP32, one PE, the destination released each time\n"
                "(ns per call: min / median of %d batches of >= %s; ratios of the minima)\n\n",
                quick ? 3 : 15, quick ? "0.05 ms" : "2 ms");
    std::printf("%-9s %5s | %15s | %15s | %15s | %8s %10s %9s\n", "op", "tile", "C++ layer", "tile.h", "pto_run",
                "C++/run", "tile.h/run", "C++/tile.h");
    for (const Row &r : rows) print_times(op_name(r.op), r.rows == 1 ? "128B" : "4K", r);
    print_times("loop step", "128B", loop);
    std::printf("%-9s %5s | %6.0f / %6.0f | %6.0f / %6.0f | %15s | %7s %10s %8.2fx\n", "gemm K=64", "FP16",
                gemm.cxx_min, gemm.cxx_med, gemm.api_min, gemm.api_med, "-", "-", "-", gemm.cxx_min / gemm.api_min);
    std::printf("\nevery way's result equal byte for byte to the others' and to the host's arithmetic\n"
                "(loop step: TLOAD a, TLOAD b, TADD c, TSTORE c; its stored bytes equal the host's a + b;\n"
                " gemm: C = A x B, 16x64 by 64x16, in two K steps of TLOAD A, TLOAD B, TMATMUL[_ACC], equal to\n"
                " the host's fmaf chains)\n");
    return 0;
}
