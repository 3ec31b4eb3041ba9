/* Fuzz harness: any text as one assembly statement (asm_insn) and as a
 * whole program (prog_parse).  asm_insn either fails with a column inside
 * the text (or just past its end) or gives an encoded instruction whose
 * disassembly assembles back to the same bits. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm/asm.h"
#include "asm/program.h"
#include "core.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void die(const char *what, const char *text, const char *extra)
{
    fprintf(stderr, "asm fuzz: %s\n  input: \"", what);
    for (const char *p = text; *p; p++) {
        unsigned char c = (unsigned char)*p;
        if (c >= 0x20 && c < 0x7F && c != '"' && c != '\\') fputc(c, stderr);
        else fprintf(stderr, "\\x%02x", c);
    }
    fprintf(stderr, "\"\n  %s\n", extra ? extra : "");
    abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 4096) return 0;
    char *text = malloc(size + 1);
    if (!text) return 0;
    memcpy(text, data, size);
    text[size] = 0;
    size_t tlen = strlen(text); /* the statement ends at the first NUL */

    insn in;
    asm_error err;
    memset(&err, 0, sizeof err);
    if (asm_insn(text, &in, &err) != 0) {
        if (err.column < 1 || err.column > tlen + 1) {
            char msg[300];
            snprintf(msg, sizeof msg, "column %zu outside 1..%zu: %s", err.column, tlen + 1, err.message);
            die("error column outside the text", text, msg);
        }
        if (memchr(err.message, 0, sizeof err.message) == NULL || err.message[0] == 0)
            die("error without a message", text, NULL);
    } else {
        uint64_t bits = 0;
        if (in.form >= F_COUNT || insn_encode(&in, &bits) != in.length || bits != in.bits)
            die("the assembled insn does not encode to its bits", text, NULL);
        insn dec;
        const char *why;
        uint8_t w[8];
        for (unsigned i = 0; i < 8; i++) w[i] = (uint8_t)(in.bits >> (8 * i));
        decode_result r = insn_decode(w, in.length, &dec, &why);
        if (r == DEC_UNKNOWN || r == DEC_TRUNCATED || dec.form != in.form || dec.bits != in.bits) {
            char msg[128];
            snprintf(msg, sizeof msg, "bits 0x%llx decode as %d", (unsigned long long)in.bits, (int)r);
            die("the assembled bits do not decode to the same form", text, msg);
        }
        char dis[256];
        disasm_insn(&in, dis, sizeof dis);
        insn back;
        if (asm_insn(dis, &back, &err) != 0) {
            char msg[600];
            snprintf(msg, sizeof msg, "disassembly '%s' fails at column %zu: %s", dis, err.column, err.message);
            die("disassembly does not assemble", text, msg);
        }
        if (back.bits != in.bits || back.length != in.length) {
            char msg[400];
            snprintf(msg, sizeof msg, "bits 0x%llx, disassembly '%s' gives 0x%llx", (unsigned long long)in.bits, dis,
                     (unsigned long long)back.bits);
            die("disassembly round trip differs", text, msg);
        }
    }

    pto_program p;
    prog_error pe;
    if (prog_parse(text, size, &p, &pe) == 0) prog_free(&p);
    free(text);
    return 0;
}
