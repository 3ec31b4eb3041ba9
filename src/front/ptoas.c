/* PTO-AS front end (see ptoas.h).
 *
 * PTO-AS is MLIR's textual format as the PTOAS compiler prints it.  The
 * front end works in three passes, each linear in its input:
 *
 *   1. lex:    the whole text into tokens (values %x, symbols @f, block
 *              labels ^bb, bare identifiers, types !pto.x<...> and
 *              attributes #pto<...> as one token with their balanced angle
 *              brackets, numbers, strings, punctuation); comments and
 *              loc(...) trailers are dropped.
 *   2. parse:  recursive descent over modules, functions, regions, blocks
 *              and operations (custom forms and the generic form
 *              "op"(...) {...} : (...) -> ...).  Value names are resolved
 *              through a hash table with region scoping; for every value
 *              the last operation of its block that uses it is recorded
 *              (liveness).
 *   3. run:    a host interpreter executes one function (the kernel):
 *              arith, scf.for / scf.if / scf.while / scf.yield and func.call run on the
 *              host; each tile operation they reach is written as the
 *              bundle it stands for (the table tile_ops below); a tile
 *              value whose last use has passed is released (simulator
 *              control), so loops never exhaust the hands.
 *
 * The result is ptosim program text (directives and bundles, in execution
 * order) that pto_program_parse reads and pto_program_run runs, with the
 * user's line and column of every program line (for faults).
 *
 * Compare attributes use the PTO-AS numbering (EQ NE LT LE GT GE) and are
 * converted to B.DATR CMode (decisions D13). */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "front/ptoas.h"
#include "ptosim/ptosim.h"
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

/* A growable array of fixed-size items. */
/* Whether the n characters at s hold w (the text has no NUL to stop at). */
static bool has_text(const char *s, size_t n, const char *w)
{
    size_t m = strlen(w);
    for (size_t i = 0; i + m <= n; i++)
        if (!memcmp(s + i, w, m)) return true;
    return false;
}

static bool grow(void **p, size_t *cap, size_t need, size_t size)
{
    if (need <= *cap) return true;
    size_t nc = *cap ? *cap : 64;
    while (nc < need) nc *= 2;
    void *np = realloc(*p, nc * size);
    if (!np) return false;
    *p = np;
    *cap = nc;
    return true;
}

/* ---- tokens ------------------------------------------------------------------ */
enum tkind {
    TK_EOF = 0,
    TK_VAL,   /* %name (s excludes '%') */
    TK_SYM,   /* @name */
    TK_BLK,   /* ^name */
    TK_ID,    /* bare identifier, with a directly attached <...> (dense<...>, memref<...>) */
    TK_TYPE,  /* !dialect.type<...> */
    TK_ATTR,  /* #dialect<...>, #dialect.attr<...>, #alias */
    TK_INT,
    TK_FLT,
    TK_STR,
    TK_P      /* punctuation: ( ) { } [ ] , : = < > ? * + and "->" (n 2) */
};

typedef struct tok {
    const char *s; /* the token's text (for TK_VAL/TK_SYM/TK_BLK without the sigil) */
    uint32_t n;
    uint8_t k;
    int32_t vid;   /* TK_VAL: the value it names, -1 until resolved */
} tok;

/* ---- parsed program ------------------------------------------------------- */
enum opkind {
    OK_UNKNOWN = 0, OK_NOP, OK_NO_ISA, OK_FOR, OK_IF, OK_WHILE, OK_COND, OK_YIELD, OK_RETURN, OK_CALL, OK_CONST,
    OK_ARITH_BIN, OK_ARITH_CMPI, OK_ARITH_CMPF, OK_ARITH_SELECT, OK_ARITH_CAST, OK_ARITH_NEGF,
    OK_ALLOC, OK_SETVALID, OK_TVIEW, OK_PVIEW, OK_TLOAD, OK_TSTORE, OK_PREFETCH, OK_TILE, OK_UNLOWERED, OK_DIFFERS, OK_SECTION,
    OK_EVARR, /* PTOAS's event-id arrays (sub 0 declare, 1 get, 2 set) */
    OK_BLOCKQ, /* pto.get_block_idx / get_subblock_idx / get_block_num / get_subblock_num (sub 0..3) */
    OK_MEMREF /* PTOAS's memref form: memref.alloc, pto.pointer_cast, pto.bind_tile, ... (sub: MR_*) */
};

typedef struct tile_op tile_op;

typedef struct op {
    uint8_t kind;
    uint8_t sub;           /* OK_ARITH_*: which operation */
    bool generic;          /* the generic form "op"(...) */
    uint32_t name;         /* token of the operation name */
    uint32_t t0, t1;       /* its operand tokens (custom form: everything after the name) */
    uint32_t res0, nres;   /* result vids res0 .. res0 + nres - 1 */
    int32_t body, els;     /* blocks of scf.for / scf.if (then, else) / scf.while (before, after) */
    int32_t next;          /* next operation of the block, -1 */
    uint32_t die0, ndie;   /* values whose last use is this operation (index in dies) */
    const tile_op *tile;   /* OK_TILE: its row */
    int32_t callee;        /* OK_CALL: function index */
    /* the operands as read (nform): items[i0 .. i0+ni) */
    uint32_t i0, ni;
} op;

/* One element of an operation's operand text. */
enum item_kind {
    IT_VAL = 1,  /* a value operand (plain, or in ins(...)) */
    IT_OUT,      /* a value in outs(...) */
    IT_TYPE,     /* an operand type (after ':' or inside ins/outs) */
    IT_RTYPE,    /* a result type (after '->' or 'to') */
    IT_ATTR,     /* an attribute dictionary: tok = '{', aux = its '}' */
    IT_KEY,      /* key = value: tok = key, aux = the first token of the value, aux2 = one past its last */
    IT_WORD,     /* a bare word before the operands (arith.cmpi slt) */
    IT_LIT,      /* a literal (arith.constant) */
    IT_SYM,      /* @callee */
    IT_OUTTYPE   /* a type inside outs(...) */
};
typedef struct item {
    uint8_t k;
    uint32_t tok, aux, aux2;
} item;

typedef struct block {
    int32_t first;         /* first operation, -1 */
    uint32_t arg0, nargs;  /* block-argument vids */
    uint32_t die0, ndie;   /* values that die at the block's end (unused arguments) */
} block;

typedef struct vinfo {
    uint32_t tok;          /* defining token */
    int32_t block;         /* defining block */
    int32_t last;          /* last operation of that block that uses it, -1 */
    uint32_t depth;        /* nesting depth of the defining block */
} vinfo;

typedef struct func {
    uint32_t name;         /* the @symbol token */
    int32_t body;          /* block, -1 for a declaration */
    uint32_t v0, nv;       /* its vids */
    uint32_t nargs;        /* arguments: vids v0 .. v0+nargs-1 */
    uint32_t argtype[64];  /* type token of each argument */
    uint32_t nresults;
    bool entry_attr;       /* attributes {pto.entry} */
    bool is_private;
    uint32_t op0, op1;     /* its operations */
    uint8_t mark;          /* call-graph search */
} func;

/* ---- values at run time --------------------------------------------------- */
enum { SK_INDEX = 1, SK_INT, SK_FLT };
enum rkind { RV_NONE = 0, RV_SCALAR, RV_TILE, RV_PTR, RV_VIEW, RV_EVARR /* bits: first element in ctx.events, prow: size */ };

typedef struct ttype {
    unsigned dt;           /* DataType code */
    bool is_mask;          /* i1 element */
    uint32_t rows, cols;
    int vr, vc;            /* -1: dynamic '?' */
    unsigned pad;          /* B.DATR PadValue: 0 Zero 1 Max 2 Min 3 Null */
    bool buf;              /* !pto.tile_buf */
    uint8_t loc;           /* LOC_*: the tile_buf location */
} ttype;

/* tile_buf locations: vec is an ordinary tile; left/right/acc are CUBE
 * tiles; mat stages a TLOAD until a TMOV names its CUBE layout; bias and
 * scaling are ordinary RowMajor tiles (TMATMUL's Bias, the MX scales). */
enum { LOC_VEC = 0, LOC_MAT, LOC_LEFT, LOC_RIGHT, LOC_ACC, LOC_BIAS, LOC_SCALING };

typedef struct rv {
    uint8_t k;
    uint8_t sk;            /* RV_SCALAR: SK_* */
    uint8_t width;         /* SK_INT / SK_INDEX: bits */
    bool is_unsigned;      /* SK_INT written uiN */
    unsigned dt;           /* SK_FLT: DataType; RV_VIEW/RV_PTR: element type */
    uint64_t bits;         /* scalar raw encoding (integers masked to width) */
    int32_t buf;           /* RV_TILE: tile buffer */
    int32_t ptr;           /* RV_PTR / RV_VIEW: pointer */
    uint64_t stride;       /* RV_VIEW: row stride in elements */
    uint64_t offset;       /* RV_VIEW: first element */
    uint32_t prow, pcol;   /* RV_VIEW of pto.partition_view: its sizes (0: not given) */
    bool dn;               /* RV_VIEW: column-major (strides [1, S]); stride is then the column stride */
} rv;

typedef struct tbuf {
    int slot;              /* Local tile index, -1 if none */
    int refs;
    ttype t;
    uint32_t vr, vc;
    bool have_valid, predicate, pinned;
    int32_t next_free;
    unsigned layout;       /* the slot's CUBE layout, 0 for an ordinary tile */
    bool staged;           /* loc=mat: a TLOAD recorded, issued at the TMOV */
    uint64_t st_addr, st_stride;
    bool st_dn;            /* the staged rectangle is column-major GM (st_stride: the column stride) */
    uint32_t st_epoch;     /* the pointer's stores at the staged TLOAD */
    int32_t st_ptr;
    int64_t addr;          /* pto.alloc_tile addr of a non-vec buffer */
    bool addressed;
} tbuf;

typedef struct gptr {
    uint32_t tok;          /* the argument's name token */
    unsigned dt;
    uint64_t gm, gm_len;
    bool placed, placeholder;
    const ptoas_binding *in;
    uint32_t stores;       /* TSTOREs to it so far (a staged loc=mat load must see none after it) */
} gptr;

typedef struct ctx {
    const char *text, *end;
    uint32_t *lines;       /* offset of each line start */
    size_t nlines;
    tok *t;
    size_t nt, capt;
    op *ops;
    size_t nops, capops;
    block *blocks;
    size_t nblocks, capblocks;
    vinfo *v;
    size_t nv, capv;
    uint32_t *dies;
    size_t ndies, capdies;
    func *funcs;
    size_t nfuncs, capfuncs;
    item *items;
    size_t nitems, capitems;
    /* name resolution: distinct names, a hash of them, and an undo stack
     * of bindings for region scoping */
    struct name { const char *s; uint32_t n; int32_t cur; int32_t blk; } *names;
    size_t nnames, capnames;
    int32_t *hash;         /* name index + 1, 0 empty (open addressing) */
    size_t hcap;
    struct undo { int32_t name, cur, blk; } *undo;
    size_t nundo, capundo;
    /* parsing */
    uint32_t p;            /* current token */
    uint32_t depth;
    int32_t stack_op[256]; /* the operation being parsed at each depth */
    int32_t stack_blk[256];
    /* running */
    tbuf *bufs;
    size_t nbufs, capbufs;
    int32_t free_buf;
    gptr ptrs[15];
    unsigned nptrs;
    bool slot_used[PTO_TILES];
    sbuf out;
    uint32_t *pos;         /* user line, column of each output line */
    size_t npos, cappos, outlines;
    const ptoas_binding *inputs;
    size_t ninputs;
    bool *input_used;
    ptoas_result *res;
    unsigned flags;
    uint64_t issued;       /* tile operations issued (a bound on the run) */
    uint64_t host_steps;   /* operations executed */
    unsigned call_depth;
    int32_t cur_op;        /* for locating run-time messages */
    int32_t entry;         /* the kernel's function */
    int16_t *out_of;       /* per vid of the kernel: 1 + the --out it names, 0 */
    int32_t out_buf[32];   /* the buffer each --out holds, -1 */
    const char *const *outputs;
    size_t noutputs;
    bool failed;
    struct cube_addr { uint8_t loc; int64_t addr; int32_t buf; } cube_addrs[64]; /* alloc_tile addr aliasing */
    unsigned ncube_addrs;
    /* The loc=vec bytes PTOAS planned (pto.alloc_tile addr): for each range
     * the last contents written to it, held by a live buffer (buf) or, once
     * that buffer is dead, by its parked tile (slot; -1: dropped when all
     * 64 tiles were needed). */
    struct vrange { int64_t addr; uint64_t bytes; int32_t buf; int slot; ttype t; uint32_t vr, vc; bool pred; uint64_t seq; } *vranges;
    size_t nvranges, capvranges;
    uint64_t vseq;
    int keep_slot;         /* a parked tile free_slot must not take */
    int64_t *events;       /* the elements of every event-id array, -1 unset */
    size_t nevents, capevents;
    char **owned;          /* "@name" keys of generic-form functions */
    size_t nowned, capowned;
} ctx;

static const char hands[4] = {'T', 'U', 'M', 'N'};

/* The most operations one run issues and the deepest call chain. */
#define PTOAS_MAX_ISSUED 1000000u
#define PTOAS_MAX_TEXT ((size_t)128 << 20)
#define PTOAS_MAX_CALLS 64u
#define PTOAS_MAX_VRANGES 4096u
#define PTOAS_MAX_DEPTH 200u
#define PTOAS_MAX_HOST_STEPS 50000000ull

/* ---- located messages ------------------------------------------------------- */
static void where(const ctx *c, const char *at, uint32_t *line, uint32_t *col)
{
    if (!at || at < c->text || at > c->end) at = c->end;
    size_t off = (size_t)(at - c->text), lo = 0, hi = c->nlines;
    while (hi - lo > 1) {
        size_t mid = (lo + hi) / 2;
        if (c->lines[mid] <= off) lo = mid;
        else hi = mid;
    }
    *line = (uint32_t)lo + 1u;
    *col = (uint32_t)(off - c->lines[lo]) + 1u;
}

static int fail(ctx *c, const char *at, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
static int fail(ctx *c, const char *at, const char *fmt, ...)
{
    if (c->failed) return -1; /* the first message stands */
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->res->message, sizeof c->res->message, fmt, ap);
    va_end(ap);
    if (at) where(c, at, &c->res->line, &c->res->column);
    else c->res->line = c->res->column = 0; /* not tied to the text */
    c->failed = true;
    return -1;
}

static void warn(ctx *c, const char *at, const char *msg)
{
    uint32_t l, col;
    where(c, at, &l, &col);
    size_t n = strlen(c->res->warning_text);
    snprintf(c->res->warning_text + n, sizeof c->res->warning_text - n, "%u:%u: warning: %s\n", l, col, msg);
    c->res->warnings++;
}

/* A token for messages: its text, at most 40 characters. */
#define TOKF "%.*s%s"
#define TOKA(tk) (int)((tk)->n > 40 ? 40 : (tk)->n), (tk)->s, (tk)->n > 40 ? "..." : ""

static const char *tk_at(const ctx *c, uint32_t i)
{
    const tok *t = &c->t[i];
    return t->k == TK_VAL || t->k == TK_SYM || t->k == TK_BLK ? t->s - 1 : t->s;
}

static const char *tk_kind(const tok *t)
{
    switch (t->k) {
    case TK_EOF: return "the end of the text";
    case TK_VAL: return "value";
    case TK_SYM: return "symbol";
    case TK_BLK: return "block label";
    case TK_ID: return "identifier";
    case TK_TYPE: return "type";
    case TK_ATTR: return "attribute";
    case TK_INT: return "integer";
    case TK_FLT: return "float";
    case TK_STR: return "string";
    default: return "punctuation";
    }
}

/* "found X" text for the current token */
static int fail_tok(ctx *c, uint32_t i, const char *expected)
{
    const tok *t = &c->t[i];
    if (t->k == TK_EOF) return fail(c, c->end, "expected %s, found the end of the text", expected);
    const char *sig = t->k == TK_VAL ? "%" : t->k == TK_SYM ? "@" : t->k == TK_BLK ? "^" : "";
    return fail(c, tk_at(c, i), "expected %s, found %s '%s" TOKF "'", expected, tk_kind(t), sig, TOKA(t));
}

/* ---- lexer ---------------------------------------------------------------------- */
static bool id_start(char ch) { return isalpha((unsigned char)ch) || ch == '_'; }
static bool id_char(char ch) { return isalnum((unsigned char)ch) || ch == '_' || ch == '.' || ch == '$' || ch == '-'; }
static bool val_char(char ch) { return isalnum((unsigned char)ch) || ch == '_' || ch == '.' || ch == '$' || ch == '-'; }

/* Skips a balanced <...> at p (p at '<'); "->" inside does not close.
 * Returns the position after the closing '>', or NULL. */
static const char *skip_angle(const char *p, const char *end)
{
    int depth = 0;
    for (; p < end; p++) {
        if (*p == '"') { /* a string inside */
            for (p++; p < end && *p != '"'; p++)
                if (*p == '\\' && p + 1 < end) p++;
            if (p >= end) return NULL;
            continue;
        }
        if (*p == '\n' && depth > 0 && p + 1 < end && p[1] == '\n') return NULL; /* a blank line ends it */
        if (*p == '<') depth++;
        else if (*p == '>' && !(p[-1] == '-')) {
            if (--depth == 0) return p + 1;
        } else if (*p == 0) return NULL;
    }
    return NULL;
}

static int push_tok(ctx *c, uint8_t k, const char *s, size_t n)
{
    if (!grow((void **)&c->t, &c->capt, c->nt + 1, sizeof *c->t)) return fail(c, s, "out of memory");
    tok *t = &c->t[c->nt++];
    t->k = k;
    t->s = s;
    t->n = (uint32_t)n;
    t->vid = -1;
    return 0;
}

static int lex(ctx *c)
{
    const char *p = c->text, *end = c->end;
    /* line starts */
    size_t nl = 1;
    for (const char *q = p; q < end; q++) nl += *q == '\n';
    c->lines = malloc(nl * sizeof *c->lines);
    if (!c->lines) return fail(c, NULL, "out of memory");
    c->nlines = 0;
    c->lines[c->nlines++] = 0;
    for (const char *q = p; q < end; q++)
        if (*q == '\n') c->lines[c->nlines++] = (uint32_t)(q + 1 - p);
    while (p < end) {
        char ch = *p;
        if (ch == 0) return fail(c, p, "NUL byte in the text");
        if (isspace((unsigned char)ch)) {
            p++;
            continue;
        }
        if (ch == '/' && p + 1 < end && p[1] == '/') {
            while (p < end && *p != '\n') p++;
            continue;
        }
        const char *s = p;
        if (ch == '%' || ch == '@' || ch == '^') {
            p++;
            if (ch == '@' && p < end && *p == '"') { /* @"quoted" */
                const char *q = p + 1;
                while (q < end && *q != '"' && *q != '\n') q++;
                if (q >= end || *q != '"') return fail(c, s, "unterminated symbol name");
                if (push_tok(c, TK_SYM, p + 1, (size_t)(q - p - 1))) return -1;
                p = q + 1;
                continue;
            }
            while (p < end && val_char(*p)) p++;
            if (ch == '%' && p < end && *p == '#' && p + 1 < end && isdigit((unsigned char)p[1])) { /* %x#1 */
                p++;
                while (p < end && isdigit((unsigned char)*p)) p++;
            }
            if (p == s + 1) return fail(c, s, "'%c' without a name", ch);
            if (push_tok(c, ch == '%' ? TK_VAL : ch == '@' ? TK_SYM : TK_BLK, s + 1, (size_t)(p - s - 1))) return -1;
            continue;
        }
        if (ch == '!' || ch == '#') {
            p++;
            while (p < end && id_char(*p)) p++;
            if (p == s + 1) return fail(c, s, "'%c' without a name", ch);
            if (p < end && *p == '<') {
                const char *q = skip_angle(p, end);
                if (!q) return fail(c, p, "unbalanced '<' in '%.*s'", (int)(p - s > 40 ? 40 : p - s), s);
                p = q;
            }
            if (push_tok(c, ch == '!' ? TK_TYPE : TK_ATTR, s, (size_t)(p - s))) return -1;
            continue;
        }
        if (ch == '"') {
            p++;
            while (p < end && *p != '"' && *p != '\n') {
                if (*p == '\\' && p + 1 < end) p++;
                p++;
            }
            if (p >= end || *p != '"') return fail(c, s, "unterminated string");
            p++;
            if (push_tok(c, TK_STR, s + 1, (size_t)(p - s - 2))) return -1;
            continue;
        }
        if (isdigit((unsigned char)ch) || (ch == '-' && p + 1 < end && isdigit((unsigned char)p[1]))) {
            if (ch == '-') p++;
            bool flt = false;
            if (*p == '0' && p + 1 < end && (p[1] == 'x' || p[1] == 'X')) {
                p += 2;
                while (p < end && isxdigit((unsigned char)*p)) p++;
            } else {
                while (p < end && isdigit((unsigned char)*p)) p++;
                if (p < end && *p == '.' && !(p + 1 < end && p[1] == '.')) {
                    flt = true;
                    p++;
                    while (p < end && isdigit((unsigned char)*p)) p++;
                }
                if (p < end && (*p == 'e' || *p == 'E') && p + 1 < end &&
                    (isdigit((unsigned char)p[1]) || ((p[1] == '+' || p[1] == '-') && p + 2 < end && isdigit((unsigned char)p[2])))) {
                    flt = true;
                    p += 2;
                    while (p < end && isdigit((unsigned char)*p)) p++;
                }
            }
            if (p < end && (id_start(*p))) { /* 16x16xf32 outside a type: one identifier-like token */
                while (p < end && id_char(*p)) p++;
                if (push_tok(c, TK_ID, s, (size_t)(p - s))) return -1;
                continue;
            }
            if (push_tok(c, flt ? TK_FLT : TK_INT, s, (size_t)(p - s))) return -1;
            continue;
        }
        if (id_start(ch)) {
            while (p < end && id_char(*p)) p++;
            size_t n = (size_t)(p - s);
            if (n == 3 && !memcmp(s, "loc", 3) && p < end && *p == '(') { /* loc(...) trailer: dropped */
                int d = 0;
                for (; p < end; p++) {
                    if (*p == '"') {
                        for (p++; p < end && *p != '"'; p++)
                            if (*p == '\\' && p + 1 < end) p++;
                        if (p >= end) break;
                    } else if (*p == '(') d++;
                    else if (*p == ')' && --d == 0) break;
                }
                if (p >= end) return fail(c, s, "unterminated loc(...)");
                p++;
                continue;
            }
            if (p < end && *p == '<') {
                const char *q = skip_angle(p, end);
                if (!q) return fail(c, p, "unbalanced '<' after '%.*s'", (int)(n > 40 ? 40 : n), s);
                p = q;
            }
            if (push_tok(c, TK_ID, s, (size_t)(p - s))) return -1;
            continue;
        }
        if (ch == '-' && p + 1 < end && p[1] == '>') {
            if (push_tok(c, TK_P, s, 2)) return -1;
            p += 2;
            continue;
        }
        if (ch == '<' && end - p > 5 && !memcmp(p + 1, "loc=", 4)) { /* a tile_buf printed without '!pto.tile_buf' */
            const char *q = skip_angle(p, end);
            if (!q) return fail(c, p, "unbalanced '<' in '<loc=...'");
            if (push_tok(c, TK_TYPE, s, (size_t)(q - s))) return -1;
            p = q;
            continue;
        }
        if (strchr("(){}[],:=<>?*+", ch)) {
            if (push_tok(c, TK_P, s, 1)) return -1;
            p++;
            continue;
        }
        if (isprint((unsigned char)ch)) return fail(c, p, "unexpected character '%c'", ch);
        return fail(c, p, "unexpected byte 0x%02x", (unsigned char)ch);
    }
    return push_tok(c, TK_EOF, end, 0);
}

/* ---- token helpers ------------------------------------------------------------ */
static const tok *T(const ctx *c, uint32_t i) { return &c->t[i < c->nt ? i : c->nt - 1]; }
static bool is_p(const ctx *c, uint32_t i, const char *s)
{
    const tok *t = T(c, i);
    return t->k == TK_P && t->n == strlen(s) && !memcmp(t->s, s, t->n);
}
static bool is_id(const ctx *c, uint32_t i, const char *s)
{
    const tok *t = T(c, i);
    return t->k == TK_ID && t->n == strlen(s) && !memcmp(t->s, s, t->n);
}
static bool tok_eq(const tok *t, const char *s) { return t->n == strlen(s) && !memcmp(t->s, s, t->n); }

static bool ieq(const char *a, size_t n, const char *b)
{
    size_t i = 0;
    for (; i < n && b[i]; i++)
        if (tolower((unsigned char)a[i]) != tolower((unsigned char)b[i])) return false;
    return i == n && !b[i];
}

/* ---- name resolution ------------------------------------------------------------ */
static uint64_t hash_name(const char *s, size_t n)
{
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++) h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
    return h;
}

/* The index of a name (created when create is set), -1 if absent. */
static int32_t name_index(ctx *c, const char *s, uint32_t n, bool create)
{
    if (create && (c->nnames + 1) * 2 > c->hcap) {
        size_t nc = c->hcap ? c->hcap * 2 : 1024;
        int32_t *nh = calloc(nc, sizeof *nh);
        if (!nh) return -2;
        for (size_t i = 0; i < c->nnames; i++) {
            size_t j = (size_t)hash_name(c->names[i].s, c->names[i].n) & (nc - 1);
            while (nh[j]) j = (j + 1) & (nc - 1);
            nh[j] = (int32_t)i + 1;
        }
        free(c->hash);
        c->hash = nh;
        c->hcap = nc;
    }
    if (!c->hcap) return -1;
    size_t j = (size_t)hash_name(s, n) & (c->hcap - 1);
    for (;;) {
        int32_t e = c->hash[j];
        if (!e) break;
        if (c->names[e - 1].n == n && !memcmp(c->names[e - 1].s, s, n)) return e - 1;
        j = (j + 1) & (c->hcap - 1);
    }
    if (!create) return -1;
    if (!grow((void **)&c->names, &c->capnames, c->nnames + 1, sizeof *c->names)) return -2;
    c->names[c->nnames] = (struct name){s, n, -1, -1};
    c->hash[j] = (int32_t)c->nnames + 1;
    return (int32_t)c->nnames++;
}

/* Defines the value named by token ti in block blk; ngroup > 1 for %x:N. */
static int define_value(ctx *c, uint32_t ti, int32_t blk, int32_t last, uint32_t *vid)
{
    tok *t = &c->t[ti];
    int32_t ni = name_index(c, t->s, t->n, true);
    if (ni == -2 || !grow((void **)&c->v, &c->capv, c->nv + 1, sizeof *c->v) ||
        !grow((void **)&c->undo, &c->capundo, c->nundo + 1, sizeof *c->undo))
        return fail(c, tk_at(c, ti), "out of memory");
    struct name *nm = &c->names[ni];
    if (nm->cur >= 0 && nm->blk == blk) {
        uint32_t l, col;
        where(c, tk_at(c, c->v[nm->cur].tok), &l, &col);
        return fail(c, tk_at(c, ti), "redefinition of '%%" TOKF "' (first defined at line %u)", TOKA(t), l);
    }
    c->undo[c->nundo++] = (struct undo){ni, nm->cur, nm->blk};
    nm->cur = (int32_t)c->nv;
    nm->blk = blk;
    c->v[c->nv] = (vinfo){ti, blk, last, c->depth};
    t->vid = (int32_t)c->nv;
    *vid = (uint32_t)c->nv++;
    return 0;
}

static void scope_pop(ctx *c, size_t mark)
{
    while (c->nundo > mark) {
        struct undo *u = &c->undo[--c->nundo];
        c->names[u->name].cur = u->cur;
        c->names[u->name].blk = u->blk;
    }
}

/* A use of the value named by token ti by the operation being parsed. */
static int use_value(ctx *c, uint32_t ti)
{
    tok *t = &c->t[ti];
    uint32_t n = t->n, k = 0;
    const char *hashp = memchr(t->s, '#', n);
    if (hashp) { /* %x#k: result k of a group */
        n = (uint32_t)(hashp - t->s);
        for (const char *q = hashp + 1; q < t->s + t->n; q++) k = k * 10 + (uint32_t)(*q - '0');
    }
    int32_t ni = name_index(c, t->s, n, false);
    if (ni < 0 || c->names[ni].cur < 0) return fail(c, tk_at(c, ti), "unknown value '%%" TOKF "'", TOKA(t));
    uint32_t vid = (uint32_t)c->names[ni].cur + k;
    if (k && (vid >= c->nv || c->v[vid].tok != c->v[vid - k].tok))
        return fail(c, tk_at(c, ti), "'%%" TOKF "' names no result of its group", TOKA(t));
    t->vid = (int32_t)vid;
    vinfo *vi = &c->v[vid];
    if (vi->depth <= c->depth) vi->last = c->stack_op[vi->depth];
    return 0;
}

/* ---- the operation tables ---------------------------------------------------
 * Tile operations: the PTO-AS name, the ISA operation, the bundle shape
 * the front end writes for it, the tile and scalar sources of the ISA
 * operation, and flags.  A new operation whose bundle has one of these
 * shapes is one row. */
enum shape {
    SH_EW = 1,     /* element-wise: the sources in one B.IOT, at most one scalar in a0 */
    SH_RED,        /* TROW* / TCOL* reductions: the LBs describe the source */
    SH_EXPAND,     /* source and broadcast (TROWEXPANDADD ...) */
    SH_EXPAND_COPY,/* the broadcast only, over the destination's own shape */
    SH_SEL,        /* TSEL: mask and true source, then the false source */
    SH_FMA,        /* TFMA: left and right, then the addend */
    SH_GEN,        /* TCI / TTRI: the scalar in a0, the attribute in a1 */
    SH_PART,       /* TPART*: the destination's type gives the union valid shape */
    SH_MOV,        /* TMOV: BSTART.TMOV, the source's shape and valid shape, no B.DATR */
    SH_CVT,        /* TCVT: the destination's type in B.DATR DataType, with RMode and Sat */
    SH_FILLPAD,    /* TFILLPAD: the fill in a0 is the destination's PadVal */
    SH_TRANS,      /* TTRANS: the destination's valid shape is the source's transposed */
    SH_CONCAT,     /* TCONCAT: left's valid columns, then right's */
    SH_EXTRACT,    /* TEXTRACT: the row and column offsets are LB0 and LB1 (D29) */
    SH_INSERT,     /* TINSERT: the destination's old tile, then the source; offsets in LB0, LB1 */
    SH_MM          /* TMATMUL* / TGEMV*: CUBE sources in stream order, B.FPATR, M N K (cube_matmul) */
};
enum { F_SFU = 1, F_CMP = 2, F_MASK0 = 4, F_COL = 8, F_ARG = 16, F_OWN = 32, F_IDX2 = 64 };

struct tile_op {
    const char *name;      /* without "pto." */
    const char *isa;
    uint8_t shape, tiles, scalars, flags;
};

static const tile_op tile_ops[] = {
    {"tadd", "TADD", SH_EW, 2, 0, 0}, {"tsub", "TSUB", SH_EW, 2, 0, 0}, {"tmul", "TMUL", SH_EW, 2, 0, 0},
    {"tdiv", "TDIV", SH_EW, 2, 0, F_SFU}, {"trem", "TREM", SH_EW, 2, 0, F_SFU}, {"tand", "TAND", SH_EW, 2, 0, 0},
    {"tor", "TOR", SH_EW, 2, 0, 0}, {"txor", "TXOR", SH_EW, 2, 0, 0}, {"tshl", "TSHL", SH_EW, 2, 0, 0},
    {"tshr", "TSHR", SH_EW, 2, 0, 0}, {"tmax", "TMAX", SH_EW, 2, 0, 0}, {"tmin", "TMIN", SH_EW, 2, 0, 0},
    {"tcmp", "TCMP", SH_EW, 2, 0, F_CMP}, {"tabs", "TABS", SH_EW, 1, 0, 0}, {"tnot", "TNOT", SH_EW, 1, 0, 0},
    {"tneg", "TNEG", SH_EW, 1, 0, 0}, {"texp", "TEXP", SH_EW, 1, 0, F_SFU}, {"tlog", "TLOG", SH_EW, 1, 0, F_SFU},
    {"trecip", "TRECIP", SH_EW, 1, 0, F_SFU}, {"tsqrt", "TSQRT", SH_EW, 1, 0, F_SFU},
    {"trsqrt", "TRSQRT", SH_EW, 1, 0, F_SFU}, {"trelu", "TRELU", SH_EW, 1, 0, 0},
    {"tsel", "TSEL", SH_SEL, 3, 0, F_MASK0}, {"tfma", "TFMA", SH_FMA, 3, 0, 0},
    {"tadds", "TADDS", SH_EW, 1, 1, 0}, {"tsubs", "TSUBS", SH_EW, 1, 1, 0}, {"tmuls", "TMULS", SH_EW, 1, 1, 0},
    {"tdivs", "TDIVS", SH_EW, 1, 1, F_SFU}, {"trems", "TREMS", SH_EW, 1, 1, F_SFU},
    {"tands", "TANDS", SH_EW, 1, 1, 0}, {"tors", "TORS", SH_EW, 1, 1, 0}, {"txors", "TXORS", SH_EW, 1, 1, 0},
    {"tshls", "TSHLS", SH_EW, 1, 1, 0}, {"tshrs", "TSHRS", SH_EW, 1, 1, 0}, {"tmaxs", "TMAXS", SH_EW, 1, 1, 0},
    {"tmins", "TMINS", SH_EW, 1, 1, 0}, {"tcmps", "TCMPS", SH_EW, 1, 1, F_CMP},
    {"tsels", "TSELS", SH_EW, 2, 1, F_MASK0}, {"texpands", "TEXPANDS", SH_EW, 0, 1, 0},
    {"trowsum", "TROWSUM", SH_RED, 1, 0, F_SFU}, {"trowmax", "TROWMAX", SH_RED, 1, 0, F_SFU},
    {"trowmin", "TROWMIN", SH_RED, 1, 0, F_SFU}, {"trowprod", "TROWPROD", SH_RED, 1, 0, F_SFU},
    {"trowargmax", "TROWARGMAX", SH_RED, 1, 0, F_SFU | F_ARG}, {"trowargmin", "TROWARGMIN", SH_RED, 1, 0, F_SFU | F_ARG},
    {"tcolsum", "TCOLSUM", SH_RED, 1, 0, F_SFU | F_COL}, {"tcolmax", "TCOLMAX", SH_RED, 1, 0, F_SFU | F_COL},
    {"tcolmin", "TCOLMIN", SH_RED, 1, 0, F_SFU | F_COL}, {"tcolprod", "TCOLPROD", SH_RED, 1, 0, F_SFU | F_COL},
    {"tcolargmax", "TCOLARGMAX", SH_RED, 1, 0, F_SFU | F_COL | F_ARG},
    {"tcolargmin", "TCOLARGMIN", SH_RED, 1, 0, F_SFU | F_COL | F_ARG},
    {"trowexpand", "TROWEXPAND", SH_EXPAND_COPY, 1, 0, F_SFU | F_OWN},
    {"trowexpandadd", "TROWEXPANDADD", SH_EXPAND, 2, 0, F_SFU}, {"trowexpandsub", "TROWEXPANDSUB", SH_EXPAND, 2, 0, F_SFU},
    {"trowexpandmul", "TROWEXPANDMUL", SH_EXPAND, 2, 0, F_SFU}, {"trowexpanddiv", "TROWEXPANDDIV", SH_EXPAND, 2, 0, F_SFU},
    {"trowexpandmax", "TROWEXPANDMAX", SH_EXPAND, 2, 0, F_SFU}, {"trowexpandmin", "TROWEXPANDMIN", SH_EXPAND, 2, 0, F_SFU},
    {"trowexpandexpdif", "TROWEXPANDEXPDIF", SH_EXPAND, 2, 0, F_SFU},
    {"tcolexpand", "TCOLEXPAND", SH_EXPAND_COPY, 1, 0, F_SFU | F_OWN},
    {"tcolexpandadd", "TCOLEXPANDADD", SH_EXPAND, 2, 0, F_SFU}, {"tcolexpandsub", "TCOLEXPANDSUB", SH_EXPAND, 2, 0, F_SFU},
    {"tcolexpandmul", "TCOLEXPANDMUL", SH_EXPAND, 2, 0, F_SFU}, {"tcolexpanddiv", "TCOLEXPANDDIV", SH_EXPAND, 2, 0, F_SFU},
    {"tcolexpandmax", "TCOLEXPANDMAX", SH_EXPAND, 2, 0, F_SFU}, {"tcolexpandmin", "TCOLEXPANDMIN", SH_EXPAND, 2, 0, F_SFU},
    {"tcolexpandexpdif", "TCOLEXPANDEXPDIF", SH_EXPAND, 2, 0, F_SFU},
    {"tci", "TCI", SH_GEN, 0, 1, F_SFU}, {"ttri", "TTRI", SH_GEN, 0, 1, F_SFU},
    {"tpartadd", "TPARTADD", SH_PART, 2, 0, F_SFU | F_OWN}, {"tpartmul", "TPARTMUL", SH_PART, 2, 0, F_SFU | F_OWN},
    {"tpartmax", "TPARTMAX", SH_PART, 2, 0, F_SFU | F_OWN}, {"tpartmin", "TPARTMIN", SH_PART, 2, 0, F_SFU | F_OWN},
    {"tmov", "TMOV", SH_MOV, 1, 0, 0},
    {"tcvt", "TCVT", SH_CVT, 1, 0, 0}, {"ttrans", "TTRANS", SH_TRANS, 1, 0, F_SFU | F_OWN},
    {"tconcat", "TCONCAT", SH_CONCAT, 2, 0, F_SFU | F_OWN},
    {"textract", "TEXTRACT", SH_EXTRACT, 1, 2, F_SFU | F_OWN | F_IDX2},
    {"tinsert", "TINSERT", SH_INSERT, 1, 2, F_SFU | F_OWN | F_IDX2},
    {"tfillpad", "TFILLPAD", SH_FILLPAD, 1, 0, F_SFU | F_OWN},
    {"tmatmul", "TMATMUL", SH_MM, 2, 0, 0}, {"tmatmul.acc", "TMATMUL.ACC", SH_MM, 3, 0, 0},
    {"tmatmul.bias", "TMATMUL.BIAS", SH_MM, 3, 0, 0}, {"tmatmul.mx", "TMATMULMX", SH_MM, 4, 0, 0},
    {"tmatmul.mx.acc", "TMATMULMX.ACC", SH_MM, 5, 0, 0}, {"tmatmul.mx.bias", "TMATMULMX.BIAS", SH_MM, 5, 0, 0},
    {"tgemv", "TGEMV", SH_MM, 2, 0, 0}, {"tgemv.acc", "TGEMV.ACC", SH_MM, 3, 0, 0},
    {"tgemv.bias", "TGEMV.BIAS", SH_MM, 3, 0, 0}, {"tgemv.mx", "TGEMVMX", SH_MM, 4, 0, 0},
    {"tgemv.mx.acc", "TGEMVMX.ACC", SH_MM, 5, 0, 0}, {"tgemv.mx.bias", "TGEMVMX.BIAS", SH_MM, 5, 0, 0},
};

/* Host and structural operations. */
enum { A_ADDI = 1, A_SUBI, A_MULI, A_DIVSI, A_DIVUI, A_REMSI, A_REMUI, A_ANDI, A_ORI, A_XORI, A_SHLI, A_SHRSI,
       A_SHRUI, A_MAXSI, A_MINSI, A_MAXUI, A_MINUI, A_CEILDIVSI, A_FLOORDIVSI, A_CEILDIVUI,
       A_ADDF, A_SUBF, A_MULF, A_DIVF, A_MAXF, A_MINF,
       C_INDEX_CAST, C_INDEX_CASTUI, C_EXTSI, C_EXTUI, C_TRUNCI, C_SITOFP, C_UITOFP, C_FPTOSI, C_FPTOUI, C_EXTF,
       C_TRUNCF, C_BITCAST };
enum { MR_ALLOC = 1, MR_PCAST, MR_BIND, MR_REINTERPRET, MR_SUBVIEW, MR_SUBSET, MR_DEALLOC };

static const struct host_op {
    const char *name;
    uint8_t kind, sub;
} host_ops[] = {
    {"arith.constant", OK_CONST, 0}, {"arith.addi", OK_ARITH_BIN, A_ADDI}, {"arith.subi", OK_ARITH_BIN, A_SUBI},
    {"arith.muli", OK_ARITH_BIN, A_MULI}, {"arith.divsi", OK_ARITH_BIN, A_DIVSI}, {"arith.divui", OK_ARITH_BIN, A_DIVUI},
    {"arith.remsi", OK_ARITH_BIN, A_REMSI}, {"arith.remui", OK_ARITH_BIN, A_REMUI}, {"arith.andi", OK_ARITH_BIN, A_ANDI},
    {"arith.ori", OK_ARITH_BIN, A_ORI}, {"arith.xori", OK_ARITH_BIN, A_XORI}, {"arith.shli", OK_ARITH_BIN, A_SHLI},
    {"arith.shrsi", OK_ARITH_BIN, A_SHRSI}, {"arith.shrui", OK_ARITH_BIN, A_SHRUI},
    {"arith.maxsi", OK_ARITH_BIN, A_MAXSI}, {"arith.minsi", OK_ARITH_BIN, A_MINSI},
    {"arith.maxui", OK_ARITH_BIN, A_MAXUI}, {"arith.minui", OK_ARITH_BIN, A_MINUI},
    {"arith.ceildivsi", OK_ARITH_BIN, A_CEILDIVSI}, {"arith.floordivsi", OK_ARITH_BIN, A_FLOORDIVSI},
    {"arith.ceildivui", OK_ARITH_BIN, A_CEILDIVUI},
    {"arith.addf", OK_ARITH_BIN, A_ADDF}, {"arith.subf", OK_ARITH_BIN, A_SUBF}, {"arith.mulf", OK_ARITH_BIN, A_MULF},
    {"arith.divf", OK_ARITH_BIN, A_DIVF}, {"arith.maxnumf", OK_ARITH_BIN, A_MAXF}, {"arith.minnumf", OK_ARITH_BIN, A_MINF},
    {"arith.maximumf", OK_ARITH_BIN, A_MAXF}, {"arith.minimumf", OK_ARITH_BIN, A_MINF},
    {"arith.negf", OK_ARITH_NEGF, 0}, {"arith.cmpi", OK_ARITH_CMPI, 0}, {"arith.cmpf", OK_ARITH_CMPF, 0},
    {"arith.select", OK_ARITH_SELECT, 0}, {"arith.index_cast", OK_ARITH_CAST, C_INDEX_CAST},
    {"arith.index_castui", OK_ARITH_CAST, C_INDEX_CASTUI}, {"arith.extsi", OK_ARITH_CAST, C_EXTSI},
    {"arith.extui", OK_ARITH_CAST, C_EXTUI}, {"arith.trunci", OK_ARITH_CAST, C_TRUNCI},
    {"arith.sitofp", OK_ARITH_CAST, C_SITOFP}, {"arith.uitofp", OK_ARITH_CAST, C_UITOFP},
    {"arith.fptosi", OK_ARITH_CAST, C_FPTOSI}, {"arith.fptoui", OK_ARITH_CAST, C_FPTOUI},
    {"arith.extf", OK_ARITH_CAST, C_EXTF}, {"arith.truncf", OK_ARITH_CAST, C_TRUNCF},
    {"arith.bitcast", OK_ARITH_CAST, C_BITCAST},
    {"scf.for", OK_FOR, 0}, {"scf.if", OK_IF, 0}, {"scf.while", OK_WHILE, 0}, {"scf.condition", OK_COND, 0},
    {"scf.yield", OK_YIELD, 0}, {"func.return", OK_RETURN, 0},
    {"return", OK_RETURN, 0}, {"func.call", OK_CALL, 0},
    {"pto.alloc_tile", OK_ALLOC, 0}, {"pto.set_validshape", OK_SETVALID, 0}, {"pto.make_tensor_view", OK_TVIEW, 0},
    {"pto.partition_view", OK_PVIEW, 0}, {"pto.tload", OK_TLOAD, 0}, {"pto.tstore", OK_TSTORE, 0},
    {"pto.tprefetch", OK_PREFETCH, 0},
    /* synchronisation: ptosim executes in order, so these do nothing */
    {"pto.set_flag", OK_NOP, 0}, {"pto.wait_flag", OK_NOP, 0}, {"pto.pipe_barrier", OK_NOP, 0},
    {"pto.barrier", OK_NOP, 0}, {"pto.set_flag_dyn", OK_NOP, 0}, {"pto.wait_flag_dyn", OK_NOP, 0},
    {"pto.barrier_sync", OK_NOP, 0}, {"pto.sync.set", OK_NOP, 0}, {"pto.sync.wait", OK_NOP, 0}, {"pto.record_event", OK_NOP, 0}, {"pto.wait_event", OK_NOP, 0},
    /* event ids for the dynamic flags, kept on the host */
    {"pto.get_block_idx", OK_BLOCKQ, 0}, {"pto.get_subblock_idx", OK_BLOCKQ, 1},
    {"pto.get_block_num", OK_BLOCKQ, 2}, {"pto.get_subblock_num", OK_BLOCKQ, 3},
    {"pto.declare_eventid_array", OK_EVARR, 0}, {"pto.eventid_array_get", OK_EVARR, 1}, {"pto.eventid_array_set", OK_EVARR, 2},
    {"pto.section.vector", OK_SECTION, 0}, {"pto.section.cube", OK_SECTION, 1},
    {"pto.vecscope", OK_SECTION, 2}, /* the micro-operation vector surface: parsed, refused when run */
    /* PTOAS's memref form (exec_memref) */
    {"memref.alloc", OK_MEMREF, MR_ALLOC}, {"pto.pointer_cast", OK_MEMREF, MR_PCAST}, {"pto.bind_tile", OK_MEMREF, MR_BIND},
    {"memref.reinterpret_cast", OK_MEMREF, MR_REINTERPRET}, {"memref.subview", OK_MEMREF, MR_SUBVIEW},
    {"pto.subset", OK_MEMREF, MR_SUBSET}, {"memref.dealloc", OK_MEMREF, MR_DEALLOC},
};

/* The micro-operation vector surface and address arithmetic of PTOAS:
 * operations with no PTO ISA equivalent. */
static const char *const no_isa_ops[] = {
    "pto.vlds", "pto.vsts", "pto.vadd", "pto.vsub", "pto.vmul", "pto.vdiv", "pto.vmax", "pto.vmin", "pto.vexp",
    "pto.vln", "pto.vbr", "pto.vdup", "pto.castptr", "pto.addptr", "pto.vcmp", "pto.vsel",
    "pto.plt", "pto.pset", "pto.pge", "pto.vreduce", "pto.vcvt", "pto.vmov", "pto.vabs", "pto.vrelu",
};

/* Operations ptosim executes for which this front end writes no bundle yet. */
static const char *const unlowered_ops[] = {"gmov"};

/* PTOAS operations that share a name with a PTO ISA operation but not its
 * meaning: each is refused with the reason. */
static const struct {
    const char *name, *why;
} differ_ops[] = {
    {"pto.tgather", "PTOAS's index form reads src[indices[i, j]] (an index into the whole tile) and its other forms "
                    "compare or take a mask pattern; the ISA's TGATHER reads src(index(r, c), c), a row number per element"},
    {"pto.tscatter", "PTOAS's TSCATTER moves whole rows (dst[row_index[i], j] = src[i, j]); the ISA's writes "
                     "dst(index(r, c), c) = src(r, c) with a row number per element and zeros elsewhere"},
    {"pto.mgather", "PTOAS's MGATHER gathers whole rows, table[idx[r], :] with an element index per row (its Tile "
                    "Lib's default Coalesce::Row); the ISA's MGATHER loads each element from base + a byte displacement "
                    "of its own"},
    {"pto.mscatter", "PTOAS's MSCATTER scatters whole rows, table[idx[r], :] = src[r, :] with an element index per row; "
                     "the ISA's MSCATTER stores each element at base + a byte displacement of its own"},
    {"pto.tsort32", "PTOAS's TSORT32 permutes an input index tile with the values into one tile of value-index "
                    "pairs; the ISA's TSORT generates the column offsets and writes values and indices to two tiles"},
    {"pto.tmrgsort", "PTOAS's TMRGSORT merges blocks of value-index pairs (by a block length, or 2 to 4 sources with "
                     "an exhausted vector); the ISA's merges two one-row tiles of plain values"},
    {"pto.thistogram", "PTOAS's THISTOGRAM updates one bin per row chosen by an index tile (isMSB); the ISA's counts "
                       "a byte of every element cumulatively over 256 bins under a filter"},
    {"pto.tquant", "PTOAS's TQUANT takes its scale (and offset) from tiles with a quant_type; the ISA's takes one "
                   "scalar multiplier and zero point"},
    {"pto.tdequant", "PTOAS's TDEQUANT takes per-row scale and offset tiles; the ISA's takes one scalar multiplier "
                     "and zero point"},
};

static void classify(ctx *c, op *o)
{
    const tok *t = &c->t[o->name];
    o->kind = OK_UNKNOWN;
    for (size_t i = 0; i < sizeof host_ops / sizeof host_ops[0]; i++)
        if (tok_eq(t, host_ops[i].name)) {
            o->kind = host_ops[i].kind;
            o->sub = host_ops[i].sub;
            return;
        }
    for (size_t i = 0; i < sizeof no_isa_ops / sizeof no_isa_ops[0]; i++)
        if (tok_eq(t, no_isa_ops[i]) || (t->n > 5 && !memcmp(t->s, "pto.v", 5))) {
            o->kind = OK_NO_ISA;
            return;
        }
    for (size_t i = 0; i < sizeof differ_ops / sizeof differ_ops[0]; i++)
        if (tok_eq(t, differ_ops[i].name)) {
            o->kind = OK_DIFFERS;
            o->sub = (uint8_t)i;
            return;
        }
    const char *n = t->s;
    uint32_t len = t->n;
    if (len > 4 && !memcmp(n, "pto.", 4)) n += 4, len -= 4;
    else if (memchr(n, '.', len)) return; /* another dialect */
    for (size_t i = 0; i < sizeof tile_ops / sizeof tile_ops[0]; i++)
        if (strlen(tile_ops[i].name) == len && !memcmp(tile_ops[i].name, n, len)) {
            o->kind = OK_TILE;
            o->tile = &tile_ops[i];
            return;
        }
    for (size_t i = 0; i < sizeof unlowered_ops / sizeof unlowered_ops[0]; i++)
        if (strlen(unlowered_ops[i]) == len && !memcmp(unlowered_ops[i], n, len)) {
            o->kind = OK_UNLOWERED;
            return;
        }
}

/* ---- parser ---------------------------------------------------------------------- */
static int push_item(ctx *c, uint8_t k, uint32_t tokn, uint32_t aux, uint32_t aux2)
{
    if (!grow((void **)&c->items, &c->capitems, c->nitems + 1, sizeof *c->items))
        return fail(c, tk_at(c, tokn), "out of memory");
    c->items[c->nitems++] = (item){k, tokn, aux, aux2};
    return 0;
}

/* The token after a balanced group opened at i ('(' '[' '{'), or fails. */
static int skip_group(ctx *c, uint32_t i, uint32_t *after)
{
    int d = 0;
    for (uint32_t j = i; j < c->nt; j++) {
        const tok *t = &c->t[j];
        if (t->k == TK_EOF) break;
        if (t->k != TK_P) continue;
        char ch = t->s[0];
        if (t->n == 1 && (ch == '(' || ch == '[' || ch == '{')) d++;
        else if (t->n == 1 && (ch == ')' || ch == ']' || ch == '}')) {
            if (--d == 0) {
                *after = j + 1;
                return 0;
            }
        }
    }
    return fail(c, tk_at(c, i), "'%.1s' is never closed", c->t[i].s);
}

static bool is_type_tok(const tok *t) { return t->k == TK_TYPE || t->k == TK_ID; }

/* A type list: T, T | (T, T) ; returns the next token. */
static int scan_types(ctx *c, uint32_t i, uint32_t end, uint8_t kind, uint32_t *next)
{
    bool paren = is_p(c, i, "(");
    if (paren) i++;
    if (paren && is_p(c, i, ")")) {
        *next = i + 1;
        return 0;
    }
    for (;;) {
        if (i >= end || !is_type_tok(&c->t[i])) return fail_tok(c, i, "a type");
        if (push_item(c, kind, i, 0, 0)) return -1;
        i++;
        if (i < end && is_p(c, i, ",") && (paren || (i + 1 < end && is_type_tok(&c->t[i + 1]))) ) {
            i++;
            continue;
        }
        break;
    }
    if (paren) {
        if (!is_p(c, i, ")")) return fail_tok(c, i, "',' or ')' in the type list");
        i++;
    }
    *next = i;
    return 0;
}

/* Reads the operand text [t0, t1) of a custom-form operation into items. */
static int scan_custom(ctx *c, op *o)
{
    uint32_t i = o->t0, end = o->t1;
    o->i0 = (uint32_t)c->nitems;
    if (o->kind == OK_NOP || o->kind == OK_NO_ISA || o->kind == OK_UNKNOWN || o->kind == OK_UNLOWERED || o->kind == OK_DIFFERS ||
        o->kind == OK_MEMREF) { /* exec_memref reads its own tokens */
        o->ni = 0;
        return 0;
    }
    if (i < end && c->t[i].k == TK_ID && i + 1 < end && is_p(c, i + 1, ",") && !is_p(c, i + 1, "(")) {
        if (push_item(c, IT_WORD, i, 0, 0)) return -1; /* arith.cmpi slt, ... */
        i += 2;
    }
    bool typed = false;
    while (i < end) {
        const tok *t = &c->t[i];
        if (t->k == TK_VAL) {
            if (push_item(c, IT_VAL, i, 0, 0)) return -1;
            i++;
        } else if (t->k == TK_SYM) {
            if (push_item(c, IT_SYM, i, 0, 0)) return -1;
            i++;
            if (is_p(c, i, "(")) { /* @f(%a, %b) */
                uint32_t after;
                if (skip_group(c, i, &after)) return -1;
                for (uint32_t j = i + 1; j + 1 < after; j++) {
                    if (c->t[j].k == TK_VAL) {
                        if (push_item(c, IT_VAL, j, 0, 0)) return -1;
                    } else if (!is_p(c, j, ",")) return fail_tok(c, j, "a value or ','");
                }
                i = after;
            }
        } else if (t->k == TK_ID && (tok_eq(t, "ins") || tok_eq(t, "outs")) && is_p(c, i + 1, "(")) {
            bool outs = tok_eq(t, "outs");
            uint32_t after;
            if (skip_group(c, i + 1, &after)) return -1;
            uint32_t j = i + 2, close = after - 1;
            while (j < close) {
                const tok *u = &c->t[j];
                if (u->k == TK_VAL) {
                    if (push_item(c, outs ? IT_OUT : IT_VAL, j, 0, 0)) return -1;
                    j++;
                } else if (is_p(c, j, ",")) {
                    j++;
                } else if (is_p(c, j, "{")) {
                    uint32_t a;
                    if (skip_group(c, j, &a)) return -1;
                    if (push_item(c, IT_ATTR, j, a - 1, 0)) return -1;
                    j = a;
                } else if (is_p(c, j, ":")) {
                    uint32_t nx;
                    if (scan_types(c, j + 1, close, outs ? IT_OUTTYPE : IT_TYPE, &nx)) return -1;
                    j = nx;
                    /* ins(%a : T, %b : U): a type after each value */
                    if (j != close && is_p(c, j, ",") && c->t[j + 1].k == TK_VAL) j++;
                    else if (j != close && c->t[j].k != TK_VAL) return fail_tok(c, j, "')'");
                } else {
                    return fail_tok(c, j, outs ? "a value in outs(...)" : "a value in ins(...)");
                }
            }
            i = after;
        } else if (t->k == TK_ID && is_p(c, i + 1, "=")) { /* key = value */
            uint32_t v = i + 2, ve;
            if (v >= end) return fail_tok(c, v, "a value after '='");
            if (is_p(c, v, "[") || is_p(c, v, "(")) {
                if (skip_group(c, v, &ve)) return -1;
                for (uint32_t j = v + 1; j + 1 < ve; j++)
                    if (!(c->t[j].k == TK_VAL || c->t[j].k == TK_INT || is_p(c, j, ",") || c->t[j].k == TK_P))
                        return fail_tok(c, j, "a value or an integer in the list");
                if (push_item(c, IT_KEY, i, v + 1, ve - 1)) return -1;
            } else {
                ve = v + 1;
                if (push_item(c, IT_KEY, i, v, ve)) return -1;
            }
            i = ve;
        } else if (is_p(c, i, "{")) {
            uint32_t a;
            if (skip_group(c, i, &a)) return -1;
            if (push_item(c, IT_ATTR, i, a - 1, 0)) return -1;
            i = a;
        } else if (o->kind == OK_COND && (is_p(c, i, "(") || is_p(c, i, ")"))) { /* scf.condition(%c) %a : T */
            i++;
        } else if (is_p(c, i, "[")) { /* [valid_row = %r valid_col = %c] */
            i++;
        } else if (is_p(c, i, "]") || is_p(c, i, ",")) {
            i++;
        } else if (is_p(c, i, ":") && !typed) {
            typed = true;
            uint32_t nx;
            if (scan_types(c, i + 1, end, IT_TYPE, &nx)) return -1;
            i = nx;
            if (i < end && (is_p(c, i, "->") || is_id(c, i, "to"))) {
                if (scan_types(c, i + 1, end, IT_RTYPE, &nx)) return -1;
                i = nx;
            }
        } else if (is_p(c, i, "->")) { /* scf.if %c -> (T) */
            uint32_t nx;
            if (scan_types(c, i + 1, end, IT_RTYPE, &nx)) return -1;
            i = nx;
        } else if ((t->k == TK_INT || t->k == TK_FLT || (t->k == TK_ID && !typed)) && o->kind == OK_CONST) {
            if (push_item(c, IT_LIT, i, 0, 0)) return -1;
            i++;
        } else if (t->k == TK_ID && !typed && i == o->t0) {
            if (push_item(c, IT_WORD, i, 0, 0)) return -1; /* a leading word */
            i++;
        } else {
            const char *what = c->t[o->name].s;
            return fail(c, tk_at(c, i), "unexpected %s '%.*s' in %.*s", tk_kind(t), (int)(t->n > 40 ? 40 : t->n), t->s,
                        (int)(c->t[o->name].n > 40 ? 40 : c->t[o->name].n), what);
        }
    }
    o->ni = (uint32_t)c->nitems - o->i0;
    return 0;
}

/* Is token i the start of an operation (results '=', an operation name,
 * a generic-form string, the end of a region)? */
static bool op_start(const ctx *c, uint32_t i)
{
    const tok *t = T(c, i);
    if (t->k == TK_EOF || t->k == TK_BLK) return true;
    if (t->k == TK_P && t->s[0] == '}') return true;
    if (t->k == TK_STR) return is_p(c, i + 1, "(");
    if (t->k == TK_ID) {
        const char *lt = memchr(t->s, '<', t->n); /* dense<1.0> is no operation name */
        size_t n = lt ? (size_t)(lt - t->s) : t->n;
        return (!lt && memchr(t->s, '.', n) != NULL && !isdigit((unsigned char)t->s[0])) || tok_eq(t, "return");
    }
    if (t->k == TK_VAL) {
        uint32_t j = i + 1;
        if (is_p(c, j, ":") && T(c, j + 1)->k == TK_INT) j += 2;
        while (is_p(c, j, ",") && T(c, j + 1)->k == TK_VAL) j += 2;
        return is_p(c, j, "=");
    }
    return false;
}

static int parse_block(ctx *c, int32_t blk, bool top);

static int new_block(ctx *c, int32_t *blk)
{
    if (!grow((void **)&c->blocks, &c->capblocks, c->nblocks + 1, sizeof *c->blocks)) return fail(c, NULL, "out of memory");
    c->blocks[c->nblocks] = (block){-1, 0, 0, 0, 0};
    *blk = (int32_t)c->nblocks++;
    return 0;
}

/* '{' block '}' with arguments args (token indices of value names, defined in the block). */
static int parse_region(ctx *c, const uint32_t *args, uint32_t nargs, int32_t *out)
{
    if (!is_p(c, c->p, "{")) return fail_tok(c, c->p, "'{'");
    if (c->depth + 1 >= PTOAS_MAX_DEPTH) return fail(c, tk_at(c, c->p), "regions nested more than %u deep", PTOAS_MAX_DEPTH);
    uint32_t open = c->p++;
    int32_t blk;
    if (new_block(c, &blk)) return -1;
    size_t mark = c->nundo;
    c->depth++;
    c->stack_blk[c->depth] = blk;
    c->stack_op[c->depth] = -1;
    c->blocks[blk].arg0 = (uint32_t)c->nv;
    for (uint32_t i = 0; i < nargs; i++) {
        uint32_t vid;
        if (define_value(c, args[i], blk, -1, &vid)) return -1;
    }
    if (c->t[c->p].k == TK_BLK) { /* ^bb0(%a: T, ...): */
        if (nargs) return fail(c, tk_at(c, c->p), "a block label where the operation gives the block's arguments");
        c->p++;
        if (is_p(c, c->p, "(")) {
            c->p++;
            while (!is_p(c, c->p, ")")) {
                if (c->t[c->p].k != TK_VAL) return fail_tok(c, c->p, "a block argument");
                uint32_t vid;
                if (define_value(c, c->p, blk, -1, &vid)) return -1;
                c->p++;
                if (!is_p(c, c->p, ":") || !is_type_tok(T(c, c->p + 1))) return fail_tok(c, c->p + 1, "': TYPE'");
                c->p += 2;
                if (is_p(c, c->p, ",")) c->p++;
                else if (!is_p(c, c->p, ")")) return fail_tok(c, c->p, "',' or ')'");
            }
            c->p++;
        }
        if (!is_p(c, c->p, ":")) return fail_tok(c, c->p, "':' after the block label");
        c->p++;
    }
    c->blocks[blk].nargs = (uint32_t)c->nv - c->blocks[blk].arg0;
    if (parse_block(c, blk, false)) return -1;
    if (!is_p(c, c->p, "}")) {
        if (c->t[c->p].k == TK_BLK) return fail(c, tk_at(c, c->p), "a region of several blocks (branches) is not supported");
        return fail(c, tk_at(c, open), "'{' is never closed (the text ends inside its region)");
    }
    c->p++;
    c->depth--;
    scope_pop(c, mark);
    *out = blk;
    return 0;
}

static int parse_func(ctx *c);

/* The region before 'do' of scf.while ends in scf.condition, and only there
 * (close: its closing brace). */
static int while_before_ends(ctx *c, int32_t b, uint32_t close)
{
    int32_t last = -1;
    for (int32_t k = c->blocks[b].first; k >= 0; k = c->ops[k].next) {
        if (last >= 0 && c->ops[last].kind == OK_COND)
            return fail(c, tk_at(c, c->ops[last].name), "scf.condition must be the last operation of the region before 'do'");
        last = k;
    }
    if (last < 0 || c->ops[last].kind != OK_COND)
        return fail(c, tk_at(c, close), "the region of scf.while before 'do' must end in scf.condition");
    return 0;
}

/* The regions of a generic-form operation, "op"(...) ({...}, {...}) : ...:
 * their block labels give the block arguments (^bb0(%iv: index, ...)). */
static int generic_regions(ctx *c, int32_t oi, uint32_t nres)
{
    const tok *nt = &c->t[c->ops[oi].name];
    uint32_t open = c->p++, nval = 0;
    for (uint32_t k = 0; k < c->ops[oi].ni; k++) nval += c->items[c->ops[oi].i0 + k].k == IT_VAL;
    int32_t reg[2];
    uint32_t nreg = 0, close[2];
    for (;;) {
        if (nreg == 2) return fail(c, tk_at(c, c->p), "more than two regions in the generic form of " TOKF, TOKA(nt));
        if (parse_region(c, NULL, 0, &reg[nreg])) return -1;
        c->stack_op[c->depth] = oi;
        close[nreg++] = c->p - 1;
        if (is_p(c, c->p, ",")) {
            c->p++;
            continue;
        }
        if (!is_p(c, c->p, ")")) return fail_tok(c, c->p, "',' or ')' after a region");
        c->p++;
        break;
    }
    op *o = &c->ops[oi];
    const char *at = tk_at(c, open);
    switch (o->kind) {
    case OK_FOR:
        if (nreg != 1) return fail(c, at, "scf.for takes one region");
        if (nval < 3) return fail(c, tk_at(c, o->name), "the generic scf.for takes (%%lb, %%ub, %%step, %%init...)");
        if (c->blocks[reg[0]].nargs != nval - 2)
            return fail(c, at, "the region of scf.for has %u arguments; it needs the induction variable and one per iter_arg (%u)",
                        c->blocks[reg[0]].nargs, nval - 2);
        if (nres != nval - 3) return fail(c, tk_at(c, o->name), "scf.for has %u iter_args and %u results", nval - 3, nres);
        o->body = reg[0];
        return 0;
    case OK_IF:
        o->body = reg[0];
        o->els = nreg > 1 && c->blocks[reg[1]].first >= 0 ? reg[1] : -1; /* an empty else region is none */
        if (nreg > 1 && o->els < 0 && nres) return fail(c, at, "scf.if with results needs an else region");
        return 0;
    case OK_WHILE:
        if (nreg != 2) return fail(c, at, "scf.while takes two regions (before and after 'do')");
        if (c->blocks[reg[0]].nargs != nval)
            return fail(c, at, "the region before 'do' of scf.while has %u arguments for %u initial values", c->blocks[reg[0]].nargs, nval);
        if (while_before_ends(c, reg[0], close[0])) return -1;
        o->body = reg[0];
        o->els = reg[1];
        return 0;
    case OK_SECTION:
        if (nreg != 1) return fail(c, at, TOKF " takes one region", TOKA(nt));
        o->body = reg[0];
        return 0;
    default:
        return fail(c, at, "'" TOKF "' takes no region (the generic form with regions is read for scf.for, scf.if, scf.while and "
                           "the pto sections)", TOKA(nt));
    }
}

/* One operation of block blk. */
static int parse_op(ctx *c, int32_t blk, int32_t *prev)
{
    if (!grow((void **)&c->ops, &c->capops, c->nops + 1, sizeof *c->ops)) return fail(c, NULL, "out of memory");
    int32_t oi = (int32_t)c->nops++;
    op *o = &c->ops[oi];
    memset(o, 0, sizeof *o);
    o->body = o->els = o->next = o->callee = -1;
    c->stack_op[c->depth] = oi;
    uint32_t res[64], nres = 0, group = 0;
    if (c->t[c->p].k == TK_VAL) {
        for (;;) {
            if (c->t[c->p].k != TK_VAL) return fail_tok(c, c->p, "a result name");
            if (memchr(c->t[c->p].s, '#', c->t[c->p].n)) return fail(c, tk_at(c, c->p), "a result name cannot hold '#'");
            if (nres == 64) return fail(c, tk_at(c, c->p), "more than 64 results");
            res[nres++] = c->p++;
            if (is_p(c, c->p, ":") && c->t[c->p + 1].k == TK_INT) { /* %x:2 */
                const tok *g = &c->t[c->p + 1];
                group = 0;
                for (uint32_t k = 0; k < g->n && group <= 64; k++) /* within the token: the text has no NUL */
                    group = isdigit((unsigned char)g->s[k]) ? group * 10u + (uint32_t)(g->s[k] - '0') : 1000u;
                if (nres != 1 || group < 1 || group > 64) return fail(c, tk_at(c, c->p + 1), "a result group of 1..64 values");
                c->p += 2;
            }
            if (is_p(c, c->p, ",")) {
                c->p++;
                continue;
            }
            break;
        }
        if (!is_p(c, c->p, "=")) return fail_tok(c, c->p, "'=' after the results");
        c->p++;
    }
    const tok *nt = &c->t[c->p];
    if (nt->k == TK_STR) { /* generic form */
        o->generic = true;
        o->name = c->p++;
        classify(c, o);
        o->i0 = (uint32_t)c->nitems;
        if (!is_p(c, c->p, "(")) return fail_tok(c, c->p, "'(' and the operands");
        uint32_t after;
        if (skip_group(c, c->p, &after)) return -1;
        for (uint32_t j = c->p + 1; j + 1 < after; j++) {
            if (c->t[j].k == TK_VAL) {
                if (use_value(c, j) || push_item(c, IT_VAL, j, 0, 0)) return -1;
            } else if (!is_p(c, j, ",")) return fail_tok(c, j, "an operand or ','");
        }
        c->p = after;
        uint32_t regions = 0; /* ({...}, {...}): parsed once the operation's own items are recorded */
        if (is_p(c, c->p, "(") && is_p(c, c->p + 1, "{")) {
            regions = c->p;
            if (skip_group(c, c->p, &after)) return -1;
            c->p = after;
        }
        if (is_p(c, c->p, "<")) { /* properties <{...}> */
            c->p++;
            if (!is_p(c, c->p, "{")) return fail_tok(c, c->p, "'{' of the properties");
            if (skip_group(c, c->p, &after)) return -1;
            if (push_item(c, IT_ATTR, c->p, after - 1, 0)) return -1;
            c->p = after;
            if (!is_p(c, c->p, ">")) return fail_tok(c, c->p, "'>' closing the properties");
            c->p++;
        }
        if (is_p(c, c->p, "{")) {
            if (skip_group(c, c->p, &after)) return -1;
            if (push_item(c, IT_ATTR, c->p, after - 1, 0)) return -1;
            for (uint32_t j = c->p; j < after; j++)
                if (c->t[j].k == TK_VAL) return fail(c, tk_at(c, j), "a value inside an attribute dictionary");
            c->p = after;
        }
        if (!is_p(c, c->p, ":")) return fail_tok(c, c->p, "':' and the function type of the generic form");
        uint32_t nx;
        if (scan_types(c, c->p + 1, (uint32_t)c->nt, IT_TYPE, &nx)) return -1;
        if (!is_p(c, nx, "->")) return fail_tok(c, nx, "'->' and the result types");
        if (scan_types(c, nx + 1, (uint32_t)c->nt, IT_RTYPE, &nx)) return -1;
        c->p = nx;
        o->ni = (uint32_t)c->nitems - o->i0;
        o->t0 = o->t1 = c->p;
        if (regions) {
            c->p = regions;
            if (generic_regions(c, oi, nres + (group ? group - 1 : 0))) return -1;
            c->p = nx;
            o = &c->ops[oi];
        }
    } else if (nt->k == TK_ID) {
        o->name = c->p++;
        classify(c, o);
        if (tok_eq(nt, "func.func") || tok_eq(nt, "module") || tok_eq(nt, "builtin.module"))
            return fail(c, tk_at(c, o->name), "'" TOKF "' must be at the top level of the module", TOKA(nt));
        if (tok_eq(nt, "scf.execute_region") || tok_eq(nt, "scf.index_switch") ||
            tok_eq(nt, "cf.br") || tok_eq(nt, "cf.cond_br"))
            return fail(c, tk_at(c, o->name), "'" TOKF "' is not supported by ptosim's host interpreter (scf.for, scf.if and scf.while are)",
                        TOKA(nt));
        if (o->kind == OK_FOR) {
            /* scf.for %iv = %lb to %ub step %s [iter_args(%a = %init, ...) -> (T, ...)] [: T] { ... } */
            uint32_t args[65], na = 0;
            if (c->t[c->p].k != TK_VAL) return fail_tok(c, c->p, "the induction variable");
            args[na++] = c->p++;
            o->i0 = (uint32_t)c->nitems;
            if (!is_p(c, c->p, "=")) return fail_tok(c, c->p, "'='");
            c->p++;
            for (int k = 0; k < 3; k++) {
                if (c->t[c->p].k != TK_VAL) return fail_tok(c, c->p, k == 0 ? "the lower bound" : k == 1 ? "the upper bound" : "the step");
                if (use_value(c, c->p) || push_item(c, IT_VAL, c->p, 0, 0)) return -1;
                c->p++;
                if (k == 0 && !is_id(c, c->p, "to")) return fail_tok(c, c->p, "'to'");
                if (k == 1 && !is_id(c, c->p, "step")) return fail_tok(c, c->p, "'step'");
                if (k < 2) c->p++;
            }
            if (is_id(c, c->p, "iter_args")) {
                c->p++;
                if (!is_p(c, c->p, "(")) return fail_tok(c, c->p, "'(' after iter_args");
                c->p++;
                while (!is_p(c, c->p, ")")) {
                    if (c->t[c->p].k != TK_VAL || !is_p(c, c->p + 1, "=") || c->t[c->p + 2].k != TK_VAL)
                        return fail_tok(c, c->p, "%arg = %init in iter_args");
                    if (na == 65) return fail(c, tk_at(c, c->p), "more than 64 iter_args");
                    args[na++] = c->p;
                    if (use_value(c, c->p + 2) || push_item(c, IT_VAL, c->p + 2, 0, 0)) return -1;
                    c->p += 3;
                    if (is_p(c, c->p, ",")) c->p++;
                    else if (!is_p(c, c->p, ")")) return fail_tok(c, c->p, "',' or ')'");
                }
                c->p++;
                if (is_p(c, c->p, "->")) {
                    uint32_t nx;
                    if (scan_types(c, c->p + 1, (uint32_t)c->nt, IT_RTYPE, &nx)) return -1;
                    c->p = nx;
                }
            }
            if (is_p(c, c->p, ":")) {
                uint32_t nx;
                if (scan_types(c, c->p + 1, (uint32_t)c->nt, IT_TYPE, &nx)) return -1;
                c->p = nx;
            }
            o->ni = (uint32_t)c->nitems - o->i0;
            if (na - 1 != nres + (group ? group - 1 : 0) && !(nres == 0 && na == 1))
                return fail(c, tk_at(c, o->name), "scf.for has %u iter_args and %u results", na - 1, group ? group : nres);
            int32_t body;
            if (parse_region(c, args, na, &body)) return -1;
            o = &c->ops[oi];
            o->body = body;
            c->stack_op[c->depth] = oi;
        } else if (o->kind == OK_WHILE) {
            /* scf.while [(%a = %init, ...)] : (T, ...) -> (T, ...) { ... scf.condition(%c) %x, ... } do { ^bb0(...): ... } */
            uint32_t args[64], na = 0;
            o->i0 = (uint32_t)c->nitems;
            if (is_p(c, c->p, "(")) {
                c->p++;
                while (!is_p(c, c->p, ")")) {
                    if (c->t[c->p].k != TK_VAL || !is_p(c, c->p + 1, "=") || c->t[c->p + 2].k != TK_VAL)
                        return fail_tok(c, c->p, "%arg = %init in the arguments of scf.while");
                    if (na == 64) return fail(c, tk_at(c, c->p), "more than 64 arguments of scf.while");
                    args[na++] = c->p;
                    if (use_value(c, c->p + 2) || push_item(c, IT_VAL, c->p + 2, 0, 0)) return -1;
                    c->p += 3;
                    if (is_p(c, c->p, ",")) c->p++;
                    else if (!is_p(c, c->p, ")")) return fail_tok(c, c->p, "',' or ')'");
                }
                c->p++;
            }
            if (!is_p(c, c->p, ":")) return fail_tok(c, c->p, "':' and the function type of scf.while");
            uint32_t colon = c->p, nx;
            if (scan_types(c, c->p + 1, (uint32_t)c->nt, IT_TYPE, &nx)) return -1;
            c->p = nx;
            if (!is_p(c, c->p, "->")) return fail_tok(c, c->p, "'->' and the result types of scf.while");
            if (scan_types(c, c->p + 1, (uint32_t)c->nt, IT_RTYPE, &nx)) return -1;
            c->p = nx;
            o->ni = (uint32_t)c->nitems - o->i0;
            uint32_t nty = 0, nrty = 0;
            for (uint32_t k = 0; k < o->ni; k++) {
                nty += c->items[o->i0 + k].k == IT_TYPE;
                nrty += c->items[o->i0 + k].k == IT_RTYPE;
            }
            if (nty != na) return fail(c, tk_at(c, colon), "scf.while has %u initial values and %u argument types", na, nty);
            uint32_t nr = group ? group : nres;
            if (nrty != nr) return fail(c, tk_at(c, o->name), "scf.while has %u results and %u result types", nr, nrty);
            int32_t b;
            if (parse_region(c, args, na, &b)) return -1;
            c->ops[oi].body = b;
            c->stack_op[c->depth] = oi;
            if (while_before_ends(c, b, c->p - 1)) return -1;
            if (!is_id(c, c->p, "do")) return fail_tok(c, c->p, "'do' and the region after the condition of scf.while");
            c->p++;
            if (parse_region(c, NULL, 0, &b)) return -1;
            c->ops[oi].els = b;
            c->stack_op[c->depth] = oi;
            o = &c->ops[oi];
        } else if (o->kind == OK_SECTION) { /* pto.section.vector { ... } */
            o->i0 = (uint32_t)c->nitems;
            int32_t b;
            if (parse_region(c, NULL, 0, &b)) return -1;
            c->ops[oi].body = b;
            c->stack_op[c->depth] = oi;
            o = &c->ops[oi];
        } else if (o->kind == OK_IF) {
            o->t0 = c->p;
            while (!is_p(c, c->p, "{") && c->t[c->p].k != TK_EOF) c->p++;
            o->t1 = c->p;
            for (uint32_t j = o->t0; j < o->t1; j++)
                if (c->t[j].k == TK_VAL && use_value(c, j)) return -1;
            if (scan_custom(c, o)) return -1;
            int32_t b;
            if (parse_region(c, NULL, 0, &b)) return -1;
            c->ops[oi].body = b;
            c->stack_op[c->depth] = oi;
            if (is_id(c, c->p, "else")) {
                c->p++;
                if (parse_region(c, NULL, 0, &b)) return -1;
                c->ops[oi].els = b;
                c->stack_op[c->depth] = oi;
            }
            o = &c->ops[oi];
        } else {
            o->t0 = c->p;
            int d = 0;
            while (c->t[c->p].k != TK_EOF) {
                if (d == 0 && op_start(c, c->p)) break;
                const tok *u = &c->t[c->p];
                if (u->k == TK_P && u->n == 1 && strchr("([{", u->s[0])) d++;
                else if (u->k == TK_P && u->n == 1 && strchr(")]}", u->s[0])) {
                    if (d == 0) return fail(c, tk_at(c, c->p), "unbalanced '%c'", u->s[0]);
                    d--;
                }
                c->p++;
            }
            if (d) return fail(c, tk_at(c, o->t0), "unbalanced brackets in " TOKF, TOKA(&c->t[o->name]));
            o->t1 = c->p;
            for (uint32_t j = o->t0; j < o->t1; j++)
                if (c->t[j].k == TK_VAL && use_value(c, j)) return -1;
            if (scan_custom(c, o)) return -1;
            o = &c->ops[oi];
        }
    } else {
        return fail_tok(c, c->p, "an operation");
    }
    /* results */
    o->res0 = (uint32_t)c->nv;
    for (uint32_t i = 0; i < nres; i++) {
        uint32_t vid;
        if (define_value(c, res[i], blk, oi, &vid)) return -1;
    }
    for (uint32_t g = 1; g < group; g++) { /* %x:N: the others share the name token */
        if (!grow((void **)&c->v, &c->capv, c->nv + 1, sizeof *c->v)) return fail(c, NULL, "out of memory");
        c->v[c->nv++] = (vinfo){res[0], blk, oi, c->depth};
    }
    c->ops[oi].nres = (uint32_t)c->nv - c->ops[oi].res0;
    if (*prev >= 0) c->ops[*prev].next = oi;
    else c->blocks[blk].first = oi;
    *prev = oi;
    return 0;
}

static int parse_block(ctx *c, int32_t blk, bool top)
{
    int32_t prev = -1;
    for (;;) {
        const tok *t = &c->t[c->p];
        if (t->k == TK_EOF) return 0; /* a region's caller names its unclosed '{' */
        if (is_p(c, c->p, "}")) return top ? fail(c, tk_at(c, c->p), "'}' closes no region") : 0;
        if (t->k == TK_BLK) return top ? fail(c, tk_at(c, c->p), "a block label outside a region") : 0;
        if (top && t->k == TK_ID && (tok_eq(t, "func.func") || tok_eq(t, "module") || tok_eq(t, "builtin.module")))
            return fail(c, tk_at(c, c->p), "'" TOKF "' after operations of the implicit kernel", TOKA(t));
        if (parse_op(c, blk, &prev)) return -1;
    }
}

static int new_func(ctx *c, func **f)
{
    if (!grow((void **)&c->funcs, &c->capfuncs, c->nfuncs + 1, sizeof *c->funcs)) return fail(c, NULL, "out of memory");
    *f = &c->funcs[c->nfuncs++];
    memset(*f, 0, sizeof **f);
    (*f)->body = -1;
    return 0;
}

/* func.func [private] @name(%a: T {attrs}, ...) [-> T | (T, ...)] [attributes {...}] [{ body }] */
static int parse_func(ctx *c)
{
    uint32_t kw = c->p++;
    bool priv = false;
    while (is_id(c, c->p, "private") || is_id(c, c->p, "public") || is_id(c, c->p, "nested")) priv |= is_id(c, c->p++, "private");
    if (c->t[c->p].k != TK_SYM) return fail_tok(c, c->p, "the function's @name");
    func *f;
    if (new_func(c, &f)) return -1;
    size_t fi = c->nfuncs - 1;
    f->is_private = priv;
    f->name = c->p++;
    const tok *nm = &c->t[f->name];
    int32_t ni = name_index(c, nm->s - 1, nm->n + 1, true);
    if (ni == -2) return fail(c, NULL, "out of memory");
    if (c->names[ni].cur >= 0) {
        uint32_t l, col;
        where(c, tk_at(c, c->funcs[c->names[ni].cur].name), &l, &col);
        return fail(c, tk_at(c, f->name), "redefinition of '@" TOKF "' (first defined at line %u)", TOKA(nm), l);
    }
    c->names[ni].cur = (int32_t)fi;
    c->names[ni].blk = -2;
    if (!is_p(c, c->p, "(")) return fail_tok(c, c->p, "'(' and the arguments");
    c->p++;
    uint32_t args[64], na = 0;
    while (!is_p(c, c->p, ")")) {
        if (c->t[c->p].k != TK_VAL) return fail_tok(c, c->p, "an argument %name");
        if (na == 64) return fail(c, tk_at(c, c->p), "more than 64 arguments");
        args[na] = c->p++;
        if (!is_p(c, c->p, ":")) return fail_tok(c, c->p, "':' and the argument's type");
        c->p++;
        if (!is_type_tok(&c->t[c->p])) return fail_tok(c, c->p, "the argument's type");
        c->funcs[fi].argtype[na++] = c->p++;
        if (is_p(c, c->p, "{")) {
            uint32_t a;
            if (skip_group(c, c->p, &a)) return -1;
            c->p = a;
        }
        if (is_p(c, c->p, ",")) c->p++;
        else if (!is_p(c, c->p, ")")) return fail_tok(c, c->p, "',' or ')' in the arguments");
    }
    c->p++;
    f = &c->funcs[fi];
    f->nargs = na;
    if (is_p(c, c->p, "->")) {
        c->p++;
        if (is_p(c, c->p, "(")) {
            c->p++;
            while (!is_p(c, c->p, ")")) {
                if (!is_type_tok(&c->t[c->p])) return fail_tok(c, c->p, "a result type");
                c->p++;
                if (is_p(c, c->p, "{")) {
                    uint32_t a;
                    if (skip_group(c, c->p, &a)) return -1;
                    c->p = a;
                }
                f->nresults++;
                if (is_p(c, c->p, ",")) c->p++;
                else if (!is_p(c, c->p, ")")) return fail_tok(c, c->p, "',' or ')'");
            }
            c->p++;
        } else {
            if (!is_type_tok(&c->t[c->p])) return fail_tok(c, c->p, "a result type");
            c->p++;
            f->nresults = 1;
        }
    }
    if (is_id(c, c->p, "attributes")) {
        c->p++;
        if (!is_p(c, c->p, "{")) return fail_tok(c, c->p, "'{' after attributes");
        uint32_t a;
        if (skip_group(c, c->p, &a)) return -1;
        for (uint32_t j = c->p; j < a; j++)
            if (c->t[j].k == TK_ID && tok_eq(&c->t[j], "pto.entry")) f->entry_attr = true;
        c->p = a;
    }
    if (!is_p(c, c->p, "{")) { /* a declaration */
        (void)kw;
        return 0;
    }
    f->v0 = (uint32_t)c->nv;
    f->op0 = (uint32_t)c->nops;
    int32_t body;
    if (parse_region(c, args, na, &body)) return -1;
    f = &c->funcs[fi];
    f->op1 = (uint32_t)c->nops;
    f->body = body;
    f->nv = (uint32_t)c->nv - f->v0;
    return 0;
}

/* The value token of key = ... directly inside the dictionary {...} that
 * the tokens [a, b) hold (an attribute dictionary or the properties), or
 * UINT32_MAX. */
static uint32_t dict_value(const ctx *c, uint32_t a, uint32_t b, const char *key)
{
    int d = 0;
    for (uint32_t j = a; j < b; j++) {
        const tok *t = &c->t[j];
        if (t->k == TK_P && t->n == 1 && strchr("([{", t->s[0])) d++;
        else if (t->k == TK_P && t->n == 1 && strchr(")]}", t->s[0])) d--;
        else if (d == 1 && (t->k == TK_ID || t->k == TK_STR) && tok_eq(t, key) && is_p(c, j + 1, "=")) return j + 2;
    }
    return UINT32_MAX;
}

/* "func.func"() <{function_type = (T, ...) -> R, sym_name = "name", ...}>
 * ({ ^bb0(%a: T, ...): ... }) [{attrs}] : () -> ()  (the generic form; the
 * entry block's label gives the arguments) */
static int parse_generic_func(ctx *c)
{
    uint32_t kw = c->p++, pa = 0, pb = 0, aa = 0, ab = 0, after;
    if (!is_p(c, c->p, "(") || !is_p(c, c->p + 1, ")")) return fail_tok(c, c->p, "'()': the generic func.func takes no operands");
    c->p += 2;
    if (is_p(c, c->p, "<")) {
        if (!is_p(c, c->p + 1, "{")) return fail_tok(c, c->p + 1, "'{' of the properties");
        if (skip_group(c, c->p + 1, &after)) return -1;
        if (!is_p(c, after, ">")) return fail_tok(c, after, "'>' closing the properties");
        pa = c->p + 1, pb = after;
        c->p = after + 1;
    }
    if (!is_p(c, c->p, "(") || !is_p(c, c->p + 1, "{")) return fail_tok(c, c->p, "'({' and the body of the generic func.func");
    uint32_t region = c->p;
    if (skip_group(c, c->p, &after)) return -1;
    c->p = after;
    if (is_p(c, c->p, "{")) {
        if (skip_group(c, c->p, &after)) return -1;
        aa = c->p, ab = after;
        c->p = after;
    }
    if (!is_p(c, c->p, ":")) return fail_tok(c, c->p, "': () -> ()' after the generic func.func");
    uint32_t nx;
    if (scan_types(c, c->p + 1, (uint32_t)c->nt, IT_TYPE, &nx)) return -1;
    if (!is_p(c, nx, "->")) return fail_tok(c, nx, "'->' and the result types");
    if (scan_types(c, nx + 1, (uint32_t)c->nt, IT_RTYPE, &nx)) return -1;
    uint32_t end = nx;
    uint32_t sn = dict_value(c, pa, pb, "sym_name");
    if (sn == UINT32_MAX) sn = dict_value(c, aa, ab, "sym_name");
    if (sn == UINT32_MAX || c->t[sn].k != TK_STR) return fail(c, tk_at(c, kw), "the generic func.func needs sym_name = \"NAME\"");
    uint32_t vis = dict_value(c, pa, pb, "sym_visibility");
    if (vis == UINT32_MAX) vis = dict_value(c, aa, ab, "sym_visibility");
    uint32_t ft = dict_value(c, pa, pb, "function_type");
    if (ft == UINT32_MAX) ft = dict_value(c, aa, ab, "function_type");
    func *f;
    if (new_func(c, &f)) return -1;
    size_t fi = c->nfuncs - 1;
    f->is_private = vis != UINT32_MAX && tok_eq(&c->t[vis], "private");
    f->name = sn;
    const tok *nm = &c->t[sn];
    if (!grow((void **)&c->owned, &c->capowned, c->nowned + 1, sizeof *c->owned)) return fail(c, NULL, "out of memory");
    char *key = malloc((size_t)nm->n + 2);
    if (!key) return fail(c, NULL, "out of memory");
    key[0] = '@';
    memcpy(key + 1, nm->s, nm->n);
    key[nm->n + 1] = 0;
    c->owned[c->nowned++] = key;
    int32_t ni = name_index(c, key, nm->n + 1, true);
    if (ni == -2) return fail(c, NULL, "out of memory");
    if (c->names[ni].cur >= 0) {
        uint32_t l, col;
        where(c, tk_at(c, c->funcs[c->names[ni].cur].name), &l, &col);
        return fail(c, tk_at(c, sn), "redefinition of '@" TOKF "' (first defined at line %u)", TOKA(nm), l);
    }
    c->names[ni].cur = (int32_t)fi;
    c->names[ni].blk = -2;
    /* results: the function_type's types after '->' */
    if (ft != UINT32_MAX) {
        uint32_t j = ft;
        if (is_p(c, j, "(") && skip_group(c, j, &j)) return -1;
        if (is_p(c, j, "->")) {
            j++;
            if (is_p(c, j, "(")) {
                uint32_t close;
                if (skip_group(c, j, &close)) return -1;
                for (uint32_t k = j + 1; k + 1 < close; k++)
                    if (is_type_tok(&c->t[k]) && !is_p(c, k, ",")) f->nresults++;
            } else if (is_type_tok(&c->t[j])) {
                f->nresults = 1;
            }
        }
    }
    /* the arguments: the entry block's label */
    uint32_t j = region + 2, na = 0;
    if (c->t[j].k == TK_BLK && is_p(c, j + 1, "(")) {
        j += 2;
        while (!is_p(c, j, ")") && c->t[j].k != TK_EOF) {
            if (c->t[j].k != TK_VAL || !is_p(c, j + 1, ":")) return fail_tok(c, j, "a block argument %name: TYPE");
            if (na == 64) return fail(c, tk_at(c, j), "more than 64 arguments");
            c->funcs[fi].argtype[na++] = j + 2;
            j += 3;
            if (is_p(c, j, "{") && skip_group(c, j, &j)) return -1;
            if (is_p(c, j, ",")) j++;
        }
    }
    f = &c->funcs[fi];
    f->nargs = na;
    f->v0 = (uint32_t)c->nv;
    f->op0 = (uint32_t)c->nops;
    c->p = region + 1;
    int32_t body;
    if (parse_region(c, NULL, 0, &body)) return -1;
    if (!is_p(c, c->p, ")")) return fail_tok(c, c->p, "')' after the body (a function has one region)");
    f = &c->funcs[fi];
    if (c->blocks[body].nargs != na) return fail(c, tk_at(c, region + 2), "internal: generic func.func arguments");
    f->op1 = (uint32_t)c->nops;
    f->body = body;
    f->nv = (uint32_t)c->nv - f->v0;
    c->p = end;
    return 0;
}

static int parse_module(ctx *c)
{
    c->p = 0;
    bool module = false;
    uint32_t mod_open = 0;
    /* top-level aliases (#loc = loc(...), #map = affine_map<...>, !t = type) */
    for (;;) {
        const tok *t = &c->t[c->p];
        if ((t->k == TK_ATTR || t->k == TK_TYPE) && is_p(c, c->p + 1, "=")) {
            c->p += 2;
            while (!op_start(c, c->p) && !is_p(c, c->p, "=") && c->t[c->p].k != TK_ATTR && c->t[c->p].k != TK_TYPE) c->p++;
            if (c->t[c->p].k == TK_ATTR || c->t[c->p].k == TK_TYPE) {
                if (!is_p(c, c->p + 1, "=")) c->p++;
            }
            continue;
        }
        break;
    }
    bool generic_module = c->t[c->p].k == TK_STR && tok_eq(&c->t[c->p], "builtin.module");
    if (generic_module) { /* "builtin.module"() ({ ... }) [{attrs}] : () -> () */
        module = true;
        c->p++;
        if (!is_p(c, c->p, "(") || !is_p(c, c->p + 1, ")") || !is_p(c, c->p + 2, "(") || !is_p(c, c->p + 3, "{"))
            return fail_tok(c, c->p, "'() ({' opening the generic module");
        c->p += 3;
        mod_open = c->p++;
    } else if (is_id(c, c->p, "module") || is_id(c, c->p, "builtin.module")) {
        module = true;
        c->p++;
        if (c->t[c->p].k == TK_SYM) c->p++;
        if (is_id(c, c->p, "attributes")) {
            c->p++;
            uint32_t a;
            if (!is_p(c, c->p, "{")) return fail_tok(c, c->p, "'{' after attributes");
            if (skip_group(c, c->p, &a)) return -1;
            c->p = a;
        }
        if (!is_p(c, c->p, "{")) return fail_tok(c, c->p, "'{' opening the module");
        mod_open = c->p++;
    }
    bool any_func = false;
    for (;;) {
        const tok *t = &c->t[c->p];
        if (t->k == TK_EOF) {
            if (module) return fail(c, tk_at(c, mod_open), "the module's '{' is never closed");
            break;
        }
        if (module && is_p(c, c->p, "}")) {
            c->p++;
            if (generic_module) {
                if (!is_p(c, c->p, ")")) return fail_tok(c, c->p, "')' closing the generic module");
                c->p++;
                uint32_t a;
                if (is_p(c, c->p, "{")) {
                    if (skip_group(c, c->p, &a)) return -1;
                    c->p = a;
                }
                if (!is_p(c, c->p, ":")) return fail_tok(c, c->p, "': () -> ()' after the generic module");
                if (scan_types(c, c->p + 1, (uint32_t)c->nt, IT_TYPE, &a)) return -1;
                if (!is_p(c, a, "->")) return fail_tok(c, a, "'->' after the generic module");
                if (scan_types(c, a + 1, (uint32_t)c->nt, IT_RTYPE, &a)) return -1;
                c->p = a;
            }
            if (c->t[c->p].k != TK_EOF) return fail_tok(c, c->p, "the end of the text after the module");
            break;
        }
        if (t->k == TK_ID && tok_eq(t, "func.func")) {
            if (parse_func(c)) return -1;
            any_func = true;
            continue;
        }
        if (t->k == TK_STR && tok_eq(t, "func.func")) {
            if (parse_generic_func(c)) return -1;
            any_func = true;
            continue;
        }
        if (any_func || module)
            return fail_tok(c, c->p, module ? "func.func or '}' in the module" : "func.func");
        /* no function: the operations are the kernel */
        func *f;
        if (new_func(c, &f)) return -1;
        f->name = UINT32_MAX;
        f->v0 = (uint32_t)c->nv;
        f->op0 = (uint32_t)c->nops;
        int32_t blk;
        if (new_block(c, &blk)) return -1;
        c->depth = 1;
        c->stack_blk[1] = blk;
        c->blocks[blk].arg0 = (uint32_t)c->nv;
        if (parse_block(c, blk, true)) return -1;
        c->depth = 0;
        c->funcs[c->nfuncs - 1].body = blk;
        c->funcs[c->nfuncs - 1].op1 = (uint32_t)c->nops;
        c->funcs[c->nfuncs - 1].nv = (uint32_t)c->nv - c->funcs[c->nfuncs - 1].v0;
        break;
    }
    /* calls: their callee */
    for (size_t i = 0; i < c->nops; i++) {
        op *o = &c->ops[i];
        if (o->kind != OK_CALL) continue;
        uint32_t sym = UINT32_MAX;
        for (uint32_t k = 0; k < o->ni; k++) {
            const item *it = &c->items[o->i0 + k];
            if (it->k == IT_SYM) sym = it->tok;
            else if (it->k == IT_ATTR && o->generic) { /* "func.call"(...) <{callee = @f}> */
                uint32_t v = dict_value(c, it->tok, it->aux + 1, "callee");
                if (v != UINT32_MAX && c->t[v].k == TK_SYM) sym = v;
            }
        }
        if (sym == UINT32_MAX) return fail(c, tk_at(c, o->name), "func.call needs a @callee");
        const tok *st = &c->t[sym];
        int32_t ni = name_index(c, st->s - 1, st->n + 1, false);
        if (ni < 0 || c->names[ni].blk != -2)
            return fail(c, tk_at(c, sym), "call of an undefined function '@" TOKF "'", TOKA(st));
        o->callee = c->names[ni].cur;
    }
    /* liveness: each value dies after its last use (or at its block's end) */
    size_t nops = c->nops, nb = c->nblocks;
    uint32_t *cnt = calloc(nops + nb + 1, sizeof *cnt);
    if (!cnt) return fail(c, NULL, "out of memory");
    for (size_t v = 0; v < c->nv; v++) cnt[c->v[v].last >= 0 ? (size_t)c->v[v].last : nops + (size_t)c->v[v].block]++;
    uint32_t sum = 0;
    for (size_t i = 0; i < nops + nb; i++) {
        uint32_t k = cnt[i];
        if (i < nops) c->ops[i].die0 = sum, c->ops[i].ndie = 0;
        else c->blocks[i - nops].die0 = sum, c->blocks[i - nops].ndie = 0;
        sum += k;
    }
    free(cnt);
    c->dies = malloc((c->nv + 1) * sizeof *c->dies);
    if (!c->dies) return fail(c, NULL, "out of memory");
    for (size_t v = 0; v < c->nv; v++) {
        if (c->v[v].last >= 0) {
            op *o = &c->ops[c->v[v].last];
            c->dies[o->die0 + o->ndie++] = (uint32_t)v;
        } else {
            block *b = &c->blocks[c->v[v].block];
            c->dies[b->die0 + b->ndie++] = (uint32_t)v;
        }
    }
    return 0;
}

/* ---- types ------------------------------------------------------------------- */
enum tykind { TY_NONE = 0, TY_INDEX, TY_INT, TY_FLT, TY_TILE, TY_PTR, TY_TV, TY_PTV, TY_OTHER };
typedef struct ty {
    uint8_t k;
    uint8_t width;         /* TY_INT / TY_INDEX */
    bool uns;              /* uiN */
    unsigned dt;           /* TY_FLT, TY_PTR, TY_TV, TY_PTV: element DataType; TY_INT: S/U of its width */
    ttype tile;            /* TY_TILE */
    uint32_t shape[2];     /* TY_PTV: its static shape (0: dynamic) */
} ty;

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

static size_t ident(cur *s, const char **t)
{
    ws(s);
    *t = s->p;
    while (s->p < s->end && (isalnum((unsigned char)*s->p) || *s->p == '_')) s->p++;
    return (size_t)(s->p - *t);
}

static int elem_type(const char *t, size_t n, unsigned *dt, bool *mask)
{
    static const struct {
        const char *name;
        unsigned dt;
    } map[] = {{"f64", PTO_DT_FP64}, {"f32", PTO_DT_FP32}, {"f16", PTO_DT_FP16}, {"bf16", PTO_DT_BF16},
               {"f8E4M3FN", PTO_DT_E4M3}, {"f8E4M3", PTO_DT_E4M3}, {"f8E5M2", PTO_DT_E5M2}, {"i8", PTO_DT_S8},
               {"i16", PTO_DT_S16}, {"i32", PTO_DT_S32}, {"i64", PTO_DT_S64}, {"si8", PTO_DT_S8}, {"si16", PTO_DT_S16},
               {"si32", PTO_DT_S32}, {"si64", PTO_DT_S64}, {"ui8", PTO_DT_U8}, {"ui16", PTO_DT_U16}, {"ui32", PTO_DT_U32},
               {"ui64", PTO_DT_U64}, {"u8", PTO_DT_U8}, {"u16", PTO_DT_U16}, {"u32", PTO_DT_U32}, {"u64", PTO_DT_U64},
               {"i1", PTO_DT_U8}, {"tf32", PTO_DT_TF32}, {"f8E8M0FNU", PTO_DT_E8M0}};
    *mask = n == 2 && !memcmp(t, "i1", 2);
    for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
        if (strlen(map[i].name) == n && !memcmp(map[i].name, t, n)) {
            *dt = map[i].dt;
            return 0;
        }
    return -1;
}

/* A dimension: digits or '?' (-1); more than 65536 is an error of its own. */
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

/* A Local tile's physical columns are a power of two (DerivedTileRows):
 * an ordinary tile of another width (PTOAS's 7x448) gets the next power of
 * two, its valid shape unchanged. */
static void pow2_cols(ttype *t)
{
    if (t->loc != LOC_VEC && t->loc != LOC_BIAS && t->loc != LOC_SCALING) return;
    uint32_t c = 1;
    while (c < t->cols && c < 65536u) c <<= 1;
    if (c > t->cols) t->cols = c;
}

/* 16x16xf32 */
static int shape_elem(ctx *c, cur *s, ttype *t)
{
    int r, col;
    ws(s);
    const char *at = s->p;
    if (!parse_dim(c, s, &r) || !eat(s, "x") || !parse_dim(c, s, &col) || !eat(s, "x") || r < 0 || col < 0)
        return c->failed ? -1 : fail(c, at, "expected a shape ROWSxCOLSxTYPE such as 16x16xf32");
    const char *e = s->p;
    while (s->p < s->end && isalnum((unsigned char)*s->p)) s->p++;
    if (elem_type(e, (size_t)(s->p - e), &t->dt, &t->is_mask))
        return fail(c, e, "unknown element type '%.*s'; expected f64, f32, f16, bf16, i8..i64, ui8..ui64",
                    (int)(s->p - e > 20 ? 20 : s->p - e), e);
    t->rows = (uint32_t)r;
    t->cols = (uint32_t)col;
    return 0;
}

/* The location of a tile_buf.  The fractal blayout/slayout PTOAS gives a
 * non-vec buffer describe its hardware storage; ptosim stores left, right
 * and acc in the CUBE layouts (the front end chooses CUBE_M16/M32/N8) and
 * bias/scaling RowMajor, so those keys are accepted and not read there. */
static int tile_loc(ctx *c, const char *w, size_t wn, ttype *t)
{
    static const char *const locs[] = {"vec", "mat", "left", "right", "acc", "bias", "scaling"};
    for (unsigned i = 0; i < 7; i++)
        if (ieq(w, wn, locs[i])) {
            t->loc = (uint8_t)i;
            return 0;
        }
    return fail(c, w, "tile location '%.*s' has no ptosim equivalent (vec, mat, left, right, acc, bias, scaling)",
                (int)(wn > 20 ? 20 : wn), w);
}

static int parse_tile_buf(ctx *c, cur *s, ttype *t, const char *at)
{
    t->buf = true;
    t->vr = t->vc = -2; /* unset: full */
    bool col_major = false, have_dt = false;
    const char *col_major_at = NULL;
    cur probe = *s;
    const char *k;
    ident(&probe, &k);
    bool keyed = eat(&probe, "=");
    unsigned seen = 0; /* keys given, one bit each */
    if (!keyed) { /* compact: <vec, 32x32xf32[, valid=RxC][, key=value...]> */
        size_t ln = ident(s, &k);
        if (tile_loc(c, k, ln, t)) return -1;
        if (!eat(s, ",") || shape_elem(c, s, t)) return c->failed ? -1 : fail(c, s->p, "expected ', ROWSxCOLSxTYPE'");
        have_dt = true;
    }
    bool first = keyed;
    for (;;) {
        ws(s);
        if (eat(s, ">")) break;
        if (!first && !eat(s, ",")) return fail(c, s->p, "expected ',' or '>' in !pto.tile_buf");
        first = false;
        size_t n = ident(s, &k);
        if (!n || !eat(s, "=")) return fail(c, s->p, "expected key=value in !pto.tile_buf");
        static const char *const keys[] = {"loc", "dtype", "rows", "cols", "v_row", "v_col", "valid", "blayout",
                                           "slayout", "fractal", "pad", "compact"};
        unsigned ki = 0;
        while (ki < 12 && !ieq(k, n, keys[ki])) ki++;
        if (ki == 12) return fail(c, k, "unknown !pto.tile_buf field '%.*s'", (int)(n > 20 ? 20 : n), k);
        if (seen & (1u << ki)) return fail(c, k, "!pto.tile_buf field '%s' given twice", keys[ki]);
        seen |= 1u << ki;
        ws(s);
        const char *v = s->p;
        if (ki == 6) {
            if (!parse_dim(c, s, &t->vr) || !eat(s, "x") || !parse_dim(c, s, &t->vc))
                return c->failed ? -1 : fail(c, v, "expected valid=ROWSxCOLS ('?' for dynamic)");
            continue;
        }
        if (ki >= 2 && ki <= 5) {
            int x;
            if (!parse_dim(c, s, &x)) return c->failed ? -1 : fail(c, v, "expected a number or '?'");
            if (ki == 4) t->vr = x;
            else if (ki == 5) t->vc = x;
            else if (x < 0) return fail(c, v, "rows and cols must be static");
            else if (ki == 2) t->rows = (uint32_t)x;
            else t->cols = (uint32_t)x;
            continue;
        }
        const char *w;
        size_t wn = ident(s, &w);
        if (!wn) return fail(c, v, "expected a value for '%s'", keys[ki]);
        if (ki == 0) {
            if (tile_loc(c, w, wn, t)) return -1;
        } else if (ki == 1) {
            if (elem_type(w, wn, &t->dt, &t->is_mask)) return fail(c, w, "unknown element type '%.*s'", (int)(wn > 20 ? 20 : wn), w);
            have_dt = true;
        } else if (ki == 7) {
            if (t->loc != LOC_VEC) { /* the CUBE and matrix buffers: the ISA's layout decides (tile_loc) */
            } else if (ieq(w, wn, "col_major")) {
                col_major = true;
                col_major_at = w;
            } else if (!ieq(w, wn, "row_major")) {
                return fail(c, w, "blayout=%.*s has no TEPL bundle equivalent (row_major, or col_major of one row or column)",
                            (int)(wn > 20 ? 20 : wn), w);
            }
        } else if (ki == 8) {
            if (t->loc == LOC_VEC && !ieq(w, wn, "none_box"))
                return fail(c, w, "slayout=%.*s has no TEPL bundle equivalent (none_box only)", (int)(wn > 20 ? 20 : wn), w);
        } else if (ki == 10) {
            /* PTO-AS pad: 0 null, 1 zero, 2 max, 3 min (the Tile Lib numbering) */
            if (wn != 1 || w[0] < '0' || w[0] > '3') return fail(c, w, "pad must be 0 (null), 1 (zero), 2 (max) or 3 (min)");
            t->pad = pto_pad_to_datr((pto_pad)(w[0] - '0'));
        } /* fractal, compact: storage detail with no effect on the TEPL result */
    }
    if (!have_dt) return fail(c, at, "!pto.tile_buf needs dtype=TYPE");
    if (t->vr == -2) t->vr = (int)t->rows;
    if (t->vc == -2) t->vc = (int)t->cols;
    if (!t->rows || !t->cols) return fail(c, at, "!pto.tile_buf needs rows and cols");
    if ((t->vr >= 0 && (uint32_t)t->vr > t->rows) || (t->vc >= 0 && (uint32_t)t->vc > t->cols))
        return fail(c, at, "the valid shape %dx%d exceeds the %ux%u tile", t->vr, t->vc, t->rows, t->cols);
    /* One column (or one row) is stored alike in both orders: the
     * reductions' results and the expansions' broadcasts are col_major
     * RxC1 in PTOAS's output. */
    if (col_major && t->rows != 1 && t->cols != 1)
        return fail(c, col_major_at, "blayout=col_major of a %ux%u tile has no TEPL bundle equivalent (only one row or "
                    "one column is stored alike in both orders)", t->rows, t->cols);
    pow2_cols(t);
    return 0;
}

static int memref_type(ctx *c, uint32_t ti, ty *out);

/* The type written by token ti. */
static int parse_type_tok(ctx *c, uint32_t ti, ty *out)
{
    const tok *tk = &c->t[ti];
    memset(out, 0, sizeof *out);
    out->tile.pad = 3;
    if (tk->k == TK_ID && tk->n > 7 && !memcmp(tk->s, "memref<", 7)) return memref_type(c, ti, out);
    cur s = {tk->s, tk->s + tk->n};
    const char *at = tk->s;
    if (eat(&s, "!pto.tile_buf<") || (tk->n > 5 && !memcmp(tk->s, "<loc=", 5) && eat(&s, "<"))) {
        out->k = TY_TILE;
        return parse_tile_buf(c, &s, &out->tile, at);
    }
    if (eat(&s, "!pto.tile<")) {
        out->k = TY_TILE;
        ttype *t = &out->tile;
        ws(&s);
        if (s.p < s.end && isdigit((unsigned char)*s.p)) {
            if (shape_elem(c, &s, t)) return -1;
        } else { /* <f32, 16, 16> (the Tile Lib docs' spelling) */
            const char *e;
            size_t en = ident(&s, &e);
            int r, col;
            if (elem_type(e, en, &t->dt, &t->is_mask)) return fail(c, e, "unknown element type '%.*s'", (int)(en > 20 ? 20 : en), e);
            if (!eat(&s, ",") || !parse_dim(c, &s, &r) || !eat(&s, ",") || !parse_dim(c, &s, &col) || r < 0 || col < 0)
                return c->failed ? -1 : fail(c, s.p, "expected !pto.tile<TYPE, ROWS, COLS>");
            t->rows = (uint32_t)r;
            t->cols = (uint32_t)col;
        }
        if (!eat(&s, ">")) return fail(c, s.p, "expected '>'");
        t->vr = (int)t->rows;
        t->vc = (int)t->cols;
        pow2_cols(t);
        return 0;
    }
    if (eat(&s, "!pto.ptr<")) {
        out->k = TY_PTR;
        const char *e;
        size_t en = ident(&s, &e);
        bool mk;
        if (elem_type(e, en, &out->dt, &mk)) return fail(c, e, "unknown pointer element type '%.*s'", (int)(en > 20 ? 20 : en), e);
        if (eat(&s, ",")) {
            const char *w;
            size_t wn = ident(&s, &w);
            if (!ieq(w, wn, "gm")) return fail(c, w, "a !pto.ptr to '%.*s' memory has no TLOAD/TSTORE equivalent (gm only)", (int)(wn > 20 ? 20 : wn), w);
        }
        if (!eat(&s, ">")) return fail(c, s.p, "expected '>' closing !pto.ptr");
        return 0;
    }
    bool tv = false;
    if ((tv = eat(&s, "!pto.tensor_view<")) || eat(&s, "!pto.partition_tensor_view<")) {
        out->k = tv ? TY_TV : TY_PTV;
        int dims[8], nd = 0;
        for (;;) {
            ws(&s);
            if (s.p < s.end && (isdigit((unsigned char)*s.p) || *s.p == '?')) {
                if (nd == 8) return fail(c, s.p, "more than 8 dimensions");
                if (!parse_dim(c, &s, &dims[nd])) return c->failed ? -1 : fail(c, s.p, "expected a dimension");
                nd++;
                if (!eat(&s, "x")) return fail(c, s.p, "expected 'x' after a dimension");
                continue;
            }
            break;
        }
        const char *e;
        size_t en = ident(&s, &e);
        bool mk;
        if (elem_type(e, en, &out->dt, &mk)) return fail(c, e, "unknown element type '%.*s'", (int)(en > 20 ? 20 : en), e);
        if (nd >= 2) {
            out->shape[0] = dims[nd - 2] < 0 ? 0 : (uint32_t)dims[nd - 2];
            out->shape[1] = dims[nd - 1] < 0 ? 0 : (uint32_t)dims[nd - 1];
            for (int i = 0; i < nd - 2; i++)
                if (dims[i] != 1) return fail(c, at, "a view of more than two dimensions (other than 1) has no TLOAD/TSTORE equivalent");
        } else if (nd == 1) {
            out->shape[0] = 1;
            out->shape[1] = dims[0] < 0 ? 0 : (uint32_t)dims[0];
        }
        ws(&s);
        if (!eat(&s, ">")) return fail(c, s.p, "expected '>' closing the view type");
        return 0;
    }
    if (tk->k == TK_TYPE) {
        out->k = TY_OTHER;
        return 0;
    }
    const char *e = tk->s;
    size_t en = tk->n;
    if (ieq(e, en, "index")) {
        out->k = TY_INDEX;
        out->width = 64;
        out->dt = PTO_DT_S64;
        return 0;
    }
    if (en >= 2 && (e[0] == 'i' || (e[0] == 'u' && e[1] == 'i') || (e[0] == 's' && e[1] == 'i'))) {
        size_t o = e[0] == 'i' ? 1 : 2;
        unsigned w = 0;
        size_t j = o;
        while (j < en && isdigit((unsigned char)e[j]) && w < 1000) w = w * 10 + (unsigned)(e[j++] - '0');
        if (j == en && j > o) {
            if (w < 1 || w > 64)
                return fail(c, e, "integer type %.*s: ptosim's host runs integers of 1 to 64 bits", (int)(en > 20 ? 20 : en), e);
            out->k = TY_INT;
            out->width = (uint8_t)w;
            out->uns = e[0] == 'u';
            /* the DataType of the width (a scalar operand of a tile must match the tile's width) */
            out->dt = w == 1 ? PTO_DT_U8 : out->uns ? (w <= 8 ? PTO_DT_U8 : w <= 16 ? PTO_DT_U16 : w <= 32 ? PTO_DT_U32 : PTO_DT_U64)
                                                 : (w <= 8 ? PTO_DT_S8 : w <= 16 ? PTO_DT_S16 : w <= 32 ? PTO_DT_S32 : PTO_DT_S64);
            return 0;
        }
    }
    bool mk;
    unsigned dt;
    if (!elem_type(e, en, &dt, &mk) && pto_dtype_class_of(dt) == PTO_DTYPE_FLOAT) {
        out->k = TY_FLT;
        out->dt = dt;
        return 0;
    }
    out->k = TY_OTHER;
    return 0;
}

static const char *dtn(unsigned dt) { return pto_dtype_name(dt) ? pto_dtype_name(dt) : "?"; }

/* ---- run time: frames, tile buffers, emission ------------------------------------ */
typedef struct frame {
    const func *fn;
    rv *v;
} frame;

static rv *fval(frame *fr, uint32_t vid) { return &fr->v[vid - fr->fn->v0]; }

static const char *op_at(const ctx *c, const op *o) { return tk_at(c, o->name); }

/* Records the user's position for every program line written since the last call. */
static int mark_lines(ctx *c, const char *at)
{
    uint32_t l = 0, col = 0;
    if (at) where(c, at, &l, &col);
    if (c->out.oom) return fail(c, at, "out of memory");
    if (c->out.len > PTOAS_MAX_TEXT) return fail(c, at, "the lowered program exceeds %zu MiB", PTOAS_MAX_TEXT >> 20);
    for (size_t i = c->outlines; i < c->out.len; i++) {
        if (c->out.s[i] != '\n') continue;
        if (!grow((void **)&c->pos, &c->cappos, c->npos + 2, sizeof *c->pos)) return fail(c, at, "out of memory");
        c->pos[c->npos++] = l;
        c->pos[c->npos++] = col;
    }
    c->outlines = c->out.len;
    return 0;
}

static int new_buf(ctx *c, const ttype *t)
{
    int32_t b;
    if (c->free_buf >= 0) {
        b = c->free_buf;
        c->free_buf = c->bufs[b].next_free;
    } else {
        if (!grow((void **)&c->bufs, &c->capbufs, c->nbufs + 1, sizeof *c->bufs)) return -1;
        b = (int32_t)c->nbufs++;
    }
    tbuf *u = &c->bufs[b];
    memset(u, 0, sizeof *u);
    u->slot = -1;
    u->refs = 1;
    u->t = *t;
    u->next_free = -1;
    return b;
}

static void release_slot(ctx *c, int slot)
{
    if (slot < 0) return;
    char nm[8];
    pto_tile_name((unsigned)slot, nm);
    sb_printf(&c->out, ".release %s\n", nm);
    c->slot_used[slot] = false;
}

static void vrange_park(ctx *c, int32_t b);

static void buf_unref(ctx *c, int32_t b)
{
    tbuf *u = &c->bufs[b];
    if (--u->refs > 0) return;
    if (u->pinned) return; /* an output: it keeps its tile */
    vrange_park(c, b);
    release_slot(c, u->slot);
    u->next_free = c->free_buf;
    c->free_buf = b;
}

static void rv_drop(ctx *c, rv *v)
{
    if (v->k == RV_TILE) buf_unref(c, v->buf);
    v->k = RV_NONE;
}

static void rv_copy(ctx *c, rv *dst, const rv *src)
{
    (void)c;
    if (dst->k == RV_TILE) buf_unref(c, dst->buf);
    *dst = *src;
    if (src->k == RV_TILE) c->bufs[src->buf].refs++;
}

static int free_slot(ctx *c, unsigned *hand)
{
    for (;;) {
        for (unsigned h = 0; h < 4; h++)
            for (unsigned i = 0; i < 16; i++)
                if (!c->slot_used[h * 16 + i]) {
                    *hand = h;
                    return (int)(h * 16 + i);
                }
        /* every tile in use: give up the oldest parked planned contents */
        struct vrange *old = NULL;
        for (size_t i = 0; i < c->nvranges; i++) {
            struct vrange *e = &c->vranges[i];
            if (e->buf < 0 && e->slot >= 0 && e->slot != c->keep_slot && (!old || e->seq < old->seq)) old = e;
        }
        if (!old) return -1;
        release_slot(c, old->slot);
        old->slot = -1;
    }
}

/* The Local capacity of a tile: its bytes rounded up to the next legal
 * size (128 B .. 64 KiB, a power of two), the physical columns kept; 0 if
 * it needs more than 64 KiB. */
static uint32_t tile_bytes(const ttype *t)
{
    return pto_local_capacity_for(((uint64_t)t->rows * t->cols * pto_dtype_bits(t->dt) + 7u) / 8u);
}

/* A buffer without a valid shape of its own takes its type's (a dynamic
 * one must have been set). */
static int type_valid(ctx *c, tbuf *u, const char *at)
{
    if (u->have_valid) return 0;
    if (u->t.vr < 0 || u->t.vc < 0) return fail(c, at, "the tile's valid shape is dynamic ('?') and was never set");
    u->vr = (uint32_t)u->t.vr;
    u->vc = (uint32_t)u->t.vc;
    u->have_valid = true;
    return 0;
}

/* ---- planned loc=vec addresses ---------------------------------------------------
 * PTOAS plans the vec buffers as well: tiles of different shapes at one
 * `pto.alloc_tile addr` are one storage (a 16x1 row sum read back as a 1x16
 * row, a 1x1024 row as 8x128).  ptosim's tiles are separate, so the front
 * end keeps, for each planned range, the last contents written to it
 * (ranges are disjoint: a write drops every other range it overlaps), and
 * a tile of that addr and size that is read gets those bytes: the dead
 * writer's tile itself when shape and type agree, else a TSTORE of the
 * writer's tile to scratch GM and a TLOAD in the reader's shape (real
 * bundles; a loc=vec tile's bytes are its row-major image, as the front
 * end takes col_major only of one row or column). */
/* ---- the bundle texts the front end writes in more than one place ------------------- */
/* a0 = base, a1 = byte row stride (PE0), as TLOAD/TSTORE read them. */
static void emit_regs(ctx *c, uint64_t a0, uint64_t a1)
{
    sb_printf(&c->out, ".gpr 0 a0 = 0x%llx\n.gpr 0 a1 = %llu\n", (unsigned long long)a0, (unsigned long long)a1);
}

/* TLOAD of a vr x vc rectangle into a new tile of cols columns and bytes capacity in hand h. */
static void emit_tload(ctx *c, unsigned dt, uint32_t vc, uint32_t vr, uint32_t cols, unsigned h, uint32_t bytes)
{
    sb_printf(&c->out, "BSTART.TLOAD %s\nB.DIM LB0=%u ; B.DIM LB1=%u ; B.DIM LB2=%u\nB.IOR a0, a1\n"
                       "B.IOT mask=1000, last, ->%c<%uB>\nBSTOP\n",
              dtn(dt), vc, vr, cols, hands[h], bytes);
}

/* TSTORE of the tile in slot (its valid region, row-major). */
static void emit_tstore(ctx *c, unsigned dt, int slot)
{
    char nm[8];
    pto_tile_name((unsigned)slot, nm);
    sb_printf(&c->out, "BSTART.TSTORE %s\nB.IOR a0, a1\nB.IOT %s, mask=1000, last\nBSTOP\n", dtn(dt), nm);
}

/* TSTORE of a CUBE tile leaving its layout (M162ND, M322ND, N82ND). */
static void emit_cube_tstore(ctx *c, unsigned dt, const char *layout, uint32_t vc, uint32_t vr, int slot)
{
    char nm[8];
    pto_tile_name((unsigned)slot, nm);
    sb_printf(&c->out, "BSTART.TSTORE %s\nB.DATR layout=%s2ND, dtype=NONE\nB.DIM LB0=%u ; B.DIM LB1=%u\nB.IOR a0, a1\n"
                       "B.IOT %s, mask=1000, last\nBSTOP\n",
              dtn(dt), layout, vc, vr, nm);
}

/* TTRANS of the tile in slot src into a new vr x vc tile of cols columns in hand h. */
static void emit_ttrans(ctx *c, unsigned dt, uint32_t vc, uint32_t vr, uint32_t cols, int src, unsigned h, uint32_t bytes)
{
    char nm[8];
    pto_tile_name((unsigned)src, nm);
    sb_printf(&c->out, "BSTART.SFU TTRANS, %s\nB.DIM LB0=%u ; B.DIM LB1=%u ; B.DIM LB2=%u\nB.IOT %s, mask=1000, last, ->%c<%uB>\nBSTOP\n",
              dtn(dt), vc, vr, cols, nm, hands[h], bytes);
}

/* Scratch GM for moving bytes between tiles of different shapes: the
 * 256 MiB area after the pointer arguments' (each use is a store and its
 * load, one after the other). */
static int scratch_gm(ctx *c, const char *at, uint64_t *addr)
{
    if (c->nptrs >= 15) return fail(c, at, "this needs scratch GM, and the kernel's 15 pointers use all of it");
    *addr = (uint64_t)(c->nptrs + 1) << 28;
    return 0;
}

static uint64_t image_bytes(const ttype *t) { return (uint64_t)t->rows * t->cols * pto_dtype_bits(t->dt) / 8u; }

static bool planned(const tbuf *u) { return u->addressed && u->t.loc == LOC_VEC; }

static bool vrange_overlaps(const struct vrange *e, int64_t lo, uint64_t n)
{
    return e->addr < lo + (int64_t)n && lo < e->addr + (int64_t)e->bytes;
}

static void vrange_remove(ctx *c, size_t i)
{
    if (c->vranges[i].buf < 0) release_slot(c, c->vranges[i].slot);
    c->vranges[i] = c->vranges[--c->nvranges];
}

/* Buffer b was just written: its contents are the newest of its range. */
static int vrange_wrote(ctx *c, int32_t b, const char *at)
{
    const tbuf *u = &c->bufs[b];
    if (!planned(u)) return 0;
    int64_t lo = u->addr;
    uint64_t n = image_bytes(&u->t);
    for (size_t i = 0; i < c->nvranges; i++)
        if (c->vranges[i].buf != b && vrange_overlaps(&c->vranges[i], lo, n)) vrange_remove(c, i--);
    for (size_t i = 0; i < c->nvranges; i++)
        if (c->vranges[i].buf == b) {
            c->vranges[i].seq = ++c->vseq;
            return 0;
        }
    /* The ranges are disjoint, so real plans (a UB of some 200 KiB) stay far
     * below the bound that keeps every lookup a bounded scan. */
    if (c->nvranges == PTOAS_MAX_VRANGES)
        return fail(c, at, "more than %u planned loc=vec ranges hold contents at once (pto.alloc_tile addr)", PTOAS_MAX_VRANGES);
    if (!grow((void **)&c->vranges, &c->capvranges, c->nvranges + 1, sizeof *c->vranges)) return fail(c, at, "out of memory");
    c->vranges[c->nvranges++] = (struct vrange){lo, n, b, -1, u->t, u->vr, u->vc, u->predicate, ++c->vseq};
    return 0;
}

/* Buffer b is dead: if it holds its range's newest contents, its tile is
 * parked there instead of released. */
static void vrange_park(ctx *c, int32_t b)
{
    tbuf *u = &c->bufs[b];
    if (!planned(u)) return;
    for (size_t i = 0; i < c->nvranges; i++) {
        struct vrange *e = &c->vranges[i];
        if (e->buf != b) continue;
        if (u->slot < 0) {
            vrange_remove(c, i);
            return;
        }
        e->buf = -1;
        e->slot = u->slot;
        e->t = u->t;
        e->vr = u->vr;
        e->vc = u->vc;
        e->pred = u->predicate;
        u->slot = -1;
        return;
    }
}

/* Buffer u is about to be read: if its planned range holds contents that
 * another buffer wrote, u gets them.  1: nothing to do here. */
static int vrange_fill(ctx *c, tbuf *u, const char *at)
{
    if (!planned(u)) return 1;
    int32_t b = (int32_t)(u - c->bufs);
    int64_t lo = u->addr;
    uint64_t n = image_bytes(&u->t);
    struct vrange *e = NULL;
    for (size_t i = 0; i < c->nvranges; i++) {
        struct vrange *x = &c->vranges[i];
        if (!vrange_overlaps(x, lo, n)) continue;
        if (x->buf == b) return 1;
        if (e) return fail(c, at, "this %ux%u %s tile at addr = %lld reads bytes that two other tiles wrote (at addr = %lld and "
                                  "%lld); ptosim carries planned contents only between tiles of one addr and size",
                           u->t.rows, u->t.cols, dtn(u->t.dt), (long long)lo, (long long)e->addr, (long long)x->addr);
        e = x;
    }
    if (!e) return 1;
    const tbuf *w = e->buf >= 0 ? &c->bufs[e->buf] : NULL;
    const ttype *st = w ? &w->t : &e->t;
    int sslot = w ? w->slot : e->slot;
    uint32_t svr = w ? w->vr : e->vr, svc = w ? w->vc : e->vc;
    if (e->addr != lo || e->bytes != n)
        return fail(c, at, "this %ux%u %s tile at addr = %lld reads bytes of the %ux%u %s tile written at addr = %lld; ptosim "
                           "carries planned contents only between tiles of one addr and size",
                    u->t.rows, u->t.cols, dtn(u->t.dt), (long long)lo, st->rows, st->cols, dtn(st->dt), (long long)e->addr);
    if (sslot < 0)
        return fail(c, at, "the contents planned at addr = %lld were dropped when all 64 Local tiles were needed",
                    (long long)lo);
    if (w ? w->predicate : e->pred)
        return fail(c, at, "this tile at addr = %lld reads a compare result's bytes as a %s tile; ptosim has no lowering for "
                           "that", (long long)lo, dtn(u->t.dt));
    if (type_valid(c, u, at)) return -1;
    char sn[8];
    pto_tile_name((unsigned)sslot, sn);
    if (!w && st->dt == u->t.dt && st->rows == u->t.rows && st->cols == u->t.cols && svr == u->vr && svc == u->vc) {
        sb_printf(&c->out, "# addr = %lld: %s holds the planned contents\n", (long long)lo, sn);
        release_slot(c, u->slot);
        u->slot = sslot;
        u->predicate = false;
        e->buf = b;
        e->slot = -1;
        e->seq = ++c->vseq;
        return 0;
    }
    if (svr != st->rows || svc != st->cols)
        return fail(c, at, "this %ux%u %s tile at addr = %lld reads the bytes of a %ux%u %s tile whose valid region is %ux%u; "
                           "ptosim carries planned contents only from a tile valid in full",
                    u->t.rows, u->t.cols, dtn(u->t.dt), (long long)lo, st->rows, st->cols, dtn(st->dt), svr, svc);
    if (pto_dtype_bits(st->dt) < 8 || pto_dtype_bits(u->t.dt) < 8)
        return fail(c, at, "planned contents of 4-bit tiles are not supported by this front end");
    uint64_t scratch = 0;
    if (scratch_gm(c, at, &scratch)) return -1;
    uint32_t bytes = tile_bytes(&u->t);
    if (!bytes) return fail(c, at, "a %ux%u %s tile needs more than the 64 KiB of a Local tile", u->t.rows, u->t.cols, dtn(u->t.dt));
    unsigned hand;
    c->keep_slot = sslot;
    int slot = free_slot(c, &hand);
    c->keep_slot = -1;
    if (slot < 0) return fail(c, at, "all 64 Local tiles are in use");
    unsigned seb = pto_dtype_bits(st->dt) / 8u, deb = pto_dtype_bits(u->t.dt) / 8u;
    sb_printf(&c->out, "# addr = %lld: the %ux%u %s contents of %s read as %ux%u %s, through scratch GM\n", (long long)lo,
              st->rows, st->cols, dtn(st->dt), sn, u->t.rows, u->t.cols, dtn(u->t.dt));
    emit_regs(c, scratch, (uint64_t)st->cols * seb);
    emit_tstore(c, st->dt, sslot);
    sb_printf(&c->out, ".gpr 0 a1 = %llu\n", (unsigned long long)u->t.cols * deb);
    emit_tload(c, u->t.dt, u->vc, u->vr, u->t.cols, hand, bytes);
    c->slot_used[slot] = true;
    release_slot(c, u->slot);
    u->slot = slot;
    u->predicate = false;
    return vrange_wrote(c, b, at);
}

static const ptoas_binding *input_for(ctx *c, const char *name, size_t n)
{
    for (size_t i = 0; i < c->ninputs; i++)
        if (strlen(c->inputs[i].name) == n && !memcmp(c->inputs[i].name, name, n)) {
            c->input_used[i] = true;
            return &c->inputs[i];
        }
    return NULL;
}

/* Simulator control: configure a tile for buffer u and fill its valid
 * region from host data. */
static int host_fill(ctx *c, tbuf *u, const ptoas_binding *in, const char *at)
{
    unsigned bits = pto_dtype_bits(u->t.dt);
    uint64_t want = (uint64_t)u->vr * u->vc * bits / 8u;
    if (!in->literals && in->len != want)
        return fail(c, at, "host data for '%s' has %zu bytes; the %ux%u valid region of %s needs %llu", in->name, in->len,
                    u->vr, u->vc, dtn(u->t.dt), (unsigned long long)want);
    uint32_t bytes = tile_bytes(&u->t);
    if (!bytes) return fail(c, at, "a %ux%u %s tile needs more than the 64 KiB of a Local tile", u->t.rows, u->t.cols, dtn(u->t.dt));
    unsigned hand;
    int slot = free_slot(c, &hand);
    if (slot < 0) return fail(c, at, "all 64 Local tiles are in use");
    char nm[8];
    pto_tile_name((unsigned)slot, nm);
    sb_printf(&c->out, ".tile %s %s size=%uB cols=%u valid=%ux%u mask=1000\n.fill %s pe=0 =", nm, dtn(u->t.dt), bytes,
              u->t.cols, u->vr, u->vc, nm);
    const char *lit = in->literals;
    for (uint64_t i = 0; i < (uint64_t)u->vr * u->vc; i++) {
        uint64_t x = 0;
        if (lit) {
            char tk[80], e[160];
            size_t n = strcspn(lit, ",");
            if (!*lit || n >= sizeof tk)
                return fail(c, at, "host data for '%s' has fewer than the %ux%u values of the valid region", in->name, u->vr, u->vc);
            memcpy(tk, lit, n);
            tk[n] = 0;
            if (pto_literal_encode(u->t.dt, tk, &x, e, sizeof e)) return fail(c, at, "host data for '%s': %s", in->name, e);
            lit += n + (lit[n] == ',');
        } else {
            for (unsigned b = 0; b < bits / 8u; b++) x |= (uint64_t)in->bytes[i * bits / 8u + b] << (8 * b);
        }
        sb_printf(&c->out, " 0x%llx", (unsigned long long)x);
    }
    if (lit && *lit) return fail(c, at, "host data for '%s' has more than the %ux%u values of the valid region", in->name, u->vr, u->vc);
    sb_printf(&c->out, "\n");
    c->slot_used[slot] = true;
    release_slot(c, u->slot);
    u->slot = slot;
    return vrange_wrote(c, (int32_t)(u - c->bufs), at);
}

/* A buffer read before anything wrote it: simulator control gives it a
 * tile whose elements are all undefined (what uninitialised memory holds). */
static int ensure_contents(ctx *c, tbuf *u, const char *at)
{
    int planned_r = vrange_fill(c, u, at);
    if (planned_r <= 0) return planned_r;
    if (u->slot >= 0) return 0;
    if (type_valid(c, u, at)) return -1;
    uint32_t bytes = tile_bytes(&u->t);
    if (!bytes) return fail(c, at, "a %ux%u %s tile needs more than the 64 KiB of a Local tile", u->t.rows, u->t.cols, dtn(u->t.dt));
    unsigned hand;
    int slot = free_slot(c, &hand);
    if (slot < 0) return fail(c, at, "all 64 Local tiles are in use");
    char nm[8];
    pto_tile_name((unsigned)slot, nm);
    sb_printf(&c->out, ".tile %s %s size=%uB cols=%u valid=%ux%u mask=1000   # never written: undefined\n", nm, dtn(u->t.dt),
              bytes, u->t.cols, u->vr, u->vc);
    c->slot_used[slot] = true;
    u->slot = slot;
    return 0;
}

/* A pointer argument's place in global memory: 256 MiB apart from
 * 0x10000000 on; its host data is written there by a .mem directive. */
static int place_ptr(ctx *c, gptr *p, const char *at)
{
    if (p->placed) return 0;
    p->placed = true;
    unsigned dt = p->dt, eb = pto_dtype_bits(dt) / 8u;
    const tok *nt = &c->t[p->tok];
    const ptoas_binding *in = p->in;
    if (!in) {
        p->placeholder = true; /* --emit bundles without --in data */
        sb_printf(&c->out, "# .mem 0x%llx %s = <no --in data for %%%.*s>\n", (unsigned long long)p->gm, dtn(dt),
                  (int)nt->n, nt->s);
        return 0;
    }
    if (in->len > ((uint64_t)1 << 28)) return fail(c, at, "host data for '%s' exceeds 256 MiB", in->name);
    if (in->bytes && in->len % eb)
        return fail(c, at, "host data for '%s' has %zu bytes, not a whole number of %s elements", in->name, in->len, dtn(dt));
    sb_printf(&c->out, ".mem 0x%llx %s =", (unsigned long long)p->gm, dtn(dt));
    if (in->literals) {
        const char *lit = in->literals;
        while (*lit) {
            char tk[80];
            size_t n = strcspn(lit, ",");
            if (n == 0 || n >= sizeof tk) return fail(c, at, "host data for '%s': an empty or overlong value", in->name);
            memcpy(tk, lit, n);
            tk[n] = 0;
            uint64_t x;
            char e[160];
            if (pto_literal_encode(dt, tk, &x, e, sizeof e)) return fail(c, at, "host data for '%s': %s", in->name, e);
            sb_printf(&c->out, " 0x%llx", (unsigned long long)x);
            p->gm_len += eb;
            lit += n + (lit[n] == ',');
            if (p->gm_len > ((uint64_t)1 << 28)) return fail(c, at, "host data for '%s' exceeds 256 MiB", in->name);
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

static int set_output_name(ctx *c, pto_ptoas_output *o, const char *name, size_t n)
{
    o->name = malloc(n + 1);
    if (!o->name) return fail(c, NULL, "out of memory");
    memcpy(o->name, name, n);
    o->name[n] = 0;
    return 0;
}

/* A pto.tstore target: the rectangle it wrote in global memory. */
static int add_gm_output(ctx *c, const gptr *p, uint64_t addr, uint32_t rows, uint32_t cols, uint64_t stride,
                         unsigned eb, const char *at)
{
    ptoas_result *r = c->res;
    const tok *nt = &c->t[p->tok];
    unsigned i = 0;
    while (i < r->noutputs && !(strlen(r->outputs[i].name) == nt->n && !memcmp(r->outputs[i].name, nt->s, nt->n))) i++;
    if (i == r->noutputs) {
        if (r->noutputs == sizeof r->outputs / sizeof r->outputs[0]) return fail(c, at, "more than 32 outputs");
        memset(&r->outputs[i], 0, sizeof r->outputs[i]);
        if (set_output_name(c, &r->outputs[i], nt->s, nt->n)) return -1;
        r->noutputs++;
    }
    pto_ptoas_output *o = &r->outputs[i];
    /* the bounding rectangle of every store to the pointer, in rows of the
     * common row stride from the pointer's base; stores of different row
     * strides give the byte range that covers them all (one row) */
    if (o->in_gm && o->elem_bytes == eb) {
        uint64_t base = p->gm, S = o->stride;
        uint64_t a0 = o->addr - base, a1 = addr - base;
        uint64_t end_old = o->addr + (uint64_t)(o->rows - 1u) * o->stride + (uint64_t)o->cols * eb;
        uint64_t end_new = addr + (uint64_t)(rows - 1u) * stride + (uint64_t)cols * eb;
        if (S == stride && S && (uint64_t)o->cols * eb <= S && (uint64_t)cols * eb <= S) {
            uint64_t r0 = a0 / S < a1 / S ? a0 / S : a1 / S;
            uint64_t c0 = a0 % S < a1 % S ? a0 % S : a1 % S;
            uint64_t r_end = a0 / S + o->rows > a1 / S + rows ? a0 / S + o->rows : a1 / S + rows;
            uint64_t c_end = a0 % S + (uint64_t)o->cols * eb > a1 % S + (uint64_t)cols * eb ? a0 % S + (uint64_t)o->cols * eb
                                                                                           : a1 % S + (uint64_t)cols * eb;
            if (c_end <= S && (c_end - c0) % eb == 0) {
                o->addr = base + r0 * S + c0;
                o->rows = (uint32_t)(r_end - r0);
                o->cols = (uint32_t)((c_end - c0) / eb);
                return 0;
            }
        }
        uint64_t lo = addr < o->addr ? addr : o->addr, hi = end_old > end_new ? end_old : end_new;
        o->addr = lo;
        o->rows = 1;
        o->cols = (uint32_t)((hi - lo) / eb);
        o->stride = hi - lo;
        return 0;
    }
    o->in_gm = true;
    o->addr = addr;
    o->rows = rows;
    o->cols = cols;
    o->stride = stride;
    o->elem_bytes = eb;
    return 0;
}

/* ---- operands and attributes ------------------------------------------------------ */
typedef struct opnds {
    uint32_t val[72], out[4], type[72], rtype[72], attr[8], key[16];
    uint32_t nval, nout, ntype, nrtype, nattr, nkey, word, lit, sym;
} opnds;

static int get_opnds(ctx *c, const op *o, opnds *p)
{
    memset(p, 0, sizeof *p);
    p->word = p->lit = p->sym = UINT32_MAX;
    for (uint32_t k = 0; k < o->ni; k++) {
        const item *it = &c->items[o->i0 + k];
        uint32_t *arr = NULL, *n = NULL, cap = 72;
        switch (it->k) {
        case IT_VAL: arr = p->val, n = &p->nval; break;
        case IT_OUT: arr = p->out, n = &p->nout, cap = 4; break;
        case IT_TYPE: arr = p->type, n = &p->ntype; break;
        case IT_OUTTYPE: continue;
        case IT_RTYPE: arr = p->rtype, n = &p->nrtype; break;
        case IT_ATTR: arr = p->attr, n = &p->nattr, cap = 8; break;
        case IT_KEY: arr = p->key, n = &p->nkey, cap = 16; break;
        case IT_WORD: p->word = it->tok; continue;
        case IT_LIT: p->lit = it->tok; continue;
        case IT_SYM: p->sym = it->tok; continue;
        default: continue;
        }
        if (*n == cap) return fail(c, tk_at(c, it->tok), "too many operands");
        arr[(*n)++] = it->k == IT_ATTR || it->k == IT_KEY ? o->i0 + k : it->tok;
    }
    return 0;
}

/* The value token of `key = V` in the operation's attribute dictionaries,
 * UINT32_MAX if absent; *last_tok the value's last token. */
static uint32_t attr_find(const ctx *c, const opnds *p, const char *key)
{
    for (uint32_t a = 0; a < p->nattr; a++) {
        const item *it = &c->items[p->attr[a]];
        uint32_t v = dict_value(c, it->tok, it->aux + 1, key);
        if (v != UINT32_MAX) return v;
    }
    return UINT32_MAX;
}

/* PTO-AS compare names (numbering EQ NE LT LE GT GE) -> pto_cmp. */
static int cmp_mode(ctx *c, uint32_t vt)
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
    const tok *t = T(c, vt);
    if (t->k == TK_INT && t->n == 1 && t->s[0] >= '0' && t->s[0] <= '5') return t->s[0] - '0';
    const char *q = t->s, *end = t->s + t->n, *w;
    if (t->k != TK_ATTR) return fail_tok(c, vt, "a compare mode such as #pto<cmp gt>");
    if (end - q > 9 && !memcmp(q, "#pto<cmp ", 9)) q += 9;
    else if (end - q > 9 && !memcmp(q, "#pto.cmp<", 9)) q += 9;
    else return fail(c, t->s, "expected #pto<cmp MODE> or #pto.cmp<MODE>");
    while (q < end && *q == ' ') q++;
    w = q;
    while (q < end && (isalnum((unsigned char)*q) || *q == '_')) q++;
    size_t wn = (size_t)(q - w);
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (ieq(w, wn, names[i].name)) {
            if (names[i].manual) warn(c, t->s, "compare mode spelled as in the PTO IR manual; PTOAS writes #pto<cmp eq|ne|lt|le|gt|ge>");
            return names[i].mode;
        }
    return fail(c, w, "unknown compare mode '%.*s'; expected eq, ne, lt, le, gt or ge", (int)(wn > 30 ? 30 : wn), w);
}

/* The word of an enum attribute #pto<KIND WORD> (or #pto.KIND<WORD>) among
 * names: its index, or -1 after a located error. */
static int enum_attr(ctx *c, uint32_t vt, const char *kind, const char *const *names, int n, const char *expect)
{
    const tok *t = T(c, vt);
    const char *q = t->s, *end = t->s + t->n, *w;
    size_t kn = strlen(kind);
    if (t->k != TK_ATTR) return fail(c, t->s, "expected #pto<%s %s>", kind, expect);
    if ((size_t)(end - q) > kn + 5 && !memcmp(q, "#pto<", 5) && !memcmp(q + 5, kind, kn) && q[5 + kn] == ' ') q += 6 + kn;
    else if ((size_t)(end - q) > kn + 6 && !memcmp(q, "#pto.", 5) && !memcmp(q + 5, kind, kn) && q[5 + kn] == '<') q += 6 + kn;
    else return fail(c, t->s, "expected #pto<%s %s>", kind, expect);
    while (q < end && *q == ' ') q++;
    w = q;
    while (q < end && (isalnum((unsigned char)*q) || *q == '_')) q++;
    size_t wn = (size_t)(q - w);
    for (int i = 0; i < n; i++)
        if (strlen(names[i]) == wn && !memcmp(w, names[i], wn)) return i;
    return fail(c, w, "unknown %s '%.*s'; expected %s", kind, (int)(wn > 30 ? 30 : wn), w, expect);
}

/* ---- scalars ----------------------------------------------------------------------- */
static uint64_t wmask(unsigned w) { return w >= 64 ? ~0ull : ((1ull << w) - 1u); }
static int64_t sext(uint64_t x, unsigned w) { return w >= 64 ? (int64_t)x : (int64_t)((x ^ (1ull << (w - 1))) - (1ull << (w - 1))); }

static void rv_int(rv *v, const ty *t, uint64_t x)
{
    memset(v, 0, sizeof *v);
    v->k = RV_SCALAR;
    v->sk = t->k == TY_INDEX ? SK_INDEX : SK_INT;
    v->width = t->width;
    v->is_unsigned = t->uns;
    v->dt = t->dt;
    v->bits = x & wmask(t->width);
}

static void rv_flt(rv *v, unsigned dt, uint64_t bits)
{
    memset(v, 0, sizeof *v);
    v->k = RV_SCALAR;
    v->sk = SK_FLT;
    v->dt = dt;
    v->bits = bits;
}

/* A literal (token text, or --in text) of type t. */
static int scalar_literal(ctx *c, const char *s, size_t n, const ty *t, rv *out, const char *at)
{
    char buf[96], e[160];
    if (n == 0 || n >= sizeof buf) return fail(c, at, "bad literal");
    memcpy(buf, s, n);
    buf[n] = 0;
    if (t->k == TY_INT || t->k == TY_INDEX) {
        if (t->width == 1 && (!strcmp(buf, "true") || !strcmp(buf, "false"))) {
            rv_int(out, t, buf[0] == 't');
            return 0;
        }
        char *end;
        bool neg = buf[0] == '-';
        errno = 0;
        uint64_t mag = strtoull(buf + neg, &end, 0);
        if (*end || end == buf + neg || errno || !isdigit((unsigned char)buf[neg]))
            return fail(c, at, "'%s' is not an integer", buf);
        unsigned w = t->width;
        /* signless: the signed or the unsigned range of the width */
        bool ok = neg ? (w >= 64 ? mag <= (1ull << 63) : mag <= (1ull << (w - 1))) : (mag <= wmask(w));
        if (w == 1) ok = !neg && mag <= 1;
        if (!ok) return fail(c, at, "'%s' does not fit %s%u", buf, t->k == TY_INDEX ? "index (" : "i", w);
        rv_int(out, t, neg ? (uint64_t)0 - mag : mag);
        return 0;
    }
    if (t->k == TY_FLT) {
        uint64_t bits;
        if (buf[0] == '0' && (buf[1] == 'x' || buf[1] == 'X')) { /* the raw encoding */
            if (pto_literal_encode(t->dt, buf, &bits, e, sizeof e)) return fail(c, at, "%s", e);
        } else if (pto_literal_encode(t->dt, buf, &bits, e, sizeof e)) {
            return fail(c, at, "%s", e);
        }
        rv_flt(out, t->dt, bits);
        return 0;
    }
    return fail(c, at, "a literal of this type is not supported (integers, index and floats are)");
}

static double flt_value(const rv *v)
{
    double d = 0;
    pto_dtype_to_double(v->dt, v->bits, &d);
    return d;
}

/* A double rounded to nearest even in dt ("%.17g" reads back to the same
 * double, which pto_literal_encode rounds once). */
static int flt_from_double(ctx *c, double d, unsigned dt, uint64_t *bits, const char *at)
{
    char buf[64], e[160];
    if (isnan(d)) snprintf(buf, sizeof buf, "nan");
    else if (isinf(d)) snprintf(buf, sizeof buf, d < 0 ? "-inf" : "inf");
    else snprintf(buf, sizeof buf, "%.17g", d);
    if (pto_literal_encode(dt, buf, bits, e, sizeof e)) {
        if (!isinf(d) && !isnan(d)) { /* beyond the finite range: the infinity of the sign */
            snprintf(buf, sizeof buf, d < 0 ? "-inf" : "inf");
            if (!pto_literal_encode(dt, buf, bits, e, sizeof e)) return 0;
        }
        return fail(c, at, "%s", e);
    }
    return 0;
}

static int want_scalar(ctx *c, const rv *v, uint32_t ti, bool flt)
{
    if (v->k != RV_SCALAR || (flt ? v->sk != SK_FLT : v->sk == SK_FLT))
        return fail(c, tk_at(c, ti), "'%%" TOKF "' is not %s scalar", TOKA(&c->t[ti]), flt ? "a float" : "an integer or index");
    return 0;
}

/* ---- tile operations ------------------------------------------------------------ */
static int issue(ctx *c, const op *o)
{
    if (++c->issued > PTOAS_MAX_ISSUED)
        return fail(c, op_at(c, o), "the kernel issues more than %u operations", PTOAS_MAX_ISSUED);
    return 0;
}

/* Pins buffer b when it holds an output of the kernel. */
static int tile_result(ctx *c, frame *fr, uint32_t vid, const ttype *t, int32_t *b_out)
{
    int32_t b = new_buf(c, t);
    if (b < 0) return fail(c, NULL, "out of memory");
    rv *v = fval(fr, vid);
    rv_drop(c, v);
    memset(v, 0, sizeof *v);
    v->k = RV_TILE;
    v->buf = b;
    *b_out = b;
    return 0;
}

/* ---- CUBE tiles: loc=mat/left/right/acc/bias/scaling ------------------------------
 * PTOAS's matrix data flow is GM -> loc=mat (TLOAD) -> loc=left / right /
 * bias (TMOV) -> TMATMUL* into loc=acc -> GM (TSTORE).  ptosim's ISA has no
 * mat buffer: its CUBE TLOAD converts GM straight into a CUBE layout.  So
 * a TLOAD into loc=mat only records its GM rectangle (no bundle), and the
 * TMOV that names the buffer's use issues the load: CUBE TLOAD ND2M16 (at
 * most 16 rows) or ND2M32 (at most 32) into a left tile, ND2N8 into a
 * right tile, an ordinary TLOAD into a bias or scaling tile.  A TSTORE
 * issued between the staged TLOAD and its TMOV is an error (the TMOV would
 * read GM later than PTOAS's TLOAD did).  A TLOAD straight into left/right
 * is the same CUBE TLOAD; a TSTORE of an acc (or left/right) tile is the
 * CUBE TSTORE M162ND / M322ND / N82ND of its layout. */
static bool cube_loc(unsigned loc) { return loc == LOC_MAT || loc == LOC_LEFT || loc == LOC_RIGHT || loc == LOC_ACC; }

static const char *loc_name(unsigned loc)
{
    static const char *const n[] = {"vec", "mat", "left", "right", "acc", "bias", "scaling"};
    return loc < 7 ? n[loc] : "?";
}

/* The Local capacity of a CUBE tile of this layout and valid shape (its
 * 128-byte cells rounded up to a legal size), 0 if the layout holds none. */
static uint32_t cube_bytes(unsigned layout, unsigned dt, uint32_t vr, uint32_t vc)
{
    unsigned bits = pto_dtype_bits(dt);
    if (bits < 4 || bits > 32 || !vr || !vc) return 0;
    uint32_t cr = layout == PTO_LAYOUT_CUBE_M16 ? 16 : layout == PTO_LAYOUT_CUBE_M32 ? 32 : 128u / bits;
    uint32_t cc = layout == PTO_LAYOUT_CUBE_N8 ? 8 : layout == PTO_LAYOUT_CUBE_M16 ? 64u / bits : 32u / bits;
    if (!cc || (layout != PTO_LAYOUT_CUBE_N8 && vr > cr)) return 0;
    uint64_t rows = layout == PTO_LAYOUT_CUBE_N8 ? (vr + cr - 1u) / cr * cr : cr, cols = (vc + cc - 1u) / cc * cc;
    return pto_local_capacity_for(rows * cols * bits / 8u);
}

static const char *cube_layout_name(unsigned layout)
{
    return layout == PTO_LAYOUT_CUBE_M16 ? "M16" : layout == PTO_LAYOUT_CUBE_M32 ? "M32" : "N8";
}

/* Writes the load of a vr x vc rectangle at addr (row stride in bytes)
 * into buffer d of location loc: a CUBE TLOAD for left/right, an ordinary
 * TLOAD for bias/scaling. */
/* ---- column-major GM views (strides [1, S]) ---------------------------------------------
 * Element (r, c) of a vr x vc rectangle is at addr + (r + c * S) * eb: the
 * row-major vc x vr rectangle of row stride S.  TLOAD/TSTORE address GM
 * row-major only, so a load is a TLOAD of that transposed rectangle and a
 * TTRANS, a store a TTRANS and a TSTORE of it (real bundles). */
static int dn_temp(ctx *c, unsigned dt, uint32_t vr, uint32_t vc, uint32_t *bytes, const char *at)
{
    *bytes = pto_local_capacity_for((uint64_t)vr * vc * (pto_dtype_bits(dt) / 8u));
    if (!*bytes)
        return fail(c, at, "a column-major %ux%u %s view needs its %ux%u transpose in one Local tile (at most 64 KiB)", vr, vc,
                    dtn(dt), vc, vr);
    return 0;
}

/* Loads into a new tile (cols physical columns, bytes capacity; its slot in
 * *slot_out) the vr x vc rectangle at addr of column stride sbytes. */
static int dn_load(ctx *c, unsigned dt, uint32_t vr, uint32_t vc, uint32_t cols, uint32_t bytes, uint64_t addr,
                   uint64_t sbytes, int *slot_out, const char *at)
{
    uint32_t tb;
    if (dn_temp(c, dt, vr, vc, &tb, at)) return -1;
    unsigned h1, h2;
    int t = free_slot(c, &h1);
    if (t < 0) return fail(c, at, "all 64 Local tiles are in use");
    c->slot_used[t] = true;
    int d = free_slot(c, &h2);
    if (d < 0) {
        c->slot_used[t] = false;
        return fail(c, at, "all 64 Local tiles are in use");
    }
    sb_printf(&c->out, "# a column-major view: its transpose, then TTRANS\n");
    emit_regs(c, addr, sbytes);
    emit_tload(c, dt, vr, vc, vr, h1, tb);
    emit_ttrans(c, dt, vc, vr, cols, t, h2, bytes);
    c->slot_used[d] = true;
    release_slot(c, t);
    *slot_out = d;
    return 0;
}

/* Stores tile u's valid region to the column-major rectangle at addr. */
static int dn_store(ctx *c, const tbuf *u, uint64_t addr, uint64_t sbytes, const char *at)
{
    unsigned dt = u->t.dt;
    uint32_t tb;
    if (dn_temp(c, dt, u->vr, u->vc, &tb, at)) return -1;
    unsigned hand;
    int t = free_slot(c, &hand);
    if (t < 0) return fail(c, at, "all 64 Local tiles are in use");
    sb_printf(&c->out, "# a column-major view: TTRANS, then a TSTORE of the transpose\n");
    emit_ttrans(c, dt, u->vr, u->vc, u->vr, u->slot, hand, tb);
    emit_regs(c, addr, sbytes);
    emit_tstore(c, dt, t);
    c->slot_used[t] = true;
    release_slot(c, t);
    return 0;
}

static int cube_load_into(ctx *c, tbuf *d, unsigned loc, unsigned dt, uint32_t vr, uint32_t vc, uint64_t addr,
                          uint64_t stride, bool dn, const char *at)
{
    if (dn) { /* column-major GM: made row-major in scratch GM first (the CUBE TLOAD reads row-major GM) */
        unsigned eb = pto_dtype_bits(dt) / 8u;
        uint32_t bytes = pto_local_capacity_for((uint64_t)vr * vc * eb);
        if (!bytes) return fail(c, at, "a %ux%u %s tile needs more than the 64 KiB of a Local tile", vr, vc, dtn(dt));
        uint64_t scratch = 0;
        int slot;
        if (scratch_gm(c, at, &scratch) || dn_load(c, dt, vr, vc, vc, bytes, addr, stride, &slot, at)) return -1;
        emit_regs(c, scratch, (uint64_t)vc * eb);
        emit_tstore(c, dt, slot);
        release_slot(c, slot);
        addr = scratch;
        stride = (uint64_t)vc * eb;
    }
    unsigned layout = 0;
    uint32_t bytes;
    if (loc == LOC_LEFT) {
        if (vr > 32)
            return fail(c, at, "a %ux%u left tile has no CUBE layout (CUBE_M16 holds at most 16 rows, CUBE_M32 32)", vr, vc);
        layout = vr <= 16 ? PTO_LAYOUT_CUBE_M16 : PTO_LAYOUT_CUBE_M32;
    } else if (loc == LOC_RIGHT) {
        layout = PTO_LAYOUT_CUBE_N8;
    } else if (loc != LOC_BIAS && loc != LOC_SCALING) {
        return fail(c, at, "a load into a loc=%s tile has no ptosim lowering (left, right, bias, scaling, or a TLOAD into "
                    "mat or vec)", loc_name(loc));
    }
    bytes = layout ? cube_bytes(layout, dt, vr, vc) : tile_bytes(&d->t);
    if (!bytes) return fail(c, at, "a %ux%u %s tile has no %s storage in ptosim", vr, vc, dtn(dt), layout ? "CUBE" : "Local");
    unsigned hand;
    int slot = free_slot(c, &hand);
    if (slot < 0) return fail(c, at, "all 64 Local tiles are in use");
    static const char *const pads[4] = {"Zero", "Max", "Min", "Null"};
    emit_regs(c, addr, stride);
    if (layout)
        sb_printf(&c->out, "BSTART.TLOAD %s\nB.DATR layout=ND2%s, pad=%s, dtype=NONE\nB.DIM LB0=%u ; B.DIM LB1=%u\n"
                           "B.IOR a0, a1\nB.IOT mask=1000, last, ->%c<%uB>\nBSTOP\n",
                  dtn(dt), cube_layout_name(layout), pads[d->t.pad & 3u], vc, vr, hands[hand], bytes);
    else
        emit_tload(c, dt, vc, vr, d->t.cols, hand, bytes);
    c->slot_used[slot] = true;
    int old = d->slot;
    d->slot = slot;
    d->layout = layout;
    d->staged = d->predicate = false;
    d->vr = vr;
    d->vc = vc;
    d->have_valid = true;
    release_slot(c, old);
    return 0;
}

/* pto.tload / pto.tstore of a mat, left, right or acc buffer (the view
 * checks done): addr and the byte row stride in GM. */
static int cube_ldst(ctx *c, const op *o, tbuf *u, gptr *ptr, uint64_t addr, uint64_t stride, unsigned eb,
                     bool load, uint32_t tt, bool dn)
{
    const char *at = tk_at(c, tt);
    unsigned loc = u->t.loc;
    if (load) {
        if (loc == LOC_ACC)
            return fail(c, at, "a TLOAD into loc=acc has no ptosim lowering (the accumulator is made by pto.tmatmul)");
        if (loc != LOC_MAT) return cube_load_into(c, u, loc, u->t.dt, u->vr, u->vc, addr, stride, dn, op_at(c, o));
        release_slot(c, u->slot); /* the staged data replaces what the buffer held */
        u->slot = -1;
        u->layout = 0;
        u->staged = true;
        u->st_addr = addr;
        u->st_stride = stride;
        u->st_dn = dn;
        u->st_ptr = (int32_t)(ptr - c->ptrs);
        u->st_epoch = ptr->stores;
        return 0;
    }
    if (dn) return fail(c, at, "a TSTORE of a loc=%s tile to a column-major view has no ptosim lowering", loc_name(loc));
    if (loc == LOC_MAT)
        return fail(c, at, "a TSTORE of a loc=mat tile has no ptosim lowering (its data exists only once a TMOV moves it "
                    "to left/right/bias)");
    if (u->slot < 0 || !u->layout)
        return fail(c, at, "the loc=%s tile is stored before anything wrote it", loc_name(loc));
    emit_regs(c, addr, stride);
    emit_cube_tstore(c, u->t.dt, cube_layout_name(u->layout), u->vc, u->vr, u->slot);
    ptr->stores++;
    return add_gm_output(c, ptr, addr, u->vr, u->vc, stride, eb, op_at(c, o));
}

/* The destination buffer of a tile operation: the DPS buffer, or a new
 * buffer for the result value. */
static int cube_dest(ctx *c, frame *fr, const op *o, tbuf *dstb, const ttype *dtype, tbuf **d)
{
    if (dstb) {
        *d = dstb;
        return 0;
    }
    int32_t b;
    if (tile_result(c, fr, o->res0, dtype, &b)) return -1;
    *d = &c->bufs[b];
    return 0;
}

/* A loc=mat tile's staged TLOAD can be issued now, by the TMOV or TEXTRACT
 * (use) that reads it: a load wrote it, and no store to its pointer came
 * in between. */
static int staged_load_ready(ctx *c, const tbuf *src, const char *sat, const char *verb, const char *use)
{
    if (!src->staged) return fail(c, sat, "the loc=mat tile is %s before a pto.tload wrote it", verb);
    if (src->st_epoch != c->ptrs[src->st_ptr].stores)
        return fail(c, sat, "a pto.tstore to the same pointer ran between this loc=mat tile's pto.tload and this %s; "
                    "ptosim issues the load at the %s, so it would read the stored data", use, use);
    return 0;
}

/* pto.tmov of the accumulator into a loc=vec tile: the accumulator's
 * values, row-major, through scratch GM (a CUBE TSTORE that leaves its
 * layout, then a TLOAD), as PTOAS's mixed kernels move a matmul result to
 * the vector unit.  A move that quantises, applies a ReLU or splits the
 * accumulator between vector cores (accToVecMode) is refused. */
static int cube_acc_to_vec(ctx *c, frame *fr, const op *o, tbuf *src, uint32_t src_tok, tbuf *dstb, const ttype *dtype,
                           const char *res_at)
{
    opnds p;
    if (get_opnds(c, o, &p)) return -1;
    static const char *const modes[] = {"accToVecMode", "reluPreMode", "preQuantScalar"};
    for (unsigned k = 0; k < 3; k++) {
        uint32_t a = attr_find(c, &p, modes[k]);
        if (a != UINT32_MAX && !(k == 1 && has_text(c->t[a].s, c->t[a].n, "no_relu")))
            return fail(c, tk_at(c, a), "TMOV from loc=acc with %s = " TOKF " has no ptosim lowering (ptosim moves the accumulator "
                        "to one vector core as it is)", modes[k], TOKA(&c->t[a]));
    }
    const char *sat = tk_at(c, src_tok);
    if (src->slot < 0 || !src->layout) return fail(c, sat, "the loc=acc tile is moved before anything wrote it");
    if (dtype->dt != src->t.dt)
        return fail(c, res_at, "TMOV from loc=acc converts %s to %s (a quantising move); ptosim has no lowering for it",
                    dtn(src->t.dt), dtn(dtype->dt));
    uint32_t dvr = dtype->vr >= 0 ? (uint32_t)dtype->vr : src->vr, dvc = dtype->vc >= 0 ? (uint32_t)dtype->vc : src->vc;
    if (dvr != src->vr || dvc != src->vc || dtype->cols < src->vc || dtype->rows < src->vr)
        return fail(c, res_at, "TMOV moves the %ux%u accumulator; the destination's valid shape is %ux%u", src->vr, src->vc, dvr, dvc);
    uint32_t bytes = tile_bytes(dtype);
    if (!bytes) return fail(c, res_at, "a %ux%u %s tile needs more than the 64 KiB of a Local tile", dtype->rows, dtype->cols, dtn(dtype->dt));
    uint64_t scratch = 0;
    if (scratch_gm(c, op_at(c, o), &scratch)) return -1;
    if (issue(c, o)) return -1;
    unsigned eb = pto_dtype_bits(src->t.dt) / 8u, hand;
    int slot = free_slot(c, &hand);
    if (slot < 0) return fail(c, op_at(c, o), "all 64 Local tiles are in use");
    sb_printf(&c->out, "# the accumulator to loc=vec, row-major through scratch GM\n");
    emit_regs(c, scratch, (uint64_t)src->vc * eb);
    emit_cube_tstore(c, src->t.dt, cube_layout_name(src->layout), src->vc, src->vr, src->slot);
    emit_tload(c, src->t.dt, src->vc, src->vr, dtype->cols, hand, bytes);
    c->slot_used[slot] = true;
    tbuf *d;
    if (cube_dest(c, fr, o, dstb, dtype, &d)) return -1;
    int old = d->slot;
    d->slot = slot;
    d->layout = 0;
    d->predicate = d->staged = false;
    d->vr = src->vr;
    d->vc = src->vc;
    d->have_valid = true;
    release_slot(c, old);
    return vrange_wrote(c, (int32_t)(d - c->bufs), op_at(c, o));
}

/* pto.tmov with a non-vec source or destination. */
static int cube_mov(ctx *c, frame *fr, const op *o, tbuf *src, uint32_t src_tok, tbuf *dstb, const ttype *dtype,
                    const char *res_at)
{
    const char *sat = tk_at(c, src_tok);
    if (src->t.loc == LOC_ACC && dtype->loc == LOC_VEC) return cube_acc_to_vec(c, fr, o, src, src_tok, dstb, dtype, res_at);
    if (src->t.loc != LOC_MAT)
        return fail(c, src->t.loc == LOC_VEC ? res_at : sat,
                    "TMOV from loc=%s to loc=%s has no ptosim lowering (ptosim lowers TMOV mat -> left/right/bias/scaling and "
                    "acc -> vec; an accumulator leaves otherwise by pto.tstore)", loc_name(src->t.loc), loc_name(dtype->loc));
    if (dtype->loc != LOC_LEFT && dtype->loc != LOC_RIGHT && dtype->loc != LOC_BIAS && dtype->loc != LOC_SCALING)
        return fail(c, res_at, "TMOV from loc=mat to loc=%s has no ptosim lowering (left, right, bias or scaling)",
                    loc_name(dtype->loc));
    if (staged_load_ready(c, src, sat, "moved", "TMOV")) return -1;
    if (dtype->dt != src->t.dt || dtype->rows != src->t.rows || dtype->cols != src->t.cols)
        return fail(c, res_at, "TMOV moves the %ux%u %s loc=mat tile; the destination is %ux%u %s", src->t.rows, src->t.cols,
                    dtn(src->t.dt), dtype->rows, dtype->cols, dtn(dtype->dt));
    if (issue(c, o)) return -1;
    tbuf *d;
    if (cube_dest(c, fr, o, dstb, dtype, &d)) return -1;
    return cube_load_into(c, d, dtype->loc, src->t.dt, src->vr, src->vc, src->st_addr, src->st_stride, src->st_dn, op_at(c, o));
}

/* pto.textract of a loc=mat tile into left/right/bias/scaling at (r0, c0):
 * the staged rectangle's window, loaded by the CUBE TLOAD as a TMOV of the
 * whole tile is (the ISA's TEXTRACT works on generic layouts only). */
static int cube_extract(ctx *c, frame *fr, const op *o, tbuf *src, uint32_t src_tok, const rv *const *idx, tbuf *dstb,
                        const ttype *dtype, const char *res_at)
{
    const char *sat = tk_at(c, src_tok);
    if (dtype->loc != LOC_LEFT && dtype->loc != LOC_RIGHT && dtype->loc != LOC_BIAS && dtype->loc != LOC_SCALING)
        return fail(c, res_at, "TEXTRACT from loc=mat to loc=%s has no ptosim lowering (left, right, bias or scaling)",
                    loc_name(dtype->loc));
    if (staged_load_ready(c, src, sat, "read", "TEXTRACT")) return -1;
    if (dtype->dt != src->t.dt)
        return fail(c, res_at, "TEXTRACT keeps the %s of the loc=mat tile; the destination is %s", dtn(src->t.dt), dtn(dtype->dt));
    int64_t r0 = idx[0]->is_unsigned ? (int64_t)idx[0]->bits : sext(idx[0]->bits, idx[0]->width);
    int64_t c0 = idx[1]->is_unsigned ? (int64_t)idx[1]->bits : sext(idx[1]->bits, idx[1]->width);
    uint32_t vr = dtype->vr > 0 ? (uint32_t)dtype->vr : dtype->rows, vc = dtype->vc > 0 ? (uint32_t)dtype->vc : dtype->cols;
    if (r0 < 0 || c0 < 0 || (uint64_t)r0 + vr > src->vr || (uint64_t)c0 + vc > src->vc)
        return fail(c, tk_at(c, o->name), "the %ux%u window at (%lld, %lld) is outside the %ux%u loc=mat tile", vr, vc, (long long)r0,
                    (long long)c0, src->vr, src->vc);
    if (issue(c, o)) return -1;
    tbuf *d;
    if (cube_dest(c, fr, o, dstb, dtype, &d)) return -1;
    uint64_t eb = pto_dtype_bits(src->t.dt) / 8u, S = src->st_stride;
    /* st_stride is the byte row stride, or for column-major GM the byte column stride */
    uint64_t addr = src->st_dn ? src->st_addr + (uint64_t)r0 * eb + (uint64_t)c0 * S : src->st_addr + (uint64_t)r0 * S + (uint64_t)c0 * eb;
    return cube_load_into(c, d, dtype->loc, src->t.dt, vr, vc, addr, S, src->st_dn, op_at(c, o));
}

/* pto.tmatmul* / pto.tgemv*: the sources in PTOAS's order, which is the
 * ISA's stream order (C, A, ScaleA, B, ScaleB, Bias). */
static int cube_matmul(ctx *c, frame *fr, const op *o, tbuf *const *tiles, const uint32_t *ttok, unsigned nt,
                       tbuf *dstb, const ttype *dtype, const char *res_at)
{
    const tile_op *top = o->tile;
    bool acc = strstr(top->isa, ".ACC") != NULL, bias = strstr(top->isa, ".BIAS") != NULL;
    bool mx = strstr(top->isa, "MX") != NULL, gemv = !strncmp(top->isa, "TGEMV", 5);
    unsigned role[6], n = 0;
    enum { R_C, R_A, R_SA, R_B, R_SB, R_BIAS };
    static const char *const rname[6] = {"C (the accumulator)", "A", "ScaleA", "B", "ScaleB", "Bias"};
    static const uint8_t rloc[6] = {LOC_ACC, LOC_LEFT, LOC_SCALING, LOC_RIGHT, LOC_SCALING, LOC_BIAS};
    if (acc) role[n++] = R_C;
    role[n++] = R_A;
    if (mx) role[n++] = R_SA;
    role[n++] = R_B;
    if (mx) role[n++] = R_SB;
    if (bias) role[n++] = R_BIAS;
    if (n != nt) return fail(c, op_at(c, o), "%s takes %u tiles", top->isa, n);
    const tbuf *A = NULL, *B = NULL;
    for (unsigned i = 0; i < n; i++) {
        const tbuf *t = tiles[i];
        if (t->t.loc != rloc[role[i]])
            return fail(c, tk_at(c, ttok[i]), "%s's %s must be a loc=%s tile; '%%" TOKF "' is loc=%s", top->isa, rname[role[i]],
                        loc_name(rloc[role[i]]), TOKA(&c->t[ttok[i]]), loc_name(t->t.loc));
        if (t->slot < 0)
            return fail(c, tk_at(c, ttok[i]), "%s's %s '%%" TOKF "' is read before anything wrote it", top->isa,
                        rname[role[i]], TOKA(&c->t[ttok[i]]));
        if (role[i] == R_A) A = t;
        if (role[i] == R_B) B = t;
    }
    uint32_t m = A->vr, k = A->vc, nn = B->vc;
    if (B->vr != k)
        return fail(c, tk_at(c, ttok[acc ? 2 + mx : 1 + mx]), "%s: A is %ux%u, so B needs %u rows; it is %ux%u", top->isa, m, k,
                    k, B->vr, B->vc);
    if (gemv && m != 1) return fail(c, tk_at(c, ttok[acc]), "%s needs A of one row (M = 1); it has %u", top->isa, m);
    unsigned cls = pto_dtype_class_of(A->t.dt);
    unsigned accdt = mx || cls == PTO_DTYPE_FLOAT ? PTO_DT_FP32 : cls == PTO_DTYPE_SIGNED ? PTO_DT_S32 : PTO_DT_U32;
    if (dtype->loc != LOC_ACC)
        return fail(c, res_at, "%s's destination must be a loc=acc tile; it is loc=%s", top->isa, loc_name(dtype->loc));
    if (dtype->dt != accdt || dtype->rows < m || dtype->cols < nn)
        return fail(c, res_at, "%s of %ux%u %s by %ux%u %s makes a %ux%u %s accumulator; the destination is %ux%u %s", top->isa,
                    m, k, dtn(A->t.dt), k, nn, dtn(B->t.dt), m, nn, dtn(accdt), dtype->rows, dtype->cols, dtn(dtype->dt));
    uint32_t bytes = cube_bytes(A->layout, accdt, m, nn);
    if (!bytes) return fail(c, res_at, "a %ux%u %s accumulator has no CUBE storage in ptosim", m, nn, dtn(accdt));
    if (issue(c, o)) return -1;
    /* D's hand must differ from C's raw selector (its flat index; decisions D31) */
    int avoid = acc && tiles[0]->slot < 4 ? tiles[0]->slot : -1, slot = -1;
    unsigned hand = 0;
    for (unsigned h = 0; h < 4 && slot < 0; h++)
        for (unsigned i = 0; i < 16 && slot < 0 && (int)h != avoid; i++)
            if (!c->slot_used[h * 16 + i]) slot = (int)(h * 16 + i), hand = h;
    if (slot < 0) return fail(c, op_at(c, o), "all 64 Local tiles are in use");
    sb_printf(&c->out, "BSTART.%s %s\n", top->isa, dtn(A->t.dt));
    if (B->t.dt != A->t.dt) sb_printf(&c->out, "B.DATR dtype=%s\n", dtn(B->t.dt));
    sb_printf(&c->out, "B.FPATR 0, 0, 0, 0, 0, 0, 0, 0, 0\nB.DIM LB0=%u ; B.DIM LB1=%u ; B.DIM LB2=%u\n", m, nn, k);
    for (unsigned i = 0; i < n; i += 2) {
        char a[8], b[8];
        pto_tile_name((unsigned)tiles[i]->slot, a);
        if (i + 1 < n) pto_tile_name((unsigned)tiles[i + 1]->slot, b);
        sb_printf(&c->out, "B.IOT %s%s%s, mask=1000", a, i + 1 < n ? ", " : "", i + 1 < n ? b : "");
        if (i + 2 >= n) sb_printf(&c->out, ", last, ->%c<%uB>", hands[hand], bytes);
        sb_printf(&c->out, "\n");
    }
    sb_printf(&c->out, "BSTOP\n");
    c->slot_used[slot] = true;
    unsigned layout = A->layout;
    tbuf *d;
    if (cube_dest(c, fr, o, dstb, dtype, &d)) return -1;
    int old = d->slot;
    d->slot = slot;
    d->layout = layout;
    d->predicate = d->staged = false;
    d->vr = m;
    d->vc = nn;
    d->have_valid = true;
    release_slot(c, old);
    return 0;
}

static int lower_tile(ctx *c, frame *fr, const op *o)
{
    const tile_op *top = o->tile;
    opnds p;
    if (get_opnds(c, o, &p)) return -1;
    const char *opat = op_at(c, o);
    uint32_t nin = p.nval, outs[4], nouts = p.nout;
    memcpy(outs, p.out, sizeof outs);
    if (o->generic && !o->nres) { /* "pto.tadd"(%a, %b, %d): the destinations last */
        uint32_t seg = attr_find(c, &p, "operandSegmentSizes");
        unsigned nd = 1;
        if (seg != UINT32_MAX) {
            const tok *st = T(c, seg);
            const char *colon = memchr(st->s, ':', st->n), *e = st->s + st->n;
            unsigned vals[4], nvals = 0;
            for (const char *q = colon ? colon + 1 : e; q < e && nvals < 4;) {
                if (isdigit((unsigned char)*q)) {
                    unsigned x = 0;
                    while (q < e && isdigit((unsigned char)*q)) x = x * 10 + (unsigned)(*q++ - '0');
                    vals[nvals++] = x;
                } else q++;
            }
            if (nvals != 2 || vals[0] + vals[1] != nin) return fail(c, tk_at(c, seg), "operandSegmentSizes does not match the operands");
            nd = vals[1];
        }
        if (nd > 1 || nd > nin) return fail(c, opat, "%s takes one destination", top->isa);
        nin -= nd;
        if (nd) outs[nouts++] = p.val[nin];
    }
    bool dps = nouts > 0;
    if (dps && o->nres) return fail(c, opat, "%s has both outs(...) and a result", top->isa);
    if (dps && nouts != 1) return fail(c, tk_at(c, outs[1]), "%s takes one destination in outs(...)", top->isa);
    if (!dps && o->nres != 1) return fail(c, opat, "%s needs a result (%%d = ...) or the ins(...) outs(...) form", top->isa);
    /* the destination's type */
    ttype dtype;
    tbuf *dstb = NULL;
    if (dps) {
        rv *d = fval(fr, (uint32_t)c->t[outs[0]].vid);
        if (d->k != RV_TILE) return fail(c, tk_at(c, outs[0]), "'%%" TOKF "' is not a tile buffer", TOKA(&c->t[outs[0]]));
        dstb = &c->bufs[d->buf];
        dtype = dstb->t;
    } else {
        ty rt;
        bool found = false;
        if (p.nrtype) {
            if (parse_type_tok(c, p.rtype[0], &rt)) return -1;
            found = rt.k == TY_TILE;
            if (!found) return fail(c, tk_at(c, p.rtype[0]), "the result of %s must be a tile type", top->isa);
        } else { /* short form: the tile type of the list is the result type */
            for (uint32_t k = 0; k < p.ntype && !found; k++) {
                if (parse_type_tok(c, p.type[k], &rt)) return -1;
                found = rt.k == TY_TILE;
            }
        }
        if (!found) return fail(c, opat, "no tile type given for the result of %s", top->isa);
        dtype = rt.tile;
    }
    /* attributes */
    int cmp = -1;
    const char *cvt_rmode = NULL;
    bool cvt_sat = false;
    uint64_t gpr1 = 0;
    uint32_t cm = attr_find(c, &p, "cmpMode");
    if (cm == UINT32_MAX) cm = attr_find(c, &p, "cmp_mode");
    if (top->shape == SH_GEN) {
        bool tci = !strcmp(top->isa, "TCI");
        const char *key = tci ? "descending" : "upperOrLower";
        uint32_t vt = attr_find(c, &p, key);
        if (vt == UINT32_MAX) {
            if (p.nattr) return fail(c, tk_at(c, c->items[p.attr[0]].tok), "%s takes one attribute, %s", top->isa, key);
        } else {
            const tok *t = T(c, vt);
            if (tok_eq(t, "true") || tok_eq(t, "1")) gpr1 = 1;
            else if (tok_eq(t, "false") || tok_eq(t, "0")) gpr1 = 0;
            else return fail(c, t->s, "%s must be %s", key, tci ? "true or false" : "0 (lower) or 1 (upper)");
            if (tci && t->k == TK_INT) return fail(c, t->s, "descending must be true or false");
        }
    } else if (top->shape == SH_CVT) {
        /* PTOAS RoundMode (NONE RINT ROUND FLOOR CEIL TRUNC ODD CAST_RINT, default CAST_RINT) as the
         * Tile Lib maps it to the B.DATR RMode; SaturationMode ON sets Sat, OFF or absent clears it. */
        static const char *const rms[] = {"NONE", "RINT", "ROUND", "FLOOR", "CEIL", "TRUNC", "ODD", "CAST_RINT"};
        static const char *const rm_isa[] = {"DEFAULT", "RNE", "RNA", "RTM", "RTP", "RTZ", "RTO", "RNE"};
        static const char *const sats[] = {"ON", "OFF"};
        uint32_t rt = attr_find(c, &p, "rmode"), st = attr_find(c, &p, "sat_mode");
        int rm = 7, sm = 1;
        if (rt != UINT32_MAX && (rm = enum_attr(c, rt, "round_mode", rms, 8, "NONE, RINT, ROUND, FLOOR, CEIL, TRUNC, ODD or CAST_RINT")) < 0) return -1;
        if (st != UINT32_MAX && (sm = enum_attr(c, st, "saturation_mode", sats, 2, "ON or OFF")) < 0) return -1;
        cvt_rmode = rm_isa[rm];
        cvt_sat = sm == 0;
    } else if (cm != UINT32_MAX) {
        if (!(top->flags & F_CMP)) return fail(c, tk_at(c, cm), "%s takes no compare mode", top->isa);
        if ((cmp = cmp_mode(c, cm)) < 0) return -1;
    }
    /* classify the operands */
    tbuf *tiles[6];
    uint32_t tile_tok[6];
    unsigned nt = 0, ns = 0;
    const rv *scal = NULL, *idx[2] = {NULL, NULL};
    uint32_t scal_tok = 0;
    bool idx2 = top->flags & F_IDX2;
    for (uint32_t i = 0; i < nin; i++) {
        uint32_t ti = p.val[i];
        const rv *v = fval(fr, (uint32_t)c->t[ti].vid);
        if (v->k == RV_TILE) {
            if (nt == 6) return fail(c, tk_at(c, ti), "too many tile operands for %s", top->isa);
            if (ns && top->scalars) return fail(c, tk_at(c, scal_tok), "the scalar-first form of %s (scalar before the tile) has no PTO ISA equivalent", top->isa);
            tile_tok[nt] = ti;
            tiles[nt++] = &c->bufs[v->buf];
        } else if (v->k == RV_SCALAR && idx2) { /* the row and column offsets */
            if (ns == 2) return fail(c, tk_at(c, ti), "%s takes a row and a column offset", top->isa);
            if (v->sk == SK_FLT) return fail(c, tk_at(c, ti), "the %s offset '%%" TOKF "' must be an index", top->isa, TOKA(&c->t[ti]));
            idx[ns++] = v;
        } else if (v->k == RV_SCALAR) {
            if (ns) return fail(c, tk_at(c, ti), "%s takes at most one scalar", top->isa);
            scal = v;
            scal_tok = ti;
            ns++;
        } else {
            return fail(c, tk_at(c, ti), "'%%" TOKF "' is not a tile or a scalar", TOKA(&c->t[ti]));
        }
    }
    unsigned want_t = top->tiles, want_s = top->scalars;
    /* PTOAS's scratch operand (`tmp`, after the sources) is the hardware's
     * workspace: the ISA operation has none, so it is not read. */
    if (nt == want_t + 1) nt--;
    if (nt != want_t || ns != want_s)
        return fail(c, opat, "%s takes %u tile%s and %u scalar%s", top->isa, want_t, want_t == 1 ? "" : "s", want_s,
                    want_s == 1 ? "" : "s");
    { /* CUBE and matrix buffers: TMOV and the matrix operations only */
        const char *dat = dps ? tk_at(c, outs[0]) : tk_at(c, c->v[o->res0].tok);
        bool cube = dtype.loc != LOC_VEC;
        for (unsigned i = 0; i < nt; i++) cube |= tiles[i]->t.loc != LOC_VEC;
        if (top->shape == SH_MM) return cube_matmul(c, fr, o, tiles, tile_tok, nt, dstb, &dtype, dat);
        if (cube && top->shape == SH_MOV) return cube_mov(c, fr, o, tiles[0], tile_tok[0], dstb, &dtype, dat);
        if (cube && top->shape == SH_EXTRACT && tiles[0]->t.loc == LOC_MAT)
            return cube_extract(c, fr, o, tiles[0], tile_tok[0], idx, dstb, &dtype, dat);
        for (unsigned i = 0; i <= nt && cube; i++)
            if ((i < nt ? tiles[i]->t.loc : dtype.loc) != LOC_VEC)
                return fail(c, i < nt ? tk_at(c, tile_tok[i]) : dat, "%s works on loc=vec tiles; this is a loc=%s tile",
                            top->isa, loc_name(i < nt ? tiles[i]->t.loc : dtype.loc));
    }
    for (unsigned i = 0; i < nt; i++)
        if (ensure_contents(c, &c->bufs[fval(fr, (uint32_t)c->t[tile_tok[i]].vid)->buf], tk_at(c, tile_tok[i]))) return -1;
    if (top->shape == SH_EXPAND || top->shape == SH_EXPAND_COPY) { /* the broadcast operand: one column (row) */
        bool row = !strncmp(top->isa, "TROW", 4), binary = top->shape == SH_EXPAND;
        unsigned bi = binary ? 1u : 0u;
        const tbuf *bt = tiles[bi];
        if (row ? bt->vc != 1 : bt->vr != 1) {
            /* what the Tile Lib reads of a wider operand (its CPU TRowExpandOp, TRowExpand, TColExpand[Op]) */
            const char *what = binary ? "broadcast operand" : "source", *one = row ? "column" : "row";
            if (row && binary)
                return fail(c, tk_at(c, tile_tok[bi]), "PTOAS's %s reads its %ux%u %s at (r, c mod %u); the ISA's %s takes one %s (Rx1)",
                            top->isa, bt->vr, bt->vc, what, bt->vc, top->isa, one);
            return fail(c, tk_at(c, tile_tok[bi]), "PTOAS's %s reads %s 0 of its %ux%u %s; the ISA's %s takes one %s (%s)", top->isa,
                        one, bt->vr, bt->vc, what, top->isa, one, row ? "Rx1" : "1xC");
        }
    }
    bool compare = top->flags & F_CMP;
    if (compare && cmp < 0) return fail(c, opat, "%s needs a compare mode, e.g. {cmpMode = #pto<cmp gt>}", top->isa);
    bool reduce = top->shape == SH_RED, select = top->shape == SH_SEL, fma = top->shape == SH_FMA;
    bool gen = top->shape == SH_GEN, own_shape = top->flags & F_OWN;
    /* element type of the operation */
    bool mask0 = top->flags & F_MASK0;
    const tbuf *data_src = mask0 ? tiles[1] : nt ? tiles[0] : NULL;
    unsigned dt = data_src ? data_src->t.dt : dtype.dt;
    for (unsigned i = 0; i < nt; i++) {
        if (mask0 && i == 0) {
            if (!tiles[0]->predicate) return fail(c, tk_at(c, tile_tok[0]), "the %s mask must be a compare result", top->isa);
            continue;
        }
        if (tiles[i]->t.dt != dt || tiles[i]->predicate)
            return fail(c, tk_at(c, tile_tok[i]), "type mismatch: '%%" TOKF "' is %s, the operation is on %s", TOKA(&c->t[tile_tok[i]]),
                        tiles[i]->predicate ? "a mask" : dtn(tiles[i]->t.dt), dtn(dt));
    }
    if (scal && !idx2) {
        if (!strcmp(top->isa, "TTRI")) { /* the diagonal is an integer of any width */
            if (scal->sk == SK_FLT)
                return fail(c, tk_at(c, scal_tok), "the TTRI diagonal '%%" TOKF "' must be an integer, not %s", TOKA(&c->t[scal_tok]), dtn(scal->dt));
        } else {
            bool ok = scal->sk == SK_FLT ? scal->dt == dt
                                         : pto_dtype_class_of(dt) != PTO_DTYPE_FLOAT && pto_dtype_bits(dt) == scal->width;
            if (!ok)
                return fail(c, tk_at(c, scal_tok), "type mismatch: scalar '%%" TOKF "' is %s, the tile is %s", TOKA(&c->t[scal_tok]),
                            scal->sk == SK_FLT ? dtn(scal->dt) : scal->sk == SK_INDEX ? "index" : dtn(scal->dt), dtn(dt));
        }
    }
    const char *res_at = dps ? tk_at(c, outs[0]) : tk_at(c, c->v[o->res0].tok);
    bool arg = top->flags & F_ARG;
    if (arg && dtype.dt != PTO_DT_U32 && dtype.dt != PTO_DT_S32)
        return fail(c, res_at, "%s writes ui32 indices; the result is %s", top->isa, dtn(dtype.dt));
    if (arg) dtype.dt = PTO_DT_U32;
    bool cvt = top->shape == SH_CVT;
    if (cvt && (dtype.rows != tiles[0]->t.rows || dtype.cols != tiles[0]->t.cols))
        return fail(c, res_at, "TCVT keeps its source's %ux%u shape; the destination is %ux%u", tiles[0]->t.rows,
                    tiles[0]->t.cols, dtype.rows, dtype.cols);
    if (cvt && tiles[0]->predicate) return fail(c, tk_at(c, tile_tok[0]), "TCVT converts a data tile, not a mask");
    if (!compare && !arg && !cvt && dtype.dt != dt)
        return fail(c, res_at, "type mismatch: the result is %s, the operation is on %s", dtn(dtype.dt), dtn(dt));
    if (compare && dtype.dt != PTO_DT_U8 && dtype.dt != PTO_DT_S8)
        return fail(c, res_at, "a compare result must be an i8/ui8 (or i1) mask tile");

    if (top->shape == SH_MOV) { /* a copy of the source: payload, definedness, padding */
        const tbuf *src = tiles[0];
        if (dtype.rows != src->t.rows || dtype.cols != src->t.cols || src->predicate)
            return fail(c, res_at, "TMOV copies its source's %ux%u %s tile; the destination is %ux%u", src->t.rows, src->t.cols,
                        src->predicate ? "mask" : dtn(dt), dtype.rows, dtype.cols);
        uint32_t bytes = tile_bytes(&src->t);
        if (!bytes) return fail(c, opat, "a %ux%u %s tile needs more than the 64 KiB of a Local tile", src->t.rows, src->t.cols, dtn(dt));
        if (issue(c, o)) return -1;
        unsigned hand;
        int slot = free_slot(c, &hand);
        if (slot < 0) return fail(c, opat, "all 64 Local tiles are in use");
        char sn[8];
        pto_tile_name((unsigned)src->slot, sn);
        uint32_t svr = src->vr, svc = src->vc;
        sb_printf(&c->out, "BSTART.TMOV %s\nB.DIM LB0=%u ; B.DIM LB1=%u ; B.DIM LB2=%u\nB.IOT %s, mask=1000, last, ->%c<%uB>\nBSTOP\n",
                  dtn(dt), svc, svr, src->t.cols, sn, hands[hand], bytes);
        c->slot_used[slot] = true;
        tbuf *d;
        if (dps) {
            d = dstb;
        } else {
            int32_t b;
            if (tile_result(c, fr, o->res0, &dtype, &b)) return -1;
            d = &c->bufs[b];
        }
        int old = d->slot;
        d->slot = slot;
        d->predicate = false;
        d->vr = svr;
        d->vc = svc;
        d->have_valid = true;
        release_slot(c, old);
        return vrange_wrote(c, (int32_t)(d - c->bufs), opat);
    }
    /* destination geometry */
    uint32_t vr, vc, rows, cols, bytes;
    uint32_t lb0 = 0, lb1 = 0, lb2 = 0;
    if (reduce) { /* one value per row (a column), or per column (a row) */
        const tbuf *src = tiles[0];
        bool column = top->flags & F_COL;
        uint64_t w = pto_dtype_bits(dtype.dt) / 8u;
        rows = dtype.rows;
        cols = dtype.cols;
        vr = column ? 1u : src->vr;
        vc = column ? src->vc : 1u;
        uint32_t want_cols = column ? src->t.cols : 1u;
        if (cols != want_cols || rows < vr)
            return fail(c, res_at, "the result of %s on a %ux%u tile is %ux%u with %u column%s, not %ux%u", top->isa,
                        src->t.rows, src->t.cols, vr, vc, want_cols, want_cols == 1 ? "" : "s", rows, cols);
        bytes = pto_local_capacity_for((uint64_t)vr * cols * w);
        if (!bytes) return fail(c, opat, "the result of %s would exceed 64 KiB", top->isa);
        lb0 = src->vc;
        lb1 = src->vr;
        lb2 = src->t.cols;
    } else if (top->shape >= SH_TRANS) { /* the rearrangements: the ISA gives the valid shape */
        const tbuf *s0 = tiles[0];
        rows = dtype.rows;
        cols = dtype.cols;
        bytes = tile_bytes(&dtype);
        if (!bytes)
            return fail(c, res_at, "a %ux%u %s tile needs more than the 64 KiB of a Local tile", rows, cols, dtn(dtype.dt));
        if (top->shape == SH_TRANS) {
            vr = s0->vc, vc = s0->vr;
        } else if (top->shape == SH_CONCAT) {
            if (tiles[1]->vr != s0->vr)
                return fail(c, tk_at(c, tile_tok[1]), "TCONCAT's sources have %u and %u valid rows", s0->vr, tiles[1]->vr);
            vr = s0->vr, vc = s0->vc + tiles[1]->vc;
        } else {
            int64_t ro = idx[0]->is_unsigned ? (int64_t)idx[0]->bits : sext(idx[0]->bits, idx[0]->width);
            int64_t co = idx[1]->is_unsigned ? (int64_t)idx[1]->bits : sext(idx[1]->bits, idx[1]->width);
            if (ro < 0 || co < 0 || ro > 0xFFFF || co > 0xFFFF)
                return fail(c, opat, "%s offsets (%lld, %lld) must be 0..65535", top->isa, (long long)ro, (long long)co);
            /* The ISA reads the offsets from LB0 (row) and LB1 (column), which are also the
             * destination's valid columns and rows (decisions D29). */
            tbuf *old = dstb;
            if (top->shape == SH_INSERT) {
                if (!dps) return fail(c, opat, "TINSERT writes into its destination: use the outs(...) form");
                if (ensure_contents(c, dstb, res_at)) return -1;
                if (!dstb->have_valid) return fail(c, res_at, "TINSERT's destination has no contents to insert into");
                vr = old->vr, vc = old->vc;
            } else {
                vr = co ? (uint32_t)co : s0->vr;
                vc = ro ? (uint32_t)ro : s0->vc;
            }
            uint32_t want_vr = top->shape == SH_INSERT ? old->vr : dps && dstb->have_valid ? dstb->vr : dtype.vr >= 0 ? (uint32_t)dtype.vr : vr;
            uint32_t want_vc = top->shape == SH_INSERT ? old->vc : dps && dstb->have_valid ? dstb->vc : dtype.vc >= 0 ? (uint32_t)dtype.vc : vc;
            if ((ro && (uint32_t)ro != want_vc) || (co && (uint32_t)co != want_vr) ||
                (top->shape == SH_EXTRACT && (vr != want_vr || vc != want_vc)))
                return fail(c, opat,
                            "%s at (%lld, %lld) with a %ux%u valid destination has no PTO ISA bundle: the ISA takes the row "
                            "offset from LB0 and the column offset from LB1, which are also the destination's valid "
                            "columns and rows, so a nonzero row offset must equal the valid columns (%u), a nonzero "
                            "column offset the valid rows (%u), and an offset of 0 keeps the source's",
                            top->isa, (long long)ro, (long long)co, want_vr, want_vc, want_vc, want_vr);
            lb0 = (uint32_t)ro, lb1 = (uint32_t)co, lb2 = top->shape == SH_INSERT ? old->t.cols : cols;
            if (top->shape == SH_INSERT) { /* the old tile first */
                tiles[1] = tiles[0], tile_tok[1] = tile_tok[0];
                tiles[0] = old, tile_tok[0] = outs[0];
                nt = 2;
            }
        }
        if (!lb2) lb0 = vc, lb1 = vr, lb2 = cols;
    } else if (compare) { /* predicate geometry is the source's (D4) */
        rows = tiles[0]->t.rows;
        cols = tiles[0]->t.cols;
        vr = tiles[0]->vr;
        vc = tiles[0]->vc;
        bytes = pto_local_capacity_for((uint64_t)rows * cols);
        if (!bytes) return fail(c, opat, "the mask of a %ux%u tile would exceed 64 KiB", rows, cols);
    } else {
        rows = dtype.rows;
        cols = dtype.cols;
        if (cvt) { /* the destination gets the source's valid shape */
            vr = data_src->vr;
            vc = data_src->vc;
        } else if (dps && dstb->have_valid) {
            vr = dstb->vr;
            vc = dstb->vc;
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
            return fail(c, res_at, "the destination's valid shape is dynamic ('?') and was never set");
        }
        bytes = tile_bytes(&dtype);
        if (!bytes)
            return fail(c, res_at, "a %ux%u %s tile needs more than the 64 KiB of a Local tile", rows, cols, dtn(dtype.dt));
    }
    if (vr == 0 || vc == 0) return fail(c, opat, "the valid shape %ux%u is empty", vr, vc);
    if (!reduce && top->shape < SH_TRANS) {
        lb0 = vc;
        lb1 = vr;
        lb2 = cols;
    }
    if (issue(c, o)) return -1;
    /* the bundle */
    unsigned hand;
    int slot = free_slot(c, &hand);
    if (slot < 0) return fail(c, opat, "all 64 Local tiles are in use");
    bool fillpad = top->shape == SH_FILLPAD;
    if (fillpad) { /* PTOAS fills with the destination's PadVal: its ISA value is the fill */
        if (dtype.pad == 3)
            return fail(c, res_at, "pto.tfillpad fills with the destination's pad value; this destination's pad is null");
        sb_printf(&c->out, ".gpr 0 a0 = 0x%llx\n", (unsigned long long)pto_pad_value(dtype.dt, (pto_pad)(dtype.pad + 1u)));
    }
    if (scal && !idx2) { /* a signed integer scalar is sign-extended into the 64-bit GPR */
        uint64_t g = scal->bits;
        if (scal->sk != SK_FLT && !scal->is_unsigned && scal->width < 64) g = (uint64_t)sext(g, scal->width);
        sb_printf(&c->out, ".gpr 0 a0 = 0x%llx\n", (unsigned long long)g);
    }
    if (gen) sb_printf(&c->out, ".gpr 0 a1 = %llu\n", (unsigned long long)gpr1);
    sb_printf(&c->out, "BSTART.%s %s, %s\n", top->flags & F_SFU ? "SFU" : "VEC", top->isa, dtn(dt));
    static const char *const pads[4] = {"Zero", "Max", "Min", "Null"};
    unsigned pad = dtype.pad;
    static const char *const cmodes[6] = {"EQ", "NE", "LT", "GT", "LE", "GE"}; /* B.DATR numbering */
    if (compare) sb_printf(&c->out, "B.DATR cmode=%s, pad=%s\n", cmodes[pto_cmp_to_cmode((pto_cmp)cmp)], pads[pad & 3u]);
    else if (cvt)
        sb_printf(&c->out, "B.DATR dtype=%s, rmode=%s, sat=%u, pad=%s\n", dtn(dtype.dt), cvt_rmode, cvt_sat ? 1u : 0u, pads[pad & 3u]);
    else if (pad != 3 && !fillpad) sb_printf(&c->out, "B.DATR pad=%s\n", pads[pad & 3u]);
    char n0[8], n1[8];
    sb_printf(&c->out, "B.DIM LB0=%u ; B.DIM LB1=%u ; B.DIM LB2=%u\n", lb0, lb1, lb2);
    if (select || fma) {
        pto_tile_name((unsigned)tiles[0]->slot, n0);
        pto_tile_name((unsigned)tiles[1]->slot, n1);
        sb_printf(&c->out, "B.IOT %s, %s, mask=1000\n", n0, n1);
        pto_tile_name((unsigned)tiles[2]->slot, n0);
        sb_printf(&c->out, "B.IOT %s, mask=1000, last, ->%c<%uB>\n", n0, hands[hand], bytes);
    } else {
        sb_printf(&c->out, "B.IOT ");
        for (unsigned i = 0; i < nt; i++) {
            pto_tile_name((unsigned)tiles[i]->slot, n0);
            sb_printf(&c->out, "%s, ", n0);
        }
        sb_printf(&c->out, "mask=1000, last, ->%c<%uB>\n", hands[hand], bytes);
    }
    if (gen) sb_printf(&c->out, "B.IOR a0, a1\n");
    else if ((scal && !idx2) || fillpad) sb_printf(&c->out, "B.IOR a0, zero, zero, ->zero\n");
    sb_printf(&c->out, "BSTOP\n");
    c->slot_used[slot] = true;
    tbuf *d;
    if (dps) {
        d = dstb;
    } else {
        int32_t b;
        if (tile_result(c, fr, o->res0, &dtype, &b)) return -1;
        d = &c->bufs[b];
    }
    int old = d->slot;
    d->slot = slot;
    d->predicate = compare;
    if (compare) {
        d->t.rows = rows;
        d->t.cols = cols;
    }
    if (arg) d->t.dt = PTO_DT_U32;
    d->vr = vr;
    d->vc = vc;
    d->have_valid = true;
    /* The buffer's previous tile is dead: this bundle has read it already. */
    release_slot(c, old);
    return vrange_wrote(c, (int32_t)(d - c->bufs), opat);
}

/* ---- memory, views, buffers ---------------------------------------------------------- */
static int index_of(ctx *c, frame *fr, uint32_t ti, int64_t *out)
{
    const tok *t = T(c, ti);
    if (t->k == TK_INT) { /* read within the token (the text has no NUL) */
        char buf[32];
        if (t->n >= sizeof buf) return fail(c, t->s, "integer '" TOKF "' is too long", TOKA(t));
        memcpy(buf, t->s, t->n);
        buf[t->n] = 0;
        char *e;
        errno = 0;
        *out = strtoll(buf, &e, 0);
        if (*e || errno) return fail(c, t->s, "integer '%s' does not fit 64 bits", buf);
        return 0;
    }
    if (t->k != TK_VAL) return fail_tok(c, ti, "an index value");
    const rv *v = fval(fr, (uint32_t)t->vid);
    if (v->k != RV_SCALAR || v->sk == SK_FLT) return fail(c, tk_at(c, ti), "'%%" TOKF "' is not an index or integer", TOKA(t));
    *out = v->is_unsigned ? (int64_t)v->bits : sext(v->bits, v->width);
    return 0;
}

/* The values of the list of key item k (shape = [%a, %b]). */
static int key_list(ctx *c, frame *fr, const item *it, int64_t *vals, unsigned max, unsigned *n)
{
    *n = 0;
    for (uint32_t j = it->aux; j < it->aux2; j++) {
        if (is_p(c, j, ",")) continue;
        if (*n == max) return fail(c, tk_at(c, j), "more than %u entries", max);
        if (index_of(c, fr, j, &vals[(*n)++])) return -1;
    }
    return 0;
}

static const item *key_item(const ctx *c, const opnds *p, const char *key)
{
    for (uint32_t k = 0; k < p->nkey; k++) {
        const item *it = &c->items[p->key[k]];
        if (tok_eq(&c->t[it->tok], key)) return it;
    }
    return NULL;
}

/* PTOAS plans the CUBE and matrix buffers: two live pto.alloc_tile of one
 * non-vec location at one addr are one storage (the Qwen3 samples carry an
 * accumulator through a loop that way).  A new allocation with the same
 * location, addr and type as a live one names that buffer; the last 64
 * addressed buffers are remembered. */
static bool cube_alias(ctx *c, frame *fr, const op *o, const ttype *t, int64_t addr)
{
    if (addr < 0) return false;
    for (unsigned i = 0; i < c->ncube_addrs && i < 64; i++) {
        const struct cube_addr *e = &c->cube_addrs[i];
        const tbuf *u = &c->bufs[e->buf];
        if (e->loc != t->loc || e->addr != addr || !u->addressed || u->addr != addr || (u->refs <= 0 && !u->pinned) ||
            u->t.loc != t->loc || u->t.dt != t->dt || u->t.rows != t->rows || u->t.cols != t->cols || u->t.vr != t->vr ||
            u->t.vc != t->vc)
            continue;
        rv *v = fval(fr, o->res0);
        rv_drop(c, v);
        memset(v, 0, sizeof *v);
        v->k = RV_TILE;
        v->buf = e->buf;
        c->bufs[e->buf].refs++;
        return true;
    }
    return false;
}

static void cube_addressed(ctx *c, int32_t b, int64_t addr)
{
    if (addr < 0) return;
    c->bufs[b].addr = addr;
    c->bufs[b].addressed = true;
    c->cube_addrs[c->ncube_addrs++ % 64u] = (struct cube_addr){c->bufs[b].t.loc, addr, b};
}

static int exec_alloc(ctx *c, frame *fr, const op *o, bool entry)
{
    opnds p;
    if (get_opnds(c, o, &p)) return -1;
    if (o->nres != 1) return fail(c, op_at(c, o), "pto.alloc_tile needs one result");
    uint32_t tt = o->generic && p.nrtype == 1 ? p.rtype[0] : p.ntype == 1 ? p.type[0] : UINT32_MAX; /* generic: () -> T */
    if (tt == UINT32_MAX) return fail(c, op_at(c, o), "pto.alloc_tile needs ': !pto.tile_buf<...>'");
    ty t;
    if (parse_type_tok(c, tt, &t)) return -1;
    if (t.k != TY_TILE) return fail(c, tk_at(c, tt), "pto.alloc_tile makes a !pto.tile_buf");
    int64_t vr = -1, vc = -1, addr = -1;
    for (uint32_t k = 0; k < p.nkey; k++) {
        const item *it = &c->items[p.key[k]];
        const tok *kt = &c->t[it->tok];
        int64_t x;
        if (it->aux2 != it->aux + 1) return fail(c, tk_at(c, it->tok), "'" TOKF "' takes one value", TOKA(kt));
        if (index_of(c, fr, it->aux, &x)) return -1;
        if (tok_eq(kt, "valid_row")) vr = x;
        else if (tok_eq(kt, "valid_col")) vc = x;
        else if (tok_eq(kt, "addr")) addr = x;
        else if (!tok_eq(kt, "addr")) return fail(c, tk_at(c, it->tok), "unknown pto.alloc_tile operand '" TOKF "'", TOKA(kt));
        /* addr: the planned address in the tile's memory; ptosim's tiles are allocated by the ISA */
    }
    if (addr >= 0) {
        const tok *nt = &c->t[c->v[o->res0].tok];
        sb_printf(&c->out, "# %%%.*s: pto.alloc_tile addr = %lld (PTOAS's plan; the ISA allocates the tile)\n", (int)nt->n, nt->s,
                  (long long)addr);
    }
    if (cube_alias(c, fr, o, &t.tile, addr)) return 0;
    int32_t b;
    if (tile_result(c, fr, o->res0, &t.tile, &b)) return -1;
    tbuf *u = &c->bufs[b];
    cube_addressed(c, b, addr);
    int64_t r = t.tile.vr >= 0 ? t.tile.vr : vr, col = t.tile.vc >= 0 ? t.tile.vc : vc;
    if (r >= 0 && col >= 0) {
        if (r > u->t.rows || col > u->t.cols || r == 0 || col == 0)
            return fail(c, op_at(c, o), "valid shape %lldx%lld does not fit the %ux%u tile", (long long)r, (long long)col,
                        u->t.rows, u->t.cols);
        u->vr = (uint32_t)r;
        u->vc = (uint32_t)col;
        u->have_valid = true;
    }
    if (entry) {
        const tok *nt = &c->t[c->v[o->res0].tok];
        const ptoas_binding *in = input_for(c, nt->s, nt->n);
        if (in) {
            if (!u->have_valid) return fail(c, op_at(c, o), "host data for '%s' needs a known valid shape", in->name);
            if (issue(c, o)) return -1;
            return host_fill(c, u, in, op_at(c, o));
        }
    }
    return 0;
}

static int exec_setvalid(ctx *c, frame *fr, const op *o)
{
    opnds p;
    if (get_opnds(c, o, &p)) return -1;
    if (p.nval != 3) return fail(c, op_at(c, o), "pto.set_validshape takes a tile buffer, rows and columns");
    rv *t = fval(fr, (uint32_t)c->t[p.val[0]].vid);
    if (t->k != RV_TILE) return fail(c, tk_at(c, p.val[0]), "expected a tile buffer");
    int64_t d[2];
    if (index_of(c, fr, p.val[1], &d[0]) || index_of(c, fr, p.val[2], &d[1])) return -1;
    tbuf *u = &c->bufs[t->buf];
    if (d[0] < 1 || d[1] < 1 || d[0] > u->t.rows || d[1] > u->t.cols)
        return fail(c, tk_at(c, p.val[0]), "valid shape %lldx%lld does not fit the %ux%u tile", (long long)d[0], (long long)d[1],
                    u->t.rows, u->t.cols);
    u->vr = (uint32_t)d[0];
    u->vc = (uint32_t)d[1];
    u->have_valid = true;
    return 0;
}

static int exec_view(ctx *c, frame *fr, const op *o, bool make)
{
    opnds p;
    if (get_opnds(c, o, &p)) return -1;
    const char *name = make ? "pto.make_tensor_view" : "pto.partition_view";
    if (o->nres != 1 || p.nval < 1) return fail(c, op_at(c, o), "%s needs a result and a base", name);
    const rv *base = fval(fr, (uint32_t)c->t[p.val[0]].vid);
    if (make ? base->k != RV_PTR : base->k != RV_VIEW)
        return fail(c, tk_at(c, p.val[0]), "expected %s", make ? "a !pto.ptr" : "a tensor view");
    rv r = *base;
    r.k = RV_VIEW;
    if (make) {
        r.stride = 0;
        r.offset = 0;
        const item *st = key_item(c, &p, "strides"), *shp = key_item(c, &p, "shape");
        bool one_col = false; /* a single column: its column stride is never used */
        if (shp) {
            int64_t v[8];
            unsigned n;
            if (key_list(c, fr, shp, v, 8, &n)) return -1;
            one_col = n >= 1 && v[n - 1] == 1;
        }
        if (st) {
            int64_t v[8];
            unsigned n;
            if (key_list(c, fr, st, v, 8, &n)) return -1;
            if (n >= 2) {
                if (v[n - 2] < 0 || v[n - 1] < 0) return fail(c, tk_at(c, st->tok), "a negative stride is not supported");
                if (v[n - 1] != 1 && !one_col && v[n - 2] == 1 && v[n - 1] > 1) { /* column-major: [1, S] */
                    r.dn = true;
                    r.stride = (uint64_t)v[n - 1];
                } else {
                    if (v[n - 1] != 1 && !one_col)
                        return fail(c, tk_at(c, st->tok), "a tensor view's strides must be [S, 1] (row-major) or [1, S] (column-major)");
                    r.stride = (uint64_t)v[n - 2];
                }
            }
        }
        if (!r.stride) { /* no strides: the rows are the shape's columns */
            const item *sh = key_item(c, &p, "shape");
            if (sh) {
                int64_t v[8];
                unsigned n;
                if (key_list(c, fr, sh, v, 8, &n)) return -1;
                if (n >= 1 && v[n - 1] > 0) r.stride = (uint64_t)v[n - 1];
            }
        }
    } else {
        const item *of = key_item(c, &p, "offsets");
        if (of) {
            int64_t v[8];
            unsigned n;
            if (key_list(c, fr, of, v, 8, &n)) return -1;
            for (unsigned i = 0; i < n; i++)
                if (v[i] < 0) return fail(c, tk_at(c, of->tok), "partition offsets must not be negative");
            if (n >= 2 && r.dn) r.offset += (uint64_t)v[n - 2] + (uint64_t)v[n - 1] * r.stride;
            else if (n >= 2) r.offset += (uint64_t)v[n - 2] * r.stride + (uint64_t)v[n - 1];
            else if (n == 1) r.offset += (uint64_t)v[0];
        }
        const item *sz = key_item(c, &p, "sizes");
        if (sz) {
            int64_t v[8];
            unsigned n;
            if (key_list(c, fr, sz, v, 8, &n)) return -1;
            for (unsigned i = 0; i < n; i++)
                if (v[i] < 1 || v[i] > 65536) return fail(c, tk_at(c, sz->tok), "partition sizes must be 1..65536");
            for (unsigned i = 0; i + 2 < n; i++)
                if (v[i] != 1) return fail(c, tk_at(c, sz->tok), "a partition of more than two dimensions (other than 1) has no TLOAD/TSTORE equivalent");
            r.prow = n >= 2 ? (uint32_t)v[n - 2] : 1u;
            r.pcol = n >= 1 ? (uint32_t)v[n - 1] : 0u;
        }
    }
    rv *res = fval(fr, o->res0);
    rv_drop(c, res);
    *res = r;
    return 0;
}

static int exec_ldst(ctx *c, frame *fr, const op *o, bool load)
{
    opnds p;
    if (get_opnds(c, o, &p)) return -1;
    const char *name = load ? "pto.tload" : "pto.tstore";
    if (o->generic && p.nout == 0 && p.nval == 2) { /* "pto.tload"(%src, %dst): the destination last */
        p.out[p.nout++] = p.val[--p.nval];
    }
    if (p.nval != 1 || p.nout != 1) return fail(c, op_at(c, o), "%s takes ins(%%x : T) outs(%%y : T)", name);
    if (!load) { /* PTOAS's TSTORE modes: stPhase is a synchronisation hint (no effect on one core, in order) */
        static const char *const modes[2][2] = {{"atomicType", "atomic_none"}, {"reluPreMode", "no_relu"}};
        for (unsigned k = 0; k < 2; k++) {
            uint32_t a = attr_find(c, &p, modes[k][0]);
            if (a == UINT32_MAX) continue;
            const tok *at = &c->t[a];
            bool dflt = has_text(at->s, at->n, modes[k][1]);
            if (!dflt)
                return fail(c, tk_at(c, a), "pto.tstore with %s = " TOKF " has no PTO ISA equivalent (TSTORE writes the tile as it is)",
                            modes[k][0], TOKA(at));
        }
    }
    uint32_t vt = load ? p.val[0] : p.out[0], tt = load ? p.out[0] : p.val[0];
    const rv *view = fval(fr, (uint32_t)c->t[vt].vid);
    rv *tv = fval(fr, (uint32_t)c->t[tt].vid);
    if (view->k != RV_VIEW) return fail(c, tk_at(c, vt), "expected a partition view of a !pto.ptr");
    if (tv->k != RV_TILE) return fail(c, tk_at(c, tt), "expected a tile buffer");
    tbuf *u = &c->bufs[tv->buf];
    gptr *ptr = &c->ptrs[view->ptr];
    if (place_ptr(c, ptr, op_at(c, o))) return -1;
    if (!u->have_valid) {
        u->vr = u->t.rows;
        u->vc = u->t.cols;
        u->have_valid = true;
    }
    if (!load && !cube_loc(u->t.loc) && ensure_contents(c, u, tk_at(c, tt))) return -1;
    bool dyn = u->t.vr < 0 || u->t.vc < 0; /* a dynamic valid shape moves at most the partition */
    if (view->pcol && (dyn ? (u->vr > view->prow || u->vc > view->pcol) : (view->prow != u->vr || view->pcol != u->vc)))
        return fail(c, tk_at(c, tt), "the %ux%u partition does not match the tile's %ux%u valid shape", view->prow, view->pcol,
                    u->vr, u->vc);
    unsigned dt = u->t.dt, eb = pto_dtype_bits(dt) / 8u;
    if (!load && u->predicate) dt = PTO_DT_U8, eb = 1;
    if (pto_dtype_bits(dt) < 8) return fail(c, tk_at(c, tt), "4-bit tiles are not supported by this front end");
    /* GM holds bytes: a load or store moves elements of the tile's size (as the Tile Lib's TLOAD/TSTORE require) */
    if (pto_dtype_bits(dt) != pto_dtype_bits(ptr->dt) && (load || !u->predicate))
        return fail(c, tk_at(c, tt), "type mismatch: the tile is %s, the pointer's elements are %s (a load or store moves elements "
                    "of one size)", dtn(dt), dtn(ptr->dt));
    uint64_t stride = view->stride ? view->stride : u->t.cols;
    uint64_t addr = ptr->gm + view->offset * eb;
    uint64_t end = view->dn ? (view->offset + (uint64_t)(u->vc - 1u) * stride + u->vr) * eb
                            : (view->offset + (uint64_t)(u->vr - 1u) * stride + u->vc) * eb;
    if (end > ptr->gm_len && !ptr->placeholder) {
        const tok *pn = &c->t[ptr->tok];
        return fail(c, tk_at(c, vt), "host data for '%%%.*s' has %llu bytes; this %s %s up to byte %llu", (int)pn->n, pn->s,
                    (unsigned long long)ptr->gm_len, load ? "load" : "store", load ? "reads" : "writes",
                    (unsigned long long)end);
    }
    if (issue(c, o)) return -1;
    if (cube_loc(u->t.loc) || (load && u->t.loc != LOC_VEC))
        return cube_ldst(c, o, u, ptr, addr, stride * eb, eb, load, tt, view->dn);
    if (!load) ptr->stores++;
    /* TLOAD/TSTORE: base in a0, byte row stride in a1 (PE0, mask 1000); a
     * column-major view moves the transposed rectangle and a TTRANS. */
    if (!load) {
        if (view->dn) {
            if (u->predicate) return fail(c, tk_at(c, tt), "a compare result stored to a column-major view has no ptosim lowering");
            if (dn_store(c, u, addr, stride * eb, op_at(c, o))) return -1;
            return add_gm_output(c, ptr, addr, u->vc, u->vr, stride * eb, eb, op_at(c, o));
        }
        emit_regs(c, addr, stride * eb);
        emit_tstore(c, dt, u->slot);
        return add_gm_output(c, ptr, addr, u->vr, u->vc, stride * eb, eb, op_at(c, o));
    }
    uint32_t bytes = tile_bytes(&u->t);
    if (!bytes)
        return fail(c, tk_at(c, tt), "a %ux%u %s tile needs more than the 64 KiB of a Local tile", u->t.rows, u->t.cols, dtn(dt));
    int slot;
    if (view->dn) {
        if (dn_load(c, dt, u->vr, u->vc, u->t.cols, bytes, addr, stride * eb, &slot, op_at(c, o))) return -1;
    } else {
        unsigned hand;
        slot = free_slot(c, &hand);
        if (slot < 0) return fail(c, op_at(c, o), "all 64 Local tiles are in use");
        emit_regs(c, addr, stride * eb);
        emit_tload(c, dt, u->vc, u->vr, u->t.cols, hand, bytes);
        c->slot_used[slot] = true;
    }
    int old = u->slot;
    u->slot = slot;
    u->predicate = false;
    release_slot(c, old);
    return vrange_wrote(c, (int32_t)(u - c->bufs), op_at(c, o));
}

/* pto.tprefetch ins(%view) outs(%tile): the ISA's TPREFETCH probes the
 * view's rows x cols elements (base in a0, element row stride in a1, on all
 * four PEs) and writes no tile, so the destination keeps what it held;
 * the tile gives the element type and must match the view as for
 * pto.tload. */
static int exec_prefetch(ctx *c, frame *fr, const op *o)
{
    opnds p;
    if (get_opnds(c, o, &p)) return -1;
    if (p.nval != 1 || p.nout != 1) return fail(c, op_at(c, o), "pto.tprefetch takes ins(%%x : T) outs(%%y : T)");
    uint32_t vt = p.val[0], tt = p.out[0];
    const rv *view = fval(fr, (uint32_t)c->t[vt].vid);
    const rv *tv = fval(fr, (uint32_t)c->t[tt].vid);
    if (view->k != RV_VIEW) return fail(c, tk_at(c, vt), "expected a partition view of a !pto.ptr");
    if (tv->k != RV_TILE) return fail(c, tk_at(c, tt), "expected a tile buffer");
    const tbuf *u = &c->bufs[tv->buf];
    gptr *ptr = &c->ptrs[view->ptr];
    if (place_ptr(c, ptr, op_at(c, o))) return -1;
    uint32_t vr = u->have_valid ? u->vr : u->t.rows, vc = u->have_valid ? u->vc : u->t.cols;
    bool dyn = u->t.vr < 0 || u->t.vc < 0;
    if (view->pcol && (dyn ? (vr > view->prow || vc > view->pcol) : (view->prow != vr || view->pcol != vc)))
        return fail(c, tk_at(c, tt), "the %ux%u partition does not match the tile's %ux%u valid shape", view->prow, view->pcol,
                    vr, vc);
    unsigned dt = u->t.dt, eb = pto_dtype_bits(dt) / 8u;
    if (pto_dtype_bits(dt) < 8) return fail(c, tk_at(c, tt), "4-bit tiles are not supported by this front end");
    if (dt != ptr->dt)
        return fail(c, tk_at(c, tt), "type mismatch: the tile is %s, the pointer's elements are %s", dtn(dt), dtn(ptr->dt));
    uint64_t stride = view->stride ? view->stride : u->t.cols;
    uint64_t addr = ptr->gm + view->offset * eb;
    uint64_t end = (view->offset + (uint64_t)(vr - 1u) * stride + vc) * eb;
    if (end > ptr->gm_len && !ptr->placeholder) {
        const tok *pn = &c->t[ptr->tok];
        return fail(c, tk_at(c, vt), "host data for '%%%.*s' has %llu bytes; this prefetch reads up to byte %llu", (int)pn->n,
                    pn->s, (unsigned long long)ptr->gm_len, (unsigned long long)end);
    }
    if (issue(c, o)) return -1;
    uint32_t pcols = 1; /* LB2: the columns rounded up to a power of two, as pto_tprefetch gives them */
    while (pcols < vc) pcols *= 2;
    sb_printf(&c->out, ".gpr * a0 = 0x%llx\n.gpr * a1 = %llu\nBSTART.TPREFETCH %s\nB.DIM LB0=%u ; B.DIM LB1=%u ; B.DIM LB2=%u\n"
                       "B.IOR a0, a1\nBSTOP\n",
              (unsigned long long)addr, (unsigned long long)stride, dtn(dt), vc, vr, pcols);
    return 0;
}

/* ---- PTOAS's memref form --------------------------------------------------------------
 * PTOAS lowers tile buffers and tensor views to memrefs (its PTOViewToMemref
 * pass) and accepts kernels written that way:
 *   - a memref in gm memory (or with no memory space, PTOAS's Zero, which it
 *     treats as global) is global memory: as a kernel argument it binds like
 *     a !pto.ptr, its shape and strides (row-major without a layout) its
 *     view; memref.reinterpret_cast and memref.subview make other views of
 *     it; pto.tload / pto.tstore on any of them go through exec_ldst, as a
 *     partition view does.  The dimensions before the last are the rows
 *     (evenly strided: the ISA's TLOAD takes one row stride), the last the
 *     columns, as TLOAD reads an ND GlobalTensor;
 *   - a memref in vec (or ub), mat, left, right, acc, bias or scaling memory
 *     is a tile: rank 2 (RxC) or 1 (one row), the memref's element type,
 *     valid = full unless valid operands say otherwise, from memref.alloc or
 *     pto.pointer_cast(%addr) (the address noted as alloc_tile's addr is);
 *     pto.bind_tile names the same tile with a valid shape and a
 *     #pto.tile_buf_config.  A memref tile of rank 3 or more is refused:
 *     PTOAS's memory planner reserves all its elements while its C++
 *     lowering declares a Tile of the first two dimensions, so it has no one
 *     meaning. */
#define MR_DYN INT64_MIN

typedef struct mref {
    unsigned rank;
    int64_t dim[8], stride[8]; /* MR_DYN: '?' */
    int64_t offset;            /* MR_DYN: '?' */
    bool strided;              /* a strided<...> layout was given */
    bool gm;                   /* gm or no memory space */
    uint8_t loc;               /* LOC_* of a local memref */
    unsigned dt;
    bool mask;
} mref;

static bool is_memref_tok(const tok *t) { return t->k == TK_ID && t->n > 7 && !memcmp(t->s, "memref<", 7); }

/* a * b and a + b of nonnegative sizes, saturating at 2^62 (beyond any memory) */
#define MR_BIG ((int64_t)1 << 62)
static int64_t mr_mul(int64_t a, int64_t b) { return a < 0 || b < 0 ? -1 : a && b > MR_BIG / a ? MR_BIG : a * b; }
static int64_t mr_add(int64_t a, int64_t b) { return a < 0 || b < 0 ? -1 : a > MR_BIG - b ? MR_BIG : a + b; }

/* An integer or '?' (MR_DYN) of a memref type; false if there is none. */
static bool mr_num(ctx *c, cur *s, int64_t *v)
{
    ws(s);
    if (s->p < s->end && *s->p == '?') {
        s->p++;
        *v = MR_DYN;
        return true;
    }
    bool neg = s->p < s->end && *s->p == '-';
    const char *at = s->p;
    if (neg) s->p++;
    if (s->p >= s->end || !isdigit((unsigned char)*s->p)) return false;
    int64_t x = 0;
    while (s->p < s->end && isdigit((unsigned char)*s->p)) {
        if (x > ((int64_t)1 << 40)) {
            fail(c, at, "the number %.*s in a memref type is too large", (int)(s->end - at > 24 ? 24 : s->end - at), at);
            return false;
        }
        x = x * 10 + (*s->p++ - '0');
    }
    *v = neg ? -x : x;
    return true;
}

/* memref<DIMSxTYPE[, strided<[S, ...][, offset: O]>][, #pto.address_space<SPACE>]> */
static int mref_parse(ctx *c, uint32_t ti, mref *m)
{
    const tok *tk = &c->t[ti];
    const char *at = tk->s;
    cur s = {tk->s + 7, tk->s + tk->n};
    memset(m, 0, sizeof *m);
    m->gm = true;
    ws(&s);
    if (s.p < s.end && *s.p == '*') return fail(c, at, "an unranked memref (memref<*x...>) has no shape ptosim can use");
    for (;;) {
        ws(&s);
        if (s.p >= s.end || !(isdigit((unsigned char)*s.p) || *s.p == '?')) break;
        if (m->rank == 8) return fail(c, at, "a memref of more than 8 dimensions");
        int64_t d;
        if (!mr_num(c, &s, &d)) return c->failed ? -1 : fail(c, s.p, "expected a memref dimension");
        if (d == 0) return fail(c, at, "a memref with a dimension of 0 has no elements");
        m->dim[m->rank++] = d;
        if (!eat(&s, "x")) return fail(c, s.p, "expected 'x' after a memref dimension");
    }
    const char *e;
    size_t en = ident(&s, &e);
    if (elem_type(e, en, &m->dt, &m->mask))
        return fail(c, e, "unknown memref element type '%.*s'", (int)(en > 20 ? 20 : en), e);
    if (!m->rank) return fail(c, at, "a memref of rank 0 (one element) has no tile or view equivalent");
    while (eat(&s, ",")) {
        ws(&s);
        if (eat(&s, "strided<")) {
            unsigned n = 0;
            m->strided = true;
            if (!eat(&s, "[")) return fail(c, s.p, "expected '[' after strided<");
            while (!eat(&s, "]")) {
                if (n && !eat(&s, ",")) return fail(c, s.p, "expected ',' or ']' in the strides");
                if (n == 8) return fail(c, s.p, "more than 8 strides");
                if (!mr_num(c, &s, &m->stride[n++])) return c->failed ? -1 : fail(c, s.p, "expected a stride");
            }
            if (n != m->rank) return fail(c, at, "the memref has %u dimensions and %u strides", m->rank, n);
            if (eat(&s, ",")) {
                if (!eat(&s, "offset") || !eat(&s, ":") || !mr_num(c, &s, &m->offset))
                    return c->failed ? -1 : fail(c, s.p, "expected 'offset: N' in strided<...>");
            }
            if (!eat(&s, ">")) return fail(c, s.p, "expected '>' closing strided<...>");
        } else if (eat(&s, "#pto.address_space<")) {
            static const struct {
                const char *name;
                int loc;
            } sp[] = {{"gm", -1}, {"zero", -1}, {"vec", LOC_VEC}, {"ub", LOC_VEC}, {"mat", LOC_MAT}, {"left", LOC_LEFT},
                      {"right", LOC_RIGHT}, {"acc", LOC_ACC}, {"bias", LOC_BIAS}, {"scaling", LOC_SCALING}};
            const char *w;
            size_t wn = ident(&s, &w);
            unsigned i = 0;
            while (i < sizeof sp / sizeof sp[0] && !ieq(w, wn, sp[i].name)) i++;
            if (i == sizeof sp / sizeof sp[0])
                return fail(c, w, "memory space '%.*s' has no ptosim equivalent (gm, vec or ub, mat, left, right, acc, bias, scaling)",
                            (int)(wn > 20 ? 20 : wn), w);
            m->gm = sp[i].loc < 0;
            m->loc = (uint8_t)(sp[i].loc < 0 ? 0 : sp[i].loc);
            if (!eat(&s, ">")) return fail(c, s.p, "expected '>' closing #pto.address_space<...>");
        } else if (s.p < s.end && strncmp(s.p, "affine_map<", 11) == 0) {
            return fail(c, s.p, "a memref layout written as affine_map<...> is not read; write strided<[...], offset: N>");
        } else {
            return fail(c, s.p, "expected strided<...> or #pto.address_space<...> in the memref type");
        }
    }
    if (!eat(&s, ">")) return fail(c, s.p, "expected '>' closing the memref type");
    if (!m->strided) { /* the identity layout: row-major */
        m->stride[m->rank - 1] = 1;
        for (unsigned k = m->rank - 1; k-- > 0;)
            m->stride[k] = m->stride[k + 1] == MR_DYN || m->dim[k + 1] == MR_DYN ? MR_DYN : mr_mul(m->stride[k + 1], m->dim[k + 1]);
    }
    return 0;
}

/* parse_type_tok of a memref: a gm memref is global memory (TY_PTR, its
 * view made by memref_arg_view), a local one a tile (TY_TILE). */
static int memref_type(ctx *c, uint32_t ti, ty *out)
{
    mref m;
    if (mref_parse(c, ti, &m)) return -1;
    const char *at = c->t[ti].s;
    if (m.gm) {
        out->k = TY_PTR;
        out->dt = m.dt;
        return 0;
    }
    if (m.rank > 2) {
        int64_t all = 1;
        for (unsigned k = 0; k < m.rank; k++) all = mr_mul(all, m.dim[k] > 0 ? m.dim[k] : 1);
        return fail(c, at, "a memref tile of rank %u has no one meaning in PTOAS: its memory planner reserves all %llu "
                    "elements, its C++ lowering declares a Tile of the first two dimensions (%lldx%lld); ptosim takes a "
                    "memref tile of rank 2 (or 1, one row)", m.rank, (unsigned long long)all, (long long)m.dim[0], (long long)m.dim[1]);
    }
    for (unsigned k = 0; k < m.rank; k++) {
        if (m.dim[k] == MR_DYN) return fail(c, at, "a memref tile's shape must be static (the rows and columns of a Local tile)");
        if (m.dim[k] < 0 || m.dim[k] > 65536)
            return fail(c, at, "dimension %lld is too large: a Local tile has at most 65536 elements in a row or a column",
                        (long long)m.dim[k]);
    }
    ttype *t = &out->tile;
    t->dt = m.dt;
    t->is_mask = m.mask;
    t->rows = m.rank == 1 ? 1u : (uint32_t)m.dim[0];
    t->cols = (uint32_t)m.dim[m.rank - 1];
    t->vr = (int)t->rows;
    t->vc = (int)t->cols;
    t->buf = true;
    t->loc = m.loc;
    /* a strided layout other than the compact row-major one is a window of a larger buffer */
    bool compact = m.stride[m.rank - 1] == 1 || m.stride[m.rank - 1] == MR_DYN;
    if (m.rank == 2) compact &= m.stride[0] == (int64_t)t->cols || m.stride[0] == MR_DYN || t->rows == 1;
    compact &= m.offset == 0 || m.offset == MR_DYN;
    if (!compact)
        return fail(c, at, "a memref tile with strides other than [%u, 1] or a nonzero offset (a window of a larger buffer) "
                    "has no TEPL equivalent: a Local tile is whole and row-major", t->cols);
    pow2_cols(t);
    out->k = TY_TILE;
    return 0;
}

/* The TLOAD/TSTORE view of global memory described by m (its sizes,
 * strides and offset in elements from the bound data's start): the rows are
 * every dimension but the last, evenly strided. */
static int mref_view(ctx *c, const mref *m, rv *r, const char *at)
{
    unsigned n = m->rank;
    bool dyn = false;
    for (unsigned k = 0; k < n; k++) dyn |= m->dim[k] == MR_DYN;
    if (dyn && n > 2) return fail(c, at, "a memref view of more than two dimensions needs static sizes");
    for (unsigned k = 0; k < n; k++)
        if (m->stride[k] != MR_DYN && m->stride[k] < 0) return fail(c, at, "a negative stride is not supported");
    if (m->offset == MR_DYN) return fail(c, at, "the memref's offset is dynamic ('?'): ptosim needs its value");
    if (m->offset < 0) return fail(c, at, "a negative offset is not supported");
    int64_t cols = m->dim[n - 1];
    if (cols != 1 && m->stride[n - 1] != 1) {
        if (m->stride[n - 1] == MR_DYN) return fail(c, at, "the memref's innermost stride is dynamic ('?'): ptosim needs its value");
        return fail(c, at, "a memref's innermost stride must be 1 (TLOAD takes a row stride)");
    }
    int64_t rs = -1, next = 0; /* the row stride; the stride that continues the rows evenly */
    uint64_t rows = 1;
    for (unsigned k = n - 1; k-- > 0;) {
        if (m->dim[k] == 1) continue;
        if (m->stride[k] == MR_DYN) return fail(c, at, "a memref stride is dynamic ('?'): ptosim needs its value");
        if (rs < 0) rs = m->stride[k];
        else if (m->stride[k] != next)
            return fail(c, at, "the memref's rows are not evenly strided (a stride of %lld where %lld would continue them): "
                        "TLOAD/TSTORE take one row stride", (long long)m->stride[k], (long long)next);
        if (m->dim[k] != MR_DYN) {
            rows = (uint64_t)mr_mul((int64_t)rows, m->dim[k]);
            next = mr_mul(m->stride[k], m->dim[k]);
        }
    }
    if (m->offset > ((int64_t)1 << 40) || rs > ((int64_t)1 << 40))
        return fail(c, at, "a memref offset or stride of more than 2^40 elements lies beyond global memory");
    r->k = RV_VIEW;
    r->stride = rs >= 0 ? (uint64_t)rs : cols > 0 ? (uint64_t)cols : 0u;
    r->offset = (uint64_t)m->offset;
    r->prow = dyn ? 0u : rows > 0xffffffffu ? 0xffffffffu : (uint32_t)rows;
    r->pcol = dyn ? 0u : cols > 0xffffffff ? 0xffffffffu : (uint32_t)cols;
    return 0;
}

/* A gm memref argument (bound as a pointer in v): its view. */
static int memref_arg_view(ctx *c, uint32_t ti, rv *v)
{
    if (!is_memref_tok(&c->t[ti])) return 0;
    mref m;
    if (mref_parse(c, ti, &m)) return -1;
    return mref_view(c, &m, v, c->t[ti].s);
}

/* [a, b, ...] of index values or integers at token j (before end). */
static int mr_list(ctx *c, frame *fr, uint32_t j, uint32_t end, int64_t *v, unsigned *n, uint32_t *after)
{
    if (j >= end || !is_p(c, j, "[")) return fail_tok(c, j, "'['");
    *n = 0;
    for (j++; j < end && !is_p(c, j, "]");) {
        if (*n == 8) return fail(c, tk_at(c, j), "more than 8 entries");
        if (index_of(c, fr, j, &v[(*n)++])) return -1;
        j++;
        if (j < end && is_p(c, j, ",")) j++;
        else if (!(j < end && is_p(c, j, "]"))) return fail_tok(c, j, "',' or ']'");
    }
    if (j >= end) return fail_tok(c, j, "']'");
    *after = j + 1;
    return 0;
}

/* The first type after a ':' at or after token j. */
static uint32_t mr_type_after(const ctx *c, uint32_t j, uint32_t end)
{
    for (; j + 1 < end; j++)
        if (is_p(c, j, ":") && (is_memref_tok(T(c, j + 1)) || T(c, j + 1)->k == TK_TYPE)) return j + 1;
    return UINT32_MAX;
}

/* #pto.tile_buf_config<blayout=B, slayout=S, s_fractal_size=N, pad=P, compact=M> of the operation
 * (each value an integer, `1 : i32`, or an attribute naming it, `#pto.blayout<col_major>`)
 * applied to tile type t: PTOAS's numbering, blayout 0 row_major 1 col_major, slayout 0
 * none_box 1 row_major 2 col_major, pad 0 null 1 zero 2 max 3 min (the tile_buf keys'). */
static int mr_config(ctx *c, const op *o, ttype *t)
{
    for (uint32_t j = o->t0; j < o->t1; j++) {
        const tok *a = T(c, j);
        if (a->k != TK_ATTR || a->n < 22 || memcmp(a->s, "#pto.tile_buf_config<", 21)) continue;
        const char *p = a->s + 21, *end = a->s + a->n - 1;
        while (p < end) {
            const char *q = p;
            int d = 0;
            while (q < end && !(d == 0 && *q == ',')) d += *q == '<' ? 1 : *q == '>' ? -1 : 0, q++;
            const char *eq = memchr(p, '=', (size_t)(q - p));
            if (eq) {
                const char *k = p;
                while (k < eq && isspace((unsigned char)*k)) k++;
                size_t kn = 0;
                while (k + kn < eq && !isspace((unsigned char)k[kn])) kn++;
                const char *v = eq + 1;
                while (v < q && isspace((unsigned char)*v)) v++;
                int x = -1;
                static const char *const names[3][4] = {{"row_major", "col_major"}, {"none_box", "row_major", "col_major"},
                                                        {"null", "zero", "max", "min"}};
                int key = ieq(k, kn, "blayout") ? 0 : ieq(k, kn, "slayout") ? 1 : ieq(k, kn, "pad") ? 2 : -1;
                if (key < 0) {
                    p = q + 1;
                    continue;
                }
                if (v < q && isdigit((unsigned char)*v)) {
                    x = 0;
                    while (v < q && isdigit((unsigned char)*v) && x < 100) x = x * 10 + (*v++ - '0');
                } else { /* the last word of the value */
                    const char *w = NULL, *we = NULL;
                    for (const char *r = v; r < q; r++)
                        if (isalnum((unsigned char)*r) || *r == '_') {
                            const char *s0 = r;
                            while (r < q && (isalnum((unsigned char)*r) || *r == '_')) r++;
                            w = s0, we = r;
                            r--;
                        }
                    for (int i = 0; w && i < 4; i++)
                        if (names[key][i] && ieq(w, (size_t)(we - w), names[key][i])) x = i;
                }
                int lim = key == 0 ? 1 : key == 1 ? 2 : 3;
                if (x < 0 || x > lim)
                    return fail(c, a->s, "%s in #pto.tile_buf_config must be %s", key == 0 ? "blayout" : key == 1 ? "slayout" : "pad",
                                key == 0 ? "row_major (0) or col_major (1)" : key == 1 ? "none_box (0), row_major (1) or col_major (2)"
                                                                               : "null (0), zero (1), max (2) or min (3)");
                if (key == 2) t->pad = pto_pad_to_datr((pto_pad)x);
                else if (t->loc != LOC_VEC) { /* the CUBE and matrix buffers: the ISA's layout decides (tile_loc) */
                } else if (key == 0 && x == 1 && t->rows != 1 && t->cols != 1) {
                    return fail(c, a->s, "blayout=col_major of a %ux%u tile has no TEPL bundle equivalent (only one row or one "
                                "column is stored alike in both orders)", t->rows, t->cols);
                } else if (key == 1 && x != 0) {
                    return fail(c, a->s, "slayout=%s has no TEPL bundle equivalent (none_box only)", names[1][x]);
                }
            }
            p = q + 1;
        }
    }
    return 0;
}

/* Valid row and column operands %r, %c at token j (both or neither); -1 if absent. */
static int mr_valid(ctx *c, frame *fr, uint32_t *j, uint32_t end, int64_t *vr, int64_t *vc)
{
    *vr = *vc = -1;
    if (*j >= end || T(c, *j)->k != TK_VAL) return 0;
    if (index_of(c, fr, *j, vr)) return -1;
    if (!(*j + 2 < end && is_p(c, *j + 1, ",") && T(c, *j + 2)->k == TK_VAL)) return fail_tok(c, *j + 1, "', %valid_col'");
    if (index_of(c, fr, *j + 2, vc)) return -1;
    *j += 3;
    return 0;
}

static int mr_set_valid(ctx *c, const op *o, tbuf *u, int64_t vr, int64_t vc)
{
    if (vr < 0) vr = u->t.rows, vc = u->t.cols;
    if (vr < 1 || vc < 1 || vr > u->t.rows || vc > u->t.cols)
        return fail(c, op_at(c, o), "valid shape %lldx%lld does not fit the %ux%u tile", (long long)vr, (long long)vc, u->t.rows,
                    u->t.cols);
    if (u->slot >= 0 && u->have_valid && (u->vr != vr || u->vc != vc))
        return fail(c, op_at(c, o), "pto.bind_tile gives a %lldx%lld valid shape to a tile already written as %ux%u",
                    (long long)vr, (long long)vc, u->vr, u->vc);
    u->vr = (uint32_t)vr;
    u->vc = (uint32_t)vc;
    u->t.vr = (int)vr;
    u->t.vc = (int)vc;
    u->have_valid = true;
    return 0;
}

static void set_result(ctx *c, frame *fr, const op *o, const rv *v);

/* The launch a run stands for: ptosim runs one block (one vector core), and
 * which one is the user's --in block_idx=N (block_num, subblock_idx,
 * subblock_num likewise); a query without its binding is an error. */
static const char *const blockq_names[4] = {"block_idx", "subblock_idx", "block_num", "subblock_num"};

static int blockq_value(ctx *c, unsigned k, const char *at, int64_t *out)
{
    const char *n = blockq_names[k];
    const ptoas_binding *in = input_for(c, n, strlen(n));
    if (!in || !in->literals)
        return fail(c, at, "pto.get_%s needs --in %s=N: ptosim runs the kernel as one %s, and this says which%s", n, n,
                    k & 1 ? "vector core of a block" : "block", k >= 2 ? " (the count)" : "");
    char *e;
    errno = 0;
    long long x = strtoll(in->literals, &e, 0);
    if (*e || errno || x < (k >= 2 ? 1 : 0) || x > (1ll << 31))
        return fail(c, at, "--in %s=%s: expected %s", n, in->literals, k >= 2 ? "a count of at least 1" : "an index of at least 0");
    *out = x;
    return 0;
}

static int exec_blockq(ctx *c, frame *fr, const op *o)
{
    const char *at = op_at(c, o);
    if (o->nres != 1) return fail(c, at, "pto.get_%s gives one i64", blockq_names[o->sub]);
    int64_t x;
    if (blockq_value(c, o->sub, at, &x)) return -1;
    if (o->sub < 2) { /* an index below its count, when the count is bound */
        const char *cn = blockq_names[o->sub + 2];
        if (input_for(c, cn, strlen(cn))) {
            int64_t n;
            if (blockq_value(c, o->sub + 2u, at, &n)) return -1;
            if (x >= n) return fail(c, at, "--in %s=%lld is not below --in %s=%lld", blockq_names[o->sub], (long long)x, cn, (long long)n);
        }
    }
    ty t = {.k = TY_INT, .width = 64, .dt = PTO_DT_S64};
    rv v;
    rv_int(&v, &t, (uint64_t)x);
    set_result(c, fr, o, &v);
    return 0;
}

/* pto.declare_eventid_array -> !pto.eventid_array<N>; pto.eventid_array_set
 * %a[%i], %v; %e = pto.eventid_array_get %a[%i]: event ids on the host (they
 * only name the flags of pto.set_flag_dyn / wait_flag_dyn, which do nothing
 * on one core in order). */
static int exec_evarr(ctx *c, frame *fr, const op *o)
{
    opnds p;
    if (get_opnds(c, o, &p)) return -1;
    const char *at = op_at(c, o);
    if (o->sub == 0) {
        uint32_t tt = p.nrtype == 1 ? p.rtype[0] : p.ntype == 1 ? p.type[0] : UINT32_MAX;
        const tok *t = tt == UINT32_MAX ? NULL : &c->t[tt];
        if (!t || o->nres != 1 || t->n < 20 || memcmp(t->s, "!pto.eventid_array<", 19))
            return fail(c, at, "pto.declare_eventid_array needs one result of type !pto.eventid_array<N>");
        uint64_t n = 0;
        for (uint32_t k = 19; k < t->n && isdigit((unsigned char)t->s[k]) && n <= 4096; k++) n = n * 10u + (uint64_t)(t->s[k] - '0');
        if (n < 1 || n > 4096) return fail(c, tk_at(c, tt), "an event-id array of 1..4096 elements");
        if (c->nevents + n > ((size_t)1 << 20))
            return fail(c, at, "the kernel declares more than 2^20 event-id array elements in all");
        if (!grow((void **)&c->events, &c->capevents, c->nevents + n, sizeof *c->events)) return fail(c, at, "out of memory");
        rv v;
        memset(&v, 0, sizeof v);
        v.k = RV_EVARR;
        v.bits = c->nevents;
        v.prow = (uint32_t)n;
        for (uint64_t k = 0; k < n; k++) c->events[c->nevents++] = -1;
        set_result(c, fr, o, &v);
        return 0;
    }
    bool set = o->sub == 2;
    if (p.nval != (set ? 3u : 2u) || o->nres != (set ? 0u : 1u))
        return fail(c, at, set ? "pto.eventid_array_set takes %%array[%%index], %%value" : "pto.eventid_array_get takes %%array[%%index] and gives one index");
    const rv *a = fval(fr, (uint32_t)c->t[p.val[0]].vid);
    if (a->k != RV_EVARR) return fail(c, tk_at(c, p.val[0]), "expected an event-id array (pto.declare_eventid_array)");
    int64_t i;
    if (index_of(c, fr, p.val[1], &i)) return -1;
    if (i < 0 || (uint64_t)i >= a->prow)
        return fail(c, tk_at(c, p.val[1]), "index %lld is outside the event-id array of %u elements", (long long)i, a->prow);
    int64_t *e = &c->events[a->bits + (uint64_t)i];
    if (set) {
        int64_t x;
        if (index_of(c, fr, p.val[2], &x)) return -1;
        if (x < 0) return fail(c, tk_at(c, p.val[2]), "an event id must not be negative (it is %lld)", (long long)x);
        *e = x;
        return 0;
    }
    if (*e < 0) return fail(c, tk_at(c, p.val[1]), "element %lld of the event-id array is read before it was set", (long long)i);
    ty t = {.k = TY_INDEX, .width = 64, .dt = PTO_DT_S64};
    rv v;
    rv_int(&v, &t, (uint64_t)*e);
    set_result(c, fr, o, &v);
    return 0;
}

static int exec_memref(ctx *c, frame *fr, const op *o, bool entry)
{
    const char *at = op_at(c, o);
    const tok *nt = &c->t[o->name];
    uint32_t j = o->t0, end = o->t1;
    if (o->sub == MR_SUBSET)
        return fail(c, at, "'pto.subset' names a window of a tile that later operations read and write in place; the ISA's "
                    "tiles do not alias one another (TEXTRACT and TINSERT copy a window)");
    if (o->generic) return fail(c, at, "write '" TOKF "' in its custom form (its generic form is not read)", TOKA(nt));
    if (o->sub == MR_DEALLOC) { /* ptosim releases a tile after its last use */
        if (!(j < end && T(c, j)->k == TK_VAL)) return fail_tok(c, j, "the memref to deallocate");
        return 0;
    }
    if (o->nres != 1) return fail(c, at, "'" TOKF "' needs one result", TOKA(nt));
    rv *res = fval(fr, o->res0);
    if (o->sub == MR_ALLOC || o->sub == MR_PCAST) {
        /* memref.alloc() : T  |  pto.pointer_cast(%addr, ...) [%vr, %vc] {config} : T */
        if (!(j < end && is_p(c, j, "("))) return fail_tok(c, j, "'('");
        uint32_t after;
        if (skip_group(c, j, &after)) return -1;
        int64_t addr = -1, vr = -1, vc = -1;
        unsigned naddr = 0;
        for (uint32_t k = j + 1; o->sub == MR_PCAST && k + 1 < after; k++) {
            if (is_p(c, k, ",")) continue;
            int64_t x;
            if (index_of(c, fr, k, &x)) return -1;
            if (!naddr++) addr = x; /* the planned address: ptosim's tiles are allocated by the ISA */
        }
        if (o->sub == MR_PCAST && !naddr) return fail(c, at, "pto.pointer_cast needs an address");
        j = after;
        if (o->sub == MR_PCAST && mr_valid(c, fr, &j, end, &vr, &vc)) return -1;
        uint32_t ti = mr_type_after(c, j, end);
        if (ti == UINT32_MAX) return fail(c, at, "'" TOKF "' needs ': memref<...>'", TOKA(nt));
        ty t;
        if (parse_type_tok(c, ti, &t)) return -1;
        if (t.k != TY_TILE)
            return fail(c, tk_at(c, ti), "'" TOKF "' of global memory has no ptosim equivalent: the host binds global memory "
                        "through the kernel's arguments", TOKA(nt));
        if (mr_config(c, o, &t.tile)) return -1;
        if (vr >= 0) t.tile.vr = (int)(vr < 1 || vr > t.tile.rows ? 0 : vr), t.tile.vc = (int)(vc < 1 || vc > t.tile.cols ? 0 : vc);
        if (o->sub == MR_PCAST && cube_alias(c, fr, o, &t.tile, addr)) return 0;
        int32_t b;
        if (tile_result(c, fr, o->res0, &t.tile, &b)) return -1;
        if (o->sub == MR_PCAST) cube_addressed(c, b, addr);
        tbuf *u = &c->bufs[b];
        if (mr_set_valid(c, o, u, vr, vc)) return -1;
        if (entry) {
            const tok *rn = &c->t[c->v[o->res0].tok];
            const ptoas_binding *in = input_for(c, rn->s, rn->n);
            if (in) {
                if (issue(c, o)) return -1;
                return host_fill(c, u, in, at);
            }
        }
        return 0;
    }
    if (!(j < end && T(c, j)->k == TK_VAL)) return fail_tok(c, j, "the source memref");
    const rv *src = fval(fr, (uint32_t)T(c, j)->vid);
    uint32_t src_tok = j++;
    if (o->sub == MR_BIND) { /* pto.bind_tile %m [, %vr, %vc] {config = ...} : T -> T */
        if (src->k != RV_TILE) return fail(c, tk_at(c, src_tok), "pto.bind_tile binds a tile (a memref in local memory)");
        int64_t vr = -1, vc = -1;
        if (j < end && is_p(c, j, ",")) j++;
        if (mr_valid(c, fr, &j, end, &vr, &vc)) return -1;
        int32_t b = src->buf;
        tbuf *u = &c->bufs[b];
        if (mr_config(c, o, &u->t)) return -1;
        if (vr >= 0 || !u->have_valid)
            if (mr_set_valid(c, o, u, vr, vc)) return -1;
        if (res != src) {
            rv_drop(c, res);
            memset(res, 0, sizeof *res);
            res->k = RV_TILE;
            res->buf = b;
            c->bufs[b].refs++;
        }
        return 0;
    }
    if (src->k == RV_TILE)
        return fail(c, tk_at(c, src_tok), "'" TOKF "' of a tile (a memref in local memory) has no TEPL equivalent: a Local "
                    "tile is whole and row-major", TOKA(nt));
    if (src->k != RV_VIEW) return fail(c, tk_at(c, src_tok), "expected a memref of global memory");
    mref m;
    memset(&m, 0, sizeof m);
    if (o->sub == MR_REINTERPRET) {
        /* memref.reinterpret_cast %m to offset: [o], sizes: [...], strides: [...] : T to T */
        if (!(j < end && is_id(c, j, "to"))) return fail_tok(c, j, "'to'");
        j++;
        int64_t v[3][8];
        unsigned n[3] = {0, 0, 0};
        for (int k = 0; k < 3; k++) {
            static const char *const keys[] = {"offset", "sizes", "strides"};
            if (k && j < end && is_p(c, j, ",")) j++;
            if (!(j < end && is_id(c, j, keys[k]) && is_p(c, j + 1, ":"))) return fail_tok(c, j, k == 0 ? "'offset:'" : k == 1 ? "'sizes:'" : "'strides:'");
            if (mr_list(c, fr, j + 2, end, v[k], &n[k], &j)) return -1;
        }
        if (n[0] != 1) return fail(c, at, "memref.reinterpret_cast takes one offset");
        if (n[1] != n[2] || !n[1]) return fail(c, at, "memref.reinterpret_cast has %u sizes and %u strides", n[1], n[2]);
        m.rank = n[1];
        m.offset = v[0][0];
        for (unsigned k = 0; k < m.rank; k++) {
            if (v[1][k] < 1) return fail(c, at, "memref.reinterpret_cast sizes must be positive");
            m.dim[k] = v[1][k];
            m.stride[k] = v[2][k];
        }
    } else { /* memref.subview %m[offsets] [sizes] [strides] : T to T */
        int64_t v[3][8];
        unsigned n[3];
        for (int k = 0; k < 3; k++)
            if (mr_list(c, fr, j, end, v[k], &n[k], &j)) return -1;
        uint32_t ti = mr_type_after(c, j, end);
        if (ti == UINT32_MAX || !is_memref_tok(T(c, ti))) return fail(c, at, "memref.subview needs its source's type ': memref<...> to ...'");
        mref s;
        if (mref_parse(c, ti, &s)) return -1;
        if (n[0] != s.rank || n[1] != s.rank || n[2] != s.rank)
            return fail(c, at, "memref.subview of a rank-%u memref takes %u offsets, sizes and strides", s.rank, s.rank);
        if (s.rank <= 2) { /* the source's view knows its strides */
            s.stride[s.rank - 1] = 1;
            if (s.rank == 2) s.stride[0] = (int64_t)src->stride;
        }
        m.rank = s.rank;
        m.offset = (int64_t)src->offset;
        for (unsigned k = 0; k < s.rank; k++) {
            if (s.stride[k] == MR_DYN) return fail(c, tk_at(c, ti), "a memref stride is dynamic ('?'): ptosim needs its value");
            if (v[0][k] < 0 || v[1][k] < 1 || v[2][k] < 1)
                return fail(c, at, "memref.subview offsets must not be negative, sizes and strides must be positive");
            if (s.stride[k] < 0) return fail(c, tk_at(c, ti), "a negative stride is not supported");
            if (s.dim[k] != MR_DYN && mr_add(v[0][k], mr_mul(v[1][k] - 1, v[2][k])) >= s.dim[k])
                return fail(c, at, "memref.subview reads beyond its source: dimension %u has %lld elements", k, (long long)s.dim[k]);
            m.offset = mr_add(m.offset, mr_mul(v[0][k], s.stride[k]));
            m.dim[k] = v[1][k];
            m.stride[k] = mr_mul(s.stride[k], v[2][k]);
        }
    }
    rv r = *src;
    if (mref_view(c, &m, &r, at)) return -1;
    rv_drop(c, res);
    *res = r;
    return 0;
}

/* ---- host operations -------------------------------------------------------------- */
static int result_type(ctx *c, const op *o, const opnds *p, ty *t)
{
    uint32_t ti = p->nrtype ? p->rtype[0] : p->ntype ? p->type[p->ntype - 1] : UINT32_MAX;
    if (ti == UINT32_MAX) return fail(c, op_at(c, o), "'" TOKF "' needs its type", TOKA(&c->t[o->name]));
    if (parse_type_tok(c, ti, t)) return -1;
    if (t->k != TY_INT && t->k != TY_INDEX && t->k != TY_FLT)
        return fail(c, tk_at(c, ti), "'" TOKF "' on the host takes integer, index or float types", TOKA(&c->t[o->name]));
    return 0;
}

static void set_result(ctx *c, frame *fr, const op *o, const rv *v)
{
    rv *r = fval(fr, o->res0);
    rv_drop(c, r);
    *r = *v;
}

static int exec_const(ctx *c, frame *fr, const op *o)
{
    opnds p;
    if (get_opnds(c, o, &p)) return -1;
    if (o->nres != 1) return fail(c, op_at(c, o), "arith.constant needs one result");
    uint32_t lt = p.lit;
    ty t;
    if (o->generic) {
        lt = attr_find(c, &p, "value");
        if (lt == UINT32_MAX) return fail(c, op_at(c, o), "the generic arith.constant needs {value = ...}");
    }
    if (lt == UINT32_MAX) return fail(c, op_at(c, o), "arith.constant needs a value");
    const tok *lk = T(c, lt);
    if (lk->k == TK_ID && (tok_eq(lk, "true") || tok_eq(lk, "false")) && !p.ntype && !p.nrtype) {
        ty b = {.k = TY_INT, .width = 1, .dt = PTO_DT_U8};
        rv v;
        rv_int(&v, &b, lk->s[0] == 't');
        set_result(c, fr, o, &v);
        return 0;
    }
    if (lk->k == TK_ID && lk->n >= 6 && !memcmp(lk->s, "dense<", 6))
        return fail(c, lk->s, "a dense (vector or tensor) constant has no host or tile equivalent in ptosim");
    if (o->generic && is_p(c, lt + 1, ":") && is_type_tok(T(c, lt + 2))) {
        if (parse_type_tok(c, lt + 2, &t)) return -1;
    } else if (result_type(c, o, &p, &t)) {
        return -1;
    }
    rv v;
    if (scalar_literal(c, lk->s, lk->n, &t, &v, lk->s)) return -1;
    set_result(c, fr, o, &v);
    return 0;
}

static int exec_bin(ctx *c, frame *fr, const op *o)
{
    opnds p;
    if (get_opnds(c, o, &p)) return -1;
    const char *at = op_at(c, o);
    bool negf = o->kind == OK_ARITH_NEGF;
    if (p.nval != (negf ? 1u : 2u) || o->nres != 1)
        return fail(c, at, "'" TOKF "' takes %u operands and one result", TOKA(&c->t[o->name]), negf ? 1u : 2u);
    const rv *a = fval(fr, (uint32_t)c->t[p.val[0]].vid), *b = negf ? a : fval(fr, (uint32_t)c->t[p.val[1]].vid);
    unsigned sub = o->sub;
    bool flt = negf || sub >= A_ADDF;
    if (want_scalar(c, a, p.val[0], flt) || want_scalar(c, b, p.val[negf ? 0 : 1], flt)) return -1;
    rv r = *a;
    if (flt) {
        if (a->dt != b->dt) return fail(c, tk_at(c, p.val[1]), "type mismatch: %s and %s", dtn(a->dt), dtn(b->dt));
        double x = flt_value(a), y = flt_value(b), z;
        switch (sub) {
        case A_ADDF: z = x + y; break;
        case A_SUBF: z = x - y; break;
        case A_MULF: z = x * y; break;
        case A_DIVF: z = x / y; break;
        case A_MAXF: z = isnan(x) || isnan(y) ? NAN : x > y || (x == y && !signbit(x)) ? x : y; break;
        case A_MINF: z = isnan(x) || isnan(y) ? NAN : x < y || (x == y && signbit(x)) ? x : y; break;
        default: z = -x; break;
        }
        if (flt_from_double(c, z, a->dt, &r.bits, at)) return -1;
        set_result(c, fr, o, &r);
        return 0;
    }
    if (a->width != b->width || a->sk != b->sk) return fail(c, tk_at(c, p.val[1]), "type mismatch between the operands");
    unsigned w = a->width;
    uint64_t x = a->bits, y = b->bits, m = wmask(w), z = 0;
    int64_t sx = sext(x, w), sy = sext(y, w);
    int64_t smin = w >= 64 ? INT64_MIN : -(int64_t)(1ull << (w - 1));
    bool sdiv = sub == A_DIVSI || sub == A_REMSI || sub == A_CEILDIVSI || sub == A_FLOORDIVSI;
    if ((sdiv || sub == A_DIVUI || sub == A_REMUI || sub == A_CEILDIVUI) && y == 0)
        return fail(c, at, "division by zero in '" TOKF "'", TOKA(&c->t[o->name]));
    if (sdiv && sx == smin && sy == -1) return fail(c, at, "signed division overflows in '" TOKF "'", TOKA(&c->t[o->name]));
    switch (sub) {
    case A_ADDI: z = x + y; break;
    case A_SUBI: z = x - y; break;
    case A_MULI: z = x * y; break;
    case A_DIVSI: z = (uint64_t)(sx / sy); break;
    case A_DIVUI: z = x / y; break;
    case A_REMSI: z = (uint64_t)(sx % sy); break;
    case A_REMUI: z = x % y; break;
    case A_ANDI: z = x & y; break;
    case A_ORI: z = x | y; break;
    case A_XORI: z = x ^ y; break;
    case A_SHLI: z = y >= w ? 0 : x << y; break;
    case A_SHRUI: z = y >= w ? 0 : x >> y; break;
    case A_SHRSI: z = (uint64_t)(y >= w ? (sx < 0 ? -1 : 0) : sx >> y); break;
    case A_MAXSI: z = (uint64_t)(sx > sy ? sx : sy); break;
    case A_MINSI: z = (uint64_t)(sx < sy ? sx : sy); break;
    case A_MAXUI: z = x > y ? x : y; break;
    case A_MINUI: z = x < y ? x : y; break;
    case A_CEILDIVSI: {
        int64_t q = sx / sy;
        if ((sx % sy != 0) && ((sx < 0) == (sy < 0))) q++;
        z = (uint64_t)q;
        break;
    }
    case A_FLOORDIVSI: {
        int64_t q = sx / sy;
        if ((sx % sy != 0) && ((sx < 0) != (sy < 0))) q--;
        z = (uint64_t)q;
        break;
    }
    case A_CEILDIVUI: z = x / y + (x % y != 0); break;
    default: return fail(c, at, "internal: unknown arith operation");
    }
    r.bits = z & m;
    set_result(c, fr, o, &r);
    return 0;
}

static int exec_cmp(ctx *c, frame *fr, const op *o, bool flt)
{
    opnds p;
    if (get_opnds(c, o, &p)) return -1;
    const char *at = op_at(c, o);
    tok named; /* the generic form's {predicate = N : i64}, by its enumerator's name */
    if (o->generic && p.word == UINT32_MAX) {
        static const char *const ipr[10] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
        static const char *const fpr[16] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                                            "ueq",   "ugt", "uge", "ult", "ule", "une", "uno", "true"};
        uint32_t pt = attr_find(c, &p, "predicate");
        int64_t k;
        if (pt == UINT32_MAX || c->t[pt].k != TK_INT) return fail(c, at, "the generic %s needs {predicate = N : i64}", flt ? "arith.cmpf" : "arith.cmpi");
        if (index_of(c, fr, pt, &k)) return -1;
        if (k < 0 || k >= (flt ? 16 : 10))
            return fail(c, tk_at(c, pt), "%s predicate %lld is not one of 0..%d", flt ? "arith.cmpf" : "arith.cmpi", (long long)k, flt ? 15 : 9);
        named = c->t[pt];
        named.s = flt ? fpr[k] : ipr[k];
        named.n = (uint32_t)strlen(named.s);
    } else if (p.word != UINT32_MAX) {
        named = c->t[p.word];
    }
    if ((p.word == UINT32_MAX && !o->generic) || p.nval != 2 || o->nres != 1)
        return fail(c, at, "%s takes a predicate, two operands and one result", flt ? "arith.cmpf" : "arith.cmpi");
    const rv *a = fval(fr, (uint32_t)c->t[p.val[0]].vid), *b = fval(fr, (uint32_t)c->t[p.val[1]].vid);
    if (want_scalar(c, a, p.val[0], flt) || want_scalar(c, b, p.val[1], flt)) return -1;
    const tok *w = &named;
    bool r;
    if (!flt) {
        static const char *const pr[10] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
        unsigned k = 0;
        while (k < 10 && !tok_eq(w, pr[k])) k++;
        if (k == 10) return fail(c, w->s, "unknown arith.cmpi predicate '" TOKF "'", TOKA(w));
        int64_t sx = sext(a->bits, a->width), sy = sext(b->bits, b->width);
        uint64_t x = a->bits, y = b->bits;
        switch (k) {
        case 0: r = x == y; break;
        case 1: r = x != y; break;
        case 2: r = sx < sy; break;
        case 3: r = sx <= sy; break;
        case 4: r = sx > sy; break;
        case 5: r = sx >= sy; break;
        case 6: r = x < y; break;
        case 7: r = x <= y; break;
        case 8: r = x > y; break;
        default: r = x >= y; break;
        }
    } else {
        double x = flt_value(a), y = flt_value(b);
        bool un = isnan(x) || isnan(y);
        const char *s = w->s;
        size_t n = w->n;
        if (tok_eq(w, "false")) r = false;
        else if (tok_eq(w, "true")) r = true;
        else if (tok_eq(w, "ord")) r = !un;
        else if (tok_eq(w, "uno")) r = un;
        else {
            if (n != 3 || (s[0] != 'o' && s[0] != 'u')) return fail(c, s, "unknown arith.cmpf predicate '" TOKF "'", TOKA(w));
            bool u = s[0] == 'u', v;
            if (!memcmp(s + 1, "eq", 2)) v = x == y;
            else if (!memcmp(s + 1, "ne", 2)) v = x != y;
            else if (!memcmp(s + 1, "lt", 2)) v = x < y;
            else if (!memcmp(s + 1, "le", 2)) v = x <= y;
            else if (!memcmp(s + 1, "gt", 2)) v = x > y;
            else if (!memcmp(s + 1, "ge", 2)) v = x >= y;
            else return fail(c, s, "unknown arith.cmpf predicate '" TOKF "'", TOKA(w));
            r = un ? u : v;
        }
    }
    ty b1 = {.k = TY_INT, .width = 1, .dt = PTO_DT_U8};
    rv v;
    rv_int(&v, &b1, r);
    set_result(c, fr, o, &v);
    return 0;
}

static bool is_i1(const rv *v) { return v->k == RV_SCALAR && v->sk == SK_INT && v->width == 1; }

static int exec_select(ctx *c, frame *fr, const op *o)
{
    opnds p;
    if (get_opnds(c, o, &p)) return -1;
    if (p.nval != 3 || o->nres != 1) return fail(c, op_at(c, o), "arith.select takes a condition, two values and one result");
    const rv *k = fval(fr, (uint32_t)c->t[p.val[0]].vid);
    if (!is_i1(k)) return fail(c, tk_at(c, p.val[0]), "the condition of arith.select must be an i1");
    rv v;
    memset(&v, 0, sizeof v);
    rv_copy(c, &v, fval(fr, (uint32_t)c->t[p.val[k->bits ? 1 : 2]].vid));
    set_result(c, fr, o, &v);
    return 0;
}

static int exec_cast(ctx *c, frame *fr, const op *o)
{
    opnds p;
    if (get_opnds(c, o, &p)) return -1;
    const char *at = op_at(c, o);
    if (p.nval != 1 || o->nres != 1 || !p.nrtype) return fail(c, at, "'" TOKF "' takes %%x : T1 to T2", TOKA(&c->t[o->name]));
    const rv *a = fval(fr, (uint32_t)c->t[p.val[0]].vid);
    ty t;
    if (parse_type_tok(c, p.rtype[0], &t)) return -1;
    unsigned sub = o->sub;
    bool from_f = sub == C_FPTOSI || sub == C_FPTOUI || sub == C_EXTF || sub == C_TRUNCF;
    bool to_f = sub == C_SITOFP || sub == C_UITOFP || sub == C_EXTF || sub == C_TRUNCF;
    if (sub == C_BITCAST) {
        if (a->k != RV_SCALAR) return fail(c, tk_at(c, p.val[0]), "arith.bitcast of a non-scalar");
        unsigned wa = a->sk == SK_FLT ? pto_dtype_bits(a->dt) : a->width;
        unsigned wt = t.k == TY_FLT ? pto_dtype_bits(t.dt) : t.width;
        if (wa != wt) return fail(c, at, "arith.bitcast between %u and %u bits", wa, wt);
        rv v;
        if (t.k == TY_FLT) rv_flt(&v, t.dt, a->bits);
        else rv_int(&v, &t, a->bits);
        set_result(c, fr, o, &v);
        return 0;
    }
    if (want_scalar(c, a, p.val[0], from_f)) return -1;
    if (to_f ? t.k != TY_FLT : (t.k != TY_INT && t.k != TY_INDEX)) return fail(c, tk_at(c, p.rtype[0]), "the result type does not fit '" TOKF "'", TOKA(&c->t[o->name]));
    rv v;
    if (to_f) {
        double d = from_f ? flt_value(a) : sub == C_UITOFP ? (double)a->bits : (double)sext(a->bits, a->width);
        if (!from_f && (sub == C_UITOFP ? a->bits : (uint64_t)llabs(sext(a->bits, a->width))) > (1ull << 53))
            return fail(c, at, "'" TOKF "' of an integer beyond 2^53 is not supported", TOKA(&c->t[o->name]));
        uint64_t bits;
        if (flt_from_double(c, d, t.dt, &bits, at)) return -1;
        rv_flt(&v, t.dt, bits);
    } else if (from_f) {
        double d = trunc(flt_value(a));
        unsigned w = t.width;
        bool ok = sub == C_FPTOUI ? d >= 0 && d < ldexp(1.0, (int)w) : d >= -ldexp(1.0, (int)w - 1) && d < ldexp(1.0, (int)w - 1);
        if (!ok || isnan(d)) return fail(c, at, "'" TOKF "' of a value out of range", TOKA(&c->t[o->name]));
        rv_int(&v, &t, sub == C_FPTOUI ? (uint64_t)d : (uint64_t)(int64_t)d);
    } else {
        bool sign = sub == C_INDEX_CAST || sub == C_EXTSI;
        uint64_t x = sign ? (uint64_t)sext(a->bits, a->width) : a->bits;
        rv_int(&v, &t, x);
    }
    set_result(c, fr, o, &v);
    return 0;
}

/* ---- the interpreter ------------------------------------------------------------------ */

typedef struct yielded {
    rv v[64];
    uint32_t n;
    bool set;
    bool want_cond;        /* the region before 'do' of scf.while */
    bool cond_set, cond;   /* its scf.condition ran; the condition */
} yielded;

static int exec_block(ctx *c, frame *fr, int32_t blk, yielded *y);
static int run_func(ctx *c, int32_t fi, const rv *args, uint32_t nargs, yielded *y, const op *call);

static int exec_for(ctx *c, frame *fr, const op *o)
{
    opnds p;
    if (get_opnds(c, o, &p)) return -1;
    int64_t lb, ub, st;
    const rv *lbv = fval(fr, (uint32_t)c->t[p.val[0]].vid);
    if (index_of(c, fr, p.val[0], &lb) || index_of(c, fr, p.val[1], &ub) || index_of(c, fr, p.val[2], &st)) return -1;
    if (st <= 0) return fail(c, tk_at(c, p.val[2]), "the step of scf.for must be positive (it is %lld)", (long long)st);
    const block *b = &c->blocks[o->body];
    uint32_t ninit = p.nval - 3;
    if (b->nargs != ninit + 1) return fail(c, op_at(c, o), "internal: scf.for arguments");
    yielded carry;
    memset(&carry, 0, sizeof carry);
    carry.n = ninit;
    for (uint32_t k = 0; k < ninit; k++) rv_copy(c, &carry.v[k], fval(fr, (uint32_t)c->t[p.val[3 + k]].vid));
    for (int64_t iv = lb; iv < ub; iv += st) {
        rv *a = fval(fr, b->arg0);
        rv_drop(c, a);
        *a = *lbv;
        a->bits = (uint64_t)iv & wmask(lbv->width);
        for (uint32_t k = 0; k < ninit; k++) {
            rv *d = fval(fr, b->arg0 + 1 + k);
            rv_drop(c, d);
            *d = carry.v[k]; /* moved */
            carry.v[k].k = RV_NONE;
        }
        yielded y;
        memset(&y, 0, sizeof y);
        if (exec_block(c, fr, o->body, &y)) return -1;
        if (y.n != ninit) return fail(c, op_at(c, o), "scf.for yields %u values for %u iter_args", y.n, ninit);
        carry = y;
        if ((uint64_t)ub - (uint64_t)iv <= (uint64_t)st) break; /* the last step: iv never overflows */
    }
    if (o->nres != ninit) return fail(c, op_at(c, o), "scf.for has %u results and %u iter_args", o->nres, ninit);
    for (uint32_t k = 0; k < ninit; k++) {
        rv *r = fval(fr, o->res0 + k);
        rv_drop(c, r);
        *r = carry.v[k];
    }
    return 0;
}

static int exec_if(ctx *c, frame *fr, const op *o)
{
    opnds p;
    if (get_opnds(c, o, &p)) return -1;
    if (p.nval != 1) return fail(c, op_at(c, o), "scf.if takes one condition");
    const rv *k = fval(fr, (uint32_t)c->t[p.val[0]].vid);
    if (!is_i1(k)) return fail(c, tk_at(c, p.val[0]), "the condition of scf.if must be an i1");
    int32_t blk = k->bits ? o->body : o->els;
    yielded y;
    memset(&y, 0, sizeof y);
    if (blk >= 0 && exec_block(c, fr, blk, &y)) return -1;
    if (blk < 0 && o->nres) return fail(c, op_at(c, o), "scf.if with results needs an else region");
    if (y.n != o->nres) return fail(c, op_at(c, o), "scf.if yields %u values for %u results", y.n, o->nres);
    for (uint32_t i = 0; i < o->nres; i++) {
        rv *r = fval(fr, o->res0 + i);
        rv_drop(c, r);
        *r = y.v[i];
    }
    return 0;
}

/* scf.while: the region before 'do' runs with the carried values and ends
 * in scf.condition(%c) %x...; while %c holds, the region after 'do' runs
 * with %x... and yields the next carried values; when %c is false, %x...
 * are the results.  An endless loop ends at the host-operation bound. */
static int exec_while(ctx *c, frame *fr, const op *o)
{
    opnds p;
    if (get_opnds(c, o, &p)) return -1;
    const block *bb = &c->blocks[o->body], *ab = &c->blocks[o->els];
    uint32_t ninit = p.nval;
    if (bb->nargs != ninit) return fail(c, op_at(c, o), "internal: scf.while arguments");
    yielded carry;
    memset(&carry, 0, sizeof carry);
    carry.n = ninit;
    for (uint32_t k = 0; k < ninit; k++) rv_copy(c, &carry.v[k], fval(fr, (uint32_t)c->t[p.val[k]].vid));
    for (;;) {
        for (uint32_t k = 0; k < ninit; k++) {
            rv *d = fval(fr, bb->arg0 + k);
            rv_drop(c, d);
            *d = carry.v[k]; /* moved */
            carry.v[k].k = RV_NONE;
        }
        yielded y;
        memset(&y, 0, sizeof y);
        y.want_cond = true;
        if (exec_block(c, fr, o->body, &y)) return -1;
        if (!y.cond_set) return fail(c, op_at(c, o), "internal: scf.while without scf.condition");
        if (!y.cond) {
            if (y.n != o->nres) {
                for (uint32_t k = 0; k < y.n; k++) rv_drop(c, &y.v[k]);
                return fail(c, op_at(c, o), "scf.condition passes %u values to the %u results of scf.while", y.n, o->nres);
            }
            for (uint32_t k = 0; k < o->nres; k++) {
                rv *r = fval(fr, o->res0 + k);
                rv_drop(c, r);
                *r = y.v[k];
            }
            return 0;
        }
        if (y.n != ab->nargs) {
            for (uint32_t k = 0; k < y.n; k++) rv_drop(c, &y.v[k]);
            return fail(c, op_at(c, o), "scf.condition passes %u values to the %u arguments of the region after 'do'", y.n,
                        ab->nargs);
        }
        for (uint32_t k = 0; k < y.n; k++) {
            rv *d = fval(fr, ab->arg0 + k);
            rv_drop(c, d);
            *d = y.v[k];
        }
        yielded z;
        memset(&z, 0, sizeof z);
        if (exec_block(c, fr, o->els, &z)) return -1;
        if (z.n != ninit) {
            for (uint32_t k = 0; k < z.n; k++) rv_drop(c, &z.v[k]);
            return fail(c, op_at(c, o), "the region after 'do' yields %u values for the %u arguments of scf.while", z.n, ninit);
        }
        carry = z;
    }
}

static int exec_call(ctx *c, frame *fr, const op *o)
{
    opnds p;
    if (get_opnds(c, o, &p)) return -1;
    rv args[64];
    if (p.nval > 64) return fail(c, op_at(c, o), "more than 64 arguments");
    for (uint32_t i = 0; i < p.nval; i++) args[i] = *fval(fr, (uint32_t)c->t[p.val[i]].vid);
    yielded y;
    memset(&y, 0, sizeof y);
    if (run_func(c, o->callee, args, p.nval, &y, o)) return -1;
    if (y.n != o->nres) {
        for (uint32_t i = 0; i < y.n; i++) rv_drop(c, &y.v[i]);
        return fail(c, op_at(c, o), "the call returns %u values for %u results", y.n, o->nres);
    }
    for (uint32_t i = 0; i < o->nres; i++) {
        rv *r = fval(fr, o->res0 + i);
        rv_drop(c, r);
        *r = y.v[i];
    }
    return 0;
}

static int exec_op(ctx *c, frame *fr, const op *o, yielded *y, bool entry)
{
    if (++c->host_steps > PTOAS_MAX_HOST_STEPS)
        return fail(c, op_at(c, o), "the kernel runs more than %llu host operations", (unsigned long long)PTOAS_MAX_HOST_STEPS);
    const tok *nt = &c->t[o->name];
    switch (o->kind) {
    case OK_NOP: return 0;
    case OK_NO_ISA:
        return fail(c, op_at(c, o), "'" TOKF "' has no PTO ISA equivalent (a micro-operation of the vector surface or address arithmetic)", TOKA(nt));
    case OK_DIFFERS:
        return fail(c, op_at(c, o), "'" TOKF "' is not lowered: %s", TOKA(nt), differ_ops[o->sub].why);
    case OK_UNLOWERED: {
        char up[40];
        size_t skip = nt->n > 4 && !memcmp(nt->s, "pto.", 4) ? 4 : 0;
        const char *n = nt->s + skip;
        size_t len = nt->n - skip < sizeof up - 1 ? nt->n - skip : sizeof up - 1;
        for (size_t i = 0; i < len; i++) up[i] = (char)toupper((unsigned char)n[i]);
        up[len] = 0;
        return fail(c, op_at(c, o), "%s is executed by ptosim but the PTO-AS front end has no lowering for it yet", up);
    }
    case OK_UNKNOWN:
        if (nt->k == TK_ID && nt->n > 4 && !memcmp(nt->s, "pto.", 4))
            return fail(c, op_at(c, o), "unknown operation '" TOKF "' (not implemented by ptosim)", TOKA(nt));
        if (nt->k == TK_ID && !memchr(nt->s, '.', nt->n))
            return fail(c, op_at(c, o), "unknown operation '" TOKF "'; expected a PTO tile operation such as pto.tadd", TOKA(nt));
        return fail(c, op_at(c, o), "unknown operation '" TOKF "': ptosim runs func, arith, scf and the pto tile operations", TOKA(nt));
    case OK_YIELD:
    case OK_RETURN: {
        opnds p;
        if (get_opnds(c, o, &p)) return -1;
        if (p.nval > 64) return fail(c, op_at(c, o), "more than 64 values");
        if (y) {
            y->n = p.nval;
            y->set = true;
            for (uint32_t i = 0; i < p.nval; i++) {
                memset(&y->v[i], 0, sizeof y->v[i]);
                rv_copy(c, &y->v[i], fval(fr, (uint32_t)c->t[p.val[i]].vid));
            }
        }
        return 0;
    }
    case OK_FOR: return exec_for(c, fr, o);
    case OK_WHILE: return exec_while(c, fr, o);
    case OK_COND: {
        opnds p;
        if (get_opnds(c, o, &p)) return -1;
        if (!y || !y->want_cond) return fail(c, op_at(c, o), "scf.condition outside the region before 'do' of scf.while");
        if (p.nval < 1) return fail(c, op_at(c, o), "scf.condition takes a condition");
        if (p.nval > 65) return fail(c, op_at(c, o), "more than 64 values");
        const rv *k = fval(fr, (uint32_t)c->t[p.val[0]].vid);
        if (!is_i1(k)) return fail(c, tk_at(c, p.val[0]), "the condition of scf.condition must be an i1");
        y->cond_set = true;
        y->cond = k->bits != 0;
        y->n = p.nval - 1;
        for (uint32_t i = 1; i < p.nval; i++) {
            memset(&y->v[i - 1], 0, sizeof y->v[i - 1]);
            rv_copy(c, &y->v[i - 1], fval(fr, (uint32_t)c->t[p.val[i]].vid));
        }
        return 0;
    }
    case OK_SECTION:
        if (o->sub == 2)
            return fail(c, op_at(c, o), "'pto.vecscope' has no PTO ISA equivalent (a region of the micro-operation vector surface)");
        /* pto.section.cube: the matrix code, executed in order like pto.section.vector */
        return exec_block(c, fr, o->body, NULL);
    case OK_IF: return exec_if(c, fr, o);
    case OK_CALL: return exec_call(c, fr, o);
    case OK_CONST: return exec_const(c, fr, o);
    case OK_ARITH_BIN:
    case OK_ARITH_NEGF: return exec_bin(c, fr, o);
    case OK_ARITH_CMPI: return exec_cmp(c, fr, o, false);
    case OK_ARITH_CMPF: return exec_cmp(c, fr, o, true);
    case OK_ARITH_SELECT: return exec_select(c, fr, o);
    case OK_ARITH_CAST: return exec_cast(c, fr, o);
    case OK_ALLOC: return exec_alloc(c, fr, o, entry);
    case OK_SETVALID: return exec_setvalid(c, fr, o);
    case OK_TVIEW: return exec_view(c, fr, o, true);
    case OK_PVIEW: return exec_view(c, fr, o, false);
    case OK_TLOAD: return exec_ldst(c, fr, o, true);
    case OK_TSTORE: return exec_ldst(c, fr, o, false);
    case OK_PREFETCH: return exec_prefetch(c, fr, o);
    case OK_TILE: return lower_tile(c, fr, o);
    case OK_MEMREF: return exec_memref(c, fr, o, entry);
    case OK_EVARR: return exec_evarr(c, fr, o);
    case OK_BLOCKQ: return exec_blockq(c, fr, o);
    default: return fail(c, op_at(c, o), "internal: unknown operation kind");
    }
}

/* The buffer of an output of the kernel keeps its tile after its value dies. */
static void pin_output(ctx *c, unsigned k, int32_t b)
{
    int32_t old = c->out_buf[k];
    if (old == b) return;
    c->bufs[b].pinned = true;
    c->out_buf[k] = b;
    if (old >= 0) {
        tbuf *u = &c->bufs[old];
        bool still = false;
        for (size_t j = 0; j < c->noutputs; j++) still |= c->out_buf[j] == old;
        if (!still) {
            u->pinned = false;
            if (u->refs == 0) {
                release_slot(c, u->slot);
                u->next_free = c->free_buf;
                c->free_buf = old;
            }
        }
    }
}

static int exec_block(ctx *c, frame *fr, int32_t blk, yielded *y)
{
    bool entry = fr->fn == &c->funcs[c->entry] && c->call_depth == 1, top = entry && blk == fr->fn->body;
    for (int32_t oi = c->blocks[blk].first; oi >= 0; oi = c->ops[oi].next) {
        const op *o = &c->ops[oi];
        c->cur_op = oi;
        if (exec_op(c, fr, o, y, entry)) return -1;
        o = &c->ops[oi];
        if (entry && c->out_of)
            for (uint32_t r = 0; r < o->nres; r++) {
                uint32_t vid = o->res0 + r;
                int16_t k = c->out_of[vid - fr->fn->v0];
                const rv *v = fval(fr, vid);
                if (k && v->k == RV_TILE) pin_output(c, (unsigned)k - 1u, v->buf);
            }
        /* The kernel's outermost values live to its end (its final state
         * shows them, as a buffer allocated for the kernel does); values in
         * regions and in called functions die after their last use. */
        for (uint32_t d = 0; d < o->ndie && !top; d++) {
            uint32_t vid = c->dies[o->die0 + d];
            rv_drop(c, fval(fr, vid));
        }
        if (mark_lines(c, op_at(c, o))) return -1;
    }
    const block *b = &c->blocks[blk];
    for (uint32_t d = 0; d < b->ndie && !top; d++) rv_drop(c, fval(fr, c->dies[b->die0 + d]));
    return mark_lines(c, NULL);
}

static int run_func(ctx *c, int32_t fi, const rv *args, uint32_t nargs, yielded *y, const op *call)
{
    const func *fn = &c->funcs[fi];
    const char *at = call ? op_at(c, call) : NULL;
    const tok *nm = T(c, fn->name);
    if (fn->body < 0) return fail(c, at, "'@" TOKF "' is a declaration without a body", TOKA(nm));
    if (nargs != fn->nargs) return fail(c, at, "'@" TOKF "' takes %u arguments, not %u", TOKA(nm), fn->nargs, nargs);
    if (c->call_depth >= PTOAS_MAX_CALLS) return fail(c, at, "calls nested more than %u deep (recursion?)", PTOAS_MAX_CALLS);
    frame fr = {fn, calloc(fn->nv ? fn->nv : 1, sizeof(rv))};
    if (!fr.v) return fail(c, at, "out of memory");
    c->call_depth++;
    for (uint32_t i = 0; i < nargs; i++) rv_copy(c, &fr.v[i], &args[i]);
    int rc = exec_block(c, &fr, fn->body, y);
    c->call_depth--;
    for (uint32_t i = 0; i < fn->nv; i++) rv_drop(c, &fr.v[i]);
    free(fr.v);
    if (!rc && fn->nresults != (y ? y->n : 0) && call)
        return fail(c, at, "'@" TOKF "' returned %u values; it declares %u", TOKA(nm), y ? y->n : 0, fn->nresults);
    return rc;
}

/* ---- the kernel and its arguments ------------------------------------------------------- */
static int choose_entry(ctx *c, const char *entry)
{
    size_t nbody = 0, nentry = 0;
    int32_t only = -1, marked = -1;
    for (size_t i = 0; i < c->nfuncs; i++) {
        if (c->funcs[i].body < 0 || c->funcs[i].is_private) continue;
        nbody++;
        only = (int32_t)i;
        if (c->funcs[i].entry_attr) nentry++, marked = (int32_t)i;
    }
    if (!nbody) return fail(c, NULL, "the module has no public function with a body to run");
    if (entry) {
        size_t n = strlen(entry);
        for (size_t i = 0; i < c->nfuncs; i++) {
            const func *f = &c->funcs[i];
            if (f->name != UINT32_MAX && c->t[f->name].n == n && !memcmp(c->t[f->name].s, entry, n)) {
                if (f->body < 0) return fail(c, tk_at(c, f->name), "--entry %s names a declaration without a body", entry);
                c->entry = (int32_t)i;
                return 0;
            }
        }
    } else if (nbody == 1) {
        c->entry = only;
        return 0;
    } else if (nentry == 1) {
        c->entry = marked;
        return 0;
    }
    char list[200] = "";
    size_t len = 0;
    for (size_t i = 0; i < c->nfuncs && len + 4 < sizeof list; i++) {
        if (c->funcs[i].body < 0 || c->funcs[i].name == UINT32_MAX || c->funcs[i].is_private) continue;
        const tok *t = &c->t[c->funcs[i].name];
        int w = snprintf(list + len, sizeof list - len, "%s@%.*s", len ? ", " : "", (int)(t->n > 40 ? 40 : t->n), t->s);
        if (w < 0 || (size_t)w >= sizeof list - len) {
            snprintf(list + (sizeof list - 5), 5, "...");
            break;
        }
        len += (size_t)w;
    }
    if (entry) return fail(c, NULL, "--entry %s names no function; the module has %s", entry, list);
    return fail(c, NULL, "the module has %zu functions (%s): choose the kernel with --entry NAME", nbody, list);
}

static int bind_args(ctx *c, frame *fr)
{
    const func *fn = &c->funcs[c->entry];
    for (size_t i = 0; i < c->ninputs; i++) {
        const char *n = c->inputs[i].name;
        if (!n || !*n) return fail(c, NULL, "a binding without a name");
        for (size_t k = 0; k < i; k++)
            if (!strcmp(c->inputs[k].name, n)) return fail(c, NULL, "'%s' is bound twice", n);
    }
    for (uint32_t a = 0; a < fn->nargs; a++) {
        uint32_t vid = fn->v0 + a;
        const tok *nt = &c->t[c->v[vid].tok];
        ty t;
        if (parse_type_tok(c, fn->argtype[a], &t)) return -1;
        const ptoas_binding *in = input_for(c, nt->s, nt->n);
        rv *v = fval(fr, vid);
        if (t.k == TY_PTR) {
            if (c->nptrs == 15) return fail(c, tk_at(c, c->v[vid].tok), "more than 15 pointer arguments");
            bool out_only = false; /* named by --out only: zero memory the kernel stores to */
            for (size_t k = 0; k < c->noutputs && !in; k++)
                out_only |= strlen(c->outputs[k]) == nt->n && !memcmp(c->outputs[k], nt->s, nt->n);
            if (!in && !out_only && !(c->flags & PTOAS_PLACEHOLDERS))
                return fail(c, tk_at(c, c->v[vid].tok), "no host data bound to the argument '%%" TOKF "'; pass --in " TOKF "=FILE or =v1,v2,... (or --out " TOKF "=FILE for an output)", TOKA(nt), TOKA(nt), TOKA(nt));
            gptr *g = &c->ptrs[c->nptrs];
            memset(g, 0, sizeof *g);
            g->tok = c->v[vid].tok;
            g->dt = t.dt;
            g->gm = (uint64_t)(c->nptrs + 1) << 28;
            g->in = in;
            memset(v, 0, sizeof *v);
            v->k = RV_PTR;
            v->ptr = (int32_t)c->nptrs++;
            v->dt = t.dt;
            if (out_only) {
                g->placed = true;
                g->gm_len = (uint64_t)1 << 28; /* its 256 MiB, zero */
            } else if (place_ptr(c, g, tk_at(c, c->v[vid].tok))) {
                return -1;
            }
            if (memref_arg_view(c, fn->argtype[a], v)) return -1; /* a gm memref: its shape and strides */
        } else if (t.k == TY_INT || t.k == TY_INDEX || t.k == TY_FLT) {
            if (!in) return fail(c, tk_at(c, c->v[vid].tok), "no value bound to the scalar argument '%%" TOKF "'; pass --in " TOKF "=VALUE", TOKA(nt), TOKA(nt));
            if (in->literals) {
                if (scalar_literal(c, in->literals, strlen(in->literals), &t, v, tk_at(c, c->v[vid].tok))) {
                    char m[200];
                    memcpy(m, c->res->message, sizeof m - 1);
                    m[sizeof m - 1] = 0;
                    snprintf(c->res->message, sizeof c->res->message, "--in %.40s: %s", in->name, m);
                    return -1;
                }
            } else {
                unsigned w = t.k == TY_FLT ? pto_dtype_bits(t.dt) : t.width < 8 ? 8 : t.width;
                if (in->len != w / 8u)
                    return fail(c, tk_at(c, c->v[vid].tok), "host data for '%s' has %zu bytes; the scalar needs %u", in->name, in->len, w / 8u);
                uint64_t x = 0;
                for (unsigned b = 0; b < w / 8u; b++) x |= (uint64_t)in->bytes[b] << (8 * b);
                if (t.k == TY_FLT) rv_flt(v, t.dt, x);
                else rv_int(v, &t, x);
            }
        } else if (c->t[fn->argtype[a]].n >= 7 && !memcmp(c->t[fn->argtype[a]].s, "memref<", 7)) {
            return fail(c, tk_at(c, fn->argtype[a]), "the argument '%%" TOKF "' is a memref in %s memory, a tile: the host binds "
                        "global memory (gm memrefs, !pto.ptr) and scalars", TOKA(nt), loc_name(t.tile.loc));
        } else {
            return fail(c, tk_at(c, fn->argtype[a]), "an argument of type '" TOKF "' cannot be bound from the host (!pto.ptr and scalars can)",
                        TOKA(&c->t[fn->argtype[a]]));
        }
    }
    return 0;
}

/* A call chain that comes back to a function on it (checked before the run,
 * as PTOAS does). */
static int find_cycle(ctx *c, int32_t fi)
{
    func *f = &c->funcs[fi];
    if (f->mark == 2) return 0;
    f->mark = 1;
    for (uint32_t i = f->op0; i < f->op1; i++) {
        const op *o = &c->ops[i];
        if (o->kind != OK_CALL || o->callee < 0) continue;
        if (c->funcs[o->callee].mark == 1)
            return fail(c, op_at(c, o), "recursive call of '@" TOKF "': a PTO kernel's calls must not recurse", TOKA(T(c, c->funcs[o->callee].name)));
        if (find_cycle(c, o->callee)) return -1;
    }
    c->funcs[fi].mark = 2;
    return 0;
}

static int check_entry(ctx *c)
{
    const func *f = &c->funcs[c->entry];
    if (f->nresults)
        return fail(c, tk_at(c, f->name), "the kernel '@" TOKF "' returns %u value%s: a PTO kernel returns nothing", TOKA(T(c, f->name)),
                    f->nresults, f->nresults == 1 ? "" : "s");
    return find_cycle(c, c->entry);
}

/* Every binding names an argument of the kernel or a tile it allocates. */
static int check_bindings(ctx *c)
{
    const func *fn = &c->funcs[c->entry];
    for (size_t i = 0; i < c->ninputs; i++) {
        const char *n = c->inputs[i].name;
        size_t len = strlen(n);
        bool found = false;
        for (uint32_t a = 0; a < fn->nargs && !found; a++) {
            const tok *t = &c->t[c->v[fn->v0 + a].tok];
            found = t->n == len && !memcmp(t->s, n, len);
        }
        for (size_t o = 0; o < c->nops && !found; o++) {
            const op *p = &c->ops[o];
            if ((p->kind != OK_ALLOC && !(p->kind == OK_MEMREF && (p->sub == MR_ALLOC || p->sub == MR_PCAST))) || p->nres != 1 || p->res0 < fn->v0 || p->res0 >= fn->v0 + fn->nv) continue;
            const tok *t = &c->t[c->v[p->res0].tok];
            found = t->n == len && !memcmp(t->s, n, len);
        }
        for (size_t o = 0; o < c->nops && !found; o++) /* --in block_idx=N and the like, when queried */
            found = c->ops[o].kind == OK_BLOCKQ && !strcmp(n, blockq_names[c->ops[o].sub]);
        if (!found) return fail(c, NULL, "--in %s names no argument of the kernel (nor a tile it allocates)", n);
    }
    return 0;
}

static void ctx_free(ctx *c)
{
    free(c->lines);
    free(c->t);
    free(c->ops);
    free(c->blocks);
    free(c->v);
    free(c->dies);
    free(c->funcs);
    free(c->items);
    free(c->names);
    free(c->hash);
    free(c->undo);
    free(c->bufs);
    free(c->vranges);
    free(c->events);
    for (size_t i = 0; i < c->nowned; i++) free(c->owned[i]);
    free(c->owned);
    free(c->input_used);
    free(c->out_of);
}

int ptoas_lower_entry(const char *text, size_t len, const ptoas_binding *inputs, size_t ninputs,
                      const char *const *outputs, size_t noutputs, unsigned flags, const char *entry,
                      ptoas_result *res)
{
    memset(res, 0, sizeof *res);
    ctx *c = calloc(1, sizeof *c);
    if (!c) {
        snprintf(res->message, sizeof res->message, "out of memory");
        return -1;
    }
    c->text = text;
    c->end = text + len;
    c->res = res;
    c->flags = flags;
    c->inputs = inputs;
    c->ninputs = ninputs;
    c->outputs = outputs;
    c->noutputs = noutputs;
    c->free_buf = -1;
    c->keep_slot = -1;
    for (unsigned k = 0; k < 32; k++) c->out_buf[k] = -1;
    int rc = 0;
    frame fr = {NULL, NULL};
    if (noutputs > 32) rc = fail(c, NULL, "more than 32 outputs");
    if (!rc && ninputs && !(c->input_used = calloc(ninputs, sizeof *c->input_used))) rc = fail(c, NULL, "out of memory");
    if (!rc) rc = lex(c);
    if (!rc) rc = parse_module(c);
    if (!rc) rc = choose_entry(c, entry);
    if (!rc) rc = check_entry(c);
    if (!rc) rc = check_bindings(c);
    if (!rc) {
        const func *fn = &c->funcs[c->entry];
        fr.fn = fn;
        fr.v = calloc(fn->nv ? fn->nv : 1, sizeof *fr.v);
        c->out_of = calloc(fn->nv ? fn->nv : 1, sizeof *c->out_of);
        if (!fr.v || !c->out_of) rc = fail(c, NULL, "out of memory");
        for (size_t k = 0; !rc && k < noutputs; k++) {
            size_t n = strlen(outputs[k]);
            for (size_t j = 0; j < k; j++)
                if (!strcmp(outputs[j], outputs[k])) rc = fail(c, NULL, "--out %s is given twice", outputs[k]);
            for (uint32_t v = 0; v < fn->nv; v++) {
                const tok *t = &c->t[c->v[fn->v0 + v].tok];
                if (t->n == n && !memcmp(t->s, outputs[k], n)) c->out_of[v] = (int16_t)(k + 1);
            }
        }
    }
    if (!rc) {
        sb_printf(&c->out, "# lowered from PTO-AS by ptosim\n.profile ieee\n");
        rc = mark_lines(c, NULL);
    }
    if (!rc) rc = bind_args(c, &fr);
    if (!rc) rc = mark_lines(c, NULL);
    if (!rc) {
        yielded y;
        memset(&y, 0, sizeof y);
        c->call_depth = 1;
        rc = exec_block(c, &fr, fr.fn->body, &y);
    }
    /* outputs: tiles of the kernel named by --out (pto.tstore targets are reported already) */
    for (size_t k = 0; !rc && k < noutputs; k++) {
        bool stored = false;
        for (unsigned j = 0; j < res->noutputs; j++) stored |= !strcmp(res->outputs[j].name, outputs[k]);
        if (stored) continue;
        int32_t b = c->out_buf[k];
        if (b < 0 || c->bufs[b].slot < 0) {
            rc = fail(c, NULL, "--out %s names no tile value with contents (nor a pointer the kernel stores to)", outputs[k]);
            res->line = res->column = 0;
            break;
        }
        if (res->noutputs == 32) {
            rc = fail(c, NULL, "more than 32 outputs");
            break;
        }
        pto_ptoas_output *o = &res->outputs[res->noutputs];
        memset(o, 0, sizeof *o);
        if ((rc = set_output_name(c, o, outputs[k], strlen(outputs[k]))) != 0) break;
        o->tile = (unsigned)c->bufs[b].slot;
        res->noutputs++;
    }
    free(fr.v); /* the kernel's values keep their tiles: the final state */
    if (!rc && c->out.oom) rc = fail(c, NULL, "out of memory");
    if (!rc) rc = mark_lines(c, NULL);
    if (rc) {
        if (!res->message[0]) snprintf(res->message, sizeof res->message, "error");
        free(c->out.s);
        free(c->pos);
        for (unsigned i = 0; i < res->noutputs; i++) free(res->outputs[i].name);
        res->noutputs = 0;
        ctx_free(c);
        free(c);
        return -1;
    }
    res->program = c->out.s;
    res->source = c->pos;
    res->source_lines = c->npos / 2;
    ctx_free(c);
    free(c);
    return 0;
}

int ptoas_lower(const char *text, size_t len, const ptoas_binding *inputs, size_t ninputs,
                const char *const *outputs, size_t noutputs, ptoas_result *res)
{
    return ptoas_lower_entry(text, len, inputs, ninputs, outputs, noutputs, 0, NULL, res);
}

int ptoas_lower_with(const char *text, size_t len, const ptoas_binding *inputs, size_t ninputs,
                     const char *const *outputs, size_t noutputs, unsigned flags, ptoas_result *res)
{
    return ptoas_lower_entry(text, len, inputs, ninputs, outputs, noutputs, flags, NULL, res);
}

void ptoas_free(ptoas_result *res)
{
    free(res->program);
    res->program = NULL;
    free(res->source);
    res->source = NULL;
    res->source_lines = 0;
    for (unsigned i = 0; i < res->noutputs; i++) {
        free(res->outputs[i].name);
        res->outputs[i].name = NULL;
    }
    res->noutputs = 0;
}
