/* tests/avs_index.tsv, the index of the specification's AVS tests that
 * ptosim ports (built by scripts/avs_index.py), against the tests and the
 * specification:
 *   - every row is well formed, ids are unique, and a row's status is
 *     `ported-in-FILE` or `not-ported: REASON`;
 *   - a test file marked as porting an id names it, and every id a
 *     tests/test_*.c file names is in the index as ported in some file;
 *   - against the specification mirror (PTOSIM_SPEC_MIRROR, read with
 *     git): every row's id is the AVS test at that path, and every AVS test
 *     of a scope is in the index.  The scopes are the operations ptosim
 *     executes (those with a handler in isa/tile_ops.def), the command
 *     forms of a block (isa/forms.def) with the BSTART.VEC/BSTART.SFU
 *     aliases, the scalar forms ptosim executes (isa/scalar_forms.def),
 *     and every scope the index names.  A scope is the name of the
 *     directory holding those AVS tests (TADD, B.CATR, ...). */
#define _DEFAULT_SOURCE /* popen */
#include <ctype.h>
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include <cmocka.h>

#include "core.h"
#include "support/support.h"

#define INDEX_PATH PTOSIM_SOURCE_DIR "/tests/avs_index.tsv"

typedef struct row {
    char *scope, *id, *path, *status;
    unsigned line;
} row;

typedef struct index_tab {
    char *text;
    row *rows;
    size_t n;
} index_tab;

static index_tab load_index(void)
{
    index_tab t = {0};
    t.text = read_file(INDEX_PATH, NULL);
    if (!t.text) fail_msg("cannot read %s", INDEX_PATH);
    size_t cap = 0;
    unsigned line = 0;
    for (char *l = t.text, *e; *l; l = e + 1) {
        e = strchr(l, '\n');
        if (!e) fail_msg("%s: the last line has no newline", INDEX_PATH);
        *e = 0;
        line++;
        if (line == 1) {
            if (strcmp(l, "scope\tid\tpath\tstatus") != 0) fail_msg("%s:1: unexpected header '%s'", INDEX_PATH, l);
            continue;
        }
        char *f[4];
        unsigned k = 0;
        f[k++] = l;
        for (char *p = l; *p; p++)
            if (*p == '\t') {
                if (k == 4) fail_msg("%s:%u: more than four columns", INDEX_PATH, line);
                *p = 0;
                f[k++] = p + 1;
            }
        if (k != 4) fail_msg("%s:%u: %u columns, expected 4", INDEX_PATH, line, k);
        if (t.n == cap) {
            cap = cap ? 2 * cap : 256;
            t.rows = realloc(t.rows, cap * sizeof *t.rows);
            assert_non_null(t.rows);
        }
        t.rows[t.n++] = (row){f[0], f[1], f[2], f[3], line};
    }
    assert_true(t.n > 0);
    return t;
}

static void free_index(index_tab *t)
{
    free(t->rows);
    free(t->text);
}

static const row *find(const index_tab *t, const char *id)
{
    for (size_t i = 0; i < t->n; i++)
        if (!strcmp(t->rows[i].id, id)) return &t->rows[i];
    return NULL;
}

static bool id_char(int c) { return isupper(c) || isdigit(c) || c == '-' || c == '.'; }

/* p continues an id: a letter, digit or '-', or a '.' followed by one. */
static bool id_continues(const char *p)
{
    unsigned char c = (unsigned char)p[0];
    if (isupper(c) || isdigit(c) || c == '-') return true;
    return c == '.' && (isupper((unsigned char)p[1]) || isdigit((unsigned char)p[1]));
}

/* text names id as a whole token. */
static bool names_id(const char *text, const char *id)
{
    size_t n = strlen(id);
    for (const char *p = strstr(text, id); p; p = strstr(p + 1, id))
        if ((p == text || !id_char((unsigned char)p[-1])) && !id_continues(p + n)) return true;
    return false;
}

#define PORTED "ported-in-"
#define NOT_PORTED "not-ported: "

/* ---- the index itself and the tests ---------------------------------------------- */

static void rows_well_formed(void **state)
{
    (void)state;
    index_tab t = load_index();
    unsigned ported = 0;
    for (size_t i = 0; i < t.n; i++) {
        const row *r = &t.rows[i];
        if (!r->scope[0] || strncmp(r->id, "PTO-AVS-", 8) != 0 || strncmp(r->path, "tests/asl/", 10) != 0 ||
            strlen(r->path) < 15 || strcmp(r->path + strlen(r->path) - 4, ".asl") != 0)
            fail_msg("%s:%u: malformed row", INDEX_PATH, r->line);
        for (size_t j = 0; j < i; j++)
            if (!strcmp(t.rows[j].id, r->id)) fail_msg("%s:%u: %s listed twice", INDEX_PATH, r->line, r->id);
        if (!strncmp(r->status, PORTED, strlen(PORTED))) {
            const char *file = r->status + strlen(PORTED);
            if (strncmp(file, "tests/test_", 11) != 0 || strrchr(file, '/') != file + 5 ||
                strcmp(file + strlen(file) - 2, ".c") != 0)
                fail_msg("%s:%u: '%s' is not a tests/test_*.c file", INDEX_PATH, r->line, file);
            char path[1024];
            snprintf(path, sizeof path, "%s/%s", PTOSIM_SOURCE_DIR, file);
            char *text = read_file(path, NULL);
            if (!text) fail_msg("%s:%u: %s does not exist", INDEX_PATH, r->line, file);
            if (!names_id(text, r->id)) fail_msg("%s:%u: %s does not port %s", INDEX_PATH, r->line, file, r->id);
            free(text);
            ported++;
        } else if (!strncmp(r->status, NOT_PORTED, strlen(NOT_PORTED))) {
            const char *why = r->status + strlen(NOT_PORTED);
            if (strlen(why) < 10 || strstr(why, "TODO"))
                fail_msg("%s:%u: %s is neither ported nor given a reason", INDEX_PATH, r->line, r->id);
        } else {
            fail_msg("%s:%u: status '%s' is neither " PORTED "FILE nor " NOT_PORTED "REASON", INDEX_PATH, r->line,
                     r->status);
        }
    }
    print_message("%zu AVS tests in the index, %u ported\n", t.n, ported);
    free_index(&t);
}

/* Every id a test file names is a real AVS test the index lists as ported. */
static void tests_name_indexed_ids(void **state)
{
    (void)state;
    index_tab t = load_index();
    DIR *d = opendir(PTOSIM_SOURCE_DIR "/tests");
    assert_non_null(d);
    unsigned files = 0, names = 0;
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        size_t n = strlen(de->d_name);
        if (strncmp(de->d_name, "test_", 5) != 0 || n < 3 || strcmp(de->d_name + n - 2, ".c") != 0) continue;
        char path[1024];
        snprintf(path, sizeof path, "%s/tests/%s", PTOSIM_SOURCE_DIR, de->d_name);
        char *text = read_file(path, NULL);
        assert_non_null(text);
        files++;
        for (char *p = strstr(text, "PTO-AVS-"); p; p = strstr(p + 1, "PTO-AVS-")) {
            if (p > text && id_char((unsigned char)p[-1])) continue;
            char id[200];
            size_t k = 0;
            while ((k == 0 || id_continues(p + k)) && k + 1 < sizeof id) id[k] = p[k], k++;
            while (k && id[k - 1] == '-') k--;
            id[k] = 0;
            if (k <= 8) continue; /* the bare prefix "PTO-AVS-" */
            const row *r = find(&t, id);
            if (!r) fail_msg("tests/%s names %s, which is not in %s (no AVS test of the specification, or the "
                             "index is stale: run scripts/avs_index.py)", de->d_name, id, INDEX_PATH);
            if (strncmp(r->status, PORTED, strlen(PORTED)) != 0)
                fail_msg("tests/%s names %s, which the index marks '%s'", de->d_name, id, r->status);
            names++;
        }
        free(text);
    }
    closedir(d);
    assert_true(files > 0 && names > 0);
    free_index(&t);
}

/* ---- against the specification ------------------------------------------------------ */

typedef struct spec_test {
    char *id, *path;
} spec_test;

/* The AVS tests of the mirror: id and path of every tests/asl file. */
static spec_test *spec_tests(size_t *n, char **buf)
{
    const char *mirror = PTOSIM_SPEC_MIRROR;
    char cmd[2048];
    snprintf(cmd, sizeof cmd,
             "git -C '%s' grep -o -e '// PTO-TEST: {\"id\":\"[A-Z0-9.-]*\"' HEAD -- tests/asl 2>/dev/null", mirror);
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    size_t cap = 1 << 20, len = 0, got;
    char *text = malloc(cap + 1);
    assert_non_null(text);
    while ((got = fread(text + len, 1, cap - len, p)) > 0) {
        len += got;
        if (len == cap) {
            text = realloc(text, (cap *= 2) + 1);
            assert_non_null(text);
        }
    }
    text[len] = 0;
    int st = pclose(p);
    if (!WIFEXITED(st) || WEXITSTATUS(st) != 0 || len == 0) {
        free(text);
        return NULL; /* no mirror here: the caller checks the index alone */
    }
    size_t ntests = 0, tcap = 4096;
    spec_test *v = malloc(tcap * sizeof *v);
    assert_non_null(v);
    static const char key[] = ":// PTO-TEST: {\"id\":\"";
    for (char *l = text, *e; *l; l = e + 1) {
        e = strchr(l, '\n');
        if (!e) break;
        *e = 0;
        if (!strncmp(l, "HEAD:", 5)) l += 5;
        char *k = strstr(l, key);
        if (!k) fail_msg("unexpected git grep line '%s'", l);
        *k = 0;
        char *id = k + strlen(key), *q = strchr(id, '"');
        assert_non_null(q);
        *q = 0;
        if (ntests == tcap) {
            v = realloc(v, (tcap *= 2) * sizeof *v);
            assert_non_null(v);
        }
        v[ntests++] = (spec_test){id, l};
    }
    *n = ntests;
    *buf = text;
    return v;
}

/* The directory name a path's file is in. */
static void parent_dir(const char *path, char *out, size_t n)
{
    const char *end = strrchr(path, '/');
    assert_non_null(end);
    const char *b = end;
    while (b > path && b[-1] != '/') b--;
    size_t len = (size_t)(end - b);
    assert_true(len < n);
    memcpy(out, b, len);
    out[len] = 0;
}

#define MAX_SCOPES 512
typedef struct scope_set {
    const char *name[MAX_SCOPES];
    size_t n;
} scope_set;

static void add_scope(scope_set *s, const char *name)
{
    for (size_t i = 0; i < s->n; i++)
        if (!strcmp(s->name[i], name)) return;
    assert_true(s->n < MAX_SCOPES);
    s->name[s->n++] = name;
}

static bool in_scope(const scope_set *s, const char *name)
{
    for (size_t i = 0; i < s->n; i++)
        if (!strcmp(s->name[i], name)) return true;
    return false;
}

static void index_matches_specification(void **state)
{
    (void)state;
    index_tab t = load_index();
    size_t ns = 0;
    char *buf = NULL;
    spec_test *spec = spec_tests(&ns, &buf);
    /* the scopes */
    scope_set scopes = {.n = 0};
    unsigned ops = 0;
    for (unsigned sel = 0; sel < OP_SELECTORS; sel++) {
        const op_info *op = op_of_selector(sel);
        if (op && op->handler != H_NONE) add_scope(&scopes, op->name), ops++;
    }
    for (unsigned f = 0; f < F_COUNT; f++) add_scope(&scopes, pto_forms[f].mnemonic);
    add_scope(&scopes, "BSTART.VEC");
    add_scope(&scopes, "BSTART.SFU");
    assert_true(ops >= 28);
    if (!spec) {
        /* Without the specification's mirror (PTOSIM_SPEC_MIRROR) the
         * index, made from it by scripts/avs_index.py, stands for it: every
         * executed operation must have its rows there. */
        print_message("no specification mirror at %s: checking the index alone\n", PTOSIM_SPEC_MIRROR);
        for (unsigned sel = 0; sel < OP_SELECTORS; sel++) {
            const op_info *op = op_of_selector(sel);
            if (!op || op->handler == H_NONE) continue;
            bool any = false;
            for (size_t i = 0; i < t.n && !any; i++) any = !strcmp(t.rows[i].scope, op->name);
            if (!any) fail_msg("%s is executed but has no row in %s (run scripts/avs_index.py)", op->name, INDEX_PATH);
        }
        free_index(&t);
        return;
    }
    assert_true(ns > 1000);
    /* every row is the AVS test at its path, in its scope */
    for (size_t i = 0; i < t.n; i++) {
        const row *r = &t.rows[i];
        const spec_test *s = NULL;
        for (size_t j = 0; j < ns && !s; j++)
            if (!strcmp(spec[j].id, r->id)) s = &spec[j];
        if (!s) fail_msg("%s:%u: %s is no AVS test of the specification", INDEX_PATH, r->line, r->id);
        if (strcmp(s->path, r->path) != 0)
            fail_msg("%s:%u: %s is %s in the specification, not %s", INDEX_PATH, r->line, r->id, s->path, r->path);
        char dir[256];
        parent_dir(r->path, dir, sizeof dir);
        if (strcmp(r->scope, "-") != 0 && strcmp(r->scope, dir) != 0)
            fail_msg("%s:%u: %s is in directory %s, not scope %s", INDEX_PATH, r->line, r->id, dir, r->scope);
    }
    for (size_t i = 0; i < t.n; i++)
        if (strcmp(t.rows[i].scope, "-") != 0) add_scope(&scopes, t.rows[i].scope);
    /* every AVS test of a scope is in the index */
    unsigned covered = 0;
    for (size_t j = 0; j < ns; j++) {
        if (strncmp(spec[j].path, "tests/asl/tile/", 15) != 0 && strncmp(spec[j].path, "tests/asl/block/", 16) != 0 &&
            strncmp(spec[j].path, "tests/asl/scalar/", 17) != 0)
            continue;
        char dir[256];
        parent_dir(spec[j].path, dir, sizeof dir);
        if (!in_scope(&scopes, dir)) continue;
        const row *r = find(&t, spec[j].id);
        if (!r)
            fail_msg("%s (%s) of scope %s is not in %s: port it or give the reason (scripts/avs_index.py adds "
                     "the row)", spec[j].id, spec[j].path, dir, INDEX_PATH);
        if (strcmp(r->scope, dir) != 0) fail_msg("%s:%u: %s has scope %s, not %s", INDEX_PATH, r->line, r->id, r->scope, dir);
        covered++;
    }
    print_message("%zu AVS tests in the specification; %u in the %zu scopes (%u operations), all indexed\n", ns,
                  covered, scopes.n, ops);
    assert_true(covered > 200);
    free(spec);
    free(buf);
    free_index(&t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(rows_well_formed),
        cmocka_unit_test(tests_name_indexed_ids),
        cmocka_unit_test(index_matches_specification),
    };
    return cmocka_run_group_tests_name("avs_index", tests, NULL, NULL);
}
