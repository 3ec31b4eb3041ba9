/* Assembler and canonical disassembler of single TEPL-block commands.
 *
 * Accepted spellings (mnemonics and keywords are case-insensitive):
 *   the spec's abstract assembly  (docs/block/ Assembly sections):
 *     BSTART.VEC TADD, FP32        BSTART.TEPL 0, 0, FP32
 *     B.DATR {NORM, FP32, Zero, None, RNE, 0, 0}   (seven positional fields)
 *     B.DIM LB0=16                  B.DIM a0, 16, ->LB0
 *     B.IOT T#1, T#2, mask=1111, last, ->T<1>
 *     B.IOS S1, mask=1000          B.IOS mask=1111, ->S255<0001>
 *     B.HINT {BR.likely, TEMP.hot, 64}   B.HINT TRACE.begin
 *     B.CATR {trap, atomic, aqrl, far, dr}
 *     B.FPATR 0, 0, 0, 0, 0, 0, 0, 0, 0  (nine positional fields)
 *   and the concrete LLVM-MC spelling:
 *     C.B.DIMI 3, ->lb0            B.IOT t#1, u#2, mask=1111, last, ->n<128B>
 *     B.IOR [a0, zero, zero], ->zero
 *     B.DATR pad=Zero, cmode=GT    B.DATR GT, Zero
 *     B.DATR ND2NZ.normal, FP16, Max, cmode5, rmode6, sat, canonicalize
 *       (also `normal` for NORM and `LayoutN` for an assigned layout code)
 *
 * Every statement is encoded through insn_encode and decoded back with
 * insn_decode, so a result always carries the decoder's view of the word.
 * Catalog constraint violations are rejected here; they can only be
 * written as raw words. */
#include "asm/asm.h"

#include <ctype.h>
#include "scalar/scalar.h"
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* ---- names ----------------------------------------------------------------- */

static const char *const cmode_names[6] = {"EQ", "NE", "LT", "GT", "LE", "GE"};
static const char *const pad_names[4] = {"Zero", "Max", "Min", "Null"};
static const char *const rmode_names[8] = {"DEFAULT", "RNE", "RTZ", "RTM",
                                           "RTP",     "RNA", "RTO", "RHB"};
static const char *const temp_names[4] = {"none", "cool", "warm", "hot"};
static const char *const hand_names[4] = {"T", "U", "M", "N"};
/* PTOv0PEMaskOfPEMode: PEMode -> PE_MASK as written (leftmost bit PE0). */
static const char *const pe_masks[8] = {"0000", "1000", "0100", "0010",
                                        "0001", "1100", "1110", "1111"};

/* B.DATR Layout codes (TileDataLayoutCodeOf, asl/block/model/state/control-state.asl). */
typedef struct named_code {
    const char *name;
    unsigned code;
} named_code;
static const named_code layouts[] = {
    {"NORM", 0},    {"ND2DN", 1},   {"ND2ZN", 3},   {"ND2NZ", 4},  {"DN2ND", 6},
    {"DN2ZN", 8},   {"DN2NZ", 9},   {"ZN2ND", 17},  {"ZN2DN", 18}, {"ZN2NZ", 20},
    {"ND2M32", 21}, {"ND2M16", 22}, {"ND2N8", 23},  {"M322ND", 24}, {"M162ND", 25},
    {"N82ND", 26},  {"NZ2ND", 27},  {"NZ2DN", 28},  {"NZ2ZN", 30},
    /* aliases, never printed */
    {"RowMajor", 0}, {"ColumnMajor", 1}, {"ColMajor", 1}};
#define NLAYOUTS (sizeof layouts / sizeof layouts[0])
#define NLAYOUT_CANON 19u

static const char *layout_name(unsigned code)
{
    for (size_t i = 0; i < NLAYOUT_CANON; i++)
        if (layouts[i].code == code) return layouts[i].name;
    return NULL;
}

/* B.FPATR field names in their positional order. */
static const struct {
    const char *name;
    unsigned fld;
} fpatr_fields[9] = {
    {"PreQuantMode", FLD_PreQuant}, {"ReluMode", FLD_Relu},     {"GroupNCode", FLD_GroupN},
    {"RowMaxEn", FLD_RowMaxEn},     {"GroupMaxEn", FLD_GroupMaxEn},
    {"RowMaxInit", FLD_RowMaxInit}, {"MaxAbsEn", FLD_MaxAbsEn}, {"TransA", FLD_TransA},
    {"TransB", FLD_TransB}};

/* ---- tokens ------------------------------------------------------------------ */

enum tok_kind { T_WORD, T_COMMA, T_EQ, T_ARROW, T_LT, T_GT, T_LBRACK, T_RBRACK, T_LBRACE, T_RBRACE };

typedef struct tok {
    uint8_t kind;
    const char *s;
    size_t len;
    size_t col;
} tok;

#define MAX_TOKS 96
#define MAX_ITEMS 24

typedef struct item {
    size_t b, e; /* token range [b, e) */
} item;

typedef struct ctx {
    const char *stmt;
    const asm_env *env;      /* NULL: PC 0, no labels */
    asm_error *err;
    tok t[MAX_TOKS];
    size_t nt;
    item it[MAX_ITEMS];
    size_t ni;
    size_t mn_col;
    bool braced, bracketed;
    size_t brace_col, bracket_col;
    size_t end_col;
} ctx;

#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static int fail(ctx *c, size_t col, const char *fmt, ...)
{
    c->err->column = col;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(c->err->message, sizeof c->err->message, fmt, ap);
    va_end(ap);
    return -1;
}

static bool is_word_char(int ch)
{
    return isalnum(ch) || ch == '_' || ch == '.' || ch == '#' || ch == '$' || ch == '+';
}

/* The text of a token for a message, shortened if very long. */
static int tlen(const tok *k) { return k->len > 40 ? 40 : (int)k->len; }

static int tokenize(ctx *c)
{
    const char *s = c->stmt;
    size_t i = 0;
    c->nt = 0;
    for (;;) {
        while (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n') i++;
        if (!s[i]) break;
        if (c->nt == MAX_TOKS) return fail(c, i + 1, "statement is too long");
        tok *k = &c->t[c->nt];
        k->s = s + i;
        k->col = i + 1;
        unsigned char ch = (unsigned char)s[i];
        /* a '-' starts or continues a word before a digit: -8, .-8 */
        if (is_word_char(ch) || (ch == '-' && isdigit((unsigned char)s[i + 1]))) {
            size_t j = i + 1;
            while (s[j] && (is_word_char((unsigned char)s[j]) ||
                            (s[j] == '-' && s[j - 1] == '.' && isdigit((unsigned char)s[j + 1]))))
                j++;
            k->kind = T_WORD;
            k->len = j - i;
            i = j;
        } else {
            k->len = 1;
            switch (ch) {
            case ',': k->kind = T_COMMA; break;
            case '=': k->kind = T_EQ; break;
            case '<': k->kind = T_LT; break;
            case '>': k->kind = T_GT; break;
            case '[': k->kind = T_LBRACK; break;
            case ']': k->kind = T_RBRACK; break;
            case '{': k->kind = T_LBRACE; break;
            case '}': k->kind = T_RBRACE; break;
            case '-':
                if (s[i + 1] == '>') {
                    k->kind = T_ARROW;
                    k->len = 2;
                    break;
                }
                /* fallthrough */
            default:
                if (isprint(ch))
                    return fail(c, i + 1, "unexpected character '%c'", ch);
                return fail(c, i + 1, "unexpected character 0x%02X", ch);
            }
            i += k->len;
        }
        c->nt++;
    }
    c->end_col = i + 1;
    return 0;
}

static bool weq(const tok *k, const char *w)
{
    size_t n = strlen(w);
    if (k->kind != T_WORD || k->len != n) return false;
    for (size_t i = 0; i < n; i++)
        if (tolower((unsigned char)k->s[i]) != tolower((unsigned char)w[i])) return false;
    return true;
}

/* Copies a word into buf (NUL terminated); false if it does not fit. */
static bool wcopy(const tok *k, char *buf, size_t n)
{
    if (k->len >= n) return false;
    memcpy(buf, k->s, k->len);
    buf[k->len] = 0;
    return true;
}

/* Splits the operand tokens (after the mnemonic) into comma-separated items.
 * `{...}` around the whole list and `[...]` around leading items are
 * grouping only; their use is recorded for the form to accept or reject. */
static int split_items(ctx *c)
{
    size_t b = 1, e = c->nt;
    c->ni = 0;
    c->braced = c->bracketed = false;
    if (b < e && c->t[b].kind == T_LBRACE) {
        if (c->t[e - 1].kind != T_RBRACE)
            return fail(c, c->t[b].col, "unbalanced '{'; expected '}' at the end of the operands");
        c->braced = true;
        c->brace_col = c->t[b].col;
        b++;
        e--;
    }
    /* Remove one bracket pair: '[' opening the first item, ']' closing an item. */
    size_t out = 0;
    tok tmp[MAX_TOKS];
    int depth = 0;
    for (size_t i = b; i < e; i++) {
        tok *k = &c->t[i];
        if (k->kind == T_LBRACK) {
            if (c->bracketed || i != b)
                return fail(c, k->col, "unexpected '['");
            c->bracketed = true;
            c->bracket_col = k->col;
            depth = 1;
            continue;
        }
        if (k->kind == T_RBRACK) {
            if (depth != 1) return fail(c, k->col, "unexpected ']'");
            if (i + 1 < e && c->t[i + 1].kind != T_COMMA)
                return fail(c, c->t[i + 1].col, "expected ',' after ']'");
            depth = 0;
            continue;
        }
        if (k->kind == T_LBRACE || k->kind == T_RBRACE)
            return fail(c, k->col, "unexpected '%c'", *k->s);
        tmp[out++] = *k;
    }
    if (depth) return fail(c, c->bracket_col, "unbalanced '['; expected ']'");
    memcpy(&c->t[1], tmp, out * sizeof tmp[0]);
    c->nt = 1 + out;
    if (c->nt == 1) return 0;
    size_t start = 1;
    for (size_t i = 1; i <= c->nt; i++) {
        if (i == c->nt || c->t[i].kind == T_COMMA) {
            size_t col = i < c->nt ? c->t[i].col : c->end_col;
            if (start == i) return fail(c, col, "empty operand");
            if (c->ni == MAX_ITEMS) return fail(c, c->t[start].col, "too many operands");
            c->it[c->ni].b = start;
            c->it[c->ni].e = i;
            c->ni++;
            start = i + 1;
        }
    }
    return 0;
}

static const tok *first(const ctx *c, const item *it) { return &c->t[it->b]; }
static size_t icol(const ctx *c, const item *it) { return c->t[it->b].col; }
static bool single_word(const ctx *c, const item *it)
{
    return it->e - it->b == 1 && c->t[it->b].kind == T_WORD;
}
/* `key=value` with single-word key and value. */
static bool is_kv(const ctx *c, const item *it)
{
    return it->e - it->b == 3 && c->t[it->b].kind == T_WORD && c->t[it->b + 1].kind == T_EQ &&
           c->t[it->b + 2].kind == T_WORD;
}
static bool is_arrow(const ctx *c, const item *it) { return c->t[it->b].kind == T_ARROW; }

static int expect_word(ctx *c, const item *it, const char *what)
{
    if (single_word(c, it)) return 0;
    const tok *k = first(c, it);
    if (k->kind != T_WORD) return fail(c, k->col, "unexpected '%.*s'; expected %s", tlen(k), k->s, what);
    return fail(c, c->t[it->b + 1].col, "unexpected '%.*s' after '%.*s'; expected %s",
                tlen(&c->t[it->b + 1]), c->t[it->b + 1].s, tlen(k), k->s, what);
}

/* ---- values --------------------------------------------------------------- */

/* Unsigned decimal or 0x hexadecimal number. */
static bool parse_num(const tok *k, uint64_t *v)
{
    if (k->kind != T_WORD || !k->len) return false;
    const char *s = k->s;
    size_t n = k->len, i = 0;
    unsigned base = 10;
    if (n > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        base = 16;
        i = 2;
    }
    uint64_t r = 0;
    for (; i < n; i++) {
        int ch = (unsigned char)s[i];
        unsigned d;
        if (isdigit(ch)) d = (unsigned)(ch - '0');
        else if (base == 16 && isxdigit(ch)) d = (unsigned)(tolower(ch) - 'a' + 10);
        else return false;
        if (r > (UINT64_MAX - d) / base) r = UINT64_MAX; /* saturate: reported as too large */
        else r = r * base + d;
    }
    *v = r;
    return true;
}

/* A number in [lo, hi]; `what` names it in messages. */
static int num_in(ctx *c, const tok *k, uint64_t lo, uint64_t hi, const char *what, uint32_t *out)
{
    uint64_t v;
    if (!parse_num(k, &v))
        return fail(c, k->col, "%s '%.*s' is not a number", what, tlen(k), k->s);
    if (v < lo || v > hi)
        return fail(c, k->col, "%s %.*s is out of range %llu..%llu", what, tlen(k), k->s,
                    (unsigned long long)lo, (unsigned long long)hi);
    *out = (uint32_t)v;
    return 0;
}

/* A 0/1 flag value. */
static int flag_val(ctx *c, const tok *k, const char *what, uint32_t *out)
{
    return num_in(c, k, 0, 1, what, out);
}

static int gpr_of(const tok *k)
{
    for (int i = 0; i < 24; i++)
        if (weq(k, gpr_names[i])) return i;
    uint64_t v;
    if (parse_num(k, &v) && v <= 23) return (int)v;
    /* r0..r23: the register by number */
    tok num = {T_WORD, k->s + 1, k->len - 1, k->col + 1};
    if (k->len >= 2 && (k->s[0] == 'r' || k->s[0] == 'R') && isdigit((unsigned char)k->s[1]) && parse_num(&num, &v) &&
        v <= 23)
        return (int)v;
    return -1;
}

static int parse_gpr(ctx *c, const item *it, uint32_t *out)
{
    if (expect_word(c, it, "a register")) return -1;
    const tok *k = first(c, it);
    int r = gpr_of(k);
    if (r < 0) {
        uint64_t v;
        if (parse_num(k, &v))
            return fail(c, k->col, "register number %.*s is out of range 0..23", tlen(k), k->s);
        return fail(c, k->col,
                    "unknown register '%.*s'; expected zero, sp, a0..a7, ra, s0..s8, x0..x3, r0..r23 or 0..23",
                    tlen(k), k->s);
    }
    *out = (uint32_t)r;
    return 0;
}

static bool is_gpr_name(const tok *k)
{
    for (int i = 0; i < 24; i++)
        if (weq(k, gpr_names[i])) return true;
    return k->len >= 2 && (k->s[0] == 'r' || k->s[0] == 'R') && isdigit((unsigned char)k->s[1]);
}

static int dtype_of(const tok *k)
{
    char buf[32];
    if (!wcopy(k, buf, sizeof buf)) return -1;
    return pto_dtype_code(buf);
}

static void dtype_list(char *buf, size_t n)
{
    size_t o = 0;
    buf[0] = 0;
    for (unsigned d = 0; d < 32; d++) {
        if (!pto_dtypes[d].name) continue;
        int w = snprintf(buf + o, n - o, "%s%s", o ? ", " : "", pto_dtypes[d].name);
        if (w < 0 || (size_t)w >= n - o) break;
        o += (size_t)w;
    }
}

/* DataType of BSTART (concrete only) or B.DATR (also NONE = 31). */
static int parse_dtype(ctx *c, const tok *k, bool allow_none, uint32_t *out)
{
    uint64_t v;
    int d;
    if (allow_none && (weq(k, "NONE") || weq(k, "DTYPE_NONE"))) {
        *out = DT_NONE;
        return 0;
    }
    if (parse_num(k, &v)) {
        if (v > 31) return fail(c, k->col, "data type code %.*s is out of range 0..31", tlen(k), k->s);
        if (v == DT_NONE && allow_none) {
            *out = DT_NONE;
            return 0;
        }
        if (!dt_concrete((unsigned)v)) {
            if (v == DT_NONE)
                return fail(c, k->col, "data type code 31 (NONE) is legal only in B.DATR");
            return fail(c, k->col, "data type code %.*s is reserved", tlen(k), k->s);
        }
        *out = (uint32_t)v;
        return 0;
    }
    d = dtype_of(k);
    if (d < 0) {
        if (!allow_none && (weq(k, "NONE") || weq(k, "DTYPE_NONE")))
            return fail(c, k->col, "data type NONE is legal only in B.DATR");
        char list[160];
        dtype_list(list, sizeof list);
        return fail(c, k->col, "unknown data type '%.*s'; expected one of %s", tlen(k), k->s, list);
    }
    *out = (uint32_t)d;
    return 0;
}

static int index_of(const tok *k, const char *const *names, int n)
{
    for (int i = 0; i < n; i++)
        if (weq(k, names[i])) return i;
    return -1;
}

/* A named value or its number in 0..n-1. */
static int parse_enum(ctx *c, const tok *k, const char *const *names, int n, const char *what,
                      const char *expect, uint32_t *out)
{
    int i = index_of(k, names, n);
    uint64_t v;
    if (i >= 0) {
        *out = (uint32_t)i;
        return 0;
    }
    if (parse_num(k, &v)) {
        if (v >= (uint64_t)n)
            return fail(c, k->col, "%s %.*s is out of range 0..%d", what, tlen(k), k->s, n - 1);
        *out = (uint32_t)v;
        return 0;
    }
    return fail(c, k->col, "unknown %s '%.*s'; expected %s", what, tlen(k), k->s, expect);
}

static int parse_cmode(ctx *c, const tok *k, uint32_t *out)
{
    uint64_t v;
    if (parse_num(k, &v) && v <= 7 && v >= 6)
        return fail(c, k->col, "CMode %.*s is reserved; expected EQ, NE, LT, GT, LE, GE or 0..5",
                    tlen(k), k->s);
    return parse_enum(c, k, cmode_names, 6, "CMode", "EQ, NE, LT, GT, LE, GE or 0..5", out);
}

/* The value of `<prefix>N` (N decimal, or 0x hexadecimal), -1 if k is not
 * of that shape. */
static long numbered(const tok *k, const char *prefix)
{
    size_t n = strlen(prefix);
    uint64_t v;
    if (k->kind != T_WORD || k->len <= n) return -1;
    tok pre = {T_WORD, k->s, n, k->col}, num = {T_WORD, k->s + n, k->len - n, k->col + n};
    if (!weq(&pre, prefix) || !parse_num(&num, &v)) return -1;
    return v > 0xFFFFu ? 0xFFFFL : (long)v;
}

/* A layout name or alias, or an LLVM-MC spelling: `normal` (NORM),
 * `<name>.normal` and `LayoutN`.  -1: not a layout; -2: `LayoutN` with N
 * not an assigned code. */
static int layout_code(const tok *k)
{
    static const char suffix[] = ".normal";
    const size_t sl = sizeof suffix - 1;
    for (size_t i = 0; i < NLAYOUTS; i++)
        if (weq(k, layouts[i].name)) return (int)layouts[i].code;
    if (weq(k, "normal")) return 0;
    if (k->len > sl) {
        tok base = {T_WORD, k->s, k->len - sl, k->col}, tail = {T_WORD, k->s + k->len - sl, sl, k->col};
        if (weq(&tail, suffix))
            for (size_t i = 0; i < NLAYOUT_CANON; i++)
                if (weq(&base, layouts[i].name)) return (int)layouts[i].code;
    }
    long v = numbered(k, "Layout");
    if (v >= 0) return v < 32 && layout_name((unsigned)v) ? (int)v : -2;
    return -1;
}

static int layout_unassigned(ctx *c, const tok *k)
{
    return fail(c, k->col,
                "layout %.*s is not an assigned layout; expected 0, 1, 3, 4, 6, 8, 9, 17, 18, 20..28 or 30",
                tlen(k), k->s);
}

static int parse_layout(ctx *c, const tok *k, uint32_t *out)
{
    int l = layout_code(k);
    uint64_t v;
    if (l >= 0) {
        *out = (uint32_t)l;
        return 0;
    }
    if (l == -2) return layout_unassigned(c, k);
    if (parse_num(k, &v)) {
        if (v > 31) return fail(c, k->col, "layout %.*s is out of range 0..31", tlen(k), k->s);
        if (!layout_name((unsigned)v))
            return fail(c, k->col,
                        "layout %.*s is not an assigned layout; expected 0, 1, 3, 4, 6, 8, 9, "
                        "17, 18, 20..28 or 30",
                        tlen(k), k->s);
        *out = (uint32_t)v;
        return 0;
    }
    return fail(c, k->col,
                "unknown layout '%.*s'; expected NORM (RowMajor), ND2DN (ColumnMajor), ND2ZN, "
                "ND2NZ, DN2ND, DN2ZN, DN2NZ, ZN2ND, ZN2DN, ZN2NZ, ND2M32, ND2M16, ND2N8, M322ND, "
                "M162ND, N82ND, NZ2ND, NZ2DN, NZ2ZN or a number",
                tlen(k), k->s);
}

/* `LB0`..`LB2` */
static int parse_lb(ctx *c, const tok *k, uint32_t *out)
{
    if (weq(k, "LB0")) *out = 0;
    else if (weq(k, "LB1")) *out = 1;
    else if (weq(k, "LB2")) *out = 2;
    else return fail(c, k->col, "unknown loop bound '%.*s'; expected LB0, LB1 or LB2", tlen(k), k->s);
    return 0;
}

/* `mask=1111`: PE_MASK with PE0 leftmost, one of the eight PEMode masks. */
static int parse_mask(ctx *c, const tok *k, uint32_t *out)
{
    for (unsigned m = 0; m < 8; m++)
        if (weq(k, pe_masks[m])) {
            *out = m;
            return 0;
        }
    bool bin = k->len == 4;
    for (size_t i = 0; i < k->len && bin; i++) bin = k->s[i] == '0' || k->s[i] == '1';
    if (bin)
        return fail(c, k->col,
                    "PE mask %.*s is not encodable; expected one of 0000, 1000, 0100, 0010, 0001, "
                    "1100, 1110, 1111",
                    tlen(k), k->s);
    return fail(c, k->col,
                "PE mask '%.*s' is not four binary digits; expected one of 0000, 1000, 0100, 0010, "
                "0001, 1100, 1110, 1111",
                tlen(k), k->s);
}

/* Size code of `<...>`: bytes per PE (128B..64KB, B.IOS up to 256KB), the
 * code itself (1..max) or four binary digits (`<0001>`). */
static int parse_size(ctx *c, const tok *k, unsigned max, uint32_t *out)
{
    const char *expect = max == 10 ? "<128B>..<64KB> or <1>..<10>" : "<128B>..<256KB> or <1>..<12>";
    size_t n = k->len, i = 0;
    uint64_t v = 0;
    bool bin = n == 4;
    for (size_t j = 0; j < n && bin; j++) bin = k->s[j] == '0' || k->s[j] == '1';
    if (bin) {
        for (size_t j = 0; j < 4; j++) v = v * 2 + (uint64_t)(k->s[j] - '0');
        if (v >= 1 && v <= max) {
            *out = (uint32_t)v;
            return 0;
        }
        return fail(c, k->col, "tile size '<%.*s>' is not one of %s", tlen(k), k->s, expect);
    }
    while (i < n && isdigit((unsigned char)k->s[i]) && v < 100000000u)
        v = v * 10 + (uint64_t)(k->s[i++] - '0');
    if (i == 0 || (i < n && isdigit((unsigned char)k->s[i])))
        return fail(c, k->col, "tile size '<%.*s>' is not one of %s", tlen(k), k->s, expect);
    const char *u = k->s + i;
    size_t ul = n - i;
    uint64_t bytes;
    if (ul == 0) {
        if (v >= 1 && v <= max) {
            *out = (uint32_t)v;
            return 0;
        }
        return fail(c, k->col, "tile size '<%.*s>' is not one of %s", tlen(k), k->s, expect);
    }
    tok unit = {T_WORD, u, ul, k->col};
    if (weq(&unit, "B")) bytes = v;
    else if (weq(&unit, "KB") || weq(&unit, "KiB") || weq(&unit, "K")) bytes = v * 1024u;
    else return fail(c, k->col, "tile size '<%.*s>' is not one of %s", tlen(k), k->s, expect);
    for (unsigned s = 1; s <= max; s++)
        if (bytes == (uint64_t)128u << (s - 1)) {
            *out = s;
            return 0;
        }
    return fail(c, k->col, "tile size '<%.*s>' is not one of %s", tlen(k), k->s, expect);
}

/* `->X<size>` item; hand word returned in *hand, size code in *size. */
static int parse_dest_sized(ctx *c, const item *it, const char *what, const tok **hand,
                            unsigned max, uint32_t *size)
{
    size_t n = it->e - it->b;
    const tok *k = &c->t[it->b];
    if (n < 2 || k[1].kind != T_WORD)
        return fail(c, n < 2 ? k->col + 2 : k[1].col, "expected %s after '->'", what);
    if (n < 5 || k[2].kind != T_LT || k[3].kind != T_WORD || k[4].kind != T_GT) {
        size_t col = n > 2 ? k[2].col : k[1].col + k[1].len;
        if (n >= 4 && k[2].kind == T_LT && k[3].kind == T_GT)
            return fail(c, k[3].col, "empty tile size; expected %s",
                        max == 10 ? "<128B>..<64KB> or <1>..<10>" : "<128B>..<256KB> or <1>..<12>");
        return fail(c, col, "expected a tile size '<...>' after '%.*s'", tlen(&k[1]), k[1].s);
    }
    if (n > 5) return fail(c, k[5].col, "unexpected '%.*s' after the tile size", tlen(&k[5]), k[5].s);
    *hand = &k[1];
    return parse_size(c, &k[3], max, size);
}

/* Tile reference T#1..T#16, U#.., M#.., N#.. -> flat index 0..63. */
static int parse_tile(ctx *c, const item *it, uint32_t *out)
{
    if (expect_word(c, it, "a tile such as T#1")) return -1;
    const tok *k = first(c, it);
    int idx = tile_by_name(k->s, k->len);
    if (idx >= 0) {
        *out = (uint32_t)idx;
        return 0;
    }
    return fail(c, k->col, "tile '%.*s' is not one of T#1..T#16, U#1..U#16, M#1..M#16, N#1..N#16",
                tlen(k), k->s);
}

/* ---- forms ---------------------------------------------------------------- */

typedef struct build {
    insn in;
    size_t fcol[FLD_COUNT]; /* where each field was written (0: not written) */
} build;

static int set_field(ctx *c, build *b, unsigned fld, uint32_t v, size_t col, const char *name)
{
    if (b->fcol[fld])
        return fail(c, col, "%s given twice (first at column %zu)", name, b->fcol[fld]);
    b->in.f[fld] = v;
    b->fcol[fld] = col;
    return 0;
}

static int no_grouping(ctx *c, bool braces_ok, bool brackets_ok)
{
    if (c->braced && !braces_ok) return fail(c, c->brace_col, "unexpected '{'");
    if (c->bracketed && !brackets_ok) return fail(c, c->bracket_col, "unexpected '['");
    return 0;
}

static int count_items(ctx *c, size_t lo, size_t hi, const char *usage)
{
    if (c->ni < lo) return fail(c, c->ni ? c->end_col : c->t[0].col + c->t[0].len, "missing operand; expected %s", usage);
    if (c->ni > hi) return fail(c, icol(c, &c->it[hi]), "too many operands; expected %s", usage);
    return 0;
}

static int asm_bstart(ctx *c, build *b, int engine /* 0 VEC, 1 SFU, -1 TEPL */)
{
    const char *usage = engine < 0 ? "BSTART.TEPL Mode, Function, DataType or BSTART.TEPL TileOp, DataType"
                                   : (engine ? "BSTART.SFU TileOp, DataType" : "BSTART.VEC TileOp, DataType");
    if (no_grouping(c, false, false)) return -1;
    if (count_items(c, 2, engine < 0 ? 3 : 2, usage)) return -1;
    for (size_t i = 0; i < c->ni; i++)
        if (expect_word(c, &c->it[i], i + 1 == c->ni ? "a data type" : "an operand")) return -1;
    b->in.form = F_BSTART_TEPL;
    uint32_t mode, fn, dt;
    if (c->ni == 3) {
        if (num_in(c, first(c, &c->it[0]), 0, 3, "Mode", &mode)) return -1;
        if (num_in(c, first(c, &c->it[1]), 0, 31, "Function", &fn)) return -1;
        if (!op_of_selector(mode * 32u + fn))
            return fail(c, icol(c, &c->it[1]),
                        "TEPL selector 0x%03X (Mode %u, Function %u) is reserved: no operation is assigned to it",
                        mode * 32u + fn, mode, fn);
    } else {
        const tok *k = first(c, &c->it[0]);
        char name[40];
        const op_info *op = wcopy(k, name, sizeof name) ? op_by_name(name) : NULL;
        if (!op) {
            uint64_t v;
            if (engine < 0 && parse_num(k, &v))
                return fail(c, k->col, "missing operand; expected %s", usage);
            return fail(c, k->col, "unknown tile operation '%.*s'", tlen(k), k->s);
        }
        if (op->selector >= OP_TLSU_BASE)
            return fail(c, k->col, "%s is a TLSU operation with a block start of its own (BSTART.%.*s DataType)",
                        op->name, tlen(k), k->s);
        if (engine >= 0 && op->sfu != (unsigned)engine)
            return fail(c, k->col, "%s is a%s operation; write BSTART.%s %s", op->name,
                        op->sfu ? "n SFU" : " VEC", op->sfu ? "SFU" : "VEC", op->name);
        mode = op->selector >> 5;
        fn = op->selector & 31u;
    }
    if (parse_dtype(c, first(c, &c->it[c->ni - 1]), false, &dt)) return -1;
    b->in.f[FLD_Mode] = mode;
    b->in.f[FLD_Function] = fn;
    b->in.f[FLD_DataType] = dt;
    return 0;
}

/* A TLSU block start: "BSTART.TLOAD DataType" (the catalog's asm
 * template); the TMOV forms also take NONE (31, inherit). */
static int asm_bstart_form(ctx *c, build *b, unsigned form)
{
    const char *mn = pto_forms[form].mnemonic;
    bool tmov = strncmp(mn, "BSTART.TMOV", 11) == 0;
    if (no_grouping(c, false, false)) return -1;
    if (c->ni != 1) {
        if (c->ni == 0) return fail(c, c->end_col, "missing operand; expected %s DataType", mn);
        return fail(c, icol(c, &c->it[1]), "too many operands; expected %s DataType", mn);
    }
    if (expect_word(c, &c->it[0], "a data type")) return -1;
    uint32_t dt;
    if (parse_dtype(c, first(c, &c->it[0]), tmov, &dt)) return -1;
    b->in.form = (uint8_t)form;
    b->in.f[FLD_DataType] = dt;
    return 0;
}

static int asm_datr(ctx *c, build *b)
{
    b->in.form = F_B_DATR;
    if (no_grouping(c, true, false)) return -1;
    uint32_t v;
    if (c->braced && c->ni == 7) {
        /* {layout, datatype, padvalue_or_byteid, cmode, rmode, sat, canonicalize} */
        for (size_t i = 0; i < 7; i++)
            if (expect_word(c, &c->it[i], "a field value")) return -1;
        const tok *k;
        if (parse_layout(c, first(c, &c->it[0]), &b->in.f[FLD_Layout])) return -1;
        if (parse_dtype(c, first(c, &c->it[1]), true, &b->in.f[FLD_DataType])) return -1;
        if (parse_enum(c, first(c, &c->it[2]), pad_names, 4, "pad value", "Zero, Max, Min, Null or 0..3",
                       &b->in.f[FLD_PadValue]))
            return -1;
        k = first(c, &c->it[3]);
        if (weq(k, "None")) b->in.f[FLD_CMode] = 0;
        else if (parse_cmode(c, k, &b->in.f[FLD_CMode])) return -1;
        if (parse_enum(c, first(c, &c->it[4]), rmode_names, 8, "rounding mode",
                       "DEFAULT, RNE, RTZ, RTM, RTP, RNA, RTO, RHB or 0..7", &b->in.f[FLD_RMode]))
            return -1;
        if (flag_val(c, first(c, &c->it[5]), "sat", &b->in.f[FLD_Sat])) return -1;
        if (flag_val(c, first(c, &c->it[6]), "canonicalize", &b->in.f[FLD_Canonicalize])) return -1;
        return 0;
    }
    for (size_t i = 0; i < c->ni; i++) {
        const item *it = &c->it[i];
        size_t col = icol(c, it);
        if (is_kv(c, it)) {
            const tok *key = first(c, it), *val = &c->t[it->b + 2];
            if (weq(key, "pad") || weq(key, "padvalue") || weq(key, "pad_value")) {
                if (parse_enum(c, val, pad_names, 4, "pad value", "Zero, Max, Min, Null or 0..3", &v) ||
                    set_field(c, b, FLD_PadValue, v, col, "pad"))
                    return -1;
            } else if (weq(key, "cmode")) {
                if (parse_cmode(c, val, &v) || set_field(c, b, FLD_CMode, v, col, "cmode")) return -1;
            } else if (weq(key, "layout")) {
                if (parse_layout(c, val, &v) || set_field(c, b, FLD_Layout, v, col, "layout")) return -1;
            } else if (weq(key, "dtype") || weq(key, "datatype")) {
                if (parse_dtype(c, val, true, &v) || set_field(c, b, FLD_DataType, v, col, "dtype"))
                    return -1;
            } else if (weq(key, "rmode")) {
                if (parse_enum(c, val, rmode_names, 8, "rounding mode",
                               "DEFAULT, RNE, RTZ, RTM, RTP, RNA, RTO, RHB or 0..7", &v) ||
                    set_field(c, b, FLD_RMode, v, col, "rmode"))
                    return -1;
            } else if (weq(key, "sat")) {
                if (flag_val(c, val, "sat", &v) || set_field(c, b, FLD_Sat, v, col, "sat")) return -1;
            } else if (weq(key, "canonicalize") || weq(key, "canon")) {
                if (flag_val(c, val, "canonicalize", &v) ||
                    set_field(c, b, FLD_Canonicalize, v, col, "canonicalize"))
                    return -1;
            } else {
                return fail(c, col,
                            "unknown B.DATR field '%.*s'; expected pad, cmode, layout, dtype, rmode, "
                            "sat or canonicalize",
                            tlen(key), key->s);
            }
            continue;
        }
        if (!single_word(c, it))
            return expect_word(c, it, "a B.DATR field such as pad=Zero");
        const tok *k = first(c, it);
        int x;
        long nv;
        if ((nv = numbered(k, "cmode")) >= 0) { /* LLVM-MC: cmode0..cmode5 */
            if (nv > 5)
                return fail(c, col, "CMode %.*s is reserved; expected EQ, NE, LT, GT, LE, GE or cmode0..cmode5",
                            tlen(k), k->s);
            if (set_field(c, b, FLD_CMode, (uint32_t)nv, col, "cmode")) return -1;
        } else if ((nv = numbered(k, "rmode")) >= 0) { /* LLVM-MC: rmode0..rmode7 */
            if (nv > 7)
                return fail(c, col, "rounding mode %.*s is out of range rmode0..rmode7", tlen(k), k->s);
            if (set_field(c, b, FLD_RMode, (uint32_t)nv, col, "rmode")) return -1;
        } else if (layout_code(k) == -2) {
            return layout_unassigned(c, k);
        } else if ((x = index_of(k, cmode_names, 6)) >= 0) {
            if (set_field(c, b, FLD_CMode, (uint32_t)x, col, "cmode")) return -1;
        } else if ((x = index_of(k, pad_names, 4)) >= 0) {
            if (set_field(c, b, FLD_PadValue, (uint32_t)x, col, "pad")) return -1;
        } else if (weq(k, "sat")) {
            if (set_field(c, b, FLD_Sat, 1, col, "sat")) return -1;
        } else if (weq(k, "canonicalize")) {
            if (set_field(c, b, FLD_Canonicalize, 1, col, "canonicalize")) return -1;
        } else if ((x = index_of(k, rmode_names, 8)) > 0) {
            if (set_field(c, b, FLD_RMode, (uint32_t)x, col, "rmode")) return -1;
        } else if ((x = layout_code(k)) >= 0) {
            if (set_field(c, b, FLD_Layout, (uint32_t)x, col, "layout")) return -1;
        } else if ((x = dtype_of(k)) >= 0 || weq(k, "DTYPE_NONE")) {
            if (set_field(c, b, FLD_DataType, x >= 0 ? (uint32_t)x : DT_NONE, col, "dtype")) return -1;
        } else {
            return fail(c, col,
                        "unknown B.DATR operand '%.*s'; expected a CMode (EQ, NE, LT, GT, LE, GE), "
                        "a pad value (Zero, Max, Min, Null), sat, canonicalize or name=value",
                        tlen(k), k->s);
        }
    }
    return 0;
}

static int asm_catr(ctx *c, build *b)
{
    b->in.form = F_B_CATR;
    if (no_grouping(c, true, false)) return -1;
    size_t order_col = 0;
    for (size_t i = 0; i < c->ni; i++) {
        const item *it = &c->it[i];
        size_t col = icol(c, it);
        if (!single_word(c, it)) return expect_word(c, it, "trap, atomic, aq, rl, aqrl, far or dr");
        const tok *k = first(c, it);
        if (weq(k, "trap")) {
            if (set_field(c, b, FLD_Trap, 1, col, "trap")) return -1;
        } else if (weq(k, "far")) {
            if (set_field(c, b, FLD_Far, 1, col, "far")) return -1;
        } else if (weq(k, "dr")) {
            if (set_field(c, b, FLD_DR, 1, col, "dr")) return -1;
        } else if (weq(k, "atomic") || weq(k, "atom")) {
            if (set_field(c, b, FLD_Atom, 1, col, "atomic")) return -1;
        } else if (weq(k, "aq") || weq(k, "rl") || weq(k, "aqrl")) {
            /* {trap, atomic, <aq, rl, aqrl>, far, dr}: one ordering choice */
            if (order_col)
                return fail(c, col, "ordering given twice (first at column %zu); write one of aq, rl or aqrl",
                            order_col);
            order_col = col;
            b->in.f[FLD_Aq] = !weq(k, "rl");
            b->in.f[FLD_Rl] = !weq(k, "aq");
        } else {
            return fail(c, col, "unknown B.CATR flag '%.*s'; expected trap, atomic, aq, rl, aqrl, far or dr",
                        tlen(k), k->s);
        }
    }
    return 0;
}

static int fpatr_check(ctx *c, unsigned fld, uint32_t v, size_t col)
{
    static const uint8_t prequant[] = {0,  1,  2,  3,  4,  5,  12, 13, 16, 17, 18, 19, 20, 23,
                                       24, 25, 26, 27, 28, 32, 33, 34, 35, 36, 37, 38, 39};
    if (fld == FLD_PreQuant) {
        for (size_t i = 0; i < sizeof prequant; i++)
            if (prequant[i] == v) return 0;
        return fail(c, col,
                    "PreQuantMode %u is reserved; expected 0..5, 12, 13, 16..20, 23..28 or 32..39", v);
    }
    if (fld == FLD_Relu && v > 3) return fail(c, col, "ReluMode %u is reserved; expected 0..3", v);
    if (fld == FLD_GroupN && v > 9) return fail(c, col, "GroupNCode %u is reserved; expected 0..9", v);
    return 0;
}

static uint32_t fpatr_max(unsigned fld)
{
    return fld == FLD_PreQuant ? 63u : fld == FLD_Relu ? 7u : fld == FLD_GroupN ? 15u : 1u;
}

static int asm_fpatr(ctx *c, build *b)
{
    b->in.form = F_B_FPATR;
    if (no_grouping(c, true, false)) return -1;
    bool positional = c->ni == 9;
    for (size_t i = 0; i < c->ni && positional; i++) {
        uint64_t v;
        positional = single_word(c, &c->it[i]) && parse_num(first(c, &c->it[i]), &v);
    }
    for (size_t i = 0; i < c->ni; i++) {
        const item *it = &c->it[i];
        const tok *val;
        unsigned fld;
        const char *name;
        size_t col = icol(c, it);
        if (positional) {
            fld = fpatr_fields[i].fld;
            name = fpatr_fields[i].name;
            val = first(c, it);
        } else {
            if (!is_kv(c, it)) {
                const tok *k = first(c, it);
                return fail(c, col, "unexpected '%.*s'; expected name=value with a B.FPATR field name "
                            "(PreQuantMode, ReluMode, GroupNCode, RowMaxEn, GroupMaxEn, RowMaxInit, "
                            "MaxAbsEn, TransA, TransB)", tlen(k), k->s);
            }
            const tok *key = first(c, it);
            size_t j;
            for (j = 0; j < 9; j++)
                if (weq(key, fpatr_fields[j].name)) break;
            if (j == 9) {
                if (weq(key, "PreQuant")) j = 0;
                else if (weq(key, "Relu")) j = 1;
                else if (weq(key, "GroupN")) j = 2;
                else
                    return fail(c, col,
                                "unknown B.FPATR field '%.*s'; expected PreQuantMode, ReluMode, "
                                "GroupNCode, RowMaxEn, GroupMaxEn, RowMaxInit, MaxAbsEn, TransA or TransB",
                                tlen(key), key->s);
            }
            fld = fpatr_fields[j].fld;
            name = fpatr_fields[j].name;
            val = &c->t[it->b + 2];
        }
        uint32_t v;
        if (num_in(c, val, 0, fpatr_max(fld), name, &v)) return -1;
        if (fpatr_check(c, fld, v, val->col)) return -1;
        if (set_field(c, b, fld, v, col, name)) return -1;
    }
    return 0;
}

/* B.DIM forms: `LBn=imm`, `LBn, imm`, `reg, imm, ->LBn`, `reg, ->LBn`, `imm, ->LBn`. */
static int asm_dim(ctx *c, build *b)
{
    static const char usage[] = "LBn=uimm17, or RegSrc, uimm17, ->LBn";
    if (no_grouping(c, false, false)) return -1;
    uint32_t lb = 0, reg = 0, imm = 0;
    if (c->ni == 0) return count_items(c, 1, 3, usage);
    const item *last = &c->it[c->ni - 1];
    if (c->ni == 1 && is_kv(c, last)) {
        if (parse_lb(c, first(c, last), &lb)) return -1;
        if (num_in(c, &c->t[last->b + 2], 0, 131071, "uimm17", &imm)) return -1;
    } else if (c->ni == 2 && single_word(c, &c->it[0]) &&
               (weq(first(c, &c->it[0]), "LB0") || weq(first(c, &c->it[0]), "LB1") ||
                weq(first(c, &c->it[0]), "LB2"))) {
        if (parse_lb(c, first(c, &c->it[0]), &lb)) return -1;
        if (expect_word(c, last, "an immediate")) return -1;
        if (num_in(c, first(c, last), 0, 131071, "uimm17", &imm)) return -1;
    } else {
        if (!is_arrow(c, last)) {
            if (c->ni == 1 && single_word(c, last))
                return fail(c, icol(c, last) + first(c, last)->len, "expected '=' after '%.*s'; expected %s",
                            tlen(first(c, last)), first(c, last)->s, usage);
            return fail(c, c->ni > 3 ? icol(c, &c->it[3]) : c->end_col,
                        "expected '->LB0', '->LB1' or '->LB2' as the last operand");
        }
        if (count_items(c, 2, 3, usage)) return -1;
        if (last->e - last->b != 2 || c->t[last->b + 1].kind != T_WORD)
            return fail(c, icol(c, last), "expected LB0, LB1 or LB2 after '->'");
        if (parse_lb(c, &c->t[last->b + 1], &lb)) return -1;
        if (c->ni == 3) {
            if (parse_gpr(c, &c->it[0], &reg)) return -1;
            if (expect_word(c, &c->it[1], "an immediate")) return -1;
            if (num_in(c, first(c, &c->it[1]), 0, 131071, "uimm17", &imm)) return -1;
        } else {
            if (expect_word(c, &c->it[0], "a register or an immediate")) return -1;
            if (is_gpr_name(first(c, &c->it[0]))) {
                if (parse_gpr(c, &c->it[0], &reg)) return -1;
            } else if (num_in(c, first(c, &c->it[0]), 0, 131071, "uimm17", &imm)) {
                return -1;
            }
        }
    }
    b->in.form = (uint8_t)(F_B_DIM_LB0 + lb);
    b->in.f[FLD_RegSrc] = reg;
    b->in.f[FLD_Uimm] = imm;
    return 0;
}

/* C.B.DIMI imm8, ->LBn  (also LBn=imm8) */
static int asm_dimi(ctx *c, build *b)
{
    static const char usage[] = "imm8, ->LBn";
    uint32_t lb, imm;
    b->in.form = F_C_B_DIMI;
    if (no_grouping(c, false, false)) return -1;
    if (c->ni == 1 && is_kv(c, &c->it[0])) {
        if (parse_lb(c, first(c, &c->it[0]), &lb)) return -1;
        if (num_in(c, &c->t[c->it[0].b + 2], 0, 255, "imm8", &imm)) return -1;
    } else {
        if (count_items(c, 2, 2, usage)) return -1;
        if (expect_word(c, &c->it[0], "an immediate")) return -1;
        if (num_in(c, first(c, &c->it[0]), 0, 255, "imm8", &imm)) return -1;
        const item *it = &c->it[1];
        if (!is_arrow(c, it) || it->e - it->b != 2 || c->t[it->b + 1].kind != T_WORD)
            return fail(c, icol(c, it), "expected '->LB0', '->LB1' or '->LB2'");
        if (parse_lb(c, &c->t[it->b + 1], &lb)) return -1;
    }
    b->in.f[FLD_LoopNest] = lb;
    b->in.f[FLD_Imm] = imm;
    return 0;
}

static int asm_hint(ctx *c, build *b)
{
    if (no_grouping(c, true, false)) return -1;
    b->in.form = F_B_HINT;
    for (size_t i = 0; i < c->ni; i++) {
        const item *it = &c->it[i];
        size_t col = icol(c, it);
        const tok *k = first(c, it);
        uint32_t v;
        if (single_word(c, it) && (weq(k, "TRACE.begin") || weq(k, "TRACE.end"))) {
            if (c->ni != 1)
                return fail(c, icol(c, &c->it[i ? 0 : 1]),
                            "B.HINT TRACE.begin/TRACE.end takes no other operands");
            b->in.form = F_B_HINT_TRACE;
            b->in.f[FLD_HintEnd] = weq(k, "TRACE.end");
            return 0;
        }
        if (is_kv(c, it)) {
            const tok *val = &c->t[it->b + 2];
            if (weq(k, "PRFSIZE") || weq(k, "prefetch")) {
                if (num_in(c, val, 0, 4095, "PRFSIZE", &v) || set_field(c, b, FLD_HintPrefetch, v, col, "PRFSIZE"))
                    return -1;
            } else if (weq(k, "L")) {
                if (flag_val(c, val, "L", &v) || set_field(c, b, FLD_HintLikely, v, col, "branch direction"))
                    return -1;
            } else if (weq(k, "V")) {
                if (flag_val(c, val, "V", &v) || set_field(c, b, FLD_HintV, v, col, "branch validity"))
                    return -1;
            } else if (weq(k, "TEMP")) {
                if (parse_enum(c, val, temp_names, 4, "temperature", "hot, warm, cool, none or 0..3", &v) ||
                    set_field(c, b, FLD_HintTemp, v, col, "TEMP"))
                    return -1;
            } else {
                return fail(c, col, "unknown B.HINT field '%.*s'; expected PRFSIZE, TEMP, L or V",
                            tlen(k), k->s);
            }
            continue;
        }
        if (!single_word(c, it))
            return expect_word(c, it, "BR.likely, BR.unlikely, TEMP.<hot|warm|cool|none> or PRFSIZE=N");
        if (weq(k, "BR.likely") || weq(k, "BR.unlikely")) {
            if (set_field(c, b, FLD_HintV, 1, col, "branch validity") ||
                set_field(c, b, FLD_HintLikely, weq(k, "BR.likely"), col, "branch direction"))
                return -1;
            continue;
        }
        tok pre = {T_WORD, k->s, k->len > 5 ? 5 : k->len, k->col};
        if (k->len > 5 && weq(&pre, "TEMP.")) {
            tok sub = {T_WORD, k->s + 5, k->len - 5, k->col + 5};
            int x = index_of(&sub, temp_names, 4);
            if (x < 0)
                return fail(c, col, "unknown temperature '%.*s'; expected TEMP.hot, TEMP.warm, TEMP.cool or TEMP.none",
                            tlen(k), k->s);
            if (set_field(c, b, FLD_HintTemp, (uint32_t)x, col, "TEMP")) return -1;
            continue;
        }
        uint64_t n;
        if (parse_num(k, &n)) {
            if (num_in(c, k, 0, 4095, "PRFSIZE", &v) || set_field(c, b, FLD_HintPrefetch, v, col, "PRFSIZE"))
                return -1;
            continue;
        }
        return fail(c, col,
                    "unknown B.HINT operand '%.*s'; expected BR.likely, BR.unlikely, TEMP.hot, "
                    "TEMP.warm, TEMP.cool, TEMP.none, PRFSIZE=N, TRACE.begin or TRACE.end",
                    tlen(k), k->s);
    }
    return 0;
}

/* B.IOR [src0[, src1[, src2]]][, ->dst] */
static int asm_ior(ctx *c, build *b)
{
    static const unsigned srcs[3] = {FLD_RegSrc0, FLD_RegSrc1, FLD_RegSrc2};
    b->in.form = F_B_IOR;
    if (no_grouping(c, false, true)) return -1;
    size_t ns = 0;
    for (size_t i = 0; i < c->ni; i++) {
        const item *it = &c->it[i];
        if (is_arrow(c, it)) {
            if (i + 1 != c->ni)
                return fail(c, icol(c, &c->it[i + 1]), "unexpected operand after the destination register");
            if (it->e - it->b != 2 || c->t[it->b + 1].kind != T_WORD)
                return fail(c, icol(c, it) + 2, "expected a register after '->'");
            item r = {it->b + 1, it->e};
            if (parse_gpr(c, &r, &b->in.f[FLD_RegDst])) return -1;
            continue;
        }
        if (ns == 3) return fail(c, icol(c, it), "too many source registers; B.IOR takes at most three");
        if (parse_gpr(c, it, &b->in.f[srcs[ns]])) return -1;
        ns++;
    }
    return 0;
}

/* B.IOS S<id>, mask=M   |   B.IOS mask=M, ->S<id><size> */
static int asm_ios(ctx *c, build *b)
{
    static const char usage[] = "S<id>, mask=PE_MASK or mask=PE_MASK, ->S<id><size>";
    b->in.form = F_B_IOS;
    if (no_grouping(c, false, false)) return -1;
    bool have_mask = false, have_id = false;
    for (size_t i = 0; i < c->ni; i++) {
        const item *it = &c->it[i];
        const tok *k = first(c, it), *id = NULL;
        size_t col = icol(c, it);
        if (is_kv(c, it) && weq(k, "mask")) {
            if (have_mask) return fail(c, col, "mask given twice");
            if (parse_mask(c, &c->t[it->b + 2], &b->in.f[FLD_PEMode])) return -1;
            have_mask = true;
            continue;
        }
        if (is_arrow(c, it)) {
            if (parse_dest_sized(c, it, "a shared tile S0..S255", &id, 12, &b->in.f[FLD_SizeCode])) return -1;
        } else if (single_word(c, it)) {
            id = k;
        } else {
            return expect_word(c, it, usage);
        }
        if (have_id) return fail(c, col, "shared tile given twice");
        uint32_t v;
        if (id->len < 2 || toupper((unsigned char)id->s[0]) != 'S')
            return fail(c, id->col, "unexpected '%.*s'; expected %s", tlen(id), id->s, usage);
        tok num = {T_WORD, id->s + 1, id->len - 1, id->col + 1};
        uint64_t n;
        if (!parse_num(&num, &n) || n > 255)
            return fail(c, id->col, "shared tile '%.*s' is not one of S0..S255", tlen(id), id->s);
        v = (uint32_t)n;
        b->in.f[FLD_SharedTID] = v;
        have_id = true;
    }
    if (!have_id) return fail(c, c->end_col, "missing shared tile; expected %s", usage);
    if (!have_mask) return fail(c, c->end_col, "missing mask=PE_MASK");
    return 0;
}

static int asm_iot(ctx *c, build *b)
{
    static const unsigned srcf[2] = {FLD_SrcTile0, FLD_SrcTile1};
    if (no_grouping(c, false, false)) return -1;
    size_t ns = 0, ign_col = 0, mask_col = 0, last_col = 0, dst_col = 0;
    uint32_t src[2] = {0, 0}, pe = 0, size = 0, hand = 0, ign = 0;
    for (size_t i = 0; i < c->ni; i++) {
        const item *it = &c->it[i];
        const tok *k = first(c, it);
        size_t col = icol(c, it);
        if (is_kv(c, it) && weq(k, "mask")) {
            if (mask_col) return fail(c, col, "mask given twice");
            if (parse_mask(c, &c->t[it->b + 2], &pe)) return -1;
            mask_col = col;
        } else if (is_kv(c, it) && weq(k, "ignored")) {
            if (ign_col) return fail(c, col, "ignored given twice");
            if (num_in(c, &c->t[it->b + 2], 0, 3, "ignored", &ign)) return -1;
            ign_col = col;
        } else if (single_word(c, it) && weq(k, "last")) {
            if (last_col) return fail(c, col, "last given twice");
            last_col = col;
        } else if (is_arrow(c, it)) {
            const tok *h;
            if (dst_col) return fail(c, col, "destination given twice");
            if (parse_dest_sized(c, it, "a destination hand T, U, M or N", &h, 10, &size)) return -1;
            int x = index_of(h, hand_names, 4);
            if (x < 0)
                return fail(c, h->col, "unknown destination hand '%.*s'; expected T, U, M or N", tlen(h), h->s);
            hand = (uint32_t)x;
            dst_col = col;
            if (i + 1 != c->ni)
                return fail(c, icol(c, &c->it[i + 1]), "unexpected operand after the destination");
        } else {
            if (mask_col || last_col)
                return fail(c, col, "unexpected '%.*s'; source tiles come before mask=", tlen(k), k->s);
            if (ns == 2) return fail(c, col, "too many source tiles; B.IOT takes at most two");
            if (parse_tile(c, it, &src[ns])) return -1;
            ns++;
        }
    }
    if (!mask_col) return fail(c, c->ni ? c->end_col : c->t[0].col, "missing mask=PE_MASK");
    if (!ns && !dst_col) return fail(c, c->end_col, "B.IOT needs a source tile or a destination '->T<size>'");
    if (ign_col && dst_col) return fail(c, ign_col, "ignored= is only valid on the source-only B.IOT forms");
    static const uint8_t forms[3][2] = {{0, F_B_IOT_D}, {F_B_IOT_S, F_B_IOT_SD}, {F_B_IOT_SS, F_B_IOT_SSD}};
    b->in.form = forms[ns][dst_col ? 1 : 0];
    for (size_t i = 0; i < ns; i++) b->in.f[srcf[i]] = src[i];
    b->in.f[FLD_PEMode] = pe;
    b->in.f[FLD_L] = last_col ? 1u : 0u;
    if (dst_col) {
        b->in.f[FLD_SizeCode] = size;
        b->in.f[FLD_DstTile] = hand;
    } else {
        b->in.f[FLD_Ignored] = ign;
    }
    return 0;
}

static const char mnemonic_list[] =
    "BSTART.VEC, BSTART.SFU, BSTART.TEPL, BSTART.TLOAD, BSTART.TSTORE, BSTART.TMOV, BSTART.TPREFETCH, "
    "BSTART.MGATHER[.MASK|.CAS], BSTART.MSCATTER[.MASK], BSTART.GMOV, BSTART, BSTART.STD, BSTART.SYS, C.BSTART, "
    "C.BSTART.STD, C.BSTART.SYS, B.DATR, B.CATR, B.FPATR, B.DIM, C.B.DIMI, B.HINT, "
    "B.IOR, B.IOS, B.IOT, BSTOP, C.BSTOP, L.BSTOP or a scalar mnemonic (addi, ld, setc.ne, j, ebreak, ...)";

static int scalar_form_named(const tok *mn);
static int asm_scalar(ctx *c, build *b, unsigned form);
static bool control_start(const tok *mn);
static int asm_control(ctx *c, build *b);

int asm_insn(const char *stmt, insn *out, asm_error *err) { return asm_insn_at(stmt, NULL, out, err); }

int asm_insn_at(const char *stmt, const asm_env *env, insn *out, asm_error *err)
{
    ctx c;
    ctx *cp = &c;
    asm_error dummy;
    build b;
    memset(cp, 0, sizeof *cp);
    memset(&b, 0, sizeof b);
    if (!err) err = &dummy;
    err->column = 0;
    err->message[0] = 0;
    cp->stmt = stmt ? stmt : "";
    cp->env = env;
    cp->err = err;
    if (tokenize(cp)) return -1;
    if (cp->nt == 0) return fail(cp, 1, "empty statement; expected an instruction");
    const tok *mn = &cp->t[0];
    cp->mn_col = mn->col;
    if (mn->kind != T_WORD)
        return fail(cp, mn->col, "unexpected '%.*s'; expected a mnemonic", tlen(mn), mn->s);
    int sform = scalar_form_named(mn);
    int r;
    if (sform >= 0) {
        r = asm_scalar(cp, &b, (unsigned)sform);
        goto encode;
    }
    if (control_start(mn)) {
        r = asm_control(cp, &b);
        goto encode;
    }
    if (split_items(cp)) return -1;
    if (weq(mn, "BSTART.VEC")) r = asm_bstart(cp, &b, 0);
    else if (weq(mn, "BSTART.SFU")) r = asm_bstart(cp, &b, 1);
    else if (weq(mn, "BSTART.TEPL")) r = asm_bstart(cp, &b, -1);
    else if (weq(mn, "B.DATR")) r = asm_datr(cp, &b);
    else if (weq(mn, "B.CATR")) r = asm_catr(cp, &b);
    else if (weq(mn, "B.FPATR")) r = asm_fpatr(cp, &b);
    else if (weq(mn, "B.DIM")) r = asm_dim(cp, &b);
    else if (weq(mn, "C.B.DIMI")) r = asm_dimi(cp, &b);
    else if (weq(mn, "B.HINT")) r = asm_hint(cp, &b);
    else if (weq(mn, "B.IOR")) r = asm_ior(cp, &b);
    else if (weq(mn, "B.IOS")) r = asm_ios(cp, &b);
    else if (weq(mn, "B.IOT")) r = asm_iot(cp, &b);
    else if (weq(mn, "BSTOP") || weq(mn, "C.BSTOP") || weq(mn, "L.BSTOP")) {
        b.in.form = weq(mn, "BSTOP") ? F_BSTOP : weq(mn, "C.BSTOP") ? F_C_BSTOP : F_L_BSTOP;
        r = cp->nt > 1 ? fail(cp, cp->t[1].col, "%.*s takes no operands", tlen(mn), mn->s) : 0;
    } else {
        unsigned form = F_COUNT;
        for (unsigned f = 0; f < F_CMD_COUNT; f++) {
            insn probe;
            unsigned sel;
            memset(&probe, 0, sizeof probe);
            probe.form = (uint8_t)f;
            if (f != F_BSTART_TEPL && engine_bstart_selector(&probe, &sel) && weq(mn, pto_forms[f].mnemonic)) form = f;
        }
        if (form == F_COUNT)
            return fail(cp, mn->col, "unknown mnemonic '%.*s'; expected one of %s", tlen(mn), mn->s,
                        mnemonic_list);
        r = asm_bstart_form(cp, &b, form);
    }
encode:
    if (r) return -1;

    uint64_t bits = 0;
    unsigned len = insn_encode(&b.in, &bits);
    if (!len) return fail(cp, mn->col, "operands do not fit the %s encoding", pto_forms[b.in.form].mnemonic);
    uint8_t bytes[8];
    for (unsigned i = 0; i < len; i++) bytes[i] = (uint8_t)(bits >> (8 * i));
    insn d;
    const char *why = NULL;
    decode_result dr = insn_decode(bytes, len, &d, &why);
    if (dr == DEC_ILLEGAL)
        return fail(cp, mn->col, "%s (such a word can only be written with .word)", why ? why : "illegal encoding");
    if (dr != DEC_OK || d.form != b.in.form || d.bits != bits)
        return fail(cp, mn->col, "internal error: %s does not decode back to itself", pto_forms[b.in.form].mnemonic);
    if (out) *out = d;
    return 0;
}

/* ---- disassembly ------------------------------------------------------------ */

typedef struct outbuf {
    char s[256];
    size_t n;
} outbuf;

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void put(outbuf *o, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int w = vsnprintf(o->s + o->n, sizeof o->s - o->n, fmt, ap);
    va_end(ap);
    if (w > 0) o->n += (size_t)w;
    if (o->n >= sizeof o->s) o->n = sizeof o->s - 1;
}

/* Separator between operands: a blank after the mnemonic, ", " after that. */
static void sep(outbuf *o, bool *firstop)
{
    put(o, "%s", *firstop ? " " : ", ");
    *firstop = false;
}

static void put_gpr(outbuf *o, uint32_t r)
{
    if (r < 24) put(o, "%s", gpr_names[r]);
    else put(o, "%u", r);
}

static void put_dtype(outbuf *o, uint32_t d)
{
    if (d == DT_NONE) put(o, "NONE");
    else if (d < 32 && pto_dtypes[d].name) put(o, "%s", pto_dtypes[d].name);
    else put(o, "%u", d);
}

static void put_size(outbuf *o, uint32_t s)
{
    if (s >= 1 && s <= 15) {
        uint32_t bytes = 128u << (s - 1);
        if (bytes < 1024) put(o, "<%uB>", bytes);
        else put(o, "<%uKB>", bytes / 1024u);
    } else {
        put(o, "<%u>", s);
    }
}

static void put_tile(outbuf *o, uint32_t t)
{
    put(o, "%s#%u", hand_names[(t >> 4) & 3u], (t & 15u) + 1u);
}

static void disasm_iot(outbuf *o, const insn *in)
{
    bool firstop = true;
    put(o, "B.IOT");
    bool s0 = in->form != F_B_IOT_D;
    bool s1 = in->form == F_B_IOT_SS || in->form == F_B_IOT_SSD;
    bool dst = in->form == F_B_IOT_D || in->form == F_B_IOT_SD || in->form == F_B_IOT_SSD;
    if (s0) {
        sep(o, &firstop);
        put_tile(o, in->f[FLD_SrcTile0]);
    }
    if (s1) {
        sep(o, &firstop);
        put_tile(o, in->f[FLD_SrcTile1]);
    }
    sep(o, &firstop);
    put(o, "mask=%s", pe_masks[in->f[FLD_PEMode] & 7u]);
    if (in->f[FLD_L]) {
        sep(o, &firstop);
        put(o, "last");
    }
    if (dst) {
        sep(o, &firstop);
        put(o, "->%s", hand_names[in->f[FLD_DstTile] & 3u]);
        put_size(o, in->f[FLD_SizeCode]);
    } else if (in->f[FLD_Ignored]) {
        sep(o, &firstop);
        put(o, "ignored=%u", in->f[FLD_Ignored]);
    }
}

static void disasm_scalar(outbuf *o, const insn *in);
static bool disasm_control(outbuf *o, const insn *in);

size_t disasm_insn(const insn *in, char *buf, size_t n)
{
    outbuf o;
    bool firstop = true;
    o.n = 0;
    o.s[0] = 0;
    const uint32_t *f = in->f;
    switch (in->form) {
    case F_BSTOP: put(&o, "BSTOP"); break;
    case F_C_BSTOP: put(&o, "C.BSTOP"); break;
    case F_L_BSTOP: put(&o, "L.BSTOP"); break;
    case F_BSTART_TEPL: {
        const op_info *op = op_of_selector(f[FLD_Mode] * 32u + f[FLD_Function]);
        if (op) put(&o, "BSTART.%s %s, ", op->sfu ? "SFU" : "VEC", op->name);
        else put(&o, "BSTART.TEPL %u, %u, ", f[FLD_Mode], f[FLD_Function]);
        put_dtype(&o, f[FLD_DataType]);
        break;
    }
    case F_B_DATR: {
        put(&o, "B.DATR");
        sep(&o, &firstop);
        if (f[FLD_PadValue] < 4) put(&o, "pad=%s", pad_names[f[FLD_PadValue]]);
        else put(&o, "pad=%u", f[FLD_PadValue]);
        if (f[FLD_CMode]) {
            sep(&o, &firstop);
            if (f[FLD_CMode] < 6) put(&o, "cmode=%s", cmode_names[f[FLD_CMode]]);
            else put(&o, "cmode=%u", f[FLD_CMode]);
        }
        if (f[FLD_DataType]) {
            sep(&o, &firstop);
            put(&o, "dtype=");
            put_dtype(&o, f[FLD_DataType]);
        }
        if (f[FLD_Layout]) {
            const char *ln = layout_name(f[FLD_Layout]);
            sep(&o, &firstop);
            if (ln) put(&o, "layout=%s", ln);
            else put(&o, "layout=%u", f[FLD_Layout]);
        }
        if (f[FLD_RMode]) {
            sep(&o, &firstop);
            put(&o, "rmode=%s", rmode_names[f[FLD_RMode] & 7u]);
        }
        if (f[FLD_Sat]) {
            sep(&o, &firstop);
            put(&o, "sat");
        }
        if (f[FLD_Canonicalize]) {
            sep(&o, &firstop);
            put(&o, "canonicalize");
        }
        break;
    }
    case F_B_CATR:
        put(&o, "B.CATR");
        if (f[FLD_Trap]) sep(&o, &firstop), put(&o, "trap");
        if (f[FLD_Atom]) sep(&o, &firstop), put(&o, "atomic");
        if (f[FLD_Aq] && f[FLD_Rl]) sep(&o, &firstop), put(&o, "aqrl");
        else if (f[FLD_Aq]) sep(&o, &firstop), put(&o, "aq");
        else if (f[FLD_Rl]) sep(&o, &firstop), put(&o, "rl");
        if (f[FLD_Far]) sep(&o, &firstop), put(&o, "far");
        if (f[FLD_DR]) sep(&o, &firstop), put(&o, "dr");
        break;
    case F_B_FPATR:
        put(&o, "B.FPATR");
        for (size_t i = 0; i < 9; i++)
            if (f[fpatr_fields[i].fld]) {
                sep(&o, &firstop);
                put(&o, "%s=%u", fpatr_fields[i].name, f[fpatr_fields[i].fld]);
            }
        break;
    case F_B_DIM_LB0:
    case F_B_DIM_LB1:
    case F_B_DIM_LB2: {
        unsigned lb = (unsigned)(in->form - F_B_DIM_LB0);
        if (f[FLD_RegSrc] == 0) {
            put(&o, "B.DIM LB%u=%u", lb, f[FLD_Uimm]);
        } else {
            put(&o, "B.DIM ");
            put_gpr(&o, f[FLD_RegSrc]);
            put(&o, ", %u, ->LB%u", f[FLD_Uimm], lb);
        }
        break;
    }
    case F_C_B_DIMI:
        put(&o, "C.B.DIMI %u, ->LB%u", f[FLD_Imm], f[FLD_LoopNest]);
        break;
    case F_B_HINT_TRACE:
        put(&o, "B.HINT TRACE.%s", f[FLD_HintEnd] ? "end" : "begin");
        break;
    case F_B_HINT:
        put(&o, "B.HINT");
        if (f[FLD_HintV]) sep(&o, &firstop), put(&o, "BR.%s", f[FLD_HintLikely] ? "likely" : "unlikely");
        if (f[FLD_HintTemp]) sep(&o, &firstop), put(&o, "TEMP.%s", temp_names[f[FLD_HintTemp] & 3u]);
        if (f[FLD_HintPrefetch]) sep(&o, &firstop), put(&o, "PRFSIZE=%u", f[FLD_HintPrefetch]);
        if (!f[FLD_HintV] && f[FLD_HintLikely]) sep(&o, &firstop), put(&o, "L=1");
        break;
    case F_B_IOR:
        put(&o, "B.IOR ");
        put_gpr(&o, f[FLD_RegSrc0]);
        put(&o, ", ");
        put_gpr(&o, f[FLD_RegSrc1]);
        put(&o, ", ");
        put_gpr(&o, f[FLD_RegSrc2]);
        put(&o, ", ->");
        put_gpr(&o, f[FLD_RegDst]);
        break;
    case F_B_IOS:
        if (f[FLD_SizeCode] == 0) {
            put(&o, "B.IOS S%u, mask=%s", f[FLD_SharedTID], pe_masks[f[FLD_PEMode] & 7u]);
        } else {
            put(&o, "B.IOS mask=%s, ->S%u", pe_masks[f[FLD_PEMode] & 7u], f[FLD_SharedTID]);
            put_size(&o, f[FLD_SizeCode]);
        }
        break;
    case F_B_IOT_D:
    case F_B_IOT_S:
    case F_B_IOT_SD:
    case F_B_IOT_SS:
    case F_B_IOT_SSD:
        disasm_iot(&o, in);
        break;
    default: {
        unsigned sel;
        if (form_is_scalar(in->form)) {
            disasm_scalar(&o, in);
            break;
        }
        if (disasm_control(&o, in)) break;
        if (engine_bstart_selector(in, &sel)) { /* BSTART.TLOAD DataType, ... */
            put(&o, "%s ", pto_forms[in->form].mnemonic);
            put_dtype(&o, f[FLD_DataType]);
            break;
        }
        put(&o, ".word 0x%08llX", (unsigned long long)(in->bits & 0xFFFFFFFFu));
        break;
    }
    }
    if (!buf || !n) return 0;
    size_t w = o.n < n - 1 ? o.n : n - 1;
    memcpy(buf, o.s, w);
    buf[w] = 0;
    return w;
}

/* ---- scalar instructions (isa/scalar_forms.def) ----------------------------------
 * The operand syntax of each form is its row's syntax string (the tokens are
 * described in scripts/gen_scalar_forms.py).  Mnemonics are the catalog's,
 * in any case; the disassembly prints them in lower case as the catalog's
 * assembly templates do (`addi a0, 1024, ->a0`), which is also the LLVM-MC
 * spelling.  A field the syntax does not show (JR's SrcZero) is written
 * `name=value`. */

static const struct {
    uint16_t form;
    const char *spelling;
} scalar_aliases[] = {
#define SALIAS(id, sp) {F_S_##id, sp},
#include "scalar_forms.def"
#undef SALIAS
    {F_COUNT, NULL}};

static int scalar_form_named(const tok *mn)
{
    if (mn->kind != T_WORD) return -1;
    int c0 = toupper((unsigned char)mn->s[0]);
    for (unsigned f = F_CMD_COUNT; f < F_COUNT; f++)
        if (pto_forms[f].mnemonic[0] == c0 && weq(mn, pto_forms[f].mnemonic)) return (int)f;
    for (unsigned i = 0; scalar_aliases[i].spelling; i++)
        if (weq(mn, scalar_aliases[i].spelling)) return scalar_aliases[i].form;
    return -1;
}

static const char *scalar_spelling(unsigned form)
{
    for (unsigned i = 0; scalar_aliases[i].spelling; i++)
        if (scalar_aliases[i].form == form) return scalar_aliases[i].spelling;
    return pto_forms[form].mnemonic;
}

/* Items of the operand tokens split at commas outside [ ]. */
static int scalar_items(ctx *c)
{
    c->ni = 0;
    size_t start = 1;
    int depth = 0;
    for (size_t i = 1; i <= c->nt; i++) {
        if (i < c->nt && c->t[i].kind == T_LBRACK) depth++;
        if (i < c->nt && c->t[i].kind == T_RBRACK) {
            if (!depth) return fail(c, c->t[i].col, "unexpected ']'");
            depth--;
        }
        if (i == c->nt || (c->t[i].kind == T_COMMA && depth == 0)) {
            if (i == c->nt && depth) return fail(c, c->end_col, "unbalanced '['; expected ']'");
            if (c->nt == 1) return 0;
            size_t col = i < c->nt ? c->t[i].col : c->end_col;
            if (start == i) return fail(c, col, "empty operand");
            if (c->ni == MAX_ITEMS) return fail(c, c->t[start].col, "too many operands");
            c->it[c->ni].b = start;
            c->it[c->ni].e = i;
            c->ni++;
            start = i + 1;
        }
    }
    return 0;
}

/* A signed decimal or 0x number (a leading '-' negates). */
static bool parse_int(const tok *k, int64_t *v)
{
    if (k->kind != T_WORD || !k->len) return false;
    bool neg = k->s[0] == '-';
    tok m = {T_WORD, k->s + neg, k->len - neg, k->col};
    uint64_t u;
    if (!m.len || !parse_num(&m, &u) || u > ((uint64_t)1 << 63)) return false;
    if (!neg && u == ((uint64_t)1 << 63)) return false;
    *v = neg ? (int64_t)(0 - u) : (int64_t)u;
    return true;
}

/* A Reg5 source: a GPR name or 0..31, t#1..t#4 (24..27), u#1..u#4 (28..31). */
static int reg5_source(const char *s, size_t n)
{
    tok k = {T_WORD, s, n, 0};
    int g = gpr_of(&k);
    if (g >= 0) return g;
    uint64_t v;
    if (parse_num(&k, &v) && v <= 31) return (int)v;
    if (n == 3 && s[1] == '#' && s[2] >= '1' && s[2] <= '4') {
        if (s[0] == 't' || s[0] == 'T') return 24 + (s[2] - '1');
        if (s[0] == 'u' || s[0] == 'U') return 28 + (s[2] - '1');
    }
    return -1;
}

/* The SrcRType spelling of kind k: the name of each code ("" = the code
 * written without a modifier). */
static const char *const *mod_names(char k)
{
    static const char *const ba[4] = {"sw", "uw", "neg", ""}, *const bl[4] = {"sw", "uw", "not", ""},
                             *const cm[4] = {"", "sw", "uw", "neg"}, *const lg[4] = {"", "sw", "uw", "not"},
                             *const sl[4] = {"", NULL, NULL, "neg"};
    switch (k) {
    case 'b': return ba;
    case 'B': return bl;
    case 'l': return lg;
    case 's': return sl;
    default: return cm; /* c and a */
    }
}

/* The kind letter of a syntax register token (R.ba -> 'b', R.bl -> 'B'). */
static char mod_kind(const char *spec, size_t n)
{
    const char *dot = memchr(spec, '.', n);
    if (!dot) return 0;
    if (dot[1] == 'b') return dot[2] == 'l' ? 'B' : 'b';
    return dot[1];
}

typedef struct sbuild {
    build *b;
    uint64_t set;        /* fields written */
    unsigned form;
} sbuild;

static int sset(ctx *c, sbuild *sb, unsigned fld, uint64_t v, size_t col)
{
    const field_row *r = form_field(sb->form, fld);
    if (!r) return fail(c, col, "internal error: %s has no field %s", pto_forms[sb->form].mnemonic, pto_field_names[fld]);
    unsigned w = field_row_width(r);
    if (w < 64 && v >> w)
        return fail(c, col, "%s value %llu does not fit its %u bits", field_row_name(r), (unsigned long long)v, w);
    sb->b->in.f[fld] = (uint32_t)v;
    sb->set |= (uint64_t)1 << fld;
    return 0;
}

/* An immediate of field fld from token k: the range of its signedness. */
static int simm(ctx *c, sbuild *sb, unsigned fld, const tok *k, int64_t scale)
{
    const field_row *r = form_field(sb->form, fld);
    int64_t v;
    if (!parse_int(k, &v)) return fail(c, k->col, "'%.*s' is not a number", tlen(k), k->s);
    unsigned w = field_row_width(r);
    if (scale > 1) {
        if (v % scale) return fail(c, k->col, "%.*s is not a multiple of %lld", tlen(k), k->s, (long long)scale);
        v /= scale;
    }
    int64_t lo = r->sgn == 0 ? 0 : -((int64_t)1 << (w - 1));
    int64_t hi = r->sgn == 1 ? ((int64_t)1 << (w - 1)) - 1 : (int64_t)(((uint64_t)1 << w) - 1);
    if (v < lo || v > hi)
        return fail(c, k->col, "%s %.*s is out of range %lld..%lld", field_row_name(r), tlen(k), k->s,
                    (long long)(lo * (scale > 1 ? scale : 1)), (long long)(hi * (scale > 1 ? scale : 1)));
    return sset(c, sb, fld, (uint64_t)v & dt_mask(w), k->col);
}

/* `<<N` after position *i (tokens < < N) into the shift field, or checked
 * against the fixed amount; false when absent. */
static int sshift(ctx *c, sbuild *sb, size_t *i, size_t e, int fixed, bool *had)
{
    *had = false;
    if (*i + 2 >= e || c->t[*i].kind != T_LT || c->t[*i + 1].kind != T_LT) return 0;
    const tok *k = &c->t[*i + 2];
    *had = true;
    *i += 3;
    if (fixed >= 0) {
        int64_t v;
        if (!parse_int(k, &v) || v != fixed) return fail(c, k->col, "the shift of this form is <<%d", fixed);
        return 0;
    }
    return simm(c, sb, FLD_Shamt, k, 1);
}

/* A register operand spec (L, R.ba<s, D, P, ...) from tokens [*i, e). */
static int sreg(ctx *c, sbuild *sb, const char *spec, size_t n, size_t *i, size_t e)
{
    static const uint8_t flds[4] = {FLD_SrcL, FLD_SrcR, FLD_SrcD, FLD_SrcP};
    const char *letters = "LRDP";
    unsigned fld = flds[strchr(letters, spec[0]) - letters];
    if (*i >= e || c->t[*i].kind != T_WORD)
        return fail(c, *i < e ? c->t[*i].col : c->end_col, "expected a register");
    const tok *k = &c->t[*i];
    char kind = mod_kind(spec, n);
    const char *dot = kind ? memchr(k->s + 1, '.', k->len - 1) : NULL;
    size_t rn = dot ? (size_t)(dot - k->s) : k->len;
    int r = reg5_source(k->s, rn);
    if (r < 0)
        return fail(c, k->col,
                    "unknown register '%.*s'; expected zero, sp, a0..a7, ra, s0..s8, x0..x3, 0..31, t#1..t#4 or u#1..u#4",
                    (int)(rn > 40 ? 40 : rn), k->s);
    if (sset(c, sb, fld, (unsigned)r, k->col)) return -1;
    if (kind) {
        const char *const *names = mod_names(kind);
        unsigned code = 4;
        for (unsigned v = 0; v < 4; v++)
            if (names[v] && !names[v][0]) code = v; /* no modifier written */
        if (dot) {
            tok m = {T_WORD, dot + 1, k->len - rn - 1, k->col + rn + 1};
            long raw = numbered(&m, "rt");
            code = 4;
            for (unsigned v = 0; v < 4; v++)
                if (names[v] && names[v][0] && weq(&m, names[v])) code = v;
            if (raw >= 0 && raw < 4) code = (unsigned)raw;
            if (code == 4)
                return fail(c, m.col, "unknown modifier '.%.*s' of this form", tlen(&m), m.s);
        }
        if (code == 4) code = 0;
        if (sset(c, sb, FLD_SrcRType, code, k->col)) return -1;
    } else if (memchr(k->s, '.', k->len)) {
        return fail(c, k->col, "'%.*s': this operand takes no modifier", tlen(k), k->s);
    }
    (*i)++;
    const char *sh = memchr(spec, '<', n);
    if (sh) {
        bool had;
        if (sshift(c, sb, i, e, sh[1] == 's' ? -1 : sh[1] - '0', &had)) return -1;
    }
    return 0;
}

/* A PC-relative target: `.`, `.+N`, `.-N` (bytes) or a label. */
static int starget(ctx *c, sbuild *sb, unsigned fld, const tok *k)
{
    int64_t off;
    uint64_t pc = c->env ? c->env->pc : 0;
    if (k->len >= 1 && k->s[0] == '.' && (k->len == 1 || k->s[1] == '+' || k->s[1] == '-')) {
        off = 0;
        if (k->len > 1) {
            tok n = {T_WORD, k->s + 1 + (k->s[1] == '+'), k->len - 1 - (k->s[1] == '+'), k->col + 1};
            if (!parse_int(&n, &off)) return fail(c, k->col, "'%.*s' is not .+N or .-N", tlen(k), k->s);
        }
    } else {
        uint64_t addr;
        bool ident = isalpha((unsigned char)k->s[0]) || k->s[0] == '_' || k->s[0] == '.';
        if (!ident) return fail(c, k->col, "expected a label or .+N (a byte offset from this instruction)");
        if (!c->env || !c->env->label) return fail(c, k->col, "label '%.*s' needs a program (write .+N here)", tlen(k), k->s);
        if (!c->env->label(c->env->ctx, k->s, k->len, &addr)) return fail(c, k->col, "unknown label '%.*s'", tlen(k), k->s);
        off = (int64_t)(addr - pc);
    }
    if (off & 1) return fail(c, k->col, "the target is at an odd distance (%lld bytes)", (long long)off);
    const field_row *r = form_field(sb->form, fld);
    unsigned w = field_row_width(r);
    int64_t h = off / 2;
    if (h < -((int64_t)1 << (w - 1)) || h >= ((int64_t)1 << (w - 1)))
        return fail(c, k->col, "the target is %lld bytes away, beyond the %u-bit halfword offset", (long long)off, w);
    return sset(c, sb, fld, (uint64_t)h & dt_mask(w), k->col);
}

static int scalar_operand(ctx *c, sbuild *sb, const char *spec, size_t n, const item *it)
{
    size_t i = it->b, e = it->e;
    const tok *k = &c->t[i];
    unsigned imm_fld = form_field(sb->form, FLD_Immediate) ? FLD_Immediate : FLD_Shamt;
    if (spec[0] == '=') {
        if (k->kind != T_ARROW || e - i != 2 || c->t[i + 1].kind != T_WORD)
            return fail(c, k->col, "expected a destination '->...'");
        const tok *d = &c->t[i + 1];
        if (n == 2 && spec[1] == 't') return weq(d, "t") ? 0 : fail(c, d->col, "the destination of this form is ->t");
        if (n == 3) return weq(d, "ra") ? 0 : fail(c, d->col, "the destination of this form is ->ra");
        int r = weq(d, "t") ? 31 : weq(d, "u") ? 30 : reg5_source(d->s, d->len);
        if (r < 0 || (d->s[1] == '#'))
            return fail(c, d->col, "unknown destination '%.*s'; expected a GPR name, t, u or 0..31", tlen(d), d->s);
        return sset(c, sb, FLD_RegDst, (unsigned)r, d->col);
    }
    if (spec[0] == '[') {
        if (k->kind != T_LBRACK || c->t[e - 1].kind != T_RBRACK) return fail(c, k->col, "expected a memory operand [base, offset]");
        size_t comma = i + 1;
        while (comma < e - 1 && c->t[comma].kind != T_COMMA) comma++;
        const char *in_comma = memchr(spec, ',', n);
        if (comma >= e - 1) { /* [base]: an immediate offset of 0 (the LLVM-MC spelling) */
            if (in_comma[1] != '#') return fail(c, k->col, "expected [base, index]");
            size_t bi = i + 1;
            if (sreg(c, sb, spec + 1, (size_t)(in_comma - spec - 1), &bi, e - 1)) return -1;
            if (bi != e - 1) return fail(c, c->t[bi].col, "unexpected '%.*s' in the base", tlen(&c->t[bi]), c->t[bi].s);
            return sset(c, sb, imm_fld, 0, k->col);
        }
        size_t bi = i + 1;
        if (sreg(c, sb, spec + 1, (size_t)(in_comma - spec - 1), &bi, comma)) return -1;
        if (bi != comma) return fail(c, c->t[bi].col, "unexpected '%.*s' in the base", tlen(&c->t[bi]), c->t[bi].s);
        const char *x = in_comma + 1;
        size_t xn = n - (size_t)(x - spec) - 1;
        size_t xi = comma + 1;
        if (x[0] == '#') {
            if (xi + 1 != e - 1) return fail(c, c->t[xi < e ? xi : e - 1].col, "expected one offset");
            return simm(c, sb, imm_fld, &c->t[xi], 1);
        }
        if (sreg(c, sb, x, xn, &xi, e - 1)) return -1;
        if (xi != e - 1) return fail(c, c->t[xi].col, "unexpected '%.*s' in the offset", tlen(&c->t[xi]), c->t[xi].s);
        return 0;
    }
    if (spec[0] == '#' || spec[0] == '@' || (spec[0] == 'T' && spec[1] == '1')) {
        if (k->kind != T_WORD) return fail(c, k->col, "expected %s", spec[0] == '@' ? "a target" : "a number");
        if (spec[0] == 'T') {
            if (!weq(k, "t#1") || e - i != 1) return fail(c, k->col, "this operand of the form is t#1");
            return 0;
        }
        if (spec[0] == '@') {
            if (e - i != 1) return fail(c, c->t[i + 1].col, "unexpected text after the target");
            return starget(c, sb, FLD_Immediate, k);
        }
        if (n == 2 && spec[1] == 'p') return e - i != 1 ? fail(c, k->col, "expected a number") : simm(c, sb, FLD_PredImm, k, 1);
        if (n == 2 && spec[1] == 's') return e - i != 1 ? fail(c, k->col, "expected a number") : simm(c, sb, FLD_SuccImm, k, 1);
        if (simm(c, sb, imm_fld, k, n == 2 && spec[1] == 'h' ? 2 : 1)) return -1;
        i++;
        if (n == 3) { /* #<s */
            bool had;
            if (sshift(c, sb, &i, e, -1, &had)) return -1;
        }
        if (i != e) return fail(c, c->t[i].col, "unexpected '%.*s'", tlen(&c->t[i]), c->t[i].s);
        return 0;
    }
    if (sreg(c, sb, spec, n, &i, e)) return -1;
    if (i != e) return fail(c, c->t[i].col, "unexpected '%.*s' after the register", tlen(&c->t[i]), c->t[i].s);
    return 0;
}

static int asm_scalar(ctx *c, build *b, unsigned form)
{
    sbuild sb = {b, 0, form};
    b->in.form = (uint16_t)form;
    if (scalar_items(c)) return -1;
    const char *syn = scalar_info_of(form)->syntax;
    size_t k = 0;
    for (const char *p = syn; *p; k++) {
        const char *q = p;
        int depth = 0;
        while (*q && (*q != ',' || depth)) {
            if (*q == '[') depth++;
            if (*q == ']') depth--;
            q++;
        }
        if (k >= c->ni)
            return fail(c, c->ni ? c->end_col : c->t[0].col + c->t[0].len, "missing operand; expected: %s",
                        scalar_info_of(form)->syntax);
        if (scalar_operand(c, &sb, p, (size_t)(q - p), &c->it[k])) return -1;
        p = *q ? q + 1 : q;
    }
    for (; k < c->ni; k++) { /* name=value for a field the syntax does not show */
        const item *it = &c->it[k];
        if (!is_kv(c, it)) return fail(c, icol(c, it), "too many operands");
        const tok *key = first(c, it);
        const field_row *r = NULL;
        for (unsigned i = 0; i < pto_nfield_rows; i++) {
            const field_row *x = &pto_field_rows[i];
            if (x->form == form && weq(key, field_row_name(x))) r = x;
        }
        if (!r || (sb.set >> r->field & 1u))
            return fail(c, icol(c, it), "'%.*s' is no other field of %s", tlen(key), key->s, pto_forms[form].mnemonic);
        uint64_t v;
        if (!parse_num(&c->t[it->b + 2], &v)) return fail(c, c->t[it->b + 2].col, "expected a number");
        if (sset(c, &sb, r->field, v, icol(c, it))) return -1;
    }
    /* the binary modifier's code for "none" when the form has one and it was not written */
    if (form_field(form, FLD_SrcRType) && !(sb.set >> FLD_SrcRType & 1u)) {
        const char *r = strstr(syn, "R.");
        char kind = r ? mod_kind(r, strcspn(r, ",]")) : 'c';
        const char *const *names = mod_names(kind);
        for (unsigned v = 0; v < 4; v++)
            if (names[v] && !names[v][0]) b->in.f[FLD_SrcRType] = v;
    }
    return 0;
}

static void put_reg5(outbuf *o, uint32_t sel)
{
    char buf[8];
    put(o, "%s", scalar_source_name(sel & 31u, buf));
}

static void put_imm(outbuf *o, const field_row *r, uint32_t v, int scale)
{
    unsigned w = field_row_width(r);
    if (r->sgn == 1) put(o, "%lld", (long long)(int64_t)sign_extend(v, w) * scale);
    else if (r->sgn == 2 && v > 9) put(o, "0x%x", v);
    else put(o, "%u", v * (unsigned)scale);
}

static void put_target(outbuf *o, const field_row *r, uint32_t v)
{
    int64_t off = (int64_t)sign_extend(v, field_row_width(r)) * 2;
    if (off == 0) put(o, ".");
    else put(o, ".%s%lld", off > 0 ? "+" : "", (long long)off);
}

static void disasm_sreg(outbuf *o, const insn *in, const char *spec, size_t n)
{
    static const uint8_t flds[4] = {FLD_SrcL, FLD_SrcR, FLD_SrcD, FLD_SrcP};
    const char *letters = "LRDP";
    put_reg5(o, in->f[flds[strchr(letters, spec[0]) - letters]]);
    char kind = mod_kind(spec, n);
    if (kind) {
        unsigned code = in->f[FLD_SrcRType] & 3u;
        const char *nm = mod_names(kind)[code];
        if (!nm) put(o, ".rt%u", code);
        else if (nm[0]) put(o, ".%s", nm);
    }
    const char *sh = memchr(spec, '<', n);
    if (sh && sh[1] == 's' && in->f[FLD_Shamt]) put(o, "<<%u", in->f[FLD_Shamt]);
    else if (sh && sh[1] != 's') put(o, "<<%c", sh[1]);
}

static void disasm_scalar(outbuf *o, const insn *in)
{
    unsigned form = in->form;
    const char *mn = scalar_spelling(form);
    for (const char *p = mn; *p; p++) put(o, "%c", tolower((unsigned char)*p));
    const char *syn = scalar_info_of(form)->syntax;
    const field_row *imm = form_field(form, FLD_Immediate);
    unsigned imm_fld = imm ? FLD_Immediate : FLD_Shamt;
    if (!imm) imm = form_field(form, FLD_Shamt);
    uint64_t shown = 0;
    bool firstop = true;
    for (const char *p = syn; *p;) {
        const char *q = p;
        int depth = 0;
        while (*q && (*q != ',' || depth)) {
            if (*q == '[') depth++;
            if (*q == ']') depth--;
            q++;
        }
        size_t n = (size_t)(q - p);
        sep(o, &firstop);
        if (p[0] == '=') {
            if (n == 2 && p[1] == 't') put(o, "->t");
            else if (n == 3) put(o, "->ra");
            else {
                uint32_t d = in->f[FLD_RegDst];
                if (d < 24) put(o, "->%s", gpr_names[d]);
                else if (d == 31) put(o, "->t");
                else if (d == 30) put(o, "->u");
                else put(o, "->%u", d);
            }
        } else if (p[0] == '[') {
            const char *comma = memchr(p, ',', n);
            put(o, "[");
            disasm_sreg(o, in, p + 1, (size_t)(comma - p - 1));
            put(o, ", ");
            if (comma[1] == '#') put_imm(o, imm, in->f[imm_fld], 1);
            else disasm_sreg(o, in, comma + 1, n - (size_t)(comma - p) - 2);
            put(o, "]");
        } else if (p[0] == 'T') {
            put(o, "t#1");
        } else if (p[0] == '@') {
            put_target(o, imm, in->f[FLD_Immediate]);
        } else if (p[0] == '#') {
            if (n == 2 && (p[1] == 'p' || p[1] == 's')) put(o, "%u", in->f[p[1] == 'p' ? FLD_PredImm : FLD_SuccImm]);
            else put_imm(o, imm, in->f[imm_fld], n == 2 && p[1] == 'h' ? 2 : 1);
            if (n == 3 && in->f[FLD_Shamt]) put(o, "<<%u", in->f[FLD_Shamt]);
        } else {
            disasm_sreg(o, in, p, n);
        }
        for (const char *x = p; x < q; x++) { /* the fields this token shows */
            switch (*x) {
            case 'L': shown |= (uint64_t)1 << FLD_SrcL; break;
            case 'R': shown |= (uint64_t)1 << FLD_SrcR | (uint64_t)1 << FLD_SrcRType; break;
            case 'D': shown |= (uint64_t)1 << (x > p && x[-1] == '=' ? FLD_RegDst : FLD_SrcD); break;
            case 'P': shown |= (uint64_t)1 << FLD_SrcP; break;
            case 's': shown |= (uint64_t)1 << FLD_Shamt; break;
            case '#': case '@':
                shown |= (uint64_t)1 << imm_fld | (uint64_t)1 << FLD_PredImm | (uint64_t)1 << FLD_SuccImm;
                break;
            default: break;
            }
        }
        p = *q ? q + 1 : q;
    }
    for (unsigned i = 0; i < pto_nfield_rows; i++) {
        const field_row *r = &pto_field_rows[i];
        if (r->form != form || (shown >> r->field & 1u) || !in->f[r->field]) continue;
        sep(o, &firstop);
        put(o, "%s=%u", field_row_name(r), in->f[r->field]);
    }
}

/* ---- standard and system block starts ---------------------------------------------
 *   BSTART DIRECT|COND, target      BSTART.STD COND|DIRECT, target | FALL | RET | IND
 *   C.BSTART DIRECT|COND, target    C.BSTART.STD FALL|IND|RET
 *   BSTART.SYS FALL                 C.BSTART.SYS FALL
 * The target is a label or .+N / .-N bytes from the block start. */

static bool control_start(const tok *mn)
{
    return weq(mn, "BSTART") || weq(mn, "BSTART.STD") || weq(mn, "BSTART.SYS") || weq(mn, "C.BSTART") ||
           weq(mn, "C.BSTART.STD") || weq(mn, "C.BSTART.SYS");
}

static int asm_control(ctx *c, build *b)
{
    const tok *mn = &c->t[0];
    if (scalar_items(c)) return -1;
    if (c->ni == 0 || !single_word(c, &c->it[0]))
        return fail(c, c->ni ? icol(c, &c->it[0]) : c->end_col, "expected DIRECT, COND, FALL, RET or IND");
    const tok *kw = first(c, &c->it[0]);
    bool wide = !weq(mn, "C.BSTART") && !weq(mn, "C.BSTART.STD") && !weq(mn, "C.BSTART.SYS");
    int form = -1;
    bool target = false;
    if (weq(mn, "BSTART")) {
        form = weq(kw, "DIRECT") ? F_BSTART_DIRECT : weq(kw, "COND") ? F_BSTART_COND : -1;
        target = true;
    } else if (weq(mn, "BSTART.STD")) {
        form = weq(kw, "DIRECT") ? F_BSTART_STD_DIRECT : weq(kw, "COND") ? F_BSTART_STD_COND
               : weq(kw, "FALL") ? F_BSTART_STD_FALL : weq(kw, "RET") ? F_BSTART_STD_RET
               : weq(kw, "IND") ? F_BSTART_STD_IND : -1;
        target = form == F_BSTART_STD_DIRECT || form == F_BSTART_STD_COND;
    } else if (weq(mn, "C.BSTART")) {
        form = weq(kw, "DIRECT") ? F_C_BSTART_DIRECT : weq(kw, "COND") ? F_C_BSTART_COND : -1;
        target = true;
    } else if (weq(mn, "C.BSTART.STD")) {
        unsigned br = weq(kw, "FALL") ? 1u : weq(kw, "IND") ? 5u : weq(kw, "RET") ? 7u : 0u;
        if (br) {
            form = F_C_BSTART_STD;
            b->in.f[FLD_BrType] = br;
        }
    } else { /* BSTART.SYS, C.BSTART.SYS */
        form = weq(kw, "FALL") ? (wide ? F_BSTART_SYS_FALL : F_C_BSTART_SYS) : -1;
    }
    if (form < 0) return fail(c, kw->col, "%.*s does not take '%.*s'", tlen(mn), mn->s, tlen(kw), kw->s);
    b->in.form = (uint16_t)form;
    if (!target) return c->ni > 1 ? fail(c, icol(c, &c->it[1]), "too many operands") : 0;
    if (c->ni != 2 || !single_word(c, &c->it[1]))
        return fail(c, c->ni > 2 ? icol(c, &c->it[2]) : c->end_col, "expected one target after %.*s", tlen(kw), kw->s);
    unsigned fld = form == F_BSTART_DIRECT || form == F_BSTART_COND ? FLD_Simm25
                   : form == F_C_BSTART_DIRECT || form == F_C_BSTART_COND ? FLD_Simm12
                                                                          : FLD_Simm17;
    sbuild sb = {b, 0, (unsigned)form};
    return starget(c, &sb, fld, first(c, &c->it[1]));
}

static bool disasm_control(outbuf *o, const insn *in)
{
    const char *kw;
    unsigned fld = 0;
    switch (in->form) {
    case F_BSTART_DIRECT: kw = "DIRECT", fld = FLD_Simm25; break;
    case F_BSTART_COND: kw = "COND", fld = FLD_Simm25; break;
    case F_BSTART_STD_DIRECT: kw = "DIRECT", fld = FLD_Simm17; break;
    case F_BSTART_STD_COND: kw = "COND", fld = FLD_Simm17; break;
    case F_BSTART_STD_FALL: case F_BSTART_SYS_FALL: case F_C_BSTART_SYS: kw = "FALL"; break;
    case F_BSTART_STD_RET: kw = "RET"; break;
    case F_BSTART_STD_IND: kw = "IND"; break;
    case F_C_BSTART_DIRECT: kw = "DIRECT", fld = FLD_Simm12; break;
    case F_C_BSTART_COND: kw = "COND", fld = FLD_Simm12; break;
    case F_C_BSTART_STD: kw = in->f[FLD_BrType] == 7 ? "RET" : in->f[FLD_BrType] == 5 ? "IND" : "FALL"; break;
    default: return false;
    }
    put(o, "%s %s", pto_forms[in->form].mnemonic, kw);
    if (fld) {
        put(o, ", ");
        put_target(o, form_field(in->form, fld), in->f[fld]);
    }
    return true;
}
