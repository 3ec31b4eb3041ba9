// The Tile Lib layer (include/compat, <pto/pto-inst.hpp>): kernels written
// for this project in the Tile Lib's style (TLOAD from a GlobalTensor, the
// instruction, TSTORE; TASSIGN in manual mode, and the same kernels built
// with __PTO_AUTO__ as test_tilelib_auto), for every instruction
// ptosim/tile.h has under a Tile Lib name, the TSUBS page's example, the
// Tile semantics (rebinding, release, aliasing), the machine choice, and
// faults in both reporting modes.
//
// Expected values are computed here independently of ptosim: host IEEE
// binary32/binary64 arithmetic (correctly rounded + - * /, std::fma for
// one rounding) on values whose results need no NaN rule; integer rules
// from their definitions (two's-complement wrap, truncating division,
// floor modulo with the divisor's sign, arithmetic right shift as floor
// division by 2^n); half and bfloat16 encodings derived by hand from the
// formats (noted at each); packed compare bits LSB first in the row-major
// element order of the predicate tile (decisions D28).
#include <pto/pto-inst.hpp>

#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <limits>
#include <map>
#include <string>
#include <thread>
#include <vector>

extern "C" {
#include <cmocka.h>
}

using namespace pto;

namespace {

#ifdef __PTO_AUTO__
constexpr bool kManual = false; // TASSIGN has no effect
#else
constexpr bool kManual = true;
#endif

uint32_t bits_of(float f)
{
    uint32_t u;
    std::memcpy(&u, &f, 4);
    return u;
}
float float_of(uint32_t u)
{
    float f;
    std::memcpy(&f, &u, 4);
    return f;
}

// Device memory holding the host vector v.
template <typename T>
T *to_device(const std::vector<T> &v)
{
    void *p = nullptr;
    assert_int_equal(aclrtMalloc(&p, v.size() * sizeof(T), ACL_MEM_MALLOC_HUGE_FIRST), ACL_SUCCESS);
    assert_int_equal(aclrtMemcpy(p, v.size() * sizeof(T), v.data(), v.size() * sizeof(T), ACL_MEMCPY_HOST_TO_DEVICE),
                     ACL_SUCCESS);
    return static_cast<T *>(p);
}
template <typename T>
std::vector<T> from_device(const T *d, size_t n)
{
    std::vector<T> v(n);
    assert_int_equal(aclrtMemcpy(v.data(), n * sizeof(T), d, n * sizeof(T), ACL_MEMCPY_DEVICE_TO_HOST), ACL_SUCCESS);
    return v;
}
template <typename T>
T *device(size_t n, T fill = T{})
{
    return to_device(std::vector<T>(n, fill));
}

// Runs body; a Fault escaping it fails the test with its message.
template <typename F>
void guarded(F body)
{
    pto::sim::set_fault_mode(pto::sim::FaultMode::Throw);
    try {
        body();
    } catch (const pto::sim::Fault &f) {
        fail_msg("unexpected: %s", f.what());
    }
}

template <typename T, int R, int C>
using G2 = GlobalTensor<T, Shape<1, 1, 1, R, C>, Stride<1, 1, 1, C, 1>>;

// TLOAD a and b, dst = op(a, b), TSTORE: the Tile Lib test kernels' shape.
template <typename T, int R, int C, typename Op>
AICORE void run_binary(__gm__ T *out, __gm__ T *a, __gm__ T *b, Op op)
{
    using TileT = Tile<TileType::Vec, T, R, C>;
    TileT ta, tb, td;
    TASSIGN(ta, 0x0);
    TASSIGN(tb, R * C * sizeof(T));
    TASSIGN(td, 2 * R * C * sizeof(T));
    G2<T, R, C> ga(a), gb(b), gd(out);
    TLOAD(ta, ga);
    TLOAD(tb, gb);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    op(td, ta, tb);
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    TSTORE(gd, td);
}

template <typename T, int R, int C, typename Op>
AICORE void run_unary(__gm__ T *out, __gm__ T *a, Op op)
{
    using TileT = Tile<TileType::Vec, T, R, C>;
    TileT ta, td;
    TASSIGN(ta, 0x0);
    TASSIGN(td, R * C * sizeof(T));
    G2<T, R, C> ga(a), gd(out);
    TLOAD(ta, ga);
    op(td, ta);
    TSTORE(gd, td);
}

template <typename T, int R, int C, typename Op, typename Ref>
void check_binary(const std::vector<T> &a, const std::vector<T> &b, Op op, Ref ref)
{
    guarded([&] {
        T *da = to_device(a), *db = to_device(b), *dd = device<T>(a.size());
        run_binary<T, R, C>(dd, da, db, op);
        std::vector<T> got = from_device(dd, a.size());
        for (size_t i = 0; i < a.size(); i++) {
            T want = ref(a[i], b[i]);
            if (std::memcmp(&got[i], &want, sizeof(T)) != 0) fail_msg("element %zu differs", i);
        }
        aclrtFree(da);
        aclrtFree(db);
        aclrtFree(dd);
    });
}

template <typename T, int R, int C, typename Op, typename Ref>
void check_unary(const std::vector<T> &a, Op op, Ref ref)
{
    guarded([&] {
        T *da = to_device(a), *dd = device<T>(a.size());
        run_unary<T, R, C>(dd, da, op);
        std::vector<T> got = from_device(dd, a.size());
        for (size_t i = 0; i < a.size(); i++) {
            T want = ref(a[i]);
            if (std::memcmp(&got[i], &want, sizeof(T)) != 0) fail_msg("element %zu differs", i);
        }
        aclrtFree(da);
        aclrtFree(dd);
    });
}

std::vector<float> ramp_f32(int n, float scale, float off)
{
    std::vector<float> v(static_cast<size_t>(n));
    for (int i = 0; i < n; i++) v[static_cast<size_t>(i)] = static_cast<float>(i) * scale + off;
    return v;
}
std::vector<int32_t> ints(int n, int32_t mul, int32_t mod, int32_t off)
{
    std::vector<int32_t> v(static_cast<size_t>(n));
    for (int i = 0; i < n; i++) v[static_cast<size_t>(i)] = (i * mul) % mod + off;
    return v;
}
int32_t floor_mod(int32_t a, int32_t b)
{
    int32_t r = a % b;
    return (r != 0 && ((r < 0) != (b < 0))) ? r + b : r;
}
int32_t floor_shift(int32_t a, int n) { return static_cast<int32_t>(std::floor(static_cast<double>(a) / std::ldexp(1.0, n))); }

// ---- the TSUBS page's example -------------------------------------------------

// Tile<Vec, float, 16, 16> x, out; TSUBS(out, x, 1.0f) with x = 0..255 loaded.
void seed_tsubs(void **)
{
    guarded([] {
        std::vector<float> x = ramp_f32(256, 1.0f, 0.0f);
        float *dx = to_device(x), *dout = device<float>(256);
        using TileT = Tile<TileType::Vec, float, 16, 16>;
        {
            TileT xt, out;
            TASSIGN(xt, 0x1000);
            TASSIGN(out, 0x2000);
            G2<float, 16, 16> gx(dx), gout(dout);
            TLOAD(xt, gx);
            TSUBS(out, xt, 1.0f);
            TSTORE(gout, out);
        }
        for (int i = 0; i < 256; i++) assert_true(dout[i] == static_cast<float>(i) - 1.0f); // read through the pointer
        aclrtFree(dx);
        aclrtFree(dout);
    });
}

// ---- element types --------------------------------------------------------------

// A Tile's DataType code, known at compile time, is the one the library
// gives its DataType name (pto_dtype_code, the library's own table).
template <typename T>
void expect_code()
{
    using TileT = Tile<TileType::Vec, T, 1, static_cast<int>(32 / sizeof(T))>;
    assert_non_null(TileT::info.dtype);
    assert_int_equal(static_cast<int>(TileT::info.code), pto_dtype_code(TileT::info.dtype));
}
void element_type_codes(void **)
{
    expect_code<float>();
    expect_code<double>();
    expect_code<half>();
    expect_code<bfloat16_t>();
    expect_code<int8_t>();
    expect_code<uint8_t>();
    expect_code<int16_t>();
    expect_code<uint16_t>();
    expect_code<int32_t>();
    expect_code<uint32_t>();
    expect_code<int64_t>();
    expect_code<uint64_t>();
}

// The least power of two at least v (0 above 2^31), which sizes a Tile's
// Local tile; expected values from that definition.
void pow2_rounding(void **)
{
    static const uint64_t in[] = {0, 1, 2, 3, 4, 5, 127, 128, 129, 65535, 65536, 65537, 0x7FFFFFFFu, 0x80000000u,
                                  0x80000001u, 0xFFFFFFFFu, uint64_t{1} << 40};
    static const uint32_t want[] = {1, 1, 2, 4, 4, 8, 128, 128, 256, 65536, 65536, 131072, 0x80000000u, 0x80000000u,
                                    0, 0, 0};
    for (size_t k = 0; k < sizeof in / sizeof in[0]; k++)
        assert_int_equal(pto::sim::detail::pow2_at_least(in[k]), want[k]);
}

/* The Local tile of a Tile, derived by hand from the rule in tile.hpp:
 * columns rounded up to a power of two, bytes the next power of two of at
 * least 128, rows what fits; none above 64 KiB. */
static_assert(pto::sim::detail::local_shape(1, 32, 4).rows == 1 && pto::sim::detail::local_shape(1, 32, 4).bytes == 128,
              "1x32 FP32 is one 128 B row");
void local_shapes(void **)
{
    struct Case {
        uint64_t rows, cols, elem;
        uint32_t want_rows, want_cols, want_bytes;
    };
    static const Case cases[] = {
        {1, 32, 4, 1, 32, 128},           /* exactly 128 B */
        {1, 8, 4, 4, 8, 128},             /* 32 B of data, a 128 B tile of 4 rows */
        {3, 20, 2, 4, 32, 256},           /* 64 B rows, 192 B -> 256 B */
        {16, 16, 4, 16, 16, 1024},        /* exact */
        {5, 48, 4, 8, 64, 2048},          /* 256 B rows, 1280 B -> 2 KiB */
        {1, 65536, 1, 1, 65536, 65536},   /* the largest, one row */
        {2, 65536, 1, 0, 0, 0},           /* 128 KiB */
        {1, 32768, 4, 0, 0, 0},           /* one 128 KiB row */
        {70000, 1, 1, 0, 0, 0},           /* 70000 rows of 1 B: 128 KiB */
        {uint64_t{1} << 30, uint64_t{1} << 30, 8, 0, 0, 0}, /* no product may wrap */
    };
    for (const Case &k : cases) {
        pto::sim::detail::LocalShape l = pto::sim::detail::local_shape(k.rows, k.cols, k.elem);
        assert_int_equal(l.rows, k.want_rows);
        assert_int_equal(l.cols, k.want_cols);
        assert_int_equal(l.bytes, k.want_bytes);
    }
    /* and a Tile type carries its own */
    using T = Tile<TileType::Vec, half, 3, 16>; /* 32 B rows, 96 B -> 128 B */
    assert_int_equal(T::info.local_rows, 4);
    assert_int_equal(T::info.local_cols, 16);
    assert_int_equal(T::info.local_bytes, 128);
}

// ---- tile-tile ------------------------------------------------------------------

void binary_float(void **)
{
    std::vector<float> a = ramp_f32(256, 0.75f, -90.0f), b = ramp_f32(256, -0.5f, 33.25f);
    for (float &v : b)
        if (v == 0.0f) v = 1.0f; // a divisor
    check_binary<float, 16, 16>(a, b, [](auto &d, auto &x, auto &y) { TADD(d, x, y); },
                                [](float x, float y) { return x + y; });
    check_binary<float, 16, 16>(a, b, [](auto &d, auto &x, auto &y) { TSUB(d, x, y); },
                                [](float x, float y) { return x - y; });
    check_binary<float, 16, 16>(a, b, [](auto &d, auto &x, auto &y) { TMUL(d, x, y); },
                                [](float x, float y) { return x * y; });
    check_binary<float, 16, 16>(a, b, [](auto &d, auto &x, auto &y) { TDIV(d, x, y); },
                                [](float x, float y) { return x / y; });
    check_binary<float, 16, 16>(a, b, [](auto &d, auto &x, auto &y) { TDIV<DivAlgorithm::HIGH_PRECISION>(d, x, y); },
                                [](float x, float y) { return x / y; });
    check_binary<float, 16, 16>(a, b, [](auto &d, auto &x, auto &y) { TMAX(d, x, y); },
                                [](float x, float y) { return x > y ? x : y; });
    check_binary<float, 16, 16>(a, b, [](auto &d, auto &x, auto &y) { TMIN(d, x, y); },
                                [](float x, float y) { return x < y ? x : y; });
}

void binary_int(void **)
{
    // Wrap: INT32_MAX + 1 and INT32_MIN - 1 in the first elements.
    std::vector<int32_t> a = ints(64, 37, 201, -100), b = ints(64, 11, 23, -11);
    for (int32_t &v : b)
        if (v == 0) v = 5;
    a[0] = INT32_MAX;
    b[0] = 1;
    a[1] = INT32_MIN;
    b[1] = 1;
    auto wrap = [](int64_t v) { return static_cast<int32_t>(static_cast<uint32_t>(static_cast<uint64_t>(v))); };
    check_binary<int32_t, 8, 8>(a, b, [](auto &d, auto &x, auto &y) { TADD(d, x, y); },
                                [&](int32_t x, int32_t y) { return wrap(int64_t{x} + y); });
    check_binary<int32_t, 8, 8>(a, b, [](auto &d, auto &x, auto &y) { TSUB(d, x, y); },
                                [&](int32_t x, int32_t y) { return wrap(int64_t{x} - y); });
    check_binary<int32_t, 8, 8>(a, b, [](auto &d, auto &x, auto &y) { TMUL(d, x, y); },
                                [&](int32_t x, int32_t y) { return wrap(int64_t{x} * y); });
    check_binary<int32_t, 8, 8>(a, b, [](auto &d, auto &x, auto &y) { TDIV(d, x, y); },
                                [](int32_t x, int32_t y) { return static_cast<int32_t>(int64_t{x} / y); });
    check_binary<int32_t, 8, 8>(a, b,
                                [](auto &d, auto &x, auto &y) {
                                    Tile<TileType::Vec, int32_t, 1, 8> tmp;
                                    TREM(d, x, y, tmp);
                                },
                                [](int32_t x, int32_t y) { return floor_mod(x, y); });
    check_binary<int32_t, 8, 8>(a, b, [](auto &d, auto &x, auto &y) { TAND(d, x, y); },
                                [](int32_t x, int32_t y) { return x & y; });
    check_binary<int32_t, 8, 8>(a, b, [](auto &d, auto &x, auto &y) { TOR(d, x, y); },
                                [](int32_t x, int32_t y) { return x | y; });
    check_binary<int32_t, 8, 8>(a, b,
                                [](auto &d, auto &x, auto &y) {
                                    Tile<TileType::Vec, int32_t, 8, 8> tmp;
                                    TXOR(d, x, y, tmp);
                                },
                                [](int32_t x, int32_t y) { return x ^ y; });
    check_binary<int32_t, 8, 8>(a, b, [](auto &d, auto &x, auto &y) { TMAX(d, x, y); },
                                [](int32_t x, int32_t y) { return x > y ? x : y; });
    check_binary<int32_t, 8, 8>(a, b, [](auto &d, auto &x, auto &y) { TMIN(d, x, y); },
                                [](int32_t x, int32_t y) { return x < y ? x : y; });
    // Shifts by 0..31.
    std::vector<int32_t> n = ints(64, 5, 32, 0);
    check_binary<int32_t, 8, 8>(a, n, [](auto &d, auto &x, auto &y) { TSHL(d, x, y); },
                                [](int32_t x, int32_t k) {
                                    return static_cast<int32_t>(static_cast<uint32_t>(x) << k);
                                });
    check_binary<int32_t, 8, 8>(a, n, [](auto &d, auto &x, auto &y) { TSHR(d, x, y); },
                                [](int32_t x, int32_t k) { return floor_shift(x, k); });
}

// ---- unary ----------------------------------------------------------------------

void unary_ops(void **)
{
    std::vector<float> a = ramp_f32(64, 1.25f, -40.0f);
    a[3] = -0.0f;
    check_unary<float, 8, 8>(a, [](auto &d, auto &x) { TABS(d, x); }, [](float x) { return float_of(bits_of(x) & 0x7FFFFFFFu); });
    check_unary<float, 8, 8>(a, [](auto &d, auto &x) { TNEG(d, x); }, [](float x) { return float_of(bits_of(x) ^ 0x80000000u); });
    a[3] = 2.0f;
    check_unary<float, 8, 8>(a, [](auto &d, auto &x) { TRELU(d, x); }, [](float x) { return x > 0.0f ? x : 0.0f; });
    std::vector<int16_t> s(256);
    for (int i = 0; i < 256; i++) s[static_cast<size_t>(i)] = static_cast<int16_t>(i * 251 - 32000);
    check_unary<int16_t, 16, 16>(s, [](auto &d, auto &x) { TNOT(d, x); },
                                 [](int16_t x) { return static_cast<int16_t>(~x); });
    check_unary<int16_t, 16, 16>(s, [](auto &d, auto &x) { TABS(d, x); }, [](int16_t x) {
        return static_cast<int16_t>(static_cast<uint16_t>(x < 0 ? -int32_t{x} : x));
    });
    // The SFU operations where the exact result is known: squares of powers
    // of two (sqrt 2^k, 1/sqrt 2^-k, 1/x 2^-2k, all exact), the host's IEEE
    // sqrt and division for the others; exp and log at their exact points
    // (exp 0 = 1, exp -inf = +0, log 1 = +0, log +-0 = -inf, +inf -> +inf).
    std::vector<float> q(64);
    for (int i = 0; i < 64; i++) q[static_cast<size_t>(i)] = std::ldexp(1.0f, 2 * (i % 21) - 20);
    check_unary<float, 8, 8>(q, [](auto &d, auto &x) { TSQRT(d, x); }, [](float x) { return std::sqrt(x); });
    check_unary<float, 8, 8>(q, [](auto &d, auto &x) { TRSQRT(d, x); }, [](float x) { return 1.0f / std::sqrt(x); });
    check_unary<float, 8, 8>(q, [](auto &d, auto &x) { TRECIP(d, x); }, [](float x) { return 1.0f / x; });
    std::vector<float> r = ramp_f32(64, 0.75f, 1.0f);
    check_unary<float, 8, 8>(r, [](auto &d, auto &x) { TSQRT(d, x); }, [](float x) { return std::sqrt(x); });
    check_unary<float, 8, 8>(r, [](auto &d, auto &x) { TRECIP(d, x); }, [](float x) { return 1.0f / x; });
    const float inf = std::numeric_limits<float>::infinity();
    std::vector<float> e(64);
    static const float pts[4] = {0.0f, -0.0f, -inf, inf};
    for (int i = 0; i < 64; i++) e[static_cast<size_t>(i)] = pts[i % 4];
    check_unary<float, 8, 8>(e, [](auto &d, auto &x) { TEXP(d, x); },
                             [&](float x) { return x == 0.0f ? 1.0f : x < 0.0f ? 0.0f : inf; });
    for (int i = 0; i < 64; i++) e[static_cast<size_t>(i)] = i % 3 == 0 ? 1.0f : i % 3 == 1 ? (i & 1 ? -0.0f : 0.0f) : inf;
    check_unary<float, 8, 8>(e, [](auto &d, auto &x) { TLOG(d, x); },
                             [&](float x) { return x == 1.0f ? 0.0f : x == 0.0f ? -inf : inf; });
}

// ---- tile-scalar ------------------------------------------------------------------

template <typename T, int R, int C, typename Op, typename Ref>
void check_scalar(const std::vector<T> &a, Op op, Ref ref)
{
    check_unary<T, R, C>(a, op, ref);
}

void scalar_ops(void **)
{
    std::vector<float> a = ramp_f32(64, 0.5f, -13.0f);
    check_scalar<float, 8, 8>(a, [](auto &d, auto &x) { TADDS(d, x, 2.5f); }, [](float x) { return x + 2.5f; });
    check_scalar<float, 8, 8>(a, [](auto &d, auto &x) { TSUBS(d, x, 0.1f); }, [](float x) { return x - 0.1f; });
    check_scalar<float, 8, 8>(a, [](auto &d, auto &x) { TMULS(d, x, -3.0f); }, [](float x) { return x * -3.0f; });
    check_scalar<float, 8, 8>(a, [](auto &d, auto &x) { TDIVS(d, x, 3.0f); }, [](float x) { return x / 3.0f; });
    std::vector<float> nz = ramp_f32(64, 0.5f, 0.25f);
    check_scalar<float, 8, 8>(nz, [](auto &d, auto &x) { TDIVS(d, 7.0f, x); }, [](float x) { return 7.0f / x; });
    check_scalar<float, 8, 8>(a, [](auto &d, auto &x) { TMAXS(d, x, 1.0f); }, [](float x) { return x > 1.0f ? x : 1.0f; });
    check_scalar<float, 8, 8>(a, [](auto &d, auto &x) { TMINS(d, x, 1.0f); }, [](float x) { return x < 1.0f ? x : 1.0f; });

    std::vector<int32_t> n = ints(64, 41, 301, -150);
    check_scalar<int32_t, 8, 8>(n, [](auto &d, auto &x) { TADDS(d, x, -7); }, [](int32_t x) { return x - 7; });
    check_scalar<int32_t, 8, 8>(n, [](auto &d, auto &x) {
        Tile<TileType::Vec, int32_t, 1, 8> tmp;
        TREMS(d, x, -7, tmp);
    }, [](int32_t x) { return floor_mod(x, -7); });
    check_scalar<int32_t, 8, 8>(n, [](auto &d, auto &x) { TDIVS(d, x, 7); }, [](int32_t x) { return x / 7; });
    check_scalar<int32_t, 8, 8>(n, [](auto &d, auto &x) { TSHRS(d, x, 3); }, [](int32_t x) { return floor_shift(x, 3); });
    check_scalar<int32_t, 8, 8>(n, [](auto &d, auto &x) { TSHLS(d, x, 4); },
                                [](int32_t x) { return static_cast<int32_t>(static_cast<uint32_t>(x) << 4); });

    std::vector<uint16_t> u(256);
    for (int i = 0; i < 256; i++) u[static_cast<size_t>(i)] = static_cast<uint16_t>(i * 257 + 3);
    check_scalar<uint16_t, 16, 16>(u, [](auto &d, auto &x) { TANDS(d, x, static_cast<uint16_t>(0x0FF0)); },
                                   [](uint16_t x) { return static_cast<uint16_t>(x & 0x0FF0); });
    check_scalar<uint16_t, 16, 16>(u, [](auto &d, auto &x) { TORS(d, x, static_cast<uint16_t>(0x8001)); },
                                   [](uint16_t x) { return static_cast<uint16_t>(x | 0x8001); });
    check_scalar<uint16_t, 16, 16>(u, [](auto &d, auto &x) {
        Tile<TileType::Vec, uint16_t, 16, 16> tmp;
        TXORS(d, x, static_cast<uint16_t>(0xAAAA), tmp);
    }, [](uint16_t x) { return static_cast<uint16_t>(x ^ 0xAAAA); });
    check_scalar<uint16_t, 16, 16>(u, [](auto &d, auto &x) { TSHRS(d, x, static_cast<uint16_t>(5)); },
                                   [](uint16_t x) { return static_cast<uint16_t>(x >> 5); });
    check_scalar<uint16_t, 16, 16>(u, [](auto &d, auto &x) { TMULS(d, x, static_cast<uint16_t>(300)); },
                                   [](uint16_t x) { return static_cast<uint16_t>(uint32_t{x} * 300u); });
}

// dst = scalar on a 5x12 valid region of 8x16.
void expands(void **)
{
    guarded([] {
        float *dout = device<float>(8 * 16, -1.0f);
        {
            using TileT = Tile<TileType::Vec, float, 8, 16, BLayout::RowMajor, -1, -1>;
            TileT t(5, 12);
            TASSIGN(t, 0x400);
            GlobalTensor<float, Shape<1, 1, 1, -1, -1>, Stride<1, 1, 1, 16, 1>> g(dout, Shape<1, 1, 1, -1, -1>(5, 12));
            TEXPANDS(t, 3.25f);
            TSTORE(g, t);
        }
        for (int r = 0; r < 8; r++)
            for (int c = 0; c < 16; c++)
                assert_true(dout[r * 16 + c] == (r < 5 && c < 12 ? 3.25f : -1.0f)); // outside: untouched
        aclrtFree(dout);
        int16_t *di = device<int16_t>(16 * 16);
        {
            Tile<TileType::Vec, int16_t, 16, 16> t;
            G2<int16_t, 16, 16> g(di);
            TEXPANDS(t, static_cast<int16_t>(-1234));
            TSTORE(g, t);
        }
        for (int i = 0; i < 256; i++) assert_int_equal(di[i], -1234);
        aclrtFree(di);
    });
}

// ---- reductions and expansions -------------------------------------------------------

// The Tile Lib's reduction and expansion shapes: a 16x16 source, a 16x1
// column-major row result, a 1x16 column result.  The data are small
// integers (and, for PROD, +-1 and +-2), so every sum, product, difference
// and quotient below is exact in binary32 or correctly rounded by the
// host's IEEE division; the extremes and their first indices are found by
// scanning the data here.
using Src16 = Tile<TileType::Vec, float, 16, 16>;
using Row16 = Tile<TileType::Vec, float, 16, 1, BLayout::ColMajor>;
using RowIdx16 = Tile<TileType::Vec, uint32_t, 16, 1, BLayout::ColMajor>;
using Col16 = Tile<TileType::Vec, float, 1, 16>;
using ColIdx16 = Tile<TileType::Vec, uint32_t, 1, 16>;

float red_at(int i, int j) { return static_cast<float>((i * 7 + j * 3) % 11 - 5); }
float prod_at(int i, int j) { return static_cast<float>(((i + j) % 3 == 0 ? 2 : 1) * ((i * j) % 5 == 1 ? -1 : 1)); }

template <typename T, int R, int C>
using Col1 = GlobalTensor<T, Shape<1, 1, 1, R, 1>, Stride<1, 1, 1, 1, 1>>;

void reductions(void **)
{
    guarded([] {
        std::vector<float> a(256), p(256);
        for (int i = 0; i < 16; i++)
            for (int j = 0; j < 16; j++) a[static_cast<size_t>(i * 16 + j)] = red_at(i, j), p[static_cast<size_t>(i * 16 + j)] = prod_at(i, j);
        float *da = to_device(a), *dp = to_device(p);
        float *rsum = device<float>(16), *rmax = device<float>(16), *rmin = device<float>(16), *rprod = device<float>(16);
        float *rval = device<float>(16), *csum = device<float>(16), *cmax = device<float>(16), *cmin = device<float>(16);
        float *cprod = device<float>(16), *cval = device<float>(16);
        uint32_t *ridx = device<uint32_t>(16), *rargmin = device<uint32_t>(16), *cidx = device<uint32_t>(16),
                 *cargmin = device<uint32_t>(16);
        {
            Src16 src, srcp, tmp;
            Row16 r;
            RowIdx16 ri;
            Col16 c;
            ColIdx16 ci;
            G2<float, 16, 16> ga(da), gp(dp);
            TLOAD(src, ga);
            TLOAD(srcp, gp);
            Col1<float, 16, 1> o1(rsum), o2(rmax), o3(rmin), o4(rprod), o5(rval);
            Col1<uint32_t, 16, 1> i1(ridx), i2(rargmin);
            G2<float, 1, 16> c1(csum), c2(cmax), c3(cmin), c4(cprod), c5(cval);
            G2<uint32_t, 1, 16> j1(cidx), j2(cargmin);
            TROWSUM(r, src, tmp);
            TSTORE(o1, r);
            TROWMAX(r, src, tmp);
            TSTORE(o2, r);
            TROWMIN(r, src, tmp);
            TSTORE(o3, r);
            TROWPROD(r, srcp, tmp);
            TSTORE(o4, r);
            TROWARGMAX(r, ri, src, tmp); // value and index
            TSTORE(o5, r);
            TSTORE(i1, ri);
            TROWARGMIN(ri, src, tmp);
            TSTORE(i2, ri);
            TCOLSUM(c, src, tmp, true); // isBinary: the ISA's sequential order all the same
            TSTORE(c1, c);
            TCOLMAX(c, src);
            TSTORE(c2, c);
            TCOLMIN(c, src);
            TSTORE(c3, c);
            TCOLPROD(c, srcp);
            TSTORE(c4, c);
            TCOLARGMAX(c, ci, src, tmp);
            TSTORE(c5, c);
            TSTORE(j1, ci);
            TCOLARGMIN(ci, src, tmp);
            TSTORE(j2, ci);
        }
        for (int k = 0; k < 16; k++) {
            float s = 0, mx = red_at(k, 0), mn = mx, pr = 1, cs = 0, cmx = red_at(0, k), cmn = cmx, cpr = 1;
            uint32_t amx = 0, amn = 0, camx = 0, camn = 0;
            for (int j = 0; j < 16; j++) {
                float v = red_at(k, j), w = red_at(j, k);
                s += v, pr *= prod_at(k, j), cs += w, cpr *= prod_at(j, k);
                if (v > mx) mx = v, amx = static_cast<uint32_t>(j);
                if (v < mn) mn = v, amn = static_cast<uint32_t>(j);
                if (w > cmx) cmx = w, camx = static_cast<uint32_t>(j);
                if (w < cmn) cmn = w, camn = static_cast<uint32_t>(j);
            }
            assert_true(rsum[k] == s);
            assert_true(rmax[k] == mx && rval[k] == mx);
            assert_true(rmin[k] == mn);
            assert_true(rprod[k] == pr);
            assert_int_equal(ridx[k], amx);
            assert_int_equal(rargmin[k], amn);
            assert_true(csum[k] == cs);
            assert_true(cmax[k] == cmx && cval[k] == cmx);
            assert_true(cmin[k] == cmn);
            assert_true(cprod[k] == cpr);
            assert_int_equal(cidx[k], camx);
            assert_int_equal(cargmin[k], camn);
        }
        for (void *q : {static_cast<void *>(da), static_cast<void *>(dp), static_cast<void *>(rsum),
                        static_cast<void *>(rmax), static_cast<void *>(rmin), static_cast<void *>(rprod),
                        static_cast<void *>(rval), static_cast<void *>(csum), static_cast<void *>(cmax),
                        static_cast<void *>(cmin), static_cast<void *>(cprod), static_cast<void *>(cval),
                        static_cast<void *>(ridx), static_cast<void *>(rargmin), static_cast<void *>(cidx),
                        static_cast<void *>(cargmin)})
            aclrtFree(q);
    });
}

void expansions(void **)
{
    guarded([] {
        std::vector<float> a(256), b(16), cb(16);
        for (int i = 0; i < 16; i++)
            for (int j = 0; j < 16; j++) a[static_cast<size_t>(i * 16 + j)] = red_at(i, j);
        for (int k = 0; k < 16; k++) b[static_cast<size_t>(k)] = static_cast<float>(k + 1), cb[static_cast<size_t>(k)] = static_cast<float>(3 - k);
        float *da = to_device(a), *db = to_device(b), *dc = to_device(cb);
        float *sub = device<float>(256), *dv = device<float>(256), *mul = device<float>(256), *mx = device<float>(256);
        float *cadd = device<float>(256), *cmin = device<float>(256), *rexp = device<float>(256), *cexp = device<float>(256);
        {
            Src16 src, d;
            Row16 rb;
            Col16 colb;
            G2<float, 16, 16> ga(da), g1(sub), g2(dv), g3(mul), g4(mx), g5(cadd), g6(cmin), g7(rexp), g8(cexp);
            Col1<float, 16, 1> gb(db);
            G2<float, 1, 16> gc(dc);
            TLOAD(src, ga);
            TLOAD(rb, gb);
            TLOAD(colb, gc);
            TROWEXPANDSUB(d, src, rb);
            TSTORE(g1, d);
            TROWEXPANDDIV(d, src, rb, d); // the Tile Lib's scratch form
            TSTORE(g2, d);
            TROWEXPANDMUL(d, src, rb);
            TSTORE(g3, d);
            TROWEXPANDMAX(d, src, rb);
            TSTORE(g4, d);
            TCOLEXPANDADD(d, src, colb);
            TSTORE(g5, d);
            TCOLEXPANDMIN(d, src, colb);
            TSTORE(g6, d);
            TROWEXPAND(d, rb);
            TROWEXPANDEXPDIF(d, d, rb); // exp(b_i - b_i) = exp(0) = 1, exactly
            TSTORE(g7, d);
            TCOLEXPAND(d, colb);
            TCOLEXPANDEXPDIF(d, d, colb);
            TSTORE(g8, d);
        }
        for (int i = 0; i < 16; i++)
            for (int j = 0; j < 16; j++) {
                size_t k = static_cast<size_t>(i * 16 + j);
                float x = red_at(i, j), r = static_cast<float>(i + 1), c = static_cast<float>(3 - j);
                assert_true(sub[k] == x - r);
                assert_true(dv[k] == x / r);
                assert_true(mul[k] == x * r);
                assert_true(mx[k] == (x > r ? x : r));
                assert_true(cadd[k] == x + c);
                assert_true(cmin[k] == (x < c ? x : c));
                assert_true(rexp[k] == 1.0f && cexp[k] == 1.0f);
            }
        for (void *q : {static_cast<void *>(da), static_cast<void *>(db), static_cast<void *>(dc),
                        static_cast<void *>(sub), static_cast<void *>(dv), static_cast<void *>(mul),
                        static_cast<void *>(mx), static_cast<void *>(cadd), static_cast<void *>(cmin),
                        static_cast<void *>(rexp), static_cast<void *>(cexp)})
            aclrtFree(q);
    });
}

// ---- compares and selects ------------------------------------------------------------

// The predicate bits of a 16-column compare: byte k holds elements 8k..8k+7, LSB first.
template <typename F>
std::vector<uint8_t> packed(int n, F bit)
{
    std::vector<uint8_t> v(static_cast<size_t>(n / 8), 0);
    for (int i = 0; i < n; i++)
        if (bit(i)) v[static_cast<size_t>(i / 8)] = static_cast<uint8_t>(v[static_cast<size_t>(i / 8)] | (1u << (i % 8)));
    return v;
}

void compares(void **)
{
    guarded([] {
        std::vector<float> a = ramp_f32(256, 1.0f, -128.0f), b(256);
        for (int i = 0; i < 256; i++) b[static_cast<size_t>(i)] = static_cast<float>((i * 7) % 19 - 9);
        float *da = to_device(a), *db = to_device(b);
        uint8_t *dm = device<uint8_t>(256);
        using SrcT = Tile<TileType::Vec, float, 16, 16>;
        using MaskT = Tile<TileType::Vec, uint8_t, 16, 32, BLayout::RowMajor, -1, -1>;
        using MaskG = GlobalTensor<uint8_t, Shape<1, 1, 1, 16, 16>, Stride<1, 1, 1, 16, 1>>;
        const CmpMode modes[6] = {CmpMode::EQ, CmpMode::NE, CmpMode::LT, CmpMode::LE, CmpMode::GT, CmpMode::GE};
        auto holds = [](CmpMode m, float x, float y) {
            switch (m) {
            case CmpMode::EQ: return x == y;
            case CmpMode::NE: return x != y;
            case CmpMode::LT: return x < y;
            case CmpMode::LE: return x <= y;
            case CmpMode::GT: return x > y;
            default: return x >= y;
            }
        };
        for (CmpMode m : modes) {
            for (int form = 0; form < 3; form++) {
                {
                    SrcT sa, sb;
                    MaskT mask(16, 2);
                    TASSIGN(sa, 0x0);
                    TASSIGN(sb, 0x400);
                    TASSIGN(mask, 0x800);
                    G2<float, 16, 16> ga(da), gb(db);
                    MaskG gm(dm);
                    TLOAD(sa, ga);
                    TLOAD(sb, gb);
                    if (form == 0) TCMPS(mask, sa, 3.0f, m);
                    else if (form == 1) TCMP(mask, sa, sb, m);
                    else TCMPS(mask, sa, sb, m); // compares with sb's element (0, 0)
                    TSTORE(gm, mask);
                }
                std::vector<uint8_t> want = packed(256, [&](int i) {
                    float y = form == 0 ? 3.0f : form == 1 ? b[static_cast<size_t>(i)] : b[0];
                    return holds(m, a[static_cast<size_t>(i)], y);
                });
                for (int k = 0; k < 32; k++)
                    if (dm[k] != want[static_cast<size_t>(k)])
                        fail_msg("mode %d form %d: byte %d is 0x%02x, expected 0x%02x", static_cast<int>(m), form, k,
                                 dm[k], want[static_cast<size_t>(k)]);
            }
        }
        // TSEL / TSELS with the mask of a TCMPS (a > 0).
        float *dsel = device<float>(256), *dsels = device<float>(256);
        {
            SrcT sa, sb, dst, dst2;
            MaskT mask(16, 2);
            Tile<TileType::Vec, uint32_t, 1, 16> tmp;
            G2<float, 16, 16> ga(da), gb(db), gsel(dsel), gsels(dsels);
            TLOAD(sa, ga);
            TLOAD(sb, gb);
            TCMPS(mask, sa, 0.0f, CmpMode::GT);
            TSEL(dst, mask, sa, sb, tmp);
            TSELS(dst2, mask, sb, tmp, -5.5f);
            TSTORE(gsel, dst);
            TSTORE(gsels, dst2);
        }
        for (size_t i = 0; i < 256; i++) {
            assert_true(dsel[i] == (a[i] > 0.0f ? a[i] : b[i]));
            assert_true(dsels[i] == (a[i] > 0.0f ? b[i] : -5.5f));
        }
        aclrtFree(da);
        aclrtFree(db);
        aclrtFree(dm);
        aclrtFree(dsel);
        aclrtFree(dsels);
    });
}

// ---- generators, padding, partial, fused ------------------------------------------------

void generators(void **)
{
    guarded([] {
        int32_t *dc = device<int32_t>(16), *dd = device<int32_t>(16);
        {
            using TileT = Tile<TileType::Vec, int32_t, 1, 16, BLayout::RowMajor, -1, -1>;
            TileT up(1, 16), down(1, 16);
            Tile<TileType::Vec, float, 1, 512> tmp;
            G2<int32_t, 1, 16> gc(dc), gd(dd);
            TCI<TileT, int32_t, 0>(up, 5);
            TCI<TileT, Tile<TileType::Vec, float, 1, 512>, int32_t, 1>(down, INT32_MIN + 3, tmp); // wraps
            TSTORE(gc, up);
            TSTORE(gd, down);
        }
        for (int k = 0; k < 16; k++) {
            assert_int_equal(dc[k], 5 + k);
            assert_int_equal(dd[k], static_cast<int32_t>(static_cast<uint32_t>(INT32_MIN + 3) - static_cast<uint32_t>(k)));
        }
        float *dl = device<float>(64), *du = device<float>(64);
        {
            using TileT = Tile<TileType::Vec, float, 8, 8>;
            TileT lo, hi;
            G2<float, 8, 8> gl(dl), gu(du);
            TTRI<TileT, 0>(lo, 0);
            TTRI<TileT, 1>(hi, 1);
            TSTORE(gl, lo);
            TSTORE(gu, hi);
        }
        for (int i = 0; i < 8; i++)
            for (int j = 0; j < 8; j++) {
                assert_true(dl[i * 8 + j] == (j <= i ? 1.0f : 0.0f));
                assert_true(du[i * 8 + j] == (j >= i + 1 ? 1.0f : 0.0f));
            }
        aclrtFree(dc);
        aclrtFree(dd);
        aclrtFree(dl);
        aclrtFree(du);
    });
}

void fillpad(void **)
{
    guarded([] {
        std::vector<float> x = ramp_f32(64, 1.5f, -7.0f);
        float *dx = to_device(x), *dout = device<float>(64);
        {
            Tile<TileType::Vec, float, 8, 8, BLayout::RowMajor, -1, -1> src(3, 5);
            Tile<TileType::Vec, float, 8, 8, BLayout::RowMajor, 8, 8, SLayout::NoneBox, 512, PadValue::Max> dst;
            GlobalTensor<float, Shape<1, 1, 1, 3, 5>, Stride<1, 1, 1, 8, 1>> gx(dx);
            G2<float, 8, 8> gout(dout);
            TASSIGN(src, 0x0);
            TASSIGN(dst, 0x100);
            TLOAD(src, gx);
            TFILLPAD(dst, src);
            TSTORE(gout, dst);
        }
        for (int r = 0; r < 8; r++)
            for (int c = 0; c < 8; c++) {
                float want = r < 3 && c < 5 ? x[static_cast<size_t>(r * 8 + c)] : float_of(0x7F800000u); // +inf
                assert_int_equal(bits_of(dout[r * 8 + c]), bits_of(want));
            }
        std::vector<int32_t> n = ints(32, 3, 100, -50);
        int32_t *dn = to_device(n), *dw = device<int32_t>(8 * 16);
        {
            Tile<TileType::Vec, int32_t, 4, 8> src;
            Tile<TileType::Vec, int32_t, 8, 16, BLayout::RowMajor, 8, 16, SLayout::NoneBox, 512, PadValue::Min> dst;
            G2<int32_t, 4, 8> gn(dn);
            G2<int32_t, 8, 16> gw(dw);
            TLOAD(src, gn);
            TFILLPAD_EXPAND(dst, src);
            TSTORE(gw, dst);
        }
        for (int r = 0; r < 8; r++)
            for (int c = 0; c < 16; c++)
                assert_int_equal(dw[r * 16 + c], r < 4 && c < 8 ? n[static_cast<size_t>(r * 8 + c)] : INT32_MIN);
        aclrtFree(dx);
        aclrtFree(dout);
        aclrtFree(dn);
        aclrtFree(dw);
    });
}

void partial(void **)
{
    guarded([] {
        std::vector<float> a = ramp_f32(32, 1.0f, 1.0f), b = ramp_f32(32, 10.0f, -5.0f);
        float *da = to_device(a), *db = to_device(b);
        for (int op = 0; op < 4; op++) {
            float *dd = device<float>(32);
            {
                using Full = Tile<TileType::Vec, float, 4, 8>;
                Full t0, dst;
                Tile<TileType::Vec, float, 4, 8, BLayout::RowMajor, -1, -1> t1(2, 4);
                G2<float, 4, 8> g0(da), gd(dd);
                GlobalTensor<float, Shape<1, 1, 1, 2, 4>, Stride<1, 1, 1, 8, 1>> g1(db);
                TLOAD(t0, g0);
                TLOAD(t1, g1);
                if (op == 0) TPARTADD(dst, t0, t1);
                if (op == 1) TPARTMUL(dst, t0, t1);
                if (op == 2) TPARTMAX(dst, t0, t1);
                if (op == 3) TPARTMIN(dst, t0, t1);
                TSTORE(gd, dst);
            }
            for (int r = 0; r < 4; r++)
                for (int c = 0; c < 8; c++) {
                    size_t i = static_cast<size_t>(r * 8 + c);
                    float x = a[i], y = b[i], want = x;
                    if (r < 2 && c < 4)
                        want = op == 0 ? x + y : op == 1 ? x * y : op == 2 ? (x > y ? x : y) : (x < y ? x : y);
                    assert_true(dd[i] == want);
                }
            aclrtFree(dd);
        }
        aclrtFree(da);
        aclrtFree(db);
    });
}

// The rearrangements, expected values hand-derived from their definitions
// (rearrangement.asl, indexed-rearrangement.asl) over x(r, c) = 100r + c:
// TTRANS d(c, r) = x(r, c); TCONCAT a 4x3 and a 4x5 window side by side;
// TEXTRACT(d, x, 3, 2) d(r, c) = x(r + 3, c + 2) with d 2x3 (LB0/LB1 give
// the valid shape, decisions D29); TINSERT(d, s, 0, 4) writes s's 2x3 at
// column 4 of a 4x8 (indexCol = its 4 valid rows); TGATHER rows
// (r + 3c) % 8; TSCATTER to rows (r + c) % 4.
void rearrange(void **)
{
    guarded([] {
        std::vector<int32_t> x(64);
        for (int i = 0; i < 64; i++) x[static_cast<size_t>(i)] = 100 * (i / 8) + i % 8;
        int32_t *dx = to_device(x), *d1 = device<int32_t>(64), *d2 = device<int32_t>(32, -1),
                *d3 = device<int32_t>(64, -1), *d4 = device<int32_t>(32, -1), *d5 = device<int32_t>(32, -1),
                *d6 = device<int32_t>(32, -1);
        std::vector<int32_t> gi(32), si(32);
        for (int i = 0; i < 32; i++) {
            gi[static_cast<size_t>(i)] = (i / 8 + 3 * (i % 8)) % 8;
            si[static_cast<size_t>(i)] = (i / 8 + i % 8) % 4;
        }
        int32_t *dgi = to_device(gi), *dsi = to_device(si);
        {
            using T88 = Tile<TileType::Vec, int32_t, 8, 8>;
            using T48 = Tile<TileType::Vec, int32_t, 4, 8>;
            using Dyn = Tile<TileType::Vec, int32_t, 8, 8, BLayout::RowMajor, -1, -1>;
            T88 src, tr, tmp;
            G2<int32_t, 8, 8> gx(dx), g1(d1);
            TLOAD(src, gx);
            TTRANS(tr, src, tmp);
            TSTORE(g1, tr);

            Tile<TileType::Vec, int32_t, 4, 8, BLayout::RowMajor, -1, -1> l(4, 3), r(4, 5);
            GlobalTensor<int32_t, Shape<1, 1, 1, 4, 3>, Stride<1, 1, 1, 8, 1>> gl(dx);
            GlobalTensor<int32_t, Shape<1, 1, 1, 4, 5>, Stride<1, 1, 1, 8, 1>> gr(dx + 32);
            T48 cat;
            G2<int32_t, 4, 8> g2(d2);
            TLOAD(l, gl);
            TLOAD(r, gr);
            TCONCAT(cat, l, r);
            TSTORE(g2, cat);

            Dyn ex(2, 3);
            GlobalTensor<int32_t, Shape<1, 1, 1, 2, 3>, Stride<1, 1, 1, 8, 1>> g3(d3);
            TEXTRACT(ex, src, 3, 2);
            TSTORE(g3, ex);

            T48 base;
            Tile<TileType::Vec, int32_t, 4, 8, BLayout::RowMajor, -1, -1> piece(2, 3);
            G2<int32_t, 4, 8> gb(dx), g4(d4);
            GlobalTensor<int32_t, Shape<1, 1, 1, 2, 3>, Stride<1, 1, 1, 8, 1>> gp(dx + 48);
            TLOAD(base, gb);
            TLOAD(piece, gp);
            TINSERT(base, piece, 0, 4);
            TSTORE(g4, base);

            T48 gidx, gat, gtmp, sidx, sval, sct;
            G2<int32_t, 4, 8> ggi(dgi), gsi(dsi), g5(d5), g6(d6), gv(dx);
            TLOAD(gidx, ggi);
            TGATHER(gat, src, gidx, gtmp);
            TSTORE(g5, gat);
            TLOAD(sidx, gsi);
            TLOAD(sval, gv);
            TSCATTER(sct, sval, sidx);
            TSTORE(g6, sct);
        }
        for (int r = 0; r < 8; r++)
            for (int c = 0; c < 8; c++) assert_int_equal(d1[c * 8 + r], 100 * r + c);
        for (int r = 0; r < 4; r++)
            for (int c = 0; c < 8; c++) assert_int_equal(d2[r * 8 + c], c < 3 ? 100 * r + c : 100 * (r + 4) + c - 3);
        for (int r = 0; r < 8; r++)
            for (int c = 0; c < 8; c++) assert_int_equal(d3[r * 8 + c], r < 2 && c < 3 ? 100 * (r + 3) + c + 2 : -1);
        for (int r = 0; r < 4; r++)
            for (int c = 0; c < 8; c++)
                assert_int_equal(d4[r * 8 + c], r < 2 && c >= 4 && c < 7 ? 100 * (r + 6) + c - 4 : 100 * r + c);
        for (int r = 0; r < 4; r++)
            for (int c = 0; c < 8; c++) assert_int_equal(d5[r * 8 + c], 100 * ((r + 3 * c) % 8) + c);
        for (int r = 0; r < 4; r++)
            for (int c = 0; c < 8; c++) assert_int_equal(d6[((r + c) % 4) * 8 + c], 100 * r + c);
        for (int32_t *p : {dx, d1, d2, d3, d4, d5, d6, dgi, dsi}) aclrtFree(p);
    });
}

// One rounding: with a = b = 1 + 2^-12 and c = -1, a * b + c is
// 2^-11 + 2^-24 fused and 2^-11 when the product is rounded first.
void fused(void **)
{
    guarded([] {
        const float e = std::ldexp(1.0f, -12);
        std::vector<float> a(64, 1.0f + e), b(64, 1.0f + e), c(64, -1.0f);
        for (size_t i = 1; i < 64; i++) {
            a[i] = static_cast<float>(i) * 0.375f;
            b[i] = static_cast<float>(i) - 31.5f;
            c[i] = static_cast<float>(i) * 1.125f;
        }
        const float want0 = std::fma(a[0], b[0], c[0]);
        volatile float prod = a[0] * b[0];
        assert_true(want0 != prod + c[0]);
        float *da = to_device(a), *db = to_device(b), *dc = to_device(c), *d1 = device<float>(64), *d2 = device<float>(64);
        {
            using TileT = Tile<TileType::Vec, float, 8, 8>;
            TileT ta, tb, acc, mul;
            G2<float, 8, 8> ga(da), gb(db), gc(dc), g1(d1), g2(d2);
            TLOAD(ta, ga);
            TLOAD(tb, gb);
            TLOAD(acc, gc);
            TMULADDDST(acc, ta, tb); // acc = a * b + acc
            TLOAD(mul, gb);
            TFUSEDMULADD(mul, ta, tb); // mul = a * mul + b
            TSTORE(g1, acc);
            TSTORE(g2, mul);
        }
        for (size_t i = 0; i < 64; i++) {
            assert_int_equal(bits_of(d1[i]), bits_of(std::fma(a[i], b[i], c[i])));
            assert_int_equal(bits_of(d2[i]), bits_of(std::fma(a[i], b[i], b[i])));
        }
        aclrtFree(da);
        aclrtFree(db);
        aclrtFree(dc);
        aclrtFree(d1);
        aclrtFree(d2);
    });
}

// ---- memory -----------------------------------------------------------------------------

// Rows of 16 out of 24-element rows, a partial valid shape, a 5-D shape
// folded into rows, TMOV, TPREFETCH, and host writes through the pointer.
void memory(void **)
{
    guarded([] {
        std::vector<float> x = ramp_f32(8 * 24, 1.0f, 0.5f);
        float *dx = to_device(x), *dy = device<float>(8 * 24, -7.0f);
        dx[5] = 1234.5f; // a host write after the copy: the TLOAD sees it
        {
            using GStrided = GlobalTensor<float, Shape<1, 1, 1, 8, 16>, Stride<1, 1, 1, 24, 1>>;
            Tile<TileType::Vec, float, 8, 16> t, moved;
            GStrided gx(dx), gy(dy);
            TLOAD(t, gx);
            TMOV(moved, t);
            TPREFETCH(moved, gx);
            TSTORE(gy, moved);
        }
        for (int r = 0; r < 8; r++)
            for (int c = 0; c < 24; c++) {
                float want = c < 16 ? (r == 0 && c == 5 ? 1234.5f : x[static_cast<size_t>(r * 24 + c)]) : -7.0f;
                assert_true(dy[r * 24 + c] == want); // the columns between rows keep the host's bytes
            }
        float *dz = device<float>(64, 0.0f);
        {
            Tile<TileType::Vec, float, 8, 16, BLayout::RowMajor, -1, -1> t(5, 12);
            GlobalTensor<float, Shape<1, 1, 1, -1, -1>, Stride<1, 1, 1, -1, 1>> gx(dx, Shape<1, 1, 1, -1, -1>(5, 12),
                                                                                 Stride<1, 1, 1, -1, 1>(24));
            GlobalTensor<float, Shape<1, 1, 2, 4, 8>, Stride<64, 64, 32, 8, 1>> g5(dz);
            Tile<TileType::Vec, float, 8, 8> u;
            GlobalTensor<float, Shape<1, 1, 1, -1, -1>, Stride<1, 1, 1, -1, 1>> braced(dx, {5, 12}, {24});
            assert_int_equal(braced.GetShape(GlobalTensorDim::DIM_4), 12);
            assert_int_equal(braced.GetStride(GlobalTensorDim::DIM_3), 24);
            assert_int_equal((GlobalTensor<float, Shape<1, 1, 2, 4, 8>, Stride<64, 64, 32, 8, 1>>::GetShape<GlobalTensorDim::DIM_2>()), 2);
            TLOAD(t, braced);
            TLOAD(u, g5); // dimensions 2 and 3 fold into 8 rows of stride 8
            TADDS(u, u, 1.0f);
            TSTORE(g5, u);
            TSTORE(gx, t);
        }
        for (int i = 0; i < 64; i++) assert_true(dz[i] == 1.0f);
        aclrtFree(dx);
        aclrtFree(dy);
        aclrtFree(dz);
    });
}

void gather_scatter(void **)
{
    guarded([] {
        std::vector<float> table = ramp_f32(64, 0.25f, 100.0f);
        std::vector<int32_t> idx = ints(64, 7, 64, 0); // a permutation (7 is odd)
        float *dt = to_device(table), *dg = device<float>(64), *ds = device<float>(64, -1.0f);
        int32_t *di = to_device(idx);
        {
            using Table = GlobalTensor<float, Shape<1, 1, 1, 1, 64>, Stride<1, 1, 1, 64, 1>>;
            Tile<TileType::Vec, int32_t, 8, 8> ti;
            Tile<TileType::Vec, float, 8, 8> dst, src;
            G2<int32_t, 8, 8> gi(di);
            G2<float, 8, 8> gg(dg);
            Table tab(dt), out(ds);
            TLOAD(ti, gi);
            MGATHER(dst, tab, ti);
            TSTORE(gg, dst);
            TLOAD(src, gg);
            MSCATTER<Coalesce::Elem>(out, src, ti);
        }
        for (size_t i = 0; i < 64; i++) {
            assert_true(dg[i] == table[static_cast<size_t>(idx[i])]);
            assert_true(ds[idx[i]] == dg[i]);
        }
        aclrtFree(dt);
        aclrtFree(dg);
        aclrtFree(ds);
        aclrtFree(di);
    });
}

// ---- half and bfloat16 ----------------------------------------------------------------

// half: every encoding decodes to the value ptosim's data-type table gives;
// a value halfway between neighbours rounds to the even one, one below or
// above the midpoint to the nearer; 65520 (halfway past the largest finite
// 65504) overflows to infinity.  bfloat16 likewise (halfway past 0x7F7F).
template <typename H>
void conversions(const char *name, uint16_t max_finite, uint16_t inf)
{
    unsigned code = static_cast<unsigned>(pto_dtype_code(name));
    for (uint32_t u = 0; u < 65536; u++) {
        double want;
        assert_int_equal(pto_dtype_to_double(code, u, &want), PTO_OK);
        float got = static_cast<float>(H::from_bits(static_cast<uint16_t>(u)));
        if (std::isnan(want)) {
            assert_true(std::isnan(got));
            assert_true(std::isnan(static_cast<float>(H(got))));
            continue;
        }
        assert_true(static_cast<double>(got) == want);
        assert_int_equal(H(got).bits(), u); // round trip
        if ((u & 0x7FFFu) >= max_finite) continue;
        double next;
        assert_int_equal(pto_dtype_to_double(code, u + 1, &next), PTO_OK);
        double mid = (want + next) / 2; // exact in binary64
        uint32_t even = (u & 1u) ? u + 1 : u;
        assert_int_equal(H(mid).bits(), even);
        assert_int_equal(H(std::nextafter(mid, want)).bits(), u);
        assert_int_equal(H(std::nextafter(mid, next)).bits(), u + 1);
    }
    double top, below;
    assert_int_equal(pto_dtype_to_double(code, max_finite, &top), PTO_OK);
    assert_int_equal(pto_dtype_to_double(code, static_cast<uint16_t>(max_finite - 1u), &below), PTO_OK);
    double halfway_up = top + (top - below) / 2; // the overflow threshold
    assert_int_equal(H(halfway_up).bits(), inf);
    assert_int_equal(H(std::nextafter(halfway_up, 0.0)).bits(), max_finite);
    assert_int_equal(H(-halfway_up).bits(), inf | 0x8000u);
    assert_int_equal(H(-0.0).bits(), 0x8000u);
    assert_true(H(std::nan("")).bits() > inf);
}

void half_types(void **)
{
    conversions<half>("FP16", 0x7BFF, 0x7C00);
    conversions<bfloat16_t>("BF16", 0x7F7F, 0x7F80);
    // Hand-derived: 1 + 2^-11 is halfway between 0x3C00 and 0x3C01 (even:
    // 0x3C00); 0x3C01 + 2^-11 halfway between 0x3C01 and 0x3C02 (0x3C02).
    std::vector<half> a(256), b(256);
    for (int i = 0; i < 256; i++) {
        a[static_cast<size_t>(i)] = half(static_cast<float>(i) * 0.5f + 0.25f);
        b[static_cast<size_t>(i)] = half(static_cast<float>(i) * -0.25f);
    }
    a[0] = half::from_bits(0x3C00);
    b[0] = half::from_bits(0x1000); // 2^-11
    a[1] = half::from_bits(0x3C01);
    b[1] = half::from_bits(0x1000);
    guarded([&] {
        half *da = to_device(a), *db = to_device(b), *dd = device<half>(256);
        run_binary<half, 16, 16>(dd, da, db, [](auto &d, auto &x, auto &y) { TADD(d, x, y); });
        assert_int_equal(dd[0].bits(), 0x3C00);
        assert_int_equal(dd[1].bits(), 0x3C02);
        for (int i = 2; i < 256; i++) // exact sums
            assert_true(static_cast<float>(dd[i]) == static_cast<float>(i) * 0.5f + 0.25f + static_cast<float>(i) * -0.25f);
        run_unary<half, 16, 16>(dd, da, [](auto &d, auto &x) { TMULS(d, x, half(2.0f)); });
        assert_int_equal(dd[1].bits(), 0x4001); // 2 * 0x3C01: the exponent goes up by one
        aclrtFree(da);
        aclrtFree(db);
        aclrtFree(dd);
    });
    // bfloat16: 1.5 * 1.5 = 2.25 (0x3FC0 * 0x3FC0 = 0x4010); (1 + 2^-7)^2 =
    // 1 + 2^-6 + 2^-14 rounds to 1 + 2^-6 (0x3F82).
    std::vector<bfloat16_t> x(256, bfloat16_t::from_bits(0x3FC0)), y(256, bfloat16_t::from_bits(0x3FC0));
    x[1] = y[1] = bfloat16_t::from_bits(0x3F81);
    guarded([&] {
        bfloat16_t *dx = to_device(x), *dy = to_device(y), *dd = device<bfloat16_t>(256);
        run_binary<bfloat16_t, 16, 16>(dd, dx, dy, [](auto &d, auto &p, auto &q) { TMUL(d, p, q); });
        assert_int_equal(dd[0].bits(), 0x4010);
        assert_int_equal(dd[1].bits(), 0x3F82);
        aclrtFree(dx);
        aclrtFree(dy);
        aclrtFree(dd);
    });
}

// ---- Tile semantics ------------------------------------------------------------------------

void rebinding(void **)
{
    guarded([] {
        pto_machine *m = pto::sim::machine();
        uint32_t base = pto_capacity_in_use(m);
        float *d = device<float>(256);
        {
            using TileT = Tile<TileType::Vec, float, 16, 16>;
            TileT t;
            TASSIGN(t, 0x0);
            TEXPANDS(t, 0.0f);
            uint32_t one = pto_capacity_in_use(m);
            assert_int_equal(one, base + 1024);
            for (int i = 0; i < 200; i++) TADDS(t, t, 1.0f); // each result is a fresh tile; the old one goes
            assert_int_equal(pto_capacity_in_use(m), one);
            TileT copy = t; // copies share the buffer
            TADDS(t, t, 0.5f);
            G2<float, 16, 16> g(d);
            TSTORE(g, copy);
            for (int i = 0; i < 256; i++) assert_true(d[i] == 200.5f);
            assert_true(pto::sim::tile_index(copy) == pto::sim::tile_index(t));
        }
        assert_int_equal(pto_capacity_in_use(m), base); // released with the last object
        aclrtFree(d);
    });
}

// Manual mode: objects TASSIGNed to one address share its buffer, and a
// buffer written over another's bytes ends that one's value (reading it is
// a read of a tile with no defined element).  Auto mode: TASSIGN has no
// effect, every object is a buffer of its own.
void aliasing(void **)
{
    std::vector<float> x = ramp_f32(256, 1.0f, 0.0f);
    float *dx = to_device(x), *d = device<float>(256, -1.0f);
    using TileT = Tile<TileType::Vec, float, 16, 16>;
    pto::sim::set_fault_mode(pto::sim::FaultMode::Throw);
    std::string same, overlap;
    try {
        TileT a, b;
        TASSIGN(a, 0x0);
        TASSIGN(b, 0x0);
        G2<float, 16, 16> gx(dx), g(d);
        TLOAD(a, gx);
        TSTORE(g, b);
    } catch (const pto::sim::Fault &f) {
        same = f.rule();
    }
    try {
        TileT a, b;
        TASSIGN(a, 0x0);
        TASSIGN(b, 0x200); /* a's second half */
        G2<float, 16, 16> gx(dx), g(d);
        TLOAD(a, gx);
        TEXPANDS(b, 1.0f);
        TSTORE(g, a);
    } catch (const pto::sim::Fault &f) {
        overlap = f.rule();
    }
    /* a write over the start of a buffer that begins inside this one ends
     * it; a buffer that begins where the other ends keeps its value */
    std::string inside, after;
    float *d2 = device<float>(256, -1.0f), *d3 = device<float>(256, -1.0f);
    try {
        TileT a, b, c;
        TASSIGN(a, 0x1000);
        TASSIGN(b, 0x1200); /* from a's second half on */
        TASSIGN(c, 0x1600); /* just after b, apart from a */
        G2<float, 16, 16> gx(dx), g2(d2), g3(d3);
        TEXPANDS(b, 2.0f);
        TEXPANDS(c, 3.0f);
        TLOAD(a, gx);
        TSTORE(g2, c);
        TSTORE(g3, b);
    } catch (const pto::sim::Fault &f) {
        inside = f.rule();
    }
    for (size_t i = 0; i < 256; i++) assert_true(d2[i] == 3.0f); /* c kept its value in both modes */
    /* a buffer written while no other overlapped it, and again after an
     * overlapping one was assigned and written: the second write ends the
     * other buffer's value */
    std::string later;
    float *d4 = device<float>(256, -1.0f), *d5 = device<float>(256, -1.0f);
    try {
        TileT a, b;
        TASSIGN(a, 0x3000);
        TEXPANDS(a, 4.0f);
        TEXPANDS(a, 5.0f);
        TASSIGN(b, 0x3200); /* a's second half on */
        TEXPANDS(b, 6.0f);  /* ends a's value */
        TEXPANDS(a, 7.0f);  /* ends b's */
        G2<float, 16, 16> g4(d4), g5(d5);
        TSTORE(g4, a);
        TSTORE(g5, b);
    } catch (const pto::sim::Fault &f) {
        later = f.rule();
    }
    for (size_t i = 0; i < 256; i++) assert_true(d4[i] == 7.0f);
    if (kManual) {
        assert_non_null(std::strstr(later.c_str(), "undefined elements"));
        for (size_t i = 0; i < 256; i++) assert_true(d5[i] == -1.0f); /* the store faulted: nothing stored */
    } else {
        assert_true(later.empty());
        for (size_t i = 0; i < 256; i++) assert_true(d5[i] == 6.0f); /* b kept its value */
    }
    /* and a buffer that overlapped another when it was written is not
     * taken for one that overlaps none */
    std::string again;
    float *d6 = device<float>(256, -1.0f), *d7 = device<float>(256, -1.0f);
    try {
        TileT a, b;
        TASSIGN(a, 0x5000);
        TASSIGN(b, 0x5200);
        TEXPANDS(b, 6.0f);
        TEXPANDS(a, 7.0f); /* ends b's value */
        TEXPANDS(b, 8.0f); /* ends a's */
        G2<float, 16, 16> g6(d6), g7(d7);
        TSTORE(g6, b);
        TSTORE(g7, a);
    } catch (const pto::sim::Fault &f) {
        again = f.rule();
    }
    for (size_t i = 0; i < 256; i++) assert_true(d6[i] == 8.0f);
    if (kManual) {
        assert_non_null(std::strstr(again.c_str(), "undefined elements"));
        for (size_t i = 0; i < 256; i++) assert_true(d7[i] == -1.0f);
    } else {
        assert_true(again.empty());
        for (size_t i = 0; i < 256; i++) assert_true(d7[i] == 7.0f);
    }
    aclrtFree(d4);
    aclrtFree(d5);
    aclrtFree(d6);
    aclrtFree(d7);
    if (kManual) {
        assert_true(same.empty());
        for (size_t i = 0; i < 256; i++) assert_true(d[i] == x[i]); /* stored through b */
        assert_non_null(std::strstr(overlap.c_str(), "undefined elements"));
        assert_non_null(std::strstr(inside.c_str(), "undefined elements"));
    } else {
        assert_true(inside.empty());
        for (size_t i = 0; i < 256; i++) assert_true(d3[i] == 2.0f); /* b kept its value */
        assert_non_null(std::strstr(same.c_str(), "undefined elements")); /* b was never written */
        assert_true(overlap.empty());
        for (size_t i = 0; i < 256; i++) assert_true(d[i] == x[i]); /* a kept its value */
    }
    aclrtFree(dx);
    aclrtFree(d);
    aclrtFree(d2);
    aclrtFree(d3);
}

// The machine, its numeric profile and the PE mask of new tiles.
void machine_choice(void **)
{
    pto_machine *mine = pto_create();
    assert_non_null(mine);
    pto::sim::use_machine(mine);
    pto::sim::set_fault_mode(pto::sim::FaultMode::Throw);
    assert_ptr_equal(pto::sim::machine(), mine);
    guarded([&] {
        pto::sim::set_pe_mask(0xF);
        {
            Tile<TileType::Vec, int32_t, 8, 8> t;
            TEXPANDS(t, 77);
            int idx = pto::sim::tile_index(t);
            assert_true(idx >= 0);
            assert_int_equal(pto_capacity_in_use(mine), 4 * 256); // on all four PEs
            uint64_t v = 0;
            bool defined = false;
            assert_int_equal(pto_tile_read(mine, static_cast<unsigned>(idx), 3, 9, &v, &defined), PTO_OK);
            assert_true(defined && v == 77);
        }
        pto::sim::set_pe_mask(0x8);
        pto::sim::set_profile(PTO_PROFILE_V0);
        assert_int_equal(pto_get_profile(mine), PTO_PROFILE_V0);
        pto::sim::set_profile(PTO_PROFILE_IEEE);
    });
    bool refused = false;
    try {
        pto::sim::set_pe_mask(0x9);
    } catch (const pto::sim::Fault &f) {
        refused = f.status() == PTO_ERR_ARG;
    }
    assert_true(refused);
    assert_int_equal(pto_capacity_in_use(mine), 0);
    pto::sim::use_machine(nullptr);
    assert_true(pto::sim::machine() != mine);
    pto_destroy(mine);
}

// Tiles of two machines in one instruction: refused whichever operand is
// the stranger (first source, second source, destination, predicate or
// scalar form), with the layer's message, and neither machine changes.
void mixed_machines(void **)
{
    pto::sim::set_fault_mode(pto::sim::FaultMode::Throw);
    pto_machine *home = pto::sim::machine();
    pto_machine *other = pto_create();
    assert_non_null(other);
    using T = Tile<TileType::Vec, float, 1, 32>;
    using M = Tile<TileType::Vec, uint8_t, 1, 32>;
    {
        T a, b, c;
        M k;
        TEXPANDS(a, 1.0f);
        TEXPANDS(b, 2.0f);
        TEXPANDS(c, 5.0f);
        pto::sim::use_machine(other);
        {
            T x;
            TEXPANDS(x, 3.0f);
            int home_c = pto::sim::tile_index(c);
            size_t home_use = pto_capacity_in_use(home), other_use = pto_capacity_in_use(other);
            auto refused = [&](auto call) {
                std::string rule;
                try {
                    call();
                } catch (const pto::sim::Fault &f) {
                    if (f.status() == PTO_ERR_ARG) rule = f.rule();
                }
                assert_true(rule.find("different machines") != std::string::npos);
                assert_int_equal(pto_capacity_in_use(home), home_use);
                assert_int_equal(pto_capacity_in_use(other), other_use);
                assert_int_equal(pto::sim::tile_index(c), home_c);
            };
            refused([&] { TADD(c, x, b); });
            refused([&] { TADD(c, a, x); });
            refused([&] { TADD(x, a, b); });
            refused([&] { TSUBS(c, x, 1.0f); });
            refused([&] { TABS(x, a); });
            refused([&] { TCMP(k, a, x, CmpMode::GT); });
            refused([&] { TCMP(k, x, b, CmpMode::GT); });
            TADD(x, x, x); // one machine's tiles: runs (3 + 3, exact)
            int xi = pto::sim::tile_index(x);
            assert_true(xi >= 0);
            for (uint32_t e = 0; e < 32; e++) {
                uint64_t v = 0;
                bool defined = false;
                assert_int_equal(pto_tile_read(other, static_cast<unsigned>(xi), 0, e, &v, &defined), PTO_OK);
                assert_true(defined && v == bits_of(6.0f));
            }
        }
        pto::sim::use_machine(nullptr);
    }
    pto_destroy(other);
}

// ---- faults ----------------------------------------------------------------------------------

// src1 holds 8 valid rows against a 16-row destination: the Tile Lib's CPU
// simulator adds silently (peers §2.2); the ISA's operand check rejects it.
AICORE void mismatched_tadd(__gm__ float *out, __gm__ float *in)
{
    using Full = Tile<TileType::Vec, float, 16, 16, BLayout::RowMajor, -1, -1>;
    Full src0(16, 16), src1(8, 16), dst(16, 16);
    TASSIGN(src0, 0x0);
    TASSIGN(src1, 0x400);
    TASSIGN(dst, 0x800);
    GlobalTensor<float, Shape<1, 1, 1, -1, -1>, Stride<1, 1, 1, 16, 1>> g16(in, Shape<1, 1, 1, -1, -1>(16, 16)),
        g8(in, Shape<1, 1, 1, -1, -1>(8, 16)), gout(out, Shape<1, 1, 1, -1, -1>(16, 16));
    TLOAD(src0, g16);
    TLOAD(src1, g8);
    TADD(dst, src0, src1);
    TSTORE(gout, dst);
}

template <typename F>
pto::sim::Fault expect_fault(F body)
{
    pto::sim::set_fault_mode(pto::sim::FaultMode::Throw);
    try {
        body();
    } catch (const pto::sim::Fault &f) {
        return f;
    }
    fail_msg("no fault");
    return pto::sim::Fault("", "", PTO_OK, pto_fault_info{}, "");
}

/* Device memory as blocks come and go: each TLOAD and TSTORE finds its
 * block again (the thread's last few are kept until any allocation or
 * release), and a pointer into a freed block is device memory no more,
 * even right after a TLOAD through it.  Values by hand: ramps and their
 * sums with 0.5, all exact in binary32. */
void device_blocks(void **)
{
    using T = Tile<TileType::Vec, float, 1, 32>;
    std::vector<float> ramp(32), want(32);
    for (int i = 0; i < 32; i++) {
        ramp[static_cast<size_t>(i)] = static_cast<float>(i);
        want[static_cast<size_t>(i)] = static_cast<float>(i) + 0.5f;
    }
    float *da = to_device(ramp), *dout = device<float>(32, -1.0f);
    guarded([&] {
        T a, b;
        G2<float, 1, 32> ga(da), gout(dout);
        TLOAD(a, ga);
        TADDS(b, a, 0.5f);
        TSTORE(gout, b);
        TLOAD(a, ga); // da's block among the recent ones
    });
    for (int i = 0; i < 32; i++) assert_true(dout[i] == want[static_cast<size_t>(i)]);
    aclrtFree(da);
    pto::sim::Fault f = expect_fault([&] {
        T a;
        G2<float, 1, 32> ga(da);
        TLOAD(a, ga);
    });
    assert_int_equal(f.status(), PTO_ERR_UNIMPLEMENTED);
    assert_non_null(std::strstr(f.what(), "is not device memory"));
    // a new block of the freed one's size (first fit: at its GM address), other values
    std::vector<float> down(32);
    for (int i = 0; i < 32; i++) down[static_cast<size_t>(i)] = static_cast<float>(31 - i);
    float *dc = to_device(down);
    guarded([&] {
        T c;
        G2<float, 1, 32> gc(dc), gout(dout);
        TLOAD(c, gc);
        TSTORE(gout, c);
    });
    for (int i = 0; i < 32; i++) assert_true(dout[i] == static_cast<float>(31 - i));
    aclrtFree(dc);
    aclrtFree(dout);
}

/* Writes to TASSIGNed buffers at random, often overlapping addresses,
 * some buffers moved to new addresses on the way, against a model of the
 * rule in tile.hpp: objects at one address share its buffer; a write
 * gives the buffer a value and ends the value of every other buffer whose
 * bytes it overlaps; a buffer no object names any more is gone.  A read
 * (TSTORE) of a buffer with a value stores it, of one without faults for
 * its undefined elements.  In auto mode TASSIGN has no effect: each
 * object is a buffer of its own that nothing overlaps.  Fixed seed. */
void overlap_model(void **)
{
    using T1 = Tile<TileType::Vec, float, 1, 32>; /* 128 B */
    enum { N = 10, STEPS = 600 };
    std::vector<T1> obj(N);
    uint64_t addr[N];
    std::map<uint64_t, std::pair<bool, float>> model; /* buffer -> (has a value, the value) */
    auto id = [&](unsigned k) { return kManual ? addr[k] : uint64_t{k}; };
    auto overlaps = [&](uint64_t a, uint64_t b) { return kManual && a != b && a < b + 128 && b < a + 128; };
    uint32_t x = 2463534242u;
    auto rnd = [&] {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        return x;
    };
    auto place = [&](unsigned k) {
        addr[k] = 0x20000 + 32u * (rnd() % 24u);
        TASSIGN(obj[k], addr[k]);
        model.emplace(id(k), std::make_pair(false, 0.0f)); /* kept if an object is there already */
    };
    for (unsigned k = 0; k < N; k++) place(k);
    float *dev = device<float>(32, -1.0f);
    G2<float, 1, 32> g(dev);
    unsigned stored = 0, refused = 0;
    for (int step = 0; step < STEPS; step++) {
        unsigned k = rnd() % N;
        if (rnd() % 4u == 0) { /* move object k */
            uint64_t old = id(k);
            bool shared = false;
            for (unsigned j = 0; j < N; j++) shared = shared || (j != k && id(j) == old);
            if (!shared && kManual) model.erase(old); /* auto mode: the object keeps its buffer */
            place(k);
        } else {
            float v = static_cast<float>(step) + 0.5f;
            TEXPANDS(obj[k], v);
            model[id(k)] = std::make_pair(true, v);
            for (auto &b : model)
                if (overlaps(b.first, id(k))) b.second.first = false;
        }
        unsigned c = rnd() % N;
        std::pair<bool, float> want = model.at(id(c));
        for (unsigned i = 0; i < 32; i++) dev[i] = -1.0f;
        std::string rule;
        pto::sim::set_fault_mode(pto::sim::FaultMode::Throw);
        try {
            TSTORE(g, obj[c]);
        } catch (const pto::sim::Fault &f) {
            rule = f.rule();
        }
        if (want.first) {
            assert_true(rule.empty());
            for (unsigned i = 0; i < 32; i++) assert_true(dev[i] == want.second);
            stored++;
        } else {
            assert_non_null(std::strstr(rule.c_str(), "undefined elements"));
            for (unsigned i = 0; i < 32; i++) assert_true(dev[i] == -1.0f);
            refused++;
        }
    }
    /* both outcomes occur (auto mode: a buffer is refused only before its first write) */
    assert_true(stored > 100);
    assert_true(refused > (kManual ? 100u : 0u));
    aclrtFree(dev);
}

/* A tile of the layer's released through the C API, and another tile made
 * at its index: when the buffer is written again the layer releases
 * nothing of the other's (pto_tiles_ended tells it a tile ended). */
void foreign_end(void **)
{
    pto_machine *m = pto::sim::machine();
    pto_reset(m);
    using T = Tile<TileType::Vec, float, 1, 32>;
    T a, d;
    TEXPANDS(a, 1.0f);
    TEXPANDS(d, 2.0f);
    TADD(d, a, a);
    int di = pto::sim::detail::slot_of(d).h.index;
    assert_int_equal(pto_tile_release(m, static_cast<unsigned>(di)), PTO_OK);
    pto_tile u = pto_tile_make(PTO_DT_S32, 1, 32);
    u.valid_cols = 16; /* not what d held */
    assert_int_equal(pto_tile_create(m, &u, nullptr).status, PTO_OK);
    assert_int_equal(u.index, di);
    TEXPANDS(d, 3.0f); /* d's buffer is written again */
    assert_true(pto_tile_live(m, &u));
    float *dev = device<float>(32, -1.0f);
    G2<float, 1, 32> g(dev);
    TSTORE(g, d);
    for (unsigned i = 0; i < 32; i++) assert_true(dev[i] == 3.0f);
    assert_int_equal(pto_tile_release(m, static_cast<unsigned>(u.index)), PTO_OK);
    /* the same when the buffer's last object goes away, between instructions */
    pto_tile w = pto_tile_make(PTO_DT_S32, 1, 32);
    w.valid_cols = 8;
    {
        T t;
        TEXPANDS(t, 5.0f);
        int ti = pto::sim::detail::slot_of(t).h.index;
        assert_int_equal(pto_tile_release(m, static_cast<unsigned>(ti)), PTO_OK);
        assert_int_equal(pto_tile_create(m, &w, nullptr).status, PTO_OK);
        assert_int_equal(w.index, ti);
    } /* t's buffer ends with it */
    assert_true(pto_tile_live(m, &w));
    assert_int_equal(pto_tile_release(m, static_cast<unsigned>(w.index)), PTO_OK);
    /* a source whose tile pto_reset ended is named by the layer's own check */
    pto_reset(m);
    pto::sim::Fault f = expect_fault([&] {
        T e;
        TADD(e, a, a);
    });
    assert_int_equal(f.status(), PTO_ERR_STATE);
    assert_non_null(std::strstr(f.rule().c_str(), "which no longer exists"));
    aclrtFree(dev);
}

void faults(void **)
{
    float *din = device<float>(256, 1.0f), *dout = device<float>(256, -3.0f);
    pto::sim::Fault f = expect_fault([&] { mismatched_tadd(dout, din); });
    std::printf("  %s\n", f.what());
    assert_int_equal(f.status(), PTO_FAULT);
    assert_int_equal(f.kind(), PTO_FAULT_TILE_LEGALITY);
    assert_int_equal(f.trap(), 5);
    assert_string_equal(f.instruction().c_str(), "TADD");
    assert_non_null(std::strstr(f.rule().c_str(), "valid 8x16"));
    assert_non_null(std::strstr(f.what(), "TADD: the ISA rejects it: TileLegality fault (trap 5)"));
    assert_true(dout[0] == -3.0f); // nothing stored

    // A source no instruction wrote: the seed example without its TLOAD.
    f = expect_fault([] {
        Tile<TileType::Vec, float, 16, 16> x, out;
        TSUBS(out, x, 1.0f);
    });
    std::printf("  %s\n", f.what());
    assert_int_equal(f.kind(), PTO_FAULT_TILE_LEGALITY);
    assert_non_null(std::strstr(f.rule().c_str(), "undefined elements"));

    // A misaligned tensor: the fault has the element's GM address.
    uint64_t gm = 0;
    assert_true(pto::sim::gm_address(din, &gm));
    f = expect_fault([&] {
        Tile<TileType::Vec, float, 16, 16> t;
        G2<float, 16, 16> g(reinterpret_cast<float *>(reinterpret_cast<char *>(din) + 2));
        TLOAD(t, g);
    });
    std::printf("  %s\n", f.what());
    assert_int_equal(f.kind(), PTO_FAULT_DATA_ALIGNMENT);
    assert_int_equal(f.trap(), 34);
    assert_true(f.has_addr() && f.addr() == gm + 2);

    // What this layer cannot express: a valid shape set after the value was made.
    f = expect_fault([&] {
        Tile<TileType::Vec, float, 16, 16, BLayout::RowMajor, -1, -1> t(16, 16), u(16, 16);
        G2<float, 16, 16> g(din);
        TLOAD(t, g);
        t.SetValidShape(8, 16);
        TADDS(u, t, 1.0f);
    });
    assert_int_equal(f.status(), PTO_ERR_ARG);
    assert_int_equal(f.kind(), PTO_FAULT_NONE);
    assert_non_null(std::strstr(f.rule().c_str(), "no instruction that changes a tile's valid region"));
    // A buffer TASSIGNed to two element types, read as the one it does not hold.
    if (kManual) {
        f = expect_fault([&] {
            Tile<TileType::Vec, float, 16, 16> t;
            Tile<TileType::Vec, int32_t, 16, 16> u, v;
            TASSIGN(t, 0x8000);
            TASSIGN(u, 0x8000);
            TEXPANDS(t, 1.0f);
            TADDS(v, u, 1);
        });
        assert_int_equal(f.status(), PTO_ERR_ARG);
        assert_int_equal(f.kind(), PTO_FAULT_NONE);
        assert_non_null(std::strstr(f.rule().c_str(), "reads"));
        assert_non_null(std::strstr(f.rule().c_str(), "as S32 but it holds FP32"));
    }
    // And a GlobalTensor whose rows have no single stride.
    f = expect_fault([&] {
        Tile<TileType::Vec, float, 8, 8> t;
        GlobalTensor<float, Shape<1, 1, 2, 4, 8>, Stride<64, 64, 40, 8, 1>> g(din);
        TLOAD(t, g);
    });
    assert_int_equal(f.status(), PTO_ERR_UNIMPLEMENTED);

    // The machine goes on after a fault.
    guarded([&] {
        Tile<TileType::Vec, float, 16, 16> t;
        G2<float, 16, 16> g(din), go(dout);
        TLOAD(t, g);
        TADDS(t, t, 2.0f);
        TSTORE(go, t);
    });
    assert_true(dout[7] == 3.0f);
    aclrtFree(din);
    aclrtFree(dout);
}

// What the ISA or this layer rejects: a destination whose valid shape is not
// the result's (the Tile Lib's own test kernels give TROWSUM a 64x64
// destination and read column 0), an index destination that is not UINT32,
// and a broadcast whose rows are not the source's (the ISA's TileLegality).
void reduce_faults(void **)
{
    float *din = device<float>(256, 1.0f);
    pto::sim::Fault f = expect_fault([&] {
        Src16 src, tmp, dst;
        G2<float, 16, 16> g(din);
        TLOAD(src, g);
        TROWSUM(dst, src, tmp);
    });
    std::printf("  %s\n", f.what());
    assert_int_equal(f.status(), PTO_ERR_ARG);
    assert_non_null(std::strstr(f.rule().c_str(), "valid shape 16x1"));
    f = expect_fault([&] {
        Src16 src, tmp;
        Row16 dst;
        G2<float, 16, 16> g(din);
        TLOAD(src, g);
        TROWARGMAX(dst, src, tmp);
    });
    std::printf("  %s\n", f.what());
    assert_int_equal(f.status(), PTO_ERR_ARG);
    assert_non_null(std::strstr(f.rule().c_str(), "element type is U32"));
    f = expect_fault([&] {
        Src16 src, dst;
        Tile<TileType::Vec, float, 8, 1, BLayout::ColMajor> b;
        G2<float, 16, 16> g(din);
        Col1<float, 8, 1> gb(din);
        TLOAD(src, g);
        TLOAD(b, gb);
        TROWEXPANDSUB(dst, src, b);
    });
    std::printf("  %s\n", f.what());
    assert_int_equal(f.status(), PTO_FAULT);
    assert_int_equal(f.kind(), PTO_FAULT_TILE_LEGALITY);
    assert_string_equal(f.instruction().c_str(), "TROWEXPANDSUB");
    aclrtFree(din);
}

// A destination Tile declared with another capacity than its sources (Rows x
// Cols) over the same valid region, as the Tile Lib's kernels declare them:
// the element-wise result is computed over the valid region and stored
// through the destination's GlobalTensor.  Expected values: the integer
// rules (~x, x + y, x - 3 with wrap-around) applied in the test.
template <typename TD, typename TS>
AICORE void run_wide_dst(__gm__ int16_t *out, __gm__ int16_t *a, __gm__ int16_t *b)
{
    TS ta(16, 16), tb(16, 16);
    TD tn(16, 16), ts(16, 16), tc(16, 16);
    TASSIGN(ta, 0x0);
    TASSIGN(tb, 0x2000);
    TASSIGN(tn, 0x4000);
    TASSIGN(ts, 0x6000);
    TASSIGN(tc, 0x8000);
    G2<int16_t, 16, 16> ga(a), gb(b), g0(out), g1(out + 256), g2(out + 512);
    TLOAD(ta, ga);
    TLOAD(tb, gb);
    TNOT(tn, ta);
    TADD(ts, ta, tb);
    TSUBS(tc, ta, static_cast<int16_t>(3));
    TSTORE(g0, tn);
    TSTORE(g1, ts);
    TSTORE(g2, tc);
}

void wide_destination(void **)
{
    guarded([] {
        std::vector<int16_t> a(256), b(256);
        for (int i = 0; i < 256; i++) {
            a[static_cast<size_t>(i)] = static_cast<int16_t>(i * 131 - 16000);
            b[static_cast<size_t>(i)] = static_cast<int16_t>(32000 - i * 7);
        }
        int16_t *da = to_device(a), *db = to_device(b), *dd = device<int16_t>(768);
        using TS = Tile<TileType::Vec, int16_t, 16, 16, BLayout::RowMajor, -1, -1>;
        using TD = Tile<TileType::Vec, int16_t, 32, 128, BLayout::RowMajor, -1, -1>;
        run_wide_dst<TD, TS>(dd, da, db);
        std::vector<int16_t> got = from_device(dd, 768);
        for (size_t i = 0; i < 256; i++) {
            assert_int_equal(got[i], static_cast<int16_t>(~a[i]));
            assert_int_equal(got[256 + i], static_cast<int16_t>(static_cast<uint16_t>(a[i]) + static_cast<uint16_t>(b[i])));
            assert_int_equal(got[512 + i], static_cast<int16_t>(a[i] - 3));
        }
        // and the other way: a destination narrower than its source
        std::fill(got.begin(), got.end(), 0);
        int16_t *de = device<int16_t>(768);
        run_wide_dst<TS, TD>(de, da, db);
        got = from_device(de, 768);
        for (size_t i = 0; i < 256; i++) assert_int_equal(got[i], static_cast<int16_t>(~a[i]));
        aclrtFree(da);
        aclrtFree(db);
        aclrtFree(dd);
        aclrtFree(de);
    });
}

// The default mode: the message on stderr and abort(), as the Tile Lib's
// assertion does (checked in a child process).
void fault_abort(void **)
{
    int pipefd[2];
    assert_int_equal(pipe(pipefd), 0);
    std::fflush(stdout);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        dup2(pipefd[1], 2);
        close(pipefd[0]);
        float *din = device<float>(256, 1.0f), *dout = device<float>(256);
        std::thread([&] { mismatched_tadd(dout, din); }).join(); // a new thread: its own machine, the default mode
        _exit(0); // not reached
    }
    close(pipefd[1]);
    std::string err;
    char buf[512];
    ssize_t n;
    while ((n = read(pipefd[0], buf, sizeof buf)) > 0) err.append(buf, static_cast<size_t>(n));
    close(pipefd[0]);
    int status = 0;
    assert_int_equal(waitpid(pid, &status, 0), pid);
    std::printf("  child stderr: %s", err.c_str());
    assert_true(WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT);
    assert_non_null(std::strstr(err.c_str(), "[ptosim] TADD: the ISA rejects it: TileLegality fault (trap 5): "
                                             "the operands are not legal: source T#2 shape"));
}

// ---- TCVT ---------------------------------------------------------------------------

template <typename D, typename S, int R, int C, typename Op>
AICORE void run_cvt(__gm__ D *out, __gm__ S *a, Op op)
{
    Tile<TileType::Vec, S, R, C> ta;
    Tile<TileType::Vec, D, R, C> td;
    TASSIGN(ta, 0x0);
    TASSIGN(td, R * C * sizeof(S));
    G2<S, R, C> ga(a);
    G2<D, R, C> gd(out);
    TLOAD(ta, ga);
    op(td, ta);
    TSTORE(gd, td);
}

// Hand-derived: FP32 -> FP16 of 1 + 2^-11 (halfway, even 0x3C00), 1 + 3*2^-11
// (halfway, even 0x3C02), 65520 (halfway to 2^16: infinity 0x7C00); FP32 ->
// S32 of 2.5 and -2.5 under each RoundMode, and 3e9 with and without Sat.
void conversion_ops(void **)
{
    std::vector<float> a(64, 1.0f);
    uint32_t bits[3] = {0x3F801000u, 0x3F803000u, 0x477FF000u};
    for (int i = 0; i < 3; i++) std::memcpy(&a[static_cast<size_t>(i)], &bits[i], 4);
    guarded([&] {
        float *da = to_device(a);
        half *dd = device<half>(64);
        run_cvt<half, float, 4, 16>(dd, da, [](auto &d, auto &x) { TCVT(d, x, RoundMode::CAST_RINT); });
        assert_int_equal(dd[0].bits(), 0x3C00);
        assert_int_equal(dd[1].bits(), 0x3C02);
        assert_int_equal(dd[2].bits(), 0x7C00);
        assert_int_equal(dd[3].bits(), 0x3C00);
        run_cvt<half, float, 4, 16>(dd, da, [](auto &d, auto &x) { TCVT(d, x, RoundMode::CAST_TRUNC); });
        assert_int_equal(dd[1].bits(), 0x3C01);
        assert_int_equal(dd[2].bits(), 0x7BFF);
        aclrtFree(da);
        aclrtFree(dd);
    });
    std::vector<float> b(64, 0.0f);
    b[0] = 2.5f;
    b[1] = -2.5f;
    b[2] = 3e9f;
    static const struct { RoundMode m; int32_t p, n; } modes[] = {
        {RoundMode::CAST_NONE, 2, -2},  {RoundMode::CAST_RINT, 2, -2}, {RoundMode::CAST_ROUND, 3, -3},
        {RoundMode::CAST_FLOOR, 2, -3}, {RoundMode::CAST_CEIL, 3, -2}, {RoundMode::CAST_TRUNC, 2, -2},
        {RoundMode::CAST_ODD, 3, -3},
    };
    guarded([&] {
        float *da = to_device(b);
        int32_t *dd = device<int32_t>(64);
        for (const auto &k : modes) {
            RoundMode m = k.m;
            run_cvt<int32_t, float, 4, 16>(dd, da, [m](auto &d, auto &x) { TCVT(d, x, m, SaturationMode::OFF); });
            assert_int_equal(dd[0], k.p);
            assert_int_equal(dd[1], k.n);
            assert_int_equal(static_cast<uint32_t>(dd[2]), 0x80000000u); // out of range: the indefinite value
        }
        run_cvt<int32_t, float, 4, 16>(dd, da, [](auto &d, auto &x) { TCVT(d, x, RoundMode::CAST_TRUNC, SaturationMode::ON); });
        assert_int_equal(dd[2], 0x7FFFFFFF);
        aclrtFree(da);
        aclrtFree(dd);
    });
}

// The matrix family: a 16 x 64 by 64 x 16 FP16 GEMM in two K steps (TLOAD
// TileLeft / TileRight, TMATMUL, then TMATMUL_ACC in place, TSTORE the
// TileAcc), against a plain loop of fmaf in the same order (decisions D25);
// TMATMUL_BIAS and TGEMV on the same data.
void matrix_family(void **)
{
    guarded([] {
        constexpr int M = 16, N = 16, K = 64, KC = 32;
        constexpr size_t Ms = M, Ns = N, Ks = K, KCs = KC;
        std::vector<half> a(Ms * Ks), b(Ks * Ns);
        std::vector<float> af(Ms * Ks), bf(Ks * Ns), bias(Ns);
        uint32_t s = 7;
        auto val = [&s]() { s = s * 1664525u + 1013904223u; return static_cast<float>(static_cast<int>(s >> 27) - 16) / 8.0f; };
        for (size_t i = 0; i < Ms * Ks; i++) af[i] = val(), a[i] = half(af[i]);
        for (size_t i = 0; i < Ks * Ns; i++) bf[i] = val(), b[i] = half(bf[i]);
        for (size_t j = 0; j < Ns; j++) bias[j] = val();
        half *da = to_device(a), *db = to_device(b);
        float *dbias = to_device(bias), *dc = device<float>(Ms * Ns), *dd = device<float>(Ms * Ns), *dg = device<float>(Ns);
        using A = TileLeft<half, M, KC>;
        using B = TileRight<half, KC, N>;
        using C = TileAcc<float, M, N>;
        A ta;
        B tb;
        C tc;
        for (int k0 = 0; k0 < K; k0 += KC) {
            GlobalTensor<half, Shape<1, 1, 1, M, KC>, Stride<1, 1, 1, K, 1>> ga(da + k0);
            GlobalTensor<half, Shape<1, 1, 1, KC, N>, Stride<1, 1, 1, N, 1>> gb(db + k0 * N);
            TLOAD(ta, ga);
            TLOAD(tb, gb);
            if (k0 == 0) TMATMUL(tc, ta, tb);
            else TMATMUL_ACC(tc, ta, tb);
        }
        G2<float, M, N> gc(dc);
        TSTORE(gc, tc);
        std::vector<float> got = from_device(dc, Ms * Ns);
        for (size_t i = 0; i < Ms; i++)
            for (size_t j = 0; j < Ns; j++) {
                float acc = 0.0f;
                for (size_t k = 0; k < Ks; k++) acc = std::fma(af[i * K + k], bf[k * N + j], acc);
                assert_memory_equal(&got[i * N + j], &acc, 4);
            }
        // TMATMUL_BIAS over the last K step: D = A1 x B1 + bias
        Tile<TileType::Bias, float, 1, N> tbias;
        G2<float, 1, N> gbias(dbias);
        TLOAD(tbias, gbias);
        C td;
        TMATMUL_BIAS(td, ta, tb, tbias);
        G2<float, M, N> gd(dd);
        TSTORE(gd, td);
        std::vector<float> gotb = from_device(dd, Ms * Ns);
        for (size_t i = 0; i < Ms; i++)
            for (size_t j = 0; j < Ns; j++) {
                float acc = 0.0f;
                for (size_t k = KCs; k < Ks; k++) acc = std::fma(af[i * K + k], bf[k * N + j], acc);
                acc += bias[j];
                assert_memory_equal(&gotb[i * N + j], &acc, 4);
            }
        // TGEMV: row 0 of A1 times B1
        using A1 = TileLeft<half, 1, KC>;
        A1 tv;
        GlobalTensor<half, Shape<1, 1, 1, 1, KC>, Stride<1, 1, 1, K, 1>> gv(da + KCs);
        TLOAD(tv, gv);
        TileAcc<float, 1, N> tg;
        TGEMV(tg, tv, tb);
        G2<float, 1, N> gg(dg);
        TSTORE(gg, tg);
        std::vector<float> gotg = from_device(dg, Ns);
        for (size_t j = 0; j < Ns; j++) {
            float acc = 0.0f;
            for (size_t k = KCs; k < Ks; k++) acc = std::fma(af[k], bf[k * N + j], acc);
            assert_memory_equal(&gotg[j], &acc, 4);
        }
        // The MX forms on FP16 sides (no scale is read): TMATMUL_MX is the
        // last K step's product; its six-tile ACC form adds it to the full
        // product held in tc; its BIAS form adds the bias after.
        Tile<TileType::ScaleLeft, uint8_t, M, 32> sa;
        Tile<TileType::ScaleRight, uint8_t, 32, 32> sb;
        C tm, tma, tmb;
        TMATMUL_MX(tm, ta, sa, tb, sb);
        TMATMUL_MX(tma, tc, ta, sa, tb, sb);
        TMATMUL_MX(tmb, ta, sa, tb, sb, tbias);
        G2<float, M, N> gm(dd);
        TSTORE(gm, tm);
        std::vector<float> gotm = from_device(dd, Ms * Ns);
        TSTORE(gm, tma);
        std::vector<float> gotma = from_device(dd, Ms * Ns);
        TSTORE(gm, tmb);
        std::vector<float> gotmb = from_device(dd, Ms * Ns);
        for (size_t i = 0; i < Ms; i++)
            for (size_t j = 0; j < Ns; j++) {
                float p = 0.0f, q = got[i * Ns + j];
                for (size_t k = KCs; k < Ks; k++) {
                    p = std::fma(af[i * Ks + k], bf[k * Ns + j], p);
                    q = std::fma(af[i * Ks + k], bf[k * Ns + j], q);
                }
                float pb = p + bias[j];
                assert_memory_equal(&gotm[i * Ns + j], &p, 4);
                assert_memory_equal(&gotma[i * Ns + j], &q, 4);
                assert_memory_equal(&gotmb[i * Ns + j], &pb, 4);
            }
    });
}

} // namespace

int main()
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(seed_tsubs),     cmocka_unit_test(element_type_codes), cmocka_unit_test(pow2_rounding), cmocka_unit_test(local_shapes),     cmocka_unit_test(binary_float),   cmocka_unit_test(binary_int),
        cmocka_unit_test(unary_ops),      cmocka_unit_test(scalar_ops),     cmocka_unit_test(expands),
        cmocka_unit_test(compares),       cmocka_unit_test(generators),     cmocka_unit_test(fillpad),
        cmocka_unit_test(partial),        cmocka_unit_test(rearrange),      cmocka_unit_test(fused),          cmocka_unit_test(memory),
        cmocka_unit_test(gather_scatter), cmocka_unit_test(half_types),     cmocka_unit_test(rebinding),
        cmocka_unit_test(aliasing),       cmocka_unit_test(overlap_model), cmocka_unit_test(foreign_end),       cmocka_unit_test(machine_choice), cmocka_unit_test(mixed_machines), cmocka_unit_test(faults),
        cmocka_unit_test(fault_abort),    cmocka_unit_test(reductions),     cmocka_unit_test(expansions),     cmocka_unit_test(reduce_faults),
        cmocka_unit_test(conversion_ops), cmocka_unit_test(matrix_family),
        cmocka_unit_test(wide_destination), cmocka_unit_test(device_blocks),
    };
    return cmocka_run_group_tests(tests, nullptr, nullptr);
}
