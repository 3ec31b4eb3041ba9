/* PTO-AS front end (see ptoas.h).
 *
 * Accepted (peers.md §4.1, §4.2, §4.4 E1..E3):
 *   %d = pto.tadd %a, %b : (!pto.tile<16x16xf32>, !pto.tile<16x16xf32>) -> !pto.tile<16x16xf32>
 *   %d = pto.tsubs %s, %c : (!pto.tile<f32, 16, 16>, f32) -> !pto.tile<f32, 16, 16>
 *   %d = tsubs %s, %c : !pto.tile<...>, f32                      (short assembly form)
 *   %x = pto.texpands %c : f32 -> !pto.tile<16x16xf32>
 *   pto.tadd ins(%a, %b : T, T) outs(%d : T)                     (DPS, !pto.tile_buf)
 *   pto.tcmps ins(%t, %c {cmpMode = #pto<cmp gt>} : T, f32) outs(%m : M)
 *   !pto.tile_buf<loc=vec, dtype=f32, rows=32, cols=32, v_row=32, v_col=?, ..., pad=0>
 *   !pto.tile_buf<vec, 32x32xf32, valid=16x?, pad=1>
 *   pto.alloc_tile [valid_row = %r valid_col = %c], pto.set_validshape, arith.constant,
 *   pto.make_tensor_view / pto.partition_view (offsets 0) with pto.tload / pto.tstore
 *   bound to host data.
 * Each operation becomes the bundle it stands for (PE mask 1000: PE0); its
 * destination is the ISA's freshly allocated tile, and a DPS output buffer
 * is rebound to it (the buffer's previous tile is released by simulator
 * control).  Compare attributes use the PTO-AS numbering (EQ NE LT LE GT GE)
 * and are converted to B.DATR CMode (decisions D13). */
#include <ctype.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm/program.h"
#include "core.h"
#include "front/ptoas.h"
#include "ops/ops.h"
#include "ptosim/tile.h"

/* ---- output text ----------------------------------------------------------- */
typedef struct sbuf {
    char *s;
    size_t len, cap;
    bool oom;
} sbuf;

static void sb_printf(sbuf *b, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
static void sb_printf(sbuf *b, const char *fmt, ...)
{
    if (b->oom) return;
    va_list ap;
    for (;;) {
        va_start(ap, fmt);
        int n = vsnprintf(b->s ? b->s + b->len : NULL, b->s ? b->cap - b->len : 0, fmt, ap);
        va_end(ap);
        if (n < 0) {
            b->oom = true;
            return;
        }
        if (b->s && b->len + (size_t)n < b->cap) {
            b->len += (size_t)n;
            return;
        }
        size_t nc = b->cap ? b->cap * 2 : 4096;
        while (nc < b->len + (size_t)n + 1) nc *= 2;
        char *ns = realloc(b->s, nc);
        if (!ns) {
            b->oom = true;
            return;
        }
        b->s = ns;
        b->cap = nc;
    }
}

/* ---- values ---------------------------------------------------------------- */
enum vkind { V_SCALAR = 1, V_INDEX, V_TILE, V_PTR, V_VIEW };

typedef struct ttype {
    unsigned dt;           /* DataType code */
    bool is_mask;          /* i1 / predicate-like element written as i8/u8 for masks */
    uint32_t rows, cols;
    int vr, vc;            /* -1: dynamic '?' */
    unsigned pad;          /* B.DATR PadValue: 0 Zero 1 Max 2 Min 3 Null */
    bool buf;              /* !pto.tile_buf */
} ttype;

typedef struct value {
    char name[64];
    int kind;
    unsigned sdt;          /* scalar DataType */
    uint64_t bits;         /* scalar raw encoding */
    int64_t ival;          /* index constant */
    ttype t;               /* tile type */
    int tile;              /* Local tile index, -1 if none yet */
    uint32_t vr, vc;       /* current valid shape of a buffer */
    bool have_valid;
    bool predicate;        /* the tile is a predicate (TCMPS/TCMP result) */
    int ptr;               /* V_VIEW: value index of the pointer */
    uint64_t stride;       /* V_VIEW: row stride in elements (tensor-view strides[0]) */
    uint64_t offset;       /* V_VIEW: first element (partition offsets) */
    unsigned pdt;          /* V_PTR: element type of !pto.ptr<T> */
    uint64_t gm;           /* V_PTR: its global-memory address, 0 until placed */
    uint64_t gm_len;       /* V_PTR: bytes of host data placed there */
} value;

typedef struct ctx {
    value *vals;
    size_t nvals, capvals;
    bool slot_used[PTO_TILES];
    bool pinned[PTO_TILES];
    sbuf out;
    const ptoas_binding *inputs;
    size_t ninputs;
    ptoas_result *res;
    uint32_t line;
    const char *linestart;
    unsigned nptrs;        /* pointers placed in global memory */
    unsigned flags;        /* PTOAS_* */
} ctx;

static const char hands[4] = {'T', 'U', 'M', 'N'};

/* The first occurrence of key in [p, end), or NULL (the text need not end
 * in a NUL). */
static const char *strstr_bounded(const char *p, const char *end, const char *key)
{
    size_t k = strlen(key);
    for (; p && (size_t)(end - p) >= k; p++)
        if (!memcmp(p, key, k)) return p;
    return NULL;
}

static int fail(ctx *c, const char *at, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
static int fail(ctx *c, const char *at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->res->message, sizeof c->res->message, fmt, ap);
    va_end(ap);
    c->res->line = c->line;
    c->res->column = at ? (uint32_t)(at - c->linestart) + 1u : 1u;
    return -1;
}

static void warn(ctx *c, const char *at, const char *msg)
{
    size_t n = strlen(c->res->warning_text);
    snprintf(c->res->warning_text + n, sizeof c->res->warning_text - n, "%u:%u: warning: %s\n", c->line,
             (unsigned)(at - c->linestart) + 1u, msg);
    c->res->warnings++;
}

static value *lookup(ctx *c, const char *name, size_t n)
{
    for (size_t i = c->nvals; i-- > 0;)
        if (strlen(c->vals[i].name) == n && !memcmp(c->vals[i].name, name, n)) return &c->vals[i];
    return NULL;
}

static value *define(ctx *c, const char *name, size_t n)
{
    value *v = lookup(c, name, n);
    if (v) return v; /* redefinition rebinds (DPS buffers keep their identity) */
    if (c->nvals == c->capvals) {
        size_t nc = c->capvals ? c->capvals * 2 : 32;
        value *nv = realloc(c->vals, nc * sizeof *nv);
        if (!nv) return NULL;
        c->vals = nv;
        c->capvals = nc;
    }
    v = &c->vals[c->nvals++];
    memset(v, 0, sizeof *v);
    if (n >= sizeof v->name) n = sizeof v->name - 1;
    memcpy(v->name, name, n);
    v->tile = -1;
    v->ptr = -1;
    return v;
}

/* ---- scanning --------------------------------------------------------------- */
typedef struct cur {
    const char *p, *end;
} cur;

static void ws(cur *s)
{
    while (s->p < s->end && isspace((unsigned char)*s->p)) s->p++;
}

static bool eat(cur *s, const char *lit)
{
    ws(s);
    size_t n = strlen(lit);
    if ((size_t)(s->end - s->p) >= n && !memcmp(s->p, lit, n)) {
        s->p += n;
        return true;
    }
    return false;
}

static bool is_id(char ch) { return isalnum((unsigned char)ch) || ch == '_' || ch == '.' || ch == '$' || ch == '-'; }

static size_t ident(cur *s, const char **t)
{
    ws(s);
    *t = s->p;
    while (s->p < s->end && is_id(*s->p)) s->p++;
    return (size_t)(s->p - *t);
}

/* %name (returns the name without '%') */
static size_t valname(cur *s, const char **t)
{
    ws(s);
    if (s->p >= s->end || *s->p != '%') return 0;
    s->p++;
    *t = s->p;
    while (s->p < s->end && (isalnum((unsigned char)*s->p) || *s->p == '_' || *s->p == '.' || *s->p == '#')) s->p++;
    return (size_t)(s->p - *t);
}

static bool ieq(const char *a, size_t n, const char *b)
{
    size_t i = 0;
    for (; i < n && b[i]; i++)
        if (tolower((unsigned char)a[i]) != tolower((unsigned char)b[i])) return false;
    return i == n && !b[i];
}

/* ---- types ------------------------------------------------------------------- */
static int elem_type(const char *t, size_t n, unsigned *dt, bool *mask)
{
    static const struct {
        const char *name;
        unsigned dt;
    } map[] = {{"f64", DT_FP64}, {"f32", DT_FP32}, {"f16", DT_FP16}, {"bf16", DT_BF16},
               {"f8E4M3FN", DT_E4M3}, {"f8E4M3", DT_E4M3}, {"f8E5M2", DT_E5M2}, {"i8", DT_S8},
               {"i16", DT_S16}, {"i32", DT_S32}, {"i64", DT_S64}, {"si8", DT_S8}, {"si16", DT_S16},
               {"si32", DT_S32}, {"si64", DT_S64}, {"ui8", DT_U8}, {"ui16", DT_U16}, {"ui32", DT_U32},
               {"ui64", DT_U64}, {"i1", DT_U8}, {"tf32", DT_TF32}};
    *mask = n == 2 && !memcmp(t, "i1", 2);
    for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
        if (strlen(map[i].name) == n && !memcmp(map[i].name, t, n)) {
            *dt = map[i].dt;
            return 0;
        }
    return -1;
}

/* A dimension: digits or '?' (-1).  Every digit is read; a value above
 * 65536 (more than a Local tile can hold in a row or a column) is an error
 * of its own (the message is set; the caller returns -1). */
static bool parse_dim(ctx *c, cur *s, int *v)
{
    ws(s);
    if (s->p < s->end && *s->p == '?') {
        s->p++;
        *v = -1;
        return true;
    }
    if (s->p >= s->end || !isdigit((unsigned char)*s->p)) return false;
    const char *at = s->p;
    long x = 0;
    while (s->p < s->end && isdigit((unsigned char)*s->p)) {
        if (x <= 65536) x = x * 10 + (*s->p - '0');
        s->p++;
    }
    if (x > 65536) {
        fail(c, at, "dimension %.*s is too large: a Local tile has at most 65536 elements in a row or a column",
             (int)(s->p - at > 24 ? 24 : s->p - at), at);
        return false;
    }
    *v = (int)x;
    return true;
}

/* 16x16xf32 */
static int shape_elem(ctx *c, cur *s, ttype *t)
{
    int r, col;
    const char *at = s->p;
    if (!parse_dim(c, s, &r) || !eat(s, "x") || !parse_dim(c, s, &col) || !eat(s, "x") || r < 0 || col < 0)
        return c->res->message[0] ? -1 : fail(c, at, "expected a shape ROWSxCOLSxTYPE such as 16x16xf32");
    const char *e = s->p;
    while (s->p < s->end && isalnum((unsigned char)*s->p)) s->p++;
    if (elem_type(e, (size_t)(s->p - e), &t->dt, &t->is_mask))
        return fail(c, e, "unknown element type '%.*s'; expected f64, f32, f16, bf16, i8..i64, ui8..ui64", (int)(s->p - e), e);
    t->rows = (uint32_t)r;
    t->cols = (uint32_t)col;
    return 0;
}

static int parse_type(ctx *c, cur *s, ttype *t, bool *is_tile, unsigned *sdt)
{
    memset(t, 0, sizeof *t);
    t->pad = 3;
    ws(s);
    const char *at = s->p;
    if (eat(s, "!pto.tile_buf<")) {
        *is_tile = true;
        t->buf = true;
        t->vr = t->vc = -2; /* unset: full */
        bool keyed = false, col_major = false;
        const char *col_major_at = NULL;
        cur probe = *s;
        const char *k;
        size_t kn = ident(&probe, &k);
        if (eat(&probe, "=")) keyed = true;
        if (!keyed) { /* compact: <vec, 32x32xf32[, valid=RxC][, key=value...]> */
            size_t ln = ident(s, &k);
            if (!ieq(k, ln, "vec")) return fail(c, k, "tile location '%.*s' has no TEPL bundle equivalent (only vec)", (int)ln, k);
            if (!eat(s, ",") || shape_elem(c, s, t)) return c->res->message[0] ? -1 : fail(c, s->p, "expected ', ROWSxCOLSxTYPE'");
        }
        (void)kn;
        for (;;) {
            ws(s);
            if (eat(s, ">")) break;
            if (keyed && s->p == k) {
                /* first key */
            } else if (!eat(s, ",")) {
                return fail(c, s->p, "expected ',' or '>' in !pto.tile_buf");
            }
            size_t n = ident(s, &k);
            if (!eat(s, "=")) return fail(c, s->p, "expected key=value in !pto.tile_buf");
            ws(s);
            const char *v = s->p;
            if (ieq(k, n, "valid")) {
                if (!parse_dim(c, s, &t->vr) || !eat(s, "x") || !parse_dim(c, s, &t->vc))
                    return c->res->message[0] ? -1 : fail(c, v, "expected valid=ROWSxCOLS ('?' for dynamic)");
                continue;
            }
            if (ieq(k, n, "v_row") || ieq(k, n, "v_col") || ieq(k, n, "rows") || ieq(k, n, "cols")) {
                int x;
                if (!parse_dim(c, s, &x)) return c->res->message[0] ? -1 : fail(c, v, "expected a number or '?'");
                if (ieq(k, n, "v_row")) t->vr = x;
                else if (ieq(k, n, "v_col")) t->vc = x;
                else if (x < 0) return fail(c, v, "rows and cols must be static");
                else if (ieq(k, n, "rows")) t->rows = (uint32_t)x;
                else t->cols = (uint32_t)x;
                continue;
            }
            const char *w;
            size_t wn = ident(s, &w);
            if (ieq(k, n, "loc")) {
                if (!ieq(w, wn, "vec")) return fail(c, w, "tile location '%.*s' has no TEPL bundle equivalent (only vec)", (int)wn, w);
            } else if (ieq(k, n, "dtype")) {
                if (elem_type(w, wn, &t->dt, &t->is_mask)) return fail(c, w, "unknown element type '%.*s'", (int)wn, w);
            } else if (ieq(k, n, "blayout")) {
                if (ieq(w, wn, "col_major")) {
                    col_major = true;
                    col_major_at = w;
                } else if (!ieq(w, wn, "row_major")) {
                    return fail(c, w, "blayout=%.*s has no TEPL bundle equivalent (row_major, or col_major of one row or column)",
                                (int)wn, w);
                }
            } else if (ieq(k, n, "slayout")) {
                if (!ieq(w, wn, "none_box")) return fail(c, w, "slayout=%.*s has no TEPL bundle equivalent (none_box only)", (int)wn, w);
            } else if (ieq(k, n, "pad")) {
                /* PTO-AS pad: 0 null, 1 zero, 2 max, 3 min (the Tile Lib numbering) */
                if (wn != 1 || w[0] < '0' || w[0] > '3') return fail(c, w, "pad must be 0 (null), 1 (zero), 2 (max) or 3 (min)");
                t->pad = pto_pad_to_datr((pto_pad)(w[0] - '0'));
            } else if (ieq(k, n, "fractal") || ieq(k, n, "compact")) {
                /* layout detail of the storage; no effect on the TEPL result */
            } else {
                return fail(c, k, "unknown !pto.tile_buf field '%.*s'", (int)n, k);
            }
        }
        if (t->vr == -2) t->vr = (int)t->rows;
        if (t->vc == -2) t->vc = (int)t->cols;
        if (!t->rows || !t->cols) return fail(c, at, "!pto.tile_buf needs rows and cols");
        /* One column (or one row) is stored alike in both orders: the
         * reductions' results and the expansions' broadcasts are col_major
         * RxC1 in PTOAS's output. */
        if (col_major && t->rows != 1 && t->cols != 1)
            return fail(c, col_major_at, "blayout=col_major of a %ux%u tile has no TEPL bundle equivalent (only one row or "
                        "one column is stored alike in both orders)", t->rows, t->cols);
        return 0;
    }
    if (eat(s, "!pto.tile<")) {
        *is_tile = true;
        ws(s);
        if (isdigit((unsigned char)*s->p)) {
            if (shape_elem(c, s, t)) return -1;
        } else { /* <f32, 16, 16> (the Tile Lib docs' spelling) */
            const char *e;
            size_t en = ident(s, &e);
            int r, col;
            if (elem_type(e, en, &t->dt, &t->is_mask)) return fail(c, e, "unknown element type '%.*s'", (int)en, e);
            if (!eat(s, ",") || !parse_dim(c, s, &r) || !eat(s, ",") || !parse_dim(c, s, &col) || r < 0 || col < 0)
                return c->res->message[0] ? -1 : fail(c, s->p, "expected !pto.tile<TYPE, ROWS, COLS>");
            t->rows = (uint32_t)r;
            t->cols = (uint32_t)col;
        }
        if (!eat(s, ">")) return fail(c, s->p, "expected '>'");
        t->vr = (int)t->rows;
        t->vc = (int)t->cols;
        return 0;
    }
    *is_tile = false;
    const char *e;
    size_t en = ident(s, &e);
    bool mask;
    if (ieq(e, en, "index")) {
        *sdt = 32;
        return 0;
    }
    if (!en || elem_type(e, en, sdt, &mask)) return fail(c, at, "expected a type (!pto.tile<...>, !pto.tile_buf<...> or a scalar type)");
    return 0;
}

/* ---- emission helpers ----------------------------------------------------- */
static uint32_t tile_bytes(const ttype *t) { return local_tile_bytes(t->dt, t->rows, t->cols); }

static int free_slot(ctx *c, unsigned *hand)
{
    for (unsigned h = 0; h < 4; h++)
        for (unsigned i = 0; i < 16; i++)
            if (!c->slot_used[h * 16 + i]) {
                *hand = h;
                return (int)(h * 16 + i);
            }
    return -1;
}

static void slot_name(int slot, char buf[8]) { pto_tile_name((unsigned)slot, buf); }

static void release_old(ctx *c, int slot)
{
    if (slot < 0 || c->pinned[slot]) return;
    char nm[8];
    slot_name(slot, nm);
    sb_printf(&c->out, ".release %s\n", nm);
    c->slot_used[slot] = false;
}

static const ptoas_binding *input_for(ctx *c, const char *name)
{
    for (size_t i = 0; i < c->ninputs; i++)
        if (!strcmp(c->inputs[i].name, name)) return &c->inputs[i];
    return NULL;
}

/* Simulator control: configure a tile for buffer v and fill its valid region
 * from host bytes (in NULL: a placeholder comment for the data of pname). */
static int host_fill(ctx *c, value *v, const ptoas_binding *in, const char *pname, const char *at)
{
    unsigned bits = pto_dtypes[v->t.dt].bits;
    uint64_t want = (uint64_t)v->vr * v->vc * bits / 8u;
    if (in && !in->literals && in->len != want)
        return fail(c, at, "host data for '%s' has %zu bytes; the %ux%u valid region of %s needs %llu", in->name, in->len,
                    v->vr, v->vc, pto_dtypes[v->t.dt].name, (unsigned long long)want);
    uint32_t bytes = tile_bytes(&v->t);
    if (!bytes) return fail(c, at, "a %ux%u %s tile is not a Local tile of 128 B..64 KiB", v->t.rows, v->t.cols, pto_dtypes[v->t.dt].name);
    int old = v->tile;
    unsigned hand;
    int slot = free_slot(c, &hand);
    if (slot < 0) return fail(c, at, "all 64 Local tiles are in use");
    char nm[8];
    slot_name(slot, nm);
    if (!in) { /* PTOAS_PLACEHOLDERS: the tile, and a comment where its data would be */
        sb_printf(&c->out, ".tile %s %s size=%uB cols=%u valid=%ux%u mask=1000\n# .fill %s pe=0 = <%ux%u %s values of %%%s: no --in data>\n",
                  nm, pto_dtypes[v->t.dt].name, bytes, v->t.cols, v->vr, v->vc, nm, v->vr, v->vc,
                  pto_dtypes[v->t.dt].name, pname);
        c->slot_used[slot] = true;
        v->tile = slot;
        release_old(c, old);
        return 0;
    }
    sb_printf(&c->out, ".tile %s %s size=%uB cols=%u valid=%ux%u mask=1000\n.fill %s pe=0 =", nm,
              pto_dtypes[v->t.dt].name, bytes, v->t.cols, v->vr, v->vc, nm);
    const char *lit = in->literals;
    for (uint64_t i = 0; i < (uint64_t)v->vr * v->vc; i++) {
        uint64_t x = 0;
        if (lit) {
            char tok[80], e[160];
            size_t n = strcspn(lit, ",");
            if (!*lit || n >= sizeof tok)
                return fail(c, at, "host data for '%s' has fewer than the %ux%u values of the valid region", in->name, v->vr, v->vc);
            memcpy(tok, lit, n);
            tok[n] = 0;
            if (literal_to_bits(tok, v->t.dt, false, &x, e, sizeof e)) return fail(c, at, "host data for '%s': %s", in->name, e);
            lit += n + (lit[n] == ',');
        } else {
            for (unsigned b = 0; b < bits / 8u; b++) x |= (uint64_t)in->bytes[i * bits / 8u + b] << (8 * b);
        }
        sb_printf(&c->out, " 0x%llx", (unsigned long long)x);
    }
    if (lit && *lit) return fail(c, at, "host data for '%s' has more than the %ux%u values of the valid region", in->name, v->vr, v->vc);
    sb_printf(&c->out, "\n");
    c->slot_used[slot] = true;
    v->tile = slot;
    release_old(c, old);
    return 0;
}

/* A pointer argument's place in global memory: 256 MiB apart from
 * 0x10000000 on, so each has room for its tensor; host data bound to it
 * (--in) is written there by a .mem directive. */
static int place_ptr(ctx *c, value *p, const char *at)
{
    if (p->gm) return 0;
    if (c->nptrs == 15) return fail(c, at, "more than 15 pointer arguments");
    p->gm = (uint64_t)(++c->nptrs) << 28;
    const ptoas_binding *in = input_for(c, p->name);
    unsigned dt = p->pdt, eb = pto_dtypes[dt].bits / 8u;
    if (!in) {
        if (c->flags & PTOAS_PLACEHOLDERS) /* --emit bundles without --in data */
            sb_printf(&c->out, "# .mem 0x%llx %s = <no --in data for %%%s>\n", (unsigned long long)p->gm,
                      pto_dtypes[dt].name, p->name);
        return 0;
    }
    if (in->len > ((uint64_t)1 << 28)) return fail(c, at, "host data for '%s' exceeds 256 MiB", p->name);
    if (in->bytes && in->len % eb)
        return fail(c, at, "host data for '%s' has %zu bytes, not a whole number of %s elements", p->name, in->len,
                    pto_dtypes[dt].name);
    sb_printf(&c->out, ".mem 0x%llx %s =", (unsigned long long)p->gm, pto_dtypes[dt].name);
    if (in->literals) {
        const char *lit = in->literals;
        while (*lit) {
            char tok[80];
            size_t n = strcspn(lit, ",");
            if (n == 0 || n >= sizeof tok) return fail(c, at, "host data for '%s': an empty or overlong value", p->name);
            memcpy(tok, lit, n);
            tok[n] = 0;
            uint64_t x;
            char e[160];
            if (literal_to_bits(tok, dt, false, &x, e, sizeof e)) return fail(c, at, "host data for '%s': %s", p->name, e);
            sb_printf(&c->out, " 0x%llx", (unsigned long long)x);
            p->gm_len += eb;
            lit += n + (lit[n] == ',');
        }
    } else {
        p->gm_len = in->len;
        for (size_t i = 0; i < in->len; i += eb) {
            uint64_t x = 0;
            for (unsigned b = 0; b < eb; b++) x |= (uint64_t)in->bytes[i + b] << (8 * b);
            sb_printf(&c->out, " 0x%llx", (unsigned long long)x);
        }
    }
    sb_printf(&c->out, "\n");
    return 0;
}

/* A pto.tstore target: the rectangle it wrote in global memory. */
static int add_gm_output(ctx *c, const char *name, uint64_t addr, uint32_t rows, uint32_t cols, uint64_t stride,
                         unsigned eb)
{
    ptoas_result *r = c->res;
    unsigned i = 0;
    while (i < r->noutputs && strcmp(r->outputs[i].name, name)) i++;
    if (i == r->noutputs) {
        if (r->noutputs == sizeof r->outputs / sizeof r->outputs[0]) return -1;
        snprintf(r->outputs[i].name, sizeof r->outputs[0].name, "%s", name);
        r->noutputs++;
    }
    ptoas_output *o = &r->outputs[i];
    o->in_gm = true;
    o->addr = addr;
    o->rows = rows;
    o->cols = cols;
    o->stride = stride;
    o->elem_bytes = eb;
    return 0;
}

static int add_output(ctx *c, const char *name, int slot)
{
    ptoas_result *r = c->res;
    for (unsigned i = 0; i < r->noutputs; i++)
        if (!strcmp(r->outputs[i].name, name)) {
            r->outputs[i].tile = (unsigned)slot;
            c->pinned[slot] = true;
            return 0;
        }
    if (r->noutputs == sizeof r->outputs / sizeof r->outputs[0]) return -1;
    snprintf(r->outputs[r->noutputs].name, sizeof r->outputs[0].name, "%s", name);
    r->outputs[r->noutputs++].tile = (unsigned)slot;
    c->pinned[slot] = true;
    return 0;
}

/* PTO-AS compare names (numbering EQ NE LT LE GT GE) -> pto_cmp. */
static int cmp_mode(ctx *c, const char *attr, size_t n, const char *at)
{
    static const struct {
        const char *name;
        int mode;
        bool manual;
    } names[] = {{"eq", PTO_CMP_EQ, false}, {"ne", PTO_CMP_NE, false}, {"lt", PTO_CMP_LT, false},
                 {"le", PTO_CMP_LE, false}, {"gt", PTO_CMP_GT, false}, {"ge", PTO_CMP_GE, false},
                 {"equal", PTO_CMP_EQ, true}, {"not_equal", PTO_CMP_NE, true}, {"less_than", PTO_CMP_LT, true},
                 {"less_equal", PTO_CMP_LE, true}, {"less_than_or_equal", PTO_CMP_LE, true},
                 {"greater_than", PTO_CMP_GT, true}, {"greater_equal", PTO_CMP_GE, true},
                 {"greater_than_or_equal", PTO_CMP_GE, true}};
    /* the mode word: #pto<cmp gt>, #pto.cmp<GT>, or a bare number 0..5 */
    const char *end = attr + n, *w = NULL, *q;
    size_t wn = 0;
    for (q = attr; q + 4 < end; q++)
        if (!memcmp(q, "#pto", 4)) break;
    if (q + 4 < end) {
        q += 4;
        if (q + 5 <= end && !memcmp(q, "<cmp ", 5)) q += 5;
        else if (q + 5 <= end && !memcmp(q, ".cmp<", 5)) q += 5;
        else return fail(c, at, "expected #pto<cmp MODE> or #pto.cmp<MODE>");
        while (q < end && *q == ' ') q++;
        w = q;
        while (q < end && (isalnum((unsigned char)*q) || *q == '_')) q++;
        wn = (size_t)(q - w);
    }
    if (!wn) {
        const char *eq = memchr(attr, '=', n);
        if (eq) {
            q = eq + 1;
            while (q < end && *q == ' ') q++;
            if (q < end && *q >= '0' && *q <= '5') return *q - '0';
        }
        return fail(c, at, "expected a compare mode such as {cmpMode = #pto<cmp gt>}");
    }
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (ieq(w, wn, names[i].name)) {
            if (names[i].manual) warn(c, at, "compare mode spelled as in the PTO IR manual; PTOAS writes #pto<cmp eq|ne|lt|le|gt|ge>");
            return names[i].mode;
        }
    return fail(c, at, "unknown compare mode '%.*s'; expected eq, ne, lt, le, gt or ge", (int)wn, w);
}

/* ---- operations -------------------------------------------------------------- */
typedef struct operands {
    value *v[4];
    const char *at[4];
    unsigned n;
    ttype types[4];
    bool type_is_tile[4];
    unsigned sdts[4];
    unsigned ntypes;
    bool has_result_type;
    ttype result;
    int cmp;               /* -1 none */
    const char *cmp_at;
    const char *attr;      /* the attribute dictionary, '{' to '}' */
    size_t attr_n;
} operands;

/* An attribute dictionary is kept as text and read when the operation is
 * known: a compare mode, TCI's descending, TTRI's upperOrLower. */
static void keep_attr(operands *o, const char *a, size_t n)
{
    o->attr = a;
    o->attr_n = n;
}

/* The value of `key = V` in an attribute dictionary: true/false, an
 * integer (before any `: type`).  0 if absent, 1 if read, -1 on a bad
 * value. */
static int attr_int(const char *a, size_t n, const char *key, long *out, const char **at)
{
    size_t kl = strlen(key);
    for (const char *q = a; q + kl <= a + n; q++) {
        if (memcmp(q, key, kl) || (q > a && (isalnum((unsigned char)q[-1]) || q[-1] == '_'))) continue;
        const char *p = q + kl, *end = a + n;
        while (p < end && *p == ' ') p++;
        if (p >= end || *p != '=') continue;
        p++;
        while (p < end && *p == ' ') p++;
        *at = p;
        if (end - p >= 4 && !memcmp(p, "true", 4)) return *out = 1, 1;
        if (end - p >= 5 && !memcmp(p, "false", 5)) return *out = 0, 1;
        bool neg = p < end && *p == '-';
        if (neg) p++;
        if (p >= end || !isdigit((unsigned char)*p)) return -1;
        long v = 0;
        while (p < end && isdigit((unsigned char)*p) && v < 1000000) v = v * 10 + (*p++ - '0');
        *out = neg ? -v : v;
        return 1;
    }
    return 0;
}

static const char *attr_dict(cur *s, size_t *n)
{
    ws(s);
    if (s->p >= s->end || *s->p != '{') return NULL;
    const char *a = s->p;
    while (s->p < s->end && *s->p != '}') s->p++;
    if (s->p < s->end) s->p++;
    *n = (size_t)(s->p - a);
    return a;
}

static int parse_value_list(ctx *c, cur *s, operands *o)
{
    for (;;) {
        const char *nm;
        ws(s);
        const char *at = s->p;
        size_t n = valname(s, &nm);
        if (!n) break;
        value *v = lookup(c, nm, n);
        if (!v) return fail(c, at, "unknown value '%%%.*s'", (int)n, nm);
        if (o->n == 4) return fail(c, at, "too many operands");
        o->at[o->n] = at;
        o->v[o->n++] = v;
        size_t an;
        const char *a = attr_dict(s, &an);
        if (a) keep_attr(o, a, an);
        if (!eat(s, ",")) break;
    }
    return 0;
}

static int parse_type_list(ctx *c, cur *s, operands *o)
{
    bool paren = eat(s, "(");
    for (;;) {
        if (o->ntypes == 4) return fail(c, s->p, "too many types");
        if (parse_type(c, s, &o->types[o->ntypes], &o->type_is_tile[o->ntypes], &o->sdts[o->ntypes])) return -1;
        o->ntypes++;
        if (!eat(s, ",")) break;
    }
    if (paren && !eat(s, ")")) return fail(c, s->p, "expected ')'");
    if (eat(s, "->")) {
        bool is_tile;
        unsigned sdt;
        if (parse_type(c, s, &o->result, &is_tile, &sdt)) return -1;
        if (!is_tile) return fail(c, s->p, "the result must be a tile type");
        o->has_result_type = true;
    }
    return 0;
}

static int lower_op(ctx *c, const op_info *op, value *result, const char *result_at, cur *s, const char *opat)
{
    operands o;
    memset(&o, 0, sizeof o);
    o.cmp = -1;
    value *dst = result;
    ttype dtype;
    bool dps = false;
    if (eat(s, "ins(")) { /* DPS */
        dps = true;
        if (parse_value_list(c, s, &o)) return -1;
        if (!eat(s, ":")) return fail(c, s->p, "expected ':' and the operand types in ins(...)");
        if (parse_type_list(c, s, &o)) return -1;
        if (!eat(s, ")")) return fail(c, s->p, "expected ')' closing ins(");
        size_t an;
        const char *a = attr_dict(s, &an);
        if (a) keep_attr(&o, a, an);
        if (!eat(s, "outs(")) return fail(c, s->p, "expected outs(%%dst : type)");
        const char *nm;
        ws(s);
        result_at = s->p;
        size_t n = valname(s, &nm);
        if (!n) return fail(c, s->p, "expected the destination value in outs(...)");
        dst = lookup(c, nm, n);
        if (!dst) return fail(c, result_at, "unknown value '%%%.*s' (allocate it with pto.alloc_tile)", (int)n, nm);
        bool is_tile;
        unsigned sdt;
        if (!eat(s, ":") || parse_type(c, s, &dtype, &is_tile, &sdt) || !is_tile)
            return c->res->message[0] ? -1 : fail(c, s->p, "expected ': tile type' in outs(...)");
        if (!eat(s, ")")) return fail(c, s->p, "expected ')' closing outs(");
        a = attr_dict(s, &an);
        if (a) keep_attr(&o, a, an);
    } else {
        if (!result) return fail(c, opat, "%s needs a result (%%d = ...) or the ins(...) outs(...) form", op->name);
        if (parse_value_list(c, s, &o)) return -1;
        size_t an;
        const char *a = attr_dict(s, &an);
        if (a) keep_attr(&o, a, an);
        if (!eat(s, ":")) return fail(c, s->p, "expected ':' and the types");
        if (parse_type_list(c, s, &o)) return -1;
        if (o.has_result_type) {
            dtype = o.result;
        } else { /* short form: the tile type of the list is the result type */
            unsigned k = 0;
            while (k < o.ntypes && !o.type_is_tile[k]) k++;
            if (k == o.ntypes) return fail(c, s->p, "no tile type given for the result");
            dtype = o.types[k];
        }
    }
    bool gen = op->handler == H_TCI || op->handler == H_TTRI;
    uint64_t gpr1 = 0; /* TCI: descending; TTRI: upper (the second GPR input) */
    if (o.attr && gen) {
        bool tci = op->handler == H_TCI;
        const char *key = tci ? "descending" : "upperOrLower", *vat = o.attr;
        long v = 0;
        int k = attr_int(o.attr, o.attr_n, key, &v, &vat);
        if (k == 0) return fail(c, o.attr, "%s takes one attribute, %s", op->name, key);
        if (k < 0 || v < 0 || v > 1)
            return fail(c, vat, "%s must be %s", key, tci ? "true or false" : "0 (lower) or 1 (upper)");
        gpr1 = (uint64_t)v;
    } else if (o.attr) {
        o.cmp_at = o.attr;
        o.cmp = cmp_mode(c, o.attr, o.attr_n, o.attr);
        if (o.cmp < 0) return -1;
    }
    ws(s);
    if (s->p < s->end) return fail(c, s->p, "unexpected text '%.*s'", (int)(s->end - s->p), s->p);

    /* classify operands */
    value *tiles[4];
    const char *tile_at[4];
    unsigned nt = 0, ns = 0;
    value *scal = NULL;
    const char *scal_at = NULL;
    for (unsigned i = 0; i < o.n; i++) {
        if (o.v[i]->kind == V_TILE) {
            if (nt == 4) return fail(c, o.at[i], "too many tile operands");
            tile_at[nt] = o.at[i];
            tiles[nt++] = o.v[i];
        } else if (o.v[i]->kind == V_SCALAR) {
            scal = o.v[i];
            scal_at = o.at[i];
            ns++;
        } else {
            return fail(c, o.at[i], "'%%%s' is not a tile or a scalar", o.v[i]->name);
        }
    }
    const op_family *fam = op_family_of(op);
    /* This front end writes the element-wise families (one B.IOT with the
     * sources, a destination and at most one scalar in a0), the reductions
     * (the LBs describe the source), the expansions and TSEL (mask and
     * true source in one B.IOT, the false source and the destination in
     * the next), and TCI and TTRI (the scalar in a0, the attribute in a1).
     * TPART* writes the union of its sources' valid shapes, which the
     * destination's type states.  TFMA (PTOAS has no such operation:
     * `pto.tfma ins(%a, %b, %c)` here) binds left and right, then the
     * addend and the destination.  The others (memory, TFILLPAD's fill
     * from PadVal) have no lowering here yet. */
    bool reduce = op->handler == H_REDUCE, select = op->handler == H_SEL, fma = op->handler == H_FMA;
    bool bcast_only = op->handler == H_EXPAND_COPY, expand = bcast_only || op->handler == H_EXPAND;
    bool partial = op->handler == H_PARTIAL; /* the destination's valid shape is the union: its own type's */
    bool own_shape = bcast_only || partial;
    bool elementwise = op->selector < OP_TLSU_BASE && fam->sources <= 2 && fam->gpr_inputs <= 1 &&
                       fam->dest != DEST_NONE && !fam->explicit_dest && op->handler != H_TFILLPAD && !fma;
    if (!elementwise && !reduce && !select && !expand && !gen && !fma)
        return fail(c, opat, "%s is executed by ptosim but the PTO-AS front end has no lowering for it yet", op->name);
    unsigned want_t = fam->sources, want_s = gen ? 1u : fam->gpr_inputs;
    /* PTOAS's scratch operand (the `tmp` after the sources of the
     * reductions and of TSEL) is the hardware's workspace: the ISA
     * operation has none, so it is not read. */
    if ((reduce || select) && nt == want_t + 1) nt--;
    for (unsigned i = 0; i < nt; i++)
        if (tiles[i]->tile < 0) return fail(c, tile_at[i], "tile '%%%s' has no contents yet", tiles[i]->name);
    if (nt != want_t || ns != want_s)
        return fail(c, opat, "%s takes %u tile%s and %u scalar%s", op->name, want_t, want_t == 1 ? "" : "s", want_s,
                    want_s == 1 ? "" : "s");
    bool compare = fam->cmode;
    if (compare && o.cmp < 0) return fail(c, opat, "%s needs a compare mode, e.g. {cmpMode = #pto<cmp gt>}", op->name);
    if (!compare && o.cmp >= 0) return fail(c, o.cmp_at ? o.cmp_at : opat, "%s takes no compare mode", op->name);

    /* element type of the operation */
    bool mask0 = fam->mask_source0 || select;
    const value *data_src = mask0 ? tiles[1] : nt ? tiles[0] : NULL;
    unsigned dt = data_src ? data_src->t.dt : dtype.dt;
    for (unsigned i = 0; i < nt; i++) {
        if (mask0 && i == 0) {
            if (!tiles[0]->predicate) return fail(c, tile_at[0], "the %s mask must be a compare result", op->name);
            continue;
        }
        if (tiles[i]->t.dt != dt || tiles[i]->predicate)
            return fail(c, tile_at[i], "type mismatch: '%%%s' is %s, the operation is on %s", tiles[i]->name,
                        tiles[i]->predicate ? "a mask" : pto_dtypes[tiles[i]->t.dt].name, pto_dtypes[dt].name);
    }
    if (op->handler == H_TTRI) { /* the diagonal is an integer of any width */
        pto_dtype_class k = pto_dtype_class_of(scal->sdt);
        if (k != PTO_DTYPE_SIGNED && k != PTO_DTYPE_UNSIGNED)
            return fail(c, scal_at, "the TTRI diagonal '%%%s' must be an integer, not %s", scal->name,
                        pto_dtypes[scal->sdt].name);
    } else if (scal && scal->sdt != dt)
        return fail(c, scal_at, "type mismatch: scalar '%%%s' is %s, the tile is %s", scal->name,
                    pto_dtypes[scal->sdt].name, pto_dtypes[dt].name);
    bool arg = reduce && (op->selector & 0xFu) >= 0xCu; /* TROWARGMAX ... TCOLARGMIN */
    if (arg && dtype.dt != DT_U32)
        return fail(c, result_at ? result_at : opat, "%s writes ui32 indices; the result is %s", op->name,
                    pto_dtypes[dtype.dt].name);
    if (!compare && !arg && dtype.dt != dt)
        return fail(c, result_at ? result_at : opat, "type mismatch: the result is %s, the operation is on %s",
                    pto_dtypes[dtype.dt].name, pto_dtypes[dt].name);
    if (compare && dtype.dt != DT_U8 && dtype.dt != DT_S8)
        return fail(c, result_at ? result_at : opat, "a compare result must be an i8/ui8 (or i1) mask tile");

    /* destination geometry */
    uint32_t vr, vc, rows, cols, bytes;
    uint32_t lb0 = 0, lb1 = 0, lb2 = 0; /* the B.DIM words: the destination's shape, the source's for a reduction */
    if (reduce) { /* one value per row (a column), or per column (a row) */
        const value *src = tiles[0];
        bool column = (op->selector & 0x10u) != 0;
        uint64_t w = pto_dtypes[dtype.dt].bits / 8u;
        rows = dtype.rows;
        cols = dtype.cols;
        vr = column ? 1u : src->vr;
        vc = column ? src->vc : 1u;
        uint32_t want_cols = column ? src->t.cols : 1u;
        if (cols != want_cols || rows < vr)
            return fail(c, result_at ? result_at : opat, "the result of %s on a %ux%u tile is %ux%u with %u column%s, not %ux%u",
                        op->name, src->t.rows, src->t.cols, vr, vc, want_cols, want_cols == 1 ? "" : "s", rows, cols);
        bytes = local_capacity_for((uint64_t)vr * cols * w);
        if (!bytes) return fail(c, opat, "the result of %s would exceed 64 KiB", op->name);
        lb0 = src->vc;
        lb1 = src->vr;
        lb2 = src->t.cols;
    } else if (compare) { /* predicate geometry is the source's (D4) */
        rows = tiles[0]->t.rows;
        cols = tiles[0]->t.cols;
        vr = tiles[0]->vr;
        vc = tiles[0]->vc;
        bytes = local_capacity_for((uint64_t)rows * cols);
        if (!bytes) return fail(c, opat, "the mask of a %ux%u tile would exceed 64 KiB", rows, cols);
    } else {
        rows = dtype.rows;
        cols = dtype.cols;
        if (dps && dst->have_valid) {
            vr = dst->vr;
            vc = dst->vc;
        } else if (dtype.vr >= 0 && dtype.vc >= 0) {
            vr = (uint32_t)dtype.vr;
            vc = (uint32_t)dtype.vc;
            if (!dtype.buf && data_src && !own_shape) { /* SSA: the result has the source's valid shape */
                vr = data_src->vr;
                vc = data_src->vc;
            }
        } else if (data_src && !own_shape) {
            vr = data_src->vr;
            vc = data_src->vc;
        } else {
            return fail(c, result_at ? result_at : opat, "the destination's valid shape is dynamic ('?') and was never set");
        }
        bytes = tile_bytes(&dtype);
        if (!bytes)
            return fail(c, result_at ? result_at : opat, "a %ux%u %s tile is not a Local tile of 128 B..64 KiB per PE",
                        rows, cols, pto_dtypes[dtype.dt].name);
    }
    if (vr == 0 || vc == 0) return fail(c, opat, "the valid shape %ux%u is empty", vr, vc);
    if (!reduce) {
        lb0 = vc;
        lb1 = vr;
        lb2 = cols;
    }

    /* the bundle */
    unsigned hand;
    int slot = free_slot(c, &hand);
    if (slot < 0) return fail(c, opat, "all 64 Local tiles are in use");
    if (scal) { /* a signed integer scalar is sign-extended into the 64-bit GPR */
        uint64_t g = scal->bits;
        unsigned w = pto_dtypes[scal->sdt].bits;
        if (pto_dtype_class_of(scal->sdt) == PTO_DTYPE_SIGNED && w < 64 && (g >> (w - 1) & 1u)) g |= ~0ull << w;
        sb_printf(&c->out, ".gpr 0 a0 = 0x%llx\n", (unsigned long long)g);
    }
    if (gen) sb_printf(&c->out, ".gpr 0 a1 = %llu\n", (unsigned long long)gpr1);
    sb_printf(&c->out, "BSTART.%s %s, %s\n", op->sfu ? "SFU" : "VEC", op->name, pto_dtypes[dt].name);
    static const char *const pads[4] = {"Zero", "Max", "Min", "Null"};
    unsigned pad = dtype.pad;
    static const char *const cmodes[6] = {"EQ", "NE", "LT", "GT", "LE", "GE"}; /* B.DATR numbering */
    if (compare) sb_printf(&c->out, "B.DATR cmode=%s, pad=%s\n", cmodes[pto_cmp_to_cmode((pto_cmp)o.cmp)], pads[pad & 3u]);
    else if (pad != 3) sb_printf(&c->out, "B.DATR pad=%s\n", pads[pad & 3u]);
    char n0[8];
    sb_printf(&c->out, "B.DIM LB0=%u ; B.DIM LB1=%u ; B.DIM LB2=%u\n", lb0, lb1, lb2);
    if (select || fma) {
        char n1[8];
        slot_name(tiles[0]->tile, n0);
        slot_name(tiles[1]->tile, n1);
        sb_printf(&c->out, "B.IOT %s, %s, mask=1000\n", n0, n1);
        slot_name(tiles[2]->tile, n0);
        sb_printf(&c->out, "B.IOT %s, mask=1000, last, ->%c<%uB>\n", n0, hands[hand], bytes);
    } else {
        sb_printf(&c->out, "B.IOT ");
        for (unsigned i = 0; i < nt; i++) {
            slot_name(tiles[i]->tile, n0);
            sb_printf(&c->out, "%s, ", n0);
        }
        sb_printf(&c->out, "mask=1000, last, ->%c<%uB>\n", hands[hand], bytes);
    }
    if (gen) sb_printf(&c->out, "B.IOR a0, a1\n");
    else if (scal) sb_printf(&c->out, "B.IOR a0, zero, zero, ->zero\n");
    sb_printf(&c->out, "BSTOP\n");
    c->slot_used[slot] = true;
    int old = dst ? dst->tile : -1;
    if (dst) {
        if (!dps) {
            dst->kind = V_TILE;
            dst->t = dtype;
        }
        dst->tile = slot;
        dst->predicate = compare;
        if (compare) {
            dst->t.rows = rows;
            dst->t.cols = cols;
        }
        dst->vr = vr;
        dst->vc = vc;
        dst->have_valid = true;
        /* The buffer's previous tile is dead: this bundle has read it already. */
        release_old(c, old);
    }
    return 0;
}

/* ---- statements ---------------------------------------------------------------- */
static int statement(ctx *c, cur *s)
{
    const char *res_name = NULL;
    size_t res_len = 0;
    const char *res_at = NULL;
    ws(s);
    if (s->p >= s->end) return 0;
    if (*s->p == '}') return 0;
    if (*s->p == '%') {
        res_at = s->p;
        res_len = valname(s, &res_name);
        if (!eat(s, "=")) return fail(c, s->p, "expected '=' after %%%.*s", (int)res_len, res_name);
    }
    const char *opn;
    ws(s);
    const char *opat = s->p;
    size_t on = ident(s, &opn);
    if (!on) return fail(c, opat, "expected an operation");
    if (ieq(opn, on, "module") || ieq(opn, on, "return") || ieq(opn, on, "func.return")) return 0;
    if (ieq(opn, on, "func.func")) {
        /* arguments: %name: !pto.ptr<f32> */
        const char *p = s->p;
        while ((p = memchr(p, '%', (size_t)(s->end - p))) != NULL) {
            cur a = {p, s->end};
            const char *nm;
            size_t n = valname(&a, &nm);
            if (n && eat(&a, ":")) {
                ws(&a);
                value *v = define(c, nm, n);
                if (!v) return fail(c, p, "out of memory");
                v->kind = eat(&a, "!pto.ptr") ? V_PTR : V_SCALAR;
                if (v->kind == V_PTR && eat(&a, "<")) {
                    ws(&a);
                    const char *t = a.p;
                    while (a.p < a.end && (isalnum((unsigned char)*a.p) || *a.p == '_')) a.p++;
                    bool mk;
                    if (elem_type(t, (size_t)(a.p - t), &v->pdt, &mk))
                        return fail(c, t, "unknown pointer element type '%.*s'", (int)(a.p - t), t);
                }
            }
            p = a.p > p ? a.p : p + 1;
        }
        return 0;
    }
    if (ieq(opn, on, "scf.for") || ieq(opn, on, "scf.if") || ieq(opn, on, "scf.while"))
        return fail(c, opat, "'%.*s' (control flow) is not supported by the ptosim front end; unroll it", (int)on, opn);
    value *res = NULL;
    if (res_len) {
        res = define(c, res_name, res_len);
        if (!res) return fail(c, res_at, "out of memory");
    }
    if (ieq(opn, on, "arith.constant")) {
        if (!res) return fail(c, opat, "arith.constant needs a result");
        ws(s);
        const char *lit = s->p;
        while (s->p < s->end && !isspace((unsigned char)*s->p) && *s->p != ':') s->p++;
        size_t ln = (size_t)(s->p - lit);
        ttype t;
        bool is_tile;
        unsigned sdt = 0;
        if (!eat(s, ":") || parse_type(c, s, &t, &is_tile, &sdt) || is_tile)
            return c->res->message[0] ? -1 : fail(c, s->p, "expected ': TYPE' after the constant");
        char buf[80];
        if (ln == 0 || ln >= sizeof buf) return fail(c, lit, "bad constant");
        memcpy(buf, lit, ln);
        buf[ln] = 0;
        if (sdt == 32) { /* index (32 is no DataType code) */
            char *e;
            long long v = strtoll(buf, &e, 0);
            if (*e) return fail(c, lit, "bad index constant '%s'", buf);
            res->kind = V_INDEX;
            res->ival = v;
            return 0;
        }
        char e[160];
        uint64_t bits;
        if (literal_to_bits(buf, sdt, false, &bits, e, sizeof e)) return fail(c, lit, "%s", e);
        res->kind = V_SCALAR;
        res->sdt = sdt;
        res->bits = bits;
        return 0;
    }
    if (ieq(opn, on, "pto.alloc_tile")) {
        if (!res) return fail(c, opat, "pto.alloc_tile needs a result");
        int64_t vr = -1, vc = -1;
        for (;;) {
            const char *k;
            ws(s);
            if (s->p < s->end && *s->p == ':') break;
            size_t kn = ident(s, &k);
            if (!kn || !eat(s, "=")) return fail(c, k, "expected addr = %%x, valid_row = %%r or valid_col = %%c");
            const char *nm;
            ws(s);
            const char *vat = s->p;
            size_t n = valname(s, &nm);
            value *v = n ? lookup(c, nm, n) : NULL;
            if (!v || v->kind != V_INDEX) return fail(c, vat, "expected an index constant");
            if (ieq(k, kn, "valid_row")) vr = v->ival;
            else if (ieq(k, kn, "valid_col")) vc = v->ival;
            else if (!ieq(k, kn, "addr")) return fail(c, k, "unknown alloc_tile operand '%.*s'", (int)kn, k);
        }
        bool is_tile;
        unsigned sdt;
        if (!eat(s, ":") || parse_type(c, s, &res->t, &is_tile, &sdt) || !is_tile)
            return c->res->message[0] ? -1 : fail(c, s->p, "expected ': !pto.tile_buf<...>'");
        res->kind = V_TILE;
        res->tile = -1;
        res->have_valid = false;
        int64_t r = res->t.vr >= 0 ? res->t.vr : vr, col = res->t.vc >= 0 ? res->t.vc : vc;
        if (r >= 0 && col >= 0) {
            if (r > res->t.rows || col > res->t.cols) return fail(c, opat, "valid shape exceeds the tile shape");
            res->vr = (uint32_t)r;
            res->vc = (uint32_t)col;
            res->have_valid = true;
        }
        const ptoas_binding *in = input_for(c, res->name);
        if (in) {
            if (!res->have_valid) return fail(c, opat, "host data for '%s' needs a known valid shape", res->name);
            return host_fill(c, res, in, res->name, opat);
        }
        return 0;
    }
    if (ieq(opn, on, "pto.set_validshape")) {
        const char *nm;
        ws(s);
        const char *at = s->p;
        size_t n = valname(s, &nm);
        value *t = n ? lookup(c, nm, n) : NULL;
        if (!t || t->kind != V_TILE) return fail(c, at, "expected a tile buffer");
        int64_t dims[2];
        for (int i = 0; i < 2; i++) {
            if (!eat(s, ",")) return fail(c, s->p, "expected ', %%rows, %%cols'");
            ws(s);
            const char *vat = s->p;
            n = valname(s, &nm);
            value *v = n ? lookup(c, nm, n) : NULL;
            if (!v || v->kind != V_INDEX) return fail(c, vat, "expected an index constant");
            dims[i] = v->ival;
        }
        if (dims[0] < 1 || dims[1] < 1 || dims[0] > t->t.rows || dims[1] > t->t.cols)
            return fail(c, at, "valid shape %lldx%lld does not fit the %ux%u tile", (long long)dims[0], (long long)dims[1],
                        t->t.rows, t->t.cols);
        t->vr = (uint32_t)dims[0];
        t->vc = (uint32_t)dims[1];
        t->have_valid = true;
        return 0;
    }
    if (ieq(opn, on, "pto.make_tensor_view") || ieq(opn, on, "pto.partition_view")) {
        if (!res) return fail(c, opat, "%.*s needs a result", (int)on, opn);
        const char *nm;
        ws(s);
        const char *at = s->p;
        size_t n = valname(s, &nm);
        value *base = n ? lookup(c, nm, n) : NULL;
        if (!base || (base->kind != V_PTR && base->kind != V_VIEW)) return fail(c, at, "expected a pointer or a tensor view");
        /* make_tensor_view: strides = [%row, %one] (elements); partition_view:
         * offsets = [%r, %c] move the first element by r * stride + c. */
        bool make = ieq(opn, on, "pto.make_tensor_view");
        const char *key = make ? "strides" : "offsets";
        int64_t k2[2] = {0, 0};
        int nk = 0;
        const char *kw = strstr_bounded(s->p, s->end, key);
        if (kw) {
            cur o = {kw, s->end};
            while (o.p < o.end && *o.p != '[') o.p++;
            if (o.p < o.end) o.p++;
            for (;;) {
                ws(&o);
                const char *vat = o.p;
                size_t k = valname(&o, &nm);
                if (!k) break;
                value *v = lookup(c, nm, k);
                if (!v || v->kind != V_INDEX) return fail(c, vat, "%s must be index constants", key);
                if (nk == 2) return fail(c, vat, "only 2-D tensor views are supported");
                k2[nk++] = v->ival;
                if (!eat(&o, ",")) break;
            }
        }
        res->kind = V_VIEW;
        res->ptr = base->kind == V_PTR ? (int)(base - c->vals) : base->ptr;
        res->stride = base->kind == V_VIEW ? base->stride : 0;
        res->offset = base->kind == V_VIEW ? base->offset : 0;
        if (make && nk == 2) {
            if (k2[1] != 1) return fail(c, kw, "a tensor view's column stride must be 1 (TLOAD takes a row stride)");
            if (k2[0] < 0) return fail(c, kw, "a negative row stride is not supported");
            res->stride = (uint64_t)k2[0];
        } else if (!make && nk == 2) {
            if (k2[0] < 0 || k2[1] < 0) return fail(c, kw, "partition offsets must not be negative");
            res->offset += (uint64_t)k2[0] * res->stride + (uint64_t)k2[1];
        }
        return 0;
    }
    if (ieq(opn, on, "pto.tload") || ieq(opn, on, "pto.tstore")) {
        bool load = ieq(opn, on, "pto.tload");
        if (!eat(s, "ins(")) return fail(c, s->p, "expected ins(...)");
        const char *nm;
        ws(s);
        const char *a_at = s->p;
        size_t n = valname(s, &nm);
        value *a = n ? lookup(c, nm, n) : NULL;
        const char *close = memchr(s->p, ')', (size_t)(s->end - s->p));
        if (!close) return fail(c, s->p, "expected ')'");
        s->p = close + 1;
        if (!eat(s, "outs(")) return fail(c, s->p, "expected outs(...)");
        ws(s);
        const char *b_at = s->p;
        n = valname(s, &nm);
        value *b = n ? lookup(c, nm, n) : NULL;
        value *view = load ? a : b, *tv = load ? b : a;
        const char *view_at = load ? a_at : b_at, *tile_at = load ? b_at : a_at;
        if (!view || view->kind != V_VIEW || view->ptr < 0) return fail(c, view_at, "expected a tensor view");
        if (!tv || tv->kind != V_TILE) return fail(c, tile_at, "expected a tile buffer");
        value *ptr = &c->vals[view->ptr];
        bool placeholder = load && !input_for(c, ptr->name) && (c->flags & PTOAS_PLACEHOLDERS);
        if (load && !input_for(c, ptr->name) && !placeholder)
            return fail(c, view_at, "no host data bound to '%%%s'; pass --in %s=FILE", ptr->name, ptr->name);
        if (place_ptr(c, ptr, view_at)) return -1;
        if (!tv->have_valid) {
            tv->vr = tv->t.rows;
            tv->vc = tv->t.cols;
            tv->have_valid = true;
        }
        if (!load && tv->tile < 0) return fail(c, tile_at, "tile '%%%s' has no contents yet", tv->name);
        unsigned dt = tv->t.dt, eb = pto_dtypes[dt].bits / 8u;
        if (!load && tv->predicate) dt = DT_U8, eb = 1;
        if (pto_dtypes[dt].bits < 8) return fail(c, tile_at, "4-bit tiles are not supported by this front end");
        uint64_t stride = view->stride ? view->stride : tv->t.cols;
        uint64_t addr = ptr->gm + view->offset * eb;
        /* TLOAD/TSTORE: base in a0, byte row stride in a1 (PE0, mask 1000). */
        sb_printf(&c->out, ".gpr 0 a0 = 0x%llx\n.gpr 0 a1 = %llu\n", (unsigned long long)addr,
                  (unsigned long long)(stride * eb));
        if (load) {
            uint64_t end = (view->offset + (uint64_t)(tv->vr - 1u) * stride + tv->vc) * eb;
            if (end > ptr->gm_len && !placeholder)
                return fail(c, view_at, "host data for '%%%s' has %llu bytes; this load reads up to byte %llu", ptr->name,
                            (unsigned long long)ptr->gm_len, (unsigned long long)end);
            uint32_t bytes = tile_bytes(&tv->t);
            if (!bytes)
                return fail(c, tile_at, "a %ux%u %s tile is not a Local tile of 128 B..64 KiB", tv->t.rows, tv->t.cols,
                            pto_dtypes[dt].name);
            unsigned hand;
            int slot = free_slot(c, &hand);
            if (slot < 0) return fail(c, opat, "all 64 Local tiles are in use");
            sb_printf(&c->out, "BSTART.TLOAD %s\nB.DIM LB0=%u ; B.DIM LB1=%u ; B.DIM LB2=%u\nB.IOR a0, a1\n"
                               "B.IOT mask=1000, last, ->%c<%uB>\nBSTOP\n",
                      pto_dtypes[dt].name, tv->vc, tv->vr, tv->t.cols, hands[hand], bytes);
            c->slot_used[slot] = true;
            int old = tv->tile;
            tv->tile = slot;
            tv->predicate = false;
            release_old(c, old);
            return 0;
        }
        char nm0[8];
        slot_name(tv->tile, nm0);
        sb_printf(&c->out, "BSTART.TSTORE %s\nB.IOR a0, a1\nB.IOT %s, mask=1000, last\nBSTOP\n", pto_dtypes[dt].name, nm0);
        if (add_gm_output(c, ptr->name, addr, tv->vr, tv->vc, stride * eb, eb)) return fail(c, opat, "too many outputs");
        return 0;
    }
    /* a tile operation: pto.tadd, or the bare mnemonic of the short form */
    char mn[32];
    const char *mnp = opn;
    size_t mnl = on;
    if (mnl > 4 && !memcmp(mnp, "pto.", 4)) mnp += 4, mnl -= 4;
    if (mnl >= sizeof mn) return fail(c, opat, "unknown operation '%.*s'", (int)on, opn);
    for (size_t i = 0; i < mnl; i++) mn[i] = (char)toupper((unsigned char)mnp[i]);
    mn[mnl] = 0;
    const op_info *op = op_by_name(mn);
    if (!op || !op_family_of(op))
        return fail(c, opat, "unknown operation '%.*s'%s", (int)on, opn,
                    op ? " (not implemented by ptosim)" : "; expected a PTO tile operation such as pto.tadd");
    return lower_op(c, op, res, res_at, s, opat);
}

int ptoas_lower(const char *text, size_t len, const ptoas_binding *inputs, size_t ninputs,
                const char *const *outputs, size_t noutputs, ptoas_result *res)
{
    return ptoas_lower_with(text, len, inputs, ninputs, outputs, noutputs, 0, res);
}

int ptoas_lower_with(const char *text, size_t len, const ptoas_binding *inputs, size_t ninputs,
                     const char *const *outputs, size_t noutputs, unsigned flags, ptoas_result *res)
{
    memset(res, 0, sizeof *res);
    ctx c;
    memset(&c, 0, sizeof c);
    c.flags = flags;
    c.inputs = inputs;
    c.ninputs = ninputs;
    c.res = res;
    sb_printf(&c.out, "# lowered from PTO-AS by ptosim\n.profile ieee\n");
    const char *p = text, *end = text + len;
    int rc = 0;
    c.line = 1;
    while (p < end && rc == 0) {
        const char *eol = memchr(p, '\n', (size_t)(end - p));
        if (!eol) eol = end;
        const char *stop = eol;
        for (const char *q = p; q + 1 < eol; q++)
            if (q[0] == '/' && q[1] == '/') {
                stop = q;
                break;
            }
        if (memchr(p, 0, (size_t)(eol - p))) {
            c.linestart = p;
            rc = fail(&c, memchr(p, 0, (size_t)(eol - p)), "NUL byte in the text");
            break;
        }
        c.linestart = p;
        cur s = {p, stop};
        rc = statement(&c, &s);
        p = eol + 1;
        c.line++;
    }
    for (size_t i = 0; rc == 0 && i < noutputs; i++) {
        value *v = lookup(&c, outputs[i], strlen(outputs[i]));
        bool bound_ptr = false;
        for (unsigned k = 0; k < res->noutputs; k++) bound_ptr |= !strcmp(res->outputs[k].name, outputs[i]);
        if (bound_ptr) continue;
        if (!v || v->kind != V_TILE || v->tile < 0) {
            snprintf(res->message, sizeof res->message, "output '%s' names no tile value with contents", outputs[i]);
            res->line = 0;
            rc = -1;
        } else if (add_output(&c, v->name, v->tile)) {
            rc = -1;
        }
    }
    free(c.vals);
    if (rc || c.out.oom) {
        if (c.out.oom && !rc) snprintf(res->message, sizeof res->message, "out of memory");
        free(c.out.s);
        return -1;
    }
    res->program = c.out.s;
    return 0;
}

void ptoas_free(ptoas_result *res)
{
    free(res->program);
    res->program = NULL;
}
