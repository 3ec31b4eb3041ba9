/* Program text parser and runner (see program.h). */
#define _POSIX_C_SOURCE 200809L /* stat: memory images must be regular files */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "asm/asm.h"
#include "asm/program.h"



static bool ieq(const char *a, size_t alen, const char *b)
{
    size_t i = 0;
    for (; i < alen && b[i]; i++)
        if (tolower((unsigned char)a[i]) != tolower((unsigned char)b[i])) return false;
    return i == alen && b[i] == 0;
}

int gpr_by_name(const char *name, size_t len)
{
    for (int i = 0; i < PTO_GPRS; i++)
        if (ieq(name, len, gpr_names[i])) return i;
    /* plain number, or r<N> / gpr<N> */
    size_t i = 0;
    if (len > 3 && ieq(name, 3, "gpr")) i = 3;
    else if (len > 1 && (name[0] == 'r' || name[0] == 'R')) i = 1;
    if (i == len) return -1;
    int v = 0;
    for (; i < len; i++) {
        if (!isdigit((unsigned char)name[i]) || v > 100) return -1;
        v = v * 10 + (name[i] - '0');
    }
    return v < PTO_GPRS ? v : -1;
}


/* ---- literals --------------------------------------------------------------
 * Hex (0x...) is the raw encoding, takes no sign and must fit the element
 * width.  Decimal integers must be in range for the type; a leading zero
 * does not mean octal (010 is ten).  For floating types a decimal literal
 * ([sign] digits [. digits] [e [sign] digits]) is rounded to nearest FP64
 * (strtod), then to nearest-even in the target format; one whose magnitude
 * rounds above the format's largest finite value is an error (also beyond
 * FP64's range), one below the smallest subnormal rounds to zero.  inf,
 * infinity and nan (any sign) are accepted where the format has them (nan
 * gives the canonical NaN). */
static int round_f64_to(uint64_t d, unsigned dt, uint64_t *out, char *err, size_t errlen)
{
    const dtype_info *fi = &pto_dtypes[dt];
    unsigned ebits = fi->ebits, fbits = fi->fbits;
    bool carrier32 = dt == DT_TF32 || dt == DT_HF32;
    unsigned width = fi->bits;
    uint64_t sign = d >> 63;
    int dexp = (int)((d >> 52) & 0x7FF);
    uint64_t dman = d & dt_mask(52);
    int bias = (1 << (ebits - 1)) - 1;
    int emin = 1 - bias;
    if (dt == DT_FP64) {
        *out = d;
        return 0;
    }
    if (dexp == 0x7FF) {
        if (dman) {
            *out = fi->canonical_nan;
            return 0;
        }
        if (dt == DT_E4M3) {
            snprintf(err, errlen, "E4M3 has no infinity");
            return -1;
        }
        uint64_t inf = dt_mask(ebits) << (carrier32 ? 23 : fbits);
        *out = (sign << (width - 1)) | inf;
        return 0;
    }
    if (dexp == 0 && dman == 0) {
        *out = sign << (width - 1);
        return 0;
    }
    /* value = m * 2^(e - 52), m with the implicit bit */
    uint64_t m = dexp ? dman | ((uint64_t)1 << 52) : dman;
    int e = dexp ? dexp - 1023 : -1022;
    while (!(m >> 52)) m <<= 1, e--; /* normalise subnormal doubles */
    int E = e < emin ? emin : e;     /* target exponent of the leading bit */
    int drop = (E - (int)fbits) - (e - 52);
    uint64_t q;
    if (drop >= 64) {
        q = 0;
        if (m) q = 0; /* far below the smallest subnormal: rounds to zero */
    } else {
        q = m >> drop;
        uint64_t rem = m & dt_mask((unsigned)drop);
        uint64_t half = (uint64_t)1 << (drop - 1);
        if (rem > half || (rem == half && (q & 1u))) q++;
    }
    if (q >> (fbits + 1)) { /* carry into the next binade */
        q >>= 1;
        E++;
    }
    int biased = (q >> fbits) ? E + bias : 0;
    int emax_biased = (int)dt_mask(ebits) - (dt == DT_E4M3 ? 0 : 1);
    uint64_t frac = q & dt_mask(fbits);
    if (biased > emax_biased || (dt == DT_E4M3 && biased == emax_biased && frac == dt_mask(fbits))) {
        snprintf(err, errlen, "the value is out of the finite range of %s (write inf for an infinity)", fi->name);
        return -1;
    }
    uint64_t enc = ((uint64_t)biased << (carrier32 ? 23 : fbits)) | (frac << (carrier32 ? 23 - fbits : 0));
    *out = (sign << (width - 1)) | enc;
    return 0;
}

/* The decimal float syntax above (strtod also takes hex floats, nan(...)
 * and leading blanks, which are not literals here). */
static bool decimal_float(const char *p)
{
    if (*p == '+' || *p == '-') p++;
    if (ieq(p, strlen(p), "inf") || ieq(p, strlen(p), "infinity") || ieq(p, strlen(p), "nan")) return true;
    size_t digits = 0;
    while (isdigit((unsigned char)*p)) p++, digits++;
    if (*p == '.') {
        p++;
        while (isdigit((unsigned char)*p)) p++, digits++;
    }
    if (!digits) return false;
    if (*p == 'e' || *p == 'E') {
        p++;
        if (*p == '+' || *p == '-') p++;
        if (!isdigit((unsigned char)*p)) return false;
        while (isdigit((unsigned char)*p)) p++;
    }
    return *p == 0;
}

int literal_to_bits(const char *tok, unsigned dt, bool pred, uint64_t *out, char *err, size_t errlen)
{
    unsigned bits = pred ? 1u : pto_dtypes[dt].bits;
    const char *p = tok;
    if ((p[0] == '-' || p[0] == '+') && p[1] == '0' && (p[2] == 'x' || p[2] == 'X')) {
        snprintf(err, errlen, "'%s': a hex literal is the raw encoding and takes no sign", tok);
        return -1;
    }
    if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
        if (!isxdigit((unsigned char)p[2])) goto bad;
        errno = 0;
        char *end;
        unsigned long long v = strtoull(p + 2, &end, 16);
        if (*end || errno) goto bad;
        if ((uint64_t)v & ~dt_mask(bits)) {
            snprintf(err, errlen, "'%s' is wider than the %u-bit element", tok, bits);
            return -1;
        }
        *out = v;
        return 0;
    }
    if (pred) {
        if (!strcmp(tok, "0") || !strcmp(tok, "1")) {
            *out = (uint64_t)(tok[0] - '0');
            return 0;
        }
        snprintf(err, errlen, "predicate element '%s' must be 0 or 1", tok);
        return -1;
    }
    unsigned cls = pto_dtypes[dt].cls;
    if (cls == DTC_S || cls == DTC_U) {
        char *end;
        errno = 0;
        if (cls == DTC_S) {
            long long v = strtoll(p, &end, 10);
            if (*end || end == p || errno) goto bad;
            long long lo = bits == 64 ? INT64_MIN : -((long long)1 << (bits - 1));
            long long hi = bits == 64 ? INT64_MAX : ((long long)1 << (bits - 1)) - 1;
            if (v < lo || v > hi) goto range;
            *out = (uint64_t)v & dt_mask(bits);
        } else {
            if (*p == '-') goto range;
            unsigned long long v = strtoull(p, &end, 10);
            if (*end || end == p || errno) goto bad;
            if ((uint64_t)v & ~dt_mask(bits)) goto range;
            *out = v;
        }
        return 0;
    }
    if (cls == DTC_F) {
        char *end;
        double v;
        if (ieq(p, strlen(p), "nan")) {
            *out = pto_dtypes[dt].canonical_nan;
            return 0;
        }
        if (!decimal_float(p)) goto bad;
        errno = 0;
        v = strtod(p, &end);
        if (*end || end == p) goto bad;
        if (errno == ERANGE && isinf(v)) {
            snprintf(err, errlen, "'%s' is out of the finite range of %s (write inf for an infinity)", tok,
                     pto_dtypes[dt].name);
            return -1;
        }
        uint64_t d;
        memcpy(&d, &v, 8);
        return round_f64_to(d, dt, out, err, errlen);
    }
bad:
    snprintf(err, errlen, "'%s' is not a value of %s (hex encoding, integer or float literal)", tok,
             pred ? "a predicate" : pto_dtypes[dt].name ? pto_dtypes[dt].name : "this type");
    return -1;
range:
    snprintf(err, errlen, "'%s' is out of range for %s", tok, pto_dtypes[dt].name);
    return -1;
}

/* ---- parsing --------------------------------------------------------------- */

typedef struct cursor {
    const char *s;   /* statement start (for columns) */
    const char *p;
    const char *end;
} cursor;

static void skip_ws(cursor *c)
{
    while (c->p < c->end && isspace((unsigned char)*c->p)) c->p++;
}

/* A token: a run of non-blank characters other than '=' ; '=' alone. */
static size_t token(cursor *c, const char **t)
{
    skip_ws(c);
    *t = c->p;
    if (c->p < c->end && *c->p == '=') {
        c->p++;
        return 1;
    }
    while (c->p < c->end && !isspace((unsigned char)*c->p) && *c->p != '=') c->p++;
    return (size_t)(c->p - *t);
}

static int fail(prog_error *err, uint32_t line, const cursor *c, const char *at, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->message, sizeof err->message, fmt, ap);
    va_end(ap);
    err->line = line;
    err->column = (uint32_t)(at - c->s) + 1u;
    return -1;
}

static bool grow(void **ptr, size_t *cap, size_t need, size_t elem)
{
    if (need <= *cap) return true;
    size_t n = *cap ? *cap * 2 : 16;
    while (n < need) n *= 2;
    void *q = realloc(*ptr, n * elem);
    if (!q) return false;
    *ptr = q;
    *cap = n;
    return true;
}

static int emit_bytes(pto_program *p, uint64_t v, unsigned n, uint32_t line)
{
    if (!grow((void **)&p->code, &p->cap, p->len + n, 1) ||
        !grow((void **)&p->lines, &p->caplines, p->nlines + 1, sizeof *p->lines))
        return -1;
    p->lines[p->nlines].offset = p->base + p->len;
    p->lines[p->nlines].line = line;
    p->nlines++;
    for (unsigned i = 0; i < n; i++) p->code[p->len++] = (uint8_t)(v >> (8 * i));
    return 0;
}

static prog_action *new_action(pto_program *p, unsigned kind, uint32_t line)
{
    if (!grow((void **)&p->acts, &p->capacts, p->nacts + 1, sizeof *p->acts)) return NULL;
    prog_action *a = &p->acts[p->nacts++];
    memset(a, 0, sizeof *a);
    a->kind = (uint8_t)kind;
    a->line = line;
    a->offset = p->base + p->len;
    p->has_directives = true;
    return a;
}

/* Decimal (010 is ten: no octal) or 0x hexadecimal, at most 64 bits. */
static bool parse_u64(const char *t, size_t n, uint64_t *v)
{
    unsigned base = 10;
    size_t i = 0;
    if (n > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X')) base = 16, i = 2;
    if (i == n) return false;
    uint64_t x = 0;
    for (; i < n; i++) {
        unsigned char ch = (unsigned char)t[i];
        unsigned d;
        if (isdigit(ch)) d = (unsigned)(ch - '0');
        else if (base == 16 && isxdigit(ch)) d = (unsigned)(tolower(ch) - 'a' + 10);
        else return false;
        if (x > (UINT64_MAX - d) / base) return false;
        x = x * base + d;
    }
    *v = x;
    return true;
}

/* "1111" style mask, leftmost bit PE0 (as the specification writes PE_MASK). */
static int parse_mask(const char *t, size_t n)
{
    if (n != 4) return -1;
    int m = 0;
    for (size_t i = 0; i < 4; i++) {
        if (t[i] != '0' && t[i] != '1') return -1;
        m = (m << 1) | (t[i] - '0');
    }
    return m;
}

/* 128B, 4KB, 64KB, 512 (bytes) */
static bool parse_size(const char *t, size_t n, uint32_t *bytes)
{
    uint64_t mul = 1;
    if (n > 2 && (t[n - 2] == 'K' || t[n - 2] == 'k') && (t[n - 1] == 'B' || t[n - 1] == 'b')) mul = 1024, n -= 2;
    else if (n > 1 && (t[n - 1] == 'B' || t[n - 1] == 'b')) n -= 1;
    uint64_t v;
    if (!parse_u64(t, n, &v) || v > 65536) return false;
    v *= mul;
    if (v > 65536u * 1024u) return false;
    *bytes = (uint32_t)v;
    return true;
}

static int parse_pe_spec(const char *t, size_t n, unsigned *mask)
{
    if (n == 1 && t[0] == '*') {
        *mask = 0xF;
        return 0;
    }
    if (n == 1 && t[0] >= '0' && t[0] <= '3') {
        *mask = pe_bit((unsigned)(t[0] - '0'));
        return 0;
    }
    return -1;
}

/* ---- memory directives ------------------------------------------------------ */

int prog_parse_size(const char *t, size_t n, uint64_t *v, int *preset, char *msg, size_t msglen)
{
    if (preset) {
        *preset = -1;
        if (ieq(t, n, "pto-v0")) {
            *preset = PTO_MEM_PTO_V0;
            *v = GM_PTO_V0_SIZE;
            return 0;
        }
        if (ieq(t, n, "default")) {
            *preset = PTO_MEM_DEFAULT;
            *v = GM_DEFAULT_SIZE;
            return 0;
        }
    }
    unsigned shift = 0;
    size_t k = n;
    if (k > 1) {
        char last = t[k - 1];
        shift = last == 'K' || last == 'k' ? 10u : last == 'M' || last == 'm' ? 20u : last == 'G' || last == 'g' ? 30u : 0u;
        if (shift) k--;
    }
    uint64_t x;
    if (k == 0 || !isdigit((unsigned char)t[0]) || !parse_u64(t, k, &x)) {
        snprintf(msg, msglen, "bad size '%.*s': write bytes (decimal or 0x hex), or a number with K, M or G (2^10, 2^20, 2^30)%s",
                 (int)(n > 40 ? 40 : n), t, preset ? ", or pto-v0" : "");
        return -1;
    }
    if (x > (UINT64_MAX >> shift)) {
        snprintf(msg, msglen, "size '%.*s' does not fit 64 bits", (int)(n > 40 ? 40 : n), t);
        return -1;
    }
    *v = x << shift;
    return 0;
}

/* The printed dumps' total so far. */
static uint64_t printed_dump_bytes(const pto_program *p)
{
    uint64_t sum = 0;
    for (size_t i = 0; i < p->ndumps; i++)
        if (!p->dumps[i].file) sum += p->dumps[i].len;
    return sum;
}

static int add_dump(pto_program *p, uint64_t addr, uint64_t len, uint32_t line, const char *file, char *msg, size_t n)
{
    if (len == 0) {
        snprintf(msg, n, "a dump needs a length of 1 byte or more");
        return -1;
    }
    if (len > GM_MAX_SIZE || addr > GM_MAX_SIZE - len) {
        snprintf(msg, n, "the range 0x%llx + %llu runs past the largest memory (2^48 bytes)", (unsigned long long)addr,
                 (unsigned long long)len);
        return -1;
    }
    if (file && len > PROG_MEM_FILE_MAX) {
        snprintf(msg, n, "a dump to a file is at most 1 GiB (%llu bytes asked)", (unsigned long long)len);
        return -1;
    }
    if (!file && printed_dump_bytes(p) + len > PROG_DUMP_PRINT_MAX) {
        snprintf(msg, n, "the printed dumps would total more than 1 MiB; write a large range to a file (--dump ADDR:LEN=FILE)");
        return -1;
    }
    char *copy = NULL;
    if (file) {
        size_t fl = strlen(file);
        copy = malloc(fl + 1);
        if (!copy) {
            snprintf(msg, n, "out of memory");
            return -1;
        }
        memcpy(copy, file, fl + 1);
    }
    if (!grow((void **)&p->dumps, &p->capdumps, p->ndumps + 1, sizeof *p->dumps)) {
        free(copy);
        snprintf(msg, n, "out of memory");
        return -1;
    }
    prog_dump *d = &p->dumps[p->ndumps++];
    d->addr = addr;
    d->len = len;
    d->line = line;
    d->file = copy;
    p->has_directives = true;
    return 0;
}

int prog_add_dump(pto_program *p, uint64_t addr, uint64_t len, const char *file, char *msg, size_t n)
{
    return add_dump(p, addr, len, 0, file, msg, n);
}


/* A host action at the program's start: after its own set-up at the start
 * (actions are in offset order), before its code.  NULL when out of memory
 * (nothing changed). */
static prog_action *start_action(pto_program *p, enum act_kind kind)
{
    if (!grow((void **)&p->acts, &p->capacts, p->nacts + 1, sizeof *p->acts)) return NULL;
    size_t k = 0;
    while (k < p->nacts && (p->acts[k].at_start || p->acts[k].offset == p->base)) k++;
    memmove(p->acts + k + 1, p->acts + k, (p->nacts - k) * sizeof *p->acts);
    p->nacts++;
    prog_action *a = &p->acts[k];
    memset(a, 0, sizeof *a);
    a->kind = (uint8_t)kind;
    a->offset = p->base;
    a->at_start = true;
    return a;
}

int prog_add_mem(pto_program *p, uint64_t addr, uint8_t *bytes, uint64_t len, char *msg, size_t n)
{
    if (len > GM_MAX_SIZE || addr > GM_MAX_SIZE - len) {
        free(bytes);
        snprintf(msg, n, "%llu bytes at 0x%llx run past the largest memory (2^48 bytes)", (unsigned long long)len,
                 (unsigned long long)addr);
        return -1;
    }
    prog_action *a = start_action(p, ACT_MEM);
    if (!a) {
        free(bytes);
        snprintf(msg, n, "out of memory");
        return -1;
    }
    a->addr = addr;
    a->bytes = bytes;
    a->nbytes = len;
    return 0;
}

int prog_add_gpr(pto_program *p, unsigned pemask, unsigned reg, uint64_t value, char *msg, size_t n)
{
    if (reg >= PTO_GPRS || !pemask || pemask > 15) {
        snprintf(msg, n, "no GPR %u or no PE", reg);
        return -1;
    }
    prog_action *a = start_action(p, ACT_GPR);
    if (!a) {
        snprintf(msg, n, "out of memory");
        return -1;
    }
    a->pemask = pemask;
    a->value_u = reg;
    a->value = value;
    return 0;
}

int prog_read_file(const char *path, uint64_t want, uint8_t **bytes, uint64_t *len, char *msg, size_t n)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        snprintf(msg, n, "cannot open '%s': %s", path, strerror(errno));
        return -1;
    }
    if (!S_ISREG(st.st_mode)) {
        snprintf(msg, n, "'%s' is not a regular file", path);
        return -1;
    }
    uint64_t have = (uint64_t)st.st_size;
    if (want == PROG_WHOLE_FILE && have > PROG_MEM_FILE_MAX) {
        snprintf(msg, n, "'%s' holds %llu bytes, more than the 1 GiB a memory image may have", path,
                 (unsigned long long)have);
        return -1;
    }
    if (want != PROG_WHOLE_FILE && have < want) {
        snprintf(msg, n, "'%s' holds only %llu bytes, len=%llu asks for %llu (truncated file)", path,
                 (unsigned long long)have, (unsigned long long)want, (unsigned long long)want);
        return -1;
    }
    uint64_t count = want == PROG_WHOLE_FILE ? have : want;
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(msg, n, "cannot open '%s': %s", path, strerror(errno));
        return -1;
    }
    uint8_t *buf = malloc(count ? (size_t)count : 1u);
    if (!buf) {
        fclose(f);
        snprintf(msg, n, "'%s': out of memory for %llu bytes", path, (unsigned long long)count);
        return -1;
    }
    size_t got = count ? fread(buf, 1, (size_t)count, f) : 0;
    fclose(f);
    if (got != count) {
        free(buf);
        snprintf(msg, n, "'%s': read %zu of %llu bytes (the file changed or could not be read)", path, got,
                 (unsigned long long)count);
        return -1;
    }
    *bytes = buf;
    *len = count;
    return 0;
}

int prog_load_files(pto_program *p, const char *dir, prog_error *err)
{
    memset(err, 0, sizeof *err);
    for (size_t i = 0; i < p->nacts; i++) {
        prog_action *a = &p->acts[i];
        if (a->kind != ACT_MEM_FILE || a->bytes) continue;
        char full[4096];
        if (dir && *dir && a->path[0] != '/') {
            if (snprintf(full, sizeof full, "%s/%s", dir, a->path) >= (int)sizeof full) {
                err->line = a->line;
                err->column = a->column;
                snprintf(err->message, sizeof err->message, "the path '%.100s...' is too long", a->path);
                return -1;
            }
        } else {
            snprintf(full, sizeof full, "%s", a->path);
        }
        char msg[sizeof err->message - 16];
        int rc = prog_read_file(full, a->want, &a->bytes, &a->nbytes, msg, sizeof msg);
        if (rc == 0 && (a->addr > GM_MAX_SIZE || a->nbytes > GM_MAX_SIZE - a->addr)) {
            snprintf(msg, sizeof msg, "'%.120s': %llu bytes at 0x%llx run past the largest memory (2^48 bytes)", full,
                     (unsigned long long)a->nbytes, (unsigned long long)a->addr);
            free(a->bytes);
            a->bytes = NULL;
            a->nbytes = 0;
            rc = -1;
        }
        if (rc) {
            err->line = a->line;
            err->column = a->column;
            snprintf(err->message, sizeof err->message, ".mem file=: %s", msg);
            return -1;
        }
    }
    return 0;
}

/* .mem ADDR TYPE = v1 v2 ... : the values converted now, little-endian,
 * packed 4-bit types two per byte with the low nibble first. */
static int mem_values(pto_program *p, cursor *c, uint64_t addr, const char *ty, size_t tn, uint32_t line, prog_error *err)
{
    char buf[16];
    if (!tn || tn >= sizeof buf) return fail(err, line, c, ty, "expected a data type or file=PATH after the address");
    memcpy(buf, ty, tn);
    buf[tn] = 0;
    int dt = pto_dtype_code(buf);
    if (dt < 0)
        return fail(err, line, c, ty, "unknown data type '%s'; expected one of FP64, FP32, TF32, HF32, FP16, BF16, E4M3, E5M2, S64, S32, S16, S8, U64, U32, U16, U8, ... or file=PATH", buf);
    const char *t;
    size_t n = token(c, &t);
    if (n != 1 || *t != '=') return fail(err, line, c, t, "expected '=' before the values");
    unsigned bits = pto_dtypes[dt].bits;
    uint8_t *bytes = NULL;
    size_t cap = 0;
    uint64_t count = 0, nbytes = 0;
    while ((n = token(c, &t)) != 0) {
        char tok[72], e[160];
        uint64_t v;
        if (n > 64) {
            free(bytes);
            return fail(err, line, c, t, "value too long");
        }
        memcpy(tok, t, n);
        tok[n] = 0;
        if (literal_to_bits(tok, (unsigned)dt, false, &v, e, sizeof e)) {
            free(bytes);
            return fail(err, line, c, t, ".mem value %llu: %s", (unsigned long long)count + 1, e);
        }
        size_t need = bits == 4 ? (size_t)(count / 2 + 1) : (size_t)(nbytes + bits / 8);
        if (!grow((void **)&bytes, &cap, need, 1)) {
            free(bytes);
            return fail(err, line, c, t, "out of memory");
        }
        if (bits == 4) {
            if (count % 2 == 0) bytes[count / 2] = (uint8_t)v;
            else bytes[count / 2] = (uint8_t)(bytes[count / 2] | (v << 4));
            nbytes = count / 2 + 1;
        } else {
            for (unsigned b = 0; b < bits / 8; b++) bytes[nbytes + b] = (uint8_t)(v >> (8 * b));
            nbytes += bits / 8;
        }
        count++;
    }
    if (count == 0) return fail(err, line, c, c->p, "expected at least one value after '='");
    if (nbytes > GM_MAX_SIZE || addr > GM_MAX_SIZE - nbytes) {
        free(bytes);
        return fail(err, line, c, c->s, "%llu bytes at 0x%llx run past the largest memory (2^48 bytes)",
                    (unsigned long long)nbytes, (unsigned long long)addr);
    }
    prog_action *a = new_action(p, ACT_MEM, line);
    if (!a) {
        free(bytes);
        return fail(err, line, c, c->p, "out of memory");
    }
    a->addr = addr;
    a->bytes = bytes;
    a->nbytes = nbytes;
    a->half_last = bits == 4 && (count % 2) == 1;
    return 0;
}

/* .mem ADDR file=PATH [len=BYTES] : read by prog_load_files. */
static int mem_file(pto_program *p, cursor *c, uint64_t addr, uint32_t line, prog_error *err)
{
    skip_ws(c);
    const char *path = c->p;
    while (c->p < c->end && !isspace((unsigned char)*c->p)) c->p++;
    size_t pn = (size_t)(c->p - path);
    if (!pn) return fail(err, line, c, path, "expected a path after file=");
    if (pn >= 2048) return fail(err, line, c, path, "the path is too long");
    if (addr > GM_MAX_SIZE) return fail(err, line, c, c->s, "address 0x%llx lies beyond the largest memory (2^48 bytes)", (unsigned long long)addr);
    uint64_t want = PROG_WHOLE_FILE;
    const char *t;
    size_t n = token(c, &t);
    if (n) {
        if (!ieq(t, n, "len")) return fail(err, line, c, t, "unexpected '%.*s'; expected len=BYTES after the path", (int)n, t);
        n = token(c, &t);
        if (n != 1 || *t != '=') return fail(err, line, c, t, "expected len=BYTES");
        n = token(c, &t);
        char msg[200];
        if (!n) return fail(err, line, c, t, "expected a length after len=");
        if (prog_parse_size(t, n, &want, NULL, msg, sizeof msg)) return fail(err, line, c, t, "%s", msg);
        if (want == 0 || want > PROG_MEM_FILE_MAX) return fail(err, line, c, t, "len must be 1 byte .. 1G");
        if (addr > GM_MAX_SIZE || want > GM_MAX_SIZE - addr)
            return fail(err, line, c, t, "%llu bytes at 0x%llx run past the largest memory (2^48 bytes)",
                        (unsigned long long)want, (unsigned long long)addr);
    }
    char *copy = malloc(pn + 1);
    if (!copy) return fail(err, line, c, path, "out of memory");
    memcpy(copy, path, pn);
    copy[pn] = 0;
    prog_action *a = new_action(p, ACT_MEM_FILE, line);
    if (!a) {
        free(copy);
        return fail(err, line, c, path, "out of memory");
    }
    a->addr = addr;
    a->path = copy;
    a->want = want;
    a->column = (uint32_t)(path - c->s) + 1u;
    return 0;
}

static int mem_directive(pto_program *p, cursor *c, const char *name, size_t nlen, uint32_t line, prog_error *err)
{
    const char *t;
    size_t n;
    char msg[200];
    if (ieq(name, nlen, ".memsize")) {
        n = token(c, &t);
        if (!n) return fail(err, line, c, t, "expected a size after .memsize (bytes, or with K, M, G) or pto-v0");
        if (p->has_memsize) return fail(err, line, c, name, "a second .memsize (the first is on line %u)", p->memsize_line);
        uint64_t v;
        int preset;
        if (prog_parse_size(t, n, &v, &preset, msg, sizeof msg)) return fail(err, line, c, t, "%s", msg);
        if (v == 0 || v > GM_MAX_SIZE)
            return fail(err, line, c, t, "memory size %.*s is outside 1 byte .. 2^48 bytes (256 TiB, 262144G)", (int)n, t);
        p->has_memsize = true;
        p->mem_preset = preset;
        p->memsize = v;
        p->memsize_line = line;
        p->has_directives = true;
        return 0;
    }
    if (ieq(name, nlen, ".acr")) {
        n = token(c, &t);
        uint64_t v;
        if (!parse_u64(t, n, &v) || v > 15) return fail(err, line, c, t, "expected an access-control ring 0..15");
        prog_action *a = new_action(p, ACT_ACR, line);
        if (!a) return fail(err, line, c, t, "out of memory");
        a->value_u = (unsigned)v;
        return 0;
    }
    n = token(c, &t);
    uint64_t addr;
    if (!n || !isdigit((unsigned char)t[0]) || !parse_u64(t, n, &addr))
        return fail(err, line, c, t, "expected a GM address after %.*s", (int)nlen, name);
    if (ieq(name, nlen, ".dump")) {
        n = token(c, &t);
        uint64_t len;
        if (!n) return fail(err, line, c, t, "expected a length after the address (.dump ADDR LEN)");
        if (prog_parse_size(t, n, &len, NULL, msg, sizeof msg)) return fail(err, line, c, t, "%s", msg);
        if (add_dump(p, addr, len, line, NULL, msg, sizeof msg)) return fail(err, line, c, t, "%s", msg);
        return 0;
    }
    const char *kt;
    size_t kn = token(c, &kt);
    skip_ws(c);
    if (ieq(kt, kn, "file") && c->p < c->end && *c->p == '=') {
        c->p++;
        return mem_file(p, c, addr, line, err);
    }
    return mem_values(p, c, addr, kt, kn, line, err);
}

static int directive(pto_program *p, cursor *c, const char *name, size_t nlen, uint32_t line, prog_error *err)
{
    const char *t;
    size_t n;
    if (ieq(name, nlen, ".word") || ieq(name, nlen, ".half") || ieq(name, nlen, ".dword")) {
        unsigned bytes = ieq(name, nlen, ".half") ? 2 : ieq(name, nlen, ".word") ? 4 : 8;
        n = token(c, &t);
        uint64_t v;
        if (!n || !parse_u64(t, n, &v))
            return fail(err, line, c, t, "expected a number (decimal or 0x hex, at most 64 bits) after %.*s", (int)nlen,
                        name);
        if (bytes < 8 && (v >> (bytes * 8))) return fail(err, line, c, t, "value does not fit %u bits", bytes * 8);
        if (emit_bytes(p, v, bytes, line)) return fail(err, line, c, t, "out of memory");
    } else if (ieq(name, nlen, ".org")) {
        n = token(c, &t);
        uint64_t v;
        if (!n || !isdigit((unsigned char)t[0]) || !parse_u64(t, n, &v))
            return fail(err, line, c, t, "expected an address after .org");
        if (v & 1u) return fail(err, line, c, t, "the address 0x%llx is odd (instructions are halfword aligned)", (unsigned long long)v);
        if (v >= GM_MAX_SIZE) return fail(err, line, c, t, "the address lies beyond the largest memory (2^48 bytes)");
        if (p->len == 0 && !p->org_seen) {
            /* the code starts here: set-up written before moves with it */
            for (size_t i = 0; i < p->nacts; i++)
                if (!p->acts[i].at_start && p->acts[i].offset == p->base) p->acts[i].offset = v;
            p->base = v;
        } else if (v < p->base + p->len) {
            return fail(err, line, c, t, ".org 0x%llx lies below the code already placed (up to 0x%llx)",
                        (unsigned long long)v, (unsigned long long)(p->base + p->len));
        } else if (v - (p->base + p->len) > PROG_ORG_GAP_MAX) {
            return fail(err, line, c, t, ".org 0x%llx leaves a gap of more than 16 MiB after the code; "
                        "write such images as ELF segments", (unsigned long long)v);
        } else {
            uint64_t gap = v - (p->base + p->len);
            if (!grow((void **)&p->code, &p->cap, p->len + (size_t)gap, 1)) return fail(err, line, c, t, "out of memory");
            memset(p->code + p->len, 0, (size_t)gap);
            p->len += (size_t)gap;
        }
        p->org_seen = true;
    } else if (ieq(name, nlen, ".naming")) {
        n = token(c, &t);
        int v = ieq(t, n, "flat") ? PTO_NAMING_FLAT : ieq(t, n, "queue") ? PTO_NAMING_QUEUE : -1;
        if (v < 0) return fail(err, line, c, t, "expected .naming flat or .naming queue");
        if (p->naming >= 0) return fail(err, line, c, name, "a second .naming (the first is on line %u)", p->naming_line);
        for (size_t i = 0; i < p->nacts; i++)
            if (p->acts[i].kind == ACT_TILE)
                return fail(err, line, c, name, ".naming must come before the first .tile (line %u)", p->acts[i].line);
        p->naming = v;
        p->naming_line = line;
        p->has_directives = true;
    } else if (ieq(name, nlen, ".profile")) {
        n = token(c, &t);
        prog_action *a = new_action(p, ACT_PROFILE, line);
        if (!a) return fail(err, line, c, t, "out of memory");
        if (ieq(t, n, "ieee")) a->value_u = PTO_PROFILE_IEEE;
        else if (ieq(t, n, "pto-v0")) a->value_u = PTO_PROFILE_V0;
        else return fail(err, line, c, t, "unknown profile '%.*s'; expected ieee or pto-v0", (int)n, t);
    } else if (ieq(name, nlen, ".pe")) {
        n = token(c, &t);
        prog_action *a = new_action(p, ACT_PE, line);
        if (!a) return fail(err, line, c, t, "out of memory");
        if (n != 1 || t[0] < '0' || t[0] > '3') return fail(err, line, c, t, "expected a PE number 0..3");
        a->value_u = (unsigned)(t[0] - '0');
    } else if (ieq(name, nlen, ".gpr")) {
        prog_action *a = new_action(p, ACT_GPR, line);
        if (!a) return fail(err, line, c, c->p, "out of memory");
        n = token(c, &t);
        if (parse_pe_spec(t, n, &a->pemask)) return fail(err, line, c, t, "expected a PE (0..3) or *");
        n = token(c, &t);
        int r = gpr_by_name(t, n);
        if (r < 0) return fail(err, line, c, t, "unknown register '%.*s'; expected zero, sp, a0..a7, ra, s0..s8, x0..x3, r0..r23 or 0..23", (int)n, t);
        if (r == 0) return fail(err, line, c, t, "GPR 0 (zero) always reads zero");
        a->value_u = (unsigned)r;
        n = token(c, &t);
        if (n != 1 || *t != '=') return fail(err, line, c, t, "expected '='");
        n = token(c, &t);
        if (!parse_u64(t, n, &a->value)) return fail(err, line, c, t, "expected a 64-bit value");
    } else if (ieq(name, nlen, ".tile")) {
        prog_action *a = new_action(p, ACT_TILE, line);
        if (!a) return fail(err, line, c, c->p, "out of memory");
        n = token(c, &t);
        int idx = tile_by_name(t, n);
        if (idx < 0) return fail(err, line, c, t, "expected a tile name T#1..T#16, U#.., M#.., N#..");
        a->tile = (unsigned)idx;
        pto_tile_desc *d = &a->desc;
        d->kind = PTO_TILE_NUMERIC;
        d->mask = 0xF;
        bool have_size = false, have_cols = false, have_valid = false, have_type = false;
        while ((n = token(c, &t)) != 0) {
            /* key=value arrives as key, '=', value */
            const char *key = t;
            size_t klen = n;
            skip_ws(c);
            if (c->p < c->end && *c->p == '=') {
                c->p++;
                const char *v;
                size_t vn = token(c, &v);
                if (!vn) return fail(err, line, c, c->p, "expected a value after '='");
                if (ieq(key, klen, "size")) {
                    if (!parse_size(v, vn, &d->capacity)) return fail(err, line, c, v, "bad size '%.*s'; write 128B, 4KB or 64KB", (int)vn, v);
                    have_size = true;
                } else if (ieq(key, klen, "cols")) {
                    uint64_t x;
                    if (!parse_u64(v, vn, &x) || x > 65535) return fail(err, line, c, v, "bad column count");
                    d->cols = (uint32_t)x;
                    have_cols = true;
                } else if (ieq(key, klen, "rows")) {
                    uint64_t x;
                    if (!parse_u64(v, vn, &x) || x > 65535) return fail(err, line, c, v, "bad row count");
                    d->rows = (uint32_t)x;
                } else if (ieq(key, klen, "valid")) {
                    const char *xp = memchr(v, 'x', vn);
                    uint64_t r, cc;
                    if (!xp || !parse_u64(v, (size_t)(xp - v), &r) || !parse_u64(xp + 1, vn - (size_t)(xp - v) - 1, &cc) ||
                        r > 65535 || cc > 65535)
                        return fail(err, line, c, v, "expected valid=ROWSxCOLS");
                    d->valid_rows = (uint32_t)r;
                    d->valid_cols = (uint32_t)cc;
                    have_valid = true;
                } else if (ieq(key, klen, "mask")) {
                    int mk = parse_mask(v, vn);
                    if (mk <= 0) return fail(err, line, c, v, "expected mask=1111 (leftmost bit PE0), not all zero");
                    d->mask = (unsigned)mk;
                } else if (ieq(key, klen, "layout")) {
                    if (ieq(v, vn, "row_major") || ieq(v, vn, "row") || ieq(v, vn, "rowmajor")) d->layout = PTO_LAYOUT_ROW_MAJOR;
                    else if (ieq(v, vn, "col_major") || ieq(v, vn, "col") || ieq(v, vn, "colmajor") || ieq(v, vn, "columnmajor"))
                        d->layout = PTO_LAYOUT_COL_MAJOR;
                    else if (ieq(v, vn, "zn")) d->layout = PTO_LAYOUT_ZN;
                    else if (ieq(v, vn, "nz")) d->layout = PTO_LAYOUT_NZ;
                    else return fail(err, line, c, v, "expected layout=row_major, col_major, zn or nz");
                } else if (ieq(key, klen, "kind")) {
                    if (ieq(v, vn, "numeric")) d->kind = PTO_TILE_NUMERIC;
                    else if (ieq(v, vn, "predicate")) d->kind = PTO_TILE_PREDICATE;
                    else return fail(err, line, c, v, "expected kind=numeric or kind=predicate");
                } else {
                    return fail(err, line, c, key, "unknown .tile field '%.*s'; expected size, cols, rows, valid, mask, layout, kind", (int)klen, key);
                }
            } else {
                char buf[16];
                if (klen >= sizeof buf) return fail(err, line, c, key, "unknown data type '%.*s'", (int)klen, key);
                memcpy(buf, key, klen);
                buf[klen] = 0;
                int dt = pto_dtype_code(buf);
                if (dt < 0) return fail(err, line, c, key, "unknown data type '%s'; expected one of FP64, FP32, TF32, HF32, FP16, BF16, E4M3, E5M2, S64, S32, S16, S8, U64, U32, U16, U8, ...", buf);
                d->dtype = (unsigned)dt;
                have_type = true;
            }
        }
        if (d->kind == PTO_TILE_PREDICATE) have_type = true;
        if (!have_type || !have_size || !have_cols || !have_valid)
            return fail(err, line, c, c->p, ".tile needs a data type (or kind=predicate rows=R), size=, cols= and valid=");
    } else if (ieq(name, nlen, ".fmap")) {
        /* .fmap TILE [layout=nc1hwc0|ndc1hwc0] [n= d= c1= h= w= c0= fh= fw= sh= sw= dh= dw=] [pl= pr= pt= pb=]
         * [channels=] [pad=] [transposed=0|1]: pto_tile_set_fmap; counts default to 1, paddings and pad to 0,
         * channels to c1 * c0 */
        prog_action *a = new_action(p, ACT_FMAP, line);
        if (!a) return fail(err, line, c, c->p, "out of memory");
        n = token(c, &t);
        int idx = tile_by_name(t, n);
        if (idx < 0) return fail(err, line, c, t, "expected a tile name");
        a->tile = (unsigned)idx;
        pto_fmap *f = &a->fmap;
        static const char *const keys[] = {"n", "d", "c1", "h", "w", "c0", "fh", "fw", "sh", "sw", "dh", "dw",
                                           "pl", "pr", "pt", "pb", "channels"};
        uint32_t *fld[] = {&f->batches, &f->depth, &f->c1, &f->height, &f->width, &f->c0, &f->filter_h,
                           &f->filter_w, &f->stride_h, &f->stride_w, &f->dilation_h, &f->dilation_w, &f->pad_left,
                           &f->pad_right, &f->pad_top, &f->pad_bottom, &f->logical_channels};
        for (unsigned k = 0; k < 12; k++) *fld[k] = 1;
        bool have_channels = false;
        while ((n = token(c, &t)) != 0) {
            const char *key = t, *v;
            size_t klen = n, vn;
            skip_ws(c);
            if (!(c->p < c->end && *c->p == '=')) return fail(err, line, c, key, "expected key=value after .fmap TILE");
            c->p++;
            vn = token(c, &v);
            if (!vn) return fail(err, line, c, c->p, "expected a value after '='");
            uint64_t x;
            if (ieq(key, klen, "layout")) {
                if (ieq(v, vn, "nc1hwc0")) f->layout = PTO_FMAP_NC1HWC0;
                else if (ieq(v, vn, "ndc1hwc0")) f->layout = PTO_FMAP_NDC1HWC0;
                else return fail(err, line, c, v, "expected layout=nc1hwc0 or ndc1hwc0");
                continue;
            }
            if (ieq(key, klen, "pad")) {
                if (!parse_u64(v, vn, &f->padding)) return fail(err, line, c, v, "bad pad word");
                continue;
            }
            if (ieq(key, klen, "transposed")) {
                if (!parse_u64(v, vn, &x) || x > 1) return fail(err, line, c, v, "expected transposed=0 or 1");
                f->transposed = x != 0;
                continue;
            }
            unsigned k = 0;
            while (k < 17 && !ieq(key, klen, keys[k])) k++;
            if (k == 17)
                return fail(err, line, c, key, "unknown .fmap field '%.*s'; expected layout, n, d, c1, h, w, c0, fh, fw, "
                            "sh, sw, dh, dw, pl, pr, pt, pb, channels, pad, transposed", (int)klen, key);
            if (!parse_u64(v, vn, &x) || x > 65535 || (k < 12 && x == 0) || (k == 16 && x == 0))
                return fail(err, line, c, v, "%s must be %s", keys[k], k >= 12 && k < 16 ? "0..65535" : "1..65535");
            *fld[k] = (uint32_t)x;
            have_channels |= k == 16;
        }
        if (!have_channels) {
            uint64_t lc = (uint64_t)f->c1 * f->c0;
            f->logical_channels = (uint32_t)(lc > 65535 ? 65535 : lc);
        }
    } else if (ieq(name, nlen, ".fill")) {
        prog_action *a = new_action(p, ACT_FILL, line);
        if (!a) return fail(err, line, c, c->p, "out of memory");
        n = token(c, &t);
        int idx = tile_by_name(t, n);
        if (idx < 0) return fail(err, line, c, t, "expected a tile name");
        a->tile = (unsigned)idx;
        n = token(c, &t);
        if (!(n == 2 && ieq(t, 2, "pe"))) return fail(err, line, c, t, "expected pe=N or pe=*");
        n = token(c, &t);
        if (n != 1 || *t != '=') return fail(err, line, c, t, "expected pe=N or pe=*");
        n = token(c, &t);
        if (parse_pe_spec(t, n, &a->pemask)) return fail(err, line, c, t, "expected a PE (0..3) or *");
        n = token(c, &t);
        if (n != 1 || *t != '=') return fail(err, line, c, t, "expected '=' before the values");
        size_t cap = 0, ccap = 0;
        while ((n = token(c, &t)) != 0) {
            if (n > 64) return fail(err, line, c, t, "value too long");
            if (!grow((void **)&a->tokens, &cap, a->ntokens + 1, sizeof *a->tokens) ||
                !grow((void **)&a->columns, &ccap, a->ntokens + 1, sizeof *a->columns))
                return fail(err, line, c, t, "out of memory");
            a->columns[a->ntokens] = (uint32_t)(t - c->s) + 1u;
            char *s = malloc(n + 1);
            if (!s) return fail(err, line, c, t, "out of memory");
            memcpy(s, t, n);
            s[n] = 0;
            a->tokens[a->ntokens++] = s;
        }
    } else if (ieq(name, nlen, ".memsize") || ieq(name, nlen, ".mem") || ieq(name, nlen, ".dump") ||
               ieq(name, nlen, ".acr")) {
        if (mem_directive(p, c, name, nlen, line, err)) return -1;
    } else if (ieq(name, nlen, ".release")) {
        prog_action *a = new_action(p, ACT_RELEASE, line);
        if (!a) return fail(err, line, c, c->p, "out of memory");
        n = token(c, &t);
        int idx = tile_by_name(t, n);
        if (idx < 0) return fail(err, line, c, t, "expected a tile name");
        a->tile = (unsigned)idx;
    } else if (ieq(name, nlen, ".text") || ieq(name, nlen, ".section")) {
        /* LLVM-MC output: the one code section of a ptosim image */
        if (ieq(name, nlen, ".section")) {
            n = token(c, &t);
            if (!(n >= 5 && !memcmp(t, ".text", 5) && (n == 5 || t[5] == ',')))
                return fail(err, line, c, t, "only .section .text is accepted: a ptosim image has one code section");
            c->p = c->end; /* its flags and type */
        }
    } else if (ieq(name, nlen, ".globl") || ieq(name, nlen, ".global") || ieq(name, nlen, ".type") ||
               ieq(name, nlen, ".size")) {
        /* LLVM-MC output: symbol attributes, with no effect on the image
         * (ptosim writes no symbol table) */
        n = token(c, &t);
        if (!n || !(isalpha((unsigned char)t[0]) || t[0] == '_' || t[0] == '.'))
            return fail(err, line, c, t, "expected a symbol name after %.*s", (int)nlen, name);
        if (!ieq(name, nlen, ".globl") && !ieq(name, nlen, ".global")) {
            const char *comma = memchr(t, ',', n);
            skip_ws(c);
            if (!comma && (c->p >= c->end || *c->p != ','))
                return fail(err, line, c, c->p, "expected ', %s' after the symbol",
                            ieq(name, nlen, ".type") ? "@function" : "size");
            if (ieq(name, nlen, ".type")) {
                const char *k = comma ? comma + 1 : c->p + 1;
                if (!comma) c->p++;
                cursor kc = {c->s, k, c->end};
                n = token(&kc, &t);
                if (!(ieq(t, n, "@function") || ieq(t, n, "%function") || ieq(t, n, "@object") ||
                      ieq(t, n, "%object")))
                    return fail(err, line, c, t, "expected @function or @object");
                c->p = kc.p;
            } else {
                c->p = c->end; /* the size expression */
            }
        }
    } else {
        return fail(err, line, c, name, "unknown directive '%.*s'; expected .profile, .naming, .pe, .gpr, .tile, .fill, .fmap, .release, .memsize, .mem, .dump, .acr, .org, .word, .half or .dword (or the LLVM-MC symbol directives .text, .section .text, .globl, .type, .size)", (int)nlen, name);
    }
    skip_ws(c);
    if (c->p < c->end) return fail(err, line, c, c->p, "unexpected text '%.*s'", (int)(c->end - c->p), c->p);
    return 0;
}

/* Labels are found through a hash index, so a program's assembly stays
 * linear in its length however many labels it has. */
static size_t label_hash(const char *name, size_t len)
{
    uint64_t h = 1469598103934665603u; /* FNV-1a */
    for (size_t i = 0; i < len; i++) h = (h ^ (unsigned char)name[i]) * 1099511628211u;
    return (size_t)(h ^ (h >> 29));
}

static const prog_label *find_label(const pto_program *p, const char *name, size_t len)
{
    if (!p->label_slots) return NULL;
    for (size_t k = label_hash(name, len) & (p->label_slots - 1);; k = (k + 1) & (p->label_slots - 1)) {
        uint32_t e = p->label_index[k];
        if (!e) return NULL;
        const prog_label *l = &p->labels[e - 1];
        if (strlen(l->name) == len && !memcmp(l->name, name, len)) return l;
    }
}

/* Enters label i (its name not yet present); false when out of memory. */
static bool index_label(pto_program *p, size_t i)
{
    if (2 * (i + 1) > p->label_slots) {
        size_t slots = p->label_slots ? p->label_slots * 2 : 64;
        uint32_t *t = calloc(slots, sizeof *t);
        if (!t) return false;
        free(p->label_index);
        p->label_index = t;
        p->label_slots = slots;
        for (size_t j = 0; j < i; j++) {
            size_t k = label_hash(p->labels[j].name, strlen(p->labels[j].name)) & (slots - 1);
            while (t[k]) k = (k + 1) & (slots - 1);
            t[k] = (uint32_t)(j + 1);
        }
    }
    size_t k = label_hash(p->labels[i].name, strlen(p->labels[i].name)) & (p->label_slots - 1);
    while (p->label_index[k]) k = (k + 1) & (p->label_slots - 1);
    p->label_index[k] = (uint32_t)(i + 1);
    return true;
}

/* asm_env's label lookup: pass 1 takes a label not yet seen as this
 * instruction's own address (the lengths do not depend on it). */
static bool label_addr(void *ctx, const char *name, size_t len, uint64_t *addr)
{
    pto_program *p = ctx;
    const prog_label *l = find_label(p, name, len);
    if (l) {
        *addr = l->addr;
        return true;
    }
    if (p->pass == 1) {
        p->forward_ref = true;
        *addr = p->base + p->len;
        return true;
    }
    return false;
}

/* `name:` at the start of a statement: the label of the next address. */
static int label_def(pto_program *p, cursor *c, uint32_t line, prog_error *err)
{
    const char *q = c->p;
    if (!(isalpha((unsigned char)*q) || *q == '_' || *q == '.')) return 0;
    while (q < c->end && (isalnum((unsigned char)*q) || *q == '_' || *q == '.' || *q == '$')) q++;
    if (q >= c->end || *q != ':') return 0;
    size_t n = (size_t)(q - c->p);
    if (p->pass == 1) {
        const prog_label *old = find_label(p, c->p, n);
        if (old) return fail(err, line, c, c->p, "label '%.*s' is defined twice (first on line %u)", (int)n, c->p, old->line);
        if (!grow((void **)&p->labels, &p->caplabels, p->nlabels + 1, sizeof *p->labels))
            return fail(err, line, c, c->p, "out of memory");
        char *name = malloc(n + 1);
        if (!name) return fail(err, line, c, c->p, "out of memory");
        memcpy(name, c->p, n);
        name[n] = 0;
        if (p->nlabels >= UINT32_MAX - 1u) {
            free(name);
            return fail(err, line, c, c->p, "too many labels");
        }
        prog_label *l = &p->labels[p->nlabels++];
        l->name = name;
        l->addr = p->base + p->len;
        l->line = line;
        if (!index_label(p, p->nlabels - 1)) return fail(err, line, c, c->p, "out of memory");
    }
    c->p = q + 1;
    skip_ws(c);
    return 1;
}

/* Where the instructions emitted so far begin and end (decisions D9: the
 * low 16 bits give the length): *next is the offset after the last
 * complete one or, if the code ends inside one, that one's end; *start is
 * where that last one begins. */
typedef struct insn_edge {
    uint64_t next, start;
} insn_edge;

static void advance_edge(const pto_program *p, insn_edge *e)
{
    while (e->next + 2 <= p->len) {
        e->start = e->next;
        e->next += insn_length((uint16_t)(p->code[e->next] | p->code[e->next + 1] << 8));
    }
}

/* A directive takes effect when TPC reaches its offset, so it may not
 * stand between the words of one instruction (TPC never stops there). */
static int directive_placement(const pto_program *p, insn_edge *e, const cursor *c, const char *at, uint32_t line,
                               prog_error *err)
{
    advance_edge(p, e);
    if (e->next <= p->len) return 0;
    uint32_t iline = 0;
    for (size_t i = p->nlines; i-- > 0;)
        if (p->lines[i].offset <= e->start) {
            iline = p->lines[i].line;
            break;
        }
    return fail(err, line, c, at,
                "a directive cannot stand inside an instruction: the %u-bit instruction that starts at offset %llu "
                "(line %u) needs %u more bytes",
                (unsigned)(e->next - e->start) * 8u, (unsigned long long)e->start, iline,
                (unsigned)(e->next - p->len));
}

static int statement(pto_program *p, insn_edge *edge, const char *s, const char *end, const char *linestart,
                     uint32_t line, prog_error *err)
{
    cursor c = {linestart, s, end};
    skip_ws(&c);
    while (end > c.p && isspace((unsigned char)end[-1])) end--;
    c.end = end;
    if (c.p >= c.end) return 0;
    while (c.p < c.end) { /* labels */
        int r = label_def(p, &c, line, err);
        if (r < 0) return -1;
        if (!r) break;
    }
    if (c.p >= c.end) return 0;
    if (*c.p == '.') {
        const char *t;
        size_t n = token(&c, &t), nacts = p->nacts;
        if (directive(p, &c, t, n, line, err)) return -1;
        return p->nacts > nacts ? directive_placement(p, edge, &c, t, line, err) : 0;
    }
    size_t n = (size_t)(c.end - c.p);
    char buf[512];
    if (n >= sizeof buf) return fail(err, line, &c, c.p, "statement too long");
    memcpy(buf, c.p, n);
    buf[n] = 0;
    insn in;
    asm_error ae;
    memset(&ae, 0, sizeof ae);
    asm_env env = {p->base + p->len, label_addr, p};
    if (asm_insn_at(buf, &env, &in, &ae)) {
        size_t col = ae.column ? ae.column - 1 : 0;
        return fail(err, line, &c, c.p + (col < n ? col : 0), "%s", ae.message);
    }
    if (emit_bytes(p, in.bits, in.length, line)) return fail(err, line, &c, c.p, "out of memory");
    return 0;
}

static int parse_pass(const char *text, size_t len, pto_program *p, prog_error *err);

/* Two passes when a target names a label defined further on: the first
 * places the code and finds every label, the second assembles. */
int prog_parse(const char *text, size_t len, pto_program *p, prog_error *err)
{
    memset(p, 0, sizeof *p);
    p->naming = -1;
    p->pass = 1;
    if (parse_pass(text, len, p, err)) return -1;
    if (!p->forward_ref) {
        p->pass = 0;
        return 0;
    }
    prog_label *labels = p->labels;
    size_t nlabels = p->nlabels, caplabels = p->caplabels, slots = p->label_slots;
    uint32_t *index = p->label_index;
    p->labels = NULL;
    p->nlabels = 0;
    p->label_index = NULL;
    prog_free(p);
    p->naming = -1;
    p->labels = labels;
    p->nlabels = nlabels;
    p->caplabels = caplabels;
    p->label_index = index;
    p->label_slots = slots;
    p->pass = 2;
    int rc = parse_pass(text, len, p, err);
    p->pass = 0;
    return rc;
}

static int parse_pass(const char *text, size_t len, pto_program *p, prog_error *err)
{
    memset(err, 0, sizeof *err);
    const char *s = text, *end = text + len;
    uint32_t line = 1;
    insn_edge edge = {0, 0};
    while (s < end) {
        const char *eol = memchr(s, '\n', (size_t)(end - s));
        if (!eol) eol = end;
        if (memchr(s, 0, (size_t)(eol - s))) {
            err->line = line;
            err->column = (uint32_t)((const char *)memchr(s, 0, (size_t)(eol - s)) - s) + 1u;
            snprintf(err->message, sizeof err->message, "NUL byte in program text");
            prog_free(p);
            return -1;
        }
        /* Comments: '//' anywhere, '#' at the start of a word (so T#1 stays). */
        const char *stop = eol;
        for (const char *q = s; q < eol; q++) {
            if (q[0] == '/' && q + 1 < eol && q[1] == '/') { stop = q; break; }
            if (q[0] == '#' && (q == s || isspace((unsigned char)q[-1]))) { stop = q; break; }
        }
        const char *st = s;
        for (const char *q = s; q <= stop; q++) {
            if (q == stop || *q == ';') {
                if (statement(p, &edge, st, q, s, line, err)) {
                    prog_free(p);
                    p->naming = -1;
                    return -1;
                }
                st = q + 1;
            }
        }
        s = eol + 1;
        line++;
    }
    return 0;
}

/* A program from raw little-endian words; the program takes ownership of
 * bytes (malloc'd), also on failure. */
int prog_from_binary(uint8_t *bytes, size_t len, pto_program *p, prog_error *err)
{
    memset(p, 0, sizeof *p);
    memset(err, 0, sizeof *err);
    if (len % 2) {
        free(bytes);
        snprintf(err->message, sizeof err->message, "binary has an odd byte count (%zu); instructions are 16-bit multiples", len);
        return -1;
    }
    p->code = bytes;
    p->len = p->cap = len;
    p->naming = -1;
    return 0;
}

int prog_from_image(uint8_t *bytes, size_t len, bool elf, uint64_t load_addr, pto_program *p, prog_error *err)
{
    if (!elf) {
        if (prog_from_binary(bytes, len, p, err)) return -1;
        if (load_addr & 1u) {
            snprintf(err->message, sizeof err->message, "the load address 0x%llx is odd", (unsigned long long)load_addr);
            prog_free(p);
            return -1;
        }
        p->image = PROG_RAW;
        p->load_addr = load_addr;
        p->base = load_addr;
        return 0;
    }
    memset(p, 0, sizeof *p);
    memset(err, 0, sizeof *err);
    p->naming = -1;
    p->image = PROG_ELF;
    p->file = bytes;
    p->file_len = len;
    return 0;
}

void prog_free(pto_program *p)
{
    for (size_t i = 0; i < p->nacts; i++) {
        for (uint32_t k = 0; k < p->acts[i].ntokens; k++) free(p->acts[i].tokens[k]);
        free(p->acts[i].tokens);
        free(p->acts[i].bytes);
        free(p->acts[i].path);
        free(p->acts[i].columns);
    }
    free(p->acts);
    for (size_t i = 0; i < p->ndumps; i++) free(p->dumps[i].file);
    free(p->dumps);
    free(p->code);
    free(p->lines);
    for (size_t i = 0; i < p->nlabels; i++) free(p->labels[i].name);
    free(p->labels);
    free(p->label_index);
    free(p->file);
    memset(p, 0, sizeof *p);
}

uint32_t prog_line_of(const pto_program *p, uint64_t offset)
{
    size_t lo = 0, hi = p->nlines;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (p->lines[mid].offset < offset) lo = mid + 1;
        else hi = mid;
    }
    return lo < p->nlines && p->lines[lo].offset == offset ? p->lines[lo].line : 0;
}

/* ---- running ---------------------------------------------------------------- */

static int apply(pto_machine *m, const prog_action *a, prog_result *res)
{
    char name[8];
    pto_status s = PTO_OK;
    switch (a->kind) {
    case ACT_PROFILE: s = pto_set_profile(m, (pto_profile)a->value_u); break;
    case ACT_PE: s = pto_set_current_pe(m, a->value_u); break;
    case ACT_GPR:
        for (unsigned pe = 0; pe < PTO_PES && !s; pe++)
            if (a->pemask & pe_bit(pe)) s = pto_gpr_write(m, pe, a->value_u, a->value);
        break;
    case ACT_TILE: s = pto_tile_configure(m, a->tile, &a->desc); break;
    case ACT_RELEASE: s = pto_tile_release(m, a->tile); break;
    case ACT_FMAP: s = pto_tile_set_fmap(m, a->tile, &a->fmap); break;
    case ACT_ACR: s = pto_set_acr(m, a->value_u); break;
    case ACT_MEM:
    case ACT_MEM_FILE: {
        const char *what = a->kind == ACT_MEM_FILE ? ".mem file=" : a->line ? ".mem" : "--mem";
        if (a->kind == ACT_MEM_FILE && !a->bytes) {
            snprintf(res->message, sizeof res->message, "%s%s: the file was not read (prog_load_files)", what, a->path);
            return -1;
        }
        uint64_t whole = a->half_last ? a->nbytes - 1u : a->nbytes;
        s = pto_mem_write(m, a->addr, a->bytes, (size_t)whole);
        if (s == PTO_OK && a->half_last) { /* a 4-bit store keeps the other nibble of its byte */
            uint8_t b;
            s = pto_mem_read(m, a->addr + whole, &b, 1);
            b = (uint8_t)((b & 0xF0u) | (a->bytes[whole] & 0x0Fu));
            if (s == PTO_OK) s = pto_mem_write(m, a->addr + whole, &b, 1);
        }
        if (s != PTO_OK) {
            snprintf(res->message, sizeof res->message, "%s: %s", what, pto_last_error(m));
            return -1;
        }
        return 0;
    }
    case ACT_FILL: {
        pto_tile_desc d;
        pto_tile_name(a->tile, name);
        if (pto_tile_describe(m, a->tile, &d)) {
            snprintf(res->message, sizeof res->message, ".fill: tile %s is not allocated", name);
            return -1;
        }
        uint64_t want = (uint64_t)d.valid_rows * d.valid_cols;
        if (a->ntokens != want) {
            snprintf(res->message, sizeof res->message, ".fill: tile %s has %llu valid elements (%ux%u), %u values given",
                     name, (unsigned long long)want, d.valid_rows, d.valid_cols, a->ntokens);
            return -1;
        }
        unsigned targets = a->pemask == 0xF ? d.mask : a->pemask;
        if ((targets & d.mask) != targets) {
            snprintf(res->message, sizeof res->message, ".fill: tile %s is not allocated for that PE (mask %u%u%u%u)", name,
                     (d.mask >> 3) & 1u, (d.mask >> 2) & 1u, (d.mask >> 1) & 1u, d.mask & 1u);
            return -1;
        }
        /* every value converted before any is written: a bad one changes nothing */
        uint64_t *vals = malloc((a->ntokens ? a->ntokens : 1) * sizeof *vals);
        if (!vals) {
            snprintf(res->message, sizeof res->message, ".fill: out of memory");
            return -1;
        }
        for (uint32_t k = 0; k < a->ntokens; k++) {
            char e[160];
            if (literal_to_bits(a->tokens[k], d.dtype, d.kind == PTO_TILE_PREDICATE, &vals[k], e, sizeof e)) {
                snprintf(res->message, sizeof res->message, ".fill %s value %u: %s", name, k + 1, e);
                res->error_column = a->columns[k];
                free(vals);
                return -1;
            }
        }
        for (uint32_t k = 0; k < a->ntokens; k++) {
            uint32_t elem; /* the valid region in logical row-major order, placed by the layout */
            pto_tile_index(m, a->tile, k / d.valid_cols, k % d.valid_cols, &elem);
            for (unsigned pe = 0; pe < PTO_PES; pe++)
                if (targets & pe_bit(pe)) pto_tile_write(m, a->tile, pe, elem, vals[k]);
        }
        free(vals);
        return 0;
    }
    default: break;
    }
    if (s != PTO_OK) {
        snprintf(res->message, sizeof res->message, "%s", pto_last_error(m));
        return -1;
    }
    return 0;
}

/* Before the run: the program's memory size, then every memory range
 * checked against it (the size does not change while the program runs). */
static int prepare_memory(pto_machine *m, const pto_program *p, prog_result *res)
{
    if (p->has_memsize) {
        pto_status s = p->mem_preset >= 0 ? pto_mem_preset_select(m, (pto_mem_preset)p->mem_preset)
                                          : pto_mem_set_size(m, p->memsize);
        if (s != PTO_OK) {
            res->error_line = p->memsize_line;
            snprintf(res->message, sizeof res->message, "%s: %s", p->memsize_line ? ".memsize" : "--memsize",
                     pto_last_error(m));
            return -1;
        }
    }
    uint64_t size = pto_mem_size(m);
    for (size_t i = 0; i < p->nacts; i++) {
        const prog_action *a = &p->acts[i];
        if (a->kind != ACT_MEM && a->kind != ACT_MEM_FILE) continue;
        const char *what = a->kind == ACT_MEM_FILE ? ".mem file=" : a->line ? ".mem" : "--mem";
        res->error_line = a->line;
        if (a->kind == ACT_MEM_FILE && !a->bytes) {
            snprintf(res->message, sizeof res->message, "%s%s: the file was not read (prog_load_files)", what, a->path);
            return -1;
        }
        if (a->nbytes > size || a->addr > size - a->nbytes) {
            snprintf(res->message, sizeof res->message,
                     "%s%s at 0x%llx: %llu bytes run past the end of the %llu-byte memory (.memsize sets the size)", what,
                     a->kind == ACT_MEM_FILE ? a->path : "", (unsigned long long)a->addr, (unsigned long long)a->nbytes,
                     (unsigned long long)size);
            return -1;
        }
    }
    for (size_t i = 0; i < p->ndumps; i++) {
        const prog_dump *d = &p->dumps[i];
        if (d->len <= size && d->addr <= size - d->len) continue;
        res->error_line = d->line;
        snprintf(res->message, sizeof res->message,
                 "%s 0x%llx %llu: the range runs past the end of the %llu-byte memory (.memsize sets the size)",
                 d->line ? ".dump" : "--dump", (unsigned long long)d->addr, (unsigned long long)d->len,
                 (unsigned long long)size);
        return -1;
    }
    res->error_line = 0;
    return 0;
}

/* Why a run stopped, for the report. */
static void set_stop(const pto_machine *m, prog_result *res, uint64_t start)
{
    pto_fault_info f;
    pto_fault(m, &f);
    res->pc = pto_tpc(m);
    res->steps = pto_retired(m) - start;
    switch (res->status) {
    case PTO_END: res->stop = "end"; break;
    case PTO_FAULT: res->stop = f.kind == PTO_FAULT_SOFTWARE_BREAKPOINT ? "ebreak" : "fault"; break;
    case PTO_OK: res->stop = "max-steps"; break;
    default: res->stop = "error"; break;
    }
}

static int set_naming(pto_machine *m, const pto_program *p, prog_result *res)
{
    if (p->naming < 0 || pto_set_naming(m, (pto_naming)p->naming) == PTO_OK) return 0;
    res->status = PTO_ERR_STATE;
    res->error_line = p->naming_line;
    snprintf(res->message, sizeof res->message, ".naming: %s", pto_last_error(m));
    return -1;
}

void prog_run(pto_machine *m, const pto_program *p, prog_trace_fn trace, void *ctx, prog_result *res)
{
    memset(res, 0, sizeof *res);
    uint64_t start = pto_retired(m);
    if (p->image != PROG_TEXT || p->base != 0) {
        res->status = PTO_ERR_ARG;
        res->stop = "error";
        snprintf(res->message, sizeof res->message, "the program's code does not start at address 0 of a host buffer: "
                 "run it from global memory (pto_program_run_gm)");
        return;
    }
    if (set_naming(m, p, res) || prepare_memory(m, p, res)) {
        res->status = PTO_ERR_STATE;
        res->stop = "error";
        return;
    }
    size_t next = 0;
    for (;;) {
        uint64_t pc = pto_tpc(m);
        while (next < p->nacts && p->acts[next].offset <= pc) {
            if (p->acts[next].offset == pc && apply(m, &p->acts[next], res)) {
                res->status = PTO_ERR_STATE;
                res->error_line = p->acts[next].line;
                set_stop(m, res, start);
                return;
            }
            next++;
        }
        if (pc >= p->len) {
            res->status = PTO_END;
            set_stop(m, res, start);
            return;
        }
        insn in;
        const char *why;
        bool decoded = false; /* the text of the instruction, for the trace only */
        uint64_t before = 0;
        if (trace) {
            decoded = insn_decode(p->code + pc, p->len - (size_t)pc, &in, &why) == DEC_OK;
            before = pto_tiles_allocated(m); /* by name, for the trace */
        }
        pto_status s = pto_step(m, p->code, p->len);
        if (trace) trace(ctx, m, pc, decoded ? &in : NULL, s, before);
        if (s != PTO_OK) {
            res->status = s;
            if (s != PTO_FAULT && s != PTO_END) {
                res->error_line = prog_line_of(p, pc);
                snprintf(res->message, sizeof res->message, "%s", pto_last_error(m));
            }
            set_stop(m, res, start);
            return;
        }
    }
}

/* Loads the program's code into global memory; *entry and *end.  -1 with
 * the message in res. */
static int load_code(pto_machine *m, const pto_program *p, uint64_t *entry, uint64_t *end, prog_result *res)
{
    char msg[256];
    pto_image img;
    pto_status s;
    if (p->image == PROG_ELF) {
        s = pto_image_load_elf(m, p->file, p->file_len, &img, msg, sizeof msg);
    } else if (p->image == PROG_RAW) {
        s = pto_image_load_raw(m, p->code, p->len, p->load_addr, &img, msg, sizeof msg);
    } else {
        uint64_t size = pto_mem_size(m);
        if (p->len > size || p->base > size - p->len) {
            snprintf(res->message, sizeof res->message,
                     "the program's code (%zu bytes at 0x%llx) does not fit the %llu-byte memory (.memsize sets the size)",
                     p->len, (unsigned long long)p->base, (unsigned long long)size);
            return -1;
        }
        for (size_t i = 0; i < p->nacts; i++) { /* data written over the code would change it */
            const prog_action *a = &p->acts[i];
            if ((a->kind != ACT_MEM && a->kind != ACT_MEM_FILE) || !a->nbytes || !p->len) continue;
            if (a->addr < p->base + p->len && p->base < a->addr + a->nbytes) {
                res->error_line = a->line;
                snprintf(res->message, sizeof res->message,
                         "%s at 0x%llx (%llu bytes) overlaps the program's code at 0x%llx..0x%llx; place the data "
                         "elsewhere or the code with .org",
                         a->line ? ".mem" : "--mem", (unsigned long long)a->addr, (unsigned long long)a->nbytes,
                         (unsigned long long)p->base, (unsigned long long)(p->base + p->len - 1u));
                return -1;
            }
        }
        s = pto_image_load_raw(m, p->code, p->len, p->base, &img, msg, sizeof msg);
    }
    if (s != PTO_OK) {
        snprintf(res->message, sizeof res->message, "%s", msg);
        return -1;
    }
    snprintf(res->warning, sizeof res->warning, "%s", img.warning);
    *entry = img.entry;
    *end = img.end;
    return 0;
}

void prog_run_gm(pto_machine *m, const pto_program *p, uint64_t max_steps, prog_trace_fn trace, void *ctx,
                 prog_result *res)
{
    memset(res, 0, sizeof *res);
    res->gm = true;
    uint64_t start = pto_retired(m), entry = 0, end = 0;
    if (set_naming(m, p, res) || prepare_memory(m, p, res) || load_code(m, p, &entry, &end, res)) {
        res->status = PTO_ERR_STATE;
        set_stop(m, res, start);
        return;
    }
    size_t next = 0;
    for (;;) {
        uint64_t pc = pto_tpc(m);
        /* the command line's set-up stands after the text's own at its start */
        while (next < p->nacts && (p->acts[next].at_start || p->acts[next].offset <= pc)) {
            const prog_action *a = &p->acts[next++];
            if ((a->at_start || a->offset == pc) && apply(m, a, res)) {
                res->status = PTO_ERR_STATE;
                res->error_line = a->line;
                set_stop(m, res, start);
                return;
            }
        }
        uint64_t done = pto_retired(m) - start;
        pto_status s;
        if (max_steps && done >= max_steps) {
            s = PTO_OK;
        } else if (pc == end) {
            s = PTO_END;
        } else if (trace) {
            uint8_t b[8];
            insn in;
            const char *why;
            uint64_t avail = pto_mem_size(m) - pc < 8 ? pto_mem_size(m) - pc : 8;
            bool decoded = pc < pto_mem_size(m) && pto_mem_read(m, pc, b, (size_t)avail) == PTO_OK &&
                           insn_decode(b, (size_t)avail, &in, &why) == DEC_OK;
            uint64_t before = pto_tiles_allocated(m);
            pto_gm_limits one = {end, PTO_NO_ADDR, 1, 0}; /* one instruction, as the untraced run */
            s = pto_run_gm(m, &one);
            trace(ctx, m, pc, decoded ? &in : NULL, s, before);
            if (s == PTO_OK) continue;
        } else {
            pto_gm_limits lim = {end, next < p->nacts ? p->acts[next].offset : PTO_NO_ADDR,
                                 max_steps ? max_steps - done : 0, 0};
            s = pto_run_gm(m, &lim);
            if (s == PTO_OK && !(max_steps && pto_retired(m) - start >= max_steps)) continue; /* at a directive */
        }
        res->status = s;
        if (s != PTO_OK && s != PTO_FAULT && s != PTO_END) {
            res->error_line = p->image == PROG_TEXT ? prog_line_of(p, pto_tpc(m)) : 0;
            snprintf(res->message, sizeof res->message, "%s", pto_last_error(m));
        }
        set_stop(m, res, start);
        return;
    }
}
