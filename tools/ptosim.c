/* The ptosim command: run, asm, disasm. */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <getopt.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ptosim/codec.h"
#include "ptosim/image.h"
#include "ptosim/program.h"
#include "ptosim/ptoas.h"
#include "ptosim/ptosim.h"
#include "report.h"

#ifndef PTOSIM_SOURCE_DIR
#define PTOSIM_SOURCE_DIR "."
#endif

#define MAX_INPUT (64u * 1024u * 1024u)

static const char *prog_name = "ptosim";

/* The last error a load step reported (also printed on stderr), so that
 * `run --json` can report it as JSON. */
static struct {
    char message[512];
    unsigned line, column;
} last_error;

static void cli_error(unsigned line, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
static void cli_error(unsigned line, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(last_error.message, sizeof last_error.message, fmt, ap);
    va_end(ap);
    size_t n = strlen(last_error.message);
    if (n && last_error.message[n - 1] == '\n') last_error.message[n - 1] = 0;
    last_error.line = line;
    last_error.column = 0;
    fprintf(stderr, "%s\n", last_error.message);
}

static void usage(FILE *f)
{
    fprintf(f,
            "usage: ptosim run FILE.s|FILE.elf|FILE.bin [--json] [--trace] [--profile ieee|pto-v0]\n"
            "                  [--memsize SIZE] [--mem ADDR=FILE] [--dump ADDR:LEN[=FILE]] [--lint]\n"
            "                  [--max-steps N] [--gpr [PE:]REG=VALUE] [--naming flat|queue] [--load-addr ADDR]\n"
            "       ptosim run FILE.pto [--entry NAME] [--emit bundles] [--in NAME=FILE|NAME=v1,v2,...|NAME=VALUE]\n"
            "                           [--out NAME=FILE]\n"
            "                           [--json] [--trace] [--profile ieee|pto-v0]\n"
            "       ptosim asm FILE.s -o FILE.elf|FILE.bin [--drop-directives]\n"
            "       ptosim disasm FILE.elf|FILE.bin\n"
            "       ptosim            (runs the bundled demo examples/seeds.s)\n");
}

/* Reads a whole regular file of at most MAX_INPUT bytes.  The file is
 * opened without blocking (a FIFO without a writer would block an open)
 * and checked on the open descriptor: devices, FIFOs and sockets have no
 * size to read to, so they are refused. */
static unsigned char *load(const char *path, size_t *len)
{
    struct stat st;
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY);
    if (fd < 0) {
        cli_error(0, "%s: %s: %s\n", prog_name, path, strerror(errno));
        return NULL;
    }
    if (fstat(fd, &st) != 0) {
        cli_error(0, "%s: %s: %s\n", prog_name, path, strerror(errno));
        close(fd);
        return NULL;
    }
    if (S_ISDIR(st.st_mode)) {
        cli_error(0, "%s: %s: is a directory\n", prog_name, path);
        close(fd);
        return NULL;
    }
    if (!S_ISREG(st.st_mode)) {
        cli_error(0, "%s: %s: not a regular file (%s); ptosim reads programs and data from regular files\n",
                  prog_name, path,
                  S_ISFIFO(st.st_mode) ? "a FIFO or pipe" : S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode) ? "a device"
                  : S_ISSOCK(st.st_mode) ? "a socket" : "not a file");
        close(fd);
        return NULL;
    }
    if (st.st_size > (off_t)MAX_INPUT) {
        cli_error(0, "%s: %s: file too large (%lld bytes; the limit is %u MiB)\n", prog_name, path,
                (long long)st.st_size, MAX_INPUT >> 20);
        close(fd);
        return NULL;
    }
    FILE *f = fdopen(fd, "rb");
    if (!f) {
        cli_error(0, "%s: %s: %s\n", prog_name, path, strerror(errno));
        close(fd);
        return NULL;
    }
    size_t cap = (size_t)st.st_size + 1, n = 0;
    unsigned char *buf = malloc(cap);
    if (!buf) {
        fclose(f);
        cli_error(0, "%s: %s: out of memory\n", prog_name, path);
        return NULL;
    }
    size_t r;
    while (n < cap - 1 && (r = fread(buf + n, 1, cap - 1 - n, f)) > 0) n += r;
    if (fgetc(f) != EOF) {
        cli_error(0, "%s: %s: file grew while reading\n", prog_name, path);
        fclose(f);
        free(buf);
        return NULL;
    }
    fclose(f);
    buf[n] = 0;
    *len = n;
    return buf;
}

/* The extension, in any case (.pto, .PTO, .Bin). */
static bool has_suffix(const char *path, const char *suffix)
{
    size_t n = strlen(path), k = strlen(suffix);
    if (n <= k) return false;
    for (size_t i = 0; i < k; i++) {
        char a = path[n - k + i], b = suffix[i];
        if (a >= 'A' && a <= 'Z') a = (char)(a - 'A' + 'a');
        if (a != b) return false;
    }
    return true;
}

/* True if path names the same file as other (both exist). */
static bool same_file(const char *path, const char *other)
{
    struct stat a, b;
    return stat(path, &a) == 0 && stat(other, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

static bool is_binary_name(const char *path) { return has_suffix(path, ".bin"); }
static bool is_elf_name(const char *path) { return has_suffix(path, ".elf"); }
static bool is_elf_bytes(const unsigned char *b, size_t len) { return len >= 4 && !memcmp(b, "\177ELF", 4); }

/* PTO-AS host data options. */
typedef struct pto_io {
    pto_ptoas_binding in[16];
    unsigned char *in_bytes[16];
    const char *in_file[16];  /* the file of a --in NAME=FILE, else NULL */
    unsigned nin;
    const char *out_name[16], *out_file[16];
    unsigned nout;
    bool emit;
    const char *entry;        /* --entry NAME: the kernel */
    pto_ptoas_result lowered;
} pto_io;

static int add_in(pto_io *io, char *arg)
{
    char *eq = strchr(arg, '=');
    if (!eq || eq == arg || io->nin == 16) {
        cli_error(0, "%s: --in expects NAME=FILE or NAME=v1,v2,...\n", prog_name);
        return -1;
    }
    *eq = 0;
    const char *name = arg[0] == '%' ? arg + 1 : arg, *what = eq + 1;
    pto_ptoas_binding *b = &io->in[io->nin];
    memset(b, 0, sizeof *b);
    b->name = name;
    struct stat st;
    if (stat(what, &st) == 0) {
        size_t len;
        unsigned char *bytes = load(what, &len);
        if (!bytes) return -1;
        io->in_bytes[io->nin] = bytes;
        io->in_file[io->nin] = what;
        b->bytes = bytes;
        b->len = len;
    } else if (strchr(what, ',') || what[0] == '-' || what[0] == '+' || what[0] == '.' || (what[0] >= '0' && what[0] <= '9') ||
               !strcmp(what, "true") || !strcmp(what, "false") || !strcmp(what, "nan") || !strcmp(what, "inf")) {
        b->literals = what;
    } else {
        cli_error(0, "%s: --in %s: %s: %s\n", prog_name, name, what, strerror(errno));
        return -1;
    }
    io->nin++;
    return 0;
}

/* Lowers a .pto file to program text (ptoas.h). */
static int lower_pto(const char *path, pto_io *io, pto_program **p)
{
    size_t len;
    unsigned char *buf = load(path, &len);
    if (!buf) return -1;
    const char *names[16];
    for (unsigned i = 0; i < io->nout; i++) names[i] = io->out_name[i];
    pto_ptoas_result *r = &io->lowered;
    pto_ptoas_options opt = {io->in, io->nin, names, io->nout, io->emit ? PTO_PTOAS_PLACEHOLDERS : 0u, io->entry};
    int rc = pto_ptoas_lower_opts((const char *)buf, len, &opt, r) != PTO_OK;
    free(buf);
    for (const char *w = r->warning_text; *w;) { /* each warning: LINE:COL: warning: ... */
        const char *nl = strchr(w, '\n');
        int n = nl ? (int)(nl - w) : (int)strlen(w);
        fprintf(stderr, "%s:%.*s\n", path, n, w);
        w += n + (nl != NULL);
    }
    if (rc) {
        if (r->line) {
            cli_error(r->line, "%s:%u:%u: %s\n", path, r->line, r->column, r->message);
            last_error.column = r->column;
        }
        else cli_error(0, "%s: %s\n", path, r->message);
        return -1;
    }
    pto_program_error e;
    if (pto_program_parse(r->program, strlen(r->program), p, &e) != PTO_OK) {
        uint32_t ul = 0, uc = 0;
        if (pto_ptoas_source(r, e.line, &ul, &uc) == PTO_OK && ul)
            cli_error(ul, "%s:%u:%u: %s (lowered program line %u)\n", path, ul, uc, e.message, e.line);
        else cli_error(0, "%s: lowered program, line %u:%u: %s\n", path, e.line, e.column, e.message);
        return -1;
    }
    return 0;
}

/* Writes the valid region (row-major raw little-endian, PE0) of each output. */
static int write_outputs(const pto_machine *m, pto_io *io)
{
    int rc = 0;
    for (unsigned i = 0; i < io->nout; i++) {
        const pto_ptoas_output *o = NULL;
        for (unsigned k = 0; k < io->lowered.noutputs; k++)
            if (!strcmp(io->lowered.outputs[k].name, io->out_name[i])) o = &io->lowered.outputs[k];
        if (o && o->in_gm) { /* a stored pointer: its rectangle in global memory, row-major */
            FILE *f = fopen(io->out_file[i], "wb");
            if (!f) {
                fprintf(stderr, "%s: %s: %s\n", prog_name, io->out_file[i], strerror(errno));
                rc = 1;
                continue;
            }
            unsigned char chunk[65536];
            bool bad = false;
            for (uint32_t r = 0; r < o->rows && !bad; r++) {
                uint64_t n = (uint64_t)o->cols * o->elem_bytes;
                for (uint64_t k = 0; k < n; k += sizeof chunk) {
                    size_t part = n - k < sizeof chunk ? (size_t)(n - k) : sizeof chunk;
                    if (pto_mem_read(m, o->addr + r * o->stride + k, chunk, part) != PTO_OK || fwrite(chunk, 1, part, f) != part) {
                        fprintf(stderr, "%s: --out %s: %s\n", prog_name, io->out_name[i], pto_last_error(m));
                        rc = 1;
                        bad = true;
                        break;
                    }
                }
            }
            if (fclose(f) != 0) rc = 1;
            continue;
        }
        pto_tile_desc d;
        if (!o || pto_tile_describe(m, o->tile, &d) != PTO_OK) {
            fprintf(stderr, "%s: --out %s: no tile holds that value after the run\n", prog_name, io->out_name[i]);
            rc = 1;
            continue;
        }
        FILE *f = fopen(io->out_file[i], "wb");
        if (!f) {
            fprintf(stderr, "%s: %s: %s\n", prog_name, io->out_file[i], strerror(errno));
            rc = 1;
            continue;
        }
        unsigned bits = d.kind == PTO_TILE_PREDICATE ? 8 : pto_dtype_bits(d.dtype);
        unsigned pe = 0;
        while (!(d.mask & (8u >> pe))) pe++; /* mask bit 3 = PE0 */
        for (uint32_t r = 0; r < d.valid_rows; r++)
            for (uint32_t c = 0; c < d.valid_cols; c++) {
                uint64_t v;
                pto_tile_read(m, o->tile, pe, r * d.cols + c, &v, NULL);
                for (unsigned b = 0; b < bits / 8; b++) fputc((int)((v >> (8 * b)) & 0xFF), f);
            }
        if (fclose(f) != 0) rc = 1;
    }
    return rc;
}

/* Memory options of `run` (--memsize, --mem, --dump), applied to the
 * loaded program. */
#define MAX_MEM_OPTS 64
typedef struct mem_opts {
    const char *memsize;
    char *mem[MAX_MEM_OPTS];
    unsigned nmem;
    char *dump[MAX_MEM_OPTS];
    unsigned ndump;
} mem_opts;

/* An address (decimal or 0x hex) of a command-line option. */
static bool parse_addr(const char *t, size_t n, uint64_t *v)
{
    char buf[32];
    if (n == 0 || n >= sizeof buf || !(t[0] >= '0' && t[0] <= '9')) return false;
    memcpy(buf, t, n);
    buf[n] = 0;
    char *end;
    errno = 0;
    unsigned long long x = strtoull(buf, &end, 0);
    if (*end || errno) return false;
    *v = x;
    return true;
}

/* The program's directory for .mem file= ("" for the current one). */
static void dir_of(const char *path, char *dir, size_t n)
{
    const char *slash = strrchr(path, '/');
    if (!slash) snprintf(dir, n, "%s", "");
    else if (slash == path) snprintf(dir, n, "/");
    else snprintf(dir, n, "%.*s", (int)(slash - path), path);
}

/* Adds the options to p; 2 for a usage error, 1 for a file error, 0. */
static int apply_mem_opts(pto_program *p, const mem_opts *o, const char *path)
{
    char msg[300];
    if (path && !is_binary_name(path)) {
        char dir[4096];
        pto_program_error e;
        dir_of(path, dir, sizeof dir);
        if (pto_program_load_files(p, dir, &e) != PTO_OK) {
            cli_error(e.line, "%s:%u:%u: %s\n", path, e.line, e.column, e.message);
            return 1;
        }
    }
    if (o->memsize) {
        uint64_t v;
        int preset;
        if (pto_parse_size(o->memsize, strlen(o->memsize), &v, &preset, msg, sizeof msg) != PTO_OK) {
            cli_error(0, "%s: --memsize: %s\n", prog_name, msg);
            return 2;
        }
        if (v == 0 || v > ((uint64_t)1 << 48)) {
            cli_error(0, "%s: --memsize %s is outside 1 byte .. 2^48 bytes (256 TiB, 262144G)\n", prog_name, o->memsize);
            return 2;
        }
        pto_program_set_memsize(p, v, preset); /* the command line wins over .memsize */
    }
    for (unsigned i = 0; i < o->nmem; i++) {
        const char *arg = o->mem[i], *eq = strchr(arg, '=');
        uint64_t addr;
        if (!eq || !parse_addr(arg, (size_t)(eq - arg), &addr) || !eq[1]) {
            cli_error(0, "%s: --mem expects ADDR=FILE (ADDR decimal or 0x hex), not '%s'\n", prog_name, arg);
            return 2;
        }
        uint8_t *bytes;
        uint64_t len;
        if (pto_read_file(eq + 1, &bytes, &len, msg, sizeof msg) != PTO_OK) {
            cli_error(0, "%s: --mem %s: %s\n", prog_name, arg, msg);
            return 1;
        }
        if (pto_program_add_mem(p, addr, bytes, len, msg, sizeof msg) != PTO_OK) {
            cli_error(0, "%s: --mem %s: %s\n", prog_name, arg, msg);
            return 2;
        }
    }
    for (unsigned i = 0; i < o->ndump; i++) {
        const char *arg = o->dump[i], *colon = strchr(arg, ':');
        const char *eq = colon ? strchr(colon, '=') : NULL;
        size_t llen = colon ? (eq ? (size_t)(eq - colon - 1) : strlen(colon + 1)) : 0;
        uint64_t addr, len;
        if (!colon || !parse_addr(arg, (size_t)(colon - arg), &addr) || (eq && !eq[1]) ||
            pto_parse_size(colon + 1, llen, &len, NULL, msg, sizeof msg) != PTO_OK) {
            cli_error(0, "%s: --dump expects ADDR:LEN or ADDR:LEN=FILE (LEN in bytes or with K, M, G), not '%s'\n",
                      prog_name, arg);
            return 2;
        }
        if (pto_program_add_dump(p, addr, len, eq ? eq + 1 : NULL, msg, sizeof msg) != PTO_OK) {
            cli_error(0, "%s: --dump %s: %s\n", prog_name, arg, msg);
            return 2;
        }
    }
    return 0;
}

/* Writes each dump to a file to its file (raw bytes). */
static int write_dumps(const pto_machine *m, const pto_program *p)
{
    int rc = 0;
    static uint8_t chunk[1 << 16];
    for (size_t i = 0; i < pto_program_dump_count(p); i++) {
        struct {
            uint64_t addr, len;
            const char *file;
        } dd, *d = &dd;
        pto_program_dump_at(p, i, &dd.addr, &dd.len, &dd.file);
        if (!d->file) continue;
        FILE *f = fopen(d->file, "wb");
        if (!f) {
            fprintf(stderr, "%s: --dump: %s: %s\n", prog_name, d->file, strerror(errno));
            rc = 1;
            continue;
        }
        bool ok = true;
        for (uint64_t at = 0; ok && at < d->len; at += sizeof chunk) {
            size_t n = d->len - at < sizeof chunk ? (size_t)(d->len - at) : sizeof chunk;
            ok = pto_mem_read(m, d->addr + at, chunk, n) == PTO_OK && fwrite(chunk, 1, n, f) == n;
        }
        if (fclose(f) != 0) ok = false;
        if (!ok) {
            fprintf(stderr, "%s: --dump: %s: could not write the %llu bytes\n", prog_name, d->file,
                    (unsigned long long)d->len);
            rc = 1;
        }
    }
    return rc;
}

/* Loads FILE.s (text), an ELF image (by its magic, or FILE.elf) or
 * FILE.bin (raw little-endian words, loaded at load_addr). */
static int load_program_at(const char *path, uint64_t load_addr, pto_program **p)
{
    size_t len;
    unsigned char *buf = load(path, &len);
    if (!buf) return -1;
    pto_program_error e;
    int rc;
    if (len == 0) {
        cli_error(0, "%s: %s: empty program\n", prog_name, path);
        free(buf);
        return -1;
    }
    if (is_elf_bytes(buf, len) || is_elf_name(path)) { /* checked when the run loads it */
        rc = pto_program_adopt_elf(buf, len, p, &e) != PTO_OK;
        if (rc) cli_error(0, "%s: %s: %s\n", prog_name, path, e.message);
        return rc;
    }
    if (is_binary_name(path)) { /* the program keeps the bytes: one copy of a large binary */
        rc = load_addr ? pto_program_from_raw(buf, len, load_addr, p, &e) != PTO_OK
                       : pto_program_adopt_binary(buf, len, p, &e) != PTO_OK;
        if (load_addr) free(buf);
        if (rc) cli_error(0, "%s: %s: %s\n", prog_name, path, e.message);
        return rc;
    }
    rc = pto_program_parse((const char *)buf, len, p, &e) != PTO_OK;
    if (rc) {
        cli_error(e.line, "%s:%u:%u: %s\n", path, e.line, e.column, e.message);
        last_error.column = e.column;
    }
    free(buf);
    return rc;
}

static int load_program(const char *path, pto_program **p) { return load_program_at(path, 0, p); }

/* ---- run ------------------------------------------------------------------- */

typedef struct run_ctx {
    const pto_program *prog;
    FILE *out;
    bool trace;
} run_ctx;

static void insn_text(const pto_program *p, uint64_t pc, const pto_insn *in, char *buf, size_t n)
{
    (void)p;
    (void)pc;
    if (in) pto_disasm(in, buf, n, NULL);
    else snprintf(buf, n, "(not decodable)");
}


/* One stable line per executed instruction:
 *   pc=0x0010 word=0x00000001  BSTOP  -> T#3
 * with "-> NAME" for a commit that allocated a destination, "-> pc 0x..."
 * for one that branched, "-> no-op" for another commit (a zero-participation
 * block, a block that falls through), "a0=0x..." for a scalar result, "! fault KIND (trap N): rule" for a
 * fault and "! error: message" for an API error. */
static void trace_fn(void *vctx, const pto_machine *m, uint64_t pc, const pto_insn *in, pto_status s, uint64_t before)
{
    run_ctx *c = vctx;
    if (!c->trace) return;
    char text[160];
    insn_text(c->prog, pc, in, text, sizeof text);
    unsigned len = in ? in->length : 4;
    uint64_t word = in ? in->word : 0;
    if (!in) { /* the bytes at pc in global memory, where the code runs */
        uint8_t b[8] = {0};
        if (pc < pto_mem_size(m) && pto_mem_read(m, pc, b, pto_mem_size(m) - pc < 4 ? 2 : 4) == PTO_OK)
            for (unsigned i = 0; i < 4; i++) word |= (uint64_t)b[i] << (8 * i);
    }
    fprintf(c->out, "pc=0x%04" PRIx64 " word=0x%0*" PRIx64 "  %s", pc, (int)len * 2, word, text);
    if (s == PTO_FAULT) {
        pto_fault_info f;
        pto_fault(m, &f);
        fprintf(c->out, "  ! fault %s (trap %u)", pto_fault_kind_name(f.kind), f.trap);
        if (f.has_addr) fprintf(c->out, " at address 0x%" PRIx64, f.addr);
        fprintf(c->out, ": %s", f.rule ? f.rule : "");
    } else if (s != PTO_OK) {
        fprintf(c->out, "  ! error: %s", pto_last_error(m));
    } else {
        bool any = false;
        bool commit = in && in->block_end;
        if (pto_get_naming(m) == PTO_NAMING_QUEUE) { /* names move: the commit names its destination */
            int d = pto_last_destination(m);
            if (commit && d >= 0) {
                char name[8];
                pto_tile_name((unsigned)d, name);
                fprintf(c->out, "  -> %s", name);
                any = true;
            }
        } else {
            uint64_t made = pto_tiles_allocated(m) & ~before;
            for (unsigned i = 0; i < PTO_TILES; i++)
                if ((made >> i) & 1u) {
                    char name[8];
                    pto_tile_name(i, name);
                    fprintf(c->out, "  -> %s", name);
                    any = true;
                }
        }
        if (commit && !any && pto_tpc(m) != pc + len) /* a block that branched */
            fprintf(c->out, "  -> pc 0x%" PRIx64, pto_tpc(m));
        else if (commit && !any) fprintf(c->out, "  -> no-op");
        unsigned reg;
        uint64_t v;
        if (pto_last_write(m, &reg, &v)) /* a scalar result, on the current PE */
            fprintf(c->out, "  %s=0x%" PRIx64, reg == 31 ? "t#1" : reg == 30 ? "u#1" : pto_gpr_name(reg), v);
    }
    fputc('\n', c->out);
}

/* --gpr [PE:]REG=VALUE (PE 0..3 or *, every PE without one). */
static int add_gpr_opt(pto_program *p, const char *arg)
{
    const char *colon = strchr(arg, ':'), *eq = strchr(arg, '=');
    unsigned mask = 0xF;
    const char *reg = arg;
    if (colon && eq && colon < eq) {
        if (colon - arg == 1 && arg[0] >= '0' && arg[0] <= '3') mask = 8u >> (arg[0] - '0');
        else if (!(colon - arg == 1 && arg[0] == '*')) mask = 0;
        reg = colon + 1;
    }
    static const char *const names[24] = {"zero", "sp", "a0", "a1", "a2", "a3", "a4", "a5", "a6", "a7", "ra", "s0",
                                          "s1",   "s2", "s3", "s4", "s5", "s6", "s7", "s8", "x0", "x1", "x2", "x3"};
    int r = -1;
    size_t rn = eq ? (size_t)(eq - reg) : 0;
    for (int i = 0; i < 24 && eq; i++)
        if (strlen(names[i]) == rn && !strncmp(names[i], reg, rn)) r = i;
    if (r < 0 && eq && rn && rn <= 2) {
        char *end;
        long v = strtol(reg, &end, 10);
        if (end == eq && v >= 0 && v < 24) r = (int)v;
    }
    uint64_t value = 0;
    char *vend = NULL;
    if (eq) {
        errno = 0;
        value = strtoull(eq + 1, &vend, 0);
    }
    if (!mask || r < 0 || !eq || !eq[1] || *vend || errno || eq[1] == '-') {
        cli_error(0, "%s: --gpr expects [PE:]REG=VALUE (PE 0..3 or *, REG zero, sp, a0..a7, ra, s0..s8, x0..x3 "
                     "or 0..23, VALUE decimal or 0x hex), not '%s'\n",
                  prog_name, arg);
        return 2;
    }
    char msg[200];
    if (pto_program_add_gpr(p, mask, (unsigned)r, value, msg, sizeof msg) != PTO_OK) {
        cli_error(0, "%s: --gpr %s: %s\n", prog_name, arg, msg);
        return 2;
    }
    return 0;
}

static int cmd_run(int argc, char **argv)
{
    bool json = false, trace = false, lint = false;
    int profile = -1, naming = -1;
    uint64_t max_steps = 0, load_addr = 0;
    static char *gprs[MAX_MEM_OPTS];
    unsigned ngpr = 0;
    static pto_io io;
    memset(&io, 0, sizeof io);
    static mem_opts mo;
    memset(&mo, 0, sizeof mo);
    static const struct option opts[] = {{"json", no_argument, NULL, 'j'},
                                         {"trace", no_argument, NULL, 't'},
                                         {"profile", required_argument, NULL, 'p'},
                                         {"emit", required_argument, NULL, 'e'},
                                         {"in", required_argument, NULL, 'i'},
                                         {"out", required_argument, NULL, 'o'},
                                         {"entry", required_argument, NULL, 'E'},
                                         {"memsize", required_argument, NULL, 'M'},
                                         {"mem", required_argument, NULL, 'm'},
                                         {"dump", required_argument, NULL, 'd'},
                                         {"max-steps", required_argument, NULL, 'S'},
                                         {"gpr", required_argument, NULL, 'g'},
                                         {"naming", required_argument, NULL, 'n'},
                                         {"load-addr", required_argument, NULL, 'A'},
                                         {"lint", no_argument, NULL, 'L'},
                                         {"help", no_argument, NULL, 'h'},
                                         {NULL, 0, NULL, 0}};
    int c;
    optind = 1;
    while ((c = getopt_long(argc, argv, "", opts, NULL)) != -1) {
        switch (c) {
        case 'S':
        case 'A': {
            uint64_t v;
            if (!parse_addr(optarg, strlen(optarg), &v) || (c == 'S' && v == 0) || (c == 'A' && (v & 1u))) {
                fprintf(stderr, "%s: --%s expects %s, not '%s'\n", prog_name, c == 'S' ? "max-steps" : "load-addr",
                        c == 'S' ? "a number of instructions (1 or more)" : "an even address (decimal or 0x hex)",
                        optarg);
                return 2;
            }
            if (c == 'S') max_steps = v;
            else load_addr = v;
            break;
        }
        case 'g':
            if (ngpr == MAX_MEM_OPTS) {
                fprintf(stderr, "%s: at most %u --gpr options\n", prog_name, MAX_MEM_OPTS);
                return 2;
            }
            gprs[ngpr++] = optarg;
            break;
        case 'n':
            if (!strcmp(optarg, "flat")) naming = PTO_NAMING_FLAT;
            else if (!strcmp(optarg, "queue")) naming = PTO_NAMING_QUEUE;
            else {
                fprintf(stderr, "%s: unknown naming '%s'; expected flat or queue\n", prog_name, optarg);
                return 2;
            }
            break;
        case 'j': json = true; break;
        case 't': trace = true; break;
        case 'L': lint = true; break;
        case 'p':
            if (!strcmp(optarg, "ieee")) profile = PTO_PROFILE_IEEE;
            else if (!strcmp(optarg, "pto-v0")) profile = PTO_PROFILE_V0;
            else {
                fprintf(stderr, "%s: unknown profile '%s'; expected ieee or pto-v0\n", prog_name, optarg);
                return 2;
            }
            break;
        case 'h': usage(stdout); return 0;
        case 'e':
            if (strcmp(optarg, "bundles")) {
                fprintf(stderr, "%s: --emit takes 'bundles'\n", prog_name);
                return 2;
            }
            io.emit = true;
            break;
        case 'i':
            if (add_in(&io, optarg)) return 1;
            break;
        case 'E': io.entry = optarg[0] == '@' ? optarg + 1 : optarg; break;
        case 'M': mo.memsize = optarg; break;
        case 'm':
        case 'd':
            if ((c == 'm' ? mo.nmem : mo.ndump) == MAX_MEM_OPTS) {
                fprintf(stderr, "%s: at most %u --%s options\n", prog_name, MAX_MEM_OPTS, c == 'm' ? "mem" : "dump");
                return 2;
            }
            if (c == 'm') mo.mem[mo.nmem++] = optarg;
            else mo.dump[mo.ndump++] = optarg;
            break;
        case 'o': {
            char *eq = strchr(optarg, '=');
            if (!eq || eq == optarg || io.nout == 16) {
                fprintf(stderr, "%s: --out expects NAME=FILE\n", prog_name);
                return 2;
            }
            *eq = 0;
            io.out_name[io.nout] = optarg[0] == '%' ? optarg + 1 : optarg;
            io.out_file[io.nout++] = eq + 1;
            break;
        }
        default: usage(stderr); return 2;
        }
    }
    if (optind != argc - 1) {
        usage(stderr);
        return 2;
    }
    const char *path = argv[optind];
    pto_program *p = NULL;
    bool pto = has_suffix(path, ".pto");
    if ((io.emit || io.nin || io.nout || io.entry) && !pto) {
        fprintf(stderr, "%s: --emit, --in, --out and --entry apply to PTO-AS (.pto) programs\n", prog_name);
        return 2;
    }
    for (unsigned i = 0; i < io.nout; i++) { /* an output never overwrites an input */
        const char *clash = same_file(io.out_file[i], path) ? path : NULL;
        for (unsigned k = 0; k < io.nin && !clash; k++)
            if (io.in_file[k] && same_file(io.out_file[i], io.in_file[k])) clash = io.in_file[k];
        if (clash) {
            fprintf(stderr, "%s: --out %s=%s would overwrite the input %s\n", prog_name, io.out_name[i],
                    io.out_file[i], clash);
            for (unsigned k = 0; k < io.nin; k++) free(io.in_bytes[k]);
            return 2;
        }
    }
    int lrc = pto ? lower_pto(path, &io, &p) : load_program_at(path, load_addr, &p);
    for (unsigned i = 0; i < io.nin; i++) free(io.in_bytes[i]);
    if (!lrc) {
        lrc = apply_mem_opts(p, &mo, pto ? NULL : path);
        for (unsigned i = 0; i < ngpr && !lrc; i++) lrc = add_gpr_opt(p, gprs[i]);
        if (lrc) pto_program_free(p);
    }
    if (lrc) {
        pto_ptoas_free(&io.lowered);
        if (json) { /* the same schema: status "error", no state */
            printf("{\"profile\":\"%s\",\"status\":\"error\",\"fault\":null,\"error\":{\"message\":",
                   profile == PTO_PROFILE_V0 ? "pto-v0" : "ieee");
            json_string(stdout, last_error.message);
            printf(",\"line\":%u,\"column\":%u},\"stop\":\"error\",\"steps\":0,\"pc\":0,"
                   "\"flags\":{\"NV\":0,\"DZ\":0,\"OF\":0,\"UF\":0,\"NX\":0},"
                   "\"tpc\":0,\"bpc\":0,\"gprs\":[],\"tiles\":[],\"memory\":[],\"lint\":[]}\n",
                   last_error.line, last_error.column);
        }
        return lrc == 2 ? 2 : 1;
    }
    if (io.emit) {
        fputs(io.lowered.program, stdout);
        pto_ptoas_free(&io.lowered);
        pto_program_free(p);
        return 0;
    }
    pto_machine *m = pto_create();
    if (!m) {
        fprintf(stderr, "%s: out of memory\n", prog_name);
        pto_program_free(p);
        return 1;
    }
    if (profile >= 0) pto_set_profile(m, (pto_profile)profile);
    if (naming >= 0) pto_program_set_naming(p, (pto_naming)naming); /* the command line wins over .naming */
    pto_set_lint(m, lint);
    run_ctx ctx = {p, stdout, trace};
    pto_run_result r;
    pto_program_run_gm(m, p, max_steps, trace ? trace_fn : NULL, &ctx, &r);
    if (r.warning[0]) fprintf(stderr, "%s: %s: warning: %s\n", prog_name, path, r.warning);
    if (pto && r.error_line) { /* an error of a lowered line: the PTO-AS operation's line and column */
        uint32_t ul = 0, uc = 0;
        if (pto_ptoas_source(&io.lowered, r.error_line, &ul, &uc) == PTO_OK && ul) r.error_line = ul, r.error_column = uc;
    }
    if (json) print_json(stdout, m, p, &r);
    else print_text(stdout, m, p, &r, path);
    if (pto && r.status == PTO_FAULT && !json) { /* the PTO-AS operation the faulting bundle comes from */
        pto_fault_info fi;
        pto_fault(m, &fi);
        uint32_t ul = 0, uc = 0;
        if (fi.kind != PTO_FAULT_SOFTWARE_BREAKPOINT &&
            pto_ptoas_source(&io.lowered, pto_program_line_of(p, fi.pc), &ul, &uc) == PTO_OK && ul)
            fprintf(stderr, "%s:%u:%u: fault %s in this operation\n", path, ul, uc, pto_fault_kind_name(fi.kind));
    }
    for (size_t i = 0; !json && i < pto_lint_count(m); i++)
        fprintf(stderr, "%s: warning: %s\n", path, pto_lint_message(m, i));
    bool ebreak = r.status == PTO_FAULT && !strcmp(r.stop, "ebreak");
    int rc = r.status == PTO_END || ebreak ? 0 : r.status == PTO_FAULT ? 3 : r.status == PTO_OK ? 4 : 1;
    if (r.status == PTO_OK)
        fprintf(stderr, "%s: %s: stopped after %" PRIu64 " instructions (--max-steps) at pc 0x%" PRIx64 "\n", prog_name,
                path, r.steps, r.pc);
    if (pto && r.status == PTO_END && write_outputs(m, &io)) rc = 1;
    if ((r.status == PTO_END || r.status == PTO_FAULT || r.status == PTO_OK) && write_dumps(m, p)) rc = 1;
    if (r.status != PTO_END && r.status != PTO_FAULT && r.status != PTO_OK && !json) {
        if (!r.error_line) fprintf(stderr, "%s: %s: %s\n", prog_name, path, r.message);
        else if (!r.error_column) fprintf(stderr, "%s: %s:%u: %s\n", prog_name, path, r.error_line, r.message);
        else fprintf(stderr, "%s: %s:%u:%u: %s\n", prog_name, path, r.error_line, r.error_column, r.message);
    }
    pto_ptoas_free(&io.lowered);
    pto_destroy(m);
    pto_program_free(p);
    return rc;
}

static int cmd_asm(int argc, char **argv)
{
    const char *out = NULL;
    bool drop = false;
    static const struct option opts[] = {{"output", required_argument, NULL, 'o'},
                                         {"drop-directives", no_argument, NULL, 'd'},
                                         {NULL, 0, NULL, 0}};
    int c;
    optind = 1;
    while ((c = getopt_long(argc, argv, "o:", opts, NULL)) != -1) {
        if (c == 'o') out = optarg;
        else if (c == 'd') drop = true;
        else {
            usage(stderr);
            return 2;
        }
    }
    if (optind != argc - 1 || !out) {
        usage(stderr);
        return 2;
    }
    if (same_file(argv[optind], out)) {
        fprintf(stderr, "%s: -o %s would overwrite the input %s\n", prog_name, out, argv[optind]);
        return 2;
    }
    pto_program *p = NULL;
    if (load_program(argv[optind], &p)) return 1;
    if (pto_program_has_directives(p) && !drop) {
        fprintf(stderr, "%s: %s: the program has directives (.tile, .gpr, ...) that an image cannot hold; "
                        "pass --drop-directives to drop them\n", prog_name, argv[optind]);
        pto_program_free(p);
        return 1;
    }
    /* Write to a temporary name and rename, so no partial output is left. */
    char tmp[4096];
    if (snprintf(tmp, sizeof tmp, "%s.tmp%ld", out, (long)getpid()) >= (int)sizeof tmp) {
        fprintf(stderr, "%s: output path too long\n", prog_name);
        pto_program_free(p);
        return 1;
    }
    FILE *f = fopen(tmp, "wb");
    if (!f) {
        fprintf(stderr, "%s: %s: %s\n", prog_name, out, strerror(errno));
        pto_program_free(p);
        return 1;
    }
    size_t code_len;
    const uint8_t *code = pto_program_code(p, &code_len);
    uint8_t *elf = NULL;
    uint64_t base = pto_program_base(p);
    if (is_elf_name(out)) { /* an ELF image with the identity note, code at its .org */
        size_t elf_len;
        char msg[200];
        if (pto_image_write_elf(code, code_len, base, base, &elf, &elf_len, msg, sizeof msg) != PTO_OK) {
            fprintf(stderr, "%s: %s: %s\n", prog_name, out, msg);
            fclose(f);
            remove(tmp);
            pto_program_free(p);
            return 1;
        }
        code = elf;
        code_len = elf_len;
    } else if (base) {
        fprintf(stderr, "%s: %s: note: the code starts at 0x%" PRIx64 " (.org); run the raw image with --load-addr 0x%" PRIx64
                        " or write an ELF image (-o FILE.elf)\n", prog_name, out, base, base);
    }
    bool ok = fwrite(code, 1, code_len, f) == code_len;
    free(elf);
    ok = (fclose(f) == 0) && ok;
    if (!ok || rename(tmp, out) != 0) {
        fprintf(stderr, "%s: %s: %s\n", prog_name, out, strerror(errno));
        remove(tmp);
        pto_program_free(p);
        return 1;
    }
    pto_program_free(p);
    return 0;
}

static int disasm_bytes(const char *path, const unsigned char *buf, size_t len);

static int cmd_disasm(int argc, char **argv)
{
    if (argc != 2) {
        usage(stderr);
        return 2;
    }
    size_t len;
    unsigned char *buf = load(argv[1], &len);
    if (!buf) return 1;
    if (len == 0) {
        fprintf(stderr, "%s: %s: empty binary\n", prog_name, argv[1]);
        free(buf);
        return 1;
    }
    if (is_elf_bytes(buf, len) || is_elf_name(argv[1])) { /* each loadable segment at its address */
        pto_image img;
        char msg[256];
        if (pto_image_parse_elf(buf, len, UINT64_MAX, &img, msg, sizeof msg) != PTO_OK) {
            fprintf(stderr, "%s: %s: %s\n", prog_name, argv[1], msg);
            free(buf);
            return 1;
        }
        if (img.warning[0]) fprintf(stderr, "%s: %s: warning: %s\n", prog_name, argv[1], img.warning);
        int rc = 0;
        for (unsigned k = 0; k < img.nsegments; k++) {
            printf(".org 0x%" PRIx64 "\n", img.seg[k].addr);
            rc |= disasm_bytes(argv[1], buf + img.seg[k].offset, (size_t)img.seg[k].filesz);
        }
        free(buf);
        return rc;
    }
    int rc = disasm_bytes(argv[1], buf, len);
    free(buf);
    return rc;
}

/* Prints the instructions of len bytes, one a line (raw words where none decodes). */
static int disasm_bytes(const char *path, const unsigned char *buf, size_t len)
{
    if (len % 2) {
        fprintf(stderr, "%s: %s: odd byte count (%zu); instructions are 16-bit multiples\n", prog_name, path, len);
        return 1;
    }
    size_t pc = 0;
    int rc = 0;
    while (pc < len) {
        pto_insn in;
        pto_codec_error e;
        pto_codec_err r = pto_decode(buf + pc, len - pc, &in, &e);
        const char *why = r == PTO_CODEC_TRUNCATED ? "the code ends inside an instruction" : e.message;
        char text[PTO_TEXT_MAX];
        if (r == PTO_CODEC_OK) {
            pto_disasm(&in, text, sizeof text, NULL);
            printf("%s\n", text);
            pc += in.length;
        } else if (r == PTO_CODEC_TRUNCATED) {
            fprintf(stderr, "%s: %s: offset %zu: %s\n", prog_name, path, pc, why);
            /* print the remaining halves raw so nothing is lost */
            for (; pc + 1 < len; pc += 2) printf(".half 0x%04x  # truncated instruction\n", buf[pc] | buf[pc + 1] << 8);
            rc = 1;
        } else {
            unsigned n = in.length;
            uint64_t w = in.word;
            const char *dir = n == 2 ? ".half" : n == 4 ? ".word" : ".dword";
            if (n == 6) { /* no 48-bit directive: two halves and a word */
                printf(".half 0x%04x  # 48-bit word, %s\n.word 0x%08x\n", (unsigned)(w & 0xFFFF), why,
                       (unsigned)(w >> 16));
            } else {
                printf("%s 0x%0*" PRIx64 "  # %s\n", dir, (int)n * 2, w, why);
            }
            pc += n;
        }
    }
    return rc;
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        char demo[4096];
        snprintf(demo, sizeof demo, "%s/examples/seeds.s", PTOSIM_SOURCE_DIR);
        char *av[] = {(char *)"run", demo, NULL};
        return cmd_run(2, av);
    }
    const char *cmd = argv[1];
    if (!strcmp(cmd, "run")) return cmd_run(argc - 1, argv + 1);
    if (!strcmp(cmd, "asm")) return cmd_asm(argc - 1, argv + 1);
    if (!strcmp(cmd, "disasm")) return cmd_disasm(argc - 1, argv + 1);
    if (!strcmp(cmd, "--help") || !strcmp(cmd, "-h") || !strcmp(cmd, "help")) {
        usage(stdout);
        return 0;
    }
    if (!strcmp(cmd, "--version")) {
        printf("ptosim 0.1.0 (PTO ISA 0.58.3, pto-spec e599a3d3)\n");
        return 0;
    }
    fprintf(stderr, "%s: unknown command '%s'\n", prog_name, cmd);
    usage(stderr);
    return 2;
}
