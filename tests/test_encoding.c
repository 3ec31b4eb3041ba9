/* Encodings of the TEPL block commands.
 *
 * Expected values come from the specification: the worked words of
 * spec-digest §2 (BSTART.TEPL §2.2, B.DATR §2.4, B.IOT §2.6, B.IOR §2.7,
 * terminators §2.9), the derived words of peers.md §4.3, the masks, matches
 * and field constraints of spec/catalog/command-forms.json (pto-spec
 * e599a3d3), and the instruction-length rule of decisions D9.  Further
 * words are encoded by hand from the field tables (the derivation is in the
 * comment of each). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core.h"
#include "support/engine_util.h"

/* ---- golden words ------------------------------------------------------- */

typedef struct fv {
    int field; /* FLD_*, -1 ends the list */
    uint32_t value;
} fv;

typedef struct golden {
    const char *what;
    uint64_t bits;
    unsigned length; /* bytes */
    int form;        /* F_* */
    fv fields[9];
} golden;

#define END {-1, 0}
static const golden goldens[] = {
    /* spec-digest §2.2 worked encodings */
    {"BSTART.VEC TADD,FP32", 0x08019181u, 4, F_BSTART_TEPL, {{FLD_DataType, 1}, {FLD_Mode, 0}, {FLD_Function, 0}, END}},
    {"BSTART.VEC TADD,U64", 0xC0019181u, 4, F_BSTART_TEPL, {{FLD_DataType, 24}, {FLD_Mode, 0}, {FLD_Function, 0}, END}},
    {"BSTART.VEC TSUBS,U8", 0xDA119181u, 4, F_BSTART_TEPL, {{FLD_DataType, 27}, {FLD_Mode, 1}, {FLD_Function, 1}, END}},
    {"BSTART.VEC TSUBS,FP32", 0x0A119181u, 4, F_BSTART_TEPL, {{FLD_DataType, 1}, {FLD_Mode, 1}, {FLD_Function, 1}, END}},
    {"BSTART.VEC TCMPS,U8", 0xDAD19181u, 4, F_BSTART_TEPL, {{FLD_DataType, 27}, {FLD_Mode, 1}, {FLD_Function, 13}, END}},
    {"BSTART.VEC TCMPS,FP16", 0x22D19181u, 4, F_BSTART_TEPL, {{FLD_DataType, 4}, {FLD_Mode, 1}, {FLD_Function, 13}, END}},
    {"BSTART.VEC TEXPANDS,U8", 0xDBB19181u, 4, F_BSTART_TEPL, {{FLD_DataType, 27}, {FLD_Mode, 1}, {FLD_Function, 27}, END}},
    {"BSTART.VEC TEXPANDS,BF16", 0x2BB19181u, 4, F_BSTART_TEPL, {{FLD_DataType, 5}, {FLD_Mode, 1}, {FLD_Function, 27}, END}},
    /* peers.md §4.3 derived and peer words */
    {"BSTART.VEC TCMPS,FP32", 0x0AD19181u, 4, F_BSTART_TEPL, {{FLD_DataType, 1}, {FLD_Mode, 1}, {FLD_Function, 13}, END}},
    {"BSTART.VEC TEXPANDS,FP32", 0x0BB19181u, 4, F_BSTART_TEPL, {{FLD_DataType, 1}, {FLD_Mode, 1}, {FLD_Function, 27}, END}},
    {"BSTART.VEC TADD,FP16 (bytes 81 91 01 20)", 0x20019181u, 4, F_BSTART_TEPL,
     {{FLD_DataType, 4}, {FLD_Mode, 0}, {FLD_Function, 0}, END}},
    /* spec-digest §2.6 */
    {"B.IOT T#1, T#2, last, ->T<1>", 0x0408CE13u, 4, F_B_IOT_SSD,
     {{FLD_SrcTile0, 0}, {FLD_SrcTile1, 1}, {FLD_L, 1}, {FLD_SizeCode, 1}, {FLD_PEMode, 7}, {FLD_DstTile, 0}, END}},
    {"B.IOT T#1, last, ->U<2>", 0x00095E93u, 4, F_B_IOT_SD,
     {{FLD_SrcTile0, 0}, {FLD_L, 1}, {FLD_SizeCode, 2}, {FLD_PEMode, 7}, {FLD_DstTile, 1}, END}},
    {"B.IOT last, ->T<1>", 0x0008EE13u, 4, F_B_IOT_D, {{FLD_L, 1}, {FLD_SizeCode, 1}, {FLD_PEMode, 7}, {FLD_DstTile, 0}, END}},
    /* By hand: Src0 = 3 [25:20], L = 0, SizeCode 0, funct3 101, PEMode 111 -> 0x00305E13 */
    {"B.IOT T#4, mask=1111", 0x00305E13u, 4, F_B_IOT_S, {{FLD_SrcTile0, 3}, {FLD_L, 0}, {FLD_PEMode, 7}, END}},
    /* By hand: Src1 = 2 [31:26], Src0 = 1, L = 1, funct3 100, PEMode 111 -> 0x08184E13 */
    {"B.IOT T#2, T#3, mask=1111, last", 0x08184E13u, 4, F_B_IOT_SS,
     {{FLD_SrcTile0, 1}, {FLD_SrcTile1, 2}, {FLD_L, 1}, {FLD_PEMode, 7}, END}},
    /* spec-digest §2.7 */
    {"B.IOR a0, zero, zero, ->zero", 0x00010013u, 4, F_B_IOR,
     {{FLD_RegSrc0, 2}, {FLD_RegSrc1, 0}, {FLD_RegSrc2, 0}, {FLD_RegDst, 0}, END}},
    /* spec-digest §2.4 */
    {"B.DATR Pad=Zero", 0x00001023u, 4, F_B_DATR,
     {{FLD_CMode, 0}, {FLD_PadValue, 0}, {FLD_Sat, 0}, {FLD_Canonicalize, 0}, {FLD_DataType, 0}, {FLD_RMode, 0}, {FLD_Layout, 0}, END}},
    {"B.DATR Pad=Max", 0x08001023u, 4, F_B_DATR, {{FLD_CMode, 0}, {FLD_PadValue, 1}, {FLD_DataType, 0}, {FLD_Layout, 0}, END}},
    {"B.DATR Pad=Min", 0x10001023u, 4, F_B_DATR, {{FLD_CMode, 0}, {FLD_PadValue, 2}, {FLD_DataType, 0}, {FLD_Layout, 0}, END}},
    {"B.DATR Pad=Null", 0x18001023u, 4, F_B_DATR, {{FLD_CMode, 0}, {FLD_PadValue, 3}, {FLD_DataType, 0}, {FLD_Layout, 0}, END}},
    {"B.DATR GE, Pad=Null", 0xB8001023u, 4, F_B_DATR,
     {{FLD_CMode, 5}, {FLD_PadValue, 3}, {FLD_Sat, 0}, {FLD_Canonicalize, 0}, {FLD_DataType, 0}, {FLD_RMode, 0}, {FLD_Layout, 0}, END}},
    /* By hand: CMode 1, Pad 2, Sat 1, Canon 1, DataType 31, RMode 7, Layout 30:
     * 0x20000000|0x10000000|0x04000000|0x02000000|0x01F00000|0x00038000|0x1000|0xF00|0x23 */
    {"B.DATR every field set", 0x37F39F23u, 4, F_B_DATR,
     {{FLD_CMode, 1}, {FLD_PadValue, 2}, {FLD_Sat, 1}, {FLD_Canonicalize, 1}, {FLD_DataType, 31}, {FLD_RMode, 7}, {FLD_Layout, 30}, END}},
    /* peers.md §4.3: C.B.DIMI 1, ->LB0 = 0x007c; LoopNest [15:14] selects LB1, LB2 */
    {"C.B.DIMI 1, ->LB0", 0x007Cu, 2, F_C_B_DIMI, {{FLD_LoopNest, 0}, {FLD_Imm, 1}, END}},
    {"C.B.DIMI 1, ->LB1", 0x407Cu, 2, F_C_B_DIMI, {{FLD_LoopNest, 1}, {FLD_Imm, 1}, END}},
    {"C.B.DIMI 1, ->LB2", 0x807Cu, 2, F_C_B_DIMI, {{FLD_LoopNest, 2}, {FLD_Imm, 1}, END}},
    /* By hand: imm8 255 -> 0x3FC0 | 0x3C, LoopNest 2 -> 0xBFFC */
    {"C.B.DIMI 255, ->LB2", 0xBFFCu, 2, F_C_B_DIMI, {{FLD_LoopNest, 2}, {FLD_Imm, 255}, END}},
    /* By hand (spec-digest §2.5): B.DIM x3 (GPR 23), uimm17 0x1ABCD, ->LB2:
     * 0xBCD<<20 | 23<<15 | 2<<12 | 0x1A<<7 | 0x43 = 0xBCDBAD43 */
    {"B.DIM x3, 0x1ABCD, ->LB2", 0xBCDBAD43u, 4, F_B_DIM_LB2, {{FLD_RegSrc, 23}, {FLD_Uimm, 0x1ABCD}, END}},
    /* By hand: B.DIM a0, 5, ->LB1 = 5<<20 | 2<<15 | 1<<12 | 0x43 */
    {"B.DIM a0, 5, ->LB1", 0x00511043u, 4, F_B_DIM_LB1, {{FLD_RegSrc, 2}, {FLD_Uimm, 5}, END}},
    /* Word of the shared ASL cases: B.DIM a7 (GPR 9), 0, ->LB0 */
    {"B.DIM a7, 0, ->LB0", 0x00048043u, 4, F_B_DIM_LB0, {{FLD_RegSrc, 9}, {FLD_Uimm, 0}, END}},
    /* By hand (spec-digest §2.8): SharedTID 5, SizeCode 12, PEMode 111 -> 0x00561E13 */
    {"B.IOS S5 <12>, mask=1111", 0x00561E13u, 4, F_B_IOS, {{FLD_SharedTID, 5}, {FLD_SizeCode, 12}, {FLD_PEMode, 7}, END}},
    /* command-forms.json: B.CATR match 0x23, trap at [19] */
    {"B.CATR trap", 0x00080023u, 4, F_B_CATR, {{FLD_Trap, 1}, {FLD_Far, 0}, {FLD_DR, 0}, END}},
    {"B.HINT", 0x00000033u, 4, F_B_HINT, {END}},
    {"B.FPATR", 0x00002023u, 4, F_B_FPATR, {END}},
    /* spec-digest §2.9 */
    {"BSTOP", 0x00000001u, 4, F_BSTOP, {END}},
    {"C.BSTOP", 0x0000u, 2, F_C_BSTOP, {END}},
    {"L.BSTOP", 0x000000010000000Full, 8, F_L_BSTOP, {END}},
};

static void put_le(uint8_t *b, uint64_t v, unsigned n)
{
    for (unsigned i = 0; i < n; i++) b[i] = (uint8_t)(v >> (8 * i));
}

static void golden_words(void **state)
{
    (void)state;
    for (size_t g = 0; g < sizeof goldens / sizeof goldens[0]; g++) {
        const golden *x = &goldens[g];
        uint8_t buf[8];
        put_le(buf, x->bits, x->length);
        insn in;
        const char *why;
        decode_result r = insn_decode(buf, x->length, &in, &why);
        if (r != DEC_OK || in.form != x->form || in.length != x->length)
            print_message("%s: decode %d form %s length %u (%s)\n", x->what, (int)r,
                          in.form < F_COUNT ? pto_forms[in.form].mnemonic : "?", in.length, why ? why : "");
        assert_int_equal(r, DEC_OK);
        assert_int_equal(in.form, x->form);
        assert_int_equal(in.length, x->length);
        assert_true(in.bits == x->bits);
        for (const fv *f = x->fields; f->field >= 0; f++) {
            if (!insn_has(&in, (unsigned)f->field) || in.f[f->field] != f->value)
                print_message("%s: field %s = %u, expected %u\n", x->what, pto_field_names[f->field], in.f[f->field],
                              f->value);
            assert_true(insn_has(&in, (unsigned)f->field));
            assert_int_equal(in.f[f->field], f->value);
        }
        uint64_t back = 0;
        assert_int_equal(insn_encode(&in, &back), x->length);
        if (back != x->bits) print_message("%s: encodes to 0x%llx\n", x->what, (unsigned long long)back);
        assert_true(back == x->bits);
    }
}

/* The hand encoders of the test support agree with the worked words. */
static void hand_encoders(void **state)
{
    (void)state;
    assert_int_equal(enc_bstart(D_FP32, SEL_TADD), 0x08019181u);
    assert_int_equal(enc_bstart(D_U64, SEL_TADD), 0xC0019181u);
    assert_int_equal(enc_bstart(D_U8, SEL_TSUBS), 0xDA119181u);
    assert_int_equal(enc_bstart(D_FP16, SEL_TCMPS), 0x22D19181u);
    assert_int_equal(enc_bstart(D_BF16, SEL_TEXPANDS), 0x2BB19181u);
    assert_int_equal(enc_iot_ssd(0, 1, 1, 1, 7, HAND_T), 0x0408CE13u);
    assert_int_equal(enc_iot_sd(0, 1, 2, 7, HAND_U), 0x00095E93u);
    assert_int_equal(enc_iot_d(1, 1, 7, HAND_T), 0x0008EE13u);
    assert_int_equal(enc_ior(R_A0, 0, 0, 0), 0x00010013u);
    assert_int_equal(enc_datr_pad(PAD_MIN), 0x10001023u);
    assert_int_equal(enc_datr(CM_GE, PAD_NULL, 0, 0, 0, 0, 0), 0xB8001023u);
    assert_int_equal(enc_cdimi(1, 1), 0x407Cu);
    assert_int_equal(enc_bdim(2, 23, 0x1ABCD), 0xBCDBAD43u);
}

/* ---- decisions D9: instruction length from the low 16 bits --------------- */

static void length_rule(void **state)
{
    (void)state;
    unsigned counts[9] = {0};
    for (uint32_t h = 0; h < 65536; h++) {
        unsigned want;
        if ((h & 0xFu) == 0xEu) want = 6;
        else if ((h & 0xFu) == 0xFu) want = 8;
        else if ((h & 1u) == 0) want = 2;
        else want = 4;
        unsigned got = insn_length((uint16_t)h);
        if (got != want) print_message("low half 0x%04x: length %u, expected %u\n", h, got, want);
        assert_int_equal(got, want);
        counts[want]++;
    }
    /* 1/16 end in 1110, 1/16 in 1111, 7/16 are even otherwise, 7/16 odd otherwise */
    assert_int_equal(counts[6], 4096);
    assert_int_equal(counts[8], 4096);
    assert_int_equal(counts[2], 28672);
    assert_int_equal(counts[4], 28672);
    /* The code ending inside an instruction is reported as truncated. */
    uint8_t buf[8];
    insn in;
    const char *why;
    put_le(buf, 0x08019181u, 4);
    assert_int_equal(insn_decode(buf, 2, &in, &why), DEC_TRUNCATED);
    put_le(buf, 0x000000010000000Full, 8);
    assert_int_equal(insn_decode(buf, 4, &in, &why), DEC_TRUNCATED);
}

/* ---- catalog constraints -> Fault_IllegalInstruction ------------------------ */

typedef struct bad_word {
    uint64_t bits;
    unsigned length;
    char what[64];
} bad_word;

static unsigned collect_illegal(bad_word *out, unsigned cap)
{
    unsigned n = 0;
#define ADD(b, len, ...)                                                    \
    do {                                                                    \
        assert_true(n < cap);                                               \
        out[n].bits = (b);                                                  \
        out[n].length = (len);                                              \
        snprintf(out[n].what, sizeof out[n].what, __VA_ARGS__);             \
        n++;                                                                \
    } while (0)
    /* BSTART.TEPL DataType: reserved 15, 21..23, 29..31 (31 = DTYPE_NONE is B.DATR only) */
    static const unsigned bstart_bad[] = {15, 21, 22, 23, 29, 30, 31};
    for (unsigned i = 0; i < sizeof bstart_bad / sizeof bstart_bad[0]; i++) {
        ADD(enc_bstart(bstart_bad[i], SEL_TADD), 4, "BSTART TADD DataType %u", bstart_bad[i]);
        ADD(enc_bstart(bstart_bad[i], SEL_TEXPANDS), 4, "BSTART TEXPANDS DataType %u", bstart_bad[i]);
    }
    /* B.DATR DataType: reserved 15, 21..23, 29, 30 */
    static const unsigned datr_dt_bad[] = {15, 21, 22, 23, 29, 30};
    for (unsigned i = 0; i < sizeof datr_dt_bad / sizeof datr_dt_bad[0]; i++)
        ADD(enc_datr(0, 0, 0, 0, datr_dt_bad[i], 0, 0), 4, "B.DATR DataType %u", datr_dt_bad[i]);
    /* B.DATR CMode 6, 7 */
    ADD(enc_datr(6, 0, 0, 0, 0, 0, 0), 4, "B.DATR CMode 6");
    ADD(enc_datr(7, 3, 0, 0, 0, 0, 0), 4, "B.DATR CMode 7");
    /* B.DATR Layout: assigned 0,1,3,4,6,8,9,17,18,20,21..28,30 */
    static const unsigned layout_bad[] = {2, 5, 7, 10, 11, 12, 13, 14, 15, 16, 19, 29, 31};
    for (unsigned i = 0; i < sizeof layout_bad / sizeof layout_bad[0]; i++)
        ADD(enc_datr(0, 0, 0, 0, 0, 0, layout_bad[i]), 4, "B.DATR Layout %u", layout_bad[i]);
    /* B.DIM RegSrc 24..31 on each LB */
    for (unsigned lb = 0; lb < 3; lb++)
        for (unsigned r = 24; r < 32; r++) ADD(enc_bdim(lb, r, 1), 4, "B.DIM RegSrc %u ->LB%u", r, lb);
    /* B.IOR: every selector must be 0..23 */
    for (unsigned r = 24; r < 32; r++) {
        ADD(enc_ior(r, 0, 0, 0), 4, "B.IOR RegSrc0 %u", r);
        ADD(enc_ior(0, r, 0, 0), 4, "B.IOR RegSrc1 %u", r);
        ADD(enc_ior(0, 0, r, 0), 4, "B.IOR RegSrc2 %u", r);
        ADD(enc_ior(0, 0, 0, r), 4, "B.IOR RegDst %u", r);
    }
    /* C.B.DIMI LoopNest 3 */
    ADD(enc_cdimi(3, 0), 2, "C.B.DIMI LoopNest 3 imm 0");
    ADD(enc_cdimi(3, 1), 2, "C.B.DIMI LoopNest 3 imm 1");
    ADD(enc_cdimi(3, 255), 2, "C.B.DIMI LoopNest 3 imm 255");
    /* B.IOT destination forms: SizeCode 1..10 only (0 of form 12, 11..15 of forms 8, 10, 12) */
    ADD(enc_iot_d(1, 0, 7, HAND_T), 4, "B.IOT ->T<0> (form 12)");
    for (unsigned s = 11; s < 16; s++) {
        ADD(enc_iot_d(1, s, 7, HAND_T), 4, "B.IOT ->T<%u>", s);
        ADD(enc_iot_sd(0, 1, s, 7, HAND_U), 4, "B.IOT T#1, ->U<%u>", s);
        ADD(enc_iot_ssd(0, 1, 1, s, 7, HAND_N), 4, "B.IOT T#1, T#2, ->N<%u>", s);
        /* the constraint is checked before the PEMode-000 no-op */
        ADD(enc_iot_ssd(0, 1, 1, s, 0, HAND_T), 4, "B.IOT T#1, T#2, mask=0000, ->T<%u>", s);
    }
    /* B.IOS SizeCode 13..15 */
    for (unsigned s = 13; s < 16; s++) {
        ADD(enc_ios(0, s, 7), 4, "B.IOS SizeCode %u", s);
        ADD(enc_ios(9, s, 0), 4, "B.IOS SizeCode %u mask=0000", s);
    }
#undef ADD
    return n;
}

static void catalog_constraints_decode(void **state)
{
    (void)state;
    static bad_word bad[300];
    unsigned n = collect_illegal(bad, 300);
    for (unsigned i = 0; i < n; i++) {
        uint8_t buf[8];
        put_le(buf, bad[i].bits, bad[i].length);
        insn in;
        const char *why;
        decode_result r = insn_decode(buf, bad[i].length, &in, &why);
        if (r != DEC_ILLEGAL) print_message("%s (0x%llx): decode %d\n", bad[i].what, (unsigned long long)bad[i].bits, (int)r);
        assert_int_equal(r, DEC_ILLEGAL);
        assert_non_null(why);
    }
    /* The legal neighbours decode. */
    static const unsigned layout_ok[] = {0, 1, 3, 4, 6, 8, 9, 17, 18, 20, 21, 22, 23, 24, 25, 26, 27, 28, 30};
    uint8_t buf[8];
    insn in;
    const char *why;
    for (unsigned i = 0; i < sizeof layout_ok / sizeof layout_ok[0]; i++) {
        put_le(buf, enc_datr(0, 0, 0, 0, 0, 0, layout_ok[i]), 4);
        assert_int_equal(insn_decode(buf, 4, &in, &why), DEC_OK);
    }
    for (unsigned dt = 0; dt < 32; dt++) {
        bool reserved = dt == 15 || (dt >= 21 && dt <= 23) || dt >= 29;
        put_le(buf, enc_bstart(dt, SEL_TSUBS), 4);
        assert_int_equal(insn_decode(buf, 4, &in, &why), reserved ? DEC_ILLEGAL : DEC_OK);
        put_le(buf, enc_datr(0, 0, 0, 0, dt, 0, 0), 4);
        assert_int_equal(insn_decode(buf, 4, &in, &why), (reserved && dt != 31) ? DEC_ILLEGAL : DEC_OK);
    }
    for (unsigned c = 0; c < 8; c++) {
        put_le(buf, enc_datr(c, 0, 0, 0, 0, 0, 0), 4);
        assert_int_equal(insn_decode(buf, 4, &in, &why), c <= 5 ? DEC_OK : DEC_ILLEGAL);
    }
    for (unsigned r = 0; r < 24; r++) {
        put_le(buf, enc_ior(r, r, r, r), 4);
        assert_int_equal(insn_decode(buf, 4, &in, &why), DEC_OK);
        put_le(buf, enc_bdim(1, r, 0x1FFFF), 4);
        assert_int_equal(insn_decode(buf, 4, &in, &why), DEC_OK);
    }
    for (unsigned s = 1; s <= 10; s++) {
        put_le(buf, enc_iot_d(1, s, 7, HAND_M), 4);
        assert_int_equal(insn_decode(buf, 4, &in, &why), DEC_OK);
    }
    for (unsigned s = 0; s <= 12; s++) {
        put_le(buf, enc_ios(3, s, 7), 4);
        assert_int_equal(insn_decode(buf, 4, &in, &why), DEC_OK);
    }
    for (unsigned ln = 0; ln < 3; ln++) {
        put_le(buf, enc_cdimi(ln, 7), 2);
        assert_int_equal(insn_decode(buf, 2, &in, &why), DEC_OK);
    }
}

/* Each illegal word, placed after the header of an open TADD block, raises
 * Fault_IllegalInstruction (trap 4) at its own PC and changes nothing
 * (spec-digest §3.1 step 3; §1.10). */
static void catalog_constraints_fault(void **state)
{
    (void)state;
    static bad_word bad[300];
    unsigned n = collect_illegal(bad, 300);
    pto_machine *m = pto_create();
    assert_non_null(m);
    for (unsigned i = 0; i < n; i++) {
        pto_reset(m);
        mk_tile(m, 0, D_FP32, 128, 8, 1, 8, 0xF);
        mk_tile(m, 1, D_FP32, 128, 8, 1, 8, 0xF);
        fill_tile_const(m, 0, 0x3F800000u);
        fill_tile_const(m, 1, 0x3F800000u);
        set_gpr_all(m, R_A0, 0x1234);
        code_buf c;
        cb_init(&c);
        cb_w(&c, enc_bstart(D_FP32, SEL_TADD));
        cb_h(&c, enc_cdimi(0, 8));
        unsigned k = bad[i].length == 2 ? cb_h(&c, (uint16_t)bad[i].bits) : cb_w(&c, (uint32_t)bad[i].bits);
        cb_w(&c, enc_iot_ssd(0, 1, 1, 1, 7, HAND_U));
        cb_w(&c, W_BSTOP);
        run_result r;
        run_code(m, &c, &r);
        if (r.status != PTO_FAULT || r.fault.kind != PTO_FAULT_ILLEGAL_INSTRUCTION)
            print_message("%s: status %s kind %s\n", bad[i].what, pto_status_name(r.status),
                          pto_fault_kind_name(r.fault.kind));
        assert_int_equal(r.status, PTO_FAULT);
        assert_int_equal(r.fault.kind, PTO_FAULT_ILLEGAL_INSTRUCTION);
        assert_int_equal(r.fault.trap, 4);
        assert_int_equal(r.fault_index, (int)k);
        assert_true(r.fault.pc == c.off[k]);
        assert_true(r.tpc == c.off[k]);
        assert_true(r.unchanged);
        assert_true(pto_block_active(m));
        assert_int_equal(count_allocated(m), 2);
    }
    pto_destroy(m);
}

/* ---- encode(decode(w)) == w ------------------------------------------------ */

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static uint64_t rnd(void)
{
    /* xorshift64* with a fixed seed */
    rng_state ^= rng_state >> 12;
    rng_state ^= rng_state << 25;
    rng_state ^= rng_state >> 27;
    return rng_state * 2685821657736338717ull;
}

static unsigned roundtrip_one(uint64_t bits, unsigned len, unsigned *ok_forms)
{
    uint8_t buf[8];
    put_le(buf, bits, len);
    insn in;
    const char *why;
    if (insn_decode(buf, len, &in, &why) != DEC_OK) return 0;
    uint64_t back = 0;
    unsigned got = insn_encode(&in, &back);
    if (got != len || back != bits)
        print_message("0x%llx (%s): encodes to 0x%llx, length %u\n", (unsigned long long)bits, pto_forms[in.form].mnemonic,
                      (unsigned long long)back, got);
    assert_int_equal(got, len);
    assert_true(back == bits);
    ok_forms[in.form]++;
    return 1;
}

/* Masks and matches of the 32-bit forms (spec/catalog/command-forms.json). */
static const uint32_t form_mm[][2] = {
    {0x000FFFFFu, 0x00019181u}, /* BSTART.TEPL */
    {0x000C707Fu, 0x00001023u}, /* B.DATR */
    {0xFBF07FFFu, 0x00000023u}, /* B.CATR */
    {0x00007E7Fu, 0x00002023u}, /* B.FPATR */
    {0x0000707Fu, 0x00000043u}, /* B.DIM LB0 */
    {0x0000707Fu, 0x00001043u}, /* B.DIM LB1 */
    {0x0000707Fu, 0x00002043u}, /* B.DIM LB2 */
    {0x00087FFFu, 0x00000033u}, /* B.HINT */
    {0xFFFF7FFFu, 0x00001033u}, /* B.HINT TRACE */
    {0x0600707Fu, 0x00000013u}, /* B.IOR */
    {0xF00871FFu, 0x00001013u}, /* B.IOS */
    {0xFFF0707Fu, 0x00006013u}, /* B.IOT form 12 */
    {0xFC07F07Fu, 0x00005013u}, /* B.IOT form 11 */
    {0xFC00707Fu, 0x00005013u}, /* B.IOT form 8 */
    {0x0007F07Fu, 0x00004013u}, /* B.IOT form 9 */
    {0x0000707Fu, 0x00004013u}, /* B.IOT form 10 */
    /* the TLSU block starts and their variants (spec/catalog/command-forms.json) */
    {0x07FFFFFFu, 0x00011181u}, {0x07FFFFFFu, 0x00111181u}, {0x07FFFFFFu, 0x00211181u},
    {0x07FFFFFFu, 0x00311181u}, {0x07FFFFFFu, 0x00411181u}, {0x07FFFFFFu, 0x00511181u},
    {0x07FFFFFFu, 0x00611181u}, {0x07FFFFFFu, 0x00711181u}, {0x07FFFFFFu, 0x00811181u},
    {0x07FFFFFFu, 0x00911181u}, {0x07FFFFFFu, 0x00A11181u}, {0x07FFFFFFu, 0x00B11181u},
    {0x07FFFFFFu, 0x00C11181u}, {0x07FFFFFFu, 0x00D11181u}, {0x07FFFFFFu, 0x00E11181u},
    /* the CUBE block starts */
    {0x07FFFFFFu, 0x00031181u}, {0x07FFFFFFu, 0x00131181u}, {0x07FFFFFFu, 0x00231181u},
    {0x07FFFFFFu, 0x00431181u}, {0x07FFFFFFu, 0x00531181u}, {0x07FFFFFFu, 0x00631181u},
    {0x07FFFFFFu, 0x01031181u}, {0x07FFFFFFu, 0x01131181u}, {0x07FFFFFFu, 0x01231181u},
    {0x07FFFFFFu, 0x01431181u}, {0x07FFFFFFu, 0x01531181u}, {0x07FFFFFFu, 0x01631181u},
    /* the standard and system block starts (command-forms.json BSTART,
     * BSTART.STD, BSTART.SYS) */
    {0x0000007Fu, 0x00000011u}, {0x0000007Fu, 0x00000021u}, {0x00007FFFu, 0x00003001u},
    {0x00007FFFu, 0x00002001u}, {0xFFFFFFFFu, 0x00007001u}, {0xFFFFFFFFu, 0x00005001u},
};

static void roundtrip(void **state)
{
    (void)state;
    unsigned ok_forms[F_COUNT] = {0};
    unsigned ok = 0;
    /* every 16-bit word */
    for (uint32_t h = 0; h < 65536; h++)
        if (insn_length((uint16_t)h) == 2) ok += roundtrip_one(h, 2, ok_forms);
    assert_true(ok_forms[F_C_BSTOP] == 1);
    /* C.B.DIMI: low 6 bits 111100, 1024 words, LoopNest 3 (256 words) illegal */
    assert_int_equal(ok_forms[F_C_B_DIMI], 768);
    /* uniformly random 32-bit words */
    for (unsigned i = 0; i < 2000000; i++) {
        uint32_t w = (uint32_t)(rnd() >> 32);
        if (insn_length((uint16_t)w) != 4) continue;
        ok += roundtrip_one(w, 4, ok_forms);
    }
    /* random words forced into each form's match */
    for (size_t f = 0; f < sizeof form_mm / sizeof form_mm[0]; f++)
        for (unsigned i = 0; i < 40000; i++) {
            uint32_t w = ((uint32_t)(rnd() >> 32) & ~form_mm[f][0]) | form_mm[f][1];
            ok += roundtrip_one(w, 4, ok_forms);
        }
    ok += roundtrip_one(0x000000010000000Full, 8, ok_forms);
    assert_true(roundtrip_one(0x00000001u, 4, ok_forms));
    /* BSTART.STD FALL and BSTART.SYS FALL: simm17 must be 0 */
    assert_true(roundtrip_one(0x00001001u, 4, ok_forms));
    assert_true(roundtrip_one(0x00001081u, 4, ok_forms));
    for (unsigned f = 0; f < F_CMD_COUNT; f++) { /* the scalar forms: test_asm, test_codec */
        if (!ok_forms[f]) print_message("form %s never decoded\n", pto_forms[f].mnemonic);
        assert_true(ok_forms[f] > 0);
    }
    print_message("%u words round-tripped\n", ok);
}

/* ---- B.IOT decode priority -------------------------------------------------- */

static void iot_priority(void **state)
{
    (void)state;
    uint8_t buf[4];
    insn in;
    const char *why;
    /* funct3 101, SizeCode 0: the source-only form 11; bits 8:7 are ignored. */
    for (unsigned hand = 0; hand < 4; hand++) {
        uint32_t w = enc_iot_s(5, 1, 7) | hand << 7;
        put_le(buf, w, 4);
        assert_int_equal(insn_decode(buf, 4, &in, &why), DEC_OK);
        assert_int_equal(in.form, F_B_IOT_S);
        assert_false(insn_has(&in, FLD_DstTile));
        assert_false(insn_has(&in, FLD_SizeCode));
        assert_int_equal(in.f[FLD_SrcTile0], 5);
        uint64_t back;
        assert_int_equal(insn_encode(&in, &back), 4);
        assert_true(back == w);
    }
    /* funct3 101, SizeCode 1..10: form 8 with a destination. */
    put_le(buf, enc_iot_sd(5, 1, 3, 7, HAND_M), 4);
    assert_int_equal(insn_decode(buf, 4, &in, &why), DEC_OK);
    assert_int_equal(in.form, F_B_IOT_SD);
    assert_int_equal(in.f[FLD_SizeCode], 3);
    assert_int_equal(in.f[FLD_DstTile], HAND_M);
    /* funct3 100, SizeCode 0: the two-source form 9. */
    for (unsigned hand = 0; hand < 4; hand++) {
        put_le(buf, enc_iot_ss(5, 6, 1, 7) | hand << 7, 4);
        assert_int_equal(insn_decode(buf, 4, &in, &why), DEC_OK);
        assert_int_equal(in.form, F_B_IOT_SS);
        assert_false(insn_has(&in, FLD_DstTile));
        assert_int_equal(in.f[FLD_SrcTile1], 6);
    }
    put_le(buf, enc_iot_ssd(5, 6, 1, 10, 7, HAND_N), 4);
    assert_int_equal(insn_decode(buf, 4, &in, &why), DEC_OK);
    assert_int_equal(in.form, F_B_IOT_SSD);
    assert_int_equal(in.f[FLD_SizeCode], 10);
    /* funct3 110 with SizeCode 0: form 12 only, SizeCode constraint fails. */
    put_le(buf, enc_iot_d(1, 0, 7, HAND_T), 4);
    assert_int_equal(insn_decode(buf, 4, &in, &why), DEC_ILLEGAL);
    /* every PEMode decodes */
    for (unsigned pm = 0; pm < 8; pm++) {
        put_le(buf, enc_iot_d(1, 1, pm, HAND_T), 4);
        assert_int_equal(insn_decode(buf, 4, &in, &why), DEC_OK);
        assert_int_equal(in.f[FLD_PEMode], pm);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(golden_words),
        cmocka_unit_test(hand_encoders),
        cmocka_unit_test(length_rule),
        cmocka_unit_test(catalog_constraints_decode),
        cmocka_unit_test(catalog_constraints_fault),
        cmocka_unit_test(roundtrip),
        cmocka_unit_test(iot_priority),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
