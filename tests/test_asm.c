/* Assembler and canonical disassembler of TEPL-block commands. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "asm/asm.h"
#include "asm/program.h"

/* ---- helpers ----------------------------------------------------------------- */

static unsigned n_checks;

static uint64_t assemble(const char *text, unsigned *len)
{
    insn in;
    asm_error e;
    int r = asm_insn(text, &in, &e);
    if (r != 0) fail_msg("asm_insn(\"%s\") failed at column %zu: %s", text, e.column, e.message);
    *len = in.length;
    return in.bits;
}

static void to_bytes(uint64_t bits, unsigned len, uint8_t *b)
{
    for (unsigned i = 0; i < len; i++) b[i] = (uint8_t)(bits >> (8 * i));
}

/* Decodes w; if DEC_OK checks asm(disasm(w)) == w and that the canonical
 * text is stable.  Returns the decode result. */
static decode_result round_trip_word(uint64_t w, unsigned len, unsigned *form)
{
    uint8_t b[8];
    insn d, a;
    const char *why;
    char text[160], text2[160];
    asm_error e;
    to_bytes(w, len, b);
    decode_result r = insn_decode(b, len, &d, &why);
    if (r != DEC_OK) return r;
    disasm_insn(&d, text, sizeof text);
    if (asm_insn(text, &a, &e) != 0)
        fail_msg("word 0x%llX: disasm '%s' does not assemble: column %zu: %s", (unsigned long long)w,
                 text, e.column, e.message);
    if (a.bits != w || a.length != len || a.form != d.form)
        fail_msg("word 0x%llX: '%s' assembles to 0x%llX", (unsigned long long)w, text,
                 (unsigned long long)a.bits);
    if (memcmp(a.f, d.f, sizeof a.f) != 0 || a.present != d.present)
        fail_msg("word 0x%llX: fields differ after round trip", (unsigned long long)w);
    disasm_insn(&a, text2, sizeof text2);
    if (strcmp(text, text2) != 0) fail_msg("canonical text unstable: '%s' vs '%s'", text, text2);
    *form = d.form;
    n_checks++;
    return r;
}

/* ---- golden words ------------------------------------------------------------ */

typedef struct golden {
    const char *text;
    uint64_t word;
    unsigned len;
    const char *source;
} golden;

static const golden goldens[] = {
    /* spec-digest §2.2 worked encodings (the U64/U8 ones appear in AVS tests) */
    {"BSTART.VEC TADD, FP32", 0x08019181u, 4, "spec-digest 2.2"},
    {"BSTART.VEC TADD, U64", 0xC0019181u, 4, "spec-digest 2.2 / AVS"},
    {"BSTART.VEC TSUBS, U8", 0xDA119181u, 4, "spec-digest 2.2 / AVS"},
    {"BSTART.VEC TSUBS, FP32", 0x0A119181u, 4, "spec-digest 2.2"},
    {"BSTART.VEC TCMPS, U8", 0xDAD19181u, 4, "spec-digest 2.2; AVS tile-exec-tcmps-bundle-001"},
    {"BSTART.VEC TCMPS, FP16", 0x22D19181u, 4, "spec-digest 2.2"},
    {"BSTART.VEC TEXPANDS, U8", 0xDBB19181u, 4, "spec-digest 2.2 / AVS"},
    {"BSTART.VEC TEXPANDS, BF16", 0x2BB19181u, 4, "spec-digest 2.2"},
    /* peers §4.3 derived FP32 table */
    {"BSTART.VEC TCMPS, FP32", 0x0AD19181u, 4, "peers 4.3"},
    {"BSTART.VEC TEXPANDS, FP32", 0x0BB19181u, 4, "peers 4.3"},
    /* LLVM MC golden: bytes 81 91 01 20 (v058-pto-common-roundtrip.s, peers 4.3) */
    {"BSTART.VEC TADD, FP16", 0x20019181u, 4, "LinxISA llvm-project MC test"},
    /* AVS case tile_tadd_stop_pc (peers 4.4 E5) */
    {"BSTART.VEC TADD, U32", 0xC8019181u, 4, "asl-model avs/cases/tile_tadd_stop_pc"},
    /* spec-digest §2.6 worked B.IOT words */
    {"B.IOT T#1, T#2, mask=1111, last, ->T<128B>", 0x0408CE13u, 4, "spec-digest 2.6"},
    {"B.IOT T#1, mask=1111, last, ->U<256B>", 0x00095E93u, 4, "spec-digest 2.6"},
    {"B.IOT mask=1111, last, ->T<128B>", 0x0008EE13u, 4, "spec-digest 2.6"},
    /* spec-digest §2.7 */
    {"B.IOR a0, zero, zero, ->zero", 0x00010013u, 4, "spec-digest 2.7"},
    /* spec-digest §2.4 */
    {"B.DATR pad=Zero", 0x00001023u, 4, "spec-digest 2.4"},
    {"B.DATR pad=Max", 0x08001023u, 4, "spec-digest 2.4"},
    {"B.DATR pad=Min", 0x10001023u, 4, "spec-digest 2.4"},
    {"B.DATR pad=Null", 0x18001023u, 4, "spec-digest 2.4"},
    {"B.DATR cmode=GE, pad=Null", 0xB8001023u, 4, "spec-digest 2.4"},
    /* peers §4.3 and §4.4 E5 (C.B.DIMI words of tile_tadd_stop_pc) */
    {"C.B.DIMI 1, ->LB0", 0x007Cu, 2, "peers 4.3"},
    {"C.B.DIMI 1, ->LB1", 0x407Cu, 2, "peers 4.4 E5"},
    {"C.B.DIMI 1, ->LB2", 0x807Cu, 2, "peers 4.4 E5"},
    /* spec-digest §2.9 */
    {"BSTOP", 0x00000001u, 4, "spec-digest 2.9"},
    {"C.BSTOP", 0x0000u, 2, "spec-digest 2.9"},
    {"L.BSTOP", 0x000000010000000Full, 8, "spec-digest 2.9"},
    /* Hand-derived from the field tables of isa/forms.def / spec-digest §2 */
    {"B.DIM LB0=16", 0x01000043u, 4, "hand: uimm[11:0]<<20 | 0x43"},
    {"B.DIM a0, 16, ->LB1", 0x01011043u, 4, "hand: 16<<20 | 2<<15 | 0x1043"},
    {"B.DIM LB2=131071", 0xFFF02FC3u, 4, "hand: 0xFFF<<20 | 0x1F<<7 | 0x2043"},
    {"C.B.DIMI 255, ->LB2", 0xBFFCu, 2, "hand: 2<<14 | 255<<6 | 0x3C"},
    {"B.IOS mask=1111, ->S5<128B>", 0x00509E13u, 4, "hand: 5<<20 | 1<<15 | 7<<9 | 0x1013"},
    {"B.IOS S1, mask=1000", 0x00101213u, 4, "hand: 1<<20 | 1<<9 | 0x1013"},
    {"B.CATR trap", 0x00080023u, 4, "hand: 1<<19 | 0x23"},
    {"B.CATR dr", 0x04000023u, 4, "hand: 1<<26 | 0x23"},
    {"B.HINT TRACE.end", 0x00009033u, 4, "hand: 1<<15 | 0x1033"},
    {"B.HINT BR.likely, TEMP.hot, PRFSIZE=64", 0x04078033u, 4,
     "hand: 64<<20 | 3<<17 | 1<<16 | 1<<15 | 0x33"},
    {"B.FPATR TransA=1", 0x000020A3u, 4, "hand: 1<<7 | 0x2023"},
    {"B.DATR {NORM, FP32, Zero, None, RNE, 0, 0}", 0x00109023u, 4,
     "hand: spec example; FP32<<20 | RNE<<15 | 0x1023"},
    {"B.DATR GT, Zero", 0x60001023u, 4, "hand: peers E4; 3<<29 | 0x1023"},
    {"B.IOT t#2, t#1, mask=1111, last, ->t<4KB>", 0x001B4E13u, 4,
     "hand: peers E4; 1<<20 | 1<<19 | 6<<15 | 0x4000 | 7<<9 | 0x13"},
    {"B.IOR a3", 0x00028013u, 4, "hand: peers E4; 5<<15 | 0x13"},
};

static void test_goldens(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof goldens / sizeof goldens[0]; i++) {
        const golden *g = &goldens[i];
        unsigned len;
        uint64_t w = assemble(g->text, &len);
        if (w != g->word || len != g->len)
            fail_msg("'%s' (%s): got 0x%llX/%u, expected 0x%llX/%u", g->text, g->source,
                     (unsigned long long)w, len, (unsigned long long)g->word, g->len);
        unsigned form;
        assert_int_equal(round_trip_word(g->word, g->len, &form), DEC_OK);
    }
    /* BSTART.VEC TADD, FP16 as the bytes of the MC test */
    unsigned len;
    uint8_t b[8];
    uint64_t w16 = assemble("bstart.vec tadd, fp16", &len);
    to_bytes(w16, len, b);
    static const uint8_t mc[4] = {0x81, 0x91, 0x01, 0x20};
    assert_memory_equal(b, mc, 4);
}

/* Canonical texts of a few words. */
static void test_canonical_text(void **state)
{
    (void)state;
    static const struct {
        uint64_t w;
        unsigned len;
        const char *text;
    } t[] = {
        {0x0A119181u, 4, "BSTART.VEC TSUBS, FP32"},
        {0x20319181u, 4, "BSTART.SFU TDIV, FP16"},
        {0x27019181u, 4, "BSTART.SFU TSCATTER, FP16"},
        {0x00001023u, 4, "B.DATR pad=Zero"},
        {0x60001023u, 4, "B.DATR pad=Zero, cmode=GT"},
        {0x01000043u, 4, "B.DIM LB0=16"},
        {0x01011043u, 4, "B.DIM a0, 16, ->LB1"},
        {0x00FCu, 2, "C.B.DIMI 3, ->LB0"},
        {0x0408CE13u, 4, "B.IOT T#1, T#2, mask=1111, last, ->T<128B>"},
        {0x00010013u, 4, "B.IOR a0, zero, zero, ->zero"},
        {0x00000001u, 4, "BSTOP"},
        {0x0000u, 2, "C.BSTOP"},
        {0x000000010000000Full, 8, "L.BSTOP"},
        {0x00085F93u, 4, "B.IOT T#1, mask=1111, last, ignored=3"},
        {0x00000023u, 4, "B.CATR"},
        {0x00000033u, 4, "B.HINT"},
        {0x00002023u, 4, "B.FPATR"},
        {0x00001033u, 4, "B.HINT TRACE.begin"},
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        uint8_t b[8];
        insn d;
        const char *why;
        char text[160];
        to_bytes(t[i].w, t[i].len, b);
        assert_int_equal(insn_decode(b, t[i].len, &d, &why), DEC_OK);
        size_t n = disasm_insn(&d, text, sizeof text);
        assert_string_equal(text, t[i].text);
        assert_int_equal(n, strlen(t[i].text));
    }
    /* truncation */
    uint8_t b[4] = {0x13, 0xCE, 0x08, 0x04};
    insn d;
    const char *why;
    char small[6];
    assert_int_equal(insn_decode(b, 4, &d, &why), DEC_OK);
    assert_int_equal(disasm_insn(&d, small, sizeof small), 5);
    assert_string_equal(small, "B.IOT");
}

/* ---- round trips ----------------------------------------------------------------- */

static void test_exhaustive_16bit(void **state)
{
    (void)state;
    unsigned ok = 0, per_form[F_COUNT] = {0};
    for (uint32_t w = 0; w < 0x10000u; w++) {
        if (insn_length((uint16_t)w) != 2) continue;
        unsigned form;
        if (round_trip_word(w, 2, &form) == DEC_OK) {
            ok++;
            per_form[form]++;
        }
    }
    /* Hand-derived from the masks: C.BSTOP 1 word; C.B.DIMI LoopNest 0..2
     * x imm8; C.BSTART COND/DIRECT 2^12 offsets each; C.BSTART.STD BrType
     * 1, 5, 7 (0 is C.BSTOP); C.BSTART.SYS 1 word; C.MOVI RegDst 0..31 x
     * simm5 but RegDst 10, which is C.SETRET's encoding (more mask bits:
     * decoded first) */
    assert_int_equal(per_form[F_C_BSTOP], 1);
    assert_int_equal(per_form[F_C_B_DIMI], 3 * 256);
    assert_int_equal(per_form[F_C_BSTART_COND], 4096);
    assert_int_equal(per_form[F_C_BSTART_DIRECT], 4096);
    assert_int_equal(per_form[F_C_BSTART_STD], 3);
    assert_int_equal(per_form[F_C_BSTART_SYS], 1);
    assert_int_equal(per_form[F_S_C_MOVI], 31 * 32);
    assert_int_equal(per_form[F_S_C_SETRET], 32);
    unsigned sum = 0;
    for (unsigned f = 0; f < F_COUNT; f++) sum += per_form[f];
    assert_int_equal(ok, sum);
}

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static uint64_t rnd(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

static void test_random_32bit(void **state)
{
    (void)state;
    unsigned per_form[F_COUNT] = {0};
    unsigned form;
    rng_state = 0x2545F4914F6CDD1Dull;
    /* (a) 500000 uniformly random 32-bit-length words */
    unsigned uniform_ok = 0;
    for (unsigned i = 0; i < 500000u; i++) {
        uint32_t w = (uint32_t)rnd() | 1u;
        if (insn_length((uint16_t)w) != 4) continue;
        if (round_trip_word(w, 4, &form) == DEC_OK) {
            uniform_ok++;
            per_form[form]++;
        }
    }
    /* (b) 100000 words per command form, 20000 per scalar form: random bits
     * outside the form's mask */
    for (unsigned f = 0; f < F_COUNT; f++) {
        if (pto_forms[f].length_bits != 32) continue;
        unsigned n = form_is_scalar(f) ? 3000u : 40000u;
        if (round_trip_word((uint32_t)pto_forms[f].match, 4, &form) == DEC_OK) per_form[form]++;
        for (unsigned i = 0; i < n; i++) {
            uint32_t w = ((uint32_t)rnd() & ~(uint32_t)pto_forms[f].mask) | (uint32_t)pto_forms[f].match;
            if (round_trip_word(w, 4, &form) == DEC_OK) per_form[form]++;
        }
    }
    for (unsigned f = 0; f < F_COUNT; f++) {
        if (pto_forms[f].length_bits != 32) continue;
        unsigned free_bits = 32u - (unsigned)__builtin_popcount((uint32_t)pto_forms[f].mask);
        /* a form of few legal words is met by its match word */
        bool few = free_bits < 10 || f == F_BSTART_STD_FALL || f == F_BSTART_SYS_FALL;
        unsigned want = few ? 1u : form_is_scalar(f) ? 200u : 1000u;
        if (per_form[f] < want) fail_msg("form %s covered only %u times", pto_forms[f].mnemonic, per_form[f]);
    }
    unsigned form_l;
    assert_int_equal(round_trip_word(0x000000010000000Full, 8, &form_l), DEC_OK);
    assert_int_equal(form_l, F_L_BSTOP);
    assert_int_equal(round_trip_word(1, 4, &form_l), DEC_OK);
    assert_int_equal(form_l, F_BSTOP);
    print_message("uniform sample: %u of 500000 words decode DEC_OK; %u round trips in all\n",
                  uniform_ok, n_checks);
}

/* Every B.IOT/B.IOS/B.DATR/B.HINT field combination that matters, exhaustively. */
static void test_exhaustive_fields(void **state)
{
    (void)state;
    unsigned form;
    /* B.IOT_SSD: all tiles pairs x sizes x masks x hands x L, sampled over tiles */
    for (uint32_t s0 = 0; s0 < 64; s0 += 7)
        for (uint32_t s1 = 0; s1 < 64; s1 += 5)
            for (uint32_t sz = 0; sz < 16; sz++)
                for (uint32_t pe = 0; pe < 8; pe++)
                    for (uint32_t h = 0; h < 4; h++)
                        for (uint32_t l = 0; l < 2; l++) {
                            uint32_t w = s1 << 26 | s0 << 20 | l << 19 | sz << 15 | 0x4000u | pe << 9 |
                                         h << 7 | 0x13u;
                            round_trip_word(w, 4, &form);
                        }
    /* B.DATR: every field value */
    for (uint32_t hi = 0; hi < 4096; hi++)
        for (uint32_t rm = 0; rm < 8; rm += 3)
            for (uint32_t lay = 0; lay < 32; lay++) {
                uint32_t w = hi << 20 | rm << 15 | 0x1000u | lay << 7 | 0x23u;
                round_trip_word(w, 4, &form);
            }
    /* BSTART.TEPL: every selector and data type */
    for (uint32_t sel = 0; sel < 128; sel++)
        for (uint32_t dt = 0; dt < 32; dt++) {
            uint32_t w = dt << 27 | sel << 20 | 0x19181u;
            round_trip_word(w, 4, &form);
        }
}

/* Spellings: text -> words -> text -> words. */
typedef struct spelling {
    const char *text;
    uint64_t word; /* 0: not checked (only the round trip) */
} spelling;

static const spelling spellings[] = {
    {"BSTART.VEC TSUBS, FP32", 0x0A119181u},
    {"  bstart.vec   tsubs ,fp32  ", 0x0A119181u},
    {"BSTART.SFU TDIV, FP16", 0x20319181u},
    {"BSTART.TEPL 3, 16, FP16", 0x27019181u},
    {"BSTART.TEPL 0, 0, FP32", 0x08019181u},
    {"BSTART.TEPL TADD, FP32", 0x08019181u},
    {"BSTART.TEPL TDIV, FP16", 0x20319181u},
    {"BSTART.TEPL 0, 6, 1", 0x08619181u},
    {"BSTART.SFU TEXP, FP32", 0},
    {"B.DATR pad=Zero, cmode=GT", 0x60001023u},
    {"B.DATR cmode=GT, pad=0", 0x60001023u},
    {"B.DATR GT, Zero", 0x60001023u},
    {"B.DATR Zero, GT", 0x60001023u},
    {"B.DATR", 0x00001023u},
    {"B.DATR {}", 0x00001023u},
    {"B.DATR pad=3, cmode=5", 0xB8001023u},
    {"B.DATR layout=ColumnMajor", 0x000010A3u},
    {"B.DATR layout=1", 0x000010A3u},
    {"B.DATR layout=ND2M16, dtype=NONE", 0},
    {"B.DATR dtype=31", 0x01F01023u},
    {"B.DATR dtype=DTYPE_NONE", 0x01F01023u},
    {"B.DATR rmode=RHB, sat, canonicalize", 0},
    {"B.DATR rmode=DEFAULT, sat=1, canonicalize=0", 0x04001023u},
    {"B.DATR {ND2M16, DTYPE_NONE, Null, None, Default, 0, 0}", 0},
    {"B.DATR {NORM, FP32, Zero, None, RNE, 0, 0}", 0x00109023u},
    {"B.DATR NE, Max, RTZ, ND2DN, U8, sat", 0},
    /* the LLVM-MC spellings (hand: CMode<<29 | Pad<<27 | Sat<<26 | Canon<<25 |
     * DataType<<20 | RMode<<15 | Layout<<7 | 0x1023) */
    {"B.DATR ND2NZ.normal, FP16, Max, cmode5, rmode6, sat, canonicalize", 0xAE431223u},
    {"B.DATR ND2NZ, FP16, Max, cmode5, rmode6, sat, canonicalize", 0xAE431223u},
    {"B.DATR normal, DTYPE_NONE, Zero", 0x01F01023u},
    {"B.DATR NORM.normal, cmode0, rmode0", 0x00001023u},
    {"B.DATR Layout4, FP16", 0x00401223u},
    {"B.DATR layout=Layout0x1E", 0x00001F23u},
    {"B.DATR nz2zn.NORMAL, CMODE3, RMODE7", 0x60039F23u},
    {"B.DIM LB0=16", 0x01000043u},
    {"B.DIM lb0=0x10", 0x01000043u},
    {"B.DIM LB0, 16", 0x01000043u},
    {"B.DIM a0, 16, ->LB1", 0x01011043u},
    {"B.DIM a0, ->lb2", 0x00012043u},
    {"B.DIM zero, 0, ->LB2", 0x00002043u},
    {"B.DIM 16, ->LB0", 0x01000043u},
    {"B.DIM x3, 131071, ->LB0", 0},
    {"B.DIM 23, 5, ->LB0", 0},
    {"C.B.DIMI 3, ->lb0", 0x00FCu},
    {"c.b.dimi 32, ->LB1", 0x483Cu},
    {"C.B.DIMI LB2=1", 0x807Cu},
    {"B.IOT T#1, T#2, mask=1111, last, ->T<128B>", 0x0408CE13u},
    {"B.IOT T#1, T#2, mask=1111, last, ->T<1>", 0x0408CE13u},
    {"b.iot t#1, t#2, mask=1111, last, ->t<128b>", 0x0408CE13u},
    {"B.IOT t#1, mask=1111, ->u<4KB>", 0},
    {"B.IOT mask=1111, last, ->t<1>", 0x0008EE13u},
    {"B.IOT mask=1111, last, ->t<1KB>", 0},
    {"B.IOT T#1, mask=1111, last", 0x00085E13u},
    {"B.IOT T#1, T#2, mask=1111", 0x04004E13u},
    {"B.IOT N#16, M#1, mask=0001, ->N<64KB>", 0},
    {"B.IOT U#16, mask=1100, ->M<10>", 0},
    {"B.IOT t#1, u#2, mask=1111, last, ->n<128B>", 0},
    {"B.IOT T#1, mask=0000, ignored=2", 0},
    {"B.IOR a0, zero, zero, ->zero", 0x00010013u},
    {"B.IOR [a0, zero, zero], ->zero", 0x00010013u},
    {"B.IOR [a0], ->zero", 0x00010013u},
    {"B.IOR a3", 0x00028013u},
    {"B.IOR", 0x00000013u},
    {"B.IOR a0, a1, zero, ->zero", 0},
    {"B.IOR x3, s8, ra, ->sp", 0},
    {"B.IOR 23, 22, 21, ->20", 0},
    {"B.IOS S5, mask=1111", 0},
    {"B.IOS mask=1111, ->S5<128B>", 0x00509E13u},
    {"B.IOS mask=1111, ->S255<0001>", 0},
    {"B.IOS mask=1111, ->S0<256KB>", 0},
    {"B.IOS mask=0100, ->s7<12>", 0},
    {"B.CATR trap, far, dr, atomic, aqrl", 0x040F8023u},
    {"B.CATR rl, trap", 0x00088023u},
    {"B.CATR {trap, atomic, aqrl, far, dr}", 0x040F8023u},
    {"B.CATR", 0x00000023u},
    {"B.CATR aq", 0x00010023u},
    {"B.HINT TRACE.begin", 0x00001033u},
    {"B.HINT trace.END", 0x00009033u},
    {"B.HINT BR.likely, TEMP.hot, PRFSIZE=64", 0x04078033u},
    {"B.HINT {BR.likely, TEMP.hot, 64}", 0x04078033u},
    {"B.HINT BR.unlikely", 0x00008033u},
    {"B.HINT TEMP.cool", 0x00020033u},
    {"B.HINT L=1", 0x00010033u},
    {"B.HINT PRFSIZE=4095, TEMP=2", 0},
    {"B.HINT", 0x00000033u},
    {"B.FPATR PreQuantMode=39, ReluMode=3, GroupNCode=9, RowMaxEn=1, GroupMaxEn=1, "
     "RowMaxInit=1, MaxAbsEn=1, TransA=1, TransB=1", 0},
    {"B.FPATR 1, 2, 3, 1, 0, 1, 0, 1, 0", 0},
    {"B.FPATR transb=1, relu=2", 0},
    {"BSTOP", 0x00000001u},
    {"bstop", 0x00000001u},
    {"C.BSTOP", 0x0000u},
    {"L.BSTOP", 0x000000010000000Full},
};

static void test_spellings(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof spellings / sizeof spellings[0]; i++) {
        const spelling *s = &spellings[i];
        insn a, b;
        asm_error e;
        char text[160];
        if (asm_insn(s->text, &a, &e) != 0)
            fail_msg("'%s': column %zu: %s", s->text, e.column, e.message);
        if (s->word && a.bits != s->word)
            fail_msg("'%s' = 0x%llX, expected 0x%llX", s->text, (unsigned long long)a.bits,
                     (unsigned long long)s->word);
        disasm_insn(&a, text, sizeof text);
        if (asm_insn(text, &b, &e) != 0)
            fail_msg("'%s' -> '%s': column %zu: %s", s->text, text, e.column, e.message);
        if (b.bits != a.bits || b.length != a.length)
            fail_msg("'%s' -> '%s' changes the word", s->text, text);
        unsigned form;
        assert_int_equal(round_trip_word(a.bits, a.length, &form), DEC_OK);
    }
}

/* ---- bad inputs ---------------------------------------------------------------- */

typedef struct bad {
    const char *text;
    const char *fragment;
    size_t column;
} bad;

static const bad bads[] = {
    {"", "empty statement", 1},
    {"BSTART.VEC TADD, FP33", "unknown data type 'FP33'; expected one of FP64, FP32", 18},
    {"BSTART.VEC TADD", "missing operand", 16},
    {"BSTART.VEC TADD, FP32, 1", "too many operands", 24},
    {"BSTART.VEC TFOO, FP32", "unknown tile operation 'TFOO'", 12},
    {"BSTART.VEC TDIV, FP16", "write BSTART.SFU TDIV", 12},
    {"BSTART.SFU TADD, FP16", "write BSTART.VEC TADD", 12},
    {"BSTART.VEC TADD, NONE", "legal only in B.DATR", 18},
    {"BSTART.VEC TADD, 15", "data type code 15 is reserved", 18},
    {"BSTART.TEPL 4, 0, FP32", "Mode 4 is out of range 0..3", 13},
    {"BSTART.TEPL 0, 32, FP32", "Function 32 is out of range 0..31", 16},
    {"BSTART.TEPL 0, 0, 21", "data type code 21 is reserved", 19},
    {"BSTART.TEPL 0, 0, 32", "out of range 0..31", 19},
    {"BSTART.VEC TADD; FP32", "unexpected character ';'", 16},
    {"FOO 1", "unknown mnemonic 'FOO'; expected one of BSTART.VEC", 1},
    {"B.DATR cmode=6", "CMode 6 is reserved", 14},
    {"B.DATR cmode=XX", "unknown CMode 'XX'", 14},
    {"B.DATR pad=Huge", "unknown pad value 'Huge'", 12},
    {"B.DATR pad=4", "pad value 4 is out of range 0..3", 12},
    {"B.DATR layout=2", "layout 2 is not an assigned layout", 15},
    {"B.DATR layout=Diag", "unknown layout 'Diag'", 15},
    {"B.DATR dtype=15", "data type code 15 is reserved", 14},
    {"B.DATR dtype=FP99", "unknown data type 'FP99'", 14},
    {"B.DATR rmode=RXX", "unknown rounding mode 'RXX'", 14},
    {"B.DATR sat=2", "sat 2 is out of range 0..1", 12},
    {"B.DATR GT, LT", "cmode given twice (first at column 8)", 12},
    {"B.DATR foo=1", "unknown B.DATR field 'foo'", 8},
    {"B.DATR Hello", "unknown B.DATR operand 'Hello'", 8},
    {"B.DIM LB0=131072", "uimm17 131072 is out of range 0..131071", 11},
    {"B.DIM LB3=1", "unknown loop bound 'LB3'", 7},
    {"B.DIM a8, 16, ->LB0", "unknown register 'a8'", 7},
    {"B.DIM 24, 16, ->LB0", "register number 24 is out of range 0..23", 7},
    {"B.DIM a0, 16", "expected '->LB0', '->LB1' or '->LB2'", 13},
    {"B.DIM a0, 16, ->LB4", "unknown loop bound 'LB4'", 17},
    {"C.B.DIMI 256, ->LB0", "imm8 256 is out of range 0..255", 10},
    {"C.B.DIMI 3, ->LB3", "unknown loop bound 'LB3'", 15},
    {"C.B.DIMI 3", "missing operand", 11},
    {"B.IOT T#1, T#2, mask=1011, last, ->T<128B>", "PE mask 1011 is not encodable; expected one of 0000, 1000", 22},
    {"B.IOT T#1, mask=11, ->T<1>", "not four binary digits", 17},
    {"B.IOT T#1, mask=1111, ->T<3KB>", "tile size '<3KB>' is not one of <128B>..<64KB> or <1>..<10>", 27},
    {"B.IOT T#1, mask=1111, ->T<11>", "tile size '<11>' is not one of", 27},
    {"B.IOT T#1, mask=1111, ->T<128KB>", "tile size '<128KB>'", 27},
    {"B.IOT T#1, mask=1111, ->T<0>", "tile size '<0>'", 27},
    {"B.IOT T#1, mask=1111, ->T", "expected a tile size '<...>' after 'T'", 26},
    {"B.IOT T#1, mask=1111, ->X<1>", "unknown destination hand 'X'", 25},
    {"B.IOT T#17, mask=1111", "tile 'T#17' is not one of T#1..T#16", 7},
    {"B.IOT Q#1, mask=1111", "tile 'Q#1' is not one of", 7},
    {"B.IOT T#1, T#2, T#3, mask=1111", "too many source tiles", 17},
    {"B.IOT T#1, last", "missing mask=PE_MASK", 16},
    {"B.IOT mask=1111, last", "needs a source tile or a destination", 22},
    {"B.IOT T#1, mask=1111, ignored=4", "ignored 4 is out of range 0..3", 31},
    {"B.IOT T#1, mask=1111, ignored=1, ->T<1>", "only valid on the source-only", 23},
    {"B.IOT mask=1111, T#1", "source tiles come before mask=", 18},
    {"B.IOT T#1, mask=1111, last, last", "last given twice", 29},
    {"B.IOT [T#1], mask=1111", "unexpected '['", 7},
    {"B.IOR a0, a1, a2, a3", "too many source registers", 19},
    {"B.IOR a0, ->zero, a1", "unexpected operand after the destination register", 19},
    {"B.IOR a0, ->", "expected a register after '->'", 13},
    {"B.IOR foo", "unknown register 'foo'", 7},
    {"B.IOR [a0, zero", "unbalanced '['", 7},
    {"B.IOR a0,, zero", "empty operand", 10},
    {"B.IOR a0,", "empty operand", 10},
    {"B.IOS S256, mask=1111", "shared tile 'S256' is not one of S0..S255", 7},
    {"B.IOS mask=1111, ->S5<512KB>", "tile size '<512KB>' is not one of <128B>..<256KB> or <1>..<12>", 23},
    {"B.IOS mask=1111, ->S5<13>", "tile size '<13>'", 23},
    {"B.IOS S5", "missing mask=PE_MASK", 9},
    {"B.IOS mask=0011, ->S5<1>", "PE mask 0011 is not encodable", 12},
    {"B.CATR trap, foo", "unknown B.CATR flag 'foo'", 14},
    {"B.CATR aq, aqrl", "ordering given twice (first at column 8); write one of aq, rl or aqrl", 12},
    {"B.CATR trap, aq, rl", "ordering given twice (first at column 14)", 18},
    {"B.CATR rl, aq", "ordering given twice", 12},
    {"B.CATR aqrl, aqrl", "ordering given twice", 14},
    {"BSTART.TEPL 0, 5, FP32", "TEPL selector 0x005 (Mode 0, Function 5) is reserved", 16},
    {"BSTART.TEPL 3, 30, FP32", "TEPL selector 0x07E (Mode 3, Function 30) is reserved", 16},
    {"B.DATR cmode6", "CMode cmode6 is reserved", 8},
    {"B.DATR rmode8", "rounding mode rmode8 is out of range rmode0..rmode7", 8},
    {"B.DATR Layout2", "layout Layout2 is not an assigned layout", 8},
    {"B.DATR layout=Layout31", "layout Layout31 is not an assigned layout", 15},
    {"B.DATR ND2NZ.canon", "unknown B.DATR operand 'ND2NZ.canon'", 8},
    {"B.DATR cmode5, GE", "cmode given twice (first at column 8)", 16},
    {"B.HINT BR.maybe", "unknown B.HINT operand 'BR.maybe'", 8},
    {"B.HINT TEMP.lukewarm", "unknown temperature 'TEMP.lukewarm'", 8},
    {"B.HINT PRFSIZE=4096", "PRFSIZE 4096 is out of range 0..4095", 16},
    {"B.HINT TRACE.begin, BR.likely", "takes no other operands", 21},
    {"B.FPATR PreQuantMode=6", "PreQuantMode 6 is reserved", 22},
    {"B.FPATR ReluMode=4", "ReluMode 4 is reserved", 18},
    {"B.FPATR GroupNCode=10", "GroupNCode 10 is reserved", 20},
    {"B.FPATR TransA=2", "TransA 2 is out of range 0..1", 16},
    {"B.FPATR Foo=1", "unknown B.FPATR field 'Foo'", 9},
    {"BSTOP 1", "BSTOP takes no operands", 7},
    {"C.BSTOP x", "C.BSTOP takes no operands", 9},
    {"B.DATR {GT", "unbalanced '{'", 8},
    {"B.DIM LB0=16}", "unexpected '}'", 13},
};

static void test_bad_inputs(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof bads / sizeof bads[0]; i++) {
        const bad *b = &bads[i];
        insn in;
        asm_error e;
        if (asm_insn(b->text, &in, &e) == 0) fail_msg("'%s' was accepted (0x%llX)", b->text, (unsigned long long)in.bits);
        if (!strstr(e.message, b->fragment))
            fail_msg("'%s': message '%s' lacks '%s'", b->text, e.message, b->fragment);
        if (e.column != b->column)
            fail_msg("'%s': column %zu, expected %zu (%s)", b->text, e.column, b->column, e.message);
    }
}

/* Mutated spellings: an accepted text has a stable canonical form; a
 * rejected one has a message and a column inside the statement. */
static void test_mutations(void **state)
{
    (void)state;
    static const char alphabet[] = "abT#0123456789,=<>-[]{} .xLBKmask";
    unsigned accepted = 0, rejected = 0;
    rng_state = 0x0123456789ABCDEFull;
    for (unsigned round = 0; round < 200000u; round++) {
        const char *src = spellings[rnd() % (sizeof spellings / sizeof spellings[0])].text;
        char text[200];
        size_t n = strlen(src);
        memcpy(text, src, n + 1);
        unsigned edits = 1 + (unsigned)(rnd() % 3);
        for (unsigned k = 0; k < edits; k++) {
            size_t pos = n ? (size_t)(rnd() % n) : 0;
            unsigned op = (unsigned)(rnd() % 3);
            char ch = alphabet[rnd() % (sizeof alphabet - 1)];
            if (op == 0 && n) text[pos] = ch;
            else if (op == 1 && n + 1 < sizeof text) {
                memmove(text + pos + 1, text + pos, n - pos + 1);
                text[pos] = ch;
                n++;
            } else if (n) {
                memmove(text + pos, text + pos + 1, n - pos);
                n--;
            }
        }
        insn a, b;
        asm_error e;
        if (asm_insn(text, &a, &e) == 0) {
            char canon[160];
            disasm_insn(&a, canon, sizeof canon);
            if (asm_insn(canon, &b, &e) != 0 || b.bits != a.bits)
                fail_msg("'%s' -> '%s' does not reassemble", text, canon);
            accepted++;
        } else {
            if (!e.message[0] || e.column < 1 || e.column > n + 1)
                fail_msg("'%s': bad error column %zu '%s'", text, e.column, e.message);
            rejected++;
        }
    }
    print_message("mutations: %u accepted, %u rejected\n", accepted, rejected);
}

/* ---- register numbers, literals, directive placement ------------------------------ */

/* r0..r23 name GPR 0..23 inside instructions too (zero sp a0..a7 ra s0..s8
 * x0..x3 = GPR 0..23, spec-digest §2 B.IOR selector). */
static void test_register_numbers(void **state)
{
    (void)state;
    static const char *const same[][2] = {
        {"B.IOR r2, r0, zero, ->r23", "B.IOR a0, zero, zero, ->x3"},
        {"B.IOR [R9, r10, r11], ->r1", "B.IOR [a7, ra, s0], ->sp"},
        {"B.DIM r5, 16, ->LB0", "B.DIM a3, 16, ->LB0"},
        {"B.DIM r5, ->LB1", "B.DIM a3, ->LB1"},
    };
    for (size_t i = 0; i < sizeof same / sizeof same[0]; i++) {
        unsigned la, lb;
        uint64_t a = assemble(same[i][0], &la), b = assemble(same[i][1], &lb);
        if (a != b || la != lb) fail_msg("'%s' != '%s'", same[i][0], same[i][1]);
    }
    insn in;
    asm_error e;
    assert_int_not_equal(asm_insn("B.IOR r24", &in, &e), 0);
    assert_non_null(strstr(e.message, "unknown register 'r24'; expected zero, sp, a0..a7, ra, s0..s8, x0..x3, r0..r23"));
    assert_int_equal(e.column, 7);
    assert_int_not_equal(asm_insn("B.DIM r99, ->LB0", &in, &e), 0);
    assert_non_null(strstr(e.message, "unknown register 'r99'"));
}

/* Literal rules (README "Program text"); encodings derived by hand:
 * FLT_MAX 0x7F7FFFFF, 1.0 0x3F800000, 0.5 0x3F000000, 10.0 0x41200000,
 * FP16 -inf 0xFC00, FP32 canonical NaN 0x7FC00000, S8 -10 = 0xF6. */
static void test_literals(void **state)
{
    (void)state;
    static const struct {
        const char *tok, *type;
        uint64_t bits;
        const char *err; /* a fragment of the message, or NULL */
    } cases[] = {
        {"1e400", "FP32", 0, "'1e400' is out of the finite range of FP32"},
        {"-1e400", "FP64", 0, "out of the finite range of FP64"},
        {"1e39", "FP32", 0, "out of the finite range of FP32"},
        {"3.4028235e38", "FP32", 0x7F7FFFFF, NULL},
        {"3.4028236e38", "FP32", 0, "out of the finite range of FP32"}, /* above FLT_MAX + half an ulp */
        {"1e-400", "FP32", 0, NULL},
        {"-1e-400", "FP32", 0x80000000, NULL},
        {"inf", "FP32", 0x7F800000, NULL},
        {"-Infinity", "FP16", 0xFC00, NULL},
        {"inf", "E4M3", 0, "E4M3 has no infinity"},
        {"-nan", "FP32", 0x7FC00000, NULL},
        {"nan(1)", "FP32", 0, "is not a value of FP32"},
        {"-0x3f800000", "FP32", 0, "a hex literal is the raw encoding and takes no sign"},
        {"+0x1", "S32", 0, "takes no sign"},
        {"0x1p3", "FP32", 0, "is not a value"},
        {"0x3f800000", "FP32", 0x3F800000, NULL},
        {"010", "S32", 10, NULL},
        {"010", "FP32", 0x41200000, NULL},
        {"-010", "S8", 0xF6, NULL},
        {"1.", "FP32", 0x3F800000, NULL},
        {".5", "FP32", 0x3F000000, NULL},
        {"1e", "FP32", 0, "is not a value"},
        {"e5", "FP32", 0, "is not a value"},
        {" 1", "FP32", 0, "is not a value"},
        {"128", "S8", 0, "out of range for S8"},
        {"-129", "S8", 0, "out of range for S8"},
        {"-128", "S8", 0x80, NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        uint64_t v = 0;
        char err[200] = "";
        int r = literal_to_bits(cases[i].tok, (unsigned)pto_dtype_code(cases[i].type), false, &v, err, sizeof err);
        if (cases[i].err) {
            if (r == 0 || !strstr(err, cases[i].err))
                fail_msg("'%s' as %s: rc %d, '%s', expected '%s'", cases[i].tok, cases[i].type, r, err, cases[i].err);
        } else if (r != 0 || v != cases[i].bits) {
            fail_msg("'%s' as %s: rc %d 0x%llx '%s', expected 0x%llx", cases[i].tok, cases[i].type, r,
                     (unsigned long long)v, err, (unsigned long long)cases[i].bits);
        }
    }
}

/* Directive numbers are decimal or 0x hex (010 is ten), and a directive
 * may not stand between the words of one instruction (D9 lengths: low
 * nibble 1110 48-bit, 1111 64-bit, bit 0 set 32-bit, else 16-bit). */
static void test_program_rules(void **state)
{
    (void)state;
    static const struct {
        const char *text;
        uint32_t line, column;
        const char *err;
    } cases[] = {
        {".half 0x9181\n.gpr 0 a0 = 5\n.half 0x0801\n", 2, 1,
         "a directive cannot stand inside an instruction: the 32-bit instruction that starts at offset 0 (line 1) "
         "needs 2 more bytes"},
        {"BSTOP\n.half 0x000F\n.half 0\n  .tile T#1 U8 size=128B cols=8 valid=1x8\n", 4, 3,
         "the 64-bit instruction that starts at offset 4 (line 2) needs 4 more bytes"},
        {".half 0x000E ; .release T#1\n", 1, 16, "the 48-bit instruction that starts at offset 0 (line 1) needs 4 more bytes"},
        {".word 99999999999999999999\n", 1, 7, "expected a number (decimal or 0x hex, at most 64 bits) after .word"},
        {".gpr 0 a0 = 0x\n", 1, 13, "expected a 64-bit value"},
        {".gpr 0 a0 = -1\n", 1, 13, "expected a 64-bit value"},
        {".gpr 0 a0 = 1 ; .half 0x0001 ; .pe 1\n", 1, 32, "the 32-bit instruction that starts at offset 0"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        pto_program p;
        prog_error e;
        int r = prog_parse(cases[i].text, strlen(cases[i].text), &p, &e);
        if (r == 0 || !strstr(e.message, cases[i].err) || e.line != cases[i].line || e.column != cases[i].column)
            fail_msg("case %zu: rc %d at %u:%u '%s', expected %u:%u '%s'", i, r, e.line, e.column, e.message,
                     cases[i].line, cases[i].column, cases[i].err);
        if (r == 0) prog_free(&p);
    }
    /* whole instructions around directives are fine; 010 is ten */
    static const char ok[] = ".half 0x0000\n.gpr 0 a0 = 010\n.half 0x9181\n.half 0x0801\n"
                             ".tile T#1 U8 size=128B cols=010 valid=1x8\n.word 0x00000001\n";
    pto_program p;
    prog_error e;
    if (prog_parse(ok, strlen(ok), &p, &e)) fail_msg("%u:%u: %s", e.line, e.column, e.message);
    assert_int_equal(p.nacts, 2);
    assert_int_equal(p.acts[0].value, 10);
    assert_int_equal(p.acts[0].offset, 2);
    assert_int_equal(p.acts[1].desc.cols, 10);
    assert_int_equal(p.acts[1].desc.valid_cols, 8);
    assert_int_equal(p.acts[1].offset, 6);
    assert_int_equal(p.len, 10);
    prog_free(&p);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_goldens),          cmocka_unit_test(test_canonical_text),
        cmocka_unit_test(test_exhaustive_16bit), cmocka_unit_test(test_random_32bit),
        cmocka_unit_test(test_exhaustive_fields), cmocka_unit_test(test_spellings),
        cmocka_unit_test(test_bad_inputs),       cmocka_unit_test(test_mutations),
        cmocka_unit_test(test_register_numbers), cmocka_unit_test(test_literals),
        cmocka_unit_test(test_program_rules),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
