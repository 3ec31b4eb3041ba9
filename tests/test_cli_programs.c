/* `ptosim run|asm|disasm` on programs that run from global memory: the
 * JSON report's "stop", "steps" and "pc", --max-steps, --gpr, --naming,
 * --load-addr, the trace of scalar results and branches, ELF and raw
 * images written by `asm -o` and read by `run` and `disasm`, bad images,
 * and the vector-add example with files for x, y and z.  Expected values
 * are derived by hand in the comments. */
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

#include "support/support.h"

#define EXE PTOSIM_BINARY_DIR "/ptosim"
#define SRC PTOSIM_SOURCE_DIR

static int sh(const char *cmd, char **out) { return shell_output(cmd, true, out); }

/* stdout only (JSON) */
static int sh_out(const char *cmd, char **out) { return shell_output(cmd, false, out); }

static const char *dir(void)
{
    static char d[512];
    snprintf(d, sizeof d, "%s/cli-programs-tmp", PTOSIM_BINARY_DIR);
    mkdir(d, 0755);
    return d;
}

static void write_file(const char *path, const void *data, size_t n)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(data, 1, n, f), n);
    fclose(f);
}

/* A counted loop at 0x400: a0 = 10, then ten times a0 -= 1 in a
 * BSTART.STD COND block that branches back while a0 != 0; EBREAK 7 in a
 * SYS block ends it.  Retired: 1 + 10 x 4 + 1 (C.BSTART.SYS) = 42; the
 * EBREAK at 0x400 + 4 + 10 x 0 ... : addi (4 bytes) at 0x400, BSTART.STD
 * 0x404, subi 0x408, setc.ne 0x40c, BSTOP 0x410, C.BSTART.SYS 0x414,
 * ebreak 0x416. */
static const char counted[] = ".org 0x400\n"
                              "        addi zero, 10, ->a0\n"
                              "top:    BSTART.STD COND, top\n"
                              "        subi a0, 1, ->a0\n"
                              "        setc.ne a0, zero\n"
                              "        BSTOP\n"
                              "        C.BSTART.SYS FALL\n"
                              "        ebreak 7\n";

static cJSON *json_of(const char *cmd, int want_rc)
{
    char *out;
    int rc = sh_out(cmd, &out);
    if (rc != want_rc) fail_msg("%s: exit %d, expected %d:\n%s", cmd, rc, want_rc, out);
    cJSON *j = cJSON_Parse(out);
    if (!j) fail_msg("%s: not JSON:\n%s", cmd, out);
    free(out);
    return j;
}

static double num(const cJSON *j, const char *k) { return cJSON_GetObjectItem(j, k)->valuedouble; }
static const char *str(const cJSON *j, const char *k) { return cJSON_GetObjectItem(j, k)->valuestring; }

static void json_stop_steps_pc(void **state)
{
    (void)state;
    char f[700], cmd[2000];
    snprintf(f, sizeof f, "%s/counted.s", dir());
    write_file(f, counted, strlen(counted));
    snprintf(cmd, sizeof cmd, "%s run --json %s", EXE, f);
    cJSON *j = json_of(cmd, 0);
    assert_string_equal(str(j, "status"), "ok");
    assert_string_equal(str(j, "stop"), "ebreak");
    assert_int_equal((int)num(j, "steps"), 42);
    assert_int_equal((int)num(j, "pc"), 0x416);
    const cJSON *fault = cJSON_GetObjectItem(j, "fault");
    assert_string_equal(str(fault, "kind"), "SoftwareBreakpoint");
    assert_int_equal((int)num(fault, "trap"), 50);
    assert_int_equal((int)num(fault, "cause"), 7);
    cJSON_Delete(j);
    /* --max-steps 5: stopped, exit 4 */
    snprintf(cmd, sizeof cmd, "%s run --json --max-steps 5 %s", EXE, f);
    j = json_of(cmd, 4);
    assert_string_equal(str(j, "status"), "stopped");
    assert_string_equal(str(j, "stop"), "max-steps");
    assert_int_equal((int)num(j, "steps"), 5);
    /* five: addi, BSTART.STD, subi, setc.ne, BSTOP (taken back to 0x404) */
    assert_int_equal((int)num(j, "pc"), 0x404);
    cJSON_Delete(j);
    /* --gpr sets a GPR before the first instruction; a0 counts from 10
     * regardless, so set a1 and read it back */
    snprintf(cmd, sizeof cmd, "%s run --json --gpr '*:a1=0x55' --gpr 2:a2=9 %s", EXE, f);
    j = json_of(cmd, 0);
    unsigned seen = 0;
    const cJSON *g;
    cJSON_ArrayForEach(g, cJSON_GetObjectItem(j, "gprs")) {
        const char *reg = str(g, "reg"), *val = str(g, "value");
        int pe = (int)num(g, "pe");
        if (!strcmp(reg, "a1")) assert_string_equal(val, "0x55"), seen++;
        if (!strcmp(reg, "a2")) assert_int_equal(pe, 2), assert_string_equal(val, "0x9"), seen++;
    }
    assert_int_equal(seen, 5);
    cJSON_Delete(j);
}

/* An endless loop: --max-steps stops it with a clear message. */
static void max_steps_message(void **state)
{
    (void)state;
    char f[700], cmd[2000], *out;
    snprintf(f, sizeof f, "%s/spin.s", dir());
    write_file(f, "spin: j spin\n", 13);
    snprintf(cmd, sizeof cmd, "%s run --max-steps 1000000 %s", EXE, f);
    assert_int_equal(sh(cmd, &out), 4);
    assert_non_null(strstr(out, "stopped after 1000000 instructions (--max-steps) at pc 0x0"));
    free(out);
    snprintf(cmd, sizeof cmd, "%s run --max-steps 0 %s", EXE, f);
    assert_int_equal(sh(cmd, &out), 2);
    assert_non_null(strstr(out, "--max-steps expects a number of instructions"));
    free(out);
}

static void trace_scalar(void **state)
{
    (void)state;
    char f[700], cmd[2000], *out;
    snprintf(f, sizeof f, "%s/counted.s", dir());
    write_file(f, counted, strlen(counted));
    snprintf(cmd, sizeof cmd, "%s run --trace %s", EXE, f);
    assert_int_equal(sh(cmd, &out), 0);
    assert_non_null(strstr(out, "pc=0x0400 word=0x00a00115  addi zero, 10, ->a0  a0=0xa\n"));
    assert_non_null(strstr(out, "pc=0x0408 word=0x00111115  subi a0, 1, ->a0  a0=0x9\n"));
    assert_non_null(strstr(out, "pc=0x0410 word=0x00000001  BSTOP  -> pc 0x404\n")); /* taken */
    assert_non_null(strstr(out, "pc=0x0410 word=0x00000001  BSTOP  -> no-op\n"));     /* the last: falls through */
    assert_non_null(strstr(out, "ebreak 7  ! fault SoftwareBreakpoint (trap 50)"));
    free(out);
}

static void images(void **state)
{
    (void)state;
    const char *d = dir();
    char s[700], elf[700], bin[700], cmd[3000], *out;
    snprintf(s, sizeof s, "%s/counted.s", d);
    snprintf(elf, sizeof elf, "%s/counted.elf", d);
    snprintf(bin, sizeof bin, "%s/counted.bin", d);
    write_file(s, counted, strlen(counted));
    snprintf(cmd, sizeof cmd, "%s asm %s -o %s", EXE, s, elf);
    assert_int_equal(sh(cmd, NULL), 0);
    size_t len;
    char *e = read_file(elf, &len);
    assert_non_null(e);
    assert_memory_equal(e, "\177ELF\2\1\1", 7);
    assert_true((unsigned char)e[18] == 0xE9 && e[19] == 0); /* e_machine */
    free(e);
    snprintf(cmd, sizeof cmd, "%s disasm %s", EXE, elf);
    assert_int_equal(sh(cmd, &out), 0);
    assert_string_equal(out, ".org 0x400\naddi zero, 10, ->a0\nBSTART.STD COND, .\nsubi a0, 1, ->a0\n"
                             "setc.ne a0, zero\nBSTOP\nC.BSTART.SYS FALL\nebreak 7\n");
    free(out);
    snprintf(cmd, sizeof cmd, "%s run --json %s", EXE, elf);
    cJSON *j = json_of(cmd, 0);
    assert_int_equal((int)num(j, "steps"), 42);
    assert_int_equal((int)num(j, "pc"), 0x416);
    cJSON_Delete(j);
    /* a raw image holds no address: asm notes it, run takes --load-addr */
    snprintf(cmd, sizeof cmd, "%s asm %s -o %s", EXE, s, bin);
    assert_int_equal(sh(cmd, &out), 0);
    assert_non_null(strstr(out, "--load-addr 0x400"));
    free(out);
    snprintf(cmd, sizeof cmd, "%s run --json --load-addr 0x400 %s", EXE, bin);
    j = json_of(cmd, 0);
    assert_int_equal((int)num(j, "steps"), 42);
    cJSON_Delete(j);
    /* at 0 the word J and BSTART.STD targets are relative: it runs the same */
    snprintf(cmd, sizeof cmd, "%s run --json %s", EXE, bin);
    j = json_of(cmd, 0);
    assert_int_equal((int)num(j, "pc"), 0x16);
    cJSON_Delete(j);
    /* a truncated ELF and one of another class: one clear error each */
    e = read_file(elf, &len);
    snprintf(s, sizeof s, "%s/short.elf", d);
    write_file(s, e, 100);
    snprintf(cmd, sizeof cmd, "%s run %s", EXE, s);
    assert_int_equal(sh(cmd, &out), 1);
    assert_non_null(strstr(out, "truncated ELF"));
    free(out);
    e[4] = 1;
    snprintf(s, sizeof s, "%s/class32.elf", d);
    write_file(s, e, len);
    snprintf(cmd, sizeof cmd, "%s run %s", EXE, s);
    assert_int_equal(sh(cmd, &out), 1);
    assert_non_null(strstr(out, "ELFCLASS64"));
    free(out);
    snprintf(cmd, sizeof cmd, "%s disasm %s", EXE, s);
    assert_int_equal(sh(cmd, &out), 1);
    assert_non_null(strstr(out, "ELFCLASS64"));
    free(out);
    free(e);
}

/* The example with files: n = 3 tiles a PE (12 KiB per vector); z is
 * compared with x + y summed here. */
static void vadd_files(void **state)
{
    (void)state;
    const char *d = dir();
    enum { N = 3, FLOATS = N * 1024 };
    static float x[FLOATS], y[FLOATS], z[FLOATS];
    for (unsigned i = 0; i < FLOATS; i++) {
        x[i] = (float)i * 0.25f - 100.0f;
        y[i] = 1.0f / (float)(i + 1);
    }
    char xf[700], yf[700], zf[700], cmd[4000], *out;
    snprintf(xf, sizeof xf, "%s/x.bin", d);
    snprintf(yf, sizeof yf, "%s/y.bin", d);
    snprintf(zf, sizeof zf, "%s/z.bin", d);
    write_file(xf, x, sizeof x);
    write_file(yf, y, sizeof y);
    remove(zf);
    snprintf(cmd, sizeof cmd,
             "%s run %s/examples/vadd_loop.s --mem 0x100000=%s --mem 0x1000000=%s --dump 0x2000000:%zu=%s "
             "--gpr '*:a3=%d'",
             EXE, SRC, xf, yf, sizeof z, zf, N);
    assert_int_equal(sh(cmd, &out), 0);
    assert_non_null(strstr(out, "EBREAK"));
    free(out);
    size_t len;
    char *zb = read_file(zf, &len);
    assert_non_null(zb);
    assert_int_equal(len, sizeof z);
    memcpy(z, zb, sizeof z);
    free(zb);
    for (unsigned i = 0; i < FLOATS; i++) {
        float want = x[i] + y[i];
        assert_memory_equal(&z[i], &want, 4);
    }
    /* --naming flat overrides .naming queue: with N = 9 the 17th T load faults */
    snprintf(cmd, sizeof cmd, "%s run --json --naming flat %s/examples/vadd_loop.s --gpr '*:a3=9'", EXE, SRC);
    cJSON *j = json_of(cmd, 3);
    assert_string_equal(str(j, "stop"), "fault");
    assert_string_equal(str(cJSON_GetObjectItem(j, "fault"), "kind"), "TileAllocation");
    assert_int_equal((int)num(j, "steps"), 8 * 28 + 5);
    cJSON_Delete(j);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(json_stop_steps_pc), cmocka_unit_test(max_steps_message), cmocka_unit_test(trace_scalar),
        cmocka_unit_test(images), cmocka_unit_test(vadd_files),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
