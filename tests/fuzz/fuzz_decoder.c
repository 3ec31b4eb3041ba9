/* Fuzz harness: any byte string as instruction words.
 * insn_decode never crashes; a word that decodes DEC_OK encodes back to the
 * same bits, and its disassembly assembles back to the same bits. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm/asm.h"
#include "core.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void die(const char *what, const uint8_t *w, size_t n, const char *extra)
{
    fprintf(stderr, "decoder fuzz: %s; word bytes:", what);
    for (size_t i = 0; i < n; i++) fprintf(stderr, " %02x", w[i]);
    fprintf(stderr, "%s%s\n", extra ? "; " : "", extra ? extra : "");
    abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    for (size_t off = 0; off < size; off += 2) {
        insn in;
        const char *why = NULL;
        decode_result r = insn_decode(data + off, size - off, &in, &why);
        size_t avail = size - off;
        if (r == DEC_TRUNCATED) {
            if (avail >= 2 && insn_length((uint16_t)(data[off] | data[off + 1] << 8)) <= avail)
                die("DEC_TRUNCATED with enough bytes", data + off, avail < 8 ? avail : 8, why);
            continue;
        }
        if (in.length != insn_length((uint16_t)(data[off] | data[off + 1] << 8)))
            die("length differs from insn_length", data + off, in.length, NULL);
        if (r == DEC_ILLEGAL && why == NULL) die("DEC_ILLEGAL without a reason", data + off, in.length, NULL);
        if (r != DEC_OK) continue;
        if (in.form >= F_COUNT) die("form out of range", data + off, in.length, NULL);
        uint64_t bits = 0;
        unsigned n = insn_encode(&in, &bits);
        if (n != in.length || bits != in.bits) {
            char msg[96];
            snprintf(msg, sizeof msg, "form %s, encode length %u, bits 0x%llx", pto_forms[in.form].mnemonic, n,
                     (unsigned long long)bits);
            die("decode/encode round trip differs", data + off, in.length, msg);
        }
        char text[256];
        disasm_insn(&in, text, sizeof text);
        insn back;
        asm_error err;
        if (asm_insn(text, &back, &err) != 0) {
            char msg[480];
            snprintf(msg, sizeof msg, "text '%s': column %zu: %s", text, err.column, err.message);
            die("the disassembly does not assemble", data + off, in.length, msg);
        }
        if (back.bits != in.bits || back.length != in.length) {
            char msg[320];
            snprintf(msg, sizeof msg, "text '%s' assembles to 0x%llx", text, (unsigned long long)back.bits);
            die("disassembly round trip differs", data + off, in.length, msg);
        }
    }
    return 0;
}
