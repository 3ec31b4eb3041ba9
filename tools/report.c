/* Reports of a run: the text and JSON forms of the final state
 * (`ptosim run` and `run --json`), shared by the command and the tests. */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ptosim/codec.h"
#include "report.h"

/* ---- value formatting ------------------------------------------------------ */

static void format_value(char *buf, size_t n, unsigned dt, bool pred, uint64_t v)
{
    if (pred) {
        snprintf(buf, n, "%u", (unsigned)v);
        return;
    }
    pto_dtype_class cls = pto_dtype_class_of(dt);
    unsigned bits = pto_dtype_bits(dt);
    double x;
    if (cls == PTO_DTYPE_UNSIGNED) snprintf(buf, n, "%" PRIu64, v);
    else if (cls == PTO_DTYPE_SIGNED) {
        int64_t s = (int64_t)(v << (64 - bits)) >> (64 - bits);
        snprintf(buf, n, "%" PRId64, s);
    } else if (cls == PTO_DTYPE_FLOAT && pto_dtype_to_double(dt, v, &x) == PTO_OK) {
        if (isnan(x)) snprintf(buf, n, "nan(0x%0*" PRIx64 ")", (int)(bits / 4), v);
        else snprintf(buf, n, "%.*g", bits == 64 ? 17 : 9, x);
    } else {
        snprintf(buf, n, "0x%0*" PRIx64, (int)((bits + 3) / 4), v);
    }
}

void mask_text(unsigned mask, char out[5])
{
    for (int i = 0; i < 4; i++) out[i] = (char)('0' + ((mask >> (3 - i)) & 1u));
    out[4] = 0;
}


/* Canonical text of the instruction at pc (for fault reports): from the
 * program's code buffer, or from global memory when the code ran there. */
static void text_at(const pto_machine *m, const pto_program *p, const pto_run_result *r, uint64_t pc, char *buf,
                    size_t n)
{
    size_t len;
    const uint8_t *code = pto_program_code(p, &len);
    uint8_t b[8];
    if (r->gm) {
        uint64_t size = pto_mem_size(m);
        len = pc < size ? (size - pc < 8 ? (size_t)(size - pc) : 8) : 0;
        if (len && pto_mem_read(m, pc, b, len) != PTO_OK) len = 0;
        code = b;
        pc = 0;
    }
    pto_insn in;
    if (pc < len && pto_decode(code + pc, len - (size_t)pc, &in, NULL) == PTO_CODEC_OK)
        pto_disasm(&in, buf, n, NULL); /* cut to n bytes if longer */
    else snprintf(buf, n, "%s", pc >= len ? "(end)" : "(illegal word)");
}

/* "ok" for a run that ended (at the end of its code or at EBREAK). */
static const char *status_word(const pto_run_result *r)
{
    if (r->status == PTO_END || (r->status == PTO_FAULT && r->stop && !strcmp(r->stop, "ebreak"))) return "ok";
    if (r->status == PTO_FAULT) return "fault";
    if (r->status == PTO_OK) return "stopped";
    return "error";
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

/* Whether a dump's range can be read (a failed run may leave one outside). */
typedef struct dump_range {
    uint64_t addr, len;
    const char *file;
} dump_range;

static dump_range dump_of(const pto_program *p, size_t i)
{
    dump_range d = {0, 0, NULL};
    pto_program_dump_at(p, i, &d.addr, &d.len, &d.file);
    return d;
}

static bool dump_readable(const pto_machine *m, const dump_range *d)
{
    uint64_t size = pto_mem_size(m);
    return d->len <= size && d->addr <= size - d->len;
}

/* "memory": the .dump/--dump ranges; raw hex, or the file they went to. */
static void json_memory(FILE *o, const pto_machine *m, const pto_program *p)
{
    fputs(",\"memory\":[", o);
    uint8_t chunk[4096];
    for (size_t i = 0; i < pto_program_dump_count(p); i++) {
        dump_range dd = dump_of(p, i), *d = &dd;
        fprintf(o, "%s{\"addr\":\"0x%" PRIx64 "\",\"len\":%" PRIu64 ",", i ? "," : "", d->addr, d->len);
        if (d->file) {
            fputs("\"file\":", o);
            json_string(o, d->file);
        } else if (!dump_readable(m, d)) {
            fputs("\"hex\":null", o);
        } else {
            fputs("\"hex\":\"", o);
            for (uint64_t at = 0; at < d->len; at += sizeof chunk) {
                size_t n = d->len - at < sizeof chunk ? (size_t)(d->len - at) : sizeof chunk;
                pto_mem_read(m, d->addr + at, chunk, n);
                for (size_t k = 0; k < n; k++) fprintf(o, "%02x", chunk[k]);
            }
            fputc('"', o);
        }
        fputc('}', o);
    }
    fputc(']', o);
}

/* A hex dump per .dump/--dump range: 16 bytes a line, address first. */
static void text_memory(FILE *o, const pto_machine *m, const pto_program *p)
{
    for (size_t i = 0; i < pto_program_dump_count(p); i++) {
        dump_range dd = dump_of(p, i), *d = &dd;
        fprintf(o, "\nmemory 0x%" PRIx64 " .. 0x%" PRIx64 " (%" PRIu64 " bytes)", d->addr, d->addr + d->len - 1u, d->len);
        if (d->file) {
            fprintf(o, ": raw bytes to %s\n", d->file);
            continue;
        }
        if (!dump_readable(m, d)) {
            fprintf(o, ": outside the %" PRIu64 "-byte memory\n", pto_mem_size(m));
            continue;
        }
        fputs(":\n", o);
        for (uint64_t at = 0; at < d->len; at += 16) {
            uint8_t b[16];
            size_t n = d->len - at < 16 ? (size_t)(d->len - at) : 16;
            pto_mem_read(m, d->addr + at, b, n);
            fprintf(o, "  0x%08" PRIx64 ":", d->addr + at);
            for (size_t k = 0; k < n; k++) fprintf(o, "%s%02x", k == 8 ? "  " : " ", b[k]);
            fputc('\n', o);
        }
    }
}

void print_json(FILE *o, const pto_machine *m, const pto_program *p, const pto_run_result *r)
{
    pto_fault_info f;
    pto_fault(m, &f);
    const char *status = status_word(r);
    fprintf(o, "{\"profile\":\"%s\",\"status\":\"%s\",\"fault\":", pto_get_profile(m) == PTO_PROFILE_IEEE ? "ieee" : "pto-v0",
            status);
    if (r->status == PTO_FAULT) {
        char text[160];
        text_at(m, p, r, f.pc, text, sizeof text);
        fprintf(o, "{\"kind\":\"%s\",\"trap\":%u,\"pc\":%" PRIu64 ",", pto_fault_kind_name(f.kind), f.trap, f.pc);
        if (f.has_addr) fprintf(o, "\"addr\":\"0x%" PRIx64 "\",", f.addr);
        if (f.kind == PTO_FAULT_SOFTWARE_BREAKPOINT) fprintf(o, "\"cause\":%u,", f.cause);
        fputs("\"text\":", o);
        json_string(o, text);
        fprintf(o, ",\"reason\":");
        json_string(o, f.rule ? f.rule : "");
        fputc('}', o);
    } else {
        fputs("null", o);
    }
    fputs(",\"error\":", o);
    if (r->status != PTO_END && r->status != PTO_FAULT && r->status != PTO_OK) {
        fputs("{\"message\":", o);
        json_string(o, r->message);
        fprintf(o, ",\"line\":%u,\"column\":%u}", r->error_line, r->error_column);
    } else {
        fputs("null", o);
    }
    fprintf(o, ",\"stop\":\"%s\",\"steps\":%" PRIu64 ",\"pc\":%" PRIu64, r->stop ? r->stop : "error", r->steps,
            r->pc);
    fputs(",\"flags\":{", o);
    for (int i = 0; i < 5; i++) fprintf(o, "%s\"%s\":%u", i ? "," : "", flag_names[i], (pto_flags(m) >> i) & 1u);
    fprintf(o, "},\"tpc\":%" PRIu64 ",\"bpc\":%" PRIu64 ",\"gprs\":[", pto_tpc(m), pto_bpc(m));
    bool first = true;
    for (unsigned pe = 0; pe < PTO_PES; pe++)
        for (unsigned g = 1; g < PTO_GPRS; g++) {
            uint64_t v;
            pto_gpr_read(m, pe, g, &v);
            if (!v) continue;
            fprintf(o, "%s{\"pe\":%u,\"reg\":\"%s\",\"value\":\"0x%" PRIx64 "\"}", first ? "" : ",", pe, pto_gpr_name(g), v);
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
        fprintf(o, ",\"layout\":\"%s\",\"capacity\":%u,\"rows\":%u,\"cols\":%u,\"valid_rows\":%u,\"valid_cols\":%u,"
                   "\"mask\":\"%s\",\"pe\":[",
                pred ? "row_major" : pto_layout_name(d.layout), d.capacity, d.rows, d.cols, d.valid_rows, d.valid_cols,
                mask);
        first = false;
        bool pfirst = true;
        unsigned bits = pred ? 1 : pto_dtype_bits(d.dtype);
        for (unsigned pe = 0; pe < PTO_PES; pe++) {
            if (!(d.mask & (8u >> pe))) continue; /* bit 3 = PE0 */
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
    fputc(']', o);
    json_memory(o, m, p);
    fputs(",\"lint\":[", o);
    for (size_t i = 0; i < pto_lint_count(m); i++) {
        if (i) fputc(',', o);
        json_string(o, pto_lint_message(m, i));
    }
    fputs("]}\n", o);
}

void print_text(FILE *o, const pto_machine *m, const pto_program *p, const pto_run_result *r, const char *path)
{
    pto_fault_info f;
    pto_fault(m, &f);
    fprintf(o, "ptosim run %s  (profile %s, %" PRIu64 " instructions)\n", path,
            pto_get_profile(m) == PTO_PROFILE_IEEE ? "ieee" : "pto-v0", r->steps);
    if (r->status == PTO_END) {
        fprintf(o, "status: ok, the program ran to its end\n");
    } else if (r->status == PTO_FAULT && f.kind == PTO_FAULT_SOFTWARE_BREAKPOINT) {
        uint32_t line = pto_program_line_of(p, f.pc);
        fprintf(o, "status: ok, the program stopped at EBREAK %u (trap %u) at pc 0x%" PRIx64, f.cause, f.trap, f.pc);
        if (line) fprintf(o, " (line %u)", line);
        fputc('\n', o);
    } else if (r->status == PTO_OK) {
        fprintf(o, "status: stopped after %" PRIu64 " instructions (--max-steps) at pc 0x%" PRIx64 "\n", r->steps, r->pc);
    } else if (r->status == PTO_FAULT) {
        char text[160];
        text_at(m, p, r, f.pc, text, sizeof text);
        uint32_t line = pto_program_line_of(p, f.pc);
        fprintf(o, "status: fault %s (trap %u) at pc 0x%" PRIx64, pto_fault_kind_name(f.kind), f.trap, f.pc);
        if (line) fprintf(o, " (line %u)", line);
        fprintf(o, ": %s\n", text);
        if (f.has_addr)
            fprintf(o, "  address: 0x%" PRIx64 "%s\n", f.addr,
                    f.kind == PTO_FAULT_DATA_PAGE || f.kind == PTO_FAULT_DATA_ALIGNMENT ? " (GM)" : "");
        fprintf(o, "  rule: %s\n", f.rule ? f.rule : "");
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
            fprintf(o, " %s=0x%" PRIx64, pto_gpr_name(g), v);
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
        bool rm = pred || d.layout == PTO_LAYOUT_ROW_MAJOR;
        fprintf(o, "\ntile %s (index %u): %s%s, %u B per PE, %u x %u, valid %u x %u, mask %s%s%s%s\n", name, i,
                pred ? "predicate" : "numeric ", pred ? "" : pto_dtype_name(d.dtype), d.capacity, d.rows, d.cols,
                d.valid_rows, d.valid_cols, mask, rm ? "" : ", layout ", rm ? "" : pto_layout_name(d.layout),
                rm ? "" : " (elements in physical payload order, Col per line)");
        for (unsigned pe = 0; pe < PTO_PES; pe++) {
            if (!(d.mask & (8u >> pe))) continue; /* bit 3 = PE0 */
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
                    if (rm && c == d.valid_cols && row < d.valid_rows) fputs(" ||", o);
                    fprintf(o, " %s", vb);
                }
                fputs(!rm || row < d.valid_rows ? "\n" : "   (padding)\n", o);
            }
        }
    }
    text_memory(o, m, p);
}

