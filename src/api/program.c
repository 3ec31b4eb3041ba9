/* The public program and PTO-AS interfaces (include/ptosim/program.h,
 * include/ptosim/ptoas.h) over the program parser and runner
 * (src/asm/program.c) and the PTO-AS front end (src/front/ptoas.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "api/api.h"
#include "asm/program.h"
#include "front/ptoas.h"

static pto_status msg_error(char *msg, size_t n, const char *why)
{
    if (msg && n) snprintf(msg, n, "%s", why);
    return PTO_ERR_ARG;
}

static pto_status no_program(pto_program **out, pto_program_error *err, const char *why)
{
    if (out) *out = NULL;
    if (err) {
        memset(err, 0, sizeof *err);
        snprintf(err->message, sizeof err->message, "%s", why);
    }
    return PTO_ERR_ARG;
}

pto_status pto_program_parse(const char *text, size_t len, pto_program **out, pto_program_error *err)
{
    pto_program_error local;
    if (!err) err = &local;
    if (!out || (!text && len)) return no_program(out, err, "no text or no place for the program");
    pto_program *p = calloc(1, sizeof *p);
    if (!p) {
        *out = NULL;
        memset(err, 0, sizeof *err);
        snprintf(err->message, sizeof err->message, "out of memory");
        return PTO_ERR_NOMEM;
    }
    if (prog_parse(text ? text : "", len, p, err)) {
        prog_free(p);
        free(p);
        *out = NULL;
        return PTO_ERR_ARG;
    }
    *out = p;
    return PTO_OK;
}

/* A program from bytes it takes over (freed in every case): the binary
 * container (IMG_BINARY), an ELF image or a raw image loaded at addr. */
enum { IMG_BINARY, IMG_ELF, IMG_RAW };
static pto_status image_program(uint8_t *bytes, size_t len, int kind, uint64_t addr, pto_program **out,
                                pto_program_error *err)
{
    pto_program_error local;
    if (!err) err = &local;
    if (!out || (!bytes && len)) {
        free(bytes);
        return no_program(out, err, "no bytes or no place for the program");
    }
    pto_program *p = calloc(1, sizeof *p);
    if (!p) {
        free(bytes);
        *out = NULL;
        memset(err, 0, sizeof *err);
        snprintf(err->message, sizeof err->message, "out of memory");
        return PTO_ERR_NOMEM;
    }
    if (kind == IMG_BINARY ? prog_from_binary(bytes, len, p, err) /* frees bytes */
                           : prog_from_image(bytes, len, kind == IMG_ELF, addr, p, err)) {
        free(p);
        *out = NULL;
        return PTO_ERR_ARG;
    }
    *out = p;
    return PTO_OK;
}

pto_status pto_program_adopt_binary(uint8_t *bytes, size_t len, pto_program **out, pto_program_error *err)
{
    return image_program(bytes, len, IMG_BINARY, 0, out, err);
}

pto_status pto_program_from_binary(const uint8_t *bytes, size_t len, pto_program **out, pto_program_error *err)
{
    if (!out || (!bytes && len)) return no_program(out, err, "no bytes or no place for the program");
    uint8_t *copy = malloc(len ? len : 1);
    if (!copy) {
        *out = NULL;
        if (err) {
            memset(err, 0, sizeof *err);
            snprintf(err->message, sizeof err->message, "out of memory");
        }
        return PTO_ERR_NOMEM;
    }
    if (len) memcpy(copy, bytes, len);
    return pto_program_adopt_binary(copy, len, out, err);
}

void pto_program_free(pto_program *p)
{
    if (!p) return;
    prog_free(p);
    free(p);
}

const uint8_t *pto_program_code(const pto_program *p, size_t *len)
{
    if (len) *len = p ? p->len : 0;
    return p ? p->code : NULL;
}

bool pto_program_has_directives(const pto_program *p) { return p && p->has_directives; }

uint32_t pto_program_line_of(const pto_program *p, uint64_t offset) { return p ? prog_line_of(p, offset) : 0; }

typedef struct trace_adapter {
    pto_trace_fn fn;
    void *ctx;
} trace_adapter;

static void trace_public(void *vctx, const pto_machine *m, uint64_t pc, const insn *in, pto_status s,
                         uint64_t before)
{
    const trace_adapter *a = vctx;
    pto_insn pi;
    if (in) codec_from_insn(in, &pi);
    a->fn(a->ctx, m, pc, in ? &pi : NULL, s, before);
}

void pto_program_run(pto_machine *m, const pto_program *p, pto_trace_fn trace, void *ctx, pto_run_result *res)
{
    pto_run_result local;
    if (!res) res = &local;
    if (!m || !p) {
        memset(res, 0, sizeof *res);
        res->status = PTO_ERR_ARG;
        snprintf(res->message, sizeof res->message, "no machine or no program");
        return;
    }
    trace_adapter a = {trace, ctx};
    prog_run(m, p, trace ? trace_public : NULL, &a, res);
}

void pto_program_run_gm(pto_machine *m, const pto_program *p, uint64_t max_steps, pto_trace_fn trace, void *ctx,
                        pto_run_result *res)
{
    pto_run_result local;
    if (!res) res = &local;
    if (!m || !p) {
        memset(res, 0, sizeof *res);
        res->status = PTO_ERR_ARG;
        res->stop = "error";
        snprintf(res->message, sizeof res->message, "no machine or no program");
        return;
    }
    trace_adapter a = {trace, ctx};
    prog_run_gm(m, p, max_steps, trace ? trace_public : NULL, &a, res);
}

pto_status pto_program_from_raw(const uint8_t *bytes, size_t len, uint64_t load_addr, pto_program **out,
                                pto_program_error *err)
{
    if (!out || (!bytes && len)) return no_program(out, err, "no bytes or no place for the program");
    uint8_t *copy = malloc(len ? len : 1);
    if (!copy) return no_program(out, err, "out of memory");
    if (len) memcpy(copy, bytes, len);
    return image_program(copy, len, IMG_RAW, load_addr, out, err);
}

pto_status pto_program_adopt_elf(uint8_t *file, size_t len, pto_program **out, pto_program_error *err)
{
    return image_program(file, len, IMG_ELF, 0, out, err);
}

pto_status pto_program_add_gpr(pto_program *p, unsigned pemask, unsigned reg, uint64_t value, char *msg, size_t n)
{
    char local[8];
    if (!msg || !n) msg = local, n = sizeof local;
    if (!p) return msg_error(msg, n, "no program");
    return prog_add_gpr(p, pemask, reg, value, msg, n) ? PTO_ERR_ARG : PTO_OK;
}

uint64_t pto_program_base(const pto_program *p) { return p ? p->base : 0; }

pto_status pto_program_set_naming(pto_program *p, pto_naming n)
{
    if (!p || (n != PTO_NAMING_FLAT && n != PTO_NAMING_QUEUE)) return PTO_ERR_ARG;
    p->naming = (int)n;
    p->naming_line = 0;
    return PTO_OK;
}

pto_status pto_ptoas_lower(const char *text, size_t len, const pto_ptoas_binding *inputs, size_t ninputs,
                           const char *const *outputs, size_t noutputs, pto_ptoas_result *res)
{
    return pto_ptoas_lower_flags(text, len, inputs, ninputs, outputs, noutputs, 0, res);
}

pto_status pto_ptoas_lower_flags(const char *text, size_t len, const pto_ptoas_binding *inputs, size_t ninputs,
                                 const char *const *outputs, size_t noutputs, unsigned flags, pto_ptoas_result *res)
{
    if (!res) return PTO_ERR_ARG;
    if ((!text && len) || (!inputs && ninputs) || (!outputs && noutputs)) {
        memset(res, 0, sizeof *res);
        snprintf(res->message, sizeof res->message, "no text, inputs or outputs where a count says there are some");
        return PTO_ERR_ARG;
    }
    unsigned f = flags & PTO_PTOAS_PLACEHOLDERS ? PTOAS_PLACEHOLDERS : 0u;
    return ptoas_lower_with(text ? text : "", len, inputs, ninputs, outputs, noutputs, f, res) ? PTO_ERR_ARG : PTO_OK;
}

pto_status pto_ptoas_lower_opts(const char *text, size_t len, const pto_ptoas_options *o, pto_ptoas_result *res)
{
    if (!res) return PTO_ERR_ARG;
    if (!o || (!text && len) || (!o->inputs && o->ninputs) || (!o->outputs && o->noutputs)) {
        memset(res, 0, sizeof *res);
        snprintf(res->message, sizeof res->message, "no options, or no text, inputs or outputs where a count says there are some");
        return PTO_ERR_ARG;
    }
    unsigned f = o->flags & PTO_PTOAS_PLACEHOLDERS ? PTOAS_PLACEHOLDERS : 0u;
    return ptoas_lower_entry(text ? text : "", len, o->inputs, o->ninputs, o->outputs, o->noutputs, f, o->entry, res)
               ? PTO_ERR_ARG
               : PTO_OK;
}

pto_status pto_ptoas_source(const pto_ptoas_result *res, uint32_t program_line, uint32_t *line, uint32_t *column)
{
    if (!res || !program_line || program_line > res->source_lines || !res->source) return PTO_ERR_ARG;
    if (line) *line = res->source[2 * (program_line - 1)];
    if (column) *column = res->source[2 * (program_line - 1) + 1];
    return PTO_OK;
}

void pto_ptoas_free(pto_ptoas_result *res)
{
    if (res) ptoas_free(res);
}

pto_status pto_program_load_files(pto_program *p, const char *dir, pto_program_error *err)
{
    pto_program_error local;
    if (!err) err = &local;
    if (!p) return no_program(NULL, err, "no program");
    return prog_load_files(p, dir, err) ? PTO_ERR_ARG : PTO_OK;
}


pto_status pto_parse_size(const char *text, size_t len, uint64_t *bytes, int *preset, char *msg, size_t n)
{
    char local[8];
    if (!msg || !n) msg = local, n = sizeof local;
    if (!text || !bytes) return msg_error(msg, n, "no text");
    return prog_parse_size(text, len, bytes, preset, msg, n) ? PTO_ERR_ARG : PTO_OK;
}

pto_status pto_program_set_memsize(pto_program *p, uint64_t bytes, int preset)
{
    if (!p || preset < -1 || preset > PTO_MEM_PTO_V0 || (preset < 0 && (bytes == 0 || bytes > ((uint64_t)1 << 48))))
        return PTO_ERR_ARG;
    p->has_memsize = true;
    p->mem_preset = preset;
    p->memsize = bytes;
    p->memsize_line = 0;
    return PTO_OK;
}

pto_status pto_read_file(const char *path, uint8_t **bytes, uint64_t *len, char *msg, size_t n)
{
    char local[8];
    if (!msg || !n) msg = local, n = sizeof local;
    if (!path || !bytes || !len) return msg_error(msg, n, "no file");
    return prog_read_file(path, PROG_WHOLE_FILE, bytes, len, msg, n) ? PTO_ERR_ARG : PTO_OK;
}

pto_status pto_program_add_mem(pto_program *p, uint64_t addr, uint8_t *bytes, uint64_t len, char *msg, size_t n)
{
    char local[8];
    if (!msg || !n) msg = local, n = sizeof local;
    if (!p) {
        free(bytes);
        return msg_error(msg, n, "no program");
    }
    return prog_add_mem(p, addr, bytes, len, msg, n) ? PTO_ERR_ARG : PTO_OK;
}

pto_status pto_program_add_dump(pto_program *p, uint64_t addr, uint64_t len, const char *file, char *msg, size_t n)
{
    char local[8];
    if (!msg || !n) msg = local, n = sizeof local;
    if (!p) return msg_error(msg, n, "no program");
    return prog_add_dump(p, addr, len, file, msg, n) ? PTO_ERR_ARG : PTO_OK;
}

size_t pto_program_dump_count(const pto_program *p) { return p ? p->ndumps : 0; }

bool pto_program_dump_at(const pto_program *p, size_t i, uint64_t *addr, uint64_t *len, const char **file)
{
    if (!p || i >= p->ndumps) return false;
    if (addr) *addr = p->dumps[i].addr;
    if (len) *len = p->dumps[i].len;
    if (file) *file = p->dumps[i].file;
    return true;
}
