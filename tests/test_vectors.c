/* Every case of ../shared/vectors/asl-bundle-cases.json: complete bundles
 * run through the executable ASL specification (ASLRef, profile pto-v0,
 * PE0).  Expected values are the model's outcome as recorded in the file,
 * read at test time.  Each case runs on a fresh machine with the pto-v0
 * profile the case's program selects.  The model computes one fragment with
 * PE0's data; the programs give every PE the same data, so every
 * participating PE must show PE0's result (decisions D3). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <cjson/cJSON.h>

#include "support/support.h"

static const char *kind_name(pto_fault_kind k) { return pto_fault_kind_name(k); }

static int check_case(const cJSON *c, char *why, size_t n)
{
    const char *id = cJSON_GetObjectItem(c, "id")->valuestring;
    const char *program = cJSON_GetObjectItem(c, "program")->valuestring;
    const cJSON *expect = cJSON_GetObjectItem(c, "expect");
    const char *status = cJSON_GetObjectItem(expect, "status")->valuestring;
    pto_machine *m = pto_create();
    char err[400];
    /* Count the tiles the set-up configures, to see that a fault allocates nothing. */
    pto_status s = run_text(m, program, err, sizeof err);
    int bad = 0;
#define FAIL(...) do { snprintf(why, n, __VA_ARGS__); bad = 1; goto out; } while (0)
    if (s == PTO_ERR_STATE) FAIL("%s: %s", id, err);
    pto_fault_info f;
    pto_fault(m, &f);
    if (!strcmp(status, "ok")) {
        if (s != PTO_END) FAIL("%s: expected ok, got %s fault at pc %llu (%s)", id, kind_name(f.kind),
                               (unsigned long long)f.pc, f.rule ? f.rule : "");
    } else {
        const char *kind = cJSON_GetObjectItem(expect, "fault_kind")->valuestring;
        if (s != PTO_FAULT) FAIL("%s: expected a %s fault, the program ran to its end", id, kind);
        if (strcmp(kind, kind_name(f.kind)))
            FAIL("%s: expected %s, got %s (%s)", id, kind, kind_name(f.kind), f.rule ? f.rule : "");
        unsigned word = (unsigned)cJSON_GetObjectItem(expect, "fault_word")->valueint;
        uint64_t off = text_insn_offset(program, word);
        if (f.pc != off) FAIL("%s: fault at pc %llu, expected word %u at pc %llu", id, (unsigned long long)f.pc, word,
                              (unsigned long long)off);
        if (f.trap != (f.kind == PTO_FAULT_ILLEGAL_INSTRUCTION ? 4u : 5u)) FAIL("%s: trap number %u", id, f.trap);
    }
    /* flags */
    const cJSON *flags = cJSON_GetObjectItem(expect, "flags");
    static const char *fn[5] = {"NV", "DZ", "OF", "UF", "NX"};
    for (int i = 0; i < 5; i++) {
        unsigned want = (unsigned)cJSON_GetObjectItem(flags, fn[i])->valueint;
        unsigned got = (pto_flags(m) >> i) & 1u;
        if (want != got) FAIL("%s: flag %s is %u, expected %u", id, fn[i], got, want);
    }
    /* destination */
    const cJSON *dest = cJSON_GetObjectItem(expect, "dest");
    unsigned configured = 0;
    for (const char *p = program; (p = strstr(p, ".tile ")) != NULL; p++) configured++;
    unsigned allocated = 0;
    for (unsigned i = 0; i < PTO_TILES; i++) allocated += pto_tile_allocated(m, i);
    if (cJSON_IsNull(dest)) {
        if (allocated != configured) FAIL("%s: %u tiles allocated, expected only the %u set up", id, allocated, configured);
    } else {
        if (allocated != configured + 1) FAIL("%s: %u tiles allocated, expected %u", id, allocated, configured + 1);
        unsigned idx = (unsigned)cJSON_GetObjectItem(dest, "index")->valueint;
        pto_tile_desc d;
        if (pto_tile_describe(m, idx, &d) != PTO_OK) FAIL("%s: destination %u not allocated", id, idx);
        char name[8];
        pto_tile_name(idx, name);
        if (strcmp(name, cJSON_GetObjectItem(dest, "name")->valuestring)) FAIL("%s: name %s", id, name);
        const char *kind = cJSON_GetObjectItem(dest, "kind")->valuestring;
        if ((d.kind == PTO_TILE_PREDICATE) != !strcmp(kind, "predicate")) FAIL("%s: kind", id);
        const cJSON *dt = cJSON_GetObjectItem(dest, "dtype");
        if (cJSON_IsString(dt) && strcmp(pto_dtype_name(d.dtype), dt->valuestring))
            FAIL("%s: dtype %s, expected %s", id, pto_dtype_name(d.dtype), dt->valuestring);
#define FIELD_EQ(key, val) \
    if ((unsigned)cJSON_GetObjectItem(dest, key)->valueint != (val)) FAIL("%s: %s is %u, expected %d", id, key, (unsigned)(val), cJSON_GetObjectItem(dest, key)->valueint)
        FIELD_EQ("capacity", d.capacity);
        FIELD_EQ("rows", d.rows);
        FIELD_EQ("cols", d.cols);
        FIELD_EQ("valid_rows", d.valid_rows);
        FIELD_EQ("valid_cols", d.valid_cols);
        char mask[5] = {(char)('0' + ((d.mask >> 3) & 1u)), (char)('0' + ((d.mask >> 2) & 1u)),
                        (char)('0' + ((d.mask >> 1) & 1u)), (char)('0' + (d.mask & 1u)), 0};
        if (strcmp(mask, cJSON_GetObjectItem(dest, "mask")->valuestring)) FAIL("%s: mask %s", id, mask);
        const cJSON *els = cJSON_GetObjectItem(dest, "elements");
        unsigned bits = d.kind == PTO_TILE_PREDICATE ? 1 : pto_dtype_bits(d.dtype);
        if ((unsigned)cJSON_GetArraySize(els) != d.rows * d.cols) FAIL("%s: element count", id);
        for (unsigned pe = 0; pe < PTO_PES; pe++) {
            if (!(d.mask & (8u >> pe))) continue;
            for (unsigned e = 0; e < d.rows * d.cols; e++) {
                const cJSON *x = cJSON_GetArrayItem(els, (int)e);
                uint64_t v;
                bool def;
                pto_tile_read(m, idx, pe, e, &v, &def);
                if (cJSON_IsNull(x)) {
                    if (def) FAIL("%s: PE%u element %u is defined, expected undefined", id, pe, e);
                    continue;
                }
                if (!def) FAIL("%s: PE%u element %u is undefined, expected %s", id, pe, e, x->valuestring);
                uint64_t want = strtoull(x->valuestring, NULL, bits == 1 ? 10 : 16);
                if (v != want) FAIL("%s: PE%u element %u is 0x%llx, expected %s", id, pe, e, (unsigned long long)v,
                                    x->valuestring);
            }
        }
    }
out:
    pto_destroy(m);
    return bad;
}

static void all_cases(void **state)
{
    (void)state;
    char path[512];
    size_t len;
    char *text = read_file(vectors_path("asl-bundle-cases.json", path, sizeof path), &len);
    assert_non_null(text);
    cJSON *root = cJSON_Parse(text);
    assert_non_null(root);
    int n = cJSON_GetArraySize(root), failures = 0;
    assert_int_equal(n, 240);
    for (int i = 0; i < n; i++) {
        char why[600];
        if (check_case(cJSON_GetArrayItem(root, i), why, sizeof why)) {
            print_message("%s\n", why);
            failures++;
        }
    }
    print_message("%d of %d ASL bundle cases match\n", n - failures, n);
    cJSON_Delete(root);
    free(text);
    assert_int_equal(failures, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(all_cases)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
