/* The public data-type helpers of ptosim/ptosim.h that front ends use:
 * the PTO_DT_* codes, pto_literal_encode and pto_local_capacity_for,
 * through the public header only.
 *
 * Expected values are derived by hand: the DataType codes and names from
 * the B.DATR DataType field table (seeds), the encodings from the IEEE-754
 * / OCP FP8 bit layouts (1.5f = 0x3FC00000; 0.1 rounds to nearest-even
 * 0x3DCCCCCD; the FP16 maximum 65504 = 0x7BFF; BF16 1.0 = 0x3F80; the E4M3
 * NaN S.1111.111 = 0x7F; E3M2, code 9, takes only its raw encoding), two's complement for the integers, and the Local
 * capacity rule (a power of two from 128 to 65536 bytes); pad values from
 * TilePadValueForDataType (Max the largest finite value, Min its negation
 * or the most negative integer, 0 unsigned; never infinity).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "ptosim/ptosim.h"
#include "ptosim/tile.h"

static void codes(void **state)
{
    (void)state;
    static const struct { unsigned code; const char *name; unsigned bits; } t[] = {
        {PTO_DT_FP64, "FP64", 64}, {PTO_DT_FP32, "FP32", 32}, {PTO_DT_TF32, "TF32", 32}, {PTO_DT_HF32, "HF32", 32},
        {PTO_DT_FP16, "FP16", 16}, {PTO_DT_BF16, "BF16", 16}, {PTO_DT_HIF8, "HiF8", 8},  {PTO_DT_E4M3, "E4M3", 8},
        {PTO_DT_E5M2, "E5M2", 8},  {PTO_DT_S64, "S64", 64},   {PTO_DT_S32, "S32", 32},   {PTO_DT_S16, "S16", 16},
        {PTO_DT_S8, "S8", 8},      {PTO_DT_U64, "U64", 64},   {PTO_DT_U32, "U32", 32},   {PTO_DT_U16, "U16", 16},
        {PTO_DT_U8, "U8", 8},
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        assert_int_equal(pto_dtype_code(t[i].name), (int)t[i].code);
        assert_string_equal(pto_dtype_name(t[i].code), t[i].name);
        assert_int_equal(pto_dtype_bits(t[i].code), t[i].bits);
    }
}

static void literals(void **state)
{
    (void)state;
    static const struct { unsigned code; const char *lit; uint64_t bits; } ok[] = {
        {PTO_DT_FP32, "1.5", 0x3FC00000u}, {PTO_DT_FP32, "0.1", 0x3DCCCCCDu}, {PTO_DT_FP32, "-inf", 0xFF800000u},
        {PTO_DT_FP32, "0x7FC00001", 0x7FC00001u}, {PTO_DT_FP16, "65504", 0x7BFFu}, {PTO_DT_BF16, "1.0", 0x3F80u},
        {PTO_DT_E4M3, "nan", 0x7Fu}, {PTO_DT_FP64, "2", 0x4000000000000000ull}, {PTO_DT_S8, "-128", 0x80u},
        {PTO_DT_S8, "127", 0x7Fu}, {PTO_DT_U8, "255", 0xFFu}, {PTO_DT_S64, "-1", UINT64_MAX},
        {PTO_DT_U16, "0xBEEF", 0xBEEFu}, {9, "0x1F", 0x1Fu},
    };
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++) {
        uint64_t v = 0;
        char e[128] = "untouched";
        assert_int_equal(pto_literal_encode(ok[i].code, ok[i].lit, &v, e, sizeof e), PTO_OK);
        assert_true(v == ok[i].bits);
        assert_string_equal(e, "");
    }
    static const struct { unsigned code; const char *lit; const char *why; } bad[] = {
        {PTO_DT_S8, "128", "out of range"},     {PTO_DT_U8, "-1", "out of range"},
        {PTO_DT_U8, "0x1FF", "wider than"},     {PTO_DT_S32, "-0x1", "takes no sign"},
        {PTO_DT_FP16, "1e6", "finite range"},   {PTO_DT_S32, "1.5", "not a value"},
        {PTO_DT_FP32, "abc", "not a value"},    {9, "0", "not a value"}, {15, "0", "reserved"},
        {31, "0", "reserved"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        uint64_t v = 0x1234;
        char e[128] = "";
        assert_int_equal(pto_literal_encode(bad[i].code, bad[i].lit, &v, e, sizeof e), PTO_ERR_ARG);
        assert_non_null(strstr(e, bad[i].why));
        assert_true(v == 0x1234); /* nothing written on an error */
    }
    uint64_t v;
    assert_int_equal(pto_literal_encode(PTO_DT_S8, "300", &v, NULL, 0), PTO_ERR_ARG); /* err may be NULL */
    assert_int_equal(pto_literal_encode(PTO_DT_S8, NULL, &v, NULL, 0), PTO_ERR_ARG);
    assert_int_equal(pto_literal_encode(PTO_DT_S8, "1", NULL, NULL, 0), PTO_ERR_ARG);
    char small[6];
    assert_int_equal(pto_literal_encode(PTO_DT_S8, "300", &v, small, sizeof small), PTO_ERR_ARG);
    assert_int_equal(strlen(small), sizeof small - 1); /* cut, terminated */
}

static void capacity(void **state)
{
    (void)state;
    static const struct { uint64_t need; uint32_t cap; } t[] = {
        {0, 128}, {1, 128}, {128, 128}, {129, 256}, {1000, 1024}, {4096, 4096}, {32769, 65536}, {65536, 65536},
        {65537, 0}, {UINT64_MAX, 0},
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) assert_int_equal(pto_local_capacity_for(t[i].need), t[i].cap);
}

static void pad_values(void **state)
{
    (void)state;
    static const struct { unsigned code; pto_pad pad; uint64_t bits; } t[] = {
        {PTO_DT_FP32, PTO_PAD_MAX, 0x7F7FFFFFu}, {PTO_DT_FP32, PTO_PAD_MIN, 0xFF7FFFFFu},
        {PTO_DT_FP16, PTO_PAD_MAX, 0x7BFFu},     {PTO_DT_BF16, PTO_PAD_MIN, 0xFF7Fu},
        {PTO_DT_E4M3, PTO_PAD_MAX, 0x7Eu},       {PTO_DT_FP64, PTO_PAD_MAX, 0x7FEFFFFFFFFFFFFFull},
        {PTO_DT_S16, PTO_PAD_MAX, 0x7FFFu},      {PTO_DT_S16, PTO_PAD_MIN, 0x8000u},
        {PTO_DT_U8, PTO_PAD_MAX, 0xFFu},         {PTO_DT_U8, PTO_PAD_MIN, 0},
        {PTO_DT_S32, PTO_PAD_ZERO, 0},           {PTO_DT_FP32, PTO_PAD_NULL, 0},
        {15, PTO_PAD_MAX, 0},
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) assert_true(pto_pad_value(t[i].code, t[i].pad) == t[i].bits);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(codes),
        cmocka_unit_test(literals),
        cmocka_unit_test(capacity),
        cmocka_unit_test(pad_values),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
