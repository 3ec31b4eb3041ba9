/* The assembler, disassembler and decoder against two independent sources:
 *   - every pair of ../shared/vectors/linx-mc-golden.tsv, the MC tests of
 *     an independent assembler for this ISA (the LinxISA LLVM backend),
 *     read at test time: `encoding` and `llvm-spelling` texts assemble to
 *     the bytes (also as that assembler prints them back), the bytes decode
 *     and disassemble to text that assembles to the same bytes, and every
 *     `invalid-word` is refused by the decoder, by `ptosim disasm` and by
 *     execution (with no state change);
 *   - the TEPL selector holes of ../shared/vectors/tile-operations.json
 *     (`reserved.tepl_selector_ranges`), read at test time: such a
 *     BSTART.TEPL is rejected by the assembler and decodes as
 *     IllegalInstruction, every other selector is accepted. */
#define _DEFAULT_SOURCE /* popen */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include <cmocka.h>
#include <cjson/cJSON.h>

#include "asm/asm.h"
#include "support/support.h"

#define EXE PTOSIM_BINARY_DIR "/ptosim"

/* ---- the TSV ------------------------------------------------------------------ */

enum { K_ENCODING, K_SPELLING, K_INVALID };

typedef struct row {
    int kind;
    char text[200], printed[200], source[300];
    uint8_t bytes[8];
    unsigned len;
    unsigned line;
} row;

#define MAX_ROWS 256
static row rows[MAX_ROWS];
static unsigned nrows;

/* Splits line (modified in place) at tabs into at most n fields. */
static unsigned split_tabs(char *line, char **f, unsigned n)
{
    unsigned k = 0;
    f[k++] = line;
    for (char *p = line; *p && k < n; p++)
        if (*p == '\t') {
            *p = 0;
            f[k++] = p + 1;
        }
    return k;
}

static int column(char **head, unsigned n, const char *name)
{
    for (unsigned i = 0; i < n; i++)
        if (!strcmp(head[i], name)) return (int)i;
    fail_msg("linx-mc-golden.tsv has no column '%s'", name);
    return -1;
}

static void copy_field(char *dst, size_t cap, const char *src, unsigned line)
{
    if (strlen(src) >= cap) fail_msg("linx-mc-golden.tsv:%u: field too long", line);
    strcpy(dst, src);
}

static void load_rows(void)
{
    if (nrows) return;
    char path[1024];
    char *text = read_file(vectors_path("linx-mc-golden.tsv", path, sizeof path), NULL);
    if (!text) fail_msg("cannot read %s", path);
    char *save = NULL, *line = strtok_r(text, "\n", &save);
    assert_non_null(line);
    char *head[16];
    unsigned nh = split_tabs(line, head, 16);
    int c_kind = column(head, nh, "kind"), c_text = column(head, nh, "text"),
        c_bytes = column(head, nh, "bytes"), c_printed = column(head, nh, "llvm_printed"),
        c_source = column(head, nh, "source");
    unsigned lineno = 1;
    while ((line = strtok_r(NULL, "\n", &save)) != NULL) {
        lineno++;
        char *f[16];
        unsigned n = split_tabs(line, f, 16);
        if (n < nh) fail_msg("linx-mc-golden.tsv:%u: %u columns, expected %u", lineno, n, nh);
        if (nrows == MAX_ROWS) fail_msg("linx-mc-golden.tsv: more than %d rows", MAX_ROWS);
        row *r = &rows[nrows++];
        memset(r, 0, sizeof *r);
        r->line = lineno;
        if (!strcmp(f[c_kind], "encoding")) r->kind = K_ENCODING;
        else if (!strcmp(f[c_kind], "llvm-spelling")) r->kind = K_SPELLING;
        else if (!strcmp(f[c_kind], "invalid-word")) r->kind = K_INVALID;
        else fail_msg("linx-mc-golden.tsv:%u: unknown kind '%s'", lineno, f[c_kind]);
        copy_field(r->text, sizeof r->text, f[c_text], lineno);
        copy_field(r->printed, sizeof r->printed, f[c_printed], lineno);
        copy_field(r->source, sizeof r->source, f[c_source], lineno);
        for (char *p = f[c_bytes]; *p;) {
            char *end;
            unsigned long b = strtoul(p, &end, 16);
            if (end == p || b > 0xFF || r->len == 8)
                fail_msg("linx-mc-golden.tsv:%u: bad bytes '%s'", lineno, f[c_bytes]);
            r->bytes[r->len++] = (uint8_t)b;
            p = *end == ',' ? end + 1 : end;
        }
        if (r->len != 2 && r->len != 4 && r->len != 8)
            fail_msg("linx-mc-golden.tsv:%u: %u bytes", lineno, r->len);
    }
    free(text);
}

static uint64_t le(const uint8_t *b, unsigned n)
{
    uint64_t v = 0;
    for (unsigned i = 0; i < n; i++) v |= (uint64_t)b[i] << (8 * i);
    return v;
}

/* text assembles to exactly the row's bytes. */
static void expect_assembles(const row *r, const char *text)
{
    insn in;
    asm_error e;
    if (asm_insn(text, &in, &e) != 0)
        fail_msg("linx-mc-golden.tsv:%u: '%s' is rejected: column %zu: %s", r->line, text, e.column, e.message);
    if (in.length != r->len || in.bits != le(r->bytes, r->len))
        fail_msg("linx-mc-golden.tsv:%u: '%s' assembles to 0x%llX (%u bytes), the MC test says 0x%llX", r->line,
                 text, (unsigned long long)in.bits, in.length, (unsigned long long)le(r->bytes, r->len));
}

/* The ptosim command forms (isa/forms.def) whose mask and match cover the
 * word: a word outside all of them is not a command of a TEPL block. */
static bool matches_a_form(const row *r)
{
    uint64_t w = le(r->bytes, r->len);
    for (unsigned f = 0; f < F_COUNT; f++) {
        if (pto_forms[f].length_bits != r->len * 8) continue;
        if (((uint32_t)w & pto_forms[f].mask) != pto_forms[f].match) continue;
        if (f == F_L_BSTOP && (w >> 32) != 1u) continue;
        return true;
    }
    return false;
}

/* ---- every pair ---------------------------------------------------------------- */

static void golden_pairs(void **state)
{
    (void)state;
    load_rows();
    unsigned count[3] = {0, 0, 0};
    for (unsigned i = 0; i < nrows; i++) {
        const row *r = &rows[i];
        count[r->kind]++;
        insn d;
        const char *why;
        decode_result dr = insn_decode(r->bytes, r->len, &d, &why);
        if (r->kind == K_INVALID) {
            /* refused by the decoder: IllegalInstruction where the word is a
             * form's encoding with a reserved field, else no form at all */
            decode_result want = matches_a_form(r) ? DEC_ILLEGAL : DEC_UNKNOWN;
            if (dr != want)
                fail_msg("linx-mc-golden.tsv:%u: word 0x%llX decodes as %d, expected %d (%s)", r->line,
                         (unsigned long long)le(r->bytes, r->len), (int)dr, (int)want, r->source);
            /* and by execution, with no state change */
            pto_machine *m = pto_create();
            snapshot before, after;
            snapshot_take(m, &before);
            pto_status s = pto_step(m, r->bytes, r->len);
            snapshot_take(m, &after);
            assert_true(snapshot_equal(&before, &after));
            snapshot_free(&before);
            snapshot_free(&after);
            pto_fault_info fi;
            pto_fault(m, &fi);
            if (want == DEC_ILLEGAL) {
                assert_int_equal(s, PTO_FAULT);
                assert_int_equal(fi.kind, PTO_FAULT_ILLEGAL_INSTRUCTION);
                assert_int_equal(fi.pc, 0);
            } else if (s == PTO_FAULT) {
                /* a word of no command form: IllegalInstruction once the
                 * scalar forms are decoded too */
                assert_int_equal(fi.kind, PTO_FAULT_ILLEGAL_INSTRUCTION);
            } else {
                /* until then "not implemented" (decisions D10), never run */
                assert_int_equal(s, PTO_ERR_UNIMPLEMENTED);
                assert_int_equal(fi.kind, PTO_FAULT_NONE);
            }
            assert_int_equal(pto_tpc(m), 0);
            pto_destroy(m);
            continue;
        }
        expect_assembles(r, r->text);
        if (r->printed[0]) expect_assembles(r, r->printed);
        if (dr != DEC_OK)
            fail_msg("linx-mc-golden.tsv:%u: the bytes of '%s' do not decode: %s", r->line, r->text, why);
        char text[200];
        disasm_insn(&d, text, sizeof text);
        expect_assembles(r, text);
    }
    print_message("linx-mc-golden.tsv: %u encoding, %u llvm-spelling, %u invalid-word pairs\n", count[K_ENCODING],
                  count[K_SPELLING], count[K_INVALID]);
    assert_true(count[K_ENCODING] > 0 && count[K_SPELLING] > 0 && count[K_INVALID] > 0);
}

/* ---- the command ---------------------------------------------------------------- */

static int sh(const char *cmd, char **out) { return shell_output(cmd, true, out); }

static void put_file(const char *path, const void *data, size_t n)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(data, 1, n, f), n);
    assert_int_equal(fclose(f), 0);
}

/* `ptosim asm` of every valid text gives the bytes of the MC tests, in one
 * file; `ptosim disasm` of those bytes assembles back to them; `ptosim
 * disasm` prints every invalid word as a raw word with the reason, never
 * as an instruction. */
static void golden_command(void **state)
{
    (void)state;
    load_rows();
    char dir[600], path[700], cmd[3000], *out;
    snprintf(dir, sizeof dir, "%s/mc-golden-tmp", PTOSIM_BINARY_DIR);
    mkdir(dir, 0755);
    static char src[MAX_ROWS * 210];
    static uint8_t want[MAX_ROWS * 8], bad[MAX_ROWS * 8];
    size_t ns = 0, nw = 0, nb = 0;
    unsigned nbad = 0;
    for (unsigned i = 0; i < nrows; i++) {
        const row *r = &rows[i];
        if (r->kind == K_INVALID) {
            memcpy(bad + nb, r->bytes, r->len);
            nb += r->len;
            nbad++;
            continue;
        }
        ns += (size_t)snprintf(src + ns, sizeof src - ns, "%s\n", r->text);
        memcpy(want + nw, r->bytes, r->len);
        nw += r->len;
    }
    snprintf(path, sizeof path, "%s/golden.s", dir);
    put_file(path, src, ns);
    snprintf(cmd, sizeof cmd, "%s asm %s/golden.s -o %s/golden.bin", EXE, dir, dir);
    assert_int_equal(sh(cmd, NULL), 0);
    snprintf(path, sizeof path, "%s/golden.bin", dir);
    size_t got_len;
    char *got = read_file(path, &got_len);
    assert_non_null(got);
    assert_int_equal(got_len, nw);
    assert_memory_equal(got, want, nw);
    free(got);
    snprintf(cmd, sizeof cmd, "%s disasm %s/golden.bin > %s/golden2.s && %s asm %s/golden2.s -o %s/golden2.bin && cmp %s/golden.bin %s/golden2.bin",
             EXE, dir, dir, EXE, dir, dir, dir, dir);
    assert_int_equal(sh(cmd, NULL), 0);

    snprintf(path, sizeof path, "%s/invalid.bin", dir);
    put_file(path, bad, nb);
    snprintf(cmd, sizeof cmd, "%s disasm %s/invalid.bin", EXE, dir);
    assert_int_equal(sh(cmd, &out), 0);
    unsigned lines = 0;
    for (char *l = out, *e; *l; l = e + 1) {
        e = strchr(l, '\n');
        assert_non_null(e);
        *e = 0;
        if (strncmp(l, ".word 0x", 8) != 0 || !strstr(l, "  # "))
            fail_msg("ptosim disasm prints an invalid word as '%s'", l);
        lines++;
    }
    assert_int_equal(lines, nbad);
    free(out);
}

/* ---- TEPL selector holes ------------------------------------------------------------ */

static void selector_holes(void **state)
{
    (void)state;
    bool reserved[128];
    reserved_selectors(reserved);
    unsigned holes = 0;
    for (unsigned sel = 0; sel < 128; sel++) {
        char text[64];
        snprintf(text, sizeof text, "BSTART.TEPL %u, %u, FP32", sel >> 5, sel & 31u);
        insn in;
        asm_error e;
        int ar = asm_insn(text, &in, &e);
        uint32_t w = 1u << 27 | sel << 20 | 0x19181u; /* DataType FP32 */
        uint8_t b[4] = {(uint8_t)w, (uint8_t)(w >> 8), (uint8_t)(w >> 16), (uint8_t)(w >> 24)};
        insn d;
        const char *why;
        decode_result dr = insn_decode(b, 4, &d, &why);
        if (reserved[sel]) {
            holes++;
            if (ar == 0) fail_msg("'%s' (a reserved selector) is accepted", text);
            if (!strstr(e.message, "is reserved") || e.column != 16)
                fail_msg("'%s': column %zu: %s", text, e.column, e.message);
            if (dr != DEC_ILLEGAL) fail_msg("word 0x%08X (selector 0x%03X) decodes as %d", w, sel, (int)dr);
            assert_non_null(strstr(why, "unassigned TEPL selector"));
        } else {
            if (ar != 0) fail_msg("'%s' is rejected: %s", text, e.message);
            assert_int_equal(in.bits, w);
            assert_int_equal(dr, DEC_OK);
            char dis[80];
            disasm_insn(&d, dis, sizeof dis);
            if (strncmp(dis, "BSTART.VEC ", 11) != 0 && strncmp(dis, "BSTART.SFU ", 11) != 0)
                fail_msg("selector 0x%03X disassembles as '%s'", sel, dis);
        }
    }
    assert_int_equal(holes, 128 - 87); /* 87 TEPL operations are assigned */
    /* the holes the review named, as written */
    static const char *const named[] = {"BSTART.TEPL 0, 5", "BSTART.TEPL 0, 24", "BSTART.TEPL 1, 5",
                                        "BSTART.TEPL 3, 21", "BSTART.TEPL 3, 30"};
    for (size_t i = 0; i < sizeof named / sizeof named[0]; i++) {
        char text[64];
        insn in;
        asm_error e;
        snprintf(text, sizeof text, "%s, FP16", named[i]);
        assert_int_not_equal(asm_insn(text, &in, &e), 0);
    }
}

/* A hole selector faults at its BSTART as a reserved DataType does: no
 * block, nothing allocated, the open block (if any) neither committed nor
 * changed; `ptosim asm` names the file, line and column. */
static void selector_hole_execution(void **state)
{
    (void)state;
    static const uint32_t words[] = {0x08519181u, 0x09819181u, 0x0A519181u, 0x0F519181u, 0x0FE19181u};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
        uint8_t b[4] = {(uint8_t)words[i], (uint8_t)(words[i] >> 8), (uint8_t)(words[i] >> 16),
                        (uint8_t)(words[i] >> 24)};
        pto_machine *m = pto_create();
        snapshot before, after;
        snapshot_take(m, &before);
        assert_int_equal(pto_step(m, b, 4), PTO_FAULT);
        snapshot_take(m, &after);
        assert_true(snapshot_equal(&before, &after));
        snapshot_free(&before);
        snapshot_free(&after);
        pto_fault_info fi;
        pto_fault(m, &fi);
        assert_int_equal(fi.kind, PTO_FAULT_ILLEGAL_INSTRUCTION);
        assert_int_equal(fi.trap, 4);
        assert_false(pto_block_active(m));
        pto_destroy(m);
    }
    char dir[600], path[700], cmd[2000], *out;
    snprintf(dir, sizeof dir, "%s/mc-golden-tmp", PTOSIM_BINARY_DIR);
    mkdir(dir, 0755);
    snprintf(path, sizeof path, "%s/hole.s", dir);
    static const char hole[] = "BSTART.VEC TADD, FP32\nBSTART.TEPL 3, 21, FP32\n";
    put_file(path, hole, sizeof hole - 1);
    snprintf(cmd, sizeof cmd, "cd %s && %s asm hole.s -o hole.bin", dir, EXE);
    assert_int_not_equal(sh(cmd, &out), 0);
    if (!strstr(out, "hole.s:2:16:") || !strstr(out, "0x075")) fail_msg("ptosim asm says: %s", out);
    free(out);
    /* `ptosim disasm` prints each hole word raw, with the reason */
    snprintf(path, sizeof path, "%s/hole.bin", dir);
    uint8_t bin[sizeof words];
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        for (unsigned k = 0; k < 4; k++) bin[4 * i + k] = (uint8_t)(words[i] >> (8 * k));
    put_file(path, bin, sizeof bin);
    snprintf(cmd, sizeof cmd, "%s disasm %s/hole.bin", EXE, dir);
    assert_int_equal(sh(cmd, &out), 0);
    char *line = out;
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
        char want[80];
        snprintf(want, sizeof want, ".word 0x%08x  # ", words[i]);
        char *e = strchr(line, '\n');
        assert_non_null(e);
        *e = 0;
        if (strncmp(line, want, strlen(want)) != 0 || !strstr(line, "unassigned TEPL selector"))
            fail_msg("ptosim disasm prints hole word 0x%08X as '%s'", words[i], line);
        line = e + 1;
    }
    assert_int_equal(*line, 0);
    free(out);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(golden_pairs),
        cmocka_unit_test(golden_command),
        cmocka_unit_test(selector_holes),
        cmocka_unit_test(selector_hole_execution),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
