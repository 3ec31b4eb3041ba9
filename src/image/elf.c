/* Program images (include/ptosim/image.h, decisions D19): a small ELF64
 * reader and writer of our own and the loaders into global memory.  The
 * reader trusts nothing in the file: every offset and size is checked
 * against the file and the memory with overflow-free arithmetic before it
 * is used (tests/fuzz/fuzz_image.c runs it on mutated images). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "ptosim/image.h"

enum {
    EHDR = 64, PHDR = 56, SHDR = 64,
    ET_EXEC = 2, PT_LOAD = 1, PT_NOTE = 4, SHT_PROGBITS = 1, SHT_STRTAB = 3, SHT_NOTE = 7,
    SHF_ALLOC = 2, SHF_EXECINSTR = 4, PF_X = 1, PF_W = 2, PF_R = 4, NT_PTO_ISA_IDENTITY = 1
};

static const char identity_json[] = "{\"encoding_abi\":\"" PTO_IDENTITY_ABI "\",\"encoding_projection_sha256\":\""
                                    PTO_IDENTITY_SHA256 "\",\"release\":\"" PTO_IDENTITY_RELEASE "\"}";

#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static pto_status bad(char *msg, size_t n, const char *fmt, ...)
{
    if (msg && n) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(msg, n, fmt, ap);
        va_end(ap);
    }
    return PTO_ERR_ARG;
}

static uint64_t rd(const uint8_t *p, unsigned n)
{
    uint64_t v = 0;
    for (unsigned i = 0; i < n; i++) v |= (uint64_t)p[i] << (8 * i);
    return v;
}

static void wr(uint8_t *p, uint64_t v, unsigned n)
{
    for (unsigned i = 0; i < n; i++) p[i] = (uint8_t)(v >> (8 * i));
}

/* [off, off + size) lies in a len-byte file. */
static bool in_file(uint64_t off, uint64_t size, size_t len) { return size <= len && off <= len - size; }

/* A flat JSON object of string values: the value of key, or NULL (the
 * descriptor is tiny, so a linear scan does). */
static bool json_value(const uint8_t *d, size_t n, const char *key, char *out, size_t outn)
{
    size_t kl = strlen(key);
    for (size_t i = 0; i + kl + 3 < n; i++) {
        if (d[i] != '"' || memcmp(d + i + 1, key, kl) != 0 || d[i + 1 + kl] != '"') continue;
        size_t j = i + 2 + kl;
        while (j < n && (d[j] == ' ' || d[j] == ':' || d[j] == '\t' || d[j] == '\n' || d[j] == '\r')) j++;
        if (j >= n || d[j] != '"') return false;
        size_t k = ++j;
        while (k < n && d[k] != '"') k++;
        if (k >= n) return false;
        size_t w = k - j < outn - 1 ? k - j : outn - 1;
        memcpy(out, d + j, w);
        out[w] = 0;
        for (size_t x = 0; x < w; x++)
            if (out[x] < 0x20 || out[x] > 0x7e) out[x] = '?';
        return true;
    }
    return false;
}

/* The identity descriptor against ours: 0 if equal, else the reason. */
static pto_status check_identity(const uint8_t *d, size_t n, char *msg, size_t mn)
{
    if (n == sizeof identity_json - 1 && memcmp(d, identity_json, n) == 0) return PTO_OK;
    static const struct {
        const char *key, *want;
    } fields[3] = {{"release", PTO_IDENTITY_RELEASE},
                   {"encoding_abi", PTO_IDENTITY_ABI},
                   {"encoding_projection_sha256", PTO_IDENTITY_SHA256}};
    for (unsigned i = 0; i < 3; i++) {
        char v[80];
        if (!json_value(d, n, fields[i].key, v, sizeof v))
            return bad(msg, mn, "the identity note (.note.pto.isa) has no \"%s\"; ptosim implements %s \"%s\"",
                       fields[i].key, fields[i].key, fields[i].want);
        if (strcmp(v, fields[i].want))
            return bad(msg, mn, "the identity note (.note.pto.isa) names %s \"%s\"; ptosim implements \"%s\"",
                       fields[i].key, v, fields[i].want);
    }
    return bad(msg, mn, "the identity note (.note.pto.isa) is not exactly the identity of release %s (UTF-8 JSON, "
                        "sorted keys, no whitespace, no other key, no NUL)",
               PTO_IDENTITY_RELEASE);
}

/* Scans the notes in [off, off + size): 1 found and matching, 0 none found,
 * -1 a PTO identity note that differs (msg set) or a malformed note. */
static int scan_notes(const uint8_t *f, size_t len, uint64_t off, uint64_t size, char *msg, size_t mn)
{
    if (!in_file(off, size, len)) {
        bad(msg, mn, "truncated ELF: a note area of %llu bytes at offset %llu runs past the %zu-byte file",
            (unsigned long long)size, (unsigned long long)off, len);
        return -1;
    }
    uint64_t at = 0;
    while (size - at >= 12) {
        const uint8_t *h = f + off + at;
        uint64_t namesz = rd(h, 4), descsz = rd(h + 4, 4), type = rd(h + 8, 4);
        uint64_t nameal = (namesz + 3u) & ~(uint64_t)3, descal = (descsz + 3u) & ~(uint64_t)3;
        if (nameal > size - at - 12 || descal > size - at - 12 - nameal) {
            bad(msg, mn, "a malformed note: its name and descriptor run past the note area");
            return -1;
        }
        const uint8_t *name = h + 12, *desc = name + nameal;
        if (namesz == 4 && memcmp(name, "PTO", 4) == 0 && type == NT_PTO_ISA_IDENTITY)
            return check_identity(desc, (size_t)descsz, msg, mn) == PTO_OK ? 1 : -1;
        at += 12 + nameal + descal;
    }
    return 0;
}

pto_status pto_image_parse_elf(const uint8_t *f, size_t len, uint64_t mem_size, pto_image *img, char *msg,
                               size_t n)
{
    if (!f || !img) return bad(msg, n, "no image");
    memset(img, 0, sizeof *img);
    if (len < 4 || memcmp(f, "\177ELF", 4) != 0) return bad(msg, n, "not an ELF file (no \\177ELF magic)");
    if (len < EHDR) return bad(msg, n, "truncated ELF: %zu bytes, the ELF header needs 64", len);
    if (f[4] != 2)
        return bad(msg, n, "ELF class %u (%s): ptosim loads ELF64 images (ELFCLASS64)", f[4],
                   f[4] == 1 ? "32-bit" : "unknown");
    if (f[5] != 1) return bad(msg, n, "ELF data encoding %u: ptosim loads little-endian images (ELFDATA2LSB)", f[5]);
    if (f[6] != 1 || rd(f + 20, 4) != 1) return bad(msg, n, "ELF version %u: expected 1 (EV_CURRENT)", f[6]);
    unsigned type = (unsigned)rd(f + 16, 2), machine = (unsigned)rd(f + 18, 2);
    if (type != ET_EXEC) return bad(msg, n, "ELF type %u is not an executable image (ET_EXEC)", type);
    if (machine != PTO_ELF_MACHINE && machine != 0)
        return bad(msg, n, "ELF machine %u is not PTO: ptosim loads e_machine 0x%X (PTO) or 0 (EM_NONE)", machine,
                   PTO_ELF_MACHINE);
    uint64_t entry = rd(f + 24, 8), phoff = rd(f + 32, 8), shoff = rd(f + 40, 8);
    unsigned phentsize = (unsigned)rd(f + 54, 2), phnum = (unsigned)rd(f + 56, 2);
    unsigned shentsize = (unsigned)rd(f + 58, 2), shnum = (unsigned)rd(f + 60, 2), shstrndx = (unsigned)rd(f + 62, 2);
    if (phnum && phentsize != PHDR) return bad(msg, n, "program header entries of %u bytes: ELF64 has 56", phentsize);
    if (!in_file(phoff, (uint64_t)phnum * PHDR, len))
        return bad(msg, n, "truncated ELF: %u program headers at offset %llu run past the %zu-byte file", phnum,
                   (unsigned long long)phoff, len);
    img->entry = entry;
    img->machine = machine;
    int identity = 0; /* 1 found, 0 none */
    /* the identity section, found through the section names */
    if (shnum) {
        if (shentsize != SHDR) return bad(msg, n, "section header entries of %u bytes: ELF64 has 64", shentsize);
        if (!in_file(shoff, (uint64_t)shnum * SHDR, len))
            return bad(msg, n, "truncated ELF: %u section headers at offset %llu run past the %zu-byte file", shnum,
                       (unsigned long long)shoff, len);
        if (shstrndx >= shnum) return bad(msg, n, "the section name table index %u is not a section", shstrndx);
        const uint8_t *sst = f + shoff + (uint64_t)shstrndx * SHDR;
        uint64_t stroff = rd(sst + 24, 8), strsize = rd(sst + 32, 8);
        if (!in_file(stroff, strsize, len)) return bad(msg, n, "truncated ELF: the section name table runs past the file");
        for (unsigned i = 0; i < shnum; i++) {
            const uint8_t *sh = f + shoff + (uint64_t)i * SHDR;
            uint64_t name = rd(sh, 4);
            static const char want[] = ".note.pto.isa";
            if (name >= strsize || strsize - name < sizeof want || memcmp(f + stroff + name, want, sizeof want) != 0)
                continue;
            if (rd(sh + 4, 4) != SHT_NOTE) return bad(msg, n, "section .note.pto.isa is not a note section (SHT_NOTE)");
            int r = scan_notes(f, len, rd(sh + 24, 8), rd(sh + 32, 8), msg, n);
            if (r < 0) return PTO_ERR_ARG;
            if (r == 0) return bad(msg, n, "section .note.pto.isa holds no PTO identity note (name \"PTO\", type 1)");
            identity = 1;
        }
    }
    for (unsigned i = 0; i < phnum; i++) {
        const uint8_t *ph = f + phoff + (uint64_t)i * PHDR;
        unsigned pt = (unsigned)rd(ph, 4);
        uint64_t off = rd(ph + 8, 8), vaddr = rd(ph + 16, 8), filesz = rd(ph + 32, 8), memsz = rd(ph + 40, 8);
        if (pt == PT_NOTE && !identity) {
            int r = scan_notes(f, len, off, filesz, msg, n);
            if (r < 0) return PTO_ERR_ARG;
            identity = r;
        }
        if (pt != PT_LOAD) continue;
        if (img->nsegments == PTO_IMAGE_MAX_SEGMENTS)
            return bad(msg, n, "more than %d loadable segments", PTO_IMAGE_MAX_SEGMENTS);
        if (!in_file(off, filesz, len))
            return bad(msg, n, "truncated ELF: segment %u (%llu bytes at offset %llu) runs past the %zu-byte file", i,
                       (unsigned long long)filesz, (unsigned long long)off, len);
        if (filesz > memsz)
            return bad(msg, n, "segment %u holds %llu file bytes but only %llu in memory", i,
                       (unsigned long long)filesz, (unsigned long long)memsz);
        if (memsz > mem_size || vaddr > mem_size - memsz)
            return bad(msg, n,
                       "segment %u at 0x%llx (%llu bytes) lies past the end of the %llu-byte global memory "
                       "(--memsize sets the size)",
                       i, (unsigned long long)vaddr, (unsigned long long)memsz, (unsigned long long)mem_size);
        for (unsigned k = 0; k < img->nsegments; k++) {
            const pto_segment *o = &img->seg[k];
            if (memsz && o->memsz && vaddr < o->addr + o->memsz && o->addr < vaddr + memsz)
                return bad(msg, n, "segments overlap at 0x%llx", (unsigned long long)(vaddr > o->addr ? vaddr : o->addr));
        }
        pto_segment *s = &img->seg[img->nsegments++];
        s->addr = vaddr;
        s->offset = off;
        s->filesz = filesz;
        s->memsz = memsz;
        s->flags = (unsigned)rd(ph + 4, 4);
    }
    if (!img->nsegments) return bad(msg, n, "the ELF image has no loadable segment (PT_LOAD)");
    bool inside = false;
    for (unsigned k = 0; k < img->nsegments; k++) {
        const pto_segment *s = &img->seg[k];
        if (entry >= s->addr && entry - s->addr < s->memsz) {
            inside = true;
            img->end = s->addr + s->filesz;
        }
    }
    if (!inside) return bad(msg, n, "the entry point 0x%llx lies outside every loadable segment", (unsigned long long)entry);
    if (entry & 1u) return bad(msg, n, "the entry point 0x%llx is odd", (unsigned long long)entry);
    img->has_identity = identity == 1;
    if (!identity)
        snprintf(img->warning, sizeof img->warning,
                 "the image has no .note.pto.isa identity note; loaded without the identity check (decisions D19)");
    return PTO_OK;
}

/* Zeroes [addr, addr + len) of the pages that exist (the others read zero). */
static void gm_zero(gm *g, uint64_t addr, uint64_t len)
{
    while (len) {
        uint64_t off = addr & (GM_PAGE_BYTES - 1u), k = GM_PAGE_BYTES - off;
        if (k > len) k = len;
        if (gm_page_lookup(g, addr >> GM_PAGE_BITS)) {
            static const uint8_t zero[GM_PAGE_BYTES];
            gm_write(g, addr, zero, k);
        }
        addr += k;
        len -= k;
    }
}

pto_status pto_image_load_elf(pto_machine *m, const uint8_t *bytes, size_t len, pto_image *img, char *msg, size_t n)
{
    pto_image local;
    if (!img) img = &local;
    if (!m) return bad(msg, n, "no machine");
    pto_status s = pto_image_parse_elf(bytes, len, m->mem.size, img, msg, n);
    if (s != PTO_OK) return s;
    for (unsigned k = 0; k < img->nsegments; k++)
        if (!gm_prepare_write(&m->mem, img->seg[k].addr, img->seg[k].filesz))
            return bad(msg, n, "out of host memory loading the image");
    for (unsigned k = 0; k < img->nsegments; k++) {
        const pto_segment *g = &img->seg[k];
        gm_write(&m->mem, g->addr, bytes + g->offset, g->filesz);
        gm_zero(&m->mem, g->addr + g->filesz, g->memsz - g->filesz);
    }
    m->tpc = img->entry;
    return PTO_OK;
}

pto_status pto_image_load_raw(pto_machine *m, const uint8_t *bytes, size_t len, uint64_t addr, pto_image *img,
                              char *msg, size_t n)
{
    pto_image local;
    if (!img) img = &local;
    memset(img, 0, sizeof *img);
    if (!m || (!bytes && len)) return bad(msg, n, "no machine or no image");
    if (len % 2) return bad(msg, n, "a raw image has an odd byte count (%zu); instructions are 16-bit multiples", len);
    if (addr & 1u) return bad(msg, n, "the load address 0x%llx is odd", (unsigned long long)addr);
    if ((uint64_t)len > m->mem.size || addr > m->mem.size - len)
        return bad(msg, n, "the %zu-byte image at 0x%llx lies past the end of the %llu-byte global memory", len,
                   (unsigned long long)addr, (unsigned long long)m->mem.size);
    if (!gm_prepare_write(&m->mem, addr, len)) return bad(msg, n, "out of host memory loading the image");
    gm_write(&m->mem, addr, bytes, len);
    img->entry = addr;
    img->end = addr + len;
    img->nsegments = 1;
    img->seg[0].addr = addr;
    img->seg[0].filesz = img->seg[0].memsz = len;
    img->seg[0].flags = PF_R | PF_X;
    m->tpc = addr;
    return PTO_OK;
}

pto_status pto_image_write_elf(const uint8_t *code, size_t len, uint64_t addr, uint64_t entry, uint8_t **out,
                               size_t *outlen, char *msg, size_t n)
{
    if (!out || !outlen || (!code && len)) return bad(msg, n, "no output");
    if ((addr | entry) & 1u) return bad(msg, n, "the load address and the entry must be even");
    if (entry < addr || entry - addr > len) return bad(msg, n, "the entry point lies outside the code");
    static const char shstr[] = "\0.text\0.note.pto.isa\0.shstrtab";
    const size_t desc = sizeof identity_json - 1;
    const uint64_t code_off = EHDR + PHDR; /* 120: even, as the code's address */
    const uint64_t note_off = (code_off + len + 3u) & ~(uint64_t)3;
    const uint64_t note_size = 12 + 4 + ((desc + 3u) & ~(size_t)3);
    const uint64_t str_off = note_off + note_size;
    const uint64_t sh_off = (str_off + sizeof shstr + 7u) & ~(uint64_t)7;
    const uint64_t total = sh_off + 4 * SHDR;
    uint8_t *f = calloc(1, (size_t)total);
    if (!f) return bad(msg, n, "out of host memory");
    memcpy(f, "\177ELF", 4);
    f[4] = 2, f[5] = 1, f[6] = 1;
    wr(f + 16, ET_EXEC, 2);
    wr(f + 18, PTO_ELF_MACHINE, 2);
    wr(f + 20, 1, 4);
    wr(f + 24, entry, 8);
    wr(f + 32, EHDR, 8);
    wr(f + 40, sh_off, 8);
    wr(f + 52, EHDR, 2);
    wr(f + 54, PHDR, 2);
    wr(f + 56, 1, 2);
    wr(f + 58, SHDR, 2);
    wr(f + 60, 4, 2);
    wr(f + 62, 3, 2);
    uint8_t *ph = f + EHDR;
    wr(ph, PT_LOAD, 4);
    wr(ph + 4, PF_R | PF_W | PF_X, 4);
    wr(ph + 8, code_off, 8);
    wr(ph + 16, addr, 8);
    wr(ph + 24, addr, 8);
    wr(ph + 32, len, 8);
    wr(ph + 40, len, 8);
    wr(ph + 48, 2, 8);
    if (len) memcpy(f + code_off, code, len);
    uint8_t *note = f + note_off;
    wr(note, 4, 4);
    wr(note + 4, desc, 4);
    wr(note + 8, NT_PTO_ISA_IDENTITY, 4);
    memcpy(note + 12, "PTO", 4);
    memcpy(note + 16, identity_json, desc);
    memcpy(f + str_off, shstr, sizeof shstr);
    /* sections: 0 none, 1 .text, 2 .note.pto.isa, 3 .shstrtab */
    uint8_t *sh = f + sh_off + SHDR;
    wr(sh, 1, 4);
    wr(sh + 4, SHT_PROGBITS, 4);
    wr(sh + 8, SHF_ALLOC | SHF_EXECINSTR, 8);
    wr(sh + 16, addr, 8);
    wr(sh + 24, code_off, 8);
    wr(sh + 32, len, 8);
    wr(sh + 48, 2, 8);
    sh += SHDR;
    wr(sh, 7, 4);
    wr(sh + 4, SHT_NOTE, 4);
    wr(sh + 24, note_off, 8);
    wr(sh + 32, note_size, 8);
    wr(sh + 48, 4, 8);
    sh += SHDR;
    wr(sh, 21, 4);
    wr(sh + 4, SHT_STRTAB, 4);
    wr(sh + 24, str_off, 8);
    wr(sh + 32, sizeof shstr, 8);
    wr(sh + 48, 1, 8);
    *out = f;
    *outlen = (size_t)total;
    return PTO_OK;
}
