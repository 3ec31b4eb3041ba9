#define _DEFAULT_SOURCE /* popen, pclose */
#include "support/support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>

#include <cjson/cJSON.h>
#include <cmocka.h>

#include "asm/program.h"

char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap + 1);
    size_t r;
    while (buf && (r = fread(buf + n, 1, cap - n, f)) > 0) {
        n += r;
        if (n == cap) {
            char *nb = realloc(buf, cap * 2 + 1);
            if (!nb) { free(buf); buf = NULL; break; }
            buf = nb;
            cap *= 2;
        }
    }
    fclose(f);
    if (!buf) return NULL;
    buf[n] = 0;
    if (len) *len = n;
    return buf;
}

const char *vectors_path(const char *name, char *buf, size_t n)
{
    snprintf(buf, n, "%s/vectors/%s", PTOSIM_SHARED_DIR, name);
    return buf;
}

pto_status run_text(pto_machine *m, const char *text, char *err, size_t errlen)
{
    pto_program p;
    prog_error pe;
    pto_reset(m);
    if (prog_parse(text, strlen(text), &p, &pe)) {
        snprintf(err, errlen, "line %u:%u: %s", pe.line, pe.column, pe.message);
        return PTO_ERR_STATE;
    }
    prog_result res;
    prog_run(m, &p, NULL, NULL, &res);
    prog_free(&p);
    if (res.status != PTO_END && res.status != PTO_FAULT) {
        snprintf(err, errlen, "line %u: %s", res.error_line, res.message);
        return PTO_ERR_STATE;
    }
    return res.status;
}

uint64_t text_insn_offset(const char *text, unsigned k)
{
    pto_program p;
    prog_error pe;
    if (prog_parse(text, strlen(text), &p, &pe)) return UINT64_MAX;
    uint64_t off = k < p.nlines ? p.lines[k].offset : (k == p.nlines ? p.len : UINT64_MAX);
    prog_free(&p);
    return off;
}

/* The buffer grows geometrically. */
pto_status numeric_tile(pto_machine *m, unsigned idx, unsigned dt, uint32_t cap, uint32_t cols, uint32_t vr,
                        uint32_t vc, unsigned layout, unsigned mask)
{
    pto_tile_desc d;
    memset(&d, 0, sizeof d);
    d.kind = PTO_TILE_NUMERIC;
    d.dtype = dt;
    d.capacity = cap;
    d.cols = cols;
    d.valid_rows = vr;
    d.valid_cols = vc;
    d.layout = layout;
    d.mask = mask;
    return pto_tile_configure(m, idx, &d);
}

static void put(snapshot *s, const void *p, size_t n)
{
    if (s->len + n > s->cap) {
        size_t nc = s->cap ? s->cap : 4096;
        while (nc < s->len + n) nc *= 2;
        unsigned char *nb = realloc(s->bytes, nc);
        if (!nb) abort();
        s->bytes = nb;
        s->cap = nc;
    }
    memcpy(s->bytes + s->len, p, n);
    s->len += n;
}

typedef struct page_ref {
    uint64_t base;
    const uint8_t *bytes;
} page_ref;

static int page_ref_cmp(const void *a, const void *b)
{
    uint64_t x = ((const page_ref *)a)->base, y = ((const page_ref *)b)->base;
    return x < y ? -1 : x > y;
}

/* Global memory: the size, and every page holding a nonzero byte in address
 * order (a page allocated but still zero is the same memory as none). */
static void snapshot_memory(const pto_machine *m, snapshot *s)
{
    uint64_t size = pto_mem_size(m);
    put(s, &size, sizeof size);
    unsigned acr = pto_get_acr(m);
    put(s, &acr, sizeof acr);
    size_t n = gm_page_count(&m->mem), k = 0, cursor = 0;
    page_ref *refs = malloc((n ? n : 1) * sizeof *refs);
    if (!refs) abort();
    uint64_t base;
    const uint8_t *bytes;
    while (gm_next_page(&m->mem, &cursor, &base, &bytes)) {
        bool zero = true;
        for (uint64_t i = 0; i < GM_PAGE_BYTES && zero; i++) zero = bytes[i] == 0;
        if (!zero) refs[k++] = (page_ref){base, bytes};
    }
    qsort(refs, k, sizeof *refs, page_ref_cmp);
    for (size_t i = 0; i < k; i++) {
        put(s, &refs[i].base, sizeof refs[i].base);
        put(s, refs[i].bytes, (size_t)GM_PAGE_BYTES);
    }
    free(refs);
}

void snapshot_take(const pto_machine *m, snapshot *s)
{
    s->bytes = NULL;
    s->len = s->cap = 0;
    for (unsigned i = 0; i < PTO_TILES; i++) {
        unsigned char a = pto_tile_allocated(m, i);
        put(s, &a, 1);
        if (!a) continue;
        pto_tile_desc d;
        memset(&d, 0, sizeof d);
        pto_tile_describe(m, i, &d);
        put(s, &d, sizeof d);
        for (unsigned pe = 0; pe < PTO_PES; pe++) {
            const uint8_t *bytes;
            size_t len;
            if (pto_tile_payload(m, i, pe, &bytes, &len) != PTO_OK) continue;
            put(s, bytes, len);
            uint32_t n = d.rows * d.cols;
            unsigned char bitsbuf[512];
            unsigned k = 0;
            for (uint32_t e = 0; e < n; e++) {
                bool def;
                pto_tile_read(m, i, pe, e, NULL, &def);
                bitsbuf[k++] = def;
                if (k == sizeof bitsbuf) {
                    put(s, bitsbuf, k);
                    k = 0;
                }
            }
            put(s, bitsbuf, k);
        }
    }
    for (unsigned pe = 0; pe < PTO_PES; pe++)
        for (unsigned r = 0; r < PTO_GPRS; r++) {
            uint64_t v;
            pto_gpr_read(m, pe, r, &v);
            put(s, &v, sizeof v);
        }
    unsigned f = pto_flags(m);
    put(s, &f, sizeof f);
    unsigned char act = pto_block_active(m);
    put(s, &act, 1);
    snapshot_memory(m, s);
}

int snapshot_equal(const snapshot *a, const snapshot *b)
{
    return a->len == b->len && memcmp(a->bytes, b->bytes, a->len) == 0;
}

void snapshot_free(snapshot *s)
{
    free(s->bytes);
    s->bytes = NULL;
    s->len = s->cap = 0;
}

/* reserved.tepl_selector_ranges of tile-operations.json as a 128-entry map. */
void reserved_selectors(bool reserved[128])
{
    char path[1024];
    char *text = read_file(vectors_path("tile-operations.json", path, sizeof path), NULL);
    if (!text) fail_msg("cannot read %s", path);
    cJSON *root = cJSON_Parse(text);
    free(text);
    assert_non_null(root);
    const cJSON *ranges = cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(root, "reserved"),
                                                           "tepl_selector_ranges");
    assert_true(cJSON_IsArray(ranges));
    memset(reserved, 0, 128 * sizeof reserved[0]);
    const cJSON *rg;
    unsigned n = 0;
    cJSON_ArrayForEach(rg, ranges)
    {
        const cJSON *lo = cJSON_GetArrayItem(rg, 0), *hi = cJSON_GetArrayItem(rg, 1);
        assert_true(cJSON_IsString(lo) && cJSON_IsString(hi));
        unsigned long a = strtoul(lo->valuestring, NULL, 16), b = strtoul(hi->valuestring, NULL, 16);
        assert_true(a <= b && b < 128);
        for (unsigned long s = a; s <= b; s++) reserved[s] = true, n++;
    }
    cJSON_Delete(root);
    assert_true(n > 0);
}

/* Unicode Table 3-7, "Well-Formed UTF-8 Byte Sequences": the first byte
 * decides the range of the second; later bytes are 80..BF. */
int utf8_valid(const char *s, size_t n)
{
    const unsigned char *p = (const unsigned char *)s, *e = p + n;
    while (p < e) {
        unsigned b = *p++;
        unsigned lo = 0x80, hi = 0xBF, more;
        if (b <= 0x7F) continue;
        if (b >= 0xC2 && b <= 0xDF) more = 1;
        else if (b == 0xE0) more = 2, lo = 0xA0;
        else if ((b >= 0xE1 && b <= 0xEC) || b == 0xEE || b == 0xEF) more = 2;
        else if (b == 0xED) more = 2, hi = 0x9F;
        else if (b == 0xF0) more = 3, lo = 0x90;
        else if (b >= 0xF1 && b <= 0xF3) more = 3;
        else if (b == 0xF4) more = 3, hi = 0x8F;
        else return 0;
        if ((size_t)(e - p) < more) return 0;
        if (*p < lo || *p > hi) return 0;
        p++;
        for (unsigned k = 1; k < more; k++, p++)
            if (*p < 0x80 || *p > 0xBF) return 0;
    }
    return 1;
}

int shell_output(const char *cmd, bool with_stderr, char **out)
{
    char full[8192];
    snprintf(full, sizeof full, "%s %s", cmd, with_stderr ? "2>&1" : "2>/dev/null");
    FILE *p = popen(full, "r");
    assert_non_null(p);
    size_t cap = 1 << 16, n = 0, got;
    char *buf = malloc(cap + 1);
    assert_non_null(buf);
    while ((got = fread(buf + n, 1, cap - n, p)) > 0) {
        n += got;
        if (n == cap) {
            buf = realloc(buf, (cap *= 2) + 1);
            assert_non_null(buf);
        }
    }
    buf[n] = 0;
    int st = pclose(p);
    if (out) *out = buf;
    else free(buf);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}
