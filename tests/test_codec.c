/* The public codec (ptosim/codec.h), through that header only.
 *
 * Expected values come from independent sources:
 * - ../shared/vectors/linx-mc-golden.tsv: text and bytes from the LinxISA
 *   LLVM MC tests (`encoding` rows assemble to their bytes, and those bytes
 *   decode and print to text that assembles to them again; `invalid-word`
 *   rows are refused);
 * - ../shared/vectors/command-forms.json (pto-spec catalog): every form of
 *   the table is found there with its mask, match and field pieces, and
 *   random words of each form decode to the field values the catalog's
 *   pieces extract, legal exactly when the catalog's constraints hold;
 * - worked words of spec-digest §2.2 and §2.6 for encoding from fields;
 * - error columns counted by hand in the statement text.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <cmocka.h>
#include <cjson/cJSON.h>

#include "ptosim/codec.h"
#include "support/support.h"

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static uint32_t rnd32(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng >> 16);
}

static void put_le(uint8_t *b, uint64_t v, unsigned n)
{
    for (unsigned i = 0; i < n; i++) b[i] = (uint8_t)(v >> (8 * i));
}

/* ---- the golden words of an independent assembler --------------------------- */

static unsigned parse_bytes(const char *s, uint8_t *out, unsigned max)
{
    unsigned n = 0;
    while (*s && n < max) {
        char *end;
        unsigned long v = strtoul(s, &end, 16);
        if (end == s) break;
        out[n++] = (uint8_t)v;
        s = *end == ',' ? end + 1 : end;
    }
    return n;
}

static void golden_tsv(void **state)
{
    (void)state;
    char path[512];
    size_t len;
    char *text = read_file(vectors_path("linx-mc-golden.tsv", path, sizeof path), &len);
    assert_non_null(text);
    unsigned good = 0, invalid = 0, failures = 0;
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        char *col[6] = {0};
        unsigned nc = 0;
        for (char *p = line; nc < 6; nc++) {
            col[nc] = p;
            char *tab = strchr(p, '\t');
            if (!tab) {
                nc++;
                break;
            }
            *tab = 0;
            p = tab + 1;
        }
        if (nc < 3 || !strcmp(col[0], "kind")) continue;
        uint8_t bytes[8];
        unsigned nb = parse_bytes(col[2], bytes, sizeof bytes);
        assert_true(nb >= 2);
        pto_insn in;
        pto_codec_error e;
        if (!strcmp(col[0], "invalid-word")) {
            pto_codec_err r = pto_decode(bytes, nb, &in, &e);
            if (r != PTO_CODEC_UNKNOWN && r != PTO_CODEC_ILLEGAL) {
                print_message("invalid word %s decodes (%s)\n", col[2], pto_codec_err_name(r));
                failures++;
            }
            assert_int_equal(e.code, r);
            invalid++;
            continue;
        }
        if (strcmp(col[0], "encoding")) continue; /* llvm-spelling rows belong to the assembler's spellings */
        /* encoding rows: text -> bytes */
        pto_codec_err r = pto_asm(col[1], &in, &e);
        if (r != PTO_CODEC_OK || in.length != nb || memcmp(in.bytes, bytes, nb)) {
            print_message("'%s': %s %s (length %u, expected %s)\n", col[1], pto_codec_err_name(r), e.message, in.length,
                          col[2]);
            failures++;
            continue;
        }
        /* bytes -> fields -> canonical text -> the same bytes */
        pto_insn d;
        assert_int_equal(pto_decode(bytes, nb, &d, &e), PTO_CODEC_OK);
        assert_int_equal(d.length, nb);
        assert_int_equal(d.form, in.form);
        assert_string_equal(d.mnemonic, in.mnemonic);
        assert_true(d.word == in.word);
        char canon[PTO_TEXT_MAX];
        assert_int_equal(pto_disasm(&d, canon, sizeof canon, &e), PTO_CODEC_OK);
        pto_insn back;
        if (pto_asm(canon, &back, &e) != PTO_CODEC_OK || back.word != d.word) {
            print_message("'%s' prints as '%s', which does not assemble back (%s)\n", col[1], canon, e.message);
            failures++;
        }
        /* fields -> the same bytes */
        pto_insn enc;
        assert_int_equal(pto_insn_init(&enc, (unsigned)d.form), PTO_CODEC_OK);
        for (unsigned k = 0; k < d.nfields; k++)
            assert_int_equal(pto_insn_set(&enc, d.fields[k].name, d.fields[k].value), PTO_CODEC_OK);
        assert_int_equal(pto_encode(&enc, &e), PTO_CODEC_OK);
        assert_int_equal(enc.length, nb);
        assert_memory_equal(enc.bytes, bytes, nb);
        good++;
    }
    free(text);
    print_message("%u golden encodings, %u refused words\n", good, invalid);
    assert_int_equal(failures, 0);
    assert_true(good >= 30 && invalid >= 10);
}

/* ---- the specification's catalog of command forms ------------------------------- */

/* Our field names where the catalog spells a field otherwise. */
static const char *const aliases[][2] = {
    {"PadValue", "PadValueOrByteId"}, {"Uimm", "uimm17"},       {"Imm", "imm8"},
    {"HintLikely", "L/UL"},           {"HintV", "V"},           {"HintPrefetch", "prefetch_size"},
    {"HintTemp", "temp"},             {"HintEnd", "B/E"},       {"PreQuant", "PreQuantMode"},
    {"Relu", "ReluMode"},             {"GroupN", "GroupNCode"}, {"Atom", "atom"},
};

static bool same_name(const char *ours, const char *catalog)
{
    if (!strcasecmp(ours, catalog)) return true;
    for (size_t i = 0; i < sizeof aliases / sizeof aliases[0]; i++)
        if (!strcmp(aliases[i][0], ours) && !strcmp(aliases[i][1], catalog)) return true;
    return false;
}

static uint64_t hex_item(const cJSON *o, const char *key)
{
    return (uint64_t)strtoull(cJSON_GetObjectItem(o, key)->valuestring, NULL, 16);
}

/* The catalog form with our form's length, mnemonic and first mask/match. */
static const cJSON *catalog_form(const cJSON *forms, const pto_form_desc *f)
{
    const cJSON *hit = NULL;
    const cJSON *c;
    cJSON_ArrayForEach(c, forms)
    {
        const cJSON *enc = cJSON_GetArrayItem(cJSON_GetObjectItem(c, "encoding"), 0);
        if ((unsigned)cJSON_GetObjectItem(c, "length_bits")->valueint != f->length * 8) continue;
        if (strcmp(cJSON_GetObjectItem(c, "mnemonic")->valuestring, f->mnemonic)) continue;
        if (hex_item(enc, "mask") != f->mask || hex_item(enc, "match") != f->match) continue;
        assert_null(hit); /* exactly one */
        hit = c;
    }
    if (hit) return hit;
    /* an encoding variant (BSTART.TMOV.L2S.INSERT, BSTART.TSTORE.SPART, ...)
     * has its parent form's fields and constraints */
    cJSON_ArrayForEach(c, forms)
    {
        const cJSON *v;
        cJSON_ArrayForEach(v, cJSON_GetObjectItem(c, "encoding_variants"))
        {
            const cJSON *enc = cJSON_GetArrayItem(cJSON_GetObjectItem(v, "encoding"), 0);
            char name[64];
            snprintf(name, sizeof name, "BSTART.%s", cJSON_GetObjectItem(v, "name")->valuestring);
            if (strcmp(name, f->mnemonic) || hex_item(enc, "mask") != f->mask || hex_item(enc, "match") != f->match)
                continue;
            assert_null(hit);
            hit = c;
        }
    }
    return hit;
}

/* A field's value taken from the word by the catalog's pieces. */
static uint32_t catalog_extract(const cJSON *field, uint64_t word)
{
    uint32_t v = 0;
    const cJSON *p;
    cJSON_ArrayForEach(p, cJSON_GetObjectItem(field, "pieces"))
    {
        unsigned lsb = (unsigned)cJSON_GetObjectItem(p, "instruction_lsb")->valueint;
        unsigned vlsb = (unsigned)cJSON_GetObjectItem(p, "value_lsb")->valueint;
        unsigned w = (unsigned)cJSON_GetObjectItem(p, "width")->valueint;
        v |= (uint32_t)((word >> lsb) & ((1ull << w) - 1)) << vlsb;
    }
    return v;
}

/* The catalog field laid out exactly as ours, or NULL. */
static const cJSON *catalog_field(const cJSON *cf, const pto_field_desc *fd)
{
    const cJSON *c;
    cJSON_ArrayForEach(c, cJSON_GetObjectItem(cf, "fields"))
    {
        const cJSON *pieces = cJSON_GetObjectItem(c, "pieces");
        unsigned n = (unsigned)cJSON_GetArraySize(pieces);
        if (n != (fd->piece3_width ? 3u : fd->piece2_width ? 2u : 1u)) continue;
        if (n == 3) {
            const cJSON *p2 = cJSON_GetArrayItem(pieces, 2);
            if ((unsigned)cJSON_GetObjectItem(p2, "instruction_lsb")->valueint != fd->lsb3 ||
                (unsigned)cJSON_GetObjectItem(p2, "value_lsb")->valueint != fd->piece_width + fd->piece2_width ||
                (unsigned)cJSON_GetObjectItem(p2, "width")->valueint != fd->piece3_width)
                continue;
        }
        const cJSON *p0 = cJSON_GetArrayItem(pieces, 0);
        if ((unsigned)cJSON_GetObjectItem(p0, "instruction_lsb")->valueint != fd->lsb ||
            cJSON_GetObjectItem(p0, "value_lsb")->valueint != 0 ||
            (unsigned)cJSON_GetObjectItem(p0, "width")->valueint != fd->piece_width)
            continue;
        if (n == 2) {
            const cJSON *p1 = cJSON_GetArrayItem(pieces, 1);
            if ((unsigned)cJSON_GetObjectItem(p1, "instruction_lsb")->valueint != fd->lsb2 ||
                (unsigned)cJSON_GetObjectItem(p1, "value_lsb")->valueint != fd->piece_width ||
                (unsigned)cJSON_GetObjectItem(p1, "width")->valueint != fd->piece2_width)
                continue;
        }
        return c;
    }
    return NULL;
}

/* True when the word meets every constraint the catalog gives the form. */
static bool catalog_legal(const cJSON *cf, uint64_t word)
{
    /* BSTART.TEPL: an unassigned Mode:Function selector is reserved
     * (tile-operations.json reserved.tepl_selector_ranges) */
    if (!strcmp(cJSON_GetObjectItem(cf, "mnemonic")->valuestring, "BSTART.TEPL")) {
        static bool reserved[128], loaded;
        if (!loaded) reserved_selectors(reserved), loaded = true;
        if (reserved[(word >> 20) & 0x7Fu]) return false;
    }
    const cJSON *k;
    cJSON_ArrayForEach(k, cJSON_GetObjectItem(cf, "constraints"))
    {
        const char *name = cJSON_GetObjectItem(k, "field")->valuestring;
        const cJSON *field = NULL, *c;
        cJSON_ArrayForEach(c, cJSON_GetObjectItem(cf, "fields"))
            if (!strcmp(cJSON_GetObjectItem(c, "name")->valuestring, name)) field = c;
        assert_non_null(field);
        uint32_t v = catalog_extract(field, word);
        const char *op = cJSON_GetObjectItem(k, "operator")->valuestring;
        if (!strcmp(op, "one-of")) {
            bool in = false;
            const cJSON *x;
            cJSON_ArrayForEach(x, cJSON_GetObjectItem(k, "values")) in |= (uint32_t)x->valueint == v;
            if (!in) return false;
        } else if (!strcmp(op, "not-equal")) {
            if ((uint32_t)cJSON_GetObjectItem(k, "value")->valueint == v) return false;
        } else {
            fail_msg("unknown constraint operator %s", op);
        }
    }
    return true;
}

static cJSON *load_json(const char *name)
{
    char path[512];
    size_t len;
    char *text = read_file(vectors_path(name, path, sizeof path), &len);
    assert_non_null(text);
    cJSON *doc = cJSON_ParseWithLength(text, len);
    free(text);
    assert_non_null(doc);
    return doc;
}

/* The command-form and the scalar-form catalogs. */
typedef struct catalogs {
    cJSON *cmd, *scalar;
} catalogs;
static catalogs load_catalogs(void)
{
    catalogs c = {load_json("command-forms.json"), load_json("scalar-forms.json")};
    return c;
}
static void free_catalogs(catalogs *c)
{
    cJSON_Delete(c->cmd);
    cJSON_Delete(c->scalar);
}
/* Our form in the command catalog, else in the scalar catalog. */
static const cJSON *find_form(const catalogs *c, const pto_form_desc *fd)
{
    const cJSON *cf = catalog_form(cJSON_GetObjectItem(c->cmd, "forms"), fd);
    return cf ? cf : catalog_form(cJSON_GetObjectItem(c->scalar, "forms"), fd);
}
/* Some catalog form other than cf whose encoding the word has. */
static bool other_form_matches(const catalogs *c, const cJSON *cf, uint64_t word, unsigned len)
{
    const cJSON *docs[2] = {c->cmd, c->scalar}, *x;
    for (unsigned d = 0; d < 2; d++)
        cJSON_ArrayForEach(x, cJSON_GetObjectItem(docs[d], "forms"))
        {
            if (x == cf || (unsigned)cJSON_GetObjectItem(x, "length_bits")->valueint != len * 8) continue;
            const cJSON *e0 = cJSON_GetArrayItem(cJSON_GetObjectItem(x, "encoding"), 0);
            uint64_t m = hex_item(e0, "mask"), v = hex_item(e0, "match");
            if (len == 8) {
                const cJSON *e1 = cJSON_GetArrayItem(cJSON_GetObjectItem(x, "encoding"), 1);
                m |= hex_item(e1, "mask") << 32;
                v |= hex_item(e1, "match") << 32;
            }
            if ((word & m) == v) return true;
        }
    return false;
}

/* Every form of the table is a catalog form with the same layout. */
static void catalog_forms(void **state)
{
    (void)state;
    catalogs cats = load_catalogs();
    unsigned nforms = pto_form_count();
    assert_true(nforms >= 19);
    for (unsigned f = 0; f < nforms; f++) {
        pto_form_desc fd;
        assert_int_equal(pto_form_describe(f, &fd), PTO_CODEC_OK);
        assert_int_equal(pto_form_by_name(fd.name), (int)f);
        assert_true(fd.nfields <= PTO_INSN_MAX_FIELDS);
        const cJSON *cf = find_form(&cats, &fd);
        if (!cf) print_message("form %s (%s) is not in the catalog\n", fd.name, fd.mnemonic);
        assert_non_null(cf);
        /* the fields cover the bits outside the mask exactly once */
        unsigned bits = fd.length == 6 ? 48 : fd.length >= 4 ? 32 : 16;
        uint64_t free_bits = ~fd.mask & ((1ull << bits) - 1), covered = 0;
        for (unsigned k = 0; k < fd.nfields; k++) {
            pto_field_desc d;
            assert_int_equal(pto_form_field(f, k, &d), PTO_CODEC_OK);
            assert_int_equal(d.width, d.piece_width + d.piece2_width + d.piece3_width);
            uint64_t m = ((1ull << d.piece_width) - 1) << d.lsb;
            if (d.piece2_width) m |= ((1ull << d.piece2_width) - 1) << d.lsb2;
            if (d.piece3_width) m |= ((1ull << d.piece3_width) - 1) << d.lsb3;
            assert_int_equal(covered & m, 0);
            covered |= m;
            const cJSON *c = catalog_field(cf, &d);
            if (!strcmp(d.name, "Ignored")) { /* bits the catalog leaves free: no field there */
                assert_null(c);
                continue;
            }
            if (!c || !same_name(d.name, cJSON_GetObjectItem(c, "name")->valuestring))
                print_message("%s field %s: catalog %s\n", fd.name, d.name,
                              c ? cJSON_GetObjectItem(c, "name")->valuestring : "has no field there");
            assert_non_null(c);
            assert_true(same_name(d.name, cJSON_GetObjectItem(c, "name")->valuestring));
        }
        assert_true(covered == free_bits);
        assert_int_equal(pto_form_field(f, fd.nfields, &(pto_field_desc){0}), PTO_CODEC_ARG);
    }
    assert_int_equal(pto_form_describe(nforms, &(pto_form_desc){0}), PTO_CODEC_ARG);
    free_catalogs(&cats);
}

/* Random words of each form: the catalog's pieces and constraints predict
 * the decoded fields and the verdict; legal words round-trip through
 * fields and text. */
static void catalog_roundtrip(void **state)
{
    (void)state;
    catalogs cats = load_catalogs();
    unsigned legal = 0, illegal = 0, overlapped = 0;
    for (unsigned f = 0; f < pto_form_count(); f++) {
        pto_form_desc fd;
        pto_form_describe(f, &fd);
        const cJSON *cf = find_form(&cats, &fd);
        assert_non_null(cf);
        const cJSON *enc = cJSON_GetObjectItem(cf, "encoding");
        for (unsigned i = 0; i < 1000; i++) {
            uint64_t r48 = (uint64_t)rnd32() | (uint64_t)rnd32() << 32;
            uint64_t low = (r48 & ~fd.mask) | fd.match;
            uint64_t word = fd.length == 2 ? (low & 0xFFFFu) : fd.length == 6 ? (low & 0xFFFFFFFFFFFFull) : (uint32_t)low;
            if (fd.length == 8) word |= (uint64_t)hex_item(cJSON_GetArrayItem(enc, 1), "match") << 32;
            uint8_t bytes[8];
            put_le(bytes, word, fd.length);
            pto_insn d;
            pto_codec_error e;
            pto_codec_err r = pto_decode(bytes, fd.length, &d, &e);
            assert_int_equal(d.length, fd.length);
            assert_true(d.word == word);
            if (r == PTO_CODEC_OK || r == PTO_CODEC_ILLEGAL) assert_true(d.form >= 0);
            if (d.form != (int)f) {
                /* another catalog form that also matches and decodes first
                 * (the reviewed overlaps, commands before scalar forms, a
                 * scalar form of more mask bits) */
                if (!other_form_matches(&cats, cf, word, fd.length))
                    print_message("%s 0x%llx decodes as %s\n", fd.name, (unsigned long long)word,
                                  d.form >= 0 ? d.form_name : e.message);
                assert_true(other_form_matches(&cats, cf, word, fd.length));
                overlapped++;
                continue;
            }
            assert_string_equal(d.mnemonic, fd.mnemonic);
            assert_string_equal(d.form_name, fd.name);
            assert_int_equal(d.nfields, fd.nfields);
            for (unsigned k = 0; k < d.nfields; k++) {
                pto_field_desc fld;
                pto_form_field(f, k, &fld);
                assert_string_equal(d.fields[k].name, fld.name);
                const cJSON *c = catalog_field(cf, &fld);
                uint32_t want = c ? catalog_extract(c, word) : (uint32_t)((word >> fld.lsb) & 3u); /* Ignored */
                assert_int_equal(d.fields[k].value, want);
                uint32_t got;
                assert_int_equal(pto_insn_get(&d, fld.name, &got), PTO_CODEC_OK);
                assert_int_equal(got, want);
            }
            bool ok = catalog_legal(cf, word);
            if (r != (ok ? PTO_CODEC_OK : PTO_CODEC_ILLEGAL))
                print_message("%s 0x%llx: %s (%s), catalog says %s\n", fd.name, (unsigned long long)word,
                              pto_codec_err_name(r), e.message, ok ? "legal" : "illegal");
            assert_int_equal(r, ok ? PTO_CODEC_OK : PTO_CODEC_ILLEGAL);
            /* fields -> word */
            pto_insn enc2 = d;
            memset(enc2.bytes, 0, sizeof enc2.bytes);
            enc2.word = 0;
            assert_int_equal(pto_encode(&enc2, &e), r);
            assert_true(enc2.word == word);
            if (!ok) {
                illegal++;
                continue;
            }
            /* word -> text -> word */
            char text[PTO_TEXT_MAX];
            assert_int_equal(pto_disasm(&d, text, sizeof text, &e), PTO_CODEC_OK);
            pto_insn back;
            if (pto_asm(text, &back, &e) != PTO_CODEC_OK || back.word != word)
                print_message("%s 0x%llx prints as '%s': %s\n", fd.name, (unsigned long long)word, text, e.message);
            assert_int_equal(pto_asm(text, &back, &e), PTO_CODEC_OK);
            assert_true(back.word == word);
            assert_int_equal(back.form, (int)f);
            legal++;
        }
    }
    print_message("%u legal and %u illegal words round-tripped, %u taken by an earlier overlapping form\n", legal,
                  illegal, overlapped);
    assert_true(legal > 0 && illegal > 0);
    free_catalogs(&cats);
}

/* ---- encoding from fields ----------------------------------------------------------- */

static void encode_fields(void **state)
{
    (void)state;
    pto_insn in;
    pto_codec_error e;
    char text[PTO_TEXT_MAX];
    /* spec-digest §2.2: BSTART.VEC TSUBS, FP32 = 0x0A119181 (DataType 1,
     * Mode 1, Function 1) */
    int f = pto_form_by_name("bstart_tepl");
    assert_true(f >= 0);
    assert_int_equal(pto_insn_init(&in, (unsigned)f), PTO_CODEC_OK);
    assert_int_equal(in.length, 4);
    assert_int_equal(pto_insn_set(&in, "DataType", 1), PTO_CODEC_OK);
    assert_int_equal(pto_insn_set(&in, "mode", 1), PTO_CODEC_OK);
    assert_int_equal(pto_insn_set(&in, "Function", 1), PTO_CODEC_OK);
    assert_int_equal(pto_encode(&in, &e), PTO_CODEC_OK);
    assert_true(in.word == 0x0A119181u);
    static const uint8_t tsubs[4] = {0x81, 0x91, 0x11, 0x0A};
    assert_memory_equal(in.bytes, tsubs, 4);
    assert_false(in.block_end);
    assert_int_equal(pto_disasm(&in, text, sizeof text, &e), PTO_CODEC_OK);
    assert_string_equal(text, "BSTART.VEC TSUBS, FP32");

    /* spec-digest §2.6: B.IOT T#1, T#2, last, ->T<1> = 0x0408CE13 (SizeCode
     * 1 is 128 B; PEMode 7 is every PE, mask=1111) */
    f = pto_form_by_name("B_IOT_SSD");
    assert_true(f >= 0);
    assert_int_equal(pto_insn_init(&in, (unsigned)f), PTO_CODEC_OK);
    assert_int_equal(pto_insn_set(&in, "SrcTile0", 0), PTO_CODEC_OK);
    assert_int_equal(pto_insn_set(&in, "SrcTile1", 1), PTO_CODEC_OK);
    assert_int_equal(pto_insn_set(&in, "L", 1), PTO_CODEC_OK);
    assert_int_equal(pto_insn_set(&in, "SizeCode", 1), PTO_CODEC_OK);
    assert_int_equal(pto_insn_set(&in, "PEMode", 7), PTO_CODEC_OK);
    assert_int_equal(pto_insn_set(&in, "DstTile", 0), PTO_CODEC_OK);
    assert_int_equal(pto_encode(&in, &e), PTO_CODEC_OK);
    assert_true(in.word == 0x0408CE13u);
    assert_string_equal(in.mnemonic, "B.IOT");
    assert_int_equal(pto_disasm(&in, text, sizeof text, &e), PTO_CODEC_OK);
    assert_string_equal(text, "B.IOT T#1, T#2, mask=1111, last, ->T<128B>");

    /* spec-digest §2.9: the terminators */
    static const struct {
        const char *form;
        unsigned length;
        uint64_t word;
    } stops[] = {{"BSTOP", 4, 0x00000001u}, {"C_BSTOP", 2, 0x0000u}, {"L_BSTOP", 8, 0x000000010000000Full}};
    for (size_t i = 0; i < 3; i++) {
        f = pto_form_by_name(stops[i].form);
        assert_true(f >= 0);
        assert_int_equal(pto_insn_init(&in, (unsigned)f), PTO_CODEC_OK);
        assert_int_equal(in.nfields, 0);
        assert_int_equal(pto_encode(&in, &e), PTO_CODEC_OK);
        assert_int_equal(in.length, stops[i].length);
        assert_true(in.word == stops[i].word);
        assert_true(in.block_end);
    }
}

/* ---- errors as values ------------------------------------------------------------------ */

static void errors(void **state)
{
    (void)state;
    pto_insn in;
    pto_codec_error e;
    char text[PTO_TEXT_MAX];

    /* truncated bytes: D9 gives the length from the low 16 bits */
    static const uint8_t tadd[4] = {0x81, 0x91, 0x01, 0x20};   /* BSTART.VEC TADD, FP16 (golden) */
    static const uint8_t lstop[8] = {0x0f, 0, 0, 0, 1, 0, 0, 0}; /* L.BSTOP (golden) */
    assert_int_equal(pto_decode(tadd, 1, &in, &e), PTO_CODEC_TRUNCATED);
    assert_int_equal(e.code, PTO_CODEC_TRUNCATED);
    assert_int_equal(in.form, -1);
    assert_int_equal(in.length, 0);
    assert_int_equal(pto_decode(tadd, 2, &in, &e), PTO_CODEC_TRUNCATED);
    assert_int_equal(in.length, 4);
    assert_int_equal(pto_decode(tadd, 3, &in, NULL), PTO_CODEC_TRUNCATED);
    for (size_t n = 2; n < 8; n++) {
        assert_int_equal(pto_decode(lstop, n, &in, &e), PTO_CODEC_TRUNCATED);
        assert_int_equal(in.length, 8);
    }
    assert_int_equal(pto_decode(lstop, 8, &in, &e), PTO_CODEC_OK);
    assert_string_equal(in.mnemonic, "L.BSTOP");
    assert_int_equal(pto_decode(tadd, 0, &in, &e), PTO_CODEC_TRUNCATED);
    assert_int_equal(pto_decode(NULL, 0, &in, &e), PTO_CODEC_TRUNCATED);
    assert_int_equal(pto_decode(NULL, 4, &in, &e), PTO_CODEC_ARG);
    assert_int_equal(pto_decode(tadd, 4, NULL, &e), PTO_CODEC_ARG);

    /* an unknown word: opcode 0000011 is no TEPL-block command (length 4) */
    static const uint8_t unknown[4] = {0x03, 0x00, 0x00, 0x00};
    assert_int_equal(pto_decode(unknown, 4, &in, &e), PTO_CODEC_UNKNOWN);
    assert_int_equal(in.form, -1);
    assert_null(in.mnemonic);
    assert_int_equal(in.length, 4);
    assert_true(in.word == 3);
    assert_true(strlen(e.message) > 0);
    assert_int_equal(pto_disasm(&in, text, sizeof text, &e), PTO_CODEC_UNKNOWN);
    /* catalog forms ptosim does not execute: unknown, naming the mnemonic,
     * with the word and its length (a command and a scalar form) */
    static const uint8_t ercov[4] = {0x31, 0x30, 0x00, 0x00}, fadd[4] = {0x4b, 0x00, 0x00, 0x00};
    assert_int_equal(pto_decode(ercov, 4, &in, &e), PTO_CODEC_UNKNOWN);
    assert_int_equal(in.form, -1);
    assert_null(in.mnemonic);
    assert_true(in.word == 0x3031 && in.length == 4);
    assert_string_equal(e.message, "ERCOV, which ptosim does not implement");
    assert_int_equal(pto_decode(fadd, 4, &in, &e), PTO_CODEC_UNKNOWN);
    assert_string_equal(e.message, "FADD, which ptosim does not implement");
    /* a 48-bit length (low nibble 1110) has no form */
    static const uint8_t six[6] = {0x0e, 0, 0, 0, 0, 0};
    assert_int_equal(pto_decode(six, 6, &in, &e), PTO_CODEC_UNKNOWN);
    assert_int_equal(in.length, 6);

    /* illegal: BSTART.TEPL with the reserved DataType 15 (catalog one-of) */
    uint8_t bad_dt[4];
    put_le(bad_dt, 15u << 27 | 0x00019181u, 4);
    assert_int_equal(pto_decode(bad_dt, 4, &in, &e), PTO_CODEC_ILLEGAL);
    assert_string_equal(in.form_name, "BSTART_TEPL");
    uint32_t v = 0;
    assert_int_equal(pto_insn_get(&in, "DataType", &v), PTO_CODEC_OK);
    assert_int_equal(v, 15);
    assert_non_null(strstr(e.message, "DataType"));

    /* bad text, with the column of the offending token (counted by hand) */
    assert_int_equal(pto_asm("BSTART.VEC TADD, FP33", &in, &e), PTO_CODEC_SYNTAX);
    assert_int_equal(e.code, PTO_CODEC_SYNTAX);
    assert_int_equal(e.column, 18);
    assert_non_null(strstr(e.message, "FP33"));
    assert_int_equal(pto_asm("  B.FOO T#1", &in, &e), PTO_CODEC_SYNTAX);
    assert_int_equal(e.column, 3);
    assert_int_equal(pto_asm("B.IOT T#1, T#17, mask=1111", &in, &e), PTO_CODEC_SYNTAX);
    assert_int_equal(e.column, 12);
    assert_int_equal(pto_asm("BSTOP x", &in, &e), PTO_CODEC_SYNTAX);
    assert_int_equal(e.column, 7);
    assert_int_equal(pto_asm("", &in, &e), PTO_CODEC_SYNTAX);
    assert_int_equal(pto_asm(NULL, &in, &e), PTO_CODEC_ARG);
    assert_int_equal(e.column, 0);

    /* fields */
    int f = pto_form_by_name("B_IOT_SD");
    assert_true(f >= 0);
    assert_int_equal(pto_form_by_name("B_IOT_XYZ"), -1);
    assert_int_equal(pto_form_by_name(NULL), -1);
    assert_int_equal(pto_insn_init(&in, (unsigned)f), PTO_CODEC_OK);
    assert_int_equal(pto_insn_set(&in, "SrcTile1", 1), PTO_CODEC_NO_FIELD);
    assert_int_equal(pto_insn_get(&in, "Imm", &v), PTO_CODEC_NO_FIELD);
    assert_int_equal(pto_insn_set(&in, "SrcTile0", 64), PTO_CODEC_RANGE); /* 6 bits */
    assert_int_equal(pto_insn_set(&in, "SrcTile0", 63), PTO_CODEC_OK);
    assert_int_equal(pto_insn_set(&in, NULL, 1), PTO_CODEC_ARG);
    in.fields[0].value = 64; /* written around pto_insn_set */
    assert_int_equal(pto_encode(&in, &e), PTO_CODEC_RANGE);
    assert_non_null(strstr(e.message, "SrcTile0"));
    /* SizeCode 0 in the source-and-destination form is the source-only form
     * (reviewed overlap, form 11 before 8) */
    assert_int_equal(pto_insn_init(&in, (unsigned)f), PTO_CODEC_OK);
    assert_int_equal(pto_insn_set(&in, "PEMode", 7), PTO_CODEC_OK);
    assert_int_equal(pto_encode(&in, &e), PTO_CODEC_ILLEGAL);
    assert_non_null(strstr(e.message, "B_IOT_S"));
    assert_int_equal(pto_insn_init(&in, pto_form_count()), PTO_CODEC_ARG);
    in.form = 1000;
    assert_int_equal(pto_encode(&in, &e), PTO_CODEC_ARG);

    /* a text buffer too small keeps a cut, terminated text */
    assert_int_equal(pto_asm("BSTART.VEC TADD, FP32", &in, &e), PTO_CODEC_OK);
    char small[8];
    assert_int_equal(pto_disasm(&in, small, sizeof small, &e), PTO_CODEC_ARG);
    assert_string_equal(small, "BSTART.");
    assert_int_equal(pto_disasm(&in, small, 0, &e), PTO_CODEC_ARG);

    static const char *const names[] = {"ok", "truncated", "unknown", "illegal", "no-field", "range", "syntax", "arg"};
    for (int i = 0; i <= PTO_CODEC_ARG; i++) assert_string_equal(pto_codec_err_name((pto_codec_err)i), names[i]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(golden_tsv),
        cmocka_unit_test(catalog_forms),
        cmocka_unit_test(catalog_roundtrip),
        cmocka_unit_test(encode_fields),
        cmocka_unit_test(errors),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
