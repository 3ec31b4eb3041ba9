/* ptosim Tile Lib layer: the element types `half` (IEEE binary16) and
 * `bfloat16_t` (bfloat16) as 16-bit values with exact conversions.
 *
 * Each stores its encoding.  Conversion from any arithmetic value rounds
 * once, to nearest with ties to even, from the value's exact double (so a
 * float converts with a single rounding); magnitudes past the largest
 * finite value become infinities, NaN stays NaN (quiet, sign kept, the top
 * payload bits kept).  Conversion to float is exact.  Arithmetic happens in
 * float (each operator result rounded once to the type, as binary16 and
 * bfloat16 arithmetic is by the innocuous double rounding of a binary32
 * result).  Part of the header-only layer; include <pto/pto-inst.hpp>. */
#ifndef PTOSIM_COMPAT_SIM_TYPES_HPP
#define PTOSIM_COMPAT_SIM_TYPES_HPP

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

namespace pto {
namespace sim {
namespace detail {

/* The encoding of d in a binary format with E exponent and M fraction bits,
 * rounded to nearest even (the specification's RNE), 1 + E + M <= 32. */
template <int E, int M>
inline uint32_t encode_from_double(double d)
{
    uint64_t u;
    std::memcpy(&u, &d, sizeof u);
    const uint32_t sign = static_cast<uint32_t>(u >> 63) << (E + M);
    const int exp = static_cast<int>((u >> 52) & 0x7FFu);
    const uint64_t frac = u & ((uint64_t{1} << 52) - 1u);
    const uint32_t exp_all = (uint32_t{1} << E) - 1u;
    if (exp == 0x7FF) {
        if (frac == 0) return sign | (exp_all << M); /* infinity */
        const uint32_t payload = static_cast<uint32_t>(frac >> (52 - M)) | (uint32_t{1} << (M - 1));
        return sign | (exp_all << M) | (payload & ((uint32_t{1} << M) - 1u)); /* quiet NaN */
    }
    if (exp == 0) return sign; /* zero, or a double subnormal: far below every target subnormal */
    const int bias = (1 << (E - 1)) - 1;
    int te = exp - 1023 + bias; /* the target's biased exponent */
    const uint64_t sig = (uint64_t{1} << 52) | frac;
    int shift = 52 - M;
    if (te < 1) shift += 1 - te; /* a subnormal result */
    if (shift > 60) return sign; /* below half the smallest subnormal */
    uint64_t keep = sig >> shift;
    const uint64_t rem = sig & ((uint64_t{1} << shift) - 1u);
    const uint64_t halfway = uint64_t{1} << (shift - 1);
    if (rem > halfway || (rem == halfway && (keep & 1u))) keep++;
    if (te < 1) /* subnormal: keep is the whole encoding (a carry makes the smallest normal) */
        return sign | static_cast<uint32_t>(keep);
    if (keep == (uint64_t{1} << (M + 1))) {
        keep >>= 1;
        te++;
    }
    if (te >= static_cast<int>(exp_all)) return sign | (exp_all << M); /* overflow */
    return sign | (static_cast<uint32_t>(te) << M) | (static_cast<uint32_t>(keep) & ((uint32_t{1} << M) - 1u));
}

/* The exact value of an encoding (NaN and infinities included). */
template <int E, int M>
inline double decode_to_double(uint32_t bits)
{
    const bool neg = (bits >> (E + M)) & 1u;
    const uint32_t exp = (bits >> M) & ((uint32_t{1} << E) - 1u);
    const uint32_t frac = bits & ((uint32_t{1} << M) - 1u);
    const int bias = (1 << (E - 1)) - 1;
    double v;
    if (exp == (uint32_t{1} << E) - 1u)
        v = frac ? std::numeric_limits<double>::quiet_NaN() : std::numeric_limits<double>::infinity();
    else if (exp == 0)
        v = std::ldexp(static_cast<double>(frac), 1 - bias - M);
    else
        v = std::ldexp(static_cast<double>(frac | (uint32_t{1} << M)), static_cast<int>(exp) - bias - M);
    return neg ? -v : v;
}

template <typename Derived, int E, int M>
struct float16_base {
    uint16_t bits_ = 0;

    static Derived from_bits(uint16_t b)
    {
        Derived h;
        h.bits_ = b;
        return h;
    }
    uint16_t bits() const { return bits_; }
    operator float() const { return static_cast<float>(decode_to_double<E, M>(bits_)); }

    template <typename U, std::enable_if_t<std::is_arithmetic<U>::value, int> = 0>
    Derived &operator+=(U v) { return set(static_cast<float>(*this) + static_cast<float>(v)); }
    template <typename U, std::enable_if_t<std::is_arithmetic<U>::value, int> = 0>
    Derived &operator-=(U v) { return set(static_cast<float>(*this) - static_cast<float>(v)); }
    template <typename U, std::enable_if_t<std::is_arithmetic<U>::value, int> = 0>
    Derived &operator*=(U v) { return set(static_cast<float>(*this) * static_cast<float>(v)); }
    template <typename U, std::enable_if_t<std::is_arithmetic<U>::value, int> = 0>
    Derived &operator/=(U v) { return set(static_cast<float>(*this) / static_cast<float>(v)); }
    Derived &operator+=(Derived v) { return set(static_cast<float>(*this) + static_cast<float>(v)); }
    Derived &operator-=(Derived v) { return set(static_cast<float>(*this) - static_cast<float>(v)); }
    Derived &operator*=(Derived v) { return set(static_cast<float>(*this) * static_cast<float>(v)); }
    Derived &operator/=(Derived v) { return set(static_cast<float>(*this) / static_cast<float>(v)); }
    Derived operator-() const { return from_bits(static_cast<uint16_t>(bits_ ^ 0x8000u)); }
    Derived operator+() const { return from_bits(bits_); }

private:
    Derived &set(float f)
    {
        bits_ = static_cast<uint16_t>(encode_from_double<E, M>(static_cast<double>(f)));
        return static_cast<Derived &>(*this);
    }
};

} // namespace detail
} // namespace sim
} // namespace pto

/* IEEE binary16 (the Tile Lib's `half`, ptosim's FP16). */
struct half : pto::sim::detail::float16_base<half, 5, 10> {
    half() = default;
    template <typename U, std::enable_if_t<std::is_arithmetic<U>::value, int> = 0>
    half(U v)
    {
        bits_ = static_cast<uint16_t>(pto::sim::detail::encode_from_double<5, 10>(static_cast<double>(v)));
    }
};

/* bfloat16 (the Tile Lib's `bfloat16_t`, ptosim's BF16). */
struct bfloat16_t : pto::sim::detail::float16_base<bfloat16_t, 8, 7> {
    bfloat16_t() = default;
    template <typename U, std::enable_if_t<std::is_arithmetic<U>::value, int> = 0>
    bfloat16_t(U v)
    {
        bits_ = static_cast<uint16_t>(pto::sim::detail::encode_from_double<8, 7>(static_cast<double>(v)));
    }
};

static_assert(sizeof(half) == 2 && sizeof(bfloat16_t) == 2, "half and bfloat16_t are 16-bit values");
static_assert(std::is_trivially_copyable<half>::value && std::is_trivially_copyable<bfloat16_t>::value,
              "half and bfloat16_t copy as bytes");

using aclFloat16 = half;  /* the host runtime's name for binary16 */
using float16_t = half;   /* names the Tile Lib's type lists use */
using float32_t = float;

inline float aclFloat16ToFloat(aclFloat16 v) { return static_cast<float>(v); }
inline aclFloat16 aclFloatToFloat16(float v) { return aclFloat16(v); }

namespace std {
template <>
class numeric_limits<half> {
public:
    static constexpr bool is_specialized = true;
    static constexpr bool is_signed = true;
    static constexpr bool is_integer = false;
    static constexpr bool is_exact = false;
    static constexpr bool has_infinity = true;
    static constexpr bool has_quiet_NaN = true;
    static constexpr bool has_signaling_NaN = true;
    static constexpr bool is_iec559 = true;
    static constexpr int digits = 11;
    static constexpr int radix = 2;
    static constexpr int min_exponent = -13;
    static constexpr int max_exponent = 16;
    static constexpr float_round_style round_style = round_to_nearest;
    static half min() { return half::from_bits(0x0400); }
    static half max() { return half::from_bits(0x7BFF); }
    static half lowest() { return half::from_bits(0xFBFF); }
    static half epsilon() { return half::from_bits(0x1400); }
    static half round_error() { return half::from_bits(0x3800); }
    static half infinity() { return half::from_bits(0x7C00); }
    static half quiet_NaN() { return half::from_bits(0x7E00); }
    static half signaling_NaN() { return half::from_bits(0x7D00); }
    static half denorm_min() { return half::from_bits(0x0001); }
};
template <>
class numeric_limits<bfloat16_t> {
public:
    static constexpr bool is_specialized = true;
    static constexpr bool is_signed = true;
    static constexpr bool is_integer = false;
    static constexpr bool is_exact = false;
    static constexpr bool has_infinity = true;
    static constexpr bool has_quiet_NaN = true;
    static constexpr bool has_signaling_NaN = true;
    static constexpr bool is_iec559 = false;
    static constexpr int digits = 8;
    static constexpr int radix = 2;
    static constexpr int min_exponent = -125;
    static constexpr int max_exponent = 128;
    static constexpr float_round_style round_style = round_to_nearest;
    static bfloat16_t min() { return bfloat16_t::from_bits(0x0080); }
    static bfloat16_t max() { return bfloat16_t::from_bits(0x7F7F); }
    static bfloat16_t lowest() { return bfloat16_t::from_bits(0xFF7F); }
    static bfloat16_t epsilon() { return bfloat16_t::from_bits(0x3C00); }
    static bfloat16_t round_error() { return bfloat16_t::from_bits(0x3F00); }
    static bfloat16_t infinity() { return bfloat16_t::from_bits(0x7F80); }
    static bfloat16_t quiet_NaN() { return bfloat16_t::from_bits(0x7FC0); }
    static bfloat16_t signaling_NaN() { return bfloat16_t::from_bits(0x7FA0); }
    static bfloat16_t denorm_min() { return bfloat16_t::from_bits(0x0001); }
};
} // namespace std

#endif
