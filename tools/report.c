/* Reports of a run: the text and JSON forms of the final state
 * (`ptosim run` and `run --json`), shared by the command and the tests. */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "asm/asm.h"
#include "report.h"

/* ---- value formatting ------------------------------------------------------ */

/* Exact value of a floating encoding as a double (every VEC float format
 * fits a double exactly). */
static double float_value(unsigned dt, uint64_t v)
{
    const dtype_info *d = &pto_dtypes[dt];
    if (dt == DT_FP64) {
        double x;
        memcpy(&x, &v, 8);
        return x;
    }
    unsigned ebits = d->ebits, fbits = d->fbits, width = d->bits;
    bool carrier = dt == DT_TF32 || dt == DT_HF32;
    uint64_t sign = (v >> (width - 1)) & 1u;
    unsigned fshift = carrier ? 23u - fbits : 0;
    uint64_t frac = (v >> fshift) & dt_mask(fbits);
    uint64_t exp = (v >> (carrier ? 23u : fbits)) & dt_mask(ebits);
    int bias = (1 << (ebits - 1)) - 1;
    double r;
    if (dt == DT_E4M3 && exp == 15 && frac == 7) return NAN;
    if (exp == dt_mask(ebits) && dt != DT_E4M3) r = frac ? NAN : INFINITY;
    else if (exp == 0) r = ldexp((double)frac, 1 - bias - (int)fbits);
    else r = ldexp((double)(frac | ((uint64_t)1 << fbits)), (int)exp - bias - (int)fbits);
    return sign ? -r : r;
}

static void format_value(char *buf, size_t n, unsigned dt, bool pred, uint64_t v)
{
    if (pred) {
        snprintf(buf, n, "%u", (unsigned)v);
        return;
    }
    const dtype_info *d = &pto_dtypes[dt];
    if (d->cls == DTC_U) snprintf(buf, n, "%" PRIu64, v);
    else if (d->cls == DTC_S) {
        int64_t s = (int64_t)(v << (64 - d->bits)) >> (64 - d->bits);
        snprintf(buf, n, "%" PRId64, s);
    } else if (d->cls == DTC_F) {
        double x = float_value(dt, v);
        if (isnan(x)) snprintf(buf, n, "nan(0x%0*" PRIx64 ")", (int)(d->bits / 4), v);
        else snprintf(buf, n, "%.*g", dt == DT_FP64 ? 17 : 9, x);
    } else {
        snprintf(buf, n, "0x%0*" PRIx64, (int)((d->bits + 3) / 4), v);
    }
}

void mask_text(unsigned mask, char out[5])
{
    for (int i = 0; i < 4; i++) out[i] = (char)('0' + ((mask >> (3 - i)) & 1u));
    out[4] = 0;
}


/* Canonical text of the instruction at pc (for fault reports). */
static void text_at(const pto_program *p, uint64_t pc, char *buf, size_t n)
{
    insn in;
    const char *why;
    if (pc < p->len && insn_decode(p->code + pc, p->len - (size_t)pc, &in, &why) == DEC_OK) disasm_insn(&in, buf, n);
    else snprintf(buf, n, "%s", pc >= p->len ? "(end)" : "(illegal word)");
}

/* The length of the UTF-8 sequence at s (1..4), or 0 if the bytes there
 * are not one: a stray continuation byte, an overlong form, a surrogate, a
 * code point above U+10FFFF, or a sequence cut short (by the terminator or
 * by a message truncated in the middle of a character). */
static size_t utf8_len(const unsigned char *s)
{
    unsigned c = s[0], cp, min;
    size_t n;
    if (c < 0x80) return 1;
    if (c >= 0xC2 && c <= 0xDF) n = 2, cp = c & 0x1Fu, min = 0x80;
    else if (c >= 0xE0 && c <= 0xEF) n = 3, cp = c & 0x0Fu, min = 0x800;
    else if (c >= 0xF0 && c <= 0xF4) n = 4, cp = c & 0x07u, min = 0x10000;
    else return 0;
    for (size_t i = 1; i < n; i++) {
        if ((s[i] & 0xC0u) != 0x80u) return 0;
        cp = cp << 6 | (s[i] & 0x3Fu);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
    return n;
}

/* Valid UTF-8 passes through; each byte that is not part of a valid
 * sequence becomes U+FFFD, so the output is always valid JSON text. */
void json_string(FILE *o, const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    fputc('"', o);
    while (*p) {
        unsigned char ch = *p;
        size_t n = utf8_len(p);
        if (n == 0) {
            fputs("\\ufffd", o);
            p++;
        } else if (ch == '"' || ch == '\\') {
            fprintf(o, "\\%c", ch);
            p++;
        } else if (ch < 0x20 || ch == 0x7F) {
            fprintf(o, "\\u%04x", ch);
            p++;
        } else {
            fwrite(p, 1, n, o);
            p += n;
        }
    }
    fputc('"', o);
}

static const char *flag_names[5] = {"NV", "DZ", "OF", "UF", "NX"};

void print_json(FILE *o, const pto_machine *m, const pto_program *p, const prog_result *r)
{
    pto_fault_info f;
    pto_fault(m, &f);
    const char *status = r->status == PTO_END ? "ok" : r->status == PTO_FAULT ? "fault" : "error";
    fprintf(o, "{\"profile\":\"%s\",\"status\":\"%s\",\"fault\":", pto_get_profile(m) == PTO_PROFILE_IEEE ? "ieee" : "pto-v0",
            status);
    if (r->status == PTO_FAULT) {
        char text[160];
        text_at(p, f.pc, text, sizeof text);
        fprintf(o, "{\"kind\":\"%s\",\"trap\":%u,\"pc\":%" PRIu64 ",\"text\":", pto_fault_kind_name(f.kind), f.trap, f.pc);
        json_string(o, text);
        fprintf(o, ",\"reason\":");
        json_string(o, f.rule ? f.rule : "");
        fputc('}', o);
    } else {
        fputs("null", o);
    }
    fputs(",\"error\":", o);
    if (r->status != PTO_END && r->status != PTO_FAULT) {
        fputs("{\"message\":", o);
        json_string(o, r->message);
        fprintf(o, ",\"line\":%u,\"column\":%u}", r->error_line, r->error_column);
    } else {
        fputs("null", o);
    }
    fputs(",\"flags\":{", o);
    for (int i = 0; i < 5; i++) fprintf(o, "%s\"%s\":%u", i ? "," : "", flag_names[i], (pto_flags(m) >> i) & 1u);
    fprintf(o, "},\"tpc\":%" PRIu64 ",\"bpc\":%" PRIu64 ",\"gprs\":[", pto_tpc(m), pto_bpc(m));
    bool first = true;
    for (unsigned pe = 0; pe < PTO_PES; pe++)
        for (unsigned g = 1; g < PTO_GPRS; g++) {
            uint64_t v;
            pto_gpr_read(m, pe, g, &v);
            if (!v) continue;
            fprintf(o, "%s{\"pe\":%u,\"reg\":\"%s\",\"value\":\"0x%" PRIx64 "\"}", first ? "" : ",", pe, gpr_names[g], v);
            first = false;
        }
    fputs("],\"tiles\":[", o);
    first = true;
    for (unsigned i = 0; i < PTO_TILES; i++) {
        pto_tile_desc d;
        if (pto_tile_describe(m, i, &d) != PTO_OK) continue;
        char name[8], mask[5];
        pto_tile_name(i, name);
        mask_text(d.mask, mask);
        bool pred = d.kind == PTO_TILE_PREDICATE;
        fprintf(o, "%s{\"index\":%u,\"name\":\"%s\",\"kind\":\"%s\",\"dtype\":", first ? "" : ",", i, name,
                pred ? "predicate" : "numeric");
        if (pred) fputs("null", o);
        else fprintf(o, "\"%s\"", pto_dtype_name(d.dtype));
        fprintf(o, ",\"capacity\":%u,\"rows\":%u,\"cols\":%u,\"valid_rows\":%u,\"valid_cols\":%u,\"mask\":\"%s\",\"pe\":[",
                d.capacity, d.rows, d.cols, d.valid_rows, d.valid_cols, mask);
        first = false;
        bool pfirst = true;
        unsigned bits = pred ? 1 : pto_dtype_bits(d.dtype);
        for (unsigned pe = 0; pe < PTO_PES; pe++) {
            if (!(d.mask & pe_bit(pe))) continue;
            fprintf(o, "%s{\"pe\":%u,\"elements\":[", pfirst ? "" : ",", pe);
            pfirst = false;
            for (uint32_t e = 0; e < d.rows * d.cols; e++) {
                uint64_t v;
                bool def;
                pto_tile_read(m, i, pe, e, &v, &def);
                if (e) fputc(',', o);
                if (!def) fputs("null", o);
                else if (pred) fprintf(o, "\"%u\"", (unsigned)v);
                else fprintf(o, "\"0x%0*" PRIx64 "\"", (int)((bits + 3) / 4), v);
            }
            fputs("]}", o);
        }
        fputs("]}", o);
    }
    fputs("]}\n", o);
}

void print_text(FILE *o, const pto_machine *m, const pto_program *p, const prog_result *r, const char *path)
{
    pto_fault_info f;
    pto_fault(m, &f);
    fprintf(o, "ptosim run %s  (profile %s, %" PRIu64 " instructions)\n", path,
            pto_get_profile(m) == PTO_PROFILE_IEEE ? "ieee" : "pto-v0", r->steps);
    if (r->status == PTO_END) {
        fprintf(o, "status: ok, the program ran to its end\n");
    } else if (r->status == PTO_FAULT) {
        char text[160];
        text_at(p, f.pc, text, sizeof text);
        uint32_t line = prog_line_of(p, f.pc);
        fprintf(o, "status: fault %s (trap %u) at pc 0x%" PRIx64, pto_fault_kind_name(f.kind), f.trap, f.pc);
        if (line) fprintf(o, " (line %u)", line);
        fprintf(o, ": %s\n  rule: %s\n", text, f.rule ? f.rule : "");
    } else {
        fprintf(o, "status: error");
        if (r->error_line) fprintf(o, " at line %u", r->error_line);
        if (r->error_line && r->error_column) fprintf(o, ":%u", r->error_column);
        fprintf(o, ": %s\n", r->message);
    }
    fprintf(o, "flags: ");
    for (int i = 0; i < 5; i++) fprintf(o, "%s=%u ", flag_names[i], (pto_flags(m) >> i) & 1u);
    fprintf(o, "\ntpc: 0x%" PRIx64 "  bpc: 0x%" PRIx64 "%s\n", pto_tpc(m), pto_bpc(m),
            pto_block_active(m) ? "  (a block is open)" : "");
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        bool any = false;
        for (unsigned g = 1; g < PTO_GPRS; g++) {
            uint64_t v;
            pto_gpr_read(m, pe, g, &v);
            if (!v) continue;
            if (!any) fprintf(o, "gprs PE%u:", pe);
            any = true;
            fprintf(o, " %s=0x%" PRIx64, gpr_names[g], v);
        }
        if (any) fputc('\n', o);
    }
    for (unsigned i = 0; i < PTO_TILES; i++) {
        pto_tile_desc d;
        if (pto_tile_describe(m, i, &d) != PTO_OK) continue;
        char name[8], mask[5];
        pto_tile_name(i, name);
        mask_text(d.mask, mask);
        bool pred = d.kind == PTO_TILE_PREDICATE;
        fprintf(o, "\ntile %s (index %u): %s%s, %u B per PE, %u x %u, valid %u x %u, mask %s\n", name, i,
                pred ? "predicate" : "numeric ", pred ? "" : pto_dtype_name(d.dtype), d.capacity, d.rows, d.cols,
                d.valid_rows, d.valid_cols, mask);
        for (unsigned pe = 0; pe < PTO_PES; pe++) {
            if (!(d.mask & pe_bit(pe))) continue;
            fprintf(o, "  PE%u:\n", pe);
            for (uint32_t row = 0; row < d.rows; row++) {
                fprintf(o, "    %3u |", row);
                for (uint32_t c = 0; c < d.cols; c++) {
                    uint64_t v;
                    bool def;
                    pto_tile_read(m, i, pe, row * d.cols + c, &v, &def);
                    char vb[64];
                    if (def) format_value(vb, sizeof vb, d.dtype, pred, v);
                    else snprintf(vb, sizeof vb, "?");
                    if (c == d.valid_cols && row < d.valid_rows) fputs(" ||", o);
                    fprintf(o, " %s", vb);
                }
                fputs(row < d.valid_rows ? "\n" : "   (padding)\n", o);
            }
        }
    }
}

