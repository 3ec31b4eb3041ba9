/* The ptosim command end to end: the bundled example, --json checked against
 * the library's own state for the same program, asm/disasm round trips, and
 * a catalogue of bad inputs.  Expected element values of the example are
 * derived by hand in the comments (binary32 arithmetic on small exact
 * values). */
#define _DEFAULT_SOURCE /* wait4, popen, truncate */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <fcntl.h>
#include <unistd.h>

#include <cmocka.h>
#include <cjson/cJSON.h>

#include "asm/program.h"
#include "core.h"
#include "report.h"
#include "support/support.h"

#define EXE PTOSIM_BINARY_DIR "/ptosim"
#define SRC PTOSIM_SOURCE_DIR

/* Runs a shell command; returns its exit status and its stdout+stderr. */
static int sh(const char *cmd, char **out) { return shell_output(cmd, true, out); }

static const char *tmpdir(void)
{
    static char dir[512];
    snprintf(dir, sizeof dir, "%s/cli-tmp", PTOSIM_BINARY_DIR);
    mkdir(dir, 0755);
    return dir;
}

static void write_file(const char *path, const void *data, size_t n)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(data, 1, n, f), n);
    fclose(f);
}

static const cJSON *tile_by_name_json(const cJSON *root, const char *name)
{
    const cJSON *t;
    cJSON_ArrayForEach(t, cJSON_GetObjectItem(root, "tiles"))
        if (!strcmp(cJSON_GetObjectItem(t, "name")->valuestring, name)) return t;
    return NULL;
}

/* The demo: T#1 = fill 1.5 (PE0) / 2.5 (PE1); U#1 = 1..12; T#2 = T#1 + U#1;
 * T#3 = T#2 - 1.0; T#4 = T#3 > 5.0.  PE0 row 0 of T#3: 1.5 2.5 3.5 4.5 5.5
 * 6.5 -> predicate 0 0 0 0 1 1; row 1: 7.5.. -> all 1.  PE1 row 0: 2.5 ..
 * 7.5 -> 0 0 0 1 1 1.  Padding of T#4 is Null: undefined. */
static void demo_runs(void **state)
{
    (void)state;
    char *out;
    assert_int_equal(sh(EXE " run --json " SRC "/examples/seeds.s", &out), 0);
    cJSON *root = cJSON_Parse(out);
    assert_non_null(root);
    assert_string_equal(cJSON_GetObjectItem(root, "status")->valuestring, "ok");
    const cJSON *t4 = tile_by_name_json(root, "T#4");
    assert_non_null(t4);
    assert_string_equal(cJSON_GetObjectItem(t4, "kind")->valuestring, "predicate");
    const cJSON *pes = cJSON_GetObjectItem(t4, "pe");
    assert_int_equal(cJSON_GetArraySize(pes), 2);
    static const char *pe0[8] = {"0", "0", "0", "0", "1", "1", NULL, NULL};
    static const char *pe1[8] = {"0", "0", "0", "1", "1", "1", NULL, NULL};
    for (int pe = 0; pe < 2; pe++) {
        const cJSON *els = cJSON_GetObjectItem(cJSON_GetArrayItem(pes, pe), "elements");
        assert_int_equal(cJSON_GetArraySize(els), 32);
        for (int i = 0; i < 8; i++) {
            const cJSON *x = cJSON_GetArrayItem(els, i);
            const char *want = pe ? pe1[i] : pe0[i];
            if (!want) assert_true(cJSON_IsNull(x));
            else assert_string_equal(x->valuestring, want);
        }
        for (int i = 8; i < 14; i++) assert_string_equal(cJSON_GetArrayItem(els, i)->valuestring, "1");
        for (int i = 14; i < 32; i++) assert_true(cJSON_IsNull(cJSON_GetArrayItem(els, i)));
    }
    /* T#2 PE0 element 0 = 1.5 + 1 = 2.5 = 0x40200000; padding Max = 0x7f7fffff */
    const cJSON *t2 = cJSON_GetObjectItem(cJSON_GetArrayItem(cJSON_GetObjectItem(tile_by_name_json(root, "T#2"), "pe"), 0),
                                          "elements");
    assert_string_equal(cJSON_GetArrayItem(t2, 0)->valuestring, "0x40200000");
    assert_string_equal(cJSON_GetArrayItem(t2, 6)->valuestring, "0x7f7fffff");
    cJSON_Delete(root);
    free(out);
    /* The text form names tiles and marks undefined elements. */
    assert_int_equal(sh(EXE " run " SRC "/examples/seeds.s", &out), 0);
    assert_non_null(strstr(out, "status: ok"));
    assert_non_null(strstr(out, "tile T#4 (index 3): predicate"));
    assert_non_null(strstr(out, "0 0 0 0 1 1 || ? ?"));
    free(out);
    /* No arguments runs the demo too. */
    assert_int_equal(sh(EXE, &out), 0);
    assert_non_null(strstr(out, "status: ok"));
    free(out);
}

/* --trace: one stable line per instruction; a commit names its destination
 * (the demo's destinations are T#1, T#2, T#3, T#4 in order, by the lowest
 * free slot rule of decisions D2). */
static void trace_lines(void **state)
{
    (void)state;
    char *out;
    assert_int_equal(sh(EXE " run --trace " SRC "/examples/seeds.s", &out), 0);
    assert_non_null(strstr(out, "pc=0x0000 word=0x0bb19181  BSTART.VEC TEXPANDS, FP32\n"));
    assert_non_null(strstr(out, "word=0x00000001  BSTOP  -> T#1\n"));
    assert_non_null(strstr(out, "BSTOP  -> T#4\n"));
    int lines = 0;
    for (const char *p = out; (p = strstr(p, "\npc=")) != NULL; p++) lines++;
    assert_int_equal(lines + (strncmp(out, "pc=", 3) == 0), 31); /* 31 instructions in the demo */
    free(out);
    /* a faulting instruction is marked */
    const char *bad = ".tile T#1 U8 size=128B cols=8 valid=1x8\nBSTART.VEC TSUBS, U8\nB.DIM LB0=4\n"
                      "B.IOT T#1, mask=1111, last, ->T<128B>\nBSTOP\n";
    char file[700], cmd[1500];
    snprintf(file, sizeof file, "%s/trace_fault.s", tmpdir());
    write_file(file, bad, strlen(bad));
    snprintf(cmd, sizeof cmd, "%s run --trace %s", EXE, file);
    assert_int_equal(sh(cmd, &out), 3);
    assert_non_null(strstr(out, "BSTOP  ! fault TileLegality (trap 5): "));
    free(out);
}

/* PTO-AS through the command: --emit bundles, and the numpy-golden
 * workflow with --in/--out files: a[i] = i, b[i] = 0.5 (binary32) ->
 * c[i] = i + 0.5 exactly (hand-derived). */
static void pto_files(void **state)
{
    (void)state;
    const char *d = tmpdir();
    static uint8_t a[4096], b[4096];
    for (int i = 0; i < 1024; i++) {
        float x = (float)i, y = 0.5f;
        memcpy(a + 4 * i, &x, 4);
        memcpy(b + 4 * i, &y, 4);
    }
    char fa[700], fb[700], fc[700], cmd[3000], *out;
    snprintf(fa, sizeof fa, "%s/a.bin", d);
    snprintf(fb, sizeof fb, "%s/b.bin", d);
    snprintf(fc, sizeof fc, "%s/c.bin", d);
    write_file(fa, a, sizeof a);
    write_file(fb, b, sizeof b);
    remove(fc);
    snprintf(cmd, sizeof cmd, "%s run %s/examples/pto/vadd.pto --in pa=%s --in pb=%s --out pc=%s", EXE, SRC, fa, fb, fc);
    assert_int_equal(sh(cmd, &out), 0);
    free(out);
    size_t len;
    char *c = read_file(fc, &len);
    assert_non_null(c);
    assert_int_equal(len, 4096);
    for (int i = 0; i < 1024; i++) {
        float x;
        memcpy(&x, c + 4 * i, 4);
        assert_true(x == (float)i + 0.5f);
    }
    free(c);
    /* a missing input is a located error */
    snprintf(cmd, sizeof cmd, "%s run %s/examples/pto/vadd.pto --in pa=%s", EXE, SRC, fa);
    assert_int_equal(sh(cmd, &out), 1);
    assert_non_null(strstr(out, "vadd.pto:3:39:")); /* at the argument %pb */
    assert_non_null(strstr(out, "pass --in pb=FILE"));
    free(out);
    /* --emit bundles prints the lowered program */
    snprintf(cmd, sizeof cmd, "%s run --emit bundles %s/examples/pto/ssa.pto", EXE, SRC);
    assert_int_equal(sh(cmd, &out), 0);
    assert_non_null(strstr(out, "BSTART.VEC TCMPS, FP32\nB.DATR cmode=GT, pad=Null\n"));
    free(out);
}


/* PTO-AS kernels: --entry among several functions, scalar arguments from
 * --in NAME=VALUE, and a fault reported at the PTO-AS operation. */
static void pto_entry_scalars_faults(void **state)
{
    (void)state;
    char d[600], file[700], cmd[3000], *out;
    snprintf(d, sizeof d, "%s/entry", tmpdir());
    mkdir(d, 0755);
    snprintf(file, sizeof file, "%s/k.pto", d);
    const char *src = "module {\n"
                      "  func.func @a(%s: f32) {\n"
                      "    %x = pto.texpands %s : f32 -> !pto.tile<8x16xf32>\n"
                      "    return\n  }\n"
                      "  func.func @b() {\n"
                      "    %t = pto.alloc_tile : !pto.tile_buf<vec, 8x16xf32>\n"
                      "    %u = pto.alloc_tile : !pto.tile_buf<vec, 8x16xf32>\n"
                      "    pto.tneg ins(%t : !pto.tile_buf<vec, 8x16xf32>) outs(%u : !pto.tile_buf<vec, 8x16xf32>)\n"
                      "    return\n  }\n}\n";
    write_file(file, src, strlen(src));
    snprintf(cmd, sizeof cmd, "%s run %s", EXE, file);
    assert_int_equal(sh(cmd, &out), 1);
    assert_non_null(strstr(out, "the module has 2 functions (@a, @b): choose the kernel with --entry NAME"));
    free(out);
    /* 2.5 = 0x40200000 in every element of the kernel's tile */
    snprintf(cmd, sizeof cmd, "%s run %s --entry a --in s=2.5 --json", EXE, file);
    assert_int_equal(sh(cmd, &out), 0);
    assert_non_null(strstr(out, "\"0x40200000\""));
    free(out);
    snprintf(cmd, sizeof cmd, "%s run %s --entry a --in s=2.5 --in s=1", EXE, file);
    assert_int_equal(sh(cmd, &out), 1);
    assert_non_null(strstr(out, "'s' is bound twice"));
    free(out);
    /* the tile never written: TileLegality at line 9, column 5 of the .pto */
    snprintf(cmd, sizeof cmd, "%s run %s --entry b", EXE, file);
    assert_int_equal(sh(cmd, &out), 3);
    assert_non_null(strstr(out, "k.pto:9:5: fault TileLegality in this operation"));
    free(out);
}

/* --json agrees with the library's state after the same program, element by
 * element, for every ASL bundle case that allocates a destination. */
static void json_matches_library(void **state)
{
    (void)state;
    char path[512];
    char *text = read_file(vectors_path("asl-bundle-cases.json", path, sizeof path), NULL);
    assert_non_null(text);
    cJSON *cases = cJSON_Parse(text);
    int checked = 0;
    for (int i = 0; i < cJSON_GetArraySize(cases) && checked < 40; i += 6) {
        const char *prog = cJSON_GetObjectItem(cJSON_GetArrayItem(cases, i), "program")->valuestring;
        char file[600], cmd[1400], err[300];
        snprintf(file, sizeof file, "%s/case%d.s", tmpdir(), i);
        write_file(file, prog, strlen(prog));
        snprintf(cmd, sizeof cmd, "%s run --json %s", EXE, file);
        char *out;
        int rc = sh(cmd, &out);
        pto_machine *m = pto_create();
        pto_status s = run_text(m, prog, err, sizeof err);
        assert_int_equal(rc, s == PTO_END ? 0 : 3);
        cJSON *root = cJSON_Parse(out);
        assert_non_null(root);
        assert_string_equal(cJSON_GetObjectItem(root, "status")->valuestring, s == PTO_END ? "ok" : "fault");
        static const char *fn[5] = {"NV", "DZ", "OF", "UF", "NX"};
        for (int f = 0; f < 5; f++)
            assert_int_equal(cJSON_GetObjectItem(cJSON_GetObjectItem(root, "flags"), fn[f])->valueint,
                             (pto_flags(m) >> f) & 1u);
        assert_int_equal((uint64_t)cJSON_GetObjectItem(root, "tpc")->valuedouble, pto_tpc(m));
        int ntiles = 0;
        for (unsigned t = 0; t < PTO_TILES; t++) ntiles += pto_tile_allocated(m, t);
        assert_int_equal(cJSON_GetArraySize(cJSON_GetObjectItem(root, "tiles")), ntiles);
        const cJSON *tj;
        cJSON_ArrayForEach(tj, cJSON_GetObjectItem(root, "tiles"))
        {
            unsigned idx = (unsigned)cJSON_GetObjectItem(tj, "index")->valueint;
            pto_tile_desc d;
            assert_int_equal(pto_tile_describe(m, idx, &d), PTO_OK);
            const cJSON *pj;
            cJSON_ArrayForEach(pj, cJSON_GetObjectItem(tj, "pe"))
            {
                unsigned pe = (unsigned)cJSON_GetObjectItem(pj, "pe")->valueint;
                const cJSON *els = cJSON_GetObjectItem(pj, "elements");
                assert_int_equal(cJSON_GetArraySize(els), d.rows * d.cols);
                for (unsigned e = 0; e < d.rows * d.cols; e++) {
                    uint64_t v;
                    bool def;
                    pto_tile_read(m, idx, pe, e, &v, &def);
                    const cJSON *x = cJSON_GetArrayItem(els, (int)e);
                    assert_int_equal(cJSON_IsNull(x), !def);
                    if (def) assert_int_equal(strtoull(x->valuestring, NULL, d.kind == PTO_TILE_PREDICATE ? 10 : 16), v);
                }
            }
        }
        cJSON_Delete(root);
        free(out);
        pto_destroy(m);
        checked++;
    }
    cJSON_Delete(cases);
    free(text);
    assert_true(checked >= 30);
}

/* asm -> bin -> disasm -> asm gives the same bytes. */
static void asm_disasm_round_trip(void **state)
{
    (void)state;
    char cmd[2048], *out;
    const char *d = tmpdir();
    char bin[700];
    snprintf(bin, sizeof bin, "%s/seeds.bin", d);
    remove(bin);
    snprintf(cmd, sizeof cmd, "%s asm %s/examples/seeds.s -o %s/seeds.bin", EXE, SRC, d);
    assert_int_equal(sh(cmd, &out), 1); /* directives would be lost */
    assert_non_null(strstr(out, "--drop-directives"));
    free(out);
    struct stat st;
    assert_int_not_equal(stat(bin, &st), 0); /* no partial output */
    snprintf(cmd, sizeof cmd, "%s asm --drop-directives %s/examples/seeds.s -o %s/seeds.bin", EXE, SRC, d);
    assert_int_equal(sh(cmd, NULL), 0);
    snprintf(cmd, sizeof cmd, "%s disasm %s/seeds.bin > %s/seeds2.s", EXE, d, d);
    assert_int_equal(sh(cmd, NULL), 0);
    snprintf(cmd, sizeof cmd, "%s asm %s/seeds2.s -o %s/seeds2.bin && cmp %s/seeds.bin %s/seeds2.bin", EXE, d, d, d, d);
    assert_int_equal(sh(cmd, NULL), 0);
    /* The binary runs like the text (minus the set-up): it faults at the
     * first TADD because U#1 was never configured. */
    snprintf(cmd, sizeof cmd, "%s run %s/seeds.bin", EXE, d);
    assert_int_equal(sh(cmd, &out), 3);
    assert_non_null(strstr(out, "fault"));
    free(out);
}

/* Runs `ptosim run FILE` and returns the child's peak resident set (KiB). */
static long run_rss(const char *file)
{
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        if (null >= 0) dup2(null, 1);
        execl(EXE, "ptosim", "run", file, (char *)NULL);
        _exit(127);
    }
    int st;
    struct rusage ru;
    assert_int_equal(wait4(pid, &st, 0, &ru), pid);
    assert_true(WIFEXITED(st));
    assert_int_equal(WEXITSTATUS(st), 0);
    return ru.ru_maxrss;
}

/* A program of millions of bundles runs in constant memory: 100,000 and
 * 1,000,000 zero-participation TADD bundles (strict no-ops, decisions D2 /
 * spec-digest §3.6; 4 words each) differ in peak memory by about twice the
 * size of the larger program (14.4 MB of code, held as the program and as
 * its image in global memory, where it runs: decisions D19), nothing per
 * executed instruction. */
static void million_bundles_constant_memory(void **state)
{
    (void)state;
    static const uint32_t bundle[4] = {0x08019181u, 0x00100043u, 0x0408C013u, 0x00000001u};
    long rss[2];
    const unsigned counts[2] = {100000, 1000000};
    for (int k = 0; k < 2; k++) {
        char file[700];
        snprintf(file, sizeof file, "%s/many%u.bin", tmpdir(), counts[k]);
        FILE *f = fopen(file, "wb");
        assert_non_null(f);
        for (unsigned i = 0; i < counts[k]; i++) assert_int_equal(fwrite(bundle, 4, 4, f), 4);
        fclose(f);
        rss[k] = run_rss(file);
        remove(file);
    }
    long code_kib = (long)(counts[1] - counts[0]) * 16 / 1024;
    print_message("peak RSS: %ld KiB for 100k bundles, %ld KiB for 1M bundles (code difference %ld KiB)\n", rss[0],
                  rss[1], code_kib);
#if defined(__SANITIZE_ADDRESS__)
    /* AddressSanitizer keeps the freed buffer the file was read into in its
     * quarantine: a third copy of the code, still nothing per instruction. */
    const long copies = 3;
#else
    const long copies = 2;
#endif
    assert_true(rss[1] - rss[0] < copies * code_kib + 4096);
}

/* One clear line and a nonzero exit for each bad input. */
static void bad_inputs(void **state)
{
    (void)state;
    const char *d = tmpdir();
    char cmd[2048], file[700], *out;
    struct {
        const char *name, *content;
        size_t len;
        const char *expect;
    } cases[] = {
        {"empty.s", "", 0, "empty program"},
        {"odd.bin", "\x01\x00\x00", 3, "odd byte count"},
        {"trunc.bin", "\x81\x91", 2, "ends inside an instruction"},
        {"dtype.s", ".tile T#1 FP33 size=128B cols=8 valid=1x8\n", 0, "dtype.s:1:11: unknown data type 'FP33'"},
        {"mnemonic.s", "BSTART.VEC TFOO, FP32\n", 0, "mnemonic.s:1:"},
        {"fillcount.s", ".tile T#1 U8 size=128B cols=8 valid=1x2\n.fill T#1 pe=* = 1 2 3\n", 0, "3 values given"},
        {"fillrange.s", ".tile T#1 U8 size=128B cols=8 valid=1x1\n.fill T#1 pe=* = 256\n", 0, "out of range for U8"},
        {"notile.s", ".fill T#5 pe=0 = 1\n", 0, "not allocated"},
        {"scalar.s", ".word 0x0000004B\n", 0, "FADD, which ptosim does not implement"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        snprintf(file, sizeof file, "%s/%s", d, cases[i].name);
        size_t n = cases[i].len ? cases[i].len : strlen(cases[i].content);
        write_file(file, cases[i].content, n);
        snprintf(cmd, sizeof cmd, "cd %s && %s run %s", d, EXE, cases[i].name);
        int rc = sh(cmd, &out);
        if (rc == 0 || !strstr(out, cases[i].expect)) print_message("case %s: rc %d, output:\n%s\n", cases[i].name, rc, out);
        assert_int_not_equal(rc, 0);
        assert_non_null(strstr(out, cases[i].expect));
        free(out);
    }
    /* a directory, a missing file, a 1 GiB (sparse) file, a 1 MiB line */
    snprintf(cmd, sizeof cmd, "%s run %s", EXE, d);
    assert_int_equal(sh(cmd, &out), 1);
    assert_non_null(strstr(out, "is a directory"));
    free(out);
    snprintf(cmd, sizeof cmd, "%s run %s/does-not-exist.s", EXE, d);
    assert_int_equal(sh(cmd, &out), 1);
    free(out);
    snprintf(file, sizeof file, "%s/huge.bin", d);
    assert_int_equal(truncate(file, 0) == 0 || 1, 1);
    FILE *f = fopen(file, "wb");
    fclose(f);
    assert_int_equal(truncate(file, 1024L * 1024 * 1024), 0);
    snprintf(cmd, sizeof cmd, "%s run %s", EXE, file);
    assert_int_equal(sh(cmd, &out), 1);
    assert_non_null(strstr(out, "file too large"));
    free(out);
    remove(file);
    snprintf(file, sizeof file, "%s/longline.s", d);
    char *big = malloc(1 << 20);
    memset(big, 'x', 1 << 20);
    big[(1 << 20) - 1] = '\n';
    write_file(file, big, 1 << 20);
    free(big);
    snprintf(cmd, sizeof cmd, "%s run %s", EXE, file);
    assert_int_equal(sh(cmd, &out), 1);
    assert_non_null(strstr(out, "longline.s:1:"));
    free(out);
}


/* Global memory through the command: .memsize/.mem/.dump in the program,
 * --mem/--dump/--memsize on the command line, the text hex dump and the
 * JSON "memory" array.  The expected bytes are the values written (U8
 * 0..15 and 16..19, binary32 1.0 = 0x3F800000 little-endian). */
static void memory_options(void **state)
{
    (void)state;
    const char *d = tmpdir();
    char sub[700], file[800], img[800], out_bin[800], cmd[4000], *out;
    snprintf(sub, sizeof sub, "%s/memsub", d);
    mkdir(sub, 0755);
    snprintf(img, sizeof img, "%s/img.bin", sub);
    static const uint8_t image[5] = {0xca, 0xfe, 0x00, 0xba, 0xbe};
    write_file(img, image, sizeof image);
    snprintf(file, sizeof file, "%s/mem.s", sub);
    const char *prog = ".memsize 64K\n"
                       ".mem 0x2000 U8 = 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19\n"
                       ".mem 0x2014 FP32 = 1.0\n"
                       ".mem 0x100 file=img.bin\n"
                       ".dump 0x2000 24\n";
    write_file(file, prog, strlen(prog));
    /* text: one line per 16 bytes, address first; the file is found next to
     * the program although the command runs elsewhere */
    snprintf(cmd, sizeof cmd, "cd / && %s run %s --dump 0x100:5", EXE, file);
    assert_int_equal(sh(cmd, &out), 0);
    assert_non_null(strstr(out, "memory 0x2000 .. 0x2017 (24 bytes):\n"
                                "  0x00002000: 00 01 02 03 04 05 06 07  08 09 0a 0b 0c 0d 0e 0f\n"
                                "  0x00002010: 10 11 12 13 00 00 80 3f\n"));
    assert_non_null(strstr(out, "memory 0x100 .. 0x104 (5 bytes):\n  0x00000100: ca fe 00 ba be\n"));
    free(out);
    /* JSON, --mem and a dump to a file */
    snprintf(out_bin, sizeof out_bin, "%s/out.bin", d);
    remove(out_bin);
    snprintf(cmd, sizeof cmd, "%s run --json %s --mem 0x8000=%s --dump 0x7ffe:8 --dump 0x2014:4=%s", EXE, file, img,
             out_bin);
    assert_int_equal(sh(cmd, &out), 0);
    cJSON *root = cJSON_Parse(out);
    assert_non_null(root);
    const cJSON *mem = cJSON_GetObjectItem(root, "memory");
    assert_true(cJSON_IsArray(mem));
    assert_int_equal(cJSON_GetArraySize(mem), 3);
    const cJSON *m0 = cJSON_GetArrayItem(mem, 0), *m1 = cJSON_GetArrayItem(mem, 1), *m2 = cJSON_GetArrayItem(mem, 2);
    assert_string_equal(cJSON_GetObjectItem(m0, "addr")->valuestring, "0x2000");
    assert_int_equal(cJSON_GetObjectItem(m0, "len")->valueint, 24);
    assert_string_equal(cJSON_GetObjectItem(m0, "hex")->valuestring, "000102030405060708090a0b0c0d0e0f101112130000803f");
    assert_string_equal(cJSON_GetObjectItem(m1, "addr")->valuestring, "0x7ffe");
    assert_string_equal(cJSON_GetObjectItem(m1, "hex")->valuestring, "0000cafe00babe00");
    assert_string_equal(cJSON_GetObjectItem(m2, "file")->valuestring, out_bin);
    assert_null(cJSON_GetObjectItem(m2, "hex"));
    cJSON_Delete(root);
    free(out);
    size_t len;
    char *raw = read_file(out_bin, &len);
    assert_non_null(raw);
    assert_int_equal(len, 4);
    static const uint8_t one[4] = {0x00, 0x00, 0x80, 0x3f};
    assert_memory_equal(raw, one, 4);
    free(raw);
    /* --memsize wins over .memsize: the .mem at 0x2000 is now past the end */
    snprintf(cmd, sizeof cmd, "%s run %s --memsize 4K", EXE, file);
    assert_int_equal(sh(cmd, &out), 1);
    assert_non_null(strstr(out, "mem.s:2: .mem at 0x2000: 20 bytes run past the end of the 4096-byte memory"));
    free(out);
    snprintf(cmd, sizeof cmd, "%s run %s --memsize 1G --json", EXE, file);
    assert_int_equal(sh(cmd, &out), 0);
    free(out);
    /* a program without memory directives reports "memory": [] */
    snprintf(cmd, sizeof cmd, "%s run --json %s/examples/seeds.s", EXE, SRC);
    assert_int_equal(sh(cmd, &out), 0);
    root = cJSON_Parse(out);
    assert_non_null(root);
    assert_true(cJSON_IsArray(cJSON_GetObjectItem(root, "memory")));
    assert_int_equal(cJSON_GetArraySize(cJSON_GetObjectItem(root, "memory")), 0);
    cJSON_Delete(root);
    free(out);
}

/* Bad memory input: one clear located error and a nonzero exit each. */
static void memory_bad_inputs(void **state)
{
    (void)state;
    const char *d = tmpdir();
    char cmd[3000], file[700], *out;
    snprintf(file, sizeof file, "%s/short.bin", d);
    write_file(file, "\x01\x02\x03", 3);
    snprintf(file, sizeof file, "%s/big.bin", d); /* sparse: 1 GiB + 1 byte, never read */
    write_file(file, "", 0);
    assert_int_equal(truncate(file, (1L << 30) + 1), 0);
    struct {
        const char *name, *content, *args;
        int rc;
        const char *expect;
    } cases[] = {
        {"m_suffix.s", ".memsize 64X\n", "", 1, "m_suffix.s:1:10: bad size '64X'"},
        {"m_huge.s", ".memsize 300000G\n", "", 1, "m_huge.s:1:10: memory size 300000G is outside 1 byte .. 2^48 bytes"},
        {"m_trunc.s", ".mem 0 file=short.bin len=4\n", "", 1, "m_trunc.s:1:13: .mem file=: 'short.bin' holds only 3 bytes, len=4 asks for 4 (truncated file)"},
        {"m_missing.s", "\n.mem 0 file=none.bin\n", "", 1, "m_missing.s:2:13: .mem file=: cannot open 'none.bin'"},
        {"m_past.s", ".memsize 4K\n.mem 4095 U16 = 1\n", "", 1, "m_past.s:2: .mem at 0xfff: 2 bytes run past the end of the 4096-byte memory"},
        {"m_dump.s", ".memsize pto-v0\n.dump 4000 97\n", "", 1, "m_dump.s:2: .dump 0xfa0 97: the range runs past the end of the 4096-byte memory"},
        {"m_value.s", ".mem 0 S8 = 128\n", "", 1, "m_value.s:1:13: .mem value 1: '128' is out of range for S8"},
        {"m_ok.s", ".dump 0 1\n", "--mem 0=none.bin", 1, "--mem 0=none.bin: cannot open 'none.bin'"},
        {"m_ok.s", ".dump 0 1\n", "--mem 0xffffffff=short.bin", 1, "m_ok.s: --mem at 0xffffffff: 3 bytes run past the end of the 4294967296-byte memory"},
        {"m_ok.s", ".dump 0 1\n", "--mem 0x10", 2, "--mem expects ADDR=FILE"},
        {"m_ok.s", ".dump 0 1\n", "--mem 0=big.bin", 1, "'big.bin' holds 1073741825 bytes, more than the 1 GiB a memory image may have"},
        {"m_big.s", ".mem 0 file=big.bin\n", "", 1, "m_big.s:1:13: .mem file=: 'big.bin' holds 1073741825 bytes, more than the 1 GiB"},
        {"m_ok.s", ".dump 0 1\n", "--dump 16", 2, "--dump expects ADDR:LEN or ADDR:LEN=FILE"},
        {"m_ok.s", ".dump 0 1\n", "--dump 16:2X", 2, "--dump expects ADDR:LEN"},
        {"m_ok.s", ".dump 0 1\n", "--dump 16:2M", 2, "--dump 16:2M: the printed dumps would total more than 1 MiB"},
        {"m_ok.s", ".dump 0 1\n", "--memsize 64X", 2, "--memsize: bad size '64X'"},
        {"m_ok.s", ".dump 0 1\n", "--memsize 0", 2, "--memsize 0 is outside 1 byte .. 2^48 bytes"},
        {"m_ok.s", ".dump 0 1\n", "--memsize 4K --dump 4095:2", 1, "m_ok.s: --dump 0xfff 2: the range runs past the end of the 4096-byte memory"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char path[800];
        snprintf(path, sizeof path, "%s/%s", d, cases[i].name);
        write_file(path, cases[i].content, strlen(cases[i].content));
        snprintf(cmd, sizeof cmd, "cd %s && %s run %s %s", d, EXE, cases[i].name, cases[i].args);
        int rc = sh(cmd, &out);
        if (rc != cases[i].rc || !strstr(out, cases[i].expect))
            print_message("case %zu %s %s: rc %d, output:\n%s\n", i, cases[i].name, cases[i].args, rc, out);
        assert_int_equal(rc, cases[i].rc);
        assert_non_null(strstr(out, cases[i].expect));
        free(out);
        /* --json keeps the schema, with the error and "memory" */
        snprintf(cmd, sizeof cmd, "(cd %s && exec %s run --json %s %s 2>/dev/null)", d, EXE, cases[i].name, cases[i].args);
        assert_int_equal(sh(cmd, &out), cases[i].rc);
        cJSON *root = cJSON_Parse(out);
        if (!root) print_message("case %zu: not JSON:\n%s\n", i, out);
        assert_non_null(root);
        assert_string_equal(cJSON_GetObjectItem(root, "status")->valuestring, "error");
        /* the message, without the "FILE:LINE: " the command adds for a run-time error */
        const char *msg = cJSON_GetObjectItem(cJSON_GetObjectItem(root, "error"), "message")->valuestring;
        assert_true(strstr(msg, cases[i].expect) || strstr(msg, strstr(cases[i].expect, ": ") + 2));
        assert_true(cJSON_IsArray(cJSON_GetObjectItem(root, "memory")));
        cJSON_Delete(root);
        free(out);
    }
    remove(file);
}

/* The report of a memory fault names the GM address: "addr" in the JSON
 * fault object and an address line in the text; other faults have none. */
/* --lint prints each warning on stderr and lists them in --json "lint". */
static void lint_option(void **state)
{
    (void)state;
    char path[512], cmd[2048];
    snprintf(path, sizeof path, "%s/lint.s", PTOSIM_BINARY_DIR);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(".tile T#1 FP32 size=128B cols=8 valid=1x8 mask=1000\n.fill T#1 pe=0 = 1 2 3 4 5 6 7 8\n"
          "BSTART.TSTORE FP32\nB.DIM LB0=8\nB.IOT T#1, mask=1000, last\nBSTOP\n",
          f);
    fclose(f);
    char *out;
    snprintf(cmd, sizeof cmd, "%s run --lint %s", EXE, path);
    assert_int_equal(sh(cmd, &out), 0);
    assert_non_null(strstr(out, "lint.s: warning: pc 0xc: TSTORE stores its source's own 1x8 valid region and ignores LB0/LB1 (D27)"));
    free(out);
    snprintf(cmd, sizeof cmd, "%s run %s", EXE, path);
    assert_int_equal(sh(cmd, &out), 0);
    assert_null(strstr(out, "warning"));
    free(out);
    snprintf(cmd, sizeof cmd, "%s run --lint --json %s", EXE, path);
    assert_int_equal(sh(cmd, &out), 0);
    assert_non_null(strstr(out, "\"lint\":[\"pc 0xc: TSTORE stores"));
    free(out);
    remove(path);
}

static void memory_fault_report(void **state)
{
    (void)state;
    const char *text = "BSTART.VEC TADD, FP32\nBSTOP\n";
    pto_program p;
    prog_error e;
    assert_int_equal(prog_parse(text, strlen(text), &p, &e), 0);
    pto_machine *m = pto_create();
    prog_result r;
    memset(&r, 0, sizeof r);
    r.status = PTO_FAULT;
    for (int k = 0; k < 2; k++) {
        if (k == 0) raise_fault_addr(m, PTO_FAULT_DATA_PAGE, 4, "an element lies past the memory", 0x3000);
        else raise_fault(m, PTO_FAULT_BUNDLE_CONTROL, 4, "binding stream");
        char *buf = NULL;
        size_t len = 0;
        FILE *f = open_memstream(&buf, &len);
        print_json(f, m, &p, &r);
        fclose(f);
        cJSON *root = cJSON_Parse(buf);
        assert_non_null(root);
        const cJSON *fault = cJSON_GetObjectItem(root, "fault");
        assert_string_equal(cJSON_GetObjectItem(fault, "text")->valuestring, "BSTOP");
        if (k == 0) {
            assert_string_equal(cJSON_GetObjectItem(fault, "kind")->valuestring, "DataPage");
            assert_int_equal(cJSON_GetObjectItem(fault, "trap")->valueint, 35);
            assert_string_equal(cJSON_GetObjectItem(fault, "addr")->valuestring, "0x3000");
        } else {
            assert_null(cJSON_GetObjectItem(fault, "addr"));
        }
        cJSON_Delete(root);
        free(buf);
        f = open_memstream(&buf, &len);
        print_text(f, m, &p, &r, "x.s");
        fclose(f);
        if (k == 0) assert_non_null(strstr(buf, "status: fault DataPage (trap 35) at pc 0x4 (line 2): BSTOP\n"
                                                "  address: 0x3000 (GM)\n  rule: an element lies past the memory\n"));
        else assert_null(strstr(buf, "address:"));
        free(buf);
    }
    pto_destroy(m);
    prog_free(&p);
}

/* Runs a command; its stdout only (stderr dropped). */
static int sh_stdout(const char *cmd, char **out)
{
    char full[8192];
    snprintf(full, sizeof full, "{ %s 2>/dev/null; }", cmd);
    return sh(full, out);
}

/* `run --json` prints valid JSON text whatever bytes the input holds:
 * invalid UTF-8 in the program or its path, and a message truncated in the
 * middle of a character, come out as U+FFFD.  Checked with cJSON and with
 * a strict UTF-8 check (cJSON does not check UTF-8). */
static void json_text_is_utf8(void **state)
{
    (void)state;
    const char *d = tmpdir();
    char file[700], cmd[2048], *out;
    static char euros[6 + 3 * 200 + 2] = ".pe 0 ";
    for (int i = 0; i < 200; i++) memcpy(euros + 6 + 3 * i, "\xE2\x82\xAC", 3); /* U+20AC */
    euros[6 + 600] = '\n';
    struct {
        const char *name, *content, *expect;
    } cases[] = {
        {"u1.s", ".tile T#1 \xFF\xFE size=128B cols=8 valid=1x8\n", "unknown data type '\xEF\xBF\xBD\xEF\xBF\xBD'"},
        {"u2.s", euros, "unexpected text '\xE2\x82\xAC"},
        {"u3-\xC3.s", NULL, "u3-\xEF\xBF\xBD.s"}, /* a path with a cut sequence, missing */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        snprintf(file, sizeof file, "%s/%s", d, cases[i].name);
        if (cases[i].content) write_file(file, cases[i].content, strlen(cases[i].content));
        snprintf(cmd, sizeof cmd, "%s run --json '%s'", EXE, file);
        assert_int_equal(sh_stdout(cmd, &out), 1);
        assert_true(utf8_valid(out, strlen(out)));
        cJSON *j = cJSON_Parse(out);
        assert_non_null(j);
        assert_string_equal(cJSON_GetObjectItem(j, "status")->valuestring, "error");
        const char *msg = cJSON_GetObjectItem(cJSON_GetObjectItem(j, "error"), "message")->valuestring;
        if (!strstr(msg, cases[i].expect)) print_message("case %zu: %s\n", i, msg);
        assert_non_null(strstr(msg, cases[i].expect));
        assert_true(utf8_valid(msg, strlen(msg)));
        cJSON_Delete(j);
        free(out);
        remove(file);
    }
}

/* Literal rules and output files: each bad input is one clear error with
 * its location, and changes nothing. */
static void literal_and_output_rules(void **state)
{
    (void)state;
    const char *d = tmpdir();
    char file[700], cmd[3000], *out;
    /* 1e400 overflows FP64 itself: an error at its column (24), before any
     * value of the .fill is written */
    snprintf(file, sizeof file, "%s/big.s", d);
    const char *big = ".tile T#1 FP32 size=128B cols=8 valid=1x4\n.fill T#1 pe=0 = 1.0 2 1e400 4\n";
    write_file(file, big, strlen(big));
    snprintf(cmd, sizeof cmd, "cd %s && %s run big.s", d, EXE);
    assert_int_equal(sh(cmd, &out), 1);
    assert_non_null(strstr(out, "big.s:2:24: .fill T#1 value 3: '1e400' is out of the finite range of FP32"));
    free(out);
    snprintf(cmd, sizeof cmd, "%s run --json %s", EXE, file);
    assert_int_equal(sh_stdout(cmd, &out), 1);
    cJSON *j = cJSON_Parse(out);
    assert_non_null(j);
    assert_int_equal(cJSON_GetObjectItem(cJSON_GetObjectItem(j, "error"), "column")->valueint, 24);
    const cJSON *els = cJSON_GetObjectItem(cJSON_GetArrayItem(cJSON_GetObjectItem(tile_by_name_json(j, "T#1"), "pe"), 0),
                                           "elements");
    for (int i = 0; i < 32; i++) assert_true(cJSON_IsNull(cJSON_GetArrayItem(els, i)));
    cJSON_Delete(j);
    free(out);
    /* a signed hex fill value, a directive between the halves of one word */
    struct {
        const char *name, *content, *expect;
    } cases[] = {
        {"neghex.s", ".tile T#1 FP32 size=128B cols=8 valid=1x1\n.fill T#1 pe=* = -0x3f800000\n",
         "neghex.s:2:18: .fill T#1 value 1: '-0x3f800000': a hex literal is the raw encoding and takes no sign"},
        {"e39.s", ".tile T#1 FP32 size=128B cols=8 valid=1x1\n.fill T#1 pe=* = 1e39\n",
         "e39.s:2:18: .fill T#1 value 1: the value is out of the finite range of FP32"},
        {"half.s", ".half 0x9181\n.gpr 0 a0 = 5\n.half 0x0801\n",
         "half.s:2:1: a directive cannot stand inside an instruction: the 32-bit instruction that starts at offset 0 "
         "(line 1) needs 2 more bytes"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        snprintf(file, sizeof file, "%s/%s", d, cases[i].name);
        write_file(file, cases[i].content, strlen(cases[i].content));
        snprintf(cmd, sizeof cmd, "cd %s && %s run %s", d, EXE, cases[i].name);
        int rc = sh(cmd, &out);
        if (rc != 1 || !strstr(out, cases[i].expect)) print_message("case %s: rc %d:\n%s\n", cases[i].name, rc, out);
        assert_int_equal(rc, 1);
        assert_non_null(strstr(out, cases[i].expect));
        free(out);
    }
    /* 010 is ten, not eight */
    snprintf(file, sizeof file, "%s/dec.s", d);
    write_file(file, ".gpr 0 a0 = 010\n", 16);
    snprintf(cmd, sizeof cmd, "%s run --json %s", EXE, file);
    assert_int_equal(sh_stdout(cmd, &out), 0);
    assert_non_null(strstr(out, "{\"pe\":0,\"reg\":\"a0\",\"value\":\"0xa\"}"));
    free(out);
    /* asm -o and run --out never overwrite an input */
    snprintf(file, sizeof file, "%s/self.s", d);
    write_file(file, "BSTOP\n", 6);
    snprintf(cmd, sizeof cmd, "cd %s && %s asm self.s -o ./self.s", d, EXE);
    assert_int_equal(sh(cmd, &out), 2);
    assert_non_null(strstr(out, "-o ./self.s would overwrite the input self.s"));
    free(out);
    size_t len;
    char *back = read_file(file, &len);
    assert_int_equal(len, 6);
    assert_memory_equal(back, "BSTOP\n", 6);
    free(back);
    char fa[700];
    snprintf(fa, sizeof fa, "%s/pa.bin", d);
    static uint8_t a[4096];
    write_file(fa, a, sizeof a);
    snprintf(cmd, sizeof cmd, "%s run %s/examples/pto/vadd.pto --in pa=%s --in pb=%s --out pc=%s", EXE, SRC, fa, fa, fa);
    assert_int_equal(sh(cmd, &out), 2);
    assert_non_null(strstr(out, "would overwrite the input"));
    free(out);
    back = read_file(fa, &len);
    assert_int_equal(len, 4096);
    free(back);
}

/* Clearer messages: a .bin path printed as written, tiles by their names,
 * r5 as a register, files that are not regular files refused without
 * blocking, a huge shape named, upper-case extensions. */
static void clear_messages(void **state)
{
    (void)state;
    const char *d = tmpdir();
    char file[700], cmd[3000], *out;
    snprintf(file, sizeof file, "%s/scalar.bin", d);
    write_file(file, "\x4b\x00\x00\x00", 4); /* FADD: a scalar form ptosim does not execute */
    snprintf(cmd, sizeof cmd, "%s run %s", EXE, file);
    assert_int_equal(sh(cmd, &out), 1);
    assert_non_null(strstr(out, "scalar.bin: pc 0x0: word 0x0000004b is FADD"));
    assert_null(strstr(out, "scalar.bin0"));
    free(out);
    snprintf(file, sizeof file, "%s/rel.s", d);
    write_file(file, ".release T#1\n", 13);
    snprintf(cmd, sizeof cmd, "cd %s && %s run rel.s", d, EXE);
    assert_int_equal(sh(cmd, &out), 1);
    assert_non_null(strstr(out, "rel.s:1: tile T#1 is not allocated"));
    free(out);
    /* r2 is a0: TEXPANDS of GPR r2 = 7 */
    snprintf(file, sizeof file, "%s/r2.s", d);
    const char *r2 = ".gpr 0 r2 = 7\nBSTART.VEC TEXPANDS, S32; B.DIM r0, 8, ->LB0; B.IOT mask=1000, last, ->T<128B>\n"
                     "B.IOR r2, r0, r0, ->r0; BSTOP\n";
    write_file(file, r2, strlen(r2));
    snprintf(cmd, sizeof cmd, "%s run --json %s", EXE, file);
    assert_int_equal(sh_stdout(cmd, &out), 0);
    cJSON *j = cJSON_Parse(out);
    assert_non_null(j);
    const cJSON *els = cJSON_GetObjectItem(cJSON_GetArrayItem(cJSON_GetObjectItem(tile_by_name_json(j, "T#1"), "pe"), 0),
                                           "elements");
    assert_string_equal(cJSON_GetArrayItem(els, 7)->valuestring, "0x00000007");
    cJSON_Delete(j);
    free(out);
    /* a device, a FIFO without a writer (must not block: timeout 20 s), a pipe */
    assert_int_equal(sh(EXE " run /dev/zero", &out), 1);
    assert_non_null(strstr(out, "/dev/zero: not a regular file (a device)"));
    free(out);
    snprintf(file, sizeof file, "%s/fifo.s", d);
    remove(file);
    assert_int_equal(mkfifo(file, 0600), 0);
    snprintf(cmd, sizeof cmd, "timeout 20 %s run %s", EXE, file);
    assert_int_equal(sh(cmd, &out), 1);
    assert_non_null(strstr(out, "not a regular file (a FIFO or pipe)"));
    free(out);
    remove(file);
    assert_int_equal(sh("echo BSTOP | " EXE " run /dev/stdin", &out), 1);
    assert_non_null(strstr(out, "not a regular file"));
    free(out);
    /* a shape too large for any Local tile */
    snprintf(file, sizeof file, "%s/huge.pto", d);
    const char *huge = "%c0 = arith.constant 2.5 : f32\n%x = pto.texpands %c0 : f32 -> !pto.tile<1000000000x16xf32>\n";
    write_file(file, huge, strlen(huge));
    snprintf(cmd, sizeof cmd, "cd %s && %s run huge.pto", d, EXE);
    assert_int_equal(sh(cmd, &out), 1);
    assert_non_null(strstr(out, "huge.pto:2:42: dimension 1000000000 is too large"));
    free(out);
    /* .PTO and .BIN in upper case */
    snprintf(cmd, sizeof cmd, "cp %s/examples/pto/ssa.pto %s/SSA.PTO && %s run %s/SSA.PTO", SRC, d, EXE, d);
    assert_int_equal(sh(cmd, &out), 0);
    assert_non_null(strstr(out, "status: ok"));
    free(out);
    snprintf(file, sizeof file, "%s/STOP.BIN", d);
    write_file(file, "\x81\x91\x01\x08", 4); /* BSTART.VEC TADD, FP32: a binary, not text */
    snprintf(cmd, sizeof cmd, "%s run %s", EXE, file);
    sh(cmd, &out);
    assert_null(strstr(out, "STOP.BIN:1:"));
    assert_non_null(strstr(out, "a block is open"));
    free(out);
}

/* --emit bundles shows the bundles without --in data: a placeholder
 * comment stands where the data would be filled in. */
static void emit_without_data(void **state)
{
    (void)state;
    char *out;
    assert_int_equal(sh(EXE " run --emit bundles " SRC "/examples/pto/vadd.pto", &out), 0);
    /* each pointer's place in global memory, without its data, then the TLOAD */
    assert_non_null(strstr(out, "# .mem 0x10000000 FP32 = <no --in data for %pa>\n"));
    assert_non_null(strstr(out, ".gpr 0 a0 = 0x10000000\n.gpr 0 a1 = 128\nBSTART.TLOAD FP32\n"));
    assert_non_null(strstr(out, "# .mem 0x20000000 FP32 = <no --in data for %pb>\n"));
    assert_non_null(strstr(out, "BSTART.VEC TADD, FP32\n"));
    free(out);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(demo_runs),
        cmocka_unit_test(trace_lines),
        cmocka_unit_test(pto_files),
        cmocka_unit_test(pto_entry_scalars_faults),
        cmocka_unit_test(json_matches_library),
        cmocka_unit_test(asm_disasm_round_trip),
        cmocka_unit_test(bad_inputs),
        cmocka_unit_test(million_bundles_constant_memory),
        cmocka_unit_test(memory_options),
        cmocka_unit_test(memory_bad_inputs),
        cmocka_unit_test(memory_fault_report),
        cmocka_unit_test(lint_option),
        cmocka_unit_test(json_text_is_utf8),
        cmocka_unit_test(literal_and_output_rules),
        cmocka_unit_test(clear_messages),
        cmocka_unit_test(emit_without_data),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
